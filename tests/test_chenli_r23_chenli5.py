"""Own checks of round 23 (helper chenli5): Lemma 11.5 as printed (L3077-L3099), by hand with own numpy (own
phi, own (145) solve, no repository bound/model code), and the claims' measurements against them."""

from __future__ import annotations

import itertools

import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r23_chenli5 as R


def _phi(z: np.ndarray) -> np.ndarray:
    return z * np.tanh(z / 2)


def _solve(dM: int, rho: float, h: np.ndarray, last_row: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(145) read with lambda_j at tau_j = rho(-dM - 1 + j), j = 1..2dM + 2: sum_j lambda_j phi(-tau_j + rho l) = h(l)/2
    for l in {-dM..dM}, plus one extra row."""
    tau = rho * np.arange(-dM, dM + 2, dtype=float)
    ls = np.arange(-dM, dM + 1)
    A = np.vstack([_phi(-tau[None, :] + rho * ls[:, None]), last_row[None, :]])
    lam = np.linalg.solve(A, np.r_[0.5 * h, 0.0])
    return lam, tau


def _item4_even(lam: np.ndarray, tau: np.ndarray, u: np.ndarray) -> np.ndarray:
    return (lam[None, :] * (_phi(tau[None, :] + u[:, None]) + _phi(-tau[None, :] + u[:, None]))).sum(1)


def test_h_domain_second_path() -> None:
    """d = 1, M = 2, w = (2): <w, x> = 2 at x = (1), outside h's printed domain {-1, 0, 1}; d = 3, M = 5, w = (5, -5, 5):
    max |<w, x>| = 15 = dM."""
    for w, d in (([2], 1), ([5, -5, 5], 3)):
        best = max(abs(int(np.dot(w, x))) for x in itertools.product((-1, 0, 1), repeat=d))
        assert best == sum(abs(v) for v in w) > d
        meas = R._hdom_measure({"d": d, "M": max(abs(v) for v in w), "w": w}, Ctx())
        assert meas.lhs == best
        assert R.LEMMA11_5_H_DOMAIN.bound(**meas.quantities) == d
        assert R.LEMMA11_5_H_DOMAIN.corrected(**meas.quantities) == best


def test_item2_second_path() -> None:
    """The proof's all-ones row gives sum_{i=1}^m lambda_i = 0 but sum_{i=1}^d lambda_i != 0; the indicator of
    lambda_1..lambda_d as last row gives a witness of Items 2 (as printed) and 4 (even h, all x)."""
    for d, w in ((1, np.array([1])), (2, np.array([1, -1]))):
        dM = d
        rho = float(np.log(8 * dM) + 1)
        ls = np.arange(-dM, dM + 1)
        h = np.where(ls % 2 == 0, -1.0, 1.0)  # parity, even
        m = 2 * dM + 2
        lam, tau = _solve(dM, rho, h, np.ones(m))
        assert abs(lam.sum()) < 1e-12 and abs(lam[:d].sum()) > 0.1
        ind = np.r_[np.ones(d), np.zeros(m - d)]
        lam2, _ = _solve(dM, rho, h, ind)
        assert abs(lam2[:d].sum()) < 1e-12
        xs = np.array(list(itertools.product((-1, 0, 1), repeat=d)))
        ell = xs @ w
        for lm in (lam, lam2):
            assert np.abs(_item4_even(lm, tau, rho * ell.astype(float)) - h[ell + dM]).max() < 1e-9
    inst = {"d": 1, "M": 1, "w": np.array([1]), "odd": False, "h": np.array([1.0, -1.0, 1.0]),
            "rho": float(np.log(8) + 1)}
    meas = R._item2_measure(inst, Ctx())
    lam, _ = _solve(1, inst["rho"], inst["h"], np.ones(4))
    assert abs(meas.lhs - abs(lam[0])) < 1e-9 and meas.lhs > 0.2


def test_tau_second_path() -> None:
    """tau_1 = -rho dM < 0; folding tau -> |tau| leaves the even Item 4 combination unchanged."""
    dM, rho = 2, float(np.log(16) + 1)
    ls = np.arange(-dM, dM + 1)
    h = np.where(ls % 2 == 0, -1.0, 1.0)
    lam, tau = _solve(dM, rho, h, np.ones(2 * dM + 2))
    assert tau.min() == -rho * dM < 0
    u = rho * ls.astype(float)
    assert np.abs(_item4_even(lam, np.abs(tau), u) - _item4_even(lam, tau, u)).max() < 1e-12
    inst = {"d": 2, "M": 1, "w": np.array([1, 1]), "odd": False, "h": h, "rho": rho}
    assert abs(R._tau_measure(inst, Ctx()).lhs - tau.min()) < 1e-12
