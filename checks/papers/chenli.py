"""chenli: claims of Chen & Li, "Provably learning a multi-head attention layer".

Catalog: ``shared/claims/chenli.md``; paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``.
Each claim pairs a bound of ``bounds.chenli`` with a measurement from ``models`` and an instance strategy.
"""

from __future__ import annotations

import numpy as np
import torch
from hypothesis import strategies as st

from bounds import chenli as B
from bounds.num import mp
from checks.claim import Assumption, Claim, Ctx, Measurement
from checks.strategies import SEEDS, log_uniform, with_edges
from models.device import torch_dtype
from models.softmax import softmax_dist_to_vertex_l1, softmax_dist_to_vertex_l1_mp

PAPER = "chenli"
SEED_FILE = "shared/seeds/000_7ee2e1d97e13a266.txt"


# ------------------------------------------------------------------------------------ Lemma 3.6 (L339-L349)


@st.composite
def _lemma3_6_instances(draw: st.DrawFn) -> dict:
    """v with a* on top by >= tau, gaps drawn as tau + (0 or exponential), ties and gaps exactly tau included;
    v_{a*} >= 0 and large enough that a* is also argmax |v_a| (the printed assumption)."""
    k = draw(st.integers(2, 64))
    tau = draw(with_edges(st.floats(0.0, 40.0), 0.0, 1e-3))
    a = draw(st.integers(0, k - 1))
    mode = draw(st.sampled_from(["all_tight", "random", "one_tight"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    extra = {"all_tight": np.zeros(k), "random": rng.exponential(draw(log_uniform(1e-3, 10.0)), k),
             "one_tight": np.r_[0.0, rng.exponential(5.0, k - 1)]}[mode]
    extra = rng.permutation(extra)
    top = draw(st.floats(0.0, 100.0))
    gaps = tau + extra
    top = max(top, float(gaps.max()) / 2)  # keeps |v_a| <= v_{a*}
    # on the dyadic grid 2^-24 (magnitudes < 2^30) every difference below is exact in float64, so the
    # assumptions hold exactly, not up to rounding
    tau, top, gaps = _dyadic(tau), _dyadic(top), np.maximum(_dyadic(gaps), _dyadic(tau))
    v = top - gaps
    v[a] = top
    return {"k": k, "tau": tau, "a_star": a, "v": v, "mode": mode, "seed": seed}


def _dyadic(x, bits: int = 24):  # noqa: ANN001, ANN202
    """Round to the grid 2^-bits (ceiling), so sums and differences of a few such numbers are exact."""
    return np.ceil(np.asarray(x, dtype=float) * 2.0**bits) / 2.0**bits if np.ndim(x) else \
        float(np.ceil(float(x) * 2.0**bits) / 2.0**bits)


def _lemma3_6_measure(inst: dict, ctx: Ctx) -> Measurement:
    v = torch.as_tensor(inst["v"], dtype=torch_dtype(ctx.dtype), device=ctx.device)
    lhs = softmax_dist_to_vertex_l1(v, inst["a_star"]).item()
    others = torch.cat([v[: inst["a_star"]], v[inst["a_star"] + 1 :]])
    return Measurement(lhs, {"k": inst["k"], "tau": inst["tau"]},
                       {"min_gap": float((v[inst["a_star"]] - others).min()),
                        "max_abs_other": float(others.abs().max()), "v_top": float(v[inst["a_star"]])})


def _lemma3_6_exact(inst: dict) -> Measurement:
    lhs = softmax_dist_to_vertex_l1_mp(list(inst["v"]), inst["a_star"])
    v = inst["v"]
    others = np.delete(v, inst["a_star"])
    return Measurement(lhs, {"k": inst["k"], "tau": mp(inst["tau"])},
                       {"min_gap": float((v[inst["a_star"]] - others).min()),
                        "max_abs_other": float(np.abs(others).max()), "v_top": float(v[inst["a_star"]])})


def _lemma3_6_corrected(k: int, tau: float) -> float:
    """The bound the proof actually gives: the L1 distance is 2(1 - w_{a*}) <= 2(k-1)/(e^tau + k-1)."""
    return 2 * B.lemma3_6(k, tau)


LEMMA3_6 = Claim(
    id="chenli.lemma3.6",
    paper=PAPER,
    source=f"Lemma 3.6 (1-sparse softmax), Section 3.4, {SEED_FILE} L339-L349",
    statement="Let v in R^k. If a* = argmax_a |v_a| and v_{a*} - v_a >= tau for all a != a*, then "
              "||softmax(v) - e_{a*}||_1 <= (k-1)/(e^tau + k - 1).",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma3_6,
    measure=_lemma3_6_measure,
    exact=_lemma3_6_exact,
    strategy=_lemma3_6_instances,
    assumptions=(
        Assumption("gap", "v_{a*} - v_a >= tau for all a != a*", lambda q: q["min_gap"] - q["tau"]),
        Assumption("argmax_abs", "a* = argmax_a |v_a|", lambda q: q["v_top"] - q["max_abs_other"]),
    ),
    expect="erratum",
    evidence=(
        "The proof bounds 1 - w_{a*} by (k-1)/(e^tau+k-1), but the L1 distance of two points of the simplex is "
        "||w - e_{a*}||_1 = (1 - w_{a*}) + sum_{a != a*} w_a = 2(1 - w_{a*}). At equal gaps v_{a*} - v_a = tau "
        "the L1 distance is exactly 2(k-1)/(e^tau+k-1), twice the printed bound (e.g. k=2, tau=0: lhs = 1, "
        "rhs = 1/2), confirmed in float64 and at 60 digits with mpmath. The printed statement is off by a "
        "factor 2; the bound 2(k-1)/(e^tau+k-1) holds. "
        "Its use in Lemma 7.2 only needs an O(1) constant, so later results are unaffected."
    ),
    notes="The corrected bound 2(k-1)/(e^tau+k-1) is tight (equal gaps); tests check that it holds and that "
          "its planted mutants are killed.",
    corrected=_lemma3_6_corrected,
)

CLAIMS = [LEMMA3_6]
