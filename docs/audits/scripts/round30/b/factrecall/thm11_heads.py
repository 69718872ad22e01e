# Auditor B, round 30: factrecall.display.thm11-head-count (seed 002 L927-L955, proof of Theorem 11).
# H = H' N_S + H' N_R "∝ d(S+R)/(d_h M) ∝ (S+R) log(|V|/delta')/d_h", H' = ceil(d/d_h), N_S = ceil(S/M), N_R = ceil(R/M),
# d = Theta(M log(|V|/delta')).  Ratio rho = H' (N_S + N_R) d_h M / (d (S + R)) (upper side of the first ∝).
import math, itertools
def rho(S, R, M, d, dh):
    Hp = math.ceil(d/dh); NS = math.ceil(S/M); NR = math.ceil(R/M)
    return Hp*(NS + NR)*dh*M/(d*(S + R))
L = math.log(10/0.1)                       # log(|V|/delta') with |V| = 10, delta' = 0.1
print("(a) S = R = 2, d = ceil(M L), d_h = d/2 (d_h <= d):")
for M in (1, 2, 10, 100, 1e3, 1e4):
    M = int(M); d = math.ceil(M*L); dh = max(1, d//2)
    print(f"   M={M}: H={math.ceil(d/dh)*(math.ceil(2/M)*2)}, rho = {rho(2, 2, M, d, dh):.3f}")
print("(b) regime d_h <= d and M <= min(S, R): max/min rho over a grid")
vals = [rho(S, R, M, d, dh) for S in (1, 3, 10, 100, 1000) for R in (1, 5, 50, 1000) for M in (1, 2, 3, 7, 10, 50)
        if M <= min(S, R) for d in (M*5, M*50, M*500) for dh in (1, 3, d//7 or 1, d//2, d) if dh <= d]
print(f"   {len(vals)} cases: rho in [{min(vals):.3f}, {max(vals):.3f}]")
print("(c) d_h > d (not excluded by Theorem 11): S = R = 100, M = 10, d = ceil(M L), d_h = k d")
for k_ in (1, 10, 100, 1000):
    d = math.ceil(10*L); print(f"   d_h = {k_} d: rho = {rho(100, 100, 10, d, k_*d):.3f}")
