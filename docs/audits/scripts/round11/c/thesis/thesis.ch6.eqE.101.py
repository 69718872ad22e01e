"""Auditor C, thesis.ch6.eqE.101: runs the own Chapter 6 model ch6_own.py (no repository code) on the configurations of my audit entry;
outputs were saved in out_ch6.txt / out_ch6b.txt. ~10-40 s per run."""
import subprocess, sys, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
for args in ["seed=0", "seed=1", "seed=2", "seed=0 tol=0.2", "seed=1 delta=0.125 alpha=1.0 beta=1.5", "seed=0 M1=6 M2=6 m=250 B=48 l=16"]:
    subprocess.run([sys.executable, "ch6_own.py", *args.split()])
