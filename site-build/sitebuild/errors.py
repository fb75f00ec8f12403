"""The one error every build step raises: what went wrong and what to do, in one message."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    _Base = Exception
else:
    try:
        # Under MkDocs a PluginError is reported as its message alone and stops the build
        # ("Aborted with a BuildError!"), without a traceback; any other builder sees an Exception.
        from mkdocs.exceptions import PluginError as _Base
    except ImportError:  # pragma: no cover - MkDocs is in the dev extra
        _Base = Exception


class SiteBuildError(_Base):
    """A build step failed; the message names the page or file and says what to run."""
