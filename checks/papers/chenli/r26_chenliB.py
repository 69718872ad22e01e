"""Round 26 (helper chenliB): chenli Section 7 leads from round 25 (Lemma 7.1 with mu > 0; the nu/sqrt(d) parts of
L2405 and of (129)'s last step).

- ``chenli.display.lemma7.3-l2405-nu`` (L2403-L2405): the nu part of 'nu/sqrt(d), mu << 1/(C^3 sqrt(m/lambda)) by Eq.
  (111)' (round 25 encoded the mu part, chenli.display.lemma7.3-l2405-mu, an erratum). (111) says nothing about nu;
  the printed fact is checked over the section's hypotheses: Assumption 4 (1 <= nu << sqrt(d)/r_Theta^2, drawn at its
  end nu/sqrt(d) = 1/r_Theta^2), (110) (omega up to its end), (7), (8), Assumption 1, in logarithms.
- ``chenli.display.eq129-nu`` (L2597-L2601): the same for (129)'s last step (the extra factor t = sqrt(m log d)/
  lambda^2 of (128)).
- ``chenli.lemma7.1-mu``: Lemma 7.1 (Algorithm 2) run as printed with Theta~ = (1/Z) sum_i Theta_i/||Theta_i||_F^2 + E,
  ||E||_F = mu ||Theta_1||_F, mu drawn up to (111)'s shape (constant 1), E in four directions (Gaussian, rank one,
  against head 2, along head 1); the rest as chenli.lemma7.1-scale (certifiable hypotheses met exactly, event A
  enumerated over 4^d pairs). Every earlier Lemma 7.1 claim drew Theta~ exact (mu = 0).
- ``chenli.display.thm6.17-l2222-triangle`` (L2212-L2222): Theorem 6.17 (II)'s 'Suppose (108) does not hold. Then by
  triangle inequality ||Theta* - Theta||_F^2 > eta ||Theta_1||_F^2 + ...', (108) stated with eps while Item (I)'s
  ||hatTheta* - Theta||_F <= eps* and eta = 3 eps*/(lambda ||Theta_1||_F) carry eps* >= eps (erratum: the needed
  O-constant of (108) diverges along log d with eps -> 0, xi at (107)'s upper end).
- ``chenli.display.thm1.2-logxi-gg-logd`` (L2976-L2990): the proof of Theorem 1.2's note 'log(1/xi) >> log d by Eq. (7)'
  for xi of (142) with eps of L2984, as printed and under the sign chenli.eq142 resolves it with (erratum under both:
  log(1/xi) = O(log log d) or negative at r_Theta's polylogarithmic lower end).
- ``chenli.display.eq113-c2-beta`` (L2310-L2314): the note 'so that C^2 << beta m r_Theta by Eq. (110)' after (113)
  (holds: (110) squared).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r23_chenli3 as B3
from thmcheck.bounds.chenli import r26_chenliB as B
from thmcheck.bounds.chenli import sec7_proxy as B7
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import r23_chenli3 as R23
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------------------ L2405 / (129): the nu/sqrt(d) part
#
# Instances in logarithms (d = e^L far beyond float64): log d = L, m, (7)'s c drawn; r_hi = d^{1/4}/10 ((8)'s upper end,
# factor 10); lambda between lambda_min ((110) at omega = 1 with r_Theta = r_hi, factor 10; as round 25) and 1; kappa of
# (7); r_Theta between the largest of the lower ends ((8) with c' = 1, Assumption 1, (110) at omega = 1; each factor 10)
# and r_hi; omega in [1, (110)'s end/10]; nu/sqrt(d) = 1/r_Theta^2 (Assumption 4's end, constant 1; nu >= 1 since
# r_Theta^2 <= sqrt(d)); C = omega sqrt(m log d)/lambda^2 ((113), gamma_1 = 1).


def _nu_parts(inst: dict) -> dict:
    L, m, c = float(inst["L"]), int(inst["m"]), float(inst["c"])
    lm, lL, lc = math.log(m), math.log(L), math.log(c)
    log_rhi = L / 4.0 - math.log(10.0)
    log_lam_min = (math.log(10.0) + 2.75 * lm + 1.5 * lL - 0.5 * (lc + log_rhi)) / 5.0
    log_lam = min(log_lam_min + 1e-9, 0.0) * (1.0 - float(inst["s"]))
    log_kappa = lc + 6.5 * log_lam - 6.5 * lm - 2.0 * lL
    lo8 = math.log(10.0) + math.log(L + 2.0 * lm) - log_kappa - log_lam
    lo110 = 2.0 * (math.log(10.0) - 1.75 * log_lam) - lm - log_kappa + lL
    lo1 = 2.0 * (math.log(10.0) + 1.5 * lm + math.log(max(math.log(m), 1e-300)) - log_lam) if m > 1 else -INF
    log_rlo = max(lo8, lo110, lo1)
    q = float(inst["q"])
    log_r = min(log_rlo + 1e-9 + q * (log_rhi - log_rlo), log_rhi) if log_rlo <= log_rhi else log_rhi
    log_om_max = 1.75 * log_lam + 0.5 * (lm + log_kappa + log_r - lL) - math.log(10.0)
    log_om = float(inst["w"]) * max(log_om_max - 1e-9, 0.0)
    log_nu_sd = -2.0 * log_r  # nu/sqrt(d) at Assumption 4's end
    log_C = log_om + 0.5 * (lm + lL) - 2.0 * log_lam
    log_lhs = log_nu_sd + 3.0 * log_C + 0.5 * (lm - log_lam)
    log_t = 0.5 * (lm + lL) - 2.0 * log_lam
    s110 = 1.75 * log_lam + 0.5 * (lm + log_kappa + log_r - lL) - math.log(10.0) - log_om
    return {"log_lam": log_lam, "log_kappa": log_kappa, "log_r": log_r, "log_om": log_om, "log_C": log_C,
            "log_lhs": log_lhs, "log_t": log_t, "s110": s110, "s8": log_r - lo8,
            "s1": (log_r - lo1) if m > 1 else 1.0, "s_rhi": log_rhi - log_r + 1e-12,
            "s_om": log_om, "lam_lt_1": -log_lam if log_lam < 0 else -1.0}


def _nu_measurement(inst: dict, with_t: bool) -> Measurement:
    P = _nu_parts(inst)
    log_lhs = P["log_lhs"] + (P["log_t"] if with_t else 0.0)
    if log_lhs < -700.0 or min(P["log_kappa"], P["log_lam"]) < -700.0:
        raise SolverFailure(f"left side e^{log_lhs:.0f}: below float64's range")
    q = {"lam": math.exp(P["log_lam"]), "m": int(inst["m"]), "kappa": math.exp(P["log_kappa"]),
         "r": math.exp(P["log_r"]), "L": float(inst["L"])}
    terms = {"log lhs": log_lhs, "log lambda": P["log_lam"], "log kappa": P["log_kappa"], "log r_Theta": P["log_r"],
             "log omega": P["log_om"], "log C": P["log_C"], "s110": P["s110"], "s8": P["s8"], "s1": P["s1"],
             "s_rhi": P["s_rhi"], "s_om": P["s_om"], "lam_lt_1": P["lam_lt_1"]}
    return Measurement(math.exp(log_lhs), q, terms)


def _l2405_nu_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (nu/sqrt(d)) C^3 sqrt(m/lambda) at Assumption 4's end (nu/sqrt(d) = 1/r_Theta^2), C of (113)."""
    return _nu_measurement(inst, with_t=False)


def _eq129_nu_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (nu/sqrt(d)) C^3 t sqrt(m/lambda), t = sqrt(m log d)/lambda^2 ((128))."""
    return _nu_measurement(inst, with_t=True)


_NU_ASSUMPTIONS = (
    Assumption("(110)", "1 <= omega << lambda^{7/4} sqrt(m kappa r_Theta/log d) (factor 10), kappa of (7) with its c",
               lambda q: min(q["s110"], q["s_om"])),
    Assumption("(8)", "log(dmk)/(kappa lambda) << r_Theta << d^{1/4} (c' = 1, k = m, factors 10)",
               lambda q: min(q["s8"], q["s_rhi"])),
    Assumption("Assumption 1", "m^{3/2} log m/sqrt(r_Theta) << lambda < 1 (factor 10)",
               lambda q: min(q["s1"], q["lam_lt_1"])),
    Assumption("Assumption 4", "1 <= nu << sqrt(d)/r_Theta^2: drawn at its end nu = sqrt(d)/r_Theta^2 (>= 1 as "
               "r_Theta <= d^{1/4})", lambda q: q["s_rhi"]),
)


@st.composite
def _nu_instances(draw: st.DrawFn) -> dict:
    """log d = L in [150, 1500], m in [1, 64], (7)'s c in [1e-6, 1], s (lambda from (110)'s end to 1), q (r_Theta from
    its lower end to d^{1/4}/10), w (log omega from 0 to (110)'s end), each in [0, 1] with its edges."""
    return {"L": float(draw(with_edges(log_uniform(150.0, 1500.0), 300.0, 1500.0))),
            "m": int(draw(with_edges(st.integers(1, 64), 1, 2, 64))),
            "c": float(draw(with_edges(log_uniform(1e-6, 1.0), 1e-6, 1.0))),
            "s": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 0.5))),
            "q": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "w": float(draw(with_edges(st.floats(0.0, 1.0), 1.0)))}


def _nu_directions(points: tuple[float, ...]) -> tuple[Direction, ...]:
    return (
        Direction("log d -> inf with lambda at (110)'s end, omega at its end", "L", INF, how="path",
                  move=lambda inst, t: {**inst, "L": float(t), "s": 0.0, "w": 1.0}, points=points,
                  reason="lambda -> 0 like d^{-1/40}: the mu part diverges here (round 25); the nu part carries "
                         "1/r_Theta^2 and omega^3 <= (lambda^{7/4} sqrt(m kappa r_Theta/log d))^3"),
        Direction("lambda -> 1", "s", 1.0, how="search", reason="s drawn in [0, 1]"),
        Direction("r_Theta over (8)'s range", "q", 1.0, how="search",
                  reason="q drawn in [0, 1]: r_Theta from its largest lower end to d^{1/4}/10"),
        Direction("omega up to (110)'s end", "w", 1.0, how="search", reason="w drawn in [0, 1] with the end 1"),
        Direction("m, c", "m", INF, how="search", reason="m in [1, 64], (7)'s c in [1e-6, 1] drawn"),
        # round 36 (helper lim-c): the second limit of the hidden constant, m -> inf (the left side carries m^{7/2}
        # and m^4 before kappa of (7) and Assumption 1's floor are inserted)
        Direction("m -> inf at log d = 1500, (7)'s c = 1, lambda near 1 (s = 0.99), r_Theta at its floor, omega at "
                  "(110)'s end", "m", INF, how="path",
                  move=lambda inst, t: {**inst, "m": int(t), "L": 1500.0, "c": 1.0, "s": 0.99, "w": 1.0, "q": 0.0},
                  points=(1.0, 4.0, 16.0, 64.0, 256.0, 1024.0, 4096.0, 16384.0), grows=("m",),
                  reason="round 36: m's own limit (the shape omits m while the left side carries m^{7/2} (m^4 with t); "
                         "kappa of (7) brings m^{-39/4}): at log d = 1500 every hypothesis keeps room up to m = 16384; "
                         "lambda near 1 is the nu parts' worst (they carry lambda^{17/2}); they fall like m^{-25/4} "
                         "(3.7e-19 -> 3.6e-56 with t, 4.8e-21 -> 4.1e-60 without), C^2/(beta m r_Theta) stays "
                         "(110)'s squared ratio 1/100"),
    )


_NU_DOMAIN = (
    Param("log d", 0.0, INF, lo_closed=False, key="L", text="log d",
          unreached="log d in [150, 1500] drawn and on the path (below ~250 (110) has no room at m = 64, c = 1e-6; "
                    "above ~2000 the left side leaves float64; it only shrinks along d)"),
    Param("m", 1, INF, integer=True, key="m", text="m heads",
          unreached="m <= 64 drawn, 16384 on the m path (round 36) at log d = 1500"),
    Param("omega", 1.0, INF, key="w", text="omega of (110)", unreached="omega in [1, (110)'s end/10]"),
)

_NU_EVIDENCE_NOTE = (
    "The nu part does not follow from (111) (which bounds mu only) but from Assumption 4 and (110): with nu/sqrt(d) "
    "<= 1/r_Theta^2 and omega <= lambda^{7/4} sqrt(m kappa r_Theta/log d), (nu/sqrt(d)) C^3 sqrt(m/lambda) <= "
    "gamma_1^3 m^{7/2} kappa^{3/2} lambda^{-5/4}/sqrt(r_Theta), and kappa of (7) makes it c^{3/2} lambda^{17/2}/"
    "(m^{25/4} log^3 d sqrt(r_Theta)) << 1.")

CLAIMS.append(Claim(
    id="chenli.display.lemma7.3-l2405-nu",
    catalog_id="chenli.lemma7.3",
    paper=PAPER,
    source=f"Proof of Lemma 7.3, Section 7.1.1, {SEED_FILE} L2403-L2405 (the last step of (117); its nu part, with "
           "Assumption 4 (L453), (110), (113), (7), (8), Assumption 1)",
    statement="L2405 as printed (its nu part): 'nu/sqrt(d) << 1/(C^3 sqrt(m/lambda)) by Eq. (111)', i.e. (nu/sqrt(d)) "
              "C^3 sqrt(m/lambda) is at most an absolute constant for nu of Assumption 4, C = gamma_1 omega sqrt(m log "
              "d)/lambda^2 (113) and omega of (110), under Section 4. Checked as a uniform shape: lhs at Assumption "
              "4's end nu/sqrt(d) = 1/r_Theta^2 with gamma_1 = 1, shape 1.",
    statement_tex=r"where in the last step we used that $\frac{\nu}{\sqrt{d}}, \mu \ll "
                  r"\frac{1}{C^3\sqrt{m/\lambda}}$ by Eq. (111).",
    kind="step", comparison="<=", bound=B.nu_shape, measure=_l2405_nu_measure, strategy=_nu_instances(),
    constants="hidden", uniform=True,
    assumptions=_NU_ASSUMPTIONS,
    directions=_nu_directions((150.0, 250.0, 400.0, 650.0, 1000.0, 1500.0)),
    mutants={"lambda^{-1/4} m^{7/2} kappa^{3/2}/sqrt(r_Theta) (the left side's value at the ends with one lambda "
             "too many)": B.nu_mut_lambda},
    expect="holds",
    notes="Round 26 (helper chenliB), the round-25 lead: chenli.display.lemma7.3-l2405-mu encoded only the mu part. "
          + _NU_EVIDENCE_NOTE + " Closed form in logarithms.",
    domain=_NU_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 0.5}},
))

CLAIMS.append(Claim(
    id="chenli.display.eq129-nu",
    catalog_id="chenli.lemma7.7",
    paper=PAPER,
    source=f"Proof of Lemma 7.7, Section 7.2, {SEED_FILE} L2597-L2601 ((129)'s last step, its nu part; t = O(sqrt(m "
           "log d)/lambda^2) of (128); Assumption 4 (L453), (110), (113), (7), (8))",
    statement="(129)'s last step as printed (its nu part): [1 - O(nu/sqrt(d) + mu) C t sqrt(m/lambda)] exp{-O(nu/"
              "sqrt(d) + mu) C^3 t sqrt(m/lambda)} >~ 1, i.e. (nu/sqrt(d)) C^3 t sqrt(m/lambda) = O(1) for nu of "
              "Assumption 4, C of (113), t = sqrt(m log d)/lambda^2, omega of (110). Checked as a uniform shape: "
              "lhs at Assumption 4's end with gamma_1 = 1, shape 1.",
    statement_tex=r"$$\begin{aligned} \mathbb{P}[\mathcal{A} \mid \mathbf{X}_2: = x'] &\geq \left[1 - \Phi\left("
                  r"\frac{C}{1-\eta}\right)\right] \cdot \left[1 - O\left(\frac{\nu}{\sqrt{d}} + \mu\right) \cdot C t "
                  r"\sqrt{m/\lambda}\right] \cdot \exp\left\{-O\left(\frac{\nu}{\sqrt{d}} + \mu\right) \cdot C^3 t "
                  r"\sqrt{m/\lambda}\right\} \\ &\gtrsim \exp\left(-\frac{C^2}{2(1-\eta)^2}\right), \end{aligned} "
                  r"\quad (129)$$",
    kind="step", comparison="<=", bound=B.nu_shape, measure=_eq129_nu_measure, strategy=_nu_instances(),
    constants="hidden", uniform=True,
    assumptions=_NU_ASSUMPTIONS,
    directions=_nu_directions((150.0, 250.0, 400.0, 650.0, 1000.0, 1500.0)),
    mutants={"lambda^{-9/4} m^4 kappa^{3/2} sqrt(log d/r_Theta) (the left side's value at the ends with one lambda "
             "too many)": B.nu129_mut_lambda},
    expect="holds",
    notes="Round 26 (helper chenliB): chenli.display.eq129-mu encoded only the mu part. With the extra t the bound at "
          "the ends is m^4 kappa^{3/2} sqrt(log d)/(lambda^{13/4} sqrt(r_Theta)) = c^{3/2} lambda^{13/2}/(m^{23/4} "
          "log^{5/2} d sqrt(r_Theta)) << 1. " + _NU_EVIDENCE_NOTE,
    domain=_NU_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 0.5}},
))


# ------------------------------------------------------------ Lemma 7.1 with mu > 0 (E != 0)

_E_KINDS = ("gaussian", "rank one", "against head 2", "along head 1")


@st.composite
def _l71_instances(draw: st.DrawFn) -> dict:
    return {"d": draw(st.integers(4, 9)), "k": draw(st.integers(3, 5)), "m": 2,
            "F1": float(draw(log_uniform(0.5, 4.0))), "lam": float(draw(st.floats(0.3, 1.0))),
            "omega": float(draw(with_edges(st.floats(1.0, 3.0), 1.0))),
            "cC": float(draw(log_uniform(0.05, 1.0))),
            "W2": float(draw(with_edges(log_uniform(0.01, 100.0), 1.0))),
            "u": float(draw(with_edges(log_uniform(1e-3, 1.0), 1.0))),
            "ekind": draw(st.integers(0, len(_E_KINDS) - 1)),
            "Nfac": draw(st.integers(4, 20)), "seed": draw(SEEDS)}


def _mu_cap(inst: dict) -> float:
    """(111)'s shape lambda^{5/2}/(omega^3 m^3 log^2 d) with constant 1."""
    d, m, lam, om = int(inst["d"]), int(inst["m"]), float(inst["lam"]), float(inst["omega"])
    return lam**2.5 / (om**3 * m**3 * math.log(d) ** 2)


def _error_matrix(rng: np.random.Generator, d: int, kind: int, Th: list[np.ndarray]) -> np.ndarray:
    """A unit-Frobenius direction for E (so ||E||_op <= ||E||_F: the hypothesis holds for either norm)."""
    if kind == 0:
        E = rng.normal(size=(d, d))
    elif kind == 1:
        E = np.outer(rng.normal(size=d), rng.normal(size=d))
    elif kind == 2:
        E = -Th[1]
    else:
        E = Th[0].copy()
    return E / np.linalg.norm(E)


def _l71_sample(inst: dict) -> tuple[np.ndarray, list[np.ndarray], list[np.ndarray], dict]:
    """As chenli.lemma7.1-scale's sampler (same heads and W's from the seed) with Theta~ = exact + E, ||E||_F = mu
    ||Theta_1||_F; event A enumerated exactly over {+-1}^d x {+-1}^d and sampled uniformly."""
    d, k, m = int(inst["d"]), int(inst["k"]), int(inst["m"])
    rng = np.random.default_rng(int(inst["seed"]))
    F1, lam = float(inst["F1"]), float(inst["lam"])
    t1, t2 = R23._traceless_orthogonal_pair(rng, d)
    Th = [F1 * t1, math.sqrt(lam) * F1 * t2]
    w1, w2 = R23._orthogonal_pair(rng, d)
    norms = [F1, math.sqrt(lam) * F1]
    Z = sum(1.0 / n**2 for n in norms)
    mu = float(inst["u"]) * _mu_cap(inst)
    erng = np.random.default_rng(int(inst["seed"]) + 7)
    E = mu * F1 * _error_matrix(erng, d, int(inst["ekind"]), Th)
    Tt = sum(T / n**2 for T, n in zip(Th, norms, strict=True)) / Z + E
    C = float(inst["cC"]) * float(inst["omega"]) * math.sqrt(m * math.log(d)) / lam**2
    N = int(inst["Nfac"]) * d
    P = 1.0 - 2.0 * ((np.arange(2**d)[:, None] >> np.arange(d)[None]) & 1)
    ok = np.flatnonzero((P @ Tt @ P.T) > C / math.sqrt(Z))
    info = {"N": N, "C": C, "P[A]": ok.size / 4.0**d, "mu": mu, "mu_cap": _mu_cap(inst),
            "||E||_op/(mu ||Theta_1||_F)": float(np.linalg.norm(E, 2)) / (mu * F1) if mu > 0 else 0.0}
    if ok.size == 0:
        return np.zeros((0, k, d)), Th, [w1, w2], info
    srng = np.random.default_rng(int(inst["seed"]) + 1)
    pick = srng.choice(ok, size=N)
    X = srng.choice([-1.0, 1.0], size=(N, k, d))
    X[:, 0], X[:, 1] = P[pick // 2**d], P[pick % 2**d]
    return X, Th, [w1, w2], info


def _l71_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Algorithm 2 exactly: Y_1 = sum_i softmax(X Theta_i X^T)_1 X W_i on the N samples of event A (for Theta~ with
    E), hatW = lstsq(X_2, Y_1), lhs = ||hatW - sum_i W_i||_F, ||W_1||_F = 1, ||W_2||_F = ``W2``."""
    d, k, m = int(inst["d"]), int(inst["k"]), int(inst["m"])
    X, Th, Wu, info = _l71_sample(inst)
    t = float(inst["W2"])
    W = [Wu[0], t * Wu[1]]
    q = {"m": m, "d": d, "k": k, "omega": float(inst["omega"]), "F1": float(inst["F1"]), "W2": t}
    terms = {**info, "A_slack": info["P[A]"], "E kind": _E_KINDS[int(inst["ekind"])],
             **R23._hypothesis_terms(inst, Th, W)}
    if X.shape[0] == 0:
        return Measurement(0.0, q, {**terms, "A_slack": -1.0})
    att = [R23._softmax(np.einsum("nj,jl,nal->na", X[:, 0], T, X)) for T in Th]
    A1 = sum(np.einsum("na,nad,de->ne", a, X, Wi) for a, Wi in zip(att, W, strict=True))
    Wh, *_ = np.linalg.lstsq(X[:, 1], A1, rcond=None)
    err = float(np.linalg.norm(Wh - (W[0] + W[1])))
    return Measurement(err, q, terms)


CLAIMS.append(Claim(
    id="chenli.lemma7.1-mu",
    catalog_id="chenli.lemma7.1",
    paper=PAPER,
    source=f"Lemma 7.1 / Algorithm 2, Section 7, {SEED_FILE} L2276-L2306 (with E != 0: L2264-L2270, (111) at L2290; "
           "Assumptions 1, 2, 5, 8, 10 at L429-L495)",
    statement="Lemma 7.1 as printed with mu > 0: for 1 <= omega << lambda^{7/4} sqrt(m kappa r_Theta/log d) (110) and "
              "||Theta~ - (1/Z) sum_i Theta_i/||Theta_i||_F^2|| <= mu ||Theta_1||_F with mu << lambda^{5/2}/(omega^3 "
              "m^3 log^2 d) (111), LEASTSQUARESREFINE(Theta~, omega) outputs hatW with ||hatW - sum_i W_i||_F <= 2 m d "
              "k^{3/2} exp(-omega sqrt(log d) ||Theta_1||_F + O(omega^2)) (112), w.p. 1 - 1/poly(d).",
    statement_tex=r"$$\left\| \widehat{\mathbf{W}} - \sum_i \mathbf{w}_i \right\|_F \leq 2mdk^{3/2} \exp(-\omega "
                  r"\sqrt{\log d} \|\boldsymbol{\Theta}_1\|_F + O(\omega^2)). \quad (112)$$",
    kind="algorithmic", comparison="<=", bound=B7.lemma7_1_shape, measure=_l71_measure, strategy=_l71_instances,
    assumptions=(*R23._ASSUMPTIONS,
                 Assumption("(111)", "mu <= lambda^{5/2}/(omega^3 m^3 log^2 d) (its '<<' at constant 1; ||E||_F = mu "
                            "||Theta_1||_F, so the hypothesis holds in Frobenius and in operator norm)",
                            lambda q: q["mu_cap"] - q["mu"])),
    constants="hidden", uniform=True,
    directions=(
        Direction("||W_2||_F -> inf (Assumption 10 bounds it only from below)", "W2", INF, how="path",
                  move=R23._move_W2, points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e5),
                  reason="as chenli.lemma7.1-scale: the error is affine in ||W_2||_F at fixed samples, (112) has no W"),
        Direction("mu up to (111)'s end, E's direction", "u", 1.0, how="search",
                  reason="u = mu/(111)'s shape drawn log-uniform in [1e-3, 1] with the end 1; E Gaussian, rank one, "
                         "-Theta_2 direction or Theta_1 direction"),
        Direction("omega, d, k, ||Theta_1||_F, lambda, C's constant, N", "F1", INF, how="search",
                  reason="drawn: d in [4, 9], k in [3, 5], ||Theta_1||_F in [0.5, 4], lambda in [0.3, 1], omega in "
                         "[1, 3], C's constant in [0.05, 1], N = 4..20 d"),
    ),
    expect="erratum",
    evidence="The crossing of chenli.lemma7.1-scale (round 23, audited: the error is affine in ||W_2||_F while (112) has "
             "no W; the proof's (131) carries sum_i ||W_i||_F and L2664 replaces it by m) persists with E != 0; "
             "the new content is the corrected companion (chenli.lemma7.1-mu.corrected), which runs the corrected "
             "bound with mu up to (111)'s shape and E in four directions. Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED."
             " Round 28 (hiddenhyp2, docs/hiddenhyp_r28.md): (111) is read at constant 1 and "
             "Assumption 1's '>>' is not checked, but the path moves ||W_2||_F, which neither "
             "involves; (111) holds for every constant at mu = 0 (chenli.lemma7.1-scale's instance), "
             "and the error is affine in ||W_2||_F with a slope non-zero for every Theta_2 and sample"
             " set, against (112) with no W: at any constant (met by a larger d and r_Theta) the same"
             " path diverges; the crossing survives every constant.",
    second_path="tests/test_chenli_r26_chenliB.py::test_lemma71_mu_second_path",
    corrected=B3.lemma7_1_with_w,
    corrected_text="||hatW - sum_i W_i||_F <= 2 d k^{3/2} exp(-omega sqrt(log d) ||Theta_1||_F + O(omega^2)) sum_i "
                   "||W_i||_F (as chenli.lemma7.1-scale), here with mu > 0",
    mutants={"an extra exp(-omega sqrt(log d) ||Theta_1||_F) (a doubled exponent)": B3.lemma7_1_mutant_doubled},
    notes="Round 26 (helper chenliB), the round-25 lead 'Lemma 7.1's claims draw Theta~ exact (mu = 0)'. The lemma's "
          "hypothesis norm is unsubscripted (L2286; L2268 writes ||E||_F): E is drawn with ||E||_F = mu "
          "||Theta_1||_F, which meets either reading. (111)'s '<<' is drawn at constant 1 (u <= 1), the largest "
          "perturbation the hypothesis can mean at these d. Hidden-constant requirements (Assumptions 3, 4, 6, 7, "
          "11, (110), N) as in chenli.lemma7.1-scale.",
    settings={"ci": {"max_examples": 8, "budget_s": 4.0}},
    domain=(Param("W2", 0.0, INF, lo_closed=False, key="W2", text="||W_2||_F (Assumption 10)",
                  unreached="drawn in [0.01, 100], to 1e5 on the path"),
            Param("mu", 0.0, INF, key="u", text="mu of (111) (as a fraction u of its shape)",
                  unreached="u in [1e-3, 1]: (111)'s '<<' at constant 1; mu = 0 is chenli.lemma7.1-scale"),
            Param("d", 1, INF, integer=True, key="d", text="d",
                  unreached="d in [4, 9]: event A enumerated over 4^d pairs"),
            Param("omega", 1.0, INF, key="omega", text="omega >= 1 ((110))", unreached="omega in [1, 3]")),
))


# ------------------------------------------------------------ Theorem 6.17 (II)'s proof, L2220-L2222: (108) with eps
#
# As printed (L2212-L2222): 'We will prove that ||Theta* - hatTheta*||_F <= eps + O(sqrt(eps ||Theta_1||_F/lambda +
# Theta(kappa sqrt(m)/lambda^{3/2}) ||Theta_1||^2)) (108). [...] define eta := 3 eps*/(lambda ||Theta_1||_F). By Item
# (I), ||hatTheta* - Theta||_F <= eps*. Suppose to the contrary that Eq. (108) does not hold. Then by triangle
# inequality, ||Theta* - Theta||_F^2 > eta ||Theta_1||_F^2 + Theta(kappa sqrt(m)/lambda^{3/2}) ||v_1||^2.'
# (108) carries eps, Item (I) and eta carry eps* = max(eps, m log(R^{Theta(1/lambda)}/xi) (1/2 + 1/lambda) xi
# ||Theta_1||_F) >= eps. Worst geometry (Theta between Theta* and hatTheta* on a line: Theta is the point of K_Theta
# nearest hatTheta*, Theta* in K_Theta, an angle of 180 degrees at Theta is allowed): ||Theta* - Theta|| = D - eps*
# for D just above (108)'s right side. With (108)'s inner Theta(.) and L2222's Theta(.) as 1, v_1 = Theta_1 (Lemma 6.18
# applied to Theta_1..Theta_m), F = ||Theta_1||_F, kappa' = kappa sqrt(m)/lambda^{3/2}, the step holds at an instance
# iff K > K* := (eps* - eps + sqrt(3 eps* F/lambda + kappa' F^2))/sqrt(eps F/lambda + kappa' F^2). lhs = K*.
# Instances in logarithms: log d = L, m <= k, (7)'s c, lambda, eps = u lambda F ((II)'s eps <= O(lambda F)),
# F between Assumption 6's ends (10 log(kd/sqrt(lambda')) with lambda' = 1/r_Theta, r_Theta = d^{1/4}/10, and
# (kd)^m), beta = log(k/(eps sqrt(lambda)))/F, R = k e^{beta^2} (Theorem 6.17, constants 1), xi in (107)'s range
# (factor 10 inside each end, Theta(.) exponents 1).


def _l2222_parts(inst: dict) -> dict:
    L, m, k, c = float(inst["L"]), int(inst["m"]), int(inst["k"]), float(inst["c"])
    lam, u = float(inst["lam"]), float(inst["u"])
    lm, lk = math.log(m), math.log(k)
    log_kappa = math.log(c) + 6.5 * math.log(lam) - 6.5 * lm - 2.0 * math.log(L)
    kappa = math.exp(log_kappa)
    log_r = L / 4.0 - math.log(10.0)
    F_lo = 10.0 * (lk + L + 0.5 * log_r)  # Assumption 6's lower end (factor 10), lambda' = 1/r_Theta
    log_F = math.log(F_lo) + float(inst["f"]) * (m * (lk + L) - math.log(F_lo))
    log_eps = math.log(u * lam) + log_F
    beta = (lk - log_eps - 0.5 * math.log(lam)) * math.exp(-log_F)
    log_R = lk + beta * beta
    log_xi_hi = min(-log_R / lam**2, -log_F) - math.log(10.0)
    log_xi_lo = log_R / lam - lam / (m * kappa) + math.log(10.0)
    log_xi = log_xi_hi - (1.0 - float(inst["p"])) * (log_xi_hi - log_xi_lo)
    xi = math.exp(log_xi)
    rho = m * (log_R / lam - log_xi) * (0.5 + 1.0 / lam) * xi  # eps*'s second term over F
    e = u * lam  # eps/F
    es = max(e, rho)  # eps*/F
    kp = kappa * math.sqrt(m) / lam**1.5
    Kstar = (es - e + math.sqrt(3.0 * es / lam + kp)) / math.sqrt(e / lam + kp)
    return {"Kstar": Kstar, "kappa": kappa, "log_kappa": log_kappa, "log_F": log_F, "beta": beta, "log_R": log_R,
            "log_xi": log_xi, "rho": rho, "eps/F": e, "eps*/F": es, "kappa'": kp,
            "s107": log_xi_hi - log_xi_lo, "s6": m * (lk + L) - math.log(F_lo),
            "s1": math.log(lam) - (math.log(10.0) + 1.5 * lm + math.log(max(lm, 1e-300)) - 0.5 * log_r) if m > 1
            else 1.0,
            "s8": log_r - (math.log(10.0) + math.log(L + lm + lk) - log_kappa - math.log(lam)),
            "s_mk": k - m}


def _l2222_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    P = _l2222_parts(inst)
    return Measurement(P["Kstar"], {"L": float(inst["L"])},
                       {k: v for k, v in P.items() if k != "Kstar"})


@st.composite
def _l2222_instances(draw: st.DrawFn) -> dict:
    """log d in [100, 1e5], m in [1, 8], k in [m, 64], (7)'s c in [1e-6, 1], lambda in [0.05, 0.999], u = eps/(lambda
    F) in [1e-30, 1], f (F's place between Assumption 6's ends, log scale) in [0, 0.2], p (xi's place in (107), log
    scale) in [0.5, 1] (1: the upper end)."""
    m = int(draw(with_edges(st.integers(1, 8), 1, 2)))
    return {"L": float(draw(with_edges(log_uniform(100.0, 1e5), 100.0, 1e5))), "m": m,
            "k": int(draw(with_edges(st.integers(max(m, 2), 64), max(m, 2), 64))),
            "c": float(draw(with_edges(log_uniform(1e-6, 1.0), 1.0))),
            "lam": float(draw(with_edges(st.floats(0.05, 0.999), 0.5, 0.999))),
            "u": float(draw(with_edges(log_uniform(1e-30, 1.0), 1e-30, 1.0))),
            "f": float(draw(with_edges(st.floats(0.0, 0.2), 0.0))),
            "p": float(draw(with_edges(st.floats(0.5, 1.0), 1.0)))}


CLAIMS.append(Claim(
    id="chenli.display.thm6.17-l2222-triangle",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Proof of Theorem 6.17 (II), Section 6.5, {SEED_FILE} L2212-L2222 ((108) L2212, eta and Item (I)'s bound "
           "L2214-L2218, the display L2222; eps* of Item (I) L2198; beta, R, (107) L2176-L2182; Assumption 6 L461; "
           "(7) L439)",
    statement="'Suppose to the contrary that Eq. (108) does not hold [||Theta* - hatTheta*||_F > eps + O(sqrt(eps "
              "||Theta_1||_F/lambda + Theta(kappa sqrt(m)/lambda^{3/2}) ||Theta_1||^2))]. Then by triangle inequality "
              "[with ||hatTheta* - Theta||_F <= eps*], ||Theta* - Theta||_F^2 > eta ||Theta_1||_F^2 + Theta(kappa "
              "sqrt(m)/lambda^{3/2}) ||v_1||^2', eta = 3 eps*/(lambda ||Theta_1||_F). Checked as a uniform shape: "
              "lhs = the least constant K in (108)'s O(.) for which the implication holds at the instance (both "
              "Theta(.) as 1), shape 1.",
    statement_tex=r"$$\|\Theta^* - \Theta\|_F^2 > \eta\|\Theta_1\|_F^2 + \Theta\left(\frac{\kappa\sqrt{m}}"
                  r"{\lambda^{3/2}}\right) \cdot \|v_1\|^2.$$",
    kind="step", comparison="<=", bound=B.l2222_shape, measure=_l2222_measure, strategy=_l2222_instances(),
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("(107)", "R^{Theta(1/lambda)}/e^{lambda/(m kappa)} << xi << min(R^{-Theta(1/lambda^2)}, "
                   "1/||Theta_1||_F) (factor 10 inside each end, exponents' constants 1)", lambda q: q["s107"]),
        Assumption("Assumption 6", "log(kd/sqrt(lambda')) << ||Theta_1||_F <= (kd)^{O(m)} (factor 10, lambda' = "
                   "1/r_Theta, exponent m)", lambda q: q["s6"]),
        Assumption("Assumption 1", "m^{3/2} log m/sqrt(r_Theta) << lambda < 1 (factor 10, r_Theta = d^{1/4}/10)",
                   lambda q: q["s1"]),
        Assumption("(8)", "log(dmk)/(kappa lambda) << r_Theta << d^{1/4} (c' = 1, factor 10)", lambda q: q["s8"]),
        Assumption("Section 4.3", "m <~ k", lambda q: q["s_mk"]),
    ),
    directions=(
        Direction("log d -> inf (kappa -> 0 like 1/log^2 d)", "L", INF, how="path",
                  move=lambda inst, t: {**inst, "L": float(t), "u": 1e-30, "p": 1.0},
                  points=(1e2, 1e3, 1e4, 1e5, 1e6),
                  reason="eps* stays a fixed multiple of ||Theta_1||_F (xi at (107)'s upper end) while the "
                         "Theta(kappa sqrt(m)/lambda^{3/2}) term of (108) shrinks: K* ~ sqrt(3 rho/(lambda kappa'))"),
        Direction("eps -> 0 ('take any eps > 0')", "u", 0.0, how="search",
                  reason="u = eps/(lambda ||Theta_1||_F) drawn log-uniform in [1e-30, 1]"),
        Direction("m, k, c, lambda, ||Theta_1||_F, xi", "lam", 1.0, how="search",
                  reason="drawn: m <= 8, k <= 64, c in [1e-6, 1], lambda in [0.05, 0.999], ||Theta_1||_F over the "
                         "lower fifth (log scale) of Assumption 6's range, xi over the upper half of (107)'s"),
    ),
    expect="erratum",
    evidence="(108) is stated with eps, but eta and Item (I)'s ||hatTheta* - Theta||_F <= eps* carry eps* = max(eps, "
             "m log(R^{Theta(1/lambda)}/xi)(1/2 + 1/lambda) xi ||Theta_1||_F), which (107) lets be a fixed multiple "
             "rho ||Theta_1||_F of ||Theta_1||_F while eps -> 0 ('take any eps > 0'). Collinear geometry (allowed: "
             "Theta is the nearest point of K_Theta to hatTheta* and Theta* is in K_Theta) gives ||Theta* - Theta|| = "
             "D - eps*; as eps -> 0 the step needs K^2 kappa' >~ 3 rho/lambda, kappa' = kappa sqrt(m)/lambda^{3/2} "
             "-> 0 along d (kappa of (7) ~ 1/log^2 d), so no absolute K serves. E.g. m = 1, k = 2, c = 1, lambda = 0.5, "
             "eps = 1e-30 lambda ||Theta_1||_F, ||Theta_1||_F at Assumption 6's lower end, xi at (107)'s upper end "
             "(= 1/(10 ||Theta_1||_F)): K* = 69.1, 237, 810, 2744, 9223 at log d = 1e2 ... 1e6 (~ sqrt(log d log log "
             "d); second path tests/test_chenli_r26_chenliB.py). The configuration is consistent with every fact in scope, the "
             "minimum-norm property included: Theta* is, for orthogonal heads, the minimum-norm point of their affine hull (Lemma "
             "6.18's v*), so hatTheta* = (1 - eps*/||Theta*||_F) Theta* has Theta = Theta* as its nearest point of "
             "K_Theta, ||hatTheta*|| < ||Theta*||, ||hatTheta* - Theta|| = eps* and ||Theta* - hatTheta*|| = eps* > "
             "(108)'s right side, while ||Theta* - Theta|| = 0. The step holds with eps* in place of eps in (108) "
             "(then K = sqrt(3) serves). Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: (107), Assumption 6, Assumption 1, (8) (factors 10). Outcome (a) the crossing survives"
             " every admissible value of the constant: at xi = 1/(C F) (any constant of (107)'s '<<') eps* = "
             "rho ||Theta_1||_F with a fixed rho ~ log(C F R)/C > 0, while kappa' = kappa sqrt(m)/lambda^{3/2}"
             " -> 0 along log d, where the other hypotheses hold for every constant: K* ~ sqrt(3 rho/(lambda "
             "kappa')) diverges for every constant.",
    second_path="tests/test_chenli_r26_chenliB.py::test_l2222_kstar_own_path",
    no_correction_reason="The fix changes (108) itself (eps* in place of eps: K* <= sqrt(3) then), i.e. the left "
                         "side, not a bound on this left side; Item (II)'s conclusion would then carry sqrt(eps* "
                         "||Theta_1||_F/lambda).",
    corrected_text="||Theta* - hatTheta*||_F <= eps* + O(sqrt(eps* ||Theta_1||_F/lambda + Theta(kappa sqrt(m)/"
                   "lambda^{3/2}) ||Theta_1||^2)) (108 with eps*), after which L2222 holds with K = sqrt(3).",
    no_mutant_reason="the printed shape (a constant) is crossed wherever rho >> kappa' and diverges along d; a planted "
                     "smaller constant is crossed the same way",
    auto_mutant=False,
    notes="Round 26 (helper chenliB), found re-reading the auto-covered row L2222 (covered by "
          "chenli.display.thm6.17-eta-step, which checks the later '(eta/3) ||Theta*||_F >= eps*' of L2226 only). "
          "Closed form in logarithms; Theta(.) constants and (107)'s exponents as 1, eps*'s log term with "
          "Theta(1/lambda) = 1/lambda.",
    domain=(Param("log d", 0.0, INF, lo_closed=False, key="L", text="log d",
                  unreached="log d in [100, 1e5] drawn, to 1e6 on the path"),
            Param("eps", 0.0, INF, lo_closed=False, key="u", text="eps > 0 ('take any'), eps <= O(lambda ||Theta_1||_F)"
                  " for Item (II)", unreached="eps/(lambda ||Theta_1||_F) in [1e-30, 1]"),
            Param("m", 1, INF, integer=True, key="m", text="m heads", unreached="m <= 8"),),
    settings={"ci": {"max_examples": 16, "budget_s": 0.5}},
))


# ------------------------------------------------------------ Proof of Theorem 1.2, L2986-L2990: 'log(1/xi) >> log d'
#
# As printed (L2982-L2990): eps of Theorem 6.17 taken as eps_1 Theta~(m lambda^{-1} log k + log(d/delta) + log log
# ||Theta_1||_F)^{1/2} (L2984), eps_1 := Theta~(m k^5/(r_Theta^{1/12} ^ (dc/nu))) (L2978), xi := R^{Theta(1/lambda)}
# max(e^{lambda/(m kappa)}, eps log(m ||Theta_1||_F)) (142), R = k e^{beta^2}; 'Note that log(1/xi) = O(...), and
# log(1/xi) >> log d by Eq. (7).' chenli.eq142 (round 3) checks the printed sign (xi > 1) and resolves it with
# e^{-lambda/(m kappa)} ('then log(1/xi) >> log d by (7)'). Under that sign the max is eps log(m ||Theta_1||_F) (e^{-
# lambda/(m kappa)} is far smaller), so log(1/xi) = log(1/eps) - log log(m ||Theta_1||_F) - Theta(1/lambda) log R and
# eps_1 >= m k^5 r_Theta^{-1/12} with r_Theta << d^{1/4}: log(1/xi) <= log d/48, and along r_Theta at (8)'s
# polylogarithmic lower end log(1/xi) = O(log log d). Instances in logarithms: log d = L, m <= k, (7)'s c, lambda
# (Assumption 1), (8)'s exponent c8 (its 'sufficiently large c'), r_Theta between (8)'s lower end and d^{1/4}/10 (log
# scale), Theta~(.) and Theta(1/lambda) with constants 1 (a = 1), dc/nu >= sqrt(d) r_Theta^2 (Assumption 4) so the
# minimum is r_Theta^{1/12}, delta = 0.01, ||Theta_1||_F at Assumption 6's lower end 10 log(kd sqrt(r_Theta)),
# beta = log(k/(eps sqrt(lambda)))/||Theta_1||_F.


def _l2990_parts(inst: dict, sign: float) -> dict:
    L, m, k, c = float(inst["L"]), int(inst["m"]), int(inst["k"]), float(inst["c"])
    lam, c8 = float(inst["lam"]), float(inst["c8"])
    lm, lk = math.log(m), math.log(k)
    log_kappa = math.log(c) + 6.5 * math.log(lam) - 6.5 * lm - 2.0 * math.log(L)
    log_rhi = L / 4.0 - math.log(10.0)
    log_rlo = math.log(10.0) + c8 * math.log(L + lm + lk) - log_kappa - math.log(lam)
    log_r = log_rlo + 1e-9 + float(inst["q"]) * (log_rhi - log_rlo)
    log_eps1 = lm + 5.0 * lk - log_r / 12.0
    log_F = math.log(10.0 * (lk + L + 0.5 * log_r))
    log_eps = log_eps1 + 0.5 * math.log(m / lam * lk + L + math.log(100.0) + max(log_F, 1e-300))
    beta = (lk - log_eps - 0.5 * math.log(lam)) * math.exp(-log_F)
    log_R = lk + beta * beta
    first = sign * lam / (m * math.exp(log_kappa))
    second = log_eps + math.log(lm + log_F)  # log(eps log(m ||Theta_1||_F))
    log_xi = log_R / lam + max(first, second)
    return {"log(1/xi)": -log_xi, "log_eps": log_eps, "log_eps1": log_eps1, "log_r": log_r, "log_R": log_R,
            "lambda/(m kappa)": lam / (m * math.exp(log_kappa)), "max picks eps": float(second >= first),
            "s8": min(log_r - log_rlo, log_rhi - log_r + 1e-6),
            "s1": math.log(lam) - (math.log(10.0) + 1.5 * lm + math.log(max(lm, 1e-300)) - 0.5 * log_r) if m > 1
            else 1.0,
            "s_mk": k - m}


def _l2990_measurement(inst: dict, sign: float) -> Measurement:
    P = _l2990_parts(inst, sign)
    return Measurement(P["log(1/xi)"] / float(inst["L"]), {"L": float(inst["L"])}, P)


def _l2990_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """As printed: (142) with e^{+lambda/(m kappa)}; lhs = log(1/xi)/log d."""
    return _l2990_measurement(inst, 1.0)


def _l2990_measure_sign(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(142) read with e^{-lambda/(m kappa)} (chenli.eq142's correction); lhs = log(1/xi)/log d."""
    return _l2990_measurement(inst, -1.0)


@st.composite
def _l2990_instances(draw: st.DrawFn) -> dict:
    """log d in [200, 1e16], m in [1, 4], k in [max(m, 2), 16], (7)'s c in [1e-6, 1], lambda in [0.05, 0.999], c8 in
    [1, 12], q (r_Theta's place between (8)'s ends, log scale) in [0, 1]."""
    m = int(draw(with_edges(st.integers(1, 4), 1, 2)))
    return {"L": float(draw(with_edges(log_uniform(200.0, 1e16), 200.0, 1e16))), "m": m,
            "k": int(draw(with_edges(st.integers(max(m, 2), 16), max(m, 2)))),
            "c": float(draw(with_edges(log_uniform(1e-6, 1.0), 1.0))),
            "lam": float(draw(with_edges(st.floats(0.05, 0.999), 0.5, 0.999))),
            "c8": float(draw(with_edges(st.floats(1.0, 12.0), 1.0, 12.0))),
            "q": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))}


_L2990_ASSUMPTIONS = (
    Assumption("(8)", "log^{c8}(dmk)/(kappa lambda) << r_Theta << d^{1/4} (factors 10)", lambda q: q["s8"]),
    Assumption("Assumption 1", "m^{3/2} log m/sqrt(r_Theta) << lambda < 1 (factor 10)", lambda q: q["s1"]),
    Assumption("Section 4.3", "m <~ k (and k <~ r_Theta^{Theta(1)} with a sufficiently small constant: met for d "
               "large enough along the path, as r_Theta grows; the 'eventually' parameter log d)", lambda q: q["s_mk"]),
)

CLAIMS.append(Claim(
    id="chenli.display.thm1.2-logxi-gg-logd",
    catalog_id="chenli.thm1.2",
    paper=PAPER,
    source=f"Proof of Theorem 1.2, Section 10, {SEED_FILE} L2976-L2990 (eps_1 L2978, eps L2984, xi (142) L2988, the "
           "note 'log(1/xi) >> log d by Eq. (7)' L2990; (7) L439, (8) L447, Assumption 4 L453, Assumption 6 L461)",
    statement="'Note that log(1/xi) = O(lambda^{-1} log k + log(1/eps) + log log(m ||Theta_1||_F)), and log(1/xi) >> "
              "log d by Eq. (7)' for xi of (142) with eps as taken at L2984 (eps_1 of L2978). Checked: the second "
              "note, as a uniform lower shape lhs = log(1/xi)/log d >= c for one c > 0 (the weakest form of '>>').",
    statement_tex=r"$$\xi := R^{\Theta(1/\lambda)} \cdot \max(e^{\lambda/(m\kappa)}, \varepsilon \log(m\|\Theta_1\|_F))"
                  r" \quad (142)$$ [...] and $\log(1/\xi) \gg \log d$ by Eq. (7).",
    kind="step", comparison=">=", bound=B.l2990_shape, measure=_l2990_measure, strategy=_l2990_instances(),
    constants="hidden", uniform=True,
    assumptions=_L2990_ASSUMPTIONS,
    directions=(
        Direction("log d -> inf with r_Theta at (8)'s polylogarithmic lower end", "L", INF, how="path",
                  move=lambda inst, t: {**inst, "L": float(t), "q": 0.0},
                  points=(1e4, 1e6, 1e8, 1e10, 1e12, 1e14, 1e16), grows=("L",),
                  reason="eps_1 >= m k^5 r_Theta^{-1/12} = 1/polylog(d): log(1/xi) = O(log log d); r_Theta grows, so "
                         "Section 4.3's k <~ r_Theta^{Theta(1)} (a sufficiently small constant) holds from some d on"),
        Direction("r_Theta, lambda, m, k, c, c8", "q", 1.0, how="search",
                  reason="drawn; at r_Theta = d^{1/4}/10 log(1/xi)/log d <= 1/48"),
    ),
    eventually=("L",),
    readings=(Reading("sign of (142)", "xi := R^{Theta(1/lambda)} max(e^{-lambda/(m kappa)}, eps log(m ||Theta_1||_F)) "
                      "(the sign (107)'s lower end and chenli.eq142's correction use)", measure=_l2990_measure_sign),),
    expect="erratum",
    evidence="As printed the sign makes xi > 1 (chenli.eq142). Under the sign chenli.eq142 resolves it with (e^{-lambda/"
             "(m kappa)}), the max in (142) is eps log(m ||Theta_1||_F) (e^{-lambda/(m kappa)} = exp(-m^{11/2} log^2 d/"
             "(c lambda^{11/2})) is far smaller), so log(1/xi) = log(1/eps) - log log(m ||Theta_1||_F) - Theta(1/"
             "lambda) log R, and eps_1 >= m k^5 r_Theta^{-1/12} (L2978) bounds log(1/eps) by log(r_Theta)/12 <= log d/"
             "48 (r_Theta << d^{1/4}, (8)); at r_Theta's polylogarithmic lower end ((8)) it is O(log log d), so "
             "log(1/xi)/log d -> 0 (or is negative): e.g. m = 1, k = 2, c = 1, lambda = 1/2, c8 = 1, r_Theta at (8)'s "
             "lower end: log(1/xi) = -8.97, -11.9, -17.1 at log d = 1e4, 1e8, 1e16 (eps > 1 there, so xi > 1); with (8)'s "
             "exponent c8 = 12: log(1/xi) = 5.0, 10.8, 16.7 at log d = 1e8, 1e12, 1e16, i.e. log(1/xi)/log d = 5e-8, "
             "1.1e-11, 1.7e-15 -> 0. '(7)' gives lambda/(m kappa) >> log d, which would need a min in "
             "(142), but then xi sits at (107)'s lower end and the first note fails. Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path="tests/test_chenli_r26_chenliB.py::test_l2990_logxi_own_path",
    no_correction_reason="No choice of the sign or of max/min in (142) makes both notes of L2990 and (107) hold with "
                         "eps as at L2984; the later use (xi <= k d^{-cm}, L3000) is in the fourth stage, where eps = "
                         "k d^{-cm} makes log(1/xi) >> log d true.",
    no_mutant_reason="a lower shape crossed by its sign or its ratio -> 0; a planted larger constant is crossed the same "
                     "way",
    auto_mutant=False,
    notes="Round 26 (helper chenliB), re-reading the definition rows L2978/L2984 (eps_1, eps of the proof of Theorem "
          "1.2). Closed form in logarithms; Theta~ constants and polylog factors 1, Theta(1/lambda) = 1/lambda.",
    domain=(Param("log d", 0.0, INF, lo_closed=False, key="L", text="log d",
                  unreached="log d in [200, 1e16] drawn and on the path (in logarithms)"),
            Param("m", 1, INF, integer=True, key="m", text="m heads", unreached="m <= 4"),),
    settings={"ci": {"max_examples": 16, "budget_s": 0.5}},
))


# ------------------------------------------------------------ L2312-L2314: 'so that C^2 << beta m r_Theta by Eq. (110)'


def _c2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = C^2/(beta m r_Theta), C = omega sqrt(m log d)/lambda^2 ((113), gamma_1 = 1), beta = m kappa/sqrt(lambda)
    ((113)'s '~' as 1), on the instances of the nu claims (omega up to (110)'s end)."""
    P = _nu_parts(inst)
    lm = math.log(int(inst["m"]))
    log_beta = lm + P["log_kappa"] - 0.5 * P["log_lam"]
    log_lhs = 2.0 * P["log_C"] - (log_beta + lm + P["log_r"])
    terms = {"log lhs": log_lhs, "log C": P["log_C"], "log beta": log_beta, "log r_Theta": P["log_r"],
             "log omega": P["log_om"], "s110": P["s110"], "s8": P["s8"], "s1": P["s1"], "s_rhi": P["s_rhi"],
             "s_om": P["s_om"], "lam_lt_1": P["lam_lt_1"]}
    return Measurement(math.exp(log_lhs), {"lam": math.exp(P["log_lam"])}, terms)


CLAIMS.append(Claim(
    id="chenli.display.eq113-c2-beta",
    catalog_id="chenli.lemma7.2",
    paper=PAPER,
    source=f"Section 7.1, {SEED_FILE} L2310-L2314 ((113) and 'so that C^2 << beta m r_Theta by Eq. (110)'; (110) L2278, "
           "(7) L439, (8) L447)",
    statement="'Define C := gamma_1 omega sqrt(m log d)/lambda^2, ..., beta ~ m kappa/sqrt(lambda) (113) [...] so that "
              "C^2 << beta m r_Theta by Eq. (110)'. Checked as a uniform shape: lhs = C^2/(beta m r_Theta) (gamma_1 "
              "and beta's constant 1) over (110), (7), (8), Assumption 1, shape 1.",
    statement_tex=r"$$C := \gamma_1 \omega \sqrt{m \log d} / \lambda^2 \quad a := \gamma_2 \omega \sqrt{\log(mkd)} "
                  r"\quad \alpha := \lambda^2 / 4 \quad \tau := (\chi + a) \|\boldsymbol{\Theta}_1\|_F \quad \beta "
                  r"\asymp \frac{m\kappa}{\sqrt{\lambda}}, \quad (113)$$",
    kind="step", comparison="<=", bound=B.c2_shape, measure=_c2_measure, strategy=_nu_instances(),
    constants="hidden", uniform=True,
    assumptions=_NU_ASSUMPTIONS[:3],
    directions=_nu_directions((150.0, 250.0, 400.0, 650.0, 1000.0, 1500.0)),
    mutants={"C^2/(beta m r_Theta) <~ lambda (one lambda too many)": B.c2_mut_lambda},
    expect="holds",
    notes="Round 26 (helper chenliB), the note after the definition row (113): C^2/(beta m r_Theta) = gamma_1^2 "
          "omega^2 log d/(lambda^{7/2} m kappa r_Theta), i.e. gamma_1^2 times the square of (110)'s ratio (<= 1/100 "
          "with (110)'s factor 10). Holds, with (110)'s '<<' chosen after gamma_1.",
    domain=_NU_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 0.5}},
))
