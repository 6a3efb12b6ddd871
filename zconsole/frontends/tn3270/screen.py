"""A screen as fields, and its 3270 writes: whole (Erase/Write Alternate) or only the
protected fields that changed (Write, so what the operator is typing stays).

System-neutral: a logon panel, the z/OS MCS console and a z/VM CP screen are all a
``Panel`` of ``Field``s; which lines they hold is the system's screen's business.
"""

from __future__ import annotations

import attrs

from zconsole.frontends.tn3270 import datastream as ds


@attrs.frozen
class Field:
    """A field: its attribute at (``row``, ``col``), then ``width`` characters of ``text``
    (padded or cut). Input fields (``protected`` False) are found again by ``name``."""

    row: int
    col: int
    width: int
    text: str = ""
    protected: bool = True
    intensified: bool = False
    hidden: bool = False  # not displayed (a password)
    colour: str | None = None
    name: str = ""
    modified: bool = False  # sent back with the next key even if not typed in (its MDT set)

    def attribute(self) -> int:
        value = (ds.PROTECTED if self.protected else 0) | (ds.MDT if self.modified else 0)
        if self.hidden:
            value |= ds.NONDISPLAY
        elif self.intensified:
            value |= ds.INTENSIFIED
        return value

    def shown(self) -> str:
        return self.text[: self.width].ljust(self.width)


@attrs.frozen
class Panel:
    """A whole screen: ``rows`` x ``cols``, its fields in screen order, the cursor."""

    rows: int
    cols: int
    fields: tuple[Field, ...]
    cursor: tuple[int, int] = (0, 0)
    alarm: bool = False

    def at(self, row: int, col: int) -> int:
        return row * self.cols + col

    def write_all(self, code_page: str = "cp037", extended: bool = False) -> bytes:
        """Erase/Write Alternate: the screen at the terminal's own size, every field, the
        cursor placed, the keyboard unlocked."""
        wcc = ds.WCC_RESET | ds.WCC_RESTORE | ds.WCC_RESET_MDT | (ds.WCC_ALARM if self.alarm else 0)
        stream = ds.Stream(code_page, extended).command(ds.ERASE_WRITE_ALTERNATE, wcc)
        for field in self.fields:
            self._field(stream, field)
        stream.sba(self.at(*self.cursor)).insert_cursor()
        return stream.bytes()

    def write_changes(self, before: Panel, code_page: str = "cp037", extended: bool = False) -> bytes | None:
        """A Write of the protected fields that differ from ``before``; when the protected
        fields were laid out anew around the same input fields (a CP screen's intensified
        rows), of every protected field, which covers every position but the input
        fields' (a panel's fields tile the screen). None when the input fields changed
        and only a whole write will do; b"" when nothing changed. Input fields are left as
        the operator has them."""
        if (self.rows, self.cols) != (before.rows, before.cols):
            return None
        same = len(self.fields) == len(before.fields) and all(
            (new.row, new.col, new.width, new.protected) == (old.row, old.col, old.width, old.protected)
            for new, old in zip(self.fields, before.fields, strict=True))
        if same:
            changed = [new for new, old in zip(self.fields, before.fields, strict=True)
                       if new.protected and new != old]
        elif _inputs(self) == _inputs(before):
            changed = [field for field in self.fields if field.protected]
        else:
            return None
        if not changed and self.alarm == before.alarm:
            return b""
        wcc = ds.WCC_RESTORE | (ds.WCC_ALARM if self.alarm else 0)
        stream = ds.Stream(code_page, extended).command(ds.WRITE, wcc)
        for field in changed:
            self._field(stream, field)
        return stream.bytes()

    def _field(self, stream: ds.Stream, field: Field) -> None:
        stream.sba(self.at(field.row, field.col))
        stream.field(field.attribute(), field.colour)
        if field.text.strip():
            stream.text(field.shown().rstrip())
        # the rest of the field is blanked (a Write does not erase): up to the next field
        end = self.at(field.row, field.col) + 1 + field.width
        if field.width == 0 or len(field.shown().rstrip()) == field.width:
            return  # full (a Repeat to Address where it stands would fill the whole screen)
        if field.protected or not field.text.strip():
            stream.repeat(end % (self.rows * self.cols), " " if field.protected else "\0")

    def read(self, given: ds.Input) -> dict[str, str]:
        """The input fields the terminal sent, by name (a field not sent is not in it)."""
        starts = {self.at(f.row, f.col) + 1: f for f in self.fields if not f.protected}
        found: dict[str, str] = {}
        for addr, text in given.fields:
            field = starts.get(addr)
            if field is not None:
                found[field.name] = text
        return found


def _inputs(panel: Panel) -> list[tuple[int, int, int, str]]:
    return [(f.row, f.col, f.width, f.name) for f in panel.fields if not f.protected]


def row_fields(row: int, cols: int, text: str, *, intensified: bool = False,
               colour: str | None = None) -> Field:
    """One protected line: the attribute in column 0, ``text`` in the other columns."""
    return Field(row, 0, cols - 1, text, intensified=intensified, colour=colour)
