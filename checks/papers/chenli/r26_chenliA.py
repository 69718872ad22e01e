"""Round 26 (helper chenliA): chenli rows before L1929 re-read (issue #30, 'Discovery').

- ``chenli.display.lemma3.9-one-coordinate`` (L385-L387): the proof of Lemma 3.9 reduces the lemma to one changed
  coordinate, 'it suffices to show ||softmax(a_1, ..., a_k) - softmax(b_1, a_2, ..., a_k)||_inf <~ k eta log(1/eta)/C'.
  The row was covered by chenli.eq4 (the explicit (4), a different bound) and chenli.lemma3.9 (k^2 for k). Checked as
  printed, a uniform shape k eta log(1/eta)/C over the lemma's whole domain (0 < eta, C <= 1, eta log(1/eta) <= C),
  on the instance family of chenli.lemma3.9 restricted to its one-coordinate patterns.
- ``chenli.display.lemma3.2-variance`` and ``-variance-mid`` (L313): Lemma 3.2's proof computes V[p] = E[(x^T N x)^2]
  = (sum_i N_ii)^2 + 2 sum_{i != j} N_ij^2 = 2 sum_{i != j} M_ij^2, N := M - Tr(M) Id/d; exact enumeration of the cube
  (Fractions) for d <= 9 (the row was covered by chenli.lemma3.2, which takes sigma from the closed form and never
  computes E[(x^T N x)^2]).
- ``chenli.display.lemma3.6-step`` (L345): (k - 1) e^{-tau} w_{a*} >= sum_{a != a*} w_a (the lemma's claim checks the
  conclusion only).
- ``chenli.display.lemma5.13-y-decomposition`` (L932): y = y_[0] + 1_T2 - 1'_2 + 1_T3 - 1'_3 on the coupling's
  support (the row was a definition; chenli.eq33 checks the first line of (33) only).
- ``chenli.display.lemma3.7-chain`` (L357): ((k - 2) eps/(2k)) w_{a1} >= sum_{a' != a1, a2} w_{a'} (the lemma's claim
  checks the conclusion only).
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r26_chenliA as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import r5_chenli1 as R5
from thmcheck.checks.papers.chenli import sec3_prelim as S3
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------------------------- L387: Lemma 3.9's one-coordinate reduction


@st.composite
def _one_coord_instances(draw: st.DrawFn) -> dict:
    """chenli.lemma3.9's instances (k in [2, 200], eta over all of (0, 1) with its three regimes, C from eta log(1/eta)
    to 1, R over 11 decades or tied to eta) with the perturbation pattern restricted to one changed coordinate
    ('top_down': the top entry moved down by eta R; 'one_coord': a random entry moved by +-eta R)."""
    base = draw(S3._lemma3_9_instances())
    return {**base, "pattern": draw(st.sampled_from(("top_down", "one_coord")))}


def _one_coord_measure(inst: dict, ctx: Ctx) -> Measurement:
    m = S3._lemma3_9_measure(inst, ctx)
    a, b = S3._l39_vectors(inst)
    return Measurement(m.lhs, m.quantities, {**m.terms, "changed coordinates": int(np.sum(a != b))})


def _one_coord_exact(inst: dict) -> Measurement:
    return S3._lemma3_9_exact(inst)


CLAIMS.append(Claim(
    id="chenli.display.lemma3.9-one-coordinate",
    catalog_id="chenli.lemma3.9",
    paper=PAPER,
    source=f"Proof of Lemma 3.9, Section 3.4, {SEED_FILE} L385-L387 (hypotheses L375-L381)",
    statement="Proof of Lemma 3.9: 'By triangle inequality and symmetry of softmax, it suffices to show that "
              "||softmax(a_1, a_2, ..., a_k) - softmax(b_1, a_2, ..., a_k)||_inf <~ k eta log(1/eta)/C', under the "
              "lemma's hypotheses R > 0, 0 < eta, C <= 1, |a_i - b_i| <= eta R, |a_i - a_j| >= C R (i != j), "
              "eta log(1/eta) <= C. Checked as a uniform shape: lhs = the sup-norm difference with one coordinate "
              "changed, shape k eta log(1/eta)/C.",
    statement_tex=r"$$\|\text{softmax}(a_1, a_2, \dots, a_k) - \text{softmax}(b_1, a_2, \dots, a_k)\|_\infty \lesssim "
                  r"k \eta \log(1/\eta)/C.$$",
    kind="step", comparison="<=", bound=B.lemma3_9_one_coord_shape, measure=_one_coord_measure,
    exact=_one_coord_exact, strategy=_one_coord_instances, assumptions=S3._SEP_ASSUMPTIONS,
    constants="hidden", uniform=True, directions=S3._L39_DIRECTIONS,
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED. The printed domain 0 < eta <= 1 with eta log(1/eta) <= C includes eta near 1, "
             "where the shape k eta log(1/eta)/C -> 0. k = 2, C = 1, a = (0, -R), b = (-eta R, -R) (only b_1 "
             "changed), eta = 1 - delta, R = delta^{-1/2}: |a_1 - b_1| = eta R, |a_1 - a_2| = R = C R, eta log(1/eta) "
             "~ delta <= C; the left side is 1/(1 + e^{-R}) - 1/(1 + e^{-delta R}) -> 1/2 while the shape 2 eta "
             "log(1/eta) ~ 2 delta -> 0 (ratio ~ 1/(4 delta)): no constant works. Not the encoding: the instance "
             "changes one coordinate exactly as the display's softmax(b_1, a_2, ..., a_k), and every hypothesis is "
             "checked in rationals. The same root as chenli.lemma3.9 (erratum, audited): the proof's case split "
             "uses eta <= eta log(1/eta)/C, false for eta > e^{-C}; this step is the lemma's one-coordinate form "
             "with k for k^2.",
    second_path="tests/test_chenli_r26_chenliA.py::test_lemma39_one_coordinate_eta_to_1",
    corrected=B.lemma3_9_one_coord_shape_corrected,
    corrected_text="||softmax(a_1, ..., a_k) - softmax(b_1, a_2, ..., a_k)||_inf <~ k eta (1 + log(1/eta))/C (the "
                   "printed shape for eta <= 1/e).",
    mutants={
        "eta^2 in place of eta (k eta^2 (1 + log(1/eta))/C), wrong along eta -> 0":
            lambda k, eta, C, R: k * eta**2 * (1 - math.log(eta)) / C,
        "no 1/C (k eta (1 + log(1/eta))), wrong along C -> 0":
            lambda k, eta, C, R: k * eta * (1 - math.log(eta)),
        "an extra 1/R (k eta (1 + log(1/eta))/(C R)), wrong along R -> inf":
            lambda k, eta, C, R: k * eta * (1 - math.log(eta)) / (C * R),
    },
    notes="Round 26 (helper chenliA), found re-reading the covered row L387 (auto-covered by chenli.eq4, whose bound "
          "is the explicit (4), and by chenli.lemma3.9 with k^2). Reuses chenli.lemma3.9's instance builder, "
          "measurement (log space, no cancellation), 50-digit exact re-measure, hypotheses (checked in rationals) "
          "and directions, with the perturbation pattern restricted to one coordinate.",
    domain=(Param("k", 2, INF, text="a_1..a_k (k >= 2: a changed coordinate and another)", integer=True,
                  unreached="k in [2, 200] drawn, to 512 on the path"),
            Param("eta", 0.0, 1.0, lo_closed=False, text="0 < eta <= 1, eta log(1/eta) <= C",
                  unreached="eta = 1 itself: the shape is 0 there; approached along eta = 1 - delta to delta = 1e-9"),
            Param("C", 0.0, 1.0, lo_closed=False, text="0 < C <= 1"),
            Param("R", 0.0, INF, lo_closed=False, text="R > 0")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
))

# ------------------------------------------------------------------------------ L313: Lemma 3.2's variance


@st.composite
def _variance_instances(draw: st.DrawFn) -> dict:
    """d in [1, 9] (the cube enumerated exactly), M = K/2^s symmetric with integer K: entries in [-A, A], A in {1, 3,
    100}, modes 'random', 'offdiag' (zero diagonal), 'diag' (diagonal only: V[p] = 0), 'single' (one off-diagonal
    pair); s in [0, 3]."""
    return {"d": int(draw(with_edges(st.integers(1, 9), 1, 2, 9))),
            "amp": int(draw(st.sampled_from((1, 3, 100)))),
            "mode": draw(st.sampled_from(("random", "random", "offdiag", "diag", "single"))),
            "s": int(draw(st.integers(0, 3))), "seed": int(draw(SEEDS))}


def _variance_K(inst: dict) -> np.ndarray:
    d, amp = int(inst["d"]), int(inst["amp"])
    rng = np.random.default_rng(int(inst["seed"]))
    U = rng.integers(-amp, amp + 1, size=(d, d))
    K = np.triu(U) + np.triu(U, 1).T
    mode = inst["mode"]
    if mode == "offdiag":
        np.fill_diagonal(K, 0)
    elif mode == "diag":
        K = np.diag(np.diag(K))
    elif mode == "single":
        K = np.zeros((d, d), dtype=np.int64)
        if d >= 2:
            i, j = rng.choice(d, size=2, replace=False)
            K[i, j] = K[j, i] = max(1, amp)
    return K.astype(np.int64)


def _variance_exact(inst: dict) -> Measurement:
    """E[(x^T N x)^2] over the 2^d points in Fractions: d N = d K - Tr(K) Id is an integer matrix, so q = x^T (dN) x is
    an integer and E[(x^T N x)^2] = E[q^2]/(d^2 4^s). The middle and right members from N and M in Fractions."""
    K = _variance_K(inst)
    d, s = int(inst["d"]), int(inst["s"])
    tr = int(np.trace(K))
    dN = d * K - tr * np.eye(d, dtype=np.int64)
    tot = 0
    for x in itertools.product((-1, 1), repeat=d):
        xv = np.array(x, dtype=np.int64)
        q = int(xv @ dN @ xv)
        tot += q * q
    scale = Fraction(1, d * d * 4**s)
    lhs = Fraction(tot, 2**d) * scale
    diagN = sum(int(dN[i, i]) for i in range(d))  # = 0: d Tr K - d Tr K
    off_dN = sum(int(dN[i, j]) ** 2 for i in range(d) for j in range(d) if i != j)
    var_mid = Fraction(diagN**2 + 2 * off_dN) * scale
    off_K = sum(int(K[i, j]) ** 2 for i in range(d) for j in range(d) if i != j)
    diag_K = sum(int(K[i, i]) ** 2 for i in range(d))
    var_closed = Fraction(2 * off_K, 4**s)
    q = {"var_closed": var_closed, "var_mid": var_mid, "offdiag_sq": Fraction(off_K, 4**s),
         "diag_sq": Fraction(diag_K, 4**s)}
    return Measurement(lhs, q, {"d": d, "Tr M": Fraction(tr, 2**s), "sum_i N_ii": Fraction(diagN, d * 2**s)},
                       exact=True)


def _variance_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    m = _variance_exact(inst)
    return Measurement(float(m.lhs), {k: float(v) for k, v in m.quantities.items()},
                       {k: float(v) for k, v in m.terms.items()})


_VAR_DOMAIN = (Param("d", 1, INF, integer=True, key="d", text="M in R^{d x d} symmetric, x ~ {+-1}^d",
                     unreached="d <= 9: exact enumeration of the 2^d points (an identity of polynomials in the entries "
                               "of M, checked at every d it is drawn at)"),)

CLAIMS.append(Claim(
    id="chenli.display.lemma3.2-variance",
    catalog_id="chenli.lemma3.2",
    paper=PAPER,
    source=f"Proof of Lemma 3.2, Section 3.2, {SEED_FILE} L311-L313",
    statement="For M symmetric, x ~ {+-1}^d, p(x) = x^T M x, N := M - Tr(M) Id/d: V[p] = E[(x^T N x)^2] = E sum_{i,j,k,l} "
              "N_ij N_kl x_i x_j x_k x_l = (sum_i N_ii)^2 + 2 sum_{i != j} N_ij^2 = 2 sum_{i != j} M_ij^2. Checked: the "
              "first member E[(x^T N x)^2] (exact over the cube) equals the last, 2 sum_{i != j} M_ij^2.",
    statement_tex=r"$$\mathbb{V}[p] = \mathbb{E}[(x^\top N x)^2] = \mathbb{E} \sum_{i,j,k,\ell} N_{ij} N_{kl} x_i x_j "
                  r"x_k x_\ell = \left(\sum_i N_{ii}\right)^2 + 2 \sum_{i \neq j} N_{ij}^2 = 2 \sum_{i \neq j} "
                  r"M_{ij}^2$$",
    kind="step", comparison="==", bound=B.lemma3_2_variance, measure=_variance_measure, exact=_variance_exact,
    strategy=_variance_instances(), expect="holds",
    evidence="x_i^2 = 1 kills the diagonal: x^T N x = x^T M x - Tr M, E over pairings of x_i x_j x_k x_l gives "
             "(sum N_ii)^2 + 2 sum_{i != j} N_ij^2 for symmetric N, sum N_ii = 0 and N_ij = M_ij off the diagonal.",
    mutants={"without the factor 2 (sum_{i != j} M_ij^2)": lambda var_closed, offdiag_sq, diag_sq, var_mid:
             offdiag_sq,
             "diagonal included (2 sum_{i,j} M_ij^2)": lambda var_closed, offdiag_sq, diag_sq, var_mid:
             var_closed + 2 * diag_sq},
    notes="Round 26 (helper chenliA): the row L313 was auto-covered by chenli.lemma3.2, whose measurement takes "
          "sigma^2 from the closed form 2 sum_{i != j} M_ij^2 and never computes E[(x^T N x)^2]. Exact (integers).",
    domain=_VAR_DOMAIN,
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))

CLAIMS.append(Claim(
    id="chenli.display.lemma3.2-variance-mid",
    catalog_id="chenli.lemma3.2",
    paper=PAPER,
    source=f"Proof of Lemma 3.2, Section 3.2, {SEED_FILE} L311-L313",
    statement="L313's middle member: E[(x^T N x)^2] = (sum_i N_ii)^2 + 2 sum_{i != j} N_ij^2, N := M - Tr(M) Id/d, M "
              "symmetric, x ~ {+-1}^d (the expansion over the pairings of x_i x_j x_k x_l).",
    statement_tex=r"$$\mathbb{E}[(x^\top N x)^2] = \left(\sum_i N_{ii}\right)^2 + 2 \sum_{i \neq j} N_{ij}^2$$",
    kind="step", comparison="==", bound=B.lemma3_2_variance_mid, measure=_variance_measure, exact=_variance_exact,
    strategy=_variance_instances(), expect="holds",
    evidence="E[x_i x_j x_k x_l] = 1 on the pairings {i=j, k=l}, {i=k, j=l}, {i=l, j=k} (counted once when all "
             "four are equal); N symmetric.",
    mutants={"without the factor 2": lambda var_closed, offdiag_sq, diag_sq, var_mid: offdiag_sq,
             "diagonal of M added": lambda var_closed, offdiag_sq, diag_sq, var_mid: var_mid + 2 * diag_sq},
    notes="Round 26 (helper chenliA): the middle member of L313, same exact enumeration as "
          "chenli.display.lemma3.2-variance (sum_i N_ii = 0 exactly, so it equals the right member).",
    domain=_VAR_DOMAIN,
    settings={"ci": {"max_examples": 15, "budget_s": 0.8}},
))

# ------------------------------------------------------------------------------ L345: Lemma 3.6's step


@st.composite
def _l36_instances(draw: st.DrawFn) -> dict:
    """k in [2, 12], v = B u with u uniform in [-1, 1]^k (seeded), B in [1e-3, 50]; a* = argmax |v_a|; tau = min_{a !=
    a*} (v_{a*} - v_a) - slack, slack in [0, 5] (edge 0: tau the actual gap; tau may be negative when v_{a*} < 0)."""
    return {"k": int(draw(with_edges(st.integers(2, 12), 2, 12))),
            "B": float(draw(with_edges(log_uniform(1e-3, 50.0), 1e-3, 50.0))),
            "slack": float(draw(with_edges(st.floats(0.0, 5.0), 0.0))),
            "ties": bool(draw(st.booleans())), "seed": int(draw(SEEDS))}


def _l36_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """60-digit mpmath: w = softmax(v); lhs = (k - 1) e^{-tau} w_{a*}, rhs = sum_{a != a*} w_a; with 'ties' every
    other entry sits at the same gap (the equality case)."""
    k = int(inst["k"])
    rng = np.random.default_rng(int(inst["seed"]))
    v = inst["B"] * rng.uniform(-1.0, 1.0, k)
    if inst["ties"]:
        top = int(np.argmax(np.abs(v)))
        v = np.where(np.arange(k) == top, v[top], v[top] - abs(v[top]) * 0.5)
    a_star = int(np.argmax(np.abs(v)))
    with mpmath.workdps(60):
        vm = [mpmath.mpf(float(x)) for x in v]
        gaps = [vm[a_star] - vm[a] for a in range(k) if a != a_star]
        tau = min(gaps) - mpmath.mpf(inst["slack"])
        Z = sum(mpmath.exp(x - vm[a_star]) for x in vm)
        w_star = 1 / Z
        lhs = (k - 1) * mpmath.exp(-tau) * w_star
        rest = w_star * sum(mpmath.exp(-g) for g in gaps)
        one_minus = 1 - w_star
        return Measurement(float(lhs), {"rest_mass": float(rest), "w_star": float(w_star), "tau": float(tau), "k": k},
                           {"1 - w_a*": float(one_minus), "min gap - tau": float(min(gaps) - tau)})


CLAIMS.append(Claim(
    id="chenli.display.lemma3.6-step",
    catalog_id="chenli.lemma3.6",
    paper=PAPER,
    source=f"Proof of Lemma 3.6, Section 3.4, {SEED_FILE} L343-L345 (hypotheses L339-L341)",
    statement="Let v in R^k, a* = argmax_a |v_a|, v_{a*} - v_a >= tau for all a != a*, w := softmax(v): 'because "
              "v_{a*} - v_a >= tau, we have w_{a*}/w_a >= exp(tau). So (k - 1) e^{-tau} w_{a*} >= sum_{a != a*} w_a = "
              "1 - w_{a*}'.",
    statement_tex=r"$$(k-1)e^{-\tau} w_{a^*} \geq \sum_{a \neq a^*} w_a = 1 - w_{a^*}$$",
    kind="step", comparison=">=", bound=B.lemma3_6_step_rhs, measure=_l36_measure, strategy=_l36_instances(),
    assumptions=(Assumption("gap", "v_{a*} - v_a >= tau for all a != a*", lambda q: q["min gap - tau"]),),
    expect="holds",
    evidence="Each w_a = w_{a*} e^{-(v_{a*} - v_a)} <= w_{a*} e^{-tau}; k - 1 terms. Equality when every other entry "
             "sits exactly tau below v_{a*} (the 'ties' instances).",
    mutants={"(k - 2) e^{-tau} w_{a*} for (k - 1) e^{-tau} w_{a*} (one term short)":
             lambda rest_mass, w_star, tau, k: rest_mass + w_star * math.exp(-tau)},
    notes="Round 26 (helper chenliA): the row L345 was auto-covered by chenli.lemma3.6, which checks the lemma's "
          "conclusion, not this step. 60-digit mpmath, compared in float64 (the equality cases round identically).",
    domain=(Param("k", 2, INF, integer=True, key="k", text="v in R^k",
                  unreached="k in [2, 12]: the step is k - 1 copies of one termwise inequality"),
            Param("tau", -INF, INF, key="tau", text="tau: any real with v_{a*} - v_a >= tau",
                  unreached="|tau| <= 100 (entries in [-50, 50]); the step is termwise e^{-gap} <= e^{-tau}")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.8}},
))

# ------------------------------------------------------------------------------ L357: Lemma 3.7's chain


@st.composite
def _l37_instances(draw: st.DrawFn) -> dict:
    """k in [2, 12], eps in [1e-6, 1e3] (any eps > 0; log(2k/eps) < 0 once eps > 2k), v_{a1} = 0, v_{a2} = -g2 with g2
    in [0, 30], the other k - 2 entries at v_{a1} - log(2k/eps) - e_a, e_a = 0 ('tight': the equality case) or
    e_a >= g2 - log(2k/eps) + exponential extra (so a2 stays second largest)."""
    return {"k": int(draw(with_edges(st.integers(2, 12), 2, 3, 12))),
            "eps": float(draw(with_edges(log_uniform(1e-6, 1e3), 1e-6, 1.0, 1e3))),
            "g2": float(draw(with_edges(st.floats(0.0, 30.0), 0.0))),
            "tight": bool(draw(st.booleans())), "seed": int(draw(SEEDS))}


def _l37_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """60-digit mpmath: lhs = ((k - 2) eps/(2k)) w_{a1} (the middle member), rhs = sum_{a' != a1, a2} w_{a'}; the first
    link (eps/2) w_{a1} >= ((k - 2) eps/(2k)) w_{a1} is in the terms (its slack)."""
    k, eps, g2 = int(inst["k"]), float(inst["eps"]), float(inst["g2"])
    rng = np.random.default_rng(int(inst["seed"]))
    with mpmath.workdps(60):
        L = mpmath.log(2 * k / mpmath.mpf(eps))
        v1, v2 = mpmath.mpf(0), -mpmath.mpf(g2)
        others = []
        for _ in range(k - 2):
            extra = mpmath.mpf(0) if inst["tight"] else mpmath.mpf(float(rng.exponential(2.0)))
            # below both the threshold and a2 (a1, a2 the largest and second largest; ties with a2 allowed)
            others.append(min(v1 - L - extra, v2 - extra))
        vals = [v1, v2, *others]
        Z = sum(mpmath.exp(x) for x in vals)
        w = [mpmath.exp(x) / Z for x in vals]
        mid = (k - 2) * mpmath.mpf(eps) / (2 * k) * w[0]
        first = mpmath.mpf(eps) / 2 * w[0]
        rest = sum(w[2:]) if k > 2 else mpmath.mpf(0)
        min_gap = min((v1 - x for x in others), default=mpmath.inf)
        return Measurement(float(mid), {"rest_mass": float(rest), "w1": float(w[0]), "eps": eps, "k": k},
                           {"(eps/2) w_a1": float(first), "first link slack": float(first - mid),
                            "1 - w_a1 - w_a2": float(1 - w[0] - w[1]),
                            "min_a' (v_a1 - v_a') - log(2k/eps)": float(min_gap - L) if k > 2 else 1.0,
                            "v_a2 - max other": float(v2 - max(others)) if k > 2 else 1.0})


CLAIMS.append(Claim(
    id="chenli.display.lemma3.7-chain",
    catalog_id="chenli.lemma3.7",
    paper=PAPER,
    source=f"Proof of Lemma 3.7, Section 3.4, {SEED_FILE} L355-L357 (hypotheses L351-L353)",
    statement="Let v in R^k, eps > 0, a1, a2 the indices of the largest and second largest entries of v, v_{a1} - "
              "v_{a'} >= log(2k/eps) for all a' != a1, a2, w := softmax(v): '(eps/2) w_{a1} >= ((k - 2) eps/(2k)) "
              "w_{a1} >= sum_{a' != a1, a2} w_{a'} = 1 - w_{a1} - w_{a2}'. Checked: the middle member against the "
              "right (the first link, (k - 2)/k <= 1, is in the terms).",
    statement_tex=r"$$\frac{\varepsilon}{2} w_{a_1} \geq \frac{(k-2)\varepsilon}{2k} w_{a_1} \geq \sum_{a' \neq a_1, "
                  r"a_2} w_a = 1 - w_{a_1} - w_{a_2}.$$",
    kind="step", comparison=">=", bound=B.lemma3_7_chain_rhs, measure=_l37_measure, strategy=_l37_instances(),
    assumptions=(Assumption("gap", "v_{a1} - v_{a'} >= log(2k/eps) for all a' != a1, a2",
                            lambda q: q["min_a' (v_a1 - v_a') - log(2k/eps)"]),
                 Assumption("order", "a2 the second largest", lambda q: q["v_a2 - max other"])),
    expect="holds",
    evidence="w_{a'}/w_{a1} = e^{v_{a'} - v_{a1}} <= eps/(2k) for each of the k - 2 indices a' != a1, a2; (k - 2)/k <= "
             "1 gives the first link. Equality at the 'tight' instances.",
    mutants={"(k - 1) eps/(2k) needed (one term too many)":
             lambda rest_mass, w1, eps, k: rest_mass + eps / (2 * k) * w1},
    notes="Round 26 (helper chenliA): the row L357 was auto-covered by chenli.lemma3.7, which checks the lemma's "
          "conclusion, not this chain. 60-digit mpmath, compared in float64.",
    domain=(Param("k", 2, INF, integer=True, key="k", text="v in R^k, k >= 2 (a1 != a2)",
                  unreached="k in [2, 12]: the chain is k - 2 copies of one termwise inequality"),
            Param("eps", 0.0, INF, lo_closed=False, key="eps", text="eps > 0",
                  unreached="eps in [1e-6, 1e3]: the chain is homogeneous in eps once w_{a'} <= (eps/(2k)) w_{a1}")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.8}},
))

# ------------------------------------------------------------ L932: Lemma 5.13's decomposition of y


def _y_decomp_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """One draw of the coupling of Lemma 5.13's proof (mu <= mu', nu <= nu': a_b ones of x in block b, the set T_b; U_b
    a random (b_b - a_b)-subset of S_b minus T_b), y := x + 1_U2 + 1_U3. Compared through a random integer vector W
    (exact integers; equal for random W iff the vectors agree): lhs = <W, y>, rhs = <W, y_[0] + 1_T2 - 1'_2 + 1_T3 -
    1'_3>, 1'_b the indicator of S_b minus (T_b u U_b), y_[0] = y on the first d_1 bits and 0 elsewhere."""
    rng = np.random.default_rng(int(inst["seed"]))
    d1, d2, d3 = int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    d = d1 + d2 + d3
    x = np.r_[rng.choice([-1, 1], d1), -np.ones(d2 + d3, dtype=np.int64)].astype(np.int64)
    oneT = np.zeros(d, dtype=np.int64)
    oneU = np.zeros(d, dtype=np.int64)
    oneP = np.zeros(d, dtype=np.int64)
    for off, db, a, b in ((d1, d2, int(inst["a2"]), int(inst["b2"])), (d1 + d2, d3, int(inst["a3"]), int(inst["b3"]))):
        perm = off + rng.permutation(db)
        x[perm[:a]] = 1
        oneT[perm[:a]] = 1
        oneU[perm[a:b]] = 1
        oneP[perm[b:]] = 1
    y = x + oneU
    y0 = np.r_[y[:d1], np.zeros(d2 + d3, dtype=np.int64)]
    rhs_vec = y0 + oneT - oneP
    W = rng.integers(-5, 6, size=d)
    if not W.any():
        W[0] = 1
    return Measurement(float(int(W @ y)), {"rhs": float(int(W @ rhs_vec)), "w_dot_1U": float(int(W @ oneU)),
                                           "w_dot_1T": float(int(W @ oneT))},
                       {"max |y - rhs|": int(np.max(np.abs(y - rhs_vec))) if d else 0, "|U|": int(oneU.sum()),
                        "x' in the slices (mu', nu')": int(np.sum((x + 2 * oneU)[d1:d1 + d2] == 1) == int(inst["b2"]))})


CLAIMS.append(Claim(
    id="chenli.display.lemma5.13-y-decomposition",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Section 5.3, {SEED_FILE} L926-L932 (y := x + sum_{{i in U_[2]}} e_i + sum_{{i in "
           "U_[3]}} e_i and its written-out form)",
    statement="In the proof of Lemma 5.13 (mu <= mu', nu <= nu'), with T_[b] the positive coordinates of x in S_[b], "
              "U_[b] a random subset of S_[b] minus T_[b] of size ((mu' - mu)/2) d_2 (resp. ((nu' - nu)/2) d_3), "
              "1'_[b] the indicator of S_[b] minus (T_[b] u U_[b]), y := x + 1_{U_[2]} + 1_{U_[3]} and y_[0] = y on "
              "the first d_1 bits, 0 elsewhere: y = y_[0] + 1_{T_[2]} - 1'_[2] + 1_{T_[3]} - 1'_[3]. Checked exactly "
              "(through a random integer vector W) on every draw of the coupling.",
    statement_tex=r"$$y = y_{[0]} + \mathbb{1}_{T_{[2]}} - \mathbb{1}'_{[2]} + \mathbb{1}_{T_{[3]}} - "
                  r"\mathbb{1}'_{[3]},$$",
    kind="step", comparison="==", bound=B.lemma5_13_y_rhs, measure=_y_decomp_measure,
    strategy=R5._coupling_instances,
    expect="holds",
    evidence="On U_[b] (a subset of the -1's of x) y = -1 + 1 = 0; on T_[b] y = 1; on the rest of S_[b] y = -1; on the "
             "first d_1 bits y = x = y_[0].",
    mutants={"U's entries counted as +1 (1_U added)": lambda rhs, w_dot_1U, w_dot_1T: rhs + w_dot_1U,
             "T's indicator dropped": lambda rhs, w_dot_1U, w_dot_1T: rhs - w_dot_1T},
    notes="Round 26 (helper chenliA): the row L932 was a definition ('y written out'); it is an identity on the "
          "coupling's support, and the second line of (33) is the first line (chenli.eq33) with it substituted. "
          "Instances: chenli.eq33's (d_1 <= 3, d_2, d_3 <= 6, every pair of slice counts a <= b).",
    domain=(Param("d_2", 1, INF, integer=True, key="d2", text="d_2 (the S_[2] block)",
                  unreached="d_2 <= 6: an identity coordinate by coordinate, the same at every size"),),
    settings={"ci": {"max_examples": 25, "budget_s": 0.5}},
))

# ------------------------------------------------------- L952: (37)'s first '<~' (Lemma 5.13, general case)


@st.composite
def _eq37_first_instances(draw: st.DrawFn) -> dict:
    """d_1 = d_2 = d_3 = n = 2^j, j in [20, 60] (closed forms in log space: n is never materialised; (8)'s r_Theta <<
    d^{1/4} with margin 10 and c's range r_Theta >= 4 need d^{1/4} >= 40, i.e. j >= 20); Theta = the Sylvester
    Hadamard matrix H_n with its all-ones first row zeroed, on rows S_[1] x columns S_[3] (Theta 1~_[3] = 0, Theta_[2]
    = 0); mu = mu' = 0 (U_[2] empty), nu = -1 (T_[3] empty) and nu' = -1 + 2 t with t = |U_[3]|/d_3 in (0, 1]; r_Theta
    log-uniform from 4 to d^{1/4}/10 ((8)'s upper end with margin 10), c in [1, sqrt(min(r_Theta, d_2, d_3))/2]."""
    return {"j": int(draw(with_edges(st.integers(20, 60), 20, 60))),
            "t_num": int(draw(with_edges(st.integers(1, 64), 32, 1, 64))),
            "u": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))}


def _eq37_first_terms(inst: dict) -> dict:
    """Log-space parameters: log d = log 3 + j log 2, r_Theta = 4 (d^{1/4}/40)^u, t a multiple of 1/n (n = 2^j)."""
    j = int(inst["j"])
    if j > 3000:
        raise SolverFailure(f"j = {j}: r_Theta = d^(1/4)/10 leaves float64 range")
    log_n = j * math.log(2.0)
    log_d = math.log(3.0) + log_n
    inv_n = math.exp(-log_n)
    tn = int(inst["t_num"]) / 64.0
    t = min(1.0, max(inv_n, round(tn / inv_n) * inv_n)) if j < 50 else max(tn, inv_n)
    u = float(inst["u"])
    log_rmax = 0.25 * log_d - math.log(10.0)
    log_r = math.log(4.0) + u * (log_rmax - math.log(4.0))
    r = math.exp(log_r)
    cmax = math.exp(0.5 * min(log_r, log_n)) / 2.0
    c = 1.0 + float(inst["cfrac"]) * max(0.0, cmax - 1.0)
    return {"log_n": log_n, "log_d": log_d, "inv_n": inv_n, "t": t, "r": r, "log_r": log_r, "log_rmax": log_rmax,
            "c": c, "cmax": cmax}


def _eq37_first_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Closed forms on the family, divided by ||Theta||_F^2 = n (n - 1) (the shape is homogeneous in Theta; checked
    against the matrices and exact enumeration of the coupling in the test): E[(y_[0]^T Theta u)^2] = Tr(P_[1] Theta
    E[u u^T] Theta^T) ((34), chenli.eq34), E[u u^T] on S_[3] = (p - q) Id + q 1~ 1~^T, p = t, q = t (t n - 1)/(n - 1),
    Theta 1~_[3] = 0: lhs/||Theta||_F^2 = p - q = t (1 - t)/(1 - 1/n)."""
    T = _eq37_first_terms(inst)
    t, r, c, inv_n = T["t"], T["r"], T["c"], T["inv_n"]
    lhs = t * (1.0 - t) / (1.0 - inv_n)
    A = c * math.exp(-0.5 * T["log_n"]) + c * c / r
    # Assumption 4's v (a valid value): max(3n/(n-1), 3, 12n/(n-2)) under the square root
    ups = math.sqrt(max(3.0 / (1.0 - inv_n), 3.0, 12.0 / (1.0 - 2.0 * inv_n)))
    # sqrt(d)/(10 r^2) = 10 (d^{1/4}/10)^2/r^2 = 10 exp(2 (log_rmax - log_r))
    a4_room = 10.0 * math.exp(2.0 * (T["log_rmax"] - T["log_r"]))
    return Measurement(lhs, {"A": A, "fro2": 1.0, "theta2_fro2": 0.0, "theta_1_3_sq": 0.0, "theta3_fro2": 1.0},
                       {"log2 d": T["log_d"] / math.log(2.0), "t": t, "r_Theta": r, "c": c, "nu": -1.0,
                        "nu'": 2.0 * t - 1.0, "c range slack": T["cmax"] - c,
                        "A3 slack": T["log_n"] + math.log1p(-2.0 * inv_n) - T["log_r"],
                        "(8) upper slack": T["log_rmax"] - T["log_r"], "A4 slack": a4_room - ups, "v": ups,
                        "extra condition fails": 1.0 - c * math.exp(-0.5 * T["log_n"])})


def _eq37_first_move(inst: dict, t: float) -> dict:
    """d -> inf: j = t (n = 2^t), |U_[3]| = n/2, r_Theta = d^{1/4}/10 ((8)'s and Assumption 4's margins 10), c = 1."""
    return {**inst, "j": int(round(t)), "t_num": 32, "u": 1.0, "cfrac": 0.0}


CLAIMS.append(Claim(
    id="chenli.display.eq37-first",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Eq. (37), Section 5.3, {SEED_FILE} L950-L952 (the first '<~'; (34)-(35) L940-L944; "
           "hypotheses L918-L924; Assumptions 3-4 and (8), L445-L455)",
    statement="Lemma 5.13's general case ('Otherwise', |nu| or |nu'| > c/sqrt(d_3)), 1 <= c <= sqrt(min(r_Theta, d_2, "
              "d_3))/2, |mu|, |mu'| <= c/sqrt(d_2): E[(y_[0]^T Theta (1_U2 + 1_U3))^2] <~ (c/sqrt(d_2) + c^2/r_Theta) "
              "||Theta||_F^2 + ||Theta_[2]||_F^2 + 1~_[3]^T Theta^T Theta 1~_[3] (the first '<~' of (37), as printed "
              "with Theta_[2]). Checked as a uniform shape on a Hadamard family inside Assumptions 3-4 and (8).",
    statement_tex=r"$$\mathbb{E}[(y_{[0]}^{\top} \Theta (\mathbb{1}_{U_{[2]}} + \mathbb{1}_{U_{[3]}}))^2] \lesssim "
                  r"\left(\frac{c}{\sqrt{d_2}} + \frac{c^2}{r_{\Theta}}\right) \|\Theta\|_F^2 + \|\Theta_{[2]}\|_F^2 + "
                  r"\tilde{\mathbb{1}}_{[3]}^{\top} \Theta^{\top} \Theta \tilde{\mathbb{1}}_{[3]}$$",
    kind="step", comparison="<=", bound=B.eq37_first_shape, measure=_eq37_first_measure,
    strategy=_eq37_first_instances(), constants="hidden", uniform=True,
    assumptions=(
        Assumption("c range", "1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2", lambda q: q["c range slack"]),
        Assumption("Assumption 3", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 (stable rank >= n - 2)",
                   lambda q: q["A3 slack"]),
        Assumption("(8) upper", "r_Theta << d^{1/4} (margin 10)", lambda q: q["(8) upper slack"] + 1e-9),
        Assumption("Assumption 4", "v >= 1 bounds every column/row of Theta and column of Theta Pi_S^perp, v << "
                   "sqrt(d)/r_Theta^2 (margin 10)", lambda q: q["A4 slack"]),
        Assumption("general case", "|nu| > c/sqrt(d_3) (the extra condition fails)",
                   lambda q: q["extra condition fails"]),
    ),
    eventually=("d",),
    directions=(
        Direction("log2 d -> inf (r_Theta = d^{1/4}/10, |U_[3]| = d_3/2, c = 1)", "j", INF, how="path",
                  move=_eq37_first_move, points=(20, 40, 80, 160, 320, 640, 1280), grows=("d",),
                  reason="A = c/sqrt(d_2) + c^2/r_Theta -> 0 while lhs/||Theta||_F^2 -> t(1 - t) = 1/4: the ratio "
                         "grows like r_Theta/4; (8)'s lower end (polylog(d)/(kappa lambda)) and Assumption 4's '<<' "
                         "hold eventually along it"),
        Direction("t, r_Theta, c", "u", 0.0, how="search",
                  reason="t = |U_[3]|/d_3 over (0, 1], r_Theta from 4 to d^{1/4}/10 (log-uniform), c over its range: "
                         "the ratio t(1 - t)/A is largest at t = 1/2, c = 1 and r_Theta at (8)'s end"),
    ),
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. (35)'s first term max(mu' - mu, nu' - nu)/2 (P_[2] + P_[3]) gives ||Theta_[3]||_F^2 "
             "times (nu' - nu)/2, of order 1 in the general case, but the printed right side has ||Theta_[2]||_F^2 "
             "(the next line's 2 d_3 v^2/d is the S_[3] count, so Theta_[3] is meant). Family: d_1 = d_2 = d_3 = n, "
             "Theta = H_n (Sylvester Hadamard) with its all-ones row zeroed, on rows S_[1] x columns S_[3]: "
             "Theta 1~_[3] = 0, Theta_[2] = 0, ||Theta||_F^2 = n(n - 1), stable rank n - 1 (Theta Pi_S^perp: >= n - "
             "2), Assumption 4 with v = 4 (column of Theta Pi_S^perp <= 2 sqrt(n), ||Theta Pi_S^perp||_F^2 >= n(n - "
             "2)); mu = mu' = 0, nu = -1, nu' = 0 (|U_[3]| = n/2), c = 1, r_Theta = d^{1/4}/10 ((8)'s upper end and "
             "v <= sqrt(d)/(10 r_Theta^2) = 10, margins 10). The left side is (p - q) ||Theta||_F^2 = n^2/4 "
             "(p = 1/2, q = (n/2 - 1)/(2(n - 1))), the right side (1/sqrt(n) + 1/r_Theta) n(n - 1): ratio ~ r_Theta/4, "
             "unbounded along d (r_Theta = 134.8, ratio 33.7 at n = 2^40). (37)'s end (c/sqrt(d_2) + c^2/r_Theta + d_3 v^2/d) ||Theta||_F^2 "
             "survives (d_3 v^2/d = 16/3 here): a step that fails while the chain's end holds. Theta has zero diagonal "
             "(Assumption 5: Tr = 0); Assumption 7 (non-arithmeticity, used in Section 6 only, not by Lemma 5.13) fails "
             "for +-1 entries, and a generic perturbation Theta + eps G keeps every slack and the ratio up to O(eps).",
    second_path="tests/test_chenli_r26_chenliA.py::test_eq37_first_hadamard",
    corrected=B.eq37_first_shape_corrected,
    corrected_text="E[(y_[0]^T Theta (1_U2 + 1_U3))^2] <~ (c/sqrt(d_2) + c^2/r_Theta) ||Theta||_F^2 + ||Theta_[2]||_F^2 "
                   "+ ||Theta_[3]||_F^2 + 1~_[3]^T Theta^T Theta 1~_[3] (Theta_[3] added; then <= (c/sqrt(d_2) + "
                   "c^2/r_Theta + (d_2 + d_3 + d_3^2) v^2/d) ||Theta||_F^2 by Assumption 4).",
    no_mutant_reason="on this family the corrected shape is ||Theta||_F^2 (1 + A), the left side ||Theta||_F^2 t(1 - t): "
                     "any wrong shape that this family could refute drops the ||Theta_[3]||_F^2 term, i.e. is the "
                     "printed one",
    auto_mutant=False,
    notes="Round 26 (helper chenliA): the row L952 was covered by chenli.eq37, which checks (37)'s middle '<=' only. "
          "Closed forms on a structured family (n = 2^j, log space, never materialised); the test checks the closed "
          "form against the matrices and an exact enumeration of the coupling at n = 8.",
    domain=(Param("log2 d", math.log2(3.0), INF, key="log2 d", text="d = d_1 + d_2 + d_3 (d_1 = d_2 = d_3 = n here)",
                  unreached="one family: d = 3 n, n = 2^j, j in [20, 60] drawn (c's range r_Theta >= 4 with (8)'s "
                            "r_Theta <= d^{1/4}/10 needs j >= 20), j to 1280 on the path (log space)"),),
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))

# ------------------------------------------ Lemma 5.11, first bullet as printed: nu', nu'' unrestricted (L779-L785)


@st.composite
def _l511_instances(draw: st.DrawFn) -> dict:
    """d = 4 n, n = 2^j (d_1 = d_2 = n, d_3 = 2 n: dyadic blocks), j in [29, 60]; r = number of unit singular pairs,
    r_Theta = r - 1 in [4, d^{1/4}/10] ((8) with margin 10; c's range needs r_Theta >= 4), c in [1, sqrt(min(r_Theta,
    d_2, d_3))/2]; mu = mu' = mu'' = 0, nu = 0 (x's slices balanced: bullet (i) holds), nu' = -1, nu'' = 1 (printed
    free)."""
    j = int(draw(with_edges(st.integers(29, 60), 29, 60)))
    return {"j": j, "u": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))}


def _l511_params(inst: dict) -> dict:
    j = int(inst["j"])
    if j > 1000:
        raise SolverFailure(f"j = {j}: beyond the closed form's float range")
    log_d = (j + 2) * math.log(2.0)
    rmax = math.floor(math.exp(0.25 * log_d) / 10.0)
    rT = int(round(4 + float(inst["u"]) * (max(rmax, 4) - 4)))
    cmax = math.sqrt(min(rT, 2.0**min(j, 60))) / 2.0
    c = 1.0 + float(inst["cfrac"]) * max(0.0, cmax - 1.0)
    return {"j": j, "log_d": log_d, "rT": rT, "rmax": rmax, "c": c, "cmax": cmax}


def _l511_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Theta = u_1 v_1^T + sum_{k=2}^{r} chi_{s_k} chi_{t_k}^T/d (unit singular values: ||Theta||_F^2 = r, ||Theta||_op =
    1), u_1 = 1_[1]/sqrt(d_1), v_1 = 1_[3]/sqrt(d_3), chi_s the Walsh characters with a nonzero bit below log2(n)
    (orthogonal to every aligned block of size n, so Theta 1_[3] = sqrt(d_3) u_1). With nu' = -1, nu'' = 1 (mu' =
    mu''), y' - y = 2 1_[3] deterministically, so x^T Theta (y - y') = -2 sqrt(d_3/d_1) B, B = sum_{i in S_[1]} x_i
    (x's cube block). lhs = the (1 - r_Theta^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F (the convention of
    chenli.lemma5.11), exact binomial quantile (scipy) for n <= 2^45, the normal one beyond (relative error < 1e-6)."""
    from scipy.stats import binom, norm

    P = _l511_params(inst)
    j, rT, c = P["j"], P["rT"], P["c"]
    r = rT + 1
    lvl = rT ** -0.25
    if j <= 45:
        n = 2**j
        k = float(binom.isf(lvl / 2.0, n, 0.5))
        qB_over_sqrt_n = (2.0 * k - n) / math.sqrt(n)
    else:
        qB_over_sqrt_n = float(norm.isf(lvl / 2.0))
    # |x^T Theta (y - y')|/||Theta||_F = 2 sqrt(d_3/d_1) |B|/sqrt(r) = 2 sqrt(2) (|B|/sqrt(n)) sqrt(n)/sqrt(r)
    log_lhs = math.log(2.0 * math.sqrt(2.0) * qB_over_sqrt_n) + 0.5 * j * math.log(2.0) - 0.5 * math.log(r)
    lhs = math.exp(log_lhs)
    n_f = 2.0**j
    ups = math.sqrt(4.0 * (2.0 + r - 1.0) / (r - 1.0))  # Assumption 4's v (valid, incl. Theta Pi_S^perp columns)
    a4_room = math.exp(0.5 * P["log_d"]) / (10.0 * rT * rT)
    return Measurement(lhs, {"c": c, "r": float(rT), "d2": n_f, "d3": 2.0 * n_f},
                       {"log2 d": P["log_d"] / math.log(2.0), "r_Theta": rT, "|B|/sqrt(n) quantile": qB_over_sqrt_n,
                        "level 1 - r^{-1/4}": 1.0 - lvl, "c range slack": P["cmax"] - c,
                        "(8) upper slack": P["rmax"] - rT, "A4 slack": a4_room - ups, "v": ups,
                        "A3 slack (stable rank r - 1 of Theta Pi_S^perp)": (r - 1) - rT,
                        "bullet (i): |nu| - c/sqrt(d3)": 0.0 - c / math.sqrt(2.0 * n_f)})


def _l511_move_joint(inst: dict, t: float) -> dict:
    """r_Theta = t -> inf with d = 4 n, n = 2^j the smallest with d >= max((10 r_Theta)^4, r_Theta^8): the level
    r_Theta^{-1/4} -> 0 and the ratio grows like d^{1/2}/r_Theta^{1/8}."""
    rT = max(4, int(round(t)))
    j = max(29, math.ceil(max(4 * math.log2(10 * rT), 8 * math.log2(rT)) - 2))
    rmax = math.floor(2.0 ** ((j + 2) / 4.0) / 10.0)
    return {**inst, "j": j, "u": (rT - 4) / max(1, rmax - 4), "cfrac": 0.0}


CLAIMS.append(Claim(
    id="chenli.lemma5.11-nu-free",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Lemma 5.11, Section 5.3, {SEED_FILE} L779-L785 (first bullet; coupling Definition 5.10 L761-L777; "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Lemma 5.11 as printed: 1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2, |mu|, |mu'|, |mu''| <= c/sqrt(d_2); if "
              "'|nu| <= c/sqrt(d_3)' (the first bullet: x's nu only; nu', nu'' of the coupling D_{mu', nu', mu'', nu''} "
              "are not restricted), then P_{x ~ pi^s_{mu, nu}, (y, y') ~ D}[|x^T Theta (y - y')| > Omega(sqrt(c) "
              "r_Theta^{1/8}/min(d_2, d_3)^{1/4} + c (c + sqrt(log r_Theta))/r_Theta^{3/8}) ||Theta||_F] <~ "
              "1/r_Theta^{1/4}. Checked as chenli.lemma5.11 is (uniform shape: the (1 - r_Theta^{-1/4})-quantile of "
              "|x^T Theta (y - y')|/||Theta||_F over the printed threshold), at nu' = -1, nu'' = 1.",
    statement_tex=r"Let $1 \leq c \leq \sqrt{\min(r_\Theta, d_2, d_3)}/2$ and let $|\mu|, |\mu'|, |\mu''| \leq "
                  r"c/\sqrt{d_2}$. Suppose [...] $|\nu| \leq c/\sqrt{d_3}$ [...] then $$\mathbb{P}\left[|x^\top \Theta "
                  r"(y - y')| > \Omega \left(\frac{\sqrt{c} \cdot r_\Theta^{1/8}}{\min(d_2, d_3)^{1/4}} + \frac{c(c + "
                  r"\sqrt{\log r_\Theta})}{r_\Theta^{3/8}}\right) \|\Theta\|_F \right] \lesssim 1/r_\Theta^{1/4}$$",
    kind="probabilistic", comparison="<=", bound=B.lemma5_11_threshold_shape, measure=_l511_measure,
    strategy=_l511_instances(), constants="hidden", uniform=True,
    assumptions=(
        Assumption("c range", "1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2", lambda q: q["c range slack"] + 1e-12),
        Assumption("(8) upper", "r_Theta << d^{1/4} (margin 10)", lambda q: q["(8) upper slack"]),
        Assumption("Assumption 3", "stable ranks of Theta and Theta Pi_S^perp >= r_Theta",
                   lambda q: q["A3 slack (stable rank r - 1 of Theta Pi_S^perp)"]),
        Assumption("Assumption 4", "v bounds every column/row of Theta and column of Theta Pi_S^perp, v << "
                   "sqrt(d)/r_Theta^2 (margin 10)", lambda q: q["A4 slack"]),
        Assumption("first bullet", "|nu| <= c/sqrt(d_3) (x's slice balanced, nu = 0)",
                   lambda q: -q["bullet (i): |nu| - c/sqrt(d3)"]),
    ),
    eventually=("log2 d",),
    directions=(
        Direction("r_Theta -> inf with log2 d >= 8 log2 r_Theta", "r", INF, how="path", move=_l511_move_joint,
                  points=(15, 31, 63, 127, 255), grows=("log2 d",),
                  reason="the probability level r_Theta^{-1/4} -> 0 (so every '<~' constant is eventually below the "
                         "event's probability, which tends to 1) while the quantile over the threshold grows like "
                         "sqrt(d)/r_Theta^{1/8}"),
        Direction("log2 d -> inf at fixed r_Theta", "j", INF, how="search",
                  reason="j in [29, 60] drawn: the ratio grows like sqrt(n) at fixed r_Theta"),
        Direction("c over [1, sqrt(min(r_Theta, d_2, d_3))/2]", "cfrac", 1.0, how="search",
                  reason="c drawn over its printed range"),
    ),
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. The first bullet restricts x's nu only ('|nu| <= c/sqrt(d_3)'), while mu' and mu'' "
             "are restricted explicitly; nu' and nu'' (the coupled pair) are free in [-1, 1]. At nu' = -1, nu'' = 1, mu' "
             "= mu'', y' - y = 2 1_[3] (Definition 5.10), so x^T Theta (y - y') = -2 x^T Theta 1_[3], of order "
             "||Theta 1_[3]||, which Assumptions 3-4 allow up to ~ sqrt(d_3/r_Theta) ||Theta||_F. Family: d = 4n, "
             "d_1 = d_2 = n, d_3 = 2n, Theta = u_1 v_1^T + sum_{k<=r} chi_{s_k} chi_{t_k}^T/d with u_1 = 1_[1]/sqrt(n), "
             "v_1 = 1_[3]/sqrt(2n) (unit singular values, ||Theta||_F^2 = r, stable rank r; Theta Pi_S^perp: >= r - 1 "
             "= r_Theta; every column/row <= sqrt((r + 3)/d), so Assumption 4 with v = sqrt(4 (r + 1)/(r - 1)) ~ 2.1 "
             "<= sqrt(d)/(10 r_Theta^2)); x^T Theta 1_[3] = sqrt(2) B (B = the cube block's sum), so the (1 - "
             "r_Theta^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F is 2 sqrt(2) q_B/sqrt(r) = 5.42e3 at n = 2^27, "
             "r_Theta = 15 (d = 2^29 >= (10 r_Theta)^4), against the threshold shape 0.971: ratio 5.6e3, and P[event] -> 1 for every Omega constant as d -> inf. Not the encoding: bullet (i) as "
             "printed, every other hypothesis met (c = 1, mu's = nu = 0, (8) and Assumption 4 with margin 10). With "
             "|nu'|, |nu''| <= c/sqrt(d_3) added (chenli.lemma5.11's reading; the proof's (32) needs |nu'' - nu'| <~ "
             "c/sqrt(d_3)) the lemma holds there.",
    second_path="tests/test_chenli_r26_chenliA.py::test_lemma511_nu_free",
    no_correction_reason="the corrected statement adds |nu'|, |nu''| <= c/sqrt(d_3) to the first bullet: that is "
                         "chenli.lemma5.11 as encoded (holds, uniform)",
    no_mutant_reason="the printed shape is crossed along every path of this family by a factor growing like sqrt(d); "
                     "a planted smaller shape is crossed the same way",
    auto_mutant=False,
    notes="Round 26 (helper chenliA): re-reading L860's (32) (covered:chenli.lemma5.11), whose first term "
          "max(|mu'' - mu'|, |nu'' - nu'|)/2 ||w||^2 <~ c/sqrt(min(d_2, d_3)) ||Theta||_F^2 needs |nu'' - nu'| small, "
          "which the first bullet as printed does not give; chenli.lemma5.11 draws |nu|, |nu'|, |nu''| <= c/sqrt(d_3) "
          "(the authors' reading). Closed form (the binomial quantile of the cube block's sum), log space.",
    domain=(Param("log2 d", 2.0, INF, key="log2 d", text="d = d_1 + d_2 + d_3",
                  unreached="one family: d = 2^(j+2), j in [29, 60] drawn ((8) with margin 10 and r_Theta >= 4 need "
                            "d >= 40^4), to 2^66 on the path"),
            Param("r_Theta", 4, INF, key="r_Theta", text="r_Theta of Assumption 3 ((8): << d^{1/4}; c's range: >= 4)",
                  unreached="r_Theta <= d^{1/4}/10 drawn, to 255 on the path")),
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))
