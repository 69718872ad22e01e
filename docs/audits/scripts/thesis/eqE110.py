# Audit (E.110): gradient of hinge loss max(0,1-zF) wrt W_Q, F = a^T Relu(W_O sum_s W_V p_s softmax_s), softmax_s over s=1..l+1
import torch
torch.set_default_dtype(torch.float64)
def model(WQ,WK,WV,WO,a,P,pq):
    sc=(WK@P).T@(WQ@pq); sm=torch.softmax(sc,0)
    h=WO@(WV@P@sm); return a@torch.relu(h), sm, h
def printed(WQ,WK,WV,WO,a,P,pq,z):
    _,sm,h=model(WQ,WK,WV,WO,a,P,pq)
    G=torch.zeros_like(WQ); kbar=(WK@P)@sm
    for i in range(WO.shape[0]):
        if h[i]>=0:
            for s in range(P.shape[1]):
                G+= (-z)*a[i]*(WO[i]@(WV@P[:,s]))*sm[s]*torch.outer(WK@P[:,s]-kbar,pq)
    return G
g=torch.Generator().manual_seed(0)
stats={'active':[], 'inactive':[]}
for trial in range(200):
    d,ma,mb,m,l=4,5,5,6,5
    scale=[0.3,3.0][trial%2]
    WQ=(torch.randn(ma,d,generator=g)).requires_grad_(); WK=torch.randn(ma,d,generator=g); WV=torch.randn(mb,d,generator=g)*scale
    WO=torch.randn(m,mb,generator=g); a=torch.sign(torch.randn(m,generator=g))
    P=torch.randn(d,l,generator=g); pq=torch.randn(d,generator=g); P=torch.cat([P,pq[:,None]],1); z=float(torch.sign(torch.randn(1,generator=g)))
    F,_,_=model(WQ,WK,WV,WO,a,P,pq); loss=torch.clamp(1-z*F,min=0); loss.backward()
    Gp=printed(WQ.detach(),WK,WV,WO,a,P,pq,z); Gt=WQ.grad
    rel=(Gp-Gt).norm()/max(Gp.norm(),Gt.norm(),1e-300)
    stats['active' if z*F.item()<1 else 'inactive'].append((rel.item(), z*F.item(), Gp.norm().item(), Gt.norm().item()))
for k,v in stats.items():
    print(k,'count',len(v),'max rel diff',max(r[0] for r in v) if v else None)
ex=[r for r in stats['inactive'] if r[2]>0][:3]
print('examples with zF>1 (rel, zF, |printed|, |true|):',ex)
act=sorted(stats['active'],reverse=True)[:5]; print('worst active (rel, zF, |printed|, |true|):',act)
