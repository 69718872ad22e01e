"""thesis, Appendix A (Chapter 2), round 22 (helper thesisX3): the attention-step signs of Lemma A.3.1 Claim 2's proof
along m, ten times past the round-18 claims' path cap.

thesis.ch2.eqA.143, thesis.ch2.eqA.159, thesis.ch2.eqA.166 (``r18_thesisA``) draw m in [112, 128] and follow m to 1280
(SIGN_M_CAP) on their path. Their display holds 'when m >~ M^2 log N' (L2723), so a crossing must persist as m grows;
the claims ``<id>-m`` here start at m = 1280 (the old cap) and follow m to 12800 (10x the cap) on the same
trained ViT (``r18_thesisA.sign_run``: the measure and the window are those of the base claims). N = 20 (M^2 ln N =
74.9) keeps a run at m = 12800 near 7 s on this machine; the three ids share the runs (``sign_run`` is cached).

Second paths in ``tests/test_thesis_r22_thesisX3.py`` (own torch model, no thmcheck code)."""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r18_thesisA as B18
from thmcheck.checks.claim import Claim, Direction
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r18_thesisA as R18
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r22_thesisX3.py::"

M_PATH = (1280.0, 2560.0, 5120.0, 12800.0)
M_CAP = 12800


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """The base claims' instance (r18_thesisA._sign_instances) at the far end of m: seed (atom 0), eta in {1, 0.5}
    (atom 1), N = 20, the full batch B = N (atom) or 4..N, m = 1280 (atom: the old cap) or log-uniform on [1280,
    12800], L = 10, f in [0.5, 0.99] (atom 0.9)."""
    N = 20
    return {"seed": draw(st.one_of(st.just(0), st.integers(0, 2**16))), "eta": draw(st.sampled_from([1.0, 0.5])),
            "N": N, "B": draw(st.one_of(st.just(N), st.integers(4, N))),
            "m": int(draw(st.one_of(st.just(1280), log_uniform(1280.0, float(M_CAP))))), "L": 10,
            "f": draw(st.one_of(st.just(0.9), st.floats(0.5, 0.99)))}


def _move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": min(M_CAP, int(t))}


_DOMAIN = (
    Param("m", 1, INF, integer=True, far=M_CAP, text="m >~ M^2 log N (2.7)",
          unreached="m in [1280, 12800] drawn (dev), m = 1280 in ci, and every ci/dev crossing followed to 12800 = "
                    "171 M^2 ln N along the m path (m in [112, 1280]: the base claim); past 12800 a run takes minutes"),
    Param("eta", 0, INF, lo_closed=False, far=1, text="step size eta > 0",
          unreached="eta in {0.5, 1} (smaller eta: the base claim's evidence, eta = 0.1 at m = 1024)"),
    Param("B", 1, INF, integer=True, far=20, text="B >= Omega(1) (2.9)",
          unreached="B in [4, N] (B = N the full batch); B < 4 not drawn (cost), as the base claim"),
    Param("N", 1, INF, integer=True, far=20, text="N >= Omega(...) (2.11)",
          unreached="N = 20 (N in {20, 40, 80}: the base claim; N = 20 halves a run at m = 12800)"),
    Param("f", 0, 1, hi_closed=False, text="the window [f (T* - 1), T* - 1) of 't large enough before the end'",
          unreached="f in [0.5, 0.99]"),
)

_RUNS = {
    "inc_SS": "seed 0, eta = 1, B = N = 20 (full batch), L = 10, f = 0.9: min increment over the window = -5.67e-2 "
              "(m = 1280, T* = 76), -5.58e-2 (m = 2560, T* = 78), -5.09e-2 (m = 5120, T* = 76), -5.39e-2 (m = 12800, "
              "T* = 75); at N = 40, m = 12800: -6.01e-2 (T* = 77).",
    "inc_ND": "seed 0, eta = 1, B = N = 20 (full batch), L = 10, f = 0.9: min increment over the window = -6.12e-2 "
              "(m = 1280), -6.00e-2 (m = 2560), -5.65e-2 (m = 5120), -6.05e-2 (m = 12800); at N = 40, m = 12800: "
              "-6.68e-2.",
    "gq_lit": "seed 0, eta = 1, B = N = 20 (full batch), L = 10, f = 0.9: min over the window of eta <G x_j, q_1> = "
              "-9.65e-2 (m = 1280), -1.05e-1 (m = 2560), -1.01e-1 (m = 5120), -9.22e-2 (m = 12800); at N = 40, m = "
              "12800: -1.20e-1.",
}

for _base, _key in (("thesis.ch2.eqA.159", "inc_SS"), ("thesis.ch2.eqA.166", "inc_ND"),
                    ("thesis.ch2.eqA.143", "gq_lit")):
    _spec = next(s for s in R18._SIGN_SPECS if s[0] == _base)
    _, _, _lower, _cmp, _source, _stmt, _tex = _spec
    CLAIMS.append(Claim(
        id=f"{_base}-m", paper=PAPER, catalog_id=_base, kind="step", comparison=_cmp, source=_src(_source),
        statement=_stmt + " Here along m from 1280 to 12800 (10x the base claim's path cap).",
        statement_tex=_tex,
        bound=B18.sign_zero, measure=R18._sign_measure(_key, _lower), strategy=_instances(),
        assumptions=(R18._SIGN_ASSUMPTION,), domain=_DOMAIN, eventually=("m",),
        directions=(Direction("m -> inf at the crossing's seed, eta, B, N, L, f", "m", INF, move=_move_m,
                              points=M_PATH, grows=("m",),
                              reason="Claim 2 holds 'when m >~ M^2 log N' (L2723): a crossing must persist as m "
                                     "grows, here to 12800 = 171 M^2 ln N"),),
        expect="erratum",
        evidence="The base claim's wrong sign persists ten times past its path cap, with no trend towards 0 as m "
                 "grows (claim's measure; second path: own torch model, no thmcheck code): " + _RUNS[_key] + " "
                 + R18.SIGN_EVIDENCE[_base],
        no_correction_reason="as the base claim: the late-step sign is set by which samples still have an active "
                             "hinge, not by K(t) or m",
        no_mutant_reason="the bound tested is the constant 0 and the claim is violated; any stricter bound fails "
                         "with it",
        second_path=SP + "test_signs_persist_at_m_12800",
        notes="Round 22 (thesisX3): the base claim's domain reason narrowed m to a path cap of 1280 (cost); this claim "
              "reaches 12800 on a path of four runs (~15 s, shared by the three ids in one process).",
        settings={"ci": {"max_examples": 1, "budget_s": 5.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0,
                         "refine": False, "shrink": False},
                  "dev": {"max_examples": 4, "min_valid": 1, "path_decades": 0.0},
                  "deep": {"max_examples": 8, "min_valid": 2, "path_decades": 0.0}},
    ))
