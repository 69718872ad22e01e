"""Round 36 (helper cond): thesis.ch6.eqE.151's measure at large c_B, c_m with the batch gradient summed in chunks of
prompts (memory: the B x m hidden layer at x256, M1 = 6 is 5.8 GB per array). The same prompts and initialisation as
the claim's first_step_projections (same generator draws); the gradient is the same sum over prompts in another order
(float64 rounding only; checked against the unchunked measure at x16, x64 below).

    nice -n 5 python docs/r36/cond/e151_chunked.py <inst index> <factors> [M1 override or -] [runs] [first run]
"""

from __future__ import annotations

import math
import statistics
import sys
import time
import warnings

import torch

warnings.filterwarnings("ignore")

from benchmarks.hiddenhyp_r29_ch6 import _claims, _draw  # noqa: E402
from thmcheck.checks.papers.thesis.r12_thesisE import sizes  # noqa: E402
from thmcheck.models import icl  # noqa: E402

CH = 2048


def hinge_grads_chunked(model, ctx, pq, z):
    with torch.no_grad():
        WQ, WK, WV, WO, a, mask = (t.detach() for t in (model.WQ, model.WK, model.WV, model.WO, model.a, model.mask))
        n = pq.shape[0]
        g = [torch.zeros_like(w) for w in (WQ, WK, WV, WO)]
        loss = 0.0
        for s in range(0, n, CH):
            c, p, zz = ctx[s:s + CH], pq[s:s + CH], z[s:s + CH]
            A = p @ WQ.T
            kq = A @ WK
            at = torch.softmax(torch.matmul(c, kq[..., None])[..., 0], -1)
            u = torch.matmul(at[:, None, :], c)[:, 0]
            v = u @ WV.T
            h = v @ WO.T
            y = 1 - zz * ((torch.relu(h) * mask) @ a)
            loss += float(torch.clamp(y, min=0).sum()) / n
            gF = -((y >= 0).to(y.dtype) * (1.0 / n)) * zz
            gh = torch.outer(gF, a) * mask * (h > 0)
            del h
            gv = gh @ WO
            gu = gv @ WV
            gs = torch._softmax_backward_data(torch.matmul(gu[:, None, :], c.transpose(1, 2))[:, 0], at, -1, at.dtype)
            gkq = torch.matmul(c.transpose(1, 2), gs[..., None])[..., 0]
            g[0] += (p.T @ (gkq @ WK.T)).T
            g[1] += A.T @ gkq
            g[2] += (u.T @ gv).T
            g[3] += (v.T @ gh).T
        return torch.tensor(loss, dtype=torch.float64), g


icl.hinge_grads = hinge_grads_chunked


def r151(inst: dict, R: int, off: int = 0) -> tuple[list[float], list[bool], tuple]:
    m, B, l_tr = sizes(inst)
    M1 = inst["M1"]
    rs, oks = [], []
    for r in range(off, off + R):
        cfg = icl.ICLConfig(M1=M1, M2=inst["M2"], dy=2, beta=inst["beta"], alpha=inst["alpha"], l_tr=l_tr, m=m,
                            delta=inst["delta"], eta=1.0, B=B, T=1, seed=(inst["seed"] + r) % 2**31)
        mu, _, _ = icl.patterns(cfg)
        MU = torch.cat([mu, torch.zeros(M1, cfg.ma - cfg.dx, dtype=torch.float64)], 1)
        P = torch.cat([mu, torch.zeros(M1, cfg.dy, dtype=torch.float64)], 1)
        got: dict = {}

        def hook(t, model, batch, got=got, MU=MU, P=P):
            got["A"] = (MU @ model.WQ.grad @ P.T).detach()
            got["qpat"] = batch[1][:, :M1].argmax(1)

        icl.train(cfg, t_max=1, step_hook=hook)
        A = got["A"]
        own = A.diagonal().abs()
        rs.append(max(float(A[j, q].abs() / own[q]) for q in range(M1) for j in range(M1)
                      if j not in (q, (q + 1) % M1, (q - 1) % M1)))
        oks.append(bool((torch.bincount(got["qpat"], minlength=M1) >= B / (2 * M1)).all()))
    return rs, oks, (m, B, l_tr)


if __name__ == "__main__":
    c = _claims()["thesis.ch6.eqE.151"]
    inst = dict(_draw(c.strategy)[int(sys.argv[1])])
    if len(sys.argv) > 3 and sys.argv[3] != "-":
        inst["M1"] = int(sys.argv[3])
        inst["M2"] = max(inst["M2"], inst["M1"])
    R = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    off = int(sys.argv[5]) if len(sys.argv) > 5 else 0  # runs off .. off + R - 1 (seeds seed + r)
    print(inst, "runs", off, "..", off + R - 1, flush=True)
    for f in [float(x) for x in sys.argv[2].split(",")]:
        t = time.time()
        rs, oks, (m, B, l_tr) = r151(dict(inst, cB=inst["cB"] * f, cm=inst["cm"] * f), R, off)
        ok = [x for x, o in zip(rs, oks) if o]
        side = 1 / inst["M1"]
        med = statistics.median(ok) if ok else math.nan
        print(f"x{f:g}: m {m} B {B} l_tr {l_tr} median {med:.4g} side {side:.4g} score {med / side:.3g} "
              f"ok-batches {len(ok)} above {sum(x > side for x in ok)} ratios {[round(x, 3) for x in rs]} "
              f"({time.time() - t:.0f} s)", flush=True)
