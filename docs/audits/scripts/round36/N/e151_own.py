# referee N, round 36: own numpy encoding of thesis (E.151) at t=0, M1=M2=6. No repo code.
import numpy as np, sys, math
M1=M2=6; beta=1.0; alpha=0.6; delta=0.05; L=24; K=0.5; dy=2
dx=M1+M2; d=dx+dy
mu=beta*np.eye(d)[:M1]; nu=beta*np.eye(d)[M1:dx]; qv=np.zeros(d); qv[dx]=1.0
tasks=[(i,(i+1)%M1) for i in range(M1)]          # cyclic T_tr: (mu_a,mu_b)
def run(f,seed,cB=6):
    m=math.ceil(2*f*M1**2*math.log(M1)); B=math.ceil(cB*f*M1*math.log(M1))
    r=np.random.default_rng(seed)
    WQ=np.zeros((d,d)); WQ[:dx,:dx]=delta*np.eye(dx); WK=WQ.copy(); WV=delta*np.eye(d)
    WO=r.normal(0,1/math.sqrt(m),(m,d)); a=r.choice([-1.,1.],m)/m
    G=np.zeros((d,d))
    for n in range(B):
        ta,tb=tasks[r.integers(M1)]
        qa=r.integers(2); qi=(ta,tb)[qa]; z=1.0 if qa==0 else -1.0
        pq=mu[qi].copy()                               # x_query = mu_q, label block 0
        probs=np.full(M1,(1-alpha)/(M1-2)); probs[ta]=probs[tb]=alpha/2
        J=r.choice(M1,L,p=probs); Kk=r.integers(M2,size=L); kap=r.uniform(-K,K,L)
        X=mu[J]+kap[:,None]*nu[Kk]
        lab=np.where(J==ta,1.,np.where(J==tb,-1.,r.choice([-1.,1.],L)))
        P=X+lab[:,None]*qv[None,:]                     # L x d tokens
        kk=P@WK.T; sc=kk@(WQ@pq); at=np.exp(sc-sc.max()); at/=at.sum()
        vv=(P@WV.T).T@at; h=WO@vv; F=a@np.maximum(h,0)
        if z*F>=1: continue
        w=WO.T@(a*(h>0)); c=(P@WV.T)@w                 # c_s = sum_i a_i 1[h_i>0] W_O_i W_V p_s
        kbar=at@kk
        dF=((c*at)[:,None]*(kk-kbar)).sum(0)          # d x 1, times pq^T
        G+= -z*np.outer(dF,pq)/B
    A=mu@G@mu.T/beta**0  # A[j,q]=(mu_j;0)^T G (mu_q;0)
    best=0
    for q in range(M1):
        for j in [(q+2)%M1,(q+3)%M1,(q+4)%M1]:
            best=max(best,abs(A[j,q])/abs(A[q,q]))
    return m,B,best
if __name__=="__main__":
    f=float(sys.argv[1]); ns=int(sys.argv[2]) if len(sys.argv)>2 else 8
    rs=[run(f,s) for s in range(ns)]
    v=[x[2] for x in rs]
    print(f"f={f} m={rs[0][0]} B={rs[0][1]} ratios",[round(x,3) for x in v],"median",round(float(np.median(v)),3),"above",sum(x>1/M1 for x in v),"/",ns)
