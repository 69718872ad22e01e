# Auditor C r18: mhgd Cor. 2 (seed 004 L185-L189) vs "Corollary 5 (Restatement of Cor. 2)" (L1185-L1193).
import numpy as np, torch
def req5_sqrtH(d,T,R,B2,g0): return 256*d*np.sqrt(T*d)*R**3*B2*(3*np.sqrt(d)*R**2*(4*g0+B2)+1)*g0**2
def shape2_sqrtH(d,T,R,B2,g0): return d**2*T**0.5*R**5*B2**2*g0**3
def rho5(d,T,R,B2,g0,H):
    a = 3*d*np.sqrt(d)*R**2*(3*np.sqrt(T)*R**3*(4*g0+B2)+2*np.sqrt(T)*R)
    return (2*d*np.sqrt(T*d)*R**3/np.sqrt(H) + T*R**2/4)*a**2
def shape2_rho(d,T,R,B2,g0): return d**4.5*T**1.5*R**13*g0**4
print("rho(K) ratio Cor5/Cor2-shape (H = Cor.5's minimum):")
for (d,R,B2,g0) in [(1,1,1,1.0),(1,1,10,1.0),(1,1,1,10.0),(100,1,1,1.0)]:
    row=[]
    for T in [1e2,1e4,1e6]:
        H = req5_sqrtH(d,T,R,B2,g0)**2
        row.append(rho5(d,T,R,B2,g0,H)/shape2_rho(d,T,R,B2,g0))
    print(f"  d={d} R={R} B2={B2} g0={g0}: T=1e2,1e4,1e6 -> " + ", ".join(f"{r:.3g}" for r in row))
print("sqrt(H) ratio Cor5 requirement / Cor2 shape:")
for T in [1e2,1e4,1e6]:
    g0 = np.sqrt(2/T)   # realizable instance below (K = 1, B_Phi = 1, gamma = sqrt(2T))
    print(f"  T={T:g}, d=R=B2=1, g0=sqrt(2/T)={g0:.4g}: {req5_sqrtH(1,T,1,1,g0)/shape2_sqrtH(1,T,1,1,g0):.4g};"
          f"  at g0=1: {req5_sqrtH(1,T,1,1,1.0)/shape2_sqrtH(1,T,1,1,1.0):.4g}")
# Realizability of gamma = sqrt(2T): theta0 = 0, X_i = y_i 1 x^T, ||x|| = 1 (R = 1), multi-head model (2) L85.
torch.manual_seed(0)
for T in [3, 7]:
    d, H = 4, 5
    x = torch.randn(d, dtype=torch.float64); x /= x.norm()
    def Phi(X, W, U): return sum((U[h]*(torch.softmax(X@W[h]@X.T, dim=1)@X)).sum() for h in range(H))/np.sqrt(H)
    W = torch.zeros(H,d,d,dtype=torch.float64,requires_grad=True); U = torch.zeros(H,T,d,dtype=torch.float64,requires_grad=True)
    margins=[]
    # NTK features are linear in y: grad Phi(y 1 x^T) = y * G; best margin over ||theta*|| = sqrt2 is sqrt2 ||G||
    X = torch.ones(T,1,dtype=torch.float64)@x[None,:]
    gW, gU = torch.autograd.grad(Phi(X,W,U),(W,U))
    G = torch.cat([gW.flatten(), gU.flatten()]); th = np.sqrt(2)*G/G.norm()
    for y in [1.0,-1.0]:
        Xy = y*X
        gW, gU = torch.autograd.grad(Phi(Xy,W,U),(W,U))
        margins.append(float(y*torch.cat([gW.flatten(),gU.flatten()])@th))
    print(f"  T={T}: NTK margin with ||theta*||=sqrt2: {min(margins):.6f} vs sqrt(2T) = {np.sqrt(2*T):.6f};"
          f" |Phi(X;0)| = {float(Phi(X,W,U)):.1f} (B_Phi=1), B2 = 0 -> take 1, R = 1")
print("rho ratio small end (lower-bound reading 'rho(K) >~ shape' needs ratio >= c > 0):")
for (d,T,R,B2,g0) in [(1e4,1,1,1,1.0),(1,1,1,1,100.0),(1,1,1,1,1e4)]:
    H = req5_sqrtH(d,T,R,B2,g0)**2
    print(f"  d={d:g} T={T} g0={g0:g}: {rho5(d,T,R,B2,g0,H)/shape2_rho(d,T,R,B2,g0):.3g}")
