"""Auditor A, round 20: chenli Lemma C.3 proof (seed 000 L3844-L3846):
 'phi_T(lambda) is L-Lipschitz for L := sum_{i<=m} sum_{j<=d} <x, (Theta_i)_{:j}> <~ m alpha d^2',
 phi_T(lambda) = prod_i prod_{j in T} |cos(lambda_i <x, (Theta_i)_{:j}>)|.
Checks: (1) the printed L can be negative / zero while phi_T is not constant; (2) with absolute values,
L_abs = sum |<x, (Theta_i)_{:j}>| is a valid Lipschitz constant (random smoothed instances: max finite-difference
slope / L_abs <= 1) and L_abs <= m d^{3/2} max column norm (<~ m alpha d^2)."""
import numpy as np

def phi(lam, C):                       # C[i, j] = <x, (Theta_i)_{:j}>
    return np.prod(np.abs(np.cos(lam[:, None] * C)))

# (1) helper's instance and a cancellation instance
C = np.array([[-2.0]])
lam = np.pi / 8; h = 1e-7
slope = abs(phi(np.array([lam + h]), C) - phi(np.array([lam]), C)) / h
print('m=d=1, Theta=(2), x=(-1): printed L = %.1f; slope of |cos(-2 lambda)| at pi/8 = %.4f' % (C.sum(), slope))
C2 = np.array([[1.0, -1.0]])           # d = 2 columns with <x, col> = +1, -1: printed L = 0
lam2 = np.array([0.7])
s2 = abs(phi(lam2 + 1e-7, C2) - phi(lam2, C2)) / 1e-7
print('cancellation: <x,col> = (1, -1): printed L = %.1f; slope at 0.7 = %.4f (phi = cos^2)' % (C2.sum(), s2))
# (2) smoothed instances: Theta_i = Theta'_i + N(0, sigma^2/d)
rng = np.random.default_rng(0)
worst = 0.0; frac_neg = 0
for trial in range(300):
    m, d = rng.integers(1, 4), rng.integers(2, 30)
    alpha, sigma = 1.0, 0.3
    Thp = rng.standard_normal((m, d, d)); Thp *= alpha / np.linalg.norm(Thp, axis=1, keepdims=True)
    Th = Thp + sigma / np.sqrt(d) * rng.standard_normal((m, d, d))
    x = rng.choice([-1, 1], d)
    C = np.einsum('d,idj->ij', x, Th)
    frac_neg += C.sum() < 0
    Labs = np.abs(C).sum()
    colmax = np.linalg.norm(Th, axis=1).max()
    assert Labs <= m * d ** 1.5 * colmax + 1e-9
    for _ in range(20):
        l1 = rng.uniform(-5, 5, m); dl = rng.standard_normal(m) * 1e-3
        s = abs(phi(l1 + dl, C) - phi(l1, C)) / np.linalg.norm(dl)
        worst = max(worst, s / Labs)
print('random smoothed instances (300 x 20 pairs): printed L < 0 in %d/300; max slope / L_abs = %.3f (<= 1)' % (frac_neg, worst))
