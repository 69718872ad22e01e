"""(E.59) is audited by the same script as (E.49): proof of Theorem 6.3.3 (b)/(c) on one zero-loss run per instance."""
import runpy, sys
runpy.run_path("/work/audit/r11B/thesis/thesis.ch6.eqE.49.py", run_name="__main__")
