"""Extra: the trained W[out, in] block on TRR patterns: diagonal (output = query input) and the g-entries (output = g(input)),
for both training sets (T = 1600)."""
import numpy as np, torch
code = open('ch7_identity.py').read().replace("if __name__ == '__main__':", "if False:")
ns = {}; exec(code, ns)
M, d = ns['M'], ns['d']
for tasks in ['same', 'shiftk']:
    W, _ = ns['train'](tasks, 1600)
    W21 = W[d:d + M, :M].numpy()          # rows: output block (second half), cols: query input (first half)
    diag = np.diag(W21).mean(); s1 = np.mean([W21[(a + 1) % M, a] for a in range(M)])
    s2 = np.mean([W21[(a + 2) % M, a] for a in range(M)]); s3 = np.mean([W21[(a + 3) % M, a] for a in range(M)])
    off = (W21.sum() - np.trace(W21)) / (M * M - M)
    print(f"train={tasks}: W[out,in] on TRR: diag {diag:+.3f}, (a+1,a) {s1:+.3f}, (a+2,a) {s2:+.3f}, (a+3,a) {s3:+.3f}, mean off-diag {off:+.3f}")
