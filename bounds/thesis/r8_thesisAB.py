"""Hongkang Li, PhD thesis (RPI 2024), Appendices A and B (Chapters 2-3): displays inside the proofs, round 8
(step claims of ``thmcheck.checks.papers.thesis.r8_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

# ------------------------------------- (B.190) L4777-L4783 / (B.195) L4813: the '>~' from the bracket to the vote margin


def bracket_positive(**_: Any) -> Any:
    """(B.190)/(B.195): the right member, (1 - sigma)^2 |S_1|(|S_1 cap N| - |S_2 cap N|)/|S|^2 (times positive factors),
    is > 0 whenever |S_1 cap N| > |S_2 cap N|, so the left member must be >= 0 for every constant."""
    return 0


def bracket_mut_half(f: Any, **_: Any) -> Any:
    """Mutant: the left member >= f/2 (the printed right member with the constant 1/2)."""
    return f / 2


def bracket_mut_small(f: Any, **_: Any) -> Any:
    """Mutant: the left member >= f/1000 (the printed right member with the constant 1/1000)."""
    return f / 1000
