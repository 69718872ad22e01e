import math, time, sys, numpy as np, torch
from thmcheck.checks.papers.thesis import r25_undecidedA as R
from thmcheck.checks.papers.thesis.r15_t346 import gt_hinge_grads_np
from thmcheck.models import graph_transformer as GT
N=int(sys.argv[1]); G=R.b64s_graph(N,float(sys.argv[4]),float(sys.argv[5]),0,float(sys.argv[3]))
cfg=dict(G["cfg"]); cfg["m"]=math.ceil(cfg["M"]**2*math.log(N))
for B in [int(x) for x in sys.argv[2].split(",")]:
    g=torch.Generator().manual_seed(0)
    p=GT.init_params(cfg["d"],cfg["m"],cfg["Z"],cfg["sigma"],cfg["delta"],cfg["xi"],g)
    lab=torch.randperm(N,generator=g)[:int(N*0.8)].numpy()
    W=[t.detach().numpy().astype(np.float64).copy() for t in (p.WQ,p.WK,p.WV,p.WO,p.b)]; a=p.a.detach().numpy().astype(np.float64)
    X=np.eye(cfg["d"])[:cfg["M"]][G["pats"]]; yf=G["yf"].astype(np.float64); ptr,idx,dist=G["ptr"],G["idx"],G["dist"]; lens=np.diff(ptr)
    passes=math.ceil(B*800/len(lab)); order=np.concatenate([lab[torch.randperm(len(lab),generator=g).numpy()] for _ in range(passes)])
    c=G["cons"][lab]; out=[]; t0=time.time()
    for t in range(1,801):
        nodes=order[(t-1)*B:t*B]; u=torch.rand(B,10,generator=g,dtype=torch.float64).numpy()
        pos=ptr[nodes][:,None]+(u*lens[nodes][:,None]).astype(np.int64)
        S=np.concatenate([nodes[:,None],idx[pos]],1); spd=np.concatenate([np.zeros((B,1),dtype=np.int64),dist[pos].astype(np.int64)],1)
        _,gr=gt_hinge_grads_np(X,nodes,S,np.clip(spd,0,3),yf[nodes],*W,a)
        for w_,gw in zip(W,gr): w_-=0.2*gw
        if t in (100,200,400,800):
            h=R.hinge_counts(G,W,a,lab); out.append((t, round(float(h[c].mean()),4), round(float(h.mean()),4)))
    print(N,B,round(time.time()-t0,1),out,flush=True)
