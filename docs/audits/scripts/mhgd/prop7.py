# Bonus: mhgd.prop7 (statement, L1155-1161) and mhgd.display.prop7-witness (L1167-1179).
# Instance: T = d = 1 (softmax of one logit = 1, so Phi_h = u_h x is linear in theta and W_h is inert; Hessian = 0),
# n = 1, x = 1 (R = 1), y = +1, H heads with theta0_h = (u_h, W_h) = (-1/sqrt H, 0).
import mpmath as mp
mp.mp.dps = 40
ell = lambda m: mp.log(1 + mp.e**(-m))
def check(H, eps):
    H = mp.mpf(H); T = d = R = 1
    Phi0 = H*(-1/mp.sqrt(H))/mp.sqrt(H)          # = -1
    B2 = mp.mpf(1); BPhi = mp.mpf(1)              # ||theta0_h|| = 1/sqrt H <= 1 = B2 ; |Phi0| = 1 <= B_Phi = 1
    # grad Phi~ wrt u_h = x/sqrt H, wrt W_h = 0 ; ||grad|| = 1.  theta*_h = (sqrt(2/H), 0): ||theta*|| = sqrt 2, margin gamma = sqrt 2 (max possible)
    gamma = H*(1/mp.sqrt(H))*mp.sqrt(2/H)
    L = mp.log(1/eps); g0 = (2*BPhi + L)/gamma
    req98 = 5*d*mp.sqrt(T*d)*R**3*B2/BPhi*(3*mp.sqrt(d)*R**2 + 1)*g0**2*max(1, g0)
    wit_dist = g0*mp.sqrt(2); wit_margin = Phi0 + g0*gamma      # witness theta0 + g0 theta*
    best_margin = Phi0 + g0*1                                  # best within ||theta - theta0|| <= g0 (exactly linear, ||grad|| = 1)
    return dict(gamma=gamma, g0=g0, req98=req98, H_ok=mp.sqrt(H) >= req98,
                wit_dist=wit_dist, wit_loss=ell(wit_margin), best_loss=ell(best_margin))
for H, eps in [(10**8, mp.mpf('1e-3')), (10**12, mp.mpf('1e-6')), (10**8, mp.mpf('0.5'))]:
    r = check(H, eps)
    print(f"H={H} eps={eps}: gamma={mp.nstr(r['gamma'],6)} g0={mp.nstr(r['g0'],6)}; (98) needs sqrtH >= {mp.nstr(r['req98'],6)} -> {r['H_ok']};"
          f" witness: ||theta-theta0||={mp.nstr(r['wit_dist'],6)} (> g0), loss={mp.nstr(r['wit_loss'],4)};"
          f" best loss within radius g0 = {mp.nstr(r['best_loss'],6)} vs eps {eps} -> Assumption 2 (i)+(ii) {'FAILS' if r['best_loss'] > eps else 'ok'}")
for e in ['0.5', '0.2', '0.1', '0.05']:
    r = check(10**8, mp.mpf(e)); print(f"eps={e}: best loss {mp.nstr(r['best_loss'],5)} {'<=' if r['best_loss'] <= mp.mpf(e) else '>'} eps")
