"""Independent audit of thesis (E.205) L9012-L9017 and (E.209) L9036-L9038 (proof of Lemma E.4.7, step t = t0 + 1):
 (E.205) i in W_n, p_query^n 'corresponding to q and mu_a', when t >= Theta(1):
   eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b - B_b^n} dl/dW_O(i) (mu_b^T, q^T)^T >~ ((M1-1)/M1) delta (beta^2+1) alpha eta (t0+1)/(2a)
 (E.209) i in U_n, query (mu_a, -q): the same with (mu_b^T, -q^T)^T.
B_b - B_b^n = batch-b prompts whose query pattern differs from mu_a. The right sides are > 0, so the left side must be
> 0 for every such i (any hidden constant). Readings of mu_b: (fixed) one pattern b != a ('b != a' of Lemma E.4.7),
each neuron at its most favourable b; (own) each prompt's own query pattern. Labels: all prompts of B_b - B_b^n
(literal) or only those with the query's label (+q for (E.205), -q for (E.209); most favourable). Signs: G (printed,
the gradient) and -G (the update). Same own model and run as thesis.ch6.eqE.204_208.py (eta = 1, t0 = 100)."""
import importlib.util, numpy as np, math
spec = importlib.util.spec_from_file_location("e213", "/work/audit/r13B/thesis/thesis.ch6.eqE.213.py")
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)

def run(M1=3, M2=2, beta=3.0, alpha=0.9, delta=0.2, eta=1.0, m=27, B=30, l=12, t0=100, K=0.5, seed=0):
    rng = np.random.default_rng(seed)
    dx, D, mu, nu, q = e.make(M1, M2, beta, 1, 1.0)
    ma = mb = D + 1; nbat = t0 + 2
    P, z = e.sample_prompts(rng, B * nbat, M1, M2, l, alpha, K, mu, nu, q, "decisive")
    jq = P[:, -1, :M1].argmax(1)
    Wv = np.zeros((mb, D)); Wv[np.arange(D), np.arange(D)] = delta
    Wq = np.zeros((ma, D)); Wq[np.arange(dx), np.arange(dx)] = delta; Wk = Wq.copy()
    Wo = rng.normal(0, 1 / math.sqrt(m), size=(m, mb)); avec = rng.choice([1.0 / m, -1.0 / m], size=m)
    c0 = e.forward(Wq, Wk, Wv, Wo, avec, P)
    lucky = (c0['V'][:, :dx] @ Wo[:, :dx].T > 0) & (c0['V'][:, dx:dx + 1] @ Wo[:, dx:dx + 1].T > 0)
    sets = {(a, s): lucky[(jq == a) & (z == s)].any(0) & ((avec > 0) if s == 1 else (avec < 0))
            for a in range(M1) for s in (1, -1)}
    vec = lambda b, s: np.concatenate([mu[b] + s * q, [0.0]])
    # accumulators: per query pattern c and label s of the prompts: eta sum_b (1/B) sum_n dl_n/dW_O
    acc = np.zeros((M1, 2, m, mb))
    for bt in range(nbat):
        Pb, zb, jb = P[bt * B:(bt + 1) * B], z[bt * B:(bt + 1) * B], jq[bt * B:(bt + 1) * B]
        gq, gk, gv, go, gon, loss = e.grads(Wq, Wk, Wv, Wo, avec, Pb, zb)
        for c in range(M1):
            for si, s in enumerate((1, -1)):
                acc[c, si] += eta * gon[(jb == c) & (zb == s)].sum(0) / B
        Wq -= eta * gq; Wk -= eta * gk; Wv -= eta * gv; Wo -= eta * go
    res = {}
    for si, s in enumerate((1, -1)):
        r = {}
        for lab in ("all", "same"):
            labs = [0, 1] if lab == "all" else [si]
            for sign in (1, -1):                                   # 1: G as printed; -1: the update
                best_fixed, own = [], []
                for a in range(M1):
                    idx = np.where(sets[(a, s)])[0]
                    if not len(idx): continue
                    others = [c for c in range(M1) if c != a]
                    Gsum = sum(acc[c, k] for c in others for k in labs)                    # sum over B_b - B_b^n
                    fixed = np.stack([sign * (Gsum[idx] @ vec(b, s)) for b in others])   # per b != a
                    best_fixed += fixed.max(0).tolist()
                    own += (sign * sum(acc[c, k][idx] @ vec(c, s) for c in others for k in labs)).tolist()
                r[(lab, sign)] = (np.array(best_fixed), np.array(own))
        res[s] = r
    return res, loss

if __name__ == "__main__":
    # hypotheses as thesis.ch6.eqE.204_208.py: M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, m = 27 = 3 M1^2,
    # B = 30 = 10 M1, l = 12, eta = 1 <= 1, t0 = 100 >= Theta(1)
    for seed in (0, 1, 2):
        res, loss = run(seed=seed)
        print(f"seed {seed}: last batch hinge loss {loss:.3f}")
        for s, name in ((1, "(E.205) W_n, (mu_b; q)"), (-1, "(E.209) U_n, (mu_b; -q)")):
            for (lab, sign), (fx, own) in res[s].items():
                print(f"   {name} labels={lab:4s} {'G ' if sign == 1 else '-G'}: n={len(fx)}  fixed b (best): min {fx.min():+.4f}"
                      f" frac>0 {np.mean(fx > 0):.2f} | own query pattern: min {own.min():+.4f} frac>0 {np.mean(own > 0):.2f}")
