#!/bin/bash
# build docs/r33/ch4/ends_ch4.tsv from the driver logs, then the manual rows
cd /work/wt/ch4
cat /tmp/ch4_log2.txt /tmp/ch4_log3.txt /tmp/ch4_log4.txt > docs/r33/ch4/ch4_log_T2.txt 2>/dev/null
{
printf "id\tfield\tside\tend\tresult\tdetail\n"
awk -F'\t' '$1 ~ /^thesis.ch4.L6446-deltaKQ2/ && $10=="c"{print $1"\t"$4"\t"$5"\t"$6"\theld\t<= hidden/uniform; a->0: ratio 0.0031->1.05e-8 (draw 0), 1.2e-5->4.9e-10 (draw 1); falls"}' docs/ends_r32_T2.tsv
PYTHONPATH=. python docs/r33/ch4/ch4_summ.py docs/r33/ch4/ch4_log_T2.txt | sort -u -k1,2 -t$'\t' \
 | sed 's/^\(thesis.ch4.eqC.107\ts1\tlo\t0\t\)hit?/\1held (end outside the printed case)/' \
 | sed 's/^\(thesis.ch4.eqC.102-second.corrected\ts\tlo\t0\t\)held/\1HIT -> thesis.ch4.eqC.102-second-ends (erratum as printed)/'
cat docs/r33/ch4/ch4_manual.tsv
} > docs/r33/ch4/ends_ch4.tsv
