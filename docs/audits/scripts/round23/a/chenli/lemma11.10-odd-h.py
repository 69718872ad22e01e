"""Auditor A r23: chenli Lemma 11.10 (seed 000 L3206-L3214), 'odd function h : Z -> {0,1}'. Exhaustive check (own code):
(a) an odd {0,1}-valued h is identically 0 (h(-t) = -h(t) in {0,-1} and in {0,1}), so the statement needs f_w = 0;
(b) f_w(x) = round((p/q)(<w,x> mod q)) mod p with p = 2 is not identically 0 for w_1 = -w_2 != 0;
(c) the proof's identity <w,x> = <w'/2, z_1[x] - z_2[x]> (over Z) holds for all x, so f_w = h(<w'/2, z1 - z2>) with
    h(t) = round((p/q)(t mod q)) mod p -- a {0,1}-valued function that is (nearly) EVEN, not odd."""
import itertools, math
def rnd(z): return math.floor(z + 0.5)
def bits(t, k): return [2 * ((t >> i) & 1) - 1 for i in range(k)]          # t = sum 2^i (s_i + 1)/2
for q, d in [(4, 1), (4, 2), (8, 1), (8, 2), (16, 1)]:
    k = int(math.log2(q)); p = 2
    h = lambda t: rnd(p / q * (t % q)) % p
    nonzero = 0; ident_ok = True; total = 0
    for w1 in itertools.product(range(q), repeat=d):
        w2 = tuple((-a) % q for a in w1)
        wp = [w1[j] * 2 ** i for j in range(d) for i in range(k)]
        for x in itertools.product(range(q), repeat=2 * d):
            x1, x2 = x[:d], x[d:]
            ip = sum(a * b for a, b in zip(w1 + w2, x1 + x2))
            f = rnd(p / q * (ip % q)) % p
            z1 = sum((bits(t, k) for t in x1), []); z2 = sum((bits(t, k) for t in x2), [])
            s = sum(wi * (a - b) for wi, a, b in zip(wp, z1, z2)) / 2
            ident_ok &= (s == int(s)) and (int(s) % q == ip % q) and (h(int(s)) == f)
            nonzero += (f != 0); total += 1
    odd_viol = sum(h(-t) != (-h(t)) % 2 and h(-t) != -h(t) for t in range(-q, q + 1))
    even_viol = sum(h(-t) != h(t) for t in range(-q, q + 1))
    print(f"q={q} d={d}: pairs (w, x) with w1 = -w2: {total}; f_w != 0 on {nonzero}; identity f_w = h(<w'/2, z1 - z2>) "
          f"with h(t) = round(2(t mod q)/q) mod 2 holds on all: {ident_ok}; h(-t) != h(t) at {even_viol} of {2*q+1} t "
          f"(round-half boundaries), h(-t) != -h(t) at {sum(h(-t) != -h(t) for t in range(-q, q+1))}")
q = 4; w = (1, 3); x = (2, 0); print("helper's instance q=4, d=1, w=(1,3), x=(2,0): <w,x> mod 4 =", (w[0]*x[0]+w[1]*x[1]) % 4,
      ", f_w =", rnd(2 / 4 * ((w[0]*x[0]+w[1]*x[1]) % 4)) % 2)
