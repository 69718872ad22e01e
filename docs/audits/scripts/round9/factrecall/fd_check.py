"""Finite-difference check of lemma6_eos.build's flow (= -grad L) at a random point."""
import numpy as np
from scipy.special import logsumexp

from lemma6_eos import build

for T in (3, 4):
    m = build(6, 4, [np.array([0, 0, 1, 1, 1, 0]), np.array([2, 3, 3, 2, 2, 2])], [0.7, 0.3], 1e-2, T=T)
    rng = np.random.default_rng(0)
    x = rng.normal(size=m["x0"].size)

    def loss(x):
        OV, KQ = m["unpack"](x)
        F = m["logits"](OV, KQ)
        return m["probs"] @ (-np.sum(m["Y"] * F, axis=1) + logsumexp(F, axis=1))

    g = np.array([(loss(x + 1e-6 * e) - loss(x - 1e-6 * e)) / 2e-6 for e in np.eye(x.size)])
    err = np.abs(m["rhs"](0, x) + g).max()
    print(T, "max |flow + grad| =", err)
    assert err < 1e-7
