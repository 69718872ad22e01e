# Auditor B, r22: thesis (B.152) Q(t) >= K(t)(1 - lambda) > 0 at t = 0, with Q(t) = q_1(t)-coefficient of the W_K update of
# x_j (mu_1 node) (B.151) and K(t) that of the W_Q update (B.134). Reuses the model of eqB.138.py (own code).
import numpy as np, torch, importlib.util
spec=importlib.util.spec_from_file_location("m","/work/audit/r22b/thesis/eqB.138.py"); M=importlib.util.module_from_spec(spec); spec.loader.exec_module(M)
def KQ0(seed,B,m,flip=False,eta=0.2,s=20):
    pat,U,y=M.build(seed); N=len(pat); P,a=M.init(seed,m=m)
    if flip: a=-a
    rng=np.random.default_rng(seed+7)
    idx=rng.choice(N,size=B,replace=True); S=np.array([rng.choice(N,size=s,replace=False) for _ in idx])
    loss,F=M.batch_loss(P,a,pat,U,y,idx,S); g=torch.autograd.grad(loss,list(P.values()))
    mu1=torch.tensor([1.,0.,0.],dtype=torch.float64); q1=P['WK'].detach()@mu1
    K=float(-eta*(g[2]@mu1)@q1/(q1@q1)); Q=float(-eta*(g[1]@mu1)@q1/(q1@q1))
    return K,Q
print("mirror pairs (seed, B): (K0,Q0)(a) and (K0,Q0)(-a)")
for sd in range(3):
    for B in (8,512):
        k,q=KQ0(sd,B,64); kf,qf=KQ0(sd,B,64,flip=True)
        print(f"  seed {sd} B={B}: K={k:+.3e} Q={q:+.3e} | flipped K={kf:+.3e} Q={qf:+.3e}")
for m in (64,512):
    for B in (8,32,128,512):
        r=np.array([KQ0(sd,B,m) for sd in range(40)])
        fail=np.mean((r[:,1]<r[:,0])|(r[:,0]<=0)|(r[:,1]<=0))
        print(f"m={m} B={B}: P(Q0<=0)={np.mean(r[:,1]<=0):.2f}  P(K0<=0)={np.mean(r[:,0]<=0):.2f}  P((B.152) fails, lambda=0)={fail:.2f}",flush=True)
