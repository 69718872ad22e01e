"""Round 13 (helper triageC): chenli in-proof rows triaged; one proof step encoded.

- ``chenli.display.thm5.1-linearity`` (L1348, proof of Theorem 5.1): with Delta_Theta := E[X^T J softmax(X Theta
  X^T) X] - k Id (L1320; printed 'softmax(X Theta X)^T', read as the row softmax of X Theta X^T that Y = F(X) of
  (1) uses) and J the all-ones k x k matrix (L192), E[X^T J Y] - k Sum_i W_i = Sum_i Delta_Theta W_i. The printed
  Delta_Theta carries no head index; the step (linearity of expectation over the heads of (1)) needs Delta_{Theta_i}
  in the i-th term, which is what is encoded (the single-Delta_{Theta_1} reading is a planted mutant: it is false as
  soon as two heads differ). Checked by exact enumeration of X over {+-1}^{k x d} (k d <= 10), both sides probed by
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
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, SolverFailure
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
    return Measurement(float(np.sum(G * lhs)), {"rhs": float(np.sum(G * rhs)), "rhs_single": float(np.sum(G * rhs1)),
                                                 "g_sum_w": float(np.sum(G * ws.sum(axis=0))), "k": k},
                       {"lhs_norm": float(np.linalg.norm(lhs))})


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
    return Measurement(dot(lhs), {"rhs": dot(rhs), "rhs_single": dot(rhs1), "g_sum_w": dot(gw), "k": k}, exact=True)


DISPLAY_THM51_LINEARITY = Claim(
    id="chenli.display.thm5.1-linearity",
    paper=PAPER,
    source=f"Proof of Theorem 5.1, Section 5.6, {SEED_FILE} L1348 (Delta_Theta of L1320, J of L192)",
    statement="E[X^T J Y] - k Sum_{i=1}^m W_i = Sum_i Delta_Theta W_i, X ~ {+-1}^{k x d}, Y = F(X) of (1), J the "
              "all-ones k x k matrix, Delta_Theta := E[X^T J softmax(X Theta X^T) X] - k Id taken at Theta = Theta_i "
              "in the i-th term (the printed Delta_Theta carries no head index).",
    statement_tex=r"$$\mathbb{E}[\mathbf{X}^T \mathbf{J} \mathbf{Y}] - k \sum_{i=1}^m \mathbf{W}_i = \sum_i "
                  r"\Delta_{\Theta} \mathbf{W}_i,$$",
    kind="step",
    comparison="==",
    bound=B.thm5_1_linearity,
    measure=_lin_measure,
    exact=_lin_exact,
    strategy=_lin_instances,
    rtol=1e-9,
    mutants={"one Delta_{Theta_1} for every head": B.thm5_1_linearity_single_delta,
             "without the - k Sum_i W_i": B.thm5_1_linearity_no_kW},
    notes="Linearity of expectation over the m heads of (1): holds for any Theta_i, W_i, so drawn Gaussian (scale "
          "0 = uniform attention included); exact enumeration of X in {+-1}^{k x d}, k d <= 10, both sides probed "
          "by a fixed Gaussian G; re-checked at 30 digits.",
    domain=(Param("k", 1, INF, integer=True, text="the sequence length k >= 1",
                  unreached="k <= 3 (exact enumeration of 2^{kd} sign matrices); the identity is linearity, not "
                            "about k"),
            Param("d", 1, INF, integer=True, text="the dimension d >= 1",
                  unreached="k d <= 10 (exact enumeration); the identity is linearity, not about d"),
            Param("m", 1, INF, integer=True, text="the number of heads m >= 1",
                  unreached="m <= 4: the identity is a sum over heads, term by term")),
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
    eps = 4.0 / 3.0 * g * L / wmin
    What = ws.sum(axis=0) + Delta
    Y1 = sum(sms[i] @ X @ ws[i] for i in range(m))
    return {"lhs": L, "wmin": wmin, "eps": eps, "res": float(np.linalg.norm(alpha @ X @ What - Y1)),
            "adelta": float(np.linalg.norm(alpha @ X @ Delta)), "simplex": float(alpha.min()),
            "asum": float(abs(alpha.sum() - 1.0))}


def _tri_measure(inst: dict, ctx: Ctx) -> Measurement:
    v = _tri_values(inst)
    if v["lhs"] <= 0.0 or v["wmin"] <= 0.0:
        raise SolverFailure("degenerate draw: Sum_i (alpha - softmax_i) X W_i = 0 (eps would be 0)")
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
