"""thesis, Chapters 2-3 and Appendices A-B, round 14 (helper thesisAB).

- Theorem 1 (2.10), L576-L599, as a uniform hidden-constant check (issue 31): lhs = T*(eta), the first SGD step of
  Algorithm 3 with zero training hinge (necessary for zero population risk), shape eta^{-3/5} alpha*^{-1}, path eta ->
  0 over 2.8 decades. The path needs ~1.4e4 sequential SGD steps at its smallest eta; they run in ``vit_tstar_np``, a
  numpy transcription of ``thmcheck.models.vit.train_sgd`` (same data, init and mini-batch stream; the hand-written
  gradient is checked against autograd, and T* against train_sgd, in ``tests/test_thesis_r14_thesisAB.py``), ~15x
  faster than the torch loop on this tiny model (which is overhead-bound).

Bounds in ``thmcheck.bounds.thesis.r14_thesisAB``; own checks in ``tests/test_thesis_r14_thesisAB.py``.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []


# ================= a numpy transcription of Algorithm 3 (thmcheck.models.vit.train_sgd) for long runs

def vit_forward_np(X: np.ndarray, WQ: np.ndarray, WK: np.ndarray, WV: np.ndarray, WO: np.ndarray,
                   A: np.ndarray) -> tuple[np.ndarray, tuple]:
    """(2.1) as thmcheck.models.vit.forward: X (n, L, d) -> F (n,), with the intermediates of the backward pass."""
    K = X @ WK.T                                       # (n, s, e): W_K x_s
    Q = X @ WQ.T                                       # (n, l, e): W_Q x_l
    S = K @ Q.transpose(0, 2, 1)                       # (n, s, l)
    S = S - S.max(axis=1, keepdims=True)
    E = np.exp(S)
    att = E / E.sum(axis=1, keepdims=True)             # softmax over the keys s
    V = X @ WV.T                                       # (n, s, m_a)
    out = att.transpose(0, 2, 1) @ V                   # (n, l, m_a)
    pre = out @ WO.T                                   # (n, l, m)
    L = X.shape[1]
    F = (np.maximum(pre, 0.0) * A[None, :L]).sum(-1).mean(1)
    return F, (K, Q, att, V, out, pre)


def vit_hinge_grads_np(X: np.ndarray, y: np.ndarray, WQ: np.ndarray, WK: np.ndarray, WV: np.ndarray,
                       WO: np.ndarray, A: np.ndarray) -> tuple[float, tuple]:
    """The mean hinge max(1 - y F, 0) over the rows of X and its gradient in (W_Q, W_K, W_V, W_O), by hand."""
    n, L, _ = X.shape
    F, (K, Q, att, V, out, pre) = vit_forward_np(X, WQ, WK, WV, WO, A)
    h = 1.0 - y * F
    gF = np.where(h > 0, -y, 0.0) / n                  # d loss / d F_n
    dpre = (gF[:, None, None] * A[None, :L] / L) * (pre > 0)
    dWO = dpre.reshape(-1, dpre.shape[-1]).T @ out.reshape(-1, out.shape[-1])
    dout = dpre @ WO                                   # (n, l, m_a)
    datt = V @ dout.transpose(0, 2, 1)                 # (n, s, l)
    dV = att @ dout                                    # (n, s, m_a)
    Xf = X.reshape(-1, X.shape[-1])
    dWV = dV.reshape(-1, dV.shape[-1]).T @ Xf
    dS = att * (datt - (att * datt).sum(axis=1, keepdims=True))
    dK = dS @ Q                                        # (n, s, e)
    dQ = dS.transpose(0, 2, 1) @ K                     # (n, l, e)
    dWK = dK.reshape(-1, dK.shape[-1]).T @ Xf
    dWQ = dQ.reshape(-1, dQ.shape[-1]).T @ Xf
    return float(np.maximum(h, 0.0).mean()), (dWQ, dWK, dWV, dWO)


def vit_tstar_np(X: np.ndarray, y: np.ndarray, params: tuple, eta: float, B: int, T_max: int, gen,  # noqa: ANN001
                 check_every: int = 32) -> int:
    """thmcheck.models.vit.train_sgd(..., stop_at_zero=True) in numpy: the first t at which the hinge of every training
    sample is 0 (T_max if none), mini-batch indices drawn from the same torch generator in the same order, plain SGD
    p <- p - eta grad on the batch-mean hinge. ``params`` = (W_Q, W_K, W_V, W_O, A) as float64 arrays (copied).
    The all-zero test runs every ``check_every`` steps; once it passes, the last block is replayed from its saved start
    (parameters and generator state) with a test before every step, so the returned t is exactly train_sgd's: a zero
    training hinge stops every later update (each mini-batch gradient is 0), so 'zero at t' holds from T* on."""
    import torch

    WQ, WK, WV, WO = (np.array(p, dtype=np.float64) for p in params[:4])
    A = np.asarray(params[4], dtype=np.float64)
    N = X.shape[0]

    def zero(W: tuple) -> bool:
        return float((1.0 - y * vit_forward_np(X, *W, A)[0]).max()) <= 0.0

    def step(W: tuple) -> None:
        idx = torch.randint(0, N, (B,), generator=gen).numpy()
        grads = vit_hinge_grads_np(X[idx], y[idx], *W, A)[1]
        for Wi, gi in zip(W, grads, strict=True):
            Wi -= eta * gi

    W = (WQ, WK, WV, WO)
    t = 0
    while t < T_max:
        if zero(W):
            return t
        snap, state, t0 = tuple(w.copy() for w in W), gen.get_state(), t
        for _ in range(min(check_every, T_max - t)):
            step(W)
            t += 1
        if t < T_max and not zero(W):
            continue
        W = snap                                        # replay the block with a test before every step
        gen.set_state(state)
        for t in range(t0, t0 + check_every):
            if t >= T_max or zero(W):
                return min(t, T_max)
            step(W)
        return min(t0 + check_every, T_max)
    return T_max


# ================= Theorem 1 (2.10), L576-L599: T* against eta^{-3/5} alpha*^{-1}, uniform (the claim is in ch2_vit)

THM1_ETA_PATH = (1.6, 0.4, 0.1, 0.025, 0.003)
THM1_A_STARS = (3 / 12, 4 / 12, 6 / 12, 8 / 12, 10 / 12)


def thm1_strategy() -> st.SearchStrategy:
    """Section 2.4.1's setting (d = m_a = m_b = 8, M = 5 patterns, |S^n| = 12 tokens, one confusion token: alpha_# =
    1/12, token noise c0 = 0.01): alpha* in {3, 4, 6, 8, 10}/12 (atom 6/12), init errors sigma in [0.05, 0.3], delta in
    [0.05, 0.45] (W_V, W_K, W_Q normalised to spectral norm <= 1, Assumption 2.3.1), N in {40, 80, 160}, B in {8, 16},
    m in {128, 256} (>= M^2 ln N), eta log-uniform on [0.02, 1.6] (atom 0.2)."""
    return st.fixed_dictionaries({
        "seed": SEEDS,
        "a_star": st.one_of(st.just(6 / 12), st.sampled_from(THM1_A_STARS)),
        "sigma": st.floats(0.05, 0.3), "delta": st.floats(0.05, 0.45),
        "N": st.sampled_from([40, 80, 160]), "B": st.sampled_from([8, 16]), "m": st.sampled_from([128, 256]),
        "eta": st.one_of(st.just(0.2), log_uniform(0.02, 1.6))})


def thm1_cap(eta: float) -> int:
    """The step cap of one run: 400/eta + 1000 (T* ~ 43/eta in every run seen)."""
    return int(400.0 / eta) + 1000


def thm1_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Algorithm 3 on the Section 2.4.1 data (thmcheck.models.vit.make_data / init_params, normalised init, W_O entries
    N(0, 0.01^2)), run by vit_tstar_np until every training sample has zero hinge: lhs = that first step T* (zero
    training hinge is necessary for zero population risk: the noise density is positive around every training
    sample and the hinge is continuous). Quantities eta, alpha* (the sample's fraction of label-relevant tokens);
    terms: the measured Assumption 2.3.1 errors, tau (the largest token-noise norm), alpha_#, eta T*."""
    import torch

    from thmcheck.models import vit as VIT

    d, M, L, c0 = 8, 5, 12, 0.01
    N, Bn, m, eta = int(inst["N"]), int(inst["B"]), int(inst["m"]), float(inst["eta"])
    g = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    X, P, y = VIT.make_data(N, L, float(inst["a_star"]), 1.0 / L, d, M, c0, g)
    p = VIT.init_params(d, m, L, float(inst["sigma"]), float(inst["delta"]), 0.01, g, normalize=True)
    a231 = VIT.assumption_231(p, M)
    tau = float((X - torch.eye(d, dtype=X.dtype)[P]).norm(dim=-1).max())
    a_star = float((P == torch.where(y[:, None] == 1, 0, 1)).sum(1).to(torch.float64).mean()) / L
    a_conf = float((P == torch.where(y[:, None] == 1, 1, 0)).sum(1).to(torch.float64).mean()) / L
    cap = thm1_cap(eta)
    with VIT.single_thread():
        T = vit_tstar_np(X.numpy(), y.numpy(), tuple(t.detach().numpy() for t in (p.WQ, p.WK, p.WV, p.WO, p.A)),
                         eta, Bn, cap, g)
    if T >= cap:
        raise SolverFailure(f"no zero training hinge within {cap} steps at eta = {eta:g} (a run's cap, or SGD "
                            "diverging at a large step)")
    return Measurement(float(T), {"eta": eta, "a_star": a_star},
                       {"eta_T_star": eta * T, "delta_meas": a231["delta"], "sigma_meas": a231["sigma"],
                        "norm_max": a231["norm_max"], "tau": tau, "a_conf": a_conf, "N": N, "B": Bn, "m": m,
                        "m_minus_M2lnN": m - M ** 2 * float(np.log(N))})


def thm1_move_eta(inst: dict, t: float) -> dict:
    return {**inst, "eta": float(t)}
