"""Round 13 (helper triageC): chenli in-proof rows triaged; one proof step encoded.

- ``chenli.display.thm5.1-linearity`` (L1348, proof of Theorem 5.1): with Delta_Theta := E[X^T J softmax(X Theta
  X^T) X] - k Id (L1320; printed 'softmax(X Theta X)^T', read as the row softmax of X Theta X^T that Y = F(X) of
  (1) uses) and J the all-ones k x k matrix (L192), E[X^T J Y] - k Sum_i W_i = Sum_i Delta_Theta W_i. The printed
  Delta_Theta carries no head index; round 14 (chenliA) encodes the printed text (one Delta_{Theta_1} for every
  head, k = 3 for Assumption 5): conditional (false once two heads differ; Section 4's scales granted, and a
  permutation argument keeps the crossing inside them); the step's linearity with Delta_{Theta_i} in the i-th term
  is its reading, which holds. Checked by exact enumeration of X over {+-1}^{k x d} (k d <= 10), both sides probed by
  a fixed random matrix G.
- ``chenli.display.lemma6.3-soundness-triangle`` (L1531, proof of Lemma 6.3's soundness): from the identity L1527,
  (66) and ||alpha X Delta|| <= (eps/4) min ||W_i||_F (Lemma 6.1's event as used at L1517), ||Sum_i (alpha -
  softmax_i)^T X W_i|| <= (3 eps/4) min ||W_i||_F: the triangle inequality; instances on its equality case
  (alpha X Delta anti-aligned), (66) checked. Holds.
"""

from __future__ import annotations

import itertools

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r13_triageC as B
from thmcheck.bounds.chenli import r14_chenliA as B14
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading, SolverFailure, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _lin_instances(draw: st.DrawFn) -> dict:
    k = draw(st.integers(1, 3))
    d = draw(st.integers(1, 10 // k if k > 1 else 6))
    return {"k": k, "d": d, "m": draw(with_edges(st.integers(1, 4), 1, 2)),
            "scale": float(draw(with_edges(log_uniform(1e-3, 3.0), 0.0))), "seed": draw(SEEDS)}


@st.composite
def _lin_instances_k3(draw: st.DrawFn) -> dict:
    """The printed statement's instances: k = 3 (Assumption 5's 1 <= chi <= sqrt(log k) needs k >= 3), d in 1..3
    (k d <= 9: exact enumeration), m in 1..4 heads (2 at an edge: two heads are enough to separate the readings)."""
    return {"k": 3, "d": draw(st.integers(1, 3)), "m": draw(with_edges(st.integers(1, 4), 2, 1)),
            "scale": float(draw(with_edges(log_uniform(1e-3, 3.0), 0.0))), "seed": draw(SEEDS)}


def _lin_data(inst: dict):
    k, d, m = int(inst["k"]), int(inst["d"]), int(inst["m"])
    rng = np.random.default_rng(inst["seed"])
    thetas = rng.normal(size=(m, d, d)) * inst["scale"]
    ws = rng.normal(size=(m, d, d))
    G = rng.normal(size=(d, d))
    xs = [np.array(s, dtype=float).reshape(k, d) for s in itertools.product((-1.0, 1.0), repeat=k * d)]
    return k, d, m, thetas, ws, G, xs


def _softmax_rows(a: np.ndarray) -> np.ndarray:
    e = np.exp(a - a.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _lin_measure(inst: dict, ctx: Ctx) -> Measurement:
    k, d, m, thetas, ws, G, xs = _lin_data(inst)
    J = np.ones((k, k))
    # left side: E[X^T J Y] - k Sum_i W_i with Y = F(X) of (1)
    exy = np.zeros((d, d))
    for X in xs:
        Y = sum(_softmax_rows(X @ thetas[i] @ X.T) @ X @ ws[i] for i in range(m))
        exy += X.T @ J @ Y
    lhs = exy / len(xs) - k * ws.sum(axis=0)
    # right side, head by head: Delta_{Theta_i} := E[X^T J softmax(X Theta_i X^T) X] - k Id (L1320)
    deltas = []
    for i in range(m):
        acc = np.zeros((d, d))
        for X in xs:
            acc += X.T @ J @ _softmax_rows(X @ thetas[i] @ X.T) @ X
        deltas.append(acc / len(xs) - k * np.eye(d))
    rhs = sum(deltas[i] @ ws[i] for i in range(m))
    rhs1 = sum(deltas[0] @ ws[i] for i in range(m))
    chi = np.sqrt(np.log(k)) if k > 1 else 0.0
    trace_slack = min(float(chi * np.linalg.norm(t) - abs(np.trace(t))) for t in thetas)
    return Measurement(float(np.sum(G * lhs)), {"rhs": float(np.sum(G * rhs)), "rhs_single": float(np.sum(G * rhs1)),
                                                 "g_sum_w": float(np.sum(G * ws.sum(axis=0))), "k": k},
                       {"lhs_norm": float(np.linalg.norm(lhs)), "chi_slack": float(chi - 1.0),
                        "trace_slack": trace_slack,
                        "||Sum_i (Delta_i - Delta_1) W_i||_F": float(np.linalg.norm(
                            sum((deltas[i] - deltas[0]) @ ws[i] for i in range(m))))})


def _lin_exact(inst: dict) -> Measurement:
    k, d, m, thetas, ws, G, xs = _lin_data(inst)
    with mpmath.workdps(30):
        def smx(A):
            out = []
            for row in A.tolist():
                mx = max(row)
                e = [mpmath.exp(v - mx) for v in row]
                s = mpmath.fsum(e)
                out.append([v / s for v in e])
            return mpmath.matrix(out)

        Gm, J = mpmath.matrix(G.tolist()), mpmath.ones(k, k)
        Wm = [mpmath.matrix(w.tolist()) for w in ws]
        lhs, rhs, rhs1 = mpmath.zeros(d, d), mpmath.zeros(d, d), mpmath.zeros(d, d)
        delta1 = None
        for X in xs:
            Xm = mpmath.matrix(X.tolist())
            for i in range(m):
                P = Xm.T * J * smx(X @ thetas[i] @ X.T) * Xm
                lhs += P * Wm[i]
        n = len(xs)
        lhs = lhs / n
        for i in range(m):
            lhs -= k * Wm[i]
            acc = mpmath.zeros(d, d)
            for X in xs:
                Xm = mpmath.matrix(X.tolist())
                acc += Xm.T * J * smx(X @ thetas[i] @ X.T) * Xm
            delta = acc / n - k * mpmath.eye(d)
            delta1 = delta if delta1 is None else delta1
            rhs += delta * Wm[i]
            rhs1 += delta1 * Wm[i]
        dot = lambda A: mpmath.fsum(Gm[a, b] * A[a, b] for a in range(d) for b in range(d))  # noqa: E731
        gw = mpmath.zeros(d, d)
        for w in Wm:
            gw += w
    chi = float(np.sqrt(np.log(k))) if k > 1 else 0.0
    trace_slack = min(float(chi * np.linalg.norm(t) - abs(np.trace(t))) for t in thetas)
    return Measurement(dot(lhs), {"rhs": dot(rhs), "rhs_single": dot(rhs1), "g_sum_w": dot(gw), "k": k},
                       {"chi_slack": chi - 1.0, "trace_slack": trace_slack}, exact=True)


_LIN_A5 = (
    Assumption("A5 chi", "there is 1 <= chi <= sqrt(log k) (Assumption 5, L457: k >= 3)", lambda q: q["chi_slack"]),
    Assumption("A5 trace", "|Tr(Theta_i)| <= chi ||Theta_i||_F at chi = sqrt(log k) for every head (Assumption 5)",
               lambda q: q["trace_slack"] + 1e-12),
)
_LIN_SECTION4 = uncertified(
    "section4", "the remaining Section 4 assumptions on each Theta_i (Assumptions 1-4, 6: r_Theta, upsilon, ||Theta_i||_F "
    "with the scales of Eq. (8), log^c(dmk)/(kappa lambda) << r_Theta << d^{1/4})",
    why="each is a '<<', O or Omega with a constant the paper leaves unspecified (no instance below d ~ 1e35 meets "
        "the printed scales), and this check enumerates X exactly at k d <= 9; they are invariant under a coordinate "
        "permutation Theta -> P Theta P^T, which maps Delta_Theta to P Delta_Theta P^T (see the evidence)")

DISPLAY_THM51_LINEARITY = Claim(
    id="chenli.display.thm5.1-linearity",
    paper=PAPER,
    source=f"Proof of Theorem 5.1, Section 5.6, {SEED_FILE} L1348 (Delta_Theta of L1320, 'for any Theta in {{Theta_1, "
           "..., Theta_m}}' L1324, J of L192)",
    statement="E[X^T J Y] - k Sum_{i=1}^m W_i = Sum_i Delta_Theta W_i, X ~ {+-1}^{k x d}, Y = F(X) of (1), J the "
              "all-ones k x k matrix, Delta_Theta := E[X^T J softmax(X Theta X^T) X] - k Id (L1320) for a Theta in "
              "{Theta_1, ..., Theta_m} (as printed: one head-less Delta_Theta; checked with Theta = Theta_1, i.e. the "
              "right side Delta_{Theta_1} Sum_i W_i).",
    statement_tex=r"$$\mathbb{E}[\mathbf{X}^T \mathbf{J} \mathbf{Y}] - k \sum_{i=1}^m \mathbf{W}_i = \sum_i "
                  r"\Delta_{\Theta} \mathbf{W}_i,$$",
    kind="step",
    comparison="==",
    bound=B14.thm5_1_linearity_printed,
    measure=_lin_measure,
    exact=_lin_exact,
    strategy=_lin_instances_k3,
    assumptions=(*_LIN_A5, _LIN_SECTION4),
    rtol=1e-9,
    readings=(Reading("Delta_{Theta_i} in the i-th term", "the head-less Delta_Theta read as Delta_{Theta_i} in the "
                      "i-th term (linearity of expectation over the heads of (1)), for any Theta_i, W_i and k >= 1",
                      bound=B.thm5_1_linearity, strategy=_lin_instances, assumptions=()),),
    expect="conditional",
    evidence="As printed the right side has one Delta_Theta for every head (L1320 defines it 'for any Theta in "
             "{Theta_1, ..., Theta_m}'), so it equals Delta_Theta Sum_i W_i, while the left side is Sum_i "
             "Delta_{Theta_i} W_i (linearity over the heads, the reading, which holds to 1e-15 and at 30 digits): the "
             "two differ by Sum_i (Delta_{Theta_i} - Delta_Theta) W_i, nonzero as soon as two heads have different "
             "Delta. E.g. k = 3, d = 2, m = 2, Gaussian Theta_i, W_i (exact enumeration of the 2^6 inputs; A5 "
             "checked). The remaining Section 4 assumptions cannot be met at enumerable sizes (granted: conditional), "
             "but they do not rescue the printed form: they are invariant under coordinate permutations P, and "
             "X -> X P^T preserves the uniform law, so Delta_{P Theta P^T} = P Delta_Theta P^T; heads Theta_1 and "
             "Theta_2 = P Theta_1 P^T are both admissible, and the printed form would need P Delta P^T W_2 = Delta "
             "W_2 for every W_2, i.e. Delta_{Theta_1} invariant under every permutation: Delta = a Id + b 11^T, which "
             "Lemma 5.16 and Theorem 5.1 do not claim (they bound ||Delta||_op). At Section 4's scale the crossing is "
             "shown by chenli.display.thm5.1-linearity-scale (round 14: two orthogonal admissible heads, d >= 1e40, "
             "a closed-form first-order bound: erratum as printed). Harmless: a missing head index.",
    second_path="tests/test_chenli_r14_chenliA.py::test_thm5_1_linearity_printed_second_path",
    no_correction_reason="the reading 'Delta_{Theta_i} in the i-th term' is the correction (an identity); it is "
                         "checked as the reading",
    mutants={"without the - k Sum_i W_i": B.thm5_1_linearity_no_kW},
    notes="Exact enumeration of X in {+-1}^{k x d} (k = 3 as printed, Assumption 5; k d <= 10 under the reading), "
          "both sides probed by a fixed Gaussian G; re-checked at 30 digits. Round 13 encoded the reading as the "
          "claim and the printed single Delta_{Theta_1} as a planted mutant; round 14 encodes the printed text "
          "(literal first).",
    domain=(Param("k", 3, INF, integer=True, text="the sequence length k >= 3 (Assumption 5)",
                  unreached="k = 3 (exact enumeration of 2^{kd} sign matrices; under the reading k in 1..3)"),
            Param("d", 1, INF, integer=True, text="the dimension d >= 1",
                  unreached="k d <= 9 (exact enumeration); the permutation argument in the evidence is for every d"),
            Param("m", 1, INF, integer=True, text="the number of heads m >= 1",
                  unreached="m <= 4: the difference is head by head")),
    settings={"ci": {"max_examples": 15, "budget_s": 1.5}},
)

CLAIMS += [DISPLAY_THM51_LINEARITY]


@st.composite
def _tri_instances(draw: st.DrawFn) -> dict:
    return {"k": draw(st.integers(2, 6)), "d": draw(st.integers(1, 6)), "m": draw(with_edges(st.integers(1, 4), 1)),
            "g": float(draw(with_edges(log_uniform(1.0 + 1e-9, 10.0), 1.0 + 1e-9))),
            "mix": float(draw(with_edges(st.floats(0.01, 1.0), 1.0))), "seed": draw(SEEDS)}


def _tri_values(inst: dict) -> dict:
    """alpha a mixture of the heads' mean attention row and a Dirichlet point; v := Sum_i (alpha - softmax_i) X W_i;
    Delta rank one with alpha X Delta = -(g/3) v (anti-aligned: the triangle inequality's equality case), eps :=
    (4/3) g ||v||/min ||W_i||_F, so ||alpha X Delta|| = (eps/4) min ||W_i||_F and (66) holds for g > 1."""
    k, d, m = int(inst["k"]), int(inst["d"]), int(inst["m"])
    rng = np.random.default_rng(inst["seed"])
    X = rng.choice((-1.0, 1.0), size=(k, d))
    thetas, ws = rng.normal(size=(m, d, d)), rng.normal(size=(m, d, d))
    sms = [_softmax_rows(X[:1] @ thetas[i] @ X.T)[0] for i in range(m)]
    alpha = (1.0 - inst["mix"]) * np.mean(sms, axis=0) + inst["mix"] * rng.dirichlet(np.ones(k))
    wmin = min(float(np.linalg.norm(w)) for w in ws)
    v = sum((alpha - sms[i]) @ X @ ws[i] for i in range(m))
    L = float(np.linalg.norm(v))
    ax = alpha @ X
    g = float(inst["g"])
    Delta = -(g / 3.0) * np.outer(ax, v) / float(ax @ ax) if float(ax @ ax) > 0 else np.zeros((d, d))
    # v = 0 (e.g. X's columns constant, so (alpha - softmax_i) X = 0): any eps > 0 is admissible; eps := (4/3) g keeps
    # the draw (round 21, helper solver: it was a SolverFailure 'eps would be 0'; the left side is then 0)
    eps = 4.0 / 3.0 * g * (L / wmin if L > 0.0 else 1.0)
    What = ws.sum(axis=0) + Delta
    Y1 = sum(sms[i] @ X @ ws[i] for i in range(m))
    return {"lhs": L, "wmin": wmin, "eps": eps, "res": float(np.linalg.norm(alpha @ X @ What - Y1)),
            "adelta": float(np.linalg.norm(alpha @ X @ Delta)), "simplex": float(alpha.min()),
            "asum": float(abs(alpha.sum() - 1.0))}


def _tri_measure(inst: dict, ctx: Ctx) -> Measurement:
    v = _tri_values(inst)
    if v["wmin"] <= 0.0:
        raise SolverFailure("degenerate draw: min_i ||W_i||_F = 0")
    return Measurement(v["lhs"], {"eps": v["eps"], "wmin": v["wmin"]},
                       {k: v[k] for k in ("res", "adelta", "simplex", "asum")})


DISPLAY_L63_SOUND_TRIANGLE = Claim(
    id="chenli.display.lemma6.3-soundness-triangle",
    paper=PAPER,
    source=f"Proof of Lemma 6.3 (soundness), Section 6.3, {SEED_FILE} L1531 (given the identity of "
           "chenli.display.lemma6.3-decomposition, Eq. 66 and Lemma 6.1's event as the completeness proof uses it)",
    statement="If alpha in Delta^{k-1}, ||alpha^T X W^ - Y_1|| < (eps/2) min_i ||W_i||_F (66) and ||alpha X (W^ - "
              "Sum_i W_i)|| <= (eps/4) min_i ||W_i||_F (Lemma 6.1's event, L1517), then ||Sum_i (alpha - softmax(X_1 "
              "Theta_i X^T))^T X W_i|| <= (3 eps/4) min_i ||W_i||_F (Y_1 = Sum_i softmax(X_1 Theta_i X^T) X W_i).",
    statement_tex=r"$$\left\| \sum_{i=1}^m (\alpha - \text{softmax}(\mathbf{X}_{1:} \boldsymbol{\Theta}_i "
                  r"\mathbf{X}^\top))^\top \mathbf{X} \mathbf{W}_i \right\| \leq \frac{3\varepsilon}{4} \min_i "
                  r"\|\mathbf{W}_i\|_F.$$",
    kind="step",
    comparison="<=",
    bound=B.lemma6_3_soundness_triangle,
    measure=_tri_measure,
    strategy=_tri_instances,
    assumptions=(
        Assumption("(66)", "||alpha^T X W^ - Y_1|| < (eps/2) min_i ||W_i||_F",
                   lambda q: 0.5 * q["eps"] * q["wmin"] - q["res"] * (1 + 1e-12)),
        Assumption("Lemma 6.1", "||alpha X Delta|| <= (eps/4) min_i ||W_i||_F (the event as the proof uses it)",
                   lambda q: 0.25 * q["eps"] * q["wmin"] * (1 + 1e-9) - q["adelta"]),
        Assumption("simplex", "alpha in Delta^{k-1}", lambda q: q["simplex"] + 1e-15),
    ),
    mutants={"eps/2": B.lemma6_3_soundness_triangle_half},
    notes="Triangle inequality on the identity L1527 (alpha X W^ - Y_1 = alpha X Delta + Sum_i (alpha - softmax_i) X "
          "W_i): holds. Instances: X in {+-1}^{k x d}, Gaussian heads, alpha a mixture of the heads' mean attention "
          "row and a Dirichlet point, Delta rank one with alpha X Delta anti-aligned to the sum (equality case of the "
          "triangle inequality), eps = (4/3) g ||sum||/min ||W_i||_F, g -> 1+ the edge of (66); (66) is checked.",
    domain=(Param("eps", 0.0, INF, text="eps > 0 (set from the draw)", unreached="eps is set from the draw (the step is homogeneous in eps)"),
            Param("k", 1, INF, integer=True, text="k", unreached="2 <= k <= 6: triangle inequality, any k"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 6: triangle inequality, any d"),
            Param("m", 1, INF, integer=True, text="m", unreached="m <= 4: triangle inequality, any m")),
    settings={"ci": {"max_examples": 60, "budget_s": 1.5}},
)

CLAIMS += [DISPLAY_L63_SOUND_TRIANGLE]
