"""Audit of Lemma D.2.10 (2) (D.78), thesis L7299-L7311: |g'_r| <= eta ||q^T A||_1 ||A||_inf^2 tau_v, where g'_r is
what (D.81) leaves: g'_r = g_r(W+eta W''S, V+eta S V'') - g_r(W, V) - g^(b,b)_r(eta W''S, eta S V''), W = W0+Wrho+W',
V = V0+Vrho+V'. Pseudo networks (D.67)-(D.69) with the fixed sign patterns of L7207 (first layer at W0+Wrho+W',
second layer at {W0+Wrho+W', V0+Vrho+V'}). Initialisation as in Section 5.3.3 (L1485, L1497). Own script, numpy only."""
import numpy as np

rng = np.random.default_rng(1)
N, d, m1, m2 = 8, 4, 256, 256
# graph: a ring + self loops, A = D^{-1/2} (A~ + I) D^{-1/2}
At = np.eye(N)
for i in range(N):
    At[i, (i + 1) % N] = At[(i + 1) % N, i] = 1
At[0, 4] = At[4, 0] = 1
deg = At.sum(1); A = At / np.sqrt(np.outer(deg, deg))
Ainf = np.abs(A).sum(1).max()
X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
q = np.zeros(N); q[0] = 1.0
qA1 = np.abs(q @ A).sum()

W0 = rng.standard_normal((d, m1)) / np.sqrt(m1); V0 = rng.standard_normal((m1, m2)) / np.sqrt(m2)
B1 = np.ones((N, 1)) @ (rng.standard_normal((1, m1)) / np.sqrt(m1))
B2 = np.ones((N, 1)) @ (rng.standard_normal((1, m2)) / np.sqrt(m2))
c = rng.standard_normal(m2)                       # one column c_r of C, entries N(0, 1)

def n24(W):  # ||W||_{2,4} over neurons (columns)
    return (np.linalg.norm(W, axis=0) ** 4).sum() ** 0.25

def scaled(M, target, norm):
    return M * (target / norm(M))

def g(W, V, Dw, Dv, b1=True, b2=True):   # (D.67)-(D.69) with fixed sign patterns Dw (N x m1), Dv (N x m2)
    h = A @ (A @ X @ W + (B1 if b1 else 0)) * Dw
    return q @ A @ ((h @ V + (B2 if b2 else 0)) * Dv) @ c

eta = 0.1
tw = m1 ** -0.5                          # tau_w in [m1^{-3/2}, m1^{-1/2}]
sw = m1 ** -1.5                          # sigma_w in [m1^{-3/2}, tau_w m1^{-1/4}]
sv = 0.5 * m2 ** -0.5                    # sigma_v in (0, m2^{-1/2})
assert m1 ** -1.5 <= tw <= m1 ** -0.5 and m1 ** -1.5 <= sw <= tw * m1 ** -0.25 and 0 < sv < m2 ** -0.5
Wr = rng.standard_normal((d, m1)) * sw; Vr = rng.standard_normal((m1, m2)) * sv
Wp = scaled(rng.standard_normal((d, m1)), tw, n24)
Wpp = scaled(rng.standard_normal((d, m1)), tw, n24)
Sig = np.diag(rng.choice([-1.0, 1.0], m1))
print(f"N={N} d={d} m1={m1} m2={m2} ||A||_inf={Ainf:.3f} ||q^T A||_1={qA1:.3f} eta={eta} tau_w={tw:.4g} sigma_w={sw:.3g} sigma_v={sv:.3g}")
print("tau_v     | |g'_r| (V''=V'=0) | |g'_r| (||V''||=||V'||=tau_v) | printed bound | ratio (max)")
for tv in [1.0, 1e-1, 1e-2, 1e-3, 1e-4, 1e-6]:
    rows = []
    for zero in (True, False):
        Vp = np.zeros((m1, m2)) if zero else scaled(rng.standard_normal((m1, m2)), tv, np.linalg.norm)
        Vpp = np.zeros((m1, m2)) if zero else scaled(rng.standard_normal((m1, m2)), tv, np.linalg.norm)
        assert n24(Wp) <= tw * (1 + 1e-12) and n24(Wpp) <= tw * (1 + 1e-12)
        assert np.linalg.norm(Vp) <= tv * (1 + 1e-12) and np.linalg.norm(Vpp) <= tv * (1 + 1e-12)
        W = W0 + Wr + Wp; V = V0 + Vr + Vp
        H1 = A @ (A @ X @ W + B1)
        Dw = (H1 > 0).astype(float)
        Dv = ((H1 * Dw) @ V + B2 > 0).astype(float)
        full = g(W + eta * Wpp @ Sig, V + eta * Sig @ Vpp, Dw, Dv)
        gp = full - g(W, V, Dw, Dv) - g(eta * Wpp @ Sig, eta * Sig @ Vpp, Dw, Dv, b1=False, b2=False)
        # the same as (D.81)'s two error terms:
        e1 = g(W, eta * Sig @ Vpp, Dw, Dv, b2=False); e2 = g(eta * Wpp @ Sig, V, Dw, Dv, b1=False, b2=False)
        assert abs(gp - (e1 + e2)) <= 1e-9 * (1 + abs(gp))
        rows.append(abs(gp))
    bound = eta * qA1 * Ainf ** 2 * tv
    print(f"{tv:8.0e}  | {rows[0]:.4e}        | {rows[1]:.4e}                   | {bound:.3e}     | {max(rows)/bound:.3g}")
# sign flips of Sigma: E_Sigma g'_r = 0 (sanity), and |g'_r| > 0 for every draw
vals = []
for _ in range(200):
    S2 = np.diag(rng.choice([-1.0, 1.0], m1))
    W = W0 + Wr + Wp; V = V0 + Vr
    H1 = A @ (A @ X @ W + B1); Dw = (H1 > 0).astype(float); Dv = ((H1 * Dw) @ V + B2 > 0).astype(float)
    vals.append(g(eta * Wpp @ S2, V, Dw, Dv, b1=False, b2=False))
vals = np.abs(vals)
print(f"over 200 draws of Sigma (V''=V'=0): min |g'_r| = {vals.min():.3e}, median {np.median(vals):.3e}; "
      f"the bound at tau_v=1e-6 is {eta*qA1*Ainf**2*1e-6:.1e}")
