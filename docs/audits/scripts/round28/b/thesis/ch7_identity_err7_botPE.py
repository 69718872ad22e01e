"""Variant of ch7_identity_err7.py with the PE c_k in the BOTTOM block (coordinate d + M + k - 1): still orthonormal and
perp (mu_i; 0) as printed (L2093); W_V = (0 I) then carries c_k into F (orthogonal to every pattern, so decoding is unchanged)."""
import torch, ch7_randomU as C
def c_bot(k):
    v = torch.zeros(C.D2); v[C.d + C.M + k - 1] = 1.0; return v
C.c_vec = c_bot
import runpy, sys
sys.argv = [sys.argv[0]] + sys.argv[1:]
runpy.run_path("ch7_identity_err7.py", run_name="__main__")
