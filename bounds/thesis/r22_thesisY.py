"""Bounds of the round-22 App. D claims of helper thesisY (``checks/papers/thesis/r22_thesisY.py``): pure functions
of the measured parameters (no torch). The O~ of the printed displays is one factor log(e m1) (log(e m1 m2) where
m2 enters); the hidden constant is left out (uniform checks)."""

from __future__ import annotations

from typing import Any

import numpy as np

# ------------------------------------------- (D.72)'s last line and L7249, proof of Lemma D.2.9: ||Z_{2,n}||, ||Z_{2,n} S V'||


def d72_last_shape(ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """(D.72)'s last right side O~(tau_w^{6/5} m1^{3/10} ||A||_inf) (O~ as log(e m1))."""
    return tw**1.2 * m1**0.3 * ainf * np.log(np.e * m1)


def d72_last_corrected(ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Corrected: O~(tau_w^{6/5} m1^{3/10} ||A||_inf^2): Z_2 passes through A twice, ||(A A X)_n|| <= ||A||_inf^2."""
    return tw**1.2 * m1**0.3 * ainf * ainf * np.log(np.e * m1)


def d72_mut_m1(ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): m1^{-1/5} for m1^{3/10} (a wrong power of the width)."""
    return tw**1.2 * m1**-0.2 * ainf * ainf * np.log(np.e * m1)


def d72_mut_tw(ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): tau_w^{8/5} for tau_w^{6/5} (a wrong power of the update size)."""
    return tw**1.6 * m1**0.3 * ainf * ainf * np.log(np.e * m1)


def l7249_shape(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """L7249's right side O~(tau_v tau_w^{6/5} m1^{3/10} ||A||_inf) (O~ as log(e m1))."""
    return tv * d72_last_shape(ainf, tw, m1)


def l7249_corrected(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Corrected: O~(tau_v tau_w^{6/5} m1^{3/10} ||A||_inf^2)."""
    return tv * d72_last_corrected(ainf, tw, m1)


def l7249_mut_tv(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): tau_v^2 for tau_v."""
    return tv * tv * d72_last_corrected(ainf, tw, m1)


def l7249_mut_m1(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): m1^{-1/5} for m1^{3/10}."""
    return tv * d72_mut_m1(ainf, tw, m1)


# ------------------------------------------------------------ L7289, proof of Lemma D.2.9: |q^T A (Z_1 V0 . D_v) c_l|


def l7289_shape(qa1: Any, ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """L7289's right side O~(||q^T A||_1 ||A||_inf tau_w m1^{1/4}) (O~ as log(e m1 m2))."""
    return qa1 * ainf * tw * m1**0.25 * np.log(np.e * m1 * m2)


def l7289_corrected(qa1: Any, ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected (W' chosen after the initialisation, as 'w.h.p., for any W''): O~(||q^T A||_1 ||A||_inf^2 tau_w
    m1^{3/4}): the Hoelder dual of ||W'||_{2,4} <= tau_w sums m1 O(1) coefficients in l_{4/3}."""
    return qa1 * ainf * ainf * tw * m1**0.75 * np.log(np.e * m1 * m2)


def l7289_mut_m1(qa1: Any, ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (corrected side): m1^{1/4} for m1^{3/4} (the printed power with ||A||_inf^2)."""
    return qa1 * ainf * ainf * tw * m1**0.25 * np.log(np.e * m1 * m2)


def l7289_mut_tw(qa1: Any, ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (corrected side): tau_w^2 for tau_w."""
    return qa1 * ainf * ainf * tw * tw * m1**0.75 * np.log(np.e * m1 * m2)



# ---------------------------------------------------------- (D.77) L7297, proof of Lemma D.2.9: the coupling itself


def d77_shape(m1: Any, m2: Any, tw: Any, tv: Any, ainf: Any, **_: object) -> Any:
    """(D.77)'s error O~((tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}) ||q||_1
    ||A||_inf) with q = e_n (||q||_1 = 1; hidden constant)."""
    return (tv * np.sqrt(m2 / m1) + m1**1.8 * tw**3.2 * np.sqrt(m2) + tw**1.6 * m1**0.9) * ainf


def d77_corrected(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """Corrected as (D.70)'s (thesis.ch5.lemmaD.2.9-D.70-direct.corrected): the printed error with ||q^T A||_1
    ||A||_inf^2 plus the first-order W' Sigma - V^(0) cross term tau_w m1^{3/4} ||q^T A||_1 ||A||_inf^2 (Hoelder)."""
    return ((tv * np.sqrt(m2 / m1) + m1**1.8 * tw**3.2 * np.sqrt(m2) + tw**1.6 * m1**0.9) + tw * m1**0.75) \
        * qA1n * ainf**2


def d77_mut_m1(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): the cross term tau_w m1^{1/4} for tau_w m1^{3/4} (the random-sign size)."""
    return ((tv * np.sqrt(m2 / m1) + m1**1.8 * tw**3.2 * np.sqrt(m2) + tw**1.6 * m1**0.9) + tw * m1**0.25) \
        * qA1n * ainf**2


# ------------------------------------------------ (D.75) end to end, L7273: ||Z_{2,n} V^(0)||_inf against its last side


def d75_end_shape(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.75)'s last right side O~(||A||_inf m1^{9/10} tau_w^{8/5} m2^{-1/2}) (O~ as log(e m1 m2))."""
    return ainf * m1**0.9 * tw**1.6 * m2**-0.5 * np.log(np.e * m1 * m2)


def d75_end_corrected(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: O~(||A||_inf^2 m1^{9/10} tau_w^{8/5} m2^{-1/2}) (||Z_{2,n}|| carries ||(A A X)_n|| <= ||A||_inf^2)."""
    return ainf * ainf * m1**0.9 * tw**1.6 * m2**-0.5 * np.log(np.e * m1 * m2)


def d75_end_mut_m2(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (corrected side): m2^{-1} for m2^{-1/2}."""
    return ainf * ainf * m1**0.9 * tw**1.6 / m2 * np.log(np.e * m1 * m2)
