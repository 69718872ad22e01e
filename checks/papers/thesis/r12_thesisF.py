"""thesis, Appendix F (round 12, thesisF): displays of the proofs of Theorems 4 and 5 (App. F.4.2, F.4.3), encoded as
printed.

- (F.47) L9523 (proof of Theorem 4): "if sum_i lambda_{j,i} lambda_{k,i} = 0, sum_{i=1}^{M'} lambda_{j,i} lambda_{j,i'}
  ((mu_i; y_i) + c_i)^T (W^(0) + eta/B sum ...) ((mu_i; 0) + c_1) <~ eps log(K/eps)", at Theorem 3's trained W^(T)
  (r9_thesisF's _trained). As printed the sum carries lambda_{j,i} lambda_{j,i'} and mu_i on both sides (i' free, k
  absent): with TSR = TRR patterns (lambda = I) and i' = j it is the same-pattern score of (F.46)/(F.51).

- (F.55) L9559: "the positional encodings are the same for the ICL inference in all examples. Hence, similar to
  (F.49), sum_{i in S_K^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps", S_K^* the context examples whose input has the
  query's TSR pattern, on ICL prompts (7.8) L2066-L2072 and the model trained as in Theorem 3 (r9_thesisF's
  _trained: Subroutine 3, B from (F.19), T = T_1 + T_2 + T_3 of (F.34)); uniform (the hidden constants of T and B).

ICL prompt (7.8): E_i = ((x_i; y_{i,K}), then K - 1 zero columns), every column with its positional encoding c_k
(c_1 on the example's data column; models/cot._separation's ICL prompt), query (x_query; 0) + c_1. The TSR patterns
are read as the TRR patterns (M' = M, lambda = I: orthonormal and in their span, L2084); the test task f = f_K o ...
o f_1 with f_k the next pattern in a random cyclic order per prompt (f = the shift by K, not the identity; a noise-free
task: Condition 7.3.2 holds),
the context inputs x_i equal to x_query with probability alpha (the training fraction), else another pattern.
At K = 1 the ICL prompt is the training prompt (7.1) and S_K^* = S_1^*: (F.55) there is (F.49) on the same model.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The shapes live in :mod:`thmcheck.bounds.thesis.r12_thesisF`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from thmcheck.bounds.thesis.r12_thesisF import (
    f47_corrected,
    f47_mutant_eps,
    f47_mutant_xi,
    f47_shape,
    f55_mutant_eps,
    f55_mutant_xi,
    f55_shape,
)
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r9_thesisF as R9
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r9_thesisF import (
    _CHEAP,
    _f48_score,
    _f49_instances,
    _f49_move_xi,
    _trained,
    f49_b,
    f49_t,
)

SP = "tests/test_thesis_r12_thesisF.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


CLAIMS: list[Claim] = []

# =========================================================== (F.55) L9559: the S_K^* attention mass of ICL >= 1 - eps

_F55_WORK = 400_000  # SGD work cap (steps x batch size) per instance: the K = 2 eps path reaches eps = 0.03 (~3.5e5)
_F55_EVAL = 256  # fresh ICL prompts


def icl_prompts(cfg: object, n: int, seed: int) -> tuple:
    """(keys (n, l K, D), query (n, D), star (n, l K) bool) of n ICL prompts (7.8) (module docstring)."""
    import torch

    from thmcheck.models.device import generator

    g = generator(seed)
    d, M, K, l = cfg.d, cfg.M, cfg.K, cfg.l_tr
    mu = torch.eye(d, dtype=torch.float64)[:M]
    perms = torch.argsort(torch.rand(n, M, generator=g), 1)
    inv = torch.argsort(perms, 1)
    xq = torch.randint(M, (n,), generator=g)
    same = torch.rand(n, l, generator=g) < cfg.alpha
    other = (xq[:, None] + 1 + torch.randint(M - 1, (n, l), generator=g)) % M
    x = torch.where(same, xq[:, None], other)
    shift = K if K % M else 1  # f = f_K o ... o f_1, each f_k the next pattern in the prompt's order (never identity)
    y = torch.gather(perms, 1, (torch.gather(inv, 1, x) + shift) % M)
    eye = torch.eye(K, dtype=torch.float64)
    first = torch.cat([mu[x], mu[y], eye[0].expand(n, l, K)], -1)  # (n, l, D)
    rest = torch.cat([torch.zeros(K - 1, 2 * d, dtype=torch.float64), eye[1:]], -1)  # (K - 1, D)
    keys = torch.cat([first[:, :, None], rest.expand(n, l, K - 1, rest.shape[-1])], 2).reshape(n, l * K, -1)
    qry = torch.cat([mu[xq], torch.zeros(n, d, dtype=torch.float64), eye[0].expand(n, K)], -1)
    star = torch.zeros(n, l, K, dtype=torch.bool)
    star[:, :, 0] = same
    return keys, qry, star.reshape(n, l * K)


@lru_cache(maxsize=64)
def _f55_mass(key: tuple) -> tuple[float, float, int]:
    """(least, mean S_K^* mass, number of prompts with S_K^* non-empty) over fresh ICL prompts (key: sorted items)."""
    import torch

    inst = dict(key)
    cfg, W = _trained(key)
    keys, qry, star = icl_prompts(cfg, _F55_EVAL, inst["seed"] + 7919)
    with torch.no_grad():
        at = torch.softmax(torch.einsum("nld,de,ne->nl", keys, W, qry), -1)
    ok = star.any(1)
    if not bool(ok.any()):
        raise SolverFailure("no fresh ICL prompt with a context example of the query's pattern")
    mass = (at * star).sum(1)[ok]
    return float(mass.min()), float(mass.mean()), int(ok.sum())


def _f55_measure(inst: dict, ctx_: Ctx) -> Measurement:
    T, B = f49_t(inst), f49_b(inst)
    if T * B > _F55_WORK:
        raise SolverFailure(f"T B = {T} x {B} > {_F55_WORK} (SGD work cap)")
    least, mean, n = _f55_mass(tuple(sorted(inst.items())))
    return Measurement(1.0 - least, {"eps": inst["eps"], "xi": inst["xi"]},
                       {"T": T, "B": B, "least S_K^* mass": least, "mean S_K^* mass": mean, "ICL prompts": n,
                        "1 - eps": 1 - inst["eps"], "K": inst["K"]})


def _f55_move_eps_k2(inst: dict, t: float) -> dict:
    """eps -> t in the family K = 2, M = d = 3, c_B = 1, eta >= 0.9, alpha >= 0.8, l_tr = 6, xi = 1e-4, seed 0 (one
    fixed family: (F.47), (F.55) and their corrected runs share its trainings in a process)."""
    return {**inst, **_CHEAP, "K": 2, "eta": max(inst["eta"], 0.9), "alpha": max(inst["alpha"], 0.8), "l_tr": 6,
            "xi": 1e-4, "seed": 0, "eps": t}


def _f55_move_eps_k1(inst: dict, t: float) -> dict:
    """eps -> t in (F.49)'s path family K = 1, M = d = 3, c_B = 1, eta >= 0.9, alpha >= 0.8, l_tr = 6 (xi = 1e-4, seed 0)."""
    return {**_f55_move_eps_k2(inst, t), "K": 1}


F55 = Claim(
    id="thesis.ch7.eqF.55", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.55), proof of Theorem 5 (App. F.4.3): 'the positional encodings are the same for the ICL inference "
                "in all examples. Hence, similar to (F.49), ... where S_K^* is the set of the last step output of "
                "examples that share the same TSR pattern'; ICL prompt (7.8); Theorem 5's model: Theorem 3's (i)-(iii)",
                "L9557-L9561"),
    statement="(F.55): with the model trained as in Theorem 3 (eta < 1, B >~ max(eps^-2, M) log M, T = Theta(T_1 + T_2 "
              "+ T_3)), on an ICL prompt (7.8) sum_{i in S_K^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps, S_K^* the "
              "examples whose input shares the query's TSR pattern. Read with the hidden constants of T and B: 1 - "
              "mass <= C eps, one C for every eps, xi, K, M, alpha, eta (uniform). Measured: 1 - the least S_K^* mass "
              "over 256 fresh ICL prompts (those with S_K^* non-empty).",
    statement_tex=r"\sum_{i \in \mathcal{S}_K^*} \text{softmax}(\tilde{\mathbf{p}}_i^\top \mathbf{W}^{(T)} "
                  r"\tilde{\mathbf{p}}_{query}) \geq 1 - \epsilon",
    bound=f55_shape, measure=_f55_measure, strategy=_f49_instances(), constants="hidden", uniform=True,
    expect="erratum",
    directions=(
        Direction("eps -> 0 (K = 2)", "eps", 0.0, how="path", move=_f55_move_eps_k2,
                  points=(0.9, 0.5, 0.2, 0.1, 0.05, 0.03)),
        Direction("eps -> 0 (K = 1: the ICL prompt is the training prompt)", "eps", 0.0, how="path",
                  move=_f55_move_eps_k1, points=(0.9, 0.5, 0.2, 0.1, 0.05, 0.03)),
        Direction("xi -> 0", "xi", 0.0, how="path", move=_f49_move_xi, points=(1e-2, 1e-3, 1e-4, 1e-5)),
        Direction("K, M, alpha, eta, c_B, l_tr", "K", 2, how="search",
                  reason="the strategy draws K in 1..2, M in 3..4, alpha in [0.5, 0.9], eta in [0.5, 1), c_B in "
                         "[1, 2], l_tr in 2..6 ((F.49)'s box: T grows with K, M, 1/alpha, 1/eta and B with c_B, so "
                         "the least-trained corner is inside it)"),
    ),
    domain=(Param("eps", 0, 1, lo_closed=False, far=0.04, text="the target error eps in (0, 1) (1 - eps > 0)",
                  unreached="eps drawn >= max(0.04, the smallest eps with T B <= 4e4), >= 0.03 on the paths (B ~ "
                            "eps^-2 and T ~ eps^-1: T B <= 4e5 SGD work, ci cost)"),
            Param("xi", 0, 0.1, lo_closed=False, far=1e-5, text="a tiny xi > 0 (L2028)",
                  unreached="xi >= 1e-5 on the path, [1e-4, 0.1] drawn"),
            Param("K", 1, math.inf, integer=True, far=2, text="K >= 1 steps", unreached="K <= 2 (T ~ K^3)"),
            Param("eta", 0, 1, lo_closed=False, hi_closed=False, text="Theorem 3: eta < 1",
                  unreached="eta in [0.5, 1) (T ~ 1/eta)")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/thesis.md, auditor B): confirmed. Fails as printed, also read with hidden constants, as (F.49) does (the proof's 'similar to (F.49)'; "
             "thesis.ch7.eqF.49, erratum, audited round 9): along eps -> 0 at K = 2 (ci path, M = d = 3, c_B = 1, "
             "eta = 0.9, alpha = 0.8, l_tr = 6; B = ceil(max(eps^-2, M) log M), T = ceil(T_1 + T_2 + T_3)) the "
             "ratio (1 - least S_K^* mass)/eps grows 0.62 -> 8.7 (x14) over eps = 0.9 -> 0.03 (xi = 1e-4, seed 0: 1 - least mass = 0.557, 0.539, 0.440, 0.376, 0.309, 0.260 at eps = 0.9, 0.5, 0.2, 0.1, 0.05, 0.03; T B up to 289 x 1221); at K = 1 (the ICL prompt (7.8) is then the training "
             "prompt (7.1) and S_K^* = S_1^*) 0.72 -> 10.6 (1 - least mass 0.644 -> 0.319). The deficit 1 - mass decays far slower than eps at Theorem 3's "
             "T (the same cause as (F.49): the proof's (F.28) asks (1 - p_n)^2 <= eps). Inside Theorem 5's "
             "hypotheses on the model (Theorem 3's (i)-(iii): eta < 1, B from (F.19), T of (F.34), l_tr drawn); the "
             "test task is noise-free (Condition 7.3.2 holds) and the TSR patterns are the TRR ones (admissible: "
             "orthonormal, in their span); (7.19)'s l_ts requirement bounds R_ICL, not this attention mass (which "
             "does not grow with l_ts: S_K^* is an alpha share of the examples).",
    no_correction_reason="as for (F.49): no display gives a rate the measurement supports (the deficit decays far "
                         "slower than eps at T of (F.34))",
    second_path=SP + "test_eqF55_icl_mass_below_one_minus_eps",
    mutants={"eps sqrt(xi/0.1) (a spurious power of the initialisation scale xi)": f55_mutant_xi,
             "eps^3 (a wrong power of eps)": f55_mutant_eps}, auto_mutant=False,
    notes="r9_thesisF's trainer and instances (_trained: one training per instance, shared with (F.48), (F.49), "
          "(F.51) in a process); the mass on 256 fresh ICL prompts (icl_prompts); SGD work T B capped at 4e5.",
    settings={"ci": {"max_examples": 2, "budget_s": 0.3, "path_starts": 1}},
)

CLAIMS += [F55]


# =========================================================== (F.47) L9523: the TSR cross sum <~ eps log(K/eps)

_F47_WORK = 1_200_000  # SGD work cap per instance (the K = 2 eps path reaches eps = 0.02: T B ~ 1.1e6)


def _f47_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """The largest printed sum over j, i' (lambda = I: lambda_{j,i} lambda_{j,i'} = 1(i = i' = j)): the same-pattern
    score ((e_q; e_y) + c_1)^T W^(T) ((e_q; 0) + c_1) over the pattern q and an output y != q (a step-1 column, the
    query's c_1 as printed); and the intended sum (another TSR pattern's column: thesis.ch7.eqF.48's score, over the
    steps) as a term."""
    T, B = f49_t(inst), f49_b(inst)
    if T * B > _F47_WORK:
        raise SolverFailure(f"T B = {T} x {B} > {_F47_WORK} (SGD work cap)")
    key = tuple(sorted(inst.items()))
    W, d, M = _trained(key)[1].numpy(), inst["d"], inst["M"]
    best, arg = -math.inf, ""
    for q in range(M):  # step 1: the column's c_i = c_1 (S_1^*) and the query's + c_1, as printed
        for y in range(M):
            v = float(W[[q, d + y, 2 * d]][:, [q, 2 * d]].sum())
            if y != q and v > best:
                best, arg = v, str((q, q, y, 1))
    other, oarg = _f48_score(key)
    return Measurement(best, {"K": inst["K"], "eps": inst["eps"], "xi": inst["xi"]},
                       {"T": T, "B": B, "(q, x, y, step)": arg, "eps log(K/eps)": inst["eps"] * math.log(inst["K"] / inst["eps"]),
                        "other-pattern score ((F.48)'s)": other, "(q, x, y, step) other": oarg})


def _f47_move_eps(inst: dict, t: float) -> dict:
    """eps -> t in (F.48)'s path family K = 2, M = d = 3, c_B = 1, eta >= 0.9, alpha >= 0.8, l_tr = 6, xi = 1e-4, seed 0
    (_f55_move_eps_k2; at K = 1 the printed eps log(K/eps) also vanishes as eps -> 1)."""
    return _f55_move_eps_k2(inst, t)


F47 = Claim(
    id="thesis.ch7.eqF.47", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.47), proof of Theorem 4 (App. F.4.2): 'Since the gradient updates for different TRR patterns are "
                "very close to each other, we have that if sum_i lambda_{j,i} lambda_{k,i} = 0'; W^(T) trained as in "
                "Theorem 3", "L9521-L9523"),
    statement="(F.47): after Theorem 3's training (eta < 1, B >~ max(eps^-2, M) log M, T = Theta(T_1 + T_2 + T_3)), if "
              "sum_i lambda_{j,i} lambda_{k,i} = 0, sum_{i=1}^{M'} lambda_{j,i} lambda_{j,i'} ((mu_i; y_i) + c_i)^T W^(T) "
              "((mu_i; 0) + c_1) <~ eps log(K/eps); uniform (one C for every eps, K, M, alpha, eta, j, i'). Measured "
              "as printed with TSR = TRR patterns (lambda = I, M' = M: orthonormal, in the span, L2084): the largest "
              "sum over j, i' is the same-pattern score ((e_q; e_y) + c_1)^T W ((e_q; 0) + c_1) of the trained model "
              "over the pattern q and an output y != q.",
    statement_tex=r"\sum_{i=1}^{M'} \lambda_{j,i} \lambda_{j,i'} ((\boldsymbol{\mu}_i^\top, \mathbf{y}_i^\top) + "
                  r"\mathbf{c}_i^\top) \mathbf{W}^{(T)} ((\boldsymbol{\mu}_i^\top, \mathbf{0}^\top) + \mathbf{c}_1)^\top "
                  r"\lesssim \epsilon \log \frac{K}{\epsilon}",
    bound=f47_shape, measure=_f47_measure, strategy=_f49_instances(), constants="hidden", uniform=True,
    expect="erratum",
    directions=(
        Direction("eps -> 0", "eps", 0.0, how="path", move=_f47_move_eps,
                  points=(0.9, 0.5, 0.2, 0.1, 0.05, 0.03, 0.02)),
        Direction("xi -> 0", "xi", 0.0, how="path", move=_f49_move_xi, points=(1e-2, 1e-3, 1e-4, 1e-5)),
        R9.ETA_DIRECTION,
        Direction("K, M, alpha, eta, c_B, l_tr", "K", 2, how="search",
                  reason="the strategy draws K in 1..2, M in 3..4, alpha in [0.5, 0.9], eta in [0.5, 1), c_B in "
                         "[1, 2], l_tr in 2..6 ((F.49)'s box)"),
    ),
    domain=(Param("eps", 0, 1, lo_closed=False, far=0.04, text="the target error eps in (0, 1)",
                  unreached="eps drawn >= max(0.04, the smallest eps with T B <= 4e4), >= 0.02 on the path (T B ~ 1.1e6)"),
            Param("xi", 0, 0.1, lo_closed=False, far=1e-5, text="a tiny xi > 0 (L2028)",
                  unreached="xi >= 1e-5 on the path, [1e-4, 0.1] drawn"),
            Param("K", 1, math.inf, integer=True, far=2, text="K >= 1 steps", unreached="K <= 2 (T ~ K^3)"),
            Param("eta", 0, 1, lo_closed=False, hi_closed=False, text="Theorem 3: eta < 1",
                  unreached=R9._ETA_UNREACHED)),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/thesis.md, auditor B): confirmed. Fails as printed: the printed sum has lambda_{j,i} lambda_{j,i'} and mu_i on both sides, so with "
             "lambda_j = e_j (TSR = TRR) and i' = j it is the same-pattern score of (F.46), which the proof itself "
             "makes Theta(log(K/eps)) ((F.46), (F.51); thesis.ch7.eqF.51's O half corrected to 1 + log(K/eps)), not "
             "<~ eps log(K/eps): along eps -> 0 (ci path, K = 2, M = d = 3, c_B = 1, eta = 0.9, alpha = 0.8, l_tr = 6, "
             "xi = 1e-4, seed 0) the step-1 score is 1.58, 2.01, 2.56, 3.05 at eps = 0.9, 0.2, 0.05, 0.02 (T B up to 1.1e6), "
             "ratio to eps log(2/eps) 2.20 -> 33.1 (x15 over 1.65 decades, 7 points; at K = 1 "
             "the score 0.30 -> 1.08 over eps = 0.9 -> 0.03, ratio 1.5 -> 10.2). The hypothesis sum_i lambda_{j,i} lambda_{k,i} = 0 holds for every "
             "k != j (orthonormal TSR patterns) and k appears nowhere else. Read as intended (the score of a column "
             "of TSR pattern k, sum_{i, i'} lambda_{k,i} lambda_{j,i'} ...: the step to (F.48)) it is (F.48)'s left "
             "side, which fails too at K = 2 (thesis.ch7.eqF.48, erratum, audited round 10: the positional part "
             "c_i^T W c_1 that (F.47) drops does not vanish); at K = 1 that score is negative (the term "
             "'other-pattern score' in the record). So no reading holds at every K: erratum.",
    corrected=f47_corrected,
    corrected_text="... <~ 1 + log(K/eps) (the order of the same-pattern score (F.51) and of the other-pattern "
                   "score (F.48), both corrected); the eps log(K/eps) of (F.48) is not reached at Theorem 3's T",
    second_path=SP + "test_eqF47_same_pattern_score_does_not_vanish",
    mutants={"eps^3 (1 + log(K/eps)) (a spurious factor eps^3)": f47_mutant_eps,
             "(1 + log(K/eps)) sqrt(xi/0.1) (a spurious power of xi)": f47_mutant_xi}, auto_mutant=False,
    notes="r9_thesisF's trainer and instances (_trained, shared with (F.48), (F.49), (F.51), (F.55) in a process); the "
          "scores of clean one-hot tokens (r9_thesisF._f48_score).",
    settings={"ci": {"max_examples": 2, "budget_s": 0.3, "path_starts": 1}},
)

CLAIMS += [F47]


# ============================================ (F.152) L10071 settled: an explicit bound -term <= 24 (1 - p_n)^2


def _f152_explicit() -> Claim:
    """(F.152)'s term, term = (p~_query^T p~) p~'^T A_n with A_n = sum_i a_i (c_i - c_bar) p~_i, c_i = (F - z^n)^T
    W_V p~_i = (F - z)^T y_i, c_bar = sum_r a_r c_r = (F - z)^T F (a = the softmax over the prompt's columns, y_i the
    output block of column i, one-hot or 0, z = z^n one-hot). The columns with the query's TRR pattern and step
    ('same', mass p_n) have y_i = z (f_k(x) depends on k and x only), so F - z = sum_{other} a_i (y_i - z) and
    |F - z| <= sqrt(2) (1 - p_n). Then c_i - c_bar = (F - z)^T (y_i - F): on 'same' columns -|F - z|^2 (size <=
    2 (1 - p)^2), elsewhere <= |F - z| (|y_i - z| + |z - F|) <= 2 (1 - p)(2 - p). So sum_i a_i |c_i - c_bar| <=
    2 p (1 - p)^2 + 2 (1 - p)^3 ... <= 4 (1 - p)^2 and, with 0 <= p~'^T p~_i <= 3 (three one-hot blocks) and
    p~_query^T p~ <= 2, |term| <= 24 (1 - p_n)^2 for every W and every prompt: -term/(2 (1 - p)^2 p) <= 12/p_n, which
    tends to 12 as p_n -> 1. (F.152)'s '>~ -2(1 - p_n)^2 p_n' therefore holds for t >= T_1 with a constant <= 12/p_n
    (<= 24 once p_n >= 1/2); the slow growth of its ratio (1.83 at t = 15 to 3.58 at t = 15360) saturates below 12/p."""
    from thmcheck.bounds.thesis.r12_thesisF import (
        f152_explicit,
        f152_explicit_mutant_const,
        f152_explicit_mutant_power,
    )
    from thmcheck.checks.papers.thesis.r11_thesisF import _f160_instances, _lower_measure, _move_t

    return Claim(
        id="thesis.ch7.eqF.152.explicit",
        paper=PAPER,
        kind="step",
        comparison="<=",
        derived="thesis.ch7.eqF.152",
        source=_src("(F.152), proof of Lemma F.3.7, App. F.5.3 (t >= T_1; p~ with the TRR pattern and the positional "
                    "encoding of p~_query, p~' sharing only the TRR pattern with p~, L10067)", "L10071"),
        statement="Derived from (F.152): for every W and prompt n, -term <= 24 (1 - p_n(t))^2, term = (F - z^n)^T "
        "sum_i W_V p~_i softmax_i p~'^T (p~_i - sum_r softmax_r p~_r) p~_query^T p~ (the case of (F.152)); hence "
        "term >= -(12/p_n) 2 (1 - p_n)^2 p_n: (F.152) holds with a constant 12/p_n -> 12. Checked: the largest "
        "-term/(1 - p_n)^2 over 128 fresh prompts and the case's tokens, on the Chapter 7 model after t SGD steps.",
        statement_tex=r"-\,\mathrm{term}_n \le 24\,(1 - p_n(t))^2",
        bound=f152_explicit,
        measure=_lower_measure("F.152", lambda p: (1.0 - p) ** 2),
        strategy=_f160_instances(),
        directions=(
            Direction("t -> infinity (p_n(t) -> 1)", "t", math.inf, how="path", move=_move_t,
                      points=(12, 48, 192)),
        ),
        domain=(
            Param("K", 2, math.inf, integer=True, far=3, text="K >= 2", unreached="K <= 3 (the draws of (F.152))"),
            Param("t", 1, math.inf, integer=True, far=192, text="t >= T_1 (the bound holds at every t)",
                  unreached="t <= 300 drawn, 192 on the ci path (an every-state bound: t only moves p_n)"),
        ),
        expect="holds",
        evidence="Holds for every state by the derivation in the docstring (|F - z| <= sqrt(2)(1 - p_n), the "
        "centred c_i of size (1 - p)^2 on the same-pattern columns and (1 - p) elsewhere). Measured: the largest "
        "-term/(1 - p)^2 is ~4.3 on the ci draws and ~7.1 on the path family of (F.152) at t = 15360 (its ratio "
        "3.58 there is 7.1 (1 - p)^2 p), under 24. This settles the lead of thesis.ch7.eqF.152 (slow growth of -term/(2 (1 - p)^2 p)): bounded by "
        "12/p_n, so no erratum.",
        mutants={"2 (1 - p)^2 (the constant too small)": f152_explicit_mutant_const,
                 "24 (1 - p)^3 (a wrong power)": f152_explicit_mutant_power},
        auto_mutant=False,
        notes="Shares r11_thesisF's measure (_lower_measure with the shape (1 - p)^2) and strategy; a test checks the "
              "inequality on random attention states (tests/test_thesis_r12_thesisF.py).",
        settings={"ci": {"max_examples": 2, "budget_s": 6.0, "path_starts": 1, "path_decades": 0.5}},
    )


CLAIMS += [_f152_explicit()]
