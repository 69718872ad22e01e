# Auditor B, r22: thesis ch6 (E.122) / Lemma E.4.10 (E.38): lucky neurons i in W_n (E.31) stay active,
# W_O(i)^(t) V^n(t) > 0 for all t >= 0. Own model: (6.1)-(6.2) ICL transformer, data (6.6)-(6.7), prompts of Section
# 6.3.2 (alpha), init of Section 6.2.3 (W_V diag delta, first d_x diag of W_Q, W_K = delta, W_O ~ N(0,1/m), a = +-1/m fixed),
# hinge loss, SGD step eta <= 1, batch B. V^n(t) per (E.30) (sum over s = 1..l+1, query included) and context-only.
import numpy as np, torch, sys, itertools
torch.set_num_threads(1)
def prompts(rng,n,M1,M2,l,alpha,q,tasks):
    dx=M1+M2; dy=len(q); P=np.zeros((n,dx+dy,l+1)); z=np.zeros(n)
    for t in range(n):
        a,b=tasks[rng.integers(len(tasks))]
        def x_of(j): v=np.zeros(dx); v[j]=1; v[M1+rng.integers(M2)]+=rng.uniform(-.5,.5); return v
        jq=rng.choice([a,b]); zq=1 if jq==a else -1
        for s in range(l):
            if M1>2 and rng.random()>alpha: j=rng.choice([k for k in range(M1) if k not in (a,b)]); lab=rng.choice([1,-1])
            else: j=rng.choice([a,b]); lab=1 if j==a else -1
            P[t,:dx,s]=x_of(j); P[t,dx:,s]=lab*q
        P[t,:dx,l]=x_of(jq); z[t]=zq
    return torch.tensor(P),torch.tensor(z)
def run(m,seed=0,M1=2,M2=1,dy=4,l=8,B=16,T=30,eta=1.0,alpha=0.8,delta=0.2,nprobe=32):
    rng=np.random.default_rng(seed); torch.manual_seed(seed)
    dx=M1+M2; D=dx+dy; mb=D+1
    q=np.zeros(dy); q[0]=1.0
    tasks=[(a,b) for a,b in itertools.permutations(range(M1),2)]
    WV=torch.zeros(mb,D,dtype=torch.float64); WV[:D,:D]=delta*torch.eye(D)
    WK=torch.zeros(mb,D,dtype=torch.float64); WK[:dx,:dx]=delta*torch.eye(dx); WQ=WK.clone()
    WO=torch.randn(m,mb,dtype=torch.float64)/np.sqrt(m); a=torch.tensor(np.random.default_rng(seed+1).choice([-1.,1.],m)/m)
    Ps=[WV,WK,WQ,WO]
    for p in Ps: p.requires_grad_(True)
    prng=np.random.default_rng(seed+7919); Pp,zp=prompts(prng,nprobe,M1,M2,l,alpha,q,tasks)
    def V(P,with_query):
        keys=torch.einsum('ad,nds->nsa',WK,P); qu=torch.einsum('ad,nd->na',WQ,P[:,:,-1])
        sc=(keys*qu[:,None,:]).sum(-1)
        if not with_query: sc=sc[:,:-1]
        att=torch.softmax(sc,1); vals=torch.einsum('bd,nds->nsb',WV,P if with_query else P[:,:,:-1])
        return (att[:,:,None]*vals).sum(1)
    with torch.no_grad():
        V0=V(Pp,True); O1=WO[:,:dx]; O2=WO[:,dx:D]
        lucky=((V0[:,:dx]@O1.T)>0)&((V0[:,dx:D]@O2.T)>0)&(a>0)[None,:]          # n x m, (E.31)
        V0c=V(Pp,False); lucky_c=((V0c[:,:dx]@O1.T)>0)&((V0c[:,dx:D]@O2.T)>0)&(a>0)[None,:]
    minact=torch.full(lucky.shape,np.inf,dtype=torch.float64); minact_c=minact.clone()
    for t in range(T+1):
        with torch.no_grad():
            act=V(Pp,True)@WO.T; act_c=V(Pp,False)@WO.T
            minact=torch.minimum(minact,act); minact_c=torch.minimum(minact_c,act_c)
        if t==T: break
        Pb,zb=prompts(rng,B,M1,M2,l,alpha,q,tasks)
        F=torch.relu(V(Pb,False)@WO.T)@a
        loss=torch.relu(1-zb*F).mean(); g=torch.autograd.grad(loss,Ps)
        with torch.no_grad():
            for p,gg in zip(Ps,g): p-=eta*gg
    nl=int(lucky.sum()); off=int(((minact<=0)&lucky).sum()); off_c=int(((minact_c<=0)&lucky_c).sum()); nl_c=int(lucky_c.sum())
    off_pl=int(((minact<=0)&lucky&(zp>0)[:,None]).sum()); nl_pl=int((lucky&(zp>0)[:,None]).sum())
    return nl,off,off_c,nl_pl,off_pl,nl_c
if __name__=="__main__":
    eta=float(sys.argv[1]); seeds=int(sys.argv[2]); M2=int(sys.argv[3]); T=int(sys.argv[4])
    for m in [int(v) for v in sys.argv[5:]]:
        tot=np.zeros(6,int)
        for sd in range(seeds): tot+=np.array(run(m,seed=sd,eta=eta,M2=M2,T=T,nprobe=64))
        print(f"eta={eta} M2={M2} T={T} m={m:6d}: lucky pairs {tot[0]}, switched off at some t<=T (E.30 sum incl. query) {tot[1]} "
              f"({tot[1]/tot[0]:.2e}); context-only V (own lucky set) {tot[2]} of {tot[5]}; label +1 prompts (E.38): {tot[4]} of {tot[3]}",flush=True)
