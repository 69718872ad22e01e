"""Reliability (issue #23): no input, fault or signal makes a run lie, hang or lose a result."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from tests import toys
from thmcheck.checks.cli import main
from thmcheck.checks.html import write_site
from thmcheck.checks.instances import save_instance
from thmcheck.checks.report import write_summary
from thmcheck.checks.runner import run_and_report, run_many

ROOT = Path(__file__).resolve().parents[1]
CLAIM = "chenli.lemma3.6"  # cheap registered claim, bound(k, tau)


def cli(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
        timeout: int = 300) -> subprocess.CompletedProcess:
    e = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    e.pop("THMCHECK_REPORT_DIR", None)
    return subprocess.run([sys.executable, "-m", "thmcheck", *args], capture_output=True, text=True, cwd=cwd or ROOT,
                          env=e, timeout=timeout)


def _bounds(tmp_path: Path) -> str:
    f = tmp_path / "faulty.py"
    f.write_text("import math, os, signal, sys, time\n\n"
                 "def exits(k, tau):\n    sys.exit(0)\n\n"
                 "def sleeps(k, tau):\n    time.sleep(1000)\n\n"
                 "def chatty(k, tau):\n    print('hello from the bound')\n"
                 "    return 2 * (k - 1) / (math.exp(tau) + k - 1)\n")
    return str(f)


def _recs(d: Path) -> dict[str, dict]:
    return {r["id"]: r for r in json.loads((d / "summary.json").read_text())["claims"]}


# 1. a claim's fault (sys.exit, os._exit, a segfault) is that claim's 'unknown'; the run goes on


def _segfault(x: float) -> float:
    os.kill(os.getpid(), signal.SIGSEGV)
    return x


def _exit(x: float) -> float:
    sys.exit(0)


def _hard_exit(x: float) -> float:
    os._exit(0)


def test_crashing_claims_are_unknown_and_the_run_goes_on(tmp_path: Path) -> None:
    claims = [toys.toy(_segfault, id="toy.segv"), toys.toy(_exit, id="toy.exit"),
              toys.toy(_hard_exit, id="toy.hard"), toys.toy(lambda x: "1.5", id="toy.string"), toys.toy()]
    results = run_many(claims, tmp_path, profile="ci", progress=False)
    got = {r.claim.id: r for r in results}
    assert [r.verdict.value for r in results] == ["unknown"] * 4 + ["no counterexample"]
    assert "SIGSEGV" in got["toy.segv"].message
    assert "sys.exit(0)" in got["toy.exit"].message
    assert "exited with status 0 before reporting" in got["toy.hard"].message
    assert "returned a str" in got["toy.string"].message  # a string is not a number (issue point 6)
    recs = _recs(tmp_path)
    assert {k: v["verdict"] for k, v in recs.items()} == {c.id: r.verdict.value for c, r in zip(claims, results)}


def test_cli_bound_calling_sys_exit_is_exit_2_with_a_record(tmp_path: Path) -> None:
    p = cli("run", CLAIM, "--profile", "ci", "--bound", f"{_bounds(tmp_path)}:exits", "--report-dir", str(tmp_path / "r"))
    assert p.returncode == 2, p.stdout + p.stderr
    assert _recs(tmp_path / "r")[CLAIM]["verdict"] == "unknown" and (tmp_path / "r" / "index.html").is_file()


def test_bound_raising_systemexit_at_import_is_one_line_exit_2(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    f = tmp_path / "quits.py"
    f.write_text("raise SystemExit(3)\n")
    assert main(["run", CLAIM, "--bound", f"{f}:b", "--report-dir", str(tmp_path / "r")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "SystemExit" in err
    assert not (tmp_path / "r").exists()


# 2. --budget is a wall-clock limit, whatever the claim's code does


def test_hanging_measurement_ends_near_its_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hang guard kills a hung measurement at the limit the record states. The limit is divided by the CPU share
    (cores / load average), so the machine's load is fixed here (an idle one: limit = 2 x cpu_cap(0.5 s) + 1 s = 2 x 2.5
    s + 1 s = 6 s: ci's draw stops on time only at its cap), and the time is measured against that stated limit, not
    against the wall time of the whole run (start-up under load)."""
    import re

    from thmcheck.checks import runner

    monkeypatch.setenv("THMCHECK_GRACE_S", "1")
    monkeypatch.setattr(runner.os, "getloadavg", lambda: (0.0, 0.0, 0.0))

    def hang(inst, ctx):  # noqa: ANN001, ANN202
        time.sleep(1000)

    res = run_and_report(toys.toy(id="toy.hang", measure=hang), tmp_path, profile="ci", budget_s=0.5)
    assert res.verdict.value == "unknown" and "exceeded its wall-clock budget of 6 s" in res.message, res.message
    assert "CPU share 1 " in res.message
    limit = float(re.search(r"budget of ([\d.]+) s", res.message).group(1))
    assert limit <= res.seconds < limit + 5  # killed at its stated limit (checked at least once a second), not later
    assert any("in hang" in n for n in res.notes)  # where it was when killed
    assert json.loads((tmp_path / "claims" / "toy.hang.json").read_text())["verdict"] == "unknown"


def test_hang_guard_scales_with_the_cpu_share(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under load (load average 4 x the cores: a quarter of a CPU) the same claim gets four times the limit."""
    from thmcheck.checks import runner

    monkeypatch.setenv("THMCHECK_GRACE_S", "1")
    claim = toys.toy(id="toy.hang")
    monkeypatch.setattr(runner.os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    idle, _ = runner.wall_limit(claim, {"profile": "ci", "budget_s": 2})
    cores = os.cpu_count() or 1
    monkeypatch.setattr(runner.os, "getloadavg", lambda: (4.0 * cores, 0.0, 0.0))
    busy, how = runner.wall_limit(claim, {"profile": "ci", "budget_s": 2})
    from thmcheck.checks.profiles import cpu_cap

    assert idle == 2 * cpu_cap(2) + 1 == 21 and abs(busy - 4 * idle) < 1e-9 and "CPU share 0.25" in how


# 3. SIGTERM is handled like Ctrl-C; writes are atomic; unreadable records are flagged loudly


def _children(pid: int) -> list[str]:
    """The process's children that run claims (not its picture process, which starts before any claim is loaded)."""
    from thmcheck.checks.plots import PROCESS_NAME

    try:
        kids = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []

    def name(k: str) -> str:
        try:
            return Path(f"/proc/{k}/comm").read_text().strip()
        except OSError:
            return ""

    return [k for k in kids if name(k) != PROCESS_NAME]


def _catches(pid: int, sig: int) -> bool:
    """Whether the process has a handler installed for ``sig`` (/proc/<pid>/status, SigCgt): under load a process can
    fork its workers before it installs its SIGTERM handler, and a signal sent in between kills it with the default
    action (returncode -15, the flake of round 25's final tests run)."""
    try:
        line = next(x for x in Path(f"/proc/{pid}/status").read_text().splitlines() if x.startswith("SigCgt:"))
    except (OSError, StopIteration):
        return False
    return bool(int(line.split()[1], 16) >> (sig - 1) & 1)


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc (Linux)")
def test_sigterm_writes_summary_and_site(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    p = subprocess.Popen([sys.executable, "-m", "thmcheck", "run", CLAIM, "--profile", "ci", "--budget", "60",
                          "--bound", f"{_bounds(tmp_path)}:sleeps", "--report-dir", str(tmp_path / "r")],
                         cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    end = time.monotonic() + 120
    while not (_children(p.pid) and _catches(p.pid, signal.SIGTERM)) and time.monotonic() < end and p.poll() is None:
        time.sleep(0.2)
    time.sleep(0.5)
    p.send_signal(signal.SIGTERM)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 143, out + err
    assert (tmp_path / "r" / "index.html").is_file()
    rec = _recs(tmp_path / "r")[CLAIM]
    assert rec["verdict"] == "unknown" and "SIGTERM" in rec["message"]


def test_writes_are_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_and_report(toys.toy(), tmp_path, profile="ci", max_examples=5)
    before = (tmp_path / "summary.json").read_text() if (tmp_path / "summary.json").exists() else None
    write_summary(tmp_path)
    before = (tmp_path / "summary.json").read_text()

    def fail(*a, **k):  # noqa: ANN002, ANN003, ANN202
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_summary(tmp_path)
    assert (tmp_path / "summary.json").read_text() == before  # the old summary is intact, never half-written
    assert not [f for f in tmp_path.iterdir() if f.name.endswith(".tmp")]


def test_unreadable_record_is_flagged(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    run_many([toys.toy(id="toy.bad"), toys.toy()], tmp_path, profile="ci",
             progress=False, max_examples=20)
    f = tmp_path / "claims" / "toy.bad.json"
    f.write_text(f.read_text()[:100])  # truncated
    assert main(["summary", "--report-dir", str(tmp_path)]) == 2
    out = capsys.readouterr()
    assert "record unreadable" in out.err and "toy.bad" in out.out
    rec = _recs(tmp_path)["toy.bad"]
    assert rec["verdict"] == "unknown" and not rec["meets_expectation"]
    assert main(["site", "--report-dir", str(tmp_path)]) == 2
    assert "record unreadable" in (tmp_path / "index.html").read_text()


# 4. runs never destroy each other's results


def test_runs_keep_their_own_directories(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for _ in range(2):
        monkeypatch.delenv("THMCHECK_REPORT_DIR", raising=False)
        assert main(["run", CLAIM, "--profile", "ci", "--max-examples", "5"]) == 0
    runs = sorted((tmp_path / "reports" / "runs").iterdir())
    assert len(runs) == 2 and all((r / "claims" / f"{CLAIM}.json").is_file() for r in runs)
    latest = tmp_path / "reports" / "latest"
    assert latest.is_symlink() and latest.resolve() == runs[-1].resolve()
    assert (latest / "summary.json").is_file()


def test_pytest_collect_only_does_not_wipe_a_report(tmp_path: Path) -> None:
    rep = tmp_path / "rep"
    run_and_report(toys.toy(), rep, profile="ci", max_examples=5)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("THMCHECK_REPORT_DIR", None)
    base = [sys.executable, "-m", "pytest", str(ROOT / "checks"), "-q", "-p", "no:randomly",
            "--thmcheck-report-dir", str(rep), "--thmcheck-paper", "chenli"]
    p = subprocess.run([*base, "--co"], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-2000:]
    assert (rep / "claims" / "toy.lemma1.json").is_file()
    # a bad profile is a usage error of pytest, not an INTERNALERROR
    p = subprocess.run([*base, "--co"], capture_output=True, text=True, cwd=ROOT,
                       env={**env, "THMCHECK_PROFILE": "bogus"}, timeout=300)
    assert p.returncode == 4 and "INTERNALERROR" not in p.stdout + p.stderr and "bogus" in p.stderr


# 6. bad input: one line on stderr, exit 2, before any search


@pytest.mark.parametrize("args", [["--budget", "-1"], ["--budget", "nan"], ["--budget", "inf"],
                                  ["--max-examples", "0"], ["--profile", "bogus"]])
def test_bad_run_options(tmp_path: Path, capsys, args: list[str]) -> None:  # noqa: ANN001
    t0 = time.monotonic()
    assert main(["run", CLAIM, "--report-dir", str(tmp_path / "r"), *args]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("thmcheck: error:") and "\n" not in err
    assert not (tmp_path / "r").exists() and time.monotonic() - t0 < 5


def test_bad_profile_env_and_report_dir(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("THMCHECK_PROFILE", "bogus")
    assert main(["run", CLAIM, "--report-dir", str(tmp_path / "r")]) == 2
    assert "bogus" in capsys.readouterr().err
    monkeypatch.delenv("THMCHECK_PROFILE")
    f = tmp_path / "afile"
    f.write_text("x")
    for d in (f, f / "sub"):
        assert main(["run", CLAIM, "--profile", "ci", "--report-dir", str(d)]) == 2
        err = capsys.readouterr().err.strip()
        assert "not a directory" in err and "\n" not in err
    if os.geteuid() != 0:  # root writes anywhere
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        assert main(["run", CLAIM, "--profile", "ci", "--report-dir", str(ro)]) == 2


def test_bad_replay_files(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    good = save_instance(tmp_path / "good.npz", {"k": 3, "tau": 0.5, "v": np.arange(1000.0)})
    data = good.read_bytes()
    bad = {"truncated.npz": data[: len(data) // 2], "text.npz": b"not an npz at all\n"}
    crc = bytearray(data)
    i = data.index(b"v.npy") + 200  # inside the array's stored bytes
    crc[i] ^= 0xFF
    bad["crc.npz"] = bytes(crc)
    for name, content in bad.items():
        (tmp_path / name).write_bytes(content)
        assert main(["replay", CLAIM, str(tmp_path / name)]) == 2, name
        err = capsys.readouterr().err.strip()
        assert "cannot read instance file" in err and "\n" not in err, err
    np.save(tmp_path / "arr.npy", np.arange(3.0))
    assert main(["replay", CLAIM, str(tmp_path / "arr.npy")]) == 2


# 7. the site keeps every path inside the report directory and escapes record fields


def test_site_paths_stay_inside(tmp_path: Path) -> None:
    d = tmp_path / "a" / "b" / "rep"
    run_and_report(toys.toy(), d, profile="ci", max_examples=5)
    rec = json.loads((d / "claims" / "toy.lemma1.json").read_text())
    rec.update(id="../../evil", paper="../../x", tried="<script>alert(1)</script>")
    (d / "claims" / "evil.json").write_text(json.dumps(rec))
    write_site(d)
    outside = [p for p in tmp_path.rglob("*.html") if d not in p.parents]
    assert not outside, outside
    assert "<script>alert(1)" not in (d / "index.html").read_text()
    assert all("<script>alert" not in p.read_text() for p in d.rglob("*.html"))


# 8. a crashed cluster task loses no finished result


def test_cluster_failed_task_is_a_row() -> None:
    from thmcheck.checks.cluster import Task, _task_row

    class Lost:
        def result(self):  # noqa: ANN202
            raise SystemExit("worker died")

    row = _task_row(Lost(), Task("toy", 1))
    assert row["result"] is None and "worker died" in row["error"]


def test_cluster_campaign_survives_a_crashing_worker(tmp_path: Path) -> None:
    pytest.importorskip("distributed")
    from thmcheck.checks.cluster import Task, campaign, local_client

    tasks = [Task("tests.test_reliability:_toy_ok", 0, budget_s=2, profile="ci"),
             Task("tests.test_reliability:_toy_crash", 0, budget_s=2, profile="ci")]
    with local_client(2) as client:
        out = campaign(tasks, client=client, report_dir=tmp_path)
    assert "toy.lemma1" in out.results and any(t["error"] for t in out.tasks)


def _toy_ok():  # noqa: ANN202
    return toys.toy()


def _toy_crash():  # noqa: ANN202
    return toys.toy(_hard_exit, id="toy.crash")


# 9. --json stays parseable; records are passed along, not read back by id


def test_json_output_is_clean_when_a_bound_prints(tmp_path: Path) -> None:
    p = cli("run", CLAIM, "--profile", "ci", "--bound", f"{_bounds(tmp_path)}:chatty", "--json",
            "--report-dir", str(tmp_path / "r"))
    assert p.returncode == 0, p.stdout + p.stderr
    (rec,) = json.loads(p.stdout)
    assert rec["id"] == CLAIM and "hello from the bound" in p.stderr


def test_records_are_passed_along(tmp_path: Path) -> None:
    seen: list[dict] = []
    run_many([toys.toy(id="toy.a-b.c")], tmp_path, profile="ci", max_examples=5, progress=False,
             on_record=lambda r, rec: seen.append(rec))
    assert [r["id"] for r in seen] == ["toy.a-b.c"] and (tmp_path / "claims" / "toy.a-b.c.json").is_file()


def test_grant_uncertified_reaches_the_engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import thmcheck.checks.runner as runner

    seen: dict = {}
    real = runner.run_claim

    def spy(claim, **kw):  # noqa: ANN001, ANN003, ANN202
        seen.update(kw)
        kw.pop("grant_uncertified", None)
        return real(claim, **kw)

    monkeypatch.setenv("THMCHECK_ISOLATE", "0")
    monkeypatch.setattr(runner, "run_claim", spy)
    f = tmp_path / "b.py"
    f.write_text("import math\ndef b(k, tau):\n    return 2 * (k - 1) / (math.exp(tau) + k - 1)\n")
    assert main(["run", CLAIM, "--profile", "ci", "--bound", f"{f}:b", "--grant-uncertified", "--max-examples", "5",
                 "--report-dir", str(tmp_path / "r")]) == 0
    assert seen.get("grant_uncertified") is True


def test_atomic_writes_keep_ordinary_permissions(tmp_path) -> None:  # noqa: ANN001
    """Reports written atomically are as readable as any file (mkstemp alone would make them 0600)."""
    import os

    from thmcheck.checks.instances import save_instance
    from thmcheck.checks.report import atomic_write_text

    old = os.umask(0o022)
    try:
        p = atomic_write_text(tmp_path / "a.json", "{}")
        q = save_instance(tmp_path / "b.npz", {"x": 1.0})
    finally:
        os.umask(old)
    assert p.stat().st_mode & 0o777 == 0o644 and q.stat().st_mode & 0o777 == 0o644
