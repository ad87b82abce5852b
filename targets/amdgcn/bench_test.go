package amdgcn

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/lowerc/lowerc/internal/oracle"
)

var benchLines = flag.Int("benchlines", 200000, "lines in the throughput benchmark file")

// minmaxFile builds the benchmark input: n lines of min/max family
// instructions (the random corpus, restricted to lines llvm-mc accepts).
func minmaxFile(tb testing.TB, gen *Generation, n int) []byte {
	lines := genCorpus(gen, 4000, 3)
	var keep []string
	for _, l := range lines {
		insts, err := Assemble(gen, "", []byte(l), nil)
		if err != nil || !strings.HasPrefix(l, "v_") {
			continue
		}
		// keep lines whose bytes also disassemble (both benchmarks use the file)
		if _, _, err := Decode(gen, insts[0].AppendEncoding(nil)); err == nil {
			keep = append(keep, l)
		}
	}
	var b bytes.Buffer
	for i := 0; i < n; i++ {
		b.WriteString(keep[i%len(keep)])
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// cpuTime is this process's user+system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// report adds wall-clock and CPU-time figures for both tools.
func report(b *testing.B, llvmWall, llvmCPU, oursWall, oursCPU time.Duration) {
	b.ReportMetric(llvmWall.Seconds(), "llvm-wall-s")
	b.ReportMetric(oursWall.Seconds(), "ours-wall-s")
	b.ReportMetric(llvmWall.Seconds()/oursWall.Seconds(), "wall-speedup")
	b.ReportMetric(llvmCPU.Seconds(), "llvm-cpu-s")
	b.ReportMetric(oursCPU.Seconds(), "ours-cpu-s")
	b.ReportMetric(llvmCPU.Seconds()/oursCPU.Seconds(), "cpu-speedup")
}

func runLLVM(b *testing.B, args []string, in []byte) (time.Duration, time.Duration) {
	mc := oracle.Require(b, oracle.LLVMMC)
	cmd := exec.Command(mc, args...)
	cmd.Stdin = bytes.NewReader(in)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	t0 := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("llvm-mc: %v %.300s", err, e.String())
	}
	return time.Since(t0), cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}

// BenchmarkAssemble200k assembles the same 200k-line min/max file with
// Assemble (+ listing with encodings, as lowerc asm -show-encoding prints)
// and with llvm-mc-19 -show-encoding, and reports the ratio.
func BenchmarkAssemble200k(b *testing.B) {
	gen, _ := ParseGeneration("gfx942")
	src := minmaxFile(b, gen, *benchLines)
	llvmWall, llvmCPU := runLLVM(b, []string{"-triple=amdgcn", "-mcpu=gfx942", "-show-encoding"}, src)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	c0 := cpuTime()
	var out []byte
	for i := 0; i < b.N; i++ {
		insts, err := Assemble(gen, "bench.s", src, nil)
		if err != nil {
			b.Fatal(err)
		}
		out = AppendListing(out[:0], insts, true)
	}
	b.StopTimer()
	report(b, llvmWall, llvmCPU, b.Elapsed()/time.Duration(b.N), (cpuTime()-c0)/time.Duration(b.N))
}

// BenchmarkDisassemble200k does the same for the disassembler, on the
// encodings of that file written as llvm-mc -disassemble input.
func BenchmarkDisassemble200k(b *testing.B) {
	gen, _ := ParseGeneration("gfx942")
	src := minmaxFile(b, gen, *benchLines)
	insts, err := Assemble(gen, "bench.s", src, nil)
	if err != nil {
		b.Fatal(err)
	}
	dis := disasmInput(insts)
	llvmWall, llvmCPU := runLLVM(b, []string{"-triple=amdgcn", "-mcpu=gfx942", "-disassemble", "-show-encoding"}, dis)
	b.SetBytes(int64(len(dis)))
	b.ResetTimer()
	c0 := cpuTime()
	var out []byte
	for i := 0; i < b.N; i++ {
		got, err := DisassembleText(gen, "bench.txt", dis)
		if err != nil {
			b.Fatal(err)
		}
		out = AppendListing(out[:0], got, true)
	}
	b.StopTimer()
	report(b, llvmWall, llvmCPU, b.Elapsed()/time.Duration(b.N), (cpuTime()-c0)/time.Duration(b.N))
}

func BenchmarkAssembleOnly(b *testing.B) {
	gen, _ := ParseGeneration("gfx942")
	src := minmaxFile(b, gen, 50000)
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Assemble(gen, "bench.s", src, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkListingOnly(b *testing.B) {
	gen, _ := ParseGeneration("gfx942")
	src := minmaxFile(b, gen, 50000)
	insts, _ := Assemble(gen, "bench.s", src, nil)
	b.ResetTimer()
	var out []byte
	for i := 0; i < b.N; i++ {
		out = AppendListing(out[:0], insts, true)
	}
}

func BenchmarkDisasmOnly(b *testing.B) {
	gen, _ := ParseGeneration("gfx942")
	src := minmaxFile(b, gen, 50000)
	insts, _ := Assemble(gen, "bench.s", src, nil)
	dis := disasmInput(insts)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := DisassembleText(gen, "b", dis); err != nil {
			b.Fatal(err)
		}
	}
}

// disasmInput writes the encodings as llvm-mc -disassemble input, one
// instruction per line in the format: 0xc1,0x04,0x0a,0x16.
func disasmInput(insts []Inst) []byte {
	var dis []byte
	for i := range insts {
		l := appendByteList(nil, insts[i].AppendEncoding(nil))
		dis = append(dis, l[1:len(l)-1]...)
		dis = append(dis, '\n')
	}
	return dis
}

// buildLowerc builds cmd/lowerc into a temporary directory.
func buildLowerc(b *testing.B) string {
	exe := filepath.Join(b.TempDir(), "lowerc")
	out, err := exec.Command("go", "build", "-o", exe, "../../cmd/lowerc").CombinedOutput()
	if err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	return exe
}

// runTool runs a command with stdin from file and stdout discarded, and
// returns its wall-clock and CPU (user+system) time.
func runTool(b *testing.B, file string, name string, args ...string) (time.Duration, time.Duration) {
	f, err := os.Open(file)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(name, args...)
	cmd.Stdin = f
	var e bytes.Buffer
	cmd.Stderr = &e
	t0 := time.Now()
	if err := cmd.Run(); err != nil {
		b.Fatalf("%s: %v %.300s", name, err, e.String())
	}
	return time.Since(t0), cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}

// BenchmarkCLI200k runs `lowerc asm` / `lowerc disasm` and llvm-mc-19 as
// processes on the same 200k-line files, alternating, b.N times each, and
// reports the best wall-clock and CPU times of each tool and their ratios.
func BenchmarkCLI200k(b *testing.B) {
	mc := oracle.Require(b, oracle.LLVMMC)
	gen, _ := ParseGeneration("gfx942")
	src := minmaxFile(b, gen, *benchLines)
	insts, err := Assemble(gen, "bench.s", src, nil)
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	asmFile, disFile := filepath.Join(dir, "minmax.s"), filepath.Join(dir, "minmax.txt")
	os.WriteFile(asmFile, src, 0o644)
	os.WriteFile(disFile, disasmInput(insts), 0o644)
	exe := buildLowerc(b)
	for _, mode := range []struct {
		name, file string
		ours, llvm []string
	}{
		{"asm", asmFile, []string{"asm", "-mcpu", "gfx942", "-show-encoding"}, []string{"-triple=amdgcn", "-mcpu=gfx942", "-show-encoding"}},
		{"disasm", disFile, []string{"disasm", "-mcpu", "gfx942", "-show-encoding"}, []string{"-triple=amdgcn", "-mcpu=gfx942", "-disassemble", "-show-encoding"}},
	} {
		b.Run(mode.name, func(b *testing.B) {
			best := [4]time.Duration{1 << 62, 1 << 62, 1 << 62, 1 << 62}
			for i := 0; i < b.N; i++ {
				ow, oc := runTool(b, mode.file, exe, mode.ours...)
				lw, lc := runTool(b, mode.file, mc, mode.llvm...)
				best = [4]time.Duration{min(best[0], lw), min(best[1], lc), min(best[2], ow), min(best[3], oc)}
			}
			report(b, best[0], best[1], best[2], best[3])
		})
	}
}

func TestDumpBenchFiles(t *testing.T) {
	d := os.Getenv("AMDGCN_BENCH_DUMP")
	if d == "" {
		t.Skip("set AMDGCN_BENCH_DUMP=dir to write the benchmark files")
	}
	gen, _ := ParseGeneration("gfx942")
	src := minmaxFile(t, gen, *benchLines)
	insts, _ := Assemble(gen, "bench.s", src, nil)
	os.WriteFile(filepath.Join(d, "minmax200k.s"), src, 0o644)
	os.WriteFile(filepath.Join(d, "minmax200k.txt"), disasmInput(insts), 0o644)
}
