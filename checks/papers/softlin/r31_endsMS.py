"""Round 31 (helper endsMS): the printed domain's ends that round 30's ci run left unreached (issue #30).

Lemma E.1 and E.2's proof chains (App. E: QK^T = I_d, a1 >= 1, b^2 + c^2 = 1, n = t (d - 2)) were checked at d >= 4 and
t >= 2 only (softlin.display.lemmaE.1-chain, softlin.display.lemmaE.2-chain: 'd = 3: one Type-II group, the displays'
"other group" class is empty'; 't = 1: j3's group has no other row') and b in [0.1, 0.99]. The printed domain is d >= 3,
t >= 1, b in (0, 1). At the small ends a display whose index class is empty is vacuous, but the others are statements
there, and Definition D.1's sizes are smallest there:

- ``softlin.display.lemmaE.1-chain-small``: every display of Lemma E.1's proof whose index class is non-empty, at d = 3
  (t = 2 .. 400; n = t) or t = 1 (d = 4 .. 2000; n = d - 2), b over (0, 1) (edges 1e-6 and 1 - 1e-6); the left side is
  the largest entry of the display's class (every j1 of the class, not one), the right side the printed closed form
  (``thmcheck.bounds.softlin_r31_endsMS``: round 7's ``e1_printed`` needs n > t).
- ``softlin.display.lemmaE.2-chain-small``: Lemma E.2's proof displays at the same ends (round 7's column sums
  ``_e_c`` and bound ``e2_printed``, imported), the columns a display speaks of restricted to those that exist.

n = 1 (d = 3, t = 1) is left out: log n = 0, so every score is 0 and every printed side is n^0 = 1 (E.1: u = 1 = 1, f(j3,
j3) = 1 >= 1/2) or s = sqrt(log n) = 0 (E.2: 0 = 0): a scratch check, no size.
Second path: tests/test_softlin_r31_endsMS.py (numpy, the dense n x n softmax from the rows of A1).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.softlin_r7_frsl import e2_mutant, e2_printed
from thmcheck.bounds.softlin_r31_endsMS import e1_small_mutant, e1_small_printed
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import PAPER, SEED_FILE
from thmcheck.checks.papers.softlin.r7_frsl import _e_c

CLAIMS: list[Claim] = []

_B_EDGE = 1e-6


@st.composite
def _small_sizes(draw: st.DrawFn) -> dict:
    """d = 3 with t in [2, 400] (n = t), or t = 1 with d in [4, 2000] (n = d - 2), or the old claims' corner d = 4, t = 2;
    a1 >= 1, b over (0, 1) with both edges, j3 and the other row k drawn."""
    shape = draw(st.sampled_from(("d3", "t1", "d3", "t1", "corner")))
    if shape == "d3":
        d, t = 3, draw(st.one_of(st.sampled_from([2, 3]), st.integers(2, 60), st.integers(2, 400)))
    elif shape == "t1":
        d, t = draw(st.one_of(st.sampled_from([4, 5]), st.integers(4, 60), st.integers(4, 2000))), 1
    else:
        d, t = 4, 2
    n = t * (d - 2)
    return {"d": d, "t": t, "n": n,
            "a": draw(st.one_of(st.just(1.0), st.floats(1.0, 2.0), st.floats(1.0, 6.0))),
            "b": draw(st.one_of(st.sampled_from([_B_EDGE, 1.0 - _B_EDGE, 0.1, 0.99]),
                                st.floats(_B_EDGE, 1.0 - _B_EDGE))),
            "j3": draw(st.integers(0, n - 1)), "k": draw(st.integers(1, n - 1))}


# ------------------------------------------------------------------------------------------------ Lemma E.1


def _e1_classes(inst: dict) -> dict[str, list[tuple[int, int]]]:
    """(row, column) pairs each display of Lemma E.1's proof speaks of; an empty list is an empty class."""
    n, d, j3 = inst["n"], inst["d"], inst["j3"]
    m = d - 2
    k = (j3 + inst["k"]) % n  # a row other than j3
    same3 = [(j3, j) for j in range(n) if j != j3 and j % m == j3 % m]
    other3 = [(j3, j) for j in range(n) if j % m != j3 % m]
    samek = [(k, j) for j in range(n) if j % m == k % m]
    otherk = [(k, j) for j in range(n) if j % m != k % m]
    out = {"1651": [(j3, j3)], "1661": same3, "1668": other3, "1680": [(j3, j3)]}
    out.update({x: same3 + other3 for x in ("1687", "1688", "1689")})
    out.update({x: samek for x in ("1697", "1698", "1699")})
    out.update({x: otherk for x in ("1705", "1706", "1707")})
    return out


_E1_ITEMS = ("1651:le", "1651:ge", "1661:le", "1661:ge", "1668:le", "1668:ge", "1680:ge", "1687:le", "1688:le",
             "1689:le", "1697:le", "1698:le", "1699:le", "1705:le", "1706:le", "1707:le")


def _e1_item(inst: dict, pick: int) -> str:
    cls = _e1_classes(inst)
    items = [it for it in _E1_ITEMS if cls[it.split(":")[0]]]
    return items[pick % len(items)]


def _log_rows(inst: dict, rows: set[int]) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """log u(j0, .) and log f(j0, .) for the rows asked: log u(j0, j1) = <A1_j0, A1_j1> (QK^T = I_d) = (c^2 + b^2
    [same group] + a1^2 [j0 = j1 = j3]) log n; f by a log-sum-exp over the n entries."""
    n, d, j3, a, b = inst["n"], inst["d"], inst["j3"], inst["a"], inst["b"]
    m = d - 2
    ln = math.log(n)
    res = np.arange(n) % m
    out = {}
    for j0 in rows:
        lu = (1.0 - b * b + b * b * (res == j0 % m)) * ln
        if j0 == j3:
            lu[j3] += a * a * ln
        mx = float(lu.max())
        out[j0] = (lu, lu - (mx + math.log(float(np.exp(lu - mx).sum()))))
    return out


def _e1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The largest log entry of the display's class (negated for '>='; L1680 f(j3,j3) >= 1/2 read as -log f <= log 2)."""
    item = inst["item"]
    line, side = item.split(":")
    pairs = _e1_classes(inst)[line]
    rows = _log_rows(inst, {r for r, _ in pairs})
    use_f = line not in ("1651", "1661", "1668")
    vals = [float(rows[r][1 if use_f else 0][c]) for r, c in pairs]
    lhs = max(-v for v in vals) if side == "ge" else max(vals)
    return Measurement(lhs, {"item": item, "n": inst["n"], "t": inst["t"], "a": inst["a"], "b": inst["b"]},
                       {"item": item, "n": inst["n"], "d": inst["d"], "t": inst["t"], "a1": inst["a"], "b": inst["b"],
                        "class size": len(pairs)})


def _with_item(pick_items) -> st.SearchStrategy:  # noqa: ANN001
    return st.tuples(_small_sizes(), st.integers(0, 10**6)).map(
        lambda p: {**p[0], "item": pick_items(p[0], p[1])})


def _domain(what: str) -> tuple[Param, ...]:
    return (Param("d", 3, INF, integer=True, text="d >= 3 (n = t(d-2))",
                  unreached=f"d = 3 (t in [2, 400]) or t = 1 (d in [4, 2000]) here: d >= 4 with t >= 2 is {what}'s "
                            "(drawn there to d = 2000)"),
            Param("t", 1, INF, integer=True, text="t a positive integer",
                  unreached=f"t = 1 (d <= 2000) or d = 3 (t <= 400) here; t >= 2 at d >= 4 is {what}'s; n = 1 (d = 3, "
                            "t = 1) is left out: every score and side is n^0 = 1 (or s = 0), a scratch check"),
            Param("a1", 1, INF, key="a", text="a1 >= 1 (Lemma E.1)", unreached="a1 <= 6 (as the old claim)"),
            Param("b", 0, 1, lo_closed=False, hi_closed=False, text="b^2 + c^2 = 1 (Lemma E.1), b, c > 0"),
            Param("j3", 0, INF, integer=True, text="j3 in [n]", unreached="as n"))


E1_SMALL = Claim(
    id="softlin.display.lemmaE.1-chain-small",
    catalog_id="softlin.lemmaE.1",
    paper=PAPER,
    kind="step",
    domain=_domain("softlin.display.lemmaE.1-chain"),
    source=f"Proof of Lemma E.1, App. E: L1650-L1651, L1660-L1661, L1667-L1668, L1680, L1686-L1689, L1697-L1699, "
           f"L1705-L1707, {SEED_FILE}",
    statement="QK^T = I_d, a1 >= 1, b^2 + c^2 = 1, at the small ends d = 3 or t = 1: (L1651) u(j3,j3) = exp((a1^2+b^2+c^2) "
              "log n); (L1660-L1661) u(j3,j1) = n^{b^2+c^2} in j3's Type-II group; (L1667-L1668) = n^{c^2} elsewhere; "
              "(L1680) f(j3,j3) >= 1/2; (L1686-L1689) f(j3,j1) <= n^{b^2+c^2}/(n^{a1^2+b^2+c^2} + (n-1) n^{c^2}) <= "
              "n^{b^2+c^2}/(n^{c^2} + (n-1) n^{c^2}) <= 1/n^{1-b^2}; (L1697-L1699) f(k,j1) <= n^{b^2+c^2}/(t n^{b^2+c^2} + "
              "(n-t) n^{c^2}) <= n^{b^2+c^2}/(t n^{c^2} + (n-t) n^{c^2}) <= 1/n^{1-b^2} (j1 in k's group); (L1705-L1707) "
              "f(k,j1) <= n^{c^2}/(...) <= n^{c^2}/(n n^{c^2}) <= 1/n (another group). Each display over its whole "
              "index class; a display whose class is empty at the instance (d = 3: no other group; t = 1: j3's group "
              "is j3 alone) is not drawn.",
    comparison="<=",
    bound=e1_small_printed,
    measure=_e1_measure,
    strategy=lambda: _with_item(_e1_item),
    rtol=1e-9,
    expect="holds",
    evidence="Every display with a non-empty class holds at d = 3 and t = 1 (scratch /work/scratch/r31-endsMS/e1_small.py: "
             "683940 (display, entry) pairs at d = 3 (t = 1, 2, 5, 40), t = 1 (d = 4, 5, 12, 60), a1 in {1, 1.5, 3}, "
             "b in {1e-4, .., 0.9999}: largest excess 7e-15 in logs, the equalities L1697 (at d = 3 row k's sum is "
             "t n^{b^2+c^2}) and L1705 (t = 1) at rounding).",
    notes="Exact in logs. Round 31 (endsMS): the ends d = 3, t = 1 and b -> 0, 1 that softlin.display.lemmaE.1-chain "
          "leaves out (d >= 4, t >= 2, b in [0.1, 0.99]).",
    mutants={"L1651 with a1^2, L1699 with 1/n, L1707 with 1/(2n)": e1_small_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.8}},
)

# ------------------------------------------------------------------------------------------------ Lemma E.2

_E2_ITEMS = ("1750:ge", "1760:ge", "1765:le", "1775:le", "1775:ge", "1782:le", "1791:le", "1803:le", "1803:ge")


def _e2_cols(inst: dict) -> dict[str, list[tuple[int, str]]]:
    """(row, column) pairs of each display: column '1' (a1 s e_j3), 'g3'/'gk' (the Type-II column of j3's / row k's
    group), 'go' (another Type-II column: only where d >= 4), 'd' (c s 1_n)."""
    n, d, j3 = inst["n"], inst["d"], inst["j3"]
    k = (j3 + inst["k"]) % n
    other = d >= 4
    return {"1750": [(j3, "1")], "1760": [(j3, "g3")], "1765": [(j3, "go")] if other else [],
            "1775": [(j3, "d")], "1782": [(k, "1")], "1791": [(k, "gk")] + ([(k, "go")] if other else []),
            "1803": [(k, "d")]}


def _e2_item(inst: dict, pick: int) -> str:
    cls = _e2_cols(inst)
    items = [it for it in _E2_ITEMS if cls[it.split(":")[0]]]
    return items[pick % len(items)]


def _e2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The largest log c(j0, i0) over the display's (row, column) pairs (negated for '>='), c by round 7's ``_e_c``
    (softmax row of n entries summed over the column's support). 'go' is a group other than j3's and row k's where
    one exists (d >= 5), else other than j3's."""
    item = inst["item"]
    line, side = item.split(":")
    vals = []
    for j0, col in _e2_cols(inst)[line]:
        vals.append(math.log(_e_c(j0, col, inst)))
    lhs = max(-v for v in vals) if side == "ge" else max(vals)
    return Measurement(lhs, {"item": item, "n": inst["n"], "t": inst["t"], "a": inst["a"], "b": inst["b"]},
                       {"item": item, "n": inst["n"], "d": inst["d"], "t": inst["t"], "a1": inst["a"], "b": inst["b"]})


E2_SMALL = Claim(
    id="softlin.display.lemmaE.2-chain-small",
    catalog_id="softlin.lemmaE.2",
    paper=PAPER,
    kind="step",
    domain=_domain("softlin.display.lemmaE.2-chain"),
    source=f"Proof of Lemma E.2, App. E: L1749-L1750, L1760, L1764-L1765, L1773-L1775, L1781-L1782, L1791, "
           f"L1801-L1803, {SEED_FILE}",
    statement="With Lemma E.1's scores (QK^T = I_d, a1 >= 1, b^2 + c^2 = 1), V = I_d, s = sqrt(log n), at the small ends "
              "d = 3 or t = 1: (L1750) c(j3,1) >= a1 s/2; (L1760) c(j3,i') >= b s/2; (L1764-L1765) c(j3,i) <= t b "
              "s/n^{1-b^2} (i != i'; d >= 4); (L1775) c(j3,d) = c s; (L1782) c(k,1) <= a1 s/n^{1-b^2}; (L1791) c(k,i) "
              "<= t b s/n^{1-b^2}; (L1803) c(k,d) = c s.",
    comparison="<=",
    bound=e2_printed,
    measure=_e2_measure,
    strategy=lambda: _with_item(_e2_item),
    rtol=1e-9,
    expect="holds",
    evidence="Scratch (round 31): every display with an existing column holds at d = 3 and t = 1 and b over (0, 1).",
    notes="Exact (softmax rows of n entries). Round 31 (endsMS): the ends d = 3, t = 1, b -> 0, 1 that "
          "softlin.display.lemmaE.2-chain leaves out.",
    mutants={"L1782/L1791 with 1/n for 1/n^{1-b^2}, L1775 with 0.95 c s": e2_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.8}},
)

CLAIMS += [E1_SMALL, E2_SMALL]
