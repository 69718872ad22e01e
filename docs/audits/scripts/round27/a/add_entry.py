# insert an entry (text file) into the '# Auditor A' section of an audit file (before '# Auditor B'/'# Auditor C' if present)
import sys, re
path, entry = sys.argv[1], open(sys.argv[2]).read().strip('\n') + '\n'
try: s = open(path).read()
except FileNotFoundError: s = ''
if '# Auditor A' not in s:
    s = ('# Auditor A\n\n' + s) if s else '# Auditor A\n'
m = re.search(r'(?m)^# Auditor (?!A)', s)
if m: s = s[:m.start()].rstrip('\n') + '\n\n' + entry + '\n' + s[m.start():]
else: s = s.rstrip('\n') + '\n\n' + entry
open(path, 'w').write(s)
