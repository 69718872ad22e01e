"""Bounds of mhgd's round-27 claims (helper chenliD): ``checks/papers/mhgd/r27_chenliD.py``. Pure numpy (no torch).
Seed: ``shared/seeds/004_fdca0756fccde960.txt``."""

from __future__ import annotations

from typing import Any

import numpy as np


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def _dphi(v: np.ndarray) -> np.ndarray:
    s = _softmax(v)
    return np.diag(s) - np.outer(s, s)


def hessian_blocks(X: np.ndarray, U: np.ndarray, W: np.ndarray, variant: str = "printed") -> np.ndarray:
    """The block matrix of L666, [[(47), (49)], [(49)^T, (51)]], with (49)'s row (t, j) = vec((48))^T and (51)'s row
    (i, j) = vec((50))^T, rows in the printed order 11, ..., 1d, ..., (row-major) and vec in the same order; g_t =
    X W^T x_t (Lemma 1). ``variant`` plants a wrong version (mutants)."""
    T, d = U.shape
    vec = (lambda M: M.T.reshape(-1)) if variant == "column-major vec" else (lambda M: M.reshape(-1))  # noqa: E731
    B49 = np.zeros((T * d, d * d))
    B51 = np.zeros((d * d, d * d))
    for t in range(T):
        xt, ut = X[t], U[t]
        gt = X @ W.T @ xt
        ph = _softmax(gt)
        P = np.diag(ph) if variant == "(48) with diag(phi)" else _dphi(gt)
        for j in range(d):
            Xj = X[:, j]
            B49[t * d + j] += vec(np.outer(xt, Xj @ P @ X))  # (48)
            Xu = X @ ut
            row = Xu * Xj - (ph @ Xj) * Xu
            if variant != "(50) without its third term":
                row = row - (ph @ Xu) * Xj
            for i in range(d):
                B51[i * d + j] += vec(X[t, i] * np.outer(xt, row @ _dphi(gt) @ X))  # (50), summed over t
    return np.block([[np.zeros((T * d, T * d)), B49], [B49.T, B51]])


def hessian_blocks_probe(X: np.ndarray, U: np.ndarray, W: np.ndarray, R: np.ndarray, scale: float,
                         **_: Any) -> float:
    """<R, H_printed>/scale: L666's block matrix built from (47)-(51) against a random probe R."""
    return float((R * hessian_blocks(X, U, W)).sum() / scale)


def _hb_mutant(variant: str):  # noqa: ANN202
    def f(X: np.ndarray, U: np.ndarray, W: np.ndarray, R: np.ndarray, scale: float, **_: Any) -> float:
        return float((R * hessian_blocks(X, U, W, variant)).sum() / scale)
    f.__name__ = "hessian_blocks_" + variant.replace(" ", "_").replace("(", "").replace(")", "")
    return f


HB_MUTANTS = {v: _hb_mutant(v) for v in ("column-major vec", "(48) with diag(phi)", "(50) without its third term")}


def eq102_probe(RU: np.ndarray, alpha: np.ndarray, w: np.ndarray, scale: float, variant: str = "printed",
                **_: Any) -> float:
    """<R, theta_printed>/scale, theta_printed = (alpha_h 1_T w^T, W_h = 0)_h ((102); the W part of the probe meets 0)."""
    a = np.ones_like(alpha) if variant == "alpha_h dropped" else alpha
    T = RU.shape[1]
    rows = np.ones(T) / T if variant == "rows 1_T/T" else np.ones(T)
    U = a[:, None, None] * rows[None, :, None] * w[None, None, :]
    return float((RU * U).sum() / scale)


EQ102_MUTANTS = {v: (lambda RU, alpha, w, scale, _v=v, **_: eq102_probe(RU, alpha, w, scale, _v))
                 for v in ("alpha_h dropped", "rows 1_T/T")}
