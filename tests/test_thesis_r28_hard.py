"""Round 28 (helper hard): Proposition 6.4.1 (6.19) under exactly uniform IDI selection at width m = 1e12 M1^3 ln M1
(thesis.ch6.eq6.19-uniform-widem).

Second paths (import nothing from bounds/ or models/):
- test_certificate_own_fractions re-derives the certified lower bound on the token's own IDI component in exact
  rational arithmetic (rational upper bounds for the square roots and the exponential) along M1 to 1000 and checks
  that it exceeds 250 times the shape sqrt(ln M1)(1/M1 + 1/M2) at M1 = 1000;
- test_drift_bound_on_own_training trains an own small model ((6.1)-(6.2), (6.6) with k uniform over [M2], Sec. 6.2.3
  initialisation, hinge loss, SGD) and checks every inequality of the certificate's chain on the run: the average
  W_O row norm and ||W_V||_op stay below their fixed-point bounds and every IDI row of W_Q, W_K moves by at most
  delta (e^S - 1).
"""

from __future__ import annotations

import math
from fractions import Fraction

import torch


def _sqrt_up(x: Fraction, digits: int = 30) -> Fraction:
    """A rational upper bound of sqrt(x)."""
    s = Fraction(math.isqrt(int(x * 10 ** (2 * digits))) + 1, 10 ** digits)
    assert s * s >= x
    return s


def _sqrt_down(x: Fraction, digits: int = 30) -> Fraction:
    s = Fraction(math.isqrt(int(x * 10 ** (2 * digits))), 10 ** digits)
    assert s * s <= x
    return s


def _expm1_up(S: Fraction) -> Fraction:
    """e^S - 1 <= S + S^2 for 0 <= S <= 1."""
    assert 0 <= S <= 1
    return S + S * S


def _own_lower(M1: int, delta: Fraction, K: Fraction, kappa: Fraction, beta: Fraction, eta: Fraction,
               alpha: float, Tc: float, C: int = 10 ** 12, dy: int = 30) -> tuple[Fraction, Fraction]:
    M2 = 4 * M1
    ma = max(60, M1 + M2 + dy)
    m = Fraction(C * M1 ** 3) * Fraction(math.log(M1))  # any m >= this is as good: the bound falls in m
    T = math.ceil(Tc * M1 * alpha ** (-2 / 3) * float(beta) ** (-2 / 3) * math.sqrt(math.log(M1)) / float(eta))
    P = _sqrt_up(beta ** 2 * (1 + K ** 2) + 1)
    w0 = Fraction(101, 100) * _sqrt_up(Fraction(ma) / m)
    A, Bc = eta * P * T / m, eta * P * T
    assert A * Bc < 1
    w_max = (w0 + A * delta) / (1 - A * Bc)
    V_max = delta + Bc * w_max
    S = 2 * eta * V_max * w_max * P ** 3 * T
    pnorm = P  # ||p|| <= P for every token
    lower = beta * (delta * abs(kappa) * beta - delta * _expm1_up(S) * pnorm)
    shape_up = _sqrt_up(Fraction(math.log(M1) * (1 + 1e-12))) * (Fraction(1, M1) + Fraction(1, M2))
    return lower, shape_up


def test_certificate_own_fractions() -> None:
    delta, K, beta, eta = Fraction(1, 5), Fraction(1, 2), Fraction(3), Fraction(1)
    kappa = Fraction(99, 100) * K
    ratios = []
    for M1 in (2, 16, 128, 1000):
        lower, shape = _own_lower(M1, delta, K, kappa, beta, eta, alpha=0.8, Tc=60.0)
        assert lower > Fraction(98, 100) * delta * kappa * beta ** 2  # the initial value 0.891, up to the drift
        ratios.append(lower / shape)
    assert all(b > a for a, b in zip(ratios, ratios[1:], strict=False))
    assert ratios[-1] > 250, float(ratios[-1])
    # the worst corner drawn (smallest kappa relative to ||p||, largest T): still a positive certified bound
    lower, _ = _own_lower(1000, Fraction(1, 100), Fraction(1, 10), Fraction(1, 40), Fraction(1), Fraction(1, 100),
                          alpha=0.2, Tc=100.0)
    assert lower > 0


def test_drift_bound_on_own_training() -> None:
    gen = torch.Generator().manual_seed(7)
    M1, M2, dy, B, l, T, eta, m = 3, 12, 4, 8, 6, 5, 1.0, 20000
    beta, K, delta, alpha = 1.0, 0.5, 0.2, 0.8
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
    W0 = {"Q": WQ.clone(), "K": WK.clone()}
    P = math.sqrt(beta ** 2 * (1 + K ** 2) + 1)
    w0 = float(WO.norm(dim=1).mean())
    A, Bc = eta * P * T / m, eta * P * T
    w_max = (w0 + A * delta) / (1 - A * Bc)
    V_max = delta + Bc * w_max
    S = 2 * eta * V_max * w_max * P ** 3 * T
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
        kq = torch.randint(M2, (B,), generator=gen)  # uniform IDI selection
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
            assert float(WO.norm(dim=1).mean()) <= w_max * (1 + 1e-12)
            assert float(torch.linalg.matrix_norm(WV, ord=2)) <= V_max * (1 + 1e-12)
    bound = delta * math.expm1(S)
    moved = []
    for which, W in (("Q", WQ), ("K", WK)):
        for k in range(M2):
            e = M1 + k
            d = float((W.detach()[e] - W0[which][e]).norm())
            moved.append(d)
            assert d <= bound * (1 + 1e-9), (which, k, d, bound)
    assert max(moved) > 0  # the rows did move (uniform selection), within the bound
    assert S < 1, S  # a non-vacuous instance of the chain
