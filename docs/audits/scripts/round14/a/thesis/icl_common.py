"""Audit A, r13: own implementation of thesis Chapter 6's ICL model and training (Sections 6.2-6.3, Subroutine 2),
written from the seed text (no repository code). Used by the E.155/E.161-E.164 audit scripts.
 - patterns mu_j = beta e_j (j < M1), nu_k = beta e_{M1+k} (orthogonal, norm beta), d_x = M1 + M2; label embedding
   Emb(+-1) = +-q, q = qnorm e_1 in R^{d_y}.
 - training tasks: the cyclic T_tr of Condition 6.3.2's example (task i: mu_i -> +1, mu_{i+1} -> -1).
 - a prompt: query pattern j (each IDR pattern equally often in a batch: Subroutine 2), task f uniform among the two
   training tasks where mu_j is decisive (so z = f(x_query) is determined), x = mu + kappa nu_k, kappa ~ U(-K, K),
   k uniform; l contexts with IDR pattern mu_a, mu_b w.p. alpha/2 each, the others (1 - alpha)/(M1 - 2) each; labels
   by f (random for non-decisive patterns); p_query = (x_query; 0).
 - model (6.2): F = a^T Relu(W_O sum_{i<=l} W_V p_i attn_i), attn = softmax_i((W_K p_i)^T W_Q p_query) over the l
   contexts; hinge loss max(0, 1 - z F).
 - init (Sec. 6.2.3): W_V = delta on its diagonal, W_Q, W_K = delta on the first d_x diagonal entries, 0 elsewhere;
   W_O ~ N(0, 1/m), a uniform in {+-1/m}, a fixed; SGD (E.2) with step eta, batch B, fresh batch each step."""
import math
import torch

torch.set_default_dtype(torch.float64)


class Run:
    def __init__(self, M1, M2, beta, alpha, delta, l, m, B, eta, seed, K=0.5, dy=2, qnorm=1.0, kappa_zero=False):
        self.M1, self.M2, self.beta, self.alpha, self.delta, self.l, self.m, self.B, self.eta = \
            M1, M2, beta, alpha, delta, l, m, B, eta
        self.K, self.dy, self.kz = K, dy, kappa_zero
        self.dx = M1 + M2
        self.D = self.dx + dy
        self.ma = self.mb = self.D + 1
        self.g = torch.Generator().manual_seed(seed)
        self.q = torch.zeros(dy); self.q[0] = qnorm
        WQ = torch.zeros(self.ma, self.D); WK = torch.zeros(self.ma, self.D); WV = torch.zeros(self.mb, self.D)
        for i in range(self.dx):
            WQ[i, i] = WK[i, i] = delta
        for i in range(self.D):
            WV[i, i] = delta
        self.WQ, self.WK, self.WV = WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_()
        self.WO = (torch.randn(m, self.mb, generator=self.g) / math.sqrt(m)).requires_grad_()
        self.a = (torch.randint(0, 2, (m,), generator=self.g) * 2 - 1) / m

    def feat(self, j):
        x = torch.zeros(self.dx); x[j] = self.beta
        if not self.kz:
            k = int(torch.randint(0, self.M2, (1,), generator=self.g))
            kap = float(torch.rand(1, generator=self.g)) * 2 * self.K - self.K
            x[self.M1 + k] = kap * self.beta
        return x

    def batch(self):
        M1, l = self.M1, self.l
        P, Pq, Z = [], [], []
        per = self.B // M1
        for j in range(M1):
            for _ in range(per):
                # tasks where mu_j is decisive: task j (mu_j -> +1, mu_{j+1} -> -1) and task j-1 (mu_{j-1} -> +1, mu_j -> -1)
                if int(torch.randint(0, 2, (1,), generator=self.g)) == 0:
                    ta, tb = j, (j + 1) % M1
                else:
                    ta, tb = (j - 1) % M1, j
                z = 1.0 if j == ta else -1.0
                others = [c for c in range(M1) if c not in (ta, tb)]
                probs = torch.tensor([self.alpha / 2, self.alpha / 2] + [(1 - self.alpha) / len(others)] * len(others)) \
                    if others else torch.tensor([0.5, 0.5])
                pats = [ta, tb] + others
                cols = []
                for _ in range(l):
                    c = pats[int(torch.multinomial(probs, 1, generator=self.g))]
                    y = 1.0 if c == ta else (-1.0 if c == tb else float(torch.randint(0, 2, (1,), generator=self.g)) * 2 - 1)
                    cols.append(torch.cat([self.feat(c), y * self.q]))
                P.append(torch.stack(cols))
                Pq.append(torch.cat([self.feat(j), torch.zeros(self.dy)]))
                Z.append(z)
        return torch.stack(P), torch.stack(Pq), torch.tensor(Z)

    def forward(self, P, Pq):
        sc = torch.einsum("nld,ed,ef,nf->nl", P, self.WK, self.WQ, Pq)   # (W_K p_i)^T W_Q p_query
        at = torch.softmax(sc, 1)
        v = torch.einsum("nl,nld->nd", at, P) @ self.WV.T                # sum_i W_V p_i attn_i
        h = v @ self.WO.T
        return torch.relu(h) @ self.a, at, h

    def loss(self, P, Pq, Z):
        F, _, _ = self.forward(P, Pq)
        return torch.clamp(1 - Z * F, min=0).mean()

    def grads(self, batch):
        for W in (self.WQ, self.WK, self.WV, self.WO):
            W.grad = None
        L = self.loss(*batch)
        L.backward()
        return {k: getattr(self, k).grad.detach().clone() for k in ("WQ", "WK", "WV", "WO")}

    def step(self, G):
        with torch.no_grad():
            for k in ("WQ", "WK", "WV", "WO"):
                getattr(self, k).sub_(self.eta * G[k])

    def zeta_gamma(self, batch):
        """Definition E.4.4 over the batch: zeta = smallest positive ReLU argument (the neurons 'found' positive),
        zeta_all = min over all neurons (literal min_i), gamma = max_n (1 - attention on same-IDR contexts)."""
        P, Pq, Z = batch
        with torch.no_grad():
            _, at, h = self.forward(P, Pq)
            qp = Pq[:, :self.M1].argmax(1)
            same = (P[:, :, :self.M1].argmax(2) == qp[:, None]).double()
            gamma = float((1 - (at * same).sum(1)).max())
            pos = h[h > 0]
            return (float(pos.min()) if len(pos) else 0.0), float(h.min()), gamma

    def vec(self, j, lab=0.0):
        x = torch.zeros(self.D); x[j] = self.beta
        x[self.dx:] = lab * self.q
        return x


def left(run, j):
    """(mu_j^T, 0^T) as a vector of R^{m_a} (the row side of W_Q, W_K)."""
    x = torch.zeros(run.ma); x[j] = run.beta
    return x
