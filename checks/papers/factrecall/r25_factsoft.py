"""Round 25 (factrecall, helper factsoft): Lemma 14's moment step L1715 (corrected) at q -> infinity.

``factrecall.display.lemma14-moment-step.corrected`` stops at delta >= 1e-20 (q = 2 log(1/delta) <= 92.1): its mpmath
quadrature of E|f|^q, split only at the real roots of f, loses accuracy at large q (1e-3 relative at q = 200)
because the integrand |f(x)|^q e^{-x^2/2} concentrates in a narrow window around |x| ~ sqrt(p q), far from any split
point (an exploratory quadrature split there too agreed to 1e-30 with the exact even moments at q = 200, degree 6,
but costs ~5 s an instance at degree 12). ``_log_abs_moment_q`` integrates in log-space with the trapezoid rule on
a uniform grid fine enough for the narrowest window (float64, vectorised; 2e-15 relative on log E|f|^q against the
exact even moments E f^{2r} in rational arithmetic: tests/test_factrecall_r25_factsoft.py).
``factrecall.display.lemma14-moment-step.corrected-q`` is the same corrected step with q drawn to 2000
(delta = e^{-1000}, as log(1/delta): below float64's range) and degree p to 12; ``factrecall.display.lemma14-markov-q``
is the Markov link L1711 of factrecall.display.lemma14-markov at the same q, its probability exact in log-space.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r11_factrecall import l1715_corrected, l1715_no_growth
from thmcheck.bounds.factrecall.r25_factsoft import l1715_q_mutant, markov_ratio_one, markov_ratio_zero
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE

CLAIMS: list[Claim] = []

_LD_LO, _LD_HI = 46.0, 1000.0  # log(1/delta): delta = 1e-20 (the r11/r22 claim's end) to e^{-1000} (q = 2000)


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    """p in 1..12, f = sum_{1 <= j <= deg} c_j He_j(Z), deg <= p (c_deg != 0), log(1/delta) in [46, 1000] (both ends
    drawn, log-uniform between)."""
    p = draw(st.one_of(st.just(1), st.just(12), st.integers(1, 12)))
    deg = draw(st.one_of(st.just(p), st.integers(1, p)))
    c = [0.0] + [draw(st.one_of(st.just(1.0), st.floats(-3.0, 3.0))) for _ in range(deg)]
    if c[deg] == 0.0:
        c[deg] = 1.0
    u = draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(0.0, 1.0)))
    ld = float(np.exp(np.log(_LD_LO) + u * (np.log(_LD_HI) - np.log(_LD_LO))))
    return {"p": p, "c": c, "ld": ld}


def _log_abs_moment_q(c: list[float], q: float) -> float:
    """log E|f(Z)|^q, f = sum_j c_j He_j, Z ~ N(0, 1), q >= 46: the trapezoid rule in log-space (log-sum-exp) on a
    uniform grid of step h = min(0.01, 0.1/(deg sqrt(q))) over |x| <= 3 sqrt(deg q + 1) + 10. The integrand
    |f(x)|^q e^{-x^2/2} is smooth (C^{45} at f's roots, where it is negligible) and concentrated in windows of width
    >= 1/(deg sqrt(q)) (the log-integrand's curvature is <= q deg^2 |f''/f| + ... ), so the rule is accurate to
    float64 rounding (tests: 1e-12 relative against the exact even moments)."""
    mono = np.polynomial.hermite_e.herme2poly(np.asarray(c, dtype=float))
    deg = len(mono) - 1
    span = 3.0 * np.sqrt(deg * q + 1.0) + 10.0
    h = min(0.01, 0.1 / (deg * np.sqrt(q)))
    xs = np.arange(-span, span + h / 2, h)
    with np.errstate(divide="ignore"):
        g = q * np.log(np.abs(np.polynomial.polynomial.polyval(xs, mono))) - xs * xs / 2
    gm = float(np.max(g))
    return gm + float(np.log(np.sum(np.exp(g - gm)) * h)) - 0.5 * float(np.log(2 * np.pi))


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E[|f - E f|^q]^{1/q} / Var(f)^{1/2}, q = 2 log(1/delta) (E f = 0: no constant term); Var f = sum c_j^2 j!."""
    p, c, ld = inst["p"], inst["c"], inst["ld"]
    qf = 2.0 * float(ld)
    var = math.fsum(cj**2 * math.factorial(j) for j, cj in enumerate(c) if j >= 1)
    leq = _log_abs_moment_q([0.0, *c[1:]], qf)
    ratio = math.exp(leq / qf - 0.5 * math.log(var))
    return Measurement(ratio, {"q": qf, "p": p},
                       {"log(1/delta)": ld, "q": qf, "deg_f": len(c) - 1, "log E|f-Ef|^q": leq,
                        "Var f": var, "spheres_k": 0, "gaussians_m": 1})


L1715_Q = Claim(
    id="factrecall.display.lemma14-moment-step.corrected-q",
    catalog_id="factrecall.lemma14",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 14, App. F: L1713-L1715 (q = 2 log(1/delta): L1719), {SEED_FILE}",
    statement="The corrected moment step of L1715, E[|f - E f|^q]^{1/q} <= max(1, q)^{p/2} Var(f)^{1/2} (q = 2 "
              "log(1/delta), L1719), at small delta: log(1/delta) in [46, 1000] (q in [92, 2000]), f a polynomial of "
              "degree <= p <= 12 in one Gaussian coordinate (the far end of "
              "factrecall.display.lemma14-moment-step.corrected, which draws delta >= 1e-20).",
    comparison="<=",
    bound=l1715_corrected,
    measure=_measure,
    strategy=_inst(),
    domain=(
        Param("p", 1, INF, integer=True, text="total degree at most p (p >= 1)",
              unreached="p <= 12 drawn (the grid step falls like 1/(p sqrt(q)): 12 keeps an instance < 1 s)"),
        Param("log(1/delta)", 0.0, INF, key="ld", far=1000.0,
              text="delta in (0, 1) as log(1/delta), q = 2 log(1/delta) (L1719)",
              unreached="log(1/delta) >= 46 here (delta <= 1e-20; above it "
                        "factrecall.display.lemma14-moment-step.corrected); <= 1000 (q <= 2000)"),
        Param("k", 0, INF, integer=True, key="spheres_k", text="f on (S^{d-1})^k x R^m, k >= 0 spheres",
              unreached="no sphere drawn (one Gaussian coordinate, as factrecall.display.lemma14-moment-step)"),
        Param("m", 0, INF, integer=True, key="gaussians_m", text="m >= 0 Gaussian coordinates",
              unreached="m = 1 only (as factrecall.display.lemma14-moment-step)"),
    ),
    rtol=1e-9,
    expect="holds",
    evidence="Holds (the search): for q >= 2, Gaussian hypercontractivity gives ||f - E f||_q <= (q - 1)^{p/2} "
             "||f - E f||_2 for a polynomial of degree p, below q^{p/2} Var(f)^{1/2}. The ratio's growth is "
             "q^{p/2} up to a constant (e^{-p/2} times p^{p/2}/... for f = He_p), so the mutant q^{(p-1)/2} "
             "crosses at large q.",
    mutants={"the correction without growth in q (1)": l1715_no_growth,
             "one power of sqrt(q) too few (q^{(p-1)/2})": l1715_q_mutant},
    auto_mutant=False,
    notes="Log-space trapezoid rule on a fine uniform grid (module docstring); checked "
          "against the exact even moments in tests/test_factrecall_r25_factsoft.py.",
    settings={"ci": {"max_examples": 6, "budget_s": 5.0}, "dev": {"max_examples": 60, "budget_s": 120.0}},
)

CLAIMS += [L1715_Q]


# ======================================== L1711 (Markov's link of Lemma 14's chain) at q in [92, 2000]


def _log_normal_mass(a: float, b: float) -> float:
    """log P(a < Z < b), Z ~ N(0, 1), accurate in both tails (log survival / log CDF differences)."""
    from scipy import stats

    if a >= 0:
        la, lb = float(stats.norm.logsf(a)), float(stats.norm.logsf(b))
    elif b <= 0:
        la, lb = float(stats.norm.logcdf(b)), float(stats.norm.logcdf(a))
    else:
        return math.log(float(stats.norm.cdf(b) - stats.norm.cdf(a)))
    return la + math.log1p(-math.exp(lb - la)) if lb < la else -math.inf


@st.composite
def _markov_inst(draw: st.DrawFn) -> dict:
    """factrecall.display.lemma14-markov's family (E f = c_0 in [1e-3, 10], c_1.. in [-3, 3], deg <= p) with p to 12
    and log(1/delta) in [46, 1000]."""
    inst = dict(draw(_inst()))
    inst["c"] = list(inst["c"])
    inst["c"][0] = draw(st.one_of(st.just(1.0), st.floats(1e-3, 10.0)))
    return inst


def _markov_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L1711: P(|f - E f|^q >= (E f)^q) = P(|f - E f| >= E f) (q > 0) exactly (normal CDF between the real roots of
    f - 2 E f and f, the event read at each piece's midpoint) against E[|f - E f|^q]/(E f)^q = exp(log E|f - E f|^q
    - q log E f) (``_log_abs_moment_q``): the left side over the member, formed in logs (<= 1 is the link)."""
    c, ld = inst["c"], inst["ld"]
    q = 2.0 * float(ld)
    mean = float(c[0])
    mono = np.polynomial.hermite_e.herme2poly(np.asarray(c, dtype=float))
    cuts = set()
    for shift in (0.0, 2.0 * mean):
        m = mono.copy()
        m[0] -= shift
        cuts |= {float(r.real) for r in np.roots(m[::-1]) if abs(r.imag) < 1e-9}
    edges = [-math.inf, *sorted(cuts), math.inf]
    logs = []
    for a, b in zip(edges[:-1], edges[1:]):
        mid = (a + b) / 2 if math.isfinite(a) and math.isfinite(b) else (b - 1.0 if math.isfinite(b) else
                                                                           (a + 1.0 if math.isfinite(a) else 0.0))
        if abs(float(np.polynomial.polynomial.polyval(mid, mono)) - mean) >= mean:
            logs.append(_log_normal_mass(a, b))
    lm = _log_abs_moment_q([0.0, *c[1:]], q) - q * math.log(mean)
    logs = [x for x in logs if x > -math.inf]
    if not logs:
        raise SolverFailure("P(|f - E f| >= E f) has no mass between the roots (a non-constant f always has some)")
    top = max(logs)
    lp = top + math.log(math.fsum(math.exp(x - top) for x in logs))
    ratio = math.exp(min(lp - lm, 700.0))  # exp(700) still reads as a crossing
    return Measurement(ratio, {"q": q},
                       {"p": inst["p"], "log(1/delta)": ld, "q": q, "E f": mean, "log P(|f-Ef|>=Ef)": lp, "log member": lm,
                        "spheres_k": 0, "gaussians_m": 1})


MARKOV_Q = Claim(
    id="factrecall.display.lemma14-markov-q",
    catalog_id="factrecall.lemma14",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 14, App. F: L1711 (q = 2 log(1/delta): L1721), {SEED_FILE}",
    statement="The last link of L1709-L1711, P(|f - E f|^q >= (E f)^q) <= E[|f - E f|^q]/(E f)^q ('by Markov's "
              "inequality'), at small delta: log(1/delta) in [46, 1000] (q in [92, 2000]), f a polynomial of degree "
              "<= p <= 12 in one Gaussian coordinate with E f > 0 (the far end of factrecall.display.lemma14-markov, "
              "which draws delta >= 1e-20; its links L1709, L1710 do not involve the moment).",
    comparison="<=",
    bound=markov_ratio_one,
    measure=_markov_measure,
    strategy=_markov_inst(),
    domain=(
        Param("p", 1, INF, integer=True, text="total degree at most p (p >= 1)",
              unreached="p <= 12 drawn (the grid step falls like 1/(p sqrt(q)): 12 keeps an instance < 1 s)"),
        Param("log(1/delta)", 0.0, INF, key="ld", far=1000.0,
              text="delta in (0, 1) as log(1/delta), q = 2 log(1/delta) (L1721)",
              unreached="log(1/delta) >= 46 here (delta <= 1e-20; above it factrecall.display.lemma14-markov); "
                        "<= 1000 (q <= 2000)"),
        Param("Ef", 0.0, INF, key="E f", lo_closed=False, text="E f >= 0 (L1699)",
              unreached="E f in [1e-3, 10] (as factrecall.display.lemma14-markov: the link depends on E f only "
                        "through E f/sqrt(Var f), which the coefficients in [-3, 3] span; E f = 0 makes it trivial)"),
        Param("k", 0, INF, integer=True, key="spheres_k", text="f on (S^{d-1})^k x R^m, k >= 0 spheres",
              unreached="no sphere drawn (as factrecall.display.lemma14-markov)"),
        Param("m", 0, INF, integer=True, key="gaussians_m", text="m >= 0 Gaussian coordinates",
              unreached="m = 1 only (as factrecall.display.lemma14-markov)"),
    ),
    rtol=1e-12,
    atol=0.0,
    expect="holds",
    evidence="Holds (the search; the ratio of the sides formed in logs): Markov's inequality for |f - E f|^q; the events |f - E f|^q >= (E f)^q and "
             "|f - E f| >= E f coincide for q > 0. At large q the right member is far above the left (the moment is "
             "dominated by |x| ~ sqrt(p q)), so only the zero mutant is killed: the search's power here is the "
             "moment's accuracy, checked in tests/test_factrecall_r25_factsoft.py.",
    mutants={"the right member 0": markov_ratio_zero},
    auto_mutant=False,
    notes="The probability exactly (normal tails between roots), the moment by the log-space trapezoid rule "
          "(module docstring).",
    settings={"ci": {"max_examples": 6, "budget_s": 4.0}, "dev": {"max_examples": 60, "budget_s": 120.0}},
)

CLAIMS += [MARKOV_Q]
