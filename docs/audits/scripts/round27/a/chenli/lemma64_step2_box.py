"""Auditor A r27: chenli.display.lemma6.4-A-step2-box, chenli.display.lemma6.4-B-step2-box (seed 000 L1885-L1905,
L1985-L2002; X_3 bullet L1785). x^T Theta X_3 = x^T Theta_S X_{3,S} + <v, X_{3,S^c}>, v = x^T Theta_{:,S^c}.
Case (A) printed: box on <v, X_{2,S^c}> (read X_{3,S^c}) with corner a = x^T Theta X_{2,S^c} - s - xi F;
Case (B) printed: box on <v, X_{3,S^c}> with a = x^T Theta X_{2,S} - s - xi F, plus a_{m+1} for v_{m+1}.
Bullet: x^T Theta X_3 in [x^T Theta X_2 - s - xi F, x^T Theta X_2 - s]. Intended corner: x^T Theta X_2 - x^T Theta_S X_{3,S} - s - xi F.
Exhaustive over X_{3,S^c} in {+-1}^{|S^c|}; own numpy; nothing imported from the repository."""
import itertools, math
import numpy as np

def run(Th, x, S, k, beta, xi, s, Ep, X3S_mode, name, sig_ratio=0.1):
    d = len(x); Sc = [j for j in range(d) if j not in S]
    F = np.linalg.norm(Th); L = math.sqrt(10 * math.log(k))
    # X_2 meeting its first bullet x^T Theta X_2 in [F (L + beta), F (L + beta) + xi F] (first one found)
    X2 = None
    for bits in itertools.product([-1, 1], repeat=d):
        v = np.array(bits, float)
        if F * (L + beta) <= x @ Th @ v <= F * (L + beta) + xi * F: X2 = v; break
    if X2 is None: print(f"[{name}] no X_2 meets its bullet"); return
    X3S = -X2[S] if X3S_mode == "neg" else X2[S].copy()
    vS = x @ Th[:, Sc]; tS = x @ Th[:, S]
    t2 = x @ Th @ X2
    lo, hi = t2 - s - xi * F, t2 - s
    eS = x @ Ep[:, Sc]; nrm = np.linalg.norm(eS)
    aA = vS @ X2[Sc] - s - xi * F                    # Case (A) printed corner (x^T Theta X_{2,S^c})
    aB = tS @ X2[S] - s - xi * F                     # Case (B) printed corner (x^T Theta X_{2,S})
    aI = t2 - tS @ X3S - s - xi * F                  # intended corner
    am1 = F ** 2 / nrm * sig_ratio                   # a_{m+1} = F^2/||x^T E'_{S^c}|| (sigma/eps*)(2s + xi F), (sigma/eps*)(2s+xi F) = 0.1
    stats = {"A": [0, 0, 0.0], "B": [0, 0, 0.0], "I": [0, 0, 0.0]}
    for bits in itertools.product([-1, 1], repeat=len(Sc)):
        X3c = np.array(bits, float)
        w = vS @ X3c
        tot = tS @ X3S + w
        ok = lo <= tot <= hi
        dist = max(lo - tot, tot - hi, 0.0) / F
        vm1 = F / nrm * (eS @ X3c)                   # v_{m+1} with sgn(1 - sum alpha) = +1
        for key, a, extra in (("A", aA, True), ("B", aB, am1 <= vm1 <= am1 + xi * F), ("I", aI, True)):
            if a <= w <= a + xi * F and extra:
                stats[key][0] += 1
                if not ok: stats[key][1] += 1; stats[key][2] = max(stats[key][2], dist)
    print(f"[{name}] F={F:.3f}, x^T Theta_S (X_3S - X_2S) = {tS @ (X3S - X2[S]):+.3f}, <v, X_2S^c> = {vS @ X2[Sc]:+.3f}: "
          + "; ".join(f"{lab}: box points {st[0]}, bullet fails at {st[1]} (worst {st[2]:.2f} F)" for lab, st in
                      (("Case A printed (X_3 read)", stats["A"]), ("Case B printed (with v_{m+1})", stats["B"]), ("intended corner", stats["I"]))))

rng = np.random.default_rng(11)
d = 12
Th = np.diag(np.linspace(1, 1.2, d)); x = np.ones(d)
Ep = rng.standard_normal((d, d)); Ep *= np.linalg.norm(Th) / np.linalg.norm(Ep)
run(Th, x, [0, 1], k=2, beta=0.0, xi=0.5, s=0.05, Ep=Ep, X3S_mode="neg", name="diag(1..1.2), |S|=2, X_3S = -X_2S")
run(Th, x, [0, 1], k=2, beta=0.0, xi=0.5, s=0.05, Ep=Ep, X3S_mode="same", name="diag(1..1.2), |S|=2, X_3S = X_2S")
Th2 = np.diag(np.linspace(1, 2, d))
run(Th2, x, [0, 1, 2], k=2, beta=0.2, xi=0.8, s=0.1, Ep=Ep, X3S_mode="neg", name="diag(1..2), |S|=3, X_3S = -X_2S")
