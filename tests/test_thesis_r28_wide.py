"""Round 28 (helper wide): Proposition 6.4.1 (6.17) at width m = 1e12 M1^3 ln M1 (thesis.ch6.eq6.17-widem).

Second paths (import nothing from bounds/ or models/):
- test_upper_bound_own_fractions re-derives the certified UPPER bound beta (delta beta + delta (e^S - 1) ||p||) on
  the in-domain IDR projection ||[mu_j^T, 0^T] W^(T) p|| in exact rational arithmetic (rational upper bounds for the
  square roots and e^S - 1, a lower bound for m) along M1 to 2^128, and checks that sqrt(ln M1) / (upper bound) grows
  more than 10x while the bound stays ~ delta beta^2 (the claim's evidence numbers);
- test_certificate_agrees_with_own_training trains an own small wide model ((6.1)-(6.2), (6.6) with k uniform over
  [M2], Sec. 6.2.3 initialisation, a_r = +-1/m, hinge loss, SGD for T of (6.10)) and checks that every trained IDR
  projection lies inside the certificate's band beta (delta beta -+ delta (e^S - 1) ||p||), the chain evaluated with
  the run's own w_0.
"""

from __future__ import annotations

import math
from fractions import Fraction

import torch


def _digits(x: Fraction) -> int:
    """30 significant digits for sqrt(x), however small x is (ma/m ~ 1e-114 at M1 = 2^128)."""
    return 30 + max(0, int(-math.log10(float(x))) // 2 + 1) if x > 0 else 30


def _sqrt_up(x: Fraction) -> Fraction:
    digits = _digits(x)
    s = Fraction(math.isqrt(int(x * 10 ** (2 * digits))) + 1, 10 ** digits)
    assert s * s >= x
    return s


def _sqrt_down(x: Fraction) -> Fraction:
    digits = _digits(x)
    s = Fraction(math.isqrt(int(x * 10 ** (2 * digits))), 10 ** digits)
    assert s * s <= x
    return s


def _drift_exponent(w0: Fraction, m: Fraction, T: int, eta: Fraction, delta: Fraction, P: Fraction) -> Fraction:
    """S = 2 eta V_max w_max P^3 T of the chain: w_{t+1} <= w_t + eta V_t P / m, V_{t+1} <= V_t + eta w_t P."""
    A, Bc = eta * P * T / m, eta * P * T
    assert A * Bc < 1
    w_max = (w0 + A * delta) / (1 - A * Bc)
    V_max = delta + Bc * w_max
    return 2 * eta * V_max * w_max * P ** 3 * T


def _own_upper(M1: int, delta: Fraction, K: Fraction, kappa: Fraction, beta: Fraction, eta: Fraction, label: int,
               alpha: float, Tc: float, C: int = 10 ** 12, dy: int = 30) -> tuple[Fraction, Fraction]:
    M2 = 4 * M1
    ma = max(60, M1 + M2 + dy)
    m = Fraction(C * M1 ** 3) * Fraction(math.log(M1)) * Fraction(999999, 1000000)  # a lower bound on m
    T = math.ceil(Tc * M1 * alpha ** (-2 / 3) * float(beta) ** (-2 / 3) * math.sqrt(math.log(M1)) / float(eta))
    P = _sqrt_up(beta ** 2 * (1 + K ** 2) + 1)
    w0 = Fraction(101, 100) * _sqrt_up(Fraction(ma) / m)
    S = _drift_exponent(w0, m, T, eta, delta, P)
    assert 0 <= S <= 1
    expm1_up = S + S * S  # e^S - 1 <= S + S^2 on [0, 1]
    pnorm = _sqrt_up(beta ** 2 * (1 + kappa ** 2) + label ** 2)
    upper = beta * (delta * beta + delta * expm1_up * pnorm)
    shape_down = _sqrt_down(Fraction(math.log(M1)) * Fraction(999999, 1000000))
    return upper, shape_down


def test_upper_bound_own_fractions() -> None:
    delta, K, beta, eta = Fraction(1, 5), Fraction(1, 2), Fraction(3), Fraction(1)
    kappa = Fraction(99, 100) * K
    ratios, uppers = [], []
    for M1 in (2, 16, 2 ** 16, 2 ** 64, 2 ** 128):
        upper, shape = _own_upper(M1, delta, K, kappa, beta, eta, 1, alpha=0.8, Tc=60.0)
        uppers.append(upper)
        ratios.append(shape / upper)
    assert all(u < Fraction(1809, 1000) for u in uppers)  # ~ delta beta^2 = 1.8 at every M1
    assert abs(float(uppers[-1]) - 1.8027) < 1e-3  # the claim's evidence value at 2^128
    assert all(b > a for a, b in zip(ratios, ratios[1:], strict=False))
    assert ratios[-1] > 10 * ratios[0], [float(r) for r in ratios]
    assert ratios[-1] > 5
    # the loosest corner drawn (beta = 1, eta = 0.01, alpha = 0.2, Tc = 100): still a certificate (S <= 1)
    upper, shape = _own_upper(2 ** 128, Fraction(1, 5), Fraction(1, 2), Fraction(0), Fraction(1), Fraction(1, 100), 1,
                              alpha=0.2, Tc=100.0)
    assert upper < Fraction(21, 100) and shape / upper > 40


def test_certificate_agrees_with_own_training() -> None:
    gen = torch.Generator().manual_seed(11)
    M1, M2, dy, B, l, eta, m = 3, 12, 4, 8, 6, 1.0, 20000
    beta, K, delta, alpha = 1.0, 0.5, 0.2, 0.8
    T = math.ceil(1.0 * M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)) / eta)  # (6.10), Tc = 1
    dx = M1 + M2
    D = dx + dy
    ma = D + 5
    WQ = torch.zeros(ma, D, dtype=torch.float64)
    WK = torch.zeros(ma, D, dtype=torch.float64)
    WV = torch.zeros(ma, D, dtype=torch.float64)
    WQ[range(dx), range(dx)] = delta
    WK[range(dx), range(dx)] = delta
    WV[range(D), range(D)] = delta
    WO = torch.randn(m, ma, generator=gen, dtype=torch.float64) / math.sqrt(m)
    a = torch.where(torch.rand(m, generator=gen, dtype=torch.float64) < 0.5, 1.0, -1.0).double() / m
    P = math.sqrt(beta ** 2 * (1 + K ** 2) + 1)
    w0 = float(WO.norm(dim=1).mean())
    S = float(_drift_exponent(Fraction(w0), Fraction(m), T, Fraction(eta), Fraction(delta), Fraction(P)))
    assert S < 1, S
    params = [WQ, WK, WV, WO]
    for p in params:
        p.requires_grad_()
    tasks = [(j, (j + 1) % M1) for j in range(M1)]
    for _ in range(T):
        ti = torch.randint(M1, (B,), generator=gen)
        pa = torch.tensor([tasks[i][0] for i in ti])
        pb = torch.tensor([tasks[i][1] for i in ti])
        z = torch.where(torch.rand(B, generator=gen) < 0.5, 1.0, -1.0).double()
        qpat = torch.where(z > 0, pa, pb)
        w = torch.full((B, M1), (1 - alpha) / max(M1 - 2, 1), dtype=torch.float64)
        w[range(B), pa] = alpha / 2
        w[range(B), pb] = alpha / 2
        cpat = torch.multinomial(w / w.sum(1, keepdim=True), l, replacement=True, generator=gen)
        cl = torch.where(cpat == pa[:, None], 1.0, torch.where(cpat == pb[:, None], -1.0, 1.0)).double()
        kq = torch.randint(M2, (B,), generator=gen)
        kc = torch.randint(M2, (B, l), generator=gen)
        sq = (torch.rand(B, generator=gen, dtype=torch.float64) * 2 - 1) * K
        sc = (torch.rand(B, l, generator=gen, dtype=torch.float64) * 2 - 1) * K
        pq = torch.zeros(B, D, dtype=torch.float64)
        pq[range(B), qpat] = beta
        pq[range(B), M1 + kq] = beta * sq
        ctx = torch.zeros(B, l, D, dtype=torch.float64)
        bi = torch.arange(B)[:, None].expand(B, l)
        li = torch.arange(l)[None, :].expand(B, l)
        ctx[bi, li, cpat] = beta
        ctx[bi, li, M1 + kc] = beta * sc
        ctx[:, :, dx] = cl
        logits = torch.einsum("bld,ed,ef,bf->bl", ctx, WK, WQ, pq)
        v = torch.einsum("bl,bld->bd", torch.softmax(logits, -1), ctx)
        F = torch.relu(v @ WV.T @ WO.T) @ a
        loss = torch.clamp(1 - z * F, min=0).mean()
        for p in params:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params:
                p -= eta * p.grad
    drift = delta * math.expm1(S)
    moved = 0.0
    for W, label in ((WQ.detach(), 0.0), (WK.detach(), 1.0), (WK.detach(), -1.0)):
        for j in range(M1):
            for k in (0, M2 - 1):
                for kappa in (-0.99 * K, 0.0, 0.99 * K):
                    p = torch.zeros(D, dtype=torch.float64)
                    p[j], p[M1 + k], p[dx] = beta, beta * kappa, label
                    lhs = abs(beta * float(W[j] @ p))  # ||[mu_j^T, 0^T] W p||, mu_j = beta e_j
                    pn = float(p.norm())
                    assert beta * (delta * beta - drift * pn) - 1e-12 <= lhs <= beta * (delta * beta + drift * pn) + 1e-12
                    moved = max(moved, abs(lhs - delta * beta ** 2))
    assert moved > 0  # the IDR rows did move, inside the band


def test_hinge_bound_own_fractions() -> None:
    """thesis.ch6.eq6.11-widem: hinge >= 1 - |F|, |F| <= w_max V_max P, in exact rationals; against eps -> 0."""
    delta, K, beta, eta, alpha, Tc, C, dy = Fraction(1, 5), Fraction(1, 2), Fraction(3), Fraction(1), 0.8, 60.0, 10 ** 12, 30
    for M1 in (2, 16, 1000, 2 ** 64):
        M2 = 4 * M1
        ma = max(60, M1 + M2 + dy)
        m = Fraction(C * M1 ** 3) * Fraction(math.log(M1)) * Fraction(999999, 1000000)
        T = math.ceil(Tc * M1 * alpha ** (-2 / 3) * float(beta) ** (-2 / 3) * math.sqrt(math.log(M1)) / float(eta))
        P = _sqrt_up(beta ** 2 * (1 + K ** 2) + 1)
        w0 = Fraction(101, 100) * _sqrt_up(Fraction(ma) / m)
        A, Bc = eta * P * T / m, eta * P * T
        assert A * Bc < 1
        w_max = (w0 + A * delta) / (1 - A * Bc)
        V_max = delta + Bc * w_max
        low = 1 - w_max * V_max * P
        assert low > 1 - Fraction(1, 10 ** 5), float(1 - low)
        if M1 == 2:
            assert abs(float(1 - low) - 2.333e-6) < 1e-8  # the claim's evidence value
        for eps in (Fraction(1, 2), Fraction(1, 10 ** 4)):
            assert low / eps > Fraction(1, 2) / eps * Fraction(199, 100)  # ~ 1/eps: no O(eps) constant
