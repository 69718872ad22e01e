"""Auditor B r27: chenli Lemma 6.4 proof, Case (B) Step 1 box (seed 000 L1925-L1943) vs the X_2 bullet (L1781).
Boolean X_2 in {+-1}^d enumerated exhaustively; m = 1 (the v_{m+1} coordinate adds a further constraint and can only shrink
the box, it cannot add points); also m = 2 with a random second head."""
import itertools, numpy as np
def run(d, S, Thetas, x, k, beta, xi):
    F1 = np.linalg.norm(Thetas[0]); Sc = [j for j in range(d) if j not in S]
    lo_b = F1 * (np.sqrt(10 * np.log(k)) + beta); hi_b = lo_b + xi * F1          # bullet interval (L1781)
    w = xi * F1
    n_box = n_box_bullet = 0; worst = 0.0; n_A = n_A_bad = 0
    for X in itertools.product([-1, 1], repeat=d):
        X = np.array(X, float)
        inbox = inA = True; bullet = True
        for Th in Thetas:
            v = x @ Th[:, Sc]; inner = v @ X[Sc]; full = x @ Th @ X; sterm = x @ Th[:, S] @ X[S]
            a_printed = np.linalg.norm(Th) * np.sqrt(10 * np.log(k)) + beta - inner       # printed: S^c term, the box's own variable
            inbox &= a_printed <= inner <= a_printed + w
            a_caseA = F1 * (np.sqrt(10 * np.log(k)) + beta) - sterm                        # Case (A)'s corner (L1819)
            inA &= a_caseA <= inner <= a_caseA + w
            ok = lo_b <= full <= hi_b; bullet &= ok
            if inbox and not ok: worst = max(worst, (lo_b - full) / F1)
        n_box += inbox; n_box_bullet += inbox and bullet; n_A += inA; n_A_bad += inA and not bullet
    return n_box, n_box_bullet, worst, n_A, n_A_bad
d, S = 12, [0, 1]
x = np.ones(d)
Th1 = np.diag(np.linspace(1, 2, d))
for k, beta, xi in [(2, 0.5, 0.5), (2, 0.1, 0.3), (3, 0.5, 1.0)]:
    nb, nbb, worst, nA, nAb = run(d, S, [Th1], x, k, beta, xi)
    print(f"m=1 k={k} beta={beta} xi={xi}: printed box has {nb} points, {nbb} of them meet the bullet; largest shortfall "
          f"below the bullet {worst:.3f} ||Theta_1||_F | Case (A) box: {nA} points, {nAb} miss the bullet")
rng = np.random.default_rng(0)
Th2 = Th1 + 0.2 * rng.standard_normal((d, d)); Th2 *= np.linalg.norm(Th1) / np.linalg.norm(Th2)
nb, nbb, worst, nA, nAb = run(d, S, [Th1, Th2], x, 2, 0.5, 1.0)
print(f"m=2 (Theta_2 = Theta_1 + noise, same norm) k=2 beta=.5 xi=1: printed box {nb} points, {nbb} meet the bullets; "
      f"shortfall {worst:.3f} ||Theta_1||_F | Case (A) box: {nA} points, {nAb} miss")
