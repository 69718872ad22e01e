#!/bin/bash
# list queue ids not in taken.txt
grep '^## ' /work/coord/r19/queue.md | sed 's/^## //; s/ (.*//; s/ .*//' | sort -u > /tmp/r19d_q.txt
awk '{print $1}' /work/coord/r19/taken.txt | sort -u > /tmp/r19d_t.txt
comm -23 /tmp/r19d_q.txt /tmp/r19d_t.txt
