"""chenli (part B): Sections 6-9 (LP-based certification, proxy, span extraction, value matrices) and the
Section 11 lower-bound construction of Chen & Li, "Provably learning a multi-head attention layer".

Catalog: ``shared/claims/chenli.md`` sections 5-10 and 13; paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``.
The LP component lives in ``models.lpcert``; the attention-layer quantities in ``models.chenli_attention``;
the Section 11 construction in ``models.chenli_lower``; the bounds in ``bounds.chenli_lp``.
"""

from __future__ import annotations

from checks.claim import Claim

PAPER = "chenli"
SEED_FILE = "shared/seeds/000_7ee2e1d97e13a266.txt"


def _record(cid: str, source: str, statement: str, kind: str, reason: str, comparison: str = "<=") -> Claim:
    """A claim kept as a record only (not checkable at this scale, or not encoded yet)."""
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison=comparison, bound=None, measure=None, checkable=False, not_checkable_reason=reason)


RECORDS: list[Claim] = [
    _record("chenli.prop6.1", "Proposition 6.1, Section 6, L1376",
            "w.p. >= 1 - delta*: sup_{alpha in simplex} ||alpha^T X Delta|| <= (eps/4) min_i ||W_i||_F",
            "probabilistic", "hidden constant c of Eq. (60): no explicit probability to compare with; the per-X "
            "predicate is used inside the event E of chenli.lemma6.3"),
    _record("chenli.lemma6.2", "Lemma 6.2, Section 6, L1386-L1452",
            "w.p. >= 1 - O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)): for all lambda_i in Delta-Delta, "
            "||sum_i lambda_i^T X W_i||^2 in [0.9, 1.1] sum_i ||lambda_i||^2 ||W_i||_F^2",
            "probabilistic", "not encoded yet: hidden constants in the probability; check would be P[E] vs d"),
    _record("chenli.alg1", "Algorithm 1 (LPCERTIFY), Section 6, L1458-L1472",
            "LPCERTIFY returns constraints |<A,Theta> - s| <= 7 eps defining K (Eq. (102))", "algorithmic",
            "not encoded yet: K-level probes (membership of Theta_i) with models.lpcert"),
    _record("chenli.lemma6.3", "Lemma 6.3, Section 6, L1493-L1533",
            "completeness and soundness of the certification", "deterministic",
            "not encoded yet: P1/P4 programs of the harness with the generalized isometry constants"),
    _record("chenli.lemma6.4", "Lemma 6.4, Section 6, L1539-L1561",
            "helpful 2-sparse patterns occur with probability >= Omega(xi)^m (k e^{beta^2})^{-O(m/lambda)}",
            "rate", "hidden constants; the check would be the slope of log P vs log xi (= m): needs ~4e6 MC "
            "samples per point, a deep-profile check not encoded yet"),
    _record("chenli.eq71", "Eq. (71), proof of Lemma 6.4, L1567-L1577",
            "sum_i |alpha_i| <~ (1/lambda) ||Theta'||_F / ||Theta_1||_F", "deterministic",
            "not encoded yet: bounded ratio over Theta' in the 2||Theta_1|| ball"),
    _record("chenli.lemma6.5", "Lemmas 6.5/6.6, Section 6.4, L1583-L1609",
            "reductions to a sign event (Item 2 of Lemma 6.4)", "deterministic",
            "the Theta(eps*) margin of Item 2 is left implicit in the statement; low priority, not encoded"),
    _record("chenli.fact6.7", "Fact 6.7, Section 6.4, L1615-L1625",
            "exists S, |S| <= d': ||v|_{S^c}||^2 <= e^{-1/nu}||v||^2 or ||v|_{S^c}||_inf^2 <= ||v|_{S^c}||^2/(nu d')",
            "deterministic", "not encoded yet"),
    _record("chenli.lemma6.8", "Lemmas 6.8-6.12, Section 6.4, L1653-L1773",
            "first-row events E_1 hold with all but small constant probability", "probabilistic",
            "hidden constants (O(sqrt log m), <~) throughout; no explicit bound to compare with"),
    _record("chenli.def6.13", "Definition 6.13, L2074", "(eps, zeta)-tight enclosure", "construction",
            "a definition, nothing to check"),
    _record("chenli.lemma6.14", "Lemma 6.14, Section 6.5, L2084-L2098",
            "Theta within eps/(2d) of conv(Theta_i) satisfies every constraint added from X in E",
            "deterministic", "not encoded yet"),
    _record("chenli.lemma6.15", "Lemma 6.15, Section 6.5, L2104-L2150",
            "far points violate a constraint from any X in E satisfying Lemma 6.4's items", "algorithmic",
            "hidden constants (eps* >= C eps, margins Theta(eps*)); needs X in E, i.e. d >= 512 (k=3, m=2)"),
    _record("chenli.cor6.16", "Corollary 6.16, Section 6.5, L2150-L2174",
            "after T samples K contains no Theta eps*-far from K_Theta", "algorithmic",
            "needs >= d^2 valid constraints with X in E (d >= 512, ~2.6e5 constraints): out of CPU reach"),
    _record("chenli.thm6.17", "Theorem 6.17, Section 6.5, L2176-L2234",
            "K is an (O(eps*), O(eps/d))-tight enclosure; ||Theta* - hatTheta*||_F <~ sqrt(eps||Theta_1||/lambda) "
            "+ kappa^{1/2} m^{1/4} lambda^{-3/4} ||Theta_1||", "algorithmic",
            "hidden constants; T = Theta(1/xi)^m R^{Theta(m/lambda)} d^2 samples; not testable at CPU scale"),
    _record("chenli.lemma6.18", "Lemma 6.18, Section 6.5, L2236-L2258",
            "||v - v*||^2 <= (eta + O(kappa sqrt(m)/alpha^{3/2}))||v_1||^2", "deterministic",
            "not encoded yet"),
    _record("chenli.lemma7.1", "Lemma 7.1 / Algorithm 2, Section 7, L2276-L2306",
            "LEASTSQUARESREFINE: ||hatW - sum W_i||_F <= 2mdk^{3/2} exp(-omega sqrt(log d)||Theta_1|| + O(omega^2))",
            "algorithmic", "hidden O(omega^2) in an exponent and N = d^{O(omega^2 m/lambda^4)}: not testable"),
    _record("chenli.alg2", "Algorithm 2, Section 7, L2276-L2306", "LEASTSQUARESREFINE", "algorithmic",
            "an algorithm; its guarantee is chenli.lemma7.1 (hidden constants)"),
    _record("chenli.lemma7.2", "Lemma 7.2, Section 7, L2318-L2339",
            "conditional on A, all heads are 1-sparse on token 2 w.p. >= 1 - d^{-gamma}", "probabilistic",
            "exists gamma_1, gamma_2 (hidden); mechanism check needs ~4e6 samples (deep)"),
    _record("chenli.lemma7.3", "Lemma 7.3, Section 7, L2353-L2413", "P[A] >= exp(-C^2/(2(1-eta)^2))",
            "probabilistic", "not encoded yet: MC with a Clopper-Pearson interval against exp(-C^2/(2(1-eta)^2))"),
    _record("chenli.lemma7.4", "Lemma 7.4, Section 7, L2415-L2483",
            "P[A'] <= exp(-C^2(1+lambda/(2m))/(2(1+eta')^2)) + exp(-Omega(beta m r_Theta))", "probabilistic",
            "not encoded yet"),
    _record("chenli.lemma7.5", "Lemmas 7.5/7.6, Section 7, L2499-L2543",
            "P[|X_1 Theta X_a^T| > tau] <= exp(-Omega(a^2)) (+ m exp(-Omega(m r_Theta)))", "probabilistic",
            "hidden constants Omega(.)"),
    _record("chenli.lemma7.7", "Lemma 7.7, Section 7, L2573-L2609", "bounded distortion of X_2 | A",
            "probabilistic", "hidden constants exp(O(omega^2)), exp(-Omega(.))"),
    _record("chenli.lemma7.8", "Lemma 7.8, Section 7, L2615-L2637", "sigma_min(B) >~ sqrt(N) exp(-Omega(omega^2))",
            "probabilistic", "hidden constants"),
    _record("chenli.lemma8.1", "Lemma 8.1 / Algorithms 3-4, Section 8, L2683-L2735",
            "NETFROMENCLOSURE outputs a list containing eps*-approximations of every Theta_i", "algorithmic",
            "list size (||Theta_1||/zeta)^{O(m^2)}: only m <= 2, d <= 4 feasible; not encoded"),
    _record("chenli.lemma8.2", "Lemma 8.2, Section 8, L2691-L2810", "one step of the accumulation",
            "algorithmic", "deterministic given K; part of chenli.lemma8.1, not encoded"),
    _record("chenli.lemma8.3", "Lemma 8.3, Section 8, L2740-L2754",
            "exists i: ||Pi_{V^perp} v_i|| >= sqrt(lambda/(2m)) ||v_1||", "deterministic", "not encoded yet"),
    _record("chenli.lemma8.4", "Lemma 8.4, Section 8, L2812-L2850", "net over an approximate orthonormal basis",
            "deterministic", "hidden constants (<~)"),
    _record("chenli.alg5", "Algorithm 5, Section 9, L2860-L2889", "ESTIMATEVALUEMATRICES", "algorithmic",
            "an algorithm; its guarantee is chenli.lemma9.1"),
    _record("chenli.lemma9.1", "Lemma 9.1, Section 9, L2860-L2961",
            "E||hatF - F||^2 <~ eps^2 d^4 k^3 m ||W_1||_F^2", "algorithmic", "hidden constant; not encoded"),
    _record("chenli.lemma9.3", "Lemma 9.3, Section 9, L2917-L2931", "||Z w* - y||^2 <= eps^2 d^3 k^3 m ||W_1||_F^2",
            "deterministic", "not encoded yet"),
    _record("chenli.lemma9.4", "Lemma 9.4, Section 9, L2933-L2945", "||Z||_F <= sqrt(mdk), |y| <= sqrt(mdk)",
            "deterministic", "not encoded yet"),
    _record("chenli.thm9.5", "Theorems 9.5/9.6, Section 9, L2947-L2955",
            "standard Rademacher uniform convergence", "probabilistic",
            "a cited textbook result; not a claim of the paper"),
    _record("chenli.prop11.3", "Proposition 11.3, Section 11, L3055-L3067", "|phi(z) - z| <= e^{-z/3}",
            "deterministic", "not encoded yet"),
    _record("chenli.prop11.4", "Proposition 11.4, Section 11, L3069-L3075", "the 4-head gadget identity",
            "construction", "not encoded yet", "=="),
    _record("chenli.lemma11.5", "Lemma 11.5, Section 11, L3077-L3141", "exact interpolation by phi-neurons",
            "construction", "not encoded yet", "=="),
    _record("chenli.lemma11.6", "Lemma 11.6, Section 11, L3143-L3151", "inverse of the path distance matrix",
            "construction", "not encoded yet", "=="),
    _record("chenli.lemma11.7", "Lemma 11.7, Section 11, L3157-L3183", "attention layers realize h(<w/2, z1-z2>)",
            "construction", "not encoded yet", "=="),
    _record("chenli.lemma11.10", "Lemma 11.10, Section 11, L3206-L3222", "LWR secrets with w1 = -w2 are projections",
            "construction", "not encoded yet", "=="),
    _record("chenli.sq-parity", "Section 11.3, L3238-L3240", "h(<1_S, z1-z2>/2) is the parity z_T up to sign",
            "construction", "not encoded yet", "=="),
    _record("chenli.conj11.9", "Conjecture 11.9/11.12, Section 11, L3195-L3236",
            "LWR hardness conjectures", "separation", "a cryptographic conjecture: not checkable"),
    _record("chenli.def11.8", "Definitions 11.8/11.11, Section 11, L3190-L3230", "LWR function definitions",
            "construction", "a definition, nothing to check"),
]

CLAIMS: list[Claim] = RECORDS
