# Auditor B: factrecall L883-L885 (proof of Lemma 3): d-threshold for the middle term <~ 1
import mpmath as mp
mp.mp.dps=40
eps=mp.mpf(1); S=R=1; V=3; delta=1/mp.e
L=mp.log(S*R*V/delta)            # log(1/delta'), delta'=delta/(SR|V|)
p=2*mp.ceil(1/eps)+1
def log_needed_d(C2, cconst=1):
    # middle term  2^{4C2/eps} L^{4C2/eps+2} (8/eps)^{2/eps} / d^{1/eps} <= cconst  <=> log d >= eps*(...)
    return eps*((4*C2/eps)*mp.log(2)+(4*C2/eps+2)*mp.log(L)+(2/eps)*mp.log(8/eps)-mp.log(cconst))
def log_left(C2,d):   # left side of L883 (q=C2/eps)
    q=C2/eps
    return 4*q*mp.log(2)+(4*q+2)*mp.log(L)+S and (4*q*mp.log(2)+(4*q+2)*mp.log(L)+mp.log(S)+p*mp.log(4*p)-p*mp.log(d))
print("log(1/delta') =",L)
for C2 in [3,10,100,1000,1e4]:
    print(f"C2={C2}: eps*log d needed (middle<=1) = {float(log_needed_d(C2)):.4g};  with slack c'=1e6: {float(log_needed_d(C2,1e6)):.4g}")
# any fixed (C3,C4): L885 threshold log = (C4/eps) log(C3 L/eps), independent of C2
for C3,C4 in [(10,10),(1e3,1e3),(1e6,1e4)]:
    thr=(C4/eps)*mp.log(C3*L/eps)
    # C2 where needed exceeds threshold (+ slack log(1e6) for the >~ constant)
    C2=mp.findroot(lambda c: log_needed_d(c,1e6)-thr-mp.log(1e6), 10)
    print(f"(C3,C4)=({C3},{C4}): L885 log-threshold {float(thr):.4g}; fails from C2 ~ {float(C2):.4g}")
# the C2-dependent reading: C4 = 4C2+2, C3=128 covers it for eps in (0,1], L>=1
ok=True
for C2 in [2.01,3,10,100,1000]:
  for e in [mp.mpf(1),mp.mpf('0.5'),mp.mpf('0.1'),mp.mpf('0.01')]:
    for LL in [mp.mpf(1),L,mp.mpf(10),mp.mpf(1000)]:
      need=e*((4*C2/e)*mp.log(2)+(4*C2/e+2)*mp.log(LL)+(2/e)*mp.log(8/e))
      thr=((4*C2+2)/e)*mp.log(128*LL/e)
      ok &= need<=thr
print("reading C4=4C2+2 (C4/eps read as C4 q up to 2/eps), C3=128: threshold suffices on grid:",ok)
