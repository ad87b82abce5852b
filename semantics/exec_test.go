package semantics

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckRow16: for functions and relations on f16 and bf16, a row's
// violation count and first violation equal a pair-by-pair count with
// Eval and Allows, for results that agree with another model (so that
// some rows have violations and some none).
func TestCheckRow16(t *testing.T) {
	pairs := [][2]string{
		{"ieee754-2019:maximumNumber", "ptx:max.NaN.f16"},
		{"ieee754-2019:maximum", "ptx:max.f16"},
		{"llvm19:maxnum", "ptx:max.f16"},
		{"ptx:min.ftz.f16", "ptx:min.f16"},
		{"ieee754-2008:maxNum", "ptx:max.NaN.f16"},
	}
	rows := []uint16{0, 0x8000, 0x0001, 0x3c00, 0x7c00, 0x7c01, 0x7e00, 0xfe01, 0x8001}
	for _, ty := range []Type{F16, BF16} {
		for _, p := range pairs {
			m := MustLookup(p[0])
			code, err := Lookup(p[1])
			require.NoError(t, err)
			if !m.Supports(ty) || !code.Supports(ty) {
				continue
			}
			fn, err := code.Func(ty)
			require.NoError(t, err)
			got := make([]uint64, 1<<16)
			for _, a := range rows {
				var want uint64
				first := -1
				for b := range got {
					got[b], err = fn(uint64(a), uint64(b), 0)
					require.NoError(t, err)
					if b%97 == 0 { // stray bits above the type: never allowed
						got[b] |= 1 << 16
					}
					r, err := m.Eval(ty, uint64(a), uint64(b), 0)
					require.NoError(t, err)
					if !r.Allows(ty, got[b]) {
						want++
						if first < 0 {
							first = b
						}
					}
				}
				n, f := m.CheckRow16(ty, a, got)
				assert.Equal(t, want, n, "%s vs %s on %s row %#x", p[0], p[1], ty, a)
				assert.Equal(t, first, f, "%s vs %s on %s row %#x", p[0], p[1], ty, a)
			}
		}
	}
}

// TestAllowsStrayBits: a pattern wider than its type is no NaN of it,
// even where every NaN is allowed.
func TestAllowsStrayBits(t *testing.T) {
	for _, c := range []struct {
		ty Type
		x  uint64
	}{{F16, 0x1_7e00}, {BF16, 0x1_7fc0}, {F32, 0x1_7fc0_0000}, {F16, 0x1_0000}} {
		for _, r := range []Result{AnyQNaN(), AnyNaN()} {
			assert.False(t, r.Allows(c.ty, c.x), "%s %#x", c.ty, c.x)
			assert.True(t, r.Allows(c.ty, c.x&fmtOf(c.ty).all|fmtOf(c.ty).inf|fmtOf(c.ty).quiet), "%s %#x", c.ty, c.x)
		}
		assert.True(t, Anything().Allows(c.ty, c.x))
	}
}

// TestRow16: rows built from runs equal the model's function pair by pair.
func TestRow16(t *testing.T) {
	dst := make([]uint16, 1<<16)
	for _, name := range []string{"ptx:max.f16", "ptx:min.NaN.ftz.f16", "ptx:max.xorsign.abs.bf16", "ptx:max.NaN.f16x2"} {
		m := MustLookup(name)
		ty := F16
		if m.Supports(BF16) && !m.Supports(F16) {
			ty = BF16
		}
		fn, err := m.Func(ty)
		require.NoError(t, err)
		for _, a := range []uint16{0, 0x8000, 0x0001, 0x3c00, 0x7c00, 0x7c01, 0xfe00} {
			require.True(t, m.Row16(ty, a, dst), name)
			for b := range dst {
				r, _ := fn(uint64(a), uint64(b), 0)
				if uint64(dst[b]) != r {
					t.Fatalf("%s row %#x: b=%#x gives %#x, the model %#x", name, a, b, dst[b], r)
				}
			}
		}
	}
	assert.False(t, MustLookup("ieee754-2019:maximum").Row16(F16, 0, dst), "a relation has no function rows")
}
