"""Audit A, r13: thesis Lemma B.3.1 (seed 003 L3947-L3965), at the initial point t = 0:
 (B.9)  W_O(i)^(t) p_1 >~ xi/(aB) sum_n (eta t^2 (1-2 eps0)/(4B)) sum_n (m/a) p_n(t) + xi   for lucky i in W_l(0)
 (B.11) ||W_O(i)^(t)||^2 >= ( same + xi )^2                                                (explicit)
 (B.13), (B.15): the same for i in U_l(0) with p_2.
At t = 0 the right sides are xi and xi^2. Lucky sets (B.4)-(B.5): W_O(i)^(0) V_n(0) > 0 with V_n(0) = W_V sum_{s in
S^{n,t}} x_s softmax_n(...) (Definition B.2.2 / (B.74)), which mixes every pattern of the sample.
Own numpy: W_O^(0) rows N(0, xi^2 I_{m_a}) (Algorithm 4), m_a = M (orthonormal p_1..p_M = e_1..e_M, Assumption
B.2.1 with zero errors), b^(0) = 0, node features = patterns; sample of a mu_1 (resp. mu_2) node: n_j nodes of
pattern j; at t = 0 the attention logit of a pattern-j node is q_j^T r_1 = [j == query pattern] (W_K = W_Q = I on the
patterns), so V(0) = (sum_j n_j e^{[j = q]} p_j)/Z."""
import numpy as np

def run(M, counts, qpat, m, xi, rng):
    w = np.array([c * np.e ** (1.0 if j == qpat else 0.0) for j, c in enumerate(counts)])
    V = w / w.sum()                                   # coefficients on p_1..p_M
    WO = rng.normal(0, xi, (m, M))
    lucky = WO @ V > 0
    comp = WO[lucky, qpat] / xi                       # W_O(i) p_q / xi over lucky neurons
    nrm = (WO[lucky] ** 2).sum(1) / xi**2             # ||W_O(i)||^2 / xi^2
    ang = np.arccos(V[qpat] / np.linalg.norm(V))
    return comp.min(), (comp < 0).mean(), nrm.min(), ang / np.pi, lucky.sum()

M, N = 3, 100
counts = [25, 25, 50]                                 # gamma_d = 0.5: n_1 = n_2 = 25, the rest non-discriminative
for qpat, name in ((0, "(B.9)/(B.11): W_l(0), p_1"), (1, "(B.13)/(B.15): U_l(0), p_2")):
    print(name)
    for m in (64, 256, 1024, 4096, 16384, 65536):
        rng = np.random.default_rng(m + qpat)
        mn, frac, nmin, pred, nl = run(M, counts, qpat, m, 0.01, rng)
        print(f"   m = {m:6d} (>= M^2 ln N = {M*M*np.log(N):.0f}): lucky = {nl:5d}; min W_O(i) p / xi = {mn:+.3f}; fraction < 0 = "
              f"{frac:.3f} (angle/pi = {pred:.3f}); min ||W_O(i)||^2 / xi^2 = {nmin:.4f} (printed >= 1)")
