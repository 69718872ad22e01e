"""The directions of chenli's exponent-fit (hidden-constant) claims (``Claim.directions``, issue 31): each claim's
fitted rate is one direction, searched ``how="fit"`` (an exponent fitted inside each measurement along the ladder its
notes describe). Added this round from each claim's notes; the other directions of the printed domains of these
claims are NOT listed yet (the round's report says so): they are to be added with the uniform conversion.
"""

from __future__ import annotations

import math

from thmcheck.checks.claim import Claim, Direction

INF = math.inf

# id -> (direction name, path parameter, end approached)
_FIT: dict[str, tuple[str, str, float]] = {
    "chenli.thm3.1": ("tail rate along the m ladder", "m", INF),
    "chenli.thm3.4": ("loss exponent in sigma/M", "sigma_over_M", INF),
    "chenli.thm5.4": ("distance exponent in tau", "tau", 0.0),
    "chenli.lemma5.5": ("tail exponent along the s ladder", "s", INF),
    "chenli.thm5.6": ("tail rate in the block size", "n", INF),
    "chenli.cor5.7": ("quantile growth in k", "k", INF),
    "chenli.lemma5.8": ("exponent of Q(s) in s", "s", 0.0),
    "chenli.lemma5.9": ("exponent of Q(s) in s", "s", 0.0),
    "chenli.lemma5.11": ("quantile exponent in d", "d", INF),
    "chenli.lemma5.12": ("quantile exponent in d", "d", INF),
    "chenli.lemma5.13": ("deviation exponent in r_Theta (c = kappa r^beta, d = r^g)", "r_Theta", INF),
    "chenli.lemma5.15": ("exponent in d of ||E Delta||_max", "d", INF),
    "chenli.lemma5.16": ("exponent in d", "d", INF),
    "chenli.lemma5.22": ("exponent of ||M||_op/xi in log d", "d", INF),
    "chenli.thm5.1": ("exponent of dev in r_Theta", "r_Theta", INF),
    "chenli.eq2": ("exponent in min_i r_Theta_i", "r_Theta", INF),
    "chenli.lemma6.2": ("failure-probability trend in d", "d", INF),
    "chenli.lemma6.4": ("exponent of P in xi", "xi", 0.0),
    "chenli.lemma7.2": ("exponent in omega", "omega", INF),
    "chenli.lemma7.5": ("exponent of -log P in a", "a", INF),
    "chenli.lemma9.1": ("exponent of the test loss in eps", "eps", 0.0),
    "chenli.lemmaA.9": ("exponent of b_A(d) over the d-grid", "d", INF),
    "chenli.factC.2": ("-log P along d at fixed mu", "d", INF),
    "chenli.lemmaC.3": ("exponent in d of -log prod |cos|", "d", INF),
}


def add_fit_directions(claims: list[Claim]) -> None:
    """Give each exponent-fit claim above its fitted direction (``how="fit"``) where it lists none."""
    for c in claims:
        if c.id in _FIT and not c.directions:
            name, param, toward = _FIT[c.id]
            c.directions = (Direction(name, param, toward, how="fit",
                                      reason="the rate fitted inside each measurement (see the claim's notes)"),)


# Corrected statements in words for the errata encoded before this round (``Claim.corrected_text``; from each
# corrected bound's own docstring in ``bounds/chenli``), and the reason where none is proposed.
_CORRECTED_TEXT: dict[str, str] = {
    "chenli.lemma3.2": "P[|x^T M x - Tr M| > t sqrt(V[p])] <= exp(-t/e), V[p] = 2 sum_{i != j} M_ij^2: the "
                       "hypercontractive tail with the normalisation by the standard deviation restored.",
    "chenli.lemma3.6": "||softmax(v) - e_{a*}||_1 = 2(1 - w_{a*}) <= 2(k-1)/(e^tau + k - 1) (a factor 2).",
    "chenli.lemma3.8": "|log(v_i/v_j) - log(v'_i/v'_j)| is at most the exact supremum under the hypotheses "
                       "(thmcheck.bounds.chenli.sec3_prelim, lemma 3.8 corrected), which exceeds 6 eps (log 3 at eps = 1/6).",
    "chenli.eq4": "||softmax(a) - softmax(b)||_inf <= (k-1) e^{-CR}(e^{eta R} - 1) for b differing from a in one "
                  "coordinate (no min(1, .)).",
    "chenli.lemma5.12": "The quantile threshold the proof derives (E||Theta_[2,3]^T x||^2 <~ upsilon^2 (d2 + d3)^2 "
                        "||Theta||_F^2/d), i.e. a 1/sqrt(d) rate where the lemma prints 1/d.",
    "chenli.lemma5.13": "The deviation threshold with the exponent in r of the proof's scale (thmcheck.bounds.chenli."
                        "sec5_3_lemma513, lemma5_13_scale_corrected).",
    "chenli.eq71": "sum |alpha_i| <= sqrt(m/(lambda - (m-1) kappa)) ||Theta'||/||Theta_1|| (the proof's summation).",
    "chenli.lemma9.3": "The Lipschitz bound with the sum over heads kept (sum_i ||w_i*|| <= m ||W_1||_F) and "
                       "softmax's l2-Lipschitz constant.",
    "chenli.lemma9.4": "||y|| <= m sqrt(d k) (|y_r| <= sqrt(d) sum_i ||w_i*|| <= m sqrt(d)).",
    "chenli.prop11.3": "|phi(z) - |z|| <= e^{-|z|/3} for all real z (the proof treats z >= 0 only).",
    "chenli.lemma11.7": "The reduction holds with the interpolation's parameters halved, (tau_i/2, nu/2).",
    "chenli.appC.2": "E_y exp(i <lambda, V y>) = prod_{j in T} cos(sum_i lambda_i <x, (Theta_i)_{:,j}>) (the product "
                     "over heads inside the cosine).",
    "chenli.lemmaC.1": "P[|cos(c<x, v>) - 1| >= Omega(1/sqrt d)] = exp(-Theta(sqrt d)) (what the printed event "
                       "does), not Omega(1).",
}
_NO_CORRECTION: dict[str, str] = {
    "chenli.lemmaC.3": "The product stays near e^{-m C0^2/2} at the smallest admitted scale, so the statement needs "
                       "a different hypothesis on r sigma (or a different event), which the paper does not indicate; "
                       "no single corrected bound is implied by the text.",
}


def add_corrected_texts(claims: list[Claim]) -> None:
    for c in claims:
        if c.id in _CORRECTED_TEXT and not c.corrected_text:
            c.corrected_text = _CORRECTED_TEXT[c.id]
        if c.id in _NO_CORRECTION and c.corrected is None and not c.no_correction_reason:
            c.no_correction_reason = _NO_CORRECTION[c.id]
