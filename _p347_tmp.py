import time, sys, numpy as np
from thmcheck.checks.papers.thesis import r24_undecidedA2 as U
from thmcheck.checks.papers.thesis.r15_t346 import gt_hinge_grads_np
from thmcheck.models import gt_sparse as GS
gd, eS = float(sys.argv[1]), float(sys.argv[2]); R=int(sys.argv[3]); etas=[float(x) for x in sys.argv[4].split(",")]
for eta in etas:
    cfg0 = U.l347e_config(eta); t=time.time(); gaps=[]; fs=[]; zms=[]
    for r in range(R):
        seed = 100 + r
        pats, y, adj = GS.l345_graph(cfg0, gd, eS, seed)
        bar, per = U.hop_margins(pats, y, adj)
        zm = max(bar, key=bar.get); z = 3 - zm
        eps0 = float(np.mean(per[zm] <= 0))
        cfg = {**cfg0, "T": U.l347e_T(eta, min(eps0, 0.499))}
        out = GS.l345_run(pats, y, adj, cfg, seed, gd, gt_hinge_grads_np)
        gaps.append(out["b"][zm]-out["b"][z]); fs.append(gd*(bar[zm]-bar[z])); zms.append(zm)
    g=np.array(gaps)
    print(eta, cfg0["N"], round(time.time()-t,1), "med", f"{np.median(g):.3g}", "npos", int((g>0).sum()), "of", R, "zm", set(zms), "f", f"{np.median(fs):.3g}", flush=True)
