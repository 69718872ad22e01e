"""Audit r14 A: thesis (E.229) L9124-L9126 (proof of Lemma E.4.10, case t = 1): for i in W_n, as long as
m >~ M1^2 log M1, W_O(i)^(0) sum_{b=0}^{t-1} sum_{i' in W_n} W_O(i')^(b)T > 0; at t = 1 this is
W_O(i)^(0) . sum_{i' in W_n} W_O(i')^(0) > 0. Initialization (Section 6.2.3): W_O entries N(0, xi^2), xi = 1/sqrt(m),
a_i uniform on {+-1/m}; W_O(i) = (O_i1, O_i2, 0) (Definition E.4.8), W_n = {i: O_i1 . V_n1(0) > 0, O_i2 . V_n2(0) > 0,
a_i > 0} (E.31). The value depends only on the Gaussian rows and the two directions of V^n(0)'s blocks (rotation
invariance), so V^n(0) is taken as random nonzero block vectors. d_X = M1 + M2, d_Y (label embedding) free."""
import math
import numpy as np

def run(m, dX, dY, prompts=40, seed=0):
    rng = np.random.default_rng(seed)
    xi = 1 / math.sqrt(m)
    O = rng.normal(size=(m, dX + dY)) * xi
    a = rng.choice([-1.0, 1.0], size=m) / m
    mins, neg, tot = [], 0, 0
    for _ in range(prompts):
        v1 = rng.normal(size=dX); v2 = rng.normal(size=dY)
        W = (O[:, :dX] @ v1 > 0) & (O[:, dX:] @ v2 > 0) & (a > 0)
        S = O[W].sum(0)
        vals = O[W] @ S
        mins.append(vals.min()); neg += int((vals <= 0).sum()); tot += int(W.sum())
    return min(mins), neg, tot, np.mean([x <= 0 for x in mins])

if __name__ == "__main__":
    M1, M2 = 4, 2
    dX = M1 + M2
    for dY in (1, dX):
        for m in (368, 1472, 5888, 23552):
            worst, neg, tot, frac = run(m, dX, dY)
            print(f"M1={M1} d_X={dX} d_Y={dY} m={m} (= {m/(M1**2*math.log(M1)):.1f} M1^2 log M1): min over 40 prompts and "
                  f"i in W_n of W_O(i).sum = {worst:+.4f}; negative pairs {neg} of {tot}; prompts with a negative i: {frac:.2f}")
    for (M1, M2, m) in ((5, 3, 2000), (6, 3, 8000)):
        worst, neg, tot, frac = run(m, M1 + M2, M1 + M2, seed=1)
        print(f"M1={M1} M2={M2} m={m}: min {worst:+.4f}, negative pairs {neg} of {tot}, prompts with a negative i {frac:.2f}")
