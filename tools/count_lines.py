"""Count the lines of Python code of a folder: non-blank, non-comment, docstrings excluded.

    python tools/count_lines.py tests/thirdgame/src

A docstring is a string expression standing alone as the first statement of a module, class
or function; its lines are not counted, nor are blank lines or lines holding only a comment.
"""

from __future__ import annotations

import ast
import io
import sys
import tokenize
from pathlib import Path


def docstring_lines(tree: ast.AST) -> set[int]:
    """The line numbers every docstring of ``tree`` covers."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        first = node.body[0] if node.body else None
        value = first.value if isinstance(first, ast.Expr) else None
        if first is not None and isinstance(value, ast.Constant) and isinstance(value.value, str):
            lines.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return lines


def code_lines(source: str) -> int:
    """How many lines of ``source`` hold code (a token other than a comment or a newline)."""
    skipped = docstring_lines(ast.parse(source))
    lines: set[int] = set()
    ignored = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
               tokenize.DEDENT, tokenize.ENCODING, tokenize.ENDMARKER}  # fmt: skip
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in ignored:
            lines.update(range(token.start[0], token.end[0] + 1))
    return len(lines - skipped)


def main(folders: list[str]) -> None:
    total = 0
    for folder in folders:
        for path in sorted(Path(folder).rglob("*.py")):
            count = code_lines(path.read_text(encoding="utf-8"))
            total += count
            print(f"{count:5}  {path}")
    print(f"{total:5}  total")


if __name__ == "__main__":
    main(sys.argv[1:])
