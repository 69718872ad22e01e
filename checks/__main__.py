"""``python -m checks``: the thmcheck command line."""

import sys

from checks.cli import main

sys.exit(main())
