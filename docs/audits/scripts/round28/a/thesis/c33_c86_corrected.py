# Auditor A, round 28: aside to c33_c86.py -- Lemma C.3.3 with (C.5) corrected to invert the link, as in the tensor method of [71]:
# solve <Q1^, u> = z * E[phi'(z u^T x)] (K = 1, population expectation by quadrature, Psi known); direction u from line 3 (Q2^).
import numpy as np, math
from scipy import integrate, optimize
from c33_c86 import score1, score2, sig
rng = np.random.default_rng(33861)

def run(d, wnorm, mus, lam, ns=(3000, 30000, 300000, 3000000), s2=1.0):
    w = rng.standard_normal(d); w *= wnorm/np.linalg.norm(w); sigma = math.sqrt(s2)
    D6 = sum(lam[l]*(np.linalg.norm(mus[l])/sigma + 1)**6 for l in range(len(mus)))
    def g(z, u):   # z E[phi'(z u^T x)]
        return z*sum(lam[l]*integrate.quad(lambda t: sig(z*t)*(1-sig(z*t))*math.exp(-(t - u@mus[l])**2/(2*s2))/math.sqrt(2*math.pi*s2),
                                              -np.inf, np.inf)[0] for l in range(len(mus)))
    for n in ns:
        comp = rng.choice(len(mus), size=n, p=lam)
        x = np.array(mus)[comp] + sigma*rng.standard_normal((n, d)); y = (rng.random(n) < sig(x @ w)).astype(float)
        D1, D2, D3 = np.array_split(np.arange(n), 3)
        Q1 = (y[D3][:, None]*score1(x[D3], lam, mus, s2)).mean(0)
        m1 = min(len(D1), 200000)
        Q2 = (y[D1[:m1]][:, None, None]*score2(x[D1[:m1]], lam, mus, s2)).mean(0)
        ev, V = np.linalg.eigh(Q2); u = V[:, np.argmax(np.abs(ev))]
        if Q1 @ u < 0: u = -u
        target = Q1 @ u
        zmax = 50.0
        z = optimize.brentq(lambda z: g(z, u) - target, 1e-9, zmax) if g(zmax, u) > target else float('nan')
        W0 = z*u; rhs = math.sqrt(D6)*math.sqrt(d*math.log(n)/n)*wnorm
        print(f"  n={n:8d}: corrected-(C.5) ||W0 - W*|| = {np.linalg.norm(W0 - w):.4f}, shape = {rhs:.4f}, ratio = {np.linalg.norm(W0 - w)/rhs:.3f}")

print("instance 1 (d=5, ||w*||=1, two components)"); run(5, 1.0, [np.array([0.3, 0, 0, 0, 0]), np.array([0, -0.4, 0, 0, 0])], [0.5, 0.5])
print("instance 2 (d=5, ||w*||=3)"); run(5, 3.0, [np.array([0.2, 0.2, 0, 0, 0]), np.array([0, 0, -0.45, 0, 0])], [0.3, 0.7])
