"""Audit factrecall.display.thm10-l727 / thm10-l731: logits beta <phi(z_t), v>, v = sum_{S^(i)} phi(z) + phi(EOS)/2 (L606, L717, unit
embeddings); on Lemma 1's event (L608: <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2) the display asks gaps beta/2:
L727 (s not in S^(i)): logit(z_t) < logit(EOS) - beta/2 for t < T; L731 (s in S^(i), z_t* = s): logit(z_t) < logit(s) - beta/2,
t != t* (t = T, the EOS token, included: the attention runs over all of X, L735).
(1) orthogonal embeddings (inside Lemma 1's event); (2) random unit embeddings (sphere), keeping draws inside Lemma 1's event.
"""
import numpy as np

beta = 1.0


def check(phiS, phiEOS, phiOut):
    v = phiS.sum(0) + phiEOS / 2
    inS, eos, out = phiS @ v, phiEOS @ v, phiOut @ v
    lemma1 = inS.min() > eos + 0.25 and eos + 0.25 > out.max() + 0.5
    slack = min(inS.min() - eos - 0.25, eos + 0.25 - out.max() - 0.5)
    # L727: sequence with s outside S^(i): tokens t < T are outside tokens; compare to EOS
    l727 = (beta * out.max(), beta * eos - beta / 2)
    # L731: s in S^(i) at t*; other tokens: outside tokens and EOS at t = T
    l731 = (beta * max(out.max(), eos), beta * inS.min() - beta / 2)
    return lemma1, slack, l727, l731


d = 400
E = np.eye(d)
print("orthogonal, |S|=1, one outside:", check(E[[0]], E[1], E[[2]]))
rng = np.random.default_rng(0)
found = {"727": None, "731": None}
for trial in range(2000):
    nS, nO = [(5, 1), (3, 8)][trial % 2]
    X = rng.normal(size=(nS + nO + 1, d))
    X /= np.linalg.norm(X, axis=1, keepdims=True)
    lemma1, slack, l727, l731 = check(X[:nS], X[nS], X[nS + 1:])
    if not lemma1:
        continue
    if found["727"] is None and l727[0] >= l727[1]:
        found["727"] = (nS, nO, round(slack, 3), np.round(l727, 3))
    if found["731"] is None and l731[0] >= l731[1]:
        found["731"] = (nS, nO, round(slack, 3), np.round(l731, 3))
print("sphere d=400, inside Lemma 1's event: L727 (|S|, #out, slack, (left, right)):", found["727"])
print("                                      L731:", found["731"])
