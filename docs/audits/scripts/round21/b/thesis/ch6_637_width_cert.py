# Auditor B r21: thesis.ch6.theorem6.3.7-width. Deterministic bound on max_i ||r_i^(T)|| (r_i = row i of W_O W_V) for
# model (6.2) with |a_i| = 1/m fixed, hinge loss (subgradient |dl/dF| <= 1), SGD of any batch/data/attention path.
# v = sum_s attn_s p_s is a convex combination, ||v|| <= P = sqrt(beta^2 (1 + K^2) + ||q||^2).
#  dF/dW_O(i) = a_i 1[.] W_V v          -> ||.|| <= ||W_V|| P / m ;   ||dW_O||_F <= eta ||W_V|| P / sqrt(m)
#  dF/dW_V    = sum_i a_i 1[.] W_O(i)^T v^T -> ||.|| <= ||W_O|| ||a|| P = ||W_O|| P / sqrt(m)
# U_t = ||W_O^(t)||, V_t = ||W_V^(t)||: U+V grows at most by (1 + g), g = eta P / sqrt(m)  => Lam = (1+g)^T (U0 + delta)
# ||o_i^(T)|| <= ||o_i^(0)|| + eta T P Lam / m ; V_T <= delta + g T Lam ; ||r_i^(T)|| <= ||o_i^(T)|| V_T.
import numpy as np, math
beta, K, qn, delta, eta, dy = 3.0, 0.5, 1.0, 0.2, 1.0, 30
P = math.sqrt(beta**2 * (1 + K**2) + qn**2)
def bound(M1, exact_init=False, seed=0, pfail=1e-3):
    M2 = 4 * M1; dx = M1 + M2; mb = dx + dy + 1
    T = math.ceil(60 * M1 * math.sqrt(math.log(M1)))
    m = math.ceil((P * T) ** 2)
    if exact_init:
        rng = np.random.default_rng(seed)
        WO = rng.standard_normal((m, mb), dtype=np.float32) / math.sqrt(m)
        U0 = np.linalg.norm(WO.astype(np.float64), 2); o0 = np.linalg.norm(WO, axis=1).max()
    else:   # Gaussian concentration (Davidson-Szarek / Lipschitz), each w.p. >= 1 - pfail/2
        t = math.sqrt(2 * math.log(4 / pfail)); U0 = (math.sqrt(m) + math.sqrt(mb) + t) / math.sqrt(m)
        o0 = (math.sqrt(mb) + math.sqrt(2 * math.log(2 * m / pfail))) / math.sqrt(m)
    g = eta * P / math.sqrt(m); Lam = (1 + g) ** T * (U0 + delta)
    oT = o0 + eta * T * P * Lam / m; VT = delta + g * T * Lam
    r = oT * VT
    eps = M2 ** -0.5
    return dict(M1=M1, M2=M2, T=T, m=m, mb=mb, U0=U0, o0=o0, rmax=r, thr=M2 ** -0.5, Fmax=P * r,
                rhs=eps + M2 ** -0.5, ratio=1.0 / (eps + M2 ** -0.5))
if __name__ == '__main__':
    for M1, ex in [(2, True), (3, True), (2, False), (3, False), (4, False), (8, False), (16, False), (48, False), (192, False), (768, False)]:
        b = bound(M1, ex)
        print(f"M1={M1:4d} M2={b['M2']:5d} T={b['T']:6d} m={b['m']:.3e} {'exact' if ex else 'conc.'} init: ||W_O0||={b['U0']:.3f} max||o_i0||={b['o0']:.4f}"
              f" -> max_i||r_i^T|| <= {b['rmax']:.4f} vs M2^-1/2 = {b['thr']:.4f} ({'all pruned' if b['rmax'] <= b['thr'] else 'NOT'});"
              f" pruned F = 0, hinge = 1 vs eps + M2^-1/2 = {b['rhs']:.4f}: ratio {b['ratio']:.2f}; unpruned |F| <= {b['Fmax']:.3f}")
