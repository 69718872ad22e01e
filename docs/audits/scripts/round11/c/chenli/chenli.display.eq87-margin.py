"""Auditor C: chenli L1763 'c log(m/c')/sqrt(r_Theta) << kappa (by some margin)'. kappa = c7 lam^{13/2}/(m^{13/2} log^2 d)
(7); (8): log^c(dmk)/(kappa lam) << r_Theta << d^{1/4} ('<<' read as a factor 10), c 'sufficiently large'; Assumption 1:
lam in (0, 1), lam >> m^{3/2} log m/sqrt(r_Theta); Assumption 11: m <= m1_bar = Theta~(lam log(d/v)/log k), v >= 1 (read:
lam >= m log k/log d, Theta~ constant 1, v = 1 -- the smallest lam allowed). Worst case: r_Theta at (8)'s lower end,
lam at its floor. R = log(m/c')/(sqrt(r_Theta) kappa) (Theorem 3.1's c omitted). All in log space."""
import math

def logR(ld, m, k, c, c7=1.0, cp=0.1, use11=True):
    llog = c * math.log(ld + math.log(m * k))          # log log^c(dmk)
    # (8) window nonempty: log(10) + llog - log(kappa lam) <= ld/4 - log(10)
    # log(kappa lam) = log c7 + 7.5 log lam - 6.5 log m - 2 log ld
    l8 = (2 * math.log(10) + llog - ld / 4 - math.log(c7) + 6.5 * math.log(m) + 2 * math.log(ld)) / 7.5
    l11 = math.log(m * math.log(k) / ld) if use11 else -math.inf
    ll = max(l8, l11)
    if ll >= 0:
        return None, ll
    lk = math.log(c7) + 6.5 * ll - 6.5 * math.log(m) - 2 * math.log(ld)
    lr = math.log(10) + llog - lk - ll
    # Assumption 1 check
    ok1 = ll >= math.log(10 * m ** 1.5 * max(math.log(m), 1e-300)) - 0.5 * lr if m > 1 else True
    return math.log(math.log(m / cp)) - 0.5 * lr - lk, ll, ok1

for use11 in (False, True):
    print("with Assumption 11's m1_bar" if use11 else "without Assumption 11 (only (7), (8), Assumption 1)")
    for c in (3, 5, 7.5, 8, 10):
        row = []
        for ld in (200, 400, 1600, 1e4, 1e5, 1e6):
            out = logR(ld, 1, 2, c, use11=use11)
            if out[0] is None:
                row.append("window empty")
            else:
                row.append(f"{math.exp(out[0]) if out[0] < 700 else float('inf'):.3g} (lam={math.exp(out[1]):.1e})")
        print(f"  c of (8) = {c}: R at log d = 200, 400, 1600, 1e4, 1e5, 1e6: " + "; ".join(row))
