import numpy as np, gt_sim as G, torch
A, pat, y, yt = G.make_graph(1200, 0.2, 0.1, seed=0, flip=0.0)
L = np.random.default_rng(0).permutation(1200)[:960]
for eta, T in ((0.2, 33), (0.2, 200)):
    p, _, smp = G.train(A, pat, y, L, B=29, T=T, m=710, eta=eta, seed=0)
    F = G.evaluate(p, L[:300], smp)
    print(eta, T, 'mean yF', np.mean(y[L[:300]] * F), 'hinge', np.mean(np.maximum(1 - y[L[:300]] * F, 0)), 'WO norm', p['WO'].norm().item(), 'b', p['b'].numpy()[:3])
