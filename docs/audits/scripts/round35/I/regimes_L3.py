"""Referee I round 35: regime map (L=2) and L=3 readings for Cor. 4.4.1 (iv)/(v).
Uses only cor441_lambda.py (own script)."""
import numpy as np, itertools, sys
sys.path.insert(0, __file__.rsplit('/', 1)[0])
from cor441_lambda import group_consts, funcs, direction, NAMES, mk_W, rho

FIVE = ['B', 'v', 'Ew', 'E', 'El']
lg = np.linspace(0.01, 0.99, 99)
print('=== L=2 regime map, W*=I, K=2, mu_j = m*(1,1)/sqrt2 for both groups; group l = smaller s (case iv).')
print('    entry: which of the five fail the printed direction (v-row mirror gives identical result)')
svals = [0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 8]
W = np.eye(2)
cache = {}
def gc1(m, s):
    if (m, s) not in cache:
        mu = m * np.ones(2) / np.sqrt(2)
        cache[(m, s)] = group_consts(W, [mu], [s])[0]
    return cache[(m, s)]
for m in [0.0, 0.3, 1.0, 3.0]:
    print(f'-- m = ||mu|| = {m}')
    for a, b in itertools.combinations(svals, 2):  # a<b, l = a (min)
        gc = [gc1(m, a), gc1(m, b)]
        F = funcs(np.stack([lg, 1 - lg], 1), gc, 0)
        fails = [k for k in FIVE if direction(F[k]) != 'dec']
        print(f'  s_l={a:<5} s_j={b:<5} fails: {",".join(fails) if fails else "none (all five OK)"}'
              + ('' if not fails else '   [' + ' '.join(f'{k}:{direction(F[k])}' for k in fails) + ']'))

print('\n=== key numbers, L=2, W*=I, K=2, m=0, s_l=0.5 (min), s_j=3: values at lambda_l = 0.9, 0.5, 0.1')
gc = [gc1(0.0, 0.5), gc1(0.0, 3)]
lam = np.array([[0.9, 0.1], [0.5, 0.5], [0.1, 0.9]])
F = funcs(lam, gc, 0)
for k in FIVE + ['B89', 'B82']:
    print(f'  {k:4}: ' + '  '.join(f'{x:.4e}' for x in F[k]))
print('  (v column = -q; v itself = 1 - K^-2 * const * q)')
print('  rho_l, rho_j =', gc[0]['rho'], gc[1]['rho'], '  s^2 rho:', gc[0]['g'], gc[1]['g'])

print('\n=== key numbers, L=2, W*=I, K=2, m=1, s_l=3 (min), s_j=5: lambda_l = 0.9, 0.5, 0.1')
gc = [gc1(1.0, 3), gc1(1.0, 5)]
F = funcs(lam, gc, 0)
for k in FIVE:
    print(f'  {k:4}: ' + '  '.join(f'{x:.4e}' for x in F[k]))

print('\n=== L=3 readings (K=3, W*=I and random well-conditioned, equal-norm means along (1,1,1)/sqrt3)')
rng = np.random.default_rng(7)
def lam_paths(kind, n=81):
    t = np.linspace(0.01, 0.79, n)
    if kind == 'prop55':  return t, np.stack([t, (1 - t) * 0.5, (1 - t) * 0.5], 1)
    if kind == 'prop37':  return t, np.stack([t, (1 - t) * 0.3, (1 - t) * 0.7], 1)
    if kind == 'absorb1': return t, np.stack([t, 0.8 - t + 0.0, 0.2 * np.ones_like(t)], 1)  # group 2 absorbs (lam3=0.2)
    if kind == 'absorb2': return t, np.stack([t, 0.2 * np.ones_like(t), 0.8 - t], 1)        # group 3 absorbs
    if kind == 'unnorm':  return t, np.stack([t, 0.3 * np.ones_like(t), 0.3 * np.ones_like(t)], 1)
for Wk in ['I', 'R']:
    W3 = mk_W(3, Wk, rng)
    for m in [0.0, 1.0]:
        mu = m * np.ones(3) / np.sqrt(3)
        for trip in [(0.5, 1, 3), (1, 3, 5), (3, 4, 5), (2, 3, 5), (5, 3, 1), (5, 1, 0.5), (5, 4, 3)]:
            gc = group_consts(W3, [mu] * 3, list(trip))
            case = 'iv' if trip[0] < min(trip[1:]) else 'v'
            want = 'dec' if case == 'iv' else 'inc'
            for kind in ['prop55', 'prop37', 'absorb1', 'absorb2', 'unnorm']:
                t, lams = lam_paths(kind)
                F = funcs(lams, gc, 0)
                fails = [f'{k}:{direction(F[k])}' for k in FIVE if direction(F[k]) != want]
                print(f'  W={Wk} m={m} s={trip} case={case} path={kind:8} fails: {" ".join(fails) if fails else "none"}')
