# summary counts for ch2_late.py runs (late window [T*/2, T*)); also checks Assumption 2.3.1 numerically
import sys, numpy as np, torch
from ch2_late import run, frac
seeds = [int(s) for s in sys.argv[1].split(',')]
kw = {}
for a in sys.argv[2:]:
    k, v = a.split('='); kw[k] = int(v) if k in ('L', 'n1', 'n2', 'N', 'B', 'm', 'Tmax', 'GD', 'verbose') else float(v)
for seed in seeds:
    rec, Tstar, counts = run(seed, **kw)
    if Tstar is None: print(f'seed {seed}: no T*'); continue
    late = [r for r in rec if r['t'] >= Tstar // 2]
    busy = [r for r in late if r['active_batch'] >= 5]
    c = dict(K_neg=0, A131=0, A132=0, A149=0, A150=0, A155=0, A144=0, A144_shift=0, A145=0, A151=0, A151_Qpos=0)
    best = {}
    Kall = {r['t']: r['A'][0, 0] for r in rec}
    for r in busy:
        At, Ct, t = r['A'], r['C'], r['t']; K_ = At[0, 0]; Q_ = Ct[0, 0]
        if K_ < 0:
            c['K_neg'] += 1
            if np.abs(At[0, 2:5]).max() > 1e-12: c['A131'] += 1
            if abs(At[0, 1]) > 1e-12: c['A132'] += 1
        if Q_ < 0:
            if np.abs(Ct[0, 2:5]).max() > 1e-12: c['A149'] += 1
            if abs(Ct[0, 1]) > 1e-12: c['A150'] += 1
            if np.abs(Ct[2:5, :2]).max() > 1e-12: c['A155'] += 1
        if K_ > 0 and At[2:5, 0].min() < 0:
            c['A144'] += 1
            rat = At[2:5, 0].min() / K_
            if rat < best.get('A144', (0,))[0]: best['A144'] = (rat, t, r['hinge'], r['active_batch'])
            if Kall.get(t - 1, -1) > 0: c['A144_shift'] += 1
        if At[1, 0] < 0:
            c['A145'] += 1
            rat = At[1, 0] / np.abs(At[1]).max()
            if rat < best.get('A145', (0,))[0]: best['A145'] = (rat, t, r['hinge'], r['active_batch'])
        if Ct[1, 1] < 0:
            c['A151'] += 1
            if Q_ > 0: c['A151_Qpos'] += 1
            rat = Ct[1, 1] / np.abs(Ct[1]).max()
            if rat < best.get('A151', (0,))[0]: best['A151'] = (rat, t, r['hinge'], r['active_batch'])
    print(f'seed {seed} {kw}: T*={Tstar}, late busy steps (>=5 active in batch) {len(busy)} of {len(late)}; counts {c}; '
          f'most negative normalised: ' + ', '.join(f'{k}: {v[0]:.2f} at t={v[1]} (hinge {v[2]:.3f}, {v[3]} active)' for k, v in best.items()), flush=True)
