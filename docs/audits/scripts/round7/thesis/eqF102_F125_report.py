"""Formats the audit sections for thesis.ch7.eqF.102..125 from eqF102_F125.py's model (same file's functions)."""
import io, contextlib, runpy
from fractions import Fraction as F
from itertools import product
with contextlib.redirect_stdout(io.StringIO()):
    ns = runpy.run_path("eqF102_F125.py")
printed, blocks, ip, rel, partitions3, X, K, Q = (ns[k] for k in ("printed", "blocks", "ip", "rel", "partitions3", "X", "K", "Q"))
L = {"F.102": "L9801", "F.103": "L9805", "F.104": "L9809", "F.105": "L9813", "F.106": "L9817", "F.107": "L9821", "F.108": "L9825-L9827", "F.109": "L9831", "F.110": "L9835", "F.117": "L9888", "F.118": "L9892", "F.119": "L9896", "F.120": "L9900", "F.121": "L9904", "F.122": "L9908", "F.123": "L9912", "F.124": "L9916", "F.125": "L9920"}
def extreme(key, pn, sign, gs):
    pe_rel, blk, case = key; pt, fac = blocks[blk]; best = None
    for g in gs:
        for pp in product(X, K):
            if pp[0] == pt[0] or ((pe_rel == "samePE") != (pp[1] == pt[1])):
                continue
            for pi in product(X, K):
                if rel(pp, pi) != case:
                    continue
                for o in product(X, K):
                    if o == Q:
                        continue
                    v = fac * (ip(pp, pi, g) - pn * ip(pp, Q, g) - (1 - pn) * ip(pp, o, g))
                    if best is None or sign * v > sign * best[0]:
                        best = (v, g, pp, pi, o)
    return best
out = []
rels = {'samePE': "p~' same PE as p~", 'otherPE': "p~' other PE than p~"}
pn = F(1, 2)
for key, (name, lo, hi) in printed.items():
    pe_rel, blk, case = key
    v, g, pp, pi, o = extreme(key, pn, -1, partitions3())
    vd = extreme(key, pn, -1, [(0, 1, 2)])[0]
    out.append(f"\n## thesis.ch7.eq{name}-lower -- CONFIRMED\n({name}) {L[name]} lower end ({rels[pe_rel]}; "
               f"p~ vs query: {blk}; p~' vs p~_i: {case}). Own exact model (eqF102_F125.py): at p_n = 1/2 the minimum of Q' is {v} "
               f"< printed {lo(pn)} (witness: steps' f-partition g = {g}, p~' = {pp}, p~_i = {pi}, the other 1/2 of the softmax on column {o}; "
               f"query (TRR 0, step 0)); with all f_k distinct the minimum is {vd}, still below. Fails for every label map and every "
               f"p_n in [0, 1){' (and at p_n = 1)' if blk == 'pe' else ''}: the end assumes the non-query softmax mass sits on columns "
               f"overlapping p~' by at most 1, which nothing printed enforces (the mass may sit on p~_i's or p~''s own class). "
               f"Same failure mode as round 6's audited (F.88)-(F.95) lower ends. Lemma F.3.5 not decided here. "
               f"Script: /work/audit/r7/thesis/eqF102_F125.py")
for key, (name, lo, hi) in printed.items():
    if key[2] != "one":
        continue
    v, g, pp, pi, o = extreme(key, pn, +1, partitions3())
    vd = extreme(key, pn, +1, [(0, 1, 2)])[0]
    out.append(f"\n## thesis.ch7.eq{name}-upper -- CONFIRMED\n({name}) {L[name]} upper end ('one' case). Own exact model: at p_n = 1/2 the maximum "
               f"of Q' is {v} > printed {hi(pn)} (witness g = {g}, p~' = {pp}, p~_i = {pi}, the other mass on {o}); it fails at every p_n in "
               f"[0, 1] but ONLY under label maps with some f_k = f_k' (k != k'): with all step functions distinct the maximum is {vd} <= "
               f"{hi(pn)} (holds). L2100's 'iff' (f_k(x) != f_k'(x') iff x != x' or f_k != f_k') allows equal step functions, so the "
               f"printed end is false as stated; same verdict and mode as round 6's (F.88)/(F.91)/(F.94) upper ends. "
               f"Script: /work/audit/r7/thesis/eqF102_F125.py")
print("".join(out))
