# diagnostic companion of thesis.ch7.theorem4-pc.py: small-noise test and per-pattern attention masses (T = 800)
import importlib.util, sys, numpy as np, torch
spec = importlib.util.spec_from_file_location('c7', '/work/audit/r20b/thesis/thesis.ch7.theorem4-pc.py')
c7 = importlib.util.module_from_spec(spec); sys.argv = ['x']; spec.loader.exec_module(c7)
W = c7.train(T=800)
for p_c in (0.52, 0.55, 0.6):
    print(f'p_c={p_c}: error with noise 1e-3: {c7.test(W, p_c, noise=1e-3, n_noise=2):.3f}; noise 0.2, 64 draws per type: {c7.test(W, p_c, noise=0.2, n_noise=64, n_tasks=5):.3f}', flush=True)
