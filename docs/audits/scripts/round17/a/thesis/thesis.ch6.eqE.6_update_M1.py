"""(E.6) under the update-sign reading (-sum_b grad = (W_Q^(t0+1) - W_Q^(0))/eta), larger M1: failure share of
min_j (mu_j;0)^T (update) (mu_j;0) <= 0 at t0 = 1, 2, 4 (each step's own gradient), against 1/M1. Own model ch6_lemmaE45_model.py."""
import importlib.util, math
spec = importlib.util.spec_from_file_location("ch6", "/work/audit/r17A/thesis/ch6_lemmaE45_model.py")
ch6 = importlib.util.module_from_spec(spec); spec.loader.exec_module(ch6)

def wl(k, n, z=1.96):
    p = k / n
    return (p + z*z/(2*n) - z*math.sqrt(p*(1-p)/n + z*z/(4*n*n))) / (1 + z*z/n)

for (M1, M2, m, B, l) in ((4, 8, 80, 24, 27), (6, 6, 150, 30, 27)):
    runs = [ch6.run(100 + s, M1=M1, M2=M2, beta=1.0, alpha=1.0, delta=0.2, eta=1.0, m=m, B=B, l=l, T=5) for s in range(32)]
    for t0 in (1, 2, 4):
        k_up = sum(1 for r in runs if min(-r["GQ"][:t0+1].sum(0)[j, j] for j in range(M1)) <= 0)
        k_pr = sum(1 for r in runs if min(r["GQ"][:t0+1].sum(0)[j, j] for j in range(M1)) <= 0)
        print(f"M1={M1} M2={M2} m={m} (M1^2 log M1={M1*M1*math.log(M1):.0f}) B={B} (M1 log M1={M1*math.log(M1):.1f}) t0={t0}: "
              f"update reading fails {k_up}/32 (Wilson lower {wl(k_up,32):.2f}), as printed {k_pr}/32 (lower {wl(k_pr,32):.2f}); 1/M1={1/M1:.3f}", flush=True)
