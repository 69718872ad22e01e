"""Summarise a ch4_driver log into TSV rows: id field side end verdict detail."""
import re
import sys

txt = open(sys.argv[1]).read()
for blk in txt.split("=== ")[1:]:
    head = blk.split("\n")[0].split()
    k, cid, f, side, end = head[:5]
    m = re.search(r"^\S+ (\S+) constants= (\S+) uniform= (\S+)", blk, re.M)
    comp, const, uni = (m.groups() if m else ("?", "?", "?"))
    draws = blk.split(" draw ")[1:]
    info, verdicts = [], []
    if "TIMEOUT" in blk and not draws:
        print("\t".join([cid, f, side, end, "not re-measurable", "timeout 25 s (cost)"]))
        continue
    for d in draws:
        miss = re.search(r"missing: \[(.*?)\]", d)
        if miss and miss.group(1):
            verdicts.append("missing")
            continue
        base = re.search(r"=None: lhs=(\S+) bound=(\S+) ratio=(\S+)", d)
        pts = re.findall(r"\]=([-\d.e+]+): lhs=(\S+) bound=(\S+) ratio=(\S+) iv=\S+ bad=(\[.*?\]) ", d)
        errs = re.findall(r"\]=([-\d.e+]+): ERROR (\S+)", d)
        if "TIMEOUT" in d:
            errs.append(("?", "TIMEOUT"))
        if not base or not pts:
            verdicts.append("err")
            info.append("errors: " + ",".join(sorted({e[1] for e in errs}))[:80])
            continue
        rb = float(base.group(3))
        rs = [(p[0], float(p[1]), float(p[2]), float(p[3]), p[4] != "[]") for p in pts]
        ok = [r for r in rs if not r[4]]
        if not ok:
            verdicts.append("rejected")
            info.append("assumption slack < 0 at every end point")
            continue
        last = ok[-1]
        expl = const not in ("hidden",)
        if comp in ("<=", "<"):
            cross = any(r[1] > r[2] * (1 + 1e-9) for r in ok) if expl else (last[3] > 10 * max(rb, 1e-300) and
                                                                           last[3] > 1.5 * ok[0][3])
        elif comp in (">=", ">"):
            cross = any(r[1] < r[2] * (1 - 1e-9) for r in ok) if expl else (last[3] < 0.1 * rb and
                                                                           last[3] < 0.67 * ok[0][3])
        else:
            cross = False
        verdicts.append("HIT?" if cross else "held")
        info.append(f"base ratio {rb:.3g}; end pts " + ", ".join(f"{r[0]}:{r[3]:.3g}" for r in ok)
                    + (f"; errors {sorted({e[1] for e in errs})}" if errs else ""))
    if all(v == "missing" for v in verdicts):
        v = "not re-measurable"
        info = ["field not a scalar instance key (derived from the draw); moving it needs the claim's generator"]
    elif "HIT?" in verdicts:
        v = "hit?"
    elif all(v == "held" for v in verdicts):
        v = "held"
    elif "held" in verdicts:
        v = "held (one draw only)"
    elif all(v == "rejected" for v in verdicts):
        v = "not re-measurable"
    else:
        v = "not re-measurable"
    print("\t".join([cid, f, side, end, v, f"{comp} {const}/uniform={uni}; " + " | ".join(info)]))
