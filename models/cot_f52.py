"""thesis (F.52) L9543 per prompt (round 20, thesisE2): the CoT attention masses of Theorem 4's proof, per test prompt.

The test prompts, tasks and greedy CoT decoding are those of :func:`thmcheck.models.cot.separation`: both read the
prompts from :func:`thmcheck.models.cot.structured_prompts` (one random stream: for one seed the prompts and decoded chains
are identical; the ICL part, which draws nothing, is left out here). Per
prompt and step k in [K] two masses on S_k^* (the step-k context columns whose step-k input has the TSR pattern of
v_{k-1}) are recorded:

- ``mass_f52``: (F.52) as printed, the query ((v_{k-1}^T, v_k^T)^T + c_k): the k-th query column with its decoded
  output v_k filled in (the column the decoding appends);
- ``mass_723``: (7.23)'s query q~_k = (v_{k-1}; 0) + c_k (the mass thesis.ch7.prop3 averages over prompts).

The keys are those of the k-th decoding step (the context columns and the k - 1 query columns already generated).
"""

from __future__ import annotations

import numpy as np
import torch

from thmcheck.models.cot import CoTConfig, _tok, forward, single_thread, structured_prompts


def f52_masses(W: torch.Tensor, cfg: CoTConfig, U: torch.Tensor, cs: tuple[int, ...], pc: float, ap: float,
               lvl: float, l_ts: int, nq: int, seed: int) -> dict[str, np.ndarray]:
    """(nq, K) arrays ``mass_f52``, ``mass_723`` and ``correct`` (v_k = f_k o ... o f_1(x_query))."""
    with single_thread():
        return _f52(W, cfg, U, cs, pc, ap, lvl, l_ts, nq, seed)


def _f52(W: torch.Tensor, cfg: CoTConfig, U: torch.Tensor, cs: tuple[int, ...], pc: float, ap: float, lvl: float,
         l_ts: int, nq: int, seed: int) -> dict[str, np.ndarray]:
    d, K = cfg.d, cfg.K
    gen = structured_prompts(cfg, U, cs, pc, ap, lvl, l_ts, nq, seed)
    mup = next(gen)["mup"]
    zeros = torch.zeros(d, dtype=torch.float64)
    out_f52, out_723, out_ok = [], [], []
    for pr in gen:
        q0, chain, truth, keys = pr["q0"], pr["chain"], pr["truth"], pr["keys"]
        v, qcols, m52, m723 = [q0], [], [], []
        for k in range(1, K + 1):
            kk = torch.cat([keys] + ([torch.stack(qcols)] if qcols else []), 0)
            ones = torch.ones(1, kk.shape[0], dtype=torch.bool)
            star = torch.as_tensor(np.flatnonzero(chain[k - 1] == v[-1]) * K + (k - 1), dtype=torch.long)
            out, at = forward(cfg, W, kk[None], ones, _tok(cfg, mup[v[-1]], zeros, k)[None])
            m723.append(float(at[0, star].sum()))
            vk = int(torch.argmax(mup @ out[0]))
            col = _tok(cfg, mup[v[-1]], mup[vk], k)
            _, at2 = forward(cfg, W, kk[None], ones, col[None])
            m52.append(float(at2[0, star].sum()))
            qcols.append(col)
            v.append(vk)
        out_f52.append(m52)
        out_723.append(m723)
        out_ok.append([v[k + 1] == truth[k + 1] for k in range(K)])
    return {"mass_f52": np.array(out_f52), "mass_723": np.array(out_723), "correct": np.array(out_ok)}
