"""chenli proof displays of Sections 6-11, round 5 (helper chenli2; kind ``step``): elementary inequalities, identities
and chains between explicit quantities, each encoded as printed (ids ``chenli.display.<result>-<what>``).

Every instance carries only scalars and a seed; the arrays are drawn from the seed inside the measurement.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r5_chenli2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []
AUDIT = ("Re-derived independently from the paper by an auditor's own script (docs/audits/round5/chenli.md, "
         "one section per id): confirmed, or confirmed as printed where that file says so.")


def _src(what: str, lines: str) -> str:
    return f"{what}, {SEED_FILE} {lines}"


def _simplex_diff(rng: np.random.Generator, k: int) -> np.ndarray:
    """A point of Delta^{k-1} - Delta^{k-1} (difference of two Dirichlet(1) points, sometimes of two vertices)."""
    if rng.random() < 0.2:
        a, b = rng.choice(k, size=2, replace=False)
        out = np.zeros(k)
        out[a], out[b] = 1.0, -1.0
        return out
    return rng.dirichlet(np.ones(k)) - rng.dirichlet(np.ones(k))


# ================================================================== Lemma 6.2's proof, (63)'s middle link (L1414)


def _eq63_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """a_i = (lambda_i)_j ||W_i||_F, lambda_i in Delta - Delta, ||W_1||_F = 1, ||W_i||_F^2 >= lambda'; lhs the first
    right side kappa' sum_{i != i'} |a_i a_i'| of (63) (the printed 'i != j' read as i != i')."""
    rng = np.random.default_rng(inst["seed"])
    m, k = int(inst["m"]), int(inst["k"])
    lam = np.stack([_simplex_diff(rng, k) for _ in range(m)])
    norms = np.concatenate([[1.0], rng.uniform(math.sqrt(inst["lamp"]), inst["wmax"], size=m - 1)])
    a = lam[:, int(inst["j"]) % k] * norms
    kp = inst["kp"]
    lhs = kp * (float(np.abs(a).sum()) ** 2 - float((a * a).sum()))
    return Measurement(lhs, {"kp": kp, "s": float(a.sum()), "sabs": float(np.abs(a).sum())},
                       {"a": a.tolist(), "last link m kappa' sum a_i^2": m * kp * float((a * a).sum())})


def _eq63_exact(inst: dict) -> Measurement:
    m = _eq63_measure(inst, Ctx())
    with mpmath.workdps(50):
        a = [mpmath.mpf(x) for x in m.terms["a"]]
        kp = mpmath.mpf(inst["kp"])
        lhs = kp * (sum(abs(x) for x in a) ** 2 - sum(x * x for x in a))
        return Measurement(lhs, {"kp": kp, "s": sum(a), "sabs": sum(abs(x) for x in a)}, m.terms, exact=True)


CLAIMS.append(Claim(
    id="chenli.display.eq63-middle",
    catalog_id="chenli.lemma6.2",
    paper=PAPER,
    source=_src("Proof of Lemma 6.2, Eq. (63), Section 6.1", "L1414"),
    statement="(63): | ||M_j||_F^2 - sum_i (lambda_i)_j^2 ||W_i||_F^2 | <= kappa' sum_{i != i'} |(lambda_i)_j "
              "(lambda_i')_j| ||W_i||_F ||W_i'||_F <= kappa' (sum_i (lambda_i)_j ||W_i||_F)^2 <= m kappa' sum_i "
              "(lambda_i)_j^2 ||W_i||_F^2, for lambda_i in Delta^{k-1} - Delta^{k-1}. Checked: the middle link.",
    statement_tex=r"$$\kappa' \sum_{i \neq j} |(\lambda_i)_j (\lambda_{i'})_j| \cdot \|\mathbf{W}_i\|_F "
                  r"\|\mathbf{W}_{i'}\|_F \leq \kappa' \left(\sum_i (\lambda_i)_j \|\mathbf{W}_i\|_F \right)^2$$",
    kind="step", comparison="<=", bound=B.eq63_middle, measure=_eq63_measure, exact=_eq63_exact,
    strategy=lambda: st.fixed_dictionaries({
        "m": st.integers(2, 6), "k": st.integers(2, 6), "j": st.integers(0, 5),
        "kp": with_edges(log_uniform(1e-4, 0.999), 0.999), "lamp": log_uniform(1e-3, 1.0),
        "wmax": log_uniform(1.0, 10.0), "seed": SEEDS}),
    expect="erratum",
    evidence=f"{AUDIT}. The lambda_i are differences of simplex points, so their j-th entries have both signs; then "
             "sum_{i != i'} |a_i a_i'| exceeds (sum_i a_i)^2: a = (1, -1) (m = 2, ||W_1|| = ||W_2|| = 1, lambda_1 = "
             "e_1 - e_2, lambda_2 = e_2 - e_1, j = 1) gives kappa' * 2 against kappa' * 0. The last link "
             "m kappa' sum a_i^2 still bounds the first (sum_{i != i'} |a_i a_i'| <= (m - 1) sum a_i^2), so (63) and "
             "Lemma 6.2 are unaffected: a harmless slip (absolute values dropped inside the square).",
    second_path="tests/test_chenli_r5_chenli2.py::test_eq63_middle_signed_square",
    corrected=B.eq63_middle_abs,
    corrected_text="kappa' sum_{i != i'} |a_i a_i'| <= kappa' (sum_i |(lambda_i)_j| ||W_i||_F)^2 (absolute values "
                   "inside the square).",
    auto_mutant=False,
    mutants={"kappa' (sum |a_i|)^2 / 2": lambda kp, s, sabs: kp * sabs * sabs / 2},
    notes="Closed form in the a_i; re-checked at 50 digits. The printed sum index 'i != j' is read as i != i'.",
    domain=(Param("m", 2, INF, integer=True, text="m heads", unreached="m <= 6: the slip needs two signs, m = 2"),
            Param("kp", 0.0, 1.0, lo_closed=False, hi_closed=False, text="kappa' in (0, 1) (Assumption 8)",
                  unreached="kappa' >= 1e-4: the comparison is homogeneous in kappa'")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))


# ================================================================== Lemma 6.12's proof, op <= m max (L1771)


def _v_prime(inst: dict, extra_row: bool) -> tuple[np.ndarray, int]:
    """V V^T - Z (Lemma 6.11, m x m) or V' V'^T - Z' (Lemma 6.12, (m+1) x (m+1)) for Gaussian Theta_i, x in
    {+-1}^d, E' orthogonal to the Theta_i (Frobenius) with ||E'||_F = ||Theta_1||_F, and a drawn S (|S| <= d/2)."""
    rng = np.random.default_rng(inst["seed"])
    m, d = int(inst["m"]), int(inst["d"])
    th = rng.normal(size=(m, d, d)) * rng.uniform(0.3, 1.0, size=(m, 1, 1))
    order = np.argsort(-np.linalg.norm(th, axis=(1, 2)))
    th = th[order]
    x = rng.choice([-1.0, 1.0], size=d)
    size = min(d - 1, int(inst["s_frac"] * d))
    S = rng.choice(d, size=size, replace=False)
    Sc = np.setdiff1d(np.arange(d), S)
    rows = [(x @ th[i])[Sc] for i in range(m)]
    diag = [float(np.linalg.norm(th[i]) ** 2) for i in range(m)]
    if extra_row:
        Q = np.linalg.qr(th.reshape(m, -1).T)[0]
        e = rng.normal(size=d * d)
        e -= Q @ (Q.T @ e)
        E = e.reshape(d, d) * np.linalg.norm(th[0]) / np.linalg.norm(e)
        u = (x @ E)[Sc]
        nu = float(np.linalg.norm(u))
        if nu < 1e-12:
            raise SolverFailure("x^T E'_{S^c} vanishes: the appended row of V' is undefined")
        rows.append(np.linalg.norm(th[0]) / nu * u)
        diag.append(diag[0])
    V = np.array(rows)
    return V @ V.T - np.diag(diag), m


def _opmax_measure(extra_row: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        A, m = _v_prime(inst, extra_row)
        amax = float(np.abs(A).max())
        return Measurement(float(np.linalg.norm(A, 2)), {"m": m, "amax": amax},
                           {"size": A.shape[0], "ratio op/max": float(np.linalg.norm(A, 2)) / max(amax, 1e-300)})
    return measure


def _opmax_strategy() -> st.SearchStrategy:
    return st.fixed_dictionaries({"m": with_edges(st.integers(1, 4), 1), "d": st.integers(3, 12),
                                  "s_frac": with_edges(st.floats(0.0, 0.5), 0.0), "seed": SEEDS})


CLAIMS.append(Claim(
    id="chenli.display.lemma6.12-op-max",
    catalog_id="chenli.lemma6.4",
    paper=PAPER,
    source=_src("Proof of Lemma 6.12, Section 6.4.2", "L1771"),
    statement="||V' V'^T - Z'||_op <= m ||V' V'^T - Z'||_max, V' the (m+1) x d matrix of Lemma 6.12 (rows "
              "x^T (Theta_i)_{:,S^c}, i <= m, and ||Theta_1||_F x^T E'_{S^c}/||x^T E'_{S^c}||), Z' of (86).",
    statement_tex=r"$$\|\mathbf{V}'\mathbf{V}'^\top - \mathbf{Z}'\|_{\text{op}} \leq m \|\mathbf{V}'\mathbf{V}'^\top - "
                  r"\mathbf{Z}'\|_{\text{max}}$$",
    kind="step", comparison="<=", bound=B.op_le_m_max, measure=_opmax_measure(True), strategy=_opmax_strategy,
    expect="erratum",
    evidence=f"Re-derived independently from the paper by auditors' own scripts (docs/audits/round16/chenli.md, auditors A, B): confirmed as printed. {AUDIT}. V' V'^T - Z' is (m+1) x (m+1), and ||A||_op <= n ||A||_max holds for n x n matrices with n "
             "the size, here m + 1, not m. Realised by the lemma's own construction: at m = 1 the matrix is [[a, b], "
             "[b, 0]] (the last diagonal entry vanishes by the normalisation of the appended row) and ||A||_op/"
             "||A||_max reaches (1 + sqrt 5)/2 = 1.618 > 1 = m when |a| = |b|; random Gaussian Theta_1, x, E' at d = 8 "
             "give ratios above 1 in most draws (at m = 2 op/max reaches about 2.25 > 2). The step is followed by "
             "'<< lambda ||Theta_1||_F^2', whose hidden constant absorbs m + 1 vs m: harmless for Lemma 6.12. Round 16 "
             "(helper chenli2): the recorded Gaussian instances (d <= 12) are outside (8); the display involves no "
             "'<<', and inside (7), (8), Assumptions 1-6, E_1, E_2 and Case (B) it still fails: at m = 1 on chenli.eq78's "
             "family (log d = 1000, lambda = 0.999, h = kappa, p = 1/2) A = [[a, b], [b, 0]] with a = -h F^2 exactly "
             "and b = -p sqrt(h) F^2/sqrt(1 - p^2), and ||A||_op/||A||_max = 1 + sqrt(kappa (1 - p^2))/(2 p) = "
             "1.00086 > 1 = m (any a, b != 0 cross; tests/test_chenli_r16_chenli.py::"
             "test_lemma612_op_max_inside_every_hypothesis).",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma612_op_exceeds_m_max",
    corrected=B.op_le_m1_max,
    corrected_text="||V' V'^T - Z'||_op <= (m + 1) ||V' V'^T - Z'||_max.",
    auto_mutant=False,
    mutants={"(m + 1)/2 ||.||_max": lambda m, amax: (m + 1) / 2 * amax},
    notes="lhs by numpy's 2-norm (largest singular value) of the (m+1) x (m+1) matrix built from the seed; E' is "
          "projected off the span of the Theta_i, so <Theta_i, E'> = 0 as in the proof. The display is an elementary "
          "matrix inequality, so the events E_1, E_2 and Case (B) under which the proof uses it are not imposed.",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 4"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 12: an elementary inequality in (m+1) x (m+1) "
                                                                 "matrices, d only shapes the rows")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
))

CLAIMS.append(Claim(
    id="chenli.display.lemma6.11-op-max",
    catalog_id="chenli.lemma6.4",
    paper=PAPER,
    source=_src("Proof of Lemma 6.11, Section 6.4.2", "L1733"),
    statement="||V V^T - Z||_op <= m ||V V^T - Z||_max for the m x d matrix V of Lemma 6.11 (rows x^T "
              "(Theta_i)_{:,S^c}) and Z = diag(||Theta_i||_F^2) (the first link; the second, <~ m kappa ||Theta_1||_F^2, "
              "is Lemma 6.8's event).",
    statement_tex=r"$$\|\mathbf{V}\mathbf{V}^\top - \mathbf{Z}\|_{\text{op}} \leq m \|\mathbf{V}\mathbf{V}^\top - "
                  r"\mathbf{Z}\|_{\max}$$",
    kind="step", comparison="<=", bound=B.op_le_m_max_square, measure=_opmax_measure(False), strategy=_opmax_strategy,
    notes="An m x m matrix has ||A||_op <= ||A||_F <= m ||A||_max (equality for a rank-one matrix of equal-size "
          "entries, and always at m = 1, where the automatic 10% mutant dies).",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 4"),),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))


# ================================================================== Lemma 6.18's proof (L2246, L2252)


def _l618_vectors(inst: dict) -> tuple[np.ndarray, float, float]:
    """v_1, ..., v_m in R^D: orthonormal directions perturbed by a drawn coherence, norms 1 >= ... >= alpha (sorted);
    returns V, the actual kappa = max_{i != j} |<v_i, v_j>|/(||v_i|| ||v_j||) and alpha = ||v_m||/||v_1||."""
    rng = np.random.default_rng(inst["seed"])
    m, D = int(inst["m"]), int(inst["m"]) + int(inst["extra_dim"])
    U = np.linalg.qr(rng.normal(size=(D, D)))[0][:m]
    U = U + inst["tilt"] * rng.normal(size=(m, D)) / math.sqrt(D)
    U /= np.linalg.norm(U, axis=1, keepdims=True)
    mid = rng.uniform(inst["alpha"], 1.0, size=max(m - 2, 0))
    norms = np.sort(np.concatenate([[1.0], mid, [inst["alpha"]]]))[::-1] if m >= 2 else np.ones(1)
    V = U * norms[:, None] * inst["scale"]
    G = V @ V.T
    n = np.sqrt(np.diag(G))
    C = np.abs(G / np.outer(n, n))
    np.fill_diagonal(C, 0.0)
    return V, float(C.max()) if m > 1 else 0.0, float(n[-1] / n[0])


def _l618_strategy() -> st.SearchStrategy:
    return st.fixed_dictionaries({
        "m": with_edges(st.integers(1, 5), 2), "extra_dim": st.integers(0, 3),
        "tilt": with_edges(log_uniform(1e-4, 0.05), 1e-4), "alpha": with_edges(st.floats(0.05, 1.0), 1.0, 0.05),
        "scale": log_uniform(0.1, 10.0), "eta": with_edges(st.floats(0.01, 0.99), 0.99),
        "step": with_edges(st.floats(0.0, 1.0), 1.0), "seed": SEEDS})


def _l618_hyp(q: dict) -> float:
    return q["alpha"] - 2 * q["m"] * q["kappa"]


def _l618_expansion_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """v = sum lambda_i v_i with sum lambda_i = 1 and ||v||^2 <= (1 + eta) ||v*||^2 (lambda = lambda* + delta, delta a
    sum-zero direction scaled to the boundary times 'step'); lhs ||v||^2 - ||v*||^2 - ||v - v*||^2."""
    V, kappa, alpha = _l618_vectors(inst)
    m = V.shape[0]
    G = V @ V.T
    n2 = np.diag(G)
    Z = float((1 / n2).sum())
    ls = 1 / (Z * n2)
    rng = np.random.default_rng(inst["seed"] + 1)
    u = rng.normal(size=m)
    u -= u.mean()
    vs = ls @ V
    du = u @ V
    # largest t with ||vs + t du||^2 <= (1 + eta)||vs||^2, times step
    a, b, c = float(du @ du), 2 * float(vs @ du), -inst["eta"] * float(vs @ vs)
    t = (-b + math.sqrt(b * b - 4 * a * c)) / (2 * a) * inst["step"] if a > 1e-300 else 0.0
    delta = t * u
    lam = ls + delta
    v = lam @ V
    lhs = float(v @ v - vs @ vs - (v - vs) @ (v - vs))
    cross = float(sum((delta[i] * ls[j] + delta[j] * ls[i]) * G[i, j] for i in range(m) for j in range(m)))
    printed = cross - float((delta * delta * n2).sum())
    return Measurement(lhs, {"printed": printed, "corrected": cross},
                       {"kappa": kappa, "alpha": alpha, "m": m, "extra sum delta_i^2 ||v_i||^2":
                        float((delta * delta * n2).sum()), "||v||^2/||v*||^2": float(v @ v / (vs @ vs))})


_L618_ASSUMPTIONS = (
    Assumption("alpha >= 2 m kappa", "|<v_i, v_j>| <= kappa ||v_i|| ||v_j||, ||v_m|| >= alpha ||v_1||, alpha >= 2 m kappa "
               "(kappa, alpha read off the drawn vectors)", _l618_hyp),
)

CLAIMS.append(Claim(
    id="chenli.display.lemma6.18-expansion",
    catalog_id="chenli.lemma6.18",
    paper=PAPER,
    source=_src("Proof of Lemma 6.18, Section 6.5", "L2246"),
    statement="v = sum lambda_i v_i, v* = sum lambda*_i v_i (lambda*_i = 1/(Z ||v_i||^2)), delta = lambda - lambda*: "
              "||v||^2 - ||v*||^2 - ||v - v*||^2 = sum_{i,j} (delta_i lambda*_j + delta_j lambda*_i) <v_i, v_j> - "
              "sum_i delta_i^2 ||v_i||^2 (the first '=' of the chain).",
    statement_tex=r"$$\|v\|^2 - \|v^*\|^2 - \|v - v^*\|^2 = \sum_{i,j} (\delta_i \lambda_j^* + \delta_j \lambda_i^*) "
                  r"\cdot \langle v_i, v_j \rangle - \sum_i \delta_i^2 \|v_i\|^2$$",
    kind="step", comparison="==", bound=B.lemma618_expansion, measure=_l618_expansion_measure,
    strategy=_l618_strategy, assumptions=_L618_ASSUMPTIONS, rtol=1e-7, atol=1e-9,
    expect="erratum",
    evidence=f"{AUDIT}. ||v||^2 - ||v*||^2 - ||v - v*||^2 = 2 <v*, v - v*> = sum_{{i,j}} (delta_i lambda*_j + delta_j "
             "lambda*_i) <v_i, v_j> exactly; the printed extra - sum_i delta_i^2 ||v_i||^2 is nonzero whenever delta "
             "!= 0: m = 2, v_1 = e_1, v_2 = e_2 (Z = 2, lambda* = (1/2, 1/2)), lambda = (1, 0): left side 1 - 1/2 - 1/2 "
             "= 0, printed right side 0 - (1/4 + 1/4) = -1/2. The chain's next line drops the extra sum again (its "
             "diagonal terms sum to sum_i delta_i/Z = 0), so the inequality that follows and Lemma 6.18 are unaffected.",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma618_expansion_extra_term",
    corrected=B.lemma618_expansion_corrected,
    corrected_text="||v||^2 - ||v*||^2 - ||v - v*||^2 = sum_{i,j} (delta_i lambda*_j + delta_j lambda*_i) <v_i, v_j> "
                   "(= 2 <v*, v - v*>), without the last sum.",
    mutants={"the cross sum doubled": lambda printed, corrected: 2 * corrected + 1e-3 * abs(printed - corrected)},
    notes="Equality claim: lhs from v and v* directly, the right sides from the delta's and the Gram matrix.",
    domain=(Param("m", 1, INF, integer=True, text="m vectors", unreached="m <= 5"),
            Param("eta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < eta < 1")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
))


def _l618_gersh_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    V, kappa, alpha = _l618_vectors(inst)
    G = V @ V.T
    return Measurement(float(np.linalg.eigvalsh(G).min()),
                       {"alpha": alpha, "kappa": kappa, "m": V.shape[0], "v1sq": float(G[0, 0])},
                       {"min diagonal/||v_1||^2": float(np.diag(G).min() / G[0, 0])})


CLAIMS.append(Claim(
    id="chenli.display.lemma6.18-gershgorin",
    catalog_id="chenli.lemma6.18",
    paper=PAPER,
    source=_src("Proof of Lemma 6.18, Section 6.5 (the Gershgorin step)", "L2252"),
    statement="Under Lemma 6.18's hypotheses (|<v_i, v_j>| <= kappa ||v_i|| ||v_j||, ||v_1|| >= ... >= ||v_m|| >= "
              "alpha ||v_1||, alpha >= 2 m kappa): 'the diagonal entries [of V V^T] are lower bounded by alpha ||v_1||^2. "
              "By the Gershgorin circle theorem, sigma_min(V V^T) >= (alpha - m kappa) ||v_1||^2 >= alpha ||v_1||^2/2'.",
    statement_tex=r"$\sigma_{\min}(VV^\top) \geq (\alpha - m\kappa) \|v_1\|^2 \geq \frac{1}{2}\alpha \|v_1\|^2$",
    kind="step", comparison=">=", bound=B.gershgorin_printed, measure=_l618_gersh_measure,
    strategy=_l618_strategy, assumptions=_L618_ASSUMPTIONS,
    expect="erratum",
    evidence=f"{AUDIT}. The diagonal entries are ||v_i||^2 >= alpha^2 ||v_1||^2, not alpha ||v_1||^2 (alpha < 1): with "
             "orthogonal v_1 = e_1, v_2 = alpha e_2 (kappa = 0), sigma_min(V V^T) = alpha^2 < alpha = (alpha - m kappa) "
             "||v_1||^2, e.g. alpha = 0.1: 0.01 against 0.1. Lemma 6.18 itself survives: its ||lambda|| bound follows "
             "directly from ||v||^2 <= 2 ||v*||^2 (lambda_i^2 ||v_i||^2 <~ ||v*||^2 <= 1/Z, so ||lambda||_2^2 <~ 2 "
             "and ||delta||_1 <~ sqrt(m) <= sqrt(m/alpha)).",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma618_gershgorin_alpha_squared",
    corrected=B.gershgorin_corrected,
    corrected_text="sigma_min(V V^T) >= (alpha^2 - (m - 1) kappa) ||v_1||^2 (Gershgorin with diagonal entries >= "
                   "alpha^2 ||v_1||^2).",
    mutants={"alpha^{3/2} ||v_1||^2": lambda alpha, kappa, m, v1sq: alpha**1.5 * v1sq},
    notes="lhs: numpy's eigvalsh of the Gram matrix; kappa and alpha are the drawn vectors' own coherence and norm ratio.",
    domain=(Param("m", 1, INF, integer=True, text="m vectors", unreached="m <= 5"),
            Param("alpha", 0.0, 1.0, lo_closed=False, text="||v_m|| >= alpha ||v_1||", reach=0.06)),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))


# ================================================================== Lemma 7.2, the softmax bound (L2337)


def _softmax_l2(inst: dict, exact: bool) -> Measurement:
    k = int(inst["k"])
    rng = np.random.default_rng(inst["seed"])
    extra = rng.exponential(inst["spread"], size=k - 1) if inst["spread"] > 0 else np.zeros(k - 1)
    if exact:
        with mpmath.workdps(60):
            G = mpmath.mpf(inst["gap"])
            e = [mpmath.exp(-G - mpmath.mpf(float(x))) for x in extra]
            s = 1 + sum(e)
            val = mpmath.sqrt((1 - 1 / s) ** 2 + sum((x / s) ** 2 for x in e))
            return Measurement(val, {"k": k, "gap": G}, exact=True)
    z = np.concatenate([[0.0], -inst["gap"] - extra])
    p = np.exp(z - z.max())
    p /= p.sum()
    e2 = np.zeros(k)
    e2[0] = 1.0
    return Measurement(float(np.linalg.norm(p - e2)), {"k": k, "gap": inst["gap"]}, {"p_2": float(p[0])})


CLAIMS.append(Claim(
    id="chenli.display.lemma7.2-softmax-l2",
    catalog_id="chenli.lemma7.2",
    paper=PAPER,
    source=_src("Section 7.1, before Lemma 7.2's proof (by Lemma 3.6)", "L2335-L2337"),
    statement="If the second entry of X_1 Theta_{i*} X^T exceeds every other entry by at least g = gamma_3 omega "
              "sqrt(log d) ||Theta_1||_F, then ||softmax(X_1 Theta_{i*} X^T) - e_2||_2 <= (k - 1)/(k - 1 + exp(g)) "
              "('by Lemma 3.6'). Checked for every logit vector with such a gap (g > 0 drawn).",
    statement_tex=r"$$\|\text{softmax}(\mathbf{X}_1 \cdot \boldsymbol{\Theta}_{i^*}(\mathbf{X}_2)^\top) - e_2\|_2 \leq "
                  r"\frac{k-1}{k-1 + \exp(\gamma_3 \omega \sqrt{\log d} \|\boldsymbol{\Theta}_1\|_F)}$$",
    kind="step", comparison="<=", bound=B.softmax_l2_printed, measure=lambda i, c: _softmax_l2(i, False),
    exact=lambda i: _softmax_l2(i, True),
    strategy=lambda: st.fixed_dictionaries({"k": with_edges(st.integers(2, 12), 2), "gap": log_uniform(0.01, 30.0),
                                            "spread": with_edges(log_uniform(0.01, 3.0), 0.0), "seed": SEEDS}),
    expect="erratum",
    evidence=f"{AUDIT}. With p = softmax(v) and every gap exactly g: 1 - p_2 = (k - 1)/(k - 1 + e^g) is the printed "
             "bound, but ||p - e_2||_2^2 = (1 - p_2)^2 + sum_{a != 2} p_a^2 > (1 - p_2)^2; at equal gaps ||p - e_2||_2 = "
             "sqrt(k (k - 1))/(k - 1 + e^g). k = 2, g = 2: 0.1686 against 0.1192 (ratio sqrt 2). Lemma 3.6 (itself an "
             "erratum: chenli.lemma3.6) bounds the L1 norm by (k - 1)/(e^tau + k - 1), which is only 1 - p_2. Lemma 7.2 "
             "survives: sqrt(k (k - 1))/(k - 1 + e^g) <= k e^{-g}.",
    second_path="tests/test_chenli_r5_chenli2.py::test_softmax_l2_equal_gaps",
    corrected=B.softmax_l2_corrected,
    corrected_text="||softmax(.) - e_2||_2 <= sqrt(k (k - 1))/(k - 1 + exp(g)) (attained at equal gaps), which is still "
                   "<= k exp(-g), the bound of Lemma 7.2.",
    notes="The bad events' complement gives X_1 Theta_{i*} X_2^T - X_1 Theta_{i*} X_a^T >= alpha C/sqrt(Z) - tau >= g "
          "for a != 2; the logits are drawn as 0 and -g - (exponential extras, 0 at the edge). Re-checked at 60 digits.",
    domain=(Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 12"),
            Param("gap", 0.0, INF, lo_closed=False, text="g = gamma_3 omega sqrt(log d) ||Theta_1||_F > 0",
                  unreached="g <= 30: both sides ~ e^{-g}, their ratio is g-free beyond")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))


# ================================================================== Section 7.1, the margin of Lemma 7.2 (L2331)


def _norms(rng: np.random.Generator, m: int, lam: float, equal: bool) -> np.ndarray:
    """||Theta_1||_F = 1 >= ||Theta_i||_F >= sqrt(lambda) (Assumption 1), sorted; all 1 when ``equal``."""
    if equal or m == 1:
        return np.ones(m)
    return np.sort(np.concatenate([[1.0], rng.uniform(math.sqrt(lam), 1.0, size=m - 1)]))[::-1]


def _margin_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(113): alpha = lambda^2/4, C = gamma_1 omega sqrt(m log d)/lambda^2, a = gamma_2 omega sqrt(log(mkd)),
    tau = (chi + a) ||Theta_1||_F, Z = sum_i 1/||Theta_i||_F^2; lhs alpha C/sqrt(Z) - tau."""
    rng = np.random.default_rng(inst["seed"])
    m, k, lam, F1 = int(inst["m"]), int(inst["k"]), inst["lam"], inst["F1"]
    n = _norms(rng, m, lam, inst["equal"]) * F1
    Z = float((1 / n**2).sum())
    log_d = inst["log_d"]
    log_mkd = math.log(m * k) + log_d
    g1, g2, om = inst["g2"] * inst["g_ratio"], inst["g2"], inst["omega"]
    chi = 1.0 + inst["chi_frac"] * (math.sqrt(math.log(k)) - 1.0) if math.log(k) > 1 else 1.0
    alpha, C = lam**2 / 4, g1 * om * math.sqrt(m * log_d) / lam**2
    tau = (chi + g2 * om * math.sqrt(log_mkd)) * F1
    lhs = alpha * C / math.sqrt(Z) - tau
    return Measurement(lhs, {"g1": g1, "g2": g2, "omega": om, "chi": chi, "log_d": log_d, "log_mkd": log_mkd,
                             "F1": F1}, {"alpha C/sqrt Z": alpha * C / math.sqrt(Z), "tau": tau, "Z": Z,
                                         "m/(Z ||Theta_1||^2)": m / (Z * F1**2)})


CLAIMS.append(Claim(
    id="chenli.display.sec7.1-margin",
    catalog_id="chenli.lemma7.2",
    paper=PAPER,
    source=_src("Section 7.1, after Lemma 7.2 (with (113))", "L2331"),
    statement="With (113) (C := gamma_1 omega sqrt(m log d)/lambda^2, a := gamma_2 omega sqrt(log(mkd)), alpha := "
              "lambda^2/4, tau := (chi + a) ||Theta_1||_F) and Z = sum_i 1/||Theta_i||_F^2: alpha C/sqrt(Z) - tau = "
              "(gamma_1 omega sqrt(log d) - chi - gamma_2 omega sqrt(log(mkd))) ||Theta_1||_F (the '=' of the chain).",
    statement_tex=r"$$\frac{\alpha C}{\sqrt{Z}} - \tau = (\gamma_1 \omega \sqrt{\log d} - \chi - \gamma_2 \omega "
                  r"\sqrt{\log(mkd)}) \|\boldsymbol{\Theta}_1\|_F$$",
    kind="step", comparison="==", bound=B.margin_printed, measure=_margin_measure, rtol=1e-9, atol=1e-9,
    strategy=lambda: st.fixed_dictionaries({
        "m": with_edges(st.integers(1, 6), 1), "k": st.integers(2, 64), "lam": with_edges(st.floats(0.05, 0.999), 0.999),
        "F1": log_uniform(0.5, 50.0), "equal": st.booleans(), "log_d": st.floats(2.0, 30.0),
        "g2": log_uniform(0.5, 20.0), "g_ratio": log_uniform(1.0, 100.0), "omega": log_uniform(1.0, 10.0),
        "chi_frac": st.floats(0.0, 1.0), "seed": SEEDS}),
    expect="erratum",
    evidence=f"{AUDIT}. alpha C/sqrt(Z) = gamma_1 omega sqrt(m log d)/(4 sqrt Z), and sqrt(m/Z) <= ||Theta_1||_F (Z >= "
             "m/||Theta_1||_F^2, Assumption 1's order), so alpha C/sqrt(Z) <= gamma_1 omega sqrt(log d) ||Theta_1||_F/4: "
             "the printed '=' misses at least the factor 1/4 (m = 1: lhs = (gamma_1 omega sqrt(log d)/4 - chi - gamma_2 "
             "omega sqrt(log(mkd))) ||Theta_1||_F). With unequal norms Z can reach m/(lambda ||Theta_1||_F^2), so "
             "alpha C/sqrt(Z) can be as small as gamma_1 omega sqrt(lambda log d) ||Theta_1||_F/4: the next '>= gamma_3 "
             "omega sqrt(log d) ||Theta_1||_F' with absolute gamma_3 then needs gamma_1 >~ gamma_2/sqrt(lambda), not an "
             "absolute constant (Lemma 7.2's 'choice of the constants gamma_1, gamma_2' depends on lambda).",
    second_path="tests/test_chenli_r5_chenli2.py::test_sec71_margin_quarter",
    no_correction_reason="the left side is its own closed form gamma_1 omega sqrt(m log d)/(4 sqrt Z) - tau; the chain "
                         "is repaired by taking gamma_1 >= 4 gamma_1'/sqrt(lambda), not by another right side",
    mutants={"the right side plus ||Theta_1||_F": lambda g1, g2, omega, chi, log_d, log_mkd, F1:
             B.margin_printed(g1, g2, omega, chi, log_d, log_mkd, F1) + F1},
    notes="Equality claim; gamma_1 = gamma_2 * g_ratio >= gamma_2 > 0 drawn (the paper's 'sufficiently large absolute "
          "constants'), chi in [1, sqrt(log k)] (Assumption 5; 1 when log k < 1), log d in [2, 30].",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 6"),
            Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, text="lambda in (0, 1)", reach=0.06),
            Param("omega", 1.0, INF, text="omega >= 1", unreached="omega <= 10: both sides are linear in omega")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ================================================================== Lemmas 7.3 and 7.4: ||sum Theta_i/||Theta_i||^2|| (L2359, L2425)


def _kappa7(inst: dict) -> float:
    """kappa of (7): c lambda^{13/2}/(m^{13/2} log^2 d), c drawn in (0, 1]."""
    return inst["c"] * inst["lam"] ** 6.5 / (inst["m"] ** 6.5 * inst["log_d"] ** 2)


def _avg_gram(inst: dict) -> tuple[np.ndarray, np.ndarray, float]:
    """Gram matrix of Theta_1..Theta_m: norms n (Assumption 1), <Theta_i, Theta_j> = s_ij kappa n_i n_j with s_ij in
    [-1, 1] (all +1 when ``aligned``), i.e. Assumption 2 with kappa of (7)."""
    rng = np.random.default_rng(inst["seed"])
    m = int(inst["m"])
    n = _norms(rng, m, inst["lam"], inst["equal"])
    kappa = _kappa7(inst)
    S = np.ones((m, m)) if inst["aligned"] else rng.uniform(-1, 1, size=(m, m))
    S = np.triu(S, 1)
    S = S + S.T
    G = np.outer(n, n) * (np.eye(m) + kappa * S)
    return G, n, kappa


def _avg_measure(istar: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        G, n, kappa = _avg_gram(inst)
        m = len(n)
        if float(np.linalg.eigvalsh(G).min()) < 0:
            raise SolverFailure("Gram matrix not PSD (cannot happen for kappa < 1/(m - 1))")
        Z = float((1 / n**2).sum())
        w = 1 / (Z * n**2)
        i0 = int(inst["istar"]) % m if istar else -1
        if istar:
            w[i0] = 0.0
        S_ = float(sum(1 / n[i] ** 2 for i in range(m) if i != i0))
        off = G - np.diag(np.diag(G))
        # ||(1/Z) sum_{i (!= i*)} Theta_i/||Theta_i||^2||_F^2 = S/Z^2 + w^T off w: the relative deviation from S/Z^2
        # is Z^2 (w^T off w)/S, computed from the cross terms (no cancellation against 1 when kappa is tiny)
        dev = float(w @ off @ w) * Z * Z / S_
        return Measurement(abs(dev), {"m": m, "kappa": kappa, "lam": inst["lam"]},
                           {"||.||^2 Z^2/S - 1": dev, "||.||_F^2": float(w @ G @ w), "i*": i0})
    return measure


def _avg_strategy(mmin: int, mmax: int) -> st.SearchStrategy:
    return st.fixed_dictionaries({
        "m": with_edges(st.integers(mmin, mmax), mmin + 1), "lam": with_edges(st.floats(0.05, 0.999), 0.999),
        "c": with_edges(log_uniform(1e-3, 1.0), 1.0), "log_d": st.floats(1.0, 10.0), "equal": st.booleans(),
        "aligned": st.booleans(), "istar": st.integers(0, 20), "seed": SEEDS})


_AVG_EVIDENCE = (
    "By Assumption 2 the cross terms are at most (kappa/Z^2) sum_{i != i'} 1/(||Theta_i|| ||Theta_i'||), and "
    "sum_{i != i'} 1/(n_i n_i') <= (M - 1) sum_i 1/n_i^2 over the M heads in the sum, with equality for equal norms; "
    "so the relative error reaches (M - 1) kappa when all <Theta_i, Theta_i'> = kappa ||Theta_i|| ||Theta_i'|| (a "
    "Gram matrix, PSD for kappa < 1/(M - 1)). The printed m kappa/(2 sqrt(lambda)) is smaller when sqrt(lambda) > "
    "m/(2 (M - 1)); lambda is only a lower bound on the norm ratio (Assumption 1), so equal norms are allowed at every "
    "lambda in (0, 1). ")

CLAIMS.append(Claim(
    id="chenli.display.lemma7.3-avg-norm",
    catalog_id="chenli.lemma7.3",
    paper=PAPER,
    source=_src("Proof of Lemma 7.3, Section 7.1.1", "L2359"),
    statement="(1/Z^2) ||sum_i Theta_i/||Theta_i||_F^2||_F^2 = (1/Z^2) sum_i 1/||Theta_i||_F^2 +- (1/Z^2) sum_{i != i'} "
              "kappa/(||Theta_i||_F ||Theta_i'||_F) = (1 +- m kappa/(2 sqrt(lambda))) (1/Z), under Assumptions 1-2 "
              "(kappa of (7)). Checked: |Z ||Theta*||_F^2 - 1| <= m kappa/(2 sqrt(lambda)).",
    statement_tex=r"$$\frac{1}{Z^2} \left\| \sum_{i=1}^m \frac{1}{\|\boldsymbol{\Theta}_i\|_F^2} \cdot "
                  r"\boldsymbol{\Theta}_i \right\|_F^2 = \left(1 \pm \frac{m\kappa}{2\sqrt{\lambda}}\right) \cdot "
                  r"\frac{1}{Z}$$",
    kind="step", comparison="<=", bound=B.avg_norm_printed, measure=_avg_measure(False),
    strategy=lambda: _avg_strategy(1, 8), rtol=1e-6,
    expect="erratum",
    evidence=f"{AUDIT}. " + _AVG_EVIDENCE + "Here M = m: m = 3, equal norms, all inner products +kappa, lambda = 0.9: "
             "relative error 2 kappa against 3 kappa/(2 sqrt 0.9) = 1.58 kappa. Harmless for Lemma 7.3 (a (1 +- O(m "
             "kappa/sqrt(lambda))) factor follows, as (114) states).",
    second_path="tests/test_chenli_r5_chenli2.py::test_avg_norm_equal_heads",
    corrected=B.avg_norm_corrected,
    corrected_text="(1/Z^2) ||sum_i Theta_i/||Theta_i||_F^2||_F^2 = (1 +- (m - 1) kappa) (1/Z).",
    notes="The Theta_i enter only through their Gram matrix (Frobenius inner products), realised directly; lhs from "
          "w^T G w with w_i = 1/(Z ||Theta_i||^2).",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8"),
            Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, text="lambda in (0, 1) (Assumption 1)", reach=0.06)),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
))

CLAIMS.append(Claim(
    id="chenli.display.lemma7.4-avg-norm",
    catalog_id="chenli.lemma7.4",
    paper=PAPER,
    source=_src("Proof of Lemma 7.4, Section 7.1.1", "L2425"),
    statement="(1/Z^2) ||sum_{i != i*} Theta_i/||Theta_i||_F^2||_F^2 = (1 +- m kappa/(2 sqrt(lambda))) (1/Z^2) "
              "sum_{i != i*} 1/||Theta_i||_F^2, under Assumptions 1-2 (kappa of (7)).",
    statement_tex=r"$$\frac{1}{Z^2} \left\| \sum_{i \neq i^*} \frac{1}{\|\Theta_i\|_F^2} \cdot \Theta_i \right\|_F^2 = "
                  r"\left(1 \pm \frac{m\kappa}{2\sqrt{\lambda}}\right) \cdot \frac{1}{Z^2} \cdot \sum_{i: i \neq i^*} "
                  r"\frac{1}{\|\Theta_i\|_F^2}$$",
    kind="step", comparison="<=", bound=B.avg_norm_printed_istar, measure=_avg_measure(True),
    strategy=lambda: _avg_strategy(2, 10), rtol=1e-6,
    expect="erratum",
    evidence=f"{AUDIT}. " + _AVG_EVIDENCE + "Here M = m - 1 (i* left out): m = 5, equal norms, all inner products "
             "+kappa, lambda = 0.95: relative error 3 kappa against 5 kappa/(2 sqrt 0.95) = 2.56 kappa (violated for m "
             ">= 5 and lambda > (m/(2(m - 2)))^2). Harmless for Lemma 7.4.",
    second_path="tests/test_chenli_r5_chenli2.py::test_avg_norm_equal_heads",
    corrected=B.avg_norm_corrected_istar,
    corrected_text="(1/Z^2) ||sum_{i != i*} Theta_i/||Theta_i||^2||_F^2 = (1 +- (m - 2) kappa) (1/Z^2) sum_{i != i*} "
                   "1/||Theta_i||^2.",
    notes="As chenli.display.lemma7.3-avg-norm with the head i* (drawn) left out of the sum.",
    domain=(Param("m", 2, INF, integer=True, text="m heads", unreached="m <= 10"),
            Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, text="lambda in (0, 1) (Assumption 1)", reach=0.06)),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))


# ================================================================== Lemmas 7.3 and 7.4: the operator norm (L2373-L2377, L2443-L2447)


def _proxy(inst: dict, lemma74: bool) -> dict:
    """Theta_1..Theta_m (d x d, singular values exp(spread * N(0,1)), Frobenius-orthogonalised so Assumption 2 holds
    with any kappa > 0, norms as Assumption 1), E with ||E||_F = mu ||Theta_1||_F, and Theta~ = (1/Z) sum_i
    Theta_i/||Theta_i||^2 + E (Lemma 7.3) or Theta' = (1/Z) sum_{i != i*} Theta_i/||Theta_i||^2 + E (Lemma 7.4)."""
    rng = np.random.default_rng(inst["seed"])
    m, d = int(inst["m"]), int(inst["d"])
    th = []
    for _ in range(m):
        U = np.linalg.qr(rng.normal(size=(d, d)))[0]
        W = np.linalg.qr(rng.normal(size=(d, d)))[0]
        th.append(U @ np.diag(np.exp(inst["spread"] * rng.normal(size=d))) @ W.T)
    th = np.array(th)
    if m > 1:
        Q = np.linalg.qr(th.reshape(m, -1).T)[0].T
        th = Q.reshape(m, d, d) * np.linalg.norm(th.reshape(m, -1), axis=1)[:, None, None]
    n = _norms(rng, m, inst["lam"], inst["equal"]) * inst["F1"]
    th = th / np.linalg.norm(th, axis=(1, 2), keepdims=True) * n[:, None, None]
    Z = float((1 / n**2).sum())
    E = rng.normal(size=(d, d))
    E *= inst["mu"] * n[0] / np.linalg.norm(E)
    coef = 1 / (Z * n**2)
    istar = int(inst["istar"]) % m
    if lemma74:
        coef[istar] = 0.0
    T = np.tensordot(coef, th, axes=1) + E
    j = (1 if istar == 0 else 0) if lemma74 else 0
    tr = float(np.linalg.svd(th[j], compute_uv=False).sum())
    return {"T": T, "th": th, "Z": Z, "j": j, "tr": tr, "m": m}


def _holder_measure(lemma74: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        p = _proxy(inst, lemma74)
        op = float(np.linalg.norm(p["T"], 2))
        ip = abs(float((p["T"] * p["th"][p["j"]]).sum())) / p["tr"]
        return Measurement(op, {"ip": ip}, {"||.||_F": float(np.linalg.norm(p["T"])), "j": p["j"]})
    return measure


def _srank_measure(lemma74: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        p = _proxy(inst, lemma74)
        T = p["T"]
        lhs = float(np.linalg.norm(T) ** 2 / np.linalg.norm(T, 2) ** 2)
        thj = p["th"][p["j"]]
        if lemma74:
            q = {"Z": p["Z"], "trj": p["m"] * p["tr"] ** 2 / float(np.linalg.norm(thj) ** 2), "mj": 1}
        else:
            q = {"Z": p["Z"], "tr1": p["tr"]}
        sr = float(np.linalg.norm(thj) ** 2 / np.linalg.norm(thj, 2) ** 2)
        return Measurement(lhs, q, {"stable rank of Theta_j": sr, "m r(Theta_j)": p["m"] * sr})
    return measure


def _proxy_strategy(mmin: int) -> st.SearchStrategy:
    return st.fixed_dictionaries({
        "m": with_edges(st.integers(mmin, 3), mmin), "d": st.integers(2, 8), "spread": with_edges(st.floats(0.0, 1.5), 0.0),
        "lam": with_edges(st.floats(0.05, 0.999), 0.999), "equal": st.booleans(), "F1": log_uniform(0.3, 30.0),
        "mu": with_edges(log_uniform(1e-6, 1e-2), 1e-6), "istar": st.integers(0, 5), "seed": SEEDS})


_HOLDER_EVIDENCE = (
    "Hoelder gives |<A, B>| <= ||A||_op ||B||_tr, i.e. a lower bound on ||A||_op by the inner product, not an upper "
    "one. m = 1, mu -> 0: Theta~ = Theta_1/||Theta_1||_F^2, and the step claims ||Theta_1||_op ||Theta_1||_tr <= "
    "||Theta_1||_F^2, false unless all singular values are equal (singular values (2, 1, 1, 1, 1, 1): ||Theta~||_op = "
    "0.222 against 1/7 = 0.143). ")
_SRANK_EVIDENCE = (
    "The conclusion 'F^2/op^2 >= Z ||Theta_1||_tr^2' would give a stable rank at least ||Theta_1||_tr^2/||Theta_1||_F^2 "
    ">= r(Theta_1) at m = 1, where the left side IS r(Theta_1): false for every non-flat spectrum (singular values (2, "
    "1, 1, 1, 1, 1): 2.25 against 5.44). The end of the chain '>= m r_Theta' can fail too (heads sharing one top "
    "singular pair, allowed by Assumption 2 once r_Theta >= 1/kappa, give a stable rank near r_Theta/m): the "
    "concentration exp(-Omega(beta m r_Theta)) used in Lemmas 7.3-7.7 then rests on r_Theta/m, not m r_Theta. ")

for _lem74, _line, _id, _cat in ((False, "L2373", "chenli.display.lemma7.3-op-holder", "chenli.lemma7.3"),
                                 (True, "L2443", "chenli.display.lemma7.4-op-holder", "chenli.lemma7.4")):
    CLAIMS.append(Claim(
        id=_id, catalog_id=_cat, paper=PAPER,
        source=_src(f"Proof of Lemma {'7.4' if _lem74 else '7.3'}, Section 7.1.1", _line),
        statement=("||Theta'||_op <= |<Theta', Theta_{j*}/||Theta_{j*}||_tr>| (j* = 2 if i* = 1, else 1), Theta' = "
                   "(1/Z) sum_{i != i*} Theta_i/||Theta_i||_F^2 + E" if _lem74 else
                   "||Theta~||_op <= |<Theta~, Theta_1/||Theta_1||_tr>|, Theta~ = (1/Z) sum_i Theta_i/||Theta_i||_F^2 + E")
                  + ", ||E||_F <= mu ||Theta_1||_F (the first link of the chain, 'by Hoelder's inequality').",
        statement_tex=(r"$$\|\boldsymbol{\Theta}'\|_{\text{op}} \leq |\langle \boldsymbol{\Theta}', "
                       r"\boldsymbol{\Theta}_{j^*} / \|\boldsymbol{\Theta}_{j^*}\|_{\text{tr}} \rangle|$$" if _lem74 else
                       r"$$\|\tilde{\boldsymbol{\Theta}}\|_{\text{op}} \leq |\langle \tilde{\boldsymbol{\Theta}}, "
                       r"\boldsymbol{\Theta}_1 / \|\boldsymbol{\Theta}_1\|_{\text{tr}} \rangle|$$"),
        kind="step", comparison="<=", bound=B.holder_op, measure=_holder_measure(_lem74),
        strategy=(lambda _m=2 if _lem74 else 1: _proxy_strategy(_m)), rtol=1e-3,
        expect="erratum",
        evidence=f"{AUDIT}. " + _HOLDER_EVIDENCE + ("Lemma 7.4: i* = 1, m = 2, mu -> 0 reduces to the same with "
                                                    "Theta_2. " if _lem74 else ""),
        second_path="tests/test_chenli_r5_chenli2.py::test_holder_step_reversed",
        no_correction_reason="the step reverses Hoelder's inequality; no multiple of the inner product bounds the "
                             "operator norm (it can vanish while the operator norm does not)",
        mutants={"half the inner product": lambda ip: ip / 2},
        notes="lhs numpy's 2-norm; ||.||_tr the sum of singular values. The heads are Frobenius-orthogonal (kappa-"
              "incoherent for every kappa > 0).",
        domain=(Param("m", 2 if _lem74 else 1, INF, integer=True, text="m heads", unreached="m <= 3"),
                Param("mu", 0.0, INF, lo_closed=False, text="mu > 0 small ((111))",
                      unreached="mu in [1e-6, 1e-2] ((111): mu << lambda^{5/2}/(omega^3 m^3 log^2 d))")),
        settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
    ))

for _lem74, _line, _id, _cat in ((False, "L2377", "chenli.display.lemma7.3-stable-rank", "chenli.lemma7.3"),
                                 (True, "L2447", "chenli.display.lemma7.4-stable-rank", "chenli.lemma7.4")):
    CLAIMS.append(Claim(
        id=_id, catalog_id=_cat, paper=PAPER,
        source=_src(f"Proof of Lemma {'7.4' if _lem74 else '7.3'}, Section 7.1.1", _line),
        statement=("||Theta'||_F^2/||Theta'||_op^2 >= m ||Theta_{j*}||_tr^2/||Theta_{j*}||_F^2 (>= m r_Theta)" if _lem74
                   else "||Theta~||_F^2/||Theta~||_op^2 >= Z ||Theta_1||_tr^2 (>= m ||Theta_1||_tr^2/||Theta_1||_F^2 >= "
                        "m r_Theta)") + " (the first link of the concluding chain).",
        statement_tex=(r"$$\frac{\|\boldsymbol{\Theta}'\|_F^2}{\|\boldsymbol{\Theta}'\|_{\text{op}}^2} \geq "
                       r"\frac{m\|\boldsymbol{\Theta}_{j^*}\|_{\text{tr}}^2}{\|\boldsymbol{\Theta}_{j^*}\|_F^2}$$" if _lem74
                       else r"$$\frac{\|\tilde{\boldsymbol{\Theta}}\|_F^2}{\|\tilde{\boldsymbol{\Theta}}\|_{\text{op}}^2} "
                            r"\geq Z \|\boldsymbol{\Theta}_1\|_{\text{tr}}^2$$"),
        kind="step", comparison=">=",
        bound=B.stable_rank_printed_jstar if _lem74 else B.stable_rank_printed, measure=_srank_measure(_lem74),
        strategy=(lambda _m=2 if _lem74 else 1: _proxy_strategy(_m)), rtol=1e-3,
        expect="erratum",
        evidence=f"{AUDIT}. " + _SRANK_EVIDENCE + "It follows from the reversed Hoelder step (chenli.display."
                 f"lemma7.{'4' if _lem74 else '3'}-op-holder).",
        second_path="tests/test_chenli_r5_chenli2.py::test_holder_step_reversed",
        no_correction_reason="the stable rank of the proxy is not bounded below by Z ||Theta_1||_tr^2; the bound the "
                             "proof needs (>~ r_Theta up to a factor depending on how the heads' top directions "
                             "overlap) is a different statement",
        mutants={"twice the printed bound": (lambda Z, trj, mj: 2 * mj * trj) if _lem74 else
                 (lambda Z, tr1: 2 * Z * tr1 * tr1)},
        notes="Same instances as the op-holder claim.",
        domain=(Param("m", 2 if _lem74 else 1, INF, integer=True, text="m heads", unreached="m <= 3"),
                Param("mu", 0.0, INF, lo_closed=False, text="mu > 0 small ((111))",
                      unreached="mu in [1e-6, 1e-2] ((111): mu << lambda^{5/2}/(omega^3 m^3 log^2 d))")),
        settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
    ))


# ================================================================== Lemma 11.5's proof: the matrix A of (147) (L3135-L3137)


def _a_matrix(dM: int, rho: float) -> np.ndarray:
    """A of (147): [[rho Id_{2dM+1}, 0], [e_1^T/(2dM+1), 1/(2dM+1)]]."""
    n = 2 * dM + 2
    A = np.zeros((n, n))
    A[: n - 1, : n - 1] = rho * np.eye(n - 1)
    A[n - 1, 0] = A[n - 1, n - 1] = 1.0 / (n - 1)
    return A


def _sigma_min_a(dM: int, rho: float) -> float:
    """sigma_min(A): numpy's SVD up to size 402; beyond, A A^T's exact block form (rho^2 on the 2dM middle coordinates,
    [[rho^2, rho c], [rho c, 2 c^2]] on (e_1, e_n)), whose small eigenvalue is computed as det/(large one)."""
    c = 1.0 / (2 * dM + 1)
    blk = np.array([[rho * rho, rho * c], [rho * c, 2 * c * c]])
    big = float(np.linalg.eigvalsh(blk).max())
    small = (rho * c) ** 2 / big  # det = 2 rho^2 c^2 - rho^2 c^2
    s_block = math.sqrt(min(small, rho * rho))
    if dM <= 60:
        s = float(np.linalg.svd(_a_matrix(dM, rho), compute_uv=False).min())
        if abs(s - s_block) > 1e-7 * s_block:
            raise SolverFailure(f"SVD {s} and block form {s_block} disagree")
        return s
    return s_block


def _a_sv_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dM, rho = int(inst["dM"]), inst["rho"]
    return Measurement(_sigma_min_a(dM, rho), {"c": 1.0 / (2 * dM + 1), "rho": rho})


def _a_sv_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        dM, rho = int(inst["dM"]), mpmath.mpf(inst["rho"])
        n = 2 * dM + 2
        A = mpmath.zeros(n, n)
        for i in range(n - 1):
            A[i, i] = rho
        A[n - 1, 0] = A[n - 1, n - 1] = mpmath.mpf(1) / (n - 1)
        ev = mpmath.eigsy(A * A.T, eigvals_only=True)
        return Measurement(mpmath.sqrt(min(ev)), {"c": mpmath.mpf(1) / (n - 1), "rho": rho}, exact=True)


_RHO = Param("rho", 1.0, INF, text="rho: 'some large constant rho > 0', rho = Theta(log(1/eps))",
             unreached="rho <= 1e3 drawn (1e4 on the path)")
_DM = Param("dM", 1, INF, integer=True, text="d, M in N (the product dM)",
            unreached="dM <= 60 drawn; the A-path reaches 1e4 (block form), the M^-path 100 (SVD)")

CLAIMS.append(Claim(
    id="chenli.display.lemma11.5-A-singular-values",
    catalog_id="chenli.lemma11.5",
    paper=PAPER,
    source=_src("Proof of Lemma 11.5, Section 11.2", "L3137"),
    statement="'The singular values of A consist of 1/(2dM+1)^2 + rho^2/2 - sqrt(1/(2dM+1)^4 + rho^4/4), 1/(2dM+1)^2 "
              "+ rho^2/2 + sqrt(1/(2dM+1)^4 + rho^4/4), and 2dM copies of rho', A of (147). Checked: the smallest "
              "singular value of A against the smallest printed value.",
    statement_tex=r"The singular values of $\mathbf{A}$ consist of $\frac{1}{(2dM+1)^2} + \rho^2/2 - "
                  r"\sqrt{\frac{1}{(2dM+1)^4} + \rho^4/4}$, $\frac{1}{(2dM+1)^2} + \rho^2/2 + \sqrt{\frac{1}{(2dM+1)^4} "
                  r"+ \rho^4/4}$, and $2dM$ copies of $\rho$",
    kind="step", comparison="==", bound=B.a_singular_value_printed, measure=_a_sv_measure, exact=_a_sv_exact,
    strategy=lambda: st.fixed_dictionaries({"dM": with_edges(st.integers(1, 60), 1),
                                            "rho": with_edges(log_uniform(1.0, 1e3), 1.0)}),
    rtol=1e-8,
    expect="erratum",
    evidence=f"{AUDIT}. A A^T = [[rho^2 Id, rho c e_1], [rho c e_1^T, 2 c^2]] (c = 1/(2dM+1)) has eigenvalues rho^2 "
             "(2dM times) and c^2 + rho^2/2 +- sqrt(c^4 + rho^4/4): the two printed numbers are squared singular values. "
             "dM = 1, rho = 1: sigma_min(A) = 0.31451, printed 0.09891 = 0.31451^2. Harmless by itself; the next claim "
             "(sigma_min(A) >~ rho/dM) is the consequential one.",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma115_matrix_a",
    corrected=B.a_singular_value_corrected,
    corrected_text="The singular values of A are sqrt(c^2 + rho^2/2 -+ sqrt(c^4 + rho^4/4)), c = 1/(2dM+1), and 2dM "
                   "copies of rho.",
    mutants={"the larger printed value's root": lambda c, rho: B._sqrt(c * c + rho * rho / 2 + B._sqrt(c**4 + rho**4 / 4))},
    notes="lhs numpy's SVD (dM <= 60), re-checked with mpmath's eigsy of A A^T at 60 digits.",
    domain=(_DM, _RHO),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


def _sigma_min_mhat(dM: int, rho: float) -> float:
    if dM > 100:
        raise SolverFailure(f"dM = {dM}: the SVD of the {2 * dM + 2}-square M^ is capped at dM = 100")
    n = 2 * dM + 2
    D = np.abs(np.subtract.outer(np.arange(n), np.arange(n))).astype(float)
    return float(np.linalg.svd(_a_matrix(dM, rho) @ D, compute_uv=False).min())


def _move(key: str, integer: bool = False):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: int(round(t)) if integer else float(t)}
    return move


for _which, _line, _id in (("A", "L3137", "chenli.display.lemma11.5-sigma-min-A"),
                           ("Mhat", "L3137", "chenli.display.lemma11.5-sigma-min-Mhat")):
    _f = _sigma_min_a if _which == "A" else _sigma_min_mhat
    CLAIMS.append(Claim(
        id=_id, catalog_id="chenli.lemma11.5", paper=PAPER,
        source=_src("Proof of Lemma 11.5, Section 11.2", _line),
        statement=("'so sigma_min(A) >~ rho/dM'" if _which == "A" else
                   "'By combining this, (147), and the second part of Lemma 11.6, we conclude that sigma_min(M^) >~ "
                   "rho/dM'") + " (hidden constant: uniform in d, M and rho).",
        statement_tex=(r"$\sigma_{\min}(\mathbf{A}) \gtrsim \rho/dM$" if _which == "A" else
                       r"$\sigma_{\min}(\widehat{\mathbf{M}}) \gtrsim \rho/dM$"),
        kind="step", comparison=">=", bound=B.rho_over_dm,
        measure=(lambda inst, ctx, _g=_f: Measurement(_g(int(inst["dM"]), inst["rho"]),
                                                     {"rho": inst["rho"], "dM": int(inst["dM"])})),
        strategy=lambda: st.fixed_dictionaries({"dM": with_edges(st.integers(1, 60), 1),
                                                "rho": with_edges(log_uniform(1.0, 1e3), 1.0)}),
        constants="hidden", uniform=True,
        directions=(Direction("rho -> inf", "rho", INF, how="path", move=_move("rho"),
                              points=(1.0, 10.0, 100.0, 1e3, 1e4),
                              reason="rho is 'some large constant' (rho = Theta(log(1/eps)), eps free); "
                                     "sigma_min does not grow with rho"),
                    Direction("dM -> inf", "dM", INF, how="path", move=_move("dM", integer=True),
                              points=(1.0, 3.0, 10.0, 30.0, 100.0) + ((300.0, 1e3, 1e4) if _which == "A" else ()),
                              reason="both sides scale like 1/dM (sigma_min ~ 1/(2dM+1)): the ratio stays near 2 rho")),
        expect="erratum",
        evidence=f"{AUDIT}. sigma_min({'A' if _which == 'A' else 'M^'}) does not depend on rho: "
                 + ("the small eigenvalue of A A^T is rho^2 c^2/(c^2 + rho^2/2 + sqrt(c^4 + rho^4/4)) -> c^2 "
                    "(c = 1/(2dM+1)), so sigma_min(A) -> 1/(2dM+1): 0.0909 at dM = 5 for rho = 10 and for rho = 100. "
                    if _which == "A" else
                    "0.1342 at dM = 5 for rho = 10 and for rho = 100, 0.01407 at dM = 50 (about 1.4/(2dM+1)). ")
                 + "The ratio (rho/dM)/sigma_min grows linearly in rho, so no constant gives sigma_min >~ rho/dM. Lemma "
                 "11.5 survives: with sigma_min(M) >~ 1/dM, ||mu||_inf <~ dM ||h||_inf, which is its Item 1 (|lambda_i| "
                 "<~ dM); only the proof's sharper dM/log(dM) is lost.",
        second_path="tests/test_chenli_r5_chenli2.py::test_lemma115_matrix_a",
        corrected=B.one_over_dm,
        corrected_text=f"sigma_min({'A' if _which == 'A' else 'M^'}) >~ 1/dM (about 1/(2dM+1)), free of rho.",
        mutants={"sqrt(rho)/dM (a wrong power of rho)": lambda rho, dM: math.sqrt(rho) / dM,
                 "dM^{-1/4} (a wrong power of dM)": lambda rho, dM: dM**-0.25},
        notes=("sigma_min(A) by numpy's SVD (dM <= 60, cross-checked with the exact block form of A A^T) and by the "
               "block form beyond" if _which == "A" else "sigma_min(M^) by numpy's SVD of A D, D_ij = |i - j|, dM <= 100"),
        domain=(_DM, _RHO),
        settings={"ci": {"max_examples": 20, "budget_s": 1.5}},
    ))


# ================================================================== Lemma 11.10's proof (L3218-L3220)


def _lwr(inst: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray, int, int]:
    rng = np.random.default_rng(inst["seed"])
    b, d = int(inst["b"]), int(inst["d"])
    q = 2**b
    w1 = rng.integers(0, q, size=d)
    if inst["top"]:
        w1[rng.integers(0, d)] = q - 1
    x1, x2 = rng.integers(0, q, size=d), rng.integers(0, q, size=d)
    return w1, x1, x2, q, b


def _wprime_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    w1, _, _, q, b = _lwr(inst)
    wp = np.outer(w1, 2 ** np.arange(b))
    return Measurement(int(np.abs(wp).max()), {"q": q}, {"w_1": w1.tolist()})


CLAIMS.append(Claim(
    id="chenli.display.lemma11.10-wprime-bound",
    catalog_id="chenli.lemma11.10",
    paper=PAPER,
    source=_src("Proof of Lemma 11.10, Section 11.4", "L3220"),
    statement="w' in Z^{d log2 q} has coordinates (w_1)_j 2^i (i < log2 q, (w_1)_j in {0, ..., q - 1}); 'the "
              "coordinates of w' are bounded in magnitude by q, in fact by q/2' (Lemma 11.10: w' in {-q, ..., q}^{d "
              "log2 q}). Checked: max |w'_{j,i}| <= q.",
    statement_tex=r"Finally, note that the coordinates of w' are bounded in magnitude by q , in fact by $q/2$",
    kind="step", comparison="<=", bound=B.wprime_printed, measure=_wprime_measure,
    strategy=lambda: st.fixed_dictionaries({"b": st.integers(1, 12), "d": st.integers(1, 5), "top": st.booleans(),
                                            "seed": SEEDS}),
    expect="erratum",
    evidence=f"{AUDIT}. (w_1)_j 2^i reaches (q - 1) q/2: q = 4, (w_1)_j = 3, i = 1 gives 6 > 4 (and > q/2 = 2). The "
             "Lemma survives by reducing w' modulo q into (-q/2, q/2] (f_w depends on <w, x> mod q, and "
             "<w', z_1 - z_2>/2 changes by multiples of q), which the proof does not do.",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma1110_wprime",
    corrected=B.wprime_corrected,
    corrected_text="|w'_{j,i}| <= (q - 1) q/2 as defined; after reduction mod q, |w'_{j,i}| <= q/2.",
    notes="Integer arithmetic; 'top' plants (w_1)_j = q - 1.",
    domain=(Param("q", 2, INF, integer=True, key="q", text="q a power of 2", unreached="q <= 4096"),),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


def _chain_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Twice both ends of the chain (integers): 2 <w, x> with w_2 = -w_1 in Z_q regarded in {0, ..., q - 1} (or over
    Z under the reading, ``w2_integer``), and sum_j sum_i (w_1)_j 2^i (z_1[x] - z_2[x])_{j,i}."""
    w1, x1, x2, q, b = _lwr(inst)
    w2 = -w1 if inst.get("w2_integer", False) else (-w1) % q
    lhs = 2 * int((w1 * x1).sum() + (w2 * x2).sum())
    z1 = 2 * ((x1[:, None] >> np.arange(b)) & 1) - 1  # s_i with t = sum_i 2^i (s_i + 1)/2
    z2 = 2 * ((x2[:, None] >> np.arange(b)) & 1) - 1
    rhs = int(sum(int(w1[j]) * 2**i * int(z1[j, i] - z2[j, i]) for j in range(len(w1)) for i in range(b)))
    return Measurement(lhs, {"value": rhs}, {"difference/q": (lhs - rhs) / (2 * q), "q": q})


CLAIMS.append(Claim(
    id="chenli.display.lemma11.10-chain",
    catalog_id="chenli.lemma11.10",
    paper=PAPER,
    source=_src("Proof of Lemma 11.10, Section 11.4", "L3216-L3218"),
    statement="'Regarding the entries of w, x as elements of {0, ..., q - 1} in Z': <w, x> = sum_j (w_1)_j (x_1)_j + "
              "(w_2)_j (x_2)_j = sum_j sum_i ((w_1)_j 2^i (z_1[x]_{j,i} + 1)/2 + (w_2)_j 2^i (z_2[x]_{j,i} + 1)/2) = "
              "sum_j sum_i (1/2) (w_1)_j 2^i (z_1[x] - z_2[x])_{j,i}, using w_1 = -w_2 (in Z_q^d). Checked: first = last "
              "(twice both sides, integers).",
    statement_tex=r"$$\langle w, x \rangle = \sum_{j=1}^d (w_1)_j (x_1)_j + (w_2)_j (x_2)_j = \sum_{j=1}^d "
                  r"\sum_{i=0}^{\log_2(q)-1} \frac{1}{2} (w_1)_j \cdot 2^i \cdot (z_1[x] - z_2[x])_{j,i}$$",
    kind="step", comparison="==", bound=B.identity, measure=_chain_measure,
    strategy=lambda: st.fixed_dictionaries({"b": st.integers(1, 10), "d": st.integers(1, 5), "top": st.booleans(),
                                            "seed": SEEDS}),
    rtol=0.0, atol=0.0,
    readings=(Reading("w_2 = -w_1 over Z", "the last step's 'w_1 = -w_2' read over the integers (entries of w_2 in "
                      "{-(q-1), ..., 0}), or the chain read modulo q (f_w depends on <w, x> mod q only)",
                      strategy=lambda: st.fixed_dictionaries({"b": st.integers(1, 10), "d": st.integers(1, 5),
                                                              "top": st.booleans(), "seed": SEEDS,
                                                              "w2_integer": st.just(True)})),),
    expect="erratum as printed",
    evidence=f"{AUDIT}. With the entries of w_2 in {{0, ..., q - 1}} and w_1 = -w_2 in Z_q, (w_2)_j = q - (w_1)_j for "
             "(w_1)_j != 0, and the last '=' holds only modulo q: q = 4, d = 1, w_1 = 1 (w_2 = 3), x_1 = 0, x_2 = 1: "
             "<w, x> = 3, while the last sum is (1/2)(1)(2^0 (-2) + 2^1 (0)) = -1 (a difference of q = 4). Harmless: f_w depends on <w, x> mod q. Under the integer reading w_2 = -w_1 the chain "
             "is an identity (the reading holds).",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma1110_chain_mod_q",
    no_correction_reason="the chain holds modulo q (the reading), which is all the Lemma uses",
    mutants={"twice the last sum plus 1": lambda value: value + 1},
    notes="Exact integer arithmetic; x_l in {0, ..., q - 1}, z[x] its {+-1} bits t = sum 2^i (s_i + 1)/2.",
    domain=(Param("q", 2, INF, integer=True, key="q", text="q a power of 2", unreached="q <= 1024"),),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ================================================================== steps that hold (each display's own lines)


def _tstep(cid: str, cat: str, where: str, lines: str, statement: str, tex: str, measure, strategy, domain,  # noqa: ANN001, PLR0913
           comparison: str = "<=", mutants: dict | None = None, notes: str = "", auto: bool = True,
           rtol: float = 1e-9, atol: float = 1e-12, exact=None) -> Claim:  # noqa: ANN001
    """A step that holds: lhs and the display's right side computed from the instance (the right side's formula is
    evaluated in the measurement and passed as ``value``)."""
    return Claim(
        id=cid, catalog_id=cat, paper=PAPER, source=_src(where, lines), statement=statement, statement_tex=tex,
        kind="step", comparison=comparison, bound=B.identity if comparison == "==" else B.upper, measure=measure,
        strategy=strategy, domain=domain, mutants=mutants or {}, auto_mutant=auto, notes=notes, rtol=rtol, atol=atol,
        exact=exact, settings={"ci": {"max_examples": 25, "budget_s": 1.0}})


def _lemma62_parts(inst: dict) -> dict:
    """X in {+-1}^{k x d}, W_i = Gaussian d x d scaled (||W_1||_F = 1), lambda_i in Delta - Delta; M_j = sum_i
    (lambda_i)_j W_i."""
    rng = np.random.default_rng(inst["seed"])
    m, k, d = int(inst["m"]), int(inst["k"]), int(inst["d"])
    X = rng.choice([-1.0, 1.0], size=(k, d))
    W = rng.normal(size=(m, d, d)) * np.exp(inst["wspread"] * rng.normal(size=(m, 1, 1)))
    W /= np.linalg.norm(W[0])
    lam = np.stack([_simplex_diff(rng, k) for _ in range(m)])  # lam[i] = lambda_i in R^k
    M = np.einsum("ij,iab->jab", lam, W)  # M_j
    return {"X": X, "W": W, "lam": lam, "M": M, "m": m, "k": k, "d": d}


def _l62_strategy(dmax: int = 6) -> st.SearchStrategy:
    return st.fixed_dictionaries({"m": with_edges(st.integers(1, 4), 1), "k": st.integers(2, 4),
                                  "d": st.integers(1, dmax), "wspread": with_edges(st.floats(0.0, 1.0), 0.0),
                                  "seed": SEEDS})


def _l1396(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _lemma62_parts(inst)
    lhs = sum(p["lam"][i] @ p["X"] @ p["W"][i] for i in range(p["m"]))
    rhs = sum(p["X"][j] @ p["M"][j] for j in range(p["k"]))
    return Measurement(float(np.linalg.norm(lhs)), {"value": float(np.linalg.norm(rhs))},
                       {"max entry difference": float(np.abs(lhs - rhs).max())})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.2-rewrite", "chenli.lemma6.2", "Proof of Lemma 6.2, Section 6.1", "L1396",
    "M_j := sum_i (lambda_i)_j W_i: sum_i lambda_i^T X W_i = sum_j X_j M_j (compared through the norms and the "
    "largest entry difference).",
    r"$$\sum_i \lambda_i^\top \mathbf{X} \mathbf{W}_i = \sum_{j=1}^k \mathbf{X}_j \cdot \mathbf{M}_j.$$",
    _l1396, _l62_strategy, (Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 4 (an identity)"),),
    comparison="==", rtol=1e-10, atol=1e-10,
    mutants={"the norm scaled by 1.01": lambda value: 1.01 * value}))


def _l1400(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E[Z] over all 2^{kd} sign matrices X (exact enumeration), Z = ||sum_j X_j M_j||^2."""
    p = _lemma62_parts(inst)
    k, d = p["k"], p["d"]
    if k * d > 14:
        raise SolverFailure(f"k d = {k * d}: exact enumeration capped at 2^14 sign matrices")
    signs = np.array(np.meshgrid(*[[-1.0, 1.0]] * (k * d), indexing="ij")).reshape(k * d, -1).T.reshape(-1, k, d)
    vec = np.einsum("njb,jba->na", signs, p["M"])
    EZ = float((vec**2).sum(1).mean())
    return Measurement(EZ, {"value": float((p["M"] ** 2).sum())}, {"2^{kd}": len(signs)})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.2-mean", "chenli.lemma6.2", "Proof of Lemma 6.2, Section 6.1", "L1400",
    "Z := ||sum_j X_j M_j||^2, X ~ {+-1}^{k x d}: E[Z] = sum_{j,j'} E[X_j M_j M_j'^T X_j'^T] = sum_j ||M_j||_F^2 (exact "
    "enumeration of X).",
    r"$$\mathbb{E}[Z] = \sum_{j, j' \in [k]} \mathbb{E}[\mathbf{X}_j \cdot \mathbf{M}_j \mathbf{M}_{j'}^\top "
    r"\mathbf{X}_{j'}^\top] = \sum_{j=1}^k \|\mathbf{M}_j\|_F^2.$$",
    _l1400, lambda: _l62_strategy(3), (Param("d", 1, INF, integer=True, text="d",
                                              unreached="k d <= 12 (exact enumeration of 2^{kd} sign matrices)"),),
    comparison="==", rtol=1e-10, atol=1e-12,
    mutants={"1.05 x the sum": lambda value: 1.05 * value}))


def _l1422(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Theta := (M_1; ...; M_k)(M_1^T ... M_k^T) in R^{kd x kd}: ||Theta||_op against sum_j ||M_j||_op^2."""
    p = _lemma62_parts(inst)
    Mst = np.concatenate(list(p["M"]), axis=0)  # kd x d
    Th = Mst @ Mst.T
    return Measurement(float(np.linalg.norm(Th, 2)),
                       {"value": float(sum(np.linalg.norm(Mj, 2) ** 2 for Mj in p["M"]))},
                       {"x^T Theta x = Z": True})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.2-theta-op", "chenli.lemma6.2", "Proof of Lemma 6.2, Section 6.1", "L1406, L1422",
    "Theta := (M_1; ...; M_k)(M_1^T ... M_k^T) (L1406): ||Theta||_op <= sum_j ||M_j||_op^2 (the first link of L1422).",
    r"$$\|\Theta\|_{\text{op}} \leq \sum_j \|\mathbf{M}_j\|_{\text{op}}^2$$",
    _l1422, _l62_strategy, (Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 4"),),
    mutants={"half the sum": lambda value: 0.5 * value},
    notes="Tight at k = 1-like instances (one M_j nonzero: the simplex-vertex differences give that often); the "
          "planted half bound dies."))


def _l1426(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _lemma62_parts(inst)
    Mst = np.concatenate(list(p["M"]), axis=0)
    Th = Mst @ Mst.T
    inner = sum(Mj.T @ Mj for Mj in p["M"])
    thF = float(np.linalg.norm(Th))
    return Measurement(thF, {"value": float(sum(np.linalg.norm(Mj, 2) * np.linalg.norm(Mj) for Mj in p["M"]))},
                       {"||sum_j M_j^T M_j||_F": float(np.linalg.norm(inner)),
                        "equality gap": abs(thF - float(np.linalg.norm(inner)))})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.2-theta-frob", "chenli.lemma6.2", "Proof of Lemma 6.2, Section 6.1", "L1426",
    "||Theta||_F = ||sum_j M_j^T M_j||_F <= sum_j ||M_j||_op ||M_j||_F (checked: ||Theta||_F against the last sum; "
    "the '=' is reported as a term).",
    r"$$\|\Theta\|_F = \left\| \sum_j \mathbf{M}_j^\top \mathbf{M}_j \right\|_F \leq \sum_j \|\mathbf{M}_j\|_{\text{op}} "
    r"\|\mathbf{M}_j\|_F$$",
    _l1426, _l62_strategy, (Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 4"),),
    mutants={"half the right side": lambda value: 0.5 * value}))


def _l1444(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """nu_i arbitrary with ||(nu_1, ..., nu_m)|| <= delta: ||sum_i nu_i^T X W_i|| against delta (kd sum ||W_i||_F^2)^{1/2}
    (the chain's first two links; the middle term sum_i ||nu_i|| sqrt(kd) ||W_i||_F is reported)."""
    p = _lemma62_parts(inst)
    rng = np.random.default_rng(inst["seed"] + 7)
    nu = rng.normal(size=(p["m"], p["k"]))
    nu *= inst["delta"] / np.linalg.norm(nu)
    lhs = float(np.linalg.norm(sum(nu[i] @ p["X"] @ p["W"][i] for i in range(p["m"]))))
    Wn = np.linalg.norm(p["W"], axis=(1, 2))
    mid = float(sum(np.linalg.norm(nu[i]) * math.sqrt(p["k"] * p["d"]) * Wn[i] for i in range(p["m"])))
    return Measurement(lhs, {"value": inst["delta"] * math.sqrt(p["k"] * p["d"] * float((Wn**2).sum()))},
                       {"middle": mid})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.2-net-step", "chenli.lemma6.2", "Proof of Lemma 6.2, Section 6.1 (the net argument)",
    "L1444",
    "For nu_i = lambda_i - lambda'_i with ||(nu_1, ..., nu_m)|| <= delta: ||sum_i nu_i^T X W_i|| <= sum_i ||nu_i|| "
    "sqrt(kd) ||W_i||_F <= delta (kd sum_i ||W_i||_F^2)^{1/2} (the first two links; the rest carry hidden constants).",
    r"$$\left\| \sum_i \nu_i^\top \mathbf{X} \mathbf{W}_i \right\| \leq \sum_i \|\nu_i\| \cdot \sqrt{kd} \cdot "
    r"\|\mathbf{W}_i\|_F \leq \delta \cdot \left(kd \sum_i \|\mathbf{W}_i\|_F^2 \right)^{1/2}$$",
    _l1444, lambda: st.fixed_dictionaries({"m": with_edges(st.integers(1, 4), 1), "k": st.integers(2, 4),
                                           "d": st.integers(1, 6), "wspread": st.floats(0.0, 1.0),
                                           "delta": log_uniform(1e-3, 1.0), "seed": SEEDS}),
    (Param("delta", 0.0, INF, lo_closed=False, text="delta > 0 (the net's scale)", unreached="delta in [1e-3, 1]: "
           "both sides are linear in delta"),),
    mutants={"the bound over sqrt(kd) (||X||_op <= 1 instead of sqrt(kd))": lambda value: 0.2 * value}, auto=False,
    notes="Not tight in general (||X||_op <= sqrt(kd) is attained only by rank-one X); the planted 0.2 x bound dies at "
          "d = 1, k = 2 where ||X||_op = sqrt(kd)."))


# ---------------------------------------------------------- Lemma 6.8, Item 5 (L1679, L1683)


def _l68_parts(inst: dict) -> tuple[np.ndarray, np.ndarray, float]:
    """Theta_i, Theta_i' (d x d, singular values exp(spread N(0,1)), ||Theta_i'|| <= ||Theta_i|| <= ||Theta_1||) and
    r_Theta = the smaller stable rank (the largest r_Theta that Assumption 3's full-matrix part allows)."""
    rng = np.random.default_rng(inst["seed"])
    d = int(inst["d"])

    def one() -> np.ndarray:
        U, V = np.linalg.qr(rng.normal(size=(d, d)))[0], np.linalg.qr(rng.normal(size=(d, d)))[0]
        return U @ np.diag(np.exp(inst["spread"] * rng.normal(size=d))) @ V.T

    A, Bm = one(), one()
    A /= np.linalg.norm(A)
    Bm /= np.linalg.norm(Bm) / inst["ratio"]
    r = min(float(np.linalg.norm(T) ** 2 / np.linalg.norm(T, 2) ** 2) for T in (A, Bm))
    return A * inst["F1"], Bm * inst["F1"], r


def _l1679(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    A, Bm, r = _l68_parts(inst)
    F1 = inst["F1"]
    return Measurement(float(np.linalg.norm(A @ Bm.T, 2)), {"value": F1 * F1 / r},
                       {"||A||_op ||B||_op": float(np.linalg.norm(A, 2) * np.linalg.norm(Bm, 2)),
                        "||A||_F ||B||_F / r": float(np.linalg.norm(A) * np.linalg.norm(Bm)) / r})


def _l1683(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    A, Bm, r = _l68_parts(inst)
    F1 = inst["F1"]
    return Measurement(float(np.linalg.norm(A @ Bm.T) ** 2), {"value": F1**4 / r},
                       {"||A||_op^2 ||B||_F^2": float(np.linalg.norm(A, 2) ** 2 * np.linalg.norm(Bm) ** 2)})


def _l68_strategy() -> st.SearchStrategy:
    return st.fixed_dictionaries({"d": st.integers(1, 8), "spread": with_edges(st.floats(0.0, 1.5), 0.0),
                                  "ratio": with_edges(st.floats(0.1, 1.0), 1.0), "F1": log_uniform(0.1, 10.0),
                                  "seed": SEEDS})


_L68_DOMAIN = (Param("d", 1, INF, integer=True, text="d", unreached="d <= 8 (an inequality between matrix norms)"),)

CLAIMS.append(_tstep(
    "chenli.display.lemma6.8-item5-op", "chenli.lemma6.8", "Proof of Lemma 6.8, Item 5, Section 6.4.2", "L1679",
    "||Theta_i Theta_i'^T||_op <= ||Theta_i||_op ||Theta_i'||_op <= (1/r_Theta) ||Theta_i||_F ||Theta_i'||_F <= "
    "(1/r_Theta) ||Theta_1||_F^2 (Assumption 3: ||Theta_i||_F^2 >= r_Theta ||Theta_i||_op^2; Assumption 1's order).",
    r"$$\|\Theta_i \Theta_{i'}^\top\|_{\text{op}} \leq \|\Theta_i\|_{\text{op}} \cdot \|\Theta_{i'}\|_{\text{op}} \leq "
    r"\frac{1}{r_\Theta} \|\Theta_i\|_F \cdot \|\Theta_{i'}\|_F \leq \frac{1}{r_\Theta} \|\Theta_1\|_F^2$$",
    _l1679, _l68_strategy, _L68_DOMAIN,
    notes="Tight at d = 1 (and for flat spectra with aligned singular vectors); r_Theta is the largest value the "
          "drawn pair allows."))

CLAIMS.append(_tstep(
    "chenli.display.lemma6.8-item5-frob", "chenli.lemma6.8", "Proof of Lemma 6.8, Item 5, Section 6.4.2", "L1683",
    "||Theta_i Theta_i'^T||_F^2 <= ||Theta_i||_op^2 ||Theta_i'||_F^2 <= (1/r_Theta) ||Theta_i||_F^2 ||Theta_i'||_F^2 <= "
    "(1/r_Theta) ||Theta_1||_F^4.",
    r"$$\|\Theta_i \Theta_{i'}^\top\|_F^2 \leq \|\Theta_i\|_{\text{op}}^2 \cdot \|\Theta_{i'}\|_F^2 \leq "
    r"\frac{1}{r_\Theta} \|\Theta_i\|_F^2 \cdot \|\Theta_{i'}\|_F^2 \leq \frac{1}{r_\Theta} \|\Theta_1\|_F^4$$",
    _l1683, _l68_strategy, _L68_DOMAIN))


# ---------------------------------------------------------- Lemma 6.14's proof (L2090, L2098)


def _l614(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """|X_1 (Theta~ - Theta)(X_2 - X_3)^T| against 2 d ||Theta~ - Theta||_op, for X in {+-1}^{3 x d} and a drawn
    difference matrix (rank one along (X_1, X_2 - X_3) at the edge, where it is tight)."""
    rng = np.random.default_rng(inst["seed"])
    d = int(inst["d"])
    X = rng.choice([-1.0, 1.0], size=(3, d))
    if inst["aligned"]:
        X[2] = -X[1]
        D = np.outer(X[0], X[1] - X[2])
    else:
        D = rng.normal(size=(d, d))
    D *= inst["size"] / np.linalg.norm(D, 2)
    return Measurement(abs(float(X[0] @ D @ (X[1] - X[2]))), {"value": 2 * d * float(np.linalg.norm(D, 2))})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.14-constraint", "chenli.lemma6.14", "Proof of Lemma 6.14, Section 6.5", "L2098",
    "|X_1 (Theta~ - Theta)(X_2 - X_3)^T| <= 2d ||Theta~ - Theta||_op (the first link; the second, <= eps, is "
    "||.||_op <= ||.||_F <= eps/(2d)).",
    r"$$|\mathbf{X}_1, (\tilde{\Theta} - \Theta) (\mathbf{X}_2, -\mathbf{X}_3)^\top| \leq 2d \|\tilde{\Theta} - "
    r"\Theta\|_{\text{op}}$$",
    _l614, lambda: st.fixed_dictionaries({"d": st.integers(1, 10), "aligned": st.booleans(),
                                          "size": log_uniform(1e-3, 10.0), "seed": SEEDS}),
    (Param("d", 1, INF, integer=True, text="d", unreached="d <= 10"),),
    notes="Tight when X_3 = -X_2 and Theta~ - Theta is rank one along (X_1, X_2 - X_3)."))


def _l2090(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    rng = np.random.default_rng(inst["seed"])
    d, k = int(inst["d"]), int(inst["k"])
    X = rng.choice([-1.0, 1.0], size=(k, d))
    Th = rng.normal(size=(d, d)) * inst["scale"]
    z = X[0] @ Th @ X.T
    v = np.exp(z - z.max())
    v /= v.sum()
    return Measurement(float(np.log(v[1] / v[2])), {"value": float(X[0] @ Th @ (X[1] - X[2]))})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.14-logratio", "chenli.lemma6.14", "Proof of Lemma 6.14, Section 6.5", "L2090",
    "v^(i) := softmax(X_1 Theta_i X^T): log(v_2/v_3) = X_1 Theta_i (X_2 - X_3)^T (the printed '(X_2, -X_3)').",
    r"$$\log(v_2^{(i)}/v_3^{(i)}) = \mathbf{X}_1, \Theta_i (\mathbf{X}_2, -\mathbf{X}_3)^\top$$",
    _l2090, lambda: st.fixed_dictionaries({"d": st.integers(1, 8), "k": st.integers(3, 6),
                                           "scale": log_uniform(1e-3, 3.0), "seed": SEEDS}),
    (Param("k", 3, INF, integer=True, text="k >= 3 tokens", unreached="k <= 6"),),
    comparison="==", rtol=1e-9, atol=1e-9, mutants={"plus 0.01": lambda value: value + 0.01}))


# ---------------------------------------------------------- Lemma 7.4's proof: Z against the partial sums (L2429, L2465, L2469)


def _z_parts(inst: dict) -> tuple[np.ndarray, float, float, int]:
    rng = np.random.default_rng(inst["seed"])
    m = int(inst["m"])
    n2 = _norms(rng, m, inst["lam"], inst["equal"]) ** 2 * inst["F1"] ** 2
    if inst["at_edge"] and m > 1:
        n2[1:] = inst["lam"] * n2[0]  # every other head at the Assumption-1 floor
    Z = float((1 / n2).sum())
    i0 = int(inst["istar"]) % m
    S = Z - 1 / n2[i0]
    return n2, Z, S, i0


def _z_strategy() -> st.SearchStrategy:
    return st.fixed_dictionaries({"m": with_edges(st.integers(2, 8), 2), "lam": with_edges(st.floats(0.01, 0.999), 0.999),
                                  "equal": st.booleans(), "at_edge": st.booleans(), "F1": log_uniform(0.1, 10.0),
                                  "istar": st.integers(0, 7), "seed": SEEDS})


def _l2429(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    n2, Z, S, i0 = _z_parts(inst)
    m = len(n2)
    return Measurement(1 / math.sqrt(Z), {"value": math.sqrt(S) / Z * math.sqrt(1 + 1 / ((m - 1) * inst["lam"]))})


def _l2465(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    n2, Z, S, i0 = _z_parts(inst)
    return Measurement(Z, {"value": (1 + inst["lam"] / (len(n2) - 1)) * S})


def _l2469(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    n2, Z, S, i0 = _z_parts(inst)
    return Measurement(Z * n2[i0], {"value": len(n2) * inst["lam"]})


_Z_DOMAIN = (Param("m", 2, INF, integer=True, text="m >= 2 heads", unreached="m <= 8"),
             Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, text="lambda in (0, 1)", reach=0.02,
                   unreached="lambda >= 0.01: as lambda -> 0 the right sides of L2429/L2465 only loosen and L2469's "
                             "m lambda -> 0"))
_Z_NOTE = "Z = sum_i 1/||Theta_i||_F^2 with ||Theta_1|| >= ||Theta_i|| >= sqrt(lambda) ||Theta_1|| (Assumption 1)."

CLAIMS.append(_tstep(
    "chenli.display.lemma7.4-z-upper", "chenli.lemma7.4", "Proof of Lemma 7.4, Section 7.1.1", "L2429",
    "1/sqrt(Z) <= (1/Z) sqrt(sum_{i != i*} 1/||Theta_i||_F^2) sqrt(1 + 1/((m - 1) lambda)).",
    r"$$\frac{1}{\sqrt{Z}} \leq \frac{1}{Z} \cdot \sqrt{\sum_{i:i \neq i^*} \frac{1}{\|\boldsymbol{\Theta}_i\|_F^2}} "
    r"\cdot \sqrt{1 + \frac{1}{(m-1)\lambda}}$$",
    _l2429, _z_strategy, _Z_DOMAIN, notes=_Z_NOTE + " Tight with i* = 1 at the floor (the others at lambda)."))

CLAIMS.append(_tstep(
    "chenli.display.lemma7.4-z-lower", "chenli.lemma7.4", "Proof of Lemma 7.4, Section 7.1.1", "L2465",
    "Z >= (1 + lambda/(m - 1)) sum_{i != i*} 1/||Theta_i||_F^2.",
    r"$$Z \geq \left(1 + \frac{\lambda}{m-1}\right) \cdot \sum_{i:i \neq i^*} \frac{1}{\|\boldsymbol{\Theta}_i\|_F^2}$$",
    _l2465, _z_strategy, _Z_DOMAIN, comparison=">=", notes=_Z_NOTE))

CLAIMS.append(_tstep(
    "chenli.display.lemma7.4-z-istar", "chenli.lemma7.4", "Proof of Lemma 7.4, Section 7.1.1", "L2469",
    "Z ||Theta_{i*}||_F^2 >= m lambda.",
    r"$$Z \|\boldsymbol{\Theta}_{i^*}\|_F^2 \geq m\lambda$$",
    _l2469, _z_strategy, _Z_DOMAIN, comparison=">=", notes=_Z_NOTE))


# ---------------------------------------------------------- Lemma 7.1's proof, (130) (L2641)


def _l130(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Y = F(X) = sum_i softmax(X Theta_i X^T) X W_i, first row against X_2 sum_i W_i, given the printed bound on
    ||softmax(X_1 Theta_i X^T) - e_2||_2 =: b (read as k exp(-omega sqrt(log d)) ||Theta_1||_F, as printed at L2637):
    lhs ||Y_1 - X_2 sum W_i||, right side sqrt(k^3 d) b' sum ||W_i||_F with b' = max_i ||softmax_i - e_2||/k."""
    rng = np.random.default_rng(inst["seed"])
    m, k, d = int(inst["m"]), int(inst["k"]), int(inst["d"])
    X = rng.choice([-1.0, 1.0], size=(k, d))
    W = rng.normal(size=(m, d, d)) * np.exp(rng.normal(size=(m, 1, 1)))
    Y1 = np.zeros(d)
    devs = []
    for i in range(m):
        z = rng.normal(size=k) * inst["spread"]
        z[1] += inst["boost"]
        p = np.exp(z - z.max())
        p /= p.sum()
        e2 = np.zeros(k)
        e2[1] = 1.0
        devs.append(float(np.linalg.norm(p - e2)))
        Y1 += p @ X @ W[i]
    lhs = float(np.linalg.norm(Y1 - X[1] @ W.sum(0)))
    b = max(devs)  # the softmax deviation the printed bound controls
    return Measurement(lhs, {"value": math.sqrt(k * d) * b * float(np.linalg.norm(W, axis=(1, 2)).sum())},
                       {"max ||softmax - e_2||": b})


CLAIMS.append(_tstep(
    "chenli.display.eq130", "chenli.lemma7.1", "Proof of Lemma 7.1, Eq. (130), Section 7.3", "L2641",
    "||Y_1 - X_2 sum_i W_i|| <= ||sum_i (softmax(X_1 Theta_i X^T) - e_2)^T X W_i|| <= sqrt(k^3 d) exp(-omega sqrt(log d)) "
    "||Theta_1||_F sum_i ||W_i||_F, given ||softmax(X_1 Theta_i X^T) - e_2||_2 <= k exp(-omega sqrt(log d)) ||Theta_1||_F "
    "(L2637) and ||X W_i||_op <= sqrt(kd) ||W_i||_F. Checked with the deviation bound replaced by the realised "
    "max_i ||softmax_i - e_2|| (so the right side is sqrt(kd) max_i ||softmax_i - e_2|| sum_i ||W_i||_F).",
    r"$$\left\| \mathbf{Y}_1 - \mathbf{X}_2 \cdot \sum_i \mathbf{W}_i \right\| \leq \left\| \sum_i "
    r"(\text{softmax}(\mathbf{X}_1; \Theta_i; \mathbf{X}_2^T) - e_2)^T \mathbf{X} \mathbf{W}_i \right\| \leq \sqrt{k^3 d} "
    r"\exp(-\omega \sqrt{\log d}) \|\Theta_1\|_F \sum_i \|\mathbf{W}_i\|_F$$",
    _l130, lambda: st.fixed_dictionaries({"m": st.integers(1, 3), "k": st.integers(2, 5), "d": st.integers(1, 6),
                                          "spread": st.floats(0.0, 2.0), "boost": st.floats(0.0, 10.0),
                                          "seed": SEEDS}),
    (Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 5"),),
    mutants={"a tenth of the right side": lambda value: 0.1 * value}, auto=False,
    notes="The first '<=' is an equality (Y_1 = sum_i softmax_i X W_i); the second uses ||X||_op <= sqrt(kd) and the "
          "deviation bound. Not tight (||X||_op = sqrt(kd) needs a rank-one X); the planted tenth dies."))


# ---------------------------------------------------------- Lemma 11.5's proof (L3131, L3135)


def _dist_matrix(n: int) -> list[list[Fraction]]:
    return [[Fraction(abs(i - j)) for j in range(n)] for i in range(n)]


def _l3131(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """1^T D^{-1} for the path-graph distance matrix D (n = 2dM + 2), exact rational solve of D^T y = 1; lhs the
    largest |difference| from the printed row (1/(2dM+1), 0, ..., 0, 1/(2dM+1))."""
    n = 2 * int(inst["dM"]) + 2
    y = _solve_exact(_dist_matrix(n), [Fraction(1)] * n)
    printed = [Fraction(0)] * n
    printed[0] = printed[-1] = Fraction(1, n - 1)
    return Measurement(float(max(abs(a - b) for a, b in zip(y, printed, strict=True))), {"value": 0.0},
                       {"first entry": str(y[0])})


def _solve_exact(A: list[list[Fraction]], b: list[Fraction]) -> list[Fraction]:
    """Gaussian elimination over the rationals (A symmetric here, so A^T y = b is A y = b)."""
    n = len(b)
    M = [row[:] + [b[i]] for i, row in enumerate(A)]
    for c in range(n):
        p = next(r for r in range(c, n) if M[r][c] != 0)
        M[c], M[p] = M[p], M[c]
        for r in range(n):
            if r != c and M[r][c] != 0:
                f = M[r][c] / M[c][c]
                M[r] = [x - f * y for x, y in zip(M[r], M[c], strict=True)]
    return [M[i][n] / M[i][i] for i in range(n)]


CLAIMS.append(_tstep(
    "chenli.display.lemma11.5-ones-dinv", "chenli.lemma11.5", "Proof of Lemma 11.5, Section 11.2", "L3131",
    "D_ij = |i - j| on [2dM + 2]: 1^T D^{-1} = (1/(2dM+1), 0, ..., 0, 1/(2dM+1)) (exact rationals).",
    r"$$\vec{1}^\top \mathbf{D}^{-1} = \left(\frac{1}{2dM+1}, 0, \dots, 0, \frac{1}{2dM+1} \right).$$",
    _l3131, lambda: st.fixed_dictionaries({"dM": st.integers(1, 12)}),
    (Param("dM", 1, INF, integer=True, text="d, M in N", unreached="dM <= 12 (exact rational solves)"),),
    comparison="==", rtol=0.0, atol=0.0, mutants={"the printed row off by 1e-3": lambda value: value + 1e-3}))


def _l3135(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """M^ (last row all ones, rows rho |i - l| for l = -dM..dM) against A D with A of (147): the largest |entry
    difference| (rho rational)."""
    dM = int(inst["dM"])
    n = 2 * dM + 2
    rho = Fraction(inst["rho_num"], inst["rho_den"])
    D = _dist_matrix(n)
    Mh = [[rho * abs(i - ell) for i in range(-dM, dM + 2)] for ell in range(-dM, dM + 1)] + [[Fraction(1)] * n]
    A = [[Fraction(0)] * n for _ in range(n)]
    for i in range(n - 1):
        A[i][i] = rho
    A[n - 1][0] = A[n - 1][n - 1] = Fraction(1, n - 1)
    AD = [[sum(A[i][t] * D[t][j] for t in range(n)) for j in range(n)] for i in range(n)]
    return Measurement(float(max(abs(AD[i][j] - Mh[i][j]) for i in range(n) for j in range(n))), {"value": 0.0})


CLAIMS.append(_tstep(
    "chenli.eq147", "chenli.lemma11.5", "Proof of Lemma 11.5, Eq. (147), Section 11.2", "L3135",
    "M^ (rows rho |i - l|, -dM <= i <= dM + 1, for -dM <= l <= dM, last row all ones) = A D, A := [[rho Id_{2dM+1}, 0], "
    "[e_1^T/(2dM+1), 1/(2dM+1)]] (exact rationals).",
    r"$$\widehat{\mathbf{M}} = \mathbf{A} \cdot \mathbf{D} \text{ for } \mathbf{A} := \begin{pmatrix} \rho \cdot "
    r"\text{Id}_{2dM+1} & \vec{0}_{2dM+1} \\ \frac{1}{2dM+1} \mathbf{e}_1^\top & \frac{1}{2dM+1} \end{pmatrix}.$$",
    _l3135, lambda: st.fixed_dictionaries({"dM": st.integers(1, 8), "rho_num": st.integers(1, 50),
                                           "rho_den": st.integers(1, 7)}),
    (Param("dM", 1, INF, integer=True, text="d, M in N", unreached="dM <= 8 (exact rationals)"),),
    comparison="==", rtol=0.0, atol=0.0, mutants={"off by 1e-3": lambda value: value + 1e-3}))


# ================================================================== Lemma 6.3, completeness (L1495-L1501, proof L1511-L1523)


def _completeness_parts(inst: dict) -> dict:
    """X: k rows of a Sylvester-Hadamard matrix (d = 256), W_1 = Haar/sqrt(d) (||W_1||_F = 1), W_i = w_i Haar/sqrt(d);
    Theta_i = Theta_0 + tau noise (similar heads, so a common alpha exists); Delta = 0 (meets (60) for every c)."""
    from scipy.linalg import hadamard

    rng = np.random.default_rng(inst["seed"])
    m, k, d = int(inst["m"]), int(inst["k"]), 256
    H = hadamard(d).astype(float)
    X = H[rng.choice(d, size=k, replace=False)] * rng.choice([-1.0, 1.0], size=(k, 1))
    norms = np.array([1.0] + [inst["w2"]] * (m - 1))
    if m == 3:
        norms[2] = inst["w3"]
    W = np.stack([np.linalg.qr(rng.normal(size=(d, d)))[0] / math.sqrt(d) * norms[i] for i in range(m)])
    th0 = rng.normal(size=(d, d))
    th0 *= inst["theta_norm"] / np.linalg.norm(th0)
    th = np.stack([th0 + inst["tau"] * rng.normal(size=(d, d)) / d for _ in range(m)])
    z = np.einsum("a,iab,kb->ik", X[0], th, X)
    S = np.exp(z - z.max(1, keepdims=True))
    S /= S.sum(1, keepdims=True)
    y = np.einsum("ik,kd,ide->e", S, X, W)
    U = np.linalg.svd(np.eye(k) - 1.0 / k)[0][:, : k - 1]
    G = np.concatenate([U.T @ X @ Wi / np.linalg.norm(Wi) for Wi in W], 0)
    ev = np.linalg.eigvalsh(G @ G.T)
    return {"X": X, "W": W, "S": S, "y": y, "U": U, "lo": float(ev.min()), "hi": float(ev.max()), "norms": norms}


def _completeness_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The largest residual ||alpha X What - Y_1|| over alpha in the simplex within r = eps sqrt(lambda') min||W_i||/
    (5 sqrt m) of every s_i, searched along alpha = c + t u (c the mean pattern; u the sum-zero directions of largest
    ||u^T X sum W_i|| and of each ||u^T X W_i||, both signs; t the largest admissible, by bisection)."""
    p = _completeness_parts(inst)
    X, W, S, y, U = p["X"], p["W"], p["S"], p["y"], p["U"]
    m = W.shape[0]
    minW = float(p["norms"].min())
    lamp = inst["lamp_frac"] * min(1.0, minW**2)
    eps = inst["eps"]
    r = eps * math.sqrt(lamp) * minW / (5 * math.sqrt(m))
    What = W.sum(0)
    c = S.mean(0)

    def ok(a: np.ndarray) -> bool:
        return a.min() >= 0 and float(np.linalg.norm(S - a[None], axis=1).max()) <= r

    terms = {"lo": p["lo"], "hi": p["hi"], "radius r": r, "lambda'": lamp, "||W_i||_F": p["norms"].tolist()}
    if not ok(c):
        return Measurement(0.0, {}, {**terms, "vacuous": "no alpha within r of every s_i (heads too different)"})
    dirs = []
    for Mx in [What, *W]:
        u = U @ np.linalg.svd(U.T @ X @ Mx)[0][:, 0]
        dirs += [u, -u]
    best = float(np.linalg.norm(c @ X @ What - y))
    for u in dirs:
        lo_t, hi_t = 0.0, 2 * r + 1e-12
        for _ in range(60):
            mid = (lo_t + hi_t) / 2
            lo_t, hi_t = (mid, hi_t) if ok(c + mid * u) else (lo_t, mid)
        best = max(best, float(np.linalg.norm((c + lo_t * u) @ X @ What - y)))
    return Measurement(best / (eps / 2 * minW), {}, {**terms, "residual": best})


_COMPLETENESS_E = (
    Assumption("lemma6.2_lower", "X in E: spec(G G^T) >= 0.9 (Lemma 6.2's event, exact spectral form over sum-zero "
               "lambda_i)", lambda q: q["lo"] - 0.9),
    Assumption("lemma6.2_upper", "spec(G G^T) <= 1.1", lambda q: 1.1 - q["hi"]),
)


def _completeness_strategy(wmax: float) -> st.SearchStrategy:
    return st.fixed_dictionaries({
        "m": with_edges(st.integers(1, 3), 2), "k": st.sampled_from([3, 4]),
        "w2": with_edges(log_uniform(0.05, wmax), wmax), "w3": log_uniform(0.05, wmax),
        "lamp_frac": with_edges(log_uniform(1e-4, 1.0), 1.0), "eps": with_edges(log_uniform(0.01, 1.5), 0.1),
        "theta_norm": st.floats(0.0, 2.0), "tau": with_edges(st.floats(0.0, 0.05), 0.0), "seed": SEEDS})


CLAIMS.append(Claim(
    id="chenli.lemma6.3.completeness",
    catalog_id="chenli.lemma6.3",
    paper=PAPER,
    source=_src("Lemma 6.3 (completeness), Section 6.3", "L1493-L1501"),
    statement="What satisfying (60), X in E (65), Y = F(X). Completeness: if alpha in Delta^{k-1} has ||alpha - "
              "softmax(X_1 Theta_i X^T)|| <= eps sqrt(lambda')/(5 sqrt m) min_i ||W_i||_F for all i, then ||alpha X What "
              "- Y_1|| <= (eps/2) min_i ||W_i||_F. Assumption 10: ||W_1||_F = 1, ||W_i||_F^2 >= lambda' for i > 1 (no "
              "upper bound on ||W_i||_F).",
    statement_tex=r"If $\alpha \in \Delta^{k-1}$ is such that for all $i \in [m]$, $\|\alpha - \text{softmax}(\mathbf{X}_1; "
                  r"\Theta_i \mathbf{X}^\top)\| \leq \frac{\varepsilon \sqrt{\lambda'}}{5\sqrt{m}} \min_i \|\mathbf{W}_i\|_F$, "
                  r"then $\|\alpha \mathbf{X} \widehat{\mathbf{W}} - \mathbf{Y}_1\| \leq \frac{\varepsilon}{2} \min_i "
                  r"\|\mathbf{W}_i\|_F$.",
    kind="deterministic", comparison="<=", bound=B.completeness_unit, measure=_completeness_measure,
    strategy=lambda: _completeness_strategy(3e3), assumptions=_COMPLETENESS_E,
    readings=(Reading("||W_1||_F the largest", "Assumption 10 read with W_1 the largest projection matrix (the "
                      "analogue of Assumption 1's order; '||W_1||_F = 1 (this is without loss of generality)')",
                      strategy=lambda: _completeness_strategy(1.0)),),
    expect="erratum as printed",
    evidence=f"{AUDIT}. Assumption 10 fixes ||W_1||_F = 1 and only lower-bounds ||W_i||_F^2 >= lambda' for i > 1. With "
             "||W_2||_F = B large, the admissible radius r = eps sqrt(lambda') min_i ||W_i||_F/(5 sqrt m) does not shrink "
             "with B, but ||sum_i (alpha - s_i)^T X W_i|| >= sqrt(0.9) r B on E, so the residual exceeds (eps/2) min "
             "||W_i||_F once B > 2.64 sqrt(m)/sqrt(lambda'). The proof's '1.1 (sum ||delta_i||^2 ||W_i||_F^2)^{1/2} <= "
             "(eps/4) min ||W_i||_F' (L1521) assumes ||W_i||_F <~ 1. m = 2, k = 3, d = 256 (Hadamard rows, E holds), "
             "Theta_i = 0 (s_i uniform), Delta = 0, lambda' = 1e-4 (Assumption 10's lambda' <= 1/r_Theta with r_Theta = "
             "1e4), eps = 0.1, B = 1e4: residual / ((eps/2) min ||W||) = 28 (the ratio scales like sqrt(lambda') B, so "
             "every lambda' > 0 fails for B large) "
             "(d = 256, four seeds). Under the reading 'W_1 the largest' the printed completeness holds (the ratio is at most "
             "2 sqrt(1.1 lambda')/5 < 1).",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma63_completeness_large_w2",
    no_correction_reason="the repair is in the hypothesis (divide the radius by max_i ||W_i||_F, or read Assumption 10 "
                         "with W_1 the largest), not in the right side",
    auto_mutant=False,
    mutants={"0.3 x the right side (killed under the reading, where the ratio reaches ~0.42)": lambda: 0.3},
    notes="Lemma 6.3's soundness part is chenli.lemma6.3. lhs is a lower bound on the worst admissible residual "
          "(bisection along 2(m + 1) directions), relative to (eps/2) min ||W_i||_F. E is certified by the exact "
          "spectrum; Prop. 6.1's event holds with Delta = 0.",
    domain=(Param("w2", 0.0, INF, lo_closed=False, text="||W_i||_F^2 >= lambda' (i > 1), no upper bound",
                  unreached="||W_2||_F <= 3e3"),
            Param("eps", 0.0, INF, lo_closed=False, text="'For any eps > 0'", unreached="eps in [0.01, 1.5]"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 3 at d = 256 (E must hold)")),
    settings={"ci": {"max_examples": 10, "budget_s": 1.5}},
))


# ================================================================== Lemma 6.4's proof: (89), (96), (99) "= 1/2 by symmetry"


def _eq89_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """u = x^T E'_S restricted to S (|S| = s coordinates; generic Gaussian, or with repeated entries when 'ties'),
    sigma = sgn(sum_i alpha_i - 1) in {-1, 0, 1}; P over X_S in {+-1}^s of sgn(<u, X_S>) sigma >= 0, exact (2^s
    sign vectors)."""
    rng = np.random.default_rng(inst["seed"])
    s = int(inst["s"])
    u = rng.normal(size=s)
    if inst["ties"]:
        u = np.round(u * 2) / 2
        u[u == 0] = 1.0
    signs = np.array(np.meshgrid(*[[-1.0, 1.0]] * s, indexing="ij")).reshape(s, -1).T
    sgn = np.sign(signs @ u)
    P = Fraction(int(((sgn * inst["sigma"]) >= 0).sum()), len(signs))
    return Measurement(P, {"value": Fraction(1, 2)}, {"u": u.tolist(), "P[<u, X_S> = 0]": float((sgn == 0).mean())},
                       exact=True)


CLAIMS.append(Claim(
    id="chenli.eq89",
    catalog_id="chenli.lemma6.4",
    paper=PAPER,
    source=_src("Proof of Lemma 6.4, Eqs. (89), (96), (99), Sections 6.4.4-6.4.5", "L1803, L1923, L1984"),
    statement="'by symmetry', P[sgn(x^T E'_S X_{2,S}) sgn(sum_i alpha_i - 1) >= 0] = 1/2 (89) (and (96) with S^c, (99) "
              "with 1 - sum_i alpha_i): X_{2,S} uniform on {+-1}^{|S|}, Theta' = sum_i alpha_i Theta_i + E arbitrary.",
    statement_tex=r"$$\mathbb{P}\left[\text{sgn}(x^\top \mathcal{E}'_S \mathbf{X}_{2,S}) \cdot \text{sgn}\left(\sum_i "
                  r"\alpha_i - 1\right) \geq 0\right] = 1/2 \quad (89)$$",
    kind="step", comparison="==", bound=B.identity, measure=_eq89_measure, rtol=0.0, atol=0.0,
    strategy=lambda: st.fixed_dictionaries({"s": st.integers(1, 10), "ties": st.booleans(),
                                            "sigma": st.sampled_from([-1, 0, 1]), "seed": SEEDS}),
    expect="erratum",
    evidence=f"{AUDIT}. The event '... >= 0' contains the ties: if sum_i alpha_i = 1 (Theta' = Theta_1 + E, allowed: "
             "Lemma 6.4 quantifies over every Theta' with ||Theta^perp||_F >= eps*), sgn(0) = 0 and the probability is 1; "
             "if <u, X_S> = 0 has positive probability (u = x^T E'_S with two equal entries, e.g. u = (1, 1): P[<u, X> = "
             "0] = 1/2), it is 3/4. Symmetry (X_S -> -X_S) gives only '>= 1/2', which is all the proof uses: harmless.",
    second_path="tests/test_chenli_r5_chenli2.py::test_eq89_ties",
    no_correction_reason="the proof needs P >= 1/2 (X_S -> -X_S symmetry), a different comparison; the '=' holds when "
                         "sum_i alpha_i != 1 and <u, X_S> never vanishes",
    mutants={"1/2 + 1/4": lambda value: value + Fraction(1, 4)},
    notes="Exact rational probabilities by enumeration of X_S; |S| <= 10.",
    domain=(Param("s", 1, INF, integer=True, text="|S| <= d'", unreached="|S| <= 10 (exact enumeration)"),),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ================================================================== Lemma 6.8's proof, Item 4 (L1673): rows vs columns


def _l1673_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    rng = np.random.default_rng(inst["seed"])
    d = int(inst["d"])
    Th = rng.normal(size=(d, d))
    if inst["symmetric"]:
        Th = (Th + Th.T) / 2
    x = rng.choice([-1.0, 1.0], size=d)
    S = rng.choice(d, size=min(int(inst["s"]), d - 1), replace=False)
    Sc = np.setdiff1d(np.arange(d), S)
    lhs = float(np.linalg.norm(x @ Th[:, Sc]) ** 2)
    printed = float(np.linalg.norm(x @ Th) ** 2 - sum(float(Th[j, :] @ x) ** 2 for j in S))
    cols = float(np.linalg.norm(x @ Th) ** 2 - sum(float(Th[:, j] @ x) ** 2 for j in S))
    return Measurement(lhs, {"printed": printed, "corrected": cols}, {"|S|": len(S)})


CLAIMS.append(Claim(
    id="chenli.display.lemma6.8-item4-rows",
    catalog_id="chenli.lemma6.8",
    paper=PAPER,
    source=_src("Proof of Lemma 6.8, Item 4, Section 6.4.2", "L1673"),
    statement="||x^T (Theta_i)_{:,S^c}||^2 = ||x^T Theta_i||^2 - sum_{j in S} <(Theta_i)_{j,:}, x>^2 (the first '='; "
              "(Theta_i)_{:,S^c} zeroes the columns outside S^c, (Theta_i)_{j,:} is the j-th row).",
    statement_tex=r"$$\|x^\top (\Theta_i)_{:,S^c}\|^2 = \|x^\top \Theta_i\|^2 - \sum_{j \in S} \langle (\Theta_i)_{j,:}, x "
                  r"\rangle^2$$",
    kind="step", comparison="==", bound=B.lemma618_expansion, measure=_l1673_measure, rtol=1e-9, atol=1e-9,
    strategy=lambda: st.fixed_dictionaries({"d": st.integers(2, 10), "s": st.integers(1, 5),
                                            "symmetric": st.booleans(), "seed": SEEDS}),
    expect="erratum",
    evidence=f"{AUDIT}. x^T Theta_{{:,S^c}} has entries <(Theta_i)_{{:,j}}, x> for j not in S, so the removed terms are "
             "the columns' <(Theta_i)_{:,j}, x>^2, not the rows'; the two agree for symmetric Theta_i only. d = 2, "
             "Theta = [[1, 2], [0, 1]], x = (1, 1), S = {1}: ||x^T Theta_{:,S^c}||^2 = 9, printed 10 - 9 = 1 "
             "(columns: 10 - 1 = 9). Harmless index slip (Assumption 4 bounds rows and columns alike).",
    second_path="tests/test_chenli_r5_chenli2.py::test_lemma68_rows_vs_columns",
    corrected=B.lemma618_expansion_corrected,
    corrected_text="||x^T (Theta_i)_{:,S^c}||^2 = ||x^T Theta_i||^2 - sum_{j in S} <(Theta_i)_{:,j}, x>^2.",
    mutants={"the column form plus 0.1": lambda printed, corrected: corrected + 0.1},
    notes="Both right sides are computed; 'printed' is the bound, 'corrected' the column form.",
    domain=(Param("d", 1, INF, integer=True, text="d", unreached="d <= 10 (an identity)"),),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ================================================================== more steps that hold (L1569, L1638, L2094, L2146, L2250)


def _l1569(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Theta' = sum alpha_i Theta_i + E (E orthogonal); Gram of the Theta_i with Assumption 1-2 (kappa = the drawn
    coherence, lambda = the norm floor): lhs ||Theta'||_F ||Theta_i||_F, right side lambda |alpha_i| ||Theta_1||^2 -
    kappa ||Theta_1||^2 sum_{i' != i} |alpha_i'| (the chain's two ends)."""
    G, n, kappa = _avg_gram({**inst, "aligned": inst["aligned"]})
    m = len(n)
    rng = np.random.default_rng(inst["seed"] + 3)
    alpha = rng.normal(size=m) * inst["alpha_scale"]
    e2 = inst["e_norm"] ** 2
    i = int(inst["istar"]) % m
    tp2 = float(alpha @ G @ alpha) + e2
    lhs = math.sqrt(tp2) * n[i]
    rhs = inst["lam"] * abs(alpha[i]) * n[0] ** 2 - kappa * n[0] ** 2 * float(np.abs(np.delete(alpha, i)).sum())
    mid = abs(float(G[i] @ alpha))
    return Measurement(lhs, {"value": rhs}, {"|<Theta', Theta_i>|": mid})


CLAIMS.append(_tstep(
    "chenli.display.eq71-chain", "chenli.eq71", "Section 6.4.1, before (71)", "L1569",
    "||Theta'||_F ||Theta_i||_F >= |<Theta', Theta_i>| >= |alpha_i| ||Theta_i||_F^2 - sum_{i' != i} |alpha_i'| "
    "|<Theta_i, Theta_i'>| >= lambda |alpha_i| ||Theta_1||_F^2 - kappa ||Theta_1||_F^2 sum_{i' != i} |alpha_i'| "
    "(Assumptions 1-2; kappa of (7)).",
    r"$$\|\boldsymbol{\theta}'\|_F \|\boldsymbol{\theta}_i\|_F \geq |(\boldsymbol{\theta}', \boldsymbol{\theta}_i)| \geq "
    r"\dots \geq \lambda |\alpha_i| \cdot \|\boldsymbol{\theta}_1\|_F^2 - \kappa \cdot \|\boldsymbol{\theta}_1\|_F^2 "
    r"\sum_{i' \neq i} |\alpha_{i'}|$$",
    _l1569, lambda: st.fixed_dictionaries({
        "m": with_edges(st.integers(1, 5), 1), "lam": with_edges(st.floats(0.05, 0.999), 0.999),
        "c": with_edges(log_uniform(1e-3, 1.0), 1.0), "log_d": st.floats(1.0, 10.0), "equal": st.booleans(),
        "aligned": st.booleans(), "istar": st.integers(0, 5), "alpha_scale": log_uniform(0.01, 10.0),
        "e_norm": with_edges(log_uniform(1e-3, 10.0), 1e-3), "seed": SEEDS}),
    (Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 5"),), comparison=">=",
    notes="The Theta_i enter through their Gram matrix (realised directly; norms of Assumption 1, inner products within "
          "kappa of (7)). Nearly tight at m = 1 with E -> 0 and lambda -> 1."))


def _l1638(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """nu d' sqrt(log(d)/d) with d' := kappa sqrt(d)/(nu sqrt(log d)) (75), against kappa."""
    d, kappa, nu = inst["d"], inst["kappa"], inst["nu"]
    dprime = kappa * math.sqrt(d) / (nu * math.sqrt(math.log(d)))
    return Measurement(nu * dprime * math.sqrt(math.log(d) / d), {"value": kappa}, {"d'": dprime})


CLAIMS.append(_tstep(
    "chenli.eq77-second", "chenli.lemma6.4", "Section 6.4.2, Eq. (77) with (75)", "L1628, L1638",
    "With d' := kappa sqrt(d)/(nu sqrt(log d)) (75): nu d' sqrt(log(d)/d) <= kappa (the second part of (77); the first, "
    "m kappa << lambda exp(-1/nu), has a hidden constant).",
    r"$$\nu d' \sqrt{\log(d)/d} \leq \kappa$$",
    _l1638, lambda: st.fixed_dictionaries({"d": log_uniform(3.0, 1e12), "kappa": log_uniform(1e-8, 0.5),
                                           "nu": log_uniform(1e-3, 1.0)}),
    (Param("d", 1, INF, text="d", unreached="d <= 1e12 (an identity in d)"),),
    notes="Holds with equality for every d, kappa, nu."))


def _l2146(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """alpha, alpha* in the simplex with alpha_2, alpha_3, alpha*_2, alpha*_3 >= 1/3 and ||alpha - alpha*||_inf <= 2 eps
    (eps <= 1/12, so Lemma 3.8 applies with 2 eps <= 1/6): lhs the largest |t - s| over the Step-12 interval t in
    [s_alg - 7 eps, s_alg + 7 eps], i.e. |s - s_alg| + 7 eps; right side 19 eps."""
    rng = np.random.default_rng(inst["seed"])
    eps = inst["eps"]
    k = int(inst["k"])
    for _ in range(200):
        a = np.concatenate([[0.0], rng.uniform(1 / 3, 0.5, size=2), rng.uniform(0, 1, size=k - 3)])
        a[3:] *= max(0.0, 1 - a[1:3].sum()) / max(a[3:].sum(), 1e-300) if k > 3 else 0.0
        a[0] = max(0.0, 1 - a[1:].sum())
        a /= a.sum()
        shift = rng.uniform(-2 * eps, 2 * eps, size=k)
        shift -= shift.mean()
        shift *= min(1.0, 2 * eps / max(np.abs(shift).max(), 1e-300))
        b = a + shift
        if b.min() >= 0 and min(a[1], a[2], b[1], b[2]) >= 1 / 3:
            break
    else:
        raise SolverFailure("no admissible alpha* drawn")
    s, s_alg = math.log(a[1] / a[2]), math.log(b[1] / b[2])
    return Measurement(abs(s - s_alg) + 7 * eps, {"value": 19 * eps}, {"|s - s_alg|/eps": abs(s - s_alg) / eps})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.15-19eps", "chenli.lemma6.15", "Proof of Lemma 6.15, Section 6.5", "L2134, L2142-L2146",
    "||alpha - alpha*|| <= 2 eps, so |s - s_alg| <= 12 eps (Lemma 3.8), and the Step-12 constraint X_1 Theta (X_2 - "
    "X_3)^T in [s_alg - 7 eps, s_alg + 7 eps] implies X_1 Theta (X_2 - X_3)^T in [s - 19 eps, s + 19 eps].",
    r"$$\mathbf{X}_1; \boldsymbol{\Theta}(\mathbf{X}_2 - \mathbf{X}_3)^T \in [s - 19\varepsilon, s + 19\varepsilon].$$",
    _l2146, lambda: st.fixed_dictionaries({"eps": log_uniform(1e-4, 1 / 12), "k": st.integers(3, 6), "seed": SEEDS}),
    (Param("eps", 0.0, 1 / 12, lo_closed=False, text="2 eps <= 1/6 (Lemma 3.8)", unreached="eps >= 1e-4"),),
    mutants={"12 eps (the 7 eps margin dropped)": lambda value: value * 12 / 19}, auto=False,
    notes="Lemma 3.8's 6 (2 eps) is not tight, so the planted 12 eps dies through the 7 eps margin."))


# ---------------------------------------------------------- Lemma 8.4's proof (L2828-L2840)


def _l84_parts(inst: dict) -> dict:
    """Theta_1..Theta_m as vectors (Gram of Assumptions 1-2, kappa of (7)); M_1..M_m orthonormal with
    ||Pi_att^perp(M_i)||_F <= nu = nu_frac/sqrt(2m); A: M_i = sum_j mu_ij Theta_j + E_i; B = A C."""
    rng = np.random.default_rng(inst["seed"])
    m = int(inst["m"])
    G, n, kappa = _avg_gram(inst)
    Lc = np.linalg.cholesky(G + 1e-300 * np.eye(m))
    D = m + int(inst["extra"]) + m
    C = np.zeros((m, D))
    C[:, :m] = Lc  # the Theta_i span the first m coordinates
    nu = inst["nu_frac"] / math.sqrt(2 * m)
    # orthonormal M_i: rotate the span's basis slightly into the complement (||E_i|| <= nu)
    Q = np.linalg.qr(rng.normal(size=(m, m)))[0]
    t = rng.uniform(0, 1, size=m) * math.asin(min(1.0, nu))
    Mrows = np.zeros((m, D))
    Mrows[:, :m] = Q * np.cos(t)[:, None]
    Mrows[np.arange(m), m + np.arange(m)] = np.sin(t)
    E = Mrows.copy()
    E[:, :m] = 0.0
    A = np.linalg.solve(C[:, :m].T, (Mrows - E)[:, :m].T).T  # (M_i - E_i) = sum_j A_ij Theta_j
    Bm = A @ C
    return {"A": A, "B": Bm, "C": C, "F1sq": float(n[0] ** 2), "nu": nu, "Enorm": float(np.linalg.norm(E, axis=1).max()),
            "M": Mrows}


def _l84_strategy() -> st.SearchStrategy:
    return st.fixed_dictionaries({
        "m": with_edges(st.integers(1, 5), 1), "lam": with_edges(st.floats(0.05, 0.999), 0.999),
        "c": with_edges(log_uniform(1e-3, 1.0), 1.0), "log_d": st.floats(1.0, 10.0), "equal": st.booleans(),
        "aligned": st.booleans(), "istar": st.just(0), "extra": st.integers(0, 3),
        "nu_frac": with_edges(st.floats(0.0, 1.0), 1.0, 0.0), "seed": SEEDS})


def _l84_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        p = _l84_parts(inst)
        if which == "137":
            lhs = float(np.abs(p["B"] @ p["B"].T - p["A"] @ p["C"] @ p["C"].T @ p["A"].T).max())
            return Measurement(lhs, {"value": 0.0}, {"||BB^T||": float(np.abs(p["B"] @ p["B"].T).max())})
        if which == "138":
            return Measurement(float(np.linalg.eigvalsh(p["C"] @ p["C"].T).max()), {"value": 2 * p["F1sq"]})
        if which == "139":
            return Measurement(float(np.linalg.eigvalsh(p["B"] @ p["B"].T).min()), {"value": 0.25},
                               {"max ||E_i||/nu": p["Enorm"] / max(p["nu"], 1e-300)})
        return Measurement(float(np.linalg.eigvalsh(p["A"] @ p["A"].T).min()), {"value": 1 / (8 * p["F1sq"])})
    return measure


_L84_DOMAIN = (Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 5"),
               Param("nu_frac", 0.0, 1.0, text="nu <= 1/sqrt(2m)", key="nu_frac"))
for _w, _line, _cid, _txt, _tex, _cmp, _mut in (
        ("137", "L2828", "chenli.eq137", "B = A C (rows M_i - E_i, C rows Theta_i), so B B^T = A C C^T A^T (137).",
         r"$$\mathbf{B}\mathbf{B}^\top = \mathbf{A}\mathbf{C}\mathbf{C}^\top\mathbf{A}^\top. \quad (137)$$", "==",
         {"off by 1e-3": lambda value: value + 1e-3}),
        ("138", "L2830-L2832", "chenli.eq138", "(C C^T)_ii = ||Theta_i||_F^2 >= lambda ||Theta_1||_F^2, |(C C^T)_ij| <= "
         "kappa ||Theta_1||_F^2, so by (7) and Gershgorin C C^T <= 2 ||Theta_1||_F^2 (138).",
         r"$$\mathbf{C}\mathbf{C}^\top \preceq 2\|\Theta_1\|_F^2. \quad (138)$$", "<=",
         {"||Theta_1||_F^2 (the factor 2 dropped, 10% short)": lambda value: 0.45 * value}),
        ("139", "L2834-L2836", "chenli.eq139", "sigma_min(B') = 1 (M_i orthonormal) and ||B' - B||_op^2 <= sum_i "
         "||E_i||_F^2 <= m nu^2 <= 1/2, so B B^T >= (1/4) Id (139).",
         r"$$\mathbf{B}\mathbf{B}^\top \succeq \frac{1}{4} \text{Id}. \quad (139)$$", ">=",
         {"Id (the 1/4 read as 1: no room for the tilt)": lambda value: 4 * value}),
        ("140", "L2840", "chenli.display.lemma8.4-aat", "Combining (137)-(139): A A^T >= (1/8) ||Theta_1||_F^{-2} Id.",
         r"$$\mathbf{A}\mathbf{A}^\top \succeq \frac{1}{8} \|\Theta_1\|_F^{-2} \text{Id}.$$", ">=",
         {"(3/2) ||Theta_1||_F^{-2} Id": lambda value: 12 * value})):
    CLAIMS.append(_tstep(_cid, "chenli.lemma8.4", f"Proof of Lemma 8.4, Section 8{', Eq. (' + _w + ')' if _w != '140' else ''}",
                         _line, _txt, _tex, _l84_measure(_w), _l84_strategy, _L84_DOMAIN, comparison=_cmp,
                         mutants=_mut, auto=False, rtol=1e-9 if _cmp != "==" else 0.0, atol=1e-9,
                         notes="The Theta_i are the rows of C (Cholesky of a Gram matrix meeting Assumptions 1-2 with "
                               "kappa of (7)); the M_i are an orthonormal basis of span(Theta) tilted into the complement "
                               "by angles up to asin(nu)."))


# ---------------------------------------------------------- Lemma 8.3's proof (L2754); Lemma 9.3's proof (L2925)


def _l2754(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """v_1..v_m (Gram of Lemma 8.3's hypotheses: norms ||v_i||^2 >= lambda ||v_1||^2, coherence kappa of (7) <
    lambda/(2 m^2)); lhs the largest <Pi, sum_i v_i v_i^T> over (m-1)-dimensional projectors Pi (Ky Fan: the top m - 1
    eigenvalues of the Gram matrix); right side sum_{i <= m-1} ||v_i||^2 + m^2 kappa ||v_1||^2."""
    G, n, kappa = _avg_gram(inst)
    m = len(n)
    ev = np.sort(np.linalg.eigvalsh(G))[::-1]
    lhs = float(ev[: m - 1].sum())
    n2 = n**2
    first = float(n2[: m - 1].sum() + m * m * kappa * n2[0])
    last = float(n2.sum() - inst["lam"] / 2 * n2[0])
    return Measurement(lhs, {"value": first}, {"chain's last right side": last, "kappa": kappa})


CLAIMS.append(_tstep(
    "chenli.display.lemma8.3-kyfan", "chenli.lemma8.3", "Proof of Lemma 8.3, Section 8", "L2754",
    "For any (m-1)-dimensional projector Pi: <Pi, sum_i v_i v_i^T> <= sum_{i=1}^{m-1} ||v_i||^2 + m^2 kappa ||v_1||^2 "
    "(the first link; then <= sum_i ||v_i||^2 - (lambda - m^2 kappa) ||v_1||^2 <= sum_i ||v_i||^2 - (lambda/2) "
    "||v_1||^2), under Lemma 8.3's hypotheses (kappa < lambda/(2 m^2)).",
    r"$$\left\langle \Pi, \sum_i v_i v_i^\top \right\rangle \leq \sum_{i=1}^{m-1} \|v_i\|^2 + m^2\kappa \|v_1\|^2$$",
    _l2754, lambda: st.fixed_dictionaries({
        "m": with_edges(st.integers(2, 6), 2), "lam": with_edges(st.floats(0.05, 0.999), 0.999),
        "c": with_edges(log_uniform(1e-3, 1.0), 1.0), "log_d": st.floats(1.0, 10.0), "equal": st.booleans(),
        "aligned": st.booleans(), "istar": st.just(0), "seed": SEEDS}),
    (Param("m", 2, INF, integer=True, text="m vectors", unreached="m <= 6"),),
    notes="Ky Fan: max over rank-(m-1) projectors of <Pi, M> is the sum of M's top m - 1 eigenvalues, those of the Gram "
          "matrix. Tight for orthogonal v_i (kappa -> 0)."))


def _l2925(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    rng = np.random.default_rng(inst["seed"])
    k, d, eps = int(inst["k"]), int(inst["d"]), inst["eps"]
    X = rng.choice([-1.0, 1.0], size=(k, d))
    th = rng.normal(size=(d, d)) * inst["scale"]
    Dl = rng.normal(size=(d, d)) if not inst["rank_one"] else np.outer(X[0], X[int(inst["r"]) % k])
    Dl *= eps / np.linalg.norm(Dl)

    def sm(z: np.ndarray) -> np.ndarray:
        e = np.exp(z - z.max())
        return e / e.sum()

    r = int(inst["r"]) % k
    a, b = sm(X[r] @ th @ X.T), sm(X[r] @ (th + Dl) @ X.T)
    return Measurement(float(np.linalg.norm(a - b)), {"value": eps * d * math.sqrt(k)},
                       {"||X_r (theta - theta^) X^T||": float(np.linalg.norm(X[r] @ Dl @ X.T))})


CLAIMS.append(_tstep(
    "chenli.display.lemma9.3-lipschitz", "chenli.lemma9.3", "Proof of Lemma 9.3, Section 9", "L2925",
    "||theta_i - theta^_i||_F <= eps: ||softmax(X_r theta_i X^T) - softmax(X_r theta^_i X^T)|| <= ||X_r (theta_i - "
    "theta^_i) X^T|| <= eps d sqrt(k) ('by Lipschitzness of softmax').",
    r"$$\|\text{softmax}(\mathbf{X}_{r,:}\boldsymbol{\theta}_i\mathbf{X}^T) - \text{softmax}(\mathbf{X}_{r,:}"
    r"\widehat{\boldsymbol{\theta}}_i\mathbf{X}^T)\| \leq \|\mathbf{X}_{r,:}(\boldsymbol{\theta}_i - "
    r"\widehat{\boldsymbol{\theta}}_i)\mathbf{X}^T\| \leq \varepsilon d \sqrt{k}$$",
    _l2925, lambda: st.fixed_dictionaries({"k": st.integers(2, 6), "d": st.integers(1, 8), "eps": log_uniform(1e-4, 3.0),
                                           "scale": log_uniform(1e-3, 1.0), "rank_one": st.booleans(),
                                           "r": st.integers(0, 5), "seed": SEEDS}),
    (Param("eps", 0.0, INF, lo_closed=False, text="eps > 0", unreached="eps in [1e-4, 3]"),),
    mutants={"eps d sqrt(k) / 20": lambda value: value / 20}, auto=False,
    notes="softmax is 1/2-Lipschitz in L2 (Jacobian diag(p) - p p^T), so the first link has slack; the second is tight "
          "for a rank-one difference along (X_r, X_l) at k = 1-like patterns. The planted eps d sqrt(k)/20 dies at d = k "
          "= 2 with large eps."))


# ================================================================== Lemma 6.2's proof, (62) + (63) => L1418


def _l1418_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """W_i = diag(sigma, c_i) (d = 1 + L m), sigma = 1 the shared top singular value, c_i = y_i repeated L times over
    sqrt(L) with Gram(y) = rho^2 on the diagonal and g = -(kp (1 + rho^2) + 1) off it (so <W_i, W_i'> = -kp ||W_i||
    ||W_i'||); (lambda_i)_j = a_i in [-1, 1] (a vertex difference gives 1). lhs ||M_j||_op^2, right side (m/r_W)(1 +
    m kappa') ||M_j||_F^2 with r_W = min_i ||W_i||_F^2/||W_i||_op^2 and kappa' the realised coherence."""
    m, kp = int(inst["m"]), inst["kp"]
    rho2 = inst["rho2"]
    g = -(kp * (1 + rho2) + 1)
    Gy = np.full((m, m), g)
    np.fill_diagonal(Gy, rho2)
    ev = np.linalg.eigvalsh(Gy)
    if ev.min() < -1e-12:
        return Measurement(0.0, {"value": 1.0}, {"infeasible": "Gram of the c_i not PSD (rho^2 too small)"})
    w, V = np.linalg.eigh(Gy)
    Y = V * np.sqrt(np.clip(w, 0, None))  # rows y_i with Y Y^T = Gy
    L = max(1, int(math.ceil(float(np.abs(Y).max()) ** 2)) + 1)
    C = np.repeat(Y, L, axis=1) / math.sqrt(L)  # m x (L m); entries <= 1 in magnitude
    rng = np.random.default_rng(inst["seed"])
    a = np.ones(m) if inst["aligned"] else rng.uniform(-1, 1, size=m)
    Wd = np.concatenate([np.ones((m, 1)), C], axis=1)  # diagonals of W_i
    Md = a @ Wd  # diagonal of M_j
    normsW2 = (Wd**2).sum(1)
    r_W = float((normsW2 / np.abs(Wd).max(1) ** 2).min())
    G = Wd @ Wd.T
    coh = np.abs(G) / np.sqrt(np.outer(normsW2, normsW2))
    np.fill_diagonal(coh, 0.0)
    kpr = float(coh.max())
    op2 = float(np.abs(Md).max() ** 2)
    F2 = float((Md**2).sum())
    return Measurement(op2, {"value": m / r_W * (1 + m * kpr) * F2},
                       {"kappa' realised": kpr, "r_W": r_W, "(62)'s (m/r_W) sum a_i^2 ||W_i||^2": m / r_W * float(
                           (a**2 * normsW2).sum()), "1/(m(m-1))": 1 / (m * (m - 1))})


CLAIMS.append(Claim(
    id="chenli.display.lemma6.2-op-frob",
    catalog_id="chenli.lemma6.2",
    paper=PAPER,
    source=_src("Proof of Lemma 6.2, Section 6.1 ('combining (62) and (63)')", "L1418"),
    statement="M_j = sum_i (lambda_i)_j W_i, lambda_i in Delta^{k-1} - Delta^{k-1}, Assumption 8 (|<W_i, W_i'>| <= kappa' "
              "||W_i||_F ||W_i'||_F, kappa' in (0, 1)) and Assumption 9 (||W_i||_F^2 >= r_W ||W_i||_op^2): 'combining (62) "
              "and (63)', ||M_j||_op^2 <= (m/r_W)(1 + m kappa') ||M_j||_F^2 (the first inequality; the next, <~ (m/r_W) "
              "||M_j||_F^2, uses (9)).",
    statement_tex=r"$$\|\mathbf{M}_j\|_{\text{op}}^2 \leq \frac{m}{r_{\mathbf{W}}} (1 + m \kappa') \|\mathbf{M}_j\|_F^2$$",
    kind="step", comparison="<=", bound=B.upper, measure=_l1418_measure,
    strategy=lambda: st.fixed_dictionaries({"m": with_edges(st.integers(2, 5), 3), "kp": st.floats(0.01, 0.99),
                                            "rho2": log_uniform(1.0, 200.0), "aligned": st.booleans(), "seed": SEEDS}),
    expect="erratum",
    evidence=f"Re-derived independently from the paper by auditors' own scripts (docs/audits/round16/chenli.md, auditors A, B): confirmed as printed. {AUDIT}. (62) and (63) give ||M_j||_op^2 <= (m/r_W) S and ||M_j||_F^2 >= (1 - m kappa') S (S = sum_i "
             "(lambda_i)_j^2 ||W_i||_F^2), i.e. the factor 1/(1 - m kappa') >= 1 + m kappa', not 1 + m kappa'. Realised "
             "by diagonal W_i sharing their top singular value 1 (so (62) is tight) with pairwise inner products "
             "-kappa' ||W_i|| ||W_i'|| and (lambda_i)_j = 1: the ratio exceeds 1 exactly when kappa' > 1/(m(m - 1)); m = "
             "3, kappa' = 0.3, ||W_i||_F^2 = 8 (r_W = 8): ||M_j||_op^2 = 9 against (3/8)(1.9)(9.6) = 6.84. Harmless: the "
             "next step invokes (9) (kappa' << 1/m), under which the factor is 1 + O(m kappa'). Round 16: that recorded "
             "instance breaks (9) (kappa' = 0.3 against 1/m = 1/3) and Assumption 9 (r_W = 8 against m^3 k log d); the "
             "construction's ratio 1/(1 - (m - 1) kappa') does not depend on r_W, so the crossing holds inside both "
             "under either reading of '<<': m = 20, kappa' = 1/200 (m kappa' = 1/10), r_W = 1e12, log d = 73, k = 20 "
             "(Assumption 11's m1_bar = 24): 1.10497 > 1.1; m = 100, kappa' = 2e-4 (m kappa' = 0.02), r_W = 1e18, log d "
             "= 505: 1.02020 > 1.02 (tests/test_chenli_r16_chenli.py::test_lemma6_2_op_frob_inside_9_and_assumption9).",
    second_path="tests/test_chenli_r5_chenli2.py::test_l1418_shared_top_direction",
    no_correction_reason="the factor that follows from (62)-(63) is 1/(1 - m kappa') (for m kappa' < 1); the bound is "
                         "passed through 'value', so the corrected factor is a different right side, stated in words",
    corrected_text="||M_j||_op^2 <= (m/r_W) ||M_j||_F^2/(1 - m kappa') for m kappa' < 1 (then <~ (m/r_W) ||M_j||_F^2 by "
                   "(9)).",
    mutants={"a third of the right side": lambda value: value / 3}, auto_mutant=False,
    notes="r_W and kappa' are the drawn matrices' own (the largest r_W and smallest kappa' they satisfy). Instances whose "
          "Gram is infeasible report lhs 0.",
    domain=(Param("m", 2, INF, integer=True, text="m heads", unreached="m <= 5"),
            Param("kp", 0.0, 1.0, lo_closed=False, hi_closed=False, text="kappa' in (0, 1) (Assumption 8)",
                  key="kp")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ================================================================== Definition 9.2's remark (L2903)


def _wstar_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """w*_{i,j} = (W_i)_{j,1} (141); W_1 with ||W_1||_F = 1, W_i (i > 1) with ||W_i||_F = w_i >= sqrt(lambda')."""
    rng = np.random.default_rng(inst["seed"])
    m, d = int(inst["m"]), int(inst["d"])
    W = rng.normal(size=(m, d, d))
    if inst["heavy_col"]:
        W[:, :, 0] *= 10.0
    norms = np.concatenate([[1.0], np.full(m - 1, inst["w2"])])
    W *= (norms / np.linalg.norm(W, axis=(1, 2)))[:, None, None]
    wstar = W[:, :, 0].ravel()
    return Measurement(float(np.linalg.norm(wstar)), {"m": m, "w1": 1.0}, {"||W_i||_F": norms.tolist()})


def _wstar_strategy(wmax: float) -> st.SearchStrategy:
    return st.fixed_dictionaries({"m": with_edges(st.integers(1, 5), 2), "d": st.integers(1, 6),
                                  "w2": with_edges(log_uniform(0.01, wmax), wmax), "heavy_col": st.booleans(),
                                  "seed": SEEDS})


CLAIMS.append(Claim(
    id="chenli.display.def9.2-wstar-norm",
    catalog_id="chenli.lemma9.3",
    paper=PAPER,
    source=_src("Section 9, after Definition 9.2 and (141)", "L2903"),
    statement="w*_{i,j} := (W_i)_{j,1} (141): 'Note that ||w*|| <= sqrt(m) ||W_1||_F = sqrt(m)' (Assumption 10: ||W_1||_F "
              "= 1, ||W_i||_F^2 >= lambda' for i > 1, no upper bound).",
    statement_tex=r"Note that $\|w^*\| \leq \sqrt{m}\|\mathbf{W}_1\|_F = \sqrt{m}$.",
    kind="step", comparison="<=", bound=B.wstar_printed, measure=_wstar_measure,
    strategy=lambda: _wstar_strategy(100.0),
    readings=(Reading("||W_1||_F the largest", "Assumption 10 read with W_1 the largest projection matrix",
                      strategy=lambda: _wstar_strategy(1.0)),),
    expect="erratum as printed",
    evidence=f"{AUDIT}. ||w*||^2 = sum_i ||(W_i)_{{:,1}}||^2 <= sum_i ||W_i||_F^2, which is <= m ||W_1||_F^2 only if no "
             "W_i is larger than W_1; Assumption 10 lower-bounds the other norms only. m = 2, W_2 with ||W_2||_F = 10 "
             "concentrated in its first column: ||w*|| ~ 10 > sqrt 2. Under the reading 'W_1 the largest' it holds. "
             "The same unbounded ||W_i||_F breaks chenli.lemma6.3.completeness and drives chenli.lemma7.1's W_2 path; "
             "here it also puts w* outside Algorithm 5's constraint set ||w|| <= sqrt(m).",
    second_path="tests/test_chenli_r5_chenli2.py::test_wstar_norm",
    no_correction_reason="the bound that holds is ||w*|| <= (sum_i ||W_i||_F^2)^{1/2}, a different right side; under "
                         "the reading it is the printed one",
    mutants={"sqrt(m)/2": lambda m, w1: math.sqrt(m) / 2 * w1}, auto_mutant=False,
    notes="'heavy_col' puts most of each W_i's mass in its first column (where w* reads it).",
    domain=(Param("w2", 0.0, INF, lo_closed=False, text="||W_i||_F^2 >= lambda' (i > 1), no upper bound",
                  unreached="||W_i||_F <= 100"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 5")),
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))


# ---------------------------------------------------------- more steps that hold (L1513, L1527, L2094, L2122, L2250, L2750, L2776, L2824)


def _l63_decomp(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """alpha X What against Y_1 + sum_i delta_i X W_i + alpha X Delta (delta_i = alpha - s_i): largest entry difference."""
    rng = np.random.default_rng(inst["seed"])
    m, k, d = int(inst["m"]), int(inst["k"]), int(inst["d"])
    X = rng.choice([-1.0, 1.0], size=(k, d))
    W = rng.normal(size=(m, d, d))
    th = rng.normal(size=(m, d, d))
    Dl = rng.normal(size=(d, d)) * inst["delta_scale"]
    z = np.einsum("a,iab,kb->ik", X[0], th, X)
    S = np.exp(z - z.max(1, keepdims=True))
    S /= S.sum(1, keepdims=True)
    alpha = rng.dirichlet(np.ones(k))
    Y1 = sum(S[i] @ X @ W[i] for i in range(m))
    left = alpha @ X @ (W.sum(0) + Dl)
    right = Y1 + sum((alpha - S[i]) @ X @ W[i] for i in range(m)) + alpha @ X @ Dl
    return Measurement(float(np.abs(left - right).max()), {"value": 0.0}, {"||alpha X What||": float(np.linalg.norm(left))})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.3-decomposition", "chenli.lemma6.3", "Proof of Lemma 6.3, Section 6.3", "L1513, L1527",
    "alpha X What = sum_i alpha X W_i + alpha X Delta = sum_i softmax(X_1 Theta_i X^T) X W_i + sum_i delta_i X W_i + alpha "
    "X Delta = Y_1 + sum_i delta_i X W_i + alpha X Delta (L1513; L1527 is the same rearranged): checked as the largest "
    "entry difference between the first and last lines.",
    r"$$\alpha \mathbf{X} \widehat{\mathbf{W}} = \mathbf{Y}_1 + \sum_i \delta_i \mathbf{X} \mathbf{W}_i + \alpha "
    r"\mathbf{X} \Delta.$$",
    _l63_decomp, lambda: st.fixed_dictionaries({"m": st.integers(1, 3), "k": st.integers(2, 5), "d": st.integers(1, 6),
                                                "delta_scale": log_uniform(1e-3, 1.0), "seed": SEEDS}),
    (Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 3 (an identity)"),),
    comparison="==", rtol=0.0, atol=1e-9, mutants={"off by 1e-3": lambda value: value + 1e-3}))


def _l2094(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Each |X_1 Theta_i (X_2 - X_3)^T - s| <= 6 eps (the heads drawn so); Theta~ a convex combination: lhs
    |X_1 Theta~ (X_2 - X_3)^T - s|, right side 6 eps."""
    rng = np.random.default_rng(inst["seed"])
    m, d, eps = int(inst["m"]), int(inst["d"]), inst["eps"]
    X = rng.choice([-1.0, 1.0], size=(3, d))
    g = X[1] - X[2]
    if not g.any():
        g[0] = 2.0
        X[1, 0], X[2, 0] = 1.0, -1.0
    s = float(rng.normal())
    th = []
    for _ in range(m):
        T = rng.normal(size=(d, d))
        target = s + rng.uniform(-6 * eps, 6 * eps) if not inst["edge"] else s + 6 * eps * (1 - 1e-9) * rng.choice([-1, 1])
        T += np.outer(X[0], g) * (target - X[0] @ T @ g) / (float(X[0] @ X[0]) * float(g @ g))
        th.append(T)
    w = rng.dirichlet(np.ones(m))
    Tt = np.tensordot(w, np.array(th), axes=1)
    return Measurement(abs(float(X[0] @ Tt @ g) - s), {"value": 6 * eps})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.14-convexity", "chenli.lemma6.14", "Proof of Lemma 6.14, Section 6.5", "L2094",
    "If |X_1 Theta_i (X_2 - X_3)^T - s| <= 6 eps for every i, then 'by convexity' |X_1 Theta~ (X_2 - X_3)^T - s| <= 6 eps "
    "for every Theta~ in the convex hull of Theta_1..Theta_m.",
    r"$$|\mathbf{X}_1, \tilde{\Theta} (\mathbf{X}_2, -\mathbf{X}_3)^\top - s| \leq 6\epsilon.$$",
    _l2094, lambda: st.fixed_dictionaries({"m": st.integers(1, 4), "d": st.integers(1, 6), "eps": log_uniform(1e-4, 1.0),
                                           "edge": st.booleans(), "seed": SEEDS}),
    (Param("eps", 0.0, INF, lo_closed=False, text="eps > 0", unreached="eps in [1e-4, 1]"),),
    rtol=1e-9, notes="The heads are drawn with X_1 Theta_i (X_2 - X_3)^T at a drawn point of [s - 6 eps, s + 6 eps] "
                     "(within 1e-9 of its ends at the edge); tight when all heads sit at the same end."))


def _l2122(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Logits z with z_2 - z_3 = beta_i in [s, s + xi F] and z_2 - z_a >= beta F for a not in {2, 3}: lhs ||v -
    (e^{beta_i}/(e^{beta_i}+1) e_2 + 1/(e^{beta_i}+1) e_3)||_1, right side 2k exp(-beta F)."""
    rng = np.random.default_rng(inst["seed"])
    k, gap, bi = int(inst["k"]), inst["gap"], inst["beta_i"]
    z = np.zeros(k)
    z[2] = -bi
    z[3:] = -gap - (rng.exponential(1.0, size=k - 3) if not inst["tight"] else 0.0)
    z[0] = -gap - (0.0 if inst["tight"] else rng.exponential(1.0))
    v = np.exp(z - z.max())
    v /= v.sum()
    t = np.zeros(k)
    t[1], t[2] = math.exp(bi) / (math.exp(bi) + 1), 1 / (math.exp(bi) + 1)
    z2 = z.copy()
    z2[1] = 0.0
    return Measurement(float(np.abs(v - t).sum()), {"value": 2 * k * math.exp(-gap)})


CLAIMS.append(_tstep(
    "chenli.display.lemma6.15-two-sparse", "chenli.lemma6.15", "Proof of Lemma 6.15, Section 6.5 (by Lemma 3.7)", "L2122",
    "If X_1 Theta_i (X_2 - X_a)^T >= beta ||Theta_1||_F for all a != 2, 3 and beta_i := X_1 Theta_i (X_2 - X_3)^T in [s, "
    "s + xi ||Theta_1||_F], then ||v^(i) - (e^{beta_i}/(e^{beta_i} + 1) e_2 + 1/(e^{beta_i} + 1) e_3)||_1 <= 2k "
    "exp(-beta ||Theta_1||_F) (gap g = beta ||Theta_1||_F drawn).",
    r"$$\left\| v^{(i)} - \left(\frac{e^{\beta_i}}{e^{\beta_i} + 1} \cdot e_2 + \frac{1}{e^{\beta_i} + 1} \cdot e_3 "
    r"\right) \right\|_1 \leq 2ke^{-\beta \|\Theta_1\|_F}$$",
    _l2122, lambda: st.fixed_dictionaries({"k": st.integers(3, 10), "gap": log_uniform(0.01, 30.0),
                                           "beta_i": st.floats(0.0, 3.0), "tight": st.booleans(), "seed": SEEDS}),
    (Param("k", 3, INF, integer=True, text="k tokens", unreached="k <= 10"),),
    mutants={"2k exp(-g)/12": lambda value: value / 12}, auto=False,
    notes="The mass outside {2, 3} is at most (k - 2) e^{-g} (1 + e^{-beta_i})^{-1}, so the L1 distance to the "
          "renormalised two-point pattern is at most twice that: the printed 2k e^{-g} has slack."))


def _l2250(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(109) under Lemma 6.18's hypotheses: ||v - v*||^2 against eta ||v*||^2 + 2 kappa ||delta||_1 ||v_1||^2/alpha."""
    V, kappa, alpha = _l618_vectors(inst)
    m = V.shape[0]
    G = V @ V.T
    n2 = np.diag(G)
    Z = float((1 / n2).sum())
    ls = 1 / (Z * n2)
    rng = np.random.default_rng(inst["seed"] + 1)
    u = rng.normal(size=m)
    u -= u.mean()
    vs = ls @ V
    du = u @ V
    a, b, c = float(du @ du), 2 * float(vs @ du), -inst["eta"] * float(vs @ vs)
    t = (-b + math.sqrt(b * b - 4 * a * c)) / (2 * a) * inst["step"] if a > 1e-300 else 0.0
    delta = t * u
    v = (ls + delta) @ V
    rhs = inst["eta"] * float(vs @ vs) + 2 * kappa * float(np.abs(delta).sum()) * float(G[0, 0]) / alpha
    return Measurement(float((v - vs) @ (v - vs)), {"value": rhs}, {"kappa": kappa, "alpha": alpha, "m": m})


CLAIMS.append(_tstep(
    "chenli.eq109", "chenli.lemma6.18", "Proof of Lemma 6.18, Eq. (109), Section 6.5", "L2250",
    "Under Lemma 6.18's hypotheses and ||v||^2 <= (1 + eta) ||v*||^2: ||v - v*||^2 <= eta ||v*||^2 + 2 kappa ||delta||_1 "
    "||v_1||^2/alpha (109).",
    r"$$\|v - v^*\|^2 \leq \eta \|v^*\|^2 + \frac{2\kappa \|\delta\|_1 \cdot \|v_1\|^2}{\alpha}. \quad (109)$$",
    _l2250, _l618_strategy, (Param("eta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < eta < 1",
                                   unreached="eta in [0.01, 0.99]: (109) is continuous in eta at both ends"),),
    notes="Tight for orthogonal v_i (kappa = 0) with ||v||^2 = (1 + eta)||v*||^2 ('step' = 1)."))


def _l2750(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    G, n, kappa = _avg_gram(inst)
    return Measurement(float(np.linalg.norm(G - np.diag(np.diag(G)), 2)), {"value": len(n) * kappa * float(n[0] ** 2)})


CLAIMS.append(_tstep(
    "chenli.display.lemma8.3-gram", "chenli.lemma8.3", "Proof of Lemma 8.3, Section 8", "L2750",
    "||sum_i v_i v_i^T - diag(||v_1||^2, ..., ||v_m||^2)||_op <= m kappa ||v_1||^2, read for the Gram matrix (V V^T - "
    "diag, V with rows v_i): as printed the two matrices have different sizes (D x D and m x m); the Gram matrix has "
    "the same nonzero spectrum as sum_i v_i v_i^T.",
    r"$$\left\| \sum_i v_i v_i^\top - \text{diag}(\|v_1\|^2, \dots, \|v_m\|^2) \right\|_{\text{op}} \leq m\kappa \|v_1\|^2$$",
    _l2750, lambda: st.fixed_dictionaries({
        "m": with_edges(st.integers(2, 6), 2), "lam": with_edges(st.floats(0.05, 0.999), 0.999),
        "c": with_edges(log_uniform(1e-3, 1.0), 1.0), "log_d": st.floats(1.0, 10.0), "equal": st.booleans(),
        "aligned": st.booleans(), "istar": st.just(0), "seed": SEEDS}),
    (Param("m", 2, INF, integer=True, text="m vectors", unreached="m <= 6"),),
    mutants={"(m - 1)/2 kappa ||v_1||^2": lambda value: value * 0.4}, auto=False,
    notes="The off-diagonal Gram entries are at most kappa ||v_1||^2; the op norm is at most (m - 1) kappa ||v_1||^2 "
          "(attained with all inner products equal and equal norms)."))


def _l2824(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(136): with A (M_i - E_i = sum_j A_ij Theta_j) and lambda_i. the i-th row of A^{-1}: Theta_i = sum_j lambda_ij
    (M_j - E_j); lhs the largest entry difference."""
    p = _l84_parts(inst)
    Ainv = np.linalg.inv(p["A"])
    rec = Ainv @ (p["M"] - np.where(np.arange(p["M"].shape[1])[None] >= p["C"].shape[0], p["M"], 0.0))
    return Measurement(float(np.abs(rec - p["C"]).max()), {"value": 0.0})


CLAIMS.append(_tstep(
    "chenli.eq136", "chenli.lemma8.4", "Proof of Lemma 8.4, Eq. (136), Section 8", "L2824",
    "M_i = sum_j mu_ij Theta_j + E_i, A = (mu_ij), lambda_i. the i-th row of A^{-1}: Theta_i = sum_j lambda_ij (M_j - E_j) "
    "(136).",
    r"$$\Theta_i = \sum_{j=1}^m \lambda_{ij} (\mathbf{M}_j - \mathcal{E}_j). \quad (136)$$",
    _l2824, _l84_strategy, _L84_DOMAIN, comparison="==", rtol=0.0, atol=1e-8,
    mutants={"off by 1e-3": lambda value: value + 1e-3}))


def _l2776(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Matrices as vectors of R^D, span(Theta) = the first m coordinates; M^(1..l) orthonormal, N^(a) (E^(a)) their
    parts in (orthogonal to) span(Theta); M in conv(Theta). lhs: M's projection onto span(M^(a)) by least squares;
    right side sum_a <M^(a), M> N^(a) + sum_a <M^(a), M> E^(a); the largest entry difference."""
    rng = np.random.default_rng(inst["seed"])
    m, ell = int(inst["m"]), int(inst["ell"]) % int(inst["m"]) + 1
    D = m + int(inst["extra"]) + 1
    Th = np.zeros((m, D))
    Th[:, :m] = rng.normal(size=(m, m))
    Mo = np.linalg.qr(rng.normal(size=(D, ell)))[0].T  # rows M^(a)
    N, E = Mo.copy(), Mo.copy()
    N[:, m:] = 0.0
    E[:, :m] = 0.0
    M = rng.dirichlet(np.ones(m)) @ Th
    coef = np.linalg.lstsq(Mo.T, M, rcond=None)[0]
    proj = coef @ Mo
    ip = Mo @ M
    return Measurement(float(np.abs(proj - (ip @ N + ip @ E)).max()), {"value": 0.0})


CLAIMS.append(_tstep(
    "chenli.display.lemma8.2-parallel", "chenli.lemma8.2", "Proof of Lemma 8.2, Section 8", "L2776",
    "M^(a) = N^(a) + E^(a) (N^(a) in span(Theta_1..Theta_m), E^(a) orthogonal to it), M^(1..l) orthonormal: M^par = "
    "sum_a <M^(a), M> N^(a) + sum_a <M^(a), M> E^(a) (M^par the projection of M onto span(M^(1..l))).",
    r"$$\mathbf{M}^\parallel = \sum_{a=1}^{\ell} \langle \mathbf{M}^{(a)}, \mathbf{M} \rangle \mathbf{N}^{(a)} + "
    r"\sum_{a=1}^{\ell} \langle \mathbf{M}^{(a)}, \mathbf{M} \rangle \mathcal{E}^{(a)}$$",
    _l2776, lambda: st.fixed_dictionaries({"m": st.integers(1, 5), "ell": st.integers(0, 4), "extra": st.integers(0, 4),
                                           "seed": SEEDS}),
    (Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 5 (an identity)"),),
    comparison="==", rtol=0.0, atol=1e-9, mutants={"off by 1e-3": lambda value: value + 1e-3}))


# ================================================================== (78), Proof of Lemma 6.4 (L1649)


def _l1649(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(78) on a closed-form family inside (7), (8) and Assumptions 1-6 (round 16; every '<<' a factor 10), in logs
    (log d = L is in the hundreds, so no matrix is built; tests build the same family as matrices at small d). m = 1,
    ||Theta_1||_F = F. Theta: a diagonal block of n entries +-a (alternating: trace 0) on the heavy coordinates S0,
    carrying the fraction h of F^2 (a^2 = h F^2/n), and a zero-diagonal partial isometry (a scaled cyclic shift) on the
    other coordinates carrying 1 - h. E' = F (p Theta_S0/||Theta_S0||_F - q Theta_S0^c/||Theta_S0^c||_F + r N), N a
    unit matrix on the S0^c columns, dense (flat columns), orthogonal to Theta; p sqrt(h) = q sqrt(1 - h) restores
    <Theta, E'> = 0; p^2 + q^2 + r^2 = 1 gives ||E'||_F = F. For every x, x^T E'_{:j} = +-p F/sqrt(n) on S0 (exactly)
    and the light entries are flat, so Fact 6.7's own construction (the first j with gamma_j < 1/(nu d')) returns
    S = S0 once p^2/n >= 2/(nu d') (n = floor(p^2 nu d'/2)); Case (A) if 1 - p^2 <= e^{-1/nu}, else (B). lhs
    |<Theta, E'_S>|/F^2 = p sqrt(h); right side (nu d'/sqrt d) = kappa/sqrt(log d) by (75). h = g kappa^{1 - t}:
    t = 0 keeps Lemma 6.8's Item 4 (heavy mass h F^2 <= 2 kappa F^2 for g < 2).
    Round 17 (Assumption 7): with the shift as light block Assumption 7 fails for every x (each light column is s
    times a basis vector, so at lambda = pi/s every light factor |cos(lambda <x, Theta_{:j}>)| is 1, and T may drop the
    o(d) heavy columns). The family is therefore Lemma C.3's smoothed copy Theta~ = Theta + G, G with iid N(0,
    sigma^2/d) entries, sigma = 10 sqrt(m/d) (r sigma >= sqrt(m/d) at r = sqrt(m), a factor 10), at scale F = d
    (Assumption 6 allows up to (kd)^{O(m)}): Assumption 7 holds for it with the probability Lemma C.3 gives (columns
    of Theta of norm <= alpha = a >> sigma: slack s_A7_alpha). ||G||_F <= 2 sigma sqrt(d) with probability 1 - e^{-d},
    so the relative perturbation delta = ||G||_F/F <= 20 sqrt(m)/d; re-orthogonalising E' against Theta~ and
    rescaling moves E' by <= 2.1 delta F, so |<Theta~, E~'_S>| >= (p sqrt(h) - 4 delta) F^2 (lhs below, a lower
    bound), and every other slack moves by O(delta) = O(e^{-log d}) relative (s_A7_stable: delta <= kappa/100, the
    smallest relative room of the family's conditions being (2 - g) kappa >= kappa/10)."""
    L, lam, k, c7, c8 = float(inst["ld"]), float(inst["lam"]), float(inst["k"]), float(inst["c7"]), float(inst["c8"])
    m = 1
    kappa = c7 * lam**6.5 / (m**6.5 * L**2)  # (7)
    log_r = math.log(10.0) + c8 * math.log(L + math.log(m * k)) - math.log(kappa * lam) + float(inst["rho"])  # (8)
    inv_nu = 1.0 + float(inst["u"]) * (math.log(lam / (10.0 * m * kappa)) - 1.0)  # 1/nu in [1, log(lam/(10 m kappa))]
    nu = 1.0 / inv_nu
    log_dp = math.log(kappa) + L / 2 - math.log(nu) - 0.5 * math.log(L)  # d' of (75)
    p = float(inst["p"])
    h = min(0.5, float(inst["g"]) * kappa ** (1.0 - float(inst["t"])))
    log_n = math.log(p * p * nu / 2) + log_dp  # n = p^2 nu d'/2 heavy columns (floor: n is e^{hundreds})
    # Assumption 4: v = 2 a sqrt(d)/(F sqrt(1 - h/n)): a column of Theta Pi_S^perp (L297: Pi_S^perp = I - 1_S 1_S^T/|S|,
    # the centring projector) is Theta e_j minus the mean of the columns in S, norm <= 2 a, and ||Theta Pi_S^perp||_F^2
    # >= F^2 - ||Theta||_op^2 = F^2 (1 - h/n) (round 17: the factor 1/sqrt(1 - h/n) added)
    log_v = math.log(2.0) + 0.5 * (math.log(h) - log_n + L) - 0.5 * math.log1p(-math.exp(math.log(h) - log_n))
    q = p * math.sqrt(h / (1 - h))
    terms = {
        "kappa (7)": kappa, "nu (75)": nu, "log d' (75)": log_dp, "log n (heavy columns)": log_n, "h (heavy mass)": h,
        "log r_Theta": log_r, "log v": log_v, "q": q, "r^2": 1 - p * p - q * q,
        "Case": "A" if 1 - p * p <= math.exp(-inv_nu) else "B",
        "(78) second (kappa)": kappa,
        "Item 4 deviation/(2 kappa) (Lemma 6.8; <= 1 keeps E_1)": h / (2 * kappa),
        # slacks (>= 0 when met), logs where the quantities are e^{hundreds}
        "s_A1": lam, "s_A3": (log_n - math.log(h)) + math.log1p(-math.exp(math.log(h) - log_n)) - log_r,  # n/h - 1 >= r
        "s_A4_low": log_v, "s_A4_high": (L / 2 - math.log(10.0) - 2 * log_r) - log_v,
        "s_A4_light": (math.log(h) - log_n) - (math.log(1 - h) - L),  # light column norms <= a
        "s_A5": math.sqrt(math.log(k)) - 1.0,  # |Tr Theta| = 0 <= chi F with chi = 1 <= sqrt(log k)
        "s_8_low": log_r - (math.log(10.0) + c8 * math.log(L + math.log(m * k)) - math.log(kappa * lam)),
        "s_8_high": (L / 4 - math.log(10.0)) - log_r,
        "s_77_first": math.log(lam) - inv_nu - math.log(10.0 * m * kappa),
        "s_E'": 1 - p * p - q * q,
        "s_fact67_S0": log_n - math.log(2.0),  # n >= 2 heavy columns, n <= d'
        "s_fact67_flat": (L - math.log(2.0 * (L + 3.0))) - (math.log(nu) + log_dp),  # light entries flat
        # Assumption 6 at F = d (round 17): log(kd/sqrt(lambda')) << F <= (kd)^{O(m)} with O(m) = 1 (lambda' = lambda)
        "s_A6": min(L - math.log(10.0 * (math.log(k) + L - 0.5 * math.log(lam))), math.log(k)),
    }
    # round 17: Assumption 7 through Lemma C.3's smoothed copy Theta + G (see the docstring), sigma = 10 sqrt(m/d)
    log_sigma = math.log(10.0) + 0.5 * (math.log(m) - L)
    log_delta = math.log(20.0 * math.sqrt(m)) - L  # ||G||_F/F with F = d
    log_a = 0.5 * (math.log(h) - log_n) + L  # heavy column norm a = sqrt(h/n) F, F = d
    terms.update({"log sigma (Lemma C.3)": log_sigma, "log delta = log(||G||_F/F)": log_delta,
                  "s_A7_alpha": log_a - (math.log(10.0) + log_sigma),  # alpha >> sigma ('>>' a factor 10)
                  "s_A7_stable": (math.log(kappa) - math.log(100.0)) - log_delta})
    return Measurement(p * math.sqrt(h) - 4.0 * math.exp(log_delta), {"value": kappa / math.sqrt(L)}, terms)


def _s(key: str):  # noqa: ANN202
    return lambda q: q[key]


_EQ78_ASSUMPTIONS = (
    Assumption("assumption1", "lambda in (0, 1), lambda >> m^{3/2} log m/sqrt(r_Theta) (m = 1: the right side is 0)",
               _s("s_A1")),
    Assumption("(8) lower", "r_Theta >= 10 log^c(d m k)/(kappa lambda) ('>>' a factor 10; c drawn in [1, 10])",
               _s("s_8_low")),
    Assumption("(8) upper", "r_Theta <= d^{1/4}/10", _s("s_8_high")),
    Assumption("assumption3", "||Theta||_F^2 >= r_Theta ||Theta||_op^2 and the same for Theta Pi_S^perp (stable rank "
               "n/h - 1 >= r_Theta, log)", _s("s_A3")),
    Assumption("assumption4 v >= 1", "v >= 1 (log v >= 0)", _s("s_A4_low")),
    Assumption("assumption4 v << sqrt(d)/r^2", "v <= sqrt(d)/(10 r_Theta^2), v = 2 a sqrt(d)/F (log)", _s("s_A4_high")),
    Assumption("assumption4 light columns", "light column norms sqrt((1 - h)/(d - n)) F <= a (log)", _s("s_A4_light")),
    Assumption("assumption5", "|Tr Theta| = 0 <= chi ||Theta||_F, 1 <= chi <= sqrt(log k)", _s("s_A5")),
    Assumption("assumption6", "log(k d/sqrt(lambda')) << ||Theta_1||_F <= (kd)^{O(m)}: F = d (round 17; '<<' a "
               "factor 10, O(m) = 1; every other quantity here is a ratio to F^2)", _s("s_A6")),
    Assumption("assumption7 (Lemma C.3, smoothed copy)", "Theta~ = Theta + G, G iid N(0, sigma^2/d), sigma = 10 "
               "sqrt(m/d): the columns of Theta have norm <= alpha = a with alpha >= 10 sigma (log)", _s("s_A7_alpha")),
    Assumption("assumption7 smoothing keeps the family", "delta = ||G||_F/F <= 20 sqrt(m)/d <= kappa/100 (log): every "
               "condition of the family has relative room >= kappa/10", _s("s_A7_stable")),
    Assumption("(77) first", "m kappa <= lambda exp(-1/nu)/10 ('<<' a factor 10)", _s("s_77_first")),
    Assumption("E' well defined", "p^2 + q^2 <= 1 (r^2 >= 0: ||E'||_F = F)", _s("s_E'")),
    Assumption("Fact 6.7 gives S0", "n >= 2 heavy columns, each heavy entry of x^T E' a share p^2/n = 2/(nu d') of "
               "||x^T E'||^2 ~ F^2 (log n >= log 2)", _s("s_fact67_S0")),
    Assumption("Fact 6.7 light part flat", "2 (log d + 3) nu d' <= d: Hoeffding's max light entry^2 below the light "
               "mass/(nu d'), so gamma_{n+1} < 1/(nu d') (log)", _s("s_fact67_flat")),
)

CLAIMS.append(Claim(
    id="chenli.eq78",
    catalog_id="chenli.lemma6.4",
    paper=PAPER,
    source=_src("Proof of Lemma 6.4, Eq. (78), Section 6.2", "L1649"),
    statement="Theta' = sum_i alpha_i Theta_i + E, E' = (||Theta_1||_F/||E||_F) E orthogonal to every Theta_i, S (|S| <= d') "
              "from Fact 6.7 applied to x^T E' (Case (A) or (B)), d' and nu as in (75) with (77): |<Theta_i, E'_{S^c}>| = "
              "|<Theta_i, E'_S>| = |sum_{j in S} <(Theta_i)_{:j}, E'_{:j}>| <= (nu d'/sqrt d) ||Theta_1||_F^2 <= kappa "
              "||Theta_1||_F^2 (78), the first inequality (nu is Fact 6.7's nu, as printed).",
    statement_tex=r"$$\left| \sum_{j \in S} \langle (\boldsymbol{\Theta}_i)_{:j}, \mathcal{E}'_{:j} \rangle \right| \leq "
                  r"\frac{\nu d'}{\sqrt{d}} \|\boldsymbol{\Theta}_1\|_F^2 \leq \kappa \|\boldsymbol{\Theta}_1\|_F^2, "
                  r"\quad (78)$$",
    kind="step", comparison="<=", bound=B.upper, measure=_l1649,
    strategy=lambda: st.fixed_dictionaries({
        "ld": log_uniform(1000.0, 3e4), "lam": st.floats(0.3, 0.999), "k": log_uniform(3.0, 1e6),
        "c7": log_uniform(1e-3, 1.0), "c8": st.floats(1.0, 10.0), "rho": st.floats(0.0, 3.0),
        "u": st.floats(0.0, 1.0), "p": st.floats(0.2, 0.7), "g": st.floats(0.2, 1.9),
        "t": with_edges(st.floats(0.0, 1.0), 0.0)}),
    assumptions=_EQ78_ASSUMPTIONS,
    expect="erratum",
    evidence=f"Re-derived independently from the paper by auditors' own scripts (docs/audits/round16/chenli.md, auditors A, B): confirmed. {AUDIT}. The sum over j in S is bounded by Cauchy-Schwarz and Assumption 4 (column norms <= v/sqrt d "
             "||Theta_i||_F) by v sqrt(d'/d) ||Theta_i||_F ||E'||_F, not by nu d'/sqrt d: Cauchy-Schwarz gives the printed bound only when v <= nu "
             "sqrt(d') ~ d^{1/4}/polylog(d), while Assumption 4 caps v only at sqrt(d)/r_Theta^2 (d' of (75) is "
             "~ sqrt(d)/polylog(d)). Round 16 (helper chenli2): the engine's own instances are inside (7), (8) and "
             "Assumptions 1-6 (every '<<' a factor 10, each an encoded Assumption with its slack; log d in [1e3, 3e4], "
             "so the family is in closed form, built as matrices at small d in tests). m = 1; Theta = a +-a diagonal "
             "block on n heavy coordinates S0 carrying h F^2 plus a zero-diagonal partial isometry (trace 0); E' = "
             "F (p Theta_S0/||Theta_S0|| - q Theta_S0^c/||Theta_S0^c|| + r N), <Theta, E'> = 0, ||E'||_F = F; "
             "n = p^2 nu d'/2, so Fact 6.7's own construction returns S = S0 for every x. lhs/F^2 = p sqrt(h). With "
             "h = g kappa (t = 0) Lemma 6.8's Item 4 holds too (heavy mass <= 2 kappa F^2, E_1 kept) and lhs = p sqrt(g "
             "kappa) ~ kappa^{1/2} >> kappa. Example (t = 0): log d = 1000, lambda = 0.999, k = 3, c of (7) = 1, c of "
             "(8) = 1, nu at the middle of its range, p = 1/2, g = 1: lhs/F^2 = 5.0e-4 against nu d'/sqrt d = 3.1e-8 "
             "and kappa = 9.9e-7 (slacks in logs: (8) upper 225, Assumption 4's v << sqrt d/r^2 198, Assumption 3 471, "
             "(77) first 5.3; Case (B)). With t = 1 (h = 1/2: Item 4 fails, E_1 lost, as the round-16 first family) lhs = "
             "p/sqrt 2. What it means for Lemma 6.4: the bound (78) feeds (87) and Lemma 6.12; the mean of (87)'s "
             "x^T Theta E'_{S^c}^T x is <Theta, E'_{S^c}> = -<Theta, E'_S> = -p sqrt(h) F^2, so (87) as printed fails on "
             "this family (its Hanson-Wright fluctuation is <= sqrt 2 ||Theta||_op F = sqrt(2 h/n) F^2, far below). Lemma 6.12's "
             "(84) survives: Item 4 caps ||Theta_S||_F^2 at ~2 kappa F^2, so the cross entry is <~ sqrt(2 kappa "
             "e^{1/nu}) F^2 in Case (B) under E_2, and the Schur complement leaves sigma_min >= lambda F^2 (1 - O(m "
             "kappa e^{1/nu}/lambda)) by (77). Lemma 6.4's own statement is not falsifiable on this family: for m = 1 "
             "X_1 Theta (X_2 - X_3)^T and X_1 E' (X_2 - X_3)^T are sums over the d' heavy and the d - d' light "
             "coordinates whose correlation is <Theta, E'>/F^2 = 0 up to the Hanson-Wright fluctuation (the "
             "orthogonality), so the Item 1 window (probability ~ xi) leaves Item 2 a constant probability, and the "
             "printed bound Omega(xi)^m (k e^{beta^2})^{-O(m/lambda)} carries hidden constants (chenli.lemma6.4 keeps "
             "its verdict). The erratum is a gap in the proof of (78)/(87), repaired by the Cauchy-Schwarz bound "
             "below (tests/test_chenli_r16_chenli.py::test_eq78_e1_family_inside_every_hypothesis, "
             "::test_eq78_e1_family_algebra_small; the round-5 instance d = 144 of "
             "tests/test_chenli_r5_chenli2.py::test_eq78_identity_head breaks (8)). Round 17 (Assumption 7, a lead "
             "of the round-16 audit): with the shift as light block Assumption 7 fails for every x (at lambda = pi/s "
             "every light factor |cos| is 1; T drops the o(d) heavy columns), so the family is now Lemma C.3's "
             "smoothed copy Theta + G (G iid N(0, sigma^2/d), sigma = 10 sqrt(m/d)) at F = d (Assumption 6 with "
             "O(m) = 1): Assumption 7 holds for it by Lemma C.3 (alpha >> sigma encoded, slack ~ 5e2 in logs at log d "
             "= 1000), and the perturbation ||G||_F/F <= 20/d moves lhs by <= 4 ||G||_F/F (subtracted) and every "
             "slack by O(1/d) relative (encoded: <= kappa/100). The erratum survives unchanged "
             "(tests/test_chenli_r17_chenli.py::test_eq78_family_assumption7_shift_fails_smoothed_holds: the shift "
             "family's product is 1 at lambda = pi/s, the smoothed one's < e^{-sqrt d} on a grid, d = 400)." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: (8), Assumptions 1, 4, 6, 7, (77) (factors 10; c drawn). Outcome (a) the crossing "
             "survives every admissible value of the constant: lhs/F^2 = p sqrt(g kappa) ~ kappa^{1/2} against"
             " nu d'/sqrt(d) and kappa: every factor-10 hypothesis is a polylog-versus-power or kappa -> 0 "
             "condition that holds for every constant as log d grows, and kappa^{1/2} >> kappa there.",
    second_path="tests/test_chenli_r16_chenli.py::test_eq78_e1_family_inside_every_hypothesis",
    no_correction_reason="the bound is passed through 'value'; the corrected right side v sqrt(d'/d) ||Theta_i||_F "
                         "||Theta_1||_F (Cauchy-Schwarz and Assumption 4) is a different quantity, stated in words",
    corrected_text="|<Theta_i, E'_S>| <= (v sqrt(d')/sqrt d) ||Theta_i||_F ||Theta_1||_F, which is <= kappa "
                   "||Theta_1||_F^2 when d' <= kappa^2 d/v^2 (||Theta_i||_F <= ||Theta_1||_F).",
    mutants={"a third of the right side": lambda value: value / 3}, auto_mutant=False,
    notes="Closed form in logs (round 16): no matrix at log d >= 1000. The quantities of the family and every "
          "hypothesis slack are in the report's terms. Item 4 of Lemma 6.8 (not a hypothesis of (78), which is "
          "stated for every x) is reported as 'Item 4 deviation/(2 kappa)': <= 1 for t = 0.",
    domain=(Param("log d", 1.0, INF, key="ld", text="log d",
                  unreached="log d in [1e3, 3e4]: (8)'s window r_Theta in [10 log^c(dmk)/(kappa lambda), d^{1/4}/10] "
                            "with Assumption 4's v << sqrt(d)/r^2 needs log d in the hundreds to thousands"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda (Assumption 1)",
                  unreached="lambda in [0.3, 0.999]: (m = 1) lambda enters only through kappa of (7)"),
            Param("k", 3.0, INF, key="k", text="k (chi = 1 <= sqrt(log k))", unreached="k <= 1e6: enters via log"),
            Param("c", 0.0, 1.0, lo_closed=False, key="c7", text="c of (7) ('arbitrarily small')",
                  unreached="c >= 1e-3: smaller c lowers kappa, the printed bound, and raises lhs/bound"),
            Param("c8", 1.0, INF, key="c8", text="c of (8) ('sufficiently large')",
                  unreached="c in [1, 10]: a fixed c is met at large enough log d (polylog against d^{1/4})"),
            Param("u", 0.0, 1.0, key="u", text="nu of (75) across (0, 1]: 1/nu = 1 + u (log(lambda/(10 m kappa)) - 1), "
                  "from (69)'s end (77 tight) to 1")),
    settings={"ci": {"max_examples": 20, "budget_s": 4.0}},
))


# ================================================================== Lemma 6.18's last chain (L2256)


def _l2256(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L2256's third link, sqrt(m) ||lambda||_2 + 1 <= sqrt(m/alpha) + 1, for v = sum lambda_i v_i with sum lambda_i = 1
    and ||v||^2 <= (1 + eta) ||v*||^2 (lambda = lambda* + t u, u a sum-zero direction mixing a random one with the one
    along which the Gram form is smallest ('soft'), t the largest step allowed times 'step')."""
    V, kappa, alpha = _l618_vectors(inst)
    m = V.shape[0]
    G = V @ V.T
    n2 = np.diag(G)
    Z = float((1 / n2).sum())
    ls = 1 / (Z * n2)
    u = np.zeros(m)
    if m > 1:
        rng = np.random.default_rng(inst["seed"] + 2)
        P = np.eye(m) - 1.0 / m
        w, Q = np.linalg.eigh(P @ G @ P + 1e6 * np.outer(np.ones(m), np.ones(m)) / m)
        soft = Q[:, 0]
        r = P @ rng.normal(size=m)
        u = inst["soft"] * soft / np.linalg.norm(soft) + (1 - inst["soft"]) * r / np.linalg.norm(r)
        u -= u.mean()
    vs = ls @ V
    du = u @ V
    a, b, c = float(du @ du), 2 * float(vs @ du), -inst["eta"] * float(vs @ vs)
    t = (-b + math.sqrt(b * b - 4 * a * c)) / (2 * a) * inst["step"] if a > 1e-300 else 0.0
    lam = ls + t * u
    delta = lam - ls
    lhs = math.sqrt(m) * float(np.linalg.norm(lam)) + 1
    v = lam @ V
    return Measurement(lhs, {"value": math.sqrt(m / alpha) + 1},
                       {"kappa": kappa, "alpha": alpha, "m": m, "||delta||_1": float(np.abs(delta).sum()),
                        "||lambda||_2": float(np.linalg.norm(lam)), "||v||^2/||v*||^2": float(v @ v / (vs @ vs))})


CLAIMS.append(Claim(
    id="chenli.display.lemma6.18-delta-l1",
    catalog_id="chenli.lemma6.18",
    paper=PAPER,
    source=_src("Proof of Lemma 6.18, Section 6.5", "L2256"),
    statement="Under Lemma 6.18's hypotheses (|<v_i, v_j>| <= kappa ||v_i|| ||v_j||, ||v_1|| >= ... >= ||v_m|| >= alpha "
              "||v_1||, alpha >= 2 m kappa, v = sum lambda_i v_i, sum lambda_i = 1, ||v||^2 <= (1 + eta)||v*||^2, 0 < eta "
              "< 1): ||delta||_1 <= ||lambda||_1 + ||lambda*||_1 <= sqrt(m) ||lambda||_2 + 1 <= sqrt(m/alpha) + 1; the "
              "third link (the explicit one; the first two are the triangle inequality and Cauchy-Schwarz).",
    statement_tex=r"$$\|\vec{\delta}\|_1 \leq \|\vec{\lambda}\|_1 + \|\vec{\lambda}^*\|_1 \leq \sqrt{m} "
                  r"\|\vec{\lambda}\|_2 + 1 \leq \sqrt{m/\alpha} + 1 \lesssim \sqrt{m/\alpha}.$$",
    kind="step", comparison="<=", bound=B.upper, measure=_l2256,
    strategy=lambda: st.fixed_dictionaries({
        "m": with_edges(st.integers(1, 5), 2), "extra_dim": st.integers(0, 3),
        "tilt": with_edges(log_uniform(1e-4, 0.3), 0.3), "alpha": with_edges(st.floats(0.05, 1.0), 1.0, 0.05),
        "scale": log_uniform(0.1, 10.0), "eta": with_edges(st.floats(0.01, 0.999), 0.999),
        "step": with_edges(st.floats(0.0, 1.0), 1.0), "soft": with_edges(st.floats(0.0, 1.0), 1.0), "seed": SEEDS}),
    assumptions=_L618_ASSUMPTIONS, expect="erratum",
    evidence=f"{AUDIT}. The line before gives only ||lambda||_2 <~ 1/sqrt(alpha) (with a constant); the printed third link "
             "needs ||lambda||_2 <= 1/sqrt(alpha) exactly and fails near the boundary: m = 2, equal norms (alpha = 1), "
             "<v_1, v_2> = kappa = 1/4 (alpha = 2 m kappa), lambda = (1/2 + t, 1/2 - t) with t^2 = eta (1 + kappa)/(4(1 - "
             "kappa)) (so ||v||^2 = (1 + eta)||v*||^2): ||lambda||_2^2 = 1/2 + eta (1 + kappa)/(2 (1 - kappa)) = 1.325 at "
             "eta = 0.99, sqrt(2) ||lambda||_2 + 1 = 2.628 > sqrt(2) + 1 = 2.414 (it fails whenever eta > (1 - kappa)/(1 + "
             "kappa)). Harmless: the chain ends in '<~ sqrt(m/alpha)', which a constant absorbs (there ||delta||_1 = 2t = "
             "1.28 <= 2.414); Lemma 6.18 keeps its own verdict.",
    second_path="tests/test_chenli_r5_chenli2.py::test_l2256_two_correlated_vectors",
    no_correction_reason="the link only misses an absolute constant (||lambda||_2 <~ 1/sqrt(alpha) is what the prior line "
                         "gives); the bound is passed through 'value', so the constant-carrying version is stated in words",
    corrected_text="sqrt(m) ||lambda||_2 + 1 <= C sqrt(m/alpha) + 1 for an absolute C (then <~ sqrt(m/alpha)).",
    mutants={"sqrt(m/alpha)/3 + 1": lambda value: (value - 1) / 3 + 1}, auto_mutant=False,
    notes="Reuses Lemma 6.18's vector family (chenli.eq109) with a larger coherence tilt and the extremal sum-zero "
          "direction; kappa and alpha are the drawn vectors' own.",
    domain=(Param("m", 1, INF, integer=True, text="m vectors", unreached="m <= 5"),
            Param("eta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < eta < 1",
                  unreached="eta in [0.01, 0.999]: continuous in eta at both ends")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))


# ================================================================== (79), Corollary 6.10 (L1707)


def _l1707(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(79) for one head: Theta d x d Gaussian (or one heavy column), x, z in {+-1}^d, |S| = d' drawn, z_S = z on S and 0
    off it (z aligned with sgn(Theta^T x) on S if 'align'). As printed the left side is x^T Theta_{:,S^c} z_S, identically
    0 (disjoint supports); the reading 'Theta_{:,S}' measures x^T Theta_{:,S} z_S. Right side: d' ||Theta^T x||_inf, i.e.
    (79)'s v d' sqrt(log d)/sqrt d ||Theta||_F with Item 2 of Lemma 6.8 (||Theta^T x||_inf <~ v sqrt(log d) ||Theta||_F/sqrt d)
    at its realised value: the Hoelder step 'immediate from Item 2'."""
    rng = np.random.default_rng(inst["seed"])
    d = int(inst["d"])
    dp = 1 + int(inst["dp"]) % d
    th = rng.normal(size=(d, d))
    if inst["heavy"]:
        th[:, 0] *= 10.0
    x = rng.choice([-1.0, 1.0], size=d)
    S = rng.permutation(d)[:dp]
    g = th.T @ x
    z = rng.choice([-1.0, 1.0], size=d)
    if inst["align"]:
        z = np.where(g >= 0, 1.0, -1.0)
    zS = np.zeros(d)
    zS[S] = z[S]
    mask = np.zeros(d, dtype=bool)
    mask[S] = True
    lit = float(abs(x @ np.where(mask[None, :], 0.0, th) @ zS))
    red = float(abs(x @ np.where(mask[None, :], th, 0.0) @ zS))
    return Measurement(red if inst.get("reading") else lit, {"value": dp * float(np.abs(g).max())},
                       {"printed left side (S^c columns)": lit, "reading left side (S columns)": red, "d'": dp})


_L79_STRAT = {"d": st.integers(2, 40), "dp": st.integers(0, 39), "heavy": st.booleans(),
              "align": with_edges(st.booleans(), True), "seed": SEEDS}

CLAIMS.append(Claim(
    id="chenli.eq79",
    catalog_id="chenli.lemma6.4",
    paper=PAPER,
    source=_src("Corollary 6.10, Eq. (79), Section 6.2", "L1707"),
    statement="Under E_1 (Item 2 of Lemma 6.8: ||Theta_i^T x||_inf <~ v sqrt(log d) ||Theta_i||_F/sqrt d), for any z in "
              "{+-1}^d and |S| <= d': |x^T (Theta_i)_{:,S^c} z_S| <~ (v d' sqrt(log d)/sqrt d) ||Theta_i||_F (79), checked as "
              "the Hoelder step from Item 2 (right side d' ||Theta_i^T x||_inf, Item 2 at its realised value).",
    statement_tex=r"$$|x^\top(\Theta_i)_{:,S^c} z_S| \lesssim \frac{vd' \sqrt{\log d}}{\sqrt{d}} \|\Theta_i\|_F. \quad (79)$$",
    kind="step", comparison="<=", bound=B.upper, measure=_l1707,
    strategy=lambda: st.fixed_dictionaries(_L79_STRAT),
    readings=(Reading("Theta_{:,S}", "the left side read as x^T (Theta_i)_{:,S} z_S (the columns in S, which z_S "
                      "selects; the part of x^T Theta_i z with z restricted to S), as the proof's use in Lemma 6.4 needs",
                      strategy=lambda: st.fixed_dictionaries({**_L79_STRAT, "reading": st.just(True)})),),
    expect="holds",
    evidence="As printed the left side is identically 0: (Theta_i)_{:,S^c} keeps only the columns in S^c and z_S is "
             "supported on S. Under the reading Theta_{:,S} it is sum_{j in S} <Theta_i^T x, e_j> z_j <= d' ||Theta_i^T "
             "x||_inf (Hoelder; equality when z_S = sgn(Theta_i^T x) on S), and Item 2 then gives (79) with Item 2's "
             "constant.",
    mutants={"minus the right side": lambda value: -value}, auto_mutant=False,
    notes="Item 2's hidden constant is carried through unchanged, so the check is the Hoelder link at Item 2's realised "
          "value; the literal reading holds trivially (only a negative bound is killed).",
    domain=(Param("d", 1, INF, integer=True, text="dimension d", unreached="d <= 40 (a Hoelder step)"),),
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))


# ================================================================== Lemma 7.4's last step (L2473)


def _l2473(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The chain's second '<=' with alpha = lambda^2/4: exp{-C^2/(2(1 + eta')^2) (1 + lambda/(m - 1))(1 - alpha/(m
    lambda))^2} + e against exp(-C^2 (1 + lambda/2m)/(2(1 + eta')^2)) + e (e = exp(-Omega(beta m r)), drawn)."""
    m, lam, C, etap, e = int(inst["m"]), inst["lam"], inst["C"], inst["etap"], inst["tail"]
    alpha = lam**2 / 4
    q = C**2 / (2 * (1 + etap) ** 2)
    lhs = math.exp(-q * (1 + lam / (m - 1)) * (1 - alpha / (m * lam)) ** 2) + e
    return Measurement(lhs, {"value": math.exp(-q * (1 + lam / (2 * m))) + e},
                       {"factor (1 + lambda/(m-1))(1 - lambda/4m)^2/(1 + lambda/2m)":
                        (1 + lam / (m - 1)) * (1 - lam / (4 * m)) ** 2 / (1 + lam / (2 * m))})


CLAIMS.append(_tstep(
    "chenli.display.lemma7.4-final", "chenli.lemma7.4", "Proof of Lemma 7.4, Section 7.2", "L2473-L2477",
    "With alpha = lambda^2/4, lambda in (0, 1), m >= 2: exp{-C^2/(2(1 + eta')^2) (1 + lambda/(m - 1))(1 - alpha/(m "
    "lambda))^2} + exp(-Omega(beta m r_Theta)) <= exp(-C^2 (1 + lambda/2m)/(2(1 + eta')^2)) + exp(-Omega(beta m r_Theta)) "
    "(the chain's second '<=').",
    r"$$\exp\left\{-\frac{C^2}{2(1+\eta')^2}\left(1+\frac{\lambda}{m-1}\right)\left(1-\frac{\alpha}{m\lambda}\right)^2"
    r"\right\} + \exp(-\Omega(\beta mr_{\Theta})) \leq \exp\left(-\frac{C^2(1+\lambda/2m)}{2(1+\eta')^2}\right) + "
    r"\exp(-\Omega(\beta mr_{\Theta}))$$",
    _l2473, lambda: st.fixed_dictionaries({
        "m": with_edges(st.integers(2, 10**6), 2, 10**6), "lam": with_edges(st.floats(1e-4, 0.9999), 0.9999, 1e-4),
        "C": log_uniform(0.1, 30.0), "etap": with_edges(st.floats(0.0, 1.0), 0.0),
        "tail": with_edges(st.floats(0.0, 0.1), 0.0)}),
    (Param("m", 2, INF, integer=True, text="m >= 2 heads", unreached="m <= 1e6: the factor -> 1 from above as m grows"),
     Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, text="lambda in (0, 1) (Assumption 1)", key="lam",
           unreached="lambda in [1e-4, 0.9999]: continuous at both ends"),
     Param("C", 0.0, INF, lo_closed=False, text="C > 0", unreached="C in [0.1, 30]")),
    mutants={"the right side to the power 3/2 (its exponent times 3/2 at tail 0)": lambda value: value ** 1.5},
    auto=False,
    notes="Equivalent to (1 + lambda/(m - 1))(1 - lambda/(4m))^2 >= 1 + lambda/(2m), whose excess is about (lambda/m^2)(1 - "
          "7 lambda/16) > 0: tight as m grows.", rtol=1e-12))
