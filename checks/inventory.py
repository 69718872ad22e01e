"""The inventory of a paper: every numbered result and every displayed (in)equality or identity of its seed text,
with its lines and its status (issue "Discovery", item 3).

A row's status comes, in this order, from

1. the paper's overrides, ``checks/papers/<paper>/inventory_overrides.json``:
   ``{"L<first line>": {"status": "...", "note": "..."}}`` where status is a claim id, ``covered:<id>``, a record
   category (``definition``, ``alias``, ``citation``, ``uncomputable``), ``model`` (a display that defines the model,
   the data or an algorithm: nothing to check) or ``not-a-fact`` (a display that states no checkable fact: a
   heading, a rewrite without content);
2. the claims' ``source`` line citations (``L375-L419``, ``L1192``): a claim whose cited range *begins* inside the
   row is the row's claim (``claim <id>``; a record adds its category), counting only the citations outside
   parentheses (an aside such as "(Assumption 3: L445-L449)" or "(proof L2891-L2961)" names context the claim uses,
   not a display it checks); a row inside a narrow cited range (at most
   ``COVER_WIDTH`` lines) is ``covered:<id>``; inside a wider one (a result with its proof) ``in-proof:<id>``: the
   result is checked, the step itself is not;
3. otherwise ``open``: nobody has classified it yet.

``python -m thmcheck inventory PAPER [--seeds DIR] [--write]`` prints the counts per status and, with ``--write``,
writes ``checks/papers/<paper>/INVENTORY.md``. The seed texts live in ``../shared/seeds`` (found from the claims'
``source``); the tool needs them, the suite does not.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAPERS = HERE / "papers"

SEED_OF = {
    "chenli": "000_7ee2e1d97e13a266.txt",
    "softlin": "001_afd2d45b92d0ae3d.txt",
    "factrecall": "002_60f5937820eee378.txt",
    "thesis": "003_84cf0eb31e2dc802.txt",
    "mhgd": "004_fdca0756fccde960.txt",
}

_RESULT = re.compile(
    r"^\s*(?:\*\*|\*)?\s*(Lemma|Theorem|Corollary|Proposition|Claim|Fact|Definition|Assumption|Remark|Condition|"
    r"Property|Observation|Conjecture)\s+((?:[A-Z]\.)?[A-Z]?\d+(?:\.\d+)*)\b")
_BEGIN = re.compile(r"\\begin\{(equation|align|gather|multline|eqnarray)\*?\}")
_TAG = re.compile(r"\\tag\{([^}]*)\}|\\quad\s*\(([A-Z]?\d+(?:\.\d+)*)\)\s*\$*\s*$|\(([A-Z]?\d+(?:\.\d+)*)\)\s*\$\$\s*$")
_CITE = re.compile(r"L(\d+)(?:\s*-\s*L?(\d+))?")
COVER_WIDTH = 12
"""A claim citing at most this many lines is about the displays inside them (``covered``); a wider citation (a
result and its proof) marks its displays ``in-proof``: the result is checked, the step itself is not."""
STATUSES = ("claim", "covered", "in-proof", "definition", "alias", "citation", "uncomputable", "model", "not-a-fact", "open")


@dataclass
class Row:
    """One numbered result or display of the seed: lines [start, end] (1-based, inclusive)."""

    start: int
    end: int
    what: str  # "result" or "display"
    label: str  # "Lemma 3.9", "(102)", or "" for an unnumbered display
    text: str
    status: str = "open"
    ids: list[str] = field(default_factory=list)
    note: str = ""
    defines_only: bool = False  # a display whose only relation is a definition (":=", "=:", "\\triangleq")

    @property
    def category(self) -> str:
        """The status word without its id (``claim``, ``covered``, a record category, ``open``, ...)."""
        return self.status.split(":", 1)[0].split(" ", 1)[0]


def scan(lines: list[str]) -> list[Row]:
    """Numbered results (a line that opens with "Lemma 3.9", "**Theorem 3.4.4.**", ...) and displays (``$$ ... $$``
    blocks, ``\\begin{equation|align|...}`` blocks, runs of ``\\displaystyle`` lines) of a seed text."""
    rows: list[Row] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        m = _RESULT.match(line)
        if m and not re.match(r"^\s*(?:\*\*)?\s*\w+\s+(?:[A-Z]\.)?[A-Z]?\d+(?:\.\d+)*\s+(?:shows|indicates|characterizes|is|in|"
                              r"requires|and|of|states|implies|holds)\b", line):
            rows.append(Row(i + 1, i + 1, "result", f"{m.group(1)} {m.group(2)}", line.strip()[:160]))
            i += 1
            continue
        s = line.lstrip()
        if s.startswith("$$"):
            j = i
            if not (s.count("$$") >= 2):
                j = i + 1
                while j < n and "$$" not in lines[j]:
                    j += 1
            rows.append(_display(lines, i, min(j, n - 1)))
            i = min(j, n - 1) + 1
            continue
        if _BEGIN.search(line):
            env = _BEGIN.search(line).group(1)
            j = i
            while j < n and not re.search(r"\\end\{" + env, lines[j]):
                j += 1
            rows.append(_display(lines, i, min(j, n - 1)))
            i = min(j, n - 1) + 1
            continue
        if "\\displaystyle" in line:
            j = i
            while j + 1 < n and "\\displaystyle" in lines[j + 1]:
                j += 1
            rows.append(_display(lines, i, j))
            i = j + 1
            continue
        i += 1
    return rows


_REL = re.compile(r"(?<![:<>!])=(?!:)|\\le(?:q|qslant)?(?![a-zA-Z])|\\ge(?:q|qslant)?(?![a-zA-Z])|<|>|\\lesssim|\\gtrsim|"
                  r"\\approx|\\asymp|\\ll(?![a-zA-Z])|\\gg(?![a-zA-Z])|\\sim(?![a-zA-Z])|\\simeq|\\propto|\\neq?(?![a-zA-Z])|"
                  r"\\equiv|\\preceq|\\succeq|\\to(?![a-zA-Z])|\\rightarrow|\\in(?![a-zA-Z])|\\subseteq?|≤|≥|≲|≳|≈|≠|∈")
_DEF = re.compile(r":=|=:|\\coloneqq|\\triangleq")


def _defines_only(block: str) -> bool:
    """Whether a display's only relation is a definition (":=", "=:", "\\triangleq"): indices, sub- and
    superscripts and text are ignored ("\\sum_{i=1}" relates nothing)."""
    b, prev = block, None
    while prev != b:
        prev = b
        b = re.sub(r"[_^]\{[^{}]*\}|[_^][A-Za-z0-9]", "", b)
    b = re.sub(r"\\(?:text|mathrm|tag|operatorname)\{[^{}]*\}|\\(?:left|right)[<>]|\\[lr]angle|"
               r"\\(?:begin|end)\{[^}]*\}", "", b)
    return bool(_DEF.search(b)) and not _REL.search(_DEF.sub("", b))


def _display(lines: list[str], i: int, j: int) -> Row:
    block = " ".join(x.strip() for x in lines[i:j + 1])
    tags = [t for m in _TAG.finditer(block) for t in m.groups() if t]
    label = f"({tags[-1]})" if tags else ""
    return Row(i + 1, j + 1, "display", label, block[:160], defines_only=_defines_only(block))


def cited_ranges(source: str) -> list[tuple[int, int]]:
    """The seed line ranges a claim's ``source`` cites (``L375-L419`` -> (375, 419); ``L1192`` -> (1192, 1192))."""
    out = []
    for m in _CITE.finditer(source):
        a = int(m.group(1))
        b = int(m.group(2)) if m.group(2) else a
        out.append((a, max(a, b)))
    return out


def outside_parentheses(source: str) -> str:
    """``source`` without its parenthesised asides (nested parentheses included)."""
    out, depth = [], 0
    for ch in source:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def classify(rows: list[Row], claims: Iterable, overrides: dict[str, dict[str, str]]) -> list[Row]:
    """Give each row its status (module docstring): overrides, then the claims' cited lines, else ``open``."""
    claims = list(claims)
    cites = [(c, cited_ranges(c.source)) for c in claims]
    own_cites = [(c, cited_ranges(outside_parentheses(c.source))) for c in claims]
    for r in rows:
        own = [c for c, rs in own_cites if any(r.start <= a <= r.end for a, _ in rs)]
        o = overrides.get(f"L{r.start}")
        if o:
            st = str(o["status"])
            word = st.split(":", 1)[0].split(" ", 1)[0]
            # an override naming a claim id (not a status word) makes the row that claim's
            r.status = f"claim {st}" if "." in word and word not in STATUSES else st
            r.note = o.get("note", "")
            # the claims tied to the row: the one the override names and those whose source begins inside it
            # (an override may also be written as the generated "claim <id>")
            named = (st.split(":", 1)[1] if st.startswith(("covered:", "in-proof:"))
                     else st.split()[1] if word == "claim" and len(st.split()) > 1
                     else word if "." in word and word not in STATUSES else "")
            r.ids = list(dict.fromkeys(([named] if named else []) + [c.id for c in own]))
            continue
        if own:
            r.ids = [c.id for c in own]
            checks = [c for c in own if c.checkable]
            c = checks[0] if checks else own[0]
            r.status = f"claim {c.id}" if c.checkable else f"{c.record_category or 'record'} {c.id}"
            continue
        cov = [(b - a, c) for c, rs in cites if c.checkable for a, b in rs if a <= r.start and r.end <= b]
        if cov:
            width, c = min(cov, key=lambda x: x[0])
            r.ids = [c.id]
            # a narrow citation is about this step; a wide one (a lemma with its proof) checks the result the
            # step serves, not the step itself
            r.status = f"covered:{c.id}" if width <= COVER_WIDTH else f"in-proof:{c.id}"
        if r.defines_only and r.category in ("open", "in-proof"):
            r.status, r.note = "definition", "its only relation is ':=' (it defines a symbol; found by the scan)"
    return rows


def seed_dir() -> Path:
    """Where the seed texts are: ``$THMCHECK_SEEDS``, else ``../shared/seeds`` beside the checkout."""
    import os

    env = os.environ.get("THMCHECK_SEEDS")
    return Path(env) if env else HERE.parent.parent / "shared" / "seeds"


def inventory(paper: str, seeds: Path | None = None) -> list[Row]:
    """The classified rows of ``paper``."""
    from thmcheck.checks.registry import all_claims

    path = (seeds or seed_dir()) / SEED_OF[paper]
    lines = path.read_text(encoding="utf-8").splitlines()
    ov_path = PAPERS / paper / "inventory_overrides.json"
    overrides = json.loads(ov_path.read_text()) if ov_path.exists() else {}
    claims = all_claims(paper)
    return classify(scan(lines), claims, overrides)


def counts(rows: list[Row]) -> dict[str, int]:
    """Rows per status word (claim, covered, record categories, model, not-a-fact, open) and per kind."""
    c = Counter(r.category for r in rows)
    c.update(f"{r.what}s" for r in rows)
    return dict(sorted(c.items()))


def markdown(paper: str, rows: list[Row]) -> str:
    """INVENTORY.md: the counts, then one table row per numbered result or display."""
    cnt = counts(rows)
    head = [f"# Inventory of `{paper}` (generated by `python -m thmcheck inventory {paper} --write`)", "",
            f"Seed: `shared/seeds/{SEED_OF.get(paper, '?')}`. {cnt.get('results', 0)} numbered results, "
            f"{cnt.get('displays', 0)} displays.", "",
            "| status | rows |", "|---|---|"]
    head += [f"| {k} | {v} |" for k, v in cnt.items() if k not in ("results", "displays")]
    head += ["", "| lines | what | label | status | text |", "|---|---|---|---|---|"]
    for r in rows:
        txt = r.text.replace("|", "\\|")[:110]
        lines = f"L{r.start}" if r.start == r.end else f"L{r.start}-L{r.end}"
        note = f" ({r.note})" if r.note else ""
        head.append(f"| {lines} | {r.what} | {r.label} | {r.status}{note} | {txt} |")
    return "\n".join(head) + "\n"


def add_subcommand(sub, fmt) -> None:
    """Register ``inventory`` on the CLI's subparsers."""
    pi = sub.add_parser("inventory", help="numbered results and displays of a paper with their status",
                        formatter_class=fmt,
                        epilog="example:\n  python -m thmcheck inventory chenli --write\n")
    pi.add_argument("paper", choices=sorted(SEED_OF))
    pi.add_argument("--seeds", type=Path, default=None, help="folder of the seed texts (default ../shared/seeds)")
    pi.add_argument("--write", action="store_true", help="write checks/papers/<paper>/INVENTORY.md")
    pi.set_defaults(func=cmd_inventory)


def cmd_inventory(a) -> int:
    """``python -m thmcheck inventory PAPER [--seeds DIR] [--write]``: print the counts per status (JSON); with
    ``--write`` write ``checks/papers/<paper>/INVENTORY.md``. Exit 2 when the seed text is missing."""
    import sys

    seeds = a.seeds or seed_dir()
    if not (seeds / SEED_OF[a.paper]).is_file():
        print(f"thmcheck: error: seed text {seeds / SEED_OF[a.paper]} not found (--seeds DIR)", file=sys.stderr)
        return 2
    rows = inventory(a.paper, seeds)
    print(json.dumps(counts(rows)))
    if a.write:
        (PAPERS / a.paper / "INVENTORY.md").write_text(markdown(a.paper, rows), encoding="utf-8")
    return 0
