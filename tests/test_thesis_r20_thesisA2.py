"""Round 20 (thesisA2): second paths of thesis.ch2.eqA.126-K, thesis.ch2.eqA.131, thesis.ch2.eqA.132 (the unique
coordinates of the mu_1 query's W_Q update in the basis q_a(t) = W_K^(t) mu_a on noise-free tokens).

Own token-level model of (2.1) (F(X) = (1/|S^n|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), written
here), torch autograd of the batch-mean hinge, true full-batch gradient descent (every sample once per step; the claim
draws its batches with replacement), own projection of W_Q's update on the columns W_K^(t) e_a. Only the data and the
initial weights come from thmcheck.models.vit (make_data, init_params); no claim, bound or measure code is used."""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.models import vit as VIT


def _own_run(seed: int, L: int, steps: int, N: int = 40, m: int = 128, eta: float = 0.5, d: int = 8, M: int = 5,
             sigma: float = 0.1, a_star: float = 0.5, out: dict | None = None):
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, sigma, 0.2, 1 / math.sqrt(M), g, normalize=True)
    if out is not None:
        out["WV"] = p.WV.detach().numpy().copy()
    W = [w.detach().clone().requires_grad_() for w in (p.WQ, p.WK, p.WV, p.WO)]
    A_out = p.A[:L].detach()
    cnt = torch.nn.functional.one_hot(P, M).sum(1).numpy().astype(float)     # (N, M): |S_a^n|
    rows = []
    for _ in range(steps):
        WQ, WK, WV, WO = W
        S = torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)                 # x_s^T W_K^T W_Q x_l
        att = torch.softmax(S, dim=1)
        hid = torch.relu(torch.einsum("nsl,nsa->nla", att, X @ WV.T) @ WO.T)  # (n, l, m)
        F = (hid * A_out[None]).sum(-1).mean(1)
        loss = torch.clamp(1 - y * F, min=0).mean()
        grads = torch.autograd.grad(loss, W)
        basis = WK.detach().numpy()[:, :M].copy()
        q_old = WQ.detach().numpy()[:, 0].copy()
        with torch.no_grad():
            for w, gr in zip(W, grads, strict=True):
                w -= eta * gr
        upd = WQ.detach().numpy()[:, 0] - q_old
        coef, *_ = np.linalg.lstsq(basis, upd, rcond=None)
        res = np.linalg.norm(basis @ coef - upd) / max(np.linalg.norm(upd), 1e-300)
        rows.append((coef, res))
    return rows, cnt


def test_a126_K_negative_own_model() -> None:
    """K(t) (the q_1(t) coordinate of W_Q mu_1's update) is negative, well above rounding, at several steps."""
    rows, _ = _own_run(2, 12, 30)
    neg = [(c, r) for c, r in rows if np.abs(c).max() > 0 and c[0] < -1e-3 * np.abs(c).max()]
    assert len(neg) >= 3, [float(c[0]) for c, _ in rows]
    assert all(r < 1e-9 for _, r in rows)                      # the update lies in span{W_K^(t) e_a}
    assert all(abs(c.sum()) < 1e-9 * max(np.abs(c).max(), 1e-300) for c, _ in rows)   # softmax Jacobian: sum 0


def test_a131_a132_sign_own_model() -> None:
    """At a step with K(t) < 0 the printed right sides of (A.131) / (A.132) (K(t) times positive ratios of token
    counts) are negative while |gamma'_l| and |K_e(t)| are positive: no constant makes either '<~' hold."""
    rows, cnt = _own_run(2, 12, 30)
    d1 = cnt.sum(1) - cnt[:, 0]
    hit = 0
    for c, _ in rows:
        sc = np.abs(c).max()
        if sc == 0 or c[0] >= -1e-3 * sc:
            continue
        rhs132 = c[0] * float((cnt[:, 1] / d1).mean())
        rhs131 = [c[0] * float((cnt[:, lk] / d1).mean()) for lk in range(2, 5)]
        assert rhs132 < 0 and abs(c[1]) > 1e-6 * sc
        assert max(rhs131) < 0 and max(abs(c[2:])) > 1e-6 * sc
        hit += 1
    assert hit >= 3


def test_a130_K0_negative_where_right_side_positive_own_model() -> None:
    """(A.130) at t = 0 (||q_1(0)|| = 1, so p_n(0) >= |S_1^n|/|S^n| for every delta + tau < 1): with sigma = Assumption
    2.3.1's sigma measured here (own polar factor) the bracket (1/4B) sum_n (|S_1^n|/|S^n|)^2 - sigma - tau (tau = 0)
    is > 0, so the right side is > 0, while K(0) < 0 (true full batch, seed 2, alpha* = 1/2, sigma = 0.01 at init)."""
    box: dict = {}
    rows, cnt = _own_run(2, 12, 1, sigma=0.01, out=box)
    U, _, Vh = np.linalg.svd(box["WV"])
    sig = float(np.linalg.norm((box["WV"] - U @ Vh)[:, :5], axis=0).max())
    margin = float(((cnt[:, 0] / cnt.sum(1)) ** 2).mean()) / 4 - sig
    c = rows[0][0]
    assert margin > 0, (margin, sig)
    assert c[0] < -1e-3 * np.abs(c).max(), c


def test_a148_Q_negative_own_model() -> None:
    """(Also the second path of thesis.ch2.eqA.149 / .150.) Q(0), the W_Q^(0) e_1 coordinate of W_K e_1's one-step update (own autograd on the own token-level model, true
    full batch, seed 2, |S^n| = 12), is negative: (A.148)'s 'Q(t) > 0' fails."""
    M, d, L, N, m, eta = 5, 8, 12, 40, 128, 0.5
    g = torch.Generator().manual_seed(2)
    X, P, y = VIT.make_data(N, L, 0.5, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, 0.1, 0.2, 1 / math.sqrt(M), g, normalize=True)
    W = [w.detach().clone().requires_grad_() for w in (p.WQ, p.WK, p.WV, p.WO)]
    WQ, WK, WV, WO = W
    S = torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)
    att = torch.softmax(S, dim=1)
    hid = torch.relu(torch.einsum("nsl,nsa->nla", att, X @ WV.T) @ WO.T)
    F = (hid * p.A[:L].detach()[None]).sum(-1).mean(1)
    gK = torch.autograd.grad(torch.clamp(1 - y * F, min=0).mean(), WK)[0].numpy()
    upd = -eta * gK[:, 0]
    coef, *_ = np.linalg.lstsq(WQ.detach().numpy()[:, :M], upd, rcond=None)
    assert np.linalg.norm(WQ.detach().numpy()[:, :M] @ coef - upd) < 1e-9 * np.linalg.norm(upd)
    assert coef[0] < -1e-3 * np.abs(coef).max(), coef
    # (A.149) / (A.150): their right sides Q(0) x (positive count ratios) are < 0 while |gamma_l|, |Q_e| > 0
    assert abs(coef[1]) > 1e-6 * np.abs(coef).max() and np.abs(coef[2:]).max() > 1e-6 * np.abs(coef).max()
