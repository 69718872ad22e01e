"""Round 13 (helper triageC): chenli in-proof rows triaged; one proof step encoded.

- ``chenli.display.thm5.1-linearity`` (L1348, proof of Theorem 5.1): with Delta_Theta := E[X^T J softmax(X Theta
  X^T) X] - k Id (L1320; printed 'softmax(X Theta X)^T', read as the row softmax of X Theta X^T that Y = F(X) of
  (1) uses) and J the all-ones k x k matrix (L192), E[X^T J Y] - k Sum_i W_i = Sum_i Delta_Theta W_i. The printed
  Delta_Theta carries no head index; the step (linearity of expectation over the heads of (1)) needs Delta_{Theta_i}
  in the i-th term, which is what is encoded (the single-Delta_{Theta_1} reading is a planted mutant: it is false as
  soon as two heads differ). Checked by exact enumeration of X over {+-1}^{k x d} (k d <= 10), both sides probed by
  a fixed random matrix G.
"""

from __future__ import annotations

import itertools

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r13_triageC as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
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
