"""Round 30 (helper discMS): discovery re-read of mhgd's old covered rows (App. A-E) and the L985 lead.

- ``mhgd.display.cor3-proof-applies-thm3`` (and ``mhgd.display.cor4-proof-applies-thm4``, the same at Cor. 4's
  proof L1133-L1149, (95) against Theorem 4's L1107 with the same constant 256 d sqrt(Td)): the proof of Corollary 3 (App. B.5) picks, 'according to Assumption 2', a
  witness theta^(1/K) with L^ <= 1/K at distance exactly g0(1/K) (L985) and ends 'The desired result is obtained by
  Theorem 1' (L997), i.e. Theorem 3 (L930-L938) at theta = theta^(1/K). Theorem 3's hypothesis on H and its rho(theta)
  carry ||theta||_{2,inf} of that witness; Cor. 3's (81) and rho(K) carry g(1/K) of Assumption 2 (iii), which bounds
  ||.||_{2,inf} of *some* witness at distance <= g0(1/K), not of the one at distance exactly g0(1/K). Whenever g0(1/K)
  exceeds the least distance, every witness at distance exactly g0(1/K) has ||theta||_{2,inf} >= g0(1/K)/sqrt(H),
  which can exceed a valid g(1/K): closed-form instances (identical tokens, so W is free and the witness is explicit).

Second path in tests/test_mhgd_r30_discMS.py (numpy model and mpmath, nothing from bounds/ or models/).
"""

from __future__ import annotations

import dataclasses
import math

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r30_discMS as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []
SP = "tests/test_mhgd_r30_discMS.py::"


@st.composite
def _inst(d: st.DrawFn, cor: str = "3") -> dict:
    return {"cor": cor, "item": d(st.sampled_from(("H", "eta"))),
            "T": d(st.one_of(st.just(1), st.integers(1, 64))),
            "d": d(st.one_of(st.just(1), st.integers(1, 16))),
            "R": d(st.one_of(st.just(1.0), log_uniform(1.0, 10.0))),
            "xfrac": d(st.one_of(st.just(1.0), st.floats(0.05, 1.0))),
            "K": d(st.one_of(st.sampled_from([1, 2, 3]), st.integers(1, 10**6))),
            "s": d(st.one_of(st.just(1.0), log_uniform(1e-3, 10.0))),
            "sg": d(st.one_of(st.just(0.0), log_uniform(1e-4, 10.0))),
            "h": d(st.one_of(st.just(1.0), log_uniform(1.0, 10.0))),
            "eta_frac": d(st.one_of(st.just(1.0), st.floats(0.01, 1.0)))}


def _a(K: int, conv=float):  # noqa: ANN001, ANN202
    """The least margin m with log(1 + e^{-m}) <= 1/K (0 when 1/K >= log 2: theta_0 = 0 has L^ = log 2)."""
    eps = conv(1) / K
    if eps >= math.log(2):
        return conv(0)
    import mpmath

    return conv(-mpmath.log(mpmath.expm1(mpmath.mpf(1) / K))) if conv is not float else -math.log(math.expm1(1.0 / K))


def _q(inst: dict, exact: bool = False) -> dict:
    """One sample y = +1, X = 1_T x^T (identical tokens, ||x|| = xfrac R <= R), theta_0 = 0, H heads. Then phi(X W X^T)
    is uniform for every W, Phi~ = (1/sqrt H) sum_h sum_t <u_{h,t}, x>, the least distance to {L^ <= eps} is
    a(eps)/(sqrt(T) ||x||), the least ||.||_{2,inf} of such a witness a(eps)/(sqrt(HT) ||x||). Assumption 2 with g0(eps) =
    a(eps)/(sqrt(T) ||x||) + s and g(eps) = (1 + sg) a(eps)/(sqrt(HT) ||x||) (both non-increasing; the witness U_h = c
    1_T x^T/(sqrt(T) ||x||), W_h = 0 meets (i)-(iii)). H = the least integer with sqrt(H) >= (81) (g depends on H),
    times h^2. The witness of L985 (distance exactly D = g0(1/K)) adds W_h = w E with c^2 + w^2 = D^2/H: its
    ||.||_{2,inf} = D/sqrt(H), the least any witness at distance D can have (||theta||^2 <= H ||theta||_{2,inf}^2)."""
    import mpmath

    conv = mpmath.mpf if exact else float
    T, d, K = int(inst["T"]), int(inst["d"]), int(inst["K"])
    R = conv(inst["R"])
    xn = conv(inst["xfrac"]) * R
    s, sg = conv(inst["s"]), conv(inst["sg"])
    aK = _a(K, conv)
    D = aK / (B.num.sqrt(T) * xn) + s
    g01 = s  # g0(1): 1 >= log 2

    def g_of(H: int):  # noqa: ANN202
        return (1 + sg) * aK / (B.num.sqrt(H * T) * xn)

    with mpmath.workdps(60):
        thr = B.sqrt_h81 if inst.get("cor", "3") == "3" else B.sqrt_h95
        f = lambda H: mpmath.mpf(thr(T, d, mpmath.mpf(inst["R"]), mpmath.mpf(D), mpmath.mpf(g_of(H))))  # noqa: E731
        lo = max(1, int(mpmath.ceil(f(10**30) ** 2)))
        hi = max(lo, int(mpmath.ceil(f(lo) ** 2)))
        while lo < hi:  # least H with H >= f(H)^2 (f decreases in H)
            mid = (lo + hi) // 2
            lo, hi = (lo, mid) if mid >= f(mid) ** 2 else (mid + 1, hi)
        H = max(lo, int(mpmath.ceil(mpmath.mpf(inst["h"]) ** 2 * lo)))
    sH = mpmath.sqrt(H) if exact else math.sqrt(H)
    g = g_of(H)
    N = D / sH
    L0 = B.num.log(conv(2))
    LK = B.num.log(1 + B.num.exp(-aK))
    rho3 = B.rho_cor3(T, d, R, sH, D, g)
    cap3 = min(conv(1), 1 / rho3, g01**2, g01**2 / L0)
    eta = conv(inst["eta_frac"]) * cap3
    return {"T": T, "d": d, "K": K, "R": R, "D": D, "g": g, "N": N, "H": H, "sH": sH, "g01": g01, "L0": L0,
            "LK": LK, "eta": eta, "cap3": cap3, "aK": aK, "thr": thr}


def _sides(inst: dict, exact: bool = False, reading: bool = False) -> tuple:
    q = _q(inst, exact)
    T, d, R, D, sH = q["T"], q["d"], q["R"], q["D"], q["sH"]
    N = q["g"] if reading else q["N"]
    if inst["item"] == "H":
        return (B.sqrt_h_thm3 if inst.get("cor", "3") == "3" else B.sqrt_h_thm4)(T, d, R, D, N), sH, q
    rho = B.rho_thm3(T, d, R, sH, D, N)
    one = 1 if not exact else q["L0"] / q["L0"]
    cap = min(one, 1 / rho, D**2 / (q["K"] * q["LK"]), D**2 / q["L0"])
    return q["eta"], cap, q


def _meas(inst: dict, reading: bool) -> Measurement:
    lhs, rhs, q = _sides(inst, reading=reading)
    return Measurement(float(lhs), {"item": inst["item"], "rhs": float(rhs)},
                       {"H": float(q["H"]), "D = g0(1/K)": float(q["D"]), "g(1/K)": float(q["g"]),
                        "witness ||.||_{2,inf} = D/sqrt(H)": float(q["N"]), "g0(1)": float(q["g01"]),
                        "L^(witness)": float(q["LK"]), "eta": float(q["eta"]), "Cor. 3's cap": float(q["cap3"]),
                        "sqrt(H) / the corollary's threshold": float(q["sH"] / q["thr"](q["T"], q["d"], q["R"], q["D"], q["g"])),
                        "1/K": 1.0 / q["K"], "s": float(inst["s"]), "sg": float(inst["sg"])})


def _m(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = Theorem 3's H threshold at the L985 witness (or Cor. 3's step size), rhs = sqrt(H) with H meeting (81) (or
    Theorem 3's step-size cap at the witness). The printed implication as lhs <= rhs."""
    return _meas(inst, reading=False)


def _m_g(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    return _meas(inst, reading=True)


def _x(inst: dict) -> Measurement:
    import mpmath

    terms = _meas(inst, reading=False).terms
    with mpmath.workdps(60):
        lhs, rhs, _ = _sides(inst, exact=True)
        return Measurement(lhs, {"item": inst["item"], "rhs": rhs}, terms)


CLAIMS.append(Claim(
    id="mhgd.display.cor3-proof-applies-thm3", catalog_id="mhgd.cor3", paper=PAPER, kind="step",
    source=f"Proof of Corollary 3 (App. B.5), {SEED_FILE} L985 ('there exists a theta^(eps) such that L^(theta^(eps)) "
           "<= eps and ||theta^(eps) - theta_0|| = g0(eps). Pick eps = 1/K') and L997 ('The desired result is obtained "
           "by Theorem 1'), with Cor. 3's (81) L975 and rho(K) L979, Theorem 3's hypothesis L932 and rho(theta) L934-L936, "
           "Assumption 2 L169",
    statement="At the witness theta = theta^(1/K) of L985 (L^(theta) <= 1/K, ||theta - theta_0|| = g0(1/K)), Cor. 3's "
              "hypotheses give Theorem 3's: (item H) sqrt(H) >= 36 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 g0(1/K) + g(1/K)) "
              "+ 1) g0(1/K)^2 (81) implies sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 ||theta - theta_0|| + "
              "||theta||_{2,inf}) + 1) ||theta - theta_0||^2 (L932); (item eta) eta <= 1 ^ 1/rho(K) ^ g0(1)^2 ^ "
              "g0(1)^2/L^(theta_0) (L979) implies eta <= 1 ^ 1/rho(theta) ^ ||theta - theta_0||^2/(K L^(theta)) ^ "
              "||theta - theta_0||^2/L^(theta_0) (L936), rho(K) with alpha(K) of g0(1/K), g(1/K), rho(theta) with "
              "alpha(theta) of ||theta - theta_0||, ||theta||_{2,inf}.",
    statement_tex=r"\|\theta^{(1/K)} - \theta_0\| = g_0(1/K),\ (81) \Rightarrow \sqrt{H} \geq 36 d \sqrt{Td} R^3 "
                  r"(3\sqrt{d} R^2 (3\|\theta - \theta_0\| + \|\theta\|_{2,\infty}) + 1) \|\theta - \theta_0\|^2",
    comparison="<=", bound=B.side, measure=_m, exact=_x, strategy=lambda: _inst(), rtol=1e-12,
    assumptions=(
        Assumption("Assumption 1", "||x_t|| = xfrac R <= R, R >= 1", lambda q: min(1.0 - q["xfrac"], q["R"] - 1.0)),
        Assumption("(81)", "sqrt(H) >= Cor. 3's (81) at g0(1/K), g(1/K)", lambda q: q["sqrt(H) / the corollary's threshold"] - 1.0),
        Assumption("Cor. 3's eta", "eta <= 1 ^ 1/rho(K) ^ g0(1)^2 ^ g0(1)^2/L^(theta_0)",
                   lambda q: 1.0 - q["eta"] / q["Cor. 3's cap"]),
        Assumption("L985's witness", "L^(witness) <= 1/K (the witness's margin is a(1/K); = log 2 <= 1 at K = 1)",
                   lambda q: q["1/K"] - q["L^(witness)"] + 1e-12),
    ),
    readings=(Reading("g(1/K) as the witness's norm", "||theta^(1/K)||_{2,inf} read as bounded by g(1/K), as the "
                      "proof tacitly does (Assumption 2 (iii) for the witness of L985; then (81) gives Theorem 3's "
                      "hypothesis, since d sqrt(Td) <= d^2 sqrt(T), and rho(theta) <= rho(K))", measure=_m_g),),
    expect="erratum as printed",
    no_correction_reason="the reading is what the proof needs: a witness meeting (i), (ii) with equality and (iii) at "
                         "once, which Assumption 2 does not provide (at the instance no witness at distance g0(1/K) has "
                         "||.||_{2,inf} <= g(1/K)); Cor. 3's conclusion (82) is mhgd.cor3 and is not refuted here",
    evidence="Round 30 (helper discMS), Audited (round 30, docs/audits/round30/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. Instance: T = d = 1, R = 1, one sample x = 1, y = +1, "
             "theta_0 = 0, K = 1 (eps = 1 >= log 2, so the least distance is 0 and g(1) = 0 is valid: theta_0 itself "
             "meets (i)-(iii)), g0(eps) = a(eps) + s with s = 1 (a(eps) = -log(e^eps - 1) for eps < log 2, else 0). "
             "(81) asks sqrt(H) >= 36 (3 (3 + 0) + 1) = 360, so H = 129,600. Every theta at distance exactly g0(1) = "
             "1 has ||theta||_{2,inf} >= 1/sqrt(H) = 1/360 (H heads), and one exists (W_h = w E, w = 1/360, L^ = log 2 "
             "<= 1), so Theorem 3 asks sqrt(H) >= 36 (3 (3 + 1/360) + 1) = 360.3 > 360: the hypothesis does not "
             "follow (and rho(theta) > rho(K), so eta = Cor. 3's cap exceeds Theorem 3's where 1/rho binds). For K >= "
             "2 the same with a(1/K) > 0. The step L985 itself ('a witness at distance exactly g0(eps)') holds for "
             "eps >= log 2 and eps < log 2/n (scaling U), but the witness it yields is not covered by (iii).",
    second_path=SP + "test_cor3_witness_breaks_thm3_hypothesis",
    mutants={"Theorem 3's side 1 % too strict": B.side_strict},
    auto_mutant=False,
    notes="Closed forms. Identical tokens make every softmax row uniform, so W is free: the witness at distance exactly "
          "g0(1/K) is explicit (heads equal, U_h along 1_T x^T, W_h completing the distance). H is the least integer "
          "meeting (81) (g(1/K) depends on H) times h^2; eta = eta_frac x Cor. 3's cap.",
    domain=(Param("T", 1, INF, integer=True, text="T tokens", unreached="T <= 64"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 16; for d >= 2 (81)'s d^2 sqrt(T) exceeds "
                  "Theorem 3's d sqrt(Td) and absorbs the gap"),
            Param("R", 1.0, INF, text="R >= 1 (Assumption 1)", unreached="R <= 10"),
            Param("xfrac", 0.0, 1.0, lo_closed=False, text="||x|| / R in (0, 1]", unreached="xfrac >= 0.05"),
            Param("K", 1, INF, integer=True, text="K >= 1", unreached="K <= 1e6"),
            Param("s", 0.0, INF, lo_closed=False, text="g0(1/K) minus the least distance (any valid g0)",
                  unreached="s in [1e-3, 10]"),
            Param("sg", 0.0, INF, text="g(1/K) / the least ||.||_{2,inf} of a witness, minus 1", unreached="sg <= 10"),
            Param("h", 1.0, INF, text="sqrt(H) / (81)'s least sqrt(H)", unreached="h <= 10"),
            Param("eta_frac", 0.0, 1.0, lo_closed=False, text="eta / Cor. 3's cap", unreached="eta_frac >= 0.01")),
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))


_C3 = CLAIMS[0]
CLAIMS.append(dataclasses.replace(
    _C3, id="mhgd.display.cor4-proof-applies-thm4", catalog_id="mhgd.cor4",
    source=f"Proof of Corollary 4 (App. C.2), {SEED_FILE} L1133 ('there exists a theta^(eps) such that L^(theta^(eps)) "
           "<= eps and ||theta^(eps) - theta~_0|| = g0(eps). Pick eps = 1/K') and L1145 ('The desired result is "
           "obtained by Theorem 2'), with Cor. 4's (95) L1127 and step size L1129 (rho(K) of Cor. 3, L979), Theorem 4's "
           "hypothesis L1107 and rho(theta) L1113, Assumption 2 L169",
    statement="At the witness theta = theta^(1/K) of L1133 (L^(theta) <= 1/K, ||theta - theta_0|| = g0(1/K)), Cor. 4's "
              "hypotheses give Theorem 4's: (item H) sqrt(H) >= 256 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 g0(1/K) + "
              "g(1/K)) + 1) g0(1/K)^2 (95) implies sqrt(H) >= 256 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 ||theta - theta_0|| "
              "+ ||theta||_{2,inf}) + 1) ||theta - theta_0||^2 (L1107); (item eta) eta <= 1 ^ 1/rho(K) ^ g0(1)^2 ^ "
              "g0(1)^2/L^(theta_0) (L1129) implies eta <= 1 ^ 1/rho(theta) ^ ||theta - theta_0||^2/(K L^(theta)) ^ "
              "||theta - theta_0||^2/L^(theta_0) (L1113).",
    statement_tex=r"\|\theta^{(1/K)} - \theta_0\| = g_0(1/K),\ (95) \Rightarrow \sqrt{H} \geq 256 d \sqrt{Td} R^3 "
                  r"(3\sqrt{d} R^2 (3\|\theta - \theta_0\| + \|\theta\|_{2,\infty}) + 1) \|\theta - \theta_0\|^2",
    strategy=lambda: _inst(cor="4"),
    assumptions=tuple(a if a.name != "(81)" else Assumption(
        "(95)", "sqrt(H) >= Cor. 4's (95) at g0(1/K), g(1/K)",
        lambda q: q["sqrt(H) / the corollary's threshold"] - 1.0) for a in _C3.assumptions),
    readings=(Reading("g(1/K) as the witness's norm", "||theta^(1/K)||_{2,inf} read as bounded by g(1/K), as the "
                      "proof tacitly does: then (95) is Theorem 4's hypothesis and rho(theta) <= rho(K)",
                      measure=_m_g),),
    no_correction_reason="the reading is what the proof needs: a witness meeting (i), (ii) with equality and (iii) at "
                         "once, which Assumption 2 does not provide; Cor. 4's conclusion (96) is mhgd.cor4 and is not "
                         "refuted here",
    evidence="Round 30 (helper discMS), Audited (round 30, docs/audits/round30/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. The mechanism of mhgd.display.cor3-proof-applies-thm3 "
             "at Cor. 4's proof, with the same constant on both sides (256 d sqrt(Td)), so only g(1/K) against the "
             "witness's ||.||_{2,inf} differs, for every d: T = d = 1, R = 1, one sample x = 1, theta_0 = 0, K = 1, "
             "g0(1) = 1, g(1) = 0 (theta_0 meets (i)-(iii) at eps = 1): (95) asks sqrt(H) >= 256 x 10 = 2560, H = "
             "6,553,600; every witness at distance exactly 1 has ||.||_{2,inf} >= 1/2560, so Theorem 4 asks 256 (3 (3 "
             "+ 1/2560) + 1) = 2560.3 > 2560. Item eta as for Cor. 3 (Theorem 4's rho(theta) is Theorem 3's).",
    second_path=SP + "test_cor4_witness_breaks_thm4_hypothesis",
    mutants={"Theorem 4's side 1 % too strict": B.side_strict},
    domain=tuple(p if p.name != "d" else Param("d", 1, INF, integer=True, text="d", unreached="d <= 16")
                 for p in _C3.domain),
))
