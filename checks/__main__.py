"""``python -m checks``: the thmcheck command line."""

import os
import sys
import threading

from checks.cli import main

code = main()
if any(t.is_alive() and not t.daemon for t in threading.enumerate() if t is not threading.main_thread()):
    # a claim's code (run in this process with THMCHECK_ISOLATE=0) left a non-daemon thread: the run is over and
    # its files are written, so exit without waiting for it
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    os._exit(code)
sys.exit(code)
