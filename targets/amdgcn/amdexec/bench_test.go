package amdexec

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// benchTile is one f16 max with nan = number: on gfx942 in IEEE mode three
// v_max_f16 (two quieting steps and the max).
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

// validateRows runs c on rows a × all 65536 b, on GOMAXPROCS workers, and
// checks every result against c.Model; it returns the violations.
func validateRows(b *testing.B, c tv.Case, rows int) int {
	var mu sync.Mutex
	bad := 0
	next := 0
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := [][]uint64{make([]uint64, 1<<16), make([]uint64, 1<<16)}
			out := make([]uint64, 1<<16)
			for {
				mu.Lock()
				a := next
				next++
				mu.Unlock()
				if a >= rows {
					return
				}
				for x := range in[1] {
					in[0][x], in[1][x] = uint64(a), uint64(x)
				}
				if err := c.Func.Run(in, out); err != nil {
					b.Error(err)
					return
				}
				n := 0
				for x, r := range out {
					res, _ := c.Model.Eval(semantics.F16, uint64(a), uint64(x), 0)
					if !res.Allows(semantics.F16, r) {
						n++
					}
				}
				mu.Lock()
				bad += n
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return bad
}

// BenchmarkExhaustiveF16 validates the lowered op on all 2^32 f16 pairs
// (one op = one sweep; run with -benchtime 1x).
func BenchmarkExhaustiveF16(b *testing.B) {
	c := benchCase(b)
	for i := 0; i < b.N; i++ {
		if n := validateRows(b, c, 1<<16); n != 0 {
			b.Fatalf("%d violations", n)
		}
	}
}

// BenchmarkExhaustiveF16Rows256 is 1/256 of the sweep (256 rows).
func BenchmarkExhaustiveF16Rows256(b *testing.B) {
	c := benchCase(b)
	for i := 0; i < b.N; i++ {
		if n := validateRows(b, c, 256); n != 0 {
			b.Fatalf("%d violations", n)
		}
	}
}

// BenchmarkDefaultF16 is the default validation of the op: the class
// grid crossed with itself plus 10^6 random pairs (fixed seed).
func BenchmarkDefaultF16(b *testing.B) {
	c := benchCase(b)
	grid := semantics.Grid(semantics.F16)
	in := [][]uint64{nil, nil}
	for _, x := range grid {
		for _, y := range grid {
			in[0], in[1] = append(in[0], x), append(in[1], y)
		}
	}
	r := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 1e6; i++ {
		in[0], in[1] = append(in[0], r.Uint64()&0xffff), append(in[1], r.Uint64()&0xffff)
	}
	out := make([]uint64, len(in[0]))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := c.Func.Run(in, out); err != nil {
			b.Fatal(err)
		}
		for k, o := range out {
			res, _ := c.Model.Eval(semantics.F16, in[0][k], in[1][k], 0)
			if !res.Allows(semantics.F16, o) {
				b.Fatal("violation")
			}
		}
	}
}

// BenchmarkRunF16Row is the executor alone on one row of 65536 pairs.
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
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/65536, "ns/pair")
}

// BenchmarkValidateExhaustiveBareVMaxF16: a bare IEEE-mode v_max_f16_e32
// on gfx942 through tv.Validate on all 2^32 pairs, checked as IEEE
// 754-2019 maximumNumber: exactly 2·1022·63490 violations (the closed form
// of TestClosedFormVMaxF16).
func BenchmarkValidateExhaustiveBareVMaxF16(b *testing.B) {
	f := bareFunc(b, "gfx942", "v_max_f16_e32 v0, v0, v1", semantics.F16, false)
	c := tv.Case{Func: f, Model: semantics.MustLookup("ieee754-2019:maximumNumber")}
	for b.Loop() {
		rep, err := tv.Validate(c, tv.Inputs{Exhaustive: true})
		if err != nil {
			b.Fatal(err)
		}
		if rep.Violations != 2*1022*63490 {
			b.Fatalf("%d violations, want %d", rep.Violations, 2*1022*63490)
		}
	}
}

// BenchmarkValidateExhaustiveOpF16: the tile op of benchTile (three
// v_max_f16) through tv.Validate on all 2^32 pairs; it refines.
func BenchmarkValidateExhaustiveOpF16(b *testing.B) {
	c := benchCase(b)
	for b.Loop() {
		rep, err := tv.Validate(c, tv.Inputs{Exhaustive: true})
		if err != nil {
			b.Fatal(err)
		}
		if !rep.Refines() {
			b.Fatalf("%d violations", rep.Violations)
		}
	}
}
