"""Shared helpers of the chenli claims: the paper id, the seed file, the record constructors and helpers used by
several sections.
"""

from __future__ import annotations

from fractions import Fraction

import mpmath
import numpy as np

from thmcheck.checks.claim import BatchMeasurement, Claim, uncertified

PAPER = "chenli"
SEED_FILE = "shared/seeds/000_7ee2e1d97e13a266.txt"


def _mp_to_frac(x: mpmath.mpf) -> Fraction:
    """The exact binary value of an mpmath number as a Fraction, sign included.

    Engine workaround: ``thmcheck.checks.engine._exactify`` reads ``mpf.man_exp``, whose mantissa is unsigned, so a
    negative mpmath value would be compared by its absolute value; exact measurements here return Fractions."""
    man, exp_ = x.man_exp
    f = Fraction(int(man)) * Fraction(2) ** int(exp_)
    return -f if x < 0 else f


# ------------------------------------------------------------------------ records (not checkable at this scale)


# Why each record stays a record (thmcheck.checks.claim.RecordCategory), with the reason in the category's own terms. A record
# missing here has no category yet: it is a statement that should become a check (hidden constants -> uniform check)
# and was not converted this round (listed in the round's report).
RECORD_CATEGORIES: dict[str, tuple[str, str]] = {
    "chenli.def11.8": ("definition", "Definitions 11.8/11.11 (LWR functions)."),
    "chenli.def6.13": ("definition", "Definition 6.13 ((eps, zeta)-tight enclosure)."),
    "chenli.alg2": ("definition", "An algorithm (a procedure, not a statement); its guarantee is Lemma 7.1."),
    "chenli.alg5": ("definition", "An algorithm (a procedure, not a statement); run as printed inside chenli.lemma9.1."),
    "chenli.assump11": ("definition", "An assumption of the model (a hypothesis, not a statement that can fail); "
                                      "as printed it admits no m >= 1 at large d, which the text's 'holds "
                                      "immediately' claim contradicts (checked separately)."),
    "chenli.thm1.3": ("alias", "Alias of chenli.thm11.2 (the informal restatement in Section 1)."),
    "chenli.conj11.9": ("uncomputable", "A hardness conjecture: it quantifies over every polynomial-time algorithm, "
                                        "which no computation can enumerate at any scale."),
    "chenli.thm11.2": ("uncomputable", "Computational/SQ hardness quantifies over every polynomial-time (or SQ) "
                                       "learner; its explicit construction is checked under chenli.prop11.3-11.10."),
    "chenli.thm1.2": ("uncomputable", "Its hypotheses (Assumptions 1-11 with kappa from Eq. (7)) have no instance "
                                      "below d ~ 1e35, a size at which nothing can be computed; its phases are "
                                      "checked separately."),
    "chenli.thmB.1": ("uncomputable", "Its hypothesis (156) contains delta and c, which the theorem never defines "
                                      "(delta is the proof's smoothing scale 'to be tuned later', L3620; c appears "
                                      "nowhere else), and eps is fixed only implicitly by (157), with unspecified constants "
                                      "and eps on both sides: the hypothesis is not a predicate of any instance, at "
                                      "any scale. Its proof's displays are checked (chenli.display.thmB.1-log, "
                                      "violated; chenli.corB.3; chenli.display.thmB.1-eq157-normalised: the proof's "
                                      "small-lambda error enters eps with (3/2)^{m/2}, not (157)'s exp(-Omega(m)), "
                                      "violated). That loose step does not decide the conclusion: the sharper "
                                      "elementary bound gives O(m (eps' + eps'')) and the 0.9^m / 1.1^m factors absorb "
                                      "relative errors, so the conclusion as printed is neither confirmed nor "
                                      "refuted by it."),
}


def _category(cid: str, reason: str) -> tuple[str, str]:
    cat = RECORD_CATEGORIES.get(cid)
    return (cat[0], f"{cat[1]} {reason}") if cat else ("", reason)


def record(cid: str, source: str, statement: str, kind: str, reason: str, constants: str = "hidden",
            catalog_id: str = "") -> Claim:
    cat, reason = _category(cid, reason)
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison="<=", bound=None, measure=None, constants=constants, checkable=False,
                 not_checkable_reason=reason, catalog_id=catalog_id, record_category=cat)


_SECTION4 = uncertified("section4", "Assumptions 3-4 of Section 4 with their hidden '<<' (log^c(dmk)/(kappa lambda) << "
                        "r_Theta << d^{1/4}, upsilon << sqrt(d)/r_Theta^2), which need d far beyond enumerable sizes",
                why="a '<<' / '>>' / Theta with a constant the paper leaves unspecified (Section 4, Eq. (8): no instance below d ~ 1e35 meets the printed scales); no finite instance can meet or miss it")


def _theta(family: str, d: int, F: float, rng: np.random.Generator) -> np.ndarray:
    """Theta of Frobenius norm F: 'orthogonal' (Haar, +-1 singular signs: r_Theta = d, upsilon = 1), 'gaussian'
    (r_Theta ~ d/4), 'heavy' (one heavy column on a Gaussian background: upsilon ~ 2-3, r_Theta ~ 4-6)."""
    if family == "orthogonal":
        T = np.linalg.qr(rng.normal(size=(d, d)))[0] @ np.diag(np.resize([1.0, -1.0], d)) @ \
            np.linalg.qr(rng.normal(size=(d, d)))[0]
    elif family == "gaussian":
        T = rng.normal(size=(d, d))
    else:
        T = rng.normal(size=(d, d))
        T[:, rng.integers(d)] *= 2.5
    return F * T / np.linalg.norm(T)


def record_cmp(cid: str, source: str, statement: str, kind: str, reason: str, comparison: str = "<=") -> Claim:
    """A claim kept as a record only (not checkable at this scale, or not encoded yet)."""
    cat, reason = _category(cid, reason)
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison=comparison, bound=None, measure=None, checkable=False, not_checkable_reason=reason,
                 record_category=cat)


# ---------------------------------------------------------------------------- Lemma 8.3 (L2740-L2754)


def _gram_family(rng: np.random.Generator, norms_sq: np.ndarray, kappa: float, signs: str, D: int) -> np.ndarray:
    """Rows v_i in R^D with ||v_i||^2 = norms_sq[i] and <v_i, v_j> = +-kappa ||v_i|| ||v_j|| (off-diagonals shrunk
    by halves until the Gram is positive definite), in a random orthonormal frame."""
    m = norms_sq.size
    s = np.sqrt(norms_sq)
    sg = -np.ones((m, m)) if signs == "negative" else np.sign(rng.normal(size=(m, m)))
    sg = np.triu(sg, 1)
    sg = sg + sg.T
    off = kappa * sg * np.outer(s, s)
    for _ in range(60):
        G = np.diag(norms_sq) + off
        if np.linalg.eigvalsh(G).min() > 1e-6 * norms_sq.min():
            break
        off /= 2
    L_ = np.linalg.cholesky(G)
    Q = np.linalg.qr(rng.normal(size=(D, m)))[0]
    return L_ @ Q.T


def linear_rate_fit(x: np.ndarray, y: np.ndarray, confidence: float = 0.99):  # noqa: ANN201
    """OLS slope of y in x with a free intercept and its Student-t interval, as a ``thmcheck.checks.stats.ExponentFit`` (its
    ``decades`` is log10(x_max/x_min), the span the engine asks of a fit). Used for hidden-constant tail rates:
    y = -log P, x = the printed rate's argument (the intercept absorbs the '<~' prefactor)."""
    import math

    from scipy import stats as sst

    from thmcheck.checks.stats import ExponentFit

    x, y = np.asarray(x, float), np.asarray(y, float)
    res = sst.linregress(x, y)
    half = float(sst.t.ppf(0.5 + confidence / 2, x.size - 2)) * float(res.stderr)
    return ExponentFit(float(res.slope), float(res.slope) - half, float(res.slope) + half, float(res.intercept),
                       float(res.rvalue) ** 2, int(x.size), float(res.stderr), confidence,
                       decades=math.log10(float(x.max() / x.min())), x=tuple(float(v) for v in x),
                       y=tuple(float(v) for v in y))


def batch_of(ms: list, members: list[dict]) -> BatchMeasurement:
    """B one-instance Measurements (with fitted-exponent stats and intervals) as a BatchMeasurement whose member i
    replays as ``members[i]`` (``BatchMeasurement.from_measurements``)."""
    return BatchMeasurement.from_measurements(ms, members)
