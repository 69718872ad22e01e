"""Softmax patterns and their distances, in torch (float64 by default) and in high precision (mpmath)."""

from __future__ import annotations

import mpmath
import torch


def softmax_dist_to_vertex_l1(v: torch.Tensor, a: int) -> torch.Tensor:
    """``||softmax(v) - e_a||_1`` computed without cancellation: 2 * (total mass off a), via log-softmax."""
    logw = torch.log_softmax(v, dim=-1)
    off = torch.cat([logw[..., :a], logw[..., a + 1 :]], dim=-1)
    mass_off = torch.logsumexp(off, dim=-1).exp()
    # |w_a - 1| + sum_{b != a} w_b, and 1 - w_a equals the off mass exactly in the simplex
    return 2.0 * mass_off


def softmax_mp(v: list, dps: int = 60) -> list:
    """Softmax in mpmath at ``dps`` decimal digits (inputs converted exactly from float64)."""
    with mpmath.workdps(dps):
        xs = [mpmath.mpf(float(x)) for x in v]
        m = max(xs)
        e = [mpmath.exp(x - m) for x in xs]
        s = mpmath.fsum(e)
        return [x / s for x in e]


def softmax_dist_to_vertex_l1_mp(v: list, a: int, dps: int = 60) -> mpmath.mpf:
    """High-precision reference for :func:`softmax_dist_to_vertex_l1`, summing |w - e_a| term by term; the a-th term
    |w_a - 1| is taken as the sum of the other weights (no cancellation: 1 - w_a at w_a = 1 - 1e-33 would keep only
    ~27 of the 60 digits, and an exact check of a tight instance would read the lost digits as a crossing)."""
    with mpmath.workdps(dps):
        w = softmax_mp(v, dps)
        rest = mpmath.fsum(w[b] for b in range(len(w)) if b != a)
        return 2 * rest


def softmax_l1_to_two_sparse(v: torch.Tensor, a1: int, a2: int) -> torch.Tensor:
    """``||softmax(v) - (e^b/(e^b+1) e_{a1} + 1/(e^b+1) e_{a2})||_1`` with b = v_{a1} - v_{a2} (Lemma 3.7), as printed."""
    w = torch.softmax(v, dim=-1)
    b = v[a1] - v[a2]
    t = torch.zeros_like(w)
    t[a1] = torch.sigmoid(b)
    t[a2] = torch.sigmoid(-b)
    return (w - t).abs().sum()


def softmax_l1_to_two_sparse_mp(v: list, a1: int, a2: int, dps: int = 60) -> mpmath.mpf:
    """High-precision reference for :func:`softmax_l1_to_two_sparse`."""
    with mpmath.workdps(dps):
        w = softmax_mp(v, dps)
        b = mpmath.mpf(float(v[a1])) - mpmath.mpf(float(v[a2]))
        t = [mpmath.mpf(0)] * len(w)
        t[a1] = 1 / (1 + mpmath.exp(-b))
        t[a2] = 1 / (1 + mpmath.exp(b))
        return mpmath.fsum(abs(x - y) for x, y in zip(w, t, strict=True))


def softmax_one_coord_diff_log(a: torch.Tensor, p: int, delta: float) -> torch.Tensor:
    """log ||softmax(a) - softmax(b)||_inf for b = a + delta e_p, without cancellation (Eq. (4)).

    The largest entry of the difference is entry p (the other entries' differences sum to it):
    |e^{a_p} - e^{b_p}| S / ((e^{a_p} + S)(e^{b_p} + S)), S = sum_{i != p} e^{a_i}, evaluated in log space."""
    b = a.clone()
    b[p] = a[p] + delta
    others = torch.cat([a[:p], a[p + 1 :]])
    top = torch.maximum(a[p], b[p])
    d = torch.as_tensor(abs(delta), dtype=a.dtype, device=a.device)
    return top + torch.log(-torch.expm1(-d)) + torch.logsumexp(others, 0) - torch.logsumexp(a, 0) - torch.logsumexp(b, 0)


def softmax_diff_inf_mp(a: list, b: list, dps: int = 60) -> mpmath.mpf:
    """||softmax(a) - softmax(b)||_inf at ``dps`` digits (inputs converted exactly)."""
    with mpmath.workdps(dps):
        sa, sb = softmax_mp(a, dps), softmax_mp(b, dps)
        return max(abs(x - y) for x, y in zip(sa, sb, strict=True))


def softmax_diff_inf(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """||softmax(a) - softmax(b)||_inf without cancellation: s_i(a) - s_i(b) = s_i(a)(-expm1(D_i)) with
    D_i = (b_i - a_i) - (lse(b) - lse(a)) and lse(b) - lse(a) = log1p(sum_j s_j(a) expm1(b_j - a_j))."""
    la = torch.log_softmax(a, -1)
    g = torch.log1p((la.exp() * torch.expm1(b - a)).sum(-1, keepdim=True))
    return (la.exp() * torch.expm1((b - a) - g).abs()).max(-1).values


def log_ratio_change(v: torch.Tensor, vp: torch.Tensor, i: int, j: int) -> torch.Tensor:
    """|log(v_i/v_j) - log(v'_i/v'_j)| (Lemma 3.8), as |log1p((v'_i-v_i)/v_i) - log1p((v'_j-v_j)/v_j)| (same
    number, no cancellation)."""
    return (torch.log1p((vp[i] - v[i]) / v[i]) - torch.log1p((vp[j] - v[j]) / v[j])).abs()


def softmax_diff_inf_log(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """log ||softmax(a) - softmax(b)||_inf, as in :func:`softmax_diff_inf` but kept in log space
    (log s_i(a) + log|expm1(D_i)|), so tiny differences do not underflow."""
    la = torch.log_softmax(a, -1)
    g = torch.log1p((la.exp() * torch.expm1(b - a)).sum(-1, keepdim=True))
    return (la + torch.log(torch.expm1((b - a) - g).abs())).max(-1).values
