package semantics

import (
	"math/big"
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

// TestWasmVectors: the WebAssembly spec test vectors of
// test/core/relaxed-simd/relaxed_min_max.wast (lane by lane: every result
// an "either" alternative accepts for that lane is allowed, and nothing
// else; nan:canonical is the canonical NaN of either sign), and pmin/pmax
// from the spec's fpmin/fpmax definitions.
func TestWasmVectors(t *testing.T) {
	const cn32, cn64 = 0x7fc00000, 0x7ff8000000000000
	for _, c := range []struct {
		m    string
		typ  Type
		a, b uint64
		want []uint64
	}{
		// relaxed_min(-nan, 0), (nan, 0), (0, -nan), (0, nan): either nan:canonical or 0.
		{"wasm:relaxed_min", F32, 0xffc00000, 0, []uint64{cn32, cn32 | 1<<31, 0}},
		{"wasm:relaxed_min", F32, 0x7fc00000, 0, []uint64{cn32, cn32 | 1<<31, 0}},
		{"wasm:relaxed_min", F32, 0, 0xffc00000, []uint64{cn32, cn32 | 1<<31, 0}},
		{"wasm:relaxed_max", F32, 0, 0x7fc00000, []uint64{cn32, cn32 | 1<<31, 0}},
		// (+0, -0) and (-0, +0): either zero; equal zeros: that zero.
		{"wasm:relaxed_min", F32, 0, 0x80000000, []uint64{0, 0x80000000}},
		{"wasm:relaxed_max", F32, 0x80000000, 0, []uint64{0, 0x80000000}},
		{"wasm:relaxed_min", F32, 0, 0, []uint64{0}},
		{"wasm:relaxed_max", F32, 0x80000000, 0x80000000, []uint64{0x80000000}},
		{"wasm:relaxed_min", F64, 0xfff8000000000000, 0, []uint64{cn64, cn64 | 1<<63, 0}},
		{"wasm:relaxed_max", F64, 0, 0x7ff8000000000000, []uint64{cn64, cn64 | 1<<63, 0}},
		{"wasm:relaxed_max", F64, 1 << 63, 0, []uint64{0, 1 << 63}},
		// fpmin(z1, z2) = z2 < z1 ? z2 : z1; fpmax = z1 < z2 ? z2 : z1.
		{"wasm:pmin", F32, 0x7fc00123, 0x3f800000, []uint64{0x7fc00123}},
		{"wasm:pmin", F32, 0x3f800000, 0x7f800001, []uint64{0x3f800000}},
		{"wasm:pmin", F32, 0, 0x80000000, []uint64{0}},
		{"wasm:pmin", F32, 0x40000000, 0x3f800000, []uint64{0x3f800000}},
		{"wasm:pmax", F32, 0x80000000, 0, []uint64{0x80000000}},
		{"wasm:pmax", F32, 0x7f800001, 0x3f800000, []uint64{0x7f800001}},
		{"wasm:pmax", F64, 0x3ff0000000000000, 0x4000000000000000, []uint64{0x4000000000000000}},
	} {
		r, err := MustLookup(c.m).Eval(c.typ, c.a, c.b, 0)
		require.NoError(t, err)
		assert.True(t, r.Equal(c.typ, SetOf(c.want...)), "%s(%s, %s) = %s", c.m, FormatBits(c.typ, c.a), FormatBits(c.typ, c.b), r.String(c.typ))
	}
	// A non-canonical NaN input allows any quiet NaN besides the inputs.
	r, _ := MustLookup("wasm:relaxed_max").Eval(F32, 0x7fc00123, 0x3f800000, 0)
	assert.Equal(t, "{0x3f800000,0x7fc00123}|any-qnan", r.String(F32))
	// wasm:max refines relaxed_max (its results are one of the choices);
	// so does pmax (for a NaN input it returns a, one of the choices).
	rep := mustCompare(t, "wasm:max", "wasm:relaxed_max", F32, Options{Random: 100_000, Seed: 1})
	assert.True(t, rep.ARefinesB())
	rep = mustCompare(t, "wasm:pmax", "wasm:relaxed_max", F32, Options{Random: 100_000, Seed: 1})
	assert.True(t, rep.ARefinesB(), "pmax returns a or b for a NaN input: one of relaxed_max's choices")
}

// TestLLVM19vs22: llvm19:maxnum vs llvm22:maxnum on every f32 pair, derived
// by hand from the two LangRef texts (docs/reference/semantics.md §2.3): the
// (sNaN, number) pairs in either order, 2·S·N with S = 2(2^22 − 1) and N =
// 2^32 − 2(2^23 − 1), where 22 adds the NaN results, plus (+0, −0) and
// (−0, +0), where 19 allows either zero and 22 only the ordered one.
func TestLLVM19vs22(t *testing.T) {
	s := sizesOf(32, 23)
	twoSN := mul(big.NewInt(2), s.snan, s.num)
	for _, op := range []string{"maxnum", "minnum"} {
		r := mustCompare(t, "llvm19:"+op, "llvm22:"+op, F32, Options{Exhaustive: true})
		require.Equal(t, "exact", r.Method)
		assert.Equal(t, sum(twoSN, big.NewInt(2)).String(), r.Big.BitwiseDiff.String())
		assert.Equal(t, sum(twoSN, big.NewInt(2)).String(), r.Big.ValueDiff.String())
		assert.Equal(t, "2", r.Big.ANotInB.String())
		assert.Equal(t, twoSN.String(), r.Big.BNotInA.String())
	}
	for _, op := range []string{"maximum", "minimum", "maximumnum", "minimumnum"} {
		r := mustCompare(t, "llvm19:"+op, "llvm22:"+op, F64, Options{Exhaustive: true})
		assert.Zero(t, r.BitwiseDiff, op)
	}
}

// TestAMDIntMaxMin: GFX11/12 integer v_maxmin = min(max(S0, S1), S2) and
// v_minmax = max(min(S0, S1), S2) (the same composition as the float forms,
// docs/reference/amdgpu.md §3.2); absent before GFX11.
func TestAMDIntMaxMin(t *testing.T) {
	for _, c := range []struct {
		m       string
		a, b, c int64
		want    int64
	}{
		{"amdgcn:gfx1100:v_maxmin_i32", -5, 3, 1, 1}, {"amdgcn:gfx1100:v_maxmin_i32", -5, -7, 1, -5},
		{"amdgcn:gfx1200:v_minmax_i32", -5, 3, -9, -5}, {"amdgcn:gfx1200:v_minmax_i32", 4, 3, 9, 9},
		{"amdgcn:gfx1150:v_maxmin_u32", -1, 3, 7, 7}, // 0xffffffff is the largest u32
		{"amdgcn:gfx1201:v_minmax_u32", -1, 3, 2, 3},
	} {
		m := MustLookup(c.m)
		typ := m.DefaultType()
		r, err := m.Eval(typ, uint64(c.a)&typ.Mask(), uint64(c.b)&typ.Mask(), uint64(c.c)&typ.Mask())
		require.NoError(t, err)
		assert.Equal(t, uint64(c.want)&typ.Mask(), r.Bits(), "%s(%d, %d, %d)", c.m, c.a, c.b, c.c)
	}
	_, err := Lookup("amdgcn:gfx942:v_maxmin_i32")
	assert.Error(t, err, "GFX9 has no integer v_maxmin")
}

// TestCanonicalize: one-input models. The AMD sequence v_max x, x in IEEE
// mode refines llvm.canonicalize on every f32 and f64 input (exact engine);
// it differs only on NaNs, where LangRef allows a set (S + Q inputs). With
// IEEE=0 the sNaN passes through (llvm issue #139622): the S sNaN inputs
// are results canonicalize does not allow. With denorm=0 the subnormals are
// flushed. The f16 counts of the region engine equal the sweep's.
func TestCanonicalize(t *testing.T) {
	for _, c := range []struct {
		t    Type
		w, m uint
		sfx  string
	}{{F32, 32, 23, "f32"}, {F64, 64, 52, "f64"}} {
		s := sizesOf(c.w, c.m)
		r := mustCompare(t, "amdgcn:gfx942:canonicalize_"+c.sfx, "llvm19:canonicalize", c.t, Options{Exhaustive: true})
		require.Equal(t, "exact", r.Method)
		assert.Equal(t, new(big.Int).Lsh(big.NewInt(1), c.w).String(), r.Big.Pairs.String())
		assert.Equal(t, s.nan.String(), r.Big.BitwiseDiff.String())
		assert.True(t, r.ARefinesB())
		assert.Zero(t, r.ValueDiff)
		checkWitnesses1(t, r)
		r = mustCompare(t, "amdgcn:gfx942:canonicalize_"+c.sfx+":ieee=0", "llvm22:canonicalize", c.t, Options{Exhaustive: true})
		assert.Equal(t, s.snan.String(), r.Big.ANotInB.String())
		r = mustCompare(t, "amdgcn:gfx1200:canonicalize_"+c.sfx, "llvm22:canonicalize", c.t, Options{Exhaustive: true})
		assert.True(t, r.ARefinesB())
	}
	a, b := MustLookup("amdgcn:gfx942:canonicalize_f16:denorm=0"), MustLookup("llvm19:canonicalize")
	ex, err := CompareWith(a, b, F16, Options{Exhaustive: true, Regions: true})
	require.NoError(t, err)
	sw, err := CompareWith(a, b, F16, Options{Exhaustive: true})
	require.NoError(t, err)
	require.Equal(t, "exact", ex.Method)
	require.Equal(t, "exhaustive", sw.Method)
	assert.Equal(t, groupCounts(sw), groupCounts(ex))
	assert.Equal(t, uint64(2*1023), ex.ANotInB, "the f16 subnormals, flushed")
	// Sampling works for one input too.
	r := mustCompare(t, "amdgcn:gfx942:canonicalize_f32:ieee=0", "llvm19:canonicalize", F32, Options{Random: 1000, Seed: 1})
	assert.Equal(t, "grid+random", r.Method)
	assert.Equal(t, uint64(len(Grid(F32))+1000), r.Pairs)
	assert.False(t, r.ARefinesB())
	// Eval.
	got, err := MustLookup("amdgcn:gfx942:canonicalize_f32").Eval(F32, 0x7f800005, 0, 0)
	require.NoError(t, err)
	assert.Equal(t, "0x7fc00005", got.String(F32))
	got, _ = b.Eval(F32, 0x7f800005, 0, 0)
	assert.Equal(t, "{0x7fc00000,0x7fc00005,0xffc00000,0xffc00005}", got.String(F32))
	_, err = CompareWith(b, MustLookup("llvm19:maxnum"), F32, Options{})
	assert.Error(t, err, "one input vs two")
}

// checkWitnesses1 is checkWitnesses for one-input models.
func checkWitnesses1(t *testing.T, r *Report) {
	t.Helper()
	a, b := MustLookup(r.A), MustLookup(r.B)
	for _, g := range r.Groups {
		if g.BitwiseDiff == 0 {
			continue
		}
		require.NotNil(t, g.Witness)
		require.Len(t, g.Witness.In, 1)
		x := g.Witness.In[0]
		assert.Equal(t, g.ClassA, Classify(r.Type, x))
		ra, _ := a.Eval(r.Type, x, 0, 0)
		rb, _ := b.Eval(r.Type, x, 0, 0)
		assert.False(t, ra.Equal(r.Type, rb))
	}
}

// TestFmaxmagLibmVectors: glibc's own test vectors for fmaxmag
// (math/libm-test-fmaxmag.inc: TEST_ff_f (fmaxmag, x, y, expected); a
// qnan_value result is any quiet NaN, sign ignored; IGNORE_ZERO_INF_SIGN
// lets a zero have either sign), on f32 and f64, for the glibc model and
// the IEEE 754-2008 maxNumMag relation it implements.
func TestFmaxmagLibmVectors(t *testing.T) {
	vec := [][3]string{
		{"0", "0", "0"}, {"-0", "-0", "-0"}, {"0", "-0", "±0"}, {"-0", "0", "±0"},
		{"min_sub", "-min_sub", "min_sub"}, {"-min_sub", "min_sub", "min_sub"}, {"-min_sub", "-min_sub", "-min_sub"},
		{"max", "-max", "max"}, {"-max", "max", "max"}, {"-max", "min", "-max"}, {"min", "-max", "-max"},
		{"9", "0", "9"}, {"0", "-9", "-9"}, {"-9", "0", "-9"},
		{"inf", "-9", "inf"}, {"-inf", "9", "-inf"}, {"9", "-inf", "-inf"},
		{"0", "qnan", "0"}, {"-0", "-qnan", "-0"}, {"-9", "qnan", "-9"}, {"qnan", "9", "9"}, {"-qnan", "-9", "-9"},
		{"0", "snan", "qnan"}, {"9", "-snan", "qnan"}, {"snan", "-0", "qnan"}, {"-snan", "9", "qnan"},
		{"inf", "qnan", "inf"}, {"qnan", "-inf", "-inf"}, {"inf", "snan", "qnan"},
		{"qnan", "-qnan", "qnan"}, {"qnan", "snan", "qnan"}, {"-snan", "qnan", "qnan"}, {"snan", "-snan", "qnan"},
	}
	for _, typ := range []Type{F32, F64} {
		f := fmtOf(typ)
		val := func(s string) uint64 {
			switch s {
			case "min_sub", "-min_sub":
				return 1 | map[bool]uint64{true: f.sign}[s[0] == '-']
			case "min", "-min":
				return f.minNormal | map[bool]uint64{true: f.sign}[s[0] == '-']
			case "max", "-max":
				return f.inf - 1 | map[bool]uint64{true: f.sign}[s[0] == '-']
			}
			v, err := ParseValue(typ, s)
			require.NoError(t, err, s)
			return v
		}
		for _, m := range []string{"glibc-x86_64:fmaxmag", "ieee754-2008:maxNumMag"} {
			model := MustLookup(m)
			for _, v := range vec {
				a, b := val(v[0]), val(v[1])
				r, err := model.Eval(typ, a, b, 0)
				require.NoError(t, err)
				var ok bool
				switch v[2] {
				case "qnan":
					ok = !r.AllowsAnything() && r.SubsetOf(typ, AnyQNaN()) // every result a quiet NaN
				case "±0":
					ok = r.SubsetOf(typ, SetOf(0, f.sign))
				default:
					ok = r.Equal(typ, Exact(val(v[2])))
				}
				assert.True(t, ok, "%s %s(%s, %s) = %s, libm-test expects %s", m, typ, v[0], v[1], r.String(typ), v[2])
			}
		}
	}
}

// TestAMDMaximumMinimumF16: GFX12 v_maximumminimum_f16 =
// minimum(maximum(a, b), c), v_minimummaximum_f16 = maximum(minimum(a, b),
// c), NaN-propagating (−0 < +0), as the f32 forms.
func TestAMDMaximumMinimumF16(t *testing.T) {
	mm := MustLookup("amdgcn:gfx1200:v_maximumminimum_f16")
	r, err := mm.Eval(F16, 0x3c00, 0x4000, 0x3e00) // min(max(1, 2), 1.5) = 1.5
	require.NoError(t, err)
	assert.Equal(t, "0x3e00", r.String(F16))
	r, _ = mm.Eval(F16, 0x3c00, 0x7e00, 0x4000) // a NaN propagates
	assert.True(t, IsNaN(F16, r.Bits()))
	r, _ = MustLookup("amdgcn:gfx1201:v_minimummaximum_f16").Eval(F16, 0x8000, 0x0000, 0x8000) // max(min(-0, +0), -0) = -0
	assert.Equal(t, "0x8000", r.String(F16))
	_, err = Lookup("amdgcn:gfx1100:v_maximumminimum_f16")
	assert.Error(t, err)
}
