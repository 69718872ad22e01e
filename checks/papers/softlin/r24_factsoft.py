"""Round 24 (softlin, helper factsoft): Section E's lemmas (X = I_d) at any d, from three row classes.

``softlin.lemmaE.1.corrected-n`` and ``softlin.lemmaE.2-n`` compute every entry set from the d - 1 distinct rows of
Def D.1's A (O(d^3) 30-digit operations), so their generators stop at d = 24 (domain reason "d > 24: ... costs").
With X = I_d the rows fall into three classes that are symmetric under permuting the Type-II groups other than
row j3's: row j3 (a1 s e_1 + b s e_{1+g3} + c s e_d), the t - 1 other rows of j3's Type-II group g3 (b s e_{1+g3} +
c s e_d), and the (d - 3) t rows of the other groups (b s e_{1+h} + c s e_d). Their inner products, in units of
log n, take the values a1^2 + b^2 + c^2, b^2 + c^2 (same Type-II column) and c^2 (different), so every softmax
normaliser, weight and output entry is a closed form in (n, d, t, a1, b, c) with O(1) terms (``_e_class_sets``,
identical to the distinct-row computation at d <= 24: tests/test_softlin_r24_factsoft.py). The two claims below are
those lemmas with d drawn log-uniform to 1e6 and t to 1e6 (n = (d-2) t up to 1e12), at 40 digits.
"""

from __future__ import annotations

import math
from dataclasses import replace

import mpmath
from hypothesis import strategies as st

from thmcheck.checks.claim import Ctx, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.softlin._common import _int_log
from thmcheck.checks.papers.softlin.r22_softlin3 import E1C_N, E2_N
from thmcheck.checks.strategies import log_uniform, with_edges

_D, _T = 10**6, 10**6


def _e_class_sets(inst: dict) -> dict:
    """Every entry set of ``_entrywise._self_exact_sets`` (family 'E', exp weights) from the three row classes:
    '0' = row j3, 'G' = the t - 1 other rows of j3's group, 'H' = a row of another group (all symmetric). For the
    partner columns 'H' splits into 'Hs' (its own group, t rows) and 'Hd' (the (d - 4) t rows of the other groups
    but g3). Values are lists of mpf (their set of distinct values; max / min as the dense model)."""
    n, d, t = int(inst["n"]), int(inst["d"]), int(inst["t"])
    a, b, c = (mpmath.mpf(float(inst[k])) for k in ("a", "b", "c"))
    L = mpmath.log(n)
    s = mpmath.sqrt(L)
    bc, cc, abc = b * b + c * c, c * c, a * a + b * b + c * c
    hasG, hasH, hasHd = t >= 2, d >= 4, d >= 5
    # partners of each row class: (partner, count, exponent in units of log n)
    part = {"0": [("0", 1, abc), ("G", t - 1, bc), ("H", (d - 3) * t, cc)],
            "G": [("0", 1, bc), ("G", t - 1, bc), ("H", (d - 3) * t, cc)],
            "H": [("0", 1, cc), ("G", t - 1, cc), ("Hs", t, bc), ("Hd", (d - 4) * t, cc)]}
    E, f, Z = {}, {}, {}
    for i, ps in part.items():
        m = max(e for _, k, e in ps if k > 0)
        Z[i] = mpmath.fsum(k * mpmath.exp((e - m) * L) for _, k, e in ps if k > 0)
        for j, k, e in ps:
            if k > 0:
                E[i, j] = e
                f[i, j] = mpmath.exp((e - m) * L) / Z[i]
    cnt = {(i, j): k for i, ps in part.items() for j, k, _ in ps}
    # output rows C = f A V (V = I): col 1 = a s f(i, j3); col 1+g3 = b s (f(i,j3) + (t-1) f(i,G));
    # col 1+h (h != g3) = t b s f(i, row of group h); col d = c s sum_j f(i, j) (= c s)
    C = {}
    for i in part:
        C[i, "c1"] = a * s * f[i, "0"]
        C[i, "ip"] = b * s * (f[i, "0"] + ((t - 1) * f[i, "G"] if hasG else 0))
        C[i, "cd"] = c * s * mpmath.fsum(cnt[i, j] * f[i, j] for j, k, _ in part[i] if k > 0)
    # other Type-II columns (d >= 4): row j3 and G rows see every other group alike; an H row sees its own group
    # ('own') and, if d >= 5, the others ('oth')
    rest0 = [t * b * s * f["0", "H"]] if hasH else []
    restG = [t * b * s * f["G", "H"]] if hasH else []
    restH = [t * b * s * f["H", "Hs"]] + ([t * b * s * f["H", "Hd"]] if hasHd else [])
    K = (["G"] if hasG else []) + (["H"] if hasH else [])
    live = ["0", *K]

    def fk(i: str, j: str) -> list:  # the weight of row class i on row class j (H on H: own group, other groups)
        if i == "H" and j == "H":
            return [f["H", "Hs"]] + ([f["H", "Hd"]] if hasHd else [])
        return [f[i, j]]

    def ek(i: str, j: str) -> list:
        if i == "H" and j == "H":
            return [E["H", "Hs"]] + ([E["H", "Hd"]] if hasHd else [])
        return [E[i, j]]

    rest = {"0": rest0, "G": restG, "H": restH}
    v = {"u33": [E["0", "0"]], "u3k": [x for j in K for x in ek("0", j)], "uk3": [x for i in K for x in ek(i, "0")],
         "ukk": [x for i in K for j in K for x in ek(i, j)], "f33": [f["0", "0"]],
         "f3k": [x for j in K for x in fk("0", j)], "fk3": [x for i in K for x in fk(i, "0")],
         "fkk": [x for i in K for j in K for x in fk(i, j)], "P1": [C["0", "c1"]], "P2'": [C["0", "ip"]],
         "P2": rest0, "P2all": [C["0", "ip"], *rest0], "P3": [C["0", "cd"]], "P4": [C[i, "c1"] for i in K],
         "P5'": [C[i, "ip"] for i in K], "P5": [x for i in K for x in rest[i]],
         "P5all": [C[i, "ip"] for i in K] + [x for i in K for x in rest[i]], "P6": [C[i, "cd"] for i in K],
         "c1": [C[i, "c1"] for i in live], "cII": [C[i, "ip"] for i in live] + [x for i in live for x in rest[i]],
         "cd": [C[i, "cd"] for i in live]}

    def hi(e: mpmath.mpf) -> bool:
        return abs(e - bc) < b * b / 2

    def lo(e: mpmath.mpf) -> bool:
        return abs(e - cc) < b * b / 2

    def count(i: str, js: list, test) -> mpmath.mpf:  # noqa: ANN001
        return mpmath.mpf(sum(cnt[i, j] for j, k, e in part[i] if k > 0 and j in js and test(e)))

    allj = {"0": ["0", "G", "H"], "G": ["0", "G", "H"], "H": ["0", "G", "Hs", "Hd"]}
    v.update({"uoff": [x for i in live for j in live if (i, j) != ("0", "0") for x in ek(i, j)],
              "cnt3hi": [count("0", ["G", "H"], hi)], "cnt3lo": [count("0", ["G", "H"], lo)],
              "cntkhi": [count(i, allj[i], hi) for i in K], "cntklo": [count(i, allj[i], lo) for i in K],
              "fkhi": [f[i, j] for i in K for j in allj[i] if cnt[i, j] > 0 and hi(E[i, j])],
              "fklo": [f[i, j] for i in K for j in allj[i] if cnt[i, j] > 0 and lo(E[i, j])]})
    return v


def _lhs(inst: dict, dps: int) -> tuple:
    with mpmath.workdps(dps):
        x = _e_class_sets(inst)[inst["part"][:-2]]
        lhs = None if not x else (-min(x) if inst["part"].endswith(">=") else max(x))
    return lhs


def _q(inst: dict) -> dict:
    return {"part": inst["part"], "n": inst["n"], "t": inst["t"], "a": inst["a"], "b": inst["b"], "c": inst["c"]}


def _terms(inst: dict, lhs) -> dict:  # noqa: ANN001
    return {"applies": -1.0 if lhs is None else 1.0, "b2c2": inst["b"] ** 2 + inst["c"] ** 2}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    lhs = _lhs(inst, 40)
    return Measurement(0.0 if lhs is None else float(lhs), _q(inst), _terms(inst, lhs))


def _exact(inst: dict) -> Measurement:
    lhs = _lhs(inst, 80)
    return Measurement(mpmath.mpf(0) if lhs is None else lhs, _q(inst), _terms(inst, lhs), exact=True)


@st.composite
def _instances(draw: st.DrawFn, parts: tuple[str, ...]) -> dict:
    """Def D.1, Section E (X = I_d, b^2 + c^2 = 1, a1 >= 1, b in (0, 0.2)): d log-uniform in [3, 1e6] with the
    edges 3, 4, 5 (where classes G, H, H's other groups appear) and 1e6, t log-uniform in [1, 1e6] (edges 1, 2, 1e6);
    n = (d-2) t >= 2; j3 is any row (the classes do not depend on which)."""
    d = draw(with_edges(_int_log(3, _D), 3, 4, 5, _D))
    t = draw(with_edges(_int_log(1, _T), 1, 2, _T))
    if (d - 2) * t < 2:
        t = 2
    n = (d - 2) * t
    a = draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0))
    b = draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 1e-3, 0.199))
    return {"n": n, "d": d, "t": t, "a": a, "b": b, "c": math.sqrt(1 - b * b), "j3": 0,
            "part": draw(st.sampled_from(parts)), "family": "E", "mode": "classes"}


def _domain() -> tuple[Param, ...]:
    return (Param("n", 2, math.inf, integer=True, far=1e9, text="n = (d-2) t",
                  unreached="n > 1e12 (d, t <= 1e6); n = 1 is softlin.exp-lemmas.n1"),
            Param("d", 3, math.inf, integer=True, far=1e5, text="d >= 3 (n = (d-2) t)",
                  unreached="d > 1e6 (log-uniform up to 1e6; the class closed form costs O(1) in d)"),
            Param("t", 1, math.inf, integer=True, far=1e5, text="t a positive integer (Def D.1)",
                  unreached="t > 1e6 (log-uniform up to 1e6)"),
            Param("a1", 1.0, math.inf, key="a", far=100.0, text="a1 >= 1 (Sec. E, Lemma E.1)",
                  unreached="a1 > 100"),
            Param("b", 0.0, 0.2, lo_closed=False, hi_closed=False, text="b in (0, 0.2), b^2 + c^2 = 1",
                  unreached="b < 1e-3: the exponent classes n^{c^2}, n^{b^2+c^2} are separated with tolerance b^2/2"))


_NOTE = ("Every entry set from three row classes of Def D.1's A (X = I_d): row j3, the other rows of j3's Type-II "
         "group, a row of another group (O(1) closed forms, 40 digits; 80 for the exact re-measure); equal to the "
         "distinct-row computation of {base} at d <= 24 (tests/test_softlin_r24_factsoft.py). d, t log-uniform to "
         "1e6 (n up to 1e12).")


def _widen(base, cid: str, statement: str):  # noqa: ANN001, ANN202
    parts = _PARTS[base.id]
    return replace(base, id=cid, statement=statement, measure=_measure, exact=_exact,
                   strategy=lambda: _instances(parts), domain=_domain(),
                   settings={"ci": {"max_examples": 60, "budget_s": 3.0},
                             "dev": {"max_examples": 2000, "budget_s": 120.0}},
                   notes=_NOTE.format(base=base.id))


_PARTS = {
    E1C_N.id: ("cntkhi<=", "cnt3hi>=", "u33<=", "u33>=", "uoff<=", "uoff>=", "cnt3hi<=", "cnt3lo<=", "cnt3lo>=",
               "cntkhi>=", "cntklo<=", "cntklo>=", "f33>=", "f3k<=", "fkhi<=", "fklo<="),
    E2_N.id: ("P1>=", "P2'>=", "P2<=", "P3<=", "P3>=", "P4<=", "P5all<="),
}

E1C_D = _widen(E1C_N, "softlin.lemmaE.1.corrected-d",
               "Lemma E.1 as corrected (softlin.lemmaE.1.corrected-n's bound), every part, at d and t up to 1e6 "
               "(n up to 1e12; X = I_d, three row classes).")
E2_D = _widen(E2_N, "softlin.lemmaE.2-d",
              "Lemma E.2 (X = I_d, V = I_d), every part, at d and t up to 1e6 (n up to 1e12): P1 c(j3,1) >= a1 s/2; "
              "P2 c(j3,i') >= b s/2, c(j3,i) <= t n^{b^2-1} b s; P3 c(j3,d) = c s; P4 c(k,1) <= n^{b^2-1} a1 s; "
              "P5 c(k,i) <= t n^{b^2-1} b s.")

CLAIMS = [E1C_D, E2_D]
