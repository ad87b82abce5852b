package amdexec

import (
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

const benchTile = `kernel @k() grid(1) block(1) {
  %a = alloc.local f16[1]
  %b = alloc.local f16[1]
  %d = alloc.local f16[1]
  %d = max %a, %b
}
`

func benchCase(b *testing.B) tv.Case {
	m, err := ir.Parse("bench.tile", []byte(benchTile))
	if err != nil {
		b.Fatal(err)
	}
	cs, err := Target{}.Cases(m, "bench.tile", tv.Options{Arch: "gfx942"})
	if err != nil || len(cs) != 1 {
		b.Fatal(err, len(cs))
	}
	return cs[0]
}

// BenchmarkRunF16Row runs one lowered f16 max (nan = number, gfx942 IEEE
// mode: three v_max_f16) over one row of 65536 pairs; ×65536 rows is the
// exhaustive sweep.
func BenchmarkRunF16Row(b *testing.B) {
	c := benchCase(b)
	in := [][]uint64{make([]uint64, 1<<16), make([]uint64, 1<<16)}
	for i := range in[1] {
		in[0][i], in[1][i] = 0x3c00, uint64(i)
	}
	out := make([]uint64, 1<<16)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := c.Func.Run(in, out); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/65536, "ns/tuple")
}

// BenchmarkCheckF16Row is the model check of one row (semantics Eval +
// Allows on the declared model).
func BenchmarkCheckF16Row(b *testing.B) {
	c := benchCase(b)
	out := make([]uint64, 1<<16)
	for i := 0; i < b.N; i++ {
		for x := range out {
			r, _ := c.Model.Eval(semantics.F16, 0x3c00, uint64(x), 0)
			_ = r.Allows(semantics.F16, out[x])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/65536, "ns/tuple")
}
