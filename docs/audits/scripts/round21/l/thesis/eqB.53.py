"""Lead audit: thesis (B.53) 'p_n(T) >= p'_n(T) := 1 if n in D_1 u D_2'. Definition B.2.3 item 3 (L3911-L3915):
p_n = A nu_n, nu_n^{-1} = A + R, A = sum_z |N_z^n cap S_*| e^{x + b_z}, R = sum_z |(N_z^n cap S_*) - S_1| e^{b_z},
x = ||q_1||^2 - sigma ||q_1||; S_* = the sampled class-relevant nodes (L852). For n in D_2 the class-relevant nodes
are mu_2 nodes, disjoint from S_1, so R = sum_z |N_z cap S_*| e^{b_z} and p_n = e^x/(1 + e^x) < 1 for every x.
(B.50)'s own rest term (N_z cap S^{n,T}) - S_1 makes D_1 nodes with any sampled non-mu_1 neighbour < 1 too."""
import mpmath as mp

for q1, sigma in ((1, 0.1), (3, 0.2), (10, 0.5)):
    x = mp.mpf(q1) ** 2 - sigma * q1
    for counts, b in (((3,), (0.0,)), ((2, 5), (0.3, -1.2))):
        A = sum(c * mp.e ** (x + bz) for c, bz in zip(counts, b))
        R = sum(c * mp.e ** bz for c, bz in zip(counts, b))
        print(f"||q1||={q1} sigma={sigma} counts={counts}: p_n = {mp.nstr(A / (A + R), 12)}  1 - p_n = {mp.nstr(1 - A/(A+R), 4)}")
