"""thesis, Appendix B (proofs of Chapter 3): the dependent-variable MGF bound (B.49), the gradient (B.166), (B.55),
the counting identity (B.199)-(B.200), Table B.8, and the records of Lemmas B.2.5, B.3.4, B.3.5 (Lemma B.3.2: r4_ch2_4).

Catalog: ``shared/claims/thesis_ch2-4.md``; paper: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in
``thmcheck.bounds.thesis.ch3``; models ``thmcheck.models.dependent_mgf``, ``thmcheck.models.graph_transformer``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch3 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import (
    _TEXTBOOK,
    INF,
    PAPER,
    _assemble,
    _src,
)
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models import dependent_mgf as DM
from thmcheck.models import graph_transformer as GT
from thmcheck.models.device import torch_dtype

_REAL: list[Claim] = []


# ===================================================================================== Chapter 3 / App. B

@st.composite
def _b166_instances(draw: st.DrawFn) -> dict:
    return {"L": draw(st.integers(2, 12)), "Z": draw(st.integers(2, 6)), "d": draw(st.integers(2, 6)),
            "ma": draw(st.integers(1, 5)), "scale": draw(log_uniform(0.1, 3.0)), "l": 0, "seed": draw(SEEDS)}


def _b166_measure(inst: dict, ctx: Ctx) -> Measurement:
    dt = torch_dtype(ctx.dtype)
    g = torch.Generator().manual_seed(inst["seed"] % 2**63)
    L, Z, d, ma, sc = inst["L"], inst["Z"], inst["d"], inst["ma"], inst["scale"]
    X = torch.randn(L, d, generator=g, dtype=torch.float64)
    WK, WQ = sc * torch.randn(d, d, generator=g, dtype=torch.float64), sc * torch.randn(d, d, generator=g,
                                                                                         dtype=torch.float64)
    WV, w = torch.randn(ma, d, generator=g, dtype=torch.float64), torch.randn(ma, generator=g, dtype=torch.float64)
    U = torch.nn.functional.one_hot(torch.randint(0, Z, (L,), generator=g), Z).double()
    b0 = sc * torch.randn(Z, generator=g, dtype=torch.float64)
    probe = torch.randn(Z, generator=g, dtype=torch.float64)
    gs = X @ WK.T @ WQ @ X[0]
    b = b0.detach().clone().to(dt).to(ctx.device).requires_grad_()
    att = torch.softmax(gs.to(dt).to(ctx.device) + U.to(dt).to(ctx.device) @ b, 0)
    f = w.to(dt).to(ctx.device) @ (WV.to(dt).to(ctx.device) @ X.T.to(dt).to(ctx.device) @ att)
    (gb,) = torch.autograd.grad(f, b)
    p = torch.softmax(gs + U @ b0, 0)
    return Measurement(float((gb.cpu() * probe).sum()), {"p": p.numpy(), "vals": (X @ WV.T @ w).numpy(),
                                                          "U": U.numpy(), "g": probe.numpy(), "gs": gs.numpy(),
                                                          "b": b0.numpy()})


def _b166_mut_printed_typo(p: np.ndarray, vals: np.ndarray, U: np.ndarray, g: np.ndarray, **_: object) -> float:
    """Mutant: no centring (u_s alone)."""
    return float(sum(vals[s] * p[s] * U[s] for s in range(len(p))) @ g)


_REAL.append(Claim(
    id="thesis.ch3.gradB.166", paper=PAPER, source=_src("(B.166), App. B, L4657"),
    statement="d/db of w^T sum_s W_V x_s softmax_l(x_s^T W_K^T W_Q x_l + u_(s,l)^T b) = sum_s (w^T W_V x_s) "
              "softmax_l(x_s^T W_K^T W_Q x_l + u_(s,l)^T b) (u_(s,l) - sum_r softmax_l(x_r^T W_K^T W_Q x_l + "
              "u_(s,l)^T b) u_(r,l)), as printed: the r-softmax carries u_(s,l)^T b (softmax_l(.) = exp(.) over the "
              "attention's normaliser, its use throughout App. B).",
    kind="step", comparison="==", bound=B.grad_b166_printed, measure=_b166_measure, strategy=_b166_instances,
    readings=(Reading("u_(r,l) in the r-softmax", "the r-softmax carries u_(r,l)^T b (the attention weight of r; "
                      "the centred gradient sum_s v_s p_s (u_s - sum_r p_r u_r))", bound=B.grad_b166),),
    expect="erratum as printed",
    evidence=("As printed (L4657, the last line of (B.166)), the sum over r weights u_(r,l) by softmax_l(x_r^T W_K^T "
              "W_Q x_l + u_(s,l)^T b), with the bias of s, not of r; the gradient of the attention output has the "
              "attention weight of r there. The two differ whenever b != 0 and the PE bins of s and r differ. "
              "Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. "),
    second_path="tests/test_thesis_r5_lead.py::test_b166_printed_bias_index_differs_from_autograd",
    corrected=B.grad_b166,
    corrected_text="u_(r,l)^T b in the r-softmax: d/db = sum_s v_s p_s (u_(s,l) - sum_r p_r u_(r,l)).",
    mutants={"uncentred": _b166_mut_printed_typo},
    notes=("Read literally first (issue 30): the printed index u_(s,l) in the r-softmax is the claim; the intended "
           "u_(r,l) is the reading (and the correction), which holds to float64 rounding against autograd."),
    rtol=1e-9, atol=1e-11, settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


@st.composite
def _b55_instances(draw: st.DrawFn) -> dict:
    return {"p": draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0, 1 - 2.0**-20))}


_REAL.append(Claim(
    id="thesis.ch3.B.55", paper=PAPER, source=_src("(B.55), App. B, L4119"),
    statement="1 - p^2 <= 2(1 - p) for p in [0, 1].",
    kind="deterministic", comparison="<=", bound=B.b55,
    measure=lambda inst, ctx: Measurement(1 - inst["p"] ** 2, {"p": inst["p"]}),
    exact=lambda inst: Measurement(1 - Fraction(inst["p"]) ** 2, {"p": Fraction(inst["p"])}),
    strategy=_b55_instances, settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
))


@st.composite
def _b199_instances(draw: st.DrawFn) -> dict:
    return {"N": draw(st.integers(5, 60)), "M": draw(st.integers(3, 6)), "z": draw(st.integers(1, 3)),
            "deg": draw(st.integers(1, 6)), "seed": draw(SEEDS)}


def _b199_measure(inst: dict, ctx: Ctx) -> Measurement:
    rng = np.random.default_rng(inst["seed"])
    N = inst["N"]
    pats = rng.integers(0, inst["M"], N)
    adj: list[set[int]] = [set() for _ in range(N)]
    for _ in range(inst["deg"] * N // 2):
        i, j = rng.integers(0, N, 2)
        if i != j:
            adj[i].add(int(j))
            adj[j].add(int(i))
    D = GT.spd_matrix(adj, cap=6)
    n = int(rng.integers(0, N))
    Nz = D[n] == inst["z"]
    Ds, Di = pats == 0, pats == 2
    lhs = int((Ds & Nz).sum()) * int((Di & ~Nz).sum()) - int((Di & Nz).sum()) * int((Ds & ~Nz).sum())
    return Measurement(lhs, {"n_star_z": int((Ds & Nz).sum()), "n_i": int(Di.sum()), "n_i_z": int((Di & Nz).sum()),
                             "n_star": int(Ds.sum())})


def _b199_mut(n_star_z: int, n_i: int, n_i_z: int, n_star: int) -> int:
    return n_star_z * n_i - n_i_z * n_star_z


_REAL.append(Claim(
    id="thesis.ch3.B.199-B.200", paper=PAPER, source=_src("(B.199)-(B.200), App. B, L4835-L4844"),
    statement="|D_* cap N_z||D_i cap (V - N_z)| - |D_i cap N_z||D_* cap (V - N_z)| = |D_* cap N_z||D_i| - "
              "|D_i cap N_z||D_*| (counting identity on any graph).",
    kind="deterministic", comparison="==", bound=B.b199_rhs, measure=_b199_measure, strategy=_b199_instances,
    mutants={"|D_* cap N_z| in place of |D_*|": _b199_mut},
    notes="Exact integer identity on random graphs (SPD by BFS). The next step '= 1/2 (Delta difference) |D_i| "
          ">= 0' assumes uniformly spread non-discriminative patterns and is not encoded.",
    rtol=0.0, atol=0.0, settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
))


@st.composite
def _tb8_instances(draw: st.DrawFn) -> dict:
    return draw(st.sampled_from([{"dataset": "Cora", "N": 2708, "n_classes": 7, "printed": 520.38},
                                 {"dataset": "Actor", "N": 7600, "n_classes": 5, "printed": 871.78}]))


_REAL.append(Claim(
    id="thesis.ch3.tableB.8", paper=PAPER, source=_src("Table B.8, App. B, L3867"),
    statement="Cora (N = 2708): N/7 = 386.86, 10 sqrt(N) = 520.38; Actor (N = 7600): N/5 = 1520, 10 sqrt(N) = 871.78.",
    kind="deterministic", comparison="==", bound=B.table_b8,
    measure=lambda inst, ctx: Measurement(inst["printed"], {"N": inst["N"], "n_classes": inst["n_classes"]}),
    strategy=_tb8_instances,
    mutants={"sqrt(N) without the 10": lambda N, n_classes: math.sqrt(N)},
    notes="The printed two-decimal values against 10 sqrt(N) (tolerance 0.005 + rounding); arithmetic correct, the "
          "caption ('fraction of discriminative nodes') is not. The printed domain is the table's two rows (Cora, "
          "Actor), both drawn: the search is exhaustive at 2 instances (issue #24: no further instances exist).",
    rtol=0.0, atol=0.006, settings={"ci": {"max_examples": 10, "budget_s": 1.0, "min_valid": 2},
                                "dev": {"min_valid": 2}, "deep": {"min_valid": 2}},
))


# ===================================================================================== (B.49), App. B, L4097

_Q_BITS = 10  # q on the dyadic grid 2^-10: exact as a Fraction


@st.composite
def _b49_instances(draw: st.DrawFn) -> dict:
    """A disjoint union of copies of 1-3 small component templates (clique first: identical p_n on a clique are
    the tight case of every dependency-graph MGF bound); p_n a function of xi on the SPD <= r ball; xi ~ Bern(q)
    with q = 1/2 (maximal variance) proposed first; |s| log-uniform with small |s| (where log-MGF ~ Var s^2/2)
    proposed first."""
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    r = draw(st.sampled_from([1, 0, 2]))
    func = draw(st.sampled_from(list(DM.FUNCS)))
    q = draw(with_edges(st.floats(0.01, 0.99), 0.5))
    q = min(max(round(q * 2**_Q_BITS), 1), 2**_Q_BITS - 1) / 2**_Q_BITS
    n_t = draw(st.integers(1, 3))
    kinds, mults, labs, adjs = [], [], [], []
    for _ in range(n_t):
        kind = draw(st.sampled_from(["clique", "star", "path", "random"]))
        c = draw(st.one_of(st.sampled_from([10, 1, 2, 12]), st.integers(1, 12)))
        mult = draw(st.one_of(st.sampled_from([200, 1]), st.integers(1, 2000)))
        lab_mode = draw(st.sampled_from(["all", "subset"]))
        lab = np.ones(c, dtype=bool) if lab_mode == "all" else rng.random(c) < 0.5
        lab[int(rng.integers(0, c))] = True
        kinds.append(kind)
        mults.append(mult)
        labs.append(lab.tolist())  # nested lists: the instance store saves arrays only at the top level
        adjs.append(DM.component(kind, c, rng).tolist())
    s = draw(with_edges(log_uniform(1e-3, 3.0), 0.01)) * draw(st.sampled_from([1.0, -1.0]))
    return {"r": r, "func": func, "q": q, "s": s, "kinds": kinds, "mults": mults, "labeled": labs, "adjs": adjs,
            "seed": seed}


def _b49_templates(inst: dict) -> list[DM.Template]:
    return [DM.Template(np.asarray(a), np.asarray(lab, dtype=bool), int(m))
            for a, lab, m in zip(inst["adjs"], inst["labeled"], inst["mults"], strict=True)]


def _b49_measure(inst: dict, ctx: Ctx) -> Measurement:
    temps = _b49_templates(inst)
    g = DM.graph_stats(temps, inst["r"])
    lhs = DM.log_mgf(temps, inst["r"], inst["func"], inst["q"], inst["s"], torch_dtype(ctx.dtype), ctx.device)
    hj = g["L"] * g["dep_max"] * inst["s"] ** 2 / 8  # Hoeffding + Janson's fractional cover: a bound that holds
    return Measurement(lhs, {"L": g["L"], "D": g["D_printed"], "s": inst["s"]},
                       {"dep_max": g["dep_max"], "deltas": g["deltas"], "ratio_to_janson_hoeffding": lhs / hj})


def _b49_exact(inst: dict) -> Measurement:
    temps = _b49_templates(inst)
    g = DM.graph_stats(temps, inst["r"])
    lhs = DM.log_mgf_mp(temps, inst["r"], inst["func"], Fraction(inst["q"]), inst["s"])
    return Measurement(lhs, {"L": g["L"], "D": g["D_printed"], "s": Fraction(inst["s"])},
                       {"dep_max": g["dep_max"]})


def _b49_sixteenth(L: int, D: int, s: float, **_: object) -> float:
    return B.b49_log(L, D, s) / 16


def _b49_cubic(L: int, D: int, s: float, **_: object) -> float:
    return L * D * abs(s) ** 3


def _b49_no_dep(L: int, D: int, s: float, **_: object) -> float:
    return B.b49_log(L, 1, s) / 1


def _b49_sqrt_l(L: int, D: int, s: float, **_: object) -> float:
    return B.b49_log(1, D, s) * L**0.5


_REAL.append(Claim(
    id="thesis.ch3.B.49", paper=PAPER,
    source=_src("(B.49), proof of Lemma B.3.3, App. B, L4091-L4097 (from [74] Lemma 7)"),
    statement="p_n(T) in [0, 1] depends on at most 1 + sum_{z in Z} delta_z^2 of the p_j(T) (delta_z = max_n "
              "|N_z^n|), so E_D[exp(s(sum_{n in L} p_n(T) - |L| E_D[p_n(T)]))] <= exp(|L|(1 + sum_{z in Z} delta_z^2) "
              "s^2) (B.49).",
    kind="probabilistic", comparison="<=", bound=B.b49_log, measure=_b49_measure, exact=_b49_exact,
    strategy=_b49_instances,
    assumptions=(Assumption("dependency degree", "each p_n depends on at most 1 + sum_z delta_z^2 of the p_j "
                            "(n itself included), z = 1..r", lambda q: q["D"] - q["dep_max"]),),
    favourable=0.9,
    mutants={"constant 1 -> 1/16 (below Hoeffding's 1/8)": _b49_sixteenth,
             "s^2 -> |s|^3": _b49_cubic,
             "dependency degree dropped (exp(|L| s^2))": _b49_no_dep,
             "|L| -> sqrt(|L|)": _b49_sqrt_l},
    notes="Checked in log form: lhs = log E exp(s(X - EX)), X = sum_{n in L} p_n, computed EXACTLY (enumeration of "
          "every component's 2^c Bernoulli assignments; independent components factorise; 60-digit mpmath re-check), "
          "so no Monte Carlo interval is needed. Centring by sum_n E p_n (the printed |L| E p assumes identically "
          "distributed p_n). Z = {1..r}, the distances p_n sees. The bound is provably loose by a factor 8 in the "
          "exponent (Hoeffding's lemma on each p_n plus Janson's fractional-cover bound give |L| dep s^2/8 with "
          "dep <= 1 + sum delta_z^2); the best score reachable is 1/8 (one node, q = 1/2, s -> 0), so the automatic "
          "mutant uses favourable = 0.9 (bound x 0.1 < 1/8) and the planted 1/16 mutant sits just beyond Hoeffding.",
    settings={"ci": {"max_examples": 120, "budget_s": 4.0}},
))


# The printed domain of every claim that does not declare it inline (thmcheck.checks.domain.Param; key = the instance,
# quantity or term field carrying the value). Ends a run does not reach carry their reason.
# ------------------------------------------------- Lemma B.3.6 (B.36): lucky neurons stay activated (graph)

@st.composite
def _b36_instances(draw: st.DrawFn) -> dict:
    return {"seed": draw(SEEDS), "m": draw(st.sampled_from([128, 256, 512])), "eta": draw(st.sampled_from([0.1, 0.2])),
            "T": 120, "B": 8}


def _b36_measure(inst: dict, ctx: Ctx) -> Measurement:
    with GT.single_thread():
        return _b36_measure_st(inst)


def _b36_m_cap() -> int:
    """The largest width measured (4096 under ci, 8192 otherwise): beyond it the measurement raises SolverFailure,
    so a path extension ends there."""
    return 4096 if active_profile() == "ci" else 8192


def _b36_measure_st(inst: dict) -> Measurement:
    """Section 3.5.1 graph model (ch3_training_grids' config, m neurons); V_l(t) = W_V^(t) sum_s softmax(x_s^T W_K^T
    W_Q x_l + u_(s,l)^T b) x_s over l and its SPD 1..2 neighbours; lucky (i, l): l in D_1 and W_O(i,:)^(0) V_l(0) > 0
    (as (A.8)); lhs = the number of lucky (i, l) with W_O(i,:)^(t) V_l(t) < 0 at one of 3 checkpoints of an
    Algorithm-4 run of T steps (claimed: 0 once m is large enough; shape 1/m)."""
    from thmcheck.checks.papers.thesis.ch3_training_grids import _config, _graph, _setup

    if int(inst["m"]) > _b36_m_cap():
        raise SolverFailure(f"m = {inst['m']} beyond this machine's cap {_b36_m_cap()}")
    cfg = {**_config(), "m": int(inst["m"])}
    pats, y, D, _z, _rng = _graph(cfg, 0.4, 0.1, int(inst["seed"]))
    X, p, lab, g = _setup(cfg, pats, int(inst["seed"]))
    Dt = torch.as_tensor(D)
    agg = ((Dt >= 1) & (Dt <= 2)) | torch.eye(len(pats), dtype=torch.bool)
    Z = p.b.shape[0]
    U = torch.nn.functional.one_hot(torch.clamp(Dt, max=Z - 1), Z).to(X.dtype)   # (N, N, Z)

    def pre() -> torch.Tensor:
        with torch.no_grad():
            logits = torch.einsum("sd,ed,ef,nf->ns", X, p.WK, p.WQ, X) + U @ p.b
            V = torch.softmax(logits.masked_fill(~agg, -math.inf), 1) @ (X @ p.WV.T)
            return V @ p.WO.T                                                      # (N, m)

    lucky = (pre() > 0) & torch.as_tensor(pats == 0)[:, None]
    off = torch.zeros_like(lucky)
    for _ in range(3):
        GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, float(inst["eta"]), int(inst["B"]),
                        int(inst["T"]) // 3, cfg["n_sample"], g, (Dt >= 1) & (Dt <= 2))
        off |= pre() < 0
    apos = lucky & (p.a[None, :] > 0)
    count = int((off & lucky).sum())
    return Measurement(float(count), {"m": int(inst["m"])},
                       {"frac_deactivated": count / max(int(lucky.sum()), 1),
                        "frac_deactivated_a_pos": float((off & apos).sum() / max(int(apos.sum()), 1)),
                        "m_over_M2logN": int(inst["m"]) / (cfg["M"] ** 2 * math.log(cfg["N"])),
                        "lucky_pairs": int(lucky.sum())})


def _b36_move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": int(t)}


_REAL.append(Claim(
    id="thesis.ch3.lemmaB.3.6", paper=PAPER, source=_src("Lemma B.3.6 (B.36), App. B.3, L4027-L4031; lucky sets L3860"),
    statement="Under the condition m >~ M^2 log N: for i in W_l(0) and l in D_1, 1[W_O(i)^(t) V_l(t)] = 1 (B.36) (for "
              "all t: lucky neurons stay activated); likewise for U_l(0), l in D_2.",
    statement_tex=r"\mathbb{I}[\mathbf{W}_{O_{(i)}}^{(t)} \mathbf{V}_l(t)] = 1",
    kind="algorithmic", comparison="<=", bound=B.lucky_off_shape, measure=_b36_measure, strategy=_b36_instances,
    constants="hidden", uniform=True, eventually=("m",), expect="erratum",
    evidence="Round 18 (thesisB2): inside Theorem 3.4.4's |L| >= BT as drawn: the T = 120 steps of B = 8 draw with "
             "replacement from the 40 labeled nodes, which is the same law on K = 25 copies of the 80-node graph "
             "(|L| = 1000 >= B (T + 1) = 968; a copy's node has its original's rings and label), where every drawn m "
             ">= 128 meets m >= M^2 ln N = 16 ln 2000 = 121.6 (r16_thesisAB2.gt80_nodes). "
             "Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed. Uniform check (was conditional with m >~ M^2 log N granted): the count of deactivated "
             "lucky (i, l) pairs does not vanish as m grows, so no constant C in m >= C M^2 log N makes (B.36) hold. "
             "ci path (seed 0, eta = 0.1, T = 120, N = 80, M = 4): count * m 5.8e4 (m = 128) -> 4.3e7 (m = 3238, 13317 "
             "pairs; without the ci cap 1.7e8 at m = 6476, 25924 pairs), "
             "slope 2.03 [1.87, 2.18]: a constant fraction switches off at every width; the deactivated neurons are "
             "those with a_i < 0 (term frac_deactivated_a_pos = 0 in round 3), which (B.36) does not exclude. Round "
             "3's auditor (docs/audits/round3/thesis.md) found the printed statement false with larger m no help.",
    no_correction_reason="the proof's (B.220)-(B.223) needs a_i > 0 for i in W_l(0) (a_i < 0 for U_l(0)); with that "
                         "restriction the value errors still switch off a vanishing fraction (round 3 audit), and the "
                         "text does not say which fraction Theorem 3.4.4 can afford",
    second_path="tests/test_thesis_r4a_lucky.py::test_lucky_neurons_with_negative_a_switch_off_at_every_width",
    directions=(
        Direction("m -> inf (width)", "m", INF, move=_b36_move_m, points=(128, 256, 512, 1024), grows=("m",)),
        Direction("t (iterations), eta, seed", "t", INF, how="search", reason="3 checkpoints of a T = 120 run (the "
                  "claim is for all t), eta in {0.1, 0.2}, seed drawn")),
    mutants={"count <~ 1/m^2": B.lucky_off_mut_m2},
    notes="The graph version of Lemma A.5.2 (thesis.ch2.lemmaA.5.2). 'Under m >~ M^2 log N, every lucky pair stays "
          "activated' says the count of deactivated lucky (i, l) pairs (an integer) is 0 once m >= C M^2 log N, for "
          "one unspecified C; at fixed M and N that is count <= c/m for one constant c: shape 1/m, m eventually "
          "(it grows along the path, which ends at this machine's cap, m = 4096 under ci, 8192 otherwise). It was conditional (m >~ M^2 log "
          "N granted), before that a record.",
    settings={"ci": {"max_examples": 1, "budget_s": 8.0, "min_valid": 1},
              "dev": {"max_examples": 4, "min_valid": 1}, "deep": {"max_examples": 30, "min_valid": 4}},
    domain=(
        Param("m", 1, INF, integer=True, text="m >~ M^2 log N neurons", far=2048,
              unreached="m in {128, 256, 512} drawn (2.7 .. 29 M^2 log N at M = 4, N = 80); the path reaches 2048 "
                        "and beyond while the ratio grows (cap 4096 under ci, 8192 otherwise)"),),
))


TEX_B19 = (r"\|\mathbf{W}_{O_{(i,\cdot)}}^{(t)}\|^2 \leq \frac{1}{B} \min\{\|\mathbf{W}_{O_{(j,\cdot)}}^{(t)}\|^2, "
           r"\|\mathbf{W}_{O_{(k,\cdot)}}^{(t)}\|^2\}")
# ------------------------------------------------- Lemma B.3.1 (B.17)-(B.19): unlucky vs lucky W_O rows (graph)

def _b19_measure(inst: dict, ctx: Ctx) -> Measurement:
    with GT.single_thread():
        return _b19_measure_st(inst)


def _b19_measure_st(inst: dict) -> Measurement:
    """The Section 3.5.1 graph model (ch3_training_grids' config, m neurons), trained ``t`` steps of Algorithm 4
    (mini-batch B, step eta, the experiments' SPD 1..2 sampler). Lucky sets as (A.8)-(A.9) of Chapter 2 (Chapter 3
    names W_l(0), U_l(0) 'the set of lucky neurons for node l', L3860, without restating them): W_l(0) = {i :
    W_O(i,:)^(0) V_l(0) > 0} for a node l in D_1, U_l(0) likewise for a node l' in D_2, V_l(0) = W_V^(0) sum_s
    softmax(x_s^T W_K^T W_Q x_l) x_s over l itself and its SPD 1..2 neighbours (b^(0) = 0); unlucky: in neither.
    lhs = the largest, over the first 4 nodes of D_1 and of D_2, of max_{i unlucky} ||W_O(i,:)^(t)||^2 / min{min_{j in
    W} ||W_O(j,:)^(t)||^2, min_{k in U} ||W_O(k,:)^(t)||^2} (shape 1/B)."""
    from thmcheck.checks.papers.thesis.ch3_training_grids import _config, _graph, _setup

    cfg = {**_config(), "m": int(inst["m"])}
    pats, y, D, _z, _rng = _graph(cfg, 0.4, 0.1, int(inst["seed"]))
    X, p, lab, g = _setup(cfg, pats, int(inst["seed"]))
    Dt = torch.as_tensor(D)
    agg = ((Dt >= 1) & (Dt <= 2)) | torch.eye(len(pats), dtype=torch.bool)
    with torch.no_grad():
        logits = torch.einsum("sd,ed,ef,nf->ns", X, p.WK, p.WQ, X).masked_fill(~agg, -math.inf)
        V = torch.softmax(logits, 1) @ (X @ p.WV.T)              # (N, d): V_l(0) for every node l
        act = (V @ p.WO.T) > 0                                  # (N, m)
    d1 = np.flatnonzero(pats == 0)[:4]
    d2 = np.flatnonzero(pats == 1)[:4]
    if int(inst["t"]) > 0:
        GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, float(inst["eta"]), int(inst["B"]),
                        int(inst["t"]), cfg["n_sample"], g, (Dt >= 1) & (Dt <= 2))
    with torch.no_grad():
        norms = (p.WO**2).sum(1)
    r19, sizes = 0.0, (0, 0, 0)
    for a in d1:
        for b in d2:
            Wset, Uset = act[a], act[b]
            unl = ~(Wset | Uset)
            if not (unl.any() and Wset.any() and Uset.any()):
                continue
            r = float(norms[unl].max()) / min(float(norms[Wset].min()), float(norms[Uset].min()))
            if r > r19:
                r19, sizes = r, (int(Wset.sum()), int(Uset.sum()), int(unl.sum()))
    if sizes == (0, 0, 0):
        raise SolverFailure("no node pair with non-empty lucky and unlucky sets in this draw")
    return Measurement(r19, {"B": int(inst["B"])}, {"lucky_W_U_unlucky_sizes": sizes, "m": int(inst["m"]),
                                                    "t": int(inst["t"])})


@st.composite
def _b19_instances(draw: st.DrawFn) -> dict:
    """m in [32, 1024] (log-uniform), batch B in {1, ..., 16}, t in {1, ..., 20} steps, eta in {0.05, 0.1, 0.2}."""
    return {"seed": draw(SEEDS), "m": int(draw(log_uniform(32.0, 1024.0))), "B": draw(st.integers(1, 16)),
            "t": draw(st.integers(1, 20)), "eta": draw(st.sampled_from([0.1, 0.2, 0.05]))}


_B19_M_CAP, _B19_B_CAP = 4096, 64


def _b19_move_mb(inst: dict, t: float) -> dict:
    """m and B grow together (m = 64 B, capped at 4096; B capped at 64)."""
    return {**inst, "B": min(_B19_B_CAP, int(t)), "m": min(_B19_M_CAP, int(64 * t))}


def _b19_move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": min(_B19_M_CAP, int(t))}


_REAL.append(Claim(
    id="thesis.ch3.lemmaB.3.1", paper=PAPER,
    source=_src("Lemma B.3.1 (B.17)-(B.19), App. B.3, L3947-L3975; lucky sets L3860 (as (A.8)-(A.9), L2695-L2697)"),
    statement="For the lucky neuron i in W_l(0) and b in [T], the major component of W_O(i,:)^(t) is along p_1 "
              "(B.9)-(B.16); for unlucky neurons i and j in W_l(0), k in U_l(0), p in P: W_O(i,:)^(t) p <= (1/sqrt(B)) "
              "min{W_O(j,:)^(t) p_1, W_O(k,:)^(t) p_2} (B.17), ||W_O(i,:)^(t)||^2 <= (1/B) min{||W_O(j,:)^(t)||^2, "
              "||W_O(k,:)^(t)||^2} (B.19).",
    statement_tex=TEX_B19,
    kind="algorithmic", comparison="<=", bound=B.b19_shape, measure=_b19_measure, strategy=_b19_instances,
    constants="hidden", uniform=True, eventually=("m", "B"),
    directions=(
        Direction("B -> inf with m = 64 B", "B", INF, move=_b19_move_mb, points=(1, 2, 4, 8, 16, 32),
                  grows=("m", "B")),
        Direction("m -> inf", "m", INF, move=_b19_move_m, points=(64, 256, 1024, 4096), grows=("m",)),
        Direction("t, eta, seed", "t", INF, how="search", reason="t in {1, ..., 20} steps (the claim is for every t), "
                  "eta in {0.05, 0.1, 0.2}, seed: drawn by the strategy"),
    ),
    mutants={"(B.17)'s 1/sqrt(B) in place of 1/B": B.b17_shape},
    expect="erratum",
    evidence="Round 18 (thesisB2): Theorem 3.4.4's |L| >= BT: the batches are drawn with replacement from the 40 labeled "
             "nodes, the same law on K copies of the 80-node graph with |L| = 40 K >= B (t + 1); the crossing is at "
             "small t from the initial rows (no batch enters it), and the path's points (m = 64 B) meet m >= M^2 ln "
             "(80 K) (B = 32, t = 1: K = 2, 81 <= 2048). "
             "Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed. As (A.29) of Chapter 2 (thesis.ch2.lemmaA.3.1.claim1): near t = 0 the rows of W_O are "
             "their i.i.d. N(0, xi^2 I) initial values, so the largest unlucky squared norm exceeds the smallest "
             "lucky one; (B.19) asks <= 1/B of it, with or without a constant (B and m grown along the path).",
    no_correction_reason="(B.19) could hold only after the lucky rows have grown (t large), which the text does not "
                         "quantify",
    second_path="tests/test_thesis24_c267.py::test_a29_initial_rows_violate_one_over_b",
    notes="Uniform check of (B.19) (it was a record 'hidden constants'): 1/B as a shape, 'm >~ M^2 log N' and B as "
          "eventually, grown along the path. (B.9)-(B.16) (lucky growth, hidden constants on p_n(t)) and (B.18) "
          "(z_l(t), see thesis.ch3.lemmaB.3.4) are not checked here. Graph: "
          "Section 3.5.1 model, N = 80, gamma_d = 0.4, eps_S = 0.1 (ch3_training_grids._config).",
    settings={"ci": {"max_examples": 4, "budget_s": 6.0}, "dev": {"max_examples": 30}},
    domain=(
        Param("m", 1, INF, integer=True, text="m >~ M^2 log N neurons", far=4096,
              unreached="m in [32, 1024] drawn; paths to 4096"),
        Param("B", 1, INF, integer=True, text="mini-batch size B", far=32, unreached="B <= 16 drawn; paths to 64"),
        Param("t", 1, INF, integer=True, text="every iteration t", far=20,
              unreached="t <= 20: (B.19) is checked where it fails (small t)")),
))


_DOMAINS: dict[str, tuple[Param, ...]] = {
    "thesis.ch3.gradB.166": (
        Param("L", 2, INF, integer=True, text="aggregated nodes", unreached="L <= 12: an identity per entry"),
        Param("Z", 2, INF, integer=True, text="Z PE bins", unreached="Z <= 6: an identity per entry")),
    "thesis.ch3.B.55": (Param("p", 0, 1, text="p in [0, 1]"),),
    "thesis.ch3.B.199-B.200": (
        Param("N", 1, INF, integer=True, text="N nodes", unreached="N <= 60: a counting identity"),
        Param("z", 1, INF, integer=True, text="distance z >= 1", unreached="z <= 3: larger z leaves the small "
              "graphs' diameter")),
    "thesis.ch3.tableB.8": (Param("N", 2708, 7600, integer=True, text="the two datasets of Table B.8 (Cora, Actor)"),),
    "thesis.ch3.B.49": (
        Param("q", 0, 1, lo_closed=False, hi_closed=False, text="p_n in [0, 1] (here functions of Bernoulli(q) "
              "variables, q in (0, 1))", unreached="q in [2^-10, 1 - 2^-10] on a dyadic grid, drawn from [0.01, "
              "0.99]: at q -> 0 or 1 the p_n become deterministic and both sides -> 0"),
        Param("s", -math.inf, math.inf, text="any real s", far=3.0,
              unreached="|s| <= 3: the log-MGF is computed exactly; for large |s| both sides grow and the bound "
                        "(quadratic in s) is loosest"),
        Param("r", 0, math.inf, integer=True, text="SPD radius r >= 0 (dependency neighbourhoods)",
              unreached="r <= 2: components of <= 12 nodes have diameter <= ~3")),
}


# Numbered results with no check of their own: (id, source, statement, kind, reason, covering catalog id).
_NUMBERED_RECORDS: list[tuple[str, str, str, str, str, str]] = [
    ("thesis.ch3.lemmaB.2.5", "Lemma B.2.5 (B.6), App. B.2, L3927 ([258] Proposition 5.1)",
     "Hoeffding's inequality for independent centred sub-Gaussian X_i (as Lemma A.2.6).", "probabilistic",
     _TEXTBOOK + "Vershynin [258] Proposition 5.1 (the same statement as Lemma A.2.6, symbol by symbol, with "
     "Definition B.2.4 = Definition A.2.5 of the sub-Gaussian norm: r27 re-read): an alias of thesis.ch2.lemmaA.2.6, "
     "which checks (A.12).", "thesis.ch2.lemmaA.2.6", "alias"),
    # thesis.ch3.lemmaB.3.4 is a check now (checks/papers/thesis/r5_thesisAB.py)
    # thesis.ch3.lemmaB.3.5 is a check now (checks/papers/thesis/r27_records.py: its printed statement differs from A.5.1)
]


CLAIMS = _assemble(_REAL, _DOMAINS, (), _NUMBERED_RECORDS)
