import importlib.util
spec = importlib.util.spec_from_file_location("m", "/work/audit/r10B/thesis/thesis.ch7.eqF.116.py"); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
for (M, K, alpha, l_tr, B, eta, t) in [(3, 2, 0.7, 32, 64, 0.9, 20), (3, 2, 0.7, 32, 64, 0.9, 50), (4, 3, 0.6, 32, 64, 0.9, 20),
                                      (6, 2, 0.5, 32, 128, 0.5, 10), (3, 2, 0.9, 32, 64, 0.9, 3), (5, 2, 0.3, 40, 128, 0.9, 3)]:
    for seed in (0, 1):
        W, eG, p = m.state(M, K, alpha, l_tr, B, eta, 1e-3, t, seed, n_ev=4096)
        r = m.rhs(p, alpha, K, M, eta); f1 = m.least_form(eG, M, K, True); f2 = m.least_form(eG, M, K, False)
        print(f"M={M} K={K} alpha={alpha} l_tr={l_tr} B={B} eta={eta} t={t} seed={seed}: mean p_n={p.mean():.3f} lower side={r:+.4f} | p~'Gp~={f1[0]:+.4f} {'BELOW' if f1[0] < r else 'ok'} | p~'Gp={f2[0]:+.4f} {'BELOW' if f2[0] < r else 'ok'}", flush=True)
