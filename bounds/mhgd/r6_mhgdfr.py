"""Round 6 (mhgdfr): the printed right sides of the GD descent chains inside the proofs of Lemmas 8-10 and
Theorem 3 (App. B.3-B.4, L862-L960 of ``shared/seeds/004_fdca0756fccde960.txt``).

Every link of a chain is one item; the measurement (checks/papers/mhgd/r6_mhgdfr.py) evaluates both sides of the
link on an exact GD run, at the iterate k where the link is tightest, and passes the printed right side as ``rhs``.
The functions here name the printed links; the pieces the planted mutants change travel with them."""

from __future__ import annotations

from thmcheck.bounds.num import log, sqrt


def gd_chain_steps(item: str, rhs: float, piece: float, b3_theta: float, b3_k: float, d2: float) -> float:  # noqa: ARG001
    """The printed right side of the item's link (``rhs``), as computed from the run (``piece``, ``b3_theta``,
    ``b3_k``, ``d2``: the terms the planted mutants change):

    - "70"   (L866): L^(th_{k+1}) <= L^(th) + ||th - th_k||^2/(2 eta) - ||th - th_{k+1}||^2/(2 eta) + tau_k ||th - th_k||^2/2;
    - "76"   (L904): A_{k+1}^2 <= A_k^2 + 2 eta L^(th) - 2 eta L^(th_{k+1}) + eta (max_alpha tau_{k,alpha}) A_k^2;
    - "878"  (L878): max_alpha beta3(th_{k alpha}) <= beta3(th) v beta3(th_k) (the printed '=' read as the one
      direction a grid can refute; the endpoints are grid points);
    - "882"  (L882): max_alpha L^(th_{k alpha}) <= (4/3) max{L^(th_k), L^(th)} where sqrt(H) >= 2 (beta3 v beta3)
      ||th - th_k||^2;
    - "72a", "72b", "72c" (L886): the three lines of (72) (first against the average, then line to line);
    - "910-1", "910-2", "910-3", "910-4" (L910): the four links of Lemma 10's chain on sqrt(H) (the last an
      equality with 2 beta3(th_{j,alpha}) ||th - th_j||^2; d-bar read as d);
    - "914"  (L914, eq. 77): max_alpha L^(th_{j,alpha}) <= (4/3) L^(th_j) + (4/3) L^(th);
    - "918-1", "918-2" (L918): the two links on A_{j+1}^2;
    - "78-1", "78-2", "78-3", "78-4" (L922, eq. 78): the telescoped chain down to 9 ||th - th_0||^2;
    - "956-1" .. "956-5" (L956): Thm. 3's chain on ||th_k||_{2,inf} v ||th_{k+1}||_{2,inf} down to Theta_k;
    - "958-a", "958-b", "958-c" (L958): rho_k <= rho_eta(Theta_k) <= rho_eta(th) and rho_eta(th) <= rho(th) for
      eta <= 1."""
    return rhs


def rho_eta_of(T: int, d: int, H: float, R: float, Theta: float) -> float:
    """rho_eta(Theta) := 2 d sqrt(Td) R^3/sqrt(H) (3 sqrt(d) R^2 Theta + 1) + (T R^2/4)(2 R^2 Theta + 1)^2 (L958)."""
    return (2 * d * sqrt(T * d) * R**3 / sqrt(H) * (3 * sqrt(d) * R**2 * Theta + 1)
            + T * R**2 / 4 * (2 * R**2 * Theta + 1) ** 2)


def alpha_eta(T: int, d: int, R: float, eta: float, D: float, N: float) -> float:
    """alpha_eta(th) = 3 d sqrt(d) R^2 [(2 eta sqrt(T) R^3 + 1)(3D + N) + eta sqrt(T) R + 1] (L944)."""
    return 3 * d * sqrt(d) * R**2 * ((2 * eta * sqrt(T) * R**3 + 1) * (3 * D + N) + eta * sqrt(T) * R + 1)


def rho_eta_theta(T: int, d: int, H: float, R: float, eta: float, D: float, N: float) -> float:
    """rho_eta(th) := (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) alpha_eta(th)^2 (L948)."""
    return (2 * d * sqrt(T * d) * R**3 / sqrt(H) + T * R**2 / 4) * alpha_eta(T, d, R, eta, D, N) ** 2


def lemma10_chain_factor(T: int, d: int, R: float, c: float, x: float) -> float:
    """c d sqrt(T d) R^3 (3 sqrt(d) R^2 x + 1): the factor of Lemma 10's chain L910 (c = 36 or 4; d-bar = d)."""
    return c * d * sqrt(T * d) * R**3 * (3 * sqrt(d) * R**2 * x + 1)


def eq122_shape(S: float, Z: float, d: int, n1: int, delta: float) -> float:
    """(122) (L1460): ||p_2|| <= C (S + Z) (sqrt(d/n1) + sqrt(log(1/delta)/n1)), C an absolute constant (the shape)."""
    return (S + Z) * (sqrt(d / n1) + sqrt(log(1 / delta) / n1))


def eq122_shape_extra_n1(S: float, Z: float, d: int, n1: int, delta: float) -> float:
    """Planted wrong shape: an extra 1/sqrt(n1) (wrong along n1)."""
    return eq122_shape(S, Z, d, n1, delta) / sqrt(n1)


def eq122_shape_no_z(S: float, Z: float, d: int, n1: int, delta: float) -> float:  # noqa: ARG001
    """Planted wrong shape: S alone for S + Z (wrong along the noise norm Z)."""
    return S * (sqrt(d / n1) + sqrt(log(1 / delta) / n1))


def l1470_bound(S: float, Z: float) -> float:
    """Lemma 17's proof, L1470: |y_i (1/((1-zeta)T)) sum_{t in R_i^c} <nu_{j_t} + z_{i,t}, v>| <= S + Z for unit v."""
    return S + Z


def l1470_bound_no_z(S: float, Z: float) -> float:  # noqa: ARG001
    """Planted wrong bound: S alone (the noise dropped)."""
    return S


def eq100_link(gap: float, h_lb: float, g02: float) -> float:  # noqa: ARG001
    """(100), L1171, its second '>=': -|y Phi(theta_0)| + A - (1/2) h ||theta - theta_0||^2 >= -B_Phi + A - (1/2) h
    g_0^2 (A = 2 B_Phi + log(1/eps)), i.e. (1/2) h (||theta - theta_0||^2 - g_0^2) <= B_Phi - |y Phi(theta_0)| =: gap."""
    return gap


def eq100_link_corrected(gap: float, h_lb: float, g02: float) -> float:
    """With ||theta^(eps) - theta_0||^2 = 2 g_0^2 (||theta_*|| = sqrt 2, P3) in the second line: (1/2) h
    (||theta - theta_0||^2 - 2 g_0^2) = 0 <= gap, i.e. (1/2) h (||theta - theta_0||^2 - g_0^2) <= gap + (1/2) h g_0^2."""
    return gap + h_lb * g02 / 2


def thm4_steps(item: str, rhs: float) -> float:
    """Proof of Thm. 4 (L1117-L1121): "94" the right side of (94) equals 2 G x Lemma 11's bound with G = beta1~
    (Lemma 3): (4/n) eta beta1~^2 (2K L^ + 9D^2/(4 eta)) <= 2 beta1~ (2 eta beta1~/n)(2K L^ + 9D^2/(4 eta)) (the '='
    read as its '<=' half); "1121" eta <= 1/rho(theta) <= 1/beta1~(theta)^2, i.e. beta1~^2 <= rho (rho of Thm. 3)."""
    return rhs


def eq118_steps(item: str, rhs: float, p_term: float) -> float:  # noqa: ARG001
    """Lemma 14's proof, (118) L1412: |X_h| <= ||grad Phi(X; theta_h^(1))|| ||theta_*(theta_h^(1))|| ("118-a") <=
    sqrt(2TR) (2 R^2 ||theta_h^(1)||_F + 1) ("118-b") <= 2 (2 R^3 T (S + P) + sqrt(TR)) ("118-c"), and the text's
    ||theta_h^(1)|| <= (zeta/2) sqrt(T) ||u_*|| + sqrt(T) ||p|| <= sqrt(T) (S + P) ("118-d", "118-e"). ``p_term`` =
    sqrt(T) ||p|| (the term a planted mutant drops)."""
    return rhs


def lemma13_steps(item: str, rhs: float, zterm: float) -> float:  # noqa: ARG001
    """Lemma 13's proof (L1299-L1314) at theta^(1) = (U^(1) = alpha 1_T (zeta/2 u_* + p)^T, W = 0): "106-b" y <phi(X
    W^(1) X^T) X, U_*-bar> = (y/(S sqrt(2T))) u_*^T sum_t x_t; "106-c" that >= (S sqrt(T)/sqrt2)(zeta - 2(1 - zeta)
    Z_mu/S^2); "1303" grad_W Phi(X; theta^(1)) = (alpha zeta/2) sum_t x_t u_*^T X^T R_0 X + alpha sum_t x_t p^T X^T
    R_0 X, R_0 = I/T - 1 1^T/T^2 (as Frobenius distance <= 0); "107" y <grad_W Phi, sign(alpha) W_*-bar> = (|alpha|/
    ||W_*||_F)(Term_I + Term_II); "111" [X u_*]_t' = y S^2 on R, z_t'^T (mu_+ - mu_-) on R^c (as a relative
    deviation, 0 printed). The printed side travels as ``rhs``;
    ``zterm`` = (S sqrt(T)/sqrt2)(1 - zeta) Z_mu/S^2 (half the noise term of 106-c; a term of the report)."""
    return rhs
