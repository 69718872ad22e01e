"""Lemma D.2.6, L7129 -> L7137: with S = (m1/p2)^{1/3},
  O~(S p2/sqrt(m1 m2) + sqrt(p2) ||A||_inf (1 + ||A||_inf)/(m2 S))  <=?  O~(p2^{2/3}/(m1^{1/6} sqrt(m2))),
O~ hiding poly(log(m1 m2)) only (L6742-L6744). Exact check with mpmath, and ||A||_inf of a symmetric-normalized star."""
import mpmath as mp
mp.mp.dps = 40

def ratio(A, m1, m2, p2):
    A, m1, m2, p2 = map(mp.mpf, (A, m1, m2, p2))
    S = mp.cbrt(m1 / p2)
    t1 = S * p2 / mp.sqrt(m1 * m2); t2 = mp.sqrt(p2) * A * (1 + A) / (m2 * S)
    shape = p2 ** (mp.mpf(2) / 3) / (m1 ** (mp.mpf(1) / 6) * mp.sqrt(m2))
    return t1 / shape, t2 / shape, (t1 + t2) / shape

def star_norm(L):
    """A = D^{-1/2}(Adj + I)D^{-1/2} of a star with L leaves: centre row sum."""
    L = mp.mpf(L)
    return 1 / (L + 1) + L / mp.sqrt(2 * (L + 1))

for L in (1, 10, 10**3, 10**5, 10**7):
    A = star_norm(L)
    for (m1, m2, p2) in ((10**6, 10**6, 1), (10**12, 10**12, 10)):
        r1, r2, r = ratio(A, m1, m2, p2)
        lg = mp.log(m1 * m2)
        print(f"star L={L:>8} ||A||_inf={float(A):10.3f} m1={m1:.0e} m2={m2:.0e} p2={p2}: first/shape={float(r1):.6f} "
              f"second/shape={float(r2):.4e} total/shape={float(r):.4e} (log(m1 m2)={float(lg):.1f})")
# under ||A||_inf = O(1): sup of the ratio over p2 <= m1, m2 >= 1 is 1 + A(1+A)
print("bounded A: ratio <= 1 + A(1+A), e.g. A=1: max over grid =",
      max(float(ratio(1, m1, m2, p2)[2]) for m1 in (1, 10, 1e6) for m2 in (1, 10, 1e6) for p2 in (1, 10, 1e6) if p2 <= m1))
