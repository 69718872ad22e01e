"""Audit factrecall.display.thm11-lemma3-input (L961-L963): input phi(s) + phi~(r) (printed) vs phi~(s) + phi~(r) (L959 and Lemma 3).
In Lemma 3's construction (L788, unnormalised He of Definition 1 + Stein's lemma L1763), the m -> inf network is
F(z) = g(|z|) sum <z, phi~(s')>^p <z, phi~(r')>^k phi(a*(s',r')), g(t) = E sigma^{(p+k)}(t Z). For S = R = 1 the margin's sign is
the sign of g(|z|). sigma = sum_{j<=8} c_j h_j (orthonormal h_j), c_j = 1 except c_8 = -1, p = k = 3."""
import mpmath as mp
mp.mp.dps = 30
c = {j: 1 for j in range(9)}; c[8] = -1
def g(t):
    # sigma^{(6)} = sum_j c_j sqrt(j!/(j-6)!) h_{j-6};  E h_0 = 1, E h_1(tZ) = 0, E h_2(tZ) = (t^2 - 1)/sqrt 2
    return c[6] * mp.sqrt(mp.factorial(6)) + c[8] * mp.sqrt(mp.factorial(8) / mp.factorial(2)) * (t * t - 1) / mp.sqrt(2)
print("g(1) = c_{p+k} =", mp.nstr(g(1), 5), "; g(sqrt(3/2)) =", mp.nstr(g(mp.sqrt(1.5)), 5))
# |phi~(s) + phi~(r)|^2 -> 1 (two orthogonal halves of unit vectors), |phi(s) + phi~(r)|^2 -> 1 + 1/2 for large d (phi(s) has norm 1,
# <phi(s), phi~(r)> ~ 0, |phi~(r)|^2 ~ 1/2): Lemma 3's input has margin sign g(1) > 0, the printed input g(sqrt(3/2)) < 0.
