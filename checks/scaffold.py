"""``python -m thmcheck new PAPER``: a minimal claim of your own that runs at once.

Writes one module, ``<paper>_claims.py`` (in the current directory, or ``--dir``), holding the three layers in
miniature — a pure bound (no torch), a torch measurement (no Hypothesis), an instance strategy — and a
:class:`thmcheck.checks.claim.Claim` that pairs them with its printed domain and a planted mutant. The example is a true
statement (the softmax entropy is at most log k, with equality at uniform scores), so the first run says
``no counterexample`` and the planted mutant (log k - 0.05) is killed. Run it with
``python -m thmcheck run <paper>_claims:CLAIMS`` or ``pytest checks --thmcheck-claims <paper>_claims``; replace the
statement, bound, measurement and domain with your own (docs/guide.md).
"""

from __future__ import annotations

import re
from pathlib import Path

TEMPLATE = '''"""Claims of {paper}: one module with the bound, the measurement, the strategy and the claim.

Run: python -m thmcheck run {paper}_claims:CLAIMS     (or: pytest checks --thmcheck-claims {paper}_claims)
"""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import Param


# ---- the bound: a pure function of named quantities (no torch), as printed --------------------------------------
def entropy_bound(k: int) -> float:
    """Statement: H(softmax(v)) <= log k for every v in R^k (k >= 2). Source: your paper, Lemma 1."""
    return math.log(k)


# ---- the measurement: torch, float64, randomness from the drawn seed (no Hypothesis here) -----------------------
def softmax_entropy(inst: dict, ctx: Ctx) -> Measurement:
    g = torch.Generator().manual_seed(int(inst["seed"]))
    v = inst["scale"] * torch.randn(inst["k"], generator=g, dtype=torch.float64)
    p = torch.softmax(v, dim=0)
    h = float(-(p * torch.log(p.clamp_min(1e-300))).sum())
    return Measurement(lhs=h, quantities={{"k": inst["k"]}}, terms={{"max_p": float(p.max())}})


# ---- the strategy: structure as Hypothesis values, bulk randomness from a drawn seed ----------------------------
STRATEGY = st.fixed_dictionaries({{
    "k": st.integers(2, 512),
    "scale": st.one_of(st.just(0.0), st.floats(1e-6, 1e3)),  # 0: uniform scores, where the bound is tight
    "seed": st.integers(0, 2**32 - 1),
}})

CLAIMS = [
    Claim(
        id="{paper}.lemma1", paper="{paper}", source="{paper}, Lemma 1",
        statement="For every k >= 2 and v in R^k, the entropy of softmax(v) is at most log k.",
        kind="deterministic", comparison="<=", bound=entropy_bound, measure=softmax_entropy, strategy=STRATEGY,
        domain=(Param("k", 2, math.inf, integer=True, text="k >= 2", far=200),
                Param("scale", 0, math.inf, text="v in R^k (any scale)", far=100)),
        mutants={{"log k - 0.05": lambda k: math.log(k) - 0.05}},
    ),
]
'''


def module_name(paper: str) -> str:
    """The module a scaffold for ``paper`` is written to (a valid Python identifier)."""
    if not re.fullmatch(r"[a-z][a-z0-9_]*", paper):
        raise ValueError(f"paper name {paper!r}: use lower-case letters, digits and '_', starting with a letter")
    return f"{paper}_claims"


def write_scaffold(paper: str, directory: str | Path = ".") -> Path:
    """Write ``<directory>/<paper>_claims.py``; refuses to overwrite an existing file."""
    path = Path(directory) / f"{module_name(paper)}.py"
    if path.exists():
        raise FileExistsError(f"{path} exists; not overwritten")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(TEMPLATE.format(paper=paper))
    return path
