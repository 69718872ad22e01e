# Auditor B, round 20: thesis.ch5.lemmaD.2.6-L7129-inM (own model, no repository code).
# r_{n,i}(X) = sum_j a_{n,j} sum_l v_{l,i} relu(a_j X w_l + B_{1(n,l)}),  w_l, B ~ N(0,1/m1), v ~ N(0,1/m2)
# (Lemma D.2.5's display (D.50), shared bias B_{1(n,l)}; option 'pernode' uses (5.4)'s B1_{j,l}).
# Star graph with D leaves, node n = centre, every feature e_1 in R^2, w* = e_2, so a_m X w* = 0.
# Given (W,B1): r = sqrt(Q/m2) Z, Q = sum_l g_l^2, g_l = sum_j a_{n,j} relu(s_j w_{l,1} + b_l), s_j = row sum of A.
# W2 of the scale mixture to the Gaussian family computed from its quantile function (semi-analytic in Z).
import numpy as np, sys
from scipy.stats import norm
from scipy.special import ndtr
rng = np.random.default_rng(20)
pernode = 'pernode' in sys.argv

def star(D):
    ann = 1.0/(D+1); anl = 1.0/np.sqrt(2.0*(D+1))
    sn = ann + D*anl          # centre row sum = ||A||_inf
    sl = anl + 0.5            # leaf row sum
    return ann, anl, sn, sl

def Qsamples(D, m1, NQ, chunk=20000):
    ann, anl, sn, sl = star(D)
    sd = 1/np.sqrt(m1)
    out = []
    for k in range(0, NQ, chunk):
        w = rng.normal(0, sd, (chunk, m1)); b = rng.normal(0, sd, (chunk, m1))
        if not pernode:
            g = ann*np.maximum(sn*w + b, 0) + D*anl*np.maximum(sl*w + b, 0)
        else:
            # per-node biases: centre bias b, leaves' biases iid; leaf sum = D*E_b'[relu(sl w + b')] + CLT fluctuation
            c = sl*w
            mu = c*ndtr(c/sd) + sd*norm.pdf(c/sd)
            e2 = (c**2+sd**2)*ndtr(c/sd) + c*sd*norm.pdf(c/sd)
            var = np.maximum(e2 - mu**2, 0)
            leaf = D*mu + np.sqrt(D*var)*rng.normal(size=c.shape)
            g = ann*np.maximum(sn*w + b, 0) + anl*leaf
        out.append((g**2).sum(1))
    return np.concatenate(out)

def w2_gauss_family(sig):
    # r = sig * Z (sig random, iid samples).  Quantile of mixture on p-grid; best N(0,s^2) (mean 0 optimal by symmetry).
    sig = np.sort(sig)
    # p grid: dense, symmetric, tails to 1e-9
    u = np.concatenate([np.logspace(-9, -2, 400), np.linspace(0.01, 0.5, 3000)[1:]])
    x_hi = sig.max()*8; xs = np.linspace(0, x_hi, 6000)
    # F(x) for x>=0, use subsample of sig for speed
    sub = sig[:: max(1, len(sig)//40000)]
    F = np.array([ndtr(x/sub).mean() for x in xs])     # increasing from 0.5
    # quantile for p = 1-u (upper half); symmetric
    q = np.interp(1-u, F, xs)
    z = norm.isf(u)
    # integrate over p in (1/2,1): dp = du; trapezoid on u grid, double for symmetry
    wts = np.gradient(u)
    A = 2*np.sum(wts*q*z); Bz = 2*np.sum(wts*z*z); C = 2*np.sum(wts*q*q)
    s = A/Bz
    return np.sqrt(max(C - 2*s*A + s*s*Bz, 0)), s, np.sqrt(C)

def shape(m1, m2, S, Ainf, p2=1):
    return S*p2/np.sqrt(m1*m2) + np.sqrt(p2)*Ainf*(1+Ainf)/(m2*S)

if __name__ == '__main__':
    NQ = 200000
    print('bias:', 'per-node (5.4)' if pernode else 'shared B_{1(n,l)} (D.50)')
    for m1 in (64, 512):
        for D in (1e2, 1e4, 1e6, 1e8):
            Ainf = star(D)[2]
            m2 = Ainf**4
            Q = Qsamples(D, m1, NQ)
            dist, s, l2 = w2_gauss_family(np.sqrt(Q/m2))
            S3 = (m1)**(1/3)
            # the shape is convex in S: its max over S in [1, m1/p2] sits at an endpoint (most favourable to the display)
            smax = max(shape(m1, m2, 1, Ainf), shape(m1, m2, m1, Ainf)); Sopt = 1 if smax == shape(m1, m2, 1, Ainf) else m1
            r1 = dist/shape(m1, m2, 1, Ainf); r3 = dist/shape(m1, m2, S3, Ainf); ro = dist/smax
            print(f'm1={m1:4d} D={D:.0e} ||A||inf={Ainf:9.2f} m2=||A||^4 W2dist={dist:.3e} (rel {dist/s:.2e}, '
                  f'dist*m1*sqrt(m2)/||A||={dist*m1*np.sqrt(m2)/Ainf:.3f})  ratio S=1: {r1:.3g}  S=m1^(1/3): {r3:.3g}  worst-case S in [1,m1] (S={Sopt}): {ro:.3g}')
    # sanity: direct sampling of r at one point (noise floor check)
    D, m1 = 1e4, 64; Ainf = star(D)[2]; m2 = Ainf**4
    Q = Qsamples(D, m1, 400000); r = np.sqrt(Q/m2)*rng.normal(size=Q.size); r.sort()
    pp = (np.arange(r.size)+0.5)/r.size; z = norm.ppf(pp); s = (r@z)/(z@z)
    print('direct-sample check D=1e4 m1=64: W2 dist ~', np.sqrt(np.mean((r-s*z)**2)))

# constant check at larger m1 (dist*m1*sqrt(m2)/||A|| should stay ~1.1-1.25)
if __name__ == '__main__' and 'big' in sys.argv:
    for m1 in (2048,):
        D = 1e4; Ainf = star(D)[2]; m2 = Ainf**4
        Q = Qsamples(D, m1, 60000, chunk=2000)
        dist, s, l2 = w2_gauss_family(np.sqrt(Q/m2))
        print(f'm1={m1} D=1e4: dist*m1*sqrt(m2)/||A|| = {dist*m1*np.sqrt(m2)/Ainf:.3f}')

# complexity bookkeeping for the helper's Phi(z) = t z, phi(z) = z, K = p1 = p2 = 1, ||q||_1 = 1 (in units of C*):
#  C_s(z,R) = C* 2^1.75 R ; C_s(tz,R) = C* 2^1.75 t R ; C_eps(z,R) = C* R (1+sqrt(log 1/eps)) ; C_eps(tz,R) = t C_eps(z,R)
if __name__ == '__main__':
    for Cst in (1.0, 10.0, 100.0):
        for A in (7.07, 707.1, 7071.):
            t = 1/(2**6.25*Cst**3*A**2*np.sqrt(A*A+1))
            U = 1/(Cst*2**1.75*t*(Cst*2**1.75*A)*(Cst*2**1.75*A)*np.sqrt(A*A+1))
            eps = 0.5; k = 1+np.sqrt(np.log(1/eps))
            R = Cst*A*k*np.sqrt(A*A+1)
            print(f'C*={Cst:5.0f} ||A||={A:7.1f} t={t:.2e}: eps upper end (D.2.4) = {U:.3f}, C_eps(Phi, R) at eps=1/2 = {t*Cst*R*k:.2e} (<=1)')
