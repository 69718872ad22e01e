"""Auditor C: thesis Lemma D.2.10 (2) (L7299-L7311): g_r(W* + eta W'' S, V* + eta S V'') = g_r(W*, V*) +
g^(b,b)(eta W'' S, eta S V'') + g'_r with E_S g'_r = 0 and |g'_r| <= eta ||q^T A||_1 ||A||_inf^2 tau_v,
W* = W0 + Wrho + W', V* = V0 + Vrho + V'; pseudo network (D.67)-(D.69) with sign patterns D_w, D_v FIXED at (W*, V*).
Own numpy code. g = q^T A ( (A ((A X W + B1) o Dw) V + B2) o Dv ) c  (the index form of (D.82))."""
import numpy as np

rng = np.random.default_rng(0)
N, d, m1, m2 = 8, 4, 256, 256
At = np.zeros((N, N))
for i in range(N):
    At[i, (i + 1) % N] = At[(i + 1) % N, i] = 1
At[0, 4] = At[4, 0] = 1
At += np.eye(N)
Dg = np.diag(1 / np.sqrt(At.sum(1)))
A = Dg @ At @ Dg                                   # D^-1/2 (A~ + I) D^-1/2
Ainf = np.abs(A).sum(1).max()
X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)   # unit feature rows
W0 = rng.standard_normal((d, m1)) / np.sqrt(m1)
V0 = rng.standard_normal((m1, m2)) / np.sqrt(m2)
B1 = np.ones((N, 1)) @ (rng.standard_normal((1, m1)) / np.sqrt(m1))
B2 = np.ones((N, 1)) @ (rng.standard_normal((1, m2)) / np.sqrt(m2))
c = rng.standard_normal(m2)
q = np.zeros(N); q[0] = 1
tau_w = m1 ** -0.5
sigma_w = m1 ** -1.5                                # in [m1^-3/2, tau_w m1^-1/4]
sigma_v = 0.5 * m2 ** -0.5                          # in (0, m2^-1/2)
eta = 0.1
assert m1 ** -1.5 <= tau_w <= m1 ** -0.5 and m1 ** -1.5 <= sigma_w <= tau_w * m1 ** -0.25 and 0 < sigma_v < m2 ** -0.5
Wr = sigma_w * rng.standard_normal((d, m1))
Vr = sigma_v * rng.standard_normal((m1, m2))

def norm24(W):  # ||W||_{2,4}: (sum over neurons of ||w_i||_2^4)^{1/4}; take the larger of the column/row conventions
    return max((np.linalg.norm(W, axis=0) ** 4).sum() ** 0.25, (np.linalg.norm(W, axis=1) ** 4).sum() ** 0.25)

def scaled(Wraw, tau):
    return Wraw * (tau / norm24(Wraw))

Wp = scaled(rng.standard_normal((d, m1)), tau_w)
Wpp = scaled(rng.standard_normal((d, m1)), tau_w)
assert norm24(Wp) <= tau_w * (1 + 1e-12) and norm24(Wpp) <= tau_w * (1 + 1e-12)

def run(tau_v, zeroV, S):
    Vp = np.zeros((m1, m2)) if zeroV else rng_v.standard_normal((m1, m2))
    Vpp = np.zeros((m1, m2)) if zeroV else rng_v.standard_normal((m1, m2))
    if not zeroV:
        Vp *= tau_v / np.linalg.norm(Vp); Vpp *= tau_v / np.linalg.norm(Vpp)
    Ws, Vs = W0 + Wr + Wp, V0 + Vr + Vp
    Dw = (A @ X @ Ws + B1 >= 0).astype(float)
    Dv = (A @ (np.maximum(A @ X @ Ws + B1, 0)) @ Vs + B2 >= 0).astype(float)

    def g(W, V, b1=True, b2=True):
        H1 = (A @ X @ W + (B1 if b1 else 0)) * Dw
        H2 = (A @ H1 @ V + (B2 if b2 else 0)) * Dv
        return q @ A @ H2 @ c
    Sg = np.diag(S)
    lhs = g(Ws + eta * Wpp @ Sg, Vs + eta * Sg @ Vpp)
    gp = lhs - g(Ws, Vs) - g(eta * Wpp @ Sg, eta * Sg @ Vpp, b1=False, b2=False)
    # identity check: g' = g^(b)(W*, eta S V'') + g^(b,b)(eta W'' S, V*)  ((D.81))
    ident = g(Ws, eta * Sg @ Vpp, b2=False) + g(eta * Wpp @ Sg, Vs, b1=False, b2=False)
    return gp, ident

rng_v = np.random.default_rng(1)
bound_unit = eta * np.abs(q @ A).sum() * Ainf ** 2
print(f"N={N}, d={d}, m1=m2={m1}, ||A||_inf={Ainf:.3f}, ||q^T A||_1={np.abs(q@A).sum():.3f}, eta={eta}, tau_w=m1^-1/2, "
      f"sigma_w=m1^-3/2, sigma_v=0.5 m2^-1/2, ||W'||_24=||W''||_24=tau_w")
for zeroV in (True, False):
    for tau_v in (1.0, 1e-3, 1e-6):
        S = np.where(np.random.default_rng(5).random(m1) < 0.5, 1.0, -1.0)
        gp, ident = run(tau_v, zeroV, S)
        vals = [abs(run(tau_v, zeroV, np.where(np.random.default_rng(100 + s).random(m1) < 0.5, 1.0, -1.0))[0])
                for s in range(200)]
        print(f"  V', V'' {'= 0' if zeroV else 'with ||.||_F = tau_v'}, tau_v={tau_v:g}: |g'_r| = {abs(gp):.3e} "
              f"(identity (D.81) residual {abs(gp-ident):.1e}); bound eta||q^T A||_1||A||^2 tau_v = {bound_unit*tau_v:.3e}; "
              f"ratio {abs(gp)/(bound_unit*tau_v):.3g}; over 200 draws of Sigma: median |g'| {np.median(vals):.2e}, "
              f"share above the bound {np.mean(np.array(vals) > bound_unit*tau_v):.2f}")
# E_Sigma g' = 0 (each part is linear in Sigma): average over all-sign flips
gp1, _ = run(1e-3, True, np.ones(m1)); gp2, _ = run(1e-3, True, -np.ones(m1))
print(f"  E_Sigma check: g'(S) + g'(-S) = {gp1 + gp2:.1e} (odd in Sigma)")
