"""Bounds of factrecall's round-8 step claims (thmcheck.checks.papers.factrecall.r8_frsl): Lemma 8's and Lemma 9's
entropy gaps (App. E.3, L1572-L1577, L1592-L1594), Lemma 9's constants (L1640-L1648) and Lemma 14's choice of q
(App. F, L1721-L1727); each printed side as a pure function of the measured quantities."""

from __future__ import annotations

import math


def lemma8_gap_printed(V: int, D: int, R: int) -> float:
    """(L1573, right member) R log(|V|! (|V| - RD)! / ((|V| - D)! (|V| - (R-1)D)!)), as printed, from exact integers:
    |V|!/(|V| - D)! = prod_{j<D} (|V| - j) and (|V| - (R-1)D)!/(|V| - RD)! = prod_{j<D} (|V| - (R-1)D - j)."""
    num = math.prod(V - j for j in range(D))
    den = math.prod(V - (R - 1) * D - j for j in range(D))
    return R * math.log1p((num - den) / den)


def lemma8_gap_mutant(V: int, D: int, R: int) -> float:
    """Mutant base: R D in place of (R-1) D (R log(|V|! (|V| - (R+1)D)! / ((|V| - D)! (|V| - RD)!)))."""
    num = math.prod(V - j for j in range(D))
    den = math.prod(V - R * D - j for j in range(D))
    return R * math.log1p((num - den) / den)


def _log_comb_ratio(V: int, D: int, R: int) -> float:
    """log(C(|V|, D)/C(|V| - (R-1)D, D)) from the exact integers (int/int division rounds once; log1p near 1)."""
    a, b = math.comb(V, D), math.comb(V - (R - 1) * D, D)
    return math.log1p((a - b) / b)


def gap_chain_printed(item: str, V: int, D: int, R: int) -> float:
    """(L1572) R log(C(|V|, D)/C(|V| - (R-1)D, D)) for the item '1572' (the true gap), from math.comb; (L1574)
    RD log(|V| / (|V| - RD)) for the items '1574' (the true gap) and '1574p' (L1573's printed member); (L1575)
    2 R^2 D^2 / |V| for '1575' (whose left side is L1574's bound). Lemma 9 (L1593, L1594): the same with R = 1, items
    '1593' and '1594'."""
    if item in ("1575", "1594"):
        return 2 * R**2 * D**2 / V
    if item == "1572":
        return R * _log_comb_ratio(V, D, R)
    return R * D * math.log(V / (V - R * D))


def gap_chain_mutant(item: str, V: int, D: int, R: int) -> float:
    """Mutant base: log(1/(1 - x)) <= x at L1575/L1594 (the factor 2 dropped); a quarter of RD log(|V|/(|V| - RD))
    at L1572/L1574/L1593 (the true gap is about half of it when D is large against |V|/D)."""
    if item in ("1575", "1594"):
        return R**2 * D**2 / V
    if item == "1572":
        return 0.25 * R * _log_comb_ratio(V, D, R)
    return 0.25 * R * D * math.log(V / (V - R * D))


def eta_chain_printed(D: int, eta: float) -> float:
    """(L1648) S/M <= D(1 + eta)."""
    return D * (1.0 + eta)


def eta_chain_mutant(D: int, eta: float) -> float:
    """Mutant base: D(1 + eta/2) (1/(1 - x) >= 1 + x, so S/M = D/(1 - eta/2) exceeds it)."""
    return D * (1.0 + eta / 2)


def lemma14_q_choice_printed(log_delta: float) -> float:
    """(L1727) log of the right side: (q^p Var/(Ef)^2)^{q/2} <= delta."""
    return log_delta


def lemma14_q_choice_corrected(log_delta: float) -> float:
    """Under L1723's printed hypothesis q^p Var/(Ef)^2 <= e (q = 2 log(1/delta)), so the left side is at most
    e^{q/2} = 1/delta: log 1/delta."""
    return -log_delta


def lemma14_q_choice_mutant(log_delta: float) -> float:
    """Mutant base of the correction: delta^{-1/2} (e^{q/4}), below the attained 1/delta."""
    return -0.5 * log_delta


def l883_d_needed(eps: float, C2: float, ll_dp: float) -> float:  # noqa: N803
    """eps log d_883, d_883 = 2^{4 C2} log^{4 C2 + 2 eps}(1/delta') (8/eps)^2: the d at which L883's middle
    2^{4C2/eps} log^{4C2/eps + 2}(1/delta') (8/eps)^{2/eps} / d^{1/eps} equals 1; ll_dp = log log(1/delta')."""
    return eps * (4 * C2 * math.log(2.0) + (4 * C2 + 2 * eps) * ll_dp + 2 * math.log(8.0 / eps))


def l883_shape(eps: float, C2: float, ll_dp: float) -> float:  # noqa: N803, ARG001
    """L885's 'whenever d >~ (C3 log(1/delta')/eps)^{C4/eps}' (C3, C4 universal, L772) as a uniform shape: eps log d
    <~ 1 + log log(1/delta') + log(1/eps) (free of C2)."""
    return 1.0 + ll_dp + math.log(1.0 / eps)


def l883_corrected(eps: float, C2: float, ll_dp: float) -> float:  # noqa: N803
    """The correction (as for L889's width): the exponent C4/eps read as C4 q = C4 C2/eps: shape C2 (1 + log log(1/
    delta') + log(1/eps))."""
    return C2 * (1.0 + ll_dp + math.log(1.0 / eps))


def l883_corrected_no_log(eps: float, C2: float, ll_dp: float) -> float:  # noqa: N803, ARG001
    """Mutant base: the correction without its log log(1/delta') term (wrong as delta' -> 0)."""
    return C2 * (1.0 + math.log(1.0 / eps))


def riccati_printed(gamma: float, p: float, z0: float, t: float) -> float:
    """(L1210) ||u||^2 <= gamma ||u_0||^2 exp(gamma t) / (gamma + 4 p(r)^2 (1 - exp(gamma t))), as printed (p(r)
    squared); a vanishing denominator reads as an infinite bound (the largest float)."""
    e = math.exp(gamma * t)
    den = gamma + 4 * p * p * (1.0 - e)
    return gamma * z0 * e / den if den != 0 else 1.7976931348623157e308


def riccati_corrected(gamma: float, p: float, z0: float, t: float) -> float:
    """Lemma 7 applied to L1203 (z' <= gamma z + 4 p(r) z^2): gamma z0 e^{gamma t} / (gamma + 4 p(r) z0 (1 -
    e^{gamma t})), finite on the window of L1209."""
    e = math.exp(gamma * t)
    return gamma * z0 * e / (gamma - 4 * p * z0 * math.expm1(gamma * t))


def riccati_mutant(gamma: float, p: float, z0: float, t: float) -> float:
    """Mutant base: the correction with 2 p(r) for 4 p(r) (below the Riccati solution)."""
    e = math.exp(gamma * t)
    return gamma * z0 * e / (gamma - 2 * p * z0 * math.expm1(gamma * t))


def t_eps_printed(eps2: float, z0: float) -> float:
    """(L1218's second '>=') log(eps^2 / (2 alpha^2 (|A| + 1))), z0 = alpha^2 (|A| + 1) = ||u_0||^2."""
    return math.log(eps2 / (2 * z0))


def t_eps_mutant(eps2: float, z0: float) -> float:
    """Mutant base: log(eps^2 / (alpha^2 (|A| + 1))) (the factor 1/2 dropped; above the first log when eps^2 > z0)."""
    return math.log(eps2 / z0)


def growth_printed(gamma_minus: float, alpha2: float) -> float:
    """(L1267's second '>=', per unit tau > 0) (1/4) gamma_r^- alpha^2."""
    return 0.25 * gamma_minus * alpha2


def growth_mutant(gamma_minus: float, alpha2: float) -> float:
    """Mutant base: (1/2) gamma_r^- alpha^2 (the 4 p(r) alpha^4 term ignored)."""
    return 0.5 * gamma_minus * alpha2


def stage1_chain_printed(item: str, eps2: float, n_a: int, x: float) -> float:
    """(L1280-L1282) right sides: '1280' alpha^2/(4e) eps^2/(2 alpha^2 (|A|+1)) exp(-x), '1281' the same with 1 - x
    for exp(-x), '1282' eps^2/(50(|A|+1)); x = 6 T alpha_sm^2/(||p* - p0|| + 2 T alpha_sm^2) log(eps^2/(2 alpha^2
    (|A|+1))). Logs, except '1281' (1 - x may be small)."""
    base = eps2 / (8 * math.e * (n_a + 1))
    if item == "1280":
        return math.log(base) - x
    if item == "1281":
        return base * (1 - x)
    return math.log(eps2 / (50 * (n_a + 1)))


def stage1_chain_mutant(item: str, eps2: float, n_a: int, x: float) -> float:
    """Mutant base: L1282 with eps^2/(20(|A|+1)) (above the chain's eps^2/(8e(|A|+1)) (1 - x))."""
    if item == "1282":
        return math.log(eps2 / (20 * (n_a + 1)))
    return stage1_chain_printed(item, eps2, n_a, x)


def lemma4_printed(item: str, printed: float) -> float:
    """(L1012, L1016, L1022, L1029) the printed derivative's value at the instance's entry (the closed form is
    evaluated by the measurement from the instance's weights and counts, as the display prints it); (L1038) sum_a
    W_OV(a, z) dL/dW_OV(a, z), which L1035-L1038 say W_KQ(z) dL/dW_KQ(z) equals."""
    return printed


def lemma4_mutant(item: str, printed: float) -> float:
    """Mutant base: the printed value with the opposite sign."""
    return -printed


def l1236_printed(item: str, gd: float, sup: float, zinf: float) -> float:  # noqa: ARG001
    """(L1236) |g(z1) - g(z2)| <= sup_z ||grad g(z)||_1 ||g(z1) - g(z2)||_inf (item 'a') <= ||g(z1) - g(z2)||_inf
    (item 'b'), as printed (g(z1) - g(z2) a scalar, so its inf-norm is gd = |g(z1) - g(z2)|)."""
    return sup * gd if item == "a" else gd


def l1236_reading(item: str, gd: float, sup: float, zinf: float) -> float:  # noqa: ARG001
    """The intended reading: ||z1 - z2||_inf on the right of both links."""
    return zinf


def l1236_mutant(item: str, gd: float, sup: float, zinf: float) -> float:
    """Mutant base: half of the printed right side."""
    return 0.5 * l1236_printed(item, gd, sup, zinf)


def l1568_printed(V: int, D: int, R: int) -> float:
    """(L1568) log(C(|V|, D) C(|V| - D, D) ... C(|V| - (R-1)D, D)), exact binomials."""
    return math.fsum(math.log(math.comb(V - r * D, D)) for r in range(R))


def l1568_mutant(V: int, D: int, R: int) -> float:
    """Mutant base: the product from C(|V| - D, D) to C(|V| - RD, D) (one index shifted)."""
    return math.fsum(math.log(math.comb(V - r * D, D)) for r in range(1, R + 1))


# ===================================================================== L1612-L1627: Lemma 9's event chain

_E_LINKS = {"1614": (0, 1), "1615ge": (1, 2), "1615le": (2, 1), "1616": (2, 3), "1617": (3, 4),
            "1622": (5, 6), "1623ge": (6, 7), "1623le": (7, 6), "1624": (7, 8), "1627": (5, 9)}


def lemma9_event_members(zs: tuple, a: tuple, f: tuple, eps: float, M: float, i: int) -> list[float]:
    """The members of L1612-L1627 on one instance (token z_i = zs[i], a*(s) = a[s], f^(s) = f[s] in Delta_V,
    f~ = (1 - eps) f^ + eps/|V|): 0-4 the per-i chain L1614-L1617, 5-8 the chain over i in [D] L1621-L1624, 9 the
    naive bound D log(eps/|V|) of L1627."""
    S, V, D = len(a), len(f[0]), len(zs)
    ft = [[(1.0 - eps) * x + eps / V for x in row] for row in f]

    def per_i(z: int) -> list[float]:
        N = [s for s in range(S) if a[s] == z]
        m0 = math.log(sum(ft[s][z] for s in range(S)) / S)
        m1 = math.log(sum(ft[s][a[s]] for s in N) / S) if N else -math.inf
        m2 = math.log(sum(ft[s][a[s]] for s in N) / len(N)) + math.log(len(N) / S) if N else -math.inf
        lsum = sum(math.log(ft[s][a[s]]) for s in N)
        m3 = lsum / len(N) + math.log(len(N) / S) if N else -math.inf
        m4 = lsum / M + math.log(M / S)
        return [m0, m1, m2, m3, m4]

    own = per_i(zs[i])
    p5 = sum(per_i(z)[0] for z in zs)
    p6 = sum(sum(math.log(ft[s][a[s]]) for s in range(S) if a[s] == z) for z in zs) / M + D * math.log(M / S)
    p7 = sum(math.log(ft[s][a[s]]) for s in range(S)) / M + D * math.log(M / S)
    p8 = ((1.0 - eps) / M * sum(math.log(f[s][a[s]]) for s in range(S)) - S * eps / M * math.log(V)
          + D * math.log(M / S))
    return [*own, p5, p6, p7, p8, D * math.log(eps / V)]


def lemma9_event_rhs(item: str, zs: tuple, a: tuple, f: tuple, eps: float, M: float, i: int) -> float:
    """(L1614-L1627) the right member of the link ``item`` (see ``_E_LINKS``)."""
    return lemma9_event_members(zs, a, f, eps, M, i)[_E_LINKS[item][1]]


def lemma9_event_lhs(item: str, zs: tuple, a: tuple, f: tuple, eps: float, M: float, i: int) -> float:
    """The left member of the link ``item``."""
    return lemma9_event_members(zs, a, f, eps, M, i)[_E_LINKS[item][0]]


def lemma9_event_rhs_mutant(item: str, zs: tuple, a: tuple, f: tuple, eps: float, M: float, i: int) -> float:
    """Mutant base: the right member plus log 2 (as if a factor 2 were dropped inside a logarithm)."""
    return lemma9_event_rhs(item, zs, a, f, eps, M, i) + math.log(2.0)


# ===================================================================== L1535: Theorem 8's eps_lot <= c RD log(|V|/D)


def thm8_c_printed(**_: float) -> float:
    """(L1535) the second '>=' holds with some c in (0, 1) only where eps_lot/(RD log(|V|/D)) <= c < 1: bound 1."""
    return 1.0


def thm8_c_mutant(**_: float) -> float:
    """Mutant base: c = 0.01 (eps_lot <= 0.01 RD log(|V|/D))."""
    return 0.01


def thm8_l1540_printed(R: float, D: float, V: float) -> float:
    """(L1539-L1540) at the limit c -> 1 of Theorem 8's c in (0, 1): the link needs eps_lot + (eta - 1) RD L <=
    RD log(|V|/D) (every c < 1 fails where this does)."""
    return R * D * math.log(V / D)


def thm8_l1540_mutant(R: float, D: float, V: float) -> float:
    """Mutant base: a tenth of RD log(|V|/D) (c = 0.1 in the eps_lot part)."""
    return 0.1 * R * D * math.log(V / D)
