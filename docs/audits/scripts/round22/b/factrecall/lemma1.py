# Auditor B, r22: factrecall Lemma 1 (seed 002 L604-L628). Own model: phi(z) iid uniform on S^{d-1} for every token of V
# (L169), V^(h) of size k, EOS, and |V|-k-1 other tokens; v = sum_{z in V^(h)} phi(z) + phi(EOS)/2.
# Event: <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2 for all z in V^(h), z' not in V^(h) u {EOS}.
# Exact sampling of the Gram matrix of n = |V| uniform unit vectors in R^d via Bartlett (cost independent of d).
import numpy as np, sys, time
def fail_rate(k,n,d,N,rng,chunk=200000):
    fails=0; done=0
    while done<N:
        m=min(chunk,N-done)
        L=np.zeros((m,n,n))
        for i in range(n):
            L[:,i,i]=np.sqrt(rng.chisquare(d-i,m))
            if i: L[:,i,:i]=rng.standard_normal((m,i))
        A=L@np.transpose(L,(0,2,1))
        s=1/np.sqrt(np.einsum('mii->mi',A))
        G=A*s[:,:,None]*s[:,None,:]
        vdot=G[:,:k,:].sum(1)+0.5*G[:,k,:]          # <v,phi(j)> for all j
        e=vdot[:,k]
        ok=(vdot[:,:k].min(1)>e+0.25)
        if n>k+1: ok&=(e-0.25>vdot[:,k+1:].max(1))
        fails+=int((~ok).sum()); done+=m
    return fails/N
def dmin(k,n,delta,rng):
    # smallest d on a 4% geometric grid with fail rate <= delta (monotone in d up to MC noise)
    N=int(max(4e4,60/delta))
    lo,hi=max(n,4),max(n,4)
    while fail_rate(k,n,hi,N,rng)>delta: lo,hi=hi,int(hi*1.6)+1
    while hi-lo>max(1,0.04*hi):
        mid=(lo+hi)//2
        if fail_rate(k,n,mid,N,rng)>delta: lo=mid
        else: hi=mid
    return hi
rng=np.random.default_rng(1)
print("k |V| delta   d_min   d_min/(k ln(|V|/delta))   [rigorous sufficient constant: 261]",flush=True)
t0=time.time()
for (k,n) in [(1,3),(2,4),(4,6),(1,12),(8,10),(4,24),(16,18)]:
    for delta in [0.5,0.1,0.01,0.001]:
        if n>12 and delta<0.01: continue
        dm=dmin(k,n,delta,rng)
        print(f"{k:2d} {n:3d} {delta:6.3f} {dm:7d}   {dm/(k*np.log(n/delta)):7.2f}   ({time.time()-t0:.0f}s)",flush=True)
# literal reading with z' = EOS allowed: <v,phi(EOS)>+1/4 > <v,phi(EOS)>+1/2 is false for every draw.
