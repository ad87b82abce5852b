package amdgcn

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
// their encodings, one instruction per line (0xc1,0x04,0x0a,0x16). Every
// one must decode (llvm-mc-19 decodes them all); undecoded counts those
// that do not, which the callers fail on.
func benchEncodings(gen *Generation, src []byte) (dis []byte, undecoded int) {
	insts, _ := Assemble(gen, "bench.s", src, nil)
	for _, in := range insts {
		if _, _, err := Decode(gen, in.AppendEncoding(nil)); err != nil {
			undecoded++
		}
	}
	return disasmInput(insts), undecoded
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
	enc, undecoded := benchEncodings(gen, src)
	if undecoded > 0 {
		tb.Fatalf("%s: %d encodings of the accepted lines do not decode", gen.Name, undecoded)
	}
	tb.Logf("%s: %d lines, %d rejected", gen.Name, n, len(badLines))
	for f, b := range map[string][]byte{asm: src, bad: []byte(bb.String()), dis: enc} {
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

// A cliMode is one row of the process benchmark: lowerc's and llvm-mc-19's
// arguments on one of the benchmark files.
type cliMode struct {
	name       string
	file       string // which file: "asm", "bad" or "dis"
	ours, llvm []string
}

func cliModes(gen *Generation) []cliMode {
	mc := mcArgs(gen)
	ours := func(a ...string) []string { return append(a[:1:1], append([]string{"-mcpu", gen.Name}, a[1:]...)...) }
	if gen.Wave64() {
		ours = func(a ...string) []string {
			return append(a[:1:1], append([]string{"-mcpu", gen.Name, "-mattr", "+wavefrontsize64"}, a[1:]...)...)
		}
	}
	with := func(x ...string) []string { return append(append([]string(nil), mc...), x...) }
	return []cliMode{
		{"asm", "asm", ours("asm"), with()},
		{"asm -show-encoding", "asm", ours("asm", "-show-encoding"), with("-show-encoding")},
		{"asm -show-encoding -j 2", "asm", ours("asm", "-show-encoding", "-j", "2"), with("-show-encoding")},
		{"asm, bad lines only", "bad", ours("asm", "-show-encoding"), with("-show-encoding")},
		{"disasm -show-encoding", "dis", ours("disasm", "-show-encoding"), with("-disassemble", "-show-encoding")},
		{"disasm -show-encoding -j 2", "dis", ours("disasm", "-show-encoding", "-j", "2"), with("-disassemble", "-show-encoding")},
	}
}

// toolRun is one process run: its times, output and exit status.
type toolRun struct {
	wall, cpu      time.Duration
	stdout, stderr []byte
	code           int
}

// runProc runs name with stdin from file and returns what it did; with
// discard, its standard output goes to /dev/null (the timed runs: as the
// earlier harness did, and no pipe to read) and is not returned.
func runProc(tb testing.TB, discard bool, file, name string, args ...string) toolRun {
	f, err := os.Open(file)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(name, args...)
	cmd.Stdin = f
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	if discard {
		cmd.Stdout = nil
	}
	t0 := time.Now()
	err = cmd.Run()
	wall := time.Since(t0)
	if cmd.ProcessState == nil {
		tb.Fatalf("%s: %v", name, err)
	}
	ps := cmd.ProcessState
	return toolRun{wall, ps.UserTime() + ps.SystemTime(), o.Bytes(), e.Bytes(), ps.ExitCode()}
}

// loadAvg is the first field of /proc/loadavg ("?" where there is none).
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(b))[0]
}

// cliRow is one measured row: best CPU and best wall of each tool.
type cliRow struct {
	mode                  string
	llvmCPU, llvmWall     time.Duration
	oursCPU, oursWall     time.Duration
	loadBefore, loadAfter string
	cpuRatio, wallRatio   float64
}

// measureCLI runs every mode on gen's random benchmark files (n lines):
// lowerc and llvm-mc-19 alternately, runs times each, keeping the best CPU
// (user+system) and the best wall-clock time of each. A first, untimed run
// of each mode checks correctness: the same stdout as llvm-mc, and errors
// on the same lines.
func measureCLI(tb testing.TB, exe string, gen *Generation, n, runs int) []cliRow {
	mc := oracle.Require(tb, oracle.LLVMMC)
	dir := tb.TempDir()
	asm, bad, dis, _ := benchFiles(tb, dir, gen, n)
	files := map[string]string{"asm": asm, "bad": bad, "dis": dis}
	var rows []cliRow
	for _, m := range cliModes(gen) {
		row := cliRow{mode: m.name, loadBefore: loadAvg()}
		row.llvmCPU, row.llvmWall, row.oursCPU, row.oursWall = 1<<62, 1<<62, 1<<62, 1<<62
		for i := 0; i <= runs; i++ {
			// run 0 checks the output and is not timed
			o := runProc(tb, i > 0, files[m.file], exe, m.ours...)
			l := runProc(tb, i > 0, files[m.file], mc, m.llvm...)
			if i == 0 {
				what := gen.Name + " " + m.name
				if !bytes.Equal(o.stdout, l.stdout) {
					tb.Fatalf("%s: lowerc's output differs from llvm-mc-19's", what)
				}
				if m.file != "dis" {
					checkSameErrors(tb, what, l.stderr, o.stderr)
				} else if len(o.stderr) != 0 || len(l.stderr) != 0 {
					tb.Fatalf("%s: stderr: llvm-mc-19 %.200q, lowerc %.200q", what, l.stderr, o.stderr)
				}
				continue
			}
			row.oursCPU, row.oursWall = min(row.oursCPU, o.cpu), min(row.oursWall, o.wall)
			row.llvmCPU, row.llvmWall = min(row.llvmCPU, l.cpu), min(row.llvmWall, l.wall)
		}
		row.loadAfter = loadAvg()
		row.cpuRatio = row.llvmCPU.Seconds() / max(row.oursCPU.Seconds(), 1e-6)
		row.wallRatio = row.llvmWall.Seconds() / max(row.oursWall.Seconds(), 1e-6)
		rows = append(rows, row)
	}
	return rows
}

var benchRuns = flag.Int("benchruns", 5, "runs of each tool per row of the throughput table (the best counts)")

// buildLowercT builds cmd/lowerc into a temporary directory.
func buildLowercT(tb testing.TB) string {
	exe := filepath.Join(tb.TempDir(), "lowerc")
	out, err := exec.Command("go", "build", "-o", exe, "../../cmd/lowerc").CombinedOutput()
	if err != nil {
		tb.Fatalf("go build: %v\n%s", err, out)
	}
	return exe
}

// printErrors prints err's positioned errors as lowerc asm|disasm do
// (cmd/lowerc: diag.List.Fprint with the source lines and carets).
func printErrors(w io.Writer, err error, name string, src []byte) {
	el, ok := err.(ErrorList)
	if !ok {
		return
	}
	// as lowerc asm prints them (cmd/lowerc printAMDErrors): 1024 at a
	// time through one buffer, with the line offsets
	const piece = 1024
	n := min(piece, len(el))
	l, ds := make(diag.List, n), make([]diag.Diagnostic, n)
	p := diag.Printer{W: w, Src: diag.Sources{name: src}}
	for k := 0; k < len(el); k += piece {
		part := el[k:min(k+piece, len(el))]
		for i, e := range part {
			ds[i] = diag.Diagnostic{Pos: diag.Pos{File: e.Pos.Filename, Line: e.Pos.Line, Col: e.Pos.Col}, Msg: e.Msg, LineOff: e.LineOff}
			l[i] = &ds[i]
		}
		p.Add(l[:len(part)])
	}
	p.Flush()
}

// BenchmarkRandom200k runs in process what lowerc asm|disasm run, errors
// printed included, on one goroutine, on the random benchmark files of
// the first -benchgen generation: the profile to look at
// (-cpuprofile).
func BenchmarkRandom200k(b *testing.B) {
	gen := benchGenList(b)[0]
	src, badLines := benchCorpus(gen, *benchLines, *benchBad)
	lines := strings.SplitAfter(string(src), "\n")
	var bb []byte
	for _, k := range badLines {
		bb = append(bb, lines[k-1]...)
	}
	dis, undecoded := benchEncodings(gen, src)
	if undecoded > 0 {
		b.Fatalf("%s: %d encodings of the accepted lines do not decode", gen.Name, undecoded)
	}
	for _, m := range []struct {
		name string
		in   []byte
		run  func(in []byte) error
	}{
		{"asm", src, func(in []byte) error { return AssembleListing(io.Discard, gen, "b.s", in, nil, false, 1) }},
		{"asm-show-encoding", src, func(in []byte) error { return AssembleListing(io.Discard, gen, "b.s", in, nil, true, 1) }},
		{"bad-only", bb, func(in []byte) error { return AssembleListing(io.Discard, gen, "b.s", in, nil, true, 1) }},
		{"disasm-show-encoding", dis, func(in []byte) error { return DisassembleListing(io.Discard, gen, "b.s", in, true, 1) }},
	} {
		b.Run(m.name, func(b *testing.B) {
			b.SetBytes(int64(len(m.in)))
			c0 := cpuTime()
			for i := 0; i < b.N; i++ {
				printErrors(io.Discard, m.run(m.in), "b.s", m.in)
			}
			b.ReportMetric((cpuTime()-c0).Seconds()*1e3/float64(b.N), "cpu-ms/op")
		})
	}
}

// TestBenchCorpus checks the benchmark file's generator on a small file:
// the same bytes on every call, exactly -benchbad percent of the lines
// rejected, and llvm-mc-19 rejecting exactly those lines and printing the
// same listing for the others.
func TestBenchCorpus(t *testing.T) {
	gen, _ := ParseGeneration("gfx942")
	const n = 5000
	src, bad := benchCorpus(gen, n, 20)
	again, _ := benchCorpus(gen, n, 20)
	require.Equal(t, src, again, "the benchmark file must not change between runs")
	require.Len(t, bad, n/5)
	mc := oracle.Require(t, oracle.LLVMMC)
	dir := t.TempDir()
	f := filepath.Join(dir, "c.s")
	require.NoError(t, os.WriteFile(f, src, 0o644))
	l := runProc(t, false, f, mc, append(mcArgs(gen), "-show-encoding")...)
	var out, errs bytes.Buffer
	printErrors(&errs, AssembleListing(&out, gen, "<stdin>", src, nil, true, 1), "<stdin>", src)
	assert.Equal(t, bad, errorLines(l.stderr), "llvm-mc-19's rejected lines")
	checkSameErrors(t, "gfx942", l.stderr, errs.Bytes())
	assert.Equal(t, string(l.stdout), out.String())
	assert.Contains(t, string(src), "_dpp ")
	assert.Contains(t, string(src), "_sdwa ")
}

// TestBenchCorpusDecodes: every encoding the assembler gives for the
// accepted lines of the throughput corpus (every operand kind and encoding
// class of the table) decodes again, on every generation llvm-mc-19
// knows: what lowerc writes, lowerc reads. (The throughput tests compare
// both directions with llvm-mc-19; this is their cheap half, run by
// default.)
func TestBenchCorpusDecodes(t *testing.T) {
	for _, gen := range Generations() {
		if !gen.LLVM19 {
			continue
		}
		src, _ := benchCorpus(gen, 6000, 20)
		if _, undecoded := benchEncodings(gen, src); undecoded != 0 {
			t.Errorf("%s: %d encodings of the accepted lines do not decode", gen.Name, undecoded)
		}
	}
}
