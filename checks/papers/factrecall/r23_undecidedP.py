"""factrecall, round 23 (helper undecidedP): the certificate that settles ``factrecall.lemma1``'s potential.

``factrecall.lemma1`` (the uniform check of Lemma 1's requirement d >~ |V^(h)| log(|V|/delta)) stayed potential: from
the smallest vocabulary its delta-path's ratio d_min / shape rises x9.4 from delta = 0.5 and then scatters at 40-59
(d_min is a bisection at 10 % precision over Monte Carlo certificates, so it never "levels off within 1 %").
Round 22's auditor B proved an explicit constant: d >= 261 |V^(h)| ln(|V|/delta) suffices for every |V^(h)|, |V|,
delta (Hoeffding with proxy 1.25 |V^(h)|/d, a union over |V|). ``factrecall.lemma1.c261`` checks that inequality by
search (Clopper-Pearson failure rates of the exact O(k^2) sampler at d = ceil(c |V^(h)| ln(|V|/delta))), and
``factrecall.lemma1`` names it as its ``ceiling`` (``checks.claim.Ceiling``): a path whose ratio stays below 261 holds.
Bounds in ``thmcheck.bounds.factrecall.r23_undecidedP``.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r23_undecidedP as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.stats import Binomial, clopper_pearson
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.factrecall.sec4_scaling import lemma1_failures

PAPER = "factrecall"
SEED_FILE = "shared/seeds/002_60f5937820eee378.txt"
_COST = 1e7  # draws x |V^(h)|^2 per instance (~0.5 s): the Bartlett sampler is O(|V^(h)|^2) per draw, d-free


def _trials(k: int, delta: float) -> int:
    """max(2000, 10/delta) draws (0 failures then certify a rate <= delta at 99 %), capped at 1e7 / k^2 (and at
    least 2000): at k >= 32 and delta < 1e-3 the cap leaves the rate certified only up to ~4.6 / trials."""
    return int(min(max(2000, math.ceil(10 / delta)), max(2000, _COST // (k * k))))


@st.composite
def _cert_instances(draw: st.DrawFn) -> dict:
    """|V^(h)| log-uniform in [1, 64], |V| log-uniform in [|V^(h)| + 2, 2^20], delta log-uniform in [1e-4, 0.99], and
    d = ceil(c |V^(h)| ln(|V|/delta)) with c log-uniform in [1, 2000] (atoms 261, 20, 30: at 20-30 the event still fails often): from d where Lemma 1's event
    fails on most draws (the bound is then above 1) to far beyond 261 times the shape."""
    k = draw(with_edges(log_uniform(1.0, 64.0), 1.0, 64.0).map(lambda x: max(1, min(64, round(x)))))
    V = draw(with_edges(log_uniform(float(k + 2), 2.0**20), float(k + 2), 2.0**20).map(lambda x: max(k + 2, round(x))))
    delta = draw(with_edges(log_uniform(1e-4, 0.99), 1e-4, 0.99))
    c = draw(st.one_of(st.sampled_from([261.0, 20.0, 30.0]), log_uniform(1.0, 2000.0)))
    return {"Vh": k, "V": V, "delta": float(delta), "c": float(c), "seed": draw(SEEDS)}


def _cert_measure(inst: dict, ctx: Ctx) -> Measurement:
    k, V, delta, c = int(inst["Vh"]), int(inst["V"]), float(inst["delta"]), float(inst["c"])
    shape = k * math.log(V / delta)
    d = max(2, math.ceil(c * shape))
    n = _trials(k, delta) * int(inst.get("mult", 1))
    fails, n = lemma1_failures(k, V, d, n, (int(inst["seed"]) * 7919 + 104729 * k + 13 * V + d) % 2**62)
    return Measurement(fails / n, {"V": V, "Vh": k, "d": d},
                       {"c = d / (|V^(h)| ln(|V|/delta))": d / shape, "delta": delta, "failures": fails, "trials": n,
                        "261 |V^(h)| ln(|V|/delta)": B.LEMMA1_C * shape},
                       lhs_interval=clopper_pearson(fails, n), stat=Binomial(fails, n))


def _cert_escalate(inst: dict, level: int) -> dict:
    return {**inst, "mult": 4**level}


LEMMA1_C261 = Claim(
    id="factrecall.lemma1.c261", paper=PAPER, catalog_id="factrecall.lemma1",
    source=f"Lemma 1, Appendix C, {SEED_FILE} L604-L628 (Hoeffding, L624-L626), with the constants of round 22's "
           "auditor B",
    statement=("Lemma 1's proof with explicit constants (derived): with embeddings i.i.d. uniform on S^{d-1}, the "
               "event <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2 (every z in V^(h), z' not in V^(h), z' != "
               "EOS) fails with probability <= 2 |V| exp(-d/(160 |V^(h)|)) at every d. At d >= 261 |V^(h)| "
               "ln(|V|/delta) this is <= delta, which certifies factrecall.lemma1's ceiling: d_min <= 261 |V^(h)| "
               "ln(|V|/delta) at every instance."),
    statement_tex=r"\Pr[\text{Lemma 1's event fails}] \leq 2 |\mathcal{V}| e^{-d / (160 |\mathcal{V}^{(h)}|)}",
    derived="factrecall.lemma1 (L604-L628: d >~ |V^(h)| log(|V|/delta); L626's Hoeffding step with its constants)",
    kind="probabilistic", comparison="<=", bound=B.lemma1_hoeffding_union, measure=_cert_measure,
    strategy=_cert_instances(),
    directions=(Direction("|V^(h)|, |V|, delta, d", "Vh", INF, how="search",
                          reason="an explicit inequality: the strategy draws |V^(h)| in [1, 64], |V| to 2^20, delta "
                                 "in [1e-4, 0.99], d = c |V^(h)| ln(|V|/delta) with c in [1, 2000]"),),
    domain=(Param("Vh", 1, INF, integer=True, text="|V^(h)| >= 1", far=64.0,
                  unreached="|V^(h)| <= 64 (the Bartlett sampler costs O(|V^(h)|^2) per draw; the proxy bound "
                            "1.25 |V^(h)|/d is uniform in |V^(h)|)"),
            Param("V", 3, INF, integer=True, text="|V| >= |V^(h)| + 2", far=2.0**20,
                  unreached="|V| <= 2^20 (the outside tokens' max is one inverse-CDF draw: any |V| costs the same)"),
            Param("d", 2, INF, integer=True, text="embedding dimension d >= 2",
                  unreached="d <= 2000 |V^(h)| ln(|V|/delta) (larger d only lowers the failure rate; the sampler "
                            "is d-free)"),
            Param("delta", 0, 1, lo_closed=False, hi_closed=False, text="delta in (0, 1) (sets d and the draws)",
                  unreached="delta >= 1e-4 (max(2000, 10/delta) draws, capped at 1e7/|V^(h)|^2)")),
    mutants={"proxy ten times smaller: 2 |V| exp(-d/(16 |V^(h)|))": B.lemma1_hoeffding_union_mutant_16},
    auto_mutant=False,
    escalate=_cert_escalate,
    notes=("Exact sampler of Lemma 1's event (models/factrecall/sec4_scaling.lemma1_failures: the Gram matrix of V^(h) u "
           "{EOS} by Bartlett's decomposition, the outside tokens' max by the sphere marginal's inverse CDF; compared "
           "with full embeddings in tests/test_factrecall_r23_undecidedP.py), failures counted over max(2000, "
           "10/delta) draws with a Clopper-Pearson interval (Binomial: violated needs the whole interval above the "
           "bound). By hand (round 23): 0 failures in 2000-1e5 draws at d = 261 |V^(h)| ln(|V|/delta) from (1, 3, 0.5) "
           "to (256, 2^20, 1e-6), while d = 2 |V^(h)| ln(|V|/delta) fails on 60-100 % of the draws."),
    settings={"ci": {"max_examples": 25, "budget_s": 6.0}},
)

CLAIMS: list[Claim] = [LEMMA1_C261]
