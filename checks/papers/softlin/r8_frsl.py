"""Round 8 (frsl): Lemma D.4 Part 2's Hoeffding link (App. D.2.3, L806-L807) as printed, a uniform hidden-constant
``kind="step"`` claim; softlin.lemmaD.4 keeps its own claims (``catalog_id``)."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.softlin_r8_frsl import (
    d4_l807_corrected,
    d4_l807_corrected_mutant,
    d4_l807_shape,
    d4_l813_last,
    d4_l813_last_mutant,
    prob_tenth,
    prob_tenth_mutant_011,
    prob_tenth_mutant_021,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import PAPER, SEED_FILE

_LD_MIN = math.log(10.0)  # delta < 0.1


@st.composite
def _d4_inst(draw: st.DrawFn, poly_k: bool = False) -> dict:
    """n = (d-2) t (Definition D.1) as d2 = log(d-2) >= 0 and lt = log t >= 0; b in [0.1, 0.9] (b + c = 1, b, c >= 0.1);
    delta in (0, 0.1) as ld = log(1/delta) (to 1e6). poly_k: delta >= n^{-k}, k in [1, 10] (the reading)."""
    d2 = draw(st.one_of(st.just(0.0), st.integers(1, 10**6).map(math.log), st.floats(math.log(2.0), 50.0)))
    lt = draw(st.one_of(st.just(0.0), st.floats(0.0, 30.0), st.floats(30.0, 1e4)))
    b = draw(st.one_of(st.just(0.9), st.floats(0.1, 0.9)))
    if poly_k:
        k = draw(st.floats(1.0, 10.0))
        ld = _LD_MIN + draw(st.floats(0.0, 1.0)) * k * (d2 + lt)
    else:
        ld = draw(st.one_of(st.just(_LD_MIN), st.floats(_LD_MIN, 100.0), st.floats(100.0, 1e6)))
    return {"d2": d2, "lt": lt, "b": b, "ld": ld}


def _d4_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """sqrt(log(n/delta)) t sqrt(d-3)/n b sqrt(log n) (L806 without its O() constant), in logs: t sqrt(d-3)/n =
    sqrt(d-3)/(d-2)."""
    d2, lt, b, ld = float(inst["d2"]), float(inst["lt"]), float(inst["b"]), float(inst["ld"])
    logn = d2 + lt
    frac = 0.0 if d2 < math.log(2.0) else math.exp(0.5 * (d2 + math.log1p(-math.exp(-d2))) - d2)  # sqrt(d-3)/(d-2)
    lhs = math.sqrt(logn + ld) * frac * b * math.sqrt(logn)
    log_d = d2 + math.log1p(2.0 * math.exp(-d2))
    return Measurement(lhs, {"logn": logn, "ld": ld, "d2": d2},
                       {"log n": logn, "log(d-2)": d2, "log t": lt, "log(1/delta)": ld, "b": b,
                        "t sqrt(d) <= n^0.99 slack": 0.99 * logn - lt - 0.5 * log_d})


def _set(key: str) -> object:
    return lambda inst, t: {**inst, key: float(t)}


def _along_n(inst: dict, logn: float) -> dict:
    """n -> inf with d - 2 = n^{0.03} (inside t sqrt(d) = o(n^{0.99}), d = omega(n^{0.02})), delta kept."""
    return {**inst, "d2": 0.03 * logn, "lt": 0.97 * logn}


_DIRS = (
    Direction("delta -> 0 (ld = log(1/delta) -> inf)", "ld", INF, how="path", move=_set("ld"),
              points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
    Direction("n -> inf with d - 2 = n^{0.03} (D.4's omega(n^{0.02}))", "logn", INF, how="path", move=_along_n,
              points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6), grows=("n", "d")),
    Direction("d at fixed t (log(d-2) in [0, 50])", "d2", INF, how="search",
              reason="the strategy spans log(d-2) in [0, 50] and log t in [0, 1e4]; lhs/f = b sqrt(log(n/delta)) "
                     "sqrt(d-3)/(d-2) falls like d^{-1/2} at fixed n/delta"),
    Direction("t at fixed d (log t in [0, 1e4])", "lt", INF, how="search",
              reason="the strategy spans log t in [0, 1e4]; at fixed d, t -> inf leaves t sqrt(d) <= n^{0.99} "
                     "(it needs n^{0.01} <= (d-2)/sqrt(d)), and inside it lhs/f <= b sqrt(log(n/delta)) n^{-0.01}"),
    Direction("b in [0.1, 0.9]", "b", 0.9, how="search", reason="a bounded factor b <= 0.9; the strategy draws 0.9"),
)

D4_L807 = Claim(
    id="softlin.display.lemmaD.4-l807",
    catalog_id="softlin.lemmaD.4",
    paper=PAPER,
    kind="step",
    domain=(Param("log(d-2)", 0.0, INF, key="d2", text="d >= 3 (n = (d-2) t, Definition D.1); d - 2 < 2 is d = 3",
                  unreached="log(d-2) <= 50 (and 0.03 log n on the n path)"),
            Param("log t", 0.0, INF, key="lt", text="t >= 1 a positive integer (Definition D.1)",
                  unreached="log t <= 1e4 (and 0.97e6 on the n path)"),
            Param("b", 0.1, 0.9, key="b", text="b + c = 1, b, c >= 0.1 (Definition D.1)"),
            Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False, key="ld",
                  text="delta in (0, 0.1) (Lemmas 4.1, 4.2; D.4 leaves it free), drawn as ld = log(1/delta)",
                  unreached="log(1/delta) <= 1e6")),
    source=f"Proof of Lemma D.4 Part 2, App. D.2.3: L804-L809, {SEED_FILE}",
    statement="|<c_exp(A, x)_{j0, [d] minus S}, sigma>| <= O(sqrt(log(n/delta))) t sqrt(d-3)/n b sqrt(log n) <= 0.1 "
              "sqrt(log n) (L806-L807), 'due to t sqrt(d) = o(n^{0.99}) and poly(log n) <= n^{0.01}' (L809): "
              "uniformly, sqrt(log(n/delta)) t sqrt(d-3)/n b sqrt(log n) <~ sqrt(log n).",
    comparison="<=",
    bound=d4_l807_shape,
    measure=_d4_measure,
    strategy=_d4_inst(),
    assumptions=(Assumption("t sqrt(d) = o(n^0.99)", "Lemma D.4's hypothesis, at finite n as t sqrt(d) <= n^{0.99} "
                            "(a weaker condition than the o(): the domain only grows)",
                            lambda q: q["t sqrt(d) <= n^0.99 slack"]),),
    constants="hidden",
    uniform=True,
    directions=_DIRS,
    readings=(Reading("delta >= 1/poly(n)", "log(n/delta) read as poly(log n), i.e. delta >= n^{-k} for a fixed k "
                      "(drawn in [1, 10]): the link then holds (lhs/f <= b sqrt((k+1) log n) n^{-0.01})",
                      strategy=_d4_inst(poly_k=True), directions=_DIRS[1:]),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/softlin.md): confirmed as printed. lhs/f = b sqrt(log(n/delta)) sqrt(d-3)/(d-2) grows like sqrt(log(1/delta)) as delta -> 0 "
             "at fixed n, d: no constant covers delta in (0, 0.1). Along n with d = omega(n^{0.02}) (d - 2 = n^{0.03}) "
             "it falls to 0, so the o()/omega() hypotheses settle n, not delta; the step needs log(1/delta) = O(log n) "
             "(the reading 'delta >= 1/poly(n)' holds). Smallest instance: d = 6, t = 1 (n = 4, t sqrt d = 2.45 <= "
             "n^0.99 = 3.95), b = 0.9: lhs/f = 0.9 sqrt(log(4/delta)) sqrt(3)/4 = 1.48 at delta = 1e-5, 14.7 at "
             "log(1/delta) = 1e3.",
    second_path="tests/test_softlin_r8_frsl.py::test_d4_l807_grows_as_delta_to_0",
    corrected=d4_l807_corrected,
    corrected_text="... <= 0.1 sqrt(log(n/delta)) (the right side with log(n/delta) for log n), or L807 as printed "
                   "for delta >= 1/poly(n).",
    notes="Closed form in logs (n = (d-2) t up to e^{1e6}). 'poly(log n) <= n^{0.01}' is the step's justification, "
          "not a hypothesis of Lemma D.4. d = 3 makes the left side 0.",
    mutants={"the correction times (d-2)^{-1/2} (a wrong power of d)": d4_l807_corrected_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
)



@st.composite
def _l813_inst(draw: st.DrawFn) -> dict:
    """Definition D.1: a1 >= 0.7 (to 1e3), b in [0.1, 0.9], c = 1 - b; n >= 2 (to 1e300 as log n up to 690)."""
    a1 = draw(st.one_of(st.just(0.7), st.floats(0.7, 10.0), st.floats(10.0, 1e3)))
    b = draw(st.one_of(st.just(0.1), st.just(0.9), st.floats(0.1, 0.9)))
    logn = draw(st.one_of(st.just(math.log(2.0)), st.floats(math.log(2.0), 690.0)))
    return {"a1": a1, "b": b, "logn": logn}


def _l813_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The middle member (a1/2 + b/2 + c) sqrt(log n), c = 1 - b."""
    a1, b, logn = float(inst["a1"]), float(inst["b"]), float(inst["logn"])
    s, c = math.sqrt(logn), 1.0 - b
    return Measurement(0.5 * a1 * s + 0.5 * b * s + c * s, {"s": s, "c": c},
                       {"a1": a1, "b": b, "c": c, "log n": logn})


D4_L813 = Claim(
    id="softlin.display.lemmaD.4-l813",
    catalog_id="softlin.lemmaD.4",
    paper=PAPER,
    kind="step",
    domain=(Param("a1", 0.7, INF, key="a1", text="a1 >= 0.7 (Definition D.1)", unreached="a1 <= 1e3"),
            Param("b", 0.1, 0.9, key="b", text="b + c = 1, b, c >= 0.1 (Definition D.1)"),
            Param("log n", math.log(2.0), INF, key="logn", text="n >= 2", unreached="log n <= 690 (float64)")),
    source=f"Proof of Lemma D.4 Part 1, App. D.2.3: L811-L815, {SEED_FILE}",
    statement="<c_exp(A, x)_{j0, S}, sigma> >= (1/2) a1 sqrt(log n) + (1/2) b sqrt(log n) + c sqrt(log n) >= (c + 0.2) "
              "sqrt(log n) (L813). Checked: the second '>=' between explicit quantities over Definition D.1's "
              "a1 >= 0.7, b + c = 1, b, c >= 0.1 (the first sums Lemma D.3 Parts 1-3 at sigma = +1 on S, "
              "checked by softlin.lemmaD.3's claims).",
    comparison=">=",
    bound=d4_l813_last,
    measure=_l813_measure,
    strategy=_l813_inst(),
    expect="holds",
    evidence="(a1 + b)/2 + c - (c + 0.2) = (a1 + b)/2 - 0.2 >= (0.7 + 0.1)/2 - 0.2 = 0.2 > 0: the link holds with "
             "slack 0.2 sqrt(log n); the (c + 0.1) of Part 1 would follow even with a1 + b >= 0.2.",
    mutants={"(c + 0.45) in place of (c + 0.2)": d4_l813_last_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 20, "budget_s": 0.3}},
)

E3_L1846 = Claim(
    id="softlin.display.lemmaE.3-l1846",
    catalog_id="softlin.lemmaE.3",
    paper=PAPER,
    kind="step",
    domain=D4_L813.domain,
    source=f"Proof of Lemma E.3 Part 1, App. E.1.3: L1844-L1848, {SEED_FILE}",
    statement="<c_exp(A, x)_{j0, S}, sigma> >= (1/2) a1 sqrt(log n) + (1/2) b sqrt(log n) + c sqrt(log n) >= (c + 0.2) "
              "sqrt(log n) (L1846, Lemma E.3 on Definition D.1's dataset). Checked: the second '>=' between explicit "
              "quantities over a1 >= 0.7, b + c = 1, b, c >= 0.1 (the first sums Lemma E.2 Parts 1-3 at sigma = +1 "
              "on S, checked by softlin.lemmaE.2's claims).",
    comparison=">=",
    bound=d4_l813_last,
    measure=_l813_measure,
    strategy=_l813_inst(),
    expect="holds",
    evidence="(a1 + b)/2 + c - (c + 0.2) = (a1 + b)/2 - 0.2 >= 0.2 > 0 (a1 >= 0.7, b >= 0.1): holds with slack "
             "0.2 sqrt(log n), the same link as L813.",
    mutants={"(c + 0.45) in place of (c + 0.2)": d4_l813_last_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 20, "budget_s": 0.3}},
)

CLAIMS = [D4_L807, D4_L813, E3_L1846]


@st.composite
def _prob_inst(draw: st.DrawFn, top: float, off: int, n_min: int = 1) -> dict:
    """Pr >= top - delta/poly(n) >= 1/10 with poly(n) = n^k, k in [1, 10]; delta in (0, 0.1) (Lemmas 4.1, 4.2);
    n = (d - off) t with d >= off + 1, t >= 1 integers (Definition D.1: off = 2; Definition F.1: off = 1), b in
    [0.1, 0.9]; n >= n_min (the reading 'n large enough')."""
    if draw(st.booleans()):  # the small corner (n <= 6, delta near 0.1, k near 1, b small), then the whole range
        d, t = draw(st.sampled_from([off + 3, off + 1, off + 2, off + 4])), 1
        k = draw(st.one_of(st.just(1.0), st.floats(1.0, 1.3)))
        delta = draw(st.one_of(st.just(0.0999999), st.floats(0.075, 0.1, exclude_max=True)))
        b = draw(st.one_of(st.just(0.1), st.floats(0.1, 0.5)))
    else:
        d = draw(st.one_of(st.integers(off + 1, off + 8), st.integers(off + 1, 10**6)))
        k = draw(st.one_of(st.just(1.0), st.floats(1.0, 10.0)))
        delta = draw(st.one_of(st.just(0.0999999), st.just(1e-300),
                                st.floats(0.0, 0.1, exclude_min=True, exclude_max=True)))
        b = draw(st.one_of(st.just(0.1), st.floats(0.1, 0.9 if off == 1 else 0.69)))
        e = 1.0 - b * b - 0.01 if off == 2 else 0.99  # t sqrt(d) <= ((d - off) t)^e iff t <= t_max
        lt_max = (e * math.log(d - off) - 0.5 * math.log(d)) / (1.0 - e)
        t = draw(st.one_of(st.just(1), st.integers(1, max(1, int(math.exp(min(lt_max, 13.8)))))))
    n = (d - off) * t
    if n < n_min:
        d = n_min + off
        n = (d - off) * t
    return {"d": d, "t": t, "k": k, "delta": delta, "b": b, "n": n, "top": top}


def _prob_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """top - delta / n^k (L1852: top = 1/8; L2108: top = 1/4), in float64 (n^k by exp(k log n))."""
    n, k, delta, top = int(inst["n"]), float(inst["k"]), float(inst["delta"]), float(inst["top"])
    d, t, b = int(inst["d"]), int(inst["t"]), float(inst["b"])
    lhs = top - delta * math.exp(-k * math.log(n))
    expo = 1.0 - b * b - 0.01 if top < 0.2 else 0.99
    return Measurement(lhs, {"n": n},
                       {"n": n, "k": k, "delta": delta, "d": d, "t": t, "b": b,
                        "t sqrt(d) <= n^e slack": expo * math.log(n) - math.log(t) - 0.5 * math.log(d)})


def _prob_domain(off: int) -> tuple:
    return (Param("n", 1.0, INF, key="n", text=f"n = (d - {off}) t with d >= {off + 1}, t >= 1 integers",
                  unreached="d, t <= 1e6 (n <= 1e12)"),
            Param("k", 1.0, INF, key="k", text="poly(n) read as n^k, k >= 1", unreached="k <= 10"),
            Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False, key="delta",
                  text="delta in (0, 0.1) (Lemmas 4.1, 4.2; the lemma leaves it free)",
                  unreached="delta >= 1e-300; the middle member top - delta/n^k only grows as delta -> 0"))


E3_L1852 = Claim(
    id="softlin.display.lemmaE.3-l1852",
    catalog_id="softlin.lemmaE.3",
    paper=PAPER,
    kind="step",
    domain=_prob_domain(2),
    source=f"Proof of Lemma E.3 Part 1, App. E.1.3: L1850-L1852, {SEED_FILE}",
    statement="Pr[<c_exp(A, x)_{j0}, sigma> >= (c + 0.1) sqrt(log n)] >= 1/8 - delta/poly(n) >= 1/10 (L1852). "
              "Checked: the last '>=' between explicit quantities, 1/8 - delta/n^k >= 1/10, with k >= 1, delta in "
              "(0, 0.1), n = (d-2) t under E.3's t sqrt(d) = o(n^{1-b^2-0.01}) read at finite n as t sqrt(d) <= "
              "n^{1-b^2-0.01}.",
    comparison=">=",
    bound=prob_tenth,
    measure=_prob_measure,
    strategy=_prob_inst(0.125, 2),
    assumptions=(Assumption("t sqrt(d) = o(n^{1-b^2-0.01})", "Lemma E.3's hypothesis at finite n as t sqrt(d) <= "
                            "n^{1-b^2-0.01} (weaker than the o(): the domain only grows)",
                            lambda q: q["t sqrt(d) <= n^e slack"]),),
    readings=(Reading("n large enough", "the link for n >= 4 (the o() hypothesis read asymptotically): "
                      "delta/n^k <= 0.1/4 = 1/40 = 1/8 - 1/10 for every k >= 1, delta < 0.1",
                      strategy=_prob_inst(0.125, 2, n_min=4)),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/softlin.md): confirmed as printed. 1/8 - delta/n^k >= 1/10 iff n^k >= 40 delta: it fails for small n with delta near 0.1. "
             "Smallest instance inside E.3's hypothesis at finite n: d = 5, t = 1 (n = 3; t sqrt d = 2.24 <= "
             "3^{0.98} = 2.93 at b = 0.1), k = 1, delta = 0.09: 1/8 - 0.03 = 0.095 < 0.1. Holds for n >= 4 "
             "(the reading 'n large enough'); Lemma E.3 Part 1 keeps its own claims.",
    second_path="tests/test_softlin_r8_frsl.py::test_e3_l1852_small_n",
    no_correction_reason="the reading 'n large enough' (n >= 4 suffices for every k >= 1 and delta < 0.1) is the "
                         "fix; Lemma E.3's constant 1/10 then stands.",
    notes="poly(n) read as n^k (a polynomial with a larger leading coefficient only helps); n^k by exp(k log n).",
    mutants={"0.11 in place of 1/10": prob_tenth_mutant_011},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.4}},
)

F4_L2108 = Claim(
    id="softlin.display.lemmaF.4-l2108",
    catalog_id="softlin.lemmaF.4",
    paper=PAPER,
    kind="step",
    domain=_prob_domain(1),
    source=f"Proof of Lemma F.4 Part 1, App. F: L2104-L2108, {SEED_FILE}",
    statement="Pr[<c_exp(A, x)_{j0}, sigma> >= 1/2 + 1/2 - 0.1] >= 1/4 - delta/poly(n) >= 1/10 (L2108). Checked: "
              "the last '>=' between explicit quantities, 1/4 - delta/n^k >= 1/10, with k >= 1, delta in (0, 0.1), "
              "n = (d-1) t under F.4's t sqrt(d) = o(n^{0.99}) read at finite n as t sqrt(d) <= n^{0.99}.",
    comparison=">=",
    bound=prob_tenth,
    measure=_prob_measure,
    strategy=_prob_inst(0.25, 1),
    assumptions=(Assumption("t sqrt(d) = o(n^{0.99})", "Lemma F.4's hypothesis at finite n as t sqrt(d) <= n^{0.99} "
                            "(weaker than the o(): the domain only grows)",
                            lambda q: q["t sqrt(d) <= n^e slack"]),),
    expect="holds",
    evidence="delta/n^k < 0.1 <= 0.15 = 1/4 - 1/10 for every n >= 1, k >= 1, delta < 0.1: holds for all n (no "
             "'n large enough' needed); smallest slack at n = 2 (d = 3, t = 1), k = 1, delta -> 0.1: 0.2 - 0.1.",
    mutants={"0.21 in place of 1/10": prob_tenth_mutant_021},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.4}},
)

CLAIMS += [E3_L1852, F4_L2108]
