"""Round 17 (helper chenli2): two proof displays that earlier rows marked covered by claims which do not compute them.

- ``chenli.display.lemma9.4-entry`` (L2937): |Z_{r,i,j}| <= ||X_{:,j}|| = sqrt(k), Z the covariates of Definition 9.2
  ((140): Z_{r,i,j} = sum_l softmax(X_r Theta^_i X_l^T) X_{l,j}). chenli.lemma9.4 measures only the label part.
- ``chenli.display.prop11.3-identity`` (L3063): for z > 0, |phi(z) - z| = z (1 - (e^z - 1)/(e^z + 1)) = 2z/(e^z + 1),
  phi(z) = z tanh(z/2). chenli.prop11.3 checks the bound e^{-z/3}, not this identity.
"""

from __future__ import annotations

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r17_chenli2 as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _l2937_instances(draw: st.DrawFn) -> dict:
    return {"k": draw(st.integers(1, 8)), "d": draw(st.integers(1, 6)), "m": draw(st.integers(1, 3)),
            "scale": float(draw(with_edges(log_uniform(1e-3, 1e3), 1.0, 1e-3, 1e3))),
            "const_col": draw(st.booleans()), "seed": draw(SEEDS)}


def _l2937_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max_{r,i,j} |Z_{r,i,j}|, Z_{r,i,j} = sum_l softmax_l(X_r Theta^_i X_l^T) X_{l,j} ((140)), X in {+-1}^{k x d}
    (column 0 constant when const_col), Theta^_i Gaussian of Frobenius norm scale."""
    k, d, m = int(inst["k"]), int(inst["d"]), int(inst["m"])
    rng = np.random.default_rng(int(inst["seed"]))
    X = rng.choice([-1.0, 1.0], size=(k, d))
    if inst["const_col"]:
        X[:, 0] = rng.choice([-1.0, 1.0])
    best = 0.0
    for _ in range(m):
        T = rng.normal(size=(d, d))
        T *= float(inst["scale"]) / np.linalg.norm(T)
        S = X @ T @ X.T
        S = np.exp(S - S.max(1, keepdims=True))
        S /= S.sum(1, keepdims=True)
        best = max(best, float(np.abs(S @ X).max()))
    col = float(np.linalg.norm(X[:, 0]))
    return Measurement(best, {"k": k}, {"||X_{:,1}|| - sqrt(k)": col - float(np.sqrt(k))})


CLAIMS.append(Claim(
    id="chenli.display.lemma9.4-entry",
    catalog_id="chenli.lemma9.4",
    paper=PAPER,
    source=f"Proof of Lemma 9.4, Section 9, {SEED_FILE} L2937 (Z of Definition 9.2, (140) L2893)",
    statement="For any X in {+-1}^{k x d}, by convexity, |Z_{r,i,j}| <= ||X_{:,j}|| = sqrt(k) (Z_{r,i,j} = sum_l "
              "softmax(X_r Theta^_i X_l^T) X_{l,j}); checked: max_{r,i,j} |Z_{r,i,j}| <= sqrt(k).",
    statement_tex=r"$$|\mathbf{Z}_{r,i,j}| \leq \|\mathbf{X}_{:,j}\| = \sqrt{k},$$",
    kind="step", comparison="<=", bound=B.l2937_entry, measure=_l2937_measure, strategy=_l2937_instances,
    expect="holds",
    mutants={"0.95 (below the constant-column value 1)": B.l2937_mut_below_one},
    notes="Holds with room for k >= 2: Z_{r,i,j} is a convex combination of the +-1 entries of X_{:,j}, so |Z| <= 1 "
          "(= 1 when X_{:,j} is constant, the const_col family), and ||X_{:,j}|| = sqrt(k) exactly (reported as a "
          "term); at k = 1 the bound is met with equality.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
    domain=(Param("k", 1, INF, text="k tokens", integer=True, unreached="k <= 8: |Z| <= 1 <= sqrt(k) for every k"),
            Param("scale", 0.0, INF, text="||Theta^_i||_F", unreached="1e-3 .. 1e3: softmax weights from uniform to "
                  "one-hot, both ends drawn")),
))


@st.composite
def _l3063_instances(draw: st.DrawFn) -> dict:
    return {"z": float(draw(with_edges(log_uniform(1e-6, 700.0), 1e-6, 1.0, 1.9, 700.0)))}


def _l3063_dps(z: float) -> int:
    """Digits enough for z - z tanh(z/2) ~ 2z e^{-z}: the cancellation loses z/ln(10) digits."""
    return 60 + int(z / 2.302585) + 1


def _l3063_lhs(z: float) -> mpmath.mpf:
    with mpmath.workdps(_l3063_dps(z)):
        zz = mpmath.mpf(z)
        return abs(zz * mpmath.tanh(zz / 2) - zz)


def _l3063_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = |phi(z) - z| with phi(z) = z tanh(z/2) at 60 + z/ln(10) digits (float64 cancels to 0 past z ~ 38); the middle
    expression z (1 - (e^z - 1)/(e^z + 1)) as a term."""
    z = float(inst["z"])
    with mpmath.workdps(_l3063_dps(z)):
        zz = mpmath.mpf(z)
        mid = zz * (1 - (mpmath.exp(zz) - 1) / (mpmath.exp(zz) + 1))
    return Measurement(float(_l3063_lhs(z)), {"z": z}, {"middle": float(mid)})


def _l3063_exact(inst: dict) -> Measurement:
    return Measurement(_l3063_lhs(float(inst["z"])), {"z": mpmath.mpf(float(inst["z"]))})


CLAIMS.append(Claim(
    id="chenli.display.prop11.3-identity",
    catalog_id="chenli.prop11.3",
    paper=PAPER,
    source=f"Proof of Proposition 11.3, Section 11.1, {SEED_FILE} L3063 (phi of L3055)",
    statement="For positive z (the proof's reduction), |phi(z) - z| = z (1 - (e^z - 1)/(e^z + 1)) = 2z/(e^z + 1), "
              "phi(z) = z tanh(z/2); checked: |phi(z) - z| = 2z/(e^z + 1), the middle expression as a term.",
    statement_tex=r"$$|\phi(z) - z| = z \cdot \left(1 - \frac{e^z - 1}{e^z + 1}\right) = \frac{2z}{e^z + 1}.$$",
    kind="step", comparison="==", bound=B.l3063_identity, measure=_l3063_measure, exact=_l3063_exact,
    strategy=_l3063_instances, rtol=1e-9, atol=0.0,
    expect="holds",
    mutants={"2z e^{-z} (the +1 dropped)": B.l3063_mut_no_one},
    notes="An identity for z > 0: tanh(z/2) = (e^z - 1)/(e^z + 1) < 1. Only z > 0 is printed (the proof's 'it "
          "suffices to consider positive z'; for z < 0 the lhs is |z| (1 + tanh(|z|/2)), chenli.prop11.3's erratum). "
          "lhs at 60 + z/ln(10) digits (the cancellation); z up to 700 (e^z in float64).",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
    domain=(Param("z", 0.0, INF, text="z > 0", unreached="z in [1e-6, 700]: e^z overflows float64 past 709; the "
                  "identity is algebraic (tanh(z/2) = (e^z - 1)/(e^z + 1))"),),
))
