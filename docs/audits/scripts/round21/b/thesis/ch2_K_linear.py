# reading check: every sample active (d loss/dF = -y for all n, i.e. the proof's (A.130) sum without hinge indicator)
import sys; sys.argv=[sys.argv[0]]
import ch2_K_late as M0, torch
orig = torch.clamp
def run_lin(seed, eta=0.5, T=60):
    D=M0.make(seed); X,y,A,mu=D['X'],D['y'],D['A'],D['mu']
    params=[D['WO'].clone(),D['WV'].clone(),D['WK'].clone(),D['WQ'].clone()]; Ks=[]
    for t in range(T):
        ps=[p.clone().requires_grad_(True) for p in params]
        loss=(-y*M0.F(ps,X,A)).mean(); gr=torch.autograd.grad(loss,ps)
        new=[p-eta*g for p,g in zip(params,gr)]
        c,_=M0.coeffs((new[3]-params[3])@mu[:,0], params[2]@mu); Ks.append(c[0].item()); params=new
    return Ks
for s in range(4):
    Ks=run_lin(s); print(s, 'min K', min(Ks), 'negatives', sum(k<0 for k in Ks), 'of', len(Ks))
