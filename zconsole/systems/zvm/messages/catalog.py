"""The HCP catalog: one entry per message, its id, its lines and where they come from.

Evidence (one label per entry, so a layout found wrong is corrected in one line):
REAL - a capture from a real system (the file in ../shared/spec/zvm-captures/ named);
DOC - IBM's manuals or control blocks; INFERRED - written without either, from memory or
by analogy with a neighbour that is REAL. An entry with ``template`` lines is filled in
with str.format from the message's fields; an entry with ``renderer`` names a function of
messages/tables.py or messages/status.py that lays out the lines (tables, lists).
A message id is HCP + module + number + severity; ``rc`` is the return code CMS shows in
``Ready(nnnnn);`` after it (the number of the id: REAL for 003 and 045).
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Entry:
    msgid: str  # "" for a response line CP writes without an id
    template: tuple[str, ...] = ()
    renderer: str = ""
    evidence: str = "INFERRED"
    rc: int = 0
    # It arrives by itself (not as a command's answer): every line the machine's events
    # say is declared so, and a test holds the two together.
    unsolicited: bool = False
    # Written intensified on the 3270: its lines start one column in, the attribute
    # byte's blank (REAL: the IPL screens; a line on the screen's first row shows none).
    highlight: bool = False


def _error(msgid: str, text: str, evidence: str) -> Entry:
    return Entry(msgid, (text,), evidence=evidence, rc=int("".join(c for c in msgid[6:] if c.isdigit())))


CATALOG: dict[str, Entry] = {
    # --- errors -------------------------------------------------------------------------
    # DOC: a z/VM 7.3 user's notes of a live session quote it exactly, for a command above
    # the user's classes (`#CP REPLY 1 STANDARD` -> `HCPCMD001E Unknown CP command: REPLY`;
    # index file id 66596818720), as for one that does not exist.
    "HCP001E": _error("HCPCMD001E", "Unknown CP command: {command}", "DOC"),
    # REAL hcpcqv003e-invalid-option.txt: a class G QUERY with an operand it does not know.
    "HCP003E": _error("HCP{module}003E", "Invalid option - {option}", "REAL"),
    # DOC (open-source parsers quote it): the extra-operand form of HCP003E.
    "HCP003E_EXTRA": _error(
        "HCP{module}003E", "Invalid option - command contains extra option(s) starting with {option}", "DOC"
    ),
    "HCP026E": _error("HCP{module}026E", "Operand missing or invalid", "DOC"),
    "HCP040E": _error("HCP{module}040E", "Device {rdev} does not exist", "DOC"),
    "HCP045E": _error("HCP{module}045E", "{userid} not logged on", "REAL"),
    "HCP053E": _error("HCPLNM053E", "{userid} not in CP directory", "DOC"),
    "HCP361E": _error("HCP{module}361E", "LOGOFF/FORCE pending for user {userid}", "DOC"),
    # INFERRED ids and texts below: the spec names no capture for these refusals.
    "HCP054E": _error("HCPXAU054E", "{userid} already logged on", "INFERRED"),
    "HCP046E": _error("HCP{module}046E", "{rdev} offline", "INFERRED"),
    "HCP121E": _error("HCPATR121E", "{kind} {rdev} already attached to {owner}", "INFERRED"),
    "HCP122E": _error("HCPDTE122E", "{kind} {rdev} not attached", "INFERRED"),
    "HCP1715E": _error("HCPATR1715E", "Volume {volid} is not mounted on {kind} {rdev}", "INFERRED"),
    "HCP1716E": _error("HCPATR1716E", "Volume {volid} is not in the CP-owned list", "INFERRED"),
    "HCP1717E": _error("HCPCPO1717E", "Slot {slot} is in use by volume {volid}", "INFERRED"),
    "HCP091E": _error("HCPDST091E", "Storage size {size} exceeds the directory maximum {max}", "INFERRED"),
    "HCP1170E": _error("HCPSRR1170E", "Reserved amount {amount} exceeds SYSMAX {sysmax}", "INFERRED"),
    # --- responses ----------------------------------------------------------------------
    # REAL q-storage-class-b-2g.txt (two blanks before RESERVED).
    "Q_STORAGE": Entry(
        "",
        (
            "STORAGE = {storage} CONFIGURED = {configured} INC = {inc} STANDBY = {standby}"
            "  RESERVED = {reserved}",
        ),
        evidence="REAL",
    ),
    # REAL q-v-stor-maint-256m.txt (6.3); 7.x form REAL per the spec (several guests).
    "Q_V_STOR": Entry("", ("STORAGE = {storage}",), evidence="REAL"),
    "Q_V_STOR_7": Entry(
        "",
        ("STORAGE = {storage} MAX = {max} INC = {inc} STANDBY = {standby}  RESERVED = {reserved}",),
        evidence="REAL",
    ),
    # INFERRED: DEFINE STORAGE's first line (spec: response INFERRED; IBM's text not found
    # by search). The second is CP's line for a clearing system reset (DOC: automation waits
    # for it after DETACH CPU ALL, index file id 47164728154; a fake CP for its tests writes
    # it in this case, id 15764054989).
    "DEFINE_STORAGE": Entry(
        "", ("STORAGE = {storage}", "Storage cleared - system reset."), evidence="INFERRED"
    ),
    "IND_LOAD": Entry("", renderer="ind_load", evidence="REAL"),  # ind-load-idle-5cp.txt
    "IND_USER": Entry("", renderer="ind_user", evidence="REAL"),  # ind-user-maint.txt
    "IND_PAGING_NONE": Entry("", ("No users in page wait",), evidence="REAL"),  # ind-paging-none.txt
    "IND_PAGING": Entry("", renderer="ind_paging", evidence="INFERRED"),
    "IND_IO_NONE": Entry("", ("No users in I/O wait",), evidence="REAL"),  # ind-io-none.txt
    "Q_ALLOC": Entry("", renderer="q_alloc", evidence="REAL"),  # q-alloc.txt; fields DOC (QALBK)
    "Q_ALLOC_TABLE": Entry("", renderer="q_alloc_table", evidence="REAL"),  # q-alloc-page-one-volume.txt
    # REAL tail q-cpowned-tail-before.txt; the header line INFERRED.
    "Q_CPOWNED": Entry("", renderer="q_cpowned", evidence="REAL"),
    "ATTACHED_SYSTEM": Entry("", ("{kind} {rdev} ATTACHED TO SYSTEM {volid}",), evidence="DOC"),
    # REAL attach-300-star.txt
    # REAL attach-300-star.txt (DASD); WITH DEVCTL on other devices INFERRED absent.
    "ATTACHED": Entry("", ("{kind} {rdev} ATTACHED TO {userid} {vdev}{devctl}",), evidence="REAL"),
    "DETACHED": Entry("", ("{kind} {rdev} DETACHED",), evidence="REAL"),  # detach-300.txt
    "Q_DEVICE": Entry("", renderer="q_device", evidence="REAL"),  # q-300-attached.txt, q-dasd-all.txt
    "Q_DASD": Entry("", renderer="q_dasd", evidence="REAL"),  # q-dasd-all.txt
    "Q_OSA": Entry("", renderer="q_osa", evidence="REAL"),  # q-osa-free.txt
    "Q_PROCESSORS": Entry("", renderer="q_processors", evidence="REAL"),  # q-processors-5cp.txt
    "Q_NAMES": Entry("", renderer="q_names", evidence="REAL"),  # snippets; the whole list INFERRED
    "Q_USERS": Entry("", ("{users:6d} USERS, {dialed:6d} DIALED, {net:6d} NET",), evidence="REAL"),
    "Q_USER": Entry("", ("{userid:<8} - {terminal}",), evidence="REAL"),
    "Q_USERID": Entry("", ("{userid} AT {system}",), evidence="REAL"),  # q-userid-q-cpload.txt
    # REAL q-cplevel-q-time-q-names-snippets.txt (7.3); 6.3's version line from the IPL banner.
    "Q_CPLEVEL": Entry(
        "",
        (
            "z/VM Version {version} Release {release}.0, service level {level} (64-bit)",
            "Generated at {generated} {zone}",
            "IPL at {ipl} {zone}",
        ),
        evidence="REAL",
    ),
    # REAL first line (snippets); the CONNECT line INFERRED from memory.
    "Q_TIME": Entry(
        "",
        (
            "TIME IS {time} {zone:<4} {weekday} {date}",
            "CONNECT= {connect} VIRTCPU= 000:00.00 TOTCPU= 000:00.00",
        ),
        evidence="REAL",
    ),
    # REAL q-userid-q-cpload.txt
    "Q_CPLOAD": Entry(
        "",
        (
            "Module CPLOAD was loaded from minidisk on volume {volume} at cylinder {cylinder}.",
            "Parm disk number 1 is on volume {parm}, cylinders {first} through {last}.",
            "Last start was a system IPL.",
        ),
        evidence="REAL",
    ),
    # REAL q-cplevel-q-time-q-names-snippets.txt (z/VM 7.3)
    "Q_CPUID": Entry("", ("CPUID = {cpuid}",), evidence="REAL"),
    "Q_FILES": Entry("", ("FILES: {rdr} RDR, {prt} PRT, {pun} PUN",), evidence="REAL"),
    "COMMAND_ACCEPTED": Entry("", ("Command accepted",), evidence="REAL"),  # xautolog capture
    # REAL force-linux2-hcpsig2114i.txt
    "HCPSIG2114I": Entry(
        "HCPSIG2114I",
        ("User {userid} termination may be delayed for up to {seconds} seconds",),
        evidence="REAL",
    ),
    # REAL xautolog-linux2-hcpcls6056i.txt (CP writes it as two lines)
    "HCPCLS6056I": Entry(
        "HCPCLS6056I",
        ("XAUTOLOG information for {userid}: The IPL command is verified by the", "IPL command processor."),
        evidence="REAL",
        unsolicited=True,
    ),
    # REAL: the logon/logoff lines of the captures (11-character columns).
    "AUTO_LOGON": Entry(
        "", ("AUTO LOGON  ***       {userid:<8} USERS = {users}",), evidence="REAL", unsolicited=True
    ),
    "LOGOFF": Entry("", renderer="logoff", evidence="REAL", unsolicited=True),
    "GRAF_LOGON": Entry(
        "", ("GRAF  {terminal} LOGON  AS  {userid:<8} USERS = {users}",), evidence="REAL", unsolicited=True
    ),
    # --- the IPL (REAL ipl-banner-start-prompt.txt, ipl-cold-start-msgs.txt) -------------
    "IPL_VERSION": Entry(
        "",
        ("z/VM  V{version} R{release}.0  SERVICE LEVEL {level} (64-BIT)",),
        evidence="REAL",
        unsolicited=True,
    ),
    "IPL_NUCLEUS": Entry(
        "",
        ("SYSTEM NUCLEUS CREATED ON {date} AT {time}, LOADED FROM {volume}",),
        evidence="REAL",
        unsolicited=True,
        highlight=True,
    ),
    "IPL_LICENSE": Entry("", renderer="ipl_license", evidence="REAL", unsolicited=True),
    "HCPZCO6718I": Entry(
        "HCPZCO6718I",
        ("Using parm disk 1 on volume {volume} (device {rdev}).",),
        evidence="REAL",
        unsolicited=True,
        highlight=True,
    ),
    "HCPZCO6718I_CYL": Entry(
        "HCPZCO6718I",
        ("Parm disk resides on cylinders {first} through {last}.",),
        evidence="REAL",
        unsolicited=True,
        highlight=True,
    ),
    "IPL_START_PROMPT": Entry(
        "",
        ("Start ((Warm|Force|COLD|CLEAN) (DRain) (DIsable)  (NODIRect)", "      (NOAUTOlog)) or (SHUTDOWN)"),
        evidence="REAL",
        unsolicited=True,
    ),
    # INFERRED: SHUTDOWN at the Start prompt.
    "HCPWRS2510I": Entry("HCPWRS2510I", ("The system is shut down.",), unsolicited=True),
    # REAL: the last two lines of the count of spool files a COLD start deletes (the lines
    # above them scrolled off the captured screen and are not written).
    "HCPWRS2513I": Entry(
        "HCPWRS2513I",
        (" " * 37 + "_______", "Total files to be deleted{files:>19}"),
        renderer="multi_id",
        evidence="REAL",
        unsolicited=True,
        highlight=True,
    ),
    "HCPWRS2511A": Entry(
        "HCPWRS2511A",
        (
            "",
            "Spool files will be deleted because of COLD start.",
            "No files have been deleted yet.",
            "To continue COLD start and delete files, enter GO.",
            "To stop COLD start without deleting files, enter STOP.",
        ),
        renderer="multi_id",
        evidence="REAL",
        unsolicited=True,
        highlight=True,
    ),
    "HCPWRS2512I": Entry(
        "HCPWRS2512I",
        ("Spooling initialization is complete.",),
        evidence="REAL",
        unsolicited=True,
        highlight=True,
    ),
    "DUMP_UNIT": Entry(
        "", ("DASD {rdev} dump unit CP IPL pages {pages}",), evidence="REAL", unsolicited=True
    ),
    "HCPMLM3016I": Entry(
        "HCPMLM3016I",
        ("Management by the Unified Resource Manager is not available for this system.",),
        evidence="REAL",
        unsolicited=True,
    ),
    "HCPAAU2700I": Entry(
        "HCPAAU2700I", ("System gateway {system} identified.",), evidence="REAL", unsolicited=True
    ),
    "IPL_VERSION_LONG": Entry(
        "",
        (
            "z/VM Version {version} Release {release}.0, Service Level {level} (64-bit),",
            "built on IBM Virtualization Technology",
        ),
        evidence="REAL",
        unsolicited=True,
    ),
    "LOGMSG_NONE": Entry("", ("There is no logmsg data",), evidence="REAL", unsolicited=True),
    "FILES_LOGON": Entry("", ("FILES: {rdr} RDR, {prt} PRT, {pun} PUN",), evidence="REAL", unsolicited=True),
    "LOGON_AT": Entry("", ("LOGON AT {time} {zone} {weekday} {date}",), evidence="REAL", unsolicited=True),
    "HCPIOP952I": Entry("HCPIOP952I", ("{mb}M system storage",), evidence="REAL", unsolicited=True),
    "FILES_SPOOL": Entry("", ("FILES: {rdr} RDR, {prt} PRT, {pun} PUN",), evidence="REAL", unsolicited=True),
    "HCPCRC8082I": Entry(
        "HCPCRC8082I",
        ("Accounting records are accumulating for userid {userid}.",),
        evidence="REAL",
        unsolicited=True,
    ),
    # The console's own lines: the echo of a line as typed, and CMS's end line (REAL).
    "ECHO": Entry("", ("{text}",), evidence="REAL"),
    "READY": Entry("", ("{ready} T=0.01/0.01 {time}",), evidence="REAL"),
    # zconsole's own: a fault of zconsole itself, shown instead of a traceback (a golden
    # holding it is refused by `check --update-goldens`).
    "ZCN999E": Entry("ZCN999E", ("zconsole internal error: {kind} {text}",), rc=999),
    # zconsole's own: .IPL belongs on the system operator's console.
    "IPL_NOT_HERE": Entry(
        "", (".IPL is the system operator's: zconsole --system zvm --user {operator}",), rc=1
    ),
    "EMSG": Entry("", ("EMSG = {mode}",), evidence="INFERRED"),
    # zconsole's own: Performance Toolkit reports (storage/perfkit.py: the seed's columns,
    # the layout INFERRED), and why there is none.
    "PERFKIT": Entry("", renderer="lines", evidence="INFERRED"),
    "PERFKIT_NO_LAB": Entry(
        "", ("No storage lab on {system}: zconsole --system zvm --machine zvm-lab-63",), rc=1
    ),
    "PERFKIT_NO_USER": Entry("", ("{userid} is not a guest of the storage lab",), rc=1),
    # INFERRED (spec): QUERY FRAMES in the 6.3+ keyword=value style, keys a real parser reads
    # (xautolog-vmcp-frames-consumer-note.txt; tests/test_zvm_captures.py parses the lines as
    # it does). IBM's response text for QUERY FRAMES, AGELIST, RESERVED, XSTORE, SRM and
    # CPOWNED's header was searched for (docs and pages) and not found: all stay INFERRED.
    "Q_FRAMES": Entry("", renderer="q_frames", evidence="INFERRED"),
    # INFERRED: operands DOC (AGEBK), the response layout not found.
    "Q_AGELIST": Entry("", ("AGELIST SIZE = {size}  EARLYWRITES = {early}",), evidence="INFERRED"),
    "Q_RESERVED": Entry("", renderer="q_reserved", evidence="INFERRED"),  # fields DOC (RSDBK)
    "Q_XSTORE": Entry("", ("XSTORE= {xstore} online= {xstore}",), evidence="INFERRED"),
    "Q_SRM": Entry(
        "",
        ("LDUBUF : Q1={l1}% Q2={l2}% Q3={l3}%", "STORBUF: Q1={s1}% Q2={s2}% Q3={s3}%"),
        evidence="INFERRED",
    ),
    "WAITED": Entry("", (), evidence="INFERRED"),
    # REAL q-nss-excerpt.txt: QUERY NSS's header and file rows (messages/nss.py); RECS in
    # thousands with K INFERRED past 9999.
    "Q_NSS": Entry("", renderer="nss.q_nss", evidence="REAL"),
    # INFERRED: QUERY NSS MAP's columns, from memory of IBM's reference (not found by search).
    "Q_NSS_MAP": Entry("", renderer="nss.q_nss_map", evidence="INFERRED"),
    # INFERRED: no file of that name (or none at all).
    "Q_NSS_NONE": Entry("", ("No NSS or DCSS named {name}",), evidence="INFERRED"),
    # zconsole's own: HELP in line mode (messages/help.py). INFERRED: the real HELP is
    # CMS's full-screen menu facility; the lines are those of the z/OS console's HELP.
    "HELP_INDEX": Entry("", renderer="help.index", evidence="INFERRED"),
    "HELP_PAGE": Entry("", renderer="help.page", evidence="INFERRED"),
    "HELP_EXPLAINED": Entry("", renderer="help.explained", evidence="INFERRED"),
    "HELP_UNKNOWN": Entry("", ("ZCN101I NO HELP FOR {topic} - TYPE HELP FOR THE LIST OF COMMANDS",), rc=1),
}

# HELP's lines (zconsole's own, as on the z/OS console).
ZCN100I_TEXT = "HELP FOR {topic}"
ZCN100I_INDEX = "CP COMMANDS - HELP CMD: ITS PAGE; HELP MSGID: ITS MEANING"
ZCN102I_TEXT = "MESSAGE {msgid} EXPLAINED ({evidence})"
HELP_INDEX_ROW = "{topic:<14} {what}"


def entry(key: str) -> Entry:
    return CATALOG[key]
