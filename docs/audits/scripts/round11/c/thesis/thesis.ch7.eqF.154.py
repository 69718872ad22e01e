"""Auditor C, thesis.ch7.eqF.154 (proof of Lemma F.3.7, t >= T_1): own model cot_own.py (numpy, gradient by hand,
finite-difference checked), cases in f537_common.py; prints term vs eps along eps -> 0 at t = ceil(T_1(eps)) and
ceil(4 T_1(eps)) in four families (hypotheses printed/asserted). Output: out_F154.txt. ~5 s."""
import subprocess, sys, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
import cot_own
print('finite-difference check of the hand gradient:', cot_own.grad_check())
subprocess.run([sys.executable, 'run_eps.py', 'F.154', '1,4'], check=True)
