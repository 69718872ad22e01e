# GT at eps_S = 0.495 (k = 200): mean hinge along training (did it stall or grow slowly?)
import numpy as np, torch
import ch3_eps_S as E
G = E.gadget(200, 99)
for T in [5000, 20000, 80000]:
    t, s0 = E.train(G, 'GT', seed=0, Tmax=T, target=-1)   # target -1: never stops; measure loss after T
    print('trained', T, flush=True)
