"""Round 18 (mhgd, helper mhgd): hidden-constant displays checked in every limit of their printed domain.

- ``mhgd.display.eq8``: (8) (Sec. 5.2, L251), [r_t(X; W_*)]_{t'} = O(S^4) for t' in R and O(S^2) for t' in R^c, as a
  uniform shape over Assumption 3's whole noise box (its row was credited to ``mhgd.eq108-110``, which checks the
  exact (108)-(110) with explicit noise terms, not the order statement).
- ``mhgd.display.cor2-restates-cor5``: Corollary 2's two '>~' hypotheses (L187, L189) against Corollary 5, printed
  as its "Restatement" (L1185-L1195): Cor. 5's explicit sqrt(H) requirement and rho(K) must be at most an absolute
  constant times Cor. 2's shapes for Cor. 2 to be what Cor. 5 proves.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r18_mhgd as B18
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1, _dm1_build, _dm1_domain
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.mhgd import sec5_dm1 as DM

CLAIMS: list[Claim] = []

# ================================================================================ (8), L251 (Sec. 5.2)

_EQ8_ITEMS = ("R", "Rc")


@st.composite
def _eq8_inst(draw: st.DrawFn) -> dict:
    """A DM1 instance over Assumption 3's whole noise box (S in [1e-3, 200], Z_mu/S^2, Z_nu/S^2 to 1e4, r_perp/S to
    1e4, T to 256, M to 128, the box corners and the adversarial corner first); the item (t' in R or R^c) from the
    seed."""
    inst = draw(_dm1(S_lo=1e-3, S_hi=200.0, noise_far=1e4, M_far=128, T_far=256, n_max=2,
                     modes=("corners", "adv", "uniform", "zero")))
    inst["item"] = _EQ8_ITEMS[draw(SEEDS) % 2]
    return inst


@st.composite
def _eq8_inst_fixed(draw: st.DrawFn) -> dict:
    """The reading 'order in S with the noise box fixed': S >= 1 and an absolute noise box Z_mu, Z_nu <= 1,
    r_perp <= 1 (independent of S)."""
    inst = draw(_dm1(S_lo=1.0, S_hi=200.0, M_far=128, T_far=256, n_max=2, modes=("corners", "adv", "uniform")))
    inst.update({"Zmu": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 1.0))),
                 "Znu": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 1.0))),
                 "rperp": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 1.0))),
                 "item": _EQ8_ITEMS[draw(SEEDS) % 2]})
    return inst


def _eq8_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """max |[r_t]_{t'}| over t in [T] and t' in R (item 'R') or t' in R^c (item 'Rc'), r_t = X W_*^T x_t (so
    [r_t]_{t'} = x_t^T W_* x_{t'}), over the drawn samples."""
    dm, s, _ = _dm1_build(inst)
    r = DM.relevance_scores(s["X"], dm.W_star())  # r[i, t, t']
    col = s["rel"] if inst["item"] == "R" else ~s["rel"]
    sel = r.abs()[col[:, None, :].expand_as(r)]
    lhs = float(sel.max()) if sel.numel() else 0.0
    return Measurement(lhs, {"item": inst["item"], "S": dm.S, "Zmu": dm.Zmu, "Znu": dm.Znu},
                       {"Z": dm.Z, "Zmu_over_S2": dm.Zmu / dm.S**2, "T": dm.T,
                        "M": dm.M})


def _eq8_exact(inst: dict) -> Measurement:
    """The scores in exact rationals on the pattern-basis coordinates (Q taken as exactly orthonormal, the float64
    noise coefficients exactly): a^T W_* b = S^2 (a_0 b_0 + a_1 b_1 + (sum_l a_{2+l})(b_0 + b_1)), computed on
    integers (every float64 is an integer over a common power of 2); the realized box Z_mu' = max(Z_mu, S max |c_0|,
    S max |c_1|), Z_nu' = max(Z_nu, M S max |c_{2+l}|) (one ulp can leave the drawn box)."""
    from fractions import Fraction as F

    dm, s, _ = _dm1_build(inst)
    Mm = dm.M
    c, rel, ys = s["c"].numpy(), s["rel"].tolist(), s["y"].tolist()
    vals = [dm.S, dm.Zmu, dm.Znu, *c[..., :2 + Mm].ravel().tolist()]
    D = max(F(v).denominator for v in vals)  # a power of 2

    def I(v: float) -> int:  # noqa: E743
        return int(F(v) * D)

    S = I(dm.S)
    zmu, znu = F(dm.Zmu), F(dm.Znu)
    want = inst["item"] == "R"
    best = 0
    for i in range(len(ys)):
        toks = []
        for t in range(dm.T):
            if rel[i][t]:
                toks.append((S, 0, 0) if ys[i] > 0 else (0, S, 0))
                continue
            a0, a1, nus = I(c[i, t, 0]), I(c[i, t, 1]), [I(x) for x in c[i, t, 2:2 + Mm].tolist()]
            zmu = max(zmu, F(abs(S * a0), D * D), F(abs(S * a1), D * D))
            znu = max(znu, F(Mm * S * max(abs(x) for x in nus), D * D))
            toks.append((a0, a1, S + sum(nus)))  # nu_{j_t} adds S to one pattern coordinate
        cols = [(b[0], b[1]) for t2, b in enumerate(toks) if rel[i][t2] == want]
        for a0, a1, sa in toks:
            for b0, b1 in cols:
                best = max(best, abs(a0 * b0 + a1 * b1 + sa * (b0 + b1)))
    return Measurement(F(S * S * best, D**4), {"item": inst["item"], "S": F(S, D), "Zmu": zmu, "Znu": znu}, {})


def _mv_S_down(inst: dict, t: float) -> dict:
    """S = 1/t with the noise box (Z_mu, Z_nu, r_perp) held at its absolute values."""
    return {**inst, "S": 1.0 / t}


def _mv_noise_up(inst: dict, t: float) -> dict:
    """Z_mu = Z_nu = t S^2 at the drawn S (the noise's pattern components grow, Assumption 3 bounds them by nothing)."""
    return {**inst, "Zmu": t * inst["S"] ** 2, "Znu": t * inst["S"] ** 2}


def _mv_S_up_prop3(inst: dict, t: float) -> dict:
    """S = t at Prop. 3's noise level Z_mu = Z_nu = S^2/8 (L279), r_perp = 0, the box corners."""
    return {**inst, "S": t, "Zmu": t**2 / 8, "Znu": t**2 / 8, "rperp": 0.0,
            "mode": "adv" if inst["mode"] in ("zero", "uniform") else inst["mode"]}


def _mv_S_up_fixed(inst: dict, t: float) -> dict:
    return {**inst, "S": t}


def _mv_zmu_up(inst: dict, t: float) -> dict:
    """Z_mu = t S^2 alone (Z_nu as drawn): round 24, the box's two sides apart."""
    return {**inst, "Zmu": t * inst["S"] ** 2}


def _mv_znu_up(inst: dict, t: float) -> dict:
    """Z_nu = t S^2 alone (Z_mu as drawn)."""
    return {**inst, "Znu": t * inst["S"] ** 2}


def _noisy(inst: dict) -> bool:
    return inst["mode"] != "zero" and inst["Zmu"] > 0


_EQ8_DIRS = (
    Direction("S -> 0 (noise box fixed; S = 1/t)", "S", INF, how="path", move=_mv_S_down,
              points=(1.0, 10.0, 100.0, 1e3, 1e4), start=_noisy,
              reason="(110)'s t' in R^c entries keep (mu^T z_t)(mu^T z_t') ~ Z_mu^2 while S^2 -> 0; t' in R: S^2 "
                     "(mu_y^T z_t + sum_l nu_l^T z_t) against S^4"),
    Direction("Z_mu, Z_nu = t S^2 -> inf (S fixed)", "Zmu", INF, how="path", move=_mv_noise_up,
              points=(1e-2, 1e-1, 1.0, 10.0, 100.0, 1e3), start=lambda inst: inst["mode"] != "zero",
              reason="Assumption 3 ties the noise box to S nowhere"),
    # round 24 (helper mhgd): each side of the noise box alone (onelimit list: no direction on Z_mu, Z_nu apart)
    Direction("Z_mu = t S^2 -> inf (Z_nu, S fixed)", "Zmu", INF, how="path", move=_mv_zmu_up,
              points=(1e-2, 1e-1, 1.0, 10.0, 100.0, 1e3), start=lambda inst: inst["mode"] != "zero",
              reason="(110)'s t' in R^c entries carry (mu^T z_t)(mu^T z_t') ~ Z_mu^2 and S^2 (mu_+ + mu_-)^T z_t'"),
    Direction("Z_nu = t S^2 -> inf (Z_mu, S fixed)", "Znu", INF, how="path", move=_mv_znu_up,
              points=(1e-2, 1e-1, 1.0, 10.0, 100.0, 1e3), start=lambda inst: inst["mode"] != "zero",
              reason="(110)'s t' in R entries carry S^2 sum_l nu_l^T z_t ~ S^2 Z_nu, its t' in R^c entries "
                     "(sum_l nu_l^T z_t)(mu^T z_t') ~ Z_nu Z_mu"),
    Direction("S -> inf at Z_mu = Z_nu = S^2/8 (Prop. 3's level)", "S", INF, how="path", move=_mv_S_up_prop3,
              points=(1.0, 10.0, 100.0, 1e3, 1e4),
              reason="(109): [r_t]_{t'} = S^2 mu_y^T z_t' reaches S^2 Z_mu = S^4/8 for t in R, t' in R^c"),
    Direction("T, M, n", "T", INF, how="search", reason="T to 256, M to 128, n <= 2 drawn: the entries are sums over "
              "l of at most M terms of size Z_nu/M, no growth in T or M beyond the noise box; n only adds rows of "
              "the same law"),
)

EQ8 = Claim(
    id="mhgd.display.eq8",
    catalog_id="mhgd.eq108-110",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain("drawn over T to 256, M to 128, S in [1e-3, 200], Z_mu, Z_nu to 1e4 S^2, r_perp to 1e4 S; "
                       "the paths take S to 1e-4 at a fixed box, the box to 1e3 S^2 and S to 1e4 at Z_mu = S^2/8",
                       n=True),
    source=f"Eq. (8), Sec. 5.2, L251 ('we show in App. D.2.3 that the t-th row r_t(X; W_*) = X W_*^T x_t of the "
           f"softmax-logit matrix satisfies'), W_* of Sec. 5.2; App. D.2.3 (108)-(110); Assumption 3 (its noise box), "
           f"{SEED_FILE}",
    statement="For (X, y) from DM1 under Assumption 3 and W_* = mu_+ mu_+^T + mu_- mu_-^T + sum_l nu_l (mu_+ + mu_-)^T: "
              "for all t, [r_t]_{t'} = O(S^4) for t' in R and O(S^2) for t' in R^c (r_t = X W_*^T x_t); as printed "
              "a uniform order: one constant over Assumption 3's whole domain (S > 0, the noise box free).",
    statement_tex=r"\forall t: [\mathbf{r}_t]_{t'} = \begin{cases} \mathcal{O}(S^4) & , t' \in \mathcal{R}, \\ "
                  r"\mathcal{O}(S^2) & , t' \in \mathcal{R}^c. \end{cases}",
    comparison="<=",
    bound=B18.eq8_shape,
    measure=_eq8_measure,
    exact=_eq8_exact,
    strategy=lambda: _eq8_inst(),
    constants="hidden",
    uniform=True,
    directions=_EQ8_DIRS,
    expect="erratum as printed",
    evidence="As printed (one constant over Assumption 3's domain) both orders fail, each along its own path, while "
             "the reading 'order in S at a fixed noise box' holds. (110)'s t' in R^c entries of a noisy row t carry "
             "(mu_+^T z_t)(mu_+^T z_t') + (mu_-^T z_t)(mu_-^T z_t') ~ Z_mu^2, which no constant times S^2 bounds: "
             "Assumption 3 ties Z_mu to S nowhere. E.g. T = 4, |R| = 1, M = 1, S = 1, y = +1, noise z_t = k(e_1 + "
             "e_2) (Z_mu = k, Z_nu = 0): the R^c entries are exactly 2 k^2 + 2 k (4, 220, 20200, 2002000 at k = 1, "
             "10, 100, 1000) against S^2 = 1; the ci path Z_mu/S^2 = 1e-2 .. 1e5 at S = 200 gives ratio 400 -> 8e14 "
             "(log-slope 1.83). Even at Prop. 3's noise level Z_mu = Z_nu = S^2/8 the entry t in R, t' in R^c is "
             "S^2 mu_y^T z_t' = S^2 Z_mu = S^4/8 ((109) with equality at the box corner), so entry/S^2 = S^2/8 grows "
             "without bound as S -> infinity; and the t' in R entries of a noisy row, S^4 + S^2(mu_y^T z_t + sum_l "
             "nu_l^T z_t) (110), exceed any constant times S^4 as S -> 0 at a fixed box (S^4 + 2 S^2 at Z_mu = Z_nu "
             "= 1). Only the summary (8) is affected: (108)-(110) and their bounds (109), (128)-(129) hold "
             "(mhgd.eq108-110), and the proof uses those.",
    second_path="tests/test_mhgd_r18_mhgd.py::test_eq8_order_fails_as_noise_grows_and_at_prop3_level",
    corrected=B18.eq8_fixed_noise,
    corrected_text="[r_t]_{t'} = O(S^4 + S^2 (Z_mu + Z_nu)) for t' in R and O(S^2 Z_mu + Z_mu^2 + Z_mu Z_nu) for t' in "
                   "R^c (the maxima of (108)-(110) under Assumption 3); O(S^4) and O(S^2) for a noise box held fixed "
                   "as S -> infinity.",
    readings=(Reading("order in S at a fixed noise box", "O(.) as S -> infinity with the noise box (Z_mu, Z_nu, "
                      "r_perp) held fixed, the constants allowed to depend on it (the regime of the main text's "
                      "'T v M = O(1)' example): S >= 1, absolute box <= 1",
                      strategy=_eq8_inst_fixed(),
                      directions=(Direction("S -> inf (noise box fixed)", "S", INF, how="path", move=_mv_S_up_fixed,
                                            points=(1.0, 10.0, 100.0, 1e3, 1e4)),)),),
    notes="Hidden constant: the printed shape S^4 / S^2 with constant 1, searched for one constant over the domain "
          "(uniform) and swept along the paths. The exact re-measure uses the pattern-basis rationals of "
          "mhgd.eq108-110.",
    mutants={"corrected without the S^2 (Z_mu + Z_nu) term": lambda item, S, Zmu, Znu: (
        S**4 if item == "R" else B18.eq8_fixed_noise(item, S, Zmu, Znu))},
    settings={"ci": {"max_examples": 20, "budget_s": 6.0}},
)

CLAIMS += [EQ8]


# ============================================ Cor. 2's '>~' hypotheses against Cor. 5 (its printed restatement)

_COR2_ITEMS = ("H", "rho")


@st.composite
def _cor2_inst(draw: st.DrawFn) -> dict:
    """d, T, R, B2 and g0(1/K) over the domain Definition 1 and Cor. 5 allow: d, T >= 1, R >= 1 (Assumption 1),
    B2 >= 1 (P1, L178), g0 = (2 B_Phi + log K)/gamma >= sqrt2/(sqrt(T) R) (B_Phi >= 1, K >= 1; the construction
    below reaches gamma = sqrt(2T) R with B_Phi = 1: every g0 >= sqrt2/(sqrt(T) R) is a realizable value, K
    moving it up); the edges (1 and the largest sizes) first."""
    T = draw(st.one_of(st.sampled_from([1, 10**6]), st.integers(1, 10**6)))
    R = draw(st.one_of(st.sampled_from([1.0, 1e3]), log_uniform(1.0, 1e3)))
    g0min = math.sqrt(2) / (math.sqrt(T) * R)
    return {"item": _COR2_ITEMS[draw(SEEDS) % 2], "T": T, "R": R,
            "d": draw(st.one_of(st.sampled_from([1, 512]), st.integers(1, 512))),
            "B2": draw(st.one_of(st.sampled_from([1.0, 1e3]), log_uniform(1.0, 1e3))),
            "g0": g0min * draw(st.one_of(st.sampled_from([1.0, 1e6]), log_uniform(1.0, 1e6)))}


def _cor2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Cor. 5's requirement (L1187) for item 'H'; Cor. 5's rho(K) (L1191-L1193) in its H -> infinity limit (the
    smallest rho(K) Cor. 5 allows at any H: a crossing there is a crossing at every H) for item 'rho'."""
    d, T, R, B2, g0 = (inst[k] for k in ("d", "T", "R", "B2", "g0"))
    if inst["item"] == "H":
        lhs = B18.cor5_sqrtH(d, T, R, B2, g0)
    else:
        lhs = B18.cor5_rho(d, T, R, B2, g0, math.inf)
    return Measurement(lhs, {"item": inst["item"], "d": d, "T": T, "R": R, "B2": B2, "g0": g0},
                       {"g0_min": math.sqrt(2) / (math.sqrt(T) * R)})


def _mv_T_zero_init(inst: dict, t: float) -> dict:
    """The realizable family of the good initialization theta~^(0) = 0 on data X_i = y_i 1_T x^T (||x|| = R = 1, d = 1):
    P1 with B2 = 1, P2 with B_Phi = 1 (Phi~ = 0), P3 with gamma = sqrt(2T) R (theta~_* along U: y <grad_U Phi, U_*-bar>
    = sqrt(2) sqrt(T) R per head), K = 1: g0(1/K) = 2/(sqrt(2T)) = sqrt2/sqrt(T)."""
    T = int(round(t))
    return {**inst, "T": T, "d": 1, "R": 1.0, "B2": 1.0, "g0": math.sqrt(2) / math.sqrt(T)}


def _mv_T_g0_fixed(inst: dict, t: float) -> dict:
    """T = t at the drawn d, R, B2 and g0 (g0 >= sqrt2/(sqrt(T) R) stays realizable as T grows)."""
    return {**inst, "T": int(round(t))}


def _mv_B2(inst: dict, t: float) -> dict:
    return {**inst, "B2": t}


def _mv_g0(inst: dict, t: float) -> dict:
    """g0 = t (>= its floor sqrt2/(sqrt(T) R) <= sqrt2 for every t >= 10 on the grid: realizable by a smaller gamma
    or a larger K)."""
    return {**inst, "g0": max(t, math.sqrt(2) / (math.sqrt(inst["T"]) * inst["R"]))}


def _mv_d(inst: dict, t: float) -> dict:
    return {**inst, "d": int(round(t))}


_COR2_DIRS = (
    Direction("T -> inf (theta0 = 0, X_i = y_i 1 x^T, g0 = sqrt2/sqrt(T))", "T", INF, how="path", move=_mv_T_zero_init,
              points=(1e2, 1e3, 1e4, 1e5, 1e6, 1e7), grows=("T",),
              reason="item H: Cor. 5 / Cor. 2 ~ 1024/g0 ~ 724 sqrt(T); item rho: ~ 56 sqrt(T)/g0^4"),
    Direction("T -> inf (g0 fixed)", "T", INF, how="path", move=_mv_T_g0_fixed, points=(1e2, 1e3, 1e4, 1e5, 1e6, 1e7),
              grows=("T",), start=lambda inst: inst["item"] == "rho",
              reason="rho: alpha(K)^2 carries T and rho(K) = (T R^2/4) alpha^2 ~ T^2 against Cor. 2's T^{3/2}"),
    Direction("B2 -> inf", "B2", INF, how="path", move=_mv_B2, points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e5),
              start=lambda inst: inst["item"] == "rho",
              reason="rho: Cor. 5's (4 g0 + B2)^2 against no B2 in Cor. 2's shape"),
    Direction("R", "R", INF, how="search", reason="R to 1e3 drawn: Cor. 5's exponents of R are at most Cor. 2's "
              "(3 + 2 = 5 for sqrt(H), 8 + 4 = 12 <= 13 for rho)"),
    # round 24 (helper mhgd): d and g0 (gamma -> 0) as paths, no longer only drawn (onelimit list: 'no direction')
    Direction("g0 -> inf (gamma -> 0)", "g0", INF, how="path", move=_mv_g0, points=(10.0, 1e2, 1e3, 1e4, 1e6, 1e8),
              reason="g0(1/K) = (2 B_Phi + log K)/gamma grows as the margin gamma of P3 -> 0 (or K -> inf): Cor. 5's "
                     "sqrt(H) ~ 3072 d^2 sqrt(T) R^5 B2 g0^3 and rho ~ 81 d^3 T^2 R^12 g0^2 against the printed g0^3, "
                     "g0^4 and the corrected g0^2 (g0 + B2), (g0 + B2)^2: every ratio stays bounded or falls"),
    Direction("d -> inf", "d", INF, how="path", move=_mv_d, points=(1.0, 10.0, 1e2, 1e3, 1e4, 1e6),
              reason="Cor. 5's d^{3/2} (3 sqrt(d) R^2 (..) + 1) ~ d^2 (sqrt(H)) and alpha^2 ~ d^3 (rho) against the printed "
                     "d^2, d^{9/2} and the corrected d^2, d^3"),
)

COR2_RESTATE = Claim(
    id="mhgd.display.cor2-restates-cor5",
    catalog_id="mhgd.cor2",
    paper=PAPER,
    kind="step",
    domain=(Param("T", 1, INF, integer=True, far=1e6, text="T >= 1", unreached="T <= 1e6 drawn, 1e7 on the paths"),
            Param("d", 1, INF, integer=True, far=512, text="d >= 1", unreached="d <= 512 drawn, 1e6 on a path"),
            Param("R", 1.0, INF, far=1e3, text="R >= 1 (Assumption 1)", unreached="R <= 1e3 drawn"),
            Param("B2", 1.0, INF, far=1e3, text="B2 >= 1 (P1, L178)", unreached="B2 <= 1e3 drawn, 1e5 on a path"),
            Param("g0", 0.0, INF, lo_closed=False, key="g0", text="g0(1/K) = (2 B_Phi + log K)/gamma, at least "
                  "sqrt2/(sqrt(T) R) (gamma <= sqrt(2T) R (2 R^2 B2 + 1), B_Phi >= 1)",
                  unreached="g0 from its realizable floor sqrt2/(sqrt(T) R) to 1e6 times it drawn, 1e8 on a path")),
    source=f"Corollary 2, Sec. 4.3, L185-L189 (the hypotheses sqrt(H) >~ d^2 T^{{1/2}} R^5 B2^2 g0(1/K)^3 and rho(K) "
           f">~ d^{{9/2}} T^{{3/2}} R^13 g0(1/K)^4) against Corollary 5 '(Restatement of Cor. 2)', App. C.4, L1185 (its "
           f"sqrt(H) >= 256 d sqrt(Td) R^3 B2 (3 sqrt(d) R^2 (4 g0 + B2) + 1) g0^2 and its alpha(K), rho(K)), {SEED_FILE}",
    statement="Cor. 5 restates Cor. 2: Cor. 5's explicit requirements are Cor. 2's '>~' shapes up to absolute "
              "constants, i.e. with one constant C over the domain, 256 d sqrt(Td) R^3 B2 (3 sqrt(d) R^2 (4 g0 + "
              "B2) + 1) g0^2 <= C d^2 T^{1/2} R^5 B2^2 g0^3 (item H) and (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) "
              "alpha(K)^2 <= C d^{9/2} T^{3/2} R^13 g0^4 (item rho, at H -> infinity, its smallest value), so that "
              "Cor. 2's hypotheses (any absolute constants) give Cor. 5's.",
    statement_tex=r"256 d \sqrt{Td} R^3 B_2 \left( 3 \sqrt{d} R^2 \left( 4 g_0 + B_2 \right) + 1 \right) g_0^2 "
                  r"\lesssim d^2 T^{1/2} R^5 B_2^2 g_0^3, \quad \rho(K) \lesssim d^{9/2} T^{3/2} R^{13} g_0^4",
    comparison="<=",
    bound=B18.cor2_shape,
    measure=_cor2_measure,
    strategy=lambda: _cor2_inst(),
    constants="hidden",
    uniform=True,
    directions=_COR2_DIRS,
    expect="erratum",
    evidence="Cor. 5 is printed as 'Restatement of Cor. 2' (L1185), but its explicit requirements are not bounded by "
             "any absolute constant times Cor. 2's '>~' shapes, so Cor. 2's hypotheses (with any constants c_H, c_rho) "
             "do not give Cor. 5's and Cor. 5's proof does not cover Cor. 2. rho: alpha(K) = 3 d sqrt(d) R^2 (3 sqrt(T) "
             "R^3 (4 g0 + B2) + 2 sqrt(T) R) carries sqrt(T), so rho(K) >= (T R^2/4) alpha^2 ~ 20 d^3 T^2 R^12 (4 g0 "
             "+ B2)^2 against Cor. 2's d^{9/2} T^{3/2} R^13 g0^4: the ratio grows like sqrt(T) at a fixed g0 (6502, "
             "65025, 650250 at T = 1e2, 1e4, 1e6, d = R = B2 = g0 = 1), like B2^2 (Cor. 2's shape has no B2) and like "
             "1/g0^4 as g0 -> 0. sqrt(H): Cor. 5's 256 d sqrt(Td) R^3 B2 (3 sqrt(d) R^2 (4 g0 + B2) + 1) g0^2 "
             "contains 768 d^2 sqrt(T) R^5 B2^2 g0^2, which is 768/g0 times Cor. 2's d^2 T^{1/2} R^5 B2^2 g0^3. g0 -> 0 "
             "is realizable: theta~^(0) = 0 on data X_i = y_i 1_T x^T with ||x|| = R = 1 is a good initialization "
             "with B2 = 1, B_Phi = 1 (Phi~ = 0) and gamma = sqrt(2T) R (theta~_* along U), so at K = 1 g0 = "
             "sqrt2/sqrt(T): the ci path T = 1e2 .. 1e9 gives ratio 2.5e6 -> 4.4e23 (log-slope 2.47, rho) and the "
             "sqrt(H) ratio grows like 1024 sqrt(T/2) (1.0e4, 7.5e4, 7.3e5 at T = 1e2, 1e4, 1e6). The conclusion of "
             "Cor. 2 is not refuted here (GD runs at these T are out of reach; mhgd.cor2 finds no crossing at CPU "
             "sizes): what fails is the printed equivalence of the two corollaries' hypotheses.",
    second_path="tests/test_mhgd_r18_mhgd.py::test_cor2_shapes_miss_cor5_requirements",
    corrected=B18.cor2_shape_read,
    corrected_text="sqrt(H) >~ d^2 T^{1/2} R^5 B2 g0(1/K)^2 (g0(1/K) + B2) and rho(K) >~ d^3 T^2 R^12 (g0(1/K) + B2)^2 "
                   "(Cor. 5's requirements up to absolute constants, R, d, B2 >= 1).",
    notes="Pure functions of the printed formulas over the domain Definition 1 and Cor. 5 allow. g0's floor "
          "sqrt2/(sqrt(T) R) is realized by theta~^(0) = 0 on data X_i = y_i 1_T x^T with ||x|| = R (P1 with B2 = 1, "
          "P2 with B_Phi = 1, P3 with gamma = sqrt(2T) R, K = 1); larger g0 by larger K. Cor. 5's rho(K) is taken "
          "at H -> infinity (its smallest value): a crossing holds at every H.",
    mutants={"corrected rho without its B2": lambda item, d, T, R, B2, g0: (
        d**3 * T**2 * R**12 * g0**2 if item == "rho" else B18.cor2_shape_read(item, d, T, R, B2, g0))},
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)

CLAIMS += [COR2_RESTATE]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.display.cor2-restates-cor5': 'auditor A: confirmed; auditor C: confirmed',
    'mhgd.display.eq8': 'auditor A: confirmed as printed',
}, 'docs/audits/round18/mhgd.md')
