"""Audit factrecall.display.lemma6-l1303 (L1301-L1303): d/dt Lbar_r(theta) = <grad Lbar_r, grad L_r> along theta' = -grad L.
Own model (lemma6_eos.build: L981 logits, Assumption 2 init scaled up, exact expectations, T = 3). Lbar_r of L1240-L1241 (with
p*(a|r)), L_r of L1224.  Chain rule: d/dt Lbar_r = <grad Lbar_r, theta'> = -<grad Lbar_r, grad L> = -<grad Lbar_r, grad L_r> (r's
weights enter L only through L_r).  Checked by a time finite difference along the flow and by central-difference gradients.
"""
import numpy as np
from scipy.special import logsumexp, softmax

from lemma6_eos import build

S, A = 4, 2
ans = [np.array([0, 0, 0, 1])]
m = build(S, A, ans, [1.0], alpha=0.3)
rng = np.random.default_rng(0)
x = m["x0"] + 0.3 * rng.normal(size=m["x0"].size)
rt = S  # relation token id
pstar = np.bincount(ans[0], minlength=A) / S


def Lr(x):
    OV, KQ = m["unpack"](x)
    F = m["logits"](OV, KQ)
    return m["probs"] @ (-np.sum(m["Y"] * F, axis=1) + logsumexp(F, axis=1))  # R = 1: every sequence contains r, p(r) = 1


def Lbar(x):
    OV, KQ = m["unpack"](x)
    Fr = OV[:, rt] * KQ[rt]
    return -pstar @ Fr + logsumexp(Fr)


def grad(f, x, h=1e-6):
    return np.array([(f(x + h * e) - f(x - h * e)) / (2 * h) for e in np.eye(x.size)])


gL, gB = grad(Lr, x), grad(Lbar, x)
assert np.allclose(-gL, m["rhs"](0, x), atol=1e-7)  # the flow is -grad L
dt = 1e-6
ddt = (Lbar(x + dt * m["rhs"](0, x)) - Lbar(x - dt * m["rhs"](0, x))) / (2 * dt)
print(f"d/dt Lbar_r = {ddt:.6f}; printed <grad Lbar_r, grad L_r> = {gB @ gL:.6f}; -<.,.> = {-(gB @ gL):.6f}")
