"""QUERY NSS's lines: the system data files (REAL q-nss-excerpt.txt) and their MAP (INFERRED)."""

from __future__ import annotations

from zconsole.systems.zvm.messages.said import Said

# REAL (q-nss-excerpt.txt): the header and each file's row, in these columns.
NSS_HEADER = "OWNERID  FILE TYPE CL RECS DATE  TIME     FILENAME FILETYPE ORIGINID"
NSS_ROW = "*NSS     {spoolid:04d} NSS  {cls:<2} {recs} {when} {name:<8} {filetype:<8} {origin}"
# INFERRED (from memory of IBM's CP Commands reference, Response 7): the MAP's columns;
# an NSS's further page ranges on rows of their own under BEGPAG.
MAP_HEADER = "FILE FILENAME FILETYPE MINSIZE  BEGPAG ENDPAG TYPE CL #USERS PARMREGS VMGROUP"
MAP_ROW = (
    "{spoolid:04d} {name:<8} {filetype:<8} {minsize:<8} {first:05X}  {last:05X}  {kind:<4} {cls:<2}"
    " {users:05d}  {parm:<8} {group}"
)
MAP_MORE = " " * 32 + "{first:05X}  {last:05X}  {kind}"


def q_nss(message: Said) -> list[str]:
    rows: tuple[tuple[int, str, str, str, str, str, str], ...] = message.get("rows")  # type: ignore[assignment]
    lines = [NSS_HEADER]
    for spoolid, cls, recs, when, name, filetype, origin in rows:
        lines.append(NSS_ROW.format(spoolid=spoolid, cls=cls, recs=recs, when=when, name=name,
                                    filetype=filetype, origin=origin))
    return lines


def q_nss_map(message: Said) -> list[str]:
    rows = message.get("rows")
    lines = [MAP_HEADER]
    for spoolid, name, filetype, minsize_k, ranges, cls, users, parmregs, vmgroup in rows:  # type: ignore[attr-defined]
        nss = filetype in ("NSS", "CPNSS")
        first, last, kind = ranges[0] if ranges else (0, 0, "")
        lines.append(MAP_ROW.format(
            spoolid=spoolid, name=name, filetype=filetype,
            minsize=f"{minsize_k:07d}K" if nss else "N/A", first=first, last=last, kind=kind, cls=cls,
            users=users, parm=(parmregs or "NONE") if nss else "N/A",
            group=("YES" if vmgroup else "NO") if nss else "N/A",
        ).rstrip())
        lines += [MAP_MORE.format(first=f, last=e, kind=k) for f, e, k in ranges[1:]]
    return lines
