"""The z/OS release a machine runs and the display forms it selects (apart from facts.py)."""

from __future__ import annotations

import attrs

from zconsole.systems.zos.model.system.release import RELEASE_FORMAT, check_release

# Apart from facts.py: D M=DEV reads the release and no other system fact, and apart from
# release.py, whose check every machine runs: D ASM builds no class for it (docs/architecture.md).


@attrs.frozen
class Release:
    """``z/OS vv.rr.mm`` as D IPLINFO prints it; compared as a version tuple."""

    text: str

    def __attrs_post_init__(self) -> None:
        check_release(self.text)

    @property
    def version(self) -> tuple[int, int, int]:
        match = RELEASE_FORMAT.fullmatch(self.text)
        assert match is not None
        return int(match.group(1)), int(match.group(2)), int(match.group(3))

    def at_least(self, version: int, release: int) -> bool:
        return self.version[:2] >= (version, release)

    # The release boundaries below are where the captures differ; the exact release that
    # introduced each form is INFERRED (the captures are z/OS 1.11 and z/OS 2.x).
    @property
    def unit_ss_column(self) -> bool:
        """D U shows the subchannel-set column (REAL 2.x Ansible sample; absent on 1.11)."""
        return self.at_least(2, 1)

    @property
    def connection_security(self) -> bool:
        """D M=DEV shows CONNECTION SECURITY (Fibre Channel Endpoint Security, z/OS 2.4 on z15)."""
        return self.at_least(2, 4)

    @property
    def ieasys_in_parentheses(self) -> bool:
        """D IPLINFO writes IEASYS LIST = (00) (OP) (REAL 2.3) rather than DB (OP) (REAL 1.11)."""
        return self.at_least(2, 1)

    @property
    def batch_class_wide(self) -> bool:
        """$HASP373 of a batch job pads its class to 8 (`- CLASS A        - SYS VS01`,
        REAL 2.x Ansible job log) rather than `- CLASS A - SYS SYS1` (REAL-px 1.11)."""
        return self.at_least(2, 0)

    @property
    def hasp395_rc(self) -> bool:
        """$HASP395 of a job that ends normally names its return code (`$HASP395 ALLOC
        ENDED - RC=0000`, REAL 2.x and 3.1 job logs); 1.11 prints a bare `ENDED` (REAL)."""
        return self.at_least(2, 1)

    @property
    def smf_iee974i(self) -> bool:
        """D SMF answers IEE974I with a 20-column data set name (REAL 2.x: `IEE974I
        18.37.26 SMF DATA SETS 525`); 1.11 answers IEE949I with 9 columns (REAL)."""
        return self.at_least(2, 1)

    @property
    def spooldef_dsnmask(self) -> bool:
        """$D SPOOLDEF shows DSNMASK= after DSNAME= (REAL 2.x); 1.11 has none (REAL-px)."""
        return self.at_least(2, 1)

    @property
    def ios452i_first_online(self) -> bool:
        """A DASD varied online for the first time since IPL writes IOS452I for each path
        as its path group forms (REAL z/OS 3.1: `IOS452I DE34,DE, OPERATIONAL PATH ADDED
        TO PATH GROUP` before `IEE302I DE34     ONLINE`); on 1.11 the first time is plain
        (REAL-px, ADCD lab 16). The 2.1 boundary is INFERRED."""
        return self.at_least(2, 1)

    @property
    def long_symbol_names(self) -> bool:
        """IEASYMxx symbol names may have up to 16 characters (DOC, z/OS 2.x; REAL: a 2.x
        D SYMBOLS whose `=` column follows such a name); 8 on 1.x."""
        return self.at_least(2, 1)

    @property
    def spool_long_dsname(self) -> bool:
        """$D SPOOL,LONG adds DSNAME=, RESERVED= and MAPTARGET= (REAL 2.x); not on 1.11
        (REAL-px)."""
        return self.at_least(2, 1)

    @property
    def hasp100_from(self) -> bool:
        """$HASP100 of a job read through the internal reader names who submitted it, after
        the JOB card's programmer name (REAL z/OS 2.x/3.x: `$HASP100 IEFBR14$ ON INTRDR` and
        28 blanks, `FROM STC01874 DKELOSKY`, Zowe's job log; S0W1's SYSLOG: `$HASP100
        JCLRUN11 ON INTRDR      JORGE CINTRON         FROM J...`); the ADCD z/OS 1.11 screen
        of a job a TSO user submitted shows the bare `$HASP100 BKSMF00  ON INTRDR` (REAL-px).
        The 2.1 boundary is INFERRED."""
        return self.at_least(2, 1)

    @property
    def hasp309(self) -> bool:
        """An initiator left with no job says so (REAL z/OS 2.x: `$HASP309 INIT 1    INACTIVE
        ******** C=A`); the ADCD z/OS 1.11 screens show none after a job ends (the
        boundary INFERRED)."""
        return self.at_least(2, 1)
