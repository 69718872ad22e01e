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


# ------------------------------------------------------------------------------ Lemma 11.7 at large M (second path)


def _softmax(L: np.ndarray) -> np.ndarray:
    e = np.exp(L - L.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _gadget(X: np.ndarray, tau: float, nu: np.ndarray, s: int) -> np.ndarray:
    """G^s_{tau, nu}(X) of Proposition 11.4 (L3069-L3075): heads with Theta = e_1 (tau, nu)^T and value (tau, nu),
    minus the same with -Theta, plus s times the pair with (-tau, nu). Two tokens, rows (a_i, z_i)."""
    def pair(u: np.ndarray) -> np.ndarray:
        L = X @ np.outer(np.eye(len(u))[0], u) @ X.T
        return _softmax(L) @ X @ u - _softmax(-L) @ X @ u

    return pair(np.r_[tau, nu]) + s * pair(np.r_[-tau, nu])


def test_lemma11_7_far_m_second_path() -> None:
    """Lemma 11.7's layer F(X) = sum_i lambda_i G^s_{tau_i, nu}(X) e_1^T 'equals Y' (L3169-L3171), at d = 1, M = 40
    (chenli.lemma11.7 stops at M = 3), w = (40), rho = log(8 dM) + 1/2, tau = rho(-dM..dM+1), nu = rho w, lambda
    solving Lemma 11.5's system sum_j lambda_j phi(rho(j - l)) = h(l)/2 (l = -dM..dM), sum_j lambda_j = 0, phi(z) = z
    tanh(z/2); h the even (then the odd) part of random +-1 values. Own numpy, none of the claim's code. Over all
    16 inputs: the printed
    layer misses Y by more than 0.5 somewhere with a_1 != a_2, the halved layer (tau_i/2, nu/2) equals Y everywhere
    (to 1e-6); odd h: F is the same at a = (1, -1) and (-1, 1) while Y flips sign."""
    d, M = 1, 40
    dM = d * M
    rho = math.log(8 * dM) + 0.5
    w = np.array([float(M)])
    ls = np.arange(-dM, dM + 1)
    js = np.arange(-dM, dM + 2)
    rng = np.random.default_rng(117)
    base = rng.choice([-1.0, 1.0], size=ls.size)
    base[0], base[-1] = -1.0, 1.0  # h_odd(+-dM) = +-1: the odd label at z_1 = -z_2 is nonzero
    h_even = (base + base[::-1]) / 2
    h_odd = (base - base[::-1]) / 2

    def solve(h: np.ndarray, sign: float) -> tuple[np.ndarray, np.ndarray]:
        z = rho * (js[None, :] - ls[:, None])
        A = np.vstack([z * np.tanh(z / 2), np.ones(js.size)])
        return np.linalg.solve(A, np.r_[sign * h / 2, 0.0]), rho * js.astype(float)

    inputs = [np.array([[a1, z1], [a2, z2]], float) for a1, z1, a2, z2 in itertools.product((-1, 1), repeat=4)]

    def label(X: np.ndarray, h: np.ndarray) -> np.ndarray:
        if X[0, 0] == X[1, 0]:
            return np.zeros(2)
        ell = int(round(float(w @ (X[0, 1:] - X[1, 1:]) / 2)))
        return h[ell + dM] * X[:, 0]

    lam, tau = solve(h_even, 1.0)
    printed = max(np.abs(sum(li * _gadget(X, ti, rho * w, 1) for li, ti in zip(lam, tau, strict=True))
                         - label(X, h_even)).max() for X in inputs)
    halved = max(np.abs(sum(li * _gadget(X, ti / 2, rho * w / 2, 1) for li, ti in zip(lam, tau, strict=True))
                        - label(X, h_even)).max() for X in inputs)
    assert printed > 0.5 and halved < 1e-6, (printed, halved)
    lam, tau = solve(h_odd, -1.0)
    Xa, Xb = np.array([[1.0, 1.0], [-1.0, -1.0]]), np.array([[-1.0, 1.0], [1.0, -1.0]])
    Fa = sum(li * _gadget(Xa, ti, rho * w, -1) for li, ti in zip(lam, tau, strict=True))
    Fb = sum(li * _gadget(Xb, ti, rho * w, -1) for li, ti in zip(lam, tau, strict=True))
    assert np.allclose(Fa, Fb, atol=1e-9)
    ya, yb = label(Xa, h_odd), label(Xb, h_odd)
    assert np.allclose(ya, -yb) and np.abs(ya).max() == 1.0
    assert max(np.abs(Fa - ya).max(), np.abs(Fb - yb).max()) >= 0.999


# ------------------------------------------------------------------------------ L1150: the E^c moments by enumeration


def test_l1150_moments_against_enumeration() -> None:
    """E[||mu||^2; E^c], E[||nu||^2; E^c], P[E^c] of chenli.display.lemma5.16-ec-term-vnw against enumeration of the
    k rows' block sums (A_i ~ Bin(d2, 1/2), B_i ~ Bin(d3, 1/2), all independent) at small sizes."""
    for k, d2, d3, t2, t3 in ((3, 6, 2, 0.4, 0.4), (3, 5, 1, 0.5, 0.3), (4, 4, 3, 0.6, 0.9), (3, 7, 4, 0.2, 0.55)):
        a = np.arange(d2 + 1)
        b = np.arange(d3 + 1)
        pa = np.array([math.comb(d2, int(x)) for x in a]) / 2.0**d2
        pb = np.array([math.comb(d3, int(x)) for x in b]) / 2.0**d3
        mus, nus = (2 * a - d2) / d2, (2 * b - d3) / d3
        e_mu = e_nu = pec = 0.0
        for ia in itertools.product(range(d2 + 1), repeat=k):
            wa = float(np.prod(pa[list(ia)]))
            mu = mus[list(ia)]
            in_mu = bool(np.all(np.abs(mu) <= t2 * (1 + 1e-12)))
            for ib in itertools.product(range(d3 + 1), repeat=k):
                nu = nus[list(ib)]
                if in_mu and np.all(np.abs(nu) <= t3 * (1 + 1e-12)):
                    continue
                w = wa * float(np.prod(pb[list(ib)]))
                pec += w
                e_mu += w * float(mu @ mu)
                e_nu += w * float(nu @ nu)
        a2, a3, p = R.l1150_moments(k, d2, d3, t2, t3)
        assert abs(p - pec) < 1e-12 and abs(a2 - e_mu) < 1e-12 and abs(a3 - e_nu) < 1e-12, (k, d2, d3, p, pec)
