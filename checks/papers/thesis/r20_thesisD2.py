"""thesis, Sec. 5.1.2 and 5.3.2 (round 20, helper thesisD2): the in-text fact after (5.9) (L1449) that A* = c2 A is
equivalent to A, and the complexity fact L1359.

L1449: 'A special example is that p_l^* are all equal, i.e., A* = c2 A for some constant c2. Because one can scale W
and V by 1/c2 in (5.4) without changing the results, A* is equivalent to A in this case.' (5.4) is
F_A(e_g, X; W, V) = e_g^T A sigma(r + B_2) C, r = A sigma(A X W + B_1) V with B_1, B_2, C fixed (L1373). Replacing A by
c2 A and (W, V) by (W/c2, V/c2) undoes the first two factors c2 but not the outer one: the output is c2 F_A.

- ``thesis.ch5.L1449-rescale``: F_{c2 A}(e_g, X; W/c2, V/c2) == F_A(e_g, X; W, V) as printed (exact rationals):
  erratum (ratio c2; the predicted label argmax_r F_r is unchanged for c2 > 0).
- ``thesis.ch5.L1359-complexity-poly``: Sec. 5.1.2's 'if phi is exp, sin, cos or a polynomial, C_eps(phi, O(1)) <=
  O(poly(1/eps))' (L1359) as a uniform check along eps -> 0 (series (5.2) summed exactly in logs): holds (growth
  (1/eps)^{o(1)}).

Bounds in ``thmcheck.bounds.thesis.r20_thesisD2``; second path in ``tests/test_thesis_r20_thesisD2.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r20_thesisD2 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r20_thesisD2.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _dy(x: float, bits: int = 12) -> float:
    """x rounded to a dyadic rational with ``bits`` fractional bits (exact in float and Fraction)."""
    return round(x * 2**bits) / 2**bits


@st.composite
def _l1449_instances(draw: st.DrawFn) -> dict:
    """A graph of N in 1..7 nodes (edges drawn, self-connections added, A = D^{-1/2} (A~ + I) D^{-1/2} as printed), d,
    m1, m2 in 1..4, K in 1..3, unit feature rows, dyadic W, V, B_1, B_2, C in [-2, 2], the selected node g and output
    coordinate r, and c2 > 0 (a 'constant': drawn log-uniform in [2^-14, 2^14], powers of two and c2 = 1 as atoms)."""
    N = draw(st.integers(1, 7))
    d, m1, m2 = (draw(st.integers(1, 4)) for _ in range(3))
    K = draw(st.integers(1, 3))
    edges = [[0] * N for _ in range(N)]
    for i in range(N):
        for j in range(i + 1, N):
            edges[i][j] = edges[j][i] = int(draw(st.booleans()))
    ent = st.floats(-2.0, 2.0).map(_dy)

    def mat(a: int, b: int) -> list:
        return [[draw(ent) for _ in range(b)] for _ in range(a)]

    X = mat(N, d)
    for row in X:
        if all(v == 0 for v in row):
            row[0] = 1.0
    c2 = draw(st.one_of(st.sampled_from([2.0**-14, 0.5, 1.0, 2.0, 2.0**14]), log_uniform(2.0**-14, 2.0**14)))
    return {"N": N, "edges": edges, "X": X, "W": mat(d, m1), "V": mat(m1, m2), "B1": mat(N, m1), "B2": mat(N, m2),
            "C": mat(m2, K), "g": draw(st.integers(0, N - 1)), "r": draw(st.integers(0, K - 1)),
            "c2": _dy(c2, 20) if c2 >= 2.0**-10 else c2}


def _adj(inst: dict) -> np.ndarray:
    N = int(inst["N"])
    At = np.array(inst["edges"], dtype=float) + np.eye(N)
    dm = 1.0 / np.sqrt(At.sum(axis=1))
    return dm[:, None] * At * dm[None, :]


def _gcn(A: list, X: list, W: list, V: list, B1: list, B2: list, C: list, g: int, r: int, zero: object) -> object:
    """(5.4) in plain Python over the given number type: e_g^T A relu(A relu(A X W + B_1) V + B_2) C, coordinate r."""

    def mm(P: list, Q: list) -> list:
        return [[sum((P[i][k] * Q[k][j] for k in range(len(Q))), zero) for j in range(len(Q[0]))]
                for i in range(len(P))]

    def relu_add(P: list, Q: list) -> list:
        return [[max(p + q, zero) for p, q in zip(rp, rq, strict=True)] for rp, rq in zip(P, Q, strict=True)]

    H1 = relu_add(mm(mm(A, X), W), B1)
    H2 = relu_add(mm(mm(A, H1), V), B2)
    out = mm(mm([A[g]], H2), C)
    return out[0][r]


def _l1449_measure(inst: dict, ctx: Ctx, exact: bool = False) -> Measurement:
    conv = Fraction if exact else float
    zero = conv(0)
    A = [[conv(float(v)) for v in row] for row in _adj(inst)]
    X = np.array(inst["X"], dtype=float)
    X = X / np.linalg.norm(X, axis=1, keepdims=True)  # ||x~_n|| = 1 (L1365)
    Xc = [[conv(float(v)) for v in row] for row in X]
    W, V, B1, B2, C = ([[conv(v) for v in row] for row in inst[k]] for k in ("W", "V", "B1", "B2", "C"))
    c2 = conv(inst["c2"])
    g, r = int(inst["g"]), int(inst["r"])
    fA = _gcn(A, Xc, W, V, B1, B2, C, g, r, zero)
    Ac = [[c2 * v for v in row] for row in A]
    lhs = _gcn(Ac, Xc, [[v / c2 for v in row] for row in W], [[v / c2 for v in row] for row in V], B1, B2, C, g, r,
               zero)
    return Measurement(lhs, {"fA": fA, "c2": c2}, {"F_A": float(fA), "c2": float(c2), "N": inst["N"]}, exact=exact)


CLAIMS.append(Claim(
    id="thesis.ch5.L1449-rescale", paper=PAPER, kind="step", comparison="==",
    source=_src("Sec. 5.3.2, after (5.9): 'A special example is that p_l^* are all equal, i.e., A* = c2 A for some "
                "constant c2. Because one can scale W and V by 1/c2 in (5.4) without changing the results, A* is "
                "equivalent to A in this case.' ((5.4) L1371, B_1, B_2, C fixed L1373)", "L1449"),
    statement="With A* = c2 A: F_{c2 A}(e_g, X; W/c2, V/c2) = F_A(e_g, X; W, V) for the three-layer GCN (5.4) "
              "F_A = e_g^T A sigma(A sigma(A X W + B_1) V + B_2) C (every output coordinate r).",
    statement_tex=r"F_{c_2 \mathbf{A}}(\mathbf{e}_g, \mathbf{X}; \mathbf{W}/c_2, \mathbf{V}/c_2) = "
                  r"F_{\mathbf{A}}(\mathbf{e}_g, \mathbf{X}; \mathbf{W}, \mathbf{V})",
    bound=B.l1449_printed, measure=_l1449_measure, exact=lambda inst: _l1449_measure(inst, Ctx(), True),
    strategy=_l1449_instances(), expect="erratum as printed",
    readings=(Reading("the exact relation", "the outer A of (5.4) carries c2 uncompensated (C and B_2 fixed, not "
                      "trained): F_{c2 A}(W/c2, V/c2) = c2 F_A(W, V), so the predicted label argmax_r F_r (c2 > 0) "
                      "is unchanged but the output and the loss are not", bound=B.l1449_corrected),),
    domain=(Param("c2", 0, math.inf, lo_closed=False, text="A* = c2 A, c2 a constant (p_l^* = c2 >= 0 by (5.8); "
                  "1/c2 needs c2 > 0)", unreached="c2 in [2^-14, 2^14]: the relation is exactly linear in c2"),
            Param("N", 1, math.inf, integer=True, text="graph of N nodes",
                  unreached="N <= 7: the identity is per output, every graph size alike")),
    evidence="Exact (rationals, A's float entries taken as rationals): F_{c2 A}(e_g, X; W/c2, V/c2) = c2 F_A(e_g, X; "
             "W, V) identically. The first layer sigma(c2 A X W/c2 + B_1) and the second r = c2 A sigma(.) V/c2 are "
             "unchanged, but the output layer e_g^T (c2 A) sigma(r + B_2) C keeps the factor c2: C, B_1, B_2 are fixed "
             "(L1373), and V cannot absorb it because sigma(r/c2 + B_2) != sigma(r + B_2)/c2 when B_2 != 0. E.g. "
             "one node (A = [1]), d = m1 = m2 = K = 1, x = W = V = C = 1, B_1 = B_2 = 0, c2 = 2: F_A = 1 and "
             "F_{2A}(1/2, 1/2) = 2. The prediction argmax_r F_r is unchanged for c2 > 0 (so the takeaway 'A* is "
             "equivalent to A' holds for label prediction), the printed 'without changing the results' does not: "
             "the output, hence the loss L(F, y) of (5.5) and OPT_{A*} (5.16), scale with c2.",
    corrected=B.l1449_corrected,
    corrected_text="F_{c2 A}(e_g, X; W/c2, V/c2) = c2 F_A(e_g, X; W, V) (equal predicted labels for c2 > 0).",
    mutants={"c2^2 F_A (the outer A counted twice)": B.l1449_mutant_sq},
    second_path=SP + "test_l1449_rescaled_output_is_c2_times",
    notes="Round 20 (helper thesisD2): the in-text fact of L1449 had no claim (Sec. 5.3.2's remarks were checked only "
          "for (5.8)'s O(1) (thesis.ch5.cond5.8) and (5.10)'s monotonicity (thesis.ch5.insight.sampling)).",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0, "shrink": False}},
))


# ---------------------------------------------- L1359: 'C_eps(phi, O(1)) <= O(poly(1/eps))' for exp, sin, cos, polys


def _taylor_log_abs(fam: str, coef: tuple, imax: int) -> list:
    """log |c_i| (-inf for c_i = 0), i = 0..imax, of phi's power series (exp: 1/i!, sin: odd 1/i!, cos: even 1/i!,
    poly: the drawn ones); in logs so that 1/i! does not underflow."""
    if fam == "poly":
        return [math.log(abs(float(c))) if c != 0 else -math.inf for c in coef]
    out = []
    for i in range(imax + 1):
        on = fam == "exp" or (fam == "sin" and i % 2 == 1) or (fam == "cos" and i % 2 == 0)
        out.append(-math.lgamma(i + 1) if on else -math.inf)
    return out


def c_eps_series(fam: str, coef: tuple, R: float, cstar: float, eps: float, imax: int = 4000) -> float:
    """(5.2): C_eps(phi, R) = sum_i ((C* R)^i + (sqrt(log(1/eps))/sqrt(i) C* R)^i) |c_i|, summed in logs term by term
    (the i = 0 term read as 2 |c_0|: x^0 = 1 for both members), up to i = imax (terms past the peak decay
    super-geometrically; the last term is checked below 1e-16 of the sum)."""
    a = math.sqrt(math.log(1.0 / eps)) * cstar * R
    logs = []
    for i, lc in enumerate(_taylor_log_abs(fam, coef, imax)):
        if lc == -math.inf:
            continue
        if i == 0:
            logs.append(math.log(2.0) + lc)
            continue
        t1 = i * math.log(cstar * R) + lc if cstar * R > 0 else -math.inf
        t2 = i * (math.log(a) - 0.5 * math.log(i)) + lc if a > 0 else -math.inf
        hi, lo = max(t1, t2), min(t1, t2)
        logs.append(hi + math.log1p(math.exp(lo - hi)) if hi > -math.inf else -math.inf)
    m = max(logs)
    tot = sum(math.exp(x - m) for x in logs)
    if fam != "poly" and math.exp(logs[-1] - m) / tot > 1e-16:
        raise ValueError("C_eps series not converged at imax")
    return math.exp(m) * tot


@st.composite
def _l1359_instances(draw: st.DrawFn) -> dict:
    """phi in {exp, sin, cos, a polynomial of degree <= 6 (coefficients in [-2, 2])}, R = O(1) drawn in [1e-3, 3]
    (R >= 0), C* 'a sufficiently large constant' in [1, 30], eps log-uniform in [1e-300, 1/2]."""
    fam = draw(st.sampled_from(["exp", "sin", "cos", "poly"]))
    coef: tuple = ()
    if fam == "poly":
        coef = tuple(draw(st.floats(-2.0, 2.0)) for _ in range(draw(st.integers(1, 7))))
        if all(c == 0 for c in coef):
            coef = (1.0,)
    return {"fam": fam, "coef": coef, "R": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 3.0))),
            "cstar": draw(st.one_of(st.just(1.0), log_uniform(1.0, 30.0))),
            "eps": draw(st.one_of(st.sampled_from([1e-300, 1e-10, 0.5]), log_uniform(1e-300, 0.5)))}


def _l1359_measure(inst: dict, ctx: Ctx) -> Measurement:
    v = c_eps_series(inst["fam"], tuple(inst["coef"]), float(inst["R"]), float(inst["cstar"]), float(inst["eps"]))
    return Measurement(v, {"eps": float(inst["eps"])}, {"fam": inst["fam"], "log C_eps": math.log(v)})


def _l1359_mv(inst: dict, t: float) -> dict:
    return {**inst, "eps": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch5.L1359-complexity-poly", paper=PAPER, kind="step", comparison="<=",
    source=_src("Sec. 5.1.2 'Function complexity', after (5.2)-(5.3): 'For instance, if phi(z) is exp(z), sin(z), "
                "cos(z) or polynomials of z, then C_eps(phi, O(1)) <= O(poly(1/eps))'", "L1353-L1359"),
    statement="For phi in {exp, sin, cos, polynomials} and R = O(1), C_eps(phi, R) = sum_i ((C* R)^i + "
              "(sqrt(log(1/eps))/sqrt(i) C* R)^i) |c_i| (5.2) is O(poly(1/eps)) as eps -> 0 (C* a sufficiently large "
              "constant; the polynomial's degree hidden, shape (1/eps)^1).",
    statement_tex=r"\mathcal{C}_{\epsilon}(\phi, O(1)) \leq O(\text{poly}(1/\epsilon))",
    bound=B.l1359_shape, measure=_l1359_measure, strategy=_l1359_instances(), expect="holds",
    constants="hidden", uniform=True, rtol=1e-9,
    directions=(Direction("eps -> 0", "eps", 0.0, how="path", move=_l1359_mv,
                          points=(1e-2, 1e-10, 1e-40, 1e-100, 1e-200, 1e-300),
                          reason="the only limit the statement quantifies over (phi, R = O(1), C* fixed)"),
                Direction("phi, R (searched)", "R", 3.0, how="search",
                          reason="R = O(1) in [1e-3, 3] and the four families drawn: R is a constant of the "
                                 "statement, the O(.) is in eps only (its constant may depend on R and C*)"),
                Direction("C* (searched)", "cstar", 30.0, how="search",
                          reason="C* in [1, 30] drawn: a fixed constant of definition (5.2), not a limit of the "
                                 "statement (e^{C* R} enters the eps-free constant)")),
    domain=(Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-300, text="eps > 0 small",
                  unreached="eps >= 1e-300 (float range); the log of the measured C_eps grows like "
                            "(log 1/eps)^{1/3} (exp, sin, cos) or log log(1/eps) (polynomials), sub-polynomially"),
            Param("R", 0, INF, text="R = O(1) (R >= 0)", unreached="R in [1e-3, 3]: a constant R; larger R only "
                  "multiplies the eps-free part and enlarges the sub-polynomial exponent's constant"),
            Param("cstar", 1, INF, text="C* a sufficiently large constant",
                  unreached="C* in [1, 30]: C* R enters as R does")),
    mutants={"C_eps(phi, O(1)) <= O(1) (no eps dependence)": B.l1359_mut_const},
    auto_mutant=False,
    notes="Round 20 (helper thesisD2): the in-text fact had no claim. Series summed in logs (lgamma), i <= 4000, the "
          "tail checked; for exp the second member peaks at i ~ (a e)^{2/3}/e with a = sqrt(log 1/eps) C* R, value "
          "~ exp(c (log 1/eps)^{1/3}) = (1/eps)^{o(1)}. The companion 'C_s(phi, O(1)) <= O(1)' is a finite constant "
          "for each of these phi (no quantified limit) and is not a separate claim.",
    settings={"ci": {"max_examples": 25, "budget_s": 3.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch5.L1449-rescale': 'auditor B: confirmed as printed',
}, 'docs/audits/round20/thesis.md')
