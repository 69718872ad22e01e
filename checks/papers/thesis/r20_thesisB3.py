"""thesis, Appendix B (Lemma B.3.2, Chapter 3's graph transformer), round 20 continued (helper thesisB3): (B.152)
L4585 at t = 0.

thesis.ch3.eqB.152 draws up to t = 20 steps through r18_thesisB2._b152_instances (shared with (B.138), (B.147) and the
round-20 coefficient claims) and stays ``conditional``: its crossings there are small-B events (a batch with no mu_1
node). Lemma B.3.2 claims K(t), Q(t) > 0 for t = 0, 1, ..., T - 1, so t = 0 (the first step from the random
initialisation) is part of the statement; thesis.ch3.eqB.152-init checks it with its own strategy (one step, m drawn
log-uniform over [71, 4096] raised to M^2 ln N, B up to 2048, the path to B = 8192 on one network):

- K(0) = <W_Q^(1) x_j - W_Q^(0) x_j, q_1(0)>/||q_1(0)||^2 and Q(0) = <W_K^(1) x_j - q_1(0), q_1(0)>/||q_1(0)||^2
  (thesis.ch3.eqB.152's natural witnesses, x_j = mu_1 = e_0), readings: the norm witnesses of (B.20)/(B.21) and the
  unique coordinates of the one-hot updates in the basis q_l(0) = W_K^(0) e_l (r_l(0) for the W_K update:
  r20_thesisB's A[0, 0], C[0, 0]).

At t = 0 the W_O rows are N(0, xi^2) and a_i = +-1/sqrt(m): the q_1 component of the W_Q gradient is a sum over the
neurons of a_i 1[W_O(i) V > 0] W_O(i) W_V (...) terms of either sign, whose sign is that of the initialisation, not of
the lucky neurons the proof's induction assumes; the batch only averages the nodes, so as B grows K(0) tends to the
full-batch value of that network, negative for about half the networks at every width."""

from __future__ import annotations

import functools
import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r17_thesisB as B17
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r20_thesisB3.py::"

B_END = 8192   # the B path's end: m is raised to M^2 ln N on the copies of B = 8192 (one network along the path)


def t0_params(m_second: int) -> tuple[Param, Param, Param]:
    """The domain's t, B and m of the t = 0 graph-transformer claims: t = 0, B along one network to B_END (K copies
    of the graph), m drawn on [71, 4096] and raised on the copies; ``m_second`` the width of the claim's second path."""
    return (
        Param("t", 0, 0, integer=True, text="t = 0 (the first of t = 0, 1, ..., T - 1)"),
        Param("B", 1, INF, integer=True, far=B_END, text="batch B ('B >= Omega(eps^-2 log N)')",
              unreached=f"B in [2, 2048] drawn, to {B_END} on the path (K copies of the graph keep |L| >= 2B)"),
        Param("m", 71, INF, integer=True, far=4096, text="m >= Omega(M^2 log N)",
              unreached=f"m in [71, 4096] drawn, raised to M^2 ln N on the copies; m = {m_second} in the second path"),
    )


@functools.lru_cache(maxsize=32)
def _first_step(seed: int, m: int, B: int, eta: float) -> dict:
    """thesis.ch3.eqB.210's graph transformer (r16_thesisAB2._gt_start: Section 3.5.1 graph, N = 80 K nodes inside |L|
    >= B (t + 1), M = 4, one-hot tokens, b_0 fixed at 1), one step of Algorithm 4 (batch B with replacement, the SPD
    1..2 sampler) from the initialisation. For the mu_1 token e_0: the projections K, Q on q_1(0) = W_K^(0) e_0, the
    norm witnesses, the unique coordinates A[0, 0] (W_Q update in the basis q_l(0) = W_K^(0) e_l) and C[0, 0] (W_K
    update in r_l(0) = W_Q^(0) e_l), the fits' residuals, the update scale and whether the batch holds a mu_1 node."""
    import numpy as np
    import torch

    from thmcheck.models import graph_transformer as GT

    inst = {"seed": seed, "m": m, "B": B, "t": 1, "eta": eta}
    with GT.single_thread():
        cfg, pats, y, Dt, nb, X, p, lab, g, _act = R16B._gt_start(inst, seed)
        M = int(cfg["M"])
        E = torch.eye(X.shape[1], dtype=X.dtype)[:, :M]
        e0 = E[:, 0]
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
            Qb, Rb = (p.WK @ E).clone(), (p.WQ @ E).clone()
        gs = torch.Generator()
        gs.set_state(g.get_state())
        idx = lab[torch.randint(0, len(lab), (B,), generator=gs)].numpy()
        has1 = bool((np.asarray(pats)[idx] == 0).any())
        GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, eta, B, 1, cfg["n_sample"], g, nb)
        with torch.no_grad():
            dQ, dK = p.WQ @ E - Rb, p.WK @ E - Qb
            q1, r1 = Qb[:, 0], Rb[:, 0]
            n2 = float(q1 @ q1)
            K = float(dQ[:, 0] @ q1) / n2
            Q = float(dK[:, 0] @ q1) / n2
            Kn = float((q1 + dK[:, 0]) @ (q1 + dK[:, 0])) / n2 - 1.0
            Qn = float((r1 + dQ[:, 0]) @ (r1 + dQ[:, 0])) / float(r1 @ r1) - 1.0
            A = torch.linalg.lstsq(Qb, dQ).solution.T
            C = torch.linalg.lstsq(Rb, dK).solution.T
            res = max(float(torch.linalg.norm(Qb @ A.T - dQ)) / max(float(torch.linalg.norm(dQ)), 1e-300),
                      float(torch.linalg.norm(Rb @ C.T - dK)) / max(float(torch.linalg.norm(dK)), 1e-300))
            scale = (float(torch.linalg.norm(dQ[:, 0])) + float(torch.linalg.norm(dK[:, 0]))) / math.sqrt(n2)
        del e0
    return {"K": K, "Q": Q, "Kn": Kn, "Qn": Qn, "A00": float(A[0, 0]), "C00": float(C[0, 0]), "res": res,
            "scale": scale, "has_mu1": has1}


def first_step(inst: dict) -> dict:
    return _first_step(int(inst["seed"]), int(inst["m"]), int(inst["B"]), float(inst["eta"]))


def _init_measure(inst: dict, ctx: Ctx, which: str = "proj") -> Measurement:  # noqa: ARG001
    """lhs = min(K(0), Q(0)) (the display needs K(0)(1 - lambda) > 0 with lambda < 1, i.e. K(0) > 0, and Q(0) > 0);
    ``which``: 'proj' (thesis.ch3.eqB.152's q_1(0) projections), 'norm' ((B.20)/(B.21)'s norm witnesses), 'coord'
    (the unique coordinates A[0, 0], C[0, 0] of the one-hot updates). ``exact``: the sign is negative by far more than
    the rounding of the projections (1e-9 of the update's scale; the coordinate fits' residuals below 1e-9)."""
    terms = R16B.gt80_terms(inst)
    if terms["m_minus_M2lnN"] < 0 or terms["L_minus_Bt"] < 0:   # outside the hypotheses: rejected by them, not run
        return Measurement(0.0, {}, {"not run (outside m >= M^2 ln N or |L| >= BT)": 1, **terms}, exact=False)
    r = first_step(inst)
    k, q = {"proj": ("K", "Q"), "norm": ("Kn", "Qn"), "coord": ("A00", "C00")}[which]
    v = min(r[k], r[q])
    exact = v < 0 and -v > 1e-9 * max(r["scale"], 1e-300) and (which != "coord" or r["res"] < 1e-9)
    return Measurement(v, {}, {"K(0) (B.134) projection": r["K"], "Q(0) (B.151) projection": r["Q"],
                               "K(0) norm": r["Kn"], "Q(0) norm": r["Qn"], "K(0) coordinate A[0, 0]": r["A00"],
                               "Q(0) coordinate C[0, 0]": r["C00"], "fit residual": r["res"],
                               "update scale": r["scale"], "batch holds a mu_1 node": int(r["has_mu1"]),
                               **terms}, exact=exact)


@st.composite
def _init_instances(draw: st.DrawFn) -> dict:
    """seed; m log-uniform on [71, 4096] (atom 177) raised to M^2 ln N on the K copies |L| >= B (t + 1) needs
    (gt80_lift, t = 1: the step t = 0 and nothing after); B log-uniform on [2, 2048] (atom 512); eta in {0.05, 0.1,
    0.2} (K(0), Q(0) are eta times the first gradient's projections: the sign does not depend on eta)."""
    return R16B.gt80_lift({"seed": draw(SEEDS),
                           "m": int(draw(st.one_of(st.just(177.0), log_uniform(71.0, 4096.0)))),
                           "B": int(draw(st.one_of(st.just(512), log_uniform(2.0, 2048.0)))), "t": 1,
                           "eta": draw(st.sampled_from([0.2, 0.1, 0.05]))})


CLAIMS.append(Claim(
    id="thesis.ch3.eqB.152-init", paper=PAPER, kind="step", comparison=">",
    source=_src("(B.152), proof of Lemma B.3.2, App. B, L4585; K(t): (B.134) L4500, Q(t): (B.151) L4581; Lemma B.3.2 "
                "L3979 ('there exists K(t), Q(t) > 0, t = 0, 1, ..., T-1'); Theorem 3.4.4's m >= Omega(M^2 log N), "
                "B >= Omega(eps^-2 log N)"),
    statement="(B.152): Q(t) >= K(t)(1 - lambda) > 0, for lambda < 1, at t = 0 (Lemma B.3.2: t = 0, 1, ..., T - 1), with "
              "thesis.ch3.eqB.152's natural witnesses K(0) = <Delta W_Q x_j, q_1(0)>/||q_1(0)||^2, Q(0) = <Delta W_K "
              "x_j, q_1(0)>/||q_1(0)||^2 (the q_1(0) coefficients of the first W_Q and W_K updates of the mu_1 token, "
              "(B.134), (B.151)): min(K(0), Q(0)) > 0, on thesis.ch3.eqB.210's graph transformers at their random "
              "initialisation, inside |L| >= BT and m >= M^2 ln N.",
    statement_tex=r"Q(0) \geq K(0)(1 - \lambda) > 0",
    bound=B17.b118_zero, measure=_init_measure, strategy=_init_instances(),
    assumptions=R16B.GT80_ASSUMPTIONS,
    readings=(Reading("norm witnesses", "1 + K(0) = ||W_K^(1) x_j||^2 / ||W_K^(0) x_j||^2 ((B.20)) and 1 + Q(0) = "
                      "||W_Q^(1) x_j||^2 / ||W_Q^(0) x_j||^2 ((B.21))", bound=B17.b118_zero,
                      measure=(lambda inst, ctx: _init_measure(inst, ctx, "norm"))),
              Reading("basis coordinates", "K(0) = A[0, 0], the unique q_1(0) coordinate of W_Q^(1) e_0 - W_Q^(0) e_0 "
                      "in the basis q_l(0) = W_K^(0) e_l (one-hot tokens), Q(0) = C[0, 0] in r_l(0) = W_Q^(0) e_l "
                      "(r20_thesisB's coordinates)", bound=B17.b118_zero,
                      measure=(lambda inst, ctx: _init_measure(inst, ctx, "coord")))),
    eventually=("B",),
    directions=(
        R16B.gt80_b_direction(
            B_END, (8, 32, 128, 512, 1024, 2048, 4096, B_END),
            reason="B >= Omega(eps^-2 log N) carries a hidden constant: the crossing must persist as B grows "
                   "(it tends to the full-batch value of the same network)"),
        Direction("m -> inf, seed, eta", "m", INF, how="search",
                  reason="m >= Omega(M^2 log N) carries a hidden constant; m is drawn log-uniform on [71, 4096] with "
                         "the seed (a new width is a new random network, so no path of one network along m exists: "
                         "the search draws the sign's law at every width; the second path goes to m = 8000)"),
    ),
    domain=(
        *t0_params(8000),
        Param("eta", 0, INF, lo_closed=False, far=0.2, text="step size eta",
              unreached="eta in {0.05, 0.1, 0.2}: K(0), Q(0) are eta times the first gradient's, the sign is eta's "
                        "for every eta > 0"),
    ),
    expect="erratum",
    evidence="Sign crossing at t = 0 that persists as B grows (and at every width drawn): at the random initialisation "
             "K(0) and Q(0) take the sign of the network's draw, negative for about half of the networks. Seed 1, m = "
             "177, eta = 0.2: K(0) = -5.1e-5, -4.6e-5, -4.4e-5 and Q(0) = -6.8e-5, -6.1e-5, -5.7e-5 at B = 32, 512, "
             "2048 (|L| - 2B >= 0 on K copies); B = 32 / 512 / 2048 on seeds 0-5, eta = 0.2: min(K(0), Q(0)) < 0 on "
             "5 of 6 seeds at every B at m = 177 (seeds 0, 1, 3, 4, 5; seed 2 positive at every B), 3 of 6 at m = "
             "512 (seeds 1, 2, 3), 2-3 of 6 at m = 2048, 5 of 6 at m = 4096 (seed 5: -2.9e-4, -2.1e-4, -2.0e-4): the "
             "sign is fixed along B for a given network (the batch only averages the nodes) and does not turn "
             "positive as m grows. K(0) is eta times the first gradient's projection, so every eta > 0 alike. The "
             "norm witnesses and the basis coordinates A[0, 0], C[0, 0] cross alike (A[0, 0] agrees with K(0) to a "
             "few %). Mechanism: at t = 0 the W_O rows are N(0, xi^2) and a_i = +-1/sqrt(m), so the q_1 component of "
             "the attention gradient is a sum of terms of either sign over the neurons (no lucky-neuron dominance "
             "yet, which the proof's (B.134) expansion assumes). Second path (tests/test_thesis_r20_thesisB3.py, the "
             "own numpy model of tests/gt_own.py, full-batch first step = the B -> inf limit, own projections and "
             "least-squares coordinates): min(K(0), Q(0)) < 0 on 4 / 5 / 6 / 3 of seeds 0-7 at m = 177, 450, 2000, "
             "8000, linear in eta. ci: seed 0, m = 177, eta = 0.2: min(K(0), Q(0)) = -6.6e-5 at B = 512, -6.8e-5 at "
             "B = 8192 (5 path points over 1.2 decades, every one crossing).",
    no_correction_reason="the sign of K(0) is the random initialisation's (about half of the networks at every m and "
                         "B); a correction would have to start Lemma B.3.2's induction after a warm-up in which the "
                         "lucky neurons' W_O rows dominate (or condition on the initialisation), which changes the "
                         "lemma and the theorem's probability",
    second_path=SP + "test_b152_init_K0_negative_full_batch_own_model",
    mutants={"> 1 (a wrong scale)": B17.b118_mut}, auto_mutant=False,
    notes="Round 20 (thesisB3): thesis.ch3.eqB.152's own strategy at t = 0 (it does not share "
          "r18_thesisB2._b152_instances, which eqB.138, eqB.147 and r20_thesisB's coefficient claims use). The "
          "round-20 probes (thesisB, thesisB2) found min(K(0), Q(0)) < 0 in 15 of 24 (seed, m) pairs at B = 512, "
          "persisting along B; eqB.152's own search stays at t <= 20 with m <= 512 from the shared strategy.",
    settings={"ci": {"max_examples": 3, "budget_s": 4.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.5},
              "dev": {"max_examples": 30, "path_starts": 2, "path_decades": 1.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch3.eqB.152-init': 'auditor C: confirmed',
}, 'docs/audits/round20/thesis.md')
