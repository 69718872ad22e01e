"""Auditor B r28: (6.17) and (6.11) in the wide-m corner, with my certificate of ch6_619_widem.py (same per-step bounds).
(6.17): IDR row j of W_Q/W_K starts at delta e_j, so LHS = beta |u_T . p| <= beta (delta beta + 2 delta (e^S - 1) P).
(6.11): hinge >= 1 - |F|, |F| = |sum_r a_r relu(W_O[r] h)| <= w ||h|| <= w_max V_max P for every prompt."""
import math
from ch6_619_widem import delta, K, beta, eta, P
alpha = 0.8
def cert(M1, C_m=1e12, c_T=60):
    M2 = 4 * M1; mb = M1 + M2 + 2
    m = C_m * M1 ** 3 * math.log(M1)
    T = math.ceil(c_T * M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)) / eta)
    w0 = 1.01 * math.sqrt(mb / m); Vmax, wmax = 2 * delta, 2 * w0
    assert delta + eta * T * wmax * P <= Vmax and w0 + eta * T * Vmax * P / m <= wmax
    S = 2 * eta * T * wmax * Vmax * P ** 3
    return S, wmax, Vmax
print("(6.17): upper bound on LHS vs sqrt(ln M1)")
for M1 in (2, 16, 1000, 2 ** 32, 2 ** 64, 2 ** 128):
    S, w, V = cert(M1)
    ub = beta * (delta * beta + 2 * delta * math.expm1(S) * P)
    print(f"  M1=2^{math.log2(M1):.0f}: S={S:.2e} LHS <= {ub:.4f} (delta beta^2 = {delta*beta**2:.2f}); sqrt(ln M1) = {math.sqrt(math.log(M1)):.3f}; "
          f"sqrt(ln M1)/LHS >= {math.sqrt(math.log(M1))/ub:.2f}")
print("(6.11): hinge >= 1 - w_max V_max P for every prompt (the bound needs no B, l_tr, task set)")
for M1 in (2, 16, 1000):
    S, w, V = cert(M1)
    lb = 1 - w * V * P
    print(f"  M1={M1}: expected hinge >= {lb:.8f}; vs eps = 0.5, 1e-2, 1e-4: ratios {[round(lb/e, 1) for e in (0.5, 1e-2, 1e-4)]}")
