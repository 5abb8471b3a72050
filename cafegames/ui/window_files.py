"""The main window's file commands: Continue, Load, open a file, Save and Save as, and what the person is told
when saving fails and works again. A mixin of `MainWindow` (cafegames/ui/main_window.py), whose `open_match`,
`controller` and status bar it uses; its words keep the window's translation context, "MainWindow"."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from cafegames.engine.errors import GameError
from cafegames.ui import i18n, plain_text
from cafegames.ui.dialogs import message_box, run_dialog

translate = QCoreApplication.translate  # the name lupdate reads, with literal context and text


def new_save_path(game_id: str) -> Path:
    """A new file in the saves folder for a match of `game_id` (the saves are imported when a game opens)."""
    from cafegames.engine.saves import new_save_path

    return new_save_path(game_id)


class FileCommands:
    """Saving and opening games in the main window (`self` is the MainWindow)."""

    def continue_latest(self) -> None:
        """Game → Continue: the latest unfinished game, looked for on a thread (thousands of saves take seconds to
        read the first time: the window answers meanwhile); opened when found."""
        from cafegames.ui.save_lister import in_background
        from cafegames.ui.save_writer import flush_saves
        from cafegames.ui.start_page import latest_unfinished

        flush_saves()  # the game on the table may be the latest: its last move first
        in_background(latest_unfinished, self._continue_found, self)

    def _continue_found(self, latest) -> None:
        if latest is None:
            plain_text.tell(self, translate("MainWindow", "Continue"),
                            translate("MainWindow", "There is no unfinished game to continue."), "information")
            return
        self.open_file(latest.path)

    def load_game(self) -> None:
        from cafegames.ui.load_dialog import LoadDialog
        from cafegames.ui.save_writer import flush_saves

        flush_saves()  # the list shows the game on the table as it is now
        dialog = LoadDialog(self)
        if run_dialog(dialog) and dialog.chosen is not None:
            if dialog.watch:
                self.show_replay(dialog.chosen)
            else:
                self.open_file(dialog.chosen)
        else:
            self.start_page.refresh()

    def open_file(self, path: Path) -> bool:
        """Open a save to play on. One that another running copy of the app holds (it autosaves there) is refused
        with a message, before it is read: two windows writing one file would lose one of the games."""
        from cafegames.engine.messages import Message
        from cafegames.engine.saves import continue_path, in_saves_folder, load_with_backup
        from cafegames.engine.saves.folder import IN_USE
        from cafegames.engine.saves.locks import held_elsewhere, release
        from cafegames.ui.save_writer import flush_saves

        path = Path(path)
        cannot = translate("MainWindow", "This game cannot be opened")
        if in_saves_folder(path) and held_elsewhere(path):
            plain_text.tell(self, cannot, i18n.tr_message(Message("Saves", IN_USE)))
            return False
        flush_saves()  # the file may be the game on the table, its last move still on its way to the disk
        try:
            match, record, damaged = load_with_backup(path)
            # A damaged file whose backup was opened is kept as it is, and a file from outside the saves folder is
            # only read: the game goes on in a new file of the saves folder.
            target = continue_path(path, record.game) if damaged is None else new_save_path(record.game)
        except GameError as exc:
            plain_text.tell(self, cannot, i18n.tr_message(exc.message))
            return False
        if not self.open_match(match, target, record):
            release(target)
            return False
        if damaged is not None:
            self.statusBar().showMessage(
                translate("MainWindow", "The file was damaged ({problem}); its backup was opened.")
                .format(problem=i18n.tr_message(damaged.message)), 15_000)
        return True

    def save_now(self) -> None:
        from cafegames.engine.saves import SaveError

        if self.controller is None:
            return
        try:
            self.controller.save_now()
        except SaveError as exc:
            self._save_failed(i18n.tr_message(exc.message))
            return
        self.statusBar().showMessage(translate("MainWindow", "Game saved."), 4000)

    def save_as(self, title: str | None = None) -> bool:
        """Game → Save as…: ask for a title ("Sunday with grandma"), write a copy under it, go on in the copy.

        `title` skips the question (tests). The load list and the window title show the title."""
        from cafegames.engine.saves import SaveError
        from cafegames.ui.titles import clean_title

        if self.controller is None:
            return False
        if title is None:
            from PySide6.QtWidgets import QInputDialog

            from cafegames.ui.dialog_style import readable

            ask = QInputDialog(self)
            readable(ask)
            ask.setWindowTitle(translate("MainWindow", "Save as"))
            ask.setLabelText(translate("MainWindow", "A name for this game, to find it again in the list of saved "
                                                     "games\n(for example “Sunday with grandma”):"))
            ask.setTextValue(self.controller.title)
            ask.setOkButtonText(translate("MainWindow", "Save"))
            ask.setMinimumWidth(520)
            if not run_dialog(ask):
                return False
            title = ask.textValue()
        title = clean_title(title)
        if not title:
            self.statusBar().showMessage(translate("MainWindow", "Not saved: the game needs a name."), 6000)
            return False
        from cafegames.engine.saves.locks import release

        old, path = self.controller.save_path, new_save_path(self.controller.game.id)
        try:
            self.controller.save_as(path, title)
        except SaveError as exc:
            release(path)
            self._save_failed(i18n.tr_message(exc.message))
            return False
        release(old)  # the game goes on in the copy: the old file is free for another window
        self._update_title()
        self.statusBar().showMessage(translate("MainWindow", "Game saved as “{title}”.").format(title=title),
                                     6000)
        return True

    def _autosave_failed(self, text: str) -> None:
        """Autosaving failed: a mark stays in the status bar until saving works again (`_save_resumed`)."""
        from PySide6.QtWidgets import QLabel

        if self._unsaved is None:
            self._unsaved = QLabel(objectName="unsavedMark")
            self._unsaved.setStyleSheet("QLabel { color: #ffd27a; font-weight: bold; padding: 0 8px; }")
            self.statusBar().addPermanentWidget(self._unsaved)
        self._unsaved.setText(translate("MainWindow", "⚠ Not saved"))
        self._unsaved.show()
        self._save_failed(text, translate("MainWindow", "{problem}\n\nThe game goes on, but it cannot be continued "
                                                        "later while saving fails. You will be told when saving works "
                                                        "again.").format(problem=text))

    def _save_failed(self, text: str, explained: str | None = None) -> None:
        """Saving failed: say it in a window that does not stop the game."""
        self.statusBar().showMessage(text, 15_000)
        if self.quit_after_screenshot:
            return
        box = self._save_warning
        if box is None:
            from cafegames.ui.dialog_style import readable

            box = self._save_warning = message_box()(self)
            readable(box)
            box.setIcon(message_box().Icon.Warning)
        box.setWindowTitle(translate("MainWindow", "The game is not being saved"))
        plain_text.plain_box(box).setText(explained or text)  # it may name a folder: text, never HTML
        box.open()

    def _save_resumed(self) -> None:
        if self._save_warning is not None:
            self._save_warning.close()
        if self._unsaved is not None:
            self._unsaved.hide()
        self.statusBar().showMessage(
            translate("MainWindow", "Saving works again: the game can be continued later."), 15_000)
