"""Audit of chenli, proof of Lemma 5.13, L972 (general case, no condition on nu, nu'):
E ||Theta (1_U2 + 1_U3)||^2 <~ (c/sqrt(d2) + c^2/r_Theta + d3 upsilon^2/d) ||Theta||_F^2.
Instance: m = 1, Theta = D + e 1_S3^T, D = diag(+-1) alternating (Tr D = 0), e supported on S3 with entries
(+,+,-,-,...)/sqrt(d3) (so <e, D 1_S3> = 0, sum e = 0, Tr Theta = 0, |e| = 1); d2 = 4, c = 1, mu = -1/2, mu' = 1/2
(|mu|, |mu'| = c/sqrt(d2)), nu = -1, nu' = 1 (T3 empty, U3 = S3), d3 = d^{3/4} (even), r_Theta = d^{1/4}/10.
Closed forms (checked by brute force at small d below): ||Theta||_F^2 = d + d3; column norms^2 = 1 (j not in S3),
2 +- 2/sqrt(d3) (j in S3); row norms^2 = 1 (i not in S3), 2 +- 2/sqrt(d3) (i in S3); sqrt(1 + d3) <= ||Theta||_op <= 1 +
sqrt(d3); Theta 1_U2 = D 1_U2 (|.|^2 = 2), <Theta 1_U2, Theta 1_S3> = 0, ||Theta 1_S3||^2 = d3 + d3^2, so
E ||Theta (1_U2 + 1_U3)||^2 = 2 + d3 + d3^2 exactly."""
import math
import numpy as np


def instance(d):
    d3 = 4 * int(round(d ** 0.75 / 4))
    d2 = 4
    F2 = d + d3
    colmax2 = 2 + 2 / math.sqrt(d3)
    rowmax2 = 2 + 2 / math.sqrt(d3)
    op_hi = 1 + math.sqrt(d3)
    ups = math.sqrt(max(colmax2, rowmax2)) * math.sqrt(d) / math.sqrt(F2)
    r = d ** 0.25 / 10
    c = 1.0
    c0 = 0.05  # Assumption 3/4's 'sufficiently small constant': |S| <= c0 d
    F2S = F2 - c0 * d * colmax2          # worst Pi_S^perp: remove the c0 d heaviest columns
    upsS = math.sqrt(colmax2) * math.sqrt(d) / math.sqrt(F2S)
    hyp = {
        "c <= sqrt(min(r, d2, d3))/2": c <= math.sqrt(min(r, d2, d3)) / 2,
        "|mu|,|mu'| <= c/sqrt(d2)": 0.5 <= c / math.sqrt(d2),
        "Asm3 r <= F^2/op^2": r <= F2 / op_hi**2,
        "Asm3 Pi_S^perp (|S| <= c0 d)": r <= F2S / op_hi**2,
        "(8) r <= d^(1/4)/10": True,
        "Asm4 ups (and Pi_S^perp) <= sqrt(d)/(10 r^2)": max(ups, upsS) <= math.sqrt(d) / (10 * r**2),
        "Asm4 ups >= 1": max(ups, upsS) >= 1,
        "Asm5 |Tr Theta| = 0 <= ||Theta||_F": True,
        "Asm6 ||Theta||_F >= 10 log(d)": math.sqrt(F2) >= 10 * math.log(d),
    }
    lhs = 2 + d3 + d3**2
    shape = (c / math.sqrt(d2) + c * c / r + d3 * ups**2 / d) * F2
    return dict(d=d, d3=d3, r=r, ups=ups, upsS=upsS, lhs=lhs, shape=shape, ratio=lhs / shape, hyp=hyp)


def brute(d=400, d3=64, trials=200, seed=0):
    """Explicit matrices at small d: closed forms of the docstring (no hypotheses needed for this check)."""
    rng = np.random.default_rng(seed)
    d2 = 4
    S2 = np.arange(d - d3 - d2, d - d3); S3 = np.arange(d - d3, d)
    Dd = np.array([(-1) ** i for i in range(d)], float)
    e = np.zeros(d); e[S3] = np.array([1 if (i // 2) % 2 == 0 else -1 for i in range(d3)]) / math.sqrt(d3)
    one3 = np.zeros(d); one3[S3] = 1
    Th = np.diag(Dd) + np.outer(e, one3)
    T2 = rng.choice(S2, 1, replace=False)            # mu = -1/2: one positive entry of x in S2
    vals = []
    for _ in range(trials):
        U2 = rng.choice(np.setdiff1d(S2, T2), 2, replace=False)
        u = one3.copy(); u[U2] = 1
        vals.append(np.sum((Th @ u) ** 2))
    sv = np.linalg.svd(Th, compute_uv=False)
    return dict(E=np.mean(vals), closed=2 + d3 + d3**2, F2=np.sum(Th**2), closedF2=d + d3,
                op=sv[0], op_lo=math.sqrt(1 + d3), op_hi=1 + math.sqrt(d3),
                col2=np.max(np.sum(Th**2, 0)), row2=np.max(np.sum(Th**2, 1)), tr=np.trace(Th))


if __name__ == "__main__":
    print("brute-force check of the closed forms:", {k: round(float(v), 4) for k, v in brute().items()})
    for d in (1e7, 1e8, 1e10, 1e12, 1e16, 1e24, 1e32):
        o = instance(d)
        print(f"d={d:.0e} d3={o['d3']:.3g} r={o['r']:.3g} ups={o['ups']:.3f} (Pi_S: {o['upsS']:.3f}) "
              f"lhs={o['lhs']:.3e} shape={o['shape']:.3e} ratio={o['ratio']:.3e} "
              f"hyp all ok: {all(o['hyp'].values())}", "" if all(o['hyp'].values()) else o["hyp"])
    o = instance(1e8)
    print("ratio / sqrt(d):", [round(instance(d)["ratio"] / math.sqrt(d), 3) for d in (1e8, 1e16, 1e32)],
          "; with the corrected d3^2 ups^2/d term:", [round(instance(d)["lhs"] / ((0.5 + 10 * d**-0.25 + instance(d)["d3"]**2 * instance(d)["ups"]**2 / d) * (d + instance(d)["d3"])), 3) for d in (1e8, 1e16, 1e32)])


def nu09(d):
    """nu = -0.9, nu' = 0.9 (|nu|, |nu'| <= 0.9 as in Lemma 5.8's second case): T3 a random 0.05 d3 subset, U3 a
    random 0.9 d3 subset of S3 minus T3 (marginally uniform in S3). E 1_U 1_U^T = a I + b (1 1^T - I) on S3 with
    a = u/d3, b = u(u-1)/(d3(d3-1)); Tr(P3 Theta^T Theta P3) = 2 d3, 1^T Theta^T Theta 1 = d3 + d3^2."""
    o = instance(d); d3 = o["d3"]; u = 0.9 * d3
    a = u / d3; b = u * (u - 1) / (d3 * (d3 - 1))
    lhs = 2 + (a - b) * 2 * d3 + b * (d3 + d3**2)
    return lhs / o["shape"]


if __name__ == "__main__":
    print("nu = -0.9 -> nu' = 0.9: ratio", [f"{nu09(d):.3e}" for d in (1e8, 1e12, 1e16, 1e24)])
