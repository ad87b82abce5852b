package main

import (
	"io"
	"os"
	"testing"
)

// BenchmarkDisasmCmd runs "lowerc disasm" in process on the file named by
// $LOWERC_DISASM_BENCH (for profiling the command; see BENCHMARKS.md).
func BenchmarkDisasmCmd(b *testing.B) {
	file := os.Getenv("LOWERC_DISASM_BENCH")
	if file == "" {
		b.Skip("set LOWERC_DISASM_BENCH to a disassembler input file")
	}
	for i := 0; i < b.N; i++ {
		if run([]string{"disasm", "-mcpu", "gfx942", "-show-encoding", file}, io.Discard, io.Discard) != 0 {
			b.Fatal("disasm failed")
		}
	}
}
