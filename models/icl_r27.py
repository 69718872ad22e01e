"""Chapter 6 of the thesis, round 27 (helper m1cert): the model of :mod:`thmcheck.models.icl` trained on data whose
IDI patterns come from a subset S of [M2] ((6.6): 'j in [M1] and k in [M2] are arbitrarily selected'), and the exact
reduction of the trained W_Q^(T), W_K^(T) on the coordinate of an IDI pattern nu_k0 outside S.

Reduction (proved here, checked bitwise against full training in tests/test_thesis_r27_m1cert.py). Write e for the
coordinate of nu_k0 (nu_k0 = beta e, patterns beta times basis vectors). Every training token p (query or context)
has p_e = 0 (its IDI pattern is in S, its IDR coordinate < M1, its label coordinates >= d_x). The loss depends on
W_Q, W_K only through the logits p_i^T W_K^T W_Q p_q, so with s_i the logit gradients
grad W_Q = sum_i s_i (W_K p_i) p_q^T and grad W_K = sum_i s_i (W_Q p_q) p_i^T.
Column e of both is a multiple of (p_q)_e or (p_i)_e: zero. Row e of grad W_Q is sum_i s_i (W_K[e, :] p_i) p_q^T and
row e of grad W_K is sum_i s_i (W_Q[e, :] p_q) p_i^T: zero whenever W_Q[e, :] = W_K[e, :] = delta e^T (Sec. 6.2.3's
initialisation), since then W[e, :] p = delta p_e = 0. By induction over the SGD steps, W_Q^(t)[e, :] =
W_K^(t)[e, :] = delta e^T and W^(t)[:, e] = delta e for every t, whatever m, B, l_tr, T, eta, W_O^(0), a and the
draws. Hence for the token p = [mu_j + kappa nu_k0; y] and b = nu_k0:
[b^T, 0^T] W^(T) p = beta W^(T)[e, :] p = beta delta p_e = delta kappa beta^2, exactly.
"""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction
from functools import lru_cache

import torch

from thmcheck.models import icl as ICL
from thmcheck.models.cot import single_thread
from thmcheck.models.device import generator


def tied_cfg(M1: int, seed: int = 0, T_const: float = 60.0) -> ICL.ICLConfig:
    """The configuration of ch6_icl._m1_cfg at M1 without its training cap (r9_thesisH.scaled_cfg's formulas:
    M2 = 4 M1, m ~ M1^2 log M1, B ~ M1 log M1, l_tr ~ log M1; T = 60 M1 sqrt(ln M1)). Only built, never trained
    past the caps: the reduction does not depend on m, B, l_tr, T."""
    base = ICL.ICLConfig()
    if M1 == base.M1:
        cfg = ICL.ICLConfig(seed=seed)
    else:
        r, lg = M1 / base.M1, math.log(M1) / math.log(base.M1)
        cfg = ICL.ICLConfig(M1=M1, M2=4 * M1, m=max(20, round(base.m * r * r * lg)),
                            B=max(16, round(base.B * r * lg)), l_tr=max(10, round(base.l_tr * lg)),
                            T=max(50, round(base.T * r * math.sqrt(lg))), seed=seed)
    return dataclasses.replace(cfg, T=math.ceil(T_const * M1 * math.sqrt(math.log(M1))))


def unseen_k0(cfg: ICL.ICLConfig) -> int:
    """The IDI pattern left out of training: the last one, k0 = M2 - 1 (S = [M2] minus {k0})."""
    return cfg.M2 - 1


@lru_cache(maxsize=8)
def train_idi_subset(cfg: ICL.ICLConfig, S: tuple[int, ...]) -> ICL.ICLModel:
    """The full model trained as :func:`thmcheck.models.icl.train` (cyclic tasks, SGD of Subroutine 2 on the hinge
    loss, the same initialisation and draws order), with every training token's IDI pattern drawn uniformly from
    {nu_k : k in S} instead of all of [M2]. Float64 on the CPU."""
    gen = generator(cfg.seed)
    model = ICL.init_model(cfg, gen, "cpu")
    tasks = ICL.cyclic_tasks(cfg.M1)
    _, nu, _ = ICL.patterns(cfg)
    Nu = nu[list(S)]
    with single_thread():
        for _t in range(cfg.T):
            ctx, pq, z, _ = ICL.make_prompts(cfg, cfg.B, tasks, cfg.l_tr, cfg.alpha, gen, Nu=Nu)
            loss = ICL.hinge(model, ctx, pq, z)
            for p in model.params():
                p.grad = None
            loss.backward()
            with torch.no_grad():
                for p in model.params():
                    p -= cfg.eta * p.grad
            model.history.append(float(loss.detach()))
    for p in model.params():
        p.requires_grad_(False)
    return model


def reduced_row(cfg: ICL.ICLConfig, which: str) -> torch.Tensor:
    """Row e = M1 + k0 of W_Q^(T) (which = "Q") or W_K^(T) ("K") for an IDI pattern k0 outside the training support:
    by the reduction (module docstring) it is the initial row delta e^T, at any T."""
    row = torch.zeros(cfg.dx + cfg.dy, dtype=torch.float64)
    row[cfg.M1 + unseen_k0(cfg)] = cfg.delta
    return row


def token(cfg: ICL.ICLConfig, j: int, kappa: float, label: float) -> torch.Tensor:
    """p = [mu_j + kappa nu_k0; label q] (label 0: the query token p_query of (6.1))."""
    p = torch.zeros(cfg.dx + cfg.dy, dtype=torch.float64)  # (ICL.patterns' rows, without its d_x x d_x eye)
    p[j] = cfg.beta
    p[cfg.M1 + unseen_k0(cfg)] = kappa * cfg.beta
    p[cfg.dx] = label  # q = e_1 of R^{d_y}
    return p


def own_idi_projection(cfg: ICL.ICLConfig, which: str, j: int, kappa: float, label: float) -> float:
    """|[nu_k0^T, 0^T] W^(T) p| = beta |W^(T)[e, :] p| from the reduced row (float64)."""
    return abs(cfg.beta * float(reduced_row(cfg, which) @ token(cfg, j, kappa, label)))


def own_idi_projection_exact(delta: Fraction, kappa: Fraction, beta: Fraction) -> Fraction:
    """The same in exact arithmetic: |delta kappa beta^2|."""
    return abs(delta * kappa * beta * beta)
