"""Scratch: evaluate a claim's own measurement at a domain end. usage: endeval.py ID 'k=v;k2=v2' [n]"""
import sys, warnings, math, json
warnings.filterwarnings("ignore")
from thmcheck.checks.registry import all_claims
from thmcheck.checks.claim import Ctx
from thmcheck.checks.engine.evaluate import assumption_slacks
cid, ov = sys.argv[1], sys.argv[2]
n = int(sys.argv[3]) if len(sys.argv) > 3 else 2
cl = [x for x in all_claims("factrecall") if x.id == cid]
if cl:
    c = cl[0]; BOUND = c.bound
else:
    c = [x for x in all_claims("factrecall") if x.id == cid.rsplit(".corrected", 1)[0]][0]; BOUND = c.corrected
print("claim", c.id, "bound", getattr(BOUND, "__name__", BOUND))
over = {}
for kv in filter(None, ov.split(";")):
    k, v = kv.split("="); over[k] = eval(v)
import hypothesis
from hypothesis import given, settings, HealthCheck
res = []
@settings(max_examples=n, database=None, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(c.get_strategy())
def run(inst):
    inst = dict(inst); inst.update(over)
    if len(sys.argv) > 4:
        import importlib; mod, fn = sys.argv[4].split(':'); inst = getattr(importlib.import_module(mod), fn)(inst)
    try:
        m = c.measure(inst, Ctx())
        b = float(BOUND(**m.quantities))
        lhs = float(m.lhs)
        sl = assumption_slacks(c, inst, m); bad = {k: v for k, v in sl.items() if v < 0}
        res.append(('viol?' if ((lhs > b) if str(c.comparison) in ('<=','<') else (lhs < b) if str(c.comparison) in ('>=','>') else abs(lhs-b) > 1e-9*max(1,abs(b))) else 'ok', 'assump<0:' + str(bad) if bad else 'assump ok', lhs, b, str(c.comparison), m.lhs_interval, {k: v for k, v in inst.items() if not hasattr(v, 'shape')}))
    except Exception as e:
        res.append(("ERR", repr(e)[:200], {k: v for k, v in inst.items() if not hasattr(v, 'shape')}))
run()
for r in res: print(r)
