package lower

import (
	"fmt"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// tileKernel is the seed example's shape with n repeats and the max
// repeated ops times: two loads, ops three-input maxima and a store per
// element.
func tileKernel(n, ops int, policy string) string {
	s := fmt.Sprintf(`kernel @t(%%A: global f32[%d,1], %%B: global f32[%d,1], %%O: global f32[%d,1]) grid(1) block(1) {
  %%a = alloc.local f32[%d,1]
  %%b = alloc.local f32[%d,1]
  %%a = load %%A
  %%b = load %%B
`, n, n, n, n, n)
	for i := 0; i < ops; i++ {
		s += fmt.Sprintf("  %%a = max %%a, %%b, f32 0.0 {nan = %s}\n", policy)
	}
	return s + "  store %O, %a\n}\n"
}

// BenchmarkLower measures lowering (verified IR to assembly text) for tiles
// of growing size: the cost per emitted instruction should stay flat.
func BenchmarkLower(b *testing.B) {
	for _, g := range []string{"gfx942", "gfx1200"} {
		for _, pol := range []string{"number", "propagate"} {
			for _, c := range []struct{ n, ops int }{{4, 1}, {32, 1}, {120, 1}, {32, 10}, {32, 100}} {
				n, ops := c.n, c.ops
				b.Run(fmt.Sprintf("%s/%s/n=%d/ops=%d", g, pol, n, ops), func(b *testing.B) {
					gen, _ := amdgcn.ParseGeneration(g)
					be, _ := New(Options{Gen: gen, IEEE: true})
					m, err := ir.Parse("t.tile", []byte(tileKernel(n, ops, pol)))
					if err != nil {
						b.Fatal(err)
					}
					insts := 0
					b.ReportAllocs()
					for b.Loop() {
						p, err := be.Lower(m)
						if err != nil {
							b.Fatal(err)
						}
						out := p.AppendAsm(nil)
						insts = len(p.Kernels[0].Instructions())
						_ = out
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(insts), "ns/inst")
					b.ReportMetric(float64(insts), "insts")
				})
			}
		}
	}
}

// BenchmarkLowerHex is BenchmarkLower for -emit hex: lowering and
// encoding (Program.AppendHex) the n=32, 100-op kernel.
func BenchmarkLowerHex(b *testing.B) {
	for _, g := range []string{"gfx942", "gfx1200"} {
		for _, pol := range []string{"number", "propagate"} {
			b.Run(fmt.Sprintf("%s/%s/n=32/ops=100", g, pol), func(b *testing.B) {
				gen, _ := amdgcn.ParseGeneration(g)
				be, _ := New(Options{Gen: gen, IEEE: true, Emit: EmitHex})
				m, err := ir.Parse("t.tile", []byte(tileKernel(32, 100, pol)))
				if err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				for b.Loop() {
					p, err := be.Lower(m)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := p.AppendHex(nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
