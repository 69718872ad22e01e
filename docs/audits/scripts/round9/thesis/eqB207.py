"""Audit thesis.ch3.eqB.207 (L4891): for an unlucky neuron, |V_i(t)| <~ (1/sqrt(B)) (1/a) whp,
V_i = (1/B) sum_{l in batch} (-y_l) a_i 1[W_O(i) V_l >= 0] sum_s softmax_l(s) x_s^T x_j, x_j a mu_1 node (B.204, L4874-L4881).
Own explicit t = 0 instance (Assumption B.2.1 L3891: W_V = W_K = W_Q = I on span(e1, e2, e3), patterns mu_1 = e1 (label +1),
mu_2 = e2 (label -1), mu_3 = e3 non-discriminative; x_n = mu_k exactly (L3897); b = 0; the label of a node = dominant
discriminative pattern of its core neighbourhood (L733)). Four node kinds, each in a quarter of the batch:
 A: mu_1 node, neighbourhood mu_1 only (y = +1);  B: mu_2 node, neighbourhood mu_2 only (y = -1);
 C: mu_3 node with one mu_1 neighbour (y = +1);   D: mu_3 node with one mu_2 neighbour (y = -1).
Neuron W_O(i) = (-1, -1, 1): inactive on every mu_1/mu_2 node (unlucky: in neither (B.4) nor (B.5)), active on C and D.
a_i = 1/sqrt(m) = 1/a.  Exact with mpmath (softmax weights e/(e+1), 1/(e+1)).
"""
from mpmath import mp, mpf, e, sqrt

mp.dps = 40
WO = (-1, -1, 1)
Vs = {"A": (1, 0, 0), "B": (0, 1, 0), "C": (1 / (e + 1), 0, e / (e + 1)), "D": (0, 1 / (e + 1), e / (e + 1))}
y = {"A": 1, "B": -1, "C": 1, "D": -1}
mass_on_mu1 = {"A": 1, "B": 0, "C": 1 / (e + 1), "D": 0}  # sum_s softmax_l(s) x_s^T e1
act = {k: sum(w * v for w, v in zip(WO, V)) >= 0 for k, V in Vs.items()}
assert act == {"A": False, "B": False, "C": True, "D": True}
for m in [4, 100]:
    ai = 1 / sqrt(m)
    for B in [4, 400, 40000, 4000000]:
        Vi = sum(mpf(B // 4) * (-y[k]) * ai * (1 if act[k] else 0) * mass_on_mu1[k] for k in Vs) / B
        bound = 1 / sqrt(B) * ai
        print(f"m={m} B={B}: |V_i| = {mp.nstr(abs(Vi), 5)} (= a_i/(4(e+1)) for every B), printed (1/sqrt B)(1/a) = "
              f"{mp.nstr(bound, 4)}, ratio {mp.nstr(abs(Vi) / bound, 4)}")
