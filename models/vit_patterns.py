"""Chapter 2 of Li's thesis, the shallow ViT (2.1) trained by Algorithm 3, on noise-free tokens (tau = 0 in (2.5):
every token IS one of the patterns mu_1..mu_M), computed per pattern instead of per token (round 20, thesisA).

With x_l^n = mu_{p(l)} exactly, the score x_s^T W_K^T W_Q x_l depends on (p(s), p(l)) only, so the softmax over the
|S^n| keys for a query of pattern p gives the key pattern a the weight c_a e^{S_ap} / sum_b c_b e^{S_bp} (c_a = |S_a^n|,
S = (W_K M)^T (W_Q M), M = [mu_1 .. mu_M]), the hidden vector Relu(W_O W_V X softmax(.)) is the same for every query of
pattern p, and (2.1) becomes F(X^n) = sum_p abar_{n,p}^T Relu(W_O W_V sum_a att_{a,p} mu_a) with abar_{n,p} = (1/|S^n|)
sum_{l in S_p^n} a_(l). This is the same function of (W_Q, W_K, W_V, W_O) as the token-level forward of
thmcheck.models.vit (so the same gradients and the same SGD iterates), at O(N M m) per evaluation instead of
O(N |S^n|^2): it lets Algorithm 3 run at |S^n| up to 10^4 and more. Equality with the token-level model is tested in
tests/test_thesis_r20_thesisA.py."""

from __future__ import annotations

import numpy as np
import torch


def collapse(P: torch.Tensor, A: torch.Tensor, M: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Pattern ids P (N, L) and the output weights a_(l) (rows of A, (>= L, m)) -> counts c (N, M) and abar (N, M, m),
    abar_{n,p} = (1/L) sum_{l: P[n,l] = p} a_(l)."""
    N, L = P.shape
    oh = torch.nn.functional.one_hot(P, M).to(A.dtype)                # (N, L, M)
    c = oh.sum(1)
    abar = torch.einsum("nlp,lm->npm", oh, A[:L]) / L
    return c, abar


def forward(c: torch.Tensor, abar: torch.Tensor, WQ: torch.Tensor, WK: torch.Tensor, WV: torch.Tensor,
            WO: torch.Tensor) -> torch.Tensor:
    """F(X^n) of (2.1) for noise-free tokens, patterns mu_a = e_a (the first M coordinates of R^d)."""
    M = c.shape[1]
    S = WK[:, :M].T @ WQ[:, :M]                                         # S[a, p] = (W_K mu_a)^T (W_Q mu_p)
    logw = torch.where(c[:, :, None] > 0, torch.log(c.clamp_min(1e-300))[:, :, None] + S[None], -torch.inf)
    att = torch.softmax(logw, dim=1)                                    # (N, a, p): over key patterns a
    out = torch.einsum("nap,ea->npe", att, WV[:, :M])                  # W_V X softmax(.) for a query of pattern p
    H = torch.relu(out @ WO.T)                                          # (N, p, m)
    return (H * abar).sum((-1, -2))


def tstar(c: torch.Tensor, abar: torch.Tensor, y: torch.Tensor, params: tuple, eta: float, B: int, T_max: int,
          gen: torch.Generator) -> int:
    """Algorithm 3 (plain mini-batch SGD, batch indices torch.randint(0, N, (B,)) from ``gen`` as in
    thmcheck.models.vit.train_sgd) on the hinge max(1 - yF, 0): the first t at which every training sample has zero
    hinge (T_max if none within T_max steps). ``params`` = (W_Q, W_K, W_V, W_O) (copied)."""
    W = [p.detach().clone().requires_grad_() for p in params]
    N = c.shape[0]
    for t in range(T_max):
        with torch.no_grad():
            if float((1.0 - y * forward(c, abar, *W)).max()) <= 0.0:
                return t
        idx = torch.randint(0, N, (B,), generator=gen)
        loss = torch.clamp(1.0 - y[idx] * forward(c[idx], abar[idx], *W), min=0.0).mean()
        grads = torch.autograd.grad(loss, W, allow_unused=True)
        with torch.no_grad():
            for w, g in zip(W, grads, strict=True):
                if g is not None:
                    w -= eta * g
    return T_max


def forward_np(c: np.ndarray, abar: np.ndarray, WQ: np.ndarray, WK: np.ndarray, WV: np.ndarray, WO: np.ndarray
               ) -> tuple[np.ndarray, tuple]:
    """:func:`forward` in numpy (float64), with the intermediates the gradient needs."""
    M = c.shape[1]
    WKm, WQm, WVm = WK[:, :M], WQ[:, :M], WV[:, :M]
    S = WKm.T @ WQm                                                     # (a, p)
    with np.errstate(divide="ignore"):
        logw = np.log(c)[:, :, None] + S[None]                          # -inf where c_a = 0
    logw = logw - logw.max(axis=1, keepdims=True)
    E = np.exp(logw)
    att = E / E.sum(axis=1, keepdims=True)                              # (n, a, p)
    out = att.transpose(0, 2, 1) @ WVm.T                                # (n, p, e)
    pre = out @ WO.T                                                    # (n, p, m)
    F = (np.maximum(pre, 0.0) * abar).sum((-1, -2))
    return F, (WKm, WQm, WVm, att, out, pre)


def hinge_grads_np(c: np.ndarray, abar: np.ndarray, y: np.ndarray, WQ: np.ndarray, WK: np.ndarray, WV: np.ndarray,
                   WO: np.ndarray) -> tuple[np.ndarray, ...]:
    """The gradient of the batch-mean hinge mean_n max(1 - y^n F(X^n), 0) in (W_Q, W_K, W_V, W_O), by hand (equal to
    autograd on :func:`forward`: tests/test_thesis_r20_thesisA.py)."""
    F, (WKm, WQm, WVm, att, out, pre) = forward_np(c, abar, WQ, WK, WV, WO)
    M, n = c.shape[1], c.shape[0]
    gF = np.where(1.0 - y * F > 0, -y, 0.0) / n
    dpre = gF[:, None, None] * abar * (pre > 0)
    dWO = dpre.reshape(-1, dpre.shape[-1]).T @ out.reshape(-1, out.shape[-1])
    dout = dpre @ WO                                                    # (n, p, e)
    dWV = np.zeros_like(WV)
    dWV[:, :M] = np.einsum("npe,nap->ea", dout, att)
    datt = (dout @ WVm).transpose(0, 2, 1)                              # (n, a, p)
    dS = (att * (datt - (att * datt).sum(axis=1, keepdims=True))).sum(0)
    dWK, dWQ = np.zeros_like(WK), np.zeros_like(WQ)
    dWK[:, :M] = WQm @ dS.T
    dWQ[:, :M] = WKm @ dS
    return dWQ, dWK, dWV, dWO


def tstar_np(c: np.ndarray, abar: np.ndarray, y: np.ndarray, params: tuple, eta: float, B: int, T_max: int,
             gen: torch.Generator) -> int:
    """:func:`tstar` in numpy (the same mini-batch stream from ``gen``, a zero test before every step)."""
    W = [np.array(p, dtype=np.float64) for p in params]
    N = c.shape[0]
    for t in range(T_max):
        if float((1.0 - y * forward_np(c, abar, *W)[0]).max()) <= 0.0:
            return t
        idx = torch.randint(0, N, (B,), generator=gen).numpy()
        for w, g in zip(W, hinge_grads_np(c[idx], abar[idx], y[idx], *W), strict=True):
            w -= eta * g
    return T_max
