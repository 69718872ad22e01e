import sys, re
cid, verdict = sys.argv[1], sys.argv[2]
p = '/work/coord/r27/queue.md'
s = open(p).read()
lines = s.split('\n')
n = 0
for i, l in enumerate(lines):
    if l.startswith('## ') and cid in l and '[audited A' not in l:
        lines[i] = l.rstrip() + f' [audited A: {verdict}]'; n += 1
open(p, 'w').write('\n'.join(lines))
print('marked', n)
