export OMP_NUM_THREADS=1 MKL_NUM_THREADS=1
for sd in $(seq 0 15); do python icl_m1_2.py "{\"seed\": $sd, \"ctx\": \"exact\", \"n_ood\": 40}" > out4_e64_$sd.json 2>&1; done
