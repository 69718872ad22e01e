"""Audit thesis.ch5.eqD.96-first: E_Sigma[R(sqrt(lt) W~, sqrt(lt) V~)] <= R + 6 eta sqrt(eps0) sqrt(R) + eta eps0,
W~ = W + sqrt(eta) What Sigma, V~ = V + sqrt(eta) Sigma Vhat, Sigma = diag(+-1) uniform (enumerated). Exact rationals
(sqrt(eta) only enters squared: entries chosen so that eta is a perfect square)."""
from fractions import Fraction as F
from itertools import product
import math

def norm24_4(W):  # ||W||_{2,4}^4 = sum over columns i of ||w_i||^4 (columns = neurons, W in R^{d x m1})
    return sum(sum(W[r][i] ** 2 for r in range(len(W))) ** 2 for i in range(len(W[0])))

def fro2(V):
    return sum(x * x for row in V for x in row)

def ER(W, V, Wh, Vh, se, lt, lw, lv, power4=True):
    m1 = len(W[0]); tot = F(0); n = 0
    for sig in product([1, -1], repeat=m1):
        Wt = [[W[r][i] + se * Wh[r][i] * sig[i] for i in range(m1)] for r in range(len(W))]
        Vt = [[V[i][j] + se * sig[i] * Vh[i][j] for j in range(len(V[0]))] for i in range(m1)]
        tot += R(Wt, Vt, lt, lw, lv, power4); n += 1
    return tot / n

def R(W, V, lt, lw, lv, power4=True):
    if power4:
        return lv * lt * fro2(V) + lw * lt ** 2 * norm24_4(W)
    s = norm24_4(W)  # square reading: ||sqrt(lt) W||_{2,4}^2 = lt sqrt(sum ||w_i||^4)
    r = math.isqrt(s.numerator * s.denominator)
    assert F(r * r, s.denominator ** 2) == s, "choose entries with rational ||.||_{2,4}^2"
    return lv * lt * fro2(V) + lw * lt * F(r, s.denominator)

def check(W, V, Wh, Vh, se, lt, lw, lv, eps0, power4):
    eta = se * se
    # hypotheses L7564-L7570
    h1 = lw * lt ** 2 * norm24_4(Wh) <= eps0; h2 = lv * lt * fro2(Vh) <= eps0
    lhs = ER(W, V, Wh, Vh, se, lt, lw, lv, power4); r0 = R(W, V, lt, lw, lv, power4)
    rhs1 = r0 + eta * eps0  # + 6 eta sqrt(eps0 R); only R = 0 instances here
    assert r0 == 0
    rhs2 = r0 + eta * r0 / 4 + 143 * eta * eps0
    print(f"power4={power4} hyps={h1 and h2}: lhs={lhs} rhs(first)={rhs1} fails={lhs > rhs1}; second rhs={rhs2} holds={lhs <= rhs2}")

Z = [[F(0)]]
check(Z, Z, [[F(1, 2)]], [[F(1, 2)]], F(1, 2), F(1), F(1), F(1), F(1, 4), True)      # helper's reading instance
check(Z, Z, [[F(1, 4)]], [[F(1, 4)]], F(1, 2), F(1), F(1), F(4), F(1, 4), False)     # helper's printed-R instance
# tiny eta, tiny What, V-part tight: excess = eta^2 lw lt^2 ||What||^4 > 0 for every eta > 0
check(Z, Z, [[F(1, 100)]], [[F(1, 2)]], F(1, 1000), F(1), F(1), F(1), F(1, 4), True)
# printed (square) R with lambda_w >> eps0: W-part eta lw lt ||What||^2 vs 143 eta eps0
check(Z, Z, [[F(1, 2)]], [[F(0)]], F(1, 10), F(1), F(10**4), F(1), F(1, 4) , False)
# printed (square) R, admissible: lambda_w = 1e6, What = 1/50 (lw ||What||^4 = 0.16 <= eps0 = 1/4): even the second '<=' fails
check(Z, Z, [[F(1, 50)]], [[F(0)]], F(1, 10), F(1), F(10**6), F(1), F(1, 4), False)
