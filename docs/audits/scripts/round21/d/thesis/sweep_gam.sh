for graph in clique sparse; do
for g in 0.8 0.4 0.2 0.1 0.05; do
timeout 900 python gt_sim2.py "{\"gamma\":$g,\"N\":1200,\"D\":8,\"eps\":0.125,\"Tmax\":20000,\"every\":25,\"graph\":\"$graph\",\"mode\":\"full\",\"seed\":0}"
done; done
