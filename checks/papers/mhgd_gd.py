"""mhgd, part 2: the GD-run claims of Deora et al. (Theorem 1/3 training loss, Lemmas 8-11, Theorem 2/4
generalization, Corollaries 2-5) and the good-initialisation / realizability chain (Definition 1, Assumption 2,
Proposition 7 with the NTK SVM).

Catalog: ``shared/claims/mhgd.md``; paper: ``shared/seeds/004_fdca0756fccde960.txt``. The local facts (Lemma 1,
Prop. 1, GLQC, descent, DM1 lemmas) are in ``checks/papers/mhgd.py``.
"""

from __future__ import annotations

from checks.claim import Claim

PAPER = "mhgd"
SEED_FILE = "shared/seeds/004_fdca0756fccde960.txt"


def _record(cid: str, source: str, statement: str, kind: str, reason: str, constants: str = "explicit") -> Claim:
    """A claim kept as a record only (not checkable at this scale, or not encoded yet)."""
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison="<=", bound=None, measure=None, checkable=False, not_checkable_reason=reason,
                 constants=constants)


RECORDS: list[Claim] = [
    _record("mhgd.lemma8", "Lemma 8 (regret inequality, eq. 69), App. B, L854-L870",
            "(1/K) sum L^(th_k) <= L^(th) + ||th-th0||^2/(2 eta K) + (1/2K) sum tau_k ||th - th_k||^2",
            "algorithmic", "not encoded yet: GD run (models.mhgd.gd) with tau_k on an alpha grid"),
    _record("mhgd.lemma9", "Lemma 9, App. B, L872-L888",
            "(1/K) sum L^(th_k) <= 2 L^(th) + 3||th-th0||^2/(4 eta K) + L^(th0)/(2K) under the H condition",
            "algorithmic", "not encoded yet: as mhgd.thm3 (group-reduced GD at H ~ 10^12)"),
    _record("mhgd.lemma10", "Lemma 10 (iterates-norm bound), App. B, L890-L924",
            "||th_k - th|| <= 3||th - th0|| for all k <= K under (73), (74)", "algorithmic",
            "not encoded yet: item 4 of the Thm. 3 check (models.mhgd.gd returns max_k ||th_k - th||)"),
    _record("mhgd.thm1", "Theorem 1 (Training loss), Sec. 4, L145-L151",
            "Main-text version with hidden constants (H condition (3), rho order)", "algorithmic",
            "hidden constants (<~) and the main-text eq. (3)/rho orders are inconsistent with App. B (catalog "
            "section 3): the explicit restatement mhgd.thm3 is the checkable version", constants="hidden"),
    _record("mhgd.thm3", "Theorem 3 (Restatement of Thm. 1), App. B, L930-L962",
            "Under Htrain and eta <= 1 ^ 1/rho ^ D^2/(K L^(th)) ^ D^2/L^(th0): L^(th_K) <= avg <= 2L^(th) + "
            "5D^2/(4 eta K) and ||th_K - th0|| <= 4D", "algorithmic",
            "not encoded yet within the ci budget: needs K ~ 10^4-10^5 GD steps at H ~ 10^12 (group reduction, "
            "models.mhgd.gd; bounds.mhgd.thm3/h_train/alpha_rho are written); a deep-profile run"),
    _record("mhgd.cor3", "Corollary 3, App. B, L973-L997",
            "L^(th_K) <= 2/K + 5 g0(1/K)^2/(4 eta K), ||th_K - th0|| <= 4 g0(1/K)", "algorithmic",
            "not encoded yet: Prop. 7 witness plus a Thm. 3 run (deep profile)"),
    _record("mhgd.lemma11", "Lemma 11 (on-average leave-one-out stability), App. C, L1007-L1099",
            "(1/n) sum_i ||th_K - th_K^{-i}|| <= (2 eta beta1~/n)(2K L^(th) + 9D^2/(4 eta))", "algorithmic",
            "not encoded yet: n+1 group-reduced GD runs (models.mhgd.gd with weights); deep profile"),
    _record("mhgd.lemma3", "Lemma 3 (Lei & Ying 2020, Thm. 2), Sec. 4, L357",
            "E[L(th_K) - L^(th_K)] <= 2G E[(1/n) sum_i ||th_K - th_K^{-i}||]", "probabilistic",
            "a cited result (Monte Carlo over training sets); low priority, not encoded"),
    _record("mhgd.thm2", "Theorem 2 (Generalization loss), Sec. 4, L161-L163",
            "Main-text version of Thm. 4 (hidden-constant H condition (3))", "probabilistic",
            "hidden constants; the explicit version is mhgd.thm4", constants="hidden"),
    _record("mhgd.thm4", "Theorem 4 (Restatement of Thm. 2), App. C, L1105-L1121",
            "E[L(th_K) - L^(th_K)] <= (4/n) E[2K L^(th) + 9D^2/(4 eta)]", "probabilistic",
            "vacuous below n ~ 36 D^2/eta ~ 10^5-10^6 (catalog section 4); Monte Carlo over training sets with "
            "group-reduced GD is a deep/GPU job, not encoded"),
    _record("mhgd.cor4", "Corollary 4, App. C, L1125-L1149",
            "E[L - L^](th_K) <= 17 g0(1/K)^2/(eta n)", "probabilistic", "as mhgd.thm4: vacuous at laptop n"),
    _record("mhgd.cor2", "Corollary 2, Sec. 4, L185-L191 (= Cor. 5, L1185-L1217)",
            "Under good initialization: L^(th_K) <= 2/K + 5(2B_Phi + log K)^2/(4 gamma^2 eta K); "
            "E gap <= 17(2B_Phi + log K)^2/(gamma^2 eta n)", "algorithmic",
            "vacuous until K ~ 10^7 (catalog section 4); not encoded"),
    _record("mhgd.cor5", "Corollary 5 (Restatement of Cor. 2), App. C, L1185-L1217",
            "Explicit restatement of Cor. 2", "algorithmic", "alias of mhgd.cor2 with explicit constants; "
            "vacuous until K ~ 10^7, not encoded"),
    _record("mhgd.assump2", "Assumption 2 (Realizability), Sec. 4, L169",
            "exists th_(eps): L^ <= eps, ||th_(eps) - th0|| <= g0(eps), ||th_(eps)||_{2,inf} <= g(eps)",
            "construction", "an assumption (definition), checked through mhgd.prop7's witness"),
    _record("mhgd.def1", "Definition 1 (Good initialization), Sec. 4, L177-L181",
            "P1: ||th_h^(0)|| <= B2; P2: |Phi~(X_i; th0)| <= B_Phi; P3: NTK margin gamma > 0",
            "construction", "a definition; P1-P3 are computed inside mhgd.prop7 (not encoded yet)"),
    _record("mhgd.prop7", "Proposition 7 (good init => realizability), App. C, L1155-L1179",
            "Under (98), theta^(eps) = theta0 + g0(eps) theta_* has L^ <= eps, ||.-theta0|| <= g0, "
            "||.||_{2,inf} <= B2 + g0", "construction",
            "not encoded yet: NTK SVM (cvxpy CLARABEL) on group-reduced features at H = H_req "
            "(bounds.mhgd.prop7/prop7_H are written)"),
]

CLAIMS: list[Claim] = [*RECORDS]
