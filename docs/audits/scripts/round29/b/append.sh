#!/bin/bash
# usage: append.sh <paper> <entryfile>; appends with '# Auditor B' heading when the file's last auditor heading is not B
f=/work/coord/r29/audit/$1.md
last=$(grep -E '^# Auditor [ABC]' "$f" 2>/dev/null | tail -1)
if [ "$last" != "# Auditor B" ]; then printf '\n# Auditor B\n' >> "$f"; fi
printf '\n' >> "$f"; cat "$2" >> "$f"
