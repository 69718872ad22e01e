"""Audit of thesis (C.239)/(C.240), Lemma C.6.4 symmetric case (L6409-L6425) with U^ = Subroutine 1 line 5 (L5121):
'Pick an arbitrary vector alpha ... orthogonalizing the eigenvectors with respect to the K largest eigenvalues of
Q^_3(I_d, I_d, alpha)'.  Model (4.1), sigmoid; symmetric GMM (C.4), L even: lambda_l (N(mu_l, S_l) + N(-mu_l, S_l)).
Q_3 per (C.2): E[y (-1)^3 p^{-1} grad^3 p], contracted with alpha on the third index.  Own script (numpy/scipy)."""
import numpy as np
from scipy import integrate
from scipy.stats import norm

rng = np.random.default_rng(3)
phi = lambda z: 1 / (1 + np.exp(-z))
d1 = lambda z: phi(z) * (1 - phi(z))
d2 = lambda z: d1(z) * (1 - 2 * phi(z))
d3 = lambda z: d1(z) * (1 - 6 * phi(z) + 6 * phi(z) ** 2)
d, K = 3, 2
W = np.eye(d)[:, :K]
mu = np.array([0.4, 0.25, 0.3]); S = 0.3 * np.eye(d)
comps = [(0.5, mu, S), (0.5, -mu, S)]          # symmetric, L = 2 (lambda_1 = 1/2 on each of +-mu)
alpha = np.array([1.0, -1.0, 0.0]) / np.sqrt(2)  # 'an arbitrary vector alpha'

def E1d(f, w):
    tot = 0
    for lam, m, s in comps:
        mm, ss = w @ m, np.sqrt(w @ s @ w)
        tot += lam * integrate.quad(lambda z: f(z) * norm.pdf(z, mm, ss), mm - 12 * ss, mm + 12 * ss, epsabs=1e-13)[0]
    return tot
c1 = np.array([E1d(d1, W[:, i]) for i in range(K)]); c3 = np.array([E1d(d3, W[:, i]) for i in range(K)])
c2 = np.array([E1d(d2, W[:, i]) for i in range(K)])
M = sum(c3[i] * (W[:, i] @ alpha) * np.outer(W[:, i], W[:, i]) for i in range(K)) / K     # Q_3(I, I, alpha) (Stein)
print("E phi' =", c1, " E phi'' =", c2, "(Q_2 = 0 for the symmetric mixture)  E phi''' =", c3)
ev = np.linalg.eigvalsh(M); dK = np.sort(np.abs(ev))[::-1][K - 1]
print("Q_1 nonzero:", np.linalg.norm(W @ c1) > 0, " Q_3 nonzero:", np.any(np.abs(c3) > 1e-8))
print("eig Q_3(I,I,alpha) =", ev, " delta_K =", dK)

def sample(n):
    comp = rng.choice(2, size=n)
    x = rng.standard_normal((n, d)) @ np.linalg.cholesky(S).T
    return x + np.where(comp[:, None] == 0, mu, -mu)
def Q3alpha_terms(x):
    p = np.zeros(len(x)); T = np.zeros((len(x), d, d)); Si = np.linalg.inv(S)
    for lam, m, s in comps:
        r = (x - m) @ Si
        pl = lam * np.exp(-0.5 * np.einsum('ni,ij,nj->n', x - m, Si, x - m)) / np.sqrt((2 * np.pi) ** d * np.linalg.det(s))
        ra = r @ alpha; Sa = Si @ alpha
        G3 = -ra[:, None, None] * (np.einsum('ni,nj->nij', r, r) - Si[None]) + np.einsum('i,nj->nij', Sa, r) + np.einsum('ni,j->nij', r, Sa)
        p += pl; T += pl[:, None, None] * G3
    return p, T
n_tot, chunk = 8_000_000, 500_000
acc = np.zeros((d, d))
for _ in range(n_tot // chunk):
    x = sample(chunk); y = (rng.random(chunk) < phi(x @ W).mean(1)).astype(float)
    p, T = Q3alpha_terms(x)
    acc += -np.einsum('n,nij->ij', y / p, T)          # (-1)^3
Mh = acc / n_tot; Mh = (Mh + Mh.T) / 2
err = np.linalg.norm(Mh - M, 2)
print("empirical Q^_3(I,I,alpha) from (C.2), n = 8e6:\n", np.round(Mh, 4))
print("||Q^_3 - Q_3|| =", err, " delta_K/10 =", dK / 10, " hypothesis holds:", err <= dK / 10)
U = W
def pick(Q, absval):
    w, V = np.linalg.eigh(Q); o = np.argsort(np.abs(w) if absval else w)[::-1][:K]; return V[:, o]
def sides(Qh, absval, eps):
    Uh = pick(Qh, absval)
    return (np.linalg.norm(Uh @ Uh.T - U @ U.T, 2),
            max(np.linalg.norm(W[:, i] - Uh @ Uh.T @ W[:, i]) / np.linalg.norm(W[:, i]) for i in range(K)),
            np.linalg.norm(Qh - M, 2) / dK + eps)
for absval in (False, True):
    print(("|eig| " if absval else "signed") + " on empirical Q^_3: lhs239=%.4f lhs240/||w||=%.4f ratio+eps=%.4f" % sides(Mh, absval, 1e-3))
print("path Q^ = Q + E, ||E|| = r delta_K/10, eps = r/100:")
for r in [1, 1e-2, 1e-4, 1e-6]:
    G = rng.standard_normal((d, d)); E = G + G.T; E *= r * dK / 10 / np.linalg.norm(E, 2)
    a = sides(M + E, False, r / 100); b = sides(M + E, True, r / 100)
    print(f"  r={r:g}: signed lhs239={a[0]:.4f} lhs240={a[1]:.4f} rhs={a[2]:.3g} ratio={a[0]/a[2]:.3g} | |eig| lhs/rhs={b[0]/b[2]:.3g}")
# alpha = generic Gaussian direction: fraction of alphas giving a negative eigenvalue
neg = 0
for _ in range(2000):
    al = rng.standard_normal(d)
    Ma = sum(c3[i] * (W[:, i] @ al) * np.outer(W[:, i], W[:, i]) for i in range(K)) / K
    neg += np.linalg.eigvalsh(Ma)[0] < -1e-12
print("fraction of Gaussian alpha with a negative eigenvalue of Q_3(I,I,alpha):", neg / 2000)
