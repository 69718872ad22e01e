"""Independent audit of chenli (Chen & Li) Lemma 6.4's proof, Case (B), Step 1 (seed 000 L1935-L1947):
  a_i = ||Theta_i||_F sqrt(10 log k) + beta - x^T (Theta_i)_{S^c} X_{2,S^c}   [L1935; the only coherent reading, as in
        Case (A) L1823 and the X_2 bullet L1777: a_i = ||Theta_1||_F (sqrt(10 log k)+beta) - x^T (Theta_i)_{:,S} X_{2,S}]
  'As in Case (A), recalling Eq. (79) ... and the second bound in Eq. (77), ||a|| = Theta(sqrt(m) ||Theta_1||_F
  (sqrt(log k) + beta))'  (L1947).
(79) holds 'for any z' (any assignment to X_{2,S}); its bound has v (Assumption 4), while (77) has nu of (75).
Family (m = 1): Theta = diag(theta), |S| heavy entries h carrying mass 2 g kappa F^2, light entries elsewhere with
alternating signs; E' zero-diagonal single-entry columns (so <Theta, E'> = 0 exactly), A on S, 1 on n light columns:
for every x, |x^T E'| = (A on S, 1 on N, 0 elsewhere), and S is the set Fact 6.7's OWN construction returns
(gamma_j >= 1/(nu d') for j <= |S|, gamma_{|S|+1} = 1/n < 1/(nu d')), in Case (B) and not Case (A).
Part 1: a literal small-d build (numpy) checking the construction mechanically (Fact 6.7's procedure, Case (B) bullets,
<Theta,E'> = 0, Items 2-4, the worst X_{2,S}).  Part 2: the same family in closed form at log d = 600 .. 2000 (mpmath),
with every checkable hypothesis evaluated."""
import numpy as np, mpmath as mp, math

def fact67_S(v, dprime, nu):
    """Fact 6.7's constructive proof: sort v^2 descending; S = the first j-1 coordinates where j is the first index
    <= d' with gamma_j < 1/(nu d'); if none, S = the top floor(d') (first bullet)."""
    order = np.argsort(-v ** 2); w = v[order] ** 2
    tails = np.cumsum(w[::-1])[::-1]
    for j in range(int(math.floor(dprime))):
        if tails[j] == 0 or w[j] / tails[j] < 1 / (nu * dprime):
            return set(order[:j].tolist())
    return set(order[:int(math.floor(dprime))].tolist())

def small_build(d=3000, dprime=200.0, nu=0.4, kappa=0.05, g=0.5, F=1e3, k=3, beta=1.0, seed=0):
    rng = np.random.default_rng(seed)
    nS = int(nu * dprime / 2); n = int(math.ceil(1.05 * nu * dprime))
    A2 = 3 * n / (nu * dprime)
    idx = rng.permutation(d); S0 = idx[:nS]; N0 = idx[nS:nS + n]
    theta = np.zeros(d)
    h = F * math.sqrt(2 * g * kappa / nS)
    light = np.setdiff1d(np.arange(d), S0)
    l = F * math.sqrt((1 - 2 * g * kappa) / len(light))
    theta[S0] = h; theta[light] = l
    theta *= np.where(np.arange(d) % 2 == 0, 1, -1)            # alternating signs: |Tr| small
    Theta = np.diag(theta)
    # E': column j in S0 has A at row p(j) != j, column j in N0 has 1 at row p(j); scaled to ||E'||_F = F
    E = np.zeros((d, d))
    for j in S0: E[(j + 1) % d, j] = math.sqrt(A2)
    for j in N0: E[(j + 1) % d, j] = 1.0
    E *= F / np.linalg.norm(E)
    x = rng.choice([-1.0, 1.0], d)
    v = x @ E
    S = fact67_S(v, dprime, nu)
    Sc = np.setdiff1d(np.arange(d), list(S))
    tot = (v ** 2).sum(); rest = (v[Sc] ** 2).sum()
    caseA = rest <= math.exp(-1 / nu) * tot
    caseB = (v[Sc] ** 2).max() <= rest / (nu * dprime) and rest >= math.exp(-1 / nu) * tot
    Sl = np.array(sorted(S))
    u = theta * x                                               # Theta^T x  (diagonal)
    Xs = -np.sign(u[Sl])                                         # worst assignment to X_{2,S}
    Sterm = (u[Sl] * Xs).sum()                                   # x^T (Theta)_{:,S} X_{2,S}
    a1 = F * (math.sqrt(10 * math.log(k)) + beta) - Sterm
    rhs_scale = F * (math.sqrt(math.log(k)) + beta)
    checks = {
        "S == heavy set": S == set(S0.tolist()), "Case (B)": bool(caseB), "not Case (A)": not caseA,
        "<Theta,E'> = 0": abs((Theta * E).sum()) < 1e-9,
        "Item 3 / E_2: ||E'^T x||^2 / F^2": tot / F ** 2,
        "Item 4 deviation / (2 kappa F^2)": (F ** 2 - (u[Sc] ** 2).sum()) / (2 * kappa * F ** 2),
        "|Tr Theta|/F (chi=1)": abs(theta.sum()) / F,
        "max|Theta^T x| sqrt(d)/F (=: v)": np.abs(u).max() * math.sqrt(d) / F,
    }
    return dict(checks=checks, S_term_over_F=-Sterm / F, predicted=math.sqrt(2 * g * kappa * nS),
                ratio=a1 / rhs_scale)

def closed_form(logd, lam=0.5, c7=0.01, nu=0.4, g=0.5, k=3, beta=1.0, c8=3):
    with mp.workdps(50):
        logd = mp.mpf(logd); m = 1
        kappa = c7 * mp.mpf(lam) ** 6.5 / (m ** 6.5 * logd ** 2)                        # (7)
        log_dp = mp.log(kappa) + logd / 2 - mp.log(nu) - mp.log(logd) / 2                # (75): d' = kappa sqrt d/(nu sqrt log d)
        dp = mp.e ** log_dp
        nS = mp.floor(nu * dp / 2); n = mp.ceil(mp.mpf(1.05) * nu * dp); A2 = 3 * n / (nu * dp)
        # heavy entries h = F sqrt(2 g kappa / |S|); v of Assumption 4 = sqrt(d) h / F
        log_v = logd / 2 + mp.log(mp.sqrt(2 * g * kappa / nS))
        stable_rank = nS / (2 * g * kappa)                                               # ||Theta||_F^2/||Theta||_op^2
        r_lo = (logd + mp.log(m * k)) ** c8 / (kappa * lam)                               # (8) lower end, log^c(dmk)/(kappa lam)
        # choose r_Theta geometric middle of the window [10 r_lo, min(d^{1/4}/10, stable rank, (sqrt d / (10 v))^{1/2})]
        r_hi = min(mp.e ** (logd / 4) / 10, stable_rank, mp.sqrt(mp.e ** (logd / 2) / (10 * mp.e ** log_v)))
        r = mp.sqrt(10 * r_lo * r_hi)
        Sterm_over_F = mp.sqrt(2 * g * kappa * nS)                                        # ||(Theta^T x)_S||_1 / F
        ratio = (mp.sqrt(10 * mp.log(k)) + beta + Sterm_over_F) / (mp.sqrt(mp.log(k)) + beta)
        hyp = {
            "(7) kappa": kappa, "log d'": log_dp, "log v": log_v, "v >= 1": log_v >= 0,
            "(8) window 10 r_lo <= r_hi": 10 * r_lo <= r_hi, "log r_Theta": mp.log(r),
            "Asm 4: v <= sqrt(d)/(10 r^2)": log_v <= logd / 2 - mp.log(10) - 2 * mp.log(r),
            "Asm 3: stable rank >= r": stable_rank >= r,
            "(77a) m kappa <= lam e^{-1/nu}/10": m * kappa <= lam * mp.e ** (-1 / mp.mpf(nu)) / 10,
            "(77b) nu d' sqrt(log d/d) <= kappa": nu * dp * mp.sqrt(logd) * mp.e ** (-logd / 2) <= kappa * (1 + mp.mpf(10) ** -30),
            "Item 2 slack: (79) bound v d' sqrt(log d)/sqrt d >= S-term/F": log_v + log_dp + mp.log(logd) / 2 - logd / 2 >= mp.log(Sterm_over_F),
            "Asm 5: chi = 1 <= sqrt(log k)": 1 <= mp.sqrt(mp.log(k)),
            "Case (B): n >= nu d'": n >= nu * dp, "not (A): |S| A^2 < n (e^{1/nu}-1)": nS * A2 < n * (mp.e ** (1 / mp.mpf(nu)) - 1),
            "Fact 6.7 picks S: A^2 (nu d' - |S|) >= n and 1/n < 1/(nu d')": A2 * (nu * dp - nS) >= n and n > nu * dp,
            "E' fits: |S| + n <= d/2": mp.log(nS + n) <= logd - mp.log(2),
            "Asm 11 m1bar: lam log(d/v)/log k >= 1": lam * (logd - log_v) / mp.log(k) >= 1,
            "Asm 11 m2bar with k^{O(1/lambda)} (constant 1) >= 1": 9 * mp.log(kappa) + 3 * logd - 6 * log_v - 3 * mp.log(logd) - mp.log(k) / lam >= 0,
            "Asm 6: F = 100 log(k d sqrt(r_Theta)) <= (kd)^1": mp.log(100 * (mp.log(k) + logd + mp.log(r) / 2)) <= logd + mp.log(k),
        }
        return ratio, hyp

if __name__ == "__main__":
    print("Part 1: literal build at d = 3000 (mechanics only; not the asymptotic regime)")
    r = small_build()
    for kk, vv in r["checks"].items(): print("   ", kk, vv)
    print(f"    S-term/F at the worst X_(2,S) = {r['S_term_over_F']:.4f} (closed form sqrt(2 g kappa |S|) = {r['predicted']:.4f});"
          f" ||a||/(F (sqrt(log k)+beta)) = {r['ratio']:.3f}")
    print("Part 2: closed form inside the hypotheses (lambda=1/2, c of (7)=0.01, nu=0.4, g=1/2, k=3, beta=1, m=1, c of (8)=3)")
    for ld in (600, 1000, 1400, 2000):
        ratio, hyp = closed_form(ld)
        bad = [kk for kk, vv in hyp.items() if vv is False]
        print(f"  log d = {ld}: ||a||/(sqrt(m) F (sqrt(log k)+beta)) = e^{float(mp.log(ratio)):.1f};  "
              f"kappa={float(hyp['(7) kappa']):.3g}, log d'={float(hyp[chr(108)+'og d'+chr(39)]):.1f}, log v={float(hyp['log v']):.1f}, "
              f"log r_Theta={float(hyp['log r_Theta']):.1f}; failed checks: {bad}")
