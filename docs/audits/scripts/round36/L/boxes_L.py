"""Referee L (round 36): Chen & Li, Lemma 6.4 proof, Case (B) Steps 1-2 (seed 000, L1917-L2058).
Independent re-derivation, no repository code. Exact enumeration over X in {+-1}^d, d = 1 + 20 + 8 = 29,
done blockwise (exact, because every quantity is a sum of a block-P part, a block-Q part and the S part):
  S = {0}, P = {1..20} (support of the heads' S^c parts), Q = {21..28} (support of x^T E'_{S^c}).
  x = all-ones row X_1.
  Theta_i = diag(w_i)  => x^T Theta_i X = sum_j w_ij X_j, ||x^T Theta_i|| = ||Theta_i||_F exactly (Lemma 6.8 it. 4).
  E' : one entry g_j in column j at row (j+1) mod d (off-diagonal => <Theta_i, E'>_F = 0, x^T E' = g,
       ||x^T E'|| = ||E'||_F = F (E_2)).
Counts = sum over X_S of (#P-block points) * (#Q-block points).
Notation: F = ||Theta_1||_F, s10 = sqrt(10 log k), t_i = x^T(Theta_i)_S X_S, u_i = <v_i, X_{S^c}>.
"""
import math
import numpy as np

k = 3
F = 20.0
s10 = math.sqrt(10 * math.log(k))
nP, nQ = 20, 8
d = 1 + nP + nQ
tau = 0.02                                   # S-part of w_1 (Cor 6.10: |t_i| <~ kappa ||Theta_i||_F)

def pm_matrix(n):
    idx = np.arange(1 << n, dtype=np.int64)
    return (((idx[:, None] >> np.arange(n)) & 1) * 2 - 1).astype(np.float64)
XP = pm_matrix(nP)                           # 2^20 x 20
XQ = pm_matrix(nQ)                           # 256 x 8

rng_signs = np.array([1, -1] * (nP // 2), dtype=float)             # w_1 signs: trace ~ 0 (Assumption 5)
sgn2 = np.array([1, 1, -1, -1] * (nP // 4), dtype=float)           # w_2 signs: orthogonal to w_1's
magsP = np.linspace(1.0, 0.8, nP)
def head(norm, sg, t0):
    wP = sg * magsP / np.linalg.norm(magsP) * math.sqrt(norm**2 - (t0 * F)**2)
    return t0 * F, wP                                               # (S entry, P block)
w1S, w1P = head(F, rng_signs, -tau)
w2S, w2P = head(0.9 * F, sgn2, 0.0)
print(f"k={k}, F={F}, s10={s10:.6f}, d={d}, |S|=1; <w1,w2> = {w1S*w2S + w1P@w2P:.2e}")

def counts(maskfun):
    """sum over X_S in {-1,+1} of maskfun(XS) -> (#points) ; maskfun returns (P-mask, Q-mask)."""
    tot = 0
    for XS in (-1.0, 1.0):
        mp, mq = maskfun(XS)
        tot += int(np.count_nonzero(mp)) * int(np.count_nonzero(mq))
    return tot

# ---------------------------------------------------------------- item 1 (Q block irrelevant: factor 256)
print("\n== Item 1: Case (B) Step 1 corner with S^c -> S only: a_i = ||Theta_i||_F s10 + beta - x^T(Theta_i)_S X_{2,S};"
      " box event u_i in [a_i, a_i + xi F]; bullet (L1781): x^T Theta_i X_2 in [F(s10+beta), F(s10+beta)+xi F]")
def item1(label, wS, wP, beta, xi):
    Fi = math.sqrt(wS**2 + wP @ wP)
    u = XP @ wP
    lo = F * (s10 + beta)
    res = {}
    for name, corner in (("minimal", lambda t: Fi * s10 + beta - t), ("F-corrected", lambda t: F * (s10 + beta) - t)):
        nb = nbad = 0; vals = []
        for XS in (-1.0, 1.0):
            t = wS * XS; a = corner(t)
            inbox = (u >= a) & (u <= a + xi * F)
            val = t + u[inbox]
            ok = (val >= lo) & (val <= lo + xi * F)
            nb += inbox.sum() * (1 << nQ); nbad += (~ok).sum() * (1 << nQ); vals.append(val)
        vals = np.concatenate(vals)
        res[name] = (nb, nbad, vals)
    gap = beta * (F - 1) + s10 * (F - Fi)
    print(f" [{label}] beta={beta}, xi={xi}, ||Theta_i||_F/F={Fi/F:.4f}: predicted shift of image below window = "
          f"beta(F-1)+s10(F-||Theta_i||_F) = {gap/F:.5f} F vs window width {xi:.3f} F -> "
          f"{'disjoint' if gap > xi*F else ('not contained' if gap > 0 else 'equal')}")
    for name in ("minimal", "F-corrected"):
        nb, nbad, vals = res[name]
        rng = f"image [{vals.min()/F:.5f}, {vals.max()/F:.5f}] F" if len(vals) else "empty"
        print(f"   {name:11s} box: {nb:>10d} points, {nbad:>10d} violate the bullet; {rng}; window [{lo/F:.5f}, {lo/F+xi:.5f}] F")
item1("1a head 1", w1S, w1P, 0.5, 0.2)
item1("1a' head 1, beta small", w1S, w1P, 0.05, 0.2)
item1("control head 1, beta=0", w1S, w1P, 0.0, 0.2)
item1("1b head 2, r=0.9 (lambda<=0.81)", w2S, w2P, 0.0, 0.2)
item1("1b head 2, r=0.9, xi=0.5", w2S, w2P, 0.0, 0.5)

# ---------------------------------------------------------------- items 3, 4: m = 1, Theta' = 1.5 Theta_1 + E
nu, q = 0.5, 0.5
g0 = math.sqrt(1 - q) * F
magQ = np.array([1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.45, 0.4]) * np.array([1, -1, 1, -1, 1, -1, 1, -1])
gQ = magQ / np.linalg.norm(magQ) * math.sqrt(q) * F
nSc = np.linalg.norm(gQ)
# explicit d x d matrices for the hypothesis checks
g = np.concatenate([[g0], np.zeros(nP), gQ]); w1 = np.concatenate([[w1S], w1P, np.zeros(nQ)])
E = np.zeros((d, d))
for j in range(d):
    E[(j + 1) % d, j] = g[j]
T1 = np.diag(w1); xv = np.ones(d)
caseB = nSc**2 >= math.exp(-1 / nu) * F**2 and np.max(gQ**2) <= nSc**2 / (nu * 1)
print(f"\n== Items 3/4 setup: m=1, sum alpha = 1.5; <Theta_1,E'>_F={np.sum(T1*E):.1e}, ||E'||_F={np.linalg.norm(E):.4f},"
      f" x^T E' == g: {np.allclose(xv@E, g)}, ||x^T E'_S||={g0:.4f}, ||x^T E'_Sc||={nSc:.4f};"
      f" Case (B) (nu={nu}, d'=1): {caseB}; Lemma 6.12 cross term x^T Theta_1 E'_Sc^T x = {w1 @ np.concatenate([[0], np.zeros(nP), gQ]):.1e}")
xi, s, beta = 0.2, 0.1, 0.0
sgnA = 1.0                                   # sgn(sum alpha - 1)
uP = XP @ w1P
eQ = XQ @ gQ                                  # x^T E'_{S^c} X_{S^c}
lo = F * (s10 + beta)

print("\n== Item 3: Step 1, (96) as printed: sgn(x^T E'_{S^c} X_{2,S^c}) sgn(sum alpha - 1) >= 0; a_{m+1}=0,"
      " v_{m+1} = sgn(sum alpha-1) F/||x^T E'_Sc|| x^T E'_Sc; bullet 2 (eta=0): x^T E' X_2 >= 0")
vlast = sgnA * F / nSc * eQ
inlast = (vlast >= 0) & (vlast <= xi * F)
print(f"   (m+1)-th box coordinate implies printed (96) on every point: {bool(np.all(np.sign(eQ[inlast]) * sgnA >= 0))}")
for cname, corner in (("F-corrected", lambda t: F * (s10 + beta) - t), ("minimal", lambda t: F * s10 + beta - t)):
    out = {}
    for evname, ev in (("(96) printed", lambda XS: np.sign(eQ) * sgnA >= 0),
                       ("(96) with S  ", lambda XS: np.full(eQ.shape, np.sign(g0 * XS) * sgnA >= 0))):
        nb = nbad = 0; viol = []
        for XS in (-1.0, 1.0):
            t = w1S * XS; a = corner(t)
            mP = (uP >= a) & (uP <= a + xi * F)
            mQ = inlast & ev(XS)
            tot = g0 * XS + eQ
            bad = mQ & ~(tot >= 0)
            nb += mP.sum() * mQ.sum(); nbad += mP.sum() * bad.sum()
            if mP.sum() and bad.any():
                viol.append((XS, (-tot[bad]).min() / F, (-tot[bad]).max() / F))
        print(f"   corner {cname:11s}, {evname}: {nb:>9d} points in box&event, {nbad:>9d} violate bullet 2; violators (X_S, min, max of -x^T E'X_2 / F): {viol}")
print(f"   predicted violation when X_2,S has the wrong sign: |x^T E'_S X_2,S| - [0, xi||x^T E'_Sc||] = [{(g0-xi*nSc)/F:.5f}, {g0/F:.5f}] F")

print("\n== Item 4: Step 2, (99) as printed: sgn(x^T E'_S X_{2,S}) sgn(1 - sum alpha) >= 0; "
      "v_{m+1} = sgn(1-sum alpha) F/||x^T E'_Sc|| x^T E'_Sc, a_{m+1} = F^2/||x^T E'_Sc|| sigma/eps*(2s+xi F)")
cstar = math.exp(-1 / (2 * nu))               # (76); sigma (2s+xi F)/eps* = c_* by sigma's definition (L1578)
thr = cstar * F                               # X_3 bullet-2 threshold sigma F/eps*(2s+xi F) with eta = 0
alast = F**2 / nSc * cstar
vlast3 = -1.0 * F / nSc * eQ
inlast3 = (vlast3 >= alast) & (vlast3 <= alast + xi * F)
print(f"   c_*={cstar:.4f}, threshold={thr/F:.4f} F; on the (m+1)-th box coordinate, sgn(1-sum a) x^T E'_Sc X_3,Sc in "
      f"[{(-eQ[inlast3]).min()/F:.5f}, {(-eQ[inlast3]).max()/F:.5f}] F (predicted [{cstar:.5f}, {cstar + xi*nSc/F:.5f}] F)")
# X_2: satisfies both of its bullets, and printed (99) (X_2,S = -1 since g0 > 0, sum alpha > 1)
X2S = -1.0
t2 = w1S * X2S
iP2 = np.where((t2 + uP >= lo) & (t2 + uP <= lo + xi * F))[0]
iQ2 = np.where(g0 * X2S + eQ >= 0)[0]
print(f"   X_2 with X_2,S=-1 meeting both X_2 bullets: {len(iP2)} P-parts x {len(iQ2)} Q-parts; printed (99) holds: "
      f"{np.sign(g0*X2S)*np.sign(1-1.5) >= 0}")
tot_nb = {"(99) printed": 0, "(99) with X_3,S": 0}; tot_bad = dict(tot_nb); tot_bad74 = dict(tot_nb); tot_b1 = 0
viol = []
sample = iP2[:: max(1, len(iP2) // 25)]        # 25 choices of X_2's P part (Q part of X_2 only enters (74))
for ip in sample:
    T2 = t2 + uP[ip]
    eX2 = g0 * X2S + eQ[iQ2[0]]
    for XS in (-1.0, 1.0):
        t3 = w1S * XS
        a = T2 - s - xi * F - t3                  # referee-G corner: image equals X_3 bullet-1 window
        mP = (uP >= a) & (uP <= a + xi * F)
        vals = t3 + uP[mP]
        tot_b1 += int((~((vals >= T2 - s - xi * F) & (vals <= T2 - s))).sum())
        tot3 = g0 * XS + eQ
        for evname, ev in (("(99) printed", np.sign(g0 * X2S) * np.sign(1 - 1.5) >= 0),
                           ("(99) with X_3,S", np.sign(g0 * XS) * np.sign(1 - 1.5) >= 0)):
            if not ev:
                continue
            mQ = inlast3
            bad = mQ & ~(tot3 <= -thr)
            bad74 = mQ & ~((eX2 - tot3) >= thr)
            tot_nb[evname] += int(mP.sum()) * int(mQ.sum()); tot_bad[evname] += int(mP.sum()) * int(bad.sum())
            tot_bad74[evname] += int(mP.sum()) * int(bad74.sum())
            if evname == "(99) printed" and mP.sum() and bad.any():
                viol.append(((tot3[bad] + thr).min() / F, (tot3[bad] + thr).max() / F, XS))
print(f"   X_2's E' value used in the (74)-type check: x^T E' X_2 = {(g0*X2S + eQ[iQ2[0]])/F:.5f} F (X_2,S = -1 as (99) demands)")
print(f"   over {len(sample)} fixed X_2's: bullet-1 violations inside the corrected first-m box: {tot_b1}")
for evname in tot_nb:
    print(f"   {evname:16s}: {tot_nb[evname]:>9d} X_3 points in box&event, {tot_bad[evname]:>9d} violate X_3 bullet 2,"
          f" {tot_bad74[evname]:>9d} violate sgn(sum a-1) x^T E'(X_2-X_3) >= c_* F")
if viol:
    print(f"   violation (x^T E' X_3 + thr)/F in [{min(v[0] for v in viol):.5f}, {max(v[1] for v in viol):.5f}], "
          f"violators' X_3,S = {sorted(set(v[2] for v in viol))}; predicted [{(g0-xi*nSc)/F:.5f}, {g0/F:.5f}]")
print(f"\n   (96)-with-S and printed (99) both on X_2,S: compatible X_2,S values: "
      f"{[XS for XS in (-1.0, 1.0) if np.sign(g0*XS)*sgnA >= 0 and np.sign(g0*XS)*np.sign(1-1.5) >= 0]}")
