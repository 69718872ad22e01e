"""Audit A, r13: factrecall, proof of Theorem 6 (seed 002 L1375-L1398): the parameter choices.
Theorem 6 (L265): S >= 8 R sqrt(2D), |N| >= 4 R sqrt(2D) T, p(s, r) = 1/(SR). Proof: eps = eps_min <= min_r gap_r /
(100(|A|+1)), gap_r = ||p*(.|r) - p0||; log(eps/(alpha sqrt(|A|+1))) = iota with iota >= 100(|A|+1) log|A| eps^-4 p(r) gap_r
(L1377); T* of Lemma 6 (L1148-L1150) = max_r p(r)^-1 gap_r^-1 log(eps/(alpha sqrt(|A|+1))) + 100(|A|+1) log|A| eps^-2 eps_min^-2.
Links checked: (L1381) T* <= 2 iota max_r 1/(p(r) gap_r); (L1383) T* <= 2 R sqrt(D) iota;
(L1385-L1388) exp(4 R sqrt(D) iota/S) alpha sqrt(|A|+1) <= exp(iota/2) alpha sqrt(|A|+1) = sqrt(eps alpha)(|A|+1)^{1/4} <= sqrt(alpha);
(L1392-L1394) exp(4 R sqrt(D) T iota/|N|) alpha sqrt(|A|+1) <= exp(iota/2) alpha sqrt(|A|+1) <= sqrt(alpha).
mpmath, logs of the W_KQ members (alpha ~ e^{-1e14})."""
import itertools
import mpmath as mp

mp.mp.dps = 40

def check(R, D, T, S, N, table="balanced"):
    A = R * D
    gaps = []
    for r in range(R):
        # answers of relation r: D of them; p*(a|r) = #{s: a*(s,r) = a}/S
        counts = [S // D + (1 if i < S % D else 0) for i in range(D)] if table == "balanced" else [S - (D - 1)] + [1] * (D - 1)
        p = [mp.mpf(c) / S for c in counts] + [mp.mpf(0)] * (A - D)
        gaps.append(mp.sqrt(sum((x - mp.mpf(1) / A) ** 2 for x in p)))
    pr = mp.mpf(1) / R
    eps = min(gaps) / (100 * (A + 1))
    C = 100 * (A + 1) * mp.log(A)
    iota = C * eps ** -4 * max(pr * g for g in gaps)               # L1377 at its threshold
    log_alpha = mp.log(eps) - iota - mp.log(A + 1) / 2
    Mx = max(1 / (pr * g) for g in gaps)
    Tstar = Mx * iota + C * eps ** -4
    la = mp.log(A + 1) / 2
    hyp = (S >= 8 * R * mp.sqrt(2 * D), N >= 4 * R * mp.sqrt(2 * D) * T)
    out = {
        "1381 T* <= 2 iota max 1/(p gap)": Tstar <= 2 * iota * Mx * (1 + mp.mpf(10) ** -30),
        "1383 T* <= 2 R sqrt(D) iota": Tstar <= 2 * R * mp.sqrt(D) * iota,
        "1386 exp(4R sqrt(D) iota/S) <= exp(iota/2)": 4 * R * mp.sqrt(D) * iota / S <= iota / 2,
        "1387/1388 exp(iota/2) alpha sqrt(A+1) <= sqrt(alpha)": iota / 2 + log_alpha + la <= log_alpha / 2,
        "1393 exp(4R sqrt(D) T iota/|N|) <= exp(iota/2)": 4 * R * mp.sqrt(D) * T * iota / N <= iota / 2,
    }
    print(f"R={R} D={D} T={T} S={S} |N|={N} ({table}): hypotheses S, |N|: {hyp}; gap = {mp.nstr(min(gaps), 5)} "
          f"(1/sqrt(2D) = {mp.nstr(1/mp.sqrt(2*D), 5)}); iota = {mp.nstr(iota, 4)}")
    print(f"   T* = {mp.nstr(Tstar, 5)} = {mp.nstr(Tstar / iota, 5)} iota; 2 R sqrt(D) iota = {mp.nstr(2*R*mp.sqrt(D), 5)} iota; "
          f"2 R sqrt(2D) iota = {mp.nstr(2*R*mp.sqrt(2*D), 5)} iota")
    print(f"   (1393) exponent 4 R sqrt(D) T/|N| = {mp.nstr(4*R*mp.sqrt(D)*T/N, 5)} iota vs iota/2; with the true T*: "
          f"Lemma 5's 2 T T*/|N| = {mp.nstr(2*T*Tstar/N/iota, 5)} iota")
    for k, v in out.items():
        print(f"   {k}: {v}")

check(2, 2, 3, 32, 48)
check(2, 8, 5, 64, 160)
check(3, 2, 4, 48, 96)
check(2, 2, 3, 32, 48, table="skewed")
