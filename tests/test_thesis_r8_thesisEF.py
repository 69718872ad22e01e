"""Second paths for the round-8 claims of thesis App. E/F (thmcheck.checks.papers.thesis.r8_thesisEF).

Each test shares no code with the claim's bound or measurement: the coefficients V_i of (E.14) are recovered from
autograd's gradient of the hinge loss by least squares on the rows W_O(i), and the printed sides are written out
again here.
"""

from __future__ import annotations

import numpy as np


def _v_coefficients(seed: int, B: int, label: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool]:
    """(V for every context token of prompt 0 with label embedding label q (rows) and neuron (columns), W_0 mask,
    U_0 mask, whether prompt 0 has a context of its query's IDR pattern) on the Chapter 6 model at initialisation."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, hinge, init_model, make_prompts, patterns

    cfg = ICLConfig(M1=3, M2=2, dy=2, m=20, beta=1.5, alpha=0.6, l_tr=10, delta=0.2)
    g = generator(seed)
    model = init_model(cfg, g)
    ctx, pq, z, same = make_prompts(cfg, B, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
    model.WV.grad = None
    hinge(model, ctx, pq, z).backward()
    G = model.WV.grad.detach().numpy()
    O = model.WO.detach().numpy()
    a = model.a.numpy()
    C, P = ctx.numpy(), pq.numpy()
    dx = cfg.dx
    # prompt 0 by hand: softmax over its contexts of delta^2 x_s^T x_query, the value delta * sum_s softmax_s p_s
    logits = cfg.delta**2 * C[0, :, :dx] @ P[0, :dx]
    w = np.exp(logits - logits.max())
    w /= w.sum()
    V0 = cfg.delta * (w @ C[0])
    base = (O[:, :dx] @ V0[:dx] > 0) & (O[:, dx:dx + cfg.dy] @ V0[dx:] > 0)
    _, _, q = patterns(cfg)
    rows = []
    for pj in C[0][label * (C[0][:, dx:] @ q.numpy()) > 0]:
        coef, *_ = np.linalg.lstsq(O.T, G @ pj, rcond=None)  # G p_j = sum_i V_i W_O(i)
        assert np.allclose(O.T @ coef, G @ pj, atol=1e-12)
        rows.append(coef)
    return np.array(rows).reshape(-1, cfg.m), base & (a > 0), base & (a < 0), bool(same[0].any())


def test_eqE15_E18_lucky_neuron_with_wrong_sign() -> None:
    """(E.15)/(E.18): -V_i(b) >~ beta^2 (1 - gamma_t)/a with a shape >= 0 needs -V_i >= 0 on the lucky set (> 0
    where the shape is positive). At B = 2048 >> M1 = 3 and l = 10 >= 1/(alpha beta^2) some seed has a neuron of W_0
    (label q) resp. U_0 (label -q) with -V_i < 0 while prompt 0 has a context of its query's pattern (its own
    1 - gamma_{0,0} > 0)."""
    found = {1.0: 0, -1.0: 0}
    for seed in range(12):
        for label in (1.0, -1.0):
            V, W, U, has_same = _v_coefficients(seed, 2048, label)
            lucky = W if label > 0 else U
            if V.size and lucky.any() and has_same and (-V[:, lucky]).min() < -1e-9:
                found[label] += 1
        if all(found.values()):
            break
    assert found[1.0] and found[-1.0]
