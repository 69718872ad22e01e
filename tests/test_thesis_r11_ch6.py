"""Second path for thesis.ch6.theorem6.3.3 and thesis.ch6.cor6.4.3 (round 11, helper ch6): the test prompts of
Theorem 6.3.3 need only an alpha'/2 fraction of same-pattern contexts with l_ts >= 1/alpha' (L1794, (6.9)). One
matching context among l_ts (alpha' = 2/l_ts) is admissible, and any finite trained model gives it an attention mass
that tends to 0 as l_ts grows: the leakage 1 - sum_{N_*} attn tends to 1 and the prediction follows the distractors.

The measurement is our own numpy from the weights of (6.2) (L1697): softmax_i((W_K p_i)^T W_Q p_query) over the
contexts, F = a^T Relu(W_O sum_i W_V p_i attn_i), the hinge max(0, 1 - z F); the prompts are built here from Sec.
6.2's data model (x = mu_j + kappa nu_k, kappa ~ U(-K, K), labels embedded as +-q). Only the training run comes from
the repository's model (thmcheck.models.icl); nothing of the claims' measure (make_prompts, evaluate) is used."""

from __future__ import annotations

import math

import mpmath
import numpy as np

from thmcheck.models import icl as ICL


def test_single_context_mass_vanishes_for_finite_logits() -> None:
    """The pure argument: finite logits s1 (the matching context) and s2 (each of the l - 1 others) give the mass
    e^{s1} / (e^{s1} + (l - 1) e^{s2}), which is below any eps once l > 1 + e^{s1 - s2} (1/eps - 1): it tends to 0
    for every model, whatever its (finite) training made of s1 - s2 (40 digits)."""
    mpmath.mp.dps = 40
    for s1, s2 in [(0.0, 0.0), (5.0, -5.0), (30.0, 0.0), (2.5, 1.0)]:
        masses = []
        for k in range(1, 30):
            lval = mpmath.mpf(10) ** k
            masses.append(mpmath.e ** s1 / (mpmath.e ** s1 + (lval - 1) * mpmath.e ** s2))
        assert all(b < a for a, b in zip(masses, masses[1:], strict=False))
        assert masses[-1] < mpmath.mpf("1e-10")
        for eps in (mpmath.mpf("0.1"), mpmath.mpf("1e-3")):
            lstar = 1 + mpmath.e ** (s1 - s2) * (1 / eps - 1)
            lval = mpmath.ceil(lstar) + 1
            assert mpmath.e ** s1 / (mpmath.e ** s1 + (lval - 1) * mpmath.e ** s2) < eps


def _weights(M1: int, seed: int) -> dict[str, np.ndarray]:
    """A trained model of the tied path (M2 = 4 M1; m, B, l_tr by (6.9); T = 60 M1 sqrt(ln M1) by (6.10)), its weights
    as numpy arrays."""
    from thmcheck.checks.papers.thesis.r9_thesisH import scaled_cfg

    base = scaled_cfg(M1, seed)
    cfg = ICL.ICLConfig(M1=base.M1, M2=base.M2, m=base.m, B=base.B, l_tr=base.l_tr,
                        T=math.ceil(60.0 * M1 * math.sqrt(math.log(M1))), seed=seed)
    model = ICL.trained(cfg, "cpu")
    w = {k: getattr(model, k).detach().cpu().numpy().astype(np.float64) for k in ("WQ", "WK", "WV", "WO", "a")}
    w.update(M1=cfg.M1, M2=cfg.M2, dy=cfg.dy, beta=cfg.beta, K=cfg.K)
    return w


def _one_match_prompts(w: dict, n: int, l_ts: int, rng: np.random.Generator) -> tuple[np.ndarray, ...]:
    """n prompts of task (a, b) (a != b uniform): query pattern mu_a (z = +1) or mu_b (z = -1) with probability 1/2;
    ONE context of the query's pattern at a random position, the l_ts - 1 others of the opposite decisive pattern,
    each context labelled by the task (mu_a -> +q, mu_b -> -q)."""
    M1, M2, dy, beta, K = w["M1"], w["M2"], w["dy"], w["beta"], w["K"]
    dx = M1 + M2
    a = rng.integers(M1, size=n)
    b = (a + rng.integers(1, M1, size=n)) % M1
    z = np.where(rng.random(n) < 0.5, 1.0, -1.0)
    qpat = np.where(z > 0, a, b)
    opat = np.where(z > 0, b, a)
    cpat = np.repeat(opat[:, None], l_ts, axis=1)
    pos = rng.integers(l_ts, size=n)
    cpat[np.arange(n), pos] = qpat
    lab = np.where(cpat == a[:, None], 1.0, -1.0)

    def tokens(pat: np.ndarray) -> np.ndarray:
        x = np.zeros((*pat.shape, dx))
        np.put_along_axis(x, pat[..., None], beta, axis=-1)
        k = rng.integers(M2, size=pat.shape)
        kappa = rng.uniform(-K, K, size=pat.shape)
        np.put_along_axis(x, (M1 + k)[..., None], (kappa * beta)[..., None], axis=-1)
        return x

    ctx = np.concatenate([tokens(cpat), np.zeros((n, l_ts, dy))], -1)
    ctx[..., dx] = lab  # q = e_1 of the label block
    pq = np.concatenate([tokens(qpat), np.zeros((n, dy))], -1)
    return ctx, pq, z, cpat == qpat[:, None]


def _leak_hinge(w: dict, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray, same: np.ndarray) -> tuple[float, float]:
    """1 - mean attention mass on the same-pattern contexts and the mean hinge, from (6.2) in numpy."""
    keys = ctx @ w["WK"].T  # (n, l, ma): W_K p_i
    qry = pq @ w["WQ"].T  # (n, ma): W_Q p_query
    s = np.einsum("nlk,nk->nl", keys, qry)
    s -= s.max(1, keepdims=True)
    att = np.exp(s)
    att /= att.sum(1, keepdims=True)
    val = np.einsum("nl,nld->nd", att, ctx @ w["WV"].T)  # sum_i attn_i W_V p_i
    F = np.maximum(val @ w["WO"].T, 0.0) @ w["a"]
    return float(1 - (att * same).sum(1).mean()), float(np.maximum(1 - z * F, 0.0).mean())


def test_trained_model_leakage_rises_with_l_ts() -> None:
    """From trained weights (M1 = 4 and 6, seed 0), 300 prompts per length: the attention mass on the single matching
    context falls towards 0 and the leakage and the hinge rise along l_ts = 10, 100, 1000 (alpha' = 0.2, 0.02, 0.002,
    l_ts >= 1/alpha' kept); at l_ts = 1000 the leakage exceeds 0.5 and the hinge exceeds 0.5, while Theorem 6.3.3's
    O(eps) and (6.20)'s Theta(M1^{-C}) do not involve alpha'."""
    for M1 in (4, 6):
        w = _weights(M1, 0)
        rng = np.random.default_rng(7)
        res = [_leak_hinge(w, *_one_match_prompts(w, 300, lt, rng)) for lt in (10, 100, 1000)]
        leaks, hinges = [r[0] for r in res], [r[1] for r in res]
        assert leaks[0] < leaks[1] < leaks[2], (M1, leaks)
        assert hinges[0] < hinges[1] < hinges[2], (M1, hinges)
        assert leaks[2] > 0.5 and hinges[2] > 0.5, (M1, leaks, hinges)
