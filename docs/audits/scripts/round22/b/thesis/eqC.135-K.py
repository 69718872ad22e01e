# Auditor B, r22: thesis ch4 (C.83) upper side / (C.135): Hess f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I,
# mu~_l = Lambda_l mu_l with Sigma_l = Lambda_l^T D_l Lambda_l (Property 8, L5551). Own model: H(W,x) = (1/K) sum_j sigmoid(w_j^T x),
# cross-entropy (4.3), x ~ sum_l lambda_l N(mu_l, Sigma_l), y ~ Bernoulli(H(W*,x)). At W = W* and n -> inf the Hessian is the
# Fisher matrix E[grad H grad H^T / (H(1-H))] (the residual term has mean 0). Rayleigh quotient along U = (u,..,u)/sqrt K.
import numpy as np
def sig(z): return 1/(1+np.exp(-z))
def run(d,K,rng,n=400000):
    L=2; lam=np.array([.5,.5]); mus=[np.ones(d),-np.ones(d)]; Dg=np.linspace(0.9,1.1,d)   # Sigma_l = diag(Dg): Lambda_l = I
    W=np.zeros((d,K))
    for j in range(K): W[2*j,j]=1/np.sqrt(2); W[2*j+1,j]=-1/np.sqrt(2)
    lab=rng.random(n)<lam[0]; X=rng.standard_normal((n,d))*np.sqrt(Dg); X+=np.where(lab[:,None],mus[0],mus[1])
    Z=X@W; H=sig(Z).mean(1); dphi=sig(Z)*(1-sig(Z))
    u=np.ones(d)/np.sqrt(d); ux=X@u
    g=dphi.sum(1)/K*ux/np.sqrt(K)            # <grad_W H, U>
    rq=np.mean(g**2/(H*(1-H)))
    bound_inf=sum(lam[l]*(np.max(np.abs(mus[l]))+np.sqrt(Dg.max()))**2 for l in range(L))
    bound_2=sum(lam[l]*(np.linalg.norm(mus[l])+np.sqrt(Dg.max()))**2 for l in range(L))
    return rq,rq/bound_inf,rq/bound_2
rng=np.random.default_rng(0)
for K in (2,3,4):
    for d in (8,32,128,512):
        rq,r_inf,r_2=run(d,K,rng)
        print(f"K={K} d={d:4d}: Rayleigh quotient {rq:8.3f}; / printed sum (||mu~||_inf form) = {r_inf:7.3f}; / Euclidean (C.134) form = {r_2:.4f}",flush=True)
