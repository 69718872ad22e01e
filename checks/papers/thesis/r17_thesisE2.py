"""thesis, Appendix E (round 17, thesisE2): trained-model and initialisation displays of the proofs of Proposition
6.4.1 (App. E.5.2) and Lemma E.4.5 (App. E.5.5).

- (E.81) L8327, (E.88) L8355: (mu_a^T, 0^T) W_Q^(T) p_query, (mu_a^T, 0^T) W_K^(T) p_q <~ sqrt(log M1)/M1 for another
  IDR pattern mu_a (the mu rows of the trained W_Q, W_K; (E.82)/(E.89) are the nu rows, r16_thesisE1).
- (E.97) L8385: the out-of-domain query: (a^T, 0^T) W_Q^(T) p'_query <~ sqrt(log M1) (1/M1 + 1/M2), a orthogonal to
  mu'_j and not an ODR pattern.
- (E.129) L8562, (E.130) L8568-L8572, (E.131) L8576-L8580: one lucky neuron's part of the W_Q gradient entry, led by
  (mu_q; 0), by the task partner's (mu_j; 0), by a non-decisive (mu_j; 0), against zeta'_{i,n} delta beta^4 gamma_t.
- (E.134) L8592-L8595, (E.135) L8597-L8600, (E.136) L8604: the lucky neurons' average |(1/m) sum_{i in W_n}
  W_O(i, 1:d_X) x| against beta xi (xi = 1/sqrt(m)) and the partner's against the query pattern's.

The Chapter 6 model (models/icl.py, hinge loss, a_i = +-1/m, xi = 1/sqrt(m)) trained by SGD to zero loss in Theorem
6.3.3's family (r16_thesisE1's prop641_run for (E.81)/(E.88)/(E.97); :func:`full_run` here, the same configuration,
keeping W^(0), W^(T) and a), or at its initialisation (t = 0).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed sides live in :mod:`thmcheck.bounds.thesis.r17_thesisE2`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r17_thesisE2 import (
    beta_xi,
    beta_xi_mutant_large,
    beta_xi_mutant_small,
    e81_mutant_delta,
    e81_shape,
    e97_mutant_delta,
    e97_shape,
    e136_mutant,
    e136_shape,
    whp_fail_mutant_neg,
    whp_fail_mutant_zero,
    whp_fail_rhs,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis._dirs57 import BETA_CONSTANT
from thmcheck.checks.papers.thesis.r16_thesisE1 import (
    _ASSUME,
    _DOMAIN,
    _HYP,
    _STRATEGY,
    E83_FIRST,
    _escalate,
    _run,
    _terms,
)

SP = "tests/test_thesis_r17_thesisE2.py::"
_TMAX = 4000


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


CLAIMS: list[Claim] = []


# ======================================== (E.81) L8327, (E.88) L8355: the mu_a rows of the trained W_Q and W_K


def _mu_rows(which: str) -> Callable[[dict, Ctx], Measurement]:
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        """max over a != j in [M1], k in [M2], kappa = +-K (and y = +-1 for W_K's context tokens) of (mu_a^T, 0^T)
        W^(T) p, p = (mu_j + kappa nu_k; 0) (W_Q, the query) or (mu_j + kappa nu_k; y q) (W_K, a context); linear in
        kappa and y: the ends."""
        v = _run(inst)
        cfg, b, K = v["cfg"], inst["beta"], inst["K"]
        M1, M2, dx = cfg.M1, cfg.M2, cfg.dx
        W = v["WQT"] if which == "Q" else v["WKT"]
        ys = (0.0,) if which == "Q" else (-1.0, 1.0)
        lhs, arg = -math.inf, None
        for a in range(M1):
            for j in range(M1):
                if a == j:
                    continue
                for k in range(M2):
                    for kap in (-K, K):
                        for y in ys:
                            val = b * (b * float(W[a, j]) + kap * b * float(W[a, M1 + k]) + y * float(W[a, dx]))
                            if val > lhs:
                                lhs, arg = val, (a, j, k, kap, y)
        own = min(b * b * float(W[j, j]) for j in range(M1))
        return Measurement(lhs, {"M1": M1, "delta": inst["delta"]},
                           {**_terms(inst, v), "(a, j, k, kappa, y) of the largest value": str(arg),
                            "a a task partner of j (cyclic T_tr)": float(arg is not None and (arg[0] - arg[1]) % M1
                                                                         in (1, M1 - 1)),
                            "least own entry beta^2 W(j, j)": own})

    return measure


def _move_delta83(inst: dict, t: float) -> dict:
    """delta -> t in E83_FIRST's family (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, eta = 0.9, m = 80, seed 5)."""
    return {**E83_FIRST, "delta": float(t)}


E81_FIRST = {**E83_FIRST, "delta": 0.05}
_ROW_DIRECTIONS = (
    Direction("delta -> 0 (delta in (0, 0.2], Sec. 6.2.3)", "delta", 0.0, how="path", move=_move_delta83,
              points=(0.05, 0.035, 0.02, 0.01, 0.005)),
    Direction("M1, M2, beta, alpha, eta, m, K, c_B, c_l", "M1", 4, how="search",
              reason="the strategy draws M1 in {3, 4}, M2 in {4, 8}, beta in [1, 3], alpha in [0.6, 1], delta in [0.1, "
                     "0.2], eta in [0.8, 1], m in [50, 100], K in [0.05, 0.5], c_B in [6, 10], c_l in [8, 12]; beta, "
                     "alpha, K, eta are bounded printed ranges; M1 -> inf needs m ~ M1^2 log M1 and a zero-loss run "
                     "whose length grows with m: not reached"),
    BETA_CONSTANT,
)
_ROW_SETTINGS = {"ci": {"max_examples": 1, "budget_s": 40.0, "path_starts": 1, "path_decades": 0.0},
                 "dev": {"max_examples": 12, "budget_s": 300.0, "path_starts": 2, "path_decades": 0.3}}
_ROW_NOTES = ("float64 torch SGD to zero training loss (r16_thesisE1.prop641_run, cached and shared with (E.79)-(E.94)). "
              "Exploration (round 17): along delta = 0.1, 0.05, 0.02, 0.01, 0.005, 0.002 in E83_FIRST's family, the "
              "median over seeds 5..10 of lhs / (sqrt(log M1)/M1) was 0.52, 3.05, 5.28, 6.1, 7.96, 5.94 for W_Q "
              "((E.81)) and 0.87, 4.59, 10.9, 13.1, 12.3, 12.6 for W_K ((E.88)): it rises while the zero-loss step "
              "grows and levels off below delta = 0.01 (a bounded ratio, constant ~8 resp. ~13); the largest values "
              "sit at a task partner a = j +- 1. M1 -> inf is not reached (zero-loss runs at m ~ M1^2 log M1).")

E81 = Claim(
    id="thesis.ch6.eqE.81", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.81), proof of Proposition 6.4.1 (App. E.5.2): 'Therefore, by (E.79) and (E.80), for a in {mu_1, "
                "..., mu_M1} - {mu_j}, we have'", "L8325-L8327"),
    statement="(E.81): for p_query with mu_j as the IDR pattern and a in {mu_1, ..., mu_M1} - {mu_j}, (a^T, 0^T) "
              "W_Q^(T) p_query <~ sqrt(log M1)/M1 (log natural; read uniformly: one c > 0), " + _HYP + ". Checked on "
              "the Chapter 6 model trained to zero loss, a = mu_a over every a != j, p_query = (mu_j + kappa nu_k; 0), "
              "k in [M2], kappa = +-K: the largest value.",
    statement_tex=r"(\mathbf{a}^\top, \mathbf{0}^\top) \mathbf{W}_Q^{(T)} \mathbf{p}_{query} \lesssim "
                  r"\frac{\sqrt{\log M_1}}{M_1}",
    bound=e81_shape, measure=_mu_rows("Q"), strategy=st.one_of(st.just(E81_FIRST), _STRATEGY), assumptions=_ASSUME,
    constants="hidden", uniform=True, directions=_ROW_DIRECTIONS, domain=_DOMAIN,
    mutants={"the shape times delta^3": e81_mutant_delta}, auto_mutant=False, escalate=_escalate,
    notes=_ROW_NOTES, settings=_ROW_SETTINGS,
)

E88 = Claim(
    id="thesis.ch6.eqE.88", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.88), proof of Proposition 6.4.1 (App. E.5.2): 'Therefore, by (E.86) and (E.87), for a in {mu_1, "
                "..., mu_M1} - {mu_j}, we have' (W_K)", "L8353-L8355"),
    statement="(E.88): for p_q with mu_j as the IDR pattern and a in {mu_1, ..., mu_M1} - {mu_j}, (a^T, 0^T) W_K^(T) "
              "p_q <~ sqrt(log M1)/M1 (read uniformly: one c > 0), " + _HYP + ". Checked on the Chapter 6 model "
              "trained to zero loss, a = mu_a over every a != j, p_q = (mu_j + kappa nu_k; y q), k in [M2], kappa = "
              "+-K, y = +-1: the largest value.",
    statement_tex=r"(\mathbf{a}^\top, \mathbf{0}^\top) \mathbf{W}_K^{(T)} \mathbf{p}_q \lesssim "
                  r"\frac{\sqrt{\log M_1}}{M_1}",
    bound=e81_shape, measure=_mu_rows("K"), strategy=st.one_of(st.just(E81_FIRST), _STRATEGY), assumptions=_ASSUME,
    constants="hidden", uniform=True, directions=_ROW_DIRECTIONS, domain=_DOMAIN,
    mutants={"the shape times delta^3": e81_mutant_delta}, auto_mutant=False, escalate=_escalate,
    notes=_ROW_NOTES, settings=_ROW_SETTINGS,
)

CLAIMS += [E81, E88]


# ======================================== (E.97) L8385: the out-of-domain query, a orthogonal to mu'_j


def _e97_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """ODR queries p'_query = (mu'_j + kappa' nu_k; 0), mu'_j = beta sum_i k_ji e_i with k_j the pair (e_j + e_{j+1})
    / sqrt(2) (sum sqrt(2) >= 1) or the uniform unit vector (sum sqrt(M1) >= 1) (L8361), k in [M2], kappa' = +-K
    (K' = K); a of norm beta orthogonal to mu'_j and not an ODR pattern: every nu_k, every beta e_i orthogonal to
    mu'_j (the IDR patterns outside the pair), beta (e_j - e_{j+1}) / sqrt(2) for the pair and beta (e_i - e_{i'}) /
    sqrt(2) for the uniform one; lhs the largest (a^T, 0^T) W_Q^(T) p'_query."""
    import torch

    v = _run(inst)
    cfg, b, K = v["cfg"], inst["beta"], inst["K"]
    M1, M2, dx = cfg.M1, cfg.M2, cfg.dx
    W = v["WQT"][:dx, :dx]
    eye = torch.eye(dx, dtype=torch.float64)
    ks: list[tuple[Any, list[Any]]] = []
    for j in range(M1):
        j2 = (j + 1) % M1
        kj = (eye[j] + eye[j2]) / math.sqrt(2)
        avs = [eye[M1 + k] for k in range(M2)] + [eye[i] for i in range(M1) if i not in (j, j2)]
        avs.append((eye[j] - eye[j2]) / math.sqrt(2))
        ks.append((kj, avs))
    ku = torch.zeros(dx, dtype=torch.float64)
    ku[:M1] = M1**-0.5
    ks.append((ku, [eye[M1 + k] for k in range(M2)] + [(eye[i] - eye[i2]) / math.sqrt(2) for i in range(M1)
                                                      for i2 in range(i + 1, M1)]))
    lhs, arg = -math.inf, None
    for n_k, (kj, avs) in enumerate(ks):
        for k in range(M2):
            for kap in (-K, K):
                p = b * kj + kap * b * eye[M1 + k]
                for n_a, av in enumerate(avs):
                    if abs(float(av @ kj)) > 1e-12:
                        raise SolverFailure("a not orthogonal to mu'_j")
                    val = float((b * av) @ W @ p)
                    if val > lhs:
                        lhs, arg = val, (n_k, k, kap, n_a)
    return Measurement(lhs, {"M1": M1, "M2": M2, "delta": inst["delta"]},
                       {**_terms(inst, v), "(query k_j index, k, kappa', a index) of the largest value": str(arg)})


E97 = Claim(
    id="thesis.ch6.eqE.97", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.97), proof of Proposition 6.4.1 (2) (App. E.5.2): 'For a orthogonal to mu'_j but a not in "
                "{mu'_1, ..., mu'_M1'}'; the ODR patterns mu'_j = sum_i k_ji mu_i, sum_i k_ji >= 1, sum_i k_ji^2 = 1 "
                "(L8361); out-of-domain data (6.8)", "L8383-L8385, L8361, L1780-L1784"),
    statement="(E.97): for the query with ODR pattern mu'_j and a orthogonal to mu'_j, a not an ODR pattern, (a^T, "
              "0^T) W_Q^(T) p_query <~ sqrt(log M1) (1/M1 + 1/M2) (p_query the out-of-domain query p'_query of the "
              "passage; read uniformly: one c > 0), " + _HYP + ". Checked on the Chapter 6 model trained to zero "
              "loss: mu'_j = beta (e_j + e_{j+1})/sqrt(2) or beta sum_i e_i / sqrt(M1), p'_query = (mu'_j + kappa' "
              "nu_k; 0), kappa' = +-K, a (norm beta) over the nu_k and the unit combinations of the mu's orthogonal to "
              "mu'_j: the largest value.",
    statement_tex=r"(\mathbf{a}^\top, \mathbf{0}^\top) \mathbf{W}_Q^{(T)} \mathbf{p}_{query} \lesssim \sqrt{\log M_1} "
                  r"\left(\frac{1}{M_1} + \frac{1}{M_2}\right)",
    bound=e97_shape, measure=_e97_measure, strategy=st.one_of(st.just(E81_FIRST), _STRATEGY), assumptions=_ASSUME,
    constants="hidden", uniform=True, directions=_ROW_DIRECTIONS, domain=_DOMAIN,
    mutants={"the shape times delta^6": e97_mutant_delta}, auto_mutant=False, escalate=_escalate,
    notes="float64 torch SGD to zero training loss (r16_thesisE1.prop641_run, cached).",
    settings=_ROW_SETTINGS,
)

CLAIMS += [E97]


# ======================================== (E.129)-(E.131), (E.134)-(E.136): W^(0) and W^(T) with W_O, W_V and a


@lru_cache(maxsize=128)
def full_run(key: tuple) -> dict:
    """The weights of the Chapter 6 model at t = 0 (Sec. 6.2.3, models/icl.init_model with the run's generator) and,
    unless inst['t'] == 0, at the zero-loss step T of SGD (models/icl.train with r16_thesisE1.prop641_run's
    configuration: EMA 0.9 of the batch hinge loss < 0.02, at most 4000 steps; B, l_tr by r11's sizes). W^(0) is
    the same in both (the step hook copies it at t = 0)."""
    from thmcheck.checks.papers.thesis.r11_thesisE import sizes
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, init_model, train

    inst = dict(key)
    B, l_tr = sizes(inst)
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], K=inst["K"], alpha=inst["alpha"],
                    l_tr=l_tr, m=int(inst["m"]), delta=inst["delta"], eta=inst["eta"], B=B, T=_TMAX,
                    seed=inst["seed"] % 2**31)
    names = ("WQ", "WK", "WV", "WO")
    if inst.get("t", 1) == 0:
        model = init_model(cfg, generator(cfg.seed))
        w0 = {k: getattr(model, k).detach().clone() for k in names}
        return {"cfg": cfg, "w0": w0, "wT": None, "a": model.a.clone(), "T": 0, "B": B, "l_tr": l_tr}
    w0: dict = {}

    def hook(t: int, model: Any, batch: tuple) -> None:
        if t == 0:
            w0.update({k: getattr(model, k).detach().clone() for k in names})

    model, stop = train(cfg, stop_below=0.02, t_max=_TMAX, step_hook=hook)
    wT = {k: getattr(model, k).detach().clone() for k in names}
    return {"cfg": cfg, "w0": w0, "wT": wT, "a": model.a.detach().clone(), "T": None if stop is None else stop + 1,
            "B": B, "l_tr": l_tr}


_NPROBE = 200  # probe prompts per run (their own generator, seed 10^6 + the run's seed)


def lucky_parts(run: dict, at_T: bool) -> dict:
    """On _NPROBE prompts of (6.1) on the cyclic training tasks (models/icl.make_prompts): W_n of (E.31) at W^(0)
    (O_{i,1} V_{n,1}(0) > 0, O_{i,2} V_{n,2}(0) > 0, a_i > 0; V^n(0) = W_V^(0) sum_s attn_s p_s), and at W = W^(0)
    or W^(T): c[n, s, i] = W_O(i) W_V p_s, attn over the l contexts ((6.2)), N = the contexts of the query's IDR
    pattern (N_j^{n,i} of (E.33), j the query's pattern), zeta'[n, i] = sum_{s in N} c attn, gamma_{t,n} = 1 - sum_{s
    in N} attn (Def. E.4.4), L[j][n, i] = sum_{s in N} c attn (mu_j; 0)^T (W_K p_s - sum_r attn_r W_K p_r) ||x_query||^2
    (the (E.129)-(E.131) left sides: p_query^T (x_query; 0) = ||x_query||^2), Lx the same led by (x_query; 0), and
    X[n] = (1/m) sum_{i in W_n} W_O(i, 1:d_X) x_query, Xmu[n, j] = (1/m) sum_{i in W_n} W_O(i, 1:d_X) mu_j."""
    import torch

    from thmcheck.models.device import generator
    from thmcheck.models.icl import cyclic_tasks, make_prompts

    cfg = run["cfg"]
    M1, dx, b = cfg.M1, cfg.dx, cfg.beta
    D = dx + cfg.dy
    gen = generator((10**6 + cfg.seed) % 2**31)
    ctx, pq, z, same = make_prompts(cfg, _NPROBE, cyclic_tasks(M1), run["l_tr"], cfg.alpha, gen)
    W0, a = run["w0"], run["a"]
    W = run["wT"] if at_T else W0
    with torch.no_grad():
        at0 = torch.softmax(torch.matmul(ctx, ((pq @ W0["WQ"].T) @ W0["WK"])[..., None])[..., 0], -1)
        V0 = torch.matmul(at0[:, None, :], ctx)[:, 0] @ W0["WV"].T
        lucky = (V0[:, :dx] @ W0["WO"][:, :dx].T > 0) & (V0[:, dx:D] @ W0["WO"][:, dx:D].T > 0)
        Wn = lucky & (a > 0)[None, :]
        at = torch.softmax(torch.matmul(ctx, ((pq @ W["WQ"].T) @ W["WK"])[..., None])[..., 0], -1)
        Kp = ctx @ W["WK"].T
        dev = Kp - torch.matmul(at[:, None, :], Kp)
        cs = (ctx @ W["WV"].T) @ W["WO"].T
        q = pq[:, :M1].argmax(1)
        atN = at * same.double()
        zeta = torch.einsum("nl,nlm->nm", atN, cs)
        xx = (pq * pq).sum(1)
        L = [torch.einsum("nl,nlm->nm", atN * (b * dev[:, :, j]), cs) * xx[:, None] for j in range(M1)]
        Lx = torch.einsum("nl,nlm->nm", atN * (dev[:, :, :dx] * pq[:, None, :dx]).sum(-1), cs) * xx[:, None]
        cpat = ctx[:, :, :M1].argmax(-1)  # x_s = beta e_j + kappa nu_k: the context's IDR pattern
        atj = [at * (cpat == j).double() for j in range(M1)]
        Lj = [torch.einsum("nl,nlm->nm", atj[j] * (b * dev[:, :, j]), cs) * xx[:, None] for j in range(M1)]
        Lxj = [torch.einsum("nl,nlm->nm", atj[j] * (dev[:, :, :dx] * pq[:, None, :dx]).sum(-1), cs) * xx[:, None]
               for j in range(M1)]
        WOx = W["WO"][:, :dx]
        X = (Wn.double() * (pq[:, :dx] @ WOx.T)).sum(1) / cfg.m
        Xmu = b * (Wn.double()[:, :, None] * WOx[None, :, :M1]).sum(1) / cfg.m
    partner = torch.where(z > 0, (q + 1) % M1, (q - 1) % M1)  # cyclic T_tr: task (j, j + 1), z = +1 on mu_j
    return {"z": z, "q": q, "partner": partner, "Wn": Wn, "zeta": zeta, "gam": 1 - atN.sum(1), "L": L, "Lx": Lx,
            "Lj": Lj, "Lxj": Lxj, "xx": xx, "X": X, "Xmu": Xmu, "l": run["l_tr"]}


N_RUNS = 16  # independent runs (seeds) per instance of the 'w.h.p.' claims


def _cluster(shares: list[float]) -> tuple[float, float]:
    """Mean of the per-run failure shares and its lower 95 % bound mean - 1.96 sd / sqrt(R) (the runs independent,
    the prompts of a run not: the run is the unit)."""
    R = len(shares)
    mean = sum(shares) / R
    sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(R - 1, 1))
    return mean, mean - 1.96 * sd / math.sqrt(R)


_PARTS: dict = {}


def _parts(key: tuple, at_T: bool) -> dict:
    """lucky_parts of full_run(key), cached (the (E.129)-(E.131) claims share them)."""
    if (key, at_T) not in _PARTS:
        if len(_PARTS) > 256:
            _PARTS.clear()
        _PARTS[(key, at_T)] = lucky_parts(full_run(key), at_T)
    return _PARTS[(key, at_T)]


def _runs(inst: dict, at_T: bool) -> list[tuple[dict, dict]]:
    """N_RUNS runs of seeds seed, seed + 1, ... (a trained run that misses zero loss in _TMAX steps is skipped, at most
    2 N_RUNS seeds), each with its lucky_parts at t = 0 or t = T."""
    out = []
    for s in range(inst["seed"], inst["seed"] + 2 * N_RUNS):
        key = {**inst, "seed": s, "t": 1 if at_T else 0}
        key.pop("level", None)
        kt = tuple(sorted(key.items()))
        run = full_run(kt)
        if run["T"] is None:
            continue
        out.append((run, _parts(kt, at_T)))
        if len(out) == N_RUNS * 2 ** inst.get("level", 0) or len(out) == N_RUNS:
            break
    if len(out) < N_RUNS:
        raise SolverFailure(f"only {len(out)} zero-loss runs in {2 * N_RUNS} seeds")
    return out


def _share_terms(inst: dict, runs: list, shares: list[float]) -> dict:
    M1 = inst["M1"]
    cfg0 = runs[0][0]["cfg"]
    Ts = [r["T"] for r, _ in runs]
    mean, lower = _cluster(shares)
    return {"mean failure share over runs": mean, "its lower 95 % bound (runs the unit)": lower,
            "runs": len(runs), "failure share by run": str([round(s, 3) for s in shares]),
            "T (zero-loss step) by run": str(Ts), "B": cfg0.B, "l_tr": cfg0.l_tr, "m": cfg0.m,
            "eta T / (M1 sqrt(log M1))": min(inst["eta"] * max(T, 1) for T in Ts) / (M1 * math.sqrt(math.log(M1)))
            if min(Ts) > 0 else 1e9,
            "B / (M1 log M1)": cfg0.B / (M1 * math.log(M1)), "m / (M1^2 log M1)": cfg0.m / (M1**2 * math.log(M1)),
            "l_tr alpha beta^2": cfg0.l_tr * inst["alpha"] * inst["beta"] ** 2, "M2 / M1": inst["M2"] / M1,
            "K": inst["K"], "beta": inst["beta"]}


def _e129_fails(P: dict, inst: dict, reading: bool) -> tuple[Any, Any]:
    """(E.129) per prompt: some i in W_n with zeta'_{i,n} > 0 has L[q][n, i] < zeta'_{i,n} delta beta^4 gamma_t,
    gamma_t = max_n gamma_{t,n} over the run's probe prompts (Def. E.4.4 (5)); the reading: gamma_{t,n}."""
    import torch

    ok = P["Wn"] & (P["zeta"] > 0)
    gam = P["gam"][:, None] if reading else P["gam"].max()
    L = torch.stack(P["L"], 0)[P["q"], torch.arange(len(P["q"]))]  # (n, m): led by the query's own pattern
    rhs = P["zeta"] * inst["delta"] * inst["beta"] ** 4 * gam
    return ok, ok & (L < rhs)


def _e130_fails(P: dict, inst: dict, reading: bool) -> tuple[Any, Any]:
    """(E.130) per prompt: some i in W_n with zeta'_{i,n} > 0 has (mu_j; 0)-led sum over s in N_j > (1 - alpha)/(1 -
    alpha/2) times the same sum led by (x_query; 0) (the right side's truncated factor restored), j the task partner
    of the query's pattern; N_j the contexts of pattern j (literal: the display's own j), or (reading) the query's."""
    import torch

    ok = P["Wn"] & (P["zeta"] > 0)
    idx = torch.arange(len(P["q"]))
    if reading:
        Lp, Lx = torch.stack(P["L"], 0)[P["partner"], idx], P["Lx"]
    else:
        Lp, Lx = torch.stack(P["Lj"], 0)[P["partner"], idx], torch.stack(P["Lxj"], 0)[P["partner"], idx]
    al = inst["alpha"]
    return ok, ok & (Lp > (1 - al) / (1 - al / 2) * Lx)


def _e131_fails(P: dict, inst: dict, reading: bool) -> tuple[Any, Any]:
    """(E.131) per prompt: some non-decisive j (not the query's pattern, not its partner) and i in W_n with zeta'_{i,n}
    > 0 have the (mu_j; 0)-led sum over s in N_j > zeta'_{i,n} delta gamma_t beta^4 / l (gamma_t = max_n
    gamma_{t,n}); N_j the contexts of pattern j (literal), or (reading) the query's N, as in zeta'."""
    import torch

    ok = P["Wn"] & (P["zeta"] > 0)
    rhs = P["zeta"] * inst["delta"] * P["gam"].max() * inst["beta"] ** 4 / P["l"]
    bad = torch.zeros_like(ok)
    for j in range(len(P["L"])):
        Lj = P["L"][j] if reading else P["Lj"][j]
        nd = (P["q"] != j) & (P["partner"] != j)
        bad |= nd[:, None] & ok & (Lj > rhs)
    return ok, bad


def _share_measure(fails: Callable, at_T: bool, reading: bool = False) -> Callable[[dict, Ctx], Measurement]:
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        """lhs: the lower 95 % bound of the mean over runs of the failure share over the (prompt n, neuron i in W_n
        with zeta'_{i,n} > 0) pairs (the display is stated per i); the share of prompts with some failing i is a
        term."""
        runs = _runs(inst, at_T)
        shares, pshares = [], []
        for _, P in runs:
            ok, bad = fails(P, inst, reading)
            k, kp = int(ok.sum()), int(ok.any(1).sum())
            if k == 0:
                raise SolverFailure("no probe prompt with a lucky neuron of zeta' > 0")
            shares.append(float(bad.sum()) / k)
            pshares.append(float(bad.any(1).sum()) / kp)
        mean, lower = _cluster(shares)
        pm, pl = _cluster(pshares)
        return Measurement(lower, {"M1": inst["M1"]}, {**_share_terms(inst, runs, shares), "t": "T" if at_T else "0",
                                                        "share of prompts with a failing i: mean": pm,
                                                        "share of prompts with a failing i: lower 95 %": pl,
                                                        "gamma_t (max over the first run's probes)":
                                                            float(runs[0][1]["gam"].max()),
                                                        "median gamma_{t,n} (first run)":
                                                            float(runs[0][1]["gam"].median())})

    return measure


_ASSUME0 = (
    Assumption("m >= 2 M1^2 log M1", "Theorem 6.3.3 (i), the Omega constant read as 2 (Lemma E.4.5: m >~ M1^2)",
               lambda q: q["m / (M1^2 log M1)"] - 2.0 + 1e-9),
    Assumption("B >= M1 log M1", "Lemma E.4.5 / (E.145): B >~ M1 log M1, the constant read as 1",
               lambda q: q["B / (M1 log M1)"] - 1.0 + 1e-9),
    Assumption("l_tr alpha beta^2 >= 8", "(6.9) / (E.169), the constant read as 8",
               lambda q: q["l_tr alpha beta^2"] - 8.0 + 1e-9),
    Assumption("M2 = O(M1)", "M2 <= 2 M1 (L1762, the O constant read as 2)", lambda q: 2.0 - q["M2 / M1"] + 1e-9),
    Assumption("K <= 1/2", "(6.6): kappa ~ U(-K, K), K <= 1/2", lambda q: 0.5 - q["K"] + 1e-12),
)
_ASSUME_T = (*_ASSUME0,
             Assumption("eta T >= M1 sqrt(log M1)", "every run's zero-loss step T with eta T >= Theta(M1) sqrt(log "
                        "M1) (L8321), the constant read as 1", lambda q: q["eta T / (M1 sqrt(log M1))"] - 1.0 + 1e-9))
_WHP_DOMAIN = (
    Param("delta", 0, 0.2, lo_closed=False, text="delta in (0, 0.2] (Sec. 6.2.3)",
          unreached="delta >= 0.1 (r11's draw; the failure share is a property of each instance, not of an end)"),
    Param("beta", 1, math.inf, far=3.0, text="||mu_j|| = beta >= 1, a constant (6.6)",
          unreached="beta is Theta(1): drawn in [1, 3]"),
    Param("M1", 2, math.inf, integer=True, far=4, text="M1 IDR patterns",
          unreached="M1 in {3, 4} (the failure share is compared with 1/M1 at each instance)"),
)
_E1F = {"M1": 3, "M2": 4, "beta": 1.0, "alpha": 1.0, "delta": 0.2, "eta": 1.0, "m": 50, "cB": 6.0, "cl": 24.0,
        "seed": 342, "K": 0.5}
E129_FIRST = {**E83_FIRST, "delta": 0.2}
_LUCKY_TEXT = ("W_n the lucky set (E.31) at W^(0) (both blocks of W_O(i) V^n(0) positive, a_i > 0), N = N_j^{n,i} of "
               "(E.33) the contexts of the query's IDR pattern, the softmax over the l contexts ((6.2)), zeta'_{i,n} = "
               "W_O(i) sum_{s in N} (W_V p_s) softmax(.) (L8560), gamma_{t,n} = 1 - sum_{s in N} softmax(.) and gamma_t "
               "= max_n gamma_{t,n} (Def. E.4.4 (4), (5); the max over the run's 200 probe prompts, a subset of [N], "
               "which can only lower it)")
_WHP_TEXT = ("Read as the section's 'with high probability': the share of (prompt n, neuron i in W_n with "
             "zeta'_{i,n} > 0) pairs on which it fails is at most 1/M1 (failure M1^{-C}, C >= 1, at its loosest); checked as the mean "
             "share over 16 independent runs (seeds), 200 probe prompts of (6.1) each, with its lower 95 % bound "
             "(mean - 1.96 sd / sqrt(16), the run the unit)")

E129 = Claim(
    id="thesis.ch6.eqE.129", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.129), proof of Lemma E.4.5 (a) (App. E.5.5): 'Then, if zeta'_{i,n} > 0, we have that for mu_q that "
                "has the same IDR pattern as x_query'; Definition E.4.4 (gamma_t = max_n gamma_{t,n})",
                "L8560-L8564, L7997-L8003"),
    statement="(E.129): for i in W_n with zeta'_{i,n} > 0 and mu_q the IDR pattern of x_query, (mu_q^T, 0^T) W_O(i) "
              "sum_{s in N_j^{n,i}} (W_V p_s) softmax(p_s^T W_K^T W_Q p_query) (W_K p_s - sum_r softmax_r W_K p_r) "
              "p_query^T (x_query^T, 0^T)^T >= zeta'_{i,n} delta beta^4 gamma_t (explicit), " + _LUCKY_TEXT + ". " +
              _WHP_TEXT + "; at t = 0 (W^(0) of Sec. 6.2.3, the induction's start), on Theorem 6.3.3's sizes (m >= 2 "
              "M1^2 log M1, B = ceil(c_B M1 log M1), l_tr = ceil(c_l max(log M1/alpha, 1/(beta^2 alpha))), beta in [1, "
              "3], alpha in [0.6, 1], delta in (0, 0.2], K <= 1/2, M2 <= 2 M1).",
    statement_tex=r"(\mu_q^\top, \mathbf{0}^\top) \mathbf{W}_{O_{(i,\cdot)}}^{(t)} \sum_{s \in \mathcal{N}_j^{n,i}} "
                  r"(\mathbf{W}_V^{(t)} \mathbf{p}_s^{n}) \text{softmax}(\cdot) (\cdots) \mathbf{p}_{query}^{n\top} "
                  r"(\mathbf{x}_{query}^\top, \mathbf{0}^\top)^\top \geq \zeta'_{i,n} \delta \beta^4 \gamma_t",
    bound=whp_fail_rhs, measure=_share_measure(_e129_fails, False),
    strategy=st.one_of(st.just(E129_FIRST), st.just(_E1F), _STRATEGY), assumptions=_ASSUME0, domain=_WHP_DOMAIN,
    readings=(Reading("gamma_{t,n}", "gamma_t read as the prompt's own gamma_{t,n} (Def. E.4.4 (4)) instead of the "
                      "max over n (Def. E.4.4 (5))", measure=_share_measure(_e129_fails, False, True)),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditors A, B, C): confirmed as printed. Violated at t = 0 on every instance tried, inside every hypothesis (slacks in the record). ci's first "
             "instance E129_FIRST (M1 = 4, M2 = 8 = 2 M1, beta = 2, alpha = 0.8, delta = 0.2, eta = 0.9, m = 80 = 3.6 "
             "M1^2 log M1, B = 45 = 8.1 M1 log M1, l_tr = 18 (l_tr alpha beta^2 = 57.6 >= 8), K = 1/2, seeds 5..20, 200 "
             "probe prompts each): the display fails on 97.9 % of the (prompt, i in W_n with zeta' > 0) pairs (lower "
             "95 % bound over the 16 runs 0.972) and on 96 %+ of the prompts, against the 1/M1 = 0.25 a 'with high "
             "probability' allows; E1_FIRST's family (M1 = 3, beta = alpha = eta = 1, delta = 0.2, m = 50, B = 20, "
             "l_tr = 27, seeds 342..357): 98.4 % (lower 0.978) against 1/3. Why, exactly: at t = 0 W_Q = W_K = delta on "
             "the x block, so for s in N (pattern q) (mu_q; 0)^T (W_K p_s - sum_r attn_r W_K p_r) = delta beta^2 (1 - "
             "sum_{r in N} attn_r) = delta beta^2 gamma_{0,n}, and the left side is zeta'_{i,n} delta beta^2 "
             "gamma_{0,n} ||x_query||^2 with ||x_query||^2 = beta^2 (1 + kappa^2) <= beta^2 (1 + K^2): the display "
             "needs gamma_{0,n} (1 + kappa^2) >= gamma_0 = max_n' gamma_{0,n'} (Def. E.4.4 (5)), false for every prompt "
             "whose gamma_{0,n} is below gamma_0 / (1 + K^2) (first run: gamma_0 = 0.872 over the probes, median "
             "gamma_{0,n} = 0.572). The max over n is an upper bound where the proof needs a lower one; with the "
             "prompt's own gamma_{t,n} (the reading) it holds at t = 0 exactly (share 0) and at t = T on every run "
             "tried. Not the encoding: the second path rebuilds W^(0), the prompts (6.1), W_n and both sides in numpy "
             "from the paper's definitions.",
    no_correction_reason="the display holds with the prompt's own gamma_{t,n} (the reading) at t = 0 exactly; with "
                         "gamma_t = max_n gamma_{t,n} it fails on most prompts, so the repair is the reading, not a "
                         "constant",
    second_path=SP + "test_eqE129_130_131_second_path",
    mutants={"a negative share -1/M1": whp_fail_mutant_neg}, auto_mutant=False,
    escalate=lambda inst, level: {**inst, "level": level},
    notes="float64 torch at W^(0) (no training), 16 seeds x 200 probe prompts per instance (cached).",
    settings={"ci": {"max_examples": 2, "budget_s": 10.0}, "dev": {"max_examples": 12, "budget_s": 200.0}},
)


_NJ_TEXT = ("N_j^{n,i} read literally as the contexts of the display's own pattern j ((E.33) with the j of the display; "
            "the (E.128) remark 'at most 1 mu_r appears in one data' gives its 1/l)")
_NQ_READING = ("N_j^{n,i} read as the set of zeta'_{i,n} (the contexts of the query's pattern), the same sum as (E.129)")

E130 = Claim(
    id="thesis.ch6.eqE.130", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.130), proof of Lemma E.4.5 (a) (App. E.5.5): 'For j such that mu_j is the IDR pattern with the "
                "probability of alpha/2 to be selected but different from q'", "L8566-L8572"),
    statement="(E.130): for i in W_n with zeta'_{i,n} > 0 and mu_j the other pattern of the prompt's task (probability "
              "alpha/2, j != q), (mu_j^T, 0^T) W_O(i) sum_{s in N_j^{n,i}} (W_V p_s) softmax(.) (W_K p_s - sum_r "
              "softmax_r W_K p_r) p_query^T (x_query^T, 0^T)^T <= (1 - alpha)/(1 - alpha/2) (x_query^T, 0^T) W_O(i) "
              "sum_{s in N_j^{n,i}} (W_V p_s) softmax(.) (explicit). The printed right side stops after softmax(.) (a "
              "scalar led by a vector); read with the left side's remaining factor (W_K p_s - sum_r softmax_r W_K p_r) "
              "p_query^T (x_query^T, 0^T)^T restored (the same expression led by (x_query; 0)), " + _NJ_TEXT + ". " +
              _WHP_TEXT + "; at t = 0 (W^(0) of Sec. 6.2.3), W_n, zeta', the softmax as (E.129), on Theorem 6.3.3's "
              "sizes.",
    statement_tex=r"(oldsymbol{\mu}_j^	op, \mathbf{0}^	op) \mathbf{W}_{O_{(i,\cdot)}}^{(t)} \sum_{s \in "
                  r"\mathcal{N}_j^{n,i}} (\cdots) (\mathbf{x}_{query}^	op, \mathbf{0}^	op)^	op \leq "
                  r"rac{1-lpha}{1-lpha/2} (\mathbf{x}_{query}^	op, \mathbf{0}^	op) "
                  r"\mathbf{W}_{O_{(i,\cdot)}}^{(t)} \sum_{s \in \mathcal{N}_j^{n,i}} (\mathbf{W}_V^{(t)} "
                  r"\mathbf{p}_s^{n(t)}) 	ext{softmax}(\cdot)",
    bound=whp_fail_rhs, measure=_share_measure(_e130_fails, False),
    strategy=st.one_of(st.just(E129_FIRST), st.just(_E1F), _STRATEGY), assumptions=_ASSUME0, domain=_WHP_DOMAIN,
    readings=(Reading("N the query's set", _NQ_READING, measure=_share_measure(_e130_fails, False, True)),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed as printed. Violated at t = 0, inside every hypothesis (slacks in the record). E129_FIRST (M1 = 4, M2 = 8, beta = 2, "
             "alpha = 0.8, delta = 0.2, eta = 0.9, m = 80 = 3.6 M1^2 log M1, l_tr = 18, K = 1/2, seeds 5..20, 200 "
             "probe prompts each): the display fails on 55.9 % of the (prompt, i in W_n with zeta' > 0) pairs (lower "
             "95 % bound over 16 runs 0.537) and on 99 % of the prompts for some i, against the 1/M1 = 0.25 allowed; "
             "E1_FIRST's family (M1 = 3, alpha = 1): 48.1 % (lower 0.421) against 1/3. Why: at t = 0, for s in N_j "
             "(pattern j != q), (mu_j; 0)^T (W_K p_s - mean) = delta beta^2 (1 - sum_{r in N_j} attn_r) > 0 while "
             "(x_query; 0)^T (W_K p_s - mean) = delta (x_s . x_query - sum_r attn_r x_r . x_query) ~ -delta beta^2 "
             "sum_{r in N_q} attn_r < 0 (x_s orthogonal to x_query up to the nu part), so both sides carry the factor "
             "S = sum_{s in N_j} W_O(i) W_V p_s attn_s with opposite signs: the display fails exactly when S > 0, for "
             "about half the pairs (W_n's selection does not fix the sign of a single pattern's contexts). Under the "
             "reading 'N the query's set' it holds (share 0.2 %: the left side is then <= 0 at t = 0), and at the "
             "zero-loss step T it holds in both readings on the runs tried (E1_FIRST's family and E129_FIRST, 16 runs "
             "each: shares <= 0.4 %). Not the encoding: the second "
             "path rebuilds W^(0), the prompts (6.1), W_n and both sides in numpy from the paper's definitions.",
    no_correction_reason="the printed right side is truncated; with it restored the display fails whenever the "
                         "partner's contexts carry a positive W_O(i) W_V p_s mass, and holds under the reading 'N the "
                         "query's set': the repair is the reading, not a constant",
    second_path=SP + "test_eqE129_130_131_second_path",
    mutants={"a negative share -1/M1": whp_fail_mutant_neg}, auto_mutant=False,
    escalate=lambda inst, level: {**inst, "level": level},
    notes="float64 torch at W^(0) (no training), 16 seeds x 200 probe prompts per instance (cached, shared with "
          "(E.129), (E.131)).",
    settings={"ci": {"max_examples": 2, "budget_s": 10.0}, "dev": {"max_examples": 12, "budget_s": 200.0}},
)

E131 = Claim(
    id="thesis.ch6.eqE.131", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.131), proof of Lemma E.4.5 (a) (App. E.5.5): 'For mu_j that does not decide the label of the "
                "current P^n, we have'; (E.128) 'l in the denominator comes from that with high probability, at most 1 "
                "mu_r appears in one data'; Definition E.4.4", "L8574-L8580, L8558-L8560, L7997-L8003"),
    statement="(E.131): for i in W_n with zeta'_{i,n} > 0 and mu_j not deciding the prompt's label (j neither the "
              "query's pattern nor its task partner), (mu_j^T, 0^T) W_O(i) sum_{s in N_j^{n,i}} (W_V p_s) softmax(.) "
              "(W_K p_s - sum_r softmax_r W_K p_r) p_query^T (x_query^T, 0^T)^T <= zeta'_{i,n} delta gamma_t beta^4 / l "
              "(explicit; gamma_t = max_n gamma_{t,n}, Def. E.4.4), " + _NJ_TEXT + ". " + _WHP_TEXT + "; at t = 0 "
              "(W^(0) of Sec. 6.2.3), W_n, zeta', the softmax as (E.129), on Theorem 6.3.3's sizes (at alpha = 1 no "
              "context has a non-decisive pattern and the display is empty).",
    statement_tex=r"(oldsymbol{\mu}_j^	op, \mathbf{0}^	op) \mathbf{W}_{O_{(i,\cdot)}}^{(t)} \sum_{s \in "
                  r"\mathcal{N}_j^{n,i}} (\cdots) (\mathbf{x}_{query}^	op, \mathbf{0}^	op)^	op \leq "
                  r"rac{\zeta'_{i,n} \delta \gamma_t eta^4}{l}",
    bound=whp_fail_rhs, measure=_share_measure(_e131_fails, False),
    strategy=st.one_of(st.just(E129_FIRST), _STRATEGY), assumptions=_ASSUME0, domain=_WHP_DOMAIN,
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed as printed. Violated at t = 0, inside every hypothesis (slacks in the record). E129_FIRST (M1 = 4, M2 = 8, beta = 2, "
             "alpha = 0.8 (a non-decisive context has probability (1 - alpha)/(M1 - 2) = 0.1), delta = 0.2, eta = 0.9, "
             "m = 80 = 3.6 M1^2 log M1, l_tr = 18, K = 1/2, seeds 5..20, 200 probe prompts each): the display fails "
             "on 63 % of the (prompt, i in W_n with zeta' > 0) pairs (lower 95 % bound over 16 runs 0.613) and on 97 % "
             "of the prompts for some i, against the 1/M1 = 0.25 allowed; at the zero-loss step T of the same 16 seeds "
             "(T = 149..177) 63 % (lower 0.608). Why: at t = 0 the left side is delta beta^2 (1 - sum_{r in N_j} "
             "attn_r) ||x_query||^2 S_j, S_j = sum_{s in N_j} W_O(i) W_V p_s attn_s the (about one) pattern-j "
             "context's share ~ W_O(i) W_V p_s / l, while the right side is zeta'_{i,n} delta gamma_t beta^4 / l with "
             "zeta'_{i,n} the sum over the ~alpha l / 2 query-pattern contexts of W_O(i) W_V p_s attn_s ~ (alpha/2) "
             "times an average W_O(i) W_V p: the 1/l is on both sides, so the display asks one context's value to be below gamma_t alpha/2 times the average, "
             "and W_n (selected on the attention-weighted value) does not make the pattern-j context's value small. "
             "Under the other reading, N the set of zeta' (the query's contexts), it is empty at t = 0 (the left side "
             "is <= 0) but not safe at the zero-loss step T: exploration (16 runs each) found 42.6 % of pairs (lower "
             "0.313; 35 % of prompts, lower 0.352) against 1/3 at E1_FIRST's family (M1 = 3, delta = 0.2; at delta = "
             "0.1: prompts 48 %, lower 0.399) and 7 % at M1 = 4; ci's draw found that reading violated too (it is not "
             "run in ci: 16 zero-loss runs per instance). Not the encoding: the second path rebuilds "
             "W^(0), the prompts (6.1), W_n and both sides in numpy from the paper's definitions.",
    no_correction_reason="a single context's value against alpha/2 of the average over the query's contexts: no "
                         "constant in front of zeta' delta gamma_t beta^4 / l holds w.h.p. at t = 0, and with N the "
                         "query's set the trained model's left side exceeds it on a third or more of the prompts at M1 = "
                         "3",
    second_path=SP + "test_eqE129_130_131_second_path",
    mutants={"no failure allowed": whp_fail_mutant_zero}, auto_mutant=False,
    escalate=lambda inst, level: {**inst, "level": level},
    notes="float64 torch at W^(0) (no training), 16 seeds x 200 probe prompts per instance (cached, shared with "
          "(E.129), (E.130)).",
    settings={"ci": {"max_examples": 2, "budget_s": 10.0}, "dev": {"max_examples": 12, "budget_s": 300.0}},
)

CLAIMS += [E129, E130, E131]


# ======================================== (E.134) L8592-L8595, (E.135) L8597-L8600, (E.136) L8604: W_O's x block on W_n


def _xo_values(inst: dict) -> dict:
    """One run (the instance's seed) at t = 0 and at its zero-loss step T: the medians over the 200 probe prompts of
    |X_n| = |(1/m) sum_{i in W_n} W_O(i, 1:d_X) x_query^n| and of |Xmu_p| / |Xmu_q| (p the task partner of the
    query's pattern q: the other pattern selected with probability alpha/2; Xmu_j = (1/m) sum_{i in W_n} W_O(i,
    1:d_X) mu_j)."""
    import torch

    key = tuple(sorted({**inst, "t": 1}.items()))
    run = full_run(key)
    if run["T"] is None:
        raise SolverFailure(f"SGD did not reach zero training loss (EMA < 0.02) in {_TMAX} steps")
    out: dict = {"run": run}
    for name, at_T in (("0", False), ("T", True)):
        P = _parts(key, at_T)
        idx = torch.arange(len(P["q"]))
        Xq, Xp = P["Xmu"][idx, P["q"]].abs(), P["Xmu"][idx, P["partner"]].abs()
        out[name] = {"X": float(P["X"].abs().median()), "ratio": float((Xp / Xq).median()),
                     "Wfrac": float(P["Wn"].double().mean()), "ratio q90": float((Xp / Xq).quantile(0.9))}
    return out


def _xo_terms(inst: dict, v: dict) -> dict:
    run, M1 = v["run"], inst["M1"]
    cfg = run["cfg"]
    return {"T (zero-loss step)": run["T"], "B": cfg.B, "l_tr": cfg.l_tr, "m": cfg.m,
            "eta T / (M1 sqrt(log M1))": inst["eta"] * run["T"] / (M1 * math.sqrt(math.log(M1))),
            "B / (M1 log M1)": cfg.B / (M1 * math.log(M1)), "m / (M1^2 log M1)": cfg.m / (M1**2 * math.log(M1)),
            "l_tr alpha beta^2": cfg.l_tr * inst["alpha"] * inst["beta"] ** 2, "M2 / M1": inst["M2"] / M1,
            "K": inst["K"], "beta": inst["beta"], "|W_n| / m (mean over prompts, t = 0)": v["0"]["Wfrac"],
            "median |X_n| at t = 0": v["0"]["X"], "median |X_n| at t = T": v["T"]["X"],
            "median |Xmu_p| / |Xmu_q| at t = 0": v["0"]["ratio"], "median |Xmu_p| / |Xmu_q| at t = T": v["T"]["ratio"],
            "90 % quantile of |Xmu_p| / |Xmu_q| at t = 0, T": f"{v['0']['ratio q90']:.3g}, {v['T']['ratio q90']:.3g}"}


def _e134_measure(upper: bool) -> Callable[[dict, Ctx], Measurement]:
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        """The median over probe prompts of |(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X) x_query^n| at t = 0 and t = T:
        the larger ((E.134), upper) or the smaller ((E.135), lower); xi = 1/sqrt(m) (Sec. 6.2.3 L1727)."""
        v = _xo_values(inst)
        val = max(v["0"]["X"], v["T"]["X"]) if upper else min(v["0"]["X"], v["T"]["X"])
        return Measurement(val, {"beta": inst["beta"], "xi": 1 / math.sqrt(inst["m"])}, _xo_terms(inst, v))

    return measure


def _e136_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """The median over probe prompts of |(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X) mu_p| / |(1/m) sum_{i in W_n}
    W_O^(t)(i, 1:d_X) mu_q| (p the partner, q the query's pattern), the larger of t = 0 and t = T."""
    v = _xo_values(inst)
    return Measurement(max(v["0"]["ratio"], v["T"]["ratio"]), {"delta": inst["delta"], "beta": inst["beta"]},
                       _xo_terms(inst, v))


def _move_m(inst: dict, t: float) -> dict:
    """m -> t (xi = 1/sqrt(m) -> 0) in _E1F's family (M1 = 3, M2 = 4, beta = alpha = eta = 1, delta = 0.2, K = 1/2,
    seed 342; m >= 2 M1^2 log M1 = 19.8 at every point)."""
    return {**_E1F, "m": int(t)}


def _move_delta1(inst: dict, t: float) -> dict:
    """delta -> t in _E1F's family."""
    return {**_E1F, "delta": float(t)}


_XO_SEARCH = Direction("M1, M2, beta, alpha, eta, delta, K, c_B, c_l", "M1", 4, how="search",
                       reason="the strategy draws M1 in {3, 4}, M2 in {4, 8}, beta in [1, 3], alpha in [0.6, 1], delta "
                              "in [0.1, 0.2], eta in [0.8, 1], m in [50, 100], K in [0.05, 0.5], c_B in [6, 10], c_l in "
                              "[8, 12]: bounded printed ranges")
_M_PATH = Direction("m -> infinity (xi = 1/sqrt(m) -> 0)", "m", math.inf, how="path", move=_move_m,
                    points=(50, 80, 130, 200, 500))
_XO_DOMAIN = (
    Param("m", 1, math.inf, integer=True, far=500, text="m >~ M1^2 log M1 neurons (xi = 1/sqrt(m))",
          unreached="m <= 500 on the path (a zero-loss run per point)"),
    *_DOMAIN,
)
_XO_SETTINGS = {"ci": {"max_examples": 1, "budget_s": 40.0, "path_starts": 1, "path_decades": 0.0},
                "dev": {"max_examples": 8, "budget_s": 300.0, "path_starts": 2, "path_decades": 0.3}}
_XO_TEXT = ("xi = 1/sqrt(m) (Sec. 6.2.3 L1727: W_O^(0) entries N(0, xi^2)), W_n the lucky set (E.31) at W^(0), "
            "x_query^n the query of a prompt of (6.1) on the cyclic training tasks; 'with a high probability' read at "
            "the median over 200 probe prompts (the most favourable reading of a hidden-constant w.h.p. bound), at t = "
            "0 and at the zero-loss step T (the display holds for every t of the induction), " + _HYP)

# (E.134) at (6.10)'s T (round 24, helper undecidedB): the display holds for every t of the induction, t <= T with T
# = Theta(eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)) of (6.10) (L1814); round 17 measured it at the run's zero-loss
# step instead, which grows with m (~m^0.75) beyond (6.10)'s T and gave a rising (potential) m path.


def t610(inst: dict) -> int:
    """(6.10) L1814: T = ceil(c_T eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)), c_T the Theta's constant (drawn)."""
    M1 = inst["M1"]
    return max(1, math.ceil(inst["cT"] * M1 * inst["alpha"] ** (-2 / 3) * inst["beta"] ** (-2 / 3)
                            * math.sqrt(math.log(M1)) / inst["eta"]))


@lru_cache(maxsize=64)
def run_610(key: tuple) -> dict:
    """One run (the instance's seed) of models/icl.train for (6.10)'s T steps (no stopping rule): the weights W^(t) at
    t = 0, floor(T/4), floor(T/2), floor(3T/4) (the step hook, before step t's update) and W^(T) (the returned
    model); per checkpoint the median over the 200 probe prompts of |X_n| = |(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X)
    x_query^n| (lucky_parts: W_n at W^(0))."""
    from thmcheck.checks.papers.thesis.r11_thesisE import sizes
    from thmcheck.models.icl import ICLConfig, train

    inst = dict(key)
    B, l_tr = sizes(inst)
    T = t610(inst)
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], K=inst["K"], alpha=inst["alpha"],
                    l_tr=l_tr, m=int(inst["m"]), delta=inst["delta"], eta=inst["eta"], B=B, T=T,
                    seed=inst["seed"] % 2**31)
    names = ("WQ", "WK", "WV", "WO")
    marks = sorted({0, T // 4, T // 2, (3 * T) // 4})
    snaps: dict = {}

    def hook(t: int, model: Any, batch: tuple) -> None:
        if t in marks:
            snaps[t] = {k: getattr(model, k).detach().clone() for k in names}

    model, _ = train(cfg, t_max=T, step_hook=hook)
    snaps[T] = {k: getattr(model, k).detach().clone() for k in names}
    a = model.a.detach().clone()
    X, wfrac = _x_at({"cfg": cfg, "w0": snaps[0], "a": a, "l_tr": l_tr}, snaps)
    return {"T": T, "X": X, "B": B, "l_tr": l_tr, "Wfrac": wfrac, "loss": float(model.history[-1])}


def _x_at(run: dict, snaps: dict) -> tuple[dict, float]:
    """lucky_parts' X at each snapshot (the same probe prompts, W_n at W^(0)) without its other parts: {t: median
    over the probe prompts of |X_n(t)|}, and the mean of |W_n| / m."""
    import torch

    from thmcheck.models.device import generator
    from thmcheck.models.icl import cyclic_tasks, make_prompts

    cfg = run["cfg"]
    dx, D = cfg.dx, cfg.dx + cfg.dy
    gen = generator((10**6 + cfg.seed) % 2**31)
    ctx, pq, z, same = make_prompts(cfg, _NPROBE, cyclic_tasks(cfg.M1), run["l_tr"], cfg.alpha, gen)
    W0, a = run["w0"], run["a"]
    with torch.no_grad():
        at0 = torch.softmax(torch.matmul(ctx, ((pq @ W0["WQ"].T) @ W0["WK"])[..., None])[..., 0], -1)
        V0 = torch.matmul(at0[:, None, :], ctx)[:, 0] @ W0["WV"].T
        lucky = (V0[:, :dx] @ W0["WO"][:, :dx].T > 0) & (V0[:, dx:D] @ W0["WO"][:, dx:D].T > 0)
        Wn = (lucky & (a > 0)[None, :]).double()
        X = {t: float(((Wn * (pq[:, :dx] @ W["WO"][:, :dx].T)).sum(1) / cfg.m).abs().median())
             for t, W in snaps.items()}
    return X, float(Wn.mean())


def _e134_610_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """The largest over t in {0, T/4, T/2, 3T/4, T} ((6.10)'s T) of the median over probe prompts of |X_n(t)|."""
    key = {k: inst[k] for k in ("M1", "M2", "beta", "alpha", "delta", "eta", "m", "cB", "cl", "seed", "K", "cT")}
    v = run_610(tuple(sorted(key.items())))
    m, M1 = int(inst["m"]), inst["M1"]
    xi = 1 / math.sqrt(m)
    val = max(v["X"].values())
    return Measurement(val, {"beta": inst["beta"], "xi": xi},
                       {"T of (6.10)": v["T"], "c_T": inst["cT"], "B": v["B"], "l_tr": v["l_tr"], "m": m,
                        "median |X_n| / (beta xi) at t = 0": v["X"][0] / (inst["beta"] * xi),
                        "median |X_n| / (beta xi) at t = T": v["X"][v["T"]] / (inst["beta"] * xi),
                        "checkpoints t": sorted(v["X"]), "|W_n| / m (mean over prompts)": v["Wfrac"],
                        "batch hinge loss at step T - 1": v["loss"],
                        "B / (M1 log M1)": v["B"] / (M1 * math.log(M1)), "m / (M1^2 log M1)": m / (M1**2 * math.log(M1)),
                        "l_tr alpha beta^2": v["l_tr"] * inst["alpha"] * inst["beta"] ** 2, "M2 / M1": inst["M2"] / M1,
                        "K": inst["K"], "beta": inst["beta"]})


_CT_FAR = 16.0
_E1F_T = {**_E1F, "cT": _CT_FAR}


def _move_m610(inst: dict, t: float) -> dict:
    """m -> t in _E1F's family (M1 = 3, M2 = 4, beta = alpha = eta = 1, delta = 0.2, K = 1/2, seed 342) at c_T = 16
    ((6.10)'s T = 51 steps at every m)."""
    return {**_E1F_T, "m": int(t)}


def _move_ct(inst: dict, t: float) -> dict:
    """c_T -> t at _E1F's family and m = 1000 (the T of (6.10) grows with c_T)."""
    return {**_E1F_T, "m": 1000, "cT": float(t)}


_E134_STRATEGY = st.one_of(st.just(_E1F_T), st.tuples(_STRATEGY, st.floats(0.25, _CT_FAR)).map(
    lambda p: {**p[0], "cT": p[1]}))
_E134_DOMAIN = (
    Param("m", 1, math.inf, integer=True, far=10000, text="m >~ M1^2 log M1 neurons (xi = 1/sqrt(m))",
          unreached="m <= 10000 on the path (a 51-step run at m = 10^4 is ~1 CPU-s)"),
    Param("cT", 0, math.inf, lo_closed=False, far=64.0, text="the Theta constant of (6.10)'s T (L1814)",
          unreached="drawn in [0.25, 16]; the c_T path at m = 1000 goes to 64 (T = 202 steps)"),
    *_DOMAIN,
)

E134 = Claim(
    id="thesis.ch6.eqE.134", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.134), proof of Lemma E.4.5 (a) (App. E.5.5): 'Hence, with a high probability, by Hoeffding's "
                "inequality (E.5)', the chain's end; xi = 1/sqrt(m) (Sec. 6.2.3); T of (6.10)",
                "L8590-L8595, L1727, L1814"),
    statement="(E.134), the chain's end: |(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X) x_query^n| <~ beta xi (read uniformly: "
              "one c > 0), for every t <= T of (6.10) (T = Theta(eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)), its "
              "constant c_T drawn; the largest over t = 0, T/4, T/2, 3T/4, T), xi = 1/sqrt(m) (Sec. 6.2.3 L1727: "
              "W_O^(0) entries N(0, xi^2)), W_n the lucky set (E.31) at W^(0), x_query^n the query of a prompt of "
              "(6.1) on the cyclic training tasks; 'with a high probability' read at the median over 200 probe "
              "prompts, " + _HYP + ".",
    statement_tex=r"\left| \frac{1}{m} \sum_{i \in \mathcal{W}_n} \mathbf{W}_{O_{(i,1:d_X)}}^{(t)} "
                  r"\mathbf{x}_{query}^n \right| \lesssim \beta \xi",
    bound=beta_xi, measure=_e134_610_measure, strategy=_E134_STRATEGY, assumptions=_ASSUME0,
    constants="hidden", uniform=True,
    directions=(Direction("m -> infinity (xi = 1/sqrt(m) -> 0) at c_T = 16", "m", math.inf, how="path",
                          move=_move_m610, points=(50, 200, 1000, 3000, 10000)),
                Direction("c_T -> large (T of (6.10) longer) at m = 1000", "cT", math.inf, how="path", move=_move_ct,
                          points=(1.0, 4.0, 16.0, 64.0)),
                Direction("M1, M2, beta, alpha, eta, delta, K, c_B, c_l, c_T", "M1", 4, how="search",
                          reason="the strategy draws M1 in {3, 4}, M2 in {4, 8}, beta in [1, 3], alpha in [0.6, 1], "
                                 "delta in [0.1, 0.2], eta in [0.8, 1], m in [50, 100], K in [0.05, 0.5], c_B in [6, "
                                 "10], c_l in [8, 12], c_T in [0.25, 16]: bounded printed ranges")),
    domain=_E134_DOMAIN,
    mutants={"beta xi^9": beta_xi_mutant_small}, auto_mutant=False,
    notes="float64 torch SGD (models/icl.train) for (6.10)'s T steps, no stopping rule, 200 probe prompts. Round 24 "
          "(undecidedB) re-encoded the display at (6.10)'s T: round 17-23 measured it at the run's zero-loss step, "
          "whose rise along m (ratio |X_n| / (beta xi) 0.046 .. 0.163 at m = 50 .. 1000, seed 342; 0.109, 0.292, "
          "0.277 at m = 500, 1000, 2000, seed 343) came from that step growing with m (248, 1463, 2351, 3760 at m = "
          "50, 500, 1000, 2000, about m^0.75), beyond (6.10)'s T, which has no m: a potential under the run's 'T = "
          "zero-loss step', not under the printed hypotheses. At (6.10)'s T (51 steps at c_T = 16 in _E1F's family) "
          "the ratio stays at its t = 0 value (0.067 at m = 1000; 0.072 at m = 10^4 with 26 and 200 steps).",
    settings={"ci": {"max_examples": 1, "budget_s": 8.0, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 8, "budget_s": 300.0, "path_starts": 2, "path_decades": 0.3}},
)

E135 = Claim(
    id="thesis.ch6.eqE.135", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.135), proof of Lemma E.4.5 (a) (App. E.5.5), the chain's end; xi = 1/sqrt(m) (Sec. 6.2.3)",
                "L8597-L8600, L1727"),
    statement="(E.135), the chain's end: |(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X) x_query^n| >~ beta xi (read uniformly: "
              "one c > 0), " + _XO_TEXT + ".",
    statement_tex=r"\left| \frac{1}{m} \sum_{i \in \mathcal{W}_n} \mathbf{W}_{O_{(i,1:d_X)}}^{(t)} "
                  r"\mathbf{x}_{query}^n \right| \gtrsim \beta \xi",
    bound=beta_xi, measure=_e134_measure(False), strategy=st.one_of(st.just(_E1F), _STRATEGY),
    assumptions=_ASSUME_T, constants="hidden", uniform=True,
    directions=(_M_PATH, Direction("delta -> 0 (delta in (0, 0.2])", "delta", 0.0, how="path", move=_move_delta1,
                                   points=(0.2, 0.1, 0.07, 0.05, 0.02)), _XO_SEARCH, BETA_CONSTANT),
    domain=_XO_DOMAIN,
    mutants={"beta / xi^3": beta_xi_mutant_large}, auto_mutant=False,
    notes="float64 torch SGD to zero training loss (full_run, cached), 200 probe prompts.", settings=_XO_SETTINGS,
)

E136 = Claim(
    id="thesis.ch6.eqE.136", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.136), proof of Lemma E.4.5 (a) (App. E.5.5): 'For p such that the probability of selecting mu_p is "
                "alpha/2, we have'", "L8602-L8604"),
    statement="(E.136): |(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X) mu_p| <~ |(1/m) sum_{i in W_n} W_O^(t)(i, 1:d_X) mu_j| "
              "e^{-delta beta^2}, mu_p the other pattern of the prompt's task (selected with probability alpha/2), mu_j "
              "the query's IDR pattern; lhs the ratio of the two sides' sums (read uniformly: one c > 0), " + _XO_TEXT +
              ".",
    statement_tex=r"\left| \frac{1}{m} \sum_{i \in \mathcal{W}_n} \mathbf{W}_{O_{(i,1:d_X)}}^{(t)} \boldsymbol{\mu}_p "
                  r"\right| \lesssim \left| \frac{1}{m} \sum_{i \in \mathcal{W}_n} \mathbf{W}_{O_{(i,1:d_X)}}^{(t)} "
                  r"\boldsymbol{\mu}_j \right| \cdot e^{-\delta\beta^2}",
    bound=e136_shape, measure=_e136_measure, strategy=st.one_of(st.just(_E1F), _STRATEGY), assumptions=_ASSUME_T,
    constants="hidden", uniform=True,
    directions=(Direction("delta -> 0 (delta in (0, 0.2])", "delta", 0.0, how="path", move=_move_delta1,
                          points=(0.2, 0.1, 0.07, 0.05, 0.02)), _M_PATH, _XO_SEARCH, BETA_CONSTANT),
    domain=_XO_DOMAIN,
    mutants={"e^{-delta beta^2} delta^3": e136_mutant}, auto_mutant=False,
    notes="float64 torch SGD to zero training loss (full_run, cached), 200 probe prompts.", settings=_XO_SETTINGS,
)

CLAIMS += [E134, E135, E136]


# ======================================== (E.143) L8656-L8662: the own W_Q gradient entry against the W_n sum, t = 0

from thmcheck.bounds.thesis.r17_thesisE2 import e143_mutant, e143_rhs  # noqa: E402


def _e143_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """At t = 0, the first SGD batch (models/icl.train, one step, the run's generator): lhs = min over q in [M1] of
    |(mu_q; 0)^T eta G_Q (mu_q; 0)| (G_Q the batch's mean hinge-loss gradient of W_Q at W^(0), the printed eta (1/B)
    sum_n (-z^n) (...) for x_query = mu_q, every hinge active at t = 0); the right side with zeta_{i,t} = min over the
    batch's prompts of zeta_{i,n,t} (a subset of [N]: its min is >= the min over [N], so the side is at least the
    printed one), gamma_t = max over the batch of gamma_{t,n}, W_n of (E.31), l = l_tr (Def. E.4.4)."""
    import torch

    from thmcheck.checks.papers.thesis.r11_thesisE import sizes
    from thmcheck.models.icl import ICLConfig, train

    B, l_tr = sizes(inst)
    M1, b, d, eta = inst["M1"], inst["beta"], inst["delta"], inst["eta"]
    cfg = ICLConfig(M1=M1, M2=inst["M2"], dy=2, beta=b, K=inst["K"], alpha=inst["alpha"], l_tr=l_tr, m=int(inst["m"]),
                    delta=d, eta=eta, B=B, T=1, seed=inst["seed"] % 2**31)
    got: dict = {}

    def hook(t: int, model: Any, batch: tuple) -> None:
        got["G"] = model.WQ.grad.detach().clone()
        got["W"] = [p.detach().clone() for p in model.params()]
        got["a"] = model.a.detach().clone()
        got["batch"] = batch

    train(cfg, t_max=1, step_hook=hook)
    WQ, WK, WV, WO = got["W"]
    ctx, pq, z, same = got["batch"]
    dx, D, m = cfg.dx, cfg.dx + cfg.dy, cfg.m
    with torch.no_grad():
        at = torch.softmax(torch.matmul(ctx, ((pq @ WQ.T) @ WK)[..., None])[..., 0], -1)
        Vn = torch.matmul(at[:, None, :], ctx)[:, 0] @ WV.T
        zeta_in = Vn @ WO.T  # (n, m): zeta_{i,n,0}
        lucky = (Vn[:, :dx] @ WO[:, :dx].T > 0) & (Vn[:, dx:D] @ WO[:, dx:D].T > 0) & (got["a"] > 0)[None, :]
        zeta_i = zeta_in.min(0).values  # zeta_{i,t} = min_n
        gam = float((1 - (at * same.double()).sum(1)).max())
        fac = 1 - math.exp(-d * d * b * b) * math.sqrt(math.log(m) / m) - math.sqrt(math.log(m) / m) / l_tr
        rhs = eta / (B * M1) * float((lucky.double() * zeta_i[None, :]).sum()) / m * d * gam * fac * b**4
        G = eta * got["G"]
        own = [abs(float(b * b * G[q, q])) for q in range(M1)]
    return Measurement(min(own), {"rhs": rhs, "scale": max(own)},
                       {"least |(mu_q; 0) eta G_Q (mu_q; 0)| over q": min(own), "largest": max(own),
                        "printed right side": rhs, "zeta_t = min_i zeta_{i,t}": float(zeta_i.min()),
                        "fraction of neurons with zeta_{i,t} < 0": float((zeta_i < 0).double().mean()),
                        "gamma_t (max over the batch)": gam, "B": B, "l_tr": l_tr, "m": m,
                        "B / (M1 log M1)": B / (M1 * math.log(M1)), "m / (M1^2 log M1)": m / (M1**2 * math.log(M1)),
                        "l_tr alpha beta^2": l_tr * inst["alpha"] * b * b, "M2 / M1": inst["M2"] / M1,
                        "K": inst["K"]})


E143 = Claim(
    id="thesis.ch6.eqE.143", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.143), proof of Lemma E.4.5 (a) (App. E.5.5): 'Therefore, by (E.137), (E.140), (E.141), and (E.142), "
                "we have that for one x_query', its first '>='; Definition E.4.4 (zeta_{i,t} = min_n zeta_{i,n,t}, "
                "gamma_t = max_n gamma_{t,n})", "L8654-L8662, L7997-L8003"),
    statement="(E.143), first step: |eta (1/B) sum_{n in B_b} (-z^n) (x_query^T, 0^T) sum_i a_i 1[...] (W_O(i) sum_s "
              "(W_V p_s) softmax(.) (W_K p_s - sum_r softmax_r W_K p_r) p_query^T) (x_query^T, 0^T)| >= eta (1/(B M1)) "
              "sum_{n in B_b} (1/m) sum_{i in W_n} zeta_{i,t} delta gamma_t (1 - e^{-delta^2 beta^2} sqrt(log m/m) - "
              "(1/l) sqrt(log m/m)) beta^4 (explicit), for one x_query (read as mu_q, every q), at t = 0 on the first "
              "SGD batch (the left side the batch's W_Q hinge-loss gradient entry (mu_q; 0)^T eta G_Q (mu_q; 0)), "
              "zeta_{i,t}, gamma_t of Def. E.4.4 over the batch, on Theorem 6.3.3's sizes.",
    statement_tex=r"\left| \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} (-z^n) (\mathbf{x}_{query}^\top, "
                  r"\mathbf{0}^\top) \sum_{i=1}^m a_i \mathbb{1}[\cdot] (\cdots) (\mathbf{x}_{query}^\top, "
                  r"\mathbf{0}^\top) \right| \geq \eta \frac{1}{BM_1} \sum_{n \in \mathcal{B}_b} \frac{1}{m} \sum_{i "
                  r"\in \mathcal{W}_n} \zeta_{i,t} \delta \gamma_t (1 - \cdots) \beta^4",
    bound=e143_rhs, measure=_e143_measure, strategy=st.one_of(st.just(_E1F), st.just(E129_FIRST), _STRATEGY),
    assumptions=(_ASSUME0[0], _ASSUME0[1], _ASSUME0[2], _ASSUME0[3], _ASSUME0[4]), domain=_WHP_DOMAIN,
    mutants={"twice the largest left side": e143_mutant}, auto_mutant=False,
    notes="Holds vacuously at t = 0: zeta_{i,t} = min over the prompts of W_O(i) V^n is negative for (nearly) every "
          "neuron (its sign varies with the prompt), so the printed right side is negative; the chain's end eta/M1 "
          "zeta_t delta gamma_t beta^4 with zeta_t = min_i zeta_{i,t} < 0 likewise. float64 torch, one SGD step per "
          "instance. At the trained step T (round 17, thesisE2b, exploration not in the measure; full_run, 200 probe "
          "prompts): zeta_{i,T} = min_n W_O^(T)(i) V^n(T) < 0 for every neuron on _E1F (T = 248, least -3.66) and "
          "E129_FIRST at delta = 0.2 (T = 152, least -1.61), so the printed right side is negative at T too: vacuous "
          "there as well.",
    settings={"ci": {"max_examples": 4, "budget_s": 6.0}, "dev": {"max_examples": 40, "budget_s": 120.0}},
)

CLAIMS += [E143]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-24 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.eqE.134': 'auditor A: confirmed',
}, 'docs/audits/round24/thesis.md')
