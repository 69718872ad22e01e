"""Auditor A, round 20: mhgd (seed 004) Corollary 2 (L185-L191) and the two prose claims built on it:
 (a) L193: 'Assuming B_Phi = O~_K(1) and gamma = O_K(1), then choosing eta = O~_K(1), the corollary guarantees train loss
     O~_K(1/K) provided H = Omega(log^6 K). Moreover, after K ~ n GD steps the expected test loss is O(1/n).'
 (b) L241: 'applying Cor. 2 for K = n and a polylogarithmic number of heads leads to O~(1/(n gamma_*^2)) train loss and
     expected generalization gap' in the example T v M = O(1), Z v Zbar = O(S), P = O(1).
Cor. 2: eta <= 1 ^ 1/rho(K) ^ 4 B^2/(gamma^2 log(1 + e^B)), rho(K) >~ d^{9/2} T^{3/2} R^{13} g0^4, g0 = (2B + log K)/gamma;
 train <= 2/K + 5 (2B + log K)^2/(4 gamma^2 eta K);  gap <= 17 (2B + log K)^2/(gamma^2 eta n).
I use the largest admissible eta and rho's constant 1 (any other constant rescales, not the growth).
"""
import math


def cor2(B, gamma, d, T, R, K, n):
    g0 = (2 * B + math.log(K)) / gamma
    rho = d ** 4.5 * T ** 1.5 * R ** 13 * g0 ** 4
    eta = min(1.0, 1 / rho, 4 * B ** 2 / (gamma ** 2 * math.log1p(math.exp(min(B, 700))) if B < 700 else 4 * B / gamma ** 2))
    train = 2 / K + 5 * (2 * B + math.log(K)) ** 2 / (4 * gamma ** 2 * eta * K)
    gap = 17 * (2 * B + math.log(K)) ** 2 / (gamma ** 2 * eta * n)
    return train, gap, eta


if __name__ == '__main__':
    print('(a) B_Phi = gamma = d = T = R = 1, K = n: n x (train + gap) bound')
    for n in [1e2, 1e4, 1e8, 1e16, 1e30]:
        tr, gp, eta = cor2(1, 1, 1, 1, 1, n, n)
        print('  n=%.0e: eta=%.3e, n*(train+gap) = %.3e, / (log n)^6 = %.3f' % (n, eta, n * (tr + gp), n * (tr + gp) / math.log(n) ** 6))
    print('(b) example: T = 10, zeta = 0.1, M = 2, noise-free, P = 0, R = max(S, 1), delta = 0.1, B_Phi = T R (S+P) sqrt(2 log(n/delta)),')
    print('    gamma = gamma_*/2 with gamma_* of (7); n = K = 1e6: n gamma_*^2 x train bound')
    T, zeta, M, n = 10, 0.1, 2, 1e6
    for d in [4]:
        for S in [1, 10, 100, 1000]:
            gs = (T * (1 - zeta) * zeta * zeta * S ** 4 + S * math.sqrt(T) * zeta / math.sqrt(2)) / (4 * math.sqrt(2) * (M + 1))
            R = max(S, 1.0)
            B = T * R * S * math.sqrt(2 * math.log(n / 0.1))
            tr, gp, eta = cor2(B, gs / 2, d, T, R, n, n)
            print('  d=%d S=%-5g: gamma_*=%.3e B_Phi=%.3e eta=%.2e  n gamma_*^2 train = %.3e, n gamma_*^2 gap = %.3e' % (d, S, gs, B, eta, n * gs ** 2 * tr, n * gs ** 2 * gp))
    S = 10
    for d in [1, 4, 100, 1000]:
        gs = (T * (1 - zeta) * zeta * zeta * S ** 4 + S * math.sqrt(T) * zeta / math.sqrt(2)) / (4 * math.sqrt(2) * (M + 1))
        B = T * S * S * math.sqrt(2 * math.log(n / 0.1))
        tr, gp, eta = cor2(B, gs / 2, d, T, S, n, n)
        print('  S=10 d=%-5d: n gamma_*^2 train = %.3e' % (d, n * gs ** 2 * tr))
    print('  at fixed S = 10, d = 4, n gamma_*^2 train vs n:')
    for n2 in [1e4, 1e6, 1e10, 1e20]:
        gs = (T * (1 - zeta) * zeta * zeta * S ** 4 + S * math.sqrt(T) * zeta / math.sqrt(2)) / (4 * math.sqrt(2) * (M + 1))
        B = T * S * S * math.sqrt(2 * math.log(n2 / 0.1))
        tr, gp, eta = cor2(B, gs / 2, 4, T, S, n2, n2)
        print('    n=%.0e: %.3e (/ log(n)^8 = %.3e)' % (n2, n2 * gs ** 2 * tr, n2 * gs ** 2 * tr / math.log(n2) ** 8))
