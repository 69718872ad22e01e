"""rho(u, sigma) of Definition C.2.2 (thesis L5151-5155), phi = sigmoid (L5209).
alpha_q(i,u,s)=E_{z~N(u_i,1)}[phi'(s z) z^q], beta_q = E[phi'(s z)^2 z^q]
rho = min_{i!=j} { (u_j^2+1)(beta0-alpha0^2), beta2 - alpha2^2/(u_i^2+1) }
Computed in float64 by Gauss-Hermite quadrature in centred form (no cancellation):
 beta0-alpha0^2 = E[(g-Eg)^2];  beta2-alpha2^2/E[z^2] = E[z^2 (g-c)^2], c=E[g z^2]/E[z^2]  (E[z^2]=u_i^2+1)."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
X, Wt = hermegauss(200); Wt = Wt/Wt.sum()
def dphi(x):
    return 0.25/np.cosh(x/2.0)**2
def parts(ui, s):
    z = ui + X
    g = dphi(s*z)
    m0 = Wt@g
    var0 = Wt@((g-m0)**2)
    h = z*z
    Eh = Wt@h            # = ui^2+1
    c = (Wt@(g*h))/Eh
    B = Wt@(h*(g-c)**2)
    return var0, B, Eh
def rho(u, s):
    u = np.asarray(u, float); K = len(u)
    best = np.inf
    for i in range(K):
        var0, B, _ = parts(u[i], s)
        best = min(best, B)
        for j in range(K):
            if j != i:
                best = min(best, (u[j]**2+1)*var0)
    return best
def rho_quad(u, s):
    from scipy.integrate import quad
    u = np.asarray(u, float); K=len(u); best=np.inf
    for i in range(K):
        pdf = lambda z: np.exp(-(z-u[i])**2/2)/np.sqrt(2*np.pi)
        lo, hi = u[i]-12, u[i]+12
        E = lambda f: quad(lambda z: f(z)*pdf(z), lo, hi, epsabs=0, epsrel=1e-13, limit=400)[0]
        m0 = E(lambda z: dphi(s*z)); var0 = E(lambda z: (dphi(s*z)-m0)**2)
        Eh = E(lambda z: z*z); c = E(lambda z: dphi(s*z)*z*z)/Eh
        B = E(lambda z: z*z*(dphi(s*z)-c)**2)
        best = min(best, B)
        for j in range(K):
            if j!=i: best=min(best,(u[j]**2+1)*var0)
    return best
def rho_mc(u, s, n=2_000_000, seed=0):
    rng=np.random.default_rng(seed); u=np.asarray(u,float); K=len(u); best=np.inf
    for i in range(K):
        z = u[i]+rng.standard_normal(n); g=dphi(s*z)
        var0 = g.var(); h=z*z; c=(g*h).mean()/h.mean(); B=(h*(g-c)**2).mean()
        best=min(best,B)
        for j in range(K):
            if j!=i: best=min(best,(u[j]**2+1)*var0)
    return best
