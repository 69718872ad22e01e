"""E.196 under auditor B's reading DB: descent direction -G, batch restricted to B_b^n (prompts whose query shares
p_query^{n0}'s IDR pattern, defined right after (E.196) L8973). Own model (build() of eqE174_E175.py)."""
import numpy as np
src = open("eqE192_E196.py").read().split("count = {")[0]; ns = {}; exec(src, ns)
build, vec, M1, M2, delta, beta = ns['build'], ns['vec'], ns['M1'], ns['M2'], ns['delta'], ns['beta']
viol = tot = 0; viol_all = 0
for seed in range(6):
    d = build(seed, B=100000); z, a, gate, W, mix, P = d['z'], d['a'], d['gate'], d['W'], d['mix'], d['P']
    V = delta * mix; qa_all = np.argmax(P[:, -1, :M1], 1)
    for n0 in range(5):
        qa = qa_all[n0]; sel = qa_all == qa
        for i in np.where(W[n0])[0]:
            w = (-z * a[i] * gate[:, i])[sel]
            Gd = lambda v: -float(np.mean(w * (V[sel] @ v)))
            lhs = max(Gd(vec(None, 0, c)) for c in range(M2)); rhs = Gd(vec(qa, 1)) / M2
            viol += lhs > rhs; tot += 1
print(f"E.196 under DB: violations {viol}/{tot}")
