"""Audit A: (B.196) with the full batch (population gradient of the b_{z_m} step), both graph families of eqB196*.py."""
import importlib.util
for fname in ("eqB196.py", "eqB196_homophily.py"):
    src = open(fname).read().split("for N in (200")[0]
    ns = {}; exec(src, ns)
    for N in (400, 1600):
        for seed in range(3):
            for b0 in (0.0, 1.0):
                zm, mbar, frac, eps0, st, m, Bsz = ns["run"](seed, N, T=13, b0=b0) if False else (None,)*7
                # full batch: T = 1 means batch N; rerun with batch N by passing T = 1 for the batch but 13 steps
                rng_run = ns["run"]
                import torch, math
                # reimplement loop with batch = N (the run() uses Bsz = N // T); use T_b = 1 for batch, 13 steps
                r = ns["graph"](seed, N)
                rng, pat, y, D, zm, mbar, frac, eps0 = r
                m = 16 * N // 100
                g = torch.Generator().manual_seed(seed)
                X = torch.zeros(N, 6); X[torch.arange(N), torch.as_tensor(pat)] = 1.0
                w = {"WQ": torch.eye(6), "WK": torch.eye(6), "WV": torch.eye(6), "WO": torch.randn(m, 6, generator=g) * 0.01, "b": torch.tensor([b0, 0.0, 0.0])}
                a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / math.sqrt(m)
                Dt = torch.as_tensor(D); mask = Dt <= 2; U = torch.clamp(Dt, max=2); Y = torch.as_tensor(y)
                st = []
                for s in range(13):
                    q = {k: v.clone().requires_grad_() for k, v in w.items()}
                    L = (X @ q["WQ"].T) @ (X @ q["WK"].T).T + q["b"][U]
                    att = torch.softmax(L.masked_fill(~mask, -math.inf), 1)
                    F = torch.relu(att @ (X @ q["WV"].T) @ q["WO"].T) @ a
                    torch.clamp(1 - Y * F, min=0).mean().backward()
                    gb = q["b"].grad.clone(); gb[0] = 0.0
                    st.append(float(-0.5 * gb[zm]))
                    w = {k: (q[k] - 0.5 * (gb if k == "b" else q[k].grad)).detach() for k in w}
                neg = sum(1 for v in st[1:] if v < 0)
                print(f"{fname} N={N} m={m} full batch seed={seed} b0={b0}: z_m={zm} (abs {mbar[1]:.2f}/{mbar[2]:.2f}, frac {frac[1]:.3f}/{frac[2]:.3f}), eps0={eps0:.2f}: "
                      f"negative {neg}/12 (t=1 {st[1]:.2e}, t=6 {st[6]:.2e}, t=12 {st[12]:.2e})", flush=True)
