import sys, os, time
cid, verdict = sys.argv[1], sys.argv[2]
p = '/work/coord/r28/queue.md'
for attempt in range(5):
    s = open(p).read()
    lines = s.split('\n'); n = 0
    for i, l in enumerate(lines):
        if l.startswith('## ') and cid in l and '[audited A' not in l:
            lines[i] = l.rstrip() + f' [audited A: {verdict}]'; n += 1
    new = '\n'.join(lines)
    if open(p).read() != s: time.sleep(0.2); continue
    with open(p, 'r+') as fh:
        fh.seek(0); fh.write(new); fh.truncate()
    break
print('marked', n)
