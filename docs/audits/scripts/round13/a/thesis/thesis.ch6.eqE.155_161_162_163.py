"""Audit A, r13: thesis Lemma E.4.5's proof (App. E.5.5), signed own entries of the batch gradients at t0 + 1:
 (E.155) L8741-L8745: (mu_q^T,0^T) eta (1/B) sum_n dl/dW_Q|_{t0+1} (x_query^T,0^T)^T >~ eta (1/M1) sum_{b<=t0} zeta_b delta gamma_b beta^4
 (E.162) L8783-L8786: (mu_q^T,0^T) eta (1/B) sum_n dl/dW_K|_{t0+1} (x_e^T,0^T)^T     >~ eta (1/M1) sum_b zeta_b delta gamma_b beta^2
 (E.163) L8790-L8794: (mu_q^T,0^T) eta (1/B) sum_n dl/dW_K|_{t0+1} p_q               >~ eta (1/M1) sum_b zeta_b delta gamma_b beta^2
 (E.161) L8774-L8779: |label columns of the W_K gradient applied to q| <= sqrt(log B / B) (mu_j;0)^T G_K (mu_j;0)
'with high probability'. The right sides of (E.155)/(E.162)/(E.163) are > 0 when zeta_b > 0 (Definition E.4.4's i
'found' with a positive Relu argument; the proof needs zeta_T >~ 1, L8179); with the literal min over all neurons
zeta_b < 0 (reported). Own model: icl_common.py (from the seed text). Batches balanced over IDR patterns (Subroutine 2),
so the batch event (E.146) holds in every batch."""
import math, statistics, sys
import torch
import icl_common as I

def one(cfg, t0, seed):
    r = I.Run(seed=seed, **cfg)
    zs, zall, gs = [], [], []
    for t in range(t0 + 1):
        b = r.batch()
        z, za, g = r.zeta_gamma(b); zs.append(z); zall.append(za); gs.append(g)
        G = r.grads(b)
        r.step(G)
    b = r.batch()
    G = r.grads(b)
    M1 = r.M1
    qv = torch.cat([torch.zeros(r.dx), r.q])
    own_Q = [float(I.left(r, q) @ G["WQ"] @ r.vec(q)) for q in range(M1)]
    own_K0 = [float(I.left(r, q) @ G["WK"] @ r.vec(q)) for q in range(M1)]
    own_Kp = [float(I.left(r, q) @ G["WK"] @ r.vec(q, y)) for q in range(M1) for y in (1.0, -1.0)]
    lab = float((G["WK"] @ qv).norm())                       # || G_K[:, label columns] q || (q placed in the label dims)
    diag = max(abs(x) for x in own_K0)
    rhs_sign = sum(z * g for z, g in zip(zs, gs))
    rhs_lit = sum(z * g for z, g in zip(zall, gs))
    return dict(Q=own_Q, K0=own_K0, Kp=own_Kp, r161=lab / diag, zg=rhs_sign, zg_lit=rhs_lit)

def report(cfg, t0, seeds, label):
    rows = [one(cfg, t0, s) for s in seeds]
    M1, B = cfg["M1"], cfg["B"]
    print(f"\n{label}: {cfg}, t0 = {t0}, {len(seeds)} runs")
    print(f"  hypotheses: m = {cfg['m']} >= M1^2 log M1 = {M1**2*math.log(M1):.1f}; B = {B} >= M1 log M1 = {M1*math.log(M1):.1f} "
          f"(balanced: (E.146) holds); l = {cfg['l']} >= max(log M1/alpha, 1/(beta^2 alpha)) = "
          f"{max(math.log(M1)/cfg['alpha'], 1/(cfg['beta']**2*cfg['alpha'])):.2f}; beta = {cfg['beta']}; delta = {cfg['delta']} in (0, 0.2]")
    zg = statistics.median(r["zg"] for r in rows); zgl = statistics.median(r["zg_lit"] for r in rows)
    print(f"  sum_b zeta_b gamma_b: median {zg:.3e} (positive-zeta reading; RHS > 0), literal min over all neurons: {zgl:.3e}")
    for key, name in (("Q", "(E.155) (mu_q;0) G_Q (mu_q;0)"), ("K0", "(E.162) (mu_q;0) G_K (mu_q;0)"),
                      ("Kp", "(E.163) (mu_q;0) G_K (mu_q;+-q)")):
        mins = [min(r[key]) for r in rows]; maxs = [max(r[key]) for r in rows]
        ent = [x for r in rows for x in r[key]]
        print(f"  {name}: runs with min < 0 (gradient sign): {sum(x < 0 for x in mins)}/{len(rows)}; runs with max > 0 "
              f"(update sign -G fails somewhere): {sum(x > 0 for x in maxs)}/{len(rows)}; entries <= 0: "
              f"{sum(x <= 0 for x in ent)/len(ent):.0%}; median min = {statistics.median(mins):.2e}, median of min(-G) = "
              f"{statistics.median(-x for x in maxs):.2e}")
    r161 = [r["r161"] for r in rows]
    print(f"  (E.161) ||G_K[:,label] q|| / max_j |(mu_j;0) G_K (mu_j;0)|: median {statistics.median(r161):.2f} "
          f"(min {min(r161):.2f}) vs sqrt(log B / B) = {math.sqrt(math.log(B)/B):.3f}")

base = dict(M1=3, M2=3, beta=1.0, alpha=1.0, delta=0.125, l=9, m=20, B=21, eta=1.0)
report(base, 1, range(40), "A (helper's shrunk instance, kappa drawn, K = 1/2)")
report({**base, "kappa_zero": True}, 1, range(40), "A' (kappa = 0)")
report(dict(M1=4, M2=4, beta=1.0, alpha=0.6, delta=0.05, l=19, m=45, B=36, eta=0.5), 5, range(24), "B (M1 = 4)")
report(dict(M1=5, M2=6, beta=2.0, alpha=0.8, delta=0.15, l=15, m=60, B=40, eta=0.5), 1, range(24), "C (M1 = 5, beta = 2)")
report({**base, "qnorm": 1.0, "B": 210}, 1, range(16), "D (B = 210)")
