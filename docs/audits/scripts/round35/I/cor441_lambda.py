"""Referee I, round 35: independent check of Corollary 4.4.1 (iv)/(v) of the thesis
(seed 003), using only the printed closed forms (C.93),(C.96)-(C.99), (C.89)/(C.82),
rho from Definition C.2.2 (sigmoid activation), D_m from Definition C.2.4.
Sigma_j = s_j^2 I, so ||Sigma_j^{-1}||^{-1} = s_j^2, ||Sigma_j^{1/2}|| = s_j.
Quantities, dropping factors constant in lambda (sigma_max, tau, eta, kappa, K, delta_1):
  G   = sum_j lam_j s_j^2 rho_j     rho_j = rho(W*^T mu_j/(dK s_j), dK s_j)
  S2  = sum_j lam_j (m + s_j)^2     (m = common ||mu_j||)
  B   = D12 / G^2                   (C.93 'otherwise' case; Gamma ∝ G)
  B89 = sqrt(S4*S8)*D6 / G^2        (n_sc in (C.89) before bounding by D12)
  B82 = S2^2 / G^2                  (Lemma C.3.1 requirement (C.82))
  q   = G / S2   ; v = 1 - K^-2 q  -> v increases iff q decreases
  Ew  = sqrt(S2)/G ; E = S2/G ; El = sqrt(S2)(m+s_l)/G
"""
import numpy as np
from scipy.special import expit

def dphi(x):
    p = expit(x); return p * (1 - p)

def moments(ui, sig, N=20001, T=12.0):
    z = ui + np.linspace(-T, T, N)
    w = np.exp(-0.5 * (z - ui) ** 2) / np.sqrt(2 * np.pi)
    h = z[1] - z[0]
    f1 = dphi(sig * z); f2 = f1 * f1
    I = lambda g: np.sum(g * w) * h
    return I(f1), I(f1 * z * z), I(f2), I(f2 * z * z)  # a0,a2,b0,b2

def rho(u, sig):
    u = np.asarray(u, float); K = len(u); vals = []
    for i in range(K):
        a0, a2, b0, b2 = moments(u[i], sig)
        for j in range(K):
            if j != i:
                vals.append((u[j] ** 2 + 1) * (b0 - a0 ** 2))
        vals.append(b2 - a2 ** 2 / (u[i] ** 2 + 1))
    return min(vals)

def group_consts(Wstar, mus, svals):
    dK = np.linalg.svd(Wstar, compute_uv=False)[-1]
    out = []
    for mu, s in zip(mus, svals):
        r = rho(Wstar.T @ mu / (dK * s), dK * s)
        m = np.linalg.norm(mu)
        out.append(dict(s=s, m=m, rho=r, g=s * s * r))
    return out

def funcs(lams, gc, l):
    lams = np.asarray(lams)  # shape (n, L)
    s = np.array([c['s'] for c in gc]); m = np.array([c['m'] for c in gc]); g = np.array([c['g'] for c in gc])
    G = lams @ g
    S = lambda p: lams @ ((m + s) ** p)
    D = lambda p: lams @ ((m / s + 1) ** p)
    S2 = S(2)
    return dict(B=D(12) / G ** 2, B89=np.sqrt(S(4) * S(8)) * D(6) / G ** 2, B82=S2 ** 2 / G ** 2,
                v=-(G / S2),  # v = 1 - c*q: same monotonicity as -q
                Ew=np.sqrt(S2) / G, E=S2 / G, El=np.sqrt(S2) * (m[l] + s[l]) / G)

NAMES = ['B', 'B89', 'B82', 'v', 'Ew', 'E', 'El']

def direction(vals):
    d = np.diff(vals)
    if np.all(d > 0): return 'inc'
    if np.all(d < 0): return 'dec'
    k = np.argmax(d > 0) if d[0] < 0 else np.argmax(d < 0)
    return ('dec->inc' if d[0] < 0 else 'inc->dec')

def mk_W(K, kind, rng):
    if kind == 'I': return np.eye(K)
    while True:
        A = rng.standard_normal((K, K))
        sv = np.linalg.svd(A, compute_uv=False)
        if sv[0] / sv[-1] < 2.5: return A / sv[-1] * 1.0  # delta_K = 1

def mk_mus(K, L, m, rng, same_dir):
    if m == 0: return [np.zeros(K)] * L
    d0 = np.ones(K) / np.sqrt(K)
    out = []
    for j in range(L):
        d = d0 if same_dir else rng.standard_normal(K)
        out.append(m * d / np.linalg.norm(d))
    return out

lamgrid = np.linspace(0.01, 0.99, 99)

def run_L2(K, Wk, m, sl, sj, rng, same_dir=True):
    W = mk_W(K, Wk, rng); mus = mk_mus(K, 2, m, rng, same_dir)
    gc = group_consts(W, mus, [sl, sj])
    lams = np.stack([lamgrid, 1 - lamgrid], 1)
    F = funcs(lams, gc, 0)
    # printed claim: if s_l is the min  -> all five decrease in lambda_l (iv)
    #                if s_l is the max  -> all five increase in lambda_l (v)
    want = 'dec' if sl < sj else 'inc'
    return gc, {k: direction(F[k]) for k in NAMES}, want, F

if __name__ == '__main__':
    import itertools, json, sys
    rng = np.random.default_rng(35)
    print('rho(0,sigma) and s^2 rho(0,s), K=2, W*=I:')
    for s in [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 10]:
        r = rho(np.zeros(2), s); print(f'  s={s:5}: rho={r:.4e}  s^2 rho={s*s*r:.4e}  s^2rho/s^2={r:.3e}')
    rows = []
    for K, Wk, m in itertools.product([2, 3], ['I', 'R'], [0.0, 1.0, 3.0]):
        for sl, sj in [(0.5, 1), (1, 0.5), (0.5, 3), (3, 0.5), (1, 3), (3, 1), (3, 5), (5, 3), (1, 5), (5, 1), (0.5, 5), (5, 0.5), (2, 3), (3, 2)]:
            gc, dirs, want, F = run_L2(K, Wk, m, sl, sj, rng)
            ok = {k: dirs[k] == want for k in NAMES}
            rows.append(dict(K=K, W=Wk, m=m, sl=sl, sj=sj, case='iv' if sl < sj else 'v', want=want, dirs=dirs,
                             rho=[c['rho'] for c in gc]))
            print(f"K={K} W={Wk} m={m} s_l={sl} s_other={sj} case={'iv' if sl<sj else 'v'} want={want} "
                  + ' '.join(f"{k}:{dirs[k]}{'' if ok[k] else '(X)'}" for k in NAMES))
    json.dump(rows, open(sys.argv[1] if len(sys.argv) > 1 else '/dev/null', 'w'), indent=1, default=float)
