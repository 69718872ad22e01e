"""Auditor B, round 18: thesis ch.2 Claim 2 of Lemma A.3.1 (A.31)/(A.159), (A.166), (A.33)/(A.168), (A.143).
Own model of (2.1)/(A.1) + Algorithm 3 (A.6), hinge loss (A.2); nothing imported from the repository.
Patterns mu_j = e_j (orthonormal, M = 5, d = m_a = m_b = 10); W_V0 = W_K0 = W_Q0 = I (p_j = q_j = r_j = e_j,
sigma = delta = 0, so tau <= min(sigma, delta) forces noise-free tokens; a noisy variant with sigma = delta = 0.1,
tau = 0.05 is also run).  W_O ~ N(0, xi^2) (xi = 1/sqrt(M) as in App. A.2), a_(l)i = +-1/sqrt(m) per token, fixed.
Full-batch GD (B = N, allowed by B >= Omega(1)).  T* = first step with zero training hinge loss (gradient vanishes
after it, so 'before the end of training' means t < T*)."""
import sys, math, numpy as np, torch
torch.set_default_dtype(torch.float64)

def make_data(N, L, M, d, rng, noise=0.0):
    X = np.zeros((N, d, L)); y = np.zeros(N); pat = np.zeros((N, L), int)
    for n in range(N):
        yy = 1 if n % 2 == 0 else -1
        ns = rng.integers(4, 7)            # label-relevant count
        nc = rng.integers(0, 2)            # confusion count
        rest = L - ns - nc
        lab, conf = (0, 1) if yy == 1 else (1, 0)
        p = [lab] * ns + [conf] * nc + list(rng.integers(2, M, size=rest))
        p = np.array(p); rng.shuffle(p)
        pat[n] = p; y[n] = yy
        for l in range(L):
            v = np.zeros(d); v[p[l]] = 1.0
            if noise > 0:
                z = rng.normal(size=d); z *= noise * rng.uniform() / np.linalg.norm(z); v = v + z
            X[n, :, l] = v
    return torch.tensor(X), torch.tensor(y), pat

def run(N=40, L=10, M=5, d=10, m=128, eta=1.0, seed=0, xi=None, Tmax=3000, noise=0.0, init_err=0.0):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    xi = 1 / math.sqrt(M) if xi is None else xi
    X, y, pat = make_data(N, L, M, d, rng, noise)
    def near_id(e):
        if e == 0: return torch.eye(d)
        E = torch.tensor(rng.normal(size=(d, d))); return torch.eye(d) + e * E / torch.linalg.matrix_norm(E, 2)
    WV = near_id(init_err).requires_grad_(); WK = near_id(init_err).requires_grad_(); WQ = near_id(init_err).requires_grad_()
    WO = (xi * torch.randn(m, d)).requires_grad_()
    A = torch.tensor(rng.choice([-1.0, 1.0], size=(L, m)) / math.sqrt(m))
    params = [WO, WV, WK, WQ]
    # alpha condition (2.8)
    ns = np.array([np.sum(pat[n] == (0 if y[n] > 0 else 1)) for n in range(N)]) / L
    nc = np.array([np.sum(pat[n] == (1 if y[n] > 0 else 0)) for n in range(N)]) / L
    def att_of(WK, WQ):
        K = WK @ X; Q = WQ @ X
        S = torch.einsum('nkj,nkl->njl', K, Q)   # [n, key j, query l]
        return torch.softmax(S, dim=1)
    def forward():
        att = att_of(WK, WQ)
        V = WV @ X
        Vl = torch.einsum('naj,njl->nal', V, att)
        H = torch.relu(torch.einsum('ia,nal->nil', WO, Vl))
        F = torch.einsum('li,nil->n', A, H) / L
        return F, att
    pos = (y.numpy() > 0)
    S1 = (pat == 0); S2 = (pat == 1); ND = ~(S1 | S2)
    rec = []
    Tstar = None
    for t in range(Tmax):
        F, att = forward()
        hinge = torch.clamp(1 - y * F, min=0)
        loss = hinge.mean()
        if float(hinge.detach().max()) == 0.0:
            Tstar = t; break
        grads = torch.autograd.grad(loss, params)
        GQ = grads[3].detach()
        with torch.no_grad():
            att0 = att.detach().clone()
            WK0 = WK.detach().clone()
            for p, g in zip(params, grads): p -= eta * g
            att1 = att_of(WK, WQ)
            D = (att1 - att0).numpy()        # [n, j, l]
            a1 = att1.numpy(); a0 = att0.numpy()
            r = dict(t=t, loss=float(loss))
            # (A.159)/(A.31, x_l both): y=+1, j,l in S1
            P = torch.tensor(pos)[:, None, None].numpy()
            s1j = S1[:, :, None]; s1l = S1[:, None, :]; ndl = ND[:, None, :]
            m159 = P & s1j & s1l; m166 = P & s1j & ndl; m33 = P & (~s1j) & s1l
            diag = np.einsum('njj->nj', a1)[:, :, None]      # a1[n, j, j] broadcast over l
            D31 = diag - a0
            r['min159'] = D[m159].min(); r['mean159'] = float(D[m159].mean()); r['min31p'] = D31[m159].min()
            r['min166'] = D[m166].min() if m166.any() else np.nan; r['max33'] = D[m33].max()
            # (A.143): <eta G_Q x_j^n, q_1(t)>, j non-discriminative (any n), q_1 direction e_1 and W_K^(t) mu_1
            Xn = X.numpy(); q1 = np.eye(d)[0]; q1t = (WK0 @ torch.eye(d)[:, 0]).numpy()
            Gx = np.einsum('ab,nbl->nal', eta * GQ.numpy(), Xn)     # [n, mb, l]
            c1 = Gx[:, :, :].transpose(0, 2, 1) @ q1; c2 = Gx.transpose(0, 2, 1) @ q1t   # [n, l]
            r['min143'] = c1[ND].min(); r['max143'] = c1[ND].max(); r['min143t'] = c2[ND].min(); r['max143t'] = c2[ND].max()
            rec.append(r)
    return dict(rec=rec, Tstar=Tstar, alpha_s=ns.mean(), alpha_c=nc.mean(), m=m, N=N, eta=eta, seed=seed)

def report(res, tag):
    rec = res['rec']; Ts = res['Tstar']
    print(f"== {tag}: N={res['N']} m={res['m']} eta={res['eta']} seed={res['seed']} T*={Ts} alpha*={res['alpha_s']:.3f} alpha#={res['alpha_c']:.3f}")
    if Ts is None: print('  no zero-loss within Tmax'); Ts = len(rec)
    neg159 = [r['t'] for r in rec if r['min159'] < 0]
    neg31 = [r['t'] for r in rec if r['min31p'] < 0]
    neg166 = [r['t'] for r in rec if r['min166'] < 0]
    pos33 = [r['t'] for r in rec if r['max33'] > 0]
    neg143 = [r['t'] for r in rec if r['min143'] < 0]
    pos143 = [r['t'] for r in rec if r['max143'] > 0]   # descent reading -eta<Gx,q1> >= 0 fails when <Gx,q1> > 0
    pos143t = [r['t'] for r in rec if r['max143t'] > 0]
    def tail(v): return f"{len(v)} steps, last {v[-6:]}"
    print('  A.159 (j,l in S1, x_l both) incr<0 at', tail(neg159))
    print('  A.31 as printed (query x_j first) <0 at', tail(neg31))
    print('  A.166 (l nd, j S1) <0 at', tail(neg166))
    print('  A.33 (l S1, j not S1) >0 at', tail(pos33))
    print('  A.143 printed <eta G x_j,q1> <0 at', tail(neg143), '| descent reading fails (>0) at', tail(pos143), '| q1=W_K mu1:', tail(pos143t))
    for r in rec[-5:]:
        print('   t=%d loss=%.3e min159=%.3e mean159=%.3e min31p=%.3e min166=%.3e max33=%.3e min143=%.3e max143=%.3e' % (
            r['t'], r['loss'], r['min159'], r['mean159'], r['min31p'], r['min166'], r['max33'], r['min143'], r['max143']))

if __name__ == '__main__':
    cfgs = [dict(N=40, m=128, eta=1.0, seed=0)]
    for a in sys.argv[1:]:
        cfgs = [eval('dict(' + a + ')') for a in sys.argv[1:]]; break
    for c in cfgs:
        report(run(**c), str(c))

def ranges(v):
    out = []; 
    for x in v:
        if out and x == out[-1][1] + 1: out[-1][1] = x
        else: out.append([x, x])
    return ','.join(f'{a}' if a == b else f'{a}-{b}' for a, b in out)

def detail(res):
    rec = res['rec']; Ts = res['Tstar'] or len(rec)
    for key, bad in [('min159', lambda r: r['min159'] < 0), ('mean159', lambda r: r['mean159'] < 0),
                     ('min166', lambda r: r['min166'] < 0), ('max33', lambda r: r['max33'] > 0),
                     ('min143', lambda r: r['min143'] < 0), ('max143(descent fails)', lambda r: r['max143'] > 0)]:
        v = [r['t'] for r in rec if bad(r)]
        h = [t for t in v if t >= Ts // 2]
        print(f'   {key}: {len(v)}/{Ts} steps ({len(h)}/{Ts - Ts//2} in 2nd half): {ranges(v)}')
    w = min(rec, key=lambda r: r['min159']); print('   worst min159 %.3e at t=%d; worst mean159 %.3e' % (w['min159'], w['t'], min(r['mean159'] for r in rec)))
    w = max(rec, key=lambda r: r['max33']); print('   worst max33 %.3e at t=%d; worst min166 %.3e' % (w['max33'], w['t'], min(r['min166'] for r in rec)))
