"""thesis, Appendices A and B (proofs of Chapters 2 and 3), round 11 (helper thesisAB): displays inside the proofs
encoded as printed as step claims.

- (A.93) L3074-L3078 (proof of Lemma A.3.1, Claim 1) and its Chapter-3 twin (B.100) L4325-L4329 (proof of Lemma
  B.3.1): the chain W_O(i,.)^(t+1) p_1 >~ y(t) >~ e^{X} xi >~ xi X + xi, X the printed exponent. The first two links
  rest on the ODE solution (A.88)/(B.95) with C_0 = xi (1 - Theta(eta^-1)) ((A.92)/(B.99)); the last link is a
  chain between explicit quantities (e^X >= 1 + X): checked uniformly over the printed domain, the exponent built
  from drawn batch quantities (eta, t, B, m, a = sqrt(m), |S_1^n|/|S^n|, p_n(t) in [0, 1], eps_0 in [0, 1/2)).

Bounds in ``thmcheck.bounds.thesis.r11_thesisAB``; own checks in ``tests/test_thesis_r11_thesisAB.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r11_thesisAB as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []
T_MAX = 40  # e^X stays finite in float64: X <= (T_MAX + 1)^2 / 4 = 420
X_MAX = 700.0  # e^700 (1 + 700) < the float64 maximum


# ================= (A.93) L3074-L3078 and (B.100) L4325-L4329: the last link e^{X} xi >~ xi X + xi of the chain


@st.composite
def _a93_instances(draw: st.DrawFn) -> dict:
    """eta in (0, 1] log-uniform from 1e-6 (atom 1); t in 0..T_MAX (atoms 0, T_MAX); batch B in 1..64 (atom 1); m in
    1..4096 (a = sqrt(m)); xi in (0, 1] log-uniform from 1e-6; the batch's |S_1^n|/|S^n| uniform on [r_lo, 1] and p_n(t)
    uniform on [0, p_hi] from a seed (atoms r_lo = 1, p_hi in {0, 1}); eps_0 in [0, 1/2) (atom 0; Chapter 3 only)."""
    return {
        "seed": draw(SEEDS),
        "eta": draw(st.one_of(st.just(1.0), log_uniform(1e-6, 1.0))),
        "t": draw(st.one_of(st.sampled_from([0, T_MAX]), st.integers(0, T_MAX))),
        "B": draw(st.one_of(st.just(1), st.integers(1, 64))),
        "m": draw(st.one_of(st.just(1), st.integers(1, 4096))),
        "xi": draw(st.one_of(st.just(0.01), log_uniform(1e-6, 1.0))),
        "r_lo": draw(st.one_of(st.just(1.0), st.floats(1e-3, 1.0))),
        "p_hi": draw(st.one_of(st.sampled_from([1.0, 0.0]), st.floats(0.0, 1.0))),
        "eps0": draw(st.one_of(st.just(0.0), st.floats(0.0, 0.4999))),
    }


def _a93_batch(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    """The batch's ratios |S_1^n|/|S^n| in [r_lo, 1] and p_n(t) in [0, p_hi], n in B_b (|B_b| = B), from the seed."""
    rng = np.random.default_rng(int(inst["seed"]))
    Bn = int(inst["B"])
    r = rng.uniform(float(inst["r_lo"]), 1.0, Bn)
    p = rng.uniform(0.0, 1.0, Bn) * float(inst["p_hi"])
    return r, p


def _a93_exponent(inst: dict, chapter: int) -> float:
    """X as printed. (A.93): (1/(aB)) sum_n eta (t+1)^2 |S_1^n|/|S^n| * (1/(4B)) sum_n |S_1^n| m/(|S^n| a) p_n(t);
    (B.100): (1/(aB)) sum_n eta (t+1)^2 (1 - 2 eps_0)/(4B) * sum_n (m/a) p_n(t); a = sqrt(m)."""
    r, p = _a93_batch(inst)
    Bn, m = int(inst["B"]), int(inst["m"])
    a = math.sqrt(m)
    c = float(inst["eta"]) * (int(inst["t"]) + 1) ** 2
    if chapter == 2:
        return float((c * r).sum() / (a * Bn) * (r * m / a * p).sum() / (4 * Bn))
    return float(Bn * c * (1 - 2 * float(inst["eps0"])) / (4 * Bn) / (a * Bn) * (m / a * p).sum())


def _a93_measure(chapter: int):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """lhs = e^{X} xi (the middle term of the chain), quantities xi and X (the last term is xi X + xi)."""
        X = _a93_exponent(inst, chapter)
        if X > X_MAX:
            raise SolverFailure(f"e^X overflows float64 at X = {X:.4g} > {X_MAX} (t past the drawn range)")
        xi = float(inst["xi"])
        return Measurement(xi * math.exp(X), {"xi": xi, "X": X}, {"X": X, "e^X / (1 + X)": math.exp(X) / (1 + X)})

    return measure


def _move(key: str, cast: type = float):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: cast(t)}

    return move


_A93_DIRS = (
    Direction("eta -> 0 (X -> 0)", "eta", 0.0, how="path", move=_move("eta"), points=(0.1, 0.01, 1e-3, 1e-4)),
    Direction("t -> infinity", "t", INF, how="path", move=_move("t", int), points=(4, 6, 8, 12, 16, 24, 32, 40)),
    Direction("xi -> 0", "xi", 0.0, how="path", move=_move("xi"), points=(0.1, 0.01, 1e-3, 1e-4, 1e-5)),
    Direction(
        "B, m, |S_1^n|/|S^n|, p_n(t), eps0",
        "m",
        INF,
        how="search",
        reason="drawn: B in 1..64, m in 1..4096, ratios down to 1e-3, p_n(t) in [0, 1] (atom 0: X = 0), eps_0 in "
        "[0, 1/2) (eps0, Chapter 3); they enter only through X >= 0",
    ),
)


def _a93_domain(chapter: int) -> tuple[Param, ...]:
    dom = (
        Param("eta", 0, INF, lo_closed=False, far=1.0, text="step size eta > 0 ('when eta is very small')",
              unreached="eta in [1e-6, 1]: the ratio depends on eta only through X"),
        Param("t", 0, INF, integer=True, far=T_MAX, text="iteration t >= 0",
              unreached=f"t <= {T_MAX}: e^X / (1 + X) increases in X, and X grows with t, so larger t only moves away "
              "from the bound (float64 overflow of e^X beyond X ~ 700)"),
        Param("B", 1, INF, integer=True, far=64, text="batch size B >= 1", unreached="B <= 64: enters only through X"),
        Param("m", 1, INF, integer=True, far=4096, text="m neurons (a = sqrt(m))",
              unreached="m <= 4096: enters only through X"),
        Param("xi", 0, INF, lo_closed=False, far=1.0, text="xi > 0 (W_O initialisation scale)",
              unreached="xi in [1e-6, 1]: both sides are linear in xi"),
    )
    if chapter == 3:
        dom += (Param("eps0", 0, 0.5, hi_closed=False, text="eps_0 in [0, 1/2) (Assumption 3.4.2)",
                      unreached="eps_0 <= 0.4999"),)
    return dom


def _a93_claim(cid: str, eq: str, where: str, lines: str, chapter: int, xtext: str, tex: str) -> Claim:
    return Claim(
        id=cid,
        paper=PAPER,
        kind="step",
        comparison=">=",
        source=_src(f"{eq}, {where}, {lines}"),
        statement=f"{eq}: W_O(i,.)^(t+1) p_1 >~ y(t) >~ e^{{X}} xi >~ xi X + xi with X = {xtext}. Checked: the last link "
        "between explicit quantities, e^{X} xi >= c (xi X + xi) with one c > 0 for every eta > 0, t >= 0, batch, m "
        "(a = sqrt(m)), xi > 0 (the first two links rest on the ODE solution and C_0 = xi (1 - Theta(eta^-1)), "
        "covered by their own claims).",
        statement_tex=tex,
        bound=B.eqA93_shape,
        measure=_a93_measure(chapter),
        strategy=_a93_instances(),
        constants="hidden",
        uniform=True,
        directions=_A93_DIRS,
        domain=_a93_domain(chapter),
        mutants={"sqrt(xi) (X + 1)": B.eqA93_mut_sqrt_xi, "xi (1 + X) e^X": B.eqA93_mut_exp},
        notes="e^X >= 1 + X for X >= 0, so c = 1 serves the whole domain; the ratio e^X / (1 + X) is 1 at X = 0 (eta -> "
        "0, p_n(t) = 0, t = 0 with small eta) and grows with X. p_n(t) and |S_1^n|/|S^n| are drawn over [0, 1], a "
        "superset of what the model produces (the link holds for every X >= 0).",
        settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
    )


CLAIMS.append(
    _a93_claim(
        "thesis.ch2.eqA.93",
        "(A.93)",
        "proof of Lemma A.3.1 (Claim 1), App. A.4",
        "L3074-L3078",
        2,
        "(1/(aB)) sum_{n in B_b} eta (t+1)^2 |S_1^n|/|S^n| (1/(4B)) sum_{n in B_b} |S_1^n| m/(|S^n| a) p_n(t)",
        r"\mathbf{W}_{O_{(i,\cdot)}}^{(t+1)} \mathbf{p}_1 \gtrsim y(t) \gtrsim e^{\frac{1}{aB} \sum_{n \in "
        r"\mathcal{B}_b} \frac{\eta(t+1)^2 |\mathcal{S}_1^n|}{|\mathcal{S}^n|} \frac{1}{4B} \sum_{n \in \mathcal{B}_b} "
        r"\frac{|\mathcal{S}_1^n|m}{|\mathcal{S}^n|a} p_n(t)} \xi \gtrsim \frac{\xi}{aB} \sum_{n \in \mathcal{B}_b} "
        r"\frac{\eta(t+1)^2 |\mathcal{S}_1^n|}{|\mathcal{S}^n|} \frac{1}{4B} \sum_{n \in \mathcal{B}_b} "
        r"\frac{|\mathcal{S}_1^n|m}{|\mathcal{S}^n|a} p_n(t) + \xi",
    )
)

CLAIMS.append(
    _a93_claim(
        "thesis.ch3.eqB.100",
        "(B.100)",
        "proof of Lemma B.3.1, App. B.4",
        "L4325-L4329",
        3,
        "(1/(aB)) sum_{n in B_b} eta (t+1)^2 (1 - 2 eps_0)/(4B) sum_{n in B_b} (m/a) p_n(t)",
        r"\mathbf{W}_{O_{(i,\cdot)}}^{(t+1)} \mathbf{p}_1 \gtrsim y(t) \gtrsim e^{\frac{1}{aB} \sum_{n \in "
        r"\mathcal{B}_b} \frac{\eta(t+1)^2(1-2\epsilon_0)}{4B} \sum_{n \in \mathcal{B}_b} \frac{m}{a} p_n(t)} \xi "
        r"\gtrsim \frac{\xi}{aB} \sum_{n \in \mathcal{B}_b} \frac{\eta(t+1)^2(1-2\epsilon_0)}{4B} \sum_{n \in "
        r"\mathcal{B}_b} \frac{m}{a} p_n(t) + \xi",
    )
)
