"""A game's own catalogs (``Game.locales``, :func:`~regelwerk.i18n.catalog.add_catalogs`)
come after regelwerk's: its own messages are found there, shared ones stay regelwerk's."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po

from regelwerk.i18n import catalog
from regelwerk.i18n.markers import Template, npN_, pN_, translate

OWN = pN_("ZZ-1.1 title", "The board")
SHARED = pN_("LOG-READ title", "Unreadable file")
PLURAL: Template = npN_("ZZ-1.1 message", "{n} stone", "{n} stones", count="n")


def _catalog(lang: str) -> Catalog:
    books = Catalog(locale=lang, domain="zz")
    books.add(OWN.text, "Das Brett", context=OWN.context)
    books.add(SHARED.text, "Anders", context=SHARED.context)
    plural = (PLURAL.msg.text, PLURAL.plural or "")
    books.add(plural, ("{n} Stein", "{n} Steine"), context=PLURAL.msg.context)
    return books


@pytest.mark.parametrize("compiled", [False, True])
def test_a_game_catalog_is_read_after_regelwerks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiled: bool
) -> None:
    monkeypatch.setattr(catalog, "_GAMES", ())
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / ("zz.mo" if compiled else "zz.po")).open("wb") as handle:
        (write_mo if compiled else write_po)(handle, _catalog("de"))
    assert translate(OWN, "de") == "The board"
    catalog.add_catalogs(str(tmp_path), "zz")
    catalog.add_catalogs(str(tmp_path), "zz")  # once is enough
    registered = catalog._GAMES
    assert registered == ((str(tmp_path), "zz"),)
    assert translate(OWN, "de") == "Das Brett"
    assert translate(SHARED, "de") == "Datei nicht lesbar"  # regelwerk's, not the game's
    assert [PLURAL.text("de", {"n": n}) for n in (1, 2)] == ["{n} Stein", "{n} Steine"]
    assert translate(OWN, "fr") == "The board"  # no French catalog: the source text


def test_a_game_catalog_in_english_never_shadows_regelwerks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """English reads no catalog of regelwerk's own (its msgids are the texts), except behind
    a game's: then regelwerk's still answers first."""
    monkeypatch.setattr(catalog, "_GAMES", ())
    folder = tmp_path / "en" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    english = Catalog(locale="en", domain="zz")
    english.add(OWN.text, "The game board", context=OWN.context)
    english.add(SHARED.text, "Other", context=SHARED.context)
    with (folder / "zz.mo").open("wb") as handle:
        write_mo(handle, english)
    catalog.add_catalogs(str(tmp_path), "zz")
    assert translate(OWN, "en") == "The game board"
    assert translate(SHARED, "en") == "Unreadable file"
