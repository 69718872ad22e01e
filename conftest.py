"""pytest in this repository (``pytest tests``, ``pytest checks``): loads the thmcheck plugin
(``thmcheck.checks.plugin``) unless it is loaded already (as the installed ``pytest11`` entry point of the same name,
or by ``-p thmcheck.checks.plugin``), so it is registered once. The plugin's options and hooks are documented in
``checks/plugin.py``."""

import sys

pytest_plugins = [] if "thmcheck.checks.plugin" in sys.modules else ["thmcheck.checks.plugin"]
