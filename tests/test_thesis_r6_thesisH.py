"""Round 6 (thesisH): the shapes of the thesis's hidden-constant claims converted to uniform checks, recomputed by
hand, and Lemma F.3.6's first passages re-read from a training run of their own (no code of the claim)."""

from __future__ import annotations

import math

import pytest

from thmcheck.bounds.thesis import r6_thesisH as B6


def test_lemmaF36_shape_is_T1() -> None:
    """T1 = eta^-1 alpha^-2 K^3 log(K/eps) at (eps, eta, alpha, K) = (0.01, 0.9, 0.4, 3), by hand."""
    T1 = 27 * math.log(300) / (0.9 * 0.16)
    assert B6.lemmaF36_shape(eps=0.01, eta=0.9, alpha=0.4, K=3) == pytest.approx(T1, rel=1e-12)
    assert B6.lemmaF36_mut_alpha(eps=0.01, eta=0.9, alpha=0.4, K=3) == pytest.approx(T1 * 0.16, rel=1e-12)
    assert B6.lemmaF36_mut_K(eps=0.01, eta=0.9, alpha=0.4, K=3) == pytest.approx(T1 / 3, rel=1e-12)


@pytest.mark.slow
def test_lemmaF36_first_passage_grows_polynomially() -> None:
    """Second path: train the eta = 0.9 CoT model directly (thmcheck.models.cot.train with a track, not the claim's
    cached trajectory) for 800 steps and read t1(eps): t1(0.01)/t1(0.1) (740/110 = 6.7) is far above log(300)/log(30) = 1.68, the
    largest ratio T1(0.01)/T1(0.1) allows."""
    from thmcheck.models import cot as COT

    track: list = []
    COT.train(COT.CoTConfig(T=800, eta=0.9), track=track)
    t1 = {e: next(t for t, o, _ in track if o <= e) for e in (0.1, 0.01)}
    assert t1[0.01] / t1[0.1] > 3 * math.log(300) / math.log(30)
