"""Audit of thesis.ch6.eqE.6, eqE.7, eqE.10, eqE.11 (seed 003 L8005-L8019, Lemma E.4.5). Own model: ch6_lemmaE45_model.py.
Instance (Lemma E.4.5's hypotheses, Theorem 6.3.3's family): M1 = 3, M2 = 4 (= O(M1)), beta = 1, alpha = 1, K = 1/2, delta = 0.2,
eta = 1, m = 50 (>= M1^2 log M1 = 9.9), B = 21 (>= M1 log M1 = 3.3; each IDR pattern 7 times), l = l_tr = 27 (>= log M1/alpha,
1/(beta^2 alpha)); cyclic T_tr (Condition 6.3.2). 16 independent runs (seeds 0..15), 64 SGD steps.
(E.6): (mu_j;0)^T eta S (x_query;0) >~ eta (1/M1) sum_{b<=t0} zeta_b delta gamma_b beta^4 > 0, x_query = mu_j, S = sum_{b<=t0} batch
gradients of W_Q; literal ('|_{t=t0}': all batches b <= t0 at W^(t0)) and 'at W^(b)' (each step's own gradient); and the update
reading (-S). Fails for every c > 0 when the left side <= 0 while the right side > 0.
(E.10): (mu_j;0)^T eta G_K^(t0+1) p_q >~ same, p_q = (mu_j; +-q).
(E.7)/(E.11): partner ratio |(mu_l;0) S (mu_j;0)| / |(mu_j;0) S (mu_j;0)|, l = j +- 1 (forms a task with mu_j in T_tr), against
e^{-Theta((eta t0/M1)^2)}: median over runs."""
import importlib.util, math, statistics
import numpy as np

spec = importlib.util.spec_from_file_location("ch6", "/work/audit/r17A/thesis/ch6_lemmaE45_model.py")
ch6 = importlib.util.module_from_spec(spec); spec.loader.exec_module(ch6)
M1, M2, beta, eta, delta = 3, 4, 1.0, 1.0, 0.2
dx = M1 + M2
T0S = (1, 2, 4, 8, 16, 32, 62)
runs = [ch6.run(s, M1=M1, M2=M2, beta=beta, eta=eta, delta=delta, B=21, literal_at=T0S) for s in range(16)]

def wilson_lower(k, n, z=1.96):
    p = k / n
    return (p + z*z/(2*n) - z*math.sqrt(p*(1-p)/n + z*z/(4*n*n))) / (1 + z*z/n)

print("rhs eta (1/M1) sum_b zeta_b delta gamma_b beta^4 > 0 on every run and t0:",
      all((r["zeta"][:t0+1] * r["gamma"][:t0+1]).sum() > 0 for r in runs for t0 in T0S))
print("(E.6) failure share (least own entry over j <= 0), Wilson lower 95% vs 1/M1 = 0.333:")
for t0 in T0S:
    res = {}
    for name in ("literal", "at W^(b)", "update"):
        k = 0
        for r in runs:
            S = (r["LQ"][t0] + r["GQ"][t0]) if name == "literal" else r["GQ"][:t0+1].sum(0)
            if name == "update": S = -S
            if min(eta * beta * beta * S[j, j] for j in range(M1)) <= 0: k += 1
        res[name] = f"{k}/16 (W-lower {wilson_lower(k, 16):.2f})"
    print(f"  t0={t0:2d}: " + "; ".join(f"{n}: {v}" for n, v in res.items()))
print("(E.10) failure share (least (mu_j;0) eta G_K^(t0+1) (mu_j; +-q) <= 0):")
for t0 in T0S:
    out = []
    for sgn, name in ((1, "as printed"), (-1, "update")):
        k = sum(1 for r in runs if min(sgn * eta * beta * (beta * r["GK"][t0+1][j, j] + y * r["GK"][t0+1][j, dx])
                                       for j in range(M1) for y in (1.0, -1.0)) <= 0)
        out.append(f"{name}: {k}/16 (W-lower {wilson_lower(k, 16):.2f})")
    print(f"  t0={t0:2d}: " + "; ".join(out))
print("(E.7) median partner ratio (literal S over b <= t0-1 at W^(t0); and at W^(b)) vs e^{-(eta t0/M1)^2}:")
for t0 in T0S:
    lit, atb = [], []
    for r in runs:
        S1 = r["LQ"][t0]; S2 = r["GQ"][:t0].sum(0)
        lit.append(max(abs(S1[l, j]) / abs(S1[j, j]) for j in range(M1) for l in ((j+1) % M1, (j-1) % M1)))
        atb.append(max(abs(S2[l, j]) / abs(S2[j, j]) for j in range(M1) for l in ((j+1) % M1, (j-1) % M1)))
    sh = math.exp(-(eta * t0 / M1)**2)
    print(f"  t0={t0:2d}: literal median {statistics.median(lit):.3g}, at W^(b) median {statistics.median(atb):.3g}, "
          f"shape {sh:.3g}, median/shape {statistics.median(lit)/sh:.3g}")
print("(E.11) median partner ratio of the single-batch W_K gradient at t0 applied to p_q = (mu_j; +-q):")
for t0 in T0S:
    rs = []
    for r in runs:
        G = r["GK"][t0]
        rs.append(max(abs(beta*G[l, j] + y*G[l, dx]) / abs(beta*G[j, j] + y*G[j, dx])
                      for j in range(M1) for y in (1.0, -1.0) for l in ((j+1) % M1, (j-1) % M1)))
    sh = math.exp(-(eta * t0 / M1)**2)
    print(f"  t0={t0:2d}: median {statistics.median(rs):.3g} (least run {min(rs):.3g}), shape {sh:.3g}, median/shape {statistics.median(rs)/sh:.3g}")
