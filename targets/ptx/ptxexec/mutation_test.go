package ptxexec

import (
	"regexp"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lowered lowers one op and returns its module text.
func lowered(t *testing.T, arch, ty, text string, nsrc int) []byte {
	b, err := ptx.New(arch, "")
	require.NoError(t, err)
	dt := ir.ParseElemType(ty)
	_, code, err := lowerOne(b, dt, nsrc, text)
	require.NoError(t, err)
	return code
}

// validateText validates a (possibly mutated) one-op module.
func validateText(t *testing.T, code []byte, st semantics.Type, nsrc int, model string, in tv.Inputs) *tv.Report {
	m, err := Parse("mutant.ptx", code)
	require.NoError(t, err)
	f := m.Func("v")
	require.NotNil(t, f)
	require.NoError(t, f.Err)
	c := tv.Case{Func: &kernelFunc{fn: f, code: code, name: "mutant", arity: nsrc, typ: st, elem: st.Bits() / 8},
		Model: semantics.MustLookup(model), Where: "mutant"}
	rep, err := tv.Validate(c, in)
	require.NoError(t, err)
	return rep
}

// TestValidationCatchesMutants: validation is only worth something if it
// fails on wrong code. Each case validates a real lowering (which must
// refine its model) and then a mutant of it (which must not):
//   - a wrong model: nan = propagate code checked as maximumNumber;
//   - a swapped operand: the selp of ieee2008's sNaN test with its two
//     values exchanged;
//   - a dropped quieting step: ieee2008 without the selp that replaces the
//     result by a quiet NaN when an input is signaling.
func TestValidationCatchesMutants(t *testing.T) {
	grid := tv.Inputs{Random: 5000, Seed: tv.DefaultSeed}
	selp := regexp.MustCompile(`selp\.b16 (%rs\d+), 0x7FFF, (%rs\d+), (%p\d+);`)
	tests := []struct {
		name   string
		arch   string
		ty     string
		op     string
		model  string // the declared semantics
		mutant func([]byte) []byte
		wrong  string // a model the right code does not refine ("" = use the mutant)
	}{
		{name: "wrong model", arch: "sm_80", ty: "f32", op: "%d = max %a, %b {nan = propagate}",
			model: "ieee754-2019:maximum", wrong: "ieee754-2019:maximumNumber"},
		{name: "wrong model (f16 via f32)", arch: "sm_70", ty: "f16", op: "%d = min %a, %b {nan = number}",
			model: "ieee754-2019:minimumNumber", wrong: "ieee754-2019:minimum"},
		{name: "swapped operand", arch: "sm_80", ty: "f16", op: "%d = max %a, %b {nan = ieee2008}", model: "ieee754-2008:maxNum",
			mutant: func(c []byte) []byte { return selp.ReplaceAll(c, []byte("selp.b16 $1, $2, 0x7FFF, $3;")) }},
		{name: "dropped quieting", arch: "sm_80", ty: "f16", op: "%d = max %a, %b {nan = ieee2008}", model: "ieee754-2008:maxNum",
			mutant: func(c []byte) []byte { return selp.ReplaceAll(c, []byte("mov.b16 $1, $2;")) }},
		{name: "dropped quieting (bf16)", arch: "sm_90", ty: "bf16", op: "%d = min %a, %b {nan = ieee2008}", model: "ieee754-2008:minNum",
			mutant: func(c []byte) []byte { return selp.ReplaceAll(c, []byte("mov.b16 $1, $2;")) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := semantics.ParseType(tc.ty)
			require.NoError(t, err)
			code := lowered(t, tc.arch, tc.ty, tc.op, 2)
			ok := validateText(t, code, st, 2, tc.model, grid)
			require.True(t, ok.Refines(), "the real lowering must refine %s: %+v", tc.model, ok.Witnesses)
			var bad *tv.Report
			if tc.wrong != "" {
				bad = validateText(t, code, st, 2, tc.wrong, grid)
			} else {
				mut := tc.mutant(code)
				require.NotEqual(t, string(code), string(mut), "the mutation must change the code")
				bad = validateText(t, mut, st, 2, tc.model, grid)
			}
			assert.False(t, bad.Refines(), "validation must catch the mutant")
			assert.NotEmpty(t, bad.Witnesses)
			t.Logf("%d of %d pairs caught, first %v → %s", bad.Violations, bad.Pairs, bad.Witnesses[0].In, semantics.FormatBits(st, bad.Witnesses[0].Got))
		})
	}
}
