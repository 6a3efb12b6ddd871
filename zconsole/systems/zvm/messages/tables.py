"""Renderers of the catalog entries whose lines a template cannot say: tables and lists.

Each takes the message (its fields are plain tuples and numbers the handler read from
the model) and returns its lines; column layouts are REAL where the catalog says so.
"""

from __future__ import annotations

from typing import Any

from zconsole.systems.zvm.messages.said import Said
from zconsole.systems.zvm.model.units import pages_in_k, percent_in_use

# REAL ind-load-idle-5cp.txt: processors two a line, 27 columns apart.
PROC_COLUMN = 27


def _f(message: Said) -> dict[str, Any]:
    return message.values()


def ind_load(message: Said) -> list[str]:
    f = _f(message)
    digits = 4 if f["version"] >= 7 else 2  # REAL: `05` on 6.3, `0017` on 7.3
    lines = [f"AVGPROC-{f['avgproc']:03d}% {f['nproc']:0{digits}d}"]
    if f["version"] == 6 and f["release"] <= 2:
        # INFERRED: 6.2 still pages to XSTORE (the lab's XSTORE traffic, all under XSTORE)
        lines.append(f"XSTORE-{f.get('xstore', 0):06d}/SEC MIGRATE-0000/SEC")
    lines += [
        f"MDC READS-{f['mdc_reads']:06d}/SEC WRITES-{f['mdc_writes']:06d}/SEC HIT RATIO-{f['mdc_hit']:03d}%",
        f"PAGING-{f['paging']}/SEC",
        f"Q0-{f['q0']:05d}(00000)                           DORMANT-{f['dormant']:05d}",
        "Q1-00000(00000)           E1-00000(00000)",
        "Q2-00000(00000) EXPAN-001 E2-00000(00000)",
        f"Q3-{f.get('q3', 0):05d}(00000) EXPAN-001 E3-00000(00000)",
        "",
    ]
    procs = [f"PROC {n:04d}-{busy:03d}% CP   HZ" for n, busy in enumerate(f["busy"])]
    for i in range(0, len(procs), 2):
        lines.append("".join(p.ljust(PROC_COLUMN) for p in procs[i : i + 2]))
    lines += ["", "LIMITED-00000"]
    return lines


def ind_user(message: Said) -> list[str]:
    f = _f(message)
    return [
        f"USERID={f['userid']:<8} MACH={f['mach']} STOR={f['stor']} VIRT=V XSTORE=NONE",
        f"IPLSYS={f['iplsys']} DEVNUM={f['devnum']:05d}",
        f"PAGES: RES={f['res']}  WS={f['ws']}  LOCKEDREAL={f['lockedreal']}  RESVD={f['resvd']}",
        f"       INSTAN={f['instan']}",
        f"NPREF={f['npref']}  PREF={f['pref']}  READS={f['reads']}  WRITES={f['writes']}",
        f"CPU 00: CTIME={f['ctime']} VTIME=000:00 TTIME=000:00 IO={f['io']:06d}",
        f"        RDR={f['rdr']:06d} PRT={f['prt']:06d} PCH={f['pch']:06d} TYPE=CP   CPUAFFIN=ON",
    ]


def ind_paging(message: Said) -> list[str]:
    # INFERRED: users in page wait four a line, as QUERY NAMES lists users.
    users = list(_f(message)["users"])
    return [", ".join(users[i : i + 4]) for i in range(0, len(users), 4)]


def q_alloc(message: Said) -> list[str]:
    f = _f(message)
    lines = []
    for rdev, volid, devtype, spaces in f["volumes"]:
        lines.append(f"DASD {rdev} {volid} {devtype} CKD-ECKD (UNITS IN CYLINDERS)")
        for kind, total, used, active in spaces:
            tail = ", ACTIVE" if active else ""
            lines.append(
                f"     {kind:<5} TOTAL={total:011d} INUSE={used:011d} AVAIL={total - used:011d}{tail}"
            )
    lines.append(f"IPL NUCLEUS ACTIVE ON VOLUME {f['ipl_volume']}")
    return lines


def _percent(used: int, total: int) -> str:
    return f"{percent_in_use(used, total):>3}%"


def q_alloc_table(message: Said) -> list[str]:
    f = _f(message)
    lines = [
        "                EXTENT     EXTENT  TOTAL  PAGES   HIGH    %",
        "VOLID  RDEV      START        END  PAGES IN USE   PAGE USED",
        "------ ---- ---------- ---------- ------ ------ ------ ----",
    ]
    for volid, rdev, start, end, total, used, high in f["rows"]:
        lines.append(
            f"{volid:<6} {rdev} {start:>10} {end:>10} {pages_in_k(total)} {pages_in_k(used)} "
            f"{pages_in_k(high)} {_percent(used, total)}"
        )
    lines.append(" " * 34 + "------ ------        ----")
    for label, (total, used) in (("SUMMARY", f["summary"]), ("USABLE", f["usable"])):
        lines.append(f"{label:<34}{pages_in_k(total)} {pages_in_k(used)} {'':6} {_percent(used, total)}")
    return lines


def q_cpowned(message: Said) -> list[str]:
    # INFERRED header; rows REAL (q-cpowned-tail-before.txt).
    lines = [f"Slot  Vol-ID  Rdev  Type   {'Status':<22}  {'SSI':<8} System"]
    for slot, volid, rdev, kind, status, system in _f(message)["rows"]:
        lines.append(f"{slot:4d}  {volid:<6}  {rdev:<4}  {kind:<5}  {status:<22}  {'--------'} {system}")
    return lines


def device_line(row: tuple[Any, ...]) -> str:
    """One device as QUERY rdev and QUERY DASD show it (REAL q-300-attached.txt, q-dasd-all.txt)."""
    kind, rdev, state, volid, user, vdev, links = row
    if state == "USER":
        tail = f" R/W {volid}" if kind == "DASD" else f" DEVTYPE {kind}"
        return f"{kind:<4} {rdev} ATTACHED TO {user:<8} {vdev}{tail}"
    if state in ("OWNED", "SYSTEM"):
        return f"{kind:<4} {rdev} CP {state:<6} {volid:<8} {links}"
    if state == "OFFLINE":
        return f"{kind:<4} {rdev} OFFLINE"
    return free_entry(kind, rdev, volid)


def free_entry(kind: str, rdev: str, volid: str) -> str:
    label = volid if kind == "DASD" else "FREE"
    return f"{kind:<4} {rdev} {label:<8}"


def _four_a_line(entries: list[str]) -> list[str]:
    # REAL: four a line, `, ` between; the last of a line has no comma.
    return [", ".join(entries[i : i + 4]) for i in range(0, len(entries), 4)]


def q_device(message: Said) -> list[str]:
    return [device_line(_f(message)["row"])]


def q_dasd(message: Said) -> list[str]:
    f = _f(message)
    lines = [device_line(row) for row in f["used"]]
    lines += _four_a_line([free_entry(*row) for row in f["free"]])
    if f["all"]:
        offline = [device_line(row) for row in f["offline"]]
        lines += _four_a_line(offline) if offline else ["An offline DASD was not found."]
    return lines


def q_osa(message: Said) -> list[str]:
    f = _f(message)
    return [device_line(row) for row in f["used"]] + _four_a_line([free_entry(*row) for row in f["free"]])


def q_processors(message: Said) -> list[str]:
    return [
        f"PROCESSOR {n:02X} {'MASTER' if n == 0 else 'ALTERNATE'} CP" for n in range(_f(message)["count"])
    ]


def q_names(message: Said) -> list[str]:
    # REAL entries `LCLEF02  - DSC `, four a line.
    return _four_a_line([f"{userid:<8} - {terminal:<4}" for userid, terminal in _f(message)["guests"]])


def logoff(message: Said) -> list[str]:
    f = _f(message)
    where = "USER DSC" if f["terminal"] == "DSC" else f"GRAF  {f['terminal']}"
    line = f"{where:<11}LOGOFF AS  {f['userid']:<8} USERS = {f['users']}"
    if f["by"]:
        line = f"{where:<11}LOGOFF AS  {f['userid']:<8} USERS = {f['users']:<5} FORCED BY {f['by']}"
    return [line]


def q_frames(message: Said) -> list[str]:
    f = _f(message)
    return [
        "All Frames:",
        f"  Configured={f['configured']}  Real={f['real']}  Usable={f['usable']}  Offline={f['offline']}",
        f"  Pageable={f['pageable']}  LockedReal={f['locked_real']}  LockedCmd={f['locked_cmd']}"
        f"  System={f['system']}",
        "Available Frames:",
        f"  GlobalClearedAvail={f['global_cleared_avail']}"
        f"  GlobalUnclearedAvail={f['global_uncleared_avail']}",
        f"  LocalClearedAvail={f['local_cleared_avail']}  LocalUnclearedAvail={f['local_uncleared_avail']}",
    ]


def q_reserved(message: Said) -> list[str]:
    f = _f(message)
    lines = [f"SYSMAX = {f['sysmax']}"]
    lines += [f"{userid:<8} RESERVED = {pages} pages" for userid, pages in f["users"]]
    return lines


def ipl_license(message: Said) -> list[str]:
    """REAL (the IPL banner): the licence box, a blank line above and below it."""
    year = _f(message)["year"]
    rows = [
        "",
        "*" * 64,
        "* LICENSED MATERIALS - PROPERTY OF IBM*".ljust(63) + "*",
        "*".ljust(63) + "*",
        f"* 5741-A07 (C) COPYRIGHT IBM CORP. 1983, {year}. ALL RIGHTS".ljust(63) + "*",
        "* RESERVED. US GOVERNMENT USERS RESTRICTED RIGHTS - USE,".ljust(63) + "*",
        "* DUPLICATION OR DISCLOSURE RESTRICTED BY GSA ADP SCHEDULE".ljust(63) + "*",
        "* CONTRACT WITH IBM CORP.".ljust(63) + "*",
        "*".ljust(63) + "*",
        "* * TRADEMARK OF INTERNATIONAL BUSINESS MACHINES.".ljust(63) + "*",
        "*" * 64,
        "",
    ]
    return rows


def lines(message: Said) -> list[str]:
    """A report already laid out (storage/perfkit.py)."""
    return list(_f(message)["lines"])
