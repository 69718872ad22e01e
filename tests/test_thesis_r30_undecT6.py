"""Second path for thesis.ch6.cor6.4.3-alpha-M1 (round 30, helper undecT6): Corollary 6.4.3 (6.20) read with alpha' =
Theta(1) asks the leakage 1 - sum_{N_*} attn_s <= c M1^{-C} for any C > 1, i.e. a leakage falling at least like
1/M1 along the tied trained models of (6.9)-(6.10).

Own numpy from the trained weights (the prompts, the softmax of (6.2) and the leakage are built here from Sec. 6.2's
data model, as tests/test_thesis_r11_ch6.py does; only the training run comes from thmcheck.models.icl): at alpha' =
1 (half the l_ts = 50 contexts of the query's pattern, the rest of the opposite decisive pattern) the leakage times
M1^{1.01} rises along M1 = 2 .. 6. The recorded deep-profile leakages (M1 = 2 .. 20, three training seeds, this
helper's run through the claim's measure) are re-fitted here with an own least-squares log-log fit: the exponent's
99 % interval over M1 = 6 .. 20 lies above -1, the weakest rate the printed M1^{-C}, C > 1, allows."""

from __future__ import annotations

import math

import numpy as np
from scipy import stats

from tests.test_thesis_r11_ch6 import _weights


def _half_match_prompts(w: dict, n: int, l_ts: int, k: int, rng: np.random.Generator) -> tuple[np.ndarray, ...]:
    """n prompts of task (a, b) (a != b uniform), query mu_a (z = +1) or mu_b (z = -1) w.p. 1/2; k contexts of the
    query's pattern at random positions, the l_ts - k others of the opposite decisive pattern, labelled by the task."""
    M1, M2, dy, beta, K = w["M1"], w["M2"], w["dy"], w["beta"], w["K"]
    dx = M1 + M2
    a = rng.integers(M1, size=n)
    b = (a + rng.integers(1, M1, size=n)) % M1
    z = np.where(rng.random(n) < 0.5, 1.0, -1.0)
    qpat = np.where(z > 0, a, b)
    opat = np.where(z > 0, b, a)
    cpat = np.repeat(opat[:, None], l_ts, axis=1)
    pos = np.argsort(rng.random((n, l_ts)), axis=1)[:, :k]
    np.put_along_axis(cpat, pos, qpat[:, None], axis=1)
    lab = np.where(cpat == a[:, None], 1.0, -1.0)

    def tokens(pat: np.ndarray) -> np.ndarray:
        x = np.zeros((*pat.shape, dx))
        np.put_along_axis(x, pat[..., None], beta, axis=-1)
        kk = rng.integers(M2, size=pat.shape)
        kappa = rng.uniform(-K, K, size=pat.shape)
        np.put_along_axis(x, (M1 + kk)[..., None], (kappa * beta)[..., None], axis=-1)
        return x

    ctx = np.concatenate([tokens(cpat), np.zeros((n, l_ts, dy))], -1)
    ctx[..., dx] = lab
    pq = np.concatenate([tokens(qpat), np.zeros((n, dy))], -1)
    return ctx, pq, cpat == qpat[:, None]


def _leakage(w: dict, ctx: np.ndarray, pq: np.ndarray, same: np.ndarray) -> float:
    s = np.einsum("nlk,nk->nl", ctx @ w["WK"].T, pq @ w["WQ"].T)
    s -= s.max(1, keepdims=True)
    att = np.exp(s)
    att /= att.sum(1, keepdims=True)
    return float(1 - (att * same).sum(1).mean())


def test_leakage_times_M1_rises_on_trained_models() -> None:
    """alpha' = 1, l_ts = 50 (k = 25 matching contexts), 400 prompts, M1 = 2, 3, 4, 6 (seed 0; ~1 s of training):
    leakage x M1^{1.01} rises at every step and by more than x10 from M1 = 2 to 6, where c M1^{-C} (C > 1) needs it
    bounded."""
    rng = np.random.default_rng(11)
    lk = []
    for M1 in (2, 3, 4, 6):
        w = _weights(M1, 0)
        lk.append(_leakage(w, *_half_match_prompts(w, 400, 50, 25, rng)))
    r = [x * M1**1.01 for x, M1 in zip(lk, (2, 3, 4, 6), strict=True)]
    assert all(b > a for a, b in zip(r, r[1:], strict=False)), (lk, r)
    assert r[-1] > 10 * r[0], (lk, r)


# recorded by this helper (deep profile, the claim's measure: 200 prompts x 4 repeats, eval seed 1, l_ts = 50,
# alpha' = 1): M1 -> (seed 0, seed 1, seed 2)
RECORDED = {
    2: (0.000623, 0.000983, 0.000921),
    3: (0.00204, 0.00185, 0.000806),
    4: (0.00380, 0.00465, 0.00442),
    6: (0.00651, 0.00690, 0.00662),
    8: (0.00630, 0.00605, 0.00598),
    12: (0.00520, 0.00504, 0.00522),
    16: (0.00499, 0.00498, None),
    20: (0.00473, None, None),
}


def test_leakage_exponent_in_M1_above_minus_one() -> None:
    """Own log-log least squares over the recorded leakages at M1 >= 6 (every seed a point): the exponent's 99 %
    t-interval lies above -1, so no C > 1 makes c M1^{-C} a bound along the tied path (the crossing is at most
    conditional: the sizes of (6.9)-(6.10) carry unspecified constants)."""
    x, y = [], []
    for M1, vals in RECORDED.items():
        for v in vals:
            if v is not None and M1 >= 6:
                x.append(math.log(M1))
                y.append(math.log(v))
    res = stats.linregress(x, y)
    half = float(stats.t.ppf(0.995, len(x) - 2)) * float(res.stderr)
    assert res.slope - half > -1.0, (res.slope, half)
    assert res.slope + half < 0.0, (res.slope, half)  # it does fall, only slowly
