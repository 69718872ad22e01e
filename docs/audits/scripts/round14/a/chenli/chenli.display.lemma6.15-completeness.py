"""Audit r14 A: chenli L2130 (proof of Lemma 6.15):
  ||alpha X W^ - Y_1|| <= (5/2) sqrt(m/lambda') (xi F/2 + 2k e^{-beta F}) <= eps sqrt(lambda')/2,
'by the completeness guarantee in Lemma 6.3 and (103)'. W^ meets (60) for the section's fixed eps:
  ||Delta||_F <= c eps/sqrt(log(k/delta*)) min_i ||W_i||_F,  Delta = W^ - sum W_i.
Own construction: W_i with zero row l and zero column l', Theta_i with zero row/column l (so neither the logits nor
X W_i see X[:, l]); Delta = t e_l e_{l'}^T. Then for every alpha' in the simplex
  ||alpha' X W^ - Y_1||^2 = ||sum_i (alpha' - v_i) X W_i||^2 + t^2 (alpha' . X[:, l])^2,
so >= t^2 when X[:, l] is constant (= 1) over the rows: Step 9's test (< eps sqrt(lambda')/2) fails if t >= that.
Part 1: explicit small matrices (mechanics). Part 2: sizes at the paper's parameters (all hypotheses checked)."""
import math
import numpy as np
from scipy.optimize import minimize

rng = np.random.default_rng(3)

def softmax(z):
    z = z - z.max(); e = np.exp(z); return e / e.sum()

def part1(k=4, d=40, m=2, eps=0.1, c=0.5, logkd=5.0):
    l, lp = 0, 1
    Th = [rng.normal(size=(d, d)) * 0.4 for _ in range(m)]
    W = [rng.normal(size=(d, d)) for _ in range(m)]
    for i in range(m):
        Th[i][l, :] = 0; Th[i][:, l] = 0
        W[i][l, :] = 0; W[i][:, lp] = 0
        W[i] /= np.linalg.norm(W[i])                   # ||W_i||_F = 1 (Assumption 10, lambda' <= 1)
    t = c * eps / math.sqrt(logkd) * min(np.linalg.norm(Wi) for Wi in W)   # (60) at its edge
    Delta = np.zeros((d, d)); Delta[l, lp] = t
    What = sum(W) + Delta
    X = rng.choice([-1.0, 1.0], size=(k, d)); X[:, l] = 1.0
    # Proposition 6.1's event: sup over the simplex of ||alpha X Delta|| = t max_j |X_jl| = t <= eps/4 min ||W_i||
    p61 = max(np.linalg.norm(X[j] @ Delta) for j in range(k))
    V = [softmax(X[0] @ Th[i] @ X.T) for i in range(m)]
    Y1 = sum(V[i] @ X @ W[i] for i in range(m))
    f = lambda a: np.linalg.norm(a @ X @ What - Y1)
    # minimise over the simplex (softmax parametrisation, several starts) and at alpha = average pattern
    best = min(minimize(lambda z: f(softmax(z)), rng.normal(size=k), method="Nelder-Mead",
                        options={"maxiter": 20000, "xatol": 1e-10, "fatol": 1e-14}).fun for _ in range(6))
    a_avg = sum(V) / m
    print(f"k={k} d={d} m={m} eps={eps}: t = ||Delta||_F = {t:.5f}; Prop 6.1 sup = {p61:.5f} <= eps/4 = {eps/4:.5f}: {p61 <= eps/4 + 1e-15}")
    print(f"  ||alpha X W^ - Y_1|| at alpha = mean pattern: {f(a_avg):.5f}; min over the simplex ~ {best:.6f} >= t: {best >= t - 1e-9}")
    if m == 1:
        print(f"  m = 1, alpha = v_1 (delta_1 = 0, so the printed (5/2)sqrt(m/lambda') eta may be as small as one likes): value = {f(V[0]):.6f} = t")

def part2(ld, lam=0.5, m=1, k=3, c7=1.0, c8=3.0, eps=1e-3, c60=0.1, r_pos=1.0, delta=0.25):
    """log-sizes. r_Theta at position r_pos in (8)'s window (factor 10 at both ends, log scale); lambda' = 1/r_Theta;
    F = 10 log(kd/sqrt(lambda')) (Assumption 6); beta F = log(20 k sqrt(m)/(eps lambda')) ((103)'s second term at
    half budget; Algorithm 1 line 2 has beta F = Theta(log(k/(eps sqrt lambda')))); xi = eps lambda'/(20 sqrt(m) F)
    ((103)'s first term at half budget); delta* from (106) with constants 1."""
    kappa = c7 * lam**6.5 / (m**6.5 * ld**2)
    lo = c8 * math.log(ld + math.log(m * k)) - math.log(kappa * lam) + math.log(10)
    hi = ld / 4 - math.log(10)
    lr = lo + r_pos * (hi - lo)
    llp = -lr                                                  # log lambda'
    F = 10 * (math.log(k) + ld - 0.5 * llp)
    bF = math.log(20 * k * math.sqrt(m) / eps) - llp
    beta = bF / F
    lxi = math.log(eps) + llp - math.log(20 * math.sqrt(m) * F)   # log xi
    R = math.log(k) + beta**2                                   # log(k e^{beta^2})
    # hypotheses
    h = {}
    h["(8) window"] = lo <= hi
    h["(68) xi << k^{-1/lam} e^{-beta^2/lam} (x10)"] = lxi <= -R / lam - math.log(10)
    h["(69) xi >> R^{1/lam}/e^{lam/(m kappa)} (x10)"] = lxi >= R / lam - lam / (m * kappa) + math.log(10)
    h["xi << 1/F (x10)"] = lxi + math.log(F) <= -math.log(10)
    h["beta << min(d, F) (x10)"] = 10 * beta <= F
    eta_terms = (math.exp(lxi) * F / 2, 2 * k * math.exp(-bF))
    l_eta = math.log(sum(eta_terms))
    h["(103)"] = 0.5 * (math.log(m) - llp) + l_eta <= math.log(eps / 5) + 0.5 * llp
    h["Ass.6 log(kd/sqrt lam') << F <= (kd)^m"] = True
    h["Ass.10 lambda' <= 1/r_Theta"] = True
    h["Ass.9 r_W >> m^3 k log d (W_i generic, rank ~ d)"] = True
    # delta* of (106), constants 1: O(xi)^m (k e^{beta^2})^{-m/lam} (d^2 log(dF/eps*) + log(1/delta))^{-1} delta
    eps_star = max(10 * eps, m * (R / lam - lxi) * (0.5 + 1 / lam) * math.exp(lxi) * F)
    l_dstar = m * lxi - m * R / lam - (2 * ld + math.log(ld + math.log(F / eps_star))) + math.log(delta)
    L = math.log(k) - l_dstar                                  # log(k/delta*)
    h["Prop 6.1 (t <= eps/4 min||W||)"] = c60 / math.sqrt(L) <= 0.25
    t = c60 * eps / math.sqrt(L)                               # (60) at its edge, min ||W_i||_F = ||W_1||_F = 1 (m = 1)
    printed = 2.5 * math.sqrt(m) * math.exp(-0.5 * llp + l_eta)
    step9 = eps * math.exp(0.5 * llp) / 2
    print(f"log d={ld} r_pos={r_pos}: log r_Theta={lr:.1f}, log lambda'={llp:.1f}, F={F:.0f}, log(1/xi)={-lxi:.1f}, "
          f"log(k/delta*)={L:.0f}; t={t:.3e}, printed (5/2)sqrt(m/lam')eta={printed:.3e}, eps sqrt(lam')/2={step9:.3e};"
          f" t/step9 = e^{math.log(t/step9):.1f}; hyps all ok: {all(h.values())} {'' if all(h.values()) else h}")
    return t, printed, step9

if __name__ == "__main__":
    part1(m=1); part1(m=2); part1(k=6, d=60, m=3)
    for ld in (300, 600, 1000):
        for rp in (0.0, 0.5, 1.0):
            part2(ld, r_pos=rp)
    part2(600, c60=1e-6, r_pos=0.0); part2(600, lam=0.9, k=10, c7=0.1, r_pos=0.0); part2(300, eps=1e-8, r_pos=0.0)
