"""thesis, Appendix D (round 16, helper thesisD2): a display of the proof of Theorem 5.3.1 (App. D.2), as printed.

- ``thesis.ch5.thm5.3.1-D.130``: (D.130) |f_r(e_g, A*, X, W0 + Wrho, V0 + Vrho, B)| <= O~(||A*||_inf (||A*||_inf + 1)
  eps_c) at the initialization of Algorithm 2 (L1485, Table D.2). The network is three applications of A*: on a star
  (D leaves) beside a regular padding component, with p* at (5.8)'s bound (c1 fixed), ||A*||_inf grows like the
  padding's degree mass and |f_r| at the star's centre like ||A*||_inf^3: erratum (holds with one more factor
  ||A*||_inf, the size (D.129)'s middle member gives).

Bounds in ``thmcheck.bounds.thesis.r16_thesisD2``; second path in ``tests/test_thesis_r16_thesisD2.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r16_thesisD2 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r16_thesisD2.py::"
CLAIMS: list[Claim] = []
N_DRAWS = 7


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================== (D.130), proof of Theorem 5.3.1 (L7797): |f_r| at initialization <= O~(R(R+1) eps_c)


def _d130_graph(inst: dict) -> dict:
    """A star with D leaves (A = D^{-1/2} (A~ + I) D^{-1/2}: centre degree D + 1, leaves 2) beside a d_pad-regular
    padding component of N_pad nodes (degree d_pad with its self-loop, d_pad = round(sqrt(2 (D + 1))), between the
    two star degrees); degree groups leaves < padding < centre (L = 3; L = 2 without padding). p_l = s_l times
    (5.8)'s bound c1/(L psi_l) (asymmetric, A* = A P*, (5.6)-(5.7)), or s_l times (D.16)'s c1/(L^2 psi_l^2)
    (symmetric, A* = P* A P*, P*_ii = sqrt(p_l), (D.14)-(D.15)); psi_l (5.9). Returns the star's block of A* (node 0
    the centre) and the slacks."""
    D, npad, c1, sym = int(inst["D"]), int(inst["npad"]), float(inst["c1"]), bool(inst["sym"])
    dpad = max(3, round(math.sqrt(2.0 * (D + 1))))
    groups = [("leaves", 2.0, D), ("padding", float(dpad), npad), ("centre", float(D + 1), 1)]
    groups = [g for g in groups if g[2] > 0]
    L = len(groups)
    dL = groups[-1][1]
    E = sum(dg * n for _, dg, n in groups)
    psi = {name: math.sqrt(dL * dg) * n / E for name, dg, n in groups}
    s = {"leaves": float(inst["s_leaf"]), "padding": 1.0, "centre": float(inst["s_centre"])}
    cap = {k: (c1 / (L * v) if not sym else c1 / (L * L * v * v)) for k, v in psi.items()}
    p = {k: s[k] * cap[k] for k in psi}
    A = np.zeros((D + 1, D + 1))
    A[0, 0] = 1.0 / (D + 1)
    A[0, 1:] = A[1:, 0] = 1.0 / math.sqrt(2.0 * (D + 1))
    A[np.arange(1, D + 1), np.arange(1, D + 1)] = 0.5
    pv = np.array([p["centre"]] + [p["leaves"]] * D)
    Astar = (np.sqrt(pv)[:, None] * A * np.sqrt(pv)[None, :]) if sym else A * pv[None, :]
    rows = np.abs(Astar).sum(axis=1)
    pad_row = (p.get("padding", 0.0) if sym else p.get("padding", 0.0)) if npad > 0 else 0.0
    R = float(max(rows.max(), pad_row))
    return {"Astar": Astar, "R": R, "L": L, "psi": psi, "p": p, "cap": cap, "dpad": dpad, "E": E,
            "centre row": float(rows[0]), "leaf row": float(rows[1])}


def _d130_f(Astar: np.ndarray, X: np.ndarray, m1: int, m2: int, rng: np.random.Generator) -> float:
    """f_r(e_g, A*, X, W0 + Wrho, V0 + Vrho, B) = e_g^T A* sigma(r' + B2) c_r, r' = A* sigma(A* X (W0 + Wrho) + B1)
    (V0 + Vrho) (5.4), g = 0 the star's centre; W0 ~ N(0, 1/m1), V0 ~ N(0, 1/m2), B1 = 1 b1, b1 ~ N(0, 1/m1), B2 = 1 b2,
    b2 ~ N(0, 1/m2) (L1485), Wrho ~ N(0, sigma_w^2), Vrho ~ N(0, sigma_v^2) with sigma_w = m1^{-0.99}, sigma_v =
    m2^{-0.51} (Table D.2), c_r ~ N(0, eps_c^2) with eps_c = 1 (Table D.2; C ~ N(0, 1), L1485)."""
    d = X.shape[1]
    W = rng.normal(0.0, m1**-0.5, (d, m1)) + rng.normal(0.0, m1**-0.99, (d, m1))
    V = rng.normal(0.0, m2**-0.5, (m1, m2)) + rng.normal(0.0, m2**-0.51, (m1, m2))
    b1, b2 = rng.normal(0.0, m1**-0.5, m1), rng.normal(0.0, m2**-0.5, m2)
    c = rng.normal(0.0, 1.0, m2)
    H1 = np.maximum(Astar @ X @ W + b1[None, :], 0.0)
    r = Astar @ H1 @ V
    return float(Astar[0] @ np.maximum(r + b2[None, :], 0.0) @ c)


def _d130_f_law(Astar: np.ndarray, X: np.ndarray, m1: int, m2: int, rng: np.random.Generator) -> float:
    """The same f_r drawn from the same law at O(N (N + d) (m1 + m2)) cost (the width path's sampler): the entries of V
    = V0 + Vrho are i.i.d. N(0, 1/m2 + m2^{-1.02}), so the columns of H1 V are independent N(0, s^2 H1 H1^T), drawn as
    U diag(sqrt(lambda)) Z from the eigendecomposition of the N x N matrix H1 H1^T (W, B1, B2, c_r as _d130_f)."""
    d = X.shape[1]
    W = rng.normal(0.0, m1**-0.5, (d, m1)) + rng.normal(0.0, m1**-0.99, (d, m1))
    b1, b2 = rng.normal(0.0, m1**-0.5, m1), rng.normal(0.0, m2**-0.5, m2)
    c = rng.normal(0.0, 1.0, m2)
    H1 = np.maximum(Astar @ X @ W + b1[None, :], 0.0)
    lam, U = np.linalg.eigh(H1 @ H1.T)
    r = ((Astar @ U) * np.sqrt(np.clip(lam, 0.0, None) * (1.0 / m2 + m2**-1.02))[None, :]) @ rng.normal(size=(len(lam), m2))
    return float(Astar[0] @ np.maximum(r + b2[None, :], 0.0) @ c)


def _d130_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Median over N_DRAWS initializations (inst["draws"] on the width path) of |f_r| at the star's centre (the 'w.h.p.'
    bound must hold for a typical draw); features aligned (every x_n = e_1) or random unit rows, ||x_n|| = 1 (L1366).
    The width path (inst["law"]) draws f_r from the same law by _d130_f_law."""
    law = bool(inst.get("law", False))
    if max(int(inst["m1"]), int(inst["m2"])) > (2048 if law else 1024):
        raise SolverFailure("widths beyond 1024 (dense) or 2048 (in law): the simulation's size limit (a path extended "
                            "past its grid)")
    G = _d130_graph(inst)
    D, d, m1, m2 = int(inst["D"]), int(inst["d"]), int(inst["m1"]), int(inst["m2"])
    rng = np.random.default_rng(int(inst["seed"]))
    if inst["aligned"]:
        X = np.zeros((D + 1, d))
        X[:, 0] = 1.0
    else:
        X = rng.normal(size=(D + 1, d))
        X /= np.linalg.norm(X, axis=1, keepdims=True)
    f = _d130_f_law if law else _d130_f
    fs = [abs(f(G["Astar"], X, m1, m2, rng)) for _ in range(int(inst.get("draws", N_DRAWS)))]
    slack = {f"p_{k}/bound ((5.8)/(D.16), <= 1)": G["p"][k] / G["cap"][k] for k in G["p"]}
    return Measurement(float(np.median(fs)), {"ainf": G["R"], "eps_c": 1.0, "m1": float(m1), "m2": float(m2)},
                       {"||A*||_inf": G["R"], "centre row sum": G["centre row"], "leaf row sum": G["leaf row"],
                        "L": G["L"], "psi": G["psi"], "p*": G["p"], **slack, "d_pad": G["dpad"],
                        "sum_i d_i N_i": G["E"], "|f| draws": fs, "symmetric (D.14)": bool(inst["sym"])})


@st.composite
def _d130_instances(draw: st.DrawFn) -> dict:
    """Stars with D in 100..600 leaves, padding of N_pad in {0} or [1, 1e6] nodes, c1 in [1, 10] (the constant of
    (5.8) / (D.16)), p_l at a fraction s in [1/2, 1] of its bound, asymmetric or symmetric sampling, m1, m2 in
    {16, 32, 64}, d in 2..8, aligned or random unit features, the init's seed."""
    return {"D": draw(st.integers(100, 600)),
            "npad": draw(st.one_of(st.just(0), log_uniform(1.0, 1e6).map(round))),
            "c1": draw(log_uniform(1.0, 10.0)), "s_leaf": draw(st.floats(0.5, 1.0)),
            "s_centre": draw(st.floats(0.5, 1.0)), "sym": draw(st.booleans()),
            "m1": draw(st.sampled_from([16, 32, 64])), "m2": draw(st.sampled_from([16, 32, 64])),
            "d": draw(st.integers(2, 8)), "aligned": draw(st.booleans()), "seed": draw(st.integers(0, 2**31 - 1))}


_D130_BASE = {"D": 400, "npad": 10**4, "c1": 1.0, "s_leaf": 1.0, "s_centre": 1.0, "sym": False, "m1": 64, "m2": 64,
              "d": 4, "aligned": True, "seed": 0}


def _d130_mv_pad(inst: dict, t: float) -> dict:
    """N_pad = t padding nodes, the rest at _D130_BASE (D = 400, c1 = 1, p* at (5.8)'s bound, m1 = m2 = 64)."""
    return {**inst, **_D130_BASE, "npad": int(round(t))}


def _d130_mv_m(inst: dict, t: float) -> dict:
    """m1 = m2 = t, the rest at _D130_BASE but D = 30, N_pad = 1000 (R = 46.3); the median of 25 draws of f_r from its
    law (_d130_f_law; round 17: the 7 dense draws at D = 100 left the ratio's noise (x4 over the path) undecided)."""
    return {**inst, **_D130_BASE, "D": 30, "npad": 1000, "m1": int(round(t)), "m2": int(round(t)), "draws": 25,
            "law": True}


_D130_DIRS = (
    Direction("||A*||_inf -> inf (padding mass -> inf at fixed c1, p* at (5.8)'s bound)", "npad", INF, how="path",
              move=_d130_mv_pad, points=(100.0, 1e3, 1e4, 1e5, 1e6),
              reason="p_leaf, p_centre ~ sum_i d_i N_i: ||A*||_inf ~ N_pad d_pad/(6 (D + 1)), |f_r| ~ ||A*||_inf^3"),
    Direction("m1 = m2 -> inf", "m1", INF, how="path", move=_d130_mv_m,
              points=(16.0, 32.0, 64.0, 128.0, 256.0, 512.0, 1024.0, 2048.0),
              reason="f_r is O(1) in the widths at this initialization: flat (E f_r^2 = m2 E s_i^2 with s_i = (A* "
                     "sigma(r' + B2))_{g,i}, and r' has variance (1/m2 + m2^{-1.02}) times an m1-average)"),
    Direction("c1, D, p fractions, symmetric sampling, features, d, seed (searched)", "c1", 10.0, how="search",
              reason="c1 in [1, 10], D in 100..600, s in [1/2, 1], both samplings, aligned or random features"),
)

CLAIMS.append(Claim(
    id="thesis.ch5.thm5.3.1-D.130", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.130), proof of Theorem 5.3.1, App. D.2 (r' and (D.129) L7793-L7795; the network (5.4); the "
                "initialization L1485 and Table D.2 (sigma_w, sigma_v, eps_c = 1); A* = A P* (5.6)-(5.7) with p* under "
                "(5.8)-(5.9), or A* = P* A P* (D.14)-(D.16); ||x_n|| = 1 L1366)", "L7797"),
    statement="(D.130): |f_r(e_g, A*, X_i, W0 + Wrho, V0 + Vrho, B)| = |e_g^T A* sigma(r' + B2) c_r| <= O~(||A*||_inf "
              "(||A*||_inf + 1) eps_c) at Algorithm 2's initialization, with one constant (the O~'s polylog(m1 m2) "
              "fixed on the ||A*|| path) uniform over graphs and p* under (5.8) (or (D.16)), for a typical draw "
              "(median of 7 initializations).",
    statement_tex=r"|f_r(\mathbf{e}_g, \mathbf{A}^*, \mathbf{X}_i, \mathbf{W}^{(0)} + \mathbf{W}^\rho, \mathbf{V}^{(0)} "
                  r"+ \mathbf{V}^\rho, \mathbf{B})| \leq \tilde{O}(\|\mathbf{A}^*\|_\infty (\|\mathbf{A}^*\|_\infty + 1) "
                  r"\epsilon_c)",
    bound=B.d130_shape, measure=_d130_measure, strategy=_d130_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=_D130_DIRS,
    domain=(Param("npad", 0, INF, integer=True, far=1e6, text="the graph (a star beside a regular padding component; "
                  "the printed domain is every graph)", unreached="padding of <= 1e6 nodes (drawn and on the path)"),
            Param("c1", 0, INF, lo_closed=False, far=10.0, text="(5.8)'s positive constant c1 ('can be sufficiently "
                  "large')", unreached="c1 in [1, 10] drawn; the ||A*|| path holds c1 = 1 fixed"),
            Param("m1", 1, INF, far=1024.0, text="widths m1, m2",
                  unreached="16..64 drawn, 16..2048 on the width path (drawn in law beyond the dense simulation's 1024)")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round16/thesis.md, auditors A, B, D): confirmed. (D.130) bounds the initial network output by O~(R (R + 1) eps_c), R = ||A*||_inf, but f_r applies A* three "
             "times: with aligned unit features row n of sigma(A* X W + B1) is ~ (A* 1)_n sigma(x W), r' ~ R^2 and "
             "e_g^T A* sigma(r' + B2) c_r ~ R^3 (eps_c = 1, Table D.2). (D.129)'s slip: its middle member ||A*|| "
             "(||A*||_inf O~(1)) O~(1) ~ R^2 is then written '<= ||A*||_inf'. R is not bounded by (5.8): a star with D "
             "leaves (node g its centre) beside a d_pad-regular padding component (d_pad = round(sqrt(2(D + 1))), "
             "degree groups 2 < d_pad < D + 1, L = 3) has psi_leaf = sqrt(2 (D + 1)) D/E, psi_centre = (D + 1)/E, E = "
             "sum_l d_l N_l, so (5.8)'s caps p_l = c1/(L psi_l) grow like E: at c1 = 1, p* at the caps (slacks "
             "p_l/cap = 1, padding p at its cap too), D = 400, m1 = m2 = 64, d = 4, aligned features, the ci path N_pad "
             "= 1e2 .. 1e6 gives R = 1.67, 12.2, 117, 1170, 11696 (the centre's row, ~ E/(6 (D + 1))) and the median |f_r| / "
             "(R (R + 1)) = 0.14, 0.29, 2.2, 20.7, 205: it grows ~ R. Every hypothesis holds: ||x_n|| = 1, the initialization as L1485 / Table D.2, "
             "0 <= p_l <= c1/(L psi_l) for every group (printed slacks), degree groups separated by factors ~14; the "
             "symmetric sampling (D.14)-(D.16) is drawn too. The remark L1562 ('(5.8) implies ||A*||_inf is O(1)') "
             "fails on this family; under it (R <= const) every power of R is O(1) and the display is vacuous. "
             "Second path: the adjacency built from A~ + I and D^{-1/2} entrywise, the network in float64 numpy "
             "with its own draws (own code).",
    corrected=B.d130_corrected,
    corrected_text="|f_r(e_g, A*, X_i, W0 + Wrho, V0 + Vrho, B)| <= O~(||A*||_inf (||A*||_inf (||A*||_inf + 1) + 1) "
                   "eps_c) ((D.129)'s middle member, ||r'|| <= O~(||A*||_inf (||A*||_inf + 1)), kept)",
    mutants={"corrected / m1 (wrong along the widths)": B.d130_mut_m,
             "||A*||_inf^{5/2} eps_c (wrong power of ||A*||_inf)": B.d130_mut_A},
    auto_mutant=False, second_path=SP + "test_d130_f_grows_like_R_cubed",
    notes="The median of 7 initializations stands for 'a typical draw' of the w.h.p. statement; the growth is R^3 "
          "times an O(1) Gaussian factor, so any fixed quantile gives the same verdict.",
    settings={"ci": {"max_examples": 20, "budget_s": 10.0}},
))
