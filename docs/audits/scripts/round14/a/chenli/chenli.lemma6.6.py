"""Audit r14 A: chenli Lemma 6.6 (L1595-L1603). If |1 - sum alpha_i| <= sigma, Item 1 and
|x^T E (X_2 - X_3)^T| >= sigma (2s + xi F) suffice for Item 2: x^T Theta' (X_2 - X_3)^T not in
[s - Theta(eps*), s + xi F + Theta(eps*)]; sigma = c_* eps*/(2s + xi F) (L1577), c_* = Theta(m L)^{-1} ((72)),
L = log((k e^{beta^2})^{Theta(1/lambda)}/xi); Lemma 6.15 (L2100-L2150) uses Item 2's Theta(eps*) against 19 eps with
eps* >= C eps, C ABSOLUTE. Own check: the configuration alpha = 1 + sigma (m = 1), x^T E y = -c_* eps* (y = X_2 - X_3)
gives value (1 + sigma) a - c_* eps* for any a in Item 1's [s, s + xi F]: distance below s is
<= c_* eps* (s + xi F)/(2s + xi F) ~ c_* eps*/2 = eps*/(2 K m L) -> 0 relative to eps* as L grows.
Part 1: explicit matrices (mechanics). Part 2: sizes with the hypotheses (68)-(70), (73), (7)-(8), Assumption 6."""
import math
import numpy as np

rng = np.random.default_rng(5)

def part1(d=60, F=10.0, c_s=0.1, xi=1e-4, K=0.5, m=1, k=3, beta=0.0, lam=0.5, fe=4.0):
    L = (math.log(k) + beta**2) / lam + math.log(1 / xi)
    cst = 1 / (K * m * L)                                    # c_*
    eps_star = fe * m * L * (0.5 + 1 / lam) * xi * F         # (70) times fe
    s = c_s * min(1.0, F)
    sigma = cst * eps_star / (2 * s + xi * F)
    x = rng.choice([-1.0, 1.0], size=d); X2 = rng.choice([-1.0, 1.0], size=d); X3 = rng.choice([-1.0, 1.0], size=d)
    y = X2 - X3
    T = rng.normal(size=(d, d)); T *= F / np.linalg.norm(T)
    # rank-one tweak along x y^T to put a = x^T T y at a chosen point of Item 1's interval
    res = []
    for pos in (0.0, 0.5, 1.0):
        target = s + pos * xi * F
        Tp = T + (target - x @ T @ y) * np.outer(x, y) / ((x @ x) * (y @ y))
        Tp *= 1.0  # norm changes by O(1/sqrt(d)) of F: fine
        a = x @ Tp @ y
        th = Tp / np.linalg.norm(Tp)
        Pxy = np.outer(x, y) - np.sum(np.outer(x, y) * th) * th          # xy^T projected off Theta_1
        U = Pxy / np.linalg.norm(Pxy)
        V = rng.normal(size=(d, d)); V -= np.sum(V * th) * th; V -= np.sum(V * U) * U
        V -= (x @ V @ y) / np.linalg.norm(Pxy)**2 * Pxy * 0  # V is orthogonal to U hence <V, xy^T> = <V, Pxy> = 0
        V /= np.linalg.norm(V)
        cphi = -cst / np.linalg.norm(Pxy)
        E = eps_star * (cphi * U + math.sqrt(1 - cphi**2) * V)
        e = x @ E @ y
        alpha = 1 + sigma
        Thp = alpha * Tp + E
        val = x @ Thp @ y
        margin = max(s - val, val - (s + xi * F))
        res.append((pos, a, e, val, margin))
        assert abs(np.sum(E * Tp)) < 1e-8 * F * eps_star and abs(np.linalg.norm(E) - eps_star) < 1e-9 * eps_star
        assert abs(abs(e) - sigma * (2 * s + xi * F)) < 1e-9 * abs(e)
        assert np.linalg.norm(Thp) <= 2 * np.linalg.norm(Tp)
    print(f"part 1: d={d} F={F} s={s} xi={xi} L={L:.2f} c_*={cst:.4f} eps*={eps_star:.3e} sigma={sigma:.3e}:")
    for pos, a, e, val, margin in res:
        print(f"   a at {pos:.1f} of Item 1's interval: x^T E y = {e:.4e} (= -sigma(2s+xi F)), value = {val:.8f}, "
              f"distance outside [s, s+xi F] = {margin:.4e} = {margin/eps_star:.4f} eps*  (c_*/2 = {cst/2:.4f})")

def part2(lx, m=1, k=3, beta=1.0, lam=0.5, K=0.5, fe=1.0, c_s=0.1, c7=1.0, c8=3.0):
    """log(1/xi) = lx; log d the least with (69) and (8) (factor 10), F at Assumption 6's edge x10 (lambda' = 1/r),
    eps* = fe (70)'s edge, s = c_s. Margin/eps* <= c_* (s + xi F)/(2s + xi F) - (distance lost to xi F)."""
    Lk = math.log(k) + beta**2
    L = Lk / lam + lx
    cst = 1 / (K * m * L)
    # least log d: (69) lam/(m kappa) >= lx + Lk/lam + log 10 with kappa = c7 lam^6.5/(m^6.5 log^2 d)
    ld = math.sqrt((lx + Lk / lam + math.log(10)) * c7 * lam**5.5 / m**5.5)
    for _ in range(100):    # (8): 10 log^c8(dmk)/(kappa lam) <= d^{1/4}/10
        lkap = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2 * math.log(ld)
        need = 4 * (2 * math.log(10) + c8 * math.log(ld + math.log(m * k)) - lkap - math.log(lam))
        ld = max(ld, need)
    lr = ld / 4 - math.log(10)
    F = 10 * (math.log(k) + ld + lr / 2)
    xiF = math.exp(-lx + math.log(F))
    s = c_s
    log_eps = math.log(fe * m * L * (0.5 + 1 / lam)) - lx + math.log(F)
    ok = {"(68)": lx >= Lk / lam + math.log(10), "(69)": lam / (m * math.exp(math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2 * math.log(ld))) - Lk / lam - math.log(10) >= lx, "(73) fe >= 2K": fe >= 2 * K,
          "eps* <= F (||Theta'|| <= 2F)": log_eps <= math.log(F), "beta << min(d, F)": 10 * beta <= min(ld, F),
          "xi F << 1": xiF <= 0.1}
    worst = cst * (s + xiF) / (2 * s + xiF)   # sup over a in Item 1 of the distance below s, over eps*
    print(f"log(1/xi)={lx:g}: L={L:.1f}, log d={ld:.1f}, F={F:.0f}, log eps*={log_eps:.1f}: margin/eps* <= {worst:.3e}"
          f" (c_*/2 = {cst/2:.3e}); hyps {all(ok.values())}")
    return worst

if __name__ == "__main__":
    part1(); part1(xi=1e-6, K=0.1, fe=1.0)
    for lx in (10, 100, 1e3, 1e4, 1e5):
        part2(lx)
    for m in (2, 8, 64):
        part2(100, m=m, k=max(3, m))
    part2(100, lam=0.05)
