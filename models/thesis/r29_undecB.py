"""Round 29 (helper undecB): measurements that settle potential verdicts of the thesis.

- ``phi_deriv_means_ibp``: E[phi^(j)(w_i^T x)] (j = 1, 2, 3) with the derivatives moved onto the Gaussian density
  for a wide Gaussian (s > 1): E phi''(Z) = -int phi'(z) p'(z) dz and E phi'''(Z) = int phi'(z) p''(z) dz
  (integration by parts; phi', phi'' vanish at +-infinity). The direct integral of phi''' against the density
  cancels: its terms are ~1/s and its value ~1/s^3, so at s ~ 6e7 float64 keeps nothing of it
  (thesis.ch4.lemmaC.6.2.corrected's sigma -> inf path, round 28: E phi''' off by 39 % at sigma_max = 1e7, 3.7 % at
  3.2e6, against mpmath). Round 29 (helper discC) moved this integration by parts into the shared
  models/tensor_init.gaussian_phi_deriv_means (its cause), so the names here are that one code path.
"""

from __future__ import annotations

import numpy as np

from thmcheck.models import tensor_init as TI

_ZMAX = TI._ZMAX

gaussian_phi_deriv_means_ibp = TI.gaussian_phi_deriv_means  # by parts for s > 1 (one code path)
phi_deriv_means_ibp = TI.phi_deriv_means


def population_q3_ibp(Wstar: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray) -> np.ndarray:
    """Q_3 (d, d, d) of TI.population_q by Stein's identity (E phi''' by parts for a wide Gaussian)."""
    return TI.population_q(Wstar, lam, mus, s2)[2]
