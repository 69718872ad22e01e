"""Round 30 (factrecall, helper discFR4): Corollary 2's quantized construction (L580-L598).

W~ = round(W, eps) entrywise to the nearest multiple of eps, W = sum_x u_{f*(x)} e_x^T (Theorem 1's construction, L587),
eps = 1/(8d + 1) < 1/(8d) (L591); each weight then takes log2(2N/eps) bits (L598). The success probability of the
argmax event (21) is bounded from above as in ``construction_success_upper`` (the image outputs compared explicitly,
the M - N outputs outside the image integrated out by the sphere tail), with g_x = W~ e_x.
"""

from __future__ import annotations

import numpy as np

from thmcheck.models.factrecall.sec3_appB_memories import capacity_upper, sphere_tail


def cor2_eps(d: int) -> float:
    """The proof's grid: eps < 1/(8d) (L591); 1/(8d + 1)."""
    return 1.0 / (8 * d + 1)


def quantized_success_upper(N: int, d: int, M: int, seed: int) -> float:
    """An upper bound on P(argmax_y u_y^T W~ e_x = f*(x) = x for all x in [N]) given one draw of e_x, u_1..u_N
    (uniform on S^{d-1}); M - N further outputs integrated out (numpy, float64)."""
    rng = np.random.default_rng(seed)
    E = rng.standard_normal((N, d))
    E /= np.linalg.norm(E, axis=1, keepdims=True)
    U = rng.standard_normal((N, d))
    U /= np.linalg.norm(U, axis=1, keepdims=True)
    eps = cor2_eps(d)
    Wq = np.round((U.T @ E) / eps) * eps  # W~ (d x d), W = sum_x u_x e_x^T = U^T E
    G = E @ Wq.T  # row x: g_x = W~ e_x
    logits = G @ U.T
    m = np.diag(logits).copy()
    np.fill_diagonal(logits, -np.inf)
    if N > 1 and bool((logits.max(1) >= m).any()):
        return 0.0
    if M <= N:
        return 1.0
    if d == 1:
        return 0.0 if bool((m <= np.abs(G[:, 0])).any()) else 1.0
    norms = np.linalg.norm(G, axis=1)
    if bool((norms == 0).any()):
        return 0.0
    p = float(sphere_tail(m / norms, d).max())
    return float(np.exp((M - N) * np.log1p(-p))) if p < 1 else 0.0


def quantized_capacity_upper(d: int, M: int | None, M_over_N: float, draws: int, seed: int) -> int:
    """:func:`capacity_upper` (the one-step construction's search) of :func:`quantized_success_upper`."""
    return capacity_upper(quantized_success_upper, d, M, M_over_N, draws, seed)
