"""Round 26 (helper mhgd): discovery re-reads of mhgd's auto-covered rows; L1247's equality cases.

- ``mhgd.display.l1247-p1-chain`` (r24_mhgd, exact re-measure r25_engine): the search itself now measures in mpmath
  (``_l1247_search_measure``: the same instance as ``r25_engine._l1247_exact``, 60 digits, ``exact=True``). Why: the
  float64 measure meets item 1 (p = 0 or p along +u_*) and item 2 (p = 0, ||u_*|| = sqrt(2) S) with equality and
  lands one ulp above the bound at about 1 instance in 8; the engine confirms each such candidate exactly and counts
  it tight (verdict and ``potential_instances`` are right), but ``claims/<id>.draws.jsonl`` and the plots drawn from
  it record the unconfirmed float64 status (the draws wrapper sees ``claim.measure`` only, not ``claim.exact``), so
  the run's tables showed 'potential' instances after the exact re-measure. Measured in mpmath, every draw is judged
  exactly (tolerance 1e-40 relative against an mpmath bound) and the draws record 'holds' (tight).
"""

from __future__ import annotations

import mpmath
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r26_mhgd as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.engine.results import EXACT_DPS
from thmcheck.checks.papers.mhgd import r24_mhgd, r25_engine, sec4_appB_training
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1, _dm1_build, _dm1_domain, _with
from thmcheck.checks.papers.mhgd._gd import _gd_domain
from thmcheck.checks.papers.mhgd.steps_displays import _SMALL, _mh_build, _mh_params, _mh_small
from thmcheck.checks.strategies import log_uniform
from thmcheck.models.mhgd import steps as MS

CLAIMS: list[Claim] = []


def _l1247_search_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L1247's measurement in mpmath at the engine's exact precision (``r25_engine._l1247_exact``)."""
    with mpmath.workdps(EXACT_DPS):
        m = r25_engine._l1247_exact(inst)
    m.exact = True
    return m


r24_mhgd.L1247.measure = _l1247_search_measure


# ------------------------------------------------------------- L806: Lemma 6's lambda_min chain, its last '>='



def _l806_parts(inst: dict) -> dict:
    """(1/n) sum_i |l'(y_i Phi~_i)| ||grad^2 Phi~_i|| (MS.loss_parts' 'unsigned', autograd Hessians of every Phi~_i)
    and the quantities of the right side: R = max(1, max token norm) (Assumption 1 with its least R), max_h ||U_h||_F,
    L^ (logistic)."""
    Xs, ys, th = _mh_build(inst)
    T, d, H = inst["T"], inst["d"], inst["H"]
    q = MS.loss_parts(Xs, ys, th, H)
    p = T * d + d * d
    umax = max(float(th[h * p:h * p + T * d].norm()) for h in range(H))
    R = max(1.0, float(Xs.norm(dim=-1).max()))
    z = ys * MS.mha_outputs(th, Xs, H, T, d)
    L = float(torch.nn.functional.softplus(-z).mean())
    return {"unsigned": q["unsigned"], "T": T, "d": d, "H": H, "R": R, "umax": umax, "L": L}


def _l806_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _l806_parts(inst)
    return Measurement(r["unsigned"], {k: r[k] for k in ("T", "d", "H", "R", "umax", "L")}, {})


L806 = Claim(
    id="mhgd.display.lemma6-lmin-last",
    catalog_id="mhgd.lemma6",
    paper=PAPER,
    kind="step",
    domain=_mh_params(_SMALL),
    source=f"Proof of Lemma 6, the lambda_min chain's last '>=', App. A.2, L806, {SEED_FILE}",
    statement="-(1/n) sum_i |l'(y_i Phi~(X_i; theta~))| ||grad^2 Phi~(X_i; theta~)|| >= -(2 d sqrt(T) d R^3/sqrt(H)) "
              "(3 sqrt(d) R^2 max_h ||U_h||_F + 1) L^(theta~) (checked negated: (1/n) sum_i |l'_i| ||grad^2 Phi~_i|| "
              "<= (2 d sqrt(T) d R^3/sqrt(H)) (3 sqrt(d) R^2 max_h ||U_h||_F + 1) L^), Assumption 1 with R = "
              "max(1, max_t ||x_t||).",
    statement_tex=r"\geq -\frac{2d\sqrt{T}dR^3}{\sqrt{H}} \left( 3\sqrt{d}R^2 \max_{h \in [H]} \|\mathbf{U}_h\|_F + 1 "
                  r"\right) \widehat{L}(\tilde{\boldsymbol{\theta}})",
    comparison="<=",
    bound=B.l806_last,
    measure=_l806_measure,
    strategy=lambda: _mh_small(),
    notes="The middle member is the chain's second line (mhgd.display.lemma6-lmin's reading 'without y_i' checks "
          "lambda_min >= it); this claim checks the step from it to Lemma 6 (3)'s right side: |l'| <= l and "
          "||grad^2 Phi~_i|| <= max_h ||grad^2 Phi_h||/sqrt(H) with Prop. 1 (6) per head. Loose: ci's best ratio "
          "is 0.0036 (planted one-factor-d and L^/4 slips survive), hence only the zero mutant.",
    mutants={"zero (the chain without its Hessian term)": B.l806_last_zero},
    auto_mutant=False,  # ci's best ratio is ~0.004: the step is loose by ~250x (Prop. 1 (6) per head and the
    # printed extra sqrt(d)), so a 10% (or one-factor-d, or L^/4) slip is no test; the zero bound is
    settings={"ci": {"max_examples": 20, "budget_s": 4.0}},
)
CLAIMS += [L806]


# --------------------------------------------- Theorem 1's '>~' hypotheses against Theorem 3 ('Restatement of Thm. 1')


@st.composite
def _thm1_inst(draw: st.DrawFn) -> dict:
    """d, T, R, D = ||theta - theta_0|| > 0 and N = ||theta||_{2,inf} >= 0 drawn independently (theta and theta_0 are
    both free in Theorems 1 and 3: theta_0 = theta - Delta realizes any pair (D, N)); edges first."""
    return {"item": draw(st.sampled_from(B.THM1_ITEMS)),
            "d": draw(st.one_of(st.just(1), st.integers(1, 512))),
            "T": draw(st.one_of(st.just(1), st.integers(1, 10**6))),
            "R": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e3))),
            "D": draw(st.one_of(st.just(1e-3), log_uniform(1e-3, 1e3))),
            "N": draw(st.one_of(st.just(1e-3), st.just(0.0), log_uniform(1e-3, 1e3)))}


def _thm1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Theorem 3's requirement on sqrt(H) (item 'H') or its rho(theta) at H -> infinity (item 'rho': the smallest
    rho Theorem 3 has at any H, so a crossing there is a crossing at every H)."""
    d, T, R, D, N = (inst[k] for k in ("d", "T", "R", "D", "N"))
    lhs = B.thm3_sqrtH(d, T, R, D, N) if inst["item"] == "H" else B.thm3_rho(d, T, R, D, N)
    return Measurement(lhs, {"item": inst["item"], "d": d, "T": T, "R": R, "D": D, "N": N}, {})


def _mv(key: str, integer: bool = False):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: int(round(t)) if integer else t}
    return move


_THM1_DIRS = (
    Direction("D -> 0 (theta_0 -> theta at fixed theta)", "D", 0.0, how="path", move=_mv("D"),
              points=(1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6),
              reason="Theorem 3's sqrt(H) ~ 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 N + 1) D^2 against Theorem 1's N D^3 "
                     "(ratio ~ 1/D); rho ~ (3D + N)^2 against N^2 D^2 (ratio ~ 1/D^2)"),
    Direction("N -> 0 (theta -> 0)", "N", 0.0, how="path", move=_mv("N"),
              points=(1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6),
              reason="Theorem 1's shapes carry N = ||theta||_{2,inf} as a factor, Theorem 3's only in a sum (3D + N)"),
    Direction("T -> inf", "T", INF, how="path", move=_mv("T", integer=True), points=(1e2, 1e3, 1e4, 1e5, 1e6, 1e7),
              grows=("T",), start=lambda inst: inst["item"] == "rho",
              reason="rho: (T R^2/4) alpha^2 ~ T^2 (alpha carries sqrt(T)) against Theorem 1's T^{3/2}"),
    Direction("D -> inf", "D", INF, how="search", reason="D to 1e3 drawn: Theorem 3's powers of D (3, 2) are at most "
              "Theorem 1's (3, 2)"),
    Direction("N -> inf", "N", INF, how="search", reason="N to 1e3 drawn: Theorem 3's powers of N (1, 2) are at most "
              "Theorem 1's (1, 2)"),
    Direction("R", "R", INF, how="search", reason="R to 1e3 drawn: Theorem 3's exponents of R (5, 12) are at most "
              "Theorem 1's (5, 13)"),
    Direction("d", "d", INF, how="search", reason="d to 512 drawn: Theorem 3's exponents of d (2, 3) are at most "
              "Theorem 1's (2, 9/2)"),
)

THM1_RESTATE = Claim(
    id="mhgd.display.thm1-restates-thm3",
    catalog_id="mhgd.thm1",
    paper=PAPER,
    kind="step",
    domain=(Param("T", 1, INF, integer=True, far=1e6, text="T >= 1", unreached="T <= 1e6 drawn, 1e7 on a path"),
            Param("d", 1, INF, integer=True, far=512, text="d >= 1", unreached="d <= 512 drawn"),
            Param("R", 1.0, INF, far=1e3, text="R >= 1 (Assumption 1)", unreached="R <= 1e3 drawn"),
            Param("D", 0.0, INF, lo_closed=False, text="D = ||theta~ - theta~^(0)|| (any theta~)",
                  unreached="D in [1e-3, 1e3] drawn, 1e-6 on a path"),
            Param("N", 0.0, INF, text="N = ||theta~||_{2,inf} (any theta~)",
                  unreached="N in {0} u [1e-3, 1e3] drawn, 1e-6 on a path")),
    source=f"Theorem 1, Sec. 4.1, L145-L151 (its hypotheses (3) sqrt(H) >~ d^2 T^{{1/2}} R^5 ||theta~||_{{2,inf}} "
           f"||theta~ - theta~^(0)||^3, L147, and rho >~ d^{{9/2}} T^{{3/2}} R^13 ||theta~||_{{2,inf}}^2 ||theta~ - "
           f"theta~^(0)||^2, L149) against Theorem 3 '(Restatement of Thm. 1)', App. B.4, L930-L938, {SEED_FILE}",
    statement="Theorem 3 restates Theorem 1: Theorem 3's explicit requirements are Theorem 1's '>~' shapes up to "
              "absolute constants, i.e. with one constant C over the domain, 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 D + "
              "N) + 1) D^2 <= C d^2 T^{1/2} R^5 N D^3 (item H) and (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) alpha^2 <= C "
              "d^{9/2} T^{3/2} R^13 N^2 D^2 (item rho, at H -> infinity), alpha = 3 d sqrt(d) R^2 [3 sqrt(T) R^3 (3D "
              "+ N) + 2 sqrt(T) R], D = ||theta~ - theta~^(0)||, N = ||theta~||_{2,inf}, so that Theorem 1's "
              "hypotheses (any absolute constants) give Theorem 3's.",
    statement_tex=r"36 d \sqrt{Td} R^3 \left( 3 \sqrt{d} R^2 (3D + N) + 1 \right) D^2 \lesssim d^2 T^{1/2} R^5 N D^3, "
                  r"\quad \rho(\boldsymbol{\theta}) \lesssim d^{9/2} T^{3/2} R^{13} N^2 D^2",
    comparison="<=",
    bound=B.thm1_shape,
    measure=_thm1_measure,
    strategy=lambda: _thm1_inst(),
    constants="hidden",
    uniform=True,
    directions=_THM1_DIRS,
    derived=True,
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/mhgd.md): auditor A CONFIRMED, auditor B CONFIRMED. Theorem 3 is printed as 'Restatement of Thm. 1' (L930), but its explicit "
             "requirements are not bounded by any absolute constant times Theorem 1's '>~' shapes, so Theorem 1's "
             "hypotheses (with any constants) do not give Theorem 3's and Theorem 3's proof does not cover "
             "Theorem 1 as printed. sqrt(H): Theorem 3's 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2 is at "
             "least 36 d^{3/2} sqrt(T) R^3 D^2, which over Theorem 1's d^2 sqrt(T) R^5 N D^3 is 36/(sqrt(d) R^2 N D) "
             "-> inf as D -> 0 (theta~^(0) -> theta~) or N -> 0 (theta~ -> 0); rho: (T R^2/4) alpha^2 >= "
             "(81/4) d^3 T^2 R^12 (3D + N)^2 against d^{9/2} T^{3/2} R^13 N^2 D^2: the ratio grows like sqrt(T), "
             "1/D^2 and 1/N^2 (d = R = D = N = 1: 441 sqrt(T) = 4.4e3, 4.4e4, 4.4e5 at T = 1e2, 1e4, 1e6 for item rho; "
             "d = T = R = N = 1: 36 (9D + 4)/D = 1764, 1.4e5 at D = 0.1, 1e-3 for item sqrt(H)). "
             "Every direction is realizable: Theorem 1 fixes any theta~ and any initialization theta~^(0). "
             "mhgd.thm1 already refutes Theorem 1's conclusion at theta~ = 0 (N = 0); this claim names the printed "
             "equivalence of the hypotheses as the gap, as mhgd.display.cor2-restates-cor5 does for Cor. 2 / Cor. 5. "
             "ci: violated at N = 0 (theta~ = 0), where both of Theorem 1's shapes vanish and Theorem 3's "
             "requirements are positive (36 d sqrt(Td) R^3 D^2 > 0: no constant C helps), 9 instances, 0.1 s.",
    second_path="tests/test_mhgd_r26_mhgd.py::test_thm3_requirements_exceed_thm1_shapes",
    corrected=B.thm1_shape_read,
    corrected_text="sqrt(H) >~ d^2 T^{1/2} R^3 (R^2 (D + N) + 1) D^2 and rho >~ d^3 T^2 R^8 (R^2 (D + N) + 1)^2 "
                   "(Theorem 3's requirements up to absolute constants, R, d >= 1).",
    notes="Pure functions of the printed formulas. Theorem 3's rho(theta) is taken at H -> infinity (its smallest "
          "value): a crossing holds at every H.",
    mutants={"corrected sqrt(H) with D^3": B.thm1_shape_read_D3},
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS += [THM1_RESTATE]


# ------------------------------------------- L1562: y Phi(X; theta_*) written out (proof of Prop. 3, App. E.1)

_L1562_WHY = ("T <= 12 (and 64), M <= 3 (and 16), S in [0.05, 10] drawn: the display is an identity per sample whose "
              "two sides differ by the factor S sqrt(2T) (no size needed to see it)")


def _l1562_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """y <U_*, ATTN(X; W_*)> with U_* = 1_T u_*^T (eq. 105 and Sec. 5.2 L247: the U_* the paper defines; App. E.1
    does not redefine it) and W_* = Gamma~ W (L1554, W of (126)), Gamma~ = Gamma/(S^2 sqrt(2(M+1))); the double sum
    sum_t sum_t' [phi(x_t^T W_* X^T)]_t' (mu_+ - mu_-)^T x_t' of the printed right side, on one DM1 sample."""
    dm, s, _ = _dm1_build({**inst, "n": 1})
    X, y = s["X"][0], float(s["y"][0])
    W = dm.W_star() * (inst["Gamma"] / (dm.S**2 * (2 * (dm.M + 1)) ** 0.5))
    A = torch.softmax(X @ W @ X.T, dim=-1)  # row t: phi(x_t^T W_* X^T)
    lhs = y * float((dm.U_star() * (A @ X)).sum())
    psi = float((A @ (X @ dm.u_star)).sum())
    return Measurement(lhs, {"y": y, "S": dm.S, "T": dm.T, "psi_sum": psi}, {"M": dm.M})


L1562 = Claim(
    id="mhgd.display.prop3-psi-sum",
    catalog_id="mhgd.prop3",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain(_L1562_WHY) + (
        Param("Gamma", 0.0, INF, lo_closed=False, text="W_* = Gamma~ W, Gamma~ = Gamma/(S^2 sqrt(2(M+1))) (any Gamma)",
              unreached="Gamma in [1e-2, 1e3] drawn"),),
    source=f"Proof of Proposition 3, App. E.1, L1562 (U_* of (105) L1281 and Sec. 5.2 L247, W_* = Gamma~ W of "
           f"L1554), {SEED_FILE}",
    statement="y Phi(X; theta_*) = y <U_*, ATTN(X; W_*)> = (y/(S sqrt(2T))) sum_{t in [T]} sum_{t' in [T]} "
              "[phi(x_t^T W_* X^T)]_{t'} (mu_+ - mu_-)^T x_{t'} =: (y/(S sqrt(2T))) sum_t psi_t, with U_* = 1_T u_*^T "
              "(105) (App. E.1 uses U_* without defining it again) and W_* = Gamma~ W (L1554).",
    statement_tex=r"y\Phi(\mathbf{X}; \boldsymbol{\theta}_*) = y\langle \mathbf{U}_*, \text{ATTN}(\mathbf{X}; "
                  r"\mathbf{W}_*) \rangle = \frac{y}{S\sqrt{2T}} \sum_{t \in [T]} \sum_{t' \in [T]} [\phi(\mathbf{x}_t^"
                  r"\top \mathbf{W}_* \mathbf{X}^T)]_{t'} (\boldsymbol{\mu}_+ - \boldsymbol{\mu}_-)^\top \mathbf{x}_{t'}",
    comparison="==",
    bound=B.l1562_printed,
    measure=_l1562_measure,
    strategy=lambda: _with(_dm1(T_far=64, M_far=16), Gamma=log_uniform(1e-2, 1e3)),
    rtol=1e-9,
    expect="erratum as printed",
    readings=(Reading("U_* normalised", "U_* := U_*-bar = U_*/||U_*||_F = 1_T u_*^T/(S sqrt(2T)) (Sec. 5.2, L249; "
                      "= U_opt of (9), the U of Prop. 3's conclusion (11)): then the identity holds",
                      bound=B.l1562_opt),),
    corrected=B.l1562_opt,
    corrected_text="y <U_*, ATTN(X; W_*)> = y sum_t psi_t for U_* = 1_T u_*^T, i.e. y Phi(X; U_opt, W_*) = "
                   "(y/(S sqrt(2T))) sum_t psi_t with U_opt = U_*/(S sqrt(2T)).",
    evidence="Audited (round 26, docs/audits/round26/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. The only U_* the paper defines is U_* = 1_T u_*^T (Sec. 5.2 L247, eq. (105) "
             "L1281; Sec. 5.2 then writes the normalised one with a bar, U_*-bar = U_*/||U_*||_F, L249). With it, "
             "y <U_*, ATTN(X; W_*)> = y sum_t sum_t' [phi(x_t^T W_* X^T)]_t' u_*^T x_t' exactly, S sqrt(2T) times "
             "the printed right side (e.g. T = 2, S = 1: a factor 2). The identity holds for U_*-bar (= U_opt of "
             "(9)), which is the U of Prop. 3's conclusion (11): a notation slip (bar dropped), the proposition "
             "unaffected.",
    second_path="tests/test_mhgd_r26_mhgd.py::test_l1562_psi_sum_factor",
    notes="Both sides on one DM1 sample (all noise modes): the ratio lhs/rhs is S sqrt(2T) at every instance.",
    mutants={"reading with U_*/(S sqrt(T))": B.l1562_wrong_sqrt2},
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)
CLAIMS += [L1562]


# ------------------------------------------------ mhgd.lemma8's declared domain (task: generators vs printed domain)
# mhgd.lemma8 declared eta through 'eta / cap' (key eta_frac), but its generator (_gd_instances("lemma8")) sets
# eta = eta_scale / beta2(theta0) with eta_scale in [0.01, 3] and never uses eta_frac (Lemma 8 has no cap: any eta > 0
# with descent (68)). The coverage table therefore reported eta's printed range as reached. Declared as drawn here;
# the far end (eta T R^2 up to 1e4) is mhgd.lemma8-TR's (r23_mhgd2, erratum as printed).
sec4_appB_training.LEMMA8.domain = _gd_domain((
    Param("eta beta2(theta0)", 0.0, INF, lo_closed=False, key="eta_scale",
          text="any eta > 0 such that descent (68) holds (Lemma 8 has no printed cap)",
          unreached="eta beta2(theta0) in [0.01, 3] drawn (descent (68) rejects most larger steps at these sizes); "
                    "eta T R^2 up to 1e4 with descent checked is mhgd.lemma8-TR"),))


# mhgd.lemma9 / mhgd.lemma10: their runs take eta = min(cap, 1) x eta_frac with cap = (73)'s D^2/max(K L^(theta),
# L^(theta0)) (Lemma 9 prints no cap at all, Lemma 10 only (73)), so where (73)'s cap exceeds 1 (large D) eta / cap
# never reaches 1 although eta_frac does: the coverage read eta_frac. The measurement now also reports eta / cap
# (a term), and the domain reads it.
def _with_eta_ratio(measure):  # noqa: ANN001, ANN202
    def wrapped(inst: dict, ctx: Ctx) -> Measurement:
        m = measure(inst, ctx)
        cap = m.terms.get("eta_cap", float("inf"))
        m.terms["eta_over_cap"] = m.terms["eta"] / cap if cap and cap != float("inf") else 0.0
        return m
    wrapped.__name__ = getattr(measure, "__name__", "measure")
    wrapped.__doc__ = measure.__doc__
    return wrapped


_ETA_CAP_WHY = ("eta = min(cap, 1) x eta_frac, eta_frac in [0.01, 1]: where (73)'s cap D^2/max(K L^(theta), "
                "L^(theta0)) exceeds 1 (D up to 100) eta stays <= 1, below the cap; eta at (73)'s cap with eta T R^2 "
                "up to 1e4 (descent checked) is mhgd.lemma9-TR / mhgd.lemma10-TR (r23_mhgd2)")
for _c in (sec4_appB_training.LEMMA9, sec4_appB_training.LEMMA10):
    _c.measure = _with_eta_ratio(_c.measure)
    _c.domain = tuple(
        Param("eta / cap", 0.0, 1.0, lo_closed=False, key="eta_over_cap",
              text="any eta > 0 with descent (68) (Lemma 9) / up to (73)'s cap (Lemma 10)", unreached=_ETA_CAP_WHY)
        if p.key == "eta_frac" else p for p in _c.domain)


# ------------------------------------------------------------------ (132)'s first '=' (App. F, L1582)


def _eq132_first_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """y Phi_lin(X; U_*) = y <U_*, X>, U_* = 1_T u_*^T/(S sqrt(2T)) (L1578), on one DM1 sample; |R| and
    sum_{t in R^c} <mu_+ - mu_-, z_t> with z_t = x_t - nu_{j_t} (the token's noise, DM1 L203)."""
    dm, s, _ = _dm1_build({**inst, "n": 1})
    X, y, rel, j = s["X"][0], float(s["y"][0]), s["rel"][0], s["j"][0]
    lhs = y * float((X * (dm.U_star() / (dm.S * (2 * dm.T) ** 0.5))).sum())
    Z = X - dm.nus[j]
    noise = float((Z[~rel] @ dm.u_star).sum())
    return Measurement(lhs, {"S": dm.S, "T": dm.T, "nR": int(rel.sum()), "y": y, "noise_sum": noise}, {})


EQ132_FIRST = Claim(
    id="mhgd.display.eq132-first",
    catalog_id="mhgd.eq132",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain("T <= 12 (and 64), M <= 3 (and 16), S in [0.05, 10], noise box up to 100 S^2 drawn: an "
                       "identity per sample, no size needed"),
    source=f"Eq. (132), its first '=', App. F, L1582 (U_* of L1578, DM1 of L203), {SEED_FILE}",
    statement="y Phi_lin(X; U_*) = (1/(S sqrt(2T))) (|R| S^2 + y sum_{t in R^c} <mu_+ - mu_-, z_t>), U_* = 1_T "
              "u_*^T/(S sqrt(2T)), for (X, y) from DM1 under Assumption 3 (x_t = nu_{j_t} + z_t on R^c).",
    statement_tex=r"y\Phi_{\text{lin}}(\mathbf{X}; \mathbf{U}_*) = \frac{1}{S\sqrt{2T}} \left( |\mathcal{R}| \cdot S^2 + "
                  r"y \sum_{t \in \mathcal{R}^c} \langle \boldsymbol{\mu}_+ - \boldsymbol{\mu}_-, \mathbf{z}_t \rangle "
                  r"\right)",
    comparison="==",
    bound=B.eq132_first,
    measure=_eq132_first_measure,
    strategy=lambda: _dm1(T_far=64, M_far=16, noise_far=1e2),
    rtol=1e-9,
    notes="An identity per sample (<u_*, nu_l> = 0 and <u_*, mu_y> = y S^2 by the orthogonal patterns); the chain's "
          "'>=' and last '=' are mhgd.eq132.",
    mutants={"noise sum without y": B.eq132_first_no_y},
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)
CLAIMS += [EQ132_FIRST]
