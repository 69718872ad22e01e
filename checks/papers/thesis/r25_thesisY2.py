"""thesis, round 25 (helper thesisY2): the noise-aware measure of (F.116) / (F.9)'s lower side.

thesis.ch7.eqF.116 and thesis.ch7.eqF.9-lower.gradient measured the least token-pair form on ONE fresh batch of 2048
prompts, whose noise (~1e-3 to 3e-3) is the size of the form's distance to the printed side at t = 1 (W ~ 0, the side
nearly tight); thesisY found such a one-batch 'crossing' of (F.116) at K = 3 to be noise (thesis.ch7.eqF.116-K). Here
both claims take thesis.ch7.eqF.116-K's population measure (sample splitting: the pair is chosen on 3 fresh batches,
its form and the side are estimated on 6 further independent batches, with the CLT interval of the margin), with the
right vector p as (F.116) prints it or p~ as (F.9) prints it. No claim of its own: r10_thesisF's two claims use
``f116_split_measure``.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``.
"""

from __future__ import annotations

import math

from thmcheck.checks.claim import Claim, Ctx, Measurement

CLAIMS: list[Claim] = []

NSEL, NEST = 3, 6  # fresh batches of max(B, 2048) prompts: the pair is chosen on the first 3, estimated on the next 6


def f116_split_measure(inst: dict, ctx_: Ctx, tilde: bool = False) -> Measurement:  # noqa: ARG001
    """The least population form eta p~'^T G p (p~ with ``tilde``) over the pairs of column tokens with the same step
    and another input pattern, with its CLT interval: the pair with the least mean margin form - side over the first
    NSEL fresh batches at W^(t) (r25_thesisY._f116k_state's run), then lhs = that pair's mean form over the next NEST
    batches, the standard error that of the margin; the side is read at the p_n of those NEST batches."""
    import numpy as np

    from thmcheck.bounds.thesis.r10_thesisF import f116_lower
    from thmcheck.checks.papers.thesis.r9_thesisF import _form, _tokens
    from thmcheck.checks.papers.thesis.r10_thesisF import _form_p
    from thmcheck.checks.papers.thesis.r25_thesisY import _NEST, _NSEL, _f116k_state
    from thmcheck.checks.stats import NormalMean

    assert (_NSEL, _NEST) == (NSEL, NEST)
    form = _form if tilde else _form_p
    M, K = inst["M"], inst["K"]
    st_ = _f116k_state(tuple(sorted(inst.items())))
    toks = _tokens(M, K)
    pairs = [(w, v) for v in toks for w in toks if w[0] != v[0] and w[2] == v[2]]

    def side(p: tuple) -> float:
        return f116_lower(p, inst["alpha"], K, M, inst["eta"])

    sel = [(eG, side(p)) for eG, p in st_[:NSEL]]
    w, v = min(pairs, key=lambda wv: sum(form(eG, M, *wv) - sd for eG, sd in sel))
    est = st_[NSEL:]
    forms = np.array([form(eG, M, w, v) for eG, _ in est])
    margin = forms - np.array([side(p) for _, p in est])
    se = float(margin.std(ddof=1) / math.sqrt(len(margin)))
    p_all = tuple(x for _, p in est for x in p)
    lhs = float(forms.mean())
    return Measurement(lhs, {"p": p_all, "alpha": inst["alpha"], "K": K, "M": M, "eta": inst["eta"]},
                       {"p~' (x, y, step)": str((w[0], w[1], w[2] + 1)), "p~ (x, y, step)": str((v[0], v[1], v[2] + 1)),
                        "mean margin form - side": float(margin.mean()), "its standard error": se,
                        "batches (choice, estimate)": f"{NSEL}, {NEST} x {max(inst['B'], 2048)} prompts",
                        "right vector": "p~" if tilde else "p", "mean p_n": float(np.mean(p_all)), "t": inst["t"]},
                       stat=NormalMean(lhs, max(se, 1e-300)))
