#!/usr/bin/env bash
# Debian's Chromium (/usr/bin/chromium) as the browser tests start it, with one more feature off.
# Chromium 156 opens a WebUI omnibox popup (chrome://omnibox-popup.top-chrome, and its AI-mode twin)
# in a renderer of its own for every window, headless or not: ~0.2 of a core per window, for a popup
# no test ever opens (measured: routes.spec 418 s → 357 s of test time). A second --disable-features
# would replace Playwright's own list, so the features are added to Playwright's switch instead.
args=()
for arg in "$@"; do
  if [[ $arg == --disable-features=* ]]; then arg="$arg,WebUIOmniboxPopup,WebUIOmniboxAimPopup"; fi
  args+=("$arg")
done
exec /usr/bin/chromium "${args[@]}"
