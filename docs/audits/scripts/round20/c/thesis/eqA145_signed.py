# signed reading of (A.145) with the magnitude control of (A.132): |A[2,1]| <~ K(t)
import importlib.util, sys
sp = importlib.util.spec_from_file_location('g', '/work/audit/r20c/thesis/thesis.ch2.eqA.144-145-151-155.py')
g = importlib.util.module_from_spec(sp); sys.argv = ['x']; sp.loader.exec_module(g)
for S, B, seeds in ((12, 40, (0, 1, 3)), (48, 40, (2,)), (12, 8, (0, 1))):
    for s in seeds:
        recs, _ = g.run(s, S=S, B=B); T = len(recs)
        rat = max(abs(r['A'][1, 0]) / r['A'][0, 0] for r in recs if r['A'][0, 0] > 0)
        lbneg = [r for r in recs if r['t'] >= T / 2 and r['act'] >= 5 and r['A'][0, 0] < 0]
        ex = lbneg[0] if lbneg else None
        print(f'|S| {S} B {B} seed {s}: max |A[2,1]|/K over K>0: {rat:.1f}; late busy steps with K<0: {len(lbneg)}',
              '' if ex is None else 'e.g. t=%d K=%.2e A[2,1]=%.2e act %d' % (ex['t'], ex['A'][0, 0], ex['A'][1, 0], ex['act']))
