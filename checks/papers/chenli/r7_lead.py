"""chenli Theorems 9.5 and 9.6 (Section 9, L2947-L2955), the generalisation results the paper restates and uses in
the proof of Lemma 9.1 (round 7, lead). They were records ("a cited textbook result"); the paper restates them, so
they are checked as restated (issue 30: a citation stays a record only when the paper does not restate it).

Exact computations on finite laws: the data law has J <= 3 atoms, so every sample of size N is one of the
multinomial count vectors, and the Rademacher average is an exact sum over the sign patterns.
Bounds: ``thmcheck.bounds.chenli.r7_lead``.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r7_lead as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# -------------------------------------------------------------------------------- Theorem 9.5 (L2947-L2951)
#
# As printed: D a law on X x Y; l : Y x Y -> R "L-Lipschitz in its first argument and uniformly bounded above by c";
# F a class of functions X -> Y; "for any f in F and pairs (x_1, y_1), ..., (x_N, y_N) drawn independently from D,
# with probability at least 1 - delta, E[l(f(x), y)] <= (1/N) sum_a l(f(x_a), y_a) + 4 L R_N(F) + 2c
# sqrt(log(1/delta)/(2N))", R_N(F) the Rademacher complexity of F (undefined in the paper; read as
# E_S E_sigma sup_f (1/N) sum_a sigma_a f(x_a), the normalisation of Shalev-Shwartz & Ben-David / Mohri et al.).
#
# Instances: X = [-R, R], Y = [-1, 1]; F = {x -> w x : |w| <= W} with W R <= 1 (Theorem 9.6's class, the one the
# proof of Lemma 9.1 uses), so f maps into Y; the loss l(y, y') = a |y - y'| + beta y' + gamma (L = a, exactly
# Lipschitz in y), c >= sup_{Y x Y} l = 2a + |beta| + gamma (the smallest c drawn as an edge); D has J atoms
# (x_j, y_j) with probabilities p_j. The literal claim fixes one f = f_{w0} ("for any f ... with probability");
# G = E l(f) - (1/N) sum_a l(f(x_a), y_a) and the statement is P[G > rhs] <= delta, i.e. the upper
# delta-quantile q = min{t : P[G > t] <= delta} of G is at most rhs: lhs = q, computed exactly over the multinomial
# law of the counts.


def _compositions(N: int, J: int) -> list[tuple[int, ...]]:
    """Every count vector (n_1, ..., n_J) with sum N."""
    return [c for c in itertools.product(range(N + 1), repeat=J) if sum(c) == N]


def _multinomial(counts: tuple[int, ...], p: np.ndarray) -> float:
    coef = math.factorial(sum(counts))
    for n in counts:
        coef //= math.factorial(n)
    return float(coef * np.prod([pj**n for pj, n in zip(p, counts, strict=True)]))


def _rademacher(x: np.ndarray, p: np.ndarray, N: int, W: float) -> float:
    """R_N(F) = E_S E_sigma sup_{|w| <= W} (1/N) sum_a sigma_a w x_a = (W/N) E_S E_sigma |sum_a sigma_a x_a|, exact:
    for counts n_j, sum_a sigma_a x_a = sum_j x_j (2 B_j - n_j), B_j ~ Bin(n_j, 1/2) independent."""
    total = 0.0
    for counts in _compositions(N, len(p)):
        ps = _multinomial(counts, p)
        if ps == 0.0:
            continue
        e = 0.0
        for bs in itertools.product(*[range(n + 1) for n in counts]):
            pb = float(np.prod([math.comb(n, b) / 2.0**n for n, b in zip(counts, bs, strict=True)]))
            e += pb * abs(sum(xj * (2 * b - n) for xj, b, n in zip(x, bs, counts, strict=True)))
        total += ps * e
    return W / N * total


def _quantile(values: np.ndarray, probs: np.ndarray, delta: float) -> float:
    """The upper delta-quantile min{t : P[G > t] <= delta} of a finite law (values, probs): the smallest atom whose
    strict upper tail has probability <= delta (a float margin of 1e-15 on the probabilities)."""
    for v in np.unique(values):  # ascending
        if float(probs[values > v].sum()) <= delta + 1e-15:
            return float(v)
    return float(values.max())


@st.composite
def _thm9_5_instances(draw: st.DrawFn, nonneg: bool = False) -> dict:
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    J = draw(st.integers(1, 3))
    N = draw(st.integers(1, 8 if J <= 2 else 6))
    R = float(draw(with_edges(log_uniform(0.1, 10.0), 1.0)))
    W = float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))) / R  # W R <= 1: f maps X into Y = [-1, 1]
    w0 = W * float(draw(with_edges(st.floats(-1.0, 1.0), -1.0, 0.0, 1.0)))
    x = rng.uniform(-R, R, J)
    x[0] = R * float(draw(with_edges(st.floats(-1.0, 1.0), 1.0, -1.0)))
    y = np.clip(np.round(rng.uniform(-1.0, 1.0, J) * 4) / 4, -1, 1)
    if draw(st.booleans()):
        y = np.sign(rng.standard_normal(J))  # labels at the ends of Y
    p = rng.dirichlet(np.ones(J))
    if J >= 2 and draw(st.booleans()):
        p = np.full(J, 1.0 / J)
    a = float(draw(with_edges(st.floats(0.0, 3.0), 0.0, 1.0)))
    beta = float(draw(with_edges(st.floats(-3.0, 3.0), 0.0, 1.0, -1.0)))
    gamma = float(draw(with_edges(st.floats(-3.0, 3.0), 0.0)))
    if nonneg:
        gamma = abs(beta) + abs(gamma)  # l >= 0 on Y x Y: min l = gamma - |beta|
    c_slack = float(draw(with_edges(st.floats(0.0, 2.0), 0.0)))
    L_slack = float(draw(with_edges(st.floats(0.0, 2.0), 0.0)))
    delta = float(draw(with_edges(log_uniform(1e-4, 0.99), 0.5, 0.99, 1e-4)))
    return {"seed": seed, "J": J, "N": N, "R": R, "W": W, "w0": w0, "x": x, "y": y, "p": p, "a": a, "beta": beta,
            "gamma": gamma, "c_slack": c_slack, "L_slack": L_slack, "delta": delta}


def _loss(inst: dict, fx: np.ndarray) -> np.ndarray:
    return inst["a"] * np.abs(fx - inst["y"]) + inst["beta"] * inst["y"] + inst["gamma"]


def _thm9_5_measure(inst: dict, ctx: Ctx, uniform: bool = False) -> Measurement:  # noqa: ARG001
    """The upper delta-quantile of G = E l(f) - (1/N) sum_a l(f(x_a), y_a) over the exact law of the sample (f = w0 x;
    ``uniform``: G = sup_{|w| <= W} of it, exact at the breakpoints w = y_j/x_j and the ends)."""
    x, p, N, W = inst["x"], inst["p"], int(inst["N"]), inst["W"]
    a, beta, gamma = inst["a"], inst["beta"], inst["gamma"]
    sup_l = 2 * a + abs(beta) + gamma  # sup over Y x Y of a|y - y'| + beta y' + gamma
    inf_l = gamma - abs(beta)  # attained at y = y' = -sign(beta)
    c = sup_l + inst["c_slack"]
    L = a + inst["L_slack"]
    if uniform:
        ws = [-W, W] + [yj / xj for xj, yj in zip(x, inst["y"], strict=True) if xj != 0 and abs(yj / xj) <= W]
        losses = np.array([_loss(inst, w * x) for w in ws])  # (#w, J)
    else:
        losses = _loss(inst, inst["w0"] * x)[None, :]
    Eloss = losses @ p
    vals, probs = [], []
    for counts in _compositions(N, len(p)):
        pr = _multinomial(counts, p)
        if pr == 0.0:
            continue
        emp = losses @ np.array(counts, dtype=float) / N
        vals.append(float(np.max(Eloss - emp)))
        probs.append(pr)
    q = _quantile(np.array(vals), np.array(probs), inst["delta"])
    R_N = _rademacher(x, p, N, W)
    return Measurement(q, {"L": L, "R_N": R_N, "c": c, "delta": inst["delta"], "N": N, "ell_min": inf_l},
                       {"P[G > 0]": float(np.sum(np.array(probs)[np.array(vals) > 0])), "sup l": sup_l,
                        "inf l": inf_l, "E l(f)": float(np.max(Eloss))})


_THM9_5_DOMAIN = (
    Param("N", 1, INF, integer=True, text="N samples", unreached="N <= 8 (every multinomial sample enumerated)"),
    Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1)",
          unreached="delta in [1e-4, 0.99]"),
    Param("gamma", -INF, INF, text="the loss's level (l bounded above only): l = a|y - y'| + beta y' + gamma",
          unreached="gamma in [-3, 3]: the loss's range, not its level, is what the sample mean sees"),
    Param("c_slack", 0.0, INF, text="c >= sup l (any upper bound; the smallest drawn as an edge)",
          unreached="c - sup l <= 2 (a larger c only loosens the bound)"),
    Param("a", 0.0, INF, text="L-Lipschitz: L >= a", unreached="a <= 3"),
    Param("W", 0.0, INF, text="|w| <= W, W R <= 1 (f maps X into Y = [-1, 1])"),
)

THM9_5 = Claim(
    id="chenli.thm9.5",
    paper=PAPER,
    source=f"Theorem 9.5, Section 9, {SEED_FILE} L2947-L2951",
    statement="For D a distribution over X x Y and l : Y x Y -> R a loss L-Lipschitz in its first argument and "
              "uniformly bounded above by c, F a class of functions X -> Y: for any f in F and pairs (x_1, y_1), ..., "
              "(x_N, y_N) drawn independently from D, with probability at least 1 - delta, E[l(f(x), y)] <= (1/N) "
              "sum_a l(f(x_a), y_a) + 4 L R_N(F) + 2c sqrt(log(1/delta)/(2N)).",
    statement_tex=r"$$\mathbb{E}_{(x,y) \sim \mathcal{D}} [\ell(f(x), y)] \leq \frac{1}{N} \sum_a \ell(f(x_a), y_a) "
                  r"+ 4L \cdot \mathcal{R}_N(\mathcal{F}) + 2c \cdot \sqrt{\frac{\log(1/\delta)}{2N}}$$",
    kind="probabilistic",
    comparison="<=",
    bound=B.thm9_5_rhs,
    measure=_thm9_5_measure,
    strategy=_thm9_5_instances(),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/chenli.md): confirmed as printed. As printed the loss is only bounded above by c, so c need not be its range: the "
             "search's shrunk instance is the constant loss l = -1 (L = 0, c = -1 = sup l, N = 1, delta = 1/2), where "
             "E l - (1/N) sum l = 0 on every sample but the right side's extra terms are 2c sqrt(log 2/2) = -1.18. "
             "With c > 0 too: l(y, y') = y' - 0.9 (sup l = c = 0.1, range 2), y = +-1 with probability 1/2, N = 1, "
             "delta = 0.4: G = -y_1 exceeds 2c sqrt(log 2.5/2) = 0.19 with probability 1/2 > delta (second path). "
             "Under the reading 'loss in [0, c]' (the textbook hypothesis), per f and uniformly over F, no "
             "counterexample: a harmless slip (Lemma 9.1 uses l = ||y - y'||^2 >= 0).",
    corrected=B.thm9_5_rhs_range,
    corrected_text="With c replaced by the loss's range c - inf l (equivalently: l with values in [0, c]): with "
                   "probability >= 1 - delta, E l(f) <= (1/N) sum_a l(f(x_a), y_a) + 4 L R_N(F) + 2 (c - inf l) "
                   "sqrt(log(1/delta)/(2N)).",
    second_path="tests/test_chenli_r7_lead.py::test_thm9_5_negative_level_loss",
    mutants={"2c -> c/4": B.thm9_5_quarter_c, "sqrt(log(1/delta)/2N) -> log(1/delta)/2N": B.thm9_5_wrong_exponent},
    auto_mutant=False,  # the printed 2c and 4L are twice the textbook constants (range c, 2 L R_N): a 10 % cut lives
    readings=(
        Reading("loss in [0, c]", "the textbook hypothesis: a loss function takes values in [0, c] (l >= 0), so c "
                "is its range", strategy=_thm9_5_instances(nonneg=True)),
        Reading("uniform over F, loss in [0, c]", "the usual uniform-convergence form: with probability >= 1 - "
                "delta the inequality holds for every f in F simultaneously (G = sup over |w| <= W), l >= 0",
                strategy=_thm9_5_instances(nonneg=True),
                measure=lambda inst, ctx: _thm9_5_measure(inst, ctx, uniform=True)),
    ),
    notes="Exact over the finite law (J <= 3 atoms, N <= 8: every count vector enumerated, the Rademacher average "
          "over every sign pattern). R_N(F) read as E_S E_sigma sup_f (1/N) sum_a sigma_a f(x_a) (Shalev-Shwartz & "
          "Ben-David; with Bartlett-Mendelson's 2/N |.| it only doubles, loosening the bound). F = {w x : |w| <= W}, "
          "the class of Theorem 9.6 that the proof of Lemma 9.1 uses.",
    domain=_THM9_5_DOMAIN,
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)
CLAIMS += [THM9_5]


# -------------------------------------------------------------------------------- Theorem 9.6 (L2953)
#
# As printed: "If X is a set of vectors x satisfying ||x|| <= R, and F is a set of linear functions <w, .> on X for
# ||w|| <= W, then R_N(F) <= XW/sqrt(N)" -- 'X' is the set; read as R (the only scale the hypothesis gives it).
# Checked on the empirical Rademacher complexity of every sample (which implies the expected one):
# (1/N) E_sigma sup_{||w|| <= W} sum_a sigma_a <w, x_a> = (W/N) E_sigma ||sum_a sigma_a x_a||, exact over 2^N signs.


@st.composite
def _thm9_6_instances(draw: st.DrawFn) -> dict:
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    N = draw(st.integers(1, 10))
    D = draw(st.integers(1, 12))
    R = float(draw(with_edges(log_uniform(0.01, 100.0), 1.0)))
    W = float(draw(with_edges(log_uniform(0.01, 100.0), 1.0)))
    kind = draw(st.sampled_from(["orthogonal", "random", "equal", "antipodal"]))
    X = rng.standard_normal((N, D))
    if kind == "orthogonal":
        X = np.eye(max(N, D))[:N, :D] if D >= N else rng.standard_normal((N, D))
    elif kind == "equal":
        X = np.repeat(X[:1], N, axis=0)
    elif kind == "antipodal":
        X[1::2] = -X[0]
        X[0::2] = X[0]
    norms = np.linalg.norm(X, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    scale = float(draw(with_edges(st.floats(0.0, 1.0), 1.0)))
    X = X / norms * R * np.where(rng.uniform(size=(N, 1)) < 0.5, 1.0, scale)
    return {"seed": seed, "N": N, "D": D, "R": R, "W": W, "kind": kind, "X": X}


def _thm9_6_measure(inst: dict, ctx: Ctx, factor: float = 1.0) -> Measurement:  # noqa: ARG001
    """(W/N) E_sigma ||sum_a sigma_a x_a|| (x factor; the sup over the ball of |.| equals that of the signed sum)."""
    X, N, W = inst["X"], int(inst["N"]), inst["W"]
    signs = np.array(list(itertools.product([-1.0, 1.0], repeat=N)))
    r = W / N * float(np.mean(np.linalg.norm(signs @ X, axis=1))) * factor
    return Measurement(r, {"R": inst["R"], "W": W, "N": N}, {"max ||x_a||": float(np.linalg.norm(X, axis=1).max())},
                       exact=False)


THM9_6 = Claim(
    id="chenli.thm9.6",
    paper=PAPER,
    source=f"Theorem 9.6, Section 9, {SEED_FILE} L2953",
    statement="If X is a set of vectors x with ||x|| <= R and F the linear functions <w, .> on X with ||w|| <= W, "
              "then R_N(F) <= X W/sqrt(N) (the printed 'X', the set, read as R).",
    statement_tex=r"$$\mathcal{R}_N(\mathcal{F}) \leq XW/\sqrt{N}$$",
    kind="deterministic",
    comparison="<=",
    bound=B.thm9_6,
    measure=_thm9_6_measure,
    strategy=_thm9_6_instances(),
    expect="holds",
    evidence="Jensen: E_sigma ||sum sigma_a x_a|| <= sqrt(sum ||x_a||^2) <= R sqrt(N) (Shalev-Shwartz & Ben-David "
             "Lemma 26.10), equality at N = 1; the expected complexity follows from the empirical one.",
    mutants={"R W/N": B.thm9_6_wrong_exponent, "R/sqrt(N) (W dropped)": B.thm9_6_no_w},
    readings=(
        Reading("R_N with the 2/N |.| normalisation", "Bartlett & Mendelson's Rademacher complexity "
                "(2/N) E sup_f |sum_a sigma_a f(x_a)| (the paper does not define R_N)",
                measure=lambda inst, ctx: _thm9_6_measure(inst, ctx, factor=2.0)),
    ),
    notes="Exact over the 2^N sign vectors (N <= 10); x_a in R^D (D <= 12) orthogonal, equal, antipodal or random, "
          "norms R or a drawn fraction of R. The printed 'XW' has X the set: R is the only scale it carries.",
    domain=(Param("N", 1, INF, integer=True, text="N samples", unreached="N <= 10 (2^N sign vectors)"),
            Param("D", 1, INF, integer=True, text="dimension", unreached="D <= 12 (the bound is D-free)"),
            Param("R", 0.0, INF, lo_closed=False, text="||x|| <= R", unreached="R in [0.01, 100] (homogeneous)"),
            Param("W", 0.0, INF, lo_closed=False, text="||w|| <= W", unreached="W in [0.01, 100] (homogeneous)")),
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)
CLAIMS += [THM9_6]
