"""Round 10 (helper chenliX): chenli's Appendix A.2 displays of Lemma A.9's proof and Corollary A.12's proof, measured
exactly on the cube block (d_1 = d, d_2 = d_3 = 0, pi = U_d) for Lemma A.10's function f = c d_T(., A)^2.

- ``chenli.display.lemmaA.9-eta`` (L3466 as printed, with the undefined eta): (1/eta) d/dbeta log h(beta) <~ E_pi[f];
- ``chenli.display.lemmaA.9-eta-beta`` (derived, L3466 read with beta for eta): d/dbeta (log h(beta)/beta) <~ E f;
- ``chenli.display.lemmaA.9-mgf`` (L3470): E_pi[exp(beta(E f - f))] <= exp(O(beta^2 E f)), 0 <= beta <= 1;
- ``chenli.eq153`` (L3516): P[x in A] exp(c' E_pi[d_T(., A)^2]) <= 1 for an absolute c' > 0.

The convex distance d_T(x, A)^2 = min over probability measures v on A of sum_i P_{y ~ v}[x_i != y_i]^2 (Lemma A.10's
min-max form, L3478-L3482: the max over the unit sphere of a linear form is its Euclidean norm) is a quadratic
program over the simplex (the min-norm point of the hull of the mismatch patterns), solved by non-negative least
squares with the simplex row weighted and, where that does not certify, SLSQP; every value carries a duality
certificate (upper ||z||^2 from the feasible point, lower (min_a <z, m_a>/||z||)^2 from Definition A.8 with
alpha = z/||z||) with a relative gap <= 1e-9 (1e-7 after SLSQP), else SolverFailure.
"""

from __future__ import annotations

import functools
import itertools
import math

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy.optimize import minimize, nnls

from thmcheck.bounds.chenli import r10_chenliX as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

_FAMILIES = ("subcube", "point", "copoint", "ball", "random")
_D_MAX = 7  # 2^7 = 128 points: 128 NNLS problems of at most 128 unknowns per A (a few tenths of a second)
_WEIGHTS = (10.0, 1e2, 1e3, 1e5)  # weights of the simplex row sum(v) = 1 in the NNLS tries
_GAP = 1e-9  # certified gap (relative) under which a simplex QP value is accepted


def _certified(m: np.ndarray, v: np.ndarray) -> tuple[float, float]:
    """(upper, lower) bounds of min over the simplex of ||m v||^2 from a feasible v: upper ||z||^2 (z = m v/sum v);
    lower (min_a <z, m_a>/||z||)^2, the value of the unit direction alpha = z/||z|| in Definition A.8's max-min."""
    v = np.maximum(v, 0.0)
    z = m @ (v / v.sum())
    ub = float(z @ z)
    if ub <= 0.0:
        return 0.0, 0.0
    return ub, max(0.0, float(np.min(z @ m))) ** 2 / ub


def min_norm_sq(m: np.ndarray) -> float:
    """min over probability vectors v of ||m v||^2 (d_T(x, A)^2 with m's columns the mismatch patterns 1[x != y],
    y in A): NNLS with the simplex row weighted (several weights), then SLSQP from the best, each certified by
    _certified; a gap above _GAP (relative) after both raises SolverFailure."""
    best: tuple[float, float] | None = None
    bv = None
    for w in _WEIGHTS:
        mat = np.vstack([m, w * np.ones((1, m.shape[1]))])
        rhs = np.zeros(m.shape[0] + 1)
        rhs[-1] = w
        try:
            v, _ = nnls(mat, rhs, maxiter=50 * mat.shape[1])
        except RuntimeError:
            continue
        if v.sum() <= 0:
            continue
        ub, lb = _certified(m, v)
        if best is None or ub < best[0]:
            best, bv = (ub, lb), v
        if ub - lb <= _GAP * max(1.0, ub):
            return ub
    x0 = bv / bv.sum() if bv is not None else np.full(m.shape[1], 1.0 / m.shape[1])
    res = minimize(
        lambda v: float((m @ v) @ (m @ v)),
        x0,
        jac=lambda v: 2.0 * (m.T @ (m @ v)),
        method="SLSQP",
        bounds=[(0.0, 1.0)] * m.shape[1],
        constraints=({"type": "eq", "fun": lambda v: v.sum() - 1.0},),
        options={"ftol": 1e-15, "maxiter": 1000},
    )
    ub, lb = _certified(m, res.x)
    if best is not None and best[0] < ub:
        ub, lb = best
    if ub - lb > 1e-7 * max(1.0, ub):
        raise SolverFailure(f"simplex QP for d_T^2 not certified: upper {ub:.12g}, lower {lb:.12g}")
    return ub


@functools.lru_cache(maxsize=256)
def convex_distance_sq(d: int, family: str, s: int, p: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """(d_T(x, A)^2 for every x in {+-1}^d, the indicator of A), A of the given family: a subcube {y_i = +1, i < s},
    the point (+1, ..., +1), its complement, the Hamming ball of radius s around it, or a seeded random set of
    density p (never empty, never all of Omega)."""
    pts = np.array(list(itertools.product((1, -1), repeat=d)), dtype=np.int8)
    n = len(pts)
    if family == "subcube":
        ina = np.all(pts[:, :s] == 1, axis=1)
    elif family == "point":
        ina = np.zeros(n, dtype=bool)
        ina[0] = True
    elif family == "copoint":
        ina = np.ones(n, dtype=bool)
        ina[0] = False
    elif family == "ball":
        ina = (pts == -1).sum(axis=1) <= s
    else:
        ina = np.random.default_rng(seed).random(n) < p
        if not ina.any():
            ina[0] = True
        if ina.all():
            ina[-1] = False
    a = pts[ina]
    dt2 = np.zeros(n)
    for j in np.flatnonzero(~ina):
        m = np.unique((pts[j][:, None] != a.T).astype(float), axis=1)  # d x (distinct mismatch patterns)
        dt2[j] = min_norm_sq(m)
    return dt2, ina


def _f(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    dt2, ina = convex_distance_sq(inst["d"], inst["family"], inst["s"], inst["p"], inst["seed"])
    return inst["c"] * dt2, ina


def hypotheses(d: int, f: np.ndarray) -> dict:
    """Lemma A.9's hypotheses on the cube chain (Lemma A.3: a uniform coordinate, flipped with probability 1/2):
    max over neighbours |f(x) - f(y)| (<= 1 required) and max_x Gamma(f)(x)^2/f(x) with Gamma(f)(x)^2 = d E_{y ~ x}
    [max(0, f(x) - f(y))^2] = (1/2) sum_i max(0, f(x) - f(x^[i]))^2 ((149): bounded by an absolute constant)."""
    idx = np.arange(len(f))
    lip, gam = 0.0, np.zeros(len(f))
    for i in range(d):
        nb = idx ^ (1 << (d - 1 - i))  # flipping coordinate i (the product order of convex_distance_sq)
        diff = f - f[nb]
        lip = max(lip, float(np.max(np.abs(diff))))
        gam += 0.5 * np.maximum(0.0, diff) ** 2
    pos = f > 1e-12
    ratio = float(np.max(gam[pos] / f[pos])) if pos.any() else 0.0
    return {"lipschitz": lip, "gamma2_over_f": ratio}


def _tilted(f: np.ndarray, beta: float) -> tuple[mpmath.mpf, mpmath.mpf, mpmath.mpf]:
    """(E f, log h(beta), E[f e^{-beta f}]/h(beta)) in 40-digit arithmetic, h(beta) = E_pi[e^{-beta f}]."""
    with mpmath.workdps(40):
        fs = [mpmath.mpf(float(x)) for x in f]
        n = len(fs)
        b = mpmath.mpf(beta)
        w = [mpmath.exp(-b * x) for x in fs]
        h = mpmath.fsum(w) / n
        mean = mpmath.fsum(fs) / n
        tilt = mpmath.fsum(x * y for x, y in zip(fs, w, strict=True)) / n / h
        return mean, mpmath.log(h), tilt


@st.composite
def _instances(draw: st.DrawFn, eta: bool = False) -> dict:
    """d <= 7, A of a family, c in (0, 1/2] (Lemma A.10's c), 0 < beta <= 1 (log-uniform down to 1e-4)."""
    d = draw(st.integers(1, _D_MAX))
    fam = draw(st.sampled_from(_FAMILIES))
    inst = {
        "d": d,
        "family": fam,
        "s": draw(st.integers(1, d)) if fam == "subcube" else draw(st.integers(0, d - 1)),
        "p": draw(st.sampled_from([0.05, 0.2, 0.5, 0.8, 0.95])),
        "seed": draw(SEEDS),
        "c": float(draw(with_edges(log_uniform(1e-3, 0.5), 0.5))),
        "beta": float(draw(with_edges(log_uniform(1e-4, 1.0), 1.0))),
    }
    if fam != "ball":
        inst["s"] = inst["s"] if fam == "subcube" else 0
    if fam != "random":
        inst["p"] = 0.0
        inst["seed"] = 0
    if d == 1 and fam == "ball":
        inst["family"] = "point"
    if eta:
        inst["eta"] = float(draw(with_edges(log_uniform(1e-3, 1e3), 1.0)))
    return inst


def _terms(inst: dict, f: np.ndarray, ina: np.ndarray) -> dict:
    return {**hypotheses(inst["d"], f), "P[A]": float(ina.mean())}


def _eta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(1/eta) d/dbeta log h(beta) = -(E[f e^{-beta f}]/h(beta))/eta."""
    f, ina = _f(inst)
    mean, _, tilt = _tilted(f, inst["beta"])
    return Measurement(
        float(-tilt / inst["eta"]), {"Ef": float(mean), "eta": inst["eta"]}, _terms(inst, f, ina)
    )


def _beta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """d/dbeta (log h(beta)/beta) = (beta h'(beta)/h(beta) - log h(beta))/beta^2 = (-beta E_beta[f] - log h)/beta^2
    (= Ent_pi(e^{-beta f})/(beta^2 h(beta)) >= 0)."""
    f, ina = _f(inst)
    mean, logh, tilt = _tilted(f, inst["beta"])
    b = mpmath.mpf(inst["beta"])
    lhs = (-b * tilt - logh) / b**2
    return Measurement(
        float(lhs), {"Ef": float(mean), "beta": inst["beta"], "c": inst["c"]}, _terms(inst, f, ina)
    )


def _mgf_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """log E_pi[exp(beta(E f - f))] = beta E f + log h(beta)."""
    f, ina = _f(inst)
    mean, logh, _ = _tilted(f, inst["beta"])
    lhs = mpmath.mpf(inst["beta"]) * mean + logh
    return Measurement(
        float(lhs), {"Ef": float(mean), "beta": inst["beta"], "c": inst["c"]}, _terms(inst, f, ina)
    )


def _eq153_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E_pi[d_T(., A)^2] against log(1/P[A])."""
    dt2, ina = convex_distance_sq(inst["d"], inst["family"], inst["s"], inst["p"], inst["seed"])
    return Measurement(
        float(dt2.mean()),
        {"logInvP": -math.log(float(ina.mean())), "d": inst["d"]},
        {**hypotheses(inst["d"], 0.5 * dt2), "P[A]": float(ina.mean())},
    )


def _move(key: str):
    return lambda inst, t: {**inst, key: float(t)}


def _move_fam(fam: str):
    return lambda inst, t: {**inst, "family": fam, "d": int(round(B.log2(t))), "s": 0, "p": 0.0, "seed": 0}


_DOMAIN = (
    Param(
        "d",
        1,
        INF,
        integer=True,
        key="d",
        text="Omega = {+-1}^{d_1} x S_{d_2,mu} x S_{d_3,nu}, d = d_1 + d_2 + d_3",
        unreached="the cube block only (d_2 = d_3 = 0, an allowed case of Omega) with d = d_1 <= 7: exact "
        "enumeration of the 2^d points and one simplex QP per point outside A; the slice blocks and "
        "larger d are not drawn",
    ),
    Param(
        "c",
        0.0,
        0.5,
        lo_closed=False,
        key="c",
        text="f = c d_T(., A)^2 (Lemma A.10, c <= 1/2 by its proof)",
        unreached="c >= 1e-3 in the search; the c -> 0 end is a path (to 1e-4)",
    ),
    Param(
        "beta",
        0.0,
        1.0,
        lo_closed=False,
        key="beta",
        text="0 <= beta <= 1",
        unreached="beta >= 1e-4 in the search, to 1e-5 along the path (beta = 0 is the 0/0 limit Var(f)/2)",
    ),
)
_A_DIR = Direction(
    "the set A (and the function f it defines)",
    "family",
    0.0,
    how="search",
    reason="subcubes, a point, its complement, Hamming balls and seeded random sets of density "
    "0.05..0.95, d <= 7",
)
_BETA_DIR = Direction("beta -> 0", "beta", 0.0, move=_move("beta"), points=(1e-2, 1e-3, 1e-4, 1e-5))
_C_DIR = Direction("c -> 0 (E f -> 0)", "c", 0.0, move=_move("c"), points=(1e-1, 1e-2, 1e-3, 1e-4))
_D_DIR = Direction(
    "d -> inf with P[A] -> 1 (A = Omega minus a point; t = 1/(1 - P[A]) = 2^d)",
    "2^d",
    INF,
    move=_move_fam("copoint"),
    points=(4.0, 8.0, 32.0, 128.0),
    grows=("d",),
)
_NOTE = (
    "Exact enumeration of pi = U_d (d <= 7, d_2 = d_3 = 0) in 40-digit arithmetic on the float64 values of f; "
    "d_T(x, A)^2 from the simplex QP by NNLS (within ~1e-9). The terms report Lemma A.9's hypotheses on the "
    "instance: the neighbour Lipschitz constant of f (<= 2c <= 1, Lemma A.10) and max Gamma(f)^2/f ((149))."
)

ETA = Claim(
    id="chenli.display.lemmaA.9-eta",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.9, Appendix A.2, {SEED_FILE} L3466",
    statement="For all 0 <= beta <= 1, (d/dbeta) log h(beta)/eta <~ E_pi[f], h(beta) = E_pi[e^{-beta f}], as printed "
    "(eta is not defined in Lemma A.9 or its proof: drawn over eta > 0). Checked: the left side "
    "-(E[f e^{-beta f}]/h(beta))/eta is <= 0, hence <= C E_pi[f] for every C > 0.",
    statement_tex=r"$$\frac{\partial}{\partial \beta} \frac{\log h(\beta)}{\eta} \lesssim \mathbb{E}_\pi[f].$$",
    kind="deterministic",
    comparison="<=",
    bound=B.zero,
    measure=_eta_measure,
    strategy=_instances(eta=True),
    expect="holds",
    evidence="As printed the display holds for every eta > 0 and every f >= 0 for the trivial reason that h is "
    "non-increasing (h'(beta) = -E[f e^{-beta f}] <= 0): it is not the inequality the proof needs (the "
    "derivative of log h(beta)/beta, L3462, which is chenli.display.lemmaA.9-eta-beta). eta is a typo for "
    "beta (L3462 differentiates log h(beta)/beta; no eta occurs in Appendix A.2).",
    mutants={
        "-E_pi[f]/eta (the beta = 0 value: the tilted mean is below E f for beta > 0)": B.minus_mean_over_eta
    },
    auto_mutant=False,
    notes=_NOTE
    + " The bound checked is 0 (every C E_pi[f] with C > 0 lies above it): the score reads near 1 where the left "
    "side tends to 0 from below (eta large or f small), never above.",
    domain=(
        *_DOMAIN,
        Param(
            "eta",
            0.0,
            INF,
            lo_closed=False,
            key="eta",
            text="eta (undefined in the proof)",
            unreached="eta in [1e-3, 1e3]: the left side scales as 1/eta and is <= 0 for each",
        ),
    ),
    settings={"ci": {"max_examples": 30, "budget_s": 4.0}},
)

ETA_BETA = Claim(
    id="chenli.display.lemmaA.9-eta-beta",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.9, Appendix A.2, {SEED_FILE} L3466 (with L3462)",
    statement="L3466 read with beta for eta (the quantity differentiated at L3462): for all 0 < beta <= 1, "
    "(d/dbeta)(log h(beta)/beta) = Ent_pi(e^{-beta f})/(beta^2 h(beta)) <~ E_pi[f], for f = c d_T(., A)^2 "
    "(Lemma A.10's f, which meets Lemma A.9's hypotheses).",
    statement_tex=r"$$\frac{\partial}{\partial \beta} \frac{\log h(\beta)}{\beta} \lesssim \mathbb{E}_\pi[f].$$",
    kind="deterministic",
    comparison="<=",
    bound=B.mean_f,
    measure=_beta_measure,
    strategy=_instances(),
    derived="chenli.display.lemmaA.9-eta",
    expect="holds",
    constants="hidden",
    uniform=True,
    directions=(_BETA_DIR, _C_DIR, _D_DIR, _A_DIR),
    evidence="beta -> 0: the left side tends to Var(f)/2 and Var(f) <~ E f for f = c d_T^2 (Talagrand); c -> 0: "
    "the ratio falls like c.",
    mutants={
        "beta E_pi[f] (wrong along beta -> 0)": B.mean_f_beta,
        "E_pi[f]^2/c (wrong along P[A] -> 1)": B.mean_f_sq_over_c,
    },
    notes=_NOTE,
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 30, "budget_s": 4.0, "path_starts": 1}},
)

MGF = Claim(
    id="chenli.display.lemmaA.9-mgf",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.9, Appendix A.2, {SEED_FILE} L3470",
    statement="For any 0 <= beta <= 1, E_pi[exp(beta(E[f] - f))] <= exp(O(beta^2 E[f])), for f = c d_T(., A)^2 "
    "(Lemma A.10's f). Checked as log E_pi[exp(beta(E f - f))] <= C beta^2 E_pi[f] uniformly.",
    statement_tex=r"$$\mathbb{E}_\pi[\exp(\beta(\mathbb{E}[f] - f))] \leq \exp(O(\beta^2 \mathbb{E}[f])),$$",
    kind="deterministic",
    comparison="<=",
    bound=B.beta2_mean_f,
    measure=_mgf_measure,
    strategy=_instances(),
    expect="holds",
    constants="hidden",
    uniform=True,
    directions=(_BETA_DIR, _C_DIR, _D_DIR, _A_DIR),
    evidence="beta -> 0: the left side is beta^2 Var(f)/2 + O(beta^3); Var(f) <~ E f for f = c d_T^2.",
    mutants={
        "beta^3 E_pi[f] (wrong along beta -> 0)": B.beta3_mean_f,
        "beta^2 E_pi[f]^2/c (wrong along P[A] -> 1)": B.beta2_mean_f_sq_over_c,
    },
    notes=_NOTE,
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 30, "budget_s": 4.0, "path_starts": 1}},
)

EQ153 = Claim(
    id="chenli.eq153",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Corollary A.12, Eq. (153), Appendix A.2, {SEED_FILE} L3516",
    statement="For some absolute constant c' > 0 and every A subset of Omega, P_pi[x in A] exp(c' E_pi[d_T(., A)^2]) "
    "<= 1. Checked as E_pi[d_T(., A)^2] <= (1/c') log(1/P_pi[A]) uniformly in A.",
    statement_tex=r"$$\mathbb{P}_{\pi}[x \in A] \cdot \exp(c' \mathbb{E}_{\pi}[d_{\top}(\cdot, A)^2]) \leq 1 \quad "
    r"(153)$$",
    kind="deterministic",
    comparison="<=",
    bound=B.log_inv_p,
    measure=_eq153_measure,
    strategy=_instances(),
    expect="holds",
    constants="hidden",
    uniform=True,
    directions=(
        Direction(
            "P[A] -> 1 (A = Omega minus a point; t = 1/(1 - P[A]) = 2^d)",
            "2^d",
            INF,
            move=_move_fam("copoint"),
            points=(4.0, 8.0, 32.0, 128.0),
            grows=("d",),
        ),
        Direction(
            "P[A] -> 0 (A a point; t = 1/P[A] = 2^d)",
            "2^d",
            INF,
            move=_move_fam("point"),
            points=(2.0, 8.0, 32.0, 128.0),
            grows=("d",),
        ),
        _A_DIR,
        Direction("c (f's constant)", "c", 0.0, how="unsearched", reason="(153) does not involve c or beta"),
    ),
    evidence="A a point: E d_T^2 = d/2 against d log 2; A the complement of a point: 1/(d 2^d) against ~2^{-d}.",
    mutants={
        "log(1/P[A])^2 (wrong along P[A] -> 1)": B.log_inv_p_sq,
        "log(1/P[A])/d (wrong along P[A] -> 0)": B.log_inv_p_over_d,
    },
    notes=_NOTE,
    domain=_DOMAIN[:1],
    settings={"ci": {"max_examples": 30, "budget_s": 4.0, "path_starts": 1}},
)

CLAIMS += [ETA, ETA_BETA, MGF, EQ153]


def gamma2(d: int, g: np.ndarray) -> np.ndarray:
    """Gamma(g)(x)^2 = d E_{y ~ x}[max(0, g(x) - g(y))^2] for the cube chain of Lemma A.3 (a uniform coordinate,
    flipped with probability 1/2): (1/2) sum_i max(0, g(x) - g(x^[i]))^2, for every x."""
    idx = np.arange(len(g))
    out = np.zeros(len(g))
    for i in range(d):
        out += 0.5 * np.maximum(0.0, g - g[idx ^ (1 << (d - 1 - i))]) ** 2
    return out


def _eq152_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """max_x Gamma(d_T(., A))(x)^2 over {+-1}^d."""
    dt2, ina = convex_distance_sq(inst["d"], inst["family"], inst["s"], inst["p"], inst["seed"])
    gam = gamma2(inst["d"], np.sqrt(np.maximum(dt2, 0.0)))
    return Measurement(
        float(gam.max()),
        {"d": inst["d"]},
        {"argmax d_T^2": float(dt2[int(np.argmax(gam))]), "P[A]": float(ina.mean())},
    )


def _l3496_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """max over x outside A of Gamma(f)(x)^2/d_T(x, A)^2, f = c d_T^2; the middle term d_T^2 Gamma(d_T)^2 as the
    largest ratio Gamma(f)^2/(d_T^2 Gamma(d_T)^2) (<= 4 c^2: f(x) - f(y) = c (d_T(x) - d_T(y))(d_T(x) + d_T(y)))."""
    dt2, ina = convex_distance_sq(inst["d"], inst["family"], inst["s"], inst["p"], inst["seed"])
    dt = np.sqrt(np.maximum(dt2, 0.0))
    gf = gamma2(inst["d"], inst["c"] * dt2)
    gd = gamma2(inst["d"], dt)
    out = dt2 > 1e-9
    mid = dt2[out] * gd[out]
    first = float(np.max(np.where(mid > 1e-15, gf[out] / np.maximum(mid, 1e-300), 0.0)))
    return Measurement(
        float(np.max(gf[out] / dt2[out])),
        {"d": inst["d"], "c": inst["c"]},
        {
            "max Gamma(f)^2/(d_T^2 Gamma(d_T)^2)": first,
            "4 c^2": 4 * inst["c"] ** 2,
            "max Gamma(d_T)^2": float(gd.max()),
        },
    )


_D_POINT = Direction(
    "d -> inf (A a point; t = 1/P[A] = 2^d)",
    "2^d",
    INF,
    move=_move_fam("point"),
    points=(2.0, 8.0, 32.0, 128.0),
    grows=("d",),
)

EQ152 = Claim(
    id="chenli.eq152",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.10, Eq. (152), Appendix A.2, {SEED_FILE} L3492",
    statement="Gamma(d_T(., A))(x)^2 <= ... <= sum_i alpha~_i^2 + (1/d_2) sum_{i<j} (alpha~_i^2 + alpha~_j^2) + (1/d_3) "
    "sum_{i<j} (...) <~ 1. Checked on the cube block (d_2 = d_3 = 0), where the chain's last explicit "
    "term is sum_i alpha~_i^2 = 1 (alpha~ a unit vector): max_x Gamma(d_T(., A))(x)^2 <= 1 for every A.",
    statement_tex=r"$$\Gamma(d_T(\cdot, A))(x, x', x'')^2 \leq \cdots \leq \sum_{i=1}^{d_1} \tilde{\alpha}_i^2 + "
    r"\frac{1}{d_2} \sum_{1 \leq i < j \leq d_2} (\tilde{\alpha}_i^2 + \tilde{\alpha}_j^2) + "
    r"\frac{1}{d_3} \sum_{1 \leq i < j \leq d_3} (\tilde{\alpha}_i^2 + \tilde{\alpha}_j^2) \lesssim 1. "
    r"\tag{152}$$",
    kind="deterministic",
    comparison="<=",
    bound=B.one,
    measure=_eq152_measure,
    strategy=_instances(),
    expect="holds",
    evidence="Talagrand's sum_i (d_T(x) - d_T(x^[i]))_+^2 <= 1 (the drop at i is at most alpha~_i), and Gamma^2 is half "
    "that sum for the cube chain (flip with probability 1/2): the maximum 1/2 is reached at a neighbour of a "
    "point set.",
    mutants={"1/4": B.quarter},
    auto_mutant=False,
    notes=_NOTE
    + " The automatic 10%-too-favourable mutant is off: on the cube chain the bound 1 has slack 2 (the "
    "1/2 of the flip probability), so the planted mutant is 1/4.",
    domain=_DOMAIN[:1],
    settings={"ci": {"max_examples": 30, "budget_s": 4.0}},
)

L3496 = Claim(
    id="chenli.display.lemmaA.10-gamma-f",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.10, Appendix A.2, {SEED_FILE} L3496",
    statement="For f = c d_T(., A)^2 (c <= 1/2): Gamma(f)(.)^2 <~ d_T(., A)^2 Gamma(d_T(., A))^2 <~ d_T(., A)^2. "
    "Checked: max over x outside A of Gamma(f)(x)^2/d_T(x, A)^2 against the shape 1, uniformly in A, d, c; "
    "the first '<~' as a term (Gamma(f)^2/(d_T^2 Gamma(d_T)^2) <= 4 c^2).",
    statement_tex=r"$$\Gamma(f)(\cdot)^2 \lesssim d_T(\cdot, A)^2 \Gamma(d_T(\cdot, A))^2 \lesssim d_T(\cdot, A)^2,$$",
    kind="deterministic",
    comparison="<=",
    bound=B.one,
    measure=_l3496_measure,
    strategy=_instances(),
    expect="holds",
    constants="hidden",
    uniform=True,
    directions=(
        _D_POINT,
        _C_DIR,
        _A_DIR,
        Direction("beta", "beta", 0.0, how="unsearched", reason="the display does not involve beta"),
    ),
    evidence="f(x) - f(y) = c (d_T(x) - d_T(y))(d_T(x) + d_T(y)) <= 2 c d_T(x) (d_T(x) - d_T(y))_+, and Gamma(d_T)^2 "
    "<= 1/2 (chenli.eq152).",
    mutants={"1/d (wrong along d, A a point)": B.one_over_d},
    notes=_NOTE,
    domain=_DOMAIN[:2],
    settings={"ci": {"max_examples": 30, "budget_s": 4.0, "path_starts": 1}},
)

CLAIMS += [EQ152, L3496]


def _a9_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """t^2/E_pi[f] against log(1/P_pi[f <= E f - t]), t = tau E_pi[f] (an empty event: the bound is inf)."""
    f, ina = _f(inst)
    mean = float(f.mean())
    t = inst["tau"] * mean
    prob = float(np.mean(f <= mean - t + 1e-12 * max(mean, 1e-300)))
    return Measurement(
        t * t / mean,
        {"logInvP": -math.log(prob) if prob > 0 else math.inf, "d": inst["d"], "Ef": mean},
        {**_terms(inst, f, ina), "P[f <= E f - t]": prob, "E f": mean},
    )


@st.composite
def _a9_instances(draw: st.DrawFn) -> dict:
    """The instances of _instances with t = tau E_pi[f], 0 < tau <= 1."""
    inst = draw(_instances())
    inst["tau"] = float(draw(with_edges(log_uniform(1e-2, 1.0), 1.0)))
    return inst


LEMMA_A9 = Claim(
    id="chenli.lemmaA.9-conclusion",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Lemma A.9, Appendix A.2, {SEED_FILE} L3425-L3431",
    statement="Let f >= 0 on Omega with Gamma(f)(x)^2 <~ f(x) (149) and |f(x) - f(y)| <= 1 for neighbours y of x. "
    "Then for all 0 <= t <= E_pi[f], P_pi[f <= E_pi[f] - t] <= exp(-Omega(t^2/E_pi[f])). Checked for Lemma A.10's "
    "f = c d_T(., A)^2 (c <= 1/2, which meets both hypotheses: the terms print them) as t^2/E f <= C log(1/P[f <= "
    "E f - t]) uniformly, t = tau E f.",
    statement_tex=r"$$\mathbb{P}_\pi[f \leq \mathbb{E}_\pi[f] - t] \leq \exp(-\Omega(t^2 / \mathbb{E}_\pi[f])).$$",
    kind="deterministic",
    comparison="<=",
    bound=B.log_inv_p,
    measure=_a9_measure,
    strategy=_a9_instances(),
    expect="holds",
    constants="hidden",
    uniform=True,
    directions=(
        _D_POINT,
        _D_DIR,
        _C_DIR,
        _A_DIR,
        Direction("tau = t/E f -> 0", "tau", 0.0, move=_move("tau"), points=(1e-1, 3e-2, 1e-2, 1e-3)),
        Direction("beta", "beta", 0.0, how="unsearched", reason="the statement does not involve beta"),
    ),
    evidence="A a point: f = c H, H ~ Bin(d, 1/2), P[H <= (1 - tau) d/2] ~ exp(-d tau^2/2) against t^2/E f = c d "
    "tau^2/2: the ratio stays near c.",
    mutants={
        "log(1/P)/d (wrong along d, A a point)": B.log_inv_p_over_d,
        "log(1/P)/E f (wrong along d, A a point)": B.log_inv_p_over_mean,
    },
    notes=_NOTE + " Hypothesis (149)'s constant is printed as the term gamma2_over_f (<= 2c on these f).",
    domain=(
        *_DOMAIN[:2],
        Param(
            "tau",
            0.0,
            1.0,
            key="tau",
            text="0 <= t <= E_pi[f], t = tau E_pi[f]",
            unreached="tau >= 1e-2 in the search, to 1e-3 along the path; t = 0 is P <= 1",
        ),
    ),
    settings={"ci": {"max_examples": 30, "budget_s": 4.0, "path_starts": 1}},
)

CLAIMS += [LEMMA_A9]


def _a10_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """max over x and its cube neighbours x^[i] of |f(x) - f(x^[i])|, f = (1/2) d_T(., A)^2 (the proof's c = 1/2)."""
    dt2, ina = convex_distance_sq(inst["d"], inst["family"], inst["s"], inst["p"], inst["seed"])
    h = hypotheses(inst["d"], 0.5 * dt2)
    return Measurement(h["lipschitz"], {}, {"gamma2_over_f": h["gamma2_over_f"], "P[A]": float(ina.mean())})


LEMMA_A10 = Claim(
    id="chenli.lemmaA.10-lipschitz",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Lemma A.10 and its proof, Appendix A.2, {SEED_FILE} L3474-L3488",
    statement="For any A subset of Omega, f(x) := c d_T(x, A)^2 satisfies the hypotheses of Lemma A.9 for some "
    "absolute constant c > 0; the proof's second hypothesis: with c <= 1/2, |f(y) - f(x)| <= 1 for every y in N(x). "
    "Checked with c = 1/2 on the cube block: max over x, i of |f(x) - f(x^[i])| <= 1 (the first hypothesis, (149), "
    "is chenli.display.lemmaA.10-gamma-f; its ratio Gamma(f)^2/f is printed as a term).",
    statement_tex=r"Lemma A.10. For any $A \subseteq \Omega$, the function $f(x) := c \cdot d_\top(x, A)^2$ satisfies "
    r"the hypotheses of Lemma A.9 for some absolute constant $c > 0$.",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma_a10_lip,
    measure=_a10_measure,
    strategy=_instances(),
    expect="holds",
    evidence="A one-bit flip changes one term P[x_i != y_i]^2 of d_T^2 = min_v sum_i P_v[x_i != y_i]^2 by at most 1, "
    "so |f(x) - f(y)| <= c <= 1/2 (the printed 2 is loose); 1/2 is reached next to a single point.",
    mutants={"0.4": B.lemma_a10_lip_mutant},
    auto_mutant=False,
    notes=_NOTE
    + " The automatic 10%-too-favourable mutant is off: the bound 1 has slack 2 on the cube block.",
    domain=_DOMAIN[:1],
    settings={"ci": {"max_examples": 30, "budget_s": 4.0}},
)

CLAIMS += [LEMMA_A10]
