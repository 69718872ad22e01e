import numpy as np, importlib.util
spec = importlib.util.spec_from_file_location('m', 'thesis.ch5.lemmaD.2.13-D.97-Astar.py'); M = importlib.util.module_from_spec(spec); spec.loader.exec_module(M)
m = 16; S = M.setup(m, seed=m); r = np.random.default_rng(100 + m)
Vh = r.standard_normal((m, m)); Vh /= np.linalg.norm(Vh)
S1 = dict(S); S1['C'] = S['C'][:, :1]
for var, p in (('lit', 1e-1), ('lit', 1e-3), ('iii', 1e-2), ('ii', 1.0)):
    lhs, rhs, rat = M.Lrate(p, S1, Vh, variant=var, nrho=16)
    for eta in (1e-4, 1e-6):
        mc = M.mc_check(p, S1, Vh, var, eta=eta, nsamp=200000)
        print(f"{var} p={p:g} eta={eta:g}: formula lhs/eta={lhs:.4g}  MC E|f-g|/eta={mc:.4g}  rhs/eta={rhs:.4g}", flush=True)
