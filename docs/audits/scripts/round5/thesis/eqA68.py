"""Audit thesis.ch2.eqA.68: seed 003 L2981 with (A.1)-(A.3) (L2622-L2644); a_(l)i in {+-1/sqrt m} (L2650).
B = |S| = d = m = 1, x = 1, W_V = W_K = W_Q = 1 (softmax over one token = 1), a = 1, W_O = w; central difference."""
import mpmath as mp
mp.mp.dps = 30
def loss(w, y=1, a=1, x=1, WV=1):
    V = WV * x * 1                       # W_V X softmax(...) with a single token
    F = a * max(w * V, 0)
    return max(1 - y * F, 0), V
for w in [mp.mpf(2), mp.mpf('0.5')]:
    h = mp.mpf('1e-10')
    g = (loss(w + h)[0] - loss(w - h)[0]) / (2 * h)
    V = loss(w)[1]
    printed = -1 * 1 * 1 * (1 if w * V >= 0 else 0) * V
    print(f"W_O={w}: F={w*V}, true dLoss/dW_O={mp.nstr(g,8)}, printed (A.68)={printed}")
