# continuation of ch3_eps_S.py: eps_S closer to 1/2 with larger core neighbourhoods (k = 100, 200)
import sys, numpy as np
sys_model = sys.argv[1]; sys.argv = sys.argv[:1]
from ch3_eps_S import gadget, train
for k, kc in [(100, 49), (200, 99)]:
    eps = kc / k; G = gadget(k, kc)
    res = [train(G, sys_model, seed=s) for s in range(2)]
    s0 = res[0][1]; need = np.sqrt(2) * (1 - 0.05 / G['h']) / (1 - 2 * eps)
    lb = max(0.0, (0.5 * np.log(need) - np.log(s0 / 2)) / np.log(1.2))
    print(f'{sys_model} eps_S = {eps:.3f} (k = {k}, k_c = {kc}), gamma_d = {G["gamma_d"]:.2f}, hub fraction {G["h"]:.2f}: T* = {[r[0] for r in res]}; analytic lower bound {lb:.1f}', flush=True)
