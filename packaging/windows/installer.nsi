; The cafegames installer for Windows (NSIS 3, Modern UI 2), built on Linux by packaging/build_windows.py:
;   makensis -DVERSION=0.1.0 -DSOURCE=<the laid-out app> -DOUTFILE=<setup.exe> -DSIZE_KB=<installed size> installer.nsi
;
; For the current user only, without administrator rights: %LOCALAPPDATA%\Programs\cafegames (where per-user apps
; go), a Start-menu entry, an optional desktop shortcut, an uninstaller listed in Windows' "Installed apps"
; (HKCU). Pages in French or English, whichever the system uses (NSIS picks the language of the system's
; interface among those inserted below). Silent: setup.exe /S [/D=C:\other folder] and uninstall.exe /S.
; The family's data (saves, history, players, decks, settings) lives in %LOCALAPPDATA%\cafegames, which neither
; the installer nor the uninstaller ever touches.

Unicode true
Target amd64-unicode
!ifndef COMPRESSOR
  !define COMPRESSOR lzma
!endif
; lzma: the smallest (releases); zlib: faster, bigger; none: no compression at all (the Wine test)
!if "${COMPRESSOR}" == "none"
  SetCompress off
!else
  SetCompressor /SOLID ${COMPRESSOR}
!endif
ManifestDPIAware true
RequestExecutionLevel user

!define APP "cafegames"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define PYTHONW "$INSTDIR\python\pythonw.exe"
!define APP_ARGS "-I -m cafegames"

Name "cafegames"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "cafegames ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "cafegames"
VIAddVersionKey /LANG=0 "FileDescription" "cafegames ${VERSION} setup"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "${SOURCE}\cafegames.ico"
!define MUI_UNICON "${SOURCE}\cafegames.ico"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "${PYTHONW}"
!define MUI_FINISHPAGE_RUN_PARAMETERS "${APP_ARGS}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(KeepsData)"
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

LangString SecApp ${LANG_ENGLISH} "cafegames (UNO, Café International, Canyon)"
LangString SecApp ${LANG_FRENCH} "cafegames (UNO, Café International, Canyon)"
LangString SecDesktop ${LANG_ENGLISH} "Shortcut on the desktop"
LangString SecDesktop ${LANG_FRENCH} "Raccourci sur le bureau"
LangString KeepsData ${LANG_ENGLISH} "cafegames will be removed from this computer. The family's saved games, history, players and decks stay in $LOCALAPPDATA\cafegames."
LangString KeepsData ${LANG_FRENCH} "cafegames va être désinstallé de cet ordinateur. Les parties sauvegardées, l’historique, les joueurs et les paquets de la famille restent dans $LOCALAPPDATA\cafegames."

Section "!$(SecApp)" SecApp
  SectionIn RO
  SetShellVarContext current
  ; An upgrade replaces the previous version's program files (never the family's data, which is elsewhere).
  ${If} ${FileExists} "$INSTDIR\uninstall.exe"
    RMDir /r "$INSTDIR\python"
  ${EndIf}
  SetOutPath "$INSTDIR"
  File /r "${SOURCE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  SetOutPath "$INSTDIR"
  CreateShortcut "$SMPROGRAMS\cafegames.lnk" "${PYTHONW}" "${APP_ARGS}" "$INSTDIR\cafegames.ico" 0
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "cafegames"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "cafegames"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\cafegames.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "$(SecDesktop)" SecDesktop
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  CreateShortcut "$DESKTOP\cafegames.lnk" "${PYTHONW}" "${APP_ARGS}" "$INSTDIR\cafegames.ico" 0
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\cafegames.lnk"
  Delete "$DESKTOP\cafegames.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ; Only what the installer put there: the program folder. %LOCALAPPDATA%\cafegames (the family's data) stays.
  RMDir /r "$INSTDIR\python"
  Delete "$INSTDIR\cafegames.ico"
  Delete "$INSTDIR\licences.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
SectionEnd
