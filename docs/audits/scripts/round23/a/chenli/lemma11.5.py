"""Auditor A r23: chenli Lemma 11.5 (seed 000 L3077-L3141): the proof's construction vs the printed items.
Own code (mpmath, 50 digits): phi(z) = z tanh(z/2) (L3058); v = rho w, m = 2dM + 2, tau = rho(-dM, .., dM, dM + 1),
mu = M^{-1} h-vector (146) (rows phi(rho(i - l)), l = -dM..dM, last row all ones, last entry 0), lambda_i = mu_{dM+1-i}.
Checks: (a) printed domain {-d..d} vs the range of <w, x>; (b) printed Item 2 sum_{i=1}^d lambda_i vs sum_{i=1}^m;
(c) printed tau_i >= 0 vs the construction; (d) Item 4 (even and odd h) for the construction and for |tau| folding."""
import itertools, mpmath as mp
mp.mp.dps = 50
phi = lambda z: z * mp.tanh(z / 2)
def construct(d, M, hfun, rho):
    # direct form of the proof's system: sum_i lambda_i phi(-tau_i + rho l) = h(l)/2, l = -dM..dM, plus the all-ones row
    # (sum of all m lambdas = 0); tau_i = rho (i - 1 - dM), i = 1..m (the paper's reindexing mu_i := lambda_{dM+1-i} is an
    # index slip that phi's evenness makes harmless)
    dM = d * M; m = 2 * dM + 2
    tau = [rho * (i - 1 - dM) for i in range(1, m + 1)]
    A = mp.matrix(m, m); hv = mp.matrix(m, 1)
    for r, l in enumerate(range(-dM, dM + 1)):
        for c in range(m): A[r, c] = phi(-tau[c] + rho * l)
        hv[r] = mp.mpf(hfun(l)) / 2
    for c in range(m): A[m - 1, c] = 1
    lam = mp.lu_solve(A, hv)
    return [lam[i] for i in range(m)], tau
def item4(lam, tau, v, w, d, hfun, parity, fold=False):
    worst = mp.mpf(0)
    for x in itertools.product([-1, 0, 1], repeat=d):
        u = sum(vi * xi for vi, xi in zip(v, x)); s = 0
        for l_, t_ in zip(lam, tau):
            if fold and t_ < 0:
                t_, l_ = -t_, (l_ if parity == 'even' else -l_)
            s += l_ * (phi(t_ + u) + (1 if parity == 'even' else -1) * phi(-t_ + u))
        worst = max(worst, abs(s - hfun(sum(wi * xi for wi, xi in zip(w, x)))))
    return worst
rho = mp.log(8) + 1
cases = [(1, 1, (1,)), (1, 2, (2,)), (2, 1, (1, -1)), (2, 2, (2, 1))]
for d, M, w in cases:
    dM = d * M
    print(f"d={d} M={M} w={w}: <w,x> ranges over {sorted(set(sum(a*b for a, b in zip(w, x)) for x in itertools.product([-1,0,1], repeat=d)))}"
          f" vs printed domain of h {{-{d}..{d}}}")
    for parity in ['even', 'odd']:
        hfun = (lambda t: -1 if t == 0 else 1) if parity == 'even' else (lambda t: (1 if t > 0 else -1) if t != 0 else 0)
        if parity == 'odd':
            hfun = lambda t: 0 if t == 0 else (1 if t > 0 else -1)   # odd needs h(0) = 0 (no odd {+-1}-valued h exists)
        lam, tau = construct(d, M, hfun, rho)
        v = [rho * wi for wi in w]
        print(f"   {parity}: tau_1 = {mp.nstr(tau[0], 5)} (< 0), sum_(i<=d) lambda = {mp.nstr(sum(lam[:d]), 5)}, "
              f"sum_(i<=m) lambda = {mp.nstr(sum(lam), 5)}, max|lambda| = {mp.nstr(max(abs(x) for x in lam), 5)}; "
              f"Item 4 residual: construction {mp.nstr(item4(lam, tau, v, w, d, hfun, parity), 3)}, "
              f"|tau|-folded {mp.nstr(item4(lam, tau, v, w, d, hfun, parity, fold=True), 3)}"
              + (f", folded sum lambda = {mp.nstr(sum((l_ if t_ >= 0 else -l_) for l_, t_ in zip(lam, tau)), 5)}" if parity == 'odd' else ""))
