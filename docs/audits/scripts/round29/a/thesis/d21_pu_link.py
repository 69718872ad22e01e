# Auditor A r29: thesis (D.21) link sqrt(p_u p_i) Psi(n,i) <= sqrt(p_i) Psi(n,i). Own numpy, no repo imports.
import numpy as np
def clique_graph(sizes):
    edges = []; off = 0; grp_nodes = []
    for s in sizes:
        nodes = list(range(off, off + s))
        edges += [(a, b) for a in nodes for b in nodes if a < b]
        grp_nodes.append(nodes); off += s
    n = off; Adj = np.zeros((n, n))
    for a, b in edges: Adj[a, b] = Adj[b, a] = 1
    At = Adj + np.eye(n)                     # self-connections
    deg = At.sum(1)                          # degree incl. self-loop
    A = At/np.sqrt(np.outer(deg, deg))       # normalised adjacency D^-1/2 (Adj+I) D^-1/2
    return A, deg
def run(sizes_g1, sizes_g2, p, c2, verbose=True):
    A, deg = clique_graph(sizes_g1 + sizes_g2)
    # degree groups: group l = nodes of equal degree, ordered by degree (group L = largest degree)
    ds = sorted(set(deg)); L = len(ds)
    groups = [np.where(deg == dv)[0] for dv in ds]
    dl = np.array(ds); Nl = np.array([len(g) for g in groups])
    S = (dl*Nl).sum()
    psi = np.sqrt(dl[-1]*dl)*Nl/S                                   # (5.9)
    cap16 = c2/(L**2*psi**2)                                         # (D.16)
    def Psi(dn, i): return np.sqrt(dn/dl[i])*dl[i]*Nl[i]/S           # (D.7)
    cap22 = (c2/(L*np.array([Psi(dl[-1], i) for i in range(L)])))**2 # (D.22) squared
    assert all(p[l] >= 0 for l in range(L))
    assert all(p[l] <= cap16[l] for l in range(L)), (p, cap16)
    assert all(p[l] <= cap22[l] for l in range(L)), (p, cap22)
    grp_of = np.zeros(len(deg), int)
    for l, g in enumerate(groups): grp_of[g] = l
    Pstar = np.diag(np.sqrt(np.array(p)[grp_of]))
    Astar = Pstar @ A @ Pstar                                         # (D.14)-(D.15)
    worst = 0
    for u in range(L):
        for i in range(L):
            n = groups[u][0]
            lhs = np.sqrt(p[u]*p[i])*Psi(deg[n], i); rhs = np.sqrt(p[i])*Psi(deg[n], i)
            exact = np.sqrt(p[u]*p[i])*A[n, groups[i]].sum()
            if verbose: print(f"  u={u+1} i={i+1}: exact sum_(j in N_i) sqrt(p_u p_i) A_nj={exact:.5f}; sqrt(p_u p_i)Psi={lhs:.5f}  vs  sqrt(p_i)Psi={rhs:.5f}  ratio={lhs/rhs if rhs>0 else float('nan'):.4f}")
            if rhs > 0: worst = max(worst, lhs/rhs)
    if verbose:
        print(f"  L={L} d={dl} |N|={Nl} sum d|N|={S} psi={psi} caps (D.16) p*<={cap16}, (D.22) p*<={cap22}")
        print(f"  ||A*||_inf (max row sum) = {np.abs(Astar).sum(1).max():.4f}")
    return worst, cap16, Astar
print("Helper instance: one 2-clique (d=2), ten 10-cliques (d=10), c2=1, p*=(100, 0.25)")
w, cap, _ = run([2], [10]*10, [100, 0.25], 1.0)
print("worst link ratio", w)
print("\nsmall p_u*: p*=(0.5, 0.25) (link holds):")
run([2], [10]*10, [0.5, 0.25], 1.0)
print("\nL=1: one group (three 4-cliques), psi_1 = 1, c2 = 4 allows p* = 4")
run([], [4]*3, [4.0], 4.0)
print("\nDownstream (c2 = 1 fixed, p_1* at (D.16)'s cap, group 2 = M ten-cliques): ||A*||_inf and the link ratio")
for M in [1, 5, 10, 20]:
    A, deg = clique_graph([2] + [10]*M)
    _, cap, _ = run([2], [10]*M, [1.0, 0.01], 1.0, verbose=False)
    p = [cap[0]*(1-1e-12), min(0.25, cap[1])]
    w, cap, Astar = run([2], [10]*M, p, 1.0, verbose=False)
    print(f"  M={M}: cap p_1*={cap[0]:.1f}, link ratio sqrt(p_1*)={w:.2f}, ||A*||_inf={np.abs(Astar).sum(1).max():.1f}")
