# Auditor C: (B.192) |T_4| <= sigma eta^3 t^5 m^3 xi^2 / a^5 ||p|| / poly(Z), T_4 of (B.191). Own graph transformer (3.1),
# hinge loss (3.3), SGD of Algorithm 4 (a fixed, b^(0) = 0 with b_0 fixed = 1 per Lemma B.3.3), Assumption B.2.1 with
# W_V^(0) x = p_j + z_j(0), ||z_j(0)|| <= sigma (W_K, W_Q exact orthonormal: noise delta = 0 < 1/2).
import numpy as np, torch, math
torch.set_default_dtype(torch.float64)
def run(seed, sigma, steps, N=80, M=4, Z=4, m=72, xi=0.01, eta=0.1, Bn=16, nS=20, gam=0.6):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    # graph: ring + random chords; SPD by BFS
    A = np.zeros((N,N),bool)
    for i in range(N): A[i,(i+1)%N]=A[(i+1)%N,i]=True
    for _ in range(2*N):
        i,j = rng.integers(0,N,2)
        if i!=j: A[i,j]=A[j,i]=True
    D = np.full((N,N),99)
    for s in range(N):
        D[s,s]=0; fr=[s]
        while fr:
            nx=[]
            for u in fr:
                for v in np.flatnonzero(A[u]):
                    if D[s,v]==99: D[s,v]=D[s,u]+1; nx.append(v)
            fr=nx
    pat = rng.choice(M, N, p=[gam/2,gam/2]+[(1-gam)/(M-2)]*(M-2))
    X = torch.eye(M)[pat]                      # ||x_n|| = 1, x = mu_pattern (orthonormal patterns)
    # z_m: argmax over z of mean Delta_n(z) with labels y = +1 on pattern 0, -1 on pattern 1, else majority at z_m
    def delta(n,z,yn):
        nz = D[n]==z; c1=(nz&(pat==0)).sum(); c2=(nz&(pat==1)).sum()
        return (c1-c2) if yn>0 else (c2-c1)
    # labels: majority vote of mu_1 / mu_2 in the distance-1 neighbourhood (ties -> +1); then z_m = argmax_z mean Delta_n(z)
    y = np.array([1 if ((D[n]==1)&(pat==0)).sum() >= ((D[n]==1)&(pat==1)).sum() else -1 for n in range(N)])
    zm = 1 + int(np.argmax([np.mean([delta(n,z,y[n]) for n in range(N)]) for z in range(1,Z)]))
    Vd = np.mean([delta(n,zm,y[n])>0 for n in range(N)])
    U = torch.linalg.qr(torch.randn(M,M,generator=g))[0]            # noise direction
    E = torch.randn(M,M,generator=g); E = E/E.norm(dim=0,keepdim=True)*sigma
    WV0 = torch.eye(M)+E; WV0 = WV0/torch.linalg.matrix_norm(WV0,2)        # ||W_V^(0)|| <= 1 (Assumption B.2.1)
    sig_meas = float((WV0-torch.eye(M)).norm(dim=0).max())                  # sigma = max_j ||z_j(0)|| (p_j = e_j)
    WV = WV0.clone().requires_grad_()
    WK = torch.eye(M).requires_grad_(); WQ = torch.eye(M).requires_grad_()
    WO = (xi*torch.randn(m,M,generator=g)).requires_grad_()
    a = torch.where(torch.rand(m,generator=g)<0.5, 1.0, -1.0)/math.sqrt(m)
    b = torch.zeros(Z); b[0]=1.0; b.requires_grad_()
    Dt = torch.as_tensor(np.minimum(D, Z-1))
    def samp(n): return np.r_[n, rng.integers(0,N,nS)]
    def attn(n,S):
        St=torch.as_tensor(S); lg = (X[St]@WK.T)@(WQ@X[n]) + b[Dt[n,St]]
        return St, torch.softmax(lg,0)
    def F(n,S):
        St,sm = attn(n,S); h = WO@((X[St]@WV.T).T@sm); return a@torch.relu(h)
    # lucky neurons of node l at t = 0: W_O(i) V_l(0) > 0
    Ls = [n for n in range(N) if pat[n]==0 and y[n]==1 and delta(n,zm,1)>0][:4]
    Sl0 = {l: samp(l) for l in Ls}
    with torch.no_grad():
        lucky = {l: (WO@((X[torch.as_tensor(Sl0[l])]@WV.T).T@attn(l,Sl0[l])[1]) > 0) for l in Ls}
    for t in range(steps):
        batch = rng.choice(N, Bn, replace=False)
        loss = sum(torch.clamp(1-float(y[n])*F(n,samp(n)),min=0) for n in batch)/Bn
        gs = torch.autograd.grad(loss,[WV,WK,WQ,WO,b])
        with torch.no_grad():
            for p_,g_ in zip([WV,WK,WQ,WO,b],gs): p_ -= eta*g_
            b[0]=1.0
    best=0.0
    with torch.no_grad():
        for l in Ls:
            S = samp(l); St,sm = attn(l,S)
            disc = torch.as_tensor(pat[S]<=1); inz = Dt[l,St]==zm
            val = WO[lucky[l]]@(WV@X[St].T)
            first = (val*(sm*(inz&disc))).sum(1)*sm[~inz&~disc].sum()
            second = (val*(sm*(~inz&disc))).sum(1)*sm[inz&~disc].sum()
            if first.numel(): best=max(best,float((first-second).abs().max()))
    return best, Vd, zm, sig_meas
for seed in (0,1,2):
    for steps in (0,1,5):
        row=[]
        for sigma in (0.1,0.01,1e-3,0.0):
            T4,Vd,zm,sm_ = run(seed,sigma,steps); row.append("sigma=%.2g |T4|=%.3e"%(sm_,T4))
        print("seed",seed,"t",steps,"z_m",zm,"1-eps_0 = frac Delta_n(z_m)>0: %.2f |"%Vd," ; ".join(row))
print("RHS of (B.192) is proportional to sigma (and to t^5): it is 0 at sigma = 0 for every t, and at t = 0.")
