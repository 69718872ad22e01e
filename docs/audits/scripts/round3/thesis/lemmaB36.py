"""Audit thesis Lemma B.3.6 (B.36) (seed 003 L4027-L4031): under m >~ M^2 log N, for i in W_l(0) and l in D_1,
1[W_O(i)^(t) V_l(t) > 0] = 1. Lucky sets as printed in Ch. 2's (A.8) (cited via [6], Lemma B.3.5): sign of W_O(i)^(0) V_l(0)
only, no condition on a_i. Minimal instance of (3.1)/(3.3): W_O-only SGD (Ch. 3 pre-trains W_O first, L3865), aggregated
values V_n = p_1 + err (class 1, y = +1) / p_2 + err (class 2, y = -1), ||err|| = sigma (Assumption B.2.1), hinge loss,
a fixed +-1/sqrt(m), W_O ~ N(0, xi^2). Counts lucky (i, l) pairs whose indicator turns 0, split by sign(a_i)."""
import numpy as np
def run(m, xi, eta, B, steps, seed, mb=6, N=80, sigma=0.05):
    rng = np.random.default_rng(seed)
    P = np.eye(mb)
    y = np.array([1]*(N//2) + [-1]*(N//2))
    V = np.array([P[0] if yy == 1 else P[1] for yy in y], dtype=float)
    E = rng.normal(size=V.shape); V += sigma*E/np.linalg.norm(E, axis=1, keepdims=True)
    WO = rng.normal(0, xi, (m, mb)); a = rng.choice([-1.0, 1.0], m)/np.sqrt(m)
    cls1 = np.where(y == 1)[0]
    lucky = (WO @ V[cls1].T) > 0                      # (i, l) lucky pairs, l in D_1
    first_flip = {}
    for t in range(1, steps+1):
        idx = rng.choice(N, B, replace=False)
        H = WO @ V[idx].T                             # m x B
        F = a @ np.maximum(H, 0)
        active = (1 - y[idx]*F) > 0
        G = np.zeros_like(WO)                         # d loss / d W_O, loss = mean hinge
        for k in range(B):
            if active[k]:
                G -= (y[idx][k]*a*(H[:, k] > 0))[:, None]*V[idx][k][None, :]/B
        WO -= eta*G
        ind = (WO @ V[cls1].T) > 0
        flipped = lucky & ~ind
        for sgn in (-1, 1):
            n = int(flipped[(np.sign(a) == sgn)].sum())
            if n and (t, sgn) not in first_flip:
                first_flip[(t, sgn)] = n
        if t in (1, steps):
            neg = int(flipped[a < 0].sum()); pos = int(flipped[a > 0].sum())
            yield t, neg, int(lucky[a < 0].sum()), pos, int(lucky[a > 0].sum())
M, N = 4, 80
print(f"M^2 log N = {M*M*np.log(N):.0f}")
for m, xi, eta, B, steps in [(128, 0.01, 0.1, 8, 5), (4096, 0.01, 0.1, 8, 5), (4096, 0.5, 0.1, 8, 5),
                             (16384, 0.5, 0.01, 8, 3), (16384, 0.5, 0.001, 8, 3)]:
    for seed in [0]:
        for t, neg, nneg, pos, npos in run(m, xi, eta, B, steps, seed):
            print(f"m={m} xi={xi} eta={eta} B={B} t={t}: lucky pairs turned off: a_i<0: {neg}/{nneg}, a_i>0: {pos}/{npos}")
print("sigma = 0 (values exactly p_1 / p_2):")
for m, xi, eta in [(4096, 0.01, 0.1), (16384, 0.5, 0.001)]:
    for t, neg, nneg, pos, npos in run(m, xi, eta, 8, 5, 0, sigma=0.0):
        print(f"m={m} xi={xi} eta={eta} t={t}: off: a_i<0: {neg}/{nneg}, a_i>0: {pos}/{npos}")
