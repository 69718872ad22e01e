"""Referee E, round 35: Corollary 4.4.1 case (i) -- ||Sigma_l|| -> 0, all else fixed.
Independent implementation from the thesis text only (003_84cf0eb31e2dc802.txt):
 rho: Def C.2.2 (C.6); E_w, E, E_l: (C.97)-(C.99); B: (C.93) with D_12 (C.8);
 q, v: (C.96), (4.9).  Isotropic covariances Sigma_j = s_j^2 I, so
 ||Sigma_j^{1/2}|| = ||Sigma_j^{-1}||^{-1/2} = s_j.
"""
import sys
import numpy as np
import mpmath as mp

mp.mp.dps = 30

def dphi(x):      # phi'(x), phi = sigmoid
    e = mp.exp(-abs(x))
    return e / (1 + e) ** 2

def gexp(f, m):   # E_{z~N(m,1)} f(z), integrate in t = z - m
    g = lambda t: f(m + t) * mp.exp(-t * t / 2) / mp.sqrt(2 * mp.pi)
    return mp.quad(g, [-mp.inf, -8, -3, 0, 3, 8, mp.inf])

def rho(u, sig):
    """(C.6): min over i != j of (u_j^2+1)(beta0_i - alpha0_i^2), beta2_i - alpha2_i^2/(u_i^2+1).
    Variances computed in centred form to avoid cancellation."""
    u = [mp.mpf(x) for x in u]; sig = mp.mpf(sig)
    vals = []
    for i, ui in enumerate(u):
        a0 = gexp(lambda z: dphi(sig * z), ui)
        var0 = gexp(lambda z: (dphi(sig * z) - a0) ** 2, ui)          # beta0 - alpha0^2
        a2 = gexp(lambda z: dphi(sig * z) * z * z, ui)
        # beta2 - a2^2/(ui^2+1) = E[(phi' z)^2] - ... ; centred: E[z^2 (phi' - c)^2] with c = a2/(ui^2+1)
        # since E z^2 = ui^2+1:  E[z^2(phi'-c)^2] = beta2 - 2c a2 + c^2 (ui^2+1) = beta2 - a2^2/(ui^2+1)
        c = a2 / (ui * ui + 1)
        t2 = gexp(lambda z: z * z * (dphi(sig * z) - c) ** 2, ui)
        vals.append(t2)
        for j, uj in enumerate(u):
            if j != i:
                vals.append((uj * uj + 1) * var0)
    return min(vals)

def model(Wstar, mus, ss, lams, Ls=None):
    """Return dict of the closed-form quantities. Ls: optional dict {group index: value replacing rho_l}."""
    Wstar = np.asarray(Wstar, float)
    sv = np.linalg.svd(Wstar, compute_uv=False)
    d1, dK = sv[0], sv[-1]; K = Wstar.shape[1]
    kappa = d1 / dK; eta = float(np.prod(sv / dK))
    smax, smin = max(ss), min(ss); tau = smax / smin
    rhos = []
    for mu, s in zip(mus, ss):
        u = Wstar.T @ np.asarray(mu, float) / (dK * s)
        rhos.append(float(rho(list(u), dK * s)))
    rr = list(rhos)
    if Ls:
        for k, val in Ls.items():
            rr[k] = val
    mn = [np.linalg.norm(m) for m in mus]
    N1 = sum(l * (m + s) ** 2 for l, m, s in zip(lams, mn, ss))
    Dn = sum(l * s * s * r for l, s, r in zip(lams, ss, rr))
    D12 = sum(l * (m / s + 1) ** 12 for l, m, s in zip(lams, mn, ss))
    out = dict(rho=rhos, N1=N1, Den=Dn, tau=tau)
    out['Ew'] = np.sqrt(N1) / Dn
    out['E'] = N1 / Dn
    out['El'] = [np.sqrt(N1) * (m + s) / Dn for m, s in zip(mn, ss)]
    G = sum(l * s * s / (eta * smax ** 2) * r for l, s, r in zip(lams, ss, rr))
    out['B_tau'] = (smax * d1) ** 2 * tau ** 12 * G ** -2 * D12      # (C.93), tau honest
    out['B_tau1'] = (smax * d1) ** 2 * 1.0 * G ** -2 * D12           # tau frozen at 1
    q_tau = Dn / (eta * tau ** K * kappa ** 2) / N1
    q_1 = Dn / (eta * kappa ** 2) / N1
    out['v_tau'] = 1 - q_tau / K ** 2
    out['v_tau1'] = 1 - q_1 / K ** 2
    out['Ew_tauK'] = out['Ew'] * tau ** K   # (C.84) keeps tau^K in the denominator
    return out

def sweep(name, Wstar, mus, s_fixed, lams, l, s_grid, extra_fixed_idx=None):
    print(f"\n=== {name}: vary s_{l+1}=||Sigma_{l+1}^(1/2)||, others fixed ===")
    print(f"{'s':>8} {'rho_l':>11} {'Ew':>10} {'E':>10} {'E_l':>10} {'B(tau=1)':>11} {'B(tau)':>11} {'1-v(tau=1)':>11} {'1-v(tau)':>11} {'Ew*tau^K':>11}")
    res = []
    for s in s_grid:
        ss = list(s_fixed); ss[l] = s
        o = model(Wstar, mus, ss, lams)
        res.append((s, o))
        print(f"{s:8.4f} {o['rho'][l]:11.4e} {o['Ew']:10.4f} {o['E']:10.4f} {o['El'][l]:10.4f} {o['B_tau1']:11.4e} {o['B_tau']:11.4e} {1-o['v_tau1']:11.4e} {1-o['v_tau']:11.4e} {o['Ew_tauK']:11.4e}")
    sL, oL = res[0]; sS, oS = res[-1]
    print(f"ratios small/large (s={sS} vs {sL}): Ew {oS['Ew']/oL['Ew']:.4f}  E {oS['E']/oL['E']:.4f}  E_l {oS['El'][l]/oL['El'][l]:.4f}  "
          f"B(tau=1) {oS['B_tau1']/oL['B_tau1']:.4f}  (1-v)(tau=1) {(1-oS['v_tau1'])/(1-oL['v_tau1']):.4f}  Ew*tau^K {oS['Ew_tauK']/oL['Ew_tauK']:.3e}")
    # monotonicity along the grid (grid is decreasing in s)
    for key in ['Ew', 'E']:
        seq = [o[key] for _, o in res]
        print(f"  {key}: monotone decreasing as s->0 along grid: {all(b < a for a, b in zip(seq, seq[1:]))}")
    seq = [o['El'][l] for _, o in res]
    print(f"  E_l: monotone decreasing as s->0 along grid: {all(b < a for a, b in zip(seq, seq[1:]))}")
    seq = [o['B_tau1'] for _, o in res]
    print(f"  B(tau=1): monotone increasing as s->0: {all(b > a for a, b in zip(seq, seq[1:]))}")
    seq = [o['v_tau1'] for _, o in res]
    print(f"  v(tau=1): monotone increasing as s->0: {all(b > a for a, b in zip(seq, seq[1:]))}")
    # robustness to L_s in (0, rho_l]: worst case for the claim
    # E_L(s) = N1(s)/(c + lam_l s^2 L(s)), c = fixed groups' share.
    c = oS['Den'] - lams[l] * sS ** 2 * oS['rho'][l]
    for key, f in [('Ew', lambda N1, o: np.sqrt(N1)), ('E', lambda N1, o: N1),
                   ('E_l', lambda N1, o: np.sqrt(N1) * (np.linalg.norm(mus[l]) + o[0]))]:
        # max over admissible L of E_L(small)/E_L(large): L(small)->0, L(large)=rho_l(large)
        num_s = f(oS['N1'], (sS,)); num_L = f(oL['N1'], (sL,))
        rmax = (num_s / c) / (num_L / (c + lams[l] * sL ** 2 * oL['rho'][l]))
        rmin = (num_s / (c + lams[l] * sS ** 2 * oS['rho'][l])) / (num_L / c)
        print(f"  L_s-robustness {key}: ratio small/large in [{rmin:.4f}, {rmax:.4f}] over all L_s in (0, rho_l]")
    return res

if __name__ == '__main__':
    I2 = np.eye(2)
    grid = [0.3, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.003]
    # Example of the claim
    sweep('Ex1 (claim): mu1=(0.6,0.8), mu2=(-0.5,0.5), s2=1, lam=1/2', I2,
          [(0.6, 0.8), (-0.5, 0.5)], [None, 1.0], [0.5, 0.5], 0, grid)
    if '--quick' in sys.argv:
        sys.exit()
    # Minority group varied
    sweep('Ex2: minority lam1=0.2, mu1=(0.3,-0.4), mu2=(0.5,0.5), s2=0.8', I2,
          [(0.3, -0.4), (0.5, 0.5)], [None, 0.8], [0.2, 0.8], 0, grid)
    # Non-identity W*, three groups, K=d=2
    W = np.array([[1.0, 0.3], [-0.2, 0.8]])
    sweep('Ex3: W*=[[1,.3],[-.2,.8]], 3 groups, vary group 3', W,
          [(0.4, 0.2), (-0.3, 0.6), (0.7, -0.5)], [1.0, 0.6, None], [0.5, 0.3, 0.2], 2, grid)
    # Zero-mean varied group (mu_l = 0): rho_l -> 0 like s^4 (Property 4.1)
    sweep('Ex4: mu1=0 (zero-mean varied group), mu2=(0.5,0.5), s2=1', I2,
          [(0.0, 0.0), (0.5, 0.5)], [None, 1.0], [0.5, 0.5], 0, grid)
