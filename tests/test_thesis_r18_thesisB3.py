"""Round 18 (thesisB3): (B.209)'s m path starts from the width requirement, (B.181)'s draws lie inside |L| >= BT, and
(B.138)'s witness K(t) is the q_1(t) coefficient of the W_Q update (recomputed here from the trained weights)."""

from __future__ import annotations

import math

from hypothesis import given, settings

from thmcheck.checks.papers.thesis import r12_thesisAB as R12
from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B


def test_b209_m_path_multiplies_the_requirement_not_the_lifted_m():
    inst = {"seed": 0, "m": 168, "B": 1024, "t": 16, "eta": 0.2}
    req = R16B.gt80_m_req(1024, 16)
    assert R16B._b209_move_m(inst, 8)["m"] == math.ceil(8 * req)
    assert R16B._b209_move_m({**inst, "m": 512}, 1)["m"] == req   # x = 1: the least width the hypothesis allows
    assert not R16B._b209_m_start(inst) and R16B._b209_m_start({**inst, "t": 1})
    assert req >= 16 * math.log(R16B.gt80_nodes(1024, 16))


@settings(max_examples=200, deadline=None)
@given(R12._b181_instances())
def test_b181_draws_inside_L_geq_BT(inst):
    assert inst["N"] >= R12.B181_B * (inst["t"] + 1) and 24 <= inst["N"] <= 80


def test_b138_witness_is_the_q1_coefficient_of_the_WQ_update():
    import torch

    from thmcheck.checks.papers.thesis import r18_thesisB2 as R18B2
    from thmcheck.models import graph_transformer as GT

    inst = R16B.gt80_lift({"seed": 0, "m": 71, "B": 8, "t": 2, "eta": 0.1})
    rows = R18B2.b152_run(inst)["rows"]
    # own run: the same two steps, K from the weights before/after each step
    with GT.single_thread():
        cfg, pats, y, Dt, nb, X, p, lab, g, _act = R16B._gt_start(inst, 0)
        xj = X[int((pats == 0).nonzero()[0][0])]
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
        for tt in range(2):
            q1, r1 = (p.WK @ xj).clone().detach(), (p.WQ @ xj).clone().detach()
            GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, inst["eta"], 8, 1,
                            cfg["n_sample"], g, nb)
            with torch.no_grad():
                p.b[0] = R16B.B210_B0
                K = float((p.WQ @ xj - r1) @ q1) / float(q1 @ q1)
            assert math.isclose(K, rows[tt][1], rel_tol=1e-9, abs_tol=1e-15)
