"""Audit thesis.ch3.eqB.150 (L4575-L4577) and thesis.ch2.eqA.146 (L3337-L3339): the W_K-gradient printed with W_Q^T x_l.
Model (3.1) (L768-L773): F(x_l) = sum_i a_i Relu(W_O(i) sum_s W_V x_s softmax_l(x_s^T W_K^T W_Q x_l + u^T b)), hinge loss.
d(x_s^T W_K^T W_Q x_l)/dW_K = (W_Q x_l) x_s^T, so the chain rule carries W_Q x_l.  Own tiny instance (b = 0 so the u-terms drop; the
hinge active so -y_n is the right factor; d = m_a = 2 so W_Q^T x_l type-checks; W_Q not symmetric), central differences vs both forms.
The ViT of Ch. 2 ((A.146)) has the same attention logit, so the same computation applies with the tokens as the attended set.
"""
import numpy as np

rng = np.random.default_rng(0)
d = 2
X = np.array([[1.0, 0.0], [0.0, 1.0], [0.6, 0.8]])  # attended nodes x_s (rows); query node l = row 0
xl = X[0]
WK = np.eye(d) + 0.3 * rng.normal(size=(d, d))
WQ = np.array([[1.0, 0.7], [-0.4, 1.0]])  # not symmetric
WV = np.eye(d)
WO = np.array([[1.0, 0.5]])
a = np.array([0.5])
y = -1.0


def F(WK):
    logits = X @ WK.T @ WQ @ xl
    s = np.exp(logits - logits.max())
    s /= s.sum()
    h = WO @ (WV @ (X.T @ s))
    return a @ np.maximum(h, 0), s, h


def loss(WK):
    return max(0.0, 1 - y * F(WK)[0])


num = np.zeros_like(WK)
for i in range(d):
    for j in range(d):
        E = np.zeros_like(WK)
        E[i, j] = 1e-6
        num[i, j] = (loss(WK + E) - loss(WK - E)) / 2e-6
_, s, h = F(WK)
assert 1 - y * F(WK)[0] > 0 and h[0] > 0
xbar = X.T @ s


def printed_form(vec):  # (-y) a 1[.] ( W_O sum_s W_V x_s s_s * vec (x_s - xbar)^T )
    G = np.zeros((d, d))
    for k in range(len(X)):
        G += (WO @ (WV @ X[k]))[0] * s[k] * np.outer(vec, X[k] - xbar)
    return -y * a[0] * G


print("central differences:\n", np.round(num, 6))
print("printed (W_Q^T x_l):\n", np.round(printed_form(WQ.T @ xl), 6), "\n max |diff| =", np.abs(printed_form(WQ.T @ xl) - num).max())
print("chain rule (W_Q x_l):\n", np.round(printed_form(WQ @ xl), 6), "\n max |diff| =", np.abs(printed_form(WQ @ xl) - num).max())
