"""Corollary 6.4.3 is audited by the same script as Theorem 6.3.3 (the leakage column of the S1 family)."""
import runpy
runpy.run_path("/work/audit/r11B/thesis/thesis.ch6.theorem6.3.3.py", run_name="__main__")
