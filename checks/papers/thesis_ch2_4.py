"""thesis (Ch. 2-4, App. A-C): claims of Hongkang Li's PhD thesis (RPI 2024) -- shallow ViT (Ch. 2),
graph transformer with relative PE (Ch. 3), one-hidden-layer net on a Gaussian mixture (Ch. 4).

Catalog: ``shared/claims/thesis_ch2-4.md``; paper: ``shared/seeds/003_84cf0eb31e2dc802.txt``.
Chapters 5-7 (same paper key) live in another module. Bounds in ``bounds.thesis_ch2_4``, models in
``models.vit``, ``models.graph_transformer``, ``models.group_imbalance``.
"""

from __future__ import annotations

from checks.claim import Claim

PAPER = "thesis"
SEED_FILE = "shared/seeds/003_84cf0eb31e2dc802.txt"


def _record(cid: str, source: str, statement: str, kind: str, reason: str) -> Claim:
    """A claim kept as a record only (not checkable at this scale, or not encoded yet)."""
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison="<=", bound=None, measure=None, checkable=False, not_checkable_reason=reason)


_RECORDS: list[tuple[str, str, str, str, str]] = [
    # ------------------------------------------------------------------------------------------ Chapter 2
    ("thesis.ch2.assumption2.3.1", "Assumption 2.3.1, Section 2.3, L568",
     "max(||W_V0||,||W_K0||,||W_Q0||) <= 1; orthonormal p_j, q_j, r_j with ||W_V0 mu_j - p_j|| <= sigma, "
     "||W_K0 mu_j - q_j|| <= delta, ||W_Q0 mu_j - r_j|| <= delta, sigma = O(1/M), delta < 1/2.",
     "construction", "an assumption on the initial model, not a claim: it is the generator constraint of the "
     "ViT instances (models.vit.init_params measures sigma and delta of each drawn init)."),
    ("thesis.ch2.theorem1", "Theorem 1, Section 2.3, L576-L599",
     "Under Assumption 2.3.1, tau <= min(sigma,delta), m >~ M^2 log N, alpha* >= alpha#/(e^{-(delta+tau)}"
     "(1-(sigma+tau))), after T = Theta(eta^{-3/5} alpha*^{-1}) SGD iterations with N >= Omega(1/(alpha* - "
     "c'(1-zeta) - c''(sigma+tau))^2) samples, w.p. >= 0.99 the population hinge risk is 0.",
     "rate", "not encoded yet: the check is a success-rate grid over (alpha*, N) with ~10 seeds each (fitted "
     "exponent of N* in 1/alpha* <= 2) and T* vs eta (exponent -3/5); hours of CPU training."),
    ("thesis.ch2.prop1", "Proposition 1, Section 2.3, L608-L614",
     "With W_K, W_Q frozen, N >= Omega(1/(alpha*(alpha* - sigma - tau))^2) and T as in (2.10) suffice for "
     "zero population hinge risk.",
     "separation", "not encoded yet: needs two phase-transition grids (ViT vs frozen attention) and the "
     "fitted exponents of N* in 1/alpha* (paper: ~4 vs ~2); hours of CPU training."),
    ("thesis.ch2.prop2", "Proposition 2, Section 2.3, L630-L636", "attention concentration (2.15)",
     "deterministic", "not encoded yet"),
    ("thesis.ch2.lemmaA.3.1", "Lemma A.3.1, App. A.3, L2723-L2801",
     "Claims 1-3: lucky neurons grow along p_1 quadratically in t, W_K mu_1 and W_Q mu_1 stay colinear and "
     "grow with ||q_1(T)||^2 = Theta(log T), W_V x_j = p_1 - (W_O-row sums) + z_j with ||z_j|| <= sigma + tau.",
     "algorithmic", "not encoded yet: hidden constants throughout; the check would log lucky/unlucky neuron "
     "projections and ||W_K mu_1||^2 vs log t along a ViT run."),
    ("thesis.ch2.gradA.110", "(A.110), (A.146), (A.174), App. A, L3171, L3339, L3454", "gradient identities",
     "deterministic", "not encoded yet"),
    ("thesis.ch2.lemmaA.5.1", "Lemma A.5.1, App. A.5, L3510", "|W_{l,n}(0)|, |U_{l,n}(0)| >= Omega(m)",
     "probabilistic", "not encoded yet"),
    ("thesis.ch2.lemmaA.5.2", "Lemma A.5.2, App. A.5, L3538",
     "If m >~ M^2 log N, lucky neurons stay activated: 1[W_O(i,:)^(t) V_l^n(t) >= 0] = 1 for all t.",
     "algorithmic", "not encoded yet"),
    ("thesis.ch2.remark2", "Remark 2, Section 2.3, L618",
     "Removing label-irrelevant (raising alpha*) or noisy tokens lowers the sample complexity / test loss; "
     "random token dropping does not.",
     "separation", "not encoded yet: paired ViT runs over ~20 seeds with/without each sparsification; "
     "minutes per seed on CPU."),
    ("thesis.ch2.remark3", "Remark 3, Section 2.3, L626",
     "A better initial model (smaller sigma, delta) reduces the sample complexity and speeds up convergence.",
     "separation", "not encoded yet: paired ViT runs over (sigma, delta) grids; minutes per seed."),
    # ------------------------------------------------------------------------------------------ Chapter 3
    ("thesis.ch3.def3.4.1", "Definition 3.4.1, Section 3.4, L819",
     "Delta_n(z) = |D_*^n cap N_z^n| - |D_#^n cap N_z^n|, Delta_bar(z) = mean_n Delta_n(z), "
     "z_m = argmax_z Delta_bar(z).", "construction",
     "a definition (no claim); computed by models.graph_transformer.winning_margins."),
    ("thesis.ch3.assumption3.4.2", "Assumption 3.4.2, Section 3.4, L828",
     "There is V_d with |V_d|/|V| >= 1 - eps_0 and Delta_n(z_m) > 0 for all n in V_d.", "construction",
     "an assumption on the graph (generator constraint); the real-data fractions of Table B.5 need the "
     "datasets (Cora, PubMed, Actor, PascalVOC-SP), not available offline."),
    ("thesis.ch3.def3.4.3", "Definition 3.4.3, Section 3.4, L848",
     "eps_S = E_{t, n non-disc labeled} |S_#^{n,t} cap N_zm^n| / |(S_* cup S_#) cap N_zm^n|.", "construction",
     "a definition (no claim)."),
    ("thesis.ch3.theorem3.4.4", "Theorem 3.4.4, Section 3.4, L869-L879",
     "With m >= Omega(M^2 log N), B >= Omega(eps^-2 log N), T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2}"
     "(1-delta)^{-1/2}), |L| >= max{Omega((1+delta_zm^2) log N/(1-2eps_S(1-gamma_d)-sigma)^2), BT}, w.p. "
     ">= 0.99 the population hinge risk is <= 2 eps_0 + eps.",
     "rate", "not encoded yet: success-rate grids over (gamma_d, eps_S, |L|) of GT trainings (N=1000 graphs); "
     "hours of CPU."),
    ("thesis.ch3.lemma3.4.5", "Lemma 3.4.5, Section 3.4, L893-L897",
     "Attention on class-relevant nodes -> 1 - eta^C (discriminative n) and 1 - eps_S - eta^C "
     "(non-discriminative n) at rate O(1/t).", "algorithmic", "not encoded yet"),
    ("thesis.ch3.theorem3.4.6", "Theorem 3.4.6, Section 3.4, L905-L911",
     "GCN (W_K = W_Q = 0, b = 0, core-neighbourhood sampling) needs T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2} "
     "gamma_d^{-2}(1-delta)^{-1/2}) and |L| >= Omega((gamma_d^2 - sigma)^{-2}(1+delta_zm^2) log N).",
     "separation", "not encoded yet: GCN vs GT phase-transition grids in gamma_d; hours of CPU."),
    ("thesis.ch3.lemma3.4.7", "Lemma 3.4.7, Section 3.4, L917-L923",
     "b_zm^(T) - b_z^(T) >= Omega(gamma_d (Delta_bar(z_m) - Delta_bar(z))), so argmax_z b_z^(T) = z_m.",
     "algorithmic", "not encoded yet"),
    ("thesis.ch3.theorem3.4.8", "Theorem 3.4.8, Section 3.4, L927",
     "With b = 0 and all sampling inside N_zm^n, the sample complexity (3.9) and iterations (3.8) suffice.",
     "separation", "not encoded yet: compare phase-transition thresholds of GT+PE vs oracle sampling; hours."),
    ("thesis.ch3.gradB.166", "(B.166), App. B, L4657", "d/db gradient identity", "deterministic",
     "not encoded yet"),
    ("thesis.ch3.B.55", "(B.55), App. B, L4119", "1 - p^2 <= 2(1 - p) for p in [0,1]", "deterministic",
     "not encoded yet"),
    ("thesis.ch3.B.49", "(B.49), App. B, L4097",
     "For dependent p_n in [0,1] with dependency degree <= 1 + sum_z delta_z^2: "
     "E exp(s(sum p_n - |L| E p)) <= exp(|L|(1 + sum_z delta_z^2) s^2).", "probabilistic",
     "not encoded yet: Monte Carlo MGF of neighbourhood functions on random graphs (low priority)."),
    ("thesis.ch3.B.199–B.200", "(B.199)-(B.200), App. B, L4835-L4844", "counting identity", "deterministic",
     "not encoded yet"),
    ("thesis.ch3.tableB.8", "Table B.8, App. B, L3867",
     "Cora: N/7 = 386.86, 10 sqrt(N) = 520.38, max gap 431.14 < 520.38; Actor: 1520, 871.78, 667 < 871.78.",
     "deterministic", "not encoded yet"),
    # ------------------------------------------------------------------------------------------ Chapter 4
    ("thesis.ch4.theorem2", "Theorem 2, Section 4.4, L1128-L1163",
     "If n >= poly(...) B(Psi) d log^2 d, GD from the tensor initialisation converges linearly to a critical "
     "point W_n with (4.8)-(4.12).", "algorithmic",
     "the theorem is split into thesis.ch4.theorem2.eq4.8–4.10, thesis.ch4.theorem2.eq4.11/4.12 and "
     "thesis.ch4.theorem2.eq4.11_literal; this record is their umbrella."),
    ("thesis.ch4.theorem2.eq4.11_literal", "Theorem 2 (4.11), L1128-L1163", "raw CE risk <= C sqrt(d log n/n)",
     "rate", "not encoded yet"),
    ("thesis.ch4.theorem2.eq4.11/4.12", "Theorem 2 (4.11)-(4.12), corrected to excess risk",
     "excess risk rate", "rate", "not encoded yet"),
    ("thesis.ch4.theorem2.eq4.8–4.10", "Theorem 2 (4.8)-(4.10), L1128-L1163",
     "linear convergence and ||W_n - W* P|| = O(sqrt(d log n/n))", "rate", "not encoded yet"),
    ("thesis.ch4.corollary4.4.1", "Corollary 4.4.1 + Table 4.1, L1144-L1172",
     "n_sc, v, ||W_n - W*P||, risks increase as ||Sigma_l|| -> 0 or grows, ||mu_l|| grows, ...",
     "rate", "not encoded yet: monotonicity of bound functions (given rho) and empirical GD trends."),
    ("thesis.ch4.lemmaC.3.1", "Lemma C.3.1, App. C.3, L5646",
     "In B(W*P, r) and for n >= C_1 eps_0^-2 (...) d K^5 log^2 d, Omega((1-2eps_0) Gamma/K^2) I <= "
     "Hess f_n(W) <= C_2 sum_l lambda_l(||mu_l||_inf + ||Sigma_l^1/2||)^2 I w.p. >= 1 - d^-10.",
     "probabilistic", "not encoded yet: hidden constants; the check would be the ratio lambda_min(Hess f_n)/"
     "(Gamma/K^2) bounded below across Psi."),
    ("thesis.ch4.lemmaC.3.2", "Lemma C.3.2, App. C.3, L5656",
     "A critical point W_n in B(W*P, r) with ||W_n - W*P|| <= O(... sqrt(d log n/n)); GD converges linearly.",
     "rate", "covered by thesis.ch4.theorem2.eq4.8–4.10 (same rate and contraction); not encoded separately."),
    ("thesis.ch4.lemmaC.3.3", "Lemma C.3.3, App. C.3, L5666-L5674",
     "If n >= kappa^8 K^4 tau^12 D_6 d log^2 d, the tensor initialisation satisfies ||W_0 - W* P*|| <~ "
     "kappa^6 K^3 tau^6 sqrt(D_6) sqrt(d log n/n) ||W*||.", "rate", "not encoded yet"),
    ("thesis.ch4.lemmaC.6.5", "Lemma C.6.5, App. C.6, L6429-L6431",
     "|‖w_i*‖ - alpha_i| <= (kappa^4 K^{3/2}(gamma_1+gamma_2) + kappa^2 K^{1/2} gamma_3) ‖w_i*‖.",
     "deterministic", "not encoded yet: needs the population Q_1 and Subroutine 1 steps 1-3."),
    ("thesis.ch4.lemmaC.4.1", "Lemma C.4.1, App. C.4, L5837-L5841", "E[(sum r_i^T x phi'(sigma x_i))^2] >= "
     "rho ||R||_F^2", "deterministic", "not encoded yet"),
    ("thesis.ch4.lemmaC.4.4", "Lemma C.4.4, App. C.4, L5851-L5853",
     "(4(1-eps_0)/K^2) Gamma I <= Hess fbar(W) <= C_4 sum lambda(||mu||+||Sigma^1/2||)^2 I in B(W*P, r).",
     "deterministic", "not encoded yet"),
    ("thesis.ch4.propertyC.1", "Property C.1, App. C.2, L5165-L5181",
     "The FCN recovery problem with x ~ N(mu_h, Sigma_h) is equivalent to the one with mu_h projected on "
     "col(W*).", "deterministic", "not encoded yet"),
    ("thesis.ch4.propertyC.3", "Property 3, App. C.2, L5193-L5285", "rho(u, sigma) > 0", "deterministic",
     "not encoded yet"),
    ("thesis.ch4.propertyC.4", "Property 4, App. C.2, L5345-L5473", "expansions (C.36)-(C.38)", "rate",
     "not encoded yet"),
    ("thesis.ch4.propertyC.3/C.4", "Property 4(1), App. C.2, L5345-L5400", "rho = Theta(sigma^4)", "rate",
     "not encoded yet"),
    ("thesis.ch4.propertyC.5", "Property 5, App. C.2, L5475",
     "E_{N(mu,Sigma)} f = E_{1/2 N(mu,Sigma) + 1/2 N(-mu,Sigma)} f for even f.", "deterministic",
     "not encoded yet"),
    ("thesis.ch4.propertyC.6", "Property 6, App. C.2, L5500", "Gaussian-mixture moment bound",
     "deterministic", "not encoded yet"),
    ("thesis.ch4.propertyC.7", "Property 7, App. C.2, L5531", "E||x||^{2t} bound", "deterministic",
     "not encoded yet"),
    ("thesis.ch4.propertyC.9", "Property 9, App. C.2, L5565", "gradient/Hessian (C.71)-(C.73)",
     "deterministic", "not encoded yet"),
    ("thesis.ch4.propertyC.10", "Property 10, App. C.2, L5585-L5620", "(C.74)-(C.79)", "deterministic",
     "not encoded yet"),
    ("thesis.ch4.C.150–C.159", "(C.150)-(C.159), (C.210), App. C, L5975-L6010, L6286", "pointwise bounds",
     "deterministic", "not encoded yet"),
    ("thesis.ch4.C.90–C.91", "(C.90)-(C.91), App. C, L5690-L5694", "D_m inequalities", "deterministic",
     "not encoded yet"),
    ("thesis.ch4.defC.1.1", "Definition C.1.1, App. C.1, L5078",
     "Q_j = E[y (-1)^j p^-1 grad^j p] = (1/K) sum_i E[phi^(j)(w_i*^T x)] w_i*^{(x)j}; Q_2 = 0 for symmetric "
     "GMMs.", "deterministic", "not encoded yet"),
    ("thesis.ch4.assumptionC.1.2", "Assumption C.1.2, App. C.1, L5094",
     "Q_1, Q_3 != 0, and Q_2 != 0 if the GMM is not symmetric.", "construction",
     "an assumption (generator constraint of the tensor initialisation), not a claim."),
]

_REAL: list[Claim] = []


def _claims() -> list[Claim]:
    real = {c.id for c in _REAL}
    return _REAL + [_record(*r) for r in _RECORDS if r[0] not in real]


CLAIMS = _claims()
