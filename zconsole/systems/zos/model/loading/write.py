"""Machine to data in the machine-file schema (what machine_file.machine_from_data reads back)."""

from __future__ import annotations

from typing import Any

from zconsole.systems.zos.model.core.units import format_amount
from zconsole.systems.zos.model.loading.facts_tables import facts_to_data
from zconsole.systems.zos.model.loading.io_tables import io_to_data
from zconsole.systems.zos.model.machine import RMF_CYCLE_MS_DEFAULT, Machine
from zconsole.systems.zos.model.paging.scm import IncrementStatus


def machine_to_data(machine: Machine) -> dict[str, Any]:
    """A settled copy: increments still draining are written ONLINE with their pages
    (the state file records the drain separately, see model/state/state_file.py)."""
    data: dict[str, Any] = {"system": {
        "name": machine.system_name, "pagescm": machine.pagescm.text,
        "release": machine.release_text, "subchannel_sets": machine.subchannel_sets,
        "pagtotl": machine.pagtotl, "dump": machine.dump_parameter,
    }}
    data["storage"] = {"real": format_amount(machine.real_mb),
                       "increment_size": format_amount(machine.facts.storage_increment_mb)}
    scm = machine.scm
    if scm is not None:
        data["scm"] = {
            "defined": format_amount(scm.defined_mb),
            "increment_size": format_amount(scm.increment_mb),
            "error_blocks": scm.error_blocks,
            "increment": [
                {"address": format_amount(inc.address_mb), "status": "ONLINE", "used_blocks": inc.used_blocks}
                for inc in scm.increments
                if inc.status is not IncrementStatus.OFFLINE_AVAILABLE
            ],
        }
    data["page_dataset"] = [
        {"type": p.type.value, "dsname": p.dsname, "volser": p.volser, "device": p.device,
         "devtype": p.devtype, "slots": p.slots, "used": p.used, "errors": p.errors, "status": p.status.value,
         **({"csa": p.csa} if p.csa else {})}
        for p in machine.page_datasets
    ]
    in_use = {p.dsname for p in machine.page_datasets}
    data["page_space"] = [
        {"dsname": s.dsname, "volser": s.volser, "device": s.device, "devtype": s.devtype, "slots": s.slots}
        for s in machine.page_spaces.values()
        if s.dsname not in in_use
    ]
    if machine.procedures:
        from zconsole.systems.zos.model.loading.procedure_tables import procedures_to_data

        data["procedure"] = procedures_to_data(machine.procedures)
    data.update(io_to_data(machine.io))
    data.update(facts_to_data(machine.facts))
    # everyday operations: the UTC offset and the consoles (K S changes them)
    if machine.utc_offset_minutes:
        sign = "-" if machine.utc_offset_minutes < 0 else "+"
        hours, minutes = divmod(abs(machine.utc_offset_minutes), 60)
        data["system"]["utc_offset"] = f"{sign}{hours:02d}:{minutes:02d}"
    from zconsole.systems.zos.model.consoles.tables import dump_consoles

    data["console"] = dump_consoles(machine.consoles)
    if machine.rmf_cycle_ms != RMF_CYCLE_MS_DEFAULT:
        data["rmf"] = {"cycle": machine.rmf_cycle_ms}
    if machine.jes2 is not None:
        from zconsole.systems.zos.model.loading.jes2_tables import dump_jes2

        data["jes2"] = dump_jes2(machine.jes2)
    return data
