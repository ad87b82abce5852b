#!/usr/bin/env bash
# Regenerates cmd/lowerc/default.pgo, the CPU profile that go build and
# go test use for profile-guided optimization of the lowerc binary
# (-pgo=auto: https://go.dev/doc/pgo). The profile is that of the
# listing commands' in-process benchmarks on the random gfx942 corpus
# (BenchmarkRandom200k: asm, asm -show-encoding, the error lines, disasm
# -show-encoding), one goroutine. Rerun it after large changes to the
# assembler, the disassembler or their printers; a stale profile still
# builds (it only optimizes less).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test ./targets/amdgcn -run '^$' -bench Random200k -benchtime 20x -cpu 1 \
	-cpuprofile "$tmp/cpu.prof" -o "$tmp/amdgcn.test" >/dev/null
cp "$tmp/cpu.prof" cmd/lowerc/default.pgo
echo "wrote cmd/lowerc/default.pgo"
