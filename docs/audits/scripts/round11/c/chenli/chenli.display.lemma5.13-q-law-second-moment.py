r"""Auditor C: chenli proof of Lemma 5.13 (L984-L990, extra condition): E[<w, 1_T2 + 1_T3 - 1'_2 - 1'_3>^2 | U] <~
(1 + c^2/r_Theta) ||w||^2, w = P_{S\U} Theta (1_U2 + 1_U3), via (c^2/d2) <1, w|_{S2\U2}>^2 <~ (c^2/r_Theta) ||w||^2.
Core check: for a slice-type law on n coordinates with mean m (Q_{n,m}: exchangeable +-1 with a fixed count),
E<w, xi>^2 = ||w||^2 + (m^2 n - 1)/(n - 1) sum_{i != j} w_i w_j  (the printed second-moment formula, L986-L988),
which for w constant on the n coordinates equals ||w||^2 (1 + (m^2 n - 1)) = m^2 n ||w||^2 ... exactly; Cauchy-Schwarz
<1, w>^2 <= n ||w||^2 is then tight. Parameters at the edge of the lemma: d2 = d3 = sqrt(d), r_Theta = d^{1/4}/10,
c = sqrt(min(r, d2, d3))/2 (largest allowed), |mu|, |mu'| <= c/sqrt(d2). Case A (true coupling law, mean mu on S2 when
U2 is empty, mu = mu' = c/sqrt(d2)); case B (printed law, mean (mu - mu')/(2 + mu - mu'), mu = -mu' = -c/sqrt(d2)).
Exact enumeration check of the formula on a small slice (n = 8)."""
import itertools, math
import numpy as np
# exact check of the second-moment formula on a small slice: n = 8, k ones
n, k = 8, 6
w = np.ones(n) * 0.7
vals = []
for pos in itertools.combinations(range(n), k):
    xi = -np.ones(n); xi[list(pos)] = 1
    vals.append((w @ xi) ** 2)
m = (2 * k - n) / n
formula = w @ w + (m * m * n - 1) / (n - 1) * (w.sum() ** 2 - w @ w)
print(f"slice n = 8, k = 6: exact E<w, xi>^2 = {np.mean(vals):.6f}, formula = {formula:.6f}")
for ld in [8, 12, 16, 24, 32, 40]:
    d = 10.0 ** ld
    d2 = d3 = math.sqrt(d)
    r = d ** 0.25 / 10
    c = math.sqrt(min(r, d2, d3)) / 2
    assert c >= 1
    # case A: U2 empty, n = d2, mean mu = c/sqrt(d2)
    mA = c / math.sqrt(d2); nA = d2
    A = 1 + (mA * mA * nA - 1) / (nA - 1) * (nA - 1)          # E/||w||^2 for constant w: 1 + (m^2 n - 1)
    # case B: printed law with mu = -mu' = -c/sqrt(d2): mean (mu - mu')/(2 + mu - mu'), n = d2 - |U2|, |U2| = c sqrt(d2)
    mu = -c / math.sqrt(d2); mup = -mu
    mB = (mu - mup) / (2 + mu - mup); nB = d2 - (mup - mu) / 2 * d2
    B = 1 + (mB * mB * nB - 1)
    rhs = 1 + c * c / r
    print(f"d = 1e{ld}: r = {r:.3g}, c^2 = {c*c:.3g}: E<w,xi>^2/||w||^2 = {A:.4g} (case A), {B:.4g} (case B) vs (1 + c^2/r) = {rhs:.3g}; "
          f"ratios {A/rhs:.3g}, {B/rhs:.3g}")
