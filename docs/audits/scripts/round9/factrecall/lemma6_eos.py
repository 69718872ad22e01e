"""Audit factrecall Lemma 6 proof steps (L1172-L1196, L1226-L1245, L1256-L1261): the EOS token.

Own model (from the paper only): vocabulary S u R u A u N u {EOS} (L122); sequence z_{1:T}: s and r at two distinct
positions of [T-1], noise elsewhere, z_T = EOS (L130-L138); phi(a)^T F_lin = sum_{t=1}^T W_OV(a, z_t) W_KQ(z_t) (L981);
W_KQ(z) = phi(z)^T W_KQ phi(EOS) (L247); init W_OV = alpha, W_KQ = alpha sqrt(|A|+1) (Assumption 2); gradient flow on
the cross-entropy (L977, L985). T = 3: no noise token appears, so expectations are exact finite sums over (s, r).
Flow: dW_OV(a,z)/dt = E[n_z (1[a = a*] - phat_a)] W_KQ(z); dW_KQ(z)/dt = E[n_z <W_OV(., z), 1_{a*} - phat>].
Lemma 6's hypothesis: W_KQ(z) <= alpha_sm for z in S u N only (L1153); alpha_sm, eps from L1146-L1147 (largest allowed).
"""
import sys

import numpy as np
from scipy.integrate import solve_ivp
from scipy.special import logsumexp, softmax


def build(S, A, ans, pr, alpha, T=3, Nn=4):
    """ans[r] = array of answers a*(s, r) for s in range(S); p(s, r) = pr[r]/S; T in {3, 4} (T = 4: one noise
    position, noise uniform over Nn tokens). Token ids: subjects, relations, EOS, noise (answers never appear)."""
    R = len(pr)
    EOS = S + R
    tok = S + R + 1 + (Nn if T == 4 else 0)
    seqs, probs, astar = [], [], []
    for r in range(R):
        for s in range(S):
            if T == 3:
                seqs.append((s, S + r, EOS))
                probs.append(pr[r] / S)
                astar.append(ans[r][s])
            else:
                for n in range(Nn):
                    seqs.append((s, S + r, EOS + 1 + n, EOS))
                    probs.append(pr[r] / S / Nn)
                    astar.append(ans[r][s])
    seqs, probs, astar = np.array(seqs), np.array(probs), np.array(astar)
    Y = np.eye(A)[astar]

    def unpack(x):
        return x[: A * tok].reshape(A, tok), x[A * tok:]

    def logits(OV, KQ):
        return sum(OV[:, seqs[:, t]].T * KQ[seqs[:, t]][:, None] for t in range(seqs.shape[1]))

    def rhs(_t, x):
        OV, KQ = unpack(x)
        P = softmax(logits(OV, KQ), axis=1)
        G = (Y - P) * probs[:, None]
        dOV = np.zeros_like(OV)
        dKQ = np.zeros_like(KQ)
        for t in range(seqs.shape[1]):
            np.add.at(dOV.T, seqs[:, t], G * KQ[seqs[:, t]][:, None])
            np.add.at(dKQ, seqs[:, t], np.sum(OV[:, seqs[:, t]].T * G, axis=1))
        return np.concatenate([dOV.ravel(), dKQ])

    x0 = np.concatenate([np.full(A * tok, alpha), np.full(tok, alpha * np.sqrt(A + 1))])
    return dict(S=S, R=R, A=A, tok=tok, EOS=EOS, seqs=seqs, probs=probs, astar=astar, Y=Y, unpack=unpack,
                logits=logits, rhs=rhs, x0=x0)


def audit(name, S, A, ans, pr, alpha, T=3, tmax=60.0, rel=None):
    m = build(S, A, ans, pr, alpha, T=T)
    R = len(pr)
    p0 = np.full(A, 1 / A)
    pstar = [np.bincount(ans[r], minlength=A) / S for r in range(R)]
    gap = [np.linalg.norm(pstar[r] - p0) for r in range(R)]
    eps2 = min(gap) / (50 * (A + 1))  # L1147, largest allowed
    eps = np.sqrt(eps2)
    assert eps2 / (alpha**2 * (A + 1)) > 1
    asm2 = min(gap) / (150 * np.log(eps2 / (alpha**2 * (A + 1)))) / T  # L1146, largest allowed
    asm = np.sqrt(asm2)
    print(f"== {name}: S={S} R={R} |A|={A} T={T} p(r)={pr} alpha={alpha:g} eps={eps:.4g} alpha_sm={asm:.4g} "
          f"||p*-p0||={np.round(gap, 4)}")
    assert alpha * np.sqrt(A + 1) <= asm
    sol = solve_ivp(m["rhs"], (0, tmax), m["x0"], method="DOP853", rtol=1e-11, atol=1e-14, dense_output=True)
    rels = range(R) if rel is None else [rel]
    worst = {}
    for t in np.linspace(0, tmax, 1201):
        x = sol.sol(t)
        OV, KQ = m["unpack"](x)
        SN = np.r_[KQ[:S], KQ[S + R + 1:]]
        if SN.max() > asm:  # hypothesis of Lemma 6 (S u N)
            break
        dx = m["rhs"](t, x)
        dOV, dKQ = m["unpack"](dx)
        P = softmax(m["logits"](OV, KQ), axis=1)
        E = m["EOS"]
        for r in rels:
            rt = S + r
            sel = m["seqs"][:, 1] == rt
            w = m["probs"][sel] / m["probs"][sel].sum()
            v = (pstar[r] - p0) / gap[r]
            u = np.array([KQ[rt], OV[:, rt] @ v])
            if np.linalg.norm(u) >= eps:  # t <= T_eps (Stage 1) only
                continue
            pr_r = pr[r]
            lhs1172 = np.linalg.norm(w @ P[sel] - p0)
            mid1173 = w @ sum(KQ[m["seqs"][sel, j]] * np.linalg.norm(OV[:, m["seqs"][sel, j]], axis=0) for j in range(m["seqs"].shape[1]))
            rhs1174 = KQ[rt] * np.linalg.norm(OV[:, rt]) + T * asm2
            rhs1175 = KQ[rt] ** 2 + T * asm2
            lhs1179 = np.linalg.norm(dOV[:, rt] - KQ[rt] * pr_r * (pstar[r] - p0))
            rhs1179 = pr_r * KQ[rt] * rhs1175
            lhs1188 = abs(dKQ[rt] - pr_r * OV[:, rt] @ (pstar[r] - p0))
            J = np.array([[0, 1], [1, 0]])
            du = np.array([dKQ[rt], dOV[:, rt] @ v])
            lhs1196 = np.linalg.norm(du - pr_r * gap[r] * J @ u)
            rhs1196 = 2 * rhs1179
            # L1232: |phi(a)^T F_rel - phi(a)^T F_lin| <= (T-1) alpha_sm^2, over sequences containing r, all a
            Flin = m["logits"](OV, KQ)[sel]
            Frel = OV[:, rt] * KQ[rt]
            lhs1232 = np.abs(Flin - Frel[None, :]).max()
            rhs1232 = (T - 1) * asm2
            # L1245
            Lr = pr_r * (w @ (-np.sum(m["Y"][sel] * Flin, axis=1) + logsumexp(Flin, axis=1)))
            Lbar = -pr_r * pstar[r] @ Frel + pr_r * logsumexp(Frel)
            lhs1245, rhs1245 = abs(Lr - Lbar), 2 * (T - 1) * asm2
            # L1259
            ddt = du[0] * u[1] + u[0] * du[1]
            nu2 = u @ u
            rhs1259 = pr_r * gap[r] * nu2 - 4 * pr_r * nu2 * (nu2 + (T - 1) * asm2)
            rhs1261 = pr_r * (gap[r] - 4 * T * asm2) * nu2 - 4 * pr_r * nu2**2
            ratios = {"L1172-1175 lhs/rhs(1175)": lhs1172 / rhs1175, "L1173 mid/rhs(1174)": mid1173 / rhs1174,
                      "L1179": lhs1179 / rhs1179, "L1188": lhs1188 / rhs1179, "L1196": lhs1196 / rhs1196,
                      "L1232": lhs1232 / rhs1232, "L1245": lhs1245 / rhs1245,
                      "L1259 rhs/ddt (>1 = violated)": rhs1259 / ddt if ddt > 0 else np.inf,
                      "L1261 rhs/ddt (>1 = violated)": rhs1261 / ddt if ddt > 0 else np.inf,
                      "L1173 first link lhs/mid": lhs1172 / mid1173}
            for k, val in ratios.items():
                if k not in worst or val > worst[k][0]:
                    worst[k] = (val, t, r, SN.max(), KQ[rt], KQ[E], np.linalg.norm(u))
    for k, (val, t, r, ks, kr, ke, nu) in worst.items():
        print(f"  {k:32s} worst ratio {val:9.3g} at t={t:6.2f} r={r}: max W_KQ(S)={ks:.3g} <= {asm:.3g}, "
              f"W_KQ(r)={kr:.3g}, W_KQ(EOS)={ke:.3g}, ||u||={nu:.3g} < eps")


if __name__ == "__main__":
    S = 20
    # instance 1: R = 1, |A| = 2, 15 subjects -> answer 0, 5 -> answer 1
    audit("R=1", S, 2, [np.array([0] * 15 + [1] * 5)], [1.0], alpha=1e-4, tmax=60)
    # instance 2: R = 2, |A| = 4, A_r disjoint; p(r) = (0.85, 0.15); r0 skewed 16/4 on {0,1}, r1 10/10 on {2,3}
    audit("R=2", S, 4, [np.array([0] * 16 + [1] * 4), np.array([2] * 10 + [3] * 10)], [0.85, 0.15], alpha=1e-4,
          tmax=80)
    # instance 3: as instance 2 with T = 4 (one noise position, 4 noise tokens)
    audit("R=2,T=4", S, 4, [np.array([0] * 16 + [1] * 4), np.array([2] * 10 + [3] * 10)], [0.85, 0.15],
          alpha=1e-4, T=4, tmax=80)
    sys.stdout.flush()
