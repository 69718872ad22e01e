"""thesis, Appendix C (round 10, helper thesisCD): the printed sides of (C.175) L6080-L6083, (C.176) L6087 and
(C.177) L6091 (proof of Lemma C.4.4), encoded by ``thmcheck.checks.papers.thesis.r10_thesisCD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

# ---------------------------------------------------------------- (C.175) L6080-L6083: B's lower bound through rho


def eqC175_printed(pre: float, rho: float, **_: object) -> float:
    """(C.175)'s right side at ||c|| = 1: ||Sigma_l^{-1}||^{-1} / (eta tau^K kappa^2) (``pre``) times
    rho(W*^T mu_l / (||Sigma_l^{-1}||^{-1/2} delta_K), ||Sigma_l^{-1}||^{-1/2} delta_K) (``rho``)."""
    return pre * rho


def eqC175_corrected(pre: float, rho: float, umax2: float, **_: object) -> float:
    """Corrected: the same with rho divided by 1 + max_j u_j^2 (u the rho's mean argument), which is at most
    min_i (beta_0(i) - alpha_0(i)^2), the variance term the B part needs (K >= 2)."""
    return pre * rho / (1.0 + umax2)


def eqC175_mut_corr_sq(pre: float, rho: float, umax2: float, **_: object) -> float:
    """Planted: the corrected side with 1 + max_j |u_j| (wrong power of the mean)."""
    return pre * rho / (1.0 + umax2**0.5)


def eqC175_mut_double(pre: float, rho: float, umax2: float, **_: object) -> float:
    """Planted: the corrected side doubled."""
    return 2.0 * pre * rho / (1.0 + umax2)


def eqC175_mut_double_printed(pre: float, rho: float, **_: object) -> float:
    """Planted: the printed side doubled ((C.176))."""
    return 2.0 * pre * rho


def eqC177_printed(rhs: float, **_: object) -> float:
    """(C.177)'s right side sum_l lambda_l ||Sigma_l^{-1}||^{-1}/(eta tau^K kappa^2) rho(u_l, s_l delta_K) (``rhs``)."""
    return rhs


def eqC177_mut_double(rhs: float, **_: object) -> float:
    """Planted: (C.177)'s right side doubled."""
    return 2.0 * rhs


# ----------------------------------------------------------- L7353, proof of Lemma D.2.10 (1): node 1's z on the right


def l7353_shape(ainf: float, tv: float, z10: float, z12: float, **_: object) -> float:
    """L7353's right side ||A||_inf ((||z_{1,0}|| + ||z_{1,2}||) tau_v + ||z_{1,2}||) (node 1's rows, as printed; the
    hidden constant left out)."""
    return ainf * ((z10 + z12) * tv + z12)


def l7353_corrected(ainf: float, tv: float, zmax0: float, zmax2: float, **_: object) -> float:
    """Corrected: the same with node 1's ||z_{1,0}||, ||z_{1,2}|| replaced by max_k ||z_{k,0}||, max_k ||z_{k,2}||
    (a~_n Z mixes the rows of every node k adjacent to n)."""
    return ainf * ((zmax0 + zmax2) * tv + zmax2)


def l7353_mut_tv(ainf: float, tv: float, zmax0: float, zmax2: float, **_: object) -> float:
    """Planted: the corrected side without its tau_v-free term ||A||_inf max_k ||z_{k,2}||."""
    return ainf * (zmax0 + zmax2) * tv


def l7353_mut_z2sq(ainf: float, tv: float, zmax0: float, zmax2: float, **_: object) -> float:
    """Planted: the corrected side with max_k ||z_{k,2}||^2 (wrong power of the perturbation)."""
    return ainf * ((zmax0 + zmax2) * tv + zmax2**2)


# ----------------------------------------------------------- L7351, proof of Lemma D.2.10 (1): the V^rho term by node 1


def l7351_shape(sv: float, ainf: float, z1: float, lg: float, **_: object) -> float:
    """L7351's right side sigma_v ||A||_inf (||z_{1,0}|| + ||z_{1,2}||) (``z1``), times the O~'s log factor
    sqrt(2 log(2 m2)) (``lg``, the maximum of m2 Gaussians; generous to the printed side)."""
    return sv * ainf * z1 * lg


def l7351_corrected(sv: float, ainf: float, zmax: float, lg: float, **_: object) -> float:
    """Corrected: node 1's ||z_{1,0}|| + ||z_{1,2}|| replaced by max_k ||z_{k,0}|| + max_k ||z_{k,2}||."""
    return sv * ainf * zmax * lg


def l7351_mut_m1(sv: float, ainf: float, zmax: float, lg: float, m1: float, **_: object) -> float:
    """Planted: the corrected side divided by m1^{1/2} (a width factor the rows do not have)."""
    return sv * ainf * zmax * lg / m1**0.5


def l7351_mut_sv(sv: float, ainf: float, zmax: float, lg: float, **_: object) -> float:
    """Planted: the corrected side with sigma_v^2 (wrong power of the smoothing)."""
    return sv**2 * ainf * zmax * lg


# ------------------------------------------------------- (C.28) L5309: rho above C_s(W*^T u)/2 for small sigma


def eqC28_printed(cs_wu: float, **_: object) -> float:
    """(C.28)'s right side C_s(W*^T u)/2, C_s(v) := lim_{sigma -> 0} rho(v/sigma, sigma) (Property 3 (3), L5196)."""
    return cs_wu / 2.0


def eqC28_mut_sqrt(cs_wu: float, **_: object) -> float:
    """Planted: C_s(W*^T u)^{1/2}/2 (wrong power; C_s < 1)."""
    return cs_wu**0.5 / 2.0


def eqC28_mut_12(cs_wu: float, **_: object) -> float:
    """Planted: 1.2 C_s(W*^T u)."""
    return 1.2 * cs_wu


# -------------------------------------------------------------------- (C.27) L5305: the limit named C_s(u), as printed


def eqC27_printed(cs_u: float, **_: object) -> float:
    """(C.27)'s right side C_s(u), C_s(v) := lim_{sigma -> 0} rho(v/sigma, sigma) (Property 3 (3), L5196)."""
    return cs_u


def eqC27_corrected(cs_wu: float, **_: object) -> float:
    """Corrected: C_s(W*^T u) (what (C.28) uses)."""
    return cs_wu
