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
IEE200I_PAGEDEL_ACTIVE = "PAGEDEL COMMAND IS IN PROGRESS"  # DOC (dp200i.htm)
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

# --- the action flag (paging spec 2.1) ------------------------------------------------
# DOC + REAL: a message asking for operator action carries `*` glued to its id, in place
# of the usual blank; the flag follows the descriptor code, not the id's type letter.
ACTION_FLAG = "*"

# --- IEA940I  page data sets opened at IPL (paging spec 7.3) --------------------------
# REAL (z/OS 1.11 SYSLOG, as the spec quotes it; MVS 3.8j had no colon, a 1-blank
# indent and dots to 8 columns): `        PLPA ........... - SYS1.PLPA.PAGE` - indent 8,
# the type, one blank and dots filling 16 columns, ` - `, the name.
IEA940I_TITLE = "THE FOLLOWING PAGE DATA SETS ARE IN USE:"
IEA940I_TYPE_WIDTH = 16
IEA940I_ROW = "        {label} - {dsn}"

# --- PAGEADD (paging spec 4): IEE782I id DOC, texts MEM/INFERRED; IEE783I MEM ----------
IEE782I_TEXT = "PAGEADD COMMAND- {dsname} {reason}"  # DOC spelling `COMMAND- ` (IEE789I)
IEE783I_TEXT = "PAGEADD COMMAND- {dsname} PAGE DATA SET NOW AVAILABLE FOR SYSTEM USE"  # MEM
# IEE782I reasons: NOT A PAGE DATA SET (MEM), ALREADY IN USE and NOT ADDED, PAGTOTL LIMIT
# REACHED (INFERRED) - the values of model.pagedel.AddRefusal.

# --- PAGEDEL (paging spec 5) -----------------------------------------------------------
# DOC (m011323.htm): IEE201I and its three reasons; the `(TRUNCATED)` reason is glued to
# the name (INFERRED). REPLACE's reasons IS NOT A PAGE DATA SET / IS ALREADY IN USE are
# INFERRED (model.pagedel.NameRefusal).
IEE201I_TEXT = "PAGEDEL COMMAND - DATA SET NAME {dsname} {reason}"
IEE201I_GLUED = "PAGEDEL COMMAND - DATA SET NAME {dsname}{reason}"
IEE202I_TEXT = "PAGEDEL COMMAND - DATA SET NAME {dsname} {done}"  # MEM, low confidence
IEE202I_DONE = {"DELETE": "DELETED", "REPLACE": "REPLACED", "DRAIN": "DRAINED"}  # MEM
IEE203I_TEXT = "PAGEDEL COMMAND - DATA SET NAME {dsname} {action} IN PROGRESS"  # MEM, low
IEE204I_TEXT = "PAGEDEL COMMAND REJECTED - {reason}"  # MEM (IN PROGRESS), INFERRED (INSUFFICIENT)

# --- IEE174I  D M=DEV(dddd) (spec section 7; everyday-displays A2) ------------------
# REAL-px (ADCD D M=DEV(0A80)): `DEVICE 0A80   STATUS=ONLINE` - the number in a fixed
# 5-column field and two blanks, so STATUS= stays at column 14; a 5-digit number (several
# subchannel sets) fills the field (INFERRED). The seed's one blank was PDF extraction.
DEV_HEADER = "DEVICE {name:<5}  STATUS={status}"
# INFERRED (A2): IBM's parser needs STATUS= and NOT IN SYSTEM on one line.
DEV_NOT_IN_SYSTEM = "DEVICE {name:<5}  STATUS=NOT IN SYSTEM"
# REAL-px + SEED: label left-justified in 22, then one left-justified 5-column cell per path.
MATRIX_LABEL_WIDTH = 22
MATRIX_CELL_WIDTH = 5
# SEED labels, in the seed's order. ENTRY LINK ADDRESS, MANAGED, INTERFACE ID and
# CONNECTION SECURITY print only when there is something to show (INFERRED from the
# REAL-px ADCD capture, which has none of them).
DEV_ROW_CHP = "CHP"
DEV_ROW_ENTRY = "ENTRY LINK ADDRESS"
DEV_ROW_DEST = "DEST LINK ADDRESS"
DEV_ROW_ONLINE = "PATH ONLINE"
DEV_ROW_PHYSICAL = "CHP PHYSICALLY ONLINE"
DEV_ROW_OPERATIONAL = "PATH OPERATIONAL"
DEV_ROW_MANAGED = "MANAGED"
DEV_ROW_CU = "CU NUMBER"
DEV_ROW_INTERFACE = "INTERFACE ID"
DEV_ROW_SECURITY = "CONNECTION SECURITY"
CU_NUMBER_UNKNOWN = "...."  # REAL-px: the CU number is not known (ADCD under Hercules)
DEV_MAX_MANAGED = "MAXIMUM MANAGED CHPID(S) ALLOWED: {n}"  # SEED
DEV_LOGICAL_ADDRESS = "DESTINATION CU LOGICAL ADDRESS = {la}"  # SEED + REAL-px
# REAL-px: node-descriptor labels left-justified, `=` at column 18 (the seed's 19 was
# PDF extraction), one blank, the value. WWNN follows the same rule (INFERRED).
DEV_CU_ND = "{:<18}= {{v}}".format("SCP CU ND")
DEV_TOKEN_NED = "{:<18}= {{v}}".format("SCP TOKEN NED")
DEV_DEVICE_NED = "{:<18}= {{v}}".format("SCP DEVICE NED")
DEV_WWNN = "{:<18}= {{v}}".format("WWNN")  # SEED words; left out when the CU has none (INFERRED)
ND_NOT_AVAILABLE = "NOT AVAILABLE"  # REAL-px: SCP CU ND = NOT AVAILABLE
DEV_ALIASES = "HYPERPAV ALIASES CONFIGURED = {n}"  # SEED; left out when 0 (INFERRED)
DEV_ZHYPERLINKS = "ZHYPERLINKS AVAILABLE = {n}"  # SEED; left out when 0 (INFERRED)
DEV_FUNCTIONS = "FUNCTIONS ENABLED = {v}"  # SEED; functions joined by ", " (INFERRED)

# --- device grids: D M=DEV, D M=CHP(xx) ------------------------------------------------
# REAL-px (ADCD D M=CHP(0A)): the label (3 hex digits, 4 with several subchannel sets),
# one blank, then 3-column cells, the symbol first: digit d of the header at column
# 4 + 3d. D M=DEV's grid shares the rule (INFERRED, everyday-displays A6).
GRID_LABEL_GAP = 1
GRID_CELL_WIDTH = 3
DEV_GRID_TITLE = "DEVICE STATUS: NUMBER OF ONLINE CHANNEL PATHS"  # MEM
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
CHP_GRID_LEGEND = (  # MEM words; line 1 spaced as the REAL-px D M=CHP(xx) legend (INFERRED)
    "************************ SYMBOL EXPLANATIONS ************************",
    "+ ONLINE    @ PATH NOT VALIDATED   - OFFLINE    . DOES NOT EXIST",
    "* MANAGED AND ONLINE                # MANAGED AND OFFLINE",
)
CHP_TYPE_TITLE = "CHANNEL PATH TYPE STATUS"  # MEM
CHP_TYPE_LEGEND_TITLE = "************************ SYMBOL EXPLANATION ************************"  # MEM
CHP_TYPE_LEGEND_ROW = "{code} {description:<27}{acronym}"  # MEM spacing
CHP_TYPE_UNDEFINED = "00"  # MEM: a CHPID that is not defined shows type 00
CHP_TYPE_NOT_AVAILABLE = "NA INFORMATION NOT AVAILABLE"  # MEM

# --- IEE174I  D M=CHP(xx) (DOC form 17 words, REAL-px layout) and IEE588I PATHINFO (SEED) ---
CHPID_HEADER = "CHPID {chp}: TYPE={type}, DESC={desc}, {state}"  # SEED (section 8), one blank
CHP_DEVICE_TITLE = "DEVICE STATUS FOR CHANNEL PATH {chp}"  # DOC + REAL-px
CHP_DOES_NOT_EXIST = "CHP={chp} DOES NOT EXIST"  # DOC
CHP_IS_OFFLINE = "CHP={chp} IS OFFLINE"  # DOC
CHP_NO_DEVICES = "NO DEVICES ARE ACCESSIBLE THROUGH THIS CHANNEL PATH"  # DOC
CHP_SWITCH = "SWITCH DEVICE NUMBER = {v}"  # DOC + REAL-px
CHP_SWITCH_NONE = "NONE"  # DOC form 17 (Hercules prints 0000: a machine-file fact)
CHP_PCHID = "PHYSICAL CHANNEL ID = {v}"  # DOC + REAL (devinfo.rexx)
CHP_DEVICE_LEGEND = (  # REAL-px (ADCD D M=CHP(0A)): blanks 4, 3, 4 and then 3
    "************************ SYMBOL EXPLANATIONS ************************",
    "+ ONLINE    @ PATH NOT VALIDATED   - OFFLINE    . DOES NOT EXIST",
    "* PHYSICALLY ONLINE   $ PATH NOT OPERATIONAL",
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
# INFERRED: the device field of IEE302I/IEE303I is padded to 8 like the verb field of IEE305I.
IEE302I_TEXT = "{what:<8} ONLINE"  # REAL-px (ADCD V 0A9E,ONLINE)
IEE303I_TEXT = "{what:<8} OFFLINE"  # MEM; VARY PATH only - a device varied offline gets IEF281I
IEF281I_TEXT = "{what} NOW OFFLINE"  # REAL-px (ADCD V 0A9E,OFFLINE): single blanks
# REAL-px (ADCD): before IEE302I when a DASD that had a path group comes back online,
# one for each online path (INFERRED: once a path).
IOS452I_TEXT = "{dev},{chp}, OPERATIONAL PATH ADDED TO PATH GROUP"
IEE313I_TEXT = "{what:<8} UNIT REF INVALID"  # MEM
IEE025I_TEXT = "UNIT {what} HAS NO LOGICAL PATHS"  # MEM
IEE376I_TEXT = "PATH({dev},{chp}) NOT VARIED, {reason}"  # DOC id; INFERRED wording
IEE799I_TEXT = "{what:<8} NOT VARIED, DEVICE IN USE BY SYSTEM"  # INFERRED (page, IPL, IODF volume)
LAST_PATH = "LAST PATH TO DEVICE {dev}"  # DOC (IEE376I explanation)
NOT_DEFINED = "NOT DEFINED"  # INFERRED
PATH_NOT_DEFINED = "PATH NOT DEFINED"  # INFERRED
CHP_OFFLINE_REASON = "CHP {chp} IS OFFLINE"  # INFERRED

# --- IEE174I  D M=STOR (everyday-displays B1) -----------------------------------------
STOR_TITLE = "REAL STORAGE STATUS"  # REAL-px
STOR_ONLINE_FIXED = "ONLINE-NOT RECONFIGURABLE"  # REAL-px
STOR_ONLINE_RECONFIGURABLE = "ONLINE-RECONFIGURABLE"  # REAL-px
STOR_PENDING_OFFLINE = "PENDING OFFLINE"  # REAL-px
STOR_INDENT = "    "  # REAL-px: values indented by 4 blanks
STOR_RANGE = "{start}M-{end}M"  # REAL-px (0M-8192M) + REAL (Liberty comment 0M-4096M)
STOR_NONE = "NONE"  # REAL-px
STOR_INCREMENT = "STORAGE INCREMENT SIZE IS {size}"  # REAL-px

# --- IEE174I  D M=CPU, PROCVIEW CPU (everyday-displays B2) ----------------------------
CPU_TITLE = "PROCESSOR STATUS"  # REAL-px
CPU_HEADER = "ID  CPU                  SERIAL"  # REAL-px
# REAL-px: id at 0-1, the symbol at 4, an online CPU's serial at 26.
CPU_ROW = "{id:02X}  {symbol:<22}{serial}"
CPU_LEGEND = ("+ ONLINE    - OFFLINE    . DOES NOT EXIST    W WLM-MANAGED", "N NOT AVAILABLE")  # REAL-px

# --- IEE174I  D M=CORE, PROCVIEW CORE (message-formats 3.7, REAL) -----------------------
CORE_TITLE = "CORE STATUS: HD={hd}   MT=1"  # REAL (MT=1; zconsole models no SMT)
CORE_HEADER = "ID    ST   ID RANGE   VP  ISCM  CPU THREAD STATUS"  # REAL
# REAL (columns INFERRED from the fixture): ID 0-3, ST 7-8, ID RANGE 11-19, VP 22-23,
# ISCM 26-29, thread states 32-33; an offline core stops after ID RANGE.
CORE_ROW = "{id:04X}   {st:<2}  {id:04X}-{id:04X}  {vp:<2}  {iscm}  {thread}"
CORE_ROW_OFFLINE = "{id:04X}   {st:<2}  {id:04X}-{id:04X}"
CORE_LEGEND = ("+ ONLINE    - OFFLINE    N NOT AVAILABLE    / MIXED STATE", "W WLM-MANAGED")  # REAL
CORE_ZIIP = "I        INTEGRATED INFORMATION PROCESSOR (zIIP)"  # REAL; printed when there is one (INFERRED)

# --- the CPC block and glossary shared by D M=CPU and D M=CORE (REAL-px B2, REAL 3.7) ----
CPC_ND = "CPC ND = {v}"
CPC_SI = "CPC SI = {v}"
CPC_MODEL = "         Model: {v}"  # REAL (3.7); with the CPC ND, whose model it shows (INFERRED)
CPC_ID = "CPC ID = {v}"
CPC_NAME = "CPC NAME = {v}"
LP_LINE = "LP NAME = {name:<8}   LP ID = {id}"  # REAL-px + REAL: name padded to 8, 3 blanks
CSS_ID = "CSS ID  = {v}"
MIF_ID = "MIF ID  = {v}"
GLOSSARY = {  # REAL-px + REAL, verbatim (the description columns differ, as captured)
    "CPC ND": "CPC ND  CENTRAL PROCESSING COMPLEX NODE DESCRIPTOR",
    "CPC SI": "CPC SI  SYSTEM INFORMATION FROM STSI INSTRUCTION",
    "CPC ID": "CPC ID  CENTRAL PROCESSING COMPLEX IDENTIFIER",
    "CPC NAME": "CPC NAME CENTRAL PROCESSING COMPLEX NAME",
    "LP NAME": "LP NAME  LOGICAL PARTITION NAME",
    "LP ID": "LP ID    LOGICAL PARTITION IDENTIFIER",
    "CSS ID": "CSS ID   CHANNEL SUBSYSTEM IDENTIFIER",
    "MIF ID": "MIF ID   MULTIPLE IMAGE FACILITY IMAGE IDENTIFIER",
}

# --- IEE457I / IEE455I  D U (everyday-displays B4) --------------------------------------
IEE457I_TITLE = "UNIT STATUS"  # REAL-px
UNIT_HEADER = "UNIT TYPE STATUS        VOLSER     VOLSTATE"  # REAL-px
UNIT_SS_HEADER = "SS"  # REAL (z/OS 2.x Ansible sample): at column 49, the digit at 50
UNIT_SS_COLUMN = 49
# REAL-px: UNIT 0-3, TYPE 5-8, STATUS from 10 (a second part at 15), VOLSER from 24,
# VOLSTATE from 35 (use attribute in 4, `/`, mount attribute).
UNIT_ROW = "{unit:<4} {type:<4} {status:<13} {volser:<10} {volstate}"
UNIT_STATUS_SECOND = 5  # REAL-px: `A    -R` - the second part starts 5 after the first
UNIT_VOLSTATE = "{use:<4}/{mount}"  # REAL-px: PRIV/RSDNT, STRG/RSDNT, and /RSDNT with no volume
VOLUME_USE_CODES = {"PRIVATE": "PRIV", "PUBLIC": "PUB", "STORAGE": "STRG"}  # REAL-px PRIV/STRG; DOC PUB
UNIT_MOUNT_DASD = "RSDNT"  # REAL-px
UNIT_MOUNT_TAPE = "REMOV"  # REAL-px
UNIT_ONLINE = "O"  # REAL-px
UNIT_ALLOCATED = "A"  # REAL-px
UNIT_SYSRES = "S"  # REAL-px: shown for the IPL volume (INFERRED: that is why)
UNIT_RESERVED = "-R"  # REAL-px; meaning MEM (reserved)
UNIT_OFFLINE_DASD = "F-NRD"  # REAL-px: offline DASD, volser blank
UNIT_OFFLINE = "OFFLINE"  # REAL-px + REAL: offline tape and unit-record devices
# REAL-px (B4.2): the offline form, up to 7 `dddd tttt` pairs a line, one blank apart.
UNIT_OFFLINE_PAIRS = 7
UNIT_OFFLINE_HEADER_PAIR = "UNIT TYPE"
UNIT_DEFAULT_COUNT = 16  # INFERRED from three captures (B4.1)
UNIT_ROW_CAP = 65_535  # INFERRED (B4.4): no source caps a huge range; one constant if one does
IEE455I_TEXT = "UNIT STATUS NO DEVICES WITH REQUESTED ATTRIBUTES"  # REAL (test comment), no idr

# IEE255I D IPLINFO,sysparm: one line, the parameter's name in quotes and its value as
# coded. DOC (D IPLINFO: "The output is message IEE255I"); the form `SYSTEM PARAMETER
# 'name': value` is how zoautil's iplinfo sample reads IEE255I (the name between the
# quotes, the value after the last colon); the blanks and NOT SPECIFIED are INFERRED.
IEE255I_TEXT = "SYSTEM PARAMETER '{name}': {value}"
IEE255I_NOT_SPECIFIED = "NOT SPECIFIED"
IEE255I_BARE = "SPECIFIED"  # a parameter coded without a value (CLPA, WARNUND): INFERRED
# --- IEE254I  D IPLINFO (everyday-displays B5) ------------------------------------------
# REAL-px: two blanks between IEE254I and the time; every later line starts with one blank.
IEE254I_TITLE = "IPLINFO DISPLAY"
IPLINFO_LINES = (  # REAL-px (z/OS 1.11) + REAL (z/OS 2.3)
    " SYSTEM IPLED AT {time} ON {date}",
    " RELEASE {release}    LICENSE = {license}",
    " USED LOAD{load} IN {load_dataset} ON {load_device}",
    " ARCHLVL = {archlvl}   MTLSHARE = {mtlshare}",
    " IEASYM LIST = {ieasym}",
    " IEASYS LIST = {ieasys} (OP)",
    " IODF DEVICE: ORIGINAL({iodf}) CURRENT({iodf})",
    " IPL DEVICE: ORIGINAL({ipl}) CURRENT({ipl}) VOLUME({volume})",
)
IPL_DATE = "%m/%d/%Y"  # REAL-px
IPL_TIME = "%H.%M.%S"  # REAL-px

# --- IOS506I  D IOS,CONFIG (everyday-displays B6) ---------------------------------------
IOS506I_TITLE = "I/O CONFIG DATA"  # REAL-px
IOS506I_LINES = (  # REAL-px; the configuration id in 8 columns (INFERRED from EDT ID at 34)
    "ACTIVE IODF DATA SET = {dataset}",
    "CONFIGURATION ID = {config:<8}       EDT ID = {edt}",
    "ACTIVE CSS:  {css}    SUBCHANNEL SETS CONFIGURED: {sets}",
)
IOS506I_SETS_SEPARATOR = ", "  # INFERRED: the capture lists one set (0)
IOS506I_CMB = "CHANNEL MEASUREMENT BLOCK FACILITY IS ACTIVE"  # REAL-px
IOS506I_NO_CMB = "CHANNEL MEASUREMENT BLOCK FACILITY IS NOT ACTIVE"  # INFERRED

# --- IGD002I  D SMS (everyday-displays B9) ------------------------------------------------
IGD002I_TITLE = "DISPLAY SMS"  # REAL-px; the first line's time has colons (16:05:07)
SMS_LINES = (  # REAL-px
    "SCDS = {scds}",
    "ACDS = {acds}",
    "COMMDS = {commds}",
    "DINTERVAL = {dinterval}",
    "REVERIFY = {reverify}",
    "ACSDEFAULTS = {acsdefaults}",
    "    SYSTEM     CONFIGURATION LEVEL    INTERVAL SECONDS",
)
SMS_SYSTEM_ROW = "    {system:<11}{level}{interval:>13}"  # REAL-px columns
SMS_LEVEL = "%Y/%m/%d %H:%M:%S"  # REAL-px
SMS_STORGRP_HEADER = "STORGRP  TYPE    SYSTEM= 1"  # REAL-px
SMS_STORGRP_ROW = "{name:<9}{type:<16}{status}"  # REAL-px (DBCLASS  POOL            +)
SMS_STORGRP_LEGEND = (  # REAL-px frame and first and last lines; the elided words INFERRED
    "***************************** LEGEND *****************************",
    ". THE STORAGE GROUP OR VOLUME IS NOT DEFINED TO THE SYSTEM",
    "+ THE STORAGE GROUP OR VOLUME IS ENABLED",
    "- THE STORAGE GROUP OR VOLUME IS DISABLED",
    "* THE STORAGE GROUP OR VOLUME IS QUIESCED",
    "D THE STORAGE GROUP OR VOLUME IS DISABLED FOR NEW ALLOCATIONS ONLY",
    "Q THE STORAGE GROUP OR VOLUME IS QUIESCED FOR NEW ALLOCATIONS ONLY",
    "> THE VOLSER IN UCB IS DIFFERENT FROM THE VOLSER IN CONFIGURATION",
)
SMS_STORGRP_SYSTEM = "SYSTEM  1 = {system}"  # REAL-px
SMS_NO_STORGRP = "NO STORAGE GROUPS DEFINED"  # INFERRED
IEE341I_SMS = "SMS"  # MEM: D SMS where SMS is not active names SMS in IEE341I's field

# --- ZCNnnnx  zconsole's own control messages (not z/OS; prefix chosen to stand apart) --
ZCN001I_TEXT = "CLOCK SET TO {stamp}"
ZCN002I_TEXT = "NEXT DISPLAY NUMBER IS {idr}"
ZCN003I_TEXT = "IPL OF {system} {how}"
ZCN004I_TEXT = "CONSOLE SESSION ENDED"
ZCN010E_TEXT = "IPL NOT DONE - {reason}"
ZCN012W_TEXT = "PAGE DATA SET {dsname} NOT USED - {reason}"  # no real IPL-time text found
ZCN013W_TEXT = "NONVIO DATA SET {dsname} IGNORED - NOT A LOCAL PAGE DATA SET ON PAGE="
ZCN999E_TEXT = "INTERNAL ERROR {kind}: {detail} - COMMAND NOT COMPLETED, PLEASE REPORT IT"
# HELP: the manual pages in man/ as plain text (see messages/help.py)
ZCN100I_TEXT = "HELP FOR {topic}"
ZCN100I_INDEX = "COMMANDS - HELP CMD: ITS MANUAL PAGE; HELP MSGID: A MESSAGE EXPLAINED"
ZCN101I_TEXT = "NO HELP FOR {topic} - TYPE HELP FOR THE LIST OF COMMANDS"
HELP_INDEX_ROW = "{topic:<14} {what}"
HELP_WIDTH = 78  # help text is wrapped to fit an 80-column console

# --- the living machine: job flow (START/STOP/CANCEL) ---------------------------------
# REAL (public z/OS SYSLOG and JES2 job-log captures): names padded to 8 where shown.
HASP100_TEXT = "{jobname:<8} ON {source}"  # REAL: `$HASP100 ZWESVSTC ON STCINRDR`
# REAL (z/OS 2.x/3.x): a job an address space submitted through the internal reader, one
# line: the JOB card's programmer name at column 33 (20 columns), FROM at column 55, then
# the submitter's job id and user (Zowe's job log: `$HASP100 IEFBR14$ ON INTRDR` + 28
# blanks + `FROM STC01874 DKELOSKY`; S0W1's SYSLOG: `$HASP100 JCLRUN11 ON INTRDR      JORGE
# CINTRON         FROM J...`). Whether the reader's name is padded to 8 or 12 is not shown.
HASP100_FROM_TEXT = "{jobname:<8} ON {source:<8}    {programmer:<20}  FROM {submitter}"
# REAL: one line, names padded to 8 (the job log: `IEF695I START GLDSRV   WITH JOBNAME
# GLDSRV   IS ASSIGNED TO USER GLDSRV  , GROUP`), that the console breaks at the last
# blank in its first 71 columns, the rest on a second line as it is: after USER for an
# 8-character user (REAL 2.x SYSLOG: `... IS ASSIGNED TO USER` / `ZWESVUSR, GROUP
# ZWEADMIN`), inside the padding after a shorter one (REAL 1.11: ` , GROUP SYS1`).
IEF695I_TEXT = "IEF695I START {proc:<8} WITH JOBNAME {job:<8} IS ASSIGNED TO USER {user:<8}, GROUP {group}"
IEF695I_BREAK = 71
HASP373_TEXT = "{jobname:<8} STARTED"  # REAL
IEF403I_TEXT = "{jobname} - STARTED - TIME={time}"  # REAL
IEF404I_TEXT = "{jobname} - ENDED - TIME={time}"  # REAL
HASP395_TEXT = "{job:<8} ENDED"  # REAL: `$HASP395 PEJRXKEY ENDED`
HASP395_ABEND = "{job:<8} ENDED - ABEND={abend}"  # REAL: `$HASP395 ZWEPCP   ENDED - ABEND=S222`
# REAL (z/OS 2.x and 3.1 job logs: `$HASP395 ALLOC    ENDED - RC=0000`, Ansible
# ibm_zos_core's job output sample on VS01; `$HASP395 HELLO    ENDED - RC=0000`, Zowe's).
HASP395_RC = "{job:<8} ENDED - RC={rc:04d}"
# REAL: `IEF450I SLEEP SLEEP - ABEND=S222 U0000 REASON=00000000  162` / 8 blanks `TIME=...`
# (a batch job: step only); a started task `IEF450I JES2 JES2 IEFPROC - ...` (REAL).
IEF450I_LINE1 = "{job} {steps} - ABEND={abend} U0000 REASON=00000000  {idr}"
IEF450I_LINE2 = "        TIME={time}"
IEE301I_TEXT = "{jobname:<8} CANCEL COMMAND ACCEPTED"  # DOC id and words; padding INFERRED
# REAL (`IEE341I HZSPROC           NOT ACTIVE`): the field is
# jobname.identifier, 17 columns.
IEE341I_TEXT = "{jobname:<17} NOT ACTIVE"
IEE842I_TEXT = "{jobname} DUPLICATE NAME FOUND- REENTER COMMAND WITH 'A='"  # MEM
# --- FORCE ------------------------------------------------------------
# DOC (IEE301I: jobname {CANCEL|FORCE|FORCE ARM|FORCE TCB} COMMAND ACCEPTED); padding as CANCEL's.
IEE301I_FORCE_ARM = "{jobname:<8} FORCE ARM COMMAND ACCEPTED"
# REAL (IBM's FORCE/CANCEL owner on IBM-MAIN, 2008): FORCE ARM ends the job as CANCEL
# does, with completion code A22 instead of 222.
FORCE_ARM_ABEND = "SA22"
# DOC: FORCE alone needs a CANCEL or FORCE ARM entered before for the job. MEM: IEE838I
# then says which is wanted; job name field INFERRED as IEE341I's 8 columns.
IEE838I_CANCEL_FIRST = "{job:<8} CANCELABLE - ISSUE CANCEL BEFORE FORCE"
IEE838I_FORCE_ARM = "{job:<8} NON-CANCELABLE - ISSUE FORCE ARM"
IEFC612I_TEXT = "PROCEDURE {proc} WAS NOT FOUND"  # MEM
IEE122I_TEXT = "START COMMAND JCL ERROR"  # MEM
# TRANSCRIBED (OS/390 capture, paging.md §3.4): two blanks after FAILED.
IEA602I_TEXT = "ADDRESS SPACE CREATE FAILED.  A STORAGE SHORTAGE EXISTS"
IEE328I_TEXT = "{verb:<8} COMMAND ABORTED"  # TRANSCRIBED
# zconsole's own: not z/OS (no message says this); the seed's "time to full speed".
ZCN020I_TEXT = "{jobname:<8} ASID {asid:04X} WORKING SET IN REAL STORAGE AFTER {seconds:.1f} SECONDS"
ZCN021W_TEXT = "SYSTEM IN DISABLED WAIT STATE {code} REASON {reason} - ONLY .IPL IS ACCEPTED"
ZCN022I_TEXT = "TIME IS NOW {stamp}"

# --- the living machine: auxiliary storage shortage (paging.md §3) --------------------
# DOC texts (MVS System Messages Vol 9, IRA messages); `*` flag for descriptor code 11
# (paging.md §2.1); field widths INFERRED from the templates' placeholder letters.
IRA205I_TEXT = "{percent:02d}% AUXILIARY STORAGE ALLOCATED"
IRA200E_TEXT = "AUXILIARY STORAGE SHORTAGE"
IRA201E_TEXT = "CRITICAL AUXILIARY STORAGE SHORTAGE"
IRA202I_TEXT = "AUXILIARY STORAGE SHORTAGE RELIEVED"
IRA206I_TEXT = "{job:<8} ASID {asid:04X} FRAMES {frames:010d} SLOTS {slots:010d} % OF AUX {pct:04.1f}"
IRA203E_TEXT = "{job:<8} ASID {asid:04X} SWAPPED OUT FRAMES+SLOTS {total:08d} RATE {rate:06d}"
IRA210E_TEXT = "{job:<8} ASID {asid:04X} SET NON DISPATCHABLE Frames+Slots {total:010d} RATE {rate:06d}"
IRA211I_TEXT = "{jobname:<8} ASID {asid:04X} SET DISPATCHABLE"
# INFERRED by analogy with IRA420I's documented frame (paging.md §3.3).
IRA220I_TEXT = "CRITICAL AUXILIARY SHORTAGE"
IRA220I_HEAD = "! ## ! USER     ! ASID ! FRAMES     ! SLOTS      !"
IRA220I_RULE = "+----+----------+------+------------+------------+"
IRA220I_ROW = "! {line:02d} ! {job:<8} ! {asid:04X}{flag:1}! {frames:010d} ! {slots:010d} !"
IRA221D_TEXT = "REPLY M for MORE, E TO END, ## TO CANCEL A USER"  # DOC (IBM's mixed case)
IRA222I_USER = "{job:<8} ASID {asid:04X} {text}"  # INFERRED from IRA422I
IRA250I_TEXT = "{percent:02d}% OF STORAGE-CLASS MEMORY IS ALLOCATED"  # DOC text; levels INFERRED
IRA252I_TEXT = "STORAGE-CLASS MEMORY ALLOCATION IS NOW BELOW {percent:02d}%"  # DOC text
ILR008W_TEXT = "AUXILIARY STORAGE SPACE EXHAUSTED"  # MEM (paging.md §11.6, §11.8)

# --- WTORs and REPLY (paging.md §2) ---------------------------------------------------
IEE600I_TEXT = "REPLY TO {rid} IS;{text}"  # REAL (MVS 3.8j hardcopy)
# INFERRED (paging.md §2.3 has no source; none was found in IBM's pages, docs, issues or
# code for "not outstanding" either): a reply to an id no WTOR holds. The id and words
# are remembered, not seen; a bad operand stays IEE535I REPLY INVALID PARAMETER.
IEE704I_TEXT = "REPLY ID {rid} IS NOT OUTSTANDING"

# A display written to an MCS console's display area (D R,L,L=A) carries the console's
# frame controls on its title line: zconsole/console/frames.py (the 3270 screen's too).
# INFERRED: the lines of a display area when the console does not say (a line console, the
# ADCD console's AREA=(Z,A)): IBM's K A,REF example's 14; the ADCD screens show a 10-line
# D M in one frame (LAST). The 3270 screen passes its own areas' size.
AREA_LINES = 14

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
ACTIVITY_TSO_USER = "{user} {swap}"  # REAL-px: `IBMUSER IN`
# REAL-px (first lines): detail from column 37. Which fields zconsole fills is INFERRED.
IEE115I_DETAIL_INDENT = 37
IEE115I_FIRST = "A={asid:04X}   PER=NO   SMC=000"
IEE115I_LINES = ("PGN=N/A  DMN=N/A  AFF=NONE", "CT=000.000S  ET={et:07.3f}S",
                 "WUID={wuid} USERID={user}", "WKL={wkl:<8} SCL=STCLOM   P=1",
                 # REAL-px: the capture's last two lines
                 "RGP=N/A      SRVR=NO  QSC=NO", "ADDR SPACE ASTE={aste:08X}")
# INFERRED: an address space's ASTE is 64 bytes at a fixed origin indexed by ASID; the
# origin makes the capture's HZSPROC (A=0044) come out at its real ASTE=7F27E100.
ASTE_ORIGIN = 0x7F27E100 - 0x44 * 0x40
ASTE_SIZE = 0x40
# --- D A,jobname's data-space lines ---
# DOC (z/OS MVS System Messages, IEE115I): after `ADDR SPACE ASTE=gggggggg` one
# `[DSPNAME=hhhhhhhh ASTE=iiiiiiii]` line per data space, each at the detail column (37).
# No real capture with data spaces was found (pages, code, docs and issues searched for
# DSPNAME=/ADDR SPACE ASTE); the 8-column name field padded with blanks is INFERRED
# from the DOC template's eight h's.
IEE115I_DATA_SPACE = "DSPNAME={name:<8} ASTE={aste:08X}"
# INFERRED: a data space's ASTE comes from a pool of its own below the address spaces'
# table, one 4K page per owning ASID (64 ASTEs of 64 bytes, workload.MAX_DATA_SPACES),
# in the order the procedure names its data spaces; deterministic from ASID and position.
DSP_ASTE_ORIGIN = 0x7E000000
DSP_ASTE_PER_ASID = 0x1000
IEE115I_NOT_FOUND = "{job} NOT FOUND"  # MEM
# INFERRED: swap status and type flags of the entries.
SWAP_NONSWAPPABLE, SWAP_IN, SWAP_OUT = "NSW", "IN", "OUT"
FLAG_STC, FLAG_JOB = "S", "J"
IEE112I_TITLE = "PENDING REQUESTS"  # REAL-px
# REAL-px: RM 0, IM 8, CEM 17, EM 27, RU 36, IR 44, AMRF 52.
IEE112I_COUNTS = "RM={rm:<4} IM={im:<5} CEM={cem:<5} EM={em:<5} RU={ru:<4} IR={ir:<4} AMRF"
IEE112I_NONE = "NO MESSAGES OUTSTANDING"  # REAL-px
# The list's header by the columns asked for (D R,x[,S|,JN]). TIME: REAL-px (z/OS 1.11
# single system, the default). S and JN: rows REAL (ibm_zos_core's parser of D R,A,S and
# D R,A,JN), the headers INFERRED from the sysplex header `ID:R/K     T SYSNAME  MESSAGE TEXT`.
IEE112I_HEADS = {
    "TIME": "ID:R/K     T TIME     JOB ID   MESSAGE TEXT",
    "S": "ID:R/K     T SYSNAME  JOB ID   MESSAGE TEXT",
    "JN": "ID:R/K     T JOB NAME MESSAGE TEXT",
    # REAL (a z/OS 2.x sysplex; message-formats.md 1.5, chaostoolkit-zos: `ID:R/K     T SYSNAME
    # MESSAGE TEXT` over `289 R S56      *289 GEO2669A ...`): the system name, no job id.
    "SYSNAME": "ID:R/K     T SYSNAME  MESSAGE TEXT",
}
IEE112I_TEXT_END = 69  # REAL-px: the text area's last column
IEE112I_BREAK_REACH = 3  # REAL-px: a blank up to 3 columns before the edge takes the break

# --- SVC dumps: DUMP, DUMPDS, D D (paging.md §8) --------------------------------------
IEE094D_TEXT = "SPECIFY OPERAND(S) FOR DUMP COMMAND"  # DOC + REAL (Ansible collection tests)
# MEM (paging.md §8.3): IEA794I when capture ends, before the write; one item a line INFERRED.
IEA794I_LINES = ("SVC DUMP HAS CAPTURED:", "DUMPID={dumpid:03d} REQUESTED BY JOB ({job})",
                 "DUMP TITLE={title}")
# DOC (IEA611I template; IEA911E from IMS docs); one item a line, 4-digit ASIDs INFERRED.
IEA611I_FIRST = "{state} DUMP ON {dsname}"
DUMP_WRITTEN_LINES = ("DUMPID={dumpid:03d} REQUESTED BY JOB ({job})", "FOR ASIDS({asids})",
                      "INCIDENT TOKEN: {token}")
# MEM text, two lines as the IMS documentation shows it (paging.md §8.3).
IEA793A_LINES = ("NO DUMP DATA SETS AVAILABLE FOR DUMPID={dumpid:03d} BY JOB ({job}).",
                 "USE THE DUMPDS COMMAND OR REPLY D TO DELETE THE DUMP")
# zconsole's own: what happened to a dump the operator deleted (no z/OS text known).
ZCN030I_TEXT = "DUMPID={dumpid:03d} DELETED BY OPERATOR REPLY"
# DOC words of IEE854I's template (SYS1.DUMP DATA SETS AVAILABLE=nnn AND FULL=mmm,
# CAPTURED DUMPS=dmps, SPACE USED=uuuuuuuuM, SPACE FREE=ffffffffM); IEE852I (status) and
# IEE853I (titles) are laid out the same way: INFERRED (paging.md §11.8).
IEE852I_TITLE = "SYS1.DUMP STATUS"
IEE853I_TITLE = "SYS1.DUMP TITLES"
DUMPDS_COUNTS = "SYS1.DUMP DATA SETS AVAILABLE={avail:03d} AND FULL={full:03d}"
DUMPDS_SPACE = "CAPTURED DUMPS={captured:04d}, SPACE USED={used:08d}M, SPACE FREE={free:08d}M"
# IEE852I's first four lines are REAL-px (everyday-commands 2.20, z/OS 1.11).
DUMPDS_AUTO = "AUTOMATIC ALLOCATION IS: {state}"  # REAL-px (ACTIVE); INACTIVE MEM
DUMPDS_TITLE = "{dsname} TITLE={title}"  # DOC (IEE854I: DUMPnn TITLE=dump-title)
DUMPDS_TAKEN = "          DUMP TAKEN TIME={time} DATE={date}"  # DOC words; indent INFERRED
DUMPDS_EMPTY = "{dsname} IS EMPTY"  # INFERRED
# MEM: DUMPDS command response; the words INFERRED.
IEE855I_TITLE = "DUMPDS COMMAND RESPONSE"
IEE855I_CLEARED = "SYS1.DUMP{nn:02d} CLEARED"
IEE855I_NOTHING = "NO SYS1.DUMP DATA SETS CLEARED"
IEE855I_ALLOC = "AUTOMATIC ALLOCATION IS NOW {state}"
# the virtual storage SVC dump may fill (CHNGDUMP MAXSPACE; SPACE FREE is it less
# SPACE USED) is the machine's: DumpAllocation.space_free_mb, model/system/config.py.

# SEED (000, VERBX IEAVTSFS): labels padded to 34 (system) and 32 (address space),
# counters right-justified in 12 (paging.md §8.5).
SFS_SYSTEM = ("Dump start", "Dump end", "Total dump capture time", "System nondispatchability start",
              "System set nondispatchable", "Time to become nondispatchable")
SFS_SYSTEM_WIDTH = 34
SFS_ASID = "Asid {asid:04X}:"
SFS_SPACE = ("Local storage start", "Local storage end", "Local storage capture time",
             "Tasks reset dispatchable", "Tasks were nondispatchable")
SFS_COUNTERS = ("Defers for frame availability", "Pages requiring input I/O",
                "Source page copied to target", "Source frames re-assigned",
                "Source AUX slot IDs re-assigned")
SFS_SPACE_WIDTH = 32
SFS_COUNTER_WIDTH = 12
SFS_NONE = "NO SVC DUMP HAS BEEN TAKEN SINCE IPL"  # zconsole's own (ZCN031I)
# zconsole's own: the line before an IPCS or RMF report (which are not console messages).
ZCN032I_TEXT = "VERBX IEAVTSFS FOR DUMPID={dumpid:03d}"
ZCN033I_TEXT = "RMF POSTPROCESSOR REPORT {report}"

# --- RMF Postprocessor PAGE DATA SET ACTIVITY (paging.md §9.1) -------------------------
# SEED (000) with the three INFERRED repairs of its PDF extraction damage (§9.1).
RMF_TITLE = "P A G E  D A T A  S E T  A C T I V I T Y"
# SEED: `z/OS V1R13` / `RPT VERSION V1R13 RMF`: the release as VnRm, from the machine's.
RMF_RELEASE = "V{version}R{release}"
RMF_LINE1 = "{os:<25}{sysid:<27}{date:<27}INTERVAL {iv}"
RMF_LINE2 = "{blank:25}{version:<27}{time:<27}CYCLE {cycle:.3f} SECONDS"
RMF_OS = "z/OS {rel}"
RMF_VERSION = "RPT VERSION {rel} RMF"
RMF_LINE3 = "{samples:<47}PAGE DATA SET AND SCM USAGE"
RMF_SAMPLES = "NUMBER OF SAMPLES ={n:>8,}"
RMF_RULE = " " * 47 + "-" * 27
RMF_HEAD = (
    "PAGE                                                                 %    PAGE                  V",
    "SPACE   VOLUME  DEV  DEVICE    SLOTS  ---- SLOTS USED ---  BAD       IN   TRANS  NUMBER  PAGES  I",
    "TYPE    SERIAL  NUM  TYPE      ALLOC    MIN    MAX   AVG   SLOTS     USE  TIME   IO REQ  XFER'D O"
    "  DATA SET NAME",
)
RMF_ROW = ("{type:<8}{volser:<8}{devnum:<5}{devtype:<5}{alloc:>10}{min:>7}{max:>7}{avg:>7}{bad:>7}"
           "{inuse:>8}{trans:>7}{ioreq:>8}{pages:>8} {vio:1}  {dsn}")
RMF_FULL_LIMIT = 999_999  # INFERRED: larger counts print as K (slots) or M (I/Os, pages)

# === system displays and SMF (everyday-commands.md §2.10-2.20) ===
# IEA007I D SYMBOLS. REAL-px (1.11): no time, `=` in column 19 after an 8-blank indent;
# REAL (2.5): `=` in column 14 after a 2-blank indent. The name field: the longest name on
# 1.11, one more on 2.x (INFERRED from the BES2 sample's wider field, §2.13).
IEA007I_TITLE = "STATIC SYSTEM SYMBOL VALUES"  # REAL-px + REAL
IEA007I_INDENT_OLD, IEA007I_INDENT_NEW = 8, 2  # REAL-px (1.11), REAL (2.5)
IEA007I_ROW = '{indent}{name:<{width}} = "{value}"'  # REAL-px + REAL
IEA007I_MIN_NAME = 10  # REAL-px: `&SYSCLONE.` fills the 1.11 field
# IEE251I D PARMLIB. REAL-px (1.11); the flag column and volume as captured.
IEE251I_TITLE = "PARMLIB DISPLAY"
IEE251I_HEAD = (" PARMLIB DATA SETS SPECIFIED", " AT IPL", " ENTRY  FLAGS  VOLUME  DATA SET")
IEE251I_ROW = "{n:>4}      {flags:<1}    {volume:<6}  {dsname}"  # REAL-px
# CSV470I D PROG,LNKLST. REAL-px (1.11): entry ends in column 3; `A` = in the APF list.
CSV470I_TITLE = "LNKLST DISPLAY"
CSV470I_SET = "LNKLST SET {name:<8}   LNKAUTH={lnkauth}"  # REAL-px
CSV470I_HEAD = "ENTRY  APF  VOLUME  DSNAME"  # REAL-px
CSV470I_ROW = "{n:>4}    {apf:1}   {volume:<6}  {dsname}"  # REAL-px
CSV470I_APF = "A"
# CSV550I D PROG,LPA,MODNAME=name. REAL (a z/OS 2.x SDSF log, D PROG,LPA,MOD=IEFACTRT,
# quoted in zowe-common-c's notes): the flags from column 4, then name, entry point, load
# point, length and DIAG (8 hex digits each), two blanks apart.
CSV550I_TITLE = "LPA DISPLAY"
CSV550I_HEAD = "FLAGS  MODULE    ENTRY PT  LOAD PT   LENGTH    DIAG"
CSV550I_ROW = "   {flags:<4}{name:<8}  {entry:08X}  {load:08X}  {length:08X}  {diag:08X}"
# INFERRED (no capture): a module not in LPA, and D PROG,LPA with no module added since IPL.
CSV550I_NOT_FOUND = "MODULE {name} NOT FOUND IN LPA"
CSV550I_NO_DYNAMIC = "NO MODULES HAVE BEEN ADDED TO LPA"
# CSV450I D PROG,APF. REAL-px (1.11).
CSV450I_TITLE = "PROG,APF DISPLAY"
CSV450I_FORMAT = "FORMAT={format}"
CSV450I_HEAD = "ENTRY VOLUME DSNAME"
CSV450I_ROW = "{n:>4}  {volume:<6} {dsname}"
# IWM025I D WLM. REAL-px (1.11): two blanks around the time; mixed case kept.
IWM025I_FIRST = "IWM025I  {time}  WLM DISPLAY"
IWM025I_LINES = (
    "  ACTIVE WORKLOAD MANAGEMENT SERVICE POLICY NAME: {policy}",
    "  ACTIVATED: {adate}  AT: {atime}  BY: {aby:<8}  FROM: {afrom}",
    "  DESCRIPTION: {description}",
    "  RELATED SERVICE DEFINITION NAME: {definition}",
    "  INSTALLED: {idate}  AT: {itime}  BY: {iby:<8}  FROM: {ifrom}",
    "  WLM VERSION LEVEL:       {version}",
    "  WLM FUNCTIONALITY LEVEL: {functionality}",
    "  WLM CDS FORMAT LEVEL:    {cds}",
)
IWM025I_DATE, IWM025I_TIME = "%Y/%m/%d", "%H:%M:%S"  # REAL-px
# REAL-px: SYSZWLM_WORKUNIT and SYSZWLM_<CPC serial, 4><CPC type> (23451090 on ADCD:
# sequence ...12345, type 1090 - INFERRED reading of the name).
IWM025I_STRUCTURES = ("SYSZWLM_WORKUNIT", "SYSZWLM_{serial}{type}")
IWM025I_STRUCTURE = "  STRUCTURE {name} STATUS: {status}"
IWM025I_STATUS = ("DISCONNECTED", "CONNECTED")  # REAL-px; CONNECTED INFERRED
# IXC334I D XCF. REAL-px (1.11 monoplex): the sysplex name and colon in 9 columns plus
# three blanks (INFERRED from `ADCDPL:` + 5 blanks), system names 8 wide, 2 apart (INFERRED).
IXC334I_FIRST = "IXC334I  {time}  DISPLAY XCF"
IXC334I_SYSPLEX = "   SYSPLEX {name:<9}   {systems}"
# IXC357I D XCF,COUPLE. INFERRED layout (no capture found): the lines and their words are
# DOC (IXC357I's SYSTEM sysname DATA part, IXC358I's couple data set part); the columns are
# guessed, figures right-aligned under their heads. The SSUM, spin, CFLEVEL and node lines
# and the other couple data set types (CFRM, WLM, ...) are left out.
IXC357I_LAYOUT = (
    "IXC357I  {time}  DISPLAY XCF",
    " SYSTEM {system} DATA",
    "     INTERVAL   OPNOTIFY     MAXMSG    CLEANUP      RETRY   CLASSLEN",
    "     {interval:>8}   {opnotify:>8}   {maxmsg:>8}   {cleanup:>8}   {retry:>8}   {classlen:>8}",
    " SYSPLEX COUPLE DATA SETS",
    " {role:<9} DSN: {dsname}",
    "           VOLSER: {volser:<6}     DEVN: {devn}",
    "           FORMAT TOD            MAXSYSTEM  {group_head:<14}  {member_head}",
    "           {tod:<19}   {maxsystem:>9}  {maxgroup:<14}  {maxmember}",
)
IXC357I_TOD = "%m/%d/%Y %H:%M:%S"  # DOC: mm/dd/yyyy hh:mm:ss
IXC357I_ROLES = ("PRIMARY", "ALTERNATE")
IXC357I_HEADS = (("MAXGROUP(PEAK)", "MAXMEMBER(PEAK)"), ("MAXGROUP", "MAXMEMBER"))
# ISG343I D GRS. REAL-px (1.11, GRS=NONE); the STAR and RING forms are not modelled.
ISG343I_TITLE = "GRS STATUS"
ISG343I_HEAD = "SYSTEM    STATE               SYSTEM    STATE"
ISG343I_SYSTEM = "{system:<8}  {state}"
ISG343I_MODE = "GRS {mode} MODE INFORMATION"
ISG343I_VALUE = "  {label:<9}{value:>9}"  # REAL-px: values end in column 19
# ISG343I D GRS,C (CONTENTION): zconsole's jobs hold no ENQs or latches, so there is never
# contention. DOC (IBM's ISG343I and ISGLOCK pages); the words of the two lines are MEM.
ISG343I_NO_ENQ = "NO ENQ RESOURCE CONTENTION EXISTS"
ISG343I_NO_ISGLOCK = "NO REQUESTS PENDING FOR ISGLOCK STRUCTURE"  # DOC: GRS=STAR only
ISG343I_NO_LATCH = "NO LATCH CONTENTION EXISTS"
# IEE735I D SLIP. REAL-px (ADCD 1.11, lab 06): five traps a line, each `id state` in 14
# columns (the id 4 wide, a blank, the state, blanks to the next).
IEE735I_TITLE = "SLIP DISPLAY"
IEE735I_HEAD = "ID   STATE    "
IEE735I_ENTRY = "{id:<4} {state:<8} "
IEE735I_PER_LINE = 5
# IEE843I D TRACE. REAL-px (ADCD 1.11, lab 06): two blanks before TRACE DISPLAY; the system
# trace line from column 1; four components a line, each `name mode` in 16 columns.
IEE843I_FIRST = "IEE843I {time}  TRACE DISPLAY"
IEE843I_SUBTITLE = "        SYSTEM STATUS INFORMATION"
IEE843I_ST = " ST=(ON,{per_cpu:04d}M,{buffers:05d}M) AS={as_:<3} BR={br:<3} EX={ex:<3} MO={mo:<3} MT={mt}"
IEE843I_MT_ON = "(ON,{kb:03d}K)"  # REAL-px: MT=(ON,064K)
IEE843I_HEAD = "COMPONENT MODE  "
IEE843I_ENTRY = "{name:<9} {mode:<4}  "
IEE843I_PER_LINE = 4
IEE843I_RULE = " " + "-" * 62  # REAL-px: 62 dashes, under the four headings
# IEE603I D OPDATA. DOC (IBM's IEE603I): the heading words and NO COMMAND PREFIXES ARE
# DEFINED; their columns are INFERRED (8 wide, a blank apart). The rows are the command
# prefixes registered: JES2's own while it runs (INFERRED: owner JES2, scope SYSTEM, the
# prefix kept, purged when JES2 ends).
IEE603I_TITLE = "OPDATA DISPLAY"
IEE603I_HEAD = " PREFIX   OWNER    SYSTEM   SCOPE    REMOVE   FAILDSP"
IEE603I_ROW = " {prefix:<8} {owner:<8} {system:<8} {scope:<8} {remove:<8} {faildsp}"
IEE603I_NONE = " NO COMMAND PREFIXES ARE DEFINED"
IEE603I_JES2 = ("SYSTEM", "NO", "PURGE")  # INFERRED: JES2's prefix's scope, remove, faildsp
# IEA386I D ETR. DOC (z/OS 2.5 IEA386I): a machine with no ETR or STP link runs on its own
# TOD clock, SYNCHRONIZATION MODE = LOCAL (zconsole's machines are such); the lines for
# STP's stratum and links are not written in LOCAL mode (INFERRED from the DOC's form).
IEA386I_TITLE = "TIMING STATUS"
IEA386I_MODE = "SYNCHRONIZATION MODE = {mode}"
# BPXO042I D OMVS. REAL-px (1.11): name 8, ASID, status in 19, then the BPXPRMxx list.
BPXO042I_TITLE = "DISPLAY OMVS"
BPXO042I_ROW = "{name:<8} {asid:04X} {status:<19}OMVS=({suffixes})"
BPXO042I_ACTIVE, BPXO042I_INACTIVE = "ACTIVE", "NOT ACTIVE"  # REAL-px; NOT ACTIVE INFERRED
# IEE852I's automatic-allocation lines (REAL-px, §2.20).
DUMPDS_AUTO_LINES = (
    "   NO SMS CLASSES DEFINED",
    "   AVAILABLE DASD VOLUMES: {volumes}",
    "   NAME={pattern}",
    "      EXAMPLE={example}",
)
DUMPDS_VOLUMES_SEPARATOR = ","  # INFERRED: the capture names one volume
# SMF (§2.14, §2.15). REAL-px (1.11): IEE949I in a display area; STATUS heading at column
# 45, values at 44; `P-` recording, `S-` spare.
IEE949I_TITLE = "SMF DATA SETS"
IEE949I_HEAD = "          NAME      VOLSER SIZE(BLKS) %FULL  STATUS"
IEE949I_ROW = "        {flag}-{dsname:<9} {volume:<6}{blocks:>10}{percent:>6}  {status}"
# REAL (z/OS 2.x, system VBT1): IEE974I, the same columns after a 20-column name,
# VOLSER at column 30: `        P-SYS1.VBT1.MAN1      M23CAT      7920     1  ACTIVE`.
IEE974I_TITLE = "SMF DATA SETS"
IEE974I_HEAD = "          NAME                VOLSER SIZE(BLKS) %FULL  STATUS"
IEE974I_ROW = "        {flag}-{dsname:<19} {volume:<6}{blocks:>10}{percent:>6}  {status}"
# D SMF while SMF records on log streams: IFA714I. REAL (a z/OS 3.x system on a blog,
# its blanks collapsed by the page: `IFA714I 11.46.50 SMF STATUS 101` / `LOGSTREAM NAME
# BUFFERS STATUS` / `A-IFASMF.DEFAULT 0 CONNECTED`): the title, the heads, the A- flag
# (active), the names and CONNECTED. The columns are INFERRED: IEE974I's indents, a
# 26-column name (DOC, the longest a log stream has), buffers right in 10.
IFA714I_TITLE = "SMF STATUS"
IFA714I_HEAD = "          LOGSTREAM NAME                BUFFERS    STATUS"
IFA714I_ROW = "        {flag}-{name:<26} {buffers:>10}    {status}"
IFA714I_CONNECTED = "CONNECTED"  # REAL
IFA714I_ACTIVE = "A"  # REAL: the flag of a log stream SMF records on
IEE351I_TEXT = "SMF SYS1.MAN RECORDING NOT BEING USED"  # REAL-px
IEE966I_TEXT = "{dsname} IS BEING FORMATTED"  # REAL-px
IEE360I_TEXT = "SMF NOW RECORDING ON {dsname} ON {volume} TIME={time}"  # REAL-px (join INFERRED)
IEE536I_TEXT = "SMF      VALUE {member} NOW IN EFFECT"  # REAL-px: SMF in an 8-wide field
IEE362A_TEXT = "SMF ENTER DUMP FOR {dsname} ON {volume}"  # REAL (MVS 3.8j docs) + DOC
IEE366I_TEXT = "NO SMF DATA SETS AVAILABLE--DATA BEING BUFFERED TIME={time}"  # MEM
IEE538I_TEXT = "SMFPRM{member} MEMBER NOT FOUND IN SYS1.PARMLIB"  # MEM (words INFERRED)
# === end of the system configuration displays and SMF ===

# The interactive shell's own lines (ZCN000I, ZCN200I-203W) are every system's:
# zconsole/console/notes.py.

# --- everyday operations: everyday-commands.md ---------
# IEE136I  D T (§2.2, REAL: ZOAU and SDSF output of z/OS 2.x): one line, no display
# number, two blanks before UTC:; each date is its own clock's (they may differ).
IEE136I_TEXT = "LOCAL: TIME={local:%H.%M.%S} DATE={local_date}  UTC: TIME={utc:%H.%M.%S} DATE={utc_date}"
# CNZ4100I  D C / D C,L (§2.1, REAL-px, z/OS 1.11 ADCD): every column below is measured.
CNZ4100I_TITLE = "CONSOLE DISPLAY"
CNZ4100I_MATCHING = "CONSOLES MATCHING COMMAND: {echo}"
CNZ4100I_LIMITS = ("MSG:CURR={mcur:<5}LIM={mlim:<5}RPLY:CURR={rcur:<5}LIM={rlim:<6}"
                   "SYS={sys:<9}PFK={pfk}")
CNZ4100I_HARDCOPY = "HARDCOPY  {log:<22}CMDLEVEL={cmdlevel}"
CNZ4100I_HARDCOPY_ROUT = "      ROUT=({rout})"
CNZ4100I_CONSOLE = "{name:<10}{type:<14}STATUS={status}"
CNZ4100I_DEFINED = "          DEFINED=(*ALL)"  # REAL-px; a monoplex defines every console on *ALL
CNZ4100I_MATCHED = "          MATCHED=(*ALL)"
CNZ4100I_ATTRIBUTES = "   ATTRIBUTES ON {sys}"
CNZ4100I_ATTR_COLUMNS = (6, 23, 43)  # REAL-px: the three attribute columns
CNZ4100I_DEL_ROW = "USE={use:<4}DEL={delete:<5}RTME={rtme:<5}RNUM={rnum:<5}SEG={seg:<6}CON={con}"
CNZ4100I_TABLE_HEAD = "NAME     TYPE    STATUS        DEFINED              MATCHED"
CNZ4100I_TABLE_ROW = "{name:<9}{type:<8}{status:<14}{defined:<21}{matched}"
CNZ4100I_ACTIVE = "ACT-{sys}"  # REAL-px: STATUS=ACT-ADCD (active on system ADCD)
CNZ4100I_INACTIVE = "INACT"  # REAL-px
CNZ4100I_NONE = "NO CONSOLES MEET SPECIFIED CRITERIA"  # DOC (CNZ4100I's optional lines)
# REAL-px values the model does not vary: the console buffers (messages never wait in
# zconsole, so MSG:CURR is 0), CONSOLxx INIT MLIM/RLIM/PFK, the hardcopy log.
CNZ4100I_MLIM, CNZ4100I_RLIM, CNZ4100I_PFK = 1500, 10, "00"
CNZ4100I_LOG, CNZ4100I_CMDLEVEL = "LOG=(SYSLOG)", "CMDS"
# IEE162I  D C,K: "a summary of the CONTROL command operands and the functions they
# perform" (DOC, MVS System Commands). No capture of its text exists, so the layout is
# INFERRED: the IEE display title line, then one line per operand form, the form in a
# 22-column field and then its function. Only the forms this console takes are listed
# (tests/test_control_summary.py holds them to the grammar); the words paraphrase IBM's
# descriptions of each operand, shortened to fit a line (INFERRED: not quoted from a page).
IEE162I_LAYOUT = ("CONTROL COMMAND FUNCTIONS", " {form:<22}{function}")  # INFERRED
IEE162I_FUNCTIONS = (  # INFERRED words after IBM's CONTROL command (K E, K S) descriptions
    ("K E,SEG", "ERASE THE MESSAGE DELETION SEGMENT"),
    ("K E,nn[,nn]", "ERASE MESSAGE LINES nn [THROUGH nn]"),
    ("K E,D", "ERASE THE STATUS DISPLAY"),
    ("K E,F", "ERASE THE FLAGGED MESSAGES"),
    ("K E,N", "REMOVE THE MESSAGE NUMBERS"),
    ("K S", "SHOW THE CONSOLE SETTINGS"),
    ("K S,REF", "SHOW THE CONSOLE SETTINGS IN K S FORM"),
    ("K S,CON=Y|N", "CONVERSATIONAL MESSAGE DELETION"),
    ("K S,SEG=nn", "LINES IN THE MESSAGE DELETION SEGMENT"),
    ("K S,DEL=Y|N|R|RD|W", "MESSAGE DELETION MODE"),
    ("K S,RNUM=nn", "LINES DELETED IN EACH ROLL"),
    ("K S,RTME=nnn", "SECONDS BETWEEN ROLLS"),
    ("K S,MFORM=(T,S,J,M,X)", "MESSAGE FORMAT"),
    ("K E|S,...,L=name", "THE CONSOLE THE COMMAND APPLIES TO"),
)
# IEE129I  D EMCS (DOC: the operands and what each form shows - SUMMARY the number and
# names of the consoles that meet the criteria, INFO every console attribute, FULL also
# the message data space statistics). No capture exists: the layout is INFERRED (MEM of
# the title, the echo and the count line); the names 8 to a line, each in a 9-column
# field; per console (INFO/FULL) its name, status and key, then system and authority;
# FULL adds QUEUED= (0: messages never wait in zconsole, as D C's MSG:CURR).
IEE129I_LAYOUT = {  # INFERRED
    "title": "DISPLAY EMCS", "echo": "DISPLAY EMCS,{form}",
    "count": "NUMBER OF CONSOLES MATCHING CRITERIA: {count}", "names_per_line": "8",
    "name": "{name:<9}", "console": "CN={name:<9}STATUS={status:<2}KEY={key}",
    "system": "SYS={system:<9}AUTH={auth}", "full": "QUEUED={queued}", "none": "N/A",
}
# K S and K S,REF: z/OS puts the settings into the console's entry area in CONTROL
# command form (DOC); zconsole writes that line as the answer. The order and spelling of
# the operands are INFERRED (the DOC syntax's order).
CONTROL_REF = "K S,CON={con},SEG={seg},DEL={delete},RNUM={rnum},RTME={rtme:03d},MFORM=({mform})"
# SEND to a console: the text arrives as written, with no message id (INFERRED; no
# capture of a received SEND exists, everyday-commands.md §4).
SEND_RECEIVED = "{text}"
# IEE115I for several address spaces (D A,jobname with two of that name, D A,ALL, D A,mask):
# one title and count block, then each space's lines (DOC: D A,ALL lists all in detail).
# IEE114I/IEE115I are kept on every release: z/OS 2.x answers CNZ4105I/CNZ4106I, but the
# release that changed it is not known (everyday-commands.md §2.9) - INFERRED choice.
# IEE342I  F job,text to a program that takes no MODIFY: DOC words ("cm REJECTED-TASK
# BUSY", cm the command as entered); that such a program gets it is MEM; padding INFERRED
# (the verb field of IEE305I). An unknown job gets IEE341I (messages/jobs.py).
IEE342I_TEXT = "{verb:<8} REJECTED-TASK BUSY"
# zconsole's own (the interactive shell, after the console's IEE305I): z/OS has the command.
ZCN204I_TEXT = "Z/OS HAS {command}; ZCONSOLE DOES NOT MODEL IT YET (THE REFUSAL ABOVE IS THE CONSOLE'S)"

# --- JES2 `$` commands and JES2's own messages (everyday-commands.md 2.3-2.8, 2.21)
# REAL-px: a keyword display is a title line then continuation lines, keywords from
# the title + 2 blanks, each line broken after a comma before it passes 64 columns; a
# display that fits in 64 columns is one line ($HASP892, $HASP893 short, `,CC`).
JES2_LINE_WIDTH = 64
HASP890_TITLE = "JOB({name})"  # REAL-px: padded to 13 columns + 2 blanks
HASP890_PAD = 13
HASP892_TITLE = "INIT({name})"  # REAL-px: `INIT(1)` padded to 8 + 2 blanks
HASP892_PAD = 8
HASP893_TITLE = "VOLUME({volser})"  # REAL-px (1.11) + REAL (2.x VBT1): padded to 14 + 2 blanks
HASP893_PAD = 14
# $P JES2: REAL (MVS 3.8j hardcopy, TK4- shutdown scripts) `$HASP085 JES2
# TERMINATION COMPLETE`; `$HASP607 JES2 NOT DORMANT -- MEMBER DRAINING` REAL in operators'
# notes (its RC and reason lines, $DJES2's $HASP608 list, are not modelled: INFERRED).
HASP085_TEXT = "JES2 TERMINATION COMPLETE"
HASP607_TEXT = "JES2 NOT DORMANT -- MEMBER DRAINING"
# $P JES2,ABEND (DOC, JES2 Commands: JES2 ends at once whatever runs, $HASP095 shows the
# termination code $PJ2) and the termination WTOR; the words of both are MEM, INFERRED
# until a capture is found. A reply of EXIT or PURGE ends JES2; any other asks again.
HASP095_TEXT = "JES2 CATASTROPHIC ERROR.  CODE = {code}"
HASP095_CODE = "$PJ2"
HASP098_TEXT = "ENTER TERMINATION OPTION"
HASP098_ENDS = ("EXIT", "PURGE")
# $D JES2 ($HASP608): DOC (JES2 Commands, $D JES2) the echo `$HASP608 $DJES2` and that it
# lists, section by section, what $HASP607 gives as reasons, "Active address spaces"
# among them; the section's title, columns and the no-activity line are INFERRED (the
# DOC example's spacing is lost). zconsole's only such reason is address spaces with a
# JES2 job number.
HASP608_ECHO = "$DJES2"
HASP608_SPACES = "ACTIVE ADDRESS SPACES"
HASP608_HEAD = "ASID     JOBNAME  JOBID"
HASP608_RULE = "-------- -------- --------"
HASP608_ROW = "{asid:04X}     {jobname:<8} {jobid}"
HASP608_NONE = "NO ACTIVITY TO PREVENT JES2 TERMINATION"
# D NET: VTAM's displays. REAL: D NET,MAJNODES (a z/OS system's reply, quoted in an
# ansible extraction role's notes: `IST350I DISPLAY TYPE = MAJOR NODES 769`,
# `IST089I VTAMSEG  TYPE = APPL SEGMENT     , ACTIV`, `IST1454I 29 RESOURCE(S) DISPLAYED`)
# and D NET,ID=appl,E (Virtel's documentation: IST075I to IST314I END for an application in
# session). IST097I first, on a line of its own; then one group, its first line ending in
# the display number, IST314I END last; VTAM's lines carry its job id (a console log:
# `17.56.54 STC00003  IST097I DISPLAY ACCEPTED`). DOC: the DISPLAY APPLS group's IST360I
# and IST080I (three a line); their widths, APPLS in IST350I and IST453I's words INFERRED.
IST097I_TEXT = "DISPLAY ACCEPTED"
IST039I_TEXT = "DISPLAY FAILED - CANNOT IDENTIFY COMMAND TYPE"  # DOC (IBM's IST text table)
IST453I_TEXT = "ID PARAMETER VALUE {name} NOT VALID"
IST350I_TYPE = "DISPLAY TYPE = {type}"
IST350I_TYPES = {"MAJNODES": "MAJOR NODES", "APPLS": "APPLS"}  # DOC: MAJOR NODES; APPLS INFERRED
IST089I_ROW = "{name:<8} TYPE = {type:<16} , {status}"
IST360I_TEXT = "APPLICATIONS:"
IST080I_ENTRY = "{name:<8} {status:<10}"
IST080I_PER_LINE = 3  # DOC: "nodename1 status1 nodename2 status2 nodename3 status3"
IST1454I_TEXT = "{count} RESOURCE(S) DISPLAYED"
IST314I_TEXT = "END"
IST075I_TEXT = "NAME = {name}, TYPE = {type}"
IST075I_APPL = "APPL"
IST486I_TEXT = "STATUS= {status}, DESIRED STATE= {desired}"
IST231I_TEXT = "APPL MAJOR NODE = {node}"
IST171I_TEXT = "ACTIVE SESSIONS = {active:010d}, SESSION REQUESTS = {requests:010d}"
IST172I_TEXT = "NO SESSIONS EXIST"
# An application's lines between IST486I and IST171I, in the REAL capture's order (id,
# text); the values are VTAM's defaults for an APPL statement that codes none of them
# (DOC: REGISTER=CDSERVR, MODSRCH=NEVER, VPACING=7, APPC=NO, ENCR=NONE, ASRCVLM=1000000),
# no tables (***NA***) [INFERRED: zconsole's applications state no MODETAB or USSTAB].
# IST597I's capability: ENABLED while the program has the ACB open, INHIBITED otherwise
# (REAL both: the Virtel capture and IBM's example of an inactive LU).
IST_APPL_FIRST = (
    ("IST1447I", "REGISTRATION TYPE = CDSERVR"),
    ("IST1629I", "MODSRCH = NEVER"),
    ("IST977I", "MDLTAB=***NA*** ASLTAB=***NA***"),
    ("IST861I", "MODETAB=***NA*** USSTAB=***NA*** LOGTAB=***NA***"),
    ("IST934I", "DLOGMOD=***NA*** USS LANGTAB=***NA***"),
    ("IST1632I", "VPACING = 7"),
    ("IST1938I", "APPC = NO"),
)
IST597I_TEXT = "CAPABILITY-PLU {plu:<8},SLU {slu:<8},SESSION LIMIT NONE"
IST597I_ENABLED = "ENABLED"
IST597I_INHIBITED = "INHIBITED"
IST_APPL_TRACES = (("IST654I", "I/O TRACE = OFF, BUFFER TRACE = OFF"), ("IST1500I", "STATE TRACE = OFF"))
# IST271I: the job that has the ACB open. DSPNAME is VTAM's data space for it: IST and 5
# hex digits (REAL form `IST217EE`); zconsole names it after the ASID [INFERRED].
IST271I_TEXT = "JOBNAME = {job}, STEPNAME = {step}, DSPNAME = IST{asid:05X}"
IST_APPL_LAST = (
    ("IST228I", "ENCRYPTION = NONE     , TYPE = DES"),  # the REAL `OPTIONAL , TYPE`: 8 wide
    ("IST1563I", "CKEYNAME = {name} CKEY = PRIMARY CERTIFY = NO"),
    ("IST1552I", "MAC = NONE MACTYPE = NONE"),
    ("IST1050I", "MAXIMUM COMPRESSION LEVEL - INPUT = 0, OUTPUT = 0"),
    ("IST1633I", "ASRCVLM = 1000000"),
    ("IST1634I", "DATA SPACE USAGE: CURRENT = 0 MAXIMUM = 0"),
)
# The statuses (DOC: IBM's resource status codes): a node or application active, an
# application in session, one defined whose program has not opened it.
NET_ACTIVE = "ACTIV"
NET_IN_SESSION = "ACT/S"
NET_CONNECTABLE = "CONCT"
# Z NET: IST102I REAL in an operator's shutdown notes (`IST102I VTAM IS NOW
# INACTIVE`); IST133I's words MEM (IBM's IST message table, not captured).
IST133I_TEXT = "VTAM TERMINATION IN PROGRESS"
IST102I_TEXT = "VTAM IS NOW INACTIVE"
# REAL (a z/OS 3.1 system, VS01, starting a second spool volume: `$HASP423 JSPVS2 IS BEING
# FORMATTED` / `$HASP630 VOLUME JSPVS2 ACTIVE 0 PERCENT UTILIZATION`).
HASP423_TEXT = "{volser} IS BEING FORMATTED"
HASP630_TEXT = "VOLUME {volser} ACTIVE {percent} PERCENT UTILIZATION"
# MEM: $S SPL's own answer, the volume before it starts, with the command JES2 works on.
HASP893_STARTING = ("STATUS=INACTIVE", "COMMAND=({command})")
HASP612_TEXT = "NO ACTIVE JOBS"  # REAL-px ($DA with no batch job executing)
HASP646_TEXT = "{percent} PERCENT SPOOL UTILIZATION"  # REAL-px: 4 decimals, truncated (REAL 10.8555)
HASP686_TEXT = "{title:<16}  OUTGRP={group}.1.1 CANCELLED"  # REAL: `OUTPUT(IBMUSER)   OUTGRP=1.1.1 CANCELLED`
HASP003_TITLE = "RC=({rc:02d}),{verb}"  # REAL: `$HASP003 RC=(52),D`
# The reason after the echoed operand, in lines broken where the captures break them.
HASP003_TEXTS = {
    52: ("NO SELECTABLE ENTRIES FOUND", "MATCHING SPECIFICATION"),  # REAL ($DJOB15635,CC)
    57: ("DISPLAY TERMINATED DUE", "TO EXCESSIVE OUTPUT (AS DEFINED BY", "CONDEF DISPMAX)"),  # REAL
    1: ("INVALID COMMAND",),  # INFERRED: a `$` verb JES2 does not know
    3: ("INVALID OPERAND",),  # INFERRED: an operand JES2 cannot parse
}
JES2_DISPMAX = 100  # DOC: CONDEF DISPMAX default, lines of one display
# REAL-px (1.11): `$HASP373 BKSMF00  STARTED - INIT 1    - CLASS A - SYS SYS1`; z/OS 2.x
# pads the class to 8 (message-formats.md 1.4).
# REAL (Ansible ibm_zos_core's VS01 job log, z/OS 2.x: `IRR010I  USERID ANSIBL1  IS ASSIGNED
# TO THIS JOB.`, `ICH70001I ANSIBL1  LAST ACCESS AT 14:13:02 ON WEDNESDAY, APRIL 19, 2023`;
# Zowe's SYSLOG `IRR010I  USERID DKELOSKY IS ASSIGNED TO THIS JOB.`): two blanks after
# IRR010I, the user in 8 columns. The day of the month unpadded is INFERRED.
IRR010I_TEXT = "USERID {user:<8} IS ASSIGNED TO THIS JOB."
ICH70001I_TEXT = "{user:<8} LAST ACCESS AT {when}"
ICH70001I_WHEN = "{time} ON {weekday}, {month} {day}, {year}"
WEEKDAYS = ("MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY")
MONTHS = ("JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER",
          "OCTOBER", "NOVEMBER", "DECEMBER")
# REAL (a z/OS 2.x screen): `$HASP309 INIT 1    INACTIVE ******** C=A`, the
# initiator's name in 4 columns, eight asterisks where a job name stood.
HASP309_TEXT = "INIT {init:<4} INACTIVE ******** C={classes}"
HASP373_BATCH = "{job:<8} STARTED - INIT {init:<4} - CLASS {cls} - SYS {sys}"
HASP050_TEXT = "JES2 RESOURCE SHORTAGE OF {resource} - {percent}% UTILIZATION REACHED"  # REAL-px
# REAL-px (lab 11 $D SPOOLDEF/JOBDEF/OUTDEF): the keywords JES2 shows that zconsole does
# not model, as the ADCD system shows them; the modelled ones come from the machine.
# BUFSIZE and TRKCELL are the machine's ([jes2] bufsize, trkcell), DSNMASK too (z/OS 2.x).
SPOOLDEF_FIXED = {"FENCE": "(ACTIVE=NO,VOLUMES=1)", "GCRATE": "NORMAL",
                  "LARGEDS": "ALLOWED", "SPOOLNUM": "32", "TGSIZE": "33"}
JOBDEF_FIXED = {"ACCTFLD": "OPTIONAL", "BAD_JOBNAME_CHAR": "?", "CNVT_ENQ": "FAIL", "JCLERR": "NO",
                "PRTYHIGH": "10", "PRTYJECL": "YES", "PRTYJOB": "YES", "PRTYLOW": "5", "PRTYRATE": "0",
                "RASSIGN": "YES", "DUPL_JOB": "DELAY"}
OUTDEF_FIXED = {"BRODCAST": "NO", "COPIES": "30", "DMNDSET": "NO", "OUTTIME": "CREATE", "PRTYLOW": "0",
                "PRTYHIGH": "255", "PRTYOUT": "NO", "PRYORATE": "0", "SEGLIM": "100", "STDFORM": "STD",
                "USERSET": "NO"}

# --- ROUTE (syntax/route.py) ---------------------------------------------------
# DOC: IBM's z/OSMF Ansible collection (zmf_console_command) looks for IEE618I in a routed
# command's answer and quotes this text; the line as the console writes it is INFERRED.
IEE618I_TEXT = "ROUTE COMMAND REJECTED, INVALID SYSTEM NAME"

# --- the living channel subsystem (io-living.md §3.1, §3.2) ------------------
# IOS450E: id DOC (the IOS210I page: "may be preceded by message IOS450E"); words MEM,
# in the form of IOS451I/IOS452I. An eventual-action message (`*`) [INFERRED].
IOS450E_TEXT = "{dev},{chp}, NOT OPERATIONAL PATH TAKEN OFFLINE"
# TRANSCRIBED (APAR OA50886, in its order): a device losing its last path.
IOS002A_TEXT = "{dev},NO PATHS AVAILABLE"
IOS102I_TEXT = "DEVICE {dev} BOXED, PERMANENT ERROR, NO PATHS"
IOS451I_TEXT = "{dev}, BOXED, NO ONLINE OPERATIONAL PATHS"  # DOC m013026.htm + TRANSCRIBED
IEF524I_TEXT = "{dev} PENDING OFFLINE"  # TRANSCRIBED (same APAR)
# INFERRED (zconsole's own): at most IOS_MSG_DEVICES IOS450E lines an event, then ZCN040I.
IOS_MSG_DEVICES = 16
ZCN040I_TEXT = "{n} MORE DEVICES LOST PATH {chp}"
ZCN041I_TEXT = "LINK OF CHP({chp}) {what}"  # zconsole's own: .FAIL/.DEGRADE/.REPAIR LINK
# IOS580E: DOC template (m013070.htm) `LINK DEGRADED REPORTING CHPID=nn INCIDENT UNIT
# TM=tttttt/mdl SER=mmmpp-ssssss IF=xxxx IC=yy`; its split over two lines INFERRED, the
# incident code MEM (no capture found), flagged `*` as eventual action [INFERRED].
IOS580E_TEXT = "LINK DEGRADED REPORTING CHPID={chp}"
IOS580E_UNIT = " INCIDENT UNIT TM={tm} SER={ser} IF={intf} IC={ic}"
IOS580E_IC = "01"
# IOS050I: TRANSCRIBED `IOS050I CHANNEL DETECTED ERROR ON 0A80,37,0B,**02` (an ops guide);
# the command code and status of the I/O are not modelled: the capture's, INFERRED.
IOS050I_TEXT = "CHANNEL DETECTED ERROR ON {dev},{chp},{cmd},{stat}"
IOS050I_CMD, IOS050I_STAT = "0B", "**02"
# IOS210I: DOC (idg57731.htm) words and reason text.
IOS210I_TEXT = "PATH RECOVERY INITIATED FOR PATH {chp} ON CU {cu}, REASON=PATH ERROR THRESHOLD REACHED"
# SETIOS ZHPF reply and D IOS,ZHPF: no source found; MEM (low) placeholders, one each.
IOS090I_TEXT = "SETIOS ZHPF={value} PROCESSING COMPLETE"
IOS630I_TITLE = "ZHPF FACILITY"
IOS630I_TEXT = "HIGH PERFORMANCE FICON FOR SYSTEM Z (ZHPF) IS {state}"

# --- CF CHP's last-path dialogue, CF CHP ONLINE over a failed link, IOS051I
# (io-living.md §2.4, §3.1; zconsole-cf(7), zconsole-channels(7)) ---------------------
# IEE100E: id DOC (IEE507D's explanation names it), text not found: INFERRED, an
# eventual-action message (`*`) listing the devices the CHPIDs are the last path to,
# IEE100E_PER_LINE device numbers (or first-last runs) a line, each indented one blank.
IEE100E_TEXT = "CHP({chp}) IS THE LAST PATH TO THE FOLLOWING DEVICES"
IEE100E_PER_LINE = 8
# IEE131D: id DOC (same page), text INFERRED from its replies ("The operator replied
# CONTINUE") in the form of IEE507D's "REPLY NO OR YES".
IEE131D_TEXT = "REPLY CANCEL OR CONTINUE"
IEE507D_TEXT = "SHOULD ACTIVE DEVICES HAVE I/O TERMINATED? REPLY NO OR YES"  # DOC m011421.htm
# IEE524I reasons (INFERRED): the operator ended the dialogue with CANCEL or NO; another
# CONFIG CHP while one waits for its dialogue.
REQUEST_CANCELED = "REQUEST CANCELED"
IN_PROGRESS = "RECONFIGURATION IN PROGRESS"
# IEE754I: MEM (id and words remembered, no source found): CF CHP(xx),ONLINE succeeded but
# path validation failed (the link is down); the devices follow as IEE100E's do.
IEE754I_TEXT = "NOT ALL PATHS BROUGHT ONLINE WITH CHPID {chp}"
IEE754I_DEVICES = "PATHS NOT BROUGHT ONLINE:"
# IOS051I: DOC fields and explanation (dp100801.htm; IOS050I's twin), words MEM; the I/O's
# command code and status are IOS050I's stand-ins.
IOS051I_TEXT = "INTERFACE TIMEOUT DETECTED ON {dev},{chp},{cmd},{stat}"

# The drills' own notes (ZCN300I-ZCN308I) are every system's: zconsole/drills/messages.py.
# HELP msgid: the message explained (zconsole/systems/zos/messages/explanations.toml)
ZCN102I_TEXT = "MESSAGE {msgid} EXPLAINED ({evidence})"

# --- PAGEDEL within PAGTOTL, START JES2 while JES2 runs, ... --------------------
# IEE204I (above) gains the reason PAGTOTL LIMIT REACHED when REPLACE's new data sets
# would pass PAGTOTL (INFERRED; model.pagedel.Rejection.PAGTOTL, zconsole-pagedel(7)).
# IEE366I (above): SWITCH SMF with no empty data set left still switches (DOC, SMF book
# "Switching the SMF Data Sets": "data might be lost"), so it is written then too.
# INFERRED (zconsole-start(7)): START JES2 while JES2 runs. No capture or manual found
# says what z/OS writes, so zconsole says it in its own words (ZCN, not a z/OS id), then
# IEE328I (TRANSCRIBED above) as a START refused for a shortage is.
ZCN050W_TEXT = "JES2 IS ALREADY ACTIVE - A SECOND JES2 IS NOT STARTED"
# $H J / $A J answer with $HASP890 (above), HOLD=(JOB)/(NONE) (MEM: IBM's examples as
# remembered). `$DJ7;DA`: JES2 stacks commands with `;`, only the first with its `$`
# (DOC, JES2 Commands); a later `$` is refused as an unknown verb, $HASP003 RC=(01)
# (INFERRED, zconsole-jes2(7)).

# --- VARY PATH ONLINE's path validation, IOS002A kept outstanding ----------------
# IEE376I (above) gains a reason: VARY PATH(dev,xx),ONLINE over a link that has failed
# fails path validation and the path stays offline (INFERRED wording, from D M=CHP's DOC
# legend `$ PATH NOT OPERATIONAL`; no capture found of z/OS's own; zconsole-vary(7)).
PATH_NOT_OPERATIONAL = "PATH NOT OPERATIONAL"

# --- A-BOX/F-BOX, IOS452I, commands while JES2 is down ----------------------------
# D U (IEE457I) of a boxed device: DOC (IOS152E, m012982.htm, operator response: "Offline
# and boxed (F-BOX)", "Allocated and boxed (A-BOX)"); replaces the INFERRED BOX.
UNIT_BOXED_ALLOCATED = "A-BOX"
UNIT_BOXED_OFFLINE = "F-BOX"
# `$` lines while JES2 is down (after FORCE JES2,ARM, before S JES2): IEE305I with the
# verb, as MVS answers a `$` line no subsystem claims (REAL, a JES3 system's answer to
# `$D JOB00132,CC` quoted in zowe/zowe-install-packaging bin/libs/zos-jes.sh:
# `IEE305I $D       COMMAND INVALID`; the same for JES2 down is INFERRED); no new text.
# INFERRED (zconsole-start(7)): START of a procedure that runs under JES2 while JES2 is
# down. No capture or manual found says what z/OS writes, so zconsole says it in its own
# words (ZCN, not a z/OS id), then IEE328I, as ZCN050W does.
ZCN051W_TEXT = "JES2 IS NOT ACTIVE - {proc} IS NOT STARTED (S JES2, OR SUB=MSTR)"
