"""factrecall, round 23 (helper undecidedP): the certificate that settles ``factrecall.lemma1``'s potential.

``factrecall.lemma1`` (the uniform check of Lemma 1's requirement d >~ |V^(h)| log(|V|/delta)) stayed potential: from
the smallest vocabulary its delta-path's ratio d_min / shape rises x9.4 from delta = 0.5 and then scatters at 40-59
(d_min is a bisection at 10 % precision over Monte Carlo certificates, so it never "levels off within 1 %").
Round 22's auditor B proved an explicit constant: d >= 261 |V^(h)| ln(|V|/delta) suffices for every |V^(h)|, |V|,
delta (Hoeffding with proxy 1.25 |V^(h)|/d, a union over |V|). ``factrecall.lemma1.c261`` checks that inequality by
search (Clopper-Pearson failure rates of the exact O(k^2) sampler at d = ceil(c |V^(h)| ln(|V|/delta))), and
``factrecall.lemma1`` names it as its ``ceiling`` (``checks.claim.Ceiling``): a path whose ratio stays below 261 holds.
``factrecall.lemma10.far``: Lemma 10 at |V| to 1e6 and D to |V| (factrecall.lemma10 enumerates D-subsets: |V| <= 8) on
relabelling-invariant learners, where one subset gives the exact average.
Bounds in ``thmcheck.bounds.factrecall.r23_undecidedP``.
"""

from __future__ import annotations

import math
from typing import Any

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r23_undecidedP as B
from thmcheck.bounds.factrecall import sec3_6_main as B10
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



# ------------------------------------------ Lemma 10 (L1516) at the far end: |V| to 1e6, D to |V|, symmetric learners


@st.composite
def _l10_far_instances(draw: st.DrawFn) -> dict:
    """|V| log-uniform in [2, 1e6] (edges 2, 1e6), D log-uniform in [1, |V|] (atoms 2 and |V|: A_r = V), and a learner
    whose channel and prediction are invariant under relabelling V: 'exact' (F = a*, f_hat = (1 - e) delta_F + e
    Unif(V), e in [0, 1] with atoms 0, 1) or 'noisy' (F = a* w.p. 1 - h + h/|V|, else uniform; f_hat the posterior,
    h log-uniform in [1e-12, 1] with atom 1)."""
    V = int(round(draw(with_edges(log_uniform(2.0, 1e6), 2.0, 1e6))))
    D = draw(st.one_of(st.sampled_from([V, 2 if V >= 2 else 1]),
                       log_uniform(1.0, float(V)).map(lambda x: max(1, min(V, round(x))))))
    mode = draw(st.sampled_from(["exact", "noisy"]))
    noise = draw(st.one_of(st.sampled_from([0.0, 1.0]), st.floats(0.0, 1.0))) if mode == "exact" else \
        draw(st.one_of(st.just(1.0), log_uniform(1e-12, 1.0)))
    return {"V": V, "D": int(D), "mode": mode, "noise": float(noise)}


def _l10_far_terms(V: int, D: int, mode: str, noise: Any, num: Any) -> tuple[Any, Any]:
    """(I(a*; f_hat | A_r), l) in nats for a relabelling-invariant learner. By that symmetry I(a*; f_hat | A_r = A) is
    the same for every D-subset A, so one subset gives the average over all C(|V|, D) (the exact path of
    factrecall.lemma10 enumerates them all): with P(F = a | a*) = q_s, P(F = b | a*) = q_d (b != a), the message law
    given A is pg = (q_s + (D - 1) q_d)/D on A and q_d off A, so I = q_s log(q_s/pg) + (D - 1) q_d log(q_d/pg). ``num``
    is math or mpmath (60 digits)."""
    V_, D_ = num.mpf(V) if num is mpmath else float(V), num.mpf(D) if num is mpmath else float(D)
    log = num.log
    if mode == "exact":  # F = a*; f_hat rows (1 - e) delta_F + e/|V|: distinct unless e = 1 (all rows uniform)
        e = num.mpf(noise) if num is mpmath else float(noise)
        mi = log(D_) if e < 1 else 0 * V_
        ell = -log((1 - e) + e / V_)
        return mi, ell
    h = num.mpf(noise) if num is mpmath else float(noise)
    q_d = h / V_
    q_s = 1 - h + q_d
    if h >= 1:  # every row uniform: one merged message, no information; l = log |V|
        return 0 * V_, log(V_)
    pg = (q_s + (D_ - 1) * q_d) / D_
    mi = q_s * log(q_s / pg) + ((D_ - 1) * q_d * log(q_d / pg) if D > 1 else 0 * V_)
    ell = -(q_s * log(q_s) + (V_ - 1) * q_d * log(q_d))  # f_hat_F = the posterior = row F of the channel
    return mi, ell


def _l10_far_measure(inst: dict, ctx: Ctx) -> Measurement:
    mi, ell = _l10_far_terms(int(inst["V"]), int(inst["D"]), inst["mode"], inst["noise"], math)
    return Measurement(mi, {"D": int(inst["D"]), "ell": ell}, {"V": int(inst["V"]), "mode": inst["mode"]})


def _l10_far_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        mi, ell = _l10_far_terms(int(inst["V"]), int(inst["D"]), inst["mode"], inst["noise"], mpmath)
    return Measurement(mi, {"D": int(inst["D"]), "ell": ell}, {"V": int(inst["V"]), "mode": inst["mode"]},
                       exact=True)


LEMMA10_FAR = Claim(
    id="factrecall.lemma10.far", paper=PAPER, catalog_id="factrecall.lemma10",
    source=f"Lemma 10, Appendix E.2, {SEED_FILE} L1516 (proof L1662-L1678)",
    statement=("Lemma 10 at the far end of |V| and D (factrecall.lemma10 enumerates every D-subset, so |V| <= 8, D <= "
               "3): for all s, r, I(a*(s,r); f_hat | A_r) >= log D - l(s,r), l(s,r) = E[-log f_hat(s,r)_{a*(s,r)}], "
               "A_r a uniform size-D subset of V, a* uniform on A_r, f_hat a function of the learner's message F. "
               "Checked on learners invariant under relabelling V (noiseless with a smoothed prediction; a symmetric "
               "noisy channel with the posterior as f_hat), where one subset gives the exact average; nats."),
    kind="deterministic", comparison=">=", bound=B10.lemma10, measure=_l10_far_measure, exact=_l10_far_exact,
    strategy=_l10_far_instances(), rtol=1e-9, atol=1e-12,
    domain=(Param("D", 1, INF, integer=True, text="A_r a size-D subset of V, D >= 1",
                  unreached="D <= |V| <= 1e6 (the symmetric closed form costs O(1) at any size)"),
            Param("V", 1, INF, integer=True, text="|V| >= D (Lemma 10 states no size condition)", far=1e6,
                  unreached="|V| <= 1e6 drawn; only relabelling-invariant learners (asymmetric ones are "
                            "factrecall.lemma10's, |V| <= 8)")),
    mutants={"log(D+1) for log D": lambda D, ell: math.log(D + 1) - ell if not isinstance(ell, mpmath.mpf)
             else mpmath.log(D + 1) - ell,
             "l/2 (loss half-charged)": lambda D, ell: B10.lemma10(D, ell / 2)},
    auto_mutant=False,
    notes=("Round 23 (undecidedP): the far end of factrecall.lemma10's cost-narrowed |V| <= 8, D in {2, 3}. Equality "
           "holds for the noiseless learner with e = 0 (I = log D, l = 0) and for the noisy posterior at D = |V| (I = "
           "log |V| - H(row) = log D - l): the 'log(D+1)' and 'l/2' mutants die there. The closed form is compared "
           "with factrecall.lemma10's subset enumeration at |V| <= 7 in tests/test_factrecall_r23_undecidedP.py."),
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
)

CLAIMS: list[Claim] = [LEMMA1_C261, LEMMA10_FAR]
