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

# --- IEE174I  D M=DEV(dddd) (spec section 7) -----------------------------------------
DEV_HEADER = "DEVICE {name} STATUS={status}"  # SEED
DEV_NOT_IN_SYSTEM = "DEVICE {name} NOT IN SYSTEM"  # DOC words
# RECON: label left-justified in 22, then one left-justified 5-column cell per path.
MATRIX_LABEL_WIDTH = 22
MATRIX_CELL_WIDTH = 5
DEV_ROWS = (  # SEED labels, in the seed's order
    "CHP", "ENTRY LINK ADDRESS", "DEST LINK ADDRESS", "PATH ONLINE", "CHP PHYSICALLY ONLINE",
    "PATH OPERATIONAL", "MANAGED", "CU NUMBER", "INTERFACE ID", "CONNECTION SECURITY",
)
DEV_MAX_MANAGED = "MAXIMUM MANAGED CHPID(S) ALLOWED: {n}"  # SEED
DEV_LOGICAL_ADDRESS = "DESTINATION CU LOGICAL ADDRESS = {la}"  # SEED
DEV_CU_ND = "SCP CU ND          = {v}"  # SEED: the = signs line up at column 19
DEV_TOKEN_NED = "SCP TOKEN NED      = {v}"  # SEED
DEV_DEVICE_NED = "SCP DEVICE NED     = {v}"  # SEED
DEV_WWNN = "WWNN               = {v}"  # SEED; left out when the CU has none (INFERRED)
DEV_ALIASES = "HYPERPAV ALIASES CONFIGURED = {n}"  # SEED; left out when 0 (INFERRED)
DEV_ZHYPERLINKS = "ZHYPERLINKS AVAILABLE = {n}"  # SEED; left out when 0 (INFERRED)
DEV_FUNCTIONS = "FUNCTIONS ENABLED = {v}"  # SEED; functions joined by ", " (INFERRED)

# --- IEE174I  D M=DEV grid (MEM: message-formats section 3.5) --------------------------
DEV_GRID_TITLE = "DEVICE STATUS: NUMBER OF ONLINE CHANNEL PATHS"  # MEM
GRID_CELL_WIDTH = 3  # MEM: "000  1  1": cells right-justified in 3
DEV_GRID_LEGEND = (  # MEM, verbatim
    "************************ SYMBOL EXPLANATION ************************",
    "@ ONLINE, PHYSICALLY ONLINE, AND OPERATIONAL INDICATORS ARE NOT EQUAL",
    "+ ONLINE                    # DEVICE OFFLINE",
    ". DOES NOT EXIST            BX DEVICE IS BOXED",
    "SN SUBCHANNEL NOT AVAILABLE DN DEVICE NOT AVAILABLE",
    "PE SUBCHANNEL IN PERMANENT ERROR",
    "AL DEVICE IS AN ALIAS       UL DEVICE IS AN UNBOUND ALIAS",
    "HA DEVICE IS A HYPERPAV ALIAS",
)
NO_DEVICES = "NO DEVICES ARE DEFINED"  # INFERRED: D M=DEV on a machine without devices

# --- IEE174I  D M=CHP grid and type table (MEM: section 3.6) --------------------------
CHP_GRID_TITLE = "CHANNEL PATH STATUS"  # MEM
CHP_GRID_LEGEND = (  # MEM
    "************************ SYMBOL EXPLANATIONS ************************",
    "+ ONLINE    @ PATH NOT VALIDATED    - OFFLINE    . DOES NOT EXIST",
    "* MANAGED AND ONLINE                # MANAGED AND OFFLINE",
)
CHP_TYPE_TITLE = "CHANNEL PATH TYPE STATUS"  # MEM
CHP_TYPE_LEGEND_TITLE = "************************ SYMBOL EXPLANATION ************************"  # MEM
CHP_TYPE_LEGEND_ROW = "{code} {description:<27}{acronym}"  # MEM spacing
CHP_TYPE_UNDEFINED = "00"  # MEM: a CHPID that is not defined shows type 00
CHP_TYPE_NOT_AVAILABLE = "NA INFORMATION NOT AVAILABLE"  # MEM

# --- IEE174I  D M=CHP(xx) (DOC form 17 words, MEM layout) and IEE588I PATHINFO (SEED) ---
CHPID_HEADER = "CHPID {chp}: TYPE={type}, DESC={desc}, {state}"  # SEED (section 8), one blank
CHP_DEVICE_TITLE = "DEVICE STATUS FOR CHANNEL PATH {chp}"  # DOC + REAL (IBM devinfo.rexx)
CHP_DOES_NOT_EXIST = "CHP={chp} DOES NOT EXIST"  # DOC
CHP_IS_OFFLINE = "CHP={chp} IS OFFLINE"  # DOC
CHP_NO_DEVICES = "NO DEVICES ARE ACCESSIBLE THROUGH THIS CHANNEL PATH"  # DOC
CHP_SWITCH = "SWITCH DEVICE NUMBER = {v}"  # DOC + REAL (devinfo.rexx)
CHP_PCHID = "PHYSICAL CHANNEL ID = {v}"  # DOC + REAL (devinfo.rexx)
CHP_DEVICE_LEGEND = (  # DOC words, MEM layout
    "************************ SYMBOL EXPLANATIONS ************************",
    "+ ONLINE    @ PATH NOT VALIDATED    - OFFLINE    . DOES NOT EXIST",
    "* PHYSICALLY ONLINE    $ PATH NOT OPERATIONAL",
)
PATHINFO_LINES = (  # SEED, mixed case as captured
    "Path Information for Channel Path {chp}",
    "Connection Security Capability: {security}",
    "  Dest                               Link-Speed  Conn",
    "  Link Intf Node Descriptor          Curr   Cap   Sec",
)
PATHINFO_ROW = "  {link} {intf} {nd} {curr:<5} {cap:<5} {sec}"  # SEED

# --- IEE174I  D M=CU(xxxx) (DOC form 22) ------------------------------------------------
CU_TITLE = "CONTROL UNIT {cu}"  # DOC
CU_NOT_DEFINED = "CONTROL UNIT {cu} IS NOT DEFINED"  # INFERRED
CU_ROWS = ("CHP", "DEST LINK ADDRESS", "ENTRY LINK ADDRESS", "CHP PHYSICALLY ONLINE",
           "PATH VALIDATED", "MANAGED", "ZHPF-CHPID", "ZHPF-CU INTERFACE")  # DOC
CU_MAX_MANAGED = "MAXIMUM MANAGED CHPID(S) ALLOWED  ={n}"  # DOC
CU_LOGICAL_ADDRESS = "DESTINATION CU LOGICAL ADDRESS  ={la}"  # DOC
CU_ND = "CU ND                 ={v}"  # DOC
CU_NED = "CU NED                ={v}"  # DOC; the CU's token NED (INFERRED)
CU_TOKEN_NED = "TOKEN NED             ={v}"  # DOC
CU_FUNCTIONS = "FUNCTIONS ENABLED     = {v}"  # DOC
CU_DEFINED_DEVICES = "DEFINED DEVICES"  # DOC; then ranges 0dddd-0dddd, one a line (INFERRED)

# --- CONFIG CHP and VARY (IEE502I/503I MEM; IEE302I/303I/313I MEM; IEE376I DOC) -------
IEE502I_TEXT = "CHP({chp}),ONLINE"  # MEM
IEE503I_TEXT = "CHP({chp}),OFFLINE"  # MEM
IEE524I_TEXT = "CHP({chp}) NOT RECONFIGURED - {reason}"  # INFERRED id and text
DEVICE_FIELD_WIDTH = 8  # INFERRED: device field padded like the verb field of IEE305I
IEE302I_TEXT = "{what:<8} ONLINE"  # MEM
IEE303I_TEXT = "{what:<8} OFFLINE"  # MEM
IEE313I_TEXT = "{what:<8} UNIT REF INVALID"  # MEM
IEE025I_TEXT = "UNIT {what} HAS NO LOGICAL PATHS"  # MEM
IEE376I_TEXT = "PATH({dev},{chp}) NOT VARIED, {reason}"  # DOC id; INFERRED wording
IEE799I_TEXT = "{what:<8} NOT VARIED, DEVICE IN USE BY SYSTEM"  # INFERRED (page data set volume)
LAST_PATH = "LAST PATH TO DEVICE {dev}"  # DOC (IEE376I explanation)
NOT_DEFINED = "NOT DEFINED"  # INFERRED
PATH_NOT_DEFINED = "PATH NOT DEFINED"  # INFERRED
CHP_OFFLINE_REASON = "CHP {chp} IS OFFLINE"  # INFERRED

# --- ZCNnnnx  zconsole's own control messages (not z/OS; prefix chosen to stand apart) --
ZCN001I_TEXT = "CLOCK SET TO {stamp}"
ZCN002I_TEXT = "NEXT DISPLAY NUMBER IS {idr}"
ZCN003I_TEXT = "IPL OF {system} {how}"
ZCN004I_TEXT = "CONSOLE SESSION ENDED"
ZCN010E_TEXT = "IPL NOT DONE - {reason}"
ZCN999E_TEXT = "INTERNAL ERROR {kind}: {detail} - COMMAND NOT COMPLETED, PLEASE REPORT IT"
# HELP: the manual pages in man/ as plain text (see messages/help.py)
ZCN100I_TEXT = "HELP FOR {topic}"
ZCN100I_INDEX = "COMMANDS - TYPE HELP AND A COMMAND FOR ITS MANUAL PAGE"
ZCN101I_TEXT = "NO HELP FOR {topic} - TYPE HELP FOR THE LIST OF COMMANDS"
HELP_INDEX_ROW = "{topic:<14} {what}"
HELP_WIDTH = 78  # help text is wrapped to fit an 80-column console
# The interactive shell's own lines (zconsole/shell; not z/OS). Each fits 79 columns.
ZCN000I_TEXT = "ZCONSOLE READY - HELP OR ? FOR COMMANDS, TAB COMPLETES, CTRL-D LEAVES"
ZCN200I_TEXT = "DISPLAY INTERRUPTED - REST OF OUTPUT DISCARDED, COMMAND WAS COMPLETED"
ZCN201I_TEXT = "COMMAND INTERRUPTED BEFORE ITS REPLY - IT WAS COMPLETED, NOTHING SHOWN"
ZCN202W_TEXT = "HISTORY FILE NOT USED ({reason}): {path}"
ZCN203W_TEXT = "SESSION LOG NOT WRITTEN ({reason}): {path}"
