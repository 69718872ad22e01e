"""Referee F, round 35: independent check of Corollary 4.4.1 case (i) of the thesis
(/work/shared/seeds/003_84cf0eb31e2dc802.txt), from the printed closed forms only.

rho(u, sigma) per Definition C.2.2 (C.6):
  rho = min_{i != j} { (u_j^2+1)(beta0_i - alpha0_i^2),  beta2_i - alpha2_i^2/(u_i^2+1) }
  alpha_q = E_{z~N(u_i,1)}[phi'(sigma z) z^q],  beta_q = E[phi'(sigma z)^2 z^q]
Computed by Gauss-Hermite quadrature in cancellation-free form:
  beta0 - alpha0^2          = E[(phi'(sigma z) - alpha0)^2]
  beta2 - alpha2^2/(u^2+1)  = E[z^2 (phi'(sigma z) - c)^2],  c = alpha2/(u^2+1)  (since E z^2 = u^2+1)
Group l with Sigma_l = s_l^2 I:  ||Sigma_l^{-1}||^{-1} = s_l^2,  ||Sigma_l^{1/2}|| = s_l,
  rho_l = rho(W*^T mu_l / (delta_K s_l), delta_K s_l).
Closed forms (C.93), (C.96)-(C.99) ("otherwise" branch, with rho):
  Den = sum_j lam_j s_j^2 rho_j ;  A = sum_j lam_j (|mu_j| + s_j)^2
  E_w = sqrt(A)/Den (C.97);  E = A/Den (C.98);  E_l = sqrt(A)(|mu_l|+s_l)/Den (C.99)
  q = Den / (eta tau^K kappa^2 A) (C.96) ; v = 1 - q/K^2 (4.9)
  B = (sigma_max delta_1)^2 tau^12 (sum_j lam_j s_j^2 rho_j/(eta sigma_max^2))^{-2} D_12 (C.93)
  D_m = sum_j lam_j (|mu_j|/s_j + 1)^m (C.8)
tau = sigma_max/sigma_min; two variants: tau computed (varies with s) and tau := 1 (tau=Theta(1) absorbed).
"""
import numpy as np, sys

XG, WG = np.polynomial.hermite_e.hermegauss(240)
WG = WG / np.sqrt(2 * np.pi)


def dphi(t):
    e = np.exp(-np.abs(t))
    return e / (1.0 + e) ** 2


def rho_terms(su, sig):
    """su = sigma*u_i (scalar, kept O(1)), sig = sigma. returns (var0, t2) for coordinate i."""
    u = su / sig
    z = u + XG
    f = dphi(su + sig * XG)
    a0 = np.dot(WG, f)
    var0 = np.dot(WG, (f - a0) ** 2)
    a2 = np.dot(WG, f * z * z)
    c = a2 / (u * u + 1.0)
    t2 = np.dot(WG, z * z * (f - c) ** 2)
    return var0, t2, u


def rho_scaled(Wm, dK, s):
    """rho(W*^T mu/(dK s), dK s) ; Wm = W*^T mu (vector length K)."""
    sig = dK * s
    K = len(Wm)
    res = [rho_terms(Wm[i] / dK, sig) for i in range(K)]  # sigma*u_i = Wm_i/dK
    best = np.inf
    for i in range(K):
        var0, t2, ui = res[i]
        for j in range(K):
            if j == i:
                continue
            uj = res[j][2]
            best = min(best, (uj * uj + 1.0) * var0, t2)
    return best


def quantities(Ws, mus, lams, ss, l=0, Lfac=None):
    """Lfac: optional list of multipliers theta_j in (0,1] replacing rho_j by theta_j*rho_j
    (an admissible lower-bound function L_s <= rho) in q and B."""
    K = Ws.shape[1]
    sv = np.linalg.svd(Ws, compute_uv=False)
    d1, dK = sv[0], sv[-1]
    kappa = d1 / dK
    eta = np.prod(sv / dK)
    rhos = np.array([rho_scaled(Ws.T @ mu, dK, s) for mu, s in zip(mus, ss)])
    nm = np.array([np.linalg.norm(mu) for mu in mus])
    lams = np.asarray(lams); ss = np.asarray(ss)
    Den = np.sum(lams * ss ** 2 * rhos)
    A = np.sum(lams * (nm + ss) ** 2)
    smax, smin = ss.max(), ss.min()
    tau = smax / smin
    D12 = np.sum(lams * (nm / ss + 1) ** 12)
    out = dict(rho_l=rhos[l], Den=Den, A=A,
               Ew=np.sqrt(A) / Den, E=A / Den, El=np.sqrt(A) * (nm[l] + ss[l]) / Den)
    for tag, t in (("tauvar", tau), ("tau1", 1.0)):
        DenL = Den if Lfac is None else np.sum(lams * ss ** 2 * rhos * np.asarray(Lfac))
        q = DenL / (eta * t ** K * kappa ** 2 * A)
        out["v_" + tag] = 1 - q / K ** 2
        out["q_" + tag] = q
        out["B_" + tag] = (smax * d1) ** 2 * t ** 12 * (DenL / (eta * smax ** 2)) ** (-2) * D12
    return out


if __name__ == "__main__":
    # quadrature sanity: rho(0, sigma) ~ sigma^4/128 (Property 4.1, (C.35)/(C.39))
    for sg in (1e-1, 1e-2, 1e-3):
        r = rho_scaled(np.zeros(2), 1.0, sg)
        print(f"sanity rho(0,{sg:g})*128/sigma^4 = {r*128/sg**4:.6f}")
