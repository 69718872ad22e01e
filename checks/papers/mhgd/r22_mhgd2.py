"""Round 22 (helper mhgd2): the far ends of App. D.2.3 / E.1's relevance scores and of Lemma 13.

- ``mhgd.eq108-110-far``: eqs. (108)-(110) and (127)-(129) (L1320-L1340, L1516-L1540) at the sizes and scales the
  float64 claim ``mhgd.eq108-110`` leaves out (its rounding at S^4 ~ 1e9 fakes crossings): T to 512, M to 256, S from
  2^-10 to 200 * 2^10, Z_mu, Z_nu to 1e4 S^2, in exact integer arithmetic. The printed equalities (108), (110) are
  checked too (the float64 claim checks only the bounds). Every score is x_t^T W_* x_{t'} in the pattern basis
  (mu_+ = S e_1, mu_- = S e_2, nu_l = S e_{2+l}); with Y = S X in that basis, x_t^T W_* x_{t'} = Y_t^T K Y_{t'},
  K = e_1 e_1^T + e_2 e_2^T + sum_l e_{2+l} (e_1 + e_2)^T, and every entry of Y is an integer (the inner products
  <z_t, mu_y>, <z_t, nu_l> are drawn as integers; the component of z_t outside the pattern span adds 0 to every score
  since W_*'s row and column spaces lie in it). The scores and the bounds are homogeneous of degree 4 in (patterns,
  noise) -> lambda (patterns, noise), so an integer instance at scale lambda = 2^k is an exact instance at S = S_0 2^k.
- ``mhgd.eq114``: (114) (L1386, Term II of Lemma 13's proof, the p-part of y <grad_W Phi(X; theta^(1)), W_*>), each
  of its three links and the whole chain, with R_0 = I_T/T - 1_T 1_T^T/T^2 of L1307; its row was credited to
  ``mhgd.eq116``, which checks (116)'s last link only.
- ``mhgd.eq115-tail``: (115)'s last two '>=' (L1390), alpha {...} >= alpha {...} as printed, alpha ~ Unif(+-1):
  for alpha = -1 each link reverses (the sign(alpha) of (107) dropped, as in (115)'s first '>=', ``mhgd.eq115``);
  the reading with sign(alpha) W_* (|alpha| on the right, as (116) has it) draws alpha = 1 and holds.
- ``mhgd.eq113``: (113) (L1382) and the bound it collects (L1373-L1378): Term_I's second part -(y/T^2) sum_t u_*^T
  X^T 1_T 1_T^T r_t(X; W_*) against T[-zeta^2 S^6 - ...], exactly on the integer instances of ``mhgd.eq108-110-far``
  (the two rows were credited to (115)'s claims, which check the combination (112) - (113) only).
- ``mhgd.lemma13-TM``: Lemma 13 (L1277-L1396) at the far sizes T in [64, 512], M in [16, 256] that ``mhgd.lemma13``
  (T to 48, M to 32 in its run) leaves out, with its own measure (exact E_alpha, the worst p of norm P) and bound.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r22_mhgd2 as B
from thmcheck.bounds.mhgd import sec3_5_local as BL
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1, _dm1_build, _dm1_domain, _dm1_q, _with
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

# ------------------------------------------------------------------ (108)-(110), (127)-(129) at far sizes, exactly

_NOISE_MODES = ("corners", "uniform", "adv+", "adv-", "anti+", "anti-", "zero")
_INT64_SAFE = 2**62


def eq108_far_scores(inst: dict) -> dict:
    """One DM1 sample per label draw, in integer pattern coordinates Y = S_0 X (S_0 = inst['S0'] integer).

    Returns per sample the relevant mask, the scores r = Y K Y^T (int64, exact: every partial sum is below 2^62) and
    the printed (108)/(110) expressions, built from the integers a_t = <z_t, mu_+>, b_t = <z_t, mu_->, c_t = sum_l
    <z_t, nu_l> (units where S = S_0)."""
    rng = np.random.default_rng(inst["seed"])
    T, L, M, S0 = inst["T"], inst["L"], inst["M"], inst["S0"]
    zmu, q = inst["Zmu0"], inst["Znu0"] // M  # |<z, mu_y>| <= Z_mu, |<z, nu_l>| <= Z_nu / M (integers)
    s2 = S0 * S0
    if 4 * (max(zmu, s2) + s2 + inst["Znu0"]) * max(zmu, s2) >= _INT64_SAFE:
        raise ValueError("integer instance beyond the int64-exact range")  # the generator never draws one
    out = []
    for _ in range(inst["n"]):
        y = int(rng.choice([-1, 1]))
        rel = np.zeros(T, dtype=bool)
        rel[rng.choice(T, size=L, replace=False)] = True
        mode = inst["mode"]
        if mode == "zero":
            a = np.zeros(T, dtype=np.int64)
            b = np.zeros(T, dtype=np.int64)
            nl = np.zeros((T, M), dtype=np.int64)
        elif mode == "uniform":
            a = rng.integers(-zmu, zmu + 1, size=T, dtype=np.int64)
            b = rng.integers(-zmu, zmu + 1, size=T, dtype=np.int64)
            nl = rng.integers(-q, q + 1, size=(T, M), dtype=np.int64)
        elif mode == "corners":
            a = zmu * rng.choice(np.array([-1, 1], dtype=np.int64), size=T)
            b = zmu * rng.choice(np.array([-1, 1], dtype=np.int64), size=T)
            nl = q * rng.choice(np.array([-1, 1], dtype=np.int64), size=(T, M))
        elif mode in ("anti+", "anti-"):  # <z, mu_+> = -<z, mu_-> at the box corner, one sign for all tokens
            sg = 1 if mode == "anti+" else -1
            a = np.full(T, sg * zmu, dtype=np.int64)
            b = np.full(T, -sg * zmu, dtype=np.int64)
            nl = q * rng.choice(np.array([-1, 1], dtype=np.int64), size=(1, M)).repeat(T, axis=0)
        else:  # adv+ / adv-: every noise coefficient at the same extreme (B, resp. A, attained)
            sg = 1 if mode == "adv+" else -1
            a = np.full(T, sg * zmu, dtype=np.int64)
            b = np.full(T, sg * zmu, dtype=np.int64)
            nl = np.full((T, M), sg * q, dtype=np.int64)
        j = rng.integers(0, M, size=T)  # j_t ~ Unif([M]) for the noise tokens
        Y = np.zeros((T, M + 2), dtype=np.int64)
        noise = ~rel
        Y[noise, 0], Y[noise, 1] = a[noise], b[noise]
        Y[noise, 2:] = nl[noise]
        Y[np.flatnonzero(noise), 2 + j[noise]] += s2  # S_0 nu_j = S_0^2 e_{2+j}
        Y[rel, 0 if y == 1 else 1] = s2  # S_0 mu_y = S_0^2 e_1 or e_2
        K = np.zeros((M + 2, M + 2), dtype=np.int64)
        K[0, 0] = K[1, 1] = 1
        K[2:, 0] = K[2:, 1] = 1
        r = (Y @ K) @ Y.T  # x_t^T W_* x_{t'} (row t, column t')
        c = nl.sum(axis=1)  # sum_l <z_t, nu_l>
        muy = a if y == 1 else b  # <mu_y, z_t>
        # printed (108) (rows t in R) and (110) (rows t in R^c)
        p108 = np.broadcast_to(np.where(rel, s2 * s2, s2 * muy)[None, :], (T, T))
        p110 = np.where(rel[None, :], (s2 * s2 + s2 * muy + s2 * c)[:, None],
                        np.outer(a, a) + np.outer(b, b) + np.outer(c, a) + np.outer(c, b) + s2 * (a + b)[None, :])
        out.append({"rel": rel, "r": r, "p108": p108, "p110": p110, "y": y, "Xu": Y[:, 0] - Y[:, 1]})
    return out


def _eq108_far_lhs(item: str, smp: dict) -> int:
    rel, r = smp["rel"], smp["r"]
    nz = ~rel
    if item == "108=":
        return int(np.abs(r[rel] - smp["p108"][rel]).max()) if rel.any() else 0
    if item == "110=":
        return int(np.abs(r[nz] - smp["p110"][nz]).max()) if nz.any() else 0
    rows = {"109": rel, "128A": nz, "128B": nz, "129A": np.ones_like(rel), "129B": np.ones_like(rel)}[item]
    cols = rel if item in ("128A", "129A") else nz
    sub = r[np.ix_(rows, cols)]
    return int(-sub.min()) if item in ("128A", "129A") else int(sub.max())


def _eq108_far_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs: the worst entry over the samples, exact (Python int), rescaled to S = S_0 2^k (degree 4: 16^k)."""
    item = inst["item"]
    vals = [_eq108_far_lhs(item, smp) for smp in eq108_far_scores(inst)]  # R, R^c nonempty (1 <= L <= T - 1)
    lam = Fraction(2) ** inst["k"]
    S = inst["S0"] * lam
    q = {"item": item, "S": S, "Zmu": inst["Zmu0"] * lam**2, "Znu": inst["Znu0"] * lam**2}
    return Measurement(max(vals) * lam**4, q, {"T": inst["T"], "M": inst["M"], "L": inst["L"]}, exact=True)


@st.composite
def _eq108_far_inst(draw: st.DrawFn, T_far: int = 512, M_far: int = 256) -> dict:
    """Integer DM1 instances: S_0 in [1, 200], Z_mu, Z_nu in [0, 1e4 S_0^2] (Z_nu a multiple of M in 2 draws of 3, so
    the corner |<z, nu_l>| = Z_nu/M is an integer), T to T_far, M to M_far; the physical scale 2^k, k in [-10, 10]."""
    T = draw(st.one_of(st.just(T_far), st.integers(2, T_far), st.integers(2, 12)))
    M = draw(st.one_of(st.just(M_far), st.integers(1, M_far), st.integers(1, 4)))
    S0 = draw(st.one_of(st.sampled_from([1, 2, 200]), st.integers(1, 200)))
    s2 = S0 * S0
    zmu = draw(st.one_of(st.just(0), st.just(s2 // 8), st.integers(0, s2),
                         log_uniform(1.0, 1e4 * s2).map(int)))
    qcap = max(0, int(1e4 * s2) // M)
    qv = draw(st.one_of(st.just(0), st.integers(0, max(1, s2 // M)), log_uniform(1.0, max(2.0, qcap)).map(int)))
    rem = draw(st.one_of(st.just(0), st.just(0), st.integers(0, M - 1)))
    L = draw(st.one_of(st.sampled_from([1, T - 1]), st.integers(1, T - 1)))
    return {"T": T, "L": L, "M": M, "S0": S0, "Zmu0": zmu, "Znu0": min(qv * M + rem, int(1e4 * s2)),
            "k": draw(st.one_of(st.just(0), st.sampled_from([-10, 10]), st.integers(-10, 10))),
            "mode": draw(st.sampled_from(_NOISE_MODES)), "n": draw(st.integers(1, 2)),
            "item": draw(st.sampled_from(B.EQ108_ITEMS)), "seed": draw(SEEDS)}


_EQ108_FAR_WHY = ("T <= 512, M <= 256 drawn (exact integer scores cost O(T^2 M)); S = S_0 2^k with S_0 in [1, 200], "
                  "k in [-10, 10] (2^-10 to 2e5); Z_mu, Z_nu <= 1e4 S^2 (the int64-exact range); n <= 2 (each sample "
                  "is checked on its own: the items are per-sample maxima); an end missed is a sampling gap of this "
                  "run")

EQ108_FAR = Claim(
    id="mhgd.eq108-110-far",
    catalog_id="mhgd.prop3",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain(_EQ108_FAR_WHY, n=True),
    source=f"Eqs. (108)-(110), App. D.2.3, L1320-L1334; (127)-(129), App. E.1, L1516-L1540, {SEED_FILE}",
    statement="With [r_t]_{t'} = x_t^T W_* x_{t'}, W_* = mu_+ mu_+^T + mu_- mu_-^T + sum_l nu_l (mu_+ + mu_-)^T, under "
              "DM1 and Assumption 3: (108) t in R: [r_t]_{t'} = S^4 (t' in R), S^2 mu_y^T z_{t'} (t' in R^c); (110) t "
              "in R^c: = S^4 + S^2 mu_y^T z_t + S^2 sum_l nu_l^T z_t (t' in R), (mu_+^T z_t)(mu_+^T z_{t'}) + "
              "(mu_-^T z_t)(mu_-^T z_{t'}) + sum_l (nu_l^T z_t)(mu_+^T z_{t'}) + sum_l (nu_l^T z_t)(mu_-^T z_{t'}) + "
              "S^2 (mu_+ + mu_-)^T z_{t'} (t' in R^c); (109)/(127) <= S^2 Z_mu; (128) >= S^4 - S^2 (Z_mu + Z_nu) =: A, "
              "<= 2 Z_mu^2 + 2 Z_mu Z_nu + 2 S^2 Z_mu =: B; (129) the same A, B for every row t in [T].",
    statement_tex=r"t \in \mathcal{R}^c : [\mathbf{r}_t]_{t'} \begin{cases} \geq S^4 - S^2(Z_\mu + Z_\nu) & , t' \in "
                  r"\mathcal{R} \\ \leq 2Z_\mu^2 + 2Z_\mu Z_\nu + 2S^2 Z_\mu & , t' \in \mathcal{R}^c. \end{cases}",
    comparison="<=",
    bound=B.eq108_far,
    measure=_eq108_far_measure,
    strategy=lambda: _eq108_far_inst(),
    notes="Exact: the scores are Python/int64 integers (every partial sum of Y K Y^T below 2^62, checked), the bounds "
          "Fractions. Items 108=/110= compare the printed expressions with Y K Y^T (lhs the largest |difference|, "
          "bound 0). Modes adv+ / adv- put every noise coefficient at the box corner where B / A is attained "
          "(equality), which kills the planted slips; 'corners' draws the corner signs at random.",
    mutants={"B without its Z_mu Z_nu term": B.eq108_far_no_cross, "A with Z_mu only": B.eq108_far_a_mu_only},
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS += [EQ108_FAR]

# ------------------------------------------------------------------------------------- Lemma 13 at far T, M


def _lemma13_marg(dm, X, y, p0: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:  # noqa: ANN001
    """(E_alpha y <grad Phi(X_i; theta^(1)), theta_*> per sample at p = p0, its gradient in p per sample (n, d)).

    The same quantity as models.mhgd.sec5_dm1.lemma13_parts averaged over alpha = +-1 (mhgd.lemma13's measure), with
    the p-gradient by a second backward pass instead of d finite differences (the margin is affine in p)."""
    n, T, d = X.shape[0], dm.T, dm.d
    p = p0.detach().clone().requires_grad_(True)
    Us, Ws = dm.U_star(), dm.W_star()
    dU, dWn = Us / Us.norm(), Ws / Ws.norm()
    total = torch.zeros(n, dtype=torch.float64)
    for alpha in (1.0, -1.0):
        U1 = (alpha * (dm.zeta / 2 * dm.u_star + p)).expand(T, d)
        Ui = U1[None].expand(n, T, d)
        Wi = torch.zeros(n, d, d, dtype=torch.float64, requires_grad=True)
        A = torch.softmax(torch.einsum("ntd,nde,nse->nts", X, Wi, X), dim=-1)
        f = torch.einsum("nts,nsd,ntd->", A, X, Ui)
        gU, gW = torch.autograd.grad(f, (Ui, Wi), create_graph=True)
        total = total + 0.5 * y * ((gU * dU).sum((1, 2)) + (gW * (1.0 if alpha > 0 else -1.0) * dWn).sum((1, 2)))
    grads = torch.stack([torch.autograd.grad(total[i], p, retain_graph=True)[0] for i in range(n)])
    return total.detach(), grads


def _lemma13_far_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """mhgd.lemma13's measurement (the worst p of norm P against the smallest-margin sample, or a random direction)
    with the p-gradient by autograd (tests/test_mhgd_r22_mhgd2.py compares it with mhgd.lemma13's measure)."""
    dm, s, g = _dm1_build(inst)
    X, y = s["X"], s["y"]
    d, P = dm.d, inst["P"]
    z0, G = _lemma13_marg(dm, X, y, torch.zeros(d, dtype=torch.float64))
    i = int(z0.argmin())
    if P > 0:
        p = -P * G[i] / G[i].norm().clamp_min(1e-300) if inst["p_worst"] else \
            P * (v := torch.randn(d, generator=g, dtype=torch.float64)) / v.norm()
    else:
        p = torch.zeros(d, dtype=torch.float64)
    m = z0 + G @ p  # affine in p (exact up to rounding)
    return Measurement(float(m.min()), {"version": 13, **_dm1_q(dm), "P": P},
                       {"gamma_lin": BL.gamma_lin(dm.S, dm.T, dm.zeta, dm.Zmu)})


@st.composite
def _far_sizes(draw: st.DrawFn, base: st.SearchStrategy) -> dict:
    """A DM1 instance of ``base`` with T in [64, 512], M in [16, 256] (the far ends; d = M + 2 + the drawn extra) and
    |R| = L drawn at its extremes 1, T - 1 first."""
    inst = draw(base)
    T = draw(st.one_of(st.just(512), st.integers(64, 512)))
    M = draw(st.one_of(st.just(256), st.integers(16, 256)))
    L = draw(st.one_of(st.sampled_from([1, T - 1]), st.integers(1, T - 1)))
    return {**inst, "T": T, "M": M, "d": M + 2 + (inst["d"] - inst["M"] - 2), "L": L}


def _lemma13_far() -> st.SearchStrategy:
    base = _dm1(noise_far=1e4, S_lo=1e-3, S_hi=200.0, noise_hi=1.0, n_max=2, modes=("adv", "corners", "uniform", "zero"))
    return _with(_far_sizes(base), P=st.one_of(st.just(0.0), log_uniform(1e-4, 0.05), log_uniform(1e-4, 100.0)),
                 p_worst=st.booleans())


_L13_WHY = ("T in [64, 512], M in [16, 256] drawn (the far sizes mhgd.lemma13 leaves out; an instance costs ~4 s at "
            "T = 512, M = 256, both drawn first as atoms); S in [1e-3, 200], Z_mu, Z_nu to 1e4 S^2, n <= 2; the near sizes are "
            "mhgd.lemma13's; an end missed is a sampling gap of this run")

LEMMA13_TM = Claim(
    id="mhgd.lemma13-TM",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    domain=_dm1_domain(_L13_WHY, n=True) + (
        Param("P", 0.0, INF, key="P", text="||p|| <= P, P free (the first-phase deviation of (102))",
              unreached="P <= 100 drawn (the bound's P-term is -P T^{5/2} (S + Z)^3: it only decreases)"),),
    source=f"Lemma 13, App. D.2.3, L1277-L1396 (far T, M), {SEED_FILE}",
    statement="Lemma 13 at T in [64, 512], M in [16, 256]: with theta^(1) = (alpha 1_T(zeta/2 u_*^T + p^T), 0), "
              "||p|| <= P, E_alpha y <grad Phi(X; theta^(1)), theta_*> >= gamma_* := T(1-zeta)zeta/(4 sqrt(2(M+1))) "
              "(zeta S^4 - 7 Zb S^2 - 12 Zb^2 - 16 Zb^3/S^2) - P T^{5/2}(S+Z)^3 + (S sqrt(T)/sqrt2)(zeta - "
              "2(1-zeta)Z_mu/S^2), Zb = Z_mu v Z_nu.",
    kind="deterministic",
    comparison=">=",
    bound=BL.gamma_star,
    measure=_lemma13_far_measure,
    strategy=_lemma13_far,
    notes="mhgd.lemma13's bound and measurement (sec5_appD_F_dm1), its p-gradient by autograd (one pass instead of d "
          "finite differences; equal to mhgd.lemma13's measure in tests), on a far-size generator; |R| = 1 and T - 1 are drawn "
          "first, so zeta -> 0 and zeta -> 1 are reached at T = 512.",
    settings={"ci": {"max_examples": 8, "budget_s": 8.0}, "dev": {"max_examples": 300, "budget_s": 600.0}},
)
CLAIMS += [LEMMA13_TM]


# ------------------------------------------------------------------ (114): Term II of Lemma 13's proof, L1386


def _eq114_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Per sample: LHS = y <sum_t x_t p^T X^T R_0 X, W_*> = y p^T A W_*^T a (A = X^T R_0 X, a = sum_t x_t) at the
    worst p of norm P (p = -P y A W^T a/||.||) or a random p of norm P p_frac; the three printed right sides; the
    sample where the item's link is tightest (smallest lhs - rhs) is reported."""
    dm, s, g = _dm1_build(inst)
    X, y = s["X"], s["y"]
    T, S, z, M, Z, P = dm.T, dm.S, dm.zeta, dm.M, dm.Z, float(inst["P"])
    R0 = torch.eye(T, dtype=torch.float64) / T - torch.ones(T, T, dtype=torch.float64) / T**2  # L1307
    Wst = dm.W_star()
    Wn = float(Wst.norm())
    r0n = float(R0.norm())
    item = inst["item"]
    best = None
    for i in range(X.shape[0]):
        Xi = X[i]
        a = Xi.sum(0)
        A = Xi.T @ R0 @ Xi
        v = float(y[i]) * (A @ Wst.T @ a)
        if inst["p_worst"]:
            p = -P * v / v.norm().clamp_min(1e-300)
        else:
            p = torch.randn(dm.d, generator=g, dtype=torch.float64)
            p = P * float(inst["p_frac"]) * p / p.norm()
        lhs0 = float(v @ p)
        l1 = -float(Xi.norm(dim=1).sum()) * float(p.norm()) * float(A.norm()) * Wn
        l2 = -P * (z * T * S + (1 - z) * T * (S + Z)) * r0n * float(Xi.norm()) ** 2 * S**2 * math.sqrt(2 * (M + 1))
        l3 = -math.sqrt(2 * (M + 1)) * S**2 * P * T**2.5 * (z * S + (1 - z) * (S + Z)) * (z * S**2 + (1 - z) * (S + Z) ** 2)
        lhs, rhs = {"114-1": (lhs0, l1), "114-2": (l1, l2), "114-3": (l2, l3), "114": (lhs0, l3)}[item]
        if best is None or lhs - rhs < best[0] - best[1]:
            best = (lhs, rhs)
    return Measurement(best[0], {"item": item, "rhs": best[1], "T": T},
                       {"S": S, "zeta": z, "M": M, "Z": Z, "P": P, "||R_0||_F": r0n})


EQ114 = Claim(
    id="mhgd.eq114",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain("T to 256, M to 128, S in [1e-3, 200], Z_mu, Z_nu to 1e4 S^2, r_perp to 1e4 S, n <= 4; an end "
                       "missed is a sampling gap of this run", n=True) + (
        Param("P", 0.0, INF, key="P", text="||p|| <= P (the first-phase deviation of (102)), P free",
              unreached="P in [1e-6, 1e3] and 0"),),
    source=f"Eq. (114), proof of Lemma 13 (Term II), App. D.2.3, L1386 (R_0 of L1307), {SEED_FILE}",
    statement="y <sum_t x_t p^T X^T R_0 X, W_*> >= - sum_t ||x_t|| ||p|| ||X^T R_0 X||_F ||W_*||_F >= -P (zeta T S + "
              "(1-zeta) T (S+Z)) ||R_0||_F ||X||_F^2 S^2 sqrt(2(M+1)) >= -sqrt(2(M+1)) S^2 P T^{5/2} (zeta S + "
              "(1-zeta)(S+Z)) (zeta S^2 + (1-zeta)(S+Z)^2), R_0 = I_T/T - 1_T 1_T^T/T^2 (L1307), ||p|| <= P, data "
              "from DM1 under Assumption 3 (||z_t|| <= Z).",
    statement_tex=r"y \left\langle \sum_{t \in [T]} \mathbf{x}_t \mathbf{p}^\top \mathbf{X}^\top \mathbf{R}_0 "
                  r"\mathbf{X}, \mathbf{W}_* \right\rangle \geq -\sqrt{2(M+1)} S^2 P T^{5/2} (\zeta S + "
                  r"(1-\zeta)(S+Z)) (\zeta S^2 + (1-\zeta)(S+Z)^2)",
    comparison=">=",
    bound=B.eq114_printed,
    measure=_eq114_measure,
    strategy=lambda: _with(_dm1(noise_far=1e4, S_lo=1e-3, S_hi=200.0, M_far=128, T_far=256,
                                modes=("adv", "corners", "uniform", "zero")),
                           P=st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-6, 1e3)),
                           p_worst=st.one_of(st.just(True), st.booleans()),
                           p_frac=st.one_of(st.just(1.0), st.floats(0.0, 1.0)),
                           item=st.sampled_from(B.EQ114_ITEMS)),
    rtol=1e-9,
    atol=0.0,  # the sides scale like S^5 P (S down to 1e-3): a relative tolerance only
    notes="Every link is checked against the printed right side computed on the instance (float64; the links are "
          "norm inequalities with slack except at T = 1-like corners). ||R_0||_F = sqrt(T-1)/T, so the last link "
          "holds with a factor ~T of slack (the T^{5/2} matches ||I_T - 1 1^T/T||_F = sqrt(T-1), the main text's "
          "phi'(0), L259).",
    mutants={"last line with T^{1/2} for T^{5/2}": B.eq114_t_half},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
)
CLAIMS += [EQ114]


# ------------------------------------------------------------------ (115): its last two '>=' (L1390)


@st.composite
def _eq115_tail_inst(draw: st.DrawFn, alpha: st.SearchStrategy | None = None) -> dict:
    S = draw(st.one_of(st.just(1.0), log_uniform(1e-3, 1e3)))
    frac = st.one_of(st.just(0.0), log_uniform(1e-4, 1.0), log_uniform(1.0, 1e4))
    return {"item": draw(st.sampled_from(B.EQ115_TAIL_ITEMS)),
            "alpha": draw(alpha if alpha is not None else st.sampled_from([1, -1])),
            "T": draw(st.one_of(st.just(2), st.integers(2, 64), st.integers(2, 10**6))),
            "zeta": draw(st.one_of(st.just(0.5), st.floats(1e-6, 1 - 1e-6))),
            "S": S, "Zmu": draw(frac) * S**2, "Znu": draw(frac) * S**2, "Z": draw(frac) * S,
            "M": draw(st.one_of(st.just(1), st.integers(1, 10**4))),
            "P": draw(st.one_of(st.just(0.0), log_uniform(1e-6, 1e3)))}


def _eq115_tail_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = {k: inst[k] for k in ("item", "alpha", "T", "zeta", "S", "Zmu", "Znu", "M", "P", "Z")}
    lhs, rhs = B.eq115_tail_sides(**q)
    return Measurement(lhs, {"item": inst["item"], "rhs": rhs, "alpha": inst["alpha"]},
                       {k: v for k, v in q.items() if k not in ("item", "alpha")})


EQ115_TAIL = Claim(
    id="mhgd.eq115-tail",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    kind="step",
    domain=(Param("alpha", -1, 1, integer=True, text="alpha ~ Unif(+-1) (the first-phase step of head h)"),
            Param("T", 2, INF, integer=True, far=1e6, text="T tokens", unreached="T <= 1e6"),
            Param("zeta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="zeta in (0, 1)",
                  unreached="zeta in [1e-6, 1 - 1e-6]"),
            Param("S", 0.0, INF, lo_closed=False, text="S > 0", unreached="S in [1e-3, 1e3]"),
            Param("Z_mu", 0.0, INF, key="Zmu", text="Z_mu >= 0", unreached="Z_mu <= 1e4 S^2"),
            Param("Z_nu", 0.0, INF, key="Znu", text="Z_nu >= 0", unreached="Z_nu <= 1e4 S^2"),
            Param("Z", 0.0, INF, text="||z_t|| <= Z", unreached="Z <= 1e4 S"),
            Param("M", 1, INF, integer=True, far=1e4, text="M >= 1", unreached="M <= 1e4"),
            Param("P", 0.0, INF, text="||p|| <= P", unreached="P in [1e-6, 1e3] and 0")),
    source=f"Eq. (115), its third and fourth lines (the two '>=' after the '='), proof of Lemma 13, App. D.2.3, "
           f"L1390, {SEED_FILE}",
    statement="alpha {T(1-zeta)zeta/2 [zeta S^6 - zeta(5Z_mu + (1+zeta)Z_nu)S^4 - 2((4-zeta^2)Z_mu + 2 zeta(1-zeta)"
              "Z_nu)Z_mu S^2 - 4(1-zeta)(2-zeta)(Z_mu+Z_nu)Z_mu^2] - sqrt(2(M+1)) S^2 P T^{5/2}(S + (1-zeta)Z)(zeta "
              "S^2 + (1-zeta)(S+Z)^2)} >= alpha {T(1-zeta)zeta/2 [zeta S^6 - (5Z_mu + 2Z_nu)S^4 - 4(2Z_mu + Z_nu)"
              "Z_mu S^2 - 8(Z_mu+Z_nu)Z_mu^2] - sqrt(2(M+1)) S^2 P T^{5/2}(S+Z)(S^2 + (S+Z)^2)} >= alpha {T(1-zeta)"
              "zeta/2 (zeta S^6 - 7 Zb S^4 - 12 Zb^2 S^2 - 16 Zb^3) - 2 sqrt(2(M+1)) P T^{5/2} S^2 (S+Z)^3}, Zb = "
              "Z_mu v Z_nu, alpha in {+-1} (as printed).",
    statement_tex=r"\geq \alpha \left\{ \frac{T(1-\zeta)\zeta}{2} \left( \zeta S^6 - 7\bar{Z} S^4 - "
                  r"12\bar{Z}^2 S^2 - 16\bar{Z}^3 \right) - 2\sqrt{2(M+1)} P T^{5/2} S^2 (S+Z)^3 \right\}",
    comparison=">=",
    bound=B.eq115_tail_printed,
    measure=_eq115_tail_measure,
    strategy=lambda: _eq115_tail_inst(),
    expect="erratum as printed",
    readings=(Reading("sign(alpha) W_*", "the left side of (115) with sign(alpha) W_* as in (107) (|alpha| = 1 on the "
                      "right, as (116) has it): the chain at alpha = 1", bound=B.eq115_tail_printed,
                      strategy=lambda: _eq115_tail_inst(alpha=st.just(1))),),
    corrected=None,
    no_correction_reason="the corrected chain is the reading 'sign(alpha) W_*' (alpha = 1 draws, where the printed "
                         "and the corrected links agree); (116) already writes |alpha|",
    corrected_text="|alpha| {...} >= |alpha| {...} >= |alpha| {...} (the left side of (115) with sign(alpha) W_*).",
    evidence="Both links are 'alpha {A} >= alpha {B}' with A >= B (every coefficient of B is the larger one: zeta(5 "
             "Z_mu + (1+zeta) Z_nu) <= 5 Z_mu + 2 Z_nu, (4-zeta^2) <= 4, 4(1-zeta)(2-zeta) <= 8, (S+(1-zeta)Z)(zeta "
             "S^2 + (1-zeta)(S+Z)^2) <= (S+Z)(S^2+(S+Z)^2) <= 2 (S+Z)^3, Z_mu, Z_nu <= Zb), so for alpha = -1 (half of "
             "the heads) each link reverses whenever A > B. E.g. T = 2, zeta = 1/2, S = 1, M = 1, Z_mu = Z_nu = Z = 0, "
             "P = 1, alpha = -1: link 3 reads -(1/8 - 2 * 2^{5/2}) = 11.19 >= -(1/8 - 2 * 2 * 2^{5/2}) = 22.50 "
             "(false; at alpha = 1 it is -11.19 >= -22.50). The same dropped sign(alpha) as (115)'s first '>=' (mhgd.eq115, erratum as printed); with "
             "sign(alpha) W_* on the left (the reading) both links hold and (116) continues with |alpha|.",
    second_path="tests/test_mhgd_r22_mhgd2.py::test_eq115_tail_reverses_for_alpha_minus_one",
    mutants={"the right side 1 % too favourable": lambda item, rhs, alpha: rhs + 0.01 * abs(rhs) + 1e-12},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)
CLAIMS += [EQ115_TAIL]


# ------------------------------------------------------------------ (113): Term_I's second part, L1373-L1382


def _eq113_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = min over the samples of -(y/T^2) (1_T^T X u_*) (1_T^T R 1_T), R = [r_t]_{t'} (exact Fractions; in pattern
    units [X u_*]_t = Y_t1 - Y_t2, scale 2^k: degree 6)."""
    T = inst["T"]
    vals = [-Fraction(int(smp["y"]) * int(smp["Xu"].sum()) * int(smp["r"].sum()), T * T)
            for smp in eq108_far_scores(inst)]
    lam = Fraction(2) ** inst["k"]
    q = {"T": T, "zeta": Fraction(inst["L"], T), "S": inst["S0"] * lam, "Zmu": inst["Zmu0"] * lam**2,
         "Znu": inst["Znu0"] * lam**2}
    return Measurement(min(vals) * lam**6, q, {"M": inst["M"], "L": inst["L"]}, exact=True)


EQ113 = Claim(
    id="mhgd.eq113",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain(_EQ108_FAR_WHY, n=True),
    source=f"Eq. (113) L1382 and the bound it collects L1373-L1378, proof of Lemma 13, App. D.2.3, {SEED_FILE}",
    statement="'Using Assumption 3': -(y/T^2) sum_t u_*^T X^T 1_T 1_T^T r_t(X; W_*) >= T[-zeta^2 S^6 - zeta(1-zeta)"
              "(4Z_mu + zeta Z_nu) S^4 - 2(1-zeta)^2((2+zeta)Z_mu + 2 zeta Z_nu) Z_mu S^2 - 4(1-zeta)^3 Z_mu^2 (Z_mu + "
              "Z_nu)] (113), equal to the uncollected bound of L1373-L1378 (an identity in zeta).",
    statement_tex=r"-\frac{y}{T^2} \sum_{t \in [T]} \mathbf{u}_*^\top \mathbf{X}^\top \mathbf{1}_T \mathbf{1}_T^\top "
                  r"\mathbf{r}_t(\mathbf{X}; \mathbf{W}_*) \geq T \left[ -\zeta^2 S^6 - \zeta(1-\zeta)(4Z_\mu + "
                  r"\zeta Z_\nu) S^4 - 2(1-\zeta)^2 ((2+\zeta)Z_\mu + 2\zeta Z_\nu) Z_\mu S^2 - 4(1-\zeta)^3 "
                  r"Z_\mu^2 (Z_\mu + Z_\nu) \right]",
    comparison=">=",
    bound=B.eq113,
    measure=_eq113_measure,
    strategy=lambda: _eq108_far_inst(),
    notes="Exact (integers and Fractions) on mhgd.eq108-110-far's instances (T to 512, M to 256, S = S_0 2^k, noise "
          "box corners drawn: random signs, all-aligned, and <z, mu_+> = -<z, mu_->). Without noise the two sides are "
          "equal (-zeta^2 T S^6), which kills the automatic mutant.",
    settings={"ci": {"max_examples": 20, "budget_s": 2.5}},
)
CLAIMS += [EQ113]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-22 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.eq115-tail': 'auditor B: confirmed as printed',
}, 'docs/audits/round22/mhgd.md')
