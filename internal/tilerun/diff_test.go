package tilerun

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/tilerun/evaltest"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

const atomPair = `kernel @p(%A: global f16[8,1], %B: global f16[8,1], %D: global f16[8,1]) grid(1) block(1) {
  %a = alloc.local f16[8,1]
  %b = alloc.local f16[8,1]
  %a = load %A
  %b = load %B
  %a = apply ptx "max.f16" %a, %b
  store %D, %a
}

kernel @q(%A: global f16[8,1] layout [3,1], %B: global f16[8,1], %D: global f16[8,1] layout [2,1]) grid(1) block(1) {
  %a = alloc.local f16[8,1]
  %b = alloc.local f16[8,1]
  %a = load %A
  %b = load %B
  %a = apply amdgcn "v_max_f16" %a, %b
  store %D, %a
}

kernel @r(%A: global f16[8,1], %B: global f16[8,1], %D: global f16[8,1]) grid(1) block(1) {
  %a = alloc.local f16[8,1]
  %b = alloc.local f16[8,1]
  %c = alloc.local f16[8,1]
  %a = load %A
  %b = load %B
  %c = mov %b
  %c = apply ptx "max.f16" %c, f16 -0.0
  %a = apply amdgcn "v_max_f16" %a, %c
  store %D, %a
}
`

func module(t testing.TB, src string) *ir.Module {
	t.Helper()
	m, err := ir.Parse("k.tile", []byte(src))
	require.NoError(t, err)
	require.Empty(t, verify.Module(m, nil))
	return m
}

func side(t testing.TB, m *ir.Module, kernel string, o tv.Options) Side {
	t.Helper()
	var k *ir.Kernel
	for _, kk := range m.Kernels {
		if kk.Name == kernel {
			k = kk
		}
	}
	require.NotNil(t, k)
	run, err := evaltest.Target{}.Kernel(m, kernel, o)
	require.NoError(t, err)
	mk := func(m *ir.Module, name string) (tv.Kernel, error) { return evaltest.Target{}.Kernel(m, name, o) }
	return Side{Label: o.Arch + " @" + kernel, Kernel: k, Run: run, Make: mk}
}

// TestDiffGridRandom: every tuple the grid and the random inputs make is
// counted once, in its classes' group, and a difference is one exactly
// where the two models' bits differ (counted here tuple by tuple, from the
// models, independently of the launches and layouts).
func TestDiffGridRandom(t *testing.T) {
	m := module(t, atomPair)
	gfx := tv.Options{Arch: "gfx942"}
	res, err := Diff(side(t, m, "p", gfx), side(t, m, "q", gfx), Options{Random: 1000, Seed: 5})
	require.NoError(t, err)
	require.Len(t, res.Outputs, 1)
	rep := res.Outputs[0].Report
	grid := semantics.Grid(semantics.F16)
	want := uint64(len(grid)*len(grid) + 1000)
	assert.Equal(t, want, rep.Pairs)
	assert.EqualValues(t, (want+7)/8, res.Launches, "8 positions per launch")

	pm, am := semantics.MustLookup("ptx:max.f16"), semantics.MustLookup("amdgcn:gfx942:v_max_f16")
	var bit, val uint64
	groups := map[[2]semantics.Class]uint64{}
	gen := newTuples(Inputs(m.Kernels[0]), 1000, 5)
	for !gen.done() {
		tu := gen.next()
		ra, _ := pm.Eval(semantics.F16, tu[0], tu[1], 0)
		rb, _ := am.Eval(semantics.F16, tu[0], tu[1], 0)
		if ra.Bits() != rb.Bits() {
			bit++
			groups[[2]semantics.Class{semantics.Classify(semantics.F16, tu[0]), semantics.Classify(semantics.F16, tu[1])}]++
			if !(semantics.IsNaN(semantics.F16, ra.Bits()) && semantics.IsNaN(semantics.F16, rb.Bits())) {
				val++
			}
		}
	}
	assert.Equal(t, bit, rep.BitwiseDiff)
	assert.Equal(t, val, rep.ValueDiff)
	assert.NotZero(t, bit)
	for _, g := range rep.Groups {
		assert.Equal(t, groups[[2]semantics.Class{g.ClassA, g.ClassB}], g.BitwiseDiff, "%s × %s", g.ClassA, g.ClassB)
		if g.Witness != nil {
			ra, _ := pm.Eval(semantics.F16, g.Witness.In[0], g.Witness.In[1], 0)
			assert.Equal(t, ra.Bits(), g.Witness.A.Bits(), "the witness shows A's result")
		}
	}
	assert.True(t, res.Differs())

	// The same kernel on the same target agrees with itself.
	same, err := Diff(side(t, m, "p", gfx), side(t, m, "p", gfx), Options{Random: 100, Seed: 5})
	require.NoError(t, err)
	assert.False(t, same.Differs())
}

// TestExhaustiveMatchesCompare: the widened-kernel sweep over three rows
// of all f16 pairs gives, group by group, the counts of package semantics'
// models on the same pairs, with the same first witnesses (the full 2^32
// sweep, against lowerc compare's engine, runs with -long).
func TestExhaustiveMatchesCompare(t *testing.T) {
	m := module(t, atomPair)
	gfx := tv.Options{Arch: "gfx942"}
	// Rows: 1.0, +sNaN, -qNaN (against every second input).
	rows := []int{0x3c00, 0x7c01, 0xfe00}
	if *long {
		rows = nil
	}
	res, err := Diff(side(t, m, "p", gfx), side(t, m, "q", gfx), Options{Exhaustive: true, rows: rows})
	require.NoError(t, err)
	rep := res.Outputs[0].Report
	want := compareRows(t, rows)
	assert.Equal(t, want.Pairs, rep.Pairs)
	assert.Equal(t, want.BitwiseDiff, rep.BitwiseDiff)
	assert.Equal(t, want.ValueDiff, rep.ValueDiff)
	require.Equal(t, len(want.Groups), len(rep.Groups))
	for i, g := range want.Groups {
		r := rep.Groups[i]
		assert.Equal(t, [5]uint64{g.Pairs, g.BitwiseDiff, g.ValueDiff}, [5]uint64{r.Pairs, r.BitwiseDiff, r.ValueDiff}, "%s × %s", g.ClassA, g.ClassB)
		if g.Witness != nil {
			assert.Equal(t, g.Witness.In, r.Witness.In, "first witness in sweep order")
		}
	}
	if rows == nil {
		assert.EqualValues(t, 4294967296, rep.Pairs)
		assert.EqualValues(t, 133955582, rep.BitwiseDiff)
		assert.EqualValues(t, 129773560, rep.ValueDiff)
	}
}

// compareRows counts with package semantics' comparison, pair by pair over
// the first rows rows (all when 0), in sweep order.
func compareRows(t *testing.T, rows []int) *semantics.Report {
	if rows == nil {
		r, err := semantics.CompareWith(semantics.MustLookup("ptx:max.f16"), semantics.MustLookup("amdgcn:gfx942:v_max_f16"), semantics.F16, semantics.Options{Exhaustive: true})
		require.NoError(t, err)
		return r
	}
	pm, am := semantics.MustLookup("ptx:max.f16"), semantics.MustLookup("amdgcn:gfx942:v_max_f16")
	acc := &accumulator{t: semantics.F16, inT: semantics.F16}
	for _, a := range rows {
		for b := 0; b < 1<<16; b++ {
			ra, _ := pm.Eval(semantics.F16, uint64(a), uint64(b), 0)
			rb, _ := am.Eval(semantics.F16, uint64(a), uint64(b), 0)
			acc.add(uint64(a)<<16|uint64(b), []uint64{uint64(a), uint64(b)}, ra.Bits(), rb.Bits())
		}
	}
	return acc.report("", "", "", "", 2)
}

// TestWiden: each thread of the widened kernel computes what the original
// kernel computes on the thread's slice (random inputs, kernel @r with a
// mov, a scalar and two chained atoms; kernel @q with strided layouts).
func TestWiden(t *testing.T) {
	m := module(t, atomPair)
	o := tv.Options{Arch: "gfx942"}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range []string{"r", "q"} {
		s := side(t, m, name, o)
		wm, err := Widen(s.Kernel, 2, 3)
		require.NoError(t, err)
		wk := wm.Kernels[0]
		assert.Equal(t, [3]int{2, 1, 1}, wk.Grid)
		run, err := evaltest.Target{}.Kernel(wm, name, o)
		require.NoError(t, err)
		wargs, err := NewArgs(wk)
		require.NoError(t, err)
		type slice struct{ a, b []uint64 }
		var slices []slice
		for th := 0; th < 6; th++ {
			var sl slice
			for e := 0; e < 8; e++ {
				sl.a = append(sl.a, rng.Uint64()&0xffff)
				sl.b = append(sl.b, rng.Uint64()&0xffff)
			}
			slices = append(slices, sl)
			st := wk.Params[0].Strides()
			for e := 0; e < 8; e++ {
				// Thread th = block th/3, thread th%3; element e of its slice.
				base := int64(th/3)*st[0] + int64(th%3)*st[1]
				wargs.Put(0, base+Offsets(s.Kernel.Params[0])[e], sl.a[e])
				wargs.Put(1, int64(th/3)*wk.Params[1].Strides()[0]+int64(th%3)*wk.Params[1].Strides()[1]+Offsets(s.Kernel.Params[1])[e], sl.b[e])
			}
		}
		require.NoError(t, run.Run(wargs.Args))
		for th, sl := range slices {
			args, err := NewArgs(s.Kernel)
			require.NoError(t, err)
			for e := 0; e < 8; e++ {
				args.Put(0, Offsets(s.Kernel.Params[0])[e], sl.a[e])
				args.Put(1, Offsets(s.Kernel.Params[1])[e], sl.b[e])
			}
			require.NoError(t, s.Run.Run(args.Args))
			d := wk.Params[2].Strides()
			for e := 0; e < 8; e++ {
				want := args.Get(2, Offsets(s.Kernel.Params[2])[e])
				got := wargs.Get(2, int64(th/3)*d[0]+int64(th%3)*d[1]+Offsets(s.Kernel.Params[2])[e])
				assert.Equal(t, want, got, "@%s thread %d element %d", name, th, e)
			}
		}
	}
}

// TestDiffErrors: kernels that cannot be compared say why.
func TestDiffErrors(t *testing.T) {
	m := module(t, atomPair+`
kernel @other(%A: global f16[4,1], %B: global f16[8,1], %D: global f16[4,1]) grid(1) block(1) {
  %a = alloc.local f16[4,1]
  %a = load %A
  store %D, %a
}

kernel @guard(%A: global f16[8,1], %B: global f16[8,1], %D: global f16[8,1], %p: pred) grid(1) block(1) {
  %a = alloc.local f16[8,1]
  %a = load %A {pred = %p}
  store %D, %a
}
`)
	o := tv.Options{Arch: "gfx942"}
	_, err := Diff(side(t, m, "p", o), side(t, m, "other", o), Options{})
	assert.ErrorContains(t, err, "parameter 1 differs: %A: global f16[8,1] in @p, %A: global f16[4,1] in @other")
	_, err = Diff(side(t, m, "guard", o), side(t, m, "guard", o), Options{Exhaustive: true})
	assert.ErrorContains(t, err, "k.tile:39:3: -exhaustive runs one thread's code per input tuple and does not take guarded ops (pred = %p)")
}
