"""thesis, round 26 (helper thesisEF2): the shape of Proposition 6.4.1 (6.18) (pure Python, thmcheck.bounds.num);
the same functions as thesis.ch6.eq6.18's (bounds/thesis/r26_thesisEF.py)."""

from __future__ import annotations

from thmcheck.bounds.thesis.r26_thesisEF import eq6_18_mutant_offset, eq6_18_shape

__all__ = ["eq6_18_mutant_offset", "eq6_18_shape"]
