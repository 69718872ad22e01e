# Auditor A r26: mhgd.display.thm1-restates-thm3 (seed 004 L145-L151 Thm 1; L930-L938 Thm 3). Own mpmath.
import mpmath as mp
mp.mp.dps = 30
def req3(d, T, R, D, N):   # Thm 3: sqrt(H) >= this
    return 36*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*(3*D + N) + 1)*D**2
def shape1(d, T, R, D, N): # Thm 1 (3): sqrt(H) >~ this
    return d**2*mp.sqrt(T)*R**5*N*D**3
def rho3(d, T, R, D, N, H=mp.inf):
    a = 3*d*mp.sqrt(d)*R**2*(3*mp.sqrt(T)*R**3*(3*D + N) + 2*mp.sqrt(T)*R)
    first = 0 if H == mp.inf else 2*d*mp.sqrt(T*d)*R**3/mp.sqrt(H)
    return (first + T*R**2/4)*a**2
def rshape1(d, T, R, D, N):
    return d**mp.mpf(4.5)*T**mp.mpf(1.5)*R**13*N**2*D**2
def hyp(d, T, R, D, N): assert d >= 1 and T >= 1 and R >= 1 and D > 0 and N >= 0
M = mp.mpf
print("sqrt(H) item: Thm 3 requirement / Thm 1 shape (Thm 1 implies Thm 3 only if bounded)")
d = T = R = M(1); D = M(1); N = M(0); hyp(d, T, R, D, N)
print(f" N=0, D=1, d=T=R=1: Thm1 shape = {shape1(d,T,R,D,N)} (H=1 admissible for any constant), Thm3 needs sqrt(H) >= {mp.nstr(req3(d,T,R,D,N),6)} i.e. H >= {mp.nstr(req3(d,T,R,D,N)**2,6)}")
for (D, N) in [(M('0.1'), M(1)), (M('1e-3'), M(1)), (M(1), M('0.1')), (M(1), M('1e-3')), (M(1), M(1)), (M(10), M(10)), (M(100), M(1)), (M(1), M(100))]:
    hyp(d, T, R, D, N)
    print(f" D={mp.nstr(D,3)} N={mp.nstr(N,3)}: ratio {mp.nstr(req3(d,T,R,D,N)/shape1(d,T,R,D,N),5)}")
mx = 0
for d in (1, 4, 100, 10**4):
    for T in (1, 100, 10**6):
        for R in (1, 3, 100):
            for D in (1, 2, 10, 1000):
                for N in (1, 5, 1000):
                    d_, T_, R_, D_, N_ = map(M, (d, T, R, D, N)); hyp(d_, T_, R_, D_, N_)
                    mx = max(mx, req3(d_, T_, R_, D_, N_)/shape1(d_, T_, R_, D_, N_))
print(f" grid with D, N >= 1 (d,T,R,D,N over 4x3x3x4x3): max ratio {mp.nstr(mx,5)}  (analytic <= 108(3/N + 1/D) + 36 <= 468)")
print("rho item at Thm 3's smallest rho (H -> inf): rho_3 / Thm 1 shape")
for T in (1, 100, 10**4, 10**6):
    d, R, D, N = M(1), M(1), M(1), M(1); T = M(T); hyp(d, T, R, D, N)
    print(f" d=R=D=N=1, T={mp.nstr(T,3)}: {mp.nstr(rho3(d,T,R,D,N)/rshape1(d,T,R,D,N),6)}  (441 sqrt(T) = {mp.nstr(441*mp.sqrt(T),6)})")
# finite H at exactly Thm 3's minimum: ratio still grows (the T R^2/4 alpha^2 term is H-free)
d, R, D, N = M(1), M(1), M(1), M(1)
for T in (M(100), M(10**6)):
    H = req3(d, T, R, D, N)**2
    print(f" finite H = Thm 3 minimum {mp.nstr(H,4)}, T={mp.nstr(T,3)}: {mp.nstr(rho3(d,T,R,D,N,H)/rshape1(d,T,R,D,N),6)}")
print(" other direction ('rho is at least of order shape'): rho_3/shape -> 0")
for (d, T, R, D, N) in [(10**4, 1, 1, 1, 1), (1, 1, 1, 100, 100), (1, 1, 100, 1, 1), (1, 1, 1, 10**4, 10**4)]:
    a = list(map(M, (d, T, R, D, N))); hyp(*a)
    print(f"  (d,T,R,D,N)={(d,T,R,D,N)}: {mp.nstr(rho3(*a)/rshape1(*a),5)}")
