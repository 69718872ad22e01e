#!/usr/bin/env python3
"""Auditor A, round 15: chenli (seed 000) L1094, proof of Lemma 5.15 (first case |nu|, |nu'| <= c/sqrt(d3)):
'If we take s = k^{-1/3} eta^{2/3}, eta = sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4} ((47)), then combining (48)
[delta <~ k^3 s^{1/2} + k^3 (c^2 v sqrt(r)/sqrt(d))^C + k^3 e^{-r} + k^2/r^{1/4}] and (49) [k^2 eta/s], we obtain the
desired bound' delta*_c (L1062: first term k^{8/3}(sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4} + [...] 1)^{1/3}).
Own log-space arithmetic (constants 1), no repository import."""
import math

L10 = math.log(10)


def lse(*a):
    m = max(a); return m + math.log(sum(math.exp(x - m) for x in a))


def parts(lk, lr, ld, ld2, ld3, lc=0.0, lv=0.0, s_pow=-1 / 3, C=None):
    """natural logs in, natural logs out."""
    C = math.exp(lc) if C is None else C
    leta = lse(0.5 * lc + lr / 4 - min(ld2, ld3) / 4, 2 * lc - lr / 4)
    ls = s_pow * lk + (2 / 3) * leta
    comb = lse(3 * lk + ls / 2, 3 * lk + C * (2 * lc + lv + lr / 2 - ld / 2), 3 * lk - math.exp(min(lr, 700)),
               2 * lk - lr / 4, 2 * lk + leta - ls)
    # delta*_c, first case (indicator 1): k^{8/3}(...)^{1/3} + k^{7/3} min(...) + k^3 (c^2 v sqrt r/sqrt d)^c
    inner = lse(0.5 * lc + lr / 4 - ld2 / 4, 2 * lc - lr / 4, lr / 8 + lv + 1.5 * ld3 - ld / 2,
                lr / 8 + 0.5 * (lc + lv + ld3) - ld / 4)
    mn = min(ld2 / 12 + lr / 24 + lc / 3 - ld / 4, 5 * lr / 24 - lc / 6 - ld / 4,
             lr / 12 + lc / 2 - lv / 3 - ld3 / 2 - ld / 12, lr / 12 + lc / 3 - lv / 6 - ld3 / 6 - ld / 6)
    dstar = lse((8 / 3) * lk + inner / 3, (7 / 3) * lk + mn, 3 * lk + math.exp(lc) * (2 * lc + lv + lr / 2 - ld / 2))
    return comb, dstar


print("(i) path k = t, r = k^40, d = 1e10 r^7, d2 = d3 = r^2, c = v = 1 [(8), Ass. 4, k <= r^(1/20), c-range hold]:")
for lt10 in (1, 3, 6, 10, 14, 100, 1000, 5000):
    lk = lt10 * L10
    lr = 40 * lk
    ld = 7 * lr + 10 * L10
    comb, ds = parts(lk, lr, ld, 2 * lr, 2 * lr)
    combc, _ = parts(lk, lr, ld, 2 * lr, 2 * lr, s_pow=-2 / 3)
    slack8 = (ld / 4 - L10) - lr
    print(f"  k = 1e{lt10}: log10 d = {ld / L10:.0f}; log10(combination/delta*_c) = {(comb - ds) / L10:.3f} "
          f"(k^(1/6) law: {lk / 6 / L10:.3f}); with s = k^(-2/3) eta^(2/3): {(combc - ds) / L10:.3f}; "
          f"minus log10(ln d)^1: {(comb - ds - math.log(ld)) / L10:.2f}, ^2: {(comb - ds - 2 * math.log(ld)) / L10:.2f}; "
          f"(8) upper slack log10 {slack8 / L10:.0f}")
print("\n(ii) d3 < d2: whenever (47)'s min(d2, d3) matters (sqrt(c) r^{1/4}/d3^{1/4} > c^2/r^{1/4}, i.e. d3 < r^2/c^6),")
print("     the second alternative d3 <= min(d/8v^2, sqrt(d r)/8cv) also holds under Assumption 4 (v <= sqrt d/(10 r^2)):")
for lr10, c in ((30, 1.0), (100, 1.0), (100, 10.0)):
    lr = lr10 * L10
    ld = 8 * lr
    lvtop = ld / 2 - L10 - 2 * lr
    ld3max = 2 * lr - 6 * math.log(c)
    alt2 = min(ld - math.log(8) - 2 * lvtop, 0.5 * (ld + lr) - math.log(8 * c) - lvtop)
    print(f"  r = 1e{lr10}, c = {c}: largest d3 where the min matters 10^{ld3max / L10:.1f} <= second alternative's "
          f"bound 10^{alt2 / L10:.1f} (v at its top): {ld3max <= alt2}")
