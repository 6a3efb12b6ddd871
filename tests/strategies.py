"""Hypothesis strategies for console lines: valid commands, broken ones, and noise.

The valid commands are the ones the goldens use; add new command families here and the
fuzz and invariant tests cover them.
"""

from __future__ import annotations

from hypothesis import strategies as st

VALID = (
    "D ASM", "D ASM,PLPA", "D ASM,COMMON", "D ASM,LOCAL", "D ASM,ALL", "D ASM,PAGEDEL",
    "D ASM,PAGE=SYS1.LOCAL.PAGEP2", "D ASM,SCM", "D M=SCM", "D M=SCM(DETAIL)",
    "CF SCM(16G),ONLINE", "CF SCM(16G),OFFLINE", "CF SCM(0G-16G),OFFLINE", "CF SCM(32G-64G),OFF",
    ".CLOCK +5", ".CLOCK 12.00.00", ".NEXTID 100", ".IPL", ".IPL 01", "HELP", "HELP D ASM",
    "D M=DEV(7800)", "D M=DEV(7800,(42))", "D M=DEV(0580-0582)", "D M=CHP", "D M=CHP(42)",
    "D M=CHP(42),PATHINFO", "D M=CU(7800)", "CF CHP(42),OFFLINE", "CF CHP(20),OFFLINE,FORCE",
    "CF CHP(20,42),ONLINE", "V 7803,OFFLINE", "V 7803,ONLINE", "V PATH(7800,42),OFFLINE",
    "V PATH(7800,42),ONLINE", "V PATH(0580,20),OFF,UNCOND",
    "PA SYS1.LOCAL.PAGEP5", "PA NONVIO=(SYS1.LOCAL.PAGEP6)", "PA PAGE=SYS1.LOCAL.PAGEP5,SYS1.LOCAL.PAGEP6",
    "PD DELETE,PAGE=SYS1.LOCAL.PAGEP2", "PD REPLACE,PAGE=(SYS1.LOCAL.PAGEP3,SYS1.LOCAL.PAGEP5)",
    "PD DRAIN,PAGE=SYS1.LOCAL.PAGEP4", "PD DELETE,PAGE=(SYS1.LOCAL.PAGEP2,SYS1.LOCAL.PAGEP3)", ".IPL MS",
    "D M", "D M=STOR", "D M=CPU", "D M=CORE", "D U", "D U,DASD,ONLINE", "D U,,OFFLINE",
    "D U,TAPE", "D U,,,7800,16", "D U,DASD,,0580,3", "D U,VOL=ZS24R1", "D U,IPLVOL", "D U,CTC",
    "D IPLINFO", "D IOS,CONFIG", "D SMS", "D SMS,STORGRP(ALL)", "D SMS,SG(POOL1)",
    "S CICS1", "S WAS1", "S BATCHHOG.HOG1", "P CICS1", "C WAS1S,A=33", "C HOG1", "R 00,M", "00,E",
    "R 01,'yes'", ".WAIT 30S", ".WAIT 10M", "D A,L", "D A,CICS1", "D R,L",
    "DUMP COMM=(TEST)", "DUMP COMM='lower'", "R 00,JOBNAME=(CICS1,WAS*),SDATA=(CSA,RGN),END",
    "R 00,ASID=30,CONT", "R 01,U", "R 00,D", "D D,S", "D D,T", "DD CLEAR,DSN=00", "DD CLEAR,DSN=(00,02)",
    "DD CLEAR,DSN=ALL", "DD ALLOC=ACTIVE", "DD ALLOC=INACTIVE", ".DUMPSTATS", ".RMF PAGESP",
    # everyday operations
    "D T", "DISPLAY TIME", "D C", "D C,L", "D C,A", "D C,N,CN=L700", "K S", "K S,REF", "K S,DEL=R,RNUM=10",
    "K S,MFORM=(T,S,J)", "CONTROL S,CON=Y,SEG=20,RTME=5", "K E,SEG", "K E,5,10", "SE 'HELLO',BRDCST",
    "SE 'TO ME',CN=L700", "SEND 'TSO',ALL", "SE 'X',OPERATOR=2", "SE 'X',USER=(IBMUSER),NOW", "D J,L",
    "D TS,L", "D A,ALL", "D A,WAS*", "D J,NIGHT?OB", "F LLA,REFRESH", "MODIFY JES2,X", "F NOSUCH,X",
    # system displays, D DUMP and SMF
    "D SYMBOLS", "DISPLAY SYMBOLS", "D PARMLIB", "D PROG,LNKLST", "DISPLAY PROG,APF", "D WLM", "D XCF",
    "D GRS", "D OMVS", "D DUMP", "DISPLAY DUMP,STATUS", "D D", "D DUMP,T", "D SMF", "D SMF,S",
    "SET SMF=00", "T SMF=01", "S SMFDUMP", ".WAIT 40H", "I SMF", "SWITCH SMF",
)
# JES2's `$` commands: JES2's own grammar (not the console's LALR tables, so
# test_lalr's comparison leaves them out); the fuzzers and the state round trip use them.
JES2_VALID = (
    "$DA", "$D A,STC", "$DA,ALL", "$D JOBQ", "$DJQ", "$D JOBQ,JOBNAME=PAY*", "$DJ8", "$DJ8,CC", "$DS1-9999",
    "$D I", "$DI1-3", "$D INIT(9)", "$SI9", "$S I", "$PI9", "$P I1-2", "$TI1,C=AB", "$T I9,CLASS=B",
    "$D SPOOL", "$DSPL,LONG", "$D SPOOL(SPOOL1)", "$D SPOOLDEF", "$D JOBDEF", "$D OUTDEF",
    "$T JOBDEF,JNUMWARN=90", "$T JOBDEF,JOBWARN=1", "$PJ8", "$CJ8", "$CJ9,PURGE", "$PO J8", "$POJ1-20",
    "S PAYROLL", "S NIGHTJOB", "C JES2",
)
DELIMITERS = ",()=-+. /"
ODD = "\x00\x07\t\x1b\x7fÄß€中\u200b\ufeff"

valid = st.sampled_from(VALID + JES2_VALID)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A valid command with one thing broken: a character lost, added or swapped, a case
    change, a cut, a repeat, or junk appended."""
    line = draw(valid)
    kind = draw(st.integers(0, 7))
    at = draw(st.integers(0, len(line)))
    char = draw(st.sampled_from(DELIMITERS + ODD + "AZ09GMT"))
    if kind == 0:
        return line[:at] + line[at + 1:]
    if kind == 1:
        return line[:at] + char + line[at:]
    if kind == 2:
        return line[:at] + char + line[at + 1:]
    if kind == 3:
        return line.lower()
    if kind == 4:
        return line[:at]
    if kind == 5:
        return line + "," + line
    if kind == 6:
        return line + draw(st.text(min_size=1, max_size=300))
    return line.replace("(", "((") if "(" in line else line + ")"


noise = st.text(alphabet=st.characters(codec="utf-8"), max_size=200)
operatorish = st.text(alphabet="DASMCFVYPHLTOENUIRG=(),-0123456789GX. $", max_size=40)
long_lines = st.integers(127, 5000).map(lambda n: "D ASM," + "X" * n)
any_line = st.one_of(mutated(), noise, operatorish, long_lines, valid)
