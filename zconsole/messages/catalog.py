"""Every message id zconsole writes, with its fixed text and layout constants.

Each constant names its evidence (see ../shared/spec/reference-transcripts.md):
SEED the seed slides show it with trustworthy spacing; REAL a real capture; DOC IBM
documentation; RECON rebuilt from damaged spacing; INFERRED our own consistent choice.
Correcting a layout from a better source should mean changing one line here.
"""

from __future__ import annotations

# --- common ------------------------------------------------------------------------
# DOC: "a 3-digit decimal identifier"; zero-padded below 100 (INFERRED: every capture
# shows three digits).
IDR_FORMAT = "{:03d}"
# REAL: IEE305I $D       COMMAND INVALID - the verb left-justified in 8 columns, one blank.
VERB_FIELD_WIDTH = 8

# --- command errors (spec section 9) -------------------------------------------------
ERROR_TEXTS = {
    "IEE305I": "COMMAND INVALID",  # REAL + DOC
    "IEE306I": "INVALID NUMERICS",  # REAL source comment (IEE0603D)
    "IEE307I": "DELIMITER ERROR",  # REAL source comment
    "IEE308I": "TERM LENGTH ERROR",  # REAL source comment
    "IEE309I": "UNIDENTIFIABLE KEYWORD",  # REAL (MVS 3.8j capture)
    "IEE310I": "KEYWORD MISSING",  # REAL source comment
    "IEE311I": "PARAMETER MISSING",  # REAL source comment
    "IEE312I": "PARAMETERS CONFLICT",  # REAL source comment
    "IEE535I": "INVALID PARAMETER",  # REAL source comment + Ansible dictionary
}

# --- IEE200I  D ASM (spec section 2) --------------------------------------------------
IEE200I_TITLE = "DISPLAY ASM"
IEE200I_HEADER = "TYPE     FULL STAT   DEV  DATASET NAME"  # SEED + REAL
# REAL (R7A capture) agrees with every SEED row: type <8, blank, pct >3 and %, stat >5,
# two blanks, device >4, two blanks, data set name.
IEE200I_ROW = "{type:<8} {pct:>3}%{stat:>5}  {dev:>4}  {dsn}"
IEE200I_SCM_NA = " N/A"  # REAL + SEED: the SCM row shows ` N/A` for device and name
# DOC words for the detail of PLPA/COMMON/PAGE=; spacing INFERRED (6-wide fields, as
# the DOC template's placeholders ffffff gggggg hhhhhh... are).
IEE200I_DETAIL_HEADER = "VOLSER DEVTYP   SIZE   USED  AVAIL ERRORS"
IEE200I_DETAIL_ROW = "{volser:<6} {devtyp:<6} {size:>6} {used:>6} {avail:>6} {errors:>6}"
IEE200I_PAGEDEL_INACTIVE = "PAGEDEL COMMAND IS NOT ACTIVE"  # REAL + DOC
IEE200I_NOT_PAGE_DATASET = "DATASET {dsname} IS NOT IN USE AS A PAGE DATASET"  # DOC
IEE200I_NO_PLPA = "THERE IS NO PLPA PAGE DATA SET"  # DOC
IEE200I_NO_COMMON = "THERE IS NO COMMON PAGE DATA SET"  # DOC

# --- IEE207I  D ASM,SCM (spec section 3) ----------------------------------------------
IEE207I_TITLE = "DISPLAY ASM"
IEE207I_HEADER = "STATUS      FULL     SIZE             USED         IN-ERROR"  # SEED
IEE207I_STATUS = "IN-USE"  # SEED
# SEED: the four values end in columns 15, 29, 45 and 55 (0-based); longer ones grow left.
IEE207I_VALUE_ENDS = (15, 29, 45, 55)
IEE207I_NOT_USED = "SCM IS NOT USED FOR PAGING"  # INFERRED: no source for PAGESCM=NONE

# --- IEE174I  D M=SCM / D M=SCM(DETAIL) (spec section 4) ------------------------------
IEE174I_TITLE = "DISPLAY M"
SCM_STATUS_TITLE = "STORAGE-CLASS MEMORY STATUS"  # SEED
SCM_DETAIL_TITLE = "STORAGE-CLASS MEMORY STATUS - INCREMENT DETAIL"  # SEED
SCM_DEFINED = "{amount} DEFINED"  # SEED
SCM_ONLINE = "ONLINE"  # SEED
SCM_NO_RANGE = "NONE"  # INFERRED: as D M=STOR prints an empty storage category
SCM_RANGE = "{start}-{end}"  # SEED; one range a line when there are several (INFERRED)
SCM_OFFLINE_AVAILABLE = "{amount} OFFLINE-AVAILABLE"  # SEED
SCM_PENDING_OFFLINE = "{amount} PENDING OFFLINE"  # INFERRED: printed only when not 0G
SCM_IN_USE = "{pct}% IN USE"  # SEED
SCM_INCREMENT_SIZE = "SCM INCREMENT SIZE IS {amount}"  # SEED
SCM_NOT_DEFINED = "SCM NOT DEFINED"  # INFERRED: no source shows a machine without SCM
SCM_DETAIL_HEADER = "ADDRESS  IN USE  STATUS"  # SEED
# RECON: address right-justified in 7, percent in 8, two blanks, status.
SCM_DETAIL_ROW = "{address:>7}{pct:>8}  {status}"
SCM_DETAIL_SUMMARY = "ONLINE: {online}  OFFLINE-AVAILABLE: {available}  PENDING OFFLINE: {pending}"

# --- IEE195I / IEE712I  CONFIG SCM (spec section 5) -----------------------------------
IEE195I_DONE = "SCM LOCATIONS {start} TO {end} {state}"  # SEED (state ONLINE)
# INFERRED, modelled on IEE576I: "... NOT RECONFIGURED-reason", with or without locations.
IEE195I_REFUSED = "SCM NOT RECONFIGURED-{reason}"
IEE195I_REFUSED_AT = "SCM LOCATIONS {start} TO {end} NOT RECONFIGURED-{reason}"
IEE712I_TEXT = "{verb:<8} PROCESSING COMPLETE"  # SEED + REAL: verb in 8 columns, blank

# --- IAR031I / IAR032I  IPL (spec section 6) ------------------------------------------
# SEED + DOC; one line each (the slides' and the book's wraps are typesetting).
IAR031I_TEXT = "USE OF STORAGE-CLASS MEMORY FOR PAGING IS ENABLED - PAGESCM={value}, ONLINE={online:08d}M"
IAR032I_TEXT = "USE OF STORAGE-CLASS MEMORY FOR PAGING IS NOT ENABLED - PAGESCM={value}"

# --- ZCNnnnx  zconsole's own control messages (not z/OS; prefix chosen to stand apart) --
ZCN001I_TEXT = "CLOCK SET TO {stamp}"
ZCN002I_TEXT = "NEXT DISPLAY NUMBER IS {idr}"
ZCN003I_TEXT = "IPL OF {system} {how}"
ZCN010E_TEXT = "IPL NOT DONE - {reason}"
