"""Auditor A r30: factrecall Lemma 3 (seed 002 L766-L782).  Own scipy LP, no repo imports.
Any F(z) = sum_i v_i sigma(w_i^T z) with deg sigma = q has every output coordinate a polynomial of degree <= q in z,
so F(z_sr) = B m(z_sr) with m = all monomials of degree <= q (a relaxation: the network class is contained in it).
No network (any width) if the strict system <phi(a*) - phi(a), B m_sr> > 0 (all s, r, a != a*) is infeasible:
max-margin LP  max t  s.t. <phi(a*)-phi(a), B m_sr> >= t, |B_ij| <= 1;  t* = 0 <=> infeasible (Gordan)."""
import numpy as np, itertools, sys, time
from scipy.optimize import linprog

def monomials(Z, q):
    n, k = Z.shape
    cols = [np.ones(n)]
    for deg in range(1, q + 1):
        for comb in itertools.combinations_with_replacement(range(k), deg):
            cols.append(np.prod(Z[:, comb], axis=1))
    return np.stack(cols, 1)

def trial(d, S, R, D, Nn, q, seed):
    rng = np.random.default_rng(seed)
    nA = R * D
    V = S + R + nA + Nn + 1
    phi = rng.standard_normal((V, d)); phi /= np.linalg.norm(phi, axis=1, keepdims=True)   # uniform on the sphere
    subj = np.arange(S); rel = S + np.arange(R); ans = S + R + np.arange(nA)
    astar = np.array([[ans[r * D + rng.integers(D)] for r in range(R)] for s in range(S)])  # a*(s,r) uniform in A_r (disjoint A_r)
    h = d // 2                                 # P = span(e_1..e_h), Q = span(e_{h+1}..e_{2h}) (rotation invariance of phi)
    Z = np.array([np.concatenate([phi[subj[s], :h], phi[rel[r], h:2 * h]]) for s in range(S) for r in range(R)])  # coords in P+Q
    Mm = monomials(Z, q)                       # SR x M
    M = Mm.shape[1]
    rows = []
    for idx, (s, r) in enumerate(itertools.product(range(S), range(R))):
        a0 = astar[s, r]
        diff = phi[a0][None, :] - np.delete(phi, a0, axis=0)          # (V-1) x d
        rows.append(np.einsum('ad,m->adm', diff, Mm[idx]).reshape(V - 1, d * M))
    G = np.concatenate(rows, 0)
    # variables x = (vec B, t); maximise t: min -t ; -G x_B + t <= 0 ; |B| <= 1 ; t <= 1
    A_ub = np.hstack([-G, np.ones((G.shape[0], 1))])
    b_ub = np.zeros(G.shape[0])
    c = np.zeros(d * M + 1); c[-1] = -1
    bounds = [(-1, 1)] * (d * M) + [(0, 1)]
    t0 = time.time()
    res = linprog(c, A_ub=A_ub, b_ub=b_ub, bounds=bounds, method='highs')
    return dict(d=d, S=S, R=R, V=V, q=q, M=M, params=d * M, cons=G.shape[0], tstar=(-res.fun if res.status == 0 else None),
                status=res.status, sec=round(time.time() - t0, 1))

eps = (2 / 3) * 1.001
for (d, S, R) in [(3, 5, 5), (3, 4, 4), (5, 11, 11)]:
    assert d % 2 == 1 and d >= S ** eps and d >= R ** eps, (d, S, R)
    q = 3; C2 = q * eps
    out = [trial(d, S, R, 2, 1, q, seed) for seed in range(6 if d == 3 else 3)]
    ts = [o['tstar'] for o in out]
    print(f"d={d} S=R={S} eps={eps:.4f} q={q} (C2 = q eps = {C2:.4f} > 2) |V|={out[0]['V']} M={out[0]['M']} params={out[0]['params']} "
          f"cons={out[0]['cons']}: t* = {[None if t is None else round(t, 5) for t in ts]}  ({out[0]['sec']} s each)")
    sys.stdout.flush()
# control: q = 8 at d = 3, S = R = 5 (more capacity)
out = [trial(3, 5, 5, 2, 1, 8, seed) for seed in range(3)]
print("control q=8, d=3, S=R=5: t* =", [round(o['tstar'], 5) for o in out])
print("size thresholds: d >~ (C3 log(|V|/delta)/eps)^{C4/eps}: with |V| = 22, delta = 0.5: log(|V|/delta)/eps =", np.log(22 / 0.5) / eps,
      "; d = 3 meets it only if (C3 * 5.67)^{1.5 C4} <~ 3, e.g. C4 = 1 needs C3 <= 0.37")
