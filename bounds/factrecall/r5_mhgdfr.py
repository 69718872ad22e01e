"""Bounds of factrecall's round-5 step claims (thmcheck.checks.papers.factrecall.r5_mhgdfr): each printed side as a
pure function of the measured quantities."""

from __future__ import annotations


def t9_printed(item: str, rhs: float, d: int) -> float:  # noqa: ARG001
    """Proof of Theorem 9 (App. B): (L520) E[<e_z, e_x>^{2(k+1)}] <= 1 (x = z), (2k+2)^{k+1} d^{-(k+1)} (x != z);
    (L533-L534) E[<v_i, u_{f*(x)} - u_y>^2 <v_i, u_{f*(z)}>^2] <= 2 sqrt3 sqrt3 = 6; (L542) E[sigma'(<w_i,
    e_x>)^8]^{1/4} = ||sigma'||_{L8}^2 <= 8^q ||sigma'||_{L2}^2; (L524) E[<u_{f*(x)} - u_y, u_{f*(z)}>^2] = 1 +
    1/d (f*(x) = f*(z) or y = f*(z)), 2/d otherwise (as two '<='); (L546) E[h_k(<e_z, w_i>)^8]^{1/4} <= 8^k; (L548)
    E[<e_x, e_z>^4]^{1/2} <= 4 d^{-1} if x != z, and 1 otherwise."""
    return rhs


def l2_printed(item: str, rhs: float) -> float:
    """Proof of Lemma 2 (App. C.1): (L670-L671) E[omega_{a'z'i}^2] <= d^{-2} rho_aa' (1 + 2 rho_zz') (z' = z and
    z' != z); (L676-L677) the sum over (z', a') equals (d_h + 2)/d_h sum_{A^z} rho_aa' + (d + d_h + 1)/(d d_h)
    sum_{z' != z} sum_{A^z'} rho_aa'; (L678) sum_{a' in A^z} rho_aa' <= 1(a in A^z) + |A^z|/d."""
    return rhs


def l6_printed(item: str, rhs: float, alt: float, quad: float) -> float:  # noqa: ARG001
    """Proof of Lemma 6, stage 3: (L1249) log sum_a exp(Theta(a, r)) <= log|A| + sum_a Theta(a, r)/|A| + ||Theta(.,
    r)||^2/2; (L1340) |p* log(p*/p^)| <= 2 |p^ - p*| when sqrt(2) T alpha^2 < 1/(2S); (L1342) L^_r - p(r) H(p*) <=
    2 p(r) ||p^ - p*||_1 (a) <= sqrt(2) T alpha^2 D (b)."""
    return rhs


def l6_corrected(item: str, rhs: float, alt: float, quad: float) -> float:  # noqa: ARG001
    """(L1342 b) by Cauchy-Schwarz over A: 2 p(r) ||p^ - p*||_1 <= 2 p(r) sqrt(|A|) sqrt(2) T alpha^2; the other
    items as printed."""
    return alt
