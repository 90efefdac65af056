; Inno Setup script for the Windows installer. Run on Windows after the
; PyInstaller build (see packaging/README.md):
;   iscc /DVersion=VERSION packaging\windows\verbatim.iss
; VERSION is pyproject.toml's (packaging/ci/build-installers.yml reads it):
; a default here would name every installer after one release.
; The person's conversations live in %LOCALAPPDATA%\verbatim, never in the
; install folder, so upgrading or uninstalling keeps them.
#ifndef Version
  #error Give the release's version: iscc /DVersion=VERSION (pyproject.toml's)
#endif

[Setup]
AppId={{6F0C5E1E-7D0B-4C2B-9C52-5B7A8E0F4A11}
AppName=Verbatim
AppVersion={#Version}
AppPublisher=The Verbatim developers
DefaultDirName={autopf}\Verbatim
DefaultGroupName=Verbatim
OutputDir=..\dist
OutputBaseFilename=Verbatim-{#Version}-setup
Compression=lzma2
SolidCompression=yes
PrivilegesRequiredOverridesAllowed=dialog
WizardStyle=modern
UninstallDisplayIcon={app}\verbatim.exe

[Files]
Source: "..\dist\verbatim\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Verbatim"; Filename: "{app}\verbatim.exe"
Name: "{autodesktop}\Verbatim"; Filename: "{app}\verbatim.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop icon"; Flags: unchecked

[Run]
Filename: "{app}\verbatim.exe"; Description: "Start Verbatim"; Flags: nowait postinstall skipifsilent
