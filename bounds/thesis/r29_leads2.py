"""Bounds of ``thmcheck.checks.papers.thesis.r29_leads2`` (round 29, helper leads2): (F.151)'s middle '<~' (proof
of Lemma F.3.7, App. F.5.3), the batch mean against its printed side."""

from __future__ import annotations


def f151_middle_shape(eta, M, pterm, eps, **_):  # noqa: ANN001, ANN201
    """(F.151) L10063, the middle '<~': eta (1/B) sum_n ((1/(2M)) (-4 p_n(t)(1 - p_n(t))^2) + (1/2 - 1/M) eps), with
    pterm = (1/B) sum_n 4 p_n(t)(1 - p_n(t))^2 (its sign depends on eps)."""
    return eta * (-pterm / (2 * M) + (0.5 - 1 / M) * eps)


def f151_middle_mut(eta, M, pterm, eps, **_):  # noqa: ANN001, ANN201
    """A planted wrong side: the eps term dropped (eta (1/(2M)) (1/B) sum_n (-4 p_n (1 - p_n)^2) only, (F.151)'s end)."""
    return eta * (-pterm / (2 * M)) + 0 * eps
