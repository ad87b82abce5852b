#!/usr/bin/env bash
# Runs "lowerc conform" on a machine with an NVIDIA GPU (issue 15) and writes the reports
# under $OUT (default ./conform-out): for each step a text and a JSON report, with the GPU
# name, driver version and date the CUDA driver reports, plus env.txt (nvidia-smi, uname).
# Meant to finish in under 5 minutes on one H200 (sm_90); each step has its own time budget
# (lowerc conform -time: what did not run in time is reported as not run) and a hard timeout
# 15 s later as a backstop, so a slow step costs only its own results.
#
#   grid        every sm_90 form (PTX 7.8) and the sm_75 half fallbacks on the class grid
#   f16, f16x2, bf16, int16
#               all 2^32 pairs of each 16-bit form of that type (one step per type, so that a
#               slow one costs only its own report)
#   fallback    the sm_75 half fallbacks on the class grid and every pair of NaNs
#   ptx80       the PTX ISA 8.0 integer forms (.relu, .u16x2/.s16x2) on the class grid and the
#               grid's rows (ptxas 11.8 cannot check these modules; the driver's JIT does)
#
# CONFORM_EXTRA adds flags to every step: CONFORM_EXTRA="-emulate -sweep grid" runs the script
# through the PTX executor on a machine without a GPU (a check of the script itself).
#
# lowerc is ./lowerc when it exists (build it beforehand, the device machine may have no Go
# and no network: CGO_ENABLED=0 go build -o lowerc ./cmd/lowerc; /lowerc is git-ignored, so
# carry it), else "go build".
#
# Committing a report (see testdata/conform/README.md): copy $OUT/*.txt and *.json to
# testdata/conform/<gpu>-<date>/, then, for each verdict whose status is "disagrees", change the
# model's default in package semantics to what the hardware did, keep the old reading as a
# named parameter value, and cite the report as the source.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=${OUT:-$PWD/conform-out}
mkdir -p "$OUT"
start=$(date +%s)

bin="$OUT/.lowerc"
if [ -x ./lowerc ]; then
  echo "conform-device: using the prebuilt ./lowerc"
  cp ./lowerc "$bin"
elif command -v go >/dev/null 2>&1; then
  echo "conform-device: building lowerc with $(go version)"
  CGO_ENABLED=0 go build -o "$bin" ./cmd/lowerc
else
  echo "conform-device: no prebuilt ./lowerc and no Go toolchain" >&2
  exit 2
fi

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "uname: $(uname -a)"
  echo "lowerc: $(git rev-parse HEAD 2>/dev/null || echo unknown) $("$bin" version 2>/dev/null || true)"
  if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total --format=csv || true
  else
    echo "nvidia-smi: not installed"
  fi
} >"$OUT/env.txt" 2>&1
cat "$OUT/env.txt"

status=0
step() { # name timeout args...
  local name=$1 limit=$2
  shift 2
  echo "conform-device: step $name (at most ${limit}s): lowerc conform $*"
  local t0 rc=0
  t0=$(date +%s)
  # shellcheck disable=SC2086 # CONFORM_EXTRA is a list of flags
  # -time stops the step in time to write its report; timeout is the backstop.
  timeout $((limit + 15)) "$bin" conform -v -time "${limit}s" "$@" ${CONFORM_EXTRA:-} -o "$OUT/conform-$name.txt" -json "$OUT/conform-$name.json" || rc=$?
  echo "conform-device: step $name exited $rc after $(($(date +%s) - t0))s"
  case $rc in
    0) ;;
    1) status=1; echo "conform-device: step $name found mismatches or kernels that did not run (see conform-$name.txt)" ;;
    2) echo "conform-device: step $name: no usable GPU (see the message above)" >&2; exit 2 ;;
    124) status=1; echo "conform-device: step $name hit the hard timeout; its report was not written" ;;
    *) status=1 ;;
  esac
}

# Budgets sum to 285 s (backstops: 105 s more, reached only if a launch hangs).
step grid 40 -target ptx:sm_90 -sweep none
step f16 50 -target ptx:sm_90 -sweep all -forms '\.f16$'
step f16x2 60 -target ptx:sm_90 -sweep all -forms '\.f16x2$'
step bf16 50 -target ptx:sm_90 -sweep all -forms '\.bf16(x2)?$'
step int16 45 -target ptx:sm_90 -sweep all -forms '\.[su]16$'
step fallback 20 -target ptx:sm_90 -sweep all -forms '^fallback'
step ptx80 20 -target ptx:sm_90:ptx=8.0 -forms 'relu|[su]16x2' -sweep grid

echo "conform-device: done in $(($(date +%s) - start))s; reports:"
ls -l "$OUT"
rm -f "$bin"
exit $status
