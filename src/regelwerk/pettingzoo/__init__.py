"""regelwerk's games as PettingZoo AEC environments (the extra ``regelwerk[pettingzoo]``).

Each registered game is a module ``regelwerk.pettingzoo.<name>_v0`` (the game's name with
``_`` for ``-``), laid out like ``pettingzoo.classic``'s: ``env()`` and ``raw_env()``::

    from regelwerk.pettingzoo import no_thanks_v0

    env = no_thanks_v0.env(players=4, render_mode="ansi")

``env()`` is ``raw_env()`` with :attr:`~regelwerk.pettingzoo.env.RegelwerkEnv.illegal_reward`
-1: an illegal sub-choice ends the game with reward -1 for the agent that made it, as
``pettingzoo.classic``'s ``TerminateIllegalWrapper`` ends it, where ``raw_env()`` raises.  No
wrapper surrounds it: the environment itself checks what the classic environments' three
wrappers check, in the library's own words (:mod:`regelwerk.pettingzoo.env`).

The modules are made from the game registry on first import (:class:`_Importer`), so this
package names no game.  See :mod:`regelwerk.pettingzoo.env` for the environment itself.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from regelwerk.encoding import encoding_of
from regelwerk.games import GAMES
from regelwerk.pettingzoo.env import RegelwerkEnv, TurnMasks

__all__ = ["MODULES", "RegelwerkEnv", "TurnMasks", "environment_class"]

MODULES: dict[str, str] = {f"{name.replace('-', '_')}_v0": name for name in GAMES}
"""Module name (``<name>_v0``) → the registered game it holds."""


def environment_class(name: str) -> type[RegelwerkEnv]:
    """The AEC environment class (the ``raw_env``) of the registered game ``name``."""
    module = next(module for module, game in MODULES.items() if game == name)
    metadata = {**RegelwerkEnv.metadata, "name": module}
    return type(module, (RegelwerkEnv,), {"encoding": encoding_of(name), "metadata": metadata})


def _env_factory(raw_env: type[RegelwerkEnv]) -> Callable[..., RegelwerkEnv]:
    def env(**kwargs: Any) -> RegelwerkEnv:
        """The environment as ``pettingzoo.classic`` gives its own, with no wrapper around it:
        it checks its own use (:mod:`regelwerk.pettingzoo.env`), and an illegal sub-choice
        ends the game with reward -1 for the agent that made it."""
        environment = raw_env(**kwargs)
        environment.illegal_reward = -1.0
        return environment

    return env


class _Importer(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``regelwerk.pettingzoo.<name>_v0`` for every registered game and fills it."""

    def find_spec(
        self, fullname: str, path: Any = None, target: Any = None
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, module = fullname.rpartition(".")
        if package != __name__ or module not in MODULES:
            return None
        return importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        name = MODULES[module.__name__.rpartition(".")[2]]
        raw_env = environment_class(name)
        module.__doc__ = f"{raw_env.encoding.info.title} as a PettingZoo AEC environment."
        vars(module).update(raw_env=raw_env, env=_env_factory(raw_env), __all__=["env", "raw_env"])


if not any(isinstance(finder, _Importer) for finder in sys.meta_path):
    sys.meta_path.append(_Importer())


def __getattr__(name: str) -> ModuleType:
    if name in MODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
