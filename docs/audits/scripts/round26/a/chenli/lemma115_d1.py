# Auditor A r26: chenli.lemma11.5-d1 (seed 000 L3077-L3091). d = 1, M = 1, w = 1, h(l) = (-1)^l on {-1, 0, 1} (even, +-1-valued).
# Item 3 forces ||v|| = Theta(M sqrt(d) log d) = Theta(0) = 0, so <v, x> = 0 and Item 4's left side is one number c for all x;
# Item 4 needs c = h(<w,0>) = h(0) = 1 and c = h(<w,1>) = h(1) = -1. Checked for random parameters and any activation phi.
import numpy as np, math
rng = np.random.default_rng(0)
d, M, w = 1, 1, np.array([1])
h = lambda l: (-1)**abs(int(l))
assert all(h(l) == h(-l) for l in (-1, 0, 1)) and {h(l) for l in (-1, 0, 1)} == {1, -1}
print("Theta(M sqrt(d) log d) at d = 1:", M*math.sqrt(d)*math.log(d), "-> v = 0 for every hidden constant")
for phi in (np.tanh, lambda z: np.maximum(z, 0), lambda z: 1/(1 + np.exp(-z))):
    worst = np.inf
    for _ in range(2000):
        m = 2*d*M + 2; lam = rng.standard_normal(m)*3; tau = np.abs(rng.standard_normal(m))*3; v = np.zeros(d)
        lhs = {int(x): float(np.sum(lam*phi(tau + v @ [x]) + lam*phi(-tau + v @ [x]))) for x in (-1, 0, 1)}
        err = max(abs(lhs[x] - h(w @ [x])) for x in (-1, 0, 1))
        worst = min(worst, err)
    print(f"  activation {getattr(phi, '__name__', 'lambda')}: best max_x |left - h(<w,x>)| over 2000 random (lambda, tau) = {worst:.4f} (>= 1 always: left is x-free)")
