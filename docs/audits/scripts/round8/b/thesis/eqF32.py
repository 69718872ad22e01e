# Auditor B: thesis (F.32) L9446-L9448: at t = T_1 = eta^-1 alpha^-2 K^3 log(K/eps) (F.11), p~_i^T W^(t) p~_query >= log(K/eps)
# for p~_i sharing the query's pattern. Own minimal Chapter 7 model ((7.1)-(7.3), W_V = (0 I), squared loss, plain SGD, K = 1):
# M orthonormal patterns in R^M, a fixed permutation task family (random task per prompt), l contexts of which round(alpha l)
# share the query's pattern, positional encoding c_1 = extra unit coordinate shared by all columns.
import torch, math
def run(alpha,eta,eps,M=5,l=6,B=64,xi=0.01,mult=1,seed=1):
    torch.manual_seed(seed); K=1
    T1=math.ceil(mult*K**3*math.log(K/eps)/(eta*alpha**2))
    D=2*M+1; c1=torch.zeros(D); c1[-1]=1.0
    WV=torch.zeros(M,D); WV[:,M:2*M]=torch.eye(M)
    perms=[torch.randperm(M) for _ in range(4)]
    e=torch.eye(M)
    def col(a,f,lab=True): return torch.cat([e[a], e[f[a]] if lab else torch.zeros(M), torch.zeros(1)])+c1
    W=xi*torch.randn(D,D)
    for t in range(T1):
        W=W.detach().requires_grad_(True); loss=0
        for _ in range(B):
            f=perms[torch.randint(4,(1,)).item()]; q=torch.randint(M,(1,)).item()
            ns=round(alpha*l); others=[a for a in range(M) if a!=q]
            idx=[q]*ns+[others[torch.randint(len(others),(1,)).item()] for _ in range(l-ns)]
            P=torch.stack([col(a,f) for a in idx],1); pq=col(q,f,lab=False)
            att=torch.softmax(P.T@W@pq,0); F=(WV@P)@att
            loss=loss+0.5*((e[f[q]]-F)**2).sum()
        g,=torch.autograd.grad(loss/B,W); W=W-eta*g
    W=W.detach()
    scores=[col(q,f)@W@col(q,f,lab=False) for q in range(M) for f in perms]
    return T1,min(scores).item(),max(scores).item(),math.log(K/eps)
for alpha,eta,eps,mult in [(0.5,1.0,0.1,1),(0.5,1.0,0.1,10),(0.9,0.2,1e-3,1)]:
    T1,mn,mx,target=run(alpha,eta,eps,mult=mult)
    print(f"alpha={alpha} eta={eta} eps={eps}: steps={T1} ({mult} x T_1): least score {mn:.3f}, max {mx:.3f} vs log(K/eps) = {target:.3f}")
