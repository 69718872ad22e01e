"""Auditor A, round 24: chenli Lemma 8.2 at l = 0 (seed 000 L2691-L2695), N = Theta(||Theta_1||_F/zeta)^l.

Model: the oracle of Algorithm 4 line 9 / proof L2808 ('query the membership oracle for K_{ij,s}^A and add the
output, if any'): given a convex body Q it returns SOME point of Q (adversarial choice) or 'empty'.
Enclosure family (Definition 6.13, m = 1): K = conv({0} u B(Theta, zeta)), zeta <= eps ||Theta||/(1+eps):
  (1) convex; (2) ||M|| <= ||Theta|| + zeta <= 2||Theta||; (3) M = t(Theta + zeta u): ||Pi_perp M|| <= t zeta
  <= eps t (||Theta|| - zeta) <= eps ||M||; (4) contains B(Theta, zeta).
(a) l = 0, N = 1 (literal (Theta(x))^0 = 1): one query Q. If 0 in Q the oracle may answer 0 (no direction);
    otherwise Q lies in an open halfspace {<B,G> > 0} and the adversary tilts Theta so that K misses it; either way
    the single output is a fixed matrix M0 (depends only on the answer 'empty'/0) and the adversary puts Theta
    orthogonal-ish to M0. Checked numerically below for d = 2 (R^4), ||Theta|| = 1, eps* = 1e-2.
(b) N = 2 (reading C x^l with C >= 2): queries K n {<B,G> >= r} and K n {<B,G> <= -r}, r << zeta ||G||; one
    is non-empty (K contains B(Theta, zeta)), any returned M' != 0 and by (3) M'/||M'|| is eps <= nu_1 close.
"""
import numpy as np

rng = np.random.default_rng(0)
d, m, lam, th, eps_star = 2, 1, 1.0, 1.0, 1e-2
eps = eps_star / (2 * np.sqrt(m) * th * (d * np.sqrt(m ** 3 / lam)) ** m)
nu1 = 2 * d * np.sqrt(2 * m / lam) * (0 + eps)
zeta = eps * th / (1 + eps)
print(f"eps = {eps:.4g}, nu_1 = {nu1:.4g}, zeta = {zeta:.4g}")
D = d * d


def dist_to_span(M, Theta):
    u = Theta / np.linalg.norm(Theta)
    return np.linalg.norm(M - (M @ u) * u)


def K_max_along(G, Theta):
    """max over K = conv(0, B(Theta, zeta)) of <B, G>: max(0, <Theta,G> + zeta ||G||)."""
    return max(0.0, Theta @ G + zeta * np.linalg.norm(G))


def check_prop3(Theta, n=200000):
    t = rng.random(n)[:, None]
    u = rng.normal(size=(n, D)); u /= np.linalg.norm(u, axis=1, keepdims=True)
    u *= rng.random(n)[:, None] ** (1 / D)
    M = t * (Theta + zeta * u)
    nrm = np.linalg.norm(M, axis=1)
    uu = Theta / np.linalg.norm(Theta)
    perp = np.linalg.norm(M - np.outer(M @ uu, uu), axis=1)
    return float(np.max(perp / np.maximum(nrm, 1e-300))), float(nrm.max())


# (a) one query: halfspace {<B,G> >= r}, any r > 0, G fixed by the algorithm; on 'empty' it outputs fixed M0.
worst = 0.0
for trial in range(2000):
    G = rng.normal(size=D); G /= np.linalg.norm(G)
    r = 10 ** rng.uniform(-12, 0)
    M0 = rng.normal(size=D); M0 /= np.linalg.norm(M0)           # the algorithm's output on 'empty'
    # adversary: Theta unit, orthogonal to M0, with <Theta, G> <= -2 zeta (so K n {<B,G> >= r} is empty)
    w = M0 - 0 * M0
    basis = np.linalg.qr(np.column_stack([M0, G, rng.normal(size=(D, D - 2))]))[0]
    # direction h in M0^perp with <h, G> as negative as possible
    Gp = G - (G @ M0) * M0
    if np.linalg.norm(Gp) < 1e-9:
        continue
    Theta = -Gp / np.linalg.norm(Gp) * th
    assert Theta @ G <= -2 * zeta
    assert K_max_along(G, Theta) < r                       # empty answer
    worst = max(worst, dist_to_span(M0, Theta))
p3, nmax = check_prop3(Theta)
print(f"(a) 1 query + 1 output: adversarial dist(M0, span) = {worst:.4f} (>= nu_1 = {nu1:.4g}) for all 2000 algorithms;"
      f" enclosure check: max ||Pi_perp M||/||M|| = {p3:.4g} <= eps {eps:.4g}, max ||M|| = {nmax:.4f} <= 2")
# a query body containing 0: the oracle may return 0, after which the output is again a fixed M0: same adversary.

# (b) two queries +-G with tiny r: succeed on random enclosures of the family
ok = 0
for trial in range(2000):
    Theta = rng.normal(size=D); Theta *= th / np.linalg.norm(Theta)
    G = rng.normal(size=D); G /= np.linalg.norm(G)
    r = 1e-3 * zeta
    found = None
    for s in (1, -1):
        if K_max_along(s * G, Theta) >= r:
            # adversarial returned point: the point of K n {<B, sG> >= r} with the WORST direction, i.e. the
            # smallest norm on the face <B, sG> = r: t (Theta + zeta u) with t small and u chosen to tilt
            u = s * G - (s * G @ Theta / th ** 2) * Theta
            u = u / max(np.linalg.norm(u), 1e-300)
            P = Theta + zeta * u
            t = r / (P @ (s * G)) if P @ (s * G) > 0 else 1.0
            found = min(t, 1.0) * P
            break
    if found is not None and dist_to_span(found / np.linalg.norm(found), Theta) <= nu1:
        ok += 1
print(f"(b) 2 queries (+-G): success {ok}/2000 (output eps-close to the span, eps <= nu_1)")
