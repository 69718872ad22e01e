"""Round 30 (helper discChD): discovery in chenli L2740-end (Sections 8-11, Appendices A-C).

- ``chenli.display.lemmaA.9-self-bounding`` (L3425-L3431, Lemma A.9 with (149)): the lemma is printed for EVERY
  nonnegative f with Gamma(f)^2 <~ f and neighbour differences <= 1; chenli.lemmaA.9-conclusion draws only Lemma
  A.10's f = c d_T(., A)^2 on the cube. Here the configuration functions f = b + w max_{j <= k} H_j on the cube
  {+-1}^d (d = k n, H_j the number of +1's in the j-th block of n coordinates, 0 < w <= 1, shift b >= 0): Gamma(f)^2 =
  (1/2) sum_i (f(x) - f(x^[i]))_+^2 <= (w/2) f (each drop is 0 or w and at most max_j H_j coordinates drop), |f(x) -
  f(y)| <= w; exact law P[max_j H_j <= u] = F_n(u)^k. And on one slice S_{d, mu} (Lemma A.4's chain) f = b + w H, H the
  +1 count of a block of n of the d = n + n2 coordinates (hypergeometric, exact), Gamma(f)^2/f computed exactly; and
  on {+-1}^n x S_{n + n2, mu} with Corollary A.5's chain, f = b + w (H_c + H_s) (exact law by one sum in log space).
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


def a9_law_slice(n: int, n2: int, T: int, w: float, b: float, tau: float) -> dict:
    """E f, P[f <= E f - t] (t = tau E f) and max_x Gamma(f)(x)^2/f(x) for f = b + w H on the slice S_{d, mu}, d = n +
    n2, T = d (1 + mu)/2 coordinates +1, H the +1 count of the first n coordinates (hypergeometric). The slice chain
    (Lemma A.4: a uniformly random pair i < j, bits i and j swapped) changes H by at most 1; f drops (by w) for the
    H (n2 - T + H) pairs that swap a +1 of the block with a -1 outside it, so Gamma(f)^2 = d H (n2 - T + H) w^2/C(d, 2)."""
    from scipy.special import gammaln, logsumexp

    d = n + n2
    h = np.arange(max(0, T - n2), min(n, T) + 1)
    logpmf = (gammaln(n + 1.0) - gammaln(h + 1.0) - gammaln(n - h + 1.0) + gammaln(n2 + 1.0) - gammaln(T - h + 1.0)
              - gammaln(n2 - T + h + 1.0) - (gammaln(d + 1.0) - gammaln(T + 1.0) - gammaln(d - T + 1.0)))
    eh = float(np.sum(np.exp(logpmf) * h))
    ef = b + w * eh
    t = tau * ef
    thr = (ef - t - b) / w
    if ef <= 0.0:  # f = 0 (T = 0 and b = 0): the statement is P <= 1 at t = 0
        return {"Ef": 0.0, "t": 0.0, "logInvP": 0.0, "P": 1.0, "Emax": 0.0, "gamma2_over_f": 0.0}
    sel = h <= thr + 1e-12 * max(1.0, abs(thr))
    lp = min(float(logsumexp(logpmf[sel])), 0.0) if sel.any() else -math.inf
    gam2 = d * h * (n2 - T + h) * w * w / (d * (d - 1) / 2.0)
    fval = b + w * h
    ratio = float(np.max(np.where(fval > 0, gam2 / np.where(fval > 0, fval, 1.0), 0.0)))
    return {"Ef": ef, "t": t, "logInvP": -lp, "P": math.exp(lp), "Emax": eh, "gamma2_over_f": ratio}


def a9_law_product(n: int, n2: int, T: int, w: float, b: float, tau: float) -> dict:
    """f = b + w (H_c + H_s) on {+-1}^n x S_{n + n2, mu} (d_1 = n, d_2 = n + n2, d_3 = 0): H_c ~ Bin(n, 1/2) the +1
    count of the cube block, H_s the +1 count of the first n slice coordinates (hypergeometric, T ones in the slice).
    P_lambda (Corollary A.5, lambda_i = d_i/d) gives Gamma(f)^2 = (1/2) w^2 H_c + d_2 w^2 H_s (n2 - T + H_s)/C(d_2, 2),
    so Gamma(f)^2/f <= max(w/2, 2 w max_h (n2 - T + h)/(d_2 - 1)) (a ratio of sums is at most the largest ratio)."""
    from scipy.special import gammaln, logsumexp

    d2 = n + n2
    u = np.arange(n + 1)
    logpc = gammaln(n + 1.0) - gammaln(u + 1.0) - gammaln(n - u + 1.0) - n * math.log(2.0)
    logFc = np.minimum(np.logaddexp.accumulate(logpc), 0.0)
    h = np.arange(max(0, T - n2), min(n, T) + 1)
    logps = (gammaln(n + 1.0) - gammaln(h + 1.0) - gammaln(n - h + 1.0) + gammaln(n2 + 1.0) - gammaln(T - h + 1.0)
             - gammaln(n2 - T + h + 1.0) - (gammaln(d2 + 1.0) - gammaln(T + 1.0) - gammaln(d2 - T + 1.0)))
    es = float(np.sum(np.exp(logps) * h))
    ef = b + w * (n / 2.0 + es)
    t = tau * ef
    thr = (ef - t - b) / w
    ui = math.floor(thr + 1e-12 * max(1.0, abs(thr)))
    ok = h <= ui
    if not ok.any():
        lp = -math.inf
    else:
        idx = np.minimum(ui - h[ok], n)
        lp = min(float(logsumexp(logps[ok] + logFc[idx])), 0.0)
    g2 = max(w / 2.0, 2.0 * w * float(np.max(n2 - T + h)) / (d2 - 1)) if d2 > 1 else w / 2.0
    return {"Ef": ef, "t": t, "logInvP": -lp, "P": math.exp(lp), "Emax": n / 2.0 + es, "gamma2_over_f": g2}


def _a9_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    k, n, w, tau = int(inst["k"]), int(inst["n"]), float(inst["w"]), float(inst["tau"])
    b = float(inst["bfrac"]) * n
    if inst.get("family", "cube") == "slice":
        n2 = int(inst["n2"])
        T = max(1, int(round(float(inst["Tfrac"]) * (n + n2))))  # T = 0 is one point (f constant): trivial
        law = a9_law_slice(n, n2, T, w, b, tau)
        g2 = law["gamma2_over_f"]
    elif inst.get("family") == "product":
        n2 = int(inst["n2"])
        law = a9_law_product(n, n2, max(1, int(round(float(inst["Tfrac"]) * (n + n2)))), w, b, tau)
        g2 = law["gamma2_over_f"]  # an upper bound of max_x Gamma(f)^2/f here
    else:
        law = a9_law(k, n, w, b, tau)
        g2 = w / 2  # Gamma(f)^2 = (1/2) w^2 H_max at a unique maximal block, else 0
    # an empty event (or f = 0, where t = E f = 0): every constant serves (lhs 0 against log(1/P) read as 1)
    empty = math.isinf(law["logInvP"]) or law["Ef"] <= 0.0
    return Measurement(0.0 if empty else law["t"] ** 2 / law["Ef"], {"logInvP": 1.0 if empty else law["logInvP"],
                       "d": int(inst["d"]), "Ef": law["Ef"]},
                       {"P[f <= E f - t]": law["P"], "E f": law["Ef"], "E max H": law["Emax"], "t": law["t"],
                        "b": b, "gamma2_over_f (149)": g2, "neighbour_diff_bound": w})


@st.composite
def _a9_inst(draw: st.DrawFn) -> dict:
    fam = draw(st.sampled_from(["cube", "cube", "slice", "product"]))
    k = 1 if fam != "cube" else draw(with_edges(st.integers(1, 4), 1, 4))
    n = max(1, int(round(draw(with_edges(log_uniform(1.0, 3000.0), 1.0, 3000.0)))))
    n2 = max(1, int(round(n * draw(with_edges(log_uniform(0.05, 20.0), 1.0))))) if fam != "cube" else 0
    return {"family": fam, "k": k, "n": n, "n2": n2, "d": (2 * n if fam == "product" else k * n) + n2,
            "Tfrac": float(draw(with_edges(st.floats(0.0, 1.0), 0.5, 0.0, 1.0))),
            "w": float(draw(with_edges(log_uniform(1e-2, 1.0), 1.0, 1e-2))),
            "bfrac": float(draw(st.one_of(st.just(0.0), log_uniform(1e-3, 4.0)))),
            "tau": float(draw(with_edges(log_uniform(1e-2, 1.0), 1.0, 1e-2))), "seed": draw(SEEDS)}


def _mv(key: str, cast=float):
    def move(inst: dict, t: float) -> dict:
        out = {**inst, key: cast(t)}
        if out.get("family") in ("slice", "product"):  # the slice grows with its block (n2/n and T/d kept)
            out["n2"] = max(1, int(round(int(inst["n2"]) * int(out["n"]) / max(1, int(inst["n"])))))
        width = 2 if out.get("family") == "product" else int(out["k"])
        out["d"] = width * int(out["n"]) + int(out.get("n2", 0))
        return out
    return move


CLAIMS += [Claim(
    id="chenli.display.lemmaA.9-self-bounding",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Lemma A.9, Appendix A.2, {SEED_FILE} L3425-L3431 ((149) at L3427; Gamma: Definition A.6, L3399)",
    statement="Lemma A.9: 'Let f : Omega -> R be a nonnegative function such that for all x in Omega, Gamma(f)(x)^2 "
              "<~ f(x) (149) and furthermore |f(x) - f(y)| <= 1 for all y in N(x). Then for all 0 <= t <= E_pi[f], "
              "P_pi[f <= E_pi[f] - t] <= exp(-Omega(t^2/E_pi[f]))'. Checked on two families of f the lemma "
              "quantifies over: on the cube {+-1}^d (d_2 = d_3 = 0) the configuration functions f = b + w max_{j <= "
              "k} H_j (k blocks of n coordinates, H_j the block's count of +1's), and on one slice S_{d, mu} (d_1 = "
              "d_3 = 0, Lemma A.4's transposition chain, mu anywhere in [-1, 1]) f = b + w H (H the +1 count of the "
              "first n of d = n + n2 coordinates, hypergeometric), and on the product {+-1}^n x S_{n + n2, mu} (Corollary "
              "A.5's chain, lambda_i = d_i/d) f = b + w (H_c + H_s); 0 < w <= 1, b >= 0. All meet (149) (constant "
              "w/2 on the cube, the exact max_x Gamma(f)^2/f <= 2w printed on the slice, a bound <= 2w on the "
              "product) and the neighbour bound: "
              "t^2/E f <= C log(1/P[f <= E f - t]) with one C, t = tau E f.",
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
        Direction("b -> inf (shift)", "bfrac", INF, move=_mv("bfrac"), points=(10.0, 100.0, 1e3),
                  start=lambda inst: float(inst["tau"]) < 0.2),
        Direction("k blocks", "k", INF, how="search",
                  reason="k in 1..4 drawn on the cube: more blocks only raise E max and thin its lower tail"),
        Direction("slice shape", "n2", INF, how="search",
                  reason="n2/n in [0.05, 20] and T/d in [0, 1] drawn (the slice's mu over its whole range); the n "
                         "path keeps both ratios"),
    ),
    expect="holds",
    evidence="Configuration functions are self-bounding: at x the drop f(x) - f(x^[i]) is w exactly when the unique "
             "maximal block has x_i = +1, so Gamma(f)^2 = (1/2) sum_i (f(x) - f(x^[i]))_+^2 <= (w/2) f and the "
             "lower tail is sub-Gaussian with variance factor ~ w E f (Boucheron-Lugosi-Massart). k = 1, b = 0: f = "
             "w Bin(n, 1/2), t^2/E f = tau^2 w n/2 against log(1/P) ~ tau^2 n/2: ratio ~ w <= 1. On the slice the count is "
             "hypergeometric, whose lower tail is at least as thin as the binomial's (Hoeffding's sampling without "
             "replacement); n = 1000, n2 = 3000, T = 2000, tau = 0.05: t^2/E f = 1.25, log(1/P) = 3.30.",
    mutants={"log(1/P)/d": B.a9_wrong_over_d, "log(1/P)/E f": B.a9_wrong_over_mean},
    notes="r30 (discChD): widens chenli.lemmaA.9-conclusion's generator (Lemma A.10's f = c d_T^2 only) to a second "
          "family of f the lemma quantifies over, and reaches a slice block (d_2 > 0), which that claim does not draw; "
          "exact laws (no Monte Carlo).",
    domain=(Param("d", 1, INF, integer=True, text="Omega = {+-1}^{d_1} x S_{d_2,mu} x S_{d_3,nu}, d = d_1 + d_2 + d_3",
                  unreached="the cube alone, one slice alone, or a cube times one slice (d_3 = 0: a second slice "
                            "block is the same hypergeometric law again); d up to ~2e6 along the n path"),
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
