# Auditor B: thesis (A.99) L3104: W_O(i)^(t+1) p_j <~ (1/sqrt B) W_O(i)^(t+1) p_1, lucky i in W_{l,n}(0), p_j in P\p_1.
# Own implementation of (2.1)-(2.3): F(X) = 1/|S| sum_l a_l^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss,
# one SGD step (t = 0 -> t+1 = 1) with batch B drawn from the data model; W_V = W_K = W_Q = I (sigma = delta = 0, tau = 0),
# patterns mu_j = e_j (orthonormal, p_j = q_j = r_j = e_j), L = 4 tokens, W_O ~ N(0, xi^2), a ~ +-1/sqrt(m).
import numpy as np, itertools
M=3; d=4; L=4; eta=0.1
seqs=[s for s in itertools.product(range(M),repeat=L) if s.count(0)!=s.count(1)]
def V_of(seq):
    X=np.eye(d)[:,list(seq)]                      # d x L
    out=[]
    for l in range(L):
        w=np.exp(X.T@X[:,l]); w/=w.sum()
        out.append(X@w)
    return np.array(out)                          # L x d  (V_l)
Vs={s:V_of(s) for s in seqs}
def run(B,m,xi,seed):
    rng=np.random.default_rng(seed)
    WO=rng.normal(0,xi,(m,d)); a=rng.choice([-1,1],(L,m))/np.sqrt(m)
    idx=rng.integers(len(seqs),size=B); counts=np.bincount(idx,minlength=len(seqs))
    G=np.zeros((m,d))
    lucky=np.zeros(m,bool)
    for c,s in zip(counts,seqs):
        if c==0: continue
        y=1 if s.count(0)>s.count(1) else -1
        V=Vs[s]; pre=WO@V.T                         # m x L
        F=(a*np.maximum(pre.T,0)).sum()/L
        if y==1:
            for l in range(L):
                if s[l]==0: lucky|=pre[:,l]>0        # (A.8): W_O(i) V_l > 0 for l in S_1^n
        if 1-y*F>0:
            G+= c*(-y)*((a.T*(pre>0))@V)/L           # dF/dW_O(i) = 1/|S| sum_l a_l(i) 1[.] V_l^T
    WO1=WO-eta*G/B
    p1=WO1[lucky,0]; pj=WO1[lucky][:,1:]
    ratio=(pj.max(axis=1))/p1                        # worst p_j per lucky neuron
    pos=p1>0
    return lucky.sum(), np.sort(ratio[pos])[::-1][:3], (p1<=0).sum(), ((p1<=0)&(pj.max(axis=1)>0)).sum()
for xi_rule in ["0.01","1/sqrt(m)"]:
    print("xi =",xi_rule)
    for B in [10**2,10**3,10**4,10**5,10**6]:
        m=int(np.ceil(M*M*np.log(B)))
        xi=0.01 if xi_rule=="0.01" else 1/np.sqrt(m)
        rows=[run(B,m,xi,s) for s in range(3)]
        top=max(r[1][0] for r in rows)
        med=np.median([r[1][0] for r in rows])
        print(f"  B={B:>7} m={m:>3}: lucky={[r[0] for r in rows]} max_j W1p_j/W1p_1 (worst lucky, 3 seeds)={top:.3f} "
              f"x sqrt(B)={top*np.sqrt(B):.1f}; lucky with W1p_1<=0<W1p_j: {[r[3] for r in rows]}")
# Variant: one fixed (l,n): n = sequence (mu1,mu1,mu2,mu3), l = token 0; lucky = W_O(i)V_l>0 and (stricter) a_l(i)>0.
print("fixed (l,n), lucky also with a_(l)i > 0; median over lucky of max_j W1p_j/W1p_1 and count with W1p_1<=0<W1p_j")
s0=(0,0,1,2); V0=Vs[s0][0]
for B in [10**2,10**4,10**6]:
    m=int(np.ceil(M*M*np.log(B))); xi=1/np.sqrt(m); res=[]
    for seed in range(5):
        rng=np.random.default_rng(seed)
        WO=rng.normal(0,xi,(m,d)); a=rng.choice([-1,1],(L,m))/np.sqrt(m)
        idx=rng.integers(len(seqs),size=B); counts=np.bincount(idx,minlength=len(seqs)); G=np.zeros((m,d))
        for c,s in zip(counts,seqs):
            if c==0: continue
            y=1 if s.count(0)>s.count(1) else -1; V=Vs[s]; pre=WO@V.T
            F=(a*np.maximum(pre.T,0)).sum()/L
            if 1-y*F>0: G+=c*(-y)*((a.T*(pre>0))@V)/L
        WO1=WO-eta*G/B
        luck=(WO@V0>0)&(a[0]>0)
        r=WO1[luck][:,1:].max(axis=1)/WO1[luck,0]
        res.append((np.median(r), ((WO1[luck,0]<=0)&(WO1[luck][:,1:].max(axis=1)>0)).sum(), luck.sum(), (r>0.5).sum()))
    print(f"  B={B} m={m}: median ratio per seed {[round(x[0],3) for x in res]} (x sqrt B ~ {np.median([x[0] for x in res])*np.sqrt(B):.0f}); "
          f"#lucky {[x[2] for x in res]}, #ratio>0.5 {[x[3] for x in res]}, #W1p1<=0<W1pj {[x[1] for x in res]}")
