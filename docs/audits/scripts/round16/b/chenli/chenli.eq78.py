# Auditor B, round 16. chenli (78), L1649 (proof of Lemma 6.4):
#   |<Theta_i, E'_{S^c}>| = |<Theta_i, E'_S>| = |sum_{j in S} <(Theta_i)_{:j}, E'_{:j}>| <= (nu d'/sqrt d) ||Theta_1||_F^2
#   <= kappa ||Theta_1||_F^2,   S from Fact 6.7 applied to x^T E', d' = kappa sqrt(d)/(nu sqrt(log d)) (75).
# Own family, m = 1, F = ||Theta||_F (everything is homogeneous of degree 2 in F; F = 1 below):
#   heavy set S0 (n coords): Theta = diag(+-a) (alternating, trace 0), n a^2 = h F^2
#   light set L (D = d - n coords): Theta_L = s Q1, Q1 a D x D orthogonal matrix (dense/Haar, |Tr Q1| <= 1), s^2 D = (1-h)F^2
#   E' = F (p Theta_S0/||Theta_S0|| + R/sqrt(D)), R = -q Q1 + r Q1 J (J skew-symmetric orthogonal, so <Q1, Q1 J> = 0 and
#   x^T Q1 J Q1^T x = 0), q = p sqrt(h/(1-h)), r^2 = 1 - p^2 - q^2  => <Theta, E'> = 0, ||E'||_F = F, and for EVERY x:
#   x^T E'_{:j} = +-p F/sqrt(n) on S0, ||x^T E'_L||^2 = (1-p^2) F^2 exactly; R = sqrt(1-p^2) Q3 (Q3 orthogonal).
# Part 1 builds the family at small d (matrices) to check the algebra and Fact 6.7's set; part 2 evaluates the printed
# quantities and every hypothesis in log space at log d in the thousands (where (7), (8) and Assumption 4 coexist).
import math
import numpy as np
from scipy.stats import ortho_group

# ---------------------------------------------------------------- part 2: log space, inside the hypotheses
LOG10 = math.log(10.0)


def family(L, lam, c7, c8, k, inv_nu, p, g, c3=0.5):
    """L = log d. Returns dict of log-quantities, slacks (>= 0 = met) and the comparison."""
    kappa = c7 * lam ** 6.5 / L ** 2  # (7), m = 1
    nu = 1.0 / inv_nu
    log_dp = math.log(kappa) + L / 2 - math.log(nu) - 0.5 * math.log(L)  # (75)
    log_n = math.log(p * p * nu / 2) + log_dp  # n = p^2 nu d'/2 heavy coordinates (e^{hundreds}: floor immaterial)
    h = g * kappa
    log_D = L + math.log1p(-math.exp(log_n - L))
    log_a2 = math.log(h) - log_n
    log_s2 = math.log(1 - h) - log_D
    # Assumption 4 (every S, Pi_S^perp = projector off 1_S): columns of Theta Pi_S^perp <= 2a, ||Theta Pi_S^perp||_F^2 >= F^2 - a^2
    log_v = math.log(2.0) + 0.5 * (log_a2 + L) - 0.5 * math.log1p(-math.exp(log_a2))
    # Assumption 3: stable rank of Theta and Theta Pi_S^perp >= (F^2 - a^2)/a^2 = n/h - 1
    log_sr = -log_a2 + math.log1p(-math.exp(log_a2))
    log_r_lo = LOG10 + c8 * math.log(L + math.log(k)) - math.log(kappa * lam)  # (8) lower, '>>' = x10, log(dmk)
    log_r = min(L / 4 - LOG10, log_sr, 0.5 * (L / 2 - LOG10 - log_v)) - 1.0  # e^{-1} x largest r_Theta allowed by (8)up, A3, A4
    sl = {
        "(77) first: m kappa <= lam e^{-1/nu}/10": math.log(lam) - inv_nu - LOG10 - math.log(kappa),
        "(8) lower: r >= 10 log^c(dmk)/(kappa lam)": log_r - log_r_lo,
        "(8) upper: r <= d^{1/4}/10": L / 4 - LOG10 - log_r,
        "A3: stable rank >= r (Theta, Theta Pi_S^perp)": log_sr - log_r,
        "A4: v >= 1": log_v,
        "A4: v <= sqrt(d)/(10 r^2)": (L / 2 - LOG10 - 2 * log_r) - log_v,
        "A4: light columns/rows s <= a": log_a2 - log_s2,
        "A5: |Tr Theta| = s|Tr Q1| <= s <= chi F (chi = 1 <= sqrt(log k))": min(-0.5 * log_s2, math.log(k) - 1),
        "A1: lam in (0,1) (m = 1)": min(lam, 1 - lam) * 100,
        "d' >= n >= 2": min(log_dp - log_n, log_n - math.log(2)),
        # flatness: with prob >= 1/2 over x, max_j (x^T Q3_{:j})^2 <= 2 log(4D) (Hoeffding + union over D columns);
        # (B) for S = S0 needs that <= D/(nu d')
        "Fact 6.7 (B) at S0: 2 log(4D) nu d' <= D": log_D - math.log(2 * (math.log(4) + log_D)) - math.log(nu) - log_dp,
        "(B) mass: 1 - p^2 >= e^{-1/nu}": math.log(1 - p * p) + inv_nu,
        "Lemma 6.8 Item 4 (E_1): h + d' 2log(4D) s^2 <= 2 kappa": math.log(2 * kappa) - math.log(
            h + math.exp(log_dp + math.log(2 * (math.log(4) + log_D)) + log_s2)),
    }
    # every S allowed by Fact 6.7 (|S| <= d', (A) or (B)) for such an x contains S0 when (A) is impossible:
    # heavy share p^2/n = 2/(nu d') > (1/(nu d')) ||x^T E'_{S^c}||^2/F^2 since ||x^T E'||^2 = F^2 -> (B) forces S0 in S;
    # (A) needs light mass in S^c <= e^{-1/nu}: (1-p^2) - d' * 2log(4D)(1-p^2)/D > e^{-1/nu}.
    light_in_S = math.exp(log_dp + math.log(2 * (math.log(4) + log_D)) - log_D) * (1 - p * p)
    sl["(A) impossible for every |S| <= d'"] = math.log((1 - p * p) - light_in_S) + inv_nu
    extra = math.exp(log_dp - log_D) * math.sqrt((1 - h) * (1 - p * p))  # |sum over light j in S| (Cauchy-Schwarz)
    lhs = p * math.sqrt(h) - extra  # lower bound on |<Theta, E'_S>|/F^2 over every admissible S
    printed1 = kappa / math.sqrt(L)  # nu d'/sqrt d with nu of (75) = kappa/sqrt(log d)
    log_read_v = log_v + log_dp - L / 2  # log(v d'/sqrt d) (nu read as Assumption 4's parameter)
    return dict(kappa=kappa, log_dp=log_dp, log_n=log_n, log_v=log_v, log_r=log_r, lhs=lhs, extra=extra,
                printed1=printed1, ratio1=lhs / printed1, ratio_kappa=lhs / kappa, log_read_v=log_read_v,
                v_reading_first_holds=math.log(lhs + 2 * extra) <= log_read_v, v_reading_second=log_read_v - math.log(kappa),
                min_slack=min(sl.values()), slacks=sl)


def part1():
    rng = np.random.default_rng(7)
    n, D, h, p = 4, 1200, 0.02, 0.5
    d = n + D
    a = math.sqrt(h / n); s = math.sqrt((1 - h) / D)
    Q1 = ortho_group.rvs(D, random_state=11)
    J = np.kron(np.eye(D // 2), np.array([[0.0, 1.0], [-1.0, 0.0]]))
    Th = np.zeros((d, d)); Th[:n, :n] = np.diag(a * np.array([(-1) ** i for i in range(n)])); Th[n:, n:] = s * Q1
    q = p * math.sqrt(h / (1 - h)); r = math.sqrt(1 - p * p - q * q)
    E = np.zeros((d, d)); E[:, :n] = p * Th[:, :n] / np.linalg.norm(Th[:, :n])
    E[n:, n:] = (-q * Q1 + r * Q1 @ J) / math.sqrt(D)
    print("small-d check: ||Theta||_F =", np.linalg.norm(Th), " ||E'||_F =", np.linalg.norm(E), " <Theta,E'> =", np.sum(Th * E),
          " Tr Theta_heavy =", np.trace(Th[:n, :n]))
    x = rng.choice([-1.0, 1.0], size=d)
    v = x @ E
    print("  ||x^T E'||^2 =", v @ v, " heavy entries^2*n/p^2 =", set(np.round(v[:n] ** 2 * n / p**2, 12)),
          " light mass =", v[n:] @ v[n:], "(1-p^2 =", 1 - p * p, ")")


    def fact67(vec, dp, nu):
        """Fact 6.7's own construction: sort, first j <= d' with gamma_j < 1/(nu d') -> S = top j-1; else S = top d'."""
        o = np.argsort(-vec ** 2); w = vec[o] ** 2; tail = np.cumsum(w[::-1])[::-1]
        for j in range(dp):
            if w[j] / tail[j] < 1 / (nu * dp):
                return set(o[:j].tolist())
        return set(o[:dp].tolist())


    nu_s = 1.0; dp_s = int(2 * n / (p * p * nu_s))  # n = p^2 nu d'/2 as in part 2
    S = fact67(v, dp_s, nu_s)
    print("  Fact 6.7 (d'=%d, nu=%g) picks S = S0:" % (dp_s, nu_s), S == set(range(n)),
          " <Theta, E'_S> =", sum(Th[:, j] @ E[:, j] for j in S), " p sqrt(h) =", p * math.sqrt(h))



cases = [
    dict(L=1000, lam=0.999, c7=1.0, c8=1.0, k=3, inv_nu=1.0, p=0.5, g=1.0),
    dict(L=1000, lam=0.999, c7=1.0, c8=3.0, k=3, inv_nu=5.0, p=0.5, g=1.0),
    dict(L=3000, lam=0.5, c7=1e-3, c8=10.0, k=100, inv_nu=3.0, p=0.5, g=1.0),
    dict(L=10000, lam=0.9, c7=0.01, c8=10.0, k=1e4, inv_nu=2.0, p=0.4, g=1.5),
    dict(L=30000, lam=0.3, c7=1e-3, c8=10.0, k=1e6, inv_nu=1.0, p=0.6, g=1.0),
]
if __name__ == '__main__':
    part1()
    for c in cases:
        R = family(**c)
        print("\n", c)
        print("  kappa=%.3e log d'=%.1f log n=%.1f log v=%.1f log r_Theta=%.1f" % (R["kappa"], R["log_dp"], R["log_n"],
                                                                                R["log_v"], R["log_r"]))
        print("  |<Theta,E'_S>|/F^2 >= %.4e (light extra <= %.1e); nu d'/sqrt d = %.3e (ratio %.3e); kappa ratio %.3e"
              % (R["lhs"], R["extra"], R["printed1"], R["ratio1"], R["ratio_kappa"]))
        print("  reading nu = Assumption-4 v: log(v d'/sqrt d) = %.1f, first link holds: %s, log((v d'/sqrt d)/kappa) = %.1f"
              % (R["log_read_v"], R["v_reading_first_holds"], R["v_reading_second"]))
        print("  min slack %.3g;" % R["min_slack"], {k_: round(v_, 2) for k_, v_ in R["slacks"].items()})
        assert R["min_slack"] > 0
