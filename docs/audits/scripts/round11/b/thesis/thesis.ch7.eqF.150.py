"""Audit of the stage-two displays of the proof of Lemma F.3.7 (t >= T_1 = eta^-1 alpha^-2 K^3 log(K/eps)):
(F.150) L10051-55, (F.154) L10079, (F.156) L10092-96, (F.158) L10111, (F.160) L10119, (F.162) L10129,
(F.163) L10133. Own numpy model (ch7_model.py). One SGD trajectory per family; at t = ceil(T_1(eps)) for eps -> 0
(W^(t) does not depend on eps) the per-prompt terms 2-or-1 * p~'^T A_n (dangling i summed as in (F.66)), on fresh
prompts, against eps, against delta = the attention mass on other-step columns actually reached (Lemma F.3.6's
quantity, (F.12)), and against the deficit 1 - p_n(t)."""
import math, sys
import numpy as np
sys.path.insert(0, "/work/audit/r11B/thesis")
from ch7_model import batch, grad, p_n

# p~ = (X, Y, Kp) relative to the query (x, k); p~' = (x', y', k') relative to p~
CASES = {
    "F.150": (lambda X, Kp, x, k: X != x and Kp == k, "self", True),
    "F.154": (lambda X, Kp, x, k: X != x and Kp == k, lambda xp, kp, X, Kp: xp == X and kp != Kp, True),
    "F.156": (lambda X, Kp, x, k: X == x and Kp == k, lambda xp, kp, X, Kp: xp != X and kp == Kp, False),
    "F.158": (lambda X, Kp, x, k: X != x and Kp == k, lambda xp, kp, X, Kp: xp != X and kp == Kp, False),
    "F.160": (lambda X, Kp, x, k: X == x and Kp == k, lambda xp, kp, X, Kp: xp != X and kp != Kp, False),
    "F.162": (lambda X, Kp, x, k: X != x and Kp == k, lambda xp, kp, X, Kp: xp != X and kp != Kp, True),
}


def evaluate(W, rng, M, K, l_tr, alpha, nev=96):
    d = M
    out = {key: [-np.inf, np.inf] for key in CASES}  # max (|term| or term), min term
    ratio_def = {key: 0.0 for key in CASES}
    ratio_delta = {key: 0.0 for key in CASES}   # per prompt: largest |term| (term) / delta_n
    neg160 = [0, 0, 0.0]                          # prompts with a negative term, prompts, least term/(1 - p_n)
    ps, deltas, As, qs = [], [], [], []
    for cols, meta, q, label, (xq, kq) in batch(rng, M, K, l_tr, alpha, nev):
        _, A, a, F = grad(W, cols, q, label, d)
        p = p_n(a, meta, (xq, kq)); ps.append(p)
        dn = float(a[meta[:, 2] != kq].sum()); deltas.append(dn)
        least160 = None
        As.append(A); qs.append((xq, kq))
        for key, (pc, rel, absol) in CASES.items():
            for X in range(M):
                for Kp in range(K):
                    if not pc(X, Kp, xq, kq):
                        continue
                    qp = int(X == xq) + int(Kp == kq)  # ints: numpy bools would add as OR
                    if rel == "self":
                        toks = [(X, Y, Kp) for Y in range(M)]
                    else:
                        toks = [(a_, b_, c_) for a_ in range(M) for c_ in range(K) for b_ in range(M) if rel(a_, c_, X, Kp)]
                    for (xp, yp, kp) in toks:
                        term = qp * float(A[xp] + A[d + yp] + A[2 * d + kp])
                        v = abs(term) if absol else term
                        out[key][0] = max(out[key][0], v); out[key][1] = min(out[key][1], term)
                        ratio_def[key] = max(ratio_def[key], v / (1 - p))
                        ratio_delta[key] = max(ratio_delta[key], v / dn)
                        if key == "F.160":
                            least160 = term if least160 is None else min(least160, term)
        neg160[0] += least160 < 0; neg160[1] += 1; neg160[2] = min(neg160[2], least160 / (1 - p))
    # (F.163): batch form, mean over the prompts, |.|, worst pair p~, p~' of one-hot column tokens
    As = np.array(As); xs = np.array([a for a, _ in qs]); ks = np.array([b for _, b in qs])
    best163 = 0.0
    for X in range(M):
        for Y in range(M):
            for Kp in range(K):
                qp = (xs == X).astype(float) + (ks == Kp)
                for xp in range(M):
                    for yp in range(M):
                        for kp in range(K):
                            if xp == X or kp == Kp:
                                continue
                            best163 = max(best163, abs(float(np.mean(qp * (As[:, xp] + As[:, d + yp] + As[:, 2 * d + kp])))))
    return out, (ratio_def, ratio_delta, neg160), float(np.mean(ps)), float(np.mean(deltas)), float(np.max(deltas)), best163


def run(M, K, alpha, eta, xi, l_tr, B, seed, epss):
    T1 = lambda e: math.ceil(K**3 * math.log(K / e) / (eta * alpha**2))
    ts = sorted({T1(e) for e in epss})
    print(f"family M={M} K={K} alpha={alpha} eta={eta} xi={xi} l_tr={l_tr} (l_tr alpha={l_tr*alpha:.1f}) "
          f"B={B} (B/(M log M)={B/(M*math.log(M)):.2f}) seed={seed}; alpha<1, eta<1 asserted")
    assert 0 < alpha < 1 and 0 < eta < 1
    rng = np.random.default_rng(seed)
    d = M; D = 2 * d + K
    W = xi * rng.standard_normal((D, D))
    res, t = {}, 0
    for tt in ts:
        while t < tt:
            G = np.zeros((D, D))
            for cols, meta, q, label, _ in batch(rng, M, K, l_tr, alpha, B):
                G += grad(W, cols, q, label, d)[0]
            W -= eta * G / B; t += 1
        res[tt] = evaluate(W, np.random.default_rng(10_000 + tt), M, K, l_tr, alpha)
    for e in epss:
        tt = T1(e)
        out, (rdef, rdl, neg), mp, dl, dmax, b163 = res[tt]
        print(f" eps={e:.0e} t=T_1={tt}: 1-mean p_n={1-mp:.3f}, other-step mass delta mean={dl:.2e} max={dmax:.2e}")
        line = []
        for key, (mx, mn) in out.items():
            line.append(f"{key}: max {mx:.3g} (/eps {mx/e:.3g}, /delta_max {mx/dmax:.3g}, /(1-p_n) {rdef[key]:.2f}, per-prompt /delta_n {rdl[key]:.2f})"
                        + (f", min term {mn:.3g}, negative on {neg[0]}/{neg[1]} prompts, least term/(1-p_n) {neg[2]:.2f}" if key == "F.160" else ""))
        line.append(f"F.163: |batch form|/eta = {b163:.3g} (/eps {b163/e:.3g}, /delta_max {b163/dmax:.3g}, /(1-mean p_n) {b163/(1-mp):.2f})")
        print("   " + "\n   ".join(line))


if __name__ == "__main__":
    run(M=3, K=2, alpha=0.9, eta=0.99, xi=1e-3, l_tr=16, B=14, seed=0, epss=[0.5, 1e-1, 1e-2, 1e-3, 1e-5, 1e-8, 1e-12])
    run(M=4, K=2, alpha=0.6, eta=0.9, xi=1e-3, l_tr=40, B=24, seed=1, epss=[0.5, 1e-2, 1e-4, 1e-8])
    run(M=4, K=3, alpha=0.8, eta=0.95, xi=1e-2, l_tr=20, B=20, seed=2, epss=[0.5, 1e-2, 1e-4])
