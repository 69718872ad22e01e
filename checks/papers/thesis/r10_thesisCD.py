"""thesis, Appendices C and D (round 10, helper thesisCD): proof displays of Lemma C.4.4 encoded as printed
(``kind="step"``).

- (C.175) L6080-L6083 (proof of Lemma C.4.4, App. C.4.6): B >= ||Sigma_l^{-1}||^{-1}/(eta tau^K kappa^2) rho(W*^T
  mu_l/(||Sigma_l^{-1}||^{-1/2} delta_K), ||Sigma_l^{-1}||^{-1/2} delta_K) ||c||^2 fails (erratum): rho's
  (u_j^2 + 1)(beta_0(i) - alpha_0(i)^2) terms exceed the variance beta_0 - alpha_0^2 that B actually has along c
  in span(U_perp); measured on isotropic Sigma_l (where (C.175)'s first line is exact) with mu_l in span(W*)
  (Property 1).
- (C.176) L6087 and (C.177) L6091 (the per-component and the mixture minimum over ||a|| = 1, same proof): fail at
  the same instances (a in span(U_perp), so A = C = 0); errata without a correction (the A part rests on Lemma C.4.1,
  itself an erratum).
- L7353 (proof of Lemma D.2.10 (1), App. D.2): the second layer's pre-activation change bounded through node 1's
  ||z_{1,0}||, ||z_{1,2}|| for every node n fails as printed (erratum as printed): W' orthogonal to a~_1 X~ leaves
  z_{1,2} at W^rho's size while n's neighbours carry tau_w m1^{1/4}; holds with the maxima over the nodes.
- L7351 (same proof): the V^rho term through node 1's rows fails as printed on a clique with node 1 joined to
  M^{1/3} of it (node 1's row sum ~ M^{-1/3}); holds with the maxima over the nodes.
- (C.28) L5309 (proof of Property 3 (5), App. C.2): rho > C_s(W*^T u)/2 for small sigma, C_s of Property 3 (3),
  holds; (C.27) L5305 names the same limit C_s(u) (erratum as printed: it is C_s(W*^T u)).

Bounds in ``thmcheck.bounds.thesis.r10_thesisCD``; second paths in ``tests/test_thesis_r10_thesisCD.py``.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch4 as B4
from thmcheck.bounds.thesis import r10_thesisCD as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r9_thesisCD import _tau_sigma
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r10_thesisCD.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ======================================== (C.175) L6080-L6083, proof of Lemma C.4.4: B's lower bound through rho


@st.composite
def _c175_instances(draw: st.DrawFn) -> dict:
    """K in {2, 3}, d = K + 1 (d - K >= 1 so that U_perp and c exist); W* orthonormal-columns or Gaussian (seed),
    scaled so that sigma delta_1(W*) = smax in [0.05, 3] (quadrature range); Sigma_l = sigma^2 I, sigma in [0.1, 3];
    mu_l in span(W*) (Property 1) with u = W*^T mu_l / (sigma delta_K) all-equal (m, ..., m) or m times a Gaussian
    direction, m in [0, 3] (the values 1, 2, 3 proposed)."""
    K = draw(st.integers(2, 3))
    return {
        "K": K,
        "seed": draw(SEEDS),
        "kind": draw(st.sampled_from(["orthonormal", "gaussian"])),
        "smax": draw(log_uniform(0.05, 3.0)),
        "sigma": draw(log_uniform(0.1, 3.0)),
        "ukind": draw(st.sampled_from(["equal", "gaussian"])),
        "m": draw(st.one_of(st.sampled_from([3.0, 2.0, 1.0]), st.floats(0.0, 3.0))),
    }


def _c175_setup(inst: dict) -> dict:
    K = int(inst["K"])
    d = K + 1
    rng = np.random.default_rng(int(inst["seed"]))
    if inst["kind"] == "orthonormal":
        W = np.linalg.qr(rng.standard_normal((d, d)))[0][:, :K]
    else:
        W = rng.standard_normal((d, K))
    sig = float(inst["sigma"])
    sv = np.linalg.svd(W, compute_uv=False)
    W = W * (float(inst["smax"]) / (sig * sv[0]))
    sv = np.linalg.svd(W, compute_uv=False)
    dK = float(sv[-1])
    if inst["ukind"] == "equal":
        u = np.full(K, float(inst["m"]))
    else:
        g = rng.standard_normal(K)
        u = float(inst["m"]) * g / max(float(np.linalg.norm(g)), 1e-12)
    mu = W @ np.linalg.solve(W.T @ W, u * sig * dK)  # in span(W*), W*^T mu = u sigma delta_K
    return {"W": W, "sig": sig, "sv": sv, "dK": dK, "u": u, "mu": mu, "K": K}


def _phi_gram(W: np.ndarray, mu: np.ndarray, sig: float, n: int) -> np.ndarray:
    """E_{x ~ N(mu, sig^2 I)}[phi'(W^T x) phi'(W^T x)^T] by a tensor Gauss-Hermite rule with n nodes per axis in the
    whitened coordinates of z = W^T x ~ N(W^T mu, sig^2 W^T W)."""
    K = W.shape[1]
    gx, gw = np.polynomial.hermite_e.hermegauss(n)
    gw = gw / gw.sum()
    idx = np.indices((n,) * K).reshape(K, -1).T
    Z = (W.T @ mu)[None, :] + gx[idx] @ np.linalg.cholesky(sig**2 * (W.T @ W)).T
    w = np.prod(gw[idx], axis=1)
    p = 1.0 / (1.0 + np.exp(-Z))
    P = p * (1.0 - p)
    return (P * w[:, None]).T @ P


def _c175_domain(sigma_text: str) -> tuple[Param, ...]:
    """The printed domain of (C.175) and (C.176) (the same instances); ``sigma_text`` says how each reads Sigma_l."""
    return (
        Param(
            "K",
            2,
            INF,
            integer=True,
            text="K >= 2 (rho's min over i != j needs two coordinates)",
            far=3,
            unreached="K in {2, 3}, d = K + 1 (tensor quadrature in K dimensions)",
        ),
        Param(
            "sigma",
            0,
            INF,
            lo_closed=False,
            text=sigma_text,
            far=3.0,
            unreached="sigma in [0.1, 3]; isotropic Sigma_l only (a non-isotropic one breaks (C.175)'s first "
            "line itself, thesis.ch4.eqC.171)",
        ),
        Param(
            "smax",
            0,
            INF,
            lo_closed=False,
            text="sigma delta_1(W*)",
            far=3.0,
            unreached="sigma delta_1(W*) in [0.05, 3] (Gauss-Hermite resolution of phi')",
        ),
        Param(
            "m",
            0,
            INF,
            text="||u||, u = W*^T mu_l/(sigma delta_K), mu_l in span(W*)",
            far=3.0,
            unreached="|u| components <= 3",
        ),
    )


def _c175_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min over ||c|| = 1 of B = E[(sum_i c_i^T U_perp^T x phi'(w_i*^T x))^2]. For Sigma_l = sigma^2 I and U_perp^T
    mu_l = 0, s = U_perp^T x ~ N(0, sigma^2 I) is independent of W*^T x, so B = sigma^2 c^T E[phi' phi'^T] c (c_i
    scalars, d - K = 1) and the minimum is sigma^2 lambda_min(E[phi' phi'^T]); the expectation by Gauss-Hermite with
    120 and 160 (K = 2) or 60 and 80 (K = 3)
    nodes per axis (they must agree to 1e-4 relative, inside the claim's rtol 1e-3, else SolverFailure)."""
    s = _c175_setup(inst)
    W, sig, sv, dK, u, K = s["W"], s["sig"], s["sv"], s["dK"], s["u"], s["K"]
    vals = []
    for n in (120, 160) if K == 2 else (60, 80):
        vals.append(sig**2 * float(np.linalg.eigvalsh(_phi_gram(W, s["mu"], sig, n))[0]))
    if abs(vals[0] - vals[1]) > 1e-4 * abs(vals[1]) + 1e-300:
        raise SolverFailure(f"Gauss-Hermite lambda_min disagrees between node counts: {vals}")
    kappa = float(sv[0] / sv[-1])
    eta = float(np.prod(sv / sv[-1]))
    tau = 1.0  # sigma_max / sigma_min for one isotropic component
    pre = sig**2 / (eta * tau**K * kappa**2)  # ||Sigma_l^{-1}||^{-1} = sigma^2
    rho = float(B4.rho(u, sig * dK))
    return Measurement(
        vals[1],
        {"pre": pre, "rho": rho, "umax2": float(np.max(u**2)), "eta": eta, "kappa": kappa},
        {"u": u.tolist(), "sigma delta_K": sig * dK, "K": K},
    )


CLAIMS.append(
    Claim(
        id="thesis.ch4.eqC.175",
        paper=PAPER,
        kind="step",
        comparison=">=",
        source=_src(
            "(C.175), proof of Lemma C.4.4, App. C.4.6 ('Similarly, we extend the derivation in Page 37 of [71] "
            "... to a general Gaussian distribution')",
            "L6080-L6083",
        ),
        statement="(C.175): for x ~ N(mu_l, Sigma_l), U_perp^T mu_l = 0 (Property 1), t = sum_i phi'(w_i*^T x) c_i: B = "
        "E[(sum_i c_i^T U_perp^T x phi'(w_i*^T x))^2] = sum_k (U_perp)_{ik}^2 sigma_lk^2 E[||t||^2] >= "
        "||Sigma_l^{-1}||^{-1}/(eta tau^K kappa^2) rho(W*^T mu_l/(||Sigma_l^{-1}||^{-1/2} delta_K(W*)), "
        "||Sigma_l^{-1}||^{-1/2} delta_K(W*)) ||c||^2, phi the sigmoid.",
        statement_tex=r"B = \sum_{k=1}^d (\mathbf{U}_\perp)_{ik}^2 \sigma_{lk}^2 \mathbb{E}_{\mathbf{x} \sim \mathcal{N}"
        r"(\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l)} [\|\mathbf{t}\|^2] \geq \frac{\|\boldsymbol{\Sigma}_l"
        r"^{-1}\|^{-1}}{\eta \tau^K \kappa^2} \rho \left( \frac{\mathbf{W}^{*\top} \boldsymbol{\mu}_l}{\|"
        r"\boldsymbol{\Sigma}_l^{-1}\|^{-\frac{1}{2}} \delta_K(\mathbf{W}^*)}, \|\boldsymbol{\Sigma}_l^{-1}"
        r"\|^{-\frac{1}{2}} \delta_K(\mathbf{W}^*) \right) \|\mathbf{c}\|^2",
        bound=B.eqC175_printed,
        measure=_c175_measure,
        strategy=_c175_instances(),
        expect="erratum",
        rtol=1e-3,
        atol=1e-14,
        domain=_c175_domain("Sigma_l = sigma^2 I (isotropic: the printed first line is exact there)"),
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/thesis.md, auditors A, C): confirmed. Violated: d = 3, K = 2, W* = s (e_1, e_2) (kappa = eta = tau = 1), Sigma_l = I, mu_l = (1, 1, 0) "
        "(in span(W*): Property 1; u = W*^T mu_l/(sigma delta_K) = (1, 1)), c = (1, -1)/sqrt(2): B = E[(phi'(s g_1) - phi'(s g_2))^2]/2 "
        "= beta_0 - alpha_0^2 (g_i ~ N(1, 1) independent) while rho(u, s) = (u_2^2 + 1)(beta_0 - alpha_0^2) = "
        "2 (beta_0 - alpha_0^2) for s <= 0.5 (the beta_2 terms are larger): ratio 2 (s = 0.1: B = 2.2726e-6 "
        "vs 4.5453e-6); u = (3, 3): ratio 10. The factor (u_j^2 + 1) in rho (Definition C.2.2, L5151) belongs "
        "to the A part's directions, not to B's (s = U_perp^T x has variance sigma^2 whatever mu_l is). Every "
        "hypothesis holds: Sigma_l isotropic so (C.175)'s first line (and (C.171)) are exact, mu_l in "
        "span(W*), K = 2 <= d, tau = 1 = Theta(1), eps_0 and r do not enter (C.175). Lemma C.4.4 "
        "(thesis.ch4.lemmaC.4.4) and Lemma C.4.1 (thesis.ch4.lemmaC.4.1) keep their own (erratum) verdicts; "
        "C.4.1's failure is also at means with two nonzero coordinates (not checked to be the same root).",
        corrected=B.eqC175_corrected,
        corrected_text="B >= ||Sigma_l^{-1}||^{-1}/(eta tau^K kappa^2) rho(u, sigma delta_K)/(1 + max_j u_j^2) ||c||^2, "
        "u = W*^T mu_l/(||Sigma_l^{-1}||^{-1/2} delta_K) (for orthogonal W*: rho/(1 + max_j u_j^2) <= "
        "min_i (beta_0(i) - alpha_0(i)^2) <= lambda_min(E[phi' phi'^T]); searched for general W* and "
        "isotropic Sigma_l = sigma^2 I)",
        mutants={
            "corrected side with 1 + max_j |u_j| (wrong power of the mean)": B.eqC175_mut_corr_sq,
            "corrected side doubled": B.eqC175_mut_double,
        },
        auto_mutant=False,
        second_path=SP + "test_c175_b_below_rho",
        notes="c taken as the worst unit vector (the minimising eigenvector), so the check is 'for every c'. (U_perp)_{ik}"
        " read as (U_perp)_{ki}; with sigma_lk = sigma every reading of the free index gives sigma^2.",
        settings={"ci": {"max_examples": 12, "budget_s": 10.0}},
    )
)


# ============================ (C.176) L6087, proof of Lemma C.4.4: the per-component minimum over ||a|| = 1


def _full_gram(W: np.ndarray, mu: np.ndarray, sig: float, n: int) -> np.ndarray:
    """M = E_{x ~ N(mu, sig^2 I)}[v v^T], v = (phi'(w_1^T x) x, ..., phi'(w_K^T x) x) in R^{dK}, so that a^T M a =
    E[(sum_i a_i^T x phi'(w_i^T x))^2]. With mu in span(U) (U from W's QR), x = U z + U_perp s, z ~ N(U^T mu, sig^2
    I_K) and s ~ N(0, sig^2 I_{d-K}) independent: M = E[phi'_i phi'_j U z z^T U^T]_{ij} + sig^2 E[phi'_i phi'_j]
    U_perp U_perp^T (the cross terms have E[s] = 0); z by a tensor Gauss-Hermite rule with n nodes per axis."""
    d, K = W.shape
    Q = np.linalg.qr(np.concatenate([W, np.eye(d)], 1))[0]
    U, Up = Q[:, :K], Q[:, K:d]
    gx, gw = np.polynomial.hermite_e.hermegauss(n)
    gw = gw / gw.sum()
    idx = np.indices((n,) * K).reshape(K, -1).T
    Z = (U.T @ mu)[None, :] + sig * gx[idx]
    w = np.prod(gw[idx], axis=1)
    p = 1.0 / (1.0 + np.exp(-(Z @ (U.T @ W))))
    P = p * (1.0 - p)  # phi'(w_i^T x), shape (N, K)
    X = Z @ U.T  # U z, shape (N, d)
    V = (P[:, :, None] * X[:, None, :]).reshape(len(w), K * d)
    G = (P * w[:, None]).T @ P
    return (V * w[:, None]).T @ V + sig**2 * np.kron(G, Up @ Up.T)


def _c176_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min_{||a|| = 1} E_{N(mu_l, sigma^2 I)}[(sum_i a_i^T x phi'(w_i*^T x))^2] = lambda_min(M) (``_full_gram``),
    Gauss-Hermite with 120 and 160 (K = 2) or 60 and 80 (K = 3) nodes per axis (agreement to 1e-4 relative,
    inside the claim's rtol 1e-3, else SolverFailure)."""
    s = _c175_setup(inst)
    W, sig, sv, dK, u, K = s["W"], s["sig"], s["sv"], s["dK"], s["u"], s["K"]
    vals = [
        float(np.linalg.eigvalsh(_full_gram(W, s["mu"], sig, n))[0])
        for n in ((120, 160) if K == 2 else (60, 80))
    ]
    if abs(vals[0] - vals[1]) > 1e-4 * abs(vals[1]) + 1e-300:
        raise SolverFailure(f"Gauss-Hermite lambda_min disagrees between node counts: {vals}")
    kappa = float(sv[0] / sv[-1])
    eta = float(np.prod(sv / sv[-1]))
    pre = sig**2 / (eta * kappa**2)  # ||Sigma_l^{-1}||^{-1} / (eta tau^K kappa^2), tau = 1
    rho = float(B4.rho(u, sig * dK))
    return Measurement(
        vals[1],
        {"pre": pre, "rho": rho, "umax2": float(np.max(u**2))},
        {"u": u.tolist(), "sigma delta_K": sig * dK, "K": K, "eta": eta, "kappa": kappa},
    )


CLAIMS.append(
    Claim(
        id="thesis.ch4.eqC.176",
        paper=PAPER,
        kind="step",
        comparison=">=",
        source=_src(
            "(C.176), proof of Lemma C.4.4, App. C.4.6 ('Combining (C.168) - (C.171), (C.174) and (C.175)')",
            "L6087",
        ),
        statement="(C.176): min_{||a||=1} E_{x ~ N(mu_l, Sigma_l)}[(sum_i a_i^T x phi'(w_i*^T x))^2] >= "
        "||Sigma_l^{-1}||^{-1}/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K(W*) ||Sigma_l^{-1}||^{-1/2}), "
        "delta_K(W*) ||Sigma_l^{-1}||^{-1/2}), phi the sigmoid, mu_l in span(W*) (Property 1).",
        statement_tex=r"\min_{\|\boldsymbol{a}\|=1} \mathbb{E}_{\boldsymbol{x} \sim \mathcal{N}(\boldsymbol{\mu}_l, "
        r"\boldsymbol{\Sigma}_l)} \left[ \left( \sum_{i=1}^k \boldsymbol{a}_i^\top \boldsymbol{x} \cdot \phi'"
        r"(\boldsymbol{w}_i^{*\top} \boldsymbol{x}) \right)^2 \right] \geq \frac{\|\boldsymbol{\Sigma}_l^{-1}"
        r"\|^{-1}}{\eta \tau^K \kappa^2} \rho \left( \frac{\boldsymbol{W}^{*\top} \boldsymbol{\mu}_l}{\delta_"
        r"K(\boldsymbol{W}^*) \|\boldsymbol{\Sigma}_l^{-1}\|^{-\frac{1}{2}}}, \delta_K(\boldsymbol{W}^*) \|"
        r"\boldsymbol{\Sigma}_l^{-1}\|^{-\frac{1}{2}} \right)",
        bound=B.eqC175_printed,
        measure=_c176_measure,
        strategy=_c175_instances(),
        expect="erratum",
        rtol=1e-3,
        atol=1e-14,
        domain=_c175_domain("Sigma_l = sigma^2 I"),
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/thesis.md, auditors A, C): confirmed. Violated: the instance of thesis.ch4.eqC.175 (d = 3, K = 2, W* = s (e_1, e_2), Sigma_l = I, mu_l = "
        "(1, 1, 0), u = (1, 1)) with a = (e_3, -e_3)/sqrt(2) (b = 0, so A = C = 0 and the quantity is B at c = "
        "(1, -1)/sqrt(2)): the minimum is at most beta_0 - alpha_0^2 while the printed side is rho(u, s) = 2 "
        "(beta_0 - alpha_0^2) for s <= 0.5 (s = 0.1: 2.27e-6 vs 4.55e-6); u = (3, 3): ratio 10. Inherits "
        "(C.175)'s erratum (its B step); all hypotheses met as there (Property 1, K <= d, tau = 1). Lemma C.4.4 "
        "(thesis.ch4.lemmaC.4.4) keeps its own erratum verdict.",
        no_correction_reason="the A part rests on Lemma C.4.1, itself an erratum with no known corrected rho "
        "(thesis.ch4.lemmaC.4.1); (C.175)'s corrected side covers only the B part",
        mutants={"printed side doubled": B.eqC175_mut_double_printed},
        auto_mutant=False,
        second_path=SP + "test_c176_min_below_rho",
        notes="lambda_min of the full dK x dK second-moment matrix (b and c parts together), not only its U_perp block.",
        settings={"ci": {"max_examples": 6, "budget_s": 10.0}},
    )
)


# ================================= (C.177) L6091, proof of Lemma C.4.4: the Gaussian-mixture minimum over ||a|| = 1


@st.composite
def _c177_instances(draw: st.DrawFn) -> dict:
    """(C.175)'s instances plus a second isotropic component (L = 2, the data model's L >= 2): mu_2 = -mu_1 (the
    symmetric mixture) or mu_2 with its own u (m times a Gaussian direction), sigma_2 = r sigma_1 with r in [0.3, 1]
    (r = 1 proposed; tau = 1/r), lambda_1 in [0.05, 0.95] (1/2 proposed)."""
    base = draw(_c175_instances())
    base["mix"] = draw(st.sampled_from(["symmetric", "free"]))
    base["r"] = draw(st.one_of(st.just(1.0), st.floats(0.3, 1.0)))
    base["lam"] = draw(st.one_of(st.just(0.5), st.floats(0.05, 0.95)))
    base["m2"] = draw(st.floats(0.0, 3.0))
    return base


def _c177_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min_{||a|| = 1} E_{x ~ lambda_1 N(mu_1, s_1^2 I) + lambda_2 N(mu_2, s_2^2 I)}[(sum_i a_i^T x phi'(w_i*^T x))^2]
    = lambda_min(lambda_1 M_1 + lambda_2 M_2), M_l by ``_full_gram`` (node agreement as in (C.176)); the printed
    right side sum_l lambda_l ||Sigma_l^{-1}||^{-1}/(eta tau^K kappa^2) rho(u_l, s_l delta_K), tau = s_max/s_min."""
    s = _c175_setup(inst)
    W, sig, sv, dK, K = s["W"], s["sig"], s["sv"], s["dK"], s["K"]
    s2 = sig * float(inst["r"])
    if inst["mix"] == "symmetric":
        mu2 = -s["mu"]
    else:
        g = np.random.default_rng(int(inst["seed"]) + 7).standard_normal(K)
        u2t = float(inst["m2"]) * g / max(float(np.linalg.norm(g)), 1e-12)
        mu2 = W @ np.linalg.solve(W.T @ W, u2t * s2 * dK)
    lam = np.array([float(inst["lam"]), 1.0 - float(inst["lam"])])
    comps = [(s["mu"], sig), (mu2, s2)]
    vals = []
    for n in (120, 160) if K == 2 else (60, 80):
        M = sum(lam[i] * _full_gram(W, comps[i][0], comps[i][1], n) for i in range(2))
        vals.append(float(np.linalg.eigvalsh(M)[0]))
    if abs(vals[0] - vals[1]) > 1e-4 * abs(vals[1]) + 1e-300:
        raise SolverFailure(f"Gauss-Hermite lambda_min disagrees between node counts: {vals}")
    kappa = float(sv[0] / sv[-1])
    eta = float(np.prod(sv / sv[-1]))
    tau = max(sig, s2) / min(sig, s2)
    terms = [
        lam[i] * sl**2 / (eta * tau**K * kappa**2) * float(B4.rho(W.T @ ml / (sl * dK), sl * dK))
        for i, (ml, sl) in enumerate(comps)
    ]
    return Measurement(vals[1], {"rhs": float(sum(terms))}, {"K": K, "tau": tau, "eta": eta, "kappa": kappa})


CLAIMS.append(
    Claim(
        id="thesis.ch4.eqC.177",
        paper=PAPER,
        kind="step",
        comparison=">=",
        source=_src("(C.177), proof of Lemma C.4.4, App. C.4.6 ('For the Gaussian Mixture Model')", "L6091"),
        statement="(C.177): min_{||a||=1} E_{x ~ sum_l lambda_l N(mu_l, Sigma_l)}[(sum_i a_i^T x phi'(w_i*^T x))^2] >= "
        "sum_l lambda_l ||Sigma_l^{-1}||^{-1}/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K(W*) "
        "||Sigma_l^{-1}||^{-1/2}), delta_K(W*) ||Sigma_l^{-1}||^{-1/2}), tau = sigma_max/sigma_min.",
        statement_tex=r"\min_{\|\boldsymbol{a}\|=1} \mathbb{E}_{\boldsymbol{x} \sim \sum_{l=1}^L \lambda_l \mathcal{N}"
        r"(\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l)} \left[ \left( \sum_{i=1}^k \boldsymbol{a}_i^\top "
        r"\boldsymbol{x} \cdot \phi'(\boldsymbol{w}_i^{*\top} \boldsymbol{x}) \right)^2 \right] \geq "
        r"\sum_{l=1}^L \lambda_l \frac{\|\boldsymbol{\Sigma}_l^{-1}\|^{-1}}{\eta \tau^K \kappa^2} \rho "
        r"\left( \frac{\boldsymbol{W}^{*\top} \boldsymbol{\mu}_l}{\delta_K(\boldsymbol{W}^*) \|\boldsymbol"
        r"{\Sigma}_l^{-1}\|^{-\frac{1}{2}}}, \delta_K(\boldsymbol{W}^*) \|\boldsymbol{\Sigma}_l^{-1}\|^{-"
        r"\frac{1}{2}} \right)",
        bound=B.eqC177_printed,
        measure=_c177_measure,
        strategy=_c177_instances(),
        expect="erratum",
        rtol=1e-3,
        atol=1e-14,
        domain=(
            Param(
                "K",
                2,
                INF,
                integer=True,
                text="K >= 2",
                far=3,
                unreached="K in {2, 3}, d = K + 1 (tensor quadrature in K dimensions)",
            ),
            Param(
                "L",
                2,
                INF,
                integer=True,
                text="L >= 2 (data model)",
                far=2,
                unreached="L = 2 (the failure is per component; more components only add terms)",
            ),
            Param(
                "r",
                0,
                1,
                lo_closed=False,
                text="sigma_2/sigma_1 (tau = 1/r)",
                far=0.3,
                unreached="r in [0.3, 1]",
            ),
            Param(
                "smax",
                0,
                INF,
                lo_closed=False,
                text="sigma_1 delta_1(W*)",
                far=3.0,
                unreached="sigma_1 delta_1(W*) in [0.05, 3] (Gauss-Hermite resolution of phi')",
            ),
        ),
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/thesis.md, auditors A, C): confirmed. Violated: the symmetric mixture lambda = (1/2, 1/2), mu_{1,2} = +-(1, 1, 0), Sigma_l = I, d = 3, K = 2, "
        "W* = s (e_1, e_2) (tau = kappa = eta = 1, mu_l in span(W*)): phi' is even, so both components give "
        "the same c-block E[phi' phi'^T] and rho(+-u, s) is the same; at a = (e_3, -e_3)/sqrt(2) the quantity is "
        "beta_0 - alpha_0^2 while the right side is rho = 2 (beta_0 - alpha_0^2) for s <= 0.5 (s = 0.1: "
        "2.27e-6 vs 4.55e-6). Inherits (C.175)/(C.176)'s erratum; a symmetric GMM is the thesis's own case "
        "(Q_2 = 0, (C.4)).",
        no_correction_reason="as for thesis.ch4.eqC.176: the A part rests on Lemma C.4.1 (erratum, no corrected rho)",
        mutants={"right side doubled": B.eqC177_mut_double},
        auto_mutant=False,
        second_path=SP + "test_c177_symmetric_mixture_below_rho",
        notes="lambda_min of the mixture's full dK x dK second-moment matrix.",
        settings={"ci": {"max_examples": 6, "budget_s": 10.0}},
    )
)


# ================================ L7353, proof of Lemma D.2.10 (1): the second layer's sign change bounded by node 1


@st.composite
def _l7353_instances(draw: st.DrawFn) -> dict:
    """A graph with node 1 and a node n (``pair``: two isolated nodes, n = 2; ``path3``: the path 1 - 2 - 3, n = 3),
    unit feature rows in R^d (d in 2..4, drawn from the seed), m1 in [2, 1e5], m2 in [1, 1e6], tau_w, sigma_w at
    drawn log-positions in Lemma D.2.10's joint range (L7299), tau_v log-uniform on [1e-8, 1] (printed (0, 1])."""
    m1 = int(draw(st.one_of(st.integers(2, 64), log_uniform(2.0, 1e5).map(round))))
    return {"graph": draw(st.sampled_from(["pair", "path3"])), "d": draw(st.integers(2, 4)), "m1": m1,
            "m2": float(draw(st.one_of(st.integers(1, 64).map(float), log_uniform(1.0, 1e6)))),
            "a": draw(st.floats(0.0, 1.0)), "b": draw(st.floats(0.0, 1.0)), "tv": draw(log_uniform(1e-8, 1.0)),
            "seed": draw(SEEDS)}


def _l7353_graph(graph: str) -> tuple[np.ndarray, int]:
    """A = D^{-1/2}(adjacency + I)D^{-1/2} (self-connections, Section 5.2) and node n's index (node 1 is index 0)."""
    if graph == "pair":
        return np.eye(2), 1
    adj = np.array([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 1.0]])
    dg = adj.sum(1) ** -0.5
    return dg[:, None] * adj * dg[None, :], 2


def _l7353_measure(inst: dict, ctx: Ctx) -> Measurement:
    """W~^(0) ~ N(0, 1/m1) ((d+1) x m1, the bias row B_1's beta), W~^rho ~ N(0, sigma_w^2), X~ = (X, 1); V' = 0
    (||V'||_F <= tau_v allowed) and W' = c u 1^T with u a unit vector of R^d orthogonal to a~_1 X (zero on the bias
    row) and c = tau_w m1^{-1/4}, so ||W'||_{2,4} = tau_w and a~_1 X~ W' = 0. z_{k,0}, z_{k,2} as L7345 defines them
    (D = 1[pre-activation >= 0]); left side ||a~_n Z_2 V^(0)||_2 = ||a~_n Z_2|| ||g||/sqrt(m2), g ~ N(0, I_{m2})
    (exact in law: a~_n Z_2 does not depend on V^(0))."""
    m1 = int(inst["m1"])
    if m1 > 200_000:
        raise SolverFailure("m1 above the 2e5 cap of this measurement")
    tw, sw = _tau_sigma(float(m1), float(inst["a"]), float(inst["b"]))
    A, n = _l7353_graph(str(inst["graph"]))
    N, d = A.shape[0], int(inst["d"])
    rng = np.random.default_rng(int(inst["seed"]))
    X = rng.standard_normal((N, d))
    X /= np.linalg.norm(X, axis=1, keepdims=True)
    a1X = A[0] @ X
    u = rng.standard_normal(d)
    u -= (u @ a1X) / (a1X @ a1X) * a1X
    u /= np.linalg.norm(u)
    Xt = np.concatenate([X, np.ones((N, 1))], 1)
    W0 = rng.standard_normal((d + 1, m1)) / np.sqrt(m1)
    Wr = rng.standard_normal((d + 1, m1)) * sw
    Wp = np.zeros((d + 1, m1))
    Wp[:d, :] = (tw * m1**-0.25) * u[:, None]
    P = A @ Xt  # rows a~_k X~
    pre0 = P @ W0
    pre2 = P @ (W0 + Wr + Wp)
    Z0 = pre0 * (pre0 >= 0.0)
    Z2 = pre2 * (pre2 >= 0.0) - Z0
    m2 = float(inst["m2"])
    lhs = float(np.linalg.norm(A[n] @ Z2)) * float(np.sqrt(rng.chisquare(m2) / m2))
    z0 = np.linalg.norm(Z0, axis=1)
    z2 = np.linalg.norm(Z2, axis=1)
    ainf = float(np.abs(A).sum(1).max())
    return Measurement(lhs, {"ainf": ainf, "tv": float(inst["tv"]), "z10": float(z0[0]), "z12": float(z2[0]),
                             "zmax0": float(z0.max()), "zmax2": float(z2.max())},
                       {"tau_w": tw, "sigma_w": sw, "|a~_n X u|": float(abs(A[n] @ X @ u)), "n": n + 1})


def _l7353_move_m1(inst: dict, t: float) -> dict:
    """m1 = t, tau_w = m1^{-1/2} (a = 1), sigma_w = m1^{-3/2} (b = 0), tau_v = 1/m1: the left side ~ tau_w m1^{1/4}
    = m1^{-1/4}, node 1's right side ~ m1^{-1}; m2 = 1e6 (||g||/sqrt(m2) within 1e-2 of 1)."""
    return {**inst, "m1": int(round(t)), "a": 1.0, "b": 0.0, "tv": 1.0 / float(t), "m2": 1e6}


def _l7353_move_m2(inst: dict, t: float) -> dict:
    return {**inst, "m2": float(t)}


CLAIMS.append(
    Claim(
        id="thesis.ch5.lemmaD.2.10-L7353",
        paper=PAPER,
        kind="step",
        comparison="<=",
        source=_src(
            "L7353, proof of Lemma D.2.10 (1), App. D.2 (z_{n,0}, z_{n,2} of L7345, Z_0, Z_2 of L7349; the "
            "hypotheses of L7299)",
            "L7353",
        ),
        statement="L7353: ||a~_n (Z_0 + Z_2) V' + a~_n Z_2 V^(0)||_2 <= O~(||A||_inf ((||z_{1,0}|| + ||z_{1,2}||) "
        "tau_v + ||z_{1,2}||)) w.h.p. for every node n and every W', V' with ||W'||_{2,4} <= tau_w, ||V'||_F <= "
        "tau_v (Lemma D.2.10's tau_w, sigma_w, tau_v); checked with one constant uniform over m1, m2, tau_w, "
        "sigma_w, tau_v and the graph.",
        statement_tex=r"\|\tilde{\mathbf{a}}_n (\mathbf{Z}_0 + \mathbf{Z}_2) \mathbf{V}' + \tilde{\mathbf{a}}_n "
        r"\mathbf{Z}_2 \mathbf{V}^{(0)}\|_2 \leq \tilde{O}(\|\mathbf{A}\|_\infty ((\|\mathbf{z}_{1,0}\| + "
        r"\|\mathbf{z}_{1,2}\|) \tau_v + \|\mathbf{z}_{1,2}\|))",
        bound=B.l7353_shape,
        measure=_l7353_measure,
        strategy=_l7353_instances(),
        constants="hidden",
        uniform=True,
        expect="erratum as printed",
        rtol=1e-9,
        atol=0.0,
        readings=(
            Reading("node 1 read as the largest row", "||z_{1,0}||, ||z_{1,2}|| read as max_k ||z_{k,0}||, max_k "
                    "||z_{k,2}|| (the proof's 'Combining ||z_{1,0}|| <= O~(||A||_inf)' then (D.80) apply to every "
                    "row)", bound=B.l7353_corrected),
        ),
        directions=(
            Direction("m1 -> inf, tau_w = m1^{-1/2}, sigma_w = m1^{-3/2}, tau_v = 1/m1, m2 = 1e6", "m1", INF,
                      how="path", move=_l7353_move_m1, points=(1e2, 3e2, 1e3, 3e3, 1e4, 3e4, 1e5),
                      reason="node n's W' term a~_n X~ W' ~ tau_w m1^{1/4} while node 1's z_{1,2} (W' orthogonal "
                      "to a~_1 X~) carries only W^rho's sigma_w m1^{1/2}: ratio ~ m1^{3/4}"),
            Direction("m2 -> inf", "m2", INF, how="path", move=_l7353_move_m2, points=(1.0, 1e2, 1e4, 1e6),
                      reason="the second layer's width (||g||/sqrt(m2) -> 1)"),
            Direction("tau_v, the feature dimension d (searched)", "tv", 0.0, how="search",
                      reason="tau_v drawn log-uniform over [1e-8, 1]; the m1 path sends it to 0 with 1/m1"),
            Direction("tau_w (searched)", "a", 1.0, how="search", reason="tau_w's log-position over its joint range"),
            Direction("sigma_w (searched)", "b", 1.0, how="search",
                      reason="sigma_w's log-position over [m1^{-3/2}, tau_w m1^{-1/4}]"),
        ),
        domain=(
            Param("m1", 1, INF, integer=True, far=1e5, text="m1 hidden neurons",
                  unreached="m1 in [2, 1e5] (arrays of m1 floats)"),
            Param("m2", 1, INF, far=1e6, text="m2", unreached="m2 in [1, 1e6]"),
            Param("a", 0, 1, text="tau_w in [m1^{-3/2}, m1^{-1/2}] with a sigma_w in [m1^{-3/2}, tau_w m1^{-1/4}]: "
                  "tau_w in [m1^{-5/4}, m1^{-1/2}] (log-position)", unreached="the whole range"),
            Param("b", 0, 1, text="sigma_w in [m1^{-3/2}, tau_w m1^{-1/4}] (log-position)",
                  unreached="the whole range"),
            Param("tv", 0, 1, lo_closed=False, text="tau_v in (0, 1] (L7299)",
                  unreached="tau_v in [1e-8, 1] drawn; 1e-5 on the m1 path"),
            Param("d", 1, INF, integer=True, far=4, text="feature dimension",
                  unreached="d in 2..4 (d = 1 leaves no direction orthogonal to a~_1 X); unit feature rows"),
        ),
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/thesis.md, auditors B, C): confirmed as printed. Violated as printed: the right side uses node 1's ||z_{1,0}||, ||z_{1,2}|| for every node n, but "
        "a~_n Z_2 mixes the rows z_{k,2} of n's neighbours, and W' (any with ||W'||_{2,4} <= tau_w) can be "
        "orthogonal to a~_1 X~ while not to a~_k X~. Instance: two isolated nodes (A = I, ||A||_inf = 1; or the path "
        "1 - 2 - 3 with n = 3), unit features in R^2, V' = 0, W' = tau_w m1^{-1/4} u 1^T with u orthogonal to x_1 "
        "(||W'||_{2,4} = tau_w), tau_w = m1^{-1/2}, sigma_w = m1^{-3/2}, tau_v = 1/m1 (all inside L7299): the left "
        "side ||z_{2,2} V^(0)|| ~ |x_2 . u| tau_w m1^{1/4}/sqrt(2) ~ m1^{-1/4} while the right side is "
        "||z_{1,0}|| tau_v + ||z_{1,2}|| (1 + tau_v) ~ m1^{-1} (z_{1,2} only from W^rho, ~ sigma_w m1^{1/2}): "
        "ratio ~ m1^{3/4} (1e2 -> 1e5 on the path). (D.80) bounds every z_{n,2} by O~(||A||_inf tau_w m1^{1/4}); "
        "the next display (Claim C.8 of [58]) substitutes that bound, so the count of L7355 is not affected.",
        corrected=B.l7353_corrected,
        corrected_text="||a~_n (Z_0 + Z_2) V' + a~_n Z_2 V^(0)||_2 <= O~(||A||_inf ((max_k ||z_{k,0}|| + max_k "
        "||z_{k,2}||) tau_v + max_k ||z_{k,2}||)) (the maxima over the nodes k; checked at V' = 0)",
        mutants={
            "corrected side without its tau_v-free term max_k ||z_{k,2}||": B.l7353_mut_tv,
            "corrected side with max_k ||z_{k,2}||^2": B.l7353_mut_z2sq,
        },
        auto_mutant=False,
        second_path=SP + "test_l7353_node1_right_side",
        notes="V' = 0 (allowed by ||V'||_F <= tau_v), so only the a~_n Z_2 V^(0) part of the left side is measured; "
        "W' one fixed rank-one choice (orthogonal to a~_1 X~), the initialisation and smoothing one draw per "
        "instance ('with high probability'). Reading of the right side: node 1 literal (the printed index).",
        settings={"ci": {"max_examples": 12, "budget_s": 2.0}},
    )
)


# ======================================= L7351, proof of Lemma D.2.10 (1): the smoothing V^rho's term bounded by node 1


@st.composite
def _l7351_instances(draw: st.DrawFn) -> dict:
    """A clique K_M (M in [2, 3e4]) and node 1 attached to k - 1 = round((M - 1)^e) of its nodes (e in [0, 1]); node n
    a clique node not attached to node 1; unit feature rows in R^d (d in 1..4), m1 in [16, 256], m2 in [1, 1e4],
    sigma_v at log-position c in (0, m2^{-1/2}) (from 1e-8 m2^{-1/2}), sigma_w at log-position b in its joint range
    with tau_w = m1^{-1/2} (L7299)."""
    return {"M": int(draw(st.one_of(st.integers(2, 64), log_uniform(2.0, 3e4).map(round)))),
            "e": draw(st.floats(0.0, 1.0)), "d": draw(st.integers(1, 4)), "m1": draw(st.integers(16, 256)),
            "m2": int(draw(st.one_of(st.integers(1, 64), log_uniform(1.0, 1e4).map(round)))),
            "c": draw(st.floats(0.0, 1.0)), "b": draw(st.floats(0.0, 1.0)), "seed": draw(SEEDS)}


def _l7351_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A = D^{-1/2}(adjacency + I)D^{-1/2} applied by its structure (node 1 = index 0, clique 1..M, node 1 joined to
    1..k-1; degrees with the self-connection k, M + 1, M); Z_0 + Z_2 = ReLU(A X~ (W~^(0) + W~^rho + W')) with W' = 0
    (allowed), z_{k,0} = ReLU(A X~ W~^(0))_k; left side ||a~_n (Z_0 + Z_2) V^rho||_inf, V^rho ~ N(0, sigma_v^2): the
    max of m2 |N(0, sigma_v^2 ||a~_n (Z_0 + Z_2)||^2)| (exact in law: the row does not depend on V^rho)."""
    M, m1, m2, d = int(inst["M"]), int(inst["m1"]), int(inst["m2"]), int(inst["d"])
    if M > 200_000:
        raise SolverFailure("M above the 2e5 cap of this measurement")
    k1 = min(int(round((M - 1) ** float(inst["e"]))), M - 1)  # node 1's neighbours 1..k1
    N = M + 1
    deg = np.full(N, float(M))
    deg[0] = k1 + 1.0
    deg[1 : k1 + 1] = M + 1.0
    dinv = deg**-0.5

    def apply(Y: np.ndarray) -> np.ndarray:  # A Y
        S = Y * dinv[:, None]
        out = np.empty_like(S)
        out[0] = S[0] + S[1 : k1 + 1].sum(0)
        out[1:] = S[1:].sum(0)[None, :]
        out[1 : k1 + 1] += S[0][None, :]
        return out * dinv[:, None]

    rng = np.random.default_rng(int(inst["seed"]))
    X = rng.standard_normal((N, d))
    X /= np.linalg.norm(X, axis=1, keepdims=True)
    P = apply(np.concatenate([X, np.ones((N, 1))], 1))
    ainf = float(apply(np.ones((N, 1))).max())
    _, sw = _tau_sigma(float(max(m1, 2)), 1.0, float(inst["b"]))
    W0 = rng.standard_normal((d + 1, m1)) / np.sqrt(m1)
    Wr = rng.standard_normal((d + 1, m1)) * sw
    pre0 = P @ W0
    pre = P @ (W0 + Wr)
    Z0 = np.maximum(pre0, 0.0)
    Zs = np.maximum(pre, 0.0)  # Z_0 + Z_2
    n = M  # a clique node not joined to node 1 (k1 <= M - 1)
    y = dinv[n] * (dinv[1:, None] * Zs[1:]).sum(0)  # a~_n (Z_0 + Z_2): row n of A has dinv_n dinv_j on 1..M
    sv = m2**-0.5 * 10.0 ** (-8.0 * (1.0 - float(inst["c"])))
    if float(inst["c"]) >= 1.0:
        sv *= 1.0 - 1e-9  # sigma_v < m2^{-1/2} (open end)
    lhs = sv * float(np.linalg.norm(y)) * float(np.abs(rng.standard_normal(m2)).max())
    z0 = np.linalg.norm(Z0, axis=1)
    z2 = np.linalg.norm(Zs - Z0, axis=1)
    return Measurement(lhs, {"sv": sv, "ainf": ainf, "z1": float(z0[0] + z2[0]), "zmax": float(z0.max() + z2.max()),
                             "lg": float(np.sqrt(2.0 * np.log(2.0 * m2))), "m1": float(m1)},
                       {"k - 1": k1, "||a~_1 X~||": float(np.linalg.norm(P[0])), "||a~_n (Z_0 + Z_2)||":
                        float(np.linalg.norm(y)), "sigma_w": sw})


def _l7351_move_M(inst: dict, t: float) -> dict:
    """M = t, k - 1 = (M - 1)^{1/3}: node 1's row sum 1/k + (k - 1)/sqrt(k (M + 1)) ~ 2 M^{-1/3};
    m2 = 1e4 (the max of m2 Gaussians concentrates)."""
    return {**inst, "M": int(round(t)), "e": 1.0 / 3.0, "m2": 10_000}


def _l7351_move_m1(inst: dict, t: float) -> dict:
    return {**inst, "m1": int(round(t))}


def _l7351_move_m2(inst: dict, t: float) -> dict:
    return {**inst, "m2": int(round(t))}


CLAIMS.append(
    Claim(
        id="thesis.ch5.lemmaD.2.10-L7351",
        paper=PAPER,
        kind="step",
        comparison="<=",
        source=_src(
            "L7351, proof of Lemma D.2.10 (1), App. D.2 (z_{n,0}, z_{n,2} of L7345, Z_0, Z_2 of L7349; V^rho the "
            "smoothing, entries N(0, sigma_v^2); the hypotheses of L7299)",
            "L7351",
        ),
        statement="L7351: ||a~_n (Z_0 + Z_2) V^rho||_inf <= O~(sigma_v ||A||_inf (||z_{1,0}|| + ||z_{1,2}||)) w.h.p. "
        "for every node n (sigma_v in (0, m2^{-1/2}), Lemma D.2.10's tau_w, sigma_w); checked with one constant "
        "uniform over the graph, m1, m2, sigma_v, sigma_w (the O~'s log as sqrt(2 log(2 m2))).",
        statement_tex=r"\|\tilde{\mathbf{a}}_n (\mathbf{Z}_0 + \mathbf{Z}_2) \mathbf{V}^\rho\|_\infty \leq "
        r"\tilde{O}(\sigma_v \|\mathbf{A}\|_\infty (\|\mathbf{z}_{1,0}\| + \|\mathbf{z}_{1,2}\|))",
        bound=B.l7351_shape,
        measure=_l7351_measure,
        strategy=_l7351_instances(),
        constants="hidden",
        uniform=True,
        expect="erratum as printed",
        rtol=1e-9,
        atol=0.0,
        readings=(
            Reading("node 1 read as the largest row", "||z_{1,0}|| + ||z_{1,2}|| read as max_k ||z_{k,0}|| + max_k "
                    "||z_{k,2}|| (every row of Z_0 + Z_2 enters a~_n (Z_0 + Z_2))", bound=B.l7351_corrected),
        ),
        directions=(
            Direction("clique size M -> inf, node 1 joined to (M - 1)^{1/3} of it, m2 = 1e4", "M", INF, how="path",
                      move=_l7351_move_M, points=(10.0, 1e2, 1e3, 1e4, 1e5),
                      reason="node 1's row sum (so ||a~_1 X~|| and ||z_{1,.}||) ~ 2 M^{-1/3} while a clique node's "
                      "row a~_n (Z_0 + Z_2) stays ~ 1 and ||A||_inf ~ 1: ratio ~ M^{1/3}"),
            Direction("m1 -> inf", "m1", INF, how="path", move=_l7351_move_m1, points=(16.0, 64.0, 256.0, 1024.0),
                      reason="the width (the rows' norms do not depend on it)"),
            Direction("m2 -> inf", "m2", INF, how="path", move=_l7351_move_m2, points=(1.0, 1e2, 1e3, 1e4),
                      reason="the number of Gaussians in the max (the log factor in the shape)"),
            Direction("sigma_v (searched)", "c", 0.0, how="search",
                      reason="sigma_v's log-position over [1e-8, 1) m2^{-1/2}"),
            Direction("node 1's attachment, sigma_w (b), features (searched)", "e", 1.0, how="search",
                      reason="k - 1 = (M - 1)^e, e in [0, 1]; sigma_w's log-position b; d in 1..4"),
        ),
        domain=(
            Param("M", 2, INF, integer=True, far=1e5, text="the graph (a clique K_M with node 1 joined to k - 1 of "
                  "its nodes; every graph printed)", unreached="this family only, M <= 3e4 drawn, 1e5 on the path"),
            Param("m1", 1, INF, integer=True, far=1024, text="m1", unreached="m1 in [16, 256] drawn, 1024 on the path "
                  "(N x m1 arrays; below 16 node 1's ReLU row is 0 by chance with probability ~ 2^{-m1}, outside "
                  "'with high probability')"),
            Param("m2", 1, INF, integer=True, far=1e4, text="m2", unreached="m2 in [1, 1e4]"),
            Param("c", 0, 1, text="sigma_v in (0, m2^{-1/2}) (L7299; log-position from 1e-8 m2^{-1/2})",
                  unreached="sigma_v >= 1e-8 m2^{-1/2} (the bound is linear in sigma_v)"),
            Param("b", 0, 1, text="sigma_w in [m1^{-3/2}, tau_w m1^{-1/4}] at tau_w = m1^{-1/2} (log-position)",
                  unreached="tau_w fixed at m1^{-1/2} (W' = 0, so tau_w enters only through sigma_w's range)"),
        ),
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/thesis.md, auditor C): confirmed as printed. Violated as printed: the right side uses node 1's rows for every n, but a~_n (Z_0 + Z_2) mixes "
        "n's neighbours' rows, whose size is their row sum of A, not node 1's. Instance: a clique K_M with node 1 "
        "joined to k - 1 = (M - 1)^{1/3} of its nodes (degrees with self-connections: k, M + 1, M), unit features, "
        "W' = 0 (allowed), n a clique node not joined to node 1: ||A||_inf ~ 1, node 1's row sum 1/k + (k - 1)/"
        "sqrt(k (M + 1)) ~ 2 M^{-1/3} bounds ||a~_1 X~|| and so ||z_{1,0}|| + ||z_{1,2}||, while ||a~_n (Z_0 + Z_2)|| "
        "~ 1 (the bias column alone gives a~_k X~ a last entry ~ 1 on the clique); the left side is the max of m2 "
        "Gaussians of sd sigma_v ||a~_n (Z_0 + Z_2)||, so even with the O~'s sqrt(2 log(2 m2)) the ratio grows like "
        "M^{1/3} (over M = 10 -> 1e5 on the path). Every hypothesis of L7299 holds (sigma_v < m2^{-1/2}, tau_w = "
        "m1^{-1/2}, sigma_w in its range, ||W'||_{2,4} = 0 <= tau_w); features unit rows.",
        corrected=B.l7351_corrected,
        corrected_text="||a~_n (Z_0 + Z_2) V^rho||_inf <= O~(sigma_v ||A||_inf (max_k ||z_{k,0}|| + max_k "
        "||z_{k,2}||)) (the maxima over the nodes; the O~'s log sqrt(2 log(2 m2)))",
        mutants={
            "corrected side divided by m1^{1/2}": B.l7351_mut_m1,
            "corrected side with sigma_v^2": B.l7351_mut_sv,
        },
        auto_mutant=False,
        second_path=SP + "test_l7351_node1_right_side",
        notes="W' = 0 and one draw of the initialisation and smoothing per instance ('with high probability'); node n a "
        "clique node not joined to node 1. Reading of the right side: node 1 literal (the printed index).",
        settings={"ci": {"max_examples": 8, "budget_s": 4.0}},
    )
)


# ================================= (C.28) L5309: rho above C_s(W*^T u)/2 for small sigma (C_s of Property 3, L5196)


@st.composite
def _c28_instances(draw: st.DrawFn) -> dict:
    """d = K = 2, W* = lam Q (Q orthogonal from the seed, lam in [0.3, 5], so delta_K = lam), u with W*^T u = r
    g/||g|| (g Gaussian from the seed, r in [0.2, 3]), sigma in [1e-3, 1e-2] ('0 < sigma < zeta_s': the small end)."""
    return {"seed": draw(SEEDS), "lam": draw(log_uniform(0.3, 5.0)), "r": draw(log_uniform(0.2, 3.0)),
            "sigma": draw(log_uniform(1e-3, 1e-2))}


def _c28_cs(v: np.ndarray) -> float:
    """C_s(v) := lim_{sigma -> 0} rho(v/sigma, sigma) (Property 3 (3), L5196) by rho at sigma = 2e-4 and 1e-4
    (agreement to 1e-3 relative, else SolverFailure: C_s below ~1e-9 is lost to the quadrature's cancellation)."""
    vals = [float(B4.rho(v / s, s)) for s in (2e-4, 1e-4)]
    if abs(vals[0] - vals[1]) > 1e-3 * abs(vals[1]) or vals[1] < 1e-9:
        raise SolverFailure(f"C_s limit not settled: {vals}")
    return vals[1]


def _c28_cs_closed(v: np.ndarray) -> float:
    """C_s(v) = lim_{sigma -> 0} rho(v/sigma, sigma) in closed form for v without zero entries: (min_j v_j^2)
    (min_i phi''(v_i)^2) (= min over i and j != i of {v_j^2, v_i^2} phi''(v_i)^2: at z_i ~ N(v_i/sigma, 1),
    Var(phi'(sigma z_i)) ~ sigma^2 phi''(v_i)^2, times (v_j/sigma)^2 + 1 resp. (v_i/sigma)^2 + 1). Derived and checked
    against rho at sigma = 1e-30 (80 digits, relative <= 2e-17) in docs/ch4_ends_r35.md (round 35;
    tests/test_thesis_r35_ch4_ends.py::test_c28_rho_tends_to_cs_from_above_ratio_two)."""
    p = 1.0 / (1.0 + np.exp(-np.asarray(v, dtype=float)))
    return float(np.min(np.asarray(v) ** 2) * np.min((p * (1.0 - p) * (1.0 - 2.0 * p)) ** 2))


def _c28_measure(inst: dict, ctx: Ctx) -> Measurement:
    """rho(W*^T u/(sigma delta_K), sigma delta_K) (Definition C.2.2, ``B4.rho``) and C_s(W*^T u) in closed form
    (``_c28_cs_closed``; round 35: the float64 limit ``_c28_cs`` by rho at sigma = 1e-4 is kept as a term, ~1e-6
    relative above the exact limit)."""
    rng = np.random.default_rng(int(inst["seed"]))
    lam = float(inst["lam"])
    W = lam * np.linalg.qr(rng.standard_normal((2, 2)))[0]
    g = rng.standard_normal(2)
    b = float(inst["r"]) * g / np.linalg.norm(g)  # W*^T u
    if np.min(np.abs(b)) < 1e-2:
        raise SolverFailure("(W*^T u)_i within 1e-2 of 0 ((C.27) needs it nonzero; C_s is lost to cancellation)")
    s = float(inst["sigma"])
    lhs = float(B4.rho(b / (s * lam), s * lam))
    cs = _c28_cs_closed(b)
    try:
        cs64: float | str = _c28_cs(b)
        rel: float | str = cs64 / cs - 1.0
    except SolverFailure as ex:
        cs64 = rel = f"not settled: {ex}"
    return Measurement(lhs, {"cs_wu": cs}, {"W*^T u": b.tolist(), "u": np.linalg.solve(W.T, b).tolist(),
                                            "C_s float64 limit (rho at sigma = 1e-4)": cs64,
                                            "float64 limit / closed form - 1": rel})


CLAIMS.append(
    Claim(
        id="thesis.ch4.eqC.28",
        paper=PAPER,
        kind="step",
        comparison=">",
        source=_src(
            "(C.28), proof of Property 3 (5), App. C.2 ('there exists zeta_s > 0, such that when 0 < sigma < "
            "zeta_s'; C_s of Property 3 (3), L5196)",
            "L5309",
        ),
        statement="(C.28): with C_s(v) := lim_{sigma -> 0} rho(v/sigma, sigma) (Property 3 (3)), there is zeta_s > 0 "
        "with rho(W*^T u/(sigma delta_K), sigma delta_K) > C_s(W*^T u)/2 for 0 < sigma < zeta_s ((W*^T u)_i != 0; "
        "checked at sigma in [1e-3, 1e-2], d = K = 2).",
        statement_tex=r"\rho\left(\frac{\mathbf{W}^{*\top} \mathbf{u}}{\sigma \delta_K(\mathbf{W}^*)}, \sigma "
        r"\delta_K(\mathbf{W}^*)\right) > \frac{\mathcal{C}_s(\mathbf{W}^{*\top} \mathbf{u})}{2}",
        bound=B.eqC28_printed,
        measure=_c28_measure,
        strategy=_c28_instances(),
        expect="holds",
        rtol=1e-3,
        atol=1e-14,
        domain=(
            Param("sigma", 0, INF, lo_closed=False, text="0 < sigma < zeta_s", far=1e-3,
                  unreached="sigma in [1e-3, 1e-2] drawn (the statement is about small sigma; below, float64 rho cancels: "
                  "beta_0 - alpha_0^2 ~ sigma^2 of 1/16); the end sigma -> 0 is settled by the 80-digit mpmath path of "
                  "docs/ch4_ends_r35.md (sigma delta_K = 3e-1 .. 1e-12: rho > C_s, rho/(C_s/2) -> 2; round 35, "
                  "tests/test_thesis_r35_ch4_ends.py::test_c28_rho_tends_to_cs_from_above_ratio_two); C_s in closed "
                  "form"),
            Param("lam", 0, INF, lo_closed=False, text="W* = lam Q", far=5.0,
                  unreached="lam in [0.3, 5]; d = K = 2 (rho's limit depends on W*^T u only)"),
            Param("r", 0, INF, lo_closed=False, text="||W*^T u||", far=3.0,
                  unreached="||W*^T u|| in [0.2, 3] (C_s ~ phi''(b)^2 b^2 is lost to cancellation near 0 and "
                  "for large b)"),
        ),
        mutants={"C_s(W*^T u)^{1/2}/2 (wrong power)": B.eqC28_mut_sqrt, "1.2 C_s(W*^T u)": B.eqC28_mut_12},
        auto_mutant=False,
        second_path=SP + "test_c28_cs_at_wtu",
        notes="With Property 3's C_s, (C.27)'s limit is C_s(W*^T u) (s z_i -> (W*^T u)_i), so (C.28) is the limit's "
        "consequence; (C.27) L5305 writes C_s(u) for it (a slip: C_s(u) = C_s(W*^T u) only when W*^T u = u), not "
        "encoded here.",
        settings={"ci": {"max_examples": 16, "budget_s": 8.0}},
    )
)


# ==================================== (C.27) L5305: lim rho(W*^T u/(sigma delta_K), sigma delta_K) = C_s(u), as printed


def _c27_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The limit lim_{sigma -> 0} rho(W*^T u/(sigma delta_K), sigma delta_K) by rho at sigma delta_K = 2e-4 and 1e-4
    (agreement to 1e-3, else SolverFailure); C_s(u) and C_s(W*^T u) by ``_c28_cs`` (Property 3 (3))."""
    rng = np.random.default_rng(int(inst["seed"]))
    lam = float(inst["lam"])
    W = lam * np.linalg.qr(rng.standard_normal((2, 2)))[0]
    g = rng.standard_normal(2)
    b = float(inst["r"]) * g / np.linalg.norm(g)  # W*^T u
    if np.min(np.abs(b)) < 1e-2:
        raise SolverFailure("(W*^T u)_i within 1e-2 of 0 ((C.27) needs it nonzero; C_s is lost to cancellation)")
    u = np.linalg.solve(W.T, b)
    vals = [float(B4.rho(b / (sg * lam), sg * lam)) for sg in (2e-4 / lam, 1e-4 / lam)]  # sigma delta_K = 2e-4, 1e-4
    if abs(vals[0] - vals[1]) > 1e-3 * abs(vals[1]):
        raise SolverFailure(f"limit not settled: {vals}")
    return Measurement(vals[1], {"cs_u": _c28_cs(u), "cs_wu": _c28_cs(b)}, {"W*^T u": b.tolist(), "u": u.tolist()})


CLAIMS.append(
    Claim(
        id="thesis.ch4.eqC.27",
        paper=PAPER,
        kind="step",
        comparison="==",
        source=_src("(C.27), proof of Property 3 (5), App. C.2 (C_s of Property 3 (3), L5196)", "L5305"),
        statement="(C.27): when (W*^T u)_i != 0 for all i, lim_{sigma -> 0} rho(W*^T u/(sigma delta_K(W*)), sigma "
        "delta_K(W*)) = C_s(u) > 0, C_s(v) := lim_{sigma -> 0} rho(v/sigma, sigma) (Property 3 (3)); d = K = 2.",
        statement_tex=r"\lim_{\sigma \rightarrow 0} \rho\left(\frac{\mathbf{W}^{*\top} \mathbf{u}}{\sigma "
        r"\delta_K(\mathbf{W}^*)}, \sigma \delta_K(\mathbf{W}^*)\right) = \mathcal{C}_s(\mathbf{u}) > 0",
        bound=B.eqC27_printed,
        measure=_c27_measure,
        strategy=_c28_instances(),
        expect="erratum as printed",
        rtol=5e-3,
        atol=1e-14,
        readings=(
            Reading("C_s(u) read as C_s(W*^T u)", "the limit named at W*^T u, as (C.28) two lines below uses it",
                    bound=B.eqC27_corrected),
        ),
        domain=(
            Param("lam", 0, INF, lo_closed=False, text="W* = lam Q", far=5.0,
                  unreached="lam in [0.3, 5]; d = K = 2 (C_s(u) needs u in R^K)"),
            Param("r", 0, INF, lo_closed=False, text="||W*^T u||", far=3.0,
                  unreached="||W*^T u|| in [0.2, 3] (C_s lost to cancellation near 0 and for large arguments)"),
        ),
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round10/thesis.md, auditor C): confirmed as printed. Violated as printed: with sigma' = sigma delta_K the limit is lim rho(W*^T u/sigma', sigma') = "
        "C_s(W*^T u) by Property 3 (3)'s own definition, not C_s(u); they differ unless W*^T u = u. E.g. W* = 5 I, "
        "u = (0.06, 0.06): the limit is C_s((0.3, 0.3)) ~ phi''(0.3)^2 0.3^2 ~ 1.2e-4 while C_s(u) ~ "
        "phi''(0.06)^2 0.06^2 ~ 2.0e-7 (second path: scipy quad of Definition C.2.2). Hypotheses: (W*^T u)_i != 0, "
        "d = K so that C_s(u) is defined. (C.28) uses C_s(W*^T u) (thesis.ch4.eqC.28, holds): a notational slip.",
        corrected=B.eqC27_corrected,
        corrected_text="lim_{sigma -> 0} rho(W*^T u/(sigma delta_K), sigma delta_K) = C_s(W*^T u) > 0",
        mutants={"1.2 C_s(W*^T u)": B.eqC28_mut_12, "C_s(W*^T u)^{1/2}/2": B.eqC28_mut_sqrt},
        auto_mutant=False,
        second_path=SP + "test_c28_cs_at_wtu",
        notes="The limit is taken numerically at sigma delta_K = 2e-4 and 1e-4; the sigma of the instance is unused.",
        settings={"ci": {"max_examples": 12, "budget_s": 8.0}},
    )
)
