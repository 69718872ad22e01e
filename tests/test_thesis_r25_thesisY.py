"""Round 25 (helper thesisY): thesis.ch7.eqF.52-inf-C ((F.52) along Theorem 3's constants) and thesis.ch6.eqE.157 /
eqE.159 (settled per profile on their twin's dev path)."""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from cot_own import own_constant, own_setup, own_sgd_step  # noqa: E402  (own code shared by two second paths)


def _own_f52_deficit(T_marks: tuple[int, ...], B: int, seed: int = 7) -> dict[int, tuple[float, float]]:
    """Second path for thesis.ch7.eqF.52-inf-C, own torch/numpy code (no repository model): the one-layer model of
    (7.2) with d = 30, M = 20 TRR patterns (mu_j = e_j), M' = 10, K = 3, alpha = 0.4, xi = 0.01, trained by SGD (eta
    = 0.9, B random cyclic-order tasks a step, f_k = shift by k) on infinitely long prompts (the attention output is
    the ratio of expectations over the column types (x_{k-1}, x_k, e_k)), squared loss. At each T in T_marks: the
    deficit 1 - least attention on S_k^* over q0 in [M'] and k of (F.52)'s query (v_{k-1}; v_k) + e_k (v_k decoded
    greedily by (7.23)'s query (v_{k-1}; 0) + e_k) and of (7.23)'s query, on infinitely long test prompts of the
    structured tasks (p_c = 0.501, alpha' = 0.2, own U and cyclic order)."""
    import numpy as np
    import torch

    d, M, Mp, K, ap = 30, 20, 10, 3, 0.2
    W, g, U, As = own_setup(seed)
    Up = np.pad(U, ((0, 0), (0, d - M)))
    out: dict[int, tuple[float, float]] = {}

    def logits(Wn: np.ndarray, q: np.ndarray, J: list) -> np.ndarray:
        Wq = Wn @ q
        sa, sb = Up @ Wq[:d], Up @ Wq[d:2 * d]
        with np.errstate(divide="ignore"):
            return np.stack([np.log(J[j]) + sa[:, None] + sb[None, :] + Wq[2 * d + j] for j in range(K)])

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        for t in range(max(T_marks) + 1):
            if t in T_marks:
                Wn = W.detach().numpy()
                worst52 = worst723 = 0.0
                for q0 in range(Mp):
                    dist = np.full(Mp, (1 - ap) / (Mp - 1))
                    dist[q0] = ap
                    J = []
                    for k in range(K):
                        J.append(dist[:, None] * As[k])
                        dist = dist @ As[k]
                    v = q0
                    for k in range(1, K + 1):
                        q = np.concatenate([Up[v], np.zeros(d), np.eye(K)[k - 1]])
                        L = logits(Wn, q, J)
                        w = np.exp(L - L.max())
                        worst723 = max(worst723, 1 - w[k - 1, v].sum() / w.sum())
                        vk = int(np.argmax(w.sum((0, 1))))
                        L52 = logits(Wn, np.concatenate([Up[v], Up[vk], np.eye(K)[k - 1]]), J)
                        w52 = np.exp(L52 - L52.max())
                        worst52 = max(worst52, 1 - w52[k - 1, v].sum() / w52.sum())
                        v = vk
                out[t] = (worst52, worst723)
            if t == max(T_marks):
                break
            own_sgd_step(W, g, B)
    finally:
        torch.set_num_threads(threads)
    return out


def test_second_path_f52_constant_grows_along_T() -> None:
    """thesis.ch7.eqF.52-inf-C in own code: (F.52)'s query (v_{k-1}; v_k) + e_k keeps the deficit of (7.23)'s query
    within 0.02 and large (> 0.4 at T = 800, alpha' = 0.2, p_c = 0.501), and the Theorem 3 constant up to which the
    run is a counterexample more than doubles from T = 320 to 800 (B = 140 meets (iii) there); the claim's runs:
    0.565 -> 1.236 (and 2.20, 3.89, 8.21, 14.4 at T = 1600, 3200, 8000, 16000)."""
    dfc = _own_f52_deficit((320, 800), B=140)
    for T, (d52, d723) in dfc.items():
        assert abs(d52 - d723) < 0.02, (T, dfc)
    c = {T: own_constant(T, 140, dfc[T][0]) for T in dfc}
    assert dfc[800][0] > 0.4, dfc
    assert c[800] > 2 * c[320] and c[800] > 1.0, (dfc, c)


def test_recorded_f52_dev_path_is_violated() -> None:
    """thesis.ch7.eqF.52-inf-C's path from its ci start (p_c = 0.501, alpha' = 0.2, cyclic order 0) with dev's two
    further points (T = 8000, B = 560; T = 16000, B = 1800; recorded by this helper from models/cot_inf): the
    engine's path rule says violated; ci's four points (one decade) are potential."""
    from thmcheck.checks.engine.divergence import DivergencePath, PathPoint, judge_path
    from thmcheck.checks.papers.thesis import r25_thesisY as Y

    vals = list(Y.F52_DEV_PATH)

    def judged(pts: list) -> str:
        path = DivergencePath("T", "T", math.inf, ("T", "B"), [PathPoint(t, t, {}, v, 1.0, v) for t, v in pts])
        return judge_path(Y.F52_C, path, 20).status

    assert judged(vals) == "violated"
    assert judged(vals[:4]) == "potential"


def test_e157_e159_dev_path_is_the_twins() -> None:
    """thesis.ch6.eqE.157 / eqE.159 under dev take their twin's path points (the same instances, 64 runs, with the
    closed-form measure), under ci their own (8 autograd runs, M1 capped at 24)."""
    from thmcheck.checks.papers.thesis import r16_thesisE2 as E
    from thmcheck.checks.papers.thesis import r23_potentials2 as P
    from thmcheck.checks.profiles import _ACTIVE

    tok = _ACTIVE.set("dev")
    try:
        for t in (4, 40):
            inst = E._rows_move_path({}, t)
            assert inst.pop("mc") is True and inst == P._move({}, t)
    finally:
        _ACTIVE.reset(tok)
    tok = _ACTIVE.set("ci")
    try:
        assert E._rows_move_path({}, 40) == E._rows_move_M({}, 24)
    finally:
        _ACTIVE.reset(tok)
    assert E.E157.expect_at("ci").value == "potential" and E.E157.expect_at("dev").value == "erratum"
    assert E.E159.expect_at("ci").value == "potential" and E.E159.expect_at("dev").value == "erratum"
