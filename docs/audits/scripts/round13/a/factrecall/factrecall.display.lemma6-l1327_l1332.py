"""Audit A, r13: factrecall (Nichani, Lee & Bietti), proof of Lemma 6, stage 2 (seed 002 L1301-L1332).
Own implementation from the paper's definitions (numpy, analytic gradients, no repository code):
 - data (L122-L142): (s,r) ~ p on S x R, s and r placed among the T-1 first slots, the other T-3 slots iid uniform
   noise tokens, z_T = EOS, target a*(s,r); answers of different relations disjoint (Assumption 1).
 - linear model, orthogonal embeddings (L237, L981): logit_a = sum_{t=1}^T W_OV(a,z_t) W_KQ(z_t) (EOS included).
 - L = E[-log phat(a*|z)] (L977), L_r = p(r) E[... | r in z] = sum of the rows with relation r (L1224),
   Lbar_r = p(r) E_s[-W_OV(a*,r)W_KQ(r) + log sum_a exp(W_OV(a,r)W_KQ(r))] (L1241).
 - flow theta' = -grad L (L985) from Assumption 2 (W_OV = alpha, W_KQ = alpha sqrt(|A|+1)), RK4.
 - Lemma 6's hypotheses (L1146-L1147): alpha_sm^2 T <= (1/150) log(eps^2/(alpha^2(|A|+1)))^{-1} min_r||p*-p0||,
   eps^2 <= min_r ||p*-p0|| / (50(|A|+1)); W_KQ(z) <= alpha_sm for z in S u N (checked at every state used).
Checks:
 L1327 printed: d/dt L_r >= ||g||^2 - ||g|| ||g - g_r||, g = grad Lbar_r, g_r = grad L_r; d/dt L_r = -<g_r, grad L>.
 L1327 reading: -d/dt Lbar_r = <g, grad L> >= same right side.
 L1332 printed: d/dt L_r < 0  ==>  sqrt2 W_KQ(r) p(r) T alpha_sm^2 >= ||g|| >= W_KQ(r) p(r) ||p*(.|r) - phat(.|r)||.
Norms: over all of theta ('full') and over r's block (W_OV(.,r), W_KQ(r)) only ('block'), both reported."""
import itertools, math
import numpy as np

def make_task(S=4, R=2, Nn=2, T=4, astar=None, p_sr=None):
    D = 2
    A = R * D
    # token ids: subjects 0..S-1, relations S..S+R-1, answers, noise, EOS
    rel0, ans0 = S, S + R
    noise0 = S + R + A
    EOS = noise0 + Nn
    V = EOS + 1
    if astar is None:
        astar = {}
        for r in range(R):
            for s in range(S):
                astar[(s, r)] = ans0 + r * D + (0 if s < S - 1 else 1) if r % 2 == 0 else ans0 + r * D + (0 if s == 0 else 1)
    if p_sr is None:
        p_sr = {(s, r): 1.0 / (S * R) for s in range(S) for r in range(R)}
    seqs = []
    for (s, r), psr in p_sr.items():
        for nz in itertools.product(range(Nn), repeat=T - 3):
            cnt = np.zeros(V)
            cnt[s] += 1; cnt[S + r] += 1; cnt[EOS] += 1
            for n in nz:
                cnt[noise0 + n] += 1
            seqs.append((cnt, astar[(s, r)] - ans0, r, s, psr / Nn ** (T - 3)))
    pstar = np.zeros((R, A)); pr = np.zeros(R)
    for (s, r), psr in p_sr.items():
        pstar[r, astar[(s, r)] - ans0] += psr; pr[r] += psr
    pstar /= pr[:, None]
    return dict(S=S, R=R, A=A, T=T, V=V, EOS=EOS, rel0=rel0, noise0=noise0, Nn=Nn, seqs=seqs, pstar=pstar, pr=pr,
                p_sr=p_sr, astar=astar, ans0=ans0)

def softmax(x):
    e = np.exp(x - x.max()); return e / e.sum()

def grad_rows(task, W, K, rel=None):
    """gradient of sum over rows (relation == rel, or all) of w * (-log phat(a*)); W: A x V, K: V."""
    GM = np.zeros_like(W)
    for cnt, a, r, s, w in task["seqs"]:
        if rel is not None and r != rel:
            continue
        logit = (W * K[None, :]) @ cnt
        ph = softmax(logit); ph[a] -= 1.0
        GM += w * np.outer(ph, cnt)
    return GM * K[None, :], (GM * W).sum(0)

def loss_rows(task, W, K, rel=None):
    out = 0.0
    for cnt, a, r, s, w in task["seqs"]:
        if rel is not None and r != rel:
            continue
        logit = (W * K[None, :]) @ cnt
        m = logit.max(); out += w * (m + math.log(np.exp(logit - m).sum()) - logit[a])
    return out

def grad_bar(task, W, K, r):
    c = task["rel0"] + r
    ph = softmax(W[:, c] * K[c])
    gM = task["pr"][r] * (ph - task["pstar"][r])  # d Lbar_r / d M(., r)
    gW = np.zeros_like(W); gK = np.zeros_like(K)
    gW[:, c] = gM * K[c]; gK[c] = gM @ W[:, c]
    return gW, gK, ph

flat = lambda g: np.concatenate([g[0].ravel(), g[1].ravel()])

def block_mask(task, r):
    c = task["rel0"] + r
    mW = np.zeros((task["A"], task["V"])); mW[:, c] = 1; mK = np.zeros(task["V"]); mK[c] = 1
    return flat((mW, mK)) > 0

def examine(task, W, K, alpha_sm, t, out):
    gL = flat(grad_rows(task, W, K))
    for r in range(task["R"]):
        gr = flat(grad_rows(task, W, K, rel=r))
        gWb, gKb, ph = grad_bar(task, W, K, r)
        g = flat((gWb, gKb))
        dLr = -gr @ gL                       # printed left side d/dt L_r
        mdLbar = g @ gL                      # -d/dt Lbar_r
        res = {}
        for nm, m in (("full", np.ones_like(g, bool)), ("block", block_mask(task, r))):
            ng, nd = np.linalg.norm(g[m]), np.linalg.norm((g - gr)[m])
            res[nm] = ng * ng - ng * nd
        c = task["rel0"] + r
        Kr, pr = K[c], task["pr"][r]
        up = math.sqrt(2) * Kr * pr * task["T"] * alpha_sm ** 2
        lo = Kr * pr * np.linalg.norm(task["pstar"][r] - ph)
        out.append(dict(t=t, r=r, dLr=dLr, mdLbar=mdLbar, rhs_full=res["full"], rhs_block=res["block"],
                        gbar=np.linalg.norm(g), up=up, lo=lo, Kr=Kr))

def rk4_flow(task, W, K, h, tmax, every, alpha_sm, out, hyp):
    t = 0.0
    cols = list(range(task["S"])) + [task["noise0"] + i for i in range(task["Nn"])]
    def F(W, K):
        gW, gK = grad_rows(task, W, K); return -gW, -gK
    step = 0
    while t <= tmax + 1e-12:
        hyp_ok = K[cols].max() <= alpha_sm
        hyp.append((t, hyp_ok, K[cols].max()))
        if not hyp_ok:
            break
        if step % every == 0:
            examine(task, W, K, alpha_sm, t, out)
        k1 = F(W, K); k2 = F(W + h/2*k1[0], K + h/2*k1[1]); k3 = F(W + h/2*k2[0], K + h/2*k2[1])
        k4 = F(W + h*k3[0], K + h*k3[1])
        W = W + h/6*(k1[0]+2*k2[0]+2*k3[0]+k4[0]); K = K + h/6*(k1[1]+2*k2[1]+2*k3[1]+k4[1])
        t += h; step += 1
    return W, K

def params(task, alpha, eps_frac=1.0, sm_frac=1.0):
    A, T = task["A"], task["T"]
    gap = min(np.linalg.norm(task["pstar"][r] - 1.0 / A) for r in range(task["R"]))
    eps2 = eps_frac * gap / (50 * (A + 1))
    lg = math.log(eps2 / (alpha ** 2 * (A + 1)))
    assert lg > 0
    alpha_sm = sm_frac * math.sqrt(gap / (150 * lg * T))
    return gap, eps2, alpha_sm

def main():
    np.set_printoptions(precision=4)
    task = make_task()
    print("p*(.|r):", task["pstar"], " p(r):", task["pr"])
    # --- finite-difference sanity check of the gradient and of d/dt L_r along -grad L
    rng = np.random.default_rng(0)
    W = rng.normal(0, .3, (task["A"], task["V"])); K = rng.normal(0, .3, task["V"])
    gW, gK = grad_rows(task, W, K); gWr, gKr = grad_rows(task, W, K, rel=0); h = 1e-5
    fd = (loss_rows(task, W - h*gW, K - h*gK, 0) - loss_rows(task, W + h*gW, K + h*gK, 0)) / (2*h)
    print("FD check d/dt L_0 along -grad L:", fd, "analytic", -(flat((gWr, gKr)) @ flat((gW, gK))))
    gbW, gbK, _ = grad_bar(task, W, K, 0)
    def lbar(W, K):
        c = task["rel0"]; m = W[:, c] * K[c]; mx = m.max()
        return task["pr"][0] * (mx + math.log(np.exp(m - mx).sum()) - task["pstar"][0] @ m)
    fd2 = (lbar(W + h*gbW, K + h*gbK) - lbar(W - h*gbW, K - h*gbK)) / (2*h)
    print("FD check ||grad Lbar_0||^2:", fd2, "analytic", flat((gbW, gbK)) @ flat((gbW, gbK)))

    for alpha, tmax, hstep, every in ((1e-8, 120.0, 0.05, 100), (1e-3, 60.0, 0.05, 100)):
        gap, eps2, alpha_sm = params(task, alpha)
        print(f"\n=== flow from Assumption 2, alpha={alpha}: min_r||p*-p0||={gap:.4f}, eps^2={eps2:.3e} (L1147 at equality), "
              f"alpha_sm={alpha_sm:.4e} (L1146 at equality); alpha sqrt(|A|+1)={alpha*math.sqrt(task['A']+1):.3e} <= alpha_sm")
        W0 = np.full((task["A"], task["V"]), alpha); K0 = np.full(task["V"], alpha * math.sqrt(task["A"] + 1))
        out, hyp = [], []
        rk4_flow(task, W0, K0, hstep, tmax, every, alpha_sm, out, hyp)
        last_ok = max(t for t, ok, _ in hyp if ok)
        print(f"hypothesis W_KQ(z)<=alpha_sm (z in S u N) holds up to t={last_ok:.2f} (max {hyp[-1][2]:.3e} at end)")
        print(" t     r  dL_r/dt      rhs(full)     rhs(block)   | -dLbar/dt  | ||g||      sqrt2 K p T asm^2  K p||p*-phat||  K(r)")
        n_fail_1327 = n_fail_1327_block = n_fail_read = n_fail_1332a = n_prem = n_fail_1332b = 0
        for o in out:
            f1 = o["dLr"] < o["rhs_full"] - 1e-15 * abs(o["rhs_full"])
            f1b = o["dLr"] < o["rhs_block"]
            fr = o["mdLbar"] < min(o["rhs_full"], o["rhs_block"]) * (1 + 1e-9) - 1e-300
            n_fail_1327 += f1; n_fail_1327_block += f1b; n_fail_read += fr
            if o["dLr"] < 0:
                n_prem += 1
                n_fail_1332a += o["gbar"] > o["up"]
            n_fail_1332b += o["gbar"] < o["lo"] * (1 - 1e-9)
            print(f"{o['t']:6.1f} {o['r']} {o['dLr']: .3e}  {o['rhs_full']: .3e}  {o['rhs_block']: .3e} | {o['mdLbar']: .3e} |"
                  f" {o['gbar']:.3e}  {o['up']:.3e}        {o['lo']:.3e}     {o['Kr']:.3e}")
        N = len(out)
        print(f"states x relations: {N}; L1327 printed fails (full norm): {n_fail_1327}, (block norm): {n_fail_1327_block}; "
              f"reading -dLbar_r/dt >= rhs fails: {n_fail_read}")
        print(f"L1332: premise dL_r/dt<0 met at {n_prem}; first '>=' fails at {n_fail_1332a} of them; second '>=' fails: {n_fail_1332b}")

if __name__ == "__main__":
    main()
