# Auditor B: chenli L2455-L2461 (proof of Lemma 7.4): P[A' | X_1 with (118)] <= exp{-C^2/(2(1+eta')^2) Z Sigma^{-1} (1 - f)},
# f = alpha/(Z ||Theta_{i*}||_F^2), alpha = lambda^2/4 (113), A' = {X_1 Theta' X_2^T > (C/sqrt Z)(1 - f)} (L2349), X_2 ~ {+-1}^d.
# Instance: m = 2, i* = 1, Theta_i = diag(s_i)/sqrt(d) (||.||_F = 1, stable rank d, <Theta_1,Theta_2> = O(1/sqrt d)),
# Z = sum_i 1/||Theta_i||^2 = 2, Sigma = 1, E = 0, so w = X_1 Theta' has entries +-1/(2 sqrt d) for EVERY X_1 and eta' = 0.
import numpy as np
from scipy.stats import binom
from scipy.special import logsumexp
def logtail(k,d):
    ks=np.arange(k+1,k+1+int(50*np.sqrt(d)))
    return logsumexp(binom.logpmf(ks,d,0.5))
for lam in [0.9,0.5]:
  for C,d in [(10,10**6),(20,10**8),(40,10**10)]:
    Z=2.0; Sig=1.0; alpha=lam**2/4; f=alpha/Z
    thr=(C/np.sqrt(Z))*(1-f)                    # threshold on <w, X_2> = (1/(2 sqrt d)) * (2 Bin - d)
    k=np.floor((d+2*np.sqrt(d)*thr)/2)          # event Bin > (d + 2 sqrt(d) thr)/2
    logP=logtail(int(k),d)
    printed=-C**2/2*Z/Sig*(1-f)
    hoeff=-C**2/2*Z/Sig*(1-f)**2
    print(f"lambda={lam} C={C} d=1e{int(np.log10(d))}: f={f:.4f} log P[A'|X_1] = {logP:.2f}; printed exponent {printed:.2f} "
          f"(violated: {logP>printed}, ratio e^{logP-printed:.2f}); Hoeffding with (1-f)^2: {hoeff:.2f} (holds: {logP<=hoeff})")
# L2465-L2467 already carry the square: (1 + lam/(m-1)) (1 - alpha/(m lam))^2 >= 1 + lam/(2m) with alpha = lam^2/4 ?
worst=min((1+l/(m-1))*(1-(l*l/4)/(m*l))**2-(1+l/(2*m)) for m in range(2,200) for l in np.linspace(1e-4,1-1e-4,400))
print("min over m in [2,200), lambda in (0,1) of (1+lam/(m-1))(1-lam/(4m))^2 - (1+lam/(2m)) =",worst)
