"""The PDF build fails on what WeasyPrint only logs, and fixes Sphinx's single-page links."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from regelwerk.rulebook.book import book_of
from regelwerk.rulebook.build import sphinx_command

from .pages import read_pdf

BROKEN_LINK = """

.. raw:: html

   <p><a href="#no-such-anchor">nowhere</a></p>
"""


def build_pdf(source: Path, out: Path) -> subprocess.CompletedProcess[str]:
    command = [*sphinx_command("no-thanks", "simplepdf"), "-d", str(out / "doctrees"),
               str(source), str(out)]  # fmt: skip
    return subprocess.run(command, capture_output=True, text=True)


def test_a_weasyprint_error_fails_the_build(tmp_path: Path) -> None:
    source = tmp_path / "no-thanks"
    shutil.copytree(book_of("no-thanks").source, source)
    with (source / "glossary.rst").open("a", encoding="utf-8") as handle:
        handle.write(BROKEN_LINK)
    done = build_pdf(source, tmp_path / "out")
    assert done.returncode != 0
    assert "No anchor #no-such-anchor" in done.stdout + done.stderr


def test_links_between_documents_work_in_the_pdf(tmp_path: Path) -> None:
    """A :ref: from the glossary to the rules page is a #document-index#... link in
    Sphinx's single-page HTML; the build rewrites it so that the PDF link lands."""
    source = tmp_path / "no-thanks"
    shutil.copytree(book_of("no-thanks").source, source)
    with (source / "glossary.rst").open("a", encoding="utf-8") as handle:
        handle.write("\nSee :ref:`nt-4-3`.\n")
    done = build_pdf(source, tmp_path / "out")
    assert done.returncode == 0, done.stdout + done.stderr
    pdf = read_pdf(tmp_path / "out" / "no-thanks.pdf")
    assert "nt-4-3" in pdf.links
    assert pdf.links <= pdf.destinations
