"""Bounds of Section 5 / Appendix D of Nichani, Lee & Bietti (the linear-attention gradient flow).

Seed: ``shared/seeds/002_60f5937820eee378.txt`` (lines ``Lnnn``); catalog ``shared/claims/factrecall.md`` §3.
Each function is a pure function of named quantities (no torch); the pairing with the measurements of
``models/factrecall/sec5_appD_flow.py`` and the instance strategies is in ``checks/papers/factrecall/sec5_appD_flow.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import numpy as np

from thmcheck.bounds.num import exp, sqrt

# ------------------------------------------------------------------------------------ Lemma 4 (L995-L1038)


def lemma4_directional(W_ov: Sequence[Sequence[float]], W_kq: Sequence[float], G: Sequence[Sequence[float]],
                       v_ov: Sequence[Sequence[float]], v_kq: Sequence[float], scale: float) -> float:
    """<grad L, v> / scale with the gradient of Lemma 4:
    dL/dW_OV(a, z) = -W_KQ(z) G(a, z), dL/dW_KQ(z) = -sum_a W_OV(a, z) G(a, z),
    G(a, z) = E[C(z_{1:T}, z)(1(a = a*(z_{1:T})) - p^(a | z_{1:T}))] (deterministic identity).
    Arrays are (A, V) / (V,) nested sequences or numpy arrays."""
    Wo, Wk, Gm = np.asarray(W_ov, dtype=float), np.asarray(W_kq, dtype=float), np.asarray(G, dtype=float)
    d_ov = -Wk[None, :] * Gm
    d_kq = -(Wo * Gm).sum(0)
    return float(((np.asarray(v_ov) * d_ov).sum() + (np.asarray(v_kq) * d_kq).sum()) / scale)


# ---------------------------------------------------------------------------------- Corollary 3 (L1040-L1050)


def cor3(alpha: float) -> float:
    """W_KQ(z)(t) >= alpha for all t >= 0 and z, along gradient flow from Assumption 2 (lower bound)."""
    return alpha


# ----------------------------------------------------------------------------------- Lemma 5 (L1107-L1140)


def lemma5(alpha: float, A: int, rate: float, t: float) -> float:
    """W_KQ(z)(t) <= exp(2 rate t) alpha sqrt(|A| + 1), with rate = p(s) = sum_r p(s, r) for a subject s and
    rate = T/|N| for a noise token z (upper bound along gradient flow from Assumption 2)."""
    return exp(2 * rate * t) * alpha * sqrt(A + 1)


# ----------------------------------------------------------------------------------- Lemma 7 (L1406-L1426)


def lemma7_upper(A: float, B: float, z0: float, t: float) -> float:
    """z' <= Az + Bz^2, z >= 0, A, B > 0  =>  z(t) <= A z0 e^{At} / (A + B z0 (1 - e^{At})) (as printed)."""
    e = exp(A * t)
    return A * z0 * e / (A + B * z0 * (1 - e))


def lemma7_lower(A: float, B: float, z0: float, t: float) -> float:
    """z' >= Az - Bz^2 and z in [0, A/(2B)] on [0, T]  =>  z(t) >= A z0 e^{At} / (A + B z0 (e^{At} - 1))."""
    e = exp(A * t)
    return A * z0 * e / (A + B * z0 * (e - 1))


def lemma7(A: float, B: float, z0: float, t: float, side: int) -> float:
    """Both parts of Lemma 7 as one upper bound on a signed quantity: side = +1 bounds z(t) from above by
    :func:`lemma7_upper`; side = -1 bounds -z(t) from above by -:func:`lemma7_lower` (i.e. z(t) >= lower)."""
    return lemma7_upper(A, B, z0, t) if side > 0 else -lemma7_lower(A, B, z0, t)


def lemma7_corrected(A: float, B: float, z0: float, t: float, side: int) -> Any:
    """Lemma 7 with the upper part restricted to where the comparison solution exists,
    t < t* = log(1 + A/(B z0)) / A (denominator > 0). Beyond t* the lemma gives no bound: the largest float."""
    if side > 0 and A + B * z0 * (1 - exp(A * t)) <= 0:
        return sys.float_info.max
    return lemma7(A, B, z0, t, side)


# ------------------------------------------------------------------------------- Theorem 5 (L257-L261)


def lemma6(eps_min: float) -> float:
    """Lemma 6 (L1142-L1155): some t <= T* has sum_r p(r)^2 ||p*(.|r) - E[p^ | r in z]||^2 <= eps_min^2."""
    return eps_min**2


def thm5(delta: float) -> float:
    """For every delta > 0 there is t_delta with L(theta(t)) <= delta for all t >= t_delta (existential in
    t_delta; the check continues the flow until L <= delta, up to a stated cap, and watches it stay below)."""
    return delta


# ------------------------------------------------------------------------------- Theorem 6 (L263-L275)


def thm6_exponent() -> float:
    """H(t1(alpha)) -> 0 as alpha -> 0, read as a positive fitted exponent of H(t1(alpha)) against alpha:
    H(t1) = max over sequences of sum_a (p*(a | r) - p^(a | z))^2 at the best time t1 <= T* while every
    subject / noise weight is <= alpha^{1/2} (claims 1 and 2 together)."""
    return 0.0


# ------------------------------------------------------------------ Figure 5 (left), L289 (details L428)


def fig5_plateau(D: int) -> Any:
    """Figure 5 (left), Section 5 "Empirical Validation", L289: with S = 16, R = 4, D = 8, all weights initialised
    to 1e-5 (L428), "the loss plateaus at log D, and the model outputs the conditional distribution of a given the
    relation r". Kind: reproduction (a printed value). Returns log D (nats)."""
    import math

    return math.log(D)
