"""Independent re-checks of the K-level probes of LPCERTIFY (Chen & Li, Eq. (102), Section 6.5).

K = {Theta : ||Theta||_F <= R, G vec(Theta) <= h} with the slab rows G = [A_t; -A_t], h = [s_t + 7 eps; -s_t + 7 eps]
(``thmcheck.models.chenli.sec6_2_lpcertify.Body.rows``). The probes (``Body.min_norm``, ``Body.support``, ``Body.contains``)
answer through cvxpy / numpy; this module re-derives a certificate for each answer from first principles, sharing no
code with ``thmcheck.models.lpcert`` (its residual, dual-bound and Farkas checks are not used):

* a primal point is made exactly feasible by moving it towards an interior point c of K (a head: Lemma 6.14 puts its
  eps/(2d)-ball inside K): x_lam = (1 - lam) x + lam c with the smallest lam that repairs every slab and the ball
  (convexity), then membership of x_lam is decided EXACTLY in rationals (the A_t are integer, floats are dyadic);
* weak duality with the clipped multipliers y+ = max(y, 0) bounds the optimum from the other side:
  support: h_K(U) <= h^T y+ + R ||U - G^T y+|| (for any y+ >= 0: <U, x> = <U - G^T y+, x> + <y+, G x> over K);
  min-norm: ||x|| >= -h^T y+ / ||G^T y+|| for every x with G x <= h (Cauchy-Schwarz; the ball only shrinks K).

The certified gap (dual side minus exactly-feasible primal side) is what the claims bound. numpy + fractions only.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np


def _fr(v: float) -> Fraction:
    return Fraction(float(v))


def exact_slack(G: np.ndarray, h: np.ndarray, R: float, x: np.ndarray) -> tuple[Fraction, Fraction]:
    """(max_t (G x - h)_t, ||x||^2 - R^2), both exact in rationals (the float inputs read as the dyadics they are).

    Every float is m 2^e, so one power of two D clears all denominators of x, h and R; with integer slab rows
    (A_t = X_1^T (X_2 - X_3) has entries in {-2, 0, 2}) the slab values are exact Python integers over D."""
    vals = [_fr(v) for v in (*x, *h, R)]
    D = max(v.denominator for v in vals)
    xi = np.array([int(v * D) for v in vals[: len(x)]], dtype=object)
    hi = [int(v * D) for v in vals[len(x): len(x) + len(h)]]
    Rf = vals[-1]
    if len(G) and np.all(G == np.round(G)):
        Gi = np.asarray(G, dtype=np.int64).astype(object)
        worst = max(Fraction(int(gx) - hv, D) for gx, hv in zip(Gi.dot(xi), hi, strict=True))
    elif len(G):
        xf = [Fraction(int(v), D) for v in xi]
        worst = max(sum((_fr(gv) * xv for gv, xv in zip(g, xf, strict=True) if gv != 0), -_fr(hv))
                    for g, hv in zip(G, h, strict=True))
    else:
        worst = Fraction(-1)
    return worst, Fraction(int(xi.dot(xi)), D * D) - Rf * Rf


def exact_member(G: np.ndarray, h: np.ndarray, R: float, x: np.ndarray) -> bool:
    """Whether x lies in K, decided exactly."""
    s, b = exact_slack(G, h, R, x)
    return (len(G) == 0 or s <= 0) and b <= 0


def repair(G: np.ndarray, h: np.ndarray, R: float, x: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, float]:
    """Move x towards the interior point c until every slab and the ball hold (returns x_lam and lam); lam = 1 when
    c itself is needed. The result is re-checked exactly by the callers (a float rounding can leave 1e-16 outside,
    hence the 1e-12 safety margin on lam)."""
    lam = 0.0
    if len(G):
        vx, vc = G @ x - h, G @ c - h
        bad = vx > 0
        if np.any(bad):
            lam = max(lam, float(np.max(vx[bad] / (vx[bad] - vc[bad]))))
    nx, nc = float(np.linalg.norm(x)), float(np.linalg.norm(c))
    if nx > R:
        lam = max(lam, (nx - R) / (nx - nc))
    lam = min(1.0, lam * (1 + 1e-9) + 1e-12) if lam > 0 else 0.0
    return (1 - lam) * x + lam * c, lam


def _feasible(G: np.ndarray, h: np.ndarray, R: float, x: np.ndarray, c: np.ndarray) -> tuple[np.ndarray, float, bool]:
    xr, lam = repair(G, h, R, x, c)
    ok = exact_member(G, h, R, xr)
    if not ok:  # fall back to the interior point itself (exactly checked too)
        xr, lam, ok = c.copy(), 1.0, exact_member(G, h, R, c)
    return xr, lam, ok


def support_certificate(G: np.ndarray, h: np.ndarray, R: float, U: np.ndarray, x: np.ndarray, y: np.ndarray,
                        c: np.ndarray) -> dict:
    """Certified interval [lo, hi] for h_K(U) = max_{x in K} <U, x> from a probe's primal point x and slab
    multipliers y: lo = <U, x_lam> (x_lam exactly in K), hi = h^T y+ + R ||U - G^T y+||."""
    xr, lam, ok = _feasible(G, h, R, x, c)
    yp = np.maximum(np.asarray(y, float), 0.0) if len(G) else np.zeros(0)
    lo = float(U @ xr) if ok else -np.inf
    hi = float(h @ yp + R * np.linalg.norm(U - G.T @ yp)) if len(G) else float(R * np.linalg.norm(U))
    return {"lo": lo, "hi": hi, "gap": hi - lo, "lam": lam, "primal_in_K": ok,
            "neg_dual_mass": float(np.sum(np.minimum(np.asarray(y, float), 0.0))) if len(G) else 0.0}


def min_norm_certificate(G: np.ndarray, h: np.ndarray, R: float, x: np.ndarray, y: np.ndarray,
                         c: np.ndarray) -> dict:
    """Certified interval [lo, hi] for min_{x in K} ||x||: hi = ||x_lam|| (x_lam exactly in K), lo = max(0, -h^T y+)
    / ||G^T y+|| (0 when G^T y+ = 0)."""
    xr, lam, ok = _feasible(G, h, R, x, c)
    hi = float(np.linalg.norm(xr)) if ok else np.inf
    lo = 0.0
    if len(G):
        yp = np.maximum(np.asarray(y, float), 0.0)
        g = float(np.linalg.norm(G.T @ yp))
        if g > 0:
            lo = max(0.0, float(-h @ yp) / g)
    return {"lo": lo, "hi": hi, "gap": hi - lo, "lam": lam, "primal_in_K": ok}
