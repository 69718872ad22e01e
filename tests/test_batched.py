"""thmcheck.models.batched: a replica trained in a batch equals the same replica trained alone (float64, same seeds)."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from thmcheck.models.batched import eval_replicas, module_loss, stack_modules, train_replicas, unstack


def _mlp(seed: int) -> nn.Module:
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1)).double()


def _data(seed: int, n: int = 16) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(1000 + seed)
    x = torch.randn(n, 3, generator=g, dtype=torch.float64)
    return x, torch.sin(x.sum(dim=1, keepdim=True))


def _mse(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return ((out - y) ** 2).mean()


def _alone(seed: int, lr: float, steps: int, method: str, wd: float = 0.0) -> tuple[nn.Module, list[float]]:
    net = _mlp(seed)
    x, y = _data(seed)
    opt = (torch.optim.SGD(net.parameters(), lr=lr, weight_decay=wd) if method == "gd"
           else torch.optim.Adam(net.parameters(), lr=lr, weight_decay=wd))
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = _mse(net(x), y)
        losses.append(float(loss.detach()))
        loss.backward()
        opt.step()
    losses.append(float(_mse(net(x), y)))
    return net, losses


@pytest.mark.parametrize("method,wd", [("gd", 0.0), ("gd", 0.01), ("adam", 0.0), ("adam", 0.001)])
def test_batched_replica_equals_replica_trained_alone(method: str, wd: float) -> None:
    seeds, lrs, steps = [0, 1, 2, 3, 4], [0.05, 0.1, 0.02, 0.2, 0.01], 40
    base, params = stack_modules([_mlp(s) for s in seeds])
    xs, ys = zip(*(_data(s) for s in seeds), strict=True)
    trained, losses = train_replicas(module_loss(base, _mse), params, torch.stack(xs), torch.stack(ys), steps,
                                     torch.tensor(lrs, dtype=torch.float64), method=method, weight_decay=wd,
                                     record=True)
    assert losses is not None and losses.shape == (steps + 1, len(seeds))
    for r, (s, lr) in enumerate(zip(seeds, lrs, strict=True)):
        net, alone_losses = _alone(s, lr, steps, method, wd)
        for k, v in net.named_parameters():
            torch.testing.assert_close(trained[k][r], v.detach(), rtol=1e-10, atol=1e-12)
        torch.testing.assert_close(losses[:, r], torch.tensor(alone_losses, dtype=torch.float64), rtol=1e-10,
                                   atol=1e-12)
    # the input parameters are untouched and the replicas really differ
    assert not torch.equal(params["0.weight"], trained["0.weight"])
    assert not torch.allclose(trained["2.bias"][0], trained["2.bias"][1])


def test_eval_replicas_and_unstack() -> None:
    base, params = stack_modules([_mlp(s) for s in (5, 6)])
    x = torch.randn(4, 3, dtype=torch.float64)
    out = eval_replicas(lambda p, xx: torch.func.functional_call(base, p, (xx,)), params, x, in_dims=(None,))
    for r, s in enumerate((5, 6)):
        torch.testing.assert_close(out[r], _mlp(s)(x).detach())
        torch.testing.assert_close(unstack(params, r)["0.weight"], _mlp(s)[0].weight.detach())


def test_bad_arguments() -> None:
    base, params = stack_modules([_mlp(0), _mlp(1)])
    x, y = _data(0)
    with pytest.raises(ValueError):
        train_replicas(module_loss(base, _mse), params, x.expand(2, -1, -1), y.expand(2, -1, -1), 1, [0.1, 0.2, 0.3])
    with pytest.raises(ValueError):
        train_replicas(module_loss(base, _mse), params, x.expand(2, -1, -1), y.expand(2, -1, -1), 1, 0.1,
                       method="lbfgs")
    with pytest.raises(ValueError):
        stack_modules([])
