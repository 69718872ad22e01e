"""Scratch: Theorem 3/10 construction (factrecall.thm10's _thm10_run) at small head dimension d_h and group size M:
H d_h = (ceil(S/M) + ceil(R/M)) d_h against S + R. Prints accuracy, min margin, Lemma 2 deviation."""
import sys, math
from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.factrecall.sec4_appC1_attention import _thm10_run
from thmcheck.models.factrecall.sec4_transformer import margins_all_vocab
S, R, D, d = 4, 3, 2, int(sys.argv[1]) if len(sys.argv) > 1 else 512
for M in (1, 2, 4):
    for dh in (8, 16, 32, 64, 128):
        for seed in (1, 2):
            inst = {"S": S, "R": R, "D": D, "M": M, "d": d, "d_h": dh, "T": 6, "n_noise": S + R, "fillings": 2,
                    "beta": 200.0, "seed": seed, "heads": "construction", "s0": 0, "r0": 0, "t": 1e-6}
            task, F, att, tgt, chain, eps, H = _thm10_run(inst, Ctx())
            m = margins_all_vocab(F, task.Phi, tgt)
            print(f"M={M} d_h={dh:4d} H={H} Hd_h={H*dh:5d} (S+R={S+R}) seed={seed} acc={float((m>0).double().mean()):.3f} "
                  f"minmargin={float(m.min()):+.3f} eps_lemma2={eps:.3f} chain={chain:+.3f}", flush=True)
