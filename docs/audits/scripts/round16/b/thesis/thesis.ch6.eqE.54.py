# Auditor B, round 16. thesis (E.54), L8185 (proof of Theorem 6.3.3 (b)): for the trained W_K^(T), W_Q^(T), any context
# p_l with a different IDR pattern than the query and p_s sharing it:
#   (W_K p_l)^T (W_Q p_query) <~ (1/M1) (W_K p_s)^T (W_Q p_query).
# Own torch implementation of Chapter 6's model (6.2), hinge loss (6.3), SGD (Sec. 6.2.3 init), data (6.6), tasks
# (Def. 6.3.1) with the cyclic T_tr of Condition 6.3.2, training prompts (alpha/2 on each decisive pattern).
import math
import sys
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def train(M1=4, M2=8, beta=2.0, alpha=0.8, K=0.5, m=80, B=48, ltr=18, eta=0.9, delta=0.015, seed=0, Tmax=4000, fixed=False):
    g = torch.Generator().manual_seed(seed)
    dx, dy = M1 + M2, 1
    D = dx + dy
    WV = torch.eye(D) * delta
    WQ = torch.zeros(D, D); WQ[:dx, :dx] = torch.eye(dx) * delta
    WK = WQ.clone()
    WO = torch.randn(m, D, generator=g) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / m
    for W in (WV, WQ, WK, WO):
        W.requires_grad_(True)
    tasks = [(i, (i + 1) % M1) for i in range(M1)]  # task i: mu_i -> +1, mu_{i+1} -> -1 (Condition 6.3.2)

    def token(j, k, kap, y):
        p = torch.zeros(D); p[j] = beta; p[M1 + k] = kap * beta; p[dx] = y
        return p

    def batch(Bn):
        """Vectorised: task index, query pattern, labels (random for non-decisive patterns), contexts."""
        ti = torch.randint(0, M1, (Bn,), generator=g)
        ta, tb = ti, (ti + 1) % M1
        # the query's IDR is a decisive pattern of its task (labels +-1 equally); (6.11)'s O(eps) loss needs it
        zq = (torch.randint(0, 2, (Bn,), generator=g) * 2 - 1).double()
        jq = torch.where(zq > 0, ta, tb)
        probs = torch.full((Bn, M1), (1 - alpha) / (M1 - 2))
        probs[torch.arange(Bn), ta] = alpha / 2; probs[torch.arange(Bn), tb] = alpha / 2
        jc = torch.multinomial(probs, ltr, replacement=True, generator=g)  # (Bn, ltr)

        def lab(j):
            r = (torch.randint(0, 2, j.shape, generator=g) * 2 - 1).double()
            return torch.where(j == ta[:, None] if j.dim() == 2 else j == ta, 1.0,
                               torch.where(j == tb[:, None] if j.dim() == 2 else j == tb, -1.0, r))
        z = lab(jq)
        yc = lab(jc)
        J = torch.cat([jc, jq[:, None]], 1)  # (Bn, ltr+1)
        Kk = torch.randint(0, M2, (Bn, ltr + 1), generator=g)
        kap = torch.rand(Bn, ltr + 1, generator=g) * 2 * K - K
        P = torch.zeros(Bn, D, ltr + 1)
        bi = torch.arange(Bn)[:, None].expand(Bn, ltr + 1); ci = torch.arange(ltr + 1)[None, :].expand(Bn, ltr + 1)
        P[bi, J, ci] = beta
        P[bi, M1 + Kk, ci] = kap * beta
        P[:, dx, :ltr] = yc
        return P, z

    def F(P):
        q = WQ @ P[:, :, -1:]  # (n, D, 1)
        sc = (WK @ P[:, :, :-1]).transpose(1, 2) @ q  # (n, l, 1)
        att = torch.softmax(sc[:, :, 0], 1)
        h = (WV @ P[:, :, :-1]) @ att[:, :, None]  # (n, D, 1)
        return torch.relu(WO @ h)[:, :, 0] @ a

    streak, ema = 0, 1.0
    for t in range(1, Tmax + 1):
        P, Z = batch(B)
        loss = torch.clamp(1 - Z * F(P), min=0).mean()
        for W in (WV, WQ, WK, WO):
            W.grad = None
        loss.backward()
        with torch.no_grad():
            for W in (WV, WQ, WK, WO):
                W -= eta * W.grad
        ema = 0.9 * ema + 0.1 * float(loss.detach())
        streak = streak + 1 if float(loss.detach()) == 0.0 else 0
        if ema < 0.02 and t > 10 and not fixed:
            break
    with torch.no_grad():
        P, Z = batch(400)
        test = float(torch.clamp(1 - Z * F(P), min=0).mean())
    return dict(WQ=WQ.detach(), WK=WK.detach(), T=t, streak=streak, test_loss=test, token=token, dx=dx)


def check(R, M1=4, M2=8, K=0.5):
    WQ, WK, token = R["WQ"], R["WK"], R["token"]
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    worst = None
    for (ta, tb) in tasks:
        for jq, z in ((ta, 1.0), (tb, -1.0)):
            for k2 in range(M2):
                for kap2 in (-K, K):
                    q = WQ @ token(jq, k2, kap2, 0.0)
                    same = [float((WK @ token(jq, k, kap, z)) @ q) for k in range(M2) for kap in (-K, K)]
                    diff = [float((WK @ token(j, k, kap, (-z if j in (ta, tb) else y))) @ q) for j in range(M1) if j != jq
                            for y in (1.0, -1.0) for k in range(M2) for kap in (-K, K)]
                    S_min, S_max, L = min(same), max(same), max(diff)
                    key = (L > 0 >= S_max, L - S_max / M1)
                    if worst is None or key > worst[0]:
                        worst = (key, (ta, tb, jq, z, k2, kap2), S_min, S_max, L)
    return worst


if __name__ == "__main__":
    runs = [(0.015, s) for s in range(4)] + [(0.2, 0), (0.2, 1)]
    for delta, seed in runs:
        R = train(delta=delta, seed=seed)
        w = check(R)
        print(f"delta={delta} seed={seed}: T={R['T']} zero-loss streak={R['streak']} (EMA<0.02 stop) fresh-batch loss={R['test_loss']:.4f}; "
              f"worst query (task, j_q, z, k', kappa')={w[1]}: same-pattern scores [{w[2]:.3f}, {w[3]:.3f}], "
              f"largest other-pattern {w[4]:.3f}; sign crossing (L > 0 >= every S): {w[0][0]}", flush=True)
