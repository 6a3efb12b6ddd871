"""The living machine's constants, each with its derivation (paging.md §10, §11.2).

Every figure the simulation is calibrated on lives here, so a better source changes one
line. Page counts are 4K pages; rates are pages a second.
"""

from __future__ import annotations

import datetime as dt

# SEED (001 and 000, the 18 GB SVC dump) + INFERRED: the dump's auxiliary pages divided by
# the longest time an address space stayed non-dispatchable while they were read:
# 2,359,296 / 58.89 s = 40,060 pages/s from 16 local page data sets, so one local page
# data set reads 40,060 / 16 = 2,504 pages a second; 2,500,854 / 13.74 s = 182,010 pages
# a second from Flash. The morning figures agree: 44 s / 10 s = 4.4 against 4.5.
DASD_PAGES_PER_SECOND = 2_504  # one local page data set
SCM_PAGES_PER_SECOND = 182_010  # all of SCM

# Shortage levels, percent of all local slots plus SCM online for paging (paging.md §3.1):
# 70 % DOC (IRA200E), 85 % REAL code comment (CBT 432 zaps IRA201E's 85 %), 50 % MEM
# (IRA205I), relief below 70 % INFERRED.
WARN_PERCENT = 50
SHORT_PERCENT = 70
CRITICAL_PERCENT = 85
RELIEF_PERCENT = 70
# INFERRED (paging.md §3.5): IRA250I as SCM use rises through these; IRA252I when it
# falls below the last one announced.
SCM_LEVELS = (50, 70, 85)

# DOC (Init and Tuning Guide): during a shortage SRM stops the address space gaining
# slots fastest, one at a time; INFERRED: it looks again every SRM_SECONDS.
SRM_SECONDS = 2
# INFERRED (the critical-shortage drill): SRM stops a grower by swapping
# it out or making it non-dispatchable; a non-swappable, non-cancelable subsystem address
# space serves others (cross memory) and is left running, so its leak goes on past the
# critical level until the operator ends it (FORCE ARM) or adds auxiliary storage.
SRM_SPARES_SUBSYSTEMS = True
TOP_USERS = 5  # TRANSCRIBED: five IRA204E lines under IRA200E in the OS/390 capture
CANDIDATES = 20  # DOC: IRA420I (IRA220I's twin) identifies 20 address spaces
PER_DISPLAY = 5  # DOC: IRA420I lists them five at a time ("M" for the next five)

# INFERRED: the first ASID given to work started after IPL, above the system's own.
FIRST_USER_ASID = 0x0030
# INFERRED: the first JES2 job number after IPL.
FIRST_JOB_NUMBER = 1

# --- SVC dumps (paging.md §8, §10, §11.7) ---------------------------------------------------
# SEED (000, the 18 GB dump) + INFERRED: the elapsed time less the capture (189 - 58.9 s
# from disk, 143 - 13.7 s from Flash: 130.1 s and 129.3 s) does not depend on the device:
# writing 18 GB at 18,432 MB / 130.7 s = 141 MB a second.
DUMP_WRITE_MB_PER_SECOND = 141
# INFERRED: the SDATA areas (common storage, nucleus, trace) a dump adds to the address
# spaces' own pages, written with them.
DUMP_SDATA_MB = 64
# SEED (000): the system stays non-dispatchable 1.34 s when a dumped page is on disk,
# 0.55 s when all come from Flash; SEED (VERBX IEAVTSFS): 17 microseconds to get there.
SYS_ND_DASD_SECONDS = 1.34
SYS_ND_SCM_SECONDS = 0.55
SYS_SET_ND = dt.timedelta(microseconds=17)
# SEED ratios of the IEAVTSFS counters: pages copied to target 16,987 / 566,614 frames;
# AUX slot ids re-assigned 15,749 / 170,196 pages read.
DUMP_COPIED_PER_FRAME = 0.03
DUMP_SLOTS_REASSIGNED_PER_PAGE = 0.09
# INFERRED: SYS1.DUMP00-SYS1.DUMP02 exist after IPL (DUMP=DASD finds what is catalogued).
DUMP_DATASETS = 3

# --- RMF (paging.md §9, §11.3 step 7) -------------------------------------------------------
# (RMF's sampling cycle is the machine's: Machine.rmf_cycle_ms, machine file [rmf] cycle.)
# SEED: 16.5 pages per I/O on disk (Monitor II PGSP); about 23.8 per SCM I/O in the RMF
# report: 17.19M pages (17,190,000-17,199,999, the report truncates) in 721,516 I/Os is
# 23.825-23.838 pages an I/O; 23.83 gives back both figures.
DASD_PAGES_PER_IO = 16
SCM_PAGES_PER_IO = 23.83
# SEED + INFERRED: a disk page data set is busy while it transfers (pages / its rate); SCM
# serves many requests at once, so RMF finds it busy far less than its pages / its rate:
# 305 busy samples (% IN USE 4.24 of 7,190) x 0.050 s / 721,516 I/Os = 21.13 us per I/O.
SCM_BUSY_SECONDS_PER_IO = 21.13e-6
