"""Round 29 (helper discMh): discovery re-read of mhgd (every covered / not-a-fact / model row, the paper as a
referee). Four proof steps found unchecked; in each one result applies another (or a requirement is derived from one)
with a constant or a norm that does not carry over:

- ``mhgd.display.cor5-proof-applies-cor3``: the proof of Corollary 5 (App. C.4, L1213-L1217) 'Then, we can apply the
  results of Corollaries 3 and 4 ... Thus, the condition on step-size simplifies to eta <= 1 ^ 1/rho(K) ^ ...':
  Cor. 5's hypotheses (its threshold on sqrt(H), L1187, and its step-size cap with its rho(K), L1193-L1195) are to
  meet Cor. 3's (81) (L975) and step-size cap (rho(K) of L979) and Cor. 4's (95) (L1127, 'rho(K) as defined in
  Corollary 3'). Cor. 3 prints its constants in the main text's form '36 d sqrt(T) d' and '2 d sqrt(T) d' (read
  literally d^2 sqrt(T)), Cor. 5 in the appendix's 'd sqrt(T d)': the same sqrt(d) as round 28's L910 and (87), now
  between two results with explicit constants. Closed forms over the parameters (T, d, R, B2, B_Phi, gamma, K,
  L^(theta0), H, eta), each realisable by a good initialisation (the construction is in the evidence).
- ``mhgd.display.thm4-proof-lemma11-hyp``: the proof of Theorem 4 (L1117) 'Note that the assumptions of Lemma 11 are
  satisfied': Theorem 4's 256 d sqrt(Td) (L1107) against Lemma 11's (84) 256 d sqrt(T) d (L1009): off by sqrt(d).
- ``mhgd.display.prop2-p3-restates-lemma15``: Prop. 2's P3 hypothesis sqrt(H) >~ R^4 T (S+P)/gamma_* (L235) against
  Lemma 15's 4 (2 R^3 T (S+P) + sqrt(TR))/gamma_* (L1424), by which P3 is proved: the sqrt(TR) term has no counterpart
  (hidden constant, uniform; path S -> 0).
- ``mhgd.display.eq12-from-eq3``: Sec. 5.3's (12) H^{1/2} >~ S^5 ||theta~||^3 as what (3) 'yields' (L293-L295): (3)
  carries ||theta~||_{2,inf}, which (12) drops and which tends to 0 for the construction (hidden constant; path
  H -> inf); Theorem 3's explicit requirement does give (12) (reading).

Second paths in tests/test_mhgd_r29_discMh.py (plain Python and mpmath).
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r29_discMh as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []
SP = "tests/test_mhgd_r29_discMh.py::"
_ITEMS = ("81", "95", "eta")


@st.composite
def _inst(d: st.DrawFn) -> dict:
    return {"item": _ITEMS[d(SEEDS) % len(_ITEMS)],
            "T": d(st.one_of(st.sampled_from([1, 2, 64]), st.integers(1, 1024))),
            "d": d(st.one_of(st.sampled_from([1, 2, 4, 64, 100]), st.integers(1, 4096))),
            "R": d(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
            "B2": d(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
            "BPhi": d(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
            "gfrac": d(st.one_of(st.just(1.0), log_uniform(1e-4, 1.0))),
            "K": d(st.one_of(st.just(1), st.integers(1, 10**6))),
            "h": d(st.one_of(st.just(1.0), log_uniform(1.0, 10.0))),
            "eta_frac": d(st.one_of(st.just(1.0), st.floats(0.01, 1.0))),
            "L0_frac": d(st.one_of(st.just(1.0), st.floats(0.01, 1.0)))}


def _q(inst: dict, exact: bool = False) -> dict:
    """The parameters of Cor. 5 at the instance: gamma = gfrac sqrt(2) sqrt(T) R (2 R^2 B2 + 1) (P3's margin is at most
    ||theta~_*|| ||grad Phi~(X; theta0)|| <= sqrt(2) sqrt(T) R (2 R^2 B2 + 1) by Lemma 5 (1) and P1), g0 = g0(1/K) = (2
    B_Phi + log K)/gamma and g = B2 + g0 (Prop. 7, as Cor. 5 uses them), g0(1) = 2 B_Phi/gamma, L^(theta0) = L0_frac
    log(1 + e^{B_Phi}) (P2 gives at most that), H = the least integer >= max(1, (h x Cor. 5's threshold)^2), eta =
    eta_frac x Cor. 5's cap."""
    import mpmath

    conv = mpmath.mpf if exact else float
    T, d = int(inst["T"]), int(inst["d"])
    R, B2, BPhi = conv(inst["R"]), conv(inst["B2"]), conv(inst["BPhi"])
    gamma = conv(inst["gfrac"]) * B.num.sqrt(2) * B.num.sqrt(T) * R * (2 * R**2 * B2 + 1)
    g0 = (2 * BPhi + B.num.log(conv(inst["K"]))) / gamma
    g = B2 + g0
    thr5 = B.sqrt_h_cor5(T, d, R, B2, g0)
    with mpmath.workdps(80):
        H = max(1, int(mpmath.ceil((mpmath.mpf(inst["h"]) * mpmath.mpf(thr5)) ** 2)))
    sH = mpmath.sqrt(H) if exact else math.sqrt(H)
    L0 = conv(inst["L0_frac"]) * B.num.log(1 + B.num.exp(BPhi))
    rho5 = B.rho_cor5(T, d, R, sH, g0, B2)
    cap5 = B.cap_cor5(rho5, BPhi, gamma)
    eta = conv(inst["eta_frac"]) * cap5
    return {"T": T, "d": d, "R": R, "B2": B2, "BPhi": BPhi, "gamma": gamma, "g0": g0, "g": g, "g01": 2 * BPhi / gamma,
            "sH": sH, "H": H, "thr5": thr5, "L0": L0, "rho5": rho5, "cap5": cap5, "eta": eta}


def _sides(inst: dict, exact: bool = False, reading: bool = False) -> tuple:
    q = _q(inst, exact)
    T, d, R, g0, g, sH = (q[k] for k in ("T", "d", "R", "g0", "g", "sH"))
    item = inst["item"]
    if item == "81":
        lhs = (B.sqrt_h81_appendix if reading else B.sqrt_h81)(T, d, R, g0, g)
        rhs = sH
    elif item == "95":
        lhs, rhs = B.sqrt_h95(T, d, R, g0, g), sH
    else:
        rho3 = (B.rho_cor3_appendix if reading else B.rho_cor3)(T, d, R, sH, g0, g)
        lhs, rhs = q["eta"], B.cap_cor3(rho3, q["g01"], q["L0"])
    return lhs, rhs, q


def _meas(inst: dict, reading: bool) -> Measurement:
    lhs, rhs, q = _sides(inst, reading=reading)
    return Measurement(float(lhs), {"item": inst["item"], "rhs": float(rhs)},
                       {"H": float(q["H"]), "sqrt(H) / Cor. 5's threshold": float(q["sH"] / q["thr5"]) if q["thr5"] > 0
                        else math.inf, "gamma": float(q["gamma"]), "g0(1/K)": float(q["g0"]), "g0(1)": float(q["g01"]),
                        "eta": float(q["eta"]), "cap5": float(q["cap5"]), "1/rho5": float(1 / q["rho5"]), "B2": float(q["B2"]),
                        "gfrac": float(inst["gfrac"]), "L0_frac": float(inst["L0_frac"]), "h": float(inst["h"])})


def _m(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (81)'s / (95)'s right side at Cor. 5's parameters, or Cor. 5's step size; rhs = sqrt(H) with H meeting Cor.
    5's threshold, or Cor. 3's cap (rho(K) as printed in Cor. 3). The printed implication as lhs <= rhs."""
    return _meas(inst, reading=False)


def _m_app(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    return _meas(inst, reading=True)


def _x(inst: dict) -> Measurement:
    import mpmath

    terms = _meas(inst, reading=False).terms
    with mpmath.workdps(60):
        lhs, rhs, _ = _sides(inst, exact=True)
        return Measurement(lhs, {"item": inst["item"], "rhs": rhs}, terms)


_ASSUME = (
    Assumption("Cor. 5's H", "sqrt(H) >= 256 d sqrt(Td) R^3 B2 (3 sqrt(d) R^2 (4 g0(1/K) + B2) + 1) g0(1/K)^2 (L1187)",
               lambda q: q["sqrt(H) / Cor. 5's threshold"] - 1.0),
    Assumption("Cor. 5's eta", "eta <= 1 ^ 1/rho(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})) (L1195), rho(K) of L1193",
               lambda q: 1.0 - q["eta"] / q["cap5"]),
    Assumption("P1, P2", "B2 >= 1, B_Phi >= 1 (Definition 1); L^(theta0) <= log(1 + e^{B_Phi}) (P2)",
               lambda q: min(q["B2"] - 1.0, 1.0 - q["L0_frac"])),
    Assumption("P3 realisable", "gamma <= sqrt(2) sqrt(T) R (2 R^2 B2 + 1) (||theta~_*|| = sqrt 2, Lemma 5 (1), P1)",
               lambda q: 1.0 - q["gfrac"]),
)

CLAIMS.append(Claim(
    id="mhgd.display.cor5-proof-applies-cor3", catalog_id="mhgd.cor5", paper=PAPER, kind="step",
    source=f"Proof of Corollary 5 (App. C.4), {SEED_FILE} L1213-L1217 ('Then, we can apply the results of Corollaries 3 "
           "and 4 ... Thus, the condition on step-size simplifies to eta <= 1 ^ 1/rho(K) ^ ...'), with Cor. 5's "
           "hypotheses L1187-L1195, Cor. 3's (81) L975 and rho(K) L979, Cor. 4's (95) L1127",
    statement="Cor. 5's hypotheses give those of Corollaries 3 and 4 as printed: (item 81) sqrt(H) >= 256 d sqrt(Td) R^3 "
              "B2 (3 sqrt(d) R^2 (4 g0 + B2) + 1) g0^2 implies (81) sqrt(H) >= 36 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 g0 "
              "+ g) + 1) g0^2; (item 95) it implies (95) sqrt(H) >= 256 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 g0 + g) + 1) "
              "g0^2; (item eta) eta <= 1 ^ 1/rho_5(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})) implies Cor. 3's (= Cor. "
              "4's) eta <= 1 ^ 1/rho_3(K) ^ g0(1)^2 ^ g0(1)^2/L^(theta0), rho_3(K) = (2 d sqrt(T) d R^3/sqrt(H) + T "
              "R^2/4) alpha(K)^2 (L979), rho_5(K) = (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) alpha(K)^2 (L1193); g0 = g0(1/K) "
              "= (2 B_Phi + log K)/gamma, g = g(1/K) = B2 + g0 (Prop. 7), g0(1) = 2 B_Phi/gamma, L^(theta0) <= log(1 + "
              "e^{B_Phi}) (P2).",
    statement_tex=r"\text{Cor. 5's } H, \eta \ \Rightarrow\ \sqrt{H} \geq 36 d \sqrt{T} d R^3 (\dots) g_0^2 \ (81), "
                  r"\quad \eta \leq 1 \wedge 1/\rho(K) \wedge g_0(1)^2 \wedge \frac{g_0(1)^2}{\widehat{L}(\theta_0)}",
    comparison="<=", bound=B.side, measure=_m, exact=_x, strategy=lambda: _inst(), rtol=1e-12,
    assumptions=_ASSUME,
    readings=(Reading("appendix sqrt(Td) in Cor. 3", "Cor. 3's (81) and rho(K) with Theorem 3's d sqrt(T d) (L932, "
                      "L936), the form Cor. 4's (95) and Cor. 5 print: then (81) follows (slack 36/(256 B2)) and rho_3 = "
                      "rho_5, so Cor. 5's cap meets Cor. 3's (with equality where 1/rho(K) binds)", measure=_m_app),),
    expect="erratum as printed",
    no_correction_reason="the reading is the correction: Cor. 3 and Cor. 4 with Theorem 3's / Theorem 4's d sqrt(Td) "
                         "(L932, L1107), which is what Cor. 3's own proof needs ('The desired result is obtained by "
                         "Theorem 1', whose explicit form is Theorem 3); Cor. 5's conclusion is mhgd.cor5 (holds)",
    evidence="Round 29 (helper discMh), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. Item 81: (81) / Cor. 5's threshold = (36 d^2 sqrt(T)) / "
             "(256 d^{3/2} sqrt(T) B2) = (9/64) sqrt(d)/B2 exactly (4 g0 + B2 = 3 g0 + g with Prop. 7's g = B2 + g0), "
             "so at H = Cor. 5's threshold (81) fails once sqrt(d) > 64 B2/9, i.e. d >= 51 at B2 = 1: d = 64, B2 = 1 "
             "gives 1.125. Realised by T = 1, R = 1, one sample X = x^T with ||x|| = 1, x in R^64, theta_0 = 0 (P1 "
             "with B2 = 1, P2 with B_Phi = 1: Phi~(X; 0) = 0, P3 with gamma = sqrt 2: grad_U Phi~(X; 0) = (1/sqrt H) "
             "(x^T per head), theta~_* = sqrt 2 times its direction), K = 1: g0 = sqrt 2, Cor. 5's sqrt(H) >= 4.21434e7, "
             "(81) asks 4.74114e7. Item eta: rho_3(K) / rho_5(K) = (2 d^2 sqrt(T) R^3/sqrt(H) + T R^2/4) / (2 d^{3/2} "
             "sqrt(T) R^3/sqrt(H) + T R^2/4) > 1 for every d >= 2, so eta = Cor. 5's cap exceeds Cor. 3's wherever "
             "1/rho(K) binds: the same instance at d = 4 (H = ceil(167,700^2)) gives cap ratio 1.00038; larger gamma "
             "(T, R large) shrinks g0 and Cor. 5's H and drives the ratio to sqrt(d). Item 95 holds (ratio 1/B2). "
             "Corollary 5's conclusion (101) is not refuted: Theorem 3 needs only the appendix's d sqrt(Td) "
             "(reading); the step fails, not the corollary.",
    second_path=SP + "test_cor5_applies_cor3",
    mutants={"(95) and Cor. 3's cap 1 % too strict, (81) at 1/10": B.side_strict},
    auto_mutant=False,
    notes="Closed forms (the parameters enter only through T, d, R, B2, B_Phi, gamma, K, L^(theta0), H, eta). gamma is "
          "drawn below P3's ceiling sqrt(2) sqrt(T) R (2 R^2 B2 + 1), L^(theta0) below P2's log(1 + e^{B_Phi}); H is the "
          "integer ceil((h x threshold)^2), h in [1, 10]; eta = eta_frac x Cor. 5's cap.",
    domain=(Param("T", 1, INF, integer=True, text="T tokens", unreached="T <= 1024; item 81's ratio is free of T"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 4096; item 81's ratio grows as sqrt(d)"),
            Param("R", 1.0, INF, text="R >= 1 (Assumption 1)", unreached="R <= 100; item 81's ratio is free of R"),
            Param("B2", 1.0, INF, text="P1's B2 >= 1", unreached="B2 <= 100; the ratio falls as 1/B2"),
            Param("BPhi", 1.0, INF, text="P2's B_Phi >= 1", unreached="B_Phi <= 100"),
            Param("gfrac", 0.0, 1.0, lo_closed=False, text="gamma / P3's ceiling in (0, 1]",
                  unreached="gfrac >= 1e-4"),
            Param("K", 1, INF, integer=True, text="K >= 1", unreached="K <= 1e6"),
            Param("h", 1.0, INF, text="sqrt(H) / Cor. 5's threshold >= 1", unreached="h <= 10"),
            Param("eta_frac", 0.0, 1.0, lo_closed=False, text="eta / Cor. 5's cap in (0, 1]",
                  unreached="eta_frac >= 0.01"),
            Param("L0_frac", 0.0, 1.0, lo_closed=False, text="L^(theta0) / log(1 + e^{B_Phi}) in (0, 1]",
                  unreached="L0_frac >= 0.01")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.2}},
))


# ------------------------------------------------------------------- proof of Theorem 4 (L1117): Lemma 11's (84)

@st.composite
def _i84(d: st.DrawFn) -> dict:
    return {"T": d(st.one_of(st.sampled_from([1, 2, 64]), st.integers(1, 1024))),
            "d": d(st.one_of(st.sampled_from([1, 2, 4]), st.integers(1, 4096))),
            "R": d(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
            "D": d(st.one_of(st.just(1.0), log_uniform(1e-4, 1e3))),
            "N": d(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-4, 1e4))),
            "h": d(st.one_of(st.just(1.0), log_uniform(1.0, 10.0)))}


def _q84(inst: dict, exact: bool = False) -> dict:
    """theta_0, theta with ||theta - theta_0|| = D and ||theta||_{2,inf} = N (independent: theta_0 is free); H = the least
    integer >= max(1, (h x Theorem 4's right side)^2)."""
    import mpmath

    conv = mpmath.mpf if exact else float
    T, d = int(inst["T"]), int(inst["d"])
    R, D, N = conv(inst["R"]), conv(inst["D"]), conv(inst["N"])
    thr = B.sqrt_h_thm4(T, d, R, D, N)
    with mpmath.workdps(80):
        H = max(1, int(mpmath.ceil((mpmath.mpf(inst["h"]) * mpmath.mpf(thr)) ** 2)))
    sH = mpmath.sqrt(H) if exact else math.sqrt(H)
    return {"T": T, "d": d, "R": R, "D": D, "N": N, "thr": thr, "sH": sH, "H": H}


def _m84(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (84)'s right side as printed; bound = sqrt(H), H meeting Theorem 4's hypothesis."""
    q = _q84(inst)
    return Measurement(float(B.sqrt_h84(q["T"], q["d"], q["R"], q["D"], q["N"])), {"sH": float(q["sH"])},
                       {"H": float(q["H"]), "sqrt(H) / Thm. 4's threshold": float(q["sH"] / q["thr"])})


def _m84_app(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q84(inst)
    return Measurement(float(B.sqrt_h_thm4(q["T"], q["d"], q["R"], q["D"], q["N"])), {"sH": float(q["sH"])},
                       {"H": float(q["H"]), "sqrt(H) / Thm. 4's threshold": float(q["sH"] / q["thr"])})


def _x84(inst: dict) -> Measurement:
    import mpmath

    terms = _m84(inst, None).terms
    with mpmath.workdps(60):
        q = _q84(inst, exact=True)
        return Measurement(B.sqrt_h84(q["T"], q["d"], q["R"], q["D"], q["N"]), {"sH": q["sH"]}, terms)


CLAIMS.append(Claim(
    id="mhgd.display.thm4-proof-lemma11-hyp", catalog_id="mhgd.thm4", paper=PAPER, kind="step",
    source=f"Proof of Theorem 4 (App. C.1), {SEED_FILE} L1117 ('Note that the assumptions of Lemma 11 are satisfied'), "
           "with Theorem 4's hypothesis L1107 and Lemma 11's (84) L1009",
    statement="Theorem 4's hypothesis sqrt(H) >= 256 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 ||theta - theta_0|| + "
              "||theta||_{2,inf}) + 1) ||theta - theta_0||^2 (L1107) gives Lemma 11's (84) as printed: sqrt(H) >= 256 "
              "d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 ||theta - theta_0|| + ||theta||_{2,inf}) + 1) ||theta - theta_0||^2 "
              "(L1009; '256 d sqrt(T) d' read literally, 256 d^2 sqrt(T)).",
    statement_tex=r"\sqrt{H} \geq 256 d \sqrt{T d} R^3 (\dots) \|\boldsymbol{\theta} - \boldsymbol{\theta}_0\|^2 "
                  r"\ \Rightarrow\ \sqrt{H} \geq 256 d \sqrt{T} d R^3 (\dots) \|\boldsymbol{\theta} - "
                  r"\boldsymbol{\theta}_0\|^2 \quad (84)",
    comparison="<=", bound=B.sqrt_h, measure=_m84, exact=_x84, strategy=lambda: _i84(), rtol=1e-12,
    assumptions=(Assumption("Thm. 4's H", "sqrt(H) >= Theorem 4's right side (L1107)",
                            lambda q: q["sqrt(H) / Thm. 4's threshold"] - 1.0),),
    readings=(Reading("appendix sqrt(Td) in (84)", "(84) with d sqrt(T d), the form of Theorem 4 (L1107), Cor. 4's (95) "
                      "and (87)'s 128 beta~_3 (L1043, the only place Lemma 11's proof uses (84)): then it is Theorem 4's "
                      "hypothesis itself", measure=_m84_app),),
    expect="erratum as printed",
    no_correction_reason="the reading is the correction: (84) with 256 d sqrt(Td) is all Lemma 11's proof uses (L1043: "
                         "sqrt(H) >= 128 beta~_3 ||theta - theta_0||^2 with beta~_3 of (87), 2 d sqrt(Td)), and it is "
                         "Theorem 4's hypothesis",
    evidence="Round 29 (helper discMh), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. (84) / Theorem 4's right side = d^2 sqrt(T) / (d^{3/2} "
             "sqrt(T)) = sqrt(d) exactly (every other factor is common), so at Theorem 4's least H (84) fails for every "
             "d >= 2: T = 1, d = 4, R = 1, ||theta - theta_0|| = 1, ||theta||_{2,inf} = 0: Theorem 4 asks sqrt(H) >= "
             "256 * 8 * 19 = 38912, (84) asks 256 * 16 * 19 = 77824 (ratio 2). Realisable: theta = 0 (N = 0), theta_0 any "
             "initialisation with ||theta_0|| = 1 (Theorem 4 fixes any theta_0, L1105), any data with ||x_t|| <= 1. "
             "Theorem 4's conclusion (93) is not refuted (mhgd.thm4 holds on GD runs): Lemma 11's proof uses (84) only "
             "through 128 beta~_3 with the appendix's d sqrt(Td) (L1043), the reading. Same sqrt(d) as round 28's L910 "
             "/ (87) and this round's mhgd.display.cor5-proof-applies-cor3, here between Theorem 4 and Lemma 11.",
    second_path=SP + "test_thm4_lemma11_hyp",
    mutants={"sqrt(H) 1 % too small": B.sqrt_h_strict},
    auto_mutant=False,
    notes="Closed form; H is the integer ceil((h x Theorem 4's right side)^2), h in [1, 10]; ||theta - theta_0|| and "
          "||theta||_{2,inf} drawn independently (theta_0 is any good initialisation).",
    domain=(Param("T", 1, INF, integer=True, text="T tokens", unreached="T <= 1024; the ratio is free of T"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 4096; the ratio is sqrt(d)"),
            Param("R", 1.0, INF, text="R >= 1 (Assumption 1)", unreached="R <= 100; the ratio is free of R"),
            Param("D", 0.0, INF, lo_closed=False, text="||theta - theta_0|| > 0", unreached="D in [1e-4, 1e3]"),
            Param("N", 0.0, INF, text="||theta||_{2,inf}", unreached="N <= 1e4"),
            Param("h", 1.0, INF, text="sqrt(H) / Theorem 4's right side >= 1", unreached="h <= 10")),
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))


# ------------------------------------------------------- Prop. 2's P3 hypothesis against Lemma 15 (its proof, D.2.3)

@st.composite
def _ip3(d: st.DrawFn) -> dict:
    T = d(st.one_of(st.sampled_from([2, 10]), st.integers(2, 64)))
    return {"T": T, "L": d(st.integers(1, T - 1)), "M": d(st.one_of(st.just(1), st.integers(1, 8))),
            "S": d(st.one_of(st.just(1.0), log_uniform(1e-3, 10.0))),
            "Z": d(st.one_of(st.just(1.0), log_uniform(1.0, 10.0))),
            "p_frac": d(st.one_of(st.just(1.0), log_uniform(1e-4, 1.0))),
            "inv": d(st.one_of(st.just(1.0), log_uniform(1.0, 1e3)))}


def _qp3(inst: dict) -> dict:
    """DM1 with noise orthogonal to every pattern (Z_mu = Z_nu = 0, ||z|| = Z >= 1, so R = sqrt(S^2 + Z^2) >= 1,
    Assumption 1), S = the drawn S / inv, zeta = L/T, P = p_frac S^3 (||p|| <= P, P -> 0 as n1 -> inf: (6))."""
    from thmcheck.bounds.mhgd.sec3_5_local import gamma_star

    T, M, Z = int(inst["T"]), int(inst["M"]), float(inst["Z"])
    S = float(inst["S"]) / float(inst["inv"])
    zeta = int(inst["L"]) / T
    P = float(inst["p_frac"]) * S**3
    R = math.sqrt(S**2 + Z**2)
    return {"T": T, "R": R, "S": S, "P": P, "zeta": zeta, "M": M,
            "g7": gamma_star(7, S, T, zeta, M, 0.0, 0.0, Z, P), "g15": gamma_star(15, S, T, zeta, M, 0.0, 0.0, Z, P)}


def _mp3(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = Lemma 15's sqrt(H) requirement; bound = Prop. 2's shape (the common sqrt(2 log(n/delta)) cancels)."""
    q = _qp3(inst)
    lhs = B.lemma15_sqrt_h(q["T"], q["R"], q["S"], q["P"], q["g15"]) if q["g15"] > 0 else 0.0
    return Measurement(lhs, {"T": q["T"], "R": q["R"], "S": q["S"], "P": q["P"], "g7": q["g7"], "g15": q["g15"]},
                       {"gamma_*(7)": q["g7"], "gamma_*(119)": q["g15"], "zeta": q["zeta"]})


def _mv_inv(inst: dict, t: float) -> dict:
    return {**inst, "inv": t}


def _mv_T(inst: dict, t: float) -> dict:
    T = int(round(t))
    return {**inst, "T": T, "L": max(1, min(T - 1, round(inst["L"] / inst["T"] * T)))}


CLAIMS.append(Claim(
    id="mhgd.display.prop2-p3-restates-lemma15", catalog_id="mhgd.prop2", paper=PAPER, kind="step",
    source=f"Proposition 2 (P3), Sec. 5.1, {SEED_FILE} L235 ('Suppose sqrt(H) >~ R^4 T (S+P)/gamma_* sqrt(2 log(n/delta))"
           "'), proved in App. D.2.3 by Lemma 15 (L1418-L1428: sqrt(H) >= 4 (2 R^3 T (S+P) + sqrt(TR))/gamma_* sqrt(2 "
           "log(n/delta)))",
    statement="Prop. 2's P3 hypothesis with one absolute constant gives Lemma 15's, by which it is proved: 4 (2 R^3 T (S "
              "+ P) + sqrt(T R))/gamma_*(119) <= C R^4 T (S + P)/gamma_*(7) over DM1 under Assumption 3 (the common "
              "sqrt(2 log(n/delta)) cancels; gamma_*(7) of (7) L237 in Prop. 2, gamma_*(119) of (119) L1420 in "
              "Lemma 15, both > 0).",
    statement_tex=r"4 \frac{2R^3T(S+P) + \sqrt{TR}}{\gamma_*} \lesssim \frac{R^4 T (S+P)}{\gamma_*}",
    comparison="<=", bound=B.prop2_p3_shape, measure=_mp3, strategy=lambda: _ip3(),
    constants="hidden", uniform=True,
    assumptions=(Assumption("gamma_* > 0", "gamma_*(7) > 0 and gamma_*(119) > 0 (both requirements divide by gamma_*)",
                            lambda q: min(q["gamma_*(7)"], q["gamma_*(119)"])),),
    directions=(
        Direction("S -> 0 (S = S_0/inv, P = p_frac S^3, n1 -> inf)", "inv", INF, how="path", move=_mv_inv,
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6),
                  reason="Lemma 15's sqrt(T R) term stays while Prop. 2's R^4 T (S + P) -> 0: the ratio grows like "
                         "1/(S sqrt(T)) (gamma_*(7)/gamma_*(119) -> 1/(4 sqrt2 (M+1)), a constant)"),
        Direction("T", "T", INF, how="path", move=_mv_T, points=(2.0, 10.0, 100.0, 1e3, 1e4),
                  reason="T grows: Lemma 15's terms are at most Prop. 2's T R^4 (S + P) plus sqrt(T R)"),
        Direction("M, zeta, Z, p_frac (searched)", "M", INF, how="search",
                  reason="M <= 8, zeta = L/T, Z in [1, 10], p_frac in [1e-4, 1] drawn"),
    ),
    expect="erratum",
    evidence="Round 29 (helper discMh), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED, auditor B CONFIRMED. Lemma 15 needs sqrt(H) >= 4 (2 R^3 T (S + P) + "
             "sqrt(TR))/gamma_* sqrt(2 log(n/delta)); Prop. 2's shape R^4 T (S + P)/gamma_* sqrt(2 log(n/delta)) has no "
             "term for sqrt(T R), which does not vanish as the signal S and P -> 0 while R >= 1 (Assumption 1): on DM1 "
             "with noise orthogonal to every pattern (Z_mu = Z_nu = 0, Z = 1, so R = sqrt(S^2 + 1)), P = S^3 (n1 large "
             "in (6)), T = 10, L = 1 (zeta = 0.1), M = 1: both gamma_* > 0 for S <= 1e-2 and the ratio of the requirements "
             "grows like 1/S (11.9, 1.1e3, 1.1e5 at S = 1e-2, 1e-4, 1e-6; ci path log-slope 1.00), so no absolute "
             "constant in '>~' makes Prop. 2's hypothesis give Lemma 15's. "
             "P3 itself is not refuted: X_h of (117) does not depend on alpha_h (mhgd.display.eq118-end's evidence), so "
             "P3's margin does not need many heads at all; what fails is the printed hypothesis as the one Lemma 15 "
             "proves P3 under.",
    second_path=SP + "test_prop2_p3_shape_misses_lemma15",
    corrected=B.prop2_p3_shape_corrected,
    corrected_text="Suppose sqrt(H) >~ (R^3 T (S + P) + sqrt(T R))/gamma_* sqrt(2 log(n/delta)) (Lemma 15's requirement "
                   "up to an absolute constant, with Lemma 15's gamma_* of (119) L1420, not (7)'s).",
    no_mutant_reason="a uniform shape refuted along a path by a closed form (the planted wrong shapes of a uniform claim "
                     "run against the corrected shape, which differs from the printed one only by the sqrt(T R) term)",
    auto_mutant=False,
    notes="Closed forms; gamma_* computed from the printed (7) and (119) (thmcheck.bounds.mhgd.sec3_5_local.gamma_star) "
          "on the family Z_mu = Z_nu = 0 (Assumption 3 allows noise orthogonal to every pattern).",
    domain=(Param("T", 2, INF, integer=True, text="T >= 2 (zeta T relevant tokens, zeta in (0, 1))",
                  unreached="T <= 64 drawn, 1e4 on a path"),
            Param("M", 1, INF, integer=True, text="M >= 1", unreached="M <= 8"),
            Param("S", 0.0, INF, lo_closed=False, text="S > 0 (the drawn S_0)", unreached="S_0 in [1e-3, 10] drawn"),
            Param("inv", 1.0, INF, text="S = S_0/inv", unreached="inv <= 1e3 drawn, 1e6 on the path"),
            Param("Z", 0.0, INF, text="||z|| <= Z (R >= 1 needs S^2 + Z^2 + 2 Z_nu/M >= 1)",
                  unreached="Z in [1, 10]; Z_mu = Z_nu = 0 only (the family of the path)"),
            Param("p_frac", 0.0, INF, lo_closed=False, text="P / S^3 (P of (6) > 0, any by n1)",
                  unreached="p_frac in [1e-4, 1]")),
    settings={"ci": {"max_examples": 20, "budget_s": 1.0, "path_decades": 0.0}},
))


# ------------------------------------------------------------------------ Sec. 5.3: (12) as what (3) yields

@st.composite
def _i12(d: st.DrawFn) -> dict:
    return {"S": d(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
            "T": d(st.one_of(st.sampled_from([1, 2, 10]), st.integers(1, 64))),
            "M": d(st.one_of(st.just(1), st.integers(1, 16))),
            "n": d(st.one_of(st.just(2), st.integers(2, 10**6))),
            "C": d(st.one_of(st.just(1.0), log_uniform(1e-3, 1e3))),
            "p": d(st.one_of(st.just(0.5), st.floats(0.01, 3.0))),
            "H": float(round(10.0 ** d(st.one_of(st.just(0.0), st.floats(0.0, 12.0)))))}


def _q12(inst: dict) -> dict:
    """Sec. 5.3's construction (L291): U_h = (log(n)/gamma_attn) H^{-1/2} U_opt, W_h = C H^{-p} W_opt, ||U_opt|| =
    ||W_opt|| = 1 ((9)), gamma_attn = S sqrt(T)/sqrt2 (its eps -> 0 value, L287); DM1 without noise (Z = 0, so R = S,
    S >= 1 for Assumption 1's R >= 1), d = M + 2 orthogonal patterns; theta~^(0) = 0."""
    S, T, M, n, C, p = (float(inst["S"]), int(inst["T"]), int(inst["M"]), int(inst["n"]), float(inst["C"]),
                        float(inst["p"]))
    H = float(inst["H"])
    u = math.log(n) / (S * math.sqrt(T) / math.sqrt(2))  # ||U~||
    N = math.sqrt(u**2 / H + C**2 * H ** (-2 * p))  # ||theta~||_{2,inf} = max_h ||theta_h|| (all heads alike)
    D = math.sqrt(u**2 + C**2 * H ** (1 - 2 * p))  # ||theta~ - theta~^(0)|| = ||theta~||
    return {"S": S, "T": T, "d": M + 2, "R": S, "N": N, "D": D, "H": H}


def _m12(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (12)'s right side S^5 ||theta~||^3; bound = (3)'s right side (hidden constant): (3) yields (12) iff lhs <~
    bound."""
    q = _q12(inst)
    return Measurement(q["S"] ** 5 * q["D"] ** 3, {k: q[k] for k in ("T", "d", "R", "N", "D")},
                       {"H": q["H"], "||theta~||_{2,inf}": q["N"]})


def _mv_H(inst: dict, t: float) -> dict:
    return {**inst, "H": t}


CLAIMS.append(Claim(
    id="mhgd.display.eq12-from-eq3", catalog_id="mhgd.sec5.3", paper=PAPER, kind="step",
    source=f"Sec. 5.3, {SEED_FILE} L293-L295 ('in order to apply Thms. 1 and 2, the requirement on the number of heads "
           "H in terms of distance of theta~ to theta~^(0) = 0 yields the following condition: H^{1/2} >~ S^5 "
           "||theta~||^3 (12)'), the requirement (3) L147, the construction L291",
    statement="For Sec. 5.3's theta~ (U_h = (log(n)/gamma_attn) H^{-1/2} U_opt, W_h = C H^{-p} W_opt, theta~^(0) = 0) on "
              "DM1, (3) sqrt(H) >~ d^2 T^{1/2} R^5 ||theta~||_{2,inf} ||theta~ - theta~^(0)||^3 yields (12) H^{1/2} >~ "
              "S^5 ||theta~||^3: checked as S^5 ||theta~||^3 <~ d^2 T^{1/2} R^5 ||theta~||_{2,inf} ||theta~||^3 with one "
              "absolute constant (then every H meeting (3) meets (12)).",
    statement_tex=r"\sqrt{H} \gtrsim d^2 T^{1/2} R^5 \|\tilde{\theta}\|_{2,\infty} \|\tilde{\theta}\|^3 \ \Rightarrow\ "
                  r"H^{1/2} \gtrsim S^5 \|\tilde{\theta}\|^3",
    comparison="<=", bound=B.eq3_shape, measure=_m12, strategy=lambda: _i12(),
    constants="hidden", uniform=True,
    directions=(
        Direction("H -> inf (construction fixed)", "H", INF, how="path", move=_mv_H,
                  points=(1.0, 1e2, 1e4, 1e6, 1e9, 1e12),
                  reason="||theta~||_{2,inf} = max_h ||theta_h|| -> 0 like H^{-min(1/2, p)} while ||theta~|| stays "
                         "(p >= 1/2) or grows: (3)'s right side carries ||theta~||_{2,inf}, (12)'s does not"),
        Direction("S, T, M, n, C, p (searched)", "S", INF, how="search",
                  reason="S in [1, 100], T <= 64, M <= 16, n <= 1e6, C in [1e-3, 1e3], p in (0, 3] drawn"),
    ),
    readings=(Reading("Theorem 3's (74)", "the requirement read as Theorem 3's explicit one (L932) at theta~^(0) = 0, "
                      "36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 ||theta~|| + ||theta~||_{2,inf}) + 1) ||theta~||^2, whose "
                      "324 d^2 sqrt(T) R^5 ||theta~||^3 term gives (12) (R = S here)", bound=B.eq74_right,
                      directions=(Direction("H -> inf (construction fixed)", "H", INF, how="path", move=_mv_H,
                                            points=(1.0, 1e2, 1e4, 1e6, 1e9, 1e12),
                                            reason="(74) keeps ||theta~||^3 without ||theta~||_{2,inf}"),
                                  Direction("S, T, M, n, C, p (searched)", "S", INF, how="search",
                                            reason="as for the printed claim"))),),
    expect="erratum as printed",
    evidence="Round 29 (helper discMh), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. (3) at theta~^(0) = 0 is sqrt(H) >~ d^2 T^{1/2} R^5 "
             "||theta~||_{2,inf} ||theta~||^3; (12) drops ||theta~||_{2,inf}, which for Sec. 5.3's construction is "
             "max_h ||theta_h|| = sqrt((log(n)/gamma_attn)^2/H + C^2 H^{-2p}) -> 0 as H grows, while ||theta~||^2 = "
             "(log(n)/gamma_attn)^2 + C^2 H^{1-2p}. So (3) does not yield (12): e.g. S = R = 1 (Z = 0), T = 1, M = 1 "
             "(d = 3), n = 2, C = 1, p = 1/2: ratio (12)/(3) = 1/(9 ||theta~||_{2,inf}) = H^{1/2}/(9 sqrt(1 + 2 log(2)^2)) "
             "grows like H^{1/2} (ci path H = 1 .. 1e12); the ratio is 1/(d^2 sqrt(T) ||theta~||_{2,inf}) for every S (R = S), "
             "so it diverges also with S on the saturation floor S^2 ~ H^p/C of L293. With ||theta~||_{2,inf} kept, (3) can be met: in the case "
             "||W~|| >= ||U~|| (||theta~||_{2,inf} ~ C H^{-p}) and S at its saturation floor, (3) reads H^{3p/2 - 1} "
             ">~ C^{3/2} and H^{3/2 - p} >~ log^5(n)/C, both met for p in (2/3, 3/2) at H large, so Sec. 5.3's no-go "
             "('no possible choices for p and C') does not follow from (3) as printed. It does follow from Theorem 3's "
             "explicit requirement (reading: its 324 d^2 sqrt(T) R^5 ||theta~||^3 term is (12)), and (3) itself is "
             "round 26's erratum mhgd.display.thm1-restates-thm3 (its shape misses Theorem 3's sum 3D + N).",
    second_path=SP + "test_eq12_from_eq3",
    no_correction_reason="the reading is the correction: (12) is what Theorem 3's explicit requirement (L932) yields "
                         "(its 324 d^2 sqrt(T) R^5 ||theta~||^3 term); from (3) as printed only sqrt(H) >~ S^5 "
                         "||theta~||_{2,inf} ||theta~||^3 follows",
    no_mutant_reason="a uniform shape refuted along a path by a closed form; the reading (74) has a ratio <= 1/324",
    auto_mutant=False,
    notes="Closed form of the construction's norms; gamma_attn at its eps -> 0 value S sqrt(T)/sqrt2 (any eps changes "
          "||U~|| by a bounded factor).",
    domain=(Param("S", 1.0, INF, text="S >= 1 (R = S >= 1 without noise)", unreached="S <= 100"),
            Param("T", 1, INF, integer=True, text="T", unreached="T <= 64"),
            Param("M", 1, INF, integer=True, text="M >= 1 (d = M + 2)", unreached="M <= 16"),
            Param("n", 2, INF, integer=True, text="n > 1", unreached="n <= 1e6"),
            Param("C", 0.0, INF, lo_closed=False, text="C > 0", unreached="C in [1e-3, 1e3]"),
            Param("p", 0.0, INF, lo_closed=False, text="p > 0", unreached="p in [0.01, 3]"),
            Param("H", 1.0, INF, text="H >= 1 heads", unreached="H <= 1e12")),
    settings={"ci": {"max_examples": 12, "budget_s": 0.8, "path_decades": 0.0}},
))
