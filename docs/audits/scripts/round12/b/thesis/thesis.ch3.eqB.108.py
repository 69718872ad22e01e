"""Audit B, round 12: thesis (B.106) L4349 and (B.108) L4355 (proof of Lemma B.3.1): W_O(i)^(t+1) p_j <~ (1/sqrt(B)) W_O(i)^(t+1) p_ref
(p_ref = p_1 for i in W_l(0) (B.106); p_ref = p_2, p in P/p_2, for i in U_l(0) (B.108)), the induction step printed for every t.
Own check at t + 1 = 1 in the small-step limit (Theorem 3.4.4 lets eta be small: T = Theta(eta^{-1/2} ...), (3.8)): the one-step
update is O(eta) (the gradient at W^(0) is finite), so W_O^(1) -> W_O^(0), whose rows are N(0, xi^2 I) (Gaussian init), i.e. the
components on the orthonormal patterns p_k are iid N(0, xi^2).  Lucky sets (B.4)/(B.5): W_O^(0)(i) V_l(0) > 0 for a node l of
S_1 (resp. S_2); for a node attending only its own pattern V_l = delta p_ref, so the condition is W_O^(0)(i) p_ref > 0.
For each lucky neuron the display asks W p_j <= C W p_ref/sqrt(B) for every j: the fraction of lucky neurons violating it, and
the set-level consequence max_(i,j) W p_j <= C max_i W p_ref / sqrt(B), for C = 1, 10, 100 and B up to 1e8; m = M^2 log N."""
import numpy as np

rng = np.random.default_rng(0)
M, xi = 5, 0.01
for B in [1e2, 1e4, 1e6, 1e8]:
    N = int(B)                                  # batch = every labelled node, |L| >= B
    m = int(np.ceil(M ** 2 * np.log(N)))        # m >= M^2 log N
    for case, ref in (('(B.106) W_l(0), p_1', 0), ('(B.108) U_l(0), p_2', 1)):
        fr, cons = [], []
        for rep in range(200):
            W = xi * rng.standard_normal((m, M))
            lucky = W[:, ref] > 0
            oth = np.delete(W[lucky], ref, axis=1)
            r = W[lucky, ref]
            row = []
            for C in (1, 10, 100):
                row.append(np.mean((oth > C * r[:, None] / np.sqrt(B)).any(1)))
            fr.append(row)
            cons.append([oth.max() > C * r.max() / np.sqrt(B) for C in (1, 10, 100)])
        fr = np.mean(fr, 0); cons = np.mean(cons, 0)
        print(f'B = N = {B:.0e}, m = {m}, {case}: fraction of lucky neurons violating (C = 1, 10, 100): '
              f'{fr[0]:.3f}, {fr[1]:.3f}, {fr[2]:.3f}; set-level consequence violated in {cons[0]:.2f}, {cons[1]:.2f}, {cons[2]:.2f} of 200 inits')
