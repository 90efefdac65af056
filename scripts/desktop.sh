# Sourced by the screenshot scripts (scripts/*_shots.sh): `start_desktop
# WIDTHxHEIGHT` starts an X server (Xvfb) on a free display with openbox as
# its window manager, as a person's desktop has one (window frames, focus),
# points Qt at it, and stops both when the script exits. A free display is
# looked for so two scripts can run at once.
start_desktop() {
  local n=80
  while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
  export DISPLAY=":$n" QT_QPA_PLATFORM=xcb
  export PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring
  Xvfb "$DISPLAY" -screen 0 "${1}x24" -nolisten tcp >/dev/null 2>&1 &
  _desktop_x=$!
  trap 'kill ${_desktop_wm:-} $_desktop_x 2>/dev/null || true' EXIT
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
  openbox >/dev/null 2>&1 &
  _desktop_wm=$!
  sleep 1
}
