# Auditor B: thesis (F.46) L9519 second '=' (bilinear expansion with mu'_j = sum_i lambda_i mu_i, TSR/TRR orthonormal, c_k perp).
import numpy as np
rng=np.random.default_rng(1)
def check(lam,A,dx,y,c,c1):
    Mp=len(lam); mu=np.eye(dx)[:Mp]
    emb=lambda m,yy: np.concatenate([m,yy])
    mup=lam@mu
    lhs=(emb(mup,y)+c)@A@(emb(mup,0*y)+c1)
    rhs=sum(lam[i]**2*(emb(mu[i],y)+c)@A@(emb(mu[i],0*y)+c1) for i in range(Mp)) \
       +sum(lam[i]*lam[j]*(emb(mu[i],y)+c)@A@(emb(mu[j],0*y)+c1) for i in range(Mp) for j in range(Mp) if i!=j)
    return lhs,rhs
dx=4; D=2*dx
c=np.zeros(D); c[dx-1]=1.0                       # c_1 orthogonal to the mu's used (mu in first dx-1 coords)
for lam,A,name in [(np.array([1,1])/np.sqrt(2),np.eye(D),"A=I, lambda=(1,1)/sqrt2, y=0"),
                   (np.array([1,1])/np.sqrt(2),rng.normal(size=(D,D)),"random A, lambda=(1,1)/sqrt2, y=0"),
                   (np.array([0.6,0.8]),rng.normal(size=(D,D)),"random A, lambda=(.6,.8)"),
                   (np.array([2,2,-1])/3,rng.normal(size=(D,D)),"random A, lambda=(2,2,-1)/3 (sum 1, norm 1)"),
                   (np.array([1,0]),rng.normal(size=(D,D)),"random A, lambda=e_1 (pure pattern)")]:
    y=np.zeros(dx); y[0]=0.0 if "y=0" in name else 1.0
    l,r=check(lam,A,dx,y,c,c)
    print(f"{name}: ||lambda||={np.linalg.norm(lam):.3f} sum={lam.sum():.3f}: left {l:+.4f} printed right {r:+.4f} equal={np.isclose(l,r)}")
