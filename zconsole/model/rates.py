"""The living machine's constants, each with its derivation (paging.md §10, §11.2).

Every figure the simulation is calibrated on lives here, so a better source changes one
line. Page counts are 4K pages; rates are pages a second.
"""

from __future__ import annotations

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
TOP_USERS = 5  # TRANSCRIBED: five IRA204E lines under IRA200E in the OS/390 capture
CANDIDATES = 20  # DOC: IRA420I (IRA220I's twin) identifies 20 address spaces
PER_DISPLAY = 5  # DOC: IRA420I lists them five at a time ("M" for the next five)

# INFERRED: the first ASID given to work started after IPL, above the system's own.
FIRST_USER_ASID = 0x0030
# INFERRED: the first JES2 job number after IPL.
FIRST_JOB_NUMBER = 1
