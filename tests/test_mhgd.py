"""Building blocks of the mhgd checks: the exact group reduction of the H-head model, the Lemma 4 closed forms,
the exact tail of Fact 2 and the saturation leak, each against a second path."""

from __future__ import annotations

import math

import numpy as np
import torch

from bounds import mhgd as B
from models import mhgd as M


def _rand(seed: int, *shape: int) -> torch.Tensor:
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)


def test_group_reduction_matches_explicit_heads() -> None:
    T, d, n = 3, 2, 4
    Xs, Ug, Wg = _rand(0, n, T, d), _rand(1, 2, T, d), _rand(2, 2, d, d)
    ys = torch.tensor([1.0, -1.0, 1.0, -1.0], dtype=torch.float64)
    mult = [2, 3]
    D = M.loss_derivatives(Xs, ys, Ug, Wg, torch.tensor(mult, dtype=torch.float64))
    Ue, We = M.explicit_heads(Ug, Wg, mult)
    f = M.full_loss_flat(Xs, ys, T, d, sum(mult))
    th = torch.cat([Ue.reshape(5, -1), We.reshape(5, -1)], 1).reshape(-1)
    g = torch.autograd.functional.jacobian(f, th)
    ev = torch.linalg.eigvalsh(torch.autograd.functional.hessian(f, th))
    assert math.isclose(D.loss, float(f(th)), rel_tol=1e-12)
    assert math.isclose(D.grad_norm, float(g.norm()), rel_tol=1e-10)
    assert math.isclose(D.hess_norm, float(ev.abs().max()), rel_tol=1e-10)
    assert math.isclose(D.lam_min, float(ev.min()), rel_tol=1e-10)


def test_gd_reduction_matches_explicit_heads() -> None:
    T, d, n = 2, 2, 3
    Xs, Ug, Wg = _rand(3, n, T, d), _rand(4, 2, T, d), _rand(5, 2, d, d)
    ys = torch.tensor([1.0, -1.0, 1.0], dtype=torch.float64)
    mult = [2, 1]
    red = M.gd(Xs, ys, Ug, Wg, torch.tensor(mult, dtype=torch.float64), 0.5, 5)
    Ue, We = M.explicit_heads(Ug, Wg, mult)
    full = M.gd(Xs, ys, Ue, We, torch.ones(3, dtype=torch.float64), 0.5, 5)
    assert np.allclose(red["losses"], full["losses"], rtol=1e-12)
    assert torch.allclose(red["U"][0], full["U"][0]) and torch.allclose(red["U"][1], full["U"][2])


def test_lemma4_closed_forms_match_autograd() -> None:
    T, d = 4, 3
    X, U, W = _rand(6, T, d), _rand(7, T, d), _rand(8, d, d) * 0.3
    a, b, c = _rand(9, T), _rand(10, d), _rand(11, d)
    F = M.lemma4_formulas(X, U, W, a, b, c)
    A = M.lemma4_autograd(X, U, W, a, b, c)
    for k in ("gU", "gW", "cross", "ww"):
        assert torch.allclose(F[k], A[k], atol=1e-10), k
        item = {"gU": 1, "gW": 2, "cross": 3, "ww": 4}[k]
        npf = B.lemma4_closed_form(item, X.numpy(), U.numpy(), W.numpy(), a.numpy(), b.numpy(), c.numpy())
        assert np.allclose(npf, A[k].numpy(), atol=1e-10), k
    assert float(A["uu"].abs().max()) == 0.0


def test_prop1_tight_case() -> None:
    """All rows equal and U = 0: ||grad Phi|| = sqrt(T) R exactly (item 1, 3 and 5 hold with equality)."""
    x = torch.tensor([0.6, 0.8], dtype=torch.float64) * 2
    X = x.expand(3, 2).clone()
    q = M.prop1_quantities(X, torch.zeros(3, 2, dtype=torch.float64), _rand(12, 2, 2))
    assert math.isclose(q["grad"], math.sqrt(3) * 2, rel_tol=1e-12)


def test_two_point_tail_by_enumeration() -> None:
    H, q, a, b, r = 5, 0.3, -1.0, 2.0, 0.7
    mu = a + (b - a) * q
    brute = sum(math.comb(H, k) * q**k * (1 - q) ** (H - k) for k in range(H + 1)
                if abs(a + (b - a) * k / H - mu) > r)
    assert math.isclose(M.two_point_tail(H, q, a, b, r), brute, rel_tol=1e-12)


def test_saturation_leak_and_lemma18_counterexample() -> None:
    r = torch.tensor([-1.0, -1.0], dtype=torch.float64)
    assert B.lemma18_threshold(2, 1, -1.0, 0.1) < 0
    assert math.isclose(M.saturation_leak(r, 1, 0.0), 0.5, rel_tol=1e-15)
