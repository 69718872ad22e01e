"""Round 23 (helper mhgd): the generalization results of App. C by Monte Carlo at the far ends of their printed
domain (long sequences T, large token norms R, large n, step sizes at their cap), with GD batched over training
sets in numpy (:mod:`thmcheck.models.mhgd.r23_mhgd`).

- ``mhgd.thm2-TR``: Theorem 2 (eq. 5) as printed on the slice theta~ = 0 (as mhgd.thm2, which draws T <= 2 and
  token norms <= 1): ||theta~||_{2,inf} = 0 makes (3) and the printed lower bound on rho vanish for any hidden
  constants, so Thm. 1's step size is eta = 1 ^ D^2/(K log 2) ^ D^2/log 2 and the bound (4/n)(2K log 2 +
  9 D^2/(4 eta)) is free of T, d and R; the gap after one step grows like eta T R^2 (erratum as printed; under the
  reading 'rho as in Thm. 3/4' it holds);
- ``mhgd.thm4-TR``: Theorem 4 (eq. 93, exact constants) on the same population at the same far sizes, with a
  data-independent target theta = theta0 + c v and H >= (84), eta at its cap (holds: eta <= 1/rho <= 1/(5
  beta~1^2) keeps the gap below 1/5 of the stability bound's own chain; measured ratios are recorded in notes).
- ``mhgd.cor4-TR``: Corollary 4 (eq. 96) at the same far sizes (theta0 = 0, separable data; holds).
- ``mhgd.lemma3-TR``: Lemma 3 (Lei & Ying) at the same far sizes, n <= 32 (full and leave-one-out runs; holds).
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.papers.mhgd.sec4_appC_generalization import cor4_step
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.stats import NormalMean
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.mhgd import r23_mhgd as F
from thmcheck.models.mhgd import sec4_gd as MG

CLAIMS: list[Claim] = []

# per profile: training sets, held-out samples per set, largest horizon, work budget sets * n * G * T^2 * d * K
# and the largest n T^2 d drawn
MC23 = {
    "ci": {"sets": 32, "test": 256, "K_max": 8, "work": 2e7, "size": 1.4e5},
    "dev": {"sets": 256, "test": 1024, "K_max": 100, "work": 1e9, "size": 4.2e6},
    "deep": {"sets": 1024, "test": 4096, "K_max": 1000, "work": 1e10, "size": 3.4e7},
}


def _cfg() -> dict:
    return MC23.get(active_profile(), MC23["ci"])


_WHY = ("n <= 256, T <= 128, d <= 8 with n T^2 d <= 1.4e5 under ci (4.2e6 dev, 3.4e7 deep: T = 128 with n >= 8 is "
        "dev), token norm R in [1, 100], K <= 8 under ci (dev 100, deep 1000), cut by a work budget sets x n x 2 T^2 "
        "x d x K <= 2e7 (ci; 1e9 dev, 1e10 deep); held-out samples per set cut to the same budget (at least 4): one "
        "GD step costs O(n T^2 d^2) per set; the crossing of mhgd.thm2-TR lives at small n, K and large T R^2, "
        "which ci reaches")


def _domain(extra: tuple[Param, ...] = (), flip_why: str = "") -> tuple[Param, ...]:
    return (Param("n", 1, INF, integer=True, text="any n", unreached=_WHY),
            Param("T", 1, INF, integer=True, text="any T", unreached=_WHY),
            Param("d", 1, INF, integer=True, text="any d", unreached=_WHY),
            Param("K", 1, INF, integer=True, text="any K >= 1", unreached=_WHY),
            Param("R", 1.0, INF, key="R", text="||x_t|| <= R, R >= 1 (Assumption 1)", unreached=_WHY),
            Param("flip", 0.0, 0.5, key="flip", text="any data distribution (label noise 0 .. 1/2 drawn)",
                  unreached=flip_why),
            Param("eta / cap", 0.0, 1.0, lo_closed=False, key="eta_frac", text="any eta up to the printed cap "
                  "(1 included)", unreached="eta / cap in [0.01, 1]: as eta -> 0 the iterates stay at theta0 and "
                  "the bound's 9 D^2/(4 eta) grows without limit")) + extra


@st.composite
def _population(draw: st.DrawFn) -> dict:
    """Tokens x_t = R (y (a + b u_t) e_1 + s z_t) (norm <= R) of :func:`MG.sample_population` scaled by R; labels
    flipped w.p. flip. Edges first: pure label noise, identical tokens along e_1 (s = b = 0, a = 1), T = 8, R = 8,
    n = 1, K = 1 (where one step is an NTK step of size eta T R^2 / 2 and the gap is eta T R^2 / 4)."""
    a = draw(with_edges(st.floats(0.1, 1.0), 1.0))
    b = draw(with_edges(st.floats(0.0, 1.0), 0.0)) * min(a, 1 - a)
    s = draw(with_edges(st.floats(0.0, 1.0), 0.0)) * math.sqrt(max(0.0, 1 - (a + b) ** 2))
    T = draw(with_edges(st.integers(1, 128), 8, 64, 1, 128))
    d = draw(with_edges(st.integers(1, 8), 1, 2, 8))
    n_max = int(max(1, min(256, _cfg()["size"] // (T * T * d))))
    n = draw(with_edges(st.integers(1, n_max), 1, min(16, n_max), n_max))
    R = draw(with_edges(log_uniform(1.0, 100.0), 8.0, 1.0, 100.0))
    K = draw(with_edges(st.integers(1, _cfg()["K_max"]), 1))
    return {"T": T, "d": d, "n": n, "R": R, "K": K, "a": a, "b": b, "s": s,
            "flip": draw(with_edges(st.floats(0.0, 0.5), 0.5, 0.0)), "seed": draw(SEEDS)}


def _sets(inst: dict, sets: int, test: int) -> tuple[np.ndarray, ...]:
    g = torch.Generator().manual_seed(int(inst["seed"]) % (2**63))
    args = (inst["T"], inst["d"], inst["a"], inst["b"], inst["s"], inst["flip"], g)
    Xtr, ytr = MG.sample_population(sets, inst["n"], *args)
    Xte, yte = MG.sample_population(sets, test, *args)
    return Xtr.numpy() * inst["R"], ytr.numpy(), Xte.numpy() * inst["R"], yte.numpy()


def _mc_sizes(inst: dict) -> tuple[int, int, int]:
    """(sets, held-out samples, K): K is cut to the work budget (the instance records the K actually run)."""
    cfg = _cfg()
    sets = cfg["sets"] * 4 ** int(inst.get("mc_level", 0))
    per = sets * 2 * inst["T"] ** 2 * inst["d"]
    K = max(1, min(inst["K"], int(cfg["work"] / (per * inst["n"]))))
    test = max(4, min(cfg["test"], int(cfg["work"] / per)))
    return sets, test, K


def _gap(inst: dict, U0: np.ndarray, W0: np.ndarray, m: np.ndarray, eta: float, K: int, sets: int,
         test: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    Xtr, ytr, Xte, yte = _sets(inst, sets, test)
    U, W, Ls = F.gd_sets(Xtr, ytr, U0, W0, m, eta, K)
    te = F.mean_loss(Xte, yte, U, W, m)
    te0 = F.mean_loss(Xte, yte, np.broadcast_to(U0, U.shape), np.broadcast_to(W0, W.shape), m)
    # control variate L_test(theta0) - L^(theta0): mean zero (theta0 is data-independent)
    return (te - Ls[-1]) - (te0 - Ls[0]), Ls[-1], te


def _se(x: np.ndarray) -> float:
    return float(np.std(x, ddof=1) / math.sqrt(len(x))) if len(x) > 1 else math.inf


# ----------------------------------------------------------------- Theorem 2 at theta~ = 0, far T and R


@st.composite
def _thm2_instances(draw: st.DrawFn, rho3: bool = False) -> dict:
    inst = draw(_population())
    inst.update({"Dfac": draw(with_edges(log_uniform(0.01, 100.0), 1.0)),
                 "w_share": draw(with_edges(st.floats(0.0, 1.0), 0.5, 0.0, 1.0)),
                 "m": draw(st.sampled_from([1.0, 1000.0])),
                 "eta_frac": draw(with_edges(st.floats(0.01, 1.0), 1.0)), "rho3": rho3})
    return inst


def _antisym(inst: dict, D: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """theta0: a random head (U, W) and its twin (-U, W), m heads each (Phi~(.; theta0) = 0, L^(theta0) = log 2),
    W's share of the squared norm w_share, scaled to ||theta0|| = D (the distance to the target theta~ = 0)."""
    T, d = inst["T"], inst["d"]
    rng = np.random.default_rng(int(inst["seed"]) % (2**63) + 1)
    Ua, Wa = rng.standard_normal((1, T, d)), rng.standard_normal((1, d, d))
    Ua *= math.sqrt(max(1.0 - inst["w_share"], 0.0)) / np.linalg.norm(Ua)
    Wa *= math.sqrt(inst["w_share"]) / np.linalg.norm(Wa)
    m = np.array([inst["m"], inst["m"]])
    nr = math.sqrt(2 * inst["m"] * ((Ua**2).sum() + (Wa**2).sum()))
    return np.concatenate([Ua, -Ua]) * D / nr, np.concatenate([Wa, Wa]) * D / nr, m


def _thm2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E_S[L(theta_K) - L^(theta_K)] by Monte Carlo over training sets, target theta~ = 0 (L^(0) = log 2), D =
    ||theta0|| = sqrt(Dfac K log 2) (Dfac = 1: eta = 1 exactly), eta = eta_frac (1 ^ D^2/(K log 2) ^ D^2/log 2);
    with rho3 (the reading) also eta <= 1/rho(0) of Thm. 3/4 at R = the token norm bound."""
    sets, test, K = _mc_sizes(inst)
    T, d, n, R = inst["T"], inst["d"], inst["n"], inst["R"]
    L2 = math.log(2.0)
    D = math.sqrt(inst["Dfac"] * K * L2)
    U0, W0, m = _antisym(inst, D)
    H = float(m.sum())
    eta = min(1.0, D**2 / (K * L2), D**2 / L2)
    if inst["rho3"]:
        eta = min(eta, 1 / B.alpha_rho(T, d, H, R, D, 0.0)[1])
    eta *= inst["eta_frac"]
    gap, tr, te = _gap(inst, U0, W0, m, eta, K, sets, test)
    g, se = float(gap.mean()), _se(gap)
    return Measurement(g, {"n": n, "K": K, "Lth": L2, "D": D, "eta": eta},
                       {"gap_se": se, "train_loss_K": float(tr.mean()), "test_loss_K": float(te.mean()),
                        "eta_T_R2": eta * T * R**2, "H": H, "sets": sets, "test_per_set": test},
                       lhs_interval=NormalMean(g, se).interval(0.99), stat=NormalMean(g, se))


def _escalate(inst: dict, level: int) -> dict:
    return {**inst, "mc_level": level}


THM2_TR = Claim(
    id="mhgd.thm2-TR",
    catalog_id="mhgd.thm2",
    paper=PAPER,
    domain=_domain((Param("target ||theta~||_{2,inf}", 0.0, INF, key="Nt", text="any theta~ (checked at theta~ "
                          "= 0)", unreached="the slice theta~ = 0, where (3) and rho's printed order vanish for any "
                          "hidden constants; elsewhere mhgd.thm4 (exact constants) is the explicit version"),
                    Param("H", 1, INF, integer=True, text="H satisfying (3): any H at theta~ = 0",
                          unreached="H in {2, 2000} (one antisymmetric pair of head groups)"))),
    source=f"Theorem 2 (Generalization loss), Sec. 4.2, L161-L163 (eq. 5, with (3) and Thm. 1's step size), {SEED_FILE}",
    statement="Fix K >= 1, any theta~ and H satisfying (3), and eta as in Thm. 1 (eta <= 1 ^ 1/rho(theta~) ^ D^2/(K "
              "L^(theta~)) ^ D^2/L^(theta~^(0)), rho(theta~) >~ d^{9/2} T^{3/2} R^13 ||theta~||_{2,inf}^2 D^2). Then "
              "E[L(theta~^(K)) - L^(theta~^(K))] <= (4/n) E[2K L^(theta~) + 9 ||theta~ - theta~^(0)||^2/(4 eta)] (5). "
              "Checked on the slice theta~ = 0 (any H, eta up to 1 ^ D^2/(K log 2) ^ D^2/log 2) at T up to 128 and "
              "token norms R up to 100, by Monte Carlo over training sets.",
    statement_tex=r"\mathbb{E}[L(\tilde{\boldsymbol{\theta}}^{(K)}) - \widehat{L}(\tilde{\boldsymbol{\theta}}^{(K)})] "
                  r"\leq \frac{4}{n} \mathbb{E}\left[2K \widehat{L}(\tilde{\boldsymbol{\theta}}) + \frac{9\|\tilde{"
                  r"\boldsymbol{\theta}} - \tilde{\boldsymbol{\theta}}^{(0)}\|^2}{4\eta}\right]",
    kind="probabilistic",
    comparison="<=",
    bound=BG.thm4,
    measure=_thm2_measure,
    strategy=lambda: _thm2_instances(),
    escalate=_escalate,
    assumptions=(Assumption("eta", "eta <= 1 ^ D^2/(K log 2) ^ D^2/log 2 (Thm. 1 at theta~ = 0)",
                            lambda q: 1.0 - q["eta"] / min(1.0, q["D"] ** 2 / (q["K"] * math.log(2.0)),
                                                           q["D"] ** 2 / math.log(2.0)) + 1e-12),),
    expect="erratum as printed",
    readings=(Reading("rho as in Thm. 3/4", "rho(theta~) is the explicit rho of Thm. 3 / Thm. 4 (App. B, C.1) at "
                      "theta~ = 0 (alpha(0) = 3 d sqrt(d) R^2 (9 sqrt(T) R^3 D + 2 sqrt(T) R)), not any value above "
                      "the printed order 0", strategy=lambda: _thm2_instances(rho3=True)),),
    corrected=None,
    no_correction_reason="the bound (5) is not what fails but the step-size hypothesis: Thm. 4's explicit rho "
                         "(eta <= 1/rho <= 1/(9 T^2 d^3 R^8)) restores it (the reading 'rho as in Thm. 3/4' holds; "
                         "mhgd.thm4, mhgd.thm4-TR)",
    corrected_text="Theorem 2 with rho(theta~) of Thm. 3 / Thm. 4 (exact constants): eta <= 1/rho(theta~), rho "
                   ">= 9 T^2 d^3 R^8 for every theta~ (Thm. 4, eq. 93).",
    evidence="At the target theta~ = 0 (L^(0) = log 2) the right side of (3) and rho's printed lower bound vanish "
             "for any constants (as for mhgd.thm1), so eta = 1 when D^2 = ||theta~^(0)||^2 = K log 2, and the "
             "bound (5) is 4/n (2K log 2 + 9 K log 2/4) = 17 K log 2/n, free of T, d and R. From an antisymmetric "
             "theta~^(0) (Phi~ = 0) with identical tokens x_t = R y e_1 the model is linear in U (attention "
             "uniform, no W gradient): one step moves every output by eta T R^2 |l'(0)| = eta T R^2/2, and with "
             "pure label noise (flip 1/2, n = 1) the gap is exactly (l(-q) - l(q))/2 = q/2 = eta T R^2/4. E.g. "
             "T = 64, R = 1, n = 1, K = 1: gap 16.0 (Monte Carlo 16.04 +- 0.08) > 17 log 2 = 11.78; T = 8, R = 8 "
             "(any d, tokens with spread): gap ~ 128. Also at n = 16, K = 5, T = 4, R = 8: 5.5 +- 1.1 > 3.68. "
             "The gap / bound ratio grows like T R^2 / 47 along T and R (the bound has no T, R). Under the reading "
             "'rho as in Thm. 3/4' eta <= 1/(9 T^2 d^3 R^8) and the gap is below 1e-3 of the bound.",
    second_path="tests/test_mhgd_r23_mhgd.py::test_thm2_zero_target_gap_crosses",
    mutants={"E gap <= 0 (GD does not overfit)": lambda n, K, Lth, D, eta: 0.0},
    auto_mutant=False,
    notes="GD batched over training sets (numpy, closed-form gradient); the gap uses the control variate "
          "L_test(theta0) - L^(theta0) (zero here: Phi~(.; theta0) = 0), a CLT interval over the sets (stat "
          "NormalMean). ci: 32 sets x 256 held-out samples, K <= 8 and a work budget; escalate: 4^level times the "
          "sets. mhgd.thm2 (T <= 2, R = 1) holds: it stays below T R^2 ~ 47.",
    settings={"ci": {"max_examples": 10, "budget_s": 6.0}},
)
CLAIMS.append(THM2_TR)


# ------------------------------------------------------------ Theorem 4 (exact constants), far T, R, n


@st.composite
def _thm4_instances(draw: st.DrawFn) -> dict:
    inst = draw(_population())
    inst.update({"c": draw(with_edges(log_uniform(1e-3, 1e3), 1e-3, 1.0, 1e3)),
                 "eta_frac": draw(with_edges(st.floats(0.01, 1.0), 1.0)),
                 "h_factor": draw(st.sampled_from([1.0, 10.0, 1e4]))})
    return inst


def _thm4_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Monte Carlo gap from theta0 = 0 towards the data-independent target theta = c e (e: u_t = e_1 / sqrt(T) in
    every head, so D = c, N = c/sqrt(H) per head), H >= (84) x h_factor (iterated: N depends on H), eta at Thm. 4's
    cap made to hold for every training set: L^(theta0) = log 2 and L^(theta) <= sup loss (Lemma 5 (1))."""
    sets, test, K = _mc_sizes(inst)
    T, d, n, R, c = inst["T"], inst["d"], inst["n"], inst["R"], inst["c"]
    D = c
    H = 1.0
    for _ in range(6):
        N = c / math.sqrt(H)
        H = max(H, float(math.ceil(B.h_train(T, d, R, D, N, const=256.0) * inst["h_factor"])))
    N = c / math.sqrt(H)
    m = np.array([H])
    U0, W0 = np.zeros((1, T, d)), np.zeros((1, d, d))
    Lsup = BG.loss_sup(0.0, B.beta1(T, R, N), D)
    cap = min(BG.eta_max(T, d, H, R, D, N, K, Lsup, math.log(2.0)), 1.0)
    eta = cap * inst["eta_frac"] * (1 - 1e-12)
    gap, tr, te = _gap(inst, U0, W0, m, eta, K, sets, test)
    # L^(theta) per set at the target (one head group, u_t = N e_1 / sqrt(T))
    Xtr, ytr, _, _ = _sets(inst, sets, 1)
    Ut = np.zeros((1, T, d))
    Ut[0, :, 0] = N / math.sqrt(T)
    Lth_sets = F.mean_loss(Xtr, ytr, Ut[None].repeat(sets, 0), np.zeros((sets, 1, d, d)), m)
    g, se = float(gap.mean()), _se(gap)
    h84 = math.sqrt(H) - math.sqrt(B.h_train(T, d, R, D, N, const=256.0))
    return Measurement(g, {"n": n, "K": K, "Lth": float(Lth_sets.mean()), "D": D, "eta": eta},
                       {"gap_se": se, "train_loss_K": float(tr.mean()), "test_loss_K": float(te.mean()),
                        "Lth_max": float(Lth_sets.max()), "Lth_sup": Lsup, "eta_cap": cap, "H": H, "N": N,
                        "h84_slack": h84, "sets": sets, "test_per_set": test},
                       lhs_interval=NormalMean(g, se).interval(0.99), stat=NormalMean(g, se))


THM4_TR = Claim(
    id="mhgd.thm4-TR",
    catalog_id="mhgd.thm4",
    paper=PAPER,
    domain=_domain((Param("D", 0.0, INF, lo_closed=False, key="c", text="any target theta (D > 0)",
                          unreached="D = c in [1e-3, 1e3] (both ends edges)"),
                    Param("H / H_gen", 1.0, INF, key="h_factor", text="any H meeting (84)",
                          unreached="H = H_gen x {1, 10, 10^4} (one group of H equal heads)"))),
    source=f"Theorem 4 (restatement of Thm. 2, eq. 93), App. C.1, {SEED_FILE} L1105-L1121",
    statement="Fix any theta and H with sqrt(H) >= 256 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2; alpha, rho "
              "as printed. For eta <= 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ D^2/L^(theta0): E[L(theta_K) - L^(theta_K)] "
              "<= (4/n) E[2 K L^(theta) + 9 D^2/(4 eta)]; at T up to 128, token norms R up to 100, n up to 256.",
    kind="probabilistic",
    comparison="<=",
    bound=BG.thm4,
    measure=_thm4_measure,
    strategy=_thm4_instances,
    escalate=_escalate,
    assumptions=(Assumption("Hgen", "(84) sqrt(H) >= 256 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D+N) + 1) D^2",
                            lambda q: q["h84_slack"] + 1e-9 * math.sqrt(q["H"])),
                 Assumption("eta a.s.", "eta <= 1 ^ 1/rho ^ D^2/(K sup L^(theta)) ^ D^2/L^(theta0) for every set",
                            lambda q: (q["eta_cap"] - q["eta"]) / q["eta_cap"])),
    auto_mutant=False,
    mutants={"E gap <= 0 (GD does not overfit)": lambda n, K, Lth, D, eta: 0.0},
    notes="Where the bound is least vacuous: it is >= (9/n) (D^2 rho / 4 ^ L^(theta0)/4 ...) with rho >= 9 T^2 d^3 "
          "R^8; eta <= 1/rho <= 1/(5 beta~1^2) makes the Lemma 3 x Lemma 11 chain (4/n) eta beta~1^2 (...) at most "
          "1/5 of (93), so a crossing needs Lemma 11 or Thm. 3's regret bound to fail by 5x (both checked at wide "
          "sizes: mhgd.lemma11-size, mhgd.thm3-size). Large n (bound ~ 1/n) and small D (eta at D^2/log 2) are "
          "drawn as edges; the measured gap is far below (ratios < 1e-6 in ci). No planted slip of the bound's "
          "terms gets near the gap; the planted mutant 'E gap <= 0' dies where the Monte Carlo certifies a positive "
          "gap (label noise): the measurement has bite.",
    settings={"ci": {"max_examples": 8, "budget_s": 6.0}},
)
CLAIMS.append(THM4_TR)


# ------------------------------------------------------------ Corollary 4 (exact constants), far T, R, n


@st.composite
def _cor4_instances(draw: st.DrawFn) -> dict:
    inst = draw(_population())
    # spread tokens first (a gap needs sample-to-sample variation; identical tokens give gap 0 exactly)
    a = draw(with_edges(st.floats(0.1, 1.0), 0.3))
    b = draw(with_edges(st.floats(0.0, 1.0), 0.8)) * 0.9 * min(a, 1 - a)  # margin a - b > 0
    s = draw(with_edges(st.floats(0.0, 1.0), 1.0)) * math.sqrt(max(0.0, 1 - (a + b) ** 2))
    inst.update({"flip": 0.0, "a": a, "b": b, "s": s,  # separable: realizability almost surely
                 "eta_frac": draw(with_edges(st.floats(0.01, 1.0), 1.0)),
                 "h_factor": draw(st.sampled_from([1.0, 10.0]))})
    return inst


def _cor4_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """mhgd.cor4's measurement at far sizes: theta0 = 0 on the separable population with tokens of norm <= R
    (B2 = B_Phi = 1), NTK margin gamma = sqrt(2T) R (a - b) certified for every sample (theta_* = sqrt(2/T) 1_T e_1^T
    in every head); Assumption 2 almost surely with Prop. 7's witness, g0(eps) = sqrt(2)(2 B_Phi + log(1/eps))/gamma
    (the printed g0 lacks the sqrt(2), mhgd.prop7.statement), g = B2 + g0; H >= (95) and >= (98) at eps = 1/K;
    eta = eta_frac (1 ^ 1/rho(K) ^ g0(1)^2 ^ g0(1)^2/log 2)."""
    sets, test, K = _mc_sizes(inst)
    T, d, n, R = inst["T"], inst["d"], inst["n"], inst["R"]
    gamma = math.sqrt(2 * T) * R * (inst["a"] - inst["b"])
    B2, BPhi = 1.0, 1.0
    gK, H, rho, eta = cor4_step(inst, T, d, R, K, gamma, B2, BPhi)
    m = np.array([H])
    gap, tr, te = _gap(inst, np.zeros((1, T, d)), np.zeros((1, d, d)), m, eta, K, sets, test)
    g, se = float(gap.mean()), _se(gap)
    return Measurement(g, {"n": n, "eta": eta, "g0K": gK},
                       {"gap_se": se, "gamma": gamma, "H": H, "rho": rho, "K": K, "sets": sets,
                        "test_per_set": test, "train_loss_K": float(tr.mean()), "test_loss_K": float(te.mean())},
                       lhs_interval=NormalMean(g, se).interval(0.99), stat=NormalMean(g, se))


COR4_TR = Claim(
    id="mhgd.cor4-TR",
    catalog_id="mhgd.cor4",
    paper=PAPER,
    domain=_domain(flip_why="flip = 0 only: Assumption 2 must hold almost surely over training sets, and label noise "
                            "makes a set non-separable with positive probability (every noise level > 0 is outside "
                            "the corollary's hypotheses)"),
    source=f"Corollary 4 (generalization under realizability), App. C.2, L1125-L1149 (eq. 95, 96), {SEED_FILE}",
    statement="Assumption 1; Assumption 2 almost surely (g0, g). Fix K >= 1 and H with sqrt(H) >= 256 d sqrt(Td) R^3 "
              "(3 sqrt(d) R^2 (3 g0(1/K) + g(1/K)) + 1) g0(1/K)^2 (95); eta <= 1 ^ 1/rho(K) ^ g0(1)^2 ^ g0(1)^2/"
              "L^(theta0). Then E[L(theta_K) - L^(theta_K)] <= 17 g0(1/K)^2/(eta n) (96); at T up to 128, token "
              "norms R up to 100, n up to 256.",
    kind="probabilistic",
    comparison="<=",
    bound=BG.cor4,
    measure=_cor4_measure,
    strategy=_cor4_instances,
    escalate=_escalate,
    auto_mutant=False,
    mutants={"E gap <= 0 (GD does not overfit)": lambda n, eta, g0K: 0.0},
    notes="mhgd.cor4 (T <= 2, d <= 3, n <= 6, R = 1) at far sizes with the numpy GD batched over training sets. The "
          "bound is >= 17 g0(1/K)^2 rho(K)/n with rho(K) >= 9 T^2 d^3 R^8 and g0 >= 2 sqrt(2)/gamma: it holds with "
          "gap / bound < 1e-6 at every ci instance (the step size 1/rho(K) keeps GD near theta0). The planted "
          "mutant 'E gap <= 0' dies where the Monte Carlo certifies a positive gap.",
    settings={"ci": {"max_examples": 6, "budget_s": 4.0}},
)
CLAIMS.append(COR4_TR)


# ------------------------------------------------------------ Lemma 3 (Lei & Ying), far T, R, n


@st.composite
def _lemma3_instances(draw: st.DrawFn) -> dict:
    inst = draw(_population())
    # edges first where the lemma is least loose (and the planted '/ n' slip dies): R = 1, T = 1, small head norms,
    # n = 16; the population's far edges (T = 64, R = 8, 100) follow
    inst["R"] = draw(with_edges(st.just(inst["R"]), 1.0))
    inst["T"] = draw(with_edges(st.just(inst["T"]), 1))
    # n + 1 runs per set: n^2 T^2 d <= the profile's size (ci 1.4e5: n <= 5 at T = 64)
    n_max = int(max(1, min(32, math.isqrt(int(_cfg()["size"] // (inst["T"] ** 2 * inst["d"]))))))
    inst["n"] = draw(with_edges(st.just(min(inst["n"], n_max)), min(16, n_max)))
    inst.update({"init": draw(st.sampled_from(["antisym", "random"])),
                 "init_scale": draw(with_edges(log_uniform(0.01, 3.0), 0.01)),
                 "w_share": draw(with_edges(st.floats(0.0, 1.0), 0.5)), "m": draw(st.sampled_from([1.0, 100.0])),
                 "eta": draw(with_edges(log_uniform(1e-3, 10.0), 1.0, 10.0, 1e-3))})
    return inst


def _lemma3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Both sides of Lemma 3 by Monte Carlo over training sets (GD and its n leave-one-out runs per set, batched):
    the gap E[L(theta_K) - L^(theta_K)] and the on-average stability; G = beta1(T, R, max ||theta||_{2,inf}) over
    theta0 and every run's theta_K, a certified Lipschitz constant of theta -> l(y Phi~(X; theta)) on every segment
    [theta_K, theta_K^{-i}] for inputs with token norms <= R (|l'| <= 1, ||grad Phi~|| <= beta1, Prop. 1 / Cor. 1;
    ||.||_{2,inf} is convex, so its max on a segment is at an end)."""
    cfg = _cfg()
    sets = cfg["sets"] * 4 ** int(inst.get("mc_level", 0))
    T, d, n, R = inst["T"], inst["d"], inst["n"], inst["R"]
    per = sets * (n + 1) * n * 2 * T**2 * d  # one step of the n + 1 runs of every set
    K = max(1, min(inst["K"], int(cfg["work"] / per)))
    test = max(4, min(cfg["test"], int(cfg["work"] / (sets * 2 * T**2 * d))))
    U0, W0, m = _antisym(inst, inst["init_scale"] * math.sqrt(2 * inst["m"]))
    if inst["init"] == "random":
        rng = np.random.default_rng(int(inst["seed"]) % (2**63) + 2)
        U0 = U0 * np.array([1.0, -1.0])[:, None, None] * rng.uniform(0.2, 1.0, size=(2, 1, 1))
    Xtr, ytr, Xte, yte = _sets(inst, sets, test)
    U, W, stab, nrm = F.loo_sets(Xtr, ytr, U0, W0, m, inst["eta"], K)
    nrm0 = float(np.sqrt((U0**2).reshape(2, -1).sum(1) + (W0**2).reshape(2, -1).sum(1)).max())
    lip = B.beta1(T, R, max(float(nrm.max()), nrm0))
    b0 = (np.broadcast_to(U0, U.shape), np.broadcast_to(W0, W.shape))
    gap = ((F.mean_loss(Xte, yte, U, W, m) - F.mean_loss(Xtr, ytr, U, W, m))
           - (F.mean_loss(Xte, yte, *b0, m) - F.mean_loss(Xtr, ytr, *b0, m)))
    g = float(gap.mean())
    se = max(_se(gap), _se(gap - 2 * lip * stab))  # the right side is estimated too
    return Measurement(g, {"G": lip, "stab": float(stab.mean()), "n": n},
                       {"gap_se": se, "K": K, "sets": sets, "test_per_set": test, "nrm_max": float(nrm.max()),
                        "ratio_gap_bound": g / (2 * lip * float(stab.mean())) if stab.mean() > 0 else 0.0},
                       lhs_interval=NormalMean(g, se).interval(0.99), stat=NormalMean(g, se))


LEMMA3_TR = Claim(
    id="mhgd.lemma3-TR",
    catalog_id="mhgd.lemma3",
    paper=PAPER,
    domain=_domain((Param("eta", 0.0, INF, lo_closed=False, text="any eta > 0",
                          unreached="eta in [1e-3, 10] (log-uniform, 1e-3, 1 and 10 edges); n <= 32 and n^2 T^2 d "
                                    "<= 1.4e5 under ci (4.2e6 dev): the n + 1 runs of every set are batched"),)),
    source=f"Lemma 3 (Lei & Ying 2020, Thm. 2, quoted), Sec. 6.2, {SEED_FILE} L355-L357",
    statement="For G-Lipschitz loss and for all iterates K: E[L(theta_K) - L^(theta_K)] <= 2G E[(1/n) sum_i "
              "||theta_K - theta_K^{-i}||], theta^{-i} the GD iterates on L^{-i} = (1/n) sum_{j != i} l_j from theta0; "
              "at T up to 128, token norms R up to 100, n up to 32 (n^2 T^2 d <= 1.4e5 under ci).",
    kind="probabilistic",
    comparison="<=",
    bound=BG.lemma3,
    measure=_lemma3_measure,
    strategy=_lemma3_instances,
    escalate=_escalate,
    auto_mutant=False,
    mutants={"2 G stab / n (the stability averaged twice)": lambda G, stab, n: 2 * G * stab / n},
    notes="mhgd.lemma3 (n <= 10, T <= 2, d <= 3, R = 1) at far sizes: numpy GD and its n leave-one-out runs per "
          "training set batched (n <= 32 here: n + 1 runs per set). Lemma 3 with leave-one-out runs follows from "
          "E l_i(theta^{-i}) = E L(theta^{-i}) (z_i independent of S^{-i}); G = beta1 at the largest head norm is "
          "a certified Lipschitz constant, so no crossing is possible unless Prop. 1's gradient bound fails "
          "(mhgd.prop1). The planted mutant '2 G stab / n' dies where n x (gap / 2G stab) > 1.",
    settings={"ci": {"max_examples": 6, "budget_s": 5.0}},
)
CLAIMS.append(LEMMA3_TR)

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.thm2-TR': 'auditor A: confirmed as printed',
}, 'docs/audits/round23/mhgd.md')
