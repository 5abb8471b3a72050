"""Translation for the Qt side: engine `Message`s to text, translator installation, language choice.

    tr_message(message)            # a Message (nested ones too) in the current language, never raises
    tr_text(ctx, text)             # QCoreApplication.translate, also before any QApplication exists
    tr_count(ctx, text, n, **kw)   # a plural text ("%n card(s)", marked QT_TRANSLATE_NOOP(ctx, text, None, 1))
    install_language("fr")         # our .qm + Qt's qtbase_fr.qm + what Qt lacks (qt_extra_fr.qm); windows get LanguageChange
    resolve_language(cli, setting) # --lang, then Settings, then the system locale

Widgets retranslate in `changeEvent(QEvent.LanguageChange)`; a scene is not a widget, so the view that shows
it calls `scene.retranslate()` (see `cafegames.ui.game_view.GameView`).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from cafegames.ui import quicken_pyside_feature_check

# This module is the app's first PySide6 import (cafegames/app.py): the quick check goes in before the next import
# statements, which PySide6 would otherwise check the slow way (reading the whole source of the modules they name,
# and of those these import in turn: os, pathlib, functools, enum…; 2M instructions).
quicken_pyside_feature_check()

from cafegames.engine.messages import Message, english_plural  # noqa: E402
from cafegames.engine.paths import translations_dir  # noqa: E402

LANGUAGES = ("en", "fr")
_translators: list[QTranslator] = []
_current = "en"
_listeners: list[weakref.WeakMethod] = []  # see `on_language_change`


def system_language() -> str:
    """"fr" when the system locale is French, otherwise "en"."""
    name = QLocale.system().name().lower()
    return "fr" if name.startswith("fr") else "en"


def resolve_language(cli: str | None = None, setting: str | None = None) -> str:
    """The language to use: `--lang`, else the Settings choice, else the system's."""
    for choice in (cli, setting):
        if choice and choice.lower() in LANGUAGES:
            return choice.lower()
    return system_language()


def current_language() -> str:
    return _current


def install_language(lang: str) -> bool:
    """Load and install the translators for `lang` (replacing the previous ones).

    Returns False when our .qm for `lang` is missing (English source texts are shown then). Works before a
    QCoreApplication exists (the command line's --help needs it): `tr` then asks the translators directly."""
    global _current
    lang = lang if lang in LANGUAGES else "en"
    app = QCoreApplication.instance()
    for old in _translators:
        if app is not None:
            QCoreApplication.removeTranslator(old)
    _translators.clear()
    ours = QTranslator()
    found = ours.load(f"cafegames_{lang}", str(translations_dir()))
    if found:
        _translators.append(ours)
    if lang != "en":  # (QLibraryInfo's type and enums are built on first use: not for English)
        from PySide6.QtCore import QLibraryInfo

        qt = QTranslator()
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _translators.append(qt)
        extra = QTranslator()  # what Qt's catalogue lacks (translations/qt_extra_fr.ts): installed last, asked first
        if extra.load(f"qt_extra_{lang}", str(translations_dir())):
            _translators.append(extra)
    if app is not None:
        for t in _translators:
            QCoreApplication.installTranslator(t)
    _current = lang
    # By name: the first use of the QLocale.Language enum (hundreds of members) costs PySide6 milliseconds at start.
    QLocale.setDefault(QLocale("fr_FR" if lang == "fr" else "en_US"))
    _tell_listeners()
    return found


def on_language_change(retranslate: Callable[[], None]) -> None:
    """Call the bound method `retranslate` of a widget whenever `install_language` has installed a language
    (while the widget lives), instead of overriding its `changeEvent` for `QEvent.LanguageChange`.

    For the widgets built before the first frame (the main window, the start page): every change event Qt sends
    a widget with a Python `changeEvent` (style, font, parent, activation…) is handed to Python, and the first
    `QEvent` handed to Python makes PySide6 set up every event class to find the event's own, with their enums
    (five enum classes and some 13M instructions of a start of 1,290M). Dialogs and tables keep `changeEvent`."""
    _listeners.append(weakref.WeakMethod(retranslate))  # type: ignore[arg-type]


def _tell_listeners() -> None:
    from shiboken6 import isValid

    for ref in list(_listeners):
        method = ref()
        if method is None or not isValid(method.__self__):  # gone, or its C++ widget deleted
            _listeners.remove(ref)
            continue
        method()


def attach_to_application() -> None:
    """Install the already loaded translators into the QApplication created after `install_language`."""
    for t in _translators:
        QCoreApplication.installTranslator(t)


def tr_text(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` translated in `context` (the source text when there is no translation); with a count `n` >= 0 the
    plural form for `n`, with `%n` replaced (English forms from the "(s)" source when no translation has it).

    lupdate does not extract the arguments of this call (and would misread a call named `tr` with two literals
    as source + comment): mark the literal where it is written, `QT_TRANSLATE_NOOP("Context", "Text")`, or call
    `QCoreApplication.translate("Context", "Text")` directly."""
    if QCoreApplication.instance() is not None:
        out = QCoreApplication.translate(context, text, disambiguation, n)
    else:
        out = next((found for t in _translators if (found := t.translate(context, text, disambiguation, n))), "")
        out = (out or text).replace("%n", str(n)) if n >= 0 else out or text
    if n >= 0 and out == text.replace("%n", str(n)):  # not translated: the English forms
        return english_plural(text, n)
    return out


def tr_count(context: str, text: str, n: int, **params: Any) -> str:
    """A plural sentence on the Qt side: `text` (marked `QT_TRANSLATE_NOOP(ctx, "%n card(s)", None, 1)`) for the
    count `n`, its other parameters filled in."""
    return tr_message(Message(context, text, {**params, "n": n}))


_ELIDABLE = re.compile(r"\b([dD]e|[qQ]ue|[jJ]usque) \{(\w+)\}")
_VOWELS = frozenset("aeiouàâäéèêëîïôöùûüœæ")  # not y ("de Yann") nor h (a name does not say if it is aspirated)


def elide(text: str, params: dict[str, Any]) -> str:
    """French `text` with "de {name}" written "d’{name}" where the name starts with a vowel ("la main
    d’Ordinateur 8", "les règles d’UNO"): the elision a French reader expects, whatever name fills the place.
    Applies to "de", "que" and "jusque"; other languages are returned as they are."""
    if current_language() != "fr" or "{" not in text:
        return text

    def one(match: re.Match[str]) -> str:
        value = params.get(match.group(2))
        first = str(value).lstrip("«“ ")[:1].lower() if value is not None else ""
        if first in _VOWELS and not str(value).lower().startswith(("onze", "onzième")):
            return f"{match.group(1)[:-1]}’{{{match.group(2)}}}"
        return match.group(0)

    return _ELIDABLE.sub(one, text)


def fill(text: str, **params: Any) -> str:
    """An already translated `text` with its parameters filled in, elided in French (`elide`): what every
    `tr(…).format(…)` with a name in it should be."""
    return elide(text, params).format(**params)


def tr_message(message: Message | str | None) -> str:
    """A Message in the current language with its parameters filled in (nested Messages translated first).

    A translation with a broken placeholder falls back to the English sentence: a bad .ts entry must never
    crash the game."""
    if message is None:
        return ""
    if isinstance(message, str):
        return message
    params: dict[str, Any] = {k: tr_message(v) if isinstance(v, Message) else v for k, v in message.params.items()}
    count = message.count
    n = -1 if count is None else count
    text = tr_text(message.context, message.text, message.disambiguation, n)
    english = message.text if count is None else english_plural(message.text, count)
    for candidate in (elide(text, params), english):
        try:
            return candidate.format(**params) if params else candidate
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            continue
    return message.text


tr = tr_text  # older name, kept for the scenes already written with it


_BEFORE_MARK = re.compile(r" ([;:!?»])")


def glued(text: str) -> str:
    """`text` with the space before ; : ! ? » and after « made non-breaking (French typography), so that a wrapped
    line never starts with the mark ("…les autres mains\n; le premier…"). English has no such spaces."""
    return _BEFORE_MARK.sub("\u00a0\\1", text).replace("« ", "«\u00a0")
