"""Round 29 (helper hhT23): the triage of docs/hiddenhyp_r28.md's "Still open" crossings of thesis Ch. 2/3/4 and mhgd
whose verdict rests on a hypothesis read at one value of a constant the paper leaves unspecified (m >= M^2 log N at
constant 1, sigma < O(1/M) at 1, eta <~ 1/rho, ||Sigma_l||^{1/2} = Omega(1)). Each claim below keeps its verdict; its
evidence gets the sentence saying why the crossing does not need the constant (a re-measure at 4x and 16x the width,
a path that meets the hypothesis for every constant eventually, or a hypothesis that is an explicit printed
inequality). The table is in docs/hiddenhyp_r28.md, "Round 29 triage". The paper packages apply it last."""

from __future__ import annotations

import dataclasses

from thmcheck.checks.claim import Claim

_P = " Round 29 (helper hhT23, docs/hiddenhyp_r28.md): "
_W = ("the width m >= M^2 log N is read at constant 1; the crossing does not need it (re-measured with the width "
      "factor 4x and 16x, the claim's own measure on its ci instance): ")
_SIGN = (" A lucky neuron enters the lucky set through V(0)'s other-pattern share, a per-neuron event whose frequency "
         "does not fall with m, so every constant of the width admits the crossing.")
_BPATH = (" The B-limit of the left side is a nonzero batch mean at every width, the printed side falls like "
          "sqrt(log B / B): at any constant of the width the B path diverges (and B >= C log N, where printed, holds for "
          "every C eventually along it).")
_B32 = ("the width m >= M^2 log N (N = 80 K nodes, M = 4) is read at constant 1 (m = 71); the crossing does not "
        "need it: seeds 0-7 at B = 8, t = 10, eta = 0.1 (the claim's measure) at m = 71, 284, 1136 (x1, x4, x16): ")

NOTES: dict[str, str] = {
    # ---- Chapter 2, App. A: sign crossings of the lucky sets (Lemma A.3.1, A.5.2)
    "thesis.ch2.eqA.118": _W + "least left side -0.0386 / -0.0456 / -0.0532 against the side +1.47e-5 (x1 / x4 / x16)."
                          + _SIGN,
    "thesis.ch2.eqA.119": _W + "left 0.0976 against the right side -2.96e-3 at x1, x4 and x16." + _SIGN,
    "thesis.ch2.eqA.120": _W + "left 0.109 against the right side -2.36e-4 at x1, x4 and x16." + _SIGN,
    "thesis.ch2.eqA.180": _W + "least left side -0.014 / -0.011 / -0.021 against +0.066 / +0.133 / +0.265." + _SIGN,
    "thesis.ch2.eqA.21": _W + "least squared lucky row 0.426 / 0.415 / 0.406 against 1.42 / 1.41 / 1.44." + _SIGN,
    "thesis.ch2.eqA.24": _W + "W_O(i) p_3 = 0.573 against (1/sqrt(B)) W_O(i) p_1 = -8.6e-4 / -8.5e-4 / -8.5e-4." + _SIGN,
    "thesis.ch2.eqA.25": _W + "least squared row of U 0.855 / 0.443 / 0.423 against 1.42 / 1.41 / 1.44." + _SIGN,
    "thesis.ch2.eqA.27": _W + "an unlucky component 0.825 / 1.52 / 1.52 against the right side -0.051 / -0.054 / -0.052."
                         + _SIGN,
    "thesis.ch2.eqA.93-middle": _W + "least W_O(i)^(1) p_1 -0.461 / -0.459 / -0.517 against xi e^X = 0.578." + _SIGN,
    "thesis.ch2.eqA.200": _W + "m = 32, 128, 512: the least lucky projection -0.088 / -0.112 / -0.127 (> 0 printed); "
                          "the evidence's m = 1024 runs (33x the width) agree: the cross terms decide the sign at "
                          "every width.",
    "thesis.ch2.eqA.201": _W + "m = 1024, 4096, 16384 (33x .. 530x the width floor): least lucky value -8.1e-4 / "
                          "-1.2e-4 / -1.3e-4; a wider model only adds lucky neurons near the boundary.",
    "thesis.ch2.eqA.202": _W + "m = 1024, 4096, 16384: least lucky value -6.1e-3 / -4.9e-3 / -2.1e-2.",
    "thesis.ch2.eqA.77": "(2.7) m >~ M^2 log N is read at constant 1; the crossing does not need it: m = 104, 416, "
                         "1664 (x1, x4, x16), ratio |I_1| / bound 21.6 / 19.0 / 17.1 (|I_1| = eta tau |mean_l a_(l)i| "
                         "and the bound both scale like 1/sqrt(m); the ratio falls like 1/sqrt(log m) only, and grows "
                         "like sqrt(B / log B)).",
    "thesis.ch2.eqA.95": _W + "ratio 2.89 / 3.00 / 3.04 (seed 0, B = 4096)." + _BPATH,
    "thesis.ch2.eqA.96": _W + "ratio 9.3 / 25.9 / 105 (seed 0, B = 4096): the smallest lucky |W_O(i) p_j| falls like "
                         "xi/m, so a wider model crosses more.",
    "thesis.ch2.eqA.103": _W + "ratio 14.1 / 0.37 / 5.9 (seed 3, B = 4096; at x4 and B = 4096 seed 0 crosses: 4.18, "
                          "seeds 1, 2, 4: 0.37, 0.16, 0.23): the printed side carries the neuron's own |W_O(i) p_j|, whose smallest value over the "
                          "~m/2 rows falls like xi/m (thesis.ch2.eqA.96, the same factor: 9.3 -> 26 -> 105), so the "
                          "crossing becomes more likely, not less, as the constant grows; it is found at x1, x4 and x16.",
    "thesis.ch2.eqA.97": _W + "along B = 32 -> 1e9 ratio 0.011 -> 79 (x1), 0.0066 -> 47 (x4), 0.0015 -> 10.9 (x16)."
                         + _BPATH,
    "thesis.ch2.eqA.98": _W + "along B = N = 32 -> 4096 ratio 0.52 -> 6.3, 0.73 -> 6.0, 0.84 -> 5.7." + _BPATH,
    "thesis.ch2.eqA.105": _W + "along B = 32 -> 1e9 ratio 0.051 -> 127, 0.018 -> 44, 0.060 -> 150." + _BPATH,
    "thesis.ch2.eqA.182": _W + "along B = N = 724 -> 16384 ratio 0.247 -> 6.4, 0.231 -> 4.3, 0.144 -> 2.8 (x26, x19, "
                          "x19)." + _BPATH,
    # ---- Chapter 3, App. B: Theorem 3.4.4's m >= M^2 log N and B >= log N at constant 1
    "thesis.ch3.eqB.100-middle": _W + "least W_O(i)^(1) p_1 -0.0075 / -0.0079 / -0.0166 against xi e^X = 0.0101 "
                                 "(seed 0, N = B = 200)." + _SIGN + " Along its N = B path at x1 / x4: -0.0077 / -0.0194 at N = B = 6400 (B >= C log N for C up to 730).",
    "thesis.ch3.eqB.107": _W + "least W_O(i)^(1) p_2 over U_l(0) -7.0e-4 / -3.9e-3 / -7.0e-3 against 0.0101 (seed 0, "
                          "N = B = 200)." + _SIGN + " Along its N = B path at x1 / x4: -1.1e-3 / -0.013 at N = B = 12800 (B >= C log N for C up to 1350).",
    "thesis.ch3.eqB.87": _W + "least H_2 -1.41e-4 / -2.42e-4 / -1.64e-4 against +5.9e-3 / +3.0e-3 / +1.5e-3 (seed 0, "
                         "N = B = 200)." + _SIGN + " Along its N = B path at x1 / x4: -2.1e-4 / -2.7e-4 at N = B = 3200 (B >= C log N for C up to 390).",
    "thesis.ch3.eqB.91": _W + "least increment -1.98e-4 / -2.76e-4 / -1.84e-4 against +3.05e-3 / +1.53e-3 / +7.7e-4."
                         + _SIGN + " Along its N = B path at x1 / x4: -2.6e-4 / -3.0e-4 at N = B = 3200 (B >= C log N for C up to 390).",
    "thesis.ch3.eqB.89": "its own path already grows m's constant (mfac = x mfac0, x = 1 .. 10) with B and |L|, so "
                         "every constant of the width is met along it; re-measured at x4 / x16 on the shrunk "
                         "instance: H_4 = -1.99 / 0.0 exactly (a switched-off lucky neuron) against a positive side.",
    "thesis.ch3.eqB.90": _W + "|H_5| 5.3e-6 / 4.7e-6 / 5.0e-6 against the (negative) printed side -3.8e-5 / -4.8e-5 / "
                         "-5.3e-5 (B = 1e6).",
    "thesis.ch3.eqB.103": _W + "along B = 32 -> 1e9 ratio 1.1e-3 -> 3.5 (x1), 0.017 -> 30 (x4), 0.017 -> 29 (x16)."
                          + _BPATH,
    "thesis.ch3.eqB.104": _W + "along B = 32 -> 1e9 ratio 0.0097 -> 36.9, 0.0088 -> 31.8, 0.0073 -> 26.5." + _BPATH,
    "thesis.ch3.eqB.110": _W + "along B = 32 -> 1e9 ratio 0.047 -> 102, 0.029 -> 62, 0.026 -> 57." + _BPATH,
    "thesis.ch3.eqB.111": _W + "along B = 32 -> 1e9 ratio 0.0055 -> 14.5, 0.0042 -> 8.9, 0.0026 -> 6.2." + _BPATH,
    "thesis.ch3.eqB.105": _W + "along N = B = 50 -> 25600 ratio 3.65 -> 49.1, 3.23 -> 44.2, 2.93 -> 40.5." + _BPATH,
    "thesis.ch3.eqB.106": _W + "along N = B = 50 -> 12800 ratio 7.4 -> 115, 6.9 -> 133, 8.4 -> 104." + _BPATH,
    "thesis.ch3.eqB.108": _W + "along N = B = 50 -> 12800 ratio 3.2 -> 60, 4.8 -> 61, 5.1 -> 83." + _BPATH,
    "thesis.ch3.eqB.112": _W + "along N = B = 50 -> 25600 ratio 0.75 -> 9.6, 0.66 -> 8.5, 0.59 -> 7.8." + _BPATH,
    "thesis.ch3.eqB.113": _W + "along N = B = 50 -> 12800 ratio 4.7 -> 135, 7.2 -> 100, 5.3 -> 93." + _BPATH,
    "thesis.ch3.eqB.210": _W + "m = 134, 536, 2144: along B = 4 -> 4096 ratio 0.034 -> 12.4, 0.023 -> 20.2, 0.023 -> "
                          "7.6." + _BPATH,
    "thesis.ch3.eqB.208": _W + "m = 134, 536, 2144: least left side -6.0e-6 / -3.2e-6 / -3.8e-6 against the side "
                          "+7.5e-10 / +1.1e-9 / +2.8e-9." + _SIGN,
    "thesis.ch3.eqB.128": _W + "m = 134, 536, 2144: least ratio -385 / -553 / -702." + _SIGN,
    "thesis.ch3.eqB.118": _W + "m = 71, 284, 1136: least value -7.1e-3 / -7.1e-3 / -1.2e-2 (> 0 printed): the "
                          "subset's softmax re-weights the nodes at every width.",
    "thesis.ch3.eqB.126": _W + "m = 71, 284, 1136: largest ratio 1.04 / 1.13 / 1.24 (exact in the one-hot keys at "
                          "every width).",
    "thesis.ch3.eqB.24": _B32 + "b_{z_m} - b_z < 0 on 7/8, 8/8, 7/8 seeds.",
    "thesis.ch3.eqB.134-Ke": _B32 + "the q_2 coordinate negative on 8/8 seeds at each width (least / scale -0.46 .. "
                             "-0.95).",
    "thesis.ch3.eqB.147": _B32 + "G_j < 0 at a step with K > 0 on 8/8 seeds at each width.",
    "thesis.ch3.eqB.148": _B32 + "crossing on 8/8 seeds at each width.",
    "thesis.ch3.eqB.149": _B32 + "crossing on 8/8 seeds at each width (least ratio -0.27 .. -8.4).",
    "thesis.ch3.eqB.151-Qe": _B32 + "the r_2 coordinate negative on 8/8 seeds at each width (least / scale -0.27 .. "
                             "-1).",
    "thesis.ch3.eqB.155": _B32 + "the r_1 coordinate negative on 8/8 seeds at each width.",
    "thesis.ch3.eqB.156": _B32 + "the r_1 coordinate negative on 8/8 seeds at each width (least / scale -0.19 .. -1).",
    "thesis.ch3.eqB.152-late": "the width m >= M^2 log N is read at constant 1; the crossing does not need it: at m = "
                               "608 and 2432 (4x, 16x the ci instance's 152; B = 32, eta = 0.2, eps = 0.25) K(t') = 0 "
                               "exactly at t' = 54, 63 (seed 0) and 45 (seed 1, m = 608) with the mean hinge 0.55, "
                               "0.43, 0.58 > eps: the saturated mu_1 hinge stops W_Q e_1 at every width.",
    "thesis.ch3.eqB.153-late": "the width m >= M^2 log N is read at constant 1; the crossing does not need it: at m = "
                               "608 and 2432 (seeds 0, 1; B = 32, eta = 0.2, eps = 0.25) Q(t') = K(t') = 0 exactly "
                               "while |gamma_l| = 1.0e-3 .. 1.2e-2, mean hinge 0.43 .. 0.58 > eps.",
    "thesis.ch3.eqB.154-late": "the width m >= M^2 log N is read at constant 1; the crossing does not need it: the ci "
                               "instance re-measured at 4x and 16x m keeps Q(t') = 0 exactly against a moved Q_e (the "
                               "mechanism of thesis.ch3.eqB.152-late, which persists at m = 608, 2432).",
    "thesis.ch3.eqB.205": _W + "m = 116, 464, 1856 (B = N = 100): V_i = 0.0952 > 0 at each (< 0 printed).",
    "thesis.ch3.eqB.206": _W + "m = 116, 464, 1856: V_i = -0.0952 at each (> 0 printed).",
    "thesis.ch3.eqB.220": _W + "m = 25, 100, 400: least lucky value -1.6e-5 / -2.9e-4 / -2.8e-5 (the evidence's m = "
                          "1024 runs: 18 % .. 82 % negative).",
    "thesis.ch3.eqB.221": _W + "m = 25, 100, 400 on seed 1: -7.2e-4 / +0.031 (no flip on this seed) / -0.023; at m = "
                          "100 seeds 0, 4, 5 of 0-7 flip (-0.019, -0.020, -1.1e-3); the evidence's m = 1024 runs flip 12 of 2100 lucky pairs: a wider model adds lucky neurons "
                          "near the boundary.",
    "thesis.ch3.eqB.222": _W + "m = 1024, 4096, 16384: least lucky value -0.226 / -0.306 / -0.292.",
    "thesis.ch3.eqB.192": "the width m >= M^2 log N is read at constant 1, Assumption B.2.1's sigma < O(1/M) at 1; "
                          "neither is needed: the divergence is along sigma -> 0, which meets sigma < c/M for every "
                          "c, and at m = 71, 284, 1136 (sigma = 1e-5) the ratio is 2.6e8 / 2.1e8 / 1.4e8.",
    "thesis.ch3.eqB.178": "Assumption B.2.1's sigma < O(1/M) is read at constant 1; the crossing does not need it: the "
                          "shrunk instance has sigma = 0 (every constant), and T_1 = 4.7e-4 stays while the printed "
                          "side is 2.4e-5, 2.4e-6, 0 at sigma = 1/30, 1/300, 0.",
    "thesis.ch3.eqB.203": "Assumption B.2.1's sigma < O(1/M) is read at constant 1; the crossing does not need it: "
                          "the S_1 mass 0.731 against p_n = 1 is the same at sigma = 1/3, 1/30, 1/300 and 0.",
    "thesis.ch3.eqB.30": "Assumption B.2.1's sigma < O(1/M) is read at constant 1; the crossing does not need it: "
                         "W_2(0) = 0.0202 (sigma-free) against the printed 0.0103, 0.0076, 0.0074, 0.0074 at sigma = "
                         "1/3, 1/30, 1/300, 0 (the printed side falls as sigma does).",
    # ---- Chapter 4, App. C
    "thesis.ch4.eqC.105": "(C.105)'s regime ||Sigma_l||^{1/2} = Omega(1) is read as ||Sigma_l|| >= 1; the divergence "
                          "path ||Sigma_l|| -> inf (to 1e98) meets ||Sigma_l||^{1/2} >= c for every constant c "
                          "eventually, and the ratio grows like ln(||Sigma_l||^3) along it: no constant needed.",
    "thesis.ch4.eqC.192": "theta <= 27/(4e) S is (C.192)'s printed condition (L6187), an explicit constant: no hidden "
                          "constant is granted (the crossing path also has theta -> 0).",
    "thesis.ch4.eqC.213": "theta <= 27/(4e) sqrt(S') is (C.213)'s printed condition (L6299), an explicit constant: no "
                          "hidden constant is granted (theta = 0.25 is also inside the corrected range).",
    # ---- mhgd
    "mhgd.display.eq72-second-link": "Thm. 3's eta <= 1/rho has rho >~ d^{9/2} T^{3/2} R^13 ... (a hidden constant): "
                                     "a larger constant only lowers the admissible eta, and the crossing does not "
                                     "involve eta (K = 1: theta_0 and the comparator theta only): left 1.393e6 against "
                                     "0.231 at eta_scale 1e-2, 1e-4, 1e-6 and eta_frac 1, 0.01. Lemma 9's H, (73) and "
                                     "(74) are explicit printed inequalities.",
    "mhgd.display.prop7-witness": "P1-P3 and (98) are explicit printed inequalities (as mhgd.prop7, round 28's "
                                  "triage): no hidden constant is granted; ||theta^(eps) - theta0|| = sqrt(2) g0 is "
                                  "exact on every instance.",
    "mhgd.display.prop7-witness-R": "P1-P3 and (98) are explicit printed inequalities (as mhgd.prop7, round 28's "
                                    "triage): no hidden constant is granted; ||theta^(eps) - theta0|| = sqrt(2) g0 is "
                                    "exact on every instance.",
}


def apply(claims: list[Claim]) -> list[Claim]:
    """``claims`` with the round-29 sentence appended to the evidence of each claim of NOTES (once)."""
    return [dataclasses.replace(c, evidence=c.evidence + _P + NOTES[c.id])
            if c.id in NOTES and "helper hhT23" not in c.evidence else c for c in claims]
