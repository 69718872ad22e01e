"""Audit B, thesis.ch7.eqF.61: (F.61) L9585 / Theorem 5(b) L2208-2211: if Condition 7.3.2 holds and
l_ts >= Omega((alpha' tau_o rho_o)^-2 log M) (7.22)/(F.60), then R_ICL = 0.
Instance of the claim: structured task, M' = 10, K = 3, step k: correct shift w.p. p_c, wrong shift(+1) w.p. 1-p_c,
alpha' = 0.8, M = 20 TRR patterns, l_ts = 150.  We compute B^f, tau_o (7.18), rho_o (7.13), the (7.22) requirement
at constant 1, and the error probability of the idealized ICL rule the proof uses ((F.55)-(F.56): attend to the
alpha' l_ts examples whose input has the query's TSR pattern, output the most frequent final label)."""
import numpy as np
from math import log, comb

Mp, K, M, ap = 10, 3, 20, 0.8
def B_row(pc):
    # final shift = sum of per-step shifts: k (correct) or k+1 (error)  -> extra = #errors
    return {e: comb(K, e) * pc**(K - e) * (1 - pc)**e for e in range(K + 1)}

def idealized_err(pc, l_ts, n_mc=200000, rng=np.random.default_rng(0)):
    n = int(np.ceil(ap * l_ts))
    row = B_row(pc); p = np.array([row[e] for e in range(K + 1)])
    cnt = rng.multinomial(n, p, size=n_mc)
    # error if some wrong label count >= correct count (ties counted as error: conservative)
    return float(np.mean(cnt[:, 1:].max(1) >= cnt[:, 0]))

for pc in (0.76, 0.8, 0.85, 0.9):
    row = B_row(pc)
    cond = row[0] > max(row[e] for e in range(1, K + 1))   # (7.21)
    tau_o = row[0]                                         # (7.18): max_j B_ij = correct (when cond holds)
    second = max(row[e] for e in range(1, K + 1))
    rho_o = 1 - second / row[0]                            # (7.13)
    req = (ap * tau_o * rho_o) ** -2 * log(M)              # (7.22) at constant 1
    print(f"p_c={pc}: Cond7.3.2={cond} tau_o={tau_o:.3f} rho_o={rho_o:.3f} (7.22)@C=1: l_ts>={req:.0f}")
    for l in (150, 300, 600, 1200):
        print(f"    l_ts={l:5d}: idealized ICL error prob per query = {idealized_err(pc, l):.2e}")
