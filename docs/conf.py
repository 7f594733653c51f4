"""Sphinx configuration of regelwerk's English developer documentation and API reference.

The rulebooks are built separately (``python -m regelwerk.rulebook.build``); this book
documents the library for programmers.  ``make docs`` builds it with ``-E -W``.
"""

project = "regelwerk"
author = "The regelwerk developers"
copyright = "The regelwerk developers"
language = "en"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon", "sphinx.ext.viewcode"]
# The game glossaries are printed in the rulebooks; the companion is merged into
# spec/rules.rst by tools/spec_rules.py.
exclude_patterns = ["glossary/*", "spec/rules.companion.rst"]
autodoc_default_options = {"members": True, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_preserve_defaults = True
html_theme = "alabaster"
nitpicky = False
