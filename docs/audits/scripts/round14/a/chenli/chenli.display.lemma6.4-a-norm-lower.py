"""Audit r14 A: chenli L1827 (Lemma 6.4 proof, Case (A), Step 1), LOWER part of
   ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta)),  a_i := F s0 - x^T (Theta_i)_S X_{2,S},
for ANY assignment to X_{2,S} (L1817), s0 = sqrt(10 log k) + beta, F = ||Theta_1||_F.
Own family (m = 1): Theta = diag(theta), heavy entries +-h on S0 (|S0| = d'), light generic entries elsewhere,
sum theta_j^2 = F^2 with heavy mass 2 g kappa F^2; E' with one off-diagonal entry per S0 column (so Fact 6.7's S = S0,
Case (A), ||E'^T x|| = ||E'||_F for every x, <Theta, E'> = 0). The S-sum sum_{j in S0} theta_j x_j X_{2,j} takes the
values h (|S0| - 2j): some assignment puts it within h of F s0, so min ||a|| <= h."""
import itertools, math
import numpy as np

rng = np.random.default_rng(2)

def part1(d=400, nS=40, F=20.0, k=3, beta=1.0, reach=1.1):
    s0 = math.sqrt(10 * math.log(k)) + beta
    h = reach * F * s0 / nS                       # heavy magnitude so that the S-sum can reach F s0
    S0 = np.arange(nS)
    theta = np.zeros(d)
    theta[S0] = h * np.where(np.arange(nS) % 2 == 0, 1.0, -1.0)
    light = rng.normal(size=d - nS); light *= math.sqrt(F**2 - nS * h**2) / np.linalg.norm(light)
    theta[nS:] = light
    Th = np.diag(theta)
    E = np.zeros((d, d))
    for j in S0:
        E[(j + nS) % d, j] = F / math.sqrt(nS)    # one off-diagonal entry per S0 column
    assert abs(np.sum(Th * E)) < 1e-12 and abs(np.linalg.norm(Th) - F) < 1e-9
    x = rng.choice([-1.0, 1.0], size=d)
    v = E.T @ x
    top = np.argsort(-v**2)[:nS]
    caseA = np.sum(v[np.setdiff1d(np.arange(d), top)]**2) <= math.exp(-1.0) * np.sum(v**2)
    # the S-sum is h * (number aligned - number anti-aligned): build the assignment z explicitly
    p = min(range(nS + 1), key=lambda q: abs(F * s0 - h * (2 * q - nS)))
    z = np.zeros(nS)
    for idx, j in enumerate(S0):
        z[idx] = np.sign(theta[j] * x[j]) * (1.0 if idx < p else -1.0)
    best = abs(F * s0 - float(np.sum(theta[S0] * x[S0] * z)))
    print(f"part 1: d={d}, |S|={nS}, F={F}, s0={s0:.3f}, h={h:.3f}: top-|S| set = S0: {set(top) == set(S0)}, Case (A): {caseA},"
          f" ||E'^T x||/||E'||_F = {np.linalg.norm(v)/np.linalg.norm(E):.3f}; |a_1| at the nearest assignment = {best:.4f}"
          f" <= h; |a_1|/(F s0) = {best/(F*s0):.2e} (the display asks >= a constant)")

def part2(ld, lam=0.5, k=3, beta=1.0, g=0.5, c7=1.0, c8=3.0, nu=1.0, m=1):
    """Log sizes. kappa (7); d' (75); heavy mass 2 g kappa F^2 on |S| = d' entries: h/F = sqrt(2 g kappa/d').
    r_Theta must satisfy (8): 10 log^c8(dmk)/(kappa lam) <= r <= d^{1/4}/10, Assumption 3: r <= d'/(2 g kappa)
    (stable rank), Assumption 4 ('<<' x10): v = h sqrt(d)/F <= sqrt(d)/(10 r^2)."""
    s0 = math.sqrt(10 * math.log(k)) + beta
    lkap = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2 * math.log(ld)
    ldp = lkap + ld / 2 - math.log(nu) - 0.5 * math.log(ld)
    lh = 0.5 * (math.log(2 * g) + lkap - ldp)                  # log(h/F)
    lv = lh + ld / 2                                           # log v
    r_lo = math.log(10) + c8 * math.log(ld + math.log(m * k)) - lkap - math.log(lam)
    r_hi = min(ld / 4 - math.log(10), ldp - math.log(2 * g) - lkap, 0.5 * (ld / 2 - math.log(10) - lv))
    ok = {"r_Theta window ((8), Ass.3, Ass.4)": r_lo <= r_hi,
          "(77) m kappa << lam e^{-1/nu} (x10)": math.log(10 * m) + lkap <= math.log(lam) - 1 / nu,
          "reachability |S| h >= F s0": ldp + lh >= math.log(s0),
          "Item 4: heavy mass 2 g kappa F^2 <= 2 kappa F^2": g <= 1,
          "Ass.5 (alternating signs, Tr ~ 0), Ass.6 (F free)": True}
    ratio = math.exp(lh) / s0
    print(f"log d={ld} lam={lam} k={k} g={g} nu={nu}: log kappa={lkap:.2f}, log d'={ldp:.1f}, log v={lv:.1f}, "
          f"log r window [{r_lo:.1f}, {r_hi:.1f}]; min ||a||/(F s0) <= h/(F s0) = e^{math.log(ratio):.1f}; hyps {all(ok.values())}"
          f" {'' if all(ok.values()) else ok}")

if __name__ == "__main__":
    part1(); part1(d=2000, nS=100, reach=2.0)
    for ld in (600, 1000, 1600, 2000):
        part2(ld)
    part2(600, c7=0.01, k=10**6, g=0.05, beta=0.0); part2(1000, lam=0.9, nu=0.2)
