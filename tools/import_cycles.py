"""The import graph of regelwerk's modules, every import statement counted, and its cycles.

Python runs an import statement wherever it stands, so an import inside a function is as
much a dependency as one at the top of a module: it only hides a cycle from the interpreter
(the module is loaded before the function runs), never from a reader. This tool reads each
module's source with :mod:`ast` and counts every ``import`` and ``from ... import``, at any
depth, except those under ``if TYPE_CHECKING:``, which never run.

An import names the most specific module it loads: ``from regelwerk.logs import report``
depends on ``regelwerk.logs.report`` (not on the package ``regelwerk.logs``), ``from
regelwerk.logs.report import Report`` on ``regelwerk.logs.report``. This is how
import-linter (grimp) builds its graph, so the two checks agree.

    python tools/import_cycles.py [SRC]   # prints each cycle's modules; exit 1 if any

The cycles are the strongly connected components of more than one module (or a module that
imports itself).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "src"


def module_names(src: Path) -> dict[str, Path]:
    """Every module under ``src`` by dotted name (a package by its ``__init__``)."""
    names: dict[str, Path] = {}
    for path in sorted(src.rglob("*.py")):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement of a module, at any depth, outside ``if TYPE_CHECKING:``."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _base(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute module a ``from`` import reads from, relative imports resolved."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    package = package[: len(package) - (node.level - 1)]
    return ".".join(package + ([node.module] if node.module else []))


def graph(src: Path = ROOT) -> dict[str, set[str]]:
    """Each module's imports of modules under ``src`` (every statement, wherever it stands)."""
    modules = module_names(src)
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in _imports(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = _base(name, path, node)
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                    for alias in node.names
                ]
            for target in targets:
                # `import a.b.c` loads a.b.c; a name outside src/ is not ours.
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges[name].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(edges[node]):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(edges)))
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(found)


def main(argv: list[str]) -> int:
    src = Path(argv[0]) if argv else ROOT
    found = cycles(graph(src))
    for component in found:
        print(f"cycle of {len(component)} modules: {', '.join(component)}")
    print(f"{len(found)} import cycle(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
