"""Auditor A r28: diagnostics for ch7_randomU.py: trains S / P / C at T = 3200 (saved to ch7_randomU_W.pt), and for the
failing draws prints rho^f (CoT, over j != j*), Condition 7.3.2 and rho_o, tau_o (ICL).  Own code."""
import os, sys, torch
import ch7_randomU as m
path = "ch7_randomU_W.pt"
Ws = torch.load(path) if os.path.exists(path) else {}
for mode in sys.argv[1] if len(sys.argv) > 1 else "SPC":
    if mode not in Ws:
        Ws[mode] = m.train(mode, {3200})[3200][1]; torch.save(Ws, path)
    W = Ws[mode]
    for p in (0.6, 0.7, 0.8):
        g = torch.Generator().manual_seed(5000); lines = []
        for r in range(20):
            Mp = 10; U = m.haar_rows(Mp, g)
            fs = [m.derangement(Mp, g) for _ in range(m.K)]
            es = [[int(x) for x in ((torch.tensor(f) + torch.randint(1, Mp, (Mp,), generator=g)) % Mp)] for f in fs]
            c, cm, ie, im, cond = m.test(W, U, fs, es, [p] * m.K)
            I = torch.eye(Mp); As = [p * I[fs[k]] + (1 - p) * I[es[k]] for k in range(m.K)]; B = As[0] @ As[1] @ As[2]
            top2 = torch.topk(B, 2, dim=1).values
            rho_o = float((1 - top2[:, 1] / top2[:, 0]).min()); tau_o = float(top2[:, 0].min())
            if c > 0 or (cond and ie > 0):
                lines.append(f"draw {r}: CoT err {c:.3f} (rho^f={1-(1-p)/p:.3f}, tau^f={p**3:.3f}, margin {cm:+.3f})"
                             + (f"; ICL err {ie:.2f} with Condition 7.3.2 strict, rho_o={rho_o:.3f}, tau_o={tau_o:.3f}, margin {im:+.3f}" if cond and ie > 0 else ""))
        print(f"[{mode}] T=3200 p={p}: {len(lines)} draws with a failure" + ("".join("\n    " + l for l in lines[:8])), flush=True)
