"""Audit thesis.ch3.eqB.184 (seed 003 L4755-L4757; (3.5)-(3.6) L821-L826; data L813-L818). Helper's graph plus two
isolated mu_2 nodes (label -1) so that D_2 is non-empty. Labels: mu_1 nodes +1, mu_2 nodes -1, node 0 +1,
pattern-3 leaves -1. Checks z_m and, for y_l = 1 nodes with Delta_l(z_m) > 0, |N_zm^l|/N <= |D_1 cap N_zm^l|/|D_1|."""
from collections import deque
from fractions import Fraction as Fr
edges = [(0, j) for j in range(1, 6)]
N = 14
pat = {0: 3, 1: 1, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 1, 8: 1, 9: 1, 10: 1, 11: 1, 12: 2, 13: 2}
lab = {n: (1 if pat[n] == 1 else -1 if pat[n] == 2 else None) for n in range(N)}
lab.update({0: 1, 2: -1, 3: -1, 4: -1, 5: -1, 6: 1})
adj = {v: set() for v in range(N)}
for a, b in edges:
    adj[a].add(b); adj[b].add(a)
def dist(s):
    d = {s: 0}; q = deque([s])
    while q:
        u = q.popleft()
        for w in adj[u]:
            if w not in d:
                d[w] = d[u] + 1; q.append(w)
    return d
D1 = {n for n in range(N) if pat[n] == 1}; D2 = {n for n in range(N) if pat[n] == 2}
Dl = {}
for n in range(N):
    d = dist(n); star, hsh = (D1, D2) if lab[n] == 1 else (D2, D1)
    Dl[n] = [sum(1 for v, dv in d.items() if dv == z and v in star) - sum(1 for v, dv in d.items() if dv == z and v in hsh) for z in (1, 2)]
tot = [sum(Dl[n][k] for n in range(N)) for k in (0, 1)]
zm = 1 + max((0, 1), key=lambda k: tot[k])
print("labels +1/-1 counts:", sum(1 for v in lab.values() if v == 1), sum(1 for v in lab.values() if v == -1), "; summed margins", tot, "z_m =", zm)
for n in range(N):
    if lab[n] == 1 and Dl[n][zm - 1] > 0:
        Nz = {v for v, dv in dist(n).items() if dv == zm}
        left = Fr(len(Nz), N); right = Fr(len(D1 & Nz), len(D1))
        print(f"node {n}: Delta(z_m) = {Dl[n][zm-1]}; |N_zm|/N = {left} vs |D_1 cap N_zm|/|D_1| = {right}: {'VIOL' if left > right else 'ok'}")
