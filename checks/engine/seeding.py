"""Seeds of the claim searches, from public Hypothesis API only.

Every search runs under ``hypothesis.seed(claim_seed(claim.id, batched))``: the draws depend on the claim id, the
search kind (one instance per example, or batched) and the Hypothesis version, never on the engine's source text.
The seed is the one ``settings(derandomize=True)`` derived until this round from the source of the engine's former
test functions (SHA-384 of that text, their signature and the claim id); the text is frozen below as a salt, so
every ``ci`` search draws exactly the instances it drew before, and editing the engine changes no draw.
"""

from __future__ import annotations

import hashlib

SALTS: dict[str, str] = {
    'one': (
        '    def probe(inst: Instance) -> None:\n'
        '        if time.perf_counter() - st.start > st.budget:\n'
        '            st.stopped = "time budget"\n'
        '            raise _Stop\n'
        '        st.tried += 1\n'
        '        st.examples += 1\n'
        '        try:\n'
        '            ev = evaluate(claim, inst, bound, ctx)\n'
        '        except BadInput as e:\n'
        '            st.error = str(e)\n'
        '            raise _Stop from None\n'
        '        if ev.status == REJECTED:\n'
        '            st.rejected += 1\n'
        '            reject()\n'
        '        st.valid += 1\n'
        '        st.cover(ev)\n'
        '        ev = settle(ev)\n'
        '        if math.isfinite(ev.score):\n'
        '            target(float(ev.score), label="score")\n'
        '        if ev.status == VIOLATED:\n'
        '            st.shrunk = ev\n'
        '            raise _Counterexample(f"{claim.id} violated: lhs={ev.measurement.lhs} rhs={ev.rhs}")<Signature (inst: \'Instance\') -> \'None\'>'
    ),
    'batch': (
        '    def probe_batch(inst: Instance) -> None:\n'
        '        if time.perf_counter() - st.start > st.budget:\n'
        '            st.stopped = "time budget"\n'
        '            raise _Stop\n'
        '        st.examples += 1\n'
        '        try:\n'
        '            try:\n'
        '                b = as_batch(claim.measure_batch(inst, ctx_, bsize), bsize)\n'
        '            except BadInput:\n'
        '                raise\n'
        '            except Exception as e:\n'
        '                raise BadInput(f"{claim.id}: batched measurement raised {type(e).__name__}: {e} "\n'
        '                               f"(instance {describe_instance(inst)}, batch {bsize})") from e\n'
        '            scores, codes, valid = score_batch(claim, bound, inst, b, plan)\n'
        '            st.tried += b.size\n'
        '            nvalid = int(valid.sum())\n'
        '            st.rejected += b.size - nvalid\n'
        '            if nvalid == 0:\n'
        '                reject()\n'
        '            st.valid += nvalid\n'
        '            if st.span is not None and nvalid:\n'
        '                ok = np.asarray(valid, bool)\n'
        '                merged: dict[str, Any] = {}\n'
        '                for d in (inst, b.quantities, b.terms):\n'
        '                    for k, v in d.items():\n'
        '                        if b.per_member(v):\n'
        '                            merged[k] = v[ok]\n'
        '                        else:\n'
        '                            merged.setdefault(k, v)\n'
        '                st.span.update(merged)\n'
        '            i = int(np.argmax(scores))\n'
        '            others = np.asarray(valid, bool).copy()\n'
        '            others[i] = False\n'
        '            st.score(*np.asarray(scores)[others].tolist())\n'
        '            member = b.member_instance(inst, i)\n'
        '            ev = judge_measurement(claim, member, b.member_measurement(i), bound, ctx_)\n'
        '            if codes[i] or plan.checked < 3:\n'
        '                plan.checked += 1\n'
        '                ev2 = evaluate(claim, member, bound, ctx_)\n'
        '                if not _close(ev2.measurement.lhs, ev.measurement.lhs):\n'
        '                    raise BadInput(f"{claim.id}: batch member {i} does not replay: measure_batch gave lhs "\n'
        '                                   f"{ev.measurement.lhs}, measure gives {ev2.measurement.lhs} on its instance "\n'
        '                                   f"{describe_instance(member)}")\n'
        '                ev = ev2\n'
        '        except BadInput as e:\n'
        '            st.error = str(e)\n'
        '            raise _Stop from None\n'
        '        ev.phase = "batch"\n'
        '        if ev.status == REJECTED:\n'
        '            reject()\n'
        '        ev = settle(ev)\n'
        '        if math.isfinite(ev.score):\n'
        '            target(float(ev.score), label="score")\n'
        '        if ev.status == VIOLATED:\n'
        '            st.shrunk = ev\n'
        '            raise _Counterexample(f"{claim.id} violated: lhs={ev.measurement.lhs} rhs={ev.rhs}")<Signature (inst: \'Instance\') -> \'None\'>'
    ),
}
"""The frozen salts: the cleaned source and signature of the former test functions ``probe`` and ``probe_batch``."""


def claim_seed(claim_id: str, batched: bool = False) -> int:
    """The derandomized seed of a claim's search (an int for ``hypothesis.seed``)."""
    salt = SALTS["batch" if batched else "one"].encode()
    return int.from_bytes(hashlib.sha384(salt + claim_id.encode()).digest(), "big")
