"""``python -m thmcheck``: the thmcheck command line (the same as the ``thmcheck`` console script)."""

from thmcheck.checks.cli import run_main

if __name__ == "__main__":
    run_main()
