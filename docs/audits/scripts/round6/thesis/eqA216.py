"""Audit thesis.ch2.eqA.216 (seed 003 L3630; model (A.204)-(A.206) L3598-L3602; hinge (A.211)).
One token (softmax = 1), d = m_a = m = 1, a = (1,1)/sqrt(m), W_V x = 2: F = a Relu(W_O * 2). Central differences."""
def F(WO, a=(1.0, 1.0), wvx=2.0):
    r = max(WO * wvx, 0.0); return (a[0] * r, a[1] * r)
def loss(WO, y):
    f = F(WO); return max(1 - (y[0] * f[0] + y[1] * f[1]), 0.0)
for WO, y in [(1.0, (1, 1)), (0.1, (1, 1)), (1.0, (-1, 1))]:
    h = 1e-6
    g = (loss(WO + h, y) - loss(WO - h, y)) / (2 * h)
    dF1 = (F(WO + h)[0] - F(WO - h)[0]) / (2 * h); dF2 = (F(WO + h)[1] - F(WO - h)[1]) / (2 * h)
    f = F(WO)
    print(f"W_O={WO}, y={y}: y^T F = {y[0]*f[0]+y[1]*f[1]:.2f}; dLoss/dW_O = {g:.4f}; printed -y1 dF1 - y2 dF2 = {-y[0]*dF1 - y[1]*dF2:.4f}")
