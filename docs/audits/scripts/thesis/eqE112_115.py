# Audit (E.112)/(E.115): Pr(Bin(l,alpha/2) <= l alpha/2) <= M1^{-C}; Pr(Bin(l,1/M2) >= l/M2) <= M1^{-C}, l >= Theta(max(M1,M2) log M1)
import math
from scipy.stats import binom
alpha=0.5
for K in [10,100]:
  for M1 in [10,100,10**3,10**4,10**5]:
    M2=M1//2   # M2 = O(M1)
    l=math.ceil(K*max(M1,M2)*math.log(M1)); l+= (-l)%(4*M2)  # make l*alpha/2 and l/M2 integers
    p112=binom.cdf(l*alpha/2, l, alpha/2)
    p115=binom.sf(l/M2-1, l, 1/M2)      # Pr(X >= l/M2)
    # C implied: Pr = M1^{-C}  -> C = -log Pr / log M1
    print(f"K={K} M1={M1} M2={M2} l={l}: Pr112={p112:.5f} (C_eff={-math.log(p112)/math.log(M1):.4f})  Pr115={p115:.5f} (C_eff={-math.log(p115)/math.log(M1):.4f})")
