"""Round 11 (factrecall, helper factrecall): the moment step L1715 of the proof of Lemma 14 (App. F, L1697-L1729)
and the final variance ratio L896 of the proof of Lemma 3 (App. C.2), encoded as printed as ``kind="step"`` claims.
Lemmas 3 and 14 keep their own claims (``factrecall.lemma3``, ``factrecall.lemma14``, ``catalog_id``).

L1715: "Since f is a degree p polynomial, by Lemma 13 we have that E[|f - E f|^q]^{1/q} <= q^{p/2} Var(f)^{1/2}",
used with q = 2 log(1/delta) (L1719), delta in (0, 1) the lemma's failure probability (no range printed beyond
that). The left side is measured for f a polynomial of degree <= p in one Gaussian coordinate (m = 1, k = 0 in
the lemma's (S^{d-1})^k x R^m), f = sum_j c_j He_j(Z), by mpmath quadrature split at the real roots of f - E f.
"""

from __future__ import annotations

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r11_factrecall import (
    l896_log_power_2q,
    l896_printed,
    l1715_corrected,
    l1715_no_growth,
    l1715_printed,
    l1715_printed_as_mutant,
)
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall import r10_factrecall as _r10
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

_DELTA_MIN = 1e-4  # q = 2 log(1/delta) <= 18.4: the quadrature of |f|^q (degree <= 6 f) stays fast and accurate


@st.composite
def _l1715_inst(draw: st.DrawFn) -> dict:
    """p in 1..6, f = sum_{1 <= j <= deg} c_j He_j(Z) (E f = 0 after centring; c_0 drops out), deg <= p; delta over
    (1e-4, 1): near 1 (q -> 0, where the printed q^{p/2} -> 0) and log-uniform."""
    p = draw(st.one_of(st.just(1), st.integers(1, 6)))
    deg = draw(st.one_of(st.just(p), st.integers(1, p)))
    c = [0.0] + [draw(st.one_of(st.just(1.0), st.floats(-3.0, 3.0))) for _ in range(deg)]
    if c[deg] == 0.0:
        c[deg] = 1.0
    one_minus = draw(st.one_of(st.just(0.05), log_uniform(1e-6, 0.5)))
    delta = draw(st.one_of(st.just(1.0 - one_minus), log_uniform(_DELTA_MIN, 1.0 - 1e-6)))
    return {"p": p, "c": c, "delta": delta}


def _abs_moment(c: list[float], q: mpmath.mpf) -> mpmath.mpf:
    """E|f(Z)|^q, f = sum_j c_j He_j (probabilists' Hermite), Z ~ N(0, 1): mpmath quadrature split at f's real roots."""
    mono = np.polynomial.hermite_e.herme2poly(np.asarray(c, dtype=float))
    roots = sorted({float(r.real) for r in np.roots(mono[::-1]) if abs(r.imag) < 1e-9})
    desc = [mpmath.mpf(float(x)) for x in mono[::-1]]
    return mpmath.quad(lambda x: abs(mpmath.polyval(desc, x)) ** q * mpmath.npdf(x), [-mpmath.inf, *roots, mpmath.inf])


def _l1715_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E[|f - E f|^q]^{1/q} / Var(f)^{1/2}, q = 2 log(1/delta); Var(f) = sum_{j >= 1} c_j^2 j! (exact)."""
    p, c, delta = inst["p"], inst["c"], inst["delta"]
    with mpmath.workdps(30):
        q = 2 * mpmath.log(1 / mpmath.mpf(delta))
        var = mpmath.fsum(mpmath.mpf(cj) ** 2 * mpmath.factorial(j) for j, cj in enumerate(c) if j >= 1)
        eq = _abs_moment([0.0, *c[1:]], q)
        ratio = eq ** (1 / q) / mpmath.sqrt(var)
    qf = float(q)
    return Measurement(
        float(ratio),
        {"q": qf, "p": p},
        {"delta": delta, "q": qf, "deg_f": len(c) - 1, "E|f-Ef|^q": float(eq), "Var f": float(var),
         "spheres_k": 0, "gaussians_m": 1},
    )


L1715 = Claim(
    id="factrecall.display.lemma14-moment-step",
    catalog_id="factrecall.lemma14",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 14, App. F: L1713-L1715 (q = 2 log(1/delta): L1719), {SEED_FILE}",
    statement="f: (S^{d-1})^k x R^m -> R a polynomial of total degree at most p: 'by Lemma 13, E[|f - E f|^q]^{1/q} "
    "<= q^{p/2} Var(f)^{1/2}' (L1715), with q = 2 log(1/delta) (L1719), delta in (0, 1). Checked: the ratio "
    "E[|f - E f|^q]^{1/q}/Var(f)^{1/2} against q^{p/2}, f a polynomial of degree <= p in one Gaussian coordinate.",
    comparison="<=",
    bound=l1715_printed,
    measure=_l1715_measure,
    strategy=_l1715_inst(),
    domain=(
        Param("p", 1, INF, integer=True, text="total degree at most p (p >= 1: a constant f has Var f = 0)",
              unreached="p <= 6 (the quadrature of |f|^q)"),
        Param("delta", 0.0, 1.0, key="delta", text="delta in (0, 1), q = 2 log(1/delta) (L1719)",
              unreached="delta >= 1e-4 (q <= 18.4, the quadrature); delta <= 1 - 1e-6"),
        Param("k", 0, INF, integer=True, key="spheres_k", text="f on (S^{d-1})^k x R^m, k >= 0 spheres",
              unreached="no sphere drawn: the crossing needs only one Gaussian coordinate (k = 0, m = 1)"),
        Param("m", 0, INF, integer=True, key="gaussians_m", text="m >= 0 Gaussian coordinates",
              unreached="m = 1 only (one Gaussian coordinate suffices for a crossing)"),
    ),
    rtol=1e-9,
    expect="erratum",
    evidence="L1715 holds for q >= 1 (q in [1, 2]: Lyapunov, ||.||_q <= ||.||_2; q >= 2: Lemma 13's (q-1)^{p/2} <= "
    "q^{p/2}), but L1719 sets q = 2 log(1/delta), which is below 1 for delta > e^{-1/2} ~ 0.61, and there "
    "q^{p/2} -> 0 while E[|f - E f|^q]^{1/q} tends to the geometric mean exp(E log|f - E f|) > 0. Instance: "
    "p = 1, f = Z ~ N(0, 1), delta = 0.95 (q = 0.1026): E[|Z|^q]^{1/q} = (2^{q/2} Gamma((q+1)/2)/sqrt(pi))^{1/q} "
    "= 0.5625 > q^{1/2} = 0.3203 (at q = 0.1: 0.5617 > 0.3162). Inside every hypothesis: f a polynomial of "
    "degree p = 1 on R^1 (k = 0, m = 1), Lemma 14 restricts delta only through 2^p e^{-1} log^p(1/delta) "
    "Var(f)/(E f)^2 <= 1, which a large E f meets at any delta (L1715 does not involve E f). Not the encoding: "
    "closed form for E|Z|^q in the second path. Lemma 13 is only valid for q >= 2 "
    "(factrecall.lemma13, 'erratum as printed'); L1715 is the proof's own bound, which fails already below q = 1.",
    second_path="tests/test_factrecall_r11_factrecall.py::test_l1715_gaussian_small_q_exceeds_the_bound",
    corrected=l1715_corrected,
    corrected_text="E[|f - E f|^q]^{1/q} <= max(1, q)^{p/2} Var(f)^{1/2} (q = 2 log(1/delta)); Lemma 14's conclusion "
    "for delta > e^{-1/2} then needs another argument (e.g. Chebyshev/Cantelli), not the q-th moment.",
    notes="The ratio is invariant under scaling f, so the coefficients' scale is immaterial. Lemma 14 itself is "
    "checked by factrecall.lemma14 (which draws delta up to 1 - 1e-3); this claim is the proof step only.",
    mutants={
        "the correction without growth in q (1)": l1715_no_growth,
        "the printed q^{p/2} as the correction (wrong for q < 1)": l1715_printed_as_mutant,
    },
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 16.0}},
)

CLAIMS = [L1715]


# ================================== L896: 2^{4q+2} log^{4q+2}(1/delta') e^{-1} Var(gamma_sra)/E[gamma_sra]^2 <= 1


@st.composite
def _l896_inst(draw: st.DrawFn) -> dict:
    """The proof's p = k = 2 ceil(1/eps) + 1 (3 first: eps = 1), sigma = sum_{j <= q} c_j h_j with every c_j != 0
    (Assumption 3), c_{p+k} > 0 (L790), q = p + k + 2 first (sigma^{(p+k)} not constant), S = R = 1 first,
    delta' = delta/(SR|V|) <= 1/3 (|V| >= 3), d odd, m large (L889's width, any larger allowed)."""
    p = draw(st.one_of(st.just(3), st.sampled_from([3, 5])))
    inst = draw(_r10._var_inst(st.just(p)))
    N = 2 * p
    q = N + draw(st.one_of(st.just(2), st.integers(0, 4)))
    c = [draw(st.one_of(st.just(1.0), st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]
    c[N] = abs(c[N])
    return {**inst, "k": p, "c": c, "delta_p": draw(st.one_of(st.just(1 / 3), log_uniform(1e-12, 1 / 3)))}


def _l896_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """A lower bound on Var(gamma_sra)/E[gamma_sra]^2 (factrecall.display.lemma3-var-ratio's measure: the
    embeddings' covariance (m-1)/m Cov(Omega_1, Omega_2) over the exact E gamma_sra, L808), exact rationals."""
    v = _r10._var_parts(inst)
    if v["mean"] == 0.0:
        raise SolverFailure("E gamma_sra = 0 at this sigma, d (the ratio is undefined)")
    return Measurement(
        v["lb"] / v["mean"] ** 2,
        {"q": v["q"], "delta_p": inst["delta_p"]},
        {"d": inst["d"], "p": inst["p"], "k": inst["k"], "S": inst["S"], "R": inst["R"], "m": v["m"],
         "c_{p+k}": inst["c"][2 * inst["p"]], "E gamma": v["mean"], "Cov_diag": v["cov_diag"]},
    )


def _c_move(inst: dict, t: float) -> dict:
    """d = t (odd), c_{p+k} = 1/d (sigma's other coefficients kept), m = 1e3 2^{4q} d^3/c_{p+k}^2 (L889's width
    with c_{p+k}^{-2}, grown with d)."""
    d = 2 * (int(t) // 2) + 1
    c = list(inst["c"])
    N = inst["p"] + inst["k"]
    c[N] = 1.0 / d
    q = len(c) - 1
    return {**inst, "d": d, "c": c, "m": 1e3 * 2.0 ** (4 * q) * d**3 / _r10._c2(c, N)}


def _nonconstant(inst: dict) -> bool:
    """sigma^{(p+k)} not constant: deg sigma >= p + k + 2 (E_Z sigma^{(p+k)}(Z sqrt t) has only even shifts)."""
    return len(inst["c"]) - 1 >= inst["p"] + inst["k"] + 2


L896 = Claim(
    id="factrecall.display.lemma3-final-ratio",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 3, App. C.2: L894-L896 (hypotheses L883, L889; Lemma 3: L770-L776), {SEED_FILE}",
    statement="With p = k = 2 ceil(1/eps) + 1, q = deg sigma = C2/eps, d >~ (C3 log(1/delta')/eps)^{C4/eps} (L883, C3, C4 "
    "universal: L772), m >~ 2^{8q+2} log^{4q+2}(1/delta') c_{p+k}^{-2} max_a C(a), md >~ 2^{8q+2} log^{4q+2}"
    "(1/delta') c_{p+k}^{-2} SR (L889): 'by choosing constants appropriately, 2^{4q+2} log^{4q+2}(1/delta') e^{-1} "
    "Var(gamma_sra)/E[gamma_sra]^2 <= 1' (L896), delta' = delta/(SR|V|) (L898).",
    comparison="<=",
    bound=l896_printed,
    measure=_l896_measure,
    strategy=_l896_inst(),
    domain=(
        *_r10._DOMAIN_VAR,
        Param("delta'", 0.0, 1 / 3, key="delta_p", text="delta' = delta/(SR|V|) <= 1/3 (|V| >= 3)",
              unreached="delta' >= 1e-12"),
    ),
    constants="hypotheses",
    eventually=("d", "m"),
    directions=(
        Direction(
            "d -> inf with c_{p+k} = 1/d (sigma's other Hermite coefficients fixed) and m = 1e3 2^{4q} d^3/c_{p+k}^2",
            "d",
            INF,
            how="path",
            move=_c_move,
            points=(11.0, 101.0, 1001.0, 10001.0, 100001.0),
            grows=("d", "m"),
            start=_nonconstant,
            reason="C3, C4 are universal (L772): the d-hypothesis does not see sigma, so a sigma with c_{p+k} "
            "small against its other coefficients is allowed at every d; L889's width carries c_{p+k}^{-2}",
        ),
    ),
    rtol=1e-9,
    expect="erratum",
    evidence="Strict reading of the printed quantifiers (the lead's question): C3, C4 are universal (Lemma 3, L772; L883 "
    "'appropriately chosen constants'), sigma is any degree-q polynomial with every Hermite coefficient non-zero "
    "(Assumption 3) and c_{p+k} > 0 (L790). The d-hypothesis L883 does not involve sigma, while Var/E^2 contains "
    "the embeddings' term Var(g(X+Y) X^p Y^k)/(E gamma)^2 ~ B_sigma^2 4^{p+k}/(c_{p+k}^2 d) (the diagonal's "
    "O(1/d) that L879 drops, factrecall.display.lemma3-var-ratio). Instance family: p = k = 3, q = 8, sigma = "
    "sum_{j <= 8} h_j with c_6 = 1/d, S = R = 1, delta' = 1/3, m = 1e3 2^{32} d^3/c_6^2 (L889 met): the exact "
    "lower bound on Var/E^2 is 13.1, 9.6, 41.0, 365, 3609 at d = 11, 101, 1001, 1e4, 1e5 against the bound "
    "e/(2^{34} log^{34} 3) = 6.5e-12 -- for any fixed C3, C4, every d is reached. Even at fixed sigma the ratio "
    "is ~ 37/d (sigma = sum_{j<=6} h_j), so L896 needs d >~ 1e11 there. Not the encoding: second path is a "
    "numpy Monte Carlo of E[gamma_sra | phi] (2-D Gauss-Hermite over w, chi-square sphere draws).",
    second_path="tests/test_factrecall_r11_factrecall.py::test_l896_ratio_monte_carlo_small_c",
    no_correction_reason="L896 holds once C3, C4 may depend on sigma (d >~ B_sigma^2 4^{p+k} 2^{4q+2} "
    "log^{4q+2}(1/delta')/c_{p+k}^2, with B_sigma = sum_h |a_h|), at d ~ 1e11 and beyond for q = 6: beyond the "
    "exact Beta moments here (d <= 2e5), so no corrected bound is checked",
    notes="Along the same family E gamma_sra changes sign when c_8 = -1 (sigma = sum_{j<=7} h_j - h_8, c_6 = 1/d: "
    "E gamma ~ -7.8/d), and then P(E[gamma_sra | phi] <= 0) ~ 0.45 (Monte Carlo, d = 101, 1001): under the "
    "universal-constant reading the proof's L898 ('w.p. 1 - delta' gamma_sra > 0') fails as m -> inf. Lemma 3's "
    "conclusion does not: it asserts that SOME width-m network F = sum_i v_i sigma(w_i^T z) exists (L778), and larger m "
    "only helps (extra v_i = 0); a crossing of the lemma would need every choice of (v_i, w_i) to fail, not the "
    "proof's construction (L788), so factrecall.lemma3 (the L808 identity) is left as it is.",
    mutants={"the log's power 2q + 1 (a larger bound)": l896_log_power_2q},
    auto_mutant=False,
    settings={"ci": {"max_examples": 20, "budget_s": 8.0}},
)

CLAIMS = [*CLAIMS, L896]
