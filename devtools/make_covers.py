"""Draws the start page's game covers and the app icon as SVG (run from the checkout to regenerate them):

    python devtools/make_covers.py        # writes resources/art/{uno,cafe,canyon}.svg, resources/icons/cafegames.svg
                                          # and the covers' raw pixels at the start page's default size (below)

Everything is parametric (colours and shapes below), so a change of style is one edit here.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

HERE = Path(__file__).resolve().parents[1] / "resources" / "art"  # where they ship from
W, H = 480, 300

UNO_COLOURS = ["#d93a2b", "#f2b705", "#2e9e4f", "#2b6fd6"]


def svg(body: str, w: int = W, h: int = H) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">\n'
            f"{body}\n</svg>\n")


def uno_card(x: float, y: float, angle: float, colour: str, label: str, w: float = 110, h: float = 165) -> str:
    return f"""
  <g transform="translate({x} {y}) rotate({angle})">
    <rect x="{-w / 2 + 3}" y="{-h / 2 + 5}" width="{w}" height="{h}" rx="12" fill="#000" opacity="0.25"/>
    <rect x="{-w / 2}" y="{-h / 2}" width="{w}" height="{h}" rx="12" fill="#fff"/>
    <rect x="{-w / 2 + 7}" y="{-h / 2 + 7}" width="{w - 14}" height="{h - 14}" rx="8" fill="{colour}"/>
    <ellipse cx="0" cy="0" rx="{w * 0.36}" ry="{h * 0.38}" transform="rotate(28)" fill="#fff"/>
    <text x="0" y="{h * 0.14}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold"
          font-size="{h * 0.36}" text-anchor="middle" fill="{colour}" stroke="#1d1d1d" stroke-width="1.5">{label}</text>
    <text x="{-w / 2 + 15}" y="{-h / 2 + 30}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold"
          font-size="20" fill="#fff">{label}</text>
  </g>"""


def uno() -> str:
    body = ["""  <defs>
    <radialGradient id="felt" cx="50%" cy="45%" r="75%">
      <stop offset="0" stop-color="#2f8a5b"/><stop offset="1" stop-color="#164a31"/>
    </radialGradient>
  </defs>
  <rect width="480" height="300" fill="url(#felt)"/>"""]
    # a draw pile at the left
    for i in range(4):
        body.append(f'  <rect x="{40 + i * 2}" y="{70 - i * 2}" width="110" height="165" rx="12" fill="#1d1d1d" '
                    f'stroke="#fff" stroke-width="5"/>')
    body.append('  <ellipse cx="101" cy="146" rx="40" ry="62" transform="rotate(28 101 146)" fill="#d93a2b"/>')
    body.append('  <text x="101" y="158" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" '
                'font-size="34" text-anchor="middle" fill="#f2b705" transform="rotate(-18 101 146)">UNO</text>')
    labels = ["7", "+2", "3", "9"]
    for i, (colour, label) in enumerate(zip(UNO_COLOURS, labels, strict=True)):
        angle = -30 + i * 20
        rad = math.radians(angle)
        body.append(uno_card(305 + 150 * math.sin(rad), 150 - 40 * math.cos(rad) + 60, angle, colour, label))
    return svg("\n".join(body))


def cafe() -> str:
    rnd = random.Random(4)
    body = ["""  <defs>
    <linearGradient id="plank" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#b07a45"/><stop offset="1" stop-color="#93622f"/>
    </linearGradient>
    <radialGradient id="table" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#f7efe0"/><stop offset="1" stop-color="#d8c7a6"/>
    </radialGradient>
  </defs>"""]
    for row in range(10):
        y = row * 30
        shade = rnd.choice(["#a9733f", "#b5804a", "#9c6836", "#ad7843"])
        body.append(f'  <rect x="0" y="{y}" width="480" height="30" fill="{shade}"/>')
        x = rnd.randint(-60, 0)
        while x < 480:
            body.append(f'  <line x1="{x}" y1="{y}" x2="{x}" y2="{y + 30}" stroke="#6e4622" stroke-width="1.5"/>')
            x += rnd.randint(110, 170)
        body.append(f'  <line x1="0" y1="{y}" x2="480" y2="{y}" stroke="#6e4622" stroke-width="1.5"/>')
    # the bar counter along the top
    body.append('  <rect x="0" y="0" width="480" height="46" fill="#5a3a22"/>')
    body.append('  <rect x="0" y="40" width="480" height="10" fill="#3d2616"/>')
    for i in range(9):
        body.append(f'  <circle cx="{30 + i * 52}" cy="22" r="9" fill="#e9d9b8" stroke="#3d2616" stroke-width="2"/>')
    guests = [("#c8553d", "m"), ("#2b6fd6", "w"), ("#2e9e4f", "m"), ("#f2b705", "w"), ("#8e44ad", "m"),
              ("#e67e22", "w")]
    for tx, ty in ((130, 170), (350, 185)):
        body.append(f'  <circle cx="{tx + 4}" cy="{ty + 6}" r="52" fill="#000" opacity="0.25"/>')
        body.append(f'  <circle cx="{tx}" cy="{ty}" r="50" fill="url(#table)" stroke="#7a5a3a" stroke-width="3"/>')
        body.append(f'  <rect x="{tx - 12}" y="{ty - 16}" width="24" height="16" rx="3" fill="#fff" '
                    f'stroke="#c8553d" stroke-width="2"/>')
        body.append(f'  <rect x="{tx - 8}" y="{ty + 2}" width="16" height="12" rx="2" fill="#2b6fd6"/>')
        for k, (dx, dy) in enumerate(((0, -78), (78, 0), (0, 78), (-78, 0))):
            colour, figure = guests[(k + (tx // 100)) % len(guests)]
            cx, cy = tx + dx, ty + dy
            body.append(f'  <rect x="{cx - 20}" y="{cy - 20}" width="40" height="40" rx="8" fill="#6b4426" '
                        f'stroke="#3d2616" stroke-width="2"/>')
            body.append(f'  <circle cx="{cx}" cy="{cy}" r="15" fill="{colour}" stroke="#fff" stroke-width="3"/>')
            if figure == "w":
                body.append(f'  <path d="M{cx - 7} {cy + 6} L{cx} {cy - 7} L{cx + 7} {cy + 6} Z" fill="#fff"/>')
            else:
                body.append(f'  <rect x="{cx - 6}" y="{cy - 6}" width="12" height="12" fill="#fff"/>')
    # a waiter's tray with cups at the right
    body.append('  <circle cx="445" cy="270" r="26" fill="#cfd4d8" stroke="#7b8288" stroke-width="3"/>')
    for dx, dy in ((-9, -6), (8, -4), (0, 9)):
        body.append(f'  <circle cx="{445 + dx}" cy="{270 + dy}" r="6" fill="#fff" stroke="#6e4622" stroke-width="2"/>')
    return svg("\n".join(body))


def canyon() -> str:
    body = ["""  <defs>
    <linearGradient id="sky" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#f6c27a"/><stop offset="1" stop-color="#f3e1b8"/>
    </linearGradient>
    <linearGradient id="water" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#2f7fb8"/><stop offset="1" stop-color="#4fb0d9"/>
    </linearGradient>
  </defs>
  <rect width="480" height="300" fill="url(#sky)"/>
  <circle cx="390" cy="48" r="26" fill="#fff3d0"/>
  <path d="M0 92 L40 70 L80 78 L110 52 L170 56 L200 86 L250 80 L290 60 L350 64 L380 92 L430 84 L480 98 L480 300 L0 300 Z"
        fill="#c96a3b"/>
  <path d="M0 130 L60 112 L120 120 L150 104 L230 110 L270 128 L340 118 L400 132 L480 124 L480 300 L0 300 Z"
        fill="#a84e2b"/>
  <path d="M0 170 L70 158 L150 168 L220 156 L300 170 L380 160 L480 172 L480 300 L0 300 Z" fill="#8c3d22"/>
  <path d="M-10 300 C60 250 80 215 150 212 C230 208 250 245 320 236 C380 228 400 205 470 200 L480 200 L480 232
           C420 236 400 262 330 270 C250 279 220 246 160 250 C100 254 80 285 40 300 Z" fill="url(#water)"/>
  <path d="M40 282 C90 250 110 236 160 234 M230 240 C270 250 300 254 340 250 M380 228 C410 220 440 216 470 214"
        stroke="#e6f6ff" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/>
  <rect x="470" y="196" width="10" height="40" fill="#ffffff" opacity="0.9"/>
  <path d="M466 200 L480 198 L480 240 L470 238 Z" fill="#dff3ff"/>"""]
    for cx, cy, angle, colour in ((150, 232, -4, "#f2b705"), (300, 247, 6, "#d93a2b"), (410, 220, -10, "#2e9e4f")):
        body.append(f"""  <g transform="translate({cx} {cy}) rotate({angle})">
    <ellipse cx="2" cy="4" rx="34" ry="8" fill="#000" opacity="0.25"/>
    <path d="M-36 0 Q0 -14 36 0 Q0 14 -36 0 Z" fill="{colour}" stroke="#3b2412" stroke-width="2"/>
    <circle cx="-10" cy="0" r="5" fill="#3b2412"/><circle cx="10" cy="0" r="5" fill="#3b2412"/>
    <line x1="-18" y1="-14" x2="-2" y2="12" stroke="#5a3a22" stroke-width="3" stroke-linecap="round"/>
  </g>""")
    # a landing flag near the waterfall
    body.append('  <line x1="452" y1="170" x2="452" y2="206" stroke="#3b2412" stroke-width="3"/>')
    body.append('  <path d="M452 170 L474 177 L452 184 Z" fill="#fff"/>')
    return svg("\n".join(body))


def icon() -> str:
    return svg("""  <rect x="8" y="8" width="240" height="240" rx="48" fill="#2f5d46"/>
  <g transform="translate(128 138) rotate(-14)">
    <rect x="-58" y="-80" width="116" height="160" rx="14" fill="#fff"/>
    <rect x="-50" y="-72" width="100" height="144" rx="10" fill="#d93a2b"/>
    <ellipse cx="0" cy="0" rx="38" ry="60" transform="rotate(28)" fill="#fff"/>
  </g>
  <g transform="translate(150 118) rotate(12)">
    <rect x="-58" y="-80" width="116" height="160" rx="14" fill="#fff"/>
    <rect x="-50" y="-72" width="100" height="144" rx="10" fill="#f2b705"/>
    <circle cx="0" cy="0" r="34" fill="#fff"/>
    <path d="M-20 8 Q0 -26 20 8" stroke="#c8553d" stroke-width="10" fill="none" stroke-linecap="round"/>
  </g>""", 256, 256)


def main() -> None:
    (HERE / "uno.svg").write_text(uno(), encoding="utf-8")
    (HERE / "cafe.svg").write_text(cafe(), encoding="utf-8")
    (HERE / "canyon.svg").write_text(canyon(), encoding="utf-8")
    icons = HERE.parent / "icons"
    icons.mkdir(exist_ok=True)
    (icons / "cafegames.svg").write_text(icon(), encoding="utf-8")
    render_default_covers()


DEFAULT_COVER = (360, 225)  # the start page's cover size in its default 1280 × 800 window (cafegames/ui/start_page.py)
RAW_FORMAT = "Format_RGB32"  # the bytes of a raw cover: B, G, R, 255 (0xffRRGGBB, little-endian), row after row


def raw_cover_name(game: str, w: int, h: int) -> str:
    """<id>-<w>x<h>.rgb32: what cafegames/ui/start_page.py reads at that size."""
    return f"{game}-{w}x{h}.rgb32"


def render_default_covers() -> None:
    """<id>-360x225.rgb32: each cover as Qt's SVG reader renders it at the default size, as raw pixels in the
    format Qt's raster pixmaps keep an opaque picture in (RAW_FORMAT), uncompressed, so the start page's first
    frame only reads 324,000 bytes a cover and hands them to Qt as they are: neither Qt's SVG plugin and the
    rasterising (about 15 ms and 6 MiB of start-up), nor Qt's PNG decoder (31 million instructions for the three
    under callgrind), nor zlib's inflating, checksum and a conversion from RGBA (about 14 million, the
    .rgba.zlib files until 2026-12-04). The files are 972 KB together; the wheel, the installers and git
    compress them (to about 60 KB). The covers are opaque (checked here: RGB32 has no alpha); a big-endian
    machine renders the SVG instead. tests/ui/test_startup.py checks they match the SVGs."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QGuiApplication, QImage, QImageReader

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - the image plugins need one
    w, h = DEFAULT_COVER
    for game in ("uno", "cafe", "canyon"):
        reader = QImageReader(str(HERE / f"{game}.svg"))
        reader.setScaledSize(QSize(w, h))
        image = reader.read()
        if image.isNull():
            raise SystemExit(f"{game}: {reader.errorString()}")
        alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
        if any(b != 255 for b in bytes(alpha.constBits())):
            raise SystemExit(f"{game}: the cover is not opaque; RGB32 would drop its transparency")
        image = image.convertToFormat(getattr(QImage.Format, RAW_FORMAT))
        assert image.bytesPerLine() == w * 4
        (HERE / raw_cover_name(game, w, h)).write_bytes(bytes(image.constBits()))
        (HERE / f"{game}-{w}x{h}.rgba.zlib").unlink(missing_ok=True)  # (what was shipped before)


if __name__ == "__main__":
    main()
