for seed in 0 1; do
for e in 0.1 0.2 0.3 0.35 0.4 0.425 0.45 0.475; do
timeout 900 python gt_sim.py "{\"eps\":$e,\"N\":4000,\"D\":40,\"Tmax\":30000,\"every\":50,\"seed\":$seed}"
done; done
for e in 0.45 0.475 0.4875; do
timeout 900 python gt_sim.py "{\"eps\":$e,\"N\":4000,\"D\":80,\"B\":2,\"Tmax\":30000,\"every\":50,\"seed\":0}"
done
