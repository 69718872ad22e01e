"""Auditor A r28: thesis.ch6.eq6.17-widem and thesis.ch6.eq6.11-widem -- my own bootstrap certificate (same per-step gradient
bounds as eq619_widem.py, derived from (6.2) with |hinge'| <= 1):
  ||dW_O[r]|| <= V P/m, ||dW_V|| <= w P, ||dW_Q||_F <= 2 w V P^3 ||W_K||, ||dW_K||_F <= 2 w V P^3 ||W_Q||  (per step, times eta).
Bootstrap: if bars (wb, Vb, Qb) satisfy w0 + eta T Vb P/m <= wb, delta + eta T wb P <= Vb, delta + 2 eta T wb Vb P^3 Qb <= Qb,
then no quantity crosses its bar in T steps (the first crossing would contradict the increments), so
||W_K^(T) - W_K^(0)||_F <= D := 2 eta T wb Vb P^3 Qb, and |F| <= wb Vb P for every prompt.
(6.17): [mu_j; 0]^T W_K^(T) p <= delta beta^2 + beta D P for p = [mu_j + kappa nu_k; +-q] (W_K^(0) p = delta [x; 0]).
(6.11): hinge >= 1 - |F| >= 1 - wb Vb P for every prompt.  Own code (mpmath)."""
import mpmath as mp
mp.mp.dps = 40
alpha, beta, delta, K, eta, cT, C = mp.mpf('0.8'), mp.mpf(3), mp.mpf('0.2'), mp.mpf('0.5'), mp.mpf(1), mp.mpf(60), mp.mpf(10)**12
P = mp.sqrt(beta**2*(1 + K**2) + 1)
for M1 in (2, 16, 2**20, 2**64, 2**128):
    M1 = mp.mpf(M1); M2 = 4*M1; dx = M1 + M2; ma = dx + 2
    m = C*M1**3*mp.log(M1)
    T = mp.ceil(cT*M1*alpha**(-mp.mpf(2)/3)*beta**(-mp.mpf(2)/3)*mp.sqrt(mp.log(M1))/eta)
    w0 = mp.mpf('1.01')*mp.sqrt(ma/m)
    wb = 2*w0; Vb = delta + 2*eta*T*wb*P; Qb = 2*delta
    ok = (w0 + eta*T*Vb*P/m <= wb) and (delta + eta*T*wb*P <= Vb) and (delta + 2*eta*T*wb*Vb*P**3*Qb <= Qb)
    D = 2*eta*T*wb*Vb*P**3*Qb
    up617 = delta*beta**2 + beta*D*P; shape617 = mp.sqrt(mp.log(M1))
    Fmax = wb*Vb*P
    print(f"M1=2^{float(mp.log(M1,2)):.0f}: m={mp.nstr(m,3)}, T={mp.nstr(T,3)}, bootstrap ok={ok}, D <= {mp.nstr(D,3)};"
          f" (6.17) lhs <= {mp.nstr(up617,6)} vs sqrt(ln M1) = {mp.nstr(shape617,4)} (ratio shape/bound {mp.nstr(shape617/up617,4)});"
          f" (6.11) hinge >= 1 - {mp.nstr(Fmax,3)}")
