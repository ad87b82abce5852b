package sweepbench

import (
	"testing"

	"github.com/lowerc/lowerc/semantics"
)

// Rows64 runs 64 rows of the exhaustive f16 sweep through run as
// tv.Validate's rows does: 4096 pairs per call, the row's value in every
// execution of the first input, then semantics.RowCheck against the
// declared ieee754-2019:maximum (a violation fails the benchmark). It
// reports ns/pair; its instruction count under cachegrind is the
// machine-independent figure of BENCHMARKS.md.
func Rows64(b *testing.B, run func(in [][]uint64, out []uint64) error) {
	chk := semantics.MustLookup("ieee754-2019:maximum").RowCheck(semantics.F16)
	const n = 4096
	in := [][]uint64{make([]uint64, n), nil}
	iota := make([]uint64, 1<<16)
	for i := range iota {
		iota[i] = uint64(i)
	}
	out := make([]uint64, n)
	for b.Loop() {
		for r := 0; r < 64; r++ {
			a := uint16(r * 1021)
			chk.SetRow(a)
			for i := range in[0] {
				in[0][i] = uint64(a)
			}
			for lo := 0; lo < 1<<16; lo += n {
				in[1] = iota[lo : lo+n]
				if err := run(in, out); err != nil {
					b.Fatal(err)
				}
				if bad, _ := chk.Check(lo, out); bad != 0 {
					b.Fatalf("row %#x: %d violations", a, bad)
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(64<<16), "ns/pair")
}
