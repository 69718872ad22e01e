# Auditor B: thesis (F.45) L9515 first '=': p_i^T W^(T) p_q = p_i^T (W^(0) + (eta/B) sum_n sum_b dl/dW^(b)) p_q,
# vs the SGD rule (F.132) W^(t+1) = W^(t) - eta (1/B) sum_n dl/dW^(t). Own minimal Chapter 7 model (7.1)-(7.3):
# F(P) = sum_{i<len} W_V p~_i softmax(p~_i^T W p~_query), W = W_K^T W_Q trained, W_V = (0 I) (L2028), squared loss, K = 1.
import torch
torch.manual_seed(0)
dx=3; K=1; l=4; B=8; T=30; eta=0.5; xi=0.01
mu=torch.eye(dx)                              # orthonormal patterns
perm=[1,2,0]                                  # task f: mu_a -> mu_perm[a]
c1=torch.zeros(2*dx); c1[-1]=0.0              # positional encoding (K = 1: one vector; zero is allowed)
WV=torch.cat([torch.zeros(dx,dx),torch.eye(dx)],1)
def prompt():
    a=torch.randint(dx,(l,)); q=torch.randint(dx,(1,)).item()
    cols=[torch.cat([mu[i],mu[perm[i]]])+c1 for i in a.tolist()]
    pq=torch.cat([mu[q],torch.zeros(dx)])+c1
    return torch.stack(cols,1),pq,mu[perm[q]]
W=(xi*torch.randn(2*dx,2*dx)); W0=W.clone(); acc=torch.zeros_like(W)
for t in range(T):
    W=W.detach().requires_grad_(True)
    loss=0
    for _ in range(B):
        P,pq,z=prompt()
        att=torch.softmax(P.T@W@pq,0)
        F=(WV@P)@att
        loss=loss+0.5*((z-F)**2).sum()
    loss=loss/B
    g,=torch.autograd.grad(loss,W)
    acc+=g
    W=W-eta*g
W=W.detach()
q=0
pi=torch.cat([mu[q],mu[perm[q]]])+c1; pq=torch.cat([mu[q],torch.zeros(dx)])+c1
true=pi@W@pq; printed=pi@(W0+eta*acc)@pq; descent=pi@(W0-eta*acc)@pq
print(f"T={T} B={B} eta={eta}: p_i^T W^(T) p_q = {true:.4f}; printed member (W0 + eta sum grads) = {printed:.4f}; "
      f"descent-sign member (W0 - eta sum grads) = {descent:.4f}; p_i^T W0 p_q = {pi@W0@pq:.2e}")
