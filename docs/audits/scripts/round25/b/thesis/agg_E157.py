import json, glob, statistics as st, collections, sys
for fn in sorted(glob.glob('/work/audit/r25b/thesis/out_E157_*.jsonl')):
    rows = [json.loads(l) for l in open(fn)]
    by = collections.defaultdict(list)
    for r in rows: by[r['M1']].append(r)
    print('==', fn.split('/')[-1])
    print(' M1  n  e146  l    B     m     | R157 worst-q: med [q10,q90] | R157 med-q: med [min,max] | R159 worst-q med | R159 med-q: med [min,max] | own>0 frac med | x+nu R157 med-q med | x+nu R159 med-q')
    for M1 in sorted(by):
        rs = by[M1]; n = len(rs)
        def qs(key):
            v = sorted(r[key] for r in rs); return st.median(v), v[max(0, int(0.1 * n))], v[min(n - 1, int(0.9 * n))], v[0], v[-1]
        a = qs('R157'); b = qs('R157_medq'); c = qs('R159'); d = qs('R159_medq'); e = qs('own_pos'); f = qs('R157x_med'); h = qs('R159x_med')
        print('%3d %2d %4.2f %4d %5d %6d | %8.2f [%.2f, %.2f] | %6.2f [%.2f, %.2f] | %8.2f | %5.2f [%.2f, %.2f] | %.2f | %6.2f | %5.2f' % (
            M1, n, sum(r['e146'] for r in rs) / n, rs[0]['l'], rs[0]['B'], rs[0]['m'], a[0], a[1], a[2], b[0], b[3], b[4], c[0], d[0], d[3], d[4], e[0], f[0], h[0]))
