"""Plots that can be read (issue 35 point 4): each picture checked for its labels and its scale."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from thmcheck.checks import plots


@pytest.fixture
def figs(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The figures the plot functions save (kept open for inspection)."""
    made: list[Any] = []
    real = plots._save

    def keep(fig: Any, path: Path) -> Path:
        made.append(fig)
        fig.tight_layout()
        fig.savefig(path)
        return path

    monkeypatch.setattr(plots, "_save", keep)
    yield made
    for f in made:
        plots._plt().close(f)
    assert real is not None


def _rec(comparison: str = "<=", kind: str = "deterministic") -> dict[str, Any]:
    return {"id": "toy.lemma1", "kind": kind, "comparison": comparison, "verdict": "no counterexample",
            "worst": {"lhs": 0.5, "rhs": 1.0, "lhs_interval": None, "terms": {}, "quantities": {}}, "shrunk": None}


@pytest.mark.parametrize(("comparison", "words"), [("<=", "measured / bound"), (">=", "bound / measured"),
                                                   ("==", "tolerance")])
def test_score_axis_label_follows_the_comparison(tmp_path: Path, figs: list, comparison: str, words: str) -> None:
    assert plots.plot_scores(_rec(comparison), [0.1, 0.5, 0.9, 0.3], tmp_path / "s.svg")
    ax = figs[-1].axes[0]
    assert words in ax.get_xlabel() and ax.get_xscale() == "linear"
    assert words in (tmp_path / "s.svg").read_text()  # text stays text in the SVG


def test_scores_spanning_decades_get_a_log_axis(tmp_path: Path, figs: list) -> None:
    scores = list(np.geomspace(1e-3, 1.45e11, 72)) + [0.0]
    assert plots.plot_scores(_rec(">="), scores, tmp_path / "s.svg")
    ax = figs[-1].axes[0]
    assert ax.get_xscale() == "log" and "log scale" in ax.get_xlabel() and "bound / measured" in ax.get_xlabel()
    heights = [p.get_height() for p in ax.patches]
    assert max(heights) < 72  # not all in one bar
    assert "1 score(s) <= 0" in ax.get_title()


def test_measured_against_bound_shows_every_evaluated_instance(tmp_path: Path, figs: list) -> None:
    draws = tmp_path / "toy.lemma1.draws.jsonl"
    rows = [{"n": i, "lhs": 0.5 * x, "rhs": x, "score": 0.5, "status": "holds"} for i, x in
            enumerate(np.geomspace(1e-2, 1e4, 40))]
    rows += [{"n": 99, "lhs": 1.0, "status": "rejected"}, {"n": 100, "batch": 8, "lhs_min": 0, "lhs_max": 1}]
    draws.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    made = plots.draw_claim(_rec(), tmp_path, scores=[0.5] * 40, draws=draws)
    assert "toy.lemma1.lhs_rhs.svg" in made
    ax = next(f.axes[0] for f in figs if "evaluated instance" in f.axes[0].get_title())
    assert "40 evaluated instance(s)" in ax.get_title() and "fails above the line" in ax.get_title()
    assert ax.get_xscale() == "log" and ax.get_yscale() == "log"
    assert ax.get_xlabel().startswith("bound (rhs)") and ax.get_ylabel().startswith("measured (lhs)")
    n_points = sum(len(line.get_xdata()) for line in ax.lines if line.get_label().startswith("holds"))
    assert n_points == 40


def test_measured_against_bound_labels_probabilistic_and_rate_claims(tmp_path: Path, figs: list) -> None:
    assert plots.plot_lhs_rhs(_rec("<=", "probabilistic"), tmp_path / "p.svg", [])
    ax = figs[-1].axes[0]
    assert "failure rate" in ax.get_ylabel() and "delta" in ax.get_xlabel() and ax.get_xscale() == "linear"
    assert plots.plot_lhs_rhs(_rec(">=", "rate"), tmp_path / "r.svg", [])
    ax = figs[-1].axes[0]
    assert "exponent" in ax.get_ylabel() and "fails below the line" in ax.get_title()


def test_instance_picture_names_its_arrays(tmp_path: Path, figs: list) -> None:
    inst = {"A": np.arange(12.0).reshape(3, 4), "v": np.arange(5.0), "seed": 3}
    assert plots.plot_instance(_rec(), inst, tmp_path / "i.svg")
    titles = [ax.get_title() for ax in figs[-1].axes if ax.get_title()]
    assert "A (3, 4)" in titles and "v (5,)" in titles
