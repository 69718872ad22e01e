"""Building blocks of the thesis Ch. 2 training-grid claims (Remarks 2-3, Lemma A.3.1) against second paths:
the replicated ViT against the single-model one, masks against explicit token removal, the paired-t statistic
against scipy."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from scipy import stats

from thmcheck.bounds.thesis import ch2 as B
from thmcheck.checks.papers.thesis import ch2_training_grids as P
from thmcheck.models import vit as VIT


def _setup(seed: int = 0, N: int = 12, L: int = 10, m: int = 16) -> tuple:
    g = torch.Generator().manual_seed(seed)
    X, Pt, y = VIT.make_data(N, L, 0.5, 0.1, 8, 5, 0.01, g)
    p = VIT.init_params(8, m, L, 0.1, 0.2, 0.01, g, normalize=True)
    return X, Pt, y, p, g


def test_ids_and_kinds() -> None:
    ids = {c.id: c for c in P.CLAIMS}
    assert set(ids) == {"thesis.ch2.remark2", "thesis.ch2.remark3", "thesis.ch2.lemmaA.3.1"}
    assert all(c.checkable for c in P.CLAIMS)
    assert ids["thesis.ch2.lemmaA.3.1"].constants == "hidden"
    # explicit conclusions (Remark 2's is a sign, round 11); (2.10)/(2.11)'s constants granted
    assert ids["thesis.ch2.remark2"].constants == ids["thesis.ch2.remark3"].constants == "hypotheses"
    assert ids["thesis.ch2.remark2"].mutants and ids["thesis.ch2.remark3"].mutants


def test_forward_replicas_matches_single_model() -> None:
    X, _, y, p, _ = _setup()
    X2, _, _, p2, _ = _setup(1)
    pr = VIT.stack_params([p, p2])
    F = VIT.forward_replicas(torch.stack([X, X2]), pr).detach()
    assert torch.allclose(F[0], VIT.forward(X, p)[0].detach(), atol=1e-14)
    assert torch.allclose(F[1], VIT.forward(X2, p2)[0].detach(), atol=1e-14)
    keep = torch.ones(2, *X.shape[:2], dtype=torch.bool)
    assert torch.equal(VIT.forward_replicas(torch.stack([X, X2]), pr, keep).detach(), F)


def test_mask_equals_explicit_removal() -> None:
    """Dropping tokens by the mask = (2.1) on the kept tokens only, each query keeping its own a_(l)."""
    X, Pt, y, p, g = _setup()
    noise = torch.zeros(Pt.shape, dtype=torch.float64)
    keep = VIT.sparsify(Pt, noise, "random", 3, g)
    F = VIT.forward_replicas(X[None], VIT.stack_params([p]), keep[None])[0].detach()
    with torch.no_grad():
        for n in range(X.shape[0]):
            idx = torch.nonzero(keep[n]).ravel()
            Xn = X[n, idx]
            att = torch.softmax((Xn @ p.WK.T) @ (Xn @ p.WQ.T).T, dim=0)        # keys x queries
            H = torch.relu((att.T @ (Xn @ p.WV.T)) @ p.WO.T)
            assert float(F[n]) == pytest.approx(float((H * p.A[idx]).sum(-1).mean()), abs=1e-14)


def test_train_replicas_matches_train_sgd() -> None:
    """One replica, no early stop: the same mini-batches and the same SGD steps as Algorithm 3 in train_sgd."""
    X, _, y, p, _ = _setup()
    pr = VIT.stack_params([p])
    VIT.train_sgd(X, y, p, 0.5, 4, 8, torch.Generator().manual_seed(3))
    VIT.train_replicas(X[None], y[None], pr, 0.5, 4, 8, torch.Generator().manual_seed(3), check_every=100)
    for k in ("WQ", "WK", "WV", "WO"):
        assert torch.allclose(getattr(pr, k)[0], getattr(p, k), atol=1e-12)


def test_paired_replicas_identical_and_t_star() -> None:
    X, _, y, p, _ = _setup()
    pr = VIT.stack_params([p, p])
    ts = VIT.train_replicas(torch.stack([X, X]), torch.stack([y, y]), pr, 1.0, 4, 300,
                            torch.Generator().manual_seed(1), stream=torch.tensor([0, 0]))
    assert torch.equal(pr.WO[0], pr.WO[1]) and ts[0] == ts[1]
    with torch.no_grad():
        assert float(VIT.hinge(VIT.forward_replicas(torch.stack([X]), VIT.stack_params([p])), y[None]).max()) > 0
        if ts[0] < 300:
            assert float(VIT.hinge(VIT.forward_replicas(torch.stack([X, X]), pr), torch.stack([y, y])).max()) == 0


def test_train_replicas_generator_blocks_train_as_alone() -> None:
    """A list of generators: each block of streams draws from its own generator, so a batched experiment's block
    trains exactly (bit for bit) as it does alone -- what the grids' measure_batch relies on for replay."""
    X, _, y, p, _ = _setup()
    X2, _, y2, p2, _ = _setup(seed=11)
    alone = [VIT.stack_params([p, p]), VIT.stack_params([p2, p2])]
    ts_alone = [VIT.train_replicas(torch.stack([a, a]), torch.stack([b, b]), q, 1.0, 4, 60,
                                   torch.Generator().manual_seed(s), stream=torch.tensor([0, 0]), check_every=5)
                for (a, b), q, s in zip([(X, y), (X2, y2)], alone, [1, 2], strict=True)]
    both = VIT.stack_params([p, p, p2, p2])
    ts = VIT.train_replicas(torch.stack([X, X, X2, X2]), torch.stack([y, y, y2, y2]), both, 1.0, 4, 60,
                            [torch.Generator().manual_seed(1), torch.Generator().manual_seed(2)],
                            stream=torch.tensor([0, 0, 1, 1]), check_every=5)
    for k in ("WQ", "WK", "WV", "WO"):
        assert torch.equal(getattr(both, k)[:2], getattr(alone[0], k))
        assert torch.equal(getattr(both, k)[2:], getattr(alone[1], k))
    assert torch.equal(ts, torch.cat(ts_alone))


@pytest.mark.parametrize(("pre", "inst"), [("r3", {"seed": 5, "which": "both", "worse": 0.3}),
                                           ("a31", {"seed": 5, "eta": 1.0})])
def test_grid_batch_members_replay(pre: str, inst: dict) -> None:
    """measure_batch's members measured one at a time give the same lhs (the engine replays the chosen member)."""
    run, members = getattr(P, f"_{pre}_run"), getattr(P, f"_{pre}_members")
    mem = members(inst, 3)
    batch = run(mem)
    assert batch[0].lhs == run([inst])[0].lhs and batch[2].lhs == run([mem[2]])[0].lhs


def test_sparsify_and_bounded_noise() -> None:
    X, Pt, y, p, g = _setup(N=30, L=20)
    Xn, nz = VIT.bounded_noise(X, 0.3, 0.25, g)
    hit = nz > 0
    assert torch.allclose((Xn - X)[hit].norm(dim=-1), torch.full((int(hit.sum()),), 0.25, dtype=torch.float64))
    assert torch.equal(Xn[~hit], X[~hit])
    k = 4
    irr = VIT.sparsify(Pt, nz, "irrelevant", k, g)
    assert bool(((~irr).sum(1) == k).all()) and bool((Pt[~irr] >= 2).all())
    noisy = VIT.sparsify(Pt, nz, "noisy", k, g)
    for n in range(Pt.shape[0]):  # the noisy tokens go first
        assert int((hit[n] & ~noisy[n]).sum()) == min(k, int(hit[n].sum()))
    assert bool(((~VIT.sparsify(Pt, nz, "random", k, g)).sum(1) == k).all())
    with pytest.raises(ValueError):
        VIT.sparsify(Pt, nz, "irrelevant", 20, g)


def test_paired_t_against_scipy() -> None:
    rng = np.random.default_rng(0)
    d = rng.normal(0.3, 1.0, (9, 1))
    lo, hi = P._paired(d).interval(0.95)
    ref = stats.t.interval(0.95, 8, loc=d.mean(), scale=d.std(ddof=1) / 3)
    assert (lo, hi) == pytest.approx(ref, rel=1e-12)
    d3 = np.concatenate([d, d + 1, d - 1], 1)
    lo3, hi3 = P._paired(d3).interval(0.95)
    ref3 = stats.t.interval(1 - 0.05 / 3, 8, loc=d.mean() - 1, scale=d.std(ddof=1) / 3)
    assert (lo3, hi3) == pytest.approx(ref3, rel=1e-12)


def test_bounds() -> None:
    assert B.no_worse() == 0.0 and B.grows() == 0.0
    assert B.halves(base=0.5) == 0.25
    assert float(B.doubles()) == pytest.approx(math.log(2))
