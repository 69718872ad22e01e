# Auditor C, round 21: thesis.ch2.eqA.131/132/149/150/155-late, eqA.144-late, eqA.145-late/eqA.151-late
# (seed 003 L3255-L3369, proof of Claim 2 of Lemma A.3.1). Own model, nothing from the repository.
# ViT (2.1)/(A.1): F(X) = (1/|S|) sum_l a_(l)^T relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge (2.3),
# Algorithm 3: SGD on all of W_O, W_V, W_K, W_Q (A fixed), B samples with replacement per step.
# Assumption 2.3.1: mu_j = e_j (orthonormal), W_V0 = (1-s/2)U + E_V (||E_V|| <= s/2), W_K0 = (1-d/2)I + E_K,
# W_Q0 = (1-d/2)I + E_Q (||E|| <= d/2): q_j = r_j = e_j, p_j = U e_j, all norms <= 1, errors <= sigma, delta.
# Noise-free tokens (tau = 0). W_O ~ N(0, 1/M) (xi = 1/sqrt(M), App. A), a_(l)i = +-1/sqrt(m).
# Coordinates: Delta W_Q mu_a = sum_b A_t[a,b] W_K^(t) mu_b (exact: the W_Q gradient (A.110) lies in
# span{W_K^(t) x_s}); Delta W_K mu_a = sum_b C_t[a,b] W_Q^(t) mu_b ((A.146)).
import sys, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)

def run(seed, L=12, n1=6, n2=1, N=40, B=None, m=128, eta=0.5, sigma=0.1, delta=0.2, d=10, M=5, Tmax=3000, GD=0, verbose=0):
    B = B or N
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    # data
    Xs, ys, counts = [], [], []
    for n in range(N):
        y = 1 if n < N // 2 else -1
        lab = [0] * n1 + [1] * n2 if y == 1 else [1] * n1 + [0] * n2
        lab += list(rng.integers(2, M, size=L - n1 - n2))
        rng.shuffle(lab)
        X = torch.zeros(d, L)
        for l, p in enumerate(lab): X[p, l] = 1.0
        Xs.append(X); ys.append(y); counts.append(np.bincount(lab, minlength=M))
    X = torch.stack(Xs); Y = torch.tensor(ys, dtype=torch.float64); counts = np.array(counts)
    def smallmat(scale):
        E = torch.randn(d, d, generator=g); return E * (scale / torch.linalg.matrix_norm(E, 2))
    U, _ = torch.linalg.qr(torch.randn(d, d, generator=g))
    WV = ((1 - sigma / 2) * U + smallmat(sigma / 2)).requires_grad_(True)
    WK = ((1 - delta / 2) * torch.eye(d) + smallmat(delta / 2)).requires_grad_(True)
    WQ = ((1 - delta / 2) * torch.eye(d) + smallmat(delta / 2)).requires_grad_(True)
    WO = (torch.randn(m, d, generator=g) / np.sqrt(M)).requires_grad_(True)
    A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1).double() / np.sqrt(m)
    def Fout(Xb):
        S = torch.einsum('nds,ed,ef,nfl->nsl', Xb, WK, WQ, Xb)       # scores x_s^T W_K^T W_Q x_l
        att = torch.softmax(S, dim=1)                                  # softmax over s for each query l
        V = torch.einsum('ed,nds,nsl->nel', WV, Xb, att)               # W_V X softmax(.)
        H = torch.relu(torch.einsum('ie,nel->nil', WO, V))
        return torch.einsum('li,nil->n', A, H) / L
    mu = torch.eye(d)[:, :M]
    if verbose:
        with torch.no_grad():
            print('  Assumption 2.3.1 check: ||W_V||,||W_K||,||W_Q|| =', [round(torch.linalg.matrix_norm(W_, 2).item(), 4) for W_ in (WV, WK, WQ)],
                  ' max_j ||W_V mu_j - p_j|| =', round((WV @ mu - U @ mu).norm(dim=0).max().item(), 4),
                  ' max_j ||W_K mu_j - e_j||, ||W_Q mu_j - e_j|| =', round((WK @ mu - mu).norm(dim=0).max().item(), 4), round((WQ @ mu - mu).norm(dim=0).max().item(), 4),
                  ' alpha* =', n1 / L, ' alpha# =', n2 / L, ' (2.8) rhs =', round((n2 / L) / (np.exp(-delta) * (1 - sigma)), 4), ' M^2 ln N =', round(M * M * np.log(N), 1))
    rec = []
    Tstar = None
    for t in range(Tmax):
        with torch.no_grad():
            hinge_all = torch.clamp(1 - Y * Fout(X), min=0)
        if hinge_all.max() == 0:
            Tstar = t; break
        idx = torch.arange(N) if GD else torch.randint(0, N, (B,), generator=g)
        loss = torch.clamp(1 - Y[idx] * Fout(X[idx]), min=0).mean()
        gO, gV, gK, gQ = torch.autograd.grad(loss, [WO, WV, WK, WQ])
        with torch.no_grad():
            qb = WK @ mu; rb = WQ @ mu                                  # q_a(t), r_a(t) as columns
            dQ = -eta * gQ @ mu; dK = -eta * gK @ mu                    # update of W_Q mu_a, W_K mu_a
            At = torch.linalg.lstsq(qb, dQ).solution.T                  # At[a, b]
            Ct = torch.linalg.lstsq(rb, dK).solution.T
            resA = (qb @ At.T - dQ).norm().item(); resC = (rb @ Ct.T - dK).norm().item()
            act = int((1 - Y[idx] * Fout(X[idx]) > 0).sum())
            rec.append(dict(t=t, A=At.numpy().copy(), C=Ct.numpy().copy(), res=max(resA, resC), hinge=hinge_all.mean().item(),
                            active_all=int((hinge_all > 0).sum()), active_batch=act, idx=idx.numpy().copy(),
                            q1=qb[:, 0].norm().item(), q=qb.numpy().copy(), r=rb.numpy().copy()))
            for W_, g_ in ((WO, gO), (WV, gV), (WK, gK), (WQ, gQ)): W_ -= eta * g_
    return rec, Tstar, counts

def frac(counts, idx, l, star=0):
    # (1/B) sum_n |S_l^n| / (|S^n| - |S_star^n|) over the batch; star = pattern index of S_1 (or S_*)
    c = counts[idx]; L = c.sum(1)
    return float(np.mean(c[:, l] / (L - c[:, star])))

if __name__ == '__main__':
    seeds = [int(s) for s in sys.argv[1].split(',')] if len(sys.argv) > 1 else [0, 1, 2, 3]
    kw = {}
    for a in sys.argv[2:]:
        k, v = a.split('='); kw[k] = int(v) if k in ('L', 'n1', 'n2', 'N', 'B', 'm', 'Tmax') else float(v)
    for seed in seeds:
        rec, Tstar, counts = run(seed, **kw)
        print(f'seed {seed} {kw}: T* = {Tstar} (first step with zero hinge on all N samples); max residual {max(r["res"] for r in rec):.1e}')
        if Tstar is None: continue
        late = [r for r in rec if r['t'] >= Tstar // 2]
        K = np.array([r['A'][0, 0] for r in late]); Q = np.array([r['C'][0, 0] for r in late])
        print(f'  late window [T*/2, T*): {len(late)} steps; K<0 at {int((K < 0).sum())}, Q<0 at {int((Q < 0).sum())}')
        # cumulative sums (in units of the step coordinates) for the (A.144)/(A.145) cumulative reading
        cumK = np.cumsum([r['A'][0, 0] * r['q1'] for r in rec])
        for r in late:
            At, Ct, t = r['A'], r['C'], r['t']
            K_, Q_ = At[0, 0], Ct[0, 0]
            flags = []
            if K_ < 0:
                g5 = max(abs(At[0, l]) for l in range(2, 5)); lmax = 2 + int(np.argmax(np.abs(At[0, 2:5])))
                rhs131 = K_ * frac(counts, r['idx'], lmax); rhs132 = K_ * frac(counts, r['idx'], 1)
                flags.append(f'A131: |g\'_{lmax+1}|={g5:.2e} rhs={rhs131:.2e}; A132: |K_e|={abs(At[0,1]):.2e} rhs={rhs132:.2e}')
            if Q_ < 0:
                gl = max(abs(Ct[0, l]) for l in range(2, 5)); lmax = 2 + int(np.argmax(np.abs(Ct[0, 2:5])))
                flags.append(f'A148: Q={Q_:.2e} K(1-lam)={K_:.2e}; A149: |g_{lmax+1}|={gl:.2e} rhs={Q_*frac(counts, r["idx"], lmax):.2e}; '
                             f'A150: |Q_e|={abs(Ct[0,1]):.2e} rhs={Q_*frac(counts, r["idx"], 1):.2e}; A155: max|C[z,0..1]|,z>=3={np.abs(Ct[2:5,:2]).max():.2e}')
            # (A.144): q_1 coordinate of mu_l query update (l>=3) vs K(t) (sign)
            a144 = [At[l, 0] for l in range(2, 5)]
            if K_ > 0 and min(a144) < 0: flags.append(f'A144: K={K_:.2e} A[l,1]={min(a144):.2e} (l={2+int(np.argmin(a144))+1})')
            if At[1, 0] < 0: flags.append(f'A145: A[2,1]={At[1,0]:.2e}')
            if Ct[1, 1] < 0: flags.append(f'A151: C[2,2]={Ct[1,1]:.2e} (max|C[2,:]|={np.abs(Ct[1]).max():.2e}), Q(t)={Q_:.2e}')
            if flags:
                print(f'  t={t} hinge={r["hinge"]:.3f} active(all)={r["active_all"]} active(batch)={r["active_batch"]} K={K_:.2e} Q={Q_:.2e} :: ' + ' | '.join(flags))
        # cumulative reading for (A.144)/(A.145): q_1-coordinate sums of the mu_l / mu_2 query updates
        cum = {}
        for key, a in (('mu2', 1), ('mu3', 2), ('mu4', 3), ('mu5', 4)):
            cum[key] = np.cumsum([r['A'][a, 0] * r['q1'] for r in rec])
        print('  cumulative q1-content of updates (sum_b A_b[a,1]*||q_1(b)||) at T*/2, 3T*/4, T*-1:',
              {k: [round(float(v[i]), 5) for i in (Tstar // 2, 3 * Tstar // 4, Tstar - 1)] for k, v in cum.items()},
              ' cumK:', [round(float(cumK[i]), 5) for i in (Tstar // 2, 3 * Tstar // 4, Tstar - 1)])
        # also: the actual q1-direction component of W_Q^(T*) mu_a minus its initial value
