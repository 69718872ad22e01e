"""Bounds of factrecall's round-9 step claims (thmcheck.checks.papers.factrecall.r9_frsl): Lemma 6's relation-only
comparison (App. D.3, L1228-L1232 and L1238-L1245); each printed side as a pure function of the measured
quantities."""

from __future__ import annotations


def rel_only_printed(item: str, T: int, alpha_sm: float, kq_eos: float) -> float:  # noqa: ARG001
    """(L1232) |phi(a)^T F_rel - phi(a)^T F_lin| <= (T - 1) alpha_sm^2; (L1245) |L_r - Lbar_r| <= 2 (T - 1)
    alpha_sm^2, as printed (alpha_sm bounds W_KQ(z) for z in S u N only, L1153)."""
    return (2.0 if item == "1245" else 1.0) * (T - 1) * alpha_sm**2


def rel_only_corrected(item: str, T: int, alpha_sm: float, kq_eos: float) -> float:
    """The same with EOS's own weight: T - 2 tokens of S u N (|W_OV(a, z)| <= W_KQ(z) <= alpha_sm by Lemma 4's
    balancedness) and EOS (|Theta(a, EOS)| <= W_KQ(EOS)^2): (T - 2) alpha_sm^2 + W_KQ(EOS)^2, twice that for L1245."""
    return (2.0 if item == "1245" else 1.0) * ((T - 2) * alpha_sm**2 + kq_eos**2)


def rel_only_corrected_mutant(item: str, T: int, alpha_sm: float, kq_eos: float) -> float:
    """Mutant base: the correction with a quarter of EOS's term W_KQ(EOS)^2."""
    return (2.0 if item == "1245" else 1.0) * ((T - 2) * alpha_sm**2 + kq_eos**2 / 4)
