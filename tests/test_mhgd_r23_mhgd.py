"""Round 23 (helper mhgd): Theorem 2 at theta~ = 0 with long sequences / large token norms (mhgd.thm2-TR, erratum as
printed) recomputed without the claim's code (closed form and an own torch-autograd attention GD), the numpy GD
batched over training sets against autograd, and mhgd.thm4-TR's measurement on fixed instances."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from thmcheck.models.mhgd import r23_mhgd as F


def _l(z: float) -> float:
    return math.log1p(math.exp(-z)) if z > -30 else -z + math.log1p(math.exp(z))


def test_thm2_zero_target_gap_crosses() -> None:
    """Second path for mhgd.thm2-TR. Printed Thm. 2 at theta~ = 0: (3) and rho's order are 0, so eta = 1 when
    ||theta~^(0)||^2 = K log 2, and (5) = (4/n)(2K log 2 + 9 K log 2/4) = 17 K log 2/n.

    (a) closed form: identical tokens x_t = R y e_1 and an antisymmetric pair (Phi~(theta0) = 0): one step is the
    linear step Phi~ += eta T R^2 |l'(0)| y_obs y_true y'_true; with pure label noise and n = 1 the gap is
    E[(l(q) + l(-q))/2] - l(q) = q/2, q = eta T R^2/2.
    (b) an own autograd Monte Carlo of the attention model with spread tokens (d = 2), n = 1, K = 1, eta = 1."""
    L2 = math.log(2.0)
    bound = 4 * (2 * L2 + 9 * L2 / 4)  # n = K = 1, eta = 1, D^2 = log 2
    assert bound == pytest.approx(17 * L2)
    for T, R in [(64, 1.0), (8, 8.0), (2, 6.0)]:
        q = T * R**2 / 2
        gap = (_l(q) + _l(-q)) / 2 - _l(q)
        assert gap == pytest.approx(q / 2, rel=1e-12)
        assert gap > bound  # 16.0, 128, 36 > 11.78
    assert (16 * 1.0**2 / 4) < bound  # T = 16, R = 1 stays below: the crossing needs T R^2 > 47

    # (b): own model Phi(X; U, W) = sum_{t,s} softmax_s(x_t^T W x_s) <x_s, u_t>, heads (U, W), (-U, W)
    g = torch.Generator().manual_seed(3)
    T, d, R, sets, test = 4, 2, 6.0, 48, 48
    D = math.sqrt(L2)
    Ua = torch.randn(T, d, generator=g, dtype=torch.float64)
    Wa = torch.randn(d, d, generator=g, dtype=torch.float64)
    nr = math.sqrt(2 * (float(Ua.pow(2).sum()) + float(Wa.pow(2).sum())))
    Ua, Wa = Ua * D / nr, Wa * D / nr

    def sample(k: int) -> tuple[torch.Tensor, torch.Tensor]:
        y = torch.where(torch.rand(k, generator=g, dtype=torch.float64) < 0.5, 1.0, -1.0).to(torch.float64)
        X = torch.zeros(k, T, d, dtype=torch.float64)
        X[..., 0] = y[:, None] * 0.8 * R
        z = torch.randn(k, T, generator=g, dtype=torch.float64).sign()
        X[..., 1] = 0.6 * R * z
        yo = torch.where(torch.rand(k, generator=g, dtype=torch.float64) < 0.5, -y, y)  # flip 1/2
        return X, yo

    def phi(X: torch.Tensor, heads: list[tuple[torch.Tensor, torch.Tensor]]) -> torch.Tensor:
        out = torch.zeros(X.shape[0], dtype=torch.float64)
        for U, W in heads:
            A = torch.softmax(torch.einsum("ktd,de,kse->kts", X, W, X), dim=-1)
            out = out + torch.einsum("kts,ksd,td->k", A, X, U)
        return out / math.sqrt(len(heads))

    gaps = []
    for _ in range(sets):
        X, y = sample(1)
        params = [p.clone().requires_grad_(True) for p in (Ua, Wa, -Ua, Wa)]
        loss = torch.nn.functional.softplus(-y * phi(X, [(params[0], params[1]), (params[2], params[3])])).mean()
        grads = torch.autograd.grad(loss, params)
        new = [(p - 1.0 * gr).detach() for p, gr in zip(params, grads, strict=True)]
        heads = [(new[0], new[1]), (new[2], new[3])]
        train = float(torch.nn.functional.softplus(-y * phi(X, heads)).mean())
        Xt, yt = sample(test)
        gaps.append(float(torch.nn.functional.softplus(-yt * phi(Xt, heads)).mean()) - train)
    gaps = np.array(gaps)
    lo = gaps.mean() - 4 * gaps.std(ddof=1) / math.sqrt(sets)
    assert lo > bound, (gaps.mean(), gaps.std(ddof=1), bound)


def test_gd_sets_matches_autograd() -> None:
    rng = np.random.default_rng(0)
    S, n, T, d, G = 3, 4, 3, 2, 2
    X = rng.standard_normal((S, n, T, d))
    y = np.where(rng.random((S, n)) < 0.5, -1.0, 1.0)
    U0, W0 = rng.standard_normal((G, T, d)), rng.standard_normal((G, d, d))
    m = np.array([3.0, 5.0])
    U, W, Ls = F.gd_sets(X, y, U0, W0, m, 0.3, 2)
    for b in range(S):
        Ut, Wt = torch.tensor(U0), torch.tensor(W0)
        Xb, yb, mt = torch.tensor(X[b]), torch.tensor(y[b]), torch.tensor(m)
        for k in range(2):
            Ug, Wg = Ut.clone().requires_grad_(True), Wt.clone().requires_grad_(True)
            A = torch.softmax(torch.einsum("ntd,gde,nse->ngts", Xb, Wg, Xb), dim=-1)
            out = torch.einsum("ngts,nsd,gtd->ng", A, Xb, Ug) @ mt / torch.sqrt(mt.sum())
            L = torch.nn.functional.softplus(-yb * out).mean()
            assert float(L.detach()) == pytest.approx(Ls[k, b], rel=1e-12)
            gU, gW = torch.autograd.grad(L, (Ug, Wg))
            # per-head GD step: the gradient w.r.t. ONE head of group g is the group's gradient / m_g
            Ut = (Ut - 0.3 * gU / mt[:, None, None]).detach()
            Wt = (Wt - 0.3 * gW / mt[:, None, None]).detach()
        assert np.allclose(U[b], Ut.numpy(), rtol=1e-10, atol=1e-12)
        assert np.allclose(W[b], Wt.numpy(), rtol=1e-10, atol=1e-12)


def test_thm2_TR_claim_measures_the_linear_gap() -> None:
    from thmcheck.checks.papers.mhgd import r23_mhgd as R

    inst = {"T": 8, "d": 1, "n": 1, "R": 8.0, "K": 1, "a": 1.0, "b": 0.0, "s": 0.0, "flip": 0.5, "seed": 0,
            "Dfac": 1.0, "w_share": 0.5, "m": 1.0, "eta_frac": 1.0, "rho3": False}
    meas = R._thm2_measure(inst, None)
    assert meas.quantities["eta"] == pytest.approx(1.0)
    # q/2 = 128 up to the Monte Carlo fraction of test labels that disagree (identical tokens, n = 1)
    assert meas.lhs == pytest.approx(8 * 64 / 4, abs=4 * meas.terms["gap_se"] + 1e-9)
    assert meas.lhs > R.BG.thm4(**meas.quantities)
    meas3 = R._thm2_measure({**inst, "rho3": True}, None)  # reading: eta <= 1/rho(0) of Thm. 4
    assert meas3.lhs < 1e-3 * R.BG.thm4(**meas3.quantities)


def test_thm4_TR_holds_at_far_instances() -> None:
    from thmcheck.checks.papers.mhgd import r23_mhgd as R

    base = {"T": 8, "d": 1, "n": 1, "R": 8.0, "K": 1, "a": 1.0, "b": 0.0, "s": 0.0, "flip": 0.5, "seed": 0,
            "c": 1e-3, "eta_frac": 1.0, "h_factor": 1.0}
    for kw in [{}, {"c": 1.0, "n": 16, "T": 4, "d": 2, "s": 0.5, "a": 0.6}, {"c": 1e3, "R": 1.0, "K": 8}]:
        meas = R._thm4_measure({**base, **kw}, None)
        assert meas.terms["h84_slack"] >= -1e-9 * math.sqrt(meas.terms["H"])
        assert meas.lhs < R.BG.thm4(**meas.quantities)


def test_cor4_TR_holds_and_gap_is_resolved() -> None:
    from thmcheck.checks.papers.mhgd import r23_mhgd as R

    inst = {"T": 1, "d": 2, "n": 1, "R": 1.0, "K": 8, "a": 0.3, "b": 0.25, "s": 0.9, "flip": 0.0, "seed": 0,
            "eta_frac": 1.0, "h_factor": 1.0}
    meas = R._cor4_measure(inst, None)
    assert meas.terms["gamma"] == pytest.approx(math.sqrt(2) * 0.05)
    assert 0 < meas.lhs - 4 * meas.terms["gap_se"]  # a certified positive gap (the mutant 'E gap <= 0' dies)
    assert meas.lhs < 1e-6 * R.BG.cor4(**meas.quantities)


def test_loo_sets_matches_separate_runs() -> None:
    rng = np.random.default_rng(1)
    S, n, T, d = 2, 3, 3, 2
    X = rng.standard_normal((S, n, T, d))
    y = np.where(rng.random((S, n)) < 0.5, -1.0, 1.0)
    U0, W0 = rng.standard_normal((2, T, d)), rng.standard_normal((2, d, d))
    m = np.array([2.0, 7.0])
    U, W, stab, nrm = F.loo_sets(X, y, U0, W0, m, 0.4, 3)
    for b in range(S):
        Uf, Wf, _ = F.gd_sets(X[b:b + 1], y[b:b + 1], U0, W0, m, 0.4, 3)
        assert np.allclose(U[b], Uf[0], rtol=1e-12, atol=1e-14)
        dist = []
        for i in range(n):
            keep = [j for j in range(n) if j != i]
            # L^{-i} keeps the 1/n: GD on the n - 1 others with step eta (n - 1)/n on their mean loss
            Ui, Wi, _ = F.gd_sets(X[b:b + 1, keep], y[b:b + 1, keep], U0, W0, m, 0.4 * (n - 1) / n, 3)
            dist.append(math.sqrt(float(m @ (((Uf[0] - Ui[0]) ** 2).sum((1, 2)) + ((Wf[0] - Wi[0]) ** 2).sum((1, 2))))))
        assert stab[b] == pytest.approx(np.mean(dist), rel=1e-10)


def test_lemma3_TR_holds_with_bite() -> None:
    from thmcheck.checks.papers.mhgd import r23_mhgd as R

    inst = {"T": 1, "d": 1, "n": 16, "R": 1.0, "K": 1, "a": 1.0, "b": 0.0, "s": 0.0, "flip": 0.5, "seed": 0,
            "init": "antisym", "init_scale": 0.01, "w_share": 0.5, "m": 1.0, "eta": 1.0, "mc_level": 2}
    meas = R._lemma3_measure(inst, None)
    bound = R.BG.lemma3(**meas.quantities)
    assert meas.lhs < bound
    assert meas.lhs - 3 * meas.terms["gap_se"] > bound / 16  # the planted '/ n' slip dies here
