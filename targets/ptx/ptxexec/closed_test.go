package ptxexec

import (
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const maxNaNF16 = `.version 7.0
.target sm_80
.address_size 64
.visible .func  (.param .align 2 .b8 func_retval0[2]) max_nan_f16(
	.param .align 2 .b8 max_nan_f16_param_0[2],
	.param .align 2 .b8 max_nan_f16_param_1[2]
)
{
	.reg .b16 	%rs<4>;
	ld.param.b16 	%rs1, [max_nan_f16_param_0];
	ld.param.b16 	%rs2, [max_nan_f16_param_1];
	max.NaN.f16 	%rs3, %rs1, %rs2;
	st.param.b16 	[func_retval0+0], %rs3;
	ret;
}
`

// TestClosedFormMaxNaNF16: max.NaN.f16 returns a NaN when either input is
// one (PTX ISA; docs/reference/ptx.md §2.1); IEEE 754-2019 maximumNumber
// returns the number when exactly one input is NaN and agrees otherwise
// (a NaN for two NaNs, the same maximum for two numbers, −0 < +0 in both).
// So, over all 2^32 f16 pairs, the violations are exactly the ordered pairs
// with one NaN input: 2 · 2046 · 63490 (f16 has 2 signs × (2^10 − 1) = 2046
// NaN patterns and 65536 − 2046 = 63490 others). The count is written from
// the documents, not from a run. Exhaustive: -long.
func TestClosedFormMaxNaNF16(t *testing.T) {
	if !*long {
		t.Skip("all 2^32 f16 pairs: run with -long")
	}
	m, err := Parse("closed.ptx", []byte(maxNaNF16))
	require.NoError(t, err)
	fns, err := Target{}.Funcs("closed.ptx", []byte(maxNaNF16), func(string) (tv.Signature, error) {
		return tv.Signature{Type: semantics.F16, Arity: 2}, nil
	}, tv.Options{})
	require.NoError(t, err)
	require.Len(t, fns, 1)
	require.NoError(t, m.Funcs[0].Err)
	rep, err := tv.Validate(tv.Case{Func: fns[0], Model: semantics.MustLookup("ieee754-2019:maximumNumber")}, tv.Inputs{Exhaustive: true})
	require.NoError(t, err)
	assert.Equal(t, uint64(1)<<32, rep.Pairs)
	assert.Equal(t, uint64(2*2046*63490), rep.Violations)
}

// TestClosedFormGrid is the default run's part of the closed form: on the
// grid and random pairs, a pair violates maximumNumber exactly when one
// input is a NaN and the other is not.
func TestClosedFormGrid(t *testing.T) {
	fns, err := Target{}.Funcs("closed.ptx", []byte(maxNaNF16), func(string) (tv.Signature, error) {
		return tv.Signature{Type: semantics.F16, Arity: 2}, nil
	}, tv.Options{})
	require.NoError(t, err)
	rep, err := tv.Validate(tv.Case{Func: fns[0], Model: semantics.MustLookup("ieee754-2019:maximumNumber")},
		tv.Inputs{Random: 0, Witnesses: 1 << 20})
	require.NoError(t, err)
	grid := semantics.Grid(semantics.F16)
	nan := 0
	for _, v := range grid {
		if semantics.IsNaN(semantics.F16, v) {
			nan++
		}
	}
	assert.Equal(t, uint64(len(grid)*len(grid)), rep.Pairs)
	assert.Equal(t, uint64(2*nan*(len(grid)-nan)), rep.Violations)
	for _, w := range rep.Witnesses {
		assert.NotEqual(t, semantics.IsNaN(semantics.F16, w.In[0]), semantics.IsNaN(semantics.F16, w.In[1]), "%v", w.In)
	}
}
