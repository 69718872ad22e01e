"""(F.160) is audited by the same script as (F.150): the stage-two displays of the proof of Lemma F.3.7 on one SGD trajectory per family."""
import runpy
runpy.run_path("/work/audit/r11B/thesis/thesis.ch7.eqF.150.py", run_name="__main__")
