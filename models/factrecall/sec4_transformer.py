"""Section 4 of Nichani, Lee & Bietti: the synthetic factual-recall task and the one-layer transformer
constructions (attention-only, App. C.1; value/output low-rank memory, Lemma 2; denoising attention, Lemma 1).

Token layout (indices into the embedding matrix ``Phi`` of shape (|V|, d), rows uniform on S^{d-1}):
subjects [0, S), relations [S, S+R), answers [S+R, S+R+RD) (relation r owns the block of D answers
[S+R+rD, S+R+(r+1)D), so Assumption 1 holds by construction), noise tokens next, EOS last.
float64 by default, any device; all randomness from a seeded ``torch.Generator``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from thmcheck.models.factrecall.sec3_appB_memories import sphere


@dataclass
class Task:
    """A fact table a*(s, r) and the token embeddings."""

    S: int
    R: int
    D: int
    n_noise: int
    Phi: torch.Tensor  # (|V|, d)
    astar: torch.Tensor  # (S, R) token index of a*(s, r)

    @property
    def V(self) -> int:  # noqa: N802
        return self.Phi.shape[0]

    @property
    def eos(self) -> int:
        return self.V - 1

    def subject(self, s: int) -> int:
        return s

    def relation(self, r: int) -> int:
        return self.S + r

    def noise(self) -> range:
        start = self.S + self.R + self.R * self.D
        return range(start, start + self.n_noise)


def make_task(S: int, R: int, D: int, n_noise: int, d: int, gen: torch.Generator,
              dtype: torch.dtype = torch.float64, device: str = "cpu") -> Task:
    """Random a*(s, r) uniform in relation r's answer block (the paper's Section 4.4 generator), and sphere
    embeddings for all S + R + RD + n_noise + 1 tokens."""
    V = S + R + R * D + n_noise + 1
    Phi = sphere(V, d, gen, dtype=dtype).to(device)
    offs = torch.randint(0, D, (S, R), generator=gen, device=gen.device).to(device)
    astar = S + R + torch.arange(R, device=device).unsqueeze(0) * D + offs
    return Task(S, R, D, n_noise, Phi, astar)


def sample_sequences(task: Task, T: int, fillings: int, gen: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """Every (s, r) with ``fillings`` random sequences each (steps 2-4 of Section 4.1): tokens (n, T) with the
    subject and relation at two distinct random positions of [T-1], noise elsewhere, EOS at T; targets (n,)."""
    S, R = task.S, task.R
    n = S * R * fillings
    dev = task.Phi.device
    noise = torch.as_tensor(list(task.noise()), device=dev)
    toks = noise[torch.randint(0, len(noise), (n, T), generator=gen, device=gen.device).to(dev)]
    s = torch.arange(S, device=dev).repeat_interleave(R * fillings)
    r = torch.arange(R, device=dev).repeat_interleave(fillings).repeat(S)
    perm = torch.argsort(torch.rand(n, T - 1, generator=gen, device=gen.device).to(dev), dim=1)
    i, j = perm[:, 0], perm[:, 1]
    rows = torch.arange(n, device=dev)
    toks[rows, i] = s
    toks[rows, j] = S + r
    toks[:, T - 1] = task.eos
    return toks, task.astar[s, r]


def perp_sphere(n: int, e: torch.Tensor, gen: torch.Generator, batch: tuple[int, ...] = ()) -> torch.Tensor:
    """n i.i.d. vectors uniform on the unit sphere of e^perp (e a unit vector), rows."""
    g = torch.randn(*batch, n, e.shape[-1], generator=gen, dtype=e.dtype, device=gen.device).to(e.device)
    g = g - (g @ e).unsqueeze(-1) * e
    return g / g.norm(dim=-1, keepdim=True)


def lemma2_W(Phi_z: torch.Tensor, Phi_a: list[torch.Tensor], w: torch.Tensor) -> torch.Tensor:
    """W = (d/d_h) sum_{z} sum_{a in A^z} phi(a) phi(z)^T sum_i w_i w_i^T (Lemma 2, L636).

    Phi_z (n_z, d) rows phi(z); Phi_a[k] (|A^{z_k}|, d); w (d_h, d) rows w_i."""
    d, dh = w.shape[1], w.shape[0]
    M = sum(Pa.sum(0).unsqueeze(1) * Pz.unsqueeze(0) for Pz, Pa in zip(Phi_z, Phi_a, strict=True))
    return (d / dh) * M @ (w.T @ w)


@dataclass
class Head:
    """One head as its products: key-query KQ = W_K^T W_Q (d, d) and output-value OV = W_O^T W_V (d, d)."""

    WK: torch.Tensor  # (d_h, d)
    WQ: torch.Tensor
    WV: torch.Tensor
    WO: torch.Tensor


def attention_only(task: Task, M: int, d_h: int, beta: float, gen: torch.Generator) -> list[Head]:
    """The construction of App. C.1 (proof of Thm 10): one head per group of <= M subjects and per group of
    <= M relations; rank-one key-query beta (sum_{z in G} phi(z) + phi(EOS)/2) phi(EOS)^T, and output-value
    (d/d_h) sum_{z in G} sum_{a in A_z} phi(a) phi(z)^T W_h^T W_h with W_h's rows uniform on phi(EOS)^perp."""
    Phi, d = task.Phi, task.Phi.shape[1]
    e = Phi[task.eos]
    heads = []
    groups = [("s", list(range(i, min(i + M, task.S)))) for i in range(0, task.S, M)]
    groups += [("r", list(range(i, min(i + M, task.R)))) for i in range(0, task.R, M)]
    e1 = torch.zeros(d_h, dtype=Phi.dtype, device=Phi.device)
    e1[0] = 1.0
    for kind, G in groups:
        toks = [task.subject(z) if kind == "s" else task.relation(z) for z in G]
        answers = [task.astar[z].unique() if kind == "s" else task.astar[:, z].unique() for z in G]
        v = Phi[toks].sum(0) + 0.5 * e
        WQ = e1.unsqueeze(1) * e.unsqueeze(0)
        WK = beta * e1.unsqueeze(1) * v.unsqueeze(0)
        Wh = perp_sphere(d_h, e, gen)
        # W_O^T = (d/d_h) sum_z sum_a phi(a) (W_h phi(z))^T, i.e. W_O = (d/d_h) sum_z (W_h phi(z)) (sum_a phi(a))^T
        WO = (d / d_h) * sum((Wh @ Phi[t]).unsqueeze(1) * Phi[a].sum(0).unsqueeze(0)
                             for t, a in zip(toks, answers, strict=True))
        heads.append(Head(WK, WQ, Wh, WO))
    return heads


def mhsa(heads: list[Head], X: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """F_MHSA at the last position (eqs. 4-5) for a batch X (n, T, d); also the attention weights (H, n, T)."""
    xT = X[:, -1, :]
    out = torch.zeros_like(xT)
    att = []
    for h in heads:
        scores = X @ (h.WK.T @ (h.WQ @ xT.T)).T.unsqueeze(-1)  # (n, T, 1)
        a = torch.softmax(scores.squeeze(-1), dim=-1)
        att.append(a)
        out = out + (torch.einsum("nt,ntd->nd", a, X) @ h.WV.T) @ h.WO
    return out, torch.stack(att)


def margins_all_vocab(F: torch.Tensor, Phi: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """phi(a*)^T F minus the best other logit over all of V (decoding over the full vocabulary)."""
    logits = F @ Phi.T
    tgt = logits.gather(1, target.unsqueeze(1)).squeeze(1)
    other = logits.scatter(1, target.unsqueeze(1), -math.inf).max(1).values
    return tgt - other


def head_deviation(task: Task, heads: list[Head], M: int) -> float:
    """max over heads, z in the head's group and a in V of |phi(a)^T W_O^T W_V phi(z) - 1(a in A_z)|: the
    Lemma 2 event (<= 1/5) that the proof of Thm 10 runs on."""
    Phi = task.Phi
    dev = 0.0
    groups = [("s", list(range(i, min(i + M, task.S)))) for i in range(0, task.S, M)]
    groups += [("r", list(range(i, min(i + M, task.R)))) for i in range(0, task.R, M)]
    for h, (kind, G) in zip(heads, groups, strict=True):
        L = Phi @ h.WO.T  # (V, d_h): phi(a)^T W_O^T
        for z in G:
            t = task.subject(z) if kind == "s" else task.relation(z)
            ans = task.astar[z].unique() if kind == "s" else task.astar[:, z].unique()
            ind = torch.zeros(task.V, dtype=Phi.dtype, device=Phi.device)
            ind[ans] = 1.0
            dev = max(dev, float((L @ (h.WV @ Phi[t]) - ind).abs().max()))
    return dev


def lemma1_chain_gap(Phi: torch.Tensor, members: torch.Tensor, eos: int) -> float:
    """Lemma 1's chain <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2 (z in V^h, z' not in V^h, z' != EOS),
    v = sum_{z in V^h} phi(z) + phi(EOS)/2: the smallest of the two gaps (> 0 iff the chain holds)."""
    v = Phi[members].sum(0) + 0.5 * Phi[eos]
    ip = Phi @ v
    inside = torch.zeros(Phi.shape[0], dtype=torch.bool, device=Phi.device)
    inside[members] = True
    out = ~inside
    out[eos] = False
    g1 = float(ip[inside].min() - ip[eos] - 0.25)
    g2 = float(ip[eos] + 0.25 - ip[out].max() - 0.5) if bool(out.any()) else math.inf
    return min(g1, g2)


def lemma2_gamma_mc(d: int, d_h: int, n_z: int, n_a: int, draws: int, gen: torch.Generator,
                    dtype: torch.dtype = torch.float64, device: str = "cpu") -> tuple[torch.Tensor, torch.Tensor]:
    """Monte Carlo of Lemma 2's gamma_az = phi(a)^T W phi(z) over fresh embeddings and w_i per draw:
    V^(h) = n_z tokens, each with its own |A^z| = n_a answers; returns (gamma for a in A^z, gamma for an a
    outside every A^z), each of shape (draws,). EOS, V^(h) and the answers are distinct tokens."""
    n = n_z + n_z * n_a + 2  # V^(h), the answers, one outside token, EOS
    Phi = sphere(n, d, gen, dtype=dtype, batch=(draws,)).to(device)
    e = Phi[:, -1, :]
    g = torch.randn(draws, d_h, d, generator=gen, dtype=dtype, device=gen.device).to(device)
    g = g - (g @ e.unsqueeze(-1)) * e.unsqueeze(1)
    w = g / g.norm(dim=-1, keepdim=True)
    Pz = Phi[:, :n_z, :]
    Pa = Phi[:, n_z:n_z + n_z * n_a, :].reshape(draws, n_z, n_a, d).sum(2)  # sum_{a in A^z} phi(a)
    # gamma_{a z0} = (d/d_h) sum_z <phi(a), sum A^z> <phi(z), W_h^T W_h phi(z0)>
    wz0 = w @ Pz[:, 0, :].unsqueeze(-1)  # (draws, d_h, 1)
    right = (Pz @ w.transpose(1, 2)) @ wz0  # (draws, n_z, 1): phi(z)^T W_h^T W_h phi(z0)
    a_in = Phi[:, n_z, :]  # the first answer of z0
    a_out = Phi[:, -2, :]
    def gam(a: torch.Tensor) -> torch.Tensor:
        left = (Pa @ a.unsqueeze(-1))  # (draws, n_z, 1)
        return (d / d_h) * (left * right).sum((1, 2))
    return gam(a_in), gam(a_out)


def adversarial_heads(task: Task, heads: list[Head], M: int, s0: int, r0: int, lam: float) -> list[Head]:
    """Heads on the Lemma 2 event (deviation <= lam) whose errors are aligned against a*(s0, r0): the worst case
    of the proof of Thm 10 (L740-L760). W_O of the subject head of s0 and of the relation head of r0 is changed
    (W_O^T += X with Phi X Y = T - C solved exactly; Y = W_V phi(z) over the head's group) so that
    phi(a)^T W_O^T W_V phi(z) is 1 - lam at a = a*(s0, r0), 1 + lam on the other answers of z, lam on the other
    head's answers, and unchanged elsewhere (and for the other members of the group). With hardmax attention the
    margin of (s0, r0) is then 1 - 4 lam when s0 has an answer besides a*(s0, r0) and r0 another answer."""
    Phi = task.Phi
    a0 = int(task.astar[s0, r0])
    n_s = -(-task.S // M)
    ans_s = [int(a) for a in task.astar[s0].unique()]
    ans_r = [int(a) for a in task.astar[:, r0].unique()]
    out = list(heads)
    for idx, pos, tok, own, other in ((s0 // M, s0 % M, task.subject(s0), ans_s, ans_r),
                                      (n_s + r0 // M, r0 % M, task.relation(r0), ans_r, ans_s)):
        h = heads[idx]
        kind_first = idx < n_s
        start = (idx if kind_first else idx - n_s) * M
        size = min(M, (task.S if kind_first else task.R) - start)
        toks = [(task.subject(start + i) if kind_first else task.relation(start + i)) for i in range(size)]
        Y = h.WV @ Phi[toks].T  # (d_h, n_z)
        C = Phi @ h.WO.T @ Y  # (V, n_z) current values phi(a)^T OV phi(z)
        T = C.clone()
        col = torch.zeros(task.V, dtype=Phi.dtype, device=Phi.device)
        col[own] = 1.0 + lam
        col[other] = lam
        col[a0] = 1.0 - lam
        T[:, pos] = col
        assert toks[pos] == tok
        X = torch.linalg.pinv(Phi) @ (T - C) @ torch.linalg.pinv(Y)  # (d, d_h): Phi X Y = T - C
        out[idx] = Head(h.WK, h.WQ, h.WV, h.WO + X.T)
    return out
