"""Second paths for checks/papers/thesis/r23_thesisX.py (round 23, helper thesisX): (A.122) L3225 at t = 0.

Own token-level computation: only the data and the initial weights come from thmcheck.models.vit; attention, the sets
U_{l',n}(0) of (A.9), the left side Z_i and the bracket's upper bound are computed here over tokens (not pattern
counts), with the full batch B = N (each sample once)."""

from __future__ import annotations

import math

import numpy as np
import torch


def _softmax(sc: np.ndarray) -> np.ndarray:
    e = np.exp(sc - sc.max())
    return e / e.sum()


def _a122_own(seed: int, sigma: float, L: int = 12, N: int = 40, m: int = 128, a_star: float = 1 / 3, d: int = 8,
              M_: int = 5):
    """Returns (bracket upper bound, list of (max_{i in U} Z_i, max |Z|) per sample with a mu_1 and a mu_2 token).
    bracket = (1/4N) sum_n |S_2^n|/|S^n| - max_j | ||W_V e_j|| - 1 | (p_n <= 1; every sigma of (2.6) is >= the
    second term since p_j has norm 1; tau = 0)."""
    from thmcheck.models import vit as VIT

    g = torch.Generator().manual_seed(seed)
    X, P, _y = VIT.make_data(N, L, a_star, 1.0 / L, d, M_, 0.0, g)
    p = VIT.init_params(d, m, L, sigma, 0.2, 1 / math.sqrt(M_), g, normalize=True)
    X, P = X.double().numpy(), P.numpy()
    WQ, WK, WV, WO = (w.detach().double().numpy() for w in (p.WQ, p.WK, p.WV, p.WO))
    sig_lb = max(abs(float(np.linalg.norm(WV @ np.eye(d)[:, j])) - 1.0) for j in range(M_))
    bracket = float(np.mean([(P[n] == 1).sum() / L for n in range(N)])) / 4 - sig_lb
    q1 = WK @ np.eye(d)[:, 0]
    out = []
    for n in range(N):
        t1, t2 = np.flatnonzero(P[n] == 0), np.flatnonzero(P[n] == 1)
        if len(t1) == 0 or len(t2) == 0:
            continue
        keys, vals = X[n] @ WK.T, X[n] @ WV.T

        a1, a2 = _softmax(keys @ (WQ @ X[n, t1[0]])), _softmax(keys @ (WQ @ X[n, t2[0]]))
        U = WO @ (vals.T @ a2) > 0                                  # (A.9) at the mu_2 token l'
        Z = WO @ (vals.T @ (a1 * ((keys - a1 @ keys) @ q1)))       # the left side for the mu_1 query l
        if U.any():
            out.append((float(Z[U].max()), float(np.abs(Z).max())))
    return bracket, out


def test_a122_negative_right_side_positive_u_term_own_tokens() -> None:
    """(A.122) at t = 0 with sigma = 0.15 (alpha* = 1/3, |S^n| = 12, one confusion token): the bracket's upper bound
    is < 0, so the printed right side is < 0 for every witness, while on most samples some neuron of U has Z_i > 0."""
    for seed in (0, 1, 2):
        bracket, rows = _a122_own(seed, 0.15)
        assert bracket < -0.05, (seed, bracket)
        hits = sum(zmax > 1e-6 * scale for zmax, scale in rows)
        assert hits >= len(rows) // 2 and hits >= 10, (seed, hits, len(rows))


def test_a122_bracket_positive_without_init_noise_own_tokens() -> None:
    """The other end: at sigma = 0 (nominal) the bracket's upper bound is > 0, where the sign check decides nothing
    (the claim's measure then scores <= 0)."""
    bracket, _rows = _a122_own(0, 0.0)
    assert bracket > 0, bracket


def test_a122_state_matches_the_run() -> None:
    """init_state's t = 0 state equals r21_thesisA._late_run's first row (the same generator draws)."""
    from thmcheck.checks.papers.thesis import r21_thesisA as RA
    from thmcheck.checks.papers.thesis import r23_thesisX as X

    key = (0, 8, 1 / 3, 0.05, 0.05, 20)
    rows, _T, _r = RA._late_run(*key, 8, 64, 0.1)
    c, _y, K0, Q0, V0, O0, idx, _s = X.init_state(*key, 8, 64)
    r0 = rows[0]
    assert np.array_equal(idx, r0[16])
    for a, b in ((K0, r0[10]), (Q0, r0[11]), (V0, r0[14]), (O0, r0[15])):
        assert np.allclose(a, b, rtol=0, atol=1e-15)


def test_a122_bounds() -> None:
    from thmcheck.bounds.thesis import r23_thesisX as B

    assert B.eqA122_sign_zero() == 0.0
    assert B.eqA122_sign_mut() == -0.5


def test_a122_eta_ratio_grows_as_eta_falls_own_tokens() -> None:
    """(A.122) at t = 0 where the bracket is positive (nominal sigma = 0): the right side is eta G_n with G_n > 0
    free of eta (xi, a, m, the token fractions, the positive bracket, phi_n(0) <= 1/(|S_1^n| e + |S^n| - |S_1^n|),
    beta_1 <= (|S^n| - |S_1^n|) phi_n), while the left side at init has Z_i > 0 on some neuron of U on most samples and
    does not involve eta: Z_i / (eta G_n) grows like 1/eta, so no constant serves as eta -> 0."""
    L, m, M_ = 12, 128, 5
    for seed in (0, 1, 2):
        bracket, rows = _a122_own(seed, 0.0, L=L, m=m)
        assert bracket > 0, (seed, bracket)
        hits = sum(z > 1e-6 * scale for z, scale in rows)
        assert hits >= len(rows) // 2, (seed, hits, len(rows))
    s1, s2 = 4, 1                                   # a y = +1 sample: round(L/3) mu_1 tokens, one mu_2 token
    phi = 1.0 / (s1 * math.e + L - s1)
    xi, a = max(1 / math.sqrt(m), 1 / math.sqrt(M_)), math.sqrt(m)
    G = xi * m / a**2 * bracket * phi * s2 * (L - s1) * phi
    zmax = max(z for z, _scale in rows)
    ratios = [zmax / (eta * G) for eta in (1.0, 1e-1, 1e-2, 1e-3)]
    assert G > 0 and zmax > 0 and all(r2 / r1 > 9.99 for r1, r2 in zip(ratios, ratios[1:], strict=False))


def test_a125_left_side_positive_at_init_noisy_tokens_own() -> None:
    """(A.125) at t = 0 with noisy tokens (c0 = 0.01 per coordinate, tau = max ||x - mu|| below min(sigma, delta)):
    for a mu_2 token l of sample n, some i in U_{l,n}(0) ((A.9)) and j in S_1^g give a positive left side, a function
    of the initial weights and tokens only; the right side is eta times an eta-free factor, so the ratio grows like
    1/eta. Own token-level computation (only the data and the initial weights come from thmcheck.models.vit)."""
    from thmcheck.models import vit as VIT

    d, M_, L, N, m = 8, 5, 12, 40, 128
    positive = 0
    for seed in (0, 1, 2):
        g = torch.Generator().manual_seed(seed)
        X, P, _y = VIT.make_data(N, L, 1 / 3, 1.0 / L, d, M_, 0.01, g)
        p = VIT.init_params(d, m, L, 0.15, 0.2, 1 / math.sqrt(M_), g, normalize=True)
        X, P = X.double().numpy(), P.numpy()
        WQ, WK, WV, WO = (w.detach().double().numpy() for w in (p.WQ, p.WK, p.WV, p.WO))
        tau = float(np.linalg.norm(X - np.eye(d)[:M_][P], axis=-1).max())
        sig_lb = max(abs(float(np.linalg.norm(WV @ np.eye(d)[:, j])) - 1.0) for j in range(M_))
        assert tau < min(sig_lb, 0.2), (tau, sig_lb)
        X1 = X[P == 0]
        for n in range(N):
            for l in np.flatnonzero(P[n] == 1)[:1]:
                keys, vals = X[n] @ WK.T, X[n] @ WV.T
                a = _softmax(keys @ (WQ @ X[n, l]))
                U = WO @ (vals.T @ a) > 0
                Z = WO @ (vals.T @ (a * ((keys - a @ keys) @ WK[:, 0])))
                xx = X1 @ X[n, l]
                if U.any() and float(np.maximum(Z[U] * xx.max(), Z[U] * xx.min()).max()) > 0:
                    positive += 1
    assert positive >= 60, positive
