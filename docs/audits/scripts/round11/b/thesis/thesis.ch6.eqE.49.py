"""Audit of (E.49) L8155-L8161, (E.58) L8203-L8205, (E.59) L8209 (proof of Theorem 6.3.3 (b), (c), case z^n = +1).
Own torch model (ch6_model.py). At T = the zero-training-loss step (batch hinge EMA < 0.02; held-out hinge printed),
with W, U the lucky unions (E.31), (E.32), (E.35) over all N = BT training prompts at initialisation:
(E.49) for i in W and p_s with the query's IDR pattern (label +q in a z = +1 prompt): W_O(i) W_V p_s >~ (positive);
(E.58) for i in U and p_s with y-embedding q: W_O(i) W_V p_s <~ -(positive);
(E.59) for i in U and every z = +1 training prompt: Relu(W_O(i) V^n(T)) = 0.
Sign failures refute every constant. Checked literally on the replayed training prompts' own tokens, and over the
token family (mu_j + kappa nu_k; q), j in [M1] (each mu_j is the +1 pattern of one cyclic task), kappa = +-K."""
import math, sys
import torch
sys.path.insert(0, "/work/audit/r11B/thesis")
import ch6_model as c


def check(seed, M1, M2, beta, alpha, K, l, B, m, delta, eta, a0=None, xi=None):
    hyp = dict(m_over_M1sq_logM1=m / (M1**2 * math.log(M1)), B_over_M1logM1=B / (M1 * math.log(M1)),
               l_alpha_beta2=l * alpha * beta**2, l_alpha_over_logM1=l * alpha / math.log(M1))
    assert 0 < delta <= 0.2 and eta <= 1 and beta >= 1 and K <= 0.5 and 0 < alpha <= 1
    r = c.train(seed, M1, M2, beta, alpha, K, l, B, m, delta, eta, xi=xi, a0=a0)
    if r["T"] is None:
        return dict(hyp=hyp, T=None)
    ws, dx = r["ws"], r["dx"]
    WV, WO = ws[2], ws[3]
    R = WO @ WV                                       # rows r_i = W_O(i) W_V, (m, D)
    Wi, Ui = r["W"], r["U"]
    out = dict(hyp=hyp, T=r["T"], held=c.heldout_hinge(r, seed, M1, M2, beta, alpha, K, l), W=int(Wi.sum()),
               U=int(Ui.sum()), m=m)
    # token family
    nu = K * beta * R[:, M1:M1 + M2].abs().max(1).values
    low = beta * R[:, :M1] - nu[:, None] + R[:, dx:dx + 1]     # min over k, kappa of r_i (mu_j + kappa nu_k; q)
    high = beta * R[:, :M1] + nu[:, None] + R[:, dx:dx + 1]
    out["E49_family_rows_neg"] = int((low[Wi].min(1).values < 0).sum()); out["E49_family_min"] = float(low[Wi].min())
    out["E58_family_rows_pos"] = int((high[Ui].max(1).values > 0).sum()); out["E58_family_max"] = float(high[Ui].max())
    # literal: replayed training prompts with z = +1
    e49_min, e49_rows, e58_max, e58_rows, e59_max, e59_pairs, e59_prompts = math.inf, set(), -math.inf, set(), -math.inf, 0, 0
    with torch.no_grad():
        for P, z in r["prompts"]:
            pos = z > 0
            if not pos.any():
                continue
            P = P[pos]
            qpat = P[:, -1, :M1].argmax(1)
            cpat = P[:, :-1, :M1].argmax(2)
            lab = P[:, :-1, dx]
            vals = torch.einsum("bld,md->blm", P[:, :-1, :], R)     # r_i p_s for every context s
            same = (cpat == qpat[:, None])                          # contexts sharing the query's IDR pattern
            if same.any():
                v = vals[same][:, Wi]                                # (#tokens, |W|)
                e49_min = min(e49_min, float(v.min())); e49_rows |= set(torch.nonzero(Wi).flatten()[(v < 0).any(0)].tolist())
            labq = lab > 0
            if labq.any():
                v = vals[labq][:, Ui]
                e58_max = max(e58_max, float(v.max())); e58_rows |= set(torch.nonzero(Ui).flatten()[(v > 0).any(0)].tolist())
            pre = c.Vn(ws, P) @ WO[Ui].T                             # W_O(i) V^n(T), (b, |U|)
            e59_max = max(e59_max, float(pre.max())); e59_pairs += int((pre > 0).sum())
            e59_prompts += int((pre > 0).any(1).sum())
    out.update(E49_literal_min=e49_min, E49_literal_rows=len(e49_rows), E58_literal_max=e58_max,
               E58_literal_rows=len(e58_rows), E59_max=e59_max, E59_pairs=e59_pairs, E59_prompts=e59_prompts,
               N=len(r["prompts"]) * B)
    return out


if __name__ == "__main__" and "tsens" not in sys.argv:
    cfgs = [dict(M1=3, M2=4, beta=1.0, alpha=1.0, K=0.5, l=9, B=20, m=50, delta=0.125, eta=1.0),
            dict(M1=4, M2=8, beta=1.5, alpha=0.8, K=0.3, l=14, B=30, m=100, delta=0.2, eta=1.0),
            dict(M1=6, M2=6, beta=1.0, alpha=0.8, K=0.5, l=18, B=60, m=150, delta=0.2, eta=1.0),
            dict(M1=4, M2=8, beta=1.5, alpha=0.8, K=0.3, l=14, B=30, m=100, delta=0.2, eta=1.0, a0=0.1)]
    seeds = [int(s) for s in sys.argv[1].split(",")] if len(sys.argv) > 1 else [0, 1]
    for cfg in cfgs:
        for s in seeds:
            o = check(s, **cfg)
            print(cfg, "seed", s)
            print("  ", {k: (round(v, 4) if isinstance(v, float) else v) for k, v in o.items()})


def t_sensitivity():
    """The same checks at an earlier stopping point (batch hinge EMA < 0.2 or < 0.05): the sign failures do not hinge
    on where in Theta(.) T is taken."""
    import ch6_model
    orig = ch6_model.train
    for stop in (0.2, 0.05):
        ch6_model.train = lambda *a, _s=stop, **k: orig(*a, ema_stop=_s, **k)
        for cfg in [dict(M1=4, M2=8, beta=1.5, alpha=0.8, K=0.3, l=14, B=30, m=100, delta=0.2, eta=1.0),
                    dict(M1=6, M2=6, beta=1.0, alpha=0.8, K=0.5, l=18, B=60, m=150, delta=0.2, eta=1.0)]:
            for s in (0, 1, 2):
                o = check(s, **cfg)
                print(f"ema<{stop} M1={cfg['M1']} seed {s}: T={o['T']} held={o.get('held', float('nan')):.3f} |W|={o.get('W')} |U|={o.get('U')}"
                      f" E49 rows<0 {o.get('E49_literal_rows')} (min {o.get('E49_literal_min', 0):.3f}), E58 rows>0 {o.get('E58_literal_rows')}"
                      f" (max {o.get('E58_literal_max', 0):.3f}), E59 firing pairs {o.get('E59_pairs')} on {o.get('E59_prompts')} prompts"
                      f" (max {o.get('E59_max', 0):.3f})")
    ch6_model.train = orig


if __name__ == "__main__" and "tsens" in sys.argv:
    t_sensitivity()
