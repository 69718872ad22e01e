# Auditor B r29: chenli Assumption 7 (seed 000 L463-L471) with upper radius exp(d^C).
# (1) pigeonhole (Dirichlet) certificate for EVERY Theta and EVERY x: some integer q <= Q^{md} has ||q a_ij|| <= 1/Q for the md
#     reals a_ij = <x, Theta_{i,:,j}>/pi, so lambda = q(1..1) (||lambda|| = q sqrt m) gives product >= cos(pi/Q)^{md}.
# (2) concrete witnesses by brute force at small d (m = 1), own numpy.  (3) C < 1 side: searches find nothing large (indicative).
import numpy as np, mpmath as mp
mp.mp.dps = 60
print("(1) -log(product) certified <= md * (-log cos(pi/Q)),  Q = floor(exp((d^C - log sqrt m)/(md))); compare c*sqrt(d), c = 0.01")
for C in (1.05, 1.5, 2.0, 3.0):
    for m in (1, 4):
        row = []
        for logd in (1, 2, 3, 5, 8, 12, 20, 40, 80):
            d = mp.mpf(10) ** logd
            logQ = (d**C - mp.log(mp.sqrt(m))) / (m * d)
            if logQ < mp.log(3): row.append(f"1e{logd}: -"); continue
            Q = mp.floor(mp.exp(logQ)) if logQ < 200 else mp.exp(logQ)
            bound = m * d * (-mp.log(mp.cos(mp.pi / Q)))
            row.append(f"1e{logd}: {mp.nstr(bound / (0.01 * mp.sqrt(d)), 3)}")
        print(f"  C={C} m={m}: ratio bound/(0.01 sqrt d) at d = " + ", ".join(row))
rng = np.random.default_rng(7)
print("(2) brute force over integer lambda = q (m = 1, T = [d]), Gaussian Theta, uniform x; admissible iff log q <= d^C")
for d, qmax in ((6, 2_000_000), (8, 2_000_000), (10, 2_000_000)):
    for seed in range(3):
        Th = rng.standard_normal((d, d)) / np.sqrt(d); x = rng.choice([-1.0, 1.0], d)
        a = x @ Th                                   # <x, Theta_{:,j}>, j in [d]
        best, bq = -np.inf, None
        for start in range(1, qmax + 1, 500_000):
            q = np.arange(start, min(start + 500_000, qmax + 1), dtype=float)
            lp = np.sum(np.log(np.abs(np.cos(np.outer(q, a))) + 1e-300), axis=1)
            k = lp.argmax()
            if lp[k] > best: best, bq = lp[k], q[k]
        print(f"  d={d} seed={seed}: best q = {int(bq)} (log q = {np.log(bq):.2f} = d^{np.log(np.log(bq))/np.log(d):.2f}), "
              f"product = {np.exp(best):.4f} vs exp(-sqrt d) = {np.exp(-np.sqrt(d)):.4f}")
print("(3) C = 0.5 (radius exp(sqrt d)): max over q in [1, exp(sqrt d)] and 2e5 random real lambda, m = 1, T = [d] minus d^0.5 smallest factors")
for d in (16, 36, 64, 100):
    Th = rng.standard_normal((d, d)) / np.sqrt(d); x = rng.choice([-1.0, 1.0], d); a = x @ Th
    R = np.exp(np.sqrt(d)); lam = np.concatenate([np.arange(1, min(R, 3e6)), rng.uniform(1, R, 200_000)])
    best = -np.inf; drop = int(np.sqrt(d))
    for ch in np.array_split(lam, max(1, len(lam) // 200_000)):
        lc = np.log(np.abs(np.cos(np.outer(ch, a))) + 1e-300); lc.sort(axis=1)
        best = max(best, lc[:, drop:].sum(axis=1).max())
    print(f"  d={d}: R = exp({np.sqrt(d):.0f}); max product found {np.exp(best):.3e} vs exp(-sqrt d) = {np.exp(-np.sqrt(d)):.3e}")
