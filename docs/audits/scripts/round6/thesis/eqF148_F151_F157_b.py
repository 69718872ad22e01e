# Audit (b): thesis.ch7.eqF.148-last, eqF.151-last, eqF.157-last (proof of Lemma F.3.7), exact rationals.
# '<~' in App. F (L9313): f <~ g means f <= O(g), i.e. f <= C g for a constant C > 0.
from fractions import Fraction as Fr
def g(p): return 4*p*(1-p)**2
print("F.148-last: -4p(1-p)^2 + eps <~ -4p(1-p)^2  (RHS < 0, so LHS must be < 0 for any C > 0)")
for p, eps in [(Fr(9,10), Fr(1,10)), (Fr(99,100), Fr(1,100)), (Fr(1,2), Fr(1,100)), (Fr(999,1000), Fr(1,10**4))]:
    L = -g(p) + eps
    print(f"  p={p} eps={eps}: LHS={float(L):+.6g}, RHS={float(-g(p)):+.6g} -> {'FAILS (LHS>0)' if L > 0 else 'ok for C<=LHS/RHS='+str(float(L/(-g(p))))}")
print("  Theorem-3 end regime (1-p)^2 < eps (L9430): then 4p(1-p)^2 < 4 eps p <= eps iff ... check p=1-sqrt(eps)/2:")
for eps in [Fr(1,100), Fr(1,10**4)]:
    from math import isqrt
    p = 1 - Fr(1, 2*int(1/eps)**0 * 2) if False else None
for eps, q in [(Fr(1,100), Fr(1,20)), (Fr(1,10**4), Fr(1,200))]:   # q = 1-p, q^2 = eps/4 < eps
    p = 1 - q; L = -g(p) + eps
    print(f"  eps={eps}, 1-p={q} ((1-p)^2={q*q} < eps): LHS={float(L):+.6g} > 0: {L > 0}")
print("F.151-last: eta/B sum((1/(2M))(-4p(1-p)^2) + (1/2-1/M) eps) = -eta/(2M) 1/B sum 4p(1-p)^2 (per prompt, eta=B=1)")
for M, p, eps in [(4, Fr(1,2), Fr(1,2)), (10, Fr(9,10), Fr(1,100)), (3, Fr(1,2), Fr(1,1000)), (2, Fr(1,2), Fr(1,2))]:
    L = Fr(1, 2*M)*(-g(p)) + (Fr(1,2) - Fr(1,M))*eps; R = -Fr(1, 2*M)*g(p)
    print(f"  M={M} p={p} eps={eps}: left={L} ({float(L):+.5g}) right={R} ({float(R):+.5g}) equal={L == R}")
print("F.157-last: -p(1-p)(-1+p) + 1/M <~ p(1-p)^2; ratio = 1 + 1/(M p (1-p)^2)")
for M in [10, 1000]:
    for q in [Fr(1,10), Fr(1,100), Fr(1,1000), Fr(1,10**6)]:
        p = 1 - q; L = -p*(1-p)*(-1+p) + Fr(1, M); R = p*(1-p)**2
        print(f"  M={M} 1-p={q}: LHS/RHS = {float(L/R):.4g}")
