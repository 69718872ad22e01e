"""Audit thesis.ch6.eqE.167 (L8823-L8828), thesis.ch6.eqE.160 (L8765-L8770), thesis.ch7.eqF.66 (L9617):
printed gradient formulas vs torch autograd (float64), one prompt (B = 1), eta = 1.
Ch.6 model (6.2)/(E.30): F = a^T relu(W_O sum_{s=1}^{l+1} W_V p_s softmax_s(p_s^T W_K^T W_Q p_query)), hinge max(0, 1 - zF).
Ch.7 model (7.2): F = sum_{i=1}^{l} W_V p_i softmax_i(p_i^T W p_query), W = W_K^T W_Q, loss 1/2 ||z - F||^2."""
import torch
torch.set_default_dtype(torch.float64)
def ch6(seed, D, l, m, scale, z):
    g = torch.Generator().manual_seed(seed)
    P = torch.randn(l + 1, D, generator=g); pq = P[-1]
    WQ, WK, WV = (scale * torch.randn(D, D, generator=g) for _ in range(3))
    WO = scale * torch.randn(m, D, generator=g); a = torch.where(torch.rand(m, generator=g) < .5, -1.0, 1.0) / m
    WQ.requires_grad_(); WK.requires_grad_(); WV.requires_grad_()
    sm = torch.softmax(P @ WK.T @ WQ @ pq, 0); Vn = (WV @ P.T) @ sm
    F = a @ torch.relu(WO @ Vn); loss = torch.clamp(1 - z * F, min=0)
    loss.backward()
    with torch.no_grad():
        gate = (WO @ Vn >= 0).double(); mixp = P.T @ sm
        # (E.167): (-z) sum_i a_i 1[.] W_O(i)^T sum_s softmax_s p_s^T
        pV = -z * sum(a[i] * gate[i] * torch.outer(WO[i], mixp) for i in range(m))
        # (E.160): (-z) sum_i a_i 1[.] sum_s W_O(i) W_V p_s softmax_s W_Q^T p_query (p_s - sum_r softmax_r p_r)^T
        pK = -z * sum(a[i] * gate[i] * sum((WO[i] @ WV @ P[s]) * sm[s] * torch.outer(WQ.T @ pq, P[s] - mixp) for s in range(l + 1)) for i in range(m))
        cK = -z * sum(a[i] * gate[i] * sum((WO[i] @ WV @ P[s]) * sm[s] * torch.outer(WQ @ pq, P[s] - mixp) for s in range(l + 1)) for i in range(m))
    rel = lambda x, y: float((x - y).norm() / (x.norm() + y.norm() + 1e-300))
    return float(z * F), rel(pV, WV.grad), rel(pK, WK.grad), rel(cK, WK.grad), float(pV.norm()), float(WV.grad.norm())
for args in ((0, 2, 1, 1, 10.0, -1.0), (0, 2, 1, 1, 0.1, 1.0), (3, 4, 5, 6, 0.3, 1.0), (3, 4, 5, 6, 3.0, 1.0)):
    zF, rV, rK, rKc, nV, nVa = ch6(*args)
    print(f"ch6 seed,D,l,m,scale,z={args}: zF={zF:+.4f} (hinge {'active' if zF < 1 else 'INACTIVE'})  E.167 rel.diff={rV:.4f} "
          f"(|printed|={nV:.3g}, |autograd|={nVa:.3g})  E.160 printed rel.diff={rK:.4f}  E.160 with W_Q p_query={rKc:.2e}")
def ch7(seed, d, l, scale):
    g = torch.Generator().manual_seed(seed)
    P = torch.randn(l + 1, d, generator=g); pq = P[-1]; Pc = P[:-1]
    W = (scale * torch.randn(d, d, generator=g)).requires_grad_(); WV = scale * torch.randn(d, d, generator=g)
    z = torch.randn(d, generator=g)
    sm = torch.softmax(Pc @ W @ pq, 0); F = (WV @ Pc.T) @ sm
    (0.5 * ((z - F) ** 2).sum()).backward()
    with torch.no_grad():
        r = F - z
        pr = sum((r @ WV @ Pc[i]) * sm[i] * torch.outer(Pc[i] - Pc.T @ torch.softmax(Pc @ W @ Pc[i], 0), pq) for i in range(l))
        co = sum((r @ WV @ Pc[i]) * sm[i] * torch.outer(Pc[i] - Pc.T @ sm, pq) for i in range(l))
    rel = lambda x, y: float((x - y).norm() / (x.norm() + y.norm()))
    return rel(pr, W.grad), rel(co, W.grad)
for args in ((0, 1, 2, 0.1), (0, 3, 4, 1.0), (5, 4, 6, 0.5)):
    print(f"ch7 F.66 seed,d,l,scale={args}: printed rel.diff={ch7(*args)[0]:.4f}  inner softmax at p_query: {ch7(*args)[1]:.2e}")
