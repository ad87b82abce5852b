package semantics

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "run the exhaustive cross-checks (minutes)")

// crossModels are region-defined models of thirteen families (relations
// included), on f16 or bf16, for the cross-check of the exact engine against
// the sweep of all 2^32 pairs.
var crossModels = []string{
	"ieee754-2008:maxNum", "ieee754-2019:minimum", "ieee754-2019:maximumNumber",
	"llvm19:maxnum", "llvm19:maximum", "llvm19:minimumnum", "llvm19-fold:maxnum", "llvm19-fold:minimum",
	"ptx:max.f16", "ptx:min.NaN.f16", "ptx:max.ftz.xorsign.abs.f16", "ptx:max.f16:zero=literal",
	"amdgcn:gfx942:v_max_f16", "amdgcn:gfx942:v_min_f16:ieee=0:denorm=1", "amdgcn:gfx942:v_max_f16:denorm=0",
	"amdgcn:gfx1200:v_maximum_f16", "amdgcn:gfx1200:v_max_num_f16:snan=number",
	"arm64:fmax", "arm64:fmaxnm:dn=1", "riscv:fmin", "tvm:max", "tvm:min:impl=fold",
	"mlir:arith.maximumf", "triton:maximum", "ieee754-2008:minNumMag",
}

func groupCounts(r *Report) map[[2]Class][5]string {
	out := map[[2]Class][5]string{}
	for _, g := range r.Groups {
		out[[2]Class{g.ClassA, g.ClassB}] = [5]string{g.Big.Pairs.String(), g.Big.BitwiseDiff.String(),
			g.Big.ValueDiff.String(), g.Big.ANotInB.String(), g.Big.BNotInA.String()}
	}
	return out
}

// TestExactMatchesSweep compares the region engine's counts, group by group,
// with the sweep of all 2^32 pairs, on f16 (and bf16 for a few). The default
// run takes a few pairs; -long takes every pair of crossModels.
func TestExactMatchesSweep(t *testing.T) {
	type pr struct {
		a, b string
		t    Type
	}
	var pairs []pr
	if *long {
		for i, a := range crossModels {
			for _, b := range crossModels[i+1:] {
				pairs = append(pairs, pr{a, b, F16})
			}
		}
	} else {
		pairs = []pr{
			{"amdgcn:gfx942:v_min_f16:ieee=0:denorm=1", "ieee754-2019:minimum", F16},
			{"ptx:max.NaN.bf16", "llvm19:minimumnum", BF16},
			{"ieee754-2008:maxNumMag", "ptx:max.f16", F16},
		}
	}
	for _, p := range pairs {
		t.Run(p.a+"_vs_"+p.b, func(t *testing.T) {
			a, b := MustLookup(p.a), MustLookup(p.b)
			ex, err := CompareWith(a, b, p.t, Options{Exhaustive: true, Regions: true})
			require.NoError(t, err)
			require.Equal(t, "exact", ex.Method)
			sw, err := CompareWith(a, b, p.t, Options{Exhaustive: true})
			require.NoError(t, err)
			require.Equal(t, "exhaustive", sw.Method)
			assert.Equal(t, groupCounts(sw), groupCounts(ex))
			assert.Equal(t, [5]uint64{sw.Pairs, sw.BitwiseDiff, sw.ValueDiff, sw.ANotInB, sw.BNotInA},
				[5]uint64{ex.Pairs, ex.BitwiseDiff, ex.ValueDiff, ex.ANotInB, ex.BNotInA})
			checkWitnesses(t, ex)
		})
	}
}

// checkWitnesses checks that every group's witness lies in the group and
// that the models differ there as reported.
func checkWitnesses(t *testing.T, r *Report) {
	t.Helper()
	a, b := MustLookup(r.A), MustLookup(r.B)
	for _, g := range r.Groups {
		if g.BitwiseDiff == 0 {
			assert.Nil(t, g.Witness)
			continue
		}
		require.NotNil(t, g.Witness, "%s/%s", g.ClassA, g.ClassB)
		w := g.Witness
		assert.Equal(t, g.ClassA, Classify(r.Type, w.In[0]))
		assert.Equal(t, g.ClassB, Classify(r.Type, w.In[1]))
		ra, err := a.Eval(r.Type, w.In[0], w.In[1], 0)
		require.NoError(t, err)
		rb, err := b.Eval(r.Type, w.In[0], w.In[1], 0)
		require.NoError(t, err)
		assert.False(t, ra.Equal(r.Type, rb), "witness %v: %s vs %s", w.In, ra.String(r.Type), rb.String(r.Type))
	}
}

// f32 and f64 class sizes: NaNs per sign 2^m − 1 (sNaN 2^(m−1) − 1, qNaN
// 2^(m−1)), numbers the rest of the 2^w patterns.
type classSizes struct{ nan, snan, qnan, num *big.Int }

func sizesOf(w, m uint) classSizes {
	one := big.NewInt(1)
	p := func(e uint) *big.Int { return new(big.Int).Lsh(one, e) }
	s := classSizes{
		snan: new(big.Int).Mul(big.NewInt(2), new(big.Int).Sub(p(m-1), one)),
		qnan: new(big.Int).Mul(big.NewInt(2), p(m-1)),
	}
	s.nan = new(big.Int).Add(s.snan, s.qnan)
	s.num = new(big.Int).Sub(p(w), s.nan)
	return s
}

func mul(xs ...*big.Int) *big.Int {
	r := big.NewInt(1)
	for _, x := range xs {
		r.Mul(r, x)
	}
	return r
}

func sum(xs ...*big.Int) *big.Int {
	r := new(big.Int)
	for _, x := range xs {
		r.Add(r, x)
	}
	return r
}

// TestExactHandCounts checks exact f32/f64 counts derived by hand from the
// class sizes and the two documents' rules.
func TestExactHandCounts(t *testing.T) {
	// PTX max.f32 (PTX ISA 9.7.3.12: a NaN loses to a number, two NaNs →
	// canonical NaN 0x7fffffff, −0 < +0) vs CDNA3 V_MAX_F32 in IEEE mode
	// (docs/reference/amdgpu.md §4.2: sNaN S0 → quiet(S0), else sNaN S1 →
	// quiet(S1), else a qNaN loses; two qNaNs → S1; +0 > −0).
	//   sNaN × number and number × sNaN: number vs a quiet NaN: S·N each.
	//   NaN × NaN: 0x7fffffff vs the AMD NaN; equal only for a = 0x7fbfffff
	//   (quiet(a) = 0x7fffffff, any NaN b), for qNaN a and b = 0x7fbfffff
	//   (quiet(b)) and for qNaN a and b = 0x7fffffff (b as is): NaN² − NaN − 2·Q.
	s := sizesOf(32, 23)
	nan2 := mul(s.nan, s.nan)
	twoSN := mul(big.NewInt(2), s.snan, s.num)
	r := mustCompare(t, "ptx:max.f32", "amdgcn:gfx942:v_max_f32", F32, Options{Exhaustive: true})
	require.Equal(t, "exact", r.Method)
	wantBit := sum(twoSN, nan2, new(big.Int).Neg(s.nan), mul(big.NewInt(-2), s.qnan))
	assert.Equal(t, mul(big.NewInt(1<<32), big.NewInt(1<<32)).String(), r.Big.Pairs.String())
	assert.Equal(t, wantBit.String(), r.Big.BitwiseDiff.String())
	assert.Equal(t, twoSN.String(), r.Big.ValueDiff.String())
	checkWitnesses(t, r)

	// V_MAX IEEE=1 vs IEEE=0 (docs/reference/amdgpu.md §4.2: IEEE=0: a NaN, sNaN too,
	// loses; two NaNs → S1 as is):
	//   sNaN × number, number × sNaN: quiet NaN vs the number: S·N each.
	//   sNaN a × NaN b: quiet(a) vs b: equal for b = quiet(a) only: S·NaN − S.
	//   qNaN a × sNaN b: quiet(b) vs b: always differ: Q·S.
	//   qNaN × qNaN: b vs b.
	for _, c := range []struct {
		name string
		t    Type
		w, m uint
	}{{"v_max_f32", F32, 32, 23}, {"v_max_f64", F64, 64, 52}, {"v_min_f64", F64, 64, 52}} {
		s := sizesOf(c.w, c.m)
		r := mustCompare(t, "amdgcn:gfx942:"+c.name, "amdgcn:gfx942:"+c.name+":ieee=0", c.t, Options{Exhaustive: true})
		require.Equal(t, "exact", r.Method)
		twoSN := mul(big.NewInt(2), s.snan, s.num)
		want := sum(twoSN, mul(s.snan, s.nan), new(big.Int).Neg(s.snan), mul(s.qnan, s.snan))
		assert.Equal(t, new(big.Int).Lsh(big.NewInt(1), 2*c.w).String(), r.Big.Pairs.String(), c.name)
		assert.Equal(t, want.String(), r.Big.BitwiseDiff.String(), c.name)
		assert.Equal(t, twoSN.String(), r.Big.ValueDiff.String(), c.name)
		assert.Equal(t, want.String(), r.Big.ANotInB.String(), c.name)
		checkWitnesses(t, r)
	}
}

// TestExactAgreesWithSampling: for f32 and f64, per class pair, the share
// of differing pairs among uniform random pairs of the two classes agrees
// with the exact share within 5 standard deviations (plus one count). The
// f64 pairs cover models with no 16-bit type to cross-check against the
// sweep (Go's math.Max tests ±Inf first, x86, glibc, PyTorch's AVX2 path).
func TestExactAgreesWithSampling(t *testing.T) {
	pairs := []struct {
		a, b string
		t    Type
	}{
		{"ptx:max.f32", "amdgcn:gfx942:v_max_f32", F32},
		{"ptx:max.ftz.xorsign.abs.f32", "llvm19:maximum", F32},
		{"llvm19:maxnum", "ieee754-2008:maxNum", F32},
		{"go:max", "glibc-x86_64:fmax", F32},
		{"pytorch:maximum:impl=cpu-avx2", "c23:fmaximum_mag", F32},
		{"go:math.Max", "glibc-x86_64:fmaximum_num", F64},
		{"go:math.Min:goarch=riscv64", "x86:minsd", F64},
		{"c:fmin", "go:min", F64},
		{"wasm:max", "llvm19:maximum", F64},
		{"wasm:relaxed_min", "wasm:min", F32},
	}
	const n = 1000
	rng := splitmix{state: 7}
	for _, p := range pairs {
		blocks, classes := regionBlocks(fmtOf(p.t))
		draw := func(c Class) uint64 { // uniform over the class's blocks
			var total uint64
			for i, cl := range classes {
				if cl == c {
					total += blocks[i][1] - blocks[i][0] + 1
				}
			}
			k := rng.next() % total
			for i, cl := range classes {
				if cl == c {
					if n := blocks[i][1] - blocks[i][0] + 1; k >= n {
						k -= n
						continue
					}
					return blocks[i][0] + k
				}
			}
			panic("no block")
		}
		a, b := MustLookup(p.a), MustLookup(p.b)
		r, err := CompareWith(a, b, p.t, Options{Exhaustive: true})
		require.NoError(t, err)
		require.Equal(t, "exact", r.Method)
		for _, g := range r.Groups {
			exact := share(g.Big.BitwiseDiff, g.Big.Pairs)
			hits := 0
			for i := 0; i < n; i++ {
				x, y := draw(g.ClassA), draw(g.ClassB)
				if ra, rb := a.eval(p.t, x, y, 0), b.eval(p.t, x, y, 0); !ra.Equal(p.t, rb) {
					hits++
				}
			}
			est := float64(hits) / n
			bound := 5*math.Sqrt(exact*(1-exact)/n) + 1.0/n
			assert.LessOrEqual(t, math.Abs(est-exact), bound, "%s vs %s on %s, %s × %s: sampled %.4f, exact %.6f", p.a, p.b, p.t, g.ClassA, g.ClassB, est, exact)
		}
	}
}

// TestExactFallback: models without region rules are sampled, and the
// report says so.
func TestExactFallback(t *testing.T) {
	seq, err := NewFunction("seq:max", "test", "test", 2, []Type{F32},
		func(t Type, a, b, c uint64) uint64 { return MustLookup("ptx:max.f32").fn(t, a, b, c) })
	require.NoError(t, err)
	r, err := CompareWith(seq, MustLookup("ptx:max.f32"), F32, Options{Exhaustive: true, Random: 1000, Seed: 3})
	require.NoError(t, err)
	assert.Equal(t, "grid+random", r.Method)
	assert.Contains(t, r.Note, "seq:max is not defined by rules; sampled instead")
	assert.Equal(t, uint64(3), r.Seed)
	assert.Equal(t, uint64(1000), r.Random)
	r, err = CompareWith(MustLookup("ptx:max.f32:inputs=3"), MustLookup("amdgcn:gfx942:v_max3_f32"), F32, Options{Exhaustive: true, Random: 1000})
	require.NoError(t, err)
	assert.Equal(t, "grid+random", r.Method)
	assert.Contains(t, r.Note, "three-input model")
	_, err = CompareWith(MustLookup("ptx:max.s32"), MustLookup("ptx:min.s32"), S32, Options{Exhaustive: true})
	assert.Error(t, err)
}

// TestExactF64Totals: every f64 pair is counted once (2^128) and a model
// agrees with itself under another name.
func TestExactF64Totals(t *testing.T) {
	r := mustCompare(t, "amdgcn:gfx942:v_max_f64", "amdgcn:gfx90a:v_max_f64", F64, Options{Exhaustive: true})
	assert.Equal(t, new(big.Int).Lsh(big.NewInt(1), 128).String(), r.Big.Pairs.String())
	assert.Equal(t, uint64(math.MaxUint64), r.Pairs, "saturated")
	assert.Zero(t, r.BitwiseDiff)
	r = mustCompare(t, "ptx:max.f64", "llvm19:maxnum", F64, Options{Exhaustive: true})
	require.Equal(t, "exact", r.Method)
	checkWitnesses(t, r)
	var sb strings.Builder
	require.NoError(t, r.WriteJSON(&sb))
	assert.Contains(t, sb.String(), `"pairs": 340282366920938463463374607431768211456,`)
}

func benchExact(b *testing.B, t Type, pairs [][2]string) {
	for _, p := range pairs {
		b.Run(fmt.Sprintf("%s_vs_%s", p[0], p[1]), func(b *testing.B) {
			x, y := MustLookup(p[0]), MustLookup(p[1])
			for i := 0; i < b.N; i++ {
				if _, err := CompareWith(x, y, t, Options{Exhaustive: true}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkExactF32(b *testing.B) {
	benchExact(b, F32, [][2]string{{"ptx:max.f32", "amdgcn:gfx942:v_max_f32"}, {"llvm19:maximum", "ptx:max.NaN.ftz.xorsign.abs.f32"},
		{"llvm19:maxnum", "llvm19:minimumnum"}})
}

func BenchmarkExactF64(b *testing.B) {
	benchExact(b, F64, [][2]string{{"ptx:max.f64", "amdgcn:gfx942:v_max_f64"}, {"llvm19:maxnum", "llvm19:maximum"}, {"go:math.Max", "glibc-x86_64:fmax"}})
}

// TestJSONSchema checks the documented schema (docs/compare-json.md) on an
// exact f64 report and a sampled one: every field, exact integers above
// 2^64, allowed sets as arrays, and the sampling fields that reproduce a
// sampled report.
func TestJSONSchema(t *testing.T) {
	decode := func(r *Report) map[string]any {
		var b strings.Builder
		require.NoError(t, r.WriteJSON(&b))
		dec := json.NewDecoder(strings.NewReader(b.String()))
		dec.UseNumber()
		var j map[string]any
		require.NoError(t, dec.Decode(&j))
		return j
	}
	r := mustCompare(t, "ptx:max.f64", "llvm19:maxnum", F64, Options{Exhaustive: true})
	j := decode(r)
	for _, k := range []string{"schema_version", "a", "b", "type", "inputs_per_case", "method", "pairs", "bitwise_diff", "value_diff",
		"a_not_in_b", "b_not_in_a", "a_refines_b", "b_refines_a", "groups"} {
		assert.Contains(t, j, k)
	}
	assert.NotContains(t, j, "sampling")
	assert.Equal(t, json.Number("2"), j["schema_version"])
	assert.Equal(t, json.Number("340282366920938463463374607431768211456"), j["pairs"])
	var withWitness map[string]any
	for _, g := range j["groups"].([]any) {
		g := g.(map[string]any)
		if w, ok := g["witness"]; ok {
			withWitness = w.(map[string]any)
			assert.Contains(t, []any{"a-refines-b", "b-refines-a", "conflict"}, g["relation"])
			break
		}
	}
	require.NotNil(t, withWitness)
	assert.IsType(t, []any{}, withWitness["a"])
	assert.IsType(t, []any{}, withWitness["b"])
	assert.IsType(t, "", withWitness["a_text"])

	o := Options{Random: 5000, Seed: 42}
	s := mustCompare(t, "ptx:max.f32", "amdgcn:gfx942:v_max_f32", F32, o)
	j = decode(s)
	sm := j["sampling"].(map[string]any)
	assert.Equal(t, json.Number("42"), sm["seed"])
	assert.Equal(t, json.Number("5000"), sm["random"])
	assert.Equal(t, json.Number(fmt.Sprint(len(Grid(F32))*len(Grid(F32)))), sm["grid"])
	// The JSON reproduces the report.
	seed, _ := sm["seed"].(json.Number).Int64()
	random, _ := sm["random"].(json.Number).Int64()
	again := mustCompare(t, "ptx:max.f32", "amdgcn:gfx942:v_max_f32", F32, Options{Random: int(random), Seed: uint64(seed)})
	assert.Equal(t, s.Big.BitwiseDiff.String(), again.Big.BitwiseDiff.String())
	assert.Equal(t, groupCounts(s), groupCounts(again))
}

// exactModels are region-defined models on f32 and f64, for FuzzExact.
var exactModels = []string{
	"ieee754-2008:maxNum", "ieee754-2019:minimum", "ieee754-2019:maximumNumber", "c:fmax", "c:fmin:snan=quiet",
	"c23:fmaximum", "c23:fminimum_num", "c23:fmaximum_mag", "c23:fminimum_mag_num", "glibc-x86_64:fmax",
	"glibc-x86_64:fminmag", "go:max", "go:min", "go:math.Max", "llvm19:maxnum", "llvm19:minimum", "llvm19:maximumnum",
	"llvm19-fold:maxnum", "llvm22:maxnum", "llvm22-fold:maximum", "amdgcn:gfx942:v_max_f32:denorm=1",
	"amdgcn:gfx942:v_min_f64:ieee=0", "amdgcn:gfx1200:v_maximum_f32", "ptx:max.ftz.xorsign.abs.f32",
	"ptx:min.NaN.f32", "ptx:max.f64", "x86:maxss", "arm64:fmaxnm:dn=1", "riscv:fmin", "tvm:max:impl=fold",
	"pytorch:maximum:impl=cpu-avx2", "wasm:pmax", "mlir:arith.maximumf", "wasm:max", "wasm:relaxed_min",
}

// FuzzExact: any two region-defined models on f32 or f64 compare exactly;
// every group's pairs are the product of its class sizes, the totals are
// 2^64 (2^128), the differences are bounded by the pairs, and every witness
// is an input of its group where the models differ.
func FuzzExact(f *testing.F) {
	f.Add(uint8(0), uint8(14), false)
	f.Add(uint8(23), uint8(20), true)
	f.Add(uint8(11), uint8(12), false)
	f.Fuzz(func(t *testing.T, i, j uint8, f64 bool) {
		a, b := MustLookup(exactModels[int(i)%len(exactModels)]), MustLookup(exactModels[int(j)%len(exactModels)])
		typ := F32
		if f64 {
			typ = F64
		}
		if !a.Supports(typ) || !b.Supports(typ) {
			return
		}
		r, err := CompareWith(a, b, typ, Options{Exhaustive: true})
		require.NoError(t, err)
		require.Equal(t, "exact", r.Method)
		w := uint(typ.Bits())
		require.Equal(t, new(big.Int).Lsh(big.NewInt(1), 2*w).String(), r.Big.Pairs.String())
		blocks, classes := regionBlocks(fmtOf(typ))
		size := map[Class]*big.Int{}
		for k, bl := range blocks {
			if size[classes[k]] == nil {
				size[classes[k]] = new(big.Int)
			}
			size[classes[k]].Add(size[classes[k]], new(big.Int).SetUint64(bl[1]-bl[0]+1))
		}
		for _, g := range r.Groups {
			assert.Equal(t, mul(size[g.ClassA], size[g.ClassB]).String(), g.Big.Pairs.String())
			assert.LessOrEqual(t, g.Big.ValueDiff.Cmp(g.Big.BitwiseDiff), 0)
			assert.LessOrEqual(t, g.Big.ANotInB.Cmp(g.Big.BitwiseDiff), 0)
			assert.LessOrEqual(t, g.Big.BNotInA.Cmp(g.Big.BitwiseDiff), 0)
		}
		checkWitnesses(t, r)
	})
}
