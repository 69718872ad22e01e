"""Auditor B r28: the same population flow with R = 2 relations (|A| = RD = 4 >= 2D, the proof's L1383 premise),
D = 2, S = 17 (>= 8R sqrt(2D) = 32? no -> use S = 33), answers split 9/8-like within each A_r: is claim 2 reachable
inside claim 1's window for small eps?  Sequences (s, r, EOS), p(s, r) = 1/(SR)."""
import numpy as np
from scipy.integrate import solve_ivp
R, D = 2, 2; A = R * D
S = 33                                     # >= 8 R sqrt(2D) = 32
rng = np.random.default_rng(0)
ans = np.zeros((S, R), int)
for r in range(R):                          # within A_r = {rD, rD+1}: 17 subjects -> first, 16 -> second (near-balanced)
    ans[:, r] = r * D + np.array([0] * 17 + [1] * 16)[rng.permutation(S)]
Y = np.eye(A)[ans]                          # S x R x A
pstar = Y.mean(0)                           # R x A
n_s, n_r = S * A + S, R * A + R
def unpack(x):
    OVs = x[:S * A].reshape(S, A); KQs = x[S * A:n_s]
    OVr = x[n_s:n_s + R * A].reshape(R, A); KQr = x[n_s + R * A:n_s + n_r]
    OVe = x[n_s + n_r:n_s + n_r + A]; KQe = x[-1]
    return OVs, KQs, OVr, KQr, OVe, KQe
def phat(x):
    OVs, KQs, OVr, KQr, OVe, KQe = unpack(x)
    lg = (OVs * KQs[:, None])[:, None, :] + (OVr * KQr[:, None])[None] + (OVe * KQe)[None, None]
    lg -= lg.max(2, keepdims=True); e = np.exp(lg); return e / e.sum(2, keepdims=True)
def rhs(t, x):
    OVs, KQs, OVr, KQr, OVe, KQe = unpack(x)
    G = (phat(x) - Y) / (S * R)
    return np.concatenate([(-G.sum(1) * KQs[:, None]).ravel(), -(G.sum(1) * OVs).sum(1),
                           (-G.sum(0) * KQr[:, None]).ravel(), -(G.sum(0) * OVr).sum(1),
                           -G.sum((0, 1)) * KQe, [-(G.sum((0, 1)) * OVe).sum()]])
def err(x): return ((pstar[None] - phat(x)) ** 2).sum(2).max()
def H1(alpha):
    thr = np.sqrt(alpha); k = alpha * np.sqrt(A + 1)
    if k > thr: return None
    x0 = np.concatenate([np.full(S * A, alpha), np.full(S, k), np.full(R * A, alpha), np.full(R, k), np.full(A, alpha), [k]])
    def ev(t, x):
        OVs, KQs, *_ = unpack(x); return thr - max(np.abs(OVs).max(), np.abs(KQs).max())
    ev.terminal = True; ev.direction = -1
    sol = solve_ivp(rhs, (0, 1e7), x0, method="DOP853", rtol=1e-10, atol=1e-14 * alpha, events=ev, dense_output=True)
    tex = sol.t_events[0][0] if len(sol.t_events[0]) else sol.t[-1]
    ts = np.linspace(0, tex, 3001); v = np.array([err(sol.sol(t)) for t in ts])
    return v.min(), tex
print(f"R={R} D={D} |A|={A} S={S}: ||p*(.|r) - p_0|| = {np.linalg.norm(pstar - 1/A, axis=1)}; uniform-within-block error {2*(0.5-17/33)**2:.3e}")
for a in (0.1, 1e-2, 1e-4, 1e-6, 1e-8, 1e-10):
    h, tex = H1(a)
    print(f"alpha={a:.0e}: H1 = {h:.3e} (window closes at t = {tex:.4g})")
