"""Round 20 (helper chenli): Sec. 5.1's concrete example (L241), never encoded before (mhgd.sec5.ordering's notes list
it as 'not encoded'):

  'For a concrete example, suppose T v M = O(1) and Z v Zbar = O(S). Then, provided first-phase sample size n_1 >~ S^2 d
  so that P = O(1), it holds gamma_* = gamma_lin + Omega(zeta^2 (1 - zeta) S^4), where gamma_lin = Omega(zeta S) is
  the margin of a linear model for the same dataset (see App. F).'

- ``mhgd.display.sec5.1-gamma-gap``: gamma_* - gamma_lin >~ zeta^2 (1 - zeta) S^4, gamma_* the one of eq. (7) the
  sentence names ('The parameter gamma_* in (7)'); readings: gamma_* of Lemma 13 (L1289) and of Lemma 15's (119).
- ``mhgd.display.sec5.1-gamma-lin``: gamma_lin = (S sqrt T/sqrt 2)(zeta - 2 (1 - zeta) Z_mu/S^2) (eq. (132)) >~ zeta S.

Both are uniform (hidden-constant) lower bounds over the example's domain: T, M at most a constant, Z <= c_Z S and
Zbar = Z_mu v Z_nu <= c_Z S with the noise realisable (Z_mu, Z_nu <= Z S: |<z, mu>| <= ||z|| S), 0 <= P <= a constant,
S > 0 and zeta = |R|/T free. A left side <= 0 against a positive shape refutes every constant at once.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r20_chenli as B
from thmcheck.bounds.mhgd.sec3_5_local import gamma_lin, gamma_star
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1_domain
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []

_SRC = (f"Sec. 5.1, L241 (the 'concrete example' after Prop. 2), with gamma_* of eq. (7) (readings: Lemma 13's gamma_*, "
        f"Lemma 15's (119)) and gamma_lin of eq. (132), App. F; P of Lemma 2's (6), {SEED_FILE}")


@st.composite
def _example(draw: st.DrawFn) -> dict:
    """The example's domain: T <= 64 and M <= 32 (T v M = O(1): the constant is the statement's to choose, drawn),
    zeta = L/T, S over seven decades, Z = c_Z S with c_Z in [0, 4] (0 = noise free), Z_mu, Z_nu = f_mu, f_nu times
    min(c_Z S, Z S) (Zbar <= c_Z S and |<z, mu>| <= ||z|| S), P in {0} u [1e-3, 2] (P = O(1))."""
    T = draw(st.one_of(st.sampled_from([2, 10]), st.integers(2, 64)))
    cz = draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(0.0, 4.0)))
    return {"T": T, "L": draw(st.integers(1, T - 1)), "M": draw(st.one_of(st.just(1), st.integers(1, 32))),
            "S": draw(st.one_of(st.sampled_from([0.01, 1.0, 100.0]), log_uniform(1e-3, 1e4))), "cz": cz,
            "fmu": draw(st.one_of(st.just(1.0), st.just(0.0), st.floats(0.0, 1.0))),
            "fnu": draw(st.one_of(st.just(1.0), st.just(0.0), st.floats(0.0, 1.0))),
            "P": draw(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-3, 2.0)))}


def _q(inst: dict) -> dict:
    """Z, Z_mu, Z_nu from the drawn fractions: Z = c_Z S, Z_mu = f_mu min(c_Z S, Z S) (<= c_Z S and <= ||z|| S)."""
    S, cz = inst["S"], inst["cz"]
    Z = cz * S
    cap = min(cz * S, Z * S)
    return {"S": S, "T": int(inst["T"]), "zeta": inst["L"] / inst["T"], "M": int(inst["M"]), "Zmu": inst["fmu"] * cap,
            "Znu": inst["fnu"] * cap, "Z": Z, "P": inst["P"]}


def _gap_measure_v(version: int):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        q = _q(inst)
        gs, gl = gamma_star(version, **q), gamma_lin(q["S"], q["T"], q["zeta"], q["Zmu"])
        return Measurement(gs - gl, {"S": q["S"], "zeta": q["zeta"]},
                           {"gamma_star": gs, "gamma_lin": gl, "version": version, "T": q["T"], "M": q["M"],
                            "Z": q["Z"], "Zmu": q["Zmu"], "Znu": q["Znu"], "P": q["P"]})
    return measure


def _gap_exact_v(version: int):  # noqa: ANN202
    """gamma_* - gamma_lin at 60 digits (mpmath) from the drawn floats: the closed forms of eq. (7), (119), Lemma 13
    and (132) with every root taken at 60 digits."""
    def exact(inst: dict) -> Measurement:
        import mpmath as mp

        with mp.workdps(60):
            q = {k: (mp.mpf(v) if isinstance(v, float) else v) for k, v in _q(inst).items()}
            q["zeta"] = mp.mpf(inst["L"]) / inst["T"]
            S, T, z, M, Zmu, Znu, Z, P = (q[k] for k in ("S", "T", "zeta", "M", "Zmu", "Znu", "Z", "P"))
            Zb = max(Zmu, Znu)
            br = z * S**4 - 7 * Zb * S**2 - 12 * Zb**2 - 16 * Zb**3 / S**2
            gl = S * mp.sqrt(mp.mpf(T) / 2) * (z - 2 * (1 - z) * Zmu / S**2)
            pt = P * mp.mpf(T) ** mp.mpf(2.5) * (S + Z) ** 3
            if version == 13:
                gs = T * (1 - z) * z / (4 * mp.sqrt(2 * (M + 1))) * br - pt + gl
            elif version == 15:
                gs = T * (1 - z) * z / (4 * mp.sqrt(2) * (M + 1)) * br - pt + gl
            else:
                gs = (T * (1 - z) * z * br - pt + gl) / (4 * mp.sqrt(2) * (M + 1))
            return Measurement(gs - gl, {"S": S, "zeta": z}, {}, exact=True)
    return exact


def _mv_S_down(inst: dict, t: float) -> dict:
    """S = 1/t, everything else (T, M, zeta, c_Z, the fractions, P) as drawn."""
    return {**inst, "S": 1.0 / t}


def _mv_S_up(inst: dict, t: float) -> dict:
    return {**inst, "S": t}


_EX_WHY = ("the search stops at its first confirmed violation (sign), typically within the first instances; drawn: "
           "T <= 64, M <= 32 (T v M = O(1): bounded by the statement), S in [1e-3, 1e4] with the paths S -> 0 and "
           "S -> inf, Z = c_Z S with c_Z <= 4, Zbar <= c_Z S realisable (<= Z S), P <= 2 (P = O(1))")

_EX_DOMAIN = _dm1_domain(_EX_WHY, extra=(
    Param("zeta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="sparsity level zeta = |R|/T in (0, 1)",
          family="zeta = L/T, L in 1..T-1",
          unreached="zeta = L/T drawn over L in 1..T-1 (T <= 64): 1/64 .. 63/64; the search stops at its first "
                    "confirmed violation, typically at the first instances"),
    Param("c_Z", 0.0, INF, key="cz", text="Z v Zbar = O(S): Z = c_Z S, the O's constant c_Z >= 0",
          unreached="c_Z <= 4: the statement's constant; the failures below occur at c_Z = 0"),
    Param("P", 0.0, INF, text="P = O(1) (P of (6), n_1 >~ S^2 d)",
          unreached="P <= 2: P = O(1) bounds it by a constant; the failures of eq. (7) occur at P = 0")))


def _dirs(shape_end: str) -> tuple[Direction, ...]:
    return (
        Direction("S -> 0 (S = 1/t; T, M, zeta, c_Z, P fixed)", "S", INF, how="path", move=_mv_S_down,
                  points=(1.0, 10.0, 100.0, 1e3, 1e4),
                  reason=f"{shape_end} vanishes faster than the terms of lower degree in S (gamma_lin ~ S, the P term "
                         "~ S^3, the noise terms of the bracket)"),
        Direction("S -> inf (S = t)", "S", INF, how="path", move=_mv_S_up, points=(10.0, 100.0, 1e3, 1e4, 1e5),
                  grows=("S",),
                  reason="the S^4 term dominates: the ratio tends to a positive constant where the bracket's leading "
                         "zeta S^4 wins"),
        Direction("T, M, zeta, c_Z, Z_mu, Z_nu, P", "T", INF, how="search",
                  reason="drawn: T <= 64, M <= 32, zeta = L/T over 1..T-1, c_Z in [0, 4], Z_mu, Z_nu up to their cap, "
                         "P in {0} u [1e-3, 2] (the example bounds T, M, Z/S, Zbar/S and P by constants)"),
    )


GAMMA_GAP = Claim(
    id="mhgd.display.sec5.1-gamma-gap",
    catalog_id="mhgd.prop2",
    paper=PAPER,
    kind="step",
    domain=_EX_DOMAIN,
    source=_SRC,
    statement="Sec. 5.1's concrete example: if T v M = O(1), Z v Zbar = O(S) and P = O(1) (n_1 >~ S^2 d), then "
              "gamma_* = gamma_lin + Omega(zeta^2 (1 - zeta) S^4), gamma_* of eq. (7) ('The parameter gamma_* in "
              "(7)'), gamma_lin of eq. (132); checked as gamma_* - gamma_lin >~ zeta^2 (1 - zeta) S^4 with one "
              "constant over the example's domain (as printed: no 'S large enough').",
    statement_tex=r"\gamma_* = \gamma_{\text{lin}} + \Omega(\zeta^2(1-\zeta)S^4)",
    comparison=">=",
    bound=B.gap_shape,
    measure=_gap_measure_v(7),
    exact=_gap_exact_v(7),
    strategy=lambda: _example(),
    constants="hidden",
    uniform=True,
    directions=_dirs("zeta^2 (1 - zeta) S^4"),
    readings=(
        Reading("S large enough", "the order as S -> infinity at fixed T, M, zeta, c_Z, P (the constant and the "
                "threshold on S may depend on them): gamma_* of eq. (7)", eventually=("S",)),
        Reading("gamma_* of Lemma 13", "gamma_* as Lemma 13 prints it (L1289: the bracket over 4 sqrt(2(M+1)), the P "
                "and gamma_lin terms outside the fraction), the margin the proof establishes",
                measure=_gap_measure_v(13)),
        Reading("gamma_* of Lemma 15 (119)", "gamma_* as (119) prints it (L1420: 4 sqrt2 (M+1) in the denominator)",
                measure=_gap_measure_v(15)),
    ),
    expect="erratum as printed",
    evidence="gamma_* - gamma_lin is negative on the example's domain, so no Omega(zeta^2 (1-zeta) S^4) lower bound "
             "holds with any constant. Eq. (7) divides gamma_lin by 4 sqrt2 (M+1) too: noise free (Z = Zbar = 0), "
             "P = 0, T = 10, |R| = 1, M = 2, S = 1: gamma_* = (10 * 0.9 * 0.1 * 0.1 + sqrt5 * 0.1)/(12 sqrt2) = "
             "0.01848, gamma_lin = 0.2236, gap -0.2051 < 0; along S -> 0 the gap is ~ -(1 - 1/(4 sqrt2 (M+1))) "
             "gamma_lin ~ -S while the shape falls like S^4. Lemma 13's and (119)'s gamma_* (the readings) keep "
             "gamma_lin whole, and with Z = Zbar = P = 0 their gap is exactly T (1-zeta) zeta^2 S^4 / (4 sqrt(2(M+1))) "
             "(resp. 4 sqrt2 (M+1)): but P = O(1) leaves P T^{5/2} (S + Z)^3 ~ S^3, which beats S^4 as S -> 0 "
             "(T = 10, |R| = 1, M = 2, P = 1, S = 0.1, noise free: gap = 9.2e-7 - 0.316 = -0.316 < 0), and a realisable noise "
             "Zbar = c_Z S min(1, S) makes the bracket zeta S^4 - 7 Zbar S^2 - ... negative at S <~ 7 c_Z/zeta. The "
             "statement holds only 'for S large enough' at fixed T, M, c_Z, P: the ratio then tends to "
             "T/(4 sqrt2 (M+1)) (eq. 7) or T/(4 sqrt(2(M+1))) (Lemma 13) -- the reading the example needs.",
    second_path="tests/test_mhgd_r20_chenli.py::test_gamma_gap_negative_noise_free",
    no_correction_reason="the gap changes sign with S at fixed T, M, c_Z, P, so no single Omega shape in S holds over "
                         "the example's domain; what holds is the limit S -> infinity (ratio -> T/(4 sqrt2 (M+1)) for "
                         "eq. (7)), a different quantifier",
    no_mutant_reason="a uniform lower-bound shape violated by sign (gamma_* - gamma_lin <= 0) as printed: any planted "
                     "positive shape is refuted by the same instances",
    auto_mutant=False,
    notes="Closed forms (no sampling), 60-digit re-measure. The O(S) constant c_Z and P = O(1)'s constant are drawn; "
          "the Omega constant is what the uniform check refutes. L241 also claims 'gamma_lin = Omega(zeta S)' "
          "(mhgd.display.sec5.1-gamma-lin).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)


def _lin_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q(inst)
    return Measurement(gamma_lin(q["S"], q["T"], q["zeta"], q["Zmu"]), {"S": q["S"], "zeta": q["zeta"]},
                       {"T": q["T"], "Zmu": q["Zmu"], "Zmu_over_S2": q["Zmu"] / q["S"] ** 2 if q["S"] else math.nan})


def _lin_exact(inst: dict) -> Measurement:
    import mpmath as mp

    with mp.workdps(60):
        q = _q(inst)
        S, Zmu, T = mp.mpf(q["S"]), mp.mpf(q["Zmu"]), q["T"]
        z = mp.mpf(inst["L"]) / T
        return Measurement(S * mp.sqrt(mp.mpf(T) / 2) * (z - 2 * (1 - z) * Zmu / S**2), {"S": S, "zeta": z}, {},
                           exact=True)


GAMMA_LIN = Claim(
    id="mhgd.display.sec5.1-gamma-lin",
    catalog_id="mhgd.eq132",
    paper=PAPER,
    kind="step",
    domain=_EX_DOMAIN,
    source=_SRC,
    statement="Sec. 5.1's concrete example: if T v M = O(1), Z v Zbar = O(S) and P = O(1), then gamma_lin = "
              "Omega(zeta S), gamma_lin = (S sqrt T/sqrt 2)(zeta - 2 (1 - zeta) Z_mu/S^2) (eq. (132)); checked with "
              "one constant over the example's domain (Z_mu <= min(c_Z S, Z S), Z = c_Z S).",
    statement_tex=r"\gamma_{\text{lin}} = \Omega(\zeta S)",
    comparison=">=",
    bound=B.lin_shape,
    measure=_lin_measure,
    exact=_lin_exact,
    strategy=lambda: _example(),
    constants="hidden",
    uniform=True,
    directions=_dirs("zeta S"),
    readings=(Reading("S large enough", "the order as S -> infinity at fixed T, zeta, c_Z (the constant and the "
                      "threshold on S may depend on them)", eventually=("S",)),),
    expect="erratum as printed",
    evidence="Z v Zbar = O(S) lets the noise's component along mu_y be of the signal's own order: with Z = c_Z S and a "
             "realisable Z_mu = Z S = c_Z S^2 (a noise token along mu_y of norm c_Z S), gamma_lin = (S sqrt T/sqrt2)"
             "(zeta - 2 (1 - zeta) c_Z), negative for every S once c_Z > zeta/(2 (1 - zeta)): e.g. T = 10, |R| = 1, "
             "c_Z = 1, S = 0.5: gamma_lin = 0.5 sqrt5 (0.1 - 1.8) = -1.90 < 0. With Z_mu = c_Z S (allowed by "
             "Zbar = O(S) for S >= 1) gamma_lin = sqrt(T/2)(zeta S - 2 (1 - zeta) c_Z) is negative for S < 2 (1 - "
             "zeta) c_Z/zeta. What holds is gamma_lin >= (1 - 2 (1 - zeta) Z_mu/(zeta S^2)) sqrt(T/2) zeta S, i.e. "
             "Omega(zeta S) only when Z_mu <= c zeta S^2 with c < 1/2 (noise small against the signal), or for S "
             "large at Z_mu = O(S).",
    second_path="tests/test_mhgd_r20_chenli.py::test_gamma_lin_negative_at_O_S_noise",
    no_correction_reason="gamma_lin's sign depends on Z_mu/(zeta S^2), which the example's O(S) bounds do not "
                         "control; the condition that makes it Omega(zeta S) (Z_mu <= c zeta S^2, c < 1/2) is a "
                         "different hypothesis, stated in the evidence",
    no_mutant_reason="a uniform lower-bound shape violated by sign (gamma_lin <= 0) as printed: any planted positive "
                     "shape is refuted by the same instances",
    auto_mutant=False,
    notes="Closed form (no sampling), 60-digit re-measure; c_Z drawn in [0, 4] (c_Z = 0: noise free, where it holds "
          "with constant sqrt(T/2)).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS += [GAMMA_GAP, GAMMA_LIN]
