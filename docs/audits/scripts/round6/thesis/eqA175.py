"""Audit thesis.ch2.eqA.175 (seed 003 L3456-L3458; Definition A.2.2 L2678-L2683; (2.5) L547; Assumption 2.3.1 L568-L572).
d = m_a = m_b = 4, M = 3 (2 < M < m_a, m_b), mu_j = e_j, W_K = W_Q = I (norm 1), q_j = r_j = e_j (init errors 0 <= delta).
Tokens within tau of their pattern (2.5). Softmax over all tokens s in S^n of x_s^T W_K^T W_Q x_l. mpmath."""
import mpmath as mp
mp.mp.dps = 30


def run(S, S1, tau, delta):
    e = [mp.matrix([1, 0, 0, 0]), mp.matrix([0, 1, 0, 0])]
    xl = e[0] + tau * e[1]
    nx = mp.sqrt(sum(v ** 2 for v in xl))
    others1 = [e[0] - tau * xl / nx for _ in range(S1 - 1)]
    toks2 = [e[1] + tau * e[0] for _ in range(S - S1)]
    for t in others1:
        assert mp.sqrt(sum((t - e[0])[i] ** 2 for i in range(4))) <= tau + mp.mpf(10) ** -25
    dot = lambda a, b: sum(a[i] * b[i] for i in range(4))
    num = mp.e ** dot(xl, xl) + sum(mp.e ** dot(t, xl) for t in others1)
    den = num + sum(mp.e ** dot(t, xl) for t in toks2)
    q = 1  # ||q_1(0)|| = 1
    pn = S1 * mp.e ** (q * q - (delta + tau) * q) / (S1 * mp.e ** (q * q - (delta + tau) * q) + S - S1)
    return num / den, pn


for S, S1, tau, delta in [(10, 5, mp.mpf("0.1"), mp.mpf("0.1")), (200, 100, mp.mpf("0.4"), mp.mpf("0.4")), (10, 5, mp.mpf("0.05"), mp.mpf("0.3"))]:
    mass, pn = run(S, S1, tau, delta)
    print(f"|S|={S} |S_1|={S1} tau={tau} delta={delta}: softmax mass on S_1 = {mp.nstr(mass, 6)} vs p_n(0) = {mp.nstr(pn, 6)}"
          f" {'VIOL' if mass < pn else 'ok'}")
