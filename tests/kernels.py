"""Comparisons of a rewritten computation against the code it replaced, across CPU kernels.

The hand-written hinge gradients of models/icl (round 28) and the loops built on them are bit-identical to autograd's
with MKL's AVX2 kernels; on an AVX-512 machine (AMD EPYC, round 31) one matrix product rounds differently, by about
one ulp (2e-16 relative, measured). :func:`same` asks for exact equality of discrete outputs (bool and integer
tensors) and agreement to 1e-12 of the largest entry for floating-point ones.
"""

from __future__ import annotations

import numpy as np
import torch

RTOL = 1e-12


def same(a: torch.Tensor | np.ndarray, b: torch.Tensor | np.ndarray) -> bool:
    """True when a and b agree: exactly for bool/integer arrays, to RTOL of b's largest entry for floats."""
    a_t, b_t = torch.as_tensor(a), torch.as_tensor(b)
    if a_t.shape != b_t.shape:
        return False
    if not (a_t.is_floating_point() or b_t.is_floating_point()):
        return torch.equal(a_t, b_t)
    a_t, b_t = a_t.detach().double(), b_t.detach().double()
    scale = float(b_t.abs().max()) if b_t.numel() else 0.0
    return bool(torch.allclose(a_t, b_t, rtol=RTOL, atol=RTOL * scale))


def same_list(a: list[float], b: list[float]) -> bool:
    """Two loss histories agree entry by entry (see :func:`same`)."""
    return len(a) == len(b) and same(torch.tensor(a, dtype=torch.float64), torch.tensor(b, dtype=torch.float64))
