"""thesis, Apps. C-D (round 21, helper thesisCD): a floor-free measure for the readings of L7107 / L7129 inside Lemma
D.2.4's hypotheses, and App. C rows read against their covering claims.

Round 20's readings 'M grows with ||A||_inf' of ``thesis.ch5.lemmaD.2.6-L7107-inM`` (m1 >= ||A||_inf^{6/5}) and
``thesis.ch5.lemmaD.2.6-L7129-inM`` (m1 >= ||A||_inf^2) stopped at m1 = 512: round 18's measure (the W2 distance of the
Gaussian scale mixture law(r_{n,i}) to the best centred Gaussian as sqrt(E r^2 - s*^2), s* a trapezoid integral of
x Phi^{-1}(F(x)) f(x)) loses the difference of two nearly equal numbers: its relative error ~1e-6 in s*^2 is a floor
~2.2e-3 of the relative distance, and the readings need ~1.6/m1. ``mixture_w2_quantile`` computes the same minimum
without the cancellation: with p = Phi(z), W2^2(r, N(0, s^2)) = int (Q_r(Phi(z)) - s z)^2 phi(z) dz, minimised at s* =
int Q_r(Phi(z)) z phi(z) dz; Q_r(Phi(z)) is solved by Newton in log survival space (ndtr = erfc/2: relative
residual at roundoff at every node, the tails included) at the nodes of a composite Gauss-Legendre rule in z (24
panels of 16 nodes on [z0, 12], z0 where an atom of r at 0 ends; the same value to ~1e-12 relative at 48 panels for
m1 >= 64), and the squared deviation (Q - s* z)^2 is summed directly. It agrees with the old
measure where the old one is above its floor (m1 <= 64) and follows ~1.4/m1 down to m1 = 65536 (relative distance
2.15e-5 at the star's centre, D = 1e4), where the old one stays at 2.1e-3. Both readings now run with m1 up to 65536
(the scale draws cost K m1: ~2 s at m1 = 65536, K = 1000).

Tests in ``tests/test_thesis_r21_thesisCD.py`` (the W2 of two- and five-point scale mixtures in mpmath at 50 digits).
"""

from __future__ import annotations

import math

import numpy as np
from scipy.special import log_ndtr, ndtr, ndtri

from thmcheck.checks.claim import Claim, Measurement, SolverFailure
from thmcheck.checks.papers.thesis import r18_thesisD as D18
from thmcheck.checks.papers.thesis import r19_thesisD as R19

CLAIMS: list[Claim] = []

GL_PANELS = 24  # 24 panels of 16 Gauss-Legendre nodes on [z0, 12]


def _gl_nodes(a: float, b: float, panels: int, k: int = 16) -> tuple[np.ndarray, np.ndarray]:
    """Composite Gauss-Legendre nodes and weights on [a, b] (panels equal panels of k nodes)."""
    if b <= a:
        return np.zeros(0), np.zeros(0)
    t, w = np.polynomial.legendre.leggauss(k)
    edges = np.linspace(a, b, panels + 1)
    h = 0.5 * np.diff(edges)
    mid = 0.5 * (edges[1:] + edges[:-1])
    return (mid[:, None] + h[:, None] * t[None, :]).ravel(), (h[:, None] * w[None, :]).ravel()


Z_MAX = 12.0  # int_{12}^inf z^2 phi(z) dz ~ 6e-31: the part of W2^2 beyond the grid is below 1e-29 E r^2


def mixture_w2_quantile(S: np.ndarray, panels: int = GL_PANELS) -> tuple[float, float, float]:
    """For r = S Z (Z ~ N(0, 1) independent of S; S uniform on the K given scales, 0 allowed): min over s >= 0 of
    W2(law(r), N(0, s^2)) as sqrt(int (Q_r(Phi(z)) - s* z)^2 phi(z) dz), s* = int Q_r(Phi(z)) z phi(z) dz (r symmetric:
    z > 0, doubled), by composite Gauss-Legendre on [0, z0] (where Phi(-z) >= P(r > 0): the quantile is the atom at
    0) and on [z0, 12]. Q_r(Phi(z)) for z > z0 solves log P(r > x) = log Phi(-z) by Newton (ndtr = erfc/2, so
    the tails keep their relative accuracy: the residual in log P at roundoff). Returns (distance, sqrt(E r^2), s*)."""
    S = np.asarray(S, float)
    K = S.size
    Sp = S[S > 0.0]
    es2 = float(np.mean(S * S))
    if Sp.size == 0:
        return 0.0, 0.0, 0.0
    q_pos = Sp.size / K
    z0 = 0.0 if q_pos >= 1.0 else float(-ndtri(0.5 * q_pos))  # Phi(-z0) = P(r > 0)
    z_a, w_a = _gl_nodes(0.0, z0, max(1, int(round(panels * z0 / Z_MAX))))
    zp, wp = _gl_nodes(z0, Z_MAX, panels)
    invS = 1.0 / Sp
    tgt = log_ndtr(-zp)
    x = math.sqrt(es2) * np.maximum(zp, 1e-3)
    for _ in range(100):
        xs = x[:, None] / Sp[None, :]
        surv = ndtr(-xs).sum(axis=1) / K  # ndtr(-t) = erfc(t/sqrt 2)/2: relative accuracy in the tail
        dens = (np.exp(-0.5 * xs * xs) * invS[None, :]).sum(axis=1) / (K * math.sqrt(2.0 * math.pi))
        if float(surv.min()) <= 0.0:
            raise SolverFailure("the mixture's survival function underflowed on the grid")
        lsurv, ldens = np.log(surv), np.log(dens)
        res = lsurv - tgt
        if float(np.max(np.abs(res) / np.maximum(1.0, np.abs(tgt)))) <= 4e-15:  # the residual at roundoff
            break
        x = np.maximum(x + res * np.exp(lsurv - ldens), 0.5 * x)  # d log P(r > x)/dx = -f/P(r > x)
    else:
        if float(np.max(np.abs(res) / np.maximum(1.0, np.abs(tgt)))) > 1e-12:
            raise SolverFailure("the mixture's quantiles did not converge (Newton in log survival space)")
    c = 1.0 / math.sqrt(2.0 * math.pi)
    pa = w_a * c * np.exp(-0.5 * z_a * z_a)
    pp = wp * c * np.exp(-0.5 * zp * zp)
    sstar = 2.0 * float(np.sum(pp * x * zp))
    d2 = 2.0 * (float(np.sum(pp * (x - sstar * zp) ** 2)) + sstar * sstar * float(np.sum(pa * z_a * z_a)))
    return math.sqrt(max(d2, 0.0)), math.sqrt(es2), sstar


def d26_measure_q(inst: dict, K: int = D18.D26_K, shift: int = 0) -> Measurement:
    """Round 18's thesis.ch5.lemmaD.2.6-L7107 measure (min over centred Gaussians of W2(law(r_{n,i}), .), law(r) the
    exact mixture of K scale draws, the same draws as round 18's) with the distance by ``mixture_w2_quantile``."""
    m1, m2, p2 = int(inst["m1"]), float(inst["m2"]), int(inst["p2"])
    a, Y, ainf = D18.d26_graph(inst)
    S = D18.d26_scales(a, Y, m1, 1, K, int(inst["seed"]) + shift) / math.sqrt(m2)
    dist, rms, sstar = mixture_w2_quantile(S)
    return Measurement(dist, {"ainf": ainf, "m1": float(m1), "m2": m2, "p2": float(p2)},
                       {"||A||_inf": ainf, "sqrt(E r^2)": rms, "best Gaussian sd s*": sstar,
                        "distance / sqrt(E r^2)": dist / rms if rms > 0 else 0.0,
                        "Pr(U = 0) (an atom of r at 0)": float(np.mean(S == 0.0)), "scale draws K": K,
                        "W2 method": f"quantile map, {GL_PANELS} x 16 Gauss-Legendre nodes in z (round 21)",
                        "sum_j a_{n,j}": float(a.sum()), "graph": inst["graph"]})


def l7129_measure_q(inst: dict, K: int = D18.D26_K, shift: int = 0) -> Measurement:
    """Round 19's literal L7129 measure (thesis.ch5.lemmaD.2.6-L7129: the W2 distance of law(r_{n,i}) to the Gaussians
    minus the slack of an admissible phi_eps) with the distance by ``mixture_w2_quantile``."""
    cs, _ = R19.target_coefficients(inst, True)
    if any(c != 0.0 for c in cs):
        raise SolverFailure("the literal target did not give c_j = 0 exactly")
    m = d26_measure_q(inst, K, shift)
    a, _, ainf = D18.d26_graph(inst)
    slack = R19.phi_eps_slack(inst, float(a.sum()), ainf)
    terms = {**m.terms, "c_j with phi_eps = the Taylor truncation (first 4)": cs[:4], "W2 to the Gaussians": m.lhs,
             "slack of an admissible phi_eps (|phi_eps(0)| <= eps)": slack,
             "right variable": ("beta' plus sum_j rho_j c_j, |c_j| <= eps_j (A1)_n: a Gaussian up to the slack, "
                                "whatever the coupling")}
    return Measurement(max(0.0, m.lhs - slack), {**m.quantities, "S": float(inst["S"])}, terms)
