# Auditor B r21: (A.121) lucky-neuron q1-term sign, (A.140) grad W_Q mu_3 . q1(t), (A.135) ||q1(t)|| vs ||q1(0)||,
# (A.161) score(mu1 key, mu3 query), (A.194) U_{l,n}(0) neurons' W_O V sign. Own model (ch2_K_late.make / F).
import sys; sys.argv=[sys.argv[0]]
import torch, numpy as np
from ch2_K_late import make, F, coeffs
torch.set_default_dtype(torch.float64)

def per_token(params, X):
    WO, WV, WK, WQ = params
    K = torch.einsum('kd,nds->nks', WK, X); Qv = torch.einsum('kd,nds->nks', WQ, X)
    att = torch.softmax(torch.einsum('nks,nkl->nsl', K, Qv), dim=1)
    Vs = torch.einsum('iv,vd,nds->nis', WO, WV, X)          # W_O(i) W_V x_s
    Vl = torch.einsum('nis,nsl->nil', Vs, att)               # W_O(i) V_l
    return att, Vs, Vl, K

def analyse(seed, sigma, eta=0.5, B=None, Tmax=3000, delta_rhs=0.5, **kw):
    D = make(seed, sigma=sigma, **kw); X, y, A, mu, lab = D['X'], D['y'], D['A'], D['mu'], D['lab']
    N, S = X.shape[0], X.shape[2]; B = B or N; a = A[0]
    labs = torch.tensor(lab)
    params = [D['WO'].clone(), D['WV'].clone(), D['WK'].clone(), D['WQ'].clone()]
    att0, Vs0, Vl0, _ = per_token(params, X)
    lucky = Vl0 > 0                                          # (A.8)/(A.9): W_O(i)^(0) V_{l,n}(0) > 0  [n, i, l]
    g = torch.Generator().manual_seed(1000 + seed)
    out = dict(T=None, rows=[])
    q10 = (params[2] @ mu[:, 0]).norm().item()
    logprod = 0.0; sumK = 0.0
    for t in range(Tmax):
        with torch.no_grad(): full = torch.clamp(1 - y * F(params, X, A), min=0)
        if full.max() == 0: out['T'] = t; break
        att, Vs, Vl, Kt = per_token(params, X)
        WK = params[2]; q1 = WK @ mu[:, 0]
        # (A.121) Z_i for i lucky for mu1 query l (l in S_1^n), j in S_1^g (x_l^T x_j = 1)
        kproj = torch.einsum('k,nks->ns', q1, Kt)            # q1^T W_K x_s
        kbar = torch.einsum('ns,nsl->nl', kproj, att)
        Z = torch.einsum('nis,nsl,nsl->nil', Vs, att, kproj[:, :, None] - kbar[:, None, :])
        m1 = (labs == 0)[:, None, :].expand_as(Z) & lucky
        Zl = Z[m1]; normZ = Z[(labs == 0)[:, None, :].expand_as(Z)].abs().max()
        # (A.194) U_{l,n}(0): mu2 tokens, W_O(i)^(0)V>0 ; track sign/mean now
        m2 = (labs == 1)[:, None, :].expand_as(Vl) & lucky
        U_now = Vl[m2]
        m2neg = m2 & (a[None, :, None] < 0)                   # reading U subset K_-
        m2negy = m2neg & (y[:, None, None] < 0)               # ... and only label-relevant mu2 tokens (y = -1)
        # step
        idx = torch.randint(0, N, (B,), generator=g)
        ps = [p.clone().requires_grad_(True) for p in params]
        loss = torch.clamp(1 - y[idx] * F(ps, X[idx], A), min=0).mean()
        grads = torch.autograd.grad(loss, ps)
        new = [p - eta * gr for p, gr in zip(params, grads)]
        gQ3 = (grads[1 + 2] @ mu[:, 2])                        # dLoss/dW_Q x_j for mu_3 query
        g140 = (eta * gQ3 @ q1).item(); cos140 = g140 / (eta * gQ3.norm() * q1.norm() + 1e-300).item()
        cK, _ = coeffs((new[3] - params[3]) @ mu[:, 0], WK @ mu)
        Kt_ = cK[0].item()
        # (A.161): score after the step, key mu1, query mu3 ; rhs = (1+Q)*sum_{b<t}|K(b)| ||q1(b)|| - delta ||q1(t)||
        score = ((new[2] @ mu[:, 0]) @ (new[3] @ mu[:, 2])).item()
        rhsA = (1 + Kt_) * sumK; rhsB = q1.norm().item()
        act = int((full > 0).sum())
        out['rows'].append(dict(t=t, act=act, hinge=full.mean().item(), K=Kt_, g140=g140, cos140=cos140,
            Zmin=(Zl.min() / normZ).item() if Zl.numel() else 0, Zneg=int((Zl < 0).sum()), Zn=Zl.numel(),
            Umean=U_now.mean().item(), Use=(U_now.std() / np.sqrt(U_now.numel())).item(), Uneg=(U_now < 0).double().mean().item(),
            Uneg_Km=(Vl[m2neg] < 0).double().mean().item(), Uneg_Kmy=(Vl[m2negy] < 0).double().mean().item(),
            logprod=logprod, q1n=q1.norm().item(), q10=q10, score=score, rhsA=rhsA, rhsB=rhsB))
        logprod += 0.5 * np.log1p(Kt_); sumK += abs(Kt_) * q1.norm().item()
        params = new
    return out, D

if __name__ == '__main__':
    import json
    for sigma in (0.01, 0.1):
        for s in range(4):
            o, D = analyse(s, sigma)
            R = o['rows']; T = o['T']
            r0 = R[0]
            print(f"sigma={sigma} seed {s}: T*={T} sigma_meas={D['eV'].max():.3f}")
            print(f"  A.121 t=0: lucky mu1 pairs {r0['Zn']}, Z<0: {r0['Zneg']}, min Z/max|Z| {r0['Zmin']:.2f}; over run: steps with some Z<0 {sum(r['Zneg']>0 for r in R)}/{len(R)}")
            pos = [r for r in R if r['g140'] > 0]; neg = [r for r in R if r['g140'] < 0]
            print(f"  A.140 <eta grad_WQ mu3, q1>: >0 at {len(pos)}, <0 at {len(neg)} steps; min cos {min(r['cos140'] for r in R):.3f} max cos {max(r['cos140'] for r in R):.3f}",
                  'first neg t', neg[0]['t'] if neg else None, 'first pos t', pos[0]['t'] if pos else None)
            lp = min(R, key=lambda r: r['logprod']); qn = min(R, key=lambda r: r['q1n'])
            print(f"  A.135: min sum log(1+K)/2 = {lp['logprod']:.2e} at t={lp['t']}; min ||W_K mu1|| {qn['q1n']:.4f} (t={qn['t']}) vs init {qn['q10']:.4f}")
            bad = [r for r in R if r['score'] < 0 and r['rhsA'] - 0.5 * r['rhsB'] > 0]
            print(f"  A.161: steps score<0 with rhs(delta=.5)>0: {len(bad)}; min score {min(r['score'] for r in R):.3e}",
                  (f"e.g. t={bad[0]['t']} score={bad[0]['score']:.2e} A={bad[0]['rhsA']:.3f} B={bad[0]['rhsB']:.3f}" if bad else ''))
            for tt in (0, T//2 if T else 30, max(0, (T or 60) - 2)):
                r = R[min(tt, len(R)-1)]
                print(f"  A.194 t={r['t']}: mean W_O V over U-triples {r['Umean']:.3f} (se {r['Use']:.3f}); frac<0 {r['Uneg']:.2f}; a<0 subset {r['Uneg_Km']:.2f}; a<0 & y=-1 {r['Uneg_Kmy']:.2f}")
            print(flush=True)
