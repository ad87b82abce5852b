package llvm

import (
	"fmt"
	"io"
	"testing"

	"github.com/lowerc/lowerc/ir"
)

// benchSource is the seed kernel with n repeat positions: two loads, a
// three-input max and a store per position.
func benchSource(n int) string {
	return fmt.Sprintf(`kernel @big(%%A: global f32[%d,1], %%B: global f32[%d,1], %%Out: global f32[%d,1]) grid(1) block(1) {
  %%a = alloc.local f32[%d,1]
  %%b = alloc.local f32[%d,1]
  %%a = load %%A
  %%b = load %%B
  %%a = max %%a, %%b, f32 0.0
  store %%Out, %%a
}
`, n, n, n, n, n)
}

// BenchmarkEmit measures building the module (Emit) and writing its text
// (Compile) for 10k, 100k and 1M repeat positions on both triples.
//
//	go test ./targets/llvm -run '^$' -bench Emit -benchtime 3x -benchmem
func BenchmarkEmit(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		m, err := ir.Parse("big.tile", []byte(benchSource(n)))
		if err != nil {
			b.Fatal(err)
		}
		for _, o := range []Options{{Triple: TripleNVPTX, CPU: "sm_90"}, {Triple: TripleAMDGCN, CPU: "gfx942"}} {
			tg, err := New(o)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(fmt.Sprintf("build/%s/n=%d", o.CPU, n), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := tg.Emit(m); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/repeat")
			})
			b.Run(fmt.Sprintf("text/%s/n=%d", o.CPU, n), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if err := tg.Compile(m, io.Discard); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/repeat")
			})
		}
	}
}
