"""(F.126) is audited by the same script as (F.96): the three cases of Lemma F.3.5 on one trained model."""
import runpy
runpy.run_path("/work/audit/r11B/thesis/thesis.ch7.eqF.96.py", run_name="__main__")
