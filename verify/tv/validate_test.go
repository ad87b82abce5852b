package tv_test

import (
	"fmt"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goFunc is a tv.Func computed in Go, for testing the engine alone.
type goFunc struct {
	t     semantics.Type
	arity int
	f     func(a, b, c uint64) uint64
}

func (g goFunc) Name() string         { return "go" }
func (g goFunc) Arity() int           { return g.arity }
func (g goFunc) Type() semantics.Type { return g.t }
func (g goFunc) Run(in [][]uint64, out []uint64) error {
	for i := range out {
		var c uint64
		if g.arity == 3 {
			c = in[2][i]
		}
		out[i] = g.f(in[0][i], in[1][i], c)
	}
	return nil
}

func modelFunc(t *testing.T, name string, ty semantics.Type) func(a, b, c uint64) uint64 {
	fn, err := semantics.MustLookup(name).Func(ty)
	require.NoError(t, err)
	return func(a, b, c uint64) uint64 {
		r, err := fn(a, b, c)
		require.NoError(t, err)
		return r
	}
}

// TestValidateCounts: a function that returns +0 for every pair violates
// maximumNumber on f16 exactly where maximumNumber's result is not +0;
// the exhaustive count is checked against a direct count over one row
// family, and the grid count against a direct count over the grid.
func TestValidateCounts(t *testing.T) {
	m := semantics.MustLookup("ieee754-2019:maximumNumber")
	zero := goFunc{t: semantics.F16, arity: 2, f: func(a, b, c uint64) uint64 { return 0 }}
	rep, err := tv.Validate(tv.Case{Func: zero, Model: m}, tv.Inputs{Random: 0})
	require.NoError(t, err)
	want := 0
	grid := semantics.Grid(semantics.F16)
	for _, a := range grid {
		for _, b := range grid {
			r, err := m.Eval(semantics.F16, a, b, 0)
			require.NoError(t, err)
			if !r.Allows(semantics.F16, 0) {
				want++
			}
		}
	}
	assert.Equal(t, uint64(len(grid)*len(grid)), rep.Pairs)
	assert.Equal(t, uint64(want), rep.Violations)
	assert.Len(t, rep.Witnesses, 5)
}

// TestValidateDeterministic: the report does not depend on the number of
// workers; witnesses come in sweep order.
func TestValidateDeterministic(t *testing.T) {
	m := semantics.MustLookup("ieee754-2019:maximum")
	f := goFunc{t: semantics.F32, arity: 2, f: modelFunc(t, "ptx:max.f32", semantics.F32)}
	var reps []*tv.Report
	for _, w := range []int{1, 2, 7} {
		rep, err := tv.Validate(tv.Case{Func: f, Model: m}, tv.Inputs{Random: 100000, Seed: 42, Workers: w})
		require.NoError(t, err)
		reps = append(reps, rep)
	}
	require.False(t, reps[0].Refines())
	for _, r := range reps[1:] {
		assert.Equal(t, reps[0], r)
	}
}

// TestValidatePackedLanes: a packed function that gets lane 1 wrong is
// caught on lane 1 only.
func TestValidatePackedLanes(t *testing.T) {
	m := semantics.MustLookup("ptx:max.f16x2")
	good := modelFunc(t, "ptx:max.f16x2", semantics.F16x2)
	bad := goFunc{t: semantics.F16x2, arity: 2, f: func(a, b, c uint64) uint64 {
		r := good(a, b, 0)
		return r&0xffff | (b>>16)<<16 // lane 1: always b
	}}
	rep, err := tv.Validate(tv.Case{Func: bad, Model: m}, tv.Inputs{Random: 1000, Seed: 1, Witnesses: 50})
	require.NoError(t, err)
	require.False(t, rep.Refines())
	assert.Equal(t, 2, rep.Lanes)
	for _, w := range rep.Witnesses {
		assert.Equal(t, 1, w.Lane)
	}
	ok, err := tv.Validate(tv.Case{Func: goFunc{t: semantics.F16x2, arity: 2, f: good}, Model: m}, tv.Inputs{Random: 1000, Seed: 1})
	require.NoError(t, err)
	assert.True(t, ok.Refines())
	n := len(semantics.Grid(semantics.F16))
	assert.Equal(t, uint64(2*(n*n+1000)), ok.Pairs)
}

// TestDeclared: the declared semantics of neutral ops' attributes.
func TestDeclared(t *testing.T) {
	op := func(nan ir.NaNPolicy, ftz, nsz bool, n int) *ir.MinMax {
		return &ir.MinMax{Kind: ir.Max, NaN: nan, FTZ: ftz, NSZ: nsz, Srcs: make([]ir.Operand, n)}
	}
	const sub, qnan, negZero = 0x0001, 0x7e00, 0x8000
	tests := []struct {
		op      *ir.MinMax
		in      []uint64
		allowed []uint64
		not     []uint64
	}{
		{op(ir.Number, false, false, 2), []uint64{qnan, 0x3c00}, []uint64{0x3c00}, []uint64{qnan}},
		{op(ir.Propagate, false, false, 2), []uint64{qnan, 0x3c00}, []uint64{qnan}, []uint64{0x3c00}},
		{op(ir.NNaN, false, false, 2), []uint64{qnan, 0x3c00}, []uint64{0x1234, qnan}, nil},
		{op(ir.Number, true, false, 2), []uint64{sub, negZero}, []uint64{sub, 0}, []uint64{0x3c00}},
		{op(ir.Number, false, false, 2), []uint64{sub, negZero}, []uint64{sub}, []uint64{0}},
		{op(ir.Number, false, true, 2), []uint64{0, negZero}, []uint64{0, negZero}, nil},
		{op(ir.Number, false, false, 2), []uint64{0, negZero}, []uint64{0}, []uint64{negZero}},
		{op(ir.Number, false, false, 3), []uint64{qnan, 0x3c00, 0x4000}, []uint64{0x4000}, []uint64{0x3c00}},
		{op(ir.IEEE2008, false, false, 2), []uint64{0x7d00, 0x3c00}, []uint64{qnan}, []uint64{0x3c00}},
	}
	for _, tc := range tests {
		m, err := tv.Declared(tc.op, semantics.F16)
		require.NoError(t, err)
		var c uint64
		if len(tc.in) == 3 {
			c = tc.in[2]
		}
		r, err := m.Eval(semantics.F16, tc.in[0], tc.in[1], c)
		require.NoError(t, err)
		for _, v := range tc.allowed {
			assert.True(t, r.Allows(semantics.F16, v), "%s %v allows %#x (got %s)", m.Name(), tc.in, v, r.String(semantics.F16))
		}
		for _, v := range tc.not {
			assert.False(t, r.Allows(semantics.F16, v), "%s %v must not allow %#x (got %s)", m.Name(), tc.in, v, r.String(semantics.F16))
		}
	}
}

// fitFunc is a goFunc that is a tv.FitFunc: RunFit fails if a value does
// not fit the type (Validate must not claim that it does), and counts its
// calls.
type fitFunc struct {
	goFunc
	fitCalls *int
}

func (f fitFunc) RunFit(in [][]uint64, out []uint64) error {
	*f.fitCalls++
	for k := range in {
		for i, v := range in[k][:len(out)] {
			if v&^f.t.Mask() != 0 {
				return fmt.Errorf("RunFit: input %d of tuple %d, %#x, does not fit %s", k, i, v, f.t)
			}
		}
	}
	return f.Run(in, out)
}

// TestValidateRunFit: Validate tells a FitFunc its inputs fit where they
// do (the exhaustive sweep, sampled tuples over a grid of the lane's
// values, packed lanes too) and calls Run otherwise (a grid value wider
// than the lane); the reports are those of the Func without RunFit.
func TestValidateRunFit(t *testing.T) {
	tests := []struct {
		name    string
		typ     semantics.Type
		model   string
		in      tv.Inputs
		wantFit bool
	}{
		{"exhaustive", semantics.F16, "ieee754-2019:maximumNumber", tv.Inputs{Exhaustive: true}, true},
		{"sampled", semantics.F32, "ieee754-2019:maximum", tv.Inputs{Random: 5000, Seed: 3}, true},
		{"sampled, packed", semantics.F16x2, "ieee754-2019:minimum", tv.Inputs{Random: 5000, Seed: 3}, true},
		{"wide grid", semantics.F16, "ieee754-2019:maximum", tv.Inputs{Random: 100, Seed: 3, Grid: []uint64{0, 0x3c00, 0x1_0000_7e00}}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.in.Exhaustive && !*long {
				t.Skip("all 2^32 pairs: run with -long")
			}
			m := semantics.MustLookup(tc.model)
			lane := tc.typ
			if lane.IsPacked() {
				lane = lane.Lane()
			}
			fn, err := semantics.MustLookup("ieee754-2019:maximum").Func(lane) // wrong for some: violations and witnesses
			require.NoError(t, err)
			f := func(a, b, c uint64) uint64 {
				if tc.in.Exhaustive {
					return a // a Go model per pair would take minutes
				}
				r, err := fn(a, b, c)
				if err != nil {
					return 0
				}
				return r
			}
			g := goFunc{t: tc.typ, arity: 2, f: func(a, b, c uint64) uint64 {
				if !tc.typ.IsPacked() {
					return f(a&lane.Mask(), b&lane.Mask(), 0)
				}
				return f(a&0xffff, b&0xffff, 0) | f(a>>16, b>>16, 0)<<16
			}}
			calls := 0
			got, err := tv.Validate(tv.Case{Func: fitFunc{g, &calls}, Model: m, Where: "w"}, tc.in)
			require.NoError(t, err)
			assert.Equal(t, tc.wantFit, calls > 0, "RunFit called")
			want, err := tv.Validate(tv.Case{Func: g, Model: m, Where: "w"}, tc.in)
			require.NoError(t, err)
			require.Equal(t, want, got)
		})
	}
}
