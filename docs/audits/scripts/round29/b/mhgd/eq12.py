# Auditor B r29: mhgd Sec. 5.3 (seed 004 L291-L295): 'in order to apply Thms. 1 and 2, the requirement on H ... yields
# H^{1/2} >~ S^5 ||theta~||^3 (12)', against Theorem 1's (3) (L147): sqrt(H) >~ d^2 T^{1/2} R^5 ||theta~||_{2,inf} ||theta~ - theta~0||^3,
# and Theorem 3's explicit condition (L930). Construction U_h = log(n)/gamma_attn H^{-1/2} U_opt, W_h = C H^{-p} W_opt, ||U_opt|| = ||W_opt|| = 1.
import math
def norms(H, n, S, T, C, p):
    gam = S * math.sqrt(T) / math.sqrt(2)                   # gamma_attn (eps -> 0, Z = 0)
    u = math.log(n) / gam / math.sqrt(H); w = C * H**(-p)   # per-head norms
    return math.sqrt(u * u + w * w), math.sqrt(H * (u * u + w * w))   # ||theta~||_{2,inf}, ||theta~||
for (S, T, M, n, C, p) in [(1, 1, 1, 2, 1, 0.5), (2, 4, 3, 100, 0.5, 0.8), (1, 1, 1, 2, 1, 1.2)]:
    d = M + 2; R = S                                        # DM1 without noise: ||x_t|| <= S
    print(f"S={S} T={T} M={M} (d={d}) n={n} C={C} p={p}:")
    for H in (1, 1e2, 1e4, 1e8, 1e12):
        n2i, nf = norms(H, n, S, T, C, p)
        r12 = S**5 * nf**3; r3 = d**2 * math.sqrt(T) * R**5 * n2i * nf**3
        th3 = 36 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * nf + n2i) + 1) * nf**2   # L930, D = ||theta~ - 0||
        print(f"  H={H:.0e}: ||theta||_2inf={n2i:.3g} ||theta||={nf:.3g} | (12) rhs {r12:.4g} / (3) rhs {r3:.4g} = {r12/r3:.4g} "
              f"(= 1/(d^2 sqrt(T) ||theta||_2inf) = {1/(d*d*math.sqrt(T)*n2i):.4g}) | (12) rhs / Thm 3 explicit rhs = {r12/th3:.3g}")
