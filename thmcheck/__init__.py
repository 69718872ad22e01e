"""thmcheck: a property-based theorem checker for the theory of attention and transformers.

Installed, the checker is one top-level package with three subpackages: ``thmcheck.bounds`` (the bounds as
printed), ``thmcheck.models`` (the measured quantities, in torch) and ``thmcheck.checks`` (the engine, verdicts,
reports, the CLI and the pytest plugin). No top-level ``bounds``, ``models`` or ``checks`` is installed, so a project
with packages of those names keeps its own. In the repository the three are the folders ``bounds/``, ``models/`` and
``checks/`` at the root (``setup.py`` maps them); this folder holds only this file and ``__main__.py``
(``python -m thmcheck``). In a source checkout (run from the repository root, or an editable install) the repository
root is added to this package's path, so ``thmcheck.checks`` is the folder ``checks/`` there and every module is
loaded once, under its ``thmcheck.`` name.
"""

import os as _os

__version__ = "0.1.0"

_here = _os.path.dirname(_os.path.abspath(__file__))
_root = _os.path.dirname(_here)
if not _os.path.isdir(_os.path.join(_here, "checks")) and _os.path.isfile(_os.path.join(_root, "checks", "plugin.py")):
    __path__.append(_root)  # a source checkout: thmcheck.checks is <root>/checks (installed: <here>/checks)
