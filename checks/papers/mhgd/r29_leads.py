"""Round 29 (helper leads): Corollary 1's printed beta_3 (L133: '2d sqrt(T) d R^3', read literally 2 d^2 sqrt(T) R^3)
in the proof displays that cite beta_3 (or beta_2) by name while their hypothesis is printed with explicit constants.

Round 28 (checks/papers/mhgd/r28_lits.py) found L910's last '=' and (87)'s first '=' off by sqrt(d) exactly. The
re-read of every other display citing beta_3 by name (see the round-29 report): where beta_3 enters only a hypothesis
('sqrt(H) >= 2 (beta_3 v beta_3) ||.||^2': Prop. 4, (18), Lemma 9, L343, L371) or only the weak side of a conclusion
(Cor. 1 (3), (15)/(67), (71)-(72), (85)-(86), (20)), the appendix form the repository uses (bounds/mhgd/sec3_5_local
.beta3, sqrt(d) smaller) makes the check at least as strong as the literal one, and a display that carries beta_3 on
both sides with the same beta_3 ((72)'s second link) is scale-free in beta_3. It differs where an explicit constant
(74), (84) or an explicit beta~_3 / beta~_2 ((87)-(88)) meets beta_3 by name on the other side:

- ``mhgd.display.lemma10-L918-second-link-beta3-cor1``: L918's second '<=' (proof of Lemma 10) from (74) and the
  induction hypothesis A_j <= 3 ||theta - theta_0||.
- ``mhgd.display.lemma11-L1043-last-link-beta3-cor1``: L1043's last '>=' 2 beta~_3(theta) ||.||^2 >= 2 (beta_3(theta_k)
  v beta_3(theta_k^{-i})) ||.||^2 (proof of Lemma 11).
- ``mhgd.display.eq88-beta2-cor1``: (88)'s first '=' (L1035), beta_2 of Cor. 1 (2) with L133's beta_3.
- ``mhgd.display.thm3-L958-rho0-beta2-cor1``: L958's 'rho_0 <= rho_eta(Theta_0)' (proof of Theorem 3), rho_0 = beta_2
  of Cor. 1 (2) with L133's beta_3 against rho_eta's explicit 2 d sqrt(T d), under Theorem 3's heads and step-size
  hypotheses.

All three are closed forms: the parameters enter only through norms that every non-negative value realises (the
construction is in each measure's docstring); second paths in tests/test_mhgd_r29_leads.py (own mpmath).
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r29_leads as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []
SP = "tests/test_mhgd_r29_leads.py::"
_CI = {"ci": {"max_examples": 25, "budget_s": 1.0}}

_TDR = (Param("T", 1, INF, integer=True, text="T tokens", unreached="T <= 1024; the sides' ratio is free of T"),
        Param("d", 1, INF, integer=True, text="d", unreached="d <= 1024; the ratio is sqrt(d), d = 2 suffices"),
        Param("R", 1.0, INF, text="R >= 1 (Assumption 1)", unreached="R <= 100; R cancels in the worst-case ratio"))


def _tdr(d: st.DrawFn) -> dict:
    return {"T": d(st.one_of(st.sampled_from([1, 2, 64]), st.integers(1, 1024))),
            "d": d(st.one_of(st.sampled_from([1, 2, 3]), st.integers(1, 1024))),
            "R": d(st.one_of(st.just(1.0), log_uniform(1.0, 100.0)))}


def _mp(q: dict) -> dict:
    import mpmath

    return {k: (v if isinstance(v, int) else mpmath.mpf(v)) for k, v in q.items()}


# ------------------------------------------------------------------------------------ L918, second link

@st.composite
def _i918(d: st.DrawFn) -> dict:
    return {**_tdr(d), "N": d(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-6, 1e6))),
            "D": d(st.one_of(st.just(1.0), log_uniform(1e-6, 1e3))),
            "frac": d(st.one_of(st.just(1.0), st.floats(0.0, 1.0))),
            "h": d(st.one_of(st.just(1.0), log_uniform(1.0, 10.0))),
            "eta": d(st.one_of(st.just(0.1), log_uniform(1e-6, 1.0))),
            "Lj": d(st.one_of(st.just(0.5), log_uniform(1e-6, 10.0))),
            "Lt": d(st.one_of(st.just(0.0), log_uniform(1e-6, 10.0)))}


def _q918(inst: dict, exact: bool = False) -> dict:
    """theta with ||theta||_{2,inf} = N, theta_0 at distance D, theta_j = theta + a e (e a unit vector along theta's
    largest head block, a = frac * 3 D: the induction hypothesis A_j <= 3D), so ||theta_{j,alpha}||_{2,inf} is largest at
    alpha = 1, nj = N + a (every other direction of e gives a smaller nj and a smaller left side). H = the smallest
    integer >= max(1, (h * (74)'s right side)^2): (74) met with sqrt(H) / (74) >= h >= 1."""
    import mpmath

    T, d = int(inst["T"]), int(inst["d"])
    conv = mpmath.mpf if exact else float
    R, N, D = conv(inst["R"]), conv(inst["N"]), conv(inst["D"])
    a = conv(inst["frac"]) * 3 * D
    s74 = B.sqrt_h74(T, d, R, N, D)
    with mpmath.workdps(80):
        H = max(1, int(mpmath.ceil((mpmath.mpf(inst["h"]) * mpmath.mpf(s74)) ** 2)))
    sH = mpmath.sqrt(H) if exact else math.sqrt(H)
    return {"T": T, "d": d, "R": R, "nj": N + a, "a": a, "sH": sH, "eta": conv(inst["eta"]), "Lj": conv(inst["Lj"]),
            "Lt": conv(inst["Lt"]), "sqrt(H) / (74)": float(sH / s74), "A_j / (3D)": float(inst["frac"]),
            "N": N, "D": D}


def _m918(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = L918's middle term with Cor. 1's printed beta_3; bound = eta (2/3 L^(theta_j) + 2/3 L^(theta))."""
    q = _q918(inst)
    return Measurement(B.l918_extra(**{k: q[k] for k in ("T", "d", "R", "nj", "a", "sH", "eta", "Lj", "Lt")}),
                       {"eta": q["eta"], "Lj": q["Lj"], "Lt": q["Lt"]},
                       {k: float(v) for k, v in q.items()})


def _m918_app(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q918(inst)
    return Measurement(B.l918_extra_appendix(**{k: q[k] for k in ("T", "d", "R", "nj", "a", "sH", "eta", "Lj", "Lt")}),
                       {"eta": q["eta"], "Lj": q["Lj"], "Lt": q["Lt"]}, {k: float(v) for k, v in q.items()})


def _x918(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        q = _q918(inst, exact=True)
        return Measurement(B.l918_extra(**{k: q[k] for k in ("T", "d", "R", "nj", "a", "sH", "eta", "Lj", "Lt")}),
                           {"eta": q["eta"], "Lj": q["Lj"], "Lt": q["Lt"]})


_L_POS = Assumption("losses", "L^(theta_j) + L^(theta) > 0 (the logistic loss is positive)",
                    lambda q: q["Lj"] + q["Lt"])

CLAIMS.append(Claim(
    id="mhgd.display.lemma10-L918-second-link-beta3-cor1", catalog_id="mhgd.lemma10", paper=PAPER, kind="step",
    source=f"Proof of Lemma 10 (App. B.3), {SEED_FILE} L918 (its second '<='), from (74) L896 and the induction "
           "hypothesis A_j <= 3 ||theta - theta_0|| (L908-L910); beta_3 of Corollary 1 (3) L133 as printed",
    statement="eta max_alpha beta_3(theta_{j,alpha}) A_j^2 / sqrt(H) (4/3 L^(theta_j) + 4/3 L^(theta)) <= eta (2/3 "
              "L^(theta_j) + 2/3 L^(theta)) for j in [k-1], given (74) sqrt(H) >= 36 d sqrt(T d-bar) R^3 (3 sqrt(d-bar) "
              "R^2 (3 ||theta - theta_0|| + ||theta||_{2,inf}) + 1) ||theta - theta_0||^2 and A_j <= 3 ||theta - "
              "theta_0||, beta_3 := 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) (Cor. 1 (3), as printed); "
              "d-bar (undefined) read as d.",
    statement_tex=r"\eta \frac{\max_{\alpha} \beta_3(\boldsymbol{\theta}_{j,\alpha}) A_j^2}{\sqrt{H}} \left( \frac{4}{3}"
                  r" \widehat{L}(\boldsymbol{\theta}_j) + \frac{4}{3} \widehat{L}(\boldsymbol{\theta}) \right) \leq "
                  r"\eta \left( \frac{2}{3} \widehat{L}(\boldsymbol{\theta}_j) + \frac{2}{3} \widehat{L}"
                  r"(\boldsymbol{\theta}) \right)",
    comparison="<=", bound=B.l918_right, measure=_m918, exact=_x918, strategy=lambda: _i918(), rtol=1e-12,
    assumptions=(_L_POS,),
    readings=(Reading("appendix beta_3", "beta_3 = 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) as Prop. 5 "
                      "(L611), (87) (L1031) and L1173 print it: the link holds, with equality at A_j = 3D, sqrt(H) at "
                      "(74) and theta_j along theta's largest block", measure=_m918_app),),
    expect="erratum as printed",
    no_correction_reason="the reading is the correction: with the appendix's beta_3 = 2d sqrt(Td) (L611, L1031, L1173) "
                         "the link follows from (74) (mhgd.display.lemma10-L910-beta3-cor1's reading)",
    evidence="Round 29 (helper leads), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. With Corollary 1's printed beta_3 = 2 d^2 sqrt(T) R^3 "
             "(3 sqrt(d) R^2 n + 1) the link needs beta_3 A_j^2 / sqrt(H) <= 1/2, while (74) at equality with A_j = 3D "
             "and ||theta_j||_{2,inf} = 3D + ||theta||_{2,inf} (theta_j = theta + 3D e, e along theta's largest head "
             "block; max over alpha at alpha = 1) gives beta_3 A_j^2 / sqrt(H) = 18 d^2 / (36 d sqrt(d)) = sqrt(d)/2: "
             "left / right = sqrt(d) exactly (d = 2: 1.414; T = 1, R = 1, N = 0, D = 1: H = ceil(((74))^2)). With "
             "the appendix's beta_3 the ratio is 1 at that corner (the reading holds, with equality). The step fails "
             "whenever d >= 2; it is the same sqrt(d) as L910's last '=' (mhgd.display.lemma10-L910-beta3-cor1). "
             "Lemma 10's conclusion (75) is not refuted here: (75) is a statement on GD runs (mhgd.lemma10), and this "
             "step's failure only breaks its proof under Cor. 1's printed beta_3. The instance realises theta, "
             "theta_0, theta_j explicitly (second path); this link uses only (74), A_j <= 3D and L^ >= 0 of them.",
    second_path=SP + "test_l918_second_link",
    mutants={"reading with 0.6 for 2/3": B.l918_right_060},
    notes="Closed form, as mhgd.display.lemma10-L910-beta3-cor1. L918's second link on GD runs with the appendix "
          "beta_3 is item 918-2 of mhgd.display.lemma8-10-thm3-gd-chains (holds there: GD iterates stay far from "
          "A_j = 3D). H is the integer ceil((h (74))^2), h in [1, 10].",
    domain=(*_TDR,
            Param("N", 0.0, INF, text="||theta||_{2,inf}", unreached="N <= 1e6; N cancels at the worst corner"),
            Param("D", 0.0, INF, lo_closed=False, text="||theta - theta_0|| > 0",
                  unreached="D in [1e-6, 1e3]; D cancels at the worst corner"),
            Param("frac", 0.0, 1.0, text="A_j / (3 ||theta - theta_0||) in [0, 1] (induction hypothesis)"),
            Param("h", 1.0, INF, text="sqrt(H) / (74)'s right side >= 1", unreached="h <= 10; the left side falls "
                  "as 1/h"),
            Param("eta", 0.0, INF, lo_closed=False, text="eta > 0 (cancels)", unreached="eta in [1e-6, 1]; cancels"),
            Param("Lj", 0.0, INF, text="L^(theta_j) >= 0", unreached="L in [1e-6, 10]; the losses cancel"),
            Param("Lt", 0.0, INF, text="L^(theta) >= 0", unreached="L in {0} u [1e-6, 10]; the losses cancel")),
    settings=_CI,
))


# ------------------------------------------------------------------------------------ L1043, last link

@st.composite
def _i1043(d: st.DrawFn) -> dict:
    return {**_tdr(d), "N": d(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-6, 1e6))),
            "D": d(st.one_of(st.just(1.0), log_uniform(1e-6, 1e3))),
            "frac": d(st.one_of(st.just(1.0), st.floats(0.0, 1.0))),
            "dist": d(st.one_of(st.just(1.0), st.floats(0.0, 1.0)))}


def _q1043(inst: dict, exact: bool = False) -> dict:
    """theta (||theta||_{2,inf} = N), theta_0 at distance D; theta_k = theta + frac 3D e along theta's largest head block
    (||theta_k - theta|| <= 3D: Lemma 10 (75), which L1031 invokes), so nk = ||theta_k||_{2,inf} = N + frac 3D; theta_k^{-i}
    on the segment [theta, theta_k] (its norm below theta_k's), a = ||theta_k - theta_k^{-i}|| = dist frac 3D."""
    import mpmath

    conv = mpmath.mpf if exact else float
    R, N, D = conv(inst["R"]), conv(inst["N"]), conv(inst["D"])
    off = conv(inst["frac"]) * 3 * D
    return {"T": int(inst["T"]), "d": int(inst["d"]), "R": R, "N": N, "D": D, "nk": N + off,
            "a": conv(inst["dist"]) * off}


def _m1043(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = 2 (beta_3(theta_k) v beta_3(theta_k^{-i})) ||theta_k - theta_k^{-i}||^2 (Cor. 1's printed beta_3); bound =
    2 beta~_3(theta) ||theta_k - theta_k^{-i}||^2 ((87)'s beta~_3); the printed '>=' as lhs <= bound."""
    q = _q1043(inst)
    return Measurement(B.l1043_right(**q), q)


def _m1043_app(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q1043(inst)
    return Measurement(B.l1043_right_appendix(**q), q)


def _x1043(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        q = _q1043(inst, exact=True)
        return Measurement(B.l1043_right(**q), q)


def _m1043_mut(T: int, d: int, R: float, N: float, D: float, a: float, nk: float) -> float:
    """Mutant of the reading (as a bound): beta~_3 with 3D replaced by 2.5D (too small where nk = N + 3D)."""
    return B.l1043_left(T, d, R, N, D * 2.5 / 3, a)


CLAIMS.append(Claim(
    id="mhgd.display.lemma11-L1043-last-link-beta3-cor1", catalog_id="mhgd.lemma11", paper=PAPER, kind="step",
    source=f"Proof of Lemma 11 (App. C), {SEED_FILE} L1043 (its last '>='), beta~_3 of (87) L1031, beta_3 of "
           "Corollary 1 (3) L133 as printed",
    statement="2 beta~_3(theta) ||theta_k - theta_k^{-i}||^2 >= 2 (beta_3(theta_k) v beta_3(theta_k^{-i})) ||theta_k - "
              "theta_k^{-i}||^2, beta~_3(theta) := 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 ||theta - theta_0|| + "
              "||theta||_{2,inf}) + 1) (87), beta_3 := 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) (Cor. 1 "
              "(3), as printed), with ||theta_k - theta|| <= 3 ||theta - theta_0|| (Lemma 10, used at L1031).",
    statement_tex=r"2\tilde{\beta}_3(\boldsymbol{\theta}) \|\boldsymbol{\theta}_k - \boldsymbol{\theta}_k^{-i}\|^2 \geq "
                  r"2 \left( \beta_3(\boldsymbol{\theta}_k) \vee \beta_3(\boldsymbol{\theta}_k^{-i}) \right) "
                  r"\|\boldsymbol{\theta}_k - \boldsymbol{\theta}_k^{-i}\|^2",
    comparison="<=", bound=B.l1043_left, measure=_m1043, exact=_x1043, strategy=lambda: _i1043(), rtol=1e-12,
    readings=(Reading("appendix beta_3", "beta_3 = 2 d sqrt(T d) R^3 (...) (L611, L1031, L1173): the link is (87)'s "
                      "bound, equality at ||theta_k - theta|| = 3D along theta's largest block", measure=_m1043_app),),
    expect="erratum as printed",
    no_correction_reason="the reading is the correction (the appendix's beta_3 makes the link (87)'s bound); the chain's "
                         "conclusion sqrt(H) >= 2 (beta_3 v beta_3) ||.||^2 itself survives from (84) as printed, whose "
                         "'256 d sqrt(T) d' carries the same extra sqrt(d) as Cor. 1's beta_3",
    evidence="Round 29 (helper leads), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. With Cor. 1's printed beta_3 = 2 d^2 sqrt(T) R^3 "
             "(3 sqrt(d) R^2 n + 1) and theta_k = theta + 3D e (e along theta's largest head block: ||theta_k - "
             "theta|| = 3D as Lemma 10 allows, ||theta_k||_{2,inf} = 3D + ||theta||_{2,inf}), theta_k^{-i} on [theta, "
             "theta_k]: beta_3(theta_k) = sqrt(d) beta~_3(theta), so the last member is sqrt(d) times the third: the "
             "'>=' fails for every d >= 2 (T = 1, d = 2, R = 1, N = 0, D = 1, a = 3: 2 * 4 * (18 sqrt(2) + 1) * 9 = "
             "1904.7 against 2 * 2 sqrt(2) (18 sqrt(2) + 1) * 9 = 1346.9). The step fails while the chain's end "
             "survives: (84) prints 256 d sqrt(T) d = sqrt(d) 128 beta~_3's factor, so sqrt(H) >= sqrt(d) 128 beta~_3 D^2 "
             ">= 2 beta_3(theta_k) ||.||^2 with Cor. 1's beta_3; L1043's first '>=' (128 beta~_3 from (84)) is then "
             "loose by sqrt(d). Lemma 11's conclusion is not refuted here.",
    second_path=SP + "test_l1043_last_link",
    mutants={"reading with 2.5D for 3D in beta~_3": _m1043_mut},
    notes="Closed form: theta, theta_k, theta_k^{-i} enter through N, D, nk and a, realised as in the measure.",
    domain=(*_TDR,
            Param("N", 0.0, INF, text="||theta||_{2,inf}", unreached="N <= 1e6"),
            Param("D", 0.0, INF, lo_closed=False, text="||theta - theta_0|| > 0", unreached="D in [1e-6, 1e3]"),
            Param("frac", 0.0, 1.0, text="||theta_k - theta|| / (3D) in [0, 1] (Lemma 10)"),
            Param("dist", 0.0, 1.0, text="||theta_k - theta_k^{-i}|| / ||theta_k - theta|| (theta_k^{-i} on the "
                  "segment)")),
    settings=_CI,
))


# ------------------------------------------------------------------------------------ (88), first '='

@st.composite
def _i88(d: st.DrawFn) -> dict:
    return {**_tdr(d), "n": d(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-6, 1e6))),
            "H": d(st.one_of(st.just(1), st.integers(1, 10**6), st.sampled_from([10**12, 10**18])))}


def _q88(inst: dict, exact: bool = False) -> dict:
    import mpmath

    conv = mpmath.mpf if exact else float
    H = int(inst["H"])
    return {"T": int(inst["T"]), "d": int(inst["d"]), "R": conv(inst["R"]), "n": conv(inst["n"]),
            "sH": mpmath.sqrt(H) if exact else math.sqrt(H)}


def _m88(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = beta_2(theta_{k alpha}^{-i}) of Cor. 1 (2) with L133's beta_3 at n = ||theta_{k alpha}^{-i}||_{2,inf} (any
    n >= 0 realised by one head block); bound = (88)'s first right member."""
    q = _q88(inst)
    return Measurement(B.beta2_cor1(**q), q)


def _m88_app(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q88(inst)
    return Measurement(B.beta2_appendix(**q), q)


def _x88(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        q = _q88(inst, exact=True)
        return Measurement(B.beta2_cor1(**q), q)


CLAIMS.append(Claim(
    id="mhgd.display.eq88-beta2-cor1", catalog_id="mhgd.lemma11", paper=PAPER, kind="step",
    source=f"Proof of Lemma 11 (App. C), (88) {SEED_FILE} L1035 (its first '='), beta_2 of Corollary 1 (2) L131 with "
           "beta_3 of (3) L133 as printed",
    statement="beta_2(theta_{k alpha}^{-i}) = 2 d sqrt(T d) R^3 / sqrt(H) (3 sqrt(d) R^2 ||theta_{k alpha}^{-i}||_{2,inf}"
              " + 1) + T R^2 / 4 (2 R^2 ||theta_{k alpha}^{-i}||_{2,inf} + 1)^2, beta_2 := beta_3 / sqrt(H) + beta_1^2 "
              "/ 4 (Cor. 1 (2)), beta_3 := 2 d sqrt(T) d R^3 (...) (Cor. 1 (3), as printed).",
    statement_tex=r"\beta_2(\boldsymbol{\theta}_{k\alpha}^{-i}) = \frac{2d\sqrt{Td}R^3}{\sqrt{H}} \left( 3\sqrt{d}R^2 "
                  r"\|\boldsymbol{\theta}_{k\alpha}^{-i}\|_{2,\infty} + 1 \right) + \frac{TR^2}{4} \left( 2R^2 "
                  r"\|\boldsymbol{\theta}_{k\alpha}^{-i}\|_{2,\infty} + 1 \right)^2",
    comparison="==", bound=B.eq88_right, measure=_m88, exact=_x88, strategy=lambda: _i88(), rtol=1e-12,
    readings=(Reading("appendix beta_3", "beta_2 = beta_3 / sqrt(H) + beta_1^2 / 4 with the appendix's beta_3 = 2 d "
                      "sqrt(T d) R^3 (...): the '=' is the definition", measure=_m88_app),),
    expect="erratum as printed",
    no_correction_reason="the reading is the correction: with the appendix's beta_3 (L611, L1031, L1173) the '=' is the "
                         "definition",
    evidence="Round 29 (helper leads), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. Cor. 1 (2)'s beta_2 = beta_3 / sqrt(H) + beta_1^2 / 4 "
             "with L133's printed beta_3 = 2 d^2 sqrt(T) R^3 (3 sqrt(d) R^2 n + 1) exceeds (88)'s first right member "
             "by (d^2 - d sqrt(d)) 2 sqrt(T) R^3 (3 sqrt(d) R^2 n + 1) / sqrt(H) > 0 for d >= 2 (T = 1, d = 2, R = 1, "
             "n = 0, H = 1: 8 + 1/4 = 8.25 against 4 sqrt(2) + 1/4 = 5.907); the gap vanishes as H -> inf (the "
             "beta_1^2 / 4 term is common). (88)'s beta~_2 then bounds beta_2 only with the appendix's beta_3; the "
             "step-size cap eta <= 1 / beta~_2 that Lemma 11 uses is Theorem 1's (explicit), so Lemma 11's conclusion "
             "is not refuted here. Named in mhgd.display.eq87-beta3-cor1's evidence (round 28), encoded now.",
    second_path=SP + "test_eq88_beta2",
    no_mutant_reason="an '==' step refuted in closed form at every d >= 2; the reading is the definition",
    auto_mutant=False,
    notes="Closed form: theta_{k alpha}^{-i} enters only through n = its ||.||_{2,inf}.",
    domain=(*_TDR, Param("n", 0.0, INF, text="||theta_{k alpha}^{-i}||_{2,inf}", unreached="n <= 1e6"),
            Param("H", 1, INF, integer=True, text="H heads", unreached="H <= 1e18; the gap falls as 1/sqrt(H)")),
    settings=_CI,
))


# ------------------------------------------------------------------------------------ L958, rho_0 <= rho_eta(Theta_0)

@st.composite
def _i958(d: st.DrawFn) -> dict:
    return {**_tdr(d), "N": d(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-6, 1e6))),
            "D": d(st.one_of(st.just(1e-3), st.just(1e-6), log_uniform(1e-8, 1e2))),
            "h": d(st.one_of(st.just(1.0), st.just(1.0), log_uniform(1.0, 1e4))),
            "eta_frac": d(st.one_of(st.just(1.0), st.just(1e-6), log_uniform(1e-9, 1.0))),
            "Lmax": d(st.one_of(st.just(float(math.log(2))), log_uniform(1e-3, 10.0)))}


def _q958(inst: dict, exact: bool = False) -> dict:
    """theta (||theta||_{2,inf} = N), theta_0 = theta + D e (e along theta's largest head block: ||theta_0||_{2,inf} =
    N + D). H = max(1, ceil((h x Theorem 3's heads display)^2)). eta = eta_frac x (1 ^ 1/rho(theta) ^ D^2 / Lmax), Lmax
    standing for max(K L^(theta), L^(theta_0)) of the data set (K = 1), which enters only this cap. lhs = beta_2(theta_0)
    (Cor. 1 (2), L133's beta_3): rho_0 = beta_2(theta_0) v beta_2(theta_1) >= it."""
    import mpmath

    T, d = int(inst["T"]), int(inst["d"])
    conv = mpmath.mpf if exact else float
    R, N, D, Lm = conv(inst["R"]), conv(inst["N"]), conv(inst["D"]), conv(inst["Lmax"])
    s3 = B.sqrt_h74(T, d, R, N, D)  # Theorem 3's display L932 = (74)
    with mpmath.workdps(80):
        H = max(1, int(mpmath.ceil((mpmath.mpf(inst["h"]) * mpmath.mpf(s3)) ** 2)))
    sH = mpmath.sqrt(H) if exact else math.sqrt(H)
    rho = B.thm3_rho(T, d, R, N, D, sH)
    cap = min(conv(1), 1 / rho, D**2 / Lm)
    eta = conv(inst["eta_frac"]) * cap
    Th = B.theta_k(T, R, eta, D, N)
    return {"T": T, "d": d, "R": R, "n0": N + D, "Th": Th, "sH": sH, "eta": eta, "eta cap (Thm. 3)": cap,
            "sqrt(H) / Thm. 3's display": float(sH / s3) if s3 > 0 else math.inf}


def _m958(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q958(inst)
    return Measurement(B.beta2_cor1(q["T"], q["d"], q["R"], q["n0"], q["sH"]), {k: q[k] for k in ("T", "d", "R", "Th", "sH")},
                       {k: float(v) for k, v in q.items()})


def _m958_app(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q958(inst)
    return Measurement(B.beta2_appendix(q["T"], q["d"], q["R"], q["n0"], q["sH"]),
                       {k: q[k] for k in ("T", "d", "R", "Th", "sH")}, {k: float(v) for k, v in q.items()})


def _x958(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        q = _q958(inst, exact=True)
        return Measurement(B.beta2_cor1(q["T"], q["d"], q["R"], q["n0"], q["sH"]),
                           {k: q[k] for k in ("T", "d", "R", "Th", "sH")}, {k: float(v) for k, v in q.items()})


CLAIMS.append(Claim(
    id="mhgd.display.thm3-L958-rho0-beta2-cor1", catalog_id="mhgd.thm3", paper=PAPER, kind="step",
    source=f"Proof of Theorem 3 (App. B.4), {SEED_FILE} L958 ('rho_0 <= rho_eta(Theta_0)'), rho_k := beta_2(theta_k) v "
           "beta_2(theta_{k+1}) L952, Theta_k of L956, beta_2 of Corollary 1 (2) L131 with (3)'s beta_3 L133 as printed; "
           "Theorem 3's hypotheses L930-L938",
    statement="rho_0 <= rho_eta(Theta_0), rho_0 := beta_2(theta_0) v beta_2(theta_1) (L952), rho_eta(Theta_k) := 2 d "
              "sqrt(T d) R^3 / sqrt(H) (3 sqrt(d) R^2 Theta_k + 1) + T R^2 / 4 (2 R^2 Theta_k + 1)^2, Theta_k := (2 eta "
              "sqrt(T) R^3 + 1)(||theta - theta_k|| + ||theta||_{2,inf}) + eta sqrt(T) R (L956), beta_2 := beta_3 / "
              "sqrt(H) + beta_1^2 / 4 with beta_3 := 2 d sqrt(T) d R^3 (...) (Cor. 1, as printed), under Theorem 3's "
              "sqrt(H) >= 36 d sqrt(T d) R^3 (...) ||theta - theta_0||^2 and eta <= 1 ^ 1/rho(theta) ^ ||theta - "
              "theta_0||^2 / (K L^(theta)) ^ ||theta - theta_0||^2 / L^(theta_0).",
    statement_tex=r"\rho_0 \leq \rho_\eta(\Theta_0)",
    comparison="<=", bound=B.rho_eta_theta, measure=_m958, exact=_x958, strategy=lambda: _i958(), rtol=1e-12,
    assumptions=(Assumption("Thm. 3 step size", "eta <= 1 ^ 1/rho(theta) ^ D^2 / max(K L^(theta), L^(theta_0))",
                            lambda q: q["eta cap (Thm. 3)"] - q["eta"]),
                 Assumption("Thm. 3 heads", "sqrt(H) >= 36 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2",
                            lambda q: q["sqrt(H) / Thm. 3's display"] - 1)),
    readings=(Reading("appendix beta_3", "beta_2 = beta_3 / sqrt(H) + beta_1^2 / 4 with the appendix's beta_3 = 2 d "
                      "sqrt(T d) R^3 (...) (L611, L1031, L1173): rho_eta(Theta_0) is beta_2 at Theta_0 >= "
                      "||theta_0||_{2,inf}", measure=_m958_app),),
    expect="erratum as printed",
    no_correction_reason="the reading is the correction: with the appendix's beta_3 rho_eta(Theta_k) is beta_2 at an "
                         "upper bound of the norms (L956), and the link holds",
    evidence="Round 29 (helper leads), Audited (round 29, docs/audits/round29/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. rho_0 >= beta_2(theta_0) = 2 d^2 sqrt(T) R^3 (3 sqrt(d) "
             "R^2 n_0 + 1) / sqrt(H) + T R^2 (2 R^2 n_0 + 1)^2 / 4 with Cor. 1's printed beta_3, n_0 = "
             "||theta_0||_{2,inf}; rho_eta(Theta_0) carries 2 d sqrt(T d) in the same place, and Theta_0 -> "
             "||theta - theta_0|| + ||theta||_{2,inf} = n_0 as eta -> 0 (theta_0 = theta + D e along theta's largest "
             "head block). Where the beta_3 term dominates (small ||theta||_{2,inf}, small D so that Theorem 3's heads "
             "condition allows H = 1, d >= 2) the ratio tends to sqrt(d): T = 1, d = 4, R = 1, N = 0, D = 1e-3, H = 1, "
             "eta -> 0: beta_2(theta_0) = 2 * 16 * (6e-3 + 1) + (1 + 2e-3)^2 / 4 = 32.44 against rho_eta(Theta_0) = "
             "16.35. Every printed hypothesis of Theorem 3 is met: sqrt(H) = 1 >= 36 * 4 * 2 * (18e-3 + 1) * 1e-6 = "
             "2.9e-4; eta <= 1 ^ 1/rho(theta) ^ D^2 / Lmax (Lmax: the data's larger loss, any value accommodated by "
             "eta small, and the crossing grows as eta -> 0). The step-size chain L958 then does not give eta <= "
             "1/rho_0 from eta <= 1/rho(theta) as printed; Theorem 3's conclusion (79) is not refuted here (its runs: "
             "mhgd.thm3).",
    second_path=SP + "test_l958_rho0",
    mutants={"reading with 0.9 beta_1^2/4": B.rho_eta_theta_09},
    notes="Closed form; the lhs is beta_2(theta_0) alone, a lower bound of rho_0 = beta_2(theta_0) v beta_2(theta_1) "
          "(a crossing of it is a crossing of rho_0; a hold is not a hold of rho_0).",
    domain=(*_TDR,
            Param("N", 0.0, INF, text="||theta||_{2,inf}", unreached="N <= 1e6"),
            Param("D", 0.0, INF, lo_closed=False, text="||theta - theta_0|| > 0", unreached="D in [1e-8, 1e2]"),
            Param("h", 1.0, INF, text="sqrt(H) / Theorem 3's heads display >= 1 (H >= 1 an integer)",
                  unreached="h <= 1e4"),
            Param("eta_frac", 0.0, 1.0, lo_closed=False, text="eta / Theorem 3's cap in (0, 1]",
                  unreached="eta_frac >= 1e-9"),
            Param("Lmax", 0.0, INF, lo_closed=False, text="max(K L^(theta), L^(theta_0)) of the data",
                  unreached="Lmax in [1e-3, 10]")),
    settings=_CI,
))
