# Auditor B, r22: mhgd (115) last two '>=' links, own model. No repo imports.
import numpy as np, sympy as sp
z,S,T,M,P,Zm,Zn,Z=sp.symbols('zeta S T M P Z_mu Z_nu Z',positive=True)
Zb=sp.Max(Zm,Zn)
r=sp.sqrt(2*(M+1))
L2=T*z/2*(z*S**6-z*(1-z)*(Zm+Zn)*S**4-2*(1-z)*(z+2*(1-z))*Zm**2*S**2-4*(1-z)**2*Zm**2*(Zm+Zn)) \
  -T*z/2*(z**2*S**6+z*(1-z)*(4*Zm+z*Zn)*S**4+2*(1-z)**2*((2+z)*Zm+2*z*Zn)*Zm*S**2+4*(1-z)**3*Zm**2*(Zm+Zn)) \
  -r*S**2*P*T**sp.Rational(5,2)*(z*S+(1-z)*(S+Z))*(z*S**2+(1-z)*(S+Z)**2)
L3=T*(1-z)*z/2*(z*S**6-z*(5*Zm+(1+z)*Zn)*S**4-2*((4-z**2)*Zm+2*z*(1-z)*Zn)*Zm*S**2-4*(1-z)*(2-z)*(Zm+Zn)*Zm**2) \
  -r*S**2*P*T**sp.Rational(5,2)*(S+(1-z)*Z)*(z*S**2+(1-z)*(S+Z)**2)
L4=T*(1-z)*z/2*(z*S**6-(5*Zm+2*Zn)*S**4-4*(2*Zm+Zn)*Zm*S**2-8*(Zm+Zn)*Zm**2) \
  -r*S**2*P*T**sp.Rational(5,2)*(S+Z)*(S**2+(S+Z)**2)
L5=T*(1-z)*z/2*(z*S**6-7*Zb*S**4-12*Zb**2*S**2-16*Zb**3)-2*r*P*T**sp.Rational(5,2)*S**2*(S+Z)**3
print("side note: L2 - L3 =",sp.factor(sp.expand(L2-L3)))
inst={z:sp.Rational(1,2),T:2,S:1,M:1,Zm:0,Zn:0,Z:0,P:1}
for a in (1,-1):
    v=[float(a*e.subs(inst)) for e in (L3,L4,L5)]
    print(f"alpha={a:+d}: a*L3={v[0]:.4f} a*L4={v[1]:.4f} a*L5={v[2]:.4f}  link3>=4:{v[0]>=v[1]-1e-12} link4>=5:{v[1]>=v[2]-1e-12}")
# random sweep over the hypothesis box: zeta in (0,1), S,T,M,P>0, Z_mu,Z_nu,Z >= 0
f=[sp.lambdify((z,S,T,M,P,Zm,Zn,Z),e,'numpy') for e in (L3,L4,L5)]
rng=np.random.default_rng(0); N=200000
zz=rng.uniform(0.01,0.99,N); SS=rng.uniform(0.1,3,N); TT=rng.integers(2,64,N).astype(float); MM=rng.integers(1,20,N).astype(float)
PP=rng.uniform(0,2,N); Zmu=rng.uniform(0,1,N); Znu=rng.uniform(0,1,N); ZZ=rng.uniform(0,2,N)
v3,v4,v5=[g(zz,SS,TT,MM,PP,Zmu,Znu,ZZ) for g in f]
print("A>=B (bracket order) link3>=4 always:",bool(np.all(v3>=v4-1e-9)),"link4>=5 always:",bool(np.all(v4>=v5-1e-9)))
for a in (1,-1):
    print(f"alpha={a:+d}: fraction where link3>=4 fails {np.mean(a*v3<a*v4-1e-9):.3f}, link4>=5 fails {np.mean(a*v4<a*v5-1e-9):.3f}")
# last link at Z=0 is an equality; needs Z>0 to be strict:
inst2=dict(inst); inst2.update({Zm:sp.Rational(1,10),Zn:sp.Rational(1,10),Z:sp.Rational(1,2)})
print("Z_mu=Z_nu=0.1,Z=0.5, alpha=-1:",[float(-e.subs(inst2)) for e in (L3,L4,L5)])
