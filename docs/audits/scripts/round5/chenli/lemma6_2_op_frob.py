"""Audit chenli.display.lemma6.2-op-frob: seed 000 L1410-L1418 ((62), (63)); Assumption 8 with (9) kappa' << 1/m (L475-L477).
Family: W_i = diag(1, c_i) (shared top direction), ||W_i||_op = 1, ||W_i||_F^2 = r, <W_i, W_i'> = -kappa' r, (lambda_i)_j = 1.
Then ||M||_op^2 = m^2 (the shared entry; c-block contributes less), ||M||_F^2 = m r (1 - (m-1) kappa'),
printed rhs = (m/r)(1 + m kappa')||M||_F^2. Realisability: Gram of the c_i, diag r-1, off-diag -(kappa' r + 1), must be PSD."""
from fractions import Fraction as F
import numpy as np
for m, kap, r in [(3, F(3, 10), 8), (3, F(1, 10), 40), (30, F(1, 600), 2000), (30, F(1, 1000), 2000)]:
    G = np.full((m, m), -float(kap * r + 1)); np.fill_diagonal(G, r - 1)
    psd = np.linalg.eigvalsh(G).min() >= -1e-9
    op2 = m * m; fro2 = m * r * (1 - (m - 1) * kap); rhs = F(m, r) * (1 + m * kap) * fro2
    print(f"m={m} kappa'={kap} (m kappa'={float(m*kap):.3f}) r={r}: Gram PSD={psd}; ||M||_op^2={op2} vs printed rhs={float(rhs):.4f} "
          f"ratio={float(op2/rhs):.5f}; with 1/(1-m kappa'): {float(F(m, r) / (1 - m * kap) * fro2):.4f}; threshold 1/(m(m-1))={1/(m*(m-1)):.5f}")
