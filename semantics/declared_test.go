package semantics

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
)

// TestDeclared: the contract of every NaN policy × nsz × kind, by the names
// the IR's documentation gives them (ir.NaNPolicy: number = 754-2019
// minimumNumber/maximumNumber, propagate = minimum/maximum, ieee2008 =
// 754-2008 minNum/maxNum, nnan = no NaN input).
func TestDeclared(t *testing.T) {
	cases := []struct {
		kind ir.MinMaxKind
		nan  ir.NaNPolicy
		nsz  bool
		typ  ir.ElemType
		want string
	}{
		{ir.Max, ir.Number, false, ir.F32, "ieee754-2019:maximumNumber"},
		{ir.Min, ir.Number, false, ir.F16, "ieee754-2019:minimumNumber"},
		{ir.Max, ir.Number, true, ir.BF16x2, "ieee754-2019:maximumNumber, ±0 either"},
		{ir.Max, ir.Propagate, false, ir.F64, "ieee754-2019:maximum"},
		{ir.Min, ir.Propagate, true, ir.F32x2, "ieee754-2019:minimum, ±0 either"},
		{ir.Max, ir.IEEE2008, false, ir.F32, "ieee754-2008:maxNum"},
		{ir.Min, ir.IEEE2008, true, ir.F32, "ieee754-2008:minNum"}, // maxNum already allows either zero
		{ir.Max, ir.NNaN, false, ir.F32, "ieee754-2019:maximumNumber on non-NaN inputs"},
		{ir.Min, ir.NNaN, true, ir.F16x2, "ieee754-2019:minimumNumber on non-NaN inputs, ±0 either"},
		{ir.Max, ir.Number, false, ir.S32, "integer max"},
		{ir.Min, ir.Propagate, true, ir.U16x2, "integer min"},
	}
	for _, c := range cases {
		got, err := Declared(c.kind, c.nan, c.nsz, c.typ)
		require.NoError(t, err, "%v %v nsz=%v %v", c.kind, c.nan, c.nsz, c.typ)
		assert.Equal(t, c.want, got.String(), "%v %v nsz=%v %v", c.kind, c.nan, c.nsz, c.typ)
		assert.Equal(t, c.typ.IsInt(), got.Model == nil)
	}
	for _, bad := range []ir.ElemType{ir.B32, ir.Pred, ir.Invalid} {
		_, err := Declared(ir.Max, ir.Number, false, bad)
		assert.Error(t, err, "%v", bad)
	}
	_, err := Declared(ir.Max, ir.NaNPolicy(200), false, ir.F32)
	assert.ErrorContains(t, err, "unknown NaN policy")
}

// TestContractAllows: what each contract accepts on the inputs that tell the
// policies apart (docs/reference/semantics.md §1: the standards table).
func TestContractAllows(t *testing.T) {
	const (
		one  = 0x3f800000
		two  = 0x40000000
		qnan = 0x7fc00123
		snan = 0x7f800123
		pz   = 0x00000000
		nz   = 0x80000000
	)
	cases := []struct {
		nan     ir.NaNPolicy
		nsz     bool
		a, b, r uint64
		want    bool
	}{
		{ir.Number, false, qnan, one, one, true},
		{ir.Number, false, qnan, one, 0x7fc00000, false},
		{ir.Number, false, snan, one, one, true}, // 2019: an sNaN loses too
		{ir.Number, false, pz, nz, pz, true},
		{ir.Number, false, pz, nz, nz, false}, // −0 < +0
		{ir.Number, true, pz, nz, nz, true},   // nsz: either zero
		{ir.Number, true, one, two, nz, false},
		{ir.Propagate, false, qnan, one, one, false},
		{ir.Propagate, false, qnan, one, 0x7fc00000, true},
		{ir.IEEE2008, false, snan, one, one, false}, // 2008: an sNaN gives a qNaN
		{ir.IEEE2008, false, snan, one, 0x7fc00000, true},
		{ir.IEEE2008, false, pz, nz, nz, true},        // maxNum: either zero
		{ir.NNaN, false, qnan, one, 0x12345678, true}, // a NaN input is outside the promise
		{ir.NNaN, false, one, two, one, false},
	}
	for _, c := range cases {
		con, err := Declared(ir.Max, c.nan, c.nsz, ir.F32)
		require.NoError(t, err)
		got, err := con.Allows(F32, c.a, c.b, c.r)
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "%s: max(%#x, %#x) = %#x", con, c.a, c.b, c.r)
	}
	con, err := Declared(ir.Max, ir.Number, false, ir.S32)
	require.NoError(t, err)
	_, err = con.Allows(S32, 1, 2, 2)
	assert.Error(t, err, "integer contracts have no relation")
}
