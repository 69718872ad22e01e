# Auditor C: (E.6) sign of the own row (this file derives from my (E.7) script). (E.7) partner row of the summed W_Q gradient vs e^{-(eta t0/M1)^2} times the own row. Own torch model (6.2),
# hinge loss, SGD (Sec. 6.2.3 / Algorithm 2): W_V = delta I, W_Q = W_K = delta on the x block, W_O ~ N(0, 1/m),
# a in {+-1/m} fixed; data (6.6), tasks: cyclic T_tr of Condition 6.3.2's example (mu_i -> +1, mu_{i+1} -> -1).
import numpy as np, torch, math, statistics, sys
torch.set_default_dtype(torch.float64)
M1 = int(sys.argv[1]) if len(sys.argv) > 1 else 3
M2 = M1+1 if M1 == 3 else M1
beta, alpha, delta, eta, l, K = 1.0, 1.0, 0.2, 1.0, 27, 0.5
m = 50 if M1 == 3 else math.ceil(2*M1**2*math.log(M1)); B = 20 if M1 == 3 else math.ceil(3*M1*math.log(M1))
NSEED = 16 if M1 == 3 else 6
dx = M1+M2; dy = 1; D = dx+dy; ma = mb = D+1
T0S = (1, 4, 8, 16, 32, 62) if M1 == 3 else tuple(sorted({1, math.ceil(M1*math.sqrt(math.log(M1))), math.ceil(2*M1*math.sqrt(math.log(M1)))}))
def prompts(rng, n):
    P = np.zeros((n, l+1, D)); z = np.zeros(n)
    for t in range(n):
        a_, b_ = (i := rng.integers(M1)), (i+1) % M1
        probs = np.full(M1, (1-alpha)/max(M1-2,1)); probs[a_] = probs[b_] = alpha/2; probs /= probs.sum()
        pats = rng.choice(M1, l, p=probs)
        lab = lambda j: 1 if j == a_ else (-1 if j == b_ else rng.choice([1, -1]))
        for s, j in enumerate(pats):
            P[t, s, j] = beta; P[t, s, M1+rng.integers(M2)] = rng.uniform(-K, K)*beta; P[t, s, dx] = lab(j)
        qj = rng.choice([a_, b_]); P[t, l, qj] = beta; P[t, l, M1+rng.integers(M2)] = rng.uniform(-K, K)*beta
        z[t] = lab(qj)
    return torch.as_tensor(P), torch.as_tensor(z)
def loss_sum(W, P, z):
    WQ, WK, WV, WO, a = W
    Kc = P[:, :l] @ WK.T; q = P[:, l] @ WQ.T
    att = torch.softmax(torch.einsum('nsa,na->ns', Kc, q), 1)
    h = torch.einsum('ns,nsb->nb', att, P[:, :l] @ WV.T)
    out = torch.relu(h @ WO.T) @ a
    return torch.clamp(1 - z*out, min=0).sum()
def run(seed):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(mb, D)
    WQ[:dx, :dx] = delta*torch.eye(dx); WK[:dx, :dx] = delta*torch.eye(dx); WV[:D, :D] = delta*torch.eye(D)
    WO = torch.randn(m, mb, generator=g)/math.sqrt(m); a = torch.where(torch.rand(m, generator=g) < .5, 1., -1.)/m
    W = [WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_(), WO.requires_grad_()]
    WQ0 = WQ.detach().clone(); seen = []; out = {}; out6 = {}
    for t in range(max(T0S)+1):
        if t in T0S:   # literal: every batch b <= t-1 at W^(t)
            Pall = torch.cat([p for p, _ in seen]); zall = torch.cat([z_ for _, z_ in seen])
            S = torch.autograd.grad(loss_sum(W+[a], Pall, zall)/B, W[0])[0]
            U = -(W[0].detach()-WQ0)/eta          # 'at W^(b)': the accumulated per-step gradients
            def ratio(S):
                return max(abs(float(S[(j+d) % M1, j]))/abs(float(S[j, j])) for j in range(M1) for d in (1, -1))
            out[t] = (ratio(S), ratio(U), float(loss_sum(W+[a], Pall, zall).detach())/len(zall))
        P, z = prompts(rng, B); seen.append((P, z))
        if t in T0S:   # (E.6): b = 0..t0 at W^(t0); x_query = mu_j -> (mu_j;0)^T S (mu_j;0) = beta^2 S[j, j]
            Pall = torch.cat([p for p, _ in seen]); zall = torch.cat([z_ for _, z_ in seen])
            S6 = torch.autograd.grad(loss_sum(W+[a], Pall, zall)/B, W[0])[0]
            lhs = min(float(S6[j, j])*beta**2*eta for j in range(M1)); upd = min(-float(S6[j, j])*beta**2*eta for j in range(M1))
            with torch.no_grad():   # zeta_{i,n,t}, gamma_{t,n} over the prompts seen so far (softmax over the l contexts)
                WQ_, WK_, WV_, WO_ = W
                att = torch.softmax(torch.einsum('nsa,na->ns', Pall[:, :l] @ WK_.T, Pall[:, l] @ WQ_.T), 1)
                h = torch.einsum('ns,nsb->nb', att, Pall[:, :l] @ WV_.T); Z = h @ WO_.T          # (n, m): zeta_{i,n,t}
                qp = Pall[:, l, :M1].argmax(1); same = Pall[:, :l, :M1].argmax(2) == qp[:, None]
                gam = float((1 - (att*same).sum(1)).max())
                zA = float(Z.min())                                   # min over all i and n
                zB = float(torch.where(Z > 0, Z, torch.inf).min(1).values.min())   # min_n of the least positive zeta_{i,n}
            out6[t] = (lhs, zA*delta*gam*beta**4, zB*delta*gam*beta**4, upd)
        gr = torch.autograd.grad(loss_sum(W+[a], P, z)/B, W)
        with torch.no_grad():
            for w, gg in zip(W, gr): w -= eta*gg
    return out, out6
R = [run(s)[1] for s in range(NSEED)]
print('M1', M1, 'm', m, 'B', B, 'seeds', NSEED)
for t in T0S:
    L = [r[t][0] for r in R]; A = [r[t][1] for r in R]; Bz = [r[t][2] for r in R]
    U = [r[t][3] for r in R]
    print("      update-sign reading (-eta x the same sum at W^(t0)): runs with least own row <= 0: %d/%d" % (sum(x <= 0 for x in U), len(U)))
    print("t0=%2d: runs with least own-row left side <= 0: %d/%d (median %.2e) | per-step zeta-term (reading: min over all i) median %.2e | (least positive zeta) median %.2e"
          % (t, sum(x <= 0 for x in L), len(L), statistics.median(L), statistics.median(A), statistics.median(Bz)))
