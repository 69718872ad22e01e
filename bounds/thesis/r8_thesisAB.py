"""Hongkang Li, PhD thesis (RPI 2024), Appendices A and B (Chapters 2-3): displays inside the proofs, round 8
(step claims of ``thmcheck.checks.papers.thesis.r8_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt

# ------------------------------------- (B.190) L4777-L4783 / (B.195) L4813: the '>~' from the bracket to the vote margin


def bracket_positive(**_: Any) -> Any:
    """(B.190)/(B.195): the right member, (1 - sigma)^2 |S_1|(|S_1 cap N| - |S_2 cap N|)/|S|^2 (times positive factors),
    is > 0 whenever |S_1 cap N| > |S_2 cap N|, so the left member must be >= 0 for every constant."""
    return 0


def bracket_mut_half(f: Any, **_: Any) -> Any:
    """Mutant: the left member >= f/2 (the printed right member with the constant 1/2)."""
    return f / 2


def bracket_mut_small(f: Any, **_: Any) -> Any:
    """Mutant: the left member >= f/1000 (the printed right member with the constant 1/1000)."""
    return f / 1000


# --------------------------------- (B.50) L4101: p_n(T) >= 1 - eta^C for a discriminative node, T from (3.8)


def eqB50_shape(eta: Any, C: Any, **_: Any) -> Any:
    """(B.50): the printed deficit 1 - p_n(T) <= eta^C (constant hidden)."""
    return eta**C


def eqB50_corrected(eta: Any, C: Any, eps0: Any, delta: Any, rho: Any, **_: Any) -> Any:
    """What (B.50)'s fraction gives with e^{||q_1(T)||^2 - sigma||q_1(T)||} = (T(1 - delta))^C ((B.51)) and (3.8)'s T:
    1 - p_n(T) <= rho (T(1 - delta))^{-C} = rho eta^{C/2} (1 - 2 eps_0)^{C/2} (1 - delta)^{-C/2}, rho the count ratio."""
    return rho * eta ** (C / 2) * (1 - 2 * eps0) ** (C / 2) * (1 - delta) ** (-C / 2)


def eqB50_mut_rho(eta: Any, C: Any, eps0: Any, delta: Any, rho: Any, **_: Any) -> Any:
    """Mutant of the correction: without the count ratio rho (wrong along rho -> inf)."""
    return eta ** (C / 2) * (1 - 2 * eps0) ** (C / 2) * (1 - delta) ** (-C / 2)


def eqB50_mut_eta(eta: Any, C: Any, eps0: Any, delta: Any, rho: Any, **_: Any) -> Any:
    """Mutant of the correction: eta^{C} for eta^{C/2} (the printed rate: wrong along eta -> 0)."""
    return rho * eta**C * (1 - 2 * eps0) ** (C / 2) * (1 - delta) ** (-C / 2)


# ------------------------------------------------------------------------ (B.143) L4539: 1 >~ phi_n(t) |S_2^{n,t}|


def eqB143_shape(**_: Any) -> Any:
    """(B.143): the printed left side 1 (phi_n(t)|S_2^{n,t}| <~ 1, constant hidden)."""
    return 1.0


def eqB143_mut_s2(s2: Any, **_: Any) -> Any:
    """Mutant: phi_n(t)|S_2| <~ 1/(1 + |S_2|) (a wrong power of |S_2|: wrong along |S_2| -> inf)."""
    return 1 / (1 + s2)


# ------------------------- (B.188)/(B.189) L4771/L4773: the ratio comparisons (B.186)/(B.187) as cross products


def cross_lower(eps: Any, **_: Any) -> Any:
    """(B.188)/(B.189): the printed right side -1/poly(z), read as the same eps as (B.186)/(B.187)'s Theta(1)/poly(Z)."""
    return -eps


def cross_mut_zero(**_: Any) -> Any:
    """Mutant: the cross-product difference >= 0 (the 1/poly term dropped)."""
    return 0


# -------------------------------------------- (A.43) L2829: the U-neurons' Relu sum <= |S_2|/|S_1| times the W-neurons'


def eqA43_rhs(R: Any, **_: Any) -> Any:
    """(A.43): the printed right side (|S_2^n|/|S_1^n|)(1/|S^n|) sum_l sum_{i in W_{l,n}(0)} (1/a) Relu(...) = R."""
    return R


def eqA43_mut_half(R: Any, **_: Any) -> Any:
    """Mutant: half the printed right side."""
    return R / 2


# ----------------------------------------- (A.44) L2833-L2836: the K_- neurons outside U vs the lucky W neurons (shape)


def eqA44_shape(n1: Any, L: Any, m: Any, B: Any, W: Any, **_: Any) -> Any:
    """(A.44): the printed right side (|S_1^n| m/(|S^n| a)) (1/sqrt(B)) W, a = sqrt(m), W = (1/|S^n|) sum_l sum_{i in
    W_{l,n}(0)} (1/a) Relu(W_O(i,:)^(t) V_l^n(t)) (constant hidden)."""
    return n1 * m / (L * sqrt(m)) / sqrt(B) * W


def eqA44_mut_ratio(n1: Any, L: Any, m: Any, B: Any, W: Any, **_: Any) -> Any:
    """Mutant: an extra |S_1|/|S| (wrong along |S_1|/|S| -> 0)."""
    return (n1 / L) * n1 * m / (L * sqrt(m)) / sqrt(B) * W


# -------------------------------------- (A.99) L3104 / (A.101) L3110: a lucky neuron's other components vs its own


def eqA99_shape(own: Any, B: Any, **_: Any) -> Any:
    """(A.99)/(A.101): the printed right side (1/sqrt(B)) W_O(i,:)^(t+1) p_own (p_1 for W, p_2 for U; constant hidden)."""
    return own / sqrt(B)


def eqA99_mut_b(own: Any, B: Any, **_: Any) -> Any:
    """Mutant: own/B (a wrong power of B)."""
    return own / B


# --------------------------------------------------------------------------------------- (A.94) L3082: I_2 = 0


def eqA94_zero(**_: Any) -> Any:
    """(A.94): the printed value I_2 = 0 (|I_2| <= 0)."""
    return 0.0


def eqA94_mut_neg(scale: Any, **_: Any) -> Any:
    """Mutant: |I_2| <= -scale/100 (impossible: any instance kills it)."""
    return -scale / 100


# ------------------------------------------------------- (A.218), (A.220), (A.222), (A.224) L3638-L3656: the W_O update


def eqA218_zero(**_: Any) -> Any:
    """(A.218) '> 0', (A.220) '~ 0', (A.222) '<= 0', (A.224) '~ 0': the printed right side 0."""
    return 0.0


def eqA218_mut_pos(eta: Any, m: Any, pp: Any, **_: Any) -> Any:
    """Mutant: the update's p_k component exceeds 2 eta (2/sqrt m) ||p_k||^2 (twice its size on D_2)."""
    return 4 * eta * pp / sqrt(m)


def eqA218_mut_zero(eta: Any, m: Any, pp: Any, **_: Any) -> Any:
    """Mutant: the update's p_k component equals eta ||p_k||^2/sqrt(m) (not 0)."""
    return eta * pp / sqrt(m)


def eqA218_mut_neg(eta: Any, m: Any, pp: Any, **_: Any) -> Any:
    """Mutant: the update's p_3 component is <= -4 eta ||p_3||^2/sqrt(m) (twice its size on D_3)."""
    return -4 * eta * pp / sqrt(m)


# ------------------------------------------------------------ (B.88) L4265 and (B.101) L4333: H_3 = 0 and H_2 = 0


def eqB88_zero(**_: Any) -> Any:
    """(B.88)/(B.101): the printed value H_3 = 0 (resp. H_2 = 0), checked as |H| <= 0."""
    return 0.0


def eqB88_mut_neg(scale: Any, **_: Any) -> Any:
    """Mutant: |H| <= -scale/100 (impossible: any instance kills it)."""
    return -scale / 100


# ------------------------------------------------- (B.67) L4175: E[p_n(0)] = c_gamma gamma_d (both halves, gamma_d -> 0)


def eqB67_shape(gamma_d: Any, **_: Any) -> Any:
    """(B.67): the printed order c_gamma gamma_d of E[p_n(0)] (the shape gamma_d, c_gamma left out)."""
    return gamma_d


def eqB67_mut_sq(gamma_d: Any, **_: Any) -> Any:
    """Mutant of the upper half: gamma_d^2 (a wrong power: wrong along gamma_d -> 0)."""
    return gamma_d**2


def eqB67_mut_n(gamma_d: Any, N: Any, **_: Any) -> Any:
    """Mutant of the upper half: gamma_d N^{-2} (a spurious size factor: wrong along N at a fixed gamma_d)."""
    return gamma_d / N**2


def eqB67_mut_sqrt(gamma_d: Any, **_: Any) -> Any:
    """Mutant of the lower half: gamma_d^0 = 1 ((B.66)'s 'Theta(1)' carried over: wrong along gamma_d -> 0)."""
    return gamma_d**0


def eqB67_mut_n_low(gamma_d: Any, N: Any, **_: Any) -> Any:
    """Mutant of the lower half: gamma_d N^2 (a spurious size factor: wrong along N at a fixed gamma_d)."""
    return gamma_d * N**2


# ------------------------------------------------------------------ (B.68) L4177: E[|p_n(0) +- c_gamma gamma_d|^2]


def eqB68_shape(gamma_d: Any, **_: Any) -> Any:
    """(B.68): the printed order Theta(gamma_d^2) (the shape gamma_d^2, the constant left out)."""
    return gamma_d**2


def eqB68_mut_quart(gamma_d: Any, **_: Any) -> Any:
    """Mutant: gamma_d^4 (a wrong power: wrong along gamma_d -> 0)."""
    return gamma_d**4


def eqB68_mut_n(gamma_d: Any, N: Any, **_: Any) -> Any:
    """Mutant: gamma_d^2 N^{-2} (a spurious size factor: wrong along N at a fixed gamma_d)."""
    return gamma_d**2 / N**2


# ------------------------------------------------------------ (A.102) L3114: |I_2 + I_3| for i outside W and U


def eqA102_printed(m: Any, B: Any, **_: Any) -> Any:
    """(A.102): (eta/a) sqrt(log m log B / B) ||p||^2 with eta = 1, a = sqrt(m), ||p|| = 1."""
    return sqrt(log(m) * log(B) / B) / sqrt(m)


def eqA102_mut_small(m: Any, B: Any, **_: Any) -> Any:
    """Mutant: the printed side over 100 (a lost constant)."""
    return sqrt(log(m) * log(B) / B) / sqrt(m) / 100


# ---------------------------------------------------------------- (B.102) L4335: |H_3| for p_j != p_1 (lucky neurons)


def eqB102_printed(m: Any, B: Any, nubar: Any, **_: Any) -> Any:
    """(B.102): (1/B) sum_n nu_n(t) (eta/a) sqrt(log m log B / B) ||p||^2 with eta = 1, a = sqrt(m), ||p|| = 1."""
    return nubar * sqrt(log(m) * log(B) / B) / sqrt(m)


def eqB102_mut_small(m: Any, B: Any, nubar: Any, **_: Any) -> Any:
    """Mutant: the printed side over 100 (a lost constant)."""
    return nubar * sqrt(log(m) * log(B) / B) / sqrt(m) / 100
