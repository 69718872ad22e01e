"""Round 36 (helper cond): second path for thesis.ch6.eqE.151's M1 = 6 crossing under grown constants
(docs/conditionals_r36.md, /work/coord/r36/cond_crossing.md). The gradient is recomputed in numpy from the printed
form (tests/test_thesis_r12_thesisE._numpy_wq_gradient, one prompt at a time), not by the claim's measure."""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r12_thesisE import _numpy_wq_gradient


def test_eqE151_M1_6_constants_x4_second_path() -> None:
    """(E.151) at M1 = M2 = 6, beta = 1, alpha = 0.6, delta = 0.05, l_tr = 24 with Lemma E.4.5's constants at 4 x the
    claim's least (m = ceil(8 M1^2 log M1) = 517, B = ceil(32 M1 log M1) = 345), seeds 0..7: every first batch meets
    (E.146) with c = 1/2, and the median over them of max_{q, j not q, q +- 1} |A_jq| / |A_qq| is above 1/M1 (the claim
    measures 0.486, 8 of 8 above; at 128 x and 256 x the constants the median is 0.214 / 0.221, docs/conditionals_r36.md).
    """
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    M1 = 6
    m, B = math.ceil(8 * M1 * M1 * math.log(M1)), math.ceil(32 * M1 * math.log(M1))
    assert (m, B) == (517, 345)
    ratios = []
    for seed in range(8):
        cfg = ICLConfig(M1=M1, M2=6, dy=2, beta=1.0, alpha=0.6, l_tr=24, m=m, delta=0.05, eta=1.0, B=B, T=1, seed=seed)
        gen = generator(seed)
        model = init_model(cfg, gen)
        W = tuple(p.detach().numpy().copy() for p in model.params()) + (model.a.numpy().copy(),)
        ctx, pq, z, _ = (x.numpy() for x in make_prompts(cfg, B, cyclic_tasks(M1), cfg.l_tr, cfg.alpha, gen))
        assert (np.bincount(pq[:, :M1].argmax(1), minlength=M1) >= B / (2 * M1)).all()
        A = _numpy_wq_gradient(cfg, W, ctx, pq, z, False)[:M1, :M1]  # mu_j = e_j (beta = 1)
        own = np.abs(np.diag(A))
        ratios.append(max(abs(A[j, q]) / own[q] for q in range(M1) for j in range(M1)
                          if j not in (q, (q + 1) % M1, (q - 1) % M1)))
    assert float(np.median(ratios)) > 1 / M1, ratios
    assert sum(r > 1 / M1 for r in ratios) >= 6, ratios
