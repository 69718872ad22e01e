"""thesis, Chapter 3 (graph transformer with relative PE), Section 3.4: Lemma 3.4.5 (attention mass by node type)
and Lemma 3.4.7 (winning margins), with the records of Definitions 3.4.1, 3.4.3 and Assumption 3.4.2. The training
grids of Theorems 3.4.4, 3.4.6 and 3.4.8 are in ``ch3_training_grids``.

Catalog: ``shared/claims/thesis_ch2-4.md``; paper: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in
``thmcheck.bounds.thesis.ch3``; models ``thmcheck.models.graph_transformer``.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch3 as B
from thmcheck.bounds.thesis import common as BC
from thmcheck.checks.claim import (
    Assumption,
    Claim,
    Ctx,
    Direction,
    Measurement,
    Reading,
    SolverFailure,
    uncertified,
)
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import (
    INF,
    PAPER,
    _assemble,
    _directions,
    _src,
)
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS, with_edges
from thmcheck.models import graph_transformer as GT
from thmcheck.models.spd_hops import spd_hops

_REAL: list[Claim] = []


# ------------------------------------------------------------------------- Lemma 3.4.7, L917-L923

@st.composite
def _l347_instances(draw: st.DrawFn, margins: str = "counts") -> dict:
    """Section 3.5.1 graph (N, M patterns, gamma_d, degree, eps_S over the printed ranges the experiments use),
    every discriminative node given >= 2 own-pattern neighbours (GT.add_same_pattern_edges: without it a node can
    have Delta_n = 0 and break Assumption 3.4.2), Algorithm 4 from b = 0. ``margins``: how Definition 3.4.1's
    Delta_n(z) is read (absolute counts as printed, or fractions of N_z^n)."""
    inst = {"seed": draw(SEEDS), "N": draw(st.integers(80, 140)), "M": draw(st.integers(4, 6)),
            "gamma_d": draw(with_edges(st.floats(0.2, 0.8), 0.2, 0.8)), "deg": draw(st.integers(6, 12)),
            "eps_S": draw(with_edges(st.floats(0.0, 0.3), 0.0, 0.3)), "chunks": 3, "eta": 0.05,
            "B": 4, "n_sample": 10, "d": 6, "Z": 4, "margins": margins}
    return {**inst, **_l347_scaled(draw(st.sampled_from([0.1, 1.0])))}


L347_T0, L347_M0 = 300, 40  # steps per chunk (3 chunks) and width at scale 1
L347_LAB_FRAC = 0.8  # the labelled share of the nodes (|L| = 0.8 N)
L347_N_CAP = 6000  # an N x N int64 SPD matrix: 288 MB at the cap


def _l347_scaled(scale: float) -> dict:
    """T (steps per chunk) and m at path scale s: T = 300 s, m = 40 s (the 'large enough' parameters of (3.8) and
    Theorem 3.4.4's m >= Omega(M^2 log N))."""
    return {"scale": float(scale), "T": max(1, round(L347_T0 * scale)), "m": max(2, round(L347_M0 * scale))}


def _l347_move(inst: dict, t: float) -> dict:
    return {**inst, **_l347_scaled(t)}


def _l347_cap() -> float:
    """The largest path scale a profile pays for (ci/dev: the drawn scales; deep: 10x, ~100x the ci cost)."""
    return 10.0 if active_profile() == "deep" else 1.0


def _l347_margins(pats: np.ndarray, y: np.ndarray, D: np.ndarray, how: str) -> dict[int, float]:
    if how == "counts":
        return GT.winning_margins(pats, y, D, [1, 2])
    out = {}
    for z in (1, 2):
        rel, conf = GT.node_margins(pats, y, D, z), (D == z).sum(1)
        out[z] = float(np.mean(rel / np.maximum(conf, 1)))
    return out


def _l347_measure(inst: dict, ctx: Ctx) -> Measurement:
    if float(inst.get("scale", 1.0)) > _l347_cap() + 1e-12:
        raise SolverFailure(f"path scale {inst['scale']:g} (T = {inst['T']} x 3, m = {inst['m']}) is past this "
                            f"profile's cap {_l347_cap():g}")
    rng = np.random.default_rng(inst["seed"])
    BT = int(inst["B"]) * int(inst["T"]) * int(inst["chunks"])
    N = max(int(inst["N"]), math.ceil(BT / L347_LAB_FRAC))  # |L| = 0.8 N >= BT (3.9): one pass over fresh labels
    if N > L347_N_CAP:
        raise SolverFailure(f"N = {N} nodes (|L| >= BT = {BT}) is past the cap {L347_N_CAP} (an N x N SPD matrix)")
    pats, y, adj = GT.build_graph(N, inst["M"], inst["gamma_d"], inst["deg"], inst["eps_S"], rng)
    GT.add_same_pattern_edges(adj, pats, 2, rng)
    D = GT.spd_matrix(adj, cap=inst["Z"] - 1)
    marg = _l347_margins(pats, y, D, inst["margins"])
    z_m = max(marg, key=marg.get)
    eps0 = float(np.mean(GT.node_margins(pats, y, D, z_m) <= 0))
    g = torch.Generator().manual_seed(inst["seed"] % 2**63)
    d = inst["d"]
    X = torch.eye(d, dtype=torch.float64)[: inst["M"]][torch.as_tensor(pats)]
    X = X + 0.01 * torch.randn(N, d, generator=g, dtype=torch.float64)
    p = GT.init_params(d, inst["m"], inst["Z"], 0.1, 0.2, 0.01, g)
    lab = torch.randperm(N, generator=g)[: int(L347_LAB_FRAC * N)]
    Yt, Dt = torch.as_tensor(y, dtype=torch.float64), torch.as_tensor(D)
    sampler = (Dt >= 1) & (Dt <= 2)  # the experiments' 1-2-hop sampler (Algorithm 4)
    gaps, BTc = [], int(inst["B"]) * int(inst["T"])
    for c in range(inst["chunks"]):  # each chunk takes the next B T fresh labels (disjoint batches: one pass)
        GT.train_masked(X, Yt, Dt, lab[c * BTc:(c + 1) * BTc], p, inst["eta"], inst["B"], inst["T"],
                        inst["n_sample"], g, sampler, one_pass=True)
        b = p.b.detach().numpy()
        gaps.append(float(b[z_m] - b[3 - z_m]))
    return Measurement(gaps[-1], {"gamma_d": inst["gamma_d"], "margin_gap": marg[z_m] - marg[3 - z_m]},
                       {"b": b.tolist(), "Delta_bar": marg, "z_m": z_m, "b_gap_per_chunk": gaps,
                        "eps_0_inconsistent": eps0, "eps_S_measured": _confusion_ratio(pats, y, D, z_m),
                        "steps": inst["T"] * inst["chunks"], "m": inst["m"], "N_nodes": N, "labels": len(lab),
                        "BT": BT})


_L347_EPS = Assumption("eps_S, eps_0 < 1/2 (Theorem 3.4.4)", "the confusion ratio eps_S and the fraction eps_0 of "
                       "inconsistent labels lie in (0, 1/2) as Theorem 3.4.4 (L877), the lemma's setting, takes "
                       "them (measured: eps_S by Definition 3.4.3, eps_0 by Assumption 3.4.2 at z_m; a measured 0 is "
                       "below every eps in (0, 1/2), so only the upper end is checked)",
                       lambda q: min(0.5 - q["eps_S_measured"], 0.5 - q["eps_0_inconsistent"]))
_L347_LBT = Assumption("|L| >= BT (3.9)", "Theorem 3.4.4's setting, the lemma's proof: the number of known labels "
                       "is at least B T (one pass of SGD over fresh labels; checked on the instance, never granted)",
                       lambda q: q["labels"] - q["BT"])
_L347_HIDDEN = uncertified(
    "hidden-constant requirements (B, |S^{n,t}|, |L|'s Omega part)",
    "Theorem 3.4.4's B >= Omega(eps^-2 log N), |S^{n,t}| >= Omega(1) and the Omega part of |L| >= max{Omega(...), BT} "
    "(3.9), the setting of the lemma's proof; T (3.8) and m >= Omega(M^2 log N) are 'large enough' parameters "
    "(Claim.eventually), grown along the scale path",
    why="B, |S^{n,t}| and the Omega part of |L| carry constants the thesis leaves unspecified; the explicit part "
        "|L| >= BT is checked (an ordinary assumption)")


def _l347_mut_omega10(gamma_d: float, margin_gap: float, **_: object) -> float:
    """Mutant: the Omega of (3.14) as the explicit constant 10."""
    return 10.0 * gamma_d * margin_gap


_REAL.append(Claim(
    id="thesis.ch3.lemma3.4.7", paper=PAPER, source=_src("Lemma 3.4.7 (3.14), Section 3.4.5, L917-L923; Definition "
                                                         "3.4.1 (3.6), L819"),
    evidence="Round 16 (undecided2): stays conditional. Granted are B >= Omega(eps^-2 log N), |S^{n,t}| >= Omega(1) "
             "and |L|'s Omega part (T and m are grown on the scale path, which removes the ci crossing by s = 0.2); "
             "the s = 1 crossings (seed 369) settle with more steps but following them to s = 10 needs N beyond the "
             "one-pass limit 6000 (deep), and no run certifies the granted constants. Round 25 (undecidedA): the "
             "granted B >= Omega(eps^-2 log N) (B = 4 here: constant ~0.12 at eps = 1/2, N = 4500), |S^{n,t}| >= "
             "Omega(1) (10) and |L|'s Omega part are hidden constants with no computable value; their computable form "
             "is the path that grows them with T, which is thesis.ch3.lemma3.4.7-eta (every constant grown with C = "
             "(0.2/eta)^{1/4}, run on models/gt_sparse, median over independent draws: erratum as printed). The "
             "6000-node one-pass cap of this claim's own scale path is the dense SPD matrix (_l347_measure); "
             "carrying it to s = 10 (N ~ 45,000) on gt_sparse is not done in round 25 (its chunked label stream "
             "differs from gt_sparse.l345_run's checkpoints, so the equality test would need a new runner).",
    statement="From b^(0) = 0, after T iterations (3.8): b_{z_m}^(T) - b_z^(T) >= Omega(gamma_d (Delta_bar(z_m) - "
              "Delta_bar(z))) for z in [Z-1], hence argmax_{z in [Z-1]} b_z^(T) = z_m (the core distance).",
    kind="algorithmic", comparison=">", bound=BC.positive, measure=_l347_measure, strategy=_l347_instances,
    # the checked conclusion is (3.14)'s sign consequence 'hence argmax_z b_z^(T) = z_m' (explicit); the hidden
    # constants are the hypotheses' (T (3.8), m, B, |S^{n,t}|, |L|), named as eventually / uncertified (round 11:
    # formerly 'hidden'). (3.14)'s Omega(gamma_d (Delta_bar(z_m) - Delta_bar(z))) as a uniform shape was tried: a
    # negative b gap (the ci crossing at scale 0.1) leaves the scale path with no valid point (lhs / f < 0), so
    # the engine reported 'holds' and lost the sign crossing; the shape check needs the path to keep such points
    constants="hypotheses", expect="conditional",
    assumptions=(_L347_LBT, _L347_EPS, _L347_HIDDEN), eventually=("T", "m"),
    directions=(
        Direction("T, m -> inf (scale s: T = 300 s per chunk, m = 40 s)", "scale", INF, move=_l347_move,
                  points=(0.1, 0.2, 0.4, 1.0, 2.0, 4.0, 10.0), grows=("T", "m")),
        Direction("gamma_d -> 0", "gamma_d", 0.0, how="search", reason="gamma_d in [0.2, 0.8] drawn (edges included)"),
        Direction("eps_S, N, degree", "eps_S", 0.3, how="search", reason="drawn by the strategy"),
    ),
    domain=(
        Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1]: fraction of discriminative nodes",
              unreached="gamma_d in [0.2, 0.8]: below 0.2 a graph of N <= 140 has < 14 discriminative nodes per "
              "class, above 0.8 too few non-discriminative nodes for the Section 3.5.1 model"),
        Param("eps_S", 0, 1, text="eps_S in [0, 1) (Definition 3.4.3)", unreached="eps_S <= 0.3: above, the "
              "non-discriminative nodes no longer have a class-relevant majority (the experiments use <= 0.3)"),
        Param("N", 1, math.inf, integer=True, text="N nodes", unreached="N in [80, 140]: Algorithm-4 runs of "
              "900 steps per instance under ci"),
    ),
    readings=(Reading("margins as fractions", "Delta_n(z) of Definition 3.4.1 read as fractions of N_z^n (the "
                      "share of class-relevant minus confusing nodes) instead of absolute counts",
                      strategy=lambda: _l347_instances(margins="fractions")),),
    mutants={"Omega as the explicit constant 10": _l347_mut_omega10},
    notes="Round 7 (thesisH): |L| >= BT of (3.9) is an ordinary assumption (it was granted inside the hidden-constant "
          "requirements while every run reused labels, |L| = N/2 against BT = 16 x 900): the run is now one pass of "
          "SGD over fresh labels (train_masked one_pass, B = 4, each chunk the next B T labels), N = max(drawn N, "
          "BT/0.8) nodes, 80 % labelled (N = 450 at scale 0.1, 4500 at scale 1; SolverFailure past N = 6000, so "
          "deep's path stops at scale ~1.3). Seed 369 (gamma_d = 0.8, eps_S = 0.1): b gap -0.001, -0.006, -0.010 per "
          "chunk at scale 0.1 and +0.055, +0.064, +0.080 at scale 1; the ci crossing is a short run at scale 0.1 "
          "(seed 0: -0.011), conditional on B, |S^{n,t}|, |L|'s Omega part and T, m large enough. Round 9: "
          "Theorem 3.4.4's explicit eps_S, eps_0 in (0, 1/2) (L877) is an ordinary assumption (ci: both measured 0, "
          "slack .5); only hidden constants stay granted. The older "
          "figures below are from the former label-reusing runs (B = 16). "
          "Sign consequence (3.14) with Omega > 0: lhs = b_{z_m}^(T) - b_z^(T) over SPD z in {1, 2} must be > 0 "
          "(the Z-1 = 3 bin holds every SPD >= 3 and keeps b = 0 under the 1-2-hop sampler of the experiments). "
          "Graphs now get >= 2 own-pattern neighbours per discriminative node (GT.add_same_pattern_edges) as in "
          "thesis.ch3_grids, so every node meets Assumption 3.4.2 at z_m (term eps_0_inconsistent, 0 on the "
          "instances seen). T = 3 x 300 SGD steps; the gap per chunk is a term: it settles (seed 369: -0.62, -0.84, "
          "-0.88, -0.87 at 300 .. 1200 steps; seed 0: -0.66, -0.77, -0.77, -0.77), so a longer run does not change "
          "the sign. Finding: with absolute counts (as printed) z_m = 2 on most graphs of this model (2-hop "
          "neighbourhoods hold more class-relevant nodes in number: Delta_bar = 7.3 vs 18.7) while the learned PE "
          "prefers SPD 1 (the b-gradient (B.196) follows attention-weighted fractions); read as fractions "
          "(reading 'margins as fractions') z_m = 1 on every graph seen (0.63 vs 0.42) and the sign holds. The "
          "Round 5 (thesisAB2): T (3.8) and m >= Omega(M^2 log N) are 'large enough' parameters (Claim.eventually), grown "
          "together along the path 'scale' (T = 300 s per chunk, m = 40 s; the strategy draws s in {0.1, 1}; the "
          "measurement raises SolverFailure past s = 1 in ci/dev, s = 10 in deep); B >= Omega(eps^-2 log N), "
          "|S^{n,t}| >= Omega(1) and |L| >= max{Omega(...), BT} stay uncertified (|L| <= N cannot grow on a fixed "
          "graph; the run reuses labels). So the verdict is conditional on those; granted (--grant-uncertified), "
          "the engine follows the shrunk crossing (ci: seed 0 at s = 0.1, b gap -0.0019) along the scale path and "
          "it is gone at s = 0.2: conditional on 'T, m large enough' too. The substantive crossings are at s = 1 "
          "(seed 369, gamma_d = 0.8: b gap -0.19; it settles with more steps, see above); following them to s = 10 "
          "needs the deep profile.",
    rtol=0.0, atol=0.0, settings={"ci": {"max_examples": 2, "budget_s": 8.0, "min_valid": 1},
                                  "dev": {"max_examples": 6, "min_valid": 2}, "deep": {"max_examples": 40}},
))


# ============================================================================ Lemma 3.4.5, Section 3.4, L893-L897

def _l345_config() -> dict:
    """One experiment = one config. Theorem 3.4.4's setting, which Lemma 3.4.5 lives in, asks |L| >= BT (3.9): one
    pass of SGD over fresh labels, so the graph is large (80 % labelled) and the batches disjoint (as
    thesis.ch3.theorem3.4.4's run)."""
    if active_profile() == "deep":
        return {"N": 4000, "M": 6, "d": 8, "deg": 12, "m": 100, "n_sample": 20, "eta": 0.1, "B": 8, "T": 400,
                "Z": 4, "checkpoints": 4, "lab_frac": 0.8}
    return {"N": 1000, "M": 4, "d": 6, "deg": 8, "m": 40, "n_sample": 10, "eta": 0.2, "B": 4, "T": 200, "Z": 4,
            "checkpoints": 3, "lab_frac": 0.8}


@st.composite
def _l345_instances(draw: st.DrawFn) -> dict:
    """gamma_d, eps_S over the experiments' grid; the path scale s in {0.1, 1} (T, m, N scaled by s, see
    _l345_scaled_config)."""
    return {"seed": draw(SEEDS), "gamma_d": draw(st.sampled_from([0.4, 0.2, 0.3, 0.6, 0.8])),
            "eps_S": draw(st.sampled_from([0.1, 0.0, 0.3])), "scale": draw(st.sampled_from([0.1, 1.0]))}


def _l345_cap() -> float:
    """The largest path scale a profile pays for: 10x (T = 2000, N = 10,000, ~10 s CPU for one run; round 17: ci too,
    with one run at s = 10, see _l345_reps; round 17 fixL345: B = ceil(0.4 ln N) there, B = 4, N = 10,000)."""
    return 10.0


def _l345_scaled_config(scale: float) -> dict:
    """The profile's config with T (3.8) and m >= Omega(M^2 log N) -- the 'large enough' parameters -- scaled by s,
    and N with them so that the one-pass |L| = 0.8 N >= BT (3.9) stays met (|L| = BT exactly at every s)."""
    if scale > _l345_cap() + 1e-12:
        raise SolverFailure(f"path scale {scale:g} is past this profile's cap {_l345_cap():g}")
    cfg = dict(_l345_config())
    cfg["T"] = max(cfg["checkpoints"], round(cfg["T"] * scale))
    cfg["m"] = max(2, round(cfg["m"] * scale))
    # Round 17 (fixL345): Theorem 3.4.4's batch B >= Omega(eps^-2 log N) kept in shape along the path,
    # B = ceil(c eps^-2 ln N) at eps = 1/2 with c eps^-2 = _l345_batch_k() (a stated constant), solved jointly with
    # N = B T / lab_frac (|L| = BT); B no longer stays fixed while log N doubles.
    k, B = _l345_batch_k(), 1
    for _ in range(20):
        N = max(40, math.ceil(B * cfg["T"] / cfg["lab_frac"]))
        B_new = max(1, math.ceil(k * math.log(N)))
        if B_new <= B:
            break
        B = B_new
    cfg["B"], cfg["N"] = B, max(40, math.ceil(B * cfg["T"] / cfg["lab_frac"]))
    return cfg


def _l345_batch_k() -> float:
    """c eps^-2 of Theorem 3.4.4's B >= Omega(eps^-2 log N) (natural log), the constant the path keeps: eps = 1/2,
    c = 1/10 (ci, dev: B = ceil(0.4 ln N) = 2 .. 4 for N = 40 .. 10,000 along s = 0.1 .. 10, i.e. B / ln N in
    [0.40, 0.55] at every point; ci's one run at s = 10 costs ~12 s CPU) and c = 1/4 in deep (B = 9 at T = 400)."""
    return 1.0 if active_profile() == "deep" else 0.4


def _l345_move(inst: dict, t: float) -> dict:
    return {**inst, "scale": float(t)}


def _attention_masses(X: torch.Tensor, pats: np.ndarray, y: np.ndarray, D: np.ndarray, p: GT.GTParams, Z: int,
                      max_dist: int = 2) -> tuple[float, float]:
    """Mean attention mass on class-relevant nodes (pattern of the node's label) over T^n = {n} + its
    1..max_dist-hop neighbourhood, for discriminative and non-discriminative nodes n."""
    with torch.no_grad():
        G = X @ p.WK.T @ p.WQ @ X.T                  # G[s, n] = x_s^T W_K^T W_Q x_n
        bt = p.b.detach()
        disc, nd = [], []
        for n in range(len(pats)):
            S = np.nonzero(D[n] <= max_dist)[0]
            logits = G[S, n] + bt[np.minimum(D[n, S], Z - 1)]
            att = torch.softmax(logits, 0).numpy()
            rel_pat = 0 if y[n] == 1 else 1
            mass = float(att[pats[S] == rel_pat].sum())
            (disc if pats[n] < 2 else nd).append(mass)
    return float(np.mean(disc)), float(np.mean(nd))


def _attention_masses_fast(X: torch.Tensor, pats: np.ndarray, y: np.ndarray, D: np.ndarray, p: GT.GTParams, Z: int,
                           pairs: tuple[np.ndarray, np.ndarray] | None = None,
                           max_dist: int = 2) -> tuple[float, float]:
    """_attention_masses vectorised over the node pairs (n, s) with D[n, s] <= max_dist (``pairs`` = np.nonzero(D <=
    max_dist), reusable across checkpoints): the rows of X are one-hot patterns, so x_s^T W_K^T W_Q x_n is the pattern
    table E W_K^T W_Q E^T at (pats[s], pats[n]); a segment softmax per node n. The same masses as _attention_masses
    (tests/test_thesis_r15_t346.py compares both)."""
    rows, cols = np.nonzero(D <= max_dist) if pairs is None else pairs
    M = int(pats.max()) + 1
    with torch.no_grad():
        E = X.new_zeros((M, X.shape[1]))
        for k in range(M):
            E[k] = X[int(np.argmax(pats == k))]
        Gp = (E @ p.WK.T @ p.WQ @ E.T).numpy()
        bt = p.b.detach().numpy()
    logits = Gp[pats[cols], pats[rows]] + bt[np.minimum(D[rows, cols], Z - 1)]
    N = len(pats)
    mx = np.full(N, -np.inf)
    np.maximum.at(mx, rows, logits)
    w = np.exp(logits - mx[rows])
    tot = np.bincount(rows, weights=w, minlength=N)
    rel_pat = np.where(y == 1, 0, 1)
    rel = np.bincount(rows, weights=w * (pats[cols] == rel_pat[rows]), minlength=N)
    mass = rel / tot
    disc = pats < 2
    return float(np.mean(mass[disc])), float(np.mean(mass[~disc]))


def _confusion_ratio(pats: np.ndarray, y: np.ndarray, D: np.ndarray, z_m: int) -> float:
    """Definition 3.4.3 with the whole core neighbourhood in place of the sampled S^{n,t} (its expectation under
    uniform sampling): mean over non-discriminative n of |D_# cap N_zm| / |(D_* cup D_#) cap N_zm|."""
    vals = []
    for n in np.nonzero(pats >= 2)[0]:
        Nz = D[n] == z_m
        rel = Nz & (pats == (0 if y[n] == 1 else 1))
        conf = Nz & (pats == (1 if y[n] == 1 else 0))
        if rel.sum() + conf.sum():
            vals.append(conf.sum() / (rel.sum() + conf.sum()))
    return float(np.mean(vals)) if vals else 0.0


def _l345_measure_one(inst: dict, ctx: Ctx, cfg: dict | None = None) -> Measurement:
    """One run of the lemma's measurement at the path config (``cfg``: default _l345_scaled_config(scale); round 24,
    undecidedA: thesis.ch3.lemma3.4.5-c1 passes its own, with the limit's constant C as cfg["C"], default 1)."""
    if cfg is None:
        cfg = _l345_scaled_config(float(inst.get("scale", 1.0)))
    rng = np.random.default_rng(inst["seed"])
    pats, y, adj = GT.build_graph(cfg["N"], cfg["M"], inst["gamma_d"], cfg["deg"], inst["eps_S"], rng)
    GT.add_same_pattern_edges(adj, pats, 2, rng)  # every discriminative node meets Assumption 3.4.2
    # SPD >= Z-1 share the last bin, as in (3.2); round 23 (undecidedC2): by sparse adjacency powers in int8
    # (models/spd_hops.py, equal to GT.spd_matrix: tests/test_thesis_r23_undecidedC2.py), N = 20,000 in ~4 s
    D = spd_hops(adj, cap=cfg["Z"] - 1)
    marg = GT.winning_margins(pats, y, D, list(range(1, cfg["Z"] - 1)))
    z_m = max(marg, key=marg.get)
    eps0 = float(np.mean(GT.node_margins(pats, y, D, z_m) <= 0))
    eps_S = _confusion_ratio(pats, y, D, z_m)
    g = torch.Generator().manual_seed(inst["seed"] % 2**63)
    d = cfg["d"]
    X = torch.eye(d, dtype=torch.float64)[: cfg["M"]][torch.as_tensor(pats)]
    p = GT.init_params(d, cfg["m"], cfg["Z"], 0.1, 0.2, 0.01, g)
    lab = torch.randperm(cfg["N"], generator=g)[: int(cfg["N"] * cfg["lab_frac"])]
    Yt, Dt = torch.as_tensor(y, dtype=torch.float64), torch.as_tensor(D)
    labels, BT = len(lab), cfg["B"] * cfg["T"]
    if labels < BT:  # the checkable half of (3.9) fails: return for the assumption to reject, no training
        return Measurement(0.0, {"T": cfg["T"]}, {"labels": labels, "BT": BT})
    traj = []
    steps = cfg["T"] // cfg["checkpoints"]
    sampler = (Dt >= 1) & (Dt <= 2)
    pairs = np.nonzero(D <= 2)
    # the run in numpy (r15_t346.gt_tstar_np = GT.train_masked(..., one_pass=True), the same generator stream;
    # tests/test_thesis_r15_t346.py checks both equal), the masses on the torch parameters at each checkpoint
    from thmcheck.checks.papers.thesis.r15_t346 import gt_forward_all_np, gt_tstar_np

    W = [t.detach().numpy().copy() for t in (p.WQ, p.WK, p.WV, p.WO, p.b)]
    a_np, X_np, samp_np = p.a.detach().numpy(), X.numpy(), sampler.numpy()
    for c in range(cfg["checkpoints"]):  # one pass: each stretch of the run takes the next B * steps fresh labels
        W = list(gt_tstar_np(X_np, y.astype(np.float64), D, samp_np,
                             lab[c * cfg["B"] * steps:(c + 1) * cfg["B"] * steps].numpy(), tuple(W), a_np, cfg["eta"],
                             cfg["B"], steps, cfg["n_sample"], g, 0, -math.inf, return_weights=True)[2])
        with torch.no_grad():
            for name, w in zip(("WQ", "WK", "WV", "WO", "b"), W, strict=True):
                getattr(p, name).copy_(torch.from_numpy(w))
        traj.append(_attention_masses_fast(X, pats, y, D, p, cfg["Z"], pairs))
    full = D <= 2
    F_np = gt_forward_all_np(X_np, np.clip(D, 0, cfg["Z"] - 1), full & (D >= 0), np.arange(cfg["N"]), tuple(W), a_np)
    F = torch.from_numpy(F_np)
    hinge = torch.clamp(1 - Yt * F, min=0)
    mask = torch.zeros(cfg["N"], dtype=torch.bool)
    mask[lab] = True
    m_disc, m_nd = traj[-1]
    lim_disc, lim_nd = 1 - cfg["eta"] ** cfg.get("C", 1.0), 1 - eps_S - cfg["eta"] ** cfg.get("C", 1.0)
    lhs = max(lim_disc - m_disc, lim_nd - m_nd)  # the deficit to the limit (negative: above it)
    return Measurement(lhs, {"T": cfg["T"]},
                       {"gamma_d": inst["gamma_d"], "eps_0_inconsistent": eps0,
                                 "ratio_to_limit (former lhs)": min(m_disc / lim_disc, m_nd / lim_nd),
                                 "mass_disc": m_disc, "mass_nondisc": m_nd, "limit_disc_C1": lim_disc,
                                 "limit_nondisc_C1": lim_nd, "eps_S_measured": eps_S, "z_m": z_m,
                                 "trajectory_disc_nondisc": traj, "train_hinge": float(hinge[mask].mean()),
                                 "test_hinge": float(hinge[~mask].mean()), "config": cfg, "labels": labels,
                                 "BT": BT})



def _l345_reps(scale: float = 0.1) -> int:
    """Replicate runs per instance (round 16): the deficit of one run at T = 200 .. 2000 scatters by a factor ~2-3
    over seeds (0.064 .. 0.165 at T = 400), so dev and deep take the median of 5 runs (ci: 3). Round 17: ci reaches
    the path's end s = 10 (T = 2000, N = 10,000) with one run there (~12 s CPU; the median of 3 below s = 4)."""
    if active_profile() in ("dev", "deep"):
        return 5
    return 3 if scale <= 2.0 + 1e-12 else 1  # round 17 fixL345: one run at s = 4 too (B = ceil(0.4 ln N) in shape)


def _l345_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The median over _l345_reps() independent runs (graph, init, labels and SGD order drawn from the seeds seed,
    seed + 100003, seed + 2 x 100003, ...) of _l345_measure_one's deficit; the median run's terms, with every
    replicate's deficit and masses as terms."""
    reps = _l345_reps(float(inst.get("scale", 1.0)))
    runs = [_l345_measure_one({**inst, "seed": int(inst["seed"]) + 100003 * j}, ctx) for j in range(reps)]
    if "mass_disc" not in runs[0].terms:   # |L| < BT: the assumption rejects it (no training ran)
        return runs[0]
    order = sorted(range(len(runs)), key=lambda j: runs[j].lhs)
    med = runs[order[len(runs) // 2]]
    terms = {**med.terms, "replicate_deficits": [round(r.lhs, 5) for r in runs],
             "replicate_mass_nondisc": [round(r.terms["mass_nondisc"], 4) for r in runs],
             "replicate_seeds": [int(inst["seed"]) + 100003 * j for j in range(len(runs))]}
    return Measurement(med.lhs, med.quantities, terms)


_L345_LBT = Assumption("|L| >= BT (3.9)", "Theorem 3.4.4's setting: the number of known labels is at least B T (one "
                       "pass of SGD over fresh labels; checked on the instance, never granted)",
                       lambda q: q["labels"] - q["BT"])
_L345_EPS = Assumption("eps_S, eps_0 < 1/2 (Theorem 3.4.4)", "the confusion ratio eps_S and the fraction eps_0 of "
                       "inconsistent labels lie in (0, 1/2) as Theorem 3.4.4 (L877), the lemma's setting, takes "
                       "them (measured: eps_S by Definition 3.4.3, eps_0 by Assumption 3.4.2 at z_m; a measured 0 is "
                       "below every eps in (0, 1/2), so only the upper end is checked)",
                       lambda q: min(0.5 - q["eps_S_measured"], 0.5 - q["eps_0_inconsistent"])
                       if "eps_S_measured" in q else 0.0)
_L345_HIDDEN = uncertified(
    "hidden constants of the requirements (B's Omega constant, |L|'s Omega part, C)",
    "B >= Omega(eps^-2 log N) is kept in SHAPE along the path (B = ceil(c eps^-2 ln N), eps = 1/2, c = 1/10: B / ln N "
    "in [0.40, 0.55] at every point, B = 2 .. 4 as ln N = 3.9 .. 9.2); granted is only that the thesis's unspecified "
    "Omega constant is at most this c; likewise the Omega term of |L| (3.9) (the explicit part |L| >= BT is checked) "
    "and the 'large C' (C = 1, the weakest reading); T (3.8) and m >= Omega(M^2 log N) are 'large enough' parameters "
    "(Claim.eventually), grown along the scale path",
    why="only the values of constants the thesis leaves unspecified (Omega, 'C large enough') are granted: no finite "
        "run can certify an unspecified constant; every shape and the explicit |L| >= BT are checked")


_REAL.append(Claim(
    id="thesis.ch3.lemma3.4.5", paper=PAPER, source=_src("Lemma 3.4.5 (3.11), Section 3.4.4, L893-L897; (B.50)-(B.51)"),
    expect="conditional",
    evidence="Round 17 (fixL345, after the audit's UNCLEAR: B = 4 was fixed while log N doubled): the path now keeps "
             "Theorem 3.4.4's batch requirement in shape, B = ceil(c eps^-2 ln N) at eps = 1/2, c = 1/10 (B = 2, 2, "
             "2, 3, 3, 3, 3, 3, 4, 4; B / ln N in [0.40, 0.55]), solved jointly with N = BT/0.8 (|L| = BT exactly). ci "
             "(seed 0, gamma_d = 0.4, eps_S = 0.1; median of 3 runs for s <= 2, one run at s = 4, 10): the deficit to "
             "the C = 1 limit is .509, .506, .408, .404, .362, .171, .079, .122, .194, .082 at s = 0.1 .. 10 (T = 20 "
             ".. 2000, N = 50 .. 10,000): it levels at ~0.08-0.19 from T = 200 on instead of falling like 1/T, "
             "deficit x T 10.2 -> 163.9 (x16.1 over 2 decades, log-slope 0.589 [0.043, 1.13]): conditional. A first "
             "try at c = 1/8 (B = 5 at s = 4, 10; ~16 s CPU at s = 10, too slow for ci) gave the same picture: .104, "
             ".099, .130, .206 at s = 1, 2, 4, 10 (x40.5, log-slope 0.676 [0.118, 1.23]), so the plateau is not the "
             "batch size. Every checkable hypothesis holds at every point (|L| = BT, measured eps_S = 0.125 and eps_0 "
             "= 0.0014 < 1/2 at s = 10). Granted (no finite run can certify them): that the unspecified Omega "
             "constant of B is at most c = 1/10 at eps = 1/2, the Omega part of |L| and the 'large C' (C = 1 is the "
             "weakest reading: a larger C raises the limit and the deficit). The lemma states no horizon for 't "
             "increases'; T grows past (3.8)'s Theta(eta^-1/2 ...) (hidden constant) along the path as 'T large "
             "enough' (Claim.eventually). A decaying step could restore 1/T; the printed Algorithm 4 has a constant "
             "eta. Round 21 (conds, by hand: the batch constant grown to c = 1, i.e. B = ceil(eps^-2 ln N) at eps = "
             "1/2, constant 1; seed 0, gamma_d = 0.4, eps_S = 0.1, one run a point): s = 0.4, 1, 2 (T = 80, 200, "
             "400; B = 33, 37, 40; N = 3300, 9250, 20000; m = 16, 40, 80): deficit .438, .177, .187 (deficit x T 35.0, "
             "35.4, 74.8); the s = 2 run's non-discriminative mass is .479, .493, .488 over its checkpoints against the "
             "C = 1 limit .675 (discriminative .84-.86 above .80): the plateau persists at ten times the batch "
             "constant of the path (c = 1/10), so the granted B constant is not what keeps the mass below the limit, "
             "and a larger C only raises the limit. An erratum candidate (the limit 1 - eps_S - eta^C, or the rate, "
             "as printed), not yet encoded: a path at c = 1 costs ~150 s CPU at s = 2 (past ci) and needs a second "
             "path; it stays conditional until then. Round 23 (undecidedC2): the run's distance matrix is now built by "
             "sparse adjacency powers in int8 (models/spd_hops.py, equal to GT.spd_matrix on every graph of "
             "tests/test_thesis_r23_undecidedC2.py; ci verdict and numbers unchanged, 13.6 s), so the c = 1 path costs "
             "0.5, 2.5, 36, 171 s CPU at s = 0.4, 1, 2, 4 (N = 3300, 9250, 20000, 43000; B = 33, 37, 40, 43; m = 16, "
             "40, 80, 160). Seed 0, gamma_d = 0.4, eps_S = 0.1, one run a point: deficit to the C = 1 limit .438, .177, "
             ".187, .190 (deficit x T 35.0, 35.4, 74.8, 151.7: flat from T = 200 to 800); s = 4's non-discriminative "
             "mass .492, .512, .485 over its checkpoints against the limit .675 (eps_S = .125 measured), "
             "discriminative .867 -> .888 above .80; the deficit to the C = 2, 4 limits (1 - eps_S - eta^C) is "
             ".350, .388. Width at constant 1 (m = ceil(M^2 ln N) = 147 at s = 1): .170 (seed 0), .144 (seed 1; .177 "
             "at m = 40). Every constant grown together (C = 1.19 for B = ceil(C eps^-2 ln N), m = ceil(C M^2 ln N) and "
             "the limit 1 - eps_S - eta^C; s = 2: T = 400, N = 24500, B = 49, m = 193, 26 s): deficit .231 to the C = "
             "1.19 limit (.178 to the C = 1 limit), non-discriminative mass .478, .495, .497; C = 1.32, s = 3 (T = 600, N = 42750, B "
             "= 57, m = 226, 264 s): .270 to the C = 1.32 limit (.190 to C = 1), mass .502, .493, .486 (falling). The "
             "plateau persists as B's constant (1/10 -> 1.32), m's constant and C grow together (|S^{n,t}| = 10 kept); "
             "not yet encoded as an erratum (a claim on the c = 1 path needs s >= 2, past ci's budget, and a second "
             "path on tests/gt_own.py's model): stays conditional. Round 24 (undecidedA): that path is now its own claim, "
             "thesis.ch3.lemma3.4.5-c1 (r24_undecidedA: every hidden constant grown with C = max(1, s)^{1/4}, the run "
             "on sparse hop structure, s = 0.1 .. 4 in ci, to 10 in dev): violated in ci, erratum (the hinge reaches "
             "zero on every labeled node and the attention freezes); this claim keeps its own path with B's constant "
             "1/10 and C = 1 granted. Round 25 (undecidedA): those two are hidden constants (B's Omega and the "
             "lemma's 'large C'), not computable quantities; their computable form, the path growing them, is "
             "thesis.ch3.lemma3.4.5-c1 (on models/gt_sparse: erratum); this claim's own path already reaches its "
             "grid's end s = 10 (N = 10,000, models/spd_hops), so nothing computable is left granted here.",
    statement="sum_{i in S_*^{n,t}} softmax_n(x_i^T W_K^(t) W_Q^(t) x_n + u_(i,n)^T b^(t)) -> 1 - eta^C for "
              "discriminative n and -> 1 - eps_S - eta^C for non-discriminative n, at a sublinear rate O(1/t), for a "
              "large C > 0 and all n in V.",
    kind="algorithmic", comparison="<=", bound=B.lemma3_4_5_rate_shape, measure=_l345_measure,
    strategy=_l345_instances, constants="hidden", uniform=True, assumptions=(_L345_LBT, _L345_EPS, _L345_HIDDEN),
    eventually=("T", "m"),
    directions=(
        Direction("T, m -> inf (scale s: T = 200 s, m = 40 s, N = B T/0.8)", "scale", INF, move=_l345_move,
                  points=(0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1.0, 2.0, 4.0, 10.0), grows=("T", "m")),  # B = ceil(0.4 ln N) at each
        Direction("t -> inf (rate O(1/t))", "t", INF, how="unsearched",
                  reason="t = T is the path parameter of 'T, m -> inf' (T = 200 s) above; the run's checkpoints "
                         "are a term (trajectory_disc_nondisc)"),
        Direction("gamma_d, eps_S", "gamma_d", 0.0, how="search", reason="drawn by the strategy"),
    ),
    mutants={"exp(-T/10)/T (a linear convergence rate in place of O(1/t))": B.lemma3_4_5_mut_linear},
    domain=(
        Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1]: fraction of discriminative nodes",
              unreached="gamma_d in [0.2, 0.8]: below 0.2 the ci graph (N = 80) has < 8 discriminative nodes per "
              "class; above 0.8 too few non-discriminative nodes for the Section 3.5.1 model"),
        Param("eps_S", 0, 1, text="eps_S in [0, 1) (Definition 3.4.3)",
              unreached="eps_S <= 0.3 (the experiments' range): above, non-discriminative nodes lose their "
              "class-relevant majority"),
    ),
    notes="Round 11 (uniform): the rate 'O(1/t)' as the uniform shape: lhs = the deficit max(limit_disc - "
          "mass_disc, limit_nondisc - mass_nondisc) after T iterations (C = 1 limits, negative above the limit), "
          "shape 1/T, one constant for every T (formerly lhs = min(mass/limit) >= 1 at the run's end, which compared "
          "a limit with a finite run; that ratio is the term 'ratio_to_limit (former lhs)'). ci (seed 0, gamma_d = 0.4, "
          "eps_S = 0.1): along the scale path s = 0.1 .. 1 (T = 20 .. 200, 7 points over a decade; ci's cap; 7 "
          "rather than 4 so that a 2-dof fit does not hide every divergence, the mutant's included) the "
          "deficit falls from 0.41 to 0.130 (non-discriminative nodes: mass .54 against the C = 1 limit .667), "
          "deficit x T = 8.18 -> 26.05 (x3.18, log-slope 0.52 [-0.73, 1.78]): potential, formerly "
          "'conditional' (mass below the limit at the run's end, requirements granted). A deficit falling like "
          "T^-0.5 rather than 1/T is the lead: deep's path (s <= 10) follows it; B, |L|'s Omega part and C stay "
          "granted (uncertified), T and m grow along the path. "
          "Graphs give every discriminative node >= 2 own-pattern neighbours (GT.add_same_pattern_edges), so every "
          "node meets Assumption 3.4.2 at z_m (term eps_0_inconsistent). Former lhs = min(mass_disc/(1 - eta), mass_nondisc/(1 - eps_S - eta)) after an Algorithm-4 run (1-2-hop sampler "
          "of the experiments) on the Section 3.5.1 graph model; C = 1 is the weakest reading of 'large C' (eta^C <= "
          "eta). Masses are node averages over T^n = {n} + 1..2-hop neighbourhood; eps_S by Definition 3.4.3 with "
          "the whole core neighbourhood. The trajectory over checkpoints is a term (the claimed increase). "
          "|L| >= BT (Theorem 3.4.4's (3.9), the setting of the lemma) is an ordinary assumption (it was granted "
          "while the run had |L| = 40 against BT = 9,600): the run is one pass of SGD over fresh labels (N = 1000, 80 % "
          "labelled, B = 4, T = 200, |L| = 800 = BT, eta = 0.2; deep: N = 4000, B = 8, T = 400). Only T, m, B, the "
          "Omega part of |L| and the large C stay granted, so a shortfall is 'conditional'. ci (seed 0, gamma_d = 0.4, "
          "eps_S = 0.1): masses .81, .85, .85 (disc) and .21, .50, .54 (non-disc) over the 3 checkpoints, against "
          "limits .80 / .667 (train hinge 8e-4, test 1.4e-3): the non-discriminative mass is still rising, 0.80 of its "
          "limit at T = 200. The catalog's reference run (N = 300, T = 3000, multi-epoch) gave .51/.60. Round 5 "
          "(thesisAB2): T (3.8) and m are 'large enough' parameters (Claim.eventually) grown along the path 'scale' "
          "(T = 200 s, m = 40 s, N = B T/0.8 so that |L| = BT stays met; the strategy draws s in {0.1, 1}; "
          "SolverFailure past s = 1 in ci/dev, 10 in deep); B, |L|'s Omega part and C stay uncertified, so the "
          "verdict is conditional on those. Granted (--grant-uncertified, ci): the shrunk crossing (s = 0.1, ratio "
          "3.48) persists at s = 0.1, 0.2, 0.4, 1 (4 points over a decade) but shrinks along it (3.48 -> 1.243), so "
          "the engine's 'violated' under grant says only that the mass is below the limit at every T of the path, "
          "not that the limit is wrong: (3.11) is a limit, and this encoding compares the mass at the run's end "
          "with it. Round 9: Theorem 3.4.4's explicit eps_S, eps_0 in (0, 1/2) (L877) is an ordinary assumption "
          "(ci: eps_S .226, eps_0 .13, slack .27); what stays granted is only B, |L|'s Omega part and C (hidden "
          "constants). Round 15 (t346, settling the potential): the path past ci's cap, seed 0 (gamma_d = 0.4, "
          "eps_S = 0.1): s = 2 (T = 400, N = 2000, m = 80): deficit 0.099, deficit x T = 39.7; s = 4 (T = 800, N = "
          "4000, m = 160): deficit 0.194, deficit x T = 155, the non-discriminative mass FALLING over the run's "
          "checkpoints (.587, .559, .481 against the C = 1 limit .675; discriminative .83-.87 above .80): deficit x T "
          "= 8.2, 26, 40, 155 at T = 20, 200, 400, 800 (x19 over 1.6 decades); seed 1: deficit 0.163 at s = 1, 0.134 "
          "at s = 4 (non-discriminative mass .54 against .674), deficit x T 32.5 -> 107; so the path would end 'violated' "
          "under the granted B, |L| Omega part and C, i.e. conditional (the mass does not approach 1 - eps_S - "
          "eta^C at all at C = 1, and less so for larger C). dev now pays for s <= 4 (_l345_cap; ~20 s CPU a point) "
          "so a dev run can decide; ci (s <= 1) stays potential. Lead: a numpy GT surrogate (as gcn_tstar_np in "
          "r15_t346, with the attention gradient of r14_thesisAB.vit_hinge_grads_np) would make s = 4-10 affordable "
          "in ci and let the expectation become 'conditional'. Round 15 (t346c): the run is now numpy "
          "(r15_t346.gt_tstar_np, the same generator stream; tests/test_thesis_r15_t346.py::"
          "test_lemma345_numpy_run_equals_torch_run checks the masses equal the torch run's to 1e-9; ci's measure "
          "5.9 -> 1.6 s), so ci pays for s <= 4 (T = 800, ~2 s CPU) and dev/deep for s <= 10 (T = 2000, ~16 s). ci "
          "(seed 0, gamma_d = 0.4, eps_S = 0.1): 9 points over 1.6 decades, deficit x T 8.18 -> 154.8 (x18.9), "
          "log-slope 0.60 [-0.05, 1.26]: potential; the same instance at s = 6, 10 (T = 1200, 2000): deficit .154, "
          ".082, deficit x T 185, 164 (masses non-disc .52-.59 against .675), i.e. the s = 4 point is a bump of a "
          "noisy, slowly falling deficit (0.130 at T = 200 -> 0.082 at T = 2000, ~T^-0.2). dev (seed 1574260234, 4 "
          "valid): its crossing (gamma_d = 0.4, eps_S measured .25) along s = 0.1 .. 10 (10 points, 2 decades): "
          "deficit .42 -> .017, deficit x T 8.4 -> 34.0 (x4.05, log-slope 0.41 [-0.29, 1.11]) and LEVELLING OFF "
          "(last decade 115.8 -> 34.0): potential. Settled as far as runs to T = 2000 go: no divergence the engine "
          "can certify (one instance's deficit reaches .017, near the C = 1 limit; another's stays .08 at T = 2000, "
          "a rate slower than 1/T but not a plateau); expectation stays holds (potential), with B, |L|'s Omega part "
          "and C granted. Round 16 (undecided): lhs is the MEDIAN deficit of independent runs (seeds seed + 100003 "
          "j; ci 3, dev/deep 5): one run's deficit scatters x2-3 over seeds (0.064 .. 0.165 at T = 400). The "
          "gamma_d = 0.4, eps_S = 0.1 family (seeds 0-4, dev config, own script): median deficit .419, .410, .158, "
          ".099, .124, .138 at T = 20, 60, 200, 400, 800, 2000 (deficit x T 8.4, 24.6, 31.7, 39.7, 99.6, 276: x8.7 "
          "over the last decade), the non-discriminative mass staying at .49-.59 (median .54 at T = 2000) against "
          "the C = 1 limit .675 while the discriminative mass is .83-.90 above .80: a plateau below the limit, so "
          "deficit x T grows like T there (under the granted B, |L|'s Omega part and C: conditional). The gamma_d = "
          "0.2, eps_S = 0 family converges instead (dev path, seed 7042: deficit .215, .212, .149, .041 at T = 200, "
          "400, 800, 2000; ratio 43 -> 82, potential). ci (3 runs, s <= 4): potential (x11.7 over 1.6 decades, "
          "log-slope 0.51 [-0.08, 1.10]). SETTLED under dev (5 runs per point; the engine's sweep + judge_path "
          "from ci's start seed 0, gamma_d = 0.4, eps_S = 0.1, run by hand since a dev run with 3 path starts "
          "overran this machine's load): median deficit .416, .458, .470, .434, .379, .256, .104, .104, .103, "
          ".0995 at s = 0.1 .. 10 (T = 20 .. 2000), i.e. a plateau at ~0.10 from T = 200 on; ratio 8.3 -> 199 "
          "(x23.9 over 2 decades), log-slope 0.568 [0.132, 1.00] at 1 - 0.01/(2 x 15) ([0.085, 1.05] at 2 x 30): "
          "'conditional' (violated with B, |L|'s Omega part and C granted): the mass does not approach 1 - eps_S - "
          "eta^C at all. The expectation stays 'holds' only because ci (s <= 4, ~10 s) cannot reach T = 2000 "
          "(one run at s = 10 costs ~16 s CPU: the SPD matrix, the run, the masses); a ci that affords s = 10 should "
          "expect 'conditional'.",
    settings={"ci": {"max_examples": 1, "budget_s": 20.0, "min_valid": 1},
              "dev": {"max_examples": 4, "min_valid": 1, "budget_s": 1200.0, "path_starts": 3},
              "deep": {"max_examples": 12, "min_valid": 3}},
))


# The printed domain of every claim that does not declare it inline (thmcheck.checks.domain.Param; key = the instance,
# quantity or term field carrying the value). Ends a run does not reach carry their reason.
_DOMAINS: dict[str, tuple[Param, ...]] = {

}


_RECORDS: list[tuple[str, str, str, str, str]] = [
    ("thesis.ch3.def3.4.1", "Definition 3.4.1, Section 3.4, L819",
     "Delta_n(z) = |D_*^n cap N_z^n| - |D_#^n cap N_z^n|, Delta_bar(z) = mean_n Delta_n(z), "
     "z_m = argmax_z Delta_bar(z).", "construction",
     "a definition (no claim); computed by thmcheck.models.graph_transformer.winning_margins.", "definition"),
    ("thesis.ch3.assumption3.4.2", "Assumption 3.4.2, Section 3.4, L828",
     "There is V_d with |V_d|/|V| >= 1 - eps_0 and Delta_n(z_m) > 0 for all n in V_d.", "construction",
     "an assumption on the graph (generator constraint); the real-data fractions of Table B.5 need the "
     "datasets (Cora, PubMed, Actor, PascalVOC-SP), not available offline.", "definition"),
    ("thesis.ch3.def3.4.3", "Definition 3.4.3, Section 3.4, L848",
     "eps_S = E_{t, n non-disc labeled} |S_#^{n,t} cap N_zm^n| / |(S_* cup S_#) cap N_zm^n|.", "construction",
     "a definition (no claim).", "definition"),
]


_directions(_REAL, {
})


CLAIMS = _assemble(_REAL, _DOMAINS, _RECORDS)
