# Auditor A, round 28: thesis Lemma C.3.3 (seed 003 L5666-L5674) inside its printed hypothesis (C.86).  Own numpy code.
# Model (4.1): P(y=1|x) = (1/K) sum_j sigmoid(w_j*^T x), x ~ sum_l lambda_l N(mu_l, Sigma_l).  Subroutine 1 (L5113-L5130).
# K = 1: W_0 = z^ * (U^ v^) with |U^ v^| = 1 and z^ = argmin ||Q1^ - z w||^2 = <Q1^, w> (C.5), so ||W_0|| = |z^| <= ||Q1^|| and
#   ||W_0 - W* P*|| >= ||W*|| - ||Q1^||   whatever the direction estimate (lines 2-8) returns.
import numpy as np, math
from scipy import integrate
rng = np.random.default_rng(3386)
sig = lambda t: 1/(1 + np.exp(-t))

def score1(x, lam, mus, s2):          # (-1)^1 p^{-1} grad p for an isotropic mixture (Sigma_l = s2 I)
    d = x.shape[1]; logs = []
    for l, mu in enumerate(mus):
        logs.append(math.log(lam[l]) - 0.5*((x - mu)**2).sum(1)/s2 - 0.5*d*math.log(s2))
    logs = np.array(logs); wts = np.exp(logs - logs.max(0)); wts /= wts.sum(0)          # posterior of component
    return sum(wts[l][:, None]*(x - mu)/s2 for l, mu in enumerate(mus))

def score2(x, lam, mus, s2):          # p^{-1} nabla^2 p  (j = 2, (-1)^2 = +1), returned as (n, d, d)
    d = x.shape[1]; logs = []
    for l, mu in enumerate(mus):
        logs.append(math.log(lam[l]) - 0.5*((x - mu)**2).sum(1)/s2 - 0.5*d*math.log(s2))
    logs = np.array(logs); wts = np.exp(logs - logs.max(0)); wts /= wts.sum(0)
    out = np.zeros((x.shape[0], d, d))
    for l, mu in enumerate(mus):
        r = (x - mu)/s2; out += wts[l][:, None, None]*(r[:, :, None]*r[:, None, :] - np.eye(d)/s2)
    return out

def instance(d, wnorm, mus, lam, s2=1.0, ns=(300, 3000, 30000, 300000, 3000000)):
    K = 1; w = rng.standard_normal(d); w *= wnorm/np.linalg.norm(w)
    sigma = math.sqrt(s2); kappa = 1.0; tau = 1.0
    D6 = sum(lam[l]*(np.linalg.norm(mus[l])/sigma + 1)**6 for l in range(len(mus)))
    thr = kappa**8*K**4*tau**12*D6*d*math.log(d)**2
    # population limit of ||Q1|| = E[sigmoid'(w^T x)] ||w||  (1-D quadrature over the mixture of w^T x)
    Ephi = sum(lam[l]*integrate.quad(lambda t: sig(t)*(1-sig(t))*math.exp(-(t - w@mus[l])**2/(2*s2*wnorm**2))/math.sqrt(2*math.pi*s2*wnorm**2),
                                     -np.inf, np.inf)[0] for l in range(len(mus)))
    print(f"d={d} K=1 ||w*||={wnorm} means norms={[round(float(np.linalg.norm(m)),3) for m in mus]} sigma={sigma} lambda={lam}:"
          f" kappa=tau=1, D_6={D6:.3f}, (C.86) threshold n >= {thr:.1f} (ln; {kappa**8*K**4*tau**12*D6*d*math.log2(d)**2:.1f} with log2)")
    print(f"   population ||Q1|| = E[phi'(w*^T x)] ||w*|| = {Ephi*wnorm:.4f}  ->  floor ||W*|| - ||Q1|| = {wnorm*(1-Ephi):.4f}")
    for n in ns:
        comp = rng.choice(len(mus), size=n, p=lam)
        x = np.array(mus)[comp] + sigma*rng.standard_normal((n, d))
        y = (rng.random(n) < sig(x @ w)).astype(float)
        D1, D2, D3 = np.array_split(np.arange(n), 3)
        Q1 = (y[D3][:, None]*score1(x[D3], lam, mus, s2)).mean(0)
        # direction: line 3 (non-symmetric mixture): top-|eigenvalue| eigenvector of Q2^ from D1 (K = 1: R3 is 1x1, v^ = +-1)
        m1 = min(len(D1), 200000)
        Q2 = (y[D1[:m1]][:, None, None]*score2(x[D1[:m1]], lam, mus, s2)).mean(0)
        ev, V = np.linalg.eigh(Q2); u = V[:, np.argmax(np.abs(ev))]
        W0 = (Q1 @ u)*u                                                  # (C.5) with the estimated direction
        W0_best = (Q1 @ (w/wnorm))*(w/wnorm)                             # (C.5) with the exact direction
        lhs = np.linalg.norm(W0 - w); lhs_best = np.linalg.norm(W0_best - w); lb = wnorm - np.linalg.norm(Q1)
        rhs = kappa**6*K**3*tau**6*math.sqrt(D6)*math.sqrt(d*math.log(n)/n)*wnorm
        print(f"   n={n:8d} (>= threshold: {n >= thr}): ||W0 - W*|| = {lhs:.4f} (exact direction: {lhs_best:.4f}; bound ||W*||-||Q1^|| = {lb:.4f});"
              f" (C.87) shape = {rhs:.4f}; ratio lhs/shape = {lhs/rhs:.2f}, lower-bound/shape = {lb/rhs:.2f}")

if __name__ == "__main__":
  instance(5, 1.0, [np.array([0.3, 0, 0, 0, 0]), np.array([0, -0.4, 0, 0, 0])], [0.5, 0.5])
  instance(5, 3.0, [np.array([0.2, 0.2, 0, 0, 0]), np.array([0, 0, -0.45, 0, 0])], [0.3, 0.7])
  instance(3, 0.5, [np.array([0.5, 0, 0])], [1.0])
