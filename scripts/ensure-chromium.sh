#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: Playwright cannot download its own browsers here.
set -euo pipefail
chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
if [[ -x $chromium_path ]]; then
  exit 0
fi
echo "Installing Debian's chromium for the browser tests..."
sudo_cmd=()
[[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium >/dev/null
