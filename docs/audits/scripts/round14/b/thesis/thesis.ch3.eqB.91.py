"""(B.91) L4273-L4280 at t = 0: <W_O(i)^(1), p_1> - <W_O(i)^(0), p_1> >~ (eta/(aB)) sum_n (p_n(0)(1 - 2 eps_0) - sigma)
(the t-sums empty) for a lucky neuron i (W_n(0) of (B.4): W_O(i)^(0) V_n(0) > 0 for a mu_1 node n; a_i > 0 as the
W/U split by the sign of a_i is used). Own model of (3.1) (graph, labels by distance-1 majority of mu_1 vs mu_2,
Assumption 3.4.2 with z_m = 1; one-hot patterns; W_V = W_K = W_Q = [I;0] so sigma = 0 and p_j = e_j; a = sqrt(m)),
full batch B = N at t = 0 (every hinge active since F ~ 0): increment = eta (1/B) sum_n y_n a_i 1[W_O(i) V_n > 0] V_n . p_1.
With sigma = 0 and eps_0 < 1/2 the right side is > 0, so a negative increment refutes the bound for any constant."""
import sys, math, numpy as np
sys.path.insert(0, '/work/audit/r14B/thesis')
import importlib.util
spec = importlib.util.spec_from_file_location("g3", "/work/audit/r14B/thesis/thesis.ch3.eqB.103-104.py"); g3 = importlib.util.module_from_spec(spec); spec.loader.exec_module(g3)

def run(N, M, deg, gamma, xi, eta, seed, mfac=1.0):
    rng = np.random.default_rng(seed)
    pat, y, D = g3.graph(N, deg, gamma, M, rng)
    if LABEL_BY_PATTERN:                      # mu_1 nodes +1, mu_2 nodes -1 (Sec. 3.4.2), others by majority
        y = np.where(pat == 0, 1.0, np.where(pat == 1, -1.0, y))
    m = math.ceil(mfac * M * M * math.log(N)); mb = M + 2
    WO = xi * rng.normal(size=(m, mb)); a = rng.choice([1, -1], m) / math.sqrt(m)
    X = np.eye(M)[pat]; mask = D <= 2
    att = np.where(mask, 1.0, 0.0); att /= att.sum(1, keepdims=True)   # b^(0) = 0; W_K^T W_Q = I gives x_s.x_n
    g = X @ X.T; att = np.where(mask, np.exp(g), 0.0); att /= att.sum(1, keepdims=True)
    xbar = att @ X; V = np.zeros((N, mb)); V[:, :M] = xbar                 # V_n(0) = W_V xbar_n
    pre = V @ WO.T; F = np.maximum(pre, 0) @ a
    act = (y * F < 1).astype(float)               # hinge indicator (the actual SGD step)
    lucky = (a > 0) & ((pre > 0) & (pat == 0)[:, None]).any(0)
    inc = eta * (((y * act)[:, None] * a[None, :] * (pre > 0)) * V[:, [0]]).sum(0) / N    # V_n . p_1, p_1 = e_1
    on1 = ((pre > 0) & (pat == 0)[:, None]).sum(0)
    # eps_0 at z_m = 1 (Assumption 3.4.2), p_n(0) with sigma = 0, ||q_1||^2 = 1: softmax mass on class-relevant nodes
    star = np.where(y > 0, 0, 1)
    rel = np.array([(att[n] * (pat == star[n])).sum() for n in range(N)])
    nb1 = [(D[n] == 1) for n in range(N)]
    delta = np.array([np.sum((pat == star[n]) & nb1[n]) - np.sum((pat == 1 - star[n]) & nb1[n]) for n in range(N)])
    eps0 = float(np.mean(delta <= 0))
    rhs = eta / (math.sqrt(m) * N) * np.sum(rel * (1 - 2 * eps0))
    li = inc[lucky]
    print(f"N={N} M={M} deg={deg} gamma_d={gamma} xi={xi} eta={eta} seed={seed} m={m}: eps_0={eps0:.3f}, hinge-active {act.mean():.2f}, lucky={int(lucky.sum())}, "
          f"negative increments={int((li < 0).sum())} (min {li.min():+.2e}, median {np.median(li):+.2e}), right side (c=1) {rhs:+.2e}; "
          f"mu_1 nodes {int((pat==0).sum())}, the worst neuron active on {int(on1[lucky][li.argmin()])} of them; "
          f"neurons active on > half the mu_1 nodes: min increment {inc[lucky & (on1 > (pat==0).sum()/2)].min() if (lucky & (on1 > (pat==0).sum()/2)).any() else float('nan'):+.2e}")

LABEL_BY_PATTERN = False
for seed in range(4):
    run(400, 3, 4, 0.5, 1.0, 0.1, seed)
run(1000, 4, 4, 0.5, 1.0, 0.1, 0)
run(1000, 4, 6, 0.6, 0.01, 1.0, 1)
for LABEL_BY_PATTERN in (True,):
  print("--- labels: mu_1 -> +1, mu_2 -> -1, others by distance-1 majority")
  for seed in range(1, 9):
    run(400, 3, 4, 0.5, 0.01, 1.0, seed)
  run(1000, 4, 4, 0.5, 0.01, 1.0, 0)
print("--- reading 'active on most mu_1 nodes' probe: more seeds, xi = 0.01 (every hinge active)")
for seed in range(1, 9):
    run(400, 3, 4, 0.5, 0.01, 1.0, seed)
