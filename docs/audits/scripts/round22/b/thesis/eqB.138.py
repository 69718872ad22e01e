# Auditor B, r22: thesis (B.138)/(B.134): K(t) = q_1(t)-coefficient of the W_Q SGD update of x_j (j a mu_1 node) > 0,
# t = 0..T-1 (Lemma B.3.2 L3979). Own model of the chapter-3 graph transformer (3.1), hinge loss (3.3), SGD on
# (W_O, W_V, W_K, W_Q, b) with a fixed (L789-L795), pre-trained W_V, W_K, W_Q per Assumption B.2.1 (orthonormal P, Q, R,
# q_1 = r_1, q_2 = r_2, noise <= sigma / delta), W_O ~ N(0, xi^2), a ~ +-1/sqrt(m), b^(0) = 0, S^{n,t} uniform from the
# whole graph, u_(s,n) one-hot truncated SPD (3.2). Labels: majority of D_1 vs D_2 in the distance-1 neighbourhood.
# K(t) := <Delta W_Q mu_1, q_1(t)>/||q_1(t)||^2, q_1(t) = W_K^(t) mu_1.
import numpy as np, torch, sys
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import shortest_path
torch.set_num_threads(1)
def orthonormal(rng,dim,k):
    Q,_=np.linalg.qr(rng.standard_normal((dim,k))); return Q
def build(seed,N=400,M=3,gd=0.4,deg=6,Z=4):
    rng=np.random.default_rng(seed)
    pat=rng.choice(M,size=N,p=[gd/2,gd/2]+[(1-gd)/(M-2)]*(M-2))
    A=(rng.random((N,N))<deg/N); A=np.triu(A,1); A=A|A.T
    D=shortest_path(csr_matrix(A.astype(float)),unweighted=True)
    D[np.isinf(D)]=99; U=np.minimum(D,Z-1).astype(int)   # bucket index 0..Z-1
    v1=(A&(pat==0)[None,:]).sum(1); v2=(A&(pat==1)[None,:]).sum(1)
    y=np.where(v1>v2,1,np.where(v1<v2,-1,rng.choice([-1,1],N)))
    return pat,U,y
def init(seed,M=3,ma=8,m=64,xi=0.1,sigma=0.05,delta=0.2):
    rng=np.random.default_rng(seed+1000)
    Qb=orthonormal(rng,ma,2*M); q=Qb[:,:M]; r=np.concatenate([q[:,:2],Qb[:,M:M+M-2]],1); p=orthonormal(rng,ma,M)
    def noisy(B,eps):
        E=rng.standard_normal(B.shape); E*=eps*rng.random(B.shape[1])/np.linalg.norm(E,axis=0); return B+E
    WV=noisy(p,sigma); WK=noisy(q,delta); WQ=noisy(r,delta)      # columns = images of mu_j = e_j (d = M)
    WO=rng.normal(0,xi,(m,ma)); a=rng.choice([-1.,1.],m)/np.sqrt(m)
    t=lambda z: torch.tensor(z,dtype=torch.float64,requires_grad=True)
    return dict(WV=t(WV),WK=t(WK),WQ=t(WQ),WO=t(WO),b=t(np.zeros(4))),torch.tensor(a)
def batch_loss(P,a,pat,U,y,idx,S):
    Xs=torch.nn.functional.one_hot(torch.tensor(pat[S]),3).double()     # B x s x d
    Xn=torch.nn.functional.one_hot(torch.tensor(pat[idx]),3).double()   # B x d
    keys=Xs@P['WK'].T; qry=Xn@P['WQ'].T
    sc=(keys*qry[:,None,:]).sum(-1)+P['b'][torch.tensor(U[idx[:,None],S])]
    att=torch.softmax(sc,1); Vn=(att[:,:,None]*(Xs@P['WV'].T)).sum(1)
    F=torch.relu(Vn@P['WO'].T)@a
    return torch.relu(1-torch.tensor(y[idx],dtype=torch.float64)*F).mean(), F
def run(seed,B,m,T,eta=0.2,s=20,flip=False,xi=0.1):
    pat,U,y=build(seed); N=len(pat)
    P,a=init(seed,m=m,xi=xi)
    if flip: a=-a
    rng=np.random.default_rng(seed+7)
    Ks=[]; Fmax=[]
    for t in range(T):
        idx=rng.choice(N,size=B,replace=True); S=np.array([rng.choice(N,size=s,replace=False) for _ in idx])
        loss,F=batch_loss(P,a,pat,U,y,idx,S); Fmax.append(float(F.abs().max()))
        g=torch.autograd.grad(loss,list(P.values()))
        mu1=torch.tensor([1.,0.,0.],dtype=torch.float64)
        q1=(P['WK'].detach()@mu1); dWQmu=-eta*(g[2]@mu1)
        Ks.append(float(dWQmu@q1/(q1@q1)))
        with torch.no_grad():
            for (k,v),gg in zip(P.items(),g): v-=eta*gg
    return np.array(Ks),max(Fmax[:1])
if __name__=="__main__":
    print("(1) exact antisymmetry at t = 0: K0(a) and K0(-a), same W_O, batch and samples")
    for seed in range(4):
        for B in (8,512):
            k,fm=run(seed,B,64,1); kf,_=run(seed,B,64,1,flip=True)
            print(f"  seed {seed} B={B:3d}: K0(a)={k[0]:+.3e}  K0(-a)={kf[0]:+.3e}  max|F|={fm:.3f}")
    print("(2) fraction of K(0) < 0 over 40 seeds (a, W_O, batches, samples, graph), by B and m")
    for m in (64,512):
        for B in (8,32,128,512):
            K0=np.array([run(sd,B,m,1)[0][0] for sd in range(40)])
            print(f"  m={m:3d} B={B:3d}: P(K(0)<0)={np.mean(K0<0):.2f}  P(K(0)=0)={np.mean(K0==0):.2f}  median|K0|={np.median(abs(K0)):.2e}",flush=True)
    print("(3) K(t) over t = 0..30, m = 64, B = 128, 10 seeds: fraction negative per t")
    KK=np.array([run(sd,128,64,31)[0] for sd in range(10)])
    print("  t:      ",' '.join(f"{t:5d}" for t in range(0,31,3)))
    print("  P(K<0): ",' '.join(f"{np.mean(KK[:,t]<0):5.2f}" for t in range(0,31,3)))
    print("  median K:",' '.join(f"{np.median(KK[:,t]):+.1e}" for t in range(0,31,6)))
