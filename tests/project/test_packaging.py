"""The distributions as a new user gets them: the licence in the metadata, the specification
in the sdist, and a wheel that works outside the checkout with the metadata's version."""

from __future__ import annotations

import email
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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


def test_the_wheel_works_outside_the_checkout(dist: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
         "--target", str(target), str(_wheel(dist))],
        check=True, capture_output=True,
    )  # fmt: skip
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
