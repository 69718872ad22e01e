# Auditor C: (C.202) vs (C.197)+(C.201), own arithmetic from the thesis text L6197-L6242.
import math
def check(d,K,mu_norm,mu_inf,sig,n,r,C6,C12,lam=1.0):
    S  = lam*(mu_norm+sig)**2                  # sum_l lambda_l (||mu_l||+||Sigma_l^1/2||)^2
    A2 = lam*(mu_inf+sig)**2; A4 = lam*(mu_inf+sig)**4
    delta = d**-10.0
    eps = delta/(C12*d**1.5*K**2.5*math.sqrt(A2*A4)*n*d*K)
    X = d*K*math.log(36*r/eps) + math.log(4/delta)       # as in (C.197)
    need197 = C6*max(S*math.sqrt(X/n), X/(S*n))
    need201 = C12*d**1.5*K**2.5*math.sqrt(A2*A4)*eps/delta   # = 1/(ndK)
    need = max(need197, need201)
    Xp = d*K*math.log(36*r*n*d**12.5*K**3.5*math.sqrt(A2*A4)) + math.log(4/delta)  # printed log (no C12)
    printed = max(1/(n*d*K), C6*S*math.sqrt(Xp/n), math.sqrt(Xp)*(S*n)**-0.5)
    hyp = dict(delta_lt1=delta<1, eps_le_r=eps<=r, n_over_dKlogdK=n/(d*K*math.log(max(d*K,2))), need201_eq_1ndK=abs(need201-1/(n*d*K))<1e-12/(n*d*K)+1e-300)
    return dict(S=S,eps=eps,X=X,Xp=Xp,need=need,printed=printed,ratio=need/printed,hyp=hyp)
print("claim instance:", check(2,1,0.0,0.0,0.01,1e4,1.0,1.0,1.0))
# t = 10 meets printed (t > printed) but fails (C.197)?
c=check(2,1,0.0,0.0,0.01,1e4,1.0,1.0,1.0); print("t=10: meets printed", 10>c['printed'], " meets (C.197)", 10>=c['need'])
for C6 in (1,10,100,1000):
    print("C6",C6, "ratio need/printed %.3g"%check(2,1,0.0,0.0,0.01,1e4,1.0,C6,1.0)['ratio'])
# n -> inf with S n fixed (sig ~ n^-1/2)
for n in (1e4,1e5,1e6,1e7,1e9):
    sig=0.01*math.sqrt(1e4/n); c=check(2,1,0.0,0.0,sig,n,1.0,1.0,1.0)
    print("n %.0e sig %.2e ratio %.3g eps<=r %s"%(n,sig,c['ratio'],c['hyp']['eps_le_r']))
# fixed scale, large n: ratio <=1 (the printed is then conservative)
for n in (1e4,1e6,1e8):
    print("scale 1, n %.0e ratio %.3g"%(n,check(2,1,1.0,1.0,1.0,n,1.0,1.0,1.0)['ratio']))
# reading 'we need' as a NECESSARY condition: printed <= need ? counter-instance
c=check(2,1,1.0,1.0,1.0,1e8,1.0,1.0,1.0); print("necessary reading at scale 1,n=1e8: printed %.3g > need %.3g ->"%(c['printed'],c['need']), c['printed']>c['need'])
c=check(2,1,0.25,0.25,0.25,1e8,1.0,1.0,1.0); print("necessary reading at scale 0.25 (S=0.25),n=1e8: printed %.3g > need %.3g ->"%(c['printed'],c['need']), c['printed']>c['need'])
