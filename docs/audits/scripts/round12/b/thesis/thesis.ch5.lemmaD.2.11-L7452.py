"""Audit B, round 12: thesis L7452 (proof of Lemma D.2.11): Pr[||Z'_n||_0 >= 2] <= O_p(eta^2), O_p hiding poly(m1, m2)
(L7426); Z' the sign-change part of (D.86) as in my L7448 script (same family, same exact per-neuron interval unions).
Neurons are independent given W, B (W^rho columns independent), so Pr[at least two of the m1 entries nonzero] is exact
from the per-neuron probabilities p_i.  Fixed widths (m1 = 64, m2 any): the O_p constant is then one number, and the
question is whether Pr/eta^2 stays bounded over graphs (degree D) and eta."""
import importlib.util, sys
import numpy as np
spec = importlib.util.spec_from_file_location('l7448', '/work/audit/r12B/thesis/thesis.ch5.lemmaD.2.11-L7448.py')
L = importlib.util.module_from_spec(spec); spec.loader.exec_module(L)


def probs(D, eta, m1=64, seed=0, tinf=1.0):
    N = 4 * D + 8
    A = L.ring(N, D); x = np.where(np.arange(N) < N // 2, 1.0, -1.0); s = A @ x
    n = N // 2; supp = np.nonzero(A[n])[0]
    sig = (m1 ** -0.5) / m1 ** 0.25
    rng = np.random.default_rng(seed)
    W = rng.normal(0, m1 ** -0.5, m1); b = rng.normal(0, m1 ** -0.5, m1)
    ps = []
    for i in range(m1):
        iv = [(-b[i] / s[m] - W[i], -b[i] / s[m] - W[i] - eta * tinf) for m in supp if s[m] != 0]
        ps.append(L.union_prob(iv, sig))
    return ps


def at_least_two(ps):
    p0, p1, p2 = 1.0, 0.0, 0.0
    for p in ps:
        p2 = p2 + p1 * p; p1 = p1 * (1 - p) + p0 * p; p0 = p0 * (1 - p)
    return p2


if __name__ == '__main__':
    print('D      eta        Pr[||Z_n||_0 >= 2]   Pr/eta^2     (seeds 0,1,2)')
    for D in [8, 32, 128, 512, 2048]:
        for eta in [1e-8, 1e-10]:
            r = [at_least_two(probs(D, eta, seed=s)) / eta ** 2 for s in range(3)]
            print(f'{D:5d}  {eta:.0e}   {r[0] * eta ** 2:.3e}          {r[0]:.3e}   ({", ".join("%.3g" % q for q in r)})', flush=True)
