"""Write the ready-made avatars, resources/avatars/<id>.svg: twelve animal faces in the app's warm style.

    python devtools/make_avatars.py          # write them all
    python devtools/make_avatars.py --check  # exit 1 when a file differs from what this script writes

Drawn for the seat plates (30–44 px): a coloured disc, one big shape for the head, dark brown outlines, two
eyes and a nose — nothing smaller than a few pixels at that size. The ids and their names are in
cafegames/ui/builtin_avatars.py (BUILTIN); this script draws exactly those.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "avatars"
INK = "#3b2a1e"  # the outlines: the dark brown of the warm dialogs' text
LINE = f'stroke="{INK}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"'


def eyes(y: float = 46, dx: float = 11, r: float = 4.5, x: float = 50) -> str:
    return "".join(f'<circle cx="{cx}" cy="{y}" r="{r}" fill="{INK}"/>'
                   f'<circle cx="{cx + r * 0.35:.1f}" cy="{y - r * 0.35:.1f}" r="{r * 0.35:.1f}" fill="#fff"/>'
                   for cx in (x - dx, x + dx))


def smile(y: float = 66, w: float = 8) -> str:
    return f'<path d="M{50 - w} {y} Q50 {y + 6} {50 + w} {y}" fill="none" {LINE}/>'


FACES = {
    "fox": ("#f6d9a8",
            f'<path d="M22 20 L40 34 L30 46 Z M78 20 L60 34 L70 46 Z" fill="#e07a2e" {LINE}/>'
            f'<path d="M18 38 Q50 22 82 38 Q74 64 50 84 Q26 64 18 38 Z" fill="#e9893a" {LINE}/>'
            f'<path d="M26 52 Q38 58 50 84 Q62 58 74 52 Q66 72 50 84 Q34 72 26 52 Z" fill="#fff6e6"/>'
            + eyes(50, 13) + f'<circle cx="50" cy="76" r="4.5" fill="{INK}"/>'),
    "cat": ("#cfe3d4",
            f'<path d="M22 18 L26 48 L44 30 Z M78 18 L74 48 L56 30 Z" fill="#8d8a86" {LINE}/>'
            '<path d="M27 28 L29 40 L37 33 Z M73 28 L71 40 L63 33 Z" fill="#f2a7a0"/>'
            f'<ellipse cx="50" cy="56" rx="30" ry="26" fill="#9c9893" {LINE}/>'
            + eyes(52, 12) + '<path d="M46 62 L54 62 L50 67 Z" fill="#e0707a"/>'
            f'<path d="M50 67 Q46 72 42 70 M50 67 Q54 72 58 70 M20 60 L36 62 M20 68 L36 66 M80 60 L64 62 '
            f'M80 68 L64 66" fill="none" stroke="{INK}" stroke-width="2" stroke-linecap="round"/>'),
    "dog": ("#f3e2c0",
            f'<ellipse cx="50" cy="52" rx="27" ry="28" fill="#c08a55" {LINE}/>'
            f'<path d="M26 32 Q12 40 16 66 Q24 70 30 58 Z M74 32 Q88 40 84 66 Q76 70 70 58 Z" fill="#7a4b2a" {LINE}/>'
            f'<ellipse cx="50" cy="66" rx="15" ry="12" fill="#f5e3c6" {LINE}/>'
            + eyes(46, 11) + f'<ellipse cx="50" cy="61" rx="5.5" ry="4" fill="{INK}"/>' + smile(70, 6)),
    "bear": ("#e8d3b5",
             f'<circle cx="26" cy="28" r="11" fill="#8b5a36" {LINE}/><circle cx="74" cy="28" r="11" fill="#8b5a36" '
             f'{LINE}/><circle cx="26" cy="28" r="5" fill="#d9a777"/><circle cx="74" cy="28" r="5" fill="#d9a777"/>'
             f'<circle cx="50" cy="54" r="30" fill="#9a6640" {LINE}/>'
             f'<ellipse cx="50" cy="66" rx="14" ry="11" fill="#e3bb8c" {LINE}/>'
             + eyes(48, 12) + f'<ellipse cx="50" cy="61" rx="5" ry="3.5" fill="{INK}"/>' + smile(69, 5)),
    "rabbit": ("#d9e6f2",
               f'<ellipse cx="38" cy="24" rx="8" ry="20" fill="#f4efe8" {LINE}/>'
               f'<ellipse cx="62" cy="24" rx="8" ry="20" fill="#f4efe8" {LINE}/>'
               '<ellipse cx="38" cy="24" rx="3.5" ry="13" fill="#f2a7a0"/>'
               '<ellipse cx="62" cy="24" rx="3.5" ry="13" fill="#f2a7a0"/>'
               f'<ellipse cx="50" cy="60" rx="27" ry="24" fill="#f4efe8" {LINE}/>'
               + eyes(56, 11) + '<path d="M46 64 L54 64 L50 69 Z" fill="#e0707a"/>'
               '<circle cx="31" cy="67" r="4" fill="#f6c6c0"/><circle cx="69" cy="67" r="4" fill="#f6c6c0"/>'),
    "owl": ("#cfe0c8",
            f'<path d="M24 24 L36 34 M76 24 L64 34" {LINE}/>'
            f'<path d="M22 40 Q22 20 50 26 Q78 20 78 40 L78 66 Q78 88 50 88 Q22 88 22 66 Z" fill="#9a6a44" {LINE}/>'
            f'<circle cx="38" cy="48" r="12" fill="#fff6e6" {LINE}/><circle cx="62" cy="48" r="12" fill="#fff6e6" '
            f'{LINE}/>' + eyes(48, 12, 5.5) + f'<path d="M45 58 L55 58 L50 68 Z" fill="#f0a030" {LINE}/>'
            '<path d="M38 76 Q44 72 50 76 Q56 72 62 76" fill="none" stroke="#d9b48a" stroke-width="3"/>'),
    "frog": ("#f2e6c4",
             f'<circle cx="34" cy="34" r="12" fill="#6fae4f" {LINE}/><circle cx="66" cy="34" r="12" fill="#6fae4f" '
             f'{LINE}/><ellipse cx="50" cy="60" rx="34" ry="24" fill="#7cbd58" {LINE}/>'
             '<circle cx="34" cy="34" r="7" fill="#fff"/><circle cx="66" cy="34" r="7" fill="#fff"/>'
             + eyes(34, 16, 4.5) + '<circle cx="26" cy="64" r="4" fill="#f2a7a0"/>'
             '<circle cx="74" cy="64" r="4" fill="#f2a7a0"/>'
             f'<path d="M34 62 Q50 76 66 62" fill="none" {LINE}/>'),
    "panda": ("#dfeadf",
              f'<circle cx="27" cy="28" r="11" fill="{INK}"/><circle cx="73" cy="28" r="11" fill="{INK}"/>'
              f'<circle cx="50" cy="54" r="31" fill="#fbfaf6" {LINE}/>'
              f'<ellipse cx="38" cy="50" rx="8" ry="10" fill="{INK}" transform="rotate(30 38 50)"/>'
              f'<ellipse cx="62" cy="50" rx="8" ry="10" fill="{INK}" transform="rotate(-30 62 50)"/>'
              '<circle cx="39" cy="49" r="3" fill="#fff"/><circle cx="61" cy="49" r="3" fill="#fff"/>'
              f'<ellipse cx="50" cy="63" rx="5" ry="3.5" fill="{INK}"/>' + smile(70, 5)),
    "lion": ("#f6e1b0",
             f'<circle cx="50" cy="52" r="38" fill="#c9782e" {LINE}/>'
             + "".join(f'<circle cx="{50 + 34 * c:.1f}" cy="{52 + 34 * s:.1f}" r="8" fill="#c9782e"/>'
                       for c, s in ((1, 0), (0.71, 0.71), (0, 1), (-0.71, 0.71), (-1, 0), (-0.71, -0.71), (0, -1),
                                    (0.71, -0.71)))
             + f'<circle cx="50" cy="54" r="25" fill="#f2c260" {LINE}/>'
             + eyes(49, 10) + f'<path d="M45 59 L55 59 L50 65 Z" fill="{INK}"/>' + smile(68, 6)),
    "pig": ("#d8ebe6",
            f'<path d="M24 24 L40 32 L28 44 Z M76 24 L60 32 L72 44 Z" fill="#e89590" {LINE}/>'
            f'<circle cx="50" cy="54" r="30" fill="#f4b3ab" {LINE}/>'
            + eyes(46, 12) + f'<ellipse cx="50" cy="63" rx="12" ry="9" fill="#ee9890" {LINE}/>'
            f'<ellipse cx="46" cy="63" rx="2.2" ry="3.5" fill="{INK}"/>'
            f'<ellipse cx="54" cy="63" rx="2.2" ry="3.5" fill="{INK}"/>'),
    "penguin": ("#cde3ee",
                f'<ellipse cx="50" cy="56" rx="32" ry="32" fill="#2f3640" {LINE}/>'
                '<path d="M50 44 Q40 30 32 40 Q22 56 34 72 Q44 84 50 84 Q56 84 66 72 Q78 56 68 40 Q60 30 50 44 Z" '
                'fill="#fbfaf6"/>'
                + eyes(52, 10) + f'<path d="M43 60 L57 60 L50 70 Z" fill="#f0a030" {LINE}/>'
                '<circle cx="33" cy="66" r="4" fill="#f6c6c0"/><circle cx="67" cy="66" r="4" fill="#f6c6c0"/>'),
    "mouse": ("#f4e0d6",
              f'<circle cx="26" cy="34" r="16" fill="#a8a4a0" {LINE}/><circle cx="74" cy="34" r="16" fill="#a8a4a0" '
              f'{LINE}/><circle cx="26" cy="34" r="9" fill="#f2a7a0"/><circle cx="74" cy="34" r="9" fill="#f2a7a0"/>'
              f'<path d="M24 54 Q24 34 50 34 Q76 34 76 54 Q76 70 50 84 Q24 70 24 54 Z" fill="#b5b1ac" {LINE}/>'
              + eyes(54, 10) + '<circle cx="50" cy="74" r="4.5" fill="#e0707a"/>'
              f'<path d="M30 72 L42 72 M58 72 L70 72" stroke="{INK}" stroke-width="2" stroke-linecap="round"/>'),
}


def svg(face: str) -> str:
    bg, body = FACES[face]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">\n'
            f'<circle cx="50" cy="50" r="50" fill="{bg}"/>\n{body}\n</svg>\n')


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from cafegames.ui.builtin_avatars import BUILTIN

    if set(BUILTIN) != set(FACES):
        print(f"the ids differ: package {sorted(BUILTIN)}, script {sorted(FACES)}")
        return 1
    stale = [face for face in FACES if not (OUT / f"{face}.svg").is_file()
             or (OUT / f"{face}.svg").read_text(encoding="utf-8") != svg(face)]
    if "--check" in argv:
        for face in stale:
            print(f"resources/avatars/{face}.svg is not what devtools/make_avatars.py writes")
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for face in FACES:
        (OUT / f"{face}.svg").write_text(svg(face), encoding="utf-8")
    print(f"{len(FACES)} avatars in {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
