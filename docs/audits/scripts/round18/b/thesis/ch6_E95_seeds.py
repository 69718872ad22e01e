from ch6_E95_deltapath import run
for seed in [1, 2]:
    for delta in [0.2, 0.01, 0.002]:
        print('seed', seed, end=' '); run(delta=delta, cT=100, seed=seed)
print('M1=6, M2=12'); 
for delta in [0.2, 0.002]: run(M1=6, M2=12, delta=delta, cT=100, seed=3)
