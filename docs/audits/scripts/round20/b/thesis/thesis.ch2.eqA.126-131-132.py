# Auditor B, round 20: thesis.ch2.eqA.126-K, eqA.131, eqA.132 (own model, no repository code).
# Chapter 2 ViT (2.1), per-position a_(l), hinge, full-batch GD (Algorithm 3 with B = N); noise-free tokens x = e_a (tau = 0).
# The W_Q update of mu_1: Delta = -eta (dL/dW_Q) e_1 lies in span{W_K^(t) e_a, a = 1..M}; its coordinates
# c_a in that basis: K(t) = c_1 (q_1(t) = W_K^(t) mu_1), K_e(t) = c_2, gamma'_l = c_l (l >= 3).
import torch, numpy as np, sys, math
torch.set_num_threads(1)
def orth(n, rng):
    q, r = np.linalg.qr(rng.normal(size=(n, n))); return q*np.sign(np.diag(r))
def make_init(d, M, sigma, delta, rng):
    UV = orth(d, rng); UK = orth(d, rng); H = np.eye(d); H[2:, 2:] = orth(d-2, rng); UQ = UK @ H
    out = []
    for U, err in ((UV, sigma), (UK, delta), (UQ, delta)):
        for _ in range(1000):
            W = U + rng.normal(size=(d, d))*0.7*err/np.sqrt(d); W = W/max(1.0, np.linalg.norm(W, 2))
            if np.linalg.norm(W[:, :M] - U[:, :M], axis=0).max() <= err: break
        out.append(W)
    global UK_last; UK_last = UK
    return out

def run(S, seed, d=8, M=5, N=40, m=128, eta=0.5, sigma=0.1, delta=0.2, Tmax=5000, B=None):
    rng = np.random.default_rng(seed)
    WV, WK, WQ = make_init(d, M, sigma, delta, rng); U1 = UK_last[:, 0].copy()
    n1 = S//2; n2 = max(1, S//12)
    Xs, ys, pats = [], [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        pat = ([0]*n1 + [1]*n2) if y == 1 else ([1]*n1 + [0]*n2)
        pat = np.array(pat + list(rng.integers(2, M, S - n1 - n2))); rng.shuffle(pat)
        Xs.append(np.eye(d)[:, pat]); ys.append(y); pats.append(pat)
    X = torch.tensor(np.array(Xs)); y = torch.tensor(np.array(ys, float))
    WV, WK, WQ = [torch.tensor(w, requires_grad=True) for w in (WV, WK, WQ)]
    WO = torch.tensor(rng.normal(0, 1/np.sqrt(M), (m, d)), requires_grad=True)
    a = torch.tensor(rng.choice([-1, 1], (S, m))/np.sqrt(m))
    params = [WO, WV, WK, WQ]
    def F(Xb):
        K = torch.einsum('ed,nds->nes', WK, Xb); Q = torch.einsum('ed,ndl->nel', WQ, Xb)
        P = torch.softmax(torch.einsum('nes,nel->nsl', K, Q), dim=1)
        V = torch.einsum('ed,nds,nsl->nel', WV, Xb, P)
        H = torch.relu(torch.einsum('ie,nel->nil', WO, V))
        return torch.einsum('li,nil->n', a, H)/S
    rows = []
    global WKROWS; WKROWS = []
    for t in range(Tmax):
        hinge = torch.clamp(1 - y*F(X), min=0)
        if hinge.max().item() == 0: break
        if B is None: loss = hinge.mean()
        else: loss = hinge[torch.tensor(rng.choice(N, B, replace=False))].mean()
        for p_ in params: p_.grad = None
        loss.backward()
        with torch.no_grad():
            Delta = -eta*WQ.grad[:, 0].numpy()
            Kb = WK.detach().numpy()[:, :M]
            c, res, *_ = np.linalg.lstsq(Kb, Delta, rcond=None)
            resid = np.linalg.norm(Kb @ c - Delta)/max(np.linalg.norm(Delta), 1e-300)
            # (A.131)/(A.132) right sides at constant 1 (B = N; sum over the batch of K |S_l^n|/(|S^n| - |S_1^n|))
            frac_l = np.array([[np.sum(p == l)/(S - np.sum(p == 0)) for l in range(M)] for p in pats])  # per sample
            rhs = c[0]*frac_l.mean(0)
            DeltaK = -eta*WK.grad[:, 0].numpy(); Qb = WQ.detach().numpy()[:, :M]
            cK = np.linalg.lstsq(Qb, DeltaK, rcond=None)[0]
            residK = np.linalg.norm(Qb @ cK - DeltaK)/max(np.linalg.norm(DeltaK), 1e-300)
            WKROWS.append((t, cK.copy(), residK))
            rows.append((t, loss.item(), c.copy(), resid, rhs, hinge.max().item(), (hinge[y > 0] > 0).sum().item(), (hinge[y < 0] > 0).sum().item(), float(Delta @ U1), float(Delta @ WK.detach().numpy()[:, 0])/float(np.linalg.norm(WK.detach().numpy()[:, 0]))))
            for p_ in params: p_ -= eta*p_.grad
    return rows, t

fmt = lambda v: '[' + ', '.join('%.2e' % x for x in v) + ']'
if __name__ == '__main__' and 'busy' not in sys.argv and 'A130' not in sys.argv and 'A148' not in sys.argv:
    for S, seeds in ((12, (0, 1, 2, 3)), (48, (0, 1, 2)), (192, (0, 1))):
        for seed in seeds:
            rows, Ts = run(S, seed)
            K = np.array([r[2][0] for r in rows]); Ke = np.array([r[2][1] for r in rows]); g = np.array([r[2][2:] for r in rows])
            res = max(r[3] for r in rows)
            neg = np.where(K < 0)[0]
            late = [i for i in range(len(rows)) if i >= len(rows)//2]
            nlate = sum(K[i] < 0 for i in late)
            print(f'|S|={S} seed={seed}: T*={Ts}, max rel. residual of the span decomposition {res:.1e}; K(t) < 0 at {len(neg)} of {len(rows)} steps, '
                  f'{nlate} of the last {len(late)} (t >= T*/2); last 3 steps K = {np.array2string(K[-3:], precision=3)}')
            if len(neg):
                i = neg[-1]; t, L, c, _, rhs, hmax, npos, nneg = rows[i][:8]
                print(f'     latest K<0 step t={t} (mean hinge {L:.2e}, max {hmax:.3f}; active y=+1/-1 samples {npos}/{nneg}): K={c[0]:.3e}, K_e={c[1]:.3e}, gamma\'_3..5={np.array2string(c[2:], precision=3)}; '
                      f'(A.131)/(A.132) right sides at const 1: {fmt(rhs[1:])} (negative) vs |K_e|, |gamma\'| > 0')

if __name__ == '__main__' and 'busy' in sys.argv:
    # K(t) < 0 at steps where many samples are still active (not just the last straggler)
    for S, seed in ((12, 0), (12, 1), (12, 2), (12, 3), (48, 0), (48, 1)):
        rows, Ts = run(S, seed)
        busy = [(r[0], r[2][0], r[6] + r[7], r[1]) for r in rows if r[2][0] < 0 and r[6] + r[7] >= 5]
        alt = [r for r in rows if r[6] + r[7] >= 5 and r[0] >= len(rows)//2]
        print(f'   alt readings on busy late steps (t >= T*/2, >= 5 active): <Delta, q_1> < 0 at {sum(r[8] < 0 for r in alt)} of {len(alt)}; <Delta, W_K mu_1/|.|> < 0 at {sum(r[9] < 0 for r in alt)} of {len(alt)}')
        print(f'|S|={S} seed={seed}: K<0 steps with >= 5 active samples: {len(busy)}; ' + ', '.join(f't={t} K={k:.2e} active={a} hinge={h:.3f}' for t, k, a, h in busy[:6]))

if __name__ == '__main__' and 'A130' in sys.argv:
    # (A.130): right side > 0 whenever (1/4B) sum_n (|S_1|/|S|) p_n > sigma + tau; p_n >= |S_1|/|S| = 1/2 -> >= 1/16 > sigma = 0.01
    for S, seed, B in ((12, 0, None), (12, 1, None), (12, 2, None), (12, 3, None), (12, 2, 8), (12, 3, 8), (48, 0, None), (48, 1, None)):
        rows, Ts = run(S, seed, sigma=0.01, B=B)
        K = np.array([r[2][0] for r in rows])
        late = [r for r in rows if r[0] >= len(rows)//2 and r[2][0] < 0]
        busy = [r for r in late if r[6] + r[7] >= 5]
        ex = busy[0] if busy else (late[-1] if late else None)
        print(f'sigma=0.01 |S|={S} seed={seed} B={B or 40}: T*={Ts}; K<0 at {int((K < 0).sum())} of {len(K)} steps, {len(late)} with t >= T*/2, {len(busy)} of them with >= 5 active samples'
              + (f'; e.g. t={ex[0]} K={ex[2][0]:.2e} (mean hinge {ex[1]:.3f}, active {ex[6]}+{ex[7]})' if ex else ''))

if __name__ == '__main__' and 'A148' in sys.argv:
    # W_K update of mu_1 in the basis r_a(t) = W_Q^(t) mu_a: Q(t) = r_1 coordinate, Q_e = r_2 coordinate, gamma_l = r_l (l >= 3)
    for S, seed, sig in ((12, 3, 0.1), (48, 0, 0.1), (48, 1, 0.1), (12, 3, 0.01)):
        rows, Ts = run(S, seed, sigma=sig)
        kr = {r[0]: r for r in rows}
        bad = [(t, cK, res) for (t, cK, res) in WKROWS if cK[0] < 0 and t >= len(rows)//2 and kr[t][6] + kr[t][7] >= 5]
        maxdiff = max(abs(cK[0] - kr[t][2][0]) for (t, cK, res) in WKROWS)
        print(f'sigma={sig} |S|={S} seed={seed}: T*={Ts}; Q(t) < 0 at {sum(cK[0] < 0 for (t, cK, r) in WKROWS)} of {len(WKROWS)} steps, {len(bad)} late and busy; '
              f'max |Q(t) - K(t)| = {maxdiff:.1e}, max residual {max(r for (_, _, r) in WKROWS):.1e}')
        for (t, cK, res) in bad[:2]:
            fr = np.array([[np.sum(p == l)/(S - np.sum(p == 0)) for l in range(M)] for p in [None]]) if False else None
            print(f'    t={t}: Q={cK[0]:.3e} (mean hinge {kr[t][1]:.3f}); r_2 coord (Q_e part) = {cK[1]:.3e}; gamma_3..5 = ' + ', '.join(f'{v:.2e}' for v in cK[2:])
                  + f'; (A.149)/(A.150) right sides at const 1 = Q x fraction < 0')
