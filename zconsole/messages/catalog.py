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

# --- the living machine: job flow (START/STOP/CANCEL) ---------------------------------
# REAL (public z/OS SYSLOG and JES2 job-log captures): names padded to 8 where shown.
HASP100_TEXT = "{job:<8} ON {source}"  # REAL: `$HASP100 ZWESVSTC ON STCINRDR`
# REAL: the syslog splits IEF695I after USER; the job log pads names to 8
# (`IEF695I START GLDSRV   WITH JOBNAME GLDSRV   IS ASSIGNED TO USER GLDSRV  , GROUP`).
IEF695I_LINE1 = "START {proc:<8} WITH JOBNAME {job:<8} IS ASSIGNED TO USER"
IEF695I_LINE2 = "{user:<8}, GROUP {group}"
HASP373_TEXT = "{job:<8} STARTED"  # REAL
IEF403I_TEXT = "{job} - STARTED - TIME={time}"  # REAL
IEF404I_TEXT = "{job} - ENDED - TIME={time}"  # REAL
HASP395_TEXT = "{job:<8} ENDED"  # REAL: `$HASP395 PEJRXKEY ENDED`
HASP395_ABEND = "{job:<8} ENDED - ABEND={abend}"  # REAL: `$HASP395 ZWEPCP   ENDED - ABEND=S222`
# REAL: `IEF450I SLEEP SLEEP - ABEND=S222 U0000 REASON=00000000  162` / 8 blanks `TIME=...`
IEF450I_LINE1 = "{job} {step} {procstep} - ABEND={abend} U0000 REASON=00000000  {idr}"
IEF450I_LINE2 = "        TIME={time}"
IEE301I_TEXT = "{job:<8} CANCEL COMMAND ACCEPTED"  # DOC id and words; padding INFERRED
IEE341I_TEXT = "{job:<8} NOT ACTIVE"  # DOC id and words; padding INFERRED
IEE842I_TEXT = "{job} DUPLICATE NAME FOUND- REENTER COMMAND WITH 'A='"  # MEM
IEFC612I_TEXT = "PROCEDURE {proc} WAS NOT FOUND"  # MEM
IEE122I_TEXT = "START COMMAND JCL ERROR"  # MEM
# TRANSCRIBED (OS/390 capture, paging.md §3.4): two blanks after FAILED.
IEA602I_TEXT = "ADDRESS SPACE CREATE FAILED.  A STORAGE SHORTAGE EXISTS"
IEE328I_TEXT = "{verb:<8} COMMAND ABORTED"  # TRANSCRIBED
# zconsole's own: not z/OS (no message says this); the seed's "time to full speed".
ZCN020I_TEXT = "{job:<8} ASID {asid:04X} WORKING SET IN REAL STORAGE AFTER {seconds:.1f} SECONDS"
ZCN021W_TEXT = "SYSTEM IN DISABLED WAIT STATE {code} REASON {reason} - ONLY .IPL IS ACCEPTED"
ZCN022I_TEXT = "TIME IS NOW {stamp}"

# --- the living machine: auxiliary storage shortage (paging.md §3) --------------------
# DOC texts (MVS System Messages Vol 9, IRA messages); `*` flag for descriptor code 11
# (paging.md §2.1); field widths INFERRED from the templates' placeholder letters.
IRA205I_TEXT = "{pct:02d}% AUXILIARY STORAGE ALLOCATED"
IRA200E_TEXT = "AUXILIARY STORAGE SHORTAGE"
IRA201E_TEXT = "CRITICAL AUXILIARY STORAGE SHORTAGE"
IRA202I_TEXT = "AUXILIARY STORAGE SHORTAGE RELIEVED"
IRA206I_TEXT = "{job:<8} ASID {asid:04X} FRAMES {frames:010d} SLOTS {slots:010d} % OF AUX {pct:04.1f}"
IRA203E_TEXT = "{job:<8} ASID {asid:04X} SWAPPED OUT FRAMES+SLOTS {total:08d} RATE {rate:06d}"
IRA210E_TEXT = "{job:<8} ASID {asid:04X} SET NON DISPATCHABLE Frames+Slots {total:010d} RATE {rate:06d}"
IRA211I_TEXT = "{job:<8} ASID {asid:04X} SET DISPATCHABLE"
# INFERRED by analogy with IRA420I's documented frame (paging.md §3.3).
IRA220I_TEXT = "CRITICAL AUXILIARY SHORTAGE"
IRA220I_HEAD = "! ## ! USER     ! ASID ! FRAMES     ! SLOTS      !"
IRA220I_RULE = "+----+----------+------+------------+------------+"
IRA220I_ROW = "! {line:02d} ! {job:<8} ! {asid:04X}{flag:1}! {frames:010d} ! {slots:010d} !"
IRA221D_TEXT = "REPLY M for MORE, E TO END, ## TO CANCEL A USER"  # DOC (IBM's mixed case)
IRA222I_USER = "{job:<8} ASID {asid:04X} {text}"  # INFERRED from IRA422I
IRA250I_TEXT = "{pct:02d}% OF STORAGE-CLASS MEMORY IS ALLOCATED"  # DOC text; levels INFERRED
IRA252I_TEXT = "STORAGE-CLASS MEMORY ALLOCATION IS NOW BELOW {pct:02d}%"  # DOC text
ILR008W_TEXT = "AUXILIARY STORAGE SPACE EXHAUSTED"  # MEM (paging.md §11.6, §11.8)

# --- WTORs and REPLY (paging.md §2) ---------------------------------------------------
IEE600I_TEXT = "REPLY TO {rid} IS;{text}"  # REAL (MVS 3.8j hardcopy)
# INFERRED (paging.md §2.3): a reply to an id that is not outstanding.
REPLY_NOT_OUTSTANDING = "IEE535I"

# --- D A (IEE114I / IEE115I) and D R (IEE112I): everyday-displays.md B7, B8 ------------
IEE114I_TITLE = "{date} ACTIVITY"  # REAL-px: `IEE114I 13.42.18 2026.212 ACTIVITY 312`
ACTIVITY_HEAD = " JOBS     M/S    TS USERS    SYSAS    INITS   ACTIVE/MAX VTAM     OAS"  # REAL-px
# REAL-px: counts at columns 0, 9, 18, 29, 38; active/max at 47-57; OAS at 65.
ACTIVITY_COUNTS = (
    "{jobs:05d}    {ms:05d}    {ts:05d}      {sysas:05d}    {inits:05d}    "
    "{active:05d}/{max:05d}       {oas:05d}"
)
# REAL-px: 35 columns an entry, two a line.
ACTIVITY_ENTRY = " {job:<8} {step:<8} {procstep:<8} {swap:<3}  {flags:<2}"
ACTIVITY_PER_LINE = 2
# REAL-px (first lines): detail from column 37. Which fields zconsole fills is INFERRED.
IEE115I_DETAIL_INDENT = 37
IEE115I_FIRST = "A={asid:04X}   PER=NO   SMC=000"
IEE115I_LINES = ("PGN=N/A  DMN=N/A  AFF=NONE", "CT=000.000S  ET={et:07.3f}S",
                 "WUID={wuid} USERID={user}", "WKL={wkl:<8} SCL=STCLOM   P=1")
IEE115I_NOT_FOUND = "{job} NOT FOUND"  # MEM
# INFERRED: swap status and type flags of the entries.
SWAP_NONSWAPPABLE, SWAP_IN, SWAP_OUT = "NSW", "IN", "OUT"
FLAG_STC, FLAG_JOB = "S", "J"
INITIATORS = 0  # INFERRED: the default machine defines no JES2 initiators of its own
IEE112I_TITLE = "PENDING REQUESTS"  # REAL-px
# REAL-px: RM 0, IM 8, CEM 17, EM 27, RU 36, IR 44, AMRF 52.
IEE112I_COUNTS = "RM={rm:<4} IM={im:<5} CEM={cem:<5} EM={em:<5} RU={ru:<4} IR={ir:<4} AMRF"
IEE112I_NONE = "NO MESSAGES OUTSTANDING"  # REAL-px
# REAL-px (z/OS 1.11 single system); the z/OS 2.x sysplex form has SYSNAME: INFERRED choice.
IEE112I_HEAD = "ID:R/K     T TIME     JOB ID   MESSAGE TEXT"
IEE112I_ROW = "{rid:>10} {kind} {time:<8} {job:<8} {flag}{text}"
IEE112I_TEXT_COLUMN = 31  # REAL-px: the flag column; the text wraps after column 69
IEE112I_TEXT_WIDTH = 39

# The interactive shell's own lines (zconsole/shell; not z/OS). Each fits 79 columns.
ZCN000I_TEXT = "ZCONSOLE READY - HELP OR ? FOR COMMANDS, TAB COMPLETES, CTRL-D LEAVES"
ZCN200I_TEXT = "DISPLAY INTERRUPTED - REST OF OUTPUT DISCARDED, COMMAND WAS COMPLETED"
ZCN201I_TEXT = "COMMAND INTERRUPTED BEFORE ITS REPLY - IT WAS COMPLETED, NOTHING SHOWN"
ZCN202W_TEXT = "HISTORY FILE NOT USED ({reason}): {path}"
ZCN203W_TEXT = "SESSION LOG NOT WRITTEN ({reason}): {path}"
