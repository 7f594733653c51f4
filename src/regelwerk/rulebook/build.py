"""Building the rulebooks: HTML and a print-ready PDF per game and language.

Layout (what ``regelwerk rulebook`` and ``make docs`` produce)::

    OUT/<game>/<lang>/index.html
    OUT/<game>/<lang>/<game>-<lang>.pdf

Each book is built by Sphinx in a child process (``-E -W``: fresh environment, warnings are
errors), so two books can build side by side and a failure names its book.  The machines
have two cores: :func:`build_all` builds at most two books at a time.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Final

from regelwerk.cli.extras import RULEBOOK_MODULES
from regelwerk.errors import MissingExtraError, RegelwerkError, UnknownGameError, UsageError
from regelwerk.games import GAMES as REGISTERED
from regelwerk.games import shipped
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.config import SOURCE, locale_dir

__all__ = [
    "GAMES",
    "SHIPPED",
    "RulebookError",
    "build_all",
    "build_rulebook",
    "compile_docs_catalogs",
    "main",
    "sphinx_command",
]

GAMES: Final = tuple(REGISTERED)
"""Every registered game: each can build its book (``--game``)."""
SHIPPED: Final = shipped()
"""The games whose books ``make docs`` builds in every language: regelwerk's own (a game
installed on its own brings its own catalogs, or none)."""


class RulebookError(RegelwerkError, RuntimeError):
    """A rulebook that did not build; carries Sphinx's output."""

    def __init__(self, game: str, lang: str, output: str) -> None:
        super().__init__(game, lang, output)
        self.game = game
        self.lang = lang
        self.output = output
        """What Sphinx said: why the book did not build."""

    def message(self, lang: str) -> str:
        from regelwerk.i18n.errortexts import NO_RULEBOOK, error_text

        return error_text(NO_RULEBOOK, lang).format(game=self.game, lang=self.lang)


def compile_docs_catalogs(languages: Iterable[str] = LANGUAGES) -> None:
    """Compile the docs catalogs before parallel builds, so no two builds write one ``.mo``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for lang in languages:
        for po in sorted((locale_dir() / lang / "LC_MESSAGES").glob("*.po")):
            mo = po.with_suffix(".mo")
            if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
                continue
            with po.open("rb") as handle:
                catalog = read_po(handle, locale=lang, domain=po.stem)
            with mo.open("wb") as handle:
                write_mo(handle, catalog, use_fuzzy=False)


def sphinx_command(game: str, builder: str) -> list[str]:
    """``sphinx-build`` for ``game``'s book with the shared configuration, warnings as errors."""
    return [sys.executable, "-m", "sphinx", "-E", "-W", "--keep-going", "-q", "-b", builder,
            "-c", str(SOURCE), "-D", f"rulebook_game={game}"]  # fmt: skip


def _sphinx(game: str, lang: str, builder: str, out: Path, doctrees: Path) -> str:
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join((str(Path(sys.executable).parent), env.get("PATH", "")))
    command = [*sphinx_command(game, builder), "-D", f"language={lang}", "-d", str(doctrees),
               str(book_of(game).source), str(out)]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    output = done.stdout + done.stderr
    # WeasyPrint only logs its errors (a missing anchor): any ERROR line fails the book too.
    if done.returncode != 0 or any(line.startswith("ERROR") for line in output.splitlines()):
        raise RulebookError(game, lang, output)
    return output


def build_rulebook(game: str, lang: str, out: Path, *, pdf: bool = True) -> Path:
    """Build ``game``'s rulebook in ``lang`` into ``out``; return the path of its index.html.

    With ``pdf`` the print version is ``out/<game>-<lang>.pdf``.  Raises
    :class:`RulebookError` with Sphinx's output when the book does not build (a warning, a
    worked example the engine contradicts, a WeasyPrint error), and
    :class:`~regelwerk.errors.MissingExtraError` without the ``docs`` extra.
    """
    if game not in GAMES:
        raise UnknownGameError(game, GAMES)
    if lang not in LANGUAGES:
        raise UsageError("language", lang, known=LANGUAGES)
    for module in RULEBOOK_MODULES:  # Sphinx runs in a child: say so here, not in its output
        if importlib.util.find_spec(module) is None:
            raise MissingExtraError("docs", module)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f"rulebook-{game}-{lang}-") as tmp:
        work = Path(tmp)
        _sphinx(game, lang, "html", out, work / "doctrees-html")
        if pdf:
            _sphinx(game, lang, "simplepdf", work / "pdf", work / "doctrees-pdf")
            shutil.copyfile(work / "pdf" / f"{game}.pdf", out / f"{game}-{lang}.pdf")
    return out / "index.html"


def build_all(
    out: Path,
    games: Sequence[str] = SHIPPED,
    languages: Sequence[str] = LANGUAGES,
    *,
    pdf: bool = True,
    jobs: int = 2,
) -> dict[tuple[str, str], float]:
    """Build every ``out/<game>/<lang>/`` book, ``jobs`` at a time; return seconds per book."""
    compile_docs_catalogs(languages)

    def one(book: tuple[str, str]) -> float:
        start = time.perf_counter()
        build_rulebook(book[0], book[1], Path(out) / book[0] / book[1], pdf=pdf)
        return time.perf_counter() - start

    books = [(game, lang) for game in games for lang in languages]
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return dict(zip(books, pool.map(one, books), strict=True))


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m regelwerk.rulebook [--out DIR] [--game G] [--lang L] [--no-pdf] [--jobs N]``."""
    parser = argparse.ArgumentParser(prog="python -m regelwerk.rulebook")
    parser.add_argument("--out", type=Path, default=Path("build/rulebooks"))
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--lang", action="append", choices=LANGUAGES)
    parser.add_argument("--no-pdf", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        times = build_all(
            args.out, args.game or SHIPPED, args.lang or LANGUAGES, pdf=not args.no_pdf,
            jobs=args.jobs,
        )  # fmt: skip
    except RulebookError as error:
        print(error, file=sys.stderr)
        return 1
    for (game, lang), seconds in times.items():
        print(f"{game}/{lang}: {seconds:.1f} s")
    print(f"{len(times)} rulebooks in {time.perf_counter() - start:.1f} s -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
