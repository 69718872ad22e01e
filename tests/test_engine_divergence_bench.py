"""benchmarks.divergence (issue 31): the cost of the uniform check's divergence phase, smoke-tested on one claim."""

from __future__ import annotations

from benchmarks.divergence import DIVERGENCE_CLAIMS, divergence_cost, print_table


def test_divergence_benchmark_times_both_phases_on_one_claim(capsys) -> None:  # noqa: ANN001
    rows = divergence_cost(["mhgd.lemma17"])
    assert len(rows) == 1 and len(DIVERGENCE_CLAIMS) == 5
    r = rows[0]
    assert r["uniform"] and r["search_evaluated"] > 0 and r["search_cpu_s"] > 0
    assert r["divergence_evaluated"] >= r["path_points"] >= 4 and r["divergence_wall_s"] >= 0
    assert r["path_status"] in ("violated", "potential", "conditional", "holds") and r["verdict"]
    print_table(rows)
    out = capsys.readouterr().out
    assert "| mhgd.lemma17 |" in out and "Divergence phase:" in out


def test_benchmarks_main_has_a_divergence_only_table(capsys, monkeypatch) -> None:  # noqa: ANN001
    import benchmarks.__main__ as M
    import benchmarks.divergence as D

    monkeypatch.setattr(D, "DIVERGENCE_CLAIMS", ["mhgd.lemma17"])
    assert M.main(["--divergence-only"]) == 0
    out = capsys.readouterr().out
    assert "Divergence search" in out and "| mhgd.lemma17 |" in out and "Instances per second" not in out
