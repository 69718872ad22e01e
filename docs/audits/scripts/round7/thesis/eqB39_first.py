"""Audit thesis.ch3.eqB.39-first (L4045-L4047): sum_{W_n(0)} (1/a) Relu(.) = sum_{W_n(0)} (1/a) Relu(.) + sum_{W_n(t)} (1/a) Relu(.).
W_n(t) is not defined in Ch. 3; read as the time-t lucky set (B.4 at time t), which by Lemma B.3.6 (B.36) contains W_n(0)."""
from fractions import Fraction as F
a = F(1); act = {0: F(1)}           # one lucky neuron, activation 1
W0 = [0]; Wt = [0]                  # W_n(0) subset of W_n(t) (B.36)
lhs = sum(act[i] / a for i in W0); rhs = lhs + sum(act[i] / a for i in Wt)
print("lhs =", lhs, " rhs =", rhs, " equal:", lhs == rhs, "; equality iff the added sum is 0")
