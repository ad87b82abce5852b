package audit

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
)

// TestDeclaredModelsIgnoreQNaNPayload: what applyModel's payloadFree rests
// on. For every declared contract (number, propagate, ieee2008; max and
// min) and float lane type, the result with a quiet NaN input is the same
// set for every quiet NaN (both signs, payloads from the quiet bit alone
// to all ones) against every value of the class grid, in either operand.
func TestDeclaredModelsIgnoreQNaNPayload(t *testing.T) {
	for _, st := range []semantics.Type{semantics.F16, semantics.BF16, semantics.F32, semantics.F64} {
		reps := qNaNReps(st)
		f := uint(st.FracBits())
		q := uint64(1) << (f - 1)
		var qnans []uint64
		for _, p := range []uint64{0, 1, q - 1, q >> 1, 0x55 & (q - 1)} {
			for _, s := range []uint64{0, 1 << (st.Bits() - 1)} {
				qnans = append(qnans, s|reps[0]|p)
			}
		}
		for _, kind := range []ir.MinMaxKind{ir.Max, ir.Min} {
			for _, pol := range []ir.NaNPolicy{ir.Number, ir.Propagate, ir.IEEE2008} {
				m, err := semantics.DeclaredFloat(kind, pol)
				require.NoError(t, err)
				for _, x := range semantics.Grid(st) {
					for _, swap := range []bool{false, true} {
						ev := func(n uint64) semantics.Result {
							a, b := n, x
							if swap {
								a, b = x, n
							}
							r, err := m.Eval(st, a, b, 0)
							require.NoError(t, err)
							return r
						}
						want := ev(reps[0])
						for _, n := range append(qnans, reps[1]) {
							require.True(t, ev(n).Equal(st, want), "%s %s: %#x vs %#x with %#x", m.Name(), st, n, reps[0], x)
						}
					}
				}
			}
		}
	}
}

// TestApplyModelAnyQNaN: an input that may be any quiet NaN keeps the
// result exact under a declared contract (maximumNumber of {1, any qNaN}
// and {2} is {2}; maximum's is {2, any qNaN}), and widens to anything
// under a model that is not payload-free (a hardware atom's).
func TestApplyModelAnyQNaN(t *testing.T) {
	st := semantics.F32
	in := [][]semantics.Result{{semantics.SetOf(0x3f800000).WithAnyQNaN()}, {semantics.Exact(0x40000000)}}
	num, err := semantics.DeclaredFloat(ir.Max, ir.Number)
	require.NoError(t, err)
	out, err := applyModel(num, st, in, true)
	require.NoError(t, err)
	require.True(t, out[0].Equal(st, semantics.Exact(0x40000000)), out[0].String(st))
	prop, err := semantics.DeclaredFloat(ir.Max, ir.Propagate)
	require.NoError(t, err)
	out, err = applyModel(prop, st, in, true)
	require.NoError(t, err)
	require.True(t, out[0].Equal(st, semantics.Exact(0x40000000).WithAnyQNaN()), out[0].String(st))
	out, err = applyModel(num, st, in, false)
	require.NoError(t, err)
	require.True(t, out[0].AllowsAnything(), out[0].String(st))
	// Only a quiet NaN input alone: {any qNaN} max {2} is {2}.
	in[0][0] = semantics.AnyQNaN()
	out, err = applyModel(num, st, in, true)
	require.NoError(t, err)
	require.True(t, out[0].Equal(st, semantics.Exact(0x40000000)), out[0].String(st))
	// Any NaN (signalling ones included) still widens to anything.
	in[0][0] = semantics.AnyNaN()
	out, err = applyModel(num, st, in, true)
	require.NoError(t, err)
	require.True(t, out[0].AllowsAnything(), out[0].String(st))
}
