"""Audit thesis.ch3.eqB.212/B.213 (L4909/L4913) and thesis.ch2.eqA.184/A.185 (L3496/L3500): the first '=' as printed,
W_V^(t+1) x_j = W_V^(0) x_j - eta (dLoss/dW_V at W_V^(0)) x_j, against the SGD recursion (Algorithm 3/4: all of W_V, W_O
trained; the neighbours (B.211)/(A.183) print W_V^(t)).  Smallest own instance, exact Fractions: one token/node x = e2
(pattern mu_2 for B.212/A.184; the same algebra holds for any x_j of another group, B.213/A.185), label y = -1, attention on
itself (softmax weight 1), W_V^(0) = I (so p_2 = e2, z = 0, ||W_V|| <= 1), one neuron W_O^(0) = (0, 1), a = 1/sqrt(m) = 1/2
(m = 4), hinge loss max(0, 1 - y F), F = a Relu(W_O W_V x), eta = 1.  Gradients by hand (chain rule).
"""
from fractions import Fraction as Fr


def matvec(M, v):
    return [sum(M[i][k] * v[k] for k in range(len(v))) for i in range(len(M))]


x = [Fr(0), Fr(1)]
y, a, eta = -1, Fr(1, 2), Fr(1)
WV = [[Fr(1), Fr(0)], [Fr(0), Fr(1)]]
WO = [Fr(0), Fr(1)]


def grads(WV, WO):
    h = matvec(WV, x)
    pre = sum(w * v for w, v in zip(WO, h))
    F = a * max(pre, Fr(0))
    active_loss = 1 - y * F > 0
    act = pre > 0
    if not (active_loss and act):
        return [[Fr(0)] * 2 for _ in range(2)], [Fr(0)] * 2
    gWV = [[-y * a * WO[i] * x[k] for k in range(2)] for i in range(2)]  # d/dW_V of -y F
    gWO = [-y * a * h[k] for k in range(2)]
    return gWV, gWO


g0_WV, _ = grads(WV, WO)
printed = [WV[i][1] - eta * g0_WV[i][1] for i in range(2)]  # W_V^(0) x - eta grad(W^(0)) x, x = e2
hist = []
for t in range(3):
    gWV, gWO = grads(WV, WO)
    WV = [[WV[i][k] - eta * gWV[i][k] for k in range(2)] for i in range(2)]
    WO = [WO[k] - eta * gWO[k] for k in range(2)]
    hist.append([WV[i][1] for i in range(2)])
    print(f"t+1 = {t+1}: W_V^(t+1) x = {[str(v) for v in hist[-1]]}; printed (t-independent) = {[str(v) for v in printed]}"
          f" -> {'equal' if hist[-1] == printed else 'DIFFERENT'}")
