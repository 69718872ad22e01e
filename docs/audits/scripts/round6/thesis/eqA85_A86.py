"""Audit thesis.ch2.eqA.85 / ch3.eqB.93 / ch2.eqA.86 (seed 003 L3038-L3048, L4282-L4288).

W_O(i,:)^(0) ~ N(0, xi^2/m_a I) in R^{m_a} (L3038, L4282), i in [m], independent rows. Exact laws (scipy):
||W_O(i,:)||^2 = (xi^2/m_a) chi2_{m_a};  W_O(i,:) p_1 ~ N(0, xi^2/m_a) for a unit p_1.
P(min_i ||W_O(i,:)|| >= c xi) = (1 - F_chi2(m_a c^2))^m;  P(min_i |W_O(i,:) p_1| >= c xi) = (2 Phi(-c sqrt(m_a)))^m.
Hypotheses: Ch. 2: 2 < M < m_a (L543), m_a = Theta(M) (L3532), m >~ M^2 log N (L578, a lower bound only);
Ch. 3: 2 <= M < m_a (L813), m >= Omega(M^2 log N) (L869). Smallest admissible m_a: 4 (Ch. 2), 3 (Ch. 3).
"""
import numpy as np
from scipy.stats import chi2, norm
from scipy.optimize import brentq


def median_min_norm(ma: int, m: float) -> float:  # in units of xi
    # P(min >= x) = S(x)^m = 1/2  <=>  S(x) = 2^{-1/m}
    return float(np.sqrt(chi2.isf(2.0 ** (-1.0 / m), ma) / ma))


def median_min_proj(ma: int, m: float) -> float:
    # P(|Z| >= x sqrt(ma)) = 2^{-1/m} -> x = Phi^{-1}(1 - 2^{-1/m}/2)/sqrt(ma)
    return float(norm.isf(2.0 ** (-1.0 / m) / 2) / np.sqrt(ma))


def main() -> None:
    print("(A.85)/(B.93): median of min_i ||W_O(i,:)||/xi")
    for ma in [3, 4, 8]:
        print(f"  m_a={ma}: " + ", ".join(f"m=1e{e}: {median_min_norm(ma, 10.0**e):.3e}" for e in [2, 4, 8, 12]))
    for ma, c in [(4, 0.1), (4, 0.01), (3, 0.1)]:
        for m in [1e4, 1e6, 1e8]:
            p = np.exp(m * np.log1p(-chi2.cdf(ma * c * c, ma)))
            print(f"  m_a={ma}, c={c}, m={m:.0e}: P(min_i ||W_O(i,:)|| >= c xi) = {p:.3e}")
    print("(A.86): median of min_i |W_O(i,:) p_1|/xi")
    for ma in [4, 8, 100]:
        print(f"  m_a={ma}: " + ", ".join(f"m=1e{e}: {median_min_proj(ma, 10.0**e):.3e}" for e in [0, 2, 4, 8]))
    for ma, c in [(4, 0.1), (4, 0.01)]:
        for m in [1e2, 1e4, 1e6]:
            p = (2 * norm.sf(c * np.sqrt(ma))) ** m
            print(f"  m_a={ma}, c={c}, m={m:.0e}: P(min_i |W_O(i,:) p_1| >= c xi) = {p:.3e}")
    # Monte Carlo cross-check of one exact value
    rng = np.random.default_rng(0)
    ma, m = 4, 10000
    mins = np.array([np.sqrt((rng.normal(size=(m, ma)) ** 2).sum(1) / ma).min() for _ in range(200)])
    print(f"MC m_a=4, m=1e4: median min norm {np.median(mins):.4f} (exact {median_min_norm(4, 1e4):.4f})")


if __name__ == "__main__":
    main()
