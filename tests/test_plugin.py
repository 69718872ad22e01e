"""The pytest plugin (checks/plugin.py): your own claims, the terminal summary, --lf, inertness elsewhere,
Hypothesis profiles; and the CLI for your own claims (run MODULE:ATTR, replay --claims, new)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from thmcheck.checks.scaffold import write_scaffold

ROOT = Path(__file__).resolve().parents[1]

BAD = '''
import math
from hypothesis import strategies as st
from thmcheck.checks.claim import Claim, Measurement
from thmcheck.checks.domain import Param


def bound(k):
    return 0.9 * math.log(k)  # wrong: the uniform softmax reaches log k


def measure(inst, ctx):
    return Measurement(lhs=math.log(inst["k"]), quantities={"k": inst["k"]}, terms={})


CLAIMS = [Claim(id="mine.wrong", paper="mine", source="mine, Lemma 9", statement="H <= 0.9 log k",
                kind="deterministic", comparison="<=", bound=bound, measure=measure,
                strategy=st.fixed_dictionaries({"k": st.integers(2, 64)}),
                domain=(Param("k", 2, 64, integer=True, text="2 <= k <= 64"),),
                no_mutant_reason="a toy")]
'''


def _env() -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "THMCHECK_PROGRESS": "0"}
    for k in ("THMCHECK_REPORT_DIR", "THMCHECK_CLAIMS", "THMCHECK_PAPER", "THMCHECK_PROFILE"):
        env.pop(k, None)
    return env


def _pytest(tmp: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "thmcheck.checks.plugin", "-o", f"cache_dir={tmp / '.cache'}",
                           "-p", "no:randomly", *args], capture_output=True, text=True, cwd=tmp, env=_env(),
                          timeout=600)


def test_own_claims_under_pytest_summary_and_lf(tmp_path: Path) -> None:
    write_scaffold("mypaper", tmp_path)
    (tmp_path / "bad_claims.py").write_text(BAD)
    rep = tmp_path / "rep"
    args = ["--pyargs", "thmcheck.checks.test_claims", "--thmcheck-claims", "mypaper_claims",
            "--thmcheck-claims", "bad_claims:CLAIMS", "--thmcheck-report-dir", str(rep), "-q"]
    p = _pytest(tmp_path, *args)
    out = p.stdout + p.stderr
    assert p.returncode == 1, out[-3000:]
    assert "1 failed, 1 passed" in out
    assert "unexpected results: 1" in out and "holds 1" in out and "unexpected 1" in out
    assert "unexpected: mine.wrong: verdict violated, expected holds" in out
    # the failure says the instance, the terms and the replay command naming the module
    # (the module by its absolute file, so that the command works from any directory: issue 35 point 8)
    spec = f"--claims {(tmp_path / 'bad_claims.py').resolve()}:CLAIMS"
    assert "instance: k=" in out and spec in out
    rec = json.loads((rep / "claims" / "mine.wrong.json").read_text())
    assert rec["replay"].endswith(spec)
    # the replay command works from the user's directory
    r = subprocess.run(rec["replay"], shell=True, capture_output=True, text=True, cwd=tmp_path, env=_env(), timeout=300)
    assert r.returncode == 1 and "violated" in r.stdout, r.stdout + r.stderr
    # --lf reruns only the failed claim (the cache provider is on)
    p = _pytest(tmp_path, *args, "--lf")
    out = p.stdout + p.stderr
    assert p.returncode == 1 and "1 failed" in out and "passed" not in out.split("thmcheck")[-1].split("\n")[-2], out[-3000:]
    assert "1 deselected" in out or "run-last-failure" in out


def test_plugin_is_inert_in_other_sessions(tmp_path: Path) -> None:
    (tmp_path / "test_x.py").write_text(
        "import signal\n\ndef test_x():\n    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL\n")
    p = _pytest(tmp_path, "test_x.py", "-q")
    assert p.returncode == 0, p.stdout + p.stderr
    assert "thmcheck" not in p.stdout and not (tmp_path / "reports").exists()


def test_conftest_and_plugin_not_registered_twice() -> None:
    base = [sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:randomly", "-o", "cache_dir=/tmp/rx-nocache",
            str(ROOT / "checks" / "test_claims.py"), "--thmcheck-paper", "chenli"]
    for extra in ([], ["-p", "thmcheck.checks.plugin"]):
        p = subprocess.run([*base, *extra], capture_output=True, text=True, cwd=ROOT, env=_env(), timeout=600)
        assert p.returncode == 0 and "chenli." in p.stdout, p.stdout[-2000:] + p.stderr[-2000:]


def test_hypothesis_profiles_registered() -> None:
    from hypothesis import settings

    from thmcheck.checks.profiles import PROFILES, register_hypothesis_profiles

    register_hypothesis_profiles()
    for name, prof in PROFILES.items():
        s = settings.get_profile(f"thmcheck-{name}")
        assert s.max_examples == prof.max_examples and s.derandomize == prof.derandomize


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "thmcheck", *args], capture_output=True, text=True, cwd=cwd,
                          env=_env(), timeout=300)


def test_cli_new_run_module_and_replay(tmp_path: Path) -> None:
    p = _cli("new", "mypaper", "--dir", str(tmp_path), cwd=tmp_path)
    assert p.returncode == 0 and (tmp_path / "mypaper_claims.py").is_file(), p.stderr
    assert _cli("new", "mypaper", "--dir", str(tmp_path), cwd=tmp_path).returncode == 2  # never overwrites
    (tmp_path / "bad_claims.py").write_text(BAD)
    p = _cli("run", "mypaper_claims:CLAIMS", "bad_claims.py", "--profile", "ci", "--report-dir", "rep", cwd=tmp_path)
    assert p.returncode == 1, p.stdout + p.stderr
    assert "[holds] mypaper.lemma1" in p.stdout and "[unexpected] mine.wrong" in p.stdout
    assert "shrunk instance: k=" in p.stdout and "replay: python -m thmcheck replay mine.wrong" in p.stdout
    rec = json.loads((tmp_path / "rep" / "claims" / "mine.wrong.json").read_text())
    r = subprocess.run(rec["replay"], shell=True, capture_output=True, text=True, cwd=tmp_path, env=_env(), timeout=300)
    assert r.returncode == 1 and "violated" in r.stdout, rec["replay"] + r.stderr
    # one claim of a module by id, with --claims
    p = _cli("run", "--claims", "mypaper_claims", "mypaper.lemma1", "--profile", "ci", "--report-dir", "rep2",
             "--max-examples", "20", cwd=tmp_path)
    assert p.returncode == 0 and "mypaper.lemma1" in p.stdout, p.stdout + p.stderr
    for bad in ("nosuchmodule:CLAIMS", "mypaper_claims:NOPE"):
        p = _cli("run", bad, "--profile", "ci", "--report-dir", "rep3", cwd=tmp_path)
        assert p.returncode == 2 and p.stderr.strip().startswith("thmcheck: error:"), p.stderr


def test_user_bound_run_has_own_dir_and_replay_keeps_bound(tmp_path: Path) -> None:
    write_scaffold("mypaper", tmp_path)
    (tmp_path / "mb.py").write_text("import math\n\ndef bad(k):\n    return math.log(k) - 0.05\n")
    p = _cli("run", "mypaper_claims:CLAIMS", "--profile", "ci", "--bound", "mb.py:bad", cwd=tmp_path)
    assert p.returncode == 1 and "[user bound]" in p.stdout, p.stdout + p.stderr
    (d,) = (tmp_path / "reports" / "runs").iterdir()
    assert "-bound-mb-bad-" in d.name and not (tmp_path / "reports" / "latest").exists()
    rec = json.loads((d / "claims" / "mypaper.lemma1.json").read_text())
    spec = f"--bound {(tmp_path / 'mb.py').resolve()}:bad"  # absolute: replays from any directory
    assert rec["user_bound"] and spec in rec["replay"] and spec in rec["search_replay"]
    r = subprocess.run(rec["replay"], shell=True, capture_output=True, text=True, cwd=tmp_path, env=_env(), timeout=300)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "(user bound)" in (d / "summary.md").read_text() and "(user bound)" in (d / "index.html").read_text()


def test_help_version_and_profile_choices() -> None:
    from thmcheck.checks.cli import main

    p = _cli("--help", cwd=ROOT)
    assert p.returncode == 0 and "exit status:" in p.stdout and "examples:" in p.stdout
    p = _cli("run", "--help", cwd=ROOT)
    assert "{ci,deep,dev}" in p.stdout and "130" in p.stdout and "--thmcheck" not in p.stdout
    p = _cli("--version", cwd=ROOT)
    assert p.returncode == 0 and p.stdout.startswith("thmcheck ")
    assert main(["run", "x", "--profile", "nope"]) == 2


def test_draws_jsonl_and_statistics(tmp_path: Path) -> None:
    write_scaffold("mypaper", tmp_path)
    rep = tmp_path / "rep"
    p = _pytest(tmp_path, "--pyargs", "thmcheck.checks.test_claims", "--thmcheck-claims", "mypaper_claims",
                "--thmcheck-report-dir", str(rep), "-q", "--hypothesis-show-statistics")
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    assert "thmcheck search statistics" in p.stdout and "instances tried" in p.stdout and "draws:" in p.stdout
    lines = [json.loads(x) for x in (rep / "claims" / "mypaper.lemma1.draws.jsonl").read_text().splitlines()]
    rows = [r for r in lines if "n" in r]
    rec = json.loads((rep / "claims" / "mypaper.lemma1.json").read_text())
    assert len(rows) >= rec["valid"] > 0
    assert {"k", "scale", "seed"} <= set(rows[0]["instance"]) and rows[0]["status"] in ("holds", "potential")
    assert max(r["score"] for r in rows) == rec["best_score"] or abs(max(r["score"] for r in rows)
                                                                     - float(rec["best_score"])) < 1e-12
    assert {r["instance"]["k"] for r in rows} != {rows[0]["instance"]["k"]}  # a distribution, not one point


def test_draws_capped(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    from tests import toys
    from thmcheck.checks.runner import run_and_report

    monkeypatch.setenv("THMCHECK_DRAWS_MAX", "5")
    monkeypatch.setenv("THMCHECK_ISOLATE", "0")
    run_and_report(toys.toy(), tmp_path, profile="ci", max_examples=20)
    lines = (tmp_path / "claims" / "toy.lemma1.draws.jsonl").read_text().splitlines()
    assert len(lines) == 6 and json.loads(lines[-1])["truncated"]


def test_unknown_id_of_a_user_module_suggests_its_claims(tmp_path: Path) -> None:
    """An unknown id next to a user module: one line naming the module's closest ids, exit 2 (CLI) / pytest's
    usage error (4), before any search (no report directory is created)."""
    write_scaffold("mypaper", tmp_path)
    want = "unknown claim id 'mypaper.lema1'; closest: mypaper.lemma1"
    for args in (("run", "mypaper_claims:CLAIMS", "mypaper.lema1"), ("run", "mypaper.lema1", "mypaper_claims:CLAIMS"),
                 ("run", "--claims", "mypaper_claims", "mypaper.lema1"),
                 ("replay", "mypaper.lema1", "x.npz", "--claims", "mypaper_claims")):
        p = _cli(*args, "--report-dir", "rep", cwd=tmp_path) if args[0] == "run" else _cli(*args, cwd=tmp_path)
        assert p.returncode == 2, (args, p.stdout, p.stderr)
        assert p.stderr.strip() == f"thmcheck: error: {want}", (args, p.stderr)
        assert not (tmp_path / "rep").exists()
    node = f"{ROOT / 'checks' / 'test_claims.py'}::mypaper.lema1"
    legacy = f"{ROOT / 'checks' / 'test_claims.py'}::test_claim[mypaper.lema1]"  # the node ids before ids named items
    for args in (("--pyargs", "thmcheck.checks.test_claims", "-k", "lema1"), (node,), (legacy,)):
        p = _pytest(tmp_path, *args, "--thmcheck-claims", "mypaper_claims", "--thmcheck-report-dir", "rep", "-q")
        assert p.returncode == 4, p.stdout + p.stderr
        assert "unknown claim id" in p.stderr and "closest: mypaper.lemma1" in p.stderr, p.stderr
        assert not (tmp_path / "rep").exists()
    # a -k that selects a claim runs it
    p = _pytest(tmp_path, "--pyargs", "thmcheck.checks.test_claims", "-k", "lemma1", "--thmcheck-claims", "mypaper_claims",
                "--thmcheck-report-dir", "rep", "-q")
    assert p.returncode == 0 and "1 passed" in p.stdout, p.stdout + p.stderr


def test_items_are_named_by_claim_id_and_load_one_copy() -> None:
    """Issue 35 point 10: node ids read ``checks/test_claims.py::<id>``; a node id, the old ``::test_claim[<id>]`` and
    ``-k <id>`` select by id. Point 11: collecting them loads no module under a top-level ``checks``/``models``/
    ``bounds`` name beside its ``thmcheck.`` one (an old install's entry point, if any, is blocked as a user would)."""
    import importlib.metadata

    stale = sorted({ep.name for d in importlib.metadata.distributions()
                    if (d.metadata["Name"] or "").lower() == "thmcheck" for ep in d.entry_points
                    if ep.group == "pytest11"} - {"thmcheck.checks.plugin"})
    block = [a for n in stale for a in ("-p", f"no:{n}")]
    f = "checks/test_claims.py"
    for args, want in (([f"{f}::chenli.lemma3.6"], [f"{f}::chenli.lemma3.6"]),
                       ([f"{f}::test_claim[chenli.lemma3.6]"], [f"{f}::chenli.lemma3.6"]),
                       ([f, "-k", "chenli.lemma3.6"], [f"{f}::chenli.lemma3.6", f"{f}::chenli.lemma3.6.corrected"])):
        code = ("import sys, pytest; rc = pytest.main(sys.argv[1:]); "
                "print('TOP', sorted(m for m in sys.modules if m.split('.')[0] in ('checks', 'models', 'bounds'))); "
                "sys.exit(rc)")
        p = subprocess.run([sys.executable, "-c", code, "--co", "-q", "-p", "no:cacheprovider", *block, *args],
                           capture_output=True, text=True, cwd=ROOT, env=_env(), timeout=600)
        assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
        items = [ln for ln in p.stdout.splitlines() if "::" in ln]
        assert items == want, (args, p.stdout[-2000:])
        assert "TOP []" in p.stdout, p.stdout[-1000:]
