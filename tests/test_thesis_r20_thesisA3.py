"""Round 20 (thesisA3): second paths of thesis.ch2.eqA.144, .145, .151, .155 (the unique coordinates of every query's
W_Q update in the basis W_K^(t) e_a and of every key's W_K update in the basis W_Q^(t) e_a, on noise-free tokens).

thesisA2's own token-level model of (2.1) (F(X) = (1/|S^n|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)),
written here again), torch autograd of the batch-mean hinge, true full-batch gradient descent (every sample once per
step; the claims draw batches with replacement), own projections of all M query and key updates. Only the data and the
initial weights come from thmcheck.models.vit (make_data, init_params); no claim, bound or measure code is used."""

from __future__ import annotations

import functools
import math

import numpy as np
import torch

from thmcheck.models import vit as VIT

M = 5


@functools.lru_cache(maxsize=8)
def _own_run(seed: int, L: int, steps: int, N: int = 40, m: int = 128, eta: float = 0.5, d: int = 8,
             sigma: float = 0.1, a_star: float = 0.5) -> list:
    """Per step (A, C, resA, resC): A[p] the coordinates of W_Q e_p's update in the columns W_K^(t) e_a, C[p] those of
    W_K e_p's update in the columns W_Q^(t) e_a (float64 throughout)."""
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, sigma, 0.2, 1 / math.sqrt(M), g, normalize=True)
    X, y = X.double(), y.double()
    W = [w.detach().double().clone().requires_grad_() for w in (p.WQ, p.WK, p.WV, p.WO)]
    A_out = p.A[:L].detach().double()
    rows = []
    for _ in range(steps):
        WQ, WK, WV, WO = W
        S = torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)                 # x_s^T W_K^T W_Q x_l
        att = torch.softmax(S, dim=1)
        hid = torch.relu(torch.einsum("nsl,nsa->nla", att, X @ WV.T) @ WO.T)  # (n, l, m)
        F = (hid * A_out[None]).sum(-1).mean(1)
        loss = torch.clamp(1 - y * F, min=0).mean()
        grads = torch.autograd.grad(loss, W)
        q0, k0 = WQ.detach().numpy()[:, :M].copy(), WK.detach().numpy()[:, :M].copy()
        with torch.no_grad():
            for w, gr in zip(W, grads, strict=True):
                w -= eta * gr
        dq, dk = WQ.detach().numpy()[:, :M] - q0, WK.detach().numpy()[:, :M] - k0
        A = np.linalg.lstsq(k0, dq, rcond=None)[0].T
        C = np.linalg.lstsq(q0, dk, rcond=None)[0].T
        ra = np.linalg.norm(k0 @ A.T - dq) / max(np.linalg.norm(dq), 1e-300)
        rc = np.linalg.norm(q0 @ C.T - dk) / max(np.linalg.norm(dk), 1e-300)
        rows.append((A, C, ra, rc))
    return rows


def _runs():
    return [(s, L, _own_run(s, L, 30)) for s in (0, 1, 2) for L in (12, 48)]


def test_own_fits_exact() -> None:
    for _s, _L, rows in _runs():
        assert all(ra < 1e-9 and rc < 1e-9 for _, _, ra, rc in rows)


def test_a144_q1_coordinate_opposite_to_K_own_model() -> None:
    """(A.144): the q_1 coordinate of a mu_l (l >= 3) query update, printed Theta(1) K(t), has the sign opposite to
    K(t) at some step with K(t) > 0 (both above 1e-3 of the step's scale): no c > 0 bounds the ratio below."""
    hits = 0
    for _s, _L, rows in _runs():
        for A, _, _, _ in rows:
            sc = np.abs(A).max()
            K = A[0, 0]
            if K > 1e-3 * sc and min(A[2:, 0]) < -1e-3 * sc:
                hits += 1
    assert hits >= 1


def test_a145_q1_coordinate_negative_own_model() -> None:
    """(A.145): the q_1 coordinate of W_Q e_2's update (printed |K_e(b)| >= 0) is negative at several steps."""
    neg = sum(1 for _s, _L, rows in _runs() for A, _, _, _ in rows
              if np.abs(A[1]).max() > 0 and A[1, 0] < -1e-3 * np.abs(A[1]).max())
    assert neg >= 3, neg


def test_a151_r2_coordinate_negative_own_model() -> None:
    """(A.151): the W_Q^(t) e_2 coordinate of W_K e_2's update (printed Q(t) > 0) is negative at some step."""
    neg = sum(1 for _s, _L, rows in _runs() for _, C, _, _ in rows
              if np.abs(C[1]).max() > 0 and C[1, 1] < -1e-3 * np.abs(C[1]).max())
    assert neg >= 1, neg


def test_a155_Q_negative_key_coords_own_model() -> None:
    """(A.154)-(A.155): at a step with Q(t) < 0 (Q = the W_Q e_1 coordinate of W_K e_1's update) the mu_z key updates
    (z >= 3) have nonzero W_Q e_1 / W_Q e_2 coordinates, so |Q_f(t)| > 0 > Q(t): no constant makes |Q_f| <~ Q hold."""
    hits = 0
    for _s, _L, rows in _runs():
        for _, C, _, _ in rows:
            sc = np.abs(C).max()
            if C[0, 0] < -1e-3 * sc and np.abs(C[2:, :2]).max() > 1e-6 * sc:
                hits += 1
    assert hits >= 1
