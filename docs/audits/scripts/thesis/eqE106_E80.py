# Audit (E.106): sqrt(1/M1 + M2/M2^2) "=" 1/sqrt(M2); (E.80): sqrt(1 + M1/M1^2 + 1/M1^2 + M2 G/M2^2) "=" sqrt(1+1/M1+1/M2) G
import mpmath as mp
mp.mp.dps=30
for M1,M2 in [(4,4),(100,10),(10,100),(1000,1000)]:
    l=mp.sqrt(mp.mpf(1)/M1+mp.mpf(M2)/M2**2); r=1/mp.sqrt(M2)
    print('E.106 M1,M2=',M1,M2,'lhs',mp.nstr(l,8),'rhs',mp.nstr(r,8),'ratio',mp.nstr(l/r,6),'bound sqrt(1+M2/M1)',mp.nstr(mp.sqrt(1+mp.mpf(M2)/M1),6))
for M1,M2,G in [(2,2,1),(2,2,mp.sqrt(mp.log(2))),(4,4,3),(100,50,10)]:
    G=mp.mpf(G)
    typeset=mp.sqrt(1+mp.mpf(M1)/M1**2+mp.mpf(1)/M1**2+mp.mpf(M2)/M2**2*G)
    outside=mp.sqrt(1+mp.mpf(M1)/M1**2+mp.mpf(1)/M1**2+mp.mpf(M2)/M2**2)*G
    rhs=mp.sqrt(1+mp.mpf(1)/M1+mp.mpf(1)/M2)*G
    print('E.80 M1,M2,G=',M1,M2,mp.nstr(G,5),'typeset',mp.nstr(typeset,8),'G-outside',mp.nstr(outside,8),'rhs',mp.nstr(rhs,8),'ratio outside/rhs',mp.nstr(outside/rhs,6))
