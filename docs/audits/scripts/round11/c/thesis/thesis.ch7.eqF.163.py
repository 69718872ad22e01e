"""Auditor C, thesis.ch7.eqF.163: own model cot_own.py; the batch form (large fresh batch and batches of size B)."""
import subprocess, sys, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
subprocess.run([sys.executable, 'run_f163.py'], check=True)
