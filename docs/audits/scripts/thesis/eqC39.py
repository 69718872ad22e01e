# Audit (C.39): lim_{sigma->0+} rho(u,sigma) vs printed min_j (u_j^2+1) sigma^4/128, rho from (C.6), phi' = 1/(e^x+e^-x+2)
import mpmath as mp
mp.mp.dps=50
dphi=lambda x: 1/(mp.e**x+mp.e**(-x)+2)
def E(f,mu):  # E_{z~N(mu,1)} f(z)
    return mp.quad(lambda z: f(z)*mp.e**(-(z-mu)**2/2),[-mp.inf,mu-8,mu,mu+8,mp.inf])/mp.sqrt(2*mp.pi)
def rho(u,s):
    d=len(u); vals=[]
    for i in range(d):
        mu=u[i]
        a0=E(lambda z:dphi(s*z),mu); b0=E(lambda z:dphi(s*z)**2,mu)
        a2=E(lambda z:dphi(s*z)*z**2,mu); b2=E(lambda z:dphi(s*z)**2*z**2,mu)
        for j in range(d):
            if j!=i: vals.append(('pair',i,j,(u[j]**2+1)*(b0-a0**2)))
        vals.append(('b2',i,None,b2-a2**2/(mu**2+1)))
    return vals
def corrected(u):
    out=[]
    for i,mu in enumerate(u):
        m2=mu**2+1; m4=mu**4+6*mu**2+3; m6=mu**6+15*mu**4+45*mu**2+15
        for j in range(len(u)):
            if j!=i: out.append((u[j]**2+1)*(1+2*mu**2)/128)
        out.append((m6-m4**2/m2)/256)
    return min(out)
for u in [[mp.mpf(1),mp.mpf('0.5')],[mp.mpf(0),mp.mpf(0)],[mp.mpf(2),mp.mpf(0),mp.mpf('0.3')]]:
    for s in [mp.mpf('1e-2'),mp.mpf('3e-3')]:
        v=rho(u,s); r=min(x[3] for x in v); arg=min(v,key=lambda x:x[3])
        printed=min(x**2+1 for x in u)/128
        print(f"u={[float(x) for x in u]} sigma={float(s)}: rho/sigma^4={mp.nstr(r/s**4,8)} (argmin {arg[:3]}); b2-branch min/sigma^4={mp.nstr(min(x[3] for x in v if x[0]=='b2')/s**4,6)}, /sigma^2={mp.nstr(min(x[3] for x in v if x[0]=='b2')/s**2,6)}; printed (C.39)={mp.nstr(printed,8)}; corrected={mp.nstr(corrected(u),8)}")
