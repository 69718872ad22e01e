"""Auditor B r28: thesis Prop. 6.4.1 (6.19), seed 003 L1877-L1886, in the wide-m corner of Theorem 6.3.3 (i) m >= Omega(M1^2 log M1).
Own derivation (no repository code).  Model (6.2): F = a^T Relu(W_O sum_i W_V p_i attn_i), attn = softmax((W_K p_i)^T W_Q p_q),
a_r = +-1/m fixed, W_O ~ N(0, 1/m), W_V = delta I, W_Q, W_K = delta on the first d_x diagonal entries; hinge loss, SGD (batch mean).
Per-step bounds (|hinge'| <= 1, ||p|| <= P, g = sum_r a_r 1[.] W_O[r], ||g|| <= w := avg_r ||W_O[r]||, V := ||W_V||_op):
  |dF/ds_i| <= 2 attn_i w V P  ->  row e of W_Q (u) / W_K (v):  ||du|| <= 2 eta w V P^3 ||v||, ||dv|| <= 2 eta w V P^3 ||u||
  ||dW_V||_op <= eta w P ;  ||dW_O[r]|| <= eta V P / m  (so w_{t+1} <= w_t + eta V P / m).
  => s = ||u|| + ||v|| grows by <= (1 + c_t), c_t = 2 eta w_t V_t P^3;  ||u_T - u_0|| <= s_0 (e^S - 1), S = sum c_t, s_0 = 2 delta.
LHS of (6.19) with b = nu_k (the token's own IDI pattern, ||b|| = beta): [b;0]^T W p = beta * u_T . p,  u_0 . p = delta kappa beta.
  => LHS >= beta (delta |kappa| beta - 2 delta (e^S - 1) P).
w_0: avg_r ||W_O[r]|| is (1/m)-Lipschitz in the standard Gaussian Z (W_O = Z/sqrt m): P(w_0 > E + t) <= exp(-t^2 m^2 / 2), E <= sqrt(m_b/m).
"""
import math

delta, K, beta, eta, alpha, qn = 0.2, 0.5, 3.0, 1.0, 0.5, 1.0
kappa = 0.99 * K
P = math.sqrt(beta ** 2 * (1 + K ** 2) + qn ** 2)


def run(M1, C_m, c_T):
    M2 = 4 * M1
    dx, dy = M1 + M2, 1
    mb = dx + dy + 1
    m = C_m * M1 ** 3 * math.log(M1)
    T = math.ceil(c_T * M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)) / eta)
    w0 = 1.01 * math.sqrt(mb / m)
    logfail = -(0.01 * math.sqrt(mb / m)) ** 2 * m ** 2 / 2
    # bootstrap: V <= 2 delta, w <= 2 w0 over the run
    Vmax, wmax = 2 * delta, 2 * w0
    ok = (delta + eta * T * wmax * P <= Vmax) and (w0 + eta * T * Vmax * P / m <= wmax)
    S = 2 * eta * T * wmax * Vmax * P ** 3
    drift = 2 * delta * math.expm1(S)
    lhs_lb = beta * (delta * abs(kappa) * beta - drift * P)
    shape = math.sqrt(math.log(M1)) * (1 / M1 + 1 / M2)
    return dict(M1=M1, m=m, m_over=m / (M1 ** 2 * math.log(M1)), T=T, w0=w0, logfail=logfail, boot=ok, S=S,
                drift=drift, lhs_lb=lhs_lb, shape=shape, ratio=lhs_lb / shape)


if __name__ == "__main__":
    print(f"delta={delta} K={K} kappa={kappa} beta={beta} eta={eta} alpha={alpha} ||q||={qn} P={P:.4f}; "
          f"LHS at init = delta|kappa|beta^2 = {delta*kappa*beta**2:.4f}")
    for C_m, c_T in ((1e12, 60), (1e16, 6000)):
        print(f"m = {C_m:.0e} M1^3 ln M1, T = ceil({c_T} M1 alpha^-2/3 beta^-2/3 sqrt(ln M1)/eta):")
        for M1 in (2, 16, 128, 1000, 10 ** 5):
            r = run(M1, C_m, c_T)
            print(f"  M1={M1:6d} m/(M1^2 ln M1)={r['m_over']:.2e} T={r['T']} w0<={r['w0']:.2e} (fail prob <= e^{r['logfail']:.1e}) "
                  f"bootstrap ok={r['boot']} S={r['S']:.2e} drift<={r['drift']:.2e} LHS>={r['lhs_lb']:.4f} "
                  f"shape={r['shape']:.3e} ratio>={r['ratio']:.1f}")
