"""r33 ch4: move one (or tied) domain field(s) of a thesis claim to its end, two draws, the claim's own measure/bound.
usage: python docs/r33/ch4/ch4_ends.py <claim id> <field[,field2]> <v1,v2,...> [seed]   (values per point; fields moved together)
"""
import math
import sys
import time
import warnings

warnings.filterwarnings("ignore")
from hypothesis import given, seed, settings, HealthCheck, Phase  # noqa: E402

from checks.claim import Ctx  # noqa: E402
from checks.registry import registry  # noqa: E402


def draws(claim, n=2, s=0):
    out = []

    @seed(s)
    @settings(max_examples=n, database=None, phases=[Phase.generate], suppress_health_check=list(HealthCheck),
              deadline=None)
    @given(claim.get_strategy())
    def t(inst):
        if len(out) < n:
            out.append(dict(inst))
    t()
    return out


def ev(claim, inst):
    m = claim.measure(inst, Ctx())
    q = {**inst, **m.quantities, **(m.terms or {})}
    b = float(claim.bound(**m.quantities))
    lhs = float(m.lhs)
    sl = []
    for a in claim.assumptions:
        try:
            v = float(a.slack(q))
        except Exception as e:  # noqa: BLE001
            v = f"err:{e}"
        sl.append((a.name, v))
    bad = [(n, v) for n, v in sl if not isinstance(v, float) or v < 0]
    return lhs, b, m.lhs_interval, bad, q


def main(cid, fields, vals, s=0):
    claim = registry()[cid]
    print(cid, claim.comparison, "constants=", claim.constants, "uniform=", claim.uniform)
    for i, inst in enumerate(draws(claim, 2, s)):
        miss = [f for f in fields if f not in inst]
        print(f" draw {i}:", {k: (round(v, 4) if isinstance(v, float) else v) for k, v in inst.items()
                              if not isinstance(v, (list, dict, tuple))}, "missing:", miss)
        pts = [None] + vals
        for v in pts:
            x = dict(inst)
            if v is not None:
                for f in fields:
                    x[f] = int(float(v)) if isinstance(inst.get(f), int) and float(v).is_integer() else float(v)
            t0 = time.time()
            try:
                lhs, b, iv, bad, q = ev(claim, x)
                r = lhs / b if b else math.inf
                print(f"  {fields}={v}: lhs={lhs:.6g} bound={b:.6g} ratio={r:.6g} iv={iv} bad={bad} "
                      f"[{time.time()-t0:.1f}s]")
            except Exception as e:  # noqa: BLE001
                print(f"  {fields}={v}: ERROR {type(e).__name__}: {str(e)[:200]}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2].split(","), sys.argv[3].split(","), int(sys.argv[4]) if len(sys.argv) > 4 else 0)
