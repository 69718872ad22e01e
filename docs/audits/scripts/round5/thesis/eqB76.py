"""Audit thesis.ch3.eqB.76: seed 003 L4221-L4225 vs (3.1) (L767-L771) and the hinge loss (B.1). Scalar nodes, mpmath."""
import mpmath as mp
mp.mp.dps = 30
x = [mp.mpf(1), mp.mpf(3)]; T = {0: [0, 1], 1: [1]}; a = mp.mpf('0.1'); y = {0: 1}
def V(n, WV=1): return sum(WV * x[s] for s in T[n]) / len(T[n])          # uniform attention over T^n
def loss(WO, batch=(0,)):
    return sum(max(1 - y[n] * a * max(WO * V(n), 0), 0) for n in batch) / len(batch)
h = mp.mpf('1e-12'); WO = mp.mpf(1)
g = (loss(WO + h) - loss(WO - h)) / (2 * h)
one_term = -y[0] * a * (1 if WO * V(0) >= 0 else 0) * V(0)
printed = -y[0] * sum(a * (1 if WO * V(l) >= 0 else 0) * V(l) for l in T[0])
print(f"true dLoss/dW_O = {mp.nstr(g,8)}; one term per node = {one_term}; printed (B.76) sum over l in T^1 = {printed}")
