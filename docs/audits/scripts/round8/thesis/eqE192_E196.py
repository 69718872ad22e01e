"""Audit thesis.ch6.eqE.192-E.196 (seed 003 L8956-L8971) at t = 0, own Ch. 6 model (build() of eqE174_E175.py).
G(v) = (1/B) sum_n dl/dW_O(i) v = (1/B) sum_n (-z^n) 1[z F < 1] a_i 1[W_O(i) V^n >= 0] V^n . v  (hinge active at init),
V^n = delta * mix_n (W_V = delta I). i in W_{n0}, mu_a = IDR pattern of n0's query, b != a, c any nu. eta cancels; a = m.
Readings: literal gradient G, and the descent direction -G."""
import numpy as np
src = open("eqE174_E175.py").read().split("for seed in range(4):")[0]
ns = {}; exec(src, ns); build = ns['build']
M1, M2, dy, m, delta, alpha, beta = 3, 2, 2, 40, 0.1, 0.5, 1.0
dx = M1 + M2
def vec(x_idx=None, sign_q=0.0, nu_idx=None):
    v = np.zeros(dx + dy)
    if x_idx is not None: v[x_idx] = beta
    if nu_idx is not None: v[M1 + nu_idx] = beta
    v[dx] = sign_q
    return v
count = {k: [0, 0] for k in ("E.192", "E.193", "E.194", "E.195", "E.196")}; tot = 0
for seed in range(6):
    d = build(seed, B=100000); z, a, gate, W, mix, P = d['z'], d['a'], d['gate'], d['W'], d['mix'], d['P']
    V = delta * mix; qa_all = np.argmax(P[:, -1, :M1], 1)
    for n0 in range(5):
        qa = qa_all[n0]; bs = [b for b in range(M1) if b != qa]
        for i in np.where(W[n0])[0]:
            w = -z * a[i] * gate[:, i]                         # per-prompt weight
            G = lambda v: float(np.mean(w * (V @ v)))
            Gaq = G(vec(qa, 1)); Gamq = G(vec(qa, -1))
            Gb = max(G(vec(b, 1)) for b in bs); Gbm = max(G(vec(b, -1)) for b in bs); Gc = max(G(vec(None, 0, c)) for c in range(M2))
            Gbn = max(-G(vec(b, 1)) for b in bs); Gbmn = max(-G(vec(b, -1)) for b in bs); Gcn = max(-G(vec(None, 0, c)) for c in range(M2))
            floor = alpha * delta * (beta ** 2 + 1) / (2 * m)
            for k, (lit, desc) in {
                "E.192": (Gaq < floor, -Gaq < floor),
                "E.193": (Gamq > (beta**2 - 1) / (beta**2 + 1) * Gaq, -Gamq > (beta**2 - 1) / (beta**2 + 1) * -Gaq),
                "E.194": (Gb > Gaq / (beta**2 + 1), Gbn > -Gaq / (beta**2 + 1)),
                "E.195": (Gbm > -Gaq / (beta**2 + 1), Gbmn > Gaq / (beta**2 + 1)),
                "E.196": (Gc > Gaq / M2, Gcn > -Gaq / M2)}.items():
                count[k][0] += lit; count[k][1] += desc
            tot += 1
            if seed == 0 and n0 == 0 and i == np.where(W[n0])[0][0]:
                print(f"example seed 0, n0 = 0, i = {i}: G(mu_a;q) = {Gaq:+.3e} (floor {floor:.3e}), G(mu_a;-q) = {Gamq:+.3e}, "
                      f"max_b G(mu_b;q) = {Gb:+.3e}, max_b G(mu_b;-q) = {Gbm:+.3e}, max_c G(nu_c;0) = {Gc:+.3e}")
print(f"(seed, n0, i in W_n0) cases: {tot}; violations [literal G, descent -G]:", count)
