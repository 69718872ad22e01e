import sys, numpy as np, torch
from eqA_134 import build, forward
torch.set_default_dtype(torch.float64)
L=int(sys.argv[1]); m=int(round(80*np.sqrt(L/10))); seed=0
X,pat,y,W,A=build(seed,L,m,0.3,0.1,20,xi=0.01,delta=0.2)
mu=torch.eye(10)
for t in range(5000):
    Wg=[w.clone().requires_grad_(True) for w in W]
    F,att=forward(Wg,X,A); h=torch.clamp(1-y*F,min=0)
    if float(h.detach().max())==0: break
    if t % max(1,(L//4)) == 0 or True:
        with torch.no_grad():
            best=(0,None)
            for n in range(10):
                S1=np.where(pat[n]==0)[0]; out=np.where(pat[n]!=0)[0]
                a=att[n][S1][:,out]; v=a.max().item()*L
                if v>best[0]:
                    i,j=np.unravel_index(a.argmax().item(),a.shape); best=(v,(n,S1[i],out[j],pat[n][out[j]]))
            rec=(t,best)
    G=(W[1]@mu).T@(W[0]@mu)  # G[a,b] = <W_K mu_a, W_Q mu_b>
    if t in (0, 50, 100) or t%100==0: print(t, 'L*maxentry', round(rec[1][0],2), 'pattern of j', rec[1][1][3], 'score table col mu1 (key a vs query mu1):', np.round(G[:,0].numpy()[:5],2))
    g=torch.autograd.grad(h.mean(),Wg); W=[w-gi for w,gi in zip(W,g)]
print('T*',t, 'last', rec[1][0], rec[1][1][3]); G=(W[1]@mu).T@(W[0]@mu); print(np.round(G[:5,:5].numpy(),2))
