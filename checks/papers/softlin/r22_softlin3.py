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

from hypothesis import strategies as st

from thmcheck.bounds import softlin_r22_softlin3 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.softlin._common import PAPER, _dy, _src
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
