"""Audit chenli.eq53 (seed 000 L1146; E at L1124): E[Y] <= E[Y|E] + delta E[Y|E^c], Y = mu^T J softmax(X Theta X^T) nu,
mu = X 1_[2]/d_2, nu = X 1_[3]/d_3, J all-ones (L192), E = {|mu_i|, |nu_i| <= c0 sqrt(log(k/delta)/d_2)}, P[E] >= 1-delta.
(Tower property: E[Y|E] with Y per X equals E[mu^T J M_{mu,nu} nu | E] since E is (mu,nu)-measurable.)"""
import numpy as np, itertools
def softmax(A): A = A - A.max(1, keepdims=True); E = np.exp(A); return E / E.sum(1, keepdims=True)
def stats(Xs, Theta, d2, d3, k, delta, c0):
    thr = c0 * np.sqrt(np.log(k / delta) / d2)
    Y = []; inE = []
    for X in Xs:
        mu = X[:, :d2].sum(1) / d2; nu = X[:, d2:d2 + d3].sum(1) / d3
        Y.append(mu @ np.ones((k, k)) @ softmax(X @ Theta @ X.T) @ nu)
        inE.append(np.all(np.abs(mu) <= thr) and np.all(np.abs(nu) <= thr))
    Y = np.array(Y); inE = np.array(inE)
    lhs = Y.mean(); pc = 1 - inE.mean()
    rhs = Y[inE].mean() + delta * Y[~inE].mean()
    return lhs, rhs, pc, Y[inE].mean(), Y[~inE].mean()
k, d2, d3 = 2, 3, 3; d = d2 + d3
Theta = np.zeros((d, d)); Theta[0, 4] = -4.0
Xs = [np.array(b, float).reshape(k, d) for b in itertools.product([-1, 1], repeat=k * d)]
lhs, rhs, pc, a, b = stats(Xs, Theta, d2, d3, k, 0.9, 1.0)
print(f"enumeration k=2,d2=d3=3, Theta=-4 e1 e5^T, delta=0.9, c0=1: P[E^c]={pc:.5f} lhs={lhs:.5f} E[Y|E]={a:.5f} E[Y|E^c]={b:.5f} rhs={rhs:.5f} holds={lhs<=rhs}")
# larger d, small delta: Monte Carlo with c0 chosen so that P[E^c] <= delta
rng = np.random.default_rng(0)
for (d2, d3, delta, c0, th) in ((20, 20, 0.05, 1.3, -4.0), (20, 20, 0.05, 1.3, 4.0), (30, 30, 0.02, 1.5, -6.0)):
    d = d2 + d3; Theta = np.zeros((d, d)); Theta[0, d2 + 1] = th
    Xs = rng.choice([-1.0, 1.0], (200000, k, d))
    mu = Xs[:, :, :d2].sum(2) / d2; nu = Xs[:, :, d2:].sum(2) / d3
    S = np.einsum('bkd,de,ble->bkl', Xs, Theta, Xs); S -= S.max(2, keepdims=True); Sm = np.exp(S); Sm /= Sm.sum(2, keepdims=True)
    Y = np.einsum('bk,kl,blm,bm->b', mu, np.ones((k, k)), Sm, nu)
    thr = c0 * np.sqrt(np.log(k / delta) / d2); inE = (np.abs(mu) <= thr).all(1) & (np.abs(nu) <= thr).all(1)
    lhs = Y.mean(); rhs = Y[inE].mean() + delta * Y[~inE].mean(); se = Y.std() / np.sqrt(len(Y))
    print(f"MC d2=d3={d2}, Theta[0,{d2+1}]={th}, delta={delta}, c0={c0}: P[E^c]={1-inE.mean():.4f} lhs={lhs:.5f} rhs={rhs:.5f} (SE {se:.5f}) E[Y|E]={Y[inE].mean():.5f} E[Y|E^c]={Y[~inE].mean():.5f}")
