"""``pytest checks`` in this repository: loads the thmcheck plugin (``checks/plugin.py``) unless it is already loaded
(as the installed ``pytest11`` entry point ``checks.plugin``, or by ``-p checks.plugin``), so it is never registered twice.
The options and hooks are documented in ``checks/plugin.py``."""

import sys

pytest_plugins = [] if "checks.plugin" in sys.modules else ["checks.plugin"]
