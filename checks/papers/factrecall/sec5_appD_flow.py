"""factrecall, part 2: Section 5 of Nichani, Lee & Bietti (the simplified linear-attention model and its gradient
flow: Lemmas 4-7, Corollary 3, Theorems 5 and 6, the sequential-learning / hallucination plateau).

Catalog: ``shared/claims/factrecall.md`` (section 3); paper: ``shared/seeds/002_60f5937820eee378.txt``.
Sections 3, 4 and 6 are in the other modules of ``checks/papers/factrecall/``. The model (exact population loss, Lemma 4
gradients, RK4 gradient flow) is ``models/factrecall/sec5_appD_flow.py``; the bounds ``bounds/factrecall/sec5_appD_flow.py``.
"""

from __future__ import annotations

import dataclasses
import functools
import math

import mpmath
import numpy as np
import torch
from hypothesis import strategies as st
from scipy.integrate import solve_ivp

from thmcheck.bounds.factrecall import sec5_appD_flow as B
from thmcheck.checks.claim import (
    Assumption,
    BatchMeasurement,
    Claim,
    Ctx,
    Measurement,
    Reading,
    SolverFailure,
)
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.profiles import experiment_scale
from thmcheck.checks.stats import fit_exponent
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.device import torch_dtype
from thmcheck.models.factrecall import sec5_appD_flow as F

PAPER = "factrecall"
SEED_FILE = "shared/seeds/002_60f5937820eee378.txt"
MODEL = ("Model (L233-L255, L975-L993): orthonormal embeddings, d = |V|; logit(a | z_{1:T}) = sum_t W_OV(a, z_t) "
         "W_KQ(z_t) (EOS included), p^ = softmax over A; L = E[-log p^(a*(s, r) | z_{1:T})] over the data of "
         "L122-L142 (s, r at two distinct positions of [T-1], the others uniform noise, z_T = EOS), computed exactly "
         "by enumerating (s, r, noise multiset). a*(s, r) lies in block r of A (|A| = RD), as in Section 4.4.")


# ------------------------------------------------------------------------------------------ shared pieces


def _a_star(S: int, R: int, D: int, seed: int, mode: str) -> np.ndarray:
    """a*(s, r) in block r: uniform random, or all subjects on the first answer of the block ('skewed')."""
    rng = np.random.default_rng(seed)
    off = rng.integers(0, D, (S, R)) if mode == "random" else np.zeros((S, R), dtype=np.int64)
    return np.arange(R)[None] * D + off


def _p_sr(S: int, R: int, seed: int, mode: str) -> np.ndarray | None:
    """p(s, r): uniform 1/(SR), a Dirichlet draw, or one pair carrying most of the mass ('peaked')."""
    if mode == "uniform":
        return None
    rng = np.random.default_rng(seed + 1)
    if mode == "dirichlet":
        return rng.dirichlet(np.full(S * R, 0.7)).reshape(S, R) * 0.98 + 0.02 / (S * R)
    p = np.full((S, R), 0.1 / (S * R))
    p[0, 0] += 0.9
    return p


@st.composite
def _task_params(draw: st.DrawFn, max_rows: int = 400) -> dict:
    """Tasks: sizes, answer table, p(s, r) and noise drawn; small ones first, then S up to 150, R, D up to 10, T up
    to 8, |N| up to 100; the enumerated population S R C(|N| + T - 4, T - 3) stays <= max_rows (|N| is lowered
    first, then T, then S)."""
    S = draw(st.one_of(st.just(1), st.integers(1, 6), st.integers(1, 150), st.integers(100, 150)))  # atoms: S = R = 1,
    R = draw(st.one_of(st.just(1), st.integers(1, 3), st.integers(1, 10)))  # D = 2: Lemma 5's fastest growth
    D = draw(st.one_of(st.just(2), st.integers(1, 3), st.integers(1, 10)))
    T = draw(st.one_of(st.integers(3, 5), st.integers(3, 8)))
    Nn = draw(st.one_of(st.integers(1, 6), st.integers(1, 100)))
    while S * R > max_rows:
        S = max(1, max_rows // R)
    while T > 3 and S * R * math.comb(Nn + T - 4, T - 3) > max_rows:
        if Nn > 1:
            Nn = max(1, Nn // 2)
        else:
            T -= 1
    return {"S": S, "R": R, "D": D, "T": T, "Nn": Nn, "seed": draw(SEEDS),
            "amode": draw(st.sampled_from(["random", "skewed"])),
            "pmode": draw(st.sampled_from(["uniform", "dirichlet", "peaked", "peaked"]))}


def _task(inst: dict, ctx: Ctx | None = None) -> F.Task:
    dev = ctx.device if ctx else "cpu"
    dt = torch_dtype(ctx.dtype) if ctx else torch.float64
    return F.make_task(inst["S"], inst["R"], inst["D"], inst["Nn"], inst["T"],
                       _a_star(inst["S"], inst["R"], inst["D"], inst["seed"], inst["amode"]),
                       _p_sr(inst["S"], inst["R"], inst["seed"], inst["pmode"]), dtype=dt, device=dev)


FLOW_CONFIG: dict = {
    # gradient flow of the small drawn tasks (cor3, lemma5, thm5): RK4 step h up to time t_end
    "ci": {"t_end": 40.0, "h": 0.5},
    "deep": {"t_end": 600.0, "h": 0.25},
}


def _flow_cfg() -> dict:
    return FLOW_CONFIG[experiment_scale()]


@functools.lru_cache(maxsize=64)
def _trajectory(key: tuple, alpha: float, t_end: float, h: float, device: str) -> tuple[F.Task, F.Trajectory]:
    inst = dict(key)
    task = _task(inst, Ctx("float64", device))
    return task, F.flow(task, *F.balanced_init(task, alpha), t_end, h, 1)


DRIFT_MAX = 1e-3  # the largest relative RK4 error on Lemma 4's invariant at which a run is trusted
HALVINGS = 4  # a run past DRIFT_MAX is repeated at h/2, ..., h/16 before it counts as our integrator's failure


@functools.lru_cache(maxsize=64)
def _trajectory_ivp(key: tuple, alpha: float, t_end: float, h: float) -> tuple[F.Task, F.Trajectory]:
    from thmcheck.models.factrecall.r22_flow_ivp import flow_ivp

    task = _task(dict(key), Ctx("float64", "cpu"))
    return task, flow_ivp(task, *F.balanced_init(task, alpha), t_end, h)


FLOW_IVP_ALPHA = 1.0  # above this alpha the flow is integrated adaptively at once (RK4 at the ci step is unstable)


def flow_visit(task: F.Task, W0: torch.Tensor, K0: torch.Tensor, t_cap: float, h: float, alpha: float,
               visit) -> None:  # noqa: ANN001
    """Call ``visit(t, W_OV, W_KQ)`` along the flow from (W0, K0) up to t_cap: at every RK4 step (step h) for alpha <=
    FLOW_IVP_ALPHA, else at the snapshots t = h, 2h, ... of the adaptive DOP853 run (round 22: RK4 at the ci step
    is unstable for large initial weights)."""
    if alpha <= FLOW_IVP_ALPHA:
        F.flow(task, W0, K0, t_cap, h, 10**9, visit)
        return
    from thmcheck.models.factrecall.r22_flow_ivp import flow_ivp

    traj = flow_ivp(task, W0, K0, t_cap, h)
    for i in range(1, len(traj.t)):
        if visit(float(traj.t[i]), traj.Wov[i], traj.Wkq[i]):
            break


def _run(inst: dict, ctx: Ctx) -> tuple[F.Task, F.Trajectory]:
    """The flow of ``inst`` by RK4 at the drawn step h, halved up to HALVINGS times while the run's error on the
    invariant exceeds DRIFT_MAX; round 22: a run still past DRIFT_MAX at h/16, and every run with alpha >
    FLOW_IVP_ALPHA, by scipy's adaptive DOP853 (rtol 1e-10, atol 1e-12) with the snapshots at the same times
    (``_INTEGRATION`` reports a run still past DRIFT_MAX as unknown)."""
    keys = ("S", "R", "D", "T", "Nn", "seed", "amode", "pmode")
    key = tuple((k, inst[k]) for k in keys)
    h = float(inst["h"])
    if float(inst["alpha"]) <= FLOW_IVP_ALPHA:
        for _ in range(HALVINGS + 1):
            task, traj = _trajectory(key, float(inst["alpha"]), float(inst["t_end"]), h, ctx.device)
            if _invariant_drift(traj) <= DRIFT_MAX:
                return task, traj
            h /= 2
    return _trajectory_ivp(key, float(inst["alpha"]), float(inst["t_end"]), float(inst["h"]))


@st.composite
def _flow_instances(draw: st.DrawFn) -> dict:
    cfg = _flow_cfg()
    # round 22: alpha up to 1e3 (alpha > 1 by the adaptive integrator, :func:`_run`)
    alpha = draw(st.one_of(log_uniform(1e-4, 1.0), log_uniform(1.0, 1e3), st.just(1e3)))
    return {**draw(_task_params()), "alpha": alpha, "t_end": cfg["t_end"], "h": cfg["h"],
            "t_frac": draw(st.one_of(st.sampled_from([0.0, 1.0]), st.floats(0.0, 1.0))),
            "t_mode": draw(st.sampled_from(["frac", "max_rate", "max_rate"])),
            "token_class": draw(st.sampled_from(["subject", "noise"]))}


def _invariant_drift(traj: F.Trajectory) -> float:
    """max over t, z of |I_z(t) - I_z(0)| / W_KQ(z)(t)^2: RK4's error on Lemma 4's invariant (relative)."""
    inv = F.invariant(traj.Wov, traj.Wkq)
    return float(((inv - inv[0]).abs() / traj.Wkq**2).max())


def _integration_slack(q: dict) -> float:
    """DRIFT_MAX - the run's drift; a run still past DRIFT_MAX at the smallest step tried is our integrator failing
    (SolverFailure: an unknown evaluation), not an instance outside the theorem's hypotheses."""
    if not q["invariant_drift"] <= DRIFT_MAX:
        raise SolverFailure(f"the flow's relative error on Lemma 4's invariant is {q['invariant_drift']:.3g} > "
                            f"{DRIFT_MAX:g} (RK4 down to h / {2**HALVINGS}, then adaptive DOP853): the run is not "
                            "trusted")
    return DRIFT_MAX - q["invariant_drift"]


_INTEGRATION = Assumption(
    "integration", "RK4 keeps Lemma 4's invariant I_z to 1e-3 relative to W_KQ(z)^2, the step h halved up to four "
    "times until it does (typical drift 1e-6..1e-4 at h = 0.5, far below the margins of the bounds checked on flows); "
    "round 22: a run still past 1e-3 at h/16, and every run with alpha > 1, by scipy's adaptive DOP853 (rtol 1e-10, "
    "drift ~1e-12); a run that still drifts more is our integrator's failure: an unknown evaluation (SolverFailure), "
    "never a rejection",
    _integration_slack)


_ROWS = ("the exact population enumerates S R C(|N| + T - 4, T - 3) sequences and |A| = RD answer columns, kept <= 400 "
         "rows for ci: R, D <= 10, T <= 8 drawn; the statements carry no size dependence beyond these counts")
FLOW_DOMAIN = (
    Param("S", 1, INF, integer=True, text="S >= 1 subjects (no upper limit)"),
    Param("R", 1, INF, integer=True, text="R >= 1 relations", unreached=_ROWS),
    Param("D", 1, INF, integer=True, text="D >= 1 answers per relation (|A| = RD, Assumption 1)", unreached=_ROWS),
    Param("T", 3, INF, integer=True, text="sequence length T >= 3 (s, r, EOS)", unreached=_ROWS),
    Param("Nn", 1, INF, integer=True, text="|N| >= 1 noise tokens", unreached=_ROWS),
)
_ALPHA = Param("alpha", 0, INF, lo_closed=False, text="Assumption 2: W_OV = alpha, W_KQ = alpha sqrt(|A| + 1), alpha > 0",
               unreached=("alpha > 1 not drawn: the initial weights are then large and the flow stiff for RK4 at the "
                          "ci step (the integration assumption rejects it); Section 5 is about small initialisation"))
_ALPHA_WIDE = Param("alpha", 0, INF, lo_closed=False,
                    text="Assumption 2: W_OV = alpha, W_KQ = alpha sqrt(|A| + 1), alpha > 0",
                    unreached=("alpha in [1e-4, 1e3] drawn (round 22: alpha > 1, and runs RK4 cannot keep on Lemma 4's "
                               "invariant, by scipy's adaptive DOP853); alpha < 1e-4 not drawn: the weights stay near "
                               "their initial value alpha sqrt(|A| + 1) for the whole run (the early phase lengthens as "
                               "alpha -> 0); alpha > 1e3 not drawn: the dynamics speed up like alpha^2 (the softmax "
                               "saturates within t ~ alpha^-2), the same adaptive run"))


# ------------------------------------------------------------------------------------ Lemma 4 (L995-L1038)


@st.composite
def _lemma4_instances(draw: st.DrawFn) -> dict:
    """Random parameters (scale drawn) and a direction v: random, a single coordinate, or the balancedness
    direction grad I_z = (-2 W_OV(., z), 2 W_KQ(z)) of a drawn token z (there <grad L, v> = 0 exactly)."""
    return {**draw(_task_params()), "theta_seed": draw(SEEDS), "scale": draw(log_uniform(1e-3, 400.0)),
            "direction": draw(st.sampled_from(["random", "coordinate", "balance"])),
            "z_frac": draw(st.floats(0.0, 1.0))}


def _lemma4_measure(inst: dict, ctx: Ctx) -> Measurement:
    task = _task(inst, ctx)
    g = torch.Generator().manual_seed(int(inst["theta_seed"]))
    dt = task.C.dtype
    Wov = (torch.randn(task.A, task.V, generator=g, dtype=torch.float64) * inst["scale"]).to(task.C.device, dt)
    Wkq = (torch.randn(task.V, generator=g, dtype=torch.float64) * inst["scale"]).to(task.C.device, dt)
    z = min(task.V - 1, int(inst["z_frac"] * task.V))
    if inst["direction"] == "random":
        v_ov = torch.randn(task.A, task.V, generator=g, dtype=torch.float64).to(task.C.device, dt)
        v_kq = torch.randn(task.V, generator=g, dtype=torch.float64).to(task.C.device, dt)
    else:
        v_ov, v_kq = torch.zeros_like(Wov), torch.zeros_like(Wkq)
        if inst["direction"] == "coordinate":
            a = int(torch.randint(0, task.A + 1, (1,), generator=g))
            if a == task.A:
                v_kq[z] = 1.0
            else:
                v_ov[a, z] = 1.0
        else:
            v_ov[:, z], v_kq[z] = -2 * Wov[:, z], 2 * Wkq[z]
    gA, gB = F.grad_autograd(Wov, Wkq, task)
    G, _ = F.residual(Wov, Wkq, task)
    norm = float(torch.sqrt((gA**2).sum() + (gB**2).sum()) * torch.sqrt((v_ov**2).sum() + (v_kq**2).sum()))
    scale = norm if norm > 0 else 1.0
    lhs = float((gA * v_ov).sum() + (gB * v_kq).sum()) / scale
    np_ = lambda x: x.detach().cpu().double().numpy()  # noqa: E731
    return Measurement(lhs, {"W_ov": np_(Wov), "W_kq": np_(Wkq), "G": np_(G), "v_ov": np_(v_ov), "v_kq": np_(v_kq),
                             "scale": scale}, {"token": z, "grad_norm": float(torch.sqrt((gA**2).sum() + (gB**2).sum()))})


def _lemma4_no_kq_factor(W_ov, W_kq, G, v_ov, v_kq, scale):  # noqa: ANN001, ANN202
    """Mutant: dL/dW_OV(a, z) = -G(a, z) (the W_KQ(z) factor dropped)."""
    Gm, Wo = np.asarray(G), np.asarray(W_ov)
    return float(((np.asarray(v_ov) * -Gm).sum() + (np.asarray(v_kq) * -(Wo * Gm).sum(0)).sum()) / scale)


def _lemma4_kq_sign(W_ov, W_kq, G, v_ov, v_kq, scale):  # noqa: ANN001, ANN202
    """Mutant: the sign of dL/dW_KQ flipped."""
    return B.lemma4_directional(W_ov, W_kq, G, v_ov, -np.asarray(v_kq), scale)


def _lemma4_kq_half(W_ov, W_kq, G, v_ov, v_kq, scale):  # noqa: ANN001, ANN202
    """Mutant: dL/dW_KQ(z) with a factor 1/2 (as if Theta = W_KQ W_OV / 2 in the KQ chain rule)."""
    return B.lemma4_directional(W_ov, W_kq, G, v_ov, 0.5 * np.asarray(v_kq), scale)


LEMMA4 = Claim(
    id="factrecall.lemma4",
    paper=PAPER,
    source=f"Lemma 4 (Balancedness), Appendix D.1, {SEED_FILE} L995-L1038",
    statement=("With C(z_{1:T}, z) the number of tokens equal to z: dL/dW_OV(a, z) = -W_KQ(z) E[C(z_{1:T}, z)"
               "(1(a = a*(z_{1:T})) - p^(a | z_{1:T}))] and dL/dW_KQ(z) = -sum_a W_OV(a, z) E[C(z_{1:T}, z)"
               "(1(a = a*) - p^(a | z_{1:T}))]. As such W_KQ(z)^2 - sum_a W_OV(a, z)^2 is constant along gradient "
               "flow."),
    kind="deterministic",
    comparison="==",
    bound=B.lemma4_directional,
    measure=_lemma4_measure,
    strategy=_lemma4_instances,
    domain=(*FLOW_DOMAIN, Param("theta_scale", 0, INF, lo_closed=False, key="scale",
                                   text="any parameters theta (random, scale drawn), no range",
                                   unreached="scales outside [1e-3, 400]: the identity is exact at every theta; these ends already reach a uniform and a saturated softmax")),
    mutants={"W_KQ(z) factor dropped in dL/dW_OV": _lemma4_no_kq_factor,
             "sign of dL/dW_KQ flipped": _lemma4_kq_sign, "dL/dW_KQ halved": _lemma4_kq_half},
    rtol=1e-9, atol=1e-12,
    notes=(MODEL + " Check: lhs = <grad L, v>/(|grad L| |v|) by autograd of the loss (a second path, through "
           "Theta = W_OV * W_KQ), bound = the same directional derivative with Lemma 4's gradient formulas "
           "(G(a, z) = E[C(z)(1(a = a*) - p^(a))] from the model), '==' to 1e-9 relative. Directions: random, one "
           "coordinate, and v = grad I_z (the balancedness direction: <grad I_z, grad L> = 0 is exactly the "
           "invariance of I_z under gradient flow). The invariance along integrated flows is measured in "
           "factrecall.cor3 (term invariant_drift). Parameters are random (scale 1e-3..4), p(s, r) uniform, "
           "Dirichlet or peaked, T in 3..5 (noise tokens repeat, so C > 1 occurs)."),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)


# ---------------------------------------------------------------------------------- Corollary 3 (L1040-L1050)


def _cor3_measure(inst: dict, ctx: Ctx) -> Measurement:
    task, traj = _run(inst, ctx)
    alpha = inst["alpha"]
    mean_ov = float((traj.Wov.sum(1) - traj.Wov[0].sum(0)[None]).abs().max()) / (alpha * task.A)
    return Measurement(float(traj.Wkq.min()), {"alpha": alpha},
                       {"invariant_drift": _invariant_drift(traj), "A": task.A,
                        "min_kq_over_init": float(traj.Wkq.min()) / (alpha * math.sqrt(task.A + 1)),
                        "mean_ov_drift": mean_ov, "final_loss": float(traj.loss[-1])})


COR3 = Claim(
    id="factrecall.cor3",
    paper=PAPER,
    source=f"Corollary 3, Appendix D.1, {SEED_FILE} L1040-L1050 (init: Assumption 2, L253; D.1 L990)",
    statement="Throughout the gradient flow trajectory, W_KQ(z) >= alpha.",
    kind="deterministic",
    comparison=">=",
    bound=B.cor3,
    measure=_cor3_measure,
    strategy=_flow_instances,
    domain=(*FLOW_DOMAIN, _ALPHA_WIDE),
    assumptions=(_INTEGRATION,),
    favourable=1.0,
    notes=(MODEL + " Flow from Assumption 2 (W_OV = alpha, W_KQ = alpha sqrt(|A|+1)) by RK4 (FLOW_CONFIG); lhs = "
           "min over the run and over every input token of W_KQ(z)(t). The bound is provably loose by sqrt(|A|+1): "
           "besides I_z, sum_a W_OV(a, z) is also conserved (its derivative is W_KQ(z) E[C(z) sum_a (1(a = a*) - "
           "p^(a))] = 0), so ||W_OV(., z)||^2 >= |A| alpha^2 and W_KQ(z)(t) >= alpha sqrt(|A|+1) = W_KQ(z)(0): "
           "W_KQ never falls below its initial value (terms min_kq_over_init = 1 and mean_ov_drift ~ 0 confirm it). "
           "Hence favourable = 1.0 (the automatic mutant 2 alpha is false only where sqrt(|A|+1) < 2, i.e. "
           "|A| <= 2, which the strategy draws). Runs whose RK4 error on the invariant exceeds 1e-3 at h/16 count as "
           "unknown (_INTEGRATION)."),
    settings={"ci": {"max_examples": 12, "budget_s": 6.0}},
)


# ----------------------------------------------------------------------------------- Lemma 5 (L1107-L1140)


def _lemma5_measure(inst: dict, ctx: Ctx) -> Measurement:
    task, traj = _run(inst, ctx)
    i = int(round(inst["t_frac"] * (len(traj.t) - 1)))
    t = float(traj.t[i])
    if inst["token_class"] == "subject" or task.T == 3:  # T = 3: no noise token ever occurs in an input
        cols, rates = task.subject_cols(), task.p_s.cpu().numpy()
    else:
        cols, rates = task.noise_cols(), np.full(task.Nn, task.T / task.Nn)
    W0 = inst["alpha"] * math.sqrt(task.A + 1)
    if inst.get("t_mode") == "max_rate" and len(traj.t) > 1:
        # the time and token of the largest average growth rate log(W/W0)/t relative to the token's rate: where
        # any bound of the form exp(c rate t) W0 is tightest
        Wall = traj.Wkq[1:, cols].cpu().numpy()
        eff = np.log(np.maximum(Wall, 1e-300) / W0) / traj.t[1:, None] / rates[None]
        i = 1 + int(np.unravel_index(np.argmax(eff), eff.shape)[0])
        t = float(traj.t[i])
    W = traj.Wkq[i, cols].cpu().numpy()
    ratio = W / np.exp(2 * rates * t) if inst.get("t_mode") != "max_rate" else np.log(W / W0) / rates
    j = int(np.argmax(ratio))
    rate_obs = math.log(W[j] / W0) / t if t > 0 else 0.0
    return Measurement(float(W[j]), {"alpha": inst["alpha"], "A": task.A, "rate": float(rates[j]), "t": t},
                       {"invariant_drift": _invariant_drift(traj), "class": "subject" if cols[0] < task.S else "noise",
                        "growth_rate_over_bound": rate_obs / (2 * float(rates[j]))})


LEMMA5 = Claim(
    id="factrecall.lemma5",
    paper=PAPER,
    source=f"Lemma 5, Appendix D.3, {SEED_FILE} L1107-L1140",
    statement=("For s in S, W_KQ(s)(t) <= exp(2 p(s) t) alpha sqrt(|A| + 1) (printed W_KQ(z); p(s) = sum_r p(s, r)). "
               "Likewise, for z in N, W_KQ(z)(t) <= exp(2 T t/|N|) alpha sqrt(|A| + 1)."),
    kind="deterministic",
    comparison="<=",
    bound=B.lemma5,
    measure=_lemma5_measure,
    strategy=_flow_instances,
    domain=(*FLOW_DOMAIN, _ALPHA_WIDE),
    assumptions=(_INTEGRATION,),
    mutants={"rate / 4 (exp(p(s) t / 2))": lambda alpha, A, rate, t: B.lemma5(alpha, A, rate / 4, t)},
    notes=(MODEL + " Flow from Assumption 2; t = t_frac * t_end and the token class (subject / noise) are drawn, "
           "lhs = W_KQ(z)(t) for the token of the class closest to its bound. At t = 0 the bound is attained "
           "(W_KQ(0) = alpha sqrt(|A|+1)), so the automatic 10 % mutant dies there. The growth constant 2 is loose: "
           "||p* - E p^|| <= sqrt(2), W_OV(., s) keeps its mean alpha (orthogonal to p* - E p^), and in the aligned "
           "phase W_KQ(s) grows at rate p(s) ||p*(.|s) - p0||; the largest observed growth rate is ~0.31 x 2 p(s) "
           "(S = R = 1, D = 2, term growth_rate_over_bound). The planted mutant 'rate / 4' (growth 0.25 x 2 p(s)) is "
           "killed there; a 'rate / 2' mutant would be a true bound on every flow seen, so it is not planted."),
    # ci: 15 examples (was 40; round 27 ci-time cut); dev keeps its profile default 300
    settings={"ci": {"max_examples": 15, "budget_s": 10.0}},
)


# ------------------------------------------------------------------------------- Theorem 5 (L257-L261)


THM5_CAP: dict = {
    # the horizon cap: the flow is continued until L <= delta or t = cap (escalate doubles the cap per level)
    "ci": {"t_cap": 400.0, "h": 0.5},
    "deep": {"t_cap": 4000.0, "h": 0.25},
}


@st.composite
def _thm5_instances(draw: st.DrawFn) -> dict:
    cfg = THM5_CAP[experiment_scale()]
    # round 22: alpha up to 1e3 (large initialisation, run by the adaptive integrator, :func:`_thm5_measure`)
    alpha = draw(st.one_of(log_uniform(1e-3, 1.0), log_uniform(1.0, 1e3), st.sampled_from([1e-3, 1e3])))
    return {**draw(_task_params()), "alpha": alpha, "t_cap": cfg["t_cap"], "h": cfg["h"],
            "delta": draw(st.sampled_from([0.1, 0.02]))}


def _thm5_escalate(inst: dict, level: int) -> dict:
    """The same task with the horizon cap doubled per level (the run is continued, never restarted shorter)."""
    return {**inst, "t_cap": float(inst["t_cap"]) * 2.0**level}


def thm5_run(inst: dict, device: str = "cpu") -> dict:
    """Gradient flow from Assumption 2, continued until the loss first reaches delta (t_delta) and then for a
    further 10 % + 5 time units (to watch that it stays below), or until the cap t_cap. Returns the loss at every
    step ("t", "loss"), t_delta (inf if the cap came first), the largest invariant drift seen and min p(s, r)."""
    task = _task(inst, Ctx("float64", device))
    delta = float(inst["delta"])
    W0, K0 = F.balanced_init(task, float(inst["alpha"]))
    inv0 = F.invariant(W0[None], K0[None])[0]
    rec: dict = {"t": [0.0], "loss": [float(F.loss(W0, K0, task))], "t_delta": math.inf, "drift": 0.0}

    def stop(t: float, W: torch.Tensor, K: torch.Tensor) -> bool:
        L = float(F.loss(W, K, task))
        rec["t"].append(t)
        rec["loss"].append(L)
        rec["drift"] = max(rec["drift"], float(((F.invariant(W[None], K[None])[0] - inv0).abs() / K**2).max()))
        if rec["t_delta"] == math.inf and L <= delta:
            rec["t_delta"] = t
        return t >= 1.1 * rec["t_delta"] + 5.0

    F.flow(task, W0, K0, float(inst["t_cap"]), float(inst["h"]), 10**9, stop)
    rec["t"], rec["loss"] = np.asarray(rec["t"]), np.asarray(rec["loss"])
    rec["min_p_sr"] = float(task.p_sr.min())
    return rec


THM5_IVP_ALPHA = 1.0  # above this alpha the flow is run by the adaptive integrator at once (RK4 at h is unstable)


def _thm5_record(inst: dict, ctx: Ctx) -> tuple[dict, str]:
    """The run of :func:`thm5_run` by RK4 at the drawn step; where RK4 does not keep Lemma 4's invariant to DRIFT_MAX
    (or alpha > THM5_IVP_ALPHA: large initial weights, fast dynamics), the same flow by scipy's adaptive DOP853
    (rtol 1e-10, atol 1e-12, :func:`thmcheck.models.factrecall.r22_flow_ivp.thm5_run_ivp`; round 22: until round
    21 such runs were repeated at h/2..h/16 and ended as solver failures)."""
    from thmcheck.models.factrecall.r22_flow_ivp import thm5_run_ivp

    if float(inst["alpha"]) <= THM5_IVP_ALPHA:
        rec = thm5_run(inst, ctx.device)
        if rec["drift"] <= DRIFT_MAX:
            return rec, "rk4"
    rec = thm5_run_ivp(_task(inst), float(inst["alpha"]), float(inst["delta"]), float(inst["t_cap"]), "DOP853")
    return rec, "DOP853"


def _thm5_measure(inst: dict, ctx: Ctx) -> Measurement:
    rec, solver = _thm5_record(inst, ctx)
    t, loss, t_delta = rec["t"], rec["loss"], rec["t_delta"]
    incr = float(np.max(np.diff(loss))) if len(loss) > 1 else 0.0
    # the adaptive run stops on the event L = delta itself (L there is delta up to the root finder's rounding):
    # the loss after t_delta is read at the later points
    after = (loss[t > t_delta] if solver != "rk4" else loss[t >= t_delta]) if math.isfinite(t_delta) else loss[-1:]
    return Measurement(float(after.max()), {"delta": inst["delta"]},
                       {"initial_loss": float(loss[0]), "final_loss": float(loss[-1]),
                        "max_loss_increase": incr, "t_delta": t_delta, "t_end_run": float(t[-1]),
                        "t_cap": float(inst["t_cap"]), "min_p_sr": rec["min_p_sr"],
                        "invariant_drift": rec["drift"], "integrator": solver})


def _thm5_integration_slack(q: dict) -> float:
    """DRIFT_MAX - the run's drift on Lemma 4's invariant; a run of the adaptive integrator (the fallback of RK4)
    still past DRIFT_MAX is our integrator's failure (SolverFailure), never a rejection."""
    if not q["invariant_drift"] <= DRIFT_MAX:
        raise SolverFailure(f"{q.get('integrator', 'the integrator')}'s relative error on Lemma 4's invariant is "
                            f"{q['invariant_drift']:.3g} > {DRIFT_MAX:g}: the run is not trusted")
    return DRIFT_MAX - q["invariant_drift"]


def _thm5_horizon_slack(q: dict) -> float:
    """t_cap - t_delta; a run whose loss has not reached delta by the cap says nothing about Theorem 5's t_delta (it
    exists or not beyond the cap): our run's limit, a SolverFailure (round 28, helper rejects: it was a rejection,
    which counted such instances as outside the theorem's domain)."""
    if not (math.isfinite(q["t_delta"]) and q["t_delta"] <= q["t_cap"]):
        raise SolverFailure(f"the loss did not reach delta = {q['delta']:g} by the horizon cap t_cap = "
                            f"{q['t_cap']:g} (final loss {q['final_loss']:.3g}): t_delta lies beyond this run")
    return q["t_cap"] - q["t_delta"]


_THM5_INTEGRATION = Assumption(
    "integration", "the run keeps Lemma 4's invariant I_z to 1e-3 relative to W_KQ(z)^2: RK4 at the drawn step, or "
    "where it does not (and for alpha > 1) scipy's adaptive DOP853 at rtol 1e-10, atol 1e-12 (drift ~1e-12); a run "
    "that still drifts more is our integrator's failure: an unknown evaluation (SolverFailure), never a rejection",
    _thm5_integration_slack)
_THM5_ALPHA = Param("alpha", 0, INF, lo_closed=False,
                    text="Assumption 2: W_OV = alpha, W_KQ = alpha sqrt(|A| + 1), alpha > 0",
                    unreached=("alpha in [1e-3, 1e3] drawn (round 22: alpha > 1 by the adaptive integrator); alpha < "
                               "1e-3 not drawn: the early phase lengthens as alpha -> 0 and runs past the horizon cap "
                               "(an unknown evaluation, not granted); alpha > 1e3: t_delta falls like alpha^-2 (7e-6 at 1e3, S = 23, R = 10, "
                               "D = 7), the run a few hundred adaptive steps at every alpha drawn"))


THM5 = Claim(
    id="factrecall.thm5",
    paper=PAPER,
    source=f"Theorem 5 (Global Convergence), Section 5, {SEED_FILE} L257-L261 (proof L1052-L1099)",
    statement=("For t >= 0, let theta(t) be the output of running gradient flow for t time. For any delta > 0, there "
               "exists a time t_delta such that for t >= t_delta, L(theta(t)) <= delta."),
    kind="algorithmic",
    comparison="<=",
    bound=B.thm5,
    measure=_thm5_measure,
    strategy=_thm5_instances,
    domain=(*FLOW_DOMAIN, _THM5_ALPHA),
    assumptions=(_THM5_INTEGRATION,
                 Assumption("p_positive", "p(s, r) > 0 for all (s, r) (the proof divides by p(s, r))",
                            lambda q: q["min_p_sr"]),
                 Assumption("horizon", "the flow, continued up to the stated cap t_cap (400 in ci, 4000 in deep, "
                            "doubled per escalation level), reaches L <= delta (t_delta <= t_cap); a run that does "
                            "not is this run's limit, an unknown evaluation (SolverFailure; round 28: was a "
                            "rejection), never granted", _thm5_horizon_slack)),
    escalate=_thm5_escalate,
    auto_mutant=False,
    mutants={"delta = 0 (the loss vanishes in finite time)": lambda delta: 0.0},
    notes=(MODEL + " Flow from Assumption 2 by RK4 (step h; round 22: for alpha > 1, or where RK4 does not keep Lemma "
           "4's invariant to 1e-3, by scipy's adaptive DOP853 at rtol 1e-10, term integrator), continued until the loss first reaches delta (t_delta) "
           "and then for a further 0.1 t_delta + 5 time units; lhs = the largest loss after t_delta on that run, "
           "bound = delta in {0.1, 0.02}. The horizon is a checked requirement: the run is continued up to the cap "
           "t_cap (ci 400, deep 4000; escalate doubles it), and an instance whose loss has not reached delta by the "
           "cap is rejected (counted under 'horizon'), never granted. Round-3 referee: the two instances that ended "
           "'conditional' at t = 80 reach delta at t = 124 and t = 82. Terms: max_loss_increase (<= 0: the loss is "
           "non-increasing, dL/dt = -||grad L||^2), t_delta, t_end_run. Planted mutant: delta = 0 (the theorem needs "
           "delta > 0: a softmax cross-entropy never reaches 0 in finite time); any delta' > 0 would again be an "
           "instance of the theorem (t_delta is existential), so no other wrong constant exists. Proof gap (catalog "
           "F5): 'there exists T_eps with ||grad L(theta(t))|| <= eps for all t >= T_eps' is asserted without proof."),
    settings={"ci": {"max_examples": 8, "budget_s": 8.0}},
)


# ------------------------------------------------------------------------------- Theorem 6 (L263-L275)

THM6_WHY = ("each instance integrates the flow for 9 (ci) to 7 (deep) values of alpha up to t = 1e3 (2e4): the "
            "smallest sizes meeting the hypotheses are drawn ((S, R, D) = (32, 2, 2), (40, 2, 3), (48, 3, 2), |N| = "
            "max(64, ceil(4 R sqrt(2D) T))); ci runs one population (a batch of 32 answer maps), deep three")
THM6_CONFIG: dict = {
    # Smallest sizes meeting S >= 8 R sqrt(2D) and |N| >= 4 R sqrt(2D) T with |A| = RD >= 2D (R = 2, D = 2).
    # ci: T = 3 (no noise token occurs in inputs: |N| only sizes the vocabulary), deep: T = 4 with |N| = 64.
    # ci: alpha every half decade from 1e-2 to 1e-6 (9 points): a batch of 32 answer maps is searched, and the
    # interval of each fit is widened for the 32 instances tested (t quantile with n - 2 dof at 1 - 0.01/32), which
    # 5 points (3 dof) leave too wide to exclude the planted exponent 1; 9 points (7 dof) exclude it for every member
    "ci": {"S": 32, "R": 2, "D": 2, "Nn": 64, "T": 3,
           "alphas": [1e-2, 10**-2.5, 1e-3, 10**-3.5, 1e-4, 10**-4.5, 1e-5, 10**-5.5, 1e-6], "h": 1.0,
           "t_max": 1000.0},
    "deep": {"S": 32, "R": 2, "D": 2, "Nn": 64, "T": 4, "alphas": [1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8],
             "h": 0.5, "t_max": 20000.0},
}


# The smallest sizes meeting S >= 8 R sqrt(2D) and |A| = RD >= 2D for (R, D) = (2, 2), (2, 3), (3, 2); |N| =
# max(64, ceil(4 R sqrt(2D) T)) (round 7: the sizes are drawn, the first triple is the one of earlier rounds)
THM6_SIZES = ((32, 2, 2), (40, 2, 3), (48, 3, 2))


@st.composite
def _thm6_instances(draw: st.DrawFn) -> dict:
    scale = experiment_scale()
    cfg = THM6_CONFIG[scale]
    S, R, D = draw(st.sampled_from(THM6_SIZES))
    Nn = max(int(cfg["Nn"]), math.ceil(4 * R * math.sqrt(2 * D) * int(cfg["T"])))
    return {**cfg, "S": S, "R": R, "D": D, "Nn": Nn, "scale": scale, "seed": draw(SEEDS),
            "amode": draw(st.sampled_from(["random", "skewed"])), "pmode": "uniform"}


def thm6_sweep(inst: dict, device: str = "cpu") -> dict:
    """For each alpha: run the flow while every subject/noise weight (|W_OV(a, z)|, |W_KQ(z)|, z in S u N) stays
    <= sqrt(alpha) (claim 1's window); record the smallest per-sequence hallucination error H(t) in the window
    (claim 2), the time it occurs and the loss there."""
    task = _task(inst, Ctx("float64", device))
    sm = torch.tensor(task.subject_cols() + task.noise_cols(), device=task.C.device)
    out: dict = {"alpha": [], "H1": [], "t1": [], "loss_t1": [], "window_end": []}
    for alpha in inst["alphas"]:
        best = [math.inf, 0.0, math.nan]

        def stop(t: float, W: torch.Tensor, K: torch.Tensor, alpha: float = alpha, best: list = best) -> bool:
            if max(float(W[:, sm].abs().max()), float(K[sm].abs().max())) > math.sqrt(alpha):
                return True
            H = float(F.hallucination_max(F.probs(W, K, task), task))
            if H < best[0]:
                best[:] = [H, t, float(F.loss(W, K, task))]
            return H < 1e-14  # converged without leaving the window: ends the run (the window stays open)

        traj = F.flow(task, *F.balanced_init(task, alpha), inst["t_max"], inst["h"], 10**9, stop)
        for k, v in zip(("alpha", "H1", "t1", "loss_t1", "window_end"), (alpha, *best, float(traj.t[-1])), strict=True):
            out[k].append(v)
    out["plateau_level"] = F.relation_entropy(task)
    out["log_D"] = math.log(task.D)
    out["min_pstar_dist"] = float(((task.pstar - 1 / task.A) ** 2).sum(1).sqrt().min())
    return out


def thm6_sweep_batch(insts: list[dict], device: str = "cpu") -> list[dict]:
    """:func:`thm6_sweep` of several instances of one structure (sizes, p(s, r); only the answer map a* differs) and
    every alpha in one batched integration (thmcheck.models.factrecall.sec5_appD_flow.window_sweep_batched)."""
    tasks = [_task(i, Ctx("float64", device)) for i in insts]
    t0 = tasks[0]
    if any(not (torch.equal(t.C, t0.C) and torch.equal(t.w, t0.w) and torch.equal(t.rel, t0.rel)) for t in tasks):
        raise ValueError("thm6_sweep_batch: the instances must share their population (sizes and p(s, r))")
    res = F.window_sweep_batched(t0, torch.stack([t.tgt for t in tasks]), torch.stack([t.pstar for t in tasks]),
                                 list(insts[0]["alphas"]), insts[0]["t_max"], insts[0]["h"],
                                 t0.subject_cols() + t0.noise_cols())
    return [{"alpha": list(inst["alphas"]), **{k: [float(x) for x in res[k][m]] for k in res},
             "plateau_level": F.relation_entropy(task), "log_D": math.log(task.D),
             "min_pstar_dist": float(((task.pstar - 1 / task.A) ** 2).sum(1).sqrt().min())}
            for m, (inst, task) in enumerate(zip(insts, tasks, strict=True))]


def _thm6_measure(inst: dict, ctx: Ctx) -> Measurement:
    return _thm6_from_sweep(inst, thm6_sweep(inst, ctx.device))


def _thm6_members(inst: dict, B: int) -> list[dict]:
    """The members of a batch: the drawn instance, then B - 1 others with seeds derived from its seed (each a
    concrete instance that :func:`_thm6_measure` replays)."""
    return [{**inst, "seed": (int(inst["seed"]) + 2654435761 * i) % 2**32} for i in range(B)]


def _thm6_measure_batch(inst: dict, ctx: Ctx, B: int) -> BatchMeasurement:
    members = _thm6_members(inst, B)
    ms = [_thm6_from_sweep(m, sw) for m, sw in zip(members, thm6_sweep_batch(members, ctx.device), strict=True)]

    def col(vals: list) -> object:
        arr = np.empty(len(vals), dtype=object)
        arr[:] = vals
        return arr

    terms = {k: col([m.terms[k] for m in ms]) for k in ms[0].terms}
    return BatchMeasurement(np.array([m.lhs for m in ms]), {}, terms,
                            (np.array([m.lhs_interval[0] for m in ms]), np.array([m.lhs_interval[1] for m in ms])),
                            members=members, stat=[m.stat for m in ms])


def _thm6_from_sweep(inst: dict, sw: dict) -> Measurement:
    fit = fit_exponent(np.asarray(sw["alpha"]), np.asarray(sw["H1"]))
    S, R, D, Nn, T = (inst[k] for k in ("S", "R", "D", "Nn", "T"))
    return Measurement(fit.exponent, {}, {
        "H1": sw["H1"], "t1": sw["t1"], "window_end": sw["window_end"], "loss_at_t1": sw["loss_t1"],
        "plateau_level_E_r_H(p*)": sw["plateau_level"], "log_D (paper's plateau)": sw["log_D"], "r2": fit.r2,
        "S_slack": S - 8 * R * math.sqrt(2 * D), "N_slack": Nn - 4 * R * math.sqrt(2 * D) * T,
        "A_slack": R * D - 2 * D, "min_pstar_dist": sw["min_pstar_dist"],
        "window_closed_slack": min(inst["t_max"] - w for w in sw["window_end"]) - inst["h"] / 2
        if min(sw["H1"]) >= 1e-14 else -1.0}, lhs_interval=(fit.lo, fit.hi), stat=fit)


THM6 = Claim(
    id="factrecall.thm6",
    paper=PAPER,
    source=f"Theorem 6 (Sequential Learning), Section 5, {SEED_FILE} L263-L275 (proof L1373-L1402; Figure 5 L279-L291)",
    statement=("Assume S >= 8R sqrt(2D) and |N| >= 4R sqrt(2D) T. Let p(s, r) = 1/(SR). Pick eps > 0. There exists "
               "runtime T* and initialization scale alpha (both depending on eps) such that: 1. for all t <= T* and "
               "z in S u N, a in A: |W_OV(a, z)|, |W_KQ(z)| <= alpha^{1/2}; 2. there exists t <= T* such that, for "
               "any input sequence z_{1:T} containing a relation r, sum_a (p*(a | r) - p^(a | z_{1:T}))^2 <= eps^2."),
    kind="rate",
    comparison=">",
    bound=B.thm6_exponent,
    measure=_thm6_measure,
    measure_batch=_thm6_measure_batch,
    strategy=_thm6_instances,
    domain=(Param("S", 1, INF, integer=True, text="S >= 8 R sqrt(2D)", unreached=THM6_WHY),
            Param("Nn", 1, INF, integer=True, text="|N| >= 4 R sqrt(2D) T", unreached=THM6_WHY),
            Param("R", 1, INF, integer=True, text="R >= 1 (|A| = RD >= 2D used by the proof: R >= 2)", unreached=THM6_WHY),
            Param("D", 1, INF, integer=True, text="D >= 1", unreached=THM6_WHY)),
    assumptions=(Assumption("S_large", "S >= 8 R sqrt(2D)", lambda q: q["S_slack"]),
                 Assumption("N_large", "|N| >= 4 R sqrt(2D) T", lambda q: q["N_slack"]),
                 Assumption("A_2D", "|A| >= 2D (used by the proof, L1385, not stated: catalog F4(d))",
                            lambda q: q["A_slack"]),
                 Assumption("window_closed", "for every alpha the window of claim 1 closes before t_max (else H1 "
                            "is limited by the run length, not by alpha, and the fit says nothing)",
                            lambda q: q["window_closed_slack"])),
    # no O(.) anywhere: alpha and T* are existential and the conclusion (<= alpha^{1/2}, <= eps^2) is explicit (round
    # 11: formerly 'hidden', which asked for a uniform check of a shape the theorem does not print)
    constants="explicit", auto_mutant=False,
    mutants={"exponent 1 (H1 proportional to alpha)": lambda: 1.0},
    notes=(MODEL + " alpha and T* are existential and the proof's alpha = eps e^{-iota}/sqrt(|A|+1) is not "
           "representable, so the check sweeps alpha (THM6_CONFIG): for each alpha the flow runs while claim 1 "
           "holds (every subject/noise weight <= sqrt(alpha)); H1(alpha) = min over that window of the per-sequence "
           "error max_z sum_a (p*(a|r) - p^(a|z))^2. The theorem says inf_alpha H1 = 0; lhs = fitted exponent of "
           "H1 against alpha (99 % interval), which must be > 0 (violated only if the whole interval is <= 0: a "
           "plateau that does not deepen as alpha -> 0). With 'skewed' answers (a*(s, r) the same for every s) "
           "the subjects carry no information, their weights never leave the window and H(t) -> 0 within it: such "
           "runs are rejected (window_closed), since H1 is then set by the run length. Figure 5 (small): terms loss_at_t1 vs the plateau level "
           "E_r H(p*(.|r)) (the paper says log D; equal only for balanced answers, catalog F8). Proof gaps (catalog "
           "F4): |N| >= 8R sqrt(2D) T is what Lemma 5 needs for the noise weights; claim 2 per sequence does not "
           "follow from Lemma 6's p(r)^2-weighted average; EOS weights are not controlled."),
    settings={"ci": {"max_examples": 1, "budget_s": 20.0, "batch": 32}, "dev": {"max_examples": 3, "batch": 32},
              "deep": {"max_examples": 3, "budget_s": 3000.0, "batch": 8}},
)


# ----------------------------------------------------------------------------------- Lemma 7 (L1406-L1426)


@st.composite
def _lemma7_instances(draw: st.DrawFn) -> dict:
    """z solving a comparison ODE in closed form (Riccati/logistic with A' <= A, B' <= B or A' >= A, B' <= B, the
    tight case A' = A, B' = B included; exponential; constant) or numerically (a time-varying perturbation)."""
    side = draw(st.sampled_from([1, -1]))
    A = draw(st.one_of(log_uniform(0.05, 5.0), log_uniform(1e-3, 1e3)))
    Bc = draw(st.one_of(log_uniform(0.05, 5.0), log_uniform(1e-3, 1e3)))
    z0 = draw(st.one_of(log_uniform(1e-4, 2.0), log_uniform(1e-4, 200.0))) if side > 0 else \
        draw(log_uniform(1e-4, 1.0)) * A / Bc * 0.5
    family = draw(st.sampled_from(["tight", "tight", "riccati", "exponential", "constant", "perturbed"]))
    ka = 1.0 if family == "tight" else draw(st.floats(0.0, 1.0))
    kb = 1.0 if family == "tight" else draw(st.floats(0.0, 1.0))
    if side > 0:
        tstar = math.log1p(A / (Bc * z0)) / A  # blow-up time of the comparison solution
        t = draw(st.one_of(st.floats(0.0, 0.999), st.floats(1.0, 3.0))) * tstar
    else:
        t = draw(st.floats(0.0, 10.0)) / A
    return {"side": side, "A": A, "B": Bc, "z0": z0, "t": t, "family": family, "ka": ka, "kb": kb,
            "c": draw(st.floats(0.05, 0.9)), "w": draw(st.floats(0.5, 5.0))}


def _lemma7_coeffs(inst: dict) -> tuple[float, float]:
    """(A', B') of the comparison ODE z' = A' z + s B' z^2 solved in closed form (s = side)."""
    A, Bc, side = inst["A"], inst["B"], inst["side"]
    if inst["family"] == "tight":
        return A, Bc
    if side > 0:
        return A * inst["ka"], Bc * inst["kb"]  # z' = A'z + B'z^2 <= Az + Bz^2 (z >= 0)
    return A * (1 + 2 * inst["ka"]), Bc * inst["kb"]  # z' = A'z - B'z^2 >= Az - Bz^2 (z >= 0)


def _riccati(a: float, b: float, z0: float, t: float, side: int, lib=math) -> float:  # noqa: ANN001
    """Solution of z' = a z + side b z^2, z(0) = z0 (inf past a blow-up)."""
    if a == 0:
        den = 1 - side * b * z0 * t
        return z0 / den if den > 0 else math.inf
    e = lib.exp(a * t)
    den = a + side * b * z0 * (1 - e)
    return a * z0 * e / den if den > 0 else math.inf


def _lemma7_path(inst: dict, lib=math) -> tuple[float, float]:  # noqa: ANN001
    """(z(t), max_{[0, t]} z) of the instance's function z."""
    side, z0, t, fam = inst["side"], inst["z0"], inst["t"], inst["family"]
    if fam == "constant":  # z' = 0: <= Az + Bz^2 always; >= Az - Bz^2 iff z0 >= A/B (then outside [0, A/(2B)])
        return z0, z0
    if fam == "exponential":  # z' = Az (upper: A' = A, B' = 0; lower: equals Az >= Az - Bz^2)
        z = z0 * lib.exp(inst["A"] * t)
        return z, z
    if fam == "perturbed":
        key = (side, inst["A"], inst["B"], z0, t, inst["c"], inst["w"], inst.get("dps"))
        if key not in _LEMMA7_PERTURBED:
            if len(_LEMMA7_PERTURBED) > 4096:
                _LEMMA7_PERTURBED.clear()
            _LEMMA7_PERTURBED[key] = _lemma7_perturbed(inst)
        return _LEMMA7_PERTURBED[key]
    a, b = _lemma7_coeffs(inst)
    z = _riccati(a, b, z0, t, side, lib)
    return z, (z if side > 0 else max(z, z0))  # the logistic is monotone; the upper Riccati increases


# (side, A, B, z0, t, c, w, dps) -> (z(t), max z) of the perturbed family: Hypothesis's mutations redraw the
# family's unused ka, kb and so repeat one integration (up to 3 s each at A = 1e-3, t = 10/A) under new instances;
# the integration is deterministic in these fields, so it runs once per process (a SolverFailure is not stored)
_LEMMA7_PERTURBED: dict[tuple, tuple[float, float]] = {}


def _lemma7_perturbed(inst: dict) -> tuple[float, float]:
    """(z(t), max_{[0, t]} z) of the perturbed family (DOP853, or mpmath's Taylor series at inst['dps'] digits)."""
    side, z0, t = inst["side"], inst["z0"], inst["t"]
    A, Bc, c, w = inst["A"], inst["B"], inst["c"], inst["w"]
    if side > 0:
        rhs = lambda s, y: [A * y[0] + Bc * y[0] ** 2 - c * A * y[0] * (1 + math.sin(w * s)) / 2]  # noqa: E731
    else:
        rhs = lambda s, y: [A * y[0] - Bc * y[0] ** 2 + c * A * y[0] * (1 + math.sin(w * s)) / 2]  # noqa: E731
    if t == 0:
        return z0, z0
    if inst.get("dps"):  # escalation: a Taylor-series integration at dps digits (mpmath.odefun)
        with mpmath.workdps(int(inst["dps"])):
            Am, Bm, cm, wm = (mpmath.mpf(x) for x in (A, Bc, c, w))
            if side > 0:
                f = lambda s, y: Am * y + Bm * y**2 - cm * Am * y * (1 + mpmath.sin(wm * s)) / 2  # noqa: E731
            else:
                f = lambda s, y: Am * y - Bm * y**2 + cm * Am * y * (1 + mpmath.sin(wm * s)) / 2  # noqa: E731
            sol = mpmath.odefun(f, 0, mpmath.mpf(z0))
            tm = mpmath.mpf(t)
            zs = [sol(tm * k / 64) for k in range(1, 65)]
            return zs[-1], max(zs)
    sol = solve_ivp(rhs, [0, t], [z0], method="DOP853", rtol=1e-12, atol=1e-300, dense_output=True)
    if sol.status != 0:
        # a genuine blow-up (z(t) does not exist: the hypothesis 'exists' fails) only where the perturbation
        # provably blows up before t: the upper perturbed z' >= (1 - c) A z + B z^2 blows up no later than that
        # Riccati's time; the lower (logistic-bounded) one never does. Any other failure is our integrator's.
        if side > 0 and t >= math.log1p((1 - c) * A / (Bc * z0)) / ((1 - c) * A):
            return math.inf, math.inf
        raise SolverFailure(f"DOP853 stopped at t = {sol.t[-1]:.6g} < {t:.6g} ({sol.message}) where z(t) exists "
                            "or its blow-up is not certified")
    zs = sol.sol(np.linspace(0, t, 200))[0]
    return float(sol.y[0, -1]), float(max(zs.max(), sol.y[0, -1]))


def _lemma7_measure(inst: dict, ctx: Ctx) -> Measurement:
    z, zmax = _lemma7_path(inst)
    if not math.isfinite(z):  # past a blow-up z(t) does not exist: the 'exists' assumption rejects the instance
        z, zmax = inst["z0"], math.inf
    lz = inst["side"] * z
    # the perturbed family is integrated numerically (DOP853, rtol 1e-12): its value is known to that tolerance
    # only, so a crossing inside it is at most potential (no exact re-measurement exists for it)
    err = 1e-10 * abs(lz) + 1e-300 if inst["family"] == "perturbed" and math.isfinite(z) else None
    if err is not None and inst.get("dps"):  # the Taylor integration's tolerance (mpmath.odefun: ~ 10^-dps)
        err = mpmath.mpf(10) ** (10 - int(inst["dps"])) * abs(lz) + mpmath.mpf(1e-300)
    return Measurement(lz, {"A": inst["A"], "B": inst["B"], "z0": inst["z0"], "t": inst["t"],
                                          "side": inst["side"]},
                       {"z_max": zmax, "range_slack": inst["A"] / (2 * inst["B"]) - zmax,
                        "inequality_slack": (inst["z0"] - inst["A"] / inst["B"]) if (inst["family"] == "constant"
                                                                                      and inst["side"] < 0) else 1.0,
                        "t_star": math.log1p(inst["A"] / (inst["B"] * inst["z0"])) / inst["A"]},
                       lhs_interval=None if err is None else (lz - err, lz + err))


def _lemma7_escalate(inst: dict, level: int) -> dict:
    """Sequential confirmation: the perturbed family integrated by Taylor series at 15 + 15 level digits
    (``mpmath.odefun``), so its interval shrinks from the float64 integrator's 1e-10 to about 10^(10 - dps)."""
    return {**inst, "dps": 15 + 15 * level}


def _lemma7_exact(inst: dict) -> Measurement:
    """60-digit re-measurement of the closed-form families (the perturbed one keeps its float64 value and its
    integrator-tolerance interval: it is not exact)."""
    m = _lemma7_measure(inst, Ctx())
    if inst["family"] in ("perturbed", "constant"):
        m.lhs = mpmath.mpf(m.lhs)
    elif not math.isfinite(m.terms["z_max"]):
        pass
    else:
        inst_mp = {**inst, **{k: mpmath.mpf(inst[k]) for k in ("A", "B", "z0", "t", "ka", "kb")}}
        a, b = _lemma7_coeffs(inst_mp)
        z = _riccati(a, b, inst_mp["z0"], inst_mp["t"], inst["side"], mpmath) if inst["family"] != "exponential" \
            else inst_mp["z0"] * mpmath.exp(inst_mp["A"] * inst_mp["t"])
        m.lhs = inst["side"] * z
    m.quantities = {k: (mpmath.mpf(v) if isinstance(v, float) else v) for k, v in m.quantities.items()}
    return m


def _lemma7_mut_numerator(A: float, Bc: float, z0: float, t: float, side: int) -> float:
    """Mutant: the upper bound without e^{At} in its numerator (below the tight solution for t > 0)."""
    if side > 0 and A + Bc * z0 * (1 - math.exp(A * t)) > 0:
        return A * z0 / (A + Bc * z0 * (1 - math.exp(A * t)))
    return B.lemma7_corrected(A, Bc, z0, t, side)


def _lemma7_mut_linear(A: float, Bc: float, z0: float, t: float, side: int) -> float:
    """Mutant: the lower bound z0 e^{At} (the B term dropped; above the tight logistic solution for t > 0)."""
    return B.lemma7_corrected(A, Bc, z0, t, side) if side > 0 else -z0 * math.exp(A * t)


LEMMA7 = Claim(
    id="factrecall.lemma7",
    paper=PAPER,
    source=f"Lemma 7 (helper, Bihari-LaSalle), Appendix D.4, {SEED_FILE} L1406-L1426",
    statement=("Let z(t) >= 0 satisfy z' <= Az + Bz^2 for positive constants A, B. Then z(t) <= A z(0) e^{At} / "
               "(A + B z(0)(1 - e^{At})). Furthermore, if z' >= Az - Bz^2 and z in [0, A/(2B)] on the interval "
               "[0, T], then z(t) >= A z(0) e^{At} / (A + B z(0)(e^{At} - 1)) for all t in [0, T]."),
    kind="deterministic",
    comparison="<=",
    bound=B.lemma7,
    measure=_lemma7_measure,
    exact=_lemma7_exact,
    escalate=_lemma7_escalate,
    strategy=_lemma7_instances,
    domain=(Param("A", 0, INF, lo_closed=False, text="positive constant A"), Param("B", 0, INF, lo_closed=False, text="positive constant B"),
            Param("z0", 0, INF, text="z(0) >= 0 (lower part: z in [0, A/(2B)])"), Param("t", 0, INF, text="t >= 0 (no range printed)")),
    assumptions=(Assumption("positive", "A, B > 0 and z >= 0", lambda q: min(q["A"], q["B"], q["z0"])),
                 Assumption("range", "lower part only: z in [0, A/(2B)] on [0, t]",
                            lambda q: 1.0 if q["side"] > 0 else q["range_slack"]),
                 Assumption("inequality", "z satisfies the differential inequality of its part (by construction; "
                            "a constant z is >= Az - Bz^2 only if z0 >= A/B)", lambda q: q["inequality_slack"]),
                 Assumption("exists", "z(t) exists (finite) at t", lambda q: 1.0 if math.isfinite(q["z_max"]) else -1.0)),
    expect="erratum",
    second_path="tests/test_factrecall_errata.py::test_lemma7_upper_bound_changes_sign",
    evidence=("The upper part is printed for all t, but its right-hand side changes sign at t* = log(1 + A/(B z0))/A, "
              "where the denominator A + B z0 (1 - e^{At}) vanishes: beyond t* the printed bound is negative while "
              "z >= 0. Instance: A = B = z0 = 1, z constant (z' = 0 <= z + z^2), t = 1 > t* = log 2: the bound is "
              "e/(2 - e) = -3.78 < z(1) = 1 (exact, 60 digits). Not our encoding: the statement has no range on t, "
              "and any z >= 0 satisfying the hypothesis on [0, t] is admissible. The lemma holds for t < t* "
              "(Bihari-LaSalle comparison with the Riccati solution, which blows up at t*)."),
    corrected=B.lemma7_corrected,
    mutants={"upper: e^{At} in the numerator dropped": lambda A, B, z0, t, side: _lemma7_mut_numerator(A, B, z0, t, side),
             "lower: B z0 (e^{At} - 1) dropped (linear growth)": lambda A, B, z0, t, side:
             _lemma7_mut_linear(A, B, z0, t, side)},
    notes=("Both parts as one '<=' on a signed quantity (side = +1: z(t) <= upper; side = -1: -z(t) <= -lower). "
           "Families: closed-form comparison solutions z' = A'z + B'z^2 (A' <= A, B' <= B) for the upper part and "
           "logistic z' = A'z - B'z^2 (A' >= A, B' <= B) for the lower part, including the tight A' = A, B' = B "
           "(equality: the 10 % mutant dies there), z = z0 e^{At}, z constant, and a numerically integrated "
           "time-varying perturbation (DOP853, rtol 1e-12). The lower part's range condition z <= A/(2B) is kept "
           "as an assumption (catalog: it is not needed). The corrected bound restricts the upper part to t < t*."),
    # the companion .corrected under ci: 60 examples, 2 s (round 27, perf: its perturbed-family integrations ran to the
    # CPU cap, ~15 s; verdict unchanged, no planted mutant); dev and deep keep the erratum's full search
    settings={"ci": {"max_examples": 150, "budget_s": 4.0}, "corrected": {"ci": {"max_examples": 60, "budget_s": 2.0}}},
)


# ---------------------------------------------------------------------------------------------- records


LEMMA6_CAP: dict = {"ci": {"t_cap": 400.0, "h": 0.5}, "deep": {"t_cap": 4000.0, "h": 0.25}}


@st.composite
def _lemma6_instances(draw: st.DrawFn) -> dict:
    """Sizes where the hypothesis W_KQ(z) <= alpha_sm (z in S u N) can last: many subjects (p(s) small against
    p(r)) and T = 3 (no noise token in the inputs), or T = 4 with |N| >= 4 R sqrt(2D) T (Theorem 6's sizes); other
    small tasks too (their runs mostly break the hypothesis and are rejected)."""
    cfg = LEMMA6_CAP[experiment_scale()]
    if draw(st.sampled_from([True, True, True, True, False])):
        R, D = draw(st.integers(1, 2)), draw(st.integers(2, 3))
        T = draw(st.sampled_from([3, 3, 4]))
        S = draw(st.integers(math.ceil(8 * R * math.sqrt(2 * D)), 48))
        Nn = math.ceil(4 * R * math.sqrt(2 * D) * T) if T > 3 else draw(st.integers(1, 8))
        task = {"S": S, "R": R, "D": D, "T": T, "Nn": Nn, "seed": draw(SEEDS),
                "amode": draw(st.sampled_from(["random", "skewed"])),
                "pmode": draw(st.sampled_from(["uniform", "dirichlet"]))}
    else:
        task = draw(_task_params(max_rows=200))
    return {**task, "alpha": draw(log_uniform(1e-8, 1e-3)),
            "eps_frac": draw(st.one_of(st.just(1.0), st.floats(0.1, 1.0))),
            "sm_frac": draw(st.one_of(st.just(1.0), st.just(1.0), st.floats(0.5, 1.0))),
            "eps_min_frac": draw(st.one_of(st.just(1.0), log_uniform(0.1, 1.0))), **cfg}


def lemma6_run(inst: dict, device: str = "cpu") -> dict:
    """Lemma 6's parameters from the instance (eps and alpha_sm at the drawn fraction of the largest the hypotheses
    allow, eps_min a fraction of eps) and the flow from Assumption 2, stopped when the conclusion's metric
    sum_r p(r)^2 ||p*(.|r) - E[p^ | r in z]||^2 first reaches eps_min^2, when some W_KQ(z), z in S u N, exceeds
    alpha_sm (the hypothesis breaks), or at min(T*, t_cap)."""
    task = _task(inst, Ctx("float64", device))
    A = task.A
    gap = float(((task.pstar - 1.0 / A) ** 2).sum(1).sqrt().min())  # min_r ||p*(.|r) - p0||
    alpha = float(inst["alpha"])
    eps = inst["eps_frac"] * math.sqrt(gap / (50 * (A + 1)))
    lg = math.log(eps**2 / (alpha**2 * (A + 1))) if eps > 0 else -1.0
    sm2 = gap / (150 * lg * task.T) if lg > 0 else -1.0
    alpha_sm = inst["sm_frac"] * math.sqrt(sm2) if sm2 > 0 else 0.0
    eps_min = inst["eps_min_frac"] * eps
    gaps_r = ((task.pstar - 1.0 / A) ** 2).sum(1).sqrt()
    t_star = float((1.0 / (task.p_r * gaps_r)).max()) * math.log(eps / (alpha * math.sqrt(A + 1))) \
        + 100 * (A + 1) * math.log(A) * eps**-2 * eps_min**-2 if (A > 1 and eps > 0) else math.inf
    cols = torch.tensor(task.subject_cols() + task.noise_cols(), device=task.C.device)
    rec = {"metric_min": math.inf, "t_hit": math.inf, "t_broken": math.inf, "kq_max": 0.0}
    W0, K0 = F.balanced_init(task, alpha)

    def look(t: float, W: torch.Tensor, K: torch.Tensor) -> bool:
        kq = float(K[cols].max())
        rec["kq_max"] = max(rec["kq_max"], kq)
        met = float(F.lemma6_metric(F.probs(W, K, task), task))
        if kq > alpha_sm:
            rec["t_broken"] = t
            rec["metric_min"] = min(rec["metric_min"], met)
            return True
        rec["metric_min"] = min(rec["metric_min"], met)
        if met <= eps_min**2:
            rec["t_hit"] = t
            return True
        return False

    if alpha_sm > 0 and not look(0.0, W0, K0):
        F.flow(task, W0, K0, min(t_star, float(inst["t_cap"])), float(inst["h"]), 10**9, look)
    rec.update({"eps": eps, "eps_min": eps_min, "alpha_sm": alpha_sm, "alpha_sm_max": math.sqrt(max(sm2, 0.0)),
                "t_star": t_star, "gap": gap, "A": A, "alpha0_kq": alpha * math.sqrt(A + 1)})
    return rec


def _lemma6_measure(inst: dict, ctx: Ctx) -> Measurement:
    rec = lemma6_run(inst, ctx.device)
    return Measurement(rec["metric_min"], {"eps_min": rec["eps_min"]},
                       {k: v for k, v in rec.items() if k != "metric_min"} | {"t_cap": float(inst["t_cap"])})


def _lemma6_horizon_slack(q: dict) -> float:
    """1 when the run is conclusive (the conclusion met, the hypothesis broken, or the run reached T* itself);
    a run stopped by the cap t_cap before T* says nothing about the lemma: SolverFailure (round 28, helper rejects:
    it was a rejection, which counted it as outside the lemma's hypotheses)."""
    if math.isfinite(q["t_hit"]) or math.isfinite(q["t_broken"]) or q["t_cap"] >= q["t_star"]:
        return 1.0
    if not q["alpha_sm"] > 0:  # no run: the hypotheses admit no alpha_sm > 0 (rejected by eps_exists / log_positive)
        return 1.0
    raise SolverFailure(f"the run stopped at the cap t_cap = {q['t_cap']:g} < T* = {q['t_star']:.3g} before the "
                        "conclusion or the hypothesis' break: inconclusive here")


def _lemma6_escalate(inst: dict, level: int) -> dict:
    return {**inst, "t_cap": float(inst["t_cap"]) * 4.0**level}


LEMMA6 = Claim(
    id="factrecall.lemma6", paper=PAPER,
    source=f"Lemma 6, Appendix D.3, {SEED_FILE} L1142-L1155 (proof L1156-L1371)",
    statement=("Let alpha_sm, eps > 0 satisfy alpha_sm^2 T <= (1/150) log(eps^2/(alpha^2(|A|+1)))^{-1} min_r "
               "||p*(.|r) - p0|| and eps^2 <= min_r ||p*(.|r) - p0|| / (50(|A|+1)); for eps_min > 0 let T* = max_r "
               "p(r)^{-1} ||p*(.|r) - p0||^{-1} log(eps/(alpha sqrt(|A|+1))) + 100(|A|+1) log|A| eps^{-2} "
               "eps_min^{-2}. If W_KQ(z) <= alpha_sm for z in S u N, there is t <= T* with sum_r p(r)^2 ||p*(.|r) - "
               "E[p^(.|z_{1:T}) | r in z_{1:T}]||^2 <= eps_min^2."),
    kind="algorithmic", comparison="<=", bound=B.lemma6, measure=_lemma6_measure, strategy=_lemma6_instances,
    domain=(dataclasses.replace(FLOW_DOMAIN[0], unreached=(
        "S is drawn in [ceil(8 R sqrt(2D)), 48] on most draws (the lemma's hypothesis W_KQ(z) <= alpha_sm lasts only "
        "where p(s) is small against p(r); small S mostly breaks it and is rejected) and S > 48 costs a gradient "
        "flow over S R rows per instance: this run checks the part of the domain its coverage shows")),
            *FLOW_DOMAIN[1:], Param("alpha", 0, INF, lo_closed=False, text="Assumption 2's alpha > 0",
                                unreached="alpha > 1e-2 not drawn: the hypotheses need log(eps^2/(alpha^2(|A|+1))) "
                                          "> 0, i.e. alpha < eps/sqrt(|A|+1) <= 0.1/sqrt(|A|+1)")),
    assumptions=(
        Assumption("eps_exists", "there is eps > 0 with eps^2 <= min_r ||p*(.|r) - p0||/(50(|A|+1)) (L1147): needs "
                   "min_r ||p*(.|r) - p0|| > 0; at |A| = R D = 1 (e.g. S = R = D = 1) p*(.|r) = p0 and no eps > 0 "
                   "meets it (round 31: such instances were measured, as inconclusive runs)",
                   lambda q: q["gap"] if q["gap"] > 0 else -1.0),
        Assumption("log_positive", "log(eps^2/(alpha^2(|A|+1))) > 0 (else the first hypothesis "
                                        "admits no alpha_sm > 0)", lambda q: q["alpha_sm_max"]),
        Assumption("alpha_sm_init", "W_KQ(z) <= alpha_sm holds at t = 0 (alpha sqrt(|A|+1) <= alpha_sm)",
                   lambda q: q["alpha_sm"] - q["alpha0_kq"]),
        Assumption("W_KQ <= alpha_sm", "W_KQ(z) <= alpha_sm for z in S u N along the run until the conclusion is "
                   "met (checked at every step; a run on which it breaks first is outside the hypotheses)",
                   lambda q: 1.0 if math.isfinite(q["t_hit"]) else (-1.0 if math.isfinite(q["t_broken"]) else 0.0)),
        Assumption("horizon", "the run reached the conclusion, broke the hypothesis, or ran to T* itself; a run "
                   "stopped by the cap t_cap < T* (400 in ci, 4000 in deep, x4 per escalation level) is "
                   "inconclusive: this run's limit, an unknown evaluation (SolverFailure; round 28: was a rejection)",
                   _lemma6_horizon_slack),
    ),
    escalate=_lemma6_escalate,
    auto_mutant=False,
    mutants={"eps_min^2 / 1e6": lambda eps_min: B.lemma6(eps_min) * 1e-6},
    notes=(MODEL + " Replaces the record of the last round (T* >= 1e9 for eps_min = 1e-2): the conclusion is "
           "existential over [0, T*], so the flow is run until the metric reaches eps_min^2 -- which confirms the "
           "lemma on that instance whatever happens later -- or the hypothesis W_KQ <= alpha_sm breaks (outside "
           "the hypotheses: rejected), or the cap t_cap < T* is reached (inconclusive: rejected, counted under "
           "'horizon'), or T* itself is reached without the conclusion (a counterexample). eps and alpha_sm are "
           "drawn as fractions of the largest values the two hypotheses allow, eps_min as a fraction of eps in "
           "[0.1, 1] (smaller eps_min: the conclusion comes later than the ci cap allows, and the run is rejected "
           "as inconclusive; deep's cap 4000 admits them). "
           "The planted mutant (eps_min^2/1e6) dies where the run stops at the first crossing of eps_min^2."),
    settings={"ci": {"max_examples": 8, "budget_s": 6.0}},
)


# ------------------------------------------------------------------ Figure 5 (left): plateau at log D (L289)

FIG5_PLATEAU_CONFIG: dict = {
    # The paper's setting (L289, L428): S = 16, R = 4, D = 8, linear attention with orthogonal embeddings, every
    # weight initialised to 1e-5. Not stated: T, |N|, optimiser and step; here T = 4 (one noise token), |N| = S + R
    # (Section 4's data, L223), exact population gradient flow by RK4.
    "ci": {"S": 16, "R": 4, "D": 8, "Nn": 20, "T": 4, "alpha": 1e-5, "t_end": 500.0, "h": 1.0, "every": 5},
    "deep": {"S": 16, "R": 4, "D": 8, "Nn": 20, "T": 4, "alpha": 1e-5, "t_end": 1000.0, "h": 0.25, "every": 8},
}


def _fig5_strategy(rule: str) -> st.SearchStrategy:
    def build() -> st.SearchStrategy:
        scale = experiment_scale()
        return st.fixed_dictionaries({"rule": st.just(rule), "seed": SEEDS, "scale": st.just(scale),
                                      **{k: st.just(v) for k, v in FIG5_PLATEAU_CONFIG[scale].items()}})
    return build


def _fig5_measure(inst: dict, ctx: Ctx) -> Measurement:
    r = F.figure5_plateau(inst["S"], inst["R"], inst["D"], inst["Nn"], inst["T"], inst["alpha"], inst["rule"],
                          inst["seed"], inst["t_end"], inst["h"], inst["every"], device=ctx.device)
    return Measurement(r["plateau_loss"], {"D": inst["D"]}, {
        **r, "S": inst["S"], "R": inst["R"], "alpha_init": inst["alpha"]})


FIG5_PLATEAU = Claim(
    id="factrecall.fig5.plateau",
    catalog_id="factrecall.thm6",  # the catalog has no id for its E6 (Figure 5); Thm 6 (3.6, F8) discusses the plateau
    paper=PAPER,
    source=(f"Figure 5 (left), Section 5 'Empirical Validation', {SEED_FILE} L289 (details L428; the task L122-L142)"),
    statement=("Linear attention with orthogonal embeddings (15), S = 16, R = 4, D = 8, all weights initialised to "
               "1e-5, trained on the factual recall task: 'the loss plateaus at log D, and the model outputs the "
               "conditional distribution of a given the relation r'. The figure's text states no answer table; the "
               "task's definition (L122-L142) lets a*(s, r) be any answer of r. Checked: the loss where the model is "
               "closest to p*(. | r) equals log D = 2.079 within 3 % (a value read off a plot)."),
    kind="reproduction",
    comparison="==",
    bound=B.fig5_plateau,
    measure=_fig5_measure,
    strategy=_fig5_strategy("any"),
    domain=(Param("S", 16, 16, integer=True, text="S = 16 (the paper's setting)"),
            Param("R", 4, 4, integer=True, text="R = 4"), Param("D", 8, 8, integer=True, text="D = 8"),
            Param("alpha", 1e-5, 1e-5, key="alpha_init", text="all weights initialised to 1e-5 (L428)")),
    readings=(Reading("Figure 4's random table carried over", "the answer-table rule stated for Figure 4 (L223; "
                      "also Section 6, L321), a*(s, r) uniform on the D answers of r independently, carried over to "
                      "Figure 5, whose text states none", strategy=_fig5_strategy("random")),
              Reading("balanced table (authors' code)", "the answer table of the authors' released code, a*(s, r) "
                      "= floor(sD/S) + rD: every answer of a relation is used S/D = 2 times (not in the text)",
                      strategy=_fig5_strategy("balanced"))),
    expect="erratum as printed",
    second_path="tests/test_factrecall_errata.py::test_fig5_plateau_is_relation_entropy",
    evidence=("At the plateau the model outputs p*(. | r), so the loss there is E[-log p*(a* | r)] = E_r H(p*(. | r)), "
              "which is log D only when every answer of a relation is used equally often. The Figure 5 text (L285-L291, "
              "L426-L428) states no answer table, so read literally the statement is about the factual recall task "
              "as defined (L122-L142), whose a*(s, r) is any answer of r: the literal check draws such tables "
              "(per relation an independent uniform column, one answer for all, two answers, or a balanced column) "
              "and the plateau misses log D unless every column is balanced. Two further readings fix the table: "
              "Figure 4's random rule (L223) carried over -- violated too (plateau 1.745 for seed 0, E_r H = 1.742, "
              "16 % below log 8 = 2.079; random tables give about 1.65-1.95, mean 1.82 over 20; an independent "
              "audit: closed form over 2e5 random tables, mean 1.826, max 2.017 < 0.97 log D) -- and the authors' "
              "balanced code table a*(s, r) = floor(sD/S) + rD, under which the plateau is 2.0785 (log D within "
              "0.05 %). So the printed value holds for the experiment the code ran, not for the task as the text "
              "defines it, nor under the one table rule the paper states elsewhere."),
    no_correction_reason=("the printed value is right for the authors' (balanced) table; for a general table the "
                          "plateau is E_r H(p*(. | r)), a different quantity, not a corrected constant"),
    corrected_text=("The loss plateaus at E_r H(p*(. | r)) (= log D when every answer of a relation is used equally "
                    "often, as in the authors' code)."),
    rtol=0.03,
    atol=1e-12,
    mutants={"plateau at log |A| (the initial loss)": lambda D: math.log(4 * D),
             "plateau at log D / 2": lambda D: math.log(D) / 2},
    notes=("Reproduction of a printed value in the paper's stated setting (S = 16, R = 4, D = 8, init 1e-5); T = 4 and "
           "|N| = S + R = 20 are not stated and chosen here. The plateau is read where the max-sequence distance "
           "sum_a (p*(a|r) - p^(a|z))^2 is smallest along the RK4 flow (~6e-6 there). Tolerance 3 % of log D (a "
           "value read off a plot). The literal statement is the figure's text alone: the table is the task's "
           "a*(s, r), any answer of r (L122-L142). Two readings fix a table: Figure 4's random rule (L223) carried "
           "over, and the authors' balanced code table; the verdict is given per reading. The mutants (a plateau at "
           "log |A|, at log D / 2) are wrong under every reading and are killed on the literal one."),
    settings={"ci": {"max_examples": 1, "budget_s": 20.0}, "deep": {"max_examples": 3, "budget_s": 600.0}},
)

CLAIMS = [LEMMA4, COR3, THM5, LEMMA5, LEMMA6, THM6, LEMMA7, FIG5_PLATEAU]
