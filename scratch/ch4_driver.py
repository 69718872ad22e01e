"""Run scratch/ch4_ends.py on every thesis Ch. 4 c row of docs/ends_r32_T2.tsv with automatic end values."""
import subprocess
import sys

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
    try:
        p = subprocess.run(["nice", "python", "scratch/ch4_ends.py", cid, f, v], capture_output=True, text=True,
                           timeout=40)
        print(p.stdout[-3000:], p.stderr[-600:], flush=True)
    except subprocess.TimeoutExpired:
        print("  TIMEOUT 40s", flush=True)
