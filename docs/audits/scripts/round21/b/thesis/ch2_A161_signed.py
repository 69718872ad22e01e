# seed 12 of ch2_A161.py: compare signed sum_b K(b)||q1(b)|| (what (A.144)'s Theta(1) sum_b K(b) q_1(b) gives) with |K| sum of (A.161)
import sys; sys.argv=[sys.argv[0]]
import numpy as np
from ch2_multi import analyse
o, D = analyse(12, 0.1, eta=0.1, B=8, S=8, n_rel=3, N=20, m=64, Tmax=4000)
R = o['rows']; s_signed = 0.0
for r in R:
    r['signed'] = s_signed; s_signed += r['K'] * r['q1n']
bad = [r for r in R if r['score'] < 0 and r['rhsA'] - 0.5 * r['rhsB'] > 0]
for r in bad[:1] + bad[-1:]:
    print(f"t={r['t']}: score {r['score']:.3e}; (1+Q) sum|K(b)||q1(b)| = {r['rhsA']:.3f}; (1+Q) sum K(b)||q1(b)|| (signed) = {(1 + r['K']) * r['signed']:.3f}; ||q1(t)|| = {r['rhsB']:.3f}")
print('needed c1 (LHS >= c1 A - 0.5||q1||) at worst bad step:', max((r['score'] + 0.5 * r['rhsB']) / r['rhsA'] for r in bad))
