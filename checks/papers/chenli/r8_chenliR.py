"""chenli proof displays, round 8 (kind ``step``), read literally (helper chenliR).

Lemma 7.1's least-squares step: L2655 (the objective of sum_i W_i) and (131) (L2659), from the softmax deviation
bound the proof restates at L2637 and (130); Lemma A.9's entropy chain: (150)'s symmetrisation and (151)'s
Chebyshev association step, exact by enumeration over the cube-slice product; Section 7.1.2's event algebra (122), the first links of (123) and
(124), and Lemma 7.7's Bayes step (125), exact over all 4^d pairs (X_1, X_2). Each claim cites its display's own
lines; the numbered result the display serves keeps its own id and verdict. Bounds: ``thmcheck.bounds.chenli.
r8_chenliR``.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r8_chenliR as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []


# ------------------------------------------------- Lemma 7.1's proof: L2655 and (131) (L2637-L2663)
#
# As printed (L2635-L2663): for X satisfying the event A, 'by Lemma 7.2' ||softmax(X_1 Theta_i X^T) - e_2||_2 <= k
# exp(-omega sqrt(log d)) ||Theta_1||_F (L2637, ||Theta_1||_F OUTSIDE the exponential), hence (130): ||Y_1 - X_2 sum_i
# W_i|| <= sqrt(k^3 d) exp(-omega sqrt(log d)) ||Theta_1||_F sum_i ||W_i||_F. For N samples 'each satisfying the bound
# in Eq. (130)' (L2653), the least-squares minimiser W^ 'achieves objective at most that of sum_i W_i, which is at most
# sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) sum_i ||W_i||_F' (L2655: ||Theta_1||_F INSIDE), and by the
# triangle inequality (131): (sum_n ||X_2^(n) (W^ - sum_i W_i)||^2)^{1/2} <= 2 sqrt(k^3 N d) exp(-omega sqrt(log d)
# ||Theta_1||_F) sum_i ||W_i||_F. Lemma 7.2 (L2320) itself states the deviation bound with ||Theta_1||_F inside the
# exponential: the reading 'Lemma 7.2's event'.
#
# The model: Y = F(X) = sum_i softmax(X Theta_i X^T) X W_i (Eq. (1)), so Y_1 - X_2 sum_i W_i = sum_i delta_i^T X W_i
# with delta_i := softmax(X_1 Theta_i X^T) - e_2. The softmax rows are drawn as full-support probability vectors p_i =
# (1 - t_i) e_2 + t_i q_i (every full-support vector is a softmax of some logits), so the deviations delta_i = t_i (q_i
# - e_2) are exact (no cancellation, down to 1e-261). ||Theta_1||_F is the statement's parameter F; it enters only
# through the deviation premise, which is an ordinary assumption (relative slack).


def _l71_instances(premise: str | None = None) -> st.SearchStrategy:
    """m heads, k tokens, dimension d, N samples, omega >= 1 (Lemma 7.1's (110), Lemma 7.2's omega > 1), F :=
    ||Theta_1||_F over (0.01, 600/(omega sqrt(log d))] (log-uniform), the premise the deviations are drawn to meet
    ('printed': L2637's k exp(-omega sqrt(log d)) F; 'lemma72': Lemma 7.2's k exp(-omega sqrt(log d) F)), a fill in
    [0, 1] of that bound, and a structure: 'tight' (k = 2 rows x, -x shared by all samples, q_i ~ e_1, W_i = s_i x
    v^T/sqrt(d): every link of (130) tight) or 'random' (Gaussian W_i, random X^(n), Dirichlet q_i)."""
    premises = ["printed", "lemma72"] if premise is None else [premise]
    modes = [(s, p, f) for s in ("tight", "random") for p in premises for f in (0.99, 1.0, None)]

    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        structure, prem, fill = draw(st.sampled_from(modes))
        return {"structure": structure, "premise": prem,
                "fill": float(draw(st.floats(0.0, 1.0))) if fill is None else fill,
                "N": draw(st.integers(1, 6)), "m": draw(st.integers(1, 3)), "k": draw(st.integers(2, 5)),
                "d": draw(st.integers(2, 8)), "omega": float(draw(log_uniform(1.0, 10.0))),
                "F_frac": float(draw(st.sampled_from([0.0, 0.5, 1.0]) | st.floats(0.0, 1.0))), "seed": draw(SEEDS)}
    return draw_inst()


_F_LO = 0.01


def _norm(a: np.ndarray) -> float:
    """The Euclidean (Frobenius) norm without underflow of the squares (entries down to 1e-300)."""
    top = float(np.abs(a).max()) if a.size else 0.0
    return top * float(np.linalg.norm(a / top)) if top > 0 else 0.0


def _l71_parts(inst: dict) -> dict:
    """The N samples' residuals R_n = sum_i delta_i^T X^(n) W_i, the rows B_n = X_2^(n), the deviations."""
    rng = np.random.default_rng(inst["seed"])
    m, d, N, om = int(inst["m"]), int(inst["d"]), int(inst["N"]), float(inst["omega"])
    tight = inst["structure"] == "tight"
    k = 2 if tight else int(inst["k"])
    a = om * math.sqrt(math.log(d))
    f_hi = 600.0 / a  # exp(-a F) >= e^-600: float64's range
    F = _F_LO * (f_hi / _F_LO) ** float(inst["F_frac"])
    printed = k * math.exp(-a) * F  # L2637
    lemma72 = k * math.exp(-a * F)  # Lemma 7.2 (L2320)
    target = inst["fill"] * (printed if inst["premise"] == "printed" else lemma72)
    e2 = np.zeros(k)
    e2[1] = 1.0
    if tight:
        x = rng.choice([-1.0, 1.0], size=d)
        v = rng.standard_normal(d)
        v /= np.linalg.norm(v)
        s = np.exp(rng.normal(size=m))
        W = np.stack([si * np.outer(x, v) / math.sqrt(d) for si in s])
    else:
        W = rng.standard_normal((m, d, d)) * np.exp(rng.normal(size=(m, 1, 1)))
    R = np.zeros((N, d))
    Bm = np.zeros((N, d))
    devs = []
    for n in range(N):
        if tight:
            X = np.stack([x, -x])
        else:
            X = rng.choice([-1.0, 1.0], size=(k, d))
        Bm[n] = X[1]
        for i in range(m):
            if tight:
                q = np.full(k, 1e-12)
                q[0] = 1.0 - 1e-12 * (k - 1)
            else:
                q = rng.dirichlet(np.ones(k))
            g = q - e2
            t = min(1.0, target / float(np.linalg.norm(g)))
            delta = t * g
            devs.append(_norm(delta))
            R[n] += delta @ X @ W[i]
    return {"R": R, "B": Bm, "devs": devs, "F": F, "k": k, "printed": printed, "lemma72": lemma72,
            "sumW": float(np.linalg.norm(W, axis=(1, 2)).sum())}


def _l71_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        P = _l71_parts(inst)
        R = P["R"]
        if which == "objective":
            lhs = _norm(R)
        else:  # (131): B (W^ - sum W) = P_B (Y_1 - B sum W) = P_B R for the least-squares W^ (B's column space)
            U, s, _ = np.linalg.svd(P["B"], full_matrices=False)
            r = int((s > 1e-10 * s.max()).sum())
            lhs = _norm(U[:, :r].T @ R)
        maxdev = max(P["devs"])
        q = {"k": P["k"], "N": int(inst["N"]), "d": int(inst["d"]), "omega": float(inst["omega"]), "F": P["F"],
             "sumW": P["sumW"]}
        terms = {"max ||softmax_i - e_2||": maxdev, "L2637 bound": P["printed"], "Lemma 7.2 bound": P["lemma72"],
                 "premise_slack": 1.0 - maxdev / P["printed"], "lemma72_slack": 1.0 - maxdev / P["lemma72"],
                 "objective of sum_i W_i": _norm(R)}
        return Measurement(lhs, q, terms)
    return measure


_L2637 = Assumption("L2637", "every sample and head: ||softmax(X_1 Theta_i X^T) - e_2||_2 <= k exp(-omega sqrt(log "
                    "d)) ||Theta_1||_F (L2637, the bound (130) and L2653 rest on)", lambda q: q["premise_slack"])
_L72 = Assumption("Lemma 7.2", "every sample and head: ||softmax(X_1 Theta_i X^T) - e_2||_2 <= k exp(-omega sqrt(log "
                  "d) ||Theta_1||_F) (Lemma 7.2, L2320)", lambda q: q["lemma72_slack"])

_L71_DOMAIN = (
    Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 5 (the tight family has k = 2)"),
    Param("d", 2, INF, integer=True, text="d (log d > 0)", unreached="d <= 8: d enters the bound through "
          "sqrt(d) and sqrt(log d) only, the failure is there at every d"),
    Param("N", 1, INF, integer=True, text="N samples", unreached="N <= 6: the objective is an l2 sum over samples, "
          "the failure is there at N = 1"),
    Param("omega", 1.0, INF, text="1 <= omega (Lemma 7.1's (110)), omega > 1 (Lemma 7.2)",
          unreached="omega <= 10: (110) caps omega << lambda^{7/4} sqrt(m kappa r_Theta/log d)"),
    Param("F", 0.0, INF, lo_closed=False, text="||Theta_1||_F > 0 (Assumption 6: log(kd/sqrt(lambda')) << "
          "||Theta_1||_F)", unreached="F in [0.01, 600/(omega sqrt(log d))]: beyond, exp(-omega sqrt(log d) F) "
          "leaves float64's range, and the printed right side only shrinks"),
)

_L71_EVIDENCE = (
    "Re-derived independently from the paper by an auditor's own script (docs/audits/round8/chenli.md): confirmed as printed. The step uses the deviation bound of L2637/(130), ||Theta_1||_F outside the exponential, and "
    "concludes a right side with ||Theta_1||_F inside it: for ||Theta_1||_F > 1 (Assumption 6 has ||Theta_1||_F >> "
    "log(kd)) exp(-a F) < F exp(-a) (a = omega sqrt(log d)), so samples meeting L2637 leave the objective far above "
    "the printed side. Smallest instance: m = 1, k = 2, d = 4, N = 1, omega = 1, ||Theta_1||_F = 10, X = (x; -x) with "
    "x = (1, 1, 1, 1), W_1 = I_4, softmax row (0.4, 0.6): its deviation 0.566 meets L2637 (k e^{-sqrt(log 4)} 10 = "
    "6.16), ||Y_1 - X_2 W_1|| = 0.8 ||x|| = 1.6, while sqrt(k^3 N d) exp(-sqrt(log 4) 10) ||W_1||_F = 5.657 x 7.70e-6 x 2 "
    "= 8.7e-5. Under Lemma 7.2's own bound (||Theta_1||_F inside, L2320: the reading) the step holds and is tight "
    "(the 'tight' family: k = 2, rows x, -x, W_i along x). Lemma 7.1 keeps its verdict.")


CLAIMS.append(Claim(
    id="chenli.display.lemma7.1-objective",
    catalog_id="chenli.lemma7.1",
    paper=PAPER,
    source=f"Proof of Lemma 7.1, Section 7.3, {SEED_FILE} L2653-L2655",
    statement="For N samples X^(n) each satisfying the bound of Eq. (130) (||softmax(X_1 Theta_i X^T) - e_2||_2 <= k "
              "exp(-omega sqrt(log d)) ||Theta_1||_F, L2637), the least-squares objective (sum_n ||Y_1^(n) - X_2^(n) "
              "sum_i W_i||^2)^{1/2} of sum_i W_i 'is at most sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) "
              "sum_i ||W_i||_F'.",
    statement_tex=r"$$\sqrt{k^3 N d} \exp(-\omega \sqrt{\log d} \|\boldsymbol{\Theta}_1\|_F) \sum_i "
                  r"\|\mathbf{W}_i\|_F$$",
    kind="step", comparison="<=", bound=B.l2655_printed, measure=_l71_measure("objective"),
    strategy=_l71_instances, assumptions=(_L2637,), rtol=1e-9, atol=0.0,
    readings=(Reading("Lemma 7.2's event", "the samples meet Lemma 7.2's deviation bound as Lemma 7.2 states it "
                      "(L2320: k exp(-omega sqrt(log d) ||Theta_1||_F), ||Theta_1||_F inside the exponential)",
                      strategy=lambda: _l71_instances("lemma72"), assumptions=(_L72,)),),
    expect="erratum as printed",
    evidence=_L71_EVIDENCE +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: L2637 (the bound (130)). Outcome (c) no unspecified constant in these hypotheses "
             "(explicit printed inequalities): an explicit printed display; Assumption 6 (||Theta_1||_F >> "
             "log(kd)), not encoded, only widens the gap: exp(-a F) against F exp(-a) at any larger F.",
    second_path="tests/test_chenli_r8_chenliR.py::test_l2655_one_sample",
    corrected=B.l2655_outside,
    corrected_text="Under the bound of Eq. (130) for every sample, the objective of sum_i W_i is at most sqrt(k^3 N d) "
                   "exp(-omega sqrt(log d)) ||Theta_1||_F sum_i ||W_i||_F (sqrt(N) times (130)'s right side); with "
                   "||Theta_1||_F inside the exponential it needs Lemma 7.2's own bound (L2320).",
    mutants={"sqrt(N) dropped": B.l2655_no_sqrt_n},
    notes="lhs = ||R||_F, R_n = sum_i delta_i^T X^(n) W_i (Eq. (1): Y_1 = sum_i softmax_i X W_i). The 'tight' family "
          "attains sqrt(N) (130) exactly up to the 1e-12 mass q puts off e_1.",
    domain=_L71_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 1.0}},
))

CLAIMS.append(Claim(
    id="chenli.eq131",
    catalog_id="chenli.lemma7.1",
    paper=PAPER,
    source=f"Proof of Lemma 7.1, Eq. (131), Section 7.3, {SEED_FILE} L2657-L2659",
    statement="(131): for N samples each satisfying the bound of Eq. (130) (L2637's k exp(-omega sqrt(log d)) "
              "||Theta_1||_F on every softmax deviation) and W^ the least-squares minimiser of Algorithm 2's Line 5, "
              "(sum_n ||X_2^(n) (W^ - sum_i W_i)||^2)^{1/2} <= 2 sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) "
              "sum_i ||W_i||_F.",
    statement_tex=r"$$\left(\sum_{i=1}^N \|\mathbf{X}_{2^{(i)}}^{(i)} (\widehat{\mathbf{W}} - \sum_i \mathbf{W}_i)"
                  r"\|^2 \right)^{1/2} \leq 2\sqrt{k^3 N d} \exp(-\omega \sqrt{\log d} \|\boldsymbol{\Theta}_1\|_F) "
                  r"\sum_i \|\mathbf{W}_i\|_F \quad (131)$$",
    kind="step", comparison="<=", bound=B.eq131_printed, measure=_l71_measure("eq131"),
    strategy=_l71_instances, assumptions=(_L2637,), rtol=1e-9, atol=0.0,
    readings=(Reading("Lemma 7.2's event", "the samples meet Lemma 7.2's deviation bound as Lemma 7.2 states it "
                      "(L2320: ||Theta_1||_F inside the exponential)",
                      strategy=lambda: _l71_instances("lemma72"), assumptions=(_L72,)),),
    expect="erratum as printed",
    evidence=_L71_EVIDENCE.replace("||Y_1 - X_2 W_1|| = 0.8 ||x|| = 1.6", "||X_2 (W^ - W_1)|| = ||Y_1 - X_2 W_1|| "
                                   "= 1.6 (one sample: the least squares fits Y_1 exactly)").replace(
        "5.657 x 7.70e-6 x 2 = 8.7e-5", "(131)'s right side 2 x 5.657 x 7.70e-6 x 2 = 1.74e-4") +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: L2637 (the bound (130)). Outcome (c) no unspecified constant in these hypotheses "
             "(explicit printed inequalities): as chenli.display.lemma7.1-objective: explicit; a larger "
             "||Theta_1||_F only widens the gap.",
    second_path="tests/test_chenli_r8_chenliR.py::test_eq131_one_sample",
    corrected=B.eq131_outside,
    corrected_text="(131) with ||Theta_1||_F outside the exponential: (sum_n ||X_2^(n)(W^ - sum_i W_i)||^2)^{1/2} <= "
                   "2 sqrt(k^3 N d) exp(-omega sqrt(log d)) ||Theta_1||_F sum_i ||W_i||_F under (130)'s bound.",
    mutants={"one sample's (130): 2 sqrt(N) dropped": B.l2655_no_sqrt_n},
    notes="lhs = ||P_B R||_F: B (rows X_2^(n)) times (W^ - sum W) is the projection of the residual R onto B's column "
          "space (W^ = B^+ Y_1), computed by SVD without cancellation. The factor 2 of the triangle inequality is "
          "not attained (lhs <= the objective), so no constant-factor mutant.",
    auto_mutant=False,
    domain=_L71_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 1.0}},
))


# ------------------------------------------------- Lemma A.9's proof: (150)'s symmetrisation, (151)'s association
#
# As printed (L3433-L3458): Omega = {+-1}^{d_1} x S_{d_2, mu} x S_{d_3, nu} with pi uniform on each factor (the cube
# block and two slices); N(x) the neighbours x^[i] (a flipped cube coordinate) and tau_ij (two swapped slice
# coordinates). (150)'s '=' replaces each sum_{pairs} (f(x) - f(y)) (e^{-beta f(y)} - e^{-beta f(x)}) by 2 sum max(0,
# f(x) - f(y)) (e^{-beta f(y)} - e^{-beta f(x)}) under the expectation. (151)'s last '<=': E[e^{-beta f} f] <=
# E[e^{-beta f}] E[f] 'by Chebyshev's association inequality'. Both exact by enumeration over Omega for any f.


def _slice_points(db: int, a: int) -> list[tuple[int, ...]]:
    """The points of {+-1}^db with exactly a coordinates equal to +1 (the slice of mean (2a - db)/db)."""
    return [tuple(1 if j in ones else -1 for j in range(db)) for ones in itertools.combinations(range(db), a)]


def _omega(inst: dict) -> list[tuple[int, ...]]:
    d1, d2, d3 = int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    cube = list(itertools.product((-1, 1), repeat=d1))
    s2 = _slice_points(d2, int(inst["a2"]))
    s3 = _slice_points(d3, int(inst["a3"]))
    return [c + u + w for c in cube for u in s2 for w in s3]


def _f_values(inst: dict, pts: list[tuple[int, ...]]) -> dict[tuple[int, ...], float]:
    """f >= 0 on Omega: 'random' (i.i.d. values), 'lipschitz' (a random linear form's positive part plus its
    square, scaled so that neighbours differ by at most 1: Lemma A.9's hypothesis) or 'step' (an indicator)."""
    rng = np.random.default_rng(inst["seed"])
    scale = float(inst["scale"])
    kind = inst["f_kind"]
    if kind == "random":
        vals = rng.exponential(size=len(pts)) * scale
    elif kind == "step":
        vals = (rng.random(len(pts)) < 0.3) * scale
    else:
        w = rng.standard_normal(len(pts[0]))
        lin = np.array([float(np.dot(w, p)) for p in pts])
        vals = np.maximum(lin, 0.0)
        vals = vals / max(1e-12, 2 * np.abs(w).max() * (1 + vals.max())) * scale
        vals = vals + vals**2 / 2
    return {p: float(v) for p, v in zip(pts, vals, strict=True)}


def _neighbour_pairs(inst: dict, x: tuple[int, ...]) -> tuple[list[tuple[int, ...]], list, list]:
    """x^[i] (i in the cube block), tau_ij(x') (i < j in S_[2]) and tau_ij(x'') (i < j in S_[3])."""
    d1, d2 = int(inst["d1"]), int(inst["d2"])
    d = len(x)
    flips = [x[:i] + (-x[i],) + x[i + 1:] for i in range(d1)]

    def swaps(lo: int, hi: int) -> list[tuple[int, ...]]:
        out = []
        for i in range(lo, hi):
            for j in range(i + 1, hi):
                y = list(x)
                y[i], y[j] = y[j], y[i]
                out.append(tuple(y))
        return out
    return flips, swaps(d1, d1 + d2), swaps(d1 + d2, d)


def _eq150_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Both sides of (150)'s '=' (the bracketed expectations, beta = the drawn beta), exact sums over Omega."""
    pts = _omega(inst)
    f = _f_values(inst, pts)
    beta = float(inst["beta"])
    d2, d3 = int(inst["d2"]), int(inst["d3"])
    lhs = rhs = 0.0
    for x in pts:
        fx = f[x]
        flips, sw2, sw3 = _neighbour_pairs(inst, x)
        for group, w in ((flips, 1.0), (sw2, 1.0 / d2), (sw3, 1.0 / d3)):
            for y in group:
                fy = f[y]
                de = math.exp(-beta * fy) - math.exp(-beta * fx)
                lhs += w * (fx - fy) * de
                rhs += w * 2 * max(0.0, fx - fy) * de
    n = len(pts)
    return Measurement(beta * lhs / n, {"value": beta * rhs / n}, {"points": n})


def _a9_instances() -> st.SearchStrategy:
    """d_1 in [0, 4], slice sizes d_2, d_3 in [1, 4] with any number a of +1 entries (every slice mean), beta in
    [0, 1] (L3433), f >= 0 of three kinds and scales."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        d2 = draw(st.integers(1, 4))
        d3 = draw(st.integers(1, 4))
        return {"d1": draw(with_edges(st.integers(0, 4), 0, 4)), "d2": d2, "d3": d3,
                "a2": draw(st.integers(0, d2)), "a3": draw(st.integers(0, d3)),
                "beta": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
                "f_kind": draw(st.sampled_from(["random", "lipschitz", "step"])),
                "scale": float(draw(with_edges(log_uniform(1e-3, 1e2), 1.0))), "seed": draw(SEEDS)}
    return draw_inst()


_A9_DOMAIN = (
    Param("beta", 0.0, 1.0, text="0 <= beta <= 1 (L3433)"),
    Param("d1", 0, INF, integer=True, text="cube block size d_1", unreached="d_1 <= 4 (exact enumeration of 2^{d_1} "
          "points); the identity is a finite sum of pair terms at every size"),
    Param("d2", 1, INF, integer=True, text="slice size d_2", unreached="d_2 <= 4 (exact enumeration)"),
    Param("d3", 1, INF, integer=True, text="slice size d_3", unreached="d_3 <= 4 (exact enumeration)"),
)

CLAIMS.append(Claim(
    id="chenli.eq150-symmetrisation",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.9, Eq. (150), Appendix A.2, {SEED_FILE} L3435-L3443",
    statement="(150)'s '=': beta E_pi[sum_i (f(x) - f(x^[i])) (e^{-beta f(x^[i])} - e^{-beta f(x)}) + (1/d_2) sum_{i<j} "
              "(f(x) - f(tau_ij x')) (e^{-beta f(tau_ij x')} - e^{-beta f(x)}) + (1/d_3) sum_{i<j} (...)] = 2 beta "
              "E_pi[the same sums with max(0, f(x) - f(y)) for f(x) - f(y)], pi uniform on {+-1}^{d_1} x S_{d_2, mu} x "
              "S_{d_3, nu}, any f >= 0.",
    kind="step", comparison="==", bound=B.value, measure=_eq150_measure, strategy=_a9_instances,
    rtol=1e-9, atol=1e-12,
    expect="holds",
    mutants={"without the factor 2": B.half_value},
    auto_mutant=False,
    notes="Exact sums over Omega (at most 16 x 6 x 6 points). Each pair {x, y} of neighbours appears twice (from x and "
          "from y, pi uniform on each block and the neighbour relations symmetric); the pair's term (f(x) - f(y)) "
          "(e^{-beta f(y)} - e^{-beta f(x)}) >= 0 is symmetric, and max(0, .) keeps it from exactly one side: hence "
          "the 2. The printed bracket placement (the d_3 sum outside E's bracket) is read as inside (the same "
          "expectation).",
    domain=_A9_DOMAIN,
    settings={"ci": {"max_examples": 15, "budget_s": 1.0}},
))


def _eq151_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E[e^{-beta f} f] and E[e^{-beta f}] E[f] over pi (exact sums)."""
    pts = _omega(inst)
    f = np.array(list(_f_values(inst, pts).values()))
    e = np.exp(-float(inst["beta"]) * f)
    return Measurement(float(np.mean(e * f)), {"value": float(np.mean(e) * np.mean(f))}, {"points": len(pts)})


CLAIMS.append(Claim(
    id="chenli.eq151-association",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.9, Eq. (151), Appendix A.2, {SEED_FILE} L3458",
    statement="(151)'s last step: beta^2 E_{x, x', x''}[e^{-beta f} f] <= beta^2 E_pi[e^{-beta f}] E[f] 'by "
              "Chebyshev's association inequality' (checked without the common factor beta^2 >= 0), any f >= 0, "
              "0 <= beta <= 1.",
    kind="step", comparison="<=", bound=B.value, measure=_eq151_measure, strategy=_a9_instances,
    rtol=1e-12, atol=1e-14,
    expect="holds",
    mutants={"E[e^{-beta f}] E[f] / 2": B.half_value},
    auto_mutant=False,
    notes="Exact sums over Omega. e^{-beta f} is non-increasing in f and f non-decreasing, so their covariance is <= 0 "
          "(Chebyshev's sum inequality); equality at beta = 0 or f constant.",
    domain=_A9_DOMAIN,
    settings={"ci": {"max_examples": 15, "budget_s": 1.0}},
))


# ------------------------------------------------- Lemma 5.16's proof: (53)'s split over the event E (L1146)
#
# As printed (L1124-L1146): X ~ {+-1}^{k x d}, mu := X 1_[2]/d_2, nu := X 1_[3]/d_3 (S_[2], S_[3] disjoint, d_1 = d -
# d_2 - d_3 the rest), E := {|mu_i|, |nu_i| <~ sqrt(log(k/delta)/d_2) for all i} with P[E] >= 1 - delta (L1124; the
# '<~' constant c0 is drawn; the nu threshold uses d_3, the nu-block's own size), M_{mu, nu} := E[softmax(X Theta X^T)
# | mu, nu] ((50): the slice product with those means). (53): (1/(d_2 d_3)) 1_[2]^T E[X^T J softmax(X Theta X^T) X]
# 1_[3] = E[mu^T J M_{mu,nu} nu] <= E[mu^T J M nu | E] + delta E[mu^T J M nu | E^c]. The '<=' splits E[Y] = (1 - p)
# E[Y | E] + p E[Y | E^c] (p = P[E^c] <= delta) as if Y = mu^T J M nu were nonnegative; Y = (sum_i mu_i)(1^T M nu)
# takes both signs. Exact by enumerating all 2^{kd} X (k d <= 12).


def _eq53_instances(same: bool = False) -> st.SearchStrategy:
    """k in {2, 3}, block sizes with k d <= 12, Theta Gaussian (full rank) or one entry linking S_[2] to S_[3],
    scale in [0.1, 10], delta in (0, 1), the '<~' constant c0 in [0.25, 4]."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        k = draw(st.sampled_from([2, 3]))
        dmax = 12 // k
        d2 = draw(st.integers(1, dmax if same else dmax - 1))
        d3 = 0 if same else draw(st.integers(1, dmax - d2))
        d1 = draw(st.integers(0, dmax - d2 - d3))
        return {"k": k, "d1": d1, "d2": d2, "d3": d3, "family": draw(st.sampled_from(["single", "gauss"])),
                "scale": float(draw(st.sampled_from([4.0, 1.0]) | log_uniform(0.1, 10.0))),
                "sign": draw(st.sampled_from([-1.0, 1.0])),
                "delta": float(draw(st.sampled_from([0.9, 0.5]) | st.floats(0.01, 0.99))),
                "c0": float(draw(st.sampled_from([1.0]) | st.floats(0.25, 4.0))), "seed": draw(SEEDS)}
    return draw_inst()


def _eq53_theta(inst: dict) -> np.ndarray:
    d1, d2, d3 = int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    d = d1 + d2 + d3
    rng = np.random.default_rng(int(inst["seed"]))
    if inst["family"] == "single":  # one entry Theta_{a b}, a in S_[2], b in S_[3] (in S_[2] when d_3 = 0)
        T = np.zeros((d, d))
        b = d1 + d2 + int(rng.integers(d3)) if d3 else d1 + int(rng.integers(d2))
        T[d1 + int(rng.integers(d2)), b] = inst["sign"] * inst["scale"]
        return T
    return rng.standard_normal((d, d)) * inst["scale"] / math.sqrt(d)


def _eq53_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs (1/(d_2 d_3)) 1_[2]^T E[X^T J S X] 1_[3] (S = softmax(X Theta X^T)); value E[Y | E] + delta E[Y | E^c] with
    Y = mu^T J S nu (E[. | mu, nu] of it is mu^T J M_{mu,nu} nu; E is a function of (mu, nu)); exact means over all X."""
    k, d1, d2, d3 = int(inst["k"]), int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    d = d1 + d2 + d3
    n = k * d
    idx = np.arange(2**n)[:, None]
    X = (1.0 - 2.0 * ((idx >> np.arange(n)[None]) & 1)).reshape(-1, k, d)
    T = _eq53_theta(inst)
    L = np.einsum("bid,de,bje->bij", X, T, X)
    L -= L.max(-1, keepdims=True)
    S = np.exp(L)
    S /= S.sum(-1, keepdims=True)
    v2 = X[:, :, d1:d1 + d2].sum(-1)  # X 1_[2] = d_2 mu
    if d3 == 0:  # (55), v = w = 1_[2]: nu is mu and E constrains mu only
        d3 = d2
        v3 = v2
    else:
        v3 = X[:, :, d1 + d2:].sum(-1)  # X 1_[3] = d_3 nu
    # 1_[2]^T X^T J S X 1_[3] = (1^T X 1_[2]) (1^T S X 1_[3]) (J = 1 1^T)
    lhs = float((v2.sum(-1) * np.einsum("bjl,bl->b", S, v3)).mean() / (d2 * d3))
    mu, nu = v2 / d2, v3 / d3
    Y = mu.sum(-1) * np.einsum("bjl,bl->b", S, nu)  # mu^T J S nu, J = 1 1^T
    delta, c0 = float(inst["delta"]), float(inst["c0"])
    t2 = c0 * math.sqrt(math.log(k / delta) / d2)
    t3 = c0 * math.sqrt(math.log(k / delta) / d3)
    E = (np.abs(mu) <= t2 * (1 + 1e-12)).all(-1) & (np.abs(nu) <= t3 * (1 + 1e-12)).all(-1)
    p = 1.0 - float(E.mean())
    ey_e = float(Y[E].mean()) if E.any() else 0.0
    ey_c = float(Y[~E].mean()) if (~E).any() else 0.0
    abs_c = float(np.abs(Y[~E]).mean()) if (~E).any() else 0.0
    return Measurement(lhs, {"value": ey_e + delta * ey_c, "abs_value": abs(ey_e) + delta * abs_c},
                       {"P[E^c]": p, "delta_slack": delta - p, "E[Y|E]": ey_e, "E[Y|E^c]": ey_c,
                        "E[Y] (the '=')": float(Y.mean()), "thresholds": (t2, t3)})


# chenli.eq53 itself: re-encoded in r23_chenliA2.py (round 23: thresholds as printed, Theta and its flip).

CLAIMS.append(Claim(
    id="chenli.eq55",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16 (the case v = w), Eq. (55), Section 5.4, {SEED_FILE} L1174 (E: L1166)",
    statement="(55): (1/d_2^2) 1~_[2]^T E_X[X^T J softmax(X Theta X^T) X] 1~_[2] = [mu~] mu~^T J M_mu~ mu~ <= E[mu~^T J "
              "M_mu~ mu~ | E] + delta E[mu~^T J M_mu~ mu~ | E^c], mu~ = X 1~_[2]/d_2, E = {|mu_i| <= sqrt(log(k/delta)/"
              "d_2) for all i}, P[E] >= 1 - delta.",
    kind="step", comparison="<=", bound=B.value, measure=_eq53_measure, strategy=lambda: _eq53_instances(same=True),
    rtol=1e-9, atol=1e-12,
    assumptions=(Assumption("P[E] >= 1 - delta", "P[E^c] <= delta (L1166)", lambda q: q["delta_slack"]),
                 uncertified("section4", "Theta meets Section 4's Assumptions and Lemma 5.16's d_2, r_Theta >~ log d",
                             why="'<<' / '>~' with constants the paper leaves unspecified (Section 4, Eq. (8): no "
                                 "instance below d ~ 1e35 meets the printed scales); the step itself is a split of "
                                 "an expectation over E and uses none of them")),
    expect="holds",
    evidence="The split of (53) (chenli.eq53, where it fails) with Y = mu~^T J M mu~ = (sum_i mu_i)(1^T M mu~): it needs "
             "E[Y | E] >= 0 or the conditional means' signs to line up, and no instance crosses at the enumerable sizes: "
             "an exhaustive sweep (k in {2, 3}, k d <= 12, Gaussian and single-entry Theta at scales 1, 4, 10 of both "
             "signs, delta in {0.3, 0.6, 0.9, 0.99}, c0 in {0.5, 1, 2}: 11160 instances) found lhs - rhs <= 4e-16. "
             "The printed threshold is sqrt(log(k/delta)/d_2) (c0 = 1); other c0 are drawn as well.",
    mutants={"E[Y | E] + delta E[Y | E^c] - 0.05 (shifted down)": B.value_minus_005},
    auto_mutant=False,
    notes="The measurement of chenli.eq53 with d_3 = 0: nu := mu, the event on mu only.",
    domain=(Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1) (delta = 1/poly(d) in "
                  "the proof)", unreached="delta in [0.01, 0.99]"),
            Param("k", 2, INF, integer=True, text="k tokens", unreached="k in {2, 3}: 2^{kd} enumeration"),
            Param("d2", 1, INF, integer=True, text="d_2", unreached="k d <= 12 (exact enumeration)")),
    settings={"ci": {"max_examples": 12, "budget_s": 1.0}},
))


# ------------------------------------------------- Theorem 5.1's proof: the exponent bookkeeping (L1340-L1344)
#
# As printed (L1326-L1348): when d_2, d_3 <~ r_Theta^2, Lemma 5.18 gives (1/d_2)|v^T Delta_Theta v| and the disjoint
# form <= Theta~(k^4/sqrt(r_Theta) + k^5 v r_Theta/d^{1/6}) (L1338-L1340); 'combining with Lemma 5.22' ||Delta_Theta||_op
# <= Theta~(k^5/r^{1/12} + k^5 v r/d^{C/2}) (L1344), and Theorem 5.1 (L511-L513) states m k^5/(r^{1/12} ^ (d^C/v)) with
# 0 < C < 1. Checked: Lemma 5.18's term against the theorem's per-head shape at its most favourable C (C -> 0: k^5
# max(r^{-1/12}, v) = k^5 v), over Section 4's range 1 <= r_Theta << d^{1/4}, 1 <= v << sqrt(d)/r_Theta^2. Pure shapes.


def _thm51_values(inst: dict) -> dict:
    d = 10.0 ** float(inst["log10_d"])
    r = max(1.0, d ** (float(inst["r_frac"]) / 4) / 10)  # r << d^{1/4} (the '<<' taken with a factor 10)
    v_hi = max(1.0, math.sqrt(d) / (r * r) / 10)  # v << sqrt(d)/r^2 (factor 10)
    v = v_hi ** float(inst["v_frac"])
    return {"k": float(inst["k"]), "v": v, "r": r, "d": d}


def _thm51_bk_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _thm51_values(inst)
    lhs = q["k"] ** 5 * q["v"] * q["r"] / q["d"] ** (1.0 / 6)  # L1340's second term
    return Measurement(lhs, q, {"r/d^{1/4}": q["r"] / q["d"] ** 0.25, "v r^2/sqrt(d)": q["v"] * q["r"] ** 2 / math.sqrt(q["d"])})


def _thm51_bk_move_d(inst: dict, t: float) -> dict:
    """d = t, r_Theta = d^{1/4}/10, v = 1 (the family where the r_Theta/d^{1/6} term outgrows the theorem)."""
    return {**inst, "log10_d": math.log10(t), "r_frac": 1.0, "v_frac": 0.0}


CLAIMS.append(Claim(
    id="chenli.display.thm5.1-bookkeeping",
    catalog_id="chenli.thm5.1",
    paper=PAPER,
    source=f"Proof of Theorem 5.1, Section 5.6, {SEED_FILE} L1340-L1344 (Theorem 5.1's shape: L511-L513)",
    statement="Lemma 5.18's case (d_2, d_3 <~ r_Theta^2): (1/d_2)|v^T Delta_Theta v| <= Theta~(k^4/sqrt(r_Theta) + k^5 v "
              "r_Theta/d^{1/6}) (L1340); 'combining with Lemma 5.22' ||Delta_Theta||_op <= Theta~(k^5/r^{1/12} + k^5 v "
              "r/d^{C/2}) (L1344), which Theorem 5.1 states as Theta~(k^5/(r_Theta^{1/12} ^ (d^C/v))) per head, some "
              "0 < C < 1. Checked: k^5 v r_Theta/d^{1/6} <~ k^5 max(r_Theta^{-1/12}, v/d^C) uniformly over Section 4's "
              "range (r_Theta << d^{1/4}, 1 <= v << sqrt(d)/r_Theta^2), at the theorem's most favourable C -> 0.",
    kind="step", comparison="<=", bound=B.thm51_envelope, measure=_thm51_bk_measure,
    strategy=lambda: st.fixed_dictionaries({
        "k": st.integers(1, 6), "log10_d": st.floats(4.0, 40.0),
        "r_frac": st.sampled_from([1.0, 0.5]) | st.floats(0.0, 1.0),
        "v_frac": st.sampled_from([0.0, 1.0]) | st.floats(0.0, 1.0)}),
    constants="hidden", uniform=True, eventually=("d",),
    directions=(
        Direction("d -> inf (r_Theta = d^{1/4}/10, v = 1)", "log10_d", INF, how="path", move=_thm51_bk_move_d,
                  points=(1e8, 1e16, 1e24, 1e32, 1e40, 1e48), grows=("d",),
                  reason="r_Theta/d^{1/6} = d^{1/12}/10 on this family: the term outgrows every power d^{-C} and "
                         "r^{-1/12}"),
        Direction("r_Theta (at fixed d)", "r_frac", 1.0, how="search",
                  reason="r_Theta drawn over [1, d^{1/4}/10]; the ratio v r/(d^{1/6} max(r^{-1/12}, v)) grows with r"),
        Direction("v", "v_frac", 1.0, how="search", reason="v drawn over [1, sqrt(d)/(10 r^2)] (log scale)"),
        Direction("k", "k", INF, how="unsearched", reason="both sides carry k^5: the ratio does not depend on k"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/chenli.md): confirmed. Lemma 5.18's term k^5 v r_Theta/d^{1/6} (L1340) is not dominated by Theorem 5.1's shape for "
             "any 0 < C < 1: against its most favourable value k^5 max(r^{-1/12}, v) = k^5 v (C -> 0) the ratio is "
             "r_Theta/d^{1/6}, unbounded on Section 4's range r_Theta << d^{1/4} (r = d^{1/4}/10, '<<' as a factor 10 "
             "(round 10; it was 4): d^{1/12}/10, e.g. d = 1e24: r = 1e5, ratio 10; d = 1e48: 1e3; polylog factors of Theta~ cannot absorb a power). L1344 "
             "itself keeps the term as k^5 v r/d^{C/2} (it needs C <= 1/3 to absorb d^{1/6}); the theorem's form "
             "drops its r_Theta. Theorem 5.1's own claim (chenli.thm5.1) keeps its verdict; this is the step between "
             "the case bounds and the theorem's shape.",
    second_path="tests/test_chenli_r8_chenliR.py::test_thm51_bookkeeping_powers",
    corrected=B.thm51_with_l1340,
    corrected_text="||Delta_Theta||_op <= Theta~(k^5/r_Theta^{1/12} + k^5 v r_Theta/d^{1/6}) (keeping Lemma 5.18's "
                   "term), so Theorem 5.1's bound is Theta~(m k^5 (r_Theta^{-1/12} + v r_Theta/d^{1/6})).",
    mutants={"Lemma 5.18's term without r_Theta": B.thm51_with_l1340_no_r},
    notes="Pure shapes (no network): lhs is L1340's term, f the theorem's per-head shape at C -> 0 (the most favourable "
          "C, so a divergence refutes every C in (0, 1)). The '<<' of Section 4 are taken with a factor 10 (round 10; "
          "(8)'s lower end log^c(dmk)/(kappa lambda) << r_Theta holds eventually along d (r_Theta = d^{1/4}/10 "
          "outgrows every polylog), which eventually=('d',) grants).",
    domain=(Param("d", 1, INF, key="log10_d", text="d (log10 d drawn in [4, 40], the path to 48)",
                  unreached="log10 d <= 48: pure powers, the ratio grows as d^{1/12}"),
            Param("r_Theta", 0.0, 1.0, key="r_frac", text="r_Theta << d^{1/4} (as a fraction of the exponent)"),
            Param("v", 0.0, 1.0, key="v_frac", text="1 <= v << sqrt(d)/r_Theta^2 (as a fraction of the exponent)")),
    settings={"ci": {"max_examples": 15, "budget_s": 1.0, "path_decades": 0.0}},
))


# ------------------------------------------------- Lemma 8.3's proof: (135) (L2744-L2746)
#
# As printed (L2740-L2746): V a subspace of R^D of dimension <= m - 1, v_1..v_m with ||v_1||^2 >= ... >= ||v_m||^2 >=
# lambda ||v_1||^2 (and coherence kappa < lambda/(2m^2)); Pi^perp the projection onto V^perp, Pi := Id - Pi^perp.
# 'Suppose to the contrary' (no i with ||Pi^perp v_i|| >= sqrt(lambda/2m) ||v_1||), 'in which case sum_i ||Pi^perp
# v_i||^2 < (lambda/2) ||v_1||^2', which 'would imply' (135): sum_i ||Pi v_i||^2 > sum_i ||v_i||^2 - (lambda/2)
# ||v_1||^2. The step's premise is the contrary hypothesis; under the lemma's coherence hypothesis it never holds (that
# is the lemma), so the coherence is not imposed (the step does not use it; a wider domain, where the step holds).


def _eq135_instances() -> st.SearchStrategy:
    """D in [2, 9], m in [2, 6], dim V = r in [1, min(m - 1, D - 1)] (a random orthonormal basis), lambda in (0, 1],
    norms n_1 >= ... >= n_m >= sqrt(lambda) n_1, each v_i = n_i (cos t_i u_i + sin t_i w_i) (u_i unit in V, w_i unit
    in V^perp) with ||Pi^perp v_i|| = fill_i sqrt(lambda/2m) n_1, fill_i in [0, 0.999] (the contrary premise)."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        D = draw(st.integers(2, 9))
        m = draw(st.integers(2, 6))
        r = draw(st.integers(1, min(m - 1, D - 1)))
        lam = float(draw(st.sampled_from([1.0]) | st.floats(1e-3, 1.0)))
        fills = [float(draw(st.sampled_from([0.999, 0.0]) | st.floats(0.0, 0.999))) for _ in range(m)]
        ratios = sorted((float(draw(st.floats(0.0, 1.0))) for _ in range(m - 1)), reverse=True)
        return {"D": D, "m": m, "r": r, "lam": lam, "fills": fills, "ratios": ratios,
                "scale": float(draw(log_uniform(1e-3, 1e3))), "seed": draw(SEEDS)}
    return draw_inst()


def _eq135_vectors(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    """The vectors (rows) and the projector Pi onto V."""
    D, m, r, lam = int(inst["D"]), int(inst["m"]), int(inst["r"]), float(inst["lam"])
    rng = np.random.default_rng(int(inst["seed"]))
    Q, _ = np.linalg.qr(rng.standard_normal((D, D)))
    B, C = Q[:, :r], Q[:, r:]
    n1 = float(inst["scale"])
    lo = math.sqrt(lam)
    norms = [n1] + [n1 * (lo + (1 - lo) * t) for t in inst["ratios"]]
    vs = []
    for i in range(m):
        u = B @ rng.standard_normal(r)
        w = C @ rng.standard_normal(D - r)
        u, w = u / np.linalg.norm(u), w / np.linalg.norm(w)
        perp = min(float(inst["fills"][i]) * math.sqrt(lam / (2 * m)) * n1, norms[i])
        vs.append(math.sqrt(max(norms[i] ** 2 - perp**2, 0.0)) * u + perp * w)
    return np.array(vs), B @ B.T


def _eq135_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs sum_i ||Pi v_i||^2; the premise's slack sqrt(lambda/2m) ||v_1|| - max_i ||Pi^perp v_i|| (relative)."""
    V, P = _eq135_vectors(inst)
    m, lam = int(inst["m"]), float(inst["lam"])
    sq = (V**2).sum(axis=1)
    par = V @ P
    perp = np.linalg.norm(V - par, axis=1)
    thr = math.sqrt(lam / (2 * m) * sq[0])
    return Measurement(float((par**2).sum()),
                       {"sum_sq": float(sq.sum()), "lam": lam, "v1_sq": float(sq[0]), "m": m,
                        "contrary": (thr - float(perp.max())) / thr,
                        "sorted": float(min(np.diff(sq[::-1]).min(initial=0.0), sq[-1] - lam * sq[0])) / float(sq[0])},
                       {"max_perp_over_thr": float(perp.max()) / thr})


CLAIMS.append(Claim(
    id="chenli.eq135",
    catalog_id="chenli.lemma8.3",
    paper=PAPER,
    source=f"Proof of Lemma 8.3, Eq. (135), Section 8, {SEED_FILE} L2744-L2746",
    statement="Under 'the contrary' (||Pi^perp v_i|| < sqrt(lambda/2m) ||v_1|| for every i, hence sum_i ||Pi^perp "
              "v_i||^2 < (lambda/2) ||v_1||^2), (135): sum_i ||Pi v_i||^2 > sum_i ||v_i||^2 - (lambda/2) ||v_1||^2, "
              "Pi := Id - Pi^perp, Pi^perp the projection onto V^perp, dim V <= m - 1.",
    kind="step", comparison=">", bound=B.eq135, measure=_eq135_measure, strategy=_eq135_instances,
    rtol=1e-9, atol=1e-12,
    assumptions=(Assumption("contrary", "||Pi^perp v_i|| < sqrt(lambda/2m) ||v_1|| for all i (L2744)",
                            lambda q: q["contrary"]),
                 Assumption("norms", "||v_1||^2 >= ... >= ||v_m||^2 >= lambda ||v_1||^2 (L2740)",
                            lambda q: q["sorted"])),
    expect="holds",
    evidence="Pythagoras: ||Pi v_i||^2 = ||v_i||^2 - ||Pi^perp v_i||^2, and m terms each < (lambda/2m) ||v_1||^2 sum to "
             "< (lambda/2) ||v_1||^2; the step holds with margin (lambda/2) ||v_1||^2 - sum_i ||Pi^perp v_i||^2.",
    mutants={"sum ||v_i||^2 - lambda/(2m) ||v_1||^2 (one vector's share)": B.eq135_over_m,
             "sum ||v_i||^2 (slack dropped)": B.eq135_no_slack},
    auto_mutant=False,
    notes="The lemma's coherence hypothesis kappa < lambda/(2m^2) is not imposed: under it the contrary premise never "
          "holds (Lemma 8.3 itself), and the step uses only the premise and Pythagoras.",
    domain=(Param("lam", 0.0, 1.0, lo_closed=False, text="lambda in (0, 1] (||v_m||^2 >= lambda ||v_1||^2)",
                  unreached="lambda >= 1e-3: the slack (lambda/2)||v_1||^2 scales linearly, nothing changes below"),
            Param("m", 2, INF, integer=True, text="m vectors (m = 1: V = {0}, the premise never holds)",
                  unreached="m <= 6: the step is a sum of m Pythagoras identities"),
            Param("D", 2, INF, integer=True, text="ambient dimension D",
                  unreached="D <= 9: the step is dimension-free (Pythagoras)")),
    settings={"ci": {"max_examples": 12, "budget_s": 0.4}},
))


# ------------------------------------------------- Lemma 6.4's proof, Step 3 (L1909-L1915, L2060-L2064)
#
# As printed (L1907-L1915, Case (A); L2060-L2062, Case (B) 'unchanged'): for each row l > 3, 'by Hoeffding's
# inequality' P_{X_l}[|x^T Theta_i X_{l,S^c}| >= ||Theta_1||_F sqrt(10 log k)] << 1/k (L1909), 'so' P[X_{l,S^c}
# satisfies its bullet point for all l > 3] >= (1 - 1/k)^k >= Omega(1) (L1913), the rows X_4..X_k independent (L1915).
# Checked: the first '>=' given the per-row premise p_l <= 1/k (the '<<' read as at most 1/k, a weaker premise) and
# independence: prod_{l=4}^k (1 - p_l) >= (1 - 1/k)^k. The last '>= Omega(1)' is (1 - 1/k)^k -> 1/e (a constant).


def _step3_instances() -> st.SearchStrategy:
    """k in [4, 1e5] (rows l = 4..k exist; k <= 3: no row, probability 1), per-row failures p_l = f_l/k with f_l in [0,
    1] (edges 0, 1; a drawn profile: constant, two-valued or random)."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        k = int(draw(st.sampled_from([4, 5, 100_000]) | st.integers(4, 60) | st.integers(4, 100_000)))
        return {"k": k, "profile": draw(st.sampled_from(["const", "two", "random"])),
                "f": float(draw(st.sampled_from([1.0, 0.0]) | st.floats(0.0, 1.0))),
                "g": float(draw(st.floats(0.0, 1.0))), "seed": draw(SEEDS)}
    return draw_inst()


def _step3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs prod_{l=4}^k (1 - p_l) (log1p sums), p_l = f_l/k; the premise's slack 1/k - max p_l (relative)."""
    k = int(inst["k"])
    n = k - 3
    if inst["profile"] == "const":
        f = np.full(n, float(inst["f"]))
    elif inst["profile"] == "two":
        f = np.where(np.arange(n) % 2 == 0, float(inst["f"]), float(inst["g"]))
    else:
        f = np.random.default_rng(int(inst["seed"])).uniform(float(inst["g"]), 1.0, n) * max(float(inst["f"]), 1e-300)
        f = np.minimum(f, 1.0)
    p = f / k
    return Measurement(float(np.exp(np.log1p(-p).sum())), {"k": k, "premise": 1.0 - float(f.max(initial=0.0))},
                       {"rows": n, "max_f": float(f.max(initial=0.0))})


def _step3_claim(cid: str, source: str, case: str) -> Claim:
    return Claim(
        id=cid,
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Proof of Lemma 6.4, Step 3, {case}, Section 6.5, {SEED_FILE} {source}",
        statement="Step 3: each row l > 3 misses its bullet point with probability << 1/k ('by Hoeffding', L1909), so "
                  "P[X_{l,S^c} satisfies its bullet point for all l > 3] >= (1 - 1/k)^k (>= Omega(1)), the rows "
                  "independent. Checked: prod_{l=4}^k (1 - p_l) >= (1 - 1/k)^k for p_l <= 1/k.",
        kind="step", comparison=">=", bound=B.one_minus_inv_k_pow_k, measure=_step3_measure,
        strategy=_step3_instances, rtol=1e-12, atol=1e-15,
        assumptions=(Assumption("per-row failure <= 1/k", "P[row l misses its bullet point] << 1/k (L1909)",
                                lambda q: q["premise"]),),
        expect="holds",
        evidence="(1 - p_l) >= 1 - 1/k for each of the k - 3 rows, and (1 - 1/k)^{k-3} >= (1 - 1/k)^k; equality "
                 "never (three spare factors), the margin (1 - 1/k)^{-3} -> 1 as k grows. The trailing '>= Omega(1)' "
                 "is (1 - 1/k)^k >= 81/256 at k >= 4, decreasing to 1/e.",
        mutants={"(1 - 1/(2k))^k (half the failure)": B.one_minus_inv_2k_pow_k,
                 "(1 - 1/k)^{k-4} (a factor short)": B.one_minus_inv_k_pow_k_minus_4},
        auto_mutant=False,
        notes="The per-row Hoeffding bound (L1909) is the premise, not checked here; the bullet point (L1789) is read "
              "per row (a union over heads i in [m] would be part of L1909's '<< 1/k').",
        domain=(Param("k", 4, INF, integer=True, text="k tokens with rows l = 4..k (k <= 3: the event is sure)",
                      unreached="k <= 1e5: the product has k - 3 factors (table capped); (1 - 1/k)^{-3} -> 1"),),
        settings={"ci": {"max_examples": 8, "budget_s": 0.3}},
    )


CLAIMS += [_step3_claim("chenli.display.lemma6.4-step3-caseA", "L1911-L1915", "Case (A)"),
           _step3_claim("chenli.display.lemma6.4-step3-caseB", "L2060-L2064", "Case (B)")]


# ------------------------------------------------- Lemma 7.4's proof: the Hoeffding step L2461 (A': L2349; (118): L2455)
#
# As printed: A' := {X_1 Theta' X_2^T > (C/sqrt(Z))(1 - alpha/(Z ||Theta_{i*}||_F^2))}, Theta' := (1/Z) sum_{i != i*}
# Theta_i/||Theta_i||_F^2 + E (L2349), Z := sum_i 1/||Theta_i||_F^2, alpha := lambda^2/4 ((113)); given X_1 with (118)
# ||X_1 Theta'|| = ((1 +- eta')/Z) sqrt(Sigma), Sigma := sum_{i != i*} 1/||Theta_i||_F^2, 'by Hoeffding's inequality'
# P[A' | X_1] <= exp{-C^2/(2(1 + eta')^2) Z Sigma^{-1} (1 - f)}, f := alpha/(Z ||Theta_{i*}||_F^2) (L2461). Hoeffding
# at that threshold gives the square (1 - f)^2. Instance (literal): m = 2, Theta_i = (F_i/sqrt(d)) diag(s_i) (random
# signs s_i: coherence ~ 1/sqrt(d)), E = 0, so X_1 Theta' has d equal-magnitude entries and (118) holds with eta' = 0;
# the probability over X_2 ~ {+-1}^d is an exact binomial tail (scipy's logsf).


def _l2461_instances() -> st.SearchStrategy:
    """d in [1e2, 1e8] (log-uniform), C in [1, 40] (C = gamma_1 omega sqrt(m log d)/lambda^2, gamma_1 large), lambda in
    (0, 1], ||Theta_1||_F = 1, ||Theta_2||_F^2 / ||Theta_1||_F^2 in [lambda, 1/lambda], i* in {1, 2}, eta' in [0, 0.5]."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        lam = float(draw(st.sampled_from([1.0]) | st.floats(0.05, 1.0)))
        return {"d": int(draw(st.sampled_from([10**6]) | log_uniform(100.0, 1e8))),
                "C": float(draw(st.sampled_from([10.0, 40.0]) | st.floats(1.0, 40.0))), "lam": lam,
                "ratio": float(draw(st.sampled_from([1.0]) | log_uniform(lam, 1.0 / lam))),
                "istar": draw(st.sampled_from([1, 2])),
                "eta": float(draw(st.sampled_from([0.0]) | st.floats(0.0, 0.5)))}
    return draw_inst()


def _l2461_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs P_{X_2}[<w, X_2> > (C/sqrt(Z))(1 - f)], w = X_1 Theta' (|w_k| = 1/(Z F_j sqrt(d)), j != i*), exact: the
    Rademacher sum S of d terms exceeds thr = C (1 - f) sqrt(Z) F_j sqrt(d), P = P[Bin(d, 1/2) > (d + thr)/2]."""
    from scipy.stats import binom

    d, C, lam = int(inst["d"]), float(inst["C"]), float(inst["lam"])
    F2 = [1.0, float(inst["ratio"])]  # squared Frobenius norms
    istar = int(inst["istar"]) - 1
    j = 1 - istar
    Z = 1 / F2[0] + 1 / F2[1]
    Sigma = 1 / F2[j]
    f = (lam**2 / 4) / (Z * F2[istar])
    thr = C * (1 - f) * math.sqrt(Z * F2[j]) * math.sqrt(d)
    kmin = math.floor((d + thr) / 2)  # S > thr  <=>  #(+1) > (d + thr)/2
    lhs = float(np.exp(binom.logsf(kmin, d, 0.5)))
    return Measurement(lhs, {"C": C, "eta": float(inst["eta"]), "Z": Z, "Sigma": Sigma, "f": f},
                       {"s": thr / math.sqrt(d), "f": f})


_L2461_DOMAIN = (
    Param("C", 0.0, INF, lo_closed=False, text="C := gamma_1 omega sqrt(m log d)/lambda^2 ((113); gamma_1 large)",
          unreached="C in [1, 40]: the printed exponent's excess over Hoeffding's grows like C^2 f"),
    Param("lam", 0.0, 1.0, lo_closed=False, text="lambda in (0, 1] (alpha = lambda^2/4)",
          unreached="lambda >= 0.05: f = alpha/(Z ||Theta_{i*}||^2) -> 0 as lambda -> 0"),
    Param("d", 1, INF, integer=True, text="dimension d", unreached="d in [1e2, 1e8] (exact binomial tails)"),
    Param("eta", 0.0, INF, text="eta' >= 0 ((118)'s relative error)",
          unreached="eta' <= 0.5: eta' << 1 (Lemma 7.4's eta' ~ (m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda))"),
)

L2461 = Claim(
    id="chenli.display.lemma7.4-hoeffding",
    catalog_id="chenli.lemma7.4",
    paper=PAPER,
    source=f"Proof of Lemma 7.4, Section 7.1.1, {SEED_FILE} L2459-L2461",
    statement="Conditioned on X_1 satisfying (118), 'by Hoeffding's inequality' P[A' | X_1] <= exp{-C^2/(2(1 + eta')^2)"
              " Z (sum_{i != i*} 1/||Theta_i||_F^2)^{-1} (1 - alpha/(Z ||Theta_{i*}||_F^2))}, A' := {X_1 Theta' X_2^T "
              "> (C/sqrt(Z))(1 - alpha/(Z ||Theta_{i*}||_F^2))}, alpha = lambda^2/4.",
    kind="step", comparison="<=", bound=B.l2461_printed, measure=_l2461_measure, strategy=_l2461_instances,
    rtol=1e-9, atol=0.0,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/chenli.md): confirmed as printed. Hoeffding at the threshold t = (C/sqrt(Z))(1 - f) with ||X_1 Theta'|| <= (1 + eta') "
             "sqrt(Sigma)/Z gives exp(-C^2 Z (1 - f)^2/(2 (1 + eta')^2 Sigma)); the printed exponent has (1 - f) "
             "unsquared, stronger by exp(-C^2 Z f (1 - f)/(2 (1 + eta')^2 Sigma)), which beats the Gaussian tail's "
             "polynomial prefactor once C^2 f >~ log C. Instance: m = 2, i* = 1, ||Theta_1||_F = ||Theta_2||_F = 1, "
             "lambda = 1 (alpha = 1/4, Z = 2, f = 1/8), eta' = 0, C = 10, d = 1e6: P[Bin(1e6, 1/2) > (d + 12.37 "
             "sqrt(d))/2] = e^{-80.01} > printed e^{-87.5}. Lemma 7.4 keeps its own verdict (its proof uses (1 - f) "
             "against Z/Sigma >= 1 + lambda/(m - 1); with the square it needs f <~ lambda/(4m)).",
    second_path="tests/test_chenli_r8_chenliR.py::test_l2461_binomial_tail",
    corrected=B.l2461_hoeffding,
    corrected_text="P[A' | X_1] <= exp{-C^2 Z (1 - alpha/(Z ||Theta_{i*}||_F^2))^2 / (2 (1 + eta')^2 Sigma)} "
                   "(Hoeffding; the factor squared).",
    mutants={"Hoeffding with (Z/Sigma)^2 (too strong)": B.l2461_hoeffding_no_z},
    auto_mutant=False,
    notes="E = 0 and diagonal Theta_i: X_1 Theta' has equal-magnitude entries, so the Rademacher sum is an exact "
          "binomial tail; (118) holds with eta' = 0 (eta' > 0 drawn as well: it only loosens the bound).",
    domain=_L2461_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 0.4}},
)
CLAIMS.append(L2461)


# ------------------------------------------------- Lemma 7.7's proof: Bayes' rule (125) (L2577-L2579)
#
# As printed: 'because without conditioning on A, X_2 is uniform', P[X_2 = x | A]/P[X_2 = x' | A] = P[A | X_2 = x]/
# P[A | X_2 = x'] (125), A := {X_1 Theta~ X_2^T > C/sqrt(Z)} (L2316), X_1, X_2 independent uniform on {+-1}^d, Theta~
# within mu ||Theta_1||_F of (1/Z) sum_i Theta_i/||Theta_i||_F^2 (L2282). Exact by enumerating all 4^d pairs (d <= 6):
# the left side from the joint counts #{(X_1, x) in A}/#A, the right side from the conditional means over X_1.


def _eq125_instances() -> st.SearchStrategy:
    """d in [1, 6], m in [1, 3] heads with Gaussian Theta_i of random scales, a perturbation E of Frobenius norm mu
    ||Theta_1||_F (mu in [0, 1]), C > 0 drawn as a fraction of the largest value of sqrt(Z) X_1 Theta~ X_2^T (so A is
    not empty; C = 0 allowed only through its limit), and x, x' indices into {+-1}^d (x' among those with P[A | x'] > 0)."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        return {"d": draw(st.integers(1, 6)), "m": draw(st.integers(1, 3)), "seed": draw(SEEDS),
                "mu": float(draw(st.sampled_from([0.0]) | st.floats(0.0, 1.0))),
                "frac": float(draw(st.floats(0.01, 0.99))), "ix": draw(st.integers(0, 63)),
                "ixp": draw(st.integers(0, 63))}
    return draw_inst()


def _eq125_table(inst: dict) -> tuple[np.ndarray, float]:
    """The 2^d x 2^d table of X_1 Theta~ X_2^T (rows X_1, columns X_2) and the threshold C/sqrt(Z)."""
    d, m = int(inst["d"]), int(inst["m"])
    rng = np.random.default_rng(int(inst["seed"]))
    thetas = [rng.standard_normal((d, d)) * float(np.exp(rng.uniform(-1.0, 1.0))) for _ in range(m)]
    fro2 = [float(np.sum(t * t)) for t in thetas]
    Z = sum(1 / f for f in fro2)
    E = rng.standard_normal((d, d))
    E *= float(inst["mu"]) * math.sqrt(fro2[0]) / max(float(np.linalg.norm(E)), 1e-300)
    tt = sum(t / f for t, f in zip(thetas, fro2, strict=True)) / Z + E
    cube = np.array(list(itertools.product((-1.0, 1.0), repeat=d)))
    vals = cube @ tt @ cube.T
    top = float(vals.max())
    thr = float(inst["frac"]) * top if top > 0 else top - 1.0  # C/sqrt(Z) > 0 below the top (top <= 0: C -> 0 side)
    return vals, thr


def _eq125_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs P[X_2 = x | A]/P[X_2 = x' | A] from the joint counts; value P[A | X_2 = x]/P[A | X_2 = x'] (means over X_1)."""
    vals, thr = _eq125_table(inst)
    in_a = vals > thr
    n = in_a.shape[0]
    cond = in_a.mean(axis=0)  # P[A | X_2 = column]
    pos = np.flatnonzero(cond > 0)
    x = int(inst["ix"]) % n
    xp = int(pos[int(inst["ixp"]) % len(pos)])
    joint = in_a.sum(axis=0) / in_a.sum()  # P[X_2 = column | A]
    return Measurement(float(joint[x] / joint[xp]), {"value": float(cond[x] / cond[xp])},
                       {"PA": float(in_a.mean()), "x": x, "xp": xp})


CLAIMS.append(Claim(
    id="chenli.eq125",
    catalog_id="chenli.lemma7.7",
    paper=PAPER,
    source=f"Proof of Lemma 7.7, Eq. (125), Section 7.2, {SEED_FILE} L2577-L2579 (A: L2316; Theta~: L2282)",
    statement="(125): since X_2 is uniform without conditioning on A, P[X_2 = x | A]/P[X_2 = x' | A] = P[A | X_2 = x]/"
              "P[A | X_2 = x'], A := {X_1 Theta~ X_2^T > C/sqrt(Z)}, X_1, X_2 independent uniform on {+-1}^d.",
    kind="step", comparison="==", bound=B.value, measure=_eq125_measure, strategy=_eq125_instances,
    rtol=1e-12, atol=0.0,
    expect="holds",
    mutants={"half the ratio": B.half_value},
    auto_mutant=False,
    notes="Exact by enumeration of all 4^d pairs (d <= 6). Bayes' rule with P[X_2 = x] = P[X_2 = x'] = 2^{-d}; the "
          "identity holds for any event of (X_1, X_2) and any Theta~, so the Section 7 premises on Theta_i are drawn "
          "only to keep the instances in the paper's family.",
    domain=(Param("d", 1, INF, integer=True, text="dimension d", unreached="d <= 6 (4^d pairs enumerated); the "
                  "identity is Bayes' rule with a uniform prior at every d"),
            Param("C", 0.0, INF, lo_closed=False, text="C > 0 ((113)), drawn as a fraction of the largest value",
                  unreached="C between 1% and 99% of the largest value of sqrt(Z) X_1 Theta~ X_2^T (above it A is "
                  "empty and (125) undefined)"),
            Param("mu", 0.0, INF, text="mu >= 0 (L2282's error)", unreached="mu <= 1: the identity does not use "
                  "Theta~'s form")),
    settings={"ci": {"max_examples": 10, "budget_s": 0.3}},
))


# ------------------------------------------------- Lemma 7.5's use: (122), (123)'s first link, (124)'s first link (L2515-L2525)
#
# As printed (L2491-L2525): B_{i*} := {|X_1 Theta_{i*} X_1^T| > tau} (L2491), C := {||X_1 Theta~||^2 <= (1 + beta)
# ||Theta~||_F^2} ((119)), A := {X_1 Theta~ X_2^T > C/sqrt(Z)} (L2316); (122) P[A ^ B] = P[A ^ B ^ C] + P[A ^ B ^ ~C];
# (123) the first term 'as' P[B ^ C] P[A | B ^ C] <= P[B] P[A | B ^ C]; (124) P[A ^ B ^ ~C] <= P[~C]. Exact over all 4^d
# pairs (X_1, X_2) (d <= 6); the later links of (123)/(124) (Lemma 7.5, (120), (121)) carry hidden constants and stay
# in-proof.


def _eq122_instances() -> st.SearchStrategy:
    """d in [1, 6], m in [1, 3] heads (Gaussian, random scales), i* in [m], E of norm mu ||Theta_1||_F (mu in [0, 1]),
    C/sqrt(Z) and tau as fractions (0.01..0.99) of the largest value of their forms, beta in (0, 1]."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        m = draw(st.integers(1, 3))
        return {"d": draw(st.integers(1, 6)), "m": m, "istar": draw(st.integers(1, m)), "seed": draw(SEEDS),
                "mu": float(draw(st.sampled_from([0.0]) | st.floats(0.0, 1.0))),
                "frac": float(draw(st.sampled_from([0.6, 0.9]) | st.floats(0.01, 0.99))),
                "tfrac": float(draw(st.sampled_from([0.6, 0.9]) | st.floats(0.01, 0.99))),
                "beta": float(draw(st.sampled_from([1e-3, 0.1]) | st.floats(1e-4, 1.0)))}
    return draw_inst()


def _eq122_probs(inst: dict) -> dict[str, float]:
    """Exact probabilities of A ^ B ^ C, A ^ B ^ ~C, A ^ B, B ^ C, B, ~C over X_1, X_2 uniform on {+-1}^d."""
    d, m = int(inst["d"]), int(inst["m"])
    rng = np.random.default_rng(int(inst["seed"]))
    thetas = [rng.standard_normal((d, d)) * float(np.exp(rng.uniform(-1.0, 1.0))) for _ in range(m)]
    fro2 = [float(np.sum(t * t)) for t in thetas]
    Z = sum(1 / f for f in fro2)
    E = rng.standard_normal((d, d))
    E *= float(inst["mu"]) * math.sqrt(fro2[0]) / max(float(np.linalg.norm(E)), 1e-300)
    tt = sum(t / f for t, f in zip(thetas, fro2, strict=True)) / Z + E
    cube = np.array(list(itertools.product((-1.0, 1.0), repeat=d)))
    vals = cube @ tt @ cube.T  # rows X_1, columns X_2
    top = float(vals.max())
    a_ev = vals > (float(inst["frac"]) * top if top > 0 else top - 1.0)
    quad = np.abs(np.einsum("ij,jk,ik->i", cube, thetas[int(inst["istar"]) - 1], cube))
    b_ev = quad > float(inst["tfrac"]) * float(quad.max())  # tau > 0 below the largest |X_1 Theta_i* X_1^T|
    c_ev = np.sum((cube @ tt) ** 2, axis=1) <= (1 + float(inst["beta"])) * float(np.sum(tt * tt))
    n = cube.shape[0]
    ab = a_ev & b_ev[:, None]
    bc = b_ev & c_ev
    p_abc = float(ab[c_ev].sum()) / n**2
    p_bc = float(bc.sum()) / n
    return {"ABC": p_abc, "ABnC": float(ab[~c_ev].sum()) / n**2, "AB": float(ab.sum()) / n**2, "BC": p_bc,
            "B": float(b_ev.sum()) / n, "nC": float((~c_ev).sum()) / n,
            "A_given_BC": p_abc / p_bc if p_bc > 0 else 0.0}


def _eq122_measure(which: str):  # noqa: ANN202
    """lhs and printed right side of (122) ('122'), (123)'s first link ('123') or (124)'s first link ('124')."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        p = _eq122_probs(inst)
        if which == "122":
            lhs, rhs = p["AB"], p["ABC"] + p["ABnC"]
        elif which == "123":
            lhs, rhs = p["BC"] * p["A_given_BC"], p["B"] * p["A_given_BC"]
        else:
            lhs, rhs = p["ABnC"], p["nC"]
        return Measurement(lhs, {"value": rhs, "AB": p["AB"]}, p)
    return measure


_EQ122_DOMAIN = (
    Param("d", 1, INF, integer=True, text="dimension d", unreached="d <= 6 (4^d pairs enumerated); the step is an "
          "identity/inclusion of events at every d"),
    Param("beta", 0.0, INF, lo_closed=False, text="beta > 0 ((113))", unreached="beta in [1e-4, 1]: beta << 1"),
    Param("mu", 0.0, INF, text="mu >= 0 (L2282)", unreached="mu <= 1: the step does not use Theta~'s form"),
)


def _eq122_claim(cid: str, source: str, statement: str, which: str, comparison: str, mutants: dict, notes: str) -> Claim:
    return Claim(
        id=cid, catalog_id="chenli.lemma7.5", paper=PAPER, source=source, statement=statement, kind="step",
        comparison=comparison, bound=B.value, measure=_eq122_measure(which), strategy=_eq122_instances,
        rtol=1e-12, atol=1e-15, expect="holds", mutants=mutants, auto_mutant=False, notes=notes,
        domain=_EQ122_DOMAIN, settings={"ci": {"max_examples": 8, "budget_s": 0.25}})


CLAIMS += [
    _eq122_claim("chenli.eq122", f"Section 7.1.2, Eq. (122), {SEED_FILE} L2513-L2515 (B: L2491; C: (119) L2503)",
                 "(122): P[A ^ B_{i*}] = P[A ^ B_{i*} ^ C] + P[A ^ B_{i*} ^ ~C], X_1, X_2 uniform on {+-1}^d.",
                 "122", "==", {"half the right side": B.half_value},
                 "Exact counts over all 4^d pairs; C and ~C partition the X_1's."),
    _eq122_claim("chenli.eq123-first-link", f"Section 7.1.2, Eq. (123), {SEED_FILE} L2517-L2519",
                 "(123)'s first link: P[B_{i*} ^ C] P[A | B_{i*} ^ C] <= P[B_{i*}] P[A | B_{i*} ^ C] (the first term "
                 "of (122) written as P[B ^ C] P[A | B ^ C]).",
                 "123", "<=", {"half the right side": B.half_value},
                 "Exact counts; B ^ C is a subset of B. P[A | B ^ C] := 0 when P[B ^ C] = 0 (both sides 0). The "
                 "second link (Lemma 7.5 and (120)) has hidden constants: in-proof."),
    _eq122_claim("chenli.eq124-first-link", f"Section 7.1.2, Eq. (124), {SEED_FILE} L2523-L2525",
                 "(124)'s first link: P[A ^ B_{i*} ^ ~C] <= P[~C].",
                 "124", "<=", {"P[~C] P[A ^ B] (independence assumed)": B.value_times_ab},
                 "Exact counts; A ^ B ^ ~C is a subset of ~C. The second link is (121) with its sign corrected "
                 "(hidden constant): in-proof."),
]


# ------------------------------------------------- Lemma 7.1's contradiction: L2663 against (131) (L2659-L2665)
#
# As printed: (131) bounds (sum_n ||X_2^(n)(W^ - sum_i W_i)||^2)^{1/2} by 2 sqrt(k^3 N d) exp(-omega sqrt(log d)
# ||Theta_1||_F) sum_i ||W_i||_F; if ||W^ - sum_i W_i||_F were >= 2 m d k^{3/2} exp(...) (L2661), Lemma 7.8 lower-bounds
# the same left side by 2 m sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) (L2663), 'contradicting the bound in
# Eq. (131)' (L2665). Both sides share 2 sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) > 0; the contradiction
# needs (131)'s sum_i ||W_i||_F <= L2663's m. Assumption 10 fixes ||W_1||_F = 1 and bounds ||W_i||_F^2 >= lambda' from
# below only.


def _l2663_instances() -> st.SearchStrategy:
    """m in [1, 8], ||W_1||_F = 1 (Assumption 10), ||W_i||_F for i > 1 log-uniform in [sqrt(lambda'), 100], lambda' in
    (0, 1) (log-uniform from 1e-6)."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        m = draw(st.integers(1, 8))
        lam = float(draw(log_uniform(1e-6, 1.0)))
        norms = [1.0] + [float(draw(st.sampled_from([2.0]) | log_uniform(math.sqrt(lam), 100.0))) for _ in range(m - 1)]
        return {"m": m, "lam_w": lam, "norms": norms}
    return draw_inst()


def _l2663_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs (131)'s right side over the common factor: sum_i ||W_i||_F."""
    s = float(sum(inst["norms"]))
    return Measurement(s, {"m": int(inst["m"]), "sumW": s}, {"max_norm": float(max(inst["norms"]))})


L2663 = Claim(
    id="chenli.display.lemma7.1-contradiction",
    catalog_id="chenli.lemma7.1",
    paper=PAPER,
    source=f"Proof of Lemma 7.1, Section 7.3, {SEED_FILE} L2659-L2665 ((131) L2659; Assumption 10 L485)",
    statement="L2663-L2665: under ||W^ - sum_i W_i||_F >= 2 m d k^{3/2} exp(-omega sqrt(log d) ||Theta_1||_F) "
              "(L2661), (131)'s left side is >= 2 m sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F), 'contradicting "
              "the bound in Eq. (131)', 2 sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) sum_i ||W_i||_F: checked as "
              "(131)'s right side <= L2663's value, i.e. sum_i ||W_i||_F <= m, over Assumption 10.",
    kind="step", comparison="<=", bound=B.l2663_m, measure=_l2663_measure, strategy=_l2663_instances,
    rtol=1e-12, atol=0.0,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/chenli.md): confirmed. Both sides share 2 sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) > 0, so L2663 "
             "contradicts (131) only if sum_i ||W_i||_F <= m; Assumption 10 fixes ||W_1||_F = 1 and bounds the other "
             "norms from below only. Instance: m = 2, ||W_1||_F = 1, ||W_2||_F = 2: (131) allows 3 units, L2663 forces "
             "only 2, no contradiction. The same unbounded ||W_i||_F is what drives chenli.lemma7.1's W_2 path ((112) "
             "has no sum_i ||W_i||_F); Lemma 7.1 keeps its own verdict.",
    second_path="tests/test_chenli_r8_chenliR.py::test_l2663_two_heads",
    corrected=B.l2663_sum_w,
    corrected_text="Suppose to the contrary ||W^ - sum_i W_i||_F >= 2 d k^{3/2} exp(-omega sqrt(log d) ||Theta_1||_F + "
                   "O(omega^2)) sum_i ||W_i||_F; then L2663 reads 2 sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) "
                   "sum_i ||W_i||_F (the factor m replaced by sum_i ||W_i||_F), which (131) contradicts.",
    mutants={"m/2 (stronger)": B.l2663_half_m},
    auto_mutant=False,
    notes="Exact arithmetic; the factor 2 sqrt(k^3 N d) exp(...) cancels. At m = 1 both sides are equal (a '<' would "
          "fail there too; '<=' is the weakest reading of 'contradicting').",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8: one norm > 1 suffices at m = 2"),
            Param("W", 0.0, INF, lo_closed=False, text="||W_i||_F, i > 1 (>= sqrt(lambda'), no upper bound)",
                  unreached="||W_i||_F <= 100; the sum grows linearly in it"),
            Param("lam_w", 0.0, 1.0, lo_closed=False, text="lambda' (Assumption 10)",
                  unreached="lambda' >= 1e-6: it only bounds norms from below")),
    settings={"ci": {"max_examples": 8, "budget_s": 0.5}},
)
CLAIMS.append(L2663)
