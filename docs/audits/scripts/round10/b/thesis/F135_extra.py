import importlib.util, sys
spec = importlib.util.spec_from_file_location("m", "/work/audit/r10B/thesis/thesis.ch7.eqF.135_139_143.py"); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
for (M, K, alpha, cl, cB, eta) in [(4, 2, 0.5, 4, 64, 0.5), (4, 2, 0.5, 8, 256, 0.5), (4, 2, 0.5, 16, 256, 0.5), (16, 2, 0.5, 1, 1, 0.5), (16, 2, 0.5, 4, 4, 0.5)]:
    for seed in (0, 1):
        l_tr, Bsz, out, pend = m.run(M, K, alpha, cl, cB, eta, T=40, seed=seed)
        print(f"M={M} K={K} alpha={alpha} l_tr={l_tr} B={Bsz} seed={seed} p_end={pend:.3f}: " + "  ".join(f"{k}: {v[0]:.2f}, {v[1]}/{v[2]}" for k, v in out.items()), flush=True)
