"""Round 10 (factrecall): proof displays of Lemma 3 (App. C.2, construction via MLP), L827-L879: the second moments
of the summands omega_is'r' (L827-L828, L832-L833, L843) and the variance bounds L866 and L879, encoded as printed
as ``kind="step"`` claims. Exact: sigma a polynomial (Assumption 3), E_Z He_l(tZ) = (t^2 - 1)^{l/2} (l-1)!!, and
Beta moments of X = |phi~(s)|^2, Y = |phi~(r)|^2 in rationals (phi uniform on S^{d-1}, dim P = dim Q = floor(d/2)).
Lemma 3 keeps its own claim (``factrecall.lemma3``, ``catalog_id``).

Conditional on the embeddings, E[omega_is'r' | phi] = g(X + Y) <phi~(s), phi~(s')>^p <phi~(r), phi~(r')>^k
<phi(a*(s',r')), phi(a*(s,r)) - phi(a)> (L823) with g(t) = E_Z sigma^{(p+k)}(Z sqrt t); for s' != s,
<phi~(s), phi~(s')> = sqrt(X) y with y a sphere coordinate independent of X (E y^{2p} = (2p-1)!!/prod_{j<p}(d+2j)).
"""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r10_factrecall import (
    cross_printed,
    cross_rho_s_squared,
    diag_shape,
    diag_shape_d2,
    l866_corrected,
    l866_corrected_d2,
    l866_printed,
)
from thmcheck.bounds.factrecall.r11_factrecall import (
    l879_corrected_mean,
    l879_corrected_mean_d2,
    l879_printed_m,
    l879_r10_correction,
)
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE

_D_CAP = 200_001


def _beta(j: int, d: int) -> Fraction:
    """E X^j, X = |Pi_P phi|^2 ~ Beta(n/2, (d-n)/2), n = floor(d/2)."""
    n = d // 2
    out = Fraction(1)
    for i in range(j):
        out *= Fraction(n + 2 * i, d + 2 * i)
    return out


def _emom(h: int, P: int, K: int, d: int) -> Fraction:
    """E[(X + Y - 1)^h X^P Y^K], X, Y independent (multinomial expansion, exact)."""
    tot = Fraction(0)
    for a in range(h + 1):
        for b in range(h - a + 1):
            c = h - a - b
            mult = math.factorial(h) // (math.factorial(a) * math.factorial(b) * math.factorial(c))
            tot += mult * (-1) ** c * _beta(P + a, d) * _beta(K + b, d)
    return tot


def _gcoef(coef: list[float], N: int) -> list[tuple[int, float]]:
    """g(t) = E_Z sigma^{(N)}(Z sqrt t) = sum_h a_h (t - 1)^h: a_h = c_{N+2h} sqrt((N+2h)!)/(2h)! (2h-1)!!."""
    out = []
    for j in range(N, len(coef)):
        ell = j - N
        if ell % 2:
            continue
        a = (
            float(coef[j])
            * math.exp(0.5 * math.lgamma(j + 1) - math.lgamma(ell + 1))
            * math.prod(range(ell - 1, 0, -2))
        )
        out.append((ell // 2, a))
    return out


def _c2(coef: list[float], N: int) -> float:
    """c_{p+k}^2 = (E sigma^{(N)}(Z))^2 = (c_N sqrt(N!))^2 (L790)."""
    return float(coef[N]) ** 2 * math.factorial(N)


def _m2(g: list[tuple[int, float]], P: int, K: int, d: int) -> float:
    """E[g(X + Y)^2 X^P Y^K]."""
    return math.fsum(a * b * float(_emom(h1 + h2, P, K, d)) for h1, a in g for h2, b in g)


def _mean(g: list[tuple[int, float]], p: int, k: int, d: int) -> float:
    """E gamma_sra = E[g(X + Y) X^p Y^k] (L808)."""
    return math.fsum(a * float(_emom(h, p, k, d)) for h, a in g)


def _cov_diag(g: list[tuple[int, float]], p: int, k: int, d: int) -> float:
    """E[omega_isr omega_jsr] - (E omega_isr)^2 = E[G^2](1 + 1/d) - (E G)^2, G = g(X + Y) X^p Y^k, each (h, h')
    bracket in rationals (no cancellation in floats)."""
    one = 1 + Fraction(1, d)
    return math.fsum(
        a * b * float(_emom(h1 + h2, 2 * p, 2 * k, d) * one - _emom(h1, p, k, d) * _emom(h2, p, k, d))
        for h1, a in g
        for h2, b in g
    )


def _ycross(p: int, d: int) -> Fraction:
    """E y^{2p} for a coordinate y of a uniform point of S^{d-1}."""
    out = Fraction(math.prod(range(2 * p - 1, 0, -2)))
    for j in range(p):
        out /= d + 2 * j
    return out


def _answer_factor(same_star: bool, same_a: bool, d: int) -> Fraction:
    """E<phi(a*'), phi(a*) - phi(a)>^2 (a != a*): 1 + 1/d if a*' is a* or a, else 2/d (sphere, E t^2 = 1/d)."""
    return 1 + Fraction(1, d) if (same_star or same_a) else Fraction(2, d)


def _rho_ans(same_star: bool, same_a: bool, d: int) -> Fraction:
    """rho_aa*' + rho_a*a*' (L839): rho_bb = 1, rho_bb' = 1/d (b != b')."""
    return (1 if same_a else Fraction(1, d)) + (1 if same_star else Fraction(1, d))


def _odd(lo: int, hi: int) -> st.SearchStrategy[int]:
    return st.integers(lo, hi).map(lambda j: 2 * j + 1)


_D = st.one_of(st.sampled_from([3, 5, 7, 11]), _odd(1, 50), _odd(1, 50_000))


def _sigma(draw: st.DrawFn, N: int) -> list[float]:
    """sigma = sum_{j <= q} c_j h_j, q >= p + k (the construction needs c_{p+k}), every c_j != 0 (Assumption 3),
    c_{p+k} > 0 (L790, w.l.o.g.)."""
    q = N + draw(st.integers(0, 4))
    c = [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]
    c[N] = abs(c[N])
    return c


_PK = st.one_of(st.just(1), st.just(3), _odd(0, 8))

_DOMAIN_DPKC = (
    Param("d", 3, INF, integer=True, text="d odd (L770)", unreached="d <= 100001"),
    Param("p", 1, INF, integer=True, text="p odd (L786)", unreached="p <= 17"),
    Param("k", 1, INF, integer=True, text="k odd (L786)", unreached="k <= 17"),
    Param(
        "c_j",
        -INF,
        INF,
        key="c",
        text="sigma's Hermite coefficients, non-zero (Assumption 3), c_{p+k} > 0 (L790)",
        unreached="|c_j| in [1e-3, 10], deg sigma <= p + k + 4",
    ),
)


def _dmove(inst: dict, t: float) -> dict:
    return {**inst, "d": 2 * (int(t) // 2) + 1}


_DPOINTS = (11.0, 101.0, 1001.0, 10001.0, 100001.0)

# ======================================= L832-L833: E[omega_isr omega_jsr] = c_{p+k}^2 2^{-2p-2k} + O(1/d) (i != j)


@st.composite
def _diag_inst(draw: st.DrawFn) -> dict:
    p, k = draw(_PK), draw(_PK)
    return {"d": draw(_D), "p": p, "k": k, "c": _sigma(draw, p + k)}


def _diag_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """|E[omega_isr omega_jsr] - c^2 2^{-2p-2k}|, E[omega_isr omega_jsr] = E[g(X+Y)^2 X^{2p} Y^{2k}](1 + 1/d) (L832,
    exact: E[omega_i omega_j] = E[E[omega | phi]^2] for i != j, E<phi(a*), phi(a*) - phi(a)>^2 = 1 + 1/d)."""
    d, p, k = inst["d"], inst["p"], inst["k"]
    if d > _D_CAP:
        raise SolverFailure(f"d = {d}: exact Beta moments capped at d = {_D_CAP}")
    N = p + k
    g = _gcoef(inst["c"], N)
    val = _m2(g, 2 * p, 2 * k, d) * (1 + 1 / d)
    lim = _c2(inst["c"], N) / 4.0**N
    b2 = math.fsum(abs(x) for _, x in g) ** 2
    return Measurement(
        abs(val - lim),
        {"d": d, "b2": b2},
        {"d": d, "p": p, "k": k, "E[omega_i omega_j]": val, "c^2 2^{-2p-2k}": lim},
    )


DIAG = Claim(
    id="factrecall.display.lemma3-diag-second-moment",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=_DOMAIN_DPKC,
    source=f"Proof of Lemma 3, App. C.2: L830-L833, {SEED_FILE}",
    statement="For (s', r') = (s, r) and i != j: E[omega_isr omega_jsr] = E[E_Z[sigma^{(p+k)}(Z sqrt(|phi~(s)|^2 + "
    "|phi~(r)|^2))]^2 |phi~(s)|^{4p} |phi~(r)|^{4k}] (1 + d^{-1}) = c_{p+k}^2 2^{-2p-2k} + O(1/d) (L833); "
    "checked: |E[omega_isr omega_jsr] - c_{p+k}^2 2^{-2p-2k}| <~ B_sigma^2/d (B_sigma = sum_h |a_h| >= "
    "max_{[0,2]} |g|, g(t) = E_Z sigma^{(p+k)}(Z sqrt t) = sum_h a_h (t-1)^h: sigma's scale, which O(.) may "
    "carry since sigma is fixed).",
    comparison="<=",
    bound=diag_shape,
    measure=_diag_measure,
    strategy=_diag_inst(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("d -> inf", "d", INF, how="path", move=_dmove, points=_DPOINTS),
        Direction(
            "d -> inf, p + k <= 4 (d = 1e5 is past the transient d ~ (p + k)^2)",
            "d",
            INF,
            how="path",
            move=_dmove,
            points=_DPOINTS,
            start=lambda inst: inst["p"] + inst["k"] <= 4,
        ),
        Direction(
            "p, k, sigma (c_j)",
            "p",
            INF,
            how="search",
            reason="eps is a fixed constant (L768), so p, k = 2 ceil(1/eps) + 1 and sigma are fixed: '<~' and "
            "O(.) may depend on them; the strategy varies p, k <= 17 odd and c_j, no path follows them",
        ),
    ),
    rtol=1e-9,
    expect="holds",
    evidence="Holds: X, Y -> 1/2 with Var = O(1/d) and g(1) = c_{p+k}, so the difference times d levels off along "
    "d -> inf (exact rationals).",
    notes="L832's first '=' is exact (w_i, w_j independent given phi; the answer embeddings are independent of the "
    "subject/relation ones); measured from it in rationals. Second path: "
    "tests/test_factrecall_r10_factrecall.py::test_l833_diag_second_moment_monte_carlo.",
    mutants={"B^2/d^2 (a wrong power of d)": diag_shape_d2},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 8.0}},
)
CLAIMS = [DIAG]

# ==================== L827-L828, L843: E[omega_is'r' omega_js'r'] <~ c^2 rho_ss' rho_rr' (rho + rho), (s',r') != (s,r)

_SAME_S, _SAME_R = "s' = s, r' != r", "s' != s, r' = r"
# s' != s first: st.sampled_from's simplest draw meets the "s' != s" path's start filter
_CONF = (_SAME_R, _SAME_S, "s' != s, r' != r")
_ACONF = ("a*(s',r') = a*(s,r)", "a*(s',r') = a", "a*(s',r') another answer")


@st.composite
def _cross_inst(draw: st.DrawFn) -> dict:
    p, k = draw(_PK), draw(_PK)
    return {
        "item": draw(st.sampled_from(("828", "843"))),
        "conf": draw(st.sampled_from(_CONF)),
        "aconf": draw(st.sampled_from(_ACONF)),
        "d": draw(_D),
        "p": p,
        "k": k,
        "c": _sigma(draw, p + k),
    }


def _cross_terms(
    g: list[tuple[int, float]],
    p: int,
    k: int,
    d: int,
    same_s: bool,
    same_r: bool,
    same_star: bool,
    same_a: bool,
) -> tuple[float, float, float]:
    """(E[E[omega_is'r' | phi]^2], rho_ss', rho_rr') for one (s', r') != (s, r)."""
    P = 2 * p if same_s else p
    K = 2 * k if same_r else k
    ys = Fraction(1) if same_s else _ycross(p, d)
    yr = Fraction(1) if same_r else _ycross(k, d)
    val = _m2(g, P, K, d) * float(ys * yr * _answer_factor(same_star, same_a, d))
    rho_s = _beta(2 * p, d) if same_s else _beta(p, d) * ys
    rho_r = _beta(2 * k, d) if same_r else _beta(k, d) * yr
    return val, float(rho_s), float(rho_r)


def _cross_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E[omega_is'r' omega_js'r'] (i != j) = E[E[omega | phi]^2] exactly, against (828) c^2 rho_ss' rho_rr'
    E<phi(a*'), phi(a*) - phi(a)>^2 or (843) c^2 rho_ss' rho_rr' (rho_aa*' + rho_a*a*')."""
    d, p, k = inst["d"], inst["p"], inst["k"]
    if d > _D_CAP:
        raise SolverFailure(f"d = {d}: exact Beta moments capped at d = {_D_CAP}")
    same_s, same_r = inst["conf"] == _SAME_S, inst["conf"] == _SAME_R
    same_star, same_a = inst["aconf"] == _ACONF[0], inst["aconf"] == _ACONF[1]
    g = _gcoef(inst["c"], p + k)
    val, rho_s, rho_r = _cross_terms(g, p, k, d, same_s, same_r, same_star, same_a)
    rho_a = float(
        _answer_factor(same_star, same_a, d) if inst["item"] == "828" else _rho_ans(same_star, same_a, d)
    )
    return Measurement(
        val,
        {"c2": _c2(inst["c"], p + k), "rho_s": rho_s, "rho_r": rho_r, "rho_a": rho_a},
        {"item": inst["item"], "conf": inst["conf"], "aconf": inst["aconf"], "d": d, "p": p, "k": k},
    )


CROSS = Claim(
    id="factrecall.display.lemma3-cross-second-moment",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=(
        *_DOMAIN_DPKC,
        Param(
            "(s', r')",
            0,
            2,
            key="conf",
            integer=True,
            text="(s', r') != (s, r): s' = s, r' = r, or neither",
            unreached="categorical: the three configurations are drawn by name (st.sampled_from)",
        ),
        Param(
            "a*(s', r')",
            0,
            2,
            key="aconf",
            integer=True,
            text="a*(s', r') equal to a*(s, r), to the competitor a, or another answer token",
            unreached="categorical, drawn by name (st.sampled_from); a a subject or relation token (a in V, "
            "L792) is not drawn: answers are distinct tokens",
        ),
    ),
    source=f"Proof of Lemma 3, App. C.2: L825-L828, L841-L843, {SEED_FILE}",
    statement="For i != j and (s', r') != (s, r): E[omega_is'r' omega_js'r'] = E[E[omega_is'r' | phi]^2] <~ "
    "c_{p+k}^2 E<phi~(s), phi(s')>^{2p} E<phi~(r), phi~(r')>^{2k} E<phi(a*(s',r')), phi(a*(s,r)) - "
    "phi(a)>^2 (L828) and <~ c_{p+k}^2 rho_ss' rho_rr' (rho_aa*(s',r') + rho_a*(s,r)a*(s',r')) (L843).",
    comparison="<=",
    bound=cross_printed,
    measure=_cross_measure,
    strategy=_cross_inst(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("d -> inf", "d", INF, how="path", move=_dmove, points=_DPOINTS),
        Direction(
            "d -> inf, s' != s (rho_ss' -> 0)",
            "d",
            INF,
            how="path",
            move=_dmove,
            points=_DPOINTS,
            start=lambda inst: inst["conf"] != _SAME_S,
        ),
        Direction(
            "p, k, sigma (c_j), the token configuration (s', r'), a*(s', r')",
            "p",
            INF,
            how="search",
            reason="p, k and sigma are fixed by eps (L768, L881): '<~' may depend on them; the strategy varies "
            "p, k <= 17 odd, c_j and the three (s', r') and three a*(s', r') configurations",
        ),
    ),
    rtol=1e-9,
    expect="holds",
    evidence="Holds: the ratio is E[g(X+Y)^2 X^P Y^K]/(c^2 E X^P E Y^K) -> 1 as d -> inf (X + Y -> 1, g(1) = c_{p+k}); "
    "E<phi(a*'), phi(a*) - phi(a)>^2 equals rho_aa*' + rho_a*a*' exactly (1 + 1/d or 2/d), so L828 and "
    "L843 agree; L828's phi(s') for phi~(s') is harmless (phi~(s) lies in P). The ratio is large (to ~1e8) at "
    "small d when c_{p+k} is small against sigma's other coefficients: '<~' depends on sigma (fixed), and no path "
    "shows growth.",
    notes="Exact rationals. Second path: tests/test_factrecall_r10_factrecall.py::test_l828_cross_monte_carlo.",
    mutants={"rho_ss'^2 (a wrong power of d)": cross_rho_s_squared},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 8.0}},
)
CLAIMS = [*CLAIMS, CROSS]

# ====================================================== L866 and L879: the variance bounds (erratum: the O(1/d) lost)


@st.composite
def _var_inst(draw: st.DrawFn, pk: st.SearchStrategy[int] = _PK) -> dict:
    """d, p, k, sigma; S, R <= 3 with an answer map a*: S x R -> {0..na-1}, (s, r) = (0, 0); the competitor a != a*(s,r):
    another answer or a fresh token (na); the width m. ``pk`` draws p and k (its first branch: the simplest draw)."""
    p, k = draw(pk), draw(pk)
    s, r = draw(st.one_of(st.just(1), st.integers(1, 3))), draw(st.one_of(st.just(1), st.integers(1, 3)))
    na = draw(st.integers(1, s * r))
    astar = [draw(st.integers(0, na - 1)) for _ in range(s * r)]
    a = draw(st.integers(0, na))
    if a == astar[0]:
        a = na
    return {
        "d": draw(_D),
        "p": p,
        "k": k,
        "c": _sigma(draw, p + k),
        "S": s,
        "R": r,
        "astar": astar,
        "a": a,
        "m": draw(st.one_of(st.integers(1, 10**4), st.floats(1e4, 1e12))),
    }


def _var_parts(inst: dict) -> dict:
    """Lower bound on Var(gamma_sra) and the printed sums. gamma_sra = (1/m) sum_i Omega_i, Omega_i = sum_{s',r'}
    omega_is'r'; Var = Var(Omega_1)/m + (m-1)/m Cov(Omega_1, Omega_2) >= (m-1)/m Cov(Omega_1, Omega_2), and
    Cov(Omega_1, Omega_2) = Cov_diag + sum_{(s',r') != (s,r)} E[E[omega_is'r' | phi]^2] (mixed pairs vanish by
    the sign flip of an unmatched embedding, p, k odd (L818); E omega_is'r' = 0 off the diagonal)."""
    d, p, k, S, R = inst["d"], inst["p"], inst["k"], inst["S"], inst["R"]
    if d > _D_CAP:
        raise SolverFailure(f"d = {d}: exact Beta moments capped at d = {_D_CAP}")
    g = _gcoef(inst["c"], p + k)
    astar, a = inst["astar"], inst["a"]
    a0 = astar[0]
    cov = _cov_diag(g, p, k, d)
    cross_val, cross_rho, ans = 0.0, 0.0, 0.0
    for s2 in range(S):
        for r2 in range(R):
            b = astar[s2 * R + r2]
            same_star, same_a = b == a0, b == a
            ans += float(_rho_ans(same_star, same_a, d))
            if s2 == 0 and r2 == 0:
                continue
            val, rho_s, rho_r = _cross_terms(g, p, k, d, s2 == 0, r2 == 0, same_star, same_a)
            cross_val += val
            cross_rho += rho_s * rho_r * float(_rho_ans(same_star, same_a, d))
    m = float(inst["m"])
    counts = {x: astar.count(x) for x in set(astar)}
    return {
        "lb": (m - 1) / m * (cov + cross_val),
        "cov_diag": cov,
        "cross": cross_rho,
        "ans": ans,
        "mean": _mean(g, p, k, d),
        "c2": _c2(inst["c"], p + k),
        "q": len(inst["c"]) - 1,
        "m": m,
        "cc": counts.get(a, 0) + counts[a0],
        "b2": math.fsum(abs(x) for _, x in g) ** 2,
    }


def _l866_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """A lower bound on Var(gamma_sra) (see :func:`_var_parts`), exact rationals."""
    v = _var_parts(inst)
    return Measurement(
        v["lb"],
        {
            "c2": v["c2"],
            "cross": v["cross"],
            "ans": v["ans"],
            "q": v["q"],
            "m": v["m"],
            "d": inst["d"],
            "b2": v["b2"],
        },
        {
            "d": inst["d"],
            "p": inst["p"],
            "k": inst["k"],
            "S": inst["S"],
            "R": inst["R"],
            "m": v["m"],
            "Cov_diag": v["cov_diag"],
            "E gamma": v["mean"],
        },
    )


def _mmove(inst: dict, t: float) -> dict:
    return {**inst, "m": float(t)}


_MPOINTS = (1e2, 1e4, 1e6, 1e8, 1e10, 1e14, 1e20)


def _dm_move(inst: dict, t: float) -> dict:
    """d = t (odd) with m = 1e3 2^{4q} d^3 / c_{p+k}^2 (L889's width grows with d; every width term is then o(1/d^2))."""
    d = 2 * (int(t) // 2) + 1
    q, N = len(inst["c"]) - 1, inst["p"] + inst["k"]
    return {**inst, "d": d, "m": 1e3 * 2.0 ** (4 * q) * d**3 / _c2(inst["c"], N)}


_DOMAIN_VAR = (
    *_DOMAIN_DPKC,
    Param("S", 1, INF, integer=True, text="subjects", unreached="S <= 3 (a crossing needs only S = R = 1)"),
    Param("R", 1, INF, integer=True, text="relations", unreached="R <= 3"),
    Param("a*", 0, INF, key="astar", text="any answer map S x R -> A", unreached="maps onto <= 9 answers"),
    Param(
        "a",
        0,
        INF,
        integer=True,
        text="a != a*(s, r) (L792)",
        unreached="an answer or a fresh token; a subject/relation token not drawn",
    ),
    Param(
        "m", 1, INF, text="the width m (L775: m >~ ..., any larger m allowed)", unreached="m <= 1e20 (path)"
    ),
)

L866 = Claim(
    id="factrecall.display.lemma3-var-bound",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=_DOMAIN_VAR,
    source=f"Proof of Lemma 3, App. C.2: L865-L866, {SEED_FILE}",
    statement="Var(gamma_sra) <~ c_{p+k}^2 sum_{(s',r') != (s,r)} rho_ss' rho_rr' (rho_aa*(s',r') + rho_a*(s,r)a*(s',r')) "
    "+ (2^{4q}/m) sum_{s',r'} (rho_aa*(s',r') + rho_a*(s,r)a*(s',r')) (L866).",
    comparison="<=",
    bound=l866_printed,
    measure=_l866_measure,
    strategy=_var_inst(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction(
            "m -> inf, S = R = 1 (the cross sum is empty)",
            "m",
            INF,
            how="path",
            move=_mmove,
            points=_MPOINTS,
            start=lambda inst: inst["S"] == 1 and inst["R"] == 1,
        ),
        Direction("m -> inf", "m", INF, how="path", move=_mmove, points=_MPOINTS),
        Direction(
            "d -> inf with m = 1e3 2^{4q} d^3/c^2", "d", INF, how="path", move=_dm_move, points=_DPOINTS
        ),
        Direction(
            "p, k, sigma (c_j), S, R, the answer map a*, the competitor a",
            "p",
            INF,
            how="search",
            reason="p, k, sigma fixed by eps (L768, L881); the strategy varies p, k <= 17 odd, c_j, S, R <= 3, "
            "answer maps and the competitor a",
        ),
    ),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/factrecall.md, auditors A, C): confirmed. As m -> inf Var(gamma_sra) -> Cov(Omega_1, Omega_2) >= Cov_diag = E[G^2](1 + 1/d) - (E G)^2 >= "
    "E[G^2]/d > 0 (G = g(X+Y) X^p Y^k, L832 against L808), while the right side's only m-free term is the "
    "sum over (s', r') != (s, r): with S = R = 1 it is empty, so the right side is 2^{4q}(1 + 1/d)/m -> 0. "
    "Instance: S = R = 1, d = 7, p = k = 1, sigma = h_0 + h_1 + h_2 (q = 2): Var >= (m-1)/m 0.0621 against "
    "256 (8/7)/m: lhs/rhs ~ 2.1e-4 m, unbounded in m. Inside every hypothesis: Lemma 3 lets m be as large "
    "as wanted (L775 is a lower bound), d odd, p, k odd, sigma of Assumption 3; for p, k >= 3 (L881) the "
    "cross sum is O(S d^{-p} + R d^{-k}) = o(1/d) even for S, R >= 2. The diagonal's O(1/d) of L833 was "
    "dropped (L865 subtracts c_{p+k}^2, factrecall.display.lemma3-var-centering).",
    second_path="tests/test_factrecall_r10_factrecall.py::test_l866_variance_floor_monte_carlo",
    corrected=l866_corrected,
    corrected_text="Var(gamma_sra) <~ B_sigma^2/d + c_{p+k}^2 sum_{(s',r') != (s,r)} rho_ss' rho_rr' (rho + rho) + (2^{4q}/m) "
    "sum_{s',r'} (rho + rho) (B_sigma = sum_h |a_h| >= max_{[0,2]} |g|, g(t) = E_Z sigma^{(p+k)}(Z sqrt t) = sum_h a_h (t-1)^h).",
    notes="The measure is a lower bound on Var(gamma_sra) (Var(Omega_1)/m >= 0 dropped), exact rationals; a crossing "
    "is real, and the correction's check is of that lower bound (the dropped Var(Omega_1)/m is L856's "
    "2^{4q}/m term). Lemma 3 survives: the lost 1/d enters L896 as 2^{4q+2} log^{4q+2}(1/delta')/d, which "
    "L883's d-hypothesis absorbs.",
    mutants={"the correction with 1/d^2 (wrong as d -> inf)": l866_corrected_d2},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 8.0}},
)
CLAIMS = [*CLAIMS, L866]


# p = k = 3 first: the simplest draw (Hypothesis tries it first) is in the d-path's family p, k >= 3; _PK's
# branches still draw every odd p, k <= 17
_PK3 = st.one_of(st.just(3), _PK)


def _past_transient(inst: dict) -> bool:
    """The d-path's family: p, k >= 3 (L881) and E gamma_sra (exact, L808) within a factor 2 of its limit
    c_{p+k} 2^{-p-k} at every grid d (a sigma whose mean passes near 0 at some d gives a spike, not a rate)."""
    p, k = inst["p"], inst["k"]
    if p < 3 or k < 3:
        return False
    g = _gcoef(inst["c"], p + k)
    lim = math.sqrt(_c2(inst["c"], p + k)) / 2.0 ** (p + k)
    return all(0.5 * lim <= _mean(g, p, k, 2 * (int(t) // 2) + 1) <= 2.0 * lim for t in _DPOINTS)


def _root_move(inst: dict, t: float) -> dict:
    """c_{p+k+2} = c* + t, c* the root of E gamma_sra in c_{p+k+2} at the instance's d (E gamma, L808, is affine in
    each Hermite coefficient); sigma's other coefficients, d and m kept (t -> 0: E gamma -> 0, every c_j != 0)."""
    N = inst["p"] + inst["k"]
    c0, c1 = list(inst["c"]), list(inst["c"])
    c0[N + 2], c1[N + 2] = 0.0, 1.0
    a0 = _mean(_gcoef(c0, N), inst["p"], inst["k"], inst["d"])
    a1 = _mean(_gcoef(c1, N), inst["p"], inst["k"], inst["d"])
    c0[N + 2] = -a0 / (a1 - a0) + t
    return {**inst, "c": c0}


def _has_c_pk2(inst: dict) -> bool:
    """deg sigma >= p + k + 2 (c_{p+k+2} exists to move)."""
    return len(inst["c"]) - 1 >= inst["p"] + inst["k"] + 2


def _l879_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """A lower bound on Var(gamma_sra)/E[gamma_sra]^2 (E gamma_sra from L808, exact)."""
    v = _var_parts(inst)
    if v["mean"] == 0.0:
        raise SolverFailure("E gamma_sra = 0 at this sigma, d (the ratio is undefined)")
    return Measurement(
        v["lb"] / v["mean"] ** 2,
        {
            "S": inst["S"],
            "R": inst["R"],
            "p": inst["p"],
            "k": inst["k"],
            "d": inst["d"],
            "q": v["q"],
            "cc": v["cc"],
            "m": v["m"],
            "c2": v["c2"],
            "b2": v["b2"],
            "mean": v["mean"],
        },
        {
            "d": inst["d"],
            "p": inst["p"],
            "k": inst["k"],
            "S": inst["S"],
            "R": inst["R"],
            "m": v["m"],
            "Cov_diag": v["cov_diag"],
            "E gamma": v["mean"],
        },
    )


L879 = Claim(
    id="factrecall.display.lemma3-var-ratio",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=_DOMAIN_VAR,
    source=f"Proof of Lemma 3, App. C.2: L877-L879, {SEED_FILE}",
    statement="Var(gamma_sra)/E[gamma_sra]^2 <~ S(4p)^p/d^p + R(4k)^k/d^k + S(4p)^p/d^p R(4k)^k/d^k + 2^{4q}(C(a) + "
    "C(a*(s,r)))/(m c_{p+k}^2) + 2^{4q} SR/(m d c_{p+k}^2) (L879).",
    comparison="<=",
    bound=l879_printed_m,
    measure=_l879_measure,
    strategy=_var_inst(_PK3),
    constants="hidden",
    uniform=True,
    directions=(
        Direction(
            "d -> inf with m = 1e3 2^{4q} d^3/c^2, p, k >= 3 (the proof's p = k = 2 ceil(1/eps) + 1, L881), "
            "E gamma within x2 of its limit on the grid",
            "d",
            INF,
            how="path",
            move=_dm_move,
            points=_DPOINTS,
            start=_past_transient,
        ),
        Direction("m -> inf", "m", INF, how="path", move=_mmove, points=_MPOINTS),
        Direction(
            "c_{p+k+2} -> the root of E gamma_sra (L808) at fixed d, m, sigma's other coefficients (t = distance)",
            "c",
            0.0,
            how="path",
            move=_root_move,
            points=(1e-1, 1e-2, 1e-3, 1e-4, 1e-5),
            start=_has_c_pk2,
            reason="Assumption 3 asks only c_j != 0; E gamma_sra is affine in c_{p+k+2} and vanishes at one value "
            "for every d (e.g. d = 11, p = k = 3, sigma = sum_{j<=7} h_j + c_8 h_8, c_8 = -0.9087)",
        ),
        Direction(
            "p, k, sigma (c_j), S, R, the answer map a*, the competitor a",
            "p",
            INF,
            how="search",
            reason="p, k, sigma fixed by eps (L768, L881); the strategy varies p, k <= 17 odd, c_j, S, R <= 3, "
            "answer maps and the competitor a",
        ),
    ),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/factrecall.md, auditors A, C): confirmed. Var/E^2 >= Cov_diag/E^2 ~ kappa/d (the diagonal's O(1/d), L833 against L812), while for p, k >= 3 (the "
    "proof's choice, L881/L886) the right side is O(S d^{-3} + R d^{-3}) plus width terms o(1/d) once "
    "m >> 2^{4q} d/c^2 (allowed: L775 bounds m only below). Instance: S = R = 1, p = k = 3, sigma = "
    "sum_{j<=6} h_j, along d -> inf with m = 1e3 2^{24} d^3/c^2: lhs/rhs grows like d. L879 also divides "
    "by c_{p+k}^2 where E gamma^2 ~ c^2 2^{-2(p+k)} (factrecall.display.lemma3-var-centering); that "
    "constant alone would not break '<~'.",
    second_path="tests/test_factrecall_r10_factrecall.py::test_l866_variance_floor_monte_carlo",
    corrected=l879_corrected_mean,
    corrected_text="Var(gamma_sra)/E[gamma_sra]^2 <~ (c_{p+k}^2 2^{-2(p+k)} (L879's right side) + B_sigma^2/d) / "
    "E[gamma_sra]^2 with the exact mean E gamma_sra (L808) (B_sigma as in factrecall.display.lemma3-var-bound's "
    "correction). Round 10's B_sigma^2 4^{p+k}/(c_{p+k}^2 d) + (L879's right side), i.e. E gamma replaced by its "
    "limit c_{p+k} 2^{-p-k}, fails near a root of E gamma (round 11: d = 11, p = k = 3, S = R = 1, sigma = "
    "sum_{j<=7} h_j + c_8 h_8 with c_8 = c* + 1e-4, c* = -0.908688: ratio 3.1e8 against 7.2e3, and lhs/rhs grows "
    "like 1/t^2). L896 then needs d >~ 2^{4q+2} log^{4q+2}(1/delta') B_sigma^2/E[gamma]^2, which L883's "
    "hypothesis gives only when C3, C4 may depend on sigma (factrecall.display.lemma3-final-ratio).",
    notes="Lower bound on Var (as for factrecall.display.lemma3-var-bound) over the exact E gamma_sra (L808). Round 11 "
    "re-encoded the correction (the measure passes mean = E gamma_sra; the path 'c_{p+k+2} -> the root of E gamma' "
    "kills round 10's correction); its second path: "
    "tests/test_factrecall_r11_factrecall.py::test_l879_round10_correction_fails_near_a_root_of_the_mean.",
    mutants={
        "the correction with B^2/d^2 (wrong as d -> inf)": l879_corrected_mean_d2,
        "round 10's correction (E gamma replaced by c_{p+k} 2^{-p-k}; wrong near a root of E gamma)": l879_r10_correction,
    },
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 8.0}},
)
CLAIMS = [*CLAIMS, L879]
