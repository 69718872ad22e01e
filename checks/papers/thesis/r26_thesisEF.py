"""thesis, round 26 (helper thesisEF): Proposition 6.4.1's (6.18) and (6.19) and Proposition 6.4.5's (6.22) as printed.

thesis.ch6.prop6.4.1 checks the ratios (6.18)/(6.17) and (6.19)/(6.17) against 1/M1 + 1/M2 (the sqrt(log M1) factors
cancelled), which is (6.18)-(6.19) only if (6.17)'s own projection is also O(sqrt(log M1)), an upper bound the paper
does not state. Here (6.18) and (6.19) are checked as printed: the other projection itself against the shape
sqrt(log M1) (1/M1 + 1/M2), with the norm of the printed ||[a^T, 0^T] W p|| (an absolute value: thesis.ch6.eqE.81 /
eqE.88, the appendix's signed forms, do not bound the magnitude). thesis.ch6.prop6.4.5 checks (6.21) only; (6.22), the
label-block cosine against 1 - Theta(1)/M1, is checked here. thesis.ch7.eqF.159-K is (F.159) at K >= 3 (r25's lead: thesis.ch7.eqF.159
draws K <= 2). Same tied models as those two claims (ch6_icl._m1_model:
m, B, l_tr by (6.9), T = 60 M1 sqrt(ln M1) by (6.10), M2 = 4 M1), the same M1 path (ci trains up to M1 = 8).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``.
"""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r26_thesisEF as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import ch6_icl as C
from thmcheck.checks.papers.thesis._common import PAPER
from thmcheck.checks.profiles import active_profile
from thmcheck.models import icl as ICL

CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return C._src(where, lines)


_M1_PARAMS = (
    Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
          unreached="M1 in {2, 3, 4, 6} drawn, the tied path to 20 (ci trains up to 8, dev 12, deep 20): the tied width "
                    "m ~ M1^2 log M1 and T ~ M1 sqrt(log M1) make M1 = 20 a minute of CPU"),
    Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
          unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance"),
)


# ======================================================= (6.18), (6.19) L1881-L1883: the other projections as printed


def _proj_literal_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = max over p of |[c; 0]^T W p| (c = mu_k, k != j, for (6.18); c = nu_k for (6.19)), p = (mu_j, 0) for W_Q,
    p = (mu_j, +-q) for W_K, on the tied model at M1 (ICL.projections); the shape sqrt(ln M1) (1/M1 + 1/M2)."""
    model = C._m1_model(inst["M1"], inst["train_seed"])
    own, other = ICL.projections(model, inst["which"], inst["part"])
    cfg = model.cfg
    shape = math.sqrt(math.log(cfg.M1)) * (1 / cfg.M1 + 1 / cfg.M2)
    return Measurement(other, {"M1": cfg.M1, "M2": cfg.M2}, {
        "W": f"W_{inst['which']}", "own projection (6.17)": own, "other / shape": other / shape,
        "own / sqrt(ln M1)": own / math.sqrt(math.log(cfg.M1)), "m": cfg.m, "B": cfg.B, "l_tr": cfg.l_tr, "T": cfg.T,
        **C._icl_checks(cfg)})


def _proj_literal_instances(part: str):  # noqa: ANN202
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        """One tied model (M1 in {2, 3, 4, 6}, a training seed) and the pair (p, W) of Prop. 6.4.1 ((p_query, W_Q)
        or (p_i, W_K)); the bounded part fixed by the claim."""
        seeds = [0] if active_profile() == "ci" else [0, 1]
        return {"M1": d(st.sampled_from([2, 3, 4, 6])), "train_seed": d(st.sampled_from(seeds)),
                "which": d(st.sampled_from(["Q", "K"])), "part": part}
    return draw()


def _proj_literal(eq: str, part: str, line: str, what: str) -> Claim:
    return Claim(
        id=f"thesis.ch6.eq{eq}", paper=PAPER, catalog_id="thesis.ch6.prop6.4.1",
        source=_src(f"Proposition 6.4.1 ({eq}), Sec. 6.4.1", f"{line}, L1877-L1885"),
        statement=f"({eq}) as printed: for (p, W) in {{(p_query, W_Q^(T)), (p_i, W_K^(T))}}, ||[{what[0]}^T, 0^T] W p|| "
                  f"<= O(sqrt(log M1)(1/M1 + 1/M2)), {what[1]} (log natural). Read uniformly: one c > 0 over the "
                  "printed domain (the trained model after T iterations of (6.10), under Theorem 6.3.3's (6.9)), "
                  "followed along M1 with m, B, l_tr, T tied to M1. thesis.ch6.prop6.4.1 checks the ratio to (6.17) "
                  "instead.",
        kind="rate", comparison="<=", bound=B.eq6_18_shape, measure=_proj_literal_measure,
        strategy=_proj_literal_instances(part), constants="hidden", uniform=True,
        assumptions=(*C._ICL_CHECKED, *C._ICL_REQS),
        directions=(*C._M1_DIRS,
                    Direction("(p, W)", "which", math.inf, how="search",
                              reason="(p_query, W_Q) and (p_i, W_K) drawn (the two printed members)")),
        mutants={"sqrt(log M1)(1/M1 + 1/M2) - 1/2 (an offset: <= 0 from M1 = 3 on, so a projection <= 0 would be "
                 "needed)": B.eq6_18_mutant_offset},
        domain=_M1_PARAMS,
        notes="Round 26 (thesisEF): the other projection itself (ICL.projections' max |[c; 0]^T W p|), the norm of "
              "the printed display, on thesis.ch6.prop6.4.1's tied models. Measured (seed 0, by this measure), "
              "other / shape for (W_Q, W_K) at M1 = 2, 3, 4, 6, 8: "
              + {"a": "6.30, 6.73; 10.26, 10.72; 5.58, 5.52; 8.22, 8.02; 9.97, 9.86 (the other relevant projection "
                      "is 2.0 to 2.3 from M1 = 4 to 8, not decaying like 1/M1: the task partner of mu_j, as in "
                      "thesis.ch6.eqE.77 / eqE.84); at M1 = 12 (dev's path end; m = 1109, B = 178, T = 1135): other = 2.21 "
                      "(W_Q), 2.19 (W_K), other / shape 13.46, 13.36; at M1 = 16 (m = 2201, B = 264, T = 1599): 2.22, "
                      "2.23, other / shape 17.07, 17.15. The partner projection stays ~2.2 while the shape falls "
                      "like sqrt(ln M1)/M1: the ratio grows like M1 / sqrt(ln M1) from M1 = 4 on (x3.1 over M1 = 4 .. "
                      "16), short of the engine's x10 / decade for 'violated' on the ci span (M1 <= 8) - a lead for "
                      "deep (M1 -> 20), not a crossing here",
                 "b": "0.17, 0.18; 1.09, 0.37; 0.067, 0.12; 0.056, 0.068; 0.038, 0.051"}[part] + ".",
        settings={"ci": {"max_examples": 8, "budget_s": 5.0, "min_valid": 3}},
    )


EQ618 = _proj_literal("6.18", "a", "L1881", ("a", "for any IDR (or ODR) pattern a other than XDR(p)"))
EQ619 = _proj_literal("6.19", "b", "L1883", ("b", "for any IDI (or ODI) pattern b"))
CLAIMS += [EQ618, EQ619]


# ======================================================= (6.22) L1907: the label block of r_i aligned with q_e


def _align_dy_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = 1 - min cos(r_{i,dy}, sign(a_i) q) over the top (1 - top) norm neurons (thesis.ch6.prop6.4.5's proxy
    for L, |L| = Omega(m)) of the tied model at M1; the shape 1/M1."""
    model = C._m1_model(inst["M1"], inst["train_seed"])
    _, cq = ICL.alignment(model)
    nr = ICL.neuron_norms(model)
    big = nr > torch.quantile(nr, inst["top"])
    worst = float(cq[big].min())
    cfg = model.cfg
    return Measurement(1 - worst, {"M1": cfg.M1}, {
        "cos_min": worst, "cos_median": float(cq[big].median()), "(1 - cos_min) M1": (1 - worst) * cfg.M1,
        "M2": cfg.M2, "m": cfg.m, "B": cfg.B, "T": cfg.T, "L_size": int(big.sum()), **C._icl_checks(cfg)})


EQ622 = Claim(
    id="thesis.ch6.eq6.22", paper=PAPER, catalog_id="thesis.ch6.prop6.4.5",
    source=_src("Proposition 6.4.5 (6.22), Sec. 6.4.2", "L1907, L1903-L1909"),
    statement="(6.22): for any i in L, r_{i,dy}^(T) q_e / (||r_{i,dy}^(T)|| ||q_e||) >= 1 - Theta(1)/M1 (q_e = sign(a_i) "
              "q, r_i the i-th row of W_O W_V). Read uniformly: 1 - min_{i in L} cos <= c / M1 for one c over the "
              "printed domain, followed along M1 with m, B, l_tr, T tied to M1 (thesis.ch6.prop6.4.5 checks (6.21) "
              "only).",
    kind="algorithmic", comparison="<=", bound=B.eq6_22_shape, measure=_align_dy_measure,
    strategy=C._align_instances, constants="hidden", uniform=True, assumptions=(*C._ICL_CHECKED, *C._ICL_REQS),
    directions=(C._M1_DIRS[0],
                Direction("M2 (M2 = O(M1))", "M2", math.inf, how="unsearched",
                          reason="M2 = O(M1) (L1762) ties M2 to M1; the path takes M2 = 4 M1, the thesis' ratio"),
                Direction("|L| / m (the top-norm proxy of L)", "top", 0.8, how="search",
                          reason="top in [0.5, 0.8] drawn: L = the top 20-50 % of the neurons by norm, |L| = Omega(m)")),
    mutants={"1/M1 - 1/2 (an offset: <= 0 from M1 = 2 on, so 1 - cos <= 0 would be needed)": B.eq6_22_mutant},
    domain=_M1_PARAMS,
    notes="Round 26 (thesisEF): thesis.ch6.prop6.4.5's measure on the label block (ICL.alignment's cos_q), shape 1/M1, "
          "on its tied models and top-norm proxy of L (the proxy is not the proof's L: a rise is a lead, not an "
          "erratum, until L is built as in the proof).",
    settings={"ci": {"max_examples": 8, "budget_s": 5.0, "min_valid": 3}},
)
CLAIMS += [EQ622]


# ======================================================= (F.159) L10115 at K >= 3 (thesis.ch7.eqF.159 draws K <= 2)


def _f159k_instances():  # noqa: ANN202
    """thesis.ch7.eqF.159's draw (r9_thesisF._f13_instances) at K in 3..4: M in K + 1 .. K + 2 (every step a non-identity
    shift, as thesis.ch7.eqF.116-K), alpha in [0.5, 0.9], eta in [0.5, 1), eps log-uniform in [0.3, 0.9], t in
    ceil(T_1) .. 2 ceil(T_1) (t >= T_1 = eta^-1 alpha^-2 K^3 log(K/eps)) with t B <= 2e4, l_tr in 2..6 raised until the
    exact fraction round(alpha l_tr) / l_tr is below 1, B = ceil(c_B M log M) with c_B in [1, 2], xi log-uniform in
    [1e-4, 0.1]."""
    from thmcheck.checks.papers.thesis.r10_thesisF import realised_alpha_below_one
    from thmcheck.checks.strategies import log_uniform

    @st.composite
    def draw(d: st.DrawFn) -> dict:
        K = d(st.integers(3, 4))
        M = d(st.integers(K + 1, K + 2))
        alpha, eta = d(st.floats(0.5, 0.9)), d(st.floats(0.5, 1.0, exclude_max=True))
        eps = d(log_uniform(0.3, 0.9))
        B = max(1, math.ceil(d(st.floats(1.0, 2.0)) * M * math.log(M)))
        t1 = max(1, math.ceil(K**3 * math.log(K / eps) / (eta * alpha**2)))
        return {"K": K, "M": M, "alpha": alpha, "eta": eta, "eps": eps,
                "l_tr": realised_alpha_below_one(alpha, d(st.integers(2, 6))), "B": B,
                "t": d(st.integers(t1, max(t1, min(2 * t1, 20_000 // B)))),
                "xi": d(log_uniform(1e-4, 0.1)), "seed": d(st.integers(0, 2**31 - 1))}
    return draw()


def _f159k() -> Claim:
    from dataclasses import replace

    from thmcheck.checks.papers.thesis import r10_thesisF as F

    base = next(c for c in F.CLAIMS if c.id == "thesis.ch7.eqF.159")
    return replace(
        base, id="thesis.ch7.eqF.159-K", catalog_id="thesis.ch7.eqF.159",
        statement=base.statement + " The far end K >= 3 (K in 3..4, M in K + 1 .. K + 2) of thesis.ch7.eqF.159, which "
                                   "draws K <= 2.",
        strategy=_f159k_instances(),
        directions=(
            Direction("t -> infinity (p_n -> 1, the shape -> 0)", "t", math.inf, how="path", move=F._f159_move_t,
                      points=(1, 3, 10)),
            Direction("eta -> 0 (t / T_1 kept)", "eta", 0.0, how="unsearched",
                      reason="followed at K <= 2 by thesis.ch7.eqF.159 (eta -> 0.05); here t ~ K^3/eta SGD steps of "
                             "K (l_tr + 1)-column prompts"),
            Direction("K, M, alpha, eps, l_tr, B, xi", "K", 3, how="search",
                      reason="K in 3..4, M in K + 1 .. K + 2, alpha in [0.5, 0.9], eps in [0.3, 0.9], l_tr in 2..6, "
                             "c_B in [1, 2], xi in [1e-4, 0.1] drawn"),
        ),
        domain=(
            Param("K", 1, math.inf, integer=True, far=4, text="K >= 1 steps",
                  unreached="K in 3..4 here (K <= 2: thesis.ch7.eqF.159); T_1 ~ K^3 SGD steps"),
            Param("M", 2, math.inf, integer=True, far=6, text="M patterns", unreached="M in K + 1 .. K + 2"),
            Param("eps", 0, 1, lo_closed=False, text="eps in (0, 1)",
                  unreached="eps in [0.3, 0.9] (T_1 ~ K^3 log(K/eps) SGD steps)"),
            Param("eta", 0, 1, lo_closed=False, hi_closed=False, text="eta < 1", unreached="eta in [0.5, 1)"),
            Param("t", 1, math.inf, integer=True, text="t >= T_1 (Lemma F.3.7)",
                  unreached="t <= 10 T_1 on the path and t B <= 2e4 (SGD work cap)"),
        ),
        evidence="Round 26 (thesisEF): the K >= 3 twin of thesis.ch7.eqF.159 (same measure, _f159_state with the "
                 "exact fraction; same hidden-constant reading).",
        mutants={"the shape minus eta/(2M) 1/20 (an offset)": B.f159k_mutant_offset},
        notes="Round 26 (thesisEF): r25's lead '(F.159) at K >= 3'. The measure and bound are thesis.ch7.eqF.159's "
              "(its eta^2 mutant needs the eta path, left to the K <= 2 claim; here an offset). ci (seed-free "
              "search): K >= 3 instances at t = T_1, 3 T_1 with lhs / f 2.76, 2.34 (best 3.01): no growth.",
        settings={"ci": {"max_examples": 1, "budget_s": 2.0, "path_starts": 1},
                  "dev": {"max_examples": 30, "budget_s": 300.0}},
    )


F159K = _f159k()
CLAIMS += [F159K]
