"""thesis, Appendix D (round 17, helper thesisD): displays of the proof of Theorem 5.3.1 (App. D.2), as printed.

- ``thesis.ch5.thm5.3.1-D.132``: (D.132) f_r(e_g, A*, X_i, W0 + Wrho + W_T Sigma, V0 + Vrho + Sigma V_T, B) <=
  O~(||A*||_inf^2 (eps_c + C0)), with C0 = O~(p1^2 p2 K^2 C C'') as Table D.2 prints it (C, C'' with ||A||_inf), at
  W_T = V_T = 0 (Algorithm 2's W_0 = V_0 = 0; they meet (D.126)-(D.127), the only properties of W_T, V_T the proof
  uses). The left side is then (D.130)'s, which grows like ||A*||_inf^3 on a star beside a padding component while
  ||A||_inf, hence C0, stays fixed: erratum. Reading: C0 as Table 5.1 prints it (with ||A*||_inf).
- ``thesis.ch5.thm5.3.1-D.133``: (D.133), the same bound for f_r(e_g, A^{t(1)}, A^{t(2)}, A^{t(3)}, ...) (D.121) with
  sampled matrices within ||A* - A^{t(k)}||_inf <= poly(eps) (read as eps^2; 0 on the paths): erratum likewise.

- ``thesis.ch5.eqD.36-first``: (D.36)'s first step (proof of Lemma D.2.3 (c)), sum |c'_i| E[|h_i| 1[|z| <= B_i]] <=
  O(1) sum |c_i| i^4/i!! sum_j B_i^{i-2j} i^{2j}/j! t^{i-1} sqrt(t^2+1): for even i |c'_i| ~ t^{i+1} (Lemma D.2.2 fails
  there), the ratio grows like t as t -> inf: erratum as printed (holds under t <= O(1), and for all t with t^{i-1}
  (t^2 + 1)).

The (D.132)/(D.133) claims reuse the network and graph of ``r16_thesisD2`` ((D.130)'s measure). Bounds in
``thmcheck.bounds.thesis.r17_thesisD``; second path in ``tests/test_thesis_r17_thesisD.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r17_thesisD as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers._audits import cite_audits
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r15_thesisD import CS_POW
from thmcheck.checks.papers.thesis.r16_thesisD2 import _D130_BASE, _d130_f, _d130_f_law, _d130_graph
from thmcheck.checks.strategies import log_uniform
from thmcheck.models import gcn_sampling as GS

SP = "tests/test_thesis_r17_thesisD.py::"
CLAIMS: list[Claim] = []
N_DRAWS = 7


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================== (D.132) L7806 and (D.133) L7810, proof of Theorem 5.3.1: f_r <= O~(R^2 (eps_c + C0))


def a_inf_normalized(D: int, npad: int) -> float:
    """||A||_inf of the unsampled A = D^{-1/2} (A~ + I) D^{-1/2} of _d130_graph's graph: the star's centre row 1/(D + 1)
    + D/sqrt(2 (D + 1)), a leaf's 1/2 + 1/sqrt(2 (D + 1)), a regular padding row 1."""
    rows = [1.0 / (D + 1) + D / math.sqrt(2.0 * (D + 1)), 0.5 + 1.0 / math.sqrt(2.0 * (D + 1))]
    return max(rows + ([1.0] if npad > 0 else []))


def c0_parts(r_tab: float, r_star: float, inst: dict) -> dict:
    """C0 of the parameter table for phi(z) = c_phi z, Phi(z) = c_Phi z (one coefficient each), C* = Cs: C_eps(c z, x)
    = (1 + sqrt(log(1/eps))) C* x |c| (5.2), C_s(c z, x) = C* 2^1.75 x |c| (5.3); C = C_eps(phi, r_tab) sqrt(r_tab^2
    + 1), C' = 10 C sqrt(p2), C'' = C_eps(Phi, C') sqrt(r_tab^2 + 1), C0 = p1^2 p2 K^2 C C'' (the O~'s constant 1),
    r_tab = ||A||_inf (Table D.2) or ||A*||_inf (Table 5.1). eps = u times the smaller end of Theorem 5.3.1's range
    (0, eps0/(K p1 p2^2 C_s(Phi, p2 C_s(phi, O(1))) C_s(phi, O(1)) ||A*||_inf^2)) (O(1) read as 1) and Lemma D.2.4's
    (0, 1/(K p1 p2^2 C_s(Phi, p2 C_s(phi, r_tab)) C_s(phi, r_tab) sqrt(r_tab^2 + 1))) (||q||_1 = 1), capped at 1/2."""
    K, p1, p2 = float(inst["K"]), float(inst["p1"]), float(inst["p2"])
    cphi, cPhi, Cs = float(inst["phi"]), float(inst["Phi"]), float(inst["Cs"])

    def cs(c: float, x: float) -> float:
        return Cs * CS_POW * x * abs(c)

    sq = math.sqrt(r_tab * r_tab + 1.0)
    eps_thm = float(inst["eps0"]) / (K * p1 * p2 * p2 * cs(cPhi, p2 * cs(cphi, 1.0)) * cs(cphi, 1.0) * r_star**2)
    eps_lem = 1.0 / (K * p1 * p2 * p2 * cs(cPhi, p2 * cs(cphi, r_tab)) * cs(cphi, r_tab) * sq)
    eps = float(inst["u"]) * min(eps_thm, eps_lem, 0.5)
    g = 1.0 + math.sqrt(math.log(1.0 / eps))
    C = g * Cs * r_tab * abs(cphi) * sq
    C1 = 10.0 * C * math.sqrt(p2)
    C2 = g * Cs * C1 * abs(cPhi) * sq
    return {"eps": eps, "eps range (Thm 5.3.1)": eps_thm, "eps range (Lemma D.2.4)": eps_lem, "C": C, "C'": C1,
            "C''": C2, "C0": p1 * p1 * p2 * K * K * C * C2}


def _f3(As: tuple[np.ndarray, np.ndarray, np.ndarray], X: np.ndarray, m1: int, m2: int,
        rng: np.random.Generator) -> float:
    """(D.121): f_r(e_g, A1, A2, A3, X, W0 + Wrho, V0 + Vrho, B) = e_g^T A3 sigma(A2 sigma(A1 X W + B1) V + B2) c_r at
    W_T = V_T = 0, the draws (and their order) of r16_thesisD2._d130_f (equal to it when A1 = A2 = A3 = A*)."""
    A1, A2, A3 = As
    d = X.shape[1]
    W = rng.normal(0.0, m1**-0.5, (d, m1)) + rng.normal(0.0, m1**-0.99, (d, m1))
    V = rng.normal(0.0, m2**-0.5, (m1, m2)) + rng.normal(0.0, m2**-0.51, (m1, m2))
    b1, b2 = rng.normal(0.0, m1**-0.5, m1), rng.normal(0.0, m2**-0.5, m2)
    c = rng.normal(0.0, 1.0, m2)
    H1 = np.maximum(A1 @ X @ W + b1[None, :], 0.0)
    return float(A3[0] @ np.maximum(A2 @ H1 @ V + b2[None, :], 0.0) @ c)


def _sampled(Astar: np.ndarray, dist: float, rng: np.random.Generator) -> np.ndarray:
    """A^{t(k)} = A* o (1 + xi), xi uniform on [-1, 1] on A*'s support (a sampled matrix shares A*'s non-zero entries),
    scaled so that ||A* - A^{t(k)}||_inf = dist (xi clipped to [-1, 1]: entries stay >= 0, the distance <= dist)."""
    if dist <= 0.0:
        return Astar
    xi = rng.uniform(-1.0, 1.0, Astar.shape)
    xi *= dist / float(np.abs(Astar * xi).sum(axis=1).max())
    return Astar * (1.0 + np.clip(xi, -1.0, 1.0))


def _measure(table: str, three: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """Median over N_DRAWS initializations (inst["draws"] on the width path, drawn in law there) of |f_r| at the
        star's centre with W_T = V_T = 0 ((D.130)'s network, or (D.121)'s with three sampled matrices); C0 of Table
        D.2 (||A||_inf) or Table 5.1 (||A*||_inf)."""
        law = bool(inst.get("law", False))
        m1, m2 = int(inst["m1"]), int(inst["m2"])
        if max(m1, m2) > (2048 if law else 1024):
            raise SolverFailure("widths beyond 1024 (dense) or 2048 (in law): the simulation's size limit")
        G = _d130_graph(inst)
        D, d = int(inst["D"]), int(inst["d"])
        r_norm = a_inf_normalized(D, int(inst["npad"]))
        P = c0_parts(r_norm if table == "D.2" else G["R"], G["R"], inst)
        rng = np.random.default_rng(int(inst["seed"]))
        if inst["aligned"]:
            X = np.zeros((D + 1, d))
            X[:, 0] = 1.0
        else:
            X = rng.normal(size=(D + 1, d))
            X /= np.linalg.norm(X, axis=1, keepdims=True)
        n = int(inst.get("draws", N_DRAWS))
        dists = [float(inst.get("dist", 0.0)) * P["eps"] ** 2 for _ in range(3)]
        if three and any(dists):
            As = tuple(_sampled(G["Astar"], dk, rng) for dk in dists)
            fs = [abs(_f3(As, X, m1, m2, rng)) for _ in range(n)]
            dk_meas = [float(np.abs(G["Astar"] - A).sum(axis=1).max()) for A in As]
        else:
            f = _d130_f_law if law else _d130_f
            fs = [abs(f(G["Astar"], X, m1, m2, rng)) for _ in range(n)]
            dk_meas = [0.0, 0.0, 0.0]
        slack = {f"p_{k}/bound ((5.8)/(D.16), <= 1)": G["p"][k] / G["cap"][k] for k in G["p"]}
        terms = {"||A*||_inf": G["R"], "||A||_inf": r_norm, "C0 table": table, **P, "L": G["L"], "p*": G["p"], **slack,
                 "|f| draws": fs, "symmetric (D.14)": bool(inst["sym"]), "W_T, V_T": "0 ((D.126)-(D.127) slack = "
                 "their right sides)"}
        if three:
            terms["||A* - A^t(k)||_inf (<= eps^2)"] = dk_meas
        return Measurement(float(np.median(fs)), {"ainf": G["R"], "eps_c": 1.0, "C0": P["C0"], "m1": float(m1),
                                                  "m2": float(m2)}, terms)
    return measure


_TARGET = {"phi": 1e-3, "Phi": 1e-3, "K": 1, "p1": 1, "p2": 1, "Cs": 1.0, "u": 0.5, "eps0": 0.01, "dist": 0.0}


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """(D.130)'s graphs and initializations (r16_thesisD2._d130_instances: D in 100..600, padding 0 or [1, 1e6] nodes,
    c1 in [1, 10], p* at fractions [1/2, 1] of (5.8)/(D.16)'s caps, m1, m2 in {16, 32, 64}, d in 2..8, aligned or
    random unit features) and the target: phi = c_phi z, Phi = c_Phi z with c in [1e-3, 1e3], K, p1, p2 in 1..100,
    C* in [1, 10], eps0 in [1e-4, 1/100], eps = u times its range's end, u in [1e-3, 1); sampled matrices at
    ||A* - A^{t(k)}||_inf = dist eps^2, dist in {0} or [0, 1]."""
    return {"D": draw(st.integers(100, 600)),
            "npad": draw(st.one_of(st.just(0), log_uniform(1.0, 1e6).map(round))),
            "c1": draw(log_uniform(1.0, 10.0)), "s_leaf": draw(st.floats(0.5, 1.0)),
            "s_centre": draw(st.floats(0.5, 1.0)), "sym": draw(st.booleans()),
            "m1": draw(st.sampled_from([16, 32, 64])), "m2": draw(st.sampled_from([16, 32, 64])),
            "d": draw(st.integers(2, 8)), "aligned": draw(st.booleans()), "seed": draw(st.integers(0, 2**31 - 1)),
            "phi": draw(log_uniform(1e-3, 1e3)), "Phi": draw(log_uniform(1e-3, 1e3)),
            "K": int(draw(log_uniform(1.0, 100.0))), "p1": int(draw(log_uniform(1.0, 100.0))),
            "p2": int(draw(log_uniform(1.0, 100.0))), "Cs": draw(log_uniform(1.0, 10.0)),
            "eps0": draw(log_uniform(1e-4, 0.01)), "u": draw(log_uniform(1e-3, 0.999)),
            "dist": draw(st.one_of(st.just(0.0), st.floats(0.0, 1.0)))}


def _mv_pad(inst: dict, t: float) -> dict:
    """N_pad = t padding nodes at (D.130)'s base (D = 400, c1 = 1, p* at (5.8)'s caps, m1 = m2 = 64, aligned
    features, seed 0) and a fixed target (phi = Phi = z/1000 (C0 ~ 2: the shape with constant 1 is crossed on the
    path), K = p1 = p2 = 1, C* = 1, eps0 = 1/100, eps = half its
    range's end, A^{t(k)} = A*)."""
    return {**inst, **_D130_BASE, **_TARGET, "npad": int(round(t))}


def _mv_pad_scaled(inst: dict, t: float) -> dict:
    """As _mv_pad with phi = z/||A*||_inf^{5/2} (Table 5.1's C0 ~ c_phi^2 ||A*||_inf^5 then stays bounded)."""
    out = _mv_pad(inst, t)
    out["phi"] = _d130_graph(out)["R"] ** -2.5
    return out


def _mv_m(inst: dict, t: float) -> dict:
    """m1 = m2 = t at (D.130)'s width-path graph (D = 30, N_pad = 1000, R = 46.3) and the fixed target; the median of
    25 draws of f_r from its law (r16_thesisD2._d130_f_law)."""
    return {**inst, **_D130_BASE, **_TARGET, "D": 30, "npad": 1000, "m1": int(round(t)), "m2": int(round(t)),
            "draws": 25, "law": True}


_W_POINTS = (16.0, 32.0, 64.0, 128.0, 256.0, 512.0, 1024.0, 2048.0)
_PAD_POINTS = (100.0, 1e3, 1e4, 1e5, 1e6)


def _dirs(scaled: bool) -> tuple[Direction, ...]:
    pad = Direction("||A*||_inf -> inf (padding mass -> inf at fixed c1, p* at (5.8)'s caps" +
                    (", phi = z/||A*||_inf^{5/2})" if scaled else ", fixed target)"), "npad", INF, how="path",
                    move=_mv_pad_scaled if scaled else _mv_pad, points=_PAD_POINTS,
                    reason="||A*||_inf ~ N_pad d_pad/(6 (D + 1)) while ||A||_inf = 14.2 stays: |f_r| ~ ||A*||_inf^3")
    width = Direction("m1 = m2 -> inf", "m1", INF, how="path", move=_mv_m, points=_W_POINTS,
                      reason="f_r is O(1) in the widths at W_T = V_T = 0 (as (D.130)'s): flat")
    search = Direction("target (phi, Phi, K, p1, p2, C*, eps0, eps), graph, sampling distance (searched)", "K", 100.0,
                       how="search", reason="the target's scales and sizes, the graph family and the A^{t(k)} drawn")
    return (pad, width, search)


_DOMAIN = (
    Param("npad", 0, INF, integer=True, far=1e6, text="the graph (a star beside a regular padding component; the "
          "printed domain is every graph under (5.8))", unreached="padding of <= 1e6 nodes (drawn and on the path)"),
    Param("K", 1, INF, integer=True, far=100.0, text="K classes, p1, p2 (the concept class's sizes)",
          unreached="K, p1, p2 in 1..100 drawn; they enter C0 only (a larger C0 only loosens the bound)"),
    Param("m1", 1, INF, far=2048.0, text="widths m1 = m2 >= poly(...) (5.17)",
          unreached="16..64 drawn, 16..2048 on the width path (the left side is flat in the widths)"),
)

_SOURCE_CTX = ("proof of Theorem 5.3.1, App. D.2 ((D.128) L7789, r' and (D.129) L7793-L7795, (D.130) L7797, (D.131) "
               "L7801; Algorithm 2 L1457-L1466 (W_0 = V_0 = 0), (D.126)-(D.127) L7780-L7782; C0 of Table D.2 "
               "L6768-L6782 and Table 5.1 L1509-L1514; C_eps (5.2) L1355, C_s (5.3) L1357; Theorem 5.3.1's eps range "
               "L1548-L1550; (5.8) L1439")

_EVIDENCE = (
    "At W_T = V_T = 0 (Algorithm 2's starting point W_0 = V_0 = 0, L1463; it meets (D.126)-(D.127), the only "
    "properties of W_T, V_T the proof uses, with slack equal to their right sides) the left side is (D.130)'s "
    "f_r(e_g, A*, X, W0 + Wrho, V0 + Vrho, B) = e_g^T A* sigma(r' + B2) c_r, three applications of A*: it grows like "
    "R^3, R = ||A*||_inf (thesis.ch5.thm5.3.1-D.130, audited in round 16). The bound R^2 (eps_c + C0) has C0 = "
    "O~(p1^2 p2 K^2 C C'') with C, C'' built from ||A||_inf (Table D.2, 'full parameter choices', the table of the "
    "appendix the proof sits in; tau'_w = C0/(eps0^{1/4} m1^{3/4-0.005}) of (D.131) is Table D.2's): on a star with D "
    "= 400 leaves beside a d_pad-regular padding component, p* at (5.8)'s caps c1/(L psi_l) (c1 = 1, every slack "
    "p_l/cap = 1), ||A||_inf = 14.13 (the star's centre row) for every N_pad while R grows like the padding mass. "
    "With phi = Phi = z/1000 (any scale is a target of the concept class; it makes C0 ~ 2 so that the printed "
    "shape with constant 1 is crossed on the path), K = p1 = p2 = 1, C* = 1, eps0 = 1/100, eps half of Theorem 5.3.1's range end (which shrinks "
    "like R^{-2}: C0 grows only like log(R)^{3/2}), m1 = m2 = 64, aligned unit features, the ci path N_pad = 1e2 .. "
    "1e6 gives {PATH}. Every hypothesis holds: ||x_n|| = 1, initialization as L1485 / Table D.2, 0 <= p_l <= "
    "c1/(L psi_l) for every group, eps in both printed ranges, W_T = V_T = 0 within (D.126)-(D.127); the left side is "
    "flat in the widths (width path m1 = m2 = 16 .. 2048, 25 draws in law), so m >= poly(..., ||A*||_inf, 1/eps) "
    "(5.17) does not rescue it: with m = poly(R) the O~ (polylog(m1 m2) only, L6742) adds polylog(R) factors while "
    "the left side still grows like R^3. For a trained W_T, V_T the proof's own (D.128) and (D.131) give f_r >= "
    "f_r(init) - C0 R^2 - eps/K, so the R^3 of the initial output is not cancelled either. The display is signed (f_r <= ...): c_r is symmetric, so f_r exceeds the median of |f_r| with "
    "probability 1/4, far above any w.h.p. level. Under the reading 'C0 as Table 5.1 (||A*||_inf)' C0 ~ c_phi^2 c_Phi "
    "R^5 and the bound grows like R^7 at a fixed target, but the concept class's phi is any smooth function: along "
    "phi = z/R^{5/2} C0 stays bounded and the ratio grows like R again. Second path: the adjacency, the sampling "
    "and the network in own numpy code with own draws, C0 by its own formula.")


def _claim(cid: str, line: str, three: bool, path_text: str, test: str) -> Claim:
    what = ("f_r(e_g, A^{t(1)}, A^{t(2)}, A^{t(3)}, X_i, W0 + Wrho + W_T Sigma, V0 + Vrho + Sigma V_T, B) (D.121)"
            if three else "f_r(e_g, A*, X_i, W0 + Wrho + W_T Sigma, V0 + Vrho + Sigma V_T, B)")
    tex = (r"f_r(\mathbf{e}_g, \mathbf{A}^{t(1)}, \mathbf{A}^{t(2)}, \mathbf{A}^{t(3)}, \mathbf{X}_i, \mathbf{W}^{(0)} "
           r"+ \mathbf{W}^\rho + \mathbf{W}_T \Sigma, \mathbf{V}^{(0)} + \mathbf{V}^\rho + \Sigma \mathbf{V}_T, "
           r"\mathbf{B}) \leq \tilde{O}(\|\mathbf{A}^*\|_\infty^2 (\epsilon_c + C_0))") if three else (
           r"f_r(\mathbf{e}_g, \mathbf{A}^*, \mathbf{X}_i, \mathbf{W}^{(0)} + \mathbf{W}^\rho + \mathbf{W}_T \Sigma, "
           r"\mathbf{V}^{(0)} + \mathbf{V}^\rho + \Sigma \mathbf{V}_T, \mathbf{B}) \leq \tilde{O}(\|\mathbf{A}^*\|_\infty^2 "
           r"(\epsilon_c + C_0))")
    hyp = (" as long as ||A* - A^{t(k)}||_inf <= poly(eps) (read as eps^2; A^{t(k)} = A* on the paths, inside every "
           "polynomial)" if three else "")
    return Claim(
        id=cid, paper=PAPER, kind="step", comparison="<=",
        source=_src(("(D.133)" if three else "(D.132)") + ", " + _SOURCE_CTX +
                    ("; (D.121) L7732, the sampled matrices' distance L7813" if three else ""), line),
        statement=f"{'(D.133)' if three else '(D.132)'}: {what} <= O~(||A*||_inf^2 (eps_c + C0)){hyp}, C0 = O~(p1^2 p2 "
                  "K^2 C C'') of Table D.2 (C = C_eps(phi, ||A||_inf) sqrt(||A||_inf^2 + 1), C'' = C_eps(Phi, C') "
                  "sqrt(||A||_inf^2 + 1), C' = 10 C sqrt(p2)), eps_c = 1, one constant uniform over graphs under (5.8) "
                  "and targets, at W_T = V_T = 0, for a typical draw (median of 7 initializations of |f_r|).",
        statement_tex=tex,
        bound=B.d132_shape, measure=_measure("D.2", three), strategy=_instances(),
        constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
        directions=_dirs(False), domain=_DOMAIN,
        readings=(Reading("C0 as Table 5.1", "C and C'' with ||A*||_inf (Table 5.1, the main text's parameter choices "
                          "for Algorithm 2) in place of ||A||_inf; the concept class's phi scaled with the graph on the "
                          "path (phi = z/||A*||_inf^{5/2})", measure=_measure("5.1", three),
                          directions=_dirs(True)),),
        evidence=_EVIDENCE.replace("{PATH}", path_text),
        corrected=B.d132_corrected,
        corrected_text="f_r(...) <= O~(||A*||_inf (||A*||_inf (||A*||_inf + 1) + 1) eps_c + ||A*||_inf^2 C0) ((D.130)'s "
                       "corrected bound, (D.129)'s middle member kept, plus (D.131)'s C0 ||A*||_inf^2)",
        mutants={"corrected / m1 (wrong along the widths)": B.d132_mut_m,
                 "||A*||_inf^{5/2} eps_c + ||A*||_inf^2 C0 (wrong power of ||A*||_inf)": B.d132_mut_A},
        auto_mutant=False, second_path=SP + test,
        notes="W_T = V_T = 0 is the trained weights' starting point (T = 0 of Algorithm 2's loop); the display is a step "
              "of the proof from (D.128), (D.130), (D.131), which use of W_T, V_T only (D.126)-(D.127). The median of 7 "
              "initializations stands for 'a typical draw' of the w.h.p. statement; the growth is R^3 times an O(1) "
              "Gaussian factor, so any fixed quantile gives the same verdict.",
        settings={"ci": {"max_examples": 12, "budget_s": 10.0}},
    )


_PATH = ("R = 1.67, 12.2, 117, 1170, 11696 with ||A||_inf = 14.13 and C0 = 0.06, 0.06, 0.06, 0.09, 0.27 (eps ="
         " 0.25 down to 9.6e-4), and the median |f_r| / (R^2 (eps_c + C0)) = 0.22, 0.30, 2.09, 19.0, 162 (extended to N_pad = 1e8: 11965 at R = 1.17e6; log-slope 0.84 [0.57, 1.12])")

CLAIMS.append(_claim("thesis.ch5.thm5.3.1-D.132", "L7806", False, _PATH, "test_d132_f_outgrows_R2_C0"))
CLAIMS.append(_claim("thesis.ch5.thm5.3.1-D.133", "L7810", True, _PATH + " (A^{t(k)} = A* on the path; the search draws "
              "||A* - A^{t(k)}||_inf up to eps^2)", "test_d133_sampled_outgrows_R2_C0"))


# ============================== (D.36) L6928, proof of Lemma D.2.3 (c): sum |c'_i| E[|h_i| 1[|z| <= B_i]] <= O(1) sum ...


@st.composite
def _d36_instances(draw: st.DrawFn, t_max: float = 1e8) -> dict:
    """phi = a polynomial of degree <= 5 with c_0 = 0 (c_1 in +-[0.2, 2], c_2..c_5 in [-1, 1]) or sin (degree 7), eps
    in (0, 1) (atoms and log-uniform down to 1e-12), t log-uniform in [1e-3, t_max] (atoms 1/4, 1, 100, t_max)."""
    fam = draw(st.sampled_from(["poly", "poly", "sin"]))
    if fam == "sin":
        coef = [0.0, 1.0, 0.0, -1 / 6, 0.0, 1 / 120, 0.0, -1 / 5040]
    else:
        coef = [0.0, draw(st.floats(0.2, 2.0)) * draw(st.sampled_from([1, -1]))]
        coef += [draw(st.floats(-1.0, 1.0)) for _ in range(4)]
    return {"family": fam, "coef": np.array(coef),
            "eps": draw(st.one_of(st.sampled_from([0.5, 1e-2, 1e-6]), log_uniform(1e-12, 0.99))),
            "t": draw(st.one_of(st.sampled_from([0.25, 1.0, 100.0, t_max]), log_uniform(1e-3, t_max)))}


def _d36_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(D.36)'s first member: sum_{i>=1} |c'_i| E_z[|He_i(z)| 1[|z| <= B_i]] with c'_i = c_i/p'_i (D.26), p'_i of Lemma
    D.2.2 in closed form (models.gcn_sampling.hermite_pprime, as thesis.ch5.lemmaD.2.3's measure; B_i >= 100: the
    indicator changes E|He_i| by less than e^{-4000})."""
    coef = [float(c) for c in inst["coef"]]
    t = float(inst["t"])
    lhs = GS.lemmaD_2_3_sum(coef, t)
    pp = {i: GS.hermite_pprime(i, t) for i in range(1, len(coef)) if coef[i] != 0}
    return Measurement(lhs, {"t": t, "eps": float(inst["eps"]), "coef": np.array(coef)},
                       {"p'_i": pp, "family": inst["family"]})


def _d36_mv_t(inst: dict, t: float) -> dict:
    """t = t with phi(z) = z + z^2 (an even coefficient: |p'_2| ~ t^{-3} as t -> inf), eps = 1e-2."""
    return {**inst, "family": "poly", "coef": np.array([0.0, 1.0, 1.0, 0.0, 0.0, 0.0]), "eps": 1e-2, "t": float(t)}


def _d36_mv_eps(inst: dict, t: float) -> dict:
    return {**inst, "eps": float(t)}


def _d36_mv_t0(inst: dict, t: float) -> dict:
    """t -> 0 with phi(z) = z + z^2, eps = 1e-2."""
    return _d36_mv_t(inst, t)


_D36_DIRS = (
    Direction("t -> inf (phi = z + z^2)", "t", INF, how="path", move=_d36_mv_t,
              points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8),
              reason="the lemma prints no range on t; for even i |p'_i| ~ t^{-i-1} (thesis.ch5.lemmaD.2.2), so |c'_i| ~ "
                     "|c_i| t^{i+1} against t^{i-1} sqrt(t^2+1) ~ t^i"),
    Direction("t -> 0 (phi = z + z^2)", "t", 0.0, how="path", move=_d36_mv_t0,
              points=(1.0, 0.1, 0.01, 1e-3, 1e-4, 1e-5, 1e-6, 3e-7, 1e-7, 3e-8, 1e-8),
              reason="|c'_i| ~ |c_i| t^{i-1} as t -> 0 (Lemma D.2.2's bound holds there): the ratio rises to the "
                     "i = 1 terms' quotient 5.2/B_1 and levels off"),
    Direction("eps -> 0", "eps", 0.0, how="path", move=_d36_mv_eps, points=(0.5, 1e-2, 1e-4, 1e-6, 1e-9, 1e-12),
              reason="the left side has no eps; B_i grows like sqrt(log(1/eps)): the ratio falls"),
    Direction("phi's family", "t", 1.0, how="search", reason="sin or a random degree-5 polynomial, t and eps drawn"),
)

_D36_DOMAIN = (
    Param("t", 0, INF, lo_closed=False, far=1e8, text="t > 0 (Lemma D.2.3 prints no range; ||x|| <= t of Lemma D.2.2)",
          unreached="t in [1e-3, 1e8] drawn, 1e-8 .. 1e8 on the paths (p'_i's quadrature and t^{-i} stay in float64 there)"),
    Param("eps", 0, 1, lo_closed=False, hi_closed=False, text="eps in (0, 1) (log(1/eps^2) > 0 in B_i)",
          unreached="eps in [1e-12, 0.99] drawn; the eps path to 1e-12"),
)

CLAIMS.append(Claim(
    id="thesis.ch5.eqD.36-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.36), proof of Lemma D.2.3 (c), App. D.2.1 (its first '<='; c'_i and |c'_i|'s bound (D.26) L6820, "
                "p'_i of Lemma D.2.2 L6842-L6848, B_i of the lemma L6895, the Hermite bound L6906)", "L6928"),
    statement="(D.36), first step: sum_{i>=1} |c'_i| E_{z ~ N(0,1)}[|h_i(z)| 1[|z| <= B_i]] <= O(1) sum_{i>=1} |c_i| "
              "i^4/i!! sum_{j=0}^{floor(i/2)} B_i^{i-2j} i^{2j}/j! t^{i-1} sqrt(t^2+1), c'_i = c_i/p'_i (D.26), h_i = "
              "He_i, B_i = 100 i^{1/2} + 10 sqrt(log(1/eps^2)), one constant uniform over phi, t > 0 and eps in (0, 1).",
    statement_tex=r"\sum_{i=1}^{\infty} |c'_i| \mathbb{E}_{z} [|h_i(z)| \mathbb{1}[|z| \leq B_i]] \leq O(1) "
                  r"\sum_{i=1}^{\infty} |c_i| \frac{i^4}{i!!} \sum_{j=0}^{\lfloor i/2 \rfloor} \frac{B_i^{i-2j} "
                  r"i^{2j}}{j!} t^{i-1} \sqrt{t^2+1}",
    bound=B.d36_shape, measure=_d36_measure, strategy=_d36_instances(),
    constants="hidden", uniform=True, expect="erratum as printed", rtol=1e-9, atol=0.0,
    directions=_D36_DIRS, domain=_D36_DOMAIN,
    readings=(Reading("t <= O(1)", "t bounded, as the proof of items 1-2 assumes ('for any eps > 0 and t <= O(1)', "
                      "L6920), read as t <= 10", strategy=_d36_instances(10.0),
                      domain=(Param("t", 0, 10, lo_closed=False, text="0 < t <= O(1), read as t <= 10"),
                              _D36_DOMAIN[1]),
                      directions=_D36_DIRS[1:]),),
    corrected=B.d36_corrected,
    corrected_text="sum |c'_i| E[|h_i(z)| 1[|z| <= B_i]] <= O(1) sum |c_i| i^4/i!! sum_j B_i^{i-2j} i^{2j}/j! t^{i-1} "
                   "(t^2 + 1) (one more factor sqrt(t^2+1): |p'_i| ~ t^{-i-1} for even i as t -> inf)",
    mutants={"corrected times eps (wrong along eps -> 0)": B.d36_mut_eps,
             "corrected / (1 + t) (wrong along t -> inf)": B.d36_mut_t},
    auto_mutant=False, second_path=SP + "test_d36_first_step_fails_for_large_t",
    evidence=("Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed as printed. The first member is computed exactly as the paper defines it: c'_i = c_i/p'_i (D.26) with p'_i forced by Lemma D.2.2's identities (D.29)-(D.30) (closed form via Mehler, checked against mpmath and Monte Carlo in round 6, and against a direct double quadrature of (D.29)-(D.30) in the second path), E|He_i(z)| by quadrature (the indicator 1[|z| <= B_i], B_i >= 100, changes it by < e^{-4000}). For even i, He_{i-1} is odd and its argument -b0/t lies in (0, 1/(2i)], so |p'_i| ~ t^{-i-1} as t -> inf (p'_2 = 0.159155 t^{-3}: 1.5915e-16 at t = 1e5, 1.5915e-19 at t = 1e6) and |c'_2| E|He_2| ~ 6.08 t^3 |c_2|, while the middle member's i = 2 term is ~ 8 (B_2^2 + 4) t^2 |c_2|: for phi(z) = z + z^2 (c_0 = 0, c_1 = c_2 = 1), eps = 1e-2 (B_i = 100 sqrt(i) + 10 sqrt(log(1/eps^2)) = 130.3, 171.7), the ci path t = 1, 10, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8 gives lhs/shape = 6.2e-4, 2.7e-4, 2.6e-3, 0.026, 0.26, 2.58, 25.8, 258, 2576 (log-slope 0.94 [0.78, 1.11]; extended to t = 1e10: 2.6e5): no constant works for all t > 0. Lemma D.2.3 prints no range on t (items 1-2 are argued 'for any eps > 0 and t <= O(1)', L6920; the step is the (D.26) bound |c'_i| <= 200 i^2 |c_i| sqrt(t^2+1)/((i-1)!! t^{1-i}), which inherits Lemma D.2.2's failure for even i and t > ~64 (thesis.ch5.lemmaD.2.2)). Every hypothesis holds: phi is a polynomial (smooth), eps in (0, 1), t > 0, i >= 1. Under the reading t <= O(1) (t <= 10) the ratio stays below 1e-3 on t in (0, 10] (it rises to the i = 1 terms' quotient 5.2/B_1 ~ 0.04 as t -> 0 and levels off). Second path: p'_i by a direct double quadrature of (D.29)-(D.30) (scipy, no Mehler formula), E|He_i| and the shape by own code."),
    notes="The first member is item 3 of Lemma D.2.3 (thesis.ch5.lemmaD.2.3 compares it with the lemma's C_eps "
          "sqrt(t^2+1), failing as t -> 0); this claim checks (D.36)'s first step, which fails at the other end, t -> "
          "inf, through (D.26)'s |c'_i| bound (Lemma D.2.2 is false for even i and large t).",
    settings={"ci": {"max_examples": 20, "budget_s": 6.0}},
))

CLAIMS = cite_audits(CLAIMS, {
    "thesis.ch5.thm5.3.1-D.132": "auditors A, B: A confirmed; B confirmed as printed (the display holds if "
                                 "||A*||_inf is bounded, which the thesis takes from (5.8) at L1562, itself refuted: "
                                 "thesis.ch5.thm5.3.1-remark-L1562)",
    "thesis.ch5.thm5.3.1-D.133": "auditor A: confirmed",
}, "docs/audits/round17/thesis.md")
