"""Audit factrecall.display.lemma3-first-sum-drop (L868-L870): sum_{(s',r')!=(s,r)} rho_ss' rho_rr' (rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')})
<= sum rho_ss' rho_rr'. rho of L837-L839; phi uniform on S^{d-1}, P, Q orthogonal of dim (d-1)/2 (d odd). Exact Fractions.
rho_aa' = E<phi(a),phi(a')>^2 = 1 if a = a' else 1/d; rho_ss = E|Pi_P phi|^{4p} (Beta moment); rho_rr' (r != r') = E<Pi_Q phi, Pi_Q phi'>^{2k}."""
from fractions import Fraction as F
from math import comb
import itertools

def beta_mom(a, b, n):
    r = F(1)
    for j in range(n):
        r *= (a + j) / (a + b + j)
    return r

def rho_same(d, p):  # E[(|Pi_P phi|^2)^{2p}]
    return beta_mom(F(d - 1, 4), F(d + 1, 4), 2 * p)

def rho_diff(d, k):
    # <Pi u, Pi u'> = |Pi u||Pi u'| cos(theta), theta the angle inside Q (dim m), independent of the norms:
    # E = E|Pi u|^{2k} E|Pi u'|^{2k} E[c^{2k}], c = first coord of a uniform unit vector in R^m: E c^{2k} = Beta(1/2,(m-1)/2) moment k
    m = (d - 1) // 2
    nrm = beta_mom(F(d - 1, 4), F(d + 1, 4), k) ** 2
    return nrm * beta_mom(F(1, 2), F(m - 1, 2), k)

def check(d, p, k, S, R, astar, a):
    lhs = rhs = F(0)
    for s2, r2 in itertools.product(range(S), range(R)):
        if (s2, r2) == (0, 0):
            continue
        rs = rho_same(d, p) if s2 == 0 else rho_diff(d, p)
        rr = rho_same(d, k) if r2 == 0 else rho_diff(d, k)
        ra = lambda x, y: F(1) if x == y else F(1, d)
        lhs += rs * rr * (ra(a, astar[(s2, r2)]) + ra(astar[(0, 0)], astar[(s2, r2)]))
        rhs += rs * rr
    return lhs, rhs

print("rho_ss (d=3,p=1) =", rho_same(3, 1), " rho_rr' (d=3,k=1) =", rho_diff(3, 1))
for d, p in [(3, 1), (3, 3), (11, 3), (101, 13)]:
    lhs, rhs = check(d, p, p, 1, 2, {(0, 0): "A", (0, 1): "A"}, "B")
    print(f"d={d} p=k={p}, S=1,R=2 shared answer: lhs={float(lhs):.4g} rhs={float(rhs):.4g} ratio={lhs / rhs} (=1+1/d)")
# distinct answers everywhere: bracket = 2/d, holds
lhs, rhs = check(11, 3, 3, 2, 2, {(0, 0): "A", (0, 1): "B", (1, 0): "C", (1, 1): "D"}, "E")
print("distinct answers d=11: ratio", lhs / rhs)
