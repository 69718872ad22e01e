"""Second paths for the round-7 step claims of thesis App. F (thmcheck.checks.papers.thesis.r7_thesisEF).

Each test shares no code with the claim's bound or measurement: tokens are built as explicit one-hot vectors
(TRR block, label block, PE block; the query has an empty label block, (F.71)/(F.72)), the inner products are numpy
dot products, and the printed ends are written out again here.
"""

from __future__ import annotations

import numpy as np

N_TRR, N_LAB, N_PE = 6, 12, 6


def _vec(trr: int, pe: int, lab: int | None) -> np.ndarray:
    v = np.zeros(N_TRR + N_LAB + N_PE)
    v[trr] = 1.0
    if lab is not None:
        v[N_TRR + lab] = 1.0
    v[N_TRR + N_LAB + pe] = 1.0
    return v


def _q_prime(tok: tuple, tokp: tuple, cols: list, w: list, i: int, lab: dict) -> tuple[float, float]:
    """(p~'^T (p~_i - sum_r s_r p~_r) p~_query^T p~, p_n(t)) with s = w / sum w; lab maps (TRR, PE) to a label."""
    s = np.asarray(w, float) / sum(w)
    P = np.stack([_vec(c[0], c[1], lab[c]) for c in cols])
    pp = _vec(tokp[0], tokp[1], lab[tokp])
    pt = _vec(tok[0], tok[1], lab[tok])
    pq = _vec(0, 0, None)
    inner = pp @ (P[i] - s @ P)
    p_n = float(sum(sr for sr, c in zip(s, cols, strict=True) if c == (0, 0)))
    return float(inner * (pq @ pt)), p_n


def _distinct_labels() -> dict:
    """Every (TRR, PE) class its own label (no coincidences at all)."""
    return {(a, b): a * N_PE + b for a in range(N_TRR) for b in range(N_PE) if a * N_PE + b < N_LAB} | {
        (a, b): (a * N_PE + b) % N_LAB for a in range(N_TRR) for b in range(N_PE) if a * N_PE + b >= N_LAB}


def _row_labels() -> dict:
    """One label per TRR input (the same label at every PE/step of that input: allowed by L2100)."""
    return {(a, b): a for a in range(N_TRR) for b in range(N_PE)}


# (display, tok (p~), tokp (p~'), the printed lower end as a function of p = p_n(t))
_LOWER_ALL = [("F.102", (0, 0), (1, 0), lambda p: 4.0), ("F.105", (0, 1), (1, 1), lambda p: 2 + p),
              ("F.108", (1, 0), (2, 0), lambda p: 3 - p), ("F.117", (0, 0), (1, 1), lambda p: 4 + 2 * p),
              ("F.120", (0, 1), (1, 0), lambda p: 2.0), ("F.123", (1, 0), (2, 1), lambda p: 2 + p)]


def test_eqF102_F123_lower_ends_fail_with_all_mass_on_p_prime() -> None:
    """(F.102), (F.105), (F.108), (F.117), (F.120), (F.123) lower ends: p~_i = p~' and the whole softmax mass on that
    one column (l = 1): p~'^T (p~_i - p~_i) = 0, so the product is 0, below the printed positive lower end."""
    lab = _distinct_labels()
    for display, tok, tokp, lower in _LOWER_ALL:
        q, p = _q_prime(tok, tokp, [tokp], [1], 0, lab)
        assert p == 0.0 and q == 0.0 < lower(p), display


# (display, tok, tokp, col i (one/none of TRR/PE shared with p~'), printed lower end)
_LOWER_ONE_NONE = [
    ("F.103", (0, 0), (1, 0), (1, 1), lambda p: 0.0), ("F.104", (0, 0), (1, 0), (2, 1), lambda p: -2.0),
    ("F.106", (0, 1), (1, 1), (1, 0), lambda p: p), ("F.107", (0, 1), (1, 1), (2, 0), lambda p: -1 + p),
    ("F.109", (1, 0), (2, 0), (2, 1), lambda p: 0.0), ("F.110", (1, 0), (2, 0), (3, 1), lambda p: -1.0),
    ("F.118", (0, 0), (1, 1), (1, 0), lambda p: 2 * p), ("F.119", (0, 0), (1, 1), (2, 0), lambda p: -2 + 2 * p),
    ("F.121", (0, 1), (1, 0), (1, 1), lambda p: 0.0), ("F.122", (0, 1), (1, 0), (2, 1), lambda p: -1.0),
    ("F.124", (1, 0), (2, 1), (2, 0), lambda p: p), ("F.125", (1, 0), (2, 1), (3, 0), lambda p: -1 + p)]


def test_eqF103_F125_lower_ends_fail_with_mass_on_p_prime_class() -> None:
    """The lower ends of the 'one'/'none' cases: column i shares one (or none) of TRR/PE with p~' (distinct labels),
    and 9/10 of the softmax mass sits on a second column equal to p~' (p~'^T p~' = 3): p~'^T (p~_i - sum_r s_r p~_r)
    = 0.9 p~'^T p~_i - 2.7 <= -1.8, times p~_query^T p~ in {1, 2}: below every printed lower end (p_n(t) = 0)."""
    lab = _distinct_labels()
    for display, tok, tokp, col_i, lower in _LOWER_ONE_NONE:
        q, p = _q_prime(tok, tokp, [col_i, tokp], [1, 9], 0, lab)
        assert p == 0.0 and q <= -1.8 + 1e-12 and q < lower(p), display


# (display, tok, tokp, col i sharing only the TRR pattern with p~', a column sharing nothing with p~', upper end)
_UPPER_ONE = [
    ("F.103", (0, 0), (1, 0), (1, 1), (2, 1), lambda p: 2 * (1 - p)),
    ("F.106", (0, 1), (1, 1), (1, 0), (2, 0), lambda p: 1.0),
    ("F.109", (1, 0), (2, 0), (2, 1), (3, 1), lambda p: 1 - p),
    ("F.118", (0, 0), (1, 1), (1, 0), (2, 0), lambda p: 2.0),
    ("F.121", (0, 1), (1, 0), (1, 1), (2, 1), lambda p: 1.0),
    ("F.124", (1, 0), (2, 1), (2, 0), (3, 0), lambda p: 1.0)]


def test_eqF103_F124_upper_ends_fail_by_a_label_shared_within_a_trr_input() -> None:
    """The upper ends of the 'one' cases: labels one per TRR input (the same label at every step, L2100 allows it),
    column i shares p~''s TRR pattern and hence its label (p~'^T p~_i = 2), 9/10 of the mass on a column that shares
    nothing with p~': p~'^T (p~_i - sum) = 2 - 0.2 = 1.8, times p~_query^T p~ in {1, 2}: above the printed upper end
    (p_n(t) = 0)."""
    lab = _row_labels()
    for display, tok, tokp, col_i, other, upper in _UPPER_ONE:
        q, p = _q_prime(tok, tokp, [col_i, other], [1, 9], 0, lab)
        assert p == 0.0 and q >= 1.8 - 1e-12 and q > upper(p), display


def test_eqE16_E19_v_coefficients_by_autograd() -> None:
    """(E.16)/(E.19): the Chapter 6 model at its initialisation, one batch; for context tokens p_j^n of label q (resp.
    -q) the coefficients V_i of (E.14) are recovered from autograd's dl/dW_V p_j by least squares on the rows W_O(i) (m <= D here, the rows independent), and
    some pair i in U_n, j in W_n (resp. i in W_n, j in U_n for p_j = (mu_j; -q)) has -V_i > V_j/(beta^2 + 1)."""
    import torch

    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, hinge, init_model, make_prompts, patterns

    found = {1.0: False, -1.0: False}
    for seed in range(40):
        cfg = ICLConfig(M1=3, M2=2, dy=2, m=6, beta=1.5, alpha=0.5, l_tr=4, delta=0.1)
        g = generator(seed)
        model = init_model(cfg, g)
        ctx, pq, z, _ = make_prompts(cfg, 4, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
        model.WV.requires_grad_(True)
        model.WV.grad = None
        hinge(model, ctx, pq, z).backward()
        G = model.WV.grad.detach().numpy()
        O = model.WO.detach().numpy()
        a = model.a.detach().numpy()
        dx = cfg.dx
        with torch.no_grad():
            at = model.attn(ctx, pq)
            Vn = (torch.matmul(at[:, None, :], ctx)[:, 0] @ model.WV.T).numpy()
        _, _, q = patterns(cfg)
        C = ctx.numpy()
        for label in (1.0, -1.0):
            for n in range(4):
                base = (O[:, :dx] @ Vn[n, :dx] > 0) & (O[:, dx:] @ Vn[n, dx:] > 0)
                W, U = base & (a > 0), base & (a < 0)
                I, J = (U, W) if label > 0 else (W, U)
                for pj in C[n][label * (C[n][:, dx:] @ q.numpy()) > 0]:  # context tokens p_j^n of that label
                    coef, *_ = np.linalg.lstsq(O.T, G @ pj, rcond=None)  # G p_j = sum_i V_i W_O(i)
                    assert np.allclose(O.T @ coef, G @ pj, atol=1e-12)
                    if I.any() and J.any() and (-coef[I]).max() > coef[J].min() / (cfg.beta**2 + 1) + 1e-9:
                        found[label] = True
        if all(found.values()):
            break
    assert found[1.0] and found[-1.0]


def test_eqE17_E20_v_outside_lucky_sets_does_not_decay() -> None:
    """(E.17)/(E.20): the Chapter 6 model at its initialisation (M1 = 3, M2 = 2, d_Y = 2, m = 6, beta = 3, delta = 0.2):
    the coefficients V_i of (E.14) recovered from autograd's dl/dW_V p_j (least squares on the rows W_O(i)); the largest
    |V_i| a outside W_n u U_n does not shrink like sqrt(log B / B): from B = 400 to B = 40000 the ratio to
    sqrt(log B / B) grows by more than 3 (it would stay bounded under the printed bound)."""
    import math

    import torch

    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, hinge, init_model, make_prompts, patterns

    def worst(B: int, label: float, seed: int) -> float:
        cfg = ICLConfig(M1=3, M2=2, dy=2, m=6, beta=3.0, alpha=0.5, l_tr=6, delta=0.2)
        g = generator(seed)
        model = init_model(cfg, g)
        ctx, pq, z, _ = make_prompts(cfg, B, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
        model.WV.requires_grad_(True)
        hinge(model, ctx, pq, z).backward()
        G, O = model.WV.grad.detach().numpy(), model.WO.detach().numpy()
        mu, _, q = patterns(cfg)
        pj = np.concatenate([mu[0].numpy(), label * q.numpy()])
        coef, *_ = np.linalg.lstsq(O.T, G @ pj, rcond=None)
        assert np.allclose(O.T @ coef, G @ pj, atol=1e-12)
        with torch.no_grad():
            at = model.attn(ctx, pq)
            v0 = (at[0] @ ctx[0] @ model.WV.T).numpy()
        dx = cfg.dx
        out = ~((O[:, :dx] @ v0[:dx] > 0) & (O[:, dx:] @ v0[dx:] > 0))
        return float(np.abs(coef[out]).max()) * cfg.m if out.any() else 0.0

    grew = {1.0: 0, -1.0: 0}
    for label in (1.0, -1.0):
        for seed in (3, 4, 5):
            small, large = worst(400, label, seed), worst(40000, label, seed)
            r_small = small / math.sqrt(math.log(400) / 400)
            r_large = large / math.sqrt(math.log(40000) / 40000)
            grew[label] += int(r_large > 3 * r_small and large > 0.02)
    assert grew[1.0] >= 1 and grew[-1.0] >= 1
