"""Round 20 (thesisA): thesis.ch2.theorem1-tokens (Theorem 1 (2.10) along |S^n| -> inf).

- the per-pattern model thmcheck.models.vit_patterns equals the token-level model (2.1) on noise-free tokens (F and
  gradients), its hand gradient equals autograd, and its T* equals the token-level numpy trainer's;
- second path (own data, own model, own optimiser; no thmcheck code): full-batch gradient descent (Algorithm 3 with
  B = N) on (2.1) with noise-free tokens: the first step with zero training hinge grows ~ |S^n|^{1/2} at fixed eta
  (x > 10 over |S^n| = 12 .. 3072) with independent per-position a_(l), and stays flat with one shared a_(l) = a."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from thmcheck.models import vit as VIT
from thmcheck.models import vit_patterns as VP


def _data(L: int, seed: int, m: int = 64, d: int = 8, M: int = 5, N: int = 12):
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, 0.5, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, 0.1, 0.2, 1 / math.sqrt(M), g, normalize=True)
    return X, P, y, p, g


@pytest.mark.parametrize("L", [5, 12, 40])
def test_patterns_model_equals_token_model(L: int) -> None:
    X, P, y, p, _ = _data(L, 11 + L)
    c, ab = VP.collapse(P, p.A, 5)
    W = [p.WQ, p.WK, p.WV, p.WO]
    # token-level (2.1), written here
    S = torch.einsum("nsd,ed,ef,nlf->nsl", X, W[1], W[0], X)
    att = torch.softmax(S, dim=1)
    out = torch.einsum("nsl,nsa->nla", att, X @ W[2].T)
    F1 = (torch.relu(out @ W[3].T) * p.A[None, :L]).sum(-1).mean(1)
    F2 = VP.forward(c, ab, *W)
    assert torch.allclose(F1, F2, rtol=1e-12, atol=1e-14)
    g1 = torch.autograd.grad(torch.clamp(1 - y * F1, min=0).mean(), W)
    g2 = torch.autograd.grad(torch.clamp(1 - y * F2, min=0).mean(), W)
    for a, b in zip(g1, g2, strict=True):
        assert torch.allclose(a, b, rtol=1e-10, atol=1e-13)
    g3 = VP.hinge_grads_np(c.numpy(), ab.numpy(), y.numpy(), *(w.detach().numpy() for w in W))
    for a, b in zip(g1, g3, strict=True):
        assert np.allclose(a.numpy(), b, rtol=1e-10, atol=1e-13)


def test_patterns_tstar_equals_token_trainer() -> None:
    from thmcheck.checks.papers.thesis.r14_thesisAB import vit_tstar_np

    X, P, y, p, g = _data(12, 3, m=128, N=40)
    c, ab = VP.collapse(P, p.A, 5)
    st = g.get_state()
    W = tuple(t.detach().numpy() for t in (p.WQ, p.WK, p.WV, p.WO))
    T1 = VP.tstar_np(c.numpy(), ab.numpy(), y.numpy(), W, 0.2, 8, 5000, g)
    g.set_state(st)
    T2 = vit_tstar_np(X.numpy(), y.numpy(), (*W, p.A.numpy()), 0.2, 8, 5000, g)
    assert T1 == T2 < 5000


def _own_tstar(L: int, seed: int, shared: bool, eta: float = 1.0, N: int = 24, m: int = 128, M: int = 5,
               cap: int = 20000) -> int:
    """Full-batch GD on (2.1), tokens = patterns e_1..e_M exactly (tau = 0), counted per pattern: a query of pattern p
    gives key pattern a the weight c_a e^{S_ap}/sum_b c_b e^{S_bp}; F = sum_p abar_p . Relu(W_O W_V att_p)."""
    rng = np.random.default_rng(seed)
    d = 8
    y = np.array([1.0 if n % 2 == 0 else -1.0 for n in range(N)])
    a = rng.choice([-1.0, 1.0], (L, m)) / math.sqrt(m)
    if shared:
        a[:] = a[0]
    cnt, abar = np.zeros((N, M)), np.zeros((N, M, m))
    na = round(0.5 * L)
    for n in range(N):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats = rng.permutation(np.concatenate([[rel] * na, [conf], rng.integers(2, M, L - na - 1)]).astype(int))
        for l_, q in enumerate(pats):
            cnt[n, q] += 1
            abar[n, q] += a[l_] / L
    U = np.linalg.qr(rng.standard_normal((d, d)))[0]
    WV = U + 0.1 / math.sqrt(d) * rng.standard_normal((d, d))
    WK = np.eye(d) + 0.2 / math.sqrt(d) * rng.standard_normal((d, d))
    WQ = np.eye(d) + 0.2 / math.sqrt(d) * rng.standard_normal((d, d))
    WV, WK, WQ = (W / max(1.0, np.linalg.norm(W, 2)) for W in (WV, WK, WQ))
    WO = rng.standard_normal((m, d)) / math.sqrt(M)
    Wt = [torch.tensor(W, requires_grad=True) for W in (WQ, WK, WV, WO)]
    ct, abt, yt = torch.tensor(cnt), torch.tensor(abar), torch.tensor(y)
    mask = ct[:, :, None] > 0
    logc = torch.log(ct.clamp_min(1.0))[:, :, None]

    def F() -> torch.Tensor:
        WQ_, WK_, WV_, WO_ = Wt
        S = WK_[:, :M].T @ WQ_[:, :M]
        att = torch.softmax(torch.where(mask, logc + S[None], torch.tensor(-math.inf, dtype=S.dtype)), dim=1)
        out = torch.einsum("nap,ea->npe", att, WV_[:, :M])
        return (torch.relu(out @ WO_.T) * abt).sum((1, 2))

    for t in range(cap):
        h = torch.clamp(1 - yt * F(), min=0)
        if float(h.detach().max()) <= 0.0:
            return t
        gr = torch.autograd.grad(h.mean(), Wt)
        with torch.no_grad():
            for W, gW in zip(Wt, gr, strict=True):
                W -= eta * gW
    return cap


def test_theorem1_tstar_grows_with_tokens() -> None:
    """(2.10)'s T does not depend on |S^n|, but the first zero training hinge (necessary for zero population risk:
    with tau = 0 every training sample has positive probability) grows like |S^n|^{1/2}."""
    with VIT.single_thread():
        Ls = (12, 192, 3072)
        T = [_own_tstar(L, 5, shared=False) for L in Ls]
        Ts = [_own_tstar(L, 5, shared=True) for L in Ls]
    assert T[-1] >= 8 * T[0], T                           # x16 in |S^n|^{1/2}; the printed T is flat in |S^n|
    ratios = [t / math.sqrt(L) for t, L in zip(T, Ls, strict=True)]
    assert max(ratios) / min(ratios) < 2.5, (T, ratios)  # ~ |S^n|^{1/2}
    assert max(Ts) <= 3 * min(Ts) and max(Ts) < T[-1] / 5, (Ts, T)  # shared a_(l): no growth


def test_a15_confusion_mass_exceeds_uniform_share() -> None:
    """Second path for thesis.ch2.eqA.15: on the trained run of thesis.ch2.eqA.117's ci instance (seed 0, eta = 1, full
    batch N = 20, m = 80, L = 10; the training is thmcheck.models.vit_window's), the attention of an S_1 query, written
    here in numpy from the stored W_K^(t), W_Q^(t), puts on the confusion pattern more than |S_2^n|/|S^n|, which bounds
    nu_n(t)|S_2^n| from above for every ||q_1(t)|| >= 1 and delta + tau < 1."""
    from thmcheck.checks.papers.thesis.r19_thesisA import A117_CAP, A117_CFG
    from thmcheck.models import vit_window as VW

    run = VW.window_run(0, 1.0, 20, 80, 10, 20, tuple(sorted(A117_CFG.items())), A117_CAP)
    X, P, y = run["X"].numpy(), run["P"].numpy(), run["y"].numpy()
    best = 0.0
    for t in range(run["T_star"]):
        WK, WQ = run["WK"][t].numpy(), run["WQ"][t].numpy()
        for n in np.nonzero(y == 1)[0]:
            K, Q = X[n] @ WK.T, X[n] @ WQ.T
            S = K @ Q.T                                   # S[s, l] = x_s^T W_K^T W_Q x_l
            E = np.exp(S - S.max(0))
            att = E / E.sum(0)                            # softmax over keys s
            for l_ in np.nonzero(P[n] == 0)[0]:
                W2 = att[P[n] == 1, l_].sum()
                best = max(best, W2 * len(P[n]) / max(1, (P[n] == 1).sum()))
    assert best > 1.5, best                               # 1.68: W_2 = 0.168 against |S_2|/|S^n| = 0.1
    # nu_n(t) |S_2| < |S_2|/|S^n| for every admissible witness: exponent ||q||^2 - (delta + tau)||q|| > 0
    for q in (1.0, 1.5, 3.0):
        for dt in (0.0, 0.5, 0.999):
            S1, L = 3, 10
            assert 1.0 / (S1 * math.exp(q * q - dt * q) + L - S1) < 1.0 / L
