# Auditor B, round 25: thesis (seed 003) (E.157) L8753 and (E.159) L8761, proof of Lemma E.4.5 (a), induction step.
# Own model (torch float64; nothing imported from the repository), built from the paper:
#  (6.1) P = [(x_1;y_1) ... (x_l;y_l) (x_query;0)], (6.2) F = a^T relu(W_O sum_s W_V p_s attn_s),
#  attn = softmax_s((W_K p_s)^T W_Q p_query) over s = 1..l+1 (the proof's (E.110) sum; ATT=ctx uses s = 1..l),
#  hinge loss, SGD (E.2) on W_Q, W_K, W_V, W_O; init Sec. 6.2.3 (delta on the first d_x diagonal of W_Q, W_K, on all
#  of W_V; W_O ~ N(0, 1/m); a = +-1/m fixed).  Data (6.6): x = mu_j + kappa nu_k, mu/nu = beta e_i, kappa ~ U(-K, K),
#  K = 1/2; d_y = 1, q = 1; tasks (6.7) with the cyclic T_tr of L1804 (task j: mu_j -> +1, mu_{j+1} -> -1), Condition
#  6.3.2 holds; contexts per L1790 (decisive patterns alpha/2 each, others (1-alpha)/(M1-2)), labels by f (random if
#  not decisive).  Query laws: 'i' Subroutine 2 literally (x_query ~ D with uniform IDR, f uniform in T_tr,
#  independent; z = f(x_query), random if not decisive); 'ii' the proof's setting (L8485: the query's IDR pattern is a
#  decisive pattern of f, each with prob. 1/2; IDR still uniform overall).
#  Measured at t = t0 on batch b_{t0}: G = (1/B) sum_n dl_n/dW_Q (eta = 1) restricted to feature rows/cols.
#  For x = mu_q: A_jq = mu_j^T G mu_q = beta^2 G[j, q];  N_kq = nu_k^T G mu_q.
#  R157 = M1 * max_q max_{j non-partner of q, j != q} |A_jq|/|A_qq| ; R159 = M2 * max_q max_k |N_kq|/|A_qq|.
#  Also with x = mu_q + kx nu_k (kx = 0.49), worst over (q, k) and median over (q, k).
import sys, os, math, torch, json
torch.set_num_threads(1)
dt = torch.float64

def run(M1, seed, law, t0=5, alpha=0.8, delta=0.1, beta=1.0, eta=1.0, K=0.5, mfac=2.0, Bfac=6.0, lfac=8.0, att='all'):
    g = torch.Generator().manual_seed(seed)
    M2 = M1; dx = M1 + M2; d = dx + 1
    lnM = math.log(M1)
    m = int(math.ceil(mfac * M1**2 * lnM)); B = int(math.ceil(Bfac * M1 * lnM)); l = int(math.ceil(lfac * lnM / alpha)) if not os.environ.get('LPROOF') else int(math.ceil(M1 * lnM))
    WQ = torch.zeros(d, d, dtype=dt); WQ[range(dx), range(dx)] = delta
    WK = WQ.clone(); WV = delta * torch.eye(d, dtype=dt)
    WO = torch.randn(m, d, generator=g, dtype=dt) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g).to(dt) * 2 - 1) / m
    pos = torch.arange(M1); neg = (pos + 1) % M1          # task j: mu_j -> +1, mu_{j+1} -> -1
    probs_other = (1 - alpha) / (M1 - 2) if M1 > 2 else 0.0
    def batch():
        f = torch.randint(0, M1, (B,), generator=g)
        if law == 'i':
            qi = torch.randint(0, M1, (B,), generator=g)
        else:
            side = torch.randint(0, 2, (B,), generator=g)
            qi = torch.where(side == 0, pos[f], neg[f])
        def label(idr, ff):
            lab = torch.where(idr == pos[ff], 1.0, torch.where(idr == neg[ff], -1.0, 0.0)).to(dt)
            rnd = (torch.randint(0, 2, idr.shape, generator=g).to(dt) * 2 - 1)
            return torch.where(lab == 0, rnd, lab)
        z = label(qi, f)
        # contexts
        pr = torch.full((B, M1), probs_other, dtype=dt)
        pr[torch.arange(B), pos[f]] = alpha / 2; pr[torch.arange(B), neg[f]] = alpha / 2
        ci = torch.multinomial(pr, l, replacement=True, generator=g)          # B x l
        cy = label(ci, f[:, None].expand(B, l))
        ck = torch.randint(0, M2, (B, l), generator=g); ckap = (torch.rand(B, l, generator=g, dtype=dt) * 2 - 1) * K
        qk = torch.randint(0, M2, (B,), generator=g); qkap = (torch.rand(B, generator=g, dtype=dt) * 2 - 1) * K
        P = torch.zeros(B, l + 1, d, dtype=dt)
        bi = torch.arange(B)[:, None].expand(B, l)
        li = torch.arange(l)[None, :].expand(B, l)
        P[bi, li, ci] = beta; P[bi, li, M1 + ck] = beta * ckap; P[bi, li, dx] = cy
        P[torch.arange(B), l, qi] = beta; P[torch.arange(B), l, M1 + qk] = beta * qkap
        return P, z, qi, qk, qkap
    def loss_and_parts(P, z, WQ, WK, WV, WO):
        pq = P[:, -1, :]
        h = pq @ WQ.T                                    # W_Q p_query  (B x d)
        h.retain_grad()
        keys = P @ WK.T                                  # B x (l+1) x d
        sc = (keys * h[:, None, :]).sum(-1)
        if att == 'ctx':
            sc = sc[:, :-1]; V = (P[:, :-1, :] @ WV.T)
        else:
            V = P @ WV.T
        at = torch.softmax(sc, dim=1)
        o = (at[:, :, None] * V).sum(1)                  # B x d
        F = torch.relu(o @ WO.T) @ a
        lo = torch.clamp(1 - z * F, min=0)
        return lo.mean(), h, F
    gstats = {}
    for t in range(t0 + 1):
        P, z, qi, qk, qkap = batch()
        WQ_, WK_, WV_, WO_ = [w.clone().requires_grad_(True) for w in (WQ, WK, WV, WO)]
        L, h, F = loss_and_parts(P, z, WQ_, WK_, WV_, WO_)
        L.backward()
        if t == t0:
            G = (eta * WQ_.grad).detach()                 # = eta (1/B) sum_n dl_n/dW_Q
            counts = torch.bincount(qi, minlength=M1)
            gstats = dict(G=G, counts=counts, hinge=float(L))
        else:
            with torch.no_grad():
                WQ -= eta * WQ_.grad; WK -= eta * WK_.grad; WV -= eta * WV_.grad; WO -= eta * WO_.grad
    G = gstats['G']; M2 = M1
    Gf = G[:dx, :dx] * beta**2
    A = Gf[:M1, :M1]                                      # A[j, q] = mu_j^T G mu_q
    N = Gf[M1:, :M1]                                      # N[k, q] = nu_k^T G mu_q
    own = torch.diagonal(A).clone()
    r157q = []; r159q = []
    for q in range(M1):
        nonp = [j for j in range(M1) if j != q and j != (q + 1) % M1 and j != (q - 1) % M1]
        r157q.append(M1 * float(A[nonp, q].abs().max() / own[q].abs()) if nonp else float('nan'))
        r159q.append(M2 * float(N[:, q].abs().max() / own[q].abs()))
    # x = mu_q + kx nu_k
    kx = 0.49
    r157x = []; r159x = []
    for q in range(M1):
        nonp = [j for j in range(M1) if j != q and j != (q + 1) % M1 and j != (q - 1) % M1]
        for k in range(M2):
            col = Gf[:, q] + kx * Gf[:, M1 + k]
            den = abs(float(col[q]))
            if nonp: r157x.append(M1 * float(col[nonp].abs().max()) / den)
            r159x.append(M2 * float(col[M1:].abs().max()) / den)
    lnM = math.log(M1)
    c = 0.5; e146 = bool((gstats['counts'] > B * (1 - c) / M1).all())
    med = lambda v: float(torch.tensor(v).median()) if v else float('nan')
    return dict(M1=M1, seed=seed, law=law, m=m, B=B, l=l, hinge=gstats['hinge'], e146=e146,
                R157=max(r157q) if M1 > 3 else float('nan'), R159=max(r159q),
                R157_medq=med(r157q), R159_medq=med(r159q), own_pos=float((own > 0).double().mean()),
                own_mag=float(own.abs().mean()), off_mag=float(A.abs().sum() - own.abs().sum()) / (M1 * (M1 - 1)),
                R157x_max=max(r157x) if r157x else float('nan'), R157x_med=med(r157x),
                R159x_max=max(r159x), R159x_med=med(r159x))

if __name__ == '__main__':
    law = sys.argv[1]; Ms = [int(x) for x in sys.argv[2].split(',')]; seeds = int(sys.argv[3])
    t0 = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    att = sys.argv[5] if len(sys.argv) > 5 else 'all'
    out = open('/work/audit/r25b/thesis/out_E157_%s_t%d_%s%s.jsonl' % (law, t0, att, '_lproof' if os.environ.get('LPROOF') else ''), 'a')
    for M1 in Ms:
        for s in range(seeds):
            r = run(M1, 1000 * M1 + s, law, t0=t0, att=att)
            print(json.dumps(r), file=out, flush=True)
            print('M1=%d s=%d law=%s e146=%s hinge=%.3f R157=%.2f R159=%.2f (medq %.2f %.2f) own>0 %.2f  x+nu: R157 max %.2f med %.2f R159 max %.2f med %.2f' % (
                M1, s, law, r['e146'], r['hinge'], r['R157'], r['R159'], r['R157_medq'], r['R159_medq'], r['own_pos'],
                r['R157x_max'], r['R157x_med'], r['R159x_max'], r['R159x_med']), flush=True)
