"""Referee M, r36: Chen & Li Lemma 6.4, Case (A) Step 2 (seed 000, L1877-L1887) vs X_3's second bullet (L1785).
Own construction from the paper only. Exact enumeration over X_3 in {+-1}^d.
Objects (paper L1565, L1642-L1645): x = X_1 in {+-1}^d; Theta' = sum_i alpha_i Theta_i + E, E _|_ Theta_i (Frobenius);
E' = ||Theta_1||_F/||E||_F * E; S from Fact 6.7; E'_S = E' with columns outside S zeroed.
Case (A): ||x^T E'_{S^c}||^2 <= exp(-1/nu) ||x^T E'||^2.
Step 2 conditioning (L1887): |x^T E'_S X_{3,S}| >= c F (F = ||Theta_1||_F);  (94) (read with E'_{S^c}): |x^T E'_{S^c} X_{3,S^c}| <= eta F.
Claimed conclusion (L1885): second bullet for X_3:  x^T E' X_3 >= eta F + thr  if sum alpha <= 1,  <= -(eta F + thr) if > 1,
thr = sigma F/eps* (2s + xi F) (small: eps*/(sigma(2s+xi F)) 'arbitrarily large constant').
"""
import itertools, numpy as np
from scipy.linalg import null_space

def build(d, S, seed, sc_scale, exact_zero):
    """Explicit E': x-components of the columns in S carry ||x^T E'|| ~ F; columns in S^c carry only a
    small x-component (sc_scale, or exactly 0); the rest of the Frobenius mass is orthogonal to x.
    Theta_1 is then a random matrix projected orthogonal to E' (m = 1), F := ||Theta_1||_F, E' rescaled to ||E'||_F = F."""
    rng = np.random.default_rng(seed)
    x = rng.choice([-1.0, 1.0], size=d)
    Sc = [j for j in range(d) if j not in S]
    P = np.eye(d) - np.outer(x, x) / d                       # projector orthogonal to x
    E = P @ rng.standard_normal((d, d))                      # columns orthogonal to x
    E *= 1.0 / np.linalg.norm(E)                             # Frobenius 1 for the x-orthogonal part
    g = rng.standard_normal(d); g[S] /= np.linalg.norm(g[S]); g[Sc] = 0.0 if exact_zero else g[Sc] * sc_scale / np.sqrt(len(Sc))
    E += np.outer(x, g) / d                                  # x^T E_{:,j} = g_j
    Th1 = rng.standard_normal((d, d)); Th1 -= np.sum(Th1 * E) / np.sum(E * E) * E
    F = np.linalg.norm(Th1)
    Ep = E * F / np.linalg.norm(E)
    return x, Th1, Ep, F, Sc

def run(d=10, S=(0, 1, 2), seed=1, nu=1/3, c=0.3, eta=0.05, thr_frac=0.02, exact_zero=True, sc_scale=0.05):
    S = list(S)
    x, Th1, Ep, F, Sc = build(d, S, seed, sc_scale, exact_zero)
    assert abs(np.sum(Th1 * Ep)) < 1e-9 * F * F            # E' _|_ Theta_1
    assert abs(np.linalg.norm(Ep) - F) < 1e-9 * F           # ||E'||_F = ||Theta_1||_F
    u = x @ Ep                                               # x^T E'
    uS, uSc = u.copy(), u.copy(); uS[Sc] = 0; uSc[S] = 0
    caseA = uSc @ uSc <= np.exp(-1 / nu) * (u @ u)
    E2 = u @ u >= F * F / 2                                  # Lemma 6.9-type event (conditioning on E_2)
    thr = thr_frac * F
    out = {"d": d, "S": S, "F": F, "||x^T E'||/F": np.linalg.norm(u) / F, "||x^T E'_S||/F": np.linalg.norm(uS) / F,
           "||x^T E'_Sc||^2/||x^T E'||^2": (uSc @ uSc) / (u @ u), "exp(-1/nu)": np.exp(-1 / nu),
           "CaseA": bool(caseA), "E2": bool(E2), "c": c, "eta": eta, "thr/F": thr_frac}
    for alpha_sum in (0.5, 1.5):
        sg = 1.0 if alpha_sum <= 1 else -1.0                 # bullet: sg * x^T E' X_3 >= eta F + thr
        n_cond = n_fail = n_fail_signfix = n_signfix = 0
        worst = None
        for X3 in itertools.product([-1.0, 1.0], repeat=d):
            X3 = np.array(X3)
            a = uS @ X3; b = uSc @ X3
            if not (abs(a) >= c * F and abs(b) <= eta * F):  # L1887 conditioning and (94)
                continue
            n_cond += 1
            ok = sg * (a + b) >= eta * F + thr              # X_3 second bullet (L1785)
            if not ok:
                n_fail += 1
                ex = sg * (a + b) - (eta * F + thr)
                if worst is None or ex < worst[0]:
                    worst = (ex / F, X3.astype(int).tolist(), a / F, b / F)
            if sg * a >= 0:                                  # (89)-shaped sign condition
                n_signfix += 1
                if not ok:
                    n_fail_signfix += 1
        out[f"sum_alpha={alpha_sum}"] = dict(conditioned=n_cond, bullet_fails=n_fail,
                                             signfix_conditioned=n_signfix, signfix_fails=n_fail_signfix,
                                             worst_margin_over_F=None if worst is None else worst[0],
                                             worst_X3=None if worst is None else worst[1],
                                             worst_a_over_F=None if worst is None else worst[2],
                                             worst_b_over_F=None if worst is None else worst[3])
    return out

if __name__ == "__main__":
    import json
    for kw in (dict(exact_zero=True), dict(exact_zero=False, sc_scale=0.05), dict(exact_zero=False, sc_scale=0.05, c=0.5, eta=0.1, thr_frac=0.05)):
        print(json.dumps(run(**kw), indent=1, default=float))
