"""Round 15 (helper chenliA): chenli Section 5.4's elementary steps, as printed, on every finite law.

- ``chenli.display.eq48`` (L1086, Lemma 5.15's proof): 'because ||softmax(.)||_max <= 1 deterministically,
  ||E[Delta(X, X')]||_max <= delta + ||E[Delta(X, X') | E]||_max' with P[E] >= 1 - delta (L1080-L1082), Delta =
  softmax(X Theta X^T) - softmax(X' Theta X'^T): checked on finite laws of (Delta, 1_E) whose atoms are differences of
  two row-softmaxes of drawn logits (extreme logits first: one-hot rows, entries near +-1), delta = P[E^c] (the
  tightest the premise allows): holds (E[Delta] = (1 - p) A + p B with |A| <= a, |B| <= 1 entrywise).
- ``chenli.display.eq51`` (L1136, Lemma 5.16's proof): 'Lemma 5.15 tells us that ... ||M_{mu, nu} - M_{mu', nu}||_max
  <= delta*_c. Then by Jensen's, this implies ||M_{mu, nu} - M||_max <= delta*_c', M := E[softmax | E] = E[M_{mu',
  nu'} | E]: checked on finite laws of row-stochastic matrices M_a = E[softmax] (softmax rows of drawn logits) with
  delta*_c their largest pairwise max-distance (Lemma 5.15's premise, as tight as it can be): holds (the max-norm is
  convex).
- ``chenli.display.thm1.2-phase1-samples`` (L2980, Theorem 1.2's proof, phase 1): 'poly(d, 1/eps_1) sqrt(log(1/delta))
  samples are sufficient for this empirical estimate W_hat to be eps_1-close ... with probability at least 1 - delta'
  at r14_chenliA's admissible two-head instance (d >= 1e40): with probability 2^{-k d N} all N samples equal one X0
  with identical rows, where W_hat = k x x^T Sum W_i is sqrt(2k^2 d - 4k + 2) from Sum W_i, so any N < log(1/delta)/
  (k d ln 2) fails with probability > delta: erratum (the count must grow linearly in log(1/delta); the catalog's
  suspicion for Theorem 1.2's N), corrected to poly(d, 1/eps_1) log(1/delta).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r15_chenliA as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []
SP = "tests/test_chenli_r15_chenliA.py::"


def _softmax_rows(L: np.ndarray) -> np.ndarray:
    L = L - L.max(axis=-1, keepdims=True)
    E = np.exp(L)
    return E / E.sum(axis=-1, keepdims=True)


@st.composite
def _finite_law(draw: st.DrawFn) -> dict:
    """k in [3, 8] tokens (Assumption 5: k >= 3), K in [2, 12] atoms with Dirichlet weights (concentration
    log-uniform), a logit scale in [0.1, 1e3] (large first: one-hot rows, the F >> log(kd) regime of Assumption 6),
    the event E's share of atoms, the mass of E^c (p in [0, 1)) and a seed."""
    return {"k": draw(st.one_of(st.just(3), st.integers(3, 8))), "K": draw(st.integers(2, 12)),
            "scale": float(draw(with_edges(log_uniform(0.1, 1e3), 1e3))),
            "conc": float(draw(log_uniform(0.05, 10.0))),
            "p_bad": float(draw(with_edges(st.floats(0.0, 0.999), 0.0, 0.999))),
            "aligned": draw(st.booleans()), "seed": draw(SEEDS)}


def _l1086_parts(inst: dict) -> dict:
    rng = np.random.default_rng(inst["seed"])
    k, K, s = inst["k"], inst["K"], inst["scale"]
    nbad = max(1, K // 3)
    A = _softmax_rows(s * rng.standard_normal((K, k, k)))
    Bm = _softmax_rows(s * rng.standard_normal((K, k, k)))
    if inst["aligned"]:  # E^c atoms push every entry the same way: A one-hot on the column B avoids
        A[:nbad] = _softmax_rows(s * np.eye(k)[None].repeat(nbad, 0) * 10)
        Bm[:nbad] = _softmax_rows(s * np.roll(np.eye(k), 1, axis=1)[None].repeat(nbad, 0) * 10)
    D = A - Bm  # Delta(X, X') at each atom: entries in (-1, 1)
    w = np.maximum(rng.dirichlet(np.full(K, inst["conc"])), 1e-12)  # no atom of weight 0
    wbad = w[:nbad] / w[:nbad].sum() * inst["p_bad"]
    wgood = w[nbad:] / w[nbad:].sum() * (1 - inst["p_bad"])
    W = np.concatenate([wbad, wgood])
    ED = np.einsum("a,aij->ij", W, D)
    cond = np.einsum("a,aij->ij", wgood / wgood.sum(), D[nbad:])
    return {"lhs": float(np.abs(ED).max()), "delta": float(inst["p_bad"]), "cond_max": float(np.abs(cond).max()),
            "max |Delta| entry": float(np.abs(D).max())}


def _l1086_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1086_parts(inst)
    return Measurement(v["lhs"], {"delta": v["delta"], "cond_max": v["cond_max"]},
                       {"max |Delta| entry": v["max |Delta| entry"]})


EQ48 = Claim(
    id="chenli.display.eq48", catalog_id="chenli.lemma5.15", paper=PAPER,
    source=f"Proof of Lemma 5.15, Section 5.4, {SEED_FILE} L1084-L1086 (Eq. (48); delta of L1080-L1082)",
    statement="Because ||softmax(.)||_max <= 1 deterministically, ||E[Delta(X, X')]||_max <= delta + ||E[Delta(X, X') "
              "| E]||_max, where P[E] >= 1 - delta and Delta(X, X') = softmax(X Theta X^T) - softmax(X' Theta X'^T). "
              "Checked on finite laws of (Delta, 1_E) (atoms: differences of row-softmaxes), delta = P[E^c].",
    kind="step", comparison="<=", bound=B.eq48, measure=_l1086_measure, strategy=_finite_law(),
    domain=(Param("k", 3, INF, integer=True, text="k >= 3 tokens (Assumption 5)", unreached="k <= 8"),
            Param("delta", 0.0, 1.0, key="p_bad", hi_closed=False, text="delta = P[E^c] in [0, 1)",
                  unreached="delta <= 0.999")),
    mutants={"delta dropped": B.eq48_mutant},
    auto_mutant=False,
    notes="The inequality holds for every law (|(1 - p) a + p b| <= a + p for |a| <= a, |b| <= 1), so finite laws with "
          "adversarial E^c atoms (one-hot rows: entries near +-1, all of one sign) are the search space; tight as "
          "E[Delta | E] -> 0 and the E^c entries -> 1 (no 10% automatic mutant: the one-hot limit is approached, "
          "not reached at every draw).",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS.append(EQ48)


def _l1136_parts(inst: dict) -> dict:
    rng = np.random.default_rng(inst["seed"])
    k, K, s = inst["k"], inst["K"], inst["scale"]
    Ms = _softmax_rows(s * rng.standard_normal((K, k, k)))  # M_a = E[softmax | (mu, nu) = a], row-stochastic
    if inst["aligned"]:  # one outlier atom: every other atom equal (the tight family)
        Ms[1:] = Ms[1]
    w = rng.dirichlet(np.full(K, inst["conc"]))
    w[0] = max(w[0] * (1 - inst["p_bad"]), 1e-12)
    w = w / w.sum()
    M = np.einsum("a,aij->ij", w, Ms)
    diffs = np.abs(Ms[:, None] - Ms[None]).max(axis=(2, 3))
    return {"lhs": float(np.abs(Ms - M[None]).max()), "delta_star": float(diffs.max()),
            "weight of atom 0": float(w[0])}


def _l1136_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1136_parts(inst)
    return Measurement(v["lhs"], {"delta_star": v["delta_star"]}, {"weight of atom 0": v["weight of atom 0"]})


EQ51 = Claim(
    id="chenli.display.eq51", catalog_id="chenli.lemma5.16", paper=PAPER,
    source=f"Proof of Lemma 5.16, Section 5.4, {SEED_FILE} L1134-L1136 (Eq. (51); M_mu,nu of (50), L1132)",
    statement="If ||M_{mu, nu} - M_{mu', nu'}||_max <= delta*_c for all (mu, nu), (mu', nu') in E (Lemma 5.15), then "
              "by Jensen's ||M_{mu, nu} - M||_max <= delta*_c, M := E[softmax(X Theta X^T) | E] = E[M_{mu', nu'} | E]. "
              "Checked on finite laws of row-stochastic M_a, delta*_c = the largest pairwise max-distance.",
    kind="step", comparison="<=", bound=B.eq51, measure=_l1136_measure, strategy=_finite_law(),
    domain=(Param("k", 3, INF, integer=True, text="k >= 3 tokens (Assumption 5)", unreached="k <= 8"),),
    mutants={"delta*/2": B.eq51_mutant},
    auto_mutant=False,
    notes="Convexity of the max-norm: ||M_a - sum_b w_b M_b|| <= sum_b w_b ||M_a - M_b|| <= delta*. Tight when one "
          "atom of small weight sits at distance delta* from the others (the 'aligned' family); the ratio is 1 - w_0.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS.append(EQ51)


# ============================== Theorem 1.2's proof, phase 1 (L2980): poly(d, 1/eps_1) sqrt(log(1/delta)) samples


_K_TOK = 3  # r14_chenliA's admissible instance: k = 3 tokens, m = 2 heads


@st.composite
def _l2980_instances(draw: st.DrawFn) -> dict:
    """r14_chenliA's admissible two-head instance (d = 10^e, e in [40, 60]; ||Theta_i||_F = F; the coupling frac) and
    L = log(1/delta) = 10^g, g in [-3, 300] (delta in (0, 1); the top end first)."""
    return {"log10_d": float(draw(with_edges(st.floats(40.0, 60.0), 40.0, 60.0))),
            "F": float(draw(with_edges(log_uniform(2e3, 1e5), 2e3, 1e5))),
            "frac": float(draw(with_edges(log_uniform(1e-3, 1.0), 1.0))),
            "log10_L": float(draw(with_edges(st.floats(-3.0, 300.0), 300.0, -3.0)))}


def l2980_parts(inst: dict) -> dict:
    """The empirical estimate W_hat = (1/N) sum_n X_n^T J F(X_n)/k of phase 1 (L2980) equals A0 = X0^T J F(X0)/k when
    all N samples equal one X0 (probability 2^{-k d N}). X0 with identical rows x: every softmax row is uniform, F(X0)
    = X0 Sum W_i, A0 = k x x^T Sum W_i. r14_chenliA's heads have Sum W_i = W_1 + W_2 = diag(1 +- 1)/sqrt(d), so
    ||A0 - Sum W_i||_F^2 = 2 k^2 d - 4k + 2 exactly (|x_j| = 1). Whenever that distance exceeds eps_1, P[||W_hat -
    Sum W_i||_F > eps_1] >= 2^{-k d N} > delta for every N < L/(k d ln 2): lhs = L/(k d ln 2), the least N the
    sentence's guarantee can have. eps_1 = Theta~(m k^5/(r_Theta^{1/12} ^ (d c/v))) read with constant 1 and the
    polylog (log d)^3 (the distance exceeds it by > 1e12 at every drawn d)."""
    from thmcheck.checks.papers.chenli.r14_chenliA import l1348_parts

    base = l1348_parts(inst)["terms"]
    d = 10.0 ** float(inst["log10_d"])
    L = 10.0 ** float(inst["log10_L"])
    k, m = _K_TOK, 2
    r = base["r_Theta"]
    ups = 2.0 * math.sqrt(d / (d / 2 - 1))  # Assumption 4's v of the construction (its lam term is < 1e-10)
    eps1 = m * k**5 * math.log(d) ** 3 / min(r ** (1 / 12), d / ups)
    dist = math.sqrt(2 * k * k * d - 4 * k + 2)
    return {"lhs": L / (k * d * d * math.log(2)), "q": {"d": d, "eps1": eps1, "L": L},  # N_min/d (the unit d)
            "terms": {**{x: base[x] for x in ("eq8_low_slack", "a1_slack", "rank_slack", "ups_slack", "F_slack",
                                              "rw_slack", "chi_slack", "r_Theta")},
                      "||A0 - Sum W||_F": dist, "eps1_slack": dist - eps1,
                      "N_min = L/(k d ln 2)": L / (k * d * math.log(2))}}


def _l2980_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l2980_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l2980_move_L(inst: dict, t: float) -> dict:
    return {**inst, "log10_L": math.log10(t)}


def _l2980_assumptions() -> tuple:
    from thmcheck.checks.papers.chenli.r14_chenliA import L1348S

    return (*L1348S.assumptions,
            Assumption("eps_1 < ||A0 - Sum W||_F", "the all-X0 event leaves the eps_1-ball (eps_1 read with constant "
                       "1 and (log d)^3)", lambda q: q["eps1_slack"]))


L2980 = Claim(
    id="chenli.display.thm1.2-phase1-samples",
    catalog_id="chenli.thm1.2",
    paper=PAPER,
    source=f"Proof of Theorem 1.2, Section 10, {SEED_FILE} L2980 (phase 1; eps_1 of L2978; the instance: "
           "r14_chenliA's two heads inside Assumptions 1-6, 8-10 at d >= 1e40)",
    statement="'By standard matrix concentration, poly(d, 1/eps_1) sqrt(log(1/delta)) samples are sufficient for this "
              "empirical estimate W_hat [of (1/k) E[X^T J Y]] to be eps_1-close in Frobenius norm to Sum_i W_i with "
              "probability at least 1 - delta.' Checked as a uniform shape: N_min(delta) <= C poly(d, 1/eps_1) "
              "sqrt(log(1/delta)), N_min = log(1/delta)/(k d ln 2) the least N for which the failure probability "
              "can be <= delta (all N samples equal one X0 with probability 2^{-k d N}); both sides divided by d.",
    kind="step", comparison="<=", bound=B.thm12_phase1_printed, measure=_l2980_measure,
    strategy=_l2980_instances(), assumptions=_l2980_assumptions(),
    constants="hidden", uniform=True,
    directions=(
        Direction("delta -> 0", "L", math.inf, how="path", move=_l2980_move_L,
                  points=(1e160, 1e190, 1e220, 1e250, 1e280, 1e300)),
        Direction("delta -> 1", "L", 0.0, how="unsearched",
                  reason="lhs/f = sqrt(L) eps_1/(k ln 2 d^2) -> 0 as L = log(1/delta) -> 0"),
        Direction("d -> inf", "log10_d", math.inf, how="search",
                  reason="lhs/f falls like eps_1/d^2 in d (the strategy spans e in [40, 60])"),
        Direction("F, frac", "F", math.inf, how="unsearched",
                  reason="lhs and f do not depend on ||Theta_i||_F or the coupling (they enter the slacks only)"),
    ),
    domain=(Param("d", 1, INF, key="log10_d", text="d: Section 4's assumptions need d >~ 1e35",
                  unreached="d = 10^e, e in [40, 60] (r14_chenliA's admissible construction)"),
            Param("L", 0.0, INF, lo_closed=False, key="log10_L", text="L = log(1/delta), delta in (0, 1)",
                  unreached="log(1/delta) in [1e-3, 1e300] (floats)")),
    expect="erratum",
    evidence="The phase-1 sentence fails as delta -> 0 at every admissible instance: W_hat is the empirical mean of "
             "X^T J F(X)/k (L2980), and with probability 2^{-k d N} all N samples equal one X0 with identical rows, "
             "where every softmax row is uniform, F(X0) = X0 Sum W_i and W_hat = A0 = k x x^T Sum W_i, at distance "
             "sqrt(2k^2 d - 4k + 2) = 3.5e20 from Sum W_i (d = 1e40, k = 3; Sum W_i = diag(1 +- 1)/sqrt(d) of "
             "r14_chenliA's heads) >> eps_1 (~7e7 with the Theta~ read as (log d)^3). So P[fail] >= 2^{-k d N} > "
             "delta whenever N < log(1/delta)/(k d ln 2): the needed N grows linearly in log(1/delta), the printed "
             "poly(d, 1/eps_1) sqrt(log(1/delta)) only as its square root; at fixed d any poly is a constant, and "
             "along delta -> 0 (log(1/delta) from 1e160 to 1e300 at d = 1e40) lhs/f = sqrt(L) eps_1/(3 ln 2 d^2) "
             "grows by 1e70 and passes 1. Inside every hypothesis r14_chenliA checks for this construction "
             "((8)'s lower end, Assumptions 1, 3, 4, 5, 6, 9 with '<<' read as the factor 10: the slacks are in the "
             "record's terms); Assumption 11 is vacuous as printed (chenli.display.sec4-assump11-constant-m) and "
             "Assumption 7 is not checked; the failure event needs only Sum W_i != 0. Not the encoding: the event's "
             "probability and W_hat on it are exact. The same sqrt(log(1/delta)) is in Theorem 1.2's N and in Lemma "
             "9.1/Algorithm 5's N (Theorem 9.5's deviation 2c sqrt(log(1/delta)/(2N)) grows like log(1/delta)^{1/4} "
             "at N = poly sqrt(log(1/delta))): a slip for log(1/delta), as the catalog suspected.",
    corrected=B.thm12_phase1_corrected,
    corrected_text="poly(d, 1/eps_1) log(1/delta) samples suffice (matrix Hoeffding/Bernstein: N ~ log(d/delta)/eps_1^2 "
                   "for bounded summands); the lower bound N >= log(1/delta)/(k d ln 2) above shows the log cannot be "
                   "improved to a smaller power.",
    second_path=SP + "test_l2980_all_x0_event",
    mutants={"log(1/delta)^{3/4}": B.thm12_phase1_corrected_mutant},
    notes="The poly of the printed count is read as d/eps_1; any fixed degree gives the same divergence along delta -> "
          "0 (at fixed d, eps_1 the poly is a constant), the degree only moves the L at which lhs/f passes 1 (~ (k ln "
          "2 d poly)^2: degree 1 keeps it inside float range). Closed form, no sampling.",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)
CLAIMS.append(L2980)
