"""Round 24 (helper mhgd): the source lines fixed in checks/papers/mhgd/steps_displays.py point at the quoted text of
the seed, and Corollary 5's explicit requirements stay within a constant of the corrected shapes of
mhgd.display.cor2-restates-cor5 along the two limits added as paths (g0 -> inf, i.e. gamma -> 0, and d -> inf),
recomputed here with mpmath from the printed formulas (L1187, L1191-L1193), without the claim's bound code."""

from __future__ import annotations

import re
from pathlib import Path

import mpmath as mp
import pytest

ROOT = Path(__file__).resolve().parents[1]
SEED_FILE = "shared/seeds/004_fdca0756fccde960.txt"  # checks/papers/mhgd/_common.py (not imported: keeps this file fast)
SEED = ROOT / ".." / SEED_FILE


def _claim_block(module: str, cid: str) -> str:
    """The text of a claim's definition in its module (read as text, not imported)."""
    src = (ROOT / "checks" / "papers" / "mhgd" / module).read_text()
    i = src.index(f'    id="{cid}"')
    return src[i:src.index("\n)\n", i)]


def _seed_lines() -> list[str]:
    for p in (SEED, Path("/work") / SEED_FILE):
        if p.exists():
            return p.read_text().splitlines()
    pytest.skip("seed text not available")
    return []


@pytest.mark.parametrize(("cid", "needle"), [
    ("mhgd.display.sec5.2-phiprime0", r"\boldsymbol{\varphi}'(\mathbf{0}) = \mathbf{I}_T - \frac{1}{T}"),
    ("mhgd.display.thm3-eta-or", r"\eta \leq 1 \vee \frac{1}{\rho(\boldsymbol{\theta})}"),
    ("mhgd.eq115", r"y \langle \nabla_{\mathbf{W}} \Phi(\mathbf{X}; \boldsymbol{\theta}^{(1)}), \mathbf{W}_* \rangle"),
])
def test_source_line_holds_the_display(cid: str, needle: str) -> None:
    lines = _seed_lines()
    source = re.search(r"source=f\"([^\"]*)\"", _claim_block("steps_displays.py", cid)).group(1)
    first = int(re.search(r"L(\d+)", source).group(1))
    assert needle in lines[first - 1], (cid, first)


def _cor5(d: mp.mpf, T: mp.mpf, R: mp.mpf, B2: mp.mpf, g0: mp.mpf) -> tuple[mp.mpf, mp.mpf]:
    """Cor. 5 (L1187, L1191-L1193): the sqrt(H) requirement, and rho(K) at H -> infinity (its smallest value)."""
    sqrtH = 256 * d * mp.sqrt(T * d) * R**3 * B2 * (3 * mp.sqrt(d) * R**2 * (4 * g0 + B2) + 1) * g0**2
    alpha = 3 * d * mp.sqrt(d) * R**2 * (3 * mp.sqrt(T) * R**3 * (4 * g0 + B2) + 2 * mp.sqrt(T) * R)
    return sqrtH, T * R**2 / 4 * alpha**2


def test_cor2_corrected_shapes_bounded_along_g0_and_d() -> None:
    mp.mp.dps = 40
    text = (ROOT / "checks" / "papers" / "mhgd" / "r18_mhgd.py").read_text()
    assert 'Direction("g0 -> inf (gamma -> 0)", "g0", INF, how="path"' in text
    assert 'Direction("d -> inf", "d", INF, how="path"' in text
    for T, R, B2 in ((1, 1, 1), (10**6, 1, 1), (1, 10**3, 10**3), (100, 2, 50)):
        T, R, B2 = mp.mpf(T), mp.mpf(R), mp.mpf(B2)
        for d in (1, 10**3, 10**6):
            for g0 in (mp.sqrt(2) / (mp.sqrt(T) * R), mp.mpf(1), mp.mpf(10) ** 8):
                d_ = mp.mpf(d)
                sh, rho = _cor5(d_, T, R, B2, g0)
                rH = sh / (d_**2 * mp.sqrt(T) * R**5 * B2 * g0**2 * (g0 + B2))
                rr = rho / (d_**3 * T**2 * R**12 * (g0 + B2) ** 2)
                assert rH <= 256 * 13  # 256 (3 sqrt(d) R^2 (4 g0 + B2) + 1)/(sqrt(d) R^2 (g0 + B2)) <= 256 (12 + 1)
                assert rr <= mp.mpf(9) / 4 * 14**2  # (9/4)(3 (4 g0 + B2) + 2/R^2)^2/(g0 + B2)^2
    # the printed shapes: as g0 -> inf the ratios fall (g0^3 vs g0^3 for sqrt(H), g0^2 vs g0^4 for rho), so the
    # printed claim's crossing lies where the existing paths put it (T, B2, g0 -> its floor), not along these
    one = mp.mpf(1)
    sh1, rho1 = _cor5(one, one, one, one, mp.mpf(10) ** 2)
    sh2, rho2 = _cor5(one, one, one, one, mp.mpf(10) ** 6)
    assert rho2 / mp.mpf(10) ** 24 < rho1 / mp.mpf(10) ** 8
    assert sh2 / mp.mpf(10) ** 18 < 1.01 * sh1 / mp.mpf(10) ** 6


def test_eq8_corrected_orders_bounded_along_each_noise_side() -> None:
    """mhgd.display.eq8.corrected along Z_mu alone and Z_nu alone (the paths added in round 24): the exact scores
    x_t^T W_* x_t' at the box corner (all noise coefficients at +Z_mu, +Z_nu/M; integers, pattern basis) over the
    corrected shapes S^4 + S^2 (Z_mu + Z_nu) (t' in R) and S^2 Z_mu + Z_mu^2 + Z_mu Z_nu (t' in R^c) stay <= 2."""
    import numpy as np

    T, L, M, S = 6, 2, 4, 3
    for side in ("mu", "nu"):
        ratios = []
        for k in range(0, 7):
            zmu = S * S * 10**k if side == "mu" else S * S
            znu = M * S * S * 10**k if side == "nu" else M * S * S
            Y = np.zeros((T, M + 2), dtype=object)  # coordinates in units of S: x = sum_j Y_j e_j / S
            Y[:L, 0] = S * S  # relevant tokens mu_+ (y = +1)
            Y[L:, 0] = Y[L:, 1] = zmu  # <z, mu_+-> = Z_mu (coordinate Z_mu S / S)
            Y[L:, 2:] = znu // M  # <z, nu_l> = Z_nu / M
            Y[L:, 2] += S * S  # nu_{j_t} = nu_1
            K = np.zeros((M + 2, M + 2), dtype=object)
            K[0, 0] = K[1, 1] = 1
            K[2:, 0] = K[2:, 1] = 1
            r = Y.dot(K).dot(Y.T)  # x_t^T W_* x_t' = (Y/S)^T (S^2 K) (Y/S) (W_* = S^2 K in the unit basis)
            fR = S**4 + S * S * (zmu + znu)
            fRc = S * S * zmu + zmu * zmu + zmu * znu
            ratios.append(max(max(abs(v) for v in r[:, :L].ravel()) / fR, max(abs(v) for v in r[:, L:].ravel()) / fRc))
        assert max(ratios) <= 2 and ratios[-1] >= 1  # bounded, and the corner attains the order


def test_l1247_chain_tight_along_u_star() -> None:
    """mhgd.display.l1247-p1-chain (L1247) recomputed with numpy: ||1_T (zeta/2 u_* + p)^T||_F = sqrt(T) ||zeta/2 u_* +
    p||, equal to (zeta/2) sqrt(T) ||u_*|| + sqrt(T) ||p|| for p along +u_*, and ||u_*|| = sqrt(2) S."""
    import numpy as np

    rng = np.random.default_rng(0)
    for T, S, zeta, c in ((2, 1e-3, 0.5, 0.0), (48, 200.0, 1 / 48, 1e3), (7, 3.0, 3 / 7, 0.2)):
        mu = np.linalg.qr(rng.standard_normal((5, 2)))[0].T * S
        u = mu[0] - mu[1]
        assert np.linalg.norm(u) == pytest.approx(np.sqrt(2) * S, rel=1e-12)
        for p in (c * S * u / np.linalg.norm(u), -c * S * u / np.linalg.norm(u), rng.standard_normal(5)):
            U = np.ones((T, 1)) * (zeta / 2 * u + p)[None, :]
            lhs = np.linalg.norm(U)
            b1 = zeta / 2 * np.sqrt(T) * np.linalg.norm(u) + np.sqrt(T) * np.linalg.norm(p)
            assert lhs <= b1 * (1 + 1e-12)
            assert b1 == pytest.approx(zeta / 2 * np.sqrt(T) * np.sqrt(2) * S + np.sqrt(T) * np.linalg.norm(p))
        p = c * S * u / np.linalg.norm(u)
        assert np.linalg.norm(np.ones((T, 1)) * (zeta / 2 * u + p)[None, :]) == pytest.approx(
            zeta / 2 * np.sqrt(T) * np.linalg.norm(u) + np.sqrt(T) * np.linalg.norm(p), rel=1e-12)
