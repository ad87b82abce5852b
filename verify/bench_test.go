package verify

import (
	"flag"
	"fmt"
	"testing"

	"github.com/lowerc/lowerc/ir"
)

// benchSource is a kernel whose tiles hold n registers each: load two
// tensors, a three-input max with a broadcast scalar, a strided min, store.
func benchSource(n int) []byte {
	return []byte(fmt.Sprintf(`kernel @big(%%A: global f32[%[1]d,1], %%B: global f32[%[1]d,1] layout [2,1], %%Out: global f32[%[1]d,1]) grid(1) block(1) {
  %%a = alloc.local f32[%[1]d,1]
  %%b = alloc.local f32[%[1]d,1] layout [2,1]
  %%a = load %%A
  %%b = load %%B
  %%a = max %%a, %%b, f32 0.0
  %%b = min %%b, %%a {nan = propagate}
  store %%Out, %%a
}
`, n))
}

// BenchmarkPipeline parses, verifies and expands kernels of 10k, 100k and 1M
// registers per tile; ns/reg should stay flat (linear cost).
func BenchmarkPipeline(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		src := benchSource(n)
		b.Run(fmt.Sprintf("regs=%d", n), func(b *testing.B) {
			insts := runPipeline(b, src)
			if insts != 5*n {
				b.Fatalf("expanded %d instructions, want %d", insts, 5*n)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/reg")
		})
	}
}

// benchGuard enables the timing guards (TestPipelineScales). They are
// benchmarks written as tests: on a loaded machine their ratios move, so the
// default test run leaves them out.
var benchGuard = flag.Bool("bench-guard", false, "run the timing guards (TestPipelineScales: time of 200k against 20k registers)")

// TestPipelineScales guards the linear-cost claim: ten times the registers
// may cost at most 25 times the time (a quadratic step would cost 100×; the
// margin absorbs noise on a shared machine). Runs only with -bench-guard.
func TestPipelineScales(t *testing.T) {
	if !*benchGuard {
		t.Skip("a timing measurement; run with -bench-guard")
	}
	small, large := testing.Benchmark(func(b *testing.B) { runPipeline(b, benchSource(20_000)) }),
		testing.Benchmark(func(b *testing.B) { runPipeline(b, benchSource(200_000)) })
	ratio := float64(large.NsPerOp()) / float64(small.NsPerOp())
	t.Logf("200k / 20k registers: %.1f× the time", ratio)
	if ratio > 25 {
		t.Errorf("cost grows faster than linearly: 10× the registers took %.1f× the time", ratio)
	}
}

// runPipeline parses, verifies and expands src b.N times and returns the
// number of instructions of one expansion.
func runPipeline(b *testing.B, src []byte) int {
	insts := 0
	for b.Loop() {
		m, err := ir.Parse("big.tile", src)
		if err != nil {
			b.Fatal(err)
		}
		if errs := Module(m, nil); len(errs) > 0 {
			b.Fatal(errs)
		}
		insts = 0
		for _, op := range m.Kernels[0].Body {
			for range ir.Expand(op) {
				insts++
			}
		}
	}
	return insts
}
