"""Referee H part 2: (a) crossover of rho(0,x) vs rho(0,2x); (b) per-quantity direction for
L=2, mu=0, Sigma=(x^2 I, (2x)^2 I), W*=I, normalized weights (lam_l, 1-lam_l), as x varies;
(c) the proof's own first line of (C.115) (a_1..a_5 as printed, others' lambda fixed)."""
import numpy as np
from scipy.optimize import brentq, minimize_scalar
from ref_H import rho, forms
z = np.zeros(2); I2 = np.eye(2)
r = lambda x: rho(z, x)
pk = minimize_scalar(lambda x: -r(x), bounds=(0.5, 3), method='bounded')
print(f"rho(0,x) peak at x={pk.x:.4f}, rho={-pk.fun:.4e}")
xc = brentq(lambda x: r(x) - r(2*x), 0.8, 1.6)
print(f"rho(0,x)=rho(0,2x) at x={xc:.4f}  (for delta_K*sigma_min below this, smallest-cov group has the smaller rho)")
ts = np.round(np.arange(0.05, 0.951, 0.05), 4)
print("\nL=2, mu=0, W*=I, Sigma=(x^2 I, 4x^2 I), lam=(t,1-t); sign of d/dt over t in [0.05,0.95] for group 1 (smallest cov):")
print("  '+' = increases with lambda_1 => (iv) FAILS and (v) for group 2 FAILS;  '-' = as printed; '~' non-monotone (net sign in brackets)")
for x in [0.5, 0.75, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.75, 2.0, 2.5, 3.0]:
    vals = [forms([t, 1-t], [z, z], [x*x*I2, 4*x*x*I2], I2) for t in ts]
    row = []
    for k in ['B93', 'B89', 'v', 'Ew', 'E', 'El']:
        s = np.array([v[k][0] if k == 'El' else v[k] for v in vals])
        d = np.diff(s)
        sg = '+' if np.all(d > 0) else ('-' if np.all(d < 0) else f"~[{'+' if s[-1] > s[0] else '-'}]")
        row.append(f"{k}:{sg}")
    # E_l for group 2 (case v) has the same lambda-dependence as E_w
    print(f"  x={x:4.2f} rho=({r(x):.3e},{r(2*x):.3e})  " + "  ".join(row))

def B115(lam, l, mus, Sigs, W):
    """First line of (C.115): (a1 lam^2 + a2 lam^1.5 + a3 lam + a4 lam^.5 + a5)/(sum lam_j rho_j)^2."""
    lam = np.asarray(lam, float)
    dK = np.linalg.svd(W, compute_uv=False)[-1]
    smax = np.array([np.sqrt(np.linalg.eigvalsh(S).max()) for S in Sigs])
    smin = np.array([np.sqrt(np.linalg.eigvalsh(S).min()) for S in Sigs])
    m = np.array([np.linalg.norm(mu) for mu in mus]); A = m + smax
    rh = np.array([rho(W.T@mu/(dK*sm), dK*sm) for mu, sm in zip(mus, smin)])
    o = [j for j in range(len(lam)) if j != l]
    R = lambda p: np.sum(lam[o]*A[o]**p); RD = np.sum(lam[o]*(m[o]/smin[o]+1)**6)
    nS = smax[l]**2  # ||Sigma_l|| ; ||Sigma_l||^3 = nS^3
    a1 = A[l]**12/nS**3
    a2 = A[l]**8*np.sqrt(R(8))/nS**3
    a3 = (m[l]/smax[l]+1)**6*np.sqrt(R(4)*R(8)) + A[l]**6*RD
    a4 = RD*A[l]**2*np.sqrt(R(8))
    a5 = np.sqrt(R(4)*R(8))*RD
    t = lam[l]
    return (a1*t**2 + a2*t**1.5 + a3*t + a4*np.sqrt(t) + a5)/np.sum(lam*rh)**2, a5/np.sum(lam*rh)**2

print("\nProof's own (C.115) line 1 (exact a_i), lambda_l varied with other lambda_j fixed (=0.5):")
for name, Sig in [("Sigma=(0.25I,I)", [0.25*I2, I2]), ("Sigma=(I,4I)", [I2, 4*I2]), ("Sigma=(9I,25I)", [9*I2, 25*I2])]:
    for l, case in [(0, '(iv) l=1 smallest'), (1, '(v) l=2 largest')]:
        vals = []
        for t in [0.05, 0.5, 0.95]:
            lam = np.array([0.5, 0.5]); lam[l] = t
            vals.append(B115(lam, l, [z, z], Sig, I2))
        line1 = [v[0] for v in vals]; line2 = [v[1] for v in vals]
        print(f"  {name} {case}: line1 at lam_l=.05,.5,.95: " + ", ".join(f"{x:.4g}" for x in line1)
              + " | a5-only (line 2): " + ", ".join(f"{x:.4g}" for x in line2))
