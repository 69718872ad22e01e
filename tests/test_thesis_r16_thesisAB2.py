"""Second paths of round 16's thesisAB2 work (thesis App. A/B), in numpy, sharing no code with the claims' measures.

(A.182) L3486 (thesis.ch2.eqA.182): the noise-free one-hot model of tests/test_thesis_r15_thesisA.py (W_V = W_K = W_Q = I,
W_O entries N(0, 1/M), a_(l)i = +-1/sqrt(m) per position, m = ceil(M^2 ln B), N = B samples), one step of W_O ((A.68)),
V_j(1) of (A.176) from the paper's definition, the unlucky sum against the printed eta t m/(B a)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from test_thesis_r15_thesisA import _model  # noqa: E402  (the data and t = 0 model of that file's second paths)


def _a182_ratio(seed: int, B: int, eta: float = 0.1) -> float:
    """max over i in W_{l,n}(0) of -eta W_O(i)^(1) sum_{j notin W u U} V_j(1) W_O(j)^(1)T / ||W_O(i)^(1)||^2, over the
    printed eta m/(B a) (t = 1, ||p|| = 1, a = sqrt(m))."""
    d = _model(seed, B=B)
    act = (1 - d["y"] * d["F"] > 0).astype(float)                       # hinge active
    WO1 = d["WO"] + eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (d["pre"] >= 0).astype(float),
                                    d["V"]) / (d["B"] * d["L"])
    pre1 = d["V"] @ WO1.T
    mass = (d["att"] * (d["pats"] == 0).astype(float)[:, :, None]).sum(1)     # query l's softmax mass on p_1 keys
    w = -d["y"][:, None] * mass / d["L"]
    V = ((w[:, :, None] * (pre1 >= 0)).sum(0) * d["a"]).sum(0) / d["B"]      # V_j(1) of (A.176), batch = all N
    rest = ~(d["W"] | d["U"])
    assert rest.any() and d["W"].any()
    Wr = WO1[d["W"]]
    lhs = -eta * Wr @ (V[rest][:, None] * WO1[rest]).sum(0) / (Wr ** 2).sum(1)
    return float(lhs.max() / (eta * d["m"] / (B * np.sqrt(d["m"]))))


def test_a182_unlucky_sum_grows_with_b() -> None:
    """(A.182): the ratio of the left side to the printed side grows with B (the left side does not shrink): on each
    of seeds 0-3 it exceeds 1 at B = 16384 and is at least 10x its value at B = 256."""
    small = [_a182_ratio(s, 256) for s in range(4)]
    large = [_a182_ratio(s, 16384) for s in range(4)]
    assert all(v > 1.0 for v in large), large
    assert all(lg > 10 * max(sm, 1e-3) for sm, lg in zip(small, large)), (small, large)
    assert max(large) > 5.0, large
