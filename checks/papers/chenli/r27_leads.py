"""chenli, round 27 (helper leads): an auditor's lead on Lemma 11.5 Item 3 at d >= 2.

- ``chenli.display.lemma11.5-item3-rho-w-lower`` / ``-upper``: the proof of Lemma 11.5 (L3107, L3137) takes v = rho w and
  'eps = 1/poly(dM) so that rho = Theta(log dM) (thus verifying Item 3)', Item 3 (L3081) being ||v|| = Theta(M sqrt(d)
  log d). Each half of the Theta checked for that v over the printed domain (d >= 2, M in N, w in Z^d, ||w||_inf <=
  M; d = 1 is chenli.lemma11.5-d1): ||rho w|| = rho ||w|| is not bounded below by M sqrt(d) log d when ||w|| is small
  (w = e_1, d -> inf; w = 0), nor above when M grows at fixed d (rho grows like log M, the shape only like log d).
  The step fails; Lemma 11.5 itself is an existence statement that this does not refute (another v would have to
  meet Item 4 with <v, x> carrying h(<w, x>)). The aside (h's printed domain {-d..d} vs {-dM..dM}) is
  chenli.display.lemma11.5-h-domain (r23_chenli5). Round 28 (helper leads): the audits' reading, Item 3 as the upper
  bound O(M sqrt(d) log(dM)), is a Reading of both claims (erratum as printed).

Second path: ``tests/test_chenli_r27_leads.py``."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r27_leads as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

SP = "tests/test_chenli_r27_leads.py::"


def _wnorm(inst: dict) -> float:
    """||w|| of the drawn w in Z^d, ||w||_inf <= M: e_1 (norm 1), M 1_d (M sqrt d, the largest), 0, or uniform
    integers in [-M, M]^d (d <= 4096)."""
    fam, d, M = inst["family"], int(inst["d"]), float(inst["M"])
    if fam == "e1":
        return 1.0
    if fam == "max":
        return M * math.sqrt(d)
    if fam == "zero":
        return 0.0
    rng = np.random.default_rng(int(inst["seed"]))
    w = rng.integers(-int(M), int(M) + 1, size=d)
    return float(np.linalg.norm(w.astype(float)))


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = ||v|| for the proof's v = rho w with rho = log(8 dM) (the proof's rho = Theta(log dM), L3137; the
    hidden constant of that Theta only scales lhs)."""
    d, M = int(inst["d"]), float(inst["M"])
    rho = math.log(8 * d * M)
    wn = _wnorm(inst)
    return Measurement(rho * wn, {"d": float(d), "M": M, "rho": rho, "wnorm": wn},
                       {"family": inst["family"], "||w||": wn, "rho": rho})


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    fam = draw(st.sampled_from(["e1", "max", "zero", "random", "random"]))
    d_hi = 4096 if fam == "random" else 10**8
    d = int(draw(st.one_of(st.sampled_from([2, 3, 16]), with_edges(log_uniform(2.0, float(d_hi)), 2.0).map(int))))
    M_hi = 64.0 if fam == "random" else 1e12
    M = int(draw(st.one_of(st.just(1), with_edges(log_uniform(1.0, M_hi), 1.0).map(int))))
    return {"d": max(2, d), "M": max(1, M), "family": fam, "seed": draw(SEEDS)}


def _mv_d(inst: dict, t: float) -> dict:
    return {**inst, "family": "e1", "M": 1, "d": int(t)}


def _mv_M_e1(inst: dict, t: float) -> dict:
    return {**inst, "family": "e1", "d": 2, "M": int(t)}


def _mv_M_max(inst: dict, t: float) -> dict:
    return {**inst, "family": "max", "d": 2, "M": int(t)}


def _mv_d_max(inst: dict, t: float) -> dict:
    return {**inst, "family": "max", "M": 1, "d": int(t)}


# Round 28 (helper leads): the audits' reading (docs/audits/round27/chenli.md, both auditors), checked by the search.
_UPPER_READING_DIRS = (
    Direction("M -> inf at w = M 1, d = 2", "M", INF, how="path", move=_mv_M_max,
              points=(1.0, 1e4, 1e8, 1e12, 1e16, 1e20, 1e24),
              reason="||w|| = M sqrt 2: ratio log(16 M)/log(2M) -> 1"),
    Direction("d -> inf at w = 1_d, M = 1", "d", INF, how="path", move=_mv_d_max,
              points=(2.0, 16.0, 256.0, 4096.0, 65536.0, 1e6, 1e8),
              reason="||w|| = sqrt d: ratio log(8d)/log d -> 1"),
    Direction("w (e_1, M 1, 0, random)", "family", 0.0, how="search", reason="four families drawn"),
)
_UPPER_READING = Reading(
    "Item 3 as an upper bound with log(dM)",
    "Item 3 read as the upper bound the proof gives, ||v|| = O(M sqrt(d) log(dM)) (Theta for O, log d for log dM: "
    "both auditors of round 27); its only uses (Lemma 11.7 L3175, Theorem 11.2 with M = poly(d)) need no more. The "
    "proof's v = rho w has rho ||w|| <= log(8dM) M sqrt(d) <= 4 M sqrt(d) log(dM) for d >= 2.",
    bound=B.l115_item3_upper_reading, comparison="<=", directions=_UPPER_READING_DIRS)


_DOMAIN = (
    Param("d", 2, INF, integer=True, text="d in N, d >= 2 here (d = 1 is chenli.lemma11.5-d1)",
          unreached="d <= 1e8 (<= 4096 for random w); 1e8 on the d path"),
    Param("M", 1, INF, integer=True, text="M in N, ||w||_inf <= M",
          unreached="M <= 1e12 (<= 64 for random w); 1e24 on the M path"),
)

_STATEMENT = ("Proof of Lemma 11.5 (L3107, L3137): 'We will take v = rho w ... if we take eps = 1/poly(dM) so that rho "
              "= Theta(log dM) (thus verifying Item 3)', Item 3 (L3081): ||v|| = Theta(M sqrt(d) log d), for every d, "
              "M in N and w in Z^d with ||w||_inf <= M. ")
_SOURCE = f"Lemma 11.5 Item 3 and its proof (v = rho w; rho = Theta(log dM) 'thus verifying Item 3'), Section 11.2, {SEED_FILE} L3081, L3107, L3137"
_EVID = ("Audited (round 27, docs/audits/round27/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. "
         "Round 28: their reading (Item 3 as the upper bound O(M sqrt(d) log(dM))) is encoded as a Reading and searched "
         "(label erratum as printed). Closed form: the proof's v = rho w has ||v|| = rho ||w||, rho = Theta(log dM) "
         "(needed: e^{-rho/3} <= eps <~ sigma_min(M^) ~ rho/dM forces rho >~ log dM). ")


CLAIMS.append(Claim(
    id="chenli.display.lemma11.5-item3-rho-w-lower", catalog_id="chenli.lemma11.5", paper=PAPER, kind="step",
    source=_SOURCE,
    statement=_STATEMENT + "Lower half: ||rho w|| >~ M sqrt(d) log d (one constant over the domain).",
    comparison=">=", bound=B.l115_item3_shape, measure=_measure, strategy=_instances(),
    constants="hidden", uniform=True,
    directions=(
        Direction("d -> inf at w = e_1, M = 1", "d", INF, how="path", move=_mv_d,
                  points=(2.0, 16.0, 256.0, 4096.0, 65536.0, 1e6, 1e8),
                  reason="||w|| = 1: rho ||w|| = log(8d) while the shape grows like sqrt(d) log d"),
        Direction("M -> inf at w = e_1, d = 2", "M", INF, how="path", move=_mv_M_e1,
                  points=(1.0, 10.0, 1e3, 1e6, 1e9, 1e12),
                  reason="rho ||w|| = log(16 M) while the shape grows like M"),
        Direction("w (e_1, M 1, 0, random)", "family", 0.0, how="search", reason="four families drawn"),
    ),
    expect="erratum as printed", readings=(_UPPER_READING,),
    evidence=_EVID + "Lower half fails: w = e_1 (||w||_inf = 1 <= M), M = 1: ratio ||v||/(M sqrt(d) log d) = log(8d)/"
                     "(sqrt(d) log d) = 2.83, 0.086, 0.0046, 4.7e-5 at d = 2, 256, 65536, 1e8 (-> 0: no constant c "
                     "> 0 serves); at d = 2, w = e_1, M -> inf it is log(16 M)/(M sqrt2 log 2) -> 0; and w = 0 (in "
                     "Z^d, ||w||_inf = 0 <= M) gives v = 0. Lemma 11.5 itself (an existence statement) is not refuted "
                     "by this: Item 4 holds for the proof's v (chenli.lemma11.5), and whether some other v of norm "
                     "~M sqrt(d) log d also meets Item 4 is left open.",
    corrected=B.l115_rho_w_exact,
    corrected_text="||v|| = rho ||w|| with rho = Theta(log dM): Item 3 read for the proof's construction as ||v|| = "
                   "Theta(log(dM) ||w||) (at most M sqrt(d) log(dM))",
    second_path=SP + "test_l115_item3_rho_w",
    mutants={"rho M sqrt(d) (||w|| taken as M sqrt d)": B.l115_mut_lower_full_w},
    auto_mutant=False,
    notes="Closed form (float64 log and norms; w random in [-M, M]^d drawn by numpy for d <= 4096). The measured "
          "side is the proof's v exactly, so a divergence of shape / lhs refutes every constant for that v.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
    domain=_DOMAIN,
))

CLAIMS.append(Claim(
    id="chenli.display.lemma11.5-item3-rho-w-upper", catalog_id="chenli.lemma11.5", paper=PAPER, kind="step",
    source=_SOURCE,
    statement=_STATEMENT + "Upper half: ||rho w|| <~ M sqrt(d) log d (one constant over the domain).",
    comparison="<=", bound=B.l115_item3_shape, measure=_measure, strategy=_instances(),
    constants="hidden", uniform=True,
    directions=(
        Direction("M -> inf at w = M 1, d = 2", "M", INF, how="path", move=_mv_M_max,
                  points=(1.0, 1e4, 1e8, 1e12, 1e16, 1e20, 1e24),
                  reason="||w|| = M sqrt 2: ratio log(16 M)/log 2 grows like log M"),
        Direction("d -> inf at w = e_1, M = 1", "d", INF, how="path", move=_mv_d,
                  points=(2.0, 16.0, 256.0, 4096.0, 65536.0),
                  reason="bounded (ratio -> 0) along d"),
        Direction("w (e_1, M 1, 0, random)", "family", 0.0, how="search", reason="four families drawn"),
    ),
    expect="erratum as printed", readings=(_UPPER_READING,),
    evidence=_EVID + "Upper half fails along M at fixed d: d = 2, w = (M, M) (||w||_inf = M), ratio ||v||/(M sqrt(d) "
                     "log d) = log(16 M)/log 2 = 4.0, 17.3, 30.6, 57.5, 83.7 at M = 1, 1e4, 1e8, 1e16, 1e24 "
                     "(unbounded: rho = Theta(log dM) grows with M, the printed shape's log only with d). For M <= "
                     "poly(d) (the use in Lemma 11.7, M = poly(d)) the ratio is bounded.",
    corrected=B.l115_rho_w_exact,
    corrected_text="||v|| = rho ||w|| <= Theta(M sqrt(d) log(dM)) (log(dM) in place of log d)",
    second_path=SP + "test_l115_item3_rho_w",
    mutants={"log(8d) ||w|| (rho without M)": B.l115_mut_upper_logd},
    auto_mutant=False,
    notes="Closed form, as the lower half.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
    domain=_DOMAIN,
))
