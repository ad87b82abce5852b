package tilerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify/tv"
)

const maxF16PTX = `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %d = apply ptx "max.f16" %a, %b
  store %D, %d
}
`

const maxF16AMD = `kernel @k(%A: global f16[1,1], %B: global f16[1,1], %D: global f16[1,1]) grid(1) block(1) {
  %a = alloc.local f16[1,1]
  %b = alloc.local f16[1,1]
  %d = alloc.local f16[1,1]
  %a = load %A
  %b = load %B
  %d = apply amdgcn "v_max_f16" %a, %b
  store %D, %d
}
`

func execSide(t testing.TB, label, src string, x tv.Target, o tv.Options) Side {
	m := module(t, src)
	run, err := x.Kernel(m, "k", o)
	require.NoError(t, err)
	mk := func(m *ir.Module, name string) (tv.Kernel, error) { return x.Kernel(m, name, o) }
	return Side{Label: label, Kernel: m.Kernels[0], Run: run, Make: mk}
}

// TestExhaustiveExecutors: the example, ptx "max.f16" on sm_80
// against amdgcn "v_max_f16" on gfx942, swept through the PTX and AMD
// executors' code, gives on four rows (1.0, +sNaN, −qNaN, the smallest
// subnormal, each against every second input) the counts and groups of
// package semantics' models of the two instructions. With -long it sweeps
// all 2^32 pairs (about 12 minutes of CPU through RunTuples) and checks lowerc compare's
// 133,955,582 bitwise and 129,773,560 value differences.
func TestExhaustiveExecutors(t *testing.T) {
	a := execSide(t, "ptx:sm_80", maxF16PTX, ptxexec.Target{}, tv.Options{Arch: "sm_80"})
	b := execSide(t, "amdgcn:gfx942", maxF16AMD, amdexec.Target{}, tv.Options{Arch: "gfx942"})
	rows := []int{0x3c00, 0x7c01, 0xfe00, 0x0001}
	if *long {
		rows = nil
	}
	res, err := Diff(a, b, Options{Exhaustive: true, rows: rows})
	require.NoError(t, err)
	rep := res.Outputs[0].Report
	want := compareRows(t, rows)
	assert.Equal(t, want.Pairs, rep.Pairs)
	assert.Equal(t, want.BitwiseDiff, rep.BitwiseDiff)
	assert.Equal(t, want.ValueDiff, rep.ValueDiff)
	require.Equal(t, len(want.Groups), len(rep.Groups))
	for i, g := range want.Groups {
		r := rep.Groups[i]
		assert.Equal(t, [3]uint64{g.Pairs, g.BitwiseDiff, g.ValueDiff}, [3]uint64{r.Pairs, r.BitwiseDiff, r.ValueDiff}, "%s × %s", g.ClassA, g.ClassB)
	}
	if rows == nil {
		assert.EqualValues(t, 4294967296, rep.Pairs)
		assert.EqualValues(t, 133955582, rep.BitwiseDiff)
		assert.EqualValues(t, 129773560, rep.ValueDiff)
	}
	t.Logf("%d pairs through both executors: %d bitwise, %d value differences, as the models give", rep.Pairs, rep.BitwiseDiff, rep.ValueDiff)
}
