"""Audit thesis.ch2.eqA.44 (seed 003 L2833-L2836) at t = 0, a = sqrt(m) (L2880), W_O ~ N(0, xi^2), a_i = +-1/sqrt(m),
lucky sets (A.8)/(A.9) (W: l in S_1, U: l in S_2; taken inside K_+ / K_- as (A.40) uses them), m = M^2 ln N, N = B.
V_l(0): the tokens' value vectors at init; both sides are linear in xi*||V||, so unit vectors (seeded) stand in for
them (the ratio does not depend on the scale). Shape: (|S_1| m/(|S| a)) (1/sqrt B) (1/|S|) sum_l sum_{W_l} Relu/a."""
import numpy as np
def sides(seed, B, M=3, d=8, S1=2, S2=1, L=4, xi=0.01, reps=20):
    rng = np.random.default_rng(seed); m = int(np.ceil(M * M * np.log(B))); a = np.sqrt(m)
    S = L  # tokens: S1 of pattern 1, S2 of pattern 2, the rest other patterns
    out = []
    for _ in range(reps):
        V = rng.normal(size=(S, d)); V /= np.linalg.norm(V, axis=1, keepdims=True)
        WO = rng.normal(0, xi, (m, d)); sgn = rng.choice([1, -1], m)
        act = WO @ V.T                                      # m x S
        relu = np.maximum(act, 0) / a
        lhs = 0.0; rhs_in = 0.0
        for l in range(S):
            U = (sgn < 0) & (act[:, l] > 0) if S1 <= l < S1 + S2 else np.zeros(m, bool)
            lhs += relu[(sgn < 0) & ~U, l].sum()
            if l < S1:
                rhs_in += relu[(sgn > 0) & (act[:, l] > 0), l].sum()
        lhs /= S; shape = (S1 * m / (S * a)) / np.sqrt(B) * rhs_in / S
        out.append(lhs / shape)
    return m, np.median(out)
for B in (1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8):
    m, r = sides(0, B)
    print(f"B={B:.0e} m={m}: median lhs/shape = {r:.3f}   predicted sqrt(B/m)(|S|/|S_1|)^2 * (ratio of sets) ~ {np.sqrt(B/m):.2f} x const")
Bs = np.array([1e2, 1e4, 1e6, 1e8]); rs = np.array([sides(1, B)[1] for B in Bs])
print("log-slope in B:", np.polyfit(np.log(Bs), np.log(rs), 1)[0])
