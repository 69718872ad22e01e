"""Auditor A r30: factrecall Corollary 2 (seed 002 L580-L584): if d^2 >~ N polylog N, then w.h.p. there EXISTS a quantized W~
(each weight O(log d) bits) with argmax_{y in [M]} u_y^T W~ e_x = f*(x) for all x.  M is unconstrained (Theorem 1's setting).
Counting bound (own): with b bits per weight the candidate set F has <= 2^{b d^2} matrices, fixed before the draw; W~ e_1 is independent
of the u's, and for any fixed p != 0, P(argmax_y u_y^T p = f*(1)) = 1/M by exchangeability; so P(some W~ works for x = 1) <= |F|/M.
Exact small-scale check: enumerate every quantized W~ and draw all M unembeddings."""
import numpy as np, itertools, math
rng = np.random.default_rng(2)
def trial(d, levels, M, draws):
    vals = np.array(levels, float)
    F = np.array(list(itertools.product(vals, repeat=d * d))).reshape(-1, d, d)
    ok = 0
    for _ in range(draws):
        e = rng.standard_normal(d); e /= np.linalg.norm(e)
        U = rng.standard_normal((M, d)); U /= np.linalg.norm(U, axis=1, keepdims=True)
        P = F @ e                                        # |F| candidate outputs W~ e_1
        P = P[np.linalg.norm(P, axis=1) > 1e-12]
        arg = np.argmax(P @ U.T, axis=1)                  # argmax over the M unembeddings for every candidate
        ok += np.any(arg == 0)                            # f*(1) = token 0
    return ok / draws, len(F)
for (d, levels, M) in [(2, [-1, -0.5, 0.5, 1], 100), (2, [-1, -0.5, 0.5, 1], 10000), (3, [-1, 1], 1000), (3, [-1, 1], 100000)]:
    p, nF = trial(d, levels, M, 200)
    print(f"d={d}, {int(math.log2(len(levels)))} bit(s)/weight, |F|={nF}, M={M}, N=1: P(some quantized W~ works) ~ {p:.3f} (bound |F|/M = {nF/M:.3g})")
print("Corollary's regime: b = C log2 d bits/weight -> |F| <= d^{C d^2}; N = 1 meets d^2 >~ N polylog N; for M >= d^{C d^2}/delta no quantized")
for d, C in [(8, 1), (16, 1), (16, 2), (64, 1)]:
    print(f"  d={d}, C={C}: failure w.p. >= 1 - delta once log10 M >= {C * d * d * math.log10(d):.0f} + log10(1/delta)")
