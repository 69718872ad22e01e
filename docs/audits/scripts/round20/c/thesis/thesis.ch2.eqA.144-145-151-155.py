# Auditor C, round 20. Own model of Chapter 2 ViT (seed 003 (2.1)-(2.6), Algorithm 3) -- no repository code.
# Tracks, on noise-free one-hot tokens x = mu_a = e_a, the unique coordinates
#   Delta W_Q mu_a = sum_b A[a,b] W_K^(t) mu_b      (q_b(t) basis)
#   Delta W_K mu_a = sum_b C[a,b] W_Q^(t) mu_b      (r_b(t) basis)
# K(t) = A[1,1], Q(t) = C[1,1] (1-indexed). Checks (A.144) A[l,1] ~ Theta(1) K, (A.145) A[2,1] >= 0,
# (A.151) C[2,2] = Q(t) > 0, (A.155) |Q_f| <~ Q(t).
import sys, numpy as np, torch
torch.set_default_dtype(torch.float64)

def orth(rng, d):
    q, r = np.linalg.qr(rng.standard_normal((d, d))); return q * np.sign(np.diag(r))

def skew_rot(rng, d, eps):
    S = rng.standard_normal((d, d)); S = (S - S.T) / 2; S *= eps / np.linalg.norm(S, 2)
    from scipy.linalg import expm
    return expm(S)

def make_init(rng, d, M, sigma, delta):
    # W maps e_j -> basis vector + error; spectral norm <= 1
    Ov = orth(rng, d); Oq = orth(rng, d)
    # R basis shares columns 1,2 with Q basis (q1 = r1, q2 = r2)
    B2 = np.eye(d); B2[2:, 2:] = orth(rng, d - 2); Or = Oq @ B2
    def noisy(O, err):
        R = (1 - err / 4) * skew_rot(rng, d, err / 2)
        return O @ R
    WV = noisy(Ov, sigma); WK = noisy(Oq, delta); WQ = noisy(Or, delta)
    dev = lambda W, O: max(np.linalg.norm(W[:, j] - O[:, j]) for j in range(M))
    assert dev(WV, Ov) <= sigma and dev(WK, Oq) <= delta and dev(WQ, Or) <= delta
    assert max(np.linalg.norm(W, 2) for W in (WV, WK, WQ)) <= 1 + 1e-12
    return WV, WK, WQ

def make_data(rng, N, S, M):
    Xs, ys = [], []
    nstar, nhash = S // 2, max(1, S // 12)
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        rel, conf = (0, 1) if y == 1 else (1, 0)
        toks = [rel] * nstar + [conf] * nhash + list(rng.integers(2, M, S - nstar - nhash))
        rng.shuffle(toks); Xs.append(toks); ys.append(y)
    return np.array(Xs), np.array(ys)

def run(seed, S=12, N=40, B=40, m=128, eta=0.5, sigma=0.1, delta=0.2, d=8, M=5, Tmax=400):
    rng = np.random.default_rng(seed)
    WV, WK, WQ = make_init(rng, d, M, sigma, delta)
    xi = 1 / np.sqrt(M)
    WO = rng.normal(0, xi, (m, d))
    a = rng.choice([-1, 1], (S, m)) / np.sqrt(m)          # a_(l) per position, fixed
    toks, ys = make_data(rng, N, S, M)
    E = torch.eye(d)
    X = E[:, torch.tensor(toks)].permute(1, 0, 2)        # N x d x S
    Y = torch.tensor(ys, dtype=torch.float64)
    P = [torch.tensor(w, requires_grad=True) for w in (WO, WV, WK, WQ)]
    A_ = torch.tensor(a)
    def F(P, X):
        WO, WV, WK, WQ = P
        sc = torch.einsum('nds,ed,ef,nft->nst', X, WK, WQ, X)   # score[s,l] = x_s^T WK^T WQ x_l
        att = torch.softmax(sc, dim=1)
        V = torch.einsum('ed,nds,nst->net', WV, X, att)        # N x ma x S (per query l)
        H = torch.relu(torch.einsum('me,net->nmt', WO, V))
        return torch.einsum('tm,nmt->n', A_, H) / S
    recs = []
    mu = torch.eye(d)[:, :M]
    for t in range(Tmax):
        out = F(P, X); hinge = torch.clamp(1 - Y * out, min=0)
        if hinge.max().item() == 0: break
        idx = torch.arange(N) if B == N else torch.tensor(rng.choice(N, B, replace=False))
        loss = hinge[idx].mean()
        g = torch.autograd.grad(loss, P)
        WK_t, WQ_t = P[2].detach().numpy(), P[3].detach().numpy()
        dQ = -eta * g[3].numpy(); dK = -eta * g[2].numpy()
        Kb = WK_t @ mu.numpy(); Rb = WQ_t @ mu.numpy()
        A = np.linalg.lstsq(Kb, dQ @ mu.numpy(), rcond=None)[0].T   # A[a,b]
        C = np.linalg.lstsq(Rb, dK @ mu.numpy(), rcond=None)[0].T
        resA = np.linalg.norm(Kb @ A.T - dQ @ mu.numpy()) / max(np.linalg.norm(dQ @ mu.numpy()), 1e-300)
        resC = np.linalg.norm(Rb @ C.T - dK @ mu.numpy()) / max(np.linalg.norm(dK @ mu.numpy()), 1e-300)
        # projection reading: <Delta W mu_a, q_1(t)>/||q_1(t)||^2 with q_1(t) = W_K^(t) mu_1
        q1 = Kb[:, 0]; q2 = Kb[:, 1]
        projQ = (dQ @ mu.numpy()).T @ q1 / (q1 @ q1)         # per pattern a, query update along q_1(t)
        projK = (dK @ mu.numpy()).T @ q1 / (q1 @ q1)         # key update along q_1(t)
        projK2 = (dK @ mu.numpy()).T @ q2 / (q2 @ q2)
        recs.append(dict(t=t, A=A, C=C, res=max(resA, resC), act=int((hinge[idx] > 0).sum()),
                         hinge=hinge[idx].mean().item(), projQ=projQ, projK=projK, projK2=projK2))
        with torch.no_grad():
            for p, gg in zip(P, g): p -= eta * gg
    return recs, t

if __name__ == "__main__" and not (len(sys.argv) > 4):
    S = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    B = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    seeds = [int(s) for s in sys.argv[3].split(',')] if len(sys.argv) > 3 else [0, 1, 2, 3]
    for seed in seeds:
        recs, T = run(seed, S=S, B=B)
        Tst = len(recs)
        late = [r for r in recs if r['t'] >= Tst / 2]
        busy = [r for r in late if r['act'] >= 5]
        print(f'== seed {seed} |S| {S} B {B}: T* = {Tst}, max resid {max(r["res"] for r in recs):.1e}')
        # (A.144): l >= 3: A[l,1] vs K(t)
        bad144 = [(r['t'], l + 1, r['A'][l, 0], r['A'][0, 0]) for r in recs for l in range(2, 5)
                  if r['A'][0, 0] > 0 and r['A'][l, 0] < 0]
        print(f' A.144 steps with K>0 and A[l,1]<0: {len(set(b[0] for b in bad144))}/{Tst}; late busy:',
              len(set(b[0] for b in bad144 if b[0] >= Tst / 2 and recs[b[0]]['act'] >= 5)))
        for b in bad144[:3]: print('   t=%d l=%d A[l,1]=%.3e K=%.3e ratio %.2f' % (b[0], b[1], b[2], b[3], b[2] / b[3]))
        lb = [b for b in bad144 if b[0] >= Tst / 2 and recs[b[0]]['act'] >= 5]
        for b in lb[:3]: print('   late: t=%d l=%d A[l,1]=%.3e K=%.3e ratio %.2f act %d hinge %.3f' % (b[0], b[1], b[2], b[3], b[2] / b[3], recs[b[0]]['act'], recs[b[0]]['hinge']))
        # cumulative reading
        cA = np.cumsum([r['A'][2:5, 0] for r in recs], axis=0); cK = np.cumsum([r['A'][0, 0] for r in recs])
        cb = [(i, l + 3, cA[i, l], cK[i]) for i in range(Tst) for l in range(3) if cK[i] > 0 and cA[i, l] < 0]
        print(f'  cumulative: steps with sum K>0 and sum A[l,1]<0: {len(set(c[0] for c in cb))}/{Tst}', cb[-1] if cb else '')
        # (A.145): A[2,1] >= 0
        neg145 = [r for r in recs if r['A'][1, 0] < 0]
        print(f' A.145 steps with A[2,1]<0: {len(neg145)}/{Tst}; late busy: {sum(1 for r in neg145 if r["t"] >= Tst/2 and r["act"] >= 5)};'
              f' cumulative sum<0 at {int(np.sum(np.cumsum([r["A"][1,0] for r in recs]) < 0))}; proj reading <0 at {sum(1 for r in recs if r["projQ"][1] < 0)}')
        for r in [r for r in neg145 if r['t'] >= Tst / 2 and r['act'] >= 5][:2] + neg145[:1]:
            print('   t=%d A[2,1]=%.3e max|A[2,:]|=%.3e K=%.3e act %d hinge %.3f' % (r['t'], r['A'][1, 0], abs(r['A'][1]).max(), r['A'][0, 0], r['act'], r['hinge']))
        # (A.151): C[2,2] > 0 (= Q(t) form)
        neg151 = [r for r in recs if r['C'][1, 1] < 0]
        print(f' A.151 steps with C[2,2]<0: {len(neg151)}/{Tst}; late busy {sum(1 for r in neg151 if r["t"] >= Tst/2 and r["act"] >= 5)}; proj-on-q2 reading <0 at {sum(1 for r in recs if r["projK2"][1] < 0)}')
        for r in [r for r in neg151 if r['t'] >= Tst / 2 and r['act'] >= 5][:2] + neg151[:1]:
            print('   t=%d C[2,2]=%.3e Q=C[1,1]=%.3e act %d hinge %.3f' % (r['t'], r['C'][1, 1], r['C'][0, 0], r['act'], r['hinge']))
        # (A.155): Q(t) < 0 while the z>=3 key's r_1/r_2 coordinate or q_1 projection nonzero
        neg155 = [r for r in recs if r['C'][0, 0] < 0]
        print(f' A.155 steps with Q(t)<0: {len(neg155)}/{Tst}; late busy {sum(1 for r in neg155 if r["t"] >= Tst/2 and r["act"] >= 5)}; Q-K max diff {max(abs(r["C"][0,0]-r["A"][0,0]) for r in recs):.1e}')
        for r in [r for r in neg155 if r['t'] >= Tst / 2 and r['act'] >= 5][:2] + neg155[:1]:
            print('   t=%d Q=%.3e max_z|C[z,1]|=%.3e max_z|C[z,2]|=%.3e max_z|<dWK mu_z,q1>|/|q1|^2=%.3e act %d' % (
                r['t'], r['C'][0, 0], abs(r['C'][2:, 0]).max(), abs(r['C'][2:, 1]).max(), abs(r['projK'][2:]).max(), r['act']))

def extra(seed, S, B):
    recs, _ = run(seed, S=S, B=B); Tst = len(recs)
    lb = lambda r: r['t'] >= Tst / 2 and r['act'] >= 5
    p144 = [(r['t'], l + 1, r['projQ'][l], r['projQ'][0], lb(r)) for r in recs for l in range(2, 5) if r['projQ'][0] > 0 and r['projQ'][l] < 0]
    print(f'seed {seed} |S| {S} B {B} T* {Tst}: A.144 projection reading (<dWQ mu_l,q1>/|q1|^2 <0 with K-proj>0): {len(set(p[0] for p in p144))} steps, late busy {len(set(p[0] for p in p144 if p[4]))}')
    rat = [abs(r['A'][l, 0]) / r['A'][0, 0] for r in recs for l in range(2, 5) if r['A'][0, 0] > 0]
    print('   max |A[l,1]|/K over K>0 steps: %.1f' % max(rat))
    r155 = [max(abs(r['projK'][2:])) / r['C'][0, 0] for r in recs if r['C'][0, 0] > 0]
    print('   A.155 max_z |<dWK mu_z,q1>|/|q1|^2 / Q over Q>0 steps: %.2f' % max(r155))
    for r in recs:
        if lb(r) and r['C'][0, 0] < 0:
            print('   A.155 late busy t=%d Q=%.3e max_z|proj q1|=%.3e max_z|C[z,2]|=%.3e act %d hinge %.3f' % (r['t'], r['C'][0, 0], abs(r['projK'][2:]).max(), abs(r['C'][2:, 1]).max(), r['act'], r['hinge']))
        if lb(r) and r['A'][1, 0] < 0:
            print('   A.145 late busy t=%d A[2,1]=%.3e (max|A[2,:]| %.3e) act %d hinge %.3f' % (r['t'], r['A'][1, 0], abs(r['A'][1]).max(), r['act'], r['hinge']))
if len(sys.argv) > 4 and sys.argv[4] == 'extra':
    for s in sys.argv[3].split(','): extra(int(s), int(sys.argv[1]), int(sys.argv[2]))
