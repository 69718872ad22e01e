"""Hongkang Li, PhD thesis (RPI 2024), Appendices E and F, round 5 (thesisEF): the printed sides of the step claims
of ``thmcheck.checks.papers.thesis.r5_thesisEF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (float, Fraction or
mpmath: each evaluates in the type it is given).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath


def sum_b(f: Any, ps: tuple) -> Any:
    total: Any = 0
    for p in ps:
        total = total + f(p)
    return total


# (key, lines, where, names, statement, tex, line before '=', line after '=', mutant of the line after '=')
POLY: list[tuple] = [
    ("F.74", "L9645", "(F.74)", ("p",), "2 (3 - 3 p_n(t) - (1 - p_n(t))) = 4 (1 - p_n(t))",
     r"&\geq 2 \cdot (3 - 3p_n(t) - (1 - p_n(t))) \\ &= 4(1 - p_n(t))",
     lambda p: 2 * (3 - 3 * p - (1 - p)), lambda p: 4 * (1 - p), lambda p: 4 * (1 - p) + p),
    ("F.75", "L9649", "(F.75)", ("p",), "2 (3 - 3 p_n(t)) = 6 (1 - p_n(t))",
     r"\leq 2 \cdot (3 - 3p_n(t)) = 6(1 - p_n(t))",
     lambda p: 2 * (3 - 3 * p), lambda p: 6 * (1 - p), lambda p: 6 - 5 * p),
    ("F.78", "L9661", "(F.78)", ("p",), "1 (3 - p_n(t) - (1 - p_n(t))) = 2",
     r"&\geq 1 \cdot (3 - p_n(t) - (1 - p_n(t))) \\ &= 2",
     lambda p: 1 * (3 - p - (1 - p)), lambda p: 2 + 0 * p, lambda p: 2 + p),
    ("F.81", "L9673", "(F.81)", ("p", "alpha", "K", "l"),
     "-4p(1-p)^2 - 4p(1-p)^2 alpha^2/K^2 + (1/l)(1/K - alpha/K)(-4p) + (1/l)(1/K - alpha/K)(1-p)(-2-4p)(K-1) = "
     "-4p(1-p)^2 (1 + alpha^2/K^2) + (2/(lK))(1-alpha)(-(K-1) - (K+1)p + 2p^2(K-1)), p = p_n(t)",
     r"&\leq -4p_n(t)(1 - p_n(t))^2 - 4p_n(t)(1 - p_n(t))^2 \cdot \frac{\alpha^2}{K^2} + \frac{1}{l} \left( "
     r"\frac{1}{K} - \frac{\alpha}{K} \right) (-4p_n(t)) + \frac{1}{l} \left( \frac{1}{K} - \frac{\alpha}{K} \right) "
     r"(1 - p_n(t)) (-2 - 4p_n(t))(K - 1) \\ &= -4p_n(t)(1 - p_n(t))^2 \left( 1 + \frac{\alpha^2}{K^2} \right) + "
     r"\frac{2}{lK} (1 - \alpha) (- (K - 1) - (K + 1)p_n(t) + 2p_n(t)^2(K - 1))",
     lambda p, alpha, K, l: (-4 * p * (1 - p) ** 2 - 4 * p * (1 - p) ** 2 * alpha**2 / K**2
                             + Fraction(1, l) * (Fraction(1, K) - alpha / K) * (-4 * p)
                             + Fraction(1, l) * (Fraction(1, K) - alpha / K) * (1 - p) * (-2 - 4 * p) * (K - 1)),
     lambda p, alpha, K, l: (-4 * p * (1 - p) ** 2 * (1 + alpha**2 / K**2)
                             + Fraction(2, l * K) * (1 - alpha) * (-(K - 1) - (K + 1) * p + 2 * p**2 * (K - 1))),
     lambda p, alpha, K, l: (-4 * p * (1 - p) ** 2 * (1 + alpha**2 / K**2)
                             + Fraction(2, l * K) * (1 - alpha) * (-(K - 1) - K * p + 2 * p**2 * (K - 1)))),
    ("F.83", "L9681", "(F.83)", ("p", "alpha", "K", "l"),
     "-0 p(1-p) + (1-p)^2 (alpha^2/K^2)(+2) + (1/l)(1/K - alpha/K)(-(K-1)) = 2(1-p)^2 alpha^2/K^2 - ((K-1)/l)(1/K - "
     "alpha/K), p = p_n(t)",
     r"& \leq -0 \cdot p_n(t)(1 - p_n(t)) + (1 - p_n(t))^2 \frac{\alpha^2}{K^2} \cdot (+2) + \frac{1}{l} \left( "
     r"\frac{1}{K} - \frac{\alpha}{K} \right) (-(K-1)) \\ & = 2(1 - p_n(t))^2 \frac{\alpha^2}{K^2} - \frac{K-1}{l} "
     r"\left( \frac{1}{K} - \frac{\alpha}{K} \right)",
     lambda p, alpha, K, l: (-0 * p * (1 - p) + (1 - p) ** 2 * alpha**2 / K**2 * 2
                             + Fraction(1, l) * (Fraction(1, K) - alpha / K) * (-(K - 1))),
     lambda p, alpha, K, l: 2 * (1 - p) ** 2 * alpha**2 / K**2 - Fraction(K - 1, l) * (Fraction(1, K) - alpha / K),
     lambda p, alpha, K, l: 2 * (1 - p) ** 2 * alpha**2 / K**2 - Fraction(K, l) * (Fraction(1, K) - alpha / K)),
    ("F.84", "L9685", "(F.84)", ("p", "alpha", "K", "l"),
     "0 - (1-p)^2 alpha^2/K^2 + (1/l)(1/K - alpha/K)(-(K-1)) = -(1-p)^2 alpha^2/K^2 - ((K-1)/l)(1/K - alpha/K)",
     r"& \leq 0 - (1 - p_n(t))^2 \frac{\alpha^2}{K^2} + \frac{1}{l} \left( \frac{1}{K} - \frac{\alpha}{K} \right) "
     r"(-(K-1)) \\ & = -(1 - p_n(t))^2 \frac{\alpha^2}{K^2} - \frac{K-1}{l} \left( \frac{1}{K} - \frac{\alpha}{K} "
     r"\right)",
     lambda p, alpha, K, l: 0 - (1 - p) ** 2 * alpha**2 / K**2 + Fraction(1, l) * (Fraction(1, K) - alpha / K) * (-(K - 1)),
     lambda p, alpha, K, l: -(1 - p) ** 2 * alpha**2 / K**2 - Fraction(K - 1, l) * (Fraction(1, K) - alpha / K),
     lambda p, alpha, K, l: -(1 - p) ** 2 * alpha**2 / K**2 - Fraction(K - 1, l) * (1 - alpha)),
    ("F.87", "L9705-L9709", "(F.87)", ("p",), "2 (3 - p_n(t) - (1 - p_n(t))) = 4",
     r"&\geq 2 \cdot (3 - p_n(t) - (1 - p_n(t))) \\ &= 4",
     lambda p: 2 * (3 - p - (1 - p)), lambda p: 4 + 0 * p, lambda p: 4 + p),
    ("F.90", "L9721", "(F.90)", ("p",), "1 (3 - 3 p_n(t) - (1 - p_n(t))) = 2 (1 - p_n(t))",
     r"&\geq 1 \cdot (3 - 3p_n(t) - (1 - p_n(t))) = 2(1 - p_n(t))",
     lambda p: 1 * (3 - 3 * p - (1 - p)), lambda p: 2 * (1 - p), lambda p: 2 - p),
    ("F.93", "L9733", "(F.93)", ("p",), "1 (3 - (1 - p_n(t))) = 2 + p_n(t)",
     r"\geq 1 \cdot (3 - (1 - p_n(t))) = 2 + p_n(t)",
     lambda p: 1 * (3 - (1 - p)), lambda p: 2 + p, lambda p: 2 + 2 * p),
    ("F.97", "L9755-L9762", "(F.97)", ("p", "alpha", "K", "l"),
     "-2p(1-p)^2 - 2p(1-p)^2 alpha^2/K^2 + (1/l)(1/K - alpha/K)((-1 - 2p)K) = -2p(1-p)^2 (1 + alpha^2/K^2) + "
     "(1/l)(1-alpha)(-1 - 2p), p = p_n(t)",
     r"& \leq -2p_n(t)(1-p_n(t))^2 - 2p_n(t)(1-p_n(t))^2 \cdot \frac{\alpha^2}{K^2} + \frac{1}{l} \left( \frac{1}{K} "
     r"- \frac{\alpha}{K} \right) ((-1 - 2p_n(t))K) \\ & = -2p_n(t)(1-p_n(t))^2 \left( 1 + \frac{\alpha^2}{K^2} "
     r"\right) + \frac{1}{l}(1-\alpha)(-1 - 2p_n(t))",
     lambda p, alpha, K, l: (-2 * p * (1 - p) ** 2 - 2 * p * (1 - p) ** 2 * alpha**2 / K**2
                             + Fraction(1, l) * (Fraction(1, K) - alpha / K) * ((-1 - 2 * p) * K)),
     lambda p, alpha, K, l: -2 * p * (1 - p) ** 2 * (1 + alpha**2 / K**2) + Fraction(1, l) * (1 - alpha) * (-1 - 2 * p),
     lambda p, alpha, K, l: -2 * p * (1 - p) ** 2 * (1 + alpha**2 / K**2) + Fraction(1, l) * (1 - alpha) * (-1 - p)),
    ("F.98", "L9764-L9771", "(F.98)", ("p", "alpha", "K", "l"),
     "p(1-p)^2 + p(1-p)^2 alpha^2/K^2 + (1/l)(1-alpha)(-1 - 2p) = p(1-p)^2 (1 + alpha^2/K^2) - (1/l)(1-alpha)(1 + 2p)",
     r"& \leq p_n(t)(1-p_n(t))^2 + p_n(t)(1-p_n(t))^2 \frac{\alpha^2}{K^2} + \frac{1}{l}(1-\alpha)(-1 - 2p_n(t)) \\ "
     r"& = p_n(t)(1-p_n(t))^2 \left( 1 + \frac{\alpha^2}{K^2} \right) - \frac{1}{l}(1-\alpha)(1 + 2p_n(t))",
     lambda p, alpha, K, l: (p * (1 - p) ** 2 + p * (1 - p) ** 2 * alpha**2 / K**2
                             + Fraction(1, l) * (1 - alpha) * (-1 - 2 * p)),
     lambda p, alpha, K, l: p * (1 - p) ** 2 * (1 + alpha**2 / K**2) - Fraction(1, l) * (1 - alpha) * (1 + 2 * p),
     lambda p, alpha, K, l: p * (1 - p) ** 2 * (1 + alpha**2 / K) - Fraction(1, l) * (1 - alpha) * (1 + 2 * p)),
    ("F.100", "L9777-L9787", "(F.100) (its last '=')", ("p", "alpha", "K", "M"),
     "(1/(KM))(-4 - 2(K-1)(1-p)(1 + alpha^2/K^2)) p(1-p) + (1/K - 1/M) p(1-p)^2 (1 + alpha^2/K^2) = (1/(KM))(-4 - "
     "(3K-2)(1-p)(1 + alpha^2/K^2)) p(1-p) + (1/K) p(1-p)^2 (1 + alpha^2/K^2), p = p_n(t) (one summand of "
     "eta (1/B) sum_n)",
     r"&\leq \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( \frac{1}{KM} (-4 - 2(K-1)(1-p_n(t))(1+\frac{\alpha^2}"
     r"{K^2})) p_n(t)(1-p_n(t)) + (\frac{1}{K} - \frac{1}{M}) p_n(t)(1-p_n(t))^2 (1+\frac{\alpha^2}{K^2}) \right) \\ "
     r"&= \eta \cdot \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( \frac{1}{KM} (-4 - (3K-2)(1-p_n(t))(1+\frac{\alpha^2}"
     r"{K^2})) p_n(t)(1-p_n(t)) + \frac{1}{K} p_n(t)(1-p_n(t))^2 (1+\frac{\alpha^2}{K^2}) \right)",
     lambda p, alpha, K, M: (Fraction(1, K * M) * (-4 - 2 * (K - 1) * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p)
                             + (Fraction(1, K) - Fraction(1, M)) * p * (1 - p) ** 2 * (1 + alpha**2 / K**2)),
     lambda p, alpha, K, M: (Fraction(1, K * M) * (-4 - (3 * K - 2) * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p)
                             + Fraction(1, K) * p * (1 - p) ** 2 * (1 + alpha**2 / K**2)),
     lambda p, alpha, K, M: (Fraction(1, K * M) * (-4 - (2 * K - 2) * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p)
                             + Fraction(1, K) * p * (1 - p) ** 2 * (1 + alpha**2 / K**2))),
    ("F.101", "L9789-L9799", "(F.101) (its '=')", ("p", "alpha", "K", "M"),
     "(1/(KM))(-4 - (3K-2)(1-p)(1 + alpha^2/K^2)) p(1-p) + (1/K) p(1-p)^2 (1 + alpha^2/K^2) + (1/K)(1-p)^2 (-p + (1-p) "
     "alpha^2/K^2) = (1/(KM))(-4 - (3K-2)(1-p)(1 + alpha^2/K^2)) p(1-p) + (alpha^2/K^3)(1-p)^2, p = p_n(t)",
     r"&\geq \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( \frac{1}{KM} (-4 - (3K-2)(1-p_n(t))(1+\frac{\alpha^2}"
     r"{K^2})) p_n(t)(1-p_n(t)) + \frac{1}{K} p_n(t)(1-p_n(t))^2 (1+\frac{\alpha^2}{K^2}) + \frac{1}{K} \cdot "
     r"(1-p_n(t))^2 (-p_n(t) + (1-p_n(t)) \frac{\alpha^2}{K^2}) \right) \\ &= \eta \cdot \frac{1}{B} \sum_{n \in "
     r"\mathcal{B}_b} \left( \frac{1}{KM} (-4 - (3K-2)(1-p_n(t))(1+\frac{\alpha^2}{K^2})) p_n(t)(1-p_n(t)) + "
     r"\frac{\alpha^2}{K^3} (1-p_n(t))^2 \right)",
     lambda p, alpha, K, M: (Fraction(1, K * M) * (-4 - (3 * K - 2) * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p)
                             + Fraction(1, K) * p * (1 - p) ** 2 * (1 + alpha**2 / K**2)
                             + Fraction(1, K) * (1 - p) ** 2 * (-p + (1 - p) * alpha**2 / K**2)),
     lambda p, alpha, K, M: (Fraction(1, K * M) * (-4 - (3 * K - 2) * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p)
                             + alpha**2 / K**3 * (1 - p) ** 2),
     lambda p, alpha, K, M: (Fraction(1, K * M) * (-4 - (3 * K - 2) * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p)
                             + alpha**2 / K**2 * (1 - p) ** 2)),
    ("F.102", "L9801", "(F.102)", ("p",), "2 (3 - p_n(t) - (1 - p_n(t))) = 4",
     r"&\geq 2 \cdot (3 - p_n(t) - (1 - p_n(t))) \\ &= 4",
     lambda p: 2 * (3 - p - (1 - p)), lambda p: 4 + 0 * p, lambda p: 4 - p),
    ("F.105", "L9813", "(F.105)", ("p",), "1 (3 - (1 - p_n(t))) = 2 + p_n(t)",
     r"&\geq 1 \cdot (3 - (1 - p_n(t))) = 2 + p_n(t)",
     lambda p: 1 * (3 - (1 - p)), lambda p: 2 + p, lambda p: 3 - p),
    ("F.112", "L9845-L9851", "(F.112)", ("p", "alpha", "K", "l"),
     "-p(1-p)(-1+p) + p(1-p)^2 alpha^2/K^2 + (1/l)(1/K - alpha/K) K(-1+p) = p(1-p)^2 (alpha^2/K^2 + 1) + (1/l)(1-alpha)"
     "(-1+p), p = p_n(t)",
     r"& \leq -p_n(t)(1-p_n(t))(-1+p_n(t)) + p_n(t)(1-p_n(t))^2 \cdot \frac{\alpha^2}{K^2} + \frac{1}{l} \left( "
     r"\frac{1}{K} - \frac{\alpha}{K} \right) \\ & K(-1+p_n(t)) \\ & = p_n(t)(1-p_n(t))^2 \left( "
     r"\frac{\alpha^2}{K^2} + 1 \right) + \frac{1}{l}(1-\alpha)(-1+p_n(t))",
     lambda p, alpha, K, l: (-p * (1 - p) * (-1 + p) + p * (1 - p) ** 2 * alpha**2 / K**2
                             + Fraction(1, l) * (Fraction(1, K) - alpha / K) * K * (-1 + p)),
     lambda p, alpha, K, l: p * (1 - p) ** 2 * (alpha**2 / K**2 + 1) + Fraction(1, l) * (1 - alpha) * (-1 + p),
     lambda p, alpha, K, l: p * (1 - p) ** 2 * (alpha**2 / K**2 - 1) + Fraction(1, l) * (1 - alpha) * (-1 + p)),
    ("F.113", "L9855-L9860", "(F.113)", ("p", "alpha", "K", "l"),
     "-(1-p)^2 alpha^2/K^2 - 0 + (1/l)(1/K - alpha/K)(-K+1) = -(1-p)^2 alpha^2/K^2 - ((K-1)/(Kl))(1-alpha)",
     r"& \leq -(1-p_n(t))^2 \frac{\alpha^2}{K^2} - 0 + \frac{1}{l} \left( \frac{1}{K} - \frac{\alpha}{K} \right) "
     r"(-K+1) \\ & = -(1-p_n(t))^2 \frac{\alpha^2}{K^2} - \frac{K-1}{Kl} (1-\alpha)",
     lambda p, alpha, K, l: -(1 - p) ** 2 * alpha**2 / K**2 - 0 + Fraction(1, l) * (Fraction(1, K) - alpha / K) * (-K + 1),
     lambda p, alpha, K, l: -(1 - p) ** 2 * alpha**2 / K**2 - Fraction(K - 1, K * l) * (1 - alpha),
     lambda p, alpha, K, l: -(1 - p) ** 2 * alpha**2 / K**2 - Fraction(K - 1, l) * (1 - alpha)),
    ("F.117", "L9888", "(F.117)", ("p",), "2 (3 - (1 - p_n(t))) = 4 + 2 p_n(t)",
     r"\geq 2 \cdot (3 - (1 - p_n(t))) = 4 + 2p_n(t)",
     lambda p: 2 * (3 - (1 - p)), lambda p: 4 + 2 * p, lambda p: 4 + p),
    ("F.120", "L9900", "(F.120)", ("p",), "1 (3 - p_n(t) - (1 - p_n(t))) = 2",
     r"\geq 1 \cdot (3 - p_n(t) - (1 - p_n(t))) = 2",
     lambda p: 1 * (3 - p - (1 - p)), lambda p: 2 + 0 * p, lambda p: 3 - p),
    ("F.123", "L9912", "(F.123)", ("p",), "1 (3 - (1 - p_n(t))) = 2 + p_n(t)",
     r"\geq 1 \cdot (3 - (1 - p_n(t))) = 2 + p_n(t)",
     lambda p: 1 * (3 - (1 - p)), lambda p: 2 + p, lambda p: 2 + p * p),
    ("F.127", "L9935-L9940", "(F.127)", ("p", "alpha", "K", "l"),
     "0 + p(1-p)^2 (alpha^2/K^2)(-1) + (1/l)(1/K - alpha/K)(-K) = -p(1-p)^2 alpha^2/K^2 + (1/l)(1-alpha)(-1)",
     r"& \leq 0 + p_n(t)(1-p_n(t))^2 \cdot \frac{\alpha^2}{K^2} \cdot (-1) + \frac{1}{l} \left( \frac{1}{K} - "
     r"\frac{\alpha}{K} \right) (-K) \\ & = -p_n(t)(1-p_n(t))^2 \frac{\alpha^2}{K^2} + \frac{1}{l}(1-\alpha)(-1)",
     lambda p, alpha, K, l: 0 + p * (1 - p) ** 2 * alpha**2 / K**2 * (-1) + Fraction(1, l) * (Fraction(1, K) - alpha / K) * (-K),
     lambda p, alpha, K, l: -p * (1 - p) ** 2 * alpha**2 / K**2 + Fraction(1, l) * (1 - alpha) * (-1),
     lambda p, alpha, K, l: -p * (1 - p) ** 2 * alpha**2 / K**2 + Fraction(1, l * K) * (1 - alpha) * (-1)),
    ("F.128", "L9944-L9950", "(F.128)", ("p", "alpha", "K", "l"),
     "-(1-p)p(-1+p) + p(1-p)^2 alpha^2/K^2 + (1/l)(1/K - alpha/K)(-1+p)K = (1-p)^2 p (1 + alpha^2/K^2) + (1/l)(1-alpha)"
     "(-1+p)",
     r"& \leq -(1-p_n(t))p_n(t)(-1+p_n(t)) + p_n(t)(1-p_n(t))^2 \frac{\alpha^2}{K^2} \\ & + \frac{1}{l} \left( "
     r"\frac{1}{K} - \frac{\alpha}{K} \right) (-1+p_n(t))K \\ & = (1-p_n(t))^2 p_n(t) \left( 1 + \frac{\alpha^2}{K^2} "
     r"\right) + \frac{1}{l}(1-\alpha)(-1+p_n(t))",
     lambda p, alpha, K, l: (-(1 - p) * p * (-1 + p) + p * (1 - p) ** 2 * alpha**2 / K**2
                             + Fraction(1, l) * (Fraction(1, K) - alpha / K) * (-1 + p) * K),
     lambda p, alpha, K, l: (1 - p) ** 2 * p * (1 + alpha**2 / K**2) + Fraction(1, l) * (1 - alpha) * (-1 + p),
     lambda p, alpha, K, l: (1 - p) ** 2 * p * (1 + alpha**2 / K**2) + Fraction(1, l) * (1 - alpha) * (-1 - p)),
    ("F.134", "L9980", "(F.134) (its '=')", ("ps", "alpha", "K", "eta"),
     "eta sum_{b=0}^t ((1-p_n(b))^2 alpha^2/K^3 + (alpha^2/K^3)(1-p_n(b))^2) = eta sum_{b=0}^t (1-p_n(b))^2 2 alpha^2/K^3",
     r"\eta \sum_{b=0}^t ((1 - p_n(b))^2 \frac{\alpha^2}{K^3} + \frac{\alpha^2}{K^3} (1 - p_n(b))^2) = \eta "
     r"\sum_{b=0}^t (1 - p_n(b))^2 \frac{2\alpha^2}{K^3}",
     lambda ps, alpha, K, eta: eta * sum_b(lambda p: (1 - p) ** 2 * alpha**2 / K**3 + alpha**2 / K**3 * (1 - p) ** 2, ps),
     lambda ps, alpha, K, eta: eta * sum_b(lambda p: (1 - p) ** 2 * 2 * alpha**2 / K**3, ps),
     lambda ps, alpha, K, eta: eta * sum_b(lambda p: (1 - p) ** 2 * 2 * alpha**2 / K**2, ps)),
    ("F.138", "L9992-L9996", "(F.138) (its '=')", ("ps", "alpha", "K", "M", "eta"),
     "-sum_{b=0}^t (eta/M)((-4 - (3K-2)(1-p)(1 + alpha^2/K^2)) p(1-p) - (2-K)(1 + alpha^2/K^2) p(1-p)^2) = "
     "sum_{b=0}^t (eta/M)(4 + 2K(1-p)(1 + alpha^2/K^2)) p(1-p), p = p_n(b)",
     r"s_4 &\geq - \sum_{b=0}^t \frac{\eta}{M} ((-4 - (3K - 2)(1 - p_n(b))(1 + \frac{\alpha^2}{K^2}))p_n(b)(1 - p_n(b)) "
     r"- (2 - K)(1 + \frac{\alpha^2}{K^2})p_n(b)(1 - p_n(b))^2) \\ &= \sum_{b=0}^t \frac{\eta}{M} (4 + 2K(1 - p_n(b))"
     r"(1 + \frac{\alpha^2}{K^2}))p_n(b)(1 - p_n(b))",
     lambda ps, alpha, K, M, eta: -sum_b(lambda p: eta / M * ((-4 - (3 * K - 2) * (1 - p) * (1 + alpha**2 / K**2))
                                                               * p * (1 - p)
                                                               - (2 - K) * (1 + alpha**2 / K**2) * p * (1 - p) ** 2), ps),
     lambda ps, alpha, K, M, eta: sum_b(lambda p: eta / M * (4 + 2 * K * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p),
                                         ps),
     lambda ps, alpha, K, M, eta: sum_b(lambda p: eta / M * (4 + (2 * K - 2) * (1 - p) * (1 + alpha**2 / K**2))
                                         * p * (1 - p), ps)),
]


def f24_bound(u: float, alpha: float) -> float:
    """(F.24)'s right side with constant 1: 1 - ((1 - alpha)/alpha) e^{-u}."""
    return 1 - (1 - alpha) / alpha * math.exp(-u) if not isinstance(u, mpmath.mpf) else \
        1 - (1 - alpha) / alpha * mpmath.exp(-u)


def f24_mutant(u: float, alpha: float) -> float:
    """Wrong: half the deficit, 1 - ((1 - alpha)/(2 alpha)) e^{-u}."""
    return 1 - (1 - alpha) / (2 * alpha) * (mpmath.exp(-u) if isinstance(u, mpmath.mpf) else math.exp(-u))


def f27_link1_bound(t: int) -> float:
    """(F.27)'s middle: 1/(2t)."""
    return 1 / (2 * t) if not isinstance(t, mpmath.mpf) else 1 / (2 * t)


def f27_link1_mutant(t: int) -> float:
    """Wrong: 1/(3t)."""
    return 1 / (3 * t)


def f27_link2_bound(t: int, eta: float, alpha: float, K: int, M: int) -> Any:
    """(F.27)'s right side: (eta/(KM)) ((1-alpha)/alpha)^2 e^{-log(eta (1-alpha)^2 t/(alpha^2 K M))}."""
    lg = mpmath.log if isinstance(eta, mpmath.mpf) else math.log
    ex = mpmath.exp if isinstance(eta, mpmath.mpf) else math.exp
    return eta / (K * M) * ((1 - alpha) / alpha) ** 2 * ex(-lg(eta * (1 - alpha) ** 2 * t / (alpha**2 * K * M)))


def f27_link2_mutant(t: int, eta: float, alpha: float, K: int, M: int) -> Any:
    """Wrong: the right side over 3 (1/(3t) < 1/(2t))."""
    return f27_link2_bound(t, eta, alpha, K, M) / 3


def f28_bound(eps: float) -> float:
    """(F.28)'s right side: epsilon."""
    return eps


def f28_mutant(eps: float) -> float:
    """Wrong: epsilon/2."""
    return eps / 2


def f30_bound(eps: Any, alpha: Any) -> Any:
    """(F.30)'s right side: (1/2) log(1/epsilon) + log((1-alpha)/alpha)."""
    lg = mpmath.log if isinstance(eps, mpmath.mpf) else math.log
    return lg(1 / eps) / 2 + lg((1 - alpha) / alpha)


def f30_mutant(eps: Any, alpha: Any) -> Any:
    """Wrong: log(1/epsilon) in place of (1/2) log(1/epsilon)."""
    lg = mpmath.log if isinstance(eps, mpmath.mpf) else math.log
    return lg(1 / eps) + lg((1 - alpha) / alpha)


def e56_printed(gprev: Any, Sprev: Any, h: Any) -> Any:
    """(E.56)'s end: gamma_{T-1} e^{-eta^2 Delta_T^2 (2 gamma_{T-1} sum_{b=0}^{T-2} gamma_b + gamma_{T-1}^2)}."""
    ex = mpmath.exp if isinstance(h, mpmath.mpf) else math.exp
    return gprev * ex(-h**2 * (2 * gprev * Sprev + gprev**2))


def e56_mutant(gprev: Any, Sprev: Any, h: Any) -> Any:
    """Wrong (for the reading with equality at every step): gamma_{T-1} e^{-2 h^2 (...)}, twice the exponent."""
    ex = mpmath.exp if isinstance(h, mpmath.mpf) else math.exp
    return gprev * ex(-2 * h**2 * (2 * gprev * Sprev + gprev**2))


def e100_shape(M2: int) -> float:
    """(E.100)'s printed shape of the deficit: 1/M2."""
    return 1 / M2


def e100_mutant_square(M2: int) -> float:
    """Wrong: 1/M2^2."""
    return 1 / M2**2


def e100_mutant_power(M2: int) -> float:
    """Wrong: 1/M2^{1.5}."""
    return M2**-1.5


def e107_lines(M1: Any, alpha: Any, alphap: Any, eps: Any, sqrt: Any) -> tuple:
    a, b, c = 2 / (alphap * M1), 1 / sqrt(M1), 2 / (alpha * M1)
    line1 = 1 - (1 - a) * (1 - eps) / (1 - c) * (1 - b)
    line2 = 1 - (1 - a) * (1 - eps) * (1 - b)
    line3 = 1 - (1 - a - eps - b)
    return line1, line2, line3


def e107_line2(M1: Any, alpha: Any, alphap: Any, eps: Any) -> Any:
    """(E.107)'s second line: 1 - (1 - 2/(alpha' M1))(1 - eps)(1 - 1/sqrt(M1))."""
    sqrt = mpmath.sqrt if isinstance(eps, mpmath.mpf) else math.sqrt
    return e107_lines(M1, alpha, alphap, eps, sqrt)[1]


def e107_line3(M1: Any, alpha: Any, alphap: Any, eps: Any) -> Any:
    """(E.107)'s third line: 1 - (1 - 2/(alpha' M1) - eps - 1/sqrt(M1))."""
    sqrt = mpmath.sqrt if isinstance(eps, mpmath.mpf) else math.sqrt
    return e107_lines(M1, alpha, alphap, eps, sqrt)[2]


def e107_line2_mutant(M1: Any, alpha: Any, alphap: Any, eps: Any) -> Any:
    """Wrong: the second line without the factor (1 - eps)."""
    sqrt = mpmath.sqrt if isinstance(eps, mpmath.mpf) else math.sqrt
    return 1 - (1 - 2 / (alphap * M1)) * (1 - 1 / sqrt(M1))


def e107_line3_mutant(M1: Any, alpha: Any, alphap: Any, eps: Any) -> Any:
    """Wrong: the third line without eps."""
    sqrt = mpmath.sqrt if isinstance(eps, mpmath.mpf) else math.sqrt
    return 2 / (alphap * M1) + 1 / sqrt(M1)


def e107_last_shape(M1: Any, eps: Any) -> Any:
    """(E.107)'s last line: eps + 1/sqrt(M1)."""
    return eps + M1**-0.5


def e107_last_mutant(M1: Any, eps: Any) -> Any:
    """Wrong: eps + 1/M1 (a wrong power of M1)."""
    return eps + 1 / M1


def e215_printed(d: int, phi: Any) -> Any:
    """(E.215)'s right side: int_0^{sin^2 phi} t^{(d-3)/2} (1-t)^{-1/2} dt / (2 int_0^1 t^{(d-3)/2} (1-t)^{-1/2} dt)
    (= (1/2) I_{sin^2 phi}((d-1)/2, 1/2))."""
    if isinstance(phi, mpmath.mpf):
        return mpmath.betainc((d - 1) / mpmath.mpf(2), mpmath.mpf(1) / 2, 0, mpmath.sin(phi) ** 2,
                              regularized=True) / 2
    from scipy.special import betainc

    return float(betainc((d - 1) / 2, 0.5, math.sin(phi) ** 2)) / 2


def e215_mutant(d: int, phi: Any) -> Any:
    """Wrong: (1/2) I_{sin^2 phi}(d/2, 1/2) (the sphere's dimension for the ambient one)."""
    from scipy.special import betainc

    return float(betainc(d / 2, 0.5, math.sin(float(phi)) ** 2)) / 2


def e227_bound(M1: int) -> float:
    """(E.227)'s failure probability: M1^{-10}."""
    return M1**-10.0


def f71_printed(same_trr_q: int, same_pe_q: int, same_pe_i: int) -> int:
    """(F.71)'s right side: 1[TRR(p~) = TRR(p~_query)] + 1[PE(p~) = PE(p~_i)]."""
    return same_trr_q + same_pe_i


def f71_intended(same_trr_q: int, same_pe_q: int, same_pe_i: int) -> int:
    """The reading PE(p~_query): 1[TRR(p~) = TRR(p~_query)] + 1[PE(p~) = PE(p~_query)]."""
    return same_trr_q + same_pe_q


def f71_mutant(same_trr_q: int, same_pe_q: int, same_pe_i: int) -> int:
    """Wrong: 2 1[TRR(p~) = TRR(p~_query)] + 1[PE(p~) = PE(p~_query)]."""
    return 2 * same_trr_q + same_pe_q


def f82_shape(p: Any, alpha: Any, K: int) -> Any:
    """(F.82)'s right side: |(-(1-p) p + (1-p)^2 alpha^2/K^2)(1 - p)|."""
    return abs((-(1 - p) * p + (1 - p) ** 2 * alpha**2 / K**2) * (1 - p))


def f82_mutant(p: Any, alpha: Any, K: int) -> Any:
    """Wrong (a second direction): the right side times alpha."""
    return alpha * f82_shape(p, alpha, K)


def f34_printed(eta: Any, alpha: Any, K: int, M: int, eps: Any) -> Any:
    """(F.34)'s right side with Theta's constant 1: eta^-1 alpha^-2 K^3 log(K/eps) + eta^-1 M K (alpha^-1 + eps^-1)."""
    lg = mpmath.log if isinstance(eps, mpmath.mpf) else math.log
    return K**3 * lg(K / eps) / (eta * alpha**2) + M * K * (1 / alpha + 1 / eps) / eta


def f34_mutant(eta: Any, alpha: Any, K: int, M: int, eps: Any) -> Any:
    """Wrong: K^2 in place of K^3."""
    lg = mpmath.log if isinstance(eps, mpmath.mpf) else math.log
    return K**2 * lg(K / eps) / (eta * alpha**2) + M * K * (1 / alpha + 1 / eps) / eta


def u_growth_printed(t: int, eta: float, alpha: float, M: int) -> float:
    """The sentence before (F.26): (1/2) log(eta (1 - alpha)^2 t/(alpha^2 M))."""
    return 0.5 * math.log(eta * (1 - alpha) ** 2 * t / (alpha**2 * M))


def u_growth_with_K(t: int, eta: float, alpha: float, M: int, K: int) -> float:
    """(F.26)'s last line and (F.30): (1/2) log(eta (1 - alpha)^2 t/(alpha^2 K M))."""
    return 0.5 * math.log(eta * (1 - alpha) ** 2 * t / (alpha**2 * K * M))


def u_growth_mutant(t: int, eta: float, alpha: float, M: int, K: int) -> float:
    """Wrong: (1/2) log(4 eta (1 - alpha)^2 t/(alpha^2 K M)) (twice the limit's constant 2)."""
    return 0.5 * math.log(4 * eta * (1 - alpha) ** 2 * t / (alpha**2 * K * M))


def e123_zero(scale: float) -> float:
    """Equality: the largest coordinate gap between the first and the last line is 0."""
    return 0.0 * scale


def e123_mutant(scale: float) -> float:
    """Wrong: the gap must be below -1e-3 of the scale (no instance meets it)."""
    return -1e-3 * scale


def chernoff_lower_printed(m: int, p: Any, gamma: Any) -> Any:
    """(E.4)/(F.4): e^{-m p gamma^2/2}."""
    ex = mpmath.exp if isinstance(p, mpmath.mpf) else math.exp
    return ex(-m * p * gamma**2 / 2)


def chernoff_lower_mutant(m: int, p: Any, gamma: Any) -> Any:
    """Wrong: e^{-m p gamma^2/1.6}."""
    ex = mpmath.exp if isinstance(p, mpmath.mpf) else math.exp
    return ex(-m * p * gamma**2 / 1.6)


def u_growth_printed_bound(t: int, eta: float, alpha: float, M: int, K: int) -> float:
    """The sentence before (F.26) as the claim's bound (K is a quantity it ignores)."""
    return u_growth_printed(t, eta, alpha, M)


# ---------------------------------------------------------------- (F.133), (F.137), (F.142), (F.144): softmax values


def _ex(x: Any) -> Any:
    return mpmath.exp(x) if isinstance(x, mpmath.mpf) else math.exp(x)


def f133_printed(K: int, alpha: Any, l: int, s1: Any, s2: Any, s3: Any, s4: Any, s5: Any, s6: Any) -> Any:
    """(F.133) with equality: (1/l) / (alpha/K + ((K-1) alpha/K) e^{-s1} + (1/K - alpha/K)((K-1) e^{-s2} + e^{-s3}))."""
    return 1 / (l * (alpha / K + (K - 1) * alpha / K * _ex(-s1) + (1 / K - alpha / K) * ((K - 1) * _ex(-s2) + _ex(-s3))))


def f137_printed(K: int, alpha: Any, l: int, s1: Any, s2: Any, s3: Any, s4: Any, s5: Any, s6: Any) -> Any:
    """(F.137): (1/l) / ((alpha/K) e^{s1} + (K-1) alpha/K + (1/K - alpha/K)((K-1) e^{-s4} + e^{s5}))."""
    return 1 / (l * (alpha / K * _ex(s1) + (K - 1) * alpha / K + (1 / K - alpha / K) * ((K - 1) * _ex(-s4) + _ex(s5))))


def f142_printed(K: int, alpha: Any, l: int, s1: Any, s2: Any, s3: Any, s4: Any, s5: Any, s6: Any) -> Any:
    """(F.142): (1/l) / ((alpha/K) e^{s3} + (alpha/K) e^{-s4} + (1/K - alpha/K)(1 + (K-1) e^{-s6}))."""
    return 1 / (l * (alpha / K * _ex(s3) + alpha / K * _ex(-s4) + (1 / K - alpha / K) * (1 + (K - 1) * _ex(-s6))))


def f144_printed(K: int, alpha: Any, l: int, s1: Any, s2: Any, s3: Any, s4: Any, s5: Any, s6: Any) -> Any:
    """(F.144): (1/l) / ((alpha/K) e^{s2} + (1/K - alpha/K)(K - 1 + e^{s6}) + (alpha/K) e^{s4})."""
    return 1 / (l * (alpha / K * _ex(s2) + (1 / K - alpha / K) * (K - 1 + _ex(s6)) + alpha / K * _ex(s4)))


def f142_corrected(K: int, alpha: Any, l: int, s1: Any, s2: Any, s3: Any, s4: Any, s5: Any, s6: Any) -> Any:
    """(F.142) with the same-TRR, other-PE group weighted (K-1) alpha/K at offset x_B - x_C = s3 - s1."""
    return 1 / (l * (alpha / K * _ex(s3) + (K - 1) * alpha / K * _ex(s3 - s1)
                     + (1 / K - alpha / K) * (1 + (K - 1) * _ex(-s6))))


def f144_corrected(K: int, alpha: Any, l: int, s1: Any, s2: Any, s3: Any, s4: Any, s5: Any, s6: Any) -> Any:
    """(F.144) with the same-TRR, other-PE group weighted (K-1) alpha/K."""
    return 1 / (l * (alpha / K * _ex(s2) + (1 / K - alpha / K) * (K - 1 + _ex(s6)) + (K - 1) * alpha / K * _ex(s4)))


def softmax_mutant(K: int, alpha: Any, l: int, s1: Any, s2: Any, s3: Any, s4: Any, s5: Any, s6: Any) -> Any:
    """Wrong (for the identities that hold): (F.137) with (K-1) e^{-s4} replaced by K e^{-s4}."""
    return 1 / (l * (alpha / K * _ex(s1) + (K - 1) * alpha / K + (1 / K - alpha / K) * (K * _ex(-s4) + _ex(s5))))


def e48_zero(T: int, M1: int, delta: Any, beta: Any, alpha: Any, eta: Any, a: Any) -> Any:
    """(E.48)'s second '<~' needs its middle line > 0: the right side delta^2 (beta^2+1) alpha^2 (eta T)^3 M1/a^2 is
    positive, so 'middle >= c * right side' with any c > 0 requires middle > 0."""
    return 0 * T


def e48_shape(T: int, M1: int, delta: Any, beta: Any, alpha: Any, eta: Any, a: Any) -> Any:
    """(E.48)'s right side delta^2 (beta^2 + 1) alpha^2 (eta T)^3 M1/a^2."""
    return delta**2 * (beta**2 + 1) * alpha**2 * (eta * T) ** 3 * M1 / a**2


def e48_mutant(T: int, M1: int, delta: Any, beta: Any, alpha: Any, eta: Any, a: Any) -> Any:
    """Wrong: the right side with the explicit constant 1/10 (the true ratio is (T-1)/(8T), 1/16 at T = 2)."""
    return e48_shape(T, M1, delta, beta, alpha, eta, a) / 10


def f26_line3(t: int, eta: Any, alpha: Any, K: int, M: int) -> Any:
    """(F.26)'s last line: (1/2) log(eta (1-alpha)^2 (t+1)/(alpha^2 K M))."""
    lg = mpmath.log if isinstance(eta, mpmath.mpf) else math.log
    return lg(eta * (1 - alpha) ** 2 * (t + 1) / (alpha**2 * K * M)) / 2


def f26_line3_mutant(t: int, eta: Any, alpha: Any, K: int, M: int) -> Any:
    """Wrong: (1/2) log(2 eta (1-alpha)^2 (t+1)/(alpha^2 K M)) (a factor 2 inside the log)."""
    lg = mpmath.log if isinstance(eta, mpmath.mpf) else math.log
    return lg(2 * eta * (1 - alpha) ** 2 * (t + 1) / (alpha**2 * K * M)) / 2


def f72_printed(same_trr: int, same_lab: int, same_pe: int) -> int:
    """(F.72)'s right side: 1[TRR(p~) = TRR(p~_i)] + 1[lab(p~) = lab(p~_i)] + 1[PE(p~) = PE(p~_i)]."""
    return same_trr + same_lab + same_pe


def f72_mutant(same_trr: int, same_lab: int, same_pe: int) -> int:
    """Wrong: without the label indicator (the form of (F.71))."""
    return same_trr + same_pe


def f38_printed(ell: int, t0: Any) -> Any:
    """(F.38)'s last line: e^{-l t0^2}."""
    ex = mpmath.exp if isinstance(t0, mpmath.mpf) else math.exp
    return ex(-ell * t0**2)


def f38_mutant(ell: int, t0: Any) -> Any:
    """Wrong: e^{-3 l t0^2} (beyond Hoeffding's 2)."""
    ex = mpmath.exp if isinstance(t0, mpmath.mpf) else math.exp
    return ex(-3 * ell * t0**2)
