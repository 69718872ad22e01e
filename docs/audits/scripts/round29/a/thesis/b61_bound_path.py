# Auditor A r29: deterministic bound for (B.61)/(B.62): every node has |F| <= p_T q_T <= (p0+q0)^2 (1+eta)^(2T)/4,
# p = ||W_O||_2, q = ||W_V||_2 (unit features, ||a|| = 1); T = C x (B.59). Own mpmath.
import mpmath as mp
p0, q0, eps0, delta = mp.mpf('0.1'), mp.mpf(1), mp.mpf('0.2'), mp.mpf(0)
for C in [1, 10, 100, 1000]:
    row = []
    for eta in [mp.mpf(10)**-k for k in range(1, 11)]:
        T = mp.ceil(C*eta**-0.5*(1-delta)**-0.5/mp.sqrt(1-2*eps0))
        row.append((mp.nstr(eta, 1), mp.nstr((p0+q0)**2*(1+eta)**(2*T)/4, 3)))
    first = next(e for e, b in row if mp.mpf(b) < 1)
    print(f"C={C}: bound on max_n |F(x_n)| at eta=1e-1..1e-10: {[b for _, b in row]}  (< 1 from eta = {first})")
