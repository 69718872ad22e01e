"""Referee G, round 35: do the printed Theorem-B.4 boxes in the proof of
Lemma 6.4 (Chen & Li) imply the X_2 / X_3 bullet points (L1781-L1789)?
Independent derivation; does not import anything from the repository.

Notation (paper): F=||Theta_1||_F, w = x^T Theta_1 (row vector), S = small set,
t(X) = sum_{j in S} w_j X_j  (= x^T (Theta_1)_S X_S),  u(X) = <v_1, X_{S^c}>
with v_1 = x^T (Theta_1)_{:,S^c}.  So x^T Theta_1 X = t(X) + u(X).
[a_i + xi_i] is read as [a_i, a_i + xi_i] (Theorem B.4, L3732: R = prod [a_i, a_i+Delta_i]).
m = 1, k = 3, beta = 0 (lambda irrelevant for m = 1).
Part 1: exact enumeration over {+-1}^{S^c} at small d (mechanism is scale-free).
Part 2: mpmath margins at d = 10^400.
"""
import itertools, sys
import numpy as np
import mpmath as mp

def enum_signs(n):
    # all 2^n sign vectors, shape (2^n, n)
    idx = np.arange(2**n)[:, None]
    return 1 - 2 * ((idx >> np.arange(n)[None, :]) & 1)

def part1(d=24, nS=2, s_scale=0.05, xi=0.2, seed=1):
    rng = np.random.default_rng(seed)
    k, beta = 3, 0.0
    # Build Theta_1 with prescribed w = x^T Theta_1 and ||Theta_1||_F = ||w||
    # (so ||x^T Theta_1|| = F exactly, as on E_1), high effective rank:
    # Theta_1 = diag(x) M,  M = (1/d) 1 w^T + N,  1^T N = 0,  ||N||_F^2 = ||w||^2 (1 - 1/d).
    x = rng.choice([-1, 1], d)
    what = rng.choice([-1, 1], d) * rng.uniform(0.5, 1.5, d)
    what[:nS] *= s_scale           # light S-coordinates (Cor 6.10 regime |t| << F)
    N = rng.standard_normal((d, d)); N -= N.mean(axis=0, keepdims=True)
    N *= np.linalg.norm(what) * np.sqrt(1 - 1 / d) / np.linalg.norm(N)
    M = np.outer(np.ones(d), what) / d + N
    Th = x[:, None] * M
    F = np.linalg.norm(Th)
    w = x @ Th
    assert np.allclose(w, what) and abs(F - np.linalg.norm(w)) < 1e-9 * F
    wS, wSc = w[:nS], w[nS:]
    c = F * (np.sqrt(10 * np.log(k)) + beta)      # bullet lower end for X_2 (m=1: ||Theta_1||=F)
    cB1 = F * np.sqrt(10 * np.log(k)) + beta      # printed Case (B) Step 1 constant (same here, beta=0)
    s = 0.05 * min(1.0, F)
    XSc = enum_signs(d - nS); U = XSc @ wSc       # all u values
    XS = enum_signs(nS); T = XS @ wS              # all t values (4)
    xiF = xi * F
    out = {}
    out['F'] = F; out['||w||/F'] = np.linalg.norm(w) / F; out['max u/F'] = np.abs(wSc).sum() / F; out['c/F'] = c / F; out['max|t|/F'] = np.abs(T).max() / F
    # ---------- Case (B) Step 1 (L1933-1943), first bullet ----------
    # printed: a_1 = ||Theta_1||_F sqrt(10 log k) + beta - x^T(Theta_1)_{S^c} X_{2,S^c} = cB1 - u
    # box: u in [a_1, a_1 + xi F]  <=>  2u - cB1 in [0, xi F]
    nbox = nboth = 0; gapmin = np.inf; corr_mismatch = 0
    for t in T:
        box = (U >= cB1 - U) & (U <= cB1 - U + xiF)
        bul = (t + U >= c) & (t + U <= c + xiF)
        nbox += box.sum(); nboth += (box & bul).sum()
        if box.any():
            gapmin = min(gapmin, (c - (t + U[box])).min())
        # corrected reading a_1 = c - t (S instead of S^c, as in Case (A) Step 1)
        boxc = (U >= c - t) & (U <= c - t + xiF)
        corr_mismatch += (boxc != bul).sum()
    out['B1 printed: #box points'] = int(nbox)
    out['B1 printed: #box points satisfying bullet'] = int(nboth)
    out['B1 printed: min over box of (bullet_low - x^T Th X_2)/F'] = gapmin / F
    out['B1 corrected (a=c-t): #points where box != bullet'] = int(corr_mismatch)
    # ---------- X_2 configurations satisfying the X_2 first bullet ----------
    X2 = [(t, u) for t in T for u in U[(t + U >= c) & (t + U <= c + xiF)]]
    out['#X_2 satisfying bullet 1'] = len(X2)
    # ---------- Case (A) Step 2 (L1889-1895) and Case (B) Step 2 (L1994-2000) ----------
    Us = np.sort(U)
    def cnt(lo_, hi_):
        if hi_ < lo_: return 0
        return int(np.searchsorted(Us, hi_, 'right') - np.searchsorted(Us, lo_, 'left'))
    res = {'A2': [0, 0, 0.0, np.inf], 'A2alt': [0, 0, 0.0, np.inf], 'B2': [0, 0, np.inf, np.inf],
           'B2alt': [0, 0, 0.0, np.inf], 'corr': [0, 0, 0.0, np.inf]}
    A2_sameS = [0, 0]
    for (t2, u2) in X2:
        lo, hi = t2 + u2 - s - xiF, t2 + u2 - s      # X_3 bullet window for x^T Th X_3
        for t3 in T:
            boxes = {
                'A2':    u2 - s - xiF,                 # printed: x^T Th X_{2,S^c} - s - xi F
                'A2alt': t2 + u2 - s - xiF,            # reading X_{2,S^c} -> X_2
                'B2':    t2 - s - xiF,                 # printed: x^T Th X_{2,S} - s - xi F
                'B2alt': t2 + u2 - s - xiF,            # reading X_{2,S} -> X_2
                'corr':  t2 + u2 - t3 - s - xiF,       # repaired: subtract X_{3,S} part
            }
            for key, a in boxes.items():
                r = res[key]
                nb = cnt(a, a + xiF)                                   # box points
                ng = cnt(max(a, lo - t3), min(a + xiF, hi - t3))       # box points inside window
                r[0] += nb; r[1] += nb - ng
                if key == 'A2' and t3 == t2: A2_sameS[0] += nb; A2_sameS[1] += nb - ng
                if key == 'B2':
                    r[2] = min(r[2], (lo - (t3 + a + xiF)) / F)
                else:
                    r[2] = max(r[2], abs((t3 + a) - lo) / F)
                    if abs((t3 + a) - lo) > 0: r[3] = min(r[3], abs((t3 + a) - lo) / F)
    out['A2 restricted to X_{3,S}=X_{2,S} (D=0): #box / #violating'] = tuple(A2_sameS)
    for key, r in res.items():
        out[f'{key}: #box points / #box points violating X_3 bullet 1'] = (int(r[0]), int(r[1]))
        if key == 'B2':
            out[f'{key}: min gap (window_low - box_image_top)/F'] = r[2]
        else:
            out[f'{key}: max / min nonzero |shift of box image vs window| (/F)'] = (r[2], r[3])
    return out

def part2():
    mp.mp.dps = 50
    d = mp.mpf(10) ** 400; k = 3; lam = mp.mpf('0.99'); m = 1; beta = 0
    L = mp.sqrt(10 * mp.log(k))
    kappa_over_c = lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * mp.log(d) ** 2)   # Eq.(7) with c=1
    print('--- d = 10^400, k=3, lambda=0.99, m=1, beta=0 (units of F) ---')
    print('sqrt(10 log k)                      =', mp.nstr(L, 8))
    print('B1 printed box image top (xi->0)    =', mp.nstr(L / 2, 8), '+ xi/2 + O(kappa)')
    print('X_2 bullet lower end                =', mp.nstr(L, 8))
    print('kappa/c from Eq.(7)                 =', mp.nstr(kappa_over_c, 5))
    print('Cor 6.10: |x^T(Th)_S X_S| <~ nu d\' sqrt(log d)/sqrt(d) F = kappa F (by def of d\', Eq.75)')
    print('B2 printed: window_low - box_top    >= sqrt(10log k) - xi - 2C kappa  ~', mp.nstr(L, 8))
    print('A2 printed: shift D; claimant instance |D| = 2 F sqrt(2/d) =', mp.nstr(2 * mp.sqrt(2 / d), 5), 'F')

if __name__ == '__main__':
    for sc in (0.05, 0.5):
        for xi in (0.2, 0.05):
            print(f'=== Part 1: d=24, |S|=2, S-column scale {sc}, xi={xi}, k=3, beta=0, m=1 ===')
            for kk, vv in part1(s_scale=sc, xi=xi).items():
                print(f'  {kk}: {vv}')
    part2()
