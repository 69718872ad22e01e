"""Round 12 (factrecall, helper thesisF): the deviation chain L688-L690 of the proof of Lemma 2 (App. C.1) of Nichani,
Lee & Bietti. Pure functions of plain numbers (no torch); the claim is in ``checks/papers/factrecall/r12_factrecall.py``.
L = log^6(|V|/delta); max_a = max_z |A^z|; n = |V^(h)|.
"""

from __future__ import annotations

import math
from fractions import Fraction


def l690_shape(d: float, dh: float, n: int, max_a: int, L: float) -> float:
    """L690's middle side: sqrt(max_z |A^z| log^6(|V|/delta)/d + |V^(h)| log^6(|V|/delta)/d_h) (constants left out)."""
    return math.sqrt(max_a * L / d + n * L / dh)


def l690_corrected(d: float, dh: float, n: int, max_a: int, L: float) -> float:
    """With L683's correction (factrecall.display.lemma2-variance-shape): sqrt((max_z |A^z|/d + |V^(h)|/min(d, d_h))
    log^6(|V|/delta))."""
    return math.sqrt((max_a / d + n / min(d, dh)) * L)


def l690_corrected_no_dh(d: float, dh: float, n: int, max_a: int, L: float) -> float:
    """Mutant of the correction: its d_h part dropped, sqrt((max_a + n) L/d) (wrong along d -> inf, d_h fixed)."""
    return math.sqrt((max_a + n) * L / d)


def l690_corrected_no_d(d: float, dh: float, n: int, max_a: int, L: float) -> float:  # noqa: ARG001
    """Mutant of the correction: the n/d cross part dropped, sqrt((max_a/d + n/d_h) L) = the printed shape (wrong along
    one answer shared by n -> inf subjects)."""
    return math.sqrt((max_a / d + n / dh) * L)


def l690_mutant_no_vh(d: float, dh: float, n: int, max_a: int, L: float) -> float:  # noqa: ARG001
    """Mutant of the reading d_h <= d: the |V^(h)| part dropped, sqrt(max_a L/d) (wrong along one answer shared by
    n -> inf subjects)."""
    return math.sqrt(max_a * L / d)


# ================================================ L800-L804 (proof of Lemma 3): E[gamma_sra] with phi(s') as printed


def _rising(x: Fraction, j: int) -> Fraction:
    """(x)_j = x (x + 1) ... (x + j - 1)."""
    out = Fraction(1)
    for i in range(j):
        out *= x + i
    return out


def l804_printed(d: int, p: int, k: int, coef: tuple) -> float:
    """L800-L804's last line as printed, summed over (s', r'): sum_{s', r'} E[sigma^{(p+k)}(<w, u>) <u^{(x)(p+k)},
    phi(s')^{(x)p} (x) phi~(r')^{(x)k}>] (1(a*(s,r) = a*(s',r')) - 1(a = a*(s',r'))), u = phi~(s) + phi~(r),
    a != a*(s, r). The (s', r') != (s, r) terms vanish exactly (phi(s') or phi~(r') independent of the rest and
    symmetric, p, k odd: L806), so the sum is the diagonal term E[g(X + Y) (X + c)^p Y^k], g(t) = E_Z sigma^{(p+k)}
    (Z sqrt t), X = |phi~(s)|^2, Y = |phi~(r)|^2, c = <phi~(r), phi(s)> = sqrt(Y V) cos(theta), V = |Pi_Q phi(s)|^2,
    theta the angle of two independent uniform directions of Q (n = floor(d/2) dimensions).

    Exact: (X, V) are two coordinates of a Dirichlet(n/2, n/2, (d - 2n)/2) (phi(s) uniform on S^{d-1}), Y ~
    Beta(n/2, (d - n)/2) independent, E cos^{2i} = (2i - 1)!!/(n (n + 2) ... (n + 2i - 2)); sigma = sum_j coef_j h_j
    (orthonormal Hermite), E_Z He_l(tau Z) = (tau^2 - 1)^{l/2} (l - 1)!!."""
    return _l804(d, p, k, coef, tilde=False)


def l804_tilde(d: int, p: int, k: int, coef: tuple) -> float:
    """The same sum with phi~(s') = Pi_P phi(s') (v_i of L788): c = <phi~(r), phi~(s)> = 0, so E[g(X + Y) X^p Y^k]
    (L808's value)."""
    return _l804(d, p, k, coef, tilde=True)


def _l804(d: int, p: int, k: int, coef: tuple, tilde: bool) -> float:
    n = d // 2
    half_n, half_d = Fraction(n, 2), Fraction(d, 2)
    big_n = p + k
    total = 0.0
    for j in range(big_n, len(coef)):
        l = j - big_n  # noqa: E741
        if l % 2 or coef[j] == 0:
            continue
        h = l // 2
        scale = float(coef[j]) * math.sqrt(math.factorial(j)) / math.factorial(l) * math.prod(range(l - 1, 0, -2))
        rat = Fraction(0)
        for m in range(0, (0 if tilde else p) + 1, 2):  # (X + c)^p, odd powers of cos(theta) vanish
            i = m // 2
            cos_mom = Fraction(math.prod(range(m - 1, 0, -2)), 1) / (_rising(half_n, i) * 2 ** i) if m else Fraction(1)
            # E cos^{2i} = (2i-1)!!/(n (n+2)...(n+2i-2)) = (2i-1)!!/(2^i (n/2)_i)
            for a in range(h + 1):
                for b in range(h - a + 1):
                    cc = h - a - b
                    mult = Fraction(math.factorial(h), math.factorial(a) * math.factorial(b) * math.factorial(cc))
                    ex, ev, ey = p - m + a, i, k + i + b
                    xv = _rising(half_n, ex) * _rising(half_n, ev) / _rising(half_d, ex + ev)
                    yy = _rising(half_n, ey) / _rising(half_d, ey)
                    rat += math.comb(p, m) * mult * (-1) ** cc * xv * yy * cos_mom
        total += scale * float(rat)
    return total


# ================================================ L1666-L1678 (proof of Lemma 10): the Gibbs chain


def l1666_rhs(rhs: float) -> float:
    """The next term of the chain (item 1668: the Gibbs term E[log q(a* | f_hat, A_r)] + log D; item 1678: log D -
    l(s, r)), computed with the measurement (it is the chain's own right side)."""
    return rhs


def l1666_rhs_mutant(rhs: float) -> float:
    """Mutant: the right side plus 0.05 nats (the chain has equality cases: a posterior f_hat at |V| = D)."""
    return rhs + 0.05


# ================================================ L1346-L1348 (proof of Lemma 6, stage 2): convexity in Theta space


def l1348_rhs(rhs: float) -> float:
    """The next term of the chain (item 1346: -<grad_Theta Lbar_r(0), Theta(., r)>; item 1347: ||grad Lbar_r(0)||
    ||Theta(., r)||; item 1348: p(r) ||p*(. | r) - p0|| ||Theta(., r)||), computed with the measurement."""
    return rhs


def l1348_rhs_mutant(rhs: float) -> float:
    """Mutant: the right side halved (the chain is tight along Theta = c (p* - p0) with c -> 0)."""
    return 0.5 * rhs


# ============================== L1316-L1323 (proof of Lemma 6, stage 2): the gradients of Lbar_r against those of L_r


def l1317_printed(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, kq_eos: float) -> float:  # noqa: ARG001
    """(L1316-L1317) ||d_{W_OV(., r)} Lbar_r - d_{W_OV(., r)} L_r|| and (L1321-L1323) |d_{W_KQ(r)} Lbar_r -
    d_{W_KQ(r)} L_r| <= W_KQ(r) p(r) T alpha_sm^2, as printed (alpha_sm bounds W_KQ(z) on S u N only, L1153)."""
    return kq_r * p_r * T * alpha_sm**2


def l1317_corrected(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, kq_eos: float) -> float:  # noqa: ARG001
    """With EOS's own weight: the logits of p^(. | z_{1:T}) and p^(. | r) differ by the T - 2 tokens of S u N
    (||Theta(., z)|| <= W_KQ(z)^2 <= alpha_sm^2, Lemma 4's balancedness) and EOS (W_KQ(EOS)^2); softmax is
    1-Lipschitz in the 2-norm: W_KQ(r) p(r) ((T - 2) alpha_sm^2 + W_KQ(EOS)^2)."""
    return kq_r * p_r * ((T - 2) * alpha_sm**2 + kq_eos**2)


def l1317_corrected_mutant(item: str, T: int, alpha_sm: float, p_r: float, kq_r: float, kq_eos: float) -> float:
    """Mutant base: the correction with a tenth of EOS's term."""
    return kq_r * p_r * ((T - 2) * alpha_sm**2 + kq_eos**2 / 10)
