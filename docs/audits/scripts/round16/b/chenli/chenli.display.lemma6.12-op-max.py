# Auditor B, round 16. chenli L1771 (proof of Lemma 6.12):
#   ||V' V'^T - Z'||_op <= m ||V' V'^T - Z'||_max << lambda ||Theta_1||_F^2,
# V' = (m+1) x d, rows ((Theta_i)_{:,S^c})^T x (i <= m) and ||Theta_1||_F (E'_{S^c})^T x/||(E'_{S^c})^T x||,
# Z' = diag(||Theta_1||^2, ..., ||Theta_m||^2, ||Theta_1||^2) (86). A := V'V'^T - Z' is (m+1) x (m+1); its last
# diagonal entry is 0 exactly. At m = 1, A = [[a, b], [b, 0]] and ||A||_op = (|a| + sqrt(a^2 + 4 b^2))/2 > max(|a|, |b|)
# = m ||A||_max whenever a, b != 0.
# Instance inside the hypotheses: my own family of chenli.eq78.py (m = 1; Case (B); E_1: Items 1-5 of Lemma 6.8; E_2),
# where a = -h F^2 and b = -p sqrt(h) F^2/sqrt(1 - p^2) exactly (derivation checked on matrices at small d here).
import importlib.util
import math
import numpy as np
from scipy.stats import ortho_group

sp = importlib.util.spec_from_file_location("eq78", "/work/audit/r16B/chenli/chenli.eq78.py")
eq78 = importlib.util.module_from_spec(sp); sp.loader.exec_module(eq78)


def op_over_max(a, b):
    return (abs(a) + math.sqrt(a * a + 4 * b * b)) / 2 / max(abs(a), abs(b))


# --- small d: literal V' from matrices
rng = np.random.default_rng(3)
n, D, h, p = 4, 1200, 0.02, 0.5
d = n + D
a_ = math.sqrt(h / n); s = math.sqrt((1 - h) / D)
Q1 = ortho_group.rvs(D, random_state=5)
J = np.kron(np.eye(D // 2), np.array([[0.0, 1.0], [-1.0, 0.0]]))
Th = np.zeros((d, d)); Th[:n, :n] = np.diag(a_ * np.array([(-1) ** i for i in range(n)])); Th[n:, n:] = s * Q1
q = p * math.sqrt(h / (1 - h)); r = math.sqrt(1 - p * p - q * q)
E = np.zeros((d, d)); E[:, :n] = p * Th[:, :n] / np.linalg.norm(Th[:, :n]); E[n:, n:] = (-q * Q1 + r * Q1 @ J) / math.sqrt(D)
x = rng.choice([-1.0, 1.0], size=d)
S = np.arange(n); Sc = np.arange(n, d)  # Fact 6.7's set for this x (checked in chenli.eq78.py part 1 with the same family)
row1 = (x @ Th)[Sc]; ue = (x @ E)[Sc]; row2 = 1.0 * ue / np.linalg.norm(ue)  # F = 1
Vp = np.array([row1, row2])
A = Vp @ Vp.T - np.diag([1.0, 1.0])
print("small d: A =", A.round(8).tolist(), " predicted a, b =", -h, -p * math.sqrt(h) / math.sqrt(1 - p * p))
print("  ||A||_op/||A||_max = %.6f  (m = 1)" % (np.linalg.norm(A, 2) / np.abs(A).max()))
assert abs(A[0, 0] + h) < 1e-10 and abs(A[0, 1] + p * math.sqrt(h) / math.sqrt(1 - p * p)) < 1e-10 and abs(A[1, 1]) < 1e-12

# --- inside the hypotheses (log d in the thousands): closed forms + eq78's slacks (incl. Case (B), Item 4 of E_1)
for c in eq78.cases:
    R = eq78.family(**c)
    hh = c["g"] * R["kappa"]; pp = c["p"]
    a, b = -hh, -pp * math.sqrt(hh) / math.sqrt(1 - pp * pp)
    rat = op_over_max(a, b)
    print(c, " a=%.3e b=%.3e op/max=%.7f > m=1: %s; m max/lambda = %.2e; min hypothesis slack %.3g"
          % (a, b, rat, rat > 1, abs(b) / c["lam"], R["min_slack"]))
    assert rat > 1 and R["min_slack"] > 0
# E_1 Items 1, 2 for the chosen x (prob. bounds, union < 1): flatness of Q3 and Q1 columns (Hoeffding, t^2 = 2 log(8D),
# failure <= 1/4 each), Item 1 x^T Theta x = s x_L^T Q1 x_L, mean s Tr Q1 (|.| <= s), variance <= 2 s^2 D ~ 2 F^2:
# P[|.| > 4F] <= 1/8 (Chebyshev); Item 2 light: s sqrt(2 log 8D) ~ F sqrt(2 log d)/sqrt d <= v sqrt(log d) F/sqrt d
# as v >= e^253; Item 3 and E_2: ||E'^T x||^2 = F^2 exactly; Item 5 vacuous at m = 1.

# --- generic (not needed for the verdict): Gaussian Theta_i, E' orthogonal to them, random x, S = empty, small d
rng = np.random.default_rng(0)
for m in (1, 2, 3):
    worst = 0.0
    for _ in range(300):
        dd = 10
        th = rng.normal(size=(m, dd, dd))
        Qb = np.linalg.qr(th.reshape(m, -1).T)[0]
        e = rng.normal(size=dd * dd); e -= Qb @ (Qb.T @ e)
        Ep = e.reshape(dd, dd) * np.linalg.norm(th[0]) / np.linalg.norm(e)
        xx = rng.choice([-1.0, 1.0], size=dd)
        rows = [xx @ th[i] for i in range(m)] + [np.linalg.norm(th[0]) * (xx @ Ep) / np.linalg.norm(xx @ Ep)]
        VV = np.array(rows)
        Z = np.diag([np.linalg.norm(th[i]) ** 2 for i in range(m)] + [np.linalg.norm(th[0]) ** 2])
        AA = VV @ VV.T - Z
        worst = max(worst, np.linalg.norm(AA, 2) / np.abs(AA).max() / m)
    print("generic m=%d: max over draws of ||A||_op/(m ||A||_max) = %.3f (bound (m+1)/m = %.3f)" % (m, worst, (m + 1) / m))
