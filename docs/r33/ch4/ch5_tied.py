"""r33 ch4 item 2: Ch. 5 ends moved together with their tied fields (claim's own measure/bound, two draws)."""
import sys
import warnings

warnings.filterwarnings("ignore")
sys.path.insert(0, "scratch")
import ch4_ends as E  # noqa: E402
from checks.registry import registry  # noqa: E402

CASES = [
    ("thesis.ch5.eqD.19.corrected", [{"p": [0.0, 0.0]}, {"p": [0.0, 1.0]}, {"p": [1e-9, 1e-9]}]),
    ("thesis.ch5.L1375-cross-entropy-lipschitz.corrected", [{"z": [0.0, 0.0]}, {"z": [1e-12, -1e-12]}]),
    ("thesis.ch5.lemmaD.2.12-D.88", [{"e": 0.1}, {"e": 0.01}, {"e": 0.01, "m": 1e4}, {"e": 1e-3, "m": 1e6}]),
]
CASES_DONE = [
    ("thesis.ch5.lemmaD.2.10-2-cross-term.corrected", [{"a": 0.0, "m1": 1}, {"a": 0.0, "m1": 1, "b": 1.0},
                                                       {"a": 1e-3, "m1": 1}]),
    ("thesis.ch5.lemmaD.2.11-L7484.corrected", [{"a": 0.0, "m1": 1}, {"a": 0.0, "m1": 1, "b": 1.0}, {"a": 1e-3, "m1": 1}]),
    ("thesis.ch5.lemmaD.2.10-L7353.corrected", [{"d": 1}, {"d": 1, "m1": 1}, {"d": 1, "m1": 3}]),
]
for cid, moves in CASES:
    c = registry()[cid]
    print(cid, c.comparison, c.constants, flush=True)
    for i, inst in enumerate(E.draws(c, 2)):
        for mv in [None] + moves:
            x = {**inst, **(mv or {})}
            try:
                lhs, b, iv, bad, q = E.ev(c, x)
                print(f"  draw {i} {mv}: lhs={lhs:.6g} bound={b:.6g} ratio={lhs / b if b else float('inf'):.6g} "
                      f"bad={bad}", flush=True)
            except Exception as e:  # noqa: BLE001
                print(f"  draw {i} {mv}: ERROR {type(e).__name__}: {str(e)[:160]}", flush=True)
