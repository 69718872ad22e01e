"""Bounds of factrecall's round-9 step claims (thmcheck.checks.papers.factrecall.r9_frsl): Lemma 6's relation-only
comparison (App. D.3, L1228-L1232 and L1238-L1245); each printed side as a pure function of the measured
quantities."""

from __future__ import annotations

import math


def rel_only_printed(item: str, T: int, alpha_sm: float, kq_eos: float) -> float:  # noqa: ARG001
    """(L1232) |phi(a)^T F_rel - phi(a)^T F_lin| <= (T - 1) alpha_sm^2; (L1245) |L_r - Lbar_r| <= 2 (T - 1)
    alpha_sm^2, as printed (alpha_sm bounds W_KQ(z) for z in S u N only, L1153)."""
    return (2.0 if item == "1245" else 1.0) * (T - 1) * alpha_sm**2


def rel_only_corrected(item: str, T: int, alpha_sm: float, kq_eos: float) -> float:
    """The same with EOS's own weight: T - 2 tokens of S u N (|W_OV(a, z)| <= W_KQ(z) <= alpha_sm by Lemma 4's
    balancedness) and EOS (|Theta(a, EOS)| <= W_KQ(EOS)^2): (T - 2) alpha_sm^2 + W_KQ(EOS)^2, twice that for L1245."""
    return (2.0 if item == "1245" else 1.0) * ((T - 2) * alpha_sm**2 + kq_eos**2)


def rel_only_corrected_mutant(item: str, T: int, alpha_sm: float, kq_eos: float) -> float:
    """Mutant base: the correction with a quarter of EOS's term W_KQ(EOS)^2."""
    return (2.0 if item == "1245" else 1.0) * ((T - 2) * alpha_sm**2 + kq_eos**2 / 4)


def escape_printed(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, ov_r: float, mid: float,
                   kq_eos: float = 0.0) -> float:  # noqa: ARG001
    """Lemma 6, stage 1, as printed: (1173) the middle E[sum_t W_KQ(z_t) ||W_OV(., z_t)|| | r in z] (passed as
    ``mid``); (1174) W_KQ(r) ||W_OV(., r)|| + T alpha_sm^2; (1175) W_KQ(r)^2 + T alpha_sm^2; (1179), (1188) p(r) W_KQ(r)
    (W_KQ(r)^2 + T alpha_sm^2); (1196) twice that."""
    if item == "1173":
        return mid
    if item == "1174":
        return kq_r * ov_r + T * alpha_sm**2
    e = kq_r**2 + T * alpha_sm**2
    if item == "1175":
        return e
    return (2.0 if item == "1196" else 1.0) * p_r * kq_r * e


def escape_corrected(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, ov_r: float, mid: float,
                     kq_eos: float) -> float:
    """The printed right sides with EOS's own term: T alpha_sm^2 -> T alpha_sm^2 + W_KQ(EOS)^2 (EOS is in every
    sequence, L138, and Lemma 6 bounds W_KQ only on S u N, L1153)."""
    return escape_printed(item, T, math.sqrt(alpha_sm**2 + kq_eos**2 / T), p_r, kq_r, ov_r, mid)


def escape_corrected_mutant(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, ov_r: float, mid: float,
                            kq_eos: float) -> float:
    """Mutant base: the correction with a quarter of W_KQ(EOS)^2."""
    return escape_printed(item, T, math.sqrt(alpha_sm**2 + kq_eos**2 / (4 * T)), p_r, kq_r, ov_r, mid)


def uu_printed(item: str, T: int, alpha_sm: float, p_r: float, gap_r: float, u2: float, kq_eos: float = 0.0) -> float:  # noqa: ARG001
    """Lower bounds on d/dt(u_1 u_2) (L1258-L1261), ||u||^2 = ``u2``, ||p*(.|r) - p0|| = ``gap_r``, as printed:
    (1259) p ||p* - p0|| ||u||^2 - 4 p ||u||^2 (||u||^2 + (T - 1) alpha_sm^2); (1260) p (||p* - p0|| - 4 ||u||^2 -
    4 (T - 1) alpha_sm^2) ||u||^2; (1261) p (||p* - p0|| - 4 T alpha_sm^2) ||u||^2 - 4 p ||u||^4."""
    if item == "1259":
        return p_r * gap_r * u2 - 4 * p_r * u2 * (u2 + (T - 1) * alpha_sm**2)
    if item == "1260":
        return p_r * (gap_r - 4 * u2 - 4 * (T - 1) * alpha_sm**2) * u2
    return p_r * (gap_r - 4 * T * alpha_sm**2) * u2 - 4 * p_r * u2**2


def uu_corrected(item: str, T: int, alpha_sm: float, p_r: float, gap_r: float, u2: float, kq_eos: float) -> float:
    """The same with EOS's own term: (T - 1) alpha_sm^2 -> (T - 1) alpha_sm^2 + W_KQ(EOS)^2 (and T alpha_sm^2 -> T
    alpha_sm^2 + W_KQ(EOS)^2)."""
    a = math.sqrt(alpha_sm**2 + kq_eos**2 / (T if item == "1261" else T - 1))
    return uu_printed(item, T, a, p_r, gap_r, u2)


def uu_corrected_mutant(item: str, T: int, alpha_sm: float, p_r: float, gap_r: float, u2: float,  # noqa: ARG001
                        kq_eos: float) -> float:  # noqa: ARG001
    """Mutant base: the correction without its error term, p(r) ||p*(.|r) - p0|| ||u||^2 (the linearised growth)."""
    return p_r * gap_r * u2


def flow_deriv_printed(item: str, printed: float) -> float:
    """The printed right side of L1164, L1183 (Lemma 6) and L1120, L1131 (Lemma 5), evaluated by the measurement from
    the task's p(r), p*(.|r), p(s), p*(.|s) and E[p^ | z in z_{1:T}] (passed as ``printed``)."""
    return printed


def flow_deriv_mutant(item: str, printed: float) -> float:  # noqa: ARG001
    """Mutant base: each right side doubled (a p(r) factor counted twice where p(r) = 1/2)."""
    return 2.0 * printed


def mi_chain_printed(item: str, sum_i: float, sum_h: float, h_joint: float, sum_pair: float) -> float:
    """Right sides of L1562-L1564 (and L1587-L1588 with z_i for A_r), as printed: (1562) sum_r I(A_r; f^) - sum_r
    I(A_r; A_1, ..., A_{r-1}); (1564) sum_r I(A_r; f^) - sum_r H(A_r) + H(A_1, ..., A_R)."""
    return sum_i - sum_pair if item == "1562" else sum_i - sum_h + h_joint


def mi_chain_mutant(item: str, sum_i: float, sum_h: float, h_joint: float, sum_pair: float) -> float:  # noqa: ARG001
    """Mutant base: sum_r I(A_r; f^) without the dependence correction."""
    return sum_i


def kq_chain_printed(item: str, rhs: float) -> float:  # noqa: ARG001
    """(L1120-L1123, L1131-L1134) a link of Lemma 5's chains: its printed right member (computed by the measurement
    at the flow's state)."""
    return rhs


def kq_chain_mutant(item: str, rhs: float) -> float:  # noqa: ARG001
    """Mutant base: each right member divided by 4 (the 2 of ||p* - E p^|| <= 2 read as 1/2)."""
    return rhs / 4.0


def l1271_printed(A: float, B: float, z0: float, s: float) -> float:
    """(L1271) the printed lower bound A z0 e^{A s} / (A + B z0 e^{A s}) with A = gamma_r^-, B = 8 p(r),
    z0 = (u1 u2)(tau), s = t - tau."""
    e = math.exp(A * s)
    return A * z0 * e / (A + B * z0 * e)


def l1271_mutant(A: float, B: float, z0: float, s: float) -> float:
    """Mutant base: 4 p(r) for 8 p(r) (B / 2)."""
    return l1271_printed(A, B / 2, z0, s)


def gibbs_printed(e_log_q: float, V: int) -> float:
    """(L1610) E[log((1/S) sum_s f~(s, r)_{z_i})] + log |V|."""
    return e_log_q + math.log(V)


def gibbs_mutant(e_log_q: float, V: int) -> float:
    """Mutant base: 2 log |V| for log |V| (the entropy of z_i counted twice)."""
    return e_log_q + 2.0 * math.log(V)


def dpi_printed(i_z: float) -> float:
    """(L1583) the right side I(z_1, ..., z_D; f^) (computed by the measurement)."""
    return i_z


def dpi_mutant(i_z: float) -> float:
    """Mutant base: the right side plus log 2 (one bit more than the permutation carries)."""
    return i_z + math.log(2.0)


def l1598_printed(sum_i: float, D: int, V: int) -> float:
    """(L1598) sum_i I(z_i; f^) - 2 D^2 / |V|."""
    return sum_i - 2.0 * D * D / V


def l1598_mutant(sum_i: float, D: int, V: int) -> float:
    """Mutant base: the sum of the I(z_i; f^) doubled."""
    return 2.0 * sum_i - 2.0 * D * D / V


def l589_printed(d: int, eps: float) -> float:
    """(L589) the chain's right end d eps (the measurement returns the largest of |u^T D e| d eps/mid and mid, mid
    = ||D||_max ||u e^T||_1, so lhs <= d eps iff both printed links hold)."""
    return d * eps


def l589_mutant(d: int, eps: float) -> float:
    """Mutant base: sqrt(d) eps (||u e^T||_1 <= sqrt(d) guessed for d)."""
    return math.sqrt(d) * eps


def l593_printed(gamma: float, d: int, eps: float) -> float:
    """(L593-L596) gamma~ >= gamma - |(u_f - u_y)^T (W - W~) e| >= gamma - 2 d eps (the chain's right end before
    gamma >= 1/2 is used)."""
    return gamma - 2.0 * d * eps


def l593_mutant(gamma: float, d: int, eps: float) -> float:
    """Mutant base: gamma - d eps (the triangle inequality's factor 2 dropped)."""
    return gamma - d * eps


def thm10_gap_printed(rhs0: float, beta: float, lemma1: float = 0.0) -> float:  # noqa: ARG001
    """(L727 / L731) the printed right side: the anchor's logit (EOS's at L727, the subject's at L731) minus beta/2."""
    return rhs0 - beta / 2.0


def thm10_gap_corrected(rhs0: float, beta: float, lemma1: float = 0.0) -> float:  # noqa: ARG001
    """The correction: the anchor's logit minus beta/4 (Lemma 1's margin 1/4 between <v, phi(EOS)> and
    <v, phi(z')> + 1/4, and between <v, phi(z)> and <v, phi(EOS)>, times beta)."""
    return rhs0 - beta / 4.0


def thm10_gap_corrected_mutant(rhs0: float, beta: float, lemma1: float = 0.0) -> float:  # noqa: ARG001
    """Mutant base: a gap 0.6 beta (more than the gap beta/2 the orthogonal embeddings have)."""
    return rhs0 - 0.6 * beta


def thm11_q_dim_printed(d: int) -> int:
    """(L949) the printed dimension of Q: ceil(d/2) (Q orthogonal to P, dim P = ceil(d/2) (L941), and phi(EOS))."""
    return math.ceil(d / 2)


def thm11_q_dim_corrected(d: int) -> int:
    """The correction: Q of dimension floor(d/2) - 1 = d - 1 - ceil(d/2), all the room P (dim ceil(d/2)) and phi(EOS)
    leave in R^d (or P and Q of dimensions ceil((d-1)/2) and floor((d-1)/2))."""
    return max(d - 1 - math.ceil(d / 2), 0)


def thm11_q_dim_mutant(d: int) -> int:
    """Mutant base: floor(d/2) (one dimension more than the room)."""
    return d // 2


def thm10_limit_printed(swap: float, lemma1: float = 0.0) -> float:  # noqa: ARG001
    """(L735, L935) the beta -> inf attention output is the printed vector: its inner product with that unit vector
    (phi(EOS) for s not in S^(i), phi(s) for s in S^(i)) is 1."""
    return 1.0


def thm10_limit_mutant(swap: float, lemma1: float = 0.0) -> float:  # noqa: ARG001
    """Mutant base: the other case's vector (the measured output's inner product with it)."""
    return swap


def thm11_mhsa_printed(alt: float, lemma1: float = 0.0) -> float:  # noqa: ARG001
    """(L939-L959) ||F_MHSA - (Pi_P phi(s) + Pi_Q phi(r))|| = 0 (the measured distance must vanish)."""
    return 0.0


def thm11_mhsa_mutant(alt: float, lemma1: float = 0.0) -> float:  # noqa: ARG001
    """Mutant base: the distance of F_MHSA to Pi_P phi(s) alone (the relation heads' Pi_Q phi(r) dropped)."""
    return alt


def l1303_printed(printed: float, gbar2: float) -> float:  # noqa: ARG001
    """The printed right side of L1303, <grad Lbar_r, grad L_r> (evaluated by the measurement, passed as
    ``printed``)."""
    return printed


def l1303_corrected(printed: float, gbar2: float) -> float:  # noqa: ARG001
    """The chain rule along the flow theta' = -grad L (L1164, L1183): d/dt Lbar_r = -<grad Lbar_r, grad L_r>."""
    return -printed


def l1303_corrected_mutant(printed: float, gbar2: float) -> float:  # noqa: ARG001
    """Mutant base: the correction with ||grad Lbar_r||^2 in place of <grad Lbar_r, grad L_r> (L_r read as Lbar_r)."""
    return -gbar2


def l820_printed(item: str, rhs1: float, rhs2: float) -> float:
    """The printed right sides of L820-L823: (1) E_w[sigma^(p+k)(<w, u>)] <u^(p+k), phi~(s')^p (x) phi~(r')^k> c;
    (2) E_Z[sigma^(p+k)(Z ||u||)] <phi~(s), phi~(s')>^p <phi~(r), phi~(r')>^k c (u = phi~(s) + phi~(r), c the
    answer factor), evaluated by the measurement."""
    return rhs1 if item == "1" else rhs2


def l820_mutant(item: str, rhs1: float, rhs2: float) -> float:
    """Mutant base: the right sides with the sign of the answer factor flipped."""
    return -(rhs1 if item == "1" else rhs2)
