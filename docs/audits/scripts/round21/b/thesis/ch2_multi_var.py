import sys; sys.argv=[sys.argv[0]]
import torch
from ch2_multi import analyse, per_token
from ch2_K_late import make
# (A.121) restricted readings at t=0: lucky & a_i>0 ; lucky & W_O(i)W_V mu1 > 0
for s in range(2):
    D = make(s, sigma=0.01); X, mu = D['X'], D['mu']; labs = torch.tensor(D['lab']); a = D['A'][0]
    params = [D['WO'], D['WV'], D['WK'], D['WQ']]
    att, Vs, Vl, Kt = per_token(params, X); q1 = D['WK'] @ mu[:, 0]
    kp = torch.einsum('k,nks->ns', q1, Kt); kb = torch.einsum('ns,nsl->nl', kp, att)
    Z = torch.einsum('nis,nsl,nsl->nil', Vs, att, kp[:, :, None] - kb[:, None, :])
    base = (labs == 0)[:, None, :].expand_as(Z) & (Vl > 0)
    p1 = (D['WO'] @ D['WV'] @ mu[:, 0])
    for name, msk in [('lucky', base), ('lucky&a>0', base & (a[None, :, None] > 0)), ('lucky&a>0&W_O p1>0', base & (a[None, :, None] > 0) & (p1[None, :, None] > 0)),
                      ('lucky&a>0&y=+1', base & (a[None, :, None] > 0) & (D['y'][:, None, None] > 0))]:
        print(f'seed {s} A.121 t=0 {name}: {int(msk.sum())} pairs, Z<0 frac {(Z[msk] < 0).double().mean():.2f}')
for kw in [dict(m=512), dict(eta=0.1), dict(eta=0.1, B=8)]:
    for s in range(4):
        o, D = analyse(s, 0.01, **kw); R = o['rows']; T = o['T']
        bad = [r for r in R if r['score'] < 0 and r['rhsA'] - 0.5 * r['rhsB'] > 0]
        late = R[-3] if len(R) > 3 else R[-1]
        print(kw, f"seed {s} T*={T}: A.194 t={late['t']} frac<0 {late['Uneg']:.2f} a<0&y=-1 {late['Uneg_Kmy']:.2f}; A.121 Z<0 at t=0 {R[0]['Zneg']}/{R[0]['Zn']};"
              f" A.140 pos {sum(r['g140']>0 for r in R)} neg {sum(r['g140']<0 for r in R)}; A.135 min logprod {min(r['logprod'] for r in R):.1e}; A.161 bad {len(bad)} minscore {min(r['score'] for r in R):.2e}",
              (f"t={bad[0]['t']} score={bad[0]['score']:.2e} A={bad[0]['rhsA']:.3f} B={bad[0]['rhsB']:.3f}" if bad else ''), flush=True)
