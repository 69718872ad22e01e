export OMP_NUM_THREADS=1
for N in 2 4 8 20 40; do for sd in 0 1 2; do timeout 150 python vit_a164.py "{\"N\": $N, \"seed\": $sd}"; done; done
