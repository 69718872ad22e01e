"""Round 15 (helper chenliA): chenli Section 5.4's elementary steps, as printed, on every finite law.

- ``chenli.display.eq48`` (L1086, Lemma 5.15's proof): 'because ||softmax(.)||_max <= 1 deterministically,
  ||E[Delta(X, X')]||_max <= delta + ||E[Delta(X, X') | E]||_max' with P[E] >= 1 - delta (L1080-L1082), Delta =
  softmax(X Theta X^T) - softmax(X' Theta X'^T): checked on finite laws of (Delta, 1_E) whose atoms are differences of
  two row-softmaxes of drawn logits (extreme logits first: one-hot rows, entries near +-1), delta = P[E^c] (the
  tightest the premise allows): holds (E[Delta] = (1 - p) A + p B with |A| <= a, |B| <= 1 entrywise).
- ``chenli.display.eq51`` (L1136, Lemma 5.16's proof): 'Lemma 5.15 tells us that ... ||M_{mu, nu} - M_{mu', nu}||_max
  <= delta*_c. Then by Jensen's, this implies ||M_{mu, nu} - M||_max <= delta*_c', M := E[softmax | E] = E[M_{mu',
  nu'} | E]: checked on finite laws of row-stochastic matrices M_a = E[softmax] (softmax rows of drawn logits) with
  delta*_c their largest pairwise max-distance (Lemma 5.15's premise, as tight as it can be): holds (the max-norm is
  convex).
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r15_chenliA as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []
SP = "tests/test_chenli_r15_chenliA.py::"


def _softmax_rows(L: np.ndarray) -> np.ndarray:
    L = L - L.max(axis=-1, keepdims=True)
    E = np.exp(L)
    return E / E.sum(axis=-1, keepdims=True)


@st.composite
def _finite_law(draw: st.DrawFn) -> dict:
    """k in [3, 8] tokens (Assumption 5: k >= 3), K in [2, 12] atoms with Dirichlet weights (concentration
    log-uniform), a logit scale in [0.1, 1e3] (large first: one-hot rows, the F >> log(kd) regime of Assumption 6),
    the event E's share of atoms, the mass of E^c (p in [0, 1)) and a seed."""
    return {"k": draw(st.one_of(st.just(3), st.integers(3, 8))), "K": draw(st.integers(2, 12)),
            "scale": float(draw(with_edges(log_uniform(0.1, 1e3), 1e3))),
            "conc": float(draw(log_uniform(0.05, 10.0))),
            "p_bad": float(draw(with_edges(st.floats(0.0, 0.999), 0.0, 0.999))),
            "aligned": draw(st.booleans()), "seed": draw(SEEDS)}


def _l1086_parts(inst: dict) -> dict:
    rng = np.random.default_rng(inst["seed"])
    k, K, s = inst["k"], inst["K"], inst["scale"]
    nbad = max(1, K // 3)
    A = _softmax_rows(s * rng.standard_normal((K, k, k)))
    Bm = _softmax_rows(s * rng.standard_normal((K, k, k)))
    if inst["aligned"]:  # E^c atoms push every entry the same way: A one-hot on the column B avoids
        A[:nbad] = _softmax_rows(s * np.eye(k)[None].repeat(nbad, 0) * 10)
        Bm[:nbad] = _softmax_rows(s * np.roll(np.eye(k), 1, axis=1)[None].repeat(nbad, 0) * 10)
    D = A - Bm  # Delta(X, X') at each atom: entries in (-1, 1)
    w = np.maximum(rng.dirichlet(np.full(K, inst["conc"])), 1e-12)  # no atom of weight 0
    wbad = w[:nbad] / w[:nbad].sum() * inst["p_bad"]
    wgood = w[nbad:] / w[nbad:].sum() * (1 - inst["p_bad"])
    W = np.concatenate([wbad, wgood])
    ED = np.einsum("a,aij->ij", W, D)
    cond = np.einsum("a,aij->ij", wgood / wgood.sum(), D[nbad:])
    return {"lhs": float(np.abs(ED).max()), "delta": float(inst["p_bad"]), "cond_max": float(np.abs(cond).max()),
            "max |Delta| entry": float(np.abs(D).max())}


def _l1086_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1086_parts(inst)
    return Measurement(v["lhs"], {"delta": v["delta"], "cond_max": v["cond_max"]},
                       {"max |Delta| entry": v["max |Delta| entry"]})


EQ48 = Claim(
    id="chenli.display.eq48", catalog_id="chenli.lemma5.15", paper=PAPER,
    source=f"Proof of Lemma 5.15, Section 5.4, {SEED_FILE} L1084-L1086 (Eq. (48); delta of L1080-L1082)",
    statement="Because ||softmax(.)||_max <= 1 deterministically, ||E[Delta(X, X')]||_max <= delta + ||E[Delta(X, X') "
              "| E]||_max, where P[E] >= 1 - delta and Delta(X, X') = softmax(X Theta X^T) - softmax(X' Theta X'^T). "
              "Checked on finite laws of (Delta, 1_E) (atoms: differences of row-softmaxes), delta = P[E^c].",
    kind="step", comparison="<=", bound=B.eq48, measure=_l1086_measure, strategy=_finite_law(),
    domain=(Param("k", 3, INF, integer=True, text="k >= 3 tokens (Assumption 5)", unreached="k <= 8"),
            Param("delta", 0.0, 1.0, key="p_bad", hi_closed=False, text="delta = P[E^c] in [0, 1)",
                  unreached="delta <= 0.999")),
    mutants={"delta dropped": B.eq48_mutant},
    auto_mutant=False,
    notes="The inequality holds for every law (|(1 - p) a + p b| <= a + p for |a| <= a, |b| <= 1), so finite laws with "
          "adversarial E^c atoms (one-hot rows: entries near +-1, all of one sign) are the search space; tight as "
          "E[Delta | E] -> 0 and the E^c entries -> 1 (no 10% automatic mutant: the one-hot limit is approached, "
          "not reached at every draw).",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS.append(EQ48)


def _l1136_parts(inst: dict) -> dict:
    rng = np.random.default_rng(inst["seed"])
    k, K, s = inst["k"], inst["K"], inst["scale"]
    Ms = _softmax_rows(s * rng.standard_normal((K, k, k)))  # M_a = E[softmax | (mu, nu) = a], row-stochastic
    if inst["aligned"]:  # one outlier atom: every other atom equal (the tight family)
        Ms[1:] = Ms[1]
    w = rng.dirichlet(np.full(K, inst["conc"]))
    w[0] = max(w[0] * (1 - inst["p_bad"]), 1e-12)
    w = w / w.sum()
    M = np.einsum("a,aij->ij", w, Ms)
    diffs = np.abs(Ms[:, None] - Ms[None]).max(axis=(2, 3))
    return {"lhs": float(np.abs(Ms - M[None]).max()), "delta_star": float(diffs.max()),
            "weight of atom 0": float(w[0])}


def _l1136_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1136_parts(inst)
    return Measurement(v["lhs"], {"delta_star": v["delta_star"]}, {"weight of atom 0": v["weight of atom 0"]})


EQ51 = Claim(
    id="chenli.display.eq51", catalog_id="chenli.lemma5.16", paper=PAPER,
    source=f"Proof of Lemma 5.16, Section 5.4, {SEED_FILE} L1134-L1136 (Eq. (51); M_mu,nu of (50), L1132)",
    statement="If ||M_{mu, nu} - M_{mu', nu'}||_max <= delta*_c for all (mu, nu), (mu', nu') in E (Lemma 5.15), then "
              "by Jensen's ||M_{mu, nu} - M||_max <= delta*_c, M := E[softmax(X Theta X^T) | E] = E[M_{mu', nu'} | E]. "
              "Checked on finite laws of row-stochastic M_a, delta*_c = the largest pairwise max-distance.",
    kind="step", comparison="<=", bound=B.eq51, measure=_l1136_measure, strategy=_finite_law(),
    domain=(Param("k", 3, INF, integer=True, text="k >= 3 tokens (Assumption 5)", unreached="k <= 8"),),
    mutants={"delta*/2": B.eq51_mutant},
    auto_mutant=False,
    notes="Convexity of the max-norm: ||M_a - sum_b w_b M_b|| <= sum_b w_b ||M_a - M_b|| <= delta*. Tight when one "
          "atom of small weight sits at distance delta* from the others (the 'aligned' family); the ratio is 1 - w_0.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS.append(EQ51)
