"""The JSON facade: one request in, one reply out (:func:`handle`), typed in
:mod:`pokerrules.table.protocol`; each op's work is in a module of its own here."""

from pokerrules.api.facade import OPS, handle, handle_request

__all__ = ["OPS", "handle", "handle_request"]
