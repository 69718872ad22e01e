"""Audit B, round 12: thesis (F.47) L9521-L9523 (proof of Theorem 4): if sum_i lambda_{j,i} lambda_{k,i} = 0,
sum_{i=1}^{M'} lambda_{j,i} lambda_{j,i'} ((mu_i^T, y_i^T) + c_i^T) W^(T) ((mu_i^T, 0^T) + c_1)^T <~ eps log(K/eps).
Own model: ch7_model.py (population GD, W^(T) at T of (F.34), C_T = 1 and 10).
TSR = TRR patterns (mu'_j = mu_j, lambda = I, M' = M: orthonormal, in the span (7.19)); then
lambda_{j,i} lambda_{j,i'} = 1(i = i' = j) and the printed sum (i' = j) is the same-pattern score
S_same = ((mu_j; y) + c_1)^T W ((mu_j; 0) + c_1); for i' != j it is 0.  The hypothesis holds for every k != j.
Intended reading (the column of another TSR pattern k, the step to (F.48)): S_other = ((mu_k; y) + c_1)^T W ((mu_j; 0) + c_1)."""
import sys
import numpy as np
sys.path.insert(0, '/work/audit/r12B/thesis')
from ch7_model import Setup, T_of, gd_snapshots

EPS = [0.3, 0.1, 0.03, 0.01, 0.003, 0.001]


def scores(S, W):
    q = lambda j: S.x(j) + S.c(1)
    same = [(S.x(j) + S.y(y) + S.c(1)) @ W @ q(j) for j in range(S.M) for y in range(S.M)]
    other = [(S.x(k) + S.y(y) + S.c(1)) @ W @ q(j) for j in range(S.M) for k in range(S.M) if k != j
             for y in range(S.M)]
    # positional part alone, c_1^T W c_1, and the softmax-relevant gap
    return min(same), max(other), min(other), S.c(1) @ W @ S.c(1)


def run(M, K, l, alpha, eta, CTs=(1, 10), xi=1e-3):
    S = Setup(M, K, l, alpha, eta, xi)
    assert 0 < eta < 1 and 0 < alpha < 1 and l * alpha >= 1 and M >= 2
    Ts = {(CT, e): T_of(e, M, K, alpha, eta, CT) for CT in CTs for e in EPS}
    snaps = gd_snapshots(S, Ts.values())
    print(f'\n== M={M} K={K} l_tr={l} alpha={alpha} eta={eta} xi={xi}')
    for CT in CTs:
        for e in EPS:
            T = Ts[(CT, e)]; b = e * np.log(K / e)
            smin, omax, omin, cc = scores(S, snaps[T])
            print(f'  C_T={CT:3d} eps={e:<6} T={T:6d} eps log(K/eps)={b:.4f} | printed (same pattern, min over j, y) '
                  f'{smin:7.3f} ratio {smin / b:8.1f} | intended (other pattern, max) {omax:7.3f} ratio {omax / b:7.2f}'
                  f' (min {omin:7.3f}) | c1^T W c1 {cc:6.3f}')


if __name__ == '__main__':
    run(3, 1, 6, 0.8, 0.9)
    run(3, 2, 6, 0.8, 0.9)
