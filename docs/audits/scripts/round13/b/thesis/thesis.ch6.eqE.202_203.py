"""Independent audit of thesis (E.202) L8991-L8993 and (E.203) L8995-L9003 (proof of Lemma E.4.7, induction step):
 (E.202) i in W_n, query (mu_a, q), t = t0 + 1: eta (1/|B_b^n|) sum_{n in B_b^n} dl/dW_O(i)^(t) (mu_a^T, q^T)^T
         >~ delta (beta^2+1) (alpha eta/(2a)) (1 + eta^2 m/a^2)^(t0+1)
 (E.203) eta (1/|B_b^n|) sum_{b=0}^{t0+1} sum_{n in B_b^n} dl/dW_O(i)^(t) (mu_a^T, q^T)^T >~ delta (beta^2+1) (alpha eta/(2a)) (t0+1)
Right sides > 0: every i in W_n needs a positive left side (any hidden constant). Own numpy model and SGD (functions
of my thesis.ch6.eqE.213.py), each batch's per-sample W_O gradients at its own iterate, means over B_b^n (query pattern
mu_a; literal = both labels, 'lab' = label +1 only), G (printed) and -G (update). Also the algebra of (E.202)'s last
two steps: (1+x) ((1+x)^(t0+1) - 1)/x versus (1+x)^(t0+1)."""
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
    Wset = {a: lucky[(jq == a) & (z == 1)].any(0) & (avec > 0) for a in range(M1)}
    vec = {a: np.concatenate([mu[a] + q, [0.0]]) for a in range(M1)}
    sums = {k: np.zeros((M1, m)) for k in ("all", "lab")}; last = {}
    for b in range(nbat):
        Pb, zb, jb = P[b * B:(b + 1) * B], z[b * B:(b + 1) * B], jq[b * B:(b + 1) * B]
        gq, gk, gv, go, gon, loss = e.grads(Wq, Wk, Wv, Wo, avec, Pb, zb)
        for k in ("all", "lab"):
            for a in range(M1):
                sel = (jb == a) if k == "all" else (jb == a) & (zb == 1)
                if sel.any():
                    mval = eta * gon[sel].mean(0) @ vec[a]
                    sums[k][a] += mval
                    if b == nbat - 1: last[(k, a)] = mval
        Wq -= eta * gq; Wk -= eta * gk; Wv -= eta * gv; Wo -= eta * go
    out = {}
    for k in ("all", "lab"):
        s203 = np.concatenate([sums[k][a][Wset[a]] for a in range(M1)])
        s202 = np.concatenate([last[(k, a)][Wset[a]] for a in range(M1) if (k, a) in last])
        out[k] = (s202, s203)
    x = eta ** 2 * m / m ** 2
    rhs202 = delta * (beta ** 2 + 1) * alpha * eta / (2 * m) * (1 + x) ** (t0 + 1)
    rhs203 = delta * (beta ** 2 + 1) * alpha * eta / (2 * m) * (t0 + 1)
    return out, loss, rhs202, rhs203, x

if __name__ == "__main__":
    # hypotheses: M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, m = 27 = 3 M1^2, B = 30 = 10 M1, l = 12,
    # eta = 1 <= 1, t0 in {20, 100}
    for t0 in (20, 100):
        for seed in (0, 1, 2):
            out, loss, r2, r3, x = run(seed=seed, t0=t0)
            line = [f"t0={t0} seed={seed} loss={loss:.3f} rhs202={r2:.4f} rhs203={r3:.3f}"]
            for k, (s2, s3) in out.items():
                line.append(f"[{k}] (E.202) min G {s2.min():+.4f} min -G {(-s2).min():+.4f} | (E.203) min G {s3.min():+.4f} "
                            f"min -G {(-s3).min():+.4f} frac G>0 {np.mean(s3 > 0):.2f}")
            print("\n   ".join(line))
    x = 1 / 27; t0 = 10
    print(f"algebra at x = eta^2 m/a^2 = {x:.4f}, t0 = {t0}: (1+x)((1+x)^(t0+1)-1)/x = {(1+x)*((1+x)**(t0+1)-1)/x:.3f} "
          f"vs printed (1+x)^(t0+1) = {(1+x)**(t0+1):.3f}")
