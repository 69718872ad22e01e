"""Audit of Theorem 6.3.3 (6.11) (L1808-L1828) and Corollary 6.4.3 (6.20) (L1891-L1897) along alpha' -> 0.
Own torch model (ch6_model.py). Train to zero training loss under (6.9)-(6.10)-type sizes; then test prompts allowed by
Section 6.3.2 ('we only assume at least alpha'/2 fraction of context inputs contain the same IDR pattern as the
query', l_ts >= 1/alpha'), over all M1(M1-1) tasks of T (not only T_tr) with decisive queries:
  S1 ('opp'): one context with the query's pattern, the other l_ts - 1 with the task's other decisive pattern
      (labels by the task): alpha' = 2/l_ts, l_ts >= 1/alpha' = l_ts/2;
  S2 ('all'): every context shares the query's pattern: alpha' = 1.
Training-independent argument: the trained logits are finite, so as l_ts -> inf the S1 prompt's attention on its one
matching context (and on the query column) -> 0 and F -> a^T Relu(W_O W_V d) for the distractor token d; the S2
prompt of the other decisive query (same task, that pattern as query, all contexts = d-type) tends to the same
value with the opposite label, so hinge_S1 + hinge_S2 -> >= 2 for every trained model."""
import math, sys
import torch
sys.path.insert(0, "/work/audit/r11B/thesis")
import ch6_model as c


def test_prompts(g, M1, M2, beta, K, l, n, mode):
    dx = M1 + M2; D = dx + 1
    a = torch.randint(0, M1, (n,), generator=g)
    b = (a + 1 + torch.randint(0, M1 - 1, (n,), generator=g)) % M1       # any task (a, b) of T, a != b
    z = torch.where(torch.rand(n, generator=g) < 0.5, 1.0, -1.0).to(torch.float64)
    qp = torch.where(z > 0, a, b); op = torch.where(z > 0, b, a)
    cpat = (qp[:, None].expand(n, l).clone())
    if mode == "opp":
        cpat[:, 1:] = op[:, None]
    clab = torch.where(cpat == a[:, None], 1.0, -1.0).to(torch.float64)
    P = torch.zeros(n, l + 1, D, dtype=torch.float64)
    P.scatter_(2, torch.cat([cpat, qp[:, None]], 1)[..., None], beta)
    kk = torch.randint(0, M2, (n, l + 1), generator=g)
    kap = (2 * torch.rand(n, l + 1, generator=g, dtype=torch.float64) - 1) * K
    P.scatter_add_(2, (M1 + kk)[..., None], (kap * beta)[..., None])
    P[:, :l, dx] = clab
    return P, z, qp


def evaluate(res, M1, M2, beta, K, l, mode, n=600, seed=5):
    g = torch.Generator().manual_seed(seed)
    P, z, qp = test_prompts(g, M1, M2, beta, K, l, n, mode)
    with torch.no_grad():
        ws = res["ws"]
        F, _ = c.forward(ws, res["a"], P)
        q = P[:, -1, :] @ ws[0].T
        att = torch.softmax(torch.einsum("bld,ed,be->bl", P, ws[1], q), -1)
        same = (P[:, :-1, :M1].argmax(2) == qp[:, None])
        mass = (att[:, :-1] * same).sum(1)
    return float(torch.clamp(1 - z * F, min=0).mean()), float(1 - mass.mean()), float((z * F < 0).double().mean())


if __name__ == "__main__":
    cfgs = [dict(M1=4, M2=8, beta=1.5, alpha=0.8, K=0.3, l=14, B=30, m=100, delta=0.2, eta=1.0),
            dict(M1=6, M2=6, beta=1.0, alpha=0.8, K=0.5, l=18, B=60, m=150, delta=0.2, eta=1.0),
            dict(M1=4, M2=8, beta=1.5, alpha=0.8, K=0.3, l=14, B=120, m=100, delta=0.2, eta=1.0)]
    for cfg in cfgs:
        for seed in (0, 1):
            r = c.train(seed, **cfg)
            M1, M2, beta, K = cfg["M1"], cfg["M2"], cfg["beta"], cfg["K"]
            print(cfg, "seed", seed, "T", r["T"], "held-out (training-distribution) hinge",
                  round(c.heldout_hinge(r, seed, M1, M2, beta, cfg["alpha"], K, cfg["l"]), 4),
                  "m/(M1^2 logM1)", round(cfg["m"] / (M1**2 * math.log(M1)), 2), "B/(M1 logM1)",
                  round(cfg["B"] / (M1 * math.log(M1)), 2), "sqrt(log M1/B)", round(math.sqrt(math.log(M1) / cfg["B"]), 3))
            for lts in (10, 50, 200, 1000, 5000):
                h1, leak1, e1 = evaluate(r, M1, M2, beta, K, lts, "opp")
                h2, leak2, e2 = evaluate(r, M1, M2, beta, K, lts, "all")
                print(f"   l_ts={lts:5d}: S1 opp (alpha'={2/lts:.4f}) hinge {h1:.3f} err {e1:.3f} leakage {leak1:.3f};"
                      f" S2 all (alpha'=1) hinge {h2:.3f}; sum {h1+h2:.3f}")
