"""Every failure replays: from the saved instance, and from the search seed."""

from __future__ import annotations

import numpy as np

from checks.claim import Verdict
from checks.engine import VIOLATED, replay, run_claim
from checks.instances import load_instance, save_instance
from tests import toys


def test_instance_round_trip(tmp_path) -> None:  # noqa: ANN001
    inst = {"k": 3, "tau": 0.5, "v": np.arange(3.0), "mode": "x", "flag": True, "pair": (1, 2.5)}
    got = load_instance(save_instance(tmp_path / "i.npz", inst))
    assert got["k"] == 3 and got["tau"] == 0.5 and got["mode"] == "x" and got["flag"] is True
    assert got["pair"] == (1, 2.5)
    np.testing.assert_array_equal(got["v"], inst["v"])


def test_saved_violation_replays(tmp_path) -> None:  # noqa: ANN001
    c = toys.toy(toys.false_bound)
    r = run_claim(c, "ci")
    assert r.verdict is Verdict.VIOLATED and r.shrunk is not None
    inst = load_instance(save_instance(tmp_path / "s.npz", r.shrunk.instance))
    ev = replay(c, inst)
    assert ev.status == VIOLATED and ev.measurement.lhs == r.shrunk.measurement.lhs


def test_same_seed_same_search() -> None:
    c = toys.toy(toys.false_bound)
    a = run_claim(c, "dev", seed_=1234, max_examples=50)
    b = run_claim(c, "dev", seed_=1234, max_examples=50)
    assert a.verdict is b.verdict is Verdict.VIOLATED
    assert a.shrunk is not None and b.shrunk is not None
    assert a.shrunk.instance["x"] == b.shrunk.instance["x"]


def test_seeded_search_keeps_the_example_database(tmp_path) -> None:  # noqa: ANN001
    # a seeded (dev/deep/cluster) search saves its failure, and the next search of the claim replays it first
    c = toys.toy(toys.false_bound)
    a = run_claim(c, "dev", seed_=3, database=tmp_path / "db", max_examples=100)
    keys = {p.name for p in (tmp_path / "db").iterdir()}
    assert a.verdict is Verdict.VIOLATED and keys
    b = run_claim(c, "dev", seed_=4, database=tmp_path / "db", max_examples=100)
    assert b.verdict is Verdict.VIOLATED and b.examples <= 3
    # one database key per claim: another claim does not replay this one's examples
    run_claim(toys.toy(toys.false_bound, id="toy.lemma9"), "dev", seed_=3, database=tmp_path / "db")
    assert len({p.name for p in (tmp_path / "db").iterdir()} - keys) >= 1
