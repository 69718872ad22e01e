#!/usr/bin/env python3
"""Auditor A, round 15: chenli (seed 000) L1336, proof of Theorem 5.1: 'when d_2, d_3 <~ r_Theta^2, ... Lemma 5.18
implies (1/sqrt(d_2 d_3)) |v^T Delta_Theta w| <= Theta~(k^4/sqrt(r_Theta) + k^5 v r_Theta/d^{1/6})'.
Lemma 5.18 (L1218-L1222) gives delta** k^2, delta** = Theta(k^{8/3} v^{1/3} sqrt(d_2+d_3)/d^{1/6} + k^2/sqrt(r_Theta) +
k^3 v^3 r_Theta^3/sqrt(d)) (56). Own log-space computation of k^2 delta** (constants 1) over the printed shape, over
Section 4's range: (8) log^c(dmk)/(kappa lambda) << r_Theta << d^{1/4} (factor 10; c = 1, m = 1, lambda = 0.999,
kappa's c = 1), Assumption 4 1 <= v <= sqrt(d)/(10 r^2), Assumption 5 k >= 3, d_2 + d_3 <= 2 r^2 (Lemma 5.18).
Also: where the dropped term exceeds Theorem 5.1's final k^5/r^{1/12} (L1344)."""
import math

LN10 = math.log(10)


def logs(L, k, lr, lv, ls):
    """log of the three k^2 delta** terms and of the printed two terms (d = e^L, r = e^lr, v = e^lv, sqrt(d2+d3)=e^ls)."""
    t1 = 2 * math.log(k) + (8 / 3) * math.log(k) + lv / 3 + ls - L / 6
    t2 = 2 * math.log(k) + 2 * math.log(k) - lr / 2
    t3 = 2 * math.log(k) + 3 * math.log(k) + 3 * lv + 3 * lr - L / 2
    p1 = 4 * math.log(k) - lr / 2
    p2 = 5 * math.log(k) + lv + lr - L / 6
    lse = lambda *a: max(a) + math.log(sum(math.exp(x - max(a)) for x in a))
    return lse(t1, t2, t3), lse(p1, p2), t3


def window(L, k):
    kap = 0.999 ** 6.5 / L ** 2
    lr_lo = LN10 + math.log(L + math.log(k)) - math.log(kap * 0.999)
    lr_hi = L / 4 - LN10
    return lr_lo, lr_hi


for log10d in (40, 80, 160, 400):
    L = log10d * LN10
    k = 3.0
    lo, hi = window(L, k)
    for lr, tag in ((hi, "r at (8)'s top d^{1/4}/10"), ((lo + hi) / 2, "r mid-window")):
        lv_top = L / 2 - LN10 - 2 * lr
        for lv, vt in ((0.0, "v = 1"), (lv_top, "v at Assumption 4's top")):
            if lv < 0:
                continue
            ls = 0.5 * math.log(2) + lr                      # d_2 + d_3 = 2 r^2
            lhs, rhs, t3 = logs(L, k, lr, lv, ls)
            print(f"d = 1e{log10d}, {tag} (log r = {lr:.1f} in [{lo:.1f}, {hi:.1f}]), {vt} (log v = {lv:.1f}): "
                  f"log(k^2 delta** / printed) = {lhs - rhs:.2f}")
    # where the dropped term beats Theorem 5.1's k^5/r^{1/12} at v = 1
    print(f"   third term > k^5/r^(1/12) (v = 1) iff log r > (L/2)/(3 + 1/12) = {L / 2 / (3 + 1 / 12):.1f} "
          f"(window top {hi:.1f}): r_Theta > d^{{6/37}}")
