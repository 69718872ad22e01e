"""Round 22 (softlin, helper mhgd3): the n = 1 end of the exp (softmax) entry-wise lemmas of Appendices D, E, F.

The entry-wise claims draw n >= 2 and their domain said n = 1 is "0/0". That holds for the linear weights only
(f_lin = u/<u, 1> with u = A1 X A2^T = 0). For exp, n = 1 (Def D.1: d = 3, t = 1; Def F.1: d = 2, t = 1) is a
legitimate instance: log n = 0, so s = sqrt(log n) = 0 and

- self-attention (Def D.1, X = 1 or I): A = 0, u_exp = exp(0) = 1, f_exp = 1, c_exp = f A V = 0;
- cross-attention (Def F.1, X = V = I): A1 = 0 (every column carries log n), A2 = A3 = [1, 1], so u = 1, f = 1 and
  c(j2, .) = A3's row = (1, 1).

The printed score parts read u = n^x (e.g. u(j3,j3) = n^{(1+a1)^2}): at n = 1 both sides are 1; the claims measure
them as log u / log n, which is 0/0 there, so this claim measures u itself against n^x. Every other part (f, c, the
Section E counts) is measured by the lemma's own claim (dense n x n model at n = 1) against its own printed bound.
``softlin.exp-lemmas.n1`` draws, at n = 1, one of the exp lemmas with the parameters its statement allows (a1, a0, b),
and one of its parts; the parts over an empty index set (k != j3, j0 != j2, off-diagonal) do not apply at n = 1.
"""

from __future__ import annotations

import math

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds import softlin as SBE
from thmcheck.bounds import softlin_r22_softlin3 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.softlin._common import PAPER, _dy, _int_log, _src
from thmcheck.checks.papers.softlin._entrywise import _B2C2, _self_exact, _self_exact_sets
from thmcheck.checks.strategies import log_uniform, with_edges

# the exp entry-wise claims (built by _det_self / _det_cross) and the data family their statement draws
_LEMMAS = ("softlin.lemmaD.2", "softlin.lemmaD.3", "softlin.lemmaD.3.corrected", "softlin.lemmaD.6",
           "softlin.lemmaD.7", "softlin.lemmaE.1", "softlin.lemmaE.1.corrected", "softlin.lemmaE.2",
           "softlin.display.lemmaE.2-printed", "softlin.lemmaF.2", "softlin.lemmaF.3", "softlin.lemmaF.6",
           "softlin.lemmaF.7")


def _claim(cid: str) -> Claim:
    from thmcheck.checks.registry import get

    return get(cid)


def _closure(f) -> dict:  # noqa: ANN001
    return dict(zip(f.__code__.co_freevars, [x.cell_contents for x in f.__closure__ or ()], strict=True))


def _parts(cid: str) -> tuple[str, ...]:
    return tuple(_closure(_claim(cid).strategy)["parts"])


def _family(cid: str) -> str:
    """'D1' (a1 >= 0.7), 'D0' (a0 in (0, 0.1); D.6/F.6 print D1 data with the statement's a0: at n = 1 the data do
    not depend on a), 'E' (a1 >= 1, b in (0, 0.2)), 'F1' (a1 > 1)."""
    if cid.startswith("softlin.lemmaF."):
        return "F1" if cid.endswith((".2", ".3")) else "F0"
    if ".lemmaE." in cid:
        return "E"
    return "D0" if cid.endswith((".6", ".7")) else "D1"


# the parts over k != j3 (self), j0 != j2 (cross), off-diagonal entries or the Type-II columns other than i' (d = 3:
# there is one): empty index sets at n = 1 (they stay in the measure's 'part applies' guard too)
_EMPTY_AT_1 = frozenset({"u3k", "uk3", "ukk", "uoff", "f3k", "fk3", "fkk", "P2", "P4", "P5'", "P5", "P5all", "P6",
                         "cntkhi", "cntklo", "fkhi", "fklo", "f2k", "fk", "c2", "ck1", "cki"})


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    cid = draw(st.sampled_from(_LEMMAS))
    fam = _family(cid)
    part = draw(st.sampled_from([p for p in _parts(cid) if p[:-2] not in _EMPTY_AT_1]))
    if fam == "D1":
        a = draw(with_edges(log_uniform(0.7, 100.0), 0.7, 100.0))
    elif fam in ("D0", "F0"):
        a = draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 1e-4, 0.0999))
    elif fam == "E":
        a = draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0))
    else:
        a = draw(with_edges(log_uniform(1.0001, 100.0), 1.0001, 100.0))
    if fam == "E":
        b = draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 1e-3, 0.199))
        c = math.sqrt(1 - b * b)
    else:
        b = _dy(draw(with_edges(st.floats(0.1, 0.9), 0.1, 0.9)))
        c = 1.0 - b
    inst = {"lemma": cid, "part": part, "n": 1, "t": 1, "a": a, "b": b, "c": c, "j3": 0, "j2": 0, "mode": "dense"}
    if fam.startswith("F"):
        inst.update(d=2, family="D1" if fam == "F1" else "D0")
    else:
        inst.update(d=3, family="E" if fam == "E" else fam)
    return inst


def _is_u(part: str) -> bool:
    return part[:-2] in ("u33", "u3k", "uk3", "ukk", "uoff", "u23")


def measure(inst: dict, ctx: Ctx) -> Measurement:
    """u parts: u = exp(score) of the n = 1 model (u = 1) against n^x; others: the lemma's own measurement."""
    cid, part = inst["lemma"], inst["part"]
    c = _claim(cid)
    m = c.measure(inst, ctx)
    q = dict(m.quantities)
    if _is_u(part):
        applies = part[:-2] in ("u33", "u23")  # the other score sets need a second row or an off-diagonal entry
        # n = 1: every score is 0 (s = sqrt(log 1) = 0 for Def D.1; Def F.1's A1 = log(1) (...) = 0)
        u = math.exp(0.0)
        lhs = -u if part.endswith(">=") else u
        return Measurement(lhs if applies else 0.0, {"bound": c.bound.__name__, "q": q, "u": True},
                           {"applies": 1.0 if applies else -1.0})
    return Measurement(m.lhs, {"bound": c.bound.__name__, "q": q, "u": False}, dict(m.terms))


_APPLIES = Assumption("part applies", "the drawn part quantifies over a non-empty set of entries (at n = 1: only "
                      "row j3 / j2 and the diagonal entry)", lambda q: q["applies"])

EXP_N1 = Claim(
    id="softlin.exp-lemmas.n1", paper=PAPER, catalog_id="softlin.lemmaD.2",
    source=_src("Lemmas D.2, D.3, D.6, D.7, E.1, E.2, F.2, F.3, F.6, F.7 (exp weights; their own claims cite their "
                "lines) at n = 1 of Definitions D.1 and F.1", "L522, L1913"),
    statement="Every exp entry-wise lemma of Appendices D-F at n = 1 (Def D.1: d = 3, t = 1; Def F.1: d = 2, t = 1), "
              "each part as printed: scores u = n^x, weights f, output rows c against the lemma's bounds.",
    kind="deterministic", comparison="<=", bound=B.exp_lemma_at_n1, measure=measure, strategy=_instances,
    assumptions=(_APPLIES,), atol=1e-12, rtol=1e-9,
    settings={"ci": {"max_examples": 150, "budget_s": 3.0}},
    domain=(Param("n", 1, math.inf, integer=True, text="n = (d-2) t or (d-1) t; here n = 1 (d = 3 or 2, t = 1)",
                  unreached="n >= 2 is drawn by each lemma's own claim; this claim is their n = 1 end"),
            Param("a", 0.0, 100.0, lo_closed=False, far=100.0,
                  text="the lemma's a1 (D1: >= 0.7; E: >= 1; F1: > 1) or a0 (0, 0.1); a1 drawn up to 100",
                  unreached="a1 > 100: at n = 1 the data do not depend on a (A = 0, Def F.1's A1 = 0)"),
            Param("b", 0.0, 0.9, lo_closed=False, text="b + c = 1, b in [0.1, 0.9] (D); b in (0, 0.2), "
                  "b^2 + c^2 = 1 (E)")),
    mutants={"every printed bound 1% tighter": B.exp_lemma_at_n1_tighter},
    auto_mutant=False, no_mutant_reason="the planted mutant tightens every bound (the parts are tight at n = 1)",
    notes="At n = 1 every exp lemma holds: f(j3,j3) = 1, c = 0 (self) or c(j2, .) = (1, 1) (cross, Lemma F.7's "
          "c(j2,1) <= 1 with equality; Lemma D.6's f(j3,j3) <= 1 with equality), u = 1 = n^x. The linear-weight "
          "lemmas (D.10, D.11, D.14, D.15, F.10, F.14) are 0/0 at n = 1 (f_lin = u/<u,1>, u = 0): not drawn.",
)

CLAIMS = [EXP_N1]


# ============================================ Section E (X = I_d) at large n: the distinct rows of Def D.1, exactly

_E_D, _E_T = 24, 10**6  # d <= 24 (O(d^3) 30-digit operations per instance), t <= 1e6: n up to 2.2e7


@st.composite
def _e_large_instances(draw: st.DrawFn, parts: tuple[str, ...]) -> dict:
    """Def D.1 with Section E's b^2 + c^2 = 1, a1 >= 1, b in (0, 0.2): d in [3, 24], t log-uniform in [1, 1e6]
    (n = (d-2) t up to 2.2e7, n >= 2), j3 any row."""
    d = draw(with_edges(st.integers(3, _E_D), 3, 4, _E_D))
    t = draw(with_edges(_int_log(1, _E_T), 1, _E_T))
    if (d - 2) * t < 2:
        t = 2
    n = (d - 2) * t
    a = draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0))
    b = draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 1e-3, 0.199))
    return {"n": n, "d": d, "t": t, "a": a, "b": b, "c": math.sqrt(1 - b * b), "j3": draw(st.integers(0, n - 1)),
            "part": draw(st.sampled_from(parts)), "family": "E", "mode": "rows"}


def _e_rows_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Every entry set of the Section E lemmas from the d - 1 distinct rows of A (row j3 and one row per Type-II
    group, with multiplicities), at 30 digits: ``_self_exact_sets`` (never the n x n model)."""
    with mpmath.workdps(30):
        vals = _self_exact_sets(inst, "exp")
        part = inst["part"]
        x = vals[part[:-2]]
        lhs = None if not x else float(-min(x) if part.endswith(">=") else max(x))
    q = {"part": part, "n": inst["n"], "t": inst["t"], "a": inst["a"], "b": inst["b"], "c": inst["c"]}
    return Measurement(0.0 if lhs is None else lhs, q, {"applies": -1.0 if lhs is None else 1.0,
                                                         "b2c2": inst["b"] ** 2 + inst["c"] ** 2})


def _e_domain() -> tuple[Param, ...]:
    return (Param("n", 2, math.inf, integer=True, far=1e7, text="n = (d-2) t",
                  unreached="n > 2.2e7 (d <= 24, t <= 1e6); n = 1 is softlin.exp-lemmas.n1"),
            Param("d", 3, math.inf, integer=True, far=24, text="d >= 3 (n = (d-2) t)",
                  unreached="d > 24 is not drawn by this claim (its distinct-row computation costs O(d^3) 30-digit "
                            "operations); d, t up to 1e6 (n up to 1e12) are drawn by softlin.lemmaE.1.corrected-d and "
                            "softlin.lemmaE.2-d (three row classes, equal to this computation at d <= 24; both hold)"),
            Param("t", 1, math.inf, integer=True, far=1e6, text="t a positive integer (Def D.1)",
                  unreached="t > 1e6 (log-uniform up to 1e6)"),
            Param("a1", 1.0, math.inf, key="a", far=100.0, text="a1 >= 1 (Sec. E, Lemma E.1)",
                  unreached="a1 > 100"),
            Param("b", 0.0, 0.2, lo_closed=False, hi_closed=False, text="b in (0, 0.2), b^2 + c^2 = 1",
                  unreached="b < 1e-3: the exponent classes n^{c^2}, n^{b^2+c^2} are separated with tolerance b^2/2"))


def _e_large(cid: str, source: str, statement: str, bound, parts: tuple[str, ...], mutants: dict,  # noqa: ANN001
             catalog_id: str) -> Claim:
    return Claim(id=cid, paper=PAPER, catalog_id=catalog_id, source=source, statement=statement, kind="deterministic", comparison="<=",
                 bound=bound, measure=_e_rows_measure, exact=_self_exact("exp"),
                 strategy=lambda: _e_large_instances(parts), assumptions=(_APPLIES, _B2C2), atol=1e-12, rtol=1e-9,
                 domain=_e_domain(), mutants=mutants, settings={"ci": {"max_examples": 60, "budget_s": 4.0},
                                                         "dev": {"max_examples": 1500, "budget_s": 120.0}},
                 notes="Section E's lemmas at large n: every entry set from the d - 1 distinct rows of Def D.1's A "
                       "(X = I_d: S = A A^T has (d-1)^2 distinct values; the weights and output rows follow with "
                       "the rows' multiplicities), 30 digits; the dense claim covers d <= 66, n <= 1920.")


E1C_N = _e_large(
    "softlin.lemmaE.1.corrected-n", _src("Lemma E.1 (corrected counts and Part 1a exponent), App. E, large n",
                                         "L1598-L1709"),
    "Lemma E.1 as corrected (softlin.lemmaE.1's corrected bound: u(j3,j3) = n^{1+a1^2}, t indices of a row j0 != j3 "
    "at n^{b^2+c^2}), every part, at n up to 2.2e7 (X = I_d, distinct rows).",
    SBE.lemmaE_1_corrected,
    ("cntkhi<=", "cnt3hi>=", "u33<=", "u33>=", "uoff<=", "uoff>=", "cnt3hi<=", "cnt3lo<=", "cnt3lo>=", "cntkhi>=",
     "cntklo<=", "cntklo>=", "f33>=", "f3k<=", "fkhi<=", "fklo<="),
    {"the printed counts swapped (row j3: t at n^{b^2+c^2}; rows j0 != j3: t - 1)": lambda part, n, t, a, b, c: (
        -float(t) if part == "cnt3hi>=" else float(t - 1) if part == "cntkhi<="
        else SBE.lemmaE_1_corrected(part, n, t, a, b, c))},
    catalog_id="softlin.lemmaE.1")

E2_N = _e_large(
    "softlin.lemmaE.2-n", _src("Lemma E.2, App. E (QK^T = I_d), large n", "L1713-L1805"),
    "Lemma E.2 (X = I_d, V = I_d), every part, at n up to 2.2e7: P1 c(j3,1) >= a1 s/2; P2 c(j3,i') >= b s/2, "
    "c(j3,i) <= t n^{b^2-1} b s; P3 c(j3,d) = c s; P4 c(k,1) <= n^{b^2-1} a1 s; P5 c(k,i) <= t n^{b^2-1} b s.",
    SBE.lemmaE_2, ("P1>=", "P2'>=", "P2<=", "P3<=", "P3>=", "P4<=", "P5all<="),
    {"P5: factor t dropped": lambda part, n, t, a, b, c: (
        n ** (b * b - 1) * b * math.sqrt(math.log(n)) if part == "P5all<=" else SBE.lemmaE_2(part, n, t, a, b, c))},
    catalog_id="softlin.lemmaE.2")

CLAIMS += [E1C_N, E2_N]
