import math, sys, statistics, importlib.util
import torch
sys.path.insert(0, '/work/audit/r12B/thesis')
spec = importlib.util.spec_from_file_location('e150', '/work/audit/r12B/thesis/thesis.ch6.eqE.150.py')
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)
from ch6_model import Cfg
for (M1, alpha, B, m, l, seeds) in [(10, 0.5, 6000, 800, 40, range(4)), (10, 0.8, 6000, 800, 24, range(4)), (6, 0.3, 3000, 400, 50, range(4))]:
    c = Cfg(M1=M1, M2=M1, beta=1.0, delta=0.1, alpha=alpha, l=l, m=m, B=B)
    e.check(c)
    out = []
    for s in seeds:
        A, _ = e.A_matrix(c, s)
        own = A.diagonal().abs()
        r151 = [(float(A[j, q].abs() / own[q]), q, j) for q in range(M1) for j in range(M1) if j not in (q, (q+1) % M1, (q-1) % M1)]
        best = max(r151)
        # ratio at the q with the largest own entry (the most favourable q)
        qs = int(own.argmax())
        rq = max(float(A[j, qs].abs() / own[qs]) for j in range(M1) if j not in (qs, (qs+1) % M1, (qs-1) % M1))
        frac = sum(max(float(A[j, q].abs() / own[q]) for j in range(M1) if j not in (q, (q+1) % M1, (q-1) % M1)) > 1 / M1 for q in range(M1))
        out.append((best[0], rq, frac))
        print(f'M1={M1} alpha={alpha} B={B} m={m} l={l} seed={s}: max ratio {best[0]:.3f} (q={best[1]}, j={best[2]}), at the q with the largest own entry {rq:.3f}, '
              f'q violating: {frac}/{M1}; side 1/M1 = {1/M1:.3f}; own entries {float(own.min()):.2e}..{float(own.max()):.2e}', flush=True)
