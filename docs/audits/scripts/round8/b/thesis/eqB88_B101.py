# Auditor B: thesis (B.88) L4265 "H_3 = 0" (case j = 1) and (B.101) L4333 "H_2 = 0" (case p_j != p_1), H_2/H_3 of (B.81)/(B.82).
# Reading A (helper): S_l, p_l = node l's own pattern; H_3 = node l's attention mass on mu_1 nodes (j = 1).
# Reading B (as (A.14)/(B.74): V_l = mass(S_1) p_1 + z + sum_{k != 1} W_k p_k): H_2 = mass * p_1^T p_j, H_3 = sum_{k != 1} W_k p_k^T p_1.
import numpy as np
P=np.eye(4)   # orthonormal p_1..p_4
# helper's by-hand batches (eta = 1, gates 1)
# (B.88): node A non-discriminative y=+1 with mass 0.7 on mu_1; node B a mu_2 node y=-1 with none; B = 2; a_i = 1/4
H3_A=(1/2)*(+1*0.25*0.7 + (-1)*0.25*0.0)
# (B.101): three mu_2 nodes (y = -1) own-pattern masses .9,.6,1.0, fourth node not mu_2; B = 4; a_i = 1/5; p_j = p_2
H2_A=(1/4)*sum(-1*0.2*m for m in [0.9,0.6,1.0])
print(f"reading A: H_3 = {H3_A:.4f} (B.88 says 0), H_2 = {H2_A:.4f} (B.101 says 0)")
# reading B on random attention masses: exact zeros by orthonormality
rng=np.random.default_rng(0); H2=H3=0.0
for n in range(50):
    y=rng.choice([-1,1]); a=rng.choice([-1,1])/np.sqrt(20); m1=rng.random(); W=rng.random(3)
    V=m1*P[0]+W@P[1:]                                    # node's aggregated value, pattern-1 decomposition
    H3+=y*a*(W@(P[1:]@P[0]))                             # sum_{k != 1} W_k p_k^T p_1   (j = 1)
    H2+=y*a*m1*(P[0]@P[1])                               # mass(S_1) p_1^T p_j          (j = 2)
print(f"reading B: H_3 = {H3/50:.1e}, H_2 = {H2/50:.1e} (exact zeros); (B.87) 'H_2 >~ ... ||p_1||^2 p_n(t)' also uses p_l = p_1")
