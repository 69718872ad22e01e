import sys; sys.argv=[sys.argv[0]]
from ch2_multi import analyse
o, D = analyse(12, 0.1, eta=0.1, B=8, S=8, n_rel=3, N=20, m=64, Tmax=4000)
R = o['rows']; bad = [r for r in R if r['score'] < 0 and r['rhsA'] - 0.5 * r['rhsB'] > 0]
# needed constant: LHS >= A - c*B  <=>  c >= (A - LHS)/B
need = max(bad, key=lambda r: (r['rhsA'] - r['score']) / r['rhsB'])
print('bad steps', len(bad), 'range t', bad[0]['t'], bad[-1]['t'], 'T*', o['T'])
print('max needed c (LHS >= A - c ||q1||):', (need['rhsA'] - need['score']) / need['rhsB'], 'at t', need['t'], need['score'], need['rhsA'], need['rhsB'])
