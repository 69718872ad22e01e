"""Independent audit of thesis (B.180), L4739-L4745 (proof of Lemma B.3.3, App. B.3), at t = 0:
  ||W_O(i)^(t)(W_V^(t) x_s - W_V^(t) x_j)|| >~ ((1-2eps0)/B) sum_n (xi eta (t+1)^2 m / a^2)((1/4B) sum_n p_n(b) - sigma)
                                              + eta m (1/2B) sum_{b=1}^t ... (empty at t = 0),
for y = 1, s in S_*^{l,t} (a mu_1 node), j in S_#^{l,t} (a mu_2 node), i in W_l(0) (L4749: 'Given i in W_l(0)').
At t = 0: W_V x_s - W_V x_j = p_1 - p_2 (noise-free data, sigma = 0, allowed by Assumption B.2.1; see the note),
a = sqrt(m) (a_i = +-1/sqrt(m), Algorithm 4, L3882), so the right side is (1-2eps0) xi eta (pbar/4 - sigma).
Model (Chapter 3 at t = 0, Algorithm 4): W_O^(0) entries N(0, xi^2); p_k = W_V e_k with W_V orthogonal; the query
node l of pattern mu_1 aggregates a sampled set S with pattern counts c_k, attention softmax_l = e^{x_s . x_l} with
W_K = W_Q = I (mu_1 nodes weight e, others 1); V_l(0) = sum_s p_(s) softmax; W_l(0) = {i : W_O(i)^(0) V_l(0) > 0}
(lucky, (B.4)); p_n(0) = the softmax mass on mu_1 nodes.
Note on sigma: sigma = 0 (no noise) is inside the hypotheses; for any fixed sigma < pbar/4 the right side only shrinks
by the factor (pbar/4 - sigma)/(pbar/4), e.g. 1/2 at sigma = pbar/8 (reported), which does not stop rhs/lhs from growing."""
import numpy as np, math
M, N, xi, eta, eps0 = 4, 100, 0.01, 1.0, 0.0
rng0 = np.random.default_rng(0)
for seed in range(3):
    rng = np.random.default_rng(seed)
    WV = np.linalg.qr(rng.standard_normal((M, M)))[0]          # columns p_k
    counts = np.array([30, 20, 25, 25])                          # |S| = 100 nodes sampled: 30 mu_1, 20 mu_2, ...
    w = counts * np.exp((np.arange(M) == 0).astype(float)); w /= w.sum()
    V = WV @ w; pbar = w[0]
    diff = WV[:, 0] - WV[:, 1]
    rhs = (1 - 2 * eps0) * xi * eta * 1.0 * (pbar / 4)           # m / a^2 = 1
    line = []
    Wbig = xi * rng.standard_normal((65536, M))                  # nested rows: m = first m rows
    for m in (128, 512, 2048, 8192, 32768, 65536):
        WO = Wbig[:m]
        lucky = WO @ V > 0
        lhs = np.abs(WO[lucky] @ diff).min()
        # the hypotheses: m >= M^2 log N (Lemma/Theorem of Ch. 3), eta <= 1, t = 0
        assert m >= M * M * math.log(N)
        line.append(f"m={m}: |W_l(0)|={lucky.sum()}, min lhs/xi={lhs/xi:.2e}, rhs/lhs={rhs/lhs:.3g} (sigma=pbar/8: {rhs/2/lhs:.3g})")
    print(f"seed {seed}: pbar = {pbar:.3f};\n   " + "\n   ".join(line))
# median over 20 seeds of rhs/lhs at each m
for m in (256, 4096, 65536):
    r = []
    for seed in range(20):
        rng = np.random.default_rng(100 + seed)
        WV = np.linalg.qr(rng.standard_normal((M, M)))[0]
        w = np.array([30, 20, 25, 25]) * np.exp((np.arange(M) == 0).astype(float)); w /= w.sum()
        WO = xi * rng.standard_normal((m, M)); lucky = WO @ (WV @ w) > 0
        r.append(xi * eta * w[0] / 4 / np.abs(WO[lucky] @ (WV[:, 0] - WV[:, 1])).min())
    print(f"m = {m}: median over 20 seeds of rhs/lhs = {np.median(r):.3g} (min {np.min(r):.3g})")
