"""factrecall, round 30 (helper undecT27): the chain L1358-L1363's members at 60 digits (mpmath).

The members of ``factrecall.display.lemma6-l1358`` at one state (W_OV, W_KQ) of the flow, computed exactly from the
float64 state and the enumerated population (the float64 row weights w_b taken as exact numbers; p(r), p*(. | r) and
E[p^ | r in z] formed from those rows): logits, softmax, the gradient of L (the softmax cross-entropy chain rule
dL/dTheta(a, z) = sum_b w_b C(b, z)(p^_b(a) - 1(a = a*_b)), then d/dW_OV(a, z) = W_KQ(z) dL/dTheta(a, z) and
d/dW_KQ(z) = sum_a W_OV(a, z) dL/dTheta(a, z)), the same restricted to the rows of relation r for L_r. The flow's
direction is theta' = -grad L (Lemma 4's closed form is this gradient), so d/dt L = <grad L, theta'> = -||grad L||^2
exactly. No torch and no autograd: shares nothing with the float64 measurement but the state it is given."""

from __future__ import annotations

import mpmath


def l1358_members_exact(task: object, W: object, K: object, eps: float, square: bool) -> list:
    """[A1, ..., A7] of the chain (see r13_factrecall._l1358_members) as mpf at the working precision."""
    mpf = mpmath.mpf
    S, R, A = int(task.S), int(task.R), int(task.A)
    tokens = task.tokens.detach().cpu().numpy()
    w = [mpf(float(x)) for x in task.w.detach().cpu().numpy()]
    tgt = [int(x) for x in task.tgt.detach().cpu().numpy()]
    rel = [int(x) for x in task.rel.detach().cpu().numpy()]
    Wn, Kn = W.detach().cpu().numpy(), K.detach().cpu().numpy()
    V = Wn.shape[1]
    Wm = [[mpf(float(Wn[a, z])) for z in range(V)] for a in range(A)]
    Km = [mpf(float(Kn[z])) for z in range(V)]
    th = [[Wm[a][z] * Km[z] for z in range(V)] for a in range(A)]  # Theta(a, z)
    zero = mpf(0)
    # dL/dTheta(a, z) over all rows, and over the rows of each relation r (L_r)
    dth = [[zero] * V for _ in range(A)]
    dth_r = [[[zero] * V for _ in range(A)] for _ in range(R)]
    pr = [zero] * R
    pstar = [[zero] * A for _ in range(R)]
    Ep = [[zero] * A for _ in range(R)]
    for b in range(len(w)):
        toks = [int(z) for z in tokens[b]]
        lg = [mpmath.fsum(th[a][z] for z in toks) for a in range(A)]
        mx = max(lg)
        e = [mpmath.exp(x - mx) for x in lg]
        s = mpmath.fsum(e)
        p = [x / s for x in e]
        r = rel[b]
        pr[r] += w[b]
        pstar[r][tgt[b]] += w[b]
        for a in range(A):
            Ep[r][a] += w[b] * p[a]
            res = w[b] * (p[a] - (1 if a == tgt[b] else 0))
            for z in toks:  # repeated tokens count C(b, z) times
                dth[a][z] += res
                dth_r[r][a][z] += res
    gW = [[Km[z] * dth[a][z] for z in range(V)] for a in range(A)]
    gK = [mpmath.fsum(Wm[a][z] * dth[a][z] for a in range(A)) for z in range(V)]
    g2 = mpmath.fsum(x * x for row in gW for x in row) + mpmath.fsum(x * x for x in gK)
    a1 = -g2  # <grad L, theta'> with theta' = -grad L
    a2 = -g2
    a3 = -mpmath.fsum(gW[a][S + r] ** 2 for r in range(R) for a in range(A))
    a4 = -mpmath.fsum((Km[S + r] * dth_r[r][a][S + r]) ** 2 for r in range(R) for a in range(A))
    a5 = a6 = a7 = zero
    for r in range(R):
        if pr[r] <= 0:
            continue
        dev2 = mpmath.fsum((pstar[r][a] / pr[r] - Ep[r][a] / pr[r]) ** 2 for a in range(A))
        dev = mpmath.sqrt(dev2)
        kq = Km[S + r]
        a5 -= kq**2 * pr[r] ** 2 * (dev2 if square else dev)
        a6 -= mpmath.sqrt(mpmath.fsum((Wm[a][S + r] * kq) ** 2 for a in range(A))) * pr[r] ** 2 * dev2
        a7 -= mpf(eps) ** 2 / (200 * (A + 1)) * pr[r] ** 2 * dev2
    return [a1, a2, a3, a4, a5, a6, a7]
