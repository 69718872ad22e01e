"""Referee K, round 36: Table 4.1 (thesis Ch.4) small/large ||Sigma_l|| orders.
Written from the thesis text only (no project code).
rho: (C.6); Gamma-type sums: (C.7)/(C.93); D_m: (C.8); B: (C.93); q: (C.96); E_w,E,E_l: (C.97)-(C.99).
"""
import mpmath as mp
import numpy as np
mp.mp.dps = 30

def dphi(x):          # phi'(x) for sigmoid
    e = mp.e**(-abs(x))
    return e/(1+e)**2

def rho(u, sig, mu_over=None):
    """(C.6) rho(u, sig); z_i ~ N(u_i,1); write z = u_i + g, x = sig*z = sig*u_i + sig*g.
    Cancellation-free: Var(phi'(x)) = E[D^2]-(E D)^2 and
    beta2 - alpha2^2/(u^2+1) = E[D^2 z^2] - (E[D z^2])^2/(u^2+1), D = phi'(x)-phi'(sig*u_i)."""
    d = len(u)
    vals = []
    for i in range(d):
        ui = mp.mpf(u[i]); c = sig*ui; h0 = dphi(c)
        pdf = lambda g: mp.e**(-g*g/2)/mp.sqrt(2*mp.pi)
        g0 = -c/sig
        pts = sorted(set([mp.mpf(p) for p in [-12, -6, 0, 6, 12]] +
                         [g0 + m/sig for m in (-60, -20, -5, 0, 5, 20, 60)]))
        pts = [p for p in pts if -40 <= p <= 40]
        pts = [-mp.inf] + pts + [mp.inf]
        D = lambda g: dphi(c + sig*g) - h0
        ED  = mp.quad(lambda g: D(g)*pdf(g), pts)
        ED2 = mp.quad(lambda g: D(g)**2*pdf(g), pts)
        EDz2 = mp.quad(lambda g: D(g)*(ui+g)**2*pdf(g), pts)
        ED2z2 = mp.quad(lambda g: D(g)**2*(ui+g)**2*pdf(g), pts)
        var0 = ED2 - ED**2
        t2 = ED2z2 - EDz2**2/(ui**2+1)
        for j in range(d):
            if j != i:
                vals.append((mp.mpf(u[j])**2+1)*var0)
        vals.append(t2)
    return min(vals)

class Group:
    def __init__(s, lam, mu, Sig):
        s.lam = mp.mpf(lam); s.mu = np.array(mu, float); s.Sig = np.array(Sig, float)
        ev = np.linalg.eigvalsh(s.Sig)
        s.norm = mp.mpf(ev.max())          # ||Sigma||
        s.inv_inv = mp.mpf(ev.min())       # ||Sigma^-1||^-1
        s.mun = mp.mpf(np.linalg.norm(s.mu))

def model(groups, W):
    W = np.array(W, float); sv = np.linalg.svd(W, compute_uv=False)
    d1, dK = sv[0], sv[-1]; K = W.shape[1]
    kappa = d1/dK; eta = np.prod(sv/dK)
    smax = max(mp.sqrt(g.norm) for g in groups)
    smin = min(mp.sqrt(g.inv_inv) for g in groups)
    tau = smax/smin
    rhos = []
    for g in groups:
        sl = mp.sqrt(g.inv_inv)
        u = (W.T @ g.mu)/(dK*float(sl))
        rhos.append(rho([mp.mpf(x) for x in u], dK*sl))
    S2 = sum(g.lam*(g.mun + mp.sqrt(g.norm))**2 for g in groups)
    D12 = sum(g.lam*(g.mun/mp.sqrt(g.inv_inv) + 1)**12 for g in groups)
    shares = [g.lam*g.inv_inv*r for g, r in zip(groups, rhos)]   # lam_j ||Sigma_j^-1||^-1 rho_j
    return dict(K=K, d1=mp.mpf(d1), kappa=mp.mpf(kappa), eta=mp.mpf(eta), smax=smax, smin=smin,
                tau=tau, rhos=rhos, S2=S2, D12=D12, shares=shares)

def quantities(m, l, frac=1.0, tau_held=False):
    """frac in (0,1]: group l's share g = frac * lam_l ||Sigma_l^-1||^-1 rho_l
    (existential lower function L_s of Property 3(5) <= rho; frac=1 most favourable for B, q).
    tau_held: drop tau factors (tau treated as Theta(1) constant)."""
    tau = mp.mpf(1) if tau_held else m['tau']
    G = sum(sh for j, sh in enumerate(m['shares']) if j != l) + frac*m['shares'][l]
    B = (m['smax']*m['d1'])**2 * tau**12 * (G/(m['eta']*m['smax']**2))**-2 * m['D12']   # (C.93)
    q = G/(m['eta']*tau**m['K']*m['kappa']**2) / m['S2']                                   # (C.96)
    Gr = sum(m['shares'])                                                                   # rho itself
    Ew = mp.sqrt(m['S2'])/Gr; E = m['S2']/Gr                                                # (C.97),(C.98)
    return B, q, Ew, E, Gr

def El(m, groups, l):
    g = groups[l]
    return mp.sqrt(m['S2'])*(g.mun + mp.sqrt(g.norm))/sum(m['shares'])                     # (C.99)
