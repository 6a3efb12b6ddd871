"""Screenshots for tests: an X window dump (xwd's ZPixmap, 24/32 bits a pixel) read into
rows of RGB, and written as PNG with the standard library only (zlib, struct)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

Pixel = tuple[int, int, int]


def read_xwd(path: Path) -> list[list[Pixel]]:
    data = path.read_bytes()
    header = struct.unpack(">25I", data[:100])
    header_size, _, pixmap_format, _, width, height = header[:6]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = header[7], header[11], header[12], header[19]
    red_mask, green_mask, blue_mask = header[14:17]
    if pixmap_format != 2 or bits_per_pixel not in (24, 32):
        raise ValueError(f"{path}: not a 24/32-bit ZPixmap dump")
    start = header_size + 12 * ncolors
    step = bits_per_pixel // 8
    order = "<" if byte_order == 0 else ">"

    def shift(mask: int) -> int:
        return (mask & -mask).bit_length() - 1

    shifts = [(mask, shift(mask)) for mask in (red_mask, green_mask, blue_mask)]
    rows = []
    for y in range(height):
        line = data[start + y * bytes_per_line : start + y * bytes_per_line + width * step]
        row = []
        for x in range(width):
            chunk = line[x * step : x * step + step]
            if step == 3:  # packed 24-bit pixels: widened to 32 on the side the order allows
                chunk = chunk + b"\0" if order == "<" else b"\0" + chunk
            value = struct.unpack(order + "I", chunk)[0]
            row.append(tuple((value & mask) >> s for mask, s in shifts))
        rows.append(row)
    return rows  # type: ignore[return-value]


def write_png(rows: list[list[Pixel]], path: Path) -> None:
    height, width = len(rows), len(rows[0])
    raw = b"".join(b"\0" + bytes(c for pixel in row for c in pixel) for row in rows)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    head = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8 bits, RGB
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(raw, 9))
                     + chunk(b"IEND", b""))
