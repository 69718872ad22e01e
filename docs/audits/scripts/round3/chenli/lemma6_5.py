"""Independent audit of chenli.lemma6.5 (seed 000 L1583-L1605; (70) L1551, sigma/(72) L1573-L1581, Lemma 6.4 L1539-L1558,
(71) L1571, Assumptions 1/2 L430-L440).

Explicit matrix instance (d=48, m=2048), built from scratch:
  w := x (X2-X3)^T, so <M, w>_F = x^T M (X2-X3)^T.
  Theta_i = n_i U_i with U_i EXACTLY orthonormal (Frobenius) and <U_i, w> prescribed, so that
  x^T Theta_i (X2-X3)^T = S + eta_i  (Item 1), S = s + xi F / 2, F = ||Theta_1||_F, n_i = sqrt(lam) F for i >= 2.
  E orthogonal to all Theta_i and to w, ||E|| = eps* (so x^T E (X2-X3)^T = 0 >= 0 and dist(Theta', K_Theta) >= eps*).
  alpha alternating: alpha_i = (1+sigma)/m +- a, sum alpha = 1 + sigma, ||Theta'||_F = 2F (edge of hypothesis).
  eta_i = -t sign(alpha_i) xi F/2 with t in [0,1] chosen so that x^T Theta' (X2-X3)^T = S exactly (centre of Item 2's
  excluded interval), which is possible iff (xi F/2) sum|alpha| >= sigma S = c_* eps*/2.
Hidden constants: c_* = 1/(C1 m log(L/xi)), L = (k e^{beta^2})^{1/lam}; eps* at the edge of (70) with constant 1.
Then sigma S = (1/C1)(1/2+1/lam) xi F / 2, and (73) (the proof's own requirement) needs 1/C1 >= 2.
"""
import numpy as np

rng = np.random.default_rng(1)
d, m = 48, 2048
lam, xi, k, beta = 0.5, 1e-6, 16, 1.0
F = 100.0                      # ||Theta_1||_F, Assumption 6 wants it >> log(kd); everything scales with xi F
s = 0.1 * min(1.0, F)          # s = c min(1, ||Theta_1||_F), c = 0.1
Lg = np.log((k * np.e ** (beta**2)) ** (1 / lam) / xi)
eps_star = m * Lg * (0.5 + 1 / lam) * xi * F          # edge of (70)
S = s + xi * F / 2
assert xi < k ** (-1 / lam) * np.exp(-beta**2 / lam)   # (68) with constants 1

x = rng.choice([-1.0, 1.0], size=d)
X2 = rng.choice([-1.0, 1.0], size=d)
X3 = rng.choice([-1.0, 1.0], size=d)
w = np.outer(x, X2 - X3).ravel()
wn = np.linalg.norm(w)
what = w / wn

# orthonormal P_1..P_m, plus E-direction, all orthogonal to w
D = d * d
R = rng.normal(size=(D, m + 1))
R -= np.outer(what, what @ R)
Q, _ = np.linalg.qr(R)
P, Edir = Q[:, :m], Q[:, m]

n = np.full(m, np.sqrt(lam) * F)
n[0] = F


def run(C1inv):
    c_star_eps = C1inv * (0.5 + 1 / lam) * xi * F      # c_* eps*
    sigma = c_star_eps / (2 * s + xi * F)
    room = sigma * S                                    # = c_* eps* / 2
    # alpha with sum = 1+sigma and sum alpha_i^2 n_i^2 = 4F^2 - eps*^2
    sgn = np.where(np.arange(m) % 2 == 0, 1.0, -1.0)
    base = (1 + sigma) / m
    lo, hi = 0.0, 10.0
    for _ in range(200):
        a = (lo + hi) / 2
        al = base + sgn * a
        if np.sum(al**2 * n**2) > 4 * F**2 - eps_star**2:
            hi = a
        else:
            lo = a
    al = base + sgn * lo
    sabs = np.sum(np.abs(al))
    t = room / (xi * F / 2 * sabs)
    feasible = t <= 1
    t = min(t, 1.0)
    eta = -t * np.sign(al) * xi * F / 2
    g = (S + eta) / (n * wn)             # <U_i, what> = g_i
    gn2 = g @ g
    assert gn2 < 1
    # U = g what^T + B P^T with B = sqrt(I - g g^T)  => rows orthonormal
    coef = (1 - np.sqrt(1 - gn2)) / gn2
    # U_i = g_i what + P_i - coef * g_i * sum_j g_j P_j
    Pg = P @ g
    U = np.outer(g, what) + P.T - coef * np.outer(g, Pg)   # m x D
    Th = U * n[:, None]
    Theta_p = al @ Th + eps_star * Edir
    # checks
    gram = U @ U.T
    orth_err = np.abs(gram - np.eye(m)).max()
    item1 = Th @ w                       # x^T Theta_i (X2-X3)^T
    item1_ok = np.all((item1 >= s - 1e-12) & (item1 <= s + xi * F + 1e-12))
    eterm = (eps_star * Edir) @ w
    normTp = np.linalg.norm(Theta_p)
    # distance from Theta' to affine hull {sum b_i Theta_i, sum b_i = 1}
    # Theta_i orthogonal with norms n_i: project coefficients alpha onto {sum b = 1} in metric diag(n^2)
    winv = 1 / n**2
    b = al - winv * (al.sum() - 1) / winv.sum()
    dist = np.linalg.norm(Theta_p - b @ Th)
    val = Theta_p @ w
    lhs_eq71 = sabs
    print(f"1/C1={C1inv:6.1f}: sigma={sigma:.3e} sum alpha={al.sum():.9f} (1+sigma={1+sigma:.9f}) "
          f"sum|alpha|={sabs:.2f} (71 says <~ (1/lam)||Th'||/||Th1|| = {normTp/F/lam:.2f}); "
          f"orth err {orth_err:.1e}; Item1 ok {item1_ok}; x^T E(X2-X3)^T={eterm:.1e}; ||Th'||/F={normTp/F:.6f}; "
          f"dist(Th',K)/eps*={dist/eps_star:.3f}")
    print(f"      value - S = {val - S:.3e}  (Item 2 needs |value - S| > xi F/2 + Theta(eps*) = {xi*F/2:.3e} + "
          f"Theta({eps_star:.3e})); room sigma S = {room:.3e} vs (xi F/2) sum|alpha| = {xi*F/2*sabs:.3e}; "
          f"counterexample (value at centre): {feasible}")


for C1inv in [2.0, 10.0, 50.0, 51.0, 60.0]:
    run(C1inv)
# threshold of the constant for which this m fails: sum|alpha| >= (1/C1)(1/2 + 1/lam)
print("max sum|alpha| ~ 2 sqrt(m/lam) =", 2 * np.sqrt(m / lam), "; fails for every 1/C1 <= sum|alpha|/(1/2+1/lam);"
      " for any fixed constant, m ~ (1/C1)^2 (1/2+1/lam)^2 lam / 4 suffices")
