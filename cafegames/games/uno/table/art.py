"""UNO card art as SVG, generated from one template (Qt-free): 52 coloured faces, Wild, Wild Draw Four, the two
Downpour cards, the Extreme and Deluxe boxes' cards and the back. One place to change the style.

The colour-blind aid adds a shape per colour (red circle, yellow triangle, green square, blue diamond; the Deluxe
box's purple cards a hexagon) in the corners and behind the centre symbol, so no card is told by its colour alone. The scene renders these strings
through the shared SVG cache (once per size). `python -m cafegames.games.uno.table.art DIR` writes every face to DIR.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from cafegames.games.uno.cards import (
    BOOMERANG,
    COLOUR,
    DOWN1,
    DOWN2,
    DRAW2,
    DRAW2T_RANK,
    EACH,
    EXCHANGE,
    IS_WILD,
    RANK,
    REVERSE,
    SHOW,
    SKIP,
    SWAP,
    TIMES2,
    UNTIL,
    WD4,
    WD4T,
    WILD,
    deluxe_deck,
    extreme_deck,
    standard_deck,
)

W, H = 200, 300
FILL = ("#d7263d", "#f2b705", "#2e9e4f", "#1f6fd1")
INK = "#1d1a17"
PAPER = "#fffdf7"
WILD_BG = "#23201d"
PURPLE = "#6a3d9a"  # U-DELUXE: Exchange and Boomerang
SHAPES = ("circle", "triangle", "square", "diamond")
PURPLE_SHAPE = "hexagon"


def _shape(kind: str, cx: float, cy: float, r: float, fill: str, stroke: str = "none", sw: float = 0) -> str:
    attrs = f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}"'
    if kind == "circle":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" {attrs}/>'
    if kind == "square":
        s = r * 0.86
        return f'<rect x="{cx - s:.1f}" y="{cy - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" {attrs}/>'
    if kind == "triangle":
        pts = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    elif kind == "hexagon":
        pts = [(cx + r * (0.0, 0.9, 0.9, 0.0, -0.9, -0.9)[i], cy + r * (-1.05, -0.52, 0.52, 1.05, 0.52, -0.52)[i])
               for i in range(6)]
    else:  # diamond
        pts = [(cx, cy - r * 1.15), (cx + r * 0.9, cy), (cx, cy + r * 1.15), (cx - r * 0.9, cy)]
    return f'<polygon points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}" {attrs}/>'


def _text(x: float, y: float, size: float, text: str, fill: str, stroke: str = INK, sw: float = 0,
          anchor: str = "middle") -> str:
    outline = f' stroke="{stroke}" stroke-width="{sw}" paint-order="stroke"' if sw else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" '
            f'font-size="{size:.0f}" text-anchor="{anchor}" fill="{fill}"{outline}>{text}</text>')


def _skip_symbol(cx: float, cy: float, r: float, colour: str) -> str:
    sw = r * 0.28
    d = r * 0.7
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{colour}" stroke-width="{sw:.1f}"/>'
            f'<line x1="{cx - d:.1f}" y1="{cy + d:.1f}" x2="{cx + d:.1f}" y2="{cy - d:.1f}" stroke="{colour}" '
            f'stroke-width="{sw:.1f}" stroke-linecap="round"/>')


def _reverse_symbol(cx: float, cy: float, r: float, colour: str) -> str:
    """Two arrows turning about the centre."""
    out = []
    for k in (0, 1):
        rot = 180 * k - 35
        out.append(
            f'<g transform="translate({cx},{cy}) rotate({rot})">'
            f'<path d="M {-r * 0.75:.1f} {r * 0.18:.1f} L {r * 0.35:.1f} {r * 0.18:.1f} L {r * 0.35:.1f} {r * 0.5:.1f} '
            f'L {r * 0.95:.1f} {-r * 0.05:.1f} L {r * 0.35:.1f} {-r * 0.6:.1f} L {r * 0.35:.1f} {-r * 0.28:.1f} '
            f'L {-r * 0.75:.1f} {-r * 0.28:.1f} Z" fill="{colour}" stroke="{INK}" stroke-width="{r * 0.06:.1f}" '
            f'transform="translate(0,{r * 0.42 if k == 0 else r * 0.42:.1f})"/></g>')
    return "".join(out)


def _mini_cards(cx: float, cy: float, colours: list[str], scale: float = 1.0) -> str:
    """Small fanned cards (for Draw Two and Wild Draw Four)."""
    out = []
    n = len(colours)
    w, h = 34 * scale, 50 * scale
    for i, col in enumerate(colours):
        dx = (i - (n - 1) / 2) * 16 * scale
        dy = (i - (n - 1) / 2) * -9 * scale
        out.append(f'<rect x="{cx + dx - w / 2:.1f}" y="{cy + dy - h / 2:.1f}" width="{w:.1f}" height="{h:.1f}" '
                   f'rx="{5 * scale:.1f}" fill="{col}" stroke="{PAPER}" stroke-width="{3 * scale:.1f}"/>')
    return "".join(out)


def _eye_symbol(cx: float, cy: float, r: float, colour: str) -> str:
    """An open eye (U-X-SHOW): an almond outline and its pupil."""
    sw = r * 0.22
    return (f'<path d="M {cx - r:.1f} {cy:.1f} Q {cx:.1f} {cy - r * 1.05:.1f} {cx + r:.1f} {cy:.1f} '
            f'Q {cx:.1f} {cy + r * 1.05:.1f} {cx - r:.1f} {cy:.1f} Z" fill="none" stroke="{colour}" '
            f'stroke-width="{sw:.1f}" stroke-linejoin="round"/>'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r * 0.3:.1f}" fill="{colour}"/>')


def _swap_symbol(cx: float, cy: float, r: float, colour: str) -> str:
    """Two hands changing places (U-X-SWAP): an arrow to the right above, one to the left below."""
    out = []
    for k, dy in ((0, -r * 0.42), (1, r * 0.42)):
        out.append(f'<g transform="translate({cx:.1f},{cy + dy:.1f}) rotate({180 * k})">'
                   f'<path d="M {-r:.1f} {-r * 0.14:.1f} L {r * 0.35:.1f} {-r * 0.14:.1f} L {r * 0.35:.1f} '
                   f'{-r * 0.4:.1f} L {r:.1f} 0 L {r * 0.35:.1f} {r * 0.4:.1f} L {r * 0.35:.1f} {r * 0.14:.1f} '
                   f'L {-r:.1f} {r * 0.14:.1f} Z" fill="{colour}" stroke="{INK}" stroke-width="{r * 0.06:.1f}"/></g>')
    return "".join(out)


def _boomerang_symbol(cx: float, cy: float, r: float, colour: str) -> str:
    """A boomerang (U-DX-BOOMERANG): a bent blade, and a small arrow coming back."""
    sw = r * 0.07
    blade = (f'<path d="M {cx - r:.1f} {cy + r * 0.1:.1f} Q {cx - r * 0.2:.1f} {cy - r * 1.1:.1f} {cx + r:.1f} '
             f'{cy - r * 0.2:.1f} Q {cx + r * 0.9:.1f} {cy + r * 0.1:.1f} {cx + r * 0.6:.1f} {cy + r * 0.05:.1f} '
             f'Q {cx - r * 0.1:.1f} {cy - r * 0.55:.1f} {cx - r * 0.65:.1f} {cy + r * 0.3:.1f} '
             f'Q {cx - r * 0.95:.1f} {cy + r * 0.45:.1f} {cx - r:.1f} {cy + r * 0.1:.1f} Z" fill="{colour}" '
             f'stroke="{INK}" stroke-width="{sw:.1f}" stroke-linejoin="round"/>')
    return blade + _arc_arrow(cx + r * 0.1, cy + r * 0.15, r * 0.62, 10, 150, colour, r * 0.13)


def _arc_arrow(cx: float, cy: float, r: float, start: float, end: float, colour: str, sw: float) -> str:
    """An arrow along a circle of radius `r`, clockwise from angle `start` to `end` (degrees, SVG's y down)."""
    a0, a1 = math.radians(start), math.radians(end)
    x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
    x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
    large = 1 if (end - start) % 360 > 180 else 0
    tx, ty = -math.sin(a1), math.cos(a1)  # the way the arrow goes at its end
    nx, ny = math.cos(a1), math.sin(a1)
    h = sw * 1.6
    head = [(x1 + tx * h * 1.2, y1 + ty * h * 1.2), (x1 + nx * h, y1 + ny * h), (x1 - nx * h, y1 - ny * h)]
    return (f'<path d="M {x0:.1f} {y0:.1f} A {r:.1f} {r:.1f} 0 {large} 1 {x1:.1f} {y1:.1f}" fill="none" '
            f'stroke="{colour}" stroke-width="{sw:.1f}" stroke-linecap="round"/>'
            f'<polygon points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in head)}" fill="{colour}"/>')


def _exchange_symbol(cx: float, cy: float, r: float, colour: str) -> str:
    """Every hand passed on (U-DX-EXCHANGE): two arrows chasing each other round a circle."""
    sw = r * 0.2
    return (_arc_arrow(cx, cy, r * 0.8, 200, 330, colour, sw) + _arc_arrow(cx, cy, r * 0.8, 20, 150, colour, sw)
            + f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r * 0.22:.1f}" fill="{colour}"/>')


def _wild_ellipse(cx: float, cy: float, rx: float, ry: float) -> str:
    """The four-colour oval of the wild cards: four quarter-ellipse sectors, turned like the coloured ovals."""
    out = [f'<g transform="rotate(28 {cx} {cy})">']
    ends = [(cx + rx, cy), (cx, cy + ry), (cx - rx, cy), (cx, cy - ry)]
    for k in range(4):
        (x1, y1), (x2, y2) = ends[k], ends[(k + 1) % 4]
        out.append(f'<path d="M {cx:.1f} {cy:.1f} L {x1:.1f} {y1:.1f} A {rx:.1f} {ry:.1f} 0 0 1 {x2:.1f} {y2:.1f} Z" '
                   f'fill="{FILL[(k + 2) % 4]}"/>')
    out.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="none" stroke="{PAPER}" '
               f'stroke-width="{max(1.5, rx * 0.05):.1f}"/></g>')
    return "".join(out)


# U-PHOTO: where a picture goes on a card: the centre oval (rx, ry, turned like the standard oval) inside this
# box; the picture handed to face_svg/back_svg is already cropped to the box and cut to the oval.
PHOTO_RX, PHOTO_RY, PHOTO_TURN = 78.0, 124.0, 28.0
PHOTO_BOX = (6.5, 31.0, 187.0, 238.0)  # x, y, w, h: the turned oval's bounding box


def _photo_centre(href: str, colour: str) -> str:
    cx, cy = W / 2, H / 2
    x, y, w, h = PHOTO_BOX
    return (f'<ellipse cx="{cx}" cy="{cy}" rx="{PHOTO_RX + 5}" ry="{PHOTO_RY + 5}" fill="{PAPER}" '
            f'transform="rotate({PHOTO_TURN} {cx} {cy})"/>'
            f'<image x="{x}" y="{y}" width="{w}" height="{h}" preserveAspectRatio="none" '
            f'xlink:href="{href}" href="{href}"/>'
            f'<ellipse cx="{cx}" cy="{cy}" rx="{PHOTO_RX}" ry="{PHOTO_RY}" fill="none" stroke="{colour}" '
            f'stroke-width="3" transform="rotate({PHOTO_TURN} {cx} {cy})"/>')


def _badge(card: int, label: str, aid: bool) -> str:
    """The centre badge of a photo card: the value (or symbol) on a disc of the card's colour, below the picture's
    middle so faces stay visible; with the colour-blind aid the disc takes the colour's shape."""
    wild = IS_WILD[card]
    purple = card in (EXCHANGE, BOOMERANG)
    r = RANK[card]
    bx, by, rad = 86.0, 226.0, 38.0
    fill = PURPLE if purple else WILD_BG if wild else FILL[COLOUR[card]]
    if aid and purple:
        disc = _shape(PURPLE_SHAPE, bx, by, rad * 1.08, fill, PAPER, 5)
    elif aid and not wild:
        disc = _shape(SHAPES[COLOUR[card]], bx, by + (6 if COLOUR[card] == 1 else 0), rad * 1.08, fill, PAPER, 5)
    else:
        disc = f'<circle cx="{bx}" cy="{by}" r="{rad}" fill="{fill}" stroke="{PAPER}" stroke-width="5"/>'
    if card == WILD:
        inner = _wild_ellipse(bx, by, 16, 26)
    elif card == EXCHANGE:
        inner = _exchange_symbol(bx, by, 26, PAPER)
    elif card == BOOMERANG:
        inner = _boomerang_symbol(bx, by + 4, 28, PAPER)
    elif r == SKIP and not wild:
        inner = _skip_symbol(bx, by, 20, PAPER)
    elif r == REVERSE and not wild:
        inner = _reverse_symbol(bx + 2, by - 8, 25, PAPER)
    elif r == SHOW and not wild:
        inner = _eye_symbol(bx, by, 24, PAPER)
    elif r == SWAP and not wild:
        inner = _swap_symbol(bx, by, 24, PAPER)
    else:
        size = 54 if len(label) == 1 else 42 if len(label) == 2 else 32
        inner = _text(bx, by + size * 0.36, size, label, PAPER, INK, 2.2)
        if not wild and r in (6, 9):  # underlined, as on the standard card
            inner += (f'<rect x="{bx - 13}" y="{by + 24}" width="26" height="5" rx="2" fill="{PAPER}" '
                      f'stroke="{INK}" stroke-width="1.2"/>')
    return disc + inner


def face_svg(card: int, aid: bool = False, photo: str | None = None) -> str:
    """The SVG of one card face (`card` as in `cards`); with `photo` (U-PHOTO) the picture takes the centre
    oval and the value moves to a centre badge — border, corners and the aid's shapes stay the same."""
    wild = IS_WILD[card]
    purple = card in (EXCHANGE, BOOMERANG)
    col = -1 if wild else COLOUR[card]
    bg = PURPLE if purple else WILD_BG if wild else FILL[col]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
             f'viewBox="0 0 {W} {H}" width="{W}" height="{H}">',
             f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="18" fill="{PAPER}" stroke="#9d948a" '
             f'stroke-width="2"/>',
             f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="12" fill="{bg}"/>']
    cx, cy = W / 2, H / 2
    centre: list[str] = []  # the standard centre, replaced by the picture and a badge on a photo card
    if purple:
        centre.append(f'<ellipse cx="{cx}" cy="{cy}" rx="74" ry="122" fill="{PAPER}" '
                      f'transform="rotate(28 {cx} {cy})"/>')
        if aid:
            centre.append(_shape(PURPLE_SHAPE, cx, cy, 62, PURPLE, "none"))
            centre.append(f'<g opacity="0.25">{_shape(PURPLE_SHAPE, cx, cy, 62, "#ffffff")}</g>')
    elif wild:
        centre.append(_wild_ellipse(cx, cy, 74, 122))
    else:
        centre.append(f'<ellipse cx="{cx}" cy="{cy}" rx="74" ry="122" fill="{PAPER}" '
                     f'transform="rotate(28 {cx} {cy})"/>')
        if aid:
            centre.append(_shape(SHAPES[col], cx, cy, 58, FILL[col], "none"))
            centre.append(f'<g opacity="0.25">{_shape(SHAPES[col], cx, cy, 58, "#ffffff")}</g>')
    r = RANK[card]
    ink = PURPLE if purple else FILL[col] if not wild else PAPER
    centre_ink = PAPER if (aid and (purple or not wild)) else ink
    label = ""
    if not wild and r <= 9:
        label = str(r)
        centre.append(_text(cx, cy + 40, 118, label, centre_ink, INK, 6))
        if r in (6, 9):  # underline, so 6 and 9 read the same way up
            centre.append(f'<rect x="{cx - 26}" y="{cy + 52}" width="52" height="8" rx="3" fill="{centre_ink}" '
                         f'stroke="{INK}" stroke-width="2"/>')
    elif r == SKIP:
        label = "⊘"
        centre.append(_skip_symbol(cx, cy, 44, centre_ink))
    elif r == REVERSE:
        label = "⇄"
        centre.append(_reverse_symbol(cx, cy - 20, 54, centre_ink))
    elif r == DRAW2:
        label = "+2"
        centre.append(_mini_cards(cx, cy, [FILL[col], FILL[col]], 1.35))
    elif r == DRAW2T_RANK and not wild:  # U-DX-TARGET: a Draw Two with a question mark
        label = "+2?"
        centre.append(_mini_cards(cx - 14, cy + 6, [FILL[col], FILL[col]], 1.2))
        centre.append(_text(cx + 34, cy + 2, 92, "?", centre_ink, INK, 5))
    elif card == EXCHANGE:
        label = "exchange"
        centre.append(_exchange_symbol(cx, cy, 62, centre_ink))
    elif card == BOOMERANG:
        label = "boomerang"
        centre.append(_boomerang_symbol(cx, cy + 10, 64, centre_ink))
    elif card == WD4T:
        label = "+4?"
        centre.append(_mini_cards(cx - 14, cy + 6, [FILL[2], FILL[3], FILL[0], FILL[1]], 0.95))
        centre.append(_text(cx + 40, cy + 2, 92, "?", PAPER, INK, 5))
    elif r == TIMES2 and not wild:
        label = "x2"
        centre.append(_text(cx, cy + 34, 96, "x2", centre_ink, INK, 6))
    elif r == SHOW and not wild:
        label = "eye"
        centre.append(_eye_symbol(cx, cy, 58, centre_ink))
    elif r == SWAP and not wild:
        label = "swap"
        centre.append(_swap_symbol(cx, cy, 56, centre_ink))
    elif card in (UNTIL, EACH):
        label = "x?" if card == UNTIL else "x1"
        centre.append(_wild_ellipse(cx, cy, 74, 122))
        centre.append(_text(cx, cy + 24, 58 if card == UNTIL else 88, "x???" if card == UNTIL else "x1", PAPER,
                            INK, 4 if card == UNTIL else 7))
    elif card == WILD:
        label = ""
    elif card == WD4:
        label = "+4"
        centre.append(_mini_cards(cx, cy, [FILL[2], FILL[3], FILL[0], FILL[1]], 1.1))
    elif card in (DOWN1, DOWN2):
        label = "+1" if card == DOWN1 else "+2"
        for i, (dx, dy) in enumerate(((-28, -30), (26, -8), (-8, 34))):
            c = FILL[(i + 3) % 4]
            centre.append(f'<path d="M {cx + dx} {cy + dy - 30} C {cx + dx + 18} {cy + dy - 2} {cx + dx + 16} '
                         f'{cy + dy + 14} {cx + dx} {cy + dy + 14} C {cx + dx - 16} {cy + dy + 14} {cx + dx - 18} '
                         f'{cy + dy - 2} {cx + dx} {cy + dy - 30} Z" fill="{c}" stroke="{PAPER}" stroke-width="3"/>')
    if photo is None:
        parts.extend(centre)
    else:
        parts.append(_photo_centre(photo, PAPER))
        parts.append(_badge(card, label, aid))
    # corner indices
    corner = label if label not in ("⊘", "⇄", "eye", "swap", "exchange", "boomerang") else ""
    for rot in (0, 180):
        g = [f'<g transform="rotate({rot} {cx} {cy})">']
        if r == SKIP and not wild:
            g.append(_skip_symbol(38, 44, 16, PAPER))
        elif r == SHOW and not wild:
            g.append(_eye_symbol(40, 44, 20, PAPER))
        elif r == SWAP and not wild:
            g.append(_swap_symbol(40, 44, 20, PAPER))
        elif r == REVERSE and not wild:
            g.append(_reverse_symbol(40, 36, 20, PAPER))
        elif card == EXCHANGE:
            g.append(_exchange_symbol(40, 44, 22, PAPER))
        elif card == BOOMERANG:
            g.append(_boomerang_symbol(40, 46, 24, PAPER))
        elif corner:
            size = 44 if len(corner) == 1 else 36 if len(corner) == 2 else 30
            g.append(_text(38 + (4 if len(corner) == 3 else 0), 60, size, corner, PAPER, INK, 1.6))
        elif card == WILD:
            g.append(_wild_ellipse(38, 46, 13, 21))
        if aid and not wild:
            g.append(_shape(SHAPES[col], 38, 92, 12, PAPER, INK, 2))
        elif aid and purple:
            g.append(_shape(PURPLE_SHAPE, 38, 92, 12, PAPER, INK, 2))
        g.append("</g>")
        parts.append("".join(g))
    parts.append("</svg>")
    return "".join(parts)


def back_svg(photo: str | None = None) -> str:
    """The back; with `photo` (U-PHOTO) the picture fills the oval and the name sits small across its foot."""
    cx, cy = W / 2, H / 2
    if photo is not None:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                f'viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
                f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="18" fill="{PAPER}" stroke="#9d948a" '
                f'stroke-width="2"/>'
                f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="12" fill="{WILD_BG}"/>'
                + _photo_centre(photo, FILL[0]).replace(f'fill="{PAPER}"', f'fill="{FILL[0]}"', 1)
                + f'<g transform="rotate(-22 {cx} {cy})">{_text(cx - 10, H - 40, 40, "UNO", FILL[1], INK, 5)}</g>'
                "</svg>")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
            f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="18" fill="{PAPER}" stroke="#9d948a" '
            f'stroke-width="2"/>'
            f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="12" fill="{WILD_BG}"/>'
            f'<ellipse cx="{cx}" cy="{cy}" rx="74" ry="122" fill="{FILL[0]}" transform="rotate(28 {cx} {cy})"/>'
            f'<g transform="rotate(-22 {cx} {cy})">{_text(cx + 4, cy + 24, 70, "UNO", FILL[1], INK, 7)}</g>'
            "</svg>")


def distinct_faces(downpour: bool = True) -> list[int]:
    """Every face drawn: the classic deck (with Downpour) and the Extreme and Deluxe boxes' cards."""
    return sorted(set(standard_deck(downpour)) | set(extreme_deck()) | set(deluxe_deck()))


def write_all(folder: Path, aid: bool = False) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    from cafegames.games.uno.cards import text

    out = []
    for c in distinct_faces():
        p = folder / f"{text(c)}{'-aid' if aid else ''}.svg"
        p.write_text(face_svg(c, aid), encoding="utf-8")
        out.append(p)
    p = folder / "back.svg"
    p.write_text(back_svg(), encoding="utf-8")
    out.append(p)
    return out


if __name__ == "__main__":  # pragma: no cover
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "uno-cards")
    for aid_flag in (False, True):
        write_all(target, aid_flag)
    print(f"wrote {len(list(target.glob('*.svg')))} files to {target}")
