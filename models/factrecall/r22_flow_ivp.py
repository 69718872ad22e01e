"""Round 22 (factrecall): the Section 5 gradient flow by an adaptive, error-controlled integrator (scipy's
``solve_ivp``), for the runs that classical RK4 at a fixed step does not keep on Lemma 4's invariant (large
initialisation alpha, fast dynamics): the same vector field (Lemma 4's gradient, :func:`sec5_appD_flow.grad_lemma4`)
on the same exact population, integrated with the local error held below ``rtol``/``atol`` (the step adapts to the
dynamics; "LSODA" switches to a stiff BDF method where the flow is stiff).

float64 on the CPU; no Hypothesis.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from scipy.integrate import solve_ivp

from thmcheck.models.factrecall import sec5_appD_flow as F
from thmcheck.models.factrecall._threads import single_thread


@single_thread
def thm5_run_ivp(task: F.Task, alpha: float, delta: float, t_cap: float, method: str = "LSODA",
                 rtol: float = 1e-10, atol: float = 1e-12) -> dict:
    """Theorem 5's run of ``sec5_appD_flow.thm5_run`` by ``solve_ivp``: the flow from Assumption 2 up to the first
    time t_delta with L <= delta (a terminal event) or the cap t_cap, then continued on [t_delta, 1.1 t_delta + 5]
    with the loss read on a grid of 200 points and at every accepted step. Returns the same record: "t", "loss",
    "t_delta" (inf if the cap came first), "drift" (max over the run of |I_z(t) - I_z(0)| / W_KQ(z)(t)^2, Lemma 4's
    invariant), "min_p_sr", plus "solver" (method, tolerances, number of right-hand-side evaluations, status)."""
    task = F.make_task(task.S, task.R, task.D, task.Nn, task.T, task.a_star.cpu().numpy(),
                       task.p_sr.cpu().numpy()) if task.C.device.type != "cpu" else task
    A, V = task.A, task.V
    W0, K0 = F.balanced_init(task, float(alpha))
    inv0 = F.invariant(W0[None], K0[None])[0].numpy()
    nfev = [0]

    def unpack(y: np.ndarray) -> tuple[torch.Tensor, torch.Tensor]:
        t_ = torch.from_numpy(np.ascontiguousarray(y))
        return t_[: A * V].reshape(A, V), t_[A * V:]

    def rhs(_t: float, y: np.ndarray) -> np.ndarray:
        nfev[0] += 1
        Wov, Wkq = unpack(y)
        ga, gb = F.grad_lemma4(Wov, Wkq, task)
        return -np.concatenate([ga.reshape(-1).numpy(), gb.numpy()])

    def loss_of(y: np.ndarray) -> float:
        Wov, Wkq = unpack(y)
        return float(F.loss(Wov, Wkq, task))

    def drift_of(Y: np.ndarray) -> float:  # Y (n_state, n_t)
        Wov = Y[: A * V].T.reshape(-1, A, V)
        Wkq = Y[A * V:].T
        inv = Wkq**2 - (Wov**2).sum(1)
        return float((np.abs(inv - inv0[None]) / Wkq**2).max())

    def hit(_t: float, y: np.ndarray) -> float:
        return loss_of(y) - delta

    hit.terminal, hit.direction = True, -1.0
    y0 = np.concatenate([W0.reshape(-1).numpy(), K0.numpy()])
    ts, losses, drift, status = [0.0], [loss_of(y0)], 0.0, []
    if losses[0] <= delta:
        t_delta = 0.0
        y_delta = y0
    else:
        sol = solve_ivp(rhs, (0.0, float(t_cap)), y0, method=method, rtol=rtol, atol=atol, events=hit)
        status.append(int(sol.status))
        ts += list(sol.t[1:])
        losses += [loss_of(sol.y[:, j]) for j in range(1, sol.y.shape[1])]
        drift = max(drift, drift_of(sol.y))
        if sol.status == 1 and len(sol.t_events[0]):
            t_delta, y_delta = float(sol.t_events[0][0]), sol.y_events[0][0]
        else:
            t_delta, y_delta = math.inf, None
        if sol.status < 0:
            raise RuntimeError(f"solve_ivp ({method}) failed: {sol.message}")
    if y_delta is not None:
        t_end = 1.1 * t_delta + 5.0
        grid = np.linspace(t_delta, t_end, 201)
        sol2 = solve_ivp(rhs, (t_delta, t_end), y_delta, method=method, rtol=rtol, atol=atol, t_eval=grid)
        status.append(int(sol2.status))
        if sol2.status < 0:
            raise RuntimeError(f"solve_ivp ({method}) failed: {sol2.message}")
        ts += list(sol2.t)
        losses += [loss_of(sol2.y[:, j]) for j in range(sol2.y.shape[1])]
        drift = max(drift, drift_of(sol2.y))
    order = np.argsort(np.asarray(ts), kind="stable")
    return {"t": np.asarray(ts)[order], "loss": np.asarray(losses)[order], "t_delta": t_delta, "drift": drift,
            "min_p_sr": float(task.p_sr.min()),
            "solver": {"method": method, "rtol": rtol, "atol": atol, "nfev": nfev[0], "status": status}}


@single_thread
def flow_ivp(task: F.Task, Wov0: torch.Tensor, Wkq0: torch.Tensor, t_end: float, h: float, method: str = "DOP853",
             rtol: float = 1e-10, atol: float = 1e-12) -> F.Trajectory:
    """:func:`sec5_appD_flow.flow`'s trajectory (snapshots at t = 0, h, 2h, ..., t_end) by ``solve_ivp`` with
    local error control instead of RK4 at the fixed step h (the snapshots are the dense output's values there)."""
    task = F.make_task(task.S, task.R, task.D, task.Nn, task.T, task.a_star.cpu().numpy(),
                       task.p_sr.cpu().numpy()) if task.C.device.type != "cpu" else task
    A, V = task.A, task.V
    n = max(1, int(math.ceil(t_end / h - 1e-9)))
    grid = np.minimum(np.arange(n + 1) * h, t_end)
    grid[-1] = t_end

    def rhs(_t: float, y: np.ndarray) -> np.ndarray:
        t_ = torch.from_numpy(np.ascontiguousarray(y))
        ga, gb = F.grad_lemma4(t_[: A * V].reshape(A, V), t_[A * V:], task)
        return -np.concatenate([ga.reshape(-1).numpy(), gb.numpy()])

    y0 = np.concatenate([Wov0.detach().cpu().double().reshape(-1).numpy(), Wkq0.detach().cpu().double().numpy()])
    sol = solve_ivp(rhs, (0.0, float(t_end)), y0, method=method, rtol=rtol, atol=atol, t_eval=grid)
    if sol.status != 0:
        raise RuntimeError(f"solve_ivp ({method}) failed: {sol.message}")
    Y = torch.from_numpy(sol.y.T.copy())
    Wov, Wkq = Y[:, : A * V].reshape(-1, A, V), Y[:, A * V:]
    losses = np.asarray([float(F.loss(Wov[i], Wkq[i], task)) for i in range(Y.shape[0])])
    return F.Trajectory(np.asarray(sol.t), Wov, Wkq, losses)
