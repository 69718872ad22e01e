"""Audit thesis.ch3.eqB.200 (seed 003 L4837-L4847; Definition 3.4.1 (3.5)-(3.6) L821-L826; Assumption 3.4.2 L828).
Helper's graph; all labels +1, so D_* = pattern-1 nodes, D_# = pattern-2 nodes (none). BFS distances."""
from collections import deque
edges = [(0, 1), (0, 2), (0, 3), (1, 4), (5, 6), (6, 7), (6, 8), (6, 9), (6, 10)]
Nn = 11; adj = {v: set() for v in range(Nn)}
for a, b in edges:
    adj[a].add(b); adj[b].add(a)
star = {1, 2, 3, 4, 7, 8, 9, 10}; hash_ = set()
Z = 3  # z in [Z-1] = {1, 2}


def dist(s):
    d = {s: 0}; q = deque([s])
    while q:
        u = q.popleft()
        for w in adj[u]:
            if w not in d:
                d[w] = d[u] + 1; q.append(w)
    return d


Delta = {}
for n in range(Nn):
    d = dist(n)
    Delta[n] = [sum(1 for v, dv in d.items() if dv == z and v in star) - sum(1 for v, dv in d.items() if dv == z and v in hash_)
                for z in (1, 2)]
avg = [sum(Delta[n][k] for n in range(Nn)) / Nn for k in (0, 1)]
zm = 1 + max((0, 1), key=lambda k: avg[k])
print("Delta_n(z=1,2):", Delta); print("average:", avg, "z_m =", zm)
bad = [n for n in range(Nn) if Delta[n][zm - 1] > 0 and any(Delta[n][zm - 1] - Delta[n][z - 1] < 0 for z in (1, 2))]
print("nodes with Delta_n(z_m) > 0 (in V_d) whose margin peaks elsewhere:", bad,
      {n: Delta[n][zm - 1] - Delta[n][0 if zm == 2 else 1] for n in bad})
print("sum over all nodes of Delta_n(z_m) - Delta_n(z):", [sum(Delta[n][zm - 1] - Delta[n][z - 1] for n in range(Nn)) for z in (1, 2)])
