package tilerun

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify/tv"
)

// gridKernels: scope grid on 2-D and 3-D grids with multi-dimensional
// blocks and a strided layout.
const gridKernels3 = `kernel @xyz(%A: global f16[12,4,1], %B: global f16[12,4,1] layout [9,2,1], %D: global f16[12,4,1]) grid(3,2,2) block(2,2) {
  %a = alloc.local f16[12,4,1] {scope = grid}
  %b = alloc.local f16[12,4,1] {scope = grid}
  %a = load %A {scope = grid}
  %b = load %B {scope = grid}
  %a = max %a, %b {scope = grid, nan = propagate}
  store %D, %a {scope = grid}
}

kernel @xy(%A: global f16[6,8,1], %B: global f16[6,8,1], %D: global f16[6,8,1]) grid(2,3) block(8) {
  %a = alloc.local f16[6,8,1] {scope = grid}
  %b = alloc.local f16[6,8,1] {scope = grid}
  %a = load %A {scope = grid}
  %b = load %B {scope = grid}
  %a = max %a, %b {scope = grid, nan = propagate}
  store %D, %a {scope = grid}
}
`

// TestGridScope3D runs the kernels through every executor and checks each
// output element against IEEE 754-2019 maximum of the inputs at its
// position: every block of the 2-D and 3-D grids owns its slice once (an
// element no block writes keeps its marker 0x7bff, which no input pair
// gives here).
func TestGridScope3D(t *testing.T) {
	m := module(t, gridKernels3)
	md := semantics.MustLookup("ieee754-2019:maximum")
	targets := []struct {
		label string
		x     tv.Target
		o     tv.Options
	}{
		{"ptx:sm_80", ptxexec.Target{}, tv.Options{Arch: "sm_80"}},
		{"amdgcn:gfx942", amdexec.Target{}, tv.Options{Arch: "gfx942"}},
		{"amdgcn:gfx1030", amdexec.Target{}, tv.Options{Arch: "gfx1030"}},
		{"amdgcn:gfx1100", amdexec.Target{}, tv.Options{Arch: "gfx1100"}},
		{"amdgcn:gfx1100:wave64", amdexec.Target{}, tv.Options{Arch: "gfx1100", Wave64: true}},
		{"amdgcn:gfx1200", amdexec.Target{}, tv.Options{Arch: "gfx1200"}},
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for _, k := range m.Kernels {
		for _, tg := range targets {
			run, err := tg.x.Kernel(m, k.Name, tg.o)
			require.NoError(t, err, tg.label)
			args, err := NewArgs(k)
			require.NoError(t, err)
			offs := offsetsOf(k)
			n := k.Params[0].Elems()
			for p := range n {
				// Inputs below 0x7bff in magnitude or NaN: the maximum is
				// never the marker.
				for j := range 2 {
					v := rng.Uint64() & 0x7bfe
					if rng.IntN(8) == 0 {
						v = 0x7e00 | rng.Uint64()&0x1ff
					}
					v |= rng.Uint64() & 0x8000
					args.Put(j, offs[k.Params[j]][p], v)
				}
				args.Put(2, offs[k.Params[2]][p], 0x7bff)
			}
			require.NoError(t, run.Run(args.Args), tg.label)
			for p := range n {
				a, b := args.Get(0, offs[k.Params[0]][p]), args.Get(1, offs[k.Params[1]][p])
				got := args.Get(2, offs[k.Params[2]][p])
				want, err := md.Eval(semantics.F16, a, b, 0)
				require.NoError(t, err)
				require.True(t, want.Allows(semantics.F16, got), "%s @%s element %d: maximum(%#x, %#x) = %#x", tg.label, k.Name, p, a, b, got)
			}
		}
	}
}
