"""``regelwerk show --lang L`` prints the game in the reader's language."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from regelwerk.logs import validate
from regelwerk.show import show_lines

FIRST_TURN = {
    "en": "Turn   1  Ada: plays P10 P9 P8 P2",
    "de": "Zug   1  Ada: legt P10 P9 P8 P2",
    "fr": "Tour   1  Ada\N{NO-BREAK SPACE}: joue P10 P9 P8 P2",
    "es": "Turno   1  Ada: juega P10 P9 P8 P2",
    "nl": "Beurt   1  Ada: legt P10 P9 P8 P2",
}


@pytest.mark.parametrize("lang", sorted(FIRST_TURN))
def test_a_no_return_game_reads_in_the_readers_language(lang: str) -> None:
    lines = list(show_lines(validate(Path("examples/nr-finished-3p.json")), lang))
    assert any(line.startswith(FIRST_TURN[lang]) for line in lines)
    # issue 23: people are called by their names, never by a seat number
    assert not any(
        re.search(r"(?i)\b(player|spieler|joueur|jugador|speler) \d", line) for line in lines
    )
    if lang != "en":
        assert not any(line.startswith(("Turn ", "Setup", "Game over")) for line in lines)


@pytest.mark.parametrize(
    ("lang", "taken", "end"),
    [
        ("en", "takes", "Game over. Scores (lowest wins)"),
        ("de", "nimmt", "Spielende. Ergebnisse (das niedrigste gewinnt)"),
        ("fr", "prend", "Partie terminée. Résultats (le plus bas l\u2019emporte)"),
        ("es", "toma", "Fin de la partida. Resultados (gana el más bajo)"),
        ("nl", "neemt", "Einde van de partij. Resultaten (het laagste wint)"),
    ],
)
def test_a_no_thanks_game_reads_in_the_readers_language(lang: str, taken: str, end: str) -> None:
    lines = list(show_lines(validate(Path("examples/nt-finished-3p.json")), lang))
    assert any(f" {taken} " in line for line in lines[1:])
    assert lines[-1].startswith(end)


def test_chips_take_the_plural_form_of_the_number() -> None:
    lines = list(show_lines(validate(Path("examples/nt-finished-3p.json")), "en"))
    assert any(line.endswith("(1 chip left)") for line in lines)
    assert any(line.endswith("chips left)") and "(1 chips" not in line for line in lines)


@pytest.mark.parametrize(
    ("lang", "header", "dealt"),
    [
        ("en", "(variants: Dealing the removed cards)", "Ada: dealt 8 and 34"),
        (
            "de",
            "(Varianten: Aussortierte Karten verteilen)",
            "Ada: erhält verdeckt 8 und 34",
        ),
        ("nl", "(varianten: De weggelegde kaarten uitdelen)", "Ada krijgt de 8 en 34 gedekt"),
    ],
)
def test_show_names_the_variant_in_words_and_shows_the_dealt_cards(
    lang: str, header: str, dealt: str
) -> None:
    # issue 23: no Python dict of the log's keys; No Thanks!' dealt cards, player by player
    lines = list(show_lines(validate(Path("examples/nt-finished-4p-deal-removed.json")), lang))
    assert lines[0].endswith(header), lines[0]
    assert lines[1] == dealt
    assert not any("{" in line or "deal_removed" in line for line in lines)


def test_show_gives_an_options_value_in_words() -> None:
    lines = list(show_lines(validate(Path("examples/nr-7.5-superfluous-tile.json")), "de"))
    assert lines[0].endswith("(Varianten: Knappe Bezahlung)"), lines[0]
    assert "minimal_payment" not in lines[0] and "True" not in lines[0]


@pytest.mark.parametrize("lang", sorted(FIRST_TURN))
def test_actions_are_counted_from_1(lang: str) -> None:
    """The first action of a No Thanks! game is action 1 and the last the log's count."""
    report = validate(Path("examples/nt-finished-3p.json"))
    lines = list(show_lines(report, lang))[1:]  # the header counts players, not actions
    words = [line.split() for line in lines if not line.startswith(" ")]
    numbered = [w[1] for w in words if len(w) > 1 and w[1].isdigit()]
    log: Any = report.log
    assert numbered[0] == "1" and numbered[-1] == str(len(log.actions))


@pytest.mark.parametrize(
    ("lang", "title"),
    [("en", "No Thanks!"), ("de", "Geschenkt"), ("fr", "No Merci"), ("es", "No Thanks!"),
     ("nl", "No Merci")],
)  # fmt: skip
def test_the_game_is_called_by_its_title_in_the_readers_market(lang: str, title: str) -> None:
    """One name per language, the books' (issue 23): show printed "No Thanks!" where the
    German book and rule texts say „Geschenkt“."""
    from regelwerk.games import load
    from regelwerk.i18n.ruletexts import game_title

    lines = list(show_lines(validate(Path("examples/nt-finished-3p.json")), lang))
    assert re.match(rf"{re.escape(title)}, 3[ \u00a0]", lines[0]), lines[0]
    assert game_title(load("no-thanks"), lang) == title
    assert game_title(load("no-return"), lang) == "No Return"
