#!/bin/bash
# usage: append_entry.sh <paper> <entryfile> ; appends (never rewrites); always writes its own '# Auditor A' heading first
f=/work/coord/r28/audit/$1.md
{ printf '\n# Auditor A\n\n'; cat "$2"; echo; } >> "$f"
