"""Independent audit of thesis (E.204) L9005-L9010 and (E.208) L9019-L9024 (proof of Lemma E.4.7, step t = t0 + 1):
 (E.204) i in W_n, p_query^n 'corresponding to q and mu_a':
         eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b^n} dl/dW_O(i) (mu_a^T, q^T)^T >~ (1/M1) delta beta^2 (beta^2+1) alpha eta (t0+1)/(2a)
 (E.208) i in U_n, p_query^n 'corresponding to -q and mu_a': the same with (mu_a^T, -q^T)^T, right side (1/M1) delta (beta^2+1) alpha eta (t0+1)/(2a).
B_b^n = 'the set of examples that share the same IDR pattern as p_query^n in the b-th iteration' (Lemma E.4.7).
The right sides are > 0, so for any hidden constant the left side must be > 0 for every such i: the sign is tested,
and the size against the right side with constant 1.
Own numpy model and SGD (functions of /work/audit/r13B/thesis/thesis.ch6.eqE.213.py: model (6.2), hinge, init of
Sec. 6.2.3, a = m, fresh prompts per step, query pattern = a decisive pattern of its task). W_n / U_n from (E.31)/(E.32)
at W^(0) for the run's prompts n whose query is (mu_a, +q) / (mu_a, -q).
Readings: G (as printed: the gradient) and -G (the update); B_b^n literal (query pattern mu_a, both labels) and
B_b^n restricted to the label of p_query^n (query (mu_a, +-q))."""
import importlib.util, numpy as np, math
spec = importlib.util.spec_from_file_location("e213", "/work/audit/r13B/thesis/thesis.ch6.eqE.213.py")
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)

def run(M1=3, M2=2, beta=3.0, alpha=0.9, delta=0.2, eta=1.0, m=27, B=30, l=12, t0=100, K=0.5, seed=0):
    rng = np.random.default_rng(seed)
    dx, D, mu, nu, q = e.make(M1, M2, beta, 1, 1.0)
    ma = mb = D + 1
    nbat = t0 + 2
    P, z = e.sample_prompts(rng, B * nbat, M1, M2, l, alpha, K, mu, nu, q, "decisive")
    jq = P[:, -1, :M1].argmax(1)
    Wv = np.zeros((mb, D)); Wv[np.arange(D), np.arange(D)] = delta
    Wq = np.zeros((ma, D)); Wq[np.arange(dx), np.arange(dx)] = delta; Wk = Wq.copy()
    Wo = rng.normal(0, 1 / math.sqrt(m), size=(m, mb)); avec = rng.choice([1.0 / m, -1.0 / m], size=m)
    c0 = e.forward(Wq, Wk, Wv, Wo, avec, P)
    lucky = (c0['V'][:, :dx] @ Wo[:, :dx].T > 0) & (c0['V'][:, dx:dx + 1] @ Wo[:, dx:dx + 1].T > 0)   # (N, m)
    sets = {}
    for a in range(M1):
        for s in (1, -1):
            sel = (jq == a) & (z == s)
            sets[(a, s)] = lucky[sel].any(0) & ((avec > 0) if s == 1 else (avec < 0))
    acc_lit = np.zeros((M1, m, mb)); acc_lab = np.zeros((2, M1, m, mb))
    for b in range(nbat):
        Pb, zb, jb = P[b * B:(b + 1) * B], z[b * B:(b + 1) * B], jq[b * B:(b + 1) * B]
        gq, gk, gv, go, gon, loss = e.grads(Wq, Wk, Wv, Wo, avec, Pb, zb)     # gon: per-sample dl_n/dW_O
        for a in range(M1):
            acc_lit[a] += eta * gon[jb == a].sum(0) / B
            for si, s in enumerate((1, -1)):
                acc_lab[si, a] += eta * gon[(jb == a) & (zb == s)].sum(0) / B
        Wq -= eta * gq; Wk -= eta * gk; Wv -= eta * gv; Wo -= eta * go
    out = {}
    for si, s in enumerate((1, -1)):
        vals = {"lit": [], "lab": []}
        for a in range(M1):
            v = np.zeros(mb); v[:D] = mu[a] + s * q
            idx = np.where(sets[(a, s)])[0]
            vals["lit"] += (acc_lit[a][idx] @ v).tolist(); vals["lab"] += (acc_lab[si, a][idx] @ v).tolist()
        rhs = (1 / M1) * delta * (beta ** 2 if s == 1 else 1.0) * (beta ** 2 + 1) * alpha * eta * (t0 + 1) / (2 * m)
        out[s] = {k: np.array(v) for k, v in vals.items()}; out[s]["rhs"] = rhs
    return out, loss

if __name__ == "__main__":
    # hypotheses: beta = 3 in [1, Theta(1)], m = 27 = 3 M1^2 (>~ M1^2), B = 30 = 10 M1 (>~ M1), BT >~ M1 log M1,
    # l = 12 >= max(log M1/alpha, 1/(alpha beta^2)), delta = 0.2, eta = 1 <= 1 (Thm 6.3.3), t0 >= 1
    for cfg in (dict(seed=0), dict(seed=1), dict(seed=2), dict(seed=0, t0=20), dict(seed=0, beta=1.0, l=12, t0=200)):
        out, loss = run(**cfg)
        print(cfg, f"last batch hinge loss {loss:.3f}")
        for s, name in ((1, "(E.204) W_n, (mu_a; q)"), (-1, "(E.208) U_n, (mu_a; -q)")):
            o = out[s]
            for rd in ("lit", "lab"):
                x = o[rd]
                if len(x) == 0:
                    print(f"   {name} {rd}: no neuron"); continue
                print(f"   {name} B_b^n {'both labels' if rd == 'lit' else 'same label '}: n={len(x)}  G: min {x.min():+.4f} "
                      f"frac>0 {np.mean(x > 0):.2f} | -G: min {(-x).min():+.4f} frac>0 {np.mean(-x > 0):.2f} | "
                      f"rhs(const 1) {o['rhs']:.4f}, median |G|/rhs {np.median(np.abs(x)) / o['rhs']:.2f}")
