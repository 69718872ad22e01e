"""Audit A, r13: chenli L1817-L1827 (Lemma 6.4's proof, Case (A), Step 1).
Printed: conditioned on ANY assignment to X_{2,S}, a_i := ||Theta_1||_F (sqrt(10 log k) + beta) - x^T (Theta_i)_S X_{2,S},
and "recalling Eq. (79) from Corollary 6.10 and the second bound in Eq. (77), ||a|| = Theta(sqrt(m) ||Theta_1||_F
(sqrt(10 log k) + beta))". (79) bounds the S-part by v d' sqrt(log d)/sqrt(d) ||Theta||_F with v of Assumption 4, while
(77)'s second bound is nu d' sqrt(log d / d) <= kappa with nu of (75) (nu << 1 <= v): the two differ.
Family (m = 1): Theta = diag(theta), heavy |theta_j| = h on a set S0 of size d' (d' of (75)), light generic entries
(magnitudes in [1/2, 1] x l0, alternating signs so |Tr Theta| <= F: Assumption 5 / Item 1 with chi = 1), ||Theta||_F = F; E' supported on the columns S0 with
zero diagonal (so <Theta, E'> = 0), one entry F/sqrt|S0| per column => x^T E' is supported on S0 for every x:
Fact 6.7 picks S = S0 and Case (A) holds. Worst assignment X_{2,j} = -sgn(theta_j x_j) on S:
  a_1 = F s + sum_{j in S} |theta_j| = F (s + sqrt(2 g kappa d')),   s = sqrt(10 log k) + beta.
Everything in closed form (log-space, mpmath), every hypothesis's slack printed. Part 0 checks the construction
numerically at a small d (mechanics only)."""
import mpmath as mp
import numpy as np

mp.mp.dps = 30

def part0():
    rng = np.random.default_rng(5)
    d, nS, h = 200, 10, 1.3
    light = rng.uniform(0.5, 1.0, d - nS) * 0.1
    sg = np.array([1, -1] * ((d - nS) // 2))
    theta = np.concatenate([h * np.array([1, -1] * (nS // 2)), light * sg])
    Th = np.diag(theta); F = np.linalg.norm(Th)
    E = np.zeros((d, d))
    for idx, j in enumerate(range(nS)):
        E[(j + 1 + idx) % d if (j + 1 + idx) % d != j else (j + 2) % d, j] = F / np.sqrt(nS)
    ok = True
    for _ in range(20):
        x = rng.choice([-1.0, 1.0], d)
        xe = x @ E
        w = Th.T @ x
        S = set(np.argsort(-np.abs(xe))[:nS].tolist())
        z = -np.sign(w[:nS])
        s = 2.0
        a1 = F * s - w[:nS] @ z
        ok &= (S == set(range(nS))) and np.allclose(xe[nS:], 0) and abs(np.sum(Th * E)) < 1e-12 \
            and abs(np.linalg.norm(xe) - F) < 1e-9 and abs(a1 - F * (s + nS * h / F)) < 1e-9 and abs(np.trace(Th)) <= F  # Assumption 5 / Item 1 with chi = 1
    print("part 0 (construction mechanics at d = 200):", "ok" if ok else "FAILED")

def instance(ld, lam=0.5, c7=1.0, c8=3.0, nu=None, k=3, g=0.5, beta=1.0, m=1, tenfold=10, cnu=2.0):
    ld = mp.mpf(ld); logd = ld
    kappa = c7 * lam ** 6.5 / (m ** 6.5 * logd ** 2)                                     # (7)
    # xi between (68) and (69) (constants 1): log(1/xi) = geometric middle of [ (1/lam)log(k e^{b^2}), lam/(m kappa) ]
    lo = (mp.log(k) + beta ** 2) / lam; hi = lam / (m * kappa) - (mp.log(k) + beta ** 2) / lam
    log_inv_xi = (lo + hi) / 2
    if nu is None:                                                                       # (75) with constant cnu
        nu = cnu / (mp.log(m) + mp.log((mp.log(k) + beta ** 2) / lam + log_inv_xi))
    nu = mp.mpf(nu)
    log_dp = mp.log(kappa) + logd / 2 - mp.log(nu) - mp.log(logd) / 2                   # (75): d' = kappa sqrt(d)/(nu sqrt(log d))
    dp = mp.e ** log_dp
    F = 100 * (mp.log(k) + logd)                                                        # Assumption 6 (log(kd) << F, factor 100)
    # heavy entries: sum_{S0} theta^2 = 2 g kappa F^2, |S0| = d'
    log_h = mp.log(F) + (mp.log(2 * g * kappa) - log_dp) / 2
    # Assumption 4's upsilon needed: columns/rows of Theta: h sqrt(d)/F; of Theta Pi_S^perp: <= 2 h sqrt(d)/(F sqrt(1 - h^2/F^2))
    log_v = mp.log(2) + log_h + logd / 2 - mp.log(F)
    # stable ranks (Assumption 3): F^2/h^2 = d'/(2 g kappa) (heavy is the largest entry); Theta Pi_S^perp: >= (F^2 - h^2)/h^2
    log_sr = mp.log(F) * 2 - 2 * log_h
    # r_Theta window: (8) lower 10 log^{c8}(dmk)/(kappa lam), upper d^{1/4}/10; Assumption 4 upper: v <= sqrt(d)/(10 r^2)
    log_r_lo = mp.log(tenfold) + c8 * mp.log(logd + mp.log(m * k)) - mp.log(kappa * lam)
    log_r_hi = min(logd / 4 - mp.log(tenfold), (logd / 2 - mp.log(tenfold) - log_v) / 2, log_sr - mp.log(tenfold))
    log_r = (log_r_lo + log_r_hi) / 2
    s = mp.sqrt(10 * mp.log(k)) + beta
    log_ratio = mp.log(1 + mp.e ** ((mp.log(2 * g * kappa) + log_dp) / 2) / s)
    slacks = {
        "(8)/A3/A4 window for r_Theta (log hi - log lo)": log_r_hi - log_r_lo,
        "Assumption 4: v >= 1 (log v)": log_v,
        "Assumption 1: lam >> m^1.5 log m/sqrt(r) (m=1: 0)": lam,
        "Assumption 5: |Tr| <= F (alternating signs, light entries <= 2F/sqrt(d) each... paired) , chi = 1 <= sqrt(log k)": mp.sqrt(mp.log(k)) - 1,
        "Item 2: h <= v sqrt(log d) F/sqrt(d) (log-gap)": (mp.log(2) + mp.log(logd) / 2),
        "Item 4: heavy mass 2 g kappa F^2 <= 2 kappa F^2 (1-g)": 1 - g,
        "heavy > light (h^2 d/F^2 >= 4) (log)": 2 * log_h + logd - 2 * mp.log(F) - mp.log(4),
        "|S0| = d' >= 1 (log d')": log_dp,
        "|S0| <= c d, d' = o(d) (log d - log d')": logd - log_dp,
        "(77) first: 10 m kappa <= lam e^{-1/nu} (log)": mp.log(lam) - 1 / nu - mp.log(10 * m * kappa),
        "(77) second: nu d' sqrt(log d/d) <= kappa (equality by (75))": mp.mpf(0),
        "(68)/(69): xi window nonempty": hi - lo,
        "Theorem 6.17: 0 <= beta <= 3": min(beta, 3 - beta),
        "Case (A): ||x^T E'_{S^c}||^2 = 0 <= e^{-1/nu} ||x^T E'||^2": mp.mpf(1),
        "E_2: ||E'^T x||^2 = F^2 >= F^2/2": mp.mpf(1),
    }
    # Assumption 11's m2_bar (printed: k^{O(1/kappa)}), log m2bar with hidden constants 1:
    log_m2 = 9 * mp.log(kappa) + 3 * logd - 6 * log_v - 3 * mp.log(logd) - mp.log(k) / kappa
    log_m2_lam = 9 * mp.log(kappa) + 3 * logd - 6 * log_v - 3 * mp.log(logd) - mp.log(k) / lam
    return dict(kappa=kappa, nu=nu, log_dp=log_dp, log_v=log_v, log_r=log_r, s=s, log_ratio=log_ratio, slacks=slacks,
                log_m2=log_m2, log_m2_lam=log_m2_lam)

def main():
    part0()
    for kw in (dict(ld=600, nu=1.0), dict(ld=600), dict(ld=600, c7=0.01), dict(ld=600, cnu=1.0), dict(ld=1000), dict(ld=2000),
               dict(ld=2000, g=0.05, beta=0.0, k=10**6)):
        r = instance(**kw)
        bad = {n: v for n, v in r["slacks"].items() if v < 0}
        print(f"\n{kw}: kappa={mp.nstr(r['kappa'],3)} nu={mp.nstr(r['nu'],3)} log d'={mp.nstr(r['log_dp'],5)} "
              f"log v={mp.nstr(r['log_v'],5)} log r_Theta={mp.nstr(r['log_r'],4)} s={mp.nstr(r['s'],4)}")
        print(f"   ||a||/(sqrt(m) F s) = e^{mp.nstr(r['log_ratio'],5)}   (log-ratio/log d = {mp.nstr(r['log_ratio']/kw['ld'],4)})")
        print(f"   all checkable slacks >= 0: {not bad} {bad if bad else ''}")
        print(f"   Assumption 11 m2_bar (consts 1): printed k^(1/kappa): log m2 = {mp.nstr(r['log_m2'],5)} (need >= 0);"
              f" with k^(1/lambda): {mp.nstr(r['log_m2_lam'],5)}")

main()
