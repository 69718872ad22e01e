"""thesis, Appendix D (round 19, helper thesisD): L7129 as printed (any coupling) and Lemma D.2.4 under the
bias-augmented reading X~ = (X, 1).

- ``thesis.ch5.lemmaD.2.6-L7129``: L7129 as printed, "there exist Gaussian random variables beta_j(X) and beta'(X)"
  with W2(r_{n,i}(X), sum_j rho_j sum_m a_{m,n} phi_{1,j,eps}(a_m X w*_{1,j}) + beta'(X)) <= O~(...), the joint law of
  (rho_j, beta') left open (any coupling). For every target whose phi_{1,j} vanish at 0 and whose w*_{1,j} are
  orthogonal to every feature (features in a hyperplane of R^d, a target of the concept class), the sum over m is 0
  exactly, so the right variable is beta' alone, a Gaussian (centred or not) whatever the coupling, and the left side is
  at least the W2 distance of law(r_{n,i}) (which has no target in it) to the Gaussians: the measure of
  thesis.ch5.lemmaD.2.6-L7107. The joint-Gaussian coupling of (rho_j, beta') is the reading "joint-Gaussian coupling"
  (every target; the right variable is then Gaussian). Round 18's thesis.ch5.lemmaD.2.6-L7129-W2 is the independent
  coupling, derived.
- ``thesis.ch5.lemmaD.2.4-L6964-biasX``: Lemma D.2.4's existence claim with the pseudo network's linear factor a_j X w_l
  read as a_j X~ w~_l, X~ = (X, 1) (the bias column of L7229/L7317 inside the linear part, w~_l = (w_l, b_l) in
  R^{d+1} with ||W~||_{2,inf} <= C0/m1). On the twin blow-ups of thesis.ch5.lemmaD.2.4-L6964 (A X = 0 exactly, the
  point mass at X) the pseudo network is g_r = sum_i c_{i,r} t_i, t_i = sum_l V^_{l,i} b_l S_{i,l}, S_{i,l} = sum_n
  (q^T A)_n 1[r_{n,i} + B_2 >= 0] sum_j a_{n,j} 1[B_1 >= 0] (A1)_j: the set of reachable t is exactly the box |t_i| <=
  (C0/m1)(sqrt(m1)/m2)||S_{i,.}||_2, so the least C0 with zero error is a linear programme (min ||u||_inf with
  C^T diag(tau) u = f*). The measure is that least C0; the bound the printed C0 = O~(p1^2 p2 K^2 C C'') (D.43) with
  C_eps of (5.2) bounded below by its first series (hidden constant, checked along ||A||_inf, C^*, the widths).

- ``thesis.ch5.lemmaD.2.12-D.88-width``: (D.88) with (5.17)'s width taken as m >= 2 (C0/eps)^1500 (in logs): holds
  uniformly, which settled thesis.ch5.lemmaD.2.12-D.88's conditional (now holds; the polynomial is the theorem's own
  choice).
- ``thesis.ch5.lemmaD.2.12-L7500``: E[G^(b,b)] <= OPT + eps as printed (no loss): holds trivially (W^ = V^ = 0); the
  reading 'L(G)' (as L6966) is violated on the twin blow-ups.

Bounds in ``thmcheck.bounds.thesis.r19_thesisD``; second paths in ``tests/test_thesis_r19_thesisD.py``.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
from hypothesis import strategies as st
from scipy.optimize import linprog
from scipy.special import gammaln

from thmcheck.bounds.thesis import r18_thesisD2 as B18
from thmcheck.bounds.thesis import r19_thesisD as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r18_thesisD as D1
from thmcheck.checks.papers.thesis import r18_thesisD2 as D2
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r19_thesisD.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============ L7129 as printed: W2(r_{n,i}, sum_j rho_j c_j + beta') with beta' Gaussian, any coupling with rho_j

PHI0_KINDS = ("lin", "sin", "expm1", "poly")


def phi0(spec: tuple, z: np.ndarray) -> np.ndarray:
    """phi with phi(0) = 0 (entire, finite C_s, C_eps): ('lin', a): a z; ('sin', a): sin(a z); ('expm1', a):
    exp(a z) - 1; ('poly', c1, c2): c1 z + c2 z^2 (every spec of length 3; ragged specs are fine since
    round 19's thesisD2 fix of the engine's path record)."""
    k = spec[0]
    if k == "lin":
        return spec[1] * z
    if k == "sin":
        return np.sin(spec[1] * z)
    if k == "expm1":
        return np.expm1(spec[1] * z)
    return spec[1] * z + spec[2] * z * z


def _log_series(spec: tuple, R: float, weight: bool) -> float:
    """ln of sum_i w_i R^i |c_i| for phi0's kinds, w_i = (i + 1)^{1.75} (weight: C_s of (5.3) at C^* = 1) or 1 (the
    first series of C_eps (5.2) at C^* = 1, a lower bound of it); in logs (||A||_inf up to ~700)."""
    k = spec[0]
    if k in ("lin", "poly"):
        c = [0.0, abs(spec[1]), 0.0 if k == "lin" else abs(spec[2])]
        return math.log(sum(((i + 1) ** 1.75 if weight else 1.0) * R**i * ci for i, ci in enumerate(c)))
    x = abs(spec[1]) * R
    n = int(2 * x + 20 * math.sqrt(x) + 60)
    i = np.arange(1, n, dtype=float)
    keep = (i % 2 == 1) if k == "sin" else np.ones_like(i, bool)
    logs = (1.75 * np.log(i + 1.0) if weight else 0.0) + i * math.log(x) - gammaln(i + 1.0)
    logs = logs[keep]
    mx = float(logs.max())
    return mx + math.log(float(np.exp(logs - mx).sum()))


def phi_eps_slack(inst: dict, a_sum: float, ainf: float) -> float:
    """An upper bound on the L2 norm of sum_j rho_j c_j when every phi_{1,j}(0) = 0 and every argument a_m X w*_{1,j}
    is 0: phi_{1,j,eps} is Lemma D.2.5's existential function with |phi_eps - phi| <= eps (L6994), so c_j =
    phi_{1,j,eps}(0) (A1)_n with |c_j| <= eps_j (A1)_n, eps_j < 1/(C_s(phi_j, ||A||_inf) sqrt(||A||_inf^2 + 1)) (Lemma
    D.2.5's range, L6986); sd(rho_j) = 1/(C' sqrt(m2)) (L7119), C' = 10 C sqrt(p2), C = C_eps(phi, ||A||_inf)
    sqrt(||A||_inf^2 + 1) (L6990, (5.13) the max over j) >= its first series; C^* = 1 (a larger C^* only shrinks
    the slack)."""
    p2, m2 = int(inst["p2"]), float(inst["m2"])
    ls = 0.5 * math.log(ainf * ainf + 1.0)
    specs = [inst["phis0"][j % len(inst["phis0"])] for j in range(p2)]
    leps = [-(_log_series(sp, ainf, True) + ls) for sp in specs]
    mx = max(leps)
    lsum = mx + math.log(sum(math.exp(v - mx) for v in leps))
    lCp = math.log(10.0 * math.sqrt(p2)) + max(_log_series(sp, ainf, False) for sp in specs) + ls
    return math.exp(lsum + math.log(a_sum) - lCp - 0.5 * math.log(m2))


def _mag(t: tuple) -> float:
    return t[1] if t[0] else -t[1]


_MAG = st.tuples(st.booleans(), st.floats(0.5, 2.0)).map(_mag)

PHI0_SPEC = st.one_of(
    st.tuples(st.just("lin"), _MAG, st.just(0.0)),
    st.tuples(st.just("sin"), _MAG, st.just(0.0)),
    st.tuples(st.just("expm1"), _MAG, st.just(0.0)),
    st.tuples(st.just("poly"), _MAG, st.floats(-1.0, 1.0)),
)


def target_coefficients(inst: dict, literal: bool) -> tuple[list[float], np.ndarray]:
    """c_j = sum_m a_{m,n} phi_{1,j,eps}(a_m X w*_{1,j}), j in [p2], at node n of the instance's graph (D1.d26_graph),
    the features embedded in R^{d+1} with last coordinate 0 (the law of r_{n,i} is unchanged: w_l's last coordinate
    meets 0). literal: w*_{1,j} = e_{d+1} and phi_{1,j}(0) = 0 (inst['phis0']), so every argument is exactly 0 and
    c_j = 0 for phi_eps the Taylor truncation (an admissible phi_eps only has |c_j| <= eps_j (A1)_n: phi_eps_slack);
    else (the reading) w*_{1,j} unit drawn in R^{d+1} and phi_{1,j} of r18_thesisD2's kinds (inst['phis'])."""
    a, Y, _ = D1.d26_graph(inst)
    Yp = np.concatenate([Y, np.zeros((Y.shape[0], 1))], axis=1)
    p2 = int(inst["p2"])
    rng = np.random.default_rng([int(inst["seed"]), 71290])
    cs = []
    for j in range(p2):
        if literal:
            w = np.zeros(Yp.shape[1])
            w[-1] = 1.0
            cs.append(float(a @ phi0(inst["phis0"][j % len(inst["phis0"])], Yp @ w)))
        else:
            w = rng.standard_normal(Yp.shape[1])
            w /= np.linalg.norm(w)
            cs.append(float(a @ D2.fvalue(inst["phis"][j % len(inst["phis"])], Yp @ w)))
    return cs, Yp


def _l7129_measure_k(inst: dict, K: int, shift: int, literal: bool) -> Measurement:
    cs, _ = target_coefficients(inst, literal)
    if literal and any(c != 0.0 for c in cs):
        raise SolverFailure("the literal target did not give c_j = 0 exactly")  # (cannot happen: every argument is 0)
    m = D1._d26_measure_k(inst, K, shift)
    lhs, slack = m.lhs, 0.0
    if literal:
        a, _, ainf = D1.d26_graph(inst)
        slack = phi_eps_slack(inst, float(a.sum()), ainf)
        lhs = max(0.0, m.lhs - slack)
    terms = {**m.terms, "c_j with phi_eps = the Taylor truncation (first 4)": cs[:4],
             "W2 to the Gaussians": m.lhs, "slack of an admissible phi_eps (|phi_eps(0)| <= eps)": slack,
             "right variable": ("beta' plus sum_j rho_j c_j, |c_j| <= eps_j (A1)_n: a Gaussian up to the slack, "
                                "whatever the coupling" if literal else
                                "sum_j rho_j c_j + beta', (rho, beta') jointly Gaussian: a Gaussian")}
    return Measurement(lhs, {**m.quantities, "S": float(inst["S"])}, terms)


def _l7129_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min over Gaussians N(mu, s^2) of W2(law(r_{n,i}), N(mu, s^2)) (= the centred minimum: r is symmetric and W2^2
    splits into the squared mean gap plus the centred part), law(r) the exact mixture of D26_K Gaussians, minus
    the slack of an admissible phi_eps (W2(r, beta' + delta) >= W2(r, beta') - ||delta||_2, ||delta||_2 <= sum_j
    |c_j| sd(rho_j)): a lower bound of the left side for every phi_eps, every coupling and every Gaussian beta'."""
    return _l7129_measure_k(inst, D1.D26_K, 0, True)


def _l7129_exact(inst: dict) -> Measurement:
    return _l7129_measure_k(inst, 4 * D1.D26_K, 1, True)


def _l7129_measure_joint(inst: dict, ctx: Ctx) -> Measurement:
    return _l7129_measure_k(inst, D1.D26_K, 0, False)


@st.composite
def _l7129_lit_instances(draw: st.DrawFn) -> dict:
    """Round 18's L7129 instances (stars, G(N, p); m1 in 1..64, p2 | m1, S | m1/p2, m2 in [1, 1e6] or ||A||_inf^4 x
    [1, 1e3]) with a target of the class whose phi_{1,j} vanish at 0 and whose w*_{1,j} are orthogonal to the features
    (1..3 kinds, cycled over j in [p2])."""
    inst = draw(D2._l7129_instances())
    return {**inst, "phis0": draw(st.lists(PHI0_SPEC, min_size=1, max_size=3))}


@st.composite
def _l7129_joint_instances(draw: st.DrawFn) -> dict:
    """As _l7129_lit_instances with a generic target (phi_{1,j} of r18_thesisD2's kinds, w*_{1,j} drawn)."""
    inst = draw(D2._l7129_instances())
    specs = draw(st.lists(D2._SPEC, min_size=1, max_size=3))
    return {**inst, "phis": [tuple(t) + (0.0,) * (4 - len(t)) for t in specs]}  # (one length; not needed since the engine fix)


def _keep_target(move):  # noqa: ANN001, ANN202
    def mv(inst: dict, t: float) -> dict:
        out = move(inst, t)
        for k in ("phis0", "phis"):
            if k in inst:
                out[k] = inst[k]
        return out
    mv.__doc__ = move.__doc__
    return mv


_L7129_DIRS = tuple(replace(d, move=_keep_target(d.move)) if d.move else d for d in D2._L7129_DIRS) + (
    Direction("d (searched)", "d", INF, how="search",
              reason="the graph's feature dimension 1..4 plus the target's normal coordinate"),)

CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.6-L7129", paper=PAPER, kind="step", comparison="<=",
    source=_src("L7129, proof of Lemma D.2.6, App. D.2.1 ('there exists Gaussian random variables beta_j(X) and "
                "beta'(X) = sum_i beta_i(X) such that' L7125; rho_j ~ N(0, 1/(C'^2 m2)) L7119; the target's phi_{1,j}, "
                "w*_{1,j} of (5.12); features unit L1367)", "L7125-L7129"),
    statement="L7129 as printed: there exist Gaussian random variables beta_j(X), beta'(X) (any joint law with rho_j) "
              "with W2(r_{n,i}(X), sum_j rho_j sum_m a_{m,n} phi_{1,j,eps}(a_m X w*_{1,j}) + beta'(X)) <= O~(S p2/"
              "sqrt(m1 m2) + sqrt(p2) ||A||_inf (1 + ||A||_inf)/(m2 S)), for every target of the class; at targets with "
              "phi_{1,j}(0) = 0 and w*_{1,j} orthogonal to the features the sum over m is 0 exactly and the right "
              "variable is the Gaussian beta', so the left side is at least the W2 distance of law(r_{n,i}) to the "
              "Gaussians (the measure); one constant uniform over graphs, m1, m2 (m2 >= ||A||_inf^4 included), p2, S.",
    statement_tex=r"\mathcal{W}_2(r_{n,i}(\mathbf{X}), \sum_{j \in [p_2]} \rho_j \sum_{m=1}^N a_{m,n} "
                  r"\phi_{1,j,\epsilon}(\mathbf{a}_m \mathbf{X} \mathbf{w}_{1,j}^*) + \beta'(\mathbf{X})) \leq "
                  r"\tilde{O}\left(\frac{Sp_2}{\sqrt{m_1 m_2}} + \frac{\sqrt{p_2} \|\mathbf{A}\|_\infty(1 + "
                  r"\|\mathbf{A}\|_\infty)}{m_2 S}\right)",
    bound=B18.l7129_shape, measure=_l7129_measure, exact=_l7129_exact, strategy=_l7129_lit_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-6, atol=0.0,
    directions=_L7129_DIRS, domain=D2._L7129_DOMAIN + (
        Param("d", 2, INF, integer=True, far=5, text="feature dimension (the features in a hyperplane, w*_{1,j} "
              "normal to it)", unreached="d = (the graph's feature dimension) + 1 <= 5; the law of r_{n,i} does not "
                                        "depend on the extra coordinate"),),
    readings=(Reading("joint-Gaussian coupling", "(rho_j, beta') jointly Gaussian (as the proof's next line L7131 "
                      "treats beta'/C_i and alpha = C' rho as Gaussians): the right variable sum_j rho_j c_j + beta' is "
                      "a Gaussian for every target, so the same lower bound holds at generic targets",
                      strategy=_l7129_joint_instances(), measure=_l7129_measure_joint),),
    evidence=(
        "As printed the display asserts Gaussians beta_j, beta' (L7125 'there exists Gaussian random variables beta_j(X) "
        "and beta'(X)') without their joint law with rho_j. The lemma is for every target of the class (5.12): take "
        "phi_{1,j} with phi_{1,j}(0) = 0 (a z, sin(a z), e^{a z} - 1, c1 z + c2 z^2, |a|, |c1| in [1/2, 2]) and unit "
        "w*_{1,j} orthogonal to every feature (the unit features in a hyperplane of R^d, w* its normal); then a_m X "
        "w*_{1,j} = 0 for every m and c_j = sum_m a_{m,n} phi_{1,j,eps}(0) = phi_{1,j,eps}(0) (A1)_n: 0 for the Taylor "
        "phi_eps, and |c_j| <= eps_j (A1)_n for any phi_eps Lemma D.2.5 admits (|phi_eps - phi| <= eps, eps_j < "
        "1/(C_s(phi_j, ||A||_inf) sqrt(||A||_inf^2 + 1))). So the right variable is beta' + delta, beta' a Gaussian "
        "whatever its coupling with rho (a non-zero mean only adds: W2^2 = (mean gap)^2 + W2^2 of the centred laws, "
        "r symmetric) and ||delta||_2 <= sum_j |c_j| sd(rho_j), sd(rho_j) = 1/(C' sqrt(m2)) (L7119), C' = 10 C "
        "sqrt(p2) >= 10 sqrt(p2) (first series of C_eps) sqrt(||A||^2 + 1) (C^* = 1, the largest slack). The left "
        "side is then at least min_{mu, s} W2(law(r_{n,i}), N(mu, s^2)) - ||delta||_2 (the measure; the slack is "
        "< 1e-14 of the distance from D = 100 leaves on), law(r) the Gaussian scale mixture of "
        "thesis.ch5.lemmaD.2.6-L7107 (no target in it): ~0.19 ||A||_inf/sqrt(m2) at a star's centre, m1 = 4, while "
        "the right side is <= (1/2 + 2)/sqrt(m2) at m2 >= ||A||_inf^4 (p2 = S = 1): lhs/shape grows like ||A||_inf "
        "(path: D = 1, 1e2, 1e4, 1e6 leaves). Under the reading 'joint-Gaussian coupling' the right variable is "
        "Gaussian at every target and the same bound crosses (both readings violated: erratum, not 'as printed'). "
        "Second path: r sampled directly at the star's centre with e_1 features in R^2 and w* = e_2 (own code)."),
    corrected=B18.l7129_corrected,
    corrected_text="min over Gaussians g of W2(r_{n,i}, g) <= sqrt(E r_{n,i}^2) <= ||A||_inf sqrt((||A||_inf^2 + 1)/"
                   "(2 m2)) (as thesis.ch5.lemmaD.2.6-L7107's correction)",
    mutants={"corrected / sqrt(m2) (wrong along m2)": B18.l7129_mut_m2}, auto_mutant=False,
    second_path=SP + "test_l7129_literal_any_coupling",
    notes="Supersedes as the literal encoding round 18's thesis.ch5.lemmaD.2.6-L7129-W2 (the independent coupling, "
          "derived), whose measure it shares (exact mixture of K = 1000 Gaussians; 4000 on re-measure).",
    settings={"ci": {"max_examples": 4, "budget_s": 4.0, "path_starts": 1, "path_decades": 0.0}},
))


# ============ Lemma D.2.4 (L6964) with X~ = (X, 1) (L7229, L7317): the least C0 of an exact witness at A X = 0


def ceps_lb(spec: tuple, R: float, cstar: float) -> float:
    """A lower bound on C_eps(phi, R) of (5.2): its first series sum_i (C^* R)^i |c_i| (the second series is >= 0), in
    closed form for r18_thesisD2's kinds: b e^{a z}: |b| e^{|a| C^* R}; cos(a z + b): |cos b| cosh(x) + |sin b| sinh(x),
    x = |a| C^* R; c0 + c1 z + c2 z^2: the sum (inf when it overflows)."""
    x0 = cstar * R
    kind = spec[0]
    if kind == "poly":
        return abs(spec[1]) + abs(spec[2]) * x0 + abs(spec[3]) * x0 * x0
    x = abs(spec[1]) * x0
    if x > 700.0:
        return INF
    if kind == "exp":
        return abs(spec[2]) * math.exp(x)
    return abs(math.cos(spec[2])) * math.cosh(x) + abs(math.sin(spec[2])) * math.sinh(x)


def bias_box(inst: dict, A: np.ndarray) -> tuple[np.ndarray, np.ndarray, dict]:
    """At A X = 0 (exactly, rationals) and the initialization of r18_thesisD2.pseudo_network (same stream: W^(0), B_1
    shared by the nodes, V^(0), B_2, C): the bias reading's pseudo network is g_r = sum_i C_{i,r} t_i, t_i = sum_l
    V^_{l,i} b^_l S_{i,l}, S_{i,l} = sum_n (q^T A)_n 1[r_{n,i} + B_2 >= 0] sum_j a_{n,j} 1[B_1 >= 0] (A1)_j (the X
    part of a_j X~ w~_l and of the indicators is 0). Under ||w~_l||_2 <= C0/m1, ||v^_i||_2 <= sqrt(m1)/m2 the
    reachable t form exactly the box |t_i| <= C0 tau_i, tau_i = (1/m1)(sqrt(m1)/m2) ||S_{i,.}||_2 (|b^_l| = C0/m1 for
    every l gives the largest box, V^ aligned with b^ . S_i per i). Returns (M = C^T diag(tau), tau, terms)."""
    m1, m2, K = int(inst["m1"]), int(inst["m2"]), int(inst["K"])
    rng = np.random.default_rng([int(inst["seed"]), 69641])
    N = A.shape[0]
    d = int(inst["d"])
    rng.normal(0, m1**-0.5, (d, m1))  # W^(0) (meets A X = 0 only)
    b1 = rng.normal(0, m1**-0.5, m1)
    V0 = rng.normal(0, m2**-0.5, (m1, m2))
    b2 = rng.normal(0, m2**-0.5, m2)
    Cc = rng.normal(0, 1.0, (m2, K))
    A1 = A.sum(axis=1)
    D1 = np.broadcast_to(b1 >= 0.0, (N, m1))
    r = A @ np.broadcast_to(np.maximum(b1, 0.0), (N, m1)) @ V0
    D2p = (r + b2 >= 0.0)
    qA = np.array(inst["q"], float) @ A
    S = (qA[:, None] * D2p).T @ A @ (D1 * A1[:, None])
    tau = (1.0 / m1) * (math.sqrt(m1) / m2) * np.linalg.norm(S, axis=1)
    return Cc.T * tau[None, :], tau, {"active first-layer neurons (B_1 >= 0)": int((b1 >= 0).sum()),
                                      "tau_i > 0": int((tau > 0).sum())}


def least_c0(M: np.ndarray, f: np.ndarray) -> float:
    """min ||u||_inf subject to M u = f (a linear programme, HiGHS); inf when M u = f has no solution."""
    K, m = M.shape
    c = np.zeros(m + 1)
    c[-1] = 1.0
    I = np.eye(m)
    A_ub = np.block([[I, -np.ones((m, 1))], [-I, -np.ones((m, 1))]])
    res = linprog(c, A_ub=A_ub, b_ub=np.zeros(2 * m), A_eq=np.hstack([M, np.zeros((K, 1))]), b_eq=f,
                  bounds=[(None, None)] * m + [(0, None)], method="highs")
    if res.status == 2:
        return INF
    if res.status != 0:
        raise SolverFailure(f"linprog: {res.message}")
    return float(res.x[-1])


def least_error(M: np.ndarray, f: np.ndarray, C0: float) -> float:
    """min over |u_i| <= C0 of ||f - M u||_1 (a linear programme)."""
    K, m = M.shape
    if not math.isfinite(C0):
        C0 = 1e300
    c = np.concatenate([np.zeros(m), np.ones(K)])
    A_ub = np.block([[M, -np.eye(K)], [-M, -np.eye(K)]])
    res = linprog(c, A_ub=A_ub, b_ub=np.concatenate([f, -f]), bounds=[(-C0, C0)] * m + [(0, None)] * K,
                  method="highs")
    if res.status != 0:
        raise SolverFailure(f"linprog: {res.message}")
    return float(res.fun)


def _bias_quantities(inst: dict, qn: dict) -> dict:
    ainf, cstar, p2 = qn["ainf"], qn["Cstar"], qn["p2"]
    s = math.sqrt(ainf * ainf + 1.0)
    C = max(ceps_lb(sp, ainf, cstar) for sp in list(inst["phi1"]) + list(inst["phi2"])) * s
    Cp = 10.0 * C * math.sqrt(p2)
    Cpp = ceps_lb(inst["Phi"], Cp, cstar) * s if math.isfinite(Cp) else INF
    return {**qn, "Ceps": min(C, B.CAP), "Cpp": min(Cpp, B.CAP), "m1": float(inst["m1"]), "m2": float(inst["m2"])}


def _bias_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The least C0 for which some (W~^, V^) with ||W~^||_{2,inf} <= C0/m1, ||V^||_{2,inf} <= sqrt(m1)/m2 makes the bias
    reading's pseudo network equal f*(X) (error 0 at the point mass), from the linear programme over the box."""
    A, X, qn = D2._setup(inst)
    f = D2.target(inst, A, X)
    M, tau, terms = bias_box(inst, A)
    c0 = least_c0(M, f)
    qs = _bias_quantities(inst, qn)
    shape = B.c0_shape(**qs)
    err = 0.0 if c0 <= shape else least_error(M, f, shape)
    return Measurement(c0, qs, {**terms, "f*_r": [float(v) for v in f], "least C0 (exact witness)": c0,
                                "printed C0 shape (constant 1)": shape,
                                "least error at C0 = shape": err, "eps_sup": B18.d24_eps_sup(**qn),
                                "m1, m2": (int(inst["m1"]), int(inst["m2"]))})


@st.composite
def _bias_instances(draw: st.DrawFn) -> dict:
    """thesis.ch5.lemmaD.2.4-L6964's twin blow-ups and targets, widths m1, m2 in [16, 256] (the lemma's m1, m2 >= M,
    M = poly(...) unspecified; the least C0 does not shrink with the width: see the width path)."""
    inst = draw(D2._d24_instances())

    def pad(t: tuple) -> tuple:  # one length for every spec (kept: same draws)
        return tuple(t) + (0.0,) * (4 - len(t))

    return {**inst, "phi1": [pad(t) for t in inst["phi1"]], "phi2": [pad(t) for t in inst["phi2"]],
            "Phi": pad(inst["Phi"]), "m1": int(draw(log_uniform(16.0, 256.0))),
            "m2": int(draw(log_uniform(16.0, 256.0)))}


_BIAS_BASE = {"base": "star", "p_edge": 0.0, "d": 2, "p1": 1, "p2": 1, "K": 1, "phi1": [("cos", 1.0, 0.0, 0.0)],
              "phi2": [("cos", 1.0, 0.0, 0.0)], "Phi": ("poly", 0.0, 1.0, 0.0), "cstar_mat": [1.0], "Cstar": 1.0}


def _star_inst(inst: dict, k: int) -> dict:
    """A twin blow-up of a star with k vertices (classes of 2: pairs +-u), q = e_0 (a twin of the centre), the target
    phi = cos, Phi(z) = z, p1 = p2 = K = 1, c* = 1, C^* = 1 (f* > 0 and the printed C0 finite)."""
    q = [0.0] * (2 * k)
    q[0] = 1.0
    return {**inst, **_BIAS_BASE, "k": k, "sizes": [2] * min(k, 6), "q": q}


def _mv_star(inst: dict, t: float) -> dict:
    """The star blow-up with k = t vertices, widths 64."""
    return {**_star_inst(inst, int(round(t))), "m1": 64, "m2": 64}


def _mv_width(inst: dict, t: float) -> dict:
    """m1 = m2 = t on the star blow-up with k = 10."""
    return {**_star_inst(inst, 10), "m1": int(round(t)), "m2": int(round(t))}


def _mv_cstar(inst: dict, t: float) -> dict:
    """C^* = t on the star blow-up with k = 10, widths 64."""
    return {**_star_inst(inst, 10), "m1": 64, "m2": 64, "Cstar": float(t)}


def _mv_K(inst: dict, t: float) -> dict:
    """K = t outputs (c* = 1 for every (k, r)) on the star blow-up with k = 10, widths 64 (round 23, thesisY)."""
    K = int(round(t))
    base = _star_inst(inst, 10)
    return {**base, "m1": 64, "m2": 64, "K": K, "cstar_mat": [1.0] * (base["p1"] * K)}


def _mv_p1(inst: dict, t: float) -> dict:
    """p1 = t (c* = 1) on the star blow-up with k = 10, widths 64 (round 23, thesisY)."""
    p1 = int(round(t))
    base = _star_inst(inst, 10)
    return {**base, "m1": 64, "m2": 64, "p1": p1, "cstar_mat": [1.0] * (p1 * base["K"])}


def _mv_p2(inst: dict, t: float) -> dict:
    """p2 = t (every phi_{1,j}, phi_{2,l} = cos) on the star blow-up with k = 10, widths 64 (round 23, thesisY)."""
    p2 = int(round(t))
    base = _star_inst(inst, 10)
    return {**base, "m1": 64, "m2": 64, "p2": p2, "phi1": [("cos", 1.0, 0.0, 0.0)] * p2,
            "phi2": [("cos", 1.0, 0.0, 0.0)] * p2}


def _mv_m2(inst: dict, t: float) -> dict:
    """m2 = t at m1 = 64 on the star blow-up with k = 10 (round 23, thesisY)."""
    return {**_star_inst(inst, 10), "m1": 64, "m2": int(round(t))}


_BIAS_DIRS = (
    Direction("K -> inf (star blow-up k = 10)", "K", INF, how="path", move=_mv_K, points=(1.0, 2.0, 4.0, 8.0, 16.0),
              reason="measured (round 23): the least C0 grows ~ K^{0.5} (2.6 .. 8.2 over K = 1 .. 8) against the "
                     "printed K^2: the ratio falls"),
    Direction("p1 -> inf (star blow-up k = 10)", "p1", INF, how="path", move=_mv_p1,
              points=(1.0, 3.0, 5.0, 9.0, 17.0), reason="the printed C0 grows like p1^2"),
    Direction("p2 -> inf (star blow-up k = 10)", "p2", INF, how="path", move=_mv_p2,
              points=(1.0, 2.0, 4.0, 8.0, 16.0), reason="the printed C0 grows like p2 C''"),
    Direction("m2 -> inf at m1 = 64", "m2", INF, how="path", move=_mv_m2, points=(16.0, 64.0, 256.0, 1024.0),
              reason="the second width alone (the least C0 measured 2.5 .. 2.9: width-free)"),
    Direction("||A||_inf -> inf (star blow-ups, k -> 200 vertices)", "k", INF, how="path", move=_mv_star,
              points=(2.0, 10.0, 50.0, 200.0),
              reason="the least C0 stays of order 1 (f* and the reachable box both scale with (A1)); the printed "
                     "C0 grows like C_eps(phi, ||A||_inf)^2 ||A||_inf^2 (Phi(z) = z): the ratio falls"),
    Direction("m1 = m2 -> inf", "m1", INF, how="path", move=_mv_width,
              points=(16.0, 32.0, 64.0, 128.0, 256.0, 512.0, 1024.0, 2048.0),
              reason="tau_i ~ ||S_i||/(sqrt(m1) m2) with ||S_i|| ~ sqrt(m1): sum_i |C_{i,r}| tau_i stays of order 1, so "
                     "the least C0 is width-free; the printed C0 has no width"),
    Direction("C^* -> inf", "Cstar", INF, how="path", move=_mv_cstar,
              points=(1.0, 1.5, 2.0, 3.0, 5.0, 7.0, 10.0, 15.0, 20.0, 30.0),
              reason="the least C0 has no C^*; the printed C0 grows with it"),
    Direction("graph, target, q, K, p1, p2 (searched)", "N", INF, how="search",
              reason="thesis.ch5.lemmaD.2.4-L6964's instances"),
    Direction("||A||_inf (searched)", "ainf", INF, how="search",
              reason="star blow-ups up to k = 200 vertices (||A||_inf ~ sqrt(k)); the k path above"),
    Direction("d (searched)", "d", INF, how="search", reason="d in 1..5: d only places the features (A X = 0)"),
)

CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.4-L6964-biasX", paper=PAPER, kind="construction", comparison="<=",
    source=_src("Lemma D.2.4, App. D.2.1 (g^(0) of (D.39) L6942; W^'s norm C0/m1 L6960 with C0 of (D.43); C, C', C'' "
                "(D.40)-(D.42); C_eps (5.2) L1355; the bias-augmented X~ = (X, 1), w~ = (w, B) of L7229, L7317)",
                "L6956, L6964"),
    derived="Lemma D.2.4 read with the bias inside the pseudo network's linear part, a_j X~ w~_l with X~ = (X, 1) and "
            "w~_l = (w_l, b_l) in R^{d+1}, ||W~||_{2,inf} <= C0/m1 (the reading L7229/L7317 suggest; as printed, "
            "thesis.ch5.lemmaD.2.4-L6964, the pseudo network has no bias and the lemma fails at A X = 0)",
    statement="Lemma D.2.4 under X~ = (X, 1): on twin blow-ups (A X = 0, the point mass at X), the least C0 for which "
              "some (W~^, V^) with ||W~^||_{2,inf} <= C0/m1, ||V^||_{2,inf} <= sqrt(m1)/m2 makes sum_r |f*_r - "
              "g_r^(0)| = 0 (a linear programme, exact) is at most the printed C0 = O~(p1^2 p2 K^2 C C'') of (D.43), "
              "C_eps bounded below by its first series; hidden constant, along ||A||_inf, the widths and C^*.",
    statement_tex=r"\min\{C_0 : \exists \widehat{\mathbf{W}}, \widehat{\mathbf{V}},\ \sum_{r=1}^K |f_r^* - "
                  r"g_r^{(0)}(\tilde{\mathbf{X}})| = 0\} \leq \tilde{O}(p_1^2 p_2 K^2 C C'')",
    bound=B.c0_shape, measure=_bias_measure, strategy=_bias_instances(), constants="hidden", uniform=True,
    expect="holds", rtol=1e-6, atol=0.0, directions=_BIAS_DIRS,
    domain=D2._D24_DOMAIN + (
        Param("m1", 16, INF, integer=True, far=1024, text="first-layer width (m1 >= M, M unspecified)",
              unreached="16..256 drawn, 2048 on the width path"),
        Param("m2", 16, INF, integer=True, far=1024, text="second-layer width (m2 >= M)",
              unreached="16..256 drawn, 2048 on the width path"),),
    mutants={"p1^2 p2 K^2/m1 (decays with the width)": B.c0_mut_width, "1/C0": B.c0_mut_inv}, auto_mutant=False,
    second_path=SP + "test_bias_reading_witness_k4",
    notes="Decides round 18's open question on thesis.ch5.lemmaD.2.4-L6964's bias reading at its own counterexamples: "
          "with X~ = (X, 1) the obstruction A X = 0 is gone (the bias column gives a_j X~ w~_l = (A1)_j b_l), the "
          "least C0 is finite and far below (D.43)'s (the least error at C0 = the printed shape is 0). It is a check "
          "at the instances that refute the literal lemma, not a proof of the reading: the lemma's existence over "
          "every distribution D is not certified by any run.",
    settings={"ci": {"max_examples": 8, "budget_s": 5.0, "shrink": False, "path_starts": 1, "path_decades": 0.0}},
))


# ============ (D.88), proof of Lemma D.2.12, with (5.17)'s polynomial of degree 1500 in C0/eps (settles the conditional)


def d88_normalised(lm: float, la: float) -> tuple[float, float]:
    """(D.88)'s middle expression over m2 ||A||_inf^2 at Table D.2's choices with m1 = m2 = m (lm = ln m, la = ln
    ||A||_inf), in logs (m up to e^{1e6}): m^{-0.01} (1 + m^{-0.49}) and ||A||^{-2/3} (m^{-0.001} + m^{-0.49} (1 +
    m^{-0.001}))^{2/3} (thesis.ch5.lemmaD.2.12-D.88's terms divided by m ||A||^2)."""
    t1 = math.exp(-0.01 * lm + math.log1p(math.exp(-0.49 * lm)))
    linner = float(np.logaddexp(-0.001 * lm, -0.49 * lm + math.log1p(math.exp(-0.001 * lm))))
    t2 = math.exp(-(2.0 / 3.0) * la + (2.0 / 3.0) * linner)
    return t1, t2


D88_K = 1500.0  # the degree of (5.17)'s polynomial in C0/eps that this claim takes


def _d88k_measure(inst: dict, ctx: Ctx) -> Measurement:
    """m = (C0/eps)^{1500} * x (x >= 1 the width beyond it), in logs; the left side over m ||A||^2."""
    e, A, lx = float(inst["e"]), float(inst["A"]), float(inst["lx"])
    lm = D88_K * math.log(1.0 / e) + lx + math.log(2.0)
    t1, t2 = d88_normalised(lm, math.log(A))
    return Measurement(t1 + t2, {"e": e, "ainf": A, "log10 m": lm / math.log(10.0)},
                       {"sigma_v term / (m ||A||^2)": t1, "tau term / (m ||A||^2)": t2,
                        "log10 m": lm / math.log(10.0)})


@st.composite
def _d88k_instances(draw: st.DrawFn) -> dict:
    """eps/C0 in [1e-300, 1], ||A||_inf in [1, 1e4], m = 2 (C0/eps)^{1500} times e^{lx}, lx in [0, 1e5]."""
    return {"e": float(draw(log_uniform(1e-300, 1.0))), "A": float(draw(log_uniform(1.0, 1e4))),
            "lx": draw(st.one_of(st.just(0.0), st.floats(0.0, 1e5)))}


def _d88k_mv_e(inst: dict, t: float) -> dict:
    return {**inst, "e": float(t), "A": 1.0, "lx": 0.0}


def _d88k_mv_A(inst: dict, t: float) -> dict:
    return {**inst, "A": float(t), "e": 1e-2, "lx": 0.0}


def _d88k_mv_x(inst: dict, t: float) -> dict:
    return {**inst, "lx": float(t), "e": 1e-2, "A": 1.0}


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.12-D.88-width", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.88), proof of Lemma D.2.12, App. D.2, at Table D.2's choices (L6766-L6780) with m1 = m2 = m of "
                "Theorem 5.3.1 and its width m >= poly(..., 1/eps) (5.17)", "L7508, L1560"),
    derived="(D.88) with the width of (5.17), m >= poly(C_eps, p2, ||A*||_inf, 1/eps), taken as m >= 2 (C0/eps)^1500 "
            "(the polynomial is the theorem's, unspecified; 1500 is the least degree for which the step holds with "
            "the exponent Theta(1) = 1) and both sides divided by m2 ||A||_inf^2",
    statement="(D.88) at Table D.2's choices, m1 = m2 = m >= 2 (C0/eps)^{1500}: [m2^{3/2} sigma_v (||A||^2 + ||A||^2 "
              "tau_w m1^{1/4}) + m2 ||A||^{2/3} (||A|| tau_v + ||A|| tau_w m1^{1/4} (1 + tau_v))^{2/3}]/(m2 ||A||^2) "
              "<= O~((eps/C0)^{Theta(1)}), Theta(1) = 1; one constant uniform over eps/C0 -> 0, ||A||_inf and the "
              "width beyond the polynomial.",
    statement_tex=r"\frac{m_2^{3/2} \sigma_v (\|\mathbf{A}\|_\infty^2 + \|\mathbf{A}\|_\infty^2 \tau_w m_1^{1/4}) + "
                  r"m_2 \|\mathbf{A}\|_\infty^{2/3} (\|\mathbf{A}\|_\infty \tau_v + \|\mathbf{A}\|_\infty \tau_w "
                  r"m_1^{1/4} (1 + \tau_v))^{2/3}}{m_2 \|\mathbf{A}\|_\infty^2} \leq \tilde{O}((\epsilon/C_0)^{"
                  r"\Theta(1)}),\ m \geq (C_0/\epsilon)^{1500}",
    bound=B.d88n_shape, measure=_d88k_measure, strategy=_d88k_instances(), constants="hidden", uniform=True,
    expect="holds", rtol=1e-9, atol=0.0,
    directions=(
        Direction("eps/C0 -> 0 with m = 2 (C0/eps)^1500", "e", 0.0, how="path", move=_d88k_mv_e,
                  points=(1e-2, 1e-10, 1e-50, 1e-150, 1e-300),
                  reason="the tau term is ||A||^{-2/3} m^{-1/1500}(1 + o(1)) = 2^{-1/1500} eps/C0: the ratio is flat"),
        Direction("||A||_inf -> inf", "A", INF, how="path", move=_d88k_mv_A, points=(1.0, 10.0, 1e2, 1e3, 1e4),
                  reason="the tau term carries ||A||^{-2/3}: the ratio falls"),
        Direction("width beyond the polynomial", "lx", INF, how="path", move=_d88k_mv_x,
                  points=(0.0, 10.0, 1e3, 1e5), reason="both terms fall with m"),
    ),
    domain=(Param("e", 0, 1, lo_closed=False, far=1e-300, text="eps/C0 in (0, 1)",
                  unreached="down to 1e-300 (float range of eps/C0; the claim is in logs of m)"),
            Param("A", 1, INF, key="ainf", far=1e4, text="||A||_inf >= 1", unreached="[1, 1e4] (the ratio falls)"),
            Param("lx", 0, INF, far=1e5, text="ln of the width beyond 2 (C0/eps)^1500",
                  unreached="[0, 1e5] (the ratio falls with m)")),
    mutants={"(eps/C0)^1.5": B.d88n_mut_pow, "(eps/C0)/||A||_inf": B.d88n_mut_a}, auto_mutant=False,
    notes="Settles thesis.ch5.lemmaD.2.12-D.88's former conditional verdict (it granted (5.17)'s m >= poly(...) with "
          "the degree unspecified and checked eps/C0 -> 0 at a fixed m, where it must diverge; since round 19 "
          "(thesisD2) it draws eps/C0 inside this width in float range and holds). The polynomial of "
          "(5.17) is the theorem's own existential choice: with degree 1500 in C0/eps (Theta(1) = 1) the step holds "
          "uniformly (ratio <= 1 + m^{-0.01}); with a degree k < 1500 c it fails ((eps/C0)^{k/1500 - c} -> inf). "
          "So (D.88) holds as printed, at the price of a width (C0/eps)^{1500}: at eps0 = 1/100 that is m >= "
          "10^{3000}, which thesis.ch5.lemmaD.2.12-D.88's notes and Theorem 5.3.1's record already quote.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))


# ============ L7500 (Lemma D.2.12's second display): E[G^(b,b)(q, A, X, W^, V^)] <= OPT + eps, as printed (no L)


def _l7500_instances_k1() -> st.SearchStrategy:
    """thesis.ch5.lemmaD.2.4-L6964's twin blow-ups (A X = 0) with K = 1 (G^(b,b) a scalar), specs padded."""
    def k1(inst: dict) -> dict:
        pad = lambda t: tuple(t) + (0.0,) * (4 - len(t))  # noqa: E731
        return {**inst, "K": 1, "cstar_mat": list(inst["cstar_mat"][: int(inst["p1"])]),
                "phi1": [pad(t) for t in inst["phi1"]], "phi2": [pad(t) for t in inst["phi2"]],
                "Phi": pad(inst["Phi"])}
    return D2._d24_instances().map(k1)


def _l7500_measure(inst: dict, ctx: Ctx) -> Measurement:
    """E[G^(b,b)] at the point mass, K = 1: G^(b,b) = g_1^(b,b) of (D.69) is linear in A X, so it is 0 at every (W^, V^)
    and every sign pattern where A X = 0 (exact); measured at a random (W^, V^, patterns) as evidence."""
    A, X, qn = D2._setup(inst)
    g = D2.g_bb(A, X, np.array(inst["q"], float), 1, int(inst["m1"]), int(inst["m2"]), int(inst["seed"]))
    return Measurement(0.0, {**qn, "opt": 0.0}, {"G^(b,b) at a random (W^, V^, patterns) (float64)": float(g[0]),
                                                 "A X = 0 exactly (rationals)": True, "OPT": 0.0,
                                                 "eps_sup": B18.d24_eps_sup(**qn)})


_L7500_DOMAIN = tuple(p for p in D2._D24_DOMAIN if p.name != "K") + (
    Param("K", 1, 1, integer=True, text="K = 1 (G^(b,b) a scalar)",
          unreached="K >= 2 makes G^(b,b) a vector, and '<= OPT + eps' against a scalar has no literal reading"),)

CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.12-L7500", paper=PAPER, kind="construction", comparison="<=",
    source=_src("Lemma D.2.12's second display, App. D.2.1 (g^(b,b) of (D.69) L7369; G^(0) inside L(.) at Lemma D.2.4's "
                "L6966; OPT (5.16); the loss of Section 5.2 L1375)", "L7500"),
    statement="Lemma D.2.12, as printed: E[G^(b,b)(q, A, X, W^, V^)] <= OPT + eps (no loss around G^(b,b); K = 1 so "
              "that G^(b,b) = g_1^(b,b) is a scalar). On the twin blow-ups (A X = 0, the point mass at X, y = f*_1(X), "
              "OPT = 0) G^(b,b) = 0 for every (W^, V^) and pattern: the measure 0 against OPT + eps. Under the "
              "reading 'L(G)' the left side is E[L(G^(b,b), y)] = huber(y) (as thesis.ch5.lemmaD.2.4-L6966).",
    statement_tex=r"\mathbb{E}[G^{(b,b)}(\mathbf{q}, \mathbf{A}, \mathbf{X}, \widehat{\mathbf{W}}, "
                  r"\widehat{\mathbf{V}})] \leq OPT + \epsilon",
    bound=B18.d24_loss_rhs, measure=_l7500_measure, strategy=_l7500_instances_k1(), constants="explicit",
    expect="holds", rtol=1e-9, atol=0.0, domain=_L7500_DOMAIN,
    readings=(Reading("L(G)", "the left side read as E[L(G^(b,b)(q, A, X, W^, V^), y)] (G^(b,b) is never defined; "
                      "Lemma D.2.4's L6966 writes L(G^(0)(...))), with the Huber loss and y = f*_1(X) (OPT = 0)",
                      measure=D2._d24_loss_measure),),
    mutants={"OPT + eps - 1": B.l7500_mut_below}, auto_mutant=False,
    evidence="As printed the display bounds E[G^(b,b)] itself (no loss), and W^ = V^ = 0 already gives G^(b,b) = 0 <= "
             "OPT + eps (OPT >= 0: the loss is nonnegative), so the display alone holds at every instance; what fails "
             "is its conjunction with L7498 (the same W^, V^ must approximate f*: thesis.ch5.lemmaD.2.12-L7498, "
             "erratum). Under the reading 'L(G)' (as Lemma D.2.4's L6966) the left side on the twin blow-ups (A X = 0: "
             "G^(b,b) = 0 for every (W^, V^) and every W', V') is huber(y) with y = f*_1(X) scaled to |y| <= 1.5 "
             "(1.0 at the K_4 instance of tests/test_thesis_r18_thesisD2.py) against OPT + eps < 3.0e-5: violated "
             "under that reading (the same mechanism as thesis.ch5.lemmaD.2.4-L6966: the bias is missing from the "
             "pseudo network's linear part).",
    notes="Encodes the open inventory row L7500 (round 18 left it for want of G^(b,b)'s definition): the literal "
          "reading holds trivially, the reading 'L(G)' is violated (reported, not an error of the printed words).",
    settings={"ci": {"max_examples": 8, "budget_s": 3.0, "shrink": False}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch5.lemmaD.2.6-L7129': 'auditor A: confirmed',
}, 'docs/audits/round19/thesis.md')
