# companion of thesis.ch6.eqE.54.py: train for a FIXED T (no early stop) and check (E.54) at W^(T)
import importlib.util, sys, math
sp = importlib.util.spec_from_file_location("e", "/work/audit/r16B/thesis/thesis.ch6.eqE.54.py")
m = importlib.util.module_from_spec(sp); sp.loader.exec_module(m)
base = 1 / 0.9 * 4 * 0.8 ** (-2 / 3) * 2.0 ** (-2 / 3) * math.sqrt(math.log(4))  # (6.10) without its constant
for delta, seed, T in [(0.015, 0, 1500), (0.015, 0, 4000), (0.015, 3, 4000), (0.2, 0, 2716), (0.2, 1, 4000)]:
    R = m.train(delta=delta, seed=seed, Tmax=T, fixed=True)
    if R["T"] < T:
        print("stopped early", R["T"])
    w = m.check(R)
    print(f"delta={delta} seed={seed} T={R['T']} ((6.10) constant {R['T'] / base:.0f}): fresh-batch loss {R['test_loss']:.4f}; "
          f"same-pattern [{w[2]:.3f}, {w[3]:.3f}] other {w[4]:.3f} crossing {w[0][0]}; L/(S_max/M1) = "
          f"{w[4] / (w[3] / 4) if w[3] > 0 else float('nan'):.3f}", flush=True)
