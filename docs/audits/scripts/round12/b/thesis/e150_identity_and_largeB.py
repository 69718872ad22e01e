import math, sys, statistics, importlib.util
import torch
sys.path.insert(0, '/work/audit/r12B/thesis')
spec = importlib.util.spec_from_file_location('e150', '/work/audit/r12B/thesis/thesis.ch6.eqE.150.py')
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)
from ch6_model import Cfg
# exact identity at alpha = 1: A_qq + A_{q+1,q} + A_{q-1,q} = 0 and non-partners = 0
for wq in (False, True):
    c = Cfg(M1=6, M2=6, beta=1.0, delta=0.1, alpha=1.0, l=15, m=144, B=72, with_query=wq)
    A, _ = e.A_matrix(c, 3)
    M1 = 6
    res = max(abs(float(A[q, q] + A[(q + 1) % M1, q] + A[(q - 1) % M1, q])) / float(A[q, q].abs()) for q in range(M1))
    non = max(float(A[j, q].abs()) for q in range(M1) for j in range(M1) if j not in (q, (q+1) % M1, (q-1) % M1))
    print(f'alpha=1 with_query={wq}: max_q |A_qq + A_(q+1)q + A_(q-1)q|/|A_qq| = {res:.2e}; max non-partner |A_jq| = {non:.1e}; '
          f'|A_qq| range {float(A.diagonal().abs().min()):.2e}..{float(A.diagonal().abs().max()):.2e}')
# large batches for (E.151)
for (M1, alpha, B, m, l) in [(6, 0.6, 1200, 400, 24), (6, 0.5, 1200, 400, 30), (10, 0.5, 1400, 800, 40), (6, 0.8, 2400, 400, 20)]:
    c = Cfg(M1=M1, M2=M1, beta=1.0, delta=0.1, alpha=alpha, l=l, m=m, B=B)
    e.check(c)
    r = [e.ratios(c, e.A_matrix(c, s)[0]) for s in range(6)]
    a151 = [x[1] for x in r]; a150 = [x[0] for x in r]
    print(f'M1={M1} alpha={alpha} B={B} m={m} l={l}: (E.151) side {1/M1:.3f} median {statistics.median(a151):.3f} min {min(a151):.3f} '
          f'above {sum(x > 1/M1 for x in a151)}/6 | (E.150) median {statistics.median(a150):.3f} min {min(a150):.3f}')
