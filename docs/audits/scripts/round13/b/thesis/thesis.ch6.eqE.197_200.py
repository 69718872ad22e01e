"""Independent audit of thesis (E.197)-(E.200), L8973-L8987 (proof of Lemma E.4.7, the base case 'when t = 1'):
 (E.197) i in W_n: eta (1/|B_b^n|) sum_{n in B_b^n} dl/dW_O(i) (mu_a^T, q^T)^T >~ delta (beta^2+1) (alpha eta/(2a)) (1 + eta^2 m/a^2)
 (E.198) i in W_n: the same over B_b - B_b^n;  (E.199) i in U_n, (mu_a^T, -q^T)^T over B_b^n;  (E.200) i in U_n over B_b - B_b^n.
The right side is > 0, so for any hidden constant every such i needs a positive left side. At t = 1: the gradient at
W^(1) (after one SGD step on batch 0) of batch 1's prompts. Own numpy model and SGD (functions of my
thesis.ch6.eqE.213.py). W_n/U_n from (E.31)/(E.32) at W^(0) over the run's prompts with query (mu_a, +q)/(mu_a, -q).
Readings: G (printed gradient) / -G (update); B_b^n literal (query pattern mu_a, both labels) / restricted to the
query's label; B_b - B_b^n literal / restricted to the label the display's 'if p_j^n corresponds to label -1' names."""
import importlib.util, numpy as np, math
spec = importlib.util.spec_from_file_location("e213", "/work/audit/r13B/thesis/thesis.ch6.eqE.213.py")
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)

def run(M1=3, M2=2, beta=3.0, alpha=0.9, delta=0.2, eta=1.0, m=27, B=30, l=12, K=0.5, seed=0):
    rng = np.random.default_rng(seed)
    dx, D, mu, nu, q = e.make(M1, M2, beta, 1, 1.0)
    ma = mb = D + 1
    P, z = e.sample_prompts(rng, B * 2, M1, M2, l, alpha, K, mu, nu, q, "decisive")
    jq = P[:, -1, :M1].argmax(1)
    Wv = np.zeros((mb, D)); Wv[np.arange(D), np.arange(D)] = delta
    Wq = np.zeros((ma, D)); Wq[np.arange(dx), np.arange(dx)] = delta; Wk = Wq.copy()
    Wo = rng.normal(0, 1 / math.sqrt(m), size=(m, mb)); avec = rng.choice([1.0 / m, -1.0 / m], size=m)
    c0 = e.forward(Wq, Wk, Wv, Wo, avec, P)
    lucky = (c0['V'][:, :dx] @ Wo[:, :dx].T > 0) & (c0['V'][:, dx:dx + 1] @ Wo[:, dx:dx + 1].T > 0)
    sets = {(a, s): lucky[(jq == a) & (z == s)].any(0) & ((avec > 0) if s == 1 else (avec < 0))
            for a in range(M1) for s in (1, -1)}
    gq, gk, gv, go, _, _ = e.grads(Wq, Wk, Wv, Wo, avec, P[:B], z[:B])          # step on batch 0
    Wq -= eta * gq; Wk -= eta * gk; Wv -= eta * gv; Wo -= eta * go
    P1, z1, j1 = P[B:], z[B:], jq[B:]
    _, _, _, _, gon, _ = e.grads(Wq, Wk, Wv, Wo, avec, P1, z1)                    # per-sample dl_n/dW_O at W^(1)
    out = {}
    for s in (1, -1):
        for which in ("same", "other"):
            for lab in ("all", "lab"):
                vals = []
                for a in range(M1):
                    idx = np.where(sets[(a, s)])[0]
                    sel = (j1 == a) if which == "same" else (j1 != a)
                    if lab == "lab": sel = sel & (z1 == s)
                    if not len(idx) or not sel.any(): continue
                    v = np.zeros(mb); v[:D] = mu[a] + s * q
                    vals += (eta * gon[sel].mean(0)[idx] @ v).tolist()
                out[(s, which, lab)] = np.array(vals)
    rhs = delta * (beta ** 2 + 1) * alpha * eta / (2 * m) * (1 + eta ** 2 * m / m ** 2)
    return out, rhs

if __name__ == "__main__":
    # hypotheses: M1 = 3, M2 = 2, beta = 3 in [1, Theta(1)], alpha = 0.9, delta = 0.2, m = 27 = 3 M1^2, B = 30 = 10 M1,
    # l = 12 >= 1/(alpha beta^2), eta = 1 <= 1; t = 1
    names = {(1, "same"): "(E.197)", (1, "other"): "(E.198)", (-1, "same"): "(E.199)", (-1, "other"): "(E.200)"}
    agg = {}
    for seed in range(6):
        out, rhs = run(seed=seed)
        for (s, which, lab), x in out.items():
            if len(x) == 0: continue
            agg.setdefault((s, which, lab), []).append((x.min(), (-x).min(), np.mean(x > 0), len(x)))
    print(f"right side (constant 1) = {rhs:.4f}")
    for key, rows in agg.items():
        s, which, lab = key
        r = np.array(rows)
        print(f"{names[(s, which)]} labels={lab:3s}: per seed min G = {np.round(r[:,0], 4).tolist()}; min -G = "
              f"{np.round(r[:,1], 4).tolist()}; frac G>0 = {np.round(r[:,2], 2).tolist()}")
