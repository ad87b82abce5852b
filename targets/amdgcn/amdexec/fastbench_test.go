package amdexec

import (
	"strings"
	"syscall"
	"testing"

	"github.com/lowerc/lowerc/internal/sweepbench"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify/tv"
)

// fileTile is the one-op f16 kernel (f16.tile): loads, a max with nan =
// propagate, a store (the op's Case runs the kernarg prologue, then the
// max's region).
const fileTile = `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %a = max %a, %b {nan = propagate}
  store %D, %a
}
`

func fileCase(b testing.TB, src, arch string) tv.Case {
	m, err := ir.Parse("file.tile", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	cs, err := Target{}.Cases(m, "file.tile", tv.Options{Arch: arch})
	if err != nil || len(cs) != 1 {
		b.Fatal(err, len(cs))
	}
	return cs[0]
}

// BenchmarkCaseRowsF16 runs the Case of fileTile as the exhaustive sweep
// does (tv.Validate's rows: 4096 pairs per Run), on 16 rows (2^20 pairs).
func BenchmarkCaseRowsF16(b *testing.B) {
	c := fileCase(b, fileTile, "gfx942")
	const n = 4096
	in := [][]uint64{make([]uint64, n), make([]uint64, n)}
	out := make([]uint64, n)
	cpu := cpuTime()
	for b.Loop() {
		for a := 0; a < 16; a++ {
			for lo := 0; lo < 1<<16; lo += n {
				for i := range in[0] {
					in[0][i], in[1][i] = uint64(a*4099), uint64(lo+i)
				}
				if err := c.Func.Run(in, out); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(1<<20), "ns/pair")
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/(1<<20), "cpu-ns/pair")
}

// cpuTime returns the process's user and system CPU time in nanoseconds
// (the machine is shared: wall time under load says little).
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkValidateF32File is lowerc validate's default mode (grid plus
// 10^7 random pairs) on the f32 version of fileTile.
func BenchmarkValidateF32File(b *testing.B) {
	c := fileCase(b, strings.ReplaceAll(fileTile, "f16", "f32"), "gfx942")
	for b.Loop() {
		rep, err := tv.Validate(c, tv.Inputs{Random: 1e7, Seed: tv.DefaultSeed})
		if err != nil || !rep.Refines() {
			b.Fatal(err, rep)
		}
	}
}

// BenchmarkValidateExhaustiveFileF16 is lowerc validate -exhaustive on
// fileTile: tv.Validate over all 2^32 pairs
// (-benchtime 1x).
func BenchmarkValidateExhaustiveFileF16(b *testing.B) {
	c := fileCase(b, fileTile, "gfx942")
	cpu := cpuTime()
	for b.Loop() {
		rep, err := tv.Validate(c, tv.Inputs{Exhaustive: true})
		if err != nil || !rep.Refines() {
			b.Fatal(err, rep)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/1e9, "cpu-s/op")
}

// BenchmarkRunTuplesRow is the AMD side of lowerc diff -exhaustive
// (internal/tilerun's sweepTuples): RunTuples of fileTile's kernel with
// "apply v_max_f16" on rows of 65536 executions (%A the row's value in
// every execution, %B 0 … 65535), 16 rows per op.
func BenchmarkRunTuplesRow(b *testing.B) {
	src := strings.Replace(fileTile, "%a = max %a, %b {nan = propagate}", `%a = apply amdgcn "v_max_f16" %a, %b`, 1)
	m, err := ir.Parse("row.tile", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	k, err := KernelCode(m, "k", nil, tv.Options{Arch: "gfx942"})
	if err != nil {
		b.Fatal(err)
	}
	const n = 1 << 16
	args := []tv.Arg{{Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}}
	row, iota, res := make([]uint64, n), make([]uint64, n), make([]uint64, n)
	for i := range iota {
		iota[i] = uint64(i)
	}
	ins := []tv.Column{{Param: 0, Vals: row}, {Param: 1, Vals: iota}}
	outs := []tv.Column{{Param: 2, Vals: res}}
	cpu := cpuTime()
	for b.Loop() {
		for r := 0; r < 16; r++ {
			for i := range row {
				row[i] = uint64(r * 4099)
			}
			if err := k.RunTuples(args, n, ins, outs); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/(16<<16), "cpu-ns/pair")
}

// BenchmarkSweepRows64 runs 64 rows of the exhaustive f16 sweep
// (sweepbench.Rows64, through Run) on fileTile's Case for gfx942. Its instruction count is the machine-independent figure of
// BENCHMARKS.md: GOGC=off GOMAXPROCS=1 valgrind --tool=cachegrind
// --cache-sim=no ./amdexec.test -test.run XX -test.bench SweepRows64
// -test.benchtime 1x.
func BenchmarkSweepRows64(b *testing.B) {
	c := fileCase(b, fileTile, "gfx942")
	sweepbench.Rows64(b, c.Func.Run)
}
