"""thesis, App. C (round 22, helper thesisY2): bounds for ``thmcheck.checks.papers.thesis.r22_thesisY2`` (the printed
sides are round 12's ``thmcheck.bounds.thesis.r12_thesisC.eqC134_upper`` / ``eqC135_upper``)."""

from __future__ import annotations


def eqC134_mut_nosigma(s_mean: float, **_: object) -> float:
    """Planted: sum_l lambda_l ||mu_l||^2 (the covariance part of (C.134)'s sum dropped): dies along m -> 0, where
    lambda_max keeps its Sigma part."""
    return float(s_mean)
