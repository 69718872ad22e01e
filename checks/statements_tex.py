"""Statements in the paper's own LaTeX (``Claim.statement_tex``), copied from the seed lines each claim cites.

The seeds (``../shared/seeds/*.txt``) print every statement as text with inline ``$...$`` and display ``$$...$$``
LaTeX. A claim's ``source`` names its seed file and line range (``... shared/seeds/000_x.txt L307-L315``). The
one-time extraction (re-run it when claims or their citations change)::

    python -m thmcheck.checks.statements_tex [--seeds DIR] [--write]

takes, for every registered claim, the lines of its first cited range, up to (not including) a line that opens a
proof (for a claim named after an equation, "Eq. (71), ...", the display numbered (71) there and the line that
introduces it), and writes ``checks/papers/<paper>/statements_tex.json`` (id -> LaTeX). The registry fills a claim's empty
``statement_tex`` from that file (:func:`fill`), so the 346 claims are not edited one by one; a claim that sets
``statement_tex`` itself keeps it. The suite reads only the JSON files, never the seeds.

:func:`segments` splits such a statement into text and math pieces; ``thmcheck.checks.html`` renders the math with
``latex2mathml`` and ``thmcheck.checks.errata`` writes it verbatim into its LaTeX sheet.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PAPERS = HERE / "papers"
FILE = "statements_tex.json"
MAX_LINES = 24  # a cited range longer than this (a result with its whole proof) is cut, with "[...]"
_SEED = re.compile(r"seeds/(\d{3}_[0-9a-f]+\.txt)")
_CITE = re.compile(r"L(\d+)(?:\s*[-\u2013]\s*L?(\d+))?")
_PROOF = re.compile(r"^\s*(?:\*\*|\*|_)?\s*Proof\b")


def first_range(source: str) -> tuple[int, int] | None:
    """The first line range a ``source`` cites (``L375-L419`` -> (375, 419); ``L1192`` -> (1192, 1192))."""
    m = _CITE.search(source)
    if not m:
        return None
    a = int(m.group(1))
    b = int(m.group(2)) if m.group(2) else a
    return a, max(a, b)


def seed_file(source: str) -> str | None:
    """The seed file name a ``source`` cites (``000_7ee2e1d97e13a266.txt``)."""
    m = _SEED.search(source)
    return m.group(1) if m else None


def extract_lines(lines: list[str], a: int, b: int) -> str:
    """The statement in lines a..b (1-based, inclusive) of a seed: blank lines dropped, stopped before a line that
    opens a proof (unless the range opens with one: a display inside a proof), cut after ``MAX_LINES`` lines."""
    out: list[str] = []
    for i in range(a, min(b, len(lines)) + 1):
        line = lines[i - 1].rstrip()
        if i > a and _PROOF.match(line) and out:
            break
        if line.strip():
            out.append(line)
        if len(out) >= MAX_LINES and i < b:
            out.append("[...]")
            break
    return "\n".join(out)


_EQ_LABEL = re.compile(r"^\s*Eqs?\.?\s*\(([A-Z]?\d+(?:\.\d+)*)\)")


def tagged_display(lines: list[str], a: int, b: int, tag: str) -> str:
    """The display of lines a..b numbered ``(tag)`` (``\\tag{tag}`` or ``(tag)`` closing a ``$$`` display), with
    the line of text that introduces it; "" when no display there carries the number."""
    num = re.compile(rf"\\tag\{{{re.escape(tag)}\}}|\({re.escape(tag)}\)\s*\$\$\s*$")
    for i in range(a, min(b, len(lines)) + 1):
        line = lines[i - 1].rstrip()
        if "$$" in line and num.search(line):
            j = i - 1
            while j >= a and not lines[j - 1].strip():
                j -= 1
            intro = lines[j - 1].rstrip() if j >= a and "$$" not in lines[j - 1] else ""
            return "\n".join(x for x in (intro, line) if x)
    return ""


def extract(claims: Iterable[Any], seeds: Path) -> dict[str, dict[str, str]]:
    """paper -> {id: LaTeX} for every claim whose source names a seed file present in ``seeds`` and a line range."""
    cache_: dict[str, list[str]] = {}
    out: dict[str, dict[str, str]] = {}
    for c in claims:
        name, rng = seed_file(c.source), first_range(c.source)
        if not name or not rng or not (seeds / name).is_file():
            continue
        if name not in cache_:
            cache_[name] = (seeds / name).read_text(encoding="utf-8").splitlines()
        eq = _EQ_LABEL.match(c.source)
        tex = (tagged_display(cache_[name], *rng, eq.group(1)) if eq else "") or extract_lines(cache_[name], *rng)
        if tex:
            out.setdefault(c.paper, {})[c.id] = tex
    return out


@cache
def load(paper: str) -> Mapping[str, str]:
    """id -> LaTeX of one paper (empty when the paper has no data file)."""
    try:
        data = json.loads((PAPERS / paper / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def lookup(claim_id: str, paper: str) -> str:
    """The stored LaTeX of a claim id ("" if none)."""
    return str(load(paper).get(claim_id, ""))


def fill(claims: Mapping[str, Any]) -> None:
    """Give every claim with an empty ``statement_tex`` the one stored for its id."""
    for c in claims.values():
        if not c.statement_tex:
            c.statement_tex = lookup(c.id, c.paper)


# ----------------------------------------------------------------------------------------------- math pieces

_MATH = re.compile(r"\$\$(.+?)\$\$|\\\[(.+?)\\\]|(?<![\\$])\$(?!\$)(.+?)(?<![\\$])\$(?!\$)", re.S)


def _trim(s: str) -> str:
    """Surrounding blanks dropped, except the one after a final backslash (``\\ `` is a control space)."""
    t = s.strip()
    return t + " " if t.endswith("\\") and not t.endswith("\\\\") else t


def segments(tex: str) -> list[tuple[str, str]]:
    """``tex`` as ``[(kind, piece)]``, kind ``text``, ``inline`` (``$...$``) or ``display`` (``$$...$$``/``\\[...\\]``);
    an unbalanced ``$`` stays in the text."""
    out: list[tuple[str, str]] = []
    pos = 0
    for m in _MATH.finditer(tex):
        if m.start() > pos:
            out.append(("text", tex[pos:m.start()]))
        if m.group(1) is not None or m.group(2) is not None:
            out.append(("display", _trim(m.group(1) if m.group(1) is not None else m.group(2))))
        else:
            out.append(("inline", _trim(m.group(3))))
        pos = m.end()
    if pos < len(tex):
        out.append(("text", tex[pos:]))
    return out


def main(argv: list[str] | None = None) -> int:
    import argparse

    from thmcheck.checks.registry import all_claims

    p = argparse.ArgumentParser(prog="python -m thmcheck.checks.statements_tex", description=__doc__.split("\n\n")[0])
    found = [d / "shared" / "seeds" for d in HERE.parents if (d / "shared" / "seeds").is_dir()]
    p.add_argument("--seeds", type=Path, default=found[0] if found else HERE.parent.parent / "shared" / "seeds",
                   help="the seed texts (default: the nearest shared/seeds above the checkout)")
    p.add_argument("--write", action="store_true", help="write checks/papers/<paper>/statements_tex.json")
    args = p.parse_args(argv)
    if not args.seeds.is_dir():
        print(f"no seed directory {args.seeds}", file=sys.stderr)
        return 2
    claims = [c for c in all_claims() if not c.id.endswith(".corrected")]
    data = extract(claims, args.seeds)
    for paper in sorted({c.paper for c in claims}):
        got = data.get(paper, {})
        n = sum(1 for c in claims if c.paper == paper)
        print(f"{paper}: {len(got)} of {n} claims have their printed LaTeX")
        if args.write and got:
            (PAPERS / paper / FILE).write_text(json.dumps(dict(sorted(got.items())), indent=1, ensure_ascii=False)
                                               + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
