"""chenli Section 6.5, the K-level probes of LPCERTIFY: the membership oracle, the minimum-norm point and the support
function of the convex body K of Eq. (102), each answer re-checked by an independent certificate.

K = {Theta : ||Theta||_F <= 2 ||Theta_1||_F, |<A_t, Theta> - s_t| <= 7 eps for every constraint of LPCERTIFY}. The
paper uses K through a membership oracle (Definition 6.13 item 1), its minimum-norm point (Theorem 6.17 (II)) and
its width in directions orthogonal to the heads (Definition 6.13 item 3, Corollary 6.16). The probes
(``thmcheck.models.chenli.sec6_2_lpcertify.Body``: numpy for membership, cvxpy CLARABEL through ``thmcheck.models.lpcert.ConicLP`` for
the two programs) run on K built by a whole LPCERTIFY run on the E-exact family of chenli.alg1; the certificates are
re-derived by ``thmcheck.models.chenli.sec6_5_certificates`` (exact rational membership, a primal point repaired into K,
weak-duality bounds from the clipped multipliers), sharing no code with ConicLP's own checks.
"""

from __future__ import annotations

import functools

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import sec6_5_probes as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, with_edges
from thmcheck.models.chenli import sec6_2_lpcertify as LP
from thmcheck.models.chenli import sec6_5_certificates as C

_CFG = {"ci": {"ds": (8,), "Ts": {8: 600}, "n_dirs": 4},
        "deep": {"ds": (8, 16), "Ts": {8: 6000, 16: 20000}, "n_dirs": 16}}
_FAMILIES = ("random", "perp", "head", "slab")
_SOURCE = (f"Eq. (102) and Definition 6.13 item 1, Section 6.5, {SEED_FILE} L2068-L2082; minimum-norm point: Theorem "
           f"6.17 (II), L2200-L2206; Algorithm 1 (LPCERTIFY), L1458-L1472")
_DERIVED = ("K of Eq. (102) (L2068-L2072) and its uses: 'K is convex and admits an efficient membership oracle' "
            "(Definition 6.13 item 1, L2076), 'the minimum norm point in the convex body K' (Theorem 6.17 (II), "
            "L2200-L2206) and the width of K orthogonal to the heads (Definition 6.13 item 3, Corollary 6.16); the "
            "paper treats these probes as exact and prints no accuracy for them")


def _cfg() -> dict:
    from thmcheck.checks.profiles import active_profile

    return _CFG["deep"] if active_profile() == "deep" else _CFG["ci"]


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """An LPCERTIFY run on the E-exact family (as chenli.alg1: m heads, eps, ||Theta_1||, omega_2, head ratio,
    ||Delta|| as a share of the Prop. 6.1 budget) at d = 8 (ci; 8 or 16 deep), and the query directions' family
    and seed."""
    m = draw(st.sampled_from([1, 2]))
    return {"d": draw(st.sampled_from(_cfg()["ds"])), "m": m, "k": 3,
            "eps": float(draw(with_edges(st.floats(0.02, 1 / 6), 1 / 6, 0.02))),
            "theta_norm": float(draw(with_edges(st.floats(0.3, 3.0), 1.0, 0.3, 3.0))),
            "omega2": float(draw(with_edges(st.floats(0.1, 1.0), 1.0))),
            "ratio2": float(draw(with_edges(st.floats(0.5, 1.0), 1.0))),
            "delta_frac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "family": draw(st.sampled_from(_FAMILIES)), "seed": draw(SEEDS), "qseed": draw(SEEDS)}


@functools.lru_cache(maxsize=16)
def _run(seed: int, d: int, m: int, k: int, eps: float, theta_norm: float, omega2: float, ratio2: float,
         delta_frac: float, T: int) -> dict:
    return LP.run_lpcertify(seed, {"d": d, "m": m, "k": k, "eps": eps, "theta_norm": theta_norm, "omega2": omega2,
                                   "ratio2": ratio2, "delta_frac": delta_frac, "T": T})


def body_of(inst: dict) -> dict:
    """K of the instance's LPCERTIFY run (T examples: the instance's "T", else the profile's): slabs (G, h), radius
    R = 2 ||Theta_1||_F, the heads and the probes."""
    d = int(inst["d"])
    run = _run(int(inst["seed"]), d, int(inst["m"]), int(inst["k"]), float(inst["eps"]), float(inst["theta_norm"]),
               float(inst["omega2"]), float(inst["ratio2"]), float(inst["delta_frac"]),
               int(inst.get("T", _cfg()["Ts"][d])))
    G, h = LP.Body.rows(run["As"], run["ss"], run["eps"])
    th = run["thetas"]
    return {"run": run, "G": G, "h": h, "R": 2 * float(np.linalg.norm(th[0])), "thetas": th, "d": d,
            "body": _body(d, run["accepted"]), "c": th[0].ravel()}


@functools.lru_cache(maxsize=8)
def _body_cap(d: int, cap: int) -> LP.Body:
    return LP.Body(d, cap)


def _body(d: int, n: int) -> LP.Body:
    """A Body whose cvxpy programs are built once per (d, capacity) and re-solved with new data (DPP Parameters;
    unused rows are padded with 0 <= 1): capacities are powers of two >= 32."""
    return _body_cap(d, max(32, 1 << max(0, int(n - 1).bit_length())))


def directions(inst: dict, K: dict, n: int) -> np.ndarray:
    """n unit query directions of the instance's family: Gaussian, orthogonal to span(Theta_i) (where K should be
    thin, Definition 6.13 item 3), along a head (plus 10 % noise), or along a slab normal +-A_t (a face of K)."""
    rng = np.random.default_rng(int(inst["qseed"]))
    D = K["d"] ** 2
    U = rng.normal(size=(n, D))
    fam = inst["family"]
    if fam == "perp":
        Q = np.linalg.qr(K["thetas"].reshape(len(K["thetas"]), -1).T)[0]
        U -= (U @ Q) @ Q.T
    elif fam == "head":
        Th = K["thetas"].reshape(len(K["thetas"]), -1)
        Th = Th / np.linalg.norm(Th, axis=1, keepdims=True)
        U = Th[rng.integers(len(Th), size=n)] + 0.1 * U / np.sqrt(D)
    elif fam == "slab" and len(K["G"]):
        U = K["G"][rng.integers(len(K["G"]), size=n)] + 1e-3 * U
    return U / np.linalg.norm(U, axis=1, keepdims=True)


def _terms(inst: dict, K: dict) -> dict:
    return {"d": K["d"], "eps": float(inst["eps"]), "constraints": int(K["run"]["accepted"]), "R": K["R"],
            "family": inst["family"]}


def support_defects(inst: dict, K: dict, probe=None) -> tuple[np.ndarray, list]:  # noqa: ANN001
    """Per direction: the certified error of the probe's h_K(U), max(gap, v - hi, lo - v)/R, with the certificates.
    ``probe(U) -> (value, x, y, status)`` defaults to the cvxpy program (tests plant faulty ones)."""
    run = K["run"]
    if probe is None:
        def probe(U: np.ndarray) -> tuple:
            r = K["body"].support(run["As"], run["ss"], run["eps"], K["R"], U)
            return (None if r.value is None else -r.value), r.x, r.y, r.status
    out, certs = [], []
    for U in directions(inst, K, _cfg()["n_dirs"]):
        v, x, y, status = probe(U)
        if v is None or x is None or (len(K["G"]) and y is None):
            out.append(1.0)
            certs.append({"status": status})
            continue
        c = C.support_certificate(K["G"], K["h"], K["R"], U, np.asarray(x), np.asarray(y) if len(K["G"]) else
                                  np.zeros(0), K["c"])
        out.append(max(c["gap"], v - c["hi"], c["lo"] - v) / K["R"])
        certs.append({**c, "value": v, "status": status})
    return np.array(out), certs


def _support_measure(inst: dict, ctx: Ctx) -> Measurement:
    K = body_of(inst)
    dfx, certs = support_defects(inst, K)
    i = int(np.argmax(dfx))
    terms = {**_terms(inst, K), "defects": [float(f"{x:.3g}") for x in dfx], "worst": certs[i],
             "statuses": sorted({c.get("status") for c in certs})}
    return Measurement(float(dfx.max()), {}, terms, solver="cvxpy CLARABEL (ConicLP); certificate: exact rational "
                                                          "membership of the repaired point + weak duality")


def min_norm_defect(inst: dict, K: dict, probe=None) -> tuple[float, dict]:  # noqa: ANN001
    """The certified error of the probe's minimum norm of K, max(gap, v - hi, lo - v)/R, with the certificate.
    ``probe() -> (value, x, y, status)`` defaults to the cvxpy program."""
    run = K["run"]
    if probe is None:
        def probe() -> tuple:
            r = K["body"].min_norm(run["As"], run["ss"], run["eps"], K["R"])
            return r.value, r.x, r.y, r.status
    v, x, y, status = probe()
    if v is None or x is None or (len(K["G"]) and y is None):
        return 1.0, {"status": status}
    c = C.min_norm_certificate(K["G"], K["h"], K["R"], np.asarray(x), np.asarray(y) if len(K["G"]) else np.zeros(0),
                               K["c"])
    return max(c["gap"], v - c["hi"], c["lo"] - v) / K["R"], {**c, "value": v, "status": status}


def _min_norm_measure(inst: dict, ctx: Ctx) -> Measurement:
    K = body_of(inst)
    dfx, cert = min_norm_defect(inst, K)
    return Measurement(float(dfx), {}, {**_terms(inst, K), "certificate": cert, "conv_min_norm":
                                        LP.conv_min_norm(K["thetas"])},
                       solver="cvxpy CLARABEL (ConicLP); certificate: exact rational membership of the repaired "
                              "point + Cauchy-Schwarz dual bound")


def membership_defects(inst: dict, K: dict, oracle=None) -> tuple[np.ndarray, dict]:  # noqa: ANN001
    """Queries: the heads, for each direction U the support point repaired into K (inside, exactly), the same point
    pushed past the certified bound hi by 1e-6 R along U (provably outside: <U, P> > hi >= h_K(U)), the midpoint
    with a head, and a random point of the ball. Per query: the exact rational slack; the defect is |slack|/R when
    the oracle (default ``Body.contains``) disagrees with the exact decision, and (<U, P> - hi)/R + 1 when a point
    certified outside is exactly inside (the support certificate would be wrong)."""
    run = K["run"]
    if oracle is None:
        def oracle(P: np.ndarray) -> bool:
            return LP.Body.contains(run["As"], run["ss"], run["eps"], K["R"], P)[0]
    rng = np.random.default_rng(int(inst["qseed"]) + 1)
    queries: list[tuple[np.ndarray, str]] = [(t.ravel(), "head") for t in K["thetas"]]
    outside: list[tuple[np.ndarray, float]] = []
    dirs = directions(inst, K, _cfg()["n_dirs"])
    for U in dirs:
        r = K["body"].support(run["As"], run["ss"], run["eps"], K["R"], U)
        if r.x is None:
            continue
        xr, _ = C.repair(K["G"], K["h"], K["R"], np.asarray(r.x), K["c"])
        c = C.support_certificate(K["G"], K["h"], K["R"], U, np.asarray(r.x),
                                  np.asarray(r.y) if len(K["G"]) else np.zeros(0), K["c"])
        queries += [(xr, "support point"), (0.5 * (xr + K["c"]), "midpoint")]
        P = xr + (c["hi"] - float(U @ xr) + 1e-6 * K["R"]) * U
        queries.append((P, "past h_K"))
        outside.append((P, float(U @ P) - c["hi"]))
    g = rng.normal(size=K["d"] ** 2)
    queries.append((g / np.linalg.norm(g) * K["R"] * rng.uniform(0, 1), "ball"))
    defects, kinds, n_in = [], [], 0
    for P, kind in queries:
        s, b = C.exact_slack(K["G"], K["h"], K["R"], P)
        worst = max(float(s) if len(K["G"]) else -np.inf, float(b) / (2 * K["R"]))  # ||x||^2-R^2 ~ 2R(||x||-R)
        exact_in = (len(K["G"]) == 0 or s <= 0) and b <= 0
        n_in += exact_in
        defects.append(abs(worst) / K["R"] if bool(oracle(P)) != exact_in else 0.0)
        kinds.append(kind)
    for P, over in outside:
        if C.exact_member(K["G"], K["h"], K["R"], P):
            defects.append(1.0 + over / K["R"])
            kinds.append("certified outside, exactly inside")
    dfx = np.array(defects)
    return dfx, {"queries": len(queries), "exactly_inside": n_in, "worst_kind": kinds[int(np.argmax(dfx))]}


def _membership_measure(inst: dict, ctx: Ctx) -> Measurement:
    K = body_of(inst)
    dfx, info = membership_defects(inst, K)
    return Measurement(float(dfx.max()), {}, {**_terms(inst, K), **info},
                       solver="numpy float64 oracle vs exact rationals (fractions)")


_DOMAIN = (Param("d", 1, INF, integer=True, text="token dimension d (any d)",
                 unreached="d = 8 under ci, 8 and 16 deep: the E-exact construction of chenli.alg1 (Hadamard "
                           "rows) and a conic program in d^2 variables per probe (about 1 s per solve at d = 16 with "
                           "the parametrised program); the certificates do not depend on d"),
           Param("eps", 0.0, INF, lo_closed=False, text="LPCERTIFY's accuracy eps > 0 (slab half-width 7 eps)",
                 unreached="eps in [0.02, 1/6] as chenli.alg1 (Lemma 6.3's range of acceptance at this scale); "
                           "a larger eps only widens every slab (K -> the ball)"))
_NOTES = ("K comes from a whole LPCERTIFY run (T = 600 examples at d = 8 under ci; 6000 at d = 8 and 20000 at "
          "d = 16 deep) on chenli.alg1's E-exact family, so its slabs are the algorithm's own. {what} The planted mutant "
          "demands a negative certified error (a certificate check with its sign reversed), which every instance "
          "kills; tests/test_chenli_probes.py plants faulty probes (a loose solver tolerance, a sign-flipped "
          "answer, an oracle with the slab sign reversed) and checks that the measurement flags them.")

SUPPORT = Claim(
    id="chenli.eq102.support", paper=PAPER, source=_SOURCE,
    statement="The support-function probe of K (Eq. (102)) returns h_K(U) = max_{Theta in K} <U, Theta> for unit U: "
              "its value, an exactly feasible primal point and the weak-duality bound h^T y+ + R ||U - G^T y+|| of "
              "its multipliers agree to within 1e-6 R (R = 2 ||Theta_1||_F).",
    kind="algorithmic", comparison="<=", bound=B.eq102_probe_gap, measure=_support_measure, strategy=_instances,
    derived=_DERIVED, auto_mutant=False, catalog_id="chenli.alg1",
    mutants={"sign reversed: a negative certified error demanded": lambda: -1e-6},
    notes=_NOTES.format(what="Per direction (4 per instance; Gaussian, orthogonal to the heads, along a head, or "
                             "along a slab normal): the probe's primal point is moved towards the head Theta_1 until "
                             "exactly inside K (rational arithmetic), giving lo = <U, x>; the clipped multipliers "
                             "give hi; lhs = max(hi - lo, v - hi, lo - v)/R over the directions."),
    # ci: 12 examples (was 30; round 27 ci-time cut); dev keeps its profile default 300, deep 300
    settings={"ci": {"max_examples": 12, "budget_s": 6.0}, "deep": {"max_examples": 300, "budget_s": 600.0}},
    domain=_DOMAIN,
)

MIN_NORM = Claim(
    id="chenli.eq102.minnorm", paper=PAPER, source=_SOURCE,
    statement="The minimum-norm probe of K (Eq. (102); Theorem 6.17 (II) uses its answer) returns min_{Theta in K} "
              "||Theta||_F: its value, the norm of an exactly feasible point and the dual bound -h^T y+/||G^T y+|| "
              "agree to within 1e-6 R.",
    kind="algorithmic", comparison="<=", bound=B.eq102_probe_gap, measure=_min_norm_measure, strategy=_instances,
    derived=_DERIVED, auto_mutant=False, catalog_id="chenli.alg1",
    mutants={"sign reversed: a negative certified error demanded": lambda: -1e-6},
    notes=_NOTES.format(what="The probe's point is repaired into K and its norm checked against the Cauchy-Schwarz "
                             "bound ||Theta|| >= -h^T y+/||G^T y+|| (valid on the slabs alone); where 0 is in K "
                             "(7 eps >= max |s_t|) the minimum is 0 and the check is that the probe finds it."),
    settings={"ci": {"max_examples": 30, "budget_s": 5.0}, "deep": {"max_examples": 300, "budget_s": 600.0}},
    domain=_DOMAIN,
)

MEMBERSHIP = Claim(
    id="chenli.eq102.membership", paper=PAPER, source=_SOURCE,
    statement="The membership oracle of K (Definition 6.13 item 1) decides Theta in K correctly: on every query whose "
              "exact slack exceeds 1e-9 R in magnitude its float64 answer equals the exact rational decision, and "
              "points the support certificate places outside K are outside.",
    kind="algorithmic", comparison="<=", bound=B.eq102_membership_error, measure=_membership_measure,
    strategy=_instances, derived=_DERIVED, auto_mutant=False, catalog_id="chenli.alg1",
    mutants={"sign reversed: a negative disagreement demanded": lambda: -1e-9},
    notes=_NOTES.format(what="Queries: the heads, each direction's support point repaired into K, its midpoint with "
                             "Theta_1, the support point pushed 1e-6 R past the certified h_K(U) (provably outside) "
                             "and a random point of the ball; each decided exactly in rationals (integer slab rows, "
                             "dyadic floats) and by the oracle."),
    # ci: 12 examples (was 30; round 27 ci-time cut); dev keeps its profile default 300, deep 300
    settings={"ci": {"max_examples": 12, "budget_s": 6.0}, "deep": {"max_examples": 300, "budget_s": 600.0}},
    domain=_DOMAIN,
)

CLAIMS: list[Claim] = [MEMBERSHIP, MIN_NORM, SUPPORT]
