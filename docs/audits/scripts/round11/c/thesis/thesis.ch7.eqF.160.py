"""Auditor C, thesis.ch7.eqF.160: own model cot_own.py; the least term over p~' of the case at t = ceil(T_1(eps))."""
import subprocess, sys, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
subprocess.run([sys.executable, 'run_f160.py'], check=True)
