"""The counterexample where the user looks: a few lines that show what Hypothesis shows for a failing property.

Built from a claim's JSON record (``claims/<id>.json``), so the pytest assertion message, the CLI's result line
and a later ``summary`` all say the same: the verdict against the expectation, the instance (its scalars, and
array shapes with a few entries), the evaluated terms (measured lhs, bound rhs, score, the sub-terms) and the
one-line replay command. Never the repr of a result object.
"""

from __future__ import annotations

import json
from typing import Any

MAX_ENTRIES = 4
MAX_TERMS = 8


def _short(v: Any) -> str:
    if isinstance(v, dict) and "float" in v:
        return f"{v['float']:.6g}"
    if isinstance(v, dict) and "array" in v:
        return f"array{tuple(v['array'])} {v.get('dtype', '')} in [{v.get('min', 0):.3g}, {v.get('max', 0):.3g}]"
    if isinstance(v, float):
        return f"{v:.6g}"
    if isinstance(v, list):
        flat = v
        shape = []
        while isinstance(flat, list):
            shape.append(len(flat))
            flat = flat[0] if flat else None
        items = v
        while items and isinstance(items[0], list):
            items = [x for row in items for x in row]
        head = ", ".join(_short(x) for x in items[:MAX_ENTRIES])
        more = ", ..." if len(items) > MAX_ENTRIES else ""
        return f"array{tuple(shape)} [{head}{more}]" if len(shape) > 1 or len(v) > MAX_ENTRIES else f"[{head}{more}]"
    s = json.dumps(v) if not isinstance(v, str) else v
    return s if len(s) <= 80 else s[:77] + "..."


def instance_line(instance: dict[str, Any] | None) -> str:
    """``k=3, tau=0.5, X=array(4, 8) [0.1, -0.3, ...]``: scalars first, then arrays."""
    if not instance:
        return "(none)"
    scal = [(k, v) for k, v in instance.items() if not isinstance(v, list | dict)]
    arrs = [(k, v) for k, v in instance.items() if isinstance(v, list | dict)]
    return ", ".join(f"{k}={_short(v)}" for k, v in scal + arrs)


def explain(rec: dict[str, Any]) -> str:
    """The failure text of one claim record (a few lines)."""
    head = (f"{rec.get('id')}: verdict {rec.get('verdict')}, expected {rec.get('expectation')}"
            f" — {rec.get('message', '')}")
    lines = [head]
    e = rec.get("shrunk") or rec.get("worst")
    if e:
        which = "shrunk instance" if rec.get("shrunk") else "worst instance"
        lines.append(f"  {which}: {instance_line(e.get('instance'))}")
        iv = f" (interval {_short(e['lhs_interval'])})" if e.get("lhs_interval") else ""
        lines.append(f"  measured lhs = {_short(e.get('lhs'))}{iv} {rec.get('comparison', '')} bound rhs = "
                     f"{_short(e.get('rhs'))}: score {_short(e.get('score'))} (> 1 fails), checked by "
                     f"{' -> '.join(e.get('confirmed_by') or []) or e.get('dtype', '?')}")
        terms = [(k, v) for k, v in (e.get("terms") or {}).items() if k != "series"][:MAX_TERMS]
        if terms:
            lines.append("  terms: " + ", ".join(f"{k}={_short(v)}" for k, v in terms))
    if rec.get("replay"):
        lines.append(f"  replay: {rec['replay']}")
    return "\n".join(lines)
