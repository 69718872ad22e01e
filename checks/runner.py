"""Running many claims: no claim's fault, crash or hang loses another claim's result; Ctrl-C and SIGTERM keep what
is done.

Each claim is evaluated in a child process (``os.fork``; $THMCHECK_ISOLATE=0 runs it in this process, for a
debugger) that writes the claim's record itself and passes its result back through a pipe. The parent waits at most
the claim's wall-clock limit (:func:`wall_limit`: 2 x the search budget per reading + $THMCHECK_GRACE_S, default 30 s)
and kills the child past it. A child that is killed, crashes (a segfault in a bound, torch or a solver), exits
(``sys.exit``/``os._exit`` in the claim's code) or dies without reporting gives that claim the verdict ``unknown``
with the reason, written to its record by the parent; the run goes on with the next claim.

Forking after this process has used OpenMP threads (a torch computation in the parent) would deadlock the child's
first parallel torch operation (GNU libgomp does not survive fork): where the parent has started threads since this
module was imported, the child runs torch single-threaded. A CUDA context does not survive fork either: a process
that already holds one runs its claims in-process (without the crash isolation and the wall-clock limit).
"""

from __future__ import annotations

import math
import os
import pickle
import select
import shutil
import signal
import struct
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from thmcheck.checks import draws
from thmcheck.checks.claim import Claim, Expect, Verdict
from thmcheck.checks.engine import ClaimResult, run_claim
from thmcheck.checks.forking import die_with_parent, flush_std_streams
from thmcheck.checks.html import write_site
from thmcheck.checks.plots import collect_pictures
from thmcheck.checks.profiles import Profile, cpu_cap, get_profile
from thmcheck.checks.progress import Progress
from thmcheck.checks.readings import readings_to_run, run_with_readings
from thmcheck.checks.report import (
    _safe,
    attach_mutants,
    ensure_report_dir,
    mutant_dir,
    mutant_entry,
    report_dir,
    write_claim_report,
    write_manifest,
    write_summary,
)

DEFAULT_GRACE_S = 30.0


def reset_report_dir(directory: str | Path | None = None) -> Path:
    """Empty a report directory's claim reports and summary (only on explicit request: no run calls this)."""
    d = report_dir(directory)
    shutil.rmtree(d / "claims", ignore_errors=True)
    shutil.rmtree(d / "papers", ignore_errors=True)
    for f in ("summary.json", "summary.md", "index.html"):
        (d / f).unlink(missing_ok=True)
    d.mkdir(parents=True, exist_ok=True)
    return d


class Terminated(KeyboardInterrupt):
    """SIGTERM (a CI timeout, ``timeout``, a container stop), SIGHUP (the terminal closed) or a closed stdout
    (``run ... | head -1``), handled like Ctrl-C: the claim in progress is recorded as interrupted and the summary
    is written. ``args[0]`` names the cause; :attr:`status` is the exit status (128 + the signal)."""

    STATUS = {"SIGTERM": 143, "SIGHUP": 129, "closed stdout": 141}

    @property
    def status(self) -> int:
        return self.STATUS.get(str(self.args[0]) if self.args else "SIGTERM", 143)


@contextmanager
def sigterm_as_interrupt() -> Iterator[None]:
    """While inside, SIGTERM and SIGHUP raise :class:`Terminated` (a KeyboardInterrupt) in the main thread."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: Any) -> None:
        raise Terminated(signal.Signals(signum).name)

    sigs = [signal.SIGTERM] + ([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])
    old = {s: signal.signal(s, handler) for s in sigs}
    try:
        yield
    finally:
        for s, h in old.items():
            signal.signal(s, h)


def isolation_wanted() -> bool:
    """Whether claims run in a child process ($THMCHECK_ISOLATE, default on where ``os.fork`` exists)."""
    from thmcheck.checks import env

    return hasattr(os, "fork") and bool(env.value("ISOLATE"))


def wall_limit(claim: Claim, kw: dict[str, Any]) -> tuple[float, str]:
    """The wall-clock hang guard of one claim's evaluation (seconds) and how it was computed.

    Searches are bounded by counts and CPU time (``ci``) or by their own wall budgets (``dev``, ``deep``); this limit
    only catches a hung claim. It is far above the expected time and scaled by the CPU share the process can get
    on this machine now (cores / 1-minute load average, at most 1), so a loaded machine does not turn a slow but
    healthy claim into ``unknown``: (2 x budget x readings + grace) / share (on an idle machine: as before), with
    ``ci``'s budget read as its hard stop ``cpu_cap(budget)``."""
    prof = kw.get("profile")
    prof = prof if isinstance(prof, Profile) else get_profile(prof)
    prof = prof.for_claim(claim.settings)
    budget = kw.get("budget_s")
    budget = prof.budget_s if budget is None else float(budget)
    if prof.clock == "cpu":  # ci's draw is bounded by its count; on time it stops only past cpu_cap(budget)
        budget = cpu_cap(budget)
    runs = 1 + len(readings_to_run(claim, kw.get("bound") is not None))
    from thmcheck.checks import env

    grace = float(env.value("GRACE_S"))  # validated before any search (thmcheck.checks.env)
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):  # pragma: no cover - no load average on this platform
        load = 0.0
    cores = os.cpu_count() or 1
    share = min(1.0, cores / load) if load > 0 else 1.0
    limit = (2 * budget * runs + grace) / share
    how = (f"(2 x {budget:g} s search budget x {runs} reading(s) + {grace:g} s grace) / CPU share {share:.2g} "
           f"({cores} cores, load {load:.2g})")
    return limit, how


def _unknown(claim: Claim, kw: dict[str, Any], message: str, notes: list[str] | None = None,
             seconds: float = 0.0) -> ClaimResult:
    prof = kw.get("profile")
    prof_name = prof.name if isinstance(prof, Profile) else str(prof or "?")
    res = ClaimResult(claim, Verdict.UNKNOWN, prof_name, kw.get("seed_"), message=message, notes=notes or [],
                      seconds=seconds, user_bound=kw.get("bound") is not None,
                      expect=Expect.HOLDS if kw.get("bound") is not None else claim.expect_at(prof_name))
    return res


def _engine_kw(kw: dict[str, Any]) -> dict[str, Any]:
    out = dict(kw)
    if not out.get("grant_uncertified"):  # passed on only when set (older engines have no such keyword)
        out.pop("grant_uncertified", None)
    return out


_IN_WORKER: list[bool] = []  # set in a forked worker: a KeyboardInterrupt there comes from the claim's code
# (the worker ignores SIGINT; the user's Ctrl-C reaches the parent only)


def _child_pids() -> list[int]:
    """This process's child processes (Linux /proc), for reaping what a claim's code left running."""
    out: list[int] = []
    try:
        for task in os.listdir("/proc/self/task"):
            try:
                out += [int(p) for p in Path(f"/proc/self/task/{task}/children").read_text().split()]
            except OSError:
                continue
    except OSError:
        pass
    return out


def _contain_after(claim: Claim, cwd: str, keep: set[int], threads: set[threading.Thread]) -> list[str]:
    """Undo what a claim's code left behind: the working directory it changed, the child processes it started (killed
    and reaped). Threads cannot be killed: they are named, and the CLI exits without waiting for them."""
    notes = []
    try:
        if os.getcwd() != cwd:
            notes.append(f"the claim's code changed the working directory to {os.getcwd()}; restored to {cwd}")
    except OSError:
        notes.append("the claim's code removed the working directory; restored")
    try:
        os.chdir(cwd)
    except OSError:
        pass
    left = [p for p in _child_pids() if p not in keep]
    for pid in left:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except OSError:
            pass
    if left:
        notes.append(f"the claim's code left {len(left)} child process(es) running: killed and reaped")
    extra = [t.name for t in threading.enumerate() if t not in threads and not t.daemon]
    if extra:
        notes.append(f"the claim's code left {len(extra)} non-daemon thread(s) running ({', '.join(extra[:3])})")
    return notes


def _evaluate(claim: Claim, kw: dict[str, Any], directory: str | Path | None = None) -> ClaimResult:
    """Run one claim (every reading); the claim's own faults become an ``unknown`` verdict, and its side effects
    are contained (:func:`_contain_after`). What the search drew goes to ``claims/<id>.draws.jsonl`` of the report
    (``thmcheck.checks.draws``)."""
    cwd = os.getcwd()
    directory = report_dir(directory).absolute()  # the claim's code may chdir: its files still go here
    keep, threads = set(_child_pids()), set(threading.enumerate())
    res = _evaluate_claim(claim, kw, directory)
    notes = _contain_after(claim, cwd, keep, threads)
    if notes:
        res.notes = list(res.notes) + notes
    return res


def _evaluate_claim(claim: Claim, kw: dict[str, Any], directory: str | Path | None = None) -> ClaimResult:
    rec = None
    if draws.enabled() and claim.checkable and claim.measure is not None:
        try:
            rec = draws.Recorder(claim, kw.get("bound"))
            searched = rec.wrap()
        except Exception:
            rec, searched = None, claim
    else:
        searched = claim
    from thmcheck.checks import degenerate

    degenerate.take()  # batch members are counted by the engine, single instances by the draws recorder
    try:
        res = run_with_readings(searched, run_claim, **_engine_kw(kw))
        res.claim = claim
        _degenerate(res, (rec.degenerate if rec is not None else 0) + degenerate.take())
        return res
    except SystemExit as e:  # sys.exit() in a bound, a measurement or a library under them
        return _unknown(claim, kw, f"{claim.id}: the claim's code called sys.exit({e.code!r}) during the search "
                                   "(SystemExit); the claim is not checked", [traceback.format_exc(limit=8)])
    except KeyboardInterrupt as e:
        if not _IN_WORKER or isinstance(e, Terminated):
            raise
        return _unknown(claim, kw, f"{claim.id}: the claim's code raised KeyboardInterrupt during the search; the "
                                   "claim is not checked", [traceback.format_exc(limit=8)])
    except Exception as e:  # an engine bug must not lose the other claims
        return _unknown(claim, kw, f"{claim.id}: engine error {type(e).__name__}: {e}", [traceback.format_exc(limit=5)])
    except BaseException as e:  # GeneratorExit or a BaseException subclass of the claim's own code
        return _unknown(claim, kw, f"{claim.id}: the claim's code raised {type(e).__name__}: {e} (a BaseException); "
                                   "the claim is not checked", [traceback.format_exc(limit=8)])
    finally:
        if rec is not None:
            try:
                rec.write(ensure_report_dir(report_dir(directory)) / "claims", _safe(claim.id))
            except Exception:  # never lose the claim's result for its draws
                pass


def _degenerate(res: ClaimResult, n: int) -> None:
    """Record the degenerate instances (``thmcheck.checks.degenerate``: both sides zero or not finite; no score, never tight)
    and, when every valid instance was degenerate, say there is no best score rather than -inf."""
    res.degenerate = n  # type: ignore[attr-defined]
    if res.best_score is not None and not math.isfinite(res.best_score):
        res.best_score = None
        res.message = res.message.replace("best score -inf", "no best score (every valid instance degenerate)")
    if n:
        res.notes.append(f"degenerate: {n} instance(s) with both sides zero or not finite (e.g. both underflowed); "
                         "they are not tight and do not set the best score, the highest finite score of the others")


def from_record(claim: Claim, rec: dict[str, Any]) -> ClaimResult:
    """A :class:`ClaimResult` rebuilt from a claim record (without its instances), for a result that did not pickle."""
    def num(x: Any) -> float | None:
        try:
            return None if x is None else float(x["float"] if isinstance(x, dict) else x)
        except (TypeError, ValueError, KeyError):
            return None

    return ClaimResult(
        claim, Verdict(rec["verdict"]), str(rec.get("profile")), rec.get("seed"), seconds=float(rec.get("seconds") or 0),
        tried=int(rec.get("tried") or 0), valid=int(rec.get("valid") or 0), rejected=int(rec.get("rejected") or 0),
        best_score=num(rec.get("best_score")), message=rec.get("message", ""), notes=list(rec.get("notes") or []),
        device=rec.get("device", "cpu"), dtype=rec.get("dtype", "float64"), bound_name=rec.get("bound", ""),
        refuted=int(rec.get("refuted_candidates") or 0), potentials=int(rec.get("potential_instances") or 0),
        user_bound=bool(rec.get("user_bound")), expect=Expect(rec["expectation"]), examples=int(rec.get("examples") or 0),
        batch=int(rec.get("batch") or 1), found_by=rec.get("found_by") or "", readings=rec.get("readings") or {},
        coverage=rec.get("coverage") or {})


# ------------------------------------------------------------------------------------------------ isolation


def _native_threads() -> int:
    """Threads of this process not started by Python's ``threading`` (OpenMP/MKL pools), or -1 if unknown."""
    try:
        return len(os.listdir("/proc/self/task")) - threading.active_count()
    except OSError:
        return -1


_BASE_THREADS = _native_threads()


def _claim_run(claim: Claim, directory: str | Path | None, kw: dict[str, Any]) -> bytes:
    """Evaluate one claim and write its record (in the worker); the pickled message for the parent:
    ("done", (pickled result | None, record)), ("interrupted", None) or ("error", text, traceback)."""
    try:
        try:
            res = _evaluate(claim, kw, directory)
            rec = write_claim_report(res, directory)
        except KeyboardInterrupt:
            msg: tuple[Any, ...] = ("interrupted", None)
        else:
            try:
                payload: bytes | None = pickle.dumps(replace(res, claim=None), protocol=pickle.HIGHEST_PROTOCOL)
            except Exception:  # an instance or measurement that does not pickle: rebuilt from the record
                payload = None
            msg = ("done", (payload, rec))
        return pickle.dumps(msg, protocol=pickle.HIGHEST_PROTOCOL)
    except BaseException as e:  # writing the report failed, or a BaseException the claim raised
        return pickle.dumps(("error", f"{type(e).__name__}: {e}", traceback.format_exc(limit=8)))


_PROGRESS = b"P"  # a progress frame: b"P", instances tried (int64), best score (float64, NaN: none); a result
# frame is a pickle (it starts with b"\x80")


def progress_frame(tried: int, best: float | None) -> bytes:
    """The frame a worker sends while a claim's search runs (see :func:`read_progress`)."""
    return _PROGRESS + struct.pack("<qd", int(tried), math.nan if best is None else float(best))


def read_progress(data: bytes) -> tuple[int, float | None] | None:
    """``(tried, best)`` of a progress frame; ``None`` for a result frame."""
    if data[:1] != _PROGRESS or len(data) != 17:
        return None
    tried, best = struct.unpack("<qd", data[1:])
    return tried, (None if best != best else best)


def _write_frame(fd: int, data: bytes) -> None:
    view = memoryview(len(data).to_bytes(8, "little") + data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _read_exact(fd: int, n: int) -> bytes | None:
    buf = bytearray()
    while len(buf) < n:
        b = os.read(fd, n - len(buf))
        if not b:
            return None
        buf += b
    return bytes(buf)


def _kill(pid: int) -> None:
    for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
        try:
            target()
            return
        except OSError:
            continue


def _reap(pid: int, wait_s: float) -> int | None:
    """The child's wait status, killing it if it has not exited within ``wait_s``."""
    end = time.monotonic() + wait_s
    try:
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                return status
            if time.monotonic() > end:
                _kill(pid)
                return os.waitpid(pid, 0)[1]
            time.sleep(0.01)
    except ChildProcessError:
        return None


def _died(claim: Claim, status: int | None) -> str:
    if status is not None and os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = f"signal {sig}"
        return (f"{claim.id}: the claim's process died from {name} before reporting (a crash in native code: the "
                "bound, the measurement, torch or a solver); the claim is not checked")
    code = os.WEXITSTATUS(status) if status is not None and os.WIFEXITED(status) else status
    return (f"{claim.id}: the claim's process exited with status {code} before reporting (os._exit or a hard exit "
            "in the claim's code); the claim is not checked")


_WARM: list[bool] = []


def _warm_parent() -> None:
    """Import once in the parent what every worker needs (torch, matplotlib), so no fresh worker pays for it."""
    if _WARM:
        return
    _WARM.append(True)
    try:
        import thmcheck.models.device  # noqa: F401  (torch; nothing that starts threads or touches CUDA)
        from thmcheck.checks import plots

        if plots.enabled() and not plots.server_running():  # else the picture process has matplotlib
            plots._plt()
    except Exception:
        pass


def _cuda_initialized() -> bool:
    """Whether this process holds a CUDA context (a forked child could not use CUDA then)."""
    torch = sys.modules.get("torch")
    try:
        return bool(torch is not None and torch.cuda.is_initialized())
    except Exception:
        return False


# Jobs a worker can run: those registered before it was forked (it has them in memory, unpickled), or a registered
# claim named by id (its keyword arguments pickled).
_JOBS: list[tuple[Claim, str | Path | None, dict[str, Any]]] = []


class _Worker:
    """A forked process that runs claims one after another (so it stays warm, as one process running every claim
    would), in its own process group; replaced by a fresh fork after a crash, a timeout or an interrupt."""

    current: _Worker | None = None

    def __init__(self) -> None:
        _warm_parent()
        self.jobs = len(_JOBS)  # jobs [0, self.jobs) are in its memory
        tainted = _native_threads() > _BASE_THREADS
        flush_std_streams()
        to_r, to_w = os.pipe()
        from_r, from_w = os.pipe()
        fd, stack_file = tempfile.mkstemp(prefix="thmcheck-worker-", suffix=".stack")
        os.close(fd)
        self.stack_file = stack_file
        pid = os.fork()
        if pid == 0:  # the worker
            code = 0
            try:
                os.close(to_w)
                os.close(from_r)
                try:
                    os.setpgid(0, 0)  # its own process group: Ctrl-C reaches the parent only; a kill takes its children
                except OSError:
                    pass
                signal.signal(signal.SIGINT, signal.SIG_IGN)
                signal.signal(signal.SIGTERM, signal.SIG_DFL)
                _IN_WORKER.append(True)
                die_with_parent()  # a SIGKILLed run leaves no orphan searching on
                _dump_stacks_on(signal.SIGUSR1, stack_file)
                if tainted and "torch" in sys.modules:
                    sys.modules["torch"].set_num_threads(1)
                _serve(to_r, from_w)
            except BaseException:
                code = 70
            finally:
                for stream in (sys.stdout, sys.stderr):
                    try:
                        stream.flush()
                    except Exception:
                        pass
                os._exit(code)
        os.close(to_r)
        os.close(from_w)
        try:
            os.setpgid(pid, pid)
        except OSError:
            pass
        self.pid, self.to_w, self.from_r = pid, to_w, from_r

    def stacks(self) -> str:
        """Where the worker is now (every thread's Python stack), for a claim that overran its limit."""
        try:
            os.kill(self.pid, signal.SIGUSR1)
            time.sleep(0.5)
            return Path(self.stack_file).read_text(errors="replace")[:4000]  # innermost frames first
        except OSError:
            return ""

    def stop(self, kill: bool = True) -> int | None:
        """End the worker; its wait status."""
        Path(self.stack_file).unlink(missing_ok=True)
        for fd in (self.to_w, self.from_r):
            try:
                os.close(fd)
            except OSError:
                pass
        if kill:
            _kill(self.pid)
        if _Worker.current is self:
            _Worker.current = None
        return _reap(self.pid, 10.0)


def _dump_stacks_on(sig: int, path: str) -> None:
    try:
        import faulthandler

        f = open(path, "w")  # noqa: SIM115  (kept open for the worker's life)
        _KEEP.append(f)
        faulthandler.register(sig, file=f, all_threads=True)
    except Exception:
        pass


_KEEP: list[Any] = []


def _serve(r: int, w: int) -> None:
    """The worker's loop: read a job, run it, answer; exit at end of input."""
    while True:
        head = _read_exact(r, 8)
        if head is None:
            return
        body = _read_exact(r, int.from_bytes(head, "little"))
        if body is None:
            return
        kind, ref, env, cwd, *rest = pickle.loads(body)
        progress = bool(rest and rest[0])
        if os.environ != env:
            os.environ.clear()
            os.environ.update(env)
        if cwd and os.getcwd() != cwd:
            os.chdir(cwd)
        if kind == "job":
            claim, directory, kw = _JOBS[ref]
        else:
            from thmcheck.checks.registry import get

            cid, directory, kw = ref
            claim = get(cid)
        if progress:  # the parent draws a bar for this claim: tell it how far the search is, a few times a second
            from thmcheck.checks.progress import counting, throttled

            claim = counting(claim, throttled(lambda tried, best: _write_frame(w, progress_frame(tried, best))))
        _write_frame(w, _claim_run(claim, directory, kw))
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass


def _job(claim: Claim, directory: str | Path | None, kw: dict[str, Any]) -> tuple[str, Any]:
    """How a worker finds this job: a registered claim by id (keyword arguments pickled), else by its index in
    ``_JOBS`` (registered here; only a worker forked afterwards has it)."""
    try:
        from thmcheck.checks.registry import claims_spec_of, loaded

        if claims_spec_of(claim.id) is None and loaded(claim.id) is claim:
            ref = (claim.id, directory, kw)
            pickle.dumps(ref)
            return "reg", ref
    except Exception:
        pass
    _JOBS.append((claim, directory, kw))
    return "job", len(_JOBS) - 1


def _isolated(claim: Claim, directory: str | Path | None, kw: dict[str, Any],
              job: tuple[str, Any] | None = None,
              on_progress: Callable[[int, float | None], None] | None = None) -> tuple[ClaimResult, dict[str, Any]]:
    limit, how = wall_limit(claim, kw)
    kind, ref = job or _job(claim, directory, kw)
    w = _Worker.current
    if w is not None and kind == "job" and ref >= w.jobs:  # forked before this job existed
        w.stop()
        w = None
    if w is None:
        w = _Worker.current = _Worker()
    t0 = time.monotonic()
    try:
        _write_frame(w.to_w, pickle.dumps((kind, ref, dict(os.environ), os.getcwd(), on_progress is not None)))
    except OSError:  # the idle worker died (killed from outside): a fresh one
        w.stop()
        w = _Worker.current = _Worker()
        _write_frame(w.to_w, pickle.dumps((kind, ref, dict(os.environ), os.getcwd(), on_progress is not None)))

    def read(n: int) -> bytes | None:
        buf = bytearray()
        while len(buf) < n:
            left = t0 + limit - time.monotonic()
            if left <= 0:
                raise TimeoutError
            ready, _, _ = select.select([w.from_r], [], [], min(left, 1.0))
            if ready:
                b = os.read(w.from_r, n - len(buf))
                if not b:
                    return None
                buf += b
        return bytes(buf)

    try:
        while True:  # progress frames (a few a second, while the search runs), then the result
            head = read(8)
            data = read(int.from_bytes(head, "little")) if head is not None else None
            prog = read_progress(data) if data is not None else None
            if prog is None:
                break
            if on_progress is not None:
                try:
                    on_progress(*prog)
                except Exception:
                    pass
    except TimeoutError:
        where = w.stacks()
        w.stop()
        res = _unknown(claim, kw, f"{claim.id}: exceeded its wall-clock budget of {limit:.0f} s ({how}); the claim's "
                                  "process was killed", [f"where it was when killed:\n{where}"] if where else [],
                       seconds=time.monotonic() - t0)
        return res, write_claim_report(res, directory)
    except BaseException as e:  # Ctrl-C or SIGTERM in the parent: stop the worker, record the claim as interrupted
        w.stop()
        how_stopped = str(e.args[0]) if isinstance(e, Terminated) and e.args else "the user (Ctrl-C)"
        write_claim_report(_unknown(claim, kw, f"{claim.id}: interrupted by {how_stopped} before its search finished",
                                    seconds=time.monotonic() - t0), directory)
        raise
    seconds = time.monotonic() - t0
    msg = None
    if data is not None:
        try:
            msg = pickle.loads(data)
        except Exception:
            msg = None
    if msg is None:
        status = w.stop(kill=False)
        res = _unknown(claim, kw, _died(claim, status), seconds=seconds)
        return res, write_claim_report(res, directory)
    if msg[0] == "interrupted":
        w.stop()
        write_claim_report(_unknown(claim, kw, f"{claim.id}: interrupted before its search finished",
                                    seconds=seconds), directory)
        raise KeyboardInterrupt
    if msg[0] == "error":
        res = _unknown(claim, kw, f"{claim.id}: the claim's process failed: {msg[1]}", [msg[2]], seconds=seconds)
        return res, write_claim_report(res, directory)
    payload, rec = msg[1]
    res = None
    if payload is not None:
        try:
            res = pickle.loads(payload)
            res.claim = claim
        except Exception:
            res = None
    return (res if res is not None else from_record(claim, rec)), rec


# --------------------------------------------------------------------------------------------------- running


def run_and_report_record(claim: Claim, directory: str | Path | None = None,
                          **kw: Any) -> tuple[ClaimResult, dict[str, Any]]:
    """Run one claim and write its report; return the result and its record. Every fault of the claim (an
    exception, ``sys.exit``, a crash of the process, a hang past its wall-clock limit) is an ``unknown`` verdict."""
    return _run_one(claim, directory, kw)


def _isolate(claim: Claim) -> bool:
    return isolation_wanted() and claim.checkable and not _cuda_initialized()


def _run_one(claim: Claim, directory: str | Path | None, kw: dict[str, Any],
             job: tuple[str, Any] | None = None,
             on_progress: Callable[[int, float | None], None] | None = None) -> tuple[ClaimResult, dict[str, Any]]:
    if _isolate(claim):
        return _isolated(claim, directory, kw, job, on_progress)
    t0 = time.monotonic()
    try:
        res = _evaluate(claim, kw, directory)
    except KeyboardInterrupt as e:
        how = str(e.args[0]) if isinstance(e, Terminated) and e.args else "the user (Ctrl-C)"
        write_claim_report(_unknown(claim, kw, f"{claim.id}: interrupted by {how} before its search finished",
                                    seconds=time.monotonic() - t0), directory)
        raise
    return res, write_claim_report(res, directory)


def run_and_report(claim: Claim, directory: str | Path | None = None, **kw: Any) -> ClaimResult:
    """Run one claim and write its report (see :func:`run_and_report_record`)."""
    return run_and_report_record(claim, directory, **kw)[0]


def run_many(claims: Iterable[Claim], directory: str | Path | None = None,
             on_result: Callable[[ClaimResult], None] | None = None, progress: bool | None = None,
             on_record: Callable[[ClaimResult, dict[str, Any]], None] | None = None,
             mutants: bool = False, on_mutant: Callable[[Claim, dict[str, Any]], None] | None = None,
             errata_sheets: bool = True, **kw: Any) -> list[ClaimResult]:
    """Run claims in turn, writing each report as it finishes, and the summary and HTML site at the end
    (also on Ctrl-C and SIGTERM). ``progress`` draws progress bars (default: on a terminal, not in CI; the
    per-claim bar ticked by the claim's measurement here or by its worker's progress messages); ``on_record``
    receives each result with its record. ``mutants``: after each claim, run its planted mutants
    (:func:`run_mutant`; ``on_mutant`` receives each one's entry) and add them to the claim's record.
    ``errata_sheets=False``: the site without the papers' errata sheets (a run of named claims)."""
    claims = list(claims)
    results: list[ClaimResult] = []
    bars = Progress(len(claims), progress)
    # every job is known before the worker is forked, so one warm worker runs them all
    jobs = [_job(c, directory, kw) if _isolate(c) else None for c in claims]
    write_manifest(report_dir(directory), [c.id for c in claims])
    mjobs = {c.id: {n: _mutant_job(c, n, directory, kw) for n, _f, _a in mutant_list(c)}
             for c in claims if mutants and c.checkable}
    with sigterm_as_interrupt():
        try:
            for c, job in zip(claims, jobs):
                with bars.claim(c, kw.get("max_examples"), count=job is None) as shown:
                    r, rec = _run_one(shown, directory, kw, job, bars.remote if bars.enabled else None)
                r.claim = c
                bars.done(r)
                entries = [run_mutant(c, name, directory, job=mj, **kw) for name, mj in mjobs.get(c.id, {}).items()]
                if entries:
                    rec = attach_mutants(c.id, directory) or rec
                    r.mutant_runs = rec.get("mutant_runs") or {}  # type: ignore[attr-defined]
                results.append(r)
                if on_result:
                    on_result(r)
                if on_record:
                    on_record(r, rec)
                for entry in entries if on_mutant else ():
                    on_mutant(c, entry)
        finally:
            bars.close()
            collect_pictures(report_dir(directory) / "claims")
            write_summary(directory)
            write_site(directory, errata_sheets=errata_sheets)
    return results


# --------------------------------------------------------------------------------------------------- mutants


def mutant_list(claim: Claim) -> list[tuple[str, Callable[..., Any], bool]]:
    """The claim's planted mutants: ``(name, bound, automatic)``; ``automatic`` marks the one the engine adds
    ("constant 10 % too favourable", ``Claim.auto_mutant``), which a bound that is not sharp survives."""
    if not claim.checkable:
        return []
    return [(n, f, n not in claim.mutants) for n, f in claim.all_mutants().items()]


def _mutant_kw(claim: Claim, name: str, kw: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in kw.items() if k != "grant_uncertified"}
    out["bound"] = claim.all_mutants()[name]
    return out


def _mutant_job(claim: Claim, name: str, directory: str | Path | None, kw: dict[str, Any]) -> tuple[str, Any] | None:
    target = claim.mutant_target()
    if not _isolate(target):
        return None
    return _job(target, str(mutant_dir(claim.id, name, directory)), _mutant_kw(claim, name, kw))


def run_mutant(claim: Claim, name: str, directory: str | Path | None = None, job: tuple[str, Any] | None = None,
               **kw: Any) -> dict[str, Any]:
    """Run one planted mutant as ``tests/test_mutants.py`` does (``run_claim(claim.mutant_target(), profile,
    bound=mutant)``: uncertified requirements granted), in the worker like any claim, with its own report in
    :func:`mutant_dir`; return its entry for the claim's ``mutant_runs`` (:func:`mutant_entry`). Killed means
    ``violated``."""
    import json

    from thmcheck.checks.report import atomic_write_text

    automatic = name not in claim.mutants
    d = mutant_dir(claim.id, name, directory)
    ensure_report_dir(d)
    atomic_write_text(d / "mutant.json", json.dumps({"claim": claim.id, "name": name, "automatic": automatic}))
    saved = os.environ.get("THMCHECK_PLOTS")
    os.environ["THMCHECK_PLOTS"] = "0"  # a mutant's record is for inspection; its pictures would cost time
    try:
        res, rec = _run_one(claim.mutant_target(), d, _mutant_kw(claim, name, kw), job)
    finally:
        if saved is None:
            os.environ.pop("THMCHECK_PLOTS", None)
        else:
            os.environ["THMCHECK_PLOTS"] = saved
    return mutant_entry(name, automatic, rec, d)
