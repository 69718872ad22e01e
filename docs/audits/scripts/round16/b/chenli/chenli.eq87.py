# Auditor B, round 16. chenli (87), L1761 (proof of Lemma 6.12): with an absolute constant c and any c' > 0,
#   P_x[ |x^T Theta_i E'^T_{S^c} x| <= (kappa + c log(m/c')/sqrt(r_Theta)) ||Theta_1||_F^2  for all i ] >= 1 - c'.
# Own family of chenli.eq78.py (m = 1): for every x whose light entries are flat (probability >= 1/2, Hoeffding + union),
# Fact 6.7's S contains S0 and x^T Theta E'^T_{S0^c} x = x_L^T (s Q1)(F/sqrt D)(-q Q1 + r Q1 J)^T x_L = -q s F sqrt(D)
# = -p sqrt(h) F^2 EXACTLY (J skew: x^T Q1 J^T Q1^T x = 0); extra light columns in S change it by <= d'/D F^2.
# So the event fails with probability >= 1/2 > c' unless c log(1/c')/sqrt(r_Theta) >= p sqrt(h) - kappa.
import importlib.util
import math
import numpy as np
from scipy.stats import ortho_group

sp = importlib.util.spec_from_file_location("eq78", "/work/audit/r16B/chenli/chenli.eq78.py")
eq78 = importlib.util.module_from_spec(sp); sp.loader.exec_module(eq78)

def fact67(vec, dp, nu):
    o = np.argsort(-vec ** 2); w = vec[o] ** 2; tail = np.cumsum(w[::-1])[::-1]
    for j in range(dp):
        if w[j] / tail[j] < 1 / (nu * dp):
            return set(o[:j].tolist())
    return set(o[:dp].tolist())


# small d: literal quadratic form over random x, S from Fact 6.7's greedy construction
rng = np.random.default_rng(1)
n, D, h, p = 4, 1200, 0.02, 0.5
d = n + D
a_ = math.sqrt(h / n); s = math.sqrt((1 - h) / D)
Q1 = ortho_group.rvs(D, random_state=9)
J = np.kron(np.eye(D // 2), np.array([[0.0, 1.0], [-1.0, 0.0]]))
Th = np.zeros((d, d)); Th[:n, :n] = np.diag(a_ * np.array([(-1) ** i for i in range(n)])); Th[n:, n:] = s * Q1
q = p * math.sqrt(h / (1 - h)); r = math.sqrt(1 - p * p - q * q)
E = np.zeros((d, d)); E[:, :n] = p * Th[:, :n] / np.linalg.norm(Th[:, :n]); E[n:, n:] = (-q * Q1 + r * Q1 @ J) / math.sqrt(D)
vals, isS0 = [], []
for _ in range(200):
    x = rng.choice([-1.0, 1.0], size=d)
    S = fact67(x @ E, int(2 * n / (p * p)), 1.0)
    Sc = np.array(sorted(set(range(d)) - S))
    vals.append(float(x @ Th[:, Sc] @ E[:, Sc].T @ x)); isS0.append(S == set(range(n)))
vals = np.array(vals)
print("small d: share of x with S = S0: %.2f; x^T Theta E'_{S^c}^T x over 200 x: min %.6f max %.6f; -p sqrt(h) = %.6f"
      % (np.mean(isS0), vals.min(), vals.max(), -p * math.sqrt(h)))

# inside the hypotheses (log space): constant c needed for the event, at the r_Theta of the instance and at the
# smallest r_Theta (8) allows (factor 10), c' = 0.1 (any c' < 1/2 fails: the event has probability <= 1/2 otherwise)
cp = 0.1
for c in eq78.cases:
    R = eq78.family(**c)
    lhs = R["lhs"]
    kap = R["kappa"]
    log_r_min = math.log(10) + c["c8"] * math.log(c["L"] + math.log(c["k"])) - math.log(kap * c["lam"])
    need = lambda log_r: (math.log(lhs - kap) + log_r / 2 - math.log(math.log(1 / cp))) / math.log(10)  # log10
    print(c, " |x^T Theta E'^T_{S^c} x|/F^2 >= %.3e vs kappa %.3e; log10 c needed: %.1f at r_Theta = e^%.1f, %.2f at (8)'s lowest"
          " r_Theta = e^%.1f; min slack %.3g" % (lhs, kap, need(R["log_r"]), R["log_r"], need(log_r_min), log_r_min,
                                                 R["min_slack"]))
# c needed at (8)'s lower end grows like log^{c8/2} d: unbounded, so no absolute constant c serves
for L in (1000, 1e4, 1e5, 1e6, 1e8):
    kap = 0.999 ** 6.5 / L ** 2
    lhs = 0.5 * math.sqrt(kap)
    log_r_min = math.log(10) + 1.0 * math.log(L + math.log(3)) - math.log(kap * 0.999)
    print("log d = %g (c8 = 1): c needed at (8)'s lowest r_Theta = %.3e" % (L, (lhs - kap) * math.exp(log_r_min / 2) / math.log(1 / cp)))
