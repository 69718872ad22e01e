"""thesis.ch7.eqF.148-first: the crossing margin as the granted B >= Omega(M log M), l >= Omega(1/alpha) grow."""
import sys, time
from thmcheck.checks.papers.thesis import r29_openrows as R
R._work_cap = lambda: 10**9
C = next(c for c in R.CLAIMS if c.id == "thesis.ch7.eqF.148-first")
for lt, B in [(int(a), int(b)) for a, b in (x.split(":") for x in sys.argv[1].split(","))]:
    t0 = time.time()
    inst = {**R.F148_ATOM, "l_tr": lt, "B": B}
    m = R._f148_measure(inst, None)
    b = C.bound(**m.quantities)
    print(f"l_tr={lt} B={B}: lhs={m.lhs:.4g} bound={b:.4g} margin={m.lhs-b:+.4f} bound-side quantities={ {k: (round(v, 4) if isinstance(v, float) else v) for k, v in list(m.quantities.items())[:4]} } ({time.time()-t0:.0f}s)", flush=True)
