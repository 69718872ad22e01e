"""Own checks of round 23 (helper chenli4): Lemma 8.4's delta-net display (L2820) by hand (own numpy: own near-span
orthonormal family, an explicit worst delta-net point, no repository code) and the claim's measurement against it."""

from __future__ import annotations

import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r23_chenli4 as R


def _own_family(m: int, D: int, nu: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Theta_1..Theta_m (rows, ||Theta_1|| = 1 largest) and an orthonormal M with ||Pi^perp M_j|| = nu exactly."""
    rng = np.random.default_rng(seed)
    T = rng.standard_normal((m, D))
    T /= np.linalg.norm(T, axis=1, keepdims=True)
    T[1:] *= rng.uniform(0.5, 1.0, (m - 1, 1))
    Q = np.linalg.qr(T.T)[0].T  # orthonormal basis of span Theta
    perp = np.linalg.qr(np.c_[Q.T, rng.standard_normal((D, m))])[0][:, m:2 * m].T  # orthonormal, orthogonal to Q
    M = np.sqrt(1 - nu**2) * Q + nu * perp  # orthonormal rows, each with perpendicular part of norm nu
    return T, M


@pytest.mark.parametrize("m,nu,delta,seed", [(1, 0.3, 1e-3, 0), (3, 0.2, 0.05, 1), (5, 1 / np.sqrt(10), 2.0, 2)])
def test_net_display_by_hand(m: int, nu: float, delta: float, seed: int) -> None:
    T, M = _own_family(m, 4 * m + 3, nu, seed)
    assert np.allclose(M @ M.T, np.eye(m), atol=1e-12)
    worst = 0.0
    rng = np.random.default_rng(seed + 10)
    for i in range(m):
        g = M @ T[i]
        u = rng.standard_normal(m)
        lam_hat = g + delta * u / np.linalg.norm(u)  # a net point at distance delta from the best coefficients
        worst = max(worst, float(np.linalg.norm(lam_hat @ M - T[i])))
        # no point of the ball ||lambda - g|| <= delta does better than distance delta's worst case
        assert np.linalg.norm(lam_hat @ M - T[i]) >= np.linalg.norm(g @ M - T[i]) - 1e-12
    assert worst <= (nu * 1.0 + delta) * np.sqrt(m) * (1 + 1e-12)


def test_claim_measure_matches_hand() -> None:
    m, nu, delta = 2, 0.4, 0.1
    T, M = _own_family(m, 9, nu, 5)
    d = 3
    inst = {"m": m, "M": M.reshape(m, d, d), "thetas": T.reshape(m, d, d), "nu": nu, "delta": delta}
    meas = R._net_measure(inst, Ctx())
    dist = max(float(np.linalg.norm(T[i] - (M @ T[i]) @ M)) for i in range(m))
    assert meas.lhs == pytest.approx(np.hypot(dist, delta), rel=1e-12)
    assert meas.terms["max_perp"] <= nu * (1 + 1e-9)
    assert float(R.LEMMA8_4_NET.bound(**meas.quantities)) >= meas.lhs


def test_lemma11_10_odd_h_second_path() -> None:
    """Lemma 11.10 as printed (h: Z -> {0, 1} odd): every odd {0,1}-valued function on {-K..K} is 0 (enumerated), while
    f_w(x) = round((p/q)(<w, x> mod q)) is 1 at q = 4, d = 1, p = 2, w = (1, 3), x = (2, 0) (x enumerated over Z_4^2)."""
    import itertools

    K = 4
    odd = [h for h in itertools.product([0, 1], repeat=2 * K + 1)
           if all(h[K + t] == -h[K - t] for t in range(K + 1))]
    assert odd == [(0,) * (2 * K + 1)]
    q, p, w = 4, 2, np.array([1, 3])
    vals = {}
    for x in itertools.product(range(q), repeat=2):
        t = int(np.dot(w, x)) % q
        vals[x] = int(np.floor(p * t / q + 0.5)) % p  # f_w takes values in Z_p
    assert vals[(2, 0)] == 1 and max(vals.values()) == 1
    # the claim's exact measure agrees
    meas = R._l1110_measure({"q": q, "p": p, "w1": [1], "d": 1, "bits": 2}, Ctx())
    assert meas.lhs == 1 and float(R.LEMMA11_10_ODD_H.bound(**meas.quantities)) == 0
