"""checks/registry._first_param_loaded (round 33, perf): the bytecode answer to Hypothesis's 'does the @st.composite
function use draw' test agrees with Hypothesis's own source-based one (is_first_param_referenced_in_function) on
hand-made cases and on every composite strategy of the registered paper modules."""

import hypothesis.strategies as st
from hypothesis.internal.reflection import is_first_param_referenced_in_function as by_source

from thmcheck.checks import registry as reg


def _uses(draw):  # noqa: ANN001, ANN202
    return draw(st.integers())


def _nested(draw):  # noqa: ANN001, ANN202
    return (lambda: draw(st.integers()))()


def _unused(draw):  # noqa: ANN001, ANN202, ARG001
    return 3


def _rebound(draw):  # noqa: ANN001, ANN202
    draw = 4
    return draw


def test_hand_made_cases() -> None:
    for f in (_uses, _nested, _unused, _rebound):
        assert reg._first_param_loaded(f) == by_source(f), f.__name__
    assert reg._first_param_loaded(_uses) and reg._first_param_loaded(_nested) and not reg._first_param_loaded(_unused)


_SCRIPT = """
from hypothesis.internal.reflection import is_first_param_referenced_in_function as by_source
from thmcheck.checks import registry as reg
fast_check = reg._first_param_loaded
seen = []
def both(f):
    fast = fast_check(f)
    seen.append((f, fast, by_source(f)))
    return fast
reg._first_param_loaded = both
reg.registry()
bad = [f"{f.__module__}.{f.__qualname__}: bytecode {a}, source {b}" for f, a, b in seen if a != b]
print(len(seen), len(bad))
for b in bad[:10]:
    print(b)
"""


def test_agrees_on_every_paper_composite() -> None:
    """In a fresh interpreter (every paper module imported once, each @st.composite checked both ways)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parents[1]),
                                                        os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", _SCRIPT], capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    n, nbad = (int(x) for x in out.stdout.split("\n")[0].split())
    assert n > 500, out.stdout
    assert nbad == 0, out.stdout
