"""Companion of thesis.ch6.eqE.152.py: M1 = M2 = 40 (decisive queries) and the sign of the own entry
(mu_q;0) G_Q (mu_q;0) at t = 0 ((E.149) claims it is >~ eta zeta delta gamma beta^4 / M1 > 0 for the gradient as printed)."""
import importlib.util, numpy as np, math
spec = importlib.util.spec_from_file_location("e152", "/work/audit/r13B/thesis/thesis.ch6.eqE.152.py")
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)
print(e.point(40, seeds=range(8)))
# sign of the own entries at M1 = 12 (decisive queries), 16 batches
M1 = M2 = 12; m = math.ceil(2 * M1 ** 2 * math.log(M1)); B = math.ceil(8 * M1 * math.log(M1)); l = math.ceil(8 * math.log(M1) / 0.8)
dx, D, mu, nu, q = e.setup(M1, M2, 1.0); Lmu = np.zeros((M1, D + 1)); Lmu[:, :D] = mu
neg = []
for seed in range(16):
    rng = np.random.default_rng(77 + seed)
    Wq, Wk, Wv, Wo, avec = e.init(rng, M1, dx, D, m, 0.1)
    P, z, jq = e.prompts(rng, B, M1, M2, l, 0.8, 0.5, mu, nu, q, True)
    G, _, _ = e.gradWq(Wq, Wk, Wv, Wo, avec, P, z)
    own = np.einsum('qa,ad,dq->q', Lmu, G, mu.T)
    neg.append(np.mean(own < 0))
print(f"M1 = 12: fraction of q with (mu_q;0) G_Q (mu_q;0) < 0, mean over 16 batches: {np.mean(neg):.2f}")
