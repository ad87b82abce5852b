package semantics

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMagRefines: glibc's magnitude functions (checked against glibc 2.36
// in TestGlibcMagOracle) refine the standards they implement, on every f32
// and f64 pair (exact engine), and differ from them where the standards
// leave latitude only.
func TestMagRefines(t *testing.T) {
	for _, c := range []struct{ impl, std string }{
		{"glibc-x86_64:fmaximum_mag", "c23:fmaximum_mag"},
		{"glibc-x86_64:fminimum_mag", "c23:fminimum_mag"},
		{"glibc-x86_64:fmaximum_mag_num", "c23:fmaximum_mag_num"},
		{"glibc-x86_64:fminimum_mag_num", "c23:fminimum_mag_num"},
		{"glibc-x86_64:fmaxmag", "ieee754-2008:maxNumMag"},
		{"glibc-x86_64:fminmag", "ieee754-2008:minNumMag"},
	} {
		for _, typ := range []Type{F32, F64} {
			r := mustCompare(t, c.impl, c.std, typ, Options{Exhaustive: true})
			require.Equal(t, "exact", r.Method)
			assert.True(t, r.ARefinesB(), "%s does not refine %s on %s: %d inputs", c.impl, c.std, typ, r.ANotInB)
			assert.False(t, r.BRefinesA(), "%s vs %s", c.impl, c.std)
			assert.Zero(t, r.ValueDiff-r.Big.ValueDiff.Uint64())
		}
	}
	// The magnitude decides before the sign: fmaximum_mag(-3, 2) = -3,
	// fminimum_mag(-3, 2) = 2; ties fall back on fmaximum: (−2, 2) → 2.
	for _, c := range []struct {
		m       string
		a, b, r string
	}{
		{"c23:fmaximum_mag", "-3", "2", "-3"}, {"c23:fminimum_mag", "-3", "2", "2"},
		{"c23:fmaximum_mag", "-2", "2", "2"}, {"c23:fminimum_mag", "-2", "2", "-2"},
		{"c23:fmaximum_mag", "-0", "0", "0"}, {"c23:fminimum_mag_num", "nan", "-5", "-5"},
		{"glibc-x86_64:fmaxmag", "0", "-0", "-0"}, {"glibc-x86_64:fmaxmag", "-1", "1", "1"},
	} {
		m := MustLookup(c.m)
		a, _ := ParseValue(F32, c.a)
		b, _ := ParseValue(F32, c.b)
		want, _ := ParseValue(F32, c.r)
		got, err := m.Eval(F32, a, b, 0)
		require.NoError(t, err)
		assert.Equal(t, FormatBits(F32, want), got.String(F32), "%s(%s, %s)", c.m, c.a, c.b)
	}
}
