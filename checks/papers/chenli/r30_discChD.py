"""Round 30 (helper discChD): discovery in chenli L2740-end (Sections 8-11, Appendices A-C).

- ``chenli.display.lemmaA.9-max-binomials`` (L3425-L3431, Lemma A.9 with (149)): the lemma is printed for EVERY
  nonnegative f with Gamma(f)^2 <~ f and neighbour differences <= 1; chenli.lemmaA.9-conclusion draws only Lemma
  A.10's f = c d_T(., A)^2. Here the configuration functions f = b + w max_{j <= k} H_j on the cube {+-1}^d (d = k n,
  H_j the number of +1's in the j-th block of n coordinates, 0 < w <= 1, shift b >= 0): Gamma(f)^2 = (1/2) sum_i
  (f(x) - f(x^[i]))_+^2 <= (w/2) f (each drop is 0 or w and at most max_j H_j coordinates drop), |f(x) - f(y)| <= w.
  Exact law: P[max_j H_j <= u] = F_n(u)^k, so d runs to 10^5.
- ``chenli.display.factB.5-eig-lower`` / ``-eig-upper`` (L3816-L3820, Fact B.5's 'Furthermore' sentence): every
  eigenvalue of V V^T lies in [(1 - kappa m) r1^2, (1 + kappa m) r2^2]; chenli.factB.5 encodes only the determinant.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r30_discChD as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------- Lemma A.9 (L3425-L3431) on configuration functions, as printed


def a9_law(k: int, n: int, w: float, b: float, tau: float) -> dict:
    """E f and P[f <= E f - t] (t = tau E f) for f = b + w max_{j <= k} H_j, H_j ~ Bin(n, 1/2) independent."""
    from scipy.special import gammaln

    u = np.arange(n + 1)
    logpmf = gammaln(n + 1.0) - gammaln(u + 1.0) - gammaln(n - u + 1.0) - n * math.log(2.0)
    logF = np.minimum(np.logaddexp.accumulate(logpmf), 0.0)  # log P[Bin(n, 1/2) <= u], no underflow in the tail
    emax = float(np.sum(-np.expm1(k * logF[:-1])))  # sum_{u < n} P[max > u]
    ef = b + w * emax
    t = tau * ef
    thr = (ef - t - b) / w
    if thr < -1e-12:
        return {"Ef": ef, "t": t, "logInvP": math.inf, "P": 0.0, "Emax": emax}
    ui = min(n, math.floor(thr + 1e-12 * max(1.0, thr)))
    lp = k * float(logF[ui])
    return {"Ef": ef, "t": t, "logInvP": -lp, "P": math.exp(lp), "Emax": emax}


def _a9_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    k, n, w, tau = int(inst["k"]), int(inst["n"]), float(inst["w"]), float(inst["tau"])
    b = float(inst["bfrac"]) * n
    law = a9_law(k, n, w, b, tau)
    empty = math.isinf(law["logInvP"])  # the event is empty: every constant serves (lhs 0 against log(1/P) read as 1)
    return Measurement(0.0 if empty else law["t"] ** 2 / law["Ef"], {"logInvP": 1.0 if empty else law["logInvP"], "d": k * n, "Ef": law["Ef"]},
                       {"P[f <= E f - t]": law["P"], "E f": law["Ef"], "E max H": law["Emax"], "t": law["t"],
                        "b": b, "gamma2_over_f_bound (149)": w / 2, "neighbour_diff_bound": w})


@st.composite
def _a9_inst(draw: st.DrawFn) -> dict:
    k = draw(with_edges(st.integers(1, 4), 1, 4))
    n = int(round(draw(with_edges(log_uniform(1.0, 3000.0), 1.0, 3000.0))))
    return {"k": k, "n": max(1, n), "d": k * max(1, n),
            "w": float(draw(with_edges(log_uniform(1e-2, 1.0), 1.0, 1e-2))),
            "bfrac": float(draw(st.one_of(st.just(0.0), log_uniform(1e-3, 4.0)))),
            "tau": float(draw(with_edges(log_uniform(1e-2, 1.0), 1.0, 1e-2))), "seed": draw(SEEDS)}


def _mv(key: str, cast=float):
    def move(inst: dict, t: float) -> dict:
        out = {**inst, key: cast(t)}
        out["d"] = int(out["k"]) * int(out["n"])
        return out
    return move


CLAIMS += [Claim(
    id="chenli.display.lemmaA.9-max-binomials",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Lemma A.9, Appendix A.2, {SEED_FILE} L3425-L3431 ((149) at L3427; Gamma: Definition A.6, L3399)",
    statement="Lemma A.9: 'Let f : Omega -> R be a nonnegative function such that for all x in Omega, Gamma(f)(x)^2 "
              "<~ f(x) (149) and furthermore |f(x) - f(y)| <= 1 for all y in N(x). Then for all 0 <= t <= E_pi[f], "
              "P_pi[f <= E_pi[f] - t] <= exp(-Omega(t^2/E_pi[f]))'. Checked on Omega = {+-1}^d (d_2 = d_3 = 0) for "
              "the configuration functions f = b + w max_{j <= k} H_j (k blocks of n coordinates, H_j the block's "
              "count of +1's, 0 < w <= 1, b >= 0), which meet (149) with constant w/2 <= 1/2 and the neighbour "
              "bound: t^2/E f <= C log(1/P[f <= E f - t]) with one C, t = tau E f.",
    statement_tex=r"\Gamma(f)(x)^2 \lesssim f(x) \ \Rightarrow\ \mathbb{P}_\pi[f \leq \mathbb{E}_\pi[f] - t] \leq "
                  r"\exp(-\Omega(t^2 / \mathbb{E}_\pi[f]))",
    kind="deterministic", comparison="<=", bound=B.a9_log_inv_p, measure=_a9_measure,
    strategy=lambda: _a9_inst(),
    constants="hidden", uniform=True,
    directions=(
        Direction("n -> inf (d = k n)", "n", INF, move=_mv("n", lambda t: int(round(t))),
                  points=(1e3, 1e4, 3e4, 1e5), grows=("d",)),
        Direction("tau = t/E f -> 0", "tau", 0.0, move=_mv("tau"), points=(1e-1, 1e-2, 1e-3, 1e-4)),
        Direction("w -> 0 (E f -> 0 at b = 0)", "w", 0.0, move=_mv("w"), points=(1e-1, 1e-2, 1e-3, 1e-4)),
        Direction("b -> inf (shift)", "bfrac", INF, move=_mv("bfrac"), points=(10.0, 100.0, 1e3)),
        Direction("k blocks", "k", INF, how="search",
                  reason="k in 1..4 drawn: more blocks only raise E max and thin its lower tail"),
    ),
    expect="holds",
    evidence="Configuration functions are self-bounding: at x the drop f(x) - f(x^[i]) is w exactly when the unique "
             "maximal block has x_i = +1, so Gamma(f)^2 = (1/2) sum_i (f(x) - f(x^[i]))_+^2 <= (w/2) f and the "
             "lower tail is sub-Gaussian with variance factor ~ w E f (Boucheron-Lugosi-Massart). k = 1, b = 0: f = "
             "w Bin(n, 1/2), t^2/E f = tau^2 w n/2 against log(1/P) ~ tau^2 n/2: ratio ~ w <= 1.",
    mutants={"log(1/P)/d": B.a9_wrong_over_d, "log(1/P)/E f": B.a9_wrong_over_mean},
    notes="r30 (discChD): widens chenli.lemmaA.9-conclusion's generator (Lemma A.10's f = c d_T^2 only) to a second "
          "family of f the lemma quantifies over; exact law (no Monte Carlo).",
    domain=(Param("d", 1, INF, integer=True, text="Omega = {+-1}^{d_1} x S_{d_2,mu} x S_{d_3,nu}, d = d_1 + d_2 + d_3",
                  unreached="the cube block only (d_2 = d_3 = 0, an allowed case), d = k n up to 4e5 along the path; "
                            "the slice blocks are drawn by chenli.lemmaA.9-conclusion's neighbours, not here"),
            Param("w", 0.0, 1.0, lo_closed=False, text="f's scale (the neighbour bound |f(x) - f(y)| <= 1 needs w <= 1)",
                  unreached="w >= 1e-2 in the search, to 1e-4 along the path"),
            Param("tau", 0.0, 1.0, text="0 <= t <= E_pi[f], t = tau E_pi[f]",
                  unreached="tau >= 1e-2 in the search, to 1e-4 along the path; t = 0 is P <= 1")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.5, "path_starts": 1}},
)]


# ------------------------------------------- Fact B.5's eigenvalue sentence (L3816-L3820), as printed


def b5_gram(inst: dict) -> dict:
    """V = diag(norms) U with U's rows unit vectors: 'equi-' (Gram of U = (1 + c) I - c 1 1^T), 'equi+' ((1 - c) I +
    c 1 1^T), or 'gauss' (normalised Gaussian rows in R^dim); norms in [1, ratio] with both ends present (m >= 2)."""
    rng = np.random.default_rng(int(inst["seed"]))
    m, fam = int(inst["m"]), inst["family"]
    c = float(inst["cfrac"]) / m * (1.0 - 1e-9)  # at the edge kappa = 1/m up to rounding
    if fam == "gauss":
        g = rng.standard_normal((m, int(inst["dim"])))
        u = g / np.linalg.norm(g, axis=1, keepdims=True)
    else:
        sgn = -1.0 if fam == "equi-" else 1.0
        cm = (1.0 - sgn * c) * np.eye(m) + sgn * c * np.ones((m, m))
        w, q = np.linalg.eigh(cm)
        u = q @ np.diag(np.sqrt(np.clip(w, 0.0, None)))
        u = u / np.linalg.norm(u, axis=1, keepdims=True)
    norms = 1.0 + (float(inst["ratio"]) - 1.0) * rng.random(m)
    norms[0] = 1.0
    if m > 1:
        norms[1] = float(inst["ratio"])
    v = norms[:, None] * u
    gram = v @ v.T
    nv = np.linalg.norm(v, axis=1)
    corr = np.abs(gram / np.outer(nv, nv))
    np.fill_diagonal(corr, 0.0)
    eig = np.linalg.eigvalsh(gram)
    return {"kappa": float(corr.max()) if m > 1 else 0.0, "r1": float(nv.min()), "r2": float(nv.max()),
            "lmin": float(eig[0]), "lmax": float(eig[-1])}


def _b5_measure(side: str):
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        g = b5_gram(inst)
        lhs = g["lmin"] if side == "lower" else g["lmax"]
        return Measurement(lhs, {"r1": g["r1"], "r2": g["r2"], "kappa": g["kappa"], "m": int(inst["m"])},
                           {"lambda_min(VV^T)": g["lmin"], "lambda_max(VV^T)": g["lmax"], "kappa m": g["kappa"] * int(inst["m"])})
    return measure


@st.composite
def _b5_inst(draw: st.DrawFn) -> dict:
    m = draw(with_edges(st.integers(1, 8), 2, 8))
    fam = draw(st.sampled_from(["equi-", "equi+", "gauss"]))
    return {"m": m, "family": fam, "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "dim": draw(st.integers(max(m, 1), 400)),
            "ratio": float(draw(with_edges(log_uniform(1.0, 10.0), 1.0))), "seed": draw(SEEDS)}


_B5_ASSUME = (Assumption("kappa <= 1/m", "kappa <= 1/m (measured maximal coherence)",
                         lambda q: 1.0 / q["m"] - q["kappa"]),)
_B5_DOMAIN = (Param("m", 1, INF, integer=True, text="m in N",
                    unreached="m <= 8: the bound depends on the Gram matrix only, drawn at kappa m -> 1 "
                              "(equicorrelated, both signs)"),
              Param("kappa", 0.0, 1.0, text="kappa <= 1/m (the measured maximal coherence)",
                    unreached="kappa <= 1/m <= 1; kappa = 1 needs m = 1 (no pairs)"))
_B5_EV = ("Gershgorin on D V V^T D (unit diagonal, off-diagonal <= kappa) puts its eigenvalues in [1 - (m - 1) kappa, "
          "1 + (m - 1) kappa]; V V^T = D^{-1} (D V V^T D) D^{-1} with r1 <= ||v_i|| <= r2 multiplies them by at least "
          "r1^2 and at most r2^2. Equality at kappa = 0 (orthogonal rows, lambda = r1^2 and r2^2).")

for _side, _cmp, _b, _mut in (("lower", ">=", B.b5_lower, B.b5_lower_wrong), ("upper", "<=", B.b5_upper, B.b5_upper_wrong)):
    CLAIMS += [Claim(
        id=f"chenli.display.factB.5-eig-{_side}",
        catalog_id="chenli.factB.5",
        paper=PAPER,
        source=f"Fact B.5, Appendix B, {SEED_FILE} L3816-L3820 (the 'Furthermore' sentence after L3818)",
        statement="Fact B.5: 'For m in N, let kappa <= 1/m. If v_1, ..., v_m in R^d satisfy |<v_i, v_j>|/(||v_i|| "
                  "||v_j||) <= kappa for all distinct i, j, and r1 <= ||v_i|| <= r2 for all i, ... Furthermore, all "
                  "eigenvalues of V V^T lie in the interval [(1 - kappa m) r1^2, (1 + kappa m) r2^2]'. Checked: the "
                  + ("smallest eigenvalue >= (1 - kappa m) r1^2" if _side == "lower" else
                     "largest eigenvalue <= (1 + kappa m) r2^2") + " with kappa, r1, r2 the instance's tightest.",
        statement_tex=r"\text{all eigenvalues of } VV^\top \in [(1 - \kappa m) r_1^2, (1 + \kappa m) r_2^2]",
        kind="deterministic", comparison=_cmp, bound=_b, measure=_b5_measure(_side),
        strategy=lambda: _b5_inst(), assumptions=_B5_ASSUME, rtol=1e-9,
        expect="holds", evidence=_B5_EV,
        mutants={("(1 - kappa m/2) r1^2" if _side == "lower" else "(1 + kappa m/2) r2^2"): _mut},
        auto_mutant=False,
        notes="r30 (discChD): chenli.factB.5 encodes only the determinant; this is the eigenvalue sentence. The "
              "automatic 10% mutant is off (equality at kappa = 0 already; the planted mutant halves the coherence term).",
        domain=_B5_DOMAIN,
        settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
    )]
