"""Auditor C: chenli proof of Lemma 5.11 (L794-L810): from the paper's own identity (27),
E||Theta^T x||^2 = ||Theta||_F^2 + S22 (mu^2 d2 - 1)/(d2 - 1) + S33 (nu^2 d3 - 1)/(d3 - 1) + 2 mu nu S23,
S22 = sum_{i != j in S2} (Theta Theta^T)_ij etc., 'in either case E||Theta^T x||^2 <~ ||Theta||_F^2'. Second bullet:
d3 <= min(d/(8 v^2), sqrt(d r_Theta)/(8 c v)). Instance: Theta = D + a 1_[3] e^T, D = diag(+-1) (trace 0), e spread unit
vector (|e_i| = d^{-1/2}) with signs so that sum_{i in S3} D_ii e_i = sum_{i in S2} D_ii e_i = 0 (even d3), a^2 = 3,
c = 1, d2 = 4, mu = 1/2 = c/sqrt(d2) (so S22's factor is 0), nu = 1 (block 3 frozen), v = 2 (Assumption 4: row norm^2
1 + a^2 <= v^2 (d + a^2 d3)/d, column norm^2 1 + a^2 d3/d <= v^2 ||Theta||_F^2/d), r_Theta = d^{1/4}/10 (needs
stable rank F^2/op^2 >= r; op^2 <= (1 + a sqrt(d3))^2), d3 at the bullet's maximum (even). Closed forms (exact integers):
S33 = a^2 d3 (d3 - 1), ||Theta||_F^2 = d + a^2 d3, S23 = 0."""
import math
a2, c, v, d2, mu, nu = 3, 1, 2, 4, 0.5, 1
for ld in [8, 12, 16, 20, 24, 32, 40]:
    d = 10 ** ld
    r = d ** 0.25 / 10
    d3 = int(min(d / (8 * v * v), math.sqrt(d * r) / (8 * c * v)))
    d3 -= d3 % 2
    F2 = d + a2 * d3
    op2 = (1 + math.sqrt(a2 * d3)) ** 2
    assert 1 <= c <= math.sqrt(min(r, d2, d3)) / 2 and abs(mu) <= c / math.sqrt(d2)
    assert F2 / op2 >= r, "Assumption 3 stable rank"
    assert 1 + a2 <= v * v * F2 / d and 1 + a2 * d3 / d <= v * v * F2 / d, "Assumption 4"
    assert r <= d ** 0.25, "(8) upper side"
    S33 = a2 * d3 * (d3 - 1)
    E = F2 + 0 * (mu * mu * d2 - 1) + S33 * (nu * nu * d3 - 1) / (d3 - 1) + 0
    print(f"d = 1e{ld}: r_Theta = {r:.3g}, d3 = {d3:.3g} (bullet max), E||Theta^T x||^2/||Theta||_F^2 = {E / F2:.4g} "
          f"(1 + 3 r/256 = {1 + 3 * r / 256:.4g}); printed (30)-type bound d3 v^2/d = {d3 * v * v / d:.2e}, "
          f"actual ||Theta^T 1_[3]||^2/||Theta||_F^2 ~ {a2 * d3 * d3 / F2:.3g}")
