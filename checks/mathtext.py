"""Claim statements as math on the HTML pages: the ASCII pseudo-math of the statements ("P[|x^T Theta y| > s
||Theta||_F] <~ 1/s^2", "beta_2(i,u,sigma) <= C d^{-1/2}", "sqrt(d)", greek names, "->", "in [-1, 1]") becomes
MathML, which browsers render natively: offline, no JavaScript, no fonts to fetch. Prose stays text.

Pure Python, no dependency. :func:`to_html` never raises and never loses text: a math run that does not parse is
shown as its plain text, and anything unexpected shows the whole statement as escaped plain text. Each ``<math>``
carries its ASCII source in ``alttext``, and a browser without MathML shows the elements' text in order (the pages
also keep the statement as plain text). Every character of the statement reaches the page escaped.

How a statement is read: words are prose, except greek names (``alpha`` -> α), known functions (``sqrt``, ``log``,
``softmax``, ``Pr`` ...), single letters, short non-English words (``KQ``, ``Id``), and words written against an
operator, a subscript or a call (``F_exp``, ``W_KQ(s)``, ``(mdk)``). A maximal stretch of such words, numbers and
operators with at least one of them that is not a bare number is a math run, cut at sentence punctuation and at
top-level ", ". Inside a run: ``x^y``/``x^{..}``/``x^(..)``, ``x_y``/``x_{..}``, ``sqrt(..)``/``sqrt x``, ``x*``
(superscript star), ``x'`` (prime), ``x~`` (tilde accent), ``x^`` (hat), ``d2`` (subscript digits), ``<=`` ``>=``
``!=`` ``<~`` ``>~`` ``->`` ``+-`` ``||`` ``in`` ``sum`` ``prod``; brackets are shown as written.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "eps": "ε", "varepsilon": "ɛ",
    "zeta": "ζ", "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ",
    "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "upsilon": "υ", "phi": "φ",
    "varphi": "ϕ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ",
    "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
}
# words shown as operators (symbol, ASCII name)
OPERATOR_WORDS = {"sum": "∑", "prod": "∏", "int": "∫", "infty": "∞", "nabla": "∇", "partial": "∂",
                  "cap": "∩", "cup": "∪", "in": "∈", "notin": "∉", "subset": "⊂", "subseteq": "⊆"}
FUNCTIONS = {"sqrt", "log", "ln", "exp", "sin", "cos", "tan", "tanh", "arctan", "sinh", "cosh", "max", "min",
             "argmax", "argmin", "sup", "inf", "lim", "limsup", "liminf", "det", "tr", "Tr", "diag", "poly",
             "polylog", "softmax", "Var", "Cov", "Pr", "sgn", "sign", "rank", "span", "Ent", "erf", "mod", "dim",
             "ker", "Id", "KL", "TV", "op", "Unif", "Bern", "concat", "vec", "conv", "dist", "grad", "ceil",
             "floor", "attn", "relu", "ReLU", "sigmoid", "Otilde", "col", "perp"}
SYMBOLS = {"<=": "≤", ">=": "≥", "!=": "≠", "<~": "≲", ">~": "≳", "->": "→", "<-": "←", "=>": "⇒", "<=>": "⇔",
           "+-": "±", "-+": "∓", "||": "‖", "...": "…", "-": "−", "~": "∼", "<<": "≪", ">>": "≫", "|->": "↦"}
STOP2 = {"of", "is", "on", "if", "at", "to", "as", "by", "an", "be", "or", "eq", "no", "it", "we", "so", "he", "up",
         "do", "go", "my", "me", "us", "am", "ie", "eg", "vs", "et", "al", "cf"}
ALL_SYMBOLS = {**GREEK, **OPERATOR_WORDS}  # the ASCII word of each symbol a page shows for a word
SCRIPT_OPEN = {"(": ")", "[": "]", "{": "}"}
HAT_BASES = {"L", "F", "p", "f", "y", "R"}  # letters that ``X^(..)`` puts a hat on (L^(theta): the empirical loss)

_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<label>(?<![A-Za-z0-9_.])(?:[A-Z]\.\d+(?:\.\d+)*|(?:[A-Za-z]\.){2,}))  # (D.18), Lemma E.4.1; a.s., w.p.
  | (?P<num>\d+(?:\.\d+)?)
  | (?P<word>[A-Za-z]+\d*)
  | (?P<op><=>|\|->|<=|>=|!=|<~|>~|->|<-|=>|\+-|-\+|\|\||\.\.\.|<<|>>|:=|=:|!!|[^\sA-Za-z0-9])
""", re.VERBOSE)

_PUNCT = {",", ".", ";", ":", "?", "\"", "`"}
_OPENERS = set(SCRIPT_OPEN)
_CLOSERS = set(SCRIPT_OPEN.values())


class _Tok:
    __slots__ = ("kind", "text", "role")

    def __init__(self, kind: str, text: str):
        self.kind, self.text = kind, text
        self.role = ""  # "math" | "prose" | "mtext" (prose inside a math brace group) | "" (neutral)

    def __repr__(self) -> str:  # pragma: no cover
        return f"{self.kind}:{self.text!r}:{self.role}"


def tokenize(s: str) -> list[_Tok]:
    """The statement as tokens; their texts concatenate to ``s`` exactly."""
    out = []
    for m in _TOKEN.finditer(s):
        kind = m.lastgroup or "op"
        out.append(_Tok(kind, m.group()))
    assert "".join(t.text for t in out) == s
    return out


def _matches(toks: list[_Tok]) -> dict[int, int]:
    """Matching bracket pairs (both directions) among ``toks``; unmatched brackets are left out."""
    pairs: dict[int, int] = {}
    stack: list[int] = []
    for i, t in enumerate(toks):
        if t.text in _OPENERS:
            stack.append(i)
        elif t.text in _CLOSERS:
            for k in range(len(stack) - 1, -1, -1):
                if SCRIPT_OPEN[toks[stack[k]].text] == t.text:
                    j = stack[k]
                    del stack[k:]
                    pairs[j], pairs[i] = i, j
                    break
    return pairs


def _word_letters(w: str) -> str:
    return w.rstrip("0123456789")


def _is_known(w: str) -> bool:
    base = _word_letters(w)
    return base in GREEK or base in FUNCTIONS or w in OPERATOR_WORDS or w in ("sqrt",) or (
        base.startswith("sqrt") and base == "sqrt")


def _classify(toks: list[_Tok]) -> None:
    n = len(toks)

    def at(i: int) -> _Tok | None:
        return toks[i] if 0 <= i < n else None

    def sig(i: int, step: int) -> _Tok | None:
        i += step
        while 0 <= i < n and toks[i].kind == "ws":
            i += step
        return at(i)

    for i, t in enumerate(toks):
        if t.kind == "label":
            t.role = "prose"
        elif t.kind == "num":
            t.role = ""
        elif t.kind == "op":
            t.role = "" if t.text in _PUNCT or t.text in _OPENERS or t.text in _CLOSERS else "op"
        elif t.kind == "word":
            w, letters = t.text, _word_letters(t.text)
            left, right = at(i - 1), at(i + 1)
            lt, rt = (left.text if left else ""), (right.text if right else "")
            if w == "in" or w in ("cap", "cup"):
                t.role = "maybe"
            elif _is_known(w):
                t.role = "math"
            elif rt in ("_", "^", "(", "[", "{", "*", "'", "~") and not (rt == "'" and at(i + 2) is not None
                                                                           and at(i + 2).kind == "word"):
                t.role = "math"
            elif lt in ("_", "^"):
                t.role = "math"
            elif lt in _OPENERS and rt in _CLOSERS:
                t.role = "math"
            elif left is not None and left.kind == "op" and lt not in _PUNCT and lt not in _OPENERS \
                    and lt not in ("-", "'", "/") and left.role == "op":
                t.role = "math"
            elif len(letters) == 1:
                t.role = "math"
            elif len(letters) >= 3:
                t.role = "math" if len(letters) < len(w) else "prose"
            else:
                t.role = "prose" if letters.lower() in STOP2 or w in ("In",) else "math"
    # apostrophes ("Lemma 8's", "Hoeffding's") and quotes are prose
    for i, t in enumerate(toks):
        nxt = at(i + 1)
        if t.text == "'" and nxt is not None and nxt.kind == "word" and len(nxt.text) == 1 and \
                (at(i + 2) is None or at(i + 2).kind != "word"):
            prev = at(i - 1)
            if prev is not None and (prev.role == "prose" or prev.kind in ("num", "label")):
                t.role, nxt.role = "prose", "prose"
        if t.text == "'" and (at(i - 1) is None or at(i - 1).kind == "ws"):
            t.role = "prose"
    # "a polynomial", "A list": an article before a prose word
    for i, t in enumerate(toks):
        if t.kind == "word" and t.text in ("a", "A", "I") and t.role == "math":
            nxt = sig(i, 1)
            if nxt is not None and nxt.kind == "word" and nxt.role == "prose" and at(i + 1) is not None \
                    and at(i + 1).kind == "ws":
                t.role = "prose"
    # hyphenated compounds ("rank-one", "Type-II", "all-zero", "eps-balls") are prose
    changed = True
    while changed:
        changed = False
        for i, t in enumerate(toks):
            if t.text != "-" or t.role == "prose":
                continue
            left, right = at(i - 1), at(i + 1)
            if left is None or right is None or left.kind == "ws" or right.kind == "ws":
                continue
            if left.role == "prose" or right.role == "prose":
                t.role, changed = "prose", True
                for x in (left, right):
                    if x.kind == "word" and x.role != "prose":
                        x.role = "prose"
    # prose inside a matched brace group is text inside the math ({x in S : x is good}, argmin_{a in simplex})
    pairs = _matches(toks)
    depth_end: list[int] = []
    for i, t in enumerate(toks):
        while depth_end and i > depth_end[-1]:
            depth_end.pop()
        if t.text == "{" and i in pairs:
            depth_end.append(pairs[i])
        elif depth_end and t.role == "prose" and t.kind == "word":
            t.role = "mtext"
    # "in", "cap", "cup" between math are operators
    for i, t in enumerate(toks):
        if t.role == "maybe":
            p, q = sig(i, -1), sig(i, 1)
            ok_p = p is not None and (p.role in ("math", "mtext") or p.kind == "num" or p.text in _CLOSERS
                                      or p.text in ("*", "'", "~"))
            ok_q = q is not None and (q.role in ("math", "mtext") or q.kind == "num" or q.text in _OPENERS
                                      or q.text in ("-", "+-", "||", "|"))
            t.role = "math" if ok_p and ok_q and t.text != "In" else "prose"


def _strong(t: _Tok) -> bool:
    return t.role in ("math", "op") and t.text not in _PUNCT


def pieces(s: str) -> list[tuple[bool, list[_Tok]]]:
    """The statement cut into ``(is_math, tokens)`` pieces whose texts concatenate to ``s``."""
    toks = tokenize(s)
    _classify(toks)
    out: list[tuple[bool, list[_Tok]]] = []
    cur: list[_Tok] = []

    def flush() -> None:
        if cur:
            out.append((True, list(cur)))
            cur.clear()

    pairs = _matches(toks)
    depth_end: list[int] = []
    for i, t in enumerate(toks):
        while depth_end and i > depth_end[-1]:
            depth_end.pop()
        if t.text in _OPENERS and i in pairs:
            depth_end.append(pairs[i])
        if t.role == "prose":
            flush()
            out.append((False, [t]))
            continue
        # a sentence mark followed by a space (or the end), outside brackets, ends a run
        if t.text in (".", ";", ":", "?") and not depth_end and (i + 1 == len(toks) or toks[i + 1].kind == "ws"):
            flush()
            out.append((False, [t]))
            continue
        cur.append(t)
    flush()
    result: list[tuple[bool, list[_Tok]]] = []
    for is_math, ts in out:
        parts = [(False, ts)] if not is_math else [p for part in _split_commas(ts) for p in _trim(part)]
        for m, part in parts:
            if not part:
                continue
            if result and not m and not result[-1][0]:
                result[-1] = (False, result[-1][1] + part)
            else:
                result.append((m, part))
    return result


def _text(ts: list[_Tok]) -> str:
    return "".join(t.text for t in ts)


def segments(s: str) -> list[tuple[bool, str]]:
    """The statement cut into ``(is_math, text)`` pieces whose texts concatenate to ``s``."""
    return [(m, _text(ts)) for m, ts in pieces(s)]


def _split_commas(ts: list[_Tok]) -> list[list[_Tok]]:
    """Cut a run at ", " outside brackets (so a long run wraps on the page)."""
    pairs = _matches(ts)
    angles = _angles(ts)
    pairs.update(angles)
    parts: list[list[_Tok]] = [[]]
    depth_end: list[int] = []
    for i, t in enumerate(ts):
        while depth_end and i > depth_end[-1]:
            depth_end.pop()
        if (t.text in _OPENERS or (t.text == "<" and i in angles)) and i in pairs:
            depth_end.append(pairs[i])
        if t.text == "," and not depth_end and i + 1 < len(ts) and ts[i + 1].kind == "ws":
            parts[-1].append(_Tok("sep", ","))
            parts.append([])
            continue
        parts[-1].append(t)
    return parts


def _trim(ts: list[_Tok]) -> list[tuple[bool, list[_Tok]]]:
    """A run without its leading/trailing blanks, punctuation and unmatched edge brackets, which stay text; a run
    with no operator or math word (a bare number, "(2.7)") is text."""
    lo, hi = 0, len(ts)
    brackets = _OPENERS | _CLOSERS
    while True:
        moved = False
        pairs = _matches(ts[lo:hi])
        if lo < hi and (ts[lo].kind in ("ws", "sep") or ts[lo].text in (",", ";", ".", ":")
                        or (ts[lo].text in brackets and 0 not in pairs)):
            lo, moved = lo + 1, True
        pairs = _matches(ts[lo:hi])
        if lo < hi and (ts[hi - 1].kind in ("ws", "sep") or ts[hi - 1].text in (",", ";", ".", ":")
                        or (ts[hi - 1].text in brackets and (hi - 1 - lo) not in pairs)):
            hi, moved = hi - 1, True
        if not moved:
            break
    body = ts[lo:hi]
    return [(False, ts[:lo]), (any(_strong(t) for t in body), body), (False, ts[hi:])]


# ------------------------------------------------------------------------------------------------ MathML


def _mi(text: str, normal: bool = False) -> str:
    attr = ' mathvariant="normal"' if normal else ""
    return f"<mi{attr}>{escape(text)}</mi>"


def _mo(text: str, **attrs: str) -> str:
    a = "".join(f' {k}="{escape(v)}"' for k, v in attrs.items())
    return f"<mo{a}>{escape(text)}</mo>"


def _row(items: list[str]) -> str:
    return items[0] if len(items) == 1 else "<mrow>" + "".join(items) + "</mrow>"


_RELATIONS = {"<", ">", "<=", ">=", "=", "<~", ">~", "!=", ":=", "=:", "->", "<-", "=>", "<=>"}


def _angles(toks: list[_Tok]) -> dict[int, int]:
    """Indices of ``<`` ``>`` used as angle brackets: ``<w/2, z_1 - z_2>`` (``<`` written against what follows,
    ``>`` against what precedes) or ``< w, x > = ...`` (spaced on both sides, after the start, a bracket or a
    relation and before the end, a bracket, a relation or punctuation); a comma between, no relation."""
    def sig(i: int, step: int) -> _Tok | None:
        i += step
        while 0 <= i < len(toks) and toks[i].kind == "ws":
            i += step
        return toks[i] if 0 <= i < len(toks) else None

    out: dict[int, int] = {}
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.text == "<" and i + 1 < len(toks):
            tight = toks[i + 1].kind != "ws"
            before = sig(i, -1)
            if not tight and not (before is None or before.text in _OPENERS or before.text in _RELATIONS
                                  or before.text == ","):
                i += 1
                continue
            for j in range(i + 1, len(toks)):
                u = toks[j]
                if u.text in _RELATIONS - {">"} or (u.text in (".", ";") and j + 1 < len(toks)
                                                    and toks[j + 1].kind == "ws"):
                    break
                if u.text == ">":
                    after = sig(j, 1)
                    ok = (toks[j - 1].kind != "ws") if tight else (
                        toks[j - 1].kind == "ws" and (after is None or after.text in _CLOSERS
                                                      or after.text in _RELATIONS or after.text in _PUNCT))
                    if ok and any(x.text == "," for x in toks[i + 1:j]):
                        out[i], out[j] = j, i
                        i = j
                    break
        i += 1
    return out


class _Parser:
    def __init__(self, toks: list[_Tok]):
        self.t = toks
        self.pairs = _matches(toks)
        self.angles = _angles(toks)
        self.i = 0

    def peek(self, k: int = 0) -> _Tok | None:
        j = self.i + k
        return self.t[j] if 0 <= j < len(self.t) else None

    def seq(self, end: int) -> list[str]:
        out: list[str] = []
        while self.i < end:
            t = self.t[self.i]
            if t.kind == "ws":
                self.i += 1
                continue
            out.append(self.item(end))
        return out

    def item(self, end: int) -> str:
        base = self.t[self.i].text
        node = self.atom(end)
        return self.postfix(node, end, base)

    def word(self, w: str) -> str:
        if w in GREEK:
            return _mi(GREEK[w])
        if w in OPERATOR_WORDS:
            sym = OPERATOR_WORDS[w]
            if w in ("sum", "prod", "int"):
                return _mo(sym, largeop="false", movablelimits="true")
            return _mi(sym) if w in ("infty", "nabla", "partial") else _mo(sym)
        letters = _word_letters(w)
        if letters != w and (len(letters) == 1 or letters in GREEK):
            return f"<msub>{self.word(letters)}<mn>{escape(w[len(letters):])}</mn></msub>"
        return _mi(w)

    def atom(self, end: int) -> str:
        t = self.t[self.i]
        j = self.i
        if t.kind == "word" and t.role == "mtext":
            words = [t.text]
            self.i += 1
            while self.i < end:
                nxt = self.t[self.i]
                if nxt.role == "mtext" or (nxt.kind == "ws" and self.i + 1 < end
                                           and self.t[self.i + 1].role == "mtext"):
                    words.append(nxt.text)
                    self.i += 1
                else:
                    break
            return f"<mtext>\u00a0{escape(''.join(words))}\u00a0</mtext>"
        if t.kind == "word" and _word_letters(t.text) == "sqrt":
            self.i += 1
            digits = t.text[4:]
            if digits:
                return f"<msqrt><mn>{escape(digits)}</mn></msqrt>"
            nxt = self.peek()
            if nxt is not None and nxt.text == "(" and self.i in self.pairs and self.pairs[self.i] < end:
                close = self.pairs[self.i]
                self.i += 1
                inner = self.seq(close)
                self.i = close + 1
                return "<msqrt>" + "".join(inner) + "</msqrt>"
            while self.i < end and self.t[self.i].kind == "ws":
                self.i += 1
            if self.i < end and self.t[self.i].kind in ("word", "num") and self.t[self.i].role != "mtext":
                return "<msqrt>" + self.item(end) + "</msqrt>"
            return _mi("sqrt")
        if t.kind == "word":
            self.i += 1
            if t.text in ("in", "cap", "cup") and t.role != "math":
                return f"<mtext>{escape(t.text)}</mtext>"
            return self.word(t.text)
        if t.kind in ("num", "label"):
            self.i += 1
            return f"<mn>{escape(t.text)}</mn>"
        # operators and brackets
        self.i += 1
        if t.text in _OPENERS and j in self.pairs and self.pairs[j] < end:
            close = self.pairs[j]
            inner = self.seq(close)
            self.i = close + 1
            return "<mrow>" + _mo(t.text) + "".join(inner) + _mo(self.t[close].text) + "</mrow>"
        if t.kind == "sep":
            return _mo(",")
        if t.text in ("|", "||"):
            return _mo(SYMBOLS.get(t.text, t.text), stretchy="false", lspace="0", rspace="0")
        if j in self.angles:
            return _mo("⟨" if t.text == "<" else "⟩", lspace="0", rspace="0")
        return _mo(SYMBOLS.get(t.text, t.text))

    def script(self, end: int) -> str | None:
        """The argument of ``^``/``_`` starting at ``self.i`` (written against it), or None."""
        t = self.peek()
        if t is None or self.i >= end or t.kind == "ws":
            return None
        j = self.i
        if t.text in _OPENERS and j in self.pairs and self.pairs[j] < end:
            close = self.pairs[j]
            self.i += 1
            inner = self.seq(close)
            self.i = close + 1
            if t.text == "{":
                return _row(inner) if inner else "<mrow></mrow>"
            return "<mrow>" + _mo(t.text) + "".join(inner) + _mo(self.t[close].text) + "</mrow>"
        if t.text in ("-", "+", "+-") and self.i + 1 < end and self.t[self.i + 1].kind in ("num", "word"):
            self.i += 1
            sign = _mo(SYMBOLS.get(t.text, t.text))
            return "<mrow>" + sign + self.simple() + "</mrow>"
        if t.kind in ("num", "word") and t.role != "mtext":
            return self.simple()
        if t.text in ("*", "#", "+", "-", "'", "T", "⊤", "!"):
            self.i += 1
            return _mo(SYMBOLS.get(t.text, t.text) if t.text != "-" else "−")
        return None

    def simple(self) -> str:
        t = self.t[self.i]
        self.i += 1
        if t.kind == "num":
            return f"<mn>{escape(t.text)}</mn>"
        if t.text in ("in", "cap", "cup"):
            return _mi(t.text)
        return self.word(t.text)

    def hat_call(self, base: str) -> bool:
        """``L^(theta_K)``, ``F^(X)``, ``p^(a | z)``: an estimate applied to an argument (a hat), not a
        superscript; ``V^(h)``, ``W^(0)``, ``x^(2t)`` stay superscripts."""
        if base not in HAT_BASES or self.peek(1) is None or self.peek(1).text != "(" or self.i + 1 not in self.pairs:
            return False
        inner = [t for t in self.t[self.i + 2:self.pairs[self.i + 1]] if t.kind != "ws"]
        return not (len(inner) == 1 and (inner[0].kind == "num" or inner[0].text in ("t", "h", "k", "i", "j", "T")))

    def postfix(self, node: str, end: int, base: str = "") -> str:
        """Scripts, stars, primes and accents written against ``node``; a subscript and a superscript of the same
        base share one ``msubsup`` (``alpha*_2``, ``r_Theta^{1/4}``, ``prod_{i=1}^m``)."""
        sub: str | None = None
        sup: str | None = None

        def built() -> str:
            if sub is not None and sup is not None:
                return f"<msubsup>{node}{sub}{sup}</msubsup>"
            if sub is not None:
                return f"<msub>{node}{sub}</msub>"
            if sup is not None:
                return f"<msup>{node}{sup}</msup>"
            return node

        while self.i < end:
            t = self.t[self.i]
            if t.text == "^" and sub is None and sup is None and self.hat_call(base):
                self.i += 1
                return f'<mover accent="true">{node}{_mo("^")}</mover>'
            if t.text in ("^", "_"):
                self.i += 1
                arg = self.script(end)
                if arg is None:
                    if t.text == "^":  # "F^", "R^_3": a hat
                        node, sub, sup = f'<mover accent="true">{built()}{_mo("^")}</mover>', None, None
                        continue
                    return built() + _mo("_")
                if (sub if t.text == "_" else sup) is not None:
                    node, sub, sup = built(), None, None
                if t.text == "_":
                    sub = arg
                else:
                    sup = arg
                continue
            if t.text in ("*", "'") and not (t.text == "'" and t.role == "prose"):
                nxt = self.peek(1)
                if t.text == "*" and nxt is not None and (nxt.kind in ("num", "word") or nxt.text in _OPENERS) \
                        and nxt.text not in ("(", "_") and nxt.role != "mtext":
                    return built()  # "a*b": a product
                self.i += 1
                mark = _mo("∗" if t.text == "*" else "′")
                if sup is not None:
                    node, sub, sup = built(), None, None
                sup = mark
                continue
            if t.text == "~":
                nxt = self.peek(1)
                if nxt is not None and nxt.kind == "ws":
                    return built()
                self.i += 1
                node, sub, sup = f'<mover accent="true">{built()}{_mo("~")}</mover>', None, None
                continue
            return built()
        return built()


def _math(ts: list[_Tok]) -> str:
    p = _Parser(ts)
    body = "".join(p.seq(len(ts)))
    return f'<math alttext="{escape(_text(ts))}">{body}</math>'


def to_markup(statement: Any) -> Any:
    """:func:`to_html` as ``markupsafe.Markup`` (for the Jinja2 templates, which autoescape everything else)."""
    from markupsafe import Markup

    return Markup(to_html(statement))


def to_html(statement: Any) -> str:
    """The statement as HTML: prose as escaped text, math runs as ``<math>`` (MathML) with their ASCII source in
    ``alttext``. Never raises; a run that does not convert stays plain text."""
    s = "" if statement is None else str(statement)
    try:
        out = []
        for is_math, ts in pieces(s):
            if not is_math:
                out.append(escape(_text(ts)))
                continue
            try:
                out.append(_math(ts))
            except Exception:
                out.append(f'<span class="math-fallback">{escape(_text(ts))}</span>')
        return "".join(out)
    except Exception:
        return escape(s)
