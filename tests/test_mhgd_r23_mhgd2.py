"""Round 23 (helper mhgd2): Lemmas 8, 9, 10 with 'for all k in [K-1]' as printed (mhgd.lemma8-TR, mhgd.lemma9-TR,
mhgd.lemma10-TR, erratum as printed) recomputed without the claims' code (own numpy attention model and gradient
by central differences), the numpy run of :func:`thmcheck.models.mhgd.r22_mhgdA.trajectory` against that model, and the
claims' measurement on fixed instances."""

from __future__ import annotations

import math

import numpy as np
import pytest


def _l(z: np.ndarray) -> np.ndarray:
    return np.logaddexp(0.0, -z)


def _phi(X: np.ndarray, heads: list[tuple[np.ndarray, np.ndarray]], H: float) -> np.ndarray:
    """Own model: Phi~(X) = H^{-1/2} sum_h sum_{t,s} softmax_s(x_t^T W_h x_s) <x_s, u_{h,t}> (heads listed with
    their multiplicity folded into H / the list)."""
    out = np.zeros(X.shape[0])
    for U, W in heads:
        Z = np.einsum("ktd,de,kse->kts", X, W, X)
        Z -= Z.max(-1, keepdims=True)
        Aw = np.exp(Z)
        Aw /= Aw.sum(-1, keepdims=True)
        out += np.einsum("kts,ksd,td->k", Aw, X, U)
    return out / math.sqrt(H)


def test_lemma8_9_10_first_step_overshoot() -> None:
    """Second path for mhgd.lemma8-TR, mhgd.lemma9-TR, mhgd.lemma10-TR. [K-1] = {1, .., K-1} (paper's notation,
    i in [n]): at K = 1 descent is not assumed. Explicit H = 2 heads (U, W), (-U, W) (Phi~(theta0) = 0, L^ = log 2),
    identical tokens x_t = R y_true e_1 (T = 8, d = 2, R = 8), n = 3 with the third label flipped; one GD step of
    size eta = s/(T R^2), gradient by central differences of the own model (the model is linear in U here).
    Lemma 8 at theta = theta0: L^(theta_1) <= L^(theta0) fails; Lemma 9: <= 2.5 L^(theta0) fails; Lemma 10 with
    theta = theta0 + (dU, -dU) (loss log 2), D^2 = eta log 2 ((73) with equality): ||theta_1 - theta|| > 3 D."""
    T, d, R = 8, 2, 8.0
    rng = np.random.default_rng(0)
    ytrue = np.array([1.0, -1.0, 1.0])
    y = np.array([1.0, -1.0, -1.0])  # third flipped
    X = np.zeros((3, T, d))
    X[..., 0] = R * ytrue[:, None]
    U = rng.standard_normal((T, d)) * 0.05
    W = rng.standard_normal((d, d)) * 0.05
    theta0 = np.concatenate([U.ravel(), -U.ravel(), W.ravel(), W.ravel()])
    p = T * d

    def unpack(th: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
        return [(th[:p].reshape(T, d), th[2 * p:2 * p + d * d].reshape(d, d)),
                (th[p:2 * p].reshape(T, d), th[2 * p + d * d:].reshape(d, d))]

    def loss(th: np.ndarray) -> float:
        return float(_l(y * _phi(X, unpack(th), 2.0)).mean())

    def grad(th: np.ndarray) -> np.ndarray:
        g = np.zeros_like(th)
        h = 1e-6
        for j in range(th.size):
            e = np.zeros_like(th)
            e[j] = h
            g[j] = (loss(th + e) - loss(th - e)) / (2 * h)
        return g

    L0 = loss(theta0)
    assert L0 == pytest.approx(math.log(2.0), abs=1e-14)
    g0 = grad(theta0)
    # ||grad L^(theta0)|| = sqrt(T) R / 6: (1/3) sum_i (-1/2) y_i grad Phi~(X_i), grad_U Phi = rows R y_true e_1
    assert np.linalg.norm(g0) == pytest.approx(math.sqrt(T) * R / 6, rel=1e-6)
    for s in (100.0, 1e4):
        eta = s / (T * R**2)
        th1 = theta0 - eta * g0
        L1 = loss(th1)
        q = s / 6  # every output moves by eta T R^2 |l'(0)| (1/3) = s/6 towards the majority label
        assert L1 == pytest.approx((2 * _l(np.array(q)) + _l(np.array(-q))) / 3, rel=1e-5)
        assert L1 > L0  # Lemma 8, theta = theta0, K = 1 (rhs L^(theta0))
        assert L1 > 2.5 * L0  # Lemma 9, theta = theta0, K = 1 (rhs 2 L^ + 0 + L^(theta0)/2)
        # Lemma 10: theta = theta0 + D (dU, -dU, 0, 0)/|| ||, loss log 2; D^2 = eta log 2
        D = math.sqrt(eta * math.log(2.0))
        dU = rng.standard_normal(p)
        v = np.concatenate([dU, -dU, np.zeros(2 * d * d)])
        theta = theta0 + D * v / np.linalg.norm(v)
        assert loss(theta) == pytest.approx(math.log(2.0), abs=1e-12)
        ratio = np.linalg.norm(th1 - theta) / D
        # the displacement (dU, -dU) is orthogonal to the gradient (g, g): ratio^2 = 1 + eta ||g||^2 / log 2
        assert ratio == pytest.approx(math.sqrt(1 + s / (36 * math.log(2.0))), rel=1e-6)
        assert (ratio > 3.0) == (s > 288 * math.log(2.0))  # crosses for s = 1e4 (ratio 20.0), not for s = 100
    # s = 100: L^(theta_1) = 5.556 (the claims' confirmed value)
    eta = 100.0 / (T * R**2)
    assert loss(theta0 - eta * g0) == pytest.approx(5.5555556, rel=1e-6)


def test_run_matches_own_model() -> None:
    """models.mhgd.r22_mhgdA.trajectory (group-reduced numpy GD) against the own explicit model with autograd-free
    central differences: losses and first-step distance at a small random instance with spread tokens."""
    from thmcheck.models.mhgd import r22_mhgdA as F

    rng = np.random.default_rng(5)
    T, d, n = 3, 2, 4
    X = rng.standard_normal((n, T, d)) * 0.7
    y = np.array([1.0, -1.0, 1.0, 1.0])
    U0 = rng.standard_normal((2, T, d)) * 0.3
    W0 = rng.standard_normal((2, d, d)) * 0.3
    m = np.array([1.0, 1.0])
    eta, K = 0.3, 3
    r = F.trajectory(X, y, U0, W0, m, eta, K, U0, W0, grid=17)
    p = T * d

    def loss(th: np.ndarray) -> float:
        heads = [(th[:p].reshape(T, d), th[2 * p:2 * p + d * d].reshape(d, d)),
                 (th[p:2 * p].reshape(T, d), th[2 * p + d * d:].reshape(d, d))]
        return float(_l(y * _phi(X, heads, 2.0)).mean())

    th = np.concatenate([U0[0].ravel(), U0[1].ravel(), W0[0].ravel(), W0[1].ravel()])
    th0 = th.copy()
    for k in range(K + 1):
        assert r["L"][k] == pytest.approx(loss(th), rel=1e-9)
        assert r["B"][k] == pytest.approx(np.linalg.norm(th - th0), rel=1e-6, abs=1e-9)
        if k == K:
            break
        g = np.zeros_like(th)
        for j in range(th.size):
            e = np.zeros_like(th)
            e[j] = 1e-6
            g[j] = (loss(th + e) - loss(th - e)) / 2e-6
        assert r["gsq"][k] == pytest.approx(float(g @ g), rel=1e-6)
        assert r["seg"][k] >= max(r["L"][k], loss(th0)) - 1e-12  # the grid includes both ends
        th = th - eta * g


@pytest.mark.parametrize("lemma", ["8", "9", "10"])
def test_measure_at_the_edge_instance(lemma: str) -> None:
    """The claims' first edge instance (n = 3, identical tokens, flip 1/2, T = 8, R = 8, K = 1) crosses as printed
    and is outside the reading (the first step does not descend)."""
    from thmcheck.checks.papers.mhgd import r23_mhgd2 as C

    inst = {"lemma": lemma, "T": 8, "d": 1, "K": 1, "n": 3, "a": 1.0, "b": 0.0, "s_tok": 0.0, "flip": 0.5, "R": 8.0,
            "s": 1e4 if lemma == "10" else 100.0, "init": 0.1, "w_share": 0.5,
            "target": "antisym" if lemma == "10" else "init", "c": 1.0, "seed": 0}
    inst.update({"f73": 1.0, "h_factor": 1.0} if lemma == "10" else {"m": 1.0})
    claim = {"8": C.LEMMA8_TR, "9": C.LEMMA9_TR, "10": C.LEMMA10_TR}[lemma]
    meas = claim.measure(inst, None)
    assert meas.lhs > claim.bound(**meas.quantities)
    q = {**meas.quantities, **meas.terms}
    assert all(a.slack(q) >= 0 for a in claim.assumptions)  # the printed hypotheses hold
    assert meas.terms["desc_from0"] < 0  # the reading's hypothesis (descent at k = 0) fails
