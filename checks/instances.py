"""Saving and loading instances: scalars in a JSON header, arrays as arrays, one ``.npz`` per instance."""

from __future__ import annotations

import json
import math
import os
import tempfile
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from thmcheck.checks.claim import Instance

_META = "__meta__"


def _to_numpy(v: Any) -> np.ndarray | None:
    if isinstance(v, np.ndarray):
        return v
    if hasattr(v, "detach") and hasattr(v, "cpu"):  # a torch tensor
        return v.detach().cpu().numpy()
    return None


OWNER = "__thmcheck_claim__"
"""The header key naming the claim an instance file was saved for (not part of the instance)."""


def save_instance(path: str | Path, inst: Instance, claim_id: str | None = None) -> Path:
    """Write an instance to ``path`` (.npz): arrays as arrays, everything else in a JSON header (with the id of the
    claim it belongs to, when given: ``replay`` refuses it for another claim)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    arrays: dict[str, np.ndarray] = {}
    meta: dict[str, Any] = {}
    for k, v in inst.items():
        a = _to_numpy(v)
        if a is not None:
            arrays[k] = a
        else:
            meta[k] = _encode(v)
    if claim_id is not None:
        meta[OWNER] = claim_id
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as e:
        from thmcheck.checks.report import ReportWriteError

        raise ReportWriteError(e.errno, f"cannot write {path}: {e.strerror or e}") from e
    try:  # atomic: a reader (a replay, a concurrent run) sees the old file or the new one
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600
        with os.fdopen(fd, "wb") as f:
            np.savez(f, **arrays, **{_META: np.array(json.dumps(meta))})
        os.replace(tmp, path)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        from thmcheck.checks.report import ReportWriteError

        raise ReportWriteError(e.errno, f"cannot write {path}: {e.strerror or e}") from e
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def load_instance(path: str | Path) -> Instance:
    """Read an instance written by :func:`save_instance`; a file that is not one (truncated, damaged, not an
    ``.npz``, no instance header) raises :class:`BadInstanceFile` with a one-line reason."""
    try:
        with np.load(Path(path), allow_pickle=False) as z:
            if not hasattr(z, "files"):
                raise ValueError("a single .npy array, not an .npz instance")
            inst: Instance = {k: z[k] for k in z.files if k != _META}
            meta = json.loads(str(z[_META])) if _META in z.files else {}
        if not isinstance(meta, dict):
            raise ValueError("its instance header is not a JSON object")
        inst.update({k: _decode(v) for k, v in meta.items() if k != OWNER})
    except Exception as e:  # zipfile.BadZipFile (truncated, bad CRC), ValueError, OSError, EOFError, ...
        raise BadInstanceFile(f"cannot read instance file {str(path)!r}: {type(e).__name__}: {e}") from e
    return inst


def instance_owner(path: str | Path) -> str | None:
    """The id of the claim an instance file was saved for (None: not recorded, or unreadable)."""
    try:
        with np.load(Path(path), allow_pickle=False) as z:
            meta = json.loads(str(z[_META])) if _META in z.files else {}
        owner = meta.get(OWNER) if isinstance(meta, dict) else None
        return owner if isinstance(owner, str) else None
    except Exception:
        return None


class BadInstanceFile(ValueError):
    """An instance file that cannot be read back."""


def _encode(v: Any) -> Any:
    if isinstance(v, Fraction):
        return {"__fraction__": f"{v.numerator}/{v.denominator}"}
    if isinstance(v, float) and not math.isfinite(v):
        return {"__float__": repr(v)}
    if isinstance(v, np.generic):
        return _encode(v.item())
    if isinstance(v, tuple | list):
        return {"__list__": [_encode(x) for x in v], "tuple": isinstance(v, tuple)}
    if isinstance(v, bool | int | float | str) or v is None:
        return v
    raise TypeError(f"cannot save instance value of type {type(v).__name__}")


def _decode(v: Any) -> Any:
    if isinstance(v, dict):
        if "__fraction__" in v:
            return Fraction(v["__fraction__"])
        if "__float__" in v:
            return float(v["__float__"])
        if "__list__" in v:
            items = [_decode(x) for x in v["__list__"]]
            return tuple(items) if v.get("tuple") else items
    return v


def _fmt(f: Any) -> str:
    return f"{f:.15g}" if isinstance(f, float) else str(f)


def short(x: Any, digits: int = 60) -> str:
    """A report value for people: exact rationals and mpmath numbers longer than ``digits`` characters shown
    by their float value and size (the JSON keeps every digit)."""
    if isinstance(x, Fraction):
        txt = f"{x.numerator}/{x.denominator}"
        return txt if len(txt) <= digits else (f"{_fmt(_float_view(x))} (exact rational, {len(str(x.numerator))}/"
                                               f"{len(str(x.denominator))} digits)")
    if isinstance(x, dict) and "fraction" in x and "float" in x:
        txt = str(x["fraction"])
        return txt if len(txt) <= digits else f"{_fmt(x['float'])} (exact rational, {len(txt)} characters)"
    if isinstance(x, dict) and "mpf" in x and "float" in x:
        return str(x["mpf"]) if len(str(x["mpf"])) <= digits else f"{_fmt(x['float'])} (mpmath)"
    return str(x)


def _float_view(x: Any) -> Any:
    """The float value of an exact rational or mpmath number for a report, 'inf'/'-inf'/'0.0' where it leaves
    float64's range (an exact measurement past 1e308 is kept in full beside it)."""
    try:
        f = float(x)
    except OverflowError:
        return "inf" if x > 0 else "-inf"
    return f if math.isfinite(f) else repr(f)


def jsonable(x: Any, max_list: int = 64) -> Any:
    """A JSON-safe view of a report value (non-finite floats as strings, big arrays summarised)."""
    if isinstance(x, Fraction):
        return {"fraction": f"{x.numerator}/{x.denominator}", "float": _float_view(x)}
    if isinstance(x, bool | str) or x is None:
        return x
    if isinstance(x, int):
        return x
    if isinstance(x, float):
        return x if math.isfinite(x) else repr(x)
    if isinstance(x, np.generic):
        return jsonable(x.item())
    if hasattr(x, "man_exp"):  # mpmath number: its float value and its digits
        return {"mpf": str(x), "float": _float_view(x)}
    a = _to_numpy(x)
    if a is not None:
        if a.size <= max_list:
            return jsonable(a.tolist())
        return {"array": list(a.shape), "dtype": str(a.dtype), "min": float(a.min()), "max": float(a.max())}
    if isinstance(x, dict):
        return {str(k): jsonable(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [jsonable(v) for v in x]
    return repr(x)
