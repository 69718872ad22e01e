import importlib.util, sys
spec = importlib.util.spec_from_file_location("e213", "thesis.ch6.eqE.213.py")
src = open("thesis.ch6.eqE.213.py").read().split("cfg = dict(")[0]
exec(src)
for cfg, t0, seeds in ((dict(M1=3, M2=2, beta=3.0, alpha=0.8, delta=0.2, l=8, m=36, B=30, eta=2.0), 99, range(3, 9)),):
    print(cfg, "t0 =", t0)
    for s in seeds:
        nW, nU, nout, res, rhs, loss = run(cfg, t0, s)
        g, u = res["gradient"], res["update"]
        print(f"   seed {s}: |W| = {nW}, |U| = {nU}, outside = {nout}; loss = {loss:.3f}; rhs = {rhs:.3e}; "
              + (f"gradient {g:.3e} ({g / rhs:.1f}x), update {u:.3e} ({u / rhs:.1f}x)" if g is not None else "none outside"), flush=True)
