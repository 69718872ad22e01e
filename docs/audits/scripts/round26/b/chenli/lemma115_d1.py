"""Auditor B r26: chenli Lemma 11.5 (L3077-L3091) at d = 1: Item 3 ||v|| = Theta(M sqrt(d) log d) = Theta(0) forces v = 0,
then Item 4's left side sum_i lambda_i (phi(tau_i + <v,x>) +- phi(-tau_i + <v,x>)) does not depend on x."""
import numpy as np
d, M, w = 1, 1, np.array([1])
h = {l: (-1) ** abs(l) for l in range(-d, d + 1)}            # even, +-1-valued on {-1, 0, 1}
assert all(h[l] == h[-l] for l in h)
xs = [np.array([x]) for x in (-1, 0, 1)]
print("d = 1, M = 1, w = 1, h(l) = (-1)^l: targets h(<w,x>) =", [h[int(w @ x)] for x in xs])
print("Item 3: ||v|| between c*M*sqrt(d)*log(d) and C*M*sqrt(d)*log(d) =", M * np.sqrt(d) * np.log(d), "-> v = 0 for all constants")
# with v = 0 the left side is the same number for every x, whatever phi, tau, lambda (m = 2dM + 2 = 4 neurons)
rng = np.random.default_rng(0)
for trial in range(3):
    phi = [np.tanh, lambda z: 1 / (np.exp(z) + np.exp(-z) + 2), lambda z: np.cos(z)][trial]
    tau = rng.uniform(0, 5, 4); lam = rng.standard_normal(4) * 3; v = np.zeros(1)
    vals = [sum(lam[i] * (phi(tau[i] + v @ x) + phi(-tau[i] + v @ x)) for i in range(4)) for x in xs]
    print(f"  phi #{trial}: left side at x = -1, 0, 1: {np.round(vals, 6)} (constant) vs targets -1, 1, -1")
print("so no (tau, lambda, v) meets Items 3 and 4 together at d = 1; with log(2d) (or the proof's rho ~ log(8dM)) in Item 3, v = rho w != 0.")
