"""Auditor A, round 18: mhgd (106) '>=' (seed 004 L1299), exact rationals, own model of DM1 + Assumption 3.
LHS = y/(S sqrt(2T)) u_*^T sum_t x_t, RHS = S sqrt(T)/sqrt(2) (zeta - 2(1-zeta) Z_mu/S^2). Both carry the common factor
1/sqrt(2T): compare L' = y u_*^T sum_t x_t / S with R' = T S (zeta - 2(1-zeta) Z_mu/S^2) exactly (L = L'/sqrt(2T), R = R'/sqrt(2T)).
"""
import random
from fractions import Fraction as Fr
random.seed(18)
worst = None
def run_one(S, M, T, nR, y, Zmu, Znu, corner):
    dim = 2 + M + 1
    mup = [S, 0] + [0] * (M + 1); mum = [0, S] + [0] * (M + 1)
    nus = [[0, 0] + [S if k == l else 0 for k in range(M)] + [0] for l in range(M)]
    dot = lambda a, b: sum(x * w for x, w in zip(a, b))
    ustar = [a - b for a, b in zip(mup, mum)]
    muy = mup if y > 0 else mum
    xs = [muy] * nR
    for t in range(T - nR):
        if corner:   # adversarial corner: <z, mu+> = -y Z_mu, <z, mu-> = +y Z_mu
            a, b = -y * Zmu / S, y * Zmu / S
        else:
            a = Fr(random.randint(-1000, 1000), 1000) * Zmu / S
            b = Fr(random.randint(-1000, 1000), 1000) * Zmu / S
        c = [Fr(random.randint(-1000, 1000), 1000) * Znu / (M * S) for _ in range(M)]
        z = [a, b] + c + [Fr(random.randint(-5, 5))]       # extra free direction, ||z|| <= Z with Z free
        j = random.randrange(M)
        xs.append([p + q for p, q in zip(nus[j], z)])
    zeta = Fr(nR, T)
    Lp = y * dot(ustar, [sum(col) for col in zip(*xs)]) / S
    Rp = T * S * (zeta - 2 * (1 - zeta) * Zmu / S**2)
    return Lp, Rp
viol = 0; eq = 0; n = 0
for _ in range(3000):
    S = Fr(random.randint(1, 50), random.randint(1, 10)); M = random.randint(1, 4); T = random.randint(2, 12)
    nR = random.randint(1, T - 1); y = random.choice([1, -1])
    Zmu = Fr(random.randint(0, 400), random.randint(1, 20)); Znu = Fr(random.randint(0, 400), random.randint(1, 20))
    for corner in (False, True):
        Lp, Rp = run_one(S, M, T, nR, y, Zmu, Znu, corner)
        n += 1
        viol += Lp < Rp
        eq += Lp == Rp
        if corner: assert Lp == Rp, (S, M, T, nR, y, Zmu)
print(f"instances {n}: violations {viol}, exact equalities {eq} (every adversarial corner is an exact tie)")
