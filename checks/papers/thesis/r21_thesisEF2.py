"""thesis, Chapter 6 (round 21, thesisEF2): Theorem 6.3.7's (6.15) L1860 along the width and M2.

- (6.15) L1860 (thesis.ch6.theorem6.3.7-width, erratum): pruning L^c (the rows ||r_i^(T)|| <= 1/sqrt(M2) of (6.14))
  gives E l(Psi_{L^c}) <= O(eps + M2^{-1/2}) under Theorem 6.3.3's (i)-(iv). Condition (i) bounds the width m from below
  only and (6.10)'s T has no m. With the main text's a_i = +-1/m (L1727) SGD moves the weights by O(1/sqrt(m)) per
  step, so at a width m >~ (eta P T)^2 no row of W_O W_V can leave the ball of radius M2^{-1/2}: L^c = [m], the pruned
  output is 0 and its hinge is exactly 1 on every prompt, against eps + M2^{-1/2} -> 0 along M1 -> inf (M2 = 4 M1,
  eps = M2^{-1/2}). Nothing is trained: the measure is a deterministic certificate on W^(T) for EVERY SGD trajectory
  (every batch, every prompt, W_Q and W_K free), from the initial W_O^(0) statistics (drawn exactly, or bounded by
  Gaussian concentration at widths too large to draw). Found by auditor A (r21) refuting the 'holds' of
  thesis.ch6.eq6.15-certificate's reduction, which carries (6.11)/(6.13).

The certificate (derived here; every step elementary). Tokens p = (x, y q) have ||p|| <= P := sqrt(beta^2 (1 + K^2)
+ 1) and v = sum_s attn_s p_s is a convex combination, ||v|| <= P whatever W_Q, W_K are. For the batch-mean hinge
loss with a fixed, |a_i| = 1/m: ||grad_{W_O(i)}|| <= (1/m) ||W_V|| P, so ||grad_{W_O}||_F <= ||W_V|| P / sqrt(m), and
||grad_{W_V}|| <= ||W_O^T (a o s)|| P <= ||W_O|| P / sqrt(m) (s in [0, 1]^m). With g = eta P / sqrt(m), om_t =
||W_O^(t)||_op, nu_t = ||W_V^(t)||_op: om_t + nu_t <= Lam := (1 + g)^T (om_0 + delta) for t <= T, nu_T <= delta + g T Lam,
||W_O(i)^(T)|| <= ||W_O(i)^(0)|| + eta T P Lam / m, hence ||r_i^(T)|| <= ub_i := (||W_O(i)^(0)|| + eta T P Lam / m)
nu_T. Rows with ub_i <= M2^{-1/2} are in L^c; the pruned F is a sum over the other rows, |F| <= (P / m) sum_{ub_i >
M2^{-1/2}} ub_i, so every prompt's pruned hinge is >= 1 - (P / m) sum_{ub_i > M2^{-1/2}} ub_i (= 1 when no ub_i exceeds).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed side: :mod:`thmcheck.bounds.thesis.r21_thesisEF2`.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st
from scipy.stats import chi2

from thmcheck.bounds.thesis.r21_thesisEF2 import e615_width_mutant_offset, e615_width_shape
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import active_profile

SP = "tests/test_thesis_r21_thesisEF2.py::"

BETA, K, DY, DELTA, ALPHA = 3.0, 0.5, 30, 0.2, 0.8  # the tied models' data and initialisation (models/icl.ICLConfig)
P_TOK = math.sqrt(BETA**2 * (1 + K**2) + 1)  # max ||p|| over tokens (x, y q), x = mu + kappa nu, |kappa| <= K
P_FAIL = 1e-3  # the failure probability of each concentration bound (max row norm, operator norm) where not drawn
_EXACT_CAP = {"ci": 1.0e7, "dev": 1.0e8, "deep": 1.0e9}  # draw W_O^(0) exactly while m * m_a is at most this


def _sizes(M1: int, m_mult: float, Tc: float, eta: float) -> dict:
    """Theorem 6.3.3's sizes at M1 on the path: M2 = 4 M1 (M2 = O(M1), L1762), eps = M2^{-1/2}, B = ceil(max(eps^-2,
    M1) ln M1) ((ii) with constant 1), l_tr = ceil(max(ln M1 / alpha, 1 / (beta^2 alpha))) ((iii)), T = ceil(60 Tc M1
    sqrt(ln M1) / eta) ((6.10), the tied models' constant 60 times Tc), m = ceil(m_mult (eta P T)^2) (meets (i) m >=
    c M1^2 ln M1 for every c <= 44100 Tc^2 m_mult), m_a = max(60, d_x + d_y) (models/icl.ICLConfig.ma)."""
    M2 = 4 * M1
    eps = M2**-0.5
    T = math.ceil(60 * Tc * M1 * math.sqrt(math.log(M1)) / eta)
    m = math.ceil(m_mult * (eta * P_TOK * T) ** 2)
    return {"M1": M1, "M2": M2, "eps": eps, "B": math.ceil(max(eps**-2, M1) * math.log(M1)),
            "l_tr": math.ceil(max(math.log(M1) / ALPHA, 1 / (BETA**2 * ALPHA))), "T": T, "m": m, "eta": eta,
            "ma": max(60, M1 + M2 + DY)}


def _init_stats(m: int, ma: int, seed: int) -> tuple[np.ndarray | None, float, float, str]:
    """(row norms ||W_O(i)^(0)|| or None, their max, ||W_O^(0)||_op, how) for W_O^(0) with entries N(0, 1/m) (Sec.
    6.2.3). Drawn exactly in chunks (the Gram matrix W_O^T W_O accumulated, its top eigenvalue exact) while m m_a is
    within the profile's cap; beyond it bounded w.p. >= 1 - 2 P_FAIL: max_i ||W_O(i)||^2 m <= the chi^2_{m_a} quantile
    at P_FAIL / m (union bound over the rows), ||W_O||_op <= (sqrt(m) + sqrt(m_a) + sqrt(2 ln(1 / P_FAIL))) / sqrt(m)
    (Gordon's bound on E s_max plus Gaussian Lipschitz concentration)."""
    if m * ma <= _EXACT_CAP.get(active_profile(), 3.0e7):
        rng = np.random.default_rng(seed)
        G = np.zeros((ma, ma))
        norms = np.empty(m)
        done = 0
        while done < m:
            c = min(200_000, m - done)
            O = rng.standard_normal((c, ma)) / math.sqrt(m)
            G += O.T @ O
            norms[done:done + c] = np.sqrt(np.einsum("ij,ij->i", O, O))
            done += c
        return norms, float(norms.max()), math.sqrt(float(np.linalg.eigvalsh(G)[-1])), "drawn"
    mx = math.sqrt(float(chi2.isf(P_FAIL / m, ma)) / m)
    op = (math.sqrt(m) + math.sqrt(ma) + math.sqrt(2 * math.log(1 / P_FAIL))) / math.sqrt(m)
    return None, mx, op, "bounded"


def width_certificate(M1: int, m_mult: float, Tc: float, eta: float, seed: int) -> dict:
    """The certificate of the module docstring at one configuration: the per-row bound ub_i on ||r_i^(T)||, the lower
    bound on every prompt's pruned hinge, and the unpruned |F| <= P max_i ub_i."""
    s = _sizes(M1, m_mult, Tc, eta)
    m, T = s["m"], s["T"]
    norms, mx, op, how = _init_stats(m, s["ma"], seed)
    g = eta * P_TOK / math.sqrt(m)
    lam = (1 + g) ** T * (op + DELTA)
    nuT = DELTA + g * T * lam
    add = eta * T * P_TOK * lam / m
    thr = s["M2"] ** -0.5
    ub_max = (mx + add) * nuT
    if norms is not None:
        ub = (norms + add) * nuT
        kept = ub > thr
        hinge_lb = max(0.0, 1.0 - P_TOK / m * float(ub[kept].sum()))
        n_kept = int(kept.sum())
    else:
        n_kept = 0 if ub_max <= thr else m
        hinge_lb = 1.0 if ub_max <= thr else max(0.0, 1.0 - P_TOK * ub_max)
    return {**s, "how": how, "max ||W_O(i)^(0)||": mx, "||W_O^(0)||_op": op, "Lambda": lam, "nu_T": nuT,
            "ub_max": ub_max, "thr": thr, "n_kept": n_kept, "hinge_lb": hinge_lb,
            "unpruned hinge lb": max(0.0, 1.0 - P_TOK * ub_max)}


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """M1 in {2, 3, 4} (up to 48 outside ci), the width m_mult (eta P T)^2 with m_mult in {1, 4, 16}, (6.10)'s
    constant 60 Tc with Tc in {1, 10}, eta in {1, 0.5, 0.1} (T scales with 1/eta), the draw's seed."""
    ci = active_profile() == "ci"
    return {"M1": draw(st.sampled_from([2, 3, 4] if ci else [2, 3, 4, 6, 8, 12, 24, 48])),
            "m_mult": draw(st.sampled_from([1.0, 4.0, 16.0])), "Tc": draw(st.sampled_from([1.0, 10.0])),
            "eta": draw(st.sampled_from([1.0, 0.5, 0.1])), "seed": draw(st.integers(0, 2**31 - 1))}


def _measure(inst: dict, ctx_: Ctx) -> Measurement:
    """lhs = a certified lower bound on E l(Psi_{L^c}) (in or out of domain: any prompt whose tokens have norm <= P),
    for every SGD trajectory of T steps from the W_O^(0) at hand (drawn), or w.p. >= 1 - 2e-3 over W_O^(0) (bounded,
    at widths too large to draw)."""
    c = width_certificate(int(inst["M1"]), float(inst["m_mult"]), float(inst["Tc"]), float(inst["eta"]),
                          int(inst["seed"]))
    return Measurement(c["hinge_lb"], {"eps": c["eps"], "M2": c["M2"]}, {
        "W_O^(0) statistics": c["how"] + (" exactly (one draw)" if c["how"] == "drawn" else
                                          " by concentration (w.p. >= 1 - 2e-3)"),
        "max_i ||r_i^(T)|| <= (certificate)": c["ub_max"], "threshold M2^{-1/2}": c["thr"],
        "rows possibly outside L^c": c["n_kept"], "unpruned hinge >= (certificate)": c["unpruned hinge lb"],
        "ratio to eps + M2^{-1/2}": c["hinge_lb"] / (c["eps"] + c["thr"]), "max ||W_O(i)^(0)||":
            c["max ||W_O(i)^(0)||"], "||W_O^(0)||_op": c["||W_O^(0)||_op"], "Lambda (om_t + nu_t <=)": c["Lambda"],
        "||W_V^(T)||_op <=": c["nu_T"], "M1": c["M1"], "m": c["m"], "m / (M1^2 ln M1)":
            c["m"] / (c["M1"] ** 2 * math.log(c["M1"])), "T": c["T"], "eta_train": c["eta"],
        "eta T / (M1 sqrt(ln M1))": c["eta"] * c["T"] / (c["M1"] * math.sqrt(math.log(c["M1"]))), "B": c["B"],
        "l_tr": c["l_tr"], "m_a": c["ma"]})


def _move(inst: dict, t: float) -> dict:
    """M1 -> t (M2 = 4 M1, eps = M2^{-1/2}, B, l_tr, T and m = m_mult (eta P T)^2 follow; m_mult, Tc, eta held)."""
    return {**inst, "M1": max(2, int(round(t)))}


_ETA = Assumption("eta <= 1", "step size eta <= 1 (Theorem 6.3.3, L1820)", lambda q: 1 - q["eta_train"])
_M_WIDTH = Assumption("m >= M1^2 log M1", "Theorem 6.3.3 (i) m >= Omega(M1^2 log M1), the constant read as 1 (every "
                      "instance meets it with a constant of at least 44100)", lambda q: q["m / (M1^2 ln M1)"] - 1)

THM637_WIDTH = Claim(
    id="thesis.ch6.theorem6.3.7-width", paper=PAPER, catalog_id="thesis.ch6.theorem6.3.7", kind="algorithmic",
    comparison="<=",
    source=f"Theorem 6.3.7, (6.14)-(6.15), Sec. 6.3.4, under Theorem 6.3.3's conditions (i)-(iv) ((i) m >= Omega(M1^2 "
           f"log M1), (ii) B > Omega(max{{eps^-2, M1}} log M1), (iii) (6.9), (iv) T = Theta(eta^-1 M1 alpha^-2/3 "
           f"beta^-2/3 sqrt(log M1)) (6.10), eta <= 1); a_i uniform on {{1/m, -1/m}}, W_O^(0) entries N(0, 1/m) "
           f"(Sec. 6.2.3), {SEED_FILE} L1808-L1820, L1848-L1862, L1727",
    statement="(6.15) as printed along the width and M2: with L^c = {i : ||r_i^(T)|| <= M2^{-1/2}} (the printed split "
              "of (6.14); under the existential reading no L satisfies (6.14) at these widths and (6.15) is vacuous), "
              "E l(Psi_{L^c}; P, z) <= O(eps + M2^{-1/2}) for in- and out-of-domain queries. Checked as the uniform "
              "shape eps + M2^{-1/2}, eps = M2^{-1/2} (Theorem 6.3.3's eps; (ii) sets B for it), along M1 -> inf with "
              "M2 = 4 M1 (M2 = O(M1)), T by (6.10) (constant 60 Tc, Tc in {1, 10}; eta in {1, 0.5, 0.1}) and the width "
              "m = m_mult (eta P T)^2 (m_mult in {1, 4, 16}; (i) is a lower bound). lhs is a certified lower bound "
              "on the pruned hinge of every SGD trajectory (no training: module docstring).",
    statement_tex=r"\mathbb{E}_{\mathbf{x}_{query}, f} [\ell(\Psi_{\mathcal{L}^c}; \mathbf{P}, z)] \leq "
                  r"\mathcal{O}(\epsilon + M_2^{-1/2})",
    bound=e615_width_shape, measure=_measure, strategy=_instances(), constants="hidden", uniform=True,
    assumptions=(_ETA, _M_WIDTH),
    directions=(Direction("M1 -> inf (M2 = 4 M1, eps = M2^{-1/2}; B, l_tr, T by (6.9)-(6.10); m = m_mult (eta P T)^2)",
                          "M1", math.inf, how="path", move=_move,
                          points=(2.0, 3.0, 4.0, 8.0, 16.0, 48.0, 192.0, 768.0), grows=("M1", "M2", "m")),
                Direction("m -> inf at fixed M1 (m_mult)", "m_mult", math.inf, how="search",
                          reason="m_mult in {1, 4, 16} drawn: lhs is already 1 (its largest value) at m_mult = 1, so "
                                 "a wider model only keeps it there; the ratio's divergence needs M2 -> inf"),
                Direction("(6.10)'s constant and eta", "Tc", math.inf, how="search",
                          reason="Tc in {1, 10} and eta in {1, 0.5, 0.1} drawn: m scales with (eta T)^2, so every "
                                 "constant meets the same certificate at its own width")),
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns (M2 = 4 M1)",
                  unreached="M1 <= 768 on the ci path (dev extends it half a decade, to ~2400; certificate by "
                            "concentration beyond the exact draws), <= 4 in the ci search (<= 48 outside)"),
            Param("m", 1, math.inf, integer=True, key="m", text="m >= Omega(M1^2 log M1) neurons",
                  unreached="m >= (eta P T)^2 only: below that width the certificate does not reach the threshold "
                            "and the model trains (thesis.ch6.theorem6.3.7 checks the tied m of (6.9))"),
            Param("eta", 0, 1, lo_closed=False, key="eta_train", text="step size eta <= 1",
                  unreached="eta in {0.1, 0.5, 1}: T and m scale with 1/eta and 1/eta^2 and the certificate depends on "
                            "eta T only"),
            Param("Tc", 0, math.inf, lo_closed=False, text="(6.10)'s Theta constant (T = 60 Tc M1 sqrt(ln M1) / eta)",
                  unreached="Tc in {1, 10}")),
    expect="erratum",
    evidence="Round 21 (thesisEF2; auditor A's r21 refutation of the 'holds' of thesis.ch6.eq6.15-certificate): with "
              "T by (6.10) (no m in it) and the main text's a_i = +-1/m, SGD cannot move a wide model: the "
              "certificate (module docstring: ||grad W_O||_F <= ||W_V|| P / sqrt(m), ||grad W_V|| <= ||W_O|| P / "
              "sqrt(m), ||grad W_O(i)|| <= ||W_V|| P / m, P = sqrt(beta^2 (1 + K^2) + 1) = 3.5) bounds every "
              "||r_i^(T)|| below M2^{-1/2} for every trajectory once m >= (eta P T)^2, so L^c = [m], the pruned "
              "output is 0 and E l(Psi_{L^c}) = 1 exactly, in and out of domain, against eps + M2^{-1/2} = "
              "2 M2^{-1/2} -> 0. M1 = 2 (M2 = 8, T = 100, eta = 1, m = 122500, W_O^(0) drawn, seed 0): every ||r_i^(T)|| "
              "<= 0.145 < 0.354, pruned hinge 1, ratio 1.41; along M1 = 2, 3, 4, 8, 16, 48, 192, 768 (M2 = 4 M1, T = "
              "60 M1 sqrt(ln M1), m = (P T)^2; drawn at M1 = 2, 3, concentration bounds w.p. >= 1 - 2e-3 beyond) "
              "max_i ub_i = 0.145, 0.076, 0.055, 0.023, 0.012, 0.0043, 0.0015, 0.00059 against thresholds M2^{-1/2} "
              "= 0.354 .. 0.018 and the ratio is sqrt(M1) = 1.41, 1.73, 2, 2.83, 4, 6.93, 13.9, 27.7 (unbounded). "
              "The same for Tc = 10 with eta = 0.1 and for m_mult = 16 with eta = 0.5 (ub_i smaller still). The "
              "unpruned hinge is >= 1 - P max ub_i (0.49 at M1 = 2, 0.81 at 4, 0.998 at 768) there. Theorem "
              "6.3.3's 'with high probability' does not rescue (6.15): the certificate holds for every trajectory "
              "given W_O^(0), and the W_O^(0) bounds fail with probability <= 2e-3 (none at the drawn points) "
              "(|F| <= P max ub_i), so (6.11)/(6.13) fail on the same models (thesis.ch6.theorem6.3.3-width), which "
              "is where the relative certificate thesis.ch6.eq6.15-certificate (E l(Psi_{L^c}) <= E l(Psi) + (|L^c| "
              "/ m) P M2^{-1/2}, true) stops giving (6.15). Not the encoding: the second path trains the model in "
              "numpy (own initialisation, prompts, hand-derived gradients, tests/test_thesis_r15_thesisE._numpy_sgd) "
              "at M1 = 2, 3 and m = 4000 (narrower than the certificate needs) and finds every row below M2^{-1/2} "
              "and the pruned hinge exactly 1 on fresh prompts (ratio 1.41, 1.73), the rows within the certificate's "
              "inequality, and re-evaluates the certificate along M1 = 16 .. 768 with its own concentration bounds."
             " Round 28 (hiddenhyp2, docs/hiddenhyp_r28.md): (i) m >= Omega(M1^2 log M1) is read at "
             "constant 1, but m = m_mult (eta P T)^2 = 44100 m_mult Tc^2 M1^2 ln M1 meets (i) with "
             "the constant 44100 m_mult Tc^2, any constant is met by a larger m_mult, and the "
             "certificate (every ||r_i^(T)|| <= M2^{-1/2} once m >= (eta P T)^2) keeps lhs = 1 at "
             "every wider m: the crossing survives every constant.",
    no_correction_reason="a correction would tie T (or eta) to m (T growing like sqrt(m) under a_i = +-1/m) or cap m "
                         "from above, which the thesis never states; the relative form E l(Psi_{L^c}) <= E l(Psi) + "
                         "(|L^c| / m) P M2^{-1/2} holds on every model and is checked as thesis.ch6.eq6.15-certificate",
    second_path=SP + "test_theorem637_width_second_path",
    mutants={"the shape minus 1 (an offset)": e615_width_mutant_offset}, auto_mutant=False,
    notes="Round 21 (thesisEF2): task 1 (auditor A's REFUTED on thesis.ch6.theorem6.3.7's 'holds'). No SGD run: the "
          "measure is a deterministic bound on W^(T) over every trajectory, from W_O^(0) drawn exactly (m m_a <= 1e7 "
          "in ci) or by concentration bounds beyond, so the path reaches M1 = 768 (m ~ 1e12) in milliseconds.",
    settings={"ci": {"max_examples": 6, "budget_s": 6.0, "min_valid": 2, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 20, "budget_s": 60.0, "path_starts": 2, "path_decades": 0.5}},
)

CLAIMS: list[Claim] = [THM637_WIDTH]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-21 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.theorem6.3.7-width': 'auditor B: confirmed',
}, 'docs/audits/round21/thesis.md')
