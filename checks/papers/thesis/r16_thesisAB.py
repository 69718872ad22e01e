"""thesis, Appendix A (proof of Lemma A.3.1 Claim 2, the W_Q gradient), round 16 (helper thesisAB).

- (A.118) L3205: for i in W_{l,n}(0) and s in S_1^n, W_O(i,:)^(t) W_V^(t) x_s^n softmax(x_s^T W_K^T W_Q x_l) >~
  (p_n(t)/|S_1^n|)(...) (the printed side of (A.19)'s kind).
- (A.119) L3209: for s in S_2^n, j in S_1^n, W_O(i) W_V x_s softmax_s <~ W_O(i) W_V x_j softmax_j phi_n(t)|S_1^n|/p_n(t).
- (A.120) L3213: for i in W_{l,n}(0), s not in S_1^n u S_2^n, j in S_1^n, the same with an extra 1/sqrt(B).

All on the Section 2.4.1 model of thesis.ch2.eqA.95 / r15_thesisA (R12._a95_data, VIT.init_params normalised, W_O
entries N(0, xi^2) with App. A's xi = 1/sqrt(M) (L2650), Algorithm 3's SGD on all four matrices), checked at every t in
[0, 6]. Bounds in ``thmcheck.bounds.thesis.r16_thesisAB``; second paths in ``tests/test_thesis_r16_thesisAB.py``."""

from __future__ import annotations

import math

from thmcheck.bounds.thesis import r16_thesisAB as B16
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.papers.thesis import r12_thesisAB as R12
from thmcheck.checks.papers.thesis import r15_thesisA as R15
from thmcheck.checks.papers.thesis._common import PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r16_thesisAB.py::"
_DT = R12.A95_CFG["delta"] + R12.A95_CFG["c0"]   # delta + tau = 0.21


def _trained(inst: dict, steps: int) -> dict:
    """r15_thesisA._trained's model and random stream (the same data, init, batches), returning also W_V^(t) and, per
    step b = 1..steps, ||q_1(b)|| and the batch of step b. Lucky sets per (n, l) at t = 0: lk[n, l, i] =
    W_O(i)^(0) V_l^n(0) > 0 for l in S_1^n of a positive sample n ((A.8); a subset of the printed set)."""
    import torch

    from thmcheck.models import vit as VIT

    L, Bn = int(inst["L"]), int(inst["B"])
    eta, cfg = float(inst["eta"]), R12.A95_CFG
    N, m, gen, X, P, y, rng = R12._a95_data(inst)

    def batch() -> torch.Tensor:
        w = torch.zeros(N, dtype=torch.float64)
        w[torch.as_tensor(rng.choice(N, Bn, replace=False))] = 1.0
        return w

    with VIT.single_thread():
        p = VIT.init_params(cfg["d"], m, L, cfg["sigma"], cfg["delta"], float(inst["xi"]), gen, normalize=True)

        def att_pre() -> tuple:
            with torch.no_grad():
                att = VIT.attention(X, p.WQ, p.WK)
                V = torch.einsum("nsl,nsa->nla", att, X @ p.WV.T)
                return att, V @ p.WO.T

        pre0 = att_pre()[1]
        lk = (pre0 > 0) & ((y[:, None] == 1) & (P == 0))[:, :, None]
        opt = torch.optim.SGD(p.trainable(), lr=eta)
        rec = []
        for _ in range(steps):
            wb = batch()
            sel = wb > 0
            loss = VIT.hinge(VIT.forward(X[sel], p)[0], y[sel]).sum() / Bn
            opt.zero_grad()
            loss.backward()
            opt.step()
            rec.append({"cnt": wb, "q1": float(torch.linalg.norm(p.WK.detach()[:, 0]))})
        att, _pre = att_pre()
        cnt = batch()
        q1 = float(torch.linalg.norm(p.WK.detach()[:, 0]))
        with torch.no_grad():
            T = (X @ p.WV.T) @ p.WO.T          # (N, L, m): W_O(i,:)^(t) W_V^(t) x_s^n
    return {"lk": lk, "att": att, "T": T, "q1": q1, "cnt": cnt, "hist": rec, "P": P, "y": y, "N": N, "m": m,
            "L": L, "B": Bn, "eta": eta}


def _pn(n1: int, L: int, q1: float) -> float:
    """p_n(t) of Definition A.2.2 (3): |S_1^n| e^{||q_1||^2 - (delta + tau)||q_1||} nu_n(t) (every sample n1, L)."""
    e = n1 * math.exp(q1 * q1 - _DT * q1)
    return e / (e + L - n1)


def _phi(n1: int, L: int, q1: float) -> float:
    """phi_n(t) of (A.114): 1/(|S_1^n| e^{||q_1||^2 + (delta + tau)||q_1||} + |S^n| - |S_1^n|)."""
    return 1.0 / (n1 * math.exp(q1 * q1 + _DT * q1) + L - n1)


def _slack_terms(inst: dict, r: dict) -> dict:
    M = int(inst["M"])
    return {"t (SGD steps)": int(inst["t"]), "m": r["m"], "N": r["N"], "B": r["B"], "||q_1(t)||": r["q1"],
            "m_minus_M2lnN": r["m"] - M ** 2 * math.log(r["N"]),
            "1/M_minus_sigma_tau": 1 / M - R12.A95_CFG["sigma"] - R12.A95_CFG["c0"],
            "xi_minus_1/sqrt(M)": float(inst["xi"]) - 1 / math.sqrt(M)}


def _a118_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the least W_O(i,:)^(t) W_V^(t) x_s^n softmax(x_s^T W_K^(t)T W_Q^(t) x_l) over the positive samples n of
    the batch B_b, l in S_1^n, i in W_{l,n}(0), s in S_1^n; the side's p_n(t) of Definition A.2.2 (3) with ||q_1(t)||
    = ||W_K^(t) mu_1||, p_n(b) at the state after step b with the positive samples of that step's batch."""
    steps = int(inst["t"])
    r = _trained(inst, steps)
    P, y, att, T, lk = r["P"], r["y"], r["att"], r["T"], r["lk"]
    n1, L = int(inst["n1"]), r["L"]
    nb = (r["cnt"] > 0) & (y == 1)
    best = math.inf
    count = neg = 0
    s1 = P == 0
    for lq in range(L):
        rows = nb & s1[:, lq]
        if not bool(rows.any()):
            continue
        v = T[rows] * att[rows][:, :, lq, None]                 # (n, s, i)
        ok = s1[rows][:, :, None] & lk[rows][:, lq, None, :]    # s in S_1^n, i in W_{l,n}(0)
        if bool(ok.any()):
            vals = v[ok]
            best = min(best, float(vals.min()))
            count += int(ok.sum())
            neg += int((vals < 0).sum())
    if count == 0:
        raise SolverFailure("no (n, l, i, s) of this draw: W_{l,n}(0) empty on the batch")
    npos_pb = sum(float(((h["cnt"] > 0) & (y == 1)).sum()) * _pn(n1, L, h["q1"]) for h in r["hist"])
    pn = _pn(n1, L, r["q1"])
    q = {"pn": pn, "n1": float(n1), "L": float(L), "xi": float(inst["xi"]), "eta": r["eta"], "t": float(steps),
         "m": float(r["m"]), "npos_pb": npos_pb, "B": float(r["B"])}
    return Measurement(best, q, {**_slack_terms(inst, r), "pairs (n, l, i, s)": count, "negative": neg,
                                 "printed side": B16.a118_shape(**q)})


def _ratio_measure(other: bool):  # noqa: ANN202
    """(A.119) (other = False: s in S_2^n) and (A.120) (other = True: s not in S_1^n u S_2^n, the side over sqrt(B)):
    for every positive sample n of the batch, l in S_1^n, i in W_{l,n}(0): the largest left side over s, the least
    right side W_O(i) W_V x_j softmax_j phi_n(t) |S_1^n|/p_n(t) (/ sqrt(B)) over j in S_1^n. Reported: a triple with a
    sign crossing (right side <= 0 < left side) if any, else the triple with the largest ratio."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        import torch

        steps = int(inst["t"])
        r = _trained(inst, steps)
        P, y, att, T, lk = r["P"], r["y"], r["att"], r["T"], r["lk"]
        n1, L = int(inst["n1"]), r["L"]
        fac = _phi(n1, L, r["q1"]) * n1 / _pn(n1, L, r["q1"]) / (math.sqrt(r["B"]) if other else 1.0)
        nb = (r["cnt"] > 0) & (y == 1)
        sset = (P >= 2) if other else (P == 1)
        s1 = P == 0
        best, bref, sign, count = -math.inf, 1.0, 0, 0
        found = False
        for lq in range(L):
            rows = nb & s1[:, lq]
            if not bool(rows.any()):
                continue
            v = T[rows] * att[rows][:, :, lq, None]                  # (n, s, i)
            neg_inf = torch.full_like(v, -math.inf)
            lhs = torch.where(sset[rows][:, :, None], v, neg_inf).max(1).values          # (n, i)
            rhs = torch.where(s1[rows][:, :, None], v, -neg_inf).min(1).values * fac     # (n, i)
            ok = lk[rows][:, lq, :] & torch.isfinite(lhs)
            if not bool(ok.any()):
                continue
            count += int(ok.sum())
            cross = ok & (rhs <= 0) & (lhs > 0)
            sign += int(cross.sum())
            if bool(cross.any()):
                k = torch.nonzero(cross)[0]
                cand = (float(lhs[k[0], k[1]]), float(rhs[k[0], k[1]]))
                if not found:
                    best, bref, found = cand[0], cand[1], True
            elif not found:
                ratio = torch.where(ok & (rhs > 0), lhs / rhs, torch.full_like(lhs, -math.inf))
                k = int(ratio.argmax())
                kn, ki = divmod(k, ratio.shape[1])
                if float(ratio[kn, ki]) > (best / bref if bref > 0 else -math.inf):
                    best, bref = float(lhs[kn, ki]), float(rhs[kn, ki])
        if count == 0:
            raise SolverFailure("no (n, l, i) of this draw with an s of the case: W_{l,n}(0) empty on the batch")
        return Measurement(best, {"ref": bref, "B": float(r["B"])},
                           {**_slack_terms(inst, r), "triples (n, l, i)": count, "sign crossings": sign,
                            "phi_n |S_1|/p_n (/sqrt B)": fac})
    return measure


_HYP = R15._HYP
_HYP_OTHER = _HYP + (
    Assumption("a token outside S_1^n u S_2^n", "the case s not in (S_1^n u S_2^n) needs |S^n| > |S_1^n| + |S_2^n|",
               lambda q: q["L"] - q["n1"] - q["n2"] - 1),
)

_MODEL = R15._MODEL

_NOCORR = ("W_{l,n}(0) (A.8) only asks W_O(i)^(0) V_l^n(0) > 0 on one p_1 query, and V_l^n(0) carries the other "
           "patterns' attention share: a lucky neuron may have W_O(i) W_V x_j < 0 on every p_1 token while W_O(i) W_V "
           "x_s > 0 on another pattern's token (the crossing of thesis.ch2.eqA.20 at the token level); no bound of "
           "the printed form, whose right side carries the sign of W_O(i) W_V x_j, holds for every lucky neuron; the "
           "proof needs the lucky set restricted to W_O(i) p_1 > 0 and above the other components")


def _settings() -> dict:
    return {"ci": {"max_examples": 2, "budget_s": 5.0, "min_valid": 1, "path_starts": 1}, "dev": {"max_examples": 20}}


_SLACKS = ("Hypotheses at the instance: m = {m} >= M^2 ln N = {mln} (slack {ms}); B = N = {B} distinct samples (B >= "
           "Omega(1)); xi = 1/sqrt(M) (L2650, slack 0); sigma + tau = 0.11 < 1/M = {im} (Assumption A.2.1 'sigma, tau "
           "< O(1/M)', slack {ims}); delta = 0.2 < 1/2; ||W_V||, ||W_K||, ||W_Q|| <= 1 (normalised); t = {t} in [0, T].")

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.118", paper=PAPER, kind="step", comparison=">=",
    source=_src("(A.118), proof of Lemma A.3.1 Claim 2, App. A.3, L3205 (the case at L3203); lucky set (A.8) L2695; p_n(t): "
                "Definition A.2.2 (3); xi: L2650"),
    statement="'For i in W_{l,n}(0), ... If s in S_1^n, by basic computation given (A.19) to (A.22), W_O(i,:)^(t) "
              "W_V^(t) x_s^n softmax(x_s^{nT} W_K^(t)T W_Q^(t) x_l^n) >~ (p_n(t)/|S_1^n|) ( (1/B) sum_{n in B_b} "
              "(xi eta (t+1)^2 |S_1^n| m/(|S^n| a^2)) ((1/(4B)) sum_{n in B_b} (|S_1^n|/|S^n|) p_n(b) - sigma - tau) + "
              "eta m (1/(2B)) sum_{b=1}^t sum_{n in B_b+} (|S_1^n|/(a|S^n|)) p_n(b) (1 - (sigma + tau)) ((xi/(aB)) "
              "sum_{n in B_b} (eta (t+1)^2 |S_1^n|/|S^n|) (1/(4B)) sum_{n in B_b} (|S_1^n| m/a) p_n(t))^2 )' (A.118). "
              "Checked: the least left side over the positive samples n of the batch, l, s in S_1^n and i in "
              "W_{l,n}(0), after t in [0, 6] SGD steps on " + _MODEL + ", against the printed side (one hidden "
              "constant), a = sqrt(m), the first term's p_n(b) read as p_n(t) (b the current batch).",
    statement_tex=r"\mathbf{W}_{O_{(i,\cdot)}}^{(t)} \mathbf{W}_V^{(t)} \mathbf{x}_s^n \text{softmax}(\mathbf{x}_s^{n\top}"
                  r" \mathbf{W}_K^{(t)\top} \mathbf{W}_Q^{(t)} \mathbf{x}_l^n) \gtrsim \frac{p_n(t)}{|\mathcal{S}_1^n|}"
                  r"\left(\cdots\right)",
    bound=B16.a118_shape, measure=_a118_measure, strategy=R15._strategy(0),
    constants="hidden", uniform=True, assumptions=_HYP, directions=R15._dirs(),
    domain=R15._domain(0, "t >= 0 (Claim 2's induction from t = 0)"),
    expect="erratum",
    evidence="W_{l,n}(0) (A.8) asks W_O(i)^(0) V_l^n(0) > 0 on one p_1 query l only, and V_l^n(0) carries the other "
             "patterns' attention share: a neuron with W_O(i) W_V x_s < 0 on the p_1 tokens s is lucky through its other "
             "components (thesis.ch2.eqA.19's mechanism), and the softmax factor is positive, so the left side is "
             "negative for some lucky (n, l, i, s) at every t checked while the printed side is positive (t = 0: "
             "|S_1|/|S| p_n/4 > sigma + tau on these draws; t >= 1: the squared second term dominates): a sign "
             "crossing no constant repairs. Instance (the claim's measure, by hand): seed 0, L = 8, |S_1| = 5, |S_2| "
             "= 2, M = 3, mfac = 1, B = N = 64, m = 38, eta = 0.5, xi = 1/sqrt(3): the least left side -0.0507 / "
             "-0.0509 / -0.0533 at t = 0 / 1 / 3 (565 of the 10965 (n, l, i, s) negative at t = 1) against the printed "
             "side 8.1e-5 / 0.0195 / 0.926. ci draw: t = 0, B = N = 4096, m = 208, M = 5, xi = 1/sqrt(5): -0.0386 "
             "against 1.47e-5. " + _SLACKS.format(m=38, mln="37.43", ms="0.57", B=64, im="0.333", ims="0.22", t="0, 1, 3") + " Second path (own numpy, no code of the measure): one-hot tokens, W_V = W_K = W_Q = I, t = 0, L = 8, |S_1| = 5, "
             "|S_2| = 2, M = 3, B = N = 64, m = 38, eta = 0.5: the least left side -5.6e-4 (seed 0), -5.2e-3 (seed 1) "
             "against the printed side +3.8e-3 (sigma = tau = 0 there).",
    no_correction_reason=_NOCORR.replace("whose right side carries the sign of W_O(i) W_V x_j", "with a positive "
                                         "right side"),
    second_path=SP + "test_a118_lucky_token_negative",
    mutants={"sigma + tau dropped, (t + 1) for (t + 1)^2": B16.a118_mut},
    notes="The printed side is positive on the draws (the second term, from t >= 1, dominates; at t = 0 the first term "
          "is positive when |S_1|/|S| p_n/4 > sigma + tau): a negative left side refutes '>~' for every constant.",
    settings=_settings(),
))


def _ratio_claim(cid: str, label: str, lines: str, other: bool, evidence: str, test: str) -> Claim:
    case = "s not in (S_1^n u S_2^n)" if other else "s in S_2^n"
    sq = " sqrt(B)" if other else ""
    return Claim(
        id=cid, paper=PAPER, kind="step", comparison="<=",
        source=_src(f"{label}, proof of Lemma A.3.1 Claim 2, App. A.3, {lines}; phi_n(t): (A.114) L3187; lucky set "
                    "(A.8) L2695; p_n(t): Definition A.2.2 (3)"),
        statement=f"'If [i in W_{{l,n}}(0),] {case} and j in S_1^n: W_O(i,:)^(t) W_V^(t) x_s^n softmax(x_s^{{nT}} "
                  "W_K^(t)T W_Q^(t) x_l^n) <~ W_O(i,:)^(t) W_V^(t) x_j^n softmax(x_j^{nT} W_K^(t)T W_Q^(t) x_l^n) "
                  f"phi_n(t) |S_1^n|/({sq.strip() + ' ' if other else ''}p_n(t))' {label}. Checked: every positive "
                  "sample n of the batch, l in S_1^n, i in W_{l,n}(0), the largest left side over s and the least "
                  "right side over j, after t in [0, 6] SGD steps on " + _MODEL + "; phi_n(t) of (A.114) and p_n(t) "
                  "of Definition A.2.2 with ||q_1(t)|| = ||W_K^(t) mu_1||; the triple with a sign crossing (right side "
                  "<= 0 < left side) if any, else the largest ratio.",
        bound=B16.ref_shape, measure=_ratio_measure(other), strategy=R15._strategy(0),
        constants="hidden", uniform=True, assumptions=_HYP_OTHER if other else _HYP, directions=R15._dirs(),
        domain=R15._domain(0, "t >= 0 (Claim 2's induction from t = 0)"),
        expect="erratum", evidence=evidence, no_correction_reason=_NOCORR, second_path=SP + test,
        mutants={"the right side over B": B16.ref_mut_sq},
        settings=_settings(),
    )


CLAIMS.append(_ratio_claim("thesis.ch2.eqA.119", "(A.119)", "L3209 (the case at L3207)", False, "For a lucky (n, l, i) whose p_1 tokens have W_O(i) W_V x_j < 0 (lucky through the other patterns' share "
             "of V_l^n(0), thesis.ch2.eqA.19/20's mechanism) the right side W_O(i) W_V x_j softmax_j phi_n |S_1^n|/p_n "
             "is negative (phi_n, p_n > 0) while W_O(i) W_V x_s softmax_s > 0 on a p_2 token s: a sign crossing of "
             "'<~' no constant repairs. Instance (the claim's measure, by hand): seed 0, L = 8, |S_1| = 5, |S_2| = 2, "
             "M = 3, mfac = 1, B = N = 64, m = 38, eta = 0.5, xi = 1/sqrt(3): left 0.0839 / 0.0899 / 0.0219 against "
             "right -6.8e-3 / -1.25e-2 / -3.9e-3 at t = 0 / 1 / 3 (258 / 113 / 273 crossing triples). " + _SLACKS.format(m=38, mln="37.43", ms="0.57", B=64, im="0.333", ims="0.22", t="0, 1, 3") + " Second path (own numpy: one-hot tokens, W_V = W_K = W_Q = I, t = 0, the same sizes): seed 0, left 0.0267 "
             "against right -2.0e-4 (160 crossing triples; seed 1: 320).",
                           "test_a119_a120_sign_crossing"))
CLAIMS.append(_ratio_claim("thesis.ch2.eqA.120", "(A.120)", "L3213 (the case at L3211)", True, "The (A.119) crossing with s a token of p_3..p_M (non-discriminative): for a lucky (n, l, i) with W_O(i) "
             "W_V x_j < 0 on the p_1 tokens the right side (over sqrt(B)) is negative while W_O(i) W_V x_s softmax_s > "
             "0 on a p_k token, k >= 3: a sign crossing no constant repairs. Instance (the claim's measure, by hand): "
             "seed 0, L = 8, |S_1| = 5, |S_2| = 2 (one non-discriminative token), M = 3, mfac = 1, B = N = 64, m = "
             "38, eta = 0.5, xi = 1/sqrt(3): left 0.0394 / 0.0028 / 0.0023 against right -1.3e-4 / -3.1e-3 / -4.9e-4 "
             "at t = 0 / 1 / 3 (151 / 6 / 166 crossing triples). " + _SLACKS.format(m=38, mln="37.43", ms="0.57", B=64, im="0.333", ims="0.22", t="0, 1, 3") + " Second path (own numpy: one-hot tokens, W_V = W_K = W_Q = I, t = 0, the same sizes): 160 crossing triples on each of "
             "seeds 1, 4, 5 of 0-7 (left W_O(i) e_k att > 0, right < 0).",
                           "test_a119_a120_sign_crossing"))
