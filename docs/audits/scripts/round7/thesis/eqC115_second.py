"""Audit thesis.ch4.eqC.115-second (L5801-L5803): (a1 l^2 + a2 l^{3/2} + a3 l + a4 l^{1/2} + a5) <= a5 (same poly(.) and denominator),
justified by 'a_i = O(a_5)'. a_1..a_5 as printed (a_3's stray comma read as a sum). L = 2, mu = 0, ||Sigma_j|| = s_j."""
import mpmath as mp
def coeffs(lam, mu, s, l=0):
    L = len(lam); o = [j for j in range(L) if j != l]
    g = lambda j, p: (mu[j] + mp.sqrt(s[j])) ** p
    h = lambda j: (mu[j] / mp.sqrt(s[j]) + 1) ** 6
    S4 = sum(lam[j] * g(j, 4) for j in o); S8 = sum(lam[j] * g(j, 8) for j in o); H = sum(lam[j] * h(j) for j in o)
    a1 = g(l, 12) / s[l] ** 3
    a2 = g(l, 8) * mp.sqrt(S8) / s[l] ** 3
    a3 = h(l) + mp.sqrt(S4 * S8) + g(l, 6) * H
    a4 = H * g(l, 2) * mp.sqrt(S8)
    a5 = mp.sqrt(S4 * S8) * H
    return a1, a2, a3, a4, a5
for eps in [mp.mpf('0.5'), mp.mpf('0.1'), mp.mpf('0.01'), mp.mpf('0.001')]:
    lam = [1 - eps, eps]; a = coeffs(lam, [0, 0], [1, 1]); lt = lam[0]
    left = a[0] * lt ** 2 + a[1] * lt ** 1.5 + a[2] * lt + a[3] * mp.sqrt(lt) + a[4]
    print(f"lambda = ({mp.nstr(lam[0],4)}, {mp.nstr(eps,4)}): left numerator = {mp.nstr(left, 6)}, a5 = {mp.nstr(a[4], 6)}, ratio = {mp.nstr(left / a[4], 6)}; a1/a5 = {mp.nstr(a[0]/a[4], 6)}")
