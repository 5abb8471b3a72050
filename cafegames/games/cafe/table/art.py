"""The café's art as SVG, generated (Qt-free): nation emblems, the woman and man figures, guest cards, and the
pictures of legal and illegal tables for the rules pages.

One place to change the style. The scene renders these strings through the shared SVG cache; the rules pictures
are written beside the rules pages (`resources/rules/cafe-*.svg`) by running this module:

    python -m cafegames.games.cafe.table.art
"""

from __future__ import annotations

from pathlib import Path

from cafegames.games.cafe.board import JOKER_NATION, NATIONS, gender_of, guest_from_code, nation_of

INK = "#2b2118"
PAPER = "#fbf4e6"


def _stripes(colors: list[str], vertical: bool = False) -> str:
    n = len(colors)
    out = []
    for i, c in enumerate(colors):
        if vertical:
            out.append(f'<rect x="{60 * i / n:.2f}" y="0" width="{60 / n + 0.3:.2f}" height="40" fill="{c}"/>')
        else:
            out.append(f'<rect x="0" y="{40 * i / n:.2f}" width="60" height="{40 / n + 0.3:.2f}" fill="{c}"/>')
    return "".join(out)


def _star(cx: float, cy: float, r: float, fill: str) -> str:
    import math

    pts = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.42
        a = -math.pi / 2 + k * math.pi / 5
        pts.append(f"{cx + rr * math.cos(a):.2f},{cy + rr * math.sin(a):.2f}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}"/>'


def emblem_body(code: str) -> str:
    """The flag-like emblem of a nation (or "JK") in a 60 × 40 box."""
    if code == "AF":
        return _stripes(["#1f8a4c", "#f2c230", "#c8342b"]) + _star(30, 20, 8, "#1b1b1b")
    if code == "CN":
        return '<rect width="60" height="40" fill="#d52b1e"/>' + _star(13, 12, 8, "#ffde00") + \
            _star(25, 6, 2.6, "#ffde00") + _star(28, 12, 2.6, "#ffde00") + _star(28, 19, 2.6, "#ffde00")
    if code == "CU":
        return _stripes(["#0b3d91", "#ffffff", "#0b3d91", "#ffffff", "#0b3d91"]) + \
            '<polygon points="0,0 26,20 0,40" fill="#cf142b"/>' + _star(9, 20, 5.5, "#ffffff")
    if code == "FR":
        return _stripes(["#0055a4", "#ffffff", "#ef4135"], vertical=True)
    if code == "DE":
        return _stripes(["#1b1b1b", "#dd0000", "#ffce00"])
    if code == "GB":
        return ('<rect width="60" height="40" fill="#012169"/>'
                '<path d="M0,0 L60,40 M60,0 L0,40" stroke="#ffffff" stroke-width="8"/>'
                '<path d="M0,0 L60,40 M60,0 L0,40" stroke="#c8102e" stroke-width="3"/>'
                '<path d="M30,0 V40 M0,20 H60" stroke="#ffffff" stroke-width="12"/>'
                '<path d="M30,0 V40 M0,20 H60" stroke="#c8102e" stroke-width="7"/>')
    if code == "IN":
        return _stripes(["#ff9933", "#ffffff", "#138808"]) + \
            '<circle cx="30" cy="20" r="5.5" fill="none" stroke="#000080" stroke-width="1.8"/>' \
            '<circle cx="30" cy="20" r="1.4" fill="#000080"/>'
    if code == "IT":
        return _stripes(["#009246", "#ffffff", "#ce2b37"], vertical=True)
    if code == "RU":
        return _stripes(["#ffffff", "#0039a6", "#d52b1e"])
    if code == "ES":
        return ('<rect width="60" height="40" fill="#aa151b"/><rect y="10" width="60" height="20" fill="#f1bf00"/>'
                '<rect x="13" y="14" width="8" height="12" rx="2" fill="#aa151b"/>')
    if code == "TR":
        return ('<rect width="60" height="40" fill="#e30a17"/><circle cx="24" cy="20" r="10" fill="#ffffff"/>'
                '<circle cx="27" cy="20" r="8" fill="#e30a17"/>') + _star(38, 20, 5, "#ffffff")
    if code == "US":
        stripes = "".join(f'<rect y="{i * 40 / 7:.2f}" width="60" height="{40 / 14 + 0.2:.2f}" fill="#b22234"/>'
                          for i in range(7))
        dots = "".join(f'<circle cx="{4 + 5 * (i % 5)}" cy="{4 + 5 * (i // 5)}" r="1.2" fill="#ffffff"/>'
                       for i in range(20))
        return '<rect width="60" height="40" fill="#ffffff"/>' + stripes + \
            '<rect width="26" height="22" fill="#3c3b6e"/>' + dots
    if code == "JK":
        quarters = ["#e4572e", "#f3a712", "#29bf12", "#2e86de"]
        body = "".join(f'<rect x="{30 * (i % 2)}" y="{20 * (i // 2)}" width="30" height="20" fill="{c}"/>'
                       for i, c in enumerate(quarters))
        return body + '<circle cx="30" cy="20" r="13" fill="#5b2a86"/>' + _star(30, 20, 11, "#ffd23f")
    raise KeyError(code)


def emblem_svg(code: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40" width="60" height="40">'
            '<clipPath id="c"><rect width="60" height="40" rx="4"/></clipPath>'
            f'<g clip-path="url(#c)">{emblem_body(code)}</g>'
            '<rect x="0.5" y="0.5" width="59" height="39" rx="4" fill="none" stroke="#2b2118" stroke-width="1"/>'
            '</svg>')


def figure_body(gender: int, fill: str = INK) -> str:
    """A standing woman or man in a 40 × 60 box, drawn to be told apart at a glance and in grey: the woman is a
    triangle (long hair, narrow shoulders, a dress with a wide hem down to the knees), the man its opposite (short
    hair, broad square shoulders narrowing to the hips, two straight trouser legs with a clear gap). The sexes
    differ by shape, never by colour alone."""
    if gender == 0:
        return (f'<path d="M20,1 C11,1 8.5,7 9,13 C9.5,18 8,21 7,23 L14,22 L26,22 L33,23 C32,21 30.5,18 31,13 '
                f'C31.5,7 29,1 20,1 Z" fill="{fill}"/>'
                f'<ellipse cx="20" cy="12" rx="5.4" ry="6.2" fill="{PAPER}"/>'
                f'<path d="M15,22 L25,22 L27.5,27 L39,50 L1,50 L12.5,27 Z" fill="{fill}"/>'
                f'<rect x="13" y="49" width="4.5" height="10" rx="1.5" fill="{fill}"/>'
                f'<rect x="22.5" y="49" width="4.5" height="10" rx="1.5" fill="{fill}"/>')
    return (f'<circle cx="20" cy="8.5" r="7.5" fill="{fill}"/>'
            f'<path d="M4,24 C4,19 6,18 10,18 L30,18 C34,18 36,19 36,24 L36,37 L30,37 L29,33 L29,59 L21.5,59 '
            f'L21.5,37 L18.5,37 L18.5,59 L11,59 L11,33 L10,37 L4,37 Z" fill="{fill}"/>'
            f'<path d="M16,18 L20,26 L24,18 Z" fill="{PAPER}"/>')


def sign_body(gender: int, stroke: str = INK) -> str:
    """The sign ♀ or ♂ in a 24 × 24 box, the second cue beside the figure on the hand cards (drawn, so it never
    depends on a font having the glyph)."""
    if gender == 0:
        return (f'<g fill="none" stroke="{stroke}" stroke-width="3.2" stroke-linecap="round">'
                '<circle cx="12" cy="8.5" r="6.5"/><path d="M12,15 V23 M8,19.5 H16"/></g>')
    return (f'<g fill="none" stroke="{stroke}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">'
            '<circle cx="9.5" cy="14.5" r="6.5"/><path d="M14.2,9.8 L22,2 M15.5,2 H22 V8.5"/></g>')


def figure_svg(gender: int, fill: str = INK) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 60" width="40" height="60">'
            f'{figure_body(gender, fill)}</svg>')


def sign_svg(gender: int, stroke: str = INK) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">'
            f'{sign_body(gender, stroke)}</svg>')


def guest_body(guest: int, w: float = 60, h: float = 80) -> str:
    """A guest as seated on a chair: paper (purple for a joker), the emblem on top and, below, the figure as
    big as the card allows (it is the mark a player looks for first)."""
    n = nation_of(guest)
    code = NATIONS[n] if n < JOKER_NATION else "JK"
    joker = n == JOKER_NATION
    bg = "#efe3ff" if joker else PAPER
    border = "#5b2a86" if joker else INK
    sx, sy = w / 60, h / 80
    return (f'<g transform="scale({sx:.4f},{sy:.4f})">'
            f'<rect x="1" y="1" width="58" height="78" rx="7" fill="{bg}" stroke="{border}" stroke-width="2"/>'
            f'<g transform="translate(12.5,4) scale(0.5833)">'
            f'<clipPath id="e{guest}"><rect width="60" height="40" rx="4"/></clipPath>'
            f'<g clip-path="url(#e{guest})">{emblem_body(code)}</g>'
            '<rect x="0.5" y="0.5" width="59" height="39" rx="4" fill="none" stroke="#2b2118"/></g>'
            f'<g transform="translate(10,28.5) scale(1,0.8333)">{figure_body(gender_of(guest), border)}</g>'
            '</g>')


def guest_svg(guest: int) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80" width="60" height="80">'
            f'{guest_body(guest)}</svg>')


def table_picture(nation: str, guests: dict[str, str | None], legal: bool) -> str:
    """A table seen from above with guests on its four sides ("N", "E", "S", "W" → "IN-W" or None) and a big
    tick or cross, for the rules pages."""
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">',
             '<rect width="300" height="300" rx="18" fill="#b98a5a"/>',
             '<rect x="95" y="95" width="110" height="110" rx="14" fill="#7a4f2b" stroke="#4a2e16" '
             'stroke-width="3"/>',
             f'<g transform="translate(120,125) scale(1)">{emblem_body(nation)}</g>']
    places = {"N": (120, 8), "S": (120, 212), "W": (8, 110), "E": (232, 110)}
    for side, (x, y) in places.items():
        code = guests.get(side)
        if code is None:
            parts.append(f'<rect x="{x + 4}" y="{y + 8}" width="52" height="64" rx="10" fill="#d9b98f" '
                         'stroke="#8a6a45" stroke-width="2" stroke-dasharray="5,4"/>')
        else:
            parts.append(f'<g transform="translate({x},{y})">{guest_body(guest_from_code(code))}</g>')
    if legal:
        parts.append('<circle cx="262" cy="262" r="30" fill="#2f7d4f"/>'
                     '<path d="M247,263 L258,274 L278,250" fill="none" stroke="#fff" stroke-width="7" '
                     'stroke-linecap="round" stroke-linejoin="round"/>')
    else:
        parts.append('<circle cx="262" cy="262" r="30" fill="#8f2424"/>'
                     '<path d="M250,250 L274,274 M274,250 L250,274" stroke="#fff" stroke-width="7" '
                     'stroke-linecap="round"/>')
    parts.append("</svg>")
    return "".join(parts)


RULE_PICTURES: dict[str, tuple[str, dict[str, str | None], bool]] = {
    "pair": ("IN", {"N": "IN-W", "E": "IN-M", "S": None, "W": None}, True),
    "three": ("IN", {"N": "IN-W", "E": "IN-M", "S": "IN-M", "W": None}, True),
    "compatriots": ("IN", {"N": "IN-W", "E": "IN-M", "S": "JK-W", "W": "IN-M"}, True),
    "mixed": ("US", {"N": "US-W", "E": "FR-M", "S": "US-M", "W": "IN-W"}, True),
    "two-women": ("IN", {"N": "IN-W", "E": "IN-W", "S": None, "W": None}, False),
    "three-men": ("IN", {"N": "IN-M", "E": "IN-M", "S": "IN-W", "W": "IN-M"}, False),
    "alone": ("IN", {"N": "IN-W", "E": None, "S": None, "W": None}, False),
    "wrong-nation": ("IN", {"N": "IN-W", "E": "CN-M", "S": None, "W": None}, False),
}


def write_rule_pictures(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, (nation, guests, legal) in RULE_PICTURES.items():
        path = folder / f"cafe-{name}.svg"
        path.write_text(table_picture(nation, guests, legal), encoding="utf-8")
        out.append(path)
    for g in ("IN-W", "IN-M", "JK-W", "JK-M"):
        path = folder / f"cafe-guest-{g}.svg"
        path.write_text(guest_svg(guest_from_code(g)), encoding="utf-8")
        out.append(path)
    return out


if __name__ == "__main__":
    from cafegames.engine import paths

    for p in write_rule_pictures(paths.resource("rules")):
        print(p)
