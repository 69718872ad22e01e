"""Mixed polynomials on products of spheres and Gaussian space (Lemma 14 of Nichani, Lee & Bietti, App. F).

A :class:`MixedPoly` is a polynomial in independent scalar variables, each one of

- ``gauss``: a standard Gaussian coordinate g (degree 1 on R^m);
- ``coord``: a sphere coordinate <u, e_1>, u uniform on S^{d-1} (degree 1 on S^{d-1});
- ``inner``: an inner product <u_c, u_l> of two independent uniform points of S^{d-1} (degree 2 on (S^{d-1})^2).

Inner products come in *stars*: a centre sphere u_c with leaves u_1..u_r gives the variables <u_c, u_1>, ..., <u_c,
u_r>, which are mutually independent (given u_c each is a coordinate of an independent uniform vector, with a law
that does not depend on u_c) and each distributed as u_1 on S^{d-1}. So products such as <u, v> <u, w> (a shared
sphere), <u, v>^2 g (sphere x Gaussian) and sums of them over several spheres are drawn with an exact law.

Moments are exact (rationals): E g^e = (e - 1)!! for even e, E t^e = prod_{i < e/2} (2i + 1)/(d + 2i) for a sphere
coordinate or inner product t (even e; odd moments vanish). P(f <= 0) is estimated by Monte Carlo in torch: a
sphere coordinate is sampled as sign * sqrt(Beta(1/2, (d-1)/2)) (d = 1: a random sign).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import torch

DEGREE = {"gauss": 1, "coord": 1, "inner": 2}


@dataclass(frozen=True)
class MixedPoly:
    """f = const + sum_j coef[j] prod_v X_v^exps[j][v] over independent variables of ``kinds`` (dimension d)."""

    kinds: tuple[str, ...]
    d: int
    coefs: tuple[float, ...]
    exps: tuple[tuple[int, ...], ...]
    const: float = 0.0

    @property
    def degree(self) -> int:
        """Total degree as a polynomial on (S^{d-1})^k x R^m (an inner product counts 2)."""
        return max((sum(DEGREE[k] * e for k, e in zip(self.kinds, ex, strict=True)) for ex in self.exps), default=0)

    def moment(self, kind: str, e: int) -> Fraction:
        """E X^e for one variable of ``kind``, exactly."""
        if e % 2:
            return Fraction(0)
        out = Fraction(1)
        for i in range(e // 2):
            out *= (2 * i + 1) if kind == "gauss" else Fraction(2 * i + 1, self.d + 2 * i)
        return out

    def _mono_mean(self, ex: tuple[int, ...]) -> Fraction:
        out = Fraction(1)
        for k, e in zip(self.kinds, ex, strict=True):
            out *= self.moment(k, e)
        return out

    def mean_var_exact(self) -> tuple[Fraction, Fraction]:
        """(E f, Var f) in rationals (the coefficients' float values taken exactly)."""
        cs = [Fraction(c) for c in self.coefs]
        mean = Fraction(self.const) + sum((c * self._mono_mean(ex) for c, ex in zip(cs, self.exps, strict=True)),
                                          Fraction(0))
        centred = mean - Fraction(self.const)
        sq = Fraction(0)
        for ci, ei in zip(cs, self.exps, strict=True):
            for cj, ej in zip(cs, self.exps, strict=True):
                sq += ci * cj * self._mono_mean(tuple(a + b for a, b in zip(ei, ej, strict=True)))
        return mean, sq - centred * centred

    def sample_prob_nonpos(self, n: int, seed: int, chunk: int = 1 << 17) -> tuple[int, int]:
        """(number of f <= 0, n) over n Monte Carlo draws (float64, CPU); the variables are drawn by a numpy
        generator seeded by ``seed`` (numpy's Beta sampler is several times faster than torch's), f is
        evaluated in torch."""
        rng = np.random.default_rng(seed)
        hits, done = 0, 0
        while done < n:
            b = min(chunk, n - done)
            cols = []
            for k in self.kinds:
                if k == "gauss":
                    cols.append(rng.standard_normal(b))
                elif self.d == 1:
                    cols.append(rng.integers(0, 2, b) * 2.0 - 1.0)
                else:
                    cols.append((rng.integers(0, 2, b) * 2.0 - 1.0) * np.sqrt(rng.beta(0.5, (self.d - 1) / 2, b)))
            X = torch.as_tensor(np.stack(cols, 1) if cols else np.zeros((b, 0)), dtype=torch.float64)
            f = torch.full((b,), float(self.const), dtype=torch.float64)
            for c, ex in zip(self.coefs, self.exps, strict=True):
                term = torch.full((b,), float(c), dtype=torch.float64)
                for v, e in enumerate(ex):
                    if e:
                        term = term * X[:, v] ** e
                f = f + term
            hits += int((f <= 0).sum())
            done += b
        return hits, n


def power_mean_exact(poly: MixedPoly, q: int) -> Fraction:
    """E[f^q] exactly (rationals): f^q expanded over the monomials, each monomial's mean from the exact moments."""
    nv = len(poly.kinds)
    base: dict[tuple[int, ...], Fraction] = {(0,) * nv: Fraction(poly.const)}
    for c, ex in zip(poly.coefs, poly.exps, strict=True):
        base[tuple(ex)] = base.get(tuple(ex), Fraction(0)) + Fraction(c)
    acc: dict[tuple[int, ...], Fraction] = {(0,) * nv: Fraction(1)}
    for _ in range(q):
        nxt: dict[tuple[int, ...], Fraction] = {}
        for ea, ca in acc.items():
            for eb, cb in base.items():
                e = tuple(a + b for a, b in zip(ea, eb, strict=True))
                nxt[e] = nxt.get(e, Fraction(0)) + ca * cb
        acc = nxt
    return sum((c * poly._mono_mean(e) for e, c in acc.items()), Fraction(0))
