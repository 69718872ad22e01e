"""thesis, Appendix D (round 18, helper thesisD2): printed right sides of Lemma D.2.4's two guarantees (L6964, L6966),
encoded by ``thmcheck.checks.papers.thesis.r18_thesisD2``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

import math
from typing import Any


def d24_eps_sup(K: Any, q1: Any, p1: Any, p2: Any, CsPhi: Any, Csphi: Any, ainf: Any, **_: object) -> Any:
    """Lemma D.2.4's eps at the top of its printed range (L6946, open): 1/(K ||q||_1 p1 p2^2 C_s(Phi, p2 C_s(phi,
    ||A||_inf)) C_s(phi, ||A||_inf) sqrt(||A||_inf^2 + 1)) (C_s of (5.3), with the instance's C^*); every admissible eps
    is below it, so a left side above it crosses for every admissible eps."""
    den = K * q1 * p1 * p2 * p2 * CsPhi * Csphi * math.sqrt(ainf * ainf + 1.0)
    return 0.0 if not math.isfinite(den) else 1.0 / den


def d24_loss_rhs(opt: Any, K: Any, q1: Any, p1: Any, p2: Any, CsPhi: Any, Csphi: Any, ainf: Any, **_: object) -> Any:
    """L6966's right side OPT + eps, eps at the top of its range."""
    return opt + d24_eps_sup(K, q1, p1, p2, CsPhi, Csphi, ainf)


def d24_mut_half(K: Any, q1: Any, p1: Any, p2: Any, CsPhi: Any, Csphi: Any, ainf: Any, **_: object) -> Any:
    """Planted: half the printed eps."""
    return 0.5 * d24_eps_sup(K, q1, p1, p2, CsPhi, Csphi, ainf)


def d24_mut_loss_half(opt: Any, K: Any, q1: Any, p1: Any, p2: Any, CsPhi: Any, Csphi: Any, ainf: Any,
                      **_: object) -> Any:
    """Planted: OPT + eps/2."""
    return opt + 0.5 * d24_eps_sup(K, q1, p1, p2, CsPhi, Csphi, ainf)


# ---------------------------------------------- L7129 (proof of Lemma D.2.6) under independence of rho_j and beta'


def l7129_shape(ainf: Any, m1: Any, m2: Any, p2: Any, S: Any, **_: object) -> Any:
    """L7129's right side O~(S p2/sqrt(m1 m2) + sqrt(p2) ||A||_inf (1 + ||A||_inf)/(m2 S)) (hidden constant)."""
    return S * p2 / math.sqrt(m1 * m2) + math.sqrt(p2) * ainf * (1.0 + ainf) / (m2 * S)


def l7129_corrected(ainf: Any, m2: Any, **_: object) -> Any:
    """Corrected (explicit): the distance to the centred Gaussians is at most sqrt(E r^2) <= ||A||_inf sqrt((||A||_inf^2
    + 1)/(2 m2)) (as thesis.ch5.lemmaD.2.6-L7107's correction)."""
    return ainf * math.sqrt((ainf * ainf + 1.0) / 2.0) / math.sqrt(m2)


def l7129_mut_m2(ainf: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected bound over sqrt(m2)."""
    return l7129_corrected(ainf, m2) / math.sqrt(m2)
