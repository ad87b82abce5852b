package conform

import (
	"regexp"
	"testing"

	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/stretchr/testify/require"
)

// BenchmarkCheckRow measures the host side of a device sweep: checking one
// row (65536 results, both lanes for packed forms) against the model. The
// full sweep of one form is 65536 rows.
func BenchmarkCheckRow(b *testing.B) {
	for _, form := range []string{"max.NaN.f16", "min.xorsign.abs.f16x2", "max.bf16", "max.s16"} {
		b.Run(form, func(b *testing.B) {
			p, err := NewPlan(Target{Arch: mustArch("sm_90"), PTX: mustArch("sm_90").MinPTX}, Options{Forms: exact(form)})
			require.NoError(b, err)
			var k *Kernel
			for _, kk := range p.Kernels {
				if kk.Kind == KindSweep {
					k = kk
				}
			}
			require.NotNil(b, k)
			elem := k.Type.Bits() / 8
			row := uint16(0x3c00)
			vals := make([]uint64, 1<<16)
			for x := range vals {
				a, y := uint64(row), uint64(x)
				if k.Type.IsPacked() {
					a |= uint64(row^SweepLane1) << 16
					y |= y << 16
				}
				r, err := k.Model.Eval(k.Type, a, y, 0)
				require.NoError(b, err)
				vals[x] = r.Values()[0]
			}
			out := putElems(vals, 1<<16, elem)
			var intFn func(a, b, c uint64) (uint64, error)
			if !k.Type.Lane().IsFloat() {
				intFn, _ = k.Model.Func(k.Type)
			}
			got := make([]uint64, 1<<16)
			b.SetBytes(int64(len(out)))
			for b.Loop() {
				if rr := checkRow(k, row, out, got, intFn); rr.mismatches != 0 {
					b.Fatalf("%d mismatches: %v", rr.mismatches, rr.witness)
				}
			}
		})
	}
}

func mustArch(name string) *ptx.Arch {
	a, err := ptx.LookupArch(name)
	if err != nil {
		panic(err)
	}
	return a
}

func exact(s string) *regexp.Regexp { return regexp.MustCompile("^" + regexp.QuoteMeta(s) + "$") }
