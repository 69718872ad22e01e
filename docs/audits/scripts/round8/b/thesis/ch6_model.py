# Auditor B: own implementation of thesis Chapter 6 model from the text only:
# (6.1) prompts P = [[x_1..x_l, x_q],[y_1..y_l, 0]], (6.6) x = mu_j + kappa nu_k (orthogonal, norm beta, kappa~U(-K,K)),
# Def 6.3.1 tasks, Condition 6.3.2 cyclic training tasks (mu_i -> +1, mu_{i+1} -> -1), training contexts: decisive patterns
# alpha/2 each, others (1-alpha)/(M1-2); labels y = +-q. Init Sec 6.2.3: W_V = delta I, W_Q = W_K = delta diag(1_dx, 0),
# W_O ~ N(0, 1/m), a_i = +-1/m. Attention (E.30): softmax over the l+1 columns of (W_K p_s)^T W_Q p_query.
# Lucky sets (E.31)/(E.32) per prompt n. Returns per-prompt quantities at t = 0.
import numpy as np
def make(M1=4,M2=4,dy=2,beta=1.0,K=0.5,alpha=0.8,l=20,m=200,delta=0.2,seed=0,query="decisive"):
    rng=np.random.default_rng(seed)
    dx=M1+M2; D=dx+dy
    q=np.zeros(dy); q[0]=1.0
    WV=delta*np.eye(D); WQ=np.zeros((D,D)); WQ[:dx,:dx]=delta*np.eye(dx); WK=WQ.copy()
    WO=rng.normal(0,1/np.sqrt(m),(m,D)); a=rng.choice([-1.0,1.0],m)/m
    tasks=[(i,(i+1)%M1) for i in range(M1)]
    def tok(j,lab):
        k=rng.integers(M2); kap=rng.uniform(-K,K)
        x=np.zeros(dx); x[j]=beta; x[M1+k]+=kap*beta
        return np.concatenate([x, lab*q]), j
    def prompt():
        A,Bp=tasks[rng.integers(len(tasks))]
        if query=="decisive": jq=[A,Bp][rng.integers(2)]
        else: jq=rng.integers(M1)
        z= 1 if jq==A else (-1 if jq==Bp else rng.choice([-1,1]))
        probs=np.full(M1,(1-alpha)/(M1-2)); probs[A]=probs[Bp]=alpha/2
        cols=[];meta=[]
        for s in range(l):
            j=rng.choice(M1,p=probs)
            lab= 1 if j==A else (-1 if j==Bp else rng.choice([-1,1]))
            p,_=tok(j,lab); cols.append(p); meta.append((j,lab))
        pq,_=tok(jq,0); pq[dx:]=0
        P=np.array(cols+[pq]).T                       # D x (l+1)
        sc=(WK@P).T@(WQ@pq); w=np.exp(sc-sc.max()); w/=w.sum()
        V=WV@P@w; mix=P@w
        O1=WO[:,:dx]@V[:dx]; O2=WO[:,dx:]@V[dx:]
        Wn=(O1>0)&(O2>0)&(a>0); Un=(O1>0)&(O2>0)&(a<0)
        gate=(WO@V>=0)
        same=np.array([mm[0]==jq for mm in meta]+[True])
        gam=w[~same].sum()
        F=a@np.maximum(WO@V,0)
        return dict(P=P,z=z,mix=mix,Wn=Wn,Un=Un,gate=gate,A=A,Bp=Bp,meta=meta,gamma=gam,jq=jq,V=V,F=F,dx=dx,M1=M1,M2=M2,delta=delta)
    return a,prompt
def sums(a,batch,pj_of):
    # S_W = (1/B) sum_n z^n sum_{i in W_n} a_i 1[.] mix_n^T p_j  (= -(1/B) sum (-z^n) ..., E.174 lhs / eta)
    SW=SU=SR=0.0; B=len(batch)
    for pr in batch:
        pj=pj_of(pr)
        ip=pr['mix']@pj
        SW+=pr['z']*np.sum(a[pr['Wn']&pr['gate']])*ip
        SU+=pr['z']*np.sum(a[pr['Un']&pr['gate']])*ip
        rest=~(pr['Wn']|pr['Un'])
        SR+=(-pr['z'])*np.sum(a[rest&pr['gate']])*ip      # E.176 lhs / eta
    return SW/B,SU/B,SR/B
