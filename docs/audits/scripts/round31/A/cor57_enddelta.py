# Independent check of chenli Corollary 5.7 at k=1, delta -> 1 (exact enumeration, no repo code).
import itertools, numpy as np
from math import sqrt, log, exp, comb

def slice_support(d, mu):
    a = round((1+mu)*d/2)            # number of +1 entries
    assert abs((2*a-d)/d - mu) < 1e-12
    out = []
    for pos in itertools.combinations(range(d), a):
        x = -np.ones(d); x[list(pos)] = 1; out.append(x)
    return out                        # uniform on this list

def exact_law(v, d1, d2, d3, mu, nu):
    """exact distribution of |<v,x>|, x ~ U_{d1} x U_{d2,mu} x U_{d3,nu}; returns sorted values, probs"""
    A = [np.array(s) for s in itertools.product([-1,1], repeat=d1)]
    B = slice_support(d2, mu); Cc = slice_support(d3, nu)
    vals = []
    for a in A:
        for b in B:
            for cc in Cc:
                vals.append(abs(v @ np.concatenate([a,b,cc])))
    vals = np.sort(np.array(vals)); p = np.full(len(vals), 1/len(vals))
    return vals, p

def quantile(vals, p, q):   # smallest B with P(|<v,x>| <= B) >= q
    cdf = np.cumsum(p); i = np.searchsorted(cdf, q - 1e-15); return vals[min(i, len(vals)-1)]

d1, d2, d3 = 3, 4, 4
d = d1+d2+d3
c = 0.5                                # |mu| <= c/sqrt(d2)=0.25 -> mu=0 only on the 4-slice
e1 = np.zeros(d); e1[0] = 1
vals, p = exact_law(e1, d1, d2, d3, 0.0, 0.0)
print("k=1, v=e_1: support of |<v,x>| =", np.unique(vals), "(deterministic)")
for C in [1, 3, 10, 100]:
    dstar = exp(-((1-c)/C)**2)
    print(f"C={C}: printed bound c+C*sqrt(log(1/delta)) < 1 for delta > {dstar:.6f};", end=" ")
    for delta in [0.5, 0.9, 0.99, 1-1e-4, 1-1e-8, 1-1e-12]:
        q = quantile(vals, p, 1-delta)
        printed = c + C*sqrt(log(1/delta)); corr = sqrt(2)*c + C*sqrt(log(2/delta))
        if delta == 1-1e-12 or delta == 0.5:
            print(f"[delta={delta}: q={q:.3f} printed={printed:.4f} {'VIOL' if q>printed else 'ok'}; corrected={corr:.3f} {'VIOL' if q>corr else 'ok'}]", end=" ")
    print()
# ratio lhs-shape: (quantile - c sqrt k)/sqrt(k log(k/delta)) at k=1
for t in [2, 10, 100, 1e4, 1e8, 1e12]:
    delta = 1 - 1/t
    print(f"t=1/(1-delta)={t:g}: (||Xv||-c)/sqrt(log(1/delta)) = {(1-c)/sqrt(log(1/delta)):.4g}   corrected-shape ratio (||Xv||-sqrt2 c)/sqrt(log(2/delta)) = {(1-sqrt(2)*c)/sqrt(log(2/delta)):.4g}")
# k=2 check: log(2/delta) >= log 2 so no blowup
print("k=2, delta->1: shape sqrt(2 log 2)=", sqrt(2*log(2)), " lhs = (1-c)*sqrt(2) =", (1-c)*sqrt(2), "ratio", (1-c)*sqrt(2)/sqrt(2*log(2)))
# c >= 1: slices family, mean shift sqrt2 c deterministic (parent erratum), also v spread: min over support
c2 = 1.0; d2b=d3b=4   # c/sqrt(d2)=0.5 -> mu = 0.5 allowed
v = np.zeros(1+4+4); v[1:5] = 0.5/sqrt(2)*2/ sqrt(1)  # placeholder
v = np.zeros(9); v[1:5]=1/sqrt(4); v[5:9]=1/sqrt(4); v/=np.linalg.norm(v)
vals, p = exact_law(v, 1, 4, 4, 0.5, 0.5)
print("c=1, v along 1_[2]+1_[3], mu=nu=c/sqrt(d)=0.5: |<v,x>| support", np.unique(np.round(vals,6)), " = sqrt2*c; printed bound as delta->1 -> c=1")
