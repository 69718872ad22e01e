# Auditor C: (E.129) at t = 0 (W^(0) of Sec. 6.2.3), own construction from (6.1), (6.2), (6.6), Def. 6.3.1, Def. E.4.4,
# (E.30)-(E.33). Both softmax conventions: over the l contexts ((6.2)) and over l+1 tokens ((E.30), Def. E.4.4).
import numpy as np
def run(seed, M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.2, l=18, K=0.5, m=80, dy=2, Nprompt=200, with_query=False):
    rng = np.random.default_rng(seed)
    dx = M1+M2; D = dx+dy; ma = mb = D+1
    mu = beta*np.eye(dx)[:M1]; nu = beta*np.eye(dx)[M1:]          # pairwise orthogonal, norm beta
    qv = np.zeros(dy); qv[0] = 1.0
    WQ = np.zeros((ma,D)); WK = np.zeros((ma,D)); WV = np.zeros((mb,D))
    WQ[:dx,:dx] = WK[:dx,:dx] = delta*np.eye(dx); WV[:D,:D] = delta*np.eye(D)
    xi = 1/np.sqrt(m); WO = np.zeros((m,mb)); WO[:,:D] = rng.normal(0,xi,(m,D))   # W_O(i) = (O_i1, O_i2, 0)
    a = rng.choice([1/m,-1/m], m)
    tasks = [(j,(j+1)%M1) for j in range(M1)]                        # a cyclic T_tr (any T_tr works: see notes)
    recs = []
    for n in range(Nprompt):
        fa, fb = tasks[rng.integers(len(tasks))]
        probs = np.full(M1,(1-alpha)/(M1-2)); probs[fa]=probs[fb]=alpha/2
        pats = rng.choice(M1, l, p=probs); qpat = rng.choice([fa,fb])
        def tok(j, lab):
            k = rng.integers(M2); kap = rng.uniform(-K,K)
            x = mu[j]+kap*nu[k]; y = (lab*qv if lab is not None else np.zeros(dy))
            return np.r_[x,y], kap
        f = lambda j: 1 if j==fa else (-1 if j==fb else rng.choice([1,-1]))
        P = [tok(j,f(j))[0] for j in pats]; pq, kq = tok(qpat, None); P.append(pq); P = np.array(P)   # (l+1) x D
        toks = P if with_query else P[:l]
        pat_all = np.r_[pats, qpat] if with_query else pats
        sc = (toks@WK.T)@(WQ@pq); sm = np.exp(sc-sc.max()); sm/=sm.sum()
        Nset = pat_all==qpat
        gam = 1-sm[Nset].sum()
        V = (toks@WV.T).T@sm                                            # V^n(0) (E.30)
        lucky = (WO[:,:dx]@V[:dx]>0)&(WO[:,dx:D]@V[dx:D]>0)&(a>0)      # W_n (E.31)
        zeta = (WO@(toks[Nset]@WV.T).T)@sm[Nset]                        # zeta'_{i,n} for every i
        mq = np.zeros(ma); mq[:dx] = mu[qpat]
        Kt = toks@WK.T; Kbar = sm@Kt
        inner = (Kt[Nset]-Kbar)@mq                                      # (mu_q;0)^T (W_K p_s - sum_r sm_r W_K p_r)
        lhs = ((WO@(toks[Nset]@WV.T).T)*(sm[Nset]*inner)).sum(1)*(pq@np.r_[pq[:dx],np.zeros(dy)])
        recs.append((gam, kq, lucky&(zeta>0), zeta, lhs, delta*beta**2*gam*(pq[:dx]@pq[:dx])))
    gam0 = max(r[0] for r in recs)                                      # gamma_0 = max_n gamma_{0,n} (Def. E.4.4 (5))
    fails=tot=fails_own=0; ident=0.0; pf=0
    for gam,kq,sel,zeta,lhs,fac in recs:
        if not sel.any(): continue
        rhs = zeta[sel]*delta*beta**4*gam0; rhs_own = zeta[sel]*delta*beta**4*gam
        fails += (lhs[sel] < rhs).sum(); fails_own += (lhs[sel] < rhs_own*(1-1e-12)).sum(); tot += sel.sum()
        pf += (lhs[sel] < rhs).any()
        ident = max(ident, np.abs(lhs[sel]-zeta[sel]*fac).max()/np.abs(lhs[sel]).max())
    gams = np.array([r[0] for r in recs])
    return dict(gamma0=gam0, median_gamma=np.median(gams), share_fail=fails/tot, share_fail_own_gamma_tn=fails_own/tot,
                prompts_failing=pf/len(recs), pairs=tot, identity_relerr=ident)
for wq in (False, True):
    print("softmax over", "l+1 tokens (E.30)" if wq else "l contexts (6.2)")
    sh=[]
    for seed in range(16):
        r = run(seed, with_query=wq); sh.append(r['share_fail'])
        if seed<2: print("  seed",seed,{k:(round(v,4) if isinstance(v,float) else v) for k,v in r.items()})
    sh=np.array(sh); print("  16 seeds: mean failure share %.3f, lower 95%% %.3f (1/M1 = 0.25)"%(sh.mean(), sh.mean()-1.96*sh.std(ddof=1)/4))
print("hyp: m=80 >= 2 M1^2 log M1 = %.1f; l alpha beta^2 = %.1f; M2 = 2 M1; K = 1/2; delta = 0.2; beta = 2"%(2*16*np.log(4), 18*0.8*4))
