"""Chapter 7 of the thesis at l_tr = l_ts = infinity for a general test task (round 27, helper literalTb).

:func:`thmcheck.models.cot_inf.cot_limit` evaluates the structured tasks of round 20 (f_k = shift by k in a cyclic
order, errors g_k = shift by k + c_k): none of their steps has a fixed point, nor has any of their errors.
Theorem 4 (L2179-L2187) is printed for every testing task f = f_K o ... o f_1 in T' (L2104), and Example 1 (L2131)
uses f_1 = identity. :func:`cot_limit_tasks` is the same l_ts = infinity vote for any step functions ``fs`` and
transition matrices ``As`` (7.12); :func:`identity_step_task` builds the task with f_1 = identity used by
thesis.ch7.theorem4-identity-step.
"""

from __future__ import annotations

import numpy as np

from thmcheck.models.cot import CoTConfig


def identity_step_task(p1: float, p_rest: float, Mp: int, K: int, perm: np.ndarray
                       ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """f_1 = identity on the M' TSR patterns (Example 1's f_1), f_k = shift by k in the cyclic order ``perm`` for
    k >= 2; step 1 errs to shift by 1 with probability 1 - p1, step k >= 2 to shift by k + 1 with probability
    1 - p_rest. Returns (fs, As): fs[k] the index map of f_{k+1}, As[k] the M' x M' transition matrix A_{k+1} (7.12)."""
    inv = np.argsort(perm)

    def shift(s: int) -> np.ndarray:
        return perm[(inv + s) % Mp]

    fs = [np.arange(Mp)] + [shift(k) for k in range(2, K + 1)]
    errs = [shift(1)] + [shift(k + 1) for k in range(2, K + 1)]
    As = []
    for f, g, p in zip(fs, errs, [p1] + [p_rest] * (K - 1), strict=True):
        A = np.zeros((Mp, Mp))
        A[np.arange(Mp), f] += p
        A[np.arange(Mp), g] += 1 - p
        As.append(A)
    return fs, As


def cot_limit_tasks(W: np.ndarray, U: np.ndarray, cfg: CoTConfig, fs: list[np.ndarray], As: list[np.ndarray],
                    ap: float) -> dict[str, float]:
    """CoT (Algorithm 4, greedy decoding over the clean TSR patterns) at l_ts = infinity for every query q0 in [M'],
    for the task (fs, As): the context chain x_0 = q0 w.p. alpha' (uniform over the other M' - 1 otherwise),
    x_k ~ A_k(x_{k-1}, .); the step-j columns of type (a, b) have weight P(x_{j-1} = a, x_j = b) / K, and the
    attention output is the ratio of expectations over the column types (as :func:`thmcheck.models.cot_inf.cot_limit`).

    Returns ``cot_err`` (share of wrong steps over the M' queries x K steps, (7.7)), ``margin`` (least, over the
    steps decoded from a correct prefix, of log vote(true output) - log max other vote: < 0 is a strict wrong vote,
    the same for every large enough finite l_ts), ``wrong_first`` (queries whose first step is wrong)."""
    d, K, Mp = cfg.d, cfg.K, cfg.Mp
    mup = U @ np.eye(d)[: cfg.M]
    wrong, wrong_first, margin = 0, 0, np.inf
    for q0 in range(Mp):
        dist = np.full(Mp, (1 - ap) / (Mp - 1))
        dist[q0] = ap
        J = []
        for k in range(K):
            J.append(dist[:, None] * As[k])
            dist = dist @ As[k]
        truth = [q0]
        for f in fs:
            truth.append(int(f[truth[-1]]))
        v, ok = q0, True
        for k in range(1, K + 1):
            Wq = W @ np.concatenate([mup[v], np.zeros(d), np.eye(K)[k - 1]])
            sa, sb, sk = mup @ Wq[:d], mup @ Wq[d: 2 * d], Wq[2 * d:]
            with np.errstate(divide="ignore"):
                lw = np.stack([np.log(J[j]) + sa[:, None] + sb[None, :] + sk[j] for j in range(K)])
            w = np.exp(lw - lw.max())
            vote = w.sum((0, 1))
            vk = int(np.argmax(vote))
            if ok:
                lv = np.log(np.maximum(vote, 1e-300))
                margin = min(margin, float(lv[truth[k]] - np.delete(lv, truth[k]).max()))
            wrong += vk != truth[k]
            wrong_first += int(k == 1 and vk != truth[k])
            ok = ok and vk == truth[k]
            v = vk
    return {"cot_err": wrong / (Mp * K), "margin": margin, "wrong_first": wrong_first}


def out_in_diagonal(W: np.ndarray, U: np.ndarray, cfg: CoTConfig) -> float:
    """Mean over the TSR patterns of mu'_j^T W[out, in] mu'_j: the score a context column whose output is the query's
    input pattern gets over one whose output is another pattern (0 for the idealised trained W of App. F)."""
    d, M = cfg.d, cfg.M
    mup = U @ np.eye(d)[:M]
    return float(np.mean(np.diag(mup @ W[d: 2 * d, :d] @ mup.T)))


def identity_composite_task(p1: float, p_rest: float, Mp: int, perm: np.ndarray
                            ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """K = 3 steps whose composition is the identity: f_1 = identity, f_2 = shift by 2, f_3 = shift by -2 in the
    cyclic order ``perm``; step 1 errs to shift by 1 (probability 1 - p1), steps 2, 3 to shift by 5, 4
    (probability 1 - p_rest). Returns (fs, As) as :func:`identity_step_task`."""
    inv = np.argsort(perm)

    def shift(s: int) -> np.ndarray:
        return perm[(inv + s) % Mp]

    fs = [np.arange(Mp), shift(2), shift(-2)]
    errs = [shift(1), shift(5), shift(4)]
    As = []
    for f, g, p in zip(fs, errs, [p1, p_rest, p_rest], strict=True):
        A = np.zeros((Mp, Mp))
        A[np.arange(Mp), f] += p
        A[np.arange(Mp), g] += 1 - p
        As.append(A)
    return fs, As


def k_step_quantities(fs: list[np.ndarray], As: list[np.ndarray]) -> dict[str, float]:
    """B^f = prod A_k, Condition 7.3.2 (argmax_j B(i, j) = f(i) for every i, strict), rho_o^f of (7.13) over
    j != j* (1 - second largest / largest, least over the rows) and tau_o^f of (7.18) (min_i max_j B(i, j))."""
    Bm = np.linalg.multi_dot(As) if len(As) > 1 else As[0]
    ftot = np.arange(Bm.shape[0])
    for f in fs:
        ftot = f[ftot]
    srt = np.sort(Bm, 1)
    cond = all(Bm[i, ftot[i]] > np.delete(Bm[i], ftot[i]).max() for i in range(Bm.shape[0]))
    return {"cond_732": float(cond), "rho_o": float(np.min(1 - srt[:, -2] / srt[:, -1])),
            "tau_o": float(srt[:, -1].min()), "ftot": ftot, "Bm": Bm}


def icl_limit_tasks(W: np.ndarray, U: np.ndarray, cfg: CoTConfig, fs: list[np.ndarray], As: list[np.ndarray],
                    ap: float) -> dict[str, float]:
    """ICL (7.8)-(7.9) at l_ts = infinity for the task (fs, As) (as ``icl_error_limit`` of
    thmcheck.checks.papers.thesis.r20_papers2 for the structured tasks): the context columns (x; y_K; c_1) of type
    (a, b) have weight P(x = a) B(a, b) (the zero padding columns add a zero output and leave the argmax alone);
    the output is decoded over the clean TSR patterns. Returns ``icl_err`` (share of the M' queries whose output is
    not f(q0)) and ``margin`` (least (score of f(q0) - best other score) / max |score|)."""
    d, K, Mp = cfg.d, cfg.K, cfg.Mp
    mup = U @ np.eye(d)[: cfg.M]
    kq = k_step_quantities(fs, As)
    Bm, ftot = kq["Bm"], kq["ftot"]
    ii, jj = np.meshgrid(np.arange(Mp), np.arange(Mp), indexing="ij")
    cols = np.concatenate([mup[ii.ravel()], mup[jj.ravel()], np.tile(np.eye(K)[0], (Mp * Mp, 1))], 1)
    wrong, margin = 0, np.inf
    for q0 in range(Mp):
        P = np.full(Mp, (1 - ap) / (Mp - 1))
        P[q0] = ap
        w = (P[:, None] * Bm).ravel()
        s = cols @ W @ np.concatenate([mup[q0], np.zeros(d), np.eye(K)[0]])
        a = w * np.exp(s - s.max())
        sc = mup @ (a @ cols[:, d: 2 * d])
        lab = int(ftot[q0])
        wrong += int(np.argmax(sc)) != lab
        margin = min(margin, float((sc[lab] - np.delete(sc, lab).max()) / np.abs(sc).max()))
    return {"icl_err": wrong / Mp, "margin": margin}


def self_error_task(p: float, Mp: int, perm: np.ndarray) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """K = 3 steps, each f_k = shift by 1 in the cyclic order ``perm`` (f = shift by 3), taken with probability p; the
    two errors of step 1 are shifts by -2 and 4, of step 2 by 3 and 5, of step 3 by 6 and 7 ((1 - p)/2 each), so the
    path (-2, +1, +1) returns to the input: for p in (~0.40, ~0.447) every row of B^f has its largest entry on i
    itself, not on f(i) (Condition 7.3.2 fails at every row) while every A_k keeps f_k's entry the largest (p > 1/3)."""
    inv = np.argsort(perm)

    def shift(s: int) -> np.ndarray:
        return perm[(inv + s) % Mp]

    fs, As = [], []
    q = (1 - p) / 2
    for errs in ((-2, 4), (3, 5), (6, 7)):
        A = np.zeros((Mp, Mp))
        A[np.arange(Mp), shift(1)] += p
        for e in errs:
            A[np.arange(Mp), shift(e)] += q
        fs.append(shift(1))
        As.append(A)
    return fs, As
