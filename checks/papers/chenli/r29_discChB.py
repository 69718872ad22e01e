"""Round 29 (helper discChB): discovery in chenli L2000-L3865, rows whose record category or covering claim did not
check the display as printed.

- ``chenli.eq154`` (L3522): (154), Lemma A.11 applied to g = c'' d_T(., A) on the cube (Corollary A.5's chain with
  d2 = d3 = 0, whose MLSI constant rho d = d/2 is known exactly), d_T by the min-norm point (was 'uncomputable').
- ``chenli.eq104-item3-index-set`` (L2118): (104)'s latter condition 'for all a != 2, 3' recalled from Lemma 6.4's
  third bullet, which is printed for a in {1, 4, ..., m} (L1559): erratum as printed when k > m; the reading 'a in
  {1, 4, ..., k}' (what Lemma 6.4's proof, Step 3, shows) holds.
- ``chenli.lemmaA.4-stationary`` (L3391): Lemma A.4's chain as printed ('flips bits i and j') leaves the slice, so
  U_{d,mu} is not stationary for it (was a 'citation' record; the paper restates it): erratum as printed; the reading
  'swap bits i and j' (the transposition walk) holds exactly.
- ``chenli.display.thmB.1-large-lambda-m2`` (L3636): the large-lambda bound of Theorem B.1's proof at m = 2 (the
  covering claim checked m = 1 only): 2-D quadrature, holds.
- ``chenli.display.lemma11.7-attention-norm`` (L3177, prose): the heads' attention matrices 'of norm Theta(sqrt(d)
  log dM)' with the proof's tau_i up to rho (dM + 1): erratum (order d M log dM).
"""

from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r29_discChB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.chenli import appA_talagrand as T

SP = "tests/test_chenli_r29_discChB.py::"
CLAIMS: list[Claim] = []


def _src(what: str, lines: str) -> str:
    return f"{what}, {SEED_FILE} {lines}"


# ------------------------------------------------------------------ (154) L3522 on the cube


@functools.lru_cache(maxsize=8)
def _cube(d: int) -> tuple[np.ndarray, tuple]:
    omega = T.support(d, 0, 0, 0, 0)
    return omega, T.neighbour_moves(omega, d, 0, 0)


def _e154_values(inst: dict) -> tuple[float, dict, dict]:
    d = int(inst["d"])
    omega, moves = _cube(d)
    rng = np.random.default_rng(int(inst["seed"]))
    in_A = T.family_set(omega, (d, 0, 0), inst["family"], float(inst["q"]), rng)
    if not in_A.any():
        in_A[0] = True
    _, dT = T.convex_distance(omega, in_A)
    gam = np.sqrt(T.gamma_sq(dT, moves, d))
    gmax = float(gam.max())
    c2 = float(inst["uc"]) / gmax if gmax > 0 else 1.0
    g = c2 * dT
    rho = 0.5  # rho d = d/2, the MLSI constant of P_cube (Lemma A.3; 2-point chains q = 1/2, lambda = 1/d)
    beta = float(inst["u"]) / (8 * rho)
    lhs = float(np.logaddexp.reduce(beta * g**2) - math.log(g.size))
    gg = np.sqrt(T.gamma_sq(g, moves, d))
    g2g = np.sqrt(T.gamma_sq(g**2, moves, d))
    terms = {"Gamma(g) max": float(gg.max()), "Gamma(g^2) - 2 g Gamma(g) max": float((g2g - 2 * g * gg).max()),
             "P[A]": float(in_A.mean()), "d": d, "c''": c2}
    return lhs, {"beta": beta, "rho": rho, "eg2": float(np.mean(g**2))}, terms


def _e154_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    lhs, q, terms = _e154_values(inst)
    return Measurement(lhs, q, terms)


@st.composite
def _e154_instances(draw: st.DrawFn) -> dict:
    return {"d": draw(with_edges(st.integers(1, 6), 2, 6, 1)), "seed": draw(SEEDS),  # d = 1 since round 31
            "family": draw(st.sampled_from(("point", "ball", "halfspace", "weighted", "cylinder", "random"))),
            "q": draw(st.floats(0.05, 0.9)), "uc": draw(with_edges(st.floats(0.01, 1.0), 1.0)),
            "u": draw(with_edges(st.floats(0.0, 0.999), 0.0, 0.5, 0.999))}


CLAIMS.append(Claim(
    id="chenli.eq154",
    paper=PAPER,
    source=_src("(154), proof of Corollary A.12, Appendix A.2 (Lemma A.11 applied to g = c'' d_T(., A))", "L3522"),
    statement="For g = c'' d_T(., A) with c'' > 0 small enough (Gamma(g) <= 1): E_pi[exp(beta c''^2 d_T(., A)^2)] <= "
              "exp(beta/(1 - 8 rho beta) E_pi[c''^2 d_T(., A)^2]) for all 0 <= beta < (8 rho)^{-1}, rho d the MLSI "
              "constant of Corollary A.5. Checked (in logs) on Corollary A.5's Omega with d2 = d3 = 0 (the cube "
              "{+-1}^d, d <= 6, chain P_cube), whose MLSI constant d/2 is known exactly (rho = 1/2), every A of six "
              "families, c'' up to 1/max Gamma(d_T), beta up to 0.999/(8 rho).",
    statement_tex=r"$$\mathbb{E}_{\pi}[\exp(\beta c''^2 d_{\top}(\cdot, A)^2)] \leq \exp\left(\frac{\beta}{1-8\rho"
                  r"\beta} \mathbb{E}_{\pi}[c''^2 d_{\top}(\cdot, A)^2]\right)$$",
    kind="step", comparison="<=", bound=B.eq154_log_rhs, measure=_e154_measure, strategy=_e154_instances,
    rtol=1e-9,
    assumptions=(Assumption("Gamma(g) <= 1", "c'' small enough: Gamma(c'' d_T) <= 1",
                            lambda q: 1.0 - q["Gamma(g) max"] + 1e-12),
                 Assumption("Gamma(g^2) <= 2 g Gamma(g)", "Gamma(g^2) <= 2 g Gamma(g) (holds for every g >= 0)",
                            lambda q: 1e-12 - q["Gamma(g^2) - 2 g Gamma(g) max"])),
    expect="holds",
    evidence="Round 29 (helper discChB): the row was 'uncomputable' (rho unknown), but on the cube block of "
             "Corollary A.5 the MLSI constant is exact (tensorization of the 2-point constant, chenli.factA.2, "
             "chenli.lemmaA.3), and d_T is computed by the min-norm point (models/chenli/appA_talagrand.py). "
             "Herbst's argument from (148) (Fact A.7 with rho) gives the display for g >= 0 (g = 0 on A is the "
             "limit of g + eps > 0, Gamma unchanged).",
    mutants={"beta E[g^2] (the 1/(1 - 8 rho beta) dropped)": B.eq154_mut_no_denominator},
    auto_mutant=False,
    notes="d_T(x, A) = the norm of the min-norm point of conv{1[x != y] : y in A} (the upper end of the certified "
          "bracket, exact to Wolfe's tolerance); Gamma by Definition A.6 with P_cube's moves (bit i w.p. 1/(2d)).",
    domain=(Param("d", 1, INF, integer=True, key="d", text="Omega = {+-1}^{d1} x S_{d2,mu} x S_{d3,nu}",
                  unreached="d <= 6, d2 = d3 = 0: the slice blocks' MLSI constants are known only up to Theta"),
            Param("8 rho beta", 0.0, 1.0, hi_closed=False, key="u", text="0 <= beta < (8 rho)^{-1}",
                  unreached="u = 8 rho beta <= 0.999")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.2}},
))


# ------------------------------------------------------------------ (104) L2118: Item 3's index set


def _printed_set(m: int, k: int) -> list[int]:
    """Lemma 6.4 Item 3's {1, 4, ..., m} (1-based rows), within [k]."""
    return [1] + [a for a in range(4, m + 1) if a <= k]


@functools.lru_cache(maxsize=1)
def _h16() -> np.ndarray:
    H = np.array([[1.0]])
    while H.shape[0] < 16:
        H = np.block([[H, H], [H, -H]])
    return H


def _e104_values(inst: dict) -> tuple[float, dict, dict]:
    """An X meeting the event E of (65) exactly: d = 64, rows X_r = (h_r, h_r, h_r, h_r) (h_r rows of H_16, so X X^T =
    64 I), W_i the projection on coordinate block i (Lemma 6.2's ratio is 1 for every lambda; W^ = sum_i W_i, Delta = 0
    meets Prop. 6.1). Heads Theta_i = x_1 v_i^T/||x_1||^2, v_i = sum_r c_r X_r + A (h_{8+i}, 0, 0, 0) (nearly
    orthogonal, X_1 Theta_i X_r^T = 64 c_r for every head): the margins X_1 Theta_i (X_2 - X_a)^T = 64 (c_2 - c_a) are
    set by the drawn c; rows a outside {1, 2, 3, 4, ..., m} get c_a = c_2 (margin 0) or a drawn multiple of beta
    ||Theta_1||_F."""
    k, m = int(inst["k"]), int(inst["m"])
    h = _h16()
    X = np.array([np.tile(h[r], 4) for r in range(k)])
    beta, xi, A = float(inst["beta"]), float(inst["xi"]), float(inst["A"])
    printed = [a - 1 for a in _printed_set(m, k)]
    n1 = A * 4.0 / 8.0  # ||Theta_1||_F ~ ||A h_{8+1}||/||x_1|| = 4 A/8 (the c-part is small); recomputed below
    c = np.zeros(k)
    marg_target = np.zeros(k)
    for a in range(k):
        if a in printed:
            marg_target[a] = (1.0 + float(inst["f"][a])) * beta * n1 * 1.05
        elif a >= 3:
            marg_target[a] = 0.0 if inst["tie"][a] else (float(inst["f"][a]) * 4.0 - 2.0) * beta * n1
    c = -marg_target / 64.0
    base = c @ X
    th = [np.outer(X[0], base + A * np.concatenate([h[8 + i], np.zeros(48)])) / 64.0 for i in range(m)]
    n1 = float(np.linalg.norm(th[0]))
    s_ = 0.01 * min(1.0, n1)
    c[2] = -(s_ + float(inst["w"]) * xi * n1) / 64.0  # Item 1: 64 (c_2 - c_3) in [s, s + xi ||Theta_1||_F]
    base = c @ X
    th = [np.outer(X[0], base + A * np.concatenate([h[8 + i], np.zeros(48)])) / 64.0 for i in range(m)]
    n1 = float(np.linalg.norm(th[0]))
    marg = np.array([[X[0] @ t @ (X[1] - X[a]) for a in range(k)] for t in th]) / (beta * n1)
    every = [a for a in range(k) if a not in (1, 2)]
    lhs = float(marg[:, every].min())
    item1 = marg[:, 2] * beta * n1
    # Lemma 6.2's ratio over every lambda: the blocks are disjoint, so ||sum_i lambda_i^T X W_i||^2 = sum_i lambda_i^T
    # (X_b X_b^T) lambda_i (X_b = X on block i) against sum_i ||lambda_i||^2 ||W_i||_F^2 (= 16): the eigenvalues of
    # X_b X_b^T/16 bound the ratio both ways
    ev = np.concatenate([np.linalg.eigvalsh(X[:, 16 * i:16 * (i + 1)] @ X[:, 16 * i:16 * (i + 1)].T / 16.0)
                         for i in range(m)])
    terms = {"item3 printed min": float(marg[:, printed].min()), "item3 every min": lhs, "k - m": k - m,
             "item1 min - s": float(item1.min() - s_), "s + xi n1 - item1 max": float(s_ + xi * n1 - item1.max()),
             "Lemma 6.2 ratio dev": float(np.abs(ev - 1.0).max()), "||Theta_1||_F": n1,
             "xi ||Theta_1||_F": xi * n1, "beta/||Theta_1||_F": beta / n1}
    return lhs, {}, terms


def _e104_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    lhs, q, terms = _e104_values(inst)
    return Measurement(lhs, q, terms)


@st.composite
def _e104_instances(draw: st.DrawFn) -> dict:
    k = draw(st.integers(4, 8))
    return {"k": k, "m": draw(st.integers(1, min(k, 4))), "beta": draw(log_uniform(1e-3, 0.5)),
            "xi": draw(log_uniform(1e-7, 1e-4)), "A": draw(log_uniform(10.0, 1000.0)),
            "w": draw(st.floats(0.05, 0.95)), "f": [draw(st.floats(0.0, 1.0)) for _ in range(8)],
            "tie": [draw(st.booleans()) for _ in range(8)]}


_ITEM3 = Assumption("Item 3 as printed", "X_1 Theta_i (X_2 - X_a)^T >= beta ||Theta_1||_F for all i in [m], a in "
                    "{1, 4, ..., m} (Lemma 6.4's third bullet, L1559)", lambda q: q["item3 printed min"] - 1.0)
_ITEM1 = Assumption("Item 1", "X_1 Theta_i (X_2 - X_3)^T in [s, s + xi ||Theta_1||_F] for all i, s = 0.01 min(1, "
                    "||Theta_1||_F) (L1557)", lambda q: min(q["item1 min - s"], q["s + xi n1 - item1 max"]))
_EVENT_E = Assumption("event E (65)", "Lemma 6.2's ||sum_i lambda_i^T X W_i||^2 in [0.9, 1.1] sum_i ||lambda_i||^2 "
                      "||W_i||_F^2 (every lambda; Prop. 6.1 holds with Delta = 0)",
                      lambda q: 0.1 - q["Lemma 6.2 ratio dev"])

CLAIMS.append(Claim(
    id="chenli.eq104-item3-index-set",
    paper=PAPER,
    source=_src("(104), proof of Lemma 6.15 ('Recall from the first and third bullet point ... in Lemma 6.4'; "
                "Lemma 6.4's third bullet L1559 is printed for a in {1, 4, ..., m})", "L2118"),
    statement="Recall from the third bullet point in Lemma 6.4 (X_1 Theta_i (X_2 - X_a)^T >= beta ||Theta_1||_F for "
              "all i in [m] and a in {1, 4, ..., m}) that X_1 Theta_i (X_2 - X_a)^T >= beta ||Theta_1||_F for all a "
              "!= 2, 3 (a in [k]). Checked: min over i and a != 2, 3 of the margin over beta ||Theta_1||_F, on X in "
              "{+-1}^{k x d} meeting the third bullet as printed.",
    statement_tex=r"$$\mathbf{X}_1 \Theta_i (\mathbf{X}_2 - \mathbf{X}_a)^\top \geq \beta \|\Theta_1\|_F "
                  r"\text{ for all } a \neq 2, 3$$",
    kind="step", comparison=">=", bound=B.eq104_one, measure=_e104_measure, strategy=_e104_instances,
    assumptions=(_ITEM1, _ITEM3, _EVENT_E),
    expect="erratum as printed",
    readings=(Reading("Item 3 over {1, 4, ..., k}", "Lemma 6.4's third bullet read with k for m (its proof, Step 3 "
                      "(L2062), covers every row l > 3; Lemma 3.7 needs every a != 2, 3)",
                      assumptions=(_ITEM1, _EVENT_E,
                                   Assumption("Item 3 over [k] - {2, 3}", "the margin for every a != 2, 3",
                                              lambda q: q["item3 every min"] - 1.0))),),
    evidence="Round 29 (helper discChB), Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.: Lemma 6.4's third bullet is printed for a in {1, "
             "4, ..., m} (m the number of heads), and (104) recalls it for every a != 2, 3 among the k rows: when "
             "k > max(m, 3) the rows a = max(4, m + 1), ..., k are not constrained by the printed bullets. The claim "
             "draws X meeting the event E of (65) exactly (Hadamard rows, Lemma 6.2's ratio 1 for every lambda, "
             "Prop. 6.1 with Delta = 0) and Items 1 and 3 as printed; a row a > max(m, 3) with X_1 Theta_i X_a^T = "
             "X_1 Theta_i X_2^T (a distinct row, E kept) gives margin 0 < beta ||Theta_1||_F. E.g. m = 4, k = 6, d = "
             "64 (the audit's instance, second path): Items 1-3 and E hold, (104) fails at a = 5, 6 for every head, "
             "and softmax(X_1 Theta_1 X^T) puts mass ~1/2 off rows 2, 3 against the 2k e^{-beta ||Theta_1||_F} that "
             "(104) with Lemma 3.7 promises. A typo (m for k): Lemma 6.4's proof, Step 3 (L2062), gives every row "
             "l > 3, and chenli.lemma6.4 encodes the bullet with k; the reading 'Item 3 over {1, 4, ..., k}' holds. "
             "Section 4's global assumptions on Theta_i are not imposed (rank-one heads); the mechanism (rows a > "
             "max(m, 3) unconstrained) does not depend on Theta. Second path: tests/test_chenli_r29_discChB.py.",
    no_correction_reason="The correction is in the recalled hypothesis (Lemma 6.4's third bullet for every a in {1, 4, "
                         "..., k}), not the bound: it is the reading 'Item 3 over {1, 4, ..., k}'.",
    second_path=SP + "test_eq104_item3_index_set",
    mutants={"margin 2 beta ||Theta_1||_F": B.eq104_mut_two},
    auto_mutant=False,
    notes="d = 64, k <= 8 Hadamard rows (h_r, h_r, h_r, h_r), m <= 4 rank-one heads Theta_i = x_1 v_i^T/||x_1||^2 "
          "(v_i = sum_r c_r X_r + A (h_{8+i}, 0, 0, 0), A in [10, 1000]), beta in [1e-3, 0.5], xi in [1e-7, 1e-4], "
          "s = 0.01 min(1, ||Theta_1||_F); the first part of (104) is Item 1 itself (identical). Item 2 concerns "
          "Theta' only (any Theta' far from span Theta_i meets it) and Lemma 6.15's xi << 1/||Theta_1||_F, beta << "
          "min(d, ||Theta_1||_F) are in the terms (xi ||Theta_1||_F <= 0.05, beta/||Theta_1||_F <= 0.1).",
    domain=(Param("k", 1, INF, integer=True, key="k", text="X in {+-1}^{k x d}", unreached="4 <= k <= 8, d = 64"),
            Param("m", 1, INF, integer=True, key="m", text="m heads", unreached="m <= min(k, 4) (four coordinate blocks of d = 64)")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.5, "shrink": False}},
))


# ------------------------------------------------------------------ Lemma A.4 (L3391): the printed slice chain


def _a4_values(inst: dict, swap: bool) -> tuple[Fraction, dict]:
    """||U_{d,mu} P - U_{d,mu}||_1 on {+-1}^d, exact: P picks a uniform pair i < j and flips bits i and j (as printed;
    ``swap``: flips them only when x_i != x_j, i.e. swaps them). Integer counts over (x in S_{d,mu}, pair)."""
    d, k = int(inst["d"]), int(inst["k"])
    codes = np.arange(2**d, dtype=np.int64)
    ones = ((codes[:, None] >> np.arange(d)) & 1).sum(1)
    S = codes[ones == k]
    counts = np.zeros(2**d, dtype=np.int64)
    for i, j in itertools.combinations(range(d), 2):
        mask = (1 << i) | (1 << j)
        if swap:
            differ = ((S >> i) & 1) != ((S >> j) & 1)
            dst = np.where(differ, S ^ mask, S)
        else:
            dst = S ^ mask
        np.add.at(counts, dst, 1)
    nS, npair = len(S), math.comb(d, 2)
    inS = ones == k
    tot = Fraction(0)
    for y in range(2**d):
        tot += abs(Fraction(int(counts[y]), nS * npair) - (Fraction(1, nS) if inS[y] else 0))
    left = Fraction(int(counts[~inS].sum()), nS * npair)
    return tot, {"d": d, "mu": 2 * k / d - 1, "mass leaving S": float(left)}


def _a4_measure_for(swap: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        tot, terms = _a4_values(inst, swap)
        return Measurement(float(tot), {}, terms)

    def exact(inst: dict) -> Measurement:
        tot, terms = _a4_values(inst, swap)
        return Measurement(tot, {}, terms, exact=True)

    return measure, exact


_A4_M, _A4_X = _a4_measure_for(False)
_A4_SWAP_M, _A4_SWAP_X = _a4_measure_for(True)


@st.composite
def _a4_instances(draw: st.DrawFn) -> dict:
    d = draw(with_edges(st.integers(2, 10), 2, 3))
    return {"d": d, "k": draw(st.integers(0, d))}


CLAIMS.append(Claim(
    id="chenli.lemmaA.4-stationary",
    catalog_id="chenli.lemmaA.3",
    paper=PAPER,
    source=_src("Lemma A.4 (Theorem 2 in [GQ03], restated), Appendix A.1", "L3391"),
    statement="Let P_slice^mu be the Markov chain over S_{d,mu} which at every step picks a random pair of indices "
              "1 <= i < j <= d and flips bits i and j. Its stationary distribution is U_{d,mu} (which satisfies an "
              "MLSI with constant Theta(d)). Checked: the stationarity part, ||U_{d,mu} P - U_{d,mu}||_1 = 0 with the "
              "printed move (flip both bits), exact over {+-1}^d (d <= 10, every mu with mu d an integer).",
    statement_tex=r"Its stationary distribution is $\mathcal{U}_{d,\mu}$",
    kind="deterministic", comparison="<=", bound=B.lemmaA4_zero, measure=_A4_M, exact=_A4_X, strategy=_a4_instances,
    atol=1e-12,
    expect="erratum as printed",
    readings=(Reading("swap bits i and j", "'flips bits i and j' read as the transposition of [GQ03]'s "
                      "Bernoulli-Laplace walk (flip both only when x_i != x_j, i.e. swap them; a pair with x_i = x_j "
                      "is a no-op), the chain chenli.corA.5 runs on the slice blocks",
                      measure=_A4_SWAP_M, exact=_A4_SWAP_X),),
    evidence="Round 29 (helper discChB), Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.: the row was a 'citation' record, but the paper "
             "restates the lemma with its own chain. Flipping both bits i and j of x in S_{d,mu} changes sum_i x_i "
             "by -+4 when x_i = x_j, so the printed move leaves the slice: it is not a chain over S_{d,mu}, and "
             "U_{d,mu} (extended by 0 to {+-1}^d) is not stationary for it. E.g. d = 3, mu = -1/3 (one +1): of the "
             "3 pairs of x = (+1, -1, -1), the pair (2, 3) has x_2 = x_3 = -1 and flips to (+1, +1, +1); "
             "P[leave S] = 1/3 from every x, ||U P - U||_1 = 2/3. Only d = 2, mu = 0 (every pair differs) escapes. "
             "The reading 'swap bits i and j' (the transposition walk of [GQ03], which chenli.corA.5 runs) holds "
             "exactly. Second path: tests/test_chenli_r29_discChB.py (own loops).",
    no_correction_reason="The correction is in the chain's move (swap, not flip), not a bound: it is the reading "
                         "'swap bits i and j'.",
    second_path=SP + "test_lemmaA4_flip_pair_leaves_slice",
    auto_mutant=False,
    no_mutant_reason="under the reading the left side is 0 exactly (U_{d,mu} is stationary for the transposition "
                     "walk): no wrong bound of the form '<= c' with c >= 0 exists, and c < 0 is not a statement",
    notes="The MLSI part (constant Theta(d)) is checked on the slice blocks of chenli.corA.5 (swap moves); this claim "
          "checks the printed move. Exact integer counts over every (x in S_{d,mu}, pair).",
    domain=(Param("d", 2, INF, integer=True, key="d", text="d >= 2 (a pair i < j)", unreached="d <= 10 (2^d states)"),
            Param("mu", -1.0, 1.0, key="mu", text="mu in [-1, 1], mu d an integer (Definition 5.2)")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
))


# ------------------------------------------------------------------ L3636 at m = 2


@functools.lru_cache(maxsize=4)
def _gl(n: int) -> tuple[np.ndarray, np.ndarray]:
    x, w = np.polynomial.legendre.leggauss(n)
    return (x + 1.0) / 2.0, w / 2.0  # nodes and weights on [0, 1]


def _b1m2_integral(F, g: float, n: int) -> complex:  # noqa: ANN001
    """int over [-1, 1]^2 minus the disc ||mu|| < g of F(mu1, mu2): Gauss-Legendre per quadrant (the kernel's kinks
    lie on the axes) and, for the disc, per quadrant in polar coordinates."""
    x, w = _gl(n)
    X1, X2 = np.meshgrid(x, x, indexing="ij")
    W = np.outer(w, w)
    R, T = np.meshgrid(x * g, x * (np.pi / 2), indexing="ij")
    WP = np.outer(w * g, w * (np.pi / 2)) * R
    tot = 0j
    for s1 in (1.0, -1.0):
        for s2 in (1.0, -1.0):
            tot += np.sum(W * F(s1 * X1, s2 * X2))
            tot -= np.sum(WP * F(s1 * R * np.cos(T), s2 * R * np.sin(T)))
    return complex(tot)


def _b1m2_values(inst: dict, n: int = 96) -> tuple[float, float, dict]:
    rng = np.random.default_rng(int(inst["seed"]))
    V = rng.standard_normal((int(inst["n"]), 2)) * float(inst["vscale"])
    dl = float(inst["delta"])
    a = np.asarray(inst["a"], dtype=float)
    D = np.asarray(inst["Delta"], dtype=float)
    g = float(inst["gamma_frac"])  # gamma delta (< 1: the disc lies inside the square of the kernel's support)

    def unif(z: np.ndarray) -> np.ndarray:
        zs = np.where(z == 0.0, 1.0, z)
        return np.where(z == 0.0, 1.0 + 0j, np.expm1(1j * zs) / (1j * zs))

    def F(m1: np.ndarray, m2: np.ndarray) -> np.ndarray:
        l1, l2 = m1 / dl, m2 / dl  # lambda = mu/delta
        phis = np.prod(np.cos(l1[..., None] * V[:, 0] + l2[..., None] * V[:, 1]), axis=-1)
        return (np.exp(-1j * (l1 * a[0] + l2 * a[1])) * phis * (1 - np.abs(m1)) * (1 - np.abs(m2))
                * unif(l1 * D[0]) * unif(l2 * D[1]))

    I1 = _b1m2_integral(F, g, n)
    I2 = _b1m2_integral(F, g, n + 32)
    if abs(I1 - I2) > 1e-9 * max(1.0, abs(I2)):
        raise SolverFailure(f"quadrature not converged: {abs(I1 - I2):.2e}")
    lhs = abs(I2) / dl**2  # d lambda = d mu/delta^2
    # sup of |phi_S| over gamma <= ||lambda|| <= sqrt(2)/delta, from above: a polar grid plus the Lipschitz allowance
    h = 8e-3
    rr = np.arange(g, math.sqrt(2.0) + h, h)
    th = np.arange(0.0, 2 * np.pi, h / math.sqrt(2.0))
    Rg, Tg = np.meshgrid(rr, th, indexing="ij")
    l1, l2 = Rg * np.cos(Tg) / dl, Rg * np.sin(Tg) / dl
    ph = np.abs(np.prod(np.cos(l1[..., None] * V[:, 0] + l2[..., None] * V[:, 1]), axis=-1))
    lip = float(np.sum(np.linalg.norm(V, axis=1))) / dl
    sup = min(1.0, float(ph.max()) + lip * h)
    return lhs, sup / dl**2, {"sup |phi_S|": sup, "gamma": g / dl, "delta": dl, "quadrature diff": abs(I1 - I2)}


def _b1m2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    lhs, rhs, terms = _b1m2_values(inst)
    return Measurement(lhs, {"rhs": rhs}, terms)


@st.composite
def _b1m2_instances(draw: st.DrawFn) -> dict:
    return {"n": draw(st.integers(1, 6)), "vscale": draw(with_edges(log_uniform(1e-3, 1.0), 1e-3)),
            "delta": draw(log_uniform(0.3, 10.0)), "gamma_frac": draw(with_edges(st.floats(1e-3, 0.99), 1e-3)),
            "a": [draw(with_edges(st.floats(-3.0, 3.0), 0.0)) for _ in range(2)],
            "Delta": [draw(with_edges(log_uniform(1e-3, 3.0), 1e-3)) for _ in range(2)], "seed": draw(SEEDS)}


CLAIMS.append(Claim(
    id="chenli.display.thmB.1-large-lambda-m2",
    catalog_id="chenli.thmB.4",
    paper=PAPER,
    source=_src("Proof of Theorem B.1, B.1.1, Appendix B (at m = 2)", "L3632-L3636"),
    statement="|int_{||lambda|| >= gamma} e^{-i<lambda, a>} phi_S(lambda) phi_zeta(delta lambda) phi_unif(R_0)(lambda) "
              "d lambda| <= (1/delta)^m sup_{gamma <= ||lambda|| <= sqrt(m)/delta} |phi_S(lambda)| (phi_zeta(lambda) "
              "= prod_j max(0, 1 - |lambda_j|), R_0 = [0, Delta_1] x [0, Delta_2]). Checked at m = 2, S = sum_i x_i "
              "v_i (x uniform signs, v_i in R^2), 2-D Gauss-Legendre quadrature.",
    statement_tex=r"$$\left| \int_{\|\lambda\| \geq \gamma} e^{-i\langle \lambda, a \rangle} \phi_S(\lambda) \cdot "
                  r"\phi_\zeta(\delta \lambda) \cdot \phi_{\text{unif}(R_0)}(\lambda) d\lambda \right| \leq (1/\delta)^m "
                  r"\cdot \sup_{\gamma \leq \|\lambda\| \leq \sqrt{m}/\delta} |\phi_S(\lambda)|.$$",
    kind="step", comparison="<=", bound=B.thmB1_large_rhs, measure=_b1m2_measure, strategy=_b1m2_instances,
    rtol=1e-7,
    expect="holds",
    evidence="Round 29 (helper discChB): the row's covering claim chenli.display.thmB.1-large-lambda checks m = 1 only. "
             "|phi_unif| <= 1 and int prod_j max(0, 1 - delta |lambda_j|) d lambda = (1/delta)^m give the bound at "
             "every m; near-equality when phi_S ~ 1, a = 0, Delta and gamma delta small.",
    mutants={"(1/(2 delta))^m": B.thmB1_large_mut_half},
    auto_mutant=False,
    notes="lambda = mu/delta: the integrand lives on [-1, 1]^2; the square minus the disc ||mu|| < gamma delta (< 1), "
          "Gauss-Legendre per quadrant (96 and 128 nodes a side must agree to 1e-9, else SolverFailure); the sup of "
          "|phi_S| is bounded from above (polar grid of step 8e-3 plus the Lipschitz allowance sum ||v_i|| h/delta, "
          "capped at 1), so a crossing would be certified.",
    domain=(Param("m", 1, INF, integer=True, text="m >= 1", unreached="m = 2 here (m = 1: the r5 claim)"),
            Param("delta", 0.0, INF, key="delta", text="delta > 0", unreached="[0.3, 10] (quadrature)")),
    settings={"ci": {"max_examples": 6, "budget_s": 0.5}},
))


# ------------------------------------------------------------------ Lemma 11.7's proof (L3177): the heads' norms


def _l117_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """max over the heads of ||e_1 (tau_i, nu)^T||_F = rho sqrt(tau'^2 + ||w||^2), tau_i = rho (-dM, ..., dM, dM + 1),
    nu = rho w, rho = c log(dM) (Lemma 11.5's proof, recalled at L3177)."""
    d, M = int(inst["d"]), int(inst["M"])
    rng = np.random.default_rng(int(inst["seed"]))
    if inst["w_kind"] == "full":
        w = M * rng.choice((-1.0, 1.0), d)
    elif inst["w_kind"] == "sparse":
        w = np.zeros(d)
        w[0] = M
    else:
        w = rng.integers(-M, M + 1, d).astype(float)
    rho = float(inst["c"]) * math.log(d * M)
    lhs = rho * math.hypot(d * M + 1, float(np.linalg.norm(w)))
    return Measurement(lhs, {"d": d, "M": M}, {"rho": rho, "||w||": float(np.linalg.norm(w))})


@st.composite
def _l117_instances(draw: st.DrawFn) -> dict:
    return {"d": draw(with_edges(st.integers(2, 64), 2)), "M": draw(with_edges(st.integers(1, 64), 1)),
            "c": draw(log_uniform(0.25, 4.0)), "w_kind": draw(st.sampled_from(("full", "sparse", "random"))),
            "seed": draw(SEEDS)}


def _l117_move_d(inst: dict, t: float) -> dict:
    d = max(2, int(round(t)))
    return {**inst, "d": d, "M": d}  # M = d: a fixed polynomial, as Lemma 11.7's M = poly(d)


CLAIMS.append(Claim(
    id="chenli.display.lemma11.7-attention-norm",
    catalog_id="chenli.lemma11.7",
    paper=PAPER,
    source=_src("Proof of Lemma 11.7, Section 11 ('So F is an (8dM + 8)-head attention layer with rank-1 attention "
                "matrices +-e_1 (tau_i, nu)^T, +-e_1 (-tau_i, nu)^T of norm Theta(sqrt(d) log dM)', with m = 2dM + 2, "
                "tau = rho (-dM, ..., dM + 1), nu = rho w, rho = Theta(log dM) recalled there)", "L3177"),
    statement="The attention matrices +-e_1 (+-tau_i, nu)^T of F have norm Theta(sqrt(d) log dM), where (tau_1, ..., "
              "tau_m) = rho (-dM, ..., dM, dM + 1), nu = rho w, w in {-M, ..., M}^d, rho = Theta(log dM). Checked: "
              "the upper side, max_i ||e_1 (tau_i, nu)^T||_F <~ sqrt(d) log(dM) (hidden constant, uniform).",
    statement_tex=r"rank-1 attention matrices $\pm e_1 \cdot (\tau_i, \nu)^\top$, $\pm e_1 \cdot (-\tau_i, \nu)^\top$ "
                  r"of norm $\Theta(\sqrt{d} \log dM)$",
    kind="step", comparison="<=", bound=B.l117_norm_printed, measure=_l117_measure, strategy=_l117_instances,
    constants="hidden", uniform=True,
    directions=(Direction("d -> inf, M = d (M = poly(d))", "d", INF, how="path", move=_l117_move_d,
                          points=(4.0, 16.0, 64.0, 256.0, 1024.0, 4096.0),
                          reason="tau_m = rho (dM + 1) grows like d M log(dM), the printed shape like sqrt(d) log(dM)"),
                Direction("w, c, M, d", "c", 4.0, how="search",
                          reason="w full (+-M), sparse (M e_1) or random in {-M, ..., M}^d; rho's constant c in "
                                 "[0.25, 4]; d, M <= 64")),
    expect="erratum",
    evidence="Round 29 (helper discChB), Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.: with the proof's own parameters (recalled at L3177: "
             "tau_i = rho (-dM, ..., dM, dM + 1), nu = rho w, rho = Theta(log dM)) the head with tau = rho (dM + 1) "
             "has ||e_1 (tau, nu)^T||_F >= rho (dM + 1), i.e. order d M log(dM), not sqrt(d) log(dM): the ratio "
             "grows like sqrt(d) M for every constant in rho = Theta(log dM) (e.g. c = 1, d = M = 64: 2.0e4 against "
             "8 x 8.3 = 66.5). Even the head tau = 0 has norm rho ||w||, up to rho M sqrt(d). Harmless for Lemma 11.7 "
             "(which needs only poly(d) norms, M = poly(d)); the projection norms Theta(d^{3/2} M log dM) are not "
             "checked. Second path: tests/test_chenli_r29_discChB.py (closed form).",
    corrected=B.l117_norm_corrected,
    corrected_text="The attention matrices have norm Theta(d M log(dM)) (the largest |tau_i| = rho (dM + 1))",
    second_path=SP + "test_lemma11_7_attention_norm",
    mutants={"sqrt(d) M log(dM)": B.l117_norm_mut},
    notes="Closed form: ||e_1 x^T||_F = ||x||. The printed lower side (Theta) is not checked: the sparse w = M e_1 "
          "gives the head tau = 0 a norm rho M, below sqrt(d) log(dM) when M << sqrt(d).",
    domain=(Param("d", 1, INF, integer=True, key="d", text="d", unreached="d <= 64 drawn, 4096 on the path"),
            Param("M", 1, INF, integer=True, key="M", text="M = poly(d)", unreached="M <= 64 drawn, M = d on the path")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.4}},
))
