# Auditor B: factrecall L1719-L1727 (proof of Lemma 14): with q = 2 log(1/delta), does L1723 imply (q^p V)^{q/2} <= delta?
import mpmath as mp
mp.mp.dps=30
worst=[]
for p in [1,2,3,5]:
  for delta in [mp.e**-1, mp.mpf('0.1'), mp.mpf('0.01'), mp.mpf('1e-6')]:
    L=mp.log(1/delta); q=2*L
    V=1/(2**p*mp.e**-1*L**p)          # ratio Var/(Ef)^2 at equality in L1723
    cond=2**p*mp.e**-1*L**p*V
    power=(q**p*V)**(q/2)
    worst.append((p,float(delta),float(cond),float(power),float(power/delta)))
for w in worst: print("p=%d delta=%.3g  L1723 lhs=%.3f  (q^p V/(Ef)^2)^{q/2}=%.4g  ratio to delta=%.4g"%w)
# corrected condition with e^{+1}: power exactly delta at equality
p=1;delta=mp.e**-1;L=mp.log(1/delta);q=2*L;V=1/(2**p*mp.e*L**p)
print("with e^{+1}: power =",(q**p*V)**(q/2)," delta =",delta)
# any log base b: q=2 log_b(1/delta), at L1723 equality q^p V = e, power = e^{log_b(1/delta)} >= 1 > delta
for b in [2,10]:
  L=mp.log(1/mp.mpf('0.1'),b); q=2*L; V=1/(2**1*mp.e**-1*L); print("base",b,"power",(q*V)**(q/2))
