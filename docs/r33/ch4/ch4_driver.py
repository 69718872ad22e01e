"""Run docs/r33/ch4/ch4_ends.py on every thesis Ch. 4 c row of docs/ends_r32_T2.tsv with automatic end values."""
import os
import signal

sys_path = os.path.dirname(__file__)
import sys

sys.path.insert(0, sys_path)
import ch4_ends as E  # noqa: E402


def _alarm(*a):
    raise TimeoutError


signal.signal(signal.SIGALRM, _alarm)

rows = [ln.rstrip("\n").split("\t") for ln in open(sys.argv[1])]
pref = sys.argv[2]
start = int(sys.argv[3]) if len(sys.argv) > 3 else 0


def vals(side, end, closed, integer):
    e = float(end)
    if closed:
        if integer:
            return [e, e + 1]
        return [e + (1e-3 if side == "lo" else -1e-3) * max(1, abs(e)), e]
    if side == "lo":
        return [e + d for d in (1e-2, 1e-4, 1e-6)] if e == 0 else [e + d * max(1, abs(e)) for d in (1e-2, 1e-4, 1e-6)]
    return [e - d * max(1, abs(e)) for d in (1e-2, 1e-4, 1e-6)]


k = 0
for r in rows:
    if not r[0].startswith(pref) or r[9] != "c":
        continue
    k += 1
    if k <= start:
        continue
    cid, f, side, end, closed = r[0], r[3], r[4], r[5], r[6] == "True"
    integer = f in ("n", "m_count", "K", "d", "L", "T") and closed
    v = ",".join(repr(x) for x in vals(side, end, closed, integer))
    print(f"=== {k} {cid} {f} {side} {end} closed={closed} drawn={r[7]}", flush=True)
    signal.alarm(25)
    try:
        E.main(cid, [f], v.split(","))
    except TimeoutError:
        print("  TIMEOUT 25s", flush=True)
    except Exception as e:  # noqa: BLE001
        print("  ERROR", type(e).__name__, str(e)[:200], flush=True)
    signal.alarm(0)
    sys.stdout.flush()
