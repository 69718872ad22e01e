"""Audit chenli.display.lemma6.3-completeness-second-link (L1515-L1521): with ||delta_i|| <= eps (the proof's 'so that'),
1.1 (sum_i ||delta_i||^2 ||W_i||_F^2)^{1/2} <= (eps/4) min_i ||W_i||_F ? And with the statement's radius (L1497)
||delta_i|| <= eps sqrt(lambda') min||W||/(5 sqrt m), ||W_i||_F <= ||W_1||_F = 1 (Assumption 10 read with W_1 largest)."""
import math, random
eps = 0.1
print("m = 1, ||W_1|| = 1, ||delta_1|| = eps:", 1.1 * eps, "vs", eps / 4)
random.seed(0); worst = 0.0
for _ in range(20000):
    m = random.randint(1, 8); lam = random.uniform(1e-4, 1.0)
    W = [1.0] + [random.uniform(math.sqrt(lam), 1.0) for _ in range(m - 1)]   # ||W_i||^2 >= lambda', W_1 = 1 largest
    r = eps * math.sqrt(lam) * min(W) / (5 * math.sqrt(m))
    lhs = 1.1 * math.sqrt(sum((r * w) ** 2 for w in W)); rhs = eps / 4 * min(W)
    worst = max(worst, lhs / rhs)
print(f"statement's radius, W_1 largest: max lhs/rhs over 20000 draws = {worst:.3f} (<= 1 holds)")
