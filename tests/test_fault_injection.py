"""Fault injection over the entry points (issue 36): what a user or the system can do wrong, and the promise each
fault must keep -- not how the code keeps it.

The promises (docs/reliability.md lists them with these tests):

* bad input is one line on stderr naming the cause, exit 2, before any search, and no traceback;
* a fault inside a claim (a bad value, an exception of any kind, sys.exit, a crash, a hang, side effects) is that
  claim's ``unknown`` (or a note), every other claim's row is kept, and the run exits;
* nothing is written outside the report directory, and nothing on disk lies: a damaged record is shown as
  unreadable, a claim that never finished is named, a replay refuses a file that is not the claim's.

The faults are grouped so that one run of the CLI covers a class (each run starts a Python with torch).
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

FAULTS = textwrap.dedent('''
    import os, subprocess, sys, threading, time, dataclasses
    import numpy as np
    from hypothesis import strategies as st
    from thmcheck.checks.claim import Assumption, Claim, Measurement

    def measure(inst, ctx):
        v = np.asarray(inst["v"], float)
        return Measurement(lhs=float(v.sum()), quantities={"k": int(inst["k"]), "v": v})

    S = st.fixed_dictionaries({"k": st.integers(2, 5),
                               "v": st.lists(st.floats(0, 1), min_size=1, max_size=4).map(np.array)})

    def mk(cid, bound, **kw):
        return Claim(id=f"f.{cid}", paper="f", source="faults, L1", statement="sum v <= bound",
                     kind="deterministic", comparison="<=", bound=bound, measure=measure, strategy=S,
                     no_mutant_reason="fault test", auto_mutant=False, **kw)

    class Boom(BaseException):
        pass

    _once = {}
    def once(key):
        first = key not in _once
        _once[key] = 1
        return first

    def b_thread(k, v):
        if once("t"):
            threading.Thread(target=time.sleep, args=(600,)).start()
        return 1e9
    def b_child(k, v):
        if once("c"):
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        return 1e9
    def b_chdir(k, v):
        os.chdir("/")
        return 1e9
    def b_mutate(k, v):
        r = float(v.sum()) * 1.5 + 0.1
        v *= 10
        return r
    def b_kbint(k, v):
        raise KeyboardInterrupt
    def b_base(k, v):
        raise Boom("boom")
    def b_exit(k, v):
        sys.exit(4)

    CLAIMS = [mk("npbool", lambda k, v: np.bool_(True)), mk("npstr", lambda k, v: np.array("1e9")),
              mk("bigint", lambda k, v: 10**400), mk("tensorbool", lambda k, v: __import__("torch").tensor(True)),
              mk("kbint", b_kbint), mk("base", b_base), mk("exit", b_exit), mk("chdir", b_chdir),
              mk("thread", b_thread), mk("child", b_child), mk("mutate", b_mutate), mk("good", lambda k, v: 1e9)]
    ASSUME = [mk("assume", lambda k, v: 1e9,
                 assumptions=(Assumption("big", "sum v >= 0.5", lambda q: float(np.sum(q["v"])) - 0.5),))]
    SLOW = [mk("slow1", lambda k, v: (time.sleep(0.3), 1e9)[1]), mk("slow2", lambda k, v: 1e9),
            mk("slow3", lambda k, v: 1e9)]
    DUP = [CLAIMS[-1], dataclasses.replace(CLAIMS[-1], statement="another")]
    LONG = [dataclasses.replace(CLAIMS[-1], id="f." + "x" * 250)]
    COLLIDE = [dataclasses.replace(CLAIMS[-1], id="f.a:b"), dataclasses.replace(CLAIMS[-1], id="f.a_b")]
    def NEEDS(a):
        return CLAIMS
    def RAISES():
        raise RuntimeError("nope")
    def EXITS():
        sys.exit(3)
    print("printed at import")
''')


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("faults")
    (d / "faults.py").write_text(FAULTS)
    return d


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("THMCHECK_")}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.update({"THMCHECK_PLOTS": "0", "THMCHECK_CACHE": "0", **extra})
    return env


def cli(work: Path, *args: str, timeout: float = 240, env: dict[str, str] | None = None,
        **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "thmcheck", *args], cwd=work, capture_output=True, text=True,
                          timeout=timeout, env=env or _env(), **kw)


def one_line_error(p: subprocess.CompletedProcess, *words: str) -> str:
    """Exit 2, no traceback, exactly one 'thmcheck: error:' line naming the cause."""
    assert p.returncode == 2, (p.returncode, p.stderr[-2000:])
    assert "Traceback" not in p.stderr, p.stderr[-3000:]
    errs = [ln for ln in p.stderr.splitlines() if ln.startswith("thmcheck: error:")]
    assert len(errs) == 1, p.stderr
    for w in words:
        assert w in errs[0], errs[0]
    return errs[0]


def records(d: Path) -> dict[str, dict]:
    return {json.loads(f.read_text())["id"]: json.loads(f.read_text())
            for f in (d / "claims").glob("*.json") if not f.name.endswith(".draws.json")}


# ------------------------------------------------------------------ values a bound returns; user code misbehaving


def test_misbehaving_claims_are_unknown_or_contained_and_every_row_survives(work):
    """One run over twelve faulty claims: bad values named by type, BaseExceptions and sys.exit of the claim's code
    are its `unknown`, a changed cwd, a left-over child process or thread do not leak or hang the run (stdout is a
    pipe: a surviving child holding it would hang `communicate`), a bound mutating its inputs changes nothing."""
    t0 = time.monotonic()
    p = cli(work, "run", "faults.py:CLAIMS", "--profile", "ci", "--max-examples", "4", "--report-dir", "r1")
    assert time.monotonic() - t0 < 200
    assert p.returncode == 2, p.stderr[-2000:]  # unknown claims: exit 2
    assert "Traceback" not in p.stderr
    recs = records(work / "r1")
    assert set(recs) == {f"f.{c}" for c in ("npbool", "npstr", "bigint", "tensorbool", "kbint", "base", "exit",
                                             "chdir", "thread", "child", "mutate", "good")}
    msg = {k: v["message"] for k, v in recs.items()}
    assert recs["f.npbool"]["verdict"] == "unknown" and "numpy.bool" in msg["f.npbool"]
    assert recs["f.npstr"]["verdict"] == "unknown" and "dtype <U3" in msg["f.npstr"]
    assert recs["f.bigint"]["verdict"] == "unknown" and "too large for a float" in msg["f.bigint"]
    assert recs["f.tensorbool"]["verdict"] == "unknown" and "torch.bool" in msg["f.tensorbool"]
    assert recs["f.kbint"]["verdict"] == "unknown" and "KeyboardInterrupt" in msg["f.kbint"]
    assert recs["f.base"]["verdict"] == "unknown" and "Boom" in msg["f.base"]
    assert recs["f.exit"]["verdict"] == "unknown" and "sys.exit" in msg["f.exit"]
    for c in ("chdir", "thread", "child", "mutate", "good"):
        assert recs[f"f.{c}"]["verdict"] == "no counterexample", (c, msg[f"f.{c}"])
    notes = {k: " ".join(v.get("notes") or []) for k, v in recs.items()}
    assert "changed the working directory" in notes["f.chdir"]
    assert "child process" in notes["f.child"]
    assert "non-daemon thread" in notes["f.thread"]
    assert not Path("/claims").exists() and not (Path("/") / "r1").exists()  # nothing written where it chdir'ed
    assert (work / "r1" / "summary.json").is_file()
    # the mutating bound: the saved instance replays to the recorded evaluation
    inst = work / "r1" / "claims" / "f.mutate.worst.npz"
    r = cli(work, "replay", "f.mutate", str(inst), "--claims", "faults.py:CLAIMS", "--json")
    assert r.returncode == 0, r.stderr[-1500:]
    rep = json.loads(r.stdout)
    worst = recs["f.mutate"]["worst"]
    assert float(rep["lhs"]) == pytest.approx(float(worst["lhs"]), rel=1e-12)
    assert float(rep["rhs"]) == pytest.approx(float(worst["rhs"]), rel=1e-12)


def test_bound_values_are_validated_in_one_place():
    import decimal
    from fractions import Fraction

    import mpmath
    import numpy as np
    import torch

    from thmcheck.checks.claim import finite_real, real_kind

    for ok in (1, 2.5, Fraction(1, 3), decimal.Decimal("1.5"), mpmath.mpf(2), np.float32(1), np.int64(3),
               np.array(2.0), torch.tensor(1.5), torch.tensor([2])):
        assert real_kind(ok) is None and isinstance(finite_real(ok), float)
    for bad, word in ((np.bool_(True), "bool"), (np.array("1e9"), "<U3"), ("1", "str"), (True, "bool"),
                      (torch.tensor(True), "torch.bool"), (1j, "complex"), (None, "NoneType"), ([1.0], "list"),
                      (np.array([1, 2]), "shape"), (np.array(1, dtype=object), "object")):
        with pytest.raises(TypeError, match=word):
            finite_real(bad)
    with pytest.raises(ValueError, match="too large"):
        finite_real(10**400)


# ---------------------------------------------------------------------------------------- user claim modules


@pytest.mark.parametrize("spec,words", [
    ("faults.py:DUP", ("used by two claims",)),
    ("faults.py:LONG", ("characters long",)),
    ("faults.py:COLLIDE", ("same report file name",)),
    ("faults.py:NEEDS", ("NEEDS()", "TypeError")),
    ("faults.py:RAISES", ("RuntimeError", "nope")),
    ("faults.py:EXITS", ("SystemExit", "3")),
    ("faults.py:MISSING", ("no attribute",)),
])
def test_bad_claim_modules_are_one_line_before_any_search(work, spec, words):
    p = cli(work, "run", spec, "--profile", "ci", "--report-dir", "r2", "--json")
    one_line_error(p, *words)
    assert p.stdout.strip() == ""  # under --json, what the module printed at import went to stderr
    assert "printed at import" in p.stderr
    assert not (work / "r2" / "claims").exists()


def test_print_at_import_under_json_keeps_stdout_json(work):
    p = cli(work, "run", "--claims", "faults.py", "f.good", "--profile", "ci", "--max-examples", "2", "--json",
            "--report-dir", "r3")
    assert p.returncode == 0, p.stderr[-1500:]
    assert json.loads(p.stdout)[0]["id"] == "f.good"


# ----------------------------------------------------------------------------------- files and the environment


def test_report_dir_symlinks_and_bad_options_are_one_line(work):
    (work / "dangling").symlink_to("/nonexistent/thmcheck-x")
    (work / "loop").symlink_to("loop")
    base = ["run", "--claims", "faults.py", "f.good", "--profile", "ci", "--max-examples", "2"]
    one_line_error(cli(work, *base, "--report-dir", "dangling"), "symbolic link to a missing")
    one_line_error(cli(work, *base, "--report-dir", "loop"), "symbolic link loop")
    one_line_error(cli(work, *base, "--report-dir", "r4", "--seed", "-1"), "--seed")


@pytest.mark.parametrize("var,value", [("GRACE_S", "nan"), ("ISOLATE", "maybe"), ("DRAWS_MAX", "-1"),
                                       ("PROFILE", "bogus"), ("DEVICE", "tpu"), ("TORCH_THREADS", "x")])
def test_bad_environment_values_are_named(work, var, value):
    p = cli(work, "list", env=_env(**{f"THMCHECK_{var}": value}))
    one_line_error(p, f"THMCHECK_{var}")


def test_bad_environment_under_pytest_is_a_usage_error(work):
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "thmcheck.checks.plugin", "--pyargs", "thmcheck.checks.test_claims",
                        "--thmcheck-claims", "faults", "-k", "f.good"], cwd=work, capture_output=True, text=True,
                       timeout=240, env=_env(THMCHECK_GRACE_S="inf"))
    assert p.returncode == 4, p.stdout[-1500:] + p.stderr[-1500:]
    assert "THMCHECK_GRACE_S" in p.stdout + p.stderr


def test_full_disk_is_one_line(work):
    def small_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (1500, 1500))

    p = cli(work, "run", "--claims", "faults.py", "f.good", "f.npbool", "--profile", "ci", "--max-examples", "2",
            "--report-dir", "r5", preexec_fn=small_files)
    one_line_error(p, "File too large")


def test_damaged_list_cache_is_ignored(work, tmp_path):
    env = _env(THMCHECK_CACHE="1", THMCHECK_CACHE_DIR=str(tmp_path))
    first = cli(work, "list", "--json", env=env)
    assert first.returncode == 0
    for garbage in ("not json", "[1]", '{"key": 1}', "null"):
        for f in tmp_path.glob("*.json"):
            f.write_text(garbage)
        p = cli(work, "list", "--json", env=env)
        assert p.returncode == 0 and "Traceback" not in p.stderr, (garbage, p.stderr[-800:])
        assert json.loads(p.stdout) == json.loads(first.stdout)


def test_replay_refuses_another_claims_instance_and_one_outside_the_assumptions(work):
    import numpy as np

    sys.path.insert(0, str(ROOT))
    from thmcheck.checks.instances import save_instance

    save_instance(work / "small.npz", {"k": 2, "v": np.array([0.1])}, "f.assume")
    one_line_error(cli(work, "replay", "f.good", "small.npz", "--claims", "faults.py"), "saved for claim 'f.assume'")
    one_line_error(cli(work, "replay", "f.assume", "small.npz", "--claims", "faults.py:ASSUME"),
                   "does not meet the claim's assumptions", "big")


# --------------------------------------------------------------------------------------- signals and pipes


def _start(work: Path, d: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "thmcheck", "run", "faults.py:SLOW", "--profile", "ci",
                             "--max-examples", "60", "--report-dir", d], cwd=work, env=_env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_for(path: Path, timeout: float = 120) -> None:
    end = time.monotonic() + timeout
    while not path.exists() and time.monotonic() < end:
        time.sleep(0.2)
    assert path.exists(), path


def test_sighup_writes_the_summary(work):
    p = _start(work, "r6")
    _wait_for(work / "r6" / "run.json")
    time.sleep(1.0)
    p.send_signal(signal.SIGHUP)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 129, err[-1500:]
    assert "Traceback" not in err and "SIGHUP" in err
    assert (work / "r6" / "summary.json").is_file()


def test_closed_stdout_is_handled_like_sigterm(work):
    p = subprocess.run(f"{sys.executable} -m thmcheck run --claims faults.py f.good f.chdir f.mutate --profile ci "
                       "--max-examples 2 --report-dir r7 | head -1", shell=True, cwd=work, capture_output=True,
                       text=True, timeout=240, env=_env())
    assert "Traceback" not in p.stderr and "BrokenPipe" not in p.stderr, p.stderr[-1500:]
    assert p.stdout.startswith("[holds] f.good")
    assert (work / "r7" / "summary.json").is_file()


def test_summary_after_sigkill_names_the_claims_that_never_finished(work):
    p = _start(work, "r8")
    _wait_for(work / "r8" / "run.json")
    p.kill()
    p.communicate(timeout=60)
    s = cli(work, "summary", "--report-dir", "r8")
    assert s.returncode == 2 and "Traceback" not in s.stderr
    unfinished = [ln for ln in s.stderr.splitlines() if "never finished" in ln]
    assert {ln.split(":")[2].strip() for ln in unfinished} <= {"f.slow1", "f.slow2", "f.slow3"} and unfinished
    assert cli(work, "site", "--report-dir", "r8").returncode == 2


def test_damaged_record_fields_are_unreadable_rows(work):
    d = work / "r9"
    (d / "claims").mkdir(parents=True)
    good = {"schema": 2, "id": "f.good", "paper": "f", "kind": "deterministic", "verdict": "no counterexample",
            "expectation": "holds", "meets_expectation": True, "best_score": 0.5, "tried": 3, "rejected": 0,
            "seconds": 0.1, "message": "", "notes": []}
    (d / "claims" / "f.good.json").write_text(json.dumps(good))
    for name, change in (("a", {"verdict": "exploded"}), ("b", {"best_score": float("nan")}), ("c", {"paper": None}),
                         ("d", {"tried": -3}), ("e", {"expectation": "maybe"})):
        (d / "claims" / f"f.{name}.json").write_text(json.dumps({**good, "id": f"f.{name}", **change}))
    for cmd in ("summary", "site"):
        p = cli(work, cmd, "--report-dir", "r9")
        assert p.returncode == 2 and "Traceback" not in p.stderr, p.stderr[-1500:]
        bad = [ln for ln in p.stderr.splitlines() if "record unreadable" in ln]
        assert len(bad) == 5, p.stderr
    s = json.loads((d / "summary.json").read_text())
    assert {r["id"]: r["verdict"] for r in s["claims"]}["f.a"] == "unknown"
