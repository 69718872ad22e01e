"""Connected variant of b186_187.py: bridge edges between the cliques (one edge per pair of consecutive cliques, between
non-l nodes), so every SPD is finite; recompute z_m, eps0, L840 and the gaps at node l."""
from fractions import Fraction as Fr
import b186_187 as b
def bridge(adj, pairs):
    for u, v in pairs: adj[u].append(v); adj[v].append(u)
    return adj
for k in [20, 64]:
    adj, pat, y, l = b.family186(k)
    R0, A0, A1, B0 = 2, 2 + k, 2 + 2 * k - 1, 2 + 2 * k
    adj = bridge(adj, [(R0, A0), (A1, B0)])
    r = b.analyse(adj, pat, y); V = set(adj); Nl = r['Nz'](l, r['zm'])
    D = {i: {u for u in V if pat[u] == i} for i in (1, 2, 3)}
    rs = b.ratio(D[1], Nl, V); base = Fr(len(V - Nl), len(Nl))
    print(f"B.186 connected k={k}: z_m={r['zm']} Dbar={ {z: round(float(v), 2) for z, v in r['Dbar'].items()} } eps0={float(r['eps0']):.3f} "
          f"min|N_zm|/N={float(r['minNzm_over_N']):.3f} gamma_d={float(r['gamma_d']):.3f} Delta_l={r['Delta'](l, r['zm'])}: gap {float(rs - base):+.3f}")
    adj, pat, y, l = b.family187(k)
    P1a, c, C1a, C1b, C2a, C2b, C3a = 1, 2 * k + 2, 2 * k + 3, 3 * k + 2, 3 * k + 3, 4 * k + 2, 4 * k + 3
    adj = bridge(adj, [(c, C1a), (C1b, C2a), (C2b, C3a)])
    r = b.analyse(adj, pat, y); V = set(adj); Nl = r['Nz'](l, r['zm'])
    D = {i: {u for u in V if pat[u] == i} for i in (1, 2, 3)}
    r3, rh = b.ratio(D[3], Nl, V), b.ratio(D[2], Nl, V)
    print(f"B.187 connected k={k}: z_m={r['zm']} Dbar={ {z: round(float(v), 2) for z, v in r['Dbar'].items()} } eps0={float(r['eps0']):.3f} "
          f"min|N_zm|/N={float(r['minNzm_over_N']):.3f} gamma_d={float(r['gamma_d']):.3f} label gap={r['label_gap']} Delta_l={r['Delta'](l, r['zm'])}: gap {float(r3 - rh):+.3f}")
