"""Round 29 (helper discC): App. C (Chapter 4's proofs) re-read as a referee.

- thesis.ch4.eqC.232-printed: (C.232), the linear convergence of Algorithm 1 at the end of Lemma C.3.2's proof (L6381), was
  listed as covered by thesis.ch4.eqC.228-upper, which checks another display ((C.228)'s H_max). Checked here as
  printed at the point of its domain where it is weakest to refute: xi = 0 (noise-free gradients, xi >= 0 printed),
  one step t = 1, W_0 -> W_n along the top eigenvector of Hess f_n(W_n), n -> inf (Hess f_n(W_n) -> Hess fbar(W*)
  almost surely). There ||W_1 - W_n||_F / ||W_0 - W_n||_F -> |1 - eta_0 lambda_max| with eta_0 = 1/H_max (L6369),
  against (1 - H_min/H_max) <= 1 for every 0 < H_min <= H_max (the rhs's largest value): (C.232) needs lambda_max
  <= 2 H_max = 2 C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 for one constant C_4 over the whole domain.
  The measurement is round 21's population Hessian (r21_thesisCD._c228_measure, tensor Gauss-Hermite), the
  generator, paths and domain are its own.
"""

from __future__ import annotations

from thmcheck.bounds.thesis import r29_discC as B
from thmcheck.checks.claim import Claim, Reading
from thmcheck.checks.papers.thesis import r21_thesisCD as R21
from thmcheck.checks.papers.thesis.r8_thesisH import memo_measure

PAPER = "thesis"
SEED_FILE = "shared/seeds/003_84cf0eb31e2dc802.txt"
SP = "tests/test_thesis_r29_discC.py::"

CLAIMS: list[Claim] = []

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.232-printed", paper=PAPER, kind="step", comparison="<=",
    source=f"(C.232), end of Lemma C.3.2's proof, App. C.5.2 (Algorithm 1 with eta_0 = 1/H_max, L6369; H_max of "
           f"(C.228), L6365; with probability 1 - d^-10), {SEED_FILE} L6381",
    statement="(C.232) as printed: with probability 1 - d^-10, ||W_t - W_n||_F <= (1 - H_min/H_max)^t ||W_0 - "
              "W_n||_F + (H_max eta_0/H_min) sqrt(dK log n/n) xi for Algorithm 1 with eta_0 = 1/H_max, H_max = C_4 "
              "sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 (C.228), H_min = Omega(...) <= H_max. Checked at xi = 0, t = "
              "1, W_0 = W_n + delta v (v the top eigenvector of Hess f_n(W_n), delta -> 0), n -> inf: "
              "|1 - eta_0 lambda_max(Hess fbar(W*))| <= 1, i.e. lambda_max(Hess fbar(W*)) <= 2 C_4 S_sigma for one "
              "C_4 uniform over the mixtures, W*, d, K.",
    statement_tex=r"\|\widehat{\mathbf{W}}_t - \widehat{\mathbf{W}}_n\|_F \leq (1 - \frac{H_{\min}}{H_{\max}})^t "
                  r"\|\mathbf{W}_0 - \widehat{\mathbf{W}}_n\|_F + \frac{H_{\max} \eta_0}{H_{\min}} "
                  r"\sqrt{\frac{dK \log n}{n}} \xi",
    bound=B.c232_printed, measure=memo_measure(R21._c228_measure), strategy=R21._c228_instances(),
    constants="hidden", uniform=True, expect="erratum as printed", rtol=1e-9, atol=0.0,
    directions=R21._C228_DIRS, domain=R21._C228_DOMAIN,
    readings=(Reading(
        "||Sigma_l^{1/2}|| for ||Sigma_l|| in H_max",
        "H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (Lemma C.3.2's (C.85), Lemma C.3.1's (C.83)): "
        "lambda_max(Hess fbar(W*)) <= sum_l lambda_l (||mu_l||^2 + ||Sigma_l||)/(4K) (the Fisher bound, proved in "
        "thesis.ch4.eqC.228-upper's reading), so eta_0 lambda_max <= 2 once C_4 >= 1/(8K): the step no longer "
        "expands", bound=B.c232_half),),
    corrected=B.c232_half,
    corrected_text="eta_0 = 1/H_max with H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (C_4 >= 1/(8K) "
                   "keeps eta_0 lambda_max <= 2 at W*)",
    mutants={"reading's shape squared (fails as the data scale -> 0)": B.c232_mut_squared},
    auto_mutant=False, second_path=SP + "test_c232_one_gd_step_expands_second_path",
    evidence=("Audited (round 29, docs/audits/round29/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. (C.232) at xi = 0 (the noise-free gradient, inside the printed xi >= 0), one step "
              "from W_0 = W_n + delta v: W_1 - W_n = (I - eta_0 Hess) (W_0 - W_n) + O(delta^2), so the ratio "
              "||W_1 - W_n||/||W_0 - W_n|| -> |1 - eta_0 lambda_v| as delta -> 0, while the printed right side over "
              "||W_0 - W_n|| is 1 - H_min/H_max <= 1 for every 0 < H_min <= H_max (the proof's (C.229) uses 1 - eta_0 "
              "H_min as a contraction). With eta_0 = 1/H_max and H_max = C_4 sum_l lambda_l (||mu_l|| + "
              "||Sigma_l||)^2, as the data shrink (Sigma_l -> t Sigma_l, mu_l -> t mu_l) lambda_max(Hess fbar(W*)) ~ "
              "t/(4K) (every phi' -> 1/4) while H_max ~ t^2: eta_0 lambda_max ~ 1/(4 K C_4 t) > 2 for t < 1/(8 K "
              "C_4), so the step expands the distance for every C_4, and Hess f_n(W_n) -> Hess fbar(W*) almost surely "
              "(W_n -> W*), so the failure has probability -> 1 > d^-10 as n grows (n >= n_sc, Lemma C.3.1's "
              "hidden-constant sample size, is met eventually along n -> inf). Numbers (round 21's measurement): d = "
              "K = 1, centred, W* = 1, Sigma = t: lambda_max/(2 S_sigma) = 0.072, 1.16, 12.4, 125, 1250 at t = 1, "
              "1e-1, ..., 1e-4. Second path (own numpy, finite n): d = K = 1, t = 1e-2, n = 2e4 samples, W_n by "
              "Newton, eta_0 = 1/t^2 (C_4 = 1): one GD step from W_n + 1e-6 multiplies the distance by ~24. The "
              "numbered result this step serves (Lemma C.3.2's (C.85) rate) is thesis.ch4.lemmaC.3.2's; the same H_max "
              "slip is thesis.ch4.eqC.228-upper's (erratum as printed, round 21): this claim checks the display "
              "(C.232) itself, which the inventory had counted as covered by that one."),
    notes="Round 29 (discC): the row L6381 was 'covered:thesis.ch4.eqC.228-upper' (a different display).",
    settings={"ci": {"max_examples": 6, "budget_s": 2.0, "path_starts": 1, "path_decades": 0.0}},
))
