package ptxexec

import (
	"testing"

	"github.com/lowerc/lowerc/internal/sweepbench"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify/tv"
)

// benchCase lowers one op alone, as tile-mode validate does.
func benchCase(b *testing.B, arch, ty, op string) tv.Case {
	src := "kernel @k(%G: global " + ty + "[1]) grid(1) block(1) {\n  %a = alloc.local " + ty + "[1]\n  %b = alloc.local " + ty + "[1]\n" +
		"  %a = load %G\n  %b = load %G\n  %a = " + op + "\n  store %G, %a\n}\n"
	m, err := ir.Parse("bench.tile", []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := ptx.New(arch, ""); err != nil {
		b.Fatal(err)
	}
	cs, err := Target{}.Cases(m, "bench.tile", tv.Options{Arch: arch})
	if err != nil || len(cs) != 1 {
		b.Fatalf("cases: %v (%d)", err, len(cs))
	}
	return cs[0]
}

func benchValidate(b *testing.B, c tv.Case, in tv.Inputs) {
	var pairs uint64
	for b.Loop() {
		rep, err := tv.Validate(c, in)
		if err != nil {
			b.Fatal(err)
		}
		if !rep.Refines() {
			b.Fatalf("%d violations", rep.Violations)
		}
		pairs = rep.Pairs
	}
	b.ReportMetric(float64(pairs), "pairs")
}

// BenchmarkValidateExhaustiveF16: all 2^32 pairs of f16 max {nan =
// propagate} lowered for sm_70 (through f32: cvt.f32.f16 ×2, max.f32,
// cvt.rn.f16.f32, setp.nan.f32, selp.b16; 16 instructions with the
// kernel's loads and stores).
func BenchmarkValidateExhaustiveF16(b *testing.B) {
	c := benchCase(b, "sm_70", "f16", "max %a, %b {nan = propagate}")
	benchValidate(b, c, tv.Inputs{Exhaustive: true})
}

// BenchmarkValidateExhaustiveF16Native: the same op on sm_80 (native
// max.NaN.f16).
func BenchmarkValidateExhaustiveF16Native(b *testing.B) {
	c := benchCase(b, "sm_80", "f16", "max %a, %b {nan = propagate}")
	benchValidate(b, c, tv.Inputs{Exhaustive: true})
}

// BenchmarkValidateDefaultF16: default mode (grid pairs + 10^6 random) for
// the sm_70 op above.
func BenchmarkValidateDefaultF16(b *testing.B) {
	c := benchCase(b, "sm_70", "f16", "max %a, %b {nan = propagate}")
	benchValidate(b, c, tv.Inputs{Random: tv.DefaultRandom(c.Func.Type()), Seed: tv.DefaultSeed})
}

// BenchmarkValidateDefaultF32: default mode (grid pairs + 10^7 random) for
// f32 max {nan = ieee2008} on sm_90 (max.f32 and the sNaN test).
func BenchmarkValidateDefaultF32(b *testing.B) {
	c := benchCase(b, "sm_90", "f32", "max %a, %b {nan = ieee2008}")
	benchValidate(b, c, tv.Inputs{Random: tv.DefaultRandom(c.Func.Type()), Seed: tv.DefaultSeed})
}

// BenchmarkKernelRows: the executor alone on the exhaustive sweep's calls,
// 16 rows of the one-op sm_90 f16 kernel (max.NaN.f16) in parts of 4096
// pairs, through the value slice and through the full kernel (every
// instruction over every execution).
func BenchmarkKernelRows(b *testing.B) {
	c := benchCase(b, "sm_90", "f16", "max %a, %b {nan = propagate}")
	k := c.Func.(*kernelFunc)
	const part = 4096
	x, y, out := make([]uint64, part), make([]uint64, part), make([]uint64, part)
	for _, sliced := range []bool{true, false} {
		name := "slice"
		if !sliced {
			name = "full"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				for a := range 16 {
					for i := range x {
						x[i] = uint64(a * 4099)
					}
					for lo := 0; lo < 1<<16; lo += part {
						for i := range y {
							y[i] = uint64(lo + i)
						}
						m := k.fn.prog.machine()
						clear(out)
						err := m.runKernel([][]uint64{x, y}, out, 2, sliced)
						k.fn.prog.release(m)
						if err != nil {
							b.Fatal(err)
						}
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(16<<16), "ns/pair")
		})
	}
}

// BenchmarkSweepRows64 runs 64 rows of the exhaustive f16 sweep
// (sweepbench.Rows64, through RunFit) on the one-element kernel
// of f16 max {nan = propagate} for sm_90: the executor's and the check's
// cost per pair without the worker pool. Its instruction count is the
// machine-independent figure of BENCHMARKS.md: GOGC=off GOMAXPROCS=1
// valgrind --tool=cachegrind --cache-sim=no ./ptxexec.test -test.run XX
// -test.bench SweepRows64 -test.benchtime 1x.
func BenchmarkSweepRows64(b *testing.B) {
	mod, err := ir.Parse("f.tile", []byte("kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {\n"+
		"  %a = alloc.local f16[1,1]\n  %b = alloc.local f16[1,1]\n  %a = load %A\n  %b = load %B\n"+
		"  %a = max %a, %b {nan = propagate}\n  store %D, %a\n}\n"))
	if err != nil {
		b.Fatal(err)
	}
	cs, err := Target{}.Cases(mod, "f.tile", tv.Options{Arch: "sm_90"})
	if err != nil || len(cs) != 1 {
		b.Fatal(err, len(cs))
	}
	ff, ok := cs[0].Func.(tv.FitFunc)
	if !ok {
		b.Fatal("the kernel case is no tv.FitFunc")
	}
	sweepbench.Rows64(b, ff.RunFit)
}
