"""Statistics the verdicts rest on: exact binomial intervals and scaling-exponent fits."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


class _LazyStats:
    """``scipy.stats``, imported on first use (it costs about a second at start-up; most claims never need it)."""

    def __getattr__(self, name: str):  # noqa: ANN204
        from scipy import stats as _stats

        return getattr(_stats, name)


stats = _LazyStats()


def clopper_pearson(failures: int, trials: int, confidence: float = 0.99) -> tuple[float, float]:
    """Exact (Clopper-Pearson) two-sided interval for a binomial proportion."""
    if trials <= 0:
        raise ValueError("trials must be positive")
    if not 0 <= failures <= trials:
        raise ValueError("need 0 <= failures <= trials")
    a = 1.0 - confidence
    lo = 0.0 if failures == 0 else float(stats.beta.ppf(a / 2, failures, trials - failures + 1))
    hi = 1.0 if failures == trials else float(stats.beta.ppf(1 - a / 2, failures + 1, trials - failures))
    return lo, hi


@dataclass(frozen=True)
class ExponentFit:
    """Least-squares fit of log y = c + p log x with a t-interval for the exponent p."""

    exponent: float
    lo: float
    hi: float
    intercept: float
    r2: float
    n: int
    stderr: float = math.nan
    confidence: float = 0.99
    decades: float = math.nan  # log10(max x / min x): the span of the fit (the engine needs >= 1 for 'violated')
    waiver: str = ""  # the stated reason why fewer than 4 points or less than a decade suffice here (else at most potential)
    x: tuple[float, ...] = ()  # the fitted points (for the report's log-log plot)
    y: tuple[float, ...] = ()
    form: str = "power"  # "power": log y = c + p log x; "log": y = c + p log x (logarithmic growth, fit_log_growth);
    # "exp": log y = c + p x (exponential growth, fit_exp_growth)

    def as_json(self) -> dict[str, object]:
        """The fit as the claim record stores it (``worst.fit``): exponent, interval, span, points."""
        return {"exponent": self.exponent, "lo": self.lo, "hi": self.hi, "intercept": self.intercept,
                "stderr": self.stderr if math.isfinite(self.stderr) else None, "n": self.n,
                "confidence": self.confidence, "decades": self.decades if math.isfinite(self.decades) else None,
                "waiver": self.waiver, "x": list(self.x), "y": list(self.y), "form": self.form}

    def interval(self, confidence: float) -> tuple[float, float]:
        """The t-interval of the exponent at another confidence (the engine widens it for multiplicity)."""
        if not math.isfinite(self.stderr) or self.n < 3:
            return self.lo, self.hi
        half = float(stats.t.ppf(0.5 + confidence / 2, self.n - 2)) * self.stderr
        return self.exponent - half, self.exponent + half


@dataclass(frozen=True)
class Binomial:
    """``failures`` out of ``trials`` Bernoulli draws: its Clopper-Pearson interval at any confidence.

    Give it as ``Measurement(stat=Binomial(k, n))``: the engine then re-draws the interval of a violation
    candidate at a confidence adjusted for the number of instances the search tested (Bonferroni), so a
    search over many Monte Carlo instances does not turn one unlucky sample into a 'violated' verdict.
    """

    failures: int
    trials: int

    def interval(self, confidence: float) -> tuple[float, float]:
        return clopper_pearson(self.failures, self.trials, confidence)


def fit_exponent(x: np.ndarray, y: np.ndarray, confidence: float = 0.99) -> ExponentFit:
    """Fit y ~ C x^p on positive data (log-log OLS) and return p with its confidence interval."""
    x = np.asarray(x, dtype=float).ravel()
    y = np.asarray(y, dtype=float).ravel()
    if x.shape != y.shape or x.size < 3:
        raise ValueError("need at least 3 matching (x, y) points")
    if np.any(x <= 0) or np.any(y <= 0):
        raise ValueError("exponent fits need positive x and y")
    lx, ly = np.log(x), np.log(y)
    pts = (tuple(float(v) for v in x), tuple(float(v) for v in y))
    if np.ptp(lx) == 0:
        raise ValueError("exponent fits need at least two distinct x values")
    if np.ptp(ly) == 0:  # constant data: an exact fit of exponent 0 (linregress gives NaN here)
        return ExponentFit(0.0, 0.0, 0.0, float(ly[0]), 1.0, int(x.size), 0.0, confidence,
                           decades=float(np.ptp(lx)) / math.log(10), x=pts[0], y=pts[1])
    res = stats.linregress(lx, ly)
    dof = x.size - 2
    t = float(stats.t.ppf(0.5 + confidence / 2, dof))
    half = t * float(res.stderr)
    return ExponentFit(float(res.slope), float(res.slope) - half, float(res.slope) + half,
                       float(res.intercept), float(res.rvalue) ** 2, int(x.size), float(res.stderr), confidence,
                       decades=float(np.ptp(lx)) / math.log(10), x=pts[0], y=pts[1])


@dataclass(frozen=True)
class NormalMean:
    """A Monte Carlo mean ``estimate`` with standard error ``stderr`` (CLT interval at any confidence); give it as
    ``Measurement(stat=NormalMean(est, se))`` for the engine's multiplicity correction."""

    estimate: float
    stderr: float

    def interval(self, confidence: float) -> tuple[float, float]:
        half = float(stats.norm.ppf(0.5 + confidence / 2)) * self.stderr
        return self.estimate - half, self.estimate + half


@dataclass(frozen=True)
class RunMedian:
    """The median of R independent runs' values (a Monte Carlo measurement) with the distribution-free interval of
    the median from order statistics: [x_(k), x_(R-k+1)] with the largest k such that P(Bin(R, 1/2) <= k - 1) <=
    (1 - confidence)/2 (the whole line when even k = 1 is too wide for R). Given as ``Measurement(stat=RunMedian(...))``
    on a uniform claim's path points, it makes the divergence rule judge growth on the points' intervals
    (``thmcheck.checks.engine.divergence``: the far point's lower bound against the near point's upper bound)."""

    values: tuple[float, ...]

    @property
    def estimate(self) -> float:
        return float(np.median(np.asarray(self.values, float)))

    def interval(self, confidence: float) -> tuple[float, float]:
        x = np.sort(np.asarray(self.values, float))
        n = x.size
        if n == 0:
            return -math.inf, math.inf
        a = (1.0 - confidence) / 2
        k = 0
        while k + 1 <= (n + 1) // 2 and float(stats.binom.cdf(k, n, 0.5)) <= a:
            k += 1  # k order statistics may be dropped on each side
        if k == 0:
            return -math.inf, math.inf
        return float(x[k - 1]), float(x[n - k])


def effort_to_settle(stat: object, bound: float, confidence: float) -> str:
    """An estimate of the effort that would settle a crossing whose interval still contains ``bound``: for a
    :class:`Binomial`, the trials needed at the observed rate; for an :class:`ExponentFit`, the points needed over
    the same span; for a :class:`NormalMean`, the factor on the samples (normal approximation, at ``confidence``)."""
    z = float(stats.norm.ppf(0.5 + confidence / 2))
    if isinstance(stat, Binomial):
        p = stat.failures / stat.trials
        if p == bound:
            return f"the observed rate equals the bound ({p:.4g}): no finite number of trials settles it"
        need = math.ceil(z * z * max(p * (1 - p), 1.0 / stat.trials) / (p - bound) ** 2)
        return f"about {need} trials at the observed rate {p:.4g} (now {stat.trials})"
    fit = getattr(stat, "fit", stat)
    if isinstance(fit, ExponentFit) and math.isfinite(fit.stderr) and fit.n >= 3:
        if fit.exponent == bound:
            return "the fitted exponent equals the bound: no finite number of points settles it"
        need = math.ceil(fit.n * (z * fit.stderr / abs(fit.exponent - bound)) ** 2)
        return f"about {max(need, fit.n + 1)} points over the same span (now {fit.n})"
    if isinstance(stat, NormalMean) and stat.stderr > 0:
        if stat.estimate == bound:
            return "the estimate equals the bound: no finite number of samples settles it"
        return f"about {(z * stat.stderr / abs(stat.estimate - bound)) ** 2:.3g} x the samples"
    return "unknown (no statistic)"


def fit_exp_growth(x: np.ndarray, y: np.ndarray, confidence: float = 0.99) -> ExponentFit:
    """Fit log y ~ c + p x (OLS of log y on x, y > 0): exponential growth in x, which a log-log fit sees as a line
    bending upwards with a slope interval so wide it can include 0. Returned as an :class:`ExponentFit` with
    ``form="exp"`` (``exponent`` is the rate p per unit of x)."""
    x = np.asarray(x, dtype=float).ravel()
    y = np.asarray(y, dtype=float).ravel()
    if x.shape != y.shape or x.size < 3 or np.any(x <= 0) or np.any(y <= 0):
        raise ValueError("need at least 3 matching (x, y) points with positive x and y")
    if np.ptp(x) == 0:
        raise ValueError("fits need at least two distinct x values")
    ly = np.log(y)
    dec = float(np.log10(x.max() / x.min()))
    pts = (tuple(float(v) for v in x), tuple(float(v) for v in y))
    if np.ptp(ly) == 0:
        return ExponentFit(0.0, 0.0, 0.0, float(ly[0]), 1.0, int(x.size), 0.0, confidence, decades=dec, x=pts[0],
                           y=pts[1], form="exp")
    res = stats.linregress(x, ly)
    t = float(stats.t.ppf(0.5 + confidence / 2, x.size - 2))
    half = t * float(res.stderr)
    return ExponentFit(float(res.slope), float(res.slope) - half, float(res.slope) + half, float(res.intercept),
                       float(res.rvalue) ** 2, int(x.size), float(res.stderr), confidence, decades=dec, x=pts[0],
                       y=pts[1], form="exp")


def fit_log_growth(x: np.ndarray, y: np.ndarray, confidence: float = 0.99) -> ExponentFit:
    """Fit y ~ c + p log x on positive x (OLS of y on log x): logarithmic growth, which a log-log fit sees as a
    bending line. Returned as an :class:`ExponentFit` with ``form="log"`` (``exponent`` is the slope p)."""
    x = np.asarray(x, dtype=float).ravel()
    y = np.asarray(y, dtype=float).ravel()
    if x.shape != y.shape or x.size < 3 or np.any(x <= 0):
        raise ValueError("need at least 3 matching (x, y) points with positive x")
    lx = np.log(x)
    if np.ptp(lx) == 0:
        raise ValueError("fits need at least two distinct x values")
    pts = (tuple(float(v) for v in x), tuple(float(v) for v in y))
    dec = float(np.ptp(lx)) / math.log(10)
    if np.ptp(y) == 0:
        return ExponentFit(0.0, 0.0, 0.0, float(y[0]), 1.0, int(x.size), 0.0, confidence, decades=dec, x=pts[0],
                           y=pts[1], form="log")
    scale = float(np.max(np.abs(y)))  # fit y/scale: a ratio near 1e200 would overflow the covariance's squares
    res = stats.linregress(lx, y / scale)
    slope, stderr, intercept = float(res.slope) * scale, float(res.stderr) * scale, float(res.intercept) * scale
    t = float(stats.t.ppf(0.5 + confidence / 2, x.size - 2))
    half = t * stderr
    return ExponentFit(slope, slope - half, slope + half, intercept, float(res.rvalue) ** 2, int(x.size), stderr,
                       confidence, decades=dec, x=pts[0], y=pts[1], form="log")
