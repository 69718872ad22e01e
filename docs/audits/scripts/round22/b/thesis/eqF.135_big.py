import importlib.util
spec=importlib.util.spec_from_file_location("m","/work/audit/r22b/thesis/eqF.135.py"); M=importlib.util.module_from_spec(spec); spec.loader.exec_module(M)
for cB in (128,):
    res=[M.run(sd,cB=cB,cl=cB/2,T=30) for sd in range(2)]
    print(f"c_B={cB} (B={res[0][2]}, l_tr={res[0][3]}), T=30: worst-case s_2/RHS: "+", ".join(f"{r[0]:.3f}" for r in res)+" | mean-difference: "+", ".join(f"{r[1]:.3f}" for r in res),flush=True)
