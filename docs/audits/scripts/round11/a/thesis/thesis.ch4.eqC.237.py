"""Audit of thesis (C.237)/(C.238), Lemma C.6.4 (L6409-L6425) with U^ = Subroutine 1 line 3 (L5120):
'orthogonalizing the eigenvectors with respect to the K largest eigenvalues of Q^_2'.
Model (4.1): P(y=1|x) = (1/K) sum_j phi(w_j^T x), phi sigmoid; x ~ sum_l lambda_l N(mu_l, Sigma_l), L >= 2.
Q_2 per Definition C.1.1 (C.2): E[y p^{-1}(x) grad^2 p(x)].  delta_i = i-th largest singular value (L1060).
Own script: numpy + scipy only."""
import numpy as np
from scipy import integrate
from scipy.stats import norm

rng = np.random.default_rng(0)
phi = lambda z: 1 / (1 + np.exp(-z))
d1 = lambda z: phi(z) * (1 - phi(z))
d2 = lambda z: d1(z) * (1 - 2 * phi(z))
d3 = lambda z: d1(z) * (1 - 6 * phi(z) + 6 * phi(z) ** 2)

d, K = 3, 2
W = np.eye(d)[:, :K]                          # w1 = e1, w2 = e2
lam = np.array([0.6, 0.4])
mus = [np.array([1.3, -1.3, 0.0]), np.array([1.1, -1.1, 0.0])]
Sig = [0.5 * np.eye(d), 0.4 * np.eye(d)]

def E1d(f, w):  # E f(w^T x), 1-D mixture quadrature
    tot = 0
    for l in range(2):
        m, s = w @ mus[l], np.sqrt(w @ Sig[l] @ w)
        tot += lam[l] * integrate.quad(lambda z: f(z) * norm.pdf(z, m, s), m - 12 * s, m + 12 * s, epsabs=1e-13)[0]
    return tot

c2 = np.array([E1d(d2, W[:, i]) for i in range(K)])
c1 = np.array([E1d(d1, W[:, i]) for i in range(K)])
c3 = np.array([E1d(d3, W[:, i]) for i in range(K)])
Q2 = sum(c2[i] * np.outer(W[:, i], W[:, i]) for i in range(K)) / K    # Stein: E[grad^2 H]
print("E phi''(w_i^T x) =", c2, " E phi' =", c1, " E phi''' =", c3)
# hypotheses
print("mixture symmetric? no: means", mus, "(no -mu_l partner, (C.4))")
print("Q_1 = (1/K) sum E phi' w_i nonzero:", np.linalg.norm(W @ c1 / K) > 0, "; Q_3 nonzero:", np.any(np.abs(c3) > 1e-6),
      "; Q_2 nonzero:", np.linalg.norm(Q2) > 0)
ev = np.linalg.eigvalsh(Q2); sv = np.sort(np.abs(ev))[::-1]
dK = sv[K - 1]
print("eig(Q2) =", ev, " delta_K(Q2) =", dK)

# --- check the Stein form against Definition C.1.1 directly, Monte Carlo (and this also gives an empirical Q^_2)
def sample(n):
    comp = rng.choice(2, size=n, p=lam)
    x = np.empty((n, d))
    for l in range(2):
        idx = comp == l
        x[idx] = rng.multivariate_normal(mus[l], Sig[l], size=idx.sum())
    return x

def pdf_terms(x):
    p = np.zeros(len(x)); H2 = np.zeros((len(x), d, d))
    for l in range(2):
        Si = np.linalg.inv(Sig[l]); r = (x - mus[l]) @ Si
        pl = lam[l] * np.exp(-0.5 * np.einsum('ni,ij,nj->n', x - mus[l], Si, x - mus[l])) / np.sqrt((2 * np.pi) ** d * np.linalg.det(Sig[l]))
        p += pl
        H2 += pl[:, None, None] * (np.einsum('ni,nj->nij', r, r) - Si[None])
    return p, H2

n_tot, chunk = 4_000_000, 500_000
acc = np.zeros((d, d))
for _ in range(n_tot // chunk):
    x = sample(chunk)
    Hx = phi(x @ W).mean(1)
    y = (rng.random(chunk) < Hx).astype(float)           # y ~ Bern(H(W*, x)), (4.1)
    p, H2 = pdf_terms(x)
    acc += np.einsum('n,nij->ij', y / p, H2)
Q2hat = acc / n_tot
Q2hat = (Q2hat + Q2hat.T) / 2
errE = np.linalg.norm(Q2hat - Q2, 2)
print("empirical Q^_2 (n=4e6) from (C.2):\n", np.round(Q2hat, 4))
print("||Q^_2 - Q_2|| =", errE, " delta_K/10 =", dK / 10, " hypothesis holds:", errE <= dK / 10)

def U_signed(Q):  # Subroutine 1 line 3 as printed: K largest (signed) eigenvalues
    w, V = np.linalg.eigh(Q); return V[:, np.argsort(w)[::-1][:K]]

def U_abs(Q):
    w, V = np.linalg.eigh(Q); return V[:, np.argsort(np.abs(w))[::-1][:K]]

U = np.linalg.qr(W)[0]
def sides(Qh, Uf, eps):
    Uh = Uf(Qh)
    lhs237 = np.linalg.norm(Uh @ Uh.T - U @ U.T, 2)
    ratio = np.linalg.norm(Qh - Q2, 2) / dK
    lhs238 = max(np.linalg.norm((np.eye(d) - Uh @ Uh.T) @ W[:, i]) / np.linalg.norm(W[:, i]) for i in range(K))
    return lhs237, lhs238, ratio + eps

for name, Uf in (("signed (printed)", U_signed), ("|eig| (reading)", U_abs)):
    l1, l2, rhs = sides(Q2hat, Uf, 1e-3)
    print(f"empirical Q^_2, {name}: ||U^U^T-UU^T|| = {l1:.4f}, max_i ||(I-U^U^T)w_i||/||w_i|| = {l2:.4f}, ratio+eps = {rhs:.4g}")

print("path: Q^_2 = Q_2 + E, ||E|| = r delta_K/10 (hypothesis r<=1), eps = r/100")
for r in [1, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5]:
    G = rng.standard_normal((d, d)); E = G + G.T; E *= r * dK / 10 / np.linalg.norm(E, 2)
    for name, Uf in (("signed", U_signed), ("abs", U_abs)):
        l1, l2, rhs = sides(Q2 + E, Uf, r / 100)
        print(f"  r={r:g} {name:6s}: lhs237={l1:.4f} lhs238/||w||={l2:.4f} rhs={rhs:.3g}  lhs/rhs={l1/rhs:.3g}")
