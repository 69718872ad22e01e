# Auditor B, r22: thesis (B.138) last member '> 0' at t = 0 (worst t: for t >= 1 the added b-sum term is >= 0).
# At t = 0: b = 0, ||q_1(0)|| = 1 (orthonormal Q, Assumption B.2.1), so sign = sign(pbar/4 - sigma), pbar = batch mean of
# p_n(0) (Definition B.2.3). S^{n,0}: uniform subset of the whole graph (L789). Labels: balanced +-1; class-relevant nodes
# for n are D_1 (y=+1) or D_2 (y=-1). Two readings of Def. B.2.3: 'int' (the second sum runs over all other sampled nodes)
# and 'lit' (as typeset; for n in D_1 u D_2 the second set (N_z^n cap S_*) - S_1 is empty when S_* = S_1 -> p_n = 1).
import numpy as np
def pbar(gd,M,N,s,B,sigma,rng,reading):
    pat=rng.choice(M,size=N,p=[gd/2,gd/2]+[(1-gd)/(M-2)]*(M-2))
    batch=rng.choice(N,size=B,replace=False)
    ps=[]
    for n in batch:
        y=1 if pat[n]==0 else (-1 if pat[n]==1 else rng.choice([1,-1]))
        S=rng.choice(N,size=s,replace=False); P=pat[S]
        star=np.sum(P==(0 if y==1 else 1)); hsh=np.sum(P==(1 if y==1 else 0)); rest=s-star-hsh
        w=np.exp(1-sigma)
        if pat[n] in (0,1):
            other = 0 if reading=='lit' else hsh+rest
            den=star*w+other
        else:
            other = rest
            den=(star+hsh)*w+other
        ps.append(star*w/den if den>0 else 0.0)
    return float(np.mean(ps))
rng=np.random.default_rng(0)
M=3; gd=0.05
print("gamma_d=0.05, M=3: path x: k_sigma = x^3 (sigma = 1/(M k_sigma)), B = 8x, N = 160x, s = 20; median over 200 batches")
for x in [1,2.154,4.642,10,21.54,46.42,100]:
    B=int(round(8*x)); N=int(round(160*x)); sig=1/(M*x**3)
    for rd in ('int','lit'):
        vals=np.array([pbar(gd,M,N,20,B,sig,rng,rd)/4-sig for _ in range(200)])
        print(f"x={x:7.3f} B={B:4d} sigma={sig:.2e} {rd}: median(pbar/4-sigma)={np.median(vals):+.4f}  frac<0={np.mean(vals<0):.2f}")
print("critical constant c* = M pbar/4 (member < 0 iff sigma > c*/M), int reading, B=512, N=4000, s=20:")
for gd in [0.8,0.4,0.2,0.1,0.05,0.01]:
    for M in [3,10]:
        pb=np.mean([pbar(gd,M,4000,20,512,0.0,rng,'int') for _ in range(5)])
        print(f"  gamma_d={gd:5.2f} M={M:2d}: pbar={pb:.4f}  c*={M*pb/4:.4f}")
