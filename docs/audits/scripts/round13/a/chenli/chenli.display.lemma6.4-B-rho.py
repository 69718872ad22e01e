"""Audit A, r13: chenli L1949 (Lemma 6.4's proof, Case (B)): 'we can take rho in Theorem B.4 to be
max(sqrt(d)/(nu d'), nu sqrt(log d))', where (160) asks ||v_j||_inf <= (rho/sqrt(d)) ||v_j||_2 for v_1..v_m and
v_{m+1} ~ x^T E'_{S^c} (L1927). Case (B)'s bullet (L1645): <x, E'_{:j}>^2 <= ||x^T E'_{S^c}||^2/(nu d') for j not in S,
and ||x^T E'_{S^c}||^2 >= e^{-1/nu} ||x^T E'||^2. This bullet gives ||v_{m+1}||_inf/||v_{m+1}|| <= 1/sqrt(nu d') only,
and it is attained when x^T E'_{S^c} is flat on n = ceil(nu d') coordinates. (160) then needs rho >= sqrt((d - d')/n).
Part 1: explicit small-d construction (mechanics). Part 2: log-space sizes at the paper's parameters ((7), (75))."""
import math
import numpy as np
import mpmath as mp

# Part 1: E' with single-entry columns: |x^T E'| = A on S (d' columns), 1 on n others, 0 elsewhere, for every x
rng = np.random.default_rng(0)
d, dp, nu = 400, 10, 1.0
n = math.ceil(nu * dp * 1.05)
A = math.sqrt(0.9 * n * (math.exp(1 / nu) - 1) / dp)
E = np.zeros((d, d))
for j in range(dp):
    E[(j + 7) % d, j] = A
for j in range(dp, dp + n):
    E[(j + 7) % d, j] = 1.0
ok = True
for _ in range(5):
    x = rng.choice([-1.0, 1.0], d)
    xe = x @ E
    S = set(np.argsort(-np.abs(xe))[:dp].tolist())
    Sc = [j for j in range(d) if j not in S]
    v = xe[Sc]
    caseB = (np.max(v**2) <= np.sum(v**2) / (nu * dp) + 1e-12) and (np.sum(v**2) >= math.exp(-1 / nu) * np.sum(xe**2))
    caseA = np.sum(v**2) <= math.exp(-1 / nu) * np.sum(xe**2)
    ratio = np.max(np.abs(v)) / np.linalg.norm(v)
    ok &= caseB and not caseA and abs(ratio - 1 / math.sqrt(n)) < 1e-12 and S == set(range(dp))
print(f"part 1 (d = {d}, d' = {dp}, n = {n}, A = {A:.3f}): Fact 6.7's S = the d' columns, Case (B) and not (A), "
      f"||v||_inf/||v|| = 1/sqrt(n) for every x: {ok}; ||E'^T x||^2 = ||E'||_F^2 for every x (single-entry columns)")

# Part 2: sizes
mp.mp.dps = 30
for ld, lam, c7, nu in ((600, 0.5, 1.0, 1.0), (1000, 0.5, 1.0, 0.5), (2000, 0.9, 0.1, 1.0)):
    ld = mp.mpf(ld); m = 1
    kappa = c7 * lam ** 6.5 / (m ** 6.5 * ld**2)
    log_dp = mp.log(kappa) + ld / 2 - mp.log(nu) - mp.log(ld) / 2
    log_n = mp.log(1.05 * nu) + log_dp
    need = (ld - log_n) / 2                                      # log sqrt(d/n) (d - d' ~ d)
    printed = max(ld / 2 - mp.log(nu) - log_dp, mp.log(nu) + mp.log(ld) / 2)
    print(f"log d = {ld}: log d' = {mp.nstr(log_dp, 5)}, needed log rho = log sqrt(d/n) = {mp.nstr(need, 5)}, printed "
          f"log max(sqrt(d)/(nu d'), nu sqrt(log d)) = {mp.nstr(printed, 4)}; Case (B) A^2 = 0.9 n (e^(1/nu) - 1)/d' "
          f"= {mp.nstr(0.9 * 1.05 * nu * (mp.e ** (1 / nu) - 1), 4)} >= 1 (S the top set): {0.9*1.05*nu*(math.exp(1/nu)-1) >= 1}")
