"""thesis, round 23 (helper undecidedC): the `conditional` verdicts that grant a computable hypothesis.

- thesis.ch3.eqB.64-eta: (B.64) L4151 ('Hence, for all n in V_d, f_N(Psi) <= eps') after Theorem 3.4.4's training with
  T = C eta^{-1/2}(1 - 2 eps_0)^{-1/2}(1 - delta)^{-1/2} ((3.8) with its Theta constant C) along eta -> 0 with C
  growing, B = ceil(eps^-2 ln N), m = ceil(M^2 ln N) and |L| >= BT checked (N grows with T). thesis.ch3.eqB.64 grants
  (3.8)'s constant at eta = 0.2; here the constant is a path parameter: for every constant, the run's eta T = C
  eta^{1/2} (...) -> 0 and the weights barely move. lhs = the LEAST V_d hinge over the run's checkpoints t = 0 .. T, so
  a crossing at C covers every T <= C (...) (every Theta band whose upper constant is at most C).
(thesis.ch2.eqA.43-trained, the other verdict this round settled, is re-encoded in place in r18_thesisA.)

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Second paths in ``tests/test_thesis_r23_undecidedC.py``."""

from __future__ import annotations

import math
from functools import lru_cache

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r17_thesisB as B17
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, ProfilePoints, _slack, _src
from thmcheck.checks.profiles import active_profile

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r23_undecidedC.py::"

ETA0 = 0.2                     # thesis.ch3.eqB.64's step size: the path starts there with C = 1
B64E_N_CAP = 8000             # the dense SPD matrix of a larger graph costs > 0.5 GB and minutes (eps = 0.3 at eta = 0.002)


def _eta_floor() -> float:
    """The smallest eta run: ci's path end 0.02 (N = 2134 at eps = 0.8), dev/deep's 0.006 (N <= ~5000 at eps = 0.5)."""
    return 0.02 if active_profile() == "ci" else 0.006


def b64e_const(eta: float) -> float:
    """The Theta constant of (3.8) along the path: C = (ETA0/eta)^{1/4} (1 at eta = 0.2, unbounded as eta -> 0)."""
    return (ETA0 / eta) ** 0.25


def b64e_N(eta: float, eps: float) -> int:
    """The graph size along the path: at least 1200 C (thesis.ch3.eqB.64's N = 1200 times the constant, so that |L|
    outgrows (3.9)'s Omega((1 + delta_zm^2) log N / (...)^2) term for every constant), and |L| = 0.8 N >= B T with
    room: T <= C 1.6 eta^{-1/2} + 1 (eps_0 <= 0.25 and delta <= 0.2 bound (3.8)'s other factors by 1.6), B =
    ceil(C eps^-2 ln N)."""
    C = b64e_const(eta)
    T = C * 1.6 * eta ** -0.5 + 1
    N = math.ceil(1200 * C)
    while 0.8 * N < math.ceil(C * eps ** -2 * math.log(N)) * T:
        N = int(N * 1.1)
    return N


@lru_cache(maxsize=8)
def _b64e_graph(N: int, gamma_d: float, eps_S: float, seed: int, flip: float) -> tuple:
    """thesis.ch3.eqB.64's graph (ch3_training_grids._graph at N nodes, labels flipped as r17_thesisB.b64_run), cached:
    the path's points at one N share it. Returns (cfg, pats, flipped labels, D, consistent-node mask)."""
    from thmcheck.checks.papers.thesis.ch3_training_grids import _graph, _t344_config
    from thmcheck.models import graph_transformer as GT

    cfg = {**_t344_config(), "N": N}
    pats, y, D, z_m, rng = _graph(cfg, gamma_d, eps_S, seed)
    yf = GT.flip_labels(pats, y, flip, rng)
    cons = GT.node_margins(pats, yf, D, z_m) > 0
    return cfg, pats, yf, D, cons, int(z_m)


def b64e_run(inst: dict) -> dict:
    """thesis.ch3.eqB.64's run (r17_thesisB.b64_run: Theorem 3.4.4's graph law and model, 80 % labelled, one pass of
    SGD over fresh labels, flipped labels, B = ceil(eps^-2 ln N), m = ceil(M^2 ln N)) at step size eta for T =
    ceil(C eta^{-1/2}(1 - 2 eps_0)^{-1/2}(1 - delta)^{-1/2}) steps, C = inst["C"], eps_0 measured (1 - |V_d|/N); the
    run in numpy (r15_t346.gt_tstar_np, the trainer of thesis.ch3.lemma3.4.5, equal to GT.train_masked's run:
    tests/test_thesis_r15_t346.py), the hinge over the labeled nodes of V_d (T^n = distance 1..2 and n) at t = 0, T/2
    and T; returns the least of them."""
    import numpy as np
    import torch

    from thmcheck.checks.papers.thesis.ch3_training_grids import _setup
    from thmcheck.checks.papers.thesis.r15_t346 import gt_forward_all_np, gt_tstar_np

    N, eps, eta, C = int(inst["N"]), float(inst["eps"]), float(inst["eta"]), float(inst["C"])
    if eta < _eta_floor() * (1 - 1e-9):  # only the path's extension beyond its grid gets here
        raise SolverFailure(f"eta = {eta:.3g} below the smallest step size run here ({_eta_floor()}; N = {N}): not "
                            "measured")
    if N > B64E_N_CAP:
        raise SolverFailure(f"N = {N} nodes beyond the graphs built here ({B64E_N_CAP}: the dense SPD matrix); not "
                            "measured")
    cfg, pats, yf, D, cons, z_m = _b64e_graph(N, float(inst["gamma_d"]), float(inst["eps_S"]), int(inst["seed"]),
                                               float(inst["flip"]))
    cfg = {**cfg, "m": math.ceil(C * cfg["M"] ** 2 * math.log(N)), "n_sample": math.ceil(C * cfg["n_sample"])}
    B = math.ceil(C * eps ** -2 * math.log(N))
    X, p, _, g = _setup(cfg, pats, int(inst["seed"]))
    lab = torch.randperm(N, generator=g)[: int(N * cfg["lab_frac"])].numpy()
    eps0 = float(1 - cons.mean())
    T38 = eta ** -0.5 * max(1 - 2 * eps0, 1e-12) ** -0.5 * (1 - cfg["delta"]) ** -0.5
    T = math.ceil(C * T38)
    Dm = (D == z_m).sum(1)
    L39 = (1 + float(Dm.max()) ** 2) * math.log(N) / max(1 - 2 * float(inst["eps_S"]) * (1 - float(inst["gamma_d"]))
                                                          - cfg["sigma"], 1e-12) ** 2
    out = {"labels": len(lab), "BT": B * T, "B": B, "T": T, "m": cfg["m"], "M": cfg["M"], "N": N, "eps": eps,
           "eta": eta, "C": C, "eps_0 (1 - |V_d|/N)": eps0, "T (3.8) at constant 1": T38, "z_m": z_m,
           "eta T": eta * T, "|S^{n,t}|": cfg["n_sample"], "B / (eps^-2 ln N)": B * eps ** 2 / math.log(N),
           "m / (M^2 ln N)": cfg["m"] / (cfg["M"] ** 2 * math.log(N)), "T / (3.8) at constant 1": T / T38,
           "|L| / (3.9)'s Omega term at constant 1": len(lab) / L39, "delta_zm": int(Dm.max())}
    if len(lab) < B * T:
        return {**out, "hinge": 0.0, "V_d hinge at t = 0, T/2, T": []}
    X_np, a_np, y64 = X.numpy(), p.a.detach().numpy(), yf.astype(np.float64)
    samp = (D >= 1) & (D <= 2)
    full = samp.copy()
    np.fill_diagonal(full, True)
    Dc = np.clip(D, 0, cfg["Z"] - 1)
    ev = lab[cons[lab]]
    W = tuple(t.detach().numpy().copy() for t in (p.WQ, p.WK, p.WV, p.WO, p.b))

    def vd_hinge(W: tuple) -> float:
        F = gt_forward_all_np(X_np, Dc, full, ev, W, a_np)
        return float(np.maximum(1.0 - y64[ev] * F, 0.0).mean())

    hs, done = [vd_hinge(W)], 0
    for upto in (math.ceil(T / 2), T):
        if upto > done:
            W = tuple(gt_tstar_np(X_np, y64, D, samp, lab[done * B: upto * B], W, a_np, eta, B, upto - done,
                                  cfg["n_sample"], g, 0, -math.inf, return_weights=True)[2])
            done = upto
            hs.append(vd_hinge(W))
    return {**out, "hinge": float(np.min(hs)), "V_d hinge at t = 0, T/2, T": [round(h, 4) for h in hs]}


def _b64e_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = b64e_run(inst)
    return Measurement(r["hinge"], {"eps": r["eps"]}, {k: v for k, v in r.items() if k != "hinge"})


B64E_ETA = ProfilePoints((0.2, 0.1, 0.05, 0.02), (0.2, 0.1, 0.05, 0.02, 0.01, 0.006))


def _b64e_move(inst: dict, t: float) -> dict:
    """eta = t, the Theta constant C = (0.2/eta)^{1/4} and N = b64e_N(eta, eps) (B, m, |S^{n,t}| scale with C)."""
    return {**inst, "eta": float(t), "C": b64e_const(float(t)), "N": b64e_N(float(t), float(inst["eps"]))}


@st.composite
def _b64e_instances(draw: st.DrawFn) -> dict:
    """thesis.ch3.eqB.64's draw (seed, flip 0.2 first, gamma_d, eps_S) with eps in {0.8 (first), 0.5} and eta
    in {0.2 (first), 0.05, 0.02} (C and N by the path's rule at that eta)."""
    from thmcheck.checks.papers.thesis.ch3_training_grids import _t344_instances

    inst = draw(_t344_instances())
    eps = draw(st.sampled_from([0.8, 0.5]))
    return _b64e_move({**inst, "eps": eps}, draw(st.sampled_from([0.2, 0.05, 0.02])))


CLAIMS.append(Claim(
    id="thesis.ch3.eqB.64-eta", paper=PAPER, kind="step", comparison="<=", catalog_id="thesis.ch3.eqB.64",
    source=_src("(B.64), proof of Theorem 3.4.4, App. B.3, L4151 ('Hence, for all n in V_d', L4149); (3.8), (3.9) of "
                "Theorem 3.4.4; f_N: (3.3) L783; V_d: Assumption 3.4.2 L828"),
    statement="(B.64): 'if B >~ eps^-2 log N ... Hence, for all n in V_d, f_N(Psi) <= eps' after Theorem 3.4.4's "
              "training: T = Theta(eta^-1/2 (1-2eps_0)^-1/2 (1-delta)^-1/2) (3.8), m >= Omega(M^2 log N), B >= "
              "Omega(eps^-2 log N), |S^{n,t}| >= Omega(1), |L| >= max{Omega(...), BT} (3.9), every step size eta > 0. "
              "Checked along eta -> 0 with every hidden constant grown together (C = (0.2/eta)^{1/4}: T = ceil(C "
              "(3.8)), m = ceil(C M^2 ln N), B = ceil(C eps^-2 ln N), |S^{n,t}| = ceil(10 C), N >= 1200 C and |L| >= "
              "BT checked); lhs = the least hinge over the labeled nodes of V_d at t = 0, T/2, T.",
    statement_tex=r"f_N(\Psi) \leq \epsilon \quad (n \in \mathcal{V}_d)",
    bound=B17.b64_eps, measure=_b64e_measure, strategy=_b64e_instances,
    constants="hypotheses", eventually=("C",),
    assumptions=(Assumption("|L| >= BT (3.9)", "one pass over fresh labels (checked)", lambda q: q["labels"] - q["BT"]),
                 Assumption("B >= C eps^-2 ln N", "the batch at the path's constant C >= 1 (checked)",
                            _slack("B / (eps^-2 ln N)", 1.0)),
                 Assumption("m >= C M^2 ln N", "the width at the path's constant (checked)", _slack("m / (M^2 ln N)", 1.0)),
                 Assumption("T >= C (3.8)", "T = ceil(C eta^-1/2 (1-2eps_0)^-1/2 (1-delta)^-1/2), eps_0 measured "
                            "(checked)", _slack("T / (3.8) at constant 1", 1.0)),
                 Assumption("eps_0 < 1/2", "Theorem 3.4.4's eps_0 in (0, 1/2), eps_0 = 1 - |V_d|/N measured",
                            lambda q: 0.5 - q["eps_0 (1 - |V_d|/N)"])),
    directions=(
        Direction("eta -> 0 with (3.8)'s constant C = (0.2/eta)^{1/4} and B, m, |S^{n,t}|, N scaled by C", "eta", 0.0,
                  move=_b64e_move, points=B64E_ETA, grows=("C",),
                  reason="Theorem 3.4.4 leaves eta free and hides the constants of T, m, B, |S^{n,t}| and |L|: a "
                         "crossing must persist as every constant grows; ci walks eta = 0.2 .. 0.02 (C = 1 .. 1.78, N "
                         "= 1200 .. 2134), dev to 0.006 (C = 2.37)"),
        Direction("eps", "eps", 0.0, how="search", reason="eps in {0.8, 0.5} drawn (smaller eps: B = C eps^-2 ln N "
                  "makes N ~ B T grow like eps^-2, past the 8000-node graphs along the path; a smaller eps only makes "
                  "the crossing (hinge ~1 > eps) wider)"),
    ),
    domain=(
        Param("eta", 0, INF, lo_closed=False, text="step size eta > 0 (Theorem 3.4.4 leaves it free)",
              unreached="eta in {0.2, 0.05, 0.02} drawn, to 0.02 on ci's path and 0.006 on dev's (N <= 8000); "
                        "0.002 and 6.3e-4 (N = 6721, 23238) by hand (evidence)"),
        Param("eps", 0, 1, lo_closed=False, hi_closed=False, text="eps in (0, 1)",
              unreached="eps in {0.5, 0.8} (cost: N ~ eps^-2 along the path; eps >= the initial V_d hinge ~0.999 "
                        "cannot cross)"),
        Param("C", 1, INF, text="the hidden constants of (3.8), m, B, |S^{n,t}|, |L| (one C for all)",
              unreached="C <= 1.78 on ci's path, 2.37 on dev's, 4.22 by hand"),
    ),
    mutants={"eps/10": B17.b64_mut},
    expect="erratum",
    evidence="(B.64) is false as printed for every value of Theorem 3.4.4's hidden constants: (3.8) lets T grow "
             "only like eta^{-1/2}, so at a fixed constant C the run's total movement eta T = C eta^{1/2} (1 - 2 eps_0)"
             "^{-1/2} (1 - delta)^{-1/2} -> 0 as eta -> 0 and the V_d hinge stays at its initial value ~0.999 > eps. "
             "ci path (seed 0, flip 0.2, gamma_d 0.4, eps_S 0.1, eps = 0.8; eps_0 = 0.20 measured, z_m = 2): eta = "
             "0.2, 0.1, 0.05, 0.02 with C = 1, 1.19, 1.41, 1.78 (N = 1200, 1428, 1698, 2134; B = 12 .. 22, m = 114 .. "
             "218, |S^{n,t}| = 10 .. 18, T = 4, 7, 10, 18): least V_d hinge over t = 0, T/2, T = 0.980, 0.984, 0.991, "
             "0.993 > 0.8 (eta T = 0.8 .. 0.36); further (dev's grid and beyond, same instance): eta = 0.006 (C = 2.37, "
             "N = 2846): 0.9925; 0.002 (C = 3.16, N = 6721, T = 103, B = 41): 0.9948; 6.3e-4 (C = 4.22, N = 23238): "
             "0.9982. Every hypothesis is checked at each point with the constant C: B >= C eps^-2 ln N, m >= C M^2 "
             "ln N, T >= C (3.8), |L| >= BT (one pass over fresh labels), eps_0 < 1/2; (3.9)'s Omega((1 + "
             "delta_zm^2) log N / (1 - 2 eps_S (1 - gamma_d) - sigma)^2) term at constant 1 is NOT met (|L| / it = "
             "0.0024 at N = 1200, delta_zm = 187; it grows like N / ln N along the path, so every constant is met "
             "eventually), but it cannot matter: one-pass SGD reads only the B T labels it trains on, whatever |L| "
             "is. The hinge falls monotonically over each run (8 checkpoints, torch trainer GT.train_masked: "
             "0.9986 -> 0.9811 at eta = 0.2, 0.9989 -> 0.9949 at eta = 0.002), so the least over t <= T = C (3.8) "
             "covers every T' <= T as well: every Theta band of (3.8) whose upper constant is at most C. Same "
             "mechanism as thesis.ch3.theorem3.4.4.iterations (erratum, audited round 15: eta T* = Theta(1), not "
             "eta^{1/2} T*), here through the proof display that concludes the training. thesis.ch3.eqB.64 (eta = "
             "0.2, the N path at fixed constants) stays conditional on its own span. Second path: "
             "tests/test_thesis_r23_undecidedC.py::test_b64_eta_own_model_crosses (the own numpy GT of "
             "tests/gt_own.py, hand-written gradient, full aggregation: V_d hinge 0.983, 0.990, 0.992 at eta = 0.2, "
             "0.02, 0.006 with C = 1, 1.78, 2.37).",
    no_correction_reason="the step needs eta T = Theta(1) iterations (T = Theta(eta^-1 ...), as the audited "
                         "correction of thesis.ch3.theorem3.4.6 prints for the GCN); with that T the display is "
                         "thesis.ch3.eqB.64's (conditional on its constants): no bound on the hinge replaces eps",
    second_path=SP + "test_b64_eta_own_model_crosses",
    settings={"ci": {"max_examples": 1, "budget_s": 10.0, "min_valid": 1, "shrink": False, "followup": 0,
                     "path_starts": 1},
              "dev": {"max_examples": 6, "min_valid": 1}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch3.eqB.64-eta': 'auditor A: confirmed',
}, 'docs/audits/round23/thesis.md')
