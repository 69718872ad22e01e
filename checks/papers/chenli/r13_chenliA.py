"""Round 13 (helper chenliA): chenli Sections 4-5.

- ``chenli.display.lemma5.16-event-vw`` (L1166, Lemma 5.16's proof, the case v = w): the event E = {|mu_i| <=
  sqrt(log(k/delta)/d2) for all i in [k]}, mu = X 1_[2]/d2 with X uniform on {+-1}^{k x d}, "so that P[E] >= 1 -
  delta": erratum (exact binomial tails: at the printed threshold a row leaves it with probability ~ 2 sqrt(delta/k)/
  sqrt(2 pi log(k/delta)), far above delta/k for delta = 1/poly(d); Hoeffding needs sqrt(2 log(2k/delta)/d2)).
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r13_chenliA as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

K_SCALE = 10.0  # each '>~' / '<<' read with the factor 10


# ------------------------------------------------ L1166 (Lemma 5.16's proof, v = w): P[E] >= 1 - delta


@st.composite
def _l1166_instances(draw: st.DrawFn) -> dict:
    """k in [2, 1000], d2 in [100, 1e6] (log-uniform integers; d = d2, i.e. v = w = 1_[d], the easiest d for the
    hypothesis d2 >~ log d), delta = d^{-p} with p in [1, 4] (delta = 1/poly(d))."""
    k = int(round(draw(with_edges(log_uniform(2.0, 1000.0), 2.0, 1000.0))))
    d2 = int(round(draw(with_edges(log_uniform(100.0, 1e6), 100.0, 1e6))))
    p = float(draw(with_edges(st.floats(1.0, 4.0), 1.0, 4.0)))
    return {"k": k, "d2": d2, "p": p}


def _binom_two_sided_tail(n: int, x: float) -> float:
    """P[|2A - n| > x] for A ~ Bin(n, 1/2), exactly (scipy's regularized incomplete beta), x >= 0."""
    from scipy.stats import binom

    hi = math.floor((n + x) / 2 + 1e-9)  # A > (n + x)/2  <=>  A >= hi + 1 (ties counted in E)
    lo = math.ceil((n - x) / 2 - 1e-9)  # A < (n - x)/2  <=>  A <= lo - 1
    return float(binom.sf(hi, n, 0.5) + (binom.cdf(lo - 1, n, 0.5) if lo >= 1 else 0.0))


def l1166_parts(inst: dict) -> dict:
    """lhs = P[E^c] = 1 - (1 - q)^k, q = P[|mu_1| > sqrt(log(k/delta)/d2)] (the rows of X independent, mu_i = (2 A_i -
    d2)/d2, A_i ~ Bin(d2, 1/2)); natural log (the base-2 reading is checked in the test)."""
    k, d2 = int(inst["k"]), int(inst["d2"])
    d = d2
    delta = d ** (-float(inst["p"]))
    L = math.log(k / delta)
    q = _binom_two_sided_tail(d2, math.sqrt(d2 * L))
    lhs = -math.expm1(k * math.log1p(-q)) if q < 1 else 1.0
    return {"lhs": lhs, "q": {"delta": delta, "k": k, "d2": d2},
            "terms": {"P[|mu_1| > t]": q, "t sqrt(d2)": math.sqrt(L), "ratio to delta": lhs / delta,
                      "d2_slack": d2 - K_SCALE * math.log(d), "c_slack": d2 - 4 * L}}


def _l1166_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1166_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


L1166 = Claim(
    id="chenli.display.lemma5.16-event-vw",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16, Section 5.4, {SEED_FILE} L1166 (inline: the case v = w, the event E and 'so that "
           "P[E] >= 1 - delta'; mu = X 1_[2]/d2, X ~ {+-1}^{k x d})",
    statement="For X uniform on {+-1}^{k x d} and mu = X 1_[2]/d2, the event E = {|mu_i| <= sqrt(log(k/delta)/d2) for "
              "all i in [k]} has P[E] >= 1 - delta (delta = 1/poly(d), d2 >~ log d). Checked: P[E^c] <= delta, "
              "explicit (no hidden constant in the threshold or the probability).",
    statement_tex=r"$\mathcal{E} := \{|\mu_i| \leq \sqrt{\log(k/\delta)/d_2}\ \forall i \in [k]\}$, "
                  r"$\mathbb{P}[\mathcal{E}] \geq 1 - \delta$",
    kind="step", comparison="<=", bound=B.l1166_printed, measure=_l1166_measure, strategy=_l1166_instances(),
    assumptions=(
        Assumption("d2 >~ log d", "d2 >= 10 log d (L1166's hypothesis 'd2 >~ log(d)', read with the factor 10; d = "
                   "d2 here, the smallest d)", lambda q: q["d2_slack"]),
        Assumption("c admissible", "c = sqrt(log(k/delta)) <= sqrt(d2)/2 (the preceding lemmas' hypothesis on c, "
                   "which L1166 says holds)", lambda q: q["c_slack"]),
    ),
    expect="erratum",
    evidence="Exact binomial tails (mu_i = (2 A_i - d2)/d2, A_i ~ Bin(d2, 1/2) independent over the rows). At the "
             "printed threshold t = sqrt(log(k/delta)/d2), P[|mu_i| > t] -> P[|Z| > sqrt(log(k/delta))] ~ 2 "
             "sqrt(delta/k)/sqrt(2 pi log(k/delta)), so P[E^c] ~ 2 sqrt(k delta)/sqrt(2 pi log(k/delta)) >> delta "
             "for every delta <= 1/d. E.g. k = 2, d2 = d = 10^4, delta = d^{-1.5} = 1e-6: P[E^c] = 2.8e-4, 280 "
             "delta (the ratio grows like delta^{-1/2} as delta = 1/poly(d) shrinks). Inside every hypothesis: v = w "
             "= 1_[2] with d = d2 = 1e4 >= 10 log d = 92, c = sqrt(log(k/delta)) = 3.8 <= sqrt(d2)/2 = 50; X is "
             "uniform (no Theta enters). Under a base-2 log the threshold grows by sqrt(1/ln 2) = 1.2 and P[E^c] ~ "
             "(delta/k)^{0.72} k still exceeds delta (the test checks both). Sub-Gaussian tails give P[|mu_i| > t] "
             "<= 2 exp(-d2 t^2/2), so P[E] >= 1 - delta needs t = sqrt(2 log(2k/delta)/d2); the v != w case (L1126) "
             "writes the threshold with '<~', which carries that constant. Harmless for the lemma (c = "
             "sqrt(log(k/delta)) changes by a factor sqrt(2) plus log 2, absorbed by delta's Theta~).",
    second_path="tests/test_chenli_r13_chenliA.py::test_l1166_second_path",
    corrected=B.l1166_corrected,
    corrected_text="P[E^c] <= min(1, 2 sqrt(k delta)) (Hoeffding and a union bound at the printed threshold); P[E] >= "
                   "1 - delta holds with the threshold sqrt(2 log(2k/delta)/d2).",
    mutants={"delta/2": B.l1166_mutant_half, "delta/k (wrong along k)": B.l1166_mutant_over_k},
    auto_mutant=False,
    notes="Exact (scipy's binomial tails, ties counted in E); k <= 1000, d2 <= 1e6. The corrected bound is a "
          "Hoeffding bound, not sharp (the Gaussian tail's 1/sqrt(2 pi log(k/delta)) factor is its room), hence no "
          "constant-factor mutant.",
    domain=(Param("k", 2, INF, integer=True, key="k", text="k tokens", unreached="k <= 1000 (the ratio grows in k)"),
            Param("d2", 1, INF, integer=True, key="d2", text="d2 = ||v||_1 >~ log d",
                  unreached="d2 in [100, 1e6]: below 100 the hypothesis d2 >= 10 log d is near its edge, above the "
                            "binomial is Gaussian to many digits"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="delta", text="delta = 1/poly(d)",
                  unreached="delta = d^{-p}, p in [1, 4]: delta > 1/d is not 1/poly(d) small; the ratio grows as "
                            "delta shrinks")),
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
)
CLAIMS.append(L1166)
