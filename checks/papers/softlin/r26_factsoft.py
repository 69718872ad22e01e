"""Round 26 (softlin, helper factsoft): the proofs of Lemma F.4 Part 1 (L2108) and Lemma E.3 Part 1 (L1852): the
first '>=' of each probability chain.

L2104-L2108: 'There are two large coordinates, both of them multiplying with a positive sign, the chance of that is
probability 1/4. Thus, Pr[<c_exp(A, x)_{j0}, sigma> >= 1/2 + 1/2 - 0.1] >= 1/4 - delta/poly(n) >= 1/10.'
``softlin.display.lemmaF.4-l2108`` checks the last '>=' (between explicit numbers) and ``softlin.lemmaF.4`` the
lemma's Pr >= 1/10; the first '>=' (the probability against 1/4 - delta/poly(n)) had no check.
``softlin.display.lemmaF.4-l2108-prob`` computes the probability exactly (the row j2 of C = f_exp A3 V for Def F.1
data, X = V = I, in closed form; the signs of the two special coordinates enumerated, the d - 2 equal ones by their
binomial law: ``thmcheck.models.softlin``) against 1/4 - delta/n^k (poly(n) read as n^k, k >= 1, as the r8 claims).
``softlin.display.lemmaE.3-l1852-prob`` is the same first '>=' of L1852 (Pr >= 1/8 - delta/poly(n)) on Section E's
row j3 (X = I, b^2 + c^2 = 1), which holds: the probability is >= 1/8 deterministically (three positive signs).
"""

from __future__ import annotations

import math
from dataclasses import replace

from hypothesis import strategies as st

from thmcheck.bounds.softlin_r26_factsoft import (
    l1852_middle,
    l1852_mutant,
    l2108_middle,
    l2108_tenth,
    l2108_tenth_mutant,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import PAPER, SEED_FILE
from thmcheck.checks.papers.softlin._entrywise import _B2C2, _self_domain
from thmcheck.checks.papers.softlin._families import _n_large
from thmcheck.checks.strategies import log_uniform, with_edges
from thmcheck.models import softlin as M

CLAIMS: list[Claim] = []


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    """Def F.1 data (n = (d - 1) t, a1 > 1) inside Lemma F.4's t sqrt(d) = o(n^{0.99}) read at finite n as
    t sqrt(d) <= n^{0.99}; delta in (0, 0.1), poly(n) = n^k, k in [1, 10]. Atoms: the catalog's worst row (n = 65,
    d = 6, a1 = 1.00016: exact probability 11/64)."""
    if draw(st.integers(0, 3)) == 0:
        d, t, a = 6, 13, 1.00016
    else:
        d = draw(with_edges(st.integers(3, 10**4), 3, 6, 11, 101))
        e = 0.99  # t sqrt(d) <= ((d - 1) t)^e iff t <= t_max (d >= 3; d = 2 never meets it)
        lt_max = (e * math.log(max(d - 1, 1)) - 0.5 * math.log(d)) / (1.0 - e)
        t = draw(st.one_of(st.just(1), st.integers(1, max(1, int(math.exp(max(0.0, min(lt_max, 11.5))))))))
        a = draw(with_edges(log_uniform(1.0, 100.0), 1.0001, 1.00016, 1.0003, 3.0, 100.0).filter(lambda x: x > 1.0))
    k = draw(st.one_of(st.just(1.0), st.floats(1.0, 10.0)))
    delta = draw(st.one_of(st.just(0.0999999), st.just(1e-300), st.floats(0.0, 0.1, exclude_min=True,
                                                                           exclude_max=True)))
    return {"d": d, "t": t, "n": (d - 1) * t, "a": a, "k": k, "delta": delta}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Pr_sigma[<c_exp(A, x)_{j2}, sigma> >= 0.9] exactly (row j2: the special row of A1, printed 'j0 = j3'; the
    lemma's own claim softlin.lemmaF.4 reads it so), against 1/4 - delta/n^k."""
    n, d, t, a = int(inst["n"]), int(inst["d"]), int(inst["t"]), float(inst["a"])
    row, _ = M.rows_cross(n, d, a, "exp")
    p = math.exp(M.fire_logprob(row, [0, 1], 0.9, strict=False))
    q = {"n": n, "k": float(inst["k"]), "delta": float(inst["delta"])}
    return Measurement(p, q, {**q, "d": d, "t": t, "a1": a, "1/4 - Pr": 0.25 - p,
                              "t sqrt(d) <= n^0.99 slack": 0.99 * math.log(n) - math.log(t) - 0.5 * math.log(d)
                              if n > 1 else -1.0})


_DOMAIN = (
    Param("d", 2, INF, integer=True, far=1e4, text="d >= 2 (n = (d - 1) t, Def F.1)",
          unreached="3 <= d <= 1e4: at d = 2, t sqrt(2) > t^{0.99} = n^{0.99} for every t (outside the hypothesis)"),
    Param("t", 1, INF, integer=True, text="t >= 1 (Def F.1), t sqrt(d) <= n^{0.99} (Lemma F.4 at finite n)",
          unreached="t <= 1e5 (the hypothesis caps t at fixed d)"),
    Param("a1", 1.0, INF, lo_closed=False, key="a", far=100.0, text="a1 > 1 (Def F.1)",
          unreached="a1 <= 100 (the spike weight saturates: f_exp(j2, j3) -> 1)"),
    Param("k", 1.0, INF, key="k", text="poly(n) read as n^k, k >= 1", unreached="k <= 10"),
    Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False, key="delta",
          text="delta in (0, 0.1) (the lemma leaves it free)",
          unreached="delta >= 1e-300; the middle member only grows as delta -> 0"),
)

L2108_PROB = Claim(
    id="softlin.display.lemmaF.4-l2108-prob",
    catalog_id="softlin.lemmaF.4",
    paper=PAPER,
    kind="step",
    domain=_DOMAIN,
    source=f"Proof of Lemma F.4 Part 1, App. F: L2100-L2108 (Lemma F.4: L2086-L2094; Def F.1: L1913), {SEED_FILE}",
    statement="'There are two large coordinates, both of them multiplying with a positive sign, the chance of that "
              "is probability 1/4. Thus, Pr[<c_exp(A, x)_{j0}, sigma> >= 1/2 + 1/2 - 0.1] >= 1/4 - delta/poly(n)' "
              "(L2104-L2108, the first '>='), A from D1 (Def F.1), X = V = I, t sqrt(d) = o(n^{0.99}) read at finite "
              "n as t sqrt(d) <= n^{0.99}, j0 the special row j2 (printed 'j0 = j3'), sigma uniform on {-1, +1}^d, "
              "poly(n) = n^k (k >= 1), delta in (0, 0.1).",
    comparison=">=",
    bound=l2108_middle,
    measure=_measure,
    strategy=_inst(),
    assumptions=(Assumption("t sqrt(d) = o(n^{0.99})", "Lemma F.4's hypothesis at finite n as t sqrt(d) <= n^{0.99} "
                            "(weaker than the o(): the domain only grows)",
                            lambda q: q["t sqrt(d) <= n^0.99 slack"]),),
    expect="erratum as printed",
    readings=(Reading("n large enough", "the o() hypothesis read asymptotically: n >= N(delta, k, a1, d(.)) (N "
                      "unspecified: granted, so a crossing is at most conditional); along d = omega(n^{0.02}) the "
                      "other d - 2 coordinates' sum concentrates and the probability tends to 1/4",
                      assumptions=(Assumption("t sqrt(d) = o(n^{0.99})", "as the claim",
                                              lambda q: q["t sqrt(d) <= n^0.99 slack"]), _n_large())),),
    evidence="The probability is 1/4 times Pr[the other d - 2 signed coordinates do not pull the sum below 0.9], "
             "which is < 1 at every finite instance where those coordinates carry mass: the deficit 1/4 - Pr does "
             "not depend on delta, so the printed 1/4 - delta/n^k fails as delta -> 0 (and already at delta = "
             "0.0999999 for small n). Catalog row: n = 65, d = 6, t = 13, a1 = 1.00016 (t sqrt(d) = 31.8 <= "
             "65^{0.99} = 62.5): Pr = 11/64 = 0.171875 exactly (64 sign patterns), against 1/4 - delta/65^k >= 1/4 "
             "- 0.1/65 = 0.2485. Larger rows: d = 11, t = 20, a1 = 1.0001: 0.2275; d = 101, t = 10: 0.24668; d = "
             "1001, t = 5, a1 = 1.0003: 1/4 - 1.2e-11 (fails for delta/n^k < 1.2e-11). The lemma's conclusion Pr >= "
             "1/10 stands (softlin.lemmaF.4: smallest 0.17); the step's 1/4 holds only asymptotically (reading "
             "'n large enough'). Audited (round 26, docs/audits/round26/softlin.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path="tests/test_softlin_r26_factsoft.py::test_l2108_catalog_row_by_enumeration",
    corrected=l2108_tenth,
    corrected_text="Pr[<c_exp(A, x)_{j2}, sigma> >= 0.9] >= 1/10 (Lemma F.4 Part 1's own constant, the chain's last "
                   "member; softlin.lemmaF.4).",
    mutants={"0.18 in place of 1/10 (above the exact 11/64)": l2108_tenth_mutant},
    auto_mutant=False,
    notes="Exact probability from the closed-form row (thmcheck.models.softlin.rows_cross, fire_logprob, as "
          "softlin.lemmaF.4); tests/test_softlin_r26_factsoft.py rebuilds the catalog row from Def F.1 with its "
          "own softmax and enumerates the 2^6 sign patterns.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)

L2108_PROB.evidence += (
    " Rescue under granted N(delta, k, a1, d(.)) (round 28, rescue2): the reading's only crossing runs along delta -> 0 "
    "at fixed n, where n >= N(delta) fails for every N that grows as delta -> 0; at fixed delta and k the deficit "
    "1/4 - Pr decays like exp(-Theta(d)) along d = omega(n^{0.02}) (0.0225 at d = 11, 0.0033 at d = 101, 1.2e-11 at "
    "d = 1001), faster than delta/n^k, so an N(delta, k) with deficit <= delta/n^k exists: the granted constant is "
    "what the reading needs (verdict unchanged).")
CLAIMS += [L2108_PROB]


# ============================================================ L1852 (Lemma E.3 Part 1's proof): the first '>='


@st.composite
def _e_inst(draw: st.DrawFn) -> dict:
    """Section E's D1 (Def D.1 with X = I, a1 >= 1, b in (0, 0.2), c = sqrt(1 - b^2)), n = (d - 2) t inside Lemma E.3's
    t sqrt(d) = o(n^{1 - b^2 - 0.01}) read at finite n as t sqrt(d) <= n^{1 - b^2 - 0.01}; delta, k as for L2108."""
    d = draw(with_edges(st.integers(5, 10**4), 5, 8, 22))  # d = 3, 4: t sqrt(d) > n^e for every t
    b = draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 1e-3, 0.199))
    e = 1.0 - b * b - 0.01
    lt_max = (e * math.log(d - 2) - 0.5 * math.log(d)) / (1.0 - e)
    t = draw(st.one_of(st.just(1), st.integers(1, max(1, int(math.exp(max(0.0, min(lt_max, 11.5))))))))
    a = draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0))
    k = draw(st.one_of(st.just(1.0), st.floats(1.0, 10.0)))
    delta = draw(st.one_of(st.just(0.0999999), st.just(1e-300), st.floats(0.0, 0.1, exclude_min=True,
                                                                           exclude_max=True)))
    return {"d": d, "t": t, "n": (d - 2) * t, "a": a, "b": b, "c": math.sqrt(1.0 - b * b), "k": k, "delta": delta}


def _e_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Pr_sigma[<c_exp(A, x)_{j3}, sigma> >= (c + 0.1) sqrt(log n)] exactly (Section E's row j3, as softlin.lemmaE.3),
    against 1/8 - delta/n^k."""
    n, d, t, a, b, c = int(inst["n"]), int(inst["d"]), int(inst["t"]), float(inst["a"]), float(inst["b"]), float(
        inst["c"])
    row = M.row_j3_self_xi(n, d, a, b, c)
    p = math.exp(M.fire_logprob(row, [0, 1, d - 1], (c + 0.1) * math.sqrt(math.log(n)), strict=False)) if n > 1 \
        else 0.0
    q = {"n": n, "k": float(inst["k"]), "delta": float(inst["delta"])}
    e = 1.0 - b * b - 0.01
    return Measurement(p, q, {**q, "d": d, "t": t, "a1": a, "b": b, "c": c, "1/8 - Pr": 0.125 - p, "b2c2": b * b + c * c,
                              "t sqrt(d) <= n^e slack": e * math.log(n) - math.log(t) - 0.5 * math.log(d)
                              if n > 1 else -1.0})


L1852_PROB = Claim(
    id="softlin.display.lemmaE.3-l1852-prob",
    catalog_id="softlin.lemmaE.3",
    paper=PAPER,
    kind="step",
    domain=(*[replace(q, unreached="5 <= d <= 1e4: at d = 3, 4, t sqrt(d) > ((d - 2) t)^{1-b^2-0.01} for every t "
                                 "(outside the hypothesis)") if q.name == "d" else q for q in _self_domain("E_closed")],
            Param("k", 1.0, INF, key="k", text="poly(n) read as n^k, k >= 1", unreached="k <= 10"),
            Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False, key="delta",
                  text="delta in (0, 0.1) (the lemma leaves it free)",
                  unreached="delta >= 1e-300; the middle member only grows as delta -> 0")),
    source=f"Proof of Lemma E.3 Part 1, App. E.1.3: L1846-L1852 (Lemma E.3: L1809-L1820), {SEED_FILE}",
    statement="'Since the probability that sigma_{i0} = 1 for all three cases is 1/8. Hence, combining above two "
              "events, Pr[<c_exp(A, x)_{j0}, sigma> >= (c + 0.1) sqrt(log n)] >= 1/8 - delta/poly(n)' (L1848-L1852, "
              "the first '>='), Section E's D1 (X = I, a1 >= 1, b in (0, 0.2), b^2 + c^2 = 1), row j3, t sqrt(d) "
              "= o(n^{1-b^2-0.01}) read at finite n as t sqrt(d) <= n^{1-b^2-0.01}, poly(n) = n^k (k >= 1), delta "
              "in (0, 0.1).",
    comparison=">=",
    bound=l1852_middle,
    measure=_e_measure,
    strategy=_e_inst(),
    assumptions=(_B2C2,
                 Assumption("t sqrt(d) = o(n^{1-b^2-0.01})", "Lemma E.3's hypothesis at finite n as t sqrt(d) <= "
                            "n^{1-b^2-0.01} (weaker than the o(): the domain only grows)",
                            lambda q: q["t sqrt(d) <= n^e slack"])),
    expect="holds",
    evidence="Holds: the three special coordinates of row j3 (columns 1, the Type-II column, d) each exceed the "
             "threshold's share, so all three positive signs (probability 1/8) already give the event whatever the "
             "other signs (softlin.lemmaE.3: '>= 1/8 deterministically'); the search's smallest exact probability "
             "is 1/4 (e.g. n = 6, d = 8, t = 1, a1 = 1, b = 0.001). 1/8 - delta/n^k < 1/8.",
    mutants={"0.26 in place of 1/8 - delta/poly(n)": l1852_mutant},
    auto_mutant=False,
    notes="Exact probability from the closed-form row (thmcheck.models.softlin.row_j3_self_xi, fire_logprob, as "
          "softlin.lemmaE.3).",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)

CLAIMS += [L1852_PROB]
