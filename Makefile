# regelwerk: `make demo` runs the main job, `make test` runs every check; `make check`, the
# fast tier of them for the edit-test loop.
# Both create (or reuse) the virtual environment in .venv; only Python 3.11+ and make are needed.
# `make test` also needs two Debian packages (chromium, poppler-utils): `system-deps` installs
# them when it runs as root, and otherwise stops at once with the command to run.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test check system-deps lint typecheck pytest catalogs catalogs-update rules-export \
	spec docs docs-catalogs clean bench

# The package alone (enough for `make demo`); every other stamp adds extras to the same venv.
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "regelwerk needs Python 3.11 or newer"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

# Everything `make test` runs: checkers, the rulebook builder, the browser driver, Dask.
TEST_STAMP := $(VENV)/.installed-test
$(TEST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,docs,dask,openspiel,pettingzoo]'
	touch $@

system-deps:
	@$(PYTHON) tools/system_deps.py

catalogs: $(STAMP)
	$(BIN)/python tools/build_catalogs.py

# Re-extract the runtime domain "regelwerk" and the exceptions' domain "errors" from src/ and
# merge them into locales/*/LC_MESSAGES.
EXTRACT_KEYWORDS := -k pN_:1c,2 -k npN_:1c,2,3
ERRORS_KEYWORDS := --no-default-keywords -k eN_:1c,2

# $(call update-domain,DOMAIN,KEYWORDS): extract DOMAIN's strings, update its five catalogs.
define update-domain
	$(BIN)/pybabel -q extract -F babel.cfg -o build/gettext/$(1).pot \
		--add-comments=TRANSLATORS: --no-location $(2) \
		--project=regelwerk --copyright-holder='The regelwerk developers' src
	for lang in en de fr es nl; do \
		$(BIN)/pybabel -q update -D $(1) -d locales -l $$lang -i build/gettext/$(1).pot \
			--init-missing --ignore-obsolete --no-fuzzy-matching --ignore-pot-creation-date \
			|| exit 1; \
	done
endef

catalogs-update: $(STAMP)
	mkdir -p build/gettext
	$(call update-domain,regelwerk,$(EXTRACT_KEYWORDS))
	$(call update-domain,errors,$(ERRORS_KEYWORDS))

# Write the rule exports shipped in the package (src/regelwerk/i18n/exports/rules.<lang>.json)
# again from the catalogs; a test fails while they differ.
rules-export: catalogs
	$(BIN)/python tools/export_rules.py

# docs/spec/rules.rst again from the English catalog and docs/spec/rules.companion.rst;
# a test fails while the committed file differs.
spec: catalogs
	$(BIN)/python tools/spec_rules.py

# The rulebooks (both games, five languages, HTML + PDF) into build/rulebooks/, and the
# English developer docs (the specification, the API reference) into build/docs/.
DOCS_STAMP := $(VENV)/.installed-docs
$(DOCS_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[docs,openspiel,pettingzoo]'  # docs/ai.rst
	touch $@

docs: catalogs $(DOCS_STAMP)
	$(BIN)/python -m regelwerk.rulebook --out build/rulebooks --jobs 2
	$(BIN)/sphinx-build -E -W -q -b html docs build/docs

# Re-extract the rulebooks' prose and merge it into locales/*/LC_MESSAGES/docs.po.
docs-catalogs: $(TEST_STAMP)
	$(BIN)/python -m regelwerk.rulebook.catalogs

# The benchmarks of issue 6 (never part of `make test`): one table, written to
# benchmarks/RESULTS.md; exits 1 when a figure is >10% slower than the code of the commit
# that benchmarks/baseline.json names, measured beside it in the same run.
# First the game-AI figures of issue 14 (benchmarks/ai.py, written to benchmarks/AI.md).
BENCH_STAMP := $(VENV)/.installed-bench
$(BENCH_STAMP): $(TEST_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,dask,bench,openspiel,pettingzoo]'
	touch $@

bench: $(BENCH_STAMP)
	$(BIN)/python benchmarks/ai.py
	$(BIN)/python benchmarks/run.py

demo: catalogs
	$(BIN)/python -m regelwerk.demo

lint: $(TEST_STAMP)
	$(BIN)/ruff check src tests tools
	$(BIN)/ruff format --check src tests tools
	$(BIN)/lint-imports --no-cache  # the core's layers: [tool.importlinter] in pyproject.toml
	$(BIN)/python tools/import_cycles.py  # and no import cycle at all, function-level ones too

typecheck: $(TEST_STAMP)  # the rulebook code and its tests import sphinx and playwright
	$(BIN)/mypy

# REGELWERK_ALL_EXTRAS=1: every extra is installed here, so a test that would skip for a
# missing extra fails the run instead (tests/conftest.py).
pytest: system-deps catalogs $(TEST_STAMP) docs
	REGELWERK_ALL_EXTRAS=1 REGELWERK_RULEBOOKS=build/rulebooks $(BIN)/pytest

# The fast tier: lint, types and every test but the slow integration tiers (rulebook builds,
# the browser, wheel installs, plug-in games run as processes, Dask: the `slow` marker that
# tests/conftest.py gives by folder, module or fixture); its properties try fewer examples.
check: catalogs lint typecheck
	REGELWERK_TIER=check $(BIN)/pytest -m "not slow"

# system-deps first: a machine without the browser stops before two minutes of checks.
test: system-deps lint typecheck pytest

clean:
	rm -rf $(VENV) build dist src/regelwerk/_locales
