"""The README's pictures are what regelwerk draws today (tools/readme_pictures.py)."""

from __future__ import annotations

import pytest
import readme_pictures


@pytest.mark.parametrize("name", sorted(readme_pictures.PICTURES))
def test_the_readme_pictures_are_current(name: str) -> None:
    log, at = readme_pictures.PICTURES[name]
    committed = (readme_pictures.OUT / name).read_text(encoding="utf-8")
    assert committed == readme_pictures.drawn(log, at), (
        f"docs/pictures/{name} is stale: run python tools/readme_pictures.py"
    )
    readme = (readme_pictures.ROOT / "README.md").read_text(encoding="utf-8")
    assert f"docs/pictures/{name}" in readme
