# Auditor A r26: thesis.ch6.eq6.19-query-noise (seed 003 L1877-L1886 Prop. 6.4.1; model (6.1)-(6.2) L1688-L1699; init L1727;
# data (6.6)-(6.7), prompts L1790-L1797). Own torch implementation, simplified where the text leaves freedom (noted in output).
import sys, math, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def run(M1, seed=0, beta=3.0, delta=0.2, K=0.5, alpha=0.8, eta=1.0, Tc=60, Bc=2.0, lc=8.0):
    g = torch.Generator().manual_seed(seed)
    M2 = 4*M1; dx = M1 + M2; dy = 1; D = dx + dy; ma = mb = D
    m = math.ceil(M1**2*math.log(M1)); l = math.ceil(lc*math.log(M1)/alpha); B = math.ceil(Bc*M1*math.log(M1)); T = math.ceil(Tc*M1*math.sqrt(math.log(M1)))
    mu = beta*torch.eye(dx)[:M1]; nu = beta*torch.eye(dx)[M1:]                     # orthogonal patterns of norm beta
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WQ[:dx, :dx] = delta*torch.eye(dx); WK[:dx, :dx] = delta*torch.eye(dx)
    WV = delta*torch.eye(mb, D); WO = torch.randn(m, mb, generator=g)/math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g)*2 - 1).double()/m
    for P_ in (WQ, WK, WV, WO): P_.requires_grad_()
    q = torch.ones(dy)
    def batch(n):
        ta = torch.randint(0, M1, (n,), generator=g); tb = (ta + torch.randint(1, M1, (n,), generator=g)) % M1   # task (mu_a, mu_b)
        qsel = torch.randint(0, 2, (n,), generator=g); qj = torch.where(qsel == 0, ta, tb)                       # query IDR decisive
        qk = torch.randint(0, M2, (n,), generator=g); qkap = (torch.rand(n, generator=g)*2 - 1)*K
        z = torch.where(qsel == 0, 1.0, -1.0)
        u = torch.rand(n, l, generator=g)
        other = torch.randint(0, M1, (n, l), generator=g)
        cj = torch.where(u < alpha/2, ta[:, None], torch.where(u < alpha, tb[:, None], other))
        ck = torch.randint(0, M2, (n, l), generator=g); ckap = (torch.rand(n, l, generator=g)*2 - 1)*K
        lab = torch.where(cj == ta[:, None], 1.0, torch.where(cj == tb[:, None], -1.0, (torch.randint(0, 2, (n, l), generator=g)*2 - 1).double()))
        xq = mu[qj] + qkap[:, None]*nu[qk]; xc = mu[cj] + ckap[..., None]*nu[ck]
        pq = torch.cat([xq, torch.zeros(n, dy)], 1); pc = torch.cat([xc, lab[..., None]*q], 2)
        return pq, pc, z, (qk, qkap, ck, ckap)
    def F(pq, pc):
        s = torch.einsum('nld,ad,ae,ne->nl', pc, WK, WQ, pq); att = torch.softmax(s, 1)
        h = torch.einsum('nl,nld,bd->nb', att, pc, WV)
        return torch.relu(h @ WO.T) @ a
    def lhs():
        with torch.no_grad():
            pq, pc, z, (qk, qkap, ck, ckap) = batch(400)
            vq = (pq @ WQ.T)[:, :dx]; vq = (vq*nu[qk]).sum(1).abs()                  # [nu_k; 0]^T W_Q p_query, nu_k the query's own IDI
            vk = torch.einsum('nld,ad->nla', pc, WK)[..., :dx]; vk = (vk*nu[ck]).sum(2).abs()
            return float(vq.max()), float(vk.max())
    l0 = lhs()
    for t in range(T):
        pq, pc, z, _ = batch(B)
        loss = torch.clamp(1 - z*F(pq, pc), min=0).mean()
        grads = torch.autograd.grad(loss, [WQ, WK, WV, WO])
        with torch.no_grad():
            for P_, G_ in zip((WQ, WK, WV, WO), grads): P_ -= eta*G_
    with torch.no_grad():
        pq, pc, z, _ = batch(2000); tl = float(torch.clamp(1 - z*F(pq, pc), min=0).mean())
    l1 = lhs(); shape = math.sqrt(math.log(M1))*(1/M1 + 1/M2)
    return dict(M1=M1, M2=M2, m=m, l=l, B=B, T=T, test_hinge=round(tl, 4), lhs_init=(round(l0[0], 4), round(l0[1], 4)),
                lhs_T=(round(l1[0], 4), round(l1[1], 4)), shape=round(shape, 4), ratio_T=(round(l1[0]/shape, 3), round(l1[1]/shape, 3)))
if __name__ == '__main__':
    for M1 in [int(v) for v in sys.argv[1].split(',')]:
        print(run(M1), flush=True)
