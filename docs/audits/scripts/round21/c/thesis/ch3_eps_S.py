# Auditor C, round 21: thesis.ch3.theorem3.4.6-eps_S (GCN, (3.12)) and thesis.ch3.theorem3.4.8-eps_S (GT with b = 0
# on N_zm, (3.8)): iteration counts with no eps_S, 'with the same condition in Theorem 3.4.4' (eps_S in (0, 1/2)).
# Own model, nothing from the repository.
# Gadget graph (copies of it are disjoint components; copies change nothing below but N, so |L| >= BT and
# (3.9)/(3.13)'s (1 + delta_zm^2) log N can be met by taking enough copies):
#   C1 = clique of n_d mu_1 nodes (label +1), C2 = clique of n_d mu_2 nodes (label -1), no C1-C2 edges;
#   n_h non-discriminative hubs (patterns mu_3, mu_4, each pattern with equally many +1 and -1 hubs);
#   a +1 hub is joined to k_r = k(1 - eps_S) random C1 nodes and k_c = k eps_S random C2 nodes (-1 hub: reversed).
#   Winning margins: C1/C2 node Delta(1) = n_d - 1 > 0, Delta(2) <= 0; hub Delta(1) = k_r - k_c > 0, Delta(2) =
#   k_c - k_r < 0, so z_m = 1, eps_0 = 0 (any eps_0 > 0 admissible), gamma_d = 2 n_d / (2 n_d + n_h).
# Analytic bound (printed by the script): for hubs of one pattern the +1 and -1 hubs have the same query, so (GT,
# any W_K, W_Q; GCN: uniform) v_+ - v_- = c (W_V mu_1 - W_V mu_2) with |c| <= 1 - 2 eps_S (max over attention ratio
# r of k_r r/(k_r r + k_c) - k_c r/(k_c r + k_r) is at r = 1). Hence mean hub hinge >= 1 - ||W_O|| ||W_V|| (1 - 2eps_S)/sqrt2,
# and f <= 2eps_0 + eps needs ||W_O|| ||W_V|| >= sqrt2 (1 - (2eps_0 + eps)/h)/(1 - 2eps_S) (h = hub fraction). The
# batch-hinge gradients obey ||dW_O|| <= ||W_V||_F, ||dW_V|| <= ||W_O||_F (||a|| = 1, ||v|| <= ||W_V||), so
# s_t = ||W_O||_F + ||W_V||_F <= (1 + eta)^t s_0 and T >= [1/2 ln(need) - ln(s_0/2)]/ln(1 + eta) -> inf as eps_S -> 1/2.
import sys, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)

def gadget(k, kc, n_d=None, n_h=None, seed=0):
    rng = np.random.default_rng(seed)
    n_d = n_d or max(60, k + 10); n_h = n_h or 2 * n_d
    M = 4; N = 2 * n_d + n_h
    pat = np.array([0] * n_d + [1] * n_d + [2 + (i // 2) % 2 for i in range(n_h)])
    y = np.array([1] * n_d + [-1] * n_d + [1 if i % 2 == 0 else -1 for i in range(n_h)])
    cnt = np.zeros((N, M))
    cnt[:n_d, 0] = n_d - 1; cnt[n_d:2 * n_d, 1] = n_d - 1
    kr = k - kc
    for h in range(n_h):
        n = 2 * n_d + h
        rel, conf = (0, 1) if y[n] == 1 else (1, 0)
        A = rng.choice(n_d, kr, replace=False) + rel * n_d; Bc = rng.choice(n_d, kc, replace=False) + conf * n_d
        cnt[n, rel] += kr; cnt[n, conf] += kc
        for s in np.concatenate([A, Bc]): cnt[s, pat[n]] += 1      # hub is a distance-1 neighbour of s
    return dict(N=N, pat=pat, y=y, cnt=cnt, gamma_d=2 * n_d / N, h=n_h / N)

def train(G, model, seed=0, m=256, d=8, eta=0.2, xi=0.01, B=64, target=0.05, Tmax=200000, check=25):
    g = torch.Generator().manual_seed(seed)
    M = 4; N = G['N']
    Uo, _ = torch.linalg.qr(torch.randn(d, d, generator=g))
    WV = Uo.clone().requires_grad_(True)
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_(True)
    WK = torch.eye(d).requires_grad_(True); WQ = torch.eye(d).requires_grad_(True)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / np.sqrt(m)
    mu = torch.eye(d)[:, :M]
    cnt = torch.tensor(G['cnt']); y = torch.tensor(G['y'], dtype=torch.float64); pat = torch.tensor(G['pat'])
    params = [WO, WV] + ([WK, WQ] if model == 'GT' else [])
    s0 = WO.norm().item() + WV.norm().item()
    def F(idx):
        if model == 'GT':
            sc = (WK @ mu).T @ (WQ @ mu)                     # sc[p, q] = mu_p^T W_K^T W_Q mu_q
            w = cnt[idx] * torch.exp(sc[:, pat[idx]].T)      # (n, M) attention mass per pattern (b = 0)
        else:
            w = cnt[idx]
        w = w / w.sum(1, keepdim=True)
        V = (WV @ mu) @ w.T                                  # (d, n)
        return a @ torch.relu(WO @ V)
    rng = np.random.default_rng(seed)
    for t in range(Tmax):
        if t % check == 0:
            with torch.no_grad():
                f = torch.clamp(1 - y * F(torch.arange(N)), min=0).mean().item()
            if f <= target: return t, s0
        idx = torch.tensor(rng.integers(0, N, B))
        loss = torch.clamp(1 - y[idx] * F(idx), min=0).mean()
        gr = torch.autograd.grad(loss, params)
        with torch.no_grad():
            for p_, g_ in zip(params, gr): p_ -= eta * g_
    with torch.no_grad():
        f = torch.clamp(1 - y * F(torch.arange(N)), min=0).mean().item()
    print(f'  (no stop: final mean hinge {f:.4f} after {Tmax} steps)', flush=True)
    return None, s0

if __name__ == '__main__':
    model = sys.argv[1] if len(sys.argv) > 1 else 'GCN'
    k = 50
    for kc in [5, 15, 20, 22, 23, 24]:
        eps = kc / k
        G = gadget(k, kc)
        res = [train(G, model, seed=s) for s in range(2)]
        s0 = res[0][1]; need = np.sqrt(2) * (1 - 0.05 / G['h']) / (1 - 2 * eps)
        lb = max(0.0, (0.5 * np.log(need) - np.log(s0 / 2)) / np.log(1.2))
        print(f'{model} eps_S = {eps:.2f} (k_r = {k-kc}, k_c = {kc}), gamma_d = {G["gamma_d"]:.2f}, hub fraction {G["h"]:.2f}: '
              f'T* (mean hinge over all nodes <= 0.05, checked every 25 steps) = {[r[0] for r in res]}; analytic lower bound {lb:.1f}', flush=True)
