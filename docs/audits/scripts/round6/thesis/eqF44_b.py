# Audit (b) of thesis.ch7.eqF.44: (delta^T,0) (eta/B) sum_n sum_b dl/dW^(b) p~_query = 0 for delta _|_ M' (TSR) only.
# Own implementation of model (7.2): F = sum_i W_V p~_i softmax(p~_i^T W p~_q), W_V = (0 I), loss 0.5||z-F||^2, SGD.
import torch, itertools
torch.set_default_dtype(torch.float64)
def run(d, Mp, delta, K=1, ltr=2, B=4, T=5, eta=0.5, xi=0.01, seed=1):
    g = torch.Generator().manual_seed(seed)
    M = d                                   # TRR patterns e_1..e_M  (M = d allowed: M = Theta(d), M <= d)
    mu = torch.eye(d)[:M]
    D = 2*d + K                             # ambient: extra K coords for PE would violate c in R^{2d}; instead put c in R^{2d}
    # positional encodings c_k in R^{2d}: orthonormal, orthogonal to (mu_i;0) for all i -> second block coordinates
    c = torch.zeros(K, 2*d); 
    for k in range(K): c[k, d + k] = 1.0
    WV = torch.cat([torch.zeros(d, d), torch.eye(d)], 1)
    W = (xi*torch.randn(2*d, 2*d, generator=g)).requires_grad_(False)
    W0 = W.clone()
    perms = [torch.randperm(M, generator=g) for _ in range(K)]   # a training task f = f_K o ... o f_1 (bijections on M)
    def prompt():
        # K-step examples, alpha ~ fraction sharing query pattern (here random inputs)
        q = int(torch.randint(M, (1,), generator=g)); k = int(torch.randint(1, K+1, (1,), generator=g))
        cols = []
        for i in range(ltr):
            x = q if i == 0 else int((q + 1 + torch.randint(M-1, (1,), generator=g)) % M)  # alpha = 1/ltr exactly
            ys = [x]
            for s in range(K): ys.append(int(perms[s][ys[-1]]))
            for s in range(K):
                cols.append(torch.cat([mu[ys[s]], mu[ys[s+1]]]) + c[s])
        zs = [q]
        for s in range(K): zs.append(int(perms[s][zs[-1]]))
        for s in range(k-1): cols.append(torch.cat([mu[zs[s]], mu[zs[s+1]]]) + c[s])
        pq = torch.cat([mu[zs[k-1]], torch.zeros(d)]) + c[k-1]
        return torch.stack(cols), pq, mu[zs[k]]
    for t in range(T):
        Wt = W.clone().requires_grad_(True); loss = 0
        for n in range(B):
            P, pq, z = prompt()
            att = torch.softmax(P @ Wt @ pq, 0)
            F = (WV @ P.T) @ att
            loss = loss + 0.5*((z - F)**2).sum()/B
        loss.backward()
        W = W - eta*Wt.grad
    pq_test = torch.cat([mu[0], torch.zeros(d)]) + c[0]      # x_query = mu'_1 = e_1 (TSR in span of TRR)
    dv = torch.cat([delta, torch.zeros(d)])
    return float(dv @ (W - W0) @ pq_test)
import math
s = math.sqrt(2)/2
for seed in range(1, 6):
    a = run(2, 1, torch.tensor([0.0, s]), seed=seed)           # delta _|_ mu'_1 = e_1, along TRR mu_2
    print(f"seed {seed}: d=M=2, delta=(0,{s:.3f}) : (delta;0)^T (W^T - W^0) p~_query = {a:+.6f}")
# M < d variant where delta is orthogonal to every TRR pattern: use d = 3 but only 2 TRR patterns
def run_sub(seed):
    # same as run but TRR patterns e_1,e_2 in R^3, delta = e_3 * s
    import types
    d=3; g=torch.Generator().manual_seed(seed); K=1; ltr=2; B=4; T=5; eta=0.5; xi=0.01
    mu=torch.eye(d)[:2]; M=2
    c=torch.zeros(1,2*d); c[0,d]=1.0
    WV=torch.cat([torch.zeros(d,d),torch.eye(d)],1)
    W=xi*torch.randn(2*d,2*d,generator=g); W0=W.clone(); perm=torch.randperm(M,generator=g)
    for t in range(T):
        Wt=W.clone().requires_grad_(True); loss=0
        for n in range(B):
            q=int(torch.randint(M,(1,),generator=g))
            xs=[q]+[int((q+1+torch.randint(M-1,(1,),generator=g))%M) for _ in range(ltr-1)]
            P=torch.stack([torch.cat([mu[x],mu[int(perm[x])]])+c[0] for x in xs])
            pq=torch.cat([mu[q],torch.zeros(d)])+c[0]
            F=(WV@P.T)@torch.softmax(P@Wt@pq,0)
            loss=loss+0.5*((mu[int(perm[q])]-F)**2).sum()/B
        loss.backward(); W=W-eta*Wt.grad
    pq_test=torch.cat([mu[0],torch.zeros(d)])+c[0]
    dv=torch.cat([torch.tensor([0,0,s]),torch.zeros(d)])
    return float(dv@(W-W0)@pq_test)
print("d=3, TRR e1,e2, delta along e3:", [run_sub(sd) for sd in range(1,4)])
