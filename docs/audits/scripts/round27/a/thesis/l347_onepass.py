"""Auditor A r27: thesis.ch3.lemma3.4.7-printed, second run meeting |L| >= BT (each labelled node used once, (3.9)'s
second term) and m >= M^2 log N. Same gadget graph as l347_index.py (center - relay - k discriminative nodes of the
center's class; relays in a ring, random gadget order, balanced classes), SPD in closed form
(different gadgets: h(x) + ring(i, j) + h(y), h(c) = h(d) = 1, h(r) = 0; within a gadget c-r 1, c-d 2, d-d' 2, r-d 1),
S^{n,t} = the whole graph. Own torch; nothing imported from the repository."""
import math, sys
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

def run(G, k, Z, seed, B, eta, m, d=8, c0=0.01):
    g = torch.Generator().manual_seed(seed)
    n_per = 2 + k; N = G * n_per
    cls = torch.tensor([1.0 if i < G // 2 else -1.0 for i in range(G)])[torch.randperm(G, generator=g)]   # class of gadget at ring slot
    gad = torch.arange(N) // n_per; role = torch.arange(N) % n_per          # role 0 = center, 1 = relay, >= 2 disc
    h = torch.where(role == 1, 0, 1)
    pat = torch.where(role >= 2, torch.where(cls[gad] > 0, 0, 1), 2 + (gad % 2))
    y = torch.where(role == 1, (torch.randint(0, 2, (N,), generator=g) * 2 - 1).double(), cls[gad])
    def spd(nodes):
        gi, gj = gad[nodes][:, None], gad[None, :]
        ring = torch.minimum((gi - gj).abs(), G - (gi - gj).abs())
        Dm = h[nodes][:, None] + ring + h[None, :]
        same = gi == gj
        ri, rj = role[nodes][:, None], role[None, :]
        within = torch.where(ri == rj, torch.where(ri == 1, 0, torch.where(ri == 0, 0, 2)), torch.where((ri == 1) | (rj == 1), 1, 2))
        within = torch.where((ri == rj) & (ri >= 2) & (torch.arange(N)[None, :] != nodes[:, None]), 2, within)
        within = torch.where(torch.arange(N)[None, :] == nodes[:, None], 0, within)
        return torch.where(same, within, Dm)                              # [batch, N]
    # Delta_bar(z) (3.5) from the closed form, exactly (all nodes)
    bar = torch.zeros(Z)
    for start in range(0, N, 512):
        nodes = torch.arange(start, min(N, start + 512))
        D = spd(nodes)
        disc = (pat[None, :] < 2)
        agree = torch.where(pat[None, :] == 0, 1.0, -1.0) * y[nodes][:, None]     # +1 class-relevant, -1 confusion
        for z in range(1, Z):
            bar[z] += ((D == z) & disc).double().mul(agree).sum()
    bar /= N
    zm = int(torch.argmax(bar[1:])) + 1
    X = (torch.eye(d)[pat] + c0 * torch.randn(N, d, generator=g)) * 1.02
    WQ = torch.eye(d).clone().requires_grad_(); WK = torch.eye(d).clone().requires_grad_(); WV = torch.eye(d).clone().requires_grad_()
    WO = (0.01 * torch.randn(m, d, generator=g)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / math.sqrt(m)
    b = torch.zeros(Z, requires_grad=True)
    params = [WQ, WK, WV, WO, b]
    def F(nodes):
        idx = torch.clamp(spd(nodes), max=Z - 1)                     # SPD i-1 -> e_i, SPD >= Z-1 -> e_Z  ((3.2))
        Lg = (X[nodes] @ WQ.T) @ (WK @ X.T) + b[idx]                 # [n, s]: x_s^T W_K^T W_Q x_n + u^T b
        A = torch.softmax(Lg, dim=1)
        V = (A @ X) @ WV.T                                            # [n, d]
        return torch.relu(V @ WO.T) @ a
    order = torch.randperm(N, generator=g)
    T = N // B
    print(f"[G={G} k={k} Z={Z} seed={seed}] N={N} |L|=N={N} >= B T={B*T}; m={m} (M^2 ln N = {16*math.log(N):.0f}); eta={eta}; "
          f"Delta_bar(1..{Z-1})={[round(float(v), 3) for v in bar[1:]]} z_m={zm}; #pos-#neg={int(y.sum())}")
    for t in range(T):
        nodes = order[t * B:(t + 1) * B]
        loss = torch.clamp(1 - y[nodes] * F(nodes), min=0).mean()
        for p in params: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params: p -= eta * p.grad
        if t + 1 in (T // 4, T // 2, T):
            with torch.no_grad():
                bb = b.detach()
                test = torch.randint(0, N, (400,), generator=g)
                hl = float(torch.clamp(1 - y[test] * F(test), min=0).mean())
                print(f"   t={t+1}: hinge(400 nodes)={hl:.3f}; b by SPD 0..{Z-2}, >={Z-1}: {[round(float(v), 4) for v in bb]}; "
                      f"printed b_zm - b_(zm+1) = {float(bb[zm-1]-bb[zm]):+.4f} (Delta_bar gap {float(bar[zm]-bar[zm+1]):+.3f}); "
                      f"SPD reading min_z (w(zm) - w(z)) = {float(min(bb[zm]-bb[z] for z in range(Z) if z != zm)):+.4f}")

run(G=400, k=4, Z=5, seed=11, B=1, eta=0.5, m=128)
run(G=400, k=4, Z=5, seed=12, B=2, eta=1.0, m=128)
