"""Audit thesis.ch5.display.lemmaD.2.13-regulariser: L7594 'lambda_w ||sqrt(lt) W_t||_{2,4}^4 <= R(sqrt(lt) W_t, sqrt(lt) V_t)',
R of L7540 (square of ||.||_{2,4}) vs (5.11) L1495 (fourth power). Exact rationals."""
from fractions import Fraction as F
import random
def n24_4(W):  # sum over columns of ||w_i||^4
    return sum(sum(W[r][i] ** 2 for r in range(len(W))) ** 2 for i in range(len(W[0])))
def fro2(V): return sum(x * x for row in V for x in row)
def lhs(W, lt, lw): return lw * lt ** 2 * n24_4(W)
def R4(W, V, lt, lw, lv): return lv * lt * fro2(V) + lw * lt ** 2 * n24_4(W)
def R2_sq(W, V, lt, lw, lv):  # (R_printed - lv lt ||V||^2)^2 / lw^2 = (lt ||W||_{2,4}^2)^2 -- compare squares to stay rational
    return (lt) ** 2 * n24_4(W)
W = [[F(2)]]; V = [[F(0)]]
print("instance W_t=2, V_t=0, lt=lw=1: lhs =", lhs(W, 1, 1), " printed R = lw*lt*||W||_{2,4}^2 =", F(4), " (5.11) R =", R4(W, V, 1, 1, 1))
random.seed(0); ok4 = True; bad2 = 0
for _ in range(2000):
    d, m1 = random.randint(1, 3), random.randint(1, 3)
    W = [[F(random.randint(-6, 6), random.randint(1, 4)) for _ in range(m1)] for _ in range(d)]
    V = [[F(random.randint(-6, 6), random.randint(1, 4))] for _ in range(m1)]
    lt, lw, lv = (F(random.randint(1, 8), random.randint(1, 8)) for _ in range(3))
    ok4 &= lhs(W, lt, lw) <= R4(W, V, lt, lw, lv)
    # printed: lw lt^2 ||W||^4 <= lv lt ||V||^2 + lw lt ||W||^2  with ||W||^2 = sqrt(n24_4) -- test via floats safely
    n2 = float(n24_4(W)) ** 0.5
    bad2 += float(lhs(W, lt, lw)) > float(lv * lt * fro2(V)) + float(lw * lt) * n2 * (1 + 1e-12)
print("fourth-power R: holds on 2000 random exact instances:", ok4, "; printed (square) R fails on", bad2)
