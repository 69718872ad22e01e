"""Audit B, round 12: thesis (F.55) L9557-L9561 (proof of Theorem 5): after Theorem 3's training,
sum_{i in S_K^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps on an ICL prompt (7.8).
Own model: ch7_model.py (population GD = B -> infinity, and literal SGD at B of (F.19)).
T of (F.34) with a constant C_T; hidden constants: the statement fails iff (1 - mass)/eps is unbounded for each C_T."""
import itertools, sys, time
import numpy as np
sys.path.insert(0, '/work/audit/r12B/thesis')
from ch7_model import Setup, attn, pack, T_of, B_of, gd_snapshots, sgd

EPS = [0.3, 0.1, 0.03, 0.01, 0.003, 0.001]


def icl_prompts(S, g, lts, alpha_p, delta=0.1, seed=5):
    """ICL prompts (7.8): E_i = ((x_i; y_{i,K}) + c_1, c_2, ..., c_K) (zero columns + their PE c_{(i mod K)}), query
    (x_q; 0) + c_1; y_{i,K} = g(x_i) (test task f = g, accurate examples); inputs/outputs noisy: +-delta on the spare
    coordinate (delta perp M', 0 < |delta| <= sqrt(2)/2); exactly round(alpha' l_ts) examples share the query's pattern,
    all combinations of the others; S_K^* = the data columns of those examples."""
    rng = np.random.default_rng(seed)
    ns = int(round(alpha_p * lts)); no = lts - ns
    P = []
    for a in range(S.M):
        oth = [b for b in range(S.M) if b != a]
        for others in itertools.product(oth, repeat=no):
            cols, star = [], []
            for x0 in [a] * ns + list(others):
                v = S.x(x0) + S.y(g[x0]) + S.c(1)
                v[S.M + S.K] += delta * rng.choice([-1, 1]); v[S.dx + S.M + S.K] += delta * rng.choice([-1, 1])
                cols.append(v); star.append(x0 == a)
                for s in range(2, S.K + 1):
                    cols.append(S.c(s)); star.append(False)
            P.append((np.array(cols), S.x(a) + S.c(1), S.y(g[a]), np.array(star)))
    keys, mask, qry, lab, star = pack(P, S.D)
    return keys, mask, qry, star


def masses(S, W, lts, alpha_p):
    """least S_K^* mass over the ICL prompts, for every test task g (a permutation of [M]); returns dict g -> min mass"""
    out = {}
    for g in itertools.permutations(range(S.M)):
        keys, mask, qry, star = icl_prompts(S, g, lts, alpha_p)
        a, _ = attn(W, keys, mask, qry)
        out[g] = float((a * star).sum(1).min())
    return out


def check_hyp(S):
    assert 0 < S.eta < 1, 'eta < 1 (Theorem 3)'
    assert 0 < S.alpha < 1, 'alpha in (0, 1 - c]'
    assert S.l * S.alpha >= 1, 'l_tr >= Omega(1/alpha) (constant 1)'
    assert S.M <= S.dx, 'M <= d'


def run(M, K, l, alpha, eta, CTs=(1, 10), xi=1e-3, EPS=EPS):
    S = Setup(M, K, l, alpha, eta, xi); check_hyp(S)
    Ts = {(CT, e): T_of(e, M, K, alpha, eta, CT) for CT in CTs for e in EPS}
    t0 = time.time(); snaps = gd_snapshots(S, Ts.values())
    print(f'\n== M={M} K={K} l_tr={l} alpha={alpha} (n_s={S.ns}) eta={eta} xi={xi}: population GD '
          f'({time.time() - t0:.1f}s); ICL l_ts = l_tr, alpha\' = alpha; mass = least over prompts, max over test tasks')
    for CT in CTs:
        for e in EPS:
            T = Ts[(CT, e)]
            m = masses(S, snaps[T], l, alpha)
            best = max(m.values()); worst = min(m.values())
            print(f'  C_T={CT:3d} eps={e:<6} T={T:6d}  1-mass (best task) = {1 - best:.4f}  (worst task {1 - worst:.4f})'
                  f'  ratio (1-mass)/eps = {(1 - best) / e:8.2f}   (1-mass)^2/eps = {(1 - best) ** 2 / e:.3f}')
    return S


if __name__ == '__main__':
    run(3, 1, 6, 0.8, 0.9)
    run(3, 2, 6, 0.8, 0.9)
    run(4, 1, 8, 0.5, 0.5, CTs=(1,), EPS=[0.3, 0.1, 0.03, 0.01, 0.003])
    # literal SGD at Theorem 3's B (C_B = 1), K = 2, M = 3: the population run is its large-B limit
    print('\n== literal SGD, M=3 K=2 l_tr=6 alpha=0.8 eta=0.9, B = ceil(max(eps^-2, M) log M), T of (F.34), C_T = 1')
    S = Setup(3, 2, 6, 0.8, 0.9, 1e-3)
    for e in [0.3, 0.1, 0.03, 0.01]:
        T, B = T_of(e, 3, 2, 0.8, 0.9), B_of(e, 3)
        for seed in (0, 1):
            W = sgd(S, T, B, np.random.default_rng(seed))
            best = max(masses(S, W, 6, 0.8).values())
            print(f'  eps={e:<5} T={T} B={B} seed={seed}: 1-mass = {1 - best:.4f}, ratio = {(1 - best) / e:.2f}')
