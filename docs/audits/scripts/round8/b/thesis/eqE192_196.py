# Auditor B: thesis (E.192)-(E.196), proof of Lemma E.4.7 at t = 0, on my own Chapter 6 model (ch6_model.py).
# G(v) = (1/|S|) sum_{n in S} dl_n/dW_O(i) . v, dl_n/dW_O(i) = -z^n a_i 1[W_O(i)V^n >= 0] V^n (hinge active), a = m.
# Readings: L = literal gradient, S = whole batch; D = descent direction (-gradient), whole batch;
# DB = descent direction over B_b^n = prompts whose query has IDR mu_a and label +1 (as (E.23)).
import numpy as np, sys
sys.path.insert(0,'/work/audit/r8b/thesis')
from ch6_model import make
def vec(pr,kind,idx,lab):
    D=pr['P'].shape[0]; dx=pr['dx']; v=np.zeros(D)
    if kind=='mu': v[idx]=beta
    else: v[pr['M1']+idx]=beta
    v[dx]=lab          # q = e_1 of R^{d_y}
    return v
res={}
M1,M2,m,l,delta,alpha=3,3,40,20,0.2,0.8
for beta in [1.0,2.0]:
  for B in [16,256,4096]:
    for seed in range(4):
        a,prompt=make(M1=M1,M2=M2,m=m,l=l,delta=delta,alpha=alpha,beta=beta,seed=seed,query="decisive")
        batch=[prompt() for _ in range(B)]
        n0=next((pr for pr in batch if pr['z']==1),None)
        if n0 is None: continue
        A=n0['A']; W0=np.where(n0['Wn'])[0]
        mix=np.array([pr['mix'] for pr in batch]); z=np.array([pr['z'] for pr in batch])
        act=np.array([1-pr['z']*pr['F']>0 for pr in batch]); gate=np.array([pr['gate'] for pr in batch])
        sel_DB=np.array([pr['jq']==A and pr['z']==1 for pr in batch])
        for rd in ['L','D','DB']:
            S=np.ones(B,bool) if rd!='DB' else sel_DB
            sgn=1 if rd=='L' else -1
            coef=sgn*((-z*act)[:,None]*gate*a[None,:]*delta)[S]      # |S| x m
            def G(v): return (coef.T@(mix[S]@v))/S.sum()              # per neuron
            Ga=G(vec(n0,'mu',A,1))[W0]
            others=[b for b in range(M1) if b!=A]
            f192=Ga < alpha*delta*(beta**2+1)/(2*m)
            f193=G(vec(n0,'mu',A,-1))[W0] > (beta**2-1)/(beta**2+1)*Ga
            f194=np.any([G(vec(n0,'mu',b,1))[W0] > Ga/(beta**2+1) for b in others],axis=0)
            f195=np.any([G(vec(n0,'mu',b,-1))[W0] > -Ga/(beta**2+1) for b in others],axis=0)
            f196=np.any([G(vec(n0,'nu',c,0))[W0] > Ga/M2 for c in range(M2)],axis=0)
            key=(beta,B,rd); r=res.setdefault(key,np.zeros(6,int))
            r+=np.array([f192.any(),f193.any(),f194.any(),f195.any(),f196.any(),1])
            if seed==0: print(f"beta={beta} B={B} {rd}: |W_n0|={len(W0)} |S|={S.sum()} G(mu_a;q) range [{Ga.min():+.2e},{Ga.max():+.2e}] floor {alpha*delta*(beta**2+1)/(2*m):.2e}")
print("seeds (of 4) in which some i in W_n0 violates (E.192, E.193, E.194, E.195, E.196); m=40 >= M1^2, B >= M1, beta in [1, Theta(1)]")
for k,v in res.items(): print(k, v[:5], "of", v[5])
