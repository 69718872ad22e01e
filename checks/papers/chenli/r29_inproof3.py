"""Round 29 (helper inproof3): chenli's last in-proof rows as step claims.

- ``chenli.eq23`` (L672): Lemma 5.8's Case 1, P[||Theta_[1]^T x||^2 >= ||Theta_[1]||_F^2/3] >= 1 - exp(-Omega(r_Theta)),
  x ~ pi^s_{mu,nu; d1,d2,d3}, under Lemma 5.8's hypotheses (some c in [1, sqrt(min(r_Theta, d2, d3))/2], a bullet)
  and Case 1 (||Theta_[1]||_F^2 >= ||Theta||_F^2/3).
- ``chenli.eq25`` (L694): Case 2's analogue for Theta_[2], as printed (||Theta_[2]^T x||, not the Pi^perp form).

Both: the exact probability over the enumerated support of pi^s; exp(-Omega(r)) read as P[fail] <= exp(-r_Theta/C)
for one uniform C (the printed form has no prefactor), i.e. ln(1/P[fail])/r_Theta >~ 1.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r29_inproof3 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import _SECTION4, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.chenli.r29_inproof import pi_s_support
from thmcheck.models.chenli.r29_inproof3 import killed_theta

CLAIMS: list[Claim] = []


def _inst(b: int):
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        """d1 in [1, 4] (>= 2 for the killed family of Case 1), d2, d3 in [4, 6] (min(r_Theta, d2, d3) >= 4 is
        needed for some c >= 1), any slice counts (balanced drawn often), Theta 'killed' (models.chenli.r29_inproof3:
        Theta_[b]^T x = 0 on the balanced slices at eps = 0), or Gaussian / Haar with the S_[b] columns scaled by f in
        [1, 4]; eps in {0} u [1e-3, 3] (log); r_Theta = rfrac times the stable rank."""
        fam = draw(st.sampled_from(["killed", "killed", "gaussian", "orthogonal"]))
        d1 = draw(st.integers(2 if (fam == "killed" and b == 1) else 1, 4))
        d2 = draw(st.integers(4, 6))
        d3 = draw(st.integers(4, 6))

        def count(n: int) -> int:
            return draw(st.one_of(st.just(n // 2), st.integers(0, n)))

        return {"d1": d1, "d2": d2, "d3": d3, "a2": count(d2), "a3": count(d3), "family": fam, "seed": draw(SEEDS),
                "eps": float(draw(st.one_of(st.just(0.0), log_uniform(1e-3, 3.0)))),
                "f": float(draw(st.floats(1.0, 4.0))),
                "rfrac": float(draw(st.one_of(st.just(1.0), st.floats(0.5, 1.0))))}
    return draw_inst


def _theta(inst: dict, b: int) -> np.ndarray:
    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    rng = np.random.default_rng(inst["seed"])
    if inst["family"] == "killed":
        return killed_theta(b, d1, d2, d3, float(inst["eps"]), rng)
    d = d1 + d2 + d3
    T = rng.normal(size=(d, d)) if inst["family"] == "gaussian" else np.linalg.qr(rng.normal(size=(d, d)))[0]
    cols = slice(0, d1) if b == 1 else slice(d1, d1 + d2)
    T[:, cols] *= float(inst["f"])
    return T


def _lemma58_hyp(d: int, d2: int, d3: int, mu: float, nu: float, r: float) -> float:
    """+1 when some c in [1, sqrt(min(r, d2, d3))/2] has |mu| <= c/sqrt(d2) and a bullet (|nu| <= c/sqrt(d3); or
    |nu| <= 0.9 and d3 <= min(d/(8 nu^2), sqrt(d r)/(8 c |nu|))), else -1 (the first bullet is easiest at the
    largest c, the second at the smallest; mu' = mu, nu' = nu: y's slices do not enter (23), (25))."""
    cmax = math.sqrt(min(r, d2, d3)) / 2
    cmin = max(1.0, math.sqrt(d2) * abs(mu))
    if cmax < 1 or cmin > cmax * (1 + 1e-12):
        return -1.0
    b1 = abs(nu) <= cmax / math.sqrt(d3) * (1 + 1e-12)
    b2 = abs(nu) <= 0.9 and (nu == 0 or d3 <= min(d / (8 * nu * nu), math.sqrt(d * r) / (8 * cmin * abs(nu))))
    return 1.0 if (b1 or b2) else -1.0


def _parts(inst: dict, b: int, exact: bool) -> tuple[Fraction, dict, dict]:
    """P[fail] = P[||Theta_[b]^T x||^2 < ||Theta_[b]||_F^2/3], x uniform on the support of pi^s, as a Fraction; with
    ``exact`` every support point within 1e-6 (relative) of the threshold is re-decided in rationals (Theta's
    float64 entries exactly), the others by float64 (their error is far below 1e-6 at d <= 16)."""
    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    d = d1 + d2 + d3
    T = _theta(inst, b)
    cols = slice(0, d1) if b == 1 else slice(d1, d1 + d2)
    Tb = T[:, cols]
    X = pi_s_support(d1, d2, inst["a2"], d3, inst["a3"])
    V = ((X @ Tb) ** 2).sum(1)
    fb2 = float((Tb**2).sum())
    f2 = float((T**2).sum())
    fail = V < fb2 / 3
    near = np.abs(V - fb2 / 3) <= 1e-6 * fb2
    if exact and near.any():
        Tf = [[Fraction(float(v)) for v in row] for row in Tb]
        thr = sum(v * v for row in Tf for v in row) / 3
        for i in np.flatnonzero(near):
            xs = [int(v) for v in X[i]]
            vals = [sum(xs[k] * Tf[k][j] for k in range(d)) for j in range(Tb.shape[1])]
            fail[i] = sum(v * v for v in vals) < thr
    p = Fraction(int(fail.sum()), len(X))
    srank = f2 / float(np.linalg.norm(T, 2)) ** 2
    r = float(inst["rfrac"]) * srank
    mu = (2 * inst["a2"] - d2) / d2
    nu = (2 * inst["a3"] - d3) / d3
    terms = {"P_fail": float(p), "srank": srank, "r_slack": srank - r + 1e-9 * srank, "mu": mu, "nu": nu,
             "case": fb2 - f2 / 3 + 1e-9 * f2, "hyp": _lemma58_hyp(d, d2, d3, mu, nu, r),
             "max ||Theta_b^T x||^2/||Theta_b||_F^2": float(V.max()) / fb2, "support": float(len(X)),
             "near_threshold": float(near.sum())}
    return p, {"r": r, "d": d}, terms


_NEVER = 1e300  # ln(1/P[fail])/r_Theta when P[fail] = 0 (+inf: the display holds for every C)


def _lhs(p: Fraction, r: float):
    if p == 0:
        return _NEVER
    if p == 1:
        return Fraction(0)
    return -math.log(float(p)) / r


def _measure(b: int):
    def m(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        """lhs = ln(1/P[fail])/r_Theta, P[fail] = P[||Theta_[b]^T x||^2 < ||Theta_[b]||_F^2/3] exactly (x uniform on
        the support of pi^s): the display is P[fail] <= exp(-r_Theta/C), i.e. lhs >= 1/C (0 when P[fail] = 1,
        1e300 when P[fail] = 0)."""
        p, q, terms = _parts(inst, b, exact=False)
        return Measurement(float(_lhs(p, q["r"])), q, terms)
    return m


def _exact(b: int):
    def m(inst: dict) -> Measurement:
        """The same with the threshold decisions near ties made in rationals; lhs exactly 0 when P[fail] = 1."""
        p, q, terms = _parts(inst, b, exact=True)
        return Measurement(_lhs(p, q["r"]), q, terms, exact=True)
    return m


def _move_eps(inst: dict, t: float) -> dict:
    return {**inst, "eps": float(t)}


def _claim(b: int, line: int, eq: int, case: str) -> Claim:
    sub = f"[{b}]"
    return Claim(
        id=f"chenli.eq{eq}",
        catalog_id="chenli.lemma5.8",
        paper=PAPER,
        source=f"Proof of Lemma 5.8, {case}, Section 5.2, {SEED_FILE} L{line - 4}-L{line} (the display ({eq}) at "
               f"L{line}; the lemma's hypotheses L605-L608; Assumption 3, L445-L449)",
        statement=f"{case} (||Theta_{sub}||_F^2 >= ||Theta||_F^2/3), Lemma 5.8's hypotheses (mu, nu multiples with "
                  f"|mu| <= c/sqrt(d2), 1 <= c <= sqrt(min(r_Theta, d2, d3))/2, a bullet), x ~ "
                  f"pi^s_{{mu,nu; d1,d2,d3}}: P[||Theta_{sub}^T x||^2 >= ||Theta_{sub}||_F^2/3] >= 1 - "
                  f"exp(-Omega(r_Theta)).",
        statement_tex=rf"$$\mathbb{{P}}[\|\Theta_{{[{b}]}}^\top x\|^2 \geq \frac{{1}}{{3}}\|\Theta_{{[{b}]}}\|_F^2] "
                      rf"\geq 1 - \exp(-\Omega(r_\Theta)).$$",
        kind="step", comparison=">=", bound=B.hw_tail_shape, measure=_measure(b), exact=_exact(b),
        strategy=lambda: _inst(b)(),
        constants="hidden", uniform=True,
        assumptions=(
            Assumption("case", f"{case}: ||Theta_{sub}||_F^2 >= ||Theta||_F^2/3", lambda q: q["case"]),
            Assumption("Lemma 5.8's hypotheses", "some c in [1, sqrt(min(r_Theta, d2, d3))/2] with |mu| <= c/sqrt(d2) "
                       "and a bullet (checked exactly)", lambda q: q["hyp"]),
            Assumption("Assumption 3 (first part)", "||Theta||_F^2 >= r_Theta ||Theta||_op^2 (r_Theta = rfrac times "
                       "the stable rank: met exactly)", lambda q: q["r_slack"]),
            uncertified("assumption3-PiS", "Assumption 3's ||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 "
                        "for |S| <= c d", why="c is a 'sufficiently small constant' the paper leaves unspecified"),
            _SECTION4,
        ),
        directions=(
            Direction("eps -> 0 (the killed family)", "eps", 0.0, how="path", move=_move_eps,
                      points=(1.0, 0.1, 1e-2, 1e-3, 1e-6),
                      reason="the S_[b] block tends to 1_[2] u^T + 1_[3] w^T, which balanced slices annihilate"),
            Direction("d, d1, d2, d3, mu, nu, Theta's shape, r_Theta", "d", INF, how="search",
                      reason="drawn: d1 <= 4, d2, d3 in [4, 6], every slice count, three families, rfrac in [0.5, 1]"),
            Direction("r_Theta -> inf", "r", INF, how="unsearched",
                      reason="r_Theta <= the stable rank <= d <= 16 at enumerable sizes (pi^s's support enumerated); "
                             "the killed family's stable rank is 5.9 for every d"),
        ),
        mutants={"r_Theta (exp(-Omega(r^2)))": B.hw_wrong_r2},
        expect="conditional",
        evidence=f"Crosses only with Section 4's r_Theta >> 1 ((8)) granted at r_Theta = 5.9: the killed family at "
                 f"d1 = {2 if b == 1 else 1}, d2 = d3 = 4, balanced slices (mu = nu = 0, a2 = a3 = 2): {case} holds "
                 f"(||Theta_{sub}||_F^2 = 2 >= 5.9/3), ||Theta||_F^2 = 5.9 ||Theta||_op^2 (Assumption 3's first "
                 f"part at r_Theta = 5.9), c = 1 is admitted (1 <= sqrt(min(5.9, 4, 4))/2 = 1, |mu| = 0, first "
                 f"bullet nu = 0), and Theta_{sub}^T x = (sum_[2] x) u + (sum_[3] x) w = 0 for every support point: "
                 f"P[event] = 0 exactly, against 1 - exp(-Omega(r_Theta)) > 0 for every constant. Lemma 5.8's own "
                 f"range (1 <= c <= sqrt(min(r_Theta, d2, d3))/2) admits r_Theta = 4..6; the proof's 'because "
                 f"r_Theta >> 1' (L668) is what excludes it (the killed part has mass <= 2 ||Theta||_op^2 <= "
                 f"2||Theta||_F^2/r_Theta, so for r_Theta >~ 10 the mean exceeds the threshold by a constant "
                 f"factor): a gap between the lemma's explicit range and the proof, not a counterexample under "
                 f"(8). Second path: tests/test_chenli_r29_inproof3.py (own numpy at d2 = d3 = 6). Audit pending "
                 f"(round 29).",
        notes=f"Exact: the support of pi^s (2^{{d1}} cube points times the two slices' strings, uniform) enumerated and "
              f"P[fail] = P[||Theta_{sub}^T x||^2 < ||Theta_{sub}||_F^2/3] counted; the printed 1 - exp(-Omega(r)) has "
              f"no prefactor, so it is read as P[fail] <= exp(-r_Theta/C), one C for the whole domain: lhs = "
              f"ln(1/P[fail])/r_Theta >= 1/C against the constant shape 1 (P[fail] = 1, lhs = 0 exactly, is a "
              f"crossing for every C; P[fail] = 0 is lhs = 1e300, standing for +inf). At enumerable sizes r_Theta "
              f"<= 16, so only P[fail] = 1 can refute the uniform constant (the sign rule). The "
              f"killed family: Theta_{sub} = 1_[2] u^T + 1_[3] w^T (u, w orthonormal, scaled so that d2||u||^2 = "
              f"d3||w||^2 = 1) and the other columns a Q (orthonormal, orthogonal to 1_[2], 1_[3], a^2 = 3.9/#cols): "
              f"||Theta||_F^2 = 5.9, ||Theta||_op^2 = 1, ||Theta_{sub}||_F^2 = 2 >= 5.9/3; on balanced slices "
              f"(mu = nu = 0) Theta_{sub}^T x = 0 for every x. The step uses r_Theta >> 1 ((8)), uncertified here.",
        domain=(
            Param("d", 9, INF, integer=True, key="d", text="d = d1 + d2 + d3 (d2, d3 >= 4 for some c >= 1)",
                  unreached="d <= 16 (pi^s's support enumerated)"),
            Param("r", 4.0, INF, key="r", text="r_Theta >= 4 (some c >= 1 needs min(r_Theta, d2, d3) >= 4)",
                  unreached="r_Theta <= the stable rank <= 16"),
        ),
        settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
    )


CLAIMS.append(_claim(1, 672, 23, "Case 1"))
CLAIMS.append(_claim(2, 694, 25, "Case 2"))
