"""Plots: vector output, and a rate claim's scaling series drawn from its exponent fit."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from thmcheck.checks.plots import draw_claim
from thmcheck.checks.stats import fit_exponent


def test_rate_claim_draws_its_scaling_series_from_the_fit(tmp_path: Path) -> None:
    x = np.array([8, 16, 32, 64, 128.0])
    fit = fit_exponent(x, 3 * x ** 1.9)
    assert fit.x == tuple(x) and abs(fit.decades - np.log10(16)) < 1e-12
    rec = {"id": "toy.rate1", "kind": "rate", "verdict": "no counterexample", "comparison": "<=",
           "worst": {"score": 0.95, "lhs": fit.exponent, "rhs": 2.0, "status": "holds", "fit": fit.as_json(),
                     "terms": {}, "quantities": {}}}
    made = draw_claim(rec, tmp_path)
    assert "toy.rate1.series.svg" in made
    svg = (tmp_path / "toy.rate1.series.svg").read_text()
    assert svg.lstrip().startswith("<?xml") and "claimed exponent" in svg and "fit: exponent" in svg


def test_no_series_without_fit_or_series(tmp_path: Path) -> None:
    rec = {"id": "toy.lemma1", "kind": "deterministic", "worst": {"terms": {}, "lhs": 1.0, "rhs": 2.0}}
    assert not any(m.endswith(".series.svg") for m in draw_claim(rec, tmp_path))


def test_picture_names_use_the_records_own_file_stem(tmp_path: Path) -> None:
    """An id that ``report._safe`` rewrites (a space, a slash, a colon) names its pictures as it names its record."""
    from thmcheck.checks.report import _safe

    x = np.array([8, 16, 32, 64, 128.0])
    fit = fit_exponent(x, 3 * x ** 1.9)
    rid = "toy/odd id:1"
    rec = {"id": rid, "kind": "rate", "verdict": "no counterexample", "comparison": "<=",
           "worst": {"score": 0.95, "lhs": fit.exponent, "rhs": 2.0, "status": "holds", "fit": fit.as_json(),
                     "terms": {}, "quantities": {}}}
    made = draw_claim(rec, tmp_path)
    assert f"{_safe(rid)}.series.svg" in made and all(m.startswith(_safe(rid) + ".") for m in made)
    assert all((tmp_path / m).parent == tmp_path for m in made)


def test_log_axes_are_labelled_in_plain_text_and_wide_ones_show_decades_only(tmp_path: Path) -> None:
    """Round 13: mathtext tick labels and one Tick per minor tick of axes spanning hundreds of decades made the
    pictures cost as much CPU as the searches; log axes now use plain-text labels, and minor ticks only up to
    MINOR_TICKS_DECADES decades."""
    from thmcheck.checks import plots

    fig, (wide, narrow) = plots._plt().subplots(1, 2)
    wide.loglog([1e-100, 1e100], [1.0, 10.0])
    narrow.loglog([1.0, 50.0], [1.0, 2.0])
    plots._plain_log_ticks(fig)  # what _save does first (its close clears the figure)
    assert type(wide.xaxis.get_minor_locator()).__name__ == "NullLocator"
    assert type(narrow.xaxis.get_minor_locator()).__name__ == "LogLocator"
    svg = plots._save(fig, tmp_path / "axes.svg").read_text()
    assert "$" not in svg and "mathdefault" not in svg  # no mathtext anywhere
    assert re.search(r">1e\+\d+</text>", svg)  # decades labelled as plain numbers (1e+22, ...)
