"""Second paths of chenli's round-11 Section 5 displays (helper chenli5): the moments by enumerating the support of
the cube-slice product directly (no second-moment matrix), sharing no code with the claims' measurements
(checks/papers/chenli/r11_chenli5.py) beyond the instance's Theta."""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.checks.papers.chenli import r11_chenli5 as M


def _support(d1: int, d2: int, a2: int, d3: int, a3: int) -> np.ndarray:
    """Every point of {+-1}^{d1} x S_{d2, a2} x S_{d3, a3} (uniform law: each point equally likely)."""
    cube = list(itertools.product((1.0, -1.0), repeat=d1))
    s2 = [tuple(1.0 if i in c else -1.0 for i in range(d2)) for c in itertools.combinations(range(d2), a2)]
    s3 = [tuple(1.0 if i in c else -1.0 for i in range(d3)) for c in itertools.combinations(range(d3), a3)]
    return np.array([a + b + c for a in cube for b in s2 for c in s3])


def test_l900_expansion_by_enumeration() -> None:
    """E[(x^T u)^2] over the enumerated support equals the printed expansion (||u||^2 + the slice pair sums with
    (mu^2 d_a - 1)/(d_a - 1) + 2 mu nu across), and equals the claim's measurement."""
    for inst in ({"d1": 2, "d2": 4, "d3": 3, "a2": 1, "a3": 3, "family": "gaussian", "scale": 1.0, "seed": 3},
                 {"d1": 0, "d2": 5, "d3": 0, "a2": 0, "a3": 0, "family": "signed", "scale": 1.5, "seed": 0},
                 {"d1": 3, "d2": 3, "d3": 2, "a2": 2, "a3": 1, "family": "signed", "scale": 1.5, "seed": 5}):
        d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
        T = M._l900_theta(inst)
        u = T[:, d1:d1 + d2].sum(1)
        X = _support(d1, d2, inst["a2"], d3, inst["a3"])
        direct = float(np.mean((X @ u) ** 2))
        mu = (2 * inst["a2"] - d2) / d2
        nu = (2 * inst["a3"] - d3) / d3 if d3 else 0.0
        S2, S3 = range(d1, d1 + d2), range(d1 + d2, d1 + d2 + d3)
        p2 = sum(u[i] * u[j] for i in S2 for j in S2 if i != j)
        p3 = sum(u[i] * u[j] for i in S3 for j in S3 if i != j)
        x23 = sum(u[i] * u[j] for i in S2 for j in S3)
        w2 = (mu**2 * d2 - 1) / (d2 - 1) if d2 > 1 else 1.0
        w3 = (nu**2 * d3 - 1) / (d3 - 1) if d3 > 1 else 1.0
        printed = float(u @ u + p2 * w2 + p3 * w3 + 2 * mu * nu * x23)
        assert abs(direct - printed) < 1e-9 * max(1.0, direct)
        assert abs(M._l900_measure(inst, None).lhs - direct) < 1e-9 * max(1.0, direct)


def test_l900_psd_argument() -> None:
    """The reason the display holds: u^T E[x x^T] u <= (d2 + d3) ||u||^2 + ... i.e. the second moment of a +-1 vector
    has top eigenvalue <= its dimension (checked on enumerated supports, all counts, d <= 8)."""
    for d1, d2, d3 in ((0, 3, 2), (2, 4, 2), (1, 2, 3)):
        for a2 in range(d2 + 1):
            for a3 in range(d3 + 1):
                X = _support(d1, d2, a2, d3, a3)
                C = X.T @ X / X.shape[0]
                top = float(np.linalg.eigvalsh(C[d1:, d1:]).max())
                assert top <= d2 + d3 + 1e-9


def test_l745_variance_is_norm() -> None:
    """V_y[<w, y>] for y uniform on {+-1}^{d1}: the mean of the enumerated squares minus the squared mean equals
    ||w||^2; the claim's measurement and its instance's event slack agree."""
    rng = np.random.default_rng(11)
    for d1 in (1, 4, 7):
        w = rng.normal(size=d1)
        ys = np.array(list(itertools.product((1.0, -1.0), repeat=d1)))
        v = ys @ w
        assert abs(float(v.var()) - float(w @ w)) < 1e-12 * max(1.0, float(w @ w))
    inst = {"d1": 6, "d2": 2, "d3": 1, "a2": 1, "a3": 0, "family": "gaussian", "seed": 4}
    m = M._l745_measure(inst, None)
    assert abs(m.lhs - m.quantities["norm2"]) < 1e-12


def _family_dense(d: int, d2: int, d3: int, a: float, tau_sign: float = 1.0) -> np.ndarray:
    """Theta = D + a 1_[3] e^T as a dense matrix, from its definition: D_ii = (-1)^i, e_i = D_ii s_i/sqrt(d) with s
    alternating (+ first) on S_[3], s = tau_sign on S_[2], s = +1 on S_[1]."""
    d1 = d - d2 - d3
    D = np.array([(-1.0) ** i for i in range(d)])
    s = np.ones(d)
    s[d1:d1 + d2] = tau_sign
    s[d1 + d2:] = [(-1.0) ** k for k in range(d3)]
    e = D * s / np.sqrt(d)
    u = np.zeros(d)
    u[d1 + d2:] = 1.0
    return np.diag(D) + a * np.outer(u, e)


def test_l810_closed_form_against_dense() -> None:
    """The claim's closed forms (Frobenius and operator norms, Theta^T 1_[a] sums, the Pi_S^perp bound on upsilon) and
    its second moment equal the dense computation: ||Theta||_F, the SVD's top value, tr(Theta Theta^T E[x x^T]) with
    the slice blocks' E[x x^T] averaged over the enumerated support, and Assumption 4's Pi_S^perp clause over random
    sets S."""
    rng = np.random.default_rng(0)
    for d, d2, d3, a in ((40, 4, 6, 3**0.5), (37, 5, 5, 0.7), (120, 4, 7, 1.2)):
        T = _family_dense(d, d2, d3, a)
        t = M.l810_closed(d, d2, d3, a)
        fro2 = float((T**2).sum())
        assert abs(t["fro2"] - fro2) < 1e-9 * fro2
        assert abs(t["op2"] - float(np.linalg.norm(T, 2)) ** 2) < 1e-9 * t["op2"]
        d1 = d - d2 - d3
        g3 = T[d1 + d2:].sum(0)
        assert abs(t["g3g3"] - g3 @ g3) < 1e-9 * t["g3g3"]
        assert abs(t["g2g3"] - T[d1:d1 + d2].sum(0) @ g3) < 1e-9 * max(1.0, abs(t["g2g3"]))
        rc = max((T**2).sum(0).max(), (T**2).sum(1).max()) * d / fro2
        assert rc <= t["ups"] ** 2 + 1e-9
        for _ in range(60):  # Assumption 4's Pi_S^perp clause and Assumption 3's, Pi_S^perp = I - 1_S 1_S^T/|S|
            S = rng.random(d) < rng.uniform(0.01, 1.0)
            if not S.any():
                continue
            one = S.astype(float)
            P = np.eye(d) - np.outer(one, one) / one.sum()
            TP = T @ P
            f2 = float((TP**2).sum())
            assert (TP**2).sum(0).max() * d / f2 <= t["ups"] ** 2 + 1e-9
            assert f2 >= (t["fro2"] / t["op2"] - 1.0) * float(np.linalg.norm(TP, 2)) ** 2 - 1e-9
        if d <= 40:
            for a2, a3 in ((d2, d3), (d2 // 2 + 1, 0)):
                X = _support(0, d2, a2, d3, a3)
                C = np.eye(d)
                C[d1:, d1:] = X.T @ X / X.shape[0]
                mu, nu = (2 * a2 - d2) / d2, (2 * a3 - d3) / d3
                rho2, rho3 = (mu * mu * d2 - 1) / (d2 - 1), (nu * nu * d3 - 1) / (d3 - 1)
                lhs = t["fro2"] + rho2 * (t["g2g2"] - t["S2"]) + rho3 * (t["g3g3"] - t["S3"]) + 2 * mu * nu * t["g2g3"]
                assert abs(lhs - float(np.trace(T @ T.T @ C))) < 1e-9 * lhs


def test_l810_ratio_unbounded_second_path() -> None:
    """Second path of chenli.display.lemma5.11-second-moment's crossing, in mpmath from the paper's definitions only:
    for Theta = D + a 1_[3] e^T (a = sqrt(3)), nu = 1 (x_[3] = 1_[3]: bullet (ii)), E ||Theta^T x||^2 = ||Theta||_F^2
    + rho2 (||Theta^T 1_[2]||^2 - sum_{S_[2]} ||rows||^2) + (||Theta^T 1_[3]||^2 - sum_{S_[3]} ||rows||^2) + 2 mu
    ||Theta^T 1_[2]||... evaluated exactly for d3 even (<e, D 1_[3]> = 0): ratio = 1 + a^2 d3 (d3 - 1)/(d + a^2 d3) +
    2 mu a d3 d2/sqrt(d)/(d + a^2 d3). Every hypothesis is checked with upsilon^2 = (1 + a^2 + 2a/sqrt(d)) d/fro2
    (rows) maxed with Assumption 4's Pi_S^perp bound, r = d^{1/4}/10."""
    import mpmath as mp

    mp.mp.dps = 50
    a = mp.sqrt(3)
    ratios = []
    for d in (mp.mpf(10) ** 12, mp.mpf(10) ** 24, mp.mpf(10) ** 40):
        d2, c = 4, mp.mpf(1)
        mu = mp.mpf(1) / 2  # |mu| <= c/sqrt(d2) = 1/2: mu = 1/2 (a2 = 3 of 4)
        r = d ** mp.mpf(0.25) / 10
        fro_guess = d
        ups = mp.sqrt((1 + a * a + 2 * a / mp.sqrt(d)) * d / fro_guess)  # >= the row part (fro2 >= d)
        d3 = 2 * mp.floor(min(d / (8 * ups**2), mp.sqrt(d * r) / (8 * c * ups)) / 2)
        fro2 = d + a * a * d3
        op = 1 + a * mp.sqrt(d3)  # ||Theta||_op <= ||D|| + a ||1_[3]|| ||e||
        ups_pi = mp.sqrt(d * (1 + 2 * a * mp.sqrt(d3 / d)) ** 2 / (fro2 - op**2))
        assert ups_pi <= ups and ups >= 1
        assert r <= fro2 / op**2 - 1 and r <= d ** mp.mpf(0.25) / 10 and ups <= mp.sqrt(d) / (10 * r * r)
        assert 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2 and d3 <= min(d / (8 * ups**2), mp.sqrt(d * r) / (8 * c * ups))
        ratio = 1 + (a * a * d3 * d3 - a * a * d3) / fro2 + 2 * mu * a * d3 * d2 / mp.sqrt(d) / fro2
        ratios.append(ratio)
        mod = M._l810_parts({"d": int(d), "d2": d2, "bullet": "ii", "d3frac": 1.0, "cfrac": 0.0, "mu_side": 1,
                             "nu_side": 1, "a": 3**0.5})
        assert abs(mod["terms"]["ratio"] / float(ratio) - 1) < 1e-3
    assert ratios[0] > 2 and ratios[1] > 1e3 and ratios[2] > 1e7  # ~ 1 + 3 r/256, r = d^{1/4}/10: unbounded


def test_l968_closed_form_against_dense() -> None:
    """l968_closed (Frobenius and operator norms, E ||Theta (1_U2 + 1_U3)||^2, the upsilon bound) against dense
    matrices: the second moment averaged over every pair of subsets (U_2, U_3) of the given sizes, Assumption 4's
    Pi_S^perp clause over random sets S."""
    rng = np.random.default_rng(1)
    for d, d2, d3, a, k2, k3 in ((30, 4, 7, 1.0, 2, 7), (25, 5, 6, 1.4, 3, 2), (26, 4, 5, 0.3, 0, 4)):
        d1 = d - d2 - d3
        D = np.array([(-1.0) ** i for i in range(d)])
        s = np.ones(d)
        s[d1:d1 + d2] = [(-1.0) ** k for k in range(d2)]
        s[d1 + d2:] = [(-1.0) ** k for k in range(d3)]
        e = D * s / np.sqrt(d)
        u = np.zeros(d)
        u[d1 + d2:] = 1.0
        T = np.diag(D) + a * np.outer(e, u)
        t = M.l968_closed(d, d2, d3, a, k2, k3)
        fro2 = float((T**2).sum())
        assert abs(t["fro2"] - fro2) < 1e-9 * fro2
        assert abs(t["op2"] - float(np.linalg.norm(T, 2)) ** 2) < 1e-9 * t["op2"]
        vals = []
        for U2 in itertools.combinations(range(d1, d1 + d2), k2):
            for U3 in itertools.combinations(range(d1 + d2, d), k3):
                v = np.zeros(d)
                v[list(U2) + list(U3)] = 1.0
                w = T @ v
                vals.append(float(w @ w))
        assert abs(t["lhs"] - np.mean(vals)) < 1e-9 * max(1.0, t["lhs"])
        assert max((T**2).sum(0).max(), (T**2).sum(1).max()) * d / fro2 <= t["ups"] ** 2 + 1e-9
        for _ in range(60):
            S = rng.random(d) < rng.uniform(0.02, 1.0)
            if not S.any():
                continue
            one = S.astype(float)
            TP = T @ (np.eye(d) - np.outer(one, one) / one.sum())
            f2 = float((TP**2).sum())
            assert (TP**2).sum(0).max() * d / f2 <= t["ups"] ** 2 + 1e-9
            assert f2 >= (t["fro2"] / t["op2"] - 1.0) * float(np.linalg.norm(TP, 2)) ** 2 - 1e-9


def test_l972_crossing_second_path() -> None:
    """Second path of chenli.display.lemma5.13-u-second-moment-general's crossing, in mpmath from the definitions:
    Theta = D + e 1_[3]^T (||e|| = 1, e spread: |e_i| = 1/sqrt(d), <D e, 1_[3]> = 0 for d3 even), U_[3] = S_[3] (nu =
    -1, nu' = 1), |U_[2]| = 2 (mu = -1/2, mu' = 1/2, d2 = 4, c = 1), d3 = 4 d^{3/4}: Theta (1_U2 + 1_U3) = D 1_U2 + D 1_[3] + d3 e, of
    squared norm 2 + d3 + d3^2 + 2 d3 <D 1_U2, e> (the last term averages to 0 for s alternating on S_[2]). The
    hypotheses with the factor 10: ||Theta||_op <= 1 + sqrt(d3), r = d^{1/4}/10 <= fro2/op^2 - 1, upsilon^2 <= (1 +
    1)^2 d/(fro2 - op^2) (columns 1 + a^2 + ... <= (1 + a)^2), upsilon <= sqrt(d)/(10 r^2)."""
    import mpmath as mp

    mp.mp.dps = 50
    for d, lo in ((mp.mpf(10) ** 8, 1e5), (mp.mpf(10) ** 16, 1e9), (mp.mpf(10) ** 40, 1e21)):
        d2, c, d3 = 4, mp.mpf(1), 2 * mp.floor(2 * d ** mp.mpf(0.75))
        fro2 = d + d3
        op = 1 + mp.sqrt(d3)
        ups = mp.sqrt(4 * d / (fro2 - op**2))
        r = d ** mp.mpf(0.25) / 10
        assert r <= fro2 / op**2 - 1 and ups <= mp.sqrt(d) / (10 * r * r) and 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2
        lhs = 2 + d3 + d3 * d3
        bound = (c / mp.sqrt(d2) + c * c / r + d3 * ups * ups / d) * fro2
        assert lhs / bound > lo
        mod = M._l968_parts({"d": int(d), "d2": d2, "d3frac": 0.4, "cfrac": 0.0, "a": 1.0, "mu_pair": (-1, 1),
                             "nu_pair": (-1, 1)}, "general")
        assert abs(mod["lhs"] / float(lhs) - 1) < 1e-6


def test_l990_crossing_second_path() -> None:
    """Second path of chenli.display.lemma5.13-q-law-second-moment's crossing. (a) Dense numpy with exact enumeration of
    the conditional law (d = 40, d2 = d3 = 8): Theta = D + a 1_[2] e^T, U_[2] empty (mu = mu' = 1/2), U_[3] two
    coordinates of S_[3]; every T_[2] of size (1 + mu) d2/2 and every T_[3] of size (1 + nu) d3/2 inside S_[3] \\ U_[3]
    enumerated: E[<w, y>^2 | U] = mu^2 d2 ||w||^2. (b) mpmath at the crossing instances from the definitions: n = d2 =
    d3 = sqrt(d), r = d^{1/4}/10, c = sqrt(r)/2, mu the largest slice mean <= c/sqrt(n); hypotheses: ||Theta||_op <= 1 +
    a sqrt(n), ||Theta||_F^2 >= d - 2a, upsilon^2 <= (1 + a)^2 d/(fro2 - op^2)."""
    import mpmath as mp

    rng = np.random.default_rng(5)
    d, n, a = 40, 8, 1.0
    S2, S3 = list(range(24, 32)), list(range(32, 40))
    D = np.diag([(-1.0) ** i for i in range(d)])
    e = rng.choice([-1.0, 1.0], d) / math.sqrt(d)
    one2 = np.zeros(d)
    one2[S2] = 1.0
    T = D + a * np.outer(one2, e)
    U3 = [S3[0], S3[3]]
    v = np.zeros(d)
    v[U3] = 1.0
    keep = np.zeros(d)
    keep[S2 + [j for j in S3 if j not in U3]] = 1.0
    w = keep * (T @ v)
    mu = 0.5  # 6 of 8 positive on S2
    rest3 = [j for j in S3 if j not in U3]
    vals = []
    for T2 in itertools.combinations(S2, 6):
        for T3 in itertools.combinations(rest3, 3):
            y = np.zeros(d)
            y[S2] = -1.0
            y[list(T2)] = 1.0
            y[rest3] = -1.0
            y[list(T3)] = 1.0
            vals.append(float(w @ y) ** 2)
    assert abs(np.mean(vals) - mu * mu * n * float(w @ w)) < 1e-9 * float(w @ w)

    mp.mp.dps = 50
    for dd, lo in ((mp.mpf(10) ** 16, 5.0), (mp.mpf(10) ** 40, 1e8)):
        nn = mp.floor(mp.sqrt(dd))
        r = dd ** mp.mpf(0.25) / 10
        c = mp.sqrt(r) / 2
        half = mp.floor(c * mp.sqrt(nn) / 2)
        mu_ = 2 * half / nn  # slice count n/2 + half (n even), mean 2 half/n <= c/sqrt(n)
        assert nn % 2 == 0 and mu_ <= c / mp.sqrt(nn)
        op = 1 + a * mp.sqrt(nn)
        fro2 = dd - 2 * a
        ups = mp.sqrt((1 + a) ** 2 * dd / (fro2 - op**2))
        assert r <= fro2 / op**2 - 1 and ups <= mp.sqrt(dd) / (10 * r * r) and 1 <= c <= mp.sqrt(min(r, nn)) / 2
        ratio = mu_ * mu_ * nn / (1 + c * c / r)
        assert ratio > lo
        mod = M._l990_parts({"d": int(dd), "nfrac": 1.0, "cfrac": 1.0, "a": 1.0})
        assert mod["terms"]["ratio"] / float(mu_ * mu_ * nn) > 0.5


def test_l960_crossing_second_path() -> None:
    """Second path of chenli.eq39's crossing, by sampling from the definitions (numpy binomials, no claim code for the
    value): Theta = D + e 1_[3]^T (e_i = +-1/sqrt(d)), U_[3] = S_[3] (nu = -1, nu' = 1), d2 = 4, c = 1, |U_[2]| = 2,
    d3 = 2 floor(2 d^{3/4}): y_[0]^T Theta v = d3 <y_[0], e> = d3 R/sqrt(d), R a sum of d1 = d - d2 - d3 signs.
    Hypotheses as in test_l972_crossing_second_path; the empirical P[|.| > threshold] is ~1 >> 1/t^2."""
    import mpmath as mp

    rng = np.random.default_rng(39)
    for d, t in ((10**10, 10.0), (10**12, 10.0), (10**12, 100.0)):
        d2, c, d3 = 4, 1.0, 2 * math.floor(2 * d**0.75)
        dm = mp.mpf(d)
        fro2 = dm + d3
        op = 1 + mp.sqrt(d3)
        ups = mp.sqrt(4 * dm / (fro2 - op**2))
        r = dm ** mp.mpf(0.25) / 10
        assert r <= fro2 / op**2 - 1 and ups <= mp.sqrt(dm) / (10 * r * r) and 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2
        thr = float(t * mp.sqrt((c / mp.sqrt(d2) + c * c / r + d3 * ups * ups / dm) * fro2))
        d1 = d - d2 - d3
        R = 2.0 * rng.binomial(d1, 0.5, size=20000) - d1
        p_hat = float(np.mean(d3 * np.abs(R) / math.sqrt(d) > thr))
        assert p_hat > 0.9 > 1 / t**2
    inst = {"d": 10**12, "d2": 4, "d3frac": 0.4, "cfrac": 0.0, "a": 1.0, "mu_pair": (-1, 1), "nu_pair": (-1, 1),
            "t": 10.0}
    meas = M._l960_measure(inst, None)
    assert meas.lhs > 100 * M.L960.bound(**meas.quantities)


def test_l956_quantile_against_sampling() -> None:
    """chenli.eq38's exact quantile against sampled binomials (y_[0]^T Theta v = a k3 R/sqrt(d), R = 2B - d1)."""
    inst = {"d": 10**10, "d2": 16, "d3frac": 1.0, "cfrac": 1.0, "a": 1.0, "mu_pair": (-1, 1), "nu_pair": (-1, 1),
            "t": 3.0}
    meas = M._l956_measure(inst, None)
    k3, d1 = meas.terms["k3"], meas.terms["d1"]
    R = 2.0 * np.random.default_rng(38).binomial(d1, 0.5, size=40000) - d1
    emp = float(np.quantile(np.abs(R), 1 - 1 / 9)) * k3 / math.sqrt(inst["d"])
    assert abs(emp / meas.lhs - 1) < 0.05
    assert meas.lhs <= M.L956.bound(**meas.quantities)


def test_l980_crossing_second_path() -> None:
    """Second path of chenli.eq41's crossing, from the definitions with dense numpy (no claim code for the value):
    Theta = D + e 1_[3]^T (D_ii = (-1)^i, e_i = D_ii s_i/sqrt(d) with random signs s), U_[3] = S_[3] (nu = -1, nu' = 1),
    d2 = 4, c = 1, U_[2] a random half of S_[2] (mu = -1/2 -> mu' = 1/2). ||Theta (1_U2 + 1_U3)|| is computed for many
    random U_[2]; every draw exceeds the threshold of (41) at s = 2, so P[exceed] = 1 > 1/s^2. Hypotheses (Assumption
    3's stable rank, (8)'s r_Theta <= d^{1/4}/10, upsilon <= sqrt(d)/(10 r^2)) are checked on the dense matrix (the
    Pi_S^perp clause of Assumption 4 by its analytic bound, as in test_l972_crossing_second_path)."""
    rng = np.random.default_rng(41)
    d = 10**8
    d2, c = 4, 1.0
    d3 = 2 * math.floor(d**0.75 / 20)  # d3 = 1e5 (a twentieth of 10 d^{3/4}: still ratio ~ 1e5/1.5e4)
    n = 1 + d2 + d3 + 3000  # the coordinates touched: S_[2], S_[3], a few of S_[1] (the rest of Theta is D)
    diag = np.where(np.arange(n) % 2 == 0, 1.0, -1.0)
    e_loc = diag * rng.choice([-1.0, 1.0], size=n) / math.sqrt(d)
    # ||Theta||_F^2 = d + d3 ||e||^2 + 2 sum_{j in S3} D_jj e_j = d + d3 + O(d3/sqrt(d)): e has d entries of size 1/sqrt(d)
    fro2 = d + d3 + 2 * d3 / math.sqrt(d)
    op = 1 + math.sqrt(d3)
    r = d**0.25 / 10
    ups = math.sqrt(4 * d / (fro2 - op**2))
    assert r <= fro2 / op**2 - 1 and ups <= math.sqrt(d) / (10 * r * r) and 1 <= c <= math.sqrt(min(r, d2, d3)) / 2
    s = 2.0
    thr = s * math.sqrt((c / math.sqrt(d2) + c * c / r + d3 * ups * ups / d) * fro2)
    S2 = np.arange(1, 1 + d2)
    S3 = np.arange(1 + d2, 1 + d2 + d3)
    out_e_norm2 = 1.0 - float(np.sum(e_loc**2))  # e's mass on the untouched coordinates (where Theta v is d3 e_i)
    norms = []
    for _ in range(200):
        v = np.zeros(n)
        v[rng.choice(S2, size=2, replace=False)] = 1.0
        v[S3] = 1.0
        tv = diag * v + e_loc * v[S3].sum()
        norms.append(math.sqrt(float(tv @ tv) + d3 * d3 * out_e_norm2))
    assert min(norms) > thr, (min(norms), thr)
    inst = {"d": d, "d2": 4, "d3frac": 0.05, "cfrac": 0.0, "a": 1.0, "mu_pair": (-1, 1), "nu_pair": (-1, 1), "s": s}
    meas = M._l980_measure(inst, None)
    assert meas.lhs > M.L980.bound(**meas.quantities)


def test_l1000_crossing_second_path() -> None:
    """Second path of chenli.eq42's crossing (mpmath, from the definitions, no claim code for the value): Theta = D + a
    1_[2] e^T, D_ii = +-1, |e_j| = 1/sqrt(d) with e_j = +1/sqrt(d) on the k3 coordinates of U_[3] (U_[2] empty: mu =
    mu'), d = 1e16, d2 = d3 = n = d/4, a^2 = 2/1000, c = sqrt(1000)/2, s = 1. Theta v = D 1_U3 + a (k3/sqrt(d)) 1_[2],
    so w = a k3/sqrt(d) 1_[2] (zero on S_[3] \\ U_[3]); y on S_[2] has exactly (1 + mu) n/2 entries +1, so <w, y> =
    a k3 mu n/sqrt(d) exactly. Hypotheses by inequalities that hold for every sign pattern: ||Theta||_F^2 within
    d + a^2 n +- 2 a n/sqrt(d), ||Theta||_op <= 1 + a sqrt(n), rows/columns (and the Pi_S^perp columns) of norm
    <= 1 + a."""
    import mpmath as mp

    mp.mp.dps = 40
    d = mp.mpf(10) ** 16
    n = d / 4
    a = mp.sqrt(mp.mpf(2) / 1000)
    r = d ** mp.mpf(0.25) / 10  # 1000
    c = mp.sqrt(r) / 2
    fro2_lo, fro2_hi = d + a * a * n - 2 * a * n / mp.sqrt(d), d + a * a * n + 2 * a * n / mp.sqrt(d)
    op2 = (1 + a * mp.sqrt(n)) ** 2
    ups = mp.sqrt((1 + a) ** 2 * d / (fro2_lo - op2))  # an upper bound on every upsilon part
    assert r <= (fro2_lo - op2) / op2 and r <= d ** mp.mpf(0.25) / 10 and ups <= mp.sqrt(d) / (10 * r * r)
    assert 1 <= c <= mp.sqrt(min(r, n)) / 2
    m = int(n)
    half = m // 2
    k3 = 2 * int(mp.floor(c * mp.sqrt(n) / 2))  # nu = -k3/n -> nu' = k3/n: |nu|, |nu'| <= c/sqrt(d3)
    a2 = half + int(mp.floor(c * mp.sqrt(n) / 2))  # mu = mu' = (2 a2 - n)/n <= c/sqrt(d2)
    mu = (2 * a2 - n) / n
    assert abs(mu) <= c / mp.sqrt(n) and mp.mpf(k3) / n <= c / mp.sqrt(n)
    w0 = a * k3 / mp.sqrt(d)
    w2 = w0 * w0 * n
    cond = (w0 * mu * n) ** 2  # E[<w, y>^2 | U]: <w, y> is deterministic given U
    X = c / mp.sqrt(n) + c * c / r
    assert k3 + w2 <= X * fro2_lo  # the event (40) with s = 1
    bound = (1 + c * c / r) * X * fro2_hi
    assert cond > 10 * bound
    inst = {"d": 10**16, "nfrac": 1.0, "cfrac": 1.0, "a": 0.0, "afrac": 1.0, "n_big": True, "s": 1.0}
    meas = M._l1000_measure(inst, None)
    assert meas.lhs > 10 * M.L1000.bound(**meas.quantities)
