#!/usr/bin/env python3
"""Auditor A, round 15: chenli (seed 000) Lemma 5.15 (L1058-L1066), second alternative d3 <= min(d/8v^2, sqrt(d) r/8cv)
with |nu| = |nu'| = 1 > c/sqrt(d3), so the printed indicator 1[|nu|, |nu'| <= c/sqrt(d3)] = 0 and
delta*_c = Theta~(k^{8/3}(sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4})^{1/3} + k^3 (c^2 v sqrt(r)/sqrt(d))^c).
Own closed-form computation (no repository import) on Theta = lam u w^T + tau Rot: u = 1_{S3}/sqrt(d3), w = 1_{S2}/sqrt(d2),
Rot the 2x2-block rotation on S1, k = 3, c = 1, v = 8; rows: mu_1 = 1/sqrt(d2), mu_j = -1/sqrt(d2), nu = +1 (X) vs -1 (X').
Row 1's logits: X_1 Theta X_j^T = lam nu sqrt(d2 d3) mu_j + R_j (R_1 = 0, Rot antisymmetric); the gap token1 - token j
is +D - R_j in X and -D - R_j in X', D = 2 lam sqrt(d3); R_j a sum of d1/2 terms in [-2 tau, 2 tau] with the same law
in X and X' (Hoeffding). Lower bound on ||E Delta||_max from (E S_11 - E S'_11). Hypotheses checked in closed form."""
import math

K, C, V = 3, 1.0, 8.0


def sizes(r):
    m = math.ceil(math.sqrt(5e3) * r * r)
    d2 = m * m
    d3 = math.floor(math.sqrt(2.0 * d2 * r) / (8 * C * V))
    d1 = d2 - d3
    d1 -= d1 % 2
    return d1, d2, d3


for r in (1e6, 1e12, 1e24, 1e36, 1e48, 1e57):
    F = 1e5
    d1, d2, d3 = sizes(r)
    d = d1 + d2 + d3
    lam = 0.99 * V * F * math.sqrt(d3 / d)
    frest = math.sqrt(F * F - lam * lam)
    tau = frest / math.sqrt(d1)
    D = 2 * lam * math.sqrt(d3)
    pH = math.exp(-min(D * D / (16 * frest ** 2), 700))        # P[|R_j| > D/2] <= 2 pH (Hoeffding, range 4 tau, d1/2 terms)
    eh = math.exp(-min(D / 2, 700))
    ES = (1 - (K - 1) * pH) / (1 + (K - 1) * eh)               # E S_11 in X
    ESp = eh / (1 + eh) + pH                                    # E S'_11 in X'
    lhs = ES - ESp
    eta = math.sqrt(C) * r ** 0.25 / d2 ** 0.25 + C * C / r ** 0.25
    dstar = K ** (8 / 3) * eta ** (1 / 3) + K ** 3 * (C * C * V * math.sqrt(r) / math.sqrt(d)) ** C
    shape = dstar * math.log(1 / eta)                          # the O~'s log(1/eta) of the proof (Lemma 3.9)
    # hypotheses
    alt = d3 <= min(d / (8 * V * V), math.sqrt(d * r) / (8 * C * V))      # second alternative (the smaller form)
    ind0 = 1.0 > C / math.sqrt(d3)                                          # |nu| = 1 > c/sqrt(d3)
    c_ok = 1 <= C <= math.sqrt(min(r, d2, d3)) / 2
    ups_need = max(lam / math.sqrt(d3), lam / math.sqrt(d2), tau,
                   math.sqrt(2) * (2 * lam / math.sqrt(d2) + 2 * tau)) * math.sqrt(d) / F
    a4 = ups_need <= V <= math.sqrt(d) / (10 * r * r)
    srank = F * F / max(lam, tau) ** 2
    a3 = srank - 1 >= r
    e8 = 10 * r <= d ** 0.25
    e8lo = {cc: (math.log(d) ** (cc + 2) / 0.1) <= r for cc in (3, 6)}   # (8)'s lower end, m = lambda = 1, c of (7) 0.1
    a6 = F >= 10 * math.log(K * d)
    print(f"r = {r:.0e}: log10 d = {math.log10(d):.1f}; D/F_rest = {D / frest:.3g}; ||E Delta||_max >= {lhs:.6f}; "
          f"delta*_c log(1/eta) = {shape:.4g}; ratio = {lhs / shape:.3g}; hyps: alt2 {alt}, indicator 0 {ind0}, c {c_ok}, "
          f"Ass.4 (need {ups_need:.2f} <= 8 <= {math.sqrt(d) / (10 * r * r):.1f}) {a4}, Ass.3 (stable rank {srank:.2e}) {a3}, "
          f"(8) top {e8}, (8) low c=3/6 {e8lo[3]}/{e8lo[6]}, Ass.6 {a6}, Tr Theta = 0")
