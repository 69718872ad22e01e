# Auditor B, r22: thesis ch7 (F.135): s_2 >= sum_{b=0}^t (1 - p_n(b))^2 * 2 eta alpha^2 / K^3 (t >= 1), proof of Lemma F.3.6.
# Own model: CoT prompts (7.1), PE c_k added per column step, F = sum_i W_V ptilde_i softmax(ptilde_i^T W ptilde_query)
# with W = W_K^T W_Q trained by SGD, W_V = (0 I) fixed (Section 7.2.2), squared loss, W^(0) ~ N(0, xi^2).
# Patterns mu_1..mu_M = e_1..e_M in R^{d_x}, d_x = M + K (room for PE c_k = (e_{M+k}, 0), orthogonal to all (mu,0),(0,mu)).
# Tasks: f = f_K o ... o f_1 with f_k random permutations of the M patterns. alpha = fraction of examples whose input shares
# the query's TRR pattern. s_2(t+1) := min score over (same TRR, same PE) tokens - max score over (diff TRR, diff PE) tokens
# (worst case; also reported: mean difference); p_n(b) = attention mass on (same TRR, same PE) tokens.
import numpy as np, sys
def make(rng,tasks,K,M,ltr,alpha,k=None):
    dx=M+K; f=tasks[rng.integers(len(tasks))]
    k=rng.integers(1,K+1) if k is None else k
    xq=rng.integers(M); nsame=max(1,int(round(alpha*ltr)))
    xs=[xq]*nsame+list(rng.choice([j for j in range(M) if j!=xq],ltr-nsame))
    cols=[];pe=[];trr=[]
    def chain(x):
        seq=[x]
        for kk in range(K): seq.append(f[kk][seq[-1]])
        return seq
    for x in xs:
        s=chain(x)
        for kk in range(K):
            v=np.zeros(2*dx); v[s[kk]]=1; v[dx+s[kk+1]]=1; v[M+kk]+=1; cols.append(v); pe.append(kk); trr.append(s[kk])
    s=chain(xq)
    for kk in range(k):
        v=np.zeros(2*dx); v[s[kk]]=1
        if kk<k-1: v[dx+s[kk+1]]=1
        v[M+kk]+=1; cols.append(v); pe.append(kk); trr.append(s[kk])
    z=np.zeros(dx); z[s[k]]=1
    return np.array(cols),np.array(pe),np.array(trr),z
def grad_and_stats(W,P,z,dx):
    q=P[-1]; ctx=P[:-1]; sc=ctx@W@q; a=np.exp(sc-sc.max()); a/=a.sum()
    vals=ctx[:,dx:]; F=a@vals; r=F-z
    # d loss/dW = sum_i a_i (vals_i - F).r * ctx_i q^T
    coef=a*((vals-F)@r)
    return np.einsum('i,ij,k->jk',coef,ctx,q),sc,a
def run(seed,K=2,M=4,alpha=0.3,eta=0.3,cB=4,cl=2,T=40,xi=1e-4,nprobe=16,ntasks=4):
    rng=np.random.default_rng(seed); dx=M+K
    tasks=[[rng.permutation(M) for _ in range(K)] for _ in range(ntasks)]
    B=max(1,int(round(cB*M*np.log(M)))); ltr=max(2,int(round(cl/alpha)))
    W=rng.normal(0,xi,(2*dx,2*dx))
    probes=[make(rng,tasks,K,M,ltr,alpha) for _ in range(nprobe)]
    hist=[[] for _ in probes]; worst=np.inf; worst_mean=np.inf
    for t in range(T+1):
        for j,(P,pe,trr,z) in enumerate(probes):
            _,sc,a=grad_and_stats(W,P,z,dx)
            qpe,qtrr=pe[-1],trr[-1]; cpe,ctr=pe[:-1],trr[:-1]
            ss=(cpe==qpe)&(ctr==qtrr); dd=(cpe!=qpe)&(ctr!=qtrr)
            pn=a[ss].sum(); hist[j].append(pn)
            if t>=2 and ss.any() and dd.any():
                s2=sc[ss].min()-sc[dd].max(); s2m=sc[ss].mean()-sc[dd].mean()
                rhs=sum((1-p)**2 for p in hist[j][:t])*2*eta*alpha**2/K**3     # sum over b = 0..t-1 (s_2 at t = (t-1)+1)
                worst=min(worst,s2/rhs); worst_mean=min(worst_mean,s2m/rhs)
        if t==T: break
        G=np.zeros_like(W)
        for _ in range(B):
            P,pe,trr,z=make(rng,tasks,K,M,ltr,alpha); g,_,_=grad_and_stats(W,P,z,dx); G+=g
        W-=eta*G/B
    return worst,worst_mean,B,ltr
if __name__=="__main__":
    for cB in (1,2,4,8,16,32,64):
        res=[run(sd,cB=cB,cl=cB/2) for sd in range(3)]
        print(f"c_B={cB:3d} (B={res[0][2]}, l_tr={res[0][3]}): min over probes, t in [1,39] of s_2/RHS (worst-case s_2): "
              + ", ".join(f"{r[0]:.3f}" for r in res) + " | mean-difference s_2: " + ", ".join(f"{r[1]:.3f}" for r in res),flush=True)
