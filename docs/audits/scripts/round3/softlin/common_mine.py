"""Shared by my own softlin audit scripts only (no repo code): softmax attention rows and exact firing probabilities."""
import itertools
from fractions import Fraction
import mpmath as mp
mp.mp.dps = 50
def c_rows(A1, A2, A3, X, V):
    n, d = len(A1), len(A1[0])
    M = mp.matrix(A1)*mp.matrix(X)*mp.matrix(A2).T        # A1 X A2^T
    A3V = mp.matrix(A3)*mp.matrix(V)
    C = []
    for j0 in range(n):
        u = [mp.e**M[j0, j1] for j1 in range(n)]; Z = sum(u)
        C.append([sum(u[j1]*A3V[j1, i0] for j1 in range(n))/Z for i0 in range(d)])
    return C
def fire_prob(C, tau):
    d = len(C[0]); fire = 0; rows = set()
    for sig in itertools.product([-1, 1], repeat=d):
        hit = [j for j, row in enumerate(C) if sum(row[i]*sig[i] for i in range(d)) > tau]
        if hit:
            fire += 1; rows.update(hit)
    return Fraction(fire, 2**d), rows
def report(p, n, Cs=(1.5, 2.0), deltas=('1e-2', '1e-20', '1e-200')):
    import math
    q = 1 - mp.mpf(p.numerator)/p.denominator
    for C in Cs:
        for ds in deltas:
            delta = mp.mpf(ds); m = int(mp.ceil(C*mp.log(n/delta))); fail = q**m
            print(f"  C={C} delta={ds} m={m}: Pr[F=0]={mp.nstr(fail,5)} ratio to delta={mp.nstr(fail/delta,5)}")
    print(f"  threshold C* = 1/ln(1/(1-p)) = {1/math.log(1/float(q)):.4f}")
    C = 1/math.log(10/9)
    for ds in deltas:
        delta = mp.mpf(ds); m = int(mp.ceil(C*mp.log(n/delta))); fail = q**m
        print(f"  C=1/ln(10/9)={C:.3f} delta={ds} m={m}: Pr[F=0]={mp.nstr(fail,5)} <= delta/n: {fail <= delta/n}")
