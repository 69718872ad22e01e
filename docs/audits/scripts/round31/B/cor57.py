# Independent check of chenli Corollary 5.7 at delta -> 1, k = 1 (audit B, r32).
# Exact enumeration of x ~ pi^s_{mu,nu;d1,d2,d3} = U(cube d1) x U(slice d2, mu) x U(slice d3, nu).
import itertools, math, numpy as np

def support(d1, d2, d3, mu, nu):
    a2 = round((1 + mu) * d2 / 2); a3 = round((1 + nu) * d3 / 2)
    assert abs(a2 - (1+mu)*d2/2) < 1e-9 and abs(a3 - (1+nu)*d3/2) < 1e-9
    def sl(d, a):
        out = []
        for pos in itertools.combinations(range(d), a):
            x = -np.ones(d); x[list(pos)] = 1; out.append(x)
        return np.array(out) if out else np.zeros((1, 0))
    cube = np.array(list(itertools.product([-1., 1.], repeat=d1)))
    S2, S3 = sl(d2, a2), sl(d3, a3)
    X = np.array([np.concatenate([c, s, t]) for c in cube for s in S2 for t in S3])
    return X  # uniform over rows

def quantile_norm_k(vals, k, level, nmc=200000, rng=np.random.default_rng(0)):
    """(lower) level-quantile of ||Xv|| = sqrt(sum_i <x_i,v>^2), rows iid uniform over vals (same mu,nu)."""
    if k == 1:
        s = np.sort(np.abs(vals)); n = len(s)
        # smallest r with P[|<x,v>| <= r] >= level
        idx = max(0, math.ceil(level * n - 1e-12) - 1)
        return s[idx]
    samp = rng.choice(vals, size=(nmc, k))
    nrm = np.sqrt((samp**2).sum(1))
    return np.quantile(nrm, level, method='inverted_cdf')

def report(name, d1, d2, d3, mu, nu, v, c, ks=(1,), deltas=(0.5, 0.9, 0.99, 1-1e-4, 1-1e-8, 1-1e-12)):
    X = support(d1, d2, d3, mu, nu)
    v = np.asarray(v, float); v = v / np.linalg.norm(v)
    vals = X @ v
    assert abs(mu) <= c/math.sqrt(d2) + 1e-12 and abs(nu) <= c/math.sqrt(d3) + 1e-12
    print(f"--- {name}: d=({d1},{d2},{d3}) mu={mu} nu={nu} c={c}; support of <x,v>: {np.unique(np.round(vals,6))}")
    for k in ks:
        for dl in deltas:
            q = quantile_norm_k(vals, k, 1 - dl)
            lhs = q - c*math.sqrt(k)
            L1 = k*math.log(k/dl); L2 = k*math.log(2*k/dl)
            Creq1 = lhs/math.sqrt(L1) if lhs > 0 else 0.0
            Creq2 = lhs/math.sqrt(L2) if lhs > 0 else 0.0
            print(f"k={k} delta={dl:.12g}: q_(1-delta)||Xv||={q:.6f}  q-c*sqrt(k)={lhs:.6f}  "
                  f"C needed with log(k/d): {Creq1:.4g}   with log(2k/d): {Creq2:.4g}")

# cube family, c < 1: v = e_1 (cube block): <x,v> = +-1 always
for c in (0.5, 0.1):
    report("cube v=e1", 2, 2, 2, 0.0, 0.0, [1,0, 0,0, 0,0], c, ks=(1,2))
# slice family: v = (1_[2]/sqrt d2 + 1_[3]/sqrt d3)/sqrt 2, mu = c/sqrt d2, nu = c/sqrt d3 -> <x,v> = sqrt2 c exactly
report("slices v=(1_2/2+1_3/2)/sqrt2", 1, 4, 4, 0.5, 0.5, [0, 1,1,1,1, 1,1,1,1], 1.0, ks=(1,2))
# c-growth of the slice family (d2 = d3 = 4 m^2, mu = nu = 1/(2m)... keep mu d2 parity): c = mu sqrt(d2)
for m in (2, 3):
    d2 = 4*m*m  # too big to enumerate; <x,v> is deterministic anyway: mu*sqrt(d2)/sqrt2 + nu*sqrt(d3)/sqrt2
    c = m  # mu = c/sqrt(d2) = 1/2, mu*d2 = 2 m^2 even: valid slice
    print(f"slice family analytic c={c}: ||Xv|| at k=1 = sqrt2*c = {math.sqrt(2)*c:.4f}; C needed at delta=1/2, log(2k/d): {(math.sqrt(2)-1)*c/math.sqrt(math.log(4)):.4f}")
# the delta at which a given C fails for the cube family, as printed (k=1): c + C sqrt(log(1/delta)) < 1
for C in (1, 10, 100):
    for c in (0.5,):
        print(f"as printed, C={C}, c={c}: fails for delta > exp(-((1-c)/C)^2) = {math.exp(-((1-c)/C)**2):.8f}")
