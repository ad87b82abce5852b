#!/usr/bin/env bash
# Installs the outside oracles lowerc's tests compare against, idempotently:
#   - llvm-19 (llvm-mc-19, llc-19, opt-19, lli-19) and lld-19 (ld.lld-19) from Debian's main component, llvm-22
#     (for gfx950) from bookworm-security, gcc and libc6-dev;
#   - ptxas and nvdisasm from CUDA 11.8, unpacked (not installed) from Debian bookworm's
#     non-free nvidia-cuda-toolkit package into $LOWERC_CUDA_DIR (default /opt/lowerc/cuda).
# Prints where each tool is. Safe to run again: it does nothing that is already done.
#
# The non-free entry it adds uses the archive address the machine already uses for
# Debian (the URIs: of its deb822 Debian entry, or the URI of the deb line in
# sources.list), never a host name of its own: a mirror, a proxy or a snapshot keeps
# working. "install-oracles.sh --archive-uri" prints that address and exits.
# LOWERC_APT_DIR (default /etc/apt) is where the sources are read (tests).
set -euo pipefail

cuda_dir=${LOWERC_CUDA_DIR:-/opt/lowerc/cuda}
apt_dir=${LOWERC_APT_DIR:-/etc/apt}
suite=bookworm # CUDA 11.8's nvidia-cuda-toolkit is bookworm's

# archive_uri prints the URI of the machine's Debian archive entry for $suite: the
# first active deb822 stanza (Types: deb) whose Suites list $suite itself, or the
# first active one-line "deb [options] URI $suite ..." entry. Security and other
# suites (bookworm-security, bookworm-updates alone) do not count. It prints the
# stanza's Signed-By too, on a second line, when it has one.
archive_uri() {
  local f
  for f in "$apt_dir"/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk -v suite="$suite" '
      function flush() {
        if (deb && uri != "" && has) { print uri; if (key != "") print key; found = 1; exit }
        deb = 0; uri = ""; has = 0; key = ""
      }
      /^[[:space:]]*#/ { next }
      /^[[:space:]]*$/ { flush(); next }
      tolower($1) == "types:" { for (i = 2; i <= NF; i++) if ($i == "deb") deb = 1 }
      tolower($1) == "uris:" { uri = $2 }
      tolower($1) == "suites:" { for (i = 2; i <= NF; i++) if ($i == suite) has = 1 }
      tolower($1) == "signed-by:" { key = $2 }
      tolower($1) == "enabled:" && tolower($2) == "no" { deb = 0 }
      END { if (!found) flush() }
    ' "$f" | grep . && return 0
  done
  for f in "$apt_dir"/sources.list "$apt_dir"/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    awk -v suite="$suite" '
      $1 != "deb" { next }
      {
        i = 2
        if ($i ~ /^\[/) { while (i <= NF && $i !~ /\]$/) i++; i++ }
        if ($(i + 1) == suite) { print $i; exit }
      }
    ' "$f" | grep . && return 0
  done
  return 1
}

if [ "${1:-}" = "--archive-uri" ]; then
  archive_uri | head -1 || { echo "install-oracles.sh: no Debian $suite entry in $apt_dir/sources.list or $apt_dir/sources.list.d" >&2; exit 1; }
  exit 0
fi
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
  for f in "$apt_dir"/sources.list "$apt_dir"/sources.list.d/*.list "$apt_dir"/sources.list.d/*.sources; do
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

# lld-19 (ld.lld-19): links the AMDGPU objects of lowerc -filetype=obj into
# code objects (Debian's main component).
if ! command -v ld.lld-19 >/dev/null; then
  apt_update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq lld-19 >/dev/null
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
    if ! found=$(archive_uri); then
      echo "install-oracles.sh: no Debian $suite entry in $apt_dir/sources.list or $apt_dir/sources.list.d to add non-free to" >&2
      exit 1
    fi
    uri=$(printf '%s\n' "$found" | sed -n 1p)
    key=$(printf '%s\n' "$found" | sed -n 2p)
    {
      echo "Types: deb"
      echo "URIs: $uri"
      echo "Suites: $suite"
      echo "Components: non-free contrib"
      [ -z "$key" ] || echo "Signed-By: $key"
    } | $sudo tee "$list" >/dev/null
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
echo "ld.lld:  $(command -v ld.lld-19)"
echo "gcc:     $(command -v gcc)"
echo "chromium: $(command -v chromium)"
echo "ptxas:   $cuda_dir/usr/bin/ptxas ($("$cuda_dir/usr/bin/ptxas" --version | tail -1))"
echo "nvdisasm: $cuda_dir/usr/bin/nvdisasm"
