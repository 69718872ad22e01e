"""Audit thesis.ch3.eqB.18 (seed 003 L3971-L3975): for unlucky i and lucky j in W_l(0), ||W_O(i)^(t) z_l(t)|| <=
sigma ||W_O(j)^(t)||. At t = 0 (and, by continuity, t = 1 with small eta): W_O rows N(0, xi^2 I/m_a) (L4282),
m_a >= 3 (2 <= M < m_a, L813); lucky sets W = {W_O(i) V_1 > 0}, U = {W_O(i) V_2 > 0}, unlucky = neither;
z = sigma u, ||z|| <= sigma, u a fixed unit vector. Ratio max_{unlucky i}|W_O(i) z| / (sigma min_{lucky j} ||W_O(j)||)."""
import numpy as np
rng = np.random.default_rng(3)
for ma in [3, 20]:
    for m in [8, 64, 4096]:
        ratios = []
        for _ in range(41):
            WO = rng.normal(size=(m, ma)) / np.sqrt(ma)
            V1, V2, u = (rng.normal(size=ma) for _ in range(3)); u /= np.linalg.norm(u)
            lucky = WO @ V1 > 0; unl = ~lucky & ~(WO @ V2 > 0)
            if unl.sum() == 0 or lucky.sum() == 0:
                continue
            ratios.append(np.abs(WO[unl] @ u).max() / np.linalg.norm(WO[lucky], axis=1).min())
        r = np.array(ratios)
        print(f"m_a={ma} m={m}: median ratio {np.median(r):.2f}, fraction of draws violating (ratio > 1): {np.mean(r > 1):.2f} ({len(r)} draws)")
