"""mhgd: claims of Deora, Ghaderi, Taheri, Thrampoulidis, "On the Optimization and Generalization of Multi-head
Attention" (TMLR).

Catalog: ``shared/claims/mhgd.md``; paper: ``shared/seeds/004_fdca0756fccde960.txt``.
Bounds in ``bounds.mhgd``; the model (single/multi-head attention classifier, group-reduced so that H up to
10^12 heads costs a few heads, exactly) in ``models.mhgd``; the data model DM1 and its constructions in
``models.mhgd_dm1``. Catalog aliases that are restatements (Lemma 4 = Lemma 1, Prop. 5 = Prop. 1, Prop. 6 =
Prop. 4) are one claim each, named in the source text.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from bounds import mhgd as B
from checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from checks.domain import INF, Param
from checks.profiles import experiment_scale
from checks.stats import fit_exponent
from checks.strategies import SEEDS, log_uniform, unit_interval
from models import mhgd as M
from models import mhgd_dm1 as DM
from models.device import generator, torch_dtype

PAPER = "mhgd"
SEED_FILE = "shared/seeds/004_fdca0756fccde960.txt"


def _record(cid: str, source: str, statement: str, kind: str, reason: str, constants: str = "explicit") -> Claim:
    """A claim kept as a record only (not checkable at this scale, or not encoded yet)."""
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison="<=", bound=None, measure=None, checkable=False, not_checkable_reason=reason,
                 constants=constants)


def _dev(ctx: Ctx) -> tuple[torch.dtype, str]:
    return torch_dtype(ctx.dtype), ctx.device


# ----------------------------------------------------------------------------------- printed domains


def _dm1_domain(why: str, n: bool = False, extra: tuple[Param, ...] = ()) -> tuple[Param, ...]:
    """DM1 under Assumption 3 (L201-L211): T >= 2 tokens (|R| = zeta T >= 1 and zeta < 1), M >= 1 patterns,
    S > 0, noise box Z_mu, Z_nu >= 0 (free); `why` says why an end this claim's generator does not reach is not
    reached (applied to every end the run leaves)."""
    out = (Param("T", 2, INF, integer=True, text="T tokens, |R| = zeta T, zeta in (0, 1)", unreached=why),
           Param("M", 1, INF, integer=True, text="M >= 1 label-irrelevant patterns", unreached=why),
           Param("S", 0.0, INF, lo_closed=False, text="signal strength S > 0", unreached=why),
           Param("Z_mu", 0.0, INF, key="Zmu", text="|<z, mu_y>| <= Z_mu, Z_mu >= 0", unreached=why),
           Param("Z_nu", 0.0, INF, key="Znu", text="|<z, nu_l>| <= Z_nu/M, Z_nu >= 0", unreached=why))
    if n:
        out += (Param("n", 1, INF, integer=True, text="n samples", unreached=why),)
    return out + extra


def _mh_domain(why: str, n: bool = True, extra: tuple[Param, ...] = ()) -> tuple[Param, ...]:
    """The multi-head model (eq. 2) at any theta~ and data: T, d, n, H >= 1, token scale (R = max(1, max ||x_t||)),
    U and W scales free. H = 10^logH (exact group reduction), counted reached at H = 10^12."""
    out = (Param("T", 1, INF, integer=True, text="any T >= 1", unreached=why),
           Param("d", 1, INF, integer=True, text="any d >= 1", unreached=why),
           Param("log10 H", 0.0, INF, key="logH", far=12.0, text="any number of heads H >= 1 (log10 H)",
                 unreached=why),
           Param("token scale", 0.0, INF, lo_closed=False, key="x_scale", text="tokens of any norm (R >= 1)",
                 unreached=why),
           Param("U scale", 0.0, INF, key="u_scale", text="any U~", unreached=why),
           Param("W scale", 0.0, INF, key="w_scale", text="any W~", unreached=why))
    if n:
        out += (Param("n", 1, INF, integer=True, text="any n >= 1", unreached=why),)
    return out + extra


_DM1_WIDE = ("drawn over T to 256, M to 128, S in [1e-3, 200], Z_mu, Z_nu up to S^2 (and n to 128 where n is a "
             "parameter); an end missed is a sampling gap of this ci run")
_DM1_WIDE_N = ("drawn over T to 256, M to 128, S in [1e-3, 200], Z_mu, Z_nu up to S^2; n <= 8 (the NTK margins "
               "and first-phase rows are per-sample or averages over n, which only enters through a mean); an end "
               "missed is a sampling gap of this ci run")
_EQ108_WHY = ("S <= 10, M <= 2 drawn: with the far sizes (S = 200, M = 128, T = 256) the relevance scores are ~S^4 "
              "= 1.6e9 and their float64 rounding (~1e-6) crosses item 2's bound 0 at Z_mu = 0 (seen: lhs 5.7e-7 "
              "<= 0 'violated'); an exact re-measurement of r_t is not encoded yet, so the far ends stay out")
_DM1_STOPS = ("the search stops at its first confirmed violation (an erratum), typically within the first instances; "
              "the generator draws T <= 12, M <= 3, S in a sub-range of [0.05, 20], noise up to S^2")
_STOPS = ("the search stops at its first confirmed violation (an erratum), typically within the first instances; "
          "the generator spans T to 128, B in [-200, 200], A - 2B to 400, eps to 1e3")
_MH_NARROW = ("not widened in this round: this claim's generator is _multi_head's narrow branch (T <= 5, d <= 4, "
              "n <= 5, token scale 0.1..5, U, W scales <= 30; H to 10^12); each instance needs the exact Hessian "
              "of L^ (or a segment of them), and the wide branch (T, n to 128, scales to 300) is switched on for "
              "mhgd.cor1/lemma6, which share the model")
_MH_WIDE = ("_multi_head's wide branch (one free draw in 4: T = 128 with d = 1, n = 128 small samples, or T, n "
            "to 128 and d to 8; token scale to 200, U, W scales to 300; H to 10^12) reaches these ends in most ci "
            "runs, not all: a run of a few seconds evaluates ~100 instances; d > 8 is out of reach for the exact "
            "Hessians (p = Td + d^2 per head)")
_DM1_NARROW = ("not widened in this round: this claim's DM1 generator draws T <= 12, M <= 3, S in a sub-range of "
               "[0.05, 20] and Z_mu, Z_nu up to S^2 (noise box as a fraction of S^2); mhgd.dm1 spans S in "
               "[1e-3, 200] and M to 128 with the same sampler")


# ------------------------------------------------------------------------------------- input families

FAMILIES = ["gauss", "sign", "equal_rows", "rank_one", "two_rows"]


def _tokens(family: str, T: int, d: int, scale: float, g: torch.Generator, dtype: torch.dtype) -> torch.Tensor:
    """A token matrix X (T, d) of a family; `scale` sets the row norms' order."""
    if family == "gauss":
        X = torch.randn(T, d, generator=g, dtype=dtype) / math.sqrt(d)
    elif family == "sign":
        X = torch.sign(torch.randn(T, d, generator=g, dtype=dtype)) / math.sqrt(d)
    elif family == "equal_rows":
        x = torch.randn(d, generator=g, dtype=dtype)
        X = (x / x.norm()).expand(T, d).clone()
    elif family == "alternating":  # x_t = (-1)^t x: balanced signs, the largest softmax variance per row norm
        x = torch.randn(d, generator=g, dtype=dtype)
        sgn = torch.tensor([(-1.0) ** t for t in range(T)], dtype=dtype)
        X = sgn[:, None] * (x / x.norm())
    elif family == "rank_one":
        x = torch.randn(d, generator=g, dtype=dtype)
        X = torch.randn(T, 1, generator=g, dtype=dtype) * (x / x.norm())
    else:
        V = torch.randn(2, d, generator=g, dtype=dtype)
        V = V / V.norm(dim=1, keepdim=True)
        X = V[torch.randint(0, 2, (T,), generator=g)]
    return (X * scale).to(dtype)


# Prop. 1's tight case per item (first edge: family, row norm; with T = 2, d = 1, U = W = 0 drawn first):
# items 1, 3, 5: equal rows (||grad_U Phi|| = sqrt(T)||X||_{2,inf}); item 5 needs R = ||X||_{2,inf} > 1 to tell R
# from sqrt(R); items 4, 6: alternating rows x_t = (-1)^t x, where at U = W = 0 ||Hess Phi|| is half of the U-free
# term (sqrt(T) ||X||^3 against 2 d sqrt(Td) ||X||^3, d = 1); ||X||_{2,inf} = 1/4 < 1/2 then tells ||X||_{2,inf}
# from ||X||_{2,inf}^2 in that term.
_PROP1_EDGES: dict[int, tuple[str, float]] = {1: ("equal_rows", 1.0), 2: ("gauss", 1.0), 3: ("equal_rows", 1.0),
                                              4: ("alternating", 0.25), 5: ("equal_rows", 4.0),
                                              6: ("alternating", 1.0)}


@st.composite
def _single_head(draw: st.DrawFn, items: tuple[int, ...]) -> dict:
    """One head (X, U, W) for Prop. 1: sizes, input family, scales of X, U (0 included), W (saturating softmax).

    The item is a function of the seed (see _multi_head). The item's tight case is the first edge (T = 2
    tokens, U = W = 0; family and ||X||_{2,inf} per item, see _PROP1_EDGES); every draw the paper allows stays
    reachable (one draw in 4): T in 1..128 and d in 1..12 (cut so that the Hessian has p = Td + d^2 <= 130 rows), all families,
    token scales 10^-3 .. 10^3, U and W scales 10^-3 .. 10^3 (W large: saturated softmax)."""
    seed = draw(SEEDS)
    item = items[seed % len(items)]  # see _multi_head
    edge = not draw(st.booleans())  # Hypothesis' simplest choice: U = 0 and W = 0 (where the U-free terms are tight)
    fam0, xs0 = _PROP1_EDGES.get(item, ("equal_rows", 1.0))
    wide = draw(st.integers(0, 3)) == 3  # one draw in 4 spans the far sizes and scales (0, the simplest: narrow)
    T = draw(st.one_of(st.sampled_from([1, 128]), st.integers(1, 128)) if wide else
             st.one_of(st.just(2), st.integers(1, 7)))
    d = draw(st.integers(1, 12) if wide else st.integers(1, 5))
    while T > 1 and T * d + d * d > 130:
        T -= 1
    family = draw(st.sampled_from([fam0] + [f for f in [*FAMILIES, "alternating"] if f != fam0]))
    far = st.one_of(st.sampled_from([1e-3, 1e3]), log_uniform(1e-3, 1e3))
    x_scale = draw(far if wide else st.one_of(st.just(xs0), log_uniform(0.05, 10.0)))
    return {"edge": edge, "T": T, "d": d, "family": family, "x_scale": x_scale,
            "u_scale": draw(st.one_of(st.just(0.0), far if wide else log_uniform(0.01, 10.0))),
            "u_aligned": draw(st.booleans()),
            "w_scale": draw(st.one_of(st.just(0.0), far if wide else log_uniform(0.01, 30.0))),
            "item": item, "seed": seed}


def _build_single(inst: dict, ctx: Ctx) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Generator]:
    dtype, dev = _dev(ctx)
    g = generator(inst["seed"])
    T, d = inst["T"], inst["d"]
    X = _tokens(inst["family"], T, d, inst["x_scale"], g, torch.float64)
    if inst.get("edge"):
        z = torch.zeros(T, d, dtype=torch.float64)
        return X.to(dev, dtype), z.to(dev, dtype), torch.zeros(d, d, dtype=torch.float64).to(dev, dtype), g
    U = torch.randn(T, d, generator=g, dtype=torch.float64)
    if inst["u_aligned"]:  # u_t along x_t (makes ||X u_t||_inf and the U-gradient terms large)
        U = X / X.norm(dim=1, keepdim=True).clamp_min(1e-300) * U.norm(dim=1, keepdim=True)
    U = U / math.sqrt(T * d) * inst["u_scale"]
    W = torch.randn(d, d, generator=g, dtype=torch.float64) / d * inst["w_scale"]
    return X.to(dev, dtype), U.to(dev, dtype), W.to(dev, dtype), g


# ------------------------------------------------------------------------- Lemma 1 / Lemma 4 (identity)


@st.composite
def _lemma1_instances(draw: st.DrawFn) -> dict:
    """One head (X, U, W) for the identities of Lemma 1 / Lemma 4, over the whole printed domain.

    The bulk has U != 0, W != 0 (generic, non-symmetric W: a transposed W is visible) and T >= 2; the U = W = 0
    point (where items 2 and 4 reduce to 0 = 0) is an explicit edge drawn one time in 16, not the bulk. W's
    scale reaches saturated softmaxes (logits of order x_scale^2 w_scale up to 10^6): a "saturated" draw puts
    w_scale in [3, 300] with unit-size tokens. Sizes reach T = 128, d = 128 (beyond the two decades the domain
    asks for T; d up to 128), scales 10^-3 .. 10^3 for X, U and W."""
    seed = draw(SEEDS)
    item = (4, 3, 2, 1, 5)[seed % 5]  # the item is a function of the seed (see _multi_head)
    edge = draw(st.integers(0, 15)) == 15  # U = W = 0: one draw in 16
    T = draw(st.one_of(st.integers(2, 7), st.sampled_from([1, 128]), st.integers(1, 128)))
    d = draw(st.one_of(st.integers(1, 5), st.sampled_from([1, 128]), st.integers(1, 128)))
    family = draw(st.sampled_from([*FAMILIES, "alternating"]))
    x_scale = draw(st.one_of(log_uniform(0.2, 3.0), st.sampled_from([1e-3, 1e3]), log_uniform(1e-3, 1e3)))
    u_scale = draw(st.one_of(log_uniform(0.1, 10.0), st.sampled_from([1e-3, 1e3]), log_uniform(1e-3, 1e3)))
    regime = draw(st.sampled_from(["moderate", "saturated", "wide"]))
    w_scale = draw({"moderate": log_uniform(0.01, 3.0), "saturated": log_uniform(3.0, 300.0),
                    "wide": log_uniform(1e-3, 1e3)}[regime])
    if T * d * d > 2**17:  # keep one instance below ~0.2 s (item 4's closed form is O(T^2 d + T d^2) per token)
        d = max(1, int(math.sqrt(2**17 / T)))
    return {"edge": edge, "T": T, "d": d, "family": family, "x_scale": x_scale, "u_scale": u_scale,
            "u_aligned": draw(st.booleans()), "w_scale": w_scale, "softmax": regime, "item": item, "seed": seed}


def _phi1(X: torch.Tensor, U: torch.Tensor, W: torch.Tensor) -> torch.Tensor:
    return (U * (torch.softmax(X @ W @ X.T, dim=-1) @ X)).sum()


def _lemma1_measure(inst: dict, ctx: Ctx) -> Measurement:
    X, U, W, g = _build_single(inst, ctx)
    T, d = inst["T"], inst["d"]
    a = torch.randn(T, generator=g, dtype=torch.float64).to(X)
    b = torch.randn(d, generator=g, dtype=torch.float64).to(X)
    c = torch.randn(d, generator=g, dtype=torch.float64).to(X)
    item = inst["item"]
    shape = (T, d) if item in (1, 5) else (d, d)
    r = torch.randn(*shape, generator=g, dtype=torch.float64).to(X)
    if item == 5:
        # grad^2_U Phi = 0, measured without autograd (whose U-Hessian of a linear map is a structural zero): the
        # second difference Phi(U + r) - 2 Phi(U) + Phi(U - r), which equals <r, grad^2_U Phi r> exactly whenever
        # Phi has no U-terms of degree 3 or more (true: Phi is linear in U)
        vals = [_phi1(X, U + s * r, W) for s in (1.0, 0.0, -1.0)]
        scale = max(float(sum(v.abs() for v in vals)) + float(r.norm() * X.norm() * math.sqrt(T)), 1e-300)
        lhs = float(vals[0] - 2 * vals[1] + vals[2]) / scale
        autograd_norm = float("nan")
    else:
        ag = M.lemma4_autograd(X, U, W, a, b, c)
        val = {1: ag["gU"], 2: ag["gW"], 3: ag["cross"], 4: ag["ww"]}[item]
        # the yardstick: ||value||_F, or where cancellations make it tiny, 10^-4 of the natural size of the item's
        # terms (rounding errors are ~1e-16 of the latter, far below the tolerance either way)
        nat = {1: X.norm(), 2: X.norm() ** 3 * U.norm(), 3: X.norm() ** 3 * a.norm() * b.norm(),
               4: X.norm() ** 5 * U.norm() * b.norm() * c.norm()}[item]
        scale = max(float(val.norm()), 1e-4 * float(nat), 1e-300)
        lhs = float((r * val).sum()) / scale
        autograd_norm = float(val.norm())
    np_ = (lambda t: t.detach().cpu().double().numpy())  # noqa: E731
    return Measurement(lhs, {"item": item, "X": np_(X), "U": np_(U), "W": np_(W), "a": np_(a), "b": np_(b),
                             "c": np_(c), "r": np_(r), "scale": scale},
                       {"autograd_norm": autograd_norm, "x2inf": float(X.norm(dim=1).max()),
                        "UF": float(U.norm()), "WF": float(W.norm()),
                        "max_softmax": float(torch.softmax(X @ W @ X.T, dim=-1).max(dim=1).values.min())})


def _l4_mutant(kind: str):  # noqa: ANN202
    """A planted wrong closed form of Lemma 4."""
    def f(item: int, X: np.ndarray, U: np.ndarray, W: np.ndarray, a: np.ndarray, b: np.ndarray, c: np.ndarray,
          r: np.ndarray, scale: float) -> float:
        if kind == "transposed W" and item in (1, 2, 3, 4):
            return B.lemma4(item, X, U, W.T, a, b, c, r, scale)
        if kind == "d without its third term" and item == 4:
            T, d = U.shape
            out = np.zeros((d, d))
            for t in range(T):
                ph = B._softmax(X @ W.T @ X[t])
                P = np.diag(ph) - np.outer(ph, ph)
                Xu, Xb = X @ U[t], X @ b
                dv = Xb * Xu - Xu * (b @ X.T @ ph)
                out += (c @ X[t]) * np.outer(X[t], dv @ P @ X)
            return float((r * out).sum() / scale)
        if kind == "phi' without the rank-one term" and item in (2, 3):
            T, d = U.shape
            out = np.zeros((d, d))
            for t in range(T):
                ph = B._softmax(X @ W.T @ X[t])
                v = U[t] if item == 2 else a[t] * b
                out += np.outer(X[t], v @ X.T @ np.diag(ph) @ X)
            return float((r * out).sum() / scale)
        if kind == "grad^2_U Phi = grad_U Phi grad_U Phi^T" and item == 5:
            S = np.stack([B._softmax(X @ W.T @ X[t]) for t in range(X.shape[0])])
            return float((r * (S @ X)).sum() ** 2 / scale)
        return B.lemma4(item, X, U, W, a, b, c, r, scale)
    f.__name__ = f"lemma4_{kind.replace(' ', '_')}"
    return f


LEMMA1 = Claim(
    id="mhgd.lemma1",
    paper=PAPER,
    source=f"Lemma 1 (Gradient/Hessian formulas), Sec. 3, L103-L113; restated as Lemma 4 (catalog alias "
           f"mhgd.lemma4), App. A.1, L510-L599, {SEED_FILE}",
    statement="For all a in R^T, b, c in R^d: grad_U Phi = phi(XWX^T)X; grad_W Phi = sum_t x_t u_t^T X^T phi'(XW^T x_t) X; "
              "grad_W <a, grad_U Phi b> = sum_t x_t a_t b^T X^T phi'(XW^T x_t) X; grad_W <c, grad_W Phi b> = "
              "sum_t (c^T x_t) x_t d^T phi'(XW^T x_t) X with d = diag(Xb)Xu_t - Xu_t b^T X^T phi(XW^T x_t) - "
              "Xb u_t^T X^T phi(XW^T x_t); and grad^2_U Phi = 0 (eq. 47).",
    kind="deterministic",
    comparison="==",
    bound=B.lemma4,
    measure=_lemma1_measure,
    strategy=_lemma1_instances,
    rtol=1e-9,
    atol=1e-10,
    domain=(
        Param("T", 1, INF, integer=True, text="X in R^{T x d}: any number of tokens T >= 1"),
        Param("d", 1, INF, integer=True, text="any token dimension d >= 1"),
        Param("||X||_{2,inf}", 0.0, INF, key="x2inf", text="any X (no norm bound in Lemma 1)"),
        Param("||U||_F", 0.0, INF, key="UF", text="any U in R^{T x d}"),
        Param("||W||_F", 0.0, INF, key="WF", text="any W in R^{d x d} (saturated softmax included)"),
    ),
    notes="Items 1-4 are compared through a random projection <r, .> normalised by max(||autograd value||_F, 10^-4 "
          "times the natural size of the item's terms); autograd uses double backward. Item 5 (grad^2_U Phi = 0, eq. 47) is "
          "measured without autograd, as the second difference Phi(U + r) - 2 Phi(U) + Phi(U - r) = "
          "<r, grad^2_U Phi r>, normalised by the size of the three values. a, b, c enter linearly, so their "
          "scale is immaterial (Gaussian). The generator's bulk is generic (U, W != 0, T >= 2, non-symmetric W); "
          "U = W = 0 is an explicit edge (1 draw in 16); a third of the draws have a saturated softmax. "
          "Mutants: transposed W (items 1-4), the third term of d dropped (item 4), phi' without its rank-one "
          "term (items 2, 3), a non-zero U-Hessian grad_U Phi grad_U Phi^T (item 5).",
    mutants={k: _l4_mutant(k) for k in ("transposed W", "d without its third term",
                                        "phi' without the rank-one term", "grad^2_U Phi = grad_U Phi grad_U Phi^T")},
    settings={"ci": {"max_examples": 80, "budget_s": 5.0}},
)


# ------------------------------------------------------------------------------------- Prop. 1 / Prop. 5


def _prop1_measure(inst: dict, ctx: Ctx) -> Measurement:
    X, U, W, _ = _build_single(inst, ctx)
    q = M.prop1_quantities(X, U, W)
    item = inst["item"]
    lhs = {1: q["grad_U"], 2: q["grad_W"], 3: q["grad"], 4: q["hess"], 5: q["grad"], 6: q["hess"]}[item]
    R = max(1.0, q["x2inf"])  # Assumption 1 with the smallest admissible R
    return Measurement(lhs, {"item": item, "T": inst["T"], "d": inst["d"], "x2inf": q["x2inf"],
                             "x1inf": q["x1inf"], "sxu": q["sxu"], "R": R, "UF": q["UF"]},
                       {"WF": float(W.norm())})


def _prop1_mutant(kind: str):  # noqa: ANN202
    def f(item: int, T: int, d: int, x2inf: float, x1inf: float, sxu: float, R: float, UF: float) -> float:
        b = B.prop1(item, T, d, x2inf, x1inf, sxu, R, UF)
        if kind == "item 1 without sqrt(T)" and item == 1:
            return x2inf
        if kind == "item 4 without its U-free term" and item == 4:
            return 6 * d**2 * x2inf * x1inf**3 * sxu
        if kind == "item 4 with ||X||_{2,inf}^2 in its U-free term" and item == 4:
            return 6 * d**2 * x2inf * x1inf**3 * sxu + 2 * d * math.sqrt(T * d) * x2inf**2 * x1inf**2
        if kind == "item 6 without its +1" and item == 6:
            return 2 * d * math.sqrt(T * d) * R**3 * 3 * math.sqrt(d) * R**2 * UF
        if kind == "item 5 with sqrt(R) for R" and item == 5:
            return math.sqrt(T * R) * (2 * R**2 * UF + 1)
        return b
    f.__name__ = f"prop1_{kind.replace(' ', '_')}"
    return f


PROP1 = Claim(
    id="mhgd.prop1",
    paper=PAPER,
    source=f"Proposition 1 (Model Gradient/Hessian bounds), Sec. 3, L115-L121; items 1-6 as restated in "
           f"Proposition 5 (catalog alias mhgd.prop5), App. A.1, L601-L612 (proof L613-L753), {SEED_FILE}",
    statement="1. ||grad_U Phi|| <= sqrt(T)||X||_{2,inf}; 2. ||grad_W Phi|| <= 2||X||_{2,inf}^2 sum_t ||Xu_t||_inf; "
              "3. ||grad Phi|| <= 2||X||_{2,inf}^2 sum_t ||Xu_t||_inf + sqrt(T)||X||_{2,inf}; 4. ||Hess Phi|| <= "
              "6d^2 ||X||_{2,inf}||X||_{1,inf}^3 sum_t ||Xu_t||_inf + 2d sqrt(Td) ||X||_{2,inf}||X||_{1,inf}^2; "
              "under Assumption 1: 5. ||grad Phi|| <= sqrt(T)R(2R^2||U||_F + 1); 6. ||Hess Phi|| <= "
              "2d sqrt(Td) R^3 (3 sqrt(d) R^2 ||U||_F + 1).",
    kind="deterministic",
    comparison="<=",
    bound=B.prop1,
    measure=_prop1_measure,
    strategy=lambda: _single_head((4, 6, 1, 5, 3, 2)),
    readings=(Reading("main-text 2d sqrt(T) d", "item 4's U-free term and item 6's beta_3 with the main text's "
                      "'2 d sqrt(T) d' (Prop. 1, L120) read literally as 2 d^2 sqrt(T); the appendix (Prop. 5, "
                      "L606-L608) prints 2 d sqrt(Td), which is checked as printed and is the smaller for d > 1",
                      bound=B.prop1_main_text),),
    domain=(
        Param("T", 1, INF, integer=True, text="X in R^{T x d}, any T >= 1",
              unreached="T = 128 is drawn (one draw in 4 goes far, then T is an atom 128 or uniform in 1..128, cut "
                        "to p = Td + d^2 <= 130), but a 3.5-s ci run of ~100 instances does not always reach it"),
        Param("d", 1, INF, integer=True, text="any d >= 1",
              unreached="d > 12: the full Hessian has p = Td + d^2 rows (p > 10^4 at d = 100), computed by p "
                        "backward passes and eigendecomposed; out of reach in a ci run"),
        Param("||X||_{2,inf}", 0.0, INF, key="x2inf", text="any X (items 1-4); ||x_t|| <= R (items 5, 6)"),
        Param("||U||_F", 0.0, INF, key="UF", text="any U"),
        Param("||W||_F", 0.0, INF, key="WF", text="any W (saturated softmax included)"),
        Param("R", 1, INF, far=100.0, text="Assumption 1: some R >= 1 with ||x_t|| <= R (R = max(1, ||X||_{2,inf}), "
              "the smallest allowed; the bounds grow with R)"),
    ),
    assumptions=(Assumption("assumption1", "R >= 1 and ||x_t|| <= R (items 5, 6)", lambda q: q["R"] - q["x2inf"]),),
    notes="The item is a function of the drawn seed. The main text prints '2d sqrt(T) d' (items 4, 6); the appendix (Prop. 5, "
          "eq. 63) reads 2d sqrt(Td), which is smaller for d > 1 and is what we check. Items 1 and 3 are tight "
          "(all rows equal, U = 0), which kills the automatic 10 % mutant; items 2, 4, 6 have ratios <= 1/2 "
          "(catalog section 2 proof sketch), so their mutants are a dropped term or a wrong exponent. Each item's "
          "tight case is the first edge (_PROP1_EDGES: T = 2, d = 1, U = W = 0; equal rows for items 1, 3, 5 with "
          "||X||_{2,inf} = 4 for item 5, alternating rows x_t = (-1)^t x for items 4, 6, where ||Hess Phi|| is half "
          "the U-free term, with ||X||_{2,inf} = 1/4 for item 4 so that ||X||_{2,inf}^2 in that term is a factor 2 "
          "too small): every mutant dies in the derandomized run and 5/5 seeded runs (the ||X||_{2,inf}^2 mutant "
          "needed ||X||_{2,inf} < 1/2 with an alternating-like X at U = 0 and died in 3/5 before).",
    mutants={k: _prop1_mutant(k) for k in ("item 1 without sqrt(T)", "item 4 without its U-free term",
                                           "item 4 with ||X||_{2,inf}^2 in its U-free term",
                                           "item 6 without its +1", "item 5 with sqrt(R) for R")},
    settings={"ci": {"max_examples": 150, "budget_s": 3.5}},
)


# --------------------------------------------------------------- Cor. 1 / Lemma 6 / Lemma 5 (loss level)


@st.composite
def _multi_head(draw: st.DrawFn, items: tuple[int, ...], n_max: int = 5,
                regimes: tuple[str, ...] = ("free", "free_many_heads", "many_small_heads", "many_heads_w0"),
                wide: bool = False) -> dict:
    """A dataset and an H-head point made of G groups of identical heads (H up to 10^12, exact reduction).

    `u_per_head` scales every U_h by 1/sqrt(H) (heads small, output O(1): the regime where beta_1, beta_2
    are tight); `labels` = sign makes all margins positive (l'/l -> 1), against makes them negative.
    Regime "curvature" (opt-in, see _curvature): where -lambda_min(Hess L^)/L^ is near (beta3/sqrt(H))/2.
    `wide`: one free draw in 4 spans far sizes (T = 128 with d = 1; n = 128 small samples; or T up to 128, d up
    to 8, n up to 128), token scales 10^-2 .. 2 10^2 and
    U, W scales up to 300 (n or T is cut so that the n G per-sample Hessians hold at most
    ~7 10^4 entries)."""
    seed = draw(SEEDS)
    # The item is a function of the seed, not a separate choice: with a drawn item, Hypothesis' target phase
    # collapses onto the items that reach score 1 (the tight ones) and never revisits the others.
    item = items[seed % len(items)]
    G = draw(st.integers(1, 3))
    # "free_many_heads" is "free" at H = 10^12: the H-exponent mutants die only at large H, which a free draw of
    # log H (Hypothesis prefers 0) reached too rarely for a robust kill (one draw in ~100)
    regime = draw(st.sampled_from(list(regimes)))
    if regime == "curvature":
        return {**draw(_curvature(n_max)), "G": G, "regime": regime, "item": item, "seed": seed}
    small = regime not in ("free", "free_many_heads")  # equal rows, H = 10^12, U_h = O(1/sqrt(H)), positive margins

    go_wide = wide and not small and draw(st.integers(0, 3)) == 3  # one free draw in 4 (0, the simplest: narrow)

    def wider(narrow: st.SearchStrategy, far: st.SearchStrategy) -> st.SearchStrategy:
        return far if go_wide else narrow

    shape = draw(st.sampled_from(["long", "many", "free"])) if go_wide else "narrow"
    if shape == "long":  # T = 128 tokens (d = 1, few samples)
        T, d, n = 128, 1, draw(st.integers(1, 3))
    elif shape == "many":  # n = 128 samples of small size
        T, d, n = draw(st.integers(1, 4)), draw(st.integers(1, 2)), 128
    else:
        T = draw(wider(st.integers(1, 5), st.integers(1, 128)))
        d = draw(wider(st.integers(1, 4), st.integers(1, 8)))
        n = 1 if small else draw(wider(st.integers(1, n_max), st.integers(1, 128)))
    while n * G * (T * d + d * d) ** 2 > 7e4 and (n > 1 or T > 1):  # cut n (even seeds) or T (odd) first
        if (seed % 2 == 0 or T == 1) and n > 1:
            n = max(1, n // 2)
        else:
            T = max(1, T // 2)
    return {"T": T, "d": d, "n": n, "G": G, "regime": regime,
            "logH": 12.0 if small or regime == "free_many_heads" else draw(st.one_of(st.sampled_from([0.0, 12.0]),
                                                                                      st.floats(0.0, 12.0))),
            "family": "equal_rows" if small else draw(st.sampled_from(FAMILIES)),
            # in the small regimes ||x_t|| = 1 first (R = 1 = ||x_t||: beta_1 and beta_2 are met with equality)
            "x_scale": draw(st.one_of(st.just(1.0), log_uniform(0.1, 5.0)) if small and wide else
                            wider(log_uniform(0.1, 5.0), st.one_of(st.sampled_from([0.01, 200.0]),
                                                                   log_uniform(0.01, 200.0)))),
            "u_scale": draw(st.one_of(st.just(0.0), wider(log_uniform(0.01, 30.0), st.one_of(
                st.just(300.0), log_uniform(1e-3, 300.0))))),
            "u_per_head": True if small else draw(st.booleans()),
            "w_scale": 0.0 if regime == "many_heads_w0" else draw(
                st.one_of(st.just(0.0), wider(log_uniform(0.01, 30.0), log_uniform(1e-3, 300.0)))),
            "labels": "sign" if small else draw(st.sampled_from(["sign", "random", "against"])),
            "item": item, "seed": seed}


def _curvature(n_max: int) -> st.SearchStrategy:
    """The fields of regime "curvature": the near-worst case of -lambda_min(Hess L^)/L^ against beta3/sqrt(H).

    Why: in the directions that sum to zero inside a group of identical heads the Hessian of L^ is exactly
    (1/n) sum_i l'_i y_i H^{-1/2} Hess Phi(X_i; theta_g) (no l'' term), and (a) |l'(z)|/l(z) -> 1 for large
    positive margins z, (b) at theta_g -> 0 with d = 1 and rows x_t = (-1)^t x (T even, ||x|| = R = 1) the
    U-W block of Hess Phi has norm sqrt(T) R^3, half of beta3 = 2 sqrt(T) R^3, while beta3's U-term vanishes.
    H = 10^12 heads with tiny (U_h, W_h) ~ 10^-3 still give margins z ~ sqrt(H) u w = O(1..100). Edges first
    (T = 2, d = 1, n = 1, alternating rows of norm 1, u = w = 0.003, `aligned`: u_t along x_t and W = w I/sqrt(d),
    so z = sqrt(2) 10^6 u tanh(w) ~ 13 for every seed (random U, W give z anywhere in (0, 30)), positive margins);
    the draws cover T 2..5 (T = 1 has no curvature; the other regimes cover it), d 1..4, every family, x scale
    0.1..5, u, w in [10^-3, 0.1], random (U, W) and every labelling."""
    return st.fixed_dictionaries({
        "T": st.integers(2, 5), "d": st.integers(1, 4), "n": st.integers(1, n_max), "logH": st.just(12.0),
        "family": st.sampled_from(["alternating", *FAMILIES]), "x_scale": st.one_of(st.just(1.0), log_uniform(0.1, 5.0)),
        "u_scale": st.one_of(st.just(0.003), log_uniform(1e-3, 0.1)), "u_per_head": st.just(False),
        "w_scale": st.one_of(st.just(0.003), log_uniform(1e-3, 0.1)), "aligned": st.sampled_from([True, False]),
        "labels": st.sampled_from(["sign", "random", "against"])})


def _build_multi(inst: dict, ctx: Ctx) -> tuple[torch.Tensor, ...]:
    dtype, dev = _dev(ctx)
    g = generator(inst["seed"])
    T, d, n, G = inst["T"], inst["d"], inst["n"], inst["G"]
    Xs = torch.stack([_tokens(inst["family"], T, d, inst["x_scale"], g, torch.float64) for _ in range(n)])
    Hn = max(G, int(round(10 ** inst["logH"])))
    w = torch.rand(G, generator=g, dtype=torch.float64) + 0.2
    m = torch.clamp(torch.floor(w / w.sum() * Hn), min=1.0)
    m[0] += Hn - m.sum()
    m = torch.clamp(m, min=1.0)
    H = float(m.sum())
    us = inst["u_scale"] / (math.sqrt(H) if inst["u_per_head"] else 1.0)
    Ug = torch.randn(G, T, d, generator=g, dtype=torch.float64) / math.sqrt(T * d) * us
    Wg = torch.randn(G, d, d, generator=g, dtype=torch.float64) / d * inst["w_scale"]
    if inst.get("aligned"):  # regime "curvature": u_t along x_t of the first sample, W = w I / sqrt(d) (same norms)
        X0 = Xs[0] / Xs[0].norm(dim=1, keepdim=True).clamp_min(1e-300)
        Ug = (X0 * us / math.sqrt(T)).expand(G, T, d).clone()
        Wg = (torch.eye(d, dtype=torch.float64) * inst["w_scale"] / math.sqrt(d)).expand(G, d, d).clone()
    out = M.mha_output(Xs, Ug, Wg, m)
    if inst["labels"] == "random":
        ys = torch.where(torch.rand(n, generator=g, dtype=torch.float64) < 0.5, 1.0, -1.0)
    else:
        s = torch.where(out >= 0, 1.0, -1.0)
        ys = s if inst["labels"] == "sign" else -s
    return tuple(t.to(dev, dtype) for t in (Xs, ys, Ug, Wg, m))


def _loss_measure(tight: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
        D = M.loss_derivatives(Xs, ys, Ug, Wg, m)
        nrm2inf, umax = M.param_norms(Ug, Wg)
        item = inst["item"]
        # (1) and (3) divided by L^ > 0 (computed from log l, exact where L^ underflows to 0: an instance whose
        # loss underflows is no longer "0 <= 0", i.e. tight, but measured)
        lhs = {1: D.grad_per_loss, 2: D.hess_norm, 3: -D.lam_min_per_loss}[item]
        R = max(1.0, float(Xs.norm(dim=2).max()))
        return Measurement(lhs, {"item": item, "T": inst["T"], "d": inst["d"], "H": float(m.sum()), "R": R,
                                 "nrm": umax if tight else nrm2inf},
                           {"x2inf": float(Xs.norm(dim=2).max()), "lam_min": D.lam_min, "L": D.loss,
                            "log_L": D.log_loss, "n": inst["n"]})
    return measure


def _cor1_mutant(kind: str):  # noqa: ANN202
    def f(item: int, T: int, d: int, H: float, R: float, nrm: float) -> float:
        b = B.cor1_per_loss(item, T, d, H, R, nrm)
        if kind == "(1) without the +1" and item == 1:
            return math.sqrt(T) * R * 2 * R**2 * nrm
        if kind == "(2) with beta1^2/8" and item == 2:
            return B.beta3(T, d, R, nrm) / math.sqrt(H) + B.beta1(T, R, nrm) ** 2 / 8
        if kind == "(3) with 1/H for 1/sqrt(H)" and item == 3:
            return B.beta3(T, d, R, nrm) / H
        if kind == "(3) without the U-term of beta3" and item == 3:
            return 2 * d * math.sqrt(T * d) * R**3 / math.sqrt(H)
        return b
    f.__name__ = f"cor1_{kind.replace(' ', '_').replace('^', '').replace('/', '_')}"
    return f


# the four regimes of _multi_head and "curvature" (-lambda_min/L^ near half of beta3/sqrt(H) at H = 10^12)
_COR1_REGIMES = ("free", "free_many_heads", "many_small_heads", "many_heads_w0", "curvature")
_COR1_MUTANTS = {k: _cor1_mutant(k) for k in ("(1) without the +1", "(2) with beta1^2/8",
                                              "(3) with 1/H for 1/sqrt(H)")}
_COR1_NOTES = ("Exact for H up to 10^12 heads: heads come in G <= 3 groups of identical heads and the full "
               "Hessian's spectrum is the union of a (G p)-dimensional symmetric block and the per-group "
               "antisymmetric blocks (models.mhgd.loss_derivatives, tested against the explicit H-head "
               "autograd Hessian). The item is a function of the drawn seed. (1) and (3) are checked divided by "
               "L^ > 0 (the same inequalities), with L^'s per-sample weights taken from log l(z_i): where every "
               "margin exceeds ~745 L^ underflows to 0 in float64 and the printed form would compare 0 with 0 "
               "(score exactly 1, counted as tight); the ratio is measured there instead. (1) and (2) are tight "
               "(all rows equal, U_h = O(1/sqrt(H)), H -> inf: ||grad Phi~|| = sqrt(T)R, l'/l -> 1 at large "
               "margins, l'' = 1/4 at U = 0), which kills the automatic 10 % mutant; (3) is at most about half its "
               "bound (the Hessian of Phi is, catalog section 2), so its mutants are a wrong H exponent and a "
               "dropped term. R = max(1, max ||x_t||), the smallest R Assumption 1 allows (every bound grows with "
               "R).")
_COR1_READINGS = (Reading("main-text beta3 2d sqrt(T) d", "beta_3 = 2d sqrt(T) d R^3 (...) as the main text prints it "
                          "(L131), read literally as 2 d^2 sqrt(T) R^3 (...); the appendix (Prop. 5 L608, eq. 63) "
                          "has 2 d sqrt(Td), which is checked as printed and is the smaller for d > 1",
                          bound=B.cor1_per_loss_main_text),)


_RARE_FAR = ("{what} is drawn (one free draw in 4 goes far, a third of those in this shape), but a ci run "
             "of 4 s on a loaded 2-core machine evaluates ~100 instances and does not always reach it (dev/deep do)")


def _cor1_domain(nrm_name: str, nrm_key: str = "nrm") -> tuple[Param, ...]:
    return (
        Param("T", 1, INF, integer=True, text="X in R^{T x d}, any T >= 1",
              unreached=_RARE_FAR.format(what="T = 128 (d = 1, n <= 3)")),
        Param("d", 1, INF, integer=True, text="any d >= 1",
              unreached="d > 8: the exact Hessian of L^ has (G (Td + d^2))^2 entries and each of the n G "
                        "per-sample Hessians (Td + d^2)^2; d = 100 (p >= 10^4 per head) is out of reach for an "
                        "exact eigendecomposition in a ci run"),
        Param("n", 1, INF, integer=True, text="any number of samples n >= 1", key="n",
              unreached=_RARE_FAR.format(what="n = 128 (T <= 4, d <= 2)")),
        Param("H", 1, INF, integer=True, text="any number of heads H >= 1", far=1e12),
        Param("R", 1, INF, far=100.0, text="Assumption 1: ||x_t|| <= R for some R >= 1 (R = max(1, max ||x_t||))",
              unreached=_RARE_FAR.format(what="a token scale up to 200")),
        Param(nrm_name, 0.0, INF, key=nrm_key, text="any theta~ (no norm bound)"),
    )


COR1 = Claim(
    id="mhgd.cor1",
    paper=PAPER,
    source=f"Corollary 1 (Loss properties), Sec. 3, L127-L131 (proof App. A.2, L774-L806), {SEED_FILE}",
    statement="Under Assumption 1: (1) ||grad L^|| <= beta1 L^, beta1 = sqrt(T)R(2R^2||theta~||_{2,inf} + 1); "
              "(2) ||Hess L^|| <= beta2 = beta3/sqrt(H) + beta1^2/4; (3) lambda_min(Hess L^) >= -beta3 L^/sqrt(H), "
              "beta3 = 2d sqrt(Td) R^3 (3 sqrt(d) R^2 ||theta~||_{2,inf} + 1) (main text prints 2d sqrt(T) d R^3).",
    kind="deterministic",
    comparison="<=",
    bound=B.cor1_per_loss,
    measure=_loss_measure(tight=False),
    strategy=lambda: _multi_head((3, 2, 1), regimes=_COR1_REGIMES, wide=True),
    notes=_COR1_NOTES + " Here nrm = ||theta~||_{2,inf} (max_h ||theta_h||, U and W).",
    mutants=dict(_COR1_MUTANTS),
    readings=_COR1_READINGS,
    domain=_cor1_domain("||theta~||_{2,inf}"),
    settings={"ci": {"max_examples": 300, "budget_s": 4.0}},
)

LEMMA6 = Claim(
    id="mhgd.lemma6",
    paper=PAPER,
    source=f"Lemma 6 (Tight version of Corollary 1), App. A.2, L778-L806, {SEED_FILE}",
    statement="Under Assumption 1 and logistic loss: (1) ||grad L^|| <= sqrt(T)R(2R^2 max_h||U_h||_F + 1) L^; "
              "(2) ||Hess L^|| <= (2d sqrt(T)dR^3/sqrt(H))(3 sqrt(d)R^2 max_h||U_h||_F + 1) + (TR^2/4)(2R^2 "
              "max_h||U_h||_F + 1)^2; (3) lambda_min(Hess L^) >= -(2d sqrt(T)dR^3/sqrt(H))(3 sqrt(d)R^2 "
              "max_h||U_h||_F + 1) L^.",
    kind="deterministic",
    comparison="<=",
    bound=B.cor1_per_loss,
    measure=_loss_measure(tight=True),
    strategy=lambda: _multi_head((3, 2, 1), regimes=_COR1_REGIMES, wide=True),
    notes=_COR1_NOTES + " Here nrm = max_h ||U_h||_F; 2d sqrt(T)d read as 2d sqrt(Td) as in Prop. 5.",
    mutants=dict(_COR1_MUTANTS),
    readings=_COR1_READINGS,
    domain=_cor1_domain("max_h ||U_h||_F"),
    settings={"ci": {"max_examples": 300, "budget_s": 4.0}},
)


def _lemma5_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    D = M.loss_derivatives(Xs, ys, Ug, Wg, m)
    _, umax = M.param_norms(Ug, Wg)
    item = inst["item"]
    return Measurement(D.model_grad_max if item == 1 else D.model_hess_max,
                       {"item": item, "T": inst["T"], "d": inst["d"], "H": float(m.sum()),
                        "R": max(1.0, float(Xs.norm(dim=2).max())), "umax": umax}, {})


def _lemma5_mutant(item_: int):  # noqa: ANN202
    def f(item: int, T: int, d: int, H: float, R: float, umax: float) -> float:
        if item == item_ == 1:
            return math.sqrt(T) * R * 2 * R**2 * umax  # without the +1
        if item == item_ == 2:
            return B.beta3(T, d, R, umax) / H  # 1/H for 1/sqrt(H)
        return B.lemma5(item, T, d, H, R, umax)
    f.__name__ = f"lemma5_mutant{item_}"
    return f


LEMMA5 = Claim(
    id="mhgd.lemma5",
    paper=PAPER,
    domain=_mh_domain(_MH_WIDE, n=False),
    source=f"Lemma 5, App. A.1, L755-L772, {SEED_FILE}",
    statement="Under Assumption 1: 1. ||grad Phi~(X; theta~)|| <= sqrt(T)R(2R^2 max_h||U_h||_F + 1); "
              "2. ||Hess Phi~(X; theta~)|| <= (2d sqrt(T)dR^3/sqrt(H))(3 sqrt(d)R^2 max_h||U_h||_F + 1).",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma5,
    measure=_lemma5_measure,
    strategy=lambda: _multi_head((2, 1), n_max=1, wide=True),
    notes="Exact for H up to 10^12 (group reduction). Item 1 is tight (all rows equal, U = 0); the Hessian "
          "item is about half its bound at most.",
    mutants={"1 without the +1": _lemma5_mutant(1), "2 with 1/H": _lemma5_mutant(2)},
    settings={"ci": {"max_examples": 500, "budget_s": 3.0}},
)


# ------------------------------------------------------------------------------------------ eq. (24)


def _eq24_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    q = M.loss_moments(Xs, ys, Ug, Wg, m)
    item = inst["item"]
    lhs = {1: q["Lp"] - q["L"], 2: q["L"], 3: q["Lpp"]}[item]
    return Measurement(lhs, {"item": item}, {"L": q["L"], "Lp": q["Lp"], "Lpp": q["Lpp"], "zmin": q["zmin"]})


def _eq24_corr_measure(inst: dict, ctx: Ctx) -> Measurement:
    ms = _eq24_measure(inst, ctx)
    ms.quantities["zmin"] = ms.terms["zmin"]
    return ms


EQ24 = Claim(
    id="mhgd.eq24",
    paper=PAPER,
    domain=_mh_domain("the search stops at its first confirmed violation (an erratum: L^ <= 1 fails at any "
                              "margin below -0.5413); " + _MH_WIDE),
    source=f"Eq. (24), App. A, L496-L504, {SEED_FILE}",
    statement="With L^'(theta) = (1/n) sum |l'(y_i Phi(X_i,theta))| and L^''(theta) = (1/n) sum |l''(...)|, for the "
              "logistic loss: L^'(theta) <= L^(theta) <= 1, and L^''(theta) <= 1/4.",
    kind="deterministic",
    comparison="<=",
    bound=B.eq24_as_printed,
    measure=_eq24_corr_measure,
    strategy=lambda: _multi_head((2, 2, 3, 1), wide=True),
    expect="erratum",
    evidence="L^(theta) <= 1 fails for every dataset with a margin y_i Phi~(X_i) < -0.5413 (log(1+e^{0.5413}) = 1): "
             "e.g. one sample with margin -2 gives L^ = log(1+e^2) = 2.127 > 1. Any theta and dataset are allowed "
             "by (24) (no assumption on margins), labels 'against' make every margin negative. The other two "
             "inequalities hold (|l'| <= l since l(z) >= sigmoid(-z); l'' = s(1-s) <= 1/4). The intended statement "
             "is probably L^' <= min(L^, 1) (|l'| <= 1), which is what the proofs use.",
    corrected=B.eq24_corrected,
    second_path="tests/test_mhgd_second_paths.py::test_eq24_loss_above_one",
    notes="Item 2 (L^ <= 1) is the erratum; the corrected bound keeps items 1 and 3 as printed and bounds L^ by "
          "log 2 + max(0, -min_i z_i). Item 3 is tight at zero margins (U = 0), which kills the automatic mutant.",
    mutants={"item 3 with 1/5": lambda item, zmin: 0.2 if item == 3 else B.eq24_corrected(item, zmin)},
    settings={"ci": {"max_examples": 120, "budget_s": 4.0}},
)


# ----------------------------------------------------------------------------------------- Lemma 18


@st.composite
def _lemma18_instances(draw: st.DrawFn) -> dict:
    """r with L scores >= A and T - L scores <= B, A > 2B (A, B anywhere in R), Gamma = threshold + s (s >= 0)."""
    T = draw(st.one_of(st.integers(2, 64), st.just(128)))
    L = draw(st.integers(1, T - 1))
    B_ = draw(st.one_of(st.sampled_from([0.0, -1.0, 1.0]), st.floats(-20.0, 20.0), st.sampled_from([-200.0, 200.0]),
                        st.floats(-200.0, 200.0)))
    gap = draw(st.one_of(st.sampled_from([1e-3, 1.0]), log_uniform(1e-3, 40.0), log_uniform(1e-3, 400.0)))
    A = 2 * B_ + gap if 2 * B_ + gap != 0 else 2 * B_ + 2 * gap
    eps = draw(st.one_of(log_uniform(1e-6, 10.0), log_uniform(1e-6, 1e3)))
    s = draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0)))
    spread = draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0)))
    return {"T": T, "L": L, "A": A, "B": B_, "gap": A - 2 * B_, "eps": eps, "s": s, "spread": spread,
            "seed": draw(SEEDS)}


def _lemma18_measure(inst: dict, ctx: Ctx) -> Measurement:
    dtype, dev = _dev(ctx)
    g = generator(inst["seed"])
    T, L, A, B_ = inst["T"], inst["L"], inst["A"], inst["B"]
    top = A + inst["spread"] * torch.rand(L, generator=g, dtype=torch.float64)
    bot = B_ - inst["spread"] * torch.rand(T - L, generator=g, dtype=torch.float64)
    top[-1], bot[0] = A, B_  # the assumptions' edges are attained
    r = torch.cat([torch.sort(top, descending=True).values, bot]).to(dev, dtype)
    Gamma = B.lemma18_threshold(T, L, A, inst["eps"]) + inst["s"]
    return Measurement(M.saturation_leak(r, L, Gamma), {"eps": inst["eps"], "A": A, "Gamma": Gamma},
                       {"threshold": Gamma - inst["s"]})


LEMMA18 = Claim(
    id="mhgd.lemma18",
    paper=PAPER,
    domain=(Param("T", 2, INF, integer=True, text="r in R^T, L in [T] (L < T for a tail)", unreached=_STOPS),
            Param("B", -INF, INF, text="B in R, A > 2B", unreached=_STOPS),
            Param("A - 2B", 0.0, INF, lo_closed=False, key="gap", text="A > 2B", unreached=_STOPS),
            Param("eps", 0.0, INF, lo_closed=False, text="any eps > 0")),
    source=f"Lemma 18 (Softmax saturation), App. E, L1486-L1510, {SEED_FILE}",
    statement="Let r in R^T with r_1 >= ... >= r_L >= A and B >= max{r_i : i > L}, for some L in [T] and A, B in R, "
              "with A > 2B. Fix any eps > 0 and Gamma >= (2/A) log((T/L - 1)/eps). Then a = phi(Gamma r) satisfies "
              "0 <= 1 - sum_{i<=L} a_i = sum_{i>L} a_i <= eps.",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma18,
    measure=_lemma18_measure,
    strategy=_lemma18_instances,
    assumptions=(Assumption("A > 2B", "A > 2B", lambda q: q["A"] - 2 * q["B"]),),
    expect="erratum",
    second_path="tests/test_mhgd_second_paths.py::test_lemma18_negative_threshold_allows_no_saturation",
    evidence="As printed (A, B in R, any eps > 0) the threshold can be negative: T=2, L=1, r=(-1,-1), A=B=-1 "
             "(A > 2B), eps=0.1 gives threshold (2/-1) log(1/0.1) = -4.61, so Gamma = 0 is allowed and the leak is "
             "1/2 > 0.1. Likewise with A > 0 but eps > T/L - 1 the threshold is negative and Gamma -> -inf puts all "
             "mass on the tail. The proof needs A > 0 and Gamma >= 0 (true in its use, Prop. 3, A ~ S^4 > 0).",
    corrected=B.lemma18_corrected,
    notes="Corrected: the printed bound eps when A > 0 and Gamma >= 0 (else only leak <= 1). With A > 0 and "
          "Gamma = threshold the proof's bound (T/L - 1) e^{-Gamma(A-B)} has slack e^{-Gamma(A/2 - B)}, tight as "
          "B -> A/2, so the 10 % mutant is reachable.",
    settings={"ci": {"max_examples": 300, "budget_s": 4.0}},
)


# ------------------------------------------------------------------------------------------- Fact 2


@st.composite
def _fact2_instances(draw: st.DrawFn) -> dict:
    """Two-point laws X in {a, b} subset [-B, B], P(X = b) = q; the tail probability is an exact binomial sum."""
    Bv = draw(st.one_of(log_uniform(0.1, 10.0), log_uniform(1e-3, 1e3)))
    lo = draw(st.one_of(st.just(-1.0), st.floats(-1.0, 1.0)))
    hi = draw(st.one_of(st.just(1.0), st.floats(-1.0, 1.0)))
    a, b = sorted((lo * Bv, hi * Bv))
    return {"H": draw(st.one_of(st.sampled_from([1, 2, 3]), st.integers(1, 2000))),
            "q": draw(st.one_of(st.just(0.5), st.floats(0.001, 0.999))), "a": a, "b": b, "B": Bv,
            "delta": draw(st.one_of(st.sampled_from([0.5, 0.9]), st.floats(1e-6, 0.999999)))}


def _fact2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = B.fact2_radius(inst["B"], inst["H"], inst["delta"])
    p = M.two_point_tail(inst["H"], inst["q"], inst["a"], inst["b"], r)
    return Measurement(p, {"delta": inst["delta"]}, {"radius": r})


FACT2 = Claim(
    id="mhgd.fact2",
    paper=PAPER,
    domain=(Param("H", 1, INF, integer=True, text="H IID copies"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1)"),
            Param("B", 0.0, INF, lo_closed=False, text="|X| <= B, any B > 0")),
    source=f"Fact 2, App. D, L1225-L1227, {SEED_FILE}",
    statement="Suppose X_h, h in [H], are IID realizations of X with E[X] = mu and |X| <= B a.s. Then for any "
              "delta in (0,1), with probability at least 1 - delta: |(1/H) sum_h X_h - mu| <= 2B sqrt(log(1/delta)/(2H)).",
    kind="probabilistic",
    comparison="<=",
    bound=B.fact2,
    measure=_fact2_measure,
    strategy=_fact2_instances,
    expect="erratum",
    evidence="Exact binomial enumeration: H = 1, X = +-B with q = 1/2, delta = 0.9: radius 2B sqrt(log(1/0.9)/2) "
             "= 0.459B < B = |X - mu| always, so the failure probability is 1 > 0.9. Two-sided Hoeffding with range "
             "2B at that radius gives 2 exp(-log(1/delta)) = 2 delta, not delta; the printed radius lacks the "
             "log(2/delta). Its use (Lemma 12) is affected by the same factor 2 in delta only.",
    corrected=B.fact2_corrected,
    second_path="tests/test_mhgd_second_paths.py::test_fact2_failure_probability_exceeds_delta",
    notes="The probability is exact (binomial sum), not Monte Carlo, so no interval is needed. Corrected bound: "
          "min(1, 2 delta) (Hoeffding).",
    settings={"ci": {"max_examples": 100, "budget_s": 3.0}},
)


# ------------------------------------------------------------------------------ DM1 (Sec. 5, Apps. D-F)


@st.composite
def _dm1(draw: st.DrawFn, items: tuple[int, ...] = (1,), S_lo: float = 0.05, S_hi: float = 10.0,
         noise_hi: float = 1.0, prop3: bool = False, T_max: int = 12, M_max: int = 3, n_max: int = 4,
         modes: tuple[str, ...] = DM.NOISE_MODES, M_far: int = 0, T_far: int = 0) -> dict:
    """A DM1 instance (Assumption 3) and n samples: sizes, S, the noise box (Z_mu, Z_nu as fractions of S^2,
    r_perp of S; prop3: Z_mu = Z_nu <= S^2/8) and the noise mode (uniform, box corners, adversarial, zero).
    The item is a function of the seed (see _multi_head). M_far > 0: M also up to M_far (d = M + 2 ..); T_far
    likewise for T."""
    seed = draw(SEEDS)
    # far sizes in 2 draws of 5 (the near range three times as one_of's first branches)
    T = draw(st.one_of(*[st.integers(2, T_max)] * 3, st.just(T_far), st.integers(2, T_far)) if T_far else
             st.integers(2, T_max))
    M_ = draw(st.one_of(*[st.integers(1, M_max)] * 3, st.just(M_far), st.integers(1, M_far)) if M_far else
              st.integers(1, M_max))
    S = draw(st.one_of(st.sampled_from([S_lo, 1.0, S_hi]), log_uniform(S_lo, S_hi)))
    frac = st.one_of(st.just(0.0), log_uniform(1e-3, noise_hi))
    if prop3:
        zmu = znu = draw(unit_interval()) * S**2 / 8
    else:
        zmu, znu = draw(frac) * S**2, draw(frac) * S**2
    L = draw(st.one_of(st.sampled_from([1, T - 1]), st.integers(1, T - 1)))  # the extreme sparsities first
    return {"T": T, "L": L, "M": M_, "d": M_ + 2 + draw(st.integers(0, 2)), "S": S,
            "Zmu": zmu, "Znu": znu, "rperp": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 1.0))) * S,
            "mode": draw(st.sampled_from(modes)), "n": draw(st.integers(1, n_max)),
            "item": items[seed % len(items)], "seed": seed}


def _with(base: st.SearchStrategy, **extra: st.SearchStrategy) -> st.SearchStrategy:
    """A DM1 instance strategy with claim-specific fields added."""
    return st.tuples(base, st.fixed_dictionaries(extra)).map(lambda ab: {**ab[0], **ab[1]})


def _dm1_build(inst: dict) -> tuple[DM.DM1, dict, torch.Generator]:
    g = generator(inst["seed"])
    dm = DM.make_dm1(inst["T"], inst["L"], inst["M"], inst["d"], inst["S"], inst["Zmu"], inst["Znu"],
                     inst["rperp"], g)
    return dm, DM.sample(dm, inst["n"], g, inst["mode"]), g


def _dm1_q(dm: DM.DM1) -> dict:
    return {"S": dm.S, "T": dm.T, "zeta": dm.zeta, "M": dm.M, "Zmu": dm.Zmu, "Znu": dm.Znu, "Z": dm.Z}


_DM1_SRC = "Data model DM1 and Assumption 3, Sec. 5, L201-L211"


def _dm1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, _ = _dm1_build(inst)
    xmax = float(s["X"].norm(dim=-1).max())
    return Measurement(max(1.0, xmax), {"S": dm.S, "Z": dm.Z, "Znu": dm.Znu, "M": dm.M},
                       {"max_token_norm": xmax, "R_printed": dm.R_printed})


_DM1_STOP = ("the literal reading's search stops at its first confirmed violation (S small, typically the first "
             "instances); the generator spans S in [1e-3, 200], M in 1..128, Z_nu and Z up to S^2 (noise box as a "
             "fraction of S^2), which the reading 'evident max(1, .)' searches in full")

DM1_CLAIM = Claim(
    id="mhgd.dm1",
    paper=PAPER,
    source=f"{_DM1_SRC} (Assumption 1: L125), {SEED_FILE}",
    statement="Under Assumption 3 (orthogonal patterns of norm S, |<z, mu_y>| <= Z_mu, |<z, nu_l>| <= Z_nu/M, "
              "||z|| <= Z): 'Assumption 1 is satisfied with R = sqrt(S^2 + Z^2 + 2 Z_nu/M)', where Assumption 1 "
              "asks ||x_t|| <= R for some R >= 1. Checked as max(1, max_t ||x_t||) <= R.",
    kind="deterministic",
    comparison="<=",
    bound=B.dm1_R,
    measure=_dm1_measure,
    strategy=lambda: _dm1(S_lo=1e-3, S_hi=200.0, modes=("corners", "uniform", "adv"), M_far=128),
    expect="erratum as printed",
    readings=(Reading("evident max(1, .)", "'Assumption 1 is satisfied with R = sqrt(S^2 + Z^2 + 2Z_nu/M)' read as "
                      "R = max(1, sqrt(S^2 + Z^2 + 2Z_nu/M)): the token-norm part of Assumption 1 with its R >= 1 "
                      "restored (the reading every later use of R needs); holds, tight at box corners",
                      bound=B.dm1_R_corrected),),
    evidence="As printed (read literally: the stated R satisfies Assumption 1, which asks R >= 1) it fails whenever "
             "S^2 + Z^2 + 2Z_nu/M < 1 (weak signal), e.g. S = 0.05, no noise: R = 0.05 < 1 (Corollary 1's "
             "constants use R >= 1 in their simplifications). Under the evident reading R = max(1, sqrt(...)) it "
             "holds: the token-norm part ||nu_j + z||^2 = S^2 + 2<nu_j, z> + ||z||^2 <= S^2 + 2Z_nu/M + Z^2 is right "
             "and tight (box corners). Our sampler puts every token inside the Assumption-3 box and uses its "
             "largest norm as Z. R >= 1 is read as a constraint on R (not on the data) in every mhgd claim "
             "(Prop. 1 items 5-6, Cor. 1, Lemmas 5, 6 take R = max(1, max ||x_t||)).",
    second_path="tests/test_mhgd_second_paths.py::test_dm1_printed_R_below_one",
    notes="The evident reading's R = max(1, sqrt(S^2 + Z^2 + 2Z_nu/M)) is tight at a box corner with "
          "<nu_j, z> = Z_nu/M and ||z|| = Z, which kills the 'R without 2Z_nu/M' mutant.",
    domain=(
        Param("S", 0.0, INF, lo_closed=False, text="signal strength S > 0 (Assumption 3)", unreached=_DM1_STOP),
        Param("M", 1, INF, integer=True, text="M >= 1 label-irrelevant patterns", unreached=_DM1_STOP),
        Param("Z_nu", 0.0, INF, key="Znu", text="|<z, nu_l>| <= Z_nu/M, any Z_nu >= 0", unreached=_DM1_STOP),
        Param("Z", 0.0, INF, text="||z|| <= Z, any Z >= 0", unreached=_DM1_STOP),
    ),
    mutants={"R without 2Z_nu/M": lambda S, Z, Znu, M: max(1.0, math.sqrt(S**2 + Z**2))},  # noqa: ARG005
    settings={"ci": {"max_examples": 60, "budget_s": 5.0}},
)


def _eq132_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, _ = _dm1_build(inst)
    Ulin = dm.U_star() / (dm.S * math.sqrt(2 * dm.T))
    marg = s["y"] * (s["X"] * Ulin).sum((1, 2))
    return Measurement(float(marg.min()), {"S": dm.S, "T": dm.T, "zeta": dm.zeta, "Zmu": dm.Zmu},
                       {"mean_margin": float(marg.mean())})


EQ132 = Claim(
    id="mhgd.eq132",
    paper=PAPER,
    domain=_dm1_domain(_DM1_WIDE),
    source=f"Eq. (132) (linear model margin gamma_lin), App. F, L1570-L1582, {SEED_FILE}",
    statement="For Phi_lin(X; U) = <U, X> and U_* = 1_T u_*^T/(S sqrt(2T)) (||U_*||_F = 1), almost surely under "
              "DM1 and Assumption 3: y Phi_lin(X; U_*) >= (S sqrt(T)/sqrt2)(zeta - 2(1-zeta) Z_mu/S^2) =: gamma_lin.",
    kind="deterministic",
    comparison=">=",
    bound=B.gamma_lin,
    measure=_eq132_measure,
    strategy=lambda: _dm1(S_lo=1e-3, S_hi=200.0, M_far=128, T_far=256),
    notes="Tight at the adversarial noise corner y<z, u_*> = -2Z_mu on every irrelevant token (mode 'adv').",
    mutants={"(1-zeta) Z_mu/S^2 without the 2": lambda S, T, zeta, Zmu: S * math.sqrt(T) / math.sqrt(2) * (
        zeta - (1 - zeta) * Zmu / S**2)},
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)


def _eq128_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, _ = _dm1_build(inst)
    r = DM.relevance_scores(s["X"], dm.W_star())  # (n, T, T): r[i, t, t']
    rel = s["rel"]
    item = inst["item"]
    row = rel[:, :, None] if item == 3 else ~rel[:, :, None]
    col = rel[:, None, :] if item == 1 else ~rel[:, None, :]
    sel = r[(row & col).expand_as(r)]
    lhs = float(-sel.min()) if item == 1 else float(sel.max())
    return Measurement(lhs, {"item": item, "S": dm.S, "Zmu": dm.Zmu, "Znu": dm.Znu}, {})


EQ108 = Claim(
    id="mhgd.eq108-110",
    paper=PAPER,
    domain=_dm1_domain(_EQ108_WHY, n=True),
    source=f"Eqs. (108)-(110), App. D.2.3, L1320-L1334; (127)-(129), App. E.1, L1516-L1540, {SEED_FILE}",
    statement="With r_t = X W_*^T x_t, W_* = mu_+ mu_+^T + mu_- mu_-^T + sum_l nu_l (mu_+ + mu_-)^T: for t in R, "
              "[r_t]_{t'} = S^4 (t' in R) and S^2 mu_y^T z_{t'} <= S^2 Z_mu (t' in R^c) (108)-(109); for t in R^c "
              "the expressions (110), whence [r_t]_{t'} >= S^4 - S^2(Z_mu + Z_nu) =: A (t' in R) and "
              "<= 2(Z_mu^2 + Z_mu Z_nu + S^2 Z_mu) =: B (t' in R^c) (128)-(129).",
    kind="deterministic",
    comparison="<=",
    bound=B.eq128,
    measure=_eq128_measure,
    strategy=lambda: _dm1(items=(1, 2, 3), M_max=2, modes=("corners", "uniform")),
    atol=1e-9,
    notes="Items: 1 the lower bound A (encoded -r <= -A), 2 the upper bound B, 3 the bound S^2 Z_mu of (109). "
          "All three are attained at box corners (the sign pattern of the noise coefficients), which kills the "
          "automatic mutant. atol = 1e-9: the scores are sums of size S^4 <= 10^4 (rounding ~1e-12). The exact expressions (108), (110) are tested against X W_* X^T in "
          "tests/test_mhgd.py (models.mhgd_dm1.relevance_formulas). Typo noted by the catalog: 'A >= 3/4 S^4 > "
          "1.25/4 S^4 >= 2B' should read 2B <= 2.5/4 S^4 (the conclusion A > 2B holds).",
    mutants={"B without its Z_mu Z_nu term": lambda item, S, Zmu, Znu: (
                 2 * (Zmu**2 + S**2 * Zmu) if item == 2 else B.eq128(item, S, Zmu, Znu)),
             "A with Z_mu only": lambda item, S, Zmu, Znu: (
                 -(S**4 - S**2 * Zmu) if item == 1 else B.eq128(item, S, Zmu, Znu))},
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
)


def _eps_draw() -> st.SearchStrategy:
    return st.one_of(st.sampled_from([1e-4, 0.5, 1.0]), log_uniform(1e-4, 10.0))


def _prop3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, _ = _dm1_build(inst)
    eps = inst["eps"] if inst["eps_rel"] <= 0 else inst["eps_rel"] * (1 / dm.zeta - 1)
    Gamma = B.prop3_threshold(dm.S, dm.M, dm.zeta, eps) + inst["s"]
    Uo, Wo = dm.theta_opt()
    item = inst["item"]
    if item == 1:
        lhs = float(DM.leak(s["X"], s["rel"], Gamma * Wo).max())
    else:
        lhs = float(-DM.attention_margin(s["X"], s["y"], Uo, Gamma * Wo).min())
    return Measurement(lhs, {"item": item, "eps": eps, "T": dm.T, "S": dm.S, "Zmu": dm.Zmu, "Gamma": Gamma},
                       {"threshold": Gamma - inst["s"], "zeta": dm.zeta})


PROP3 = Claim(
    id="mhgd.prop3",
    paper=PAPER,
    domain=_dm1_domain(_DM1_STOPS),
    source=f"Proposition 3 (attention expressivity), Sec. 5.3, L279-L285; proof App. E.1, L1512-L1568, {SEED_FILE}",
    statement="Single head. Suppose Z_mu = Z_nu <= S^2/8. For any eps > 0 and Gamma_eps >= (8 sqrt(2(M+1))/(3S^2)) "
              "log((1/zeta - 1)/eps): (10) for all t, sum_{t' in R^c} phi_{t'}(x_t^T Gamma_eps W_opt X^T) <= eps; "
              "(11) a.s. y Phi(X; U_opt, Gamma_eps W_opt) >= gamma_attn(eps) = (sqrt(T)/(sqrt2 S))(S^2(1-eps) - "
              "2 eps Z_mu), with U_opt = U_*/(S sqrt(2T)), W_opt = W_*/(S^2 sqrt(2(M+1))) (eq. 9).",
    kind="construction",
    comparison="<=",
    bound=B.prop3_printed,
    measure=_prop3_measure,
    strategy=lambda: _with(_dm1(items=(1, 2), S_lo=0.05, S_hi=20.0, prop3=True, modes=("corners", "adv", "zero")),
                           eps=_eps_draw(), eps_rel=st.one_of(st.just(0.0), st.floats(0.3, 3.0)),
                           s=st.one_of(st.just(0.0), log_uniform(1e-3, 1e3))),
    assumptions=(Assumption("Z_mu = Z_nu <= S^2/8", "noise level of Prop. 3",
                            lambda q: q["S"] ** 2 / 8 - q["Zmu"]),),
    expect="erratum",
    second_path="tests/test_mhgd_second_paths.py::test_prop3_negative_threshold",
    evidence="When eps > 1/zeta - 1 (possible for zeta > 1/2) the printed threshold is negative, so a negative "
             "Gamma_eps is allowed and the attention goes to the irrelevant tokens: e.g. T = 10, |R| = 9, M = 1, "
             "S = 1, no noise, eps = 0.5, Gamma = threshold = (8*2/3) log(0.111/0.5) = -8.02: the leak is "
             "e^{8.02/2}/(e^{8.02/2} + 9) = 0.86 > 0.5 and the margin is below gamma_attn(0.5). Same root as "
             "Lemma 18 (mhgd.lemma18): the proof needs Gamma >= 0. With Gamma >= 0 both items hold.",
    corrected=B.prop3_corrected,
    notes="Item 2 is encoded as -y Phi <= -gamma_attn(eps). eps is drawn log-uniform on [1e-4, 10] or relative "
          "to 1/zeta - 1 (where the threshold crosses 0). Corrected: the printed bounds for Gamma >= 0 (tight: "
          "leak -> 1 - zeta = zeta eps at Gamma = 0 when eps = 1/zeta - 1, margin -> gamma_attn as eps -> 0), "
          "trivial ones for Gamma < 0.",
    mutants={"gamma_attn without the 1 - eps": lambda item, eps, T, S, Zmu, Gamma: (
                 -(math.sqrt(T) / (math.sqrt(2) * S)) * (S**2 - 2 * eps * Zmu)
                 if item == 2 and Gamma >= 0 else B.prop3_corrected(item, eps, T, S, Zmu, Gamma))},
    settings={"ci": {"max_examples": 100, "budget_s": 4.0}},
)


def _sec7_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, _ = _dm1_build(inst)
    eps = inst["eps"]
    Gamma = B.sec7_threshold(dm.S, dm.zeta, eps) + inst["s"]
    Uo, Wo = dm.theta_opt()
    lhs = float(-DM.attention_margin(s["X"], s["y"], Uo, Gamma * Wo).min())
    return Measurement(lhs, {"eps": eps, "T": dm.T, "S": dm.S, "Zmu": dm.Zmu, "M": dm.M, "zeta": dm.zeta,
                             "Gamma": Gamma}, {"prop3_threshold": B.prop3_threshold(dm.S, dm.M, dm.zeta, eps)})


SEC7 = Claim(
    id="mhgd.sec7.restatement",
    paper=PAPER,
    domain=_dm1_domain(_DM1_STOPS),
    source=f"Sec. 7 restatement of Prop. 3, L381-L383, {SEED_FILE}",
    statement="For DM1 there is theta_opt = (U_opt, W_opt) with ||theta_opt|| = sqrt2 such that y Phi(X; U_opt, "
              "Gamma_eps W_opt) = (S sqrt(T)/sqrt2)((1-eps) - 2 eps Z_mu/S) for all Gamma_eps >= "
              "log((1/zeta - 1)/eps)/S and any eps in (0,1) (encoded as >=, the direction of Prop. 3 (11)).",
    kind="construction",
    comparison="<=",
    bound=B.sec7_printed,
    measure=_sec7_measure,
    strategy=lambda: _with(_dm1(S_lo=0.05, S_hi=20.0, prop3=True, modes=("corners", "adv", "zero")),
                           eps=st.one_of(st.sampled_from([1e-4, 0.01, 0.5]), st.floats(1e-4, 0.999)),
                           s=st.one_of(st.just(0.0), log_uniform(1e-3, 1e4))),
    assumptions=(Assumption("Z_mu = Z_nu <= S^2/8", "Prop. 3's noise level", lambda q: q["S"] ** 2 / 8 - q["Zmu"]),),
    expect="erratum",
    second_path="tests/test_mhgd_second_paths.py::test_sec7_threshold_too_small",
    evidence="The Sec. 7 threshold log((1/zeta-1)/eps)/S lacks Prop. 3's factor 8 sqrt(2(M+1))/(3S): e.g. T = 10, "
             "|R| = 1, M = 1, S = 1, no noise, eps = 0.01, Gamma = log(900) = 6.80: the softmax weight on the "
             "relevant token is e^{3.40}/(e^{3.40} + 9) = 0.77 (not >= 0.99), so y Phi = 2.24*0.77 = 1.72 < 2.21 = "
             "(S sqrt(T)/sqrt2)(1 - eps). The printed right side also has Z_mu/S where (11) has Z_mu/S^2.",
    corrected=B.sec7_corrected,
    notes="Corrected: Prop. 3's gamma_attn(eps) once Gamma >= the Prop. 3 threshold (and >= 0), else the trivial "
          "margin bound. Large s (Gamma well above Prop. 3's threshold) with eps -> 0 makes the corrected bound "
          "tight, which kills the automatic mutant.",
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
)


def _lemma13_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, g = _dm1_build(inst)
    X, y = s["X"], s["y"]
    d = dm.d
    P = inst["P"]

    def marg(p: torch.Tensor) -> torch.Tensor:  # E_alpha, exact (two-point average)
        return 0.5 * (DM.lemma13_parts(dm, X, y, p, 1.0) + DM.lemma13_parts(dm, X, y, p, -1.0))

    z0 = marg(torch.zeros(d, dtype=torch.float64))
    i = int(z0.argmin())
    if P > 0:  # the margin is affine in p: the worst p of norm P is -P grad/||grad|| (exact differences)
        gr = torch.stack([marg(e)[i] - z0[i] for e in torch.eye(d, dtype=torch.float64)])
        p = -P * gr / gr.norm().clamp_min(1e-300) if inst["p_worst"] else \
            P * (v := torch.randn(d, generator=g, dtype=torch.float64)) / v.norm()
    else:
        p = torch.zeros(d, dtype=torch.float64)
    m = marg(p)
    return Measurement(float(m.min()), {"version": 13, **_dm1_q(dm), "P": P},
                       {"gamma_lin": B.gamma_lin(dm.S, dm.T, dm.zeta, dm.Zmu)})


def _gstar_no2(version: int, S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float, Z: float,
               P: float) -> float:
    """A planted slip: gamma_lin's 2(1-zeta)Z_mu/S^2 without the 2."""
    return (B.gamma_star(version, S, T, zeta, M, Zmu, Znu, Z, P) - B.gamma_lin(S, T, zeta, Zmu)
            + S * math.sqrt(T) / math.sqrt(2) * (zeta - (1 - zeta) * Zmu / S**2))


LEMMA13 = Claim(
    id="mhgd.lemma13",
    paper=PAPER,
    domain=_dm1_domain(_DM1_NARROW, n=True),
    source=f"Lemma 13, App. D.2.3, L1277-L1396, {SEED_FILE}",
    statement="With theta^(1) = (alpha 1_T(zeta/2 u_*^T + p^T), 0) (eq. 102), ||p|| <= P, theta_* = (U_*/||U_*||_F, "
              "sign(alpha) W_*/||W_*||_F): for any (X, y) from DM1 under Assumption 3, E_alpha y <grad Phi(X; "
              "theta^(1)), theta_*> >= gamma_* := T(1-zeta)zeta/(4 sqrt(2(M+1))) (zeta S^4 - 7 Zb S^2 - 12 Zb^2 - "
              "16 Zb^3/S^2) - P T^{5/2}(S+Z)^3 + (S sqrt(T)/sqrt2)(zeta - 2(1-zeta)Z_mu/S^2), Zb = Z_mu v Z_nu.",
    kind="deterministic",
    comparison=">=",
    bound=B.gamma_star,
    measure=_lemma13_measure,
    strategy=lambda: _with(_dm1(S_lo=0.1, S_hi=10.0, noise_hi=1.0, modes=("adv", "corners", "uniform", "zero")),
                           P=st.one_of(st.just(0.0), log_uniform(1e-4, 0.05)), p_worst=st.booleans()),
    notes="E_alpha is exact (the two values alpha = +-1 coincide, catalog). The margin is affine in p, so the worst "
          "p of norm P (against the smallest-margin sample) is exact. Z is the largest noise norm of the box. The "
          "U-part equals gamma_lin at the adversarial noise corner and the W-part is small for small S, so the bound "
          "is tight there (kills the automatic mutant). Mutants: the main-text eq. (7) version of gamma_* (which "
          "divides gamma_lin too, and fails when its bracket is negative) and a dropped 2 in gamma_lin.",
    mutants={"gamma_lin term without the 2": _gstar_no2},
    settings={"ci": {"max_examples": 80, "budget_s": 4.0}},
)


def _lemma16_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, g = _dm1_build(inst)
    X, y = s["X"], s["y"]
    alpha = 1.0 if inst["alpha_pos"] else -1.0
    U1, W1 = DM.first_phase_autograd(X, y, 10.0 ** inst["logH"], alpha)
    item = inst["item"]
    r = torch.randn(*(U1.shape if item != 3 else W1.shape), generator=g, dtype=torch.float64)
    val = U1 if item != 3 else W1
    n1, T = X.shape[0], dm.T
    if item == 1:
        closed = alpha * X.new_tensor(np.asarray(
            (y.numpy()[:, None] * X.sum(1).numpy()).sum(0) / (2 * n1 * T)))
    else:  # (120): zeta alpha/2 u_* + p_1 + p_2, with n read as n1
        mu_y = torch.where(y[:, None] > 0, dm.mu_p[None], dm.mu_m[None])
        p1 = dm.zeta * alpha / 2 * ((y[:, None] * mu_y).mean(0) - dm.u_star)
        irr = torch.where(s["rel"][..., None], torch.zeros_like(X), X).sum(1)  # sum_{t in R^c} (nu_j + z)
        p2 = alpha * (1 - dm.zeta) / 2 * (y[:, None] * irr).mean(0) / ((1 - dm.zeta) * T)
        closed = dm.zeta * alpha / 2 * dm.u_star + p1 + p2
    scale = max(float(val.norm()), float(closed.norm()) if item != 3 else 0.0, 1e-300)
    rhs = float((r * closed.expand(T, dm.d)).sum()) / scale if item != 3 else 0.0
    return Measurement(float((r * val).sum()) / scale, {"item": item, "value": rhs},
                       {"autograd_norm": float(val.norm())})


LEMMA16 = Claim(
    id="mhgd.lemma16",
    paper=PAPER,
    domain=_dm1_domain(_DM1_WIDE_N, n=True),
    source=f"Lemma 16, App. D.3, L1434-L1452, {SEED_FILE}",
    statement="With theta_h^(0) = 0 and theta_h^(1) = -alpha_h sqrt(H) grad_{theta_h} L^_{n1}(0): W_h^(1) = 0 and "
              "U_h^(1) has identical rows, all equal to (alpha_h/(2 n1 T)) sum_i y_i sum_t x_{i,t} = (zeta alpha_h/2) "
              "u_* + p_1 + p_2 with p_1 = (zeta alpha_h/2)((1/n1) sum_i y_i mu_{y_i} - u_*), p_2 = (alpha_h(1-zeta)/2)"
              "(1/n1) sum_i y_i (1/((1-zeta)T)) sum_{t in R_i^c}(nu_{j_t} + z_{i,t}) (120).",
    kind="deterministic",
    comparison="==",
    bound=B.lemma16,
    measure=_lemma16_measure,
    strategy=lambda: _with(_dm1(items=(1, 2, 3), n_max=8, S_lo=1e-3, S_hi=200.0, M_far=128, T_far=256), logH=st.one_of(st.just(0.0), st.floats(0.0, 12.0)),
                           alpha_pos=st.booleans()),
    rtol=1e-9,
    atol=1e-12,
    notes="Autograd of the H-head loss at 0 (one group of H identical zero heads, exact) against the closed forms, "
          "through a random projection normalised by the value's norm. Items: 1 the row (L1450), 2 the "
          "decomposition (120) (n read as n1), 3 W^(1) = 0. The catalog's 'p_1 spans the first group' reading "
          "is used for (120); the identity is algebraic, but see mhgd.lemma2 for what p_1 does as n1 grows.",
    mutants={"without l'(0) = 1/2": lambda item, value: 2 * value if item == 1 else B.lemma16(item, value)},
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)


def _lemma2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, _, g = _dm1_build({**inst, "n": 1})
    grid = [32, 64, 128, 256, 512, 1024]
    reps, delta = 40, inst["delta"]
    q = []
    for n1 in grid:
        norms = []
        for _ in range(reps):
            s = DM.sample(dm, n1, g, inst["mode"])
            p = DM.first_phase_row(s["X"], s["y"]) - dm.zeta / 2 * dm.u_star
            norms.append(float(p.norm()))
        q.append(float(np.quantile(norms, 1 - delta)))
    fit = fit_exponent(np.array(grid, float), np.array(q))
    return Measurement(fit.exponent, {}, {"q_first": q[0], "q_last": q[-1], "zeta_u_over_4": dm.zeta * dm.S *
                                          math.sqrt(2) / 4, "r2": fit.r2}, lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMA2 = Claim(
    id="mhgd.lemma2",
    paper=PAPER,
    domain=_dm1_domain(_DM1_STOPS),
    source=f"Lemma 2 (First phase), Sec. 5.1, L219-L227 (proof: Lemmas 16, 17, App. D.3, L1430-L1472), {SEED_FILE}",
    statement="After the first gradient step from 0, U_h^(1) = alpha_h 1_T(zeta/2 u_*^T + p^T) and W_h^(1) = 0, "
              "where w.p. >= 1 - delta over the labels ||p|| <= C(2S+Z)(sqrt(d/n1) + sqrt(log(1/delta)/n1)) for a "
              "universal C (main text L223: ||U_h^(1) - (zeta alpha_h/2) 1_T u_*^T||_F = O(1/sqrt(n1))).",
    kind="rate",
    comparison="<=",
    bound=B.lemma2_exponent,
    measure=_lemma2_measure,
    strategy=lambda: _with(_dm1(S_lo=0.3, S_hi=3.0, T_max=8, M_max=2, modes=("uniform", "corners")),
                           delta=st.sampled_from([0.1, 0.5])),
    constants="hidden",
    expect="erratum",
    second_path="tests/test_mhgd_second_paths.py::test_lemma2_p_does_not_vanish",
    evidence="E[y mu_y] = (mu_+ - mu_-)/2 = u_*/2 for equiprobable labels, so the first-phase row (1/(2 n1 T)) sum_i "
             "y_i sum_t x_{i,t} tends to (zeta/4) u_*, not (zeta/2) u_*: p -> -(zeta/4) u_*, ||p|| -> zeta S/(2 "
             "sqrt2) > 0. Without noise it is deterministic: y mu_y . u_* = S^2 for both labels, so p . u_* = "
             "(zeta/2)S^2 - zeta S^2 = -zeta S^2/2 for every label draw and every n1, hence ||p|| >= zeta S/(2 sqrt2) "
             "(independent reviewer: the identity holds exactly in simulations at n1 = 10, 1000, 1e5). "
             "Lemma 17's proof uses E[X_v] = <v, u_*> (L1466) where it is <v, u_*>/2. Measured: the "
             "(1-delta)-quantile of ||p|| over n1 = 32..1024 (40 label draws each) has a fitted exponent whose "
             "whole 99% interval lies above -1/2 (near 0; e.g. T=2, |R|=1, S=1: ||p|| -> 0.177 = zeta S/(2 sqrt2)), "
             "while ||row - (zeta/4)u_*|| decays as n1^{-1/2} (tests/test_mhgd.py). The row formula itself "
             "(Lemma 16) matches autograd (mhgd.lemma16).",
    corrected=B.lemma2_corrected,
    notes="Hidden C: only the rate is checked (fitted log-log exponent of the (1-delta)-quantile of ||p|| against n1, "
          "99% interval; violated only when the whole interval is above the claimed exponent). Corrected: p does "
          "not vanish (exponent <= 0); the row concentrates around (zeta/4)u_* at rate n1^{-1/2}. Downstream, "
          "Prop. 2/Lemma 13 are stated for theta^(1) with zeta/2 and a small P: for the actual iterate either "
          "P ~ zeta S/(2 sqrt2) (and the P-term of gamma_* dominates) or zeta/2 must be read zeta/4.",
    mutants={"exponent -1/4": lambda: -0.25},
    settings={"ci": {"max_examples": 6, "budget_s": 4.0}},
)


def _lemma12_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, _ = _dm1_build({**inst, "n": 1})
    X = s["X"][0]
    sx = X.sum(0)
    P = inst["P"]
    p = P * sx / sx.norm().clamp_min(1e-300)  # ||p|| = P, aligned with sum_t x_t: the largest |c(X)|
    c = float((dm.zeta / 2 * dm.u_star + p) @ sx)  # Phi~ = c (sum_h alpha_h)/sqrt(H) (W^(1) = 0)
    H = inst["H"]
    R = max(1.0, dm.R_printed)
    rad = B.lemma12_radius(dm.T, R, dm.S, P, inst["delta"])
    tail = DM.rademacher_tail(H, rad * math.sqrt(H) / abs(c)) if c != 0 else 0.0
    return Measurement(tail, {"delta": inst["delta"]}, {"c": c, "radius": rad, "H": H})


LEMMA12 = Claim(
    id="mhgd.lemma12",
    paper=PAPER,
    domain=_dm1_domain(_DM1_STOPS),
    source=f"Lemma 12 (Initialization bound), App. D.2.2, L1251-L1271, {SEED_FILE}",
    statement="For any X from DM1 under Assumption 3 and the initialization (102) (alpha_h IID Unif(+-1)), for any "
              "delta in (0,1), w.p. >= 1 - delta: |Phi~(X; theta~^(1))| <= T R (S+P) sqrt(2 log(1/delta)).",
    kind="probabilistic",
    comparison="<=",
    bound=B.lemma12,
    measure=_lemma12_measure,
    strategy=lambda: _with(_dm1(S_lo=0.1, S_hi=10.0, modes=("corners", "uniform", "zero")),
                           H=st.one_of(st.just(1), st.sampled_from([2, 3]), st.integers(1, 1000)),
                           P=st.one_of(st.just(1.0), st.just(0.0), st.floats(0.0, 1.0)),
                           delta=st.one_of(st.sampled_from([0.95, 0.99]), st.just(0.5), st.floats(1e-6, 0.999999))),
    expect="erratum",
    second_path="tests/test_mhgd_second_paths.py::test_lemma12_failure_probability_one",
    evidence="Exact binomial probability over alpha (Phi~ = c(X) sum_h alpha_h / sqrt(H) since W^(1) = 0, c(X) = "
             "(zeta/2 u_* + p)^T sum_t x_t): H = 1, T = 2, |R| = 1, S = 1, no noise (R = 1), y = 1, P = 1 with p "
             "along sum_t x_t, delta = 0.95: |Phi~| = |c| = 1/4 + sqrt2 = 1.66 always, above the radius "
             "T R (S+P) sqrt(2 log(1/0.95)) = 1.28, so the failure probability is 1 > 0.95 (the search finds such "
             "cases for delta near 1 and small H). Root cause as Fact 2 (mhgd.fact2): two-sided Hoeffding at that "
             "radius gives 2 delta, not delta.",
    corrected=B.fact2_corrected,
    notes="Exact (binomial sums over the number of alpha_h = +1), no Monte Carlo. p of norm P is aligned with "
          "sum_t x_t (largest |c|). R = max(1, sqrt(S^2 + Z^2 + 2Z_nu/M)). Corrected: min(1, 2 delta).",
    settings={"ci": {"max_examples": 150, "budget_s": 4.0}},
)


def _zero_init_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, s, _ = _dm1_build(inst)
    T, d = dm.T, dm.d
    Us = dm.U_star()
    z = torch.zeros(T, d, dtype=torch.float64), torch.zeros(d, d, dtype=torch.float64)
    # H identical zero heads, theta~_* = (sqrt2 U_*/(||U_*|| sqrt(H)), 0) per head: margin = sqrt2 <grad_U Phi, U_*/||U_*||>
    m = DM.ntk_margin(s["X"], s["y"], z[0], z[1], math.sqrt(2) * Us / Us.norm(), z[1])
    return Measurement(float(m.min()), {"S": dm.S, "T": dm.T, "zeta": dm.zeta, "Zmu": dm.Zmu}, {})


ZERO_INIT = Claim(
    id="mhgd.remark.zero-init",
    paper=PAPER,
    domain=_dm1_domain(_DM1_NARROW, n=True),
    source=f"Catalog remark (not a claim of the paper), relates to L217 ('we cannot directly show theta~(0) = 0 is "
           f"good'), {SEED_FILE}",
    statement="theta~^(0) = 0 is a good initialization for DM1 (Definition 1): P1 with B2 = 1, P2 with B_Phi = 1 "
              "(Phi~(X; 0) = 0), and P3 with gamma = sqrt2 gamma_lin, witnessed by theta~_* = (sqrt2 U_*/(||U_*|| "
              "sqrt(H)), 0)_h (||theta~_*|| = sqrt2).",
    kind="construction",
    comparison=">=",
    bound=B.zero_init_margin,
    measure=_zero_init_measure,
    strategy=lambda: _dm1(),
    notes="The NTK margin at 0 is the same for every H (each head contributes 1/H of it); tight at the adversarial "
          "noise corner, which kills the automatic mutant.",
    mutants={"2 gamma_lin": lambda S, T, zeta, Zmu: 2 * B.gamma_lin(S, T, zeta, Zmu)},
    settings={"ci": {"max_examples": 50, "budget_s": 2.0}},
)


@st.composite
def _ordering_instances(draw: st.DrawFn) -> dict:
    """Explicit-formula parameters over the whole Assumption-3 range (no sampling needed)."""
    T = draw(st.integers(2, 256))
    S = draw(st.one_of(st.sampled_from([0.01, 1.0, 100.0]), log_uniform(0.01, 100.0)))
    seed = draw(SEEDS)
    M_ = draw(st.one_of(st.integers(1, 16), st.integers(1, 128)))
    zmu = draw(st.one_of(st.just(0.0), st.floats(0.0, 3.0))) * S**2
    znu = draw(st.one_of(st.just(0.0), st.floats(0.0, 3.0))) * S**2
    Zmin = math.sqrt(2 * (zmu / S) ** 2 + M_ * (znu / (M_ * S)) ** 2)
    return {"T": T, "L": draw(st.integers(1, T - 1)), "M": M_, "S": S, "Zmu": zmu, "Znu": znu,
            "Z": Zmin + draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))) * S,
            "P": draw(st.one_of(st.just(0.0), st.floats(0.0, 1.0))), "version": draw(st.sampled_from([13, 15, 7])),
            "item": (1, 2)[seed % 2], "seed": seed}


def _ordering_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = {"S": inst["S"], "T": inst["T"], "zeta": inst["L"] / inst["T"], "M": inst["M"], "Zmu": inst["Zmu"],
         "Znu": inst["Znu"], "Z": inst["Z"], "P": inst["P"]}
    gs = B.gamma_star(inst["version"], **q)
    lhs = gs if inst["item"] == 1 else B.gamma_lin(q["S"], q["T"], q["zeta"], q["Zmu"])
    return Measurement(lhs, {"item": inst["item"], "version": inst["version"], **q}, {"gamma_star": gs})


ORDERING = Claim(
    id="mhgd.sec5.ordering",
    paper=PAPER,
    domain=_dm1_domain("the formulas are drawn over T <= 256, M <= 128, S in [0.01, 100], Z_mu, Z_nu <= 3 S^2; an end missed is a sampling gap of this run", extra=(Param("P", 0.0, INF, text="||p|| <= P, any P >= 0", unreached="P <= 1 drawn: the P term is linear and negative in gamma_*, and the violations already occur at P = 0"),)),
    source=f"Sec. 5.3, L287 (repeated Sec. 7, L383); gamma_* of eq. (7) L237, Lemma 13 L1289, Lemma 15 L1420; "
           f"gamma_lin eq. (132), {SEED_FILE}",
    statement="'In particular, gamma_attn >= gamma_* >= gamma_lin and the gap increases with decreasing sparsity', "
              "gamma_attn = S sqrt(T)/sqrt2 (the eps -> 0 limit of Prop. 3).",
    kind="deterministic",
    comparison="<=",
    bound=B.sec5_ordering,
    measure=_ordering_measure,
    strategy=_ordering_instances,
    expect="erratum",
    second_path="tests/test_mhgd_second_paths.py::test_sec5_ordering_printed_gamma_star",
    evidence="With the printed formulas both inequalities fail inside Assumption 3: gamma_* <= gamma_attn fails for "
             "large S (e.g. Lemma 13 version, S = 10, T = 10, zeta = 0.5, M = 1, no noise, P = 0: gamma_* = "
             "T(1-zeta)zeta^2 S^4/(4 sqrt(2(M+1))) + gamma_lin = 1562.5 + 11.2 = 1573.7 >> gamma_attn = 22.4; eq. (7) "
             "gives 1105.8, and the actual expected NTK margin at theta^(1) is 3136.2 by autograd (independent "
             "reviewer), so it is not only the formula); gamma_* >= gamma_lin fails whenever the bracket zeta S^4 - "
             "7 Zb S^2 - ... is negative or the P T^{5/2}(S+Z)^3 term exceeds it (e.g. Lemma 13, Z_mu = Z_nu = 0.5, "
             "S = 1: bracket -8, gamma_* = -2.5 < 0 = gamma_lin), and for eq. (7), which divides gamma_lin by "
             "4 sqrt2 (M+1) (S = 1, T = 10, zeta = 0.1, M = 2, P = 0: 0.0185 < 0.2236).",
    notes="A comparison of explicit formulas (no sampling). The qualitative 'gap increases with decreasing "
          "sparsity' and the asymptotic L241 'gamma_* = gamma_lin + Omega(zeta^2(1-zeta)S^4)' are not encoded.",
    no_mutant_reason="a comparison of two printed closed forms that fails as printed, with no corrected ordering "
                     "of this signature (the paper's gamma_* is not a margin bound at large S): any planted change "
                     "of the printed right side is violated wherever the printed one is",
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
)


# ------------------------------------------------------- App. B/C: GLQC, eq. (67), descent, expansiveness


def _beta(Ug: torch.Tensor, Wg: torch.Tensor, inst: dict, R: float, H: float) -> tuple[float, float]:
    """(beta_2, beta_3) of Cor. 1 at a group-structured point (nrm = ||theta~||_{2,inf})."""
    nrm, _ = M.param_norms(Ug, Wg)
    return B.beta2(inst["T"], inst["d"], H, R, nrm), B.beta3(inst["T"], inst["d"], R, nrm)


def _segment(inst: dict, ctx: Ctx) -> tuple:
    """theta_1,2 = theta_mid -+ s v along the most negative (group-constant) Hessian direction v, with
    s set (fixed point) so that 2 (beta3(th1) v beta3(th2)) ||th1 - th2||^2 = frac sqrt(H)."""
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    H = float(m.sum())
    R = max(1.0, float(Xs.norm(dim=2).max()))
    if inst["direction"] in ("negative", "centred"):
        dU, dW, lam = M.most_negative_direction(Xs, ys, Ug, Wg, m)
        if inst["direction"] == "centred" and lam < 0:  # Newton steps to the local max of L^ along v
            h = 1e-3 / math.sqrt(-lam) * 1e-2

            def f(t: float) -> float:
                with torch.no_grad():
                    return float(M.emp_loss(Xs, ys, Ug + t * dU, Wg + t * dW, m))
            t0 = 0.0
            for _ in range(6):
                f0, fp_, fm_ = f(t0), f(t0 + h), f(t0 - h)
                d1, d2 = (fp_ - fm_) / (2 * h), (fp_ - 2 * f0 + fm_) / h**2
                if not d2 < 0:
                    break
                t0 -= d1 / d2
            Ug, Wg = Ug + t0 * dU, Wg + t0 * dW
    else:
        g = generator(inst["seed"] + 1)
        dU = torch.randn(Ug.shape, generator=g, dtype=torch.float64).to(Ug)
        dW = torch.randn(Wg.shape, generator=g, dtype=torch.float64).to(Wg)
        nr = math.sqrt(float((m * (dU.flatten(1).pow(2).sum(1) + dW.flatten(1).pow(2).sum(1))).sum()))
        dU, dW = dU / nr, dW / nr
    s = 0.0
    for _ in range(40):  # ||th1 - th2|| = 2s; beta3 grows with s, so iterate s <- sqrt(frac sqrt(H)/(8 b3))
        b3 = max(_beta(Ug - s * dU, Wg - s * dW, inst, R, H)[1], _beta(Ug + s * dU, Wg + s * dW, inst, R, H)[1])
        s = math.sqrt(inst["frac"] * math.sqrt(H) / (8 * b3))
    s *= 1 - 1e-9
    th1, th2 = (Ug - s * dU, Wg - s * dW), (Ug + s * dU, Wg + s * dW)
    b3max = max(_beta(*th1, inst, R, H)[1], _beta(*th2, inst, R, H)[1])
    dist = M.full_dist(*th1, *th2, m)
    return Xs, ys, m, th1, th2, H, R, b3max, dist


def _seg_instances(items: tuple[int, ...] = (1,), curvature: bool = False) -> st.SearchStrategy:
    """Segment instances; `curvature` (eq. 67): regime "curvature" and direction "negative" first (a Newton step
    to the maximum of L^ along v ("centred") leaves the tiny-head point of that regime)."""
    regimes = ("free", "free_many_heads", "many_small_heads", "many_heads_w0")
    directions = ["negative", "centred", "random"] if curvature else ["centred", "negative", "random"]
    return _with(_multi_head(items, n_max=4, regimes=("curvature", *regimes) if curvature else regimes, wide=True),
                 direction=st.sampled_from(directions), frac=st.one_of(st.just(1.0), st.floats(0.01, 1.0)))


def _prop4_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, m, th1, th2, H, R, b3max, dist = _segment(inst, ctx)
    grid = torch.linspace(0.0, 1.0, 201, dtype=torch.float64).to(th1[0])
    G = th1[0].shape[0]
    with torch.no_grad():  # all grid points at once: (201 G) heads, losses per grid point
        Ua = (th1[0][None] + grid[:, None, None, None] * (th2[0] - th1[0])[None]).flatten(0, 1)
        Wa = (th1[1][None] + grid[:, None, None, None] * (th2[1] - th1[1])[None]).flatten(0, 1)
        out = (M.head_outputs(Xs, Ua, Wa).reshape(-1, len(grid), G) * m).sum(-1) / torch.sqrt(m.sum())
        Ls = [float(v) for v in M.logistic(ys[:, None] * out).mean(0)]
    return Measurement(max(Ls), {"L1": Ls[0], "L2": Ls[-1]},
                       {"argmax": float(grid[int(np.argmax(Ls))]), "cond": 2 * b3max * dist**2 / math.sqrt(H)})


PROP4 = Claim(
    id="mhgd.prop4",
    paper=PAPER,
    domain=_mh_domain(_MH_WIDE),
    source=f"Proposition 4 (GLQC), Sec. 4, L337-L343; restated as Proposition 6 (catalog alias mhgd.prop6), "
           f"App. B.2, L826-L834, {SEED_FILE}",
    statement="If 2 (beta3(th1) v beta3(th2)) ||th1 - th2||^2 <= sqrt(H), then max_{th in [th1, th2]} L^(th) <= "
              "(4/3)(L^(th1) v L^(th2)).",
    kind="deterministic",
    comparison="<=",
    bound=B.prop4,
    measure=_prop4_measure,
    strategy=lambda: _seg_instances(),
    assumptions=(Assumption("2 beta3 ||th1-th2||^2 <= sqrt(H)", "the GLQC closeness condition",
                            lambda q: 1.0 - q["cond"]),),
    favourable=0.25,
    rtol=1e-12,
    atol=1e-16,
    notes="rtol = 1e-12: both sides are losses computed stably (softplus, float64, ~1e-15 relative), and interior "
          "bumps are small (~1e-7 relative). theta_1,2 = theta_mid -+ s v, v the most negative eigenvector of the Hessian restricted to group-constant "
          "directions (or a random direction; 'centred': theta_mid moved by a Newton step to the local maximum of L^ along "
          "v, so that the bump is interior), s at the condition (frac = 1: equality); H up to 10^12 heads, exact "
          "(group reduction). Max over a 201-point grid (a lower estimate of the max, valid for a violation). "
          "favourable = 0.25: the proof (f'' >= -c max f, c <= 1/2) gives the constant 16/15, so 4/3 is provably "
          "not tight to 10 %; the automatic mutant is the quasi-convex bound L^(th1) v L^(th2), killed by any "
          "interior bump.",
    settings={"ci": {"max_examples": 40, "budget_s": 5.0}},
)


def _eq67_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, m, th1, th2, H, R, b3max, dist = _segment(inst, ctx)
    worst, at, min_loss = -math.inf, 0.0, math.inf
    for a in np.linspace(0.0, 1.0, 11):
        D = M.loss_derivatives(Xs, ys, th1[0] + a * (th2[0] - th1[0]), th1[1] + a * (th2[1] - th1[1]), m)
        min_loss = min(min_loss, float(D.loss))
        if D.loss <= 0:  # the loss underflowed in float64: the ratio is undefined there (rejected below)
            continue
        v = -D.lam_min / D.loss
        if v > worst:
            worst, at = v, float(a)
    return Measurement(worst if math.isfinite(worst) else 0.0, {"b3max": b3max, "H": H, "Lmax": 1.0},
                       {"alpha": at, "min_loss": min_loss})


EQ67 = Claim(
    id="mhgd.eq67",
    paper=PAPER,
    domain=_mh_domain("eq. (67) runs 30 ci instances with the curvature regime (T <= 5, d <= 4, H = 10^12, "
                              "tiny heads) first, so the far ends of " + _MH_WIDE),
    source=f"Eq. (67), App. B.1, L818 (= eq. (15), Sec. 4, L325), {SEED_FILE}",
    statement="For all th1, th2: min_{th in [th1, th2]} lambda_min(Hess L^(th)) >= -((beta3(th1) v beta3(th2))/sqrt(H)) "
              "L^(th) (eq. 67 pointwise; eq. 15 with max_{[th1,th2]} L^).",
    kind="deterministic",
    comparison="<=",
    bound=B.eq67,
    measure=_eq67_measure,
    strategy=lambda: _seg_instances(curvature=True),
    assumptions=(Assumption("L^ > 0 in float64", "the loss does not underflow on the grid (the ratio "
                            "-lambda_min/L^ is undefined where it does; large margins at H = 10^12)",
                            lambda q: q["min_loss"] - 1e-300),),
    auto_mutant=False,
    notes="Checked pointwise on an 11-point grid of the segment (the printed pointwise form implies the min/max "
          "form): lhs = max_grid (-lambda_min(th)/L^(th)), bound = (beta3(th1) v beta3(th2))/sqrt(H) (Lmax = 1 "
          "after the division). Exact Hessian spectrum for H up to 10^12 (group reduction). The bound has provable "
          "slack >= 2 (|l'| <= l and ||Hess Phi|| <= beta3/2, catalog section 2), and 1/2 is the supremum: regime "
          "'curvature' (first edge, see _curvature; tests/test_mhgd.py checks its closed form) puts 10^12 tiny "
          "heads (u = w = 0.003, u_t along x_t) at d = 1, T = 2, x_t = (-1)^t x, margin z ~ 13, where the "
          "zero-sum-in-group Hessian block is l' H^{-1/2} Hess Phi with ||Hess Phi|| = sqrt(T) R^3 = beta3/2 and "
          "|l'|/l ~ 1: the ci search reaches 0.4937 of the bound, derandomized and in seeded runs 1-5 alike (it "
          "reached 0.002-0.2, derandomized 0.015, before this regime). Mutants: the bound at 0.45 (10 % under the "
          "attainable 1/2; killed at score 1.097 in the derandomized run and 5/5 seeded runs) and the wrong H "
          "exponent (1/H). Direction 'negative' comes first here: the Newton step of 'centred' leaves the tiny-head "
          "point. The instances where the loss underflows in float64 (large margins at H = 10^12) are rejected: the "
          "ratio is undefined there.",
    mutants={"1/H for 1/sqrt(H)": lambda b3max, H, Lmax: b3max / H * Lmax,
             "constant 0.45 (10 % under the attainable 1/2)": lambda b3max, H, Lmax: 0.45 * b3max / math.sqrt(H)
             * Lmax},
    settings={"ci": {"max_examples": 30, "budget_s": 5.0}},
)


def _lemma7_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    H = float(m.sum())
    R = max(1.0, float(Xs.norm(dim=2).max()))
    gU, gW, L0 = M.per_head_grad(Xs, ys, Ug, Wg, m)
    eta = 1.0 / _beta(Ug, Wg, inst, R, H)[0]
    for _ in range(30):  # fixed point eta = 1/max(beta2(th_k), beta2(th_k - eta grad))
        eta = 1.0 / max(_beta(Ug, Wg, inst, R, H)[0], _beta(Ug - eta * gU, Wg - eta * gW, inst, R, H)[0])
    eta *= inst["eta_frac"] * (1 - 1e-12)
    U1, W1, _, g2 = M.group_step(Xs, ys, Ug, Wg, m, eta)
    rho = max(_beta(Ug, Wg, inst, R, H)[0], _beta(U1, W1, inst, R, H)[0])
    with torch.no_grad():
        L1 = float(M.emp_loss(Xs, ys, U1, W1, m))
    return Measurement(L1, {"L0": L0, "eta": eta, "g2": g2}, {"eta_rho": eta * rho})


LEMMA7 = Claim(
    id="mhgd.lemma7",
    paper=PAPER,
    domain=_mh_domain(_MH_WIDE),
    source=f"Lemma 7 (Descent), App. B.3, L840-L852, {SEED_FILE}",
    statement="Under Assumption 1, for any k: L^(th_{k+1}) <= L^(th_k) - (eta/2) ||grad L^(th_k)||^2 provided "
              "eta <= 1/rho_k, rho_k := beta2(th_k) v beta2(th_{k+1}).",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma7,
    measure=_lemma7_measure,
    strategy=lambda: _with(_multi_head((1,), wide=True), eta_frac=st.one_of(st.just(1.0), st.floats(1e-3, 1.0))),
    assumptions=(Assumption("eta <= 1/rho_k", "step size below the local smoothness", lambda q: 1.0 - q["eta_rho"]),),
    notes="One exact GD step of the H-head model (group reduction); eta = the fixed point of eta = 1/max(beta2(th_k), "
          "beta2(th_k - eta grad)) times a drawn fraction. The bound is close to L^(th_k) when eta ||grad||^2 is "
          "small, which kills the automatic mutant; a step of 2 eta in the bound is the other mutant.",
    mutants={"(eta/2) -> 2 eta": lambda L0, eta, g2: L0 - 2 * eta * g2},
    settings={"ci": {"max_examples": 80, "budget_s": 4.0}},
)


def _eq85_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    H = float(m.sum())
    R = max(1.0, float(Xs.norm(dim=2).max()))
    g = generator(inst["seed"] + 2)
    dU = torch.randn(Ug.shape, generator=g, dtype=torch.float64).to(Ug)
    dW = torch.randn(Wg.shape, generator=g, dtype=torch.float64).to(Wg)
    nr = math.sqrt(float((m * (dU.flatten(1).pow(2).sum(1) + dW.flatten(1).pow(2).sum(1))).sum()))
    U2, W2 = Ug + inst["gap"] * dU / nr, Wg + inst["gap"] * dW / nr
    eta = inst["eta_rel"] / _beta(Ug, Wg, inst, R, H)[0]
    A1, B1, _, _ = M.group_step(Xs, ys, Ug, Wg, m, eta)
    A2, B2, _, _ = M.group_step(Xs, ys, U2, W2, m, eta)
    lhs = M.full_dist(A1, B1, A2, B2, m)
    exp_ = 0.0
    for a in np.linspace(0.0, 1.0, 41):
        Ua, Wa = a * Ug + (1 - a) * U2, a * Wg + (1 - a) * W2
        with torch.no_grad():
            La = float(M.emp_loss(Xs, ys, Ua, Wa, m))
        b2, b3 = _beta(Ua, Wa, inst, R, H)
        exp_ = max(exp_, 1 + eta * b3 * La / math.sqrt(H), eta * b2)
    return Measurement(lhs, {"expansion": exp_, "dist": M.full_dist(Ug, Wg, U2, W2, m)}, {"eta": eta})


EQ85 = Claim(
    id="mhgd.eq85",
    paper=PAPER,
    domain=_mh_domain(_MH_WIDE),
    source=f"Eq. (85) (GD expansiveness, Taheri & Thrampoulidis 2023 Lemma B.1), App. C, L1021, {SEED_FILE}",
    statement="For all th, th': ||(th - eta grad L^(th)) - (th' - eta grad L^(th'))|| <= max_{alpha in [0,1]} {(1 + eta "
              "beta3(th_alpha) L^(th_alpha)/sqrt(H)) v eta beta2(th_alpha)} ||th - th'||, th_alpha = alpha th + "
              "(1-alpha) th'.",
    kind="deterministic",
    comparison="<=",
    bound=B.eq85,
    measure=_eq85_measure,
    strategy=lambda: _with(_multi_head((1,), wide=True), gap=st.one_of(st.sampled_from([1e-3, 1.0]), log_uniform(1e-4, 30.0)),
                           eta_rel=st.one_of(st.sampled_from([1e-3, 1.0]), log_uniform(1e-4, 100.0))),
    notes="Exact GD maps of the H-head model (group reduction; the pair differs by a group-constant perturbation). "
          "The max over alpha is taken on a 41-point grid (it can only lower the right side). Tight as eta -> 0 "
          "(both sides -> ||th - th'||), which kills the automatic mutant.",
    mutants={"without the 1 +": lambda expansion, dist: max(expansion - 1.0, 0.0) * dist},
    settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
)


def _alpha_margins(inst: dict) -> tuple:
    """Per-sample single-head NTK margins X_+-, i.e. y <grad Phi(X; theta_h^(1)), theta_*(theta_h^(1))> for
    alpha_h = +1 and -1 (the summands of (117)), with the worst p of norm P (as in mhgd.lemma13)."""
    dm, s, g = _dm1_build(inst)
    X, y = s["X"], s["y"]
    d, P = dm.d, inst["P"]
    z0 = 0.5 * (DM.lemma13_parts(dm, X, y, torch.zeros(d, dtype=torch.float64), 1.0)
                + DM.lemma13_parts(dm, X, y, torch.zeros(d, dtype=torch.float64), -1.0))
    i = int(z0.argmin())
    p = torch.zeros(d, dtype=torch.float64)
    if P > 0:
        gr = torch.stack([0.5 * (DM.lemma13_parts(dm, X, y, e, 1.0) + DM.lemma13_parts(dm, X, y, e, -1.0))[i] - z0[i]
                          for e in torch.eye(d, dtype=torch.float64)])
        p = -P * gr / gr.norm().clamp_min(1e-300)
    return dm, DM.lemma13_parts(dm, X, y, p, 1.0), DM.lemma13_parts(dm, X, y, p, -1.0)


def _lemma14_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, xp, xm = _alpha_margins({**inst, "n": 1})
    H, delta = int(round(10 ** inst["logH"])), inst["delta"]
    q = DM.alpha_quantile(xp, xm, H, delta)
    gs = B.gamma_star(13, **_dm1_q(dm), P=inst["P"])
    return Measurement(q, {"gstar": gs, "R": max(1.0, dm.R_printed), "T": dm.T, "S": dm.S, "P": inst["P"],
                           "H": float(H), "delta": delta}, {"x_plus_minus_x_minus": float((xp - xm).abs().max())})


_DELTAS = st.one_of(st.just(1 - 1e-9), st.sampled_from([0.5, 1e-3]), st.floats(1e-6, 1 - 1e-9))

LEMMA14 = Claim(
    id="mhgd.lemma14",
    paper=PAPER,
    domain=_dm1_domain(_DM1_NARROW),
    source=f"Lemma 14 (NTK separability), App. D.2.3, L1398-L1416, {SEED_FILE}",
    statement="With theta~^(1) as in (102), alpha_h IID Unif(+-1), theta~_* = H^{-1/2} concat(theta_*(theta_h^(1))): "
              "for any (X, y) from DM1, w.p. >= 1 - delta over alpha, y <grad Phi~(X; theta~^(1)), theta~_*> >= "
              "gamma_* - 2(2R^3 T(S+P) + sqrt(T) R) sqrt(2 log(1/delta)/H) (gamma_* of Lemma 13).",
    kind="probabilistic",
    comparison=">=",
    bound=B.lemma14_level,
    measure=_lemma14_measure,
    strategy=lambda: _with(_dm1(S_lo=0.1, S_hi=10.0, n_max=1, modes=("adv", "corners", "uniform", "zero")),
                           P=st.one_of(st.just(0.0), log_uniform(1e-4, 0.05)), delta=_DELTAS,
                           logH=st.one_of(st.sampled_from([0.0, 6.0]), st.floats(0.0, 6.0))),
    notes="Exact in alpha: with k heads at alpha = +1 the margin is (k X_+ + (H-k) X_-)/H (eq. 117), so the "
          "statement is 'the delta-quantile of the margin over k ~ Bin(H, 1/2) is >= the level' (computed by "
          "bisection with binomial CDFs, models.mhgd_dm1.alpha_quantile). X_+ = X_- here (catalog: the NTK margin "
          "does not depend on alpha), so the quantile is the Lemma-13 margin; as delta -> 1 the level tends to "
          "gamma_*, tight as in mhgd.lemma13 (kills the automatic mutant).",
    mutants={"radius with a + sign": lambda gstar, R, T, S, P, H, delta: 2 * gstar - B.lemma14_level(
        gstar, R, T, S, P, H, delta)},
    settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
)


def _lemma15_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    dm, xp, xm = _alpha_margins(inst)
    P, delta, n = inst["P"], inst["delta"], inst["n"]
    q = _dm1_q(dm)
    g15 = B.gamma_star(15, **q, P=P)
    R = max(1.0, dm.R_printed)
    H = 1
    if g15 > 0:
        H = max(1, math.ceil(B.lemma15_threshold(g15, R, dm.T, dm.S, P, n, delta) ** 2 * inst["H_mult"]))
    marg = DM.alpha_quantile(xp, xm, H, delta)
    return Measurement(marg, {**q, "P": P}, {"gamma15": g15, "H": float(H)})


LEMMA15 = Claim(
    id="mhgd.lemma15",
    paper=PAPER,
    domain=_dm1_domain(_DM1_NARROW, n=True),
    source=f"Lemma 15 (Margin), App. D.2.3, L1418-L1428, {SEED_FILE}",
    statement="With gamma_* of (119) (denominator 4 sqrt2 (M+1)), if sqrt(H) >= 4(2R^3 T(S+P) + sqrt(T) R) "
              "sqrt(2 log(n/delta))/gamma_*, then w.p. 1 - delta, P3 holds with gamma = gamma_*/2 (for the n samples).",
    kind="probabilistic",
    comparison=">=",
    bound=B.lemma15,
    measure=_lemma15_measure,
    strategy=lambda: _with(_dm1(S_lo=0.1, S_hi=10.0, n_max=4, modes=("adv", "corners", "uniform", "zero")),
                           P=st.one_of(st.just(0.0), log_uniform(1e-4, 0.05)), delta=_DELTAS,
                           H_mult=st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
    assumptions=(Assumption("gamma_* > 0", "the H condition needs gamma_* > 0 (P3 needs gamma > 0)",
                            lambda q: q["gamma15"]),),
    favourable=1.5,
    notes="P3 is checked with the paper's witness theta~_* (Lemma 14): lhs = the exact delta-quantile over alpha of "
          "min_i y_i <grad Phi~(X_i; theta~^(1)), theta~_*> (models.mhgd_dm1.alpha_quantile), H = the smallest "
          "admissible times a drawn factor. By Lemmas 13-14 the margin is about gamma_* (>= gamma_*/2 with a "
          "factor-2 slack by construction), so favourable = 1.5 (a mutant at 1.25 gamma_*) is the automatic "
          "mutant; with small S the margin is close to gamma_lin ~ gamma_*, which kills it.",
    mutants={"2 gamma_* for gamma_*/2": lambda S, T, zeta, M, Zmu, Znu, Z, P: 4 * B.lemma15(
        S, T, zeta, M, Zmu, Znu, Z, P)},
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)


# -------------------------------------------------------------------------------------------- records

RECORDS: list[Claim] = [
    _record("mhgd.lemma4", "Lemma 4, App. A.1, L510-L599",
            "Restatement of Lemma 1 (gradient/Hessian formulas)", "deterministic",
            "alias of mhgd.lemma1 (same statement, restated in App. A.1); checked there"),
    _record("mhgd.prop5", "Proposition 5 (Restatement of Prop. 1), App. A.1, L601-L612",
            "Restatement of Prop. 1 with items 1-6", "deterministic",
            "alias of mhgd.prop1 (items 1-6 of Prop. 5 are checked there)"),
    _record("mhgd.prop6", "Proposition 6 (GLQC), App. B, L826-L834",
            "Restatement of Prop. 4 (GLQC)", "deterministic",
            "alias of mhgd.prop4 (Prop. 6 is its App. B.2 restatement, same statement); checked there"),
    _record("mhgd.lemma17", "Lemma 17, App. D, L1454-L1472",
            "||p_1|| <= CS(...), ||p_2|| <= C(S+Z)(...) w.p. 1 - 2 delta", "rate",
            "hidden universal C, so only a rate is checkable; (121) is the part that fails: p_1 tends to "
            "-(zeta/4) u_* (E[y mu_y] = u_*/2, the proof's E[X_v] = <v, u_*> is off by 2), which mhgd.lemma2 "
            "measures as a rate erratum on p = p_1 + p_2; a separate p_1/p_2 rate check would duplicate it",
            constants="hidden"),
    _record("mhgd.prop2", "Proposition 2, Sec. 5, L231-L239; App. D.2, L1229-L1428",
            "the first-phase iterate is a good initialization (P1 a.s., P2/P3 w.p. 1 - delta)", "probabilistic",
            "a summary of its parts, each checked on its own: P1 is immediate (||theta_h|| = sqrt(T)||zeta u_*/2 + "
            "p||), P2 is mhgd.lemma12 (erratum, factor 2 in delta), P3 is mhgd.lemma14/lemma15 (explicit versions; "
            "the main-text P3 condition '>~' has a hidden constant), and the premise ||p|| <= P small is "
            "mhgd.lemma2 (erratum: p -> -(zeta/4) u_*)",
            constants="hidden"),
    _record("mhgd.fact1", "Fact 1, App. D, L1223", "subgaussian norm concentration with a universal C",
            "probabilistic", "hidden universal constant; a standard fact, skipped", constants="hidden"),
    _record("mhgd.sec5.3", "Sec. 5.3 (no-go argument), L289-L307",
            "no C, p > 0 make theta built from theta_opt satisfy both saturation and (12)", "separation",
            "a heuristic asymptotic argument with hidden constants; not a checkable inequality",
            constants="hidden"),
]

# ------------------------------------------------------------------------ App. G: GD's margin on DM1

APPG_STEPS = {"ci": 1000, "deep": 20000}  # GD steps: the figure's horizon is not in the text (images only)
APPG_TOL = 0.05  # "achieves margin gamma_attn" read as: within 5 % of it


@st.composite
def _appg_instances(draw: st.DrawFn) -> dict:
    """One of the paper's trials (a data seed; 5 trials in the paper) and a small H (H in 1, 2, 4, 8)."""
    return {"H": draw(st.sampled_from([1, 2, 4, 8])), "seed": draw(st.integers(0, 4)),
            "K": APPG_STEPS[experiment_scale()]}


def _appg_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    g = generator(inst["seed"])
    X, y = DM.appg_data(100, g)
    marg = DM.appg_margins(X, y, inst["H"], 1.0, [inst["K"]])[0]
    gamma_attn = 2.0 * math.sqrt(10) / math.sqrt(2)  # S sqrt(T) / sqrt(2) at S = 2, T = 10
    return Measurement(marg / gamma_attn, {"tol": APPG_TOL},
                       {"margin": marg, "gamma_attn": gamma_attn, "H": inst["H"], "K": inst["K"]})


APPG = Claim(
    id="mhgd.appG.dm1-margin",
    catalog_id="mhgd.remark.zero-init",  # the catalog ties App. G's DM1 runs to this entry (section 8, item 15)
    paper=PAPER,
    source=f"App. G (Experiments, DM1), L1586-L1590: 'We also observe that at least for smaller H, GD indeed achieves "
           f"margin gamma_attn' (gamma_attn = S sqrt(T)/sqrt(2), eq. (11), L285-L287), {SEED_FILE}",
    statement="On DM1 with T = 10, zeta = 0.1, d = 4, M = 2, canonical-basis patterns, S = 2, noise N(0, 0.1^2 I), "
              "n = 100, theta~(0) = 0, GD with eta = 1, for small H: the normalised margin min_i y_i Phi~(X_i; "
              "theta~_K) / ||U~_K||_F reaches gamma_attn = S sqrt(T)/sqrt(2) = 4.472 (checked: >= (1 - 5 %) "
              "gamma_attn after K steps).",
    kind="reproduction",
    comparison=">=",
    bound=B.appg_margin_ratio,
    measure=_appg_measure,
    strategy=_appg_instances,
    expect="erratum as printed",
    readings=(Reading("in the limit", "'GD indeed achieves margin gamma_attn' read as: the normalised margin approaches "
                      "gamma_attn as K -> inf (gamma_attn is a supremum reached only as ||W|| -> inf, and the authors "
                      "leave convergence open, L307, L383); no finite run contradicts it (bound 0)",
                      bound=lambda tol: 0.0),),
    evidence="Independent audit: UNCLEAR between the two readings (Figure 2's horizon and axis are not in the text). "
             "GD from 0 on the paper's DM1 setting climbs only logarithmically towards gamma_attn: H = 1, eta = 1, "
             "normalised margin 3.26, 3.56, 3.72, 3.78, 3.83 after 1e2 .. 2e4 steps (73 % .. 86 % of 4.472); larger H "
             "is slower (H = 4: 2.79, 3.18 after 1e2, 1e3). gamma_attn is a supremum reached only as ||W|| -> inf "
             "(eq. (11)); the figure's horizon is not in the text (images only), so 'achieves' is read as within 5 % "
             "after the steps we can run (ci 1e3, deep 2e4).",
    second_path="tests/test_mhgd_second_paths.py::test_appg_gd_margin_below_gamma_attn",
    domain=(Param("H", 1, 8, integer=True, text="'smaller H' (the values of H are not in the text; 1, 2, 4, 8)",
                  unreached="the search stops at its first confirmed violation, usually at H = 1; larger H is "
                            "slower still (H = 4: 2.79, 3.18 after 1e2, 1e3 steps)"),
            Param("K", 1, INF, integer=True, text="GD steps (the figure's horizon is not in the text)",
                  unreached="K > 2e4: at ~3 ms a step the deep profile's 2e4 steps take a minute per trial; ci "
                            "runs 1e3. The margin grows like log K, so no feasible K reaches 95 %")),
    no_mutant_reason="a reproduction of one printed value (gamma_attn = 4.472 with a stated 5 % tolerance): a "
                     "planted wrong value is only a different number, and the erratum's violation is itself the "
                     "check's bite (the ratio is 0.84 at K = 1e3, not near the tolerance)",
    notes="Margin normalisation: gamma_attn is the margin of (U_opt, Gamma W_opt) with ||U_opt||_F = 1 (Prop. 3, "
          "eq. (11)), so GD's margin is normalised by ||U~_K||_F only (W free to grow). With theta~(0) = 0 all "
          "heads stay equal, so the run is exact with one group of multiplicity H (models.mhgd.gd) and the "
          "normalised margin equals min_i y_i Phi(X_i; U_1, W_1)/||U_1||_F for every H. Data: models.mhgd_dm1."
          "appg_data (the relevant token's position uniform; the text does not say where it sits).",
    auto_mutant=False,
    settings={"ci": {"max_examples": 3, "budget_s": 20.0}, "dev": {"max_examples": 5, "budget_s": 60.0}},
)


CLAIMS: list[Claim] = [LEMMA1, PROP1, COR1, LEMMA6, LEMMA5, EQ24, LEMMA18, FACT2, DM1_CLAIM, EQ132, EQ108, PROP3, SEC7,
                       LEMMA13, LEMMA16, LEMMA2, LEMMA12, ZERO_INIT, ORDERING, PROP4, EQ67, LEMMA7, EQ85,
                       LEMMA14, LEMMA15, APPG, *RECORDS]
