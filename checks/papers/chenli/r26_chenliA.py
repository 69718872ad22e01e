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
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
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
    evidence="Audit pending (round 26). The printed domain 0 < eta <= 1 with eta log(1/eta) <= C includes eta near 1, "
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


def _rhs(rhs: float, **_: float) -> float:
    return rhs


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
    kind="step", comparison="==", bound=_rhs, measure=_y_decomp_measure,
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
