package amdgcn

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var (
	benchGens = flag.String("benchgen", "gfx942", "generations of the throughput benchmarks on the random corpus (comma-separated, or all)")
	benchBad  = flag.Int("benchbad", 20, "percent of lines in the throughput benchmark file that the assemblers reject")
)

// benchCorpusSeed fixes the random benchmark files: the same bytes on every run.
const benchCorpusSeed = 16

// benchCorpus is the throughput benchmark input for gen: n lines of the
// random differential corpus (genCorpus: every table row, every operand
// kind — VGPRs, SGPRs, special registers, inline integer and float
// constants, literals, abs/neg/clamp/omod, op_sel, DPP, SDWA, VOPC, packed
// ops) with a fixed seed, drawn so that bad percent of the lines, spread
// evenly through the file, are lines the assembler rejects and the rest
// lines it accepts. Which lines are bad is decided by Assemble on the line
// alone; the benchmarks check against llvm-mc that its set of rejected
// lines is the same (checkBenchErrors). It returns the file and the
// 1-based numbers of its bad lines.
func benchCorpus(gen *Generation, n, bad int) ([]byte, []int) {
	var good, rej []string
	wantBad := n * bad / 100
	for round := uint64(0); len(good) < n-wantBad || len(rej) < wantBad; round++ {
		for _, l := range genCorpus(gen, n, benchCorpusSeed+round) {
			if _, err := Assemble(gen, "", []byte(l), nil); err != nil {
				rej = append(rej, l)
			} else {
				good = append(good, l)
			}
		}
	}
	var b bytes.Buffer
	var badLines []int
	gi, ri := 0, 0
	for i := 0; i < n; i++ {
		// line i is bad where the running count of bad lines steps up
		if (i+1)*bad/100 > i*bad/100 {
			b.WriteString(rej[ri])
			ri++
			badLines = append(badLines, i+1)
		} else {
			b.WriteString(good[gi])
			gi++
		}
		b.WriteByte('\n')
	}
	return b.Bytes(), badLines
}

// benchEncodings is the disassembler input made of src's accepted lines:
// their encodings, one instruction per line (0xc1,0x04,0x0a,0x16).
func benchEncodings(gen *Generation, src []byte) []byte {
	insts, _ := Assemble(gen, "bench.s", src, nil)
	return disasmInput(insts)
}

var mcErrLineRe = regexp.MustCompile(`(?m)^[^:\n]*:(\d+):\d+: error:`)

// errorLines returns the line numbers of the "error:" diagnostics in an
// llvm-mc style stderr, in order.
func errorLines(stderr []byte) []int {
	var l []int
	for _, m := range mcErrLineRe.FindAllSubmatch(stderr, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		l = append(l, n)
	}
	return l
}

// checkSameErrors fails unless the two stderr texts report errors on the
// same lines, line for line.
func checkSameErrors(tb testing.TB, what string, llvm, ours []byte) {
	tb.Helper()
	a, b := errorLines(llvm), errorLines(ours)
	if len(a) != len(b) {
		tb.Fatalf("%s: llvm-mc-19 reports %d error lines, lowerc %d", what, len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			tb.Fatalf("%s: error %d: llvm-mc-19 on line %d, lowerc on line %d", what, i+1, a[i], b[i])
		}
	}
}

// benchGenList is -benchgen as generations llvm-mc-19 knows.
func benchGenList(tb testing.TB) []*Generation {
	var gens []*Generation
	if *benchGens == "all" {
		for _, g := range Generations() {
			if g.LLVM19 {
				gens = append(gens, g)
			}
		}
		return gens
	}
	for _, name := range strings.Split(*benchGens, ",") {
		g, err := ParseGeneration(name)
		if err != nil {
			tb.Fatal(err)
		}
		gens = append(gens, g)
	}
	return gens
}

// benchFiles writes the random benchmark files of gen into dir: the
// listing (NAME.s, with -benchbad percent bad lines), its bad lines alone
// (NAME.bad.s) and the encodings of its good lines (NAME.txt).
func benchFiles(tb testing.TB, dir string, gen *Generation, n int) (asm, bad, dis string, nbad int) {
	src, badLines := benchCorpus(gen, n, *benchBad)
	lines := strings.SplitAfter(string(src), "\n")
	var bb strings.Builder
	for _, k := range badLines {
		bb.WriteString(lines[k-1])
	}
	asm = filepath.Join(dir, gen.Name+".s")
	bad = filepath.Join(dir, gen.Name+".bad.s")
	dis = filepath.Join(dir, gen.Name+".txt")
	for f, b := range map[string][]byte{asm: src, bad: []byte(bb.String()), dis: benchEncodings(gen, src)} {
		if err := os.WriteFile(f, b, 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return asm, bad, dis, len(badLines)
}

// TestDumpBenchCorpus writes the random benchmark files of each -benchgen
// generation (-benchlines lines) into $AMDGCN_BENCH_DUMP.
func TestDumpBenchCorpus(t *testing.T) {
	d := os.Getenv("AMDGCN_BENCH_DUMP")
	if d == "" {
		t.Skip("set AMDGCN_BENCH_DUMP=dir to write the random benchmark files")
	}
	for _, g := range benchGenList(t) {
		_, _, _, nbad := benchFiles(t, d, g, *benchLines)
		fmt.Printf("%s: %d lines, %d rejected\n", g.Name, *benchLines, nbad)
	}
}
