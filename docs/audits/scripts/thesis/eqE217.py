# Audit (E.216)-(E.217)
import mpmath as mp
mp.mp.dps=30
I=lambda x,a,b: mp.betainc(a,b,0,x,regularized=True)
for M in [4,10,100]:
    val=mp.quad(lambda t:(1-t)**-0.5,[1-mp.mpf(1)/M,1])
    print(f"M={M}: int_(1-1/M)^1 (1-t)^-1/2 = {mp.nstr(val,12)}; 2/sqrt(M)={mp.nstr(2/mp.sqrt(M),12)}; printed 2/sqrt(M)-2/M={mp.nstr(2/mp.sqrt(M)-mp.mpf(2)/M,12)}; over [1-1/M,1-1/M^2]: {mp.nstr(mp.quad(lambda t:(1-t)**-0.5,[1-mp.mpf(1)/M,1-mp.mpf(1)/M**2]),12)}")
# first step: I_{sin^2 phi} >= I_{cos^2(1/M)} with phi <= pi/2 - Theta(1/M1)
for d,M,phi in [(10,10,mp.pi/4),(10,10,mp.pi/2-mp.mpf(2)/10),(10,10,mp.pi/2-mp.mpf(1)/20),(100,100,mp.pi/3)]:
    a=(mp.mpf(d)-1)/2
    L=I(mp.sin(phi)**2,a,0.5); R=I(mp.cos(mp.mpf(1)/M)**2,a,0.5)
    print(f"d={d} M={M} phi={mp.nstr(phi,6)} (pi/2-1/M={mp.nstr(mp.pi/2-mp.mpf(1)/M,6)}): I_sin2phi={mp.nstr(L,6)} I_cos2(1/M)={mp.nstr(R,6)} {'ok' if L>=R else 'VIOLATED'}")
# cross-check with the printed integral ratio of (E.215)
d=10; f=lambda t: t**((mp.mpf(d)-3)/2)*(1-t)**-0.5
den=mp.quad(f,[0,1])
for x in [mp.sin(mp.pi/4)**2, mp.cos(mp.mpf(1)/10)**2]:
    print('quadrature ratio at x=',mp.nstr(x,6),':',mp.nstr(mp.quad(f,[0,x])/den,6))
