"""Audit thesis.ch3.gradB.166: seed 003 L4657 (last line of (B.166)). f(b) = sum_s v_s softmax(g + U b)_s; compare the
exact gradient (mpmath finite differences, 30 digits) with the printed form (bias index s inside the r-softmax)."""
import mpmath as mp
mp.mp.dps = 30
g = [mp.mpf('0.3'), mp.mpf('-0.2'), mp.mpf('0.5')]; U = [[1, 0], [0, 1], [0, 1]]; b0 = [mp.mpf('0.7'), mp.mpf('-0.4')]
v = [mp.mpf(1), mp.mpf(-2), mp.mpf('0.5')]
def logits(b): return [g[s] + U[s][0] * b[0] + U[s][1] * b[1] for s in range(3)]
def f(b):
    e = [mp.e ** x for x in logits(b)]; Z = sum(e); return sum(v[s] * e[s] / Z for s in range(3))
grad = [mp.diff(lambda x: f([x, b0[1]]), b0[0]), mp.diff(lambda x: f([b0[0], x]), b0[1])]
L = logits(b0); e = [mp.e ** x for x in L]; Z = sum(e); p = [x / Z for x in e]
centred = [sum(v[s] * p[s] * (U[s][k] - sum(p[r] * U[r][k] for r in range(3))) for s in range(3)) for k in range(2)]
def pp(r, s):  # printed: exp(x_r W x_l + u_(s,l)^T b) / sum_r' exp(x_r' W x_l + u_(r',l)^T b)
    return mp.e ** (g[r] + U[s][0] * b0[0] + U[s][1] * b0[1]) / Z
printed = [sum(v[s] * p[s] * (U[s][k] - sum(pp(r, s) * U[r][k] for r in range(3))) for s in range(3)) for k in range(2)]
print("exact grad   ", [mp.nstr(x, 10) for x in grad])
print("centred u_(r)", [mp.nstr(x, 10) for x in centred])
print("printed u_(s)", [mp.nstr(x, 10) for x in printed])
