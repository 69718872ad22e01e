import numpy as np, time, gt_sim as G
t0=time.time()
A, pat, y, yt = G.make_graph(1200, 0.6, 0.0, seed=1)
print('graph', time.time()-t0, A.nnz/1200)
Dm = G.margins(A, pat, y); print('Delta bar z=1..3', Dm.mean(0)[1:], 'frac Delta_n(2)>0', (Dm[:,2]>0).mean(), time.time()-t0)
L = np.random.default_rng(0).permutation(1200)[:960]
p, h, s = G.train(A, pat, y, L, B=40, T=24, m=200, eta=0.1, record=True)
print('b', p['b'].numpy(), time.time()-t0)
