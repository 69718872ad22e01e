"""Auditor A, round 20: mhgd (seed 004) Sec. 5.1 prose after Prop. 2 (L241):
 'suppose T v M = O(1) and Z v Zbar = O(S). Then, provided n_1 >~ S^2 d so that P = O(1), it holds
  gamma_* = gamma_lin + Omega(zeta^2 (1-zeta) S^4), where gamma_lin = Omega(zeta S) is the margin of a linear model'.
Three printed gamma_* : (7) L237 (whole numerator over 4 sqrt2 (M+1)), Lemma 13 L1289 (first term over 4 sqrt(2(M+1)),
other terms undivided), (119) L1420 (first term over 4 sqrt2 (M+1), other terms undivided); gamma_lin of (132) L1582.
Own code: formulas typed from the paper; plus an explicit DM1 sample to check that gamma_lin is the oracle
linear margin y<U_*, X> attained on a sample (App. F).
"""
import numpy as np


def lin(S, T, zeta, Zmu):
    return S * np.sqrt(T) / np.sqrt(2) * (zeta - 2 * (1 - zeta) * Zmu / S ** 2)


def quart(S, zeta, Zb):
    return zeta * S ** 4 - 7 * Zb * S ** 2 - 12 * Zb ** 2 - 16 * Zb ** 3 / S ** 2


def g7(S, T, M, zeta, Zmu, Zb, Z, P):
    num = T * (1 - zeta) * zeta * quart(S, zeta, Zb) - P * T ** 2.5 * (S + Z) ** 3 + lin(S, T, zeta, Zmu)
    return num / (4 * np.sqrt(2) * (M + 1))


def g13(S, T, M, zeta, Zmu, Zb, Z, P):
    return T * (1 - zeta) * zeta / (4 * np.sqrt(2 * (M + 1))) * quart(S, zeta, Zb) - P * T ** 2.5 * (S + Z) ** 3 + lin(S, T, zeta, Zmu)


def g119(S, T, M, zeta, Zmu, Zb, Z, P):
    return T * (1 - zeta) * zeta / (4 * np.sqrt(2) * (M + 1)) * quart(S, zeta, Zb) - P * T ** 2.5 * (S + Z) ** 3 + lin(S, T, zeta, Zmu)


def dm1_oracle_margin(S, T, zeta, c, rng):
    """explicit DM1 sample: d = 4, mu_+ = S e1, mu_- = S e2, nu_l = S e_{2+l}; noise z = +-c S (e2 - e1)
    (||z|| = sqrt2 c S, |<z, mu>| = c S^2 = Z_mu, <z, nu> = 0); worst sample y = +1 with all noise = c S (e2 - e1)."""
    d = 4
    mu_p, mu_m = S * np.eye(d)[0], S * np.eye(d)[1]
    nus = [S * np.eye(d)[2], S * np.eye(d)[3]]
    R = int(round(zeta * T))
    X = np.zeros((T, d))
    X[:R] = mu_p
    for t in range(R, T):
        X[t] = nus[rng.integers(2)] + c * S * (np.eye(d)[1] - np.eye(d)[0])
    U = np.outer(np.ones(T), mu_p - mu_m) / (S * np.sqrt(2 * T))
    return float(np.sum(U * X))   # y = +1


if __name__ == '__main__':
    T, M, zeta = 10, 2, 0.1
    print('=== gamma_* - gamma_lin against zeta^2 (1-zeta) S^4 (claim: >= c * that, c > 0) ===')
    for label, Zf, Pv in [('noise-free, P = 0', 0.0, 0.0), ('noise-free, P = 1', 0.0, 1.0),
                          ('Zbar = Z = S (c = 1), P = 0', 1.0, 0.0)]:
        print('--', label)
        for S in [1e-3, 1e-2, 0.1, 1, 10, 100, 1e3, 1e4]:
            Zb = Zf * S; Z = Zf * S; Zmu = Zb
            base = zeta ** 2 * (1 - zeta) * S ** 4
            out = []
            for f in (g7, g13, g119):
                gap = f(S, T, M, zeta, Zmu, Zb, Z, Pv) - lin(S, T, zeta, Zmu)
                out.append('%+.3e (%+.3g)' % (gap, gap / base))
            print('  S=%-7g gap[(7)]=%s  gap[L13]=%s  gap[(119)]=%s   (gap / zeta^2(1-zeta)S^4 in brackets)' % (S, *out))
    S = 1.0
    print('helper instance T=10, |R|=1, M=2, S=1, noise 0, P=0: gamma_*(7) = %.6f, gamma_lin = %.6f, gap = %.4f' % (
        g7(1, 10, 2, 0.1, 0, 0, 0, 0), lin(1, 10, 0.1, 0), g7(1, 10, 2, 0.1, 0, 0, 0, 0) - lin(1, 10, 0.1, 0)))
    print('limit S -> inf of gap(7)/(zeta^2(1-zeta)S^4) = T/(4 sqrt2 (M+1)) = %.4f' % (T / (4 * np.sqrt(2) * (M + 1))))

    print('\n=== gamma_lin against zeta S (claim: gamma_lin >= c zeta S, c > 0), Zbar <= c S ===')
    rng = np.random.default_rng(0)
    # Z v Zbar = O(S): Z <= c S and Zbar <= c S; since Z_mu <= Z * S, the largest admissible Z_mu is min(c S^2, c S)
    for c in [0.01, 0.1, 1.0]:
        row = []
        for S in [1e-3, 1e-2, 0.1, 0.5, 1, 10, 100, 1e3]:
            Zmu = min(c * S ** 2, c * S)
            row.append('S=%g: %+.3g' % (S, lin(S, T, zeta, Zmu) / (zeta * S)))
        print('  Z = Zbar = c S, Z_mu = min(cS^2, cS), c = %g: gamma_lin/(zeta S) = %s' % (c, ', '.join(row)))
        print('     (for S <= 1 the ratio is the constant sqrt(T/2)(1 - 2(1-zeta)c/zeta) = %+.3g, < 0 iff c > zeta/(2(1-zeta)) = %.3g)' % (
            np.sqrt(T / 2) * (1 - 2 * (1 - zeta) * c / zeta), zeta / (2 * (1 - zeta))))
    # helper instance: S = 0.5, Z_mu = c S^2 with c = 1
    S, c = 0.5, 1.0
    print('helper instance S=0.5, z = cS(e2-e1), c=1: gamma_lin = %.4f; explicit DM1 sample oracle margin = %.4f' % (
        lin(S, T, zeta, c * S ** 2), dm1_oracle_margin(S, T, zeta, c, rng)))
    for S in [0.05, 0.5, 2.0]:
        print('  S=%g, c=1: gamma_lin = %+.4f, sample margin = %+.4f, ||z|| = %.3g S, Z_mu = %.3g' % (
            S, lin(S, T, zeta, S ** 2), dm1_oracle_margin(S, T, zeta, 1.0, rng), np.sqrt(2), S ** 2))
