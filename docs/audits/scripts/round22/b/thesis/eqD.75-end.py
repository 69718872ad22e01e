# Auditor B, r22: thesis (D.75) end to end: ||Z_{2,n} V^(0)||_inf <= O~(||A||_inf m1^{9/10} tau_w^{8/5} m2^{-1/2}).
# Own model of the chapter-5 GCN (5.4): r = A sigma(A X W + B1) V, A = D^{-1/2}(adj+I)D^{-1/2}, ||x_n|| = 1,
# W0 ~ N(0,1/m1), B1 = 1 b^T with b ~ N(0,1/m1) (L1485), V0 ~ N(0,1/m2). Z2 = A[(AX(W0+W'S)+B1) . D'_w]
# (D'_w = sign change of the first-layer ReLU at node j, neuron i). Graph: hub graph (centre c -- K hubs -- H leaves
# each, self loops), all features x_n = 1 (d = 1), node n = centre. Analytic (no N x N matrices needed).
import numpy as np, sys
def rowsums(K,H):
    dc,dh,dl=K+1.,H+2.,2.
    rc=1/dc+K/np.sqrt(dc*dh); rh=1/dh+1/np.sqrt(dc*dh)+H/np.sqrt(dh*dl); rl=1/dl+1/np.sqrt(dl*dh)
    return rc,rh,rl,1/dc,1/np.sqrt(dc*dh)   # row sums, A_cc, A_ch
def z2_centre(K,H,w,b,sig,tau,k,order_sigma_first=True):
    rc,rh,rl,Acc,Ach=rowsums(K,H)
    P0h=rh*w+b; P0c=rc*w+b
    idx=np.argsort(np.abs(P0h)/rh)[:k]          # neurons easiest to flip at the hubs
    rho=tau*k**-0.25                             # ||W'||_{2,4} = tau exactly
    du=np.zeros_like(w)                          # du_i = (W' Sigma)_i = sigma_i w'_i
    if order_sigma_first:                        # W' may depend on Sigma: choose sigma_i w'_i directly
        du[idx]=-np.sign(P0h[idx])*rho
    else:                                        # W' fixed before Sigma: w'_i = -sign(P0h) rho, then times sigma_i
        du[idx]=-np.sign(P0h[idx])*rho*sig[idx]
    Ph=P0h+rh*du; Pc=P0c+rc*du
    fh=(np.sign(Ph)!=np.sign(P0h)); fc=(np.sign(Pc)!=np.sign(P0c))
    z=K*Ach*np.abs(Ph)*fh+Acc*np.abs(Pc)*fc     # Z_{2,c,i} >= 0 (D' (P0+dP) = |P_new| at flips)
    return z,int(fh.sum()),max(rc,rh,rl)
def run(m1,m2,tau,Ks,seeds=5,order=True):
    rows=[]
    for K in Ks:
        H=int(round(np.sqrt(2*K)))
        res=[]
        for sd in range(seeds):
            rng=np.random.default_rng(sd)
            w=rng.normal(0,1/np.sqrt(m1),m1); b=rng.normal(0,1/np.sqrt(m1),m1); sig=rng.choice([-1.,1.],m1)
            V=rng.normal(0,1/np.sqrt(m2),(m1,m2))
            best=None
            for k in sorted(set(np.unique(np.logspace(0,np.log10(m1),60).astype(int)))):
                z,s,Ainf=z2_centre(K,H,w,b,sig,tau,k,order)
                nz=np.linalg.norm(z)
                if best is None or nz>best[0]: best=(nz,z,s,k)
            nz,z,s,k=best
            zv=np.abs(z@V).max()
            bound=Ainf*m1**0.9*tau**1.6/np.sqrt(m2)*np.log(np.e*m1*m2)
            res.append((zv/bound, nz/(Ainf**2*tau**1.2*m1**0.3), zv/(nz/np.sqrt(m2)*np.sqrt(max(s,1))), s, Ainf, (K*H+K+1)))
        r=np.median(np.array(res),axis=0)
        rows.append((K,H)+tuple(r)); print(f"K={K:>12d} H={H:>7d} N={r[5]:.3g} ||A||inf={r[4]:8.3f} s={r[3]:7.0f}  ratio_D75={r[0]:8.4f}  "
              f"||Z2c||/(||A||^2 tau^1.2 m1^.3)={r[1]:.3f}  step1 ratio={r[2]:.3f}  ratio/log(N)={r[0]/np.log(r[5]):.4f}",flush=True)
    return rows
Ks=[8,128,2048,32768,524288,2**23,2**27,2**31,2**35]
for (m1,m2,tau,order) in [(10**4,16,1e4**-0.5,True),(10**4,16,1e4**-1.3,True),(10**4,16,1e4**-0.5,False),(4*10**4,64,(4e4)**-1.0,True)]:
    print(f"--- m1={m1} m2={m2} tau_w=m1^{np.log(tau)/np.log(m1):.2f} W' after Sigma={order}")
    run(m1,m2,tau,Ks,seeds=5,order=order)
