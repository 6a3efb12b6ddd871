"""The VSE console's catalog: one entry per message, who says it, its layout and evidence.

A console line is the speaker (the partition or task: `AR` the attention routine, POWER's
partition for POWER), its 4-digit console id, the message id `1xnnt`, and the text after
two blanks (REAL: `AR 0015 1I40I  READY`); 1C39I has one blank (REAL). An entry with no id
is a response line after the speaker (`AR 0015 PRTY Z,Y,...`, REAL). Families: 1I the
attention routine, 1C command routing, 1Y AR syntax, 1Q/1R VSE/POWER, 1S job control.
A message that waits for an answer has its reply id after a hyphen (`F2-0002`, DOC: a
vendor manual's `Fx-nnnn`), the others their partition's number (model/replies.py).

Evidence (one label per entry): REAL - a capture in ../shared/spec/vse-captures/;
DOC - IBM's manuals or a vendor's; INFERRED - written without either. Most of VSE's
layouts are INFERRED: real VSE material is thin (see man/zconsole-vse.7).
"""

from __future__ import annotations

import attrs

REAL, DOC = "REAL", "DOC"
INFERRED = "INFERRED"  # no capture and no IBM example: the layout is zconsole's guess

AR, POWER, PART = "AR", "POWER", "PART"  # PART: the partition in the message's ``part`` field
OWN = "OWN"  # zconsole's own lines (HELP): no speaker, no console id


@attrs.frozen
class Entry:
    msgid: str  # "" for a response line without an id
    template: tuple[str, ...] = ()
    speaker: str = AR
    evidence: str = INFERRED
    gap: str = "  "  # the blanks between the id and the text
    renderer: str = ""  # a function of messages/tables.py that lays out the lines
    unsolicited: bool = False


CATALOG: dict[str, Entry] = {
    "1I40I": Entry("1I40I", ("READY",), evidence=REAL),  # prty-below.txt
    "1Y63I": Entry("1Y63I", ("INVALID KEYWORD: {word}",), evidence=REAL),  # prty-invalid-keyword
    "1C39I": Entry("1C39I", ("COMMAND PASSED TO VSE/POWER",), gap=" ", evidence=REAL),
    # an AR line it cannot take at all (the id and text from memory)
    "1I50I": Entry("1I50I", ("INVALID COMMAND: {word}",)),
    "1I51I": Entry("1I51I", ("OPERAND MISSING",)),
    "PRTY": Entry("", ("PRTY {order}", ""), evidence=REAL),  # the order, then a blank AR line
    "1R46I": Entry("1R46I", renderer="queue", speaker=POWER, evidence=REAL),  # pdisplay-rdr-*.txt
    "1R46I_NONE": Entry("1R46I", ("NOTHING TO DISPLAY",), speaker=POWER),
    "1R48I": Entry("1R48I", renderer="active", speaker=POWER),
    "1R49I": Entry("1R49I", renderer="counts", speaker=POWER),
    "1R88I": Entry("1R88I", ("OK",), speaker=POWER),
    "1R88I_NOJOB": Entry("1R88I", ("NOTHING TO {verb}",), speaker=POWER),
    "1R03I": Entry("1R03I", ("INVALID OPERAND: {word}",), speaker=POWER),
    "1R33I": Entry("1R33I", ("PARTITION {part} {state}",), speaker=POWER),
    "1Q47I": Entry(
        "1Q47I", ("{part} {job} {number:05d} FROM ({origin}) , TIME={time}",), speaker=POWER, unsolicited=True
    ),
    "1Q34I": Entry("1Q34I", ("{part} WAITING FOR WORK",), speaker=POWER, unsolicited=True),
    # dynamic partitions (model/dynamic.py), INFERRED
    "1Q36I": Entry("1Q36I", ("{part} DEALLOCATED",), speaker=POWER, unsolicited=True),
    "1Q52I": Entry(
        "1Q52I",
        ("{job} {number:05d} WAITS FOR A DYNAMIC PARTITION: {reason}",),
        speaker=POWER,
        unsolicited=True,
    ),
    "1R57I": Entry("1R57I", renderer="dync", speaker=POWER),
    "MAP": Entry("", renderer="storage_map"),
    "GETVIS": Entry("", renderer="getvis"),
    "SIR": Entry("", renderer="sir"),
    "QUERY_TD": Entry("", ("TD STATUS: {status}",)),
    "1I60I": Entry("1I60I", ("LIMIT REACHED: {what}",)),
    "1S42I": Entry("1S42I", ("SDL={sdl} TOO SMALL: THE IPL LOADS {need} PHASES",)),
    "1S41I": Entry("1S41I", ("SDL={sdl} DOES NOT FIT IN SVA-24 ({need}K NEEDED, {size}K)",)),
    # zconsole's .IPL (no such line on a real console: the IPL itself is not modelled)
    "IPL": Entry("", ("IPL DONE: SDL={sdl}, SVA-24 {used}K USED OF {size}K",)),
    # replies (model/replies.py): the forms REAL or DOC, these texts INFERRED
    "PROMPT": Entry("", ("",), speaker=PART, evidence=DOC),  # `Fx-nnnn` after MSG Fx (vendor manual)
    "1I00A": Entry("1I00A", ("READY FOR COMMUNICATIONS.",), speaker=PART, unsolicited=True),
    # `// PAUSE ...` as job control reads it
    "JC_ECHO": Entry("", ("{text}",), speaker=PART, unsolicited=True),
    "1I85I": Entry("1I85I", ("NO REPLY OUTSTANDING WITH ID {id:04d}",)),
    "1I33I": Entry("1I33I", ("NO OPERATOR COMMUNICATION IN {part}",)),
    "1I34I": Entry("1I34I", ("{part} ALREADY WAITING FOR THE OPERATOR",)),
    "REPLID": Entry("", ("REPLID {ids}",)),
    "1I47I": Entry("1I47I", ("NO REPLIES OUTSTANDING",)),
    # job control's SET SDL (model/jobcontrol.py), INFERRED
    "1S44I": Entry("1S44I", ("{name} ALREADY IN THE SVA",), speaker=PART),
    "1S45I": Entry(
        "1S45I", ("{name} LOADED: {phases} PHASES, SDL {used} OF {sdl} ENTRIES USED",), speaker=PART
    ),
    "1S46I": Entry("1S46I", ("SDL FULL: {name} NEEDS {need} ENTRIES, {free} FREE",), speaker=PART),
    "1S47I": Entry("1S47I", ("SVA-{line} FULL: {name} NEEDS {need}K, {free}K FREE",), speaker=PART),
    "1S48I": Entry("1S48I", ("SET SDL ONLY IN BG ON VSE/ESA {release}",), speaker=PART),
    "1S49I": Entry("1S49I", ("LOAD LIST {name} NOT FOUND",), speaker=PART),
    "1S60I": Entry("1S60I", ("INVALID LOGICAL UNIT {unit}: SYS000-SYS254 ONLY",), speaker=PART),
    "LISTIO": Entry("", renderer="listio"),
    # ALLOC and SIZE (commands/ar.py), INFERRED
    "1I73I": Entry("1I73I", ("{part} ACTIVE: ALLOC AND SIZE NOT CHANGED",)),
    "1I74I": Entry("1I74I", ("{part}: SIZE {size}K AND GETVIS IN USE {used}K DO NOT FIT ALLOC {alloc}K",)),
    "1S50I": Entry("1S50I", ("STATEMENT NOT ACCEPTED: {text}",), speaker=PART),
    # HELP (commands/help.py): zconsole's own, explained in explanations.toml
    "ZCN100I": Entry("", renderer="help_index", speaker=OWN, evidence=OWN),
    "ZCN101I": Entry(
        "", ("ZCN101I NO HELP FOR {word}: HELP MSGID EXPLAINS A 1X MESSAGE",), speaker=OWN, evidence=OWN
    ),
    "ZCN102I": Entry("", renderer="explained", speaker=OWN, evidence=OWN),
    "ZCN999E": Entry("", ("ZCN999E INTERNAL ERROR {kind}: {text}",)),
}
