# Auditor B, round 30: factrecall.display.lemma9-eta-chain-lemma-eta (seed 002 L1510, L1638-L1648).
# L1640: Bernstein constant C_B: M = S/D - C_B sqrt(S/D log(D/delta)); L1642: delta = 1/(2D log|V|) and
# "define eta := 2 C sqrt(D/S log(2 D^2 log|V|)) <= 1" (the PROOF's eta, with the Bernstein C); L1644 M/S = (1/D)(1 - eta/2);
# L1648 S/M = D/(1 - eta/2) <= D(1 + eta).  Lemma 9 (L1510): eta := C sqrt(...) "for a sufficiently large constant C".
import mpmath as mp
for (D, V) in [(1, 3), (2, 4), (5, 100), (50, 10**6)]:
    delta = 1/(2*D*mp.log(V)); assert abs(D/delta - 2*D**2*mp.log(V)) < 1e-12*D**2*mp.log(V)
    for CB in (mp.mpf('0.25'), mp.mpf('0.5'), 1, 3):
        for S in [D*mp.log(D/delta)*f for f in (1, 4, 16, 1e4)]:        # S >= D log(D/delta) (L1642)
            root = mp.sqrt(D/S*mp.log(2*D**2*mp.log(V)))
            eta_proof = 2*CB*root
            if eta_proof > 1: continue
            M = S/D - CB*mp.sqrt(S/D*mp.log(D/delta))
            lhs = S/M; rhs = D*(1 + eta_proof)
            assert abs(M/S - (1 - eta_proof/2)/D) < 1e-12, (M/S, (1 - eta_proof/2)/D)
            assert lhs <= rhs*(1 + 1e-12)
            # the helper's reading: eta := C_B * root (lemma's letter with the Bernstein constant)
            eta_h = CB*root
            flag = "helper-reading fails" if lhs > D*(1 + eta_h) else "helper-reading holds"
            print(f"D={D} |V|={V} C_B={mp.nstr(CB,3)} S={mp.nstr(S,5)}: eta_proof={mp.nstr(eta_proof,4)} S/M={mp.nstr(lhs,6)} <= D(1+eta_proof)={mp.nstr(rhs,6)}; {flag} (eta={mp.nstr(eta_h,4)})")
