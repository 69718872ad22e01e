"""Audit of thesis.ch6.eqE.129, eqE.130, eqE.131 (seed 003 L8560-L8580, proof of Lemma E.4.5 (a)) at t = 0. Own numpy.
Model (6.2) at W^(0) (Sec. 6.2.3): W_Q = W_K = delta on the x block (d_x diagonal), W_V = delta I, W_O ~ N(0, 1/m), a in {+-1/m};
attention softmax over the l contexts ((6.2)). Data (6.6)-(6.7), cyclic T_tr, prompts (6.1) with alpha. mu_j = beta e_j, nu_k = beta e_{M1+k},
q = e_{dx} (d_y = 2). W_n (E.31): O_{i,1} V_{n,1}(0) > 0, O_{i,2} V_{n,2}(0) > 0, a_i > 0, V^n(0) = sum_s W_V p_s attn_s.
zeta'_{i,n} = W_O(i) sum_{s in N_q} W_V p_s attn_s (L8560), N_q = contexts with the query's IDR pattern q;
gamma_{0,n} = 1 - sum_{s in N_q} attn_s, gamma_0 = max_n gamma_{0,n} (Def. E.4.4 (4)-(5)) over a 2000-prompt training set (a lower
bound of the max over [N]: only makes the right sides of (E.129), (E.131) smaller, i.e. fewer failures).
Term(j, N) = sum_{s in N} [W_O(i) W_V p_s attn_s] [(mu_j;0).(W_K p_s - sum_r attn_r W_K p_r)] [p_query.(x_query;0)];
Termx(N) = the same with (x_query;0) in place of (mu_j;0).
(E.129): Term(q, N_q) >= zeta' delta beta^4 gamma_0;  reading: gamma_{0,n}.
(E.130): Term(j, N_j) <= (1-alpha)/(1-alpha/2) Termx(N_j), j the task partner of q (literal N_j: pattern-j contexts);
         reading: N = N_q on both sides.
(E.131): Term(j, N_j) <= zeta' delta gamma_0 beta^4 / l for j non-decisive (alpha < 1); reading N = N_q.
Failure share over (prompt, i in W_n with zeta' > 0) pairs, 16 inits x 200 prompts, vs 1/M1."""
import math
import numpy as np

def prompt(rng, M1, M2, beta, K, alpha, l, dy=2):
    dx = M1 + M2; d = dx + dy
    j = rng.integers(M1)
    tasks = [f for f in range(M1) if j in (f, (f + 1) % M1)]
    f = tasks[rng.integers(len(tasks))]               # a training task for which the query's pattern is decisive
    a_, b_ = f, (f + 1) % M1
    lab = lambda p: 1.0 if p == a_ else (-1.0 if p == b_ else rng.choice([1.0, -1.0]))
    probs = np.full(M1, (1 - alpha) / max(M1 - 2, 1)); probs[a_] = probs[b_] = alpha / 2; probs /= probs.sum()
    C = np.zeros((l, d)); pats = np.zeros(l, dtype=int)
    for i in range(l):
        p = rng.choice(M1, p=probs); pats[i] = p
        C[i, p] = beta; C[i, M1 + rng.integers(M2)] += rng.uniform(-K, K) * beta; C[i, dx] = lab(p)
    xq = np.zeros(d); xq[j] = beta; xq[M1 + rng.integers(M2)] += rng.uniform(-K, K) * beta
    partner = b_ if j == a_ else a_
    return C, pats, xq, j, partner

def evaluate(M1, M2, beta, K, alpha, delta, m, l, seeds=16, probes=200):
    dx = M1 + M2; d = dx + 2
    WQ = np.zeros((d, d)); WK = np.zeros((d, d)); WQ[range(dx), range(dx)] = delta; WK[range(dx), range(dx)] = delta
    WV = delta * np.eye(d)
    out = {k: [0, 0] for k in ("129", "129r", "130", "130r", "131", "131r")}
    for s in range(seeds):
        rng = np.random.default_rng(1000 + s)
        WO = rng.normal(0, 1 / math.sqrt(m), (m, d)); a = rng.choice([1.0, -1.0], m) / m
        gam_all = []
        for _ in range(2000):
            C, pats, xq, j, partner = prompt(rng, M1, M2, beta, K, alpha, l)
            sc = C @ WK.T @ WQ @ xq; at = np.exp(sc - sc.max()); at /= at.sum()
            gam_all.append(1 - at[pats == j].sum())
        g0 = max(gam_all)
        for _ in range(probes):
            C, pats, xq, j, partner = prompt(rng, M1, M2, beta, K, alpha, l)
            sc = C @ WK.T @ WQ @ xq; at = np.exp(sc - sc.max()); at /= at.sum()
            V = (at[:, None] * C).sum(0) @ WV.T
            lucky = (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:] @ V[dx:] > 0) & (a > 0)
            vals = (C @ WV.T) @ WO.T * at[:, None]                  # (l, m): W_O(i) W_V p_s attn_s
            meanK = at @ (C @ WK.T)                                  # sum_r attn_r W_K p_r
            diffK = C @ WK.T - meanK[None, :]                        # W_K p_s - mean
            qq = float(xq @ xq)                                      # p_query.(x_query; 0)
            e = lambda jj: np.eye(d)[jj] * beta
            xq0 = xq.copy(); xq0[dx:] = 0
            Nq = pats == j
            zeta = vals[Nq].sum(0)
            ok = lucky & (zeta > 0)
            if not ok.any(): continue
            gn = 1 - at[Nq].sum()
            T = lambda jj, N: (vals[N] * (diffK[N] @ e(jj))[:, None]).sum(0) * qq
            Tx = lambda N: (vals[N] * (diffK[N] @ xq0)[:, None]).sum(0) * qq
            lhs129 = T(j, Nq)
            for key, bad in (("129", lhs129 < zeta * delta * beta**4 * g0), ("129r", lhs129 < zeta * delta * beta**4 * gn)):
                out[key][0] += int((bad & ok).sum()); out[key][1] += int(ok.sum())
            c = (1 - alpha) / (1 - alpha / 2)
            Np = pats == partner
            for key, N in (("130", Np), ("130r", Nq)):
                bad = T(partner, N) > c * Tx(N) + 1e-15
                out[key][0] += int((bad & ok).sum()); out[key][1] += int(ok.sum())
            if alpha < 1:
                for key in ("131", "131r"):
                    badany = np.zeros(m, dtype=bool)
                    for jj in range(M1):
                        if jj in (j, partner): continue
                        N = (pats == jj) if key == "131" else Nq
                        badany |= T(jj, N) > zeta * delta * g0 * beta**4 / l + 1e-15
                    out[key][0] += int((badany & ok).sum()); out[key][1] += int(ok.sum())
    return out

for (M1, M2, beta, alpha, m, l) in ((3, 4, 1.0, 1.0, 50, 27), (4, 8, 2.0, 0.8, 80, 18)):
    o = evaluate(M1, M2, beta, 0.5, alpha, 0.2, m, l)
    print(f"M1={M1} M2={M2} beta={beta} alpha={alpha} delta=0.2 m={m} (2 M1^2 log M1={2*M1*M1*math.log(M1):.0f}) l={l} "
          f"(l alpha beta^2={l*alpha*beta*beta:.0f}) K=0.5; 1/M1={1/M1:.3f}")
    for k, (b, n) in o.items():
        if n: print(f"   ({k}) failing pairs {b}/{n} = {b/n:.3f}")
