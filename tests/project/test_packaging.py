"""The distributions as a new user gets them: the licence in the metadata, the specification
in the sdist, and a wheel that works outside the checkout with the metadata's version, its
catalogs and every kind of input the command reads (issue 12: "the archive features work
from an installed wheel")."""

from __future__ import annotations

import email
import gzip
import io
import json
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


EXAMPLES = ROOT / "examples"


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-d", str(out)],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    yield out


def _wheel(dist: Path) -> Path:
    (wheel,) = dist.glob("regelwerk-*.whl")
    return wheel


def _metadata(dist: Path) -> email.message.Message:
    with zipfile.ZipFile(_wheel(dist)) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        return email.message_from_bytes(archive.read(name))


def test_the_wheel_carries_the_licence(dist: Path) -> None:
    metadata = _metadata(dist)
    assert metadata["License-Expression"] == "MIT"
    assert metadata.get_all("License-File") == ["LICENSE"]
    assert "License :: OSI Approved :: MIT License" in metadata.get_all("Classifier", [])
    with zipfile.ZipFile(_wheel(dist)) as archive:
        (licence,) = [n for n in archive.namelist() if n.endswith(".dist-info/licenses/LICENSE")]
        text = archive.read(licence).decode()
    assert text.startswith("MIT License") and "The regelwerk developers" in text
    assert text == (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_wheel_names_its_project_urls_and_extras(dist: Path) -> None:
    metadata = _metadata(dist)
    urls = dict(url.split(", ", 1) for url in metadata.get_all("Project-URL", []))
    assert set(urls) == {"Homepage", "Documentation", "Changelog", "Issues"}
    extras = set(metadata.get_all("Provides-Extra", []))
    assert {"docs", "test", "dask", "bench"} <= extras
    requires = metadata.get_all("Requires-Dist", [])
    docs = [r.split(";")[0] for r in requires if "extra == 'docs'" in r]
    assert sorted(r.split(">")[0].split("<")[0] for r in docs) == ["sphinx", "sphinx-simplepdf"]
    assert any(r.startswith("playwright") and "extra == 'test'" in r for r in requires)


def test_the_sdist_carries_the_specification_and_the_licence(dist: Path) -> None:
    (sdist,) = dist.glob("regelwerk-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    expected = {path.relative_to(ROOT).as_posix() for path in (ROOT / "docs" / "spec").iterdir()}
    assert expected >= {"docs/spec/rules.rst", "docs/spec/log-format.rst", "docs/spec/cli.rst"}
    assert expected | {"LICENSE", "CHANGELOG.md", "README.md", "docs/stability.rst"} <= names
    assert not any(name.startswith((".venv/", "build/")) for name in names)


def _install(dist: Path, tmp_path: Path) -> Path:
    """The wheel installed into a folder of its own (the test environment's Babel and tqdm
    stay importable); the folder goes first on ``PYTHONPATH`` of every probe."""
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
         "--target", str(target), str(_wheel(dist))],
        check=True, capture_output=True,
    )  # fmt: skip
    return target


def test_the_wheel_works_outside_the_checkout(dist: Path, tmp_path: Path) -> None:
    target = _install(dist, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    probe = (
        "import importlib.metadata as m, regelwerk, regelwerk.cli as cli\n"
        f"assert regelwerk.__file__.startswith({str(target)!r}), regelwerk.__file__\n"
        "print(regelwerk.__version__ == m.version('regelwerk'))\n"
        "cli.main(['--version'])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=elsewhere, env={"PYTHONPATH": str(target)},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    version = _metadata(dist)["Version"]
    assert done.stdout == f"True\nregelwerk {version}\n"


def _archives(folder: Path) -> list[str]:
    """One archive of every kind the command reads, each holding the same two logs (a finished
    No Return game and an illegal No Thanks! one); the names each report must carry."""
    logs = {
        "games/nr.json": (EXAMPLES / "nr-finished-3p.json").read_bytes(),
        "games/nt.json": (EXAMPLES / "nt-2.1-two-players.json").read_bytes(),
    }
    with zipfile.ZipFile(folder / "day.zip", "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in logs.items():
            archive.writestr(name, data)
    with tarfile.open(folder / "day.tar.gz", "w:gz") as archive:
        for name, data in logs.items():
            member = tarfile.TarInfo(name)
            member.size = len(data)
            archive.addfile(member, io.BytesIO(data))
    lines = b"".join(json.dumps(json.loads(data)).encode() + b"\n" for data in logs.values())
    (folder / "day.jsonl.gz").write_bytes(gzip.compress(lines))
    (folder / "nr.json.gz").write_bytes(gzip.compress(logs["games/nr.json"]))
    return [
        "day.zip::games/nr.json", "day.zip::games/nt.json",
        "day.tar.gz::games/nr.json", "day.tar.gz::games/nt.json",
        "day.jsonl.gz:1", "day.jsonl.gz:2",
        "nr.json.gz",
    ]  # fmt: skip


def test_the_wheel_reads_every_kind_of_input(dist: Path, tmp_path: Path) -> None:
    target = _install(dist, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    names = _archives(elsewhere)
    env = {"PYTHONPATH": str(target), "LANG": "C"}
    command = [sys.executable, "-m", "regelwerk", "validate", "--json"]
    done = subprocess.run(
        [*command, "day.zip", "day.tar.gz", "day.jsonl.gz", "nr.json.gz", "--jobs", "2"],
        cwd=elsewhere, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr  # the No Thanks! log breaks NT-2.1
    reports = [json.loads(line) for line in done.stdout.splitlines()]
    assert [report["file"] for report in reports] == names
    assert [report["status"] for report in reports] == ["finished", "illegal"] * 3 + ["finished"]
    assert {report["rule"] for report in reports} == {None, "NT-2.1"}
    piped = subprocess.run(
        [*command, "--lang", "de", "-"],
        input=(EXAMPLES / "nt-2.1-two-players.json").read_text(),
        cwd=elsewhere, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    (report,) = [json.loads(line) for line in piped.stdout.splitlines()]
    assert (report["file"], report["rule"]) == ("-", "NT-2.1")
    # The wheel's own German catalog: the message is not the English one.
    assert report["message"] != reports[1]["message"] and "Spieler" in report["message"]
    # stderr's summary, in German, from the wheel's catalog too.
    assert "geprüft" in piped.stderr, piped.stderr


def test_the_wheel_writes_the_replay_page(dist: Path, tmp_path: Path) -> None:
    """Issue 25: the page's CSS and script are package data, read from the installed wheel."""
    with zipfile.ZipFile(_wheel(dist)) as archive:
        names = set(archive.namelist())
    assert {"regelwerk/pictures/page/replay.css", "regelwerk/pictures/page/replay.js"} <= names
    target = _install(dist, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run(
        [sys.executable, "-m", "regelwerk", "show", "--html", "--lang", "nl",
         str(EXAMPLES / "nr-5.4-higher-than-row.json")],
        cwd=elsewhere, env={"PYTHONPATH": str(target), "LANG": "C"},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 1 and "NR-5.4" in done.stderr
    page = done.stdout
    assert page.startswith("<!DOCTYPE html>") and '<html lang="nl">' in page
    assert "document.getElementById" in page and "nav button" in page  # the inline assets
    assert "Hier overtreedt het verslag een regel" in page  # the wheel's Dutch catalog
