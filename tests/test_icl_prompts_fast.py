"""models/icl.make_prompts (round 24, cibudget: cached patterns and task weights, index_select gathers, in-place noise
scaling) returns bit-identical prompts to the round-23 code, kept here as ``_reference``: every Chapter 6 training run
and its ci verdict depend on the exact draws."""

from __future__ import annotations

import pytest
import torch

from thmcheck.models import icl as ICL
from thmcheck.models.device import generator
from thmcheck.models.icl import ICLConfig


def _reference(cfg: ICLConfig, n: int, tasks: list[tuple[int, int]], l: int, alpha: float,
                 gen: torch.Generator, R: torch.Tensor | None = None, Nu: torch.Tensor | None = None,
                 Kx: float | None = None, adversarial: str | None = None, device: str = "cpu"
                 ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """Prompts (6.1): contexts (n, l, dx+dy), query tokens (n, dx+dy), query labels z, same-pattern mask.

    Query IDR is mu_a (z = +1) or mu_b (z = -1) with probability 1/2; context IDRs categorical with
    mu_a, mu_b at alpha/2 each and the others (1-alpha)/(M-2). ``adversarial``: exactly one context shares
    the query's pattern and the l-1 others are the opposite decisive pattern ('opp') or non-decisive
    patterns ('irr'); the alpha'/2 assumption then holds with alpha' = 2/l and l_ts >= 1/alpha'.
    """
    mu, nu, q = ICL.patterns(cfg, "cpu")
    R = mu if R is None else R.cpu()
    Nu = nu if Nu is None else Nu.cpu()
    Kx = cfg.K if Kx is None else Kx
    Mr = R.shape[0]
    ti = torch.randint(len(tasks), (n,), generator=gen)
    tt = torch.tensor(tasks, dtype=torch.int64).reshape(-1, 2)
    A, Bt = tt[ti, 0], tt[ti, 1]
    zq = torch.where(torch.rand(n, generator=gen, dtype=torch.float64) < 0.5, 1.0, -1.0).double()
    qpat = torch.where(zq > 0, A, Bt)
    probs = torch.full((n, Mr), (1 - alpha) / max(Mr - 2, 1), dtype=torch.float64)
    probs[torch.arange(n), A] = alpha / 2
    probs[torch.arange(n), Bt] = alpha / 2
    probs = probs / probs.sum(1, keepdim=True)
    cpat = torch.multinomial(probs, l, replacement=True, generator=gen)
    if adversarial is not None:
        other = torch.where(zq > 0, Bt, A)
        if adversarial == "opp":
            cpat = other[:, None].repeat(1, l)
        else:
            cand = torch.stack([torch.tensor([k for k in range(Mr) if k not in (int(a), int(b))])
                                for a, b in zip(A, Bt, strict=True)])
            cpat = cand[torch.arange(n)[:, None], torch.randint(cand.shape[1], (n, l), generator=gen)]
        pos = torch.randint(l, (n,), generator=gen)
        cpat[torch.arange(n), pos] = qpat
    cl = torch.where(torch.rand(n, l, generator=gen, dtype=torch.float64) < 0.5, 1.0, -1.0).double()
    cl = torch.where(cpat == A[:, None], 1.0, cl)
    cl = torch.where(cpat == Bt[:, None], -1.0, cl)
    kq = torch.randint(Nu.shape[0], (n,), generator=gen)
    kc = torch.randint(Nu.shape[0], (n, l), generator=gen)
    xq = R[qpat] + (torch.rand(n, 1, generator=gen, dtype=torch.float64) * 2 - 1) * Kx * Nu[kq]
    xc = R[cpat] + (torch.rand(n, l, 1, generator=gen, dtype=torch.float64) * 2 - 1) * Kx * Nu[kc]
    ctx = torch.cat([xc, cl[..., None] * q], -1)
    pq = torch.cat([xq, torch.zeros(n, cfg.dy, dtype=torch.float64)], -1)
    return ctx.to(device), pq.to(device), zq.to(device), (cpat == qpat[:, None]).to(device)


def _same(a: tuple, b: tuple) -> bool:
    for x, y in zip(a, b, strict=True):
        if x.dtype != y.dtype or x.shape != y.shape or not torch.equal(x, y):
            return False
        if x.is_floating_point() and not torch.equal(torch.signbit(x), torch.signbit(y)):
            return False
    return True


@pytest.mark.parametrize("M1,M2,dy,beta,l,alpha,n", [(4, 8, 2, 2.0, 18, 0.8, 270), (6, 24, 30, 3.0, 20, 0.8, 64),
                                                     (3, 5, 4, 1.5, 7, 1.0, 33), (8, 8, 2, 2.5, 20, 0.3, 50)])
def test_make_prompts_bit_identical(M1: int, M2: int, dy: int, beta: float, l: int, alpha: float, n: int) -> None:
    cfg = ICLConfig(M1=M1, M2=M2, dy=dy, beta=beta, l_tr=l, alpha=alpha)
    mu, nu, _ = ICL.patterns(cfg)
    g0 = generator(99)
    v = torch.randn(M1, generator=g0, dtype=torch.float64)
    v = (v - v.mean()) / (v - v.mean()).norm()
    rot = {"R": (torch.eye(M1, dtype=torch.float64) - 2 * torch.outer(v, v)) @ mu[:M1],
           "Nu": torch.linalg.qr(torch.randn(M2, M2, generator=g0, dtype=torch.float64))[0] @ nu, "Kx": 1.0}
    for tasks in (ICL.cyclic_tasks(M1), ICL.all_tasks(M1), [(0, 1), (1, 0)]):
        for kw in ({}, {"adversarial": "opp"}, {"adversarial": "irr"}, rot):
            k = 12 if "adversarial" in kw else n  # (the 'irr' candidates are a Python loop over the prompts)
            for s in range(1, 3):
                a = ICL.make_prompts(cfg, k, tasks, l, alpha, generator(s), **kw)
                b = _reference(cfg, k, tasks, l, alpha, generator(s), **kw)
                assert _same(a, b), (tasks[:2], kw.keys(), s)
