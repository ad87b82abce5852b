package semantics

import (
	"bytes"
	"encoding/json"
	"flag"
	"reflect"
	"strings"
	"testing"
)

func BenchmarkCompareF16Exhaustive(b *testing.B) {
	x := MustLookup("ptx:max.f16")
	y := MustLookup("amdgcn:gfx942:v_max_f16")
	for i := 0; i < b.N; i++ {
		r, err := Compare(x, y, F16)
		if err != nil {
			b.Fatal(err)
		}
		if r.Pairs != 1<<32 {
			b.Fatalf("pairs = %d", r.Pairs)
		}
		b.ReportMetric(float64(r.BitwiseDiff), "bitwise_diff")
	}
}

func mustCompare(t *testing.T, a, b string, typ Type, o Options) *Report {
	t.Helper()
	r, err := CompareWith(MustLookup(a), MustLookup(b), typ, o)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestCompareCounts checks exhaustive counts that can be worked out by hand.
func TestCompareCounts(t *testing.T) {
	// f16 has 2×1023 NaNs and 63490 other values. ptx:max.f16 and
	// ptx:max.NaN.f16 differ exactly when one input is NaN: the plain form
	// returns the number, .NaN the canonical NaN.
	const nans, nums = 2 * 1023, 65536 - 2*1023
	r := mustCompare(t, "ptx:max.f16", "ptx:max.NaN.f16", F16, Options{Exhaustive: true})
	if want := uint64(2 * nans * nums); r.Pairs != 1<<32 || r.BitwiseDiff != want || r.ValueDiff != want {
		t.Errorf("pairs %d bitwise %d value %d, want 2^32, %d, %d", r.Pairs, r.BitwiseDiff, r.ValueDiff, want, want)
	}
	if r.ARefinesB() || r.BRefinesA() {
		t.Errorf("refinement reported between functions that differ")
	}
	// A model against itself.
	r = mustCompare(t, "amdgcn:gfx942:v_max_f16", "amdgcn:gfx90a:v_max_f16", F16, Options{Exhaustive: true})
	if r.BitwiseDiff != 0 || !r.ARefinesB() || !r.BRefinesA() {
		t.Errorf("same instruction on two targets differs: %+v", r)
	}
	// bf16: the literal and ordered tie readings differ on (+0, −0) only
	// for max: (+0, −0) → −0 literal vs +0 ordered; (−0, +0) agree.
	r = mustCompare(t, "ptx:max.bf16", "ptx:max.bf16:zero=literal", BF16, Options{Exhaustive: true})
	if r.BitwiseDiff != 1 || len(r.diverging()) != 1 || r.diverging()[0].Witness.In[0] != 0 || r.diverging()[0].Witness.In[1] != 0x8000 {
		t.Errorf("ordered vs literal tie: %d differences, groups %+v", r.BitwiseDiff, r.diverging())
	}
	// A function refines a relation when its results are allowed.
	r = mustCompare(t, "ptx:max.f32", "ieee754-2019:maximumNumber", F32, Options{Random: 100_000, Seed: 1})
	if !r.ARefinesB() || r.BRefinesA() {
		t.Errorf("ptx:max.f32 vs maximumNumber: A refines B %v, B refines A %v", r.ARefinesB(), r.BRefinesA())
	}
	r = mustCompare(t, "glibc-x86_64:fmax", "c:fmax", F64, Options{Random: 100_000, Seed: 1})
	if !r.ARefinesB() {
		t.Errorf("glibc fmax does not refine C fmax: %d inputs", r.ANotInB)
	}
	// glibc quiets an sNaN (docs/reference/semantics.md §2.1), as TS 18661-1 asks.
	r = mustCompare(t, "glibc-x86_64:fmax", "c:fmax:snan=quiet", F64, Options{Random: 100_000, Seed: 1})
	if !r.ARefinesB() {
		t.Errorf("glibc fmax does not refine C fmax with snan=quiet: %d inputs", r.ANotInB)
	}
	// x86 MAXSD returns an sNaN second operand unquieted: not the TS 18661-1 reading.
	r = mustCompare(t, "x86:maxsd", "c:fmax:snan=quiet", F64, Options{Random: 100_000, Seed: 1})
	if r.ARefinesB() {
		t.Errorf("x86 maxsd refines C fmax with snan=quiet")
	}
	r = mustCompare(t, "amdgcn:gfx942:v_max_f32", "llvm19:maxnum", F32, Options{Random: 100_000, Seed: 1})
	if r.ARefinesB() {
		t.Errorf("v_max_f32 (IEEE) refines llvm.maxnum, but it quiets sNaN instead of returning the number")
	}
}

// TestCompareFastMatchesSlow checks the run-based exhaustive sweep against
// pair-by-pair evaluation on rows around zero, subnormals, infinities and NaNs.
func TestCompareFastMatchesSlow(t *testing.T) {
	pairs := [][2]string{
		{"ptx:max.f16", "amdgcn:gfx942:v_max_f16"},
		{"ptx:min.ftz.xorsign.abs.f16", "amdgcn:gfx942:v_min_f16:denorm=1"},
		{"ptx:max.NaN.bf16", "ptx:max.xorsign.abs.bf16:zero=literal"},
		{"amdgcn:gfx1200:v_maximum_f16", "amdgcn:gfx1200:v_max_num_f16:snan=number"},
		{"ptx:max.f16", "ieee754-2019:maximumNumber"},
		{"ieee754-2008:maxNum", "ptx:max.NaN.f16"},
		{"llvm19:maximum", "amdgcn:gfx1200:v_maximum_f16"},
		{"amdgcn:gfx942:v_min_f16", "llvm19:minnum"},
		{"llvm19:maximumnum", "ieee754-2019:maximumNumber"},
		{"llvm19:maxnum", "llvm19:maximum"},
		{"ieee754-2008:minNum", "ptx:min.bf16"},
		{"llvm19:minimum", "ptx:min.NaN.bf16"},
		{"mlir:arith.maximumf", "triton:maximum:propagate_nan=all"},
		{"llvm19:maximumnum", "llvm19:minimum"},
		{"ieee754-2019:maximum", "llvm19:minimumnum"},
		{"ptx:max.xorsign.abs.f16", "llvm19:maximum"},
		{"ptx:max.f16", "ptx:min.f16"},
		{"ptx:min.xorsign.abs.f16", "amdgcn:gfx942:v_max_f16"},
		{"ieee754-2019:maximumNumber", "ptx:min.NaN.xorsign.abs.bf16"},
	}
	for _, p := range pairs {
		typ := MustLookup(p[0]).DefaultType()
		if typ != F16 && typ != BF16 {
			typ = MustLookup(p[1]).DefaultType()
		}
		if typ != F16 && typ != BF16 {
			typ = F16
		}
		rowSets := [][2]uint32{{0x0000, 0x0004}, {0x03fe, 0x0402}, {0x3c00, 0x3c01}, {0x7bff, 0x7c02}, {0x7dff, 0x7e01}, {0x7fff, 0x8002}, {0xfbff, 0xfc02}, {0xfdff, 0xfe01}}
		if typ == BF16 {
			rowSets = [][2]uint32{{0x0000, 0x0004}, {0x007f, 0x0081}, {0x7f7f, 0x7f82}, {0x7fbf, 0x7fc1}, {0x7fff, 0x8002}, {0xff7f, 0xff82}, {0xffbf, 0xffc1}}
		}
		for _, rows := range rowSets {
			o := Options{Exhaustive: true, rowLo: rows[0], rowHi: rows[1]}
			fast := mustCompare(t, p[0], p[1], typ, o)
			o.slow = true
			slow := mustCompare(t, p[0], p[1], typ, o)
			if !reflect.DeepEqual(fast, slow) {
				t.Errorf("%s vs %s rows %#x-%#x: fast and slow sweeps differ:\nfast %+v\nslow %+v", p[0], p[1], rows[0], rows[1], fast, slow)
			}
		}
	}
}

// TestCompareDeterministic: the report does not depend on the worker count.
func TestCompareDeterministic(t *testing.T) {
	for _, c := range []struct {
		a, b string
		typ  Type
		o    Options
	}{
		{"ptx:max.f32", "amdgcn:gfx942:v_max_f32", F32, Options{Random: 300_000, Seed: 5}},
		{"llvm19:maximum", "amdgcn:gfx1200:v_maximum_f32", F32, Options{Random: 100_000, Seed: 6}},
		{"ptx:max.f32:inputs=3", "amdgcn:gfx942:v_max3_f32", F32, Options{Random: 100_000, Seed: 7}},
		{"ptx:max.f16", "amdgcn:gfx942:v_max_f16:ieee=0", F16, Options{Exhaustive: true, rowLo: 0x7000, rowHi: 0x8400}},
	} {
		var reps []*Report
		for _, w := range []int{1, 2, 3} {
			o := c.o
			o.Workers = w
			reps = append(reps, mustCompare(t, c.a, c.b, c.typ, o))
		}
		for i := 1; i < len(reps); i++ {
			if !reflect.DeepEqual(reps[0], reps[i]) {
				t.Errorf("%s vs %s: report with %d workers differs from 1 worker", c.a, c.b, i+1)
			}
		}
		var j1, j2 bytes.Buffer
		reps[0].WriteJSON(&j1)
		reps[2].WriteJSON(&j2)
		if j1.String() != j2.String() {
			t.Errorf("%s vs %s: JSON differs between worker counts", c.a, c.b)
		}
	}
}

func TestCompareErrors(t *testing.T) {
	for _, c := range []struct {
		a, b string
		typ  Type
		o    Options
	}{
		{"ptx:max.f32", "ptx:max.f32:inputs=3", F32, Options{}},
		{"go:math.Max", "ptx:max.f32", F32, Options{}},
		{"ptx:max.s32", "ptx:min.s32", S32, Options{Exhaustive: true}}, // exhaustive: floats only
	} {
		if _, err := CompareWith(MustLookup(c.a), MustLookup(c.b), c.typ, c.o); err == nil {
			t.Errorf("%s vs %s on %s: no error", c.a, c.b, c.typ)
		}
	}
}

func TestReportFormats(t *testing.T) {
	r := mustCompare(t, "ptx:max.f32", "amdgcn:gfx942:v_max_f32", F32, Options{Random: 1000, Seed: 1})
	var txt, js, md, ht bytes.Buffer
	for _, e := range []error{r.WriteText(&txt), r.WriteJSON(&js), r.WriteMarkdown(&md), r.WriteHTML(&ht)} {
		if e != nil {
			t.Fatal(e)
		}
	}
	var j map[string]any
	if err := json.Unmarshal(js.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"pairs", "bitwise_diff", "value_diff", "a_refines_b", "b_refines_a", "groups"} {
		if _, ok := j[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	if j["pairs"].(float64) != float64(r.Pairs) {
		t.Errorf("JSON pairs %v, report %d", j["pairs"], r.Pairs)
	}
	if !strings.Contains(txt.String(), "bitwise_diff") || !strings.Contains(md.String(), "| class a |") {
		t.Errorf("text or markdown lacks its table")
	}
	if !strings.Contains(ht.String(), "<table class=\"grid\">") || !strings.Contains(ht.String(), "title=") {
		t.Errorf("html lacks the colour grid or witnesses")
	}
}

func BenchmarkCompareBF16Exhaustive(b *testing.B) {
	x := MustLookup("ptx:max.NaN.bf16")
	y := MustLookup("ptx:max.bf16:zero=literal")
	for i := 0; i < b.N; i++ {
		if _, err := Compare(x, y, BF16); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompareF32Sampled: the f32 class grid in all pairs plus 10^7
// biased random pairs, two functions.
func BenchmarkCompareF32Sampled(b *testing.B) {
	x := MustLookup("ptx:max.f32")
	y := MustLookup("amdgcn:gfx942:v_max_f32")
	for i := 0; i < b.N; i++ {
		if _, err := Compare(x, y, F32); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompareF16PairByPair sweeps 1024 of the 65536 rows of the f16
// comparison pair by pair (no runs), for contrast with the run-based sweep;
// multiply by 64 for the whole space.
func BenchmarkCompareF16PairByPair(b *testing.B) {
	x := MustLookup("ptx:max.f16")
	y := MustLookup("amdgcn:gfx942:v_max_f16")
	for i := 0; i < b.N; i++ {
		if _, err := CompareWith(x, y, F16, Options{Exhaustive: true, rowLo: 0x3c00, rowHi: 0x3c00 + 1024, slow: true}); err != nil {
			b.Fatal(err)
		}
	}
}

var fullSlow = flag.Bool("full-slow", false, "compare the run-based and pair-by-pair sweeps over all 2^32 pairs (minutes)")

// TestCompareFastMatchesSlowFull is TestCompareFastMatchesSlow over every row.
func TestCompareFastMatchesSlowFull(t *testing.T) {
	if !*fullSlow {
		t.Skip("needs -full-slow")
	}
	for _, p := range [][2]string{{"ptx:max.f16", "amdgcn:gfx942:v_max_f16"}, {"ptx:min.ftz.xorsign.abs.f16", "llvm19:minimum"},
		{"ieee754-2019:maximum", "llvm19:minimumnum"}, {"mlir:arith.maximumf", "ptx:min.f16"}} {
		fast := mustCompare(t, p[0], p[1], F16, Options{Exhaustive: true})
		slow := mustCompare(t, p[0], p[1], F16, Options{Exhaustive: true, slow: true})
		if !reflect.DeepEqual(fast, slow) {
			t.Errorf("%s vs %s: fast and slow sweeps differ:\nfast %+v\nslow %+v", p[0], p[1], fast, slow)
		}
		t.Logf("%s vs %s: %d pairs, bitwise_diff %d, identical reports", p[0], p[1], fast.Pairs, fast.BitwiseDiff)
	}
}

// TestNewFunction: a sequence built from registered models (LLVM's lowering of
// llvm.maxnum on gfx942: canonicalize both inputs with v_max x, x, then
// v_max; docs/reference/amdgpu.md §4.4) refines llvm19:maxnum, while the bare
// v_max_f32 does not (it quiets an sNaN instead of returning the number).
func TestNewFunction(t *testing.T) {
	vmax := MustLookup("amdgcn:gfx942:v_max_f32")
	ev := func(t Type, a, b uint64) uint64 { r, _ := vmax.Eval(t, a, b, 0); return r.Bits() }
	seq, err := NewFunction("gfx942 maxnum lowering", "v_max(v_max(a, a), v_max(b, b))", "docs/reference/amdgpu.md §4.4", 2, []Type{F32},
		func(t Type, a, b, _ uint64) uint64 { return ev(t, ev(t, a, a), ev(t, b, b)) })
	if err != nil {
		t.Fatal(err)
	}
	// Canonicalizing quiets the sNaN, then the quiet NaN loses: the number.
	r, err := CompareWith(seq, MustLookup("llvm19:maxnum"), F32, Options{Random: 200_000, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !r.ARefinesB() {
		t.Errorf("canonicalized v_max does not refine llvm19:maxnum: %d inputs", r.ANotInB)
	}
	if _, err := NewFunction("", "", "", 2, []Type{F32}, nil); err == nil {
		t.Errorf("NewFunction accepted an empty name")
	}
	if _, err := NewFunction("f", "", "", 2, []Type{F32}, nil); err == nil {
		t.Errorf("NewFunction accepted a nil function")
	}
	if _, err := NewRelation("r", "", "", 2, []Type{F32}, nil); err == nil {
		t.Errorf("NewRelation accepted a nil relation")
	}
}

// BenchmarkCompareF16ExhaustiveRelation: a function against an LLVM relation
// (LLVM's NaN set depends on the NaN inputs' payloads), all 2^32 pairs.
func BenchmarkCompareF16ExhaustiveRelation(b *testing.B) {
	x := MustLookup("amdgcn:gfx1200:v_maximum_f16")
	y := MustLookup("llvm19:maximum")
	for i := 0; i < b.N; i++ {
		r, err := Compare(x, y, F16)
		if err != nil {
			b.Fatal(err)
		}
		if !r.ARefinesB() {
			b.Fatal("v_maximum_f16 should refine llvm19:maximum")
		}
	}
}

// BenchmarkCompareF16ExhaustiveHard: pairs that defeat the cheapest paths of
// the run-based sweep: max against min (the results differ almost
// everywhere), and two LLVM relations (sets on both sides).
func BenchmarkCompareF16ExhaustiveHard(b *testing.B) {
	for _, p := range [][2]string{{"ptx:max.f16", "ptx:min.f16"}, {"llvm19:maximum", "llvm19:maxnum"}, {"ieee754-2019:maximum", "llvm19:minimumnum"}} {
		x, y := MustLookup(p[0]), MustLookup(p[1])
		b.Run(p[0]+"_vs_"+p[1], func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Compare(x, y, F16); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
