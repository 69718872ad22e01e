import sys; sys.argv=[sys.argv[0]]
from ch2_K_late import *
def summ(tag, **kw):
    out=[]
    for s in range(4):
        rows,T,D = run(s, **kw)
        if T is None: out.append(f's{s}:noconv'); continue
        late=[r for r in rows if r['t']>=T//2 and r['act']>=5]
        neg=[r for r in late if r['K']<0 and r['Kip']<0 and r['Kfix']<0]
        early=[r for r in rows if r['t']<T//2]
        mn=min(late,key=lambda r:r['K']) if late else None
        out.append(f"s{s}:T*={T} late={len(late)} neg(all 3 readings)={len(neg)} earlyneg={sum(r['K']<0 for r in early)}/{len(early)} minK={mn['K']:.2e}@t{mn['t']}(act{mn['act']},h{mn['hinge']:.3f})" if mn else f's{s}:T*={T} nolate')
    print(tag, '\n  '+'\n  '.join(out), flush=True)
summ('eta=0.5 B=N', eta=0.5)
summ('eta=0.1 B=N', eta=0.1)
summ('eta=0.1 B=8', eta=0.1, B=8)
summ('eta=0.5 per-l a', eta=0.5, shared_a=False)
summ('eta=0.1 m=512', eta=0.1, m=512)
