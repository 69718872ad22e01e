"""Round 13 (helper chenliA): chenli Sections 4-5.

- ``chenli.display.lemma5.16-event-vw`` (L1166, Lemma 5.16's proof, the case v = w): the event E = {|mu_i| <=
  sqrt(log(k/delta)/d2) for all i in [k]}, mu = X 1_[2]/d2 with X uniform on {+-1}^{k x d}, "so that P[E] >= 1 -
  delta": erratum as printed (round 14, audit A: a dropped constant; the reading with Hoeffding's threshold holds) (exact binomial tails: at the printed threshold a row leaves it with probability ~ 2 sqrt(delta/k)/
  sqrt(2 pi log(k/delta)), far above delta/k for delta = 1/poly(d); Hoeffding needs sqrt(2 log(2k/delta)/d2)).
- ``chenli.display.lemma5.16-conclusion-vw`` (L1184-L1186, the case v = w's conclusion, no J on the left): derived
  from the chain's premises (delta* and delta at their least admissible values) it is violated as printed (round 14,
  audit A: a dropped J; the reading 'J on the left' holds; E[Tr S] exact up to a Berry-Esseen margin): an antisymmetric Theta
  on S_[1] with k >= 3 (Assumption 5) has Tr S <= k/2, so the J-less left side k - E[Tr S] >= k/2 while the premises
  hold with delta* = 0 (the lemma's and (55)'s left side, with J, is 0).
- ``chenli.lemma5.15-second-alternative`` (L1058-L1066): the lemma in its second alternative, where the printed
  indicator 1[|nu|, |nu'| <= c/sqrt(d3)] is 0 and drops the d3 terms the proof (L1098-L1106) needs: a closed-form
  family (|nu| = 1, d3 at the alternative's edge, a rank-one u w^T coupling S_[3] rows to S_[2] columns) has lhs -> 1
  while the printed delta*_c ~ r^{-1/12} log r (the proof's polylog, Lemma 3.9's log(1/eta)): erratum as printed
  (round 15, chenliB; the reading keeps the d3 bracket).
- ``chenli.display.lemma5.16-event-nu`` (L1126, the case v != w): '|mu_i|, |nu_i| <~ sqrt(log(k/delta)/d2) w.p. >= 1 -
  delta' with nu_i = X_i 1_[3]/d3 of scale 1/sqrt(d3) >> 1/sqrt(d2): erratum as printed (d3 = 1: nu_i = +-1, the least
  constant grows like sqrt(d2/log(k/delta))); the reading 'd3 for nu' holds.
- ``chenli.display.lemma5.16-ec-term-vw`` (L1178, the case v = w: the E^c term of (55)): holds for k >= 3
  (Assumption 5), on the envelope k^{3/2} E[||mu||^2 | E^c] over every Theta (exact binomial tails); the first
  session's crossing at k = 1 was outside Assumption 5 (audit A refuted it).
- ``chenli.display.eq46`` (L1044, Lemma 5.14's proof): erratum as printed (||Theta||_F stands outside the probability,
  the threshold has none: a closed-form Theta makes the event sure and the left side ||Theta||_F, unbounded); the
  reading '||Theta||_F inside' holds (Cauchy-Schwarz makes it deterministic).
- ``chenli.display.eq45`` (L1034, Lemma 5.14's proof, Markov after (44)): holds (a (44)-tight closed-form family,
  exact binomial tails: t^2 P <= 0.083).
- ``chenli.display.lemma5.14-markov-theta1u`` (L1040, Markov on ||Theta 1_U||): holds (deterministic by Assumption
  4's column bound; the family of (45)).
"""

from __future__ import annotations

import functools
import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r13_chenliA as B
from thmcheck.bounds.chenli import r15_chenliB as B15
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

K_SCALE = 10.0  # each '>~' / '<<' read with the factor 10


def _parts_measure(parts):  # noqa: ANN001, ANN202
    """The measure of a claim whose ``parts(inst)`` returns {"lhs", "q", "terms"}: Measurement(lhs, q, terms)."""

    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        p = parts(inst)
        return Measurement(p["lhs"], p["q"], p["terms"])

    return measure


# ------------------------------------------------ L1166 (Lemma 5.16's proof, v = w): P[E] >= 1 - delta


@st.composite
def _l1166_instances(draw: st.DrawFn) -> dict:
    """k in [3, 1000] (Assumption 5 needs k >= 3), d2 in [100, 1e6] (log-uniform integers; d = d2, i.e. v = w = 1_[d], the easiest d for the
    hypothesis d2 >~ log d), delta = d^{-p} with p in [1, 4] (delta = 1/poly(d))."""
    k = int(round(draw(with_edges(log_uniform(3.0, 1000.0), 3.0, 1000.0))))
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
                      "d2_slack": d2 - K_SCALE * math.log(d), "c_slack": d2 - 4 * L,
                      "chi_slack": math.sqrt(math.log(k)) - 1.0}}


_l1166_measure = _parts_measure(l1166_parts)


def _l1166_reading_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """P[E^c] with the threshold read as sqrt(2 log(2k/delta)/d2) (the constant the v != w case's '<~' carries;
    Hoeffding and a union bound make it <= delta), exact binomial tails."""
    p = l1166_parts(inst)
    k, d2, delta = int(inst["k"]), int(inst["d2"]), p["q"]["delta"]
    q = _binom_two_sided_tail(d2, math.sqrt(2.0 * d2 * math.log(2 * k / delta)))
    lhs = -math.expm1(k * math.log1p(-q)) if q < 1 else 1.0
    return Measurement(lhs, p["q"], {**p["terms"], "P[E^c] as printed": p["lhs"], "P[|mu_1| > t'] (reading)": q})


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
        Assumption("Assumption 5", "a chi with 1 <= chi <= sqrt(log k) exists (L457), i.e. k >= 3",
                   lambda q: q["chi_slack"]),
    ),
    readings=(Reading("'<~' threshold", "the threshold read with the constant that the v != w case's '|mu_i| <~ "
                      "sqrt(log(k/delta)/d2)' (L1126) carries: sqrt(2 log(2k/delta)/d2) (Hoeffding and a union bound); "
                      "c = sqrt(log(k/delta)) changes by a constant factor, absorbed by delta*'s Theta~",
                      measure=_l1166_reading_measure),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round14/chenli.md, auditor A): confirmed as printed. Re-derived independently from the paper by auditors' own scripts (docs/audits/round13/chenli.md, auditor A): confirmed as printed (a dropped constant; harmless for the lemma). Exact binomial tails (mu_i = (2 A_i - d2)/d2, A_i ~ Bin(d2, 1/2) independent over the rows). At the "
             "printed threshold t = sqrt(log(k/delta)/d2), P[|mu_i| > t] -> P[|Z| > sqrt(log(k/delta))] ~ 2 "
             "sqrt(delta/k)/sqrt(2 pi log(k/delta)), so P[E^c] ~ 2 sqrt(k delta)/sqrt(2 pi log(k/delta)) >> delta "
             "for every delta <= 1/d. E.g. k = 3, d2 = d = 10^4, delta = d^{-1.5} = 1e-6: P[E^c] = 3.3e-4, 326 "
             "delta (the ratio grows like delta^{-1/2} as delta = 1/poly(d) shrinks). Inside every hypothesis: v = w "
             "= 1_[2] with d = d2 = 1e4 >= 10 log d = 92, c = sqrt(log(k/delta)) = 3.9 <= sqrt(d2)/2 = 50, k = 3 "
             "(Assumption 5, L457: k >= 3); X is uniform (no Theta enters). Under a base-2 log the threshold grows by sqrt(1/ln 2) = 1.2 and P[E^c] ~ "
             "(delta/k)^{0.72} k still exceeds delta (the test checks both). Sub-Gaussian tails give P[|mu_i| > t] "
             "<= 2 exp(-d2 t^2/2), so P[E] >= 1 - delta needs t = sqrt(2 log(2k/delta)/d2); the v != w case (L1126) "
             "writes the threshold with '<~', which carries that constant. Harmless for the lemma (c = "
             "sqrt(log(k/delta)) changes by a factor sqrt(2) plus log 2, absorbed by delta's Theta~)." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: d2 >~ log d (factor 10), c admissible. Outcome (a) the crossing survives every "
             "admissible value of the constant: d = d2: d2 >= C log d and c = sqrt(log(k/delta)) <= sqrt(d2)/2"
             " hold for every constant at a larger d, where P[E^c]/delta ~ 2 sqrt(k/delta)/sqrt(2 pi "
             "log(k/delta)) only grows (delta = d^{-1.5}).",
    second_path="tests/test_chenli_r13_chenliA.py::test_l1166_second_path",
    corrected=B.l1166_corrected,
    corrected_text="P[E^c] <= min(1, 2 sqrt(k delta)) (Hoeffding and a union bound at the printed threshold); P[E] >= "
                   "1 - delta holds with the threshold sqrt(2 log(2k/delta)/d2).",
    mutants={"delta^2 (wrong along delta)": B.l1166_mutant_sq, "delta/k (wrong along k)": B.l1166_mutant_over_k},
    auto_mutant=False,
    notes="Exact (scipy's binomial tails, ties counted in E); k <= 1000, d2 <= 1e6. The corrected bound is a "
          "Hoeffding bound, not sharp (the Gaussian tail's 1/sqrt(2 pi log(k/delta)) factor is its room), hence no "
          "constant-factor mutant.",
    domain=(Param("k", 3, INF, integer=True, key="k", text="k tokens (Assumption 5: k >= 3)",
                  unreached="k <= 1000 (the ratio grows in k)"),
            Param("d2", 1, INF, integer=True, key="d2", text="d2 = ||v||_1 >~ log d",
                  unreached="d2 in [100, 1e6]: below 100 the hypothesis d2 >= 10 log d is near its edge, above the "
                            "binomial is Gaussian to many digits"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="delta", text="delta = 1/poly(d)",
                  unreached="delta = d^{-p}, p in [1, 4]: delta > 1/d is not 1/poly(d) small; the ratio grows as "
                            "delta shrinks")),
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
)
CLAIMS.append(L1166)


# ------------------------------------- L1186 (Lemma 5.16's proof, v = w): the conclusion's left side without J


@st.composite
def _l1186_instances(draw: st.DrawFn) -> dict:
    """k in [3, 20] (log-uniform integers; Assumption 5 needs k >= 3); d2 = d1 = d/2 in [1e14, 1e17] (log-uniform; Section 4's scales: c = sqrt(log(k/delta)) <= sqrt(r)/2
    with r = d^{1/4}/10 needs d >~ 1e14 at p = 2), delta = d^{-p} with p in [1, 2] (1/poly(d)), ||Theta||_F = F in [1e3, 1e6]
    (Assumption 6: F >> log(kd)). Theta = (F/sqrt(d1)) times the block-diagonal rotation diag([[0, 1], [-1, 0]], ...) on
    the block S_[1] (antisymmetric, zero outside S_[1] x S_[1])."""
    d2 = 2 * int(round(draw(with_edges(log_uniform(5e13, 5e16), 5e13, 5e16))))
    k = int(round(draw(with_edges(log_uniform(3.0, 20.0), 3.0, 20.0))))
    return {"k": k, "d2": d2, "p": float(draw(with_edges(st.floats(1.0, 2.0), 1.0, 2.0))),
            "F": float(draw(log_uniform(1e3, 1e6)))}


@functools.lru_cache(maxsize=1)
def _legendre400() -> tuple:
    import numpy as np

    return np.polynomial.legendre.leggauss(400)


def _softmax_diag_gauss(k: int, F: float) -> float:
    """E[1/(1 + sum_{j=2}^k e^{F Z_j})], Z_j iid N(0, 1): E[S_11] for the rotation Theta in the CLT limit (see
    l1186_parts). 1/(1 + s) = int_0^inf e^{-t(1 + s)} dt gives E = int_0^inf e^{-t} phi(t)^{k-1} dt, phi(t) =
    E[exp(-t e^{F Z})] = Phi((-40 - log t)/F) + int_{-40}^{4} exp(-e^u) N(u; log t, F^2) du (exp(-e^u) = 1 to e^{-40}
    below -40, 0 to e^{-54} above 4); Gauss-Legendre in u (400 nodes) and in s = log t on [-60, 5] (400 nodes)."""
    import numpy as np
    from scipy.special import ndtr

    xs, ws = _legendre400()
    a, b = 40.0, 4.0
    u, wu = (xs + 1) * (b + a) / 2 - a, ws * (b + a) / 2
    sg, wsg = (xs + 1) * 65.0 / 2 - 60.0, ws * 65.0 / 2
    z = (u[None, :] - sg[:, None]) / F
    phi = ndtr((-a - sg) / F) + (np.exp(-np.exp(u))[None, :] * np.exp(-z * z / 2)) @ wu / (math.sqrt(2 * math.pi) * F)
    return float((wsg * np.exp(sg - np.exp(sg)) * np.clip(phi, 0.0, 1.0) ** (k - 1)).sum())


def l1186_parts(inst: dict) -> dict:
    """lhs = (1/d2) |1_[2]^T (E[X^T S X] - k Id) 1_[2]| = |d2 E[mu^T S mu] - k| (S = softmax(X Theta X^T), mu = X
    1_[2]/d2) in closed form: S depends on the S_[1] columns only, independent of mu, so d2 E[mu^T S mu] = sum_i
    E[S_ii] d2 E[mu_i^2] + sum_{i != j} E[S_ij] d2 E[mu_i] E[mu_j] = E[Tr S]; Theta antisymmetric makes the diagonal
    logits 0 and L_ji = -L_ij, so S_ii + S_jj <= 1/(1 + e^{L_ij}) + 1/(1 + e^{-L_ij}) = 1 for every pair i != j and
    every X; summed over the pairs, (k - 1) Tr S <= k (k - 1)/2, i.e. Tr S <= k/2: the left side k - E[Tr S] is at
    least k/2. Exactly: given row 1 of X, L_1j = (F/sqrt(d1)) sum_pairs (a_1 b_j - b_1 a_j) = (F/sqrt(d1)) (2 B_j -
    d1) with B_j ~ Bin(d1, 1/2) iid over j (the row-j bits times fixed signs), so E[Tr S] = k E[S_11] = k E[1/(1 +
    sum_{j >= 2} e^{L_1j})]; the measure evaluates it in the Gaussian limit (L_1j -> F Z_j, _softmax_diag_gauss) and
    adds the Berry-Esseen margin k (k - 1) 0.56/sqrt(d1) (x -> exp(-t e^x) is monotone with range [0, 1], so each
    factor phi moves by <= 0.56/sqrt(d1)): trace_m is an upper bound of E[Tr S] = Tr(M*), within 4e-5 of it, and lhs
    = k - trace_m a lower bound of the left side (k - E[Tr S] >= k/2; ~ k (1 - 2^{1-k}) at F >= 1e3). The chain's
    premises at their least values: M_mu = E[S | mu] = M* = M for every mu (L1176 holds with delta* = 0), and P[E^c]
    exactly (L1166's event; thmcheck's l1166_parts)."""
    k, d2, p, F = int(inst["k"]), int(inst["d2"]), float(inst["p"]), float(inst["F"])
    d1 = d2
    d = d1 + d2
    e_s11 = _softmax_diag_gauss(k, F)
    e_trace = min(k / 2.0, k * e_s11 + k * (k - 1) * 0.56 / math.sqrt(d1))  # an upper bound of E[Tr S] (<= k/2)
    lhs = abs(e_trace - k)
    delta = d ** (-p)
    ev = l1166_parts({"k": k, "d2": d2, "p": p * math.log(d) / math.log(d2)})
    delta_e = max(delta, ev["lhs"])
    L = math.log(k / delta)
    r = d**0.25 / K_SCALE  # the largest r_Theta (8) admits (factor 10)
    ups = 2.0 * math.sqrt(d / (d1 - 1))  # Assumption 4 incl. the Pi_S^perp part for this Theta (see the notes)
    return {"lhs": lhs, "q": {"k": k, "delta": delta, "delta_e": delta_e, "dstar": 0.0, "trace_m": e_trace},
            "terms": {"d": d, "F": F, "lhs with J (the lemma's, (55))": 0.0, "P[E^c]": ev["lhs"], "E[S_11]": e_s11,
                      "E[Tr S] <= trace_m": e_trace,
                      "c_slack": math.sqrt(min(r, d2)) / 2 - math.sqrt(L), "ups_slack": d**0.5 / (K_SCALE * r * r) - ups,
                      "d2_slack": d2 - K_SCALE * math.log(d), "rank_slack": d1 - r,
                      "F_slack": F - K_SCALE * math.log(k * d), "chi_slack": math.sqrt(math.log(k)) - 1.0}}


_l1186_measure = _parts_measure(l1186_parts)


def _l1186_reading_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The left side with J (L1113, (55)): (1/d2) |1_[2]^T (E[X^T J S X] - k Id) 1_[2]| = |Tr(J M*) - k| (S independent
    of mu), and Tr(J M*) = the sum of M*'s entries = k (rows of softmax sum to 1): 0 on this family."""
    p = l1186_parts(inst)
    return Measurement(0.0, p["q"], {**p["terms"], "lhs as printed (no J)": p["lhs"]})


L1186 = Claim(
    id="chenli.display.lemma5.16-conclusion-vw",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16, Section 5.4, {SEED_FILE} L1184-L1186 (the case v = w: the conclusion; its premises "
           "||M_mu - M||_max <= delta*_c (the v = w paragraph), (52), the event E (L1166); (55))",
    statement="(1/d2) |1_[2]^T (E_{X ~ {+-1}^{k x d}}[X^T softmax(X Theta X^T) X] - k Id) 1_[2]| <= delta* sqrt(log(k/"
              "delta)) k^2 + 3 delta k^{5/2} log(k/delta) (no J on the left, as printed). Checked as derived from the "
              "chain's premises: delta* and delta at the least values for which L1176's ||M_mu - M||_max <= delta* "
              "and P[E^c] <= delta hold.",
    statement_tex=r"$$\frac{1}{d_2} \left| \tilde{\mathbf{1}}_{[2]}^\top \left(\mathbb{E}_{\mathbf{X} \sim \{\pm 1\}^{k "
                  r"\times d}} [\mathbf{X}^\top \text{softmax}(\mathbf{X} \Theta \mathbf{X}^\top) \mathbf{X}] - k \cdot "
                  r"\text{Id} \right) \tilde{\mathbf{1}}_{[2]} \right| \leq \delta^* \sqrt{\log(k/\delta)} k^2 + 3\delta "
                  r"k^{5/2} \log(k/\delta)$$",
    kind="step", comparison="<=", bound=B.l1186_printed, measure=_l1186_measure, strategy=_l1186_instances(),
    assumptions=(
        Assumption("c admissible", "c = sqrt(log(k/delta)) <= sqrt(min(r_Theta, d2))/2 (L1166), r_Theta = d^{1/4}/10 "
                   "(the largest (8) admits, '<<' read with the factor 10)", lambda q: q["c_slack"]),
        Assumption("Assumption 4", "upsilon <= sqrt(d)/(10 r_Theta^2); this Theta has upsilon <= 2 sqrt(d/(d1 - 1)) "
                   "(Pi_S^perp part included)", lambda q: q["ups_slack"]),
        Assumption("d2 >~ log d", "d2 >= 10 log d", lambda q: q["d2_slack"]),
        Assumption("Assumption 3", "the stable rank of Theta (and of Theta Pi_S^perp, >= d1 - 1) is >= r_Theta",
                   lambda q: q["rank_slack"]),
        Assumption("Assumption 6", "||Theta||_F >= 10 log(kd)", lambda q: q["F_slack"]),
        Assumption("Assumption 5", "a chi with 1 <= chi <= sqrt(log k) exists (L457), i.e. k >= 3; Tr Theta = 0 <= "
                   "chi ||Theta||_F", lambda q: q["chi_slack"]),
    ),
    readings=(Reading("J on the left", "the left side with J, X^T J softmax(X Theta X^T) X, as the lemma (L1113) and "
                      "(55) (L1174) write it: |Tr(J M*) - k| = 0 on this family (rows of M* sum to 1), and the chain "
                      "L1174-L1184 proves it in general", measure=_l1186_reading_measure),),
    expect="erratum as printed",
    derived=("L1186 as derived from its premises (L1176's ||M_mu - M||_max <= delta*, (52), P[E^c] <= delta): delta* "
             "and delta at their least admissible values. The printed delta* is Lemma 5.15's delta*_c (Theta~, hidden "
             "constants and an existential exponent), which no finite computation can place below 1; the left side's "
             "missing J is the paper's slip (the lemma L1113 and (55) carry J)"),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round14/chenli.md, auditor A): confirmed as printed. Re-derived independently from the paper by auditors' own scripts (docs/audits/round13/chenli.md, auditor A): confirmed as printed (a dropped J, as L1232 in Lemma 5.18). k >= 3 (Assumption 5), Theta = (F/sqrt(d1)) diag([[0, 1], [-1, 0]], ...) on S_[1] (antisymmetric, "
             "zero on S_[2]): S = softmax(X Theta X^T) depends only on the S_[1] columns, so d2 E[mu^T S mu] = E[Tr S], "
             "and S_ii + S_jj <= 1/(1 + e^{L_ij}) + 1/(1 + e^{-L_ij}) = 1 for every pair (zero diagonal logits, L_ji = "
             "-L_ij), so Tr S <= k/2 for every X: the printed left side is k - E[Tr S] >= k/2 >= 1.5, at every d and F; exactly (given row 1 the logits L_1j = (F/sqrt(d1))(2 B_j - d1), B_j ~ Bin(d1, 1/2) iid) E[Tr S] = k E[1/(1 + sum_j e^{L_1j})] -> k 2^{1-k} as F grows: k = 3, F = 1e3: E[Tr S] = 0.75, left side 2.25. With J (the lemma's and (55)'s left side) it is |k - Tr(J M*)| = 0. "
             "The chain's premises hold with delta* = 0 (M_mu = E[S | mu] = M* for every mu) and delta = max(d^{-p}, "
             "P[E^c]) (exact binomial tails), so its right side is 3 delta k^{5/2} log(k/delta): e.g. k = 3, d2 = d1 = 1e14, delta = 1/d = "
             "5e-15: P[E^c] = 1.6e-8, right side 2.6e-5 against 2.25 (k = 20: 0.008 against 20 - 4e-5). Inside the hypotheses: (8) with r_Theta = d^{1/4}/10 = 376, "
             "c = sqrt(log(k/delta)) = 5.8 <= sqrt(r_Theta)/2 = 9.7, upsilon = 2 sqrt(2) <= sqrt(d)/(10 r^2) = 10, "
             "d2 >= 10 log d, Tr Theta = 0 (Assumption 5, k >= 3), ||Theta||_F = F >> log(kd) (Assumption 6), stable rank d1. "
             "The J-less chain's identity term is E[mu^T M* mu] = Tr(M*)/d2, not Tr(J M*)/d2 = k/d2 (L1184's 'Recalling "
             "Tr(J M*) = k' needs the J that the display drops); the same slip as L1162 (v != w) and L1232 (r12)." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: c admissible at r_Theta = d^{1/4}/10, Assumption 4, d2 >~ log d, Assumption 6 (factors"
             " 10). Outcome (a) the crossing survives every admissible value of the constant: the left side is"
             " >= k/2 for every d and F (antisymmetric Theta), while the right side 3 delta k^{5/2} "
             "log(k/delta) + delta* sqrt(log(k/delta)) k^2 -> 0 as d grows; at any constants a larger d "
             "(r_Theta = d^{1/8}, d2 >= C log d, F >= C log(kd), c = sqrt(log(k/delta)) <= sqrt(min(r, d2))/2)"
             " meets every hypothesis.",
    second_path="tests/test_chenli_r13_chenliA.py::test_l1186_second_path",
    corrected=B.l1186_corrected,
    corrected_text="(1/d2) |1_[2]^T (E[X^T S X] - k Id) 1_[2]| <= delta* sqrt(log(k/delta)) k^2 + 3 delta k^{5/2} "
                   "log(k/delta) + |k - Tr(M*)| (the J-less identity term is Tr(M*) Id); with J on the left, as L1113 "
                   "and (55) write it, the printed right side alone.",
    mutants={},
    no_mutant_reason="the mutants run under the reading 'J on the left', whose left side is 0 on this family (rows of "
                     "M* sum to 1), so no nonnegative wrong bound can be violated there; the automatic mutant (the "
                     "corrected bound 10% tighter, tests/test_mutants.py) and the half-gap bound l1186_mutant_half "
                     "(tests/test_chenli_r13_chenliA.py::test_l1186_second_path) die on the literal left side",
    notes="E[Tr S] = k E[S_11] with the row-1 logits iid (F/sqrt(d1))(2 Bin(d1, 1/2) - d1) given row 1 (exact), "
          "evaluated in the Gaussian limit by quadrature plus the Berry-Esseen margin k (k - 1) 0.56/sqrt(d1) <= "
          "4e-5, so lhs is a lower bound of the left side within 4e-5 (round 13 used the cruder k/2). The second "
          "path enumerates every X at k = 3 and a small size (E[Tr S] by the row-1 formula and by enumeration), and "
          "checks the quadrature against the exact binomial lattice sum at d1 = 1e4. k in [3, 20] (Assumption 5); "
          "round 13's first session used k = 2 (Tr S = 1 exactly), outside Assumption 5. The corrected bound's Tr(M*) "
          "is the same upper bound trace_m of E[Tr S] (on this family delta* = 0, so the correction is the triangle "
          "inequality |d2 E[mu^T S mu] - k| <= |E Tr S - Tr M*| + |Tr M* - k| and holds with room = the printed right "
          "side; its half-gap mutant dies by ~ k/2). Assumption 4's "
          "Pi_S^perp part for this Theta: (Theta Pi_S^perp)_{:i} = Theta e_i - [i in S] Theta 1_S/|S| has norm <= 2F/"
          "sqrt(d1), and ||Theta Pi_S^perp||_F^2 = F^2 - ||Theta 1_S||^2/|S| >= F^2 (1 - 1/d1), so upsilon <= 2 sqrt(d/"
          "(d1 - 1)); its singular values are <= F/sqrt(d1), so the stable rank of Theta Pi_S^perp is >= d1 - 1.",
    domain=(Param("k", 3, INF, integer=True, key="k", text="k tokens (Assumption 5: k >= 3)",
                  unreached="k <= 20 (the left side ~ k (1 - 2^{1-k}) grows in k)"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="delta", text="delta = 1/poly(d)",
                  unreached="delta = d^{-p}, p in [1, 2]")),
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)
CLAIMS.append(L1186)


# --------------------------- Lemma 5.15 (L1056-L1066), second alternative: the printed indicator drops the d3 terms

_L1066_UPS = 8.0  # upsilon (Assumption 4 with (8): upsilon <= sqrt(d)/(10 r^2) = 10 at d = 1e4 r^4)


@st.composite
def _l1066_instances(draw: st.DrawFn) -> dict:
    """r_Theta log-uniform in [1e2, 1e6], ||Theta||_F = F in [1e4, 1e6] (Assumption 6: F >= 10 log(kd) up to d ~
    1e400); the sizes follow r (see l1066_sizes)."""
    return {"r": float(draw(with_edges(log_uniform(1e2, 1e6), 1e6))), "F": float(draw(log_uniform(1e4, 1e6))),
            "chyp": float(draw(with_edges(log_uniform(10.0, 100.0), 10.0)))}


def l1066_chyp_on_path(r: float) -> float:
    """The hypotheses' constant along the r path (round 28): 10 up to r = 1e6, then 10 log10(r)/6 (95 at 1e57)."""
    return 10.0 * max(1.0, math.log10(r) / 6.0)


def l1066_sizes(r: float, chyp: float = 10.0) -> tuple[int, int, int]:
    """(d1, d2, d3): d2 = m^2 (so mu = +-1/sqrt(d2) is on the slice lattice), m = ceil(sqrt(5e3) r^2), d3 =
    floor(sqrt(d r)/(8 c upsilon)) (c = 1; the second alternative's edge, read with sqrt(d r) as in L1104 and Lemma
    5.8, the smaller of the two printed forms), d1 = d2 - d3 (even), d = 2 d2 - (d1 parity): d >= 1e4 r^4."""
    m = math.ceil(math.sqrt(5e3) * (chyp / 10.0) ** 2 * r * r)  # d >= 1e4 (chyp/10)^4 r^4: r <= d^{1/4}/chyp
    d2 = m * m
    d3 = math.floor(math.sqrt(2.0 * d2 * r) / (8 * _L1066_UPS))
    d1 = d2 - d3
    d1 -= d1 % 2
    return d1, d2, d3


def l1066_parts(inst: dict) -> dict:
    """k = 3 (Assumption 5 needs k >= 3), c = 1. Theta = lam u w^T + tau Rot (u = 1_[3]/sqrt(d3), w = 1_[2]/sqrt(d2), Rot the block-diagonal
    rotation diag([[0, 1], [-1, 0]], ...) on S_[1]), lam = 0.99 upsilon F sqrt(d3/d), tau = sqrt(F^2 - lam^2)/sqrt(d1).
    Rows of X: mu_1 = 1/sqrt(d2), mu_j = -1/sqrt(d2) (j = 2..k), nu = +1; rows of X': the same mu, nu' = -1 (the
    second alternative: d3 at its edge; the indicator is 0). The logits of row 1: L_11 = lam nu_1 sqrt(d2 d3) mu_1
    (the rotation's diagonal is 0), L_1j = lam nu_1 sqrt(d2 d3) mu_j + R_j, R_j = tau sum_i (a_i b^j'_i - a'_i b^j_i)
    over the d1/2 pairs (the S_[1] bits, the same law for X and X'), so L_11 - L_1j = D - R_j in X and -D - R_j
    in X', D = 2 lam sqrt(d3). By Hoeffding (R_j's terms in [-2 tau, 2 tau]) P[|R_j| > D/2] <= 2 p_H,
    p_H = exp(-D^2/(16 F_rest^2)), F_rest^2 = F^2 - lam^2: E S_11 >= (1 - (k - 1) p_H)/(1 + (k - 1) e^{-D/2}) and E
    S'_11 <= E sigma(-D - R_2) <= sigma(-D/2) + p_H; lhs := their difference, a lower bound of ||E Delta||_max (at
    k = 2 it is the earlier 1 - 2 sigma(-D/2) - 2 p_H)."""
    r, F, chyp = float(inst["r"]), float(inst["F"]), float(inst.get("chyp", 10.0))
    d1, d2, d3 = l1066_sizes(r, chyp)
    d = d1 + d2 + d3
    ups, c, k = _L1066_UPS, 1.0, 3
    lam = 0.99 * ups * F * math.sqrt(d3 / d)
    f_rest = math.sqrt(F * F - lam * lam)
    tau = f_rest / math.sqrt(d1)
    D = 2 * lam * c * math.sqrt(d3)
    p_h = math.exp(-min(D * D / (16 * f_rest**2), 700.0))
    e_half = math.exp(-min(D / 2, 700.0))
    lhs = (1.0 - (k - 1) * p_h) / (1.0 + (k - 1) * e_half) - e_half / (1.0 + e_half) - p_h
    # Assumption 4's Pi_S^perp part: columns of Theta Pi_S^perp have norm <= 2 lam/sqrt(d2) + 2 tau and
    # ||Theta Pi_S^perp||_F^2 >= F^2 - lam^2 - tau^2 >= F^2/2 (see the claim's notes)
    col_pi = 2 * lam / math.sqrt(d2) + 2 * tau
    ups_need = max(lam / math.sqrt(d3), lam / math.sqrt(d2), tau, col_pi * math.sqrt(2.0)) * math.sqrt(d) / F
    srank = F * F / max(lam, tau) ** 2
    nu_ok = 1.0 / math.sqrt(d3)  # c/sqrt(d3) < 1 = |nu|: the first alternative fails, the indicator is 0
    return {"lhs": max(lhs, 0.0),
            "q": {"d": float(d), "d2": float(d2), "d3": float(d3), "r": r, "c": c, "k": k, "v": ups, "ind": 0.0,
                  "F": F},
            "terms": {"D/F_rest": D / f_rest, "lam": lam, "tau": tau, "upsilon needed": ups_need,
                      "stable rank": srank,
                      "alt_slack": 1.0 - d3 / min(d / (8 * ups * ups), math.sqrt(d * r) / (8 * c * ups)),
                      "nu_excess": 1.0 - nu_ok,
                      "c_slack": math.sqrt(min(r, d2, d3)) / 2 - c,
                      "ups_slack": ups - ups_need, "ups_cap_slack": math.sqrt(d) / (chyp * r * r) - ups,
                      "rank_slack": (srank - 1) - r, "eq8_slack": 1.0 - chyp * r / d**0.25,
                      "F_slack": F - chyp * math.log(k * d), "C (the '<<' constant)": chyp,
                      "chi_slack": math.sqrt(math.log(k)) - 1.0}}


_l1066_measure = _parts_measure(l1066_parts)


def _l1066_move_r(inst: dict, t: float) -> dict:
    """r -> t with the hypotheses' constant grown along (l1066_chyp_on_path) and ||Theta||_F raised to twice
    Assumption 6's floor chyp log(kd) where needed (the shape has no ||Theta||_F; lhs only rises with it)."""
    chyp = max(float(inst.get("chyp", 10.0)), l1066_chyp_on_path(float(t)))
    d1, d2, d3 = l1066_sizes(float(t), chyp)
    F = max(float(inst["F"]), 2.0 * chyp * math.log(3.0 * (d1 + d2 + d3)))
    return {**inst, "r": float(t), "chyp": chyp, "F": F}


def _l1066_move_f(inst: dict, t: float) -> dict:
    """F -> t with the hypotheses' constant grown along (10 log10(F)/4 past F = 1e4: 20 at 1e8)."""
    return {**inst, "F": float(t), "chyp": max(float(inst.get("chyp", 10.0)), 10.0 * max(1.0, math.log10(t) / 4.0))}


L1066 = Claim(
    id="chenli.lemma5.15-second-alternative",
    catalog_id="chenli.lemma5.15",
    paper=PAPER,
    source=f"Lemma 5.15, Section 5.4, {SEED_FILE} L1064 (the indicator 1 := 1[|nu|, |nu'| <= c/sqrt(d3)] in the "
           "lemma's delta*_c and conclusion (chenli.lemma5.15); the proof's second case, after (49), keeps the d3 terms)",
    statement="Lemma 5.15 in its second alternative (d3 <= min(d/(8 v^2), sqrt(d) r_Theta/(8 c v)), |nu| = |nu'| = 1 "
              "so that the printed indicator is 0): ||E[softmax(X Theta X^T) - softmax(X' Theta X'^T)]||_max <= "
              "delta*_c = Theta~(k^{8/3}(sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4})^{1/3} + k^3 (c^2 v sqrt(r)/sqrt(d))^c). "
              "Checked as a uniform shape on a closed-form family.",
    kind="deterministic", comparison="<=", bound=B15.l1066_polylog_shape, measure=_l1066_measure,
    strategy=_l1066_instances(),
    constants="hidden", uniform=True, eventually=("chyp",),
    assumptions=(
        Assumption("second alternative", "d3 <= min(d/(8 v^2), sqrt(d r_Theta)/(8 c v)) (the smaller of L1066's "
                   "sqrt(d) r_Theta and L1104's sqrt(d r_Theta))", lambda q: q["alt_slack"] + 1e-12),
        Assumption("indicator 0", "|nu| = |nu'| = 1 > c/sqrt(d3) (the first alternative fails)",
                   lambda q: q["nu_excess"]),
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2 (c = 1)", lambda q: q["c_slack"]),
        Assumption("Assumption 4", "the least upsilon of this Theta (rows, columns and the Pi_S^perp part, bounded "
                   "analytically) <= upsilon = 8", lambda q: q["ups_slack"]),
        Assumption("upsilon << sqrt(d)/r^2", "upsilon <= sqrt(d)/(C r_Theta^2) ('<<' at the constant C: drawn in "
                   "[10, 100], grown along the r path)", lambda q: q["ups_cap_slack"]),
        Assumption("Assumption 3", "stable rank of Theta (and of Theta Pi_S^perp, >= stable rank - 1) >= r_Theta",
                   lambda q: q["rank_slack"]),
        Assumption("(8)", "r_Theta <= d^{1/4}/C ('<<' at the constant C: drawn in [10, 100], grown along the r path)",
                   lambda q: q["eq8_slack"] + 1e-12),
        Assumption("Assumption 6", "||Theta||_F >= C log(kd) ('<<' at the same C)", lambda q: q["F_slack"]),
        Assumption("Assumption 5", "a chi with 1 <= chi <= sqrt(log k) exists (L457), i.e. k >= 3; Tr Theta = 0",
                   lambda q: q["chi_slack"]),
    ),
    directions=(
        Direction("r_Theta -> inf (d = 1e4 (C/10)^4 r^4, d3 at the second alternative's edge; the '<<' constant C "
                  "grows along: 10 log10(r)/6 past r = 1e6)", "r", INF, how="path",
                  move=_l1066_move_r, points=(1e6, 1e12, 1e24, 1e36, 1e48, 1e57), grows=("r", "chyp"),
                  reason="the printed delta*_c (indicator 0) decays like r^{-1/12} log r (the proof's log(1/eta)) while lhs -> 1 (the logit shift D "
                         "= 2 lam sqrt(d3) ~ sqrt(r)/4 ||Theta||_F outgrows the noise ||Theta||_F)"),
        Direction("||Theta||_F -> inf (C grows along: 10 log10(F)/4 past F = 1e4)", "F", INF, how="path",
                  move=_l1066_move_f, grows=("F", "chyp"),
                  points=(1e4, 1e5, 1e6, 1e7, 1e8), reason="delta*_c has no ||Theta||_F; lhs saturates"),
        Direction("k, c, upsilon", "k", INF, how="unsearched",
                  reason="k = 3 (the least Assumption 5 admits), c = 1, upsilon = 8 fixed: delta*_c grows in k and c; the family is the smallest shape"),
    ),
    readings=(Reading("the indicator's bracket kept in the second alternative", "1 read as 1 (the bracket r^{1/8} v "
                      "d3^{3/2}/sqrt(d) + r^{1/8} sqrt(c v d3)/d^{1/4} and the k^{7/3} min(...) term kept) when the "
                      "second alternative is the one used, as the proof's second case (L1098-L1106) carries them",
                      bound=B15.l1066_polylog_corrected),),
    expect="erratum as printed",
    mutants={"the reading's bound over ||Theta||_F (wrong along ||Theta||_F)": B15.l1066_polylog_mut_over_f},
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round15/chenli.md, auditor A): confirmed as printed. The Theta~ of delta*_c is the proof's log(1/eta): Lemma 3.9 (L375-L380) bounds the softmax change by "
             "k^2 eta log(1/eta)/C with eta = C' (sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4} [+ the second case's d3 "
             "terms]) (L1088, L1098) and C = s, so (49) and L1102 are O~(k^2 eta/s) with one log(1/eta), and s = "
             "eta^{2/3}/k^{1/3} (L1096, L1106) gives k^{8/3} eta^{1/3} log(1/eta); no other polylog enters "
             "(delta of L1080 has none). The shape is the printed delta*_c (indicator 0) times log(1/eta) >= 1. "
             "Family (closed form, k = 3, c = 1, upsilon = 8, ||Theta||_F = 1e5): Theta = lam u w^T + tau Rot, rows "
             "mu = (1, -1, -1)/sqrt(d2), nu = +1 against nu' = -1, d3 at the second alternative's edge sqrt(d r)/(8 c "
             "v), d = 1e4 r^4: ||E Delta||_max >= 1 - 1e-16 (a Hoeffding lower bound) while the shape is 20.4 at r = "
             "1e6, 2.59 at 1e24, 0.388 at 1e36, 0.0109 at 1e57 (k^{8/3} r^{-1/12} (log r)/4): ratio 0.049, 0.387, "
             "2.58, 91.6, growing like r^{1/12}/log r without bound (so no constant C' serves; any fixed polylog "
             "power p would only move the crossing, r^{1/12} > C log^p r eventually). Slacks at r = 1e57: "
             "second alternative d3 <= min(d/(8 v^2), sqrt(d r)/(8 c v)) at its edge (0, read with L1104's sqrt(d r), "
             "the smaller form), |nu| = 1 > c/sqrt(d3), 1 <= c <= sqrt(min(r, d2, d3))/2, Assumption 4 (the least "
             "upsilon of this Theta <= 8), upsilon <= sqrt(d)/(10 r^2) (d = 1e4 r^4), Assumption 3 (stable rank >= "
             "r), (8) r = d^{1/4}/10 (its top), Assumption 6 (F >= 10 log(kd)), Assumption 5 (k = 3): all >= 0. The "
             "printed indicator 1[|nu|, |nu'| <= c/sqrt(d3)] is 0 in the second alternative exactly when |nu| > "
             "c/sqrt(d3), and removes the d3 terms the proof's second case (L1098-L1106) carries; with them (the "
             "reading) delta*_c >= (r^{1/8} v d3^{3/2}/sqrt(d))^{1/3} >> 1 >= ||E Delta||_max on this family."
             " Round 28 (hiddenhyp2, docs/hiddenhyp_r28.md): until round 27 (8)'s r_Theta << d^{1/4}, Assumption 4's "
             "upsilon << sqrt(d)/r^2 and Assumption 6 were read at the factor 10 and the r path kept d = 1e4 r^4, i.e. "
             "r/d^{1/4} = 1/10 exactly, so the crossing held for that constant only. Now the constant C is drawn in "
             "[10, 100] (eventually C): d = 1e4 (C/10)^4 r^4, F >= C log(kd), and the r path grows C = 10 log10(r)/6 "
             "(95 at r = 1e57) with it: ci violated as printed, ratio 0.049 -> 129.8 over r = 1e6 .. 1e57 (every "
             "slack >= 0): the crossing survives every constant.",
    corrected=B15.l1066_polylog_corrected,
    corrected_text="delta*_c with the bracket [r^{1/8} v d3^{3/2}/sqrt(d) + r^{1/8} sqrt(c v d3)/d^{1/4}] and the "
                   "k^{7/3} min(...) term kept in the second alternative (the indicator read as 1 there).",
    second_path="tests/test_chenli_r15_chenliB.py::test_l1066_polylog_second_path",
    notes="Closed form, no sampling: X, X' differ only in the S_[3] bits (all +1 against all -1), the logit shift of "
          "row 1 between its tokens is 2 lam sqrt(d3) nu exactly (slices), and R's law (pairs of the rotation) is "
          "the same for X and X'; the Hoeffding lower bound is exact arithmetic in float64. Assumption 4 bounds: "
          "(Theta Pi_S^perp)_{:i} = lam u (w_i - [i in S] <w, 1_S>/|S|) + tau Rot (e_i - [i in S] 1_S/|S|) has "
          "norm <= 2 lam/sqrt(d2) + 2 tau; ||Theta Pi_S^perp||_F^2 >= F^2 - lam^2 - tau^2 >= F^2/2; so upsilon = "
          "sqrt(2) (2 lam/sqrt(d2) + 2 tau) sqrt(d)/F covers it (and the plain rows/columns lam/sqrt(d3), "
          "lam/sqrt(d2), tau). The stable rank F^2/max(lam, tau)^2 ~ 2 sqrt(d/r)/... >> r_Theta; Theta Pi_S^perp "
          "loses at most one singular direction. Assumption 5: Tr Theta = 0. Assumption 6: F >= C log(kd) (the r path "
          "raises F to 2 C log(kd) where needed: the shape has no F and lhs only rises with it).",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
    domain=(Param("r", 1.0, INF, key="r", text="r_Theta (8)", unreached="r in [1e2, 1e6] drawn, to 1e24 on the path"),
            Param("F", 0.0, INF, lo_closed=False, key="F", text="||Theta||_F (Assumption 6)",
                  unreached="F in [1e4, 1e6] drawn, to 1e8 on the path"),
            Param("C", 0.0, INF, lo_closed=False, key="chyp",
                  text="the unspecified constant of (8)'s and Assumption 4's '<<' and Assumption 6's '<<'",
                  unreached="C in [10, 100] drawn (upsilon = 8 <= C keeps Assumption 4's cap satisfiable; a smaller C "
                            "only admits more), grown to 95 along the r path (round 28)")),
)
CLAIMS.append(L1066)


# ----------------------- L1126 (Lemma 5.16's proof, v != w): |mu_i|, |nu_i| <~ sqrt(log(k/delta)/d2) w.p. >= 1 - delta


@st.composite
def _l1126_instances(draw: st.DrawFn) -> dict:
    """k in [3, 100] (Assumption 5 needs k >= 3), d2 in [100, 1e6] (log-uniform), d3 = min(||v||_1, ||w||_1) in [1, d2] (1 and d2 edges; a fraction
    drawn log-uniformly), delta = d^{-p}, p in [1, 3], d = d2 + d3 (the smallest d)."""
    k = int(round(draw(with_edges(log_uniform(3.0, 100.0), 3.0))))
    d2 = int(round(draw(with_edges(log_uniform(100.0, 1e6), 100.0, 1e6))))
    frac = float(draw(with_edges(log_uniform(1e-6, 1.0), 1e-6, 1.0)))
    return {"k": k, "d2": d2, "d3": max(1, min(d2, int(round(frac * d2)))),
            "p": float(draw(with_edges(st.floats(1.0, 3.0), 1.0, 3.0)))}


def _abs_mean_cdf(n: int, m: float) -> float:
    """P[|2A - n| <= n m] for A ~ Bin(n, 1/2) (scipy, exact up to rounding)."""
    from scipy.stats import binom

    hi = math.floor((n + n * m) / 2 + 1e-9)
    lo = math.ceil((n - n * m) / 2 - 1e-9)
    return float(binom.cdf(hi, n, 0.5) - (binom.cdf(lo - 1, n, 0.5) if lo >= 1 else 0.0))


def l1126_parts(inst: dict) -> dict:
    """lhs = the least C with P[max_i max(|mu_i|, |nu_i|) <= C sqrt(log(k/delta)/d2)] >= 1 - delta, i.e. sqrt(d2/log(k/
    delta)) times the (1 - delta)-quantile m* of max_i max(|mu_i|, |nu_i|), P[max <= m] = F_2(m)^k F_3(m)^k (rows and
    blocks independent, mu_i = X_i 1_[2]/d2, nu_i = X_i 1_[3]/d3, X uniform); m* by bisection on [0, 1] (60 steps)."""
    k, d2, d3, p = int(inst["k"]), int(inst["d2"]), int(inst["d3"]), float(inst["p"])
    d = d2 + d3
    delta = d ** (-p)
    L = math.log(k / delta)

    def ok(m: float) -> bool:
        return _abs_mean_cdf(d2, m) ** k * _abs_mean_cdf(d3, m) ** k >= 1 - delta

    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if ok(mid) else (mid, hi)
    lhs = hi * math.sqrt(d2 / L)
    return {"lhs": lhs, "q": {"d2": float(d2), "d3": float(d3), "k": k, "delta": delta},
            "terms": {"m*": hi, "sqrt(log(k/delta)/d2)": math.sqrt(L / d2), "sqrt(log(k/delta)/d3)": math.sqrt(L / d3),
                      "m* sqrt(d3/log(k/delta)) (the d3 reading's constant)": hi * math.sqrt(d3 / L),
                      "d2_slack": d2 - K_SCALE * math.log(d), "d3_slack": d2 - d3,
                      "chi_slack": math.sqrt(math.log(k)) - 1.0}}


_l1126_measure = _parts_measure(l1126_parts)


def _l1126_move_d2(inst: dict, t: float) -> dict:
    return {**inst, "d2": int(round(t))}


def _l1126_reading_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1126_parts(inst)
    return Measurement(p["terms"]["m* sqrt(d3/log(k/delta)) (the d3 reading's constant)"], p["q"],
                       {**p["terms"], "C as printed": p["lhs"]})


L1126 = Claim(
    id="chenli.display.lemma5.16-event-nu",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16, Section 5.4, {SEED_FILE} L1126 (inline: the case v != w, mu = X 1_[2]/d2, nu = X "
           "1_[3]/d3, d3 = min(||v||_1, ||w||_1) <= d2; L1134 repeats '|nu_i| <= c/sqrt(d2)')",
    statement="'By standard binomial tail bounds, |mu_i|, |nu_i| <~ sqrt(log(k/delta)/d2) for all i in [k] with "
              "probability at least 1 - delta' (X uniform on {+-1}^{k x d}, delta = 1/poly(d)). Checked as a uniform "
              "shape: the least constant C for which the event has probability >= 1 - delta is <~ 1.",
    statement_tex=r"$|\mu_i|, |\nu_i| \lesssim \sqrt{\log(k/\delta)/d_2}$ for all $i \in [k]$ with probability at "
                  r"least $1 - \delta$",
    kind="probabilistic", comparison="<=", bound=B.l1126_shape, measure=_l1126_measure,
    strategy=_l1126_instances(),
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("d2 >~ log d", "d2 >= 10 log d (Lemma 5.16's hypothesis, factor 10)", lambda q: q["d2_slack"]),
        Assumption("d3 <= d2", "d3 = min(||v||_1, ||w||_1) <= d2 = max", lambda q: q["d3_slack"] + 0.5),
        Assumption("Assumption 5", "a chi with 1 <= chi <= sqrt(log k) exists (L457), i.e. k >= 3",
                   lambda q: q["chi_slack"]),
    ),
    readings=(Reading("d3 for nu", "the threshold of nu_i read as sqrt(log(k/delta)/d3) (nu_i's own scale; Lemma "
                      "5.15's first alternative |nu| <= c/sqrt(d3) needs no more)", bound=B.l1126_shape,
                      measure=_l1126_reading_measure),),
    directions=(
        Direction("d2 -> inf at fixed d3 (d3 << d2)", "d2", INF, how="path", move=_l1126_move_d2,
                  points=(1e3, 1e4, 1e5, 1e6, 1e7, 1e8), start=lambda inst: int(inst["d3"]) <= 3,
                  reason="nu_i has scale 1/sqrt(d3), the printed threshold sqrt(log(k/delta)/d2): the least C grows "
                         "like sqrt(d2/(d3 log(k/delta)))"),
        Direction("d2 = d3 -> inf", "d3", INF, how="path", move=lambda inst, t: {**inst, "d2": int(round(t)),
                                                                               "d3": int(round(t))},
                  points=(1e2, 1e3, 1e4, 1e5, 1e6, 1e7),
                  reason="both blocks large: the least C tends to sqrt(2) (Gaussian tails at the (1 - delta/(2k)) "
                         "level)"),
        Direction("d3 over [1, d2]", "d3", 1.0, how="search", reason="d3 = frac d2, frac log-uniform in [1e-6, 1]"),
        Direction("k, delta", "k", INF, how="search",
                  reason="k in [3, 100], delta = d^{-p}, p in [1, 3]: the least C is ~ sqrt(2) at d3 = d2 for every "
                         "k, delta (Gaussian tails)"),
    ),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round13/chenli.md, auditor A): confirmed as printed. At d3 = 1 (v != w with ||w||_1 = 1 <= log d: the case L1128 treats) nu_i = +-1 always, so the event "
             "needs C sqrt(log(k/delta)/d2) >= 1, i.e. C >= sqrt(d2/log(k/delta)): the least C is 31.1 at d2 = 1e4, "
             "k = 3, delta = 1/d (log(k/delta) = 10.3) and 2263 at d2 = 1e8, growing like sqrt(d2) along the path "
             "d2 = 1e3..1e8 (log-slope 1/2): no absolute constant serves. Inside the "
             "hypotheses: d2 >= 10 log d, d3 = min <= d2, k >= 3 (Assumption 5, L457), X uniform (no Theta enters); the '<~' is the only "
             "constant and it is the one refuted. Under the reading 'sqrt(log(k/delta)/d3) for nu' (nu_i's own "
             "scale; Lemma 5.15's first alternative asks |nu| <= c/sqrt(d3)) the least C stays <= sqrt(2) + o(1) "
             "(sub-Gaussian tails). Not harmful for the lemma where d3 is small (the proof invokes Lemma 5.15's "
             "second alternative there, which has no condition on nu), but the event E as printed has probability "
             "0 there, and L1134's 'as |nu_i|, |nu'_i| <= c/sqrt(d2)' repeats the d2." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: d2 >~ log d (factor 10). Outcome (a) the crossing survives every admissible value of "
             "the constant: the d2 path has d = d2 (delta = 1/d), so d2 >= C log d holds for every constant "
             "eventually, and the least C of the event grows like sqrt(d2/log(k/delta)) along it.",
    second_path="tests/test_chenli_r13_chenliA.py::test_l1126_second_path",
    no_correction_reason="the reading 'sqrt(log(k/delta)/d3) for nu' is the correction; it is checked as the reading",
    mutants={"1/sqrt(d3) (wrong along d3, under the reading too)": B.l1126_mutant_over_d3},
    notes="Exact binomial CDFs (scipy); the quantile by bisection (relative 1e-18). d2 <= 1e6 drawn, 1e8 on the path.",
    settings={"ci": {"max_examples": 20, "budget_s": 4.0}},
    domain=(Param("k", 3, INF, integer=True, key="k", text="k tokens (Assumption 5: k >= 3)",
                  unreached="k <= 100"),
            Param("d2", 1, INF, integer=True, key="d2", text="d2 = max(||v||_1, ||w||_1) >~ log d",
                  unreached="d2 in [100, 1e6] drawn, 1e8 on the path"),
            Param("d3", 1, INF, integer=True, key="d3", text="d3 = min(||v||_1, ||w||_1) <= d2",
                  unreached="d3 <= d2 <= 1e6"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="delta", text="delta = 1/poly(d)",
                  unreached="delta = d^{-p}, p in [1, 3]")),
)
CLAIMS.append(L1126)


# ---------------------------- L1178 (Lemma 5.16's proof, v = w): the E^c term, ||mu|| bounded as if on E


@st.composite
def _l1178_instances(draw: st.DrawFn) -> dict:
    """k in [3, 100] (log-uniform integers; Assumption 5's 1 <= chi <= sqrt(log k) needs k >= 3), d2 in [1e3, 1e6]
    (log-uniform integers), d in [1e16, 1e20] (log-uniform; d1 = d - d2 coordinates do not enter mu), delta = d^{-p}
    with p in [1, 4]: c = sqrt(log(k/delta)) <= sqrt(min(r_Theta, d2))/2 holds with r_Theta = d^{1/4}/10."""
    k = int(round(draw(with_edges(log_uniform(3.0, 100.0), 3.0, 100.0))))
    d2 = int(round(draw(with_edges(log_uniform(1e3, 1e6), 1e3, 1e6))))
    ld = float(draw(with_edges(st.floats(16.0, 20.0), 16.0, 20.0)))
    p = float(draw(with_edges(st.floats(1.0, 4.0), 1.0, 4.0)))
    return {"k": k, "d2": d2, "log10_d": ld, "p": p}


def l1178_parts(inst: dict) -> dict:
    """lhs = k^{3/2} E[||mu||^2 | E^c], the envelope over every Theta of E[mu^T J M_mu mu | E^c] (the display divided
    by delta > 0) by the step's own ||J M_mu||_op <= k^{3/2} (true: ||J||_op <= k, M_mu row-stochastic so ||M_mu||_op
    <= sqrt(k)). Rows independent, mu_i = (2 A_i - d2)/d2, A_i ~ Bin(d2, 1/2), t = sqrt(log(k/delta)/d2):
    E[||mu||^2 1_{E^c}] = k (m1 + m0 (1 - (1 - q)^{k-1})), m1 = E[mu_1^2; |mu_1| > t], m0 = E[mu_1^2; |mu_1| <= t],
    q = P[|mu_1| > t], divided by P[E^c] = 1 - (1 - q)^k (exact tail sums; ties in E). Natural log."""
    import numpy as np
    from scipy.stats import binom

    k, d2 = int(inst["k"]), int(inst["d2"])
    lnd = float(inst["log10_d"]) * math.log(10.0)
    p = float(inst["p"])
    log_delta = -p * lnd
    L = math.log(k) - log_delta
    t = math.sqrt(L / d2)
    hi = math.floor(d2 * (1 + t) / 2 + 1e-9)  # |mu| > t  <=>  A >= hi + 1 or A <= d2 - hi - 1 (symmetric)
    a = np.arange(hi + 1, min(d2, hi + int(80 * math.sqrt(d2)) + 10) + 1)
    pm = binom.pmf(a, d2, 0.5)
    mu = (2 * a - d2) / d2
    q = 2.0 * float(pm.sum())
    m1 = 2.0 * float((pm * mu * mu).sum())
    m0 = 1.0 / d2 - m1  # E[mu_1^2] = 1/d2
    pec = -math.expm1(k * math.log1p(-q))
    other = -math.expm1((k - 1) * math.log1p(-q))
    cond = k * (m1 + m0 * other) / pec
    lhs = k**1.5 * cond
    delta = math.exp(log_delta)
    r = math.exp(lnd / 4) / K_SCALE
    return {"lhs": lhs, "q": {"delta": delta, "k": k, "L": L, "d2": d2},
            "terms": {"E[||mu||^2 | E^c] d2": cond * d2, "log(k/delta)": L, "d2 E[mu_1^2 | |mu_1| > t]": m1 / q * d2,
                      "P[E^c]": pec, "ratio to the printed": lhs / (k**2.5 * L / d2),
                      "c_slack": math.sqrt(min(r, d2)) / 2 - math.sqrt(L), "d2_slack": d2 - K_SCALE * lnd,
                      "r_slack": r - K_SCALE * lnd, "chi_slack": math.sqrt(math.log(k)) - 1.0}}


_l1178_measure = _parts_measure(l1178_parts)


L1178 = Claim(
    id="chenli.display.lemma5.16-ec-term-vw",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16, Section 5.4, {SEED_FILE} L1176-L1178 (the case v = w: the latter term of (55), "
           "bounded 'by using ||J M_mu||_op <= k^{3/2} and ||mu|| <= sqrt(k log(k/delta)/d2)')",
    statement="delta E[mu^T J M_mu mu | E^c] <= delta k^{5/2} log(k/delta)/d2, where mu = X 1_[2]/d2 (X uniform on "
              "{+-1}^{k x d}), E = {|mu_i| <= sqrt(log(k/delta)/d2) for all i}, M_mu = E[softmax(X Theta X^T) | mu]. "
              "Explicit (no hidden constant); checked divided by delta > 0: E[mu^T J M_mu mu | E^c] <= k^{5/2} "
              "log(k/delta)/d2.",
    statement_tex=r"$\delta \cdot \mathbb{E}[\tilde{\mu}^\top \mathbf{J} \mathbf{M}_{\tilde{\mu}} \tilde{\mu} \mid "
                  r"\mathcal{E}^c] \leq \delta k^{5/2} \log(k/\delta) / d_2$",
    kind="step", comparison="<=", bound=B.l1178_printed, measure=_l1178_measure, strategy=_l1178_instances(),
    assumptions=(
        Assumption("c admissible", "1 <= c = sqrt(log(k/delta)) <= sqrt(min(r_Theta, d2))/2, r_Theta = d^{1/4}/10 "
                   "(the largest (8) admits, '<<' read with the factor 10)", lambda q: q["c_slack"]),
        Assumption("d2 >~ log d", "d2 >= 10 log d", lambda q: q["d2_slack"]),
        Assumption("r_Theta >~ log d", "r_Theta = d^{1/4}/10 >= 10 log d", lambda q: q["r_slack"]),
        Assumption("Assumption 5", "a chi with 1 <= chi <= sqrt(log k) exists (L457), i.e. k >= 3",
                   lambda q: q["chi_slack"]),
    ),
    expect="holds",
    evidence="Holds inside Assumption 5 (k >= 3), checked on the envelope k^{3/2} E[||mu||^2 | E^c] over every Theta "
             "(exact binomial tails): e.g. k = 3, d2 = 1e3, d = 1e16, delta = 1/d: 218/d2 against the printed "
             "591/d2. The earlier crossing was at k = 1 (J = M_mu = 1: delta E[mu^2 | |mu| > t] > delta t^2), "
             "outside Assumption 5 (L457: 1 <= chi <= sqrt(log k) is empty for k < e); auditor A refuted it "
             "(/work/coord/r13/audit/A_chenli.md, entry chenli.display.lemma5.16-ec-term-vw). The premise '||mu|| <= "
             "sqrt(k log(k/delta)/d2)' is false on E^c, but the k^{3/2} slack of ||J M||_op covers the overshoot.",
    mutants={"k^{3/2} log(k/delta)/d2 (one k short)": B.l1178_mutant_one_k_short,
             "k^{5/2}/d2 (no log(k/delta))": B.l1178_mutant_no_log},
    auto_mutant=False,
    notes="Exact (scipy's binomial pmf over the tail, 80 standard deviations). The measure is an upper envelope over "
          "Theta (||J M_mu||_op <= k^{3/2}), so 'holds' covers every Theta; the envelope is ~k^{3/2} (log(k/delta) + "
          "k + 1)/d2, below the printed k^{5/2} log(k/delta)/d2 by ~k (hence no 10% auto mutant: not sharp). "
          "k >= 3 (Assumption 5, as in r7_chenliH and r12_chenliA).",
    domain=(Param("k", 3, INF, integer=True, key="k", text="k tokens (Assumption 5: k >= 3)",
                  unreached="k <= 100 (the envelope's ratio to the printed bound falls like 1/k)"),
            Param("d2", 1, INF, integer=True, key="d2", text="d2 = ||v||_1 >~ log d",
                  unreached="d2 in [1e3, 1e6]: c <= sqrt(d2)/2 needs d2 >= 4 log(k/delta) ~ 740 at d = 1e20, p = 4"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="delta", text="delta = 1/poly(d)",
                  unreached="delta = d^{-p}, p in [1, 4], d in [1e16, 1e20] (c <= sqrt(r_Theta)/2 with (8))")),
    settings={"ci": {"max_examples": 25, "budget_s": 3.0}},
)
CLAIMS.append(L1178)


# -------------------- (46), Lemma 5.14's proof (L1044): ||Theta||_F printed outside the probability's bracket


@st.composite
def _l1044_instances(draw: st.DrawFn) -> dict:
    """d2 even in [100, 1e4] (log-uniform), d3 = 2, d = 10^e with e in [13, 16], ||Theta||_F = F in [1e3, 1e8]
    (Assumption 6: F >= 10 log(kd) ~ 375), s in [1e-4, 10] (log-uniform; '(46) for s > 0'); mu = 0, mu' = 1, nu = nu' = 0
    (multiples of 1/d2, 1/d3)."""
    d2 = 2 * int(round(draw(with_edges(log_uniform(50.0, 5e3), 50.0, 5e3))))
    return {"d2": d2, "log10_d": float(draw(with_edges(st.floats(13.0, 16.0), 13.0, 16.0))),
            "F": float(draw(with_edges(log_uniform(1e3, 1e8), 1e3, 1e8))),
            "s": float(draw(with_edges(log_uniform(1e-4, 10.0), 1e-4, 10.0))),
            "chyp": float(draw(with_edges(log_uniform(10.0, 25.0), 10.0)))}


def l1044_parts(inst: dict) -> dict:
    """Theta = g R on S_[1] x S_[1] (R = diag([[0, 1], [-1, 0]], ...), d1 even) plus (g/d2) J on S_[2] x S_[2], g = F/
    sqrt(d1 + 1): every singular value is g (stable rank d1 + 1), columns and rows of norm g or g/sqrt(d2), Tr Theta =
    g. Under the coupling (mu = 0 <= mu' = 1, nu = nu'): |T_[2]| = d2/2, |U_[2]| = d2/2, 1'_[2] = 0, U_[3] = {} for
    every draw, so A = (1_T - 1')^T Theta 1_U = (g/d2) |T_[2]| |U_[2]| = g d2/4 deterministically. v = 2 sqrt(d/d1)
    (Assumption 4, the Pi_S^perp part included: ||(Theta Pi_S^perp)_{:i}|| <= 2g, ||Theta Pi_S^perp||_F^2 >= F^2 -
    g^2). lhs = P[A > tau] ||Theta||_F (tau = s v (d2 + d3)^{3/2}/sqrt d, as printed) and the reading's P[A > tau
    ||Theta||_F]."""
    d2, d3 = int(inst["d2"]), 2
    d = 10.0 ** float(inst["log10_d"])
    d1 = d - d2 - d3
    F, s = float(inst["F"]), float(inst["s"])
    g = F / math.sqrt(d1 + 1)
    A = g * d2 / 4.0
    v = 2.0 * math.sqrt(d / d1)
    tau = s * v * (d2 + d3) ** 1.5 / math.sqrt(d)
    C = float(inst.get("chyp", K_SCALE))  # round 29 (hhC): the '<<' constant of (8), Assumption 4 and 6
    r = d**0.25 / C
    p_lit = 1.0 if A > tau else 0.0
    p_read = 1.0 if A > tau * F else 0.0
    return {"lhs": p_lit * F, "reading": p_read, "q": {"s": s, "F": F, "d2": d2, "d": d},
            "terms": {"A = g d2/4": A, "tau (printed, no ||Theta||_F)": tau, "P[A > tau]": p_lit,
                      "P[A > tau ||Theta||_F] (reading)": p_read, "v": v,
                      "ups_slack": math.sqrt(d) / (C * r * r) - v, "rank_slack": d1 + 1 - r,
                      "F_slack": F - C * math.log(3 * d), "C (the '<<' constant)": C}}


_l1044_measure = _parts_measure(l1044_parts)


def _l1044_reading_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1044_parts(inst)
    return Measurement(p["reading"], p["q"], {**p["terms"], "as printed": p["lhs"]})


L1044 = Claim(
    id="chenli.display.eq46",
    catalog_id="chenli.lemma5.14",
    paper=PAPER,
    source=f"Proof of Lemma 5.14, Eq. (46), Section 5.3, {SEED_FILE} L1044 (the display after the Markov bound on "
           "||Theta 1_U||; T, 1', U the coupling's sets of Lemma 5.13's proof)",
    statement="P[(1_T - 1')^T Theta 1_U > s v (d2 + d3)^{3/2}/sqrt(d)] ||Theta||_F <~ 1/s^2 (46), as printed: "
              "||Theta||_F multiplies the probability, the threshold has none. Checked as a uniform shape: lhs = "
              "P[...] ||Theta||_F against C/s^2, one C over the domain.",
    statement_tex=r"$$\mathbb{P}\left[\left(\mathbb{1}_T - \mathbb{1}'\right)^\top \boldsymbol{\Theta} \mathbb{1}_U > "
                  r"\frac{sv(d_2+d_3)^{3/2}}{\sqrt{d}}\right] \|\boldsymbol{\Theta}\|_F \lesssim 1/s^2. \quad (46)$$",
    kind="probabilistic", comparison="<=", bound=B.l1044_shape, measure=_l1044_measure,
    strategy=_l1044_instances(),
    constants="hidden", uniform=True, eventually=("chyp",),
    assumptions=(
        Assumption("Assumption 4", "v = 2 sqrt(d/d1) <= sqrt(d)/(C r_Theta^2), r_Theta = d^{1/4}/C ((8); the '<<' "
                   "constant C drawn in [10, 25], grown along the F path)", lambda q: q["ups_slack"]),
        Assumption("Assumption 3", "stable rank d1 + 1 >= r_Theta (and >= d1 for Theta Pi_S^perp: its singular values "
                   "are <= g and its ||.||_F^2 >= F^2 - g^2)", lambda q: q["rank_slack"]),
        Assumption("Assumption 6", "||Theta||_F >= C log(kd) (the same C), k = 3 (Assumption 5 needs k >= 3)",
                   lambda q: q["F_slack"]),
    ),
    readings=(Reading("||Theta||_F inside", "the threshold read as s v (d2 + d3)^{3/2} ||Theta||_F/sqrt(d) (as L1040 "
                      "and Lemma 5.14 write it): P[A > tau ||Theta||_F] <~ 1/s^2",
                      measure=_l1044_reading_measure),),
    directions=(
        Direction("||Theta||_F -> inf (s = 1, d2 = 100; the '<<' constant C = 10 log10(F)/3 grown along, 10 at F = "
                  "1e3, 26.7 at 1e8)", "F", INF, how="path",
                  move=lambda inst, t: {**inst, "F": float(t), "s": 1.0, "d2": 100,
                                        "chyp": max(10.0, 10.0 * math.log10(float(t)) / 3.0)},
                  points=(1e3, 1e4, 1e5, 1e6, 1e7, 1e8), grows=("F", "chyp"),
                  reason="A = g d2/4 grows with F while the printed threshold has no ||Theta||_F: P = 1 and lhs = F"),
        Direction("s -> 0 (the '<<' constant C = 10 (1 + log10(1/s)/4) grown along)", "s", 0.0, how="path",
                  move=lambda inst, t: {**inst, "s": float(t), "chyp": max(float(inst.get("chyp", 10.0)),
                                                                         10.0 * (1.0 - math.log10(float(t)) / 4.0))},
                  points=(1e-2, 3e-3, 1e-3, 3e-4, 1e-4), grows=("chyp",),
                  reason="the bound 1/s^2 grows; under the reading the event becomes sure once 8 s sqrt(d2 + 2)^3/d2 "
                         "< 1 (P = 1 <= C/s^2)"),
        Direction("s -> inf", "s", INF, how="search", reason="s in [1e-4, 10] (log-uniform)"),
        Direction("d2, d", "d2", INF, how="search", reason="d2 in [100, 1e4], d in [1e13, 1e16]"),
    ),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round13/chenli.md, auditor A): confirmed as printed. As printed ||Theta||_F stands outside the probability and the threshold s v (d2 + d3)^{3/2}/sqrt(d) has "
             "none, so the display is not scale-invariant in Theta: for Theta = g R on S_[1] (a rotation, d1 even) + "
             "(g/d2) J on S_[2] x S_[2], g = ||Theta||_F/sqrt(d1 + 1), the coupling with mu = 0, mu' = 1, nu = nu' "
             "gives (1_T - 1')^T Theta 1_U = g d2/4 for every draw, which exceeds the threshold once ||Theta||_F > "
             "8 s sqrt(d2 + 2)^3/d2 (~ 8 s sqrt(d2)); then P = 1 and the left side is ||Theta||_F: at s = 1, d2 = 100, "
             "d = 1e13 it is 1e3 .. 1e8 along ||Theta||_F = 1e3 .. 1e8 against C/s^2 = C: no constant serves. Inside "
             "the hypotheses: every singular value is g (stable rank d1 + 1 >= r_Theta = d^{1/4}/10, Assumption 3), "
             "columns and rows of norm <= g, v = 2 sqrt(d/d1) ~ 2 <= sqrt(d)/(10 r^2) = 10 (Assumption 4 incl. the "
             "Pi_S^perp part), |Tr Theta| = g <= ||Theta||_F (Assumption 5), ||Theta||_F >= 10 log(kd) (Assumption "
             "6), mu, mu' multiples of 1/d2 in [-1, 1] (Lemma 5.14). A misplaced bracket: under the reading "
             "'||Theta||_F inside' (L1040 and the lemma put it there) the event needs 8 s sqrt(d2 + 2)^3/d2 < 1, "
             "and Cauchy-Schwarz (||1_T - 1'|| <= sqrt(d2 + d3), ||Theta 1_U|| <= (d2 + d3) v ||Theta||_F/sqrt(d)) "
             "makes the probability 0 for s >= 1: the reading holds." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: Assumption 4's upsilon << sqrt(d)/r^2, (8) r_Theta << d^{1/4}, Assumption 6 (factors "
             "10). Outcome (a), the path re-encoded with the constant drawn and grown along it: until round 28"
             " the F path kept r_Theta = d^{1/4}/10 and Assumption 6 at the factor 10. Now one constant C of "
             "the three '<<' is drawn in [10, 25] (eventually=('chyp',)): r_Theta = d^{1/4}/C, upsilon = 2 <= "
             "sqrt(d)/(C r^2) = C, F >= C log(kd), and both paths grow C (the F path C = 10 log10(F)/3, 26.7 "
             "at F = 1e8; the s path C = 10 (1 + log10(1/s)/4)): violated as printed, lhs = F = 1e3 -> 1e8 "
             "unchanged. The family's ratio is free of d and C (threshold 2 s (d2 + d3)^{3/2}/sqrt(d1) against"
             " g d2/4, g = F/sqrt(d1 + 1)).",
    second_path="tests/test_chenli_r13_chenliA.py::test_l1044_second_path",
    no_correction_reason="the reading '||Theta||_F inside the bracket' is the correction; it is checked as the reading",
    mutants={"s (wrong along s -> 0)": B.l1044_mutant_s},
    notes="Deterministic closed form (the coupling's set sizes are fixed by mu, mu'); the second path draws the "
          "coupling and evaluates the bilinear form at a small size.",
    settings={"ci": {"max_examples": 25, "budget_s": 2.0}},
    domain=(Param("s", 0.0, INF, lo_closed=False, key="s", text="s > 0", unreached="s in [1e-4, 10]"),
            Param("F", 0.0, INF, lo_closed=False, key="F", text="||Theta||_F >> log(kd)",
                  unreached="F in [1e3, 1e8] (Assumption 6's upper end (kd)^{O(m)} is far above)"),
            Param("d2", 1, INF, integer=True, key="d2", text="d2", unreached="d2 in [100, 1e4], even"),
            Param("d", 1, INF, key="d", text="d", unreached="d in [1e13, 1e16] ((8) and Assumption 4 with r = "
                                                                 "d^{1/4}/C)"),
            Param("C", 0.0, INF, lo_closed=False, key="chyp",
                  text="the unspecified constant of (8)'s and Assumption 4's '<<' and Assumption 6's '<<'",
                  unreached="C in [10, 25] drawn (F >= C log(3d) at F = 1e3, d = 1e16), grown to 26.7 along the F "
                            "path (round 29); the family needs only C >= 2 for Assumption 4 (upsilon = 2 <= "
                            "sqrt(d)/(C r^2) = C)")),
)
CLAIMS.append(L1044)


# ------------------------------------------------- (45), Lemma 5.14's proof (L1034): Markov after (44)


@st.composite
def _l1034_instances(draw: st.DrawFn) -> dict:
    """d2 in [10, 1e4] (log-uniform), d3 = 2, d = 10^e with e in [13, 16], t in [0.05, 50] (log-uniform); mu = -1,
    mu' = 1 (U_[2] = S_[2]), nu = nu'."""
    return {"d2": int(round(draw(with_edges(log_uniform(10.0, 1e4), 10.0, 1e4)))),
            "log10_d": float(draw(with_edges(st.floats(13.0, 16.0), 13.0, 16.0))),
            "t": float(draw(with_edges(log_uniform(0.05, 50.0), 0.05, 50.0)))}


def l1034_parts(inst: dict) -> dict:
    """Theta = g R on S_[1] x S_[1] (a rotation) plus g' 1_[1] 1_[2]^T (rows S_[1], columns S_[2]), g'^2 = 1, g^2 =
    rho g'^2 with rho = d/10; U_[2] = S_[2] (mu = -1, mu' = 1), U_[3] = {}: y_[0]^T Theta 1_U = g' d2 sum_{S_[1]} y_i,
    a Rademacher sum of d1 terms. v = 2 g' sqrt(d1 d)/sqrt(F^2 - op^2) (Assumption 4 incl. Pi_S^perp: columns <=
    g' sqrt(d1), rows sqrt(g^2 + d2 g'^2) <= g' sqrt(d1), ||Theta Pi_S^perp||_F^2 >= F^2 - op^2, op <= g + g' sqrt(d1
    d2)). The event is |2A - d1| > 2 t kappa sqrt(d1), kappa = F/sqrt(F^2 - op^2), A ~ Bin(d1, 1/2) (scipy, exact up
    to rounding). lhs = t^2 P (the uniform check of <~ 1/t^2)."""
    d2, d3 = int(inst["d2"]), 2
    d = 10.0 ** float(inst["log10_d"])
    d1 = int(round(d)) - d2 - d3
    t = float(inst["t"])
    rho = d / 10.0
    gp, g = 1.0, math.sqrt(rho)
    F2 = d1 * g * g + d1 * d2 * gp * gp
    op = g + gp * math.sqrt(d1 * d2)
    kappa = math.sqrt(F2 / (F2 - op * op))
    P = _binom_two_sided_tail(d1, 2 * t * kappa * math.sqrt(d1))
    r = d**0.25 / K_SCALE
    v = 2 * gp * math.sqrt(d1 * d) / math.sqrt(F2 - op * op)
    return {"lhs": t * t * P, "q": {"t": t, "d2": float(d2), "d": d},
            "terms": {"P": P, "kappa": kappa, "v": v, "ups_slack": math.sqrt(d) / (K_SCALE * r * r) - v,
                      "v_ge_1": v - 1.0, "rank_slack": (F2 - op * op) / (op * op) - r}}


_l1034_measure = _parts_measure(l1034_parts)


L1034 = Claim(
    id="chenli.display.eq45",
    catalog_id="chenli.lemma5.14",
    paper=PAPER,
    source=f"Proof of Lemma 5.14, Eq. (45), Section 5.3, {SEED_FILE} L1034 (by Markov from (44))",
    statement="For any t > 0, P[|y_[0]^T Theta (1_U2 + 1_U3)| > t v (d2 + d3) ||Theta||_F/sqrt(d)] <~ 1/t^2 (45). "
              "Checked as a uniform shape: t^2 P <~ 1 over the domain.",
    statement_tex=r"$$\mathbb{P}\left[\|y_{[0]} \mathbf{T} \Theta (\mathbb{1}_{U_{[2]}} + \mathbb{1}_{U_{[3]}})\| > "
                  r"\frac{tv(d_2 + d_3)}{\sqrt{d}} \|\Theta\|_F\right] \lesssim 1/t^2. \quad (45)$$",
    kind="probabilistic", comparison="<=", bound=B.l1034_shape, measure=_l1034_measure,
    strategy=_l1034_instances(),
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("Assumption 4", "1 <= v <= sqrt(d)/(10 r_Theta^2), r_Theta = d^{1/4}/10 ((8), factor 10)",
                   lambda q: min(q["ups_slack"], q["v_ge_1"])),
        Assumption("Assumption 3", "stable rank of Theta and Theta Pi_S^perp >= (F^2 - op^2)/op^2 >= r_Theta",
                   lambda q: q["rank_slack"]),
    ),
    directions=(
        Direction("t -> inf", "t", INF, how="path", move=lambda inst, t: {**inst, "t": float(t)},
                  points=(0.5, 1.0, 3.0, 10.0, 30.0), reason="the Gaussian tail beats 1/t^2"),
        Direction("t -> 0", "t", 0.0, how="path", move=lambda inst, t: {**inst, "t": float(t)},
                  points=(0.3, 0.1, 0.03, 0.01), reason="P <= 1, t^2 P -> 0"),
        Direction("d2 -> inf (t = 1)", "d2", INF, how="path",
                  move=lambda inst, t: {**inst, "d2": int(round(t)), "t": 1.0}, points=(10.0, 100.0, 1e3, 1e4),
                  reason="the family is tight for (44) at every d2 (variance v^2 d2^2 F^2/(4 kappa^2 d)): t^2 P stays "
                         "~ t^2 P[|Z| > 2t]"),
        Direction("d", "d", INF, how="search", reason="d in [1e13, 1e16]"),
    ),
    expect="holds",
    evidence="No counterexample: (44) holds (chenli.eq44) and Chebyshev gives P <= 1/t^2 with constant 1; on this "
             "family (tight for (44) up to v's factor 2) t^2 P = t^2 P[|Z| > 2 t kappa] <= max_t t^2 P[|Z| > 2t] "
             "~ 0.083 (at t ~ 0.6).",
    mutants={"1/(t^2 d2) (wrong along d2)": B.l1034_mutant_over_d2},
    notes="Exact binomial tails (scipy; d1 ~ d up to 1e16). The family: a rotation on S_[1] carries the stable rank, "
          "an S_[1] x S_[2] block the (44)-tight part.",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
    domain=(Param("t", 0.0, INF, lo_closed=False, key="t", text="t > 0", unreached="t in [0.05, 50] drawn, 0.01 .. "
                                                                                   "30 on paths"),
            Param("d2", 1, INF, integer=True, key="d2", text="d2", unreached="d2 in [10, 1e4]"),
            Param("d", 1, INF, key="d", text="d", unreached="d in [1e13, 1e16] ((8), Assumption 4)")),
)
CLAIMS.append(L1034)


# ----------------------------------- L1040 (Lemma 5.14's proof): Markov on ||Theta 1_U||, the family of (45)


def l1040_parts(inst: dict) -> dict:
    """The family of l1034_parts (t read as s): Theta 1_U = g' d2 1_[1] (U = S_[2]), ||Theta 1_U|| = g' d2 sqrt(d1)
    deterministically; the event ||Theta 1_U|| > s v (d2 + d3) ||Theta||_F/sqrt(d) is 1 > 2 s kappa (d2 + 2)/d2.
    lhs = s^2 P."""
    base = l1034_parts(inst)
    d2, s, kappa = int(inst["d2"]), float(inst["t"]), base["terms"]["kappa"]
    P = 1.0 if 1.0 > 2 * s * kappa * (d2 + 2) / d2 else 0.0
    return {"lhs": s * s * P, "q": base["q"], "terms": {**base["terms"], "P": P}}


_l1040_measure = _parts_measure(l1040_parts)


L1040 = Claim(
    id="chenli.display.lemma5.14-markov-theta1u",
    catalog_id="chenli.lemma5.14",
    paper=PAPER,
    source=f"Proof of Lemma 5.14, Section 5.3, {SEED_FILE} L1040 (Markov from E||Theta 1_U||^2 <= v^2 (d2 + d3)^2 "
           "||Theta||_F^2/d)",
    statement="For s > 0, P[||Theta 1_U|| > s v (d2 + d3) ||Theta||_F/sqrt(d)] <~ 1/s^2. Checked as a uniform shape: "
              "s^2 P <~ 1 (s drawn as the instance's t).",
    statement_tex=r"$$\mathbb{P}[\|\boldsymbol{\Theta}\mathbb{1}_U\| > \frac{sv(d_2+d_3)}{\sqrt{d}} "
                  r"\|\boldsymbol{\Theta}\|_F] \lesssim 1/s^2.$$",
    kind="probabilistic", comparison="<=", bound=B.l1034_shape, measure=_l1040_measure,
    strategy=_l1034_instances(),
    constants="hidden", uniform=True,
    assumptions=L1034.assumptions,
    directions=(
        Direction("s -> 0", "t", 0.0, how="path", move=lambda inst, t: {**inst, "t": float(t)},
                  points=(0.3, 0.1, 0.03, 0.01), reason="P <= 1, s^2 P -> 0"),
        Direction("s -> inf", "t", INF, how="search",
                  reason="||Theta 1_U|| <= |U| max_i ||Theta_{:,i}|| <= (d2 + d3) v ||Theta||_F/sqrt(d): P = 0 for s "
                         ">= 1"),
        Direction("d2 -> inf (s = 0.3)", "d2", INF, how="path",
                  move=lambda inst, t: {**inst, "d2": int(round(t)), "t": 0.3}, points=(10.0, 100.0, 1e3, 1e4),
                  reason="the event is sure for s < d2/(2 kappa (d2 + 2)): s^2 P = s^2 at every d2"),
        Direction("d", "d", INF, how="search", reason="d in [1e13, 1e16]"),
    ),
    expect="holds",
    evidence="No counterexample: ||Theta 1_U|| <= (d2 + d3) v ||Theta||_F/sqrt(d) deterministically (Assumption 4's "
              "columns), so P = 0 for s >= 1 and s^2 P <= 1 always; on this family s^2 P <= 1/4 (the event needs "
              "2 s kappa (d2 + 2)/d2 < 1).",
    mutants={"1/(s^2 d2) (wrong along d2)": B.l1034_mutant_over_d2},
    notes="Closed form (the family of chenli.display.eq45, its t read as s).",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
    domain=L1034.domain,
)
CLAIMS.append(L1040)
