"""The tables as pictures (issue 25): one drawing of every piece, states and views as SVG in
the reader's language, redacted logs followed position by position, notebooks."""

from __future__ import annotations

import json
import re
from pathlib import Path
from xml.etree import ElementTree

import pytest

from regelwerk.errors import ArgumentTypeError, NotationError
from regelwerk.games import load
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.logs import validate
from regelwerk.logs.redact import redact
from regelwerk.noreturn import State, parse_tiles
from regelwerk.noreturn import pictures as nr_pictures
from regelwerk.noreturn.book import components as nr_book
from regelwerk.nothanks import pictures as nt_pictures
from regelwerk.nothanks.book import components as nt_book
from regelwerk.pictures import TextPictures, svg

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FINISHED = sorted(
    path
    for path in EXAMPLES.glob("n?-*.json")
    if ("finished" in path.name or "in-progress" in path.name) and "expected" not in path.name
)
SVG = "{http://www.w3.org/2000/svg}"


def _positions(name: str) -> list[object]:
    report = validate(EXAMPLES / name, states=True)
    return [state for _, state in report.positions()]


def _parsed(picture: str) -> ElementTree.Element:
    root = ElementTree.fromstring(picture)  # well-formed XML, or this fails
    assert root.tag == f"{SVG}svg"
    return root


@pytest.mark.parametrize("name", ["nr-finished-3p.json", "nt-finished-4p-deal-removed.json"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_position_is_a_labelled_picture_in_the_language(name: str, lang: str) -> None:
    names = ["Ada", "Ben", "Cleo", "Dan"][: 3 if name.startswith("nr") else 4]
    words = {
        "en": "To play",
        "de": "Am Zug",
        "fr": "C’est son tour",
        "es": "Le toca",
        "nl": "Aan de",
    }
    for state in _positions(name)[::7]:
        root = _parsed(svg(state, lang, names=names))
        title = root.find(f"{SVG}title")
        assert title is not None and title.text == root.get("aria-label")
        assert all(player in (title.text or "") for player in names)  # players, never seats
        text = "".join(root.itertext())
        if state.to_act is not None:  # type: ignore[attr-defined]
            assert words[lang] in text and "▶" in text  # marked by words, not colour alone
        assert "seat" not in text.lower()


def test_a_tile_carries_its_colour_as_a_letter_too() -> None:
    state = State.build([parse_tiles(["R11", "P11"]), parse_tiles(["B2"])], to_act=0)
    root = _parsed(svg(state, "en"))
    tiles = {
        g.get("data-tile"): "".join(g.itertext())
        for g in root.iter(f"{SVG}g")
        if g.get("data-tile")
    }
    assert tiles == {"R11": "R11", "P11": "P11", "B2": "B2"}  # red and purple told by letter


def test_a_view_shows_the_other_hands_face_down() -> None:
    state = _positions("nr-finished-2p.json")[10]
    own = state.view(1)  # type: ignore[attr-defined]
    root = _parsed(svg(own, "en", names=["Ada", "Ben"]))
    hidden = [g for g in root.iter(f"{SVG}g") if g.get("class") == "tile hidden"]
    assert len(hidden) == own.hand_sizes[0]
    drawn = [g.get("data-tile", "") for g in root.iter(f"{SVG}g") if g.get("data-tile")]
    open_tiles = [str(t) for rows in own.rows for row in rows for t in row]
    assert sorted(drawn) == sorted(open_tiles + [str(t) for t in own.hand])


def test_a_no_thanks_view_hides_the_other_seats_chips() -> None:
    state = _positions("nt-finished-3p.json")[30]
    root = _parsed(svg(state.view(2), "de", names=["Ada", "Ben", "Cleo"]))  # type: ignore[attr-defined]
    text = "".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    assert text.count("Chips verdeckt") == 2
    chips = [t.text for t in root.iter(f"{SVG}text") if t.text == "?"]
    assert len(chips) == 2


def test_names_are_escaped_and_counts_are_in_the_language() -> None:
    state = State.build([parse_tiles(["R11"]), parse_tiles(["B2"])], to_act=1)
    picture = svg(state, "de", names=['<script>"x"', "Ben & Co"])
    assert "<script>" not in picture and "&lt;script&gt;" in picture
    assert "Ben &amp; Co" in picture
    assert "Beutel: 0\u00a0Steine" in picture  # State.build puts every other tile in the box
    assert "Aus dem Spiel: 130\u00a0Steine" in picture


def test_svg_refuses_what_is_no_position_and_names_that_do_not_fit() -> None:
    with pytest.raises(ArgumentTypeError):
        svg("R11")
    state = State.build([parse_tiles(["R11"]), parse_tiles(["B2"])])
    with pytest.raises(ArgumentTypeError):
        svg(state, names=["Ada"])


def test_the_notebook_shows_the_table_by_itself() -> None:
    for name in ("nr-finished-2p.json", "nt-finished-3p.json"):
        state = _positions(name)[5]
        assert state._repr_svg_() == svg(state)  # type: ignore[attr-defined]
        view = state.view(0)  # type: ignore[attr-defined]
        assert view._repr_svg_() == svg(view)
        assert "Player A" in svg(state, "en") and "Spieler B" in svg(state, "de")


def test_a_game_without_pictures_is_drawn_as_text() -> None:
    picture = TextPictures().svg(("a", "<b>"), "en", [])
    assert "&lt;b&gt;" in picture
    _parsed(picture)
    assert list(TextPictures().views({})) == []
    assert TextPictures().turn({"actions": ["draw", "stand"]}, 1) == '"stand"'


@pytest.mark.parametrize("path", FINISHED, ids=lambda p: p.name)
def test_a_redacted_log_gives_the_views_of_the_full_log(path: Path) -> None:
    report = validate(path, states=True)
    game = load(report.game or "")
    assert report.log is not None
    for seat in range(len(json.loads(path.read_text())["players"])):
        seen = list(game.pictures.views(redact(report.log, seat)))
        full = [(index, state.view(seat)) for index, state in report.positions()]
        assert seen == full


@pytest.mark.parametrize("game", ["no-return", "no-thanks"])
def test_a_document_that_is_no_redacted_log_is_refused_in_the_librarys_words(game: str) -> None:
    with pytest.raises(NotationError):
        list(load(game).pictures.views({"seat": 0}))


def test_one_drawing_of_a_tile_and_a_card_serves_book_and_table() -> None:
    assert vars(nr_book)["pictures"] is nr_pictures and vars(nt_book)["pictures"] is nt_pictures
    state = _positions("nr-finished-2p.json")[3]
    tile = state.seats[0].hand[0]  # type: ignore[attr-defined]
    drawn = nr_pictures.tile_body(0, 0, tile)
    body = re.sub(r'(x|y)="[0-9.]+"', "", drawn)
    assert body in re.sub(r'(x|y)="[0-9.]+"', "", svg(state))


@pytest.mark.parametrize("game_name", ["no-return", "no-thanks"])
@pytest.mark.parametrize("seed", range(6))
def test_a_redacted_random_game_gives_the_views_of_the_full_log(game_name: str, seed: int) -> None:
    import random

    game = load(game_name)
    players = game.info.min_players + seed % 3
    names = [f"P{n}" for n in range(players)]
    rng = random.Random(seed)
    log, state = game.recording.new(names, seed, game.options())
    log, state = game.recording.play_out(log, state, lambda s: s.legal_actions().sample(rng))
    report = validate(log, states=True)
    assert report.valid
    for seat in range(players):
        seen = list(game.pictures.views(game.redact(log, seat)))
        full = [(index, state.view(seat)) for index, state in report.positions()]
        assert seen == full
