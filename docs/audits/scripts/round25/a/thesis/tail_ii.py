# reading (ii) (B2 present, as in (5.4)): distribution over initialisations of the ratio, fixed m
import numpy as np, importlib.util
spec = importlib.util.spec_from_file_location('m', 'thesis.ch5.lemmaD.2.13-D.97-Astar.py'); M = importlib.util.module_from_spec(spec); spec.loader.exec_module(M)
m = 64; ninit = 3000
ps = [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6]
R = np.zeros((ninit, len(ps)))
for s in range(ninit):
    S = M.setup(m, seed=10000 + s); r = np.random.default_rng(50000 + s)
    Vh = r.standard_normal((m, m)); Vh /= np.linalg.norm(Vh)
    for k, p in enumerate(ps):
        R[s, k] = M.Lrate(p, S, Vh, variant='ii', nrho=2, seed=s)[2]
for k, p in enumerate(ps):
    x = R[:, k]
    print(f"p={p:.0e}: median {np.median(x):.3g}  q99 {np.quantile(x,0.99):.3g}  max {x.max():.3g}  "
          f"P(ratio>0.01) {np.mean(x>0.01):.4f}  P(>1) {np.mean(x>1):.4f}  P(>p^-1/100) {np.mean(x>0.01/p):.4f}", flush=True)
