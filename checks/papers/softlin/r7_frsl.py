"""Round 7 (frsl): the displays of the proofs of Lemmas D.2 and D.3 (App. D, data set D1 of Definition D.1, QK^T =
1_{dxd}, V = I_d) encoded as printed as ``kind="step"`` claims with an ``item`` per display. The measurement builds
the rows of A1 (Definition D.1), the scores u = exp(<A1_j0 (x) A1_j1, 1_{dxd}>) and the softmax f by a log-sum-exp
over all n entries, and c = f A3 V by summing f over each column's support; the bounds are the printed closed forms.
The lemmas keep their own claims (softlin.lemmaD.2, softlin.lemmaD.3)."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.softlin_r7_frsl import (
    d2_mutant,
    d2_printed,
    d3_mutant,
    d3_printed,
    l757_corrected,
    l757_corrected_no_fix,
    l757_printed,
)
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import PAPER, SEED_FILE

_N_CAP = 200_000  # n = t(d-2) above it: SolverFailure (the softmax rows have n entries)


def _row(j: int, j3: int, n: int, d: int, a1: float, b: float, c: float) -> np.ndarray:
    """Row j of A1 (Definition D.1, D1): a1 s e_j3 (Type I), [I_{d-2}; ...; I_{d-2}] b s (Type II), 1_n c s (Type
    III), s = sqrt(log n)."""
    s = math.sqrt(math.log(n))
    r = np.zeros(d)
    r[0] = a1 * s if j == j3 else 0.0
    r[1 + j % (d - 2)] = b * s
    r[d - 1] = c * s
    return r


def _softmax_row(j0: int, inst: dict) -> tuple[np.ndarray, np.ndarray]:
    """f(j0, .) = u(j0, .)/<u(j0, .), 1_n>, log u(j0, j1) = <A1_j0 (x) A1_j1, 1_{dxd}> = (sum A1_j0)(sum A1_j1)."""
    n, d, j3, a1, b = inst["n"], inst["d"], inst["j3"], inst["a1"], inst["b"]
    c = 1.0 - b
    sums = np.full(n, float(_row((j3 + 1) % n, j3, n, d, a1, b, c).sum()))
    sums[j3] = float(_row(j3, j3, n, d, a1, b, c).sum())
    logu = float(_row(j0, j3, n, d, a1, b, c).sum()) * sums
    m = float(logu.max())
    return np.exp(logu - m) / float(np.exp(logu - m).sum()), logu


@st.composite
def _inst(draw: st.DrawFn, items: tuple[str, ...]) -> dict:
    """Definition D.1: a1 >= 0.7, b + c = 1 with b, c >= 0.1, n = t(d-2), t a positive integer; j3 in [n]."""
    d = draw(st.one_of(st.sampled_from([3, 4, 12]), st.integers(3, 60), st.integers(3, 2000)))
    t = draw(st.one_of(st.sampled_from([1, 20]), st.integers(1, 60), st.integers(1, 400)))
    t = min(t, _N_CAP // (d - 2))  # n <= the cap
    if t * (d - 2) < 2:
        t = 2
    n = t * (d - 2)
    return {"item": draw(st.sampled_from(items)), "d": d, "t": t, "n": n,
            "a1": draw(st.one_of(st.just(0.7), st.floats(0.7, 1.5), st.floats(0.7, 6.0))),
            "b": draw(st.one_of(st.sampled_from([0.1, 0.9]), st.floats(0.1, 0.9))),
            "j3": draw(st.integers(0, n - 1)), "k": draw(st.integers(1, n - 1))}


def _d2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Logs of the entries of Lemma D.2 (u or f at (j3, j3), (j3, k), (k, j3), (k, k')), sides swapped for '>='."""
    n, j3, item = inst["n"], inst["j3"], inst["item"]
    if n > _N_CAP:
        raise SolverFailure(f"n = {n} (cap {_N_CAP})")
    k = (j3 + inst["k"]) % n  # a row != j3
    k2 = (k + 1) % n if (k + 1) % n != j3 else (k + 2) % n  # a column != j3 (k2 = k when n = 2)
    f3, logu3 = _softmax_row(j3, inst)
    fk, logk = _softmax_row(k, inst)
    base = item.split(":")[0]
    col = k if k != j3 else k2
    val = {"610": logu3[j3], "618": logu3[col], "636": logk[k2 if k2 != j3 else k],
           "643": math.log(f3[j3]), "644": math.log(f3[j3]), "651": math.log(f3[col]), "652": math.log(f3[col]),
           "660": math.log(fk[j3]), "661": math.log(fk[j3]), "669": math.log(fk[k2 if k2 != j3 else k]),
           "670": math.log(fk[k2 if k2 != j3 else k])}[base]
    lhs = -float(val) if item.endswith(":ge") else float(val)
    return Measurement(lhs, {"item": item, "n": n, "t": inst["t"], "a1": inst["a1"], "b": inst["b"]},
                       {"item": item, "n": n, "d": inst["d"], "t": inst["t"], "a1": inst["a1"], "b": inst["b"]})


_D2_ITEMS = ("610:le", "610:ge", "618:le", "618:ge", "636:le", "636:ge", "643:le", "643:ge", "644:ge", "651:le",
             "651:ge", "652:le", "660:le", "660:ge", "661:le", "669:le", "669:ge", "670:le")

_DOMAIN = (Param("d", 3, INF, integer=True, text="d >= 3 (n = t(d-2), Definition D.1)", unreached="d <= 2000"),
           Param("t", 1, INF, integer=True, text="t a positive integer (n = t(d-2) >= 2: log n > 0)",
                 unreached="t <= 400, n <= 2e5 (softmax rows of n entries)"),
           Param("a1", 0.7, INF, text="a1 >= 0.7 (Definition D.1)", unreached="a1 <= 6"),
           Param("b", 0.1, 0.9, text="b + c = 1, b, c >= 0.1 (Definition D.1)"),
           Param("j3", 0, INF, integer=True, text="j3 in [n], the Type-I row", unreached="as n"))

D2_CHAIN = Claim(
    id="softlin.display.lemmaD.2-chain",
    catalog_id="softlin.lemmaD.2",
    paper=PAPER,
    kind="step",
    domain=_DOMAIN,
    source=f"Proof of Lemma D.2, App. D: L606-L610, L616-L618, L634-L636, L642-L644, L650-L652, L660-L661, "
           f"L669-L670, {SEED_FILE}",
    statement="(L606-L610) u(j3,j3) = exp((a1+b+c)^2 log n) = n^{(1+a1)^2}; (L616-L618) u(j3,k) = n^{1+a1}; (L634-L636) "
              "u(k,k') = n; (L642-L644) f(j3,j3) = n^{(1+a1)^2}/(n^{(a1+1)^2} + (n-1) n^{1+a1}) >= 1/2; (L650-L652) "
              "f(j3,k) = n^{1+a1}/(...) <= 1/n; (L660-L661) f(k,j3) = n^{1+a1}/(n^{1+a1} + (n-1) n) <= 1/n^{1-a1}; "
              "(L669-L670) f(k,k') = n/(n^{1+a1} + (n-1) n) <= 1/n (k, k' != j3).",
    comparison="<=",
    bound=d2_printed,
    measure=_d2_measure,
    strategy=_inst(_D2_ITEMS),
    rtol=1e-9,
    expect="holds",
    evidence="Every display holds: the equalities to rounding (logs), f(j3,j3) >= 1/2 since n^{a1^2 + a1} > n - 1 "
             "for a1 >= 0.7 (a1^2 + a1 >= 1.19), and the three upper bounds reduce to n^{1+a1} <= n^{(1+a1)^2}, n <= "
             "n^{1+a1} and n^2 <= n^{1+a1} + n(n-1).",
    notes="Exact in logs: the scores are products of the row sums of A1, the softmax a log-sum-exp over all n entries.",
    mutants={"L610 with 1 + a1^2, L644 with 2/3": d2_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.6}},
)


def _c_entry(j0: int, col: str, inst: dict) -> float:
    """c(j0, i0) = <f(j0, .), (A3 V)_{i0}> with A3 = A1, V = I: col '1' (Type I: a1 s e_j3), 'i'' (the Type-II
    column holding j3), 'i' (another Type-II column, d >= 4), 'd' (Type III: c s 1_n)."""
    n, d, j3, a1, b = inst["n"], inst["d"], inst["j3"], inst["a1"], inst["b"]
    s = math.sqrt(math.log(n))
    f, _ = _softmax_row(j0, inst)
    rows = np.arange(n)
    if col == "1":
        return float(f[j3]) * a1 * s
    if col == "d":
        return float(f.sum()) * (1.0 - b) * s
    m = d - 2
    target = j3 % m if col == "i'" else (j3 + 1) % m
    return float(f[rows % m == target].sum()) * b * s


def _d3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Logs of the entries c(j3, .) and c(k, .) of Lemma D.3's displays, sides swapped for '>='."""
    n, j3, item = inst["n"], inst["j3"], inst["item"]
    if n > _N_CAP:
        raise SolverFailure(f"n = {n} (cap {_N_CAP})")
    k = (j3 + inst["k"]) % n
    base = item.split(":")[0]
    if base == "729" and inst["d"] < 4:
        base, item = "725", "725:ge"  # d = 3: one Type-II column only
    j0, col = {"715": (j3, "1"), "725": (j3, "i'"), "729": (j3, "i"), "742": (j3, "d"), "749": (k, "1"),
               "770": (k, "d")}[base]
    val = math.log(_c_entry(j0, col, inst))
    lhs = -val if item.endswith(":ge") else val
    return Measurement(lhs, {"item": item, "n": n, "t": inst["t"], "a1": inst["a1"], "b": inst["b"],
                             "c": 1.0 - inst["b"]},
                       {"item": item, "n": n, "d": inst["d"], "t": inst["t"], "a1": inst["a1"], "b": inst["b"]})


_D3_ITEMS = ("715:ge", "725:ge", "729:le", "742:le", "742:ge", "749:le", "770:le", "770:ge")

D3_CHAIN = Claim(
    id="softlin.display.lemmaD.3-chain",
    catalog_id="softlin.lemmaD.3",
    paper=PAPER,
    kind="step",
    domain=_DOMAIN,
    source=f"Proof of Lemma D.3, App. D: L714-L715, L725, L729-L730, L740-L742, L748-L749, L768-L770, "
           f"{SEED_FILE}",
    statement="(L714-L715) c(j3,1) = <f_j3, e_j3 a1 s> >= a1 s/2; (L725) c(j3,i') >= b s/2; (L729-L730) c(j3,i) <= t "
              "(1/n) b s <= (t/n) b s (i != i'); (L740-L742) c(j3,d) = c s; (L748-L749) c(k,1) <= n^{a1-1} a1 s; "
              "(L768-L770) c(k,d) = c s; s = sqrt(log n), k != j3, i' the Type-II column holding j3.",
    comparison="<=",
    bound=d3_printed,
    measure=_d3_measure,
    strategy=_inst(_D3_ITEMS),
    rtol=1e-9,
    expect="holds",
    evidence="Every display holds (they follow from Lemma D.2's entries, softlin.display.lemmaD.2-chain; f_j0 sums "
             "to 1). The one display of this proof that fails, L757, is softlin.display.lemmaD.3-part5-sum.",
    notes="Exact in logs (the softmax by a log-sum-exp over all n entries, c by summing f over each column's "
          "support).",
    mutants={"L749 with 1/n for n^{a1-1}; L742 with 0.95 c s": d3_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.6}},
)


def _l757_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """log c(k, i0) for k != j3, i0 the Type-II column holding j3 (item prefix i') or another one (prefix i, d >= 4)."""
    n, j3, item = inst["n"], inst["j3"], inst["item"]
    if n > _N_CAP:
        raise SolverFailure(f"n = {n} (cap {_N_CAP})")
    if item.startswith("i:") and inst["d"] < 4:
        item = "i'" + item[1:]
    k = (j3 + inst["k"]) % n
    val = math.log(_c_entry(k, "i'" if item.startswith("i'") else "i", inst))
    lhs = -val if item.endswith(":ge") else val
    return Measurement(lhs, {"item": item, "n": n, "t": inst["t"], "a1": inst["a1"], "b": inst["b"]},
                       {"item": item, "n": n, "d": inst["d"], "t": inst["t"], "a1": inst["a1"], "b": inst["b"],
                        "c(k,i0)": math.exp(val), "t b s/n": inst["t"] * inst["b"] * math.sqrt(math.log(n)) / n})


L757 = Claim(
    id="softlin.display.lemmaD.3-part5-sum",
    catalog_id="softlin.lemmaD.3",
    paper=PAPER,
    kind="step",
    domain=_DOMAIN,
    source=f"Proof of Lemma D.3 Part 5, App. D: L757-L758, {SEED_FILE}",
    statement="For j0 != j3 and i0 in {2, ..., d-1}: <f_exp(A,x)_j0, (A3 V)_i0> = t b sqrt(log n) (1/n) <= (t/n) b "
              "sqrt(log n) (L757-L758, 'for j0 != j3, f_exp(A,x)_{j0,j1} <= 1/n (Part 4 of Lemma D.2)').",
    comparison="<=",
    bound=l757_printed,
    measure=_l757_measure,
    strategy=_inst(("i':le", "i':ge", "i:le", "i:ge")),
    rtol=1e-9,
    expect="erratum",
    evidence="audit pending. The '=' holds nowhere: off the column i' holding j3 every weight is f(k,j1) = n/(n^{1+a1} "
             "+ (n-1) n) < 1/n, so c(k,i0) < t b s/n (the '<=' of L758 holds there); on the column i' the weight "
             "f(k,j3) = n^{1+a1}/(n^{1+a1} + (n-1)n) > 1/n (Lemma D.2 P4a: only <= n^{a1-1}), so c(k,i') > t b s/n "
             "and the display's '<=' fails too (Lemma D.3 Part 5 itself: softlin.lemmaD.3, already an erratum). "
             "Smallest instance: d = 4, t = 1 (n = 2), a1 = 0.7, b = 0.1, j3 = 0, k = 1: c(k,i') = 0.0515 and c(k,i) = "
             "0.0317 against t b s/n = 0.0416 (both orientations of the '=' fail); n = 200, d = 12, t = 20: 0.0574 "
             "and 0.0192 against 0.0230. At d = 3 (one Type-II column, holding every row) the '=' holds: c = b s.",
    second_path="tests/test_softlin_r7_frsl.py::test_l757_dense_attention",
    corrected=l757_corrected,
    corrected_text="c(k, i0) <= (t/n) b sqrt(log n) for i0 != i' and <= (n^{a1-1} + (t-1)/n) b sqrt(log n) for the "
                   "column i' holding j3 (an upper bound, not an equality); c(k, i0) >= t b sqrt(log n) n/(n^{1+a1} + "
                   "(n-1) n).",
    notes="Exact in logs; both orientations of the printed '=' are items.",
    mutants={"the correction without n^{a1-1} on the column i'": l757_corrected_no_fix},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

CLAIMS: list[Claim] = [D2_CHAIN, D3_CHAIN, L757]
