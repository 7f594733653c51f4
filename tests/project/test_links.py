"""Every link in README.md and docs/ stays inside the repository, and every one resolves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = sorted(
    [ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "examples" / "README.md"]
    + [path for path in (ROOT / "docs").rglob("*") if path.suffix in (".md", ".rst")]
)
_MARKDOWN = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)[^)]*\)|^\[[^\]]+\]:\s*(\S+)", re.MULTILINE)
_RST = re.compile(r"`[^`<]*<([^>`]+)>`__?|^\.\. _[^:]+:[ \t]*(\S+)[ \t]*$", re.MULTILINE)
_SCHEME = re.compile(r"\b[a-z][a-z0-9+.-]*://|\bmailto:|^//", re.IGNORECASE)


def _links(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    pattern = _MARKDOWN if path.suffix == ".md" else _RST
    return [next(group for group in match.groups() if group) for match in pattern.finditer(text)]


def test_the_documents_are_found() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in DOCUMENTS}
    assert {"README.md", "docs/spec/cli.rst", "docs/spec/rules.rst", "docs/index.rst"} <= names
    assert len(_links(ROOT / "README.md")) >= 10


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_no_link_leaves_the_repository(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    outside = [m.group(0) for m in re.finditer(r"\bhttps?://\S+", text)]
    assert not outside, f"{path.name}: links outside the repository: {outside}"
    for link in _links(path):
        assert not _SCHEME.search(link), f"{path.name}: {link} leaves the repository"
        if link.startswith("#"):
            continue
        target = (path.parent / link.split("#")[0]).resolve()
        assert target.is_relative_to(ROOT), f"{path.name}: {link} points outside the repository"
        assert target.exists(), f"{path.name}: {link} does not exist"


def test_the_link_check_catches_what_it_should(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("[a](../shared/spec/RULES.md) [b](https://example.org) [c](#here)\n")
    assert _links(page) == ["../shared/spec/RULES.md", "https://example.org", "#here"]
    rst = tmp_path / "page.rst"
    rst.write_text("`x <https://semver.org>`_ and\n\n.. _y: ftp://host/file\n")
    assert [bool(_SCHEME.search(link)) for link in _links(rst)] == [True, True]
