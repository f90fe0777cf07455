#!/usr/bin/env bash
# CellKitGTK's CI step, run by CellKit's .ci/run: installs GTK 4's development files, Xvfb and
# xdotool with apt-get when they are missing, then builds the package with warnings as errors,
# lints it, builds its documentation, runs its tests in a real GTK 4 under Xvfb, and clicks through
# the demos (Scripts/click-rows.sh, Scripts/click-columns.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v xdotool >/dev/null || missing+=(xdotool)
if ((${#missing[@]})); then
  echo "installing ${missing[*]} with apt-get"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  log=$(mktemp)
  if ! { $sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"; } >"$log" 2>&1; then
    tail -30 "$log" >&2
    echo "CellKitGTK's tests need ${missing[*]}, and apt-get could not install them (its output is above)." >&2
    echo "Install them by hand (Debian or Ubuntu: apt-get install libgtk-4-dev xvfb xdotool) and run again." >&2
    exit 1
  fi
  echo "installed ${missing[*]}"
fi

swift build --build-tests -Xswiftc -warnings-as-errors
swift format lint --strict -r Sources Tests Examples Package.swift
bash Scripts/docs.sh
xvfb-run -a -s "-noreset" swift test --skip-build
shots=$(mktemp -d)
bash Scripts/click-rows.sh "$(swift build --show-bin-path)/subscribe-gtk" "$shots/subscribe-gtk.png"
bash Scripts/click-columns.sh "$(swift build --show-bin-path)/tasks-gtk" "$shots/tasks-gtk.png"
