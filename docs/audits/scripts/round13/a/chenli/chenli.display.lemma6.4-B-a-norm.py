"""Audit A, r13: chenli L1935-L1947 (Lemma 6.4's proof, Case (B)): 'As in Case (A), recalling Eq. (79) ... and the
second bound in Eq. (77), ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(log k) + beta))', a_i = ||Theta_i||_F sqrt(10 log k)
+ beta - x^T (Theta_i)_{S^c} X_{2,S^c} (L1935; read, as in Case (A), with the S part x^T (Theta_i)_S X_{2,S}).
Mechanics (small d): diagonal Theta with heavy entries on S (|S| = d'), generic light entries; E' with single-entry,
off-diagonal columns: A on S, 1 on n >= nu d' light columns (so <Theta, E'> = 0 exactly, ||E'^T x|| = ||E'||_F for
every x, S = Fact 6.7's top set, Case (B) and not (A)); worst X_{2,S} = -sgn(theta_j x_j): a_1 = F s + sum_S |theta_j|.
Sizes at the paper's parameters: the same closed form as Case (A) (chenli.display.lemma6.4-a-norm.py)."""
import math
import numpy as np
import importlib.util

rng = np.random.default_rng(2)
d, dp, nu, F = 400, 10, 1.0, 1.0
n = math.ceil(1.05 * nu * dp)
h = 0.2                                                # heavy entry (heavy mass d' h^2 = 0.4 F^2 <= 2 kappa F^2 needs kappa >= 0.2 here: mechanics only)
light = rng.uniform(0.5, 1.0, d - dp); light *= math.sqrt(1 - dp * h * h) / np.linalg.norm(light)
theta = np.concatenate([h * np.ones(dp), light]) * np.array([1, -1] * (d // 2))
Th = np.diag(theta) * F
A = math.sqrt(0.9 * n * (math.exp(1 / nu) - 1) / dp)
E = np.zeros((d, d))
for j in range(dp):
    E[(j + 3) % d, j] = A
for j in range(dp, dp + n):
    E[(j + 3) % d, j] = 1.0
E *= F / np.linalg.norm(E)
s = math.sqrt(10 * math.log(3)) + 1.0
ok = abs(np.sum(Th * E)) < 1e-14
for _ in range(5):
    x = rng.choice([-1.0, 1.0], d)
    xe = x @ E
    S = set(np.argsort(-np.abs(xe))[:dp].tolist())
    v = np.delete(xe, list(S))
    caseB = np.max(v**2) <= np.sum(v**2) / (nu * dp) + 1e-15 and np.sum(v**2) >= math.exp(-1 / nu) * np.sum(xe**2)
    w = Th.T @ x
    z = -np.sign(w[:dp])
    a1 = F * s - w[:dp] @ z
    ok &= S == set(range(dp)) and caseB and abs(np.linalg.norm(xe) - F) < 1e-12 and abs(a1 - F * (s + dp * h)) < 1e-12
print("mechanics (d = 400, d' = 10): <Theta, E'> = 0, S = the heavy set, Case (B), ||E'^T x|| = ||E'||_F, "
      f"a_1 = F (s + sum_S |theta_j|) for every x drawn: {ok}")
spec = importlib.util.spec_from_file_location("anorm", "chenli.display.lemma6.4-a-norm.py")
