"""Audit thesis.ch2.eqA.91 / ch3.eqB.98 (seed 003 L3068-L3070, L4319-L4321). Sign of the batch member
(|S_1|/|S|) p_n(t) - (sigma + tau) (A) / p_n(t)(1 - 2 eps_0) - sigma (B); p_n(0) from Definition A.2.2 (3) (L2683) with
||q_1(0)|| = 1. Exact up to exp (mpmath)."""
import mpmath as mp
M = 10; sigma = tau = mp.mpf(1) / 40; delta = mp.mpf(1) / 40     # sigma, tau < 1/M (Assumption A.2.1)
for S, S1 in [(10, 1), (100, 10), (100, 20)]:
    pn = S1 * mp.e ** (1 - (delta + tau)) / (S1 * mp.e ** (1 - (delta + tau)) + S - S1)
    mem = mp.mpf(S1) / S * pn - (sigma + tau)
    print(f"(A.91) |S|={S} |S_1|={S1}: p_n(0) = {mp.nstr(pn, 5)}; member = {mp.nstr(mem, 5)} ({'negative' if mem < 0 else 'positive'})")
for pn, eps0, sig in [(mp.mpf("0.1"), mp.mpf("0.45"), mp.mpf("0.05")), (mp.mpf("0.5"), mp.mpf("0.4"), mp.mpf("0.15"))]:
    mem = pn * (1 - 2 * eps0) - sig
    print(f"(B.98) p_n={pn} eps_0={eps0} sigma={sig}: member = {mp.nstr(mem, 5)}")
