#!/usr/bin/env bash
# Installs the outside oracles lowerc's tests compare against, idempotently:
#   - llvm-19 (llvm-mc-19, llc-19, opt-19, lli-19) from Debian's main component, llvm-22
#     (for gfx950) from bookworm-security, gcc and libc6-dev;
#   - ptxas and nvdisasm from CUDA 11.8, unpacked (not installed) from Debian bookworm's
#     non-free nvidia-cuda-toolkit package into $LOWERC_CUDA_DIR (default /opt/lowerc/cuda).
# Prints where each tool is. Safe to run again: it does nothing that is already done.
set -euo pipefail

cuda_dir=${LOWERC_CUDA_DIR:-/opt/lowerc/cuda}
sudo=""
if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi

updated=0
apt_update() {
  if [ "$updated" = 0 ]; then
    $sudo apt-get update -qq
    updated=1
  fi
}

has_nonfree() {
  local f
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    if grep -qE '^[^#]*[[:space:]]non-free([[:space:]]|$)' "$f"; then return 0; fi
  done
  return 1
}

# LLVM 19 (llvm-mc-19, llc-19, opt-19, lli-19), and LLVM 22 for gfx950, which
# LLVM 19 does not know (Debian bookworm-security carries llvm-22).
if ! command -v llvm-mc-19 >/dev/null || ! command -v llc-19 >/dev/null || ! command -v opt-19 >/dev/null \
   || ! command -v lli-19 >/dev/null || ! command -v llvm-mc-22 >/dev/null || ! command -v llc-22 >/dev/null; then
  apt_update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq llvm-19 llvm-22 >/dev/null
fi

# gcc and the C library headers: the glibc oracle of the scalar and
# semantics tests compiles C. A minimal Debian has neither.
if ! command -v gcc >/dev/null || [ ! -f /usr/include/math.h ]; then
  apt_update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq gcc libc6-dev >/dev/null
fi

# chromium: the compare HTML test renders the page headless (Debian's
# chromium package, main component).
if ! command -v chromium >/dev/null; then
  apt_update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

# ptxas and nvdisasm (CUDA 11.8) from the non-free component.
if [ ! -x "$cuda_dir/usr/bin/ptxas" ] || [ ! -x "$cuda_dir/usr/bin/nvdisasm" ]; then
  list=/etc/apt/sources.list.d/lowerc-nonfree.sources
  # An active entry with the component non-free (not non-free-firmware, which
  # a fresh bookworm install lists, and not a commented-out line).
  if ! has_nonfree; then
    $sudo tee "$list" >/dev/null <<'SRC'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: non-free contrib
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    updated=0
  fi
  apt_update
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # bookworm's is CUDA 11.8, the version the tests and references assume.
  (cd "$work" && apt-get download -qq nvidia-cuda-toolkit/bookworm >/dev/null)
  $sudo mkdir -p "$cuda_dir"
  $sudo dpkg -x "$work"/nvidia-cuda-toolkit_*.deb "$cuda_dir"
fi

echo "llvm-mc: $(command -v llvm-mc-19)"
echo "llc:     $(command -v llc-19)"
echo "opt:     $(command -v opt-19)"
echo "lli:     $(command -v lli-19)"
echo "llvm-mc (gfx950): $(command -v llvm-mc-22)"
echo "llc (gfx950):     $(command -v llc-22)"
echo "gcc:     $(command -v gcc)"
echo "chromium: $(command -v chromium)"
echo "ptxas:   $cuda_dir/usr/bin/ptxas ($("$cuda_dir/usr/bin/ptxas" --version | tail -1))"
echo "nvdisasm: $cuda_dir/usr/bin/nvdisasm"
