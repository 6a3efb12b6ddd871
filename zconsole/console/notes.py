"""zconsole's own notes from its front ends (the shell, line mode), not any system's
messages: their ids are ZCN, chosen to stand apart. Each fits 79 columns; HELP explains
them (a system's explanations read this file as part of its catalog)."""

from __future__ import annotations

ZCN000I_TEXT = "ZCONSOLE READY - HELP OR ?, HELP MSGID, TAB COMPLETES, CTRL-D LEAVES"
ZCN200I_TEXT = "DISPLAY INTERRUPTED - REST OF OUTPUT DISCARDED, COMMAND WAS COMPLETED"
ZCN201I_TEXT = "COMMAND INTERRUPTED BEFORE ITS REPLY - IT WAS COMPLETED, NOTHING SHOWN"
ZCN202W_TEXT = "HISTORY FILE NOT USED ({reason}): {path}"
ZCN203W_TEXT = "SESSION LOG NOT WRITTEN ({reason}): {path}"
# A paged display wider than the terminal (an RMF report: .RMF CHAN is 119 columns).
ZCN205I_TEXT = ("REPORT IS {width} COLUMNS WIDE, THE SCREEN {columns}: WIDEN THE WINDOW, OR SCROLL "
                "RIGHT IN THE PAGER (LESS -S, ARROW KEYS)")
