package amdexec

import (
	"encoding/binary"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

const warpTile = `kernel @w(%A: global f32[64,2,1], %B: global f32[64,2,1], %O: global f32[64,2,1], %p: pred) grid(2) block(64) {
  %a = alloc.local f32[64,2,1] {scope = warp}
  %b = alloc.local f32[64,2,1] {scope = warp}
  %a = load %A {scope = warp}
  %b = load %B {scope = warp}
  %a = max %a, %b {scope = warp}
  store %O, %a {scope = warp, pred = %p}
}
`

// TestKernelWarp runs a whole lowered kernel (kernarg segment, two
// workgroups of 64 work-items, per-thread addresses from the work-item ID,
// a predicated store under EXEC) and checks every element of the output:
// maximumNumber of the inputs where the pred is true, untouched where it
// is false.
func TestKernelWarp(t *testing.T) {
	for _, gn := range []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200", "gfx1100:wave64", "gfx1200:wave64"} {
		gn, w64 := strings.CutSuffix(gn, ":wave64")
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		if w64 {
			g, err = g.WithMAttr("+wavefrontsize64")
			require.NoError(t, err)
		}
		b, err := lower.New(lower.Options{Gen: g, IEEE: true})
		require.NoError(t, err)
		// scope warp spans one wave: 64 lanes on GFX9 and in wave64, 32 on
		// GFX10+ (wave32).
		lanes := g.WaveSize
		n := 2 * lanes
		m, err := ir.Parse("warp.tile", []byte(strings.ReplaceAll(warpTile, "64", strconv.Itoa(lanes))))
		require.NoError(t, err)
		require.Empty(t, verify.Module(m, b))
		// Wave64 lowers as -mattr=+wavefrontsize64 and runs waves of 64.
		k, err := Target{}.Kernel(m, "w", tv.Options{Arch: gn, Wave64: w64})
		require.NoError(t, err)
		grid := semantics.Grid(semantics.F32)
		r := rand.New(rand.NewPCG(1, 2))
		for _, pred := range []bool{true, false} {
			A, B, O := make([]byte, 4*n), make([]byte, 4*n), make([]byte, 4*n)
			for i := 0; i < n; i++ {
				binary.LittleEndian.PutUint32(A[4*i:], uint32(grid[r.IntN(len(grid))]))
				binary.LittleEndian.PutUint32(B[4*i:], uint32(grid[r.IntN(len(grid))]))
				binary.LittleEndian.PutUint32(O[4*i:], 0xdeadbeef)
			}
			require.NoError(t, k.Run([]tv.Arg{{Mem: A}, {Mem: B}, {Mem: O}, {Pred: pred}}), gn)
			md := semantics.MustLookup("ieee754-2019:maximumNumber")
			for i := 0; i < n; i++ {
				a, bb := binary.LittleEndian.Uint32(A[4*i:]), binary.LittleEndian.Uint32(B[4*i:])
				got := binary.LittleEndian.Uint32(O[4*i:])
				if !pred {
					require.Equal(t, uint32(0xdeadbeef), got, "%s element %d written under a false pred", gn, i)
					continue
				}
				res, err := md.Eval(semantics.F32, uint64(a), uint64(bb), 0)
				require.NoError(t, err)
				require.True(t, res.Allows(semantics.F32, uint64(got)), "%s element %d: max(%#x, %#x) = %#x", gn, i, a, bb, got)
			}
		}
	}
}

// TestKernelErrors: wrong argument counts and memory too small for the
// kernel's accesses are errors, not panics.
func TestKernelErrors(t *testing.T) {
	m, err := ir.Parse("warp.tile", []byte(warpTile))
	require.NoError(t, err)
	k, err := Target{}.Kernel(m, "w", tv.Options{Arch: "gfx942"})
	require.NoError(t, err)
	require.ErrorContains(t, k.Run(nil), "takes 4 arguments")
	small := make([]byte, 100)
	err = k.Run([]tv.Arg{{Mem: small}, {Mem: make([]byte, 512)}, {Mem: make([]byte, 512)}, {Pred: true}})
	require.ErrorContains(t, err, "out of bounds")
	_, err = Target{}.Kernel(m, "nope", tv.Options{Arch: "gfx942"})
	require.ErrorContains(t, err, "no kernel @nope")
}

// TestLaunchRegs: the registers a descriptor's launch asks for, in the
// order of the initial kernel execution state: kernarg pointer, then the
// enabled workgroup IDs, work-item IDs in v0–v2 (or packed in v0).
func TestLaunchRegs(t *testing.T) {
	g, err := amdgcn.ParseGeneration("gfx908")
	require.NoError(t, err)
	src := ".amdhsa_kernel k\n.amdhsa_user_sgpr_kernarg_segment_ptr 1\n.amdhsa_system_sgpr_workgroup_id_x 0\n.amdhsa_system_sgpr_workgroup_id_y 1\n.amdhsa_system_sgpr_workgroup_id_z 1\n.amdhsa_system_vgpr_workitem_id 1\n.end_amdhsa_kernel\nk:\n\ts_endpgm\n"
	code, err := ParseText(g, "k.s", []byte(src))
	require.NoError(t, err)
	l := code.Syms[0].Launch
	require.Equal(t, Launch{KernargPtr: true, UserSGPRs: 2, WorkgroupID: [3]bool{false, true, true}, WorkitemIDs: 1}, l)
	m := NewMachine(g, DefaultMode(), 128, false)
	wg := func(w int) [3]uint32 { return [3]uint32{7, uint32(w + 10), 20} }
	tid := func(i int) [3]uint32 { return [3]uint32{uint32(i), uint32(i / 2), 5} }
	require.NoError(t, m.launchRegs(l, false, [3]int{1, 1, 1}, [3]int{1, 1, 1}, wg, tid))
	for w := 0; w < 2; w++ {
		for c, want := range map[int]uint32{0: KernargAddr, 1: 0, 2: uint32(w + 10), 3: 20} {
			v, ok := m.SGPR(c, w)
			require.True(t, ok)
			require.Equal(t, want, v, "s%d wave %d", c, w)
		}
		_, ok := m.SGPR(4, w)
		require.False(t, ok)
	}
	require.Equal(t, uint32(77), m.VGPRLanes(0)[77])
	require.Equal(t, uint32(38), m.VGPRLanes(1)[77])
	require.Nil(t, m.VGPRLanes(2), "v2 is not enabled")
	m2 := NewMachine(g, DefaultMode(), 4, false)
	require.NoError(t, m2.launchRegs(l, true, [3]int{1, 1, 1}, [3]int{1, 1, 1}, wg, tid))
	require.Equal(t, uint32(3|1<<10|5<<20), m2.VGPRLanes(0)[3])
	l.Unsupported = ".amdhsa_user_sgpr_dispatch_ptr"
	require.ErrorContains(t, m.launchRegs(l, false, [3]int{1, 1, 1}, [3]int{1, 1, 1}, wg, tid), "dispatch_ptr")
}
