"""The replay page in a real browser: Debian's chromium driven by playwright, as the
rulebook tests drive it (issue 25).

For a finished, an illegal and a redacted log of each game, in each language: the page
renders, steps forward and back (buttons and keys), shows the fault with its rule link,
logs no console error, sends no request anywhere, and draws its table (pixels, not a blank
picture).  Without /usr/bin/chromium these tests fail: a page nobody has opened is not a
tested page.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.messages import rule_link
from regelwerk.logs import validate
from regelwerk.logs.redact import redact
from regelwerk.pictures.replay import replay_html
from regelwerk.rules import RULEBOOK_URL
from rulebook.test_rulebook_browser import browser  # noqa: F401 (the fixture: Debian's chromium)

pytestmark = [pytest.mark.slow, pytest.mark.integration]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LOGS = {
    ("no-return", "finished"): "nr-finished-3p.json",
    ("no-return", "illegal"): "nr-5.4-higher-than-row.json",
    ("no-return", "redacted"): "nr-finished-2p.json",
    ("no-thanks", "finished"): "nt-finished-4p-deal-removed.json",
    ("no-thanks", "illegal"): "nt-4.3-pass-without-chips.json",
    ("no-thanks", "redacted"): "nt-finished-3p.json",
}


class _Watched:
    """A page with every request and every console error it causes written down."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on(
            "console",
            lambda message: self.errors.append(message.text) if message.type == "error" else None,
        )

    def at(self) -> int:
        return int(self.page.locator("#steps").get_attribute("data-at") or "-1")

    def shown(self) -> list[str]:
        return [
            section.get_attribute("id") or ""
            for section in self.page.locator("section.step").all()
            if section.is_visible()
        ]


@pytest.fixture
def watched(browser: Browser) -> Iterator[_Watched]:  # noqa: F811 (the fixture)
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    yield _Watched(context.new_page())
    context.close()


def _ink(png: bytes) -> float:
    """The share of a screenshot's pixels that are not (near) white."""
    from PIL import Image

    counts = Image.open(io.BytesIO(png)).convert("L").histogram()
    return sum(counts[:200]) / sum(counts)


def _document(game: str, kind: str) -> object:
    path = EXAMPLES / LOGS[game, kind]
    if kind == "redacted":
        return redact(path, 1)
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "kind"), sorted(LOGS))
def test_the_replay_page_steps_through_the_game(
    watched: _Watched,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    kind: str,
    lang: str,
) -> None:
    monkeypatch.setenv(RULEBOOK_URL, "https://rules.example.org/books")
    document = _document(game, kind)
    file = tmp_path / "game.html"
    file.write_text(replay_html(document, lang), encoding="utf-8")
    page = watched.page
    page.goto(file.as_uri())

    total = page.locator("section.step").count()
    assert total > 5
    assert page.locator("html").get_attribute("lang") == lang
    start = total - 1 if kind == "illegal" else 0
    assert watched.at() == start and watched.shown() == [f"step-{start}"]
    assert str(total) in page.locator("#counter").inner_text()

    # Forward and back, by keys and by buttons.
    if kind == "illegal":
        page.keyboard.press("ArrowRight")  # the last step: nowhere further
        assert watched.at() == start
        assert page.locator("#next").is_disabled()
        page.keyboard.press("ArrowLeft")
        assert watched.at() == start - 1 and watched.shown() == [f"step-{start - 1}"]
        page.locator("#next").click()
        assert watched.at() == start
    else:
        assert page.locator("#back").is_disabled()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        assert watched.at() == 2 and watched.shown() == ["step-2"]
        page.locator("#back").click()
        assert watched.at() == 1
        page.keyboard.press("End")
        assert watched.at() == total - 1
        assert page.locator(f"#step-{total - 1} .ending").is_visible()  # the result
        page.locator("#first").click()
        assert watched.at() == 0

    if kind == "illegal":
        report = validate(EXAMPLES / LOGS[game, kind])
        assert report.rule is not None
        fault = page.locator(f"#step-{start} .fault")
        assert fault.is_visible()
        assert report.rule.value in fault.inner_text()
        assert report.message(lang) in fault.inner_text()
        link = fault.locator("a.rule")
        href = f"https://rules.example.org/books/{rule_link(report.rule, lang, game)}"
        assert link.is_visible() and link.get_attribute("href") == href
    if kind == "redacted":
        assert page.locator(".seat-note").is_visible()
        if game == "no-return":
            assert page.locator(f"#step-{watched.at()} .tile.hidden").count() > 0

    # The table is drawn: the picture of the last step loses much of its ink when its pieces
    # are taken off (the words alone leave a table pale: 6 % against 14 % for No Return).
    page.keyboard.press("End")
    picture = page.locator(f"#step-{total - 1} figure svg")
    assert picture.is_visible()
    box = picture.bounding_box()
    assert box is not None and box["width"] > 200 and box["height"] > 150
    drawn = _ink(picture.screenshot())
    pieces = ".tile, .card, .chips, .pile"
    picture.evaluate(f"svg => svg.querySelectorAll('{pieces}').forEach(g => g.remove())")
    bare = _ink(picture.screenshot())
    assert drawn - bare > 0.005 and bare < 0.9 * drawn, (drawn, bare)

    assert watched.errors == []
    assert watched.requests == [file.as_uri()]  # the page itself, and nothing else
