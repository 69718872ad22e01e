"""thesis, Appendices C and D (round 8, helper thesisCD): the printed sides of the proof displays encoded by
``thmcheck.checks.papers.thesis.r8_thesisCD``: (C.15)-(C.16) with L5229 (their positivity), (D.129) L7793.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities.
"""

from __future__ import annotations

import functools
from typing import Any

from thmcheck.bounds.num import log as _log  # float64, or mpmath in the exact re-check
from thmcheck.bounds.num import sqrt as _sqrt

# ------------------------------------------------------------------------------ (C.15)-(C.16), L5223-L5229


def zero(**_: object) -> float:
    """0: '(C.15) and (C.16) are positive' (L5229)."""
    return 0.0


def c15_16_mut_sigma4(sigma: float, **_: object) -> float:
    """Planted: the limits are at least sigma^4/32 (the (C.16) limit is 6 sigma^4/256 < sigma^4/32 as sigma -> 0, and
    decays like |sigma|^{-3} as |sigma| -> inf)."""
    return sigma**4 / 32


def c15_16_mut_const(**_: object) -> float:
    """Planted: the limits are at least 1e-6 (false for small |sigma|: the (C.16) limit is ~ 6 sigma^4/256)."""
    return 1e-6


# ---------------------------------------------------------------------------------------------- (D.129) L7793


def d129_half(**_: object) -> float:
    """1/2: 'with high probability' read at its weakest, P(||r'|| > ||A*||_inf) <= 1/2 (every w.h.p. implies it)."""
    return 0.5


def d129_mut_quarter(**_: object) -> Any:
    """Planted: P(||r'|| > ||A*||_inf) <= 1/4."""
    return 0.25


# ---------------------------------------------------------------------------------------------- (D.131) L7801


def d131_last_printed(C0: Any, ainf: Any, **_: object) -> Any:
    """(D.131)'s last member: C_0 ||A*||_inf^2."""
    return C0 * ainf**2


def d131_last_corrected(C0: Any, ainf: Any, eps0: Any, **_: object) -> Any:
    """Corrected: C_0 eps_0^{-3/4} ||A*||_inf^2, what the printed middle member equals with Table D.2's tau'_v,
    tau'_w and eps_c = 1 (the factors eps_0^{1/2}, eps_0^{1/4} of (D.126)-(D.127) are missing from it)."""
    return C0 * ainf**2 * eps0 ** (-0.75)


def d131_mut_no_ainf(C0: Any, ainf: Any, eps0: Any, **_: object) -> Any:
    """Planted: the corrected side without ||A*||_inf^2 (wrong along ||A*||_inf)."""
    return C0 * eps0 ** (-0.75)


# ---------------------------------------------------------------------------------------------- (D.19) L6714


def d19_printed(Nk: Any, Nu: Any, lk: Any, lu: Any, pk: Any, pu: Any, a: Any, **_: object) -> Any:
    """(D.19): sqrt(|N_k| |N_u|/(l_k l_u)) p_k* p_u* A_{n,j}."""
    return (Nk * Nu / (lk * lu)) ** 0.5 * pk * pu * a


def d19_corrected(Nk: Any, Nu: Any, lk: Any, lu: Any, pk: Any, pu: Any, a: Any, **_: object) -> Any:
    """Corrected: sqrt(|N_k| |N_u|/(l_k l_u)) sqrt(p_k* p_u*) A_{n,j} (P^s A P^s with P^s_ii = sqrt(p_l* N_l/S_l))."""
    return (Nk * Nu / (lk * lu) * pk * pu) ** 0.5 * a


def d19_mut_no_ratio(Nk: Any, Nu: Any, lk: Any, lu: Any, pk: Any, pu: Any, a: Any, **_: object) -> Any:
    """Planted: the corrected entry without the sampling ratio sqrt(|N_k| |N_u|/(l_k l_u))."""
    return (pk * pu) ** 0.5 * a


# -------------------------------------------------- (C.253) L6502-L6506, (C.260) L6533, (C.274) L6591: moment steps


def c253_printed(p: Any, tau: Any, D2: Any, D4: Any, **_: object) -> Any:
    """(C.253)'s last member: tau^{6p} sqrt(D_2(Psi) D_4(Psi))^p."""
    return tau ** (6 * p) * (D2 * D4) ** (p / 2)


def c253_corrected(p: Any, tau: Any, D2: Any, D4: Any, smin: Any, **_: object) -> Any:
    """Corrected: (sqrt(3) sigma_min^{-3})^p tau^{6p} sqrt(D_2 D_4)^p (E(x^T a)^2 <= sigma_max^2 tau^2 D_2,
    E(x^T v)^4 <= 3 sigma_max^4 tau^4 D_4 for unit a, v)."""
    return (3**0.5 * smin**-3) ** p * tau ** (6 * p) * (D2 * D4) ** (p / 2)


def c253_mut(p: Any, tau: Any, D2: Any, D4: Any, smin: Any, **_: object) -> Any:
    """Planted: the corrected side with sigma_min^{-2} for sigma_min^{-3} (wrong power of the scale)."""
    return (3**0.5 * smin**-2) ** p * tau ** (6 * p) * (D2 * D4) ** (p / 2)


def c260_printed(p: Any, tau: Any, D2: Any, **_: object) -> Any:
    """(C.260)'s last member: tau^{4p} D_2(Psi)^p."""
    return tau ** (4 * p) * D2**p


def c260_corrected(p: Any, tau: Any, D2: Any, smin: Any, **_: object) -> Any:
    """Corrected: sigma_min^{-2p} tau^{4p} D_2^p."""
    return smin ** (-2 * p) * tau ** (4 * p) * D2**p


def c260_mut(p: Any, tau: Any, D2: Any, smin: Any, **_: object) -> Any:
    """Planted: the corrected side with sigma_min^{-p} (wrong power of the scale)."""
    return smin ** (-p) * tau ** (4 * p) * D2**p


def c274_printed(p: Any, tau: Any, D2: Any, **_: object) -> Any:
    """(C.274)'s last member: tau^{2p} sqrt(D_2(Psi))^p."""
    return tau ** (2 * p) * D2 ** (p / 2)


def c274_corrected(p: Any, tau: Any, D2: Any, smin: Any, **_: object) -> Any:
    """Corrected: sigma_min^{-p} tau^p sqrt(D_2)^p (|E x^T v| <= sum_l lambda_l ||mu_l|| <= sigma_max sqrt(D_2))."""
    return smin ** (-p) * tau**p * D2 ** (p / 2)


def c274_mut(p: Any, tau: Any, D2: Any, smin: Any, **_: object) -> Any:
    """Planted: the corrected side with sigma_min^{-p/2} for sigma_min^{-p} (wrong power of the scale)."""
    return smin ** (-p / 2) * tau**p * D2 ** (p / 2)


# ------------------------------------------------------------------------ Lemma D.2.10 (1), L7303: sparse sign change


def d210_shape(tw: Any, m1: Any, **_: object) -> Any:
    """The printed shape tau_w^{4/5} m1^{6/5} of ||D'_{n,w}||_0 <= O~(tau_w^{4/5} m1^{6/5})."""
    return tw**0.8 * m1**1.2


def d210_mut_tau(tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w^{6/5} m1^{6/5} (a wrong power of tau_w, the second direction)."""
    return tw**1.2 * m1**1.2


def d210_mut_m1(tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w^{4/5} m1^{3/5} (a wrong power of m1)."""
    return tw**0.8 * m1**0.6



# ---------------------------------------------------------------------------------------------- (C.152) L5968


def c152_shape(**_: object) -> float:
    """(C.152)'s shape: the constant 1 of |xi_{j,l}(W)| <= C_9."""
    return 1.0


def c152_mut_K(K: Any, **_: object) -> Any:
    """Planted: |xi_{j,l}| <~ 1/K (wrong along K: a single active neuron keeps xi_jj of order 1)."""
    return 1.0 / K


# ---------------------------------------------------------------------------------------------- (C.144) L5934


def c144_mut_K(K: Any, **_: object) -> Any:
    """Planted: max |T| <~ 1/K (wrong along K)."""
    return 1.0 / K


# ---------------------------------------------------------------------------------------------- (C.276) L6597


def c276_shape(**_: object) -> float:
    """The printed shape of (C.276) read for the constant: log P + n theta t <= C_19 theta^2 s^2 with s = tau^2
    sqrt(D_2(Psi)), i.e. (log P + n theta t)/(theta^2 s^2) <= C_19 * 1 (no factor n, unlike (C.255))."""
    return 1.0


def c276_mut_n(n: Any, **_: object) -> Any:
    """Planted: the (C.255) form with its factor n, (log P + n theta t)/(theta^2 s^2) <= C n (wrong along the data
    scale: the sub-Gaussian proxy of Gq_i grows like sigma_min^{-2} while s^2 is scale-free)."""
    return n


# ---------------------------------------------------------------------------------------------- (D.139) L7846


def d139_printed(eps0: Any, OPT: Any, **_: object) -> Any:
    """(D.139)'s last right side, (1 + eps0) OPT + eps0."""
    return (1 + eps0) * OPT + eps0


def d139_mut(eps0: Any, OPT: Any, **_: object) -> Any:
    """Planted: (1 + eps0^2) OPT + eps0 (wrong along OPT once gamma > eps0^2)."""
    return (1 + eps0 * eps0) * OPT + eps0


# ------------------------------------------------------------------------------------- (C.263) L6543, second link


def c263_shape(tau: Any, D2: Any, D4: Any, **_: object) -> Any:
    """The right shape of (C.263)'s second '<~' (the common delta_1^2 sqrt(d log n / n) cancelled): tau^6
    sqrt(D_2(Psi) D_4(Psi))."""
    return tau**6 * (D2 * D4) ** 0.5


def c263_mut_mu(tau: Any, **_: object) -> Any:
    """Planted: tau^6 (the D's dropped; wrong along ||mu|| -> inf, where tau^4 D_2 grows like ||mu||^2)."""
    return tau**6


def c263_mut_tau(tau: Any, D2: Any, D4: Any, **_: object) -> Any:
    """Planted: tau^2 sqrt(D_2 D_4) (a wrong power of tau; wrong along the spread tau -> inf)."""
    return tau**2 * (D2 * D4) ** 0.5


# ---------------------------------------------------------------------------------------------- (C.277) L6601


def c277_shape(tau: Any, D2: Any, d: Any, n: Any, **_: object) -> Any:
    """The printed shape of (C.277): tau^2 sqrt(D_2(Psi)) sqrt(d log n / n)."""
    return tau**2 * _sqrt(D2) * _sqrt(d * _log(n) / n)


def c277_corrected(tau: Any, D2: Any, d: Any, n: Any, smin: Any, **_: object) -> Any:
    """(C.277) with (C.274)'s missing scale restored: sigma_min^{-1} tau^2 sqrt(D_2) sqrt(d log n / n)."""
    return c277_shape(tau, D2, d, n) / smin


def c277_mut_n(tau: Any, D2: Any, d: Any, n: Any, smin: Any, **_: object) -> Any:
    """Planted (on the corrected side): d / n for sqrt(d log n / n) (a wrong power of n: the error's n^{-1/2} over
    n^{-1} grows like sqrt(n) along n -> inf)."""
    return tau**2 * _sqrt(D2) * d / n / smin


# ---------------------------------------------------------------------------------------- (C.33) L5329-L5333


@functools.lru_cache(maxsize=4096)
def rho_k2_cached(vi: float, vj: float, sigma: float) -> float:
    """bounds.thesis.r6_thesisCD.rho_k2 (rho(v/sigma, sigma) at K = 2, W* = I), memoised: both sides of (C.33) share
    grid points."""
    from thmcheck.bounds.thesis.r6_thesisCD import rho_k2

    return rho_k2(vi, vj, sigma)


def c33_printed(ustar: float, uj: float, sigma: float, zeta: float, **_: object) -> float:
    """(C.33) right side: sigma^{-1} L_s of (C.32) at u_i = u_i^*, the min of rho(W*^T v/(sigma delta_K), sigma delta_K)
    over v_i in [u_i^*, zeta_{s'}] with v_j = u_j (K = 2, W* = I; a 5-point grid of the interval, both ends)."""
    from thmcheck.bounds.thesis.r6_thesisCD import vi_grid

    return min(rho_k2_cached(vi, uj, sigma) for vi in vi_grid(ustar, zeta, 5))


def c33_mut_zero(uj: float, sigma: float, zeta: float, **_: object) -> float:
    """Planted: the right side with the interval's lower end dropped to 0 ([0, zeta_{s'}] for [u_i^*, zeta_{s'}]):
    below the left side wherever rho grows in v_i on [0, u'_i]."""
    from thmcheck.bounds.thesis.r6_thesisCD import vi_grid

    return min(rho_k2_cached(vi, uj, sigma) for vi in vi_grid(0.0, zeta, 5))


# ------------------------------------------------------------------------------------ (D.126)-(D.127) L7780-L7782


def d126_printed(eps0: Any, tau_w: Any, **_: object) -> Any:
    """(D.126)'s right side, eps0^{1/4} tau'_w."""
    return eps0**0.25 * tau_w


def d126_corrected(eps0: Any, OPT: Any, gamma: Any, lam: Any, tau_w: Any, **_: object) -> Any:
    """What R <= L' <= (1 + gamma) OPT + eps0 and lambda_w = 2/tau'_w^4 give: ((1 + gamma) OPT + eps0)^{1/4}
    tau'_w / (2^{1/4} sqrt(lambda_T))."""
    return ((1 + gamma) * OPT + eps0) ** 0.25 * tau_w / (2**0.25 * lam**0.5)


def d126_mut(eps0: Any, tau_w: Any, **_: object) -> Any:
    """Planted: eps0^{1/2} tau'_w (a wrong power of eps0)."""
    return eps0**0.5 * tau_w


def d127_printed(eps0: Any, tau_v: Any, **_: object) -> Any:
    """(D.127)'s right side, eps0^{1/2} tau'_v."""
    return eps0**0.5 * tau_v


def d127_corrected(eps0: Any, OPT: Any, gamma: Any, lam: Any, tau_v: Any, **_: object) -> Any:
    """What R <= L' <= (1 + gamma) OPT + eps0 and lambda_v = 2/tau'_v^2 give: ((1 + gamma) OPT + eps0)^{1/2}
    tau'_v / sqrt(2 lambda_T)."""
    return ((1 + gamma) * OPT + eps0) ** 0.5 * tau_v / (2 * lam) ** 0.5


def d127_mut(eps0: Any, tau_v: Any, **_: object) -> Any:
    """Planted: eps0 tau'_v (a wrong power of eps0)."""
    return eps0 * tau_v


# ---------------------------------------------------------------------------------- (C.263) L6543, first link


def c263a_shape(delta1: Any, tau: Any, D2: Any, d: Any, n: Any, **_: object) -> Any:
    """The printed shape of (C.263)'s first '<~': delta_1(W*)^2 tau^4 D_2(Psi) sqrt(d log n / n)."""
    return delta1**2 * tau**4 * D2 * _sqrt(d * _log(n) / n)


def c263a_corrected(delta1: Any, tau: Any, D2: Any, d: Any, n: Any, smin: Any, **_: object) -> Any:
    """(C.263)'s first link with (C.260)'s missing scale restored: sigma_min^{-2} delta_1^2 tau^4 D_2 sqrt(d log n /
    n)."""
    return c263a_shape(delta1, tau, D2, d, n) / smin**2


def c263a_mut_n(delta1: Any, tau: Any, D2: Any, d: Any, n: Any, smin: Any, **_: object) -> Any:
    """Planted (on the corrected side): d / n for sqrt(d log n / n) (a wrong power of n)."""
    return delta1**2 * tau**4 * D2 * d / n / smin**2


# ---------------------------------------------------------------------------------------------- (C.256) L6521


def c256_shape(delta1: Any, tau: Any, D2: Any, D4: Any, d: Any, n: Any, **_: object) -> Any:
    """The printed right side of (C.256): delta_1(W*)^2 tau^6 sqrt(D_2(Psi) D_4(Psi)) sqrt(d log n / n)."""
    return delta1**2 * tau**6 * _sqrt(D2 * D4) * _sqrt(d * _log(n) / n)


def c256_corrected(delta1: Any, tau: Any, D2: Any, D4: Any, d: Any, n: Any, smin: Any, **_: object) -> Any:
    """(C.256) with (C.253)'s missing scale restored: sigma_min^{-3} times the printed side."""
    return c256_shape(delta1, tau, D2, D4, d, n) / smin**3


def c256_mut_n(delta1: Any, tau: Any, D2: Any, D4: Any, d: Any, n: Any, smin: Any, **_: object) -> Any:
    """Planted (on the corrected side): d / n for sqrt(d log n / n) (a wrong power of n)."""
    return delta1**2 * tau**6 * _sqrt(D2 * D4) * d / n / smin**3


# ----------------------------------------------------------------------------------------- (D.72) L7245, Hoelder


def d72_holder(s: Any, sum4: Any, **_: object) -> Any:
    """(D.72)'s second member, (s sum_{D' != 0} z_i^4)^{1/4}."""
    return (s * sum4) ** 0.25


def d72_mut_no_s(s: Any, sum4: Any, **_: object) -> Any:
    """Planted: the factor s dropped, (sum z_i^4)^{1/4} = ||z||_4 (< ||z||_2 once two entries are nonzero)."""
    return sum4**0.25


# ------------------------------------------------------------------------------------------------- L7249


def l7249_step(z2: Any, tau_v: Any, **_: object) -> Any:
    """L7249's right side with (D.72)'s ||Z_{2,n}||_2 kept: ||Z_{2,n}||_2 tau_v."""
    return z2 * tau_v


def l7249_mut_m2(z2: Any, tau_v: Any, m2: Any, **_: object) -> Any:
    """Planted: ||Z_{2,n}||_2 tau_v / sqrt(m2) (a wrong power of m2)."""
    return z2 * tau_v / _sqrt(m2)
