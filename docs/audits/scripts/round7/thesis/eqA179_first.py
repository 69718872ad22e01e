"""Audit thesis.ch2.eqA.179-first: unlucky neuron, V_i(t) = (1/B) sum_n X_n, X_n independent centred, |X_n| <= 1/a
(a_(l)i = +-1/a, softmax weights sum to 1), the extreme admissible law X_n = +-1/a Rademacher. Printed: |V_i| <= 1/(sqrt(B) a).
Exact binomial tail probabilities (Fractions)."""
from fractions import Fraction as F
from math import comb, sqrt, log

def tail(B):
    """Pr(|V| > 1/(sqrt(B) a)) exactly, V = S/(B a), S = sum of B Rademacher: |S| > sqrt(B)."""
    return sum(F(comb(B, k), 2 ** B) for k in range(B + 1) if abs(2 * k - B) > sqrt(B))

def quantile(B, q):
    """smallest v with Pr(|S|/B <= v) >= q."""
    pts = sorted(set(abs(2 * k - B) for k in range(B + 1)))
    for s in pts:
        p = sum(F(comb(B, k), 2 ** B) for k in range(B + 1) if abs(2 * k - B) <= s)
        if p >= q:
            return s / B

for B in [2, 3, 10, 100, 1000, 4000]:
    t = tail(B)
    print(f"B={B}: Pr(|V| a > 1/sqrt(B)) = {float(t):.4f};  0.95-quantile of |V| a = {quantile(B, F(95,100)):.4f} vs bound {1/sqrt(B):.4f};"
          f" Hoeffding sqrt(2 log(2/0.05)/B) = {sqrt(2*log(40)/B):.4f}")
# ratio of 0.95 quantile to printed bound -> z_{0.975} = 1.96 (fixed delta: the '<~' end holds with constant ~ z_{1-delta/2})
