# Audit (F.10) per-prompt two-sided bound (lower <= upper needed for non-empty interval)
from fractions import Fraction as F
def lo(K,M,a,p): return F(1,K*M)*p*(1-p)**2*(1+(2-K)*a**2/F(K**2)) + (1-p)**2*a**2/F(K**3)
def up(K,M,a,p): return F(1,K*M)*p*(1-p)**2*(2-K+(2-K)*a**2/F(K**2)) + (1-p)**2*p*(1+a**2/F(K**2))/K
K,M,a,p=4,3,F(1),F(1,2)
print('instance K=4,M=3,alpha=1,p=1/2: lower',lo(K,M,a,p),float(lo(K,M,a,p)),'upper',up(K,M,a,p),float(up(K,M,a,p)))
# closed form check and scan
viol={}
for K in range(1,11):
  for M in range(1,11):
    for a in [F(1,4),F(1,2),F(1)]:
      for pn in range(1,100):
        p=F(pn,100)
        d=up(K,M,a,p)-lo(K,M,a,p)
        assert d==(1-p)**2/K*(p*(F(1-K,M)+1+a**2/F(K**2))-a**2/F(K**2))
        if d<0 and p>=a/K: viol.setdefault((K,M),0); viol[(K,M)]+=1
print('(K,M) pairs with a violation at some p in [alpha/K,1):',sorted(viol))
