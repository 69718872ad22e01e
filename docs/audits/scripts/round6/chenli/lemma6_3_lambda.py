"""Audit chenli.display.lemma6.3-lambda-sum (seed 000 L1533; alpha in Delta^{k-1} L1503; (67) L1508).
lambda_i = alpha - softmax(X_1 Theta_i X^T); ||lambda_i||^2 <= 2 on the simplex, so the sum is <= 2m. mpmath."""
import mpmath as mp
mp.mp.dps = 40
for m in [2, 3, 5]:
    X = [1, -1]; th = -10; alpha = [1, 0]
    lg = [X[0] * th * x for x in X]; Z = sum(mp.e ** v for v in lg); p = [mp.e ** v / Z for v in lg]
    lam2 = sum((a - b) ** 2 for a, b in zip(alpha, p))
    print(f"m={m} (k=2, d=1, X=(1,-1)^T, Theta_i=-10, alpha=e_1): ||lambda_i||^2 = {mp.nstr(lam2, 12)} each,"
          f" sum = {mp.nstr(m * lam2, 12)} vs printed upper end 4; 2m = {2*m}; (67) violated for eps < {mp.nstr(mp.sqrt(lam2), 6)}")
