"""Auditor B r26: chenli (37) first '<~' (seed 000 L950-L952), proof of Lemma 5.13, general case.
lhs = E[(y_[0]^T Theta (1_U2 + 1_U3))^2] = Tr(P_[1] Theta E[(1_U2+1_U3)^{(x)2}] Theta^T)  ((34), y_[0] uniform, independent)
rhs = (c/sqrt(d2) + c^2/r) ||Theta||_F^2 + ||Theta_[2]||_F^2 + 1_[3]^T Theta^T Theta 1_[3],  Theta_[a] := Theta P_[a] (L561)."""
import itertools, math
import numpy as np
from fractions import Fraction
from scipy.linalg import hadamard

def second_moment_exact(d1, d2, d3, mu, mup, nu, nup):
    """E[1_U 1_U^T] for U = U2 u U3 under Definition 5.10 (mu <= mu', nu <= nu'), marginalised over x, exact Fractions."""
    def block(m, a, b):   # x block slice with (1+a)m/2 positives; U = random subset of the negatives of size (b-a)m/2
        neg = round((1 - a) * m / 2); u = round((b - a) * m / 2)
        assert abs((1 - a) * m / 2 - neg) < 1e-9 and abs((b - a) * m / 2 - u) < 1e-9
        pi = Fraction(u, m)                                           # P(i in U)
        pij = Fraction(u, m) * Fraction(u - 1, m - 1) if m > 1 else Fraction(0)   # P(i, j in U), i != j
        return pi, pij
    return block(d2, mu, mup), block(d3, nu, nup)

def lhs_rhs(Th, d1, d2, d3, mu, mup, nu, nup, c, r):
    (a2, b2), (a3, b3) = second_moment_exact(d1, d2, d3, mu, mup, nu, nup)
    d = d1 + d2 + d3
    M = np.zeros((d, d))
    s2 = slice(d1, d1 + d2); s3 = slice(d1 + d2, d)
    M[s2, s2] = float(b2); M[s3, s3] = float(b3)
    M[np.arange(d1, d1 + d2), np.arange(d1, d1 + d2)] = float(a2)
    M[np.arange(d1 + d2, d), np.arange(d1 + d2, d)] = float(a3)
    M[s2, s3] = float(a2 * a3); M[s3, s2] = float(a2 * a3)
    P1 = np.zeros((d, d)); P1[:d1, :d1] = np.eye(d1)
    lhs = np.trace(P1 @ Th @ M @ Th.T)
    one3 = np.r_[np.zeros(d1 + d2), np.ones(d3)]
    F2 = np.sum(Th ** 2)
    rhs = (c / math.sqrt(d2) + c * c / r) * F2 + np.sum(Th[:, s2] ** 2) + one3 @ Th.T @ Th @ one3
    rhs3 = (c / math.sqrt(d2) + c * c / r) * F2 + np.sum(Th[:, s3] ** 2) + one3 @ Th.T @ Th @ one3   # reading: Theta_[3]
    return lhs, rhs, rhs3, F2

# ---- 1. helper's instance at n = 8, lhs by brute-force enumeration of U (and of y_[0]) ----
n = 8; d1 = d2 = d3 = n; d = 3 * n
H = hadamard(n).astype(float); H[0, :] = 0.0
Th = np.zeros((d, d)); Th[:d1, d1 + d2:] = H
mu = mup = 0.0; nu, nup = -1.0, 0.0
# brute force: x block 3 all -1 (nu = -1), U3 uniform subset of size n/2 of block 3; U2 empty; y_[0] uniform on {+-1}^n
tot = Fraction(0); cnt = 0
for U in itertools.combinations(range(n), n // 2):
    v = np.zeros(d); v[[d1 + d2 + j for j in U]] = 1
    w = Th @ v                      # only rows S_[1] nonzero
    tot += Fraction(int(round(w @ w))); cnt += 1      # E_y0[(y0^T w)^2] = ||P1 w||^2
lhs_bf = tot / cnt
lhs, rhs, rhs3, F2 = lhs_rhs(Th, d1, d2, d3, mu, mup, nu, nup, c=1.0, r=4.0)
print(f"n=8: brute-force lhs = {lhs_bf} = {float(lhs_bf)}, formula lhs = {lhs:.6f}, n^2/4 = {n*n/4}, ||Theta||_F^2 = {F2:.0f} = n(n-1); ||Theta_[2]||=0, Theta 1_[3] = {np.abs(Th @ np.r_[np.zeros(2*n), np.ones(n)]).max()}")
assert abs(float(lhs_bf) - lhs) < 1e-9 and abs(lhs - n * n / 4) < 1e-9

# ---- 2. path along d (Hadamard family; hypotheses analytic) ----
print("\npath: n = 2^j, d = 3n, r = d^{1/4}/10, c = 1, mu = mu' = 0, nu = -1, nu' = 0 (general case: |nu| = 1 > c/sqrt(d3))")
for j in [20, 24, 30, 40, 60, 80]:
    n = 2 ** j; d = 3 * n; r = d ** 0.25 / 10; c = 1.0
    assert 1 <= c <= math.sqrt(min(r, n, n)) / 2
    # Assumption 3: stable ranks n-1 (Theta) and >= n-2 (Theta Pi_S^perp) >= r
    assert n - 2 >= r
    # Assumption 4: rows^2 = n, columns^2 = n-1 <= v^2 ||Theta||_F^2/d = v^2 (n-1)/3 ; Pi_S^perp columns <= 2 sqrt(n), F^2 >= n(n-2)
    v = math.sqrt(max(3 * n / (n - 1), 12 * n / (n - 2)))
    assert v <= math.sqrt(d) / (10 * r ** 2) + 1e-9, (v, math.sqrt(d) / (10 * r ** 2))
    p_minus_q = n / (4 * (n - 1))
    A = c / math.sqrt(n) + c * c / r
    ratio = p_minus_q / A             # lhs/rhs, Theta-independent once Theta_[2] = 0, Theta 1_[3] = 0, rows in S_[1]
    print(f"  n=2^{j}: r={r:.1f}, v={v:.2f} <= sqrt(d)/(10 r^2)={math.sqrt(d)/(10*r*r):.1f}, lhs/rhs = {ratio:.4g} (r/4 = {r/4:.4g})")

# ---- 3. reading: ||Theta_[3]||_F^2 in place of ||Theta_[2]||_F^2, random Theta, all (mu,mu',nu,nu') on the grid ----
rng = np.random.default_rng(1)
worst = 0.0
for trial in range(300):
    n2 = int(rng.choice([4, 8, 16])); n3 = int(rng.choice([4, 8, 16])); n1 = int(rng.choice([2, 4, 8]))
    d = n1 + n2 + n3
    Th = rng.standard_normal((d, d)) * rng.choice([0.1, 1, 10], size=(1, d))
    r = float(rng.uniform(4, 50)); c = 1.0
    # mu, mu' within c/sqrt(d2) on the grid of multiples of 2/d2; nu, nu' anything
    mus = [k * 2 / n2 - 1 for k in range(n2 + 1) if abs(k * 2 / n2 - 1) <= c / math.sqrt(n2) + 1e-12]
    nus = [k * 2 / n3 - 1 for k in range(n3 + 1)]
    mu = float(rng.choice(mus)); mup = float(rng.choice([m for m in mus if m >= mu]))
    nu = float(rng.choice(nus)); nup = float(rng.choice([m for m in nus if m >= nu]))
    lhs, rhs, rhs3, F2 = lhs_rhs(Th, n1, n2, n3, mu, mup, nu, nup, c, r)
    worst = max(worst, lhs / rhs3)
print(f"\nreading Theta_[3]: max lhs/rhs over 300 random (Theta, mu, mu', nu, nu') = {worst:.4f} (algebraic bound 2)")
