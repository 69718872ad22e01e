"""Audit of (C.239)/(C.240) (Lemma C.6.4, symmetric case, L6417-L6427) with Subroutine 1 line 5 (L5121): U^ =
orthogonalized eigenvectors of the K largest eigenvalues of Q^_3(I_d, I_d, alpha), alpha arbitrary.
Model (4.1): P(y=1|x) = (1/K) sum_j sigmoid(w_j*^T x); symmetric GMM (C.4); Q_3 per (C.2) and the thesis's closed form
Q_3 = (1/K) sum_i E[phi'''(w_i*^T x)] w_i*^{(x)3}, so Q_3(I, I, alpha) = (1/K) sum_i E[phi'''] (w_i*^T alpha) w_i* w_i*^T.
delta_i = i-th largest singular value (notation, Section 4.2)."""
import numpy as np

rng = np.random.default_rng(0)
sig = lambda u: 1 / (1 + np.exp(-u))
def phi3(u):
    s = sig(u); return s * (1 - s) * (1 - 6 * s * (1 - s))

# symmetric GMM (C.4), L = 2 even: 0.5 N(mu, Sigma) + 0.5 N(-mu, Sigma), Sigma = s^2 I, d = 3, K = 2, W* = [e1, e2]
d, K, s = 3, 2, 0.5
mu = np.array([0.4, 1.6, 0.0])
W = np.eye(d)[:, :K]
xg, wg = np.polynomial.hermite_e.hermegauss(80); wg = wg / wg.sum()
def Ephi3(w):  # E over the mixture of phi'''(w^T x), w^T x ~ 0.5 N(+-w^T mu, s^2 |w|^2)
    m, sd = w @ mu, s * np.linalg.norm(w)
    return 0.5 * (wg @ phi3(m + sd * xg)) + 0.5 * (wg @ phi3(-m + sd * xg))
E3 = np.array([Ephi3(W[:, i]) for i in range(K)])
E1 = np.array([0.5 * (wg @ (sig(W[:, i] @ mu + s * xg) * (1 - sig(W[:, i] @ mu + s * xg)))) * 2 for i in range(K)])
alpha = np.array([1.0, 1.0, 0.3]); alpha /= np.linalg.norm(alpha)
Q3a = sum(E3[i] / K * (W[:, i] @ alpha) * np.outer(W[:, i], W[:, i]) for i in range(K))
print("E[phi'''(w_i^T x)] =", E3, " E[phi'(w_i^T x)] =", E1, "(Q_1 = (1/K) sum E phi' w_i != 0: Assumption C.1.2)")
ev = np.linalg.eigvalsh(Q3a); sv = np.sort(np.abs(ev))[::-1]
print("eigenvalues of Q_3(I,I,alpha):", ev, " delta_K =", sv[K - 1])

# Monte Carlo check of the closed form against the definition (C.2): Q_3(I,I,alpha) = E[y (-1)^3 p^-1 grad^3 p [I,I,alpha]]
n = 2_000_000
comp = rng.integers(0, 2, n); X = s * rng.standard_normal((n, d)) + np.where(comp[:, None] == 0, mu, -mu)
y = (rng.random(n) < sig(X @ W).mean(1)).astype(float)
acc = np.zeros((d, d)); p = np.zeros(n); parts = []
for m_ in (mu, -mu):
    g = np.exp(-((X - m_) ** 2).sum(1) / (2 * s * s)); h = (X - m_) / s**2; parts.append((g, h)); p += 0.5 * g
for g, h in parts:
    wgt = 0.5 * g / p * y; ha = h @ alpha
    acc += np.einsum("n,ni,nj->ij", wgt * ha, h, h) - (wgt * ha).sum() * np.eye(d) / s**2 \
        - (np.outer((wgt[:, None] * h).sum(0), alpha) + np.outer(alpha, (wgt[:, None] * h).sum(0))) / s**2
Q3mc = acc / n
# per-sample diagonal contributions for the standard error
dd = np.zeros((n, d))
for g, h in parts:
    wgt = 0.5 * g / p * y; ha = h @ alpha
    dd += (wgt * ha)[:, None] * h**2 - (wgt * ha)[:, None] / s**2 - 2 * (wgt[:, None] * h) * alpha[None, :] / s**2
print("MC standard error of the diagonal:", np.round(dd.std(0) / np.sqrt(n), 4), "(closed form = E[grad^3 H] by parts, exact)")
print("Monte Carlo (C.2) Q_3(I,I,alpha) diag:", np.round(np.diag(Q3mc), 4), " closed form diag:", np.round(np.diag(Q3a), 4))

def subroutine_line5(Qhat, K):
    w, V = np.linalg.eigh(Qhat)
    return V[:, np.argsort(w)[::-1][:K]]        # eigenvectors of the K largest (signed) eigenvalues
def top_abs(Qhat, K):
    w, V = np.linalg.eigh(Qhat)
    return V[:, np.argsort(np.abs(w))[::-1][:K]]
U = W  # column span of W* (orthonormal)
dK = sv[K - 1]
print(" r      ||E||    eps      lhs(C.239)  lhs(C.240)/|w1|  rhs        ratio     | |eig| version: lhs239 lhs240/rhs")
for r in [1.0, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5]:
    A = rng.standard_normal((d, d)); E = (A + A.T) / 2; E *= r * dK / 10 / np.linalg.norm(E, 2)
    Qh = Q3a + E; eps = r / 100
    assert np.linalg.norm(Qh - Q3a, 2) <= dK / 10 + 1e-15
    Uh = subroutine_line5(Qh, K); P = Uh @ Uh.T
    lhs = np.linalg.norm(P - U @ U.T, 2); rhs = np.linalg.norm(E, 2) / dK + eps
    lhs240 = max(np.linalg.norm((np.eye(d) - P) @ W[:, i]) / np.linalg.norm(W[:, i]) for i in range(K))
    Ua = top_abs(Qh, K); Pa = Ua @ Ua.T
    la = np.linalg.norm(Pa - U @ U.T, 2); la240 = max(np.linalg.norm((np.eye(d) - Pa) @ W[:, i]) for i in range(K))
    print(f"{r:7.0e} {np.linalg.norm(E, 2):.2e} {eps:.1e}  {lhs:.4f}      {lhs240:.4f}          {rhs:.2e}  {lhs/rhs:.2e}  |"
          f" {la/rhs:.3f} {la240/rhs:.3f}")
