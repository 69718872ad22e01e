"""Audit B, round 12: thesis (B.113) L4373 (proof of Lemma B.3.1, case (4), i not in W_l(0) u U_l(0)):
W_O(i,.)^(t+1) p_j <~ (1/sqrt(B)) W_O(j,.)^(t+1) p_1 for j in W_l(0) (the left index i an unlucky neuron, p_j any pattern; the
right a lucky neuron's p_1 component), printed for every t.  Same small-step t + 1 = 1 instance as my (B.106)/(B.108) script:
W_O^(1) -> W_O^(0) with iid N(0, xi^2) pattern components; lucky sets (B.4)/(B.5): positive p_1 (resp. p_2) component; unlucky:
neither.  Checked in the form most favourable to the display: max over unlucky i and patterns of W(i) p <= C max over lucky j
of W(j) p_1 / sqrt(B)."""
import numpy as np

rng = np.random.default_rng(1)
M, xi = 5, 0.01
for B in [1e2, 1e4, 1e6, 1e8]:
    m = int(np.ceil(M ** 2 * np.log(B)))
    viol = {1: 0, 10: 0, 100: 0}; ratios = []
    for rep in range(200):
        W = xi * rng.standard_normal((m, M))
        lucky = W[:, 0] > 0; unlucky = (W[:, 0] <= 0) & (W[:, 1] <= 0)
        if not unlucky.any() or not lucky.any():
            continue
        lhs = W[unlucky].max(); rhs = W[lucky, 0].max()
        ratios.append(lhs / (rhs / np.sqrt(B)))
        for C in viol:
            viol[C] += lhs > C * rhs / np.sqrt(B)
    print(f'B = N = {B:.0e}, m = {m}: median lhs/(rhs/sqrt(B)) = {np.median(ratios):.1f}; violated (C = 1, 10, 100) in '
          f'{viol[1]}/{len(ratios)}, {viol[10]}/{len(ratios)}, {viol[100]}/{len(ratios)} inits')
