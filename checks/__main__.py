"""``python -m thmcheck.checks``: the thmcheck command line, as ``python -m thmcheck``.

From the repository's root folder (where the folder ``checks/`` is importable as a top-level package) the old command,
``-m`` with the bare name ``checks``, still runs it, with a note on stderr: installed, there is no top-level ``checks``
package (a project's own would clash), so the documented command is ``python -m thmcheck`` (or ``thmcheck``).
"""

import sys

from thmcheck.checks.cli import run_main

if __name__ == "__main__":
    if __spec__ is not None and __spec__.name.partition(".")[0] == "checks":  # the bare top-level name
        print("thmcheck: note: `python -m checks` works only in the repository's root folder; "  # rename: keep
              "the command is `python -m thmcheck` (or `thmcheck`)", file=sys.stderr)
    run_main()
