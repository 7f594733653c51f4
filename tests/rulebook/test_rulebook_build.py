"""The builder's contract, without building: arguments, switcher links, configuration."""

from __future__ import annotations

from pathlib import Path

import pytest

from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.rulebook import GAMES, build_rulebook
from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.build import sphinx_command
from regelwerk.rulebook.config import GAME_TITLES, SOURCE, settings
from regelwerk.rulebook.sphinxext.glossary import game_part
from regelwerk.rulebook.sphinxext.switcher import language_links


@pytest.mark.parametrize(("game", "lang"), [("chess", "en"), ("no-return", "it")])
def test_unknown_games_and_languages_are_refused(tmp_path: Path, game: str, lang: str) -> None:
    with pytest.raises(ValueError, match=r"There is no (game “chess”|language “it”)"):
        build_rulebook(game, lang, tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_every_game_has_a_source_and_a_title() -> None:
    assert set(GAMES) == set(GAME_TITLES)
    for game in GAMES:
        assert (book_of(game).source / "index.rst").is_file()
        assert (book_of(game).source / "glossary.rst").is_file()
    assert (SOURCE / "conf.py").is_file()


def test_the_sphinx_command_treats_warnings_as_errors() -> None:
    command = sphinx_command("no-thanks", "html")
    assert {"-E", "-W"} <= set(command)
    assert command[command.index("-c") + 1] == str(SOURCE)
    assert "rulebook_game=no-thanks" in command


def test_settings_name_the_extension_and_one_docs_domain() -> None:
    values = settings()
    assert "regelwerk.rulebook.sphinxext" in values["extensions"]
    assert values["gettext_compact"] == "docs"


@pytest.mark.parametrize("page", ["index", "glossary", "a/b"])
def test_switcher_links_go_to_the_same_page_one_folder_over(page: str) -> None:
    links = language_links(page, "de")
    assert [code for code, *_ in links] == list(LANGUAGES)
    assert [current for *_, current in links].count(True) == 1
    up = "../" * (page.count("/") + 1)
    for code, name, url, _ in links:
        assert url == f"{up}{code}/{page}.html"
        assert name


def test_the_glossary_part_of_one_game() -> None:
    text = "# G\n\nintro\n\n## No Return\n\n| a | b |\n\n## No Thanks!\n\n| c | d |\n"
    part = game_part(text, "No Thanks!")
    # the players' book prints the game's words, not the file's note to translators
    assert "intro" not in part and "| c | d |" in part and "| a | b |" not in part
    with pytest.raises(ValueError, match="Chess"):
        game_part(text, "Chess")
