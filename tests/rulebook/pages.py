"""Reading built rulebooks: the ids and links of an HTML page, the destinations of a PDF."""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

__all__ = ["Page", "PdfAnchors", "read_page", "read_pdf"]


class Page(HTMLParser):
    """What the tests look at in one HTML page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.lang: str | None = None
        self.switcher: list[tuple[str, str]] = []  # (hreflang, href) of the other languages
        self.current: list[str] = []  # the switcher's current language
        self.svgs = 0
        self._in_switcher = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = {name: value or "" for name, value in attrs}
        if "id" in attributes:
            self.ids.add(attributes["id"])
        if tag == "html":
            self.lang = attributes.get("lang")
        if tag == "nav" and "language-switcher" in attributes.get("class", ""):
            self._in_switcher = True
        if self._in_switcher and tag == "a":
            self.switcher.append((attributes.get("hreflang", ""), attributes.get("href", "")))
        if self._in_switcher and tag == "strong":
            self.current.append(attributes.get("lang", ""))
        if tag == "svg" and "rulebook-picture" in attributes.get("class", ""):
            self.svgs += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "nav":
            self._in_switcher = False


def read_page(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


@dataclass(frozen=True)
class PdfAnchors:
    """A PDF's named destinations (each pointing at a page) and its internal link targets."""

    destinations: frozenset[str]
    links: frozenset[str]
    uris: frozenset[str]


_STRING = rb"\(((?:[^()\\]|\\.)*)\)"


def read_pdf(path: Path) -> PdfAnchors:
    """Named destinations and links of a PDF as WeasyPrint writes them (streams inflated)."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF-"), f"{path} is not a PDF"
    parts = [data]
    for match in re.finditer(rb"stream\r?\n", data):
        end = data.find(b"endstream", match.end())
        try:
            parts.append(zlib.decompress(data[match.end() : end]))
        except zlib.error:  # an image or font stream that is not deflated: no names in it
            continue
    text = b"\n".join(parts)
    destinations = re.findall(_STRING + rb"\s*\[\s*\d+\s+\d+\s+R\s*/XYZ", text)
    links = re.findall(rb"/Dest\s*" + _STRING, text)
    uris = re.findall(rb"/URI\s*" + _STRING, text)
    return PdfAnchors(
        frozenset(name.decode("latin-1") for name in destinations),
        frozenset(name.decode("latin-1") for name in links),
        frozenset(uri.decode("latin-1") for uri in uris),
    )
