"""Records show the instance's arrays (issue 35 point 5): the instance's own, its terms', and those its seed draws
(``Claim.materialize``); large ones summarised, with the full arrays in a file."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from hypothesis import strategies as st

from tests import toys
from thmcheck.checks.claim import Measurement
from thmcheck.checks.runner import run_and_report_record


def _measure(inst: dict, ctx) -> Measurement:  # noqa: ANN001
    v = np.random.default_rng(inst["seed"]).standard_normal(3)
    return Measurement(float(v @ v) + 100.0, {"x": 1.0}, terms={"big": np.ones((10, 10)), "v": v})


def test_counterexample_arrays_in_record_and_markdown(tmp_path: Path) -> None:
    claim = toys.toy(bound=lambda x: 1.0, measure=_measure, auto_mutant=False,
                     strategy=st.fixed_dictionaries({"seed": st.integers(0, 9), "w": st.just(np.arange(4.0))}))
    claim.materialize = lambda inst: {"drawn": np.random.default_rng(inst["seed"]).standard_normal(3)}
    _, rec = run_and_report_record(claim, tmp_path, profile="ci", max_examples=5)
    assert rec["verdict"] == "violated"
    arrays = rec["shrunk"]["arrays"]
    assert arrays["w"]["source"] == "instance" and arrays["w"]["values"] == [0.0, 1.0, 2.0, 3.0]
    assert arrays["v"]["source"] == "term" and len(arrays["v"]["values"]) == 3
    assert "materialize" in arrays["drawn"]["source"] and len(arrays["drawn"]["values"]) == 3
    big = arrays["big"]
    assert "values" not in big and big["shape"] == [10, 10] and big["max"] == 1.0 and big["norm"] == 10.0
    with np.load(tmp_path / "claims" / big["file"]) as z:
        assert z["big"].shape == (10, 10) and np.array_equal(z["w"], np.arange(4.0))
    md = (tmp_path / "claims" / "toy.lemma1.md").read_text()
    assert "| w | instance | (4,) | `[0.0, 1.0, 2.0, 3.0]` |" in md and "in full: `toy.lemma1.shrunk.arrays.npz`" in md
    json.dumps(rec, allow_nan=False)


def test_seeded_instance_without_materialize_says_so(tmp_path: Path) -> None:
    claim = toys.toy(bound=lambda x: 1.0, measure=lambda i, c: Measurement(5.0, {"x": 1.0}), auto_mutant=False,
                     strategy=st.fixed_dictionaries({"seed": st.integers(0, 9)}))
    _, rec = run_and_report_record(claim, tmp_path, profile="ci", max_examples=5)
    assert "Claim.materialize" in rec["shrunk"]["arrays"]["__note__"]["values"]


def test_claim_page_shows_arrays_and_which_mutants_ran(tmp_path: Path) -> None:
    from thmcheck.checks.html import write_site
    from thmcheck.checks.runner import run_many

    claim = toys.toy(bound=lambda x: 1.0, measure=_measure, mutants={"zero": lambda x: 0.0},
                     strategy=st.fixed_dictionaries({"seed": st.integers(0, 9), "w": st.just(np.arange(4.0))}))
    run_many([claim], tmp_path, profile="ci", max_examples=5, mutants=True)
    write_site(tmp_path)
    page = (tmp_path / "claims" / "toy.lemma1.html").read_text()
    assert "<td>w</td><td>instance</td><td>4</td>" in page and "toy.lemma1.shrunk.arrays.npz" in page
    assert "Planted mutants" in page and "<td>zero</td><td>planted</td><td>killed</td>" in page
    assert "not run in this run" not in page
