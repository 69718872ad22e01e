"""Audit of thesis L7127 -> L7129 (proof of Lemma D.2.6). L7127: W2(J_j^S, beta_j) <= ||A||(1+||A||)/sqrt(m2 p S),
j in [p2] (p read as p2: no other p in the lemma).  L7129: W2(r, sum_j rho_j(...) + beta') <= O~(S p2/sqrt(m1 m2)
+ sqrt(p2) ||A||(1+||A||)/(m2 S)).  The J-part of r is sum_j J_j^S, beta' = sum_j beta_j (L7125).
Combining the p2 per-j couplings: best case (independent pairs, product coupling) sqrt(sum W2_j^2); worst case
triangle inequality sum_j W2_j.  Own script (plain floats)."""
import math

def l7127_comb(A, m2, p2, S):
    per = A * (1 + A) / math.sqrt(m2 * p2 * S)
    return math.sqrt(p2) * per, p2 * per        # product coupling, triangle

def l7129_rhs(A, m1, m2, p2, S, sqrt_fix=False):
    second = math.sqrt(p2) * A * (1 + A) / (math.sqrt(m2 * S) if sqrt_fix else m2 * S)
    return S * p2 / math.sqrt(m1 * m2) + second

print("m1=m2=m, p2=1, ||A||=1, S=1 (allowed: 1 <= S <= m1/p2):")
for m in [1e2, 1e4, 1e6, 1e8, 1e10, 1e12]:
    best, tri = l7127_comb(1.0, m, 1, 1.0)
    print(f"  m={m:.0e}: J-part from L7127 (best) = {best:.3e}, L7129 rhs = {l7129_rhs(1.0, m, m, 1, 1.0):.3e}, ratio = {best/l7129_rhs(1.0, m, m, 1, 1.0):.3g}")
print("the proof's own choice S = (m1/p2)^{1/3}, p2 = 4, ||A|| = 1:")
for m in [1e3, 1e6, 1e9, 1e12]:
    p2 = 4; S = (m / p2) ** (1 / 3)
    best, tri = l7127_comb(1.0, m, p2, S)
    r = l7129_rhs(1.0, m, m, p2, S)
    print(f"  m={m:.0e}: best {best:.3e} vs L7129 {r:.3e}: ratio {best/r:.3g};  triangle {tri:.3e}")
print("reading 'sqrt(m2 S)' in L7129 (the triangle-inequality combination of L7127 exactly):")
for (m1, m2, p2, A) in [(1e6, 1e6, 1, 1.0), (1e9, 1e4, 8, 1.0), (1e12, 1e12, 100, 1.0), (1e6, 1e6, 1, 30.0)]:
    S = (m1 / p2) ** (1 / 3)
    t1 = S * p2 / math.sqrt(m1 * m2); t2 = math.sqrt(p2) * A * (1 + A) / math.sqrt(m2 * S)
    concl = p2 ** (2 / 3) / (m1 ** (1 / 6) * math.sqrt(m2))
    best, tri = l7127_comb(A, m2, p2, S)
    print(f"  m1={m1:.0e} m2={m2:.0e} p2={p2} A={A}: term1={t1:.4e} term2={t2:.4e} (term2/(A(1+A)) = {t2/(A*(1+A)):.4e}), "
          f"L7137 p2^(2/3)/(m1^(1/6) sqrt m2) = {concl:.4e}; triangle L7127 = {tri:.4e} (= term2: {abs(tri-t2)<1e-12*t2})")
