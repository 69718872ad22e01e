# Auditor B, r22: thesis ch2 (A.159)/(A.166) attention increments and (A.143) W_Q update along q_1, at late steps of
# training (window [0.9(T*-1), T*-1), T* = first step with zero training hinge loss). Own model: ViT (2.1) with one
# shared a (a_i = +-1/sqrt m), W_O ~ N(0, xi^2), Assumption 2.3.1 init (orthonormal P, Q, R with q_1 = r_1, q_2 = r_2,
# noise <= sigma/delta), tokens = mu_j + N(0, c0^2 I) (Section 2.4.1: d = m_a = m_b = 10, M = 5, c0 = 0.01, xi = 0.01),
# labels by majority of mu_1 vs mu_2 tokens, full-batch SGD (B = N = 20), eta = 1, L = 10 tokens.
import numpy as np, torch, sys
torch.set_num_threads(1)
def run(m,seed=0,N=20,L=10,M=5,d=10,eta=1.0,xi=0.01,sigma=0.01,delta=0.2,c0=0.01,Tmax=3000):
    rng=np.random.default_rng(seed)
    mu=np.eye(d)[:M]
    pats=[];ys=[]
    while len(pats)<N:
        p=rng.integers(0,M,L); n1,n2=(p==0).sum(),(p==1).sum()
        if n1==n2: continue
        pats.append(p); ys.append(1 if n1>n2 else -1)
    pats=np.array(pats); y=torch.tensor(ys,dtype=torch.float64)
    X=torch.tensor(mu[pats]+rng.normal(0,c0,(N,L,d)))
    def basis(k): Q,_=np.linalg.qr(rng.standard_normal((d,k))); return Q
    Qb=basis(2*M); q=Qb[:,:M]; r=np.concatenate([q[:,:2],Qb[:,M:M+M-2]],1); p=basis(M)
    def lin(Bs,eps): # matrix mapping mu_j -> B_j + noise, zero on the complement
        E=rng.standard_normal(Bs.shape); E*=eps/np.linalg.norm(E,axis=0); return torch.tensor((Bs+E)@mu,requires_grad=True)
    WV=lin(p,sigma); WK=lin(q,delta); WQ=lin(r,delta)
    WO=torch.tensor(rng.normal(0,xi,(m,d)),requires_grad=True); a=torch.tensor(rng.choice([-1.,1.],m)/np.sqrt(m))
    Ps=[WV,WK,WQ,WO]
    def attn():
        keys=X@WK.T; qs=X@WQ.T; return torch.softmax(torch.einsum('nsd,nld->nls',keys,qs),-1)   # [n,l,s]
    def F():
        A=attn(); V=torch.einsum('nls,nsd->nld',A,X@WV.T); return (torch.relu(V@WO.T)@a).mean(1)
    hist_att=[]; hist_qproj=[]; Tstar=None
    for t in range(Tmax):
        with torch.no_grad(): hist_att.append(attn().numpy().copy())
        loss=torch.relu(1-y*F()).mean()
        if float(loss)==0.0: Tstar=t; break
        g=torch.autograd.grad(loss,Ps)
        with torch.no_grad():
            q1=WK@torch.tensor(mu[0]); dWQ=-eta*g[2]
            proj=torch.einsum('ad,nld->nla',dWQ,X)@q1/q1.norm()          # <Delta W_Q x_j, q_1(t)/||q_1||>
            hist_qproj.append(proj.numpy().copy())
            for P_,gg in zip(Ps,g): P_-=eta*gg
    if Tstar is None: return None
    lo=int(np.floor(0.9*(Tstar-1))); hi=Tstar-1
    pos=np.where(np.array(ys)==1)[0]
    m159=np.inf; m166=np.inf; m143=np.inf
    for t in range(lo,hi):
        dA=hist_att[t+1]-hist_att[t]
        for n in pos:
            S1=np.where(pats[n]==0)[0]; ND=np.where(pats[n]>=2)[0]
            m159=min(m159,dA[n][np.ix_(S1,S1)].min())                      # l, j in S_1
            if len(ND): m166=min(m166,dA[n][np.ix_(ND,S1)].min())           # l non-discriminative, j in S_1
        for n in range(N):
            ND=np.where(pats[n]>=2)[0]
            if len(ND): m143=min(m143,hist_qproj[t][n][ND].min())
    return Tstar,m159,m166,m143
if __name__=="__main__":
    for m in [int(v) for v in sys.argv[1:]]:
        for sd in range(2):
            r=run(m,seed=sd)
            print(f"m={m} seed {sd}: " + ("no zero-loss step" if r is None else f"T*={r[0]}: min increment (A.159) {r[1]:+.3e}, (A.166) {r[2]:+.3e}; min W_Q-update projection on q_1 for non-discriminative x_j (A.143) {r[3]:+.3e}"),flush=True)
