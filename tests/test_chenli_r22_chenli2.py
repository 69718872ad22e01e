"""Own checks of round 22 (helper chenli2): the exact laws of chenli.display.thm5.4-anticoncentration (L573) against
enumeration of the slice, and its window supremum against a direct scan over t."""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.checks.papers.chenli import r22_chenli2 as R


def _slice(m: int, K: int) -> np.ndarray:
    """All x in {+-1}^m with exactly K entries +1 (the slice U_{m,mu}, mu = 2K/m - 1, uniform)."""
    rows = []
    for S in itertools.combinations(range(m), K):
        x = -np.ones(m)
        x[list(S)] = 1.0
        rows.append(x)
    return np.array(rows)


def _brute_sup(vals: np.ndarray, w: float) -> float:
    """sup_t P[|p - t| <= w] for the empirical law of vals (uniform weights): a best window has an atom at its left
    end, so scan t = atom + w."""
    atoms = np.unique(np.round(vals, 12))
    return max(float(np.mean(np.abs(vals - (a + w)) <= w + 1e-9)) for a in atoms)


def test_l573_laws_against_enumeration() -> None:
    for fam, m, k_or_a, K in (("two", 8, 1, 4), ("two", 9, 3, 2), ("two", 10, 5, 7), ("pm", 8, 2, 4), ("pm", 11, 3, 6),
                              ("pm", 6, 3, 1), ("two", 12, 4, 11)):
        X = _slice(m, K)
        v = np.zeros(m)
        if fam == "two":
            a = k_or_a
            v[:a], v[a:] = 1 / a, -1 / (m - a)
        else:
            n = k_or_a
            v[:n], v[n:2 * n] = 1.0, -1.0
        assert abs(v.sum()) < 1e-12
        vals = X @ v
        norm = float(np.linalg.norm(v))
        tau = float(np.abs(v).max()) / norm
        mu = 2 * K / m - 1
        assert R.slice_K(m, mu) == K or abs(mu) > 0.9
        if fam == "two":
            pmf, spacing, nrm, tau_c = R.two_valued_law(m, K, k_or_a)
        else:
            pmf, spacing, nrm, tau_c = R.pm_law(m, K, k_or_a)
        assert abs(nrm - norm) < 1e-12 and abs(tau_c - tau) < 1e-12
        for s in (1e-9, 0.3, 0.7, 1.0, 2.5):
            mass, _ = R.window_sup(pmf, spacing, s * norm)
            assert abs(mass - _brute_sup(vals, s * norm)) < 1e-9, (fam, m, k_or_a, K, s)


def test_l573_hypergeometric_tail_cut() -> None:
    """The 40-sd cut of the support loses nothing visible: against scipy's full pmf at a moderate size."""
    from scipy.stats import hypergeom

    for M, Kc, N in ((2000, 1100, 700), (5000, 250, 2500), (100, 95, 50)):
        pmf, lo = R.hyper_pmf(M, Kc, N)
        full = hypergeom.pmf(np.arange(lo, lo + len(pmf)), M, Kc, N)
        assert np.allclose(pmf, full, rtol=1e-9, atol=1e-300)
        assert abs(float(full.sum()) - 1.0) < 1e-9


def test_l573_ratio_bounded_along_tau() -> None:
    """Along a = b = m/2 at s -> 0 the supremum is the largest atom, ~ 4/sqrt(2 pi (1 - mu^2) m), against tau =
    1/sqrt(m): the ratio tends to 4/sqrt(2 pi (1 - mu^2)) (C = 1 works)."""
    for mu in (0.0, 0.9):
        lim = 4 / math.sqrt(2 * math.pi * (1 - mu * mu))
        for m in (10**4, 10**6, 10**8):
            p = R.l573_parts({"family": "two", "m": m, "a": m // 2, "n": 0, "mu": mu, "s": 1e-18})
            assert abs(p["ratio_to_shape"] / lim - 1) < 0.02, (mu, m, p["ratio_to_shape"], lim)
