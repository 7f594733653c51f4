"""``regelwerk show`` in colour on a terminal, plain elsewhere; the replay page as a file
(issue 25; the page in a real browser: test_replay_browser.py)."""

from __future__ import annotations

import io
import json
import re
from html import escape
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.errors import LogError
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.messages import rule_link
from regelwerk.logs import validate
from regelwerk.logs.redact import redact
from regelwerk.pictures.replay import replay_html
from regelwerk.pictures.terminal import SGR, wants_color
from regelwerk.rules import RULEBOOK_URL

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ILLEGAL = {
    "no-return": "nr-5.4-higher-than-row.json",
    "no-thanks": "nt-4.3-pass-without-chips.json",
}


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("choice", "tty", "environ", "expected"),
    [
        ("auto", True, {"TERM": "xterm"}, True),
        ("auto", True, {}, True),
        ("auto", False, {"TERM": "xterm"}, False),  # a pipe or a file
        ("auto", True, {"TERM": "dumb"}, False),
        ("auto", True, {"TERM": "xterm", "NO_COLOR": "1"}, False),
        ("auto", True, {"TERM": "xterm", "NO_COLOR": ""}, True),  # empty: not set (no-color.org)
        ("always", False, {"NO_COLOR": "1", "TERM": "dumb"}, True),  # asked for explicitly
        ("never", True, {"TERM": "xterm"}, False),
    ],
)
def test_colour_is_chosen_as_ls_and_grep_choose_it(
    choice: str, tty: bool, environ: dict[str, str], expected: bool
) -> None:
    stream = _Terminal() if tty else io.StringIO()
    assert wants_color(choice, stream, environ) is expected


def _show(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["show", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_show_paints_each_tile_in_its_colour_and_keeps_its_notation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _show(capsys, "--color", "always", str(EXAMPLES / "nr-finished-2p.json"))
    assert status == 0
    assert "\x1b[1;31mR9\x1b[0m" in out and "\x1b[1;35mP3\x1b[0m" in out  # red, purple
    _, plain, _ = _show(capsys, "--color", "never", str(EXAMPLES / "nr-finished-2p.json"))
    assert "\x1b" not in plain
    assert SGR.sub("", out) == plain  # the colour only helps: the same text without it


def test_show_paints_cards_and_chips(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _show(capsys, "--color", "always", str(EXAMPLES / "nt-finished-3p.json"))
    assert status == 0
    assert "\x1b[1;30;48;5;215m10\x1b[0m" in out and "\x1b[1;33m" in out


def test_show_is_plain_in_a_pipe_and_with_no_color(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _, out, _ = _show(capsys, str(EXAMPLES / "nr-finished-2p.json"))  # captured: no terminal
    assert "\x1b" not in out
    terminal = _Terminal()
    monkeypatch.setattr("sys.stdout", terminal)
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.setenv("NO_COLOR", "1")
    assert main(["show", str(EXAMPLES / "nr-finished-2p.json")]) == 0
    assert "\x1b" not in terminal.getvalue()
    monkeypatch.delenv("NO_COLOR")
    assert main(["show", str(EXAMPLES / "nr-finished-2p.json")]) == 0
    assert "\x1b[1;31m" in terminal.getvalue()  # auto on a terminal: colour


def test_a_name_with_control_characters_is_never_painted_raw(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    document = json.loads((EXAMPLES / "nr-finished-2p.json").read_text())
    document["players"] = ["Ada\x1b[2J", "Ben"]
    log = tmp_path / "log.json"
    log.write_text(json.dumps(document))
    status, out, _ = _show(capsys, "--color", "always", str(log))
    assert status == 0
    assert "\x1b[2J" not in out and "Ada\\x1b[2J" in out
    assert "\x1b" not in out  # shown plain, escaped, rather than painted around a raw name


def test_show_refuses_an_unknown_colour_choice(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["show", "--color", "sometimes", str(EXAMPLES / "nr-finished-2p.json")])


# --- the replay page as a file


def _steps(page: str) -> int:
    return len(re.findall(r'<section class="step"', page))


def test_the_page_is_self_contained() -> None:
    page = replay_html(EXAMPLES / "nr-finished-3p.json", "en")
    assert page.startswith("<!DOCTYPE html>") and '<html lang="en">' in page
    assert "default-src 'none'" in page  # the browser itself refuses any request
    assert not re.search(r'\b(src|href)="(?!#)', page)  # no file, image or link to load
    assert "<script>" in page and "<style>" in page
    report = validate(EXAMPLES / "nr-finished-3p.json", states=True)
    assert _steps(page) == len(list(report.positions()))
    assert 'data-start="0"' in page
    assert "Game over. Scores:" in page  # the result, as `show` writes it


@pytest.mark.parametrize("game", sorted(ILLEGAL))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_faulty_log_opens_at_its_fault_with_the_rule_link(
    game: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(RULEBOOK_URL, "https://rules.example.org/books")
    path = EXAMPLES / ILLEGAL[game]
    report = validate(path)
    page = replay_html(path, lang)
    assert f'data-start="{_steps(page) - 1}"' in page
    assert report.rule is not None
    href = f"https://rules.example.org/books/{rule_link(report.rule, lang, game)}"
    assert f'href="{href}"' in page and f'data-rule="{report.rule.value}"' in page
    assert escape(report.message(lang)) in page
    assert f'<html lang="{lang}">' in page


def test_a_redacted_log_shows_only_what_its_seat_saw() -> None:
    full = replay_html(EXAMPLES / "nr-finished-2p.json", "en")
    seen = replay_html(redact(EXAMPLES / "nr-finished-2p.json", 0), "en")
    assert _steps(seen) == _steps(full)
    assert 'class="tile hidden"' in seen and 'class="tile hidden"' not in full
    assert "The game as Ada saw it" in seen
    deal = seen[seen.index('id="step-0"') : seen.index('id="step-1"')]  # 8 tiles each
    assert deal.count("data-tile=") == 8 and deal.count('class="tile hidden"') == 8


def test_player_names_are_escaped_in_the_page(tmp_path: Path) -> None:
    document = json.loads((EXAMPLES / "nt-finished-3p.json").read_text())
    document["players"] = ["<script>alert(1)</script>", "Ben", "Cleo"]
    page = replay_html(document, "en")
    assert "<script>alert" not in page and "&lt;script&gt;alert(1)" in page


def test_a_malformed_log_has_no_page() -> None:
    with pytest.raises(LogError):
        replay_html('{"format": "no-return/1", "players": 3}', "en")


def test_show_html_writes_the_page_and_the_status(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = _show(capsys, "--html", "--lang", "de", str(EXAMPLES / ILLEGAL["no-thanks"]))
    assert status == 1 and out.startswith("<!DOCTYPE html>") and '<html lang="de">' in out
    assert "NT-4.3" in err  # the verdict on standard error, as `show` gives it
    status, out, err = _show(capsys, "--html", str(EXAMPLES / "nt-finished-3p.json"))
    assert status == 0 and err == ""
    redacted = tmp_path / "seat1.json"
    redacted.write_text(json.dumps(redact(EXAMPLES / "nt-finished-3p.json", 1)))
    status, out, err = _show(capsys, "--html", str(redacted))
    assert status == 0 and "The game as Ben saw it" in out
    status, out, err = _show(capsys, "--html", str(EXAMPLES / "syntax-truncated.json"))
    assert status == 2 and out == "" and "LOG-SYNTAX" in err
    broken = tmp_path / "broken-view.json"
    broken.write_text(json.dumps({"format": "no-return-view/1", "players": ["Ada"]}))
    status, out, err = _show(capsys, "--html", str(broken))
    assert status == 2 and out == "" and "redacted move log" in err


@pytest.mark.parametrize(
    "broken",
    [
        {"seat": 5},
        {"seat": "0"},
        {"turns": {"play": ["R1"]}},
        {"setup": [{"hand": ["Z9"]}, {"hand": []}]},
        {"turns": [{"draw": 3}]},
        {"players": ["Ada", 7]},
    ],
)
def test_a_broken_redacted_log_is_refused_in_the_librarys_words(broken: dict[str, object]) -> None:
    from regelwerk.errors import RegelwerkError

    document = redact(EXAMPLES / "nr-finished-2p.json", 0) | broken
    with pytest.raises(RegelwerkError):
        replay_html(document, "en")


def test_no_control_character_from_a_name_reaches_a_picture_or_a_page(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from xml.etree import ElementTree

    from regelwerk.pictures import svg

    document = json.loads((EXAMPLES / "nr-5.4-higher-than-row.json").read_text())
    document["players"] = ["Ada\x1b[2J", "Ben\x07", "Cleo\x9b"]
    log = tmp_path / "log.json"
    log.write_text(json.dumps(document))
    status, out, _ = _show(capsys, "--html", str(log))
    assert status == 1
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", out)
    assert "Ada\\x1b[2J" in out
    state = validate(document, states=True).final_state
    ElementTree.fromstring(svg(state, "en", names=document["players"]))  # well-formed XML
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", replay_html(redact(document, 0), "en"))
