"""Building blocks of the chenli Section 6 / 11 checks against second paths, plus Lemma 6.3 completeness and the
necessity of the event E (a positive control: outside E soundness fails)."""

from __future__ import annotations

import time

import numpy as np
import torch
from scipy.linalg import hadamard

from models import chenli_attention as A
from models import chenli_lower as L
from models.lpcert import SimplexLS, simplex_ls_batch


def _t(x: np.ndarray) -> torch.Tensor:
    return torch.as_tensor(x, dtype=torch.float64)


def test_first_row_output_matches_full_layer() -> None:
    rng = np.random.default_rng(0)
    k, d, m = 4, 8, 3
    X = rng.choice([-1.0, 1.0], size=(k, d))
    th, Ws = rng.normal(size=(m, d, d)), rng.normal(size=(m, d, d))
    full = sum(torch.softmax(_t(X) @ _t(th[i]) @ _t(X).T, -1) @ _t(X) @ _t(Ws[i]) for i in range(m))
    assert torch.allclose(A.first_row_output(_t(X), _t(th), _t(Ws)), full[0])


def test_isometry_spectrum_is_one_for_hadamard_rows() -> None:
    d, k = 32, 3
    X = hadamard(d)[:k].astype(float)
    W = np.linalg.qr(np.random.default_rng(1).normal(size=(d, d)))[0] / np.sqrt(d)
    lo, hi = A.isometry_spectrum(_t(X), _t(W[None]))
    assert abs(lo - 1) < 1e-12 and abs(hi - 1) < 1e-12


def test_completeness_inside_E_and_soundness_fails_outside() -> None:
    """Completeness (Lemma 6.3): alpha within r_c of every s_i => residual <= eps/2 min||W||, on E instances; and
    the positive control: with W_1 = W_2 (E fails, lo = 0) the average pattern is accepted far from both heads."""
    rng = np.random.default_rng(2)
    k, d, eps = 3, 32, 0.1
    X = hadamard(d)[[1, 2, 3]].astype(float)
    W = np.linalg.qr(rng.normal(size=(d, d)))[0] / np.sqrt(d)
    th = rng.normal(size=(1, d, d)) * 0.3
    S = A.first_row_patterns(_t(X), _t(th)).numpy()
    y = A.first_row_output(_t(X), _t(th), _t(W[None])).numpy()
    r_c = eps * 1.0 * 1.0 / 5  # eps sqrt(lambda') min||W|| / (5 sqrt m), lambda' = min||W||^2 = 1, m = 1
    worst = 0.0
    for _ in range(200):
        u = rng.normal(size=k)
        u -= u.mean()
        a = S[0] + r_c * u / np.linalg.norm(u)
        if a.min() < 0:
            continue
        worst = max(worst, float(np.linalg.norm(a @ X @ W - y)) / (eps / 2))
    assert 0.3 < worst <= 1.0
    # outside E: two heads with the same W, different patterns; their average has zero residual
    th2 = np.stack([th[0], -th[0] * 3])
    Ws = np.stack([W, W])
    lo, _ = A.isometry_spectrum(_t(X), _t(Ws))
    assert lo < 1e-9
    S2 = A.first_row_patterns(_t(X), _t(th2)).numpy()
    y2 = A.first_row_output(_t(X), _t(th2), _t(Ws)).numpy()
    res = SimplexLS(k, d).solve(X @ Ws.sum(0), y2)
    assert res.value < 1e-6 and np.linalg.norm(S2 - res.alpha[None], axis=1).max() > eps


def test_certification_rate_and_batched_path_agree() -> None:
    """Throughput of the certification step (QP-1): cvxpy re-solves vs the exact batched solver."""
    rng = np.random.default_rng(4)
    k, d, n = 3, 64, 30
    M, y = rng.normal(size=(n, k, d)), rng.normal(size=(n, d))
    sl = SimplexLS(k, d)
    t = time.perf_counter()
    vals = [sl.solve(M[i], y[i]).value for i in range(n)]
    rate = n / (time.perf_counter() - t)
    _, vb = simplex_ls_batch(M, y)
    assert np.allclose(vals, vb, rtol=1e-8) and rate > 5


def test_lemma11_5_construction_even_parity() -> None:
    dM, rho = 3, 3 * np.log(24) + 2
    ls = np.arange(-dM, dM + 1)
    h = np.where(ls % 2 == 0, -1.0, 1.0)
    lam, tau = L.interpolation(dM, rho, h, odd=False)
    vals = L.interpolation_value(lam, tau, rho * ls.astype(float), odd=False)
    assert np.abs(vals - h).max() < 1e-9 and abs(lam.sum()) < 1e-12


def test_path_distance_inverse_exact() -> None:
    inv = L.path_distance_inverse_exact(5)
    D = np.abs(np.arange(5)[:, None] - np.arange(5)[None])
    assert np.allclose(D @ np.array(inv, dtype=float), np.eye(5))
