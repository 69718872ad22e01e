# Auditor B, round 21: own model of Chapter 2 ViT (2.1), Algorithm 3 (hinge, SGD), Claim 2 K(t), Q(t) signs.
# No repository code. torch float64 autograd.
import torch, numpy as np, sys
torch.set_default_dtype(torch.float64)

def orth(n, k, g):
    A = torch.randn(n, n, generator=g); Qm, _ = torch.linalg.qr(A); return Qm[:, :k]

def make(seed, M=5, d=5, ma=8, mb=8, m=128, N=40, S=12, sigma=0.1, delta=0.2, n_conf=(1, 2), shared_a=True, n_rel=None):
    g = torch.Generator().manual_seed(seed)
    mu = torch.eye(d)[:, :M]                      # orthonormal patterns, tau = 0
    P = orth(ma, M, g); Qb = orth(mb, M, g); R = orth(mb, M, g)
    R[:, :2] = Qb[:, :2]                          # q1 = r1, q2 = r2 (R no longer orthonormal unless fixed)
    # re-orthonormalise R's columns 3..M against q1,q2
    Rf = torch.cat([Qb[:, :2], torch.randn(mb, M - 2, generator=g)], 1)
    Rq, _ = torch.linalg.qr(Rf); Rq = Rq * torch.sign(torch.diag(Rq.T @ Rf)); Rq[:, :2] = Qb[:, :2]; R = Rq
    def init(Base, err):
        while True:
            E = torch.randn(Base.shape[0], d, generator=g); E = E / E.norm(dim=0) * err * torch.rand(1, d, generator=g)
            W = Base @ mu.T + E
            W = W / max(1.0, torch.linalg.matrix_norm(W, 2).item())
            errs = (W @ mu - Base).norm(dim=0)
            if errs.max() <= err and torch.linalg.matrix_norm(W, 2) <= 1 + 1e-12: return W, errs
    WV, eV = init(P, sigma); WK, eK = init(Qb, delta); WQ, eQ = init(R, delta)
    WO = torch.randn(m, ma, generator=g) / np.sqrt(M)
    if shared_a:
        a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / np.sqrt(m); A = a[None, :].repeat(S, 1)
    else:
        A = (torch.randint(0, 2, (S, m), generator=g) * 2 - 1) / np.sqrt(m)
    # data: half positive, half negative; label-relevant 6 of 12, confusion 1-2, rest non-discriminative
    X = []; y = []; lab = []
    for n in range(N):
        yn = 1 if n % 2 == 0 else -1
        nc = n_conf[torch.randint(0, len(n_conf), (1,), generator=g).item()]
        rel, conf = (0, 1) if yn == 1 else (1, 0)
        nr = n_rel or S // 2
        pats = [rel] * nr + [conf] * nc + [2 + torch.randint(0, M - 2, (1,), generator=g).item() for _ in range(S - nr - nc)]
        X.append(mu[:, pats]); y.append(yn); lab.append(pats)
    X = torch.stack(X); y = torch.tensor(y, dtype=torch.float64)
    return dict(mu=mu, WV=WV, WK=WK, WQ=WQ, WO=WO, A=A, X=X, y=y, lab=lab, eV=eV, eK=eK, eQ=eQ, P=P, Qb=Qb, R=R, g=g)

def F(params, X, A):
    WO, WV, WK, WQ = params
    K = torch.einsum('kd,nds->nks', WK, X); Qv = torch.einsum('kd,nds->nks', WQ, X)
    sc = torch.einsum('nks,nkl->nsl', K, Qv)          # score[s, l] = x_s^T WK^T WQ x_l
    att = torch.softmax(sc, dim=1)                    # softmax over s for each query l
    V = torch.einsum('vd,nds->nvs', WV, X)
    Vl = torch.einsum('nvs,nsl->nvl', V, att)          # V_l
    H = torch.relu(torch.einsum('iv,nvl->nil', WO, Vl))
    return torch.einsum('li,nil->n', A, H) / X.shape[2]

def coeffs(vec, basis):
    c, res, *_ = torch.linalg.lstsq(basis, vec[:, None]); c = c[:, 0]
    return c, (basis @ c - vec).norm().item()

def run(seed, eta=0.5, B=None, Tmax=3000, **kw):
    D = make(seed, **kw); X, y, A, mu = D['X'], D['y'], D['A'], D['mu']; N = X.shape[0]; B = B or N
    params = [D['WO'].clone(), D['WV'].clone(), D['WK'].clone(), D['WQ'].clone()]
    g = torch.Generator().manual_seed(1000 + seed)
    rows = []
    for t in range(Tmax):
        with torch.no_grad():
            full = torch.clamp(1 - y * F(params, X, A), min=0)
        if full.max() == 0: return rows, t, D
        idx = torch.randint(0, N, (B,), generator=g)
        ps = [p.clone().requires_grad_(True) for p in params]
        loss = torch.clamp(1 - y[idx] * F(ps, X[idx], A), min=0).mean()
        grads = torch.autograd.grad(loss, ps)
        new = [p - eta * gr for p, gr in zip(params, grads)]
        WK, WQ = params[2], params[3]
        dQ1 = (new[3] - WQ) @ mu[:, 0]; dK1 = (new[2] - WK) @ mu[:, 0]
        dQ2 = (new[3] - WQ) @ mu[:, 1]; dK2 = (new[2] - WK) @ mu[:, 1]
        dQ3 = (new[3] - WQ) @ mu[:, 2]
        basK = WK @ mu; basQ = WQ @ mu
        cK, rK = coeffs(dQ1, basK)       # W_Q mu1 update in basis q_a(t) = W_K^(t) mu_a : K(t) = cK[0]
        cQ, rQ = coeffs(dK1, basQ)       # W_K mu1 update in basis r_a(t) = W_Q^(t) mu_a : Q(t) = cQ[0]
        cK2, _ = coeffs(dQ2, basK); cQ2, _ = coeffs(dK2, basQ); cK3, _ = coeffs(dQ3, basK)
        q1 = basK[:, 0]; r1 = basQ[:, 0]
        Kip = (dQ1 @ q1 / (q1 @ q1)).item()              # inner-product reading
        Kfix = (dQ1 @ D['Qb'][:, 0]).item()              # fixed-direction reading (q_1 of Assumption 2.3.1)
        Qip = (dK1 @ r1 / (r1 @ r1)).item(); Qfix = (dK1 @ D['R'][:, 0]).item()
        act = int((full > 0).sum()); bact = int((torch.clamp(1 - y[idx] * F(params, X[idx], A), min=0) > 0).sum())
        rows.append(dict(t=t, act=act, bact=bact, hinge=full.mean().item(), K=cK[0].item(), Kip=Kip, Kfix=Kfix, rK=rK,
                         Q=cQ[0].item(), Qip=Qip, Qfix=Qfix, rQ=rQ, cK=cK.tolist(), cQ=cQ.tolist(), cK2=cK2.tolist(), cQ2=cQ2.tolist(),
                         cK3=cK3.tolist(), q1n=q1.norm().item(), sigma_meas=D['eV'].max().item()))
        params = new
    return rows, None, D

if __name__ == '__main__':
    seeds = [int(s) for s in sys.argv[1:]] or [0, 1, 2, 3]
    for s in seeds:
        rows, T, D = run(s)
        print(f'seed {s}: T*={T}, init errs V {D["eV"].max():.3f} K {D["eK"].max():.3f} Q {D["eQ"].max():.3f}')
        if T is None: continue
        late = [r for r in rows if r['t'] >= T // 2 and r['act'] >= 5]
        negK = [r for r in late if r['K'] < 0]; negQ = [r for r in late if r['Q'] < 0]
        print(f'  late busy steps {len(late)}: K<0 at {len(negK)}, Q<0 at {len(negQ)}; all-reading K<0 (basis, ip, fixed) at',
              sum(1 for r in late if r['K'] < 0 and r['Kip'] < 0 and r['Kfix'] < 0))
        for r in sorted(late, key=lambda r: r['K'])[:3]:
            print(f"   t={r['t']} act={r['act']} hinge={r['hinge']:.3f} K={r['K']:.3e} Kip={r['Kip']:.3e} Kfix={r['Kfix']:.3e} res={r['rK']:.1e} |q1|={r['q1n']:.3f}")
        for r in sorted(late, key=lambda r: r['Q'])[:2]:
            print(f"   t={r['t']} act={r['act']} hinge={r['hinge']:.3f} Q={r['Q']:.3e} Qip={r['Qip']:.3e} Qfix={r['Qfix']:.3e} res={r['rQ']:.1e} K={r['K']:.3e}")
