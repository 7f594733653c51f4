"""A fault's line for people links to its rule in the rulebook of the reader's language."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from regelwerk.cli.commands import RULEBOOK_URL, human_line
from regelwerk.games import default_game
from regelwerk.i18n.ruletexts import LOG_PAGE
from regelwerk.logs import validate
from regelwerk.rules import LogCode, anchor

EXAMPLE = "examples/nr-5.4-higher-than-row.json"


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "nl"])
def test_the_line_ends_with_the_rules_anchor_in_that_language(lang: str) -> None:
    line = human_line(EXAMPLE, validate(Path(EXAMPLE)), lang)
    assert line.endswith(f"<no-return/{lang}/index.html#nr-5-4>")
    assert "(NR-5.4)" in line


def test_the_link_starts_where_the_rulebooks_are_published(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(RULEBOOK_URL, "https://example.org/rulebooks")
    line = human_line(EXAMPLE, validate(Path(EXAMPLE)), "de")
    assert line.endswith("<https://example.org/rulebooks/no-return/de/index.html#nr-5-4>")


def test_a_valid_log_has_no_link() -> None:
    line = human_line("x.json", validate(Path("examples/nr-finished-2p.json")), "en")
    assert "<" not in line


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "nl"])
def test_a_log_code_links_into_the_book_of_the_logs_game(lang: str) -> None:
    for example, game in (
        ("examples/nt-log-draw-card-twice.json", "no-thanks"),
        ("examples/nr-log-draw-not-in-bag.json", "no-return"),
        ("examples/nt-schema-card-36.json", "no-thanks"),
    ):
        line = human_line(example, validate(Path(example)), lang)
        assert line.rpartition(" <")[2].startswith(f"{game}/{lang}/codes.html#log-"), line


def test_a_log_code_of_no_known_game_links_to_the_default_games_book() -> None:
    """A file that is no log of a known game (not JSON, no format) links into the book of the
    game regelwerk's configuration names as its default (every book prints the LOG codes),
    not into the book of whichever game is registered first: the lines read as before."""
    assert (
        default_game() == "no-return"
    )  # pyproject.toml, [project.entry-points."regelwerk.defaults"]
    for example, code in (
        ("examples/syntax-nan.json", "log-syntax"),
        ("examples/syntax-truncated.json", "log-syntax"),
        ("no-such-file.json", "log-read"),
    ):
        line = human_line(example, validate(Path(example)), "de")
        assert line.endswith(f"<no-return/de/codes.html#{code}>"), line


def test_the_specifications_anchors_are_published_beside_the_rulebooks() -> None:
    """The link of a LOG code with no game resolves where ``make docs`` publishes: the
    rulebooks in ``build/rulebooks/``, the developer docs beside them in ``build/docs/``."""
    prebuilt = os.environ.get("REGELWERK_RULEBOOKS")  # set by make test, after make docs
    if not prebuilt:
        pytest.skip("make docs builds the rulebooks and the docs; make test points here")
    page = (Path(prebuilt) / LOG_PAGE).resolve()
    html = page.read_text(encoding="utf-8")
    for code in LogCode:  # where a LOG code links when there is no default game
        assert f'id="spec-{anchor(code)}"' in html, code
