import sys, warnings
warnings.filterwarnings("ignore")
sys.path.insert(0, "scratch")
import ch4_ends as E
from checks.registry import registry
for cid in sys.argv[1:]:
    c = registry()[cid]
    d = E.draws(c, 1)[0]
    print(cid, c.comparison, c.constants, {k: v for k, v in d.items() if not hasattr(v, "shape")})
    print("   assumptions:", [(a.name, a.text[:90]) for a in c.assumptions])
    print("   domain:", [(p.name, p.key, p.lo, p.hi, p.text[:60]) for p in (c.domain or ())])
