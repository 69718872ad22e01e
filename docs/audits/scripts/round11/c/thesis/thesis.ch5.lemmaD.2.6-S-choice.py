"""Auditor C: thesis proof of Lemma D.2.6 (L7127-L7137). L7127: W2(J_j^S, beta_j) <= a(1+a)/sqrt(m2 p S), a = ||A||_inf,
p = p2 (chunks S_{j,l}, j in [p2], l in [S]). L7129: W2(r, sum_j rho_j (...) + beta') <= O~(S p2/sqrt(m1 m2) +
sqrt(p2) a(1+a)/(m2 S)). L7135-L7137: S = (m1/p2)^{1/3} gives O~(p2^{2/3}/(m1^{1/6} sqrt(m2))).
Combining the p2 per-j couplings: triangle inequality sum_j W2_j = sqrt(p2) a(1+a)/sqrt(m2 S); independent couplings:
sqrt(sum_j W2_j^2) = a(1+a)/sqrt(m2 S). Exponents exact (Fractions), numbers in log space."""
from fractions import Fraction as Fr
import math

def terms(m1, m2, p2, a, S):
    per_j = a * (1 + a) / math.sqrt(m2 * p2 * S)
    return dict(tri=p2 * per_j, indep=math.sqrt(p2) * per_j, printed=math.sqrt(p2) * a * (1 + a) / (m2 * S),
                first=S * p2 / math.sqrt(m1 * m2), shape=p2 ** (2 / 3) / (m1 ** (1 / 6) * math.sqrt(m2)))

print("L7129 second term vs what L7127 gives (p2 = 1, a = 1, S = 1, m1 = m2 = m): any S in [1, m1/p2] is allowed at L7129")
for m in [1e2, 1e4, 1e6, 1e12]:
    t = terms(m, m, 1, 1.0, 1)
    print(f"  m={m:g}: L7127 combined (indep / triangle) {t['indep']:.3g} / {t['tri']:.3g}; printed {t['printed']:.3g}; "
          f"ratio indep/printed {t['indep']/t['printed']:.3g}")
# exponents of m2 and S: triangle sum ~ m2^{-1/2} S^{-1/2}, printed ~ m2^{-1} S^{-1}: printed/derived = (m2 S)^{-1/2}
print("  exponents (m2, S): derived", (Fr(-1, 2), Fr(-1, 2)), "printed", (Fr(-1), Fr(-1)))
print("reading 'm2 S' -> 'sqrt(m2 S)': second term = triangle sum exactly; with S = (m1/p2)^{1/3}:")
for (m1, m2, p2, a) in [(1e6, 1e6, 4, 1.0), (1e9, 1e4, 2, 3.0), (1e12, 1e8, 16, 10.0)]:
    S = (m1 / p2) ** (1 / 3)
    t = terms(m1, m2, p2, a, S)
    sqrt_read = math.sqrt(p2) * a * (1 + a) / math.sqrt(m2 * S)
    print(f"  m1={m1:g} m2={m2:g} p2={p2} a={a}: first term/shape {t['first']/t['shape']:.6f}, "
          f"sqrt-read second/(a(1+a) shape) {sqrt_read/(a*(1+a)*t['shape']):.6f}, |sqrt-read - triangle| {abs(sqrt_read-t['tri']):.1e}")
# S-choice (printed second term) : printed/shape = a(1+a) p2^{1/6} m1^{-1/6} m2^{-1/2}
print("S-choice with the printed second term: (printed at S=(m1/p2)^{1/3})/shape = a(1+a) p2^(1/6) m1^(-1/6) m2^(-1/2)")
for (m, a) in [(1e6, 1), (1e6, 10), (1e6, 100), (1e6, 1000), (1e4, 100), (1e8, 100), (1e10, 100)]:
    S = m ** (1 / 3)
    t = terms(m, m, 1, a, S)
    print(f"  m1=m2={m:g}, p2=1, ||A||={a}: printed/shape {t['printed']/t['shape']:.3g} (formula {a*(1+a)*m**(-1/6)*m**-0.5:.3g})")
