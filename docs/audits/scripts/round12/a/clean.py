import sys,re
f,a,b=sys.argv[1],int(sys.argv[2]),int(sys.argv[3])
L=open(f).read().split('\n')
for i in range(a,b+1):
    s=L[i-1]
    if not s.strip(): continue
    # drop screen-reader words
    s=re.sub(r'\b(start_[A-Z]+|end_[A-Z]+|italic_\w+|bold_\w+|caligraphic_\w+|blackboard_\w+|roman_\w+|start_ARG|end_ARG)\b','',s)
    s=re.sub(r'[ \t]{2,}',' ',s)
    print(f"{i}: {s[:int(sys.argv[4]) if len(sys.argv)>4 else 3000]}")
