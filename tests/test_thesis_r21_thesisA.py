"""Round 21 (thesisA): second paths of the late-step claims thesis.ch2.eqA.126-K-late, .131-late, .132-late,
.144-late, .145-late, .148-late, .149-late, .150-late, .151-late, .155-late (App. A's update coordinates at steps
T*/2 <= t < T* with >= 5 training samples of positive hinge, T* the first step with zero hinge on every sample).

Own token-level model of (2.1) (F(X) = (1/|S^n|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), written
here), float64 torch autograd of the full-batch mean hinge, true full-batch gradient descent (the claims draw batches
with replacement), run to its own T*; own projections of every query update on the columns W_K^(t) e_a and of every
key update on the columns W_Q^(t) e_a; own token counts. Only the data and the initial weights come from
thmcheck.models.vit (make_data, init_params); no claim, bound or measure code is used."""

from __future__ import annotations

import functools
import math

import numpy as np
import torch

from thmcheck.models import vit as VIT

M = 5


@functools.lru_cache(maxsize=8)
def _own_late(seed: int, L: int, N: int = 40, m: int = 128, eta: float = 0.5, d: int = 8, sigma: float = 0.1,
              a_star: float = 0.5, t_max: int = 1500) -> tuple:
    """Rows (t, A, C, residual, active samples, mean hinge) of the late busy steps (t >= T*/2, >= 5 samples of positive
    hinge), T*, and the token counts (N, M)."""
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, sigma, 0.2, 1 / math.sqrt(M), g, normalize=True)
    X, y = X.double(), y.double()
    W = [w.detach().double().clone().requires_grad_() for w in (p.WQ, p.WK, p.WV, p.WO)]
    A_out = p.A[:L].detach().double()
    cnt = torch.nn.functional.one_hot(P, M).sum(1).numpy().astype(float)
    rows, T = [], t_max
    for t in range(t_max):
        WQ, WK, WV, WO = W
        S = torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)
        att = torch.softmax(S, dim=1)
        hid = torch.relu(torch.einsum("nsl,nsa->nla", att, X @ WV.T) @ WO.T)
        F = (hid * A_out[None]).sum(-1).mean(1)
        h = torch.clamp(1 - y * F, min=0)
        if float(h.detach().max()) <= 0:
            T = t
            break
        grads = torch.autograd.grad(h.mean(), W)
        q0, k0 = WQ.detach().numpy()[:, :M].copy(), WK.detach().numpy()[:, :M].copy()
        with torch.no_grad():
            for w, gr in zip(W, grads, strict=True):
                w -= eta * gr
        dq, dk = WQ.detach().numpy()[:, :M] - q0, WK.detach().numpy()[:, :M] - k0
        A = np.linalg.lstsq(k0, dq, rcond=None)[0].T
        C = np.linalg.lstsq(q0, dk, rcond=None)[0].T
        res = max(np.linalg.norm(k0 @ A.T - dq) / max(np.linalg.norm(dq), 1e-300),
                  np.linalg.norm(q0 @ C.T - dk) / max(np.linalg.norm(dk), 1e-300))
        rows.append((t, A, C, res, int((h > 0).sum()), float(h.detach().mean())))
    assert T < t_max, "no zero-hinge step"
    late = tuple(r for r in rows if 2 * r[0] >= T and r[4] >= 5)
    return late, T, cnt, tuple(y.numpy())


def _runs():
    return [_own_late(s, 12) for s in (0, 1, 2, 3)]


def test_late_fits_exact_and_busy() -> None:
    for late, T, _c, _y in _runs():
        assert T > 20 and len(late) >= 5
        assert all(r[3] < 1e-9 for r in late)


def test_late_K_Q_negative_own_model() -> None:
    """K(t) = A[1, 1] and Q(t) = C[1, 1] (printed > 0) are negative, above 1e-3 of the row's scale, at late busy
    steps with the mean training hinge there >= 0.1 on 2 or more of 4 seeds (seeds 1, 3: from t = 49 of T* = 69 / 73,
    12 / 17 such steps; seeds 0, 2 have late K < 0 steps closer to T*)."""
    runs_hit = 0
    for late, _T, _c, _y in _runs():
        kneg = [r for r in late if r[1][0, 0] < -1e-3 * np.abs(r[1][0]).max() and r[5] >= 0.1]
        qneg = [r for r in late if r[2][0, 0] < -1e-3 * np.abs(r[2][0]).max() and r[5] >= 0.1]
        runs_hit += bool(kneg) and bool(qneg)
    assert runs_hit >= 2


def test_late_a145_a151_negative_own_model() -> None:
    """The q_1 coordinate of W_Q e_2's update (printed |K_e| >= 0) and the W_Q e_2 coordinate of W_K e_2's update
    (printed 1 + Q(t), Q > 0) are negative at late busy steps."""
    n145 = sum(1 for late, *_ in _runs() for r in late if r[1][1, 0] < -1e-3 * np.abs(r[1][1]).max())
    n151 = sum(1 for late, *_ in _runs() for r in late if r[2][1, 1] < -1e-3 * np.abs(r[2][1]).max())
    assert n145 >= 3 and n151 >= 1, (n145, n151)


def test_late_right_sides_negative_own_model() -> None:
    """At a late busy step with K(t) = Q(t) < 0 the printed right sides of (A.131), (A.132) (K(t) times positive
    count ratios over S^n minus S_1^n), (A.149), (A.150) (Q(t) times positive count ratios) and (A.155) (Q(t)) are
    negative while the bounded coordinates |gamma'_l|, |K_e|, |gamma_l|, |r_2 coord.|, |C[z, a]| are > 0."""
    hits = 0
    for late, _T, cnt, y in _runs():
        y = np.asarray(y)
        d1 = cnt.sum(1) - cnt[:, 0]
        star = np.where(y == 1, 0, 1)
        dstar = cnt.sum(1) - cnt[np.arange(len(y)), star]
        for _t, A, C, _res, _act, hinge in late:
            sc = max(np.abs(A).max(), np.abs(C).max())
            K, Q = A[0, 0], C[0, 0]
            if K >= -1e-3 * sc or hinge < 0.1:
                continue
            assert abs(K - Q) < 1e-9 * sc                                   # C = A^T on one-hot tokens
            rhs131 = [K * (cnt[:, lk] / d1).mean() for lk in range(2, M)]
            rhs132 = K * (cnt[:, 1] / d1).mean()
            rhs149 = [Q * (cnt[:, lk] / dstar).mean() for lk in range(2, M)]
            rhs150 = Q * (cnt[np.arange(len(y)), 1 - star] / dstar).mean()
            assert max(rhs131) < 0 and rhs132 < 0 and max(rhs149) < 0 and rhs150 < 0
            assert np.abs(A[0, 2:]).max() > 1e-6 * sc and abs(A[0, 1]) > 1e-6 * sc
            assert np.abs(C[0, 2:]).max() > 1e-6 * sc and abs(C[0, 1]) > 1e-6 * sc
            assert np.abs(C[2:, :2]).max() > 1e-6 * sc
            hits += 1
    assert hits >= 3


def test_late_a144_opposite_sign_own_model() -> None:
    """The q_1 coordinate of a mu_l (l >= 3) query update, printed Theta(1) K(t), has the sign opposite to K(t) at a
    late busy step with K(t) > 0 (so not only through K < 0)."""
    hits = sum(1 for late, *_ in _runs() for r in late
               if r[1][0, 0] > 1e-3 * np.abs(r[1]).max() and r[1][2:, 0].min() < -1e-3 * np.abs(r[1]).max())
    assert hits >= 1


def _own_a161(seed: int, L: int = 8, N: int = 20, B: int = 8, m: int = 64, eta: float = 0.1, d: int = 8,
              sigma: float = 0.1, delta: float = 0.2, a_star: float = 1 / 3, t_max: int = 1500) -> list:
    """(t, score min_{l >= 3} (W_K^(t+1) e_1)^T W_Q^(t+1) e_l, right side of (A.161) at delta = 1/2, tau = 0, active
    samples) per step of a mini-batch run: batches torch.randint(0, N, (B,)) from the generator after the data and the
    init (the stream the claim draws), the hinge of all N samples checked before each step."""
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, sigma, delta, 1 / math.sqrt(M), g, normalize=True)
    X, y = X.double(), y.double()
    W = [w.detach().double().clone().requires_grad_() for w in (p.WQ, p.WK, p.WV, p.WO)]
    A_out = p.A[:L].detach().double()

    def hinge(WQ, WK, WV, WO, idx):
        Xb = X[idx]
        S = torch.einsum("nsd,ed,ef,nlf->nsl", Xb, WK, WQ, Xb)
        hid = torch.relu(torch.einsum("nsl,nsa->nla", torch.softmax(S, dim=1), Xb @ WV.T) @ WO.T)
        return torch.clamp(1 - y[idx] * (hid * A_out[None]).sum(-1).mean(1), min=0)

    out, cum = [], 0.0
    for t in range(t_max):
        h = hinge(*W, torch.arange(N)).detach()
        if float(h.max()) <= 0:
            break
        idx = torch.randint(0, N, (B,), generator=g)
        grads = torch.autograd.grad(hinge(*W, idx).mean(), W)
        q0, k0 = W[0].detach().numpy()[:, :M].copy(), W[1].detach().numpy()[:, :M].copy()
        with torch.no_grad():
            for w, gr in zip(W, grads, strict=True):
                w -= eta * gr
        q1, k1 = W[0].detach().numpy()[:, :M], W[1].detach().numpy()[:, :M]
        K = np.linalg.lstsq(k0, q1 - q0, rcond=None)[0][0, 0]         # q_1(t) coordinate of W_Q e_1's update
        Q = np.linalg.lstsq(q0, k1 - k0, rcond=None)[0][0, 0]         # r_1(t) coordinate of W_K e_1's update
        nq = float(np.linalg.norm(k0[:, 0]))
        rhs = (1 + Q) * cum - 0.5 * nq
        out.append((t, min(float(k1[:, 0] @ q1[:, lk]) for lk in range(2, M)), rhs, int((h > 0).sum())))
        cum += abs(K) * nq
    return out


def test_a161_score_negative_at_positive_right_side_own_model() -> None:
    """(A.161): on seeds 1 and 2 (|S^n| = 8, alpha* = 1/3, N = 20, B = 8, m = 64, eta = 0.1) some step has the right
    side (1 + Q(t)) sum_b |K(b)| ||q_1(b)|| - (1/2)||q_1(t)|| > 0 while a non-discriminative query's score on the mu_1
    key is < 0 (with >= 5 active samples): no hidden constant makes '>~' hold."""
    for seed in (1, 2):
        rows = _own_a161(seed)
        assert any(rhs > 1e-3 and sc < -1e-3 and act >= 5 for _t, sc, rhs, act in rows), seed


def _own_a140(seed: int, L: int = 12, N: int = 40, m: int = 128, eta: float = 0.5, d: int = 8, sigma: float = 0.01,
              a_star: float = 0.5, steps: int = 30) -> tuple[list, float]:
    """Per step up to and including the first with K(t) < 0 (true full batch): (t, K(t), [cos(eta dL/dW_Q e_l,
    W_K^(t) e_1), l = 3..5]); and the margin (1/4N) sum_n (|S_1^n|/|S^n|)^2 - sigma_meas (own polar factor of W_V)."""
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, sigma, 0.2, 1 / math.sqrt(M), g, normalize=True)
    X, y = X.double(), y.double()
    WV0 = p.WV.detach().double().numpy()
    U, _, Vh = np.linalg.svd(WV0)
    sig = float(np.linalg.norm((WV0 - U @ Vh)[:, :M], axis=0).max())
    cnt = torch.nn.functional.one_hot(P, M).sum(1).numpy().astype(float)
    margin = float(((cnt[:, 0] / cnt.sum(1)) ** 2).mean()) / 4 - sig
    W = [w.detach().double().clone().requires_grad_() for w in (p.WQ, p.WK, p.WV, p.WO)]
    A_out = p.A[:L].detach().double()
    out = []
    for t in range(steps):
        WQ, WK, WV, WO = W
        S = torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)
        hid = torch.relu(torch.einsum("nsl,nsa->nla", torch.softmax(S, dim=1), X @ WV.T) @ WO.T)
        loss = torch.clamp(1 - y * (hid * A_out[None]).sum(-1).mean(1), min=0).mean()
        grads = torch.autograd.grad(loss, W)
        k0 = WK.detach().numpy()[:, :M].copy()
        gq = eta * grads[0].numpy()[:, :M]                                # eta dL/dW_Q, columns e_a
        K = np.linalg.lstsq(k0, -gq[:, 0], rcond=None)[0][0]
        q1 = k0[:, 0]
        cos = [float(gq[:, lk] @ q1) / (np.linalg.norm(gq[:, lk]) * np.linalg.norm(q1)) for lk in range(2, M)]
        out.append((t, float(K), cos))
        with torch.no_grad():
            for w, gr in zip(W, grads, strict=True):
                w -= eta * gr
        if K < 0:
            break
    return out, margin


def test_a140_gradient_projection_takes_both_signs_own_model() -> None:
    """(A.140)'s right side is > 0 where the margin (1/4B) sum_n (|S_1^n|/|S^n|)^2 - sigma - tau is > 0 and every
    earlier K(b) >= 0 (sigma = 0.01 at init, tau = 0); there the inner product of eta x the W_Q gradient applied to
    e_l (l >= 3) with W_K^(t) e_1 is negative on some seed and step (the printed sign fails) and positive on another
    (the descent-direction reading fails)."""
    lo, hi = 0.0, 0.0
    for seed in (0, 1, 2, 3):
        rows, margin = _own_a140(seed)
        assert margin > 0, margin
        for _t, _K, cos in rows:
            lo, hi = min(lo, min(cos)), max(hi, max(cos))
    assert lo < -1e-2 and hi > 1e-2, (lo, hi)


def test_a121_lucky_neuron_term_negative_own_model() -> None:
    """(A.121) at t = 0 (||q_1(0)|| = ||W_K^(0) e_1||, no earlier K: the right side is > 0 for every witness once the
    margin (1/4N) sum_n (|S_1^n|/|S^n|)^2 - sigma_meas - tau is > 0; sigma = 0.01 at init, tau = 0): computed token by
    token from the initial weights, Z_i = W_O(i) sum_s W_V x_s att_s q_1^T (W_K x_s - sum_r att_r W_K x_r) (query x_l =
    e_1, a token of S_1^n) is negative for a lucky neuron i (W_O(i) W_V X att > 0, (A.8)) of a sample with y^n = +1."""
    M_, d, L, N, m = 5, 8, 12, 40, 128
    hits = 0
    for seed in (0, 1, 2, 3):
        g = torch.Generator().manual_seed(seed)
        X, P, y = VIT.make_data(N, L, 0.5, 1.0 / L, d, M_, 0.0, g)
        p = VIT.init_params(d, m, L, 0.01, 0.2, 1 / math.sqrt(M_), g, normalize=True)
        X = X.double().numpy()
        WQ, WK, WV, WO = (w.detach().double().numpy() for w in (p.WQ, p.WK, p.WV, p.WO))
        U, _, Vh = np.linalg.svd(WV)
        sig = float(np.linalg.norm((WV - U @ Vh)[:, :M_], axis=0).max())
        cnt = torch.nn.functional.one_hot(P, M_).sum(1).numpy().astype(float)
        assert float(((cnt[:, 0] / cnt.sum(1)) ** 2).mean()) / 4 - sig > 0
        q1 = WK[:, 0]
        for n in range(N):
            toks = np.flatnonzero(P[n].numpy() == 0)
            if y[n] != 1 or len(toks) == 0:
                continue
            xl = X[n, toks[0]]
            keys = X[n] @ WK.T                                         # (L, d): W_K x_s
            sc = keys @ (WQ @ xl)
            att = np.exp(sc - sc.max())
            att /= att.sum()
            V = (X[n] @ WV.T).T @ att                                   # W_V X softmax
            lucky = WO @ V > 0
            kbar = att @ keys
            Z = WO[lucky] @ ((X[n] @ WV.T).T @ (att * ((keys - kbar) @ q1)))
            hits += int((Z < -1e-6 * np.abs(WO[lucky] @ V).max()).any())
    assert hits >= 4, hits


def test_a194_u_mean_not_one_own_model() -> None:
    """(A.194) as printed, E[W_O(i)^(t) V_l^n(t)] = 1 for i in U_{l,n}(0) (A.9), l in S_2^n: at t = 0 the mean over
    the U-triples, computed token by token from the initial weights (xi = 1/sqrt(5)), is far from 1 (0.19-0.24)."""
    M_, d, L, N, m = 5, 8, 12, 40, 128
    for seed in (0, 1):
        g = torch.Generator().manual_seed(seed)
        X, P, y = VIT.make_data(N, L, 0.5, 1.0 / L, d, M_, 0.0, g)
        p = VIT.init_params(d, m, L, 0.1, 0.2, 1 / math.sqrt(M_), g, normalize=True)
        X = X.double().numpy()
        WQ, WK, WV, WO = (w.detach().double().numpy() for w in (p.WQ, p.WK, p.WV, p.WO))
        vals = []
        for n in range(N):
            S = (X[n] @ WK.T) @ (X[n] @ WQ.T).T                           # (s, l): x_s^T W_K^T W_Q x_l
            att = np.exp(S - S.max(0))
            att /= att.sum(0)
            Z = WO @ ((X[n] @ WV.T).T @ att)                               # (m, l): W_O(i) V_l^n
            for lt in np.flatnonzero(P[n].numpy() == 1):
                vals.extend(Z[:, lt][Z[:, lt] > 0])
        mean = float(np.mean(vals))
        assert 0.1 < mean < 0.5, mean


def test_a135_first_q1_norm_below_one_own_model() -> None:
    """(A.135)'s p_n(t) >= p_n(0), equivalent to (A.34)'s ||q_1(t)||^2 = prod_{l<t} (1 + K(l)) >= 1: the own full-batch
    run's K(t) (W_K^(t) e_1 coordinate of W_Q e_1's update) makes the product < 1 at some step (seed 2, 20 steps)."""
    lows = []
    for seed in (2,):
        rows, _cnt = _own_rows(seed)
        lg = np.cumsum([0.5 * math.log1p(K) for K in rows])
        lows.append(float(lg.min()))
    assert min(lows) < -1e-4, lows


@functools.lru_cache(maxsize=8)
def _own_rows(seed: int, L: int = 12, N: int = 40, m: int = 128, eta: float = 0.5, d: int = 8, steps: int = 20):
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, 0.5, 1.0 / L, d, M, 0.0, g)
    p = VIT.init_params(d, m, L, 0.1, 0.2, 1 / math.sqrt(M), g, normalize=True)
    X, y = X.double(), y.double()
    W = [w.detach().double().clone().requires_grad_() for w in (p.WQ, p.WK, p.WV, p.WO)]
    A_out = p.A[:L].detach().double()
    Ks = []
    for _ in range(steps):
        WQ, WK, WV, WO = W
        S = torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)
        hid = torch.relu(torch.einsum("nsl,nsa->nla", torch.softmax(S, dim=1), X @ WV.T) @ WO.T)
        loss = torch.clamp(1 - y * (hid * A_out[None]).sum(-1).mean(1), min=0).mean()
        grads = torch.autograd.grad(loss, W)
        k0, q0 = WK.detach().numpy()[:, :M].copy(), WQ.detach().numpy()[:, 0].copy()
        with torch.no_grad():
            for w, gr in zip(W, grads, strict=True):
                w -= eta * gr
        Ks.append(float(np.linalg.lstsq(k0, WQ.detach().numpy()[:, 0] - q0, rcond=None)[0][0]))
    return tuple(Ks), None
