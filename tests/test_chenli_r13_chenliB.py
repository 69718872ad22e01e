"""Second paths for round 13's chenliB claims (checks/papers/chenli/r13_chenliB.py), recomputed from the paper's
definitions (mpmath, numpy) without the claims' code."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np


def _case_a(ld: float, lam: float = 0.5, c7: float = 1.0, c8: float = 3.0, nu: float = 1.0, k: float = 3.0,
            g: float = 0.5, beta: float = 1.0) -> dict:
    """Lemma 6.4's Case (A) on a diagonal Theta (m = 1, F = ||Theta||_F = sqrt(d) = e^{ld/2}): kappa of (7), d' of
    (75), |S| = floor(d') heavy diagonal entries of size a with |S| a^2 = 2 g kappa F^2 (Item 4's deviation, <= 2 kappa
    F^2 for g <= 1), the rest light; ||a|| at the worst X_{2,S} is F s + |S| a, s = sqrt(10 log k) + beta. Returns the
    ratio ||a||/(F s) and the hypotheses' slacks, all in logs (60 digits)."""
    with mp.workdps(60):
        ld, lam, c7, nu, k, g, beta = (mp.mpf(x) for x in (ld, lam, c7, nu, k, g, beta))
        kappa = c7 * lam ** (mp.mpf(13) / 2) / ld**2  # (7), m = 1
        dprime = kappa * mp.sqrt(mp.e**ld) / (nu * mp.sqrt(ld))  # (75)
        S = mp.floor(dprime)
        log_a_over_F = (mp.log(2 * g * kappa) - mp.log(S)) / 2
        s = mp.sqrt(10 * mp.log(k)) + beta
        ratio = 1 + S * mp.e**log_a_over_F / s
        # (8) with '<<' a factor 10: r_Theta := 20 log^c(dk)/(kappa lambda) (twice the lower end) <= d^{1/4}/10
        log_r = mp.log(20) + c8 * mp.log(ld + mp.log(k)) - mp.log(kappa) - mp.log(lam)
        # Assumption 4: v at twice its least value sqrt(d) max column/F = sqrt(d) a/F (a the largest entry)
        log_v = mp.log(2) + ld / 2 + log_a_over_F
        return {"ratio": ratio, "log_ratio": mp.log(ratio), "slack8": ld / 4 - mp.log(10) - log_r,
                "slackA4": ld / 2 - mp.log(10) - 2 * log_r - log_v, "v": log_v,
                "item2": log_v + mp.log(ld) / 2 - ld / 2 - log_a_over_F,  # a <= v sqrt(log d) F/sqrt(d)
                "item4": 2 * g, "slack77": mp.log(lam) - 1 / nu - mp.log(10) - mp.log(kappa),
                "slackA3": -2 * log_a_over_F - log_r}  # ||Theta||_F^2/||Theta||_op^2 = 1/(a/F)^2 >= r_Theta


def test_a_norm_second_path() -> None:
    """L1827's ||a|| = Theta(sqrt(m) F (sqrt(10 log k) + beta)) fails in its upper part: at log d = 600 the worst
    X_{2,S} gives ||a||/(F s) = e^{129.6}, and the log-ratio grows like log(d)/4 (d^{1/4}); Item 4 holds (2g = 1 <= 2)
    and (8), Assumptions 3 and 4, Item 2 and (77)'s first part have room."""
    r = _case_a(600.0)
    assert 129 < r["log_ratio"] < 130.5
    for key in ("slack8", "slackA4", "item2", "slack77", "slackA3"):
        assert r[key] > 0, key
    assert r["item4"] <= 2
    r2 = _case_a(2000.0)
    slope = (r2["log_ratio"] - r["log_ratio"]) / (2000 - 600)
    assert 0.24 < slope < 0.26


def test_a_norm_claim_matches() -> None:
    """The claim's measurement agrees with this recomputation."""
    from thmcheck.checks.papers.chenli.r13_chenliB import _a_measure

    inst = {"ld": 600.0, "lam": 0.5, "c7": 1.0, "c8": 3.0, "nu": 1.0, "k": 3.0, "g": 0.5, "ts": 0.0, "beta": 1.0}
    got = _a_measure(inst, None).lhs
    assert abs(math.log(got) - float(_case_a(600.0)["log_ratio"])) < 1e-9


def test_a_norm_small_d_construction() -> None:
    """The construction at small d (numbers only; (7)-(8) need d ~ e^{600}): diagonal Theta with heavy entries on S,
    E' supported on the columns of S with zero diagonal (orthogonal to Theta), ||E'||_F = ||Theta||_F. For every x,
    x^T E' vanishes off S (Case (A) of Fact 6.7 with S its top-|S| set) and with X_{2,S} = -sgn((Theta^T x)_S),
    a_1 = F s + |S| a exactly."""
    rng = np.random.default_rng(0)
    d, nS, a, s = 64, 6, 0.9, 2.0
    theta = np.concatenate([np.full(nS, a), rng.uniform(0.05, 0.1, d - nS) * rng.choice([-1, 1], d - nS)])
    Th = np.diag(theta)
    E = np.zeros((d, d))
    E[:, :nS] = rng.standard_normal((d, nS))
    E[range(nS), range(nS)] = 0.0
    E *= np.linalg.norm(Th) / np.linalg.norm(E)
    assert abs(float(np.sum(E * Th))) < 1e-12
    F = float(np.linalg.norm(Th))
    for _ in range(5):
        x = rng.choice([-1.0, 1.0], d)
        xe = x @ E
        assert np.all(xe[nS:] == 0.0)
        top = set(np.argsort(-np.abs(xe))[:nS].tolist())
        assert top == set(range(nS))
        w = Th.T @ x
        z = -np.sign(w[:nS])
        a1 = F * s - float(w[:nS] @ z)
        assert abs(a1 - (F * s + nS * a)) < 1e-12


def _gram(m: int, lam: float, ld: float, c: float, u: float, omega: float, seed: int) -> dict:
    """Heads through their Gram matrix <Theta_i, Theta_j> = n_i n_j (delta_ij + kappa s_ij), kappa of (7), mu at u x
    (111)'s end; Theta* = (1/Z) sum_i Theta_i/n_i^2."""
    rng = np.random.default_rng(seed)
    kappa = c * lam**6.5 / (m**6.5 * ld**2)
    mu = u * lam**2.5 / (omega**3 * m**3 * ld**2)
    n = np.concatenate([[1.0], rng.uniform(math.sqrt(lam), 1.0, m - 1)])
    sgn = np.triu(rng.uniform(-1, 1, (m, m)), 1)
    G = np.outer(n, n) * (np.eye(m) + kappa * (sgn + sgn.T))
    return {"n": n, "G": G, "kappa": kappa, "mu": mu, "Z": float((1 / n**2).sum())}


def test_eq115_eq118_ratio_bounded() -> None:
    """(115) and (118) from the definitions with mpmath: under the event (1 +- beta), beta = b m kappa/sqrt(lambda),
    the relative deviation over the shape stays <= 1 + b/2 + 1 (here b = 10) on random Gram instances at both ends of
    the event, E aligned and anti-aligned with the mean."""
    rng = np.random.default_rng(1)
    worst = 0.0
    for trial in range(40):
        m = int(rng.integers(2, 12))
        lam = float(rng.uniform(0.05, 0.999))
        P = _gram(m, lam, float(rng.uniform(1.0, 50.0)), float(rng.uniform(1e-3, 1)), float(rng.uniform(1e-3, 1)),
                  float(rng.uniform(1, 10)), trial)
        b = 10.0
        with mp.workdps(40):
            G = mp.matrix(P["G"].tolist())
            n = [mp.mpf(x) for x in P["n"]]
            Z = sum(1 / x**2 for x in n)
            beta = b * m * mp.mpf(P["kappa"]) / mp.sqrt(lam)
            for istar in (None, int(rng.integers(0, m))):
                w = [0 if i == istar else 1 / (Z * n[i] ** 2) for i in range(m)]
                norm_star = mp.sqrt(sum(w[i] * G[i, j] * w[j] for i in range(m) for j in range(m)))
                if istar is None:
                    ref, shape = 1 / mp.sqrt(Z), (m * P["kappa"] + P["mu"] * math.sqrt(m)) / math.sqrt(lam)
                else:
                    ref = mp.sqrt(sum(1 / n[i] ** 2 for i in range(m) if i != istar)) / Z
                    shape = (m * P["kappa"] + P["mu"] * math.sqrt(m + 1 / lam)) / math.sqrt(lam)
                for es in (1, -1):
                    for h in (1, -1):
                        val = mp.sqrt(1 + h * beta) * (norm_star + es * mp.mpf(P["mu"]))
                        worst = max(worst, float(abs(val / ref - 1)) / shape)
    assert worst <= 1 + 10 / 2 + 1


def test_item4_nondiagonal_identity() -> None:
    """Lemma 6.8 Item 4's deviation for a non-diagonal Theta (heavy diagonal block on S plus a rotated dense light
    part): ||x^T Theta_{:,S^c}||^2 - ||Theta||_F^2 = (||Theta^T x||^2 - ||Theta||_F^2) - sum_{j in S} (Theta^T x)_j^2,
    and with a light part of stable rank ~ d the first term is small against the heavy mass: the deviation is the
    heavy mass up to the Hanson-Wright term, as for the diagonal family."""
    rng = np.random.default_rng(2)
    d, nS, heavy = 400, 8, 0.6
    Q, _ = np.linalg.qr(rng.standard_normal((d, d)))
    L = Q @ np.diag(rng.uniform(0.5, 1.0, d)) @ Q.T  # dense light part
    L[:, :nS] = 0.0
    Th = L.copy()
    Th[range(nS), range(nS)] = math.sqrt(heavy * float(np.sum(L**2)) / nS)
    F2 = float(np.sum(Th**2))
    devs = []
    for _ in range(20):
        x = rng.choice([-1.0, 1.0], d)
        w = Th.T @ x
        lhs = float(np.sum(w[nS:] ** 2)) - F2
        hw = float(w @ w) - F2
        assert abs(lhs - (hw - float(np.sum(w[:nS] ** 2)))) < 1e-8 * F2
        devs.append(abs(lhs))
    heavy_mass = float(np.sum(Th[:, :nS] ** 2))
    assert all(abs(dv - heavy_mass) < 0.25 * heavy_mass for dv in devs)


def _l1859(beta: float, ld: float = 1000.0, m: int = 2, k: float = 3.0, lam: float = 0.5, F: float = 7.0,
           log_v: float = 50.0) -> tuple:
    """Case (A)'s (164) left side from the proof's parameters at 60 digits (no normalisation): kappa of (7) (c = 1),
    ||a|| = sqrt(m) F (sqrt(10 log k) + beta) (L1827), r = sqrt((1 - 2 kappa) lambda) F, r_bar = sqrt(1 + 2 kappa) F,
    rho = v sqrt(log d); returns (lhs, the printed v^3 m^{9/2} beta^3 log^{3/2}(d)/(lambda^3 d^{3/2}), the same with
    (sqrt(log k) + beta)^3)."""
    with mp.workdps(60):
        ld, lam, k, beta, F = mp.mpf(ld), mp.mpf(lam), mp.mpf(k), mp.mpf(beta), mp.mpf(F)
        d = mp.e**ld
        v = mp.e ** mp.mpf(log_v)
        kappa = lam ** (mp.mpf(13) / 2) / (m ** (mp.mpf(13) / 2) * ld**2)
        a = mp.sqrt(m) * F * (mp.sqrt(10 * mp.log(k)) + beta)
        r, rbar, rho = mp.sqrt((1 - 2 * kappa) * lam) * F, mp.sqrt(1 + 2 * kappa) * F, v * mp.sqrt(ld)
        lhs = rho**3 * m**3 * rbar**3 * a**3 / (r**6 * d ** mp.mpf(1.5))
        common = v**3 * m ** mp.mpf(4.5) * ld ** mp.mpf(1.5) / (lam**3 * d ** mp.mpf(1.5))
        return lhs, common * beta**3, common * (mp.sqrt(mp.log(k)) + beta) ** 3


def test_l1859_second_path() -> None:
    """L1859's O~(v^3 poly(m) beta^3/(lambda^3 d^{3/2})) cannot hold as beta -> 0: the left side keeps (sqrt(10 log k) +
    beta)^3, so lhs/rhs grows like beta^{-3} (x1e9 from beta = 1e-1 to 1e-4); with (sqrt(log k) + beta)^3 the ratio
    stays below 10^{3/2} (1 + 2 kappa)^{3/2}/(1 - 2 kappa)^3."""
    out = [_l1859(b) for b in (1e-1, 1e-2, 1e-3, 1e-4)]
    ratios = [lhs / rhs for lhs, rhs, _ in out]
    assert ratios[-1] / ratios[0] > 0.9e9
    assert ratios[-1] > 1e13
    for lhs, _, corr in out + [_l1859(1.0), _l1859(3.0, k=1e6)]:
        assert lhs / corr < 10**1.5 * 1.0001


def test_l1949_rho_second_path() -> None:
    """L1949's rho = max(sqrt(d)/(nu d'), nu sqrt(log d)) is too small for v_{m+1} ~ x^T E'_{S^c} in Case (B).
    (1) At small d (numbers only): single-entry columns give |x^T E'_0| = A on S (d' columns), 1 on n others, for every
    x; after projecting E'_0 off two random heads the profile moves by < 1e-2, S is the top-d' set, Case (B) holds (not
    (A)), ||E'^T x||^2 = ||E'||_F^2 (Items 3, E_2) and sqrt(d) ||u||_inf/||u|| = sqrt(d/n) (1 +- 1e-2). (2) At log d =
    600 (lambda = 1/2, m = 1, c = 1, nu = 1, n = 1.05 nu d'), from (7) and (75) in mpmath: sqrt(d/n) = e^{160.2} against
    the printed sqrt(d)/(nu d') = sqrt(log d)/kappa = e^{20.5}."""
    rng = np.random.default_rng(3)
    d, dp, n, nu = 4000, 10, 40, 1.0
    A = math.sqrt(0.9 * n * math.expm1(1 / nu) / dp)
    heads = [rng.standard_normal((d, d)) / d for _ in range(2)]
    E0 = np.zeros((d, d))
    cols = rng.permutation(d)[: dp + n]
    for t, j in enumerate(cols):
        p = int(np.argmin(sum(h[:, j] ** 2 for h in heads)))
        E0[p, j] = (A if t < dp else 1.0) * rng.choice([-1.0, 1.0])
    G = np.array([[float(np.sum(a * b)) for b in heads] for a in heads])
    coef = np.linalg.solve(G, np.array([float(np.sum(E0 * h)) for h in heads]))
    E = E0 - sum(c * h for c, h in zip(coef, heads))
    assert max(abs(float(np.sum(E * h))) for h in heads) < 1e-9
    for _ in range(3):
        x = rng.choice([-1.0, 1.0], d)
        w = x @ E
        S = np.argsort(-np.abs(w))[:dp]
        assert set(S.tolist()) == set(cols[:dp].tolist())
        mask = np.ones(d, bool)
        mask[S] = False
        u = w[mask]
        assert float(np.max(u**2)) <= float(u @ u) / (nu * dp)  # Case (B)'s bullet
        assert float(u @ u) >= math.exp(-1 / nu) * float(w @ w)  # Case (B), so not (A)
        assert float(u @ u) < math.exp(-1 / nu) * float(w @ w) / 0.9  # margin
        assert abs(float(np.max(np.abs(u))) / math.sqrt(float(u @ u)) * math.sqrt(n) - 1) < 1e-2
    with mp.workdps(50):
        ld, lam, nu_ = mp.mpf(600), mp.mpf("0.5"), mp.mpf(1)
        kappa = lam ** mp.mpf(6.5) / ld**2
        dprime = kappa * mp.sqrt(mp.e**ld) / (nu_ * mp.sqrt(ld))
        nn = mp.mpf("1.05") * nu_ * dprime
        needed = mp.sqrt(mp.e**ld / nn)
        printed = max(mp.sqrt(mp.e**ld) / (nu_ * dprime), nu_ * mp.sqrt(ld))
        assert abs(mp.log(needed) - mp.mpf("160.2")) < 0.1
        assert abs(mp.log(printed) - mp.mpf("20.5")) < 0.1


def test_b_a_norm_second_path() -> None:
    """L1947 (Case (B)'s ||a|| = Theta(sqrt(m) F (sqrt(log k) + beta))) fails in its upper part on the Case (A) family's
    Theta (the heavy sum does not involve E'): at log d = 600, a_1/F = sqrt(10 log 3) + beta/F + |S| a/F, divided by
    sqrt(log 3) + 1, is e^{130.4}; the log-ratio grows like log(d)/4."""
    out = []
    for ld in (600.0, 2000.0):
        r = _case_a(ld)
        with mp.workdps(60):
            s_a = mp.sqrt(10 * mp.log(3)) + 1
            heavy = (r["ratio"] - 1) * s_a  # |S| a/F
            num = mp.sqrt(10 * mp.log(3)) + mp.e ** (-mp.mpf(ld) / 2) + heavy  # F = sqrt(d), beta = 1
            out.append(float(mp.log(num / (mp.sqrt(mp.log(3)) + 1))))
        for key in ("slack8", "slackA4", "item2", "slack77", "slackA3"):
            assert r[key] > 0, key
    assert 130.0 < out[0] < 131.0
    assert 0.24 < (out[1] - out[0]) / 1400 < 0.26


def test_b_a_norm_case_b_construction() -> None:
    """The Case (B) E' at small d: diagonal Theta with heavy entries on S, E' with single-entry columns off the diagonal
    (A on S, 1 on n >= nu d' others): <E', Theta>_F = 0, and for every x, |x^T E'| is A on S, 1 on the n columns, so S
    is the top-|S| set, Fact 6.7's second bullet holds off S and its first does not (Case (B), not (A))."""
    rng = np.random.default_rng(1)
    d, nS, nu, dprime = 200, 5, 1.0, 5
    n = int(math.ceil(1.05 * nu * dprime))
    A = math.sqrt(0.9 * n * math.expm1(1 / nu) / nS)
    assert A > 1.05
    theta = np.concatenate([np.full(nS, 0.9), rng.uniform(0.05, 0.1, d - nS)])
    Th = np.diag(theta)
    E = np.zeros((d, d))
    cols = list(range(nS + n))
    rows = [(j + 1) % d for j in cols]  # p(j) = j + 1: off the diagonal, distinct rows
    for j, p in zip(cols, rows):
        E[p, j] = (A if j < nS else 1.0) * rng.choice([-1.0, 1.0])
    assert float(np.sum(E * Th)) == 0.0
    for _ in range(5):
        x = rng.choice([-1.0, 1.0], d)
        u = np.abs(x @ E)
        assert set(np.argsort(-u)[:nS].tolist()) == set(range(nS))
        uc = u[nS:]
        assert uc.max() ** 2 <= (uc**2).sum() / (nu * dprime)
        assert (uc**2).sum() > math.exp(-1 / nu) * (u**2).sum()


def test_eq95_second_path() -> None:
    """(95) (||a|| = Theta(F sqrt(m log k)), Case (A) Step 2) fails in its upper part on the same family: a_1/F >=
    sqrt(10 log 3) + 1 + |S| a/F - 2/F at log d = 600 (beta = 1, k = 3); divided by sqrt(log 3) it is e^{131.0}."""
    r = _case_a(600.0)
    with mp.workdps(60):
        heavy = (r["ratio"] - 1) * (mp.sqrt(10 * mp.log(3)) + 1)
        a1 = mp.sqrt(10 * mp.log(3)) + 1 + heavy - 2 * mp.e ** (-mp.mpf(300))
        val = float(mp.log(a1 / mp.sqrt(mp.log(3))))
    assert 130.5 < val < 131.5
    for key in ("slack8", "slackA4", "item2", "slack77", "slackA3"):
        assert r[key] > 0, key


def test_eq95_bullet_reachable_small_d() -> None:
    """At small d: with X_{2,S} = -sgn((Theta^T x)_S), a greedy choice of X_{2,S^c} over generic light entries puts
    x^T Theta X_2 within max light entry of any target in range, so X_2's first bullet is reachable while x^T
    (Theta)_{:,S^c} X_{2,S^c} = x^T Theta X_2 + |S| a."""
    rng = np.random.default_rng(2)
    d, nS, a = 400, 4, 3.0
    theta = np.concatenate([np.full(nS, a), rng.uniform(0.5, 1.0, d - nS)])
    x = rng.choice([-1.0, 1.0], d)
    w = theta * x
    z = np.empty(d)
    z[:nS] = -np.sign(w[:nS])
    target = 10.0
    acc = float(w[:nS] @ z[:nS])
    for j in range(nS, d):  # greedy: step toward the target
        z[j] = (1.0 if acc < target else -1.0) * np.sign(w[j])
        acc += w[j] * z[j]
    total = float(w @ z)
    assert abs(total - target) <= 1.0 + 1e-12  # within the largest light |w_j|
    light = float(w[nS:] @ z[nS:])
    assert abs(light - (total + nS * a)) < 1e-9


def test_l2010_second_path() -> None:
    """L2010's upper part (bracket sqrt(m log k) + exp(1/2nu) c_* = sqrt(log 3) + 1 by (76)) fails on the same family:
    |a_1| >= |S| a at X_{2,S} = -sgn((Theta^T x)_S); at log d = 600 the ratio is e^{130.4}."""
    r = _case_a(600.0)
    with mp.workdps(60):
        heavy = (r["ratio"] - 1) * (mp.sqrt(10 * mp.log(3)) + 1)
        val = float(mp.log(heavy / (mp.sqrt(mp.log(3)) + 1)))
    assert 130.0 < val < 131.0
