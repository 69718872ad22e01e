# Auditor A r29: chenli Assumption 7 (L465-L471) at exponent C > 1: Dirichlet certificate, own numpy/mpmath.
import numpy as np, mpmath as mp
mp.mp.dps = 80
# (1) brute force: for random Theta, x, the best integer lambda = q (1..1) up to a bound; compare with exp(-c sqrt d)
print("Brute force over integer q (lambda = q(1,..,1)), T = [d]:")
for (d, m, qmax, seed) in [(6, 1, 10**6, 0), (6, 1, 10**6, 1), (8, 1, 10**6, 2), (4, 2, 10**6, 3), (10, 1, 3*10**6, 4)]:
    rng = np.random.default_rng(seed)
    Th = [rng.standard_normal((d, d))/np.sqrt(d) for _ in range(m)]
    x = rng.choice([-1.0, 1.0], size=d)
    alphas = np.concatenate([x @ T for T in Th])            # <x, Theta_i[:, j]> for all i, j (m d reals)
    best, bq = -np.inf, None
    for start in range(1, qmax + 1, 200000):
        q = np.arange(start, min(start + 200000, qmax + 1), dtype=float)
        lp = np.log(np.abs(np.cos(np.outer(q, alphas)))).sum(1)
        k = lp.argmax()
        if lp[k] > best: best, bq = lp[k], q[k]
    R = np.sqrt(m)*bq
    print(f"  d={d} m={m} seed={seed}: best q={int(bq)}, ||lambda||={R:.3g} (log = {np.log(R):.2f} = d^{np.log(np.log(R))/np.log(d):.2f}), "
          f"-log prod = {-best:.4f}; sqrt(d) = {np.sqrt(d):.3f}: prod >= exp(-c sqrt d) for every c >= {-best/np.sqrt(d):.4f}")
# (2) the Dirichlet bound along d at exponent C: Q = floor((exp(d^C)/sqrt(m))^(1/(md))), -log sup prod <= m d (-log cos(pi/Q))
print("Dirichlet bound on -log(sup_lambda prod) / sqrt(d)  (must stay >= some c > 0 for Assumption 7):")
for C in [mp.mpf('1.05'), mp.mpf(1.5), mp.mpf(2), mp.mpf(3)]:
    for m in [1, 4]:
        row = []
        for d in [10, 100, 10**3, 10**4, 10**6]:
            logQ = (mp.mpf(d)**C - mp.log(mp.sqrt(m)))/(m*d)
            Q = mp.floor(mp.e**logQ)
            if Q < 3: row.append("n/a(Q<3)"); continue
            b = m*d*(-mp.log(mp.cos(mp.pi/Q)))
            row.append(mp.nstr(b/mp.sqrt(d), 3))
        print(f"  C={C} m={m}: d=10,1e2,1e3,1e4,1e6: {row}")
# (3) at C = 1 (and below) the certificate is void: Q = e^{1/m} < 3
print("C = 1: log Q = (d - log sqrt m)/(m d) < 1 -> Q <= 2: no certificate (consistent with the 'exponent below 1' reading)")
