"""Referee H, round 35: Corollary 4.4.1 (iv)/(v) -- lambda_l monotonicity of the
closed forms B (C.93 'otherwise' and the C.89/C.100 form), q/v (C.96 'otherwise'),
E_w (C.97), E (C.98), E_l (C.99). Written from the paper text only."""
import numpy as np
from scipy.integrate import quad
from functools import lru_cache

def dphi(x):  # sigmoid derivative, numerically safe
    e = np.exp(-abs(x)); return e/(1+e)**2

def npdf(z, u): return np.exp(-0.5*(z-u)**2)/np.sqrt(2*np.pi)

@lru_cache(maxsize=None)
def ab(u, s):
    """alpha_q, beta_q (q=0,2) for z~N(u,1), phi'(s z)."""
    lo, hi = u-12, u+12
    f = lambda g: quad(g, lo, hi, epsabs=1e-14, epsrel=1e-12, limit=200)[0]
    a0 = f(lambda z: dphi(s*z)*npdf(z,u)); a2 = f(lambda z: dphi(s*z)*z*z*npdf(z,u))
    b0 = f(lambda z: dphi(s*z)**2*npdf(z,u)); b2 = f(lambda z: dphi(s*z)**2*z*z*npdf(z,u))
    return a0, a2, b0, b2

def rho(u, s):
    """Definition C.2.2 (C.6): min over i != j of (u_j^2+1)(b0_i-a0_i^2), b2_i - a2_i^2/(u_i^2+1)."""
    u = np.asarray(u, float); K = len(u); vals = []
    for i in range(K):
        a0, a2, b0, b2 = ab(round(float(u[i]), 12), float(s))
        vals.append(b2 - a2**2/(u[i]**2+1))
        for j in range(K):
            if j != i: vals.append((u[j]**2+1)*(b0-a0**2))
    return min(vals)

def forms(lam, mus, Sigs, W):
    """All closed forms at mixture weights lam (need not sum to 1: proof's reading)."""
    lam = np.asarray(lam, float)
    sv = np.linalg.svd(W, compute_uv=False); d1, dK = sv[0], sv[-1]; K = W.shape[1]
    kappa = d1/dK; eta = np.prod(sv/dK)
    smax = np.array([np.sqrt(np.linalg.eigvalsh(S).max()) for S in Sigs])  # ||Sigma^1/2||
    smin = np.array([np.sqrt(np.linalg.eigvalsh(S).min()) for S in Sigs])  # ||Sigma^-1||^-1/2
    sig_max, sig_min = smax.max(), smin.min(); tau = sig_max/sig_min
    m = np.array([np.linalg.norm(mu) for mu in mus])
    rh = np.array([rho(W.T@mu/(dK*sm), dK*sm) for mu, sm in zip(mus, smin)])
    A = m + smax
    S = lambda p: np.sum(lam*A**p)
    D = lambda p: np.sum(lam*(m/smin+1)**p)
    G = np.sum(lam*smin**2*rh)                      # sum lam ||Sigma^-1||^-1 rho
    B93 = (sig_max*d1)**2*tau**12*(G/(eta*sig_max**2))**-2*D(12)
    B89 = np.sqrt(S(4)*S(8))*D(6)*d1**2/G**2          # (C.89)/(C.100) shape, constants dropped
    q = G/(eta*tau**K*kappa**2)/S(2)
    v = 1 - q/K**2
    Ew = np.sqrt(S(2))/G
    E = S(2)/G
    El = [np.sqrt(S(2))*A[l]/G for l in range(len(lam))]
    return dict(B93=B93, B89=B89, q=q, v=v, Ew=Ew, E=E, El=El, rho=rh)

def path(lam0, l, t, reading, absorb=None):
    lam0 = np.asarray(lam0, float); lam = lam0.copy()
    if reading == 'proportional':
        others = [j for j in range(len(lam)) if j != l]
        lam[others] = lam0[others]*(1-t)/lam0[others].sum(); lam[l] = t
    elif reading == 'absorb':
        lam[l] = t; lam[absorb] = 1 - t - sum(lam0[j] for j in range(len(lam)) if j not in (l, absorb))
    elif reading == 'unnormalized':
        lam[l] = t
    return lam

def scan(name, mus, Sigs, W, lam0, l, direction, readings, ts):
    """direction='dec' for (iv) (lambda_l decreases), 'inc' for (v)."""
    print(f"\n=== {name}: group l={l+1}, case {'(iv) lambda_l decreases' if direction=='dec' else '(v) lambda_l increases'}")
    for rd in readings:
        rdname = rd if isinstance(rd, str) else f"absorb by group {rd[1]+1}"
        vals = []
        for t in ts:
            lam = path(lam0, l, t, rd) if isinstance(rd, str) else path(lam0, l, t, 'absorb', rd[1])
            if np.any(lam <= 0): vals.append(None); continue
            vals.append(forms(lam, mus, Sigs, W))
        ok = [k for k, x in enumerate(vals) if x is not None]
        lo, hi = vals[ok[0]], vals[ok[-1]]
        # printed claim: the five quantities go UP when lambda_l moves in `direction`
        start, end = (hi, lo) if direction == 'dec' else (lo, hi)
        tstart, tend = (ts[ok[-1]], ts[ok[0]]) if direction == 'dec' else (ts[ok[0]], ts[ok[-1]])
        print(f"  reading: {rdname}; lambda_l {tstart:.2f} -> {tend:.2f}; rho={np.array2string(lo['rho'], precision=3)}")
        for key in ['B93', 'B89', 'v', 'Ew', 'E', 'El']:
            series = [x[key][l] if key == 'El' else x[key] for x in vals if x is not None]
            a = series[-1] if direction == 'dec' else series[0]
            b = series[0] if direction == 'dec' else series[-1]
            diffs = np.diff(series)
            mono = 'monotone up in lambda_l' if np.all(diffs > 0) else ('monotone down in lambda_l' if np.all(diffs < 0) else 'non-monotone')
            verdict = 'AS PRINTED (increases)' if b > a else 'OPPOSITE (decreases)'
            print(f"    {key:4s}: start {a:.6g} end {b:.6g} ratio end/start {b/a:.4g}  [{mono}] -> {verdict}")

if __name__ == '__main__':
    import sys
    ts = np.round(np.arange(0.05, 0.951, 0.05), 4)
    I2 = np.eye(2); z = np.zeros(2)
    # rho(0, sigma) profile
    print("rho(0,sigma) profile (K=2, mu=0): sigma, rho, 1/rho")
    for s in [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10]:
        r = rho(np.zeros(2), s); print(f"  {s:5.2f} {r:.4e} {1/r:.4e}")
    R2 = ['unnormalized']  # for L=2, proportional == absorb == (lam_1, 1-lam_1)
    cases = [
        ("Ex1 W*=I, mu=0, Sigma=(0.25I, I)", [z, z], [0.25*I2, I2], I2),
        ("Ex2 W*=I/2, mu=0, Sigma=(I, 4I)", [z, z], [I2, 4*I2], I2/2),
        ("Ex3 W*=I, mu=0, Sigma=(I, 4I)", [z, z], [I2, 4*I2], I2),
        ("Ex4 W*=I, mu=0, Sigma=(9I, 25I)", [z, z], [9*I2, 25*I2], I2),
        ("Ex5 W*=I, ||mu||=1 equal, Sigma=(0.25I, I)", [np.array([.6, .8]), np.array([.8, -.6])], [0.25*I2, I2], I2),
    ]
    for name, mus, Sig, W in cases:
        for l, dr in [(0, 'dec'), (1, 'inc')]:
            scan(name, mus, Sig, W, [0.5, 0.5], l, dr, ['proportional', 'unnormalized'], ts)
    # L=3
    Sig3 = [0.25*I2, I2, 4*I2]; mus3 = [z, z, z]; lam0 = np.array([1/3, 1/3, 1/3])
    ts3 = np.round(np.arange(0.05, 0.651, 0.05), 4)
    scan("Ex6 L=3 W*=I mu=0 Sigma=(0.25,1,4)I", mus3, Sig3, I2, lam0, 0, 'dec',
         ['proportional', ('absorb', 1), ('absorb', 2), 'unnormalized'], ts3)
    scan("Ex6 L=3 W*=I mu=0 Sigma=(0.25,1,4)I", mus3, Sig3, I2, lam0, 2, 'inc',
         ['proportional', ('absorb', 0), ('absorb', 1), 'unnormalized'], ts3)
