"""Round 23 (helper chenliA2): (53) (Lemma 5.16's split over the event E, L1146) without the 'section4' grant.

- ``chenli.eq53`` (re-encoded here; it was in r8_chenliR.py, 'conditional' on an uncertified 'section4'): the display
  as printed, E_{mu,nu}[Y] <= E[Y | E] + delta E[Y | E^c], Y = mu^T J M_{mu,nu} nu, E = {|mu_i|, |nu_i| <~
  sqrt(log(k/delta)/d_2) for all i} (L1126: d_2 in both thresholds as printed; the '<~' constant c0 drawn), P[E] >= 1
  - delta (checked on the instance). The generator draws Theta AND its sign flip D Theta D, D = diag(1_[1], 1_[2],
  -1_[3]). The display's truth depends only on the law of X (uniform) and on P[E^c] <= delta: the Section 4
  assumptions on Theta (and Lemma 5.16's d_2, d_3, r_Theta >~ log d) are not used by the step, and they are invariant
  under Theta -> D Theta D (singular values, row/column norms, diagonal, Tr and Assumption 7's products are kept), while
  the flip negates lhs, E[Y | E] and E[Y | E^c] and keeps P[E^c]: rhs - lhs = p E[Y | E] + (delta - p) E[Y | E^c]
  changes sign. So among any flip-closed set of admissible Theta the '<=' holds for both of a pair only with equality.
- ``chenli.eq53-d`` (the far end in d_2, d_3, k): the same display at d_2 up to 1e6, d_3 <= d_2, k <= 6, on the
  single-entry family Theta = theta e_a e_b^T (a in S_[2], b in S_[3]; its flip is -theta). Closed form: the softmax
  reads only the columns a, b (4^k configurations enumerated), and given them the rows' block sums are independent
  binomials, so E[Y; E], E[Y], P[E] are products of one-dimensional binomial sums. Y's conditional expectations are
  all proportional to tau = E[(sum_i x_ia)(sum_l s_l x_lb)] (s = 1^T softmax), so the gap keeps the sign of
  +-tau times a factor that does not depend on theta.
- ``chenli.eq2-m`` (Eq. (2), L190, far end in m): chenli.eq2-rate's relative error against m k^4 upsilon (m <= 2 there:
  Monte Carlo cost), here exact over all 2^{kd} inputs (k d <= 12) by linearity over the heads, m up to 300 on a path.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r9_chenliH as B9
from thmcheck.bounds.chenli import r23_chenliA2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.r8_chenliR import _eq53_theta
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

_STATEMENT = ("(53): (1/(d_2 d_3)) 1_[2]^T E_X[X^T J softmax(X Theta X^T) X] 1_[3] = E_{mu,nu}[mu^T J M_{mu,nu} nu] <= "
              "E[mu^T J M_{mu,nu} nu | E] + delta E[mu^T J M_{mu,nu} nu | E^c], E = {|mu_i|, |nu_i| <~ "
              "sqrt(log(k/delta)/d_2) for all i}, P[E] >= 1 - delta, d_2 = max(||v||_1, ||w||_1) >= d_3.")

_P_ASSUMPTION = Assumption("P[E] >= 1 - delta", "P[E^c] <= delta (L1124-L1126; the only hypothesis the split uses)",
                           lambda q: q["delta_slack"])

_ABS_TEXT = ("the split with absolute values, E[Y] <= |E[Y | E]| + delta E[|Y| | E^c] (what the proof goes on to bound: "
             "L1148 bounds the latter term through norms); it holds whenever P[E^c] <= delta by the triangle "
             "inequality")


# --------------------------------------------------------------------- chenli.eq53: exact enumeration, Theta and flip


def _instances() -> st.SearchStrategy:
    """k in {2, 3, 4}, d_1 >= 0, d_2 >= d_3 >= 1 with k d <= 12, Theta Gaussian (full rank) or one entry linking S_[2]
    to S_[3], scale in [0.1, 10], Theta or its flip D Theta D, delta in (0, 1), the '<~' constant c0 in [0.25, 4].
    Half the draws go to the balanced blocks (k = 2, d_2 = d_3 = 3 or k = 3, d_2 = d_3 = 2, d_1 = 0) with delta near
    1 and c0 near 1, where at these sizes E^c is neither empty nor likelier than delta."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        if draw(st.booleans()):
            k = draw(st.sampled_from([2, 3]))
            d1, d2 = 0, 6 // k
            d3 = d2
            delta = float(draw(st.sampled_from([0.9, 0.99]) | st.floats(0.85, 0.99)))
            c0 = float(draw(st.sampled_from([1.0]) | st.floats(0.75, 1.25)))
        else:
            k = draw(st.sampled_from([2, 3, 4]))
            dmax = 12 // k
            d3 = draw(st.integers(1, dmax // 2))
            d2 = draw(st.integers(d3, dmax - d3))
            d1 = draw(st.integers(0, dmax - d2 - d3))
            delta = float(draw(st.sampled_from([0.9, 0.5]) | st.floats(0.01, 0.99)))
            c0 = float(draw(st.sampled_from([1.0, 2.0]) | st.floats(0.25, 4.0)))
        return {"k": k, "d1": d1, "d2": d2, "d3": d3, "family": draw(st.sampled_from(["single", "gauss"])),
                "scale": float(draw(st.sampled_from([4.0, 1.0]) | log_uniform(0.1, 10.0))),
                "sign": 1.0, "flip": draw(st.booleans()), "delta": delta, "c0": c0, "seed": draw(SEEDS)}
    return draw_inst()


def theta_of(inst: dict) -> np.ndarray:
    """Theta of the instance (r8's families), flipped to D Theta D when ``flip``."""
    T = _eq53_theta(inst)
    if inst.get("flip"):
        d1, d2, d3 = int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
        D = np.array([1.0] * (d1 + d2) + [-1.0] * d3)
        T = D[:, None] * T * D[None, :]
    return T


def _measure(inst: dict, nu_scale: str) -> Measurement:
    k, d1, d2, d3 = int(inst["k"]), int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    d = d1 + d2 + d3
    n = k * d
    idx = np.arange(2**n)[:, None]
    X = (1.0 - 2.0 * ((idx >> np.arange(n)[None]) & 1)).reshape(-1, k, d)
    L = np.einsum("bid,de,bje->bij", X, theta_of(inst), X)
    L -= L.max(-1, keepdims=True)
    S = np.exp(L)
    S /= S.sum(-1, keepdims=True)
    v2 = X[:, :, d1:d1 + d2].sum(-1)
    v3 = X[:, :, d1 + d2:].sum(-1)
    lhs = float((v2.sum(-1) * np.einsum("bjl,bl->b", S, v3)).mean() / (d2 * d3))  # the matrix form (left of '=')
    mu, nu = v2 / d2, v3 / d3
    Y = mu.sum(-1) * np.einsum("bjl,bl->b", S, nu)  # mu^T J S nu; E[. | mu, nu] = mu^T J M_{mu,nu} nu
    delta, c0 = float(inst["delta"]), float(inst["c0"])
    t2 = c0 * math.sqrt(math.log(k / delta) / d2)
    t3 = c0 * math.sqrt(math.log(k / delta) / (d2 if nu_scale == "d2" else d3))
    E = (np.abs(v2) <= t2 * d2 * (1 + 1e-12)).all(-1) & (np.abs(v3) <= t3 * d3 * (1 + 1e-12)).all(-1)
    p = 1.0 - float(E.mean())
    ey_e = float(Y[E].mean()) if E.any() else 0.0
    ey_c = float(Y[~E].mean()) if (~E).any() else 0.0
    abs_c = float(np.abs(Y[~E]).mean()) if (~E).any() else 0.0
    return Measurement(lhs, {"value": ey_e + delta * ey_c, "abs_value": abs(ey_e) + delta * abs_c},
                       {"P[E^c]": p, "delta_slack": delta - p, "E[Y|E]": ey_e, "E[Y|E^c]": ey_c,
                        "E[Y] (right of '=')": float(Y.mean()), "thresholds": (t2, t3),
                        "gap p E[Y|E] + (delta - p) E[Y|E^c]": p * ey_e + (delta - p) * ey_c})


def _measure_printed(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (1/(d_2 d_3)) 1_[2]^T E[X^T J S X] 1_[3] (S = softmax(X Theta X^T)); value E[Y | E] + delta E[Y | E^c], Y =
    mu^T J S nu (E is a function of (mu, nu), so E[Y | E] = E[mu^T J M_{mu,nu} nu | E]); exact means over all X.
    Thresholds as printed: c0 sqrt(log(k/delta)/d_2) for mu and nu."""
    return _measure(inst, "d2")


def _measure_d3(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    return _measure(inst, "d3")


_EQ53_DOMAIN = (
    Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1) ('for any delta > 0'; delta = "
          "1/poly(d) in the proof)", unreached="delta in [0.01, 0.99] here; small delta at large d_2 in chenli.eq53-d "
          "(the enumerable sizes have P[E^c] > delta for small delta)"),
    Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 4 (2^{kd} enumeration); k <= 6 in chenli.eq53-d"),
    Param("d2", 1, INF, integer=True, text="d_2 = max(||v||_1, ||w||_1)", unreached="k d <= 12 (exact enumeration); "
          "d_2 <= 1e6 on the single-entry family in chenli.eq53-d"),
    Param("d3", 1, INF, integer=True, text="d_3 = min(||v||_1, ||w||_1) <= d_2", unreached="k d <= 12; d_3 <= 1e6 "
          "in chenli.eq53-d"),
    Param("c0", 0.0, INF, lo_closed=False, text="the '<~' constant of E's thresholds",
          unreached="c0 in [0.25, 4]: below, P[E^c] > delta; above 4, E^c is empty at these sizes"),
)

_EQ53_EVIDENCE = (
    "Found by the search with Theta and its flip D Theta D drawn (D = diag(1_[1], 1_[2], -1_[3])). Mechanism: X -> X D "
    "keeps the uniform law, so for D Theta D the softmax, mu and E are those of Theta at X D while nu -> -nu: Y -> -Y "
    "pointwise, lhs, E[Y | E], E[Y | E^c] change sign and P[E^c] =: p is kept. rhs - lhs = p E[Y | E] + (delta - p) "
    "E[Y | E^c] therefore changes sign, and one of Theta, D Theta D crosses unless it is 0. The '<=' would need "
    "E[Y | E], E[Y | E^c] >= 0; Y = (sum_i mu_i)(1^T M nu) takes both signs. Instance: k = 2, d_1 = 0, d_2 = d_3 = 3, "
    "Theta = -4 e_a e_b^T (a in S_[2], b in S_[3]; the flip of +4 e_a e_b^T), delta = 0.9, c0 = 1: P[E^c] = 0.684 <= "
    "0.9, lhs = -0.1110, E[Y | E] + delta E[Y | E^c] = -0.0123 + 0.9 (-0.1567) = -0.1534 (exact enumeration of all "
    "2^12 X; float64 sums of dyadic weights). Gaussian full-rank Theta cross the same way (one of each pair). The "
    "hypotheses: the step uses only X uniform and P[E^c] <= delta (checked here). Section 4's assumptions on Theta and "
    "Lemma 5.16's d_2, d_3, r_Theta >~ log d are invariant under the flip, and for fixed (k, d_1, d_2, d_3, delta, c0) "
    "the gap is a real-analytic function of Theta that is not identically 0 (the single-entry family, also at d_2 up "
    "to 1e6 in chenli.eq53-d), so its zero set is null and any admissible set with interior holds a Theta whose gap "
    "is non-zero: it or its flip crosses. The former 'conditional' (granting 'section4') was therefore no rescue. "
    "As printed only: with absolute values (|E[Y | E]| + delta E[|Y| | E^c], the triangle inequality; what L1148 "
    "goes on to bound) it holds. Lemma 5.16's conclusion bounds |.| and is not refuted by this step.")


CLAIMS.append(Claim(
    id="chenli.eq53",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16, Eq. (53), Section 5.4, {SEED_FILE} L1146 (E: L1124-L1126; d_2 >= d_3: L1100)",
    statement=_STATEMENT,
    kind="step", comparison="<=", bound=B.value, measure=_measure_printed, strategy=_instances,
    rtol=1e-9, atol=1e-12,
    assumptions=(_P_ASSUMPTION,),
    expect="erratum as printed",
    evidence=_EQ53_EVIDENCE,
    no_correction_reason="the printed bound holds under the 'absolute values' reading (|E[Y | E]| + delta E[|Y| | E^c], "
                         "what Lemma 5.16's |.| conclusion uses); no other corrected bound is proposed",
    readings=(Reading("absolute values", _ABS_TEXT, bound=B.abs_value),
              Reading("nu's threshold with d3", "E = {|mu_i| <~ sqrt(log(k/delta)/d_2), |nu_i| <~ sqrt(log(k/delta)/"
                      "d_3)} (each block at its own scale; L1126 prints d_2 for both)", measure=_measure_d3)),
    second_path="tests/test_chenli_r23_chenliA2.py::test_eq53_flip_pair_crosses",
    mutants={"-(|E[Y | E]| + delta E[|Y| | E^c]) (sign reversed)": B.neg_abs_value},
    auto_mutant=False,
    notes="Re-encoded in round 23 (helper chenliA2), replacing r8_chenliR's encoding (conditional on an uncertified "
          "'section4', nu's threshold at d_3, d_3 > d_2 allowed, Theta only): thresholds as printed (d_2 in both), "
          "d_2 >= d_3 (Lemma 5.16's d_2 = max), Theta and its flip drawn, k up to 4. Exact: all 2^{kd} sign matrices "
          "(k d <= 12); lhs from the matrix form, the right side from mu, nu and the event.",
    domain=_EQ53_DOMAIN,
    settings={"ci": {"max_examples": 30, "budget_s": 4.0}},
))


# ------------------------------------------------------ chenli.eq53-d: single-entry Theta at d_2 up to 1e6, k <= 6


def _block(n: int, t: float) -> tuple[float, float, float]:
    """For s = (1 + B)/n, B a sum of n - 1 uniform signs: (P[|s| > t], P[|s| <= t], E[s; |s| <= t]) (ties in), exact
    binomial sums over the window |s| <= t (scipy's pmf and tails, float64). The x = -1 row gives the same
    probabilities and -E by symmetry."""
    from scipy.stats import binom

    tt = t * (1 + 1e-12)
    lo = max(0, math.ceil((n - 2 - tt * n) / 2))  # 1 + 2j - (n - 1) >= -t n
    hi = min(n - 1, math.floor((n - 2 + tt * n) / 2))
    if hi < lo:
        return 1.0, 0.0, 0.0
    j = np.arange(lo, hi + 1)
    pm = binom.pmf(j, n - 1, 0.5)
    out = float(binom.cdf(lo - 1, n - 1, 0.5) + binom.sf(hi, n - 1, 0.5))
    return out, float(pm.sum()), float((pm * (1.0 + 2.0 * j - (n - 1)) / n).sum())


def _tau(k: int, theta: float) -> float:
    """tau = E[(sum_i x_ia)(sum_l s_l x_lb)], s = 1^T softmax(theta x_a x_b^T), x_a, x_b uniform on {+-1}^k."""
    idx = np.arange(4**k)[:, None]
    bits = 1.0 - 2.0 * ((idx >> np.arange(2 * k)[None]) & 1)
    xa, xb = bits[:, :k], bits[:, k:]
    L = theta * xa[:, :, None] * xb[:, None, :]
    L -= L.max(-1, keepdims=True)
    S = np.exp(L)
    S /= S.sum(-1, keepdims=True)
    s = S.sum(1)  # column sums 1^T S
    return float((xa.sum(-1) * (s * xb).sum(-1)).mean())


def eq53_single_entry(k: int, d2: int, d3: int, theta: float, delta: float, c0: float, nu_scale: str = "d2") -> dict:
    """(53)'s quantities for Theta = theta e_a e_b^T (a in S_[2], b in S_[3]) in closed form: E[Y] = tau/(d_2 d_3),
    E[Y; E] = tau m_2 P_2^{k-1} m_3 P_3^{k-1}, P[E] = P_2^k P_3^k with (P_j, m_j) = _block(d_j, t_j)."""
    L = math.log(k / delta)
    t2 = c0 * math.sqrt(L / d2)
    t3 = c0 * math.sqrt(L / (d2 if nu_scale == "d2" else d3))
    q2, P2, m2 = _block(d2, t2)
    q3, P3, m3 = _block(d3, t3)
    tau = _tau(k, theta)
    lpe = k * (math.log1p(-q2) + math.log1p(-q3)) if max(q2, q3) < 1.0 else -math.inf
    pe = math.exp(lpe)
    p = -math.expm1(lpe)  # P[E^c] without cancellation
    ey = tau / (d2 * d3)
    ey_on_e = tau * m2 * P2 ** (k - 1) * m3 * P3 ** (k - 1)
    # an empty event's conditional mean is read as 0 (as the enumeration does): E empty means P[E^c] = 1 > delta
    # (rejected), E^c empty makes (53) an equality
    a = ey_on_e / pe if pe > 0.0 else 0.0
    b = (ey - ey_on_e) / p if p > 0.0 else 0.0
    return {"lhs": ey, "a": a, "b": b, "p": p, "tau": tau, "t2": t2, "t3": t3}


@st.composite
def _far_instances(draw: st.DrawFn) -> dict:
    """k in [2, 6], d_2 log-uniform in [1, 1e6], d_3 = d_2^f (f in [0, 1]; d_3 = d_2 an edge), theta = +-10^u, u in
    [-2, 2], delta log-uniform in [1e-6, 0.99], c0 in [0.25, 4]."""
    k = draw(st.integers(2, 6))
    d2 = int(round(draw(with_edges(log_uniform(1.0, 1e6), 1.0, 1e6, 1e4))))
    f = float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.9, 0.0)))
    d3 = max(1, min(d2, int(round(d2**f))))
    theta = float(draw(with_edges(log_uniform(0.01, 100.0), 1.0, 4.0))) * draw(st.sampled_from([1.0, -1.0]))
    delta = float(draw(with_edges(log_uniform(1e-6, 0.99), 0.5, 0.9, 1e-3)))
    c0 = float(draw(with_edges(st.floats(0.25, 4.0), 1.0, 2.0, 3.0)))
    return {"k": k, "d2": d2, "d3": d3, "theta": theta, "delta": delta, "c0": c0}


def _far(inst: dict, nu_scale: str) -> Measurement:
    delta = float(inst["delta"])
    q = eq53_single_entry(int(inst["k"]), int(inst["d2"]), int(inst["d3"]), float(inst["theta"]), delta,
                          float(inst["c0"]), nu_scale)
    a, b, p = q["a"], q["b"], q["p"]
    return Measurement(q["lhs"], {"value": a + delta * b, "abs_value": abs(a) + delta * abs(b)},
                       {"P[E^c]": p, "delta_slack": delta - p, "E[Y|E]": a, "E[Y|E^c]": b, "tau": q["tau"],
                        "thresholds": (q["t2"], q["t3"]), "gap p E[Y|E] + (delta - p) E[Y|E^c]": p * a + (delta - p) * b})


def _far_printed(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    return _far(inst, "d2")


def _far_d3(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    return _far(inst, "d3")


CLAIMS.append(Claim(
    id="chenli.eq53-d",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16, Eq. (53), Section 5.4, {SEED_FILE} L1146 (E: L1124-L1126), far end in d_2, d_3, k",
    statement=_STATEMENT + " Far end: Theta = theta e_a e_b^T (a in S_[2], b in S_[3]), d_2 up to 1e6, k <= 6.",
    kind="step", comparison="<=", bound=B.value, measure=_far_printed, strategy=_far_instances,
    rtol=1e-9, atol=1e-15,
    assumptions=(_P_ASSUMPTION,),
    expect="erratum as printed",
    evidence="The crossing of chenli.eq53 persists at the far end: the single-entry pair theta, -theta (the flip) "
             "has gaps of opposite signs (the gap is tau times a theta-free factor, tau != 0 for theta != 0): e.g. k = 3, "
             "d_2 = d_3 = 200, delta = 0.05, c0 = 2: P[E^c] = 2.98e-4, theta = -4: lhs = -5.620e-5 > E[Y | E] + "
             "delta E[Y | E^c] = -7.498e-5 (theta = 4: the same numbers positive, holds); the search finds such "
             "crossings up to d_2 = 1e6, k = 6 and delta down to 1e-6. Second path: "
             "tests/test_chenli_r23_chenliA2.py::test_eq53_far_end_own_sums (math.comb sums and its own "
             "enumeration of the two columns). As printed only: with |E[Y | E]| + delta |E[Y | E^c]| (a reading "
             "below the triangle-inequality one, so that one holds too) it holds.",
    no_correction_reason="the printed bound holds under the 'absolute values' reading (|E[Y | E]| + delta |E[Y | E^c]|, "
                         "what Lemma 5.16's |.| conclusion uses); no other corrected bound is proposed",
    readings=(Reading("absolute values", "E[Y] <= |E[Y | E]| + delta |E[Y | E^c]| (<= |E[Y | E]| + delta E[|Y| | "
                      "E^c], the triangle-inequality reading of chenli.eq53, which therefore holds wherever this one "
                      "does)", bound=B.abs_value),
              Reading("nu's threshold with d3", "E with |nu_i| <~ sqrt(log(k/delta)/d_3)", measure=_far_d3)),
    second_path="tests/test_chenli_r23_chenliA2.py::test_eq53_far_end_own_sums",
    mutants={"-(|E[Y | E]| + delta |E[Y | E^c]|) (sign reversed)": B.neg_abs_value},
    auto_mutant=False,
    notes="Given the columns a, b (4^k configurations), the rows' block sums mu_i = (x_ia + B_i)/d_2, nu_l = (x_lb + "
          "C_l)/d_3 are independent shifted binomials and E is their product event, so every conditional mean is a "
          "product of one-dimensional binomial sums (scipy pmf, float64); checked against the 2^{kd} enumeration of "
          "chenli.eq53 in tests. The family has stable rank 1 (Section 4 needs r_Theta >> log d): the hypotheses the "
          "step uses are X uniform and P[E^c] <= delta; see chenli.eq53's evidence for why the others cannot rescue it.",
    domain=(Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1)",
                  unreached="delta in [1e-6, 0.99] (1/poly(d): small delta needs c0 ~ 2 for P[E^c] <= delta)"),
            Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 6 (4^k column configurations)"),
            Param("d2", 1, INF, integer=True, text="d_2", unreached="d_2 <= 1e6 (binomial pmf arrays)"),
            Param("d3", 1, INF, integer=True, text="d_3 <= d_2", unreached="d_3 <= d_2 <= 1e6"),
            Param("theta", -INF, INF, text="the single entry", unreached="|theta| in [0.01, 100]; theta = 0 gives Y's "
                  "means 0 (equality)")),
    settings={"ci": {"max_examples": 12, "budget_s": 1.0}, "dev": {"max_examples": 300}},
))


# ----------------------------------------------- chenli.eq2-m: Eq. (2)'s uniform shape along m, exact at k d <= 12

_EQ2_M_MAX = 300  # heads along the m-path (exact: one 2^{kd} enumeration per head)
_EQ2_CHUNK = 50  # heads per vectorised batch (memory ~ chunk x 2^{kd} x k^2 x 8 bytes)


@st.composite
def _eq2_m_instances(draw: st.DrawFn) -> dict:
    """k in {2, 3}, d in [2, 12/k] (exact enumeration), m log-uniform in [1, 100] (edges 1, 100), Theta_i of r9's
    families (orthogonal, Gaussian, heavy column) at ||Theta_i||_F = F in [1, 16], independent or one Theta for every
    head, W_i = Haar/sqrt(d)."""
    k = draw(st.sampled_from([2, 3]))
    return {"k": k, "d": draw(st.integers(2, 12 // k)),
            "m": int(round(draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0)))),
            "family": draw(st.sampled_from(["orthogonal", "gaussian", "heavy"])),
            "F": float(draw(with_edges(log_uniform(1.0, 16.0), 4.0, 16.0))), "same": draw(st.booleans()),
            "seed": draw(SEEDS)}


def eq2_m_parts(inst: dict) -> dict:
    """lhs = ||(1/k) E[X^T J Y] - sum_i W_i||_F/||sum_i W_i||_F with E[X^T J Y] = sum_i M_i W_i (linearity over the
    heads of (1)), M_i = E[X^T J softmax(X Theta_i X^T) X] = E[(X^T 1)(X^T s_i)^T] (s_i = softmax(.)^T 1), exact over
    all 2^{kd} sign matrices."""
    import torch

    from thmcheck.checks.papers.chenli.r9_chenliH import _eff_rank, _theta, _upsilon

    k, d, m = int(inst["k"]), int(inst["d"]), int(inst["m"])
    gen = torch.Generator().manual_seed(int(inst["seed"]))
    th = [_theta(str(inst["family"]), d, float(inst["F"]), gen)]
    if not inst["same"]:
        th += [_theta(str(inst["family"]), d, float(inst["F"]), gen) for _ in range(m - 1)]
    thetas = np.stack([t.numpy() for t in th])
    rng = np.random.default_rng(int(inst["seed"]) + 1)
    ws = np.stack([np.linalg.qr(rng.standard_normal((d, d)))[0] / math.sqrt(d) for _ in range(m)])
    n = k * d
    idx = np.arange(2**n)[:, None]
    X = (1.0 - 2.0 * ((idx >> np.arange(n)[None]) & 1)).reshape(-1, k, d)
    u = X.sum(1)  # X^T 1, one row per X
    total = np.zeros((d, d))
    for lo in range(0, len(thetas), _EQ2_CHUNK):
        T = thetas[lo:lo + _EQ2_CHUNK]
        XT = (X.reshape(-1, d) @ T).reshape(len(T), -1, k, d)  # rows x_i^T Theta
        L = (XT[:, :, :, None, :] * X[None, :, None, :, :]).sum(-1)  # x_i^T Theta x_j
        L -= L.max(-1, keepdims=True)
        S = np.exp(L)
        S /= S.sum(-1, keepdims=True)
        v = (S.sum(-2)[..., None] * X[None]).sum(-2)  # (X^T s)^T, s = S^T 1
        M = np.tensordot(u, v, axes=([0], [1])).transpose(1, 0, 2) / X.shape[0]  # E[(X^T 1)(X^T s)^T]
        if inst["same"]:
            total += M[0] @ ws.sum(0)
        else:
            total += np.einsum("hde,hef->df", M, ws[lo:lo + _EQ2_CHUNK])
    wsum = ws.sum(0)
    lhs = float(np.linalg.norm(total / k - wsum) / np.linalg.norm(wsum))
    ups = max(_upsilon(t) for t in th)
    return {"lhs": lhs, "q": {"m": m, "k": k, "upsilon": ups, "d": d},
            "terms": {"||sum W_i||_F": float(np.linalg.norm(wsum)), "r_Theta (min)": min(_eff_rank(t) for t in th),
                      "heads distinct": 1 if len(th) > 1 else len(th)}}


def _eq2_m_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = eq2_m_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


def _eq2_m_move(inst: dict, t: float) -> dict:
    return {**inst, "m": int(round(t))}


def _eq2_section4() -> Assumption:
    from thmcheck.checks.papers.chenli.r9_chenliH import _SECTION4

    return _SECTION4


CLAIMS.append(Claim(
    id="chenli.eq2-m",
    catalog_id="chenli.eq2",
    paper=PAPER,
    source=f"Eq. (2), Section 2, {SEED_FILE} L190 (formal: Theorem 5.1, L511-L515), the far end in m",
    statement="(1/k) E[X^T J Y] ~ sum_i W_i ('see Theorem 5.1'), as chenli.eq2-rate: the relative error ||(1/k) "
              "E[X^T J Y] - sum_i W_i||_F/||sum_i W_i||_F <~ m k^4 upsilon (Theorem 5.1's envelope over C divided by "
              "k ||sum_i W_i||_F), here exact (all 2^{kd} inputs, k d <= 12) along m up to 300 heads.",
    kind="deterministic",
    comparison="<=",
    bound=B9.eq2_mc_shape,
    measure=_eq2_m_measure,
    strategy=_eq2_m_instances,
    constants="hidden", uniform=True,
    assumptions=(_eq2_section4(),),
    directions=(
        Direction("m (heads) -> inf", "m", INF, move=_eq2_m_move, points=(1.0, 10.0, 100.0, float(_EQ2_M_MAX)),
                  grows=("m",)),
        Direction("d, k", "d", INF, how="unsearched",
                  reason="d, k along paths: chenli.eq2-rate (Monte Carlo, d <= 42, k <= 20); here k d <= 12 exact"),
        Direction("||Theta_i||_F, the family, equal or independent heads", "F", INF, how="search",
                  reason="F in [1, 16], three families, Theta_i all equal (the aligned sum) or independent"),
    ),
    expect="holds",
    evidence="Along m the relative error stays O(1/k) (at most ||Delta||_op/k when every head has the same Theta, "
             "about the same for independent heads, where numerator and ||sum W_i|| both grow like sqrt(m)), so its "
             "ratio to m k^4 upsilon falls like 1/m: no divergence up to m = 300 (m = 1000 checked by hand: relative error 0.021 at k = 2, d = 6; 0.072 at k = 3, d = 4).",
    mutants={"k^4 upsilon/m (a decay in m the statement does not claim), wrong along m": B.eq2_m_mutant_over_m},
    auto_mutant=False,
    notes="Exact counterpart of chenli.eq2-rate's m <= 2 (Monte Carlo cost m^2 in its n = 1000 d m draws): the expectation is linear over the "
          "heads of (1), so one 2^{kd} enumeration per head gives it exactly (vectorised over chunks of heads).",
    domain=(Param("m", 1, INF, integer=True, key="m", text="m heads", unreached="m <= 100 drawn, 300 on the path (cost linear in m: ~1e-2 s per head at k d = 12)"),
            Param("d", 1, INF, integer=True, key="d", text="X in {+-1}^{k x d}",
                  unreached="k d <= 12 (exact); d <= 42 by Monte Carlo in chenli.eq2-rate"),
            Param("k", 2, INF, integer=True, key="k", text="k tokens", unreached="k <= 3 here (k <= 20 in "
                  "chenli.eq2-rate)")),
    settings={"ci": {"max_examples": 8, "budget_s": 3.0, "path_starts": 1},
              "dev": {"max_examples": 60}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.eq53': 'auditor B: confirmed as printed',
    'chenli.eq53-d': 'auditor B: confirmed as printed',
}, 'docs/audits/round23/chenli.md')
