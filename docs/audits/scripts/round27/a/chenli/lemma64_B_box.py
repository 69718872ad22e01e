"""Auditor A r27: chenli.display.lemma6.4-B-step1-box (seed 000 L1925-L1943, Case (B) Step 1; bullets L1781-L1787;
Case (A)'s corners L1817-L1823). Box A = prod [a_i, a_i + xi_i] for <v_i, X_{2,S^c}>, v_i = x^T (Theta_i)_{:,S^c},
printed a_i = ||Theta_i||_F sqrt(10 log k) + beta - x^T (Theta_i)_{S^c} X_{2,S^c}; claim: box (with (96)) is sufficient
for the X_2 bullet x^T Theta_i X_2 in [F (sqrt(10 log k) + beta), F (sqrt(10 log k) + beta) + xi F], F = ||Theta_1||_F.
Exhaustive enumeration over X_2 in {+-1}^d; own numpy; nothing imported from the repository."""
import itertools, math
import numpy as np

def check(Thetas, x, S, k, beta, xi, name):
    d = len(x); Sc = [j for j in range(d) if j not in S]
    F = np.linalg.norm(Thetas[0]); L = math.sqrt(10 * math.log(k))
    lo, hi = F * (L + beta), F * (L + beta) + xi * F
    n_box_printed = n_box_printed_bad = n_boxA = n_boxA_bad = 0
    worst = 0.0
    for XS in itertools.product([-1, 1], repeat=len(S)):
        for XSc in itertools.product([-1, 1], repeat=len(Sc)):
            X2 = np.zeros(d); X2[S] = XS; X2[Sc] = XSc
            okP = okA = True; bullet = True; dist = 0.0
            for Th in Thetas:
                wSc = x @ Th[:, Sc] @ np.array(XSc, float); wS = x @ Th[:, S] @ np.array(XS, float) if S else 0.0
                aP = np.linalg.norm(Th) * L + beta - wSc                       # printed corner (S^c term, self-referential)
                aA = F * (L + beta) - wS                                       # Case (A)'s corner (S term)
                okP &= aP <= wSc <= aP + xi * F
                okA &= aA <= wSc <= aA + xi * F
                tot = wS + wSc
                bullet &= lo <= tot <= hi
                dist = max(dist, lo - tot, tot - hi)
            if okP:
                n_box_printed += 1
                if not bullet: n_box_printed_bad += 1; worst = max(worst, dist / F)
            if okA:
                n_boxA += 1
                if not bullet: n_boxA_bad += 1
    print(f"[{name}] F={F:.4f}: printed box has {n_box_printed} points, bullet fails at {n_box_printed_bad} "
          f"(largest distance below/above the bullet interval = {worst:.3f} F); Case (A) corners: {n_boxA} points, bullet fails at {n_boxA_bad}")

d = 12
Th = np.diag(np.linspace(1, 2, d)); x = np.ones(d)
check([Th], x, [0, 1], k=2, beta=0.5, xi=0.5, name="m=1 d=12 |S|=2 diag(1..2) x=1 k=2 beta=.5 xi=.5")
check([Th], x, [], k=2, beta=0.5, xi=0.5, name="same, S empty")
Th2 = np.diag(np.linspace(2, 1, d)) * 0.95
check([Th, Th2], np.ones(d), [0, 1], k=2, beta=0.5, xi=0.5, name="m=2: diag(1..2) and 0.95 diag(2..1), x=1, |S|=2, k=2, beta=.5, xi=.5")
