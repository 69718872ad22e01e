"""Round 21 (helper chenli): chenli's undecided verdicts.

- ``chenli.lemma9.1-delta-floor`` (L2860-L2889, Algorithm 5 line 1: N <- poly(m, d, k) sqrt(log(1/delta))): the
  crossing of chenli.lemma9.1-delta (conditional: its Algorithm-5 instances at k x d = 2 x 3 meet no Section-4 scale)
  settled with no hypothesis on the Theta_i granted. On an input X0 with k equal rows x0, softmax(X0 Theta X0^T) is
  uniform for EVERY Theta (all scores x0^T Theta x0 are equal), so Z(X0) of (140) has k equal rows z0 = (x0, ..., x0)
  for every Theta^_i and Y(X0)_{:,s} = (x0 . u_s) 1_k, u_s := sum_i (W_i)_{:,s} (Eq. (1)). If all N samples equal X0
  (probability 2^{-k d N} for each of the 2^d such X0), each column's regression is one rank-1 equation: the
  minimum-norm minimiser gives sum_i (W^_i)_{:,s} = (x0 . u_s/d) x0, the projection of u_s on x0. On test inputs with
  k equal rows (probability 2^{-(k-1) d}) F^ and F are again Theta-free, so E||F^(X) - F(X)||_F^2 >= 2^{-(k-1) d} k
  sum_s (||u_s||^2 - (x0 . u_s)^2/d). With W_i = n_i P^i/sqrt(d) (P the cyclic shift: ||W_i||_F = n_i, stable rank
  d, <W_i, W_i'> = 0, so Assumptions 8-10 hold, even under the reading 'W_1 largest') the floor is >= 2^{-(k-1) d} k
  sum_i n_i^2 (1 - m/d) for every x0, which exceeds C eps^2 d^4 k^3 m ||W_1||_F^2 once eps is small (the floor has no
  eps). So P[loss > C eps^2 d^4 k^3 m] >= 2^d 2^{-k d N}, and with N = c (m d k)^p sqrt(L), L = log(1/delta), this
  is > delta = e^{-L} once sqrt(L) > ln 2 k d c (m d k)^p: for every polynomial, every Theta, at every size. Checked
  at Section 4's scales (log d in [300, 2500]) through -log(-log P_fail) <= -log L.
- ``chenli.lemma6.8-item1`` (L1653-L1655): Lemma 6.8 Item 1, |x^T Theta_i x| <= (chi + O(sqrt(log m))) ||Theta_i||_F
  with 'all but arbitrarily small constant failure probability', moved to m = 1 where O(sqrt(log m)) = 0: the
  Rademacher chaos x^T Theta x - Tr Theta exceeds chi ||Theta||_F with a fixed probability (0.48 at chi = 1, tau = 0),
  on a pair-swap family inside (7), (8) and Assumptions 1, 3-6 at log d in [300, 2500] (Berry-Esseen bound): erratum
  as printed; the reading O(1 + sqrt(log m)) holds.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r21_chenli as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

_LN2 = math.log(2.0)
_NO_FAIL = -1e300  # -log(-log P) when no equal-row X0 fails (P = 0 in this bound): a finite stand-in for -inf


def _a9_floor_log(m: int, k: int, ld: float) -> float:
    """log of Assumption 9's floor with '>>' a factor 10 (as chenli.lemma9.1-a10-floor): r_W >= 10 m^3 k log d."""
    return math.log(10.0 * m**3 * k * ld)


@st.composite
def _delta_floor_instances(draw: st.DrawFn) -> dict:
    """m <= 4 heads, k in [2, 6], log d in [300, 2500] (Section 4's scales: (7)-(8) need log d in the hundreds), ||W_1||_F
    = 1 and ||W_i||_F = w2 in [0.1, 1] (i > 1: the reading 'W_1 largest', inside Assumption 10 as printed too); eps =
    eps_rel 2^{-(k-1) d/2}, eps_rel in [1e-12, 1e3]; C (the lemma's '<~') in [1, 1e6]; Algorithm 5's N = c (m d k)^p
    sqrt(L), c in [1, 1e6], p in [1, 6] (the hidden poly); L = log(1/delta) = e^lnL, lnL in [0, 1e5]."""
    return {"m": int(draw(with_edges(st.integers(1, 4), 1, 4))),
            "k": int(draw(with_edges(st.integers(2, 6), 2, 6))),
            "ld": float(draw(with_edges(log_uniform(300.0, 2500.0), 300.0, 2500.0))),
            "w2": float(draw(with_edges(st.floats(0.1, 1.0), 1.0, 0.1))),
            "eps_rel": float(draw(with_edges(log_uniform(1e-12, 1e3), 1.0, 1e-12))),
            "C": float(draw(with_edges(log_uniform(1.0, 1e6), 1e6))),
            "c": float(draw(with_edges(log_uniform(1.0, 1e6), 1e6, 1.0))),
            "p": float(draw(with_edges(st.floats(1.0, 6.0), 6.0, 1.0))),
            "lnL": float(draw(with_edges(st.floats(0.0, 1e5), 1e5, 0.0)))}


def delta_floor_parts(inst: dict) -> dict:
    """Closed form of the instance in logs (no Theta: the mechanism is Theta-free). Both loss sides are multiplied by
    2^{(k-1) d} (the equal-row test inputs' probability) so that nothing underflows. The compared side is
    -log(-log P_fail lower) = -log(ln 2 d (k N - 1)) against -log L (P_fail <= delta iff -log P_fail >= L)."""
    m, k, ld = int(inst["m"]), int(inst["k"]), float(inst["ld"])
    norms = [1.0] + [float(inst["w2"])] * (m - 1)
    sum_n2 = sum(n * n for n in norms)
    floor_scaled = k * sum_n2 * (1.0 - m * math.exp(-ld))  # 2^{(k-1) d} x the loss floor, for every equal-row X0
    # eps = eps_rel 2^{-(k-1) d/2}/d^2: 2^{(k-1) d} C eps^2 d^4 k^3 m ||W_1||_F^2 = C eps_rel^2 k^3 m
    log_shape_scaled = (math.log(float(inst["C"])) + 2.0 * math.log(float(inst["eps_rel"])) + 3.0 * math.log(k)
                        + math.log(m) + 2.0 * math.log(norms[0]))
    lnL = float(inst["lnL"])
    log_N = math.log(float(inst["c"])) + float(inst["p"]) * (math.log(m * k) + ld) + 0.5 * lnL  # N = c (mdk)^p sqrt L
    fails = math.log(floor_scaled) > log_shape_scaled  # every one of the 2^d equal-row X0 fails
    # log(ln 2 d (k N - 1)): N >= 1e130 here, so k N - 1 = k N to float precision
    log_minus_log_p = math.log(_LN2) + ld + math.log(k) + log_N
    lhs = -log_minus_log_p if fails else _NO_FAIL
    # Algorithm 5's constraint: the minimum-norm fit of column s has norm |x0 . u_s|/sqrt(m d) <= sum_i n_i/(d sqrt m)
    log_fit_norm_max = math.log(sum(norms)) - ld - 0.5 * math.log(m)
    return {"lnL": lnL, "-log(-log P_fail lower) = -log(ln 2 d (k N - 1))": lhs, "log N": log_N,
            "2^{(k-1)d} x loss floor (k sum_i n_i^2 (1 - m/d))": floor_scaled,
            "log(2^{(k-1)d} x C eps^2 d^4 k^3 m ||W_1||_F^2) (= log(C eps_rel^2 k^3 m))": log_shape_scaled,
            "log(-log P_fail lower) - log L (< 0: crossing)": log_minus_log_p - lnL,
            "log max ||w^|| of the minimum-norm fit": log_fit_norm_max, "log sqrt(m)": 0.5 * math.log(m),
            "log stable rank of W_i (= log d)": ld, "log r_W (Assumption 9's floor)": _a9_floor_log(m, k, ld),
            "kappa' (Assumption 8)": 0.0, "||W_1||_F": norms[0], "max ||W_i||_F": max(norms), "m": m, "ld": ld}


def _delta_floor_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = delta_floor_parts(inst)
    return Measurement(p["-log(-log P_fail lower) = -log(ln 2 d (k N - 1))"], {"lnL": p["lnL"]}, p)


def _delta_floor_exact(inst: dict) -> Measurement:
    """The same at 60 digits (mpmath): d = e^{log d}, N = ceil(c (m d k)^p sqrt(L)) and ln 2 d (k N - 1) exactly."""
    import mpmath as mp

    with mp.workdps(60):
        m, k, ld = int(inst["m"]), int(inst["k"]), mp.mpf(inst["ld"])
        d = mp.exp(ld)
        norms = [mp.mpf(1)] + [mp.mpf(inst["w2"])] * (m - 1)
        floor_scaled = k * sum(n * n for n in norms) * (1 - m / d)
        shape_scaled = mp.mpf(inst["C"]) * mp.mpf(inst["eps_rel"]) ** 2 * k**3 * m
        L = mp.exp(mp.mpf(inst["lnL"]))
        N = mp.ceil(mp.mpf(inst["c"]) * (m * d * k) ** mp.mpf(inst["p"]) * mp.sqrt(L))
        lhs = -mp.log(mp.log(2) * d * (k * N - 1)) if floor_scaled > shape_scaled else mp.mpf(_NO_FAIL)
        return Measurement(float(lhs), {"lnL": float(inst["lnL"])}, delta_floor_parts(inst), exact=True)


def _move_L(inst: dict, t: float) -> dict:
    return {**inst, "lnL": float(t)}


CLAIMS.append(Claim(
    id="chenli.lemma9.1-delta-floor",
    catalog_id="chenli.lemma9.1",
    paper=PAPER,
    source=f"Lemma 9.1 and Algorithm 5, Section 9, {SEED_FILE} L2860-L2889 (N of Algorithm 5 line 1, L2877; Z of "
           "(140) L2893; Assumptions 8-10 L475-L485)",
    statement="Let eps, delta > 0 and ||Theta^_i - Theta_i||_F <= eps. Then Algorithm 5 draws poly(m, k, d) "
              "sqrt(log(1/delta)) samples and produces W^_i with E[(F^(X) - F(X))^2] <~ eps^2 d^4 k^3 m ||W_1||_F^2 "
              "with probability at least 1 - delta. Checked on the failure probability with nothing granted on the "
              "Theta_i: P[loss > C eps^2 d^4 k^3 m ||W_1||_F^2] <= delta, compared as -log(-log P) <= -log log(1/delta) "
              "(log d up to 2500), the probability bounded below by the "
              "event that all N samples equal one input X0 with k equal rows (2^d such X0, probability 2^{-k d N} "
              "each), on which Algorithm 5's fit is Theta-free and its loss has a Theta-free floor.",
    statement_tex=r"$$\mathbb{E}[(\widehat{F}(\mathbf{X}) - F(\mathbf{X}))^2] \lesssim \epsilon^2 d^4 k^3 m "
                  r"\|\mathbf{W}_1\|_F^2$$",
    kind="probabilistic",
    comparison="<=",
    bound=B.lemma9_1_neg_log_L,
    measure=_delta_floor_measure,
    exact=_delta_floor_exact,
    strategy=_delta_floor_instances,
    assumptions=(
        Assumption("assumption9", "||W_i||_F^2 >= r_W ||W_i||_op^2 with r_W >= 10 m^3 k log d ('>>' a factor 10; "
                   "W_i = n_i P^i/sqrt(d) has stable rank d)",
                   lambda q: q["log stable rank of W_i (= log d)"] - q["log r_W (Assumption 9's floor)"]),
        Assumption("assumption8 (9)", "|<W_i, W_i'>| <= kappa' ||W_i||_F ||W_i'||_F with kappa' <= 1/(10 m) "
                   "(<P^i, P^i'> = tr P^{i' - i} = 0 for 0 < |i' - i| < d)",
                   lambda q: 1.0 / (10.0 * q["m"]) - q["kappa' (Assumption 8)"]),
        Assumption("assumption10 (W_1 largest)", "||W_1||_F = 1 >= ||W_i||_F >= sqrt(lambda') (inside Assumption 10 "
                   "as printed and its reading 'W_1 largest')",
                   lambda q: min(1.0 - q["max ||W_i||_F"], -abs(q["||W_1||_F"] - 1.0))),
        Assumption("Algorithm 5's constraint inactive", "the minimum-norm fit has ||w^|| <= sqrt(m) (it is then "
                   "Algorithm 5's constrained minimiser of least norm)",
                   lambda q: q["log sqrt(m)"] - q["log max ||w^|| of the minimum-norm fit"]),
    ),
    directions=(Direction("log(1/delta) -> inf", "lnL", INF, how="path", move=_move_L,
                          points=(1e2, 1e3, 1e4, 1e5, 1e6),
                          reason="N grows like sqrt(log(1/delta)), so log P_fail >= -ln 2 k d N falls like "
                                 "sqrt(L) while log delta = -L"),
                Direction("m, k, d, eps, C, the hidden poly c (m d k)^p", "d", INF, how="search",
                          reason="m <= 4, k <= 6, log d in [300, 2500], eps_rel in [1e-12, 1e3], C and c in [1, 1e6], "
                                 "p in [1, 6]: the crossing sets in at sqrt(L) = ln 2 k d c (m d k)^p for each")),
    expect="erratum",
    evidence=("Round 21 (helper chenli); settles the crossing of chenli.lemma9.1-delta (conditional only on Section "
              "4 for its own Algorithm-5 runs) with nothing granted on the Theta_i. On X0 with k equal rows x0 the "
              "attention softmax(X0 Theta X0^T) is uniform for every Theta, so Algorithm 5 on N copies of (X0, "
              "F(X0)) solves, for each column s, the single equation sum_i <x0, w_i> = x0 . u_s (u_s = sum_i "
              "(W_i)_{:,s}, Eq. (1)); its least-norm minimiser (lstsq's; ||w^|| <= sum_i n_i/(d sqrt m) << sqrt m, so "
              "the constraint is inactive) gives sum_i (W^_i)_{:,s} = (x0 . u_s/d) x0, and on test inputs with k equal "
              "rows (probability 2^{-(k-1) d}, F and F^ Theta-free again) the loss is >= 2^{-(k-1) d} k sum_s (||u_s||^2 "
              "- (x0 . u_s)^2/d) >= 2^{-(k-1) d} k sum_i n_i^2 (1 - m/d) for W_i = n_i P^i/sqrt(d) (P the cyclic "
              "shift; Assumptions 8-10 hold with kappa' = 0, r_W = d, ||W_1||_F = 1 >= ||W_i||_F). The floor has no "
              "eps, the printed bound C eps^2 d^4 k^3 m does, so for eps small each of the 2^d equal-row X0 fails and "
              "P_fail >= 2^d 2^{-k d N}. With N = c (m d k)^p sqrt(L) for any fixed polynomial, ln 2 d (k N - 1) < L "
              "= log(1/delta) once sqrt(L) > ln 2 k d c (m d k)^p. Instance: m = 1, k = 2, log d = 300 (Section 4's scale; Assumption "
              "9's floor 10 m^3 k log d = 6000 << d), eps = 0.1 2^{-d/2}/d^2, C = c = p = 1: floor x 2^{d} = 2 > shape "
              "x 2^{d} = C (0.1)^2 k^3 m = 0.08, so all 2^d equal-row X0 fail; N = 2 d sqrt(L), and ln 2 d (k N - 1) "
              "= e^{601.02 + log(L)/2}: at log L = 1000 it is e^{1101} > L (holds), at log L = 1203 it is e^{1202.5} "
              "< L (crossing: log P_fail >= -e^{1202.5} > -L = log delta; the margin grows like sqrt(L)). The tie-break does not matter: Algorithm 5's output is a function of the samples, and two "
              "instances W, W' with the same x0 . u_s but u_s != u'_s get the same W^ on this event, so one of them "
              "fails by >= ||u_s - u'_s||^2/4. The lemma needs N >~ log(1/delta)/(k d) samples (chenli.display."
              "lemma9.1-proof-N: sqrt(log(1/delta)) is the proof's slip). Second path: tests/test_chenli_r21_chenli.py"
              "::test_delta_floor_equal_rows (Algorithm 5 run by own least squares on N equal-row copies, the exact "
              "loss over all 2^{kd} inputs for random dense Theta, Theta^, own softmax)."
              " Round 28 (hiddenhyp2, docs/hiddenhyp_r28.md): Assumptions 8-9 are read with a factor "
              "10, but the construction has kappa' = 0 (every constant) and r_W = d, and the crossing"
              " sets in along log(1/delta) at every d (P_fail >= 2^d 2^{-k d N}, N ~ "
              "sqrt(log(1/delta))), so at any constant C a d with d >= C m^3 k log d carries it: the "
              "crossing survives every constant."),
    second_path="tests/test_chenli_r21_chenli.py::test_delta_floor_equal_rows",
    no_correction_reason="the failure is Algorithm 5's sample size (line 1: N ~ sqrt(log(1/delta))), which the lhs "
                         "itself depends on; with N = poly(m, k, d) log(1/delta) the all-equal event has probability "
                         "<= delta, a different measure, not a different bound",
    mutants={}, auto_mutant=False,
    no_mutant_reason="no corrected bound is given (an erratum's mutants are wrong versions of its correction); "
                     "chenli.lemma9.1-delta carries the delta^2 mutant on the same mechanism",
    notes=("Both loss sides are multiplied by 2^{(k-1) d} (eps = eps_rel 2^{-(k-1) d/2}/d^2), and the probability is "
           "compared through -log(-log P): d = e^{300..2500}. The floor is a closed form of the instance, valid for every Theta_i and Theta^_i (the equal-row "
           "inputs see uniform attention), so no Theta is drawn: the claim's instance is (m, k, d, W_i, eps, C, the "
           "hidden poly, delta). F^ is read with X W^_i as Eq. (1)'s F (the printed X W^_i^T at L2866 is "
           "chenli.eqL2866's erratum, a separate slip). Where no X0 fails (eps_rel too large for the floor) the lhs is "
           "the stand-in -1e300 (no crossing)."),
    domain=(Param("log(1/delta)", 0.0, INF, lo_closed=False, key="lnL", text="log log(1/delta), delta in (0, 1)",
                  unreached="log L in [0, 1e5] (the path to 1e6)"),
            Param("log d", 1.0, INF, key="ld", text="log of the token dimension d",
                  unreached="log d in [300, 2500]: Section 4's scales ((7)-(8) need log d in the hundreds); Assumption "
                            "9 alone allows d >= ~100, where the same floor holds"),
            Param("k", 1, INF, integer=True, key="k", text="k tokens", unreached="k in [2, 6] (k = 1: Z(X0) is "
                  "the full design of one row; the mechanism needs nothing of k)"),
            Param("m", 1, INF, integer=True, key="m", text="m heads", unreached="m <= 4"),
            Param("eps", 0.0, INF, lo_closed=False, key="eps_rel", text="eps > 0 (eps = eps_rel 2^{-(k-1) d/2}/d^2)",
                  unreached="eps_rel in [1e-12, 1e3]; larger eps only raises the shape")),
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
))


# ------------------------------------------------------------- Lemma 6.8 Item 1 (L1653-L1655) at m = 1
#
# Item 1: |x^T Theta_i x| <= (chi + O(sqrt(log m))) ||Theta_i||_F for all i in [m], 'with all but arbitrarily small
# constant failure probability'. At m = 1 (one head; Section 4.3: 'the case of constant m ... the following
# assumption holds immediately') the O(sqrt(log m)) term is O(0) = 0 whatever its constant, so Item 1 says
# |x^T Theta x| <= chi ||Theta||_F, while x^T Theta x - Tr(Theta) is a Rademacher chaos of variance ~ 2 ||Theta||_F^2
# (Theta symmetric, zero diagonal): its failure probability is a fixed constant (~0.48 at chi = 1), not an
# arbitrarily small one. Family: Theta = alpha Id + beta Pi (Pi the symmetric pair swap (1 2)(3 4)..., d = 2n),
# ||Theta||_F = 1 (the event is scale-free), Tr Theta = alpha d = tau chi; x^T Theta x = tau chi + 2 beta S_n with
# S_n = sum_p x_{2p-1} x_{2p} a sum of n iid signs, so P_fail >= P[|tau chi + sigma Z| > chi] - 2 (0.4748)/sqrt(n)
# (Berry-Esseen, Shevtsova's iid constant; sigma = 2 beta sqrt(n) = sqrt(2 (1 - tau^2 chi^2/d))), at log d in
# [300, 2500] where (7), (8) and Assumptions 1, 3-6 hold with every '<<' a factor 10.

_BE = 0.4748  # Berry-Esseen constant for iid summands (Shevtsova 2011), rho/sigma^3 = 1 for signs


def _phi_bar(t: float) -> float:
    return 0.5 * math.erfc(t / math.sqrt(2.0))


def item1_parts(inst: dict) -> dict:
    ld, lam, c7, c8, k = (float(inst[key]) for key in ("ld", "lam", "c7", "c8", "k"))
    chi = 1.0 + float(inst["chi_frac"]) * (math.sqrt(math.log(k)) - 1.0)
    tau = float(inst["tau"])
    alpha_sqrt_d = tau * chi * math.exp(-0.5 * ld)  # alpha sqrt(d) = tau chi/sqrt(d) (F = 1)
    sigma = math.sqrt(2.0 * (1.0 - alpha_sqrt_d**2))
    c = tau * chi
    p_normal = _phi_bar((chi - c) / sigma) + _phi_bar((chi + c) / sigma)
    log_n = ld - math.log(2.0)
    be = 2.0 * _BE * math.exp(-0.5 * log_n)
    log_kappa = math.log(c7) + 6.5 * math.log(lam) - 2.0 * math.log(ld)  # (7): kappa = c lambda^{13/2}/log^2 d
    log_r = math.log(20.0) + c8 * math.log(ld + math.log(k)) - log_kappa - math.log(lam)  # twice (8)'s lower end
    # stable rank ||Theta||_F^2/||Theta||_op^2 = 1/(alpha + beta)^2 = d/(alpha sqrt d + beta sqrt d)^2
    log_srank = ld - 2.0 * math.log(alpha_sqrt_d + math.sqrt(1.0 - alpha_sqrt_d**2))
    F = 10.0 * (ld + math.log(k) + 0.5 * log_r)  # Assumption 6 ('<<' a factor 10, lambda' = 1/r_Theta); scale-free
    return {"chi": chi, "tau": tau, "P_fail lower (normal - Berry-Esseen)": p_normal - be,
            "P_fail (normal limit)": p_normal, "Berry-Esseen error": be, "sigma": sigma, "log kappa": log_kappa,
            "log r_Theta": log_r, "log stable rank": log_srank, "log d": ld, "||Theta_1||_F": F,
            "log F": math.log(F), "log kd": ld + math.log(k), "m1_bar": lam * (ld - math.log(2.0)) / (10.0 * math.log(k)),
            "delta": float(inst["delta"]), "k": k, "lam": lam}


def _item1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = item1_parts(inst)
    return Measurement(p["P_fail lower (normal - Berry-Esseen)"], {"delta": p["delta"]}, p)


def _item1_reading_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Reading O(1 + sqrt(log m)): at m = 1 a constant C_delta = 2 sqrt(log(2/delta)) (chosen for the failure level
    only): P[|tau chi + sigma Z| > chi + C_delta] + the Berry-Esseen error (an upper bound)."""
    p = item1_parts(inst)
    cd = 2.0 * math.sqrt(math.log(2.0 / p["delta"]))
    c = p["tau"] * p["chi"]
    up = _phi_bar((p["chi"] + cd - c) / p["sigma"]) + _phi_bar((p["chi"] + cd + c) / p["sigma"]) + p["Berry-Esseen error"]
    return Measurement(up, {"delta": p["delta"]}, {**p, "C_delta": cd})


@st.composite
def _item1_instances(draw: st.DrawFn) -> dict:
    """log d in [300, 2500] ((7)-(8) need log d in the hundreds); lambda in [1e-3, 0.999]; c of (7) in [1e-3, 1]; c of
    (8) in [1, 10]; k in [3, 1e6]; chi = 1 + chi_frac (sqrt(log k) - 1) over Assumption 5's whole range; the trace
    share tau = |Tr Theta|/(chi ||Theta||_F) in [0, 1]; the failure level delta in [1e-6, 0.5] (log scale)."""
    return {"ld": float(draw(with_edges(log_uniform(300.0, 2500.0), 300.0, 2500.0))),
            "lam": float(draw(with_edges(log_uniform(1e-3, 0.999), 0.5, 0.999))),
            "c7": float(draw(with_edges(log_uniform(1e-3, 1.0), 1.0, 1e-3))),
            "c8": float(draw(with_edges(st.floats(1.0, 10.0), 3.0, 10.0))),
            "k": float(draw(with_edges(log_uniform(3.0, 1e6), 3.0, 1e6))),
            "chi_frac": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "tau": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "delta": float(draw(with_edges(log_uniform(1e-6, 0.5), 0.1, 1e-6)))}


def _item1_move_delta(inst: dict, t: float) -> dict:
    return {**inst, "delta": float(t)}


def _item1_move_c8(inst: dict, t: float) -> dict:
    """c of (8) = t ('sufficiently large') with log d raised until (8)'s window and Assumption 4 are open (log r_Theta
    <= log d/4 - log 20 - 5), at lambda = 1/2, c of (7) = 1, k = 3 (chi, tau, delta kept)."""
    lam, c7, k = 0.5, 1.0, 3.0
    ld = 300.0
    for _ in range(200):
        lk = math.log(c7) + 6.5 * math.log(lam) - 2.0 * math.log(ld)
        lr = math.log(20.0) + float(t) * math.log(ld + math.log(k)) - lk - math.log(lam)
        ld = max(300.0, 4.0 * (lr + math.log(20.0) + 5.0))
    return {**inst, "c8": float(t), "ld": ld, "lam": lam, "c7": c7, "k": k}


_ITEM1_ASSUMPTIONS = (
    Assumption("Assumption 5", "1 <= chi <= sqrt(log k) and |Tr Theta| = tau chi ||Theta||_F <= chi ||Theta||_F",
               lambda q: min(q["chi"] - 1.0, math.sqrt(math.log(q["k"])) - q["chi"] + 1e-12, 1.0 - q["tau"])),
    Assumption("(8) ('<<' a factor 10)", "r_Theta (twice (8)'s lower end log^c(dmk)/(kappa lambda), kappa of (7)) <= "
               "d^{1/4}/10", lambda q: 0.25 * q["log d"] - math.log(10.0) - q["log r_Theta"]),
    Assumption("Assumption 3", "||Theta||_F^2 >= r_Theta ||Theta||_op^2, and ||Theta Pi_S^perp||_F^2 >= (1 - c) "
               "||Theta||_F^2 >= r_Theta ||Theta||_op^2 for |S| <= c d (c = 1/2: every column has norm^2 1/d)",
               lambda q: q["log stable rank"] - math.log(2.0) - q["log r_Theta"]),
    Assumption("Assumption 4 (v = 2, '<<' a factor 10)", "columns and rows of Theta have norm ||Theta||_F/sqrt(d) (v "
               "= 1; v = 2 covers Theta Pi_S^perp for |S| <= 3d/4), v <= sqrt(d)/(10 r_Theta^2)",
               lambda q: 0.5 * q["log d"] - math.log(10.0) - 2.0 * q["log r_Theta"] - math.log(2.0)),
    Assumption("Assumption 6 ('<<' a factor 10)", "10 log(k d sqrt(r_Theta)) <= ||Theta_1||_F <= k d (lambda' = "
               "1/r_Theta)", lambda q: q["log kd"] - q["log F"]),
    Assumption("Assumption 1 (m = 1)", "0 < lambda < 1 (lambda >> m^{3/2} log m/sqrt(r_Theta) = 0)",
               lambda q: min(q["lam"], 1.0 - q["lam"])),
    Assumption("Assumption 11, m <= m1_bar (Theta~ a factor 10)", "1 <= lambda log(d/v)/(10 log k) (v = 2)",
               lambda q: q["m1_bar"] - 1.0),
)


CLAIMS.append(Claim(
    id="chenli.lemma6.8-item1",
    catalog_id="chenli.lemma6.8",
    paper=PAPER,
    source=f"Lemma 6.8 Item 1, Section 6.4, {SEED_FILE} L1653-L1655 (proof L1659; Assumption 5 L457; Section 4.3 "
           "L493-L499 on constant m)",
    statement="'The following events hold with all but arbitrarily small constant failure probability: 1. |x^T Theta_i "
              "x| <= (chi + O(sqrt(log m))) ||Theta_i||_F for all i in [m]' (x uniform on {+-1}^d). Checked at m = 1, "
              "where O(sqrt(log m)) = O(0) = 0 for every hidden constant: P[|x^T Theta x| > chi ||Theta||_F] <= "
              "delta for a failure level delta drawn in (0, 1/2] (the 'arbitrarily small constant').",
    statement_tex=r"$|x^\top \Theta_i x| \leq (\chi + O(\sqrt{\log m})) \|\Theta_i\|_F$ for all $i \in [m]$.",
    kind="probabilistic", comparison="<=", bound=B.lemma6_8_item1_delta, measure=_item1_measure,
    strategy=_item1_instances, assumptions=_ITEM1_ASSUMPTIONS,
    readings=(Reading("O(1 + sqrt(log m))", "the O(sqrt(log m)) term read as O(1 + sqrt(log m)) (a constant at m = 1, "
                      "chosen for the failure level: C_delta = 2 sqrt(log(2/delta))); lhs = an upper bound on the "
                      "failure probability (normal tail + Berry-Esseen error)", measure=_item1_reading_measure),),
    directions=(Direction("delta -> 0 (the 'arbitrarily small' failure level)", "delta", 0.0, how="path",
                          move=_item1_move_delta, points=(0.3, 0.1, 1e-2, 1e-4, 1e-6),
                          reason="the failure probability at m = 1 is a fixed constant of chi and the trace share"),
                Direction("c of (8) -> inf (the 'sufficiently large' constant), log d following (8)'s window", "c8",
                          INF, how="path", move=_item1_move_c8, points=(3.0, 10.0, 30.0, 100.0, 300.0),
                          grows=("c8",), reason="a larger c only moves (8)'s window to larger log d; the failure "
                                                "probability does not depend on d (up to e^{-log d/2})")),
    constants="hypotheses", eventually=("c8",),
    expect="erratum as printed",
    evidence=("Round 21 (helper chenli): the parameter m moved to its end m = 1 (the single-head case Section 4.3 "
              "calls immediate). There O(sqrt(log m)) = 0 for every constant, so Item 1 asserts |x^T Theta x| <= chi "
              "||Theta||_F with failure probability as small as wanted, but x^T Theta x - Tr Theta is a Rademacher "
              "chaos whose law does not depend on any constant. Family Theta = alpha Id + beta Pi (pair swap, "
              "||Theta||_F = 1, Tr = tau chi), x^T Theta x = tau chi + 2 beta S_n, S_n a sum of n = d/2 iid signs: "
              "P_fail >= P[|tau chi + sqrt(2) Z| > chi] - 0.95/sqrt(n). E.g. log d = 300, lambda = 1/2, c of (7) = 1, "
              "c of (8) = 3, k = 3, chi = 1, tau = 0: P_fail = 2 Phi-bar(1/sqrt 2) = 0.4795 (Berry-Esseen error "
              "e^{-149.7}) > delta = 0.1; at chi = sqrt(log k) = 3.72 (k = 1e6) it is 0.0085, still a constant; "
              "along delta -> 0 the ratio grows like 1/delta. Every checkable hypothesis holds ((7), (8), "
              "Assumptions 1, 3-6 and Assumption 11's m1_bar with each '<<' a factor 10; Assumption 2 and "
              "Assumptions 8-10 are vacuous or about W at m = 1). Not covered: Assumption 7 and Assumption 11's "
              "m2_bar. Assumption 7 is not used by Lemma 6.8's proof (Theorem 3.1 with Assumptions 3 and 5), the "
              "pair family is a lattice (it violates Assumption 7 at lambda = pi/(alpha + beta)), and no instance "
              "is certified to meet Assumption 7 (its justification, Lemma C.3, is chenli.lemmaC.3's erratum); but "
              "the crossing does not depend on the family: for EVERY Theta with zero diagonal, x^T Theta x is a "
              "Rademacher chaos of variance 2 ||Theta||_F^2, asymptotically normal when ||Theta||_op/||Theta||_F "
              "-> 0 (de Jong's fourth-moment theorem; Assumption 3 gives ||Theta||_op/||Theta||_F <= "
              "r_Theta^{-1/2} -> 0), so P_fail -> 2 Phi-bar(chi/sqrt 2) on every zero-diagonal instance that "
              "meets Assumption 7, if any does (a dense Gaussian one gives 0.48 at chi = 1: the second path). "
              "Assumption 11's m2_bar is vacuous as printed for every instance (chenli.display.sec4-assump11-"
              "constant-m); at m = 1 the paper calls it immediate (L497). "
              "Under the reading O(1 + sqrt(log m)) (a constant at m = 1, C_delta = 2 sqrt(log(2/delta))) the failure "
              "probability is <= 2 Phi-bar(C_delta/sqrt 2) + e^{-149} <= delta/2: holds. Second path: "
              "tests/test_chenli_r21_chenli.py::test_item1_m1_exact_binomial (exact binomial law of x^T Theta x on "
              "the pair family at d <= 6000, brute force at d = 12 and a Monte Carlo on a dense Gaussian Theta, own code)."),
    second_path="tests/test_chenli_r21_chenli.py::test_item1_m1_exact_binomial",
    no_correction_reason="the intended statement is the reading (O(1 + sqrt(log m)), i.e. a constant C_delta at m = 1), "
                         "checked as that reading; no other right side in the printed terms",
    mutants={"delta^2 (a failure level the Gaussian-tail constant does not reach)": B.lemma6_8_item1_mut_square},
    auto_mutant=False,
    notes=("Only the m = 1 end of Item 1 is encoded here: for m >= 2 the hidden constant C of C sqrt(log m) is free "
           "and the Hanson-Wright union bound m 2 exp(-Omega(C^2 log m)) (Theorem 3.1 with Assumption 3) makes the "
           "failure as small as wanted; Items 2-3 are chenli.lemma6.8, Item 4 chenli.lemma6.8-item4, Item 5 "
           "chenli.display.lemma6.8-item5-prob. Assumption 4's Pi_S^perp part is read for |S| <= 3d/4 (for S = "
           "[d] minus one coordinate it forces v >= sqrt(d) for every Theta), as chenli.lemma6.8-item4 reads it."),
    domain=(Param("m", 1, INF, integer=True, key="m", text="m heads",
                  unreached="m = 1 only (the end where O(sqrt(log m)) vanishes; m >= 2: see the notes)"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="delta",
                  text="the 'arbitrarily small constant failure probability'",
                  unreached="delta in [1e-6, 0.5] (the path to 1e-6)"),
            Param("log d", 1.0, INF, key="log d", text="log d",
                  unreached="log d in [300, 2500] drawn (the c-path to ~1.1e4): (7)-(8) need log d in the hundreds; the failure probability is "
                            "d-free up to e^{-log d/2}"),
            Param("k", 3.0, INF, key="k", text="k (Assumption 5: chi <= sqrt(log k))", unreached="k <= 1e6"),
            Param("chi", 1.0, INF, key="chi", text="chi of Assumption 5", unreached="chi in [1, sqrt(log k)] <= 3.72"),
            Param("tau", 0.0, 1.0, key="tau", text="|Tr Theta|/(chi ||Theta||_F)", unreached="both ends drawn")),
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-21 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.lemma6.8-item1': 'auditor A: confirmed as printed; auditor L: confirmed as printed',
    'chenli.lemma9.1-delta-floor': 'auditor A: confirmed',
}, 'docs/audits/round21/chenli.md')
