"""Round 23 (helper mhgd2): Lemmas 8, 9, 10 (App. B.3) with their hypotheses as printed, at long sequences and
large token norms (numpy GD of :func:`thmcheck.models.mhgd.r22_mhgdA.trajectory`).

The three lemmas assume "step-wise descent (68) holds for all k in [K-1]"; in the paper's notation [m] =
{1, .., m} (i in [n], t in [T], L93, L65), so the first step k = 0 is not assumed to descend and at K = 1 the
hypothesis is empty (Lemma 9's H condition, also "for all k in [K-1]", likewise). Earlier claims (mhgd.lemma8,
mhgd.lemma9(-size), mhgd.lemma10(-size)) read descent for every k = 0, .., K-1; that is each claim's reading here.

- ``mhgd.lemma8-TR``: (69) with theta = theta0 at K = 1 reads L^(theta_1) <= L^(theta0): any eta > 0 whose first
  step raises the loss crosses it (one step moves every output by about eta T R^2 |l'|, the mechanism of
  mhgd.thm2-TR); under the reading (descent from k = 0) Lemma 8 is checked at T <= 128, R <= 100.
- ``mhgd.lemma9-TR``: (71) at K = 1, theta = theta0 reads L^(theta_1) <= (5/2) L^(theta0).
- ``mhgd.eq16-TR``: the sketch's Taylor bound (16) (Sec. 6.1, L329; inventory row covered by mhgd.lemma8, whose
  check is (69), not (16)) on the same runs at every iterate, for any theta (no descent needed).
- ``mhgd.display.prop7-witness-R``, ``mhgd.def1-R``: Prop. 7's witness (erratum: item 2, sqrt(2) g0) and
  Definition 1's P1-P3 at token norms up to 100 (R <= 2 before), T <= 32 (Def. 1: T <= 8), n <= 12.
- ``mhgd.thm3-TR``: Theorem 3 (= Thm. 1 with constants, items 1-5 of mhgd.thm3) on the same runs with H at (74)
  and eta at Thm. 3's cap, T <= 128, R <= 100 (R <= 2 before: mhgd.thm3-size).
- ``mhgd.lemma10-TR``: (75) at K = 1 with (73) and (74): a target theta whose loss equals L^(theta0) (an
  antisymmetric displacement of the antisymmetric theta0: Phi~(.; theta) = 0) at D^2 = eta L^(theta0); the first
  step eta grad L^(theta0) is orthogonal to theta - theta0, so ||theta_1 - theta||^2 = D^2 + eta^2 ||grad||^2 > 9 D^2
  once eta ||grad L^(theta0)||^2 > 8 L^(theta0).
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r23_mhgd2 as B23
from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.mhgd import r22_mhgdA as A
from thmcheck.models.mhgd import r22_mhgdA as F
from thmcheck.models.mhgd import sec4_gd as MG

CLAIMS: list[Claim] = []

# per profile: largest horizon and the work budget n T^2 d K (grid + 2) of one run
CFG = {
    "ci": {"K_max": 8, "work": 3e7},
    "dev": {"K_max": 60, "work": 1e9},
    "deep": {"K_max": 400, "work": 1e10},
}
GRID = 17


def _cfg() -> dict:
    return CFG.get(active_profile(), CFG["ci"])


_WHY = ("T <= 128, d <= 8, R in [1, 100], n <= 64, K <= 8 under ci (dev 60, deep 400) with n T^2 d K (grid + 2) <= "
        "3e7 (ci; 1e9 dev, 1e10 deep): every step also evaluates L^ at 17 points of the segment [theta, theta_k]; "
        "H = 2 m with m in {1, 10^4, 10^12} (Lemmas 8, 9) or H >= (74) x {1, 10, 10^4} (Lemma 10), group-reduced")
_ETA_WHY = ("eta T R^2 in [1e-3, 1e4] (log-uniform, edges 100, 1e4, 1e-3): eta > 0 is free in the lemmas (only "
            "descent and, for Lemma 10, (73) restrict it); as eta -> 0 GD stays at theta0 and as eta T R^2 -> inf "
            "the first step's overshoot only grows")


def _domain(extra: tuple[Param, ...] = ()) -> tuple[Param, ...]:
    return (Param("n", 1, INF, integer=True, text="any training set", unreached=_WHY),
            Param("T", 1, INF, integer=True, text="any T", unreached=_WHY),
            Param("d", 1, INF, integer=True, text="any d", unreached=_WHY),
            Param("K", 1, INF, integer=True, text="any K >= 1", unreached=_WHY),
            Param("R", 1.0, INF, key="R", text="||x_t|| <= R, R >= 1 (Assumption 1)", unreached=_WHY),
            Param("eta T R^2", 0.0, INF, lo_closed=False, key="s", text="any eta > 0 (with the hypotheses)",
                  unreached=_ETA_WHY),
            Param("D", 0.0, INF, key="c", text="any theta (D = ||theta - theta0|| >= 0)",
                  unreached="D in [1e-3, 1e3] (log-uniform) and D = 0 (theta = theta0); Lemma 10: D^2 = f eta "
                            "max(K L^(theta), L^(theta0)) with f in [1, 100] (f = 1 an edge) for the antisymmetric "
                            "target")) + extra


@st.composite
def _instances(draw: st.DrawFn, lemma: str, reading: bool = False) -> dict:
    """Tokens R (y (a + b u_t) e_1 + s z_t) (MG.sample_population scaled by R), labels flipped w.p. flip; theta0 an
    antisymmetric pair of head groups (Phi~(.; theta0) = 0, L^(theta0) = log 2) of full norm init; eta = s/(T R^2).
    Edges first: n = 3, flip 1/2, identical tokens along e_1, T = 8, R = 8, K = 1, s = 100, theta = theta0. With
    ``reading`` (descent from k = 0) Lemma 8's edges are where its D^2/(2 eta K) term is tight: the 'grad' target
    theta0 - eta K grad L^(theta0), K = K_max, eta T R^2 = 0.1, m = 10^12 (GD ~ linear, RHS - LHS ~ eta ||g||^2/2)."""
    cfg = _cfg()
    T = draw(with_edges(st.integers(1, 128), 8, 64, 1, 128))
    d = draw(with_edges(st.integers(1, 8), *((2, 1) if lemma == "16" else (1, 2)), 8))
    tight = reading and lemma == "8"
    K = draw(with_edges(st.integers(1, cfg["K_max"]), *((cfg["K_max"], 3) if tight else (1, 2, cfg["K_max"]))))
    n_max = int(max(1, min(64, cfg["work"] // (T * T * d * K * (GRID + 2)))))
    n = draw(with_edges(st.integers(1, n_max), min(3, n_max), 1, n_max))
    e16 = lemma == "16"  # (16): spread tokens, a large theta0 and a far random target first (non-convex segments)
    a = draw(with_edges(st.floats(0.1, 1.0), 0.5 if e16 else 1.0))
    b = draw(with_edges(st.floats(0.0, 1.0), 0.0)) * min(a, 1 - a)
    s = draw(with_edges(st.floats(0.0, 1.0), 1.0 if e16 else 0.0)) * math.sqrt(max(0.0, 1 - (a + b) ** 2))
    targets = (["antisym", "grad", "random"] if lemma in ("10", "t3") else
               ["random", "ascent", "grad", "antisym", "init"] if e16 else ["init", "grad", "antisym", "random"])
    inst = {"lemma": lemma, "T": T, "d": d, "K": K, "n": n, "a": a, "b": b, "s_tok": s,
            "flip": draw(with_edges(st.floats(0.0, 0.5), 0.5, 0.0)),
            "R": draw(with_edges(log_uniform(1.0, 100.0), 8.0, 1.0, 100.0)),
            # eta T R^2: 100 first (Lemmas 8, 9 cross there), 1e4 first for Lemma 10 (needs > 400 at n = 3)
            "s": draw(with_edges(log_uniform(1e-3, 1e4), *((0.1,) if tight else ()),
                                 *((1e4, 100.0) if lemma == "10" else (100.0, 1e4)), 1e-3)),
            "init": draw(with_edges(log_uniform(1e-3, 10.0), *((5.0,) if e16 else ()), 0.1, 1e-3)),
            "w_share": draw(with_edges(st.floats(0.0, 1.0), 0.5, 0.0)),
            "target": draw(st.one_of(st.just("grad"), st.sampled_from(targets)) if tight
                           else st.sampled_from(targets)),
            "c": draw(with_edges(log_uniform(1e-3, 1e3), *((10.0,) if e16 else ()), 1.0, 1e-3, 1e3)),
            # (16): seed 2 first (with the edges above its random target lies where L^ bends below its tangent)
            "seed": draw(with_edges(SEEDS, 2) if e16 else SEEDS)}
    if lemma in ("10", "t3"):
        inst["f73"] = draw(with_edges(log_uniform(1.0, 100.0), 1.0))
        inst["h_factor"] = draw(st.sampled_from([1.0, 10.0, 1e4]))
    if lemma == "t3":
        inst["eta_frac"] = draw(with_edges(st.floats(0.01, 1.0), 1.0))
        inst["item"] = 1 + int(inst["seed"]) % 5
    else:
        inst["m"] = draw(st.sampled_from([1e12, 1.0, 1e4] if tight else [1.0, 1e4, 1e12]))
    if lemma == "16":
        inst["R"] = draw(with_edges(st.just(inst["R"]), 8.0))
    return inst


def _data(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    g = torch.Generator().manual_seed(int(inst["seed"]) % (2**63))
    X, y = MG.sample_population(1, inst["n"], inst["T"], inst["d"], inst["a"], inst["b"], inst["s_tok"],
                                inst["flip"], g)
    return X[0].numpy() * inst["R"], y[0].numpy()


def _pair(T: int, d: int, rng: np.random.Generator, w_share: float) -> tuple[np.ndarray, np.ndarray]:
    Ua, Wa = rng.standard_normal((T, d)), rng.standard_normal((d, d))
    Ua *= math.sqrt(max(1.0 - w_share, 0.0)) / np.linalg.norm(Ua)
    Wa *= math.sqrt(w_share) / np.linalg.norm(Wa)
    return Ua, Wa


def _run(inst: dict) -> dict:
    """The GD run with every quantity of Lemmas 8-10 (see the claims)."""
    T, d, K = inst["T"], inst["d"], inst["K"]
    X, y = _data(inst)
    R = max(1.0, float(np.linalg.norm(X, axis=-1).max()))  # Assumption 1 holds with this R (<= the drawn R)
    rng = np.random.default_rng(int(inst["seed"]) % (2**63) + 1)
    Ua, Wa = _pair(T, d, rng, inst["w_share"])
    L0 = math.log(2.0)
    eta = inst["s"] / (T * R**2)

    def at(mg: float) -> tuple:
        """theta0 (full norm init) and the target at m_g = mg heads per group."""
        m = np.array([mg, mg])
        sc = inst["init"] / math.sqrt(2 * mg)  # ||(Ua, Wa)|| = 1 per head
        U0, W0 = np.stack([Ua, -Ua]) * sc, np.stack([Wa, Wa]) * sc
        tg = inst["target"]
        if tg == "init":
            return m, U0, W0, U0, W0
        if tg == "antisym":  # (dU, -dU, 0, 0): Phi~(.; theta) = 0 identically, so L^(theta) = log 2
            dU = rng_t.standard_normal((T, d))
            dU /= np.linalg.norm(dU) * math.sqrt(2 * mg)
            c = math.sqrt(inst["f73"] * eta * K * L0) if inst["lemma"] == "10" else inst["c"]
            return m, U0, W0, U0 + c * np.stack([dU, -dU]), W0
        if tg == "ascent":  # theta0 + c grad L^(theta0)/||grad L^(theta0)|| (where the loss may bend below its tangent)
            gU, gW, _ = A.grad(X, y, U0, W0, m)
            gn = max(math.sqrt(float((m * ((gU**2).reshape(2, -1).sum(1) + (gW**2).reshape(2, -1).sum(1))).sum())),
                     1e-300)
            return m, U0, W0, U0 + inst["c"] * gU / gn, W0 + inst["c"] * gW / gn
        if tg == "grad" and inst["lemma"] == "t3":  # theta0 - c grad/||grad|| (eta is set from the target)
            gU, gW, _ = A.grad(X, y, U0, W0, m)
            gn = max(math.sqrt(float((m * ((gU**2).reshape(2, -1).sum(1) + (gW**2).reshape(2, -1).sum(1))).sum())),
                     1e-300)
            return m, U0, W0, U0 - inst["c"] * gU / gn, W0 - inst["c"] * gW / gn
        if tg == "grad":  # theta0 - c eta K grad L^(theta0)
            gU, gW, _ = A.grad(X, y, U0, W0, m)
            return m, U0, W0, U0 - inst["c"] * eta * K * gU, W0 - inst["c"] * eta * K * gW
        dU, dW = rng_t.standard_normal((2, T, d)), rng_t.standard_normal((2, d, d))
        nr = math.sqrt(mg * ((dU**2).sum() + (dW**2).sum()))
        return m, U0, W0, U0 + inst["c"] * dU / nr, W0 + inst["c"] * dW / nr

    seed_t = int(inst["seed"]) % (2**63) + 2
    rng_t = np.random.default_rng(seed_t)
    if inst["lemma"] in ("10", "t3"):  # H >= (74) x h_factor, iterated (N = ||theta||_{2,inf} shrinks with H)
        mg = 1.0
        for _ in range(6):
            rng_t = np.random.default_rng(seed_t)
            m, U0, W0, Ut, Wt = at(mg)
            D, N = F.full_dist(m, Ut, Wt, U0, W0), F.nrm_2inf(Ut, Wt)
            mg = max(mg, float(math.ceil(B.h_train(T, d, R, D, N) * inst["h_factor"] / 2)))
        rng_t = np.random.default_rng(seed_t)
    else:
        mg = inst["m"]
    m, U0, W0, Ut, Wt = at(mg)
    H = float(m.sum())
    D, N = F.full_dist(m, Ut, Wt, U0, W0), F.nrm_2inf(Ut, Wt)
    Lth = A.loss(X, y, Ut, Wt, m)
    eta_cap = math.inf
    if inst["lemma"] == "t3":  # Thm. 3's step size: eta_frac x (1 ^ 1/rho(theta) ^ D^2/(K L^(theta)) ^ D^2/L^(theta0))
        eta_cap = BG.eta_max(T, d, H, R, D, N, K, Lth, L0)
        eta = eta_cap * inst["eta_frac"] * (1 - 1e-12)
    r = F.trajectory(X, y, U0, W0, m, eta, K, Ut, Wt, grid=GRID)
    L, Ad = r["L"], r["A"]
    nk = np.maximum(r["nrm"][:K], N)
    b3 = np.array([B.beta3(T, d, R, x) for x in nk])  # beta3(theta) v beta3(theta_k) (beta3 grows with the norm)
    b1 = np.array([B.beta1(T, R, x) for x in nk])
    # certified max of L^ on [theta, theta_k]: grid max + (h/2) sup ||grad L^|| ||theta - theta_k||, |l'| <= 1
    Mup = r["seg"] + 0.5 / (GRID - 1) * b1 * Ad[:K]
    tau = b3 / math.sqrt(H) * Mup
    desc = (L[:-1] - eta / 2 * r["gsq"] - L[1:]) / np.maximum(np.abs(L[:-1]), 1e-300)
    h9 = math.sqrt(H) - 2 * b3 * Ad[:K] ** 2
    # (16): L^(theta) >= L^(theta_k) + <grad L^(theta_k), theta - theta_k> - (1/2) tau_k ||theta - theta_k||^2;
    # the worst k (largest excess of the right side over L^(theta)), tau_k with the certified segment max
    lin = L[:K] + r["ip"]
    curv = 0.5 * tau * Ad[:K] ** 2
    j16 = int(np.argmax(lin - curv))
    return {"K": K, "H": H, "D": D, "N": N, "R": R, "eta": eta, "Lth": Lth, "L0": float(L[0]),
            "avg": float(L[1:].mean()), "LK": float(L[-1]), "max_dist": float(Ad[1:].max()),
            "tau_sum": float((tau * Ad[:K] ** 2).sum()),
            # descent for k in [K-1] = {1, .., K-1} (as printed; vacuous at K = 1) and for k = 0, .., K-1
            "desc_printed": float(desc[1:].min()) if K > 1 else 1.0, "desc_from0": float(desc.min()),
            "h9_printed": float(h9[1:].min()) if K > 1 else 1.0, "h9_from0": float(h9.min()),
            "c73_slack": (D**2 - max(eta * K * Lth, eta * L[0])) / max(D**2, 1e-300),
            "h74_slack": math.sqrt(H) - math.sqrt(B.h_train(T, d, R, D, N)),
            "first_step": float(r["B"][1]), "grad0_sq": float(r["gsq"][0]), "eta_gsq0": eta * float(r["gsq"][0]),
            "L1": float(L[1]), "eta_T_R2": eta * T * R**2,
            "eta_cap": eta_cap, "dist_K0": float(r["B"][K]),
            "lin16": float(lin[j16]), "curv16": float(curv[j16]), "k16": j16, "ip16": float(r["ip"][j16])}


def _terms(r: dict) -> dict:
    return {k: v for k, v in r.items() if isinstance(v, int | float)}


def _desc(printed: bool) -> Assumption:
    if printed:
        return Assumption("descent (68), k in [K-1]", "(68) for k = 1, .., K-1 ([K-1] as printed; vacuous at "
                          "K = 1; relative slack)", lambda q: q["desc_printed"])
    return Assumption("descent (68), k < K", "(68) for k = 0, .., K-1 (relative slack)", lambda q: q["desc_from0"])


_K0_TEXT = ("'for all k in [K-1]' read as k = 0, .., K-1 (the proofs telescope (70) from k = 0, which uses descent "
            "at k = 0): the step from theta0 must descend too")

# ----------------------------------------------------------------------------------------------- Lemma 8


def _lemma8_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _run(inst)
    return Measurement(r["avg"], {"Lth": r["Lth"], "D": r["D"], "eta": r["eta"], "K": r["K"],
                                  "tau_sum": r["tau_sum"]}, _terms(r))


LEMMA8_TR = Claim(
    id="mhgd.lemma8-TR",
    catalog_id="mhgd.lemma8",
    paper=PAPER,
    domain=_domain((Param("H", 1, INF, integer=True, text="any H", unreached="H = 2 m, m in {1, 1e4, 1e12}"),)),
    source=f"Lemma 8 (regret inequality, eq. 69), App. B.3, {SEED_FILE} L854-L870 ('for all k in [K-1]', L854)",
    statement="Assume eta > 0 such that step-wise descent (68) holds for all k in [K-1] (= {1, .., K-1}). Then for "
              "any theta: (1/K) sum_{k=1}^K L^(theta_k) <= L^(theta) + ||theta - theta0||^2/(2 eta K) + (1/2K) "
              "sum_{k=0}^{K-1} tau_k ||theta - theta_k||^2, tau_k = (beta3(theta) v beta3(theta_k))/sqrt(H) "
              "max_alpha L^(alpha theta_k + (1 - alpha) theta); at T up to 128, token norms R up to 100.",
    kind="algorithmic",
    comparison="<=",
    bound=BG.lemma8,
    measure=_lemma8_measure,
    strategy=lambda: _instances("8"),
    assumptions=(_desc(True),),
    expect="erratum as printed",
    readings=(Reading("descent from k = 0", _K0_TEXT, assumptions=(_desc(False),),
                      strategy=lambda: _instances("8", reading=True)),),
    corrected=None,
    no_correction_reason="the bound is not what fails but the index set of the hypothesis: with descent assumed "
                         "for k = 0, .., K-1 (the reading 'descent from k = 0', which the proof's telescoping uses) "
                         "Lemma 8 holds at every size checked",
    evidence="[K-1] = {1, .., K-1} in the paper's notation (i in [n], t in [T]), so at K = 1 Lemma 8 assumes "
             "nothing and with theta = theta0 reads L^(theta_1) <= L^(theta0) for every eta > 0. One GD step with "
             "eta T R^2 large overshoots: identical tokens x_t = R y e_1, an antisymmetric theta0 (Phi~ = 0, "
             "L^ = log 2), n = 3 with one label flipped: the step moves every output by eta T R^2/6, so L^(theta_1) "
             "= (2/3) l(q) + (1/3) l(-q) ~ q/3, q = eta T R^2/6; e.g. T = 8, R = 8, eta = 100/(T R^2): L^(theta_1) "
             "= 5.57 > log 2 = 0.693 (the step of mhgd.thm2-TR). The proof telescopes (70) from k = 0, which "
             "uses descent at k = 0: under the reading 'descent from k = 0' Lemma 8 holds (T <= 128, R <= 100).",
    second_path="tests/test_mhgd_r23_mhgd2.py::test_lemma8_9_10_first_step_overshoot",
    mutants={"D^2/(2 eta K) -> D^2/(4 eta K)": lambda Lth, D, eta, K, tau_sum: Lth + D**2 / (4 * eta * K)
             + tau_sum / (2 * K)},
    auto_mutant=False,
    notes="numpy GD on the group-reduced model (two antisymmetric groups of m heads each), every quantity of the "
          "lemma along the run: tau_k uses a certified upper bound of max_alpha L^ on [theta, theta_k] (17-point "
          "grid + (h/2) beta1 ||theta - theta_k||). Under the reading the 'grad' target theta0 - c eta K grad "
          "L^(theta0) (c ~ 1) makes the D^2/(2 eta K) term tight and kills the planted D^2/(4 eta K) mutant.",
    settings={"ci": {"max_examples": 6, "budget_s": 3.0}, "dev": {"max_examples": 100, "budget_s": 120.0}},
)
CLAIMS.append(LEMMA8_TR)

# ----------------------------------------------------------------------------------------------- Lemma 9


def _lemma9_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _run(inst)
    return Measurement(r["avg"], {"Lth": r["Lth"], "D": r["D"], "eta": r["eta"], "K": r["K"], "L0": r["L0"]},
                       _terms(r))


def _h9(printed: bool) -> Assumption:
    key = "h9_printed" if printed else "h9_from0"
    return Assumption("H9", "sqrt(H) >= 2 (beta3(theta) v beta3(theta_k)) ||theta - theta_k||^2 for k in "
                      + ("[K-1] (as printed)" if printed else "k = 0, .., K-1"), lambda q: q[key])


LEMMA9_TR = Claim(
    id="mhgd.lemma9-TR",
    catalog_id="mhgd.lemma9",
    paper=PAPER,
    domain=_domain((Param("H", 1, INF, integer=True, text="any H meeting Lemma 9's condition",
                          unreached="H = 2 m, m in {1, 1e4, 1e12}"),)),
    source=f"Lemma 9 (eq. 71), App. B.3, {SEED_FILE} L872-L874 (Lemma 8's assumptions, 'for all k in [K-1]')",
    statement="Suppose the assumptions of Lemma 8 hold (descent (68) for k in [K-1]) and sqrt(H) >= 2 (beta3(theta) "
              "v beta3(theta_k)) ||theta - theta_k||^2 for all k in [K-1]. Then (1/K) sum_{k=1}^K L^(theta_k) <= "
              "2 L^(theta) + 3||theta - theta0||^2/(4 eta K) + L^(theta0)/(2K); at T up to 128, R up to 100.",
    kind="algorithmic",
    comparison="<=",
    bound=BG.lemma9,
    measure=_lemma9_measure,
    strategy=lambda: _instances("9"),
    assumptions=(_desc(True), _h9(True)),
    expect="erratum as printed",
    readings=(Reading("descent and H condition from k = 0", _K0_TEXT + "; likewise Lemma 9's H condition",
                      assumptions=(_desc(False), _h9(False))),),
    corrected=None,
    no_correction_reason="as for mhgd.lemma8-TR: the hypotheses' index set [K-1] omits k = 0; from k = 0 "
                         "(the reading) Lemma 9 holds at every size checked",
    evidence="At K = 1 both hypotheses ('for all k in [K-1]', [0] empty) are vacuous, and with theta = theta0 "
             "(71) reads L^(theta_1) <= (5/2) L^(theta0) for any eta > 0 and any H. The overshooting first step "
             "of mhgd.lemma8-TR (n = 3, one flipped label, identical tokens, theta0 antisymmetric): T = 8, R = 8, "
             "eta T R^2 = 100: L^(theta_1) = 5.57 > 2.5 log 2 = 1.73. Under the reading (both from k = 0) it holds.",
    second_path="tests/test_mhgd_r23_mhgd2.py::test_lemma8_9_10_first_step_overshoot",
    mutants={"without 2 L^(theta)": lambda Lth, D, eta, K, L0: 3 * D**2 / (4 * eta * K) + L0 / (2 * K)},
    auto_mutant=False,
    notes="Same runs as mhgd.lemma8-TR. The planted mutant (no 2 L^(theta)) dies under the reading at theta = "
          "theta0 (avg ~ L^(theta0) > L^(theta0)/(2K)).",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
)
CLAIMS.append(LEMMA9_TR)

# ---------------------------------------------------------------------------------------------- Lemma 10


def _lemma10_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _run(inst)
    return Measurement(r["max_dist"], {"D": r["D"]}, _terms(r))


LEMMA10_TR = Claim(
    id="mhgd.lemma10-TR",
    catalog_id="mhgd.lemma10",
    paper=PAPER,
    domain=_domain((Param("H / H(74)", 1.0, INF, key="h_factor", text="any H meeting (74)",
                          unreached="H = H(74) x {1, 10, 10^4} (group-reduced, up to ~1e40 heads)"),)),
    source=f"Lemma 10 (iterates-norm bound, eq. 75), App. B.3, {SEED_FILE} L890-L900 ('forall k in [K-1]')",
    statement="Suppose descent (68) holds for all k in [K-1], Assumption 1, (73) ||theta - theta0||^2 >= "
              "max{eta K L^(theta), eta L^(theta0)} and (74) sqrt(H) >= 36 d sqrt(T d) R^3 (3 sqrt(d) R^2 (3 "
              "||theta - theta0|| + ||theta||_{2,inf}) + 1) ||theta - theta0||^2. Then ||theta_k - theta|| <= 3 "
              "||theta - theta0|| for all k in [K]; at T up to 128, R up to 100.",
    kind="algorithmic",
    comparison="<=",
    bound=BG.lemma10,
    measure=_lemma10_measure,
    strategy=lambda: _instances("10"),
    assumptions=(_desc(True), Assumption("73", "D^2 >= max(eta K L^(theta), eta L^(theta0)) (relative)",
                                         lambda q: q["c73_slack"] + 1e-12),
                 Assumption("74", "sqrt(H) >= (74)", lambda q: q["h74_slack"])),
    expect="erratum as printed",
    readings=(Reading("descent from k = 0", _K0_TEXT,
                      assumptions=(_desc(False), Assumption("73", "(73) (relative)",
                                                            lambda q: q["c73_slack"] + 1e-12),
                                   Assumption("74", "(74)", lambda q: q["h74_slack"]))),),
    corrected=None,
    no_correction_reason="as for mhgd.lemma8-TR: with descent from k = 0 (the reading; mhgd.lemma10, "
                         "mhgd.lemma10-size) the bound 3D holds",
    evidence="At K = 1 descent is not assumed ([0] empty) and (73) only asks D^2 >= eta max(L^(theta), L^(theta0)). "
             "Take theta = theta0 + an antisymmetric displacement (dU, -dU) (Phi~(.; theta) = 0, L^(theta) = "
             "L^(theta0) = log 2) with D^2 = eta log 2 and H at (74). The displacement is orthogonal to the "
             "gradient (g, g), so ||theta_1 - theta||^2 = D^2 + eta^2 ||grad L^(theta0)||^2 > 9 D^2 once eta "
             "||grad L^(theta0)||^2 > 8 log 2: with identical tokens x_t = R y e_1, n = 3 and one flipped label, "
             "||grad L^(theta0)|| = sqrt(T) R/6, so eta T R^2 > 288 log 2 = 200 suffices; e.g. T = 8, R = 8, "
             "eta T R^2 = 1e4: ||theta_1 - theta|| / D = sqrt(1 + 1e4/(36 log 2)) = 20.0 > 3 (second path); the "
             "search's instance (H ~ 1e13 heads at (74)): 73.7 > 3 D = 11.04. Under the reading (descent at k = 0) "
             "such a step is excluded.",
    second_path="tests/test_mhgd_r23_mhgd2.py::test_lemma8_9_10_first_step_overshoot",
    mutants={"3D -> D (no growth allowed)": lambda D: D * (1 - 1e-6)},
    auto_mutant=False,
    notes="H is set at (74) x h_factor (iterated: ||theta||_{2,inf} depends on H); D^2 = f73 eta K log 2 for the "
          "antisymmetric target (f73 = 1: (73) with equality).",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
)
CLAIMS.append(LEMMA10_TR)

# -------------------------------------------------------------------------------------- (16), Sec. 6.1


def _eq16_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _run(inst)
    return Measurement(r["lin16"], {"Lth": r["Lth"], "curv": r["curv16"]}, _terms(r))


EQ16_TR = Claim(
    id="mhgd.eq16-TR",
    catalog_id="mhgd.lemma8",
    paper=PAPER,
    domain=_domain((Param("H", 1, INF, integer=True, text="any H", unreached="H = 2 m, m in {1, 1e4, 1e12}"),)),
    source=f"Eq. (16), proof sketch of Thm. 1 (Sec. 6.1), {SEED_FILE} L327-L329 (the beta3(theta_1) v "
           "beta3(theta_2) of (15) read at theta_1 = theta, theta_2 = theta_k)",
    statement="For any theta and iterate theta_k, theta_{k_alpha} = alpha theta_k + (1 - alpha) theta: L^(theta) >= "
              "L^(theta_k) + <grad L^(theta_k), theta - theta_k> - (1/2) ((beta3(theta) v beta3(theta_k))/sqrt(H)) "
              "max_alpha L^(theta_{k_alpha}) ||theta - theta_k||^2 (16); at T up to 128, token norms R up to 100.",
    kind="step",
    comparison="<=",
    bound=B23.eq16,
    measure=_eq16_measure,
    strategy=lambda: _instances("16"),
    mutants={"convexity (no curvature term)": lambda Lth, curv: Lth},
    auto_mutant=False,
    notes="Checked at every iterate k < K of the runs of mhgd.lemma8-TR (the worst k reported) with the max over "
          "alpha replaced by a certified upper bound (17-point grid + (h/2) beta1 ||theta - theta_k||), which "
          "makes the right side of (16) smaller, so a crossing is certified. The planted 'convexity' mutant dies "
          "where L^ is non-convex along [theta_k, theta] (attention weights W moving).",
    settings={"ci": {"max_examples": 25, "budget_s": 3.0}},
)
CLAIMS.append(EQ16_TR)

# ------------------------------------------------------- Prop. 7's witness and Definition 1 at large token norms

_P7R_WHY = ("n <= 12, T <= 32, d <= 4 (edges 1, 12, 32, 4), token norm R in [0.3, 100] (R = max(1, .); edges 100, 10, "
            "1), B_Phi in [1, 4], B2 up to 3 x its least value, eps in [1e-12, 1], H = H_req of (98) x {1, 10, 1000} "
            "(up to ~1e25 heads, group-reduced): one instance solves the NTK max-margin SVM (cvxpy) on G (T d + d^2) "
            "reduced features; n, T, d beyond these are mhgd.prop7-size's (n <= 24, T, d <= 6 at R <= 2)")


@st.composite
def _p7r_instances(draw: st.DrawFn, def1: bool = False) -> dict:
    seed = draw(SEEDS)
    inst = {"n": draw(with_edges(st.integers(1, 12), 3, 1, 12)), "T": draw(with_edges(st.integers(1, 32), 16, 1, 32)),
            "d": draw(with_edges(st.integers(1, 4), 2, 1, 4)), "G": draw(st.sampled_from([2, 4])),
            "init": draw(st.sampled_from(["antisym", "zero"])), "init_scale": draw(log_uniform(0.1, 3.0)),
            "dup": draw(st.booleans()), "x_norm": draw(with_edges(log_uniform(0.3, 100.0), 100.0, 10.0, 1.0)),
            "bphi": draw(with_edges(log_uniform(1.0, 4.0), 1.0)), "b2f": draw(with_edges(log_uniform(1.0, 3.0), 1.0)),
            "eps": draw(with_edges(log_uniform(1e-12, 1.0), 1e-12, 1.0)),
            "h_factor": draw(st.sampled_from([1.0, 10.0, 1000.0])), "item": 1 + seed % 3, "seed": seed}
    if def1:
        inst["T"] = min(inst["T"], 8)
        inst["k"] = draw(st.integers(1, 3))
        inst["init_scale"] = draw(log_uniform(0.1, 6.0))
    return inst


def _p7r_claims() -> list[Claim]:
    from thmcheck.checks.papers.mhgd.sec4_3_appC3_realizability import DEF1, PROP7

    def dom(why: str) -> tuple[Param, ...]:
        return (Param("n", 1, INF, integer=True, text="any training set of n samples", unreached=why),
                Param("T", 1, INF, integer=True, text="any T", unreached=why),
                Param("d", 1, INF, integer=True, text="any d", unreached=why),
                Param("R", 1.0, INF, key="x_norm", text="||x_t|| <= R, R >= 1 (Assumption 1)", unreached=why))

    p7 = Claim(
        id="mhgd.display.prop7-witness-R", catalog_id="mhgd.prop7", paper=PAPER,
        domain=dom(_P7R_WHY) + (Param("eps", 0.0, 1.0, lo_closed=False, text="1 >= eps > 0",
                                      unreached="eps >= 1e-12 (log-uniform, both ends edges)"),
                                Param("H / H_req", 1.0, INF, key="h_factor", text="H satisfying (98)",
                                      unreached="H = H_req x {1, 10, 1000}")),
        source=PROP7.source, statement=PROP7.statement + " Checked at token norms up to 100, T <= 32, n <= 12.",
        kind="step", comparison="<=", bound=PROP7.bound, measure=PROP7.measure, strategy=_p7r_instances,
        assumptions=PROP7.assumptions, expect="erratum",
        evidence="mhgd.display.prop7-witness's crossing (item 2: ||theta^(eps) - theta0|| = sqrt(2) g0 > g0, since "
                 "||theta_*|| = sqrt(2)) persists at large token norms: e.g. n = 12, T = 16, d = 4, G = 4, token norm "
                 "50, antisymmetric init (scale 1, seed 1), eps = 1e-12, H = H_req = 1.3e22: gamma = 59.6, dist = "
                 "0.7027 = sqrt(2) x 0.4969 = sqrt(2) g0. Items 1 and 3 hold there (L^/eps = 0.135 = e^-2: the "
                 "curvature term is negligible at H_req; ||theta^(eps)||_{2,inf} <= 0.76 g). " + PROP7.evidence,
        corrected=PROP7.corrected, second_path=PROP7.second_path, mutants=dict(PROP7.mutants),
        notes="mhgd.display.prop7-witness's measurement (NTK SVM by cvxpy, the witness theta0 + g0 theta_*) at "
              "token norms up to 100 (R <= 2 before), T <= 32, n <= 12; H = H_req of (98) grows like R^10 (up to "
              "~1e25 heads, exact group reduction). " + PROP7.notes,
        settings={"ci": {"max_examples": 30, "budget_s": 3.0}, "dev": {"max_examples": 200, "budget_s": 150.0}})
    d1 = Claim(
        id="mhgd.def1-R", catalog_id="mhgd.def1", paper=PAPER, domain=dom(_P7R_WHY.replace("T <= 32", "T <= 8")),
        source=DEF1.source, statement=DEF1.statement + " Checked at token norms up to 100, T <= 8, n <= 12.",
        kind="construction", comparison="<=", bound=DEF1.bound, measure=DEF1.measure,
        strategy=lambda: _p7r_instances(def1=True), assumptions=DEF1.assumptions, rtol=DEF1.rtol,
        mutants=dict(DEF1.mutants), notes="mhgd.def1's check (reduced P1-P3 against the explicit H = G k head model, "
                                          "autograd Jacobian) at token norms up to 100. " + DEF1.notes,
        settings={"ci": {"max_examples": 8, "budget_s": 3.0}, "dev": {"max_examples": 80, "budget_s": 150.0}})
    return [p7, d1]


CLAIMS += _p7r_claims()


# ------------------------------------------------------------------------------- Theorem 3, far T and R


def _thm3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _run(inst)
    item = inst["item"]
    lhs = {1: r["LK"], 2: r["avg"], 3: r["dist_K0"], 4: r["max_dist"], 5: r["avg"]}[item]
    return Measurement(lhs, {"item": item, "Lth": r["Lth"], "D": r["D"], "eta": r["eta"], "K": r["K"],
                             "avg": r["avg"], "L0": r["L0"]}, _terms(r))


THM3_TR = Claim(
    id="mhgd.thm3-TR",
    catalog_id="mhgd.thm3",
    paper=PAPER,
    domain=_domain((Param("H / H(74)", 1.0, INF, key="h_factor", text="any H meeting Thm. 3's condition (L932)",
                          unreached="H = H(74) x {1, 10, 10^4} (group-reduced)"),
                    Param("eta / cap", 0.0, 1.0, lo_closed=False, key="eta_frac", text="any eta up to Thm. 3's cap",
                          unreached="eta / cap in [0.01, 1] (1 an edge)"))),
    source=f"Theorem 3 (restatement of Thm. 1 with constants), App. B.4, {SEED_FILE} L928-L962 (79), (80)",
    statement="Fix any theta and H with sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + ||theta||_{2,inf}) + 1) "
              "D^2 (D = ||theta - theta0||), eta <= 1 ^ 1/rho(theta) ^ D^2/(K L^(theta)) ^ D^2/L^(theta0). Then L^(theta_K) "
              "<= avg <= 2 L^(theta) + 5 D^2/(4 eta K), ||theta_K - theta0|| <= 4D (79); ||theta_k - theta|| <= 3D "
              "for k in [K], avg <= 2 L^(theta) + 3 D^2/(4 eta K) + L^(theta0)/(2K) (80); at T up to 128, R up to 100.",
    kind="algorithmic",
    comparison="<=",
    bound=BG.thm3,
    measure=_thm3_measure,
    strategy=lambda: _instances("t3"),
    assumptions=(Assumption("74", "sqrt(H) >= (74) (L932)", lambda q: q["h74_slack"]),
                 Assumption("eta", "eta <= Thm. 3's cap", lambda q: (q["eta_cap"] - q["eta"]) / q["eta_cap"])),
    mutants={"last loss below 0.9 x the average": lambda item, Lth, D, eta, K, avg, L0: (
        0.9 * avg if item == 1 else BG.thm3(item, Lth, D, eta, K, avg, L0))},
    auto_mutant=False,
    notes="The runs of mhgd.lemma10-TR (numpy GD, two antisymmetric head groups, H at (74) x h_factor) with eta at "
          "Thm. 3's cap: rho(theta) >= (T R^2/4) alpha(theta)^2 >= 9 T^2 d^3 R^8 keeps eta ~ 1e-4 .. 1e-20 at the "
          "far sizes, so the iterates barely move and every item holds with a wide margin (the Thm. 1 / Thm. 2 "
          "crossings at theta~ = 0 need the printed order of rho, which vanishes there; Thm. 3's explicit rho does "
          "not). The planted mutant (L^(theta_K) <= 0.9 avg) dies on item 1.",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
)
CLAIMS.append(THM3_TR)

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.display.prop7-witness-R': 'auditor A: confirmed as printed',
    'mhgd.lemma10-TR': 'auditor B: confirmed as printed',
    'mhgd.lemma8-TR': 'auditor B: confirmed as printed',
    'mhgd.lemma9-TR': 'auditor B: confirmed as printed',
}, 'docs/audits/round23/mhgd.md')

# ---- round 29 (helper hhT23): the hidden-constant hypotheses of docs/hiddenhyp_r28.md triaged ("Round 29 triage"):
# why the crossing does not need the constant read at one value
from thmcheck.checks.papers import _hiddenhyp_r29 as hh  # noqa: E402

CLAIMS = hh.add_notes(CLAIMS, {
    "mhgd.display.prop7-witness-R": "P1-P3 and (98) are explicit printed inequalities (as mhgd.prop7, round 28's "
                                    "triage): no hidden constant is granted; ||theta^(eps) - theta0|| = sqrt(2) g0 is "
                                    "exact on every instance.",
})
