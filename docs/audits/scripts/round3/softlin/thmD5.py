"""Audit softlin Theorem D.5 (seed 001 L844-L866): for data from D1 (Def D.1), tau = (c+0.1) sqrt(log n), m = O(log(n/delta)),
x = 1_{d^2} (QK^T = all-ones), F_exp = phi(sum_{j0} sum_{l} phi_tau(<c_exp(A,x)_{j0}, y_l>)) > 0 w.p. 1 - delta/poly(n).
Own construction from Def D.1 / Claim C.5: u_{j0} = exp(A1_{j0,:} X A2^T), f = u / <u,1>, c_{j0,i0} = <f_{j0}, (A3 V)_{:,i0}>, V = I.
y_l in {+-1}^d i.i.d. Rademacher (Lemma D.4's sigma). F = 0 iff for every l no row fires, so Pr[F = 0] = q^m exactly,
q = Pr_sigma[max_{j0} <c_{j0}, sigma> <= tau] (all 2^d sign vectors enumerated, exact rational)."""
import itertools, math
from fractions import Fraction
import mpmath as mp
mp.mp.dps = 50
def build(n, d, a1, b, c, j3):
    t = n//(d-2); assert n == (d-2)*t
    L = mp.sqrt(mp.log(n))
    A = [[mp.mpf(0)]*d for _ in range(n)]
    A[j3][0] = a1*L
    for r in range(n):
        A[r][1 + (r % (d-2))] = b*L
        A[r][d-1] = c*L
    return A, L
def crows(A, n, d):
    s = [sum(row) for row in A]                     # A1 X A2^T with X = 1_{dxd}: (A1 1)(A2 1)^T
    C = []
    for j0 in range(n):
        u = [mp.e**(s[j0]*s[j1]) for j1 in range(n)]
        Z = sum(u)
        C.append([sum(u[j1]*A[j1][i0] for j1 in range(n))/Z for i0 in range(d)])
    return C
def fire_prob(n, d, a1, b, c, j3):
    A, L = build(n, d, a1, b, c, j3)
    tau = (c + 0.1)*L
    C = crows(A, n, d)
    fire = 0; rows_firing = set()
    for sig in itertools.product([-1, 1], repeat=d):
        hit = [j0 for j0 in range(n) if sum(C[j0][i]*sig[i] for i in range(d)) > tau]
        if hit: fire += 1; rows_firing.update(hit)
    return Fraction(fire, 2**d), rows_firing
if __name__ == "__main__":
    n, d, a1, b, c = 60, 8, 0.87, 0.5, 0.5
    # hypotheses of Def D.1: a1 >= 0.7, b + c = 1, b, c >= 0.1; n = (d-2) t; d <= n
    ps = {}
    for j3 in range(n):
        p, rows = fire_prob(n, d, a1, b, c, j3)
        ps.setdefault(p, []).append((j3, sorted(rows)))
    for p, lst in ps.items():
        print(f"p = {p} = {float(p):.6f} for j3 in {[j for j, _ in lst][:8]}...; rows that ever fire: {lst[0][1]}")
    p = min(ps)
    for C in [1.5, 2.0]:
        for delta in [mp.mpf('1e-2'), mp.mpf('1e-20'), mp.mpf('1e-200')]:
            m = int(mp.ceil(C*mp.log(n/delta)))
            fail = (1 - mp.mpf(p.numerator)/p.denominator)**m
            print(f"C={C} delta={mp.nstr(delta,3)} m={m}: Pr[F=0] = {mp.nstr(fail,5)}  ratio to delta = {mp.nstr(fail/delta,5)}"
                  f"  (exponent C*log(1/(1-p)) = {C*math.log(1/(1-float(p))):.4f})")
    Cstar = 1/math.log(1/(1-float(p)))
    print(f"threshold C* = 1/log(1/(1-p)) = {Cstar:.4f}; with C = 1/log(10/9) = {1/math.log(10/9):.3f} (Lemma D.4's p >= 1/10):")
    C = 1/math.log(10/9)
    for delta in [mp.mpf('1e-2'), mp.mpf('1e-200')]:
        m = int(mp.ceil(C*mp.log(n/delta))); fail = (1 - mp.mpf(p.numerator)/p.denominator)**m
        print(f"  delta={mp.nstr(delta,3)} m={m}: Pr[F=0]={mp.nstr(fail,5)} <= delta/n = {mp.nstr(delta/n,5)}: {fail <= delta/n}")
