"""The directions of chenli's exponent-fit (hidden-constant) claims (``Claim.directions``, issue 31): each claim's
fitted rate is one direction, searched ``how="fit"`` (an exponent fitted inside each measurement along the ladder its
notes describe); the other free parameters of each printed domain follow (``_OTHER``, round 4): ``search`` where the
strategy draws them (the range is in the claim's domain), ``unsearched`` only with a mathematical reason.
"""

from __future__ import annotations

import math

from thmcheck.checks.claim import Claim, Direction

INF = math.inf

# id -> (direction name, path parameter, end approached); claims converted to uniform checks list their own
# directions (thm3.1, lemma5.5, thm5.6, lemma5.22, lemma7.5, lemmaC.3, factC.2; round 6: lemma5.9, lemma5.12, lemma5.16, lemma6.2; round 12: lemma7.2)
_FIT: dict[str, tuple[str, str, float]] = {
    "chenli.lemma5.8": ("exponent of Q(s) in s", "s", 0.0),
}


_S, _U = "search", "unsearched"

# id -> the other directions of the printed domain: (name, parameter, end, how, reason)
_OTHER: dict[str, tuple[tuple[str, str, float, str, str], ...]] = {
    "chenli.lemma5.8": (
        ("c over [1, sqrt(min(r, d2, d3))/2]", "c", INF, _S, "drawn up to its printed cap at the enumerated sizes"),
        ("the centre t", "t", INF, _S, "the sup over t of P[|x^T Theta y - t| <= s ||Theta||_F] is taken over the "
         "exact law's atoms"),
        ("d2, d3, upsilon, r_Theta", "d2", INF, _S, "d2, d3 in [4, 6] by exact enumeration; the terms "
         "(c^2 upsilon sqrt(r)/sqrt d)^C + exp(-Omega(r)) carry the existential C and the Omega, so at fixed "
         "sizes the s-exponent is what the bound fixes"),
        ("the means mu, mu', nu, nu' (multiples of 1/d2, 1/d3)", "mu", 1.0, _S, "x and y at the extreme "
         "|mu| = c/sqrt(d2) (same or opposite sign) or random admissible slices"),
        ("Theta, d1", "d1", INF, _S, "Theta orthogonal, Gaussian or with a heavy column, ||Theta||_F in [1, 10]; "
         "d1 <= 6 within the enumeration cap; r_Theta := the stable rank"),
        ("bullet (ii): |nu|, |nu'| <= 0.9 with d3 <= min(d/(8 upsilon^2), sqrt(d r)/(8 c upsilon))", "nu", 0.9, _S,
         "not drawn: only bullet (i) (|nu|, |nu'| <= c/sqrt(d3)) is encoded"),
    ),
    "chenli.lemma5.9": (
        ("the centre t", "t", INF, _S, "the sup over t is taken over the exact law's atoms"),
        ("d2, d3 <~ r_Theta^2, upsilon", "d2", INF, _S, "d2, d3 <= 3 by exact enumeration; the additive "
         "upsilon^3 r^3/sqrt d is a constant at fixed sizes, so the s-exponent of the small-ball term is the check"),
        ("the means mu, mu', nu, nu' (any multiples)", "mu", 1.0, _S, "extreme slices (mu = +-1, a block frozen) "
         "or every admissible count drawn"),
        ("Theta, d1", "d1", INF, _S, "Theta orthogonal, Gaussian or with a heavy column, ||Theta||_F in [1, 10]; "
         "d1 = 5..9 within the enumeration cap"),
    ),
    "chenli.lemma5.12": (
        ("d2, d3", "d2", INF, _S, "d2 in {2, 4}, d3 in {0, 2} (exact lattice law)"),
        ("the quantile level q", "q", 1.0, _S, "q in {0.5, 0.75, 0.9}"),
        ("s, s', s''", "s", INF, _U, "the tail bound for all s, s', s'' is used through its quantile consequence: "
         "taking s = s' = s'' = sqrt(3 K/(1 - q)) makes the right side <= 1 - q, so the q-quantile is at most the "
         "threshold at those s; every q is one choice of (s, s', s'')"),
        ("the means mu, mu', mu'', nu, nu', nu''", "mu", 1.0, _S, "every +1 count of each slice drawn (every "
         "multiple of 1/d2, 1/d3), the tight mu' = 1, mu'' = -1 first"),
    ),
    "chenli.lemma5.16": (
        ("||Theta||_F", "F", INF, _S, "F in [1, 8] (exact expectations over {+-1}^{k x d})"),
        ("k, v, w", "k", INF, _S, "k tokens and the pairs (v, w) equal or disjoint, drawn"),
        ("Theta (r_Theta, upsilon)", "upsilon", INF, _S, "Theta orthogonal, Gaussian or with a heavy column "
         "(F in [1, 8], a fresh Theta at each d of the sweep)"),
    ),
    "chenli.lemmaC.3": (
        ("C0 (r sigma = C0 sqrt(m/d))", "C0", 0.0, _S, "C0 <= 10 drawn; the limit m C0^2/2 is d-free for every C0"),
        ("m", "m", INF, _S, "m <= 100; the limit is d-free for every m"),
        ("R, alpha", "R", INF, _U, "the sup over r <= ||lambda|| <= R only grows with R, and the event is checked at "
         "the smallest ||lambda|| = r where the product is largest"),
    ),
}


def add_fit_directions(claims: list[Claim]) -> None:
    """Give each exponent-fit claim above its fitted direction (``how="fit"``) and the other directions of its
    printed domain, where it lists none (a claim converted to a uniform check lists its own)."""
    for c in claims:
        if c.id in _FIT and not c.directions:
            name, param, toward = _FIT[c.id]
            c.directions = (Direction(name, param, toward, how="fit",
                                      reason="the rate fitted inside each measurement (see the claim's notes)"),
                            *(Direction(n, p, t, how=h, reason=r) for n, p, t, h, r in _OTHER.get(c.id, ())))


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
