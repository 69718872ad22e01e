"""Second paths of round 20's mhgd claims (checks/papers/mhgd/r20_chenli.py): the printed closed forms re-typed from the
paper (eq. (7) L237, Lemma 13 L1289, eq. (132) L1576-L1582) in plain Python / mpmath, no code shared with the claims'
measures or bounds; and a DM1 instance built from the definitions (numpy) for gamma_lin's margin."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np


def _gamma_star_eq7(S, T, zeta, M, Zmu, Znu, Z, P):  # noqa: ANN001, ANN202
    """Eq. (7), L237: [T(1-z)z(z S^4 - 7 Zb S^2 - 12 Zb^2 - 16 Zb^3/S^2) - P T^{5/2}(S+Z)^3
    + S sqrt(T)(z - 2(1-z) Z_mu/S^2)/sqrt(2)] / (4 sqrt(2) (M+1))."""
    Zb = max(Zmu, Znu)
    num = (T * (1 - zeta) * zeta * (zeta * S**4 - 7 * Zb * S**2 - 12 * Zb**2 - 16 * Zb**3 / S**2)
           - P * mp.power(T, mp.mpf(5) / 2) * (S + Z) ** 3 + S * mp.sqrt(T) * (zeta - 2 * (1 - zeta) * Zmu / S**2) / mp.sqrt(2))
    return num / (4 * mp.sqrt(2) * (M + 1))


def _gamma_star_lemma13(S, T, zeta, M, Zmu, Znu, Z, P):  # noqa: ANN001, ANN202
    """Lemma 13, L1289: T(1-z)z/(4 sqrt(2(M+1))) (bracket) - P T^{5/2}(S+Z)^3 + (S sqrt T/sqrt 2)(z - 2(1-z)Z_mu/S^2)."""
    Zb = max(Zmu, Znu)
    return (T * (1 - zeta) * zeta / (4 * mp.sqrt(2 * (M + 1))) * (zeta * S**4 - 7 * Zb * S**2 - 12 * Zb**2
                                                                  - 16 * Zb**3 / S**2)
            - P * mp.power(T, mp.mpf(5) / 2) * (S + Z) ** 3 + S * mp.sqrt(T) / mp.sqrt(2) * (zeta - 2 * (1 - zeta) * Zmu / S**2))


def _gamma_lin(S, T, zeta, Zmu):  # noqa: ANN001, ANN202
    """Eq. (132): (S sqrt T / sqrt 2)(zeta - 2 (1 - zeta) Z_mu / S^2)."""
    return S * mp.sqrt(T) / mp.sqrt(2) * (zeta - 2 * (1 - zeta) * Zmu / S**2)


def test_gamma_gap_negative_noise_free() -> None:
    """L241 'gamma_* = gamma_lin + Omega(zeta^2 (1-zeta) S^4)': noise free (Z = Zbar = 0), T = 10, |R| = 1, M = 2.
    Eq. (7) at P = 0: the gap is negative for every S below ~1.3 and ~ -0.94 gamma_lin as S -> 0, while any positive
    constant times zeta^2 (1-zeta) S^4 is > 0. Lemma 13's gamma_* at P = 1 (P = O(1)): negative as S -> 0 (the P term
    ~ S^3 beats S^4). At S -> infinity both gaps over zeta^2 (1-zeta) S^4 tend to positive constants."""
    mp.mp.dps = 50  # restored at the end of the test
    T, zeta, M = 10, mp.mpf(1) / 10, 2
    g7 = _gamma_star_eq7(mp.mpf(1), T, zeta, M, 0, 0, 0, 0)
    assert abs(g7 - mp.mpf("0.0184794577762673")) < 1e-15
    assert abs(_gamma_lin(mp.mpf(1), T, zeta, 0) - mp.sqrt(5) / 10) < 1e-30
    for S in (mp.mpf(1), mp.mpf("0.1"), mp.mpf("0.01"), mp.mpf("0.001")):
        gap = _gamma_star_eq7(S, T, zeta, M, 0, 0, 0, 0) - _gamma_lin(S, T, zeta, 0)
        assert gap < 0, S
        ratio = gap / _gamma_lin(S, T, zeta, 0)
        assert abs(ratio + 1 - 1 / (4 * mp.sqrt(2) * (M + 1))) < 10 * S**3  # ~ -(1 - 1/(12 sqrt2)) gamma_lin
    for S in (mp.mpf("0.1"), mp.mpf("0.01")):
        gap13 = _gamma_star_lemma13(S, T, zeta, M, 0, 0, 0, 1) - _gamma_lin(S, T, zeta, 0)
        assert gap13 < 0 and abs(gap13 + mp.power(T, 2.5) * S**3) < S**4
    # S -> infinity: the ratios settle at T/(4 sqrt2 (M+1)) (eq. 7) and T/(4 sqrt(2(M+1))) (Lemma 13) with P = 1
    S = mp.mpf(10) ** 9
    shape = zeta**2 * (1 - zeta) * S**4
    r7 = (_gamma_star_eq7(S, T, zeta, M, 0, 0, 0, 1) - _gamma_lin(S, T, zeta, 0)) / shape
    r13 = (_gamma_star_lemma13(S, T, zeta, M, 0, 0, 0, 1) - _gamma_lin(S, T, zeta, 0)) / shape
    assert abs(r7 - T / (4 * mp.sqrt(2) * (M + 1))) < 1e-3 and abs(r13 - T / (4 * mp.sqrt(2 * (M + 1)))) < 1e-3
    mp.mp.dps = 15


def test_gamma_lin_negative_at_O_S_noise() -> None:
    """L241 'gamma_lin = Omega(zeta S)' under Z v Zbar = O(S): a DM1 sample (T = 10, |R| = 1, d = 4, M = 1, y = +1,
    mu_+- = S e_{1,2}, nu = S e_3) whose noise tokens are z_t = c S (e_2 - e_1) (||z_t|| = sqrt2 c S = Z,
    |<z_t, mu_+->| = c S^2 = Z_mu <= Z S, so Zbar = c S^2 <= c S for S <= 1: Z v Zbar = O(S)). The linear classifier U_lin = 1_T u_*^T/(S sqrt(2T)) of App. F
    has margin y <U_lin, X> equal to eq. (132)'s gamma_lin at this worst case, and it is negative: c = 1, S = 0.5
    gives 0.5 sqrt(5) (0.1 - 1.8) = -1.9007, while any constant times zeta S is > 0."""
    T, S, c = 10, 0.5, 1.0
    E = np.eye(4)
    mu_p, mu_m, nu = S * E[0], S * E[1], S * E[2]
    z = c * S * (E[1] - E[0])  # against the label: <z, mu_+> = -c S^2, <z, mu_-> = +c S^2
    X = np.stack([mu_p] + [nu + z for _ in range(T - 1)])
    U = np.outer(np.ones(T), mu_p - mu_m) / (S * math.sqrt(2 * T))
    margin = float((U * X).sum())  # y = +1
    zeta, Zmu = 1 / T, c * S**2
    assert abs(margin - float(_gamma_lin(mp.mpf(S), T, mp.mpf(zeta), mp.mpf(Zmu)))) < 1e-12
    assert margin < 0 and abs(margin - 0.5 * math.sqrt(5) * (0.1 - 1.8)) < 1e-12
    # the realisability of the noise box: ||z|| = sqrt2 c S = Z = O(S), |<z, mu_+->| = c S^2 <= Z S and <= c S
    assert abs(np.linalg.norm(z) - math.sqrt(2) * c * S) < 1e-15
    assert abs(abs(z @ mu_p) - c * S**2) < 1e-15 and abs(abs(z @ mu_m) - c * S**2) < 1e-15 and c * S**2 <= c * S


def _cor2_bounds(BP: float, gamma: float, d: int, T: int, R: float, K: float) -> tuple[float, float]:
    """Corollary 2 (L185-L191) re-typed: g0 = (2 B_Phi + log K)/gamma, rho = d^{9/2} T^{3/2} R^{13} g0^4 (constant 1),
    eta = min(1, 1/rho, 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi}))); train = 2/K + 5 (2 B_Phi + log K)^2/(4 gamma^2 eta K),
    gap = 17 (2 B_Phi + log K)^2/(gamma^2 eta n) at n = K."""
    c = mp.mpf(2) * BP + mp.log(K)
    rho = mp.mpf(d) ** mp.mpf(4.5) * mp.mpf(T) ** mp.mpf(1.5) * mp.mpf(R) ** 13 * (c / gamma) ** 4
    eta = min(mp.mpf(1), 1 / rho, 4 * mp.mpf(BP) ** 2 / (mp.mpf(gamma) ** 2 * mp.log(1 + mp.e ** BP)))
    return 2 / K + 5 * c**2 / (4 * gamma**2 * eta * K), 17 * c**2 / (gamma**2 * eta * K)


def test_cor2_rates_grow_with_log_n_S_d() -> None:
    """L193 'after K ~ n GD steps the expected test loss is O(1/n)': what Cor. 2 guarantees at K = n (train + gap
    bound, largest admissible eta) times n grows like (log n)^6 (B_Phi = gamma = d = T = R = 1). L241 'O~(1/(n
    gamma_*^2))' in the DM1 example (noise free, P = 0, T = 10, |R| = 1, M = 2, R = S, B_Phi = T S^2 sqrt(2 log(n/0.1)),
    gamma = gamma_*/2 with gamma_* of eq. (7)): n gamma_*^2 x train bound grows like S^9 and like d^{9/2} at fixed n."""
    mp.mp.dps = 40  # restored at the end of the test
    prods = []
    for n in (mp.mpf(10) ** 2, mp.mpf(10) ** 10, mp.mpf(10) ** 30):
        tr, gp = _cor2_bounds(1.0, 1.0, 1, 1, 1.0, n)
        prods.append(n * (tr + gp))
    assert prods[0] < prods[1] < prods[2] and prods[2] / prods[0] > 1e6
    assert abs(prods[2] / (2 + mp.log(mp.mpf(10) ** 30)) ** 6 - prods[1] / (2 + mp.log(mp.mpf(10) ** 10)) ** 6) < (
        0.05 * prods[2] / (2 + mp.log(mp.mpf(10) ** 30)) ** 6)  # the (log n)^6 law once eta = 1/rho

    T, zeta, M, n = 10, mp.mpf(1) / 10, 2, mp.mpf(10) ** 6

    def ratio(S: float, d: int) -> mp.mpf:
        S = mp.mpf(S)
        gs = _gamma_star_eq7(S, T, zeta, M, 0, 0, 0, 0)
        BP = T * S * S * mp.sqrt(2 * mp.log(n / mp.mpf("0.1")))
        tr, _ = _cor2_bounds(BP, gs / 2, d, T, S, n)
        return n * gs**2 * tr

    r = [ratio(S, 4) for S in (10, 100, 1000)]
    slopes = [mp.log(r[i + 1] / r[i]) / mp.log(10) for i in range(2)]
    assert all(abs(s - 9) < 0.3 for s in slopes), slopes  # ~ S^9
    rd = [ratio(10, d) for d in (10, 100, 1000)]
    assert all(abs(mp.log(rd[i + 1] / rd[i]) / mp.log(10) - 4.5) < 1e-6 for i in range(2))  # ~ d^{9/2}
    mp.mp.dps = 15
