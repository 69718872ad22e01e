"""thesis Ch. 3 training-grid claims (Theorems 3.4.4, 3.4.6, 3.4.8): the model variants against second paths and
the sensitivity of the checks (the planted mutants themselves are run by tests/test_mutants.py on
claim.granting_uncertified())."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from thmcheck.bounds.thesis import ch3 as B
from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.thesis import ch3_training_grids as P
from thmcheck.models import graph_transformer as GT

IDS = ["thesis.ch3.theorem3.4.4", "thesis.ch3.theorem3.4.6", "thesis.ch3.theorem3.4.8"]


def test_scope_ids() -> None:
    assert [c.id for c in P.CLAIMS] == IDS
    assert all(c.checkable and c.assumptions for c in P.CLAIMS)


def test_bounds() -> None:
    assert B.theorem3_4_4_plateau(eps0=0.2, eps=0.05) == pytest.approx(0.45)
    assert B.theorem3_4_6_gcn_gamma_exponent() == -2.0
    assert B.theorem3_4_8_ratio_exponent() == 0.0


def _small_graph(seed: int = 0) -> tuple:
    cfg = P._config()
    return cfg, *P._graph(cfg, 0.4, 0.1, seed)


def test_flips_and_margins() -> None:
    """eps_0 of Assumption 3.4.2 equals the flip rate once discriminative nodes have own-pattern neighbours;
    node_margins averages to winning_margins (Definition 3.4.1)."""
    cfg, pats, y, D, z_m, rng = _small_graph()
    marg = GT.winning_margins(pats, y, D, [1, 2])
    for z in (1, 2):
        assert GT.node_margins(pats, y, D, z).mean() == pytest.approx(marg[z])
    assert (GT.node_margins(pats, y, D, z_m) > 0).all()
    yf = GT.flip_labels(pats, y, 0.2, rng)
    assert ((yf != y).sum() == round(0.2 * cfg["N"])) and (yf[pats < 2] == y[pats < 2]).all()
    assert (GT.node_margins(pats, yf, D, z_m) <= 0).mean() == pytest.approx(0.2)


def test_hinge_all_matches_forward_and_gcn_is_uniform() -> None:
    cfg, pats, y, D, z_m, _ = _small_graph(1)
    X, p, _, _ = P._setup(cfg, pats, 1)
    Dt, Y = torch.as_tensor(D), torch.as_tensor(y, dtype=torch.float64)
    agg = (Dt <= 2)
    h = GT.hinge_all(X, Y, Dt, p, agg)
    for n in (0, 5, 50):
        F, att = GT.forward(X, torch.tensor([n]), torch.nonzero(agg[n])[:, 0][None], Dt, p)
        assert float(h[n]) == pytest.approx(float(torch.clamp(1 - Y[n] * F[0].detach(), min=0)), abs=1e-12)
    GT.gcn_params(p)
    _, att = GT.forward(X, torch.tensor([3]), torch.nonzero(Dt[3] == z_m)[:, 0][None], Dt, p)
    assert torch.allclose(att, torch.full_like(att, 1 / att.shape[1]))


def test_plateau_mutant_excluded_on_ci_instance() -> None:
    """f(psi) is estimated on fresh graphs of the training graph's law: on the ci instance its 99 % interval lies
    above the 1.5 eps_0 mutant (so the search can kill it with the requirements granted), and it agrees with the
    transductive estimate over the unlabeled training-graph nodes (a second, much noisier path) within their joint
    CLT error."""
    m = P._t344_measure({"seed": 0, "flip": 0.2, "gamma_d": 0.4, "eps_S": 0.1}, Ctx())
    assert m.terms["labels"] >= m.terms["BT"]  # |L| >= BT (3.9): one pass over fresh labels (issue 32)
    assert m.quantities["eps0"] == pytest.approx(0.2, abs=0.01)  # N = 1200: a few discriminative nodes too
    assert m.terms["fresh_graphs_eps0_mean"] == pytest.approx(0.2, abs=0.01)
    lo, hi = m.lhs_interval
    assert np.isfinite([lo, hi]).all() and hi - lo < 0.1
    assert lo > P.T344_MUTANTS["1.5 eps_0 in place of 2 eps_0"](**m.quantities)
    se = float(np.hypot(m.stat.stderr, m.terms["transductive_test_hinge_se"]))
    assert abs(m.lhs - m.terms["transductive_test_hinge"]) < 3 * se
    assert P.CLAIMS[0].mutants == P.T344_MUTANTS


# --------------------------------------------------------------- batched replicas (issue #24) against one at a time

def _run_spec(cfg: dict, model: str, gamma_d: float, eps_S: float, seed: int) -> tuple:
    pats, y, D, z_m, _ = P._graph(cfg, gamma_d, eps_S, seed)
    X, p, lab, g = P._setup(cfg, pats, seed)
    Dt, Y = torch.as_tensor(D), torch.as_tensor(y, dtype=torch.float64)
    if model == "gt":
        return X, Y, Dt, lab, p, g, (Dt >= 1) & (Dt <= 2), ("WQ", "WK", "WV", "WO", "b")
    if model == "oracle":
        return X, Y, Dt, lab, p, g, Dt == z_m, ("WQ", "WK", "WV", "WO")
    return X, Y, Dt, lab, GT.gcn_params(p), g, Dt == z_m, ("WV", "WO")


def test_forward_replicas_and_hinge_match_single_model() -> None:
    cfg = P._config()
    runs = [_run_spec(cfg, "gt", 0.4, 0.1, 1), _run_spec(cfg, "oracle", 0.3, 0.0, 2)]
    pr = GT.stack_params([r[4] for r in runs])
    g = torch.Generator().manual_seed(0)
    nodes = torch.randint(0, cfg["N"], (2, 5), generator=g)
    S = torch.randint(0, cfg["N"], (2, 5, 7), generator=g)             # with repeats, as the sampler draws
    F = GT.forward_replicas(torch.stack([r[0] for r in runs]), nodes, S, torch.stack([r[2] for r in runs]), pr)
    for i, r in enumerate(runs):
        F1, _ = GT.forward(r[0], nodes[i], S[i], r[2], r[4])
        assert torch.allclose(F[i].detach(), F1.detach(), rtol=0, atol=1e-13)
    aggs = torch.stack([r[6] | torch.eye(cfg["N"], dtype=torch.bool) for r in runs])
    X, Y, Dt = (torch.stack([r[k] for r in runs]) for k in (0, 1, 2))
    h = GT.hinge_all_replicas(X, Y, Dt, pr, aggs)
    hl = GT.hinge_all_replicas(X, Y, Dt, pr, aggs, torch.stack([r[3] for r in runs]))
    for i, r in enumerate(runs):
        h1 = GT.hinge_all(r[0], r[1], r[2], r[4], aggs[i])
        assert torch.allclose(h[i], h1, rtol=0, atol=1e-13)
        assert torch.allclose(hl[i], h1[r[3]], rtol=0, atol=1e-13)


def test_train_masked_replicas_matches_train_masked() -> None:
    """GT, oracle and GCN runs of different graphs trained in ONE batched run: each replica's steps, hinge log and
    final parameters equal those of Algorithm 4 alone (``train_masked`` with the same generator) to 1e-10, also
    after replicas stop at different steps."""
    cfg = P._config()
    specs = [("gt", 0.3, 0.1, 5), ("gcn", 0.3, 0.1, 5), ("oracle", 0.2, 0.0, 7), ("gcn", 0.4, 0.2, 11)]
    kw = {"every": 10, "stop_below": 0.3}
    runs = [_run_spec(cfg, *s) for s in specs]
    pr = GT.stack_params([r[4] for r in runs])
    gens = [torch.Generator().set_state(r[5].get_state()) for r in runs]
    steps, logs = GT.train_masked_replicas(*(torch.stack([r[k] for r in runs]) for k in range(4)), pr, cfg["eta"],
                                           cfg["B"], 200, cfg["n_sample"], gens, torch.stack([r[6] for r in runs]),
                                           [r[7] for r in runs], **kw)
    assert len(set(steps)) > 1                                          # replicas stop at different steps
    for i, r in enumerate(runs):
        X, Y, Dt, lab, p, g, agg, train = r
        s1, log1 = GT.train_masked(X, Y, Dt, lab, p, cfg["eta"], cfg["B"], 200, cfg["n_sample"], g, agg,
                                   trainable=train, **kw)
        assert steps[i] == s1 and len(logs[i]) == len(log1)
        assert np.allclose(logs[i], log1, rtol=0, atol=1e-10)
        for k in ("WQ", "WK", "WV", "WO", "b"):
            assert torch.allclose(getattr(pr, k)[i].detach(), getattr(p, k).detach(), rtol=0, atol=1e-10)
        if "WQ" not in train:                                           # frozen parameters do not move
            assert float(pr.WQ[i].detach().abs().max()) == 0.0 and float(pr.b[i].detach().abs().max()) == 0.0


@pytest.mark.parametrize("cid", ["thesis.ch3.theorem3.4.8"])  # 3.4.6 is uniform in eta (r15_t346), no batch
def test_batch_members_replay_alone(cid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """measure_batch trains every member's grid in one batched run; each member measured alone (its own 16 runs,
    cache cleared) gives the same T* grid, exponent and interval (the engine replays a member through measure)."""
    small = {**P._grid_config(), "N": 200, "gammas": [0.4, 0.8], "seeds": 2, "T_max": 80}  # one pass: 160 >= 2 * 80
    monkeypatch.setattr(P, "_grid_config", lambda: small)
    monkeypatch.setattr(P, "_TSTAR_CACHE", {})
    claim = next(c for c in P.CLAIMS if c.id == cid)
    bm = claim.measure_batch({"seed": 3, "eps_S": 0.1}, Ctx(), 3)
    assert len(bm.members) == 3 and bm.members[0] == {"seed": 3, "eps_S": 0.1}
    assert list(bm.terms["eps_S_member"]) == [m["eps_S"] for m in bm.members]
    for i, mem in enumerate(bm.members):
        monkeypatch.setattr(P, "_TSTAR_CACHE", {})
        m = claim.measure(mem, Ctx())
        assert m.lhs == pytest.approx(float(bm.lhs[i]), abs=1e-12)
        assert m.lhs_interval[0] == pytest.approx(float(bm.lhs_interval[0][i]), abs=1e-12)
        key = "gcn_T_star_by_gamma" if cid.endswith("3.4.6") else "oracle_T_star_by_gamma"
        assert m.terms[key] == bm.terms[key][i] and m.terms["gt_T_star_by_gamma"] == bm.terms["gt_T_star_by_gamma"][i]
