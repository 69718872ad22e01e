"""Audit r14 A: chenli L1949, Lemma 6.4 proof Case (B): 'we can take rho in Theorem B.4 to be
max(sqrt(d)/(nu d'), nu sqrt(log d))', where (160) asks ||v_j||_inf <= rho/sqrt(dim) ||v_j||_2, for
v_{m+1} = sgn(.) F/||x^T E'_{S^c}|| x^T E'_{S^c} (L1927).
Own construction (no repo code): E' with single-entry columns E'[:, j] = c_j e_{p(j)}, p(j) != j, |c_j| = 1 on n
columns (0 elsewhere) -> |x^T E'|_j = |c_j| for EVERY x in {+-1}^d; diagonal generic heads => <Theta, E'> = 0.
"""
import numpy as np, math

rng = np.random.default_rng(1)

def fact67_S(v, dp, nu):
    """Fact 6.7's proof: sort, stop at the first j <= d' with gamma_j < 1/(nu d'); S = the top j-1 coords."""
    order = np.argsort(-v**2)
    w = v[order]**2
    tail = np.cumsum(w[::-1])[::-1]
    for j in range(int(dp)):
        if tail[j] == 0 or w[j] / tail[j] < 1.0 / (nu * dp):
            return order[:j], 'B-rule'
    return order[:int(dp)], 'A-rule'

def part1(d=4000, dp=40, nu=1.0, m=1):
    # heads: generic diagonal (Assumption 4 with v ~ 3, Tr ~ 0 after centring, effective rank ~ d)
    Th = np.diag(rng.normal(size=d)); Th[np.diag_indices(d)] -= np.trace(Th) / d
    F = np.linalg.norm(Th)
    n = int(math.ceil(1.05 * max(nu * dp, dp / (1 - math.exp(-1 / nu)))))
    cols = rng.choice(d, size=n, replace=False)
    E = np.zeros((d, d))
    for j in cols:
        p = (j + 1) % d
        E[p, j] = rng.choice([-1.0, 1.0])
    E *= F / np.linalg.norm(E)
    assert abs(np.sum(Th * E)) < 1e-9 * F**2            # E' orthogonal to the head
    x = rng.choice([-1.0, 1.0], size=d)
    v = E.T @ x
    print(f"d={d} d'={dp} nu={nu} n={n}: ||E'^T x||/||E'||_F = {np.linalg.norm(v)/np.linalg.norm(E):.6f} (Item 3, E_2)")
    S, rule = fact67_S(v, dp, nu)
    Sc = np.setdiff1d(np.arange(d), S)
    vSc = v[Sc]
    # (A) fails for EVERY S of size <= d' iff it fails for the top-d' set
    top = np.argsort(-v**2)[:dp]
    restA = np.sum(v**2) - np.sum(v[top]**2)
    print(f"  (A) for best S: ||v|S^c||^2/||v||^2 = {restA/np.sum(v**2):.4f} > e^-1/nu = {math.exp(-1/nu):.4f}:"
          f" {restA/np.sum(v**2) > math.exp(-1/nu)}")
    Bin = np.max(vSc**2) <= np.sum(vSc**2) / (nu * dp)
    Bout = np.sum(vSc**2) >= math.exp(-1 / nu) * np.sum(v**2)
    print(f"  Fact 6.7 rule -> |S|={len(S)} ({rule}); Case (B) bullet: {Bin and Bout}")
    vm1 = F / np.linalg.norm(vSc) * vSc
    for dim, lab in ((len(Sc), '|S^c|'), (d, 'd')):
        need = math.sqrt(dim) * np.max(np.abs(vm1)) / np.linalg.norm(vm1)
        printed = max(math.sqrt(dim) / (nu * dp), nu * math.sqrt(math.log(dim)))
        reading = max(math.sqrt(dim / (nu * dp)), nu * math.sqrt(math.log(dim)))
        print(f"  dim={lab}: needed rho = sqrt(dim)||v||_inf/||v|| = {need:.3f}; printed max(..) = {printed:.3f};"
              f" reading sqrt(dim/(nu d')) = {reading:.3f}")
    # every admissible S (any S, |S|<=d', with (B)): ratio >= 1/sqrt(n)
    print(f"  any S: ||v|S^c||_inf^2/||v|S^c||^2 = 1/(n - |S cap supp|) >= 1/n = {1/n:.4g}")

def part2(ld, lam, m, k, c7, nu, beta=1.0):
    """Log-sizes at the paper's parameters: kappa (7), d' (75), n, needed vs printed rho; (8) and (77) checked."""
    kappa = c7 * lam**6.5 / (m**6.5 * ld**2)
    log_dp = math.log(kappa) + 0.5 * ld - math.log(nu) - 0.5 * math.log(ld)   # d' = kappa sqrt(d)/(nu sqrt(log d))
    log_n = math.log(1.05) + log_dp + math.log(max(nu, 1 / (1 - math.exp(-1 / nu))))
    need = 0.5 * (ld - log_n)                    # log sqrt(d/n) (S = empty, |S^c| = d)
    printed = max(0.5 * ld - math.log(nu) - log_dp, math.log(nu) + 0.5 * math.log(ld))
    reading = max(0.5 * (ld - math.log(nu) - log_dp), math.log(nu) + 0.5 * math.log(ld))
    # (8): log^3(dmk)/(kappa lam) << r_Theta << d^{1/4}: need a factor-10 window at both ends
    lhs8 = 3 * math.log(ld + math.log(m * k)) - math.log(kappa * lam)
    ok8 = lhs8 + 2 * math.log(10) <= ld / 4
    ok77 = 10 * m * kappa <= lam * math.exp(-1 / nu)    # (77) first part ('<<' as factor 10)
    ok_fit = log_dp >= 0 and max(log_n, log_dp) - ld < math.log(0.25)
    # (164) with the READING's rho: rho^3 m^3 rbar^3 ||a||^3/(r_^6 d^1.5) vs exp(-||a||^2/(4 r_^2))
    a_over_F = math.sqrt(m) * (math.sqrt(math.log(k)) + beta)
    log164 = 3 * reading + 3 * math.log(m) + 1.5 * math.log(1 + 2 * kappa) + 3 * math.log(a_over_F) \
        - 3 * math.log((1 - 2 * kappa) * lam) - 1.5 * ld
    rhs164 = -a_over_F**2 / (4 * (1 - 2 * kappa) * lam)
    print(f"log d={ld} lam={lam} m={m} k={k} c7={c7} nu={nu}: log kappa={math.log(kappa):.2f} log d'={log_dp:.1f}"
          f" log n={log_n:.1f}; log needed rho={need:.1f}, log printed={printed:.2f}, log reading={reading:.1f};"
          f" (8) ok={ok8} (77) ok={ok77} fit ok={ok_fit}; (164) with reading: log lhs={log164:.1f} vs log rhs={rhs164:.2f}")
    return need - printed

if __name__ == "__main__":
    part1(); part1(d=6000, dp=30, nu=0.5); part1(d=6000, dp=25, nu=2.0)
    gaps = []
    for ld in (300, 600, 1000, 2000):
        for nu in (0.2, 0.5, 1.0, 2.0):
            gaps.append((ld, nu, part2(ld, 0.5, 1, 3, 1.0, nu)))
    part2(600, 0.9, 2, 10, 0.1, 0.5)
    print("log(needed/printed):", [(a, b, round(g, 1)) for a, b, g in gaps])
