# Auditor B, r22: thesis (A.43) at t = 0. Own model of the chapter-2 ViT (2.1): F = (1/|S|) sum_l a^T Relu(W_O V_l),
# V_l = W_V X softmax(X^T W_K^T W_Q x_l); Assumption 2.3.1 with zero errors (allowed: '<= sigma', '<= delta'):
# W_V mu_j = p_j, W_K mu_j = q_j, W_Q mu_j = r_j, q_1 = r_1, q_2 = r_2, P, Q, R orthonormal; tokens = patterns (tau = 0);
# W_O ~ N(0, xi^2), a_i = +-1/sqrt(m). Lucky sets: W = {i in K_+: W_O(i) V_l > 0} (l in S_1), U = {i in K_-: W_O(i) V_l > 0}
# (l in S_2) (as used in (A.40)-(A.44); K_+- = sign of a_i). Ratio = LHS/RHS of (A.43); y = +1 (|S_1| > |S_2|).
import numpy as np
def values(counts):
    # counts[k] = number of tokens of pattern k (k = 0: mu_1, 1: mu_2, 2..: non-discriminative). Returns V for a mu_1
    # query and a mu_2 query in the P-basis (orthonormal, so norms are exact).
    c=np.array(counts,float); e=np.e
    w1=c.copy(); w1[0]*=e; w1/=w1.sum()
    w2=c.copy(); w2[1]*=e; w2/=w2.sum()
    return w1,w2
def ratio_mc(counts,m,rng,xi=0.01):
    v1,v2=values(counts)
    WO=rng.normal(0,xi,(m,len(counts))); a=rng.choice([-1,1],m)
    h1=np.maximum(WO@v1,0); h2=np.maximum(WO@v2,0)
    Wsum=h1[a>0].sum(); Usum=h2[a<0].sum()           # per token; all mu_1 (mu_2) tokens share V
    s1,s2=counts[0],counts[1]; S=sum(counts)
    lhs=(1/S)*s2*Usum; rhs=(s2/s1)*(1/S)*s1*Wsum
    return lhs/rhs
rng=np.random.default_rng(0)
for counts in [(2,1,1),(2,1,17),(2,1,47),(1,1,0)[:0] or (3,2,40),(10,9,181),(2,1,8,8,8)]:
    v1,v2=values(counts)
    lim=np.linalg.norm(v2)/np.linalg.norm(v1)
    row=[]
    for m in (8,64,512,4096,65536):
        r=np.array([ratio_mc(counts,m,rng) for _ in range(200 if m<65536 else 20)])
        row.append(f"m={m}: med {np.median(r):.3f} P(>1)={np.mean(r>1):.2f}")
    print(f"tokens (|S_1|,|S_2|,others)={counts}: m->inf limit ||V_2||/||V_1|| = {lim:.4f} | "+" | ".join(row),flush=True)
# worst case of the limit over small configurations with |S_1| > |S_2| >= 1, one non-discriminative pattern (M = 3)
best=(0,None)
for s1 in range(2,12):
    for s2 in range(1,s1):
        for n3 in range(0,400):
            v1,v2=values((s1,s2,n3)); r=np.linalg.norm(v2)/np.linalg.norm(v1)
            if r>best[0]: best=(r,(s1,s2,n3))
print("max of the m->inf limit over |S_1|<=11, n3<400 (M=3):",best)
