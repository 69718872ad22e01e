"""Audit thesis.ch5.lemmaD.2.9-L7287: Otilde(||q^T A||_1 ||Z_{2,n}|| sqrt(s)) <= Otilde(||q||_1 ||A||_inf tau_w^{8/5} m1^{9/10}).
With the proof's own bounds ||Z_{2,n}|| <= Otilde(tau_w^{6/5} m1^{3/10} ||A||_inf) (D.72) and s <= Otilde(tau_w^{4/5} m1^{6/5})
(L7241), the middle is ||q^T A||_1 ||A||_inf tau_w^{8/5} m1^{9/10}: the step needs ||q^T A||_1 <~ ||q||_1 (polylog allowed).
A = D^{-1/2} (A~ + I) D^{-1/2} (L1365, self-connections added). Star with L leaves, q = e_hub. Exact rationals/sqrt via numpy.
Also: ||A||_inf >= rho(A) = 1, so the corrected term is <= (D.70)'s ||q^T A||_1 ||A||_inf^2 error term.
"""
import numpy as np

print("L | ||q^T A||_1 (q = e_hub, ||q||_1 = 1) | ||A||_inf | rho(A) | log(L)^3 (polylog slack)")
for L in [10, 100, 1000, 3000]:
    N = L + 1
    At = np.eye(N)
    At[0, 1:] = At[1:, 0] = 1
    d = At.sum(1)
    A = At / np.sqrt(np.outer(d, d))
    qA = np.abs(A[0]).sum()
    inf = np.abs(A).sum(1).max()
    rho = np.max(np.abs(np.linalg.eigvalsh(A)))
    assert abs(qA - (1 / (L + 1) + L / np.sqrt(2 * (L + 1)))) < 1e-9 and inf >= 1 - 1e-12 and abs(rho - 1) < 1e-9
    print(L, f"{qA:.2f}", f"{inf:.2f}", f"{rho:.6f}", f"{np.log(L)**3:.1f}", sep=" | ")
for L in [10**6, 10**8, 10**12]:  # closed form
    qA = 1 / (L + 1) + L / np.sqrt(2 * (L + 1))
    print(L, f"{qA:.4g}", f"{qA:.4g}", "1", f"{np.log(L)**3:.4g}", sep=" | ")
# random graphs: ratio ||q^T A||_1/||q||_1 vs ||A||_inf, and ||A||_inf >= 1
rng = np.random.default_rng(0)
for _ in range(200):
    N = rng.integers(3, 40)
    At = (rng.random((N, N)) < rng.random()).astype(float)
    At = np.triu(At, 1)
    At = At + At.T + np.eye(N)
    d = At.sum(1)
    A = At / np.sqrt(np.outer(d, d))
    q = rng.normal(size=N)
    assert np.abs(q @ A).sum() <= np.abs(q).sum() * np.abs(A).sum(1).max() + 1e-9
    assert np.abs(A).sum(1).max() >= 1 - 1e-12
print("random graphs: ||q^T A||_1 <= ||q||_1 ||A||_inf and ||A||_inf >= 1 on 200 draws")
