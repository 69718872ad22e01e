"""Audit chenli.display.lemma5.13-conditional-moment (L982-L986, the '='): conditioned on U, on S_[2]\\U_[2] the vector 1_T - 1'
has (1+mu)d2/2 entries +1 and (1-mu')d2/2 entries -1 (uniformly placed); printed slice mean (mu-mu')/(2+mu-mu') and a cross term.
Exact enumeration (Fractions); w any vector on S\\U (w = P_{S\\U} Theta 1_U can be any such vector: pick Theta's column at u in U)."""
from fractions import Fraction as F
from itertools import combinations

def block_moment(w, n_plus, n_minus):
    n = n_plus + n_minus; tot = F(0); cnt = 0
    for pos in combinations(range(n), n_plus):
        v = [1 if i in pos else -1 for i in range(n)]
        tot += sum(wi * vi for wi, vi in zip(w, v)) ** 2; cnt += 1
    return tot / cnt

def printed_rhs(w2, w3, m2, m3):
    def part(w, m):
        n = len(w)
        if n < 2:
            return sum(x * x for x in w)
        off = sum(w[i] * w[j] for i in range(n) for j in range(n) if i != j)
        return sum(x * x for x in w) + (m * m * n - 1) / (n - 1) * off
    cross = m2 * m3 * sum(a * b for a in w2 for b in w3)
    return part(w2, m2) + part(w3, m3) - sum(x * x for x in w2 + w3) + sum(x * x for x in w2 + w3) + cross

def case(d2, d3, mu, mup, nu, nup, w2fun, w3fun):
    p2, q2 = int((1 + mu) * d2 / 2), int((1 - mup) * d2 / 2)
    p3, q3 = int((1 + nu) * d3 / 2), int((1 - nup) * d3 / 2)
    w2 = [w2fun(i) for i in range(p2 + q2)]; w3 = [w3fun(i) for i in range(p3 + q3)]
    lhs = block_moment(w2, p2, q2) + block_moment(w3, p3, q3)
    m2 = (mu - mup) / (2 + mu - mup); m3 = (nu - nup) / (2 + nu - nup)
    return lhs, printed_rhs(w2, w3, m2, m3), F(p2 - q2, p2 + q2), m2

for args, note in [((4, 4, F(1, 2), F(1, 2), F(0), F(0), lambda i: 1, lambda i: 0), "helper: mu = mu' = 1/2, w = 1 on S2"),
                   ((8, 4, F(1, 4), F(1, 2), F(0), F(0), lambda i: 1, lambda i: 0), "mu = 1/4 < mu' = 1/2 (U2 nonempty), w = 1 on S2\\U2"),
                   ((8, 8, F(-1, 4), F(1, 4), F(-1, 4), F(1, 4), lambda i: 1, lambda i: 1), "mu=nu=-1/4 -> 1/4, w = 1 on both (cross term)")]:
    lhs, rhs, true_mean, m2 = case(*args)
    print(f"{note}: lhs = {lhs}, printed = {rhs} ; slice mean on S2\\U2 = {true_mean}, printed m2 = {m2}")
