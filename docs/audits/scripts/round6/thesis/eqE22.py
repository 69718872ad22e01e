"""Audit thesis.ch6.eqE.22 (seed 003 L8049-L8053; (E.14) L8029-L8031, (E.21) L8045-L8047, gradient (E.167) L8825).
At b = 0 (init L1727, delta = 0.2), from (E.167): V_i = (eta/B) sum_n (-z^n) a_i 1_{n,i} (sum_s softmax_s p_s)^T p_j and
V'_i the same with (nu_k; 0) in place of p_j (hinge active at init). Literal: batch coefficient per neuron, all i.
Hypotheses: l >~ max{1, 1/(alpha beta^2)}, B >~ M1. Count batches where some neuron has |V'_i| > |V_i|/M2."""
import numpy as np
rng = np.random.default_rng(21)
M1, M2, beta, Kn, alpha, delta, m = 3, 2, 1.0, 0.5, 0.5, 0.2, 20
dX = M1 + M2; D = dX + 1
mu = beta * np.eye(dX)[:M1]; nu = beta * np.eye(dX)[M1:]
WQK = np.diag([delta] * dX + [0.0])


def prompt(l):
    pa, pb = rng.choice(M1, size=2, replace=False); z = rng.choice([-1.0, 1.0])
    probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[pa] = probs[pb] = alpha / 2
    P = np.zeros((D, l + 1))
    for s in range(l):
        j = rng.choice(M1, p=probs)
        P[:dX, s] = mu[j] + rng.uniform(-Kn, Kn) * nu[rng.integers(M2)]
        P[dX, s] = 1.0 if j == pa else (-1.0 if j == pb else rng.choice([-1.0, 1.0]))
    P[:dX, l] = (mu[pa] if z > 0 else mu[pb]) + rng.uniform(-Kn, Kn) * nu[rng.integers(M2)]
    return P, z


for l, B in [(4, 4), (16, 8), (64, 16)]:
    bad = 0; R = 300
    for _ in range(R):
        WO = rng.normal(size=(m, D)) / np.sqrt(m); a = rng.choice([-1.0, 1.0], size=m) / m
        batch = [prompt(l) for _ in range(B)]
        P0, _ = batch[0]; pj = P0[:, 0]                 # p_j: a context column of the first prompt (label embedding +-q)
        k = int(np.argmax(np.abs(pj[M1:dX])))           # its IDI pattern nu_k
        nuk = np.concatenate([nu[k], [0.0]])
        V = np.zeros(m); Vp = np.zeros(m)
        for P, z in batch:
            lg = (WQK @ P).T @ (WQK @ P[:, -1]); att = np.exp(lg - lg.max()); att /= att.sum()
            g = P @ att                                  # sum_s softmax_s p_s (s = 1..l+1)
            act = (WO @ (delta * g) >= 0)
            V += (-z) * a * act * (g @ pj) / B
            Vp += (-z) * a * act * (g @ nuk) / B
        bad += np.any(np.abs(Vp) > np.abs(V) / M2)
    print(f"l={l} B={B} (alpha beta^2 = {alpha*beta**2}; B >= M1 = {M1}): batches with some neuron |V'_i| > |V_i|/M2: {bad/R:.2f}")

# neurons active on every prompt of the batch (lucky for all: no cancellation through the indicator)
l, B = 64, 16; bad = tot = 0
for _ in range(300):
    WO = rng.normal(size=(m, D)) / np.sqrt(m); a = rng.choice([-1.0, 1.0], size=m) / m
    batch = [prompt(l) for _ in range(B)]
    pj = batch[0][0][:, 0]; k = int(np.argmax(np.abs(pj[M1:dX]))); nuk = np.concatenate([nu[k], [0.0]])
    V = np.zeros(m); Vp = np.zeros(m); allact = np.ones(m, bool)
    for P, z in batch:
        lg = (WQK @ P).T @ (WQK @ P[:, -1]); att = np.exp(lg - lg.max()); att /= att.sum(); g = P @ att
        act = (WO @ (delta * g) >= 0); allact &= act
        V += (-z) * a * act * (g @ pj) / B; Vp += (-z) * a * act * (g @ nuk) / B
    tot += allact.sum(); bad += np.sum(allact & (np.abs(Vp) > np.abs(V) / M2))
print(f"l=64 B=16, neurons active on every prompt: fraction with |V'_i| > |V_i|/M2: {bad/max(tot,1):.3f} ({bad}/{tot})")
