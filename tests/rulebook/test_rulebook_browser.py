"""The rulebooks in a real browser: Debian's chromium, driven by playwright.

The books are served over HTTP on 127.0.0.1 (port 0: the system picks a free one).  Without
/usr/bin/chromium these tests fail: a rulebook nobody has opened is not a tested rulebook.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from regelwerk import nothanks
from regelwerk.i18n.catalog import LANGUAGES
from regelwerk.i18n.messages import render, rule_link
from regelwerk.noreturn import State, parse_action, parse_tiles
from regelwerk.noreturn.rules import NoReturnRuleId
from regelwerk.rulebook import SHIPPED
from regelwerk.rules import anchor
from regelwerk.violation import Violation

CHROMIUM = os.environ.get("REGELWERK_CHROMIUM") or "/usr/bin/chromium"  # tools/system_deps.py
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # keep pytest's output readable
        pass


@pytest.fixture(scope="module")
def base_url(rulebooks: Path) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(rulebooks)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    yield context.new_page()
    context.close()


def test_the_browser_is_debians_chromium(browser: Browser) -> None:
    assert Path(CHROMIUM).is_file()
    assert browser.version


@pytest.mark.parametrize("game", SHIPPED)
def test_the_switcher_walks_through_every_language(page: Page, base_url: str, game: str) -> None:
    page.goto(f"{base_url}/{game}/en/index.html")
    for lang, after in zip(LANGUAGES, (*LANGUAGES[1:], LANGUAGES[0]), strict=True):
        assert page.get_attribute("html", "lang") == lang
        assert page.locator("nav.language-switcher a").count() == len(LANGUAGES) - 1
        page.locator(f'nav.language-switcher a[hreflang="{after}"]').click()
        page.wait_for_load_state()
        assert page.url == f"{base_url}/{game}/{after}/index.html"
    # and on the second page of the book, to that page in the other language
    page.goto(f"{base_url}/{game}/de/glossary.html")
    page.locator('nav.language-switcher a[hreflang="fr"]').click()
    page.wait_for_load_state()
    assert page.url == f"{base_url}/{game}/fr/glossary.html"
    assert page.get_attribute("html", "lang") == "fr"


_SHOW_MESSAGE = """([href, text]) => {
    const link = document.createElement("a");
    link.id = "message";
    link.href = href;
    link.textContent = text;
    document.body.prepend(link);
}"""


def _violations() -> list[Violation]:
    """Real violations from the engines, one per game."""
    hands = [parse_tiles(["R11", "R9", "R7", "R5", "B10", "B4", "G3", "P1"]), parse_tiles(["O8"])]
    state = State.build(hands, rows=[parse_tiles(["R10", "R7"]), ()])
    too_high = state.check(parse_action("play R9"))
    cards = nothanks.State.deal(3, [35, 7], nothanks.Options(chips_per_player=0))
    broke = cards.check(nothanks.Action.PASS)
    assert too_high is not None and broke is not None
    return [too_high, broke]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_message_links_to_its_rule(page: Page, base_url: str, lang: str) -> None:
    for violation in _violations():
        message = render(violation, lang)
        assert violation.rule.value in message
        # Show the message as a program would, as a link, on the book's glossary page ...
        page.goto(f"{base_url}/no-return/{lang}/glossary.html")
        link = f"{base_url}/{rule_link(violation.rule, lang)}"
        page.evaluate(_SHOW_MESSAGE, [link, message])
        # ... and follow it.
        page.locator("#message").click()
        page.wait_for_url(link)
        target = anchor(violation.rule)
        assert page.evaluate("document.querySelector(':target').id") == target
        heading = page.locator(f"#{target} > :is(h2, h3, h4)").first
        assert violation.rule.value in heading.inner_text()
        top = page.evaluate(f"document.getElementById('{target}').getBoundingClientRect().top")
        assert -1 <= top < 800, "the browser scrolled to the rule"
        assert page.get_attribute("html", "lang") == lang


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pictures_render(page: Page, base_url: str, game: str, lang: str) -> None:
    page.goto(f"{base_url}/{game}/{lang}/index.html")
    boxes = page.eval_on_selector_all(
        "svg.rulebook-picture",
        "svgs => svgs.map(s => { const b = s.getBBox(), r = s.getBoundingClientRect();"
        " return [b.width, b.height, r.width, r.height, s.querySelectorAll('text').length]; })",
    )
    assert len(boxes) >= 4
    for width, height, shown_width, shown_height, texts in boxes:
        assert width > 0 and height > 0 and shown_width > 0 and shown_height > 0
        assert texts > 0, "every picture carries its letters and numbers as text"
    images = page.eval_on_selector_all("img", "imgs => imgs.map(i => i.naturalWidth)")
    assert all(width > 0 for width in images)


def test_rule_ids_are_the_same_in_every_language(page: Page, base_url: str) -> None:
    ids = []
    for lang in LANGUAGES:
        page.goto(f"{base_url}/no-return/{lang}/index.html")
        ids.append(page.eval_on_selector_all("section[id^='nr-']", "s => s.map(e => e.id)"))
    assert ids[0] and all(found == ids[0] for found in ids)
    assert anchor(NoReturnRuleId.NR_5_4) in ids[0]
