"""Independent audit of factrecall (Nichani, Lee & Bietti) Lemma 6 proof, stage 2, seed 002 L1311-L1312:
  d_{W_OV(.,r)} Lbar_r = W_KQ(r) p(r) (p*(.|r) - p^(.|r))                                   (L1311)
  d_{W_OV(.,r)} L_r    = W_KQ(r) p(r) (p*(.|r) - E_{z_{1:T}}[p^(.|z_{1:T}) | r in z_{1:T}])   (L1312)
with p^(a|r) = softmax_a(W_KQ(r) W_OV(a,r)) (L1307), Lbar_r(theta) = -p(r) sum_a p(a|r) W_OV(a,r) W_KQ(r)
+ p(r) log sum_a exp(W_OV(a,r) W_KQ(r)) (L1240-L1242, p(a|r) = p*(a|r) the law of a*(s,r) over s),
L_r(theta) = p(r) E[-<phi(z_{T+1}), F_lin> + log sum_a exp <phi(a), F_lin> | r in z_{1:T}] (L1224) with
phi(a)^T F_lin(X; theta) = sum_{t=1}^T W_OV(a, z_t) W_KQ(z_t) (L981).
Own finite-difference gradients on a small explicit instance: subjects S, relations R, answers A, sequences
z_{1:T} = (filler tokens, s, r) with s uniform, r ~ p, z_{T+1} = a*(s, r); everything enumerated exactly."""
import numpy as np, itertools
rng = np.random.default_rng(0)
nS, nR, nA, nN, Tn = 4, 3, 5, 2, 1          # subjects, relations, answers, filler tokens, number of fillers per sequence
V = nS + nR + nN                              # input tokens: subjects, relations, fillers
pR = rng.dirichlet(np.ones(nR))
astar = rng.integers(nA, size=(nS, nR))       # a*(s, r)
W_OV = rng.normal(size=(nA, V)); W_KQ = rng.normal(size=V)
def seqs():
    for s in range(nS):
        for r in range(nR):
            for fill in itertools.product(range(nN), repeat=Tn):
                toks = [nS + nR + f for f in fill] + [s, nS + r]
                yield toks, r, astar[s, r], (1 / nS) * pR[r] * (1 / nN) ** Tn
def lse(x): return np.log(np.exp(x - x.max()).sum()) + x.max()
def L_r(W, r):                     # p(r) E[ . | r in z]  =  sum over sequences with relation r of their probability
    tot = 0.0
    for toks, rr, a, pr in seqs():
        if rr != r: continue
        logit = sum(W[:, t] * W_KQ[t] for t in toks)
        tot += pr * (-logit[a] + lse(logit))
    return tot
def Lbar_r(W, r):
    pstar = np.bincount(astar[:, r], minlength=nA) / nS
    logit = W[:, nS + r] * W_KQ[nS + r]
    return pR[r] * (-(pstar * logit).sum() + lse(logit))
def fd(f, W, r, h=1e-6):
    g = np.zeros(nA)
    for a in range(nA):
        Wp = W.copy(); Wp[a, nS + r] += h; Wm = W.copy(); Wm[a, nS + r] -= h
        g[a] = (f(Wp, r) - f(Wm, r)) / (2 * h)
    return g
def softmax(x): e = np.exp(x - x.max()); return e / e.sum()
for r in range(nR):
    c = nS + r
    pstar = np.bincount(astar[:, r], minlength=nA) / nS
    phat_r = softmax(W_KQ[c] * W_OV[:, c])
    num = np.zeros(nA); den = 0.0
    for toks, rr, a, pr in seqs():
        if rr != r: continue
        num += pr * softmax(sum(W_OV[:, t] * W_KQ[t] for t in toks)); den += pr
    Ephat = num / den
    M1 = W_KQ[c] * pR[r] * (pstar - phat_r); M2 = W_KQ[c] * pR[r] * (pstar - Ephat)
    g1 = fd(Lbar_r, W_OV, r); g2 = fd(L_r, W_OV, r)
    print(f"r={r}: L1311 ||d - M||/||M|| = {np.linalg.norm(g1 - M1)/np.linalg.norm(M1):.3g}, ||-d - M||/||M|| = "
          f"{np.linalg.norm(-g1 - M1)/np.linalg.norm(M1):.2e};  L1312 ||d - M||/||M|| = {np.linalg.norm(g2 - M2)/np.linalg.norm(M2):.3g}, "
          f"||-d - M||/||M|| = {np.linalg.norm(-g2 - M2)/np.linalg.norm(M2):.2e};  ||d Lbar - d L|| = {np.linalg.norm(g1-g2):.4f} "
          f"vs ||M1 - M2|| = {np.linalg.norm(M1-M2):.4f}")
