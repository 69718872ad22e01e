# Auditor B, round 30: chenli.cor6.16-radial / chenli.display.thm6.17-l2218-radial / chenli.thm6.17-ii-radial (seed 000)
# Mechanism: Algorithm 1 (L1458-L1475) adds |X1 Theta (X2 - X3)^T - s| <= 7 eps only if alpha2*, alpha3* >= 1/3, so
# |s| = |log(alpha2*/alpha3*)| <= log 2.  On event E, Lemma 6.14 (L2086-L2100) gives |X1 Theta~ (X2-X3)^T - s| <= 6 eps for
# Theta~ in the convex hull.  Hence (1 - t) Theta~ meets every constraint for t = eps/(log 2 + 6 eps).
# K_Theta is the AFFINE hull (L1356).  m = 1: K_Theta = {Theta_1}, dist((1-t)Theta_1, K_Theta) = t ||Theta_1||_F.
# Part 1: own simulation of Steps 7-12 with a perturbed W-hat (not exact), alpha* by an exact 2-D simplex QP.
# Part 2: parameter bookkeeping in log space along d -> inf (own constants), Corollary 6.16 and Theorem 6.17 (II).
import numpy as np, mpmath as mp
rng = np.random.default_rng(3)
mp.mp.dps = 30

def simplex_ls(M, y):
    # argmin_{alpha in simplex (3 pts)} ||alpha M - y||: check interior stationary point, edges, vertices
    best = None
    def consider(a):
        nonlocal best
        if np.all(a >= -1e-12):
            a = np.clip(a, 0, None); a = a/a.sum(); r = np.linalg.norm(a @ M - y)
            if best is None or r < best[0]: best = (r, a)
    G = M @ M.T; b = M @ y
    # interior: min ||a M - y|| s.t. sum a = 1 (KKT)
    KKT = np.block([[G, np.ones((3, 1))], [np.ones((1, 3)), np.zeros((1, 1))]])
    try:
        sol = np.linalg.solve(KKT, np.r_[b, 1.0]); consider(sol[:3])
    except np.linalg.LinAlgError: pass
    for i in range(3):
        for j in range(i+1, 3):
            u = M[i] - M[j]; lam = np.clip((y - M[j]) @ u/(u @ u), 0, 1)
            a = np.zeros(3); a[i] = lam; a[j] = 1 - lam; consider(a)
        a = np.zeros(3); a[i] = 1; consider(a)
    return best[1], best[0]

print("=== Part 1: Steps 7-12 simulated, m = 1, k = 3, d = 12, W-hat = W + Delta ===")
d, k, eps = 12, 3, 0.05
for F in (0.5, 1.0, 2.0, 4.0, 8.0):
    Th = rng.standard_normal((d, d)); Th *= F/np.linalg.norm(Th)
    W = rng.standard_normal((d, d))/np.sqrt(d); W /= np.linalg.norm(W)
    Dl = rng.standard_normal((d, d)); Dl *= 1e-4*eps/np.linalg.norm(Dl)
    What = W + Dl
    cons = []
    for _ in range(40000):
        X = rng.choice([-1.0, 1.0], (k, d))
        if np.linalg.matrix_rank(X) < k: continue      # event E excludes degenerate X (rank-deficient X W-hat)
        z = X[0] @ Th @ X.T; v = np.exp(z - z.max()); v /= v.sum()
        Y1 = v @ X @ W
        a, res = simplex_ls(X @ What, Y1)
        if res < eps*np.sqrt(1.0)/2 and a[1] >= 1/3 and a[2] >= 1/3:
            s = np.log(a[1]/a[2])
            cons.append((X[0], X[1] - X[2], s))
    if not cons:
        print(f"F={F}: no constraint added"); continue
    svals = np.array([c[2] for c in cons])
    dev1 = max(abs(x1 @ Th @ dx - s) for x1, dx, s in cons)
    t = eps/(np.log(2) + 6*eps)
    devt = max(abs(x1 @ ((1-t)*Th) @ dx - s) for x1, dx, s in cons)
    # largest radial shrink allowed by the constraints actually drawn
    tmax = min((7*eps - abs(x1 @ Th @ dx - s))/abs(x1 @ Th @ dx) if abs(x1 @ Th @ dx) > 0 else np.inf for x1, dx, s in cons)
    print(f"F={F}: {len(cons)} constraints, max|s| = {np.abs(svals).max():.4f} (<= log 2 = 0.6931), max|X1 Th1 dX - s| = {dev1:.2e} "
          f"(<= 6 eps), (1-t)Th1 with t = eps/(log2+6eps) = {t:.4f}: max dev {devt:.4f} <= 7 eps = {7*eps:.2f}: {devt <= 7*eps}; "
          f"largest feasible shrink t_max = {tmax:.4f} -> distance to K_Theta = {tmax*F/eps:.2f} eps")

print("\n=== Part 2: admissible path (m = 1, k = 3, lambda = 1/2, eps = 0.01, '<<' factor A = 10, (7) c = 1, (8) exponent c8) ===")
def path(logd, c8=3, A=10, lam=mp.mpf('0.5'), k=3, eps=mp.mpf('0.01'), c7=1, hid=1):
    logd = mp.mpf(logd); m = 1
    kappa = c7*lam**mp.mpf('6.5')/(m**mp.mpf('6.5')*logd**2)
    logr = logd/4 - mp.log(A)                                   # r = d^{1/4}/A ((8) upper side with factor A)
    r = mp.e**logr
    ok8 = A*(logd + mp.log(k))**c8/(kappa*lam) <= r
    lamp = 1/r                                                  # Assumption 10's end
    F = A*(mp.log(k) + logd - mp.log(lamp)/2)                   # Assumption 6: A x log(kd/sqrt(lambda'))
    ok6 = mp.log(F) <= mp.log(k) + logd                         # F <= (kd)^1
    beta = mp.log(20*k/(eps*lamp))/F                            # (103) second term <= eps sqrt(lambda')/10
    okbeta = beta*A <= min(F, mp.e**logd)
    R = k*mp.e**(beta**2)
    # xi window, log space: hidden Theta/O constants = hid
    lo69 = mp.log(A) + hid*mp.log(R)/lam - lam/(m*kappa)         # (69)
    loC16 = mp.log(A) - hid*mp.log(R)/lam + k*mp.log(mp.sqrt(k*lamp)/eps) + k*logd/2 - r/hid   # Cor 6.16's extra bound
    hi68 = -mp.log(A) - hid*mp.log(k)/lam - hid*beta**2/lam     # (68)
    hiF = -mp.log(A) - mp.log(F)                                 # xi << 1/F
    hi103 = mp.log(eps*lamp/(10*F))                               # (103) first term <= eps sqrt(lambda')/10
    lo = max(lo69, loC16); hi = min(hi68, hiF, hi103)
    logxi = lo + 10                                              # near the lower end
    okxi = logxi <= hi
    xi = mp.e**logxi
    xiterm = m*(hid*mp.log(R)/lam - logxi)*(mp.mpf(1)/2 + 1/lam)*xi*F
    radial = eps*F/(mp.log(2) + 6*eps)
    C_needed = radial/eps                                         # Corollary 6.16 needs C >= this (xi-term negligible)
    rhs2 = mp.sqrt(eps*F/lam) + kappa**mp.mpf('0.5')*lam**mp.mpf('-0.75')*F   # Theorem 6.17 (II), constant 1
    return dict(ok8=ok8, ok6=ok6, okbeta=okbeta, okxi=okxi, F=F, beta=beta, window=hi - lo, xiterm=xiterm,
                radial=radial, C=C_needed, ratio2=radial/rhs2, okeps=eps <= lam*F)
for c8 in (3, 10):
    for logd in (1e3, 1e4, 1e5, 1e6, 1e8):
        o = path(logd, c8=c8)
        flags = all([o['ok8'], o['ok6'], o['okbeta'], o['okxi'], o['okeps']])
        print(f"c8={c8} log d={logd:.0e}: hypotheses {'all OK' if flags else 'FAIL ' + str({k_: o[k_] for k_ in ('ok8','ok6','okbeta','okxi','okeps')})}; "
              f"F={mp.nstr(o['F'],5)} beta={mp.nstr(o['beta'],3)} log-width of xi window {mp.nstr(o['window'],4)}; xi-term of eps* = {mp.nstr(o['xiterm'],3)}; "
              f"radial distance {mp.nstr(o['radial'],5)} = {mp.nstr(o['C'],5)} eps (Cor 6.16 needs C >= that); Thm 6.17(II) lhs/rhs >= {mp.nstr(o['ratio2'],4)}")
o = path(1e6, hid=3)
print(f"hidden constants 3 at log d = 1e6: window {mp.nstr(o['window'],4)}, C needed {mp.nstr(o['C'],5)}, (II) ratio {mp.nstr(o['ratio2'],4)}")
