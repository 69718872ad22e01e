"""Own checks of round 25 (helper chenli): chenli.lemma7.4-coherent. The exact law of X_1 Theta' X_2^T is checked
against the actual matrices: Theta_i, E and Theta' built as d x d numpy arrays (coherence, ||E||_F, Assumption 1
read off them), and P[A'] by a sum over every value of the independent pieces (math.comb weights) and by Monte
Carlo over X_1, X_2 with the matrices; c* against its defining equation."""

from __future__ import annotations

import math

import numpy as np

from thmcheck.checks.papers.chenli import r25_chenli as R


def _matrices(inst: dict) -> tuple[np.ndarray, float, np.ndarray, dict]:
    """Theta' (d x d) of the instance, threshold T, the heads' Gram matrix, and the parts (own construction)."""
    P = R.l74_parts(inst)
    m, r, s0, p = P["m"], P["r"], P["s0"], P["p"]
    nstar = float(inst["nstar"])
    istar = 0 if inst["where"] == "largest" else m - 1
    d = s0 + m * (r - s0) + 2 * p
    heads = []
    for i in range(m):
        D = np.zeros(d)
        D[:s0] = 1.0
        D[s0 + i * (r - s0): s0 + (i + 1) * (r - s0)] = 1.0
        n = nstar if i == istar else 1.0
        heads.append(n * np.diag(D) / math.sqrt(r))
    norms = np.array([np.linalg.norm(H) for H in heads])
    Z = float(np.sum(1.0 / norms**2))
    T0 = sum(heads[i] / norms[i] ** 2 for i in range(m) if i != istar) / Z
    u = np.zeros(d)
    v = np.zeros(d)
    u[d - 2 * p: d - p] = 1.0 / math.sqrt(p)
    v[d - p:] = 1.0 / math.sqrt(p)
    E = P["e"] * T0 / np.linalg.norm(T0) + P["a"] * np.outer(u, v)
    gram = np.array([[np.sum(A * B) for B in heads] for A in heads])
    lam = float(inst["lam"])
    T = float(inst["C"]) / math.sqrt(Z) * (1.0 - (lam * lam / 4.0) / (Z * norms[istar] ** 2))
    checks = {"kappa": max(abs(gram[i, j]) / (norms[i] * norms[j]) for i in range(m) for j in range(m) if i != j),
              "E_over_theta1": np.linalg.norm(E) / norms.max(), "lam_max": (norms.min() / norms.max()) ** 2, "Z": Z}
    return T0 + E, T, gram, {**P, **checks}


def test_construction_matches_parts() -> None:
    inst = {"m": 4, "r": 40, "where": "smallest", "q": 0.8, "lam": 0.7, "nstar": math.sqrt(0.8), "kf": 1.0, "C": 3.0,
            "u": 0.7, "f1": 0.4, "p": 4}
    _, _, _, P = _matrices(inst)
    assert abs(P["kappa"] - R.l74_parts(inst)["kappa"]) < 1e-12
    assert abs(P["E_over_theta1"] - P["mu"]) < 1e-12
    assert P["m"] * P["kappa"] <= 0.7 / 10 + 1e-12 and 0.7 <= P["lam_max"] + 1e-12
    assert abs(P["Z"] - R.l74_parts(inst)["Z"]) < 1e-12


def _comb_prob(inst: dict) -> float:
    """P[A'] as a sum over every value of the independent pieces, weights from math.comb (own code): X_1 Theta' X_2^T
    read off the actual matrices is sum_j theta'_jj y_j + a (X_1.u)(X_2.v), with y_j = X_1j X_2j iid signs on the
    diagonal support, whose weights take two values (shared and own coordinates)."""
    theta, T, _, P = _matrices(inst)
    diag = np.diag(theta)
    vals, counts = np.unique(np.round(diag[diag != 0], 14), return_counts=True)
    assert len(vals) == 2
    p = P["p"]
    a = P["a"]
    tot = 0.0
    n0, n1 = int(counts[0]), int(counts[1])
    for b1 in range(p + 1):
        for b2 in range(p + 1):
            g = (2 * b1 - p) * (2 * b2 - p) / p
            w12 = math.comb(p, b1) * math.comb(p, b2) / 4.0**p
            for k0 in range(n0 + 1):
                for k1 in range(n1 + 1):
                    x = vals[0] * (2 * k0 - n0) + vals[1] * (2 * k1 - n1) + a * g
                    if x > T + 1e-9:
                        tot += w12 * math.comb(n0, k0) * math.comb(n1, k1) / 2.0 ** (n0 + n1)
    return tot


def test_exact_law_against_comb_sum() -> None:
    for inst in (
        {"m": 3, "r": 16, "where": "largest", "q": 1.0, "lam": 0.99, "nstar": 1.0, "kf": 1.0, "C": 1.2, "u": 1.0,
         "f1": 1.0, "p": 4},
        {"m": 4, "r": 16, "where": "smallest", "q": 0.9, "lam": 0.9, "nstar": math.sqrt(0.9), "kf": 1.0, "C": 2.5,
         "u": 0.6, "f1": 0.5, "p": 2},
    ):
        ref = _comb_prob(inst)
        got = math.exp(R.l74_log_prob(R.l74_parts(inst)))
        assert abs(got - ref) <= 1e-10 * max(ref, 1e-300) + 1e-15, (inst, got, ref)


def test_law_against_monte_carlo() -> None:
    rng = np.random.default_rng(11)
    for inst in (
        {"m": 3, "r": 32, "where": "largest", "q": 1.0, "lam": 0.95, "nstar": 1.0, "kf": 1.0, "C": 1.5, "u": 1.0,
         "f1": 1.0, "p": 4},
        {"m": 5, "r": 64, "where": "smallest", "q": 0.9, "lam": 0.85, "nstar": math.sqrt(0.9), "kf": 1.0, "C": 2.0,
         "u": 0.5, "f1": 0.6, "p": 8},
    ):
        theta, T, _, _ = _matrices(inst)
        n = 40000
        d = theta.shape[0]
        hits = 0
        for _ in range(4):
            X1 = rng.choice([-1.0, 1.0], size=(n // 4, d))
            X2 = rng.choice([-1.0, 1.0], size=(n // 4, d))
            hits += int(np.sum(np.sum((X1 @ theta) * X2, axis=1) > T + 1e-9))
        p_mc = hits / n
        p = math.exp(R.l74_log_prob(R.l74_parts(inst)))
        se = math.sqrt(p * (1 - p) / n)
        assert abs(p_mc - p) < 5 * se + 1e-4, (inst, p_mc, p)
        assert p > 0.01  # a moderate probability: the comparison has power


def test_c_star_defining_equation() -> None:
    for lp, E1, s, b in ((-40.0, 45.0, 0.1, 1e4), (-10.0, 12.0, 0.05, 3.0), (-5.0, 4.0, 0.2, 10.0)):
        c = R.c_star(lp, E1, s, b)
        g = float(np.logaddexp(-E1 / (1 + c * s) ** 2, -b / c if c > 0 else -math.inf))
        if c == 0.0:
            assert lp <= -E1
        else:
            assert abs(g - lp) < 1e-8, (lp, E1, s, b, c, g)


def test_l2405_mu_cap_fails_along_d() -> None:
    """Second path of chenli.display.lemma7.3-l2405-mu, own mpmath (no repository code): at log d = L, m = 1, omega = 1,
    (7)'s c = 1, r_Theta = d^{1/4}/10, lambda the least value (110) allows with a factor 10, every hypothesis is
    re-checked and mu C^3 sqrt(m/lambda) (mu at (111)'s end, C of (113), constants 1) is computed from its factors."""
    import mpmath as mpm

    mpm.mp.dps = 50
    vals = []
    for L in (300, 600, 1000):
        L = mpm.mpf(L)
        m, om, c = mpm.mpf(1), mpm.mpf(1), mpm.mpf(1)
        r = mpm.e ** (L / 4) / 10
        lam = (10 * om * m ** mpm.mpf(2.75) * L ** mpm.mpf(1.5) / mpm.sqrt(c * r)) ** (mpm.mpf(1) / 5) * (1 + mpm.mpf(10) ** -20)
        kappa = c * lam ** mpm.mpf(6.5) / (m ** mpm.mpf(6.5) * L**2)  # (7)
        assert lam ** mpm.mpf(1.75) * mpm.sqrt(m * kappa * r / L) >= 10 * om  # (110), factor 10
        assert r >= 10 * L / (kappa * lam)  # (8)'s lower end, c' = 1 (k = m = 1: log(dmk) = L)
        assert r <= mpm.e ** (L / 4) / 10 and 0 < lam < 1  # (8)'s upper end, Assumption 1
        mu = lam ** mpm.mpf(2.5) / (om**3 * m**3 * L**2)  # (111) at its end
        C = om * mpm.sqrt(m * L) / lam**2  # (113), gamma_1 = 1
        vals.append(mu * C**3 * mpm.sqrt(m / lam))
    assert vals[0] > 4e7 and vals[1] > 1e20 and vals[2] > 1e37  # grows like e^{L/10}, far past any constant
    assert abs(mpm.log(vals[2] / vals[1]) / 400 - mpm.mpf(1) / 10) < 0.01


def test_eq129_mu_fails_along_d() -> None:
    """Second path of chenli.display.eq129-mu, own mpmath: the same hypotheses as above, and (129)'s exponent error
    mu C^3 t sqrt(m/lambda) with t = sqrt(m log d)/lambda^2 computed from its factors."""
    import mpmath as mpm

    mpm.mp.dps = 50
    vals = []
    for L in (300, 900):
        L = mpm.mpf(L)
        r = mpm.e ** (L / 4) / 10
        lam = (10 * L ** mpm.mpf(1.5) / mpm.sqrt(r)) ** (mpm.mpf(1) / 5) * (1 + mpm.mpf(10) ** -20)
        kappa = lam ** mpm.mpf(6.5) / L**2
        assert lam ** mpm.mpf(1.75) * mpm.sqrt(kappa * r / L) >= 10 and r >= 10 * L / (kappa * lam) and lam < 1
        mu = lam ** mpm.mpf(2.5) / L**2
        C = mpm.sqrt(L) / lam**2
        t = mpm.sqrt(L) / lam**2
        vals.append(mu * C**3 * t / mpm.sqrt(lam))
    assert vals[0] > 1e13 and vals[1] > 1e51
