"""Referee J, round 36: Table 4.1 (thesis Ch.4) Sigma_l columns, re-derived from the paper alone.

phi = sigmoid (phi'(t) = 1/(e^t + e^-t + 2), as used in Property 4's proof).
rho (C.6): rho(u, sig) = min_{i != j} { (u_j^2+1) Var[phi'(sig z_i)],  E[z_i^2 (phi'(sig z_i) - c_i)^2] },
   z_i ~ N(u_i, 1), c_i = E[z_i^2 phi'] / E[z_i^2]   (identity: beta2 - alpha2^2/(u_i^2+1) = E[z^2 (phi'-c)^2]).
Closed forms, Sigma_j = s_j^2 I  (||Sigma_j|| = s_j^2 = ||Sigma_j^-1||^-1):
   rho_j = rho(W*^T mu_j / (dK s_j), dK s_j)
   (C.93) B  = (smax d1)^2 tau^12 D12 / GB^2,  GB = sum lam_j s_j^2 rho_j / (eta smax^2)
   (C.96) q  = sum lam_j s_j^2 rho_j / (eta tau^K kappa^2) / S2,   v = 1 - q/K^2
   (C.97-99) Ew = sqrt(S2)/GE, E = S2/GE, El = sqrt(S2)(|mu_l|+s_l)/GE,  GE = sum lam_j s_j^2 rho_j
   S2 = sum lam_j (|mu_j| + s_j)^2,  D12 (C.8) = sum lam_j (|mu_j|/s_j + 1)^12
Readings: R1 one group varies, others fixed, tau = smax/smin moves; R2 same path, tau := 1 (Sec. 4.3's tau = Theta(1));
          R3 all groups scaled together s_j = c_j s (tau fixed exactly).
No repository code is used.
"""
import numpy as np
from scipy import integrate

def dphi(t):
    t = np.abs(t)
    e = np.exp(-t)
    return e / (1.0 + e) ** 2

GH_X, GH_W = np.polynomial.hermite_e.hermegauss(160)
GH_W = GH_W / GH_W.sum()

def _moments_small(ui, sig):
    # z = ui + x, x ~ N(0,1); t = sig z. Gauss-Hermite, centred forms (no cancellation).
    z = ui + GH_X
    f = dphi(sig * z)
    a = np.dot(GH_W, f)
    V0 = np.dot(GH_W, (f - a) ** 2)
    Ez2 = np.dot(GH_W, z * z)
    c = np.dot(GH_W, z * z * f) / Ez2
    V2 = np.dot(GH_W, z * z * (f - c) ** 2)
    return V0, V2

def _moments_large(ui, sig):
    # integrate over t = sig z ~ N(sig ui, sig^2); phi' negligible for |t| > 80
    m = sig * ui
    dens = lambda t: np.exp(-0.5 * ((t - m) / sig) ** 2) / (np.sqrt(2 * np.pi) * sig)
    kw = dict(points=[0.0], limit=400, epsabs=0, epsrel=1e-11)
    I = lambda g: integrate.quad(lambda t: g(t) * dens(t), -80, 80, **kw)[0]
    a0 = I(dphi); b0 = I(lambda t: dphi(t) ** 2)
    a2 = I(lambda t: dphi(t) * (t / sig) ** 2); b2 = I(lambda t: dphi(t) ** 2 * (t / sig) ** 2)
    V0 = b0 - a0 ** 2
    V2 = b2 - a2 ** 2 / (ui ** 2 + 1)
    return V0, V2

def moments(ui, sig):
    return _moments_small(ui, sig) if sig <= 2.0 else _moments_large(ui, sig)

def rho(u, sig):
    d = len(u)
    mom = [moments(u[i], sig) for i in range(d)]
    vals = []
    for i in range(d):
        V0, V2 = mom[i]
        vals.append(V2)
        for j in range(d):
            if j != i:
                vals.append((u[j] ** 2 + 1) * V0)
    return min(vals)

class Inst:
    def __init__(self, name, W, lam, mus, s_fixed, l=0, K=None):
        self.name, self.W, self.lam = name, np.asarray(W, float), np.asarray(lam, float)
        self.mus = [np.asarray(m, float) for m in mus]
        self.s_fixed = list(s_fixed); self.l = l
        sv = np.linalg.svd(self.W, compute_uv=False)
        self.d1, self.dK = sv[0], sv[-1]
        self.K = self.W.shape[1] if K is None else K
        self.kappa = self.d1 / self.dK
        self.eta = float(np.prod(sv / self.dK))
        self.nmu = [np.linalg.norm(m) for m in self.mus]

    def rho_j(self, j, sj):
        return rho(self.W.T @ self.mus[j] / (self.dK * sj), self.dK * sj)

    def forms(self, svec, tau_held=False, g_scale=1.0):
        """closed forms at s-vector svec; g_scale multiplies the varied group's rho (L_s = g_scale*rho, 0<g_scale<=1)."""
        L = len(self.lam)
        rh = np.array([self.rho_j(j, svec[j]) for j in range(L)])
        rh_eff = rh.copy(); rh_eff[self.l] *= g_scale
        smax, smin = max(svec), min(svec)
        tau = 1.0 if tau_held else smax / smin
        lam, s = self.lam, np.asarray(svec, float)
        S2 = float(np.sum(lam * (np.array(self.nmu) + s) ** 2))
        D12 = float(np.sum(lam * (np.array(self.nmu) / s + 1) ** 12))
        G = float(np.sum(lam * s ** 2 * rh_eff))
        GB = G / (self.eta * smax ** 2)
        B = (smax * self.d1) ** 2 * tau ** 12 * D12 / GB ** 2
        q = G / (self.eta * tau ** self.K * self.kappa ** 2) / S2
        GE = float(np.sum(lam * s ** 2 * rh))
        Ew = np.sqrt(S2) / GE; E = S2 / GE; El = np.sqrt(S2) * (self.nmu[self.l] + s[self.l]) / GE
        return dict(B=B, q=q, v=1 - q / self.K ** 2, Ew=Ew, E=E, El=El, rho_l=rh[self.l], tau=tau)

    def path(self, s, reading):
        if reading == 'R3':
            c = np.asarray(self.s_fixed, float)
            sv = list(c * s / c[self.l])
        else:
            sv = list(self.s_fixed); sv[self.l] = s
        return sv

    def E_limit0(self):
        """F(0+) for one-group readings: varied group's s^2 rho -> 0 (rho -> C_s finite)."""
        lam = self.lam; L = len(lam)
        s = np.array(self.s_fixed, float); s[self.l] = 0.0
        GE = sum(lam[j] * s[j] ** 2 * self.rho_j(j, s[j]) for j in range(L) if j != self.l)
        S2 = float(np.sum(lam * (np.array(self.nmu) + s) ** 2))
        return dict(Ew=np.sqrt(S2) / GE, E=S2 / GE, El=np.sqrt(S2) * self.nmu[self.l] / GE)

def slope(xs, ys):
    xs, ys = np.log(np.asarray(xs)), np.log(np.abs(np.asarray(ys)))
    return np.polyfit(xs, ys, 1)[0]

def run(inst, small=(1e-1, 1e-2, 1e-3, 1e-4), large=(10.0, 1e2, 1e3, 1e4)):
    print('=' * 100); print('instance:', inst.name)
    print(f'  d1={inst.d1:.4g} dK={inst.dK:.4g} kappa={inst.kappa:.4g} eta={inst.eta:.4g} K={inst.K}')
    F0 = inst.E_limit0()
    print('  one-group limits F(0+):', {k: f'{v:.8g}' for k, v in F0.items()})
    for reading in ('R1', 'R2', 'R3'):
        th = reading == 'R2'
        print(f'-- reading {reading}  small ||Sigma_l|| = s^2 -> 0')
        rows = []
        for s in small:
            sv = inst.path(s, reading)
            f = inst.forms(sv, tau_held=th)
            f0 = inst.forms(sv, tau_held=th, g_scale=1e-30)  # g -> 0 (smallest admissible q)
            rows.append((s, f, f0))
            line = (f'  s={s:8.1e} tau={f["tau"]:.3g} rho_l={f["rho_l"]:.5g} | [1] B*s^6={f["B"]*s**6:.4g}'
                    f' | [2] q/s^6 (g=rho)={f["q"]/s**6:.4g} (g->0)={f0["q"]/s**6:.4g}')
            if reading != 'R3':
                line += ' | [3] (F0-F)/s^6: ' + ' '.join(f'{k}={(F0[k]-f[k])/s**6:.4g}' for k in ('Ew', 'E', 'El'))
                line += ' | F: ' + ' '.join(f'{k}={f[k]:.8g}' for k in ('Ew', 'E', 'El'))
            else:
                line += ' | [3] F*s^2: ' + ' '.join(f'{k}={f[k]*s**2:.4g}' for k in ('Ew', 'E', 'El'))
            print(line)
        ss = [r[0] for r in rows]
        print(f'  slopes in s: B*s^6 {slope(ss, [r[1]["B"]*r[0]**6 for r in rows]):.3f};'
              f' q/s^6 (g=rho) {slope(ss, [r[1]["q"]/r[0]**6 for r in rows]):.3f}, (g->0) {slope(ss, [r[2]["q"]/r[0]**6 for r in rows]):.3f}')
        if reading != 'R3':
            print('  slopes of |F0-F|/s^6: ' + ' '.join(f'{k} {slope(ss, [(F0[k]-r[1][k])/r[0]**6 for r in rows]):.3f}' for k in ('Ew', 'E', 'El')))
        else:
            print('  slopes of F: ' + ' '.join(f'{k} {slope(ss, [r[1][k] for r in rows]):.3f}' for k in ('Ew', 'E', 'El')))
        print(f'-- reading {reading}  large ||Sigma_l|| = s^2 -> infinity')
        rows = []
        for s in large:
            sv = inst.path(s, reading)
            f = inst.forms(sv, tau_held=th)
            rows.append((s, f))
            print(f'  s={s:8.1e} tau={f["tau"]:.3g} rho_l={f["rho_l"]:.5g} rho_l*s^3={f["rho_l"]*s**3:.5g} | [4] B/s^6={f["B"]/s**6:.4g}'
                  f' | [5] q*(1+s^2)={f["q"]*(1+s**2):.4g}  (1-v)*(1+s^2)={(1-f["v"])*(1+s**2):.4g}')
        ss = [r[0] for r in rows]
        print(f'  slopes in s: B/s^6 {slope(ss, [r[1]["B"]/r[0]**6 for r in rows]):.3f};'
              f' q(1+s^2) {slope(ss, [r[1]["q"]*(1+r[0]**2) for r in rows]):.3f}')

if __name__ == '__main__':
    # cross-check the two quadratures at overlap
    for ui, sig in ((0.6 / 1.5, 1.5), (0.3, 2.0), (-0.5 / 1.8, 1.8)):
        print('quad check', ui, sig, _moments_small(ui, sig), _moments_large(ui, sig))
    rep = Inst('reported: K=d=2, W*=I, lam=(.5,.5), mu1=(.6,.8) varied, mu2=(-.5,.5), Sigma2=I',
               np.eye(2), [0.5, 0.5], [[0.6, 0.8], [-0.5, 0.5]], [1.0, 1.0], l=0)
    run(rep)
    own = Inst('own: K=d=2, W*=diag(2,1), L=3, lam=(.2,.5,.3), mu1=(1,-.4) varied, mu2=(.3,.2) Sigma2=2I, mu3=(-.7,.1) Sigma3=.5I',
               np.diag([2.0, 1.0]), [0.2, 0.5, 0.3], [[1.0, -0.4], [0.3, 0.2], [-0.7, 0.1]],
               [1.0, np.sqrt(2.0), np.sqrt(0.5)], l=0)
    run(own)

def r3_Ls_variant(inst, p, small=(1e-1, 1e-2, 1e-3, 1e-4), zeta=0.2):
    """R3 with (C.93)/(C.96)'s 'M fixed, all ||Sigma_j^1/2|| <= zeta_s'' case: every rho_j replaced by an admissible
    L_s,j(sig) = a_j sig^p (Property 3 (5)(a) needs sig^-1 L_s increasing -> p >= 1), a_j = 0.5 min_{sig<=zeta} rho_j / zeta^p."""
    L = len(inst.lam); c = np.asarray(inst.s_fixed, float) / inst.s_fixed[inst.l]
    grid = np.logspace(-5, np.log10(zeta), 40)
    a = [0.5 * min(inst.rho_j(j, c[j] * g) for g in grid) / (inst.dK * zeta) ** p for j in range(L)]
    out = []
    for s in small:
        sv = c * s; sig = inst.dK * sv
        Ls = np.array([a[j] * sig[j] ** p for j in range(L)])
        assert all(Ls[j] <= inst.rho_j(j, sv[j]) for j in range(L))
        lam = inst.lam; smax = sv.max()
        S2 = float(np.sum(lam * (np.array(inst.nmu) + sv) ** 2)); D12 = float(np.sum(lam * (np.array(inst.nmu) / sv + 1) ** 12))
        G = float(np.sum(lam * sv ** 2 * Ls)); tau = smax / sv.min()
        B = (smax * inst.d1) ** 2 * tau ** 12 * D12 / (G / (inst.eta * smax ** 2)) ** 2
        q = G / (inst.eta * tau ** inst.K * inst.kappa ** 2) / S2
        out.append((s, B * s ** 6, q / s ** 6))
        print(f'  R3, L_s ~ sig^{p}: s={s:7.1e}  B*s^6={B*s**6:.4g}  q/s^6={q/s**6:.4g}')
    ss = [o[0] for o in out]
    print(f'  slopes: B*s^6 {slope(ss, [o[1] for o in out]):.3f}  q/s^6 {slope(ss, [o[2] for o in out]):.3f}')

if __name__ == '__main__':
    for inst in (rep, own):
        print('R3 with admissible lower functions L_s, instance', inst.name[:40])
        for p in (1, 2, 4):
            r3_Ls_variant(inst, p)
