package ptxexec

import (
	"encoding/binary"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gridKernel indexes global memory by %ctaid.x·%ntid.x + %tid.x, as a
// grid-scope lowering does: out[i] = max.NaN.f32(a[i], b[i]).
const gridKernel = `.version 7.0
.target sm_80
.address_size 64
.visible .entry g(
	.param .u64 g_A,
	.param .u64 g_B,
	.param .u64 g_O
)
{
	.reg .b32 %r<6>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd0, [g_A];
	cvta.to.global.u64 %rd1, %rd0;
	ld.param.u64 %rd2, [g_B];
	cvta.to.global.u64 %rd3, %rd2;
	ld.param.u64 %rd4, [g_O];
	cvta.to.global.u64 %rd5, %rd4;
	mov.u32 %r0, %ctaid.x;
	mov.u32 %r1, %ntid.x;
	mov.u32 %r2, %tid.x;
	mad.lo.u32 %r3, %r0, %r1, %r2;
	mul.wide.u32 %rd6, %r3, 4;
	add.s64 %rd7, %rd1, %rd6;
	add.s64 %rd8, %rd3, %rd6;
	add.s64 %rd9, %rd5, %rd6;
	ld.global.f32 %f1, [%rd7];
	ld.global.f32 %f2, [%rd8];
	max.NaN.f32 %f3, %f1, %f2;
	st.global.f32 [%rd9], %f3;
	ret;
}
`

func f32s(vs ...uint32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], v)
	}
	return b
}

// TestLaunchGrid: every thread of a 4 × 8 grid computes its own element;
// the results are the model's (ptx:max.NaN.f32) for each pair.
func TestLaunchGrid(t *testing.T) {
	m, err := Parse("grid.ptx", []byte(gridKernel))
	require.NoError(t, err)
	f := m.Func("g")
	require.NoError(t, f.Err)
	grid := semantics.Grid(semantics.F32)
	n := 32
	a, b := make([]uint32, n), make([]uint32, n)
	for i := range a {
		a[i], b[i] = uint32(grid[i%len(grid)]), uint32(grid[(7*i+3)%len(grid)])
	}
	out := make([]byte, 4*n)
	require.NoError(t, f.Launch([3]int{4, 1, 1}, [3]int{8, 1, 1}, []KernelArg{{Mem: f32s(a...), Pointer: true}, {Mem: f32s(b...), Pointer: true}, {Mem: out, Pointer: true}}))
	model := semantics.MustLookup("ptx:max.NaN.f32")
	for i := range a {
		r, err := model.Eval(semantics.F32, uint64(a[i]), uint64(b[i]), 0)
		require.NoError(t, err)
		assert.Equal(t, r.Bits(), uint64(binary.LittleEndian.Uint32(out[4*i:])), "thread %d", i)
	}
	// A grid one block larger runs past the buffers: a positioned error.
	err = f.Launch([3]int{5, 1, 1}, [3]int{8, 1, 1}, []KernelArg{{Mem: f32s(a...), Pointer: true}, {Mem: f32s(b...), Pointer: true}, {Mem: out, Pointer: true}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "grid.ptx:27:2: ld.global.f32 (execution 32): access of 4 bytes")
}

// TestTargetKernel: a warp-scope tile kernel lowered by targets/ptx runs
// over its block through tv.Kernel; each lane's element is the model's.
func TestTargetKernel(t *testing.T) {
	src := "kernel @k(%A: global f32[32,1], %O: global f32[32,1]) grid(1) block(32) {\n" +
		"  %a = alloc.local f32[32,1] {scope = warp}\n  %a = load %A {scope = warp}\n" +
		"  %a = max %a, f32 0.0 {nan = propagate, scope = warp}\n  store %O, %a {scope = warp}\n}\n"
	m, err := ir.Parse("k.tile", []byte(src))
	require.NoError(t, err)
	b, err := ptx.New("sm_75", "")
	require.NoError(t, err)
	require.Empty(t, verify.Module(m, b))
	k, err := Target{}.Kernel(m, "k", tv.Options{Arch: "sm_75"})
	require.NoError(t, err)
	grid := semantics.Grid(semantics.F32)
	in := make([]uint32, 32)
	for i := range in {
		in[i] = uint32(grid[i%len(grid)])
	}
	out := make([]byte, 128)
	require.NoError(t, k.Run([]tv.Arg{{Mem: f32s(in...)}, {Mem: out}}))
	model := semantics.MustLookup("ptx:max.NaN.f32") // the sm_75 expansion has its bits (targets/ptx)
	for i := range in {
		r, err := model.Eval(semantics.F32, uint64(in[i]), 0, 0)
		require.NoError(t, err)
		assert.Equal(t, r.Bits(), uint64(binary.LittleEndian.Uint32(out[4*i:])), "lane %d", i)
	}
}
