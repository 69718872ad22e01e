# (A.161) at the helper-like configuration, own model: |S^n| = 8, 3 relevant, N = 20, B = 8, m = 64, eta = 0.1, sigma = 0.1
import sys; sys.argv=[sys.argv[0]]
from ch2_multi import analyse
for s in range(16):
    o, D = analyse(s, 0.1, eta=0.1, B=8, S=8, n_rel=3, N=20, m=64, Tmax=4000)
    R = o['rows']; T = o['T']
    bad = [r for r in R if r['score'] < 0 and r['rhsA'] - 0.5 * r['rhsB'] > 0]
    w = min(bad, key=lambda r: r['score'] / (r['rhsA'] - 0.5 * r['rhsB'])) if bad else None
    print(f"seed {s} T*={T} bad {len(bad)} minscore {min(r['score'] for r in R):.2e}",
          (f"t={w['t']} act={w['act']} hinge={w['hinge']:.3f} score={w['score']:.2e} A={w['rhsA']:.3f} ||q1||={w['rhsB']:.3f} A/B={w['rhsA']/w['rhsB']:.2f}" if w else ''), flush=True)
