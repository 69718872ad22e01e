"""Round 12 (factrecall, helper thesisF) tests: second path of the deviation chain L688-L690 of Lemma 2's proof
(checks/papers/factrecall/r12_factrecall.py). Monte Carlo of gamma_az = phi(a)^T W phi(z) from the construction L636
(embeddings uniform on the sphere, w_i uniform on the sphere of phi(EOS)^perp), no code shared with the claim's measure
(the last test compares with it)."""

from __future__ import annotations

import math

import numpy as np


def _sphere(rng: np.random.Generator, shape: tuple[int, ...], d: int) -> np.ndarray:
    x = rng.standard_normal((*shape, d))
    return x / np.linalg.norm(x, axis=-1, keepdims=True)


def _gamma_shared(d: int, n: int, dh: int, trials: int, rng: np.random.Generator) -> np.ndarray:
    """gamma_az for V^(h) = {z_1..z_n} all with A^{z'} = {a}, z = z_1: (d/d_h) sum_{z'} sum_i <phi(a), phi(a)>
    <phi(z), w_i><w_i, phi(z')> (L636, L648), fresh embeddings and w_i per trial."""
    out = np.empty(trials)
    for t in range(trials):
        eos = _sphere(rng, (), d)
        w = rng.standard_normal((dh, d))
        w -= np.outer(w @ eos, eos)
        w /= np.linalg.norm(w, axis=1, keepdims=True)
        phi = _sphere(rng, (n,), d)
        out[t] = d / dh * float((w @ phi[0]) @ (w @ phi.sum(axis=0)))
    return out


def test_l690_variance_monte_carlo() -> None:
    """One answer shared by all n subjects, d_h = n d (d_h >= |V^(h)|): the Monte Carlo Var(gamma_az) is >= (n - 1)/d
    (the law-of-total-variance bound), so Var/(max_z |A^z|/d + |V^(h)|/d_h) = Var d/2 >= (n - 1)/2, which grows
    without bound in n while L690's shape asks it bounded (the log^6(|V|/delta) factor is on both sides; d, d_h can
    be scaled up to meet Lemma 2's hypotheses without changing this ratio: Var d is a function of n and d/d_h and
    tends to n - 1 + O(1/d)). At n = 40, d = 30: the ratio^2 is ~20 against ~1.1 at n = 2."""
    rng = np.random.default_rng(12)
    ratios = {}
    for n, d in ((2, 30), (40, 30), (40, 12)):
        g = _gamma_shared(d, n, n * d, 3000, rng)
        var = float(np.var(g))
        assert var >= 0.85 * (n - 1) / d  # the lower bound (n - 1)/d, Monte Carlo noise ~ 5 %
        ratios[(n, d)] = var / (1 / d + n / (n * d))
    assert ratios[(40, 30)] > 15 * ratios[(2, 30)]
    assert ratios[(40, 12)] > 15


def test_l690_matches_the_claim_measure() -> None:
    """The claim's closed-form Var at d = 12, 30 (cases in and out) against the Monte Carlo, within 8 %."""
    from thmcheck.checks.papers.factrecall.r12_factrecall import l690_var

    rng = np.random.default_rng(7)
    for n, d in ((6, 12), (20, 30)):
        dh = n * d
        mc = float(np.var(_gamma_shared(d, n, dh, 4000, rng)))
        assert abs(mc / l690_var("in", n, n, d, dh) - 1) < 0.08
    # case "out": z with its own answer b, a shared by the other k = n - 1 subjects
    d, n = 12, 6
    dh = n * d
    vals = np.empty(4000)
    for t in range(vals.size):
        eos = _sphere(rng, (), d)
        w = rng.standard_normal((dh, d))
        w -= np.outer(w @ eos, eos)
        w /= np.linalg.norm(w, axis=1, keepdims=True)
        phi = _sphere(rng, (n + 2,), d)  # z = phi[0], others phi[1..n-1], a = phi[n], b_z = phi[n + 1]
        wz = w @ phi[0]
        vals[t] = d / dh * (float(phi[n] @ phi[n + 1]) * float(wz @ wz) + float(wz @ (w @ phi[1:n].sum(axis=0))))
    assert abs(float(np.var(vals)) / l690_var("out", n, n - 1, d, dh) - 1) < 0.08
    assert math.isfinite(l690_var("in", 10**6, 10**6, 1e7, 1e13))
