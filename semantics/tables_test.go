package semantics

import (
	"fmt"
	"testing"
)

// Bit patterns used by the table cases (f32 unless the name says otherwise).
const (
	q1   = 0x7fc00123 // quiet NaN, payload 0x123
	q2n  = 0xffc00456 // negative quiet NaN, payload 0x456
	s1   = 0x7f800123 // signaling NaN, payload 0x123
	s2n  = 0xff800456 // negative signaling NaN
	one  = 0x3f800000
	two  = 0x40000000
	mone = 0xbf800000
	pz   = 0x00000000
	nz   = 0x80000000
	sub1 = 0x00000001
	nsb1 = 0x80000001
	inf  = 0x7f800000
	ninf = 0xff800000

	dq1  = 0x7ff8000000000123
	dq2n = 0xfff8000000000456
	ds1  = 0x7ff0000000000123
	done = 0x3ff0000000000000
	dinf = 0x7ff0000000000000
	dnz  = 0x8000000000000000

	hq1  = 0x7e23 // f16 quiet NaN payload 0x23
	hs1  = 0x7c23 // f16 signaling NaN
	hq2n = 0xfe56
	hone = 0x3c00
	hnz  = 0x8000
	hsub = 0x0001

	bq1  = 0x7fc3 // bf16 quiet NaN
	bone = 0x3f80
	bsub = 0x0001
)

type tcase struct {
	model string
	typ   Type
	in    []uint64
	want  string // Result.String notation
	src   string // the table row this case comes from
}

func runCases(t *testing.T, cases []tcase) {
	t.Helper()
	for _, c := range cases {
		m, err := Lookup(c.model)
		if err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		in := append(c.in, 0, 0)
		got, err := m.Eval(c.typ, in[0], in[1], in[2])
		if err != nil {
			t.Errorf("%s: %s: %v", c.src, c.model, err)
			continue
		}
		if g := got.String(c.typ); g != c.want {
			t.Errorf("%s: %s%s = %s, want %s", c.src, c.model, fmtIn(c.typ, c.in), g, c.want)
		}
	}
}

func fmtIn(t Type, in []uint64) string {
	s := "("
	for i, x := range in {
		if i > 0 {
			s += ", "
		}
		s += FormatBits(t, x)
	}
	return s + ")"
}

func h(x uint64) string { return fmt.Sprintf("0x%08x", x) }

// TestStandardsTable: docs/reference/semantics.md §1, one case per cell.
func TestStandardsTable(t *testing.T) {
	const row = "docs/reference/semantics.md §1"
	either := "{0x00000000,0x80000000}"
	var cs []tcase
	add := func(m string, a, b uint64, want string) {
		cs = append(cs, tcase{m, F32, []uint64{a, b}, want, row})
	}
	// q,1 / 1,q
	for _, m := range []string{"ieee754-2008:maxNum", "ieee754-2019:maximumNumber", "c:fmax", "ieee754-2008:minNum", "ieee754-2019:minimumNumber", "c:fmin"} {
		add(m, q1, one, h(one))
		add(m, one, q1, h(one))
	}
	for _, m := range []string{"ieee754-2019:maximum", "ieee754-2019:minimum"} {
		add(m, q1, one, "any-qnan")
		add(m, one, q1, "any-qnan")
		add(m, s1, one, "any-qnan")
		add(m, q1, q2n, "any-qnan")
	}
	// s,1
	add("ieee754-2008:maxNum", s1, one, "any-qnan")
	add("ieee754-2008:maxNum", one, s1, "any-qnan")
	add("ieee754-2019:maximumNumber", s1, one, h(one))
	add("ieee754-2019:maximumNumber", one, s1, h(one))
	add("c:fmax", s1, one, "any") // C99 F.2.1: sNaN behaviour undefined
	add("c:fmax", one, s1, "any")
	add("c:fmax", s1, q2n, "any") // undefined with an sNaN, even next to a qNaN
	add("c:fmin", q1, s2n, "any")
	add("c:fmax:snan=quiet", s1, one, "any-qnan") // TS 18661-1 / glibc tests: qNaN
	add("c:fmin:snan=quiet", one, s2n, "any-qnan")
	add("c:fmax:snan=quiet", s1, q2n, "any-qnan")
	add("c:fmax:snan=quiet", q1, one, h(one))
	// both NaN
	for _, m := range []string{"ieee754-2008:maxNum", "ieee754-2019:maximumNumber", "c:fmax"} {
		add(m, q1, q2n, "any-qnan")
	}
	// ±0
	add("ieee754-2008:maxNum", pz, nz, either)
	add("ieee754-2008:maxNum", nz, pz, either)
	add("c:fmax", pz, nz, either)
	add("c:fmin", nz, pz, either)
	add("ieee754-2019:maximum", pz, nz, h(pz))
	add("ieee754-2019:maximum", nz, pz, h(pz))
	add("ieee754-2019:maximumNumber", nz, pz, h(pz))
	add("ieee754-2019:minimum", pz, nz, h(nz))
	add("ieee754-2019:minimumNumber", pz, nz, h(nz))
	// C23 fmaximum / fmaximum_num columns.
	add("c23:fmaximum", q1, one, "any-qnan")
	add("c23:fmaximum", one, s1, "any-qnan")
	add("c23:fmaximum", q1, q2n, "any-qnan")
	add("c23:fmaximum", pz, nz, h(pz))
	add("c23:fminimum", pz, nz, h(nz))
	add("c23:fmaximum_num", q1, one, h(one))
	add("c23:fmaximum_num", one, q1, h(one))
	add("c23:fmaximum_num", s1, one, h(one))
	add("c23:fmaximum_num", q1, q2n, "any-qnan")
	add("c23:fmaximum_num", nz, pz, h(pz))
	add("c23:fminimum_num", nz, pz, h(nz))
	// numbers
	add("ieee754-2019:maximum", one, two, h(two))
	add("ieee754-2019:minimum", one, two, h(one))
	add("ieee754-2008:minNum", mone, one, h(mone))
	runCases(t, cs)
}

// TestGlibcTable: docs/reference/semantics.md §2.1 (measured there with gcc -O0 -fno-builtin).
func TestGlibcTable(t *testing.T) {
	const row = "docs/reference/semantics.md §2.1"
	cs := []tcase{
		{"glibc-x86_64:fmax", F32, []uint64{q1, one}, h(one), row},
		{"glibc-x86_64:fmax", F32, []uint64{one, q1}, h(one), row},
		{"glibc-x86_64:fmax", F32, []uint64{s1, one}, h(q1), row},
		{"glibc-x86_64:fmax", F32, []uint64{one, s1}, h(q1), row},
		{"glibc-x86_64:fmax", F32, []uint64{s1, q2n}, h(q1), row},  // s111,q222 → Q(s111)
		{"glibc-x86_64:fmax", F32, []uint64{q2n, s1}, h(q2n), row}, // q222,s111 → q222
		{"glibc-x86_64:fmax", F32, []uint64{pz, nz}, h(nz), row},
		{"glibc-x86_64:fmax", F32, []uint64{nz, pz}, h(pz), row},
		{"glibc-x86_64:fmin", F32, []uint64{pz, nz}, h(nz), row},
		{"glibc-x86_64:fmin", F32, []uint64{nz, pz}, h(pz), row},
		{"glibc-x86_64:fmaximum", F32, []uint64{q1, one}, h(q1), row},
		{"glibc-x86_64:fmaximum", F32, []uint64{one, q1}, h(q1), row},
		{"glibc-x86_64:fmaximum", F32, []uint64{s1, one}, h(q1), row},
		{"glibc-x86_64:fmaximum", F32, []uint64{one, s1}, h(q1), row},
		{"glibc-x86_64:fmaximum", F32, []uint64{s1, q2n}, h(q1), row},
		{"glibc-x86_64:fmaximum", F32, []uint64{pz, nz}, h(pz), row},
		{"glibc-x86_64:fmaximum", F32, []uint64{nz, pz}, h(pz), row},
		{"glibc-x86_64:fmaximum_num", F32, []uint64{q1, one}, h(one), row},
		{"glibc-x86_64:fmaximum_num", F32, []uint64{one, q1}, h(one), row},
		{"glibc-x86_64:fmaximum_num", F32, []uint64{s1, one}, h(one), row},
		{"glibc-x86_64:fmaximum_num", F32, []uint64{one, s1}, h(one), row},
		{"glibc-x86_64:fmaximum_num", F32, []uint64{q1, q2n}, h(q2n), row}, // q123,−q456 → −q456
		{"glibc-x86_64:fmaximum_num", F32, []uint64{pz, nz}, h(pz), row},
		{"glibc-x86_64:fmaximum_num", F32, []uint64{nz, pz}, h(pz), row},
		{"glibc-x86_64:fmaximum_num", F64, []uint64{dq1, dq2n}, "0xfff8000000000456", row},
	}
	runCases(t, cs)
}

// TestGoTable: docs/reference/semantics.md §2.2 (amd64 rows) and F2, F3.
func TestGoTable(t *testing.T) {
	const row = "docs/reference/semantics.md §2.2"
	goNaN := "0x7ff8000000000001"
	cs := []tcase{
		{"go:math.Max", F64, []uint64{dq1, dinf}, "0x7ff0000000000000", row},       // Max(NaN, +Inf) = +Inf
		{"go:math.Min", F64, []uint64{dq1, dinf | dnz}, "0xfff0000000000000", row}, // Min(NaN, −Inf) = −Inf
		{"go:math.Max", F64, []uint64{dq1, done}, goNaN, row},                      // NaN → 0x7ff8000000000001
		{"go:math.Max", F64, []uint64{ds1, done}, goNaN, row},                      // sNaN → that NaN
		{"go:math.Max", F64, []uint64{dq1, dq2n}, goNaN, row},                      // both NaN: same constant
		{"go:math.Max", F64, []uint64{0, dnz}, "0x0000000000000000", row},          // Max(+0, −0) = +0
		{"go:math.Max", F64, []uint64{dnz, 0}, "0x0000000000000000", row},          //
		{"go:math.Min", F64, []uint64{dnz, 0}, "0x8000000000000000", row},          // Min(−0, ±0) = −0
		{"go:math.Min", F64, []uint64{0, dnz}, "0x8000000000000000", row},          //
		{"go:min", F64, []uint64{dq1, dq2n}, "0xfff8000000000577", row},            // OR of both
		{"go:max", F64, []uint64{dq1, dq2n}, "0x7ff8000000000577", row},            //
		{"go:max", F64, []uint64{ds1, ds1}, "0x7ff0000000000123", row},             // sNaN passes unquieted
		{"go:max", F64, []uint64{0, dnz}, "0x0000000000000000", row},               // −0 < +0
		{"go:min", F64, []uint64{0, dnz}, "0x8000000000000000", row},               //
		{"go:max", F64, []uint64{dq1, dinf}, "0x7ff8000000000123", row},            // no Inf-first rule
		{"go:min", F32, []uint64{q1, q2n}, "0xffc00577", row},                      // f32 too
	}
	runCases(t, cs)
}

// TestLLVMTable: docs/reference/semantics.md §2.3 (LangRef 19 column, and the LLVM 19.1.7
// folding/x86 results, which the relation must allow).
func TestLLVMTable(t *testing.T) {
	const row = "docs/reference/semantics.md §2.3"
	either := "{0x00000000,0x80000000}"
	cs := []tcase{
		{"llvm19:maxnum", F32, []uint64{q1, one}, h(one), row},
		{"llvm19:maxnum", F32, []uint64{one, q1}, h(one), row},
		{"llvm19:maxnum", F32, []uint64{s1, one}, h(one), row},
		{"llvm19:maxnum", F32, []uint64{pz, nz}, either, row},
		{"llvm19:maximum", F32, []uint64{pz, nz}, h(pz), row},
		{"llvm19:minimum", F32, []uint64{pz, nz}, h(nz), row},
		{"llvm19:maximumnum", F32, []uint64{s1, one}, h(one), row},
		{"llvm19:maximumnum", F32, []uint64{nz, pz}, h(pz), row},
		{"llvm19:maximum", F32, []uint64{q1, one}, "{0x7fc00000,0x7fc00123,0xffc00000,0xffc00123}", row},
		{"llvm19:maximum", F32, []uint64{s1, one}, "{0x7f800123,0x7fc00000,0x7fc00123,0xff800123,0xffc00000,0xffc00123}", row},
		{"llvm19:maxnum", F32, []uint64{q1, q2n}, "{0x7fc00000,0x7fc00123,0x7fc00456,0xffc00000,0xffc00123,0xffc00456}", row},
		{"llvm19:maximumnum", F32, []uint64{s1, s2n}, "{0x7fc00000,0x7fc00123,0x7fc00456,0xffc00000,0xffc00123,0xffc00456}", row},
	}
	// The fold columns of the LLVM 19.1.7 table, exactly (llvm19-fold:*).
	const fold = "docs/reference/semantics.md §2.3 fold column"
	cs = append(cs,
		tcase{"llvm19-fold:maxnum", F32, []uint64{s1, one}, h(one), fold},
		tcase{"llvm19-fold:maxnum", F32, []uint64{pz, nz}, h(pz), fold},
		tcase{"llvm19-fold:maxnum", F32, []uint64{nz, pz}, h(pz), fold},
		tcase{"llvm19-fold:minnum", F32, []uint64{pz, nz}, h(nz), fold},
		tcase{"llvm19-fold:maxnum", F32, []uint64{q1, q2n}, h(q2n), fold}, // both NaN → y
		tcase{"llvm19-fold:maximum", F32, []uint64{s1, one}, h(s1), fold}, // s unquieted
		tcase{"llvm19-fold:maximum", F32, []uint64{pz, nz}, h(pz), fold},
		tcase{"llvm19-fold:maximum", F32, []uint64{q1, q2n}, h(q1), fold}, // both NaN → x
	)
	runCases(t, cs)
	// Observed LLVM 19.1.7 results must be allowed (docs/reference/semantics.md §2.3 second
	// table, F6, F7).
	allowed := []struct {
		model string
		a, b  uint64
		got   uint64
		what  string
	}{
		{"llvm19:maxnum", s1, one, one, "fold maxnum(s, 1) = 1"},
		{"llvm19:maxnum", pz, nz, pz, "fold maxnum(+0, −0) = +0"},
		{"llvm19:minnum", pz, nz, nz, "fold minnum(+0, −0) = −0"},
		{"llvm19:minnum", pz, nz, pz, "x86 minnum ties → first operand"},
		{"llvm19:maxnum", q1, q2n, q2n, "fold maxnum(qA, qB) = qB"},
		{"llvm19:minnum", q1, s2n, s2n, "x86 minnum(q, s) = the sNaN unquieted"},
		{"llvm19:maximum", s1, one, s1, "fold maximum(s, 1) = s unquieted"},
		{"llvm19:maximum", q1, q2n, q1, "fold maximum both NaN = x"},
		{"llvm19:maximum", q1, q2n, q2n, "x86 maximum: the negative NaN"},
	}
	for _, c := range allowed {
		r, _ := MustLookup(c.model).Eval(F32, c.a, c.b, 0)
		if !r.Allows(F32, c.got) {
			t.Errorf("%s: %s(%#x, %#x) = %s does not allow %#x (%s)", row, c.model, c.a, c.b, r.String(F32), c.got, c.what)
		}
	}
	// And results LangRef 19 forbids must be rejected.
	r, _ := MustLookup("llvm19:maximum").Eval(F32, one, two, 0)
	if r.Allows(F32, one) {
		t.Errorf("llvm19:maximum(1, 2) allows 1")
	}
	r, _ = MustLookup("llvm19:maximumnum").Eval(F32, s1, s2n, 0)
	if r.Allows(F32, s1) {
		t.Errorf("llvm19:maximumnum(s, s) allows an sNaN")
	}
}

// TestPTXTables: docs/reference/ptx.md §2.1–§2.6.
func TestPTXTables(t *testing.T) {
	cs := []tcase{
		// §2.1 NaN handling.
		{"ptx:max.f32", F32, []uint64{q1, one}, h(one), "docs/reference/ptx.md §2.1 one NaN → number"},
		{"ptx:max.f32", F32, []uint64{one, q1}, h(one), "docs/reference/ptx.md §2.1"},
		{"ptx:min.f32", F32, []uint64{q1, one}, h(one), "docs/reference/ptx.md §2.1"},
		{"ptx:max.f32", F32, []uint64{q1, q2n}, "0x7fffffff", "docs/reference/ptx.md §2.1 both NaN → canonical"},
		{"ptx:max.f32", F32, []uint64{s1, one}, h(one), "docs/reference/ptx.md §2.1 sNaN like any NaN"},
		{"ptx:max.f32", F32, []uint64{one, s2n}, h(one), "docs/reference/ptx.md §2.1"},
		{"ptx:max.NaN.f32", F32, []uint64{q1, one}, "0x7fffffff", "docs/reference/ptx.md §2.1 .NaN → canonical"},
		{"ptx:max.NaN.f32", F32, []uint64{q1, q2n}, "0x7fffffff", "docs/reference/ptx.md §2.1"},
		{"ptx:min.NaN.f32", F32, []uint64{one, s1}, "0x7fffffff", "docs/reference/ptx.md §2.1"},
		// §2.2 canonical NaN bit patterns.
		{"ptx:max.NaN.f32", F32, []uint64{0x7fc00001, one}, "0x7fffffff", "docs/reference/ptx.md §2.2 (ptxas folds)"},
		{"ptx:max.NaN.f32", F32, []uint64{0xffc00001, one}, "0x7fffffff", "docs/reference/ptx.md §2.2 (ptxas folds)"},
		{"ptx:max.NaN.f16", F16, []uint64{hq1, hone}, "0x7fff", "docs/reference/ptx.md §2.2 CUDART_NAN_FP16"},
		{"ptx:max.f16", F16, []uint64{hq1, hq2n}, "0x7fff", "docs/reference/ptx.md §2.2"},
		{"ptx:max.NaN.bf16", BF16, []uint64{bq1, bone}, "0x7fff", "docs/reference/ptx.md §2.2 CUDART_NAN_BF16"},
		{"ptx:max.f64", F64, []uint64{dq1, dq2n}, "{0x7ff8000000000123,0xfff8000000000456}", "docs/reference/ptx.md §2.2 f64 unspecified"},
		{"ptx:max.f64", F64, []uint64{ds1, done}, "0x3ff0000000000000", "docs/reference/ptx.md §2.1"},
		// §2.3 signed zero.
		{"ptx:min.f32", F32, []uint64{pz, nz}, h(nz), "docs/reference/ptx.md §2.3 (ptxas folds)"},
		{"ptx:min.f32", F32, []uint64{nz, pz}, h(nz), "docs/reference/ptx.md §2.3 (ptxas folds)"},
		{"ptx:max.f32", F32, []uint64{pz, nz}, h(pz), "docs/reference/ptx.md §2.3 (ptxas folds)"},
		{"ptx:max.f32", F32, []uint64{nz, pz}, h(pz), "docs/reference/ptx.md §2.3 (ptxas folds)"},
		{"ptx:min.f64", F64, []uint64{dnz, 0}, "0x8000000000000000", "docs/reference/ptx.md §2.3 (ptxas folds)"},
		{"ptx:max.f16", F16, []uint64{0, hnz}, "0x0000", "docs/reference/ptx.md §2.3 Notes: +0 > −0"},
		{"ptx:max.f16", F16, []uint64{hnz, 0}, "0x0000", "docs/reference/ptx.md §2.3"},
		{"ptx:max.f16:zero=literal", F16, []uint64{0, hnz}, "0x8000", "docs/reference/ptx.md §2.3 literal pseudocode: b"},
		{"ptx:max.f16:zero=literal", F16, []uint64{hnz, 0}, "0x0000", "docs/reference/ptx.md §2.3"},
		{"ptx:min.bf16:zero=literal", BF16, []uint64{hnz, 0}, "0x0000", "docs/reference/ptx.md §2.3"},
		{"ptx:min.bf16", BF16, []uint64{0, hnz}, "0x8000", "docs/reference/ptx.md §2.3"},
		// §2.4 subnormals.
		{"ptx:max.ftz.f32", F32, []uint64{sub1, nz}, h(pz), "docs/reference/ptx.md §2.4 (ptxas folds)"},
		{"ptx:max.f32", F32, []uint64{sub1, nz}, h(sub1), "docs/reference/ptx.md §2.4 (ptxas folds)"},
		{"ptx:max.ftz.f32", F32, []uint64{sub1, 0x00000002}, h(pz), "docs/reference/ptx.md §2.4 result flushed"},
		{"ptx:min.ftz.f32", F32, []uint64{nsb1, pz}, h(nz), "docs/reference/ptx.md §2.4 sign-preserving"},
		{"ptx:max.ftz.f16", F16, []uint64{hsub, hnz}, "0x0000", "docs/reference/ptx.md §2.4"},
		{"ptx:max.bf16", BF16, []uint64{bsub, 0}, "0x0001", "docs/reference/ptx.md §2.4 bf16 keeps subnormals"},
		{"ptx:max.f64", F64, []uint64{1, 0}, "0x0000000000000001", "docs/reference/ptx.md §2.4 f64 keeps subnormals"},
		// §2.5 xorsign.abs.
		{"ptx:max.xorsign.abs.f32", F32, []uint64{mone, two}, "0xc0000000", "docs/reference/ptx.md §2.5 |d| = max(|a|,|b|), sign a^b"},
		{"ptx:max.xorsign.abs.f32", F32, []uint64{mone, 0xc0000000}, "0x40000000", "docs/reference/ptx.md §2.5"},
		{"ptx:min.xorsign.abs.f32", F32, []uint64{mone, two}, "0xbf800000", "docs/reference/ptx.md §2.5"},
		{"ptx:max.xorsign.abs.f32", F32, []uint64{q2n, two}, "0xc0000000", "docs/reference/ptx.md §2.5 NaN sign leaks"},
		{"ptx:max.xorsign.abs.f32", F32, []uint64{q1, q2n}, "0x7fffffff", "docs/reference/ptx.md §2.5 NaN result: modifiers ignored"},
		{"ptx:max.NaN.xorsign.abs.f32", F32, []uint64{q2n, two}, "0x7fffffff", "docs/reference/ptx.md §2.5"},
		{"ptx:max.xorsign.abs.bf16x2", BF16x2, []uint64{0xbf804000, 0x40003f80}, "0xc0004000", "docs/reference/ptx.md §2.5 per lane"},
		// §2.6 relu.
		{"ptx:max.relu.s32", S32, []uint64{0xfffffffe, 0xffffffff}, "0x00000000", "docs/reference/ptx.md §2.6"},
		{"ptx:max.relu.s32", S32, []uint64{5, 0xffffffff}, "0x00000005", "docs/reference/ptx.md §2.6"},
		{"ptx:min.relu.s16x2", S16x2, []uint64{0xffff0003, 0x00020004}, "0x00000003", "docs/reference/ptx.md §2.6 per lane"},
		{"ptx:max.s32", S32, []uint64{0xfffffffe, 0xffffffff}, "0xffffffff", "docs/reference/ptx.md §1.2"},
		{"ptx:max.u32", U32, []uint64{0xfffffffe, 0xffffffff}, "0xffffffff", "docs/reference/ptx.md §1.2"},
		{"ptx:min.u8x4", U8x4, []uint64{0x01ff7f80, 0x02fe8070}, "0x01fe7f70", "docs/reference/ptx.md §1.2 per lane"},
		{"ptx:max.s8x4", S8x4, []uint64{0x01ff7f80, 0x02fe8070}, "0x02ff7f70", "docs/reference/ptx.md §1.2 per lane"},
		{"ptx:max.f32", F32, []uint64{q1, pz}, h(pz), "docs/reference/ptx.md §2.6 max.f32(NaN, 0) = +0"},
		// §2.1 three-input forms: op(op(a,b),c), .abs first.
		{"ptx:max.f32:inputs=3", F32, []uint64{one, q1, two}, h(two), "docs/reference/ptx.md §2.1 three-input"},
		{"ptx:max.f32:inputs=3", F32, []uint64{q1, q2n, one}, h(one), "docs/reference/ptx.md §2.1 three-input"},
		{"ptx:max.NaN.f32:inputs=3", F32, []uint64{one, two, q1}, "0x7fffffff", "docs/reference/ptx.md §2.1 three-input"},
		{"ptx:max.abs.f32", F32, []uint64{mone, 0xc0400000, one}, "0x40400000", "docs/reference/ptx.md §2.1 .abs"},
		{"ptx:min.ftz.abs.f32", F32, []uint64{nsb1, one, two}, h(pz), "docs/reference/ptx.md §2.1 .abs + .ftz"},
	}
	runCases(t, cs)
}

// TestAMDPseudocode: every line of the V_MAX_F32 pseudocode and the
// consequences in docs/reference/amdgpu.md §4.2, plus §4.1 denorm modes and §4.3.
func TestAMDPseudocode(t *testing.T) {
	const ieee1, ieee0 = "amdgcn:gfx942:v_max_f32", "amdgcn:gfx942:v_max_f32:ieee=0"
	const min1, min0 = "amdgcn:gfx942:v_min_f32", "amdgcn:gfx942:v_min_f32:ieee=0"
	cs := []tcase{
		// Line 1: IEEE and S0 sNaN → quiet(S0); else IEEE and S1 sNaN → quiet(S1).
		{ieee1, F32, []uint64{s1, one}, h(q1), "docs/reference/amdgpu.md §4.2 line 1 (S0 sNaN)"},
		{ieee1, F32, []uint64{s1, s2n}, h(q1), "docs/reference/amdgpu.md §4.2 line 1 (S0 first)"},
		{ieee1, F32, []uint64{one, s2n}, "0xffc00456", "docs/reference/amdgpu.md §4.2 line 1 (S1 sNaN)"},
		{ieee1, F32, []uint64{q1, s2n}, "0xffc00456", "docs/reference/amdgpu.md §4.2 line 1 (S1 sNaN beats qNaN S0)"},
		{min1, F32, []uint64{one, s1}, h(q1), "docs/reference/amdgpu.md §4.2 line 1 (min)"},
		// Line 2: S0 NaN → S1; S1 NaN → S0 (the only NaN rule with IEEE=0).
		{ieee1, F32, []uint64{q1, one}, h(one), "docs/reference/amdgpu.md §4.2 line 2"},
		{ieee1, F32, []uint64{one, q1}, h(one), "docs/reference/amdgpu.md §4.2 line 2"},
		{ieee1, F32, []uint64{q1, q2n}, "0xffc00456", "docs/reference/amdgpu.md §4.2 line 2: both qNaN → S1"},
		{ieee0, F32, []uint64{s1, one}, h(one), "docs/reference/amdgpu.md §4.2 line 2: IEEE=0 sNaN → other operand"},
		{ieee0, F32, []uint64{one, s1}, h(one), "docs/reference/amdgpu.md §4.2 line 2"},
		{ieee0, F32, []uint64{s1, s2n}, "0xff800456", "docs/reference/amdgpu.md §4.2: both NaN, not quieted with IEEE=0"},
		{min0, F32, []uint64{s1, one}, h(one), "docs/reference/amdgpu.md §4.2 line 2 (min)"},
		// Line 3: +0 > −0.
		{ieee1, F32, []uint64{pz, nz}, h(pz), "docs/reference/amdgpu.md §4.2 line 3"},
		{ieee1, F32, []uint64{nz, pz}, h(pz), "docs/reference/amdgpu.md §4.2 line 3"},
		{ieee0, F32, []uint64{nz, pz}, h(pz), "docs/reference/amdgpu.md §4.2 line 3"},
		{min1, F32, []uint64{pz, nz}, h(nz), "docs/reference/amdgpu.md §4.2 line 3 (min → −0)"},
		{min0, F32, []uint64{nz, pz}, h(nz), "docs/reference/amdgpu.md §4.2 line 3"},
		// Line 4: S0 >= S1 ? S0 : S1.
		{ieee1, F32, []uint64{one, two}, h(two), "docs/reference/amdgpu.md §4.2 line 4"},
		{ieee1, F32, []uint64{two, one}, h(two), "docs/reference/amdgpu.md §4.2 line 4"},
		{ieee0, F32, []uint64{mone, one}, h(one), "docs/reference/amdgpu.md §4.2 line 4"},
		{min1, F32, []uint64{mone, one}, h(mone), "docs/reference/amdgpu.md §4.2 line 4 (min <)"},
		{ieee1, F32, []uint64{ninf, inf}, h(inf), "docs/reference/amdgpu.md §4.2 line 4"},
		// Consequences: both NaN → NaN (quieted only in IEEE mode).
		{ieee1, F32, []uint64{s1, s2n}, h(q1), "docs/reference/amdgpu.md §4.2 consequences"},
		// f16 / f64 / packed are identical.
		{"amdgcn:gfx942:v_max_f16", F16, []uint64{hs1, hone}, "0x7e23", "docs/reference/amdgpu.md §4.2 V_MAX_F16"},
		{"amdgcn:gfx942:v_max_f16:ieee=0", F16, []uint64{hs1, hone}, "0x3c00", "docs/reference/amdgpu.md §4.2 V_MAX_F16"},
		{"amdgcn:gfx942:v_max_f64", F64, []uint64{ds1, done}, "0x7ff8000000000123", "docs/reference/amdgpu.md §4.2"},
		{"amdgcn:gfx942:v_pk_max_f16", F16x2, []uint64{hs1<<16 | hone, hone<<16 | hq1}, "0x7e233c00", "docs/reference/amdgpu.md §4.2 V_PK_MAX_F16 per half"},
		{"amdgcn:gfx1100:v_max_f32", F32, []uint64{s1, one}, h(q1), "docs/reference/amdgpu.md §4.2 GFX11 same model"},
		{"amdgcn:gfx1030:v_min_f32:ieee=0", F32, []uint64{s1, one}, h(one), "docs/reference/amdgpu.md §4.2 GFX10 same model"},
		// Integer: max uses >=, min uses <.
		{"amdgcn:gfx942:v_max_i32", S32, []uint64{0xffffffff, 1}, "0x00000001", "docs/reference/amdgpu.md §4.2 integer"},
		{"amdgcn:gfx942:v_max_u32", U32, []uint64{0xffffffff, 1}, "0xffffffff", "docs/reference/amdgpu.md §4.2 integer"},
		{"amdgcn:gfx942:v_med3_i32", S32, []uint64{5, 0xffffffff, 3}, "0x00000003", "median"},
		{"amdgcn:gfx942:v_pk_min_i16", S16x2, []uint64{0xffff0001, 0x0001ffff}, "0xffffffff", "per half"},
		// §4.1 denorm modes: 0 flush in+out, 1 flush out, 2 flush in, 3 none.
		{"amdgcn:gfx942:v_max_f32", F32, []uint64{sub1, nz}, h(sub1), "docs/reference/amdgpu.md §4.1 denorm=3"},
		{"amdgcn:gfx942:v_max_f32:denorm=0", F32, []uint64{sub1, nz}, h(pz), "docs/reference/amdgpu.md §4.1 denorm=0"},
		{"amdgcn:gfx942:v_max_f32:denorm=2", F32, []uint64{sub1, nz}, h(pz), "docs/reference/amdgpu.md §4.1 denorm=2"},
		{"amdgcn:gfx942:v_max_f32:denorm=1", F32, []uint64{sub1, nz}, h(pz), "docs/reference/amdgpu.md §4.1 denorm=1"},
		{"amdgcn:gfx942:v_min_f32:denorm=1", F32, []uint64{nsb1, pz}, h(nz), "docs/reference/amdgpu.md §4.1 denorm=1: −sub wins, flushed to −0"},
		{"amdgcn:gfx942:v_min_f32:denorm=0", F32, []uint64{nsb1, pz}, h(nz), "docs/reference/amdgpu.md §4.1 denorm=0: −sub flushed to −0, min(−0, +0) = −0"},
		// The canonicalize idiom: v_max x, x quiets an sNaN in IEEE mode only (§4.2, llvm #139622).
		{"amdgcn:gfx942:v_max_f32", F32, []uint64{s1, s1}, h(q1), "docs/reference/amdgpu.md §4.2 canonicalize"},
		{"amdgcn:gfx942:v_max_f32:ieee=0", F32, []uint64{s1, s1}, h(s1), "docs/reference/amdgpu.md §4.2 llvm #139622"},
		// §4.3 GFX12: two readings of *_num_*; v_maximum propagates NaN, −0 < +0.
		{"amdgcn:gfx1200:v_max_num_f32", F32, []uint64{s1, one}, h(q1), "docs/reference/amdgpu.md §4.3 snan=quiet (default)"},
		{"amdgcn:gfx1200:v_max_num_f32:snan=number", F32, []uint64{s1, one}, h(one), "docs/reference/amdgpu.md §4.3 snan=number"},
		{"amdgcn:gfx1200:v_max_num_f32:snan=number", F32, []uint64{s1, q2n}, h(q1), "docs/reference/amdgpu.md §4.3 snan=number: two NaNs → quiet(S0)"},
		{"amdgcn:gfx1200:v_max_num_f32", F32, []uint64{q1, one}, h(one), "docs/reference/amdgpu.md §4.3"},
		{"amdgcn:gfx1200:v_maximum_f32", F32, []uint64{q1, one}, h(q1), "docs/reference/amdgpu.md §4.3 NaN-propagating"},
		{"amdgcn:gfx1200:v_maximum_f32", F32, []uint64{one, s2n}, "0xffc00456", "docs/reference/amdgpu.md §4.3"},
		{"amdgcn:gfx1200:v_minimum_f32", F32, []uint64{pz, nz}, h(nz), "docs/reference/amdgpu.md §4.3 −0 < +0"},
		{"amdgcn:gfx1200:v_maximum_f64", F64, []uint64{done, dq1}, "0x7ff8000000000123", "docs/reference/amdgpu.md §4.3"},
		{"amdgcn:gfx1200:v_maximum3_f32", F32, []uint64{one, two, q1}, h(q1), "docs/reference/amdgpu.md §4.4 maximum3"},
		{"amdgcn:gfx1200:v_maximumminimum_f32", F32, []uint64{one, two, mone}, h(mone), "docs/reference/amdgpu.md §3.2 minimum(maximum(a, b), c)"},
		{"amdgcn:gfx1200:v_maximumminimum_f32", F32, []uint64{q1, two, mone}, h(q1), "docs/reference/amdgpu.md §4.3 NaN-propagating"},
		{"amdgcn:gfx1201:v_minimummaximum_f32", F32, []uint64{pz, nz, nz}, h(nz), "docs/reference/amdgpu.md §4.3 −0 < +0"},
		// §4.2 CDNA4 V_PK_MAXIMUM3_F16: IEEE maximum of three; sNaN propagates.
		{"amdgcn:gfx950:v_pk_maximum3_f16", F16x2, []uint64{hone<<16 | hone, hs1<<16 | hone, hone<<16 | 0x4000}, "0x7e234000", "docs/reference/amdgpu.md §4.2 CDNA4"},
		{"amdgcn:gfx950:v_maximum3_f32", F32, []uint64{one, s1, two}, h(q1), "docs/reference/amdgpu.md §3.2 gfx950"},
		// Three-input: V_MAX3 = max(max(S0,S1),S2); V_MED3.
		{"amdgcn:gfx942:v_max3_f32", F32, []uint64{q1, one, two}, h(two), "V_MAX3"},
		{"amdgcn:gfx942:v_med3_f32", F32, []uint64{two, one, 0x40400000}, h(two), "V_MED3"},
		{"amdgcn:gfx942:v_med3_f32", F32, []uint64{q1, one, two}, h(one), "V_MED3 NaN → MIN3"},
		{"amdgcn:gfx942:v_min3_f32:ieee=0", F32, []uint64{s1, two, one}, h(one), "V_MIN3"},
		{"amdgcn:gfx942:v_med3_f32", F32, []uint64{one, 0x40400000, q1}, h(one), "V_MED3 ISA: NaN in S2 → MIN3"},
		{"amdgcn:gfx942:v_med3_f32:nan=llvm", F32, []uint64{one, 0x40400000, q1}, "0x40400000", "LLVM fmed3 fold: NaN in S2 → maxnum(S0, S1)"},
		{"amdgcn:gfx942:v_med3_f32", F32, []uint64{s1, one, 0x40400000}, "0x40400000", "V_MED3 ISA IEEE: MIN3(sNaN, 1, 3) = min(qNaN, 3)"},
		{"amdgcn:gfx942:v_med3_f32:nan=llvm", F32, []uint64{s1, one, 0x40400000}, h(one), "LLVM fmed3 fold: minnum(1, 3)"},
	}
	runCases(t, cs)
}

// TestNames: the stable names of the issue resolve, parameters normalize.
func TestNames(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ieee754-2008:maxNum", "ieee754-2008:maxNum"},
		{"ieee754-2019:maximum", "ieee754-2019:maximum"},
		{"ieee754-2019:maximumNumber", "ieee754-2019:maximumNumber"},
		{"c:fmax", "c:fmax"},
		{"glibc-x86_64:fmax", "glibc-x86_64:fmax"},
		{"go:math.Max", "go:math.Max"},
		{"go:max", "go:max"},
		{"llvm19:maxnum", "llvm19:maxnum"},
		{"llvm19:maximum", "llvm19:maximum"},
		{"llvm19:maximumnum", "llvm19:maximumnum"},
		{"ptx:max.f32", "ptx:max.f32"},
		{"ptx:max.NaN.ftz.f32", "ptx:max.NaN.ftz.f32"},
		{"ptx:max.ftz.NaN.f32", "ptx:max.NaN.ftz.f32"},
		{"ptx:max.xorsign.abs.bf16x2", "ptx:max.xorsign.abs.bf16x2"},
		{"ptx:max.abs.xorsign.NaN.f32", "ptx:max.NaN.xorsign.abs.f32"},
		{"ptx:max.f32:inputs=2", "ptx:max.f32"},
		{"amdgcn:gfx942:v_max_f32", "amdgcn:gfx942:v_max_f32"},
		{"amdgcn:gfx942:v_max_f32:ieee=1", "amdgcn:gfx942:v_max_f32"},
		{"amdgcn:gfx942:v_max_f32:ieee=0", "amdgcn:gfx942:v_max_f32:ieee=0"},
		{"amdgcn:gfx942:v_max_f32:denorm=0:ieee=0", "amdgcn:gfx942:v_max_f32:ieee=0:denorm=0"},
		{"amdgcn:gfx1200:v_max_num_f32", "amdgcn:gfx1200:v_max_num_f32"},
	} {
		m, err := Lookup(c.in)
		if err != nil {
			t.Errorf("Lookup(%q): %v", c.in, err)
			continue
		}
		if m.Name() != c.want {
			t.Errorf("Lookup(%q).Name() = %q, want %q", c.in, m.Name(), c.want)
		}
	}
	for _, bad := range []string{
		"ptx:max.nan.f32", "ptx:max.NAN.f32", "ptx:max.FTZ.f32", "ptx:max.xorsign.f32", "ptx:max.ftz.ftz.f32",
		"ptx:max.relu.f32", "ptx:max.NaN.f64", "ptx:max.ftz.bf16", "amdgcn:gfx942:v_max_f32:ieee=2",
		"amdgcn:gfx942:v_max_f32:snan=number", "amdgcn:gfx1200:v_max_f32", "nosuch:model", "go:max:x=1:y",
		"amdgcn:gfx942:v_maximum_f32", "amdgcn:gfx1200:v_max_num_f32:ieee=0",
	} {
		if _, err := Lookup(bad); err == nil {
			t.Errorf("Lookup(%q) succeeded", bad)
		}
	}
	ms := Models()
	for i := 1; i < len(ms); i++ {
		if ms[i-1].Name() >= ms[i].Name() {
			t.Fatalf("Models not sorted: %q before %q", ms[i-1].Name(), ms[i].Name())
		}
	}
	for _, m := range ms {
		if m.Description() == "" || m.Source() == "" {
			t.Errorf("%s: missing description or source", m.Name())
		}
	}
}

// TestHardwareTable: docs/reference/semantics.md §3, one case per cell.
func TestHardwareTable(t *testing.T) {
	const row = "docs/reference/semantics.md §3"
	cs := []tcase{
		// x86 MAXSS: a NaN in either operand → operand 2 as is; ties → operand 2.
		{"x86:maxss", F32, []uint64{q1, one}, h(one), row},
		{"x86:maxss", F32, []uint64{one, q1}, h(q1), row},
		{"x86:maxss", F32, []uint64{s1, one}, h(one), row},
		{"x86:maxss", F32, []uint64{one, s1}, h(s1), row}, // sNaN unquieted
		{"x86:maxss", F32, []uint64{q1, q2n}, h(q2n), row},
		{"x86:maxss", F32, []uint64{pz, nz}, h(nz), row},
		{"x86:maxss", F32, []uint64{nz, pz}, h(pz), row},
		{"x86:minsd", F64, []uint64{dq1, done}, "0x3ff0000000000000", row},
		// Arm FMAX: NaN / NaN; Q(s); sNaN first, then op1, quieted; DN=1 → default NaN; +0.
		{"arm64:fmax", F32, []uint64{q1, one}, h(q1), row},
		{"arm64:fmax", F32, []uint64{one, q1}, h(q1), row},
		{"arm64:fmax", F32, []uint64{s1, one}, h(q1), row},
		{"arm64:fmax", F32, []uint64{q2n, s1}, h(q1), row}, // sNaN first
		{"arm64:fmax", F32, []uint64{q1, q2n}, h(q1), row}, // then op1
		{"arm64:fmax:dn=1", F32, []uint64{q1, q2n}, "0x7fc00000", row},
		{"arm64:fmax", F32, []uint64{pz, nz}, h(pz), row},
		{"arm64:fmin", F32, []uint64{pz, nz}, h(nz), row},
		// Arm FMAXNM: a qNaN loses; an sNaN gives Q(s); two NaNs as FMAX.
		{"arm64:fmaxnm", F32, []uint64{q1, one}, h(one), row},
		{"arm64:fmaxnm", F32, []uint64{one, q1}, h(one), row},
		{"arm64:fmaxnm", F32, []uint64{s1, one}, h(q1), row},
		{"arm64:fmaxnm", F32, []uint64{one, s1}, h(q1), row},
		{"arm64:fmaxnm", F32, []uint64{q2n, s1}, h(q1), row},
		{"arm64:fmaxnm", F32, []uint64{nz, pz}, h(pz), row},
		// RISC-V FMAX: 1 / 1; sNaN → 1; two NaNs → canonical 0x7fc00000; +0.
		{"riscv:fmax", F32, []uint64{q1, one}, h(one), row},
		{"riscv:fmax", F32, []uint64{one, s1}, h(one), row},
		{"riscv:fmax", F32, []uint64{q1, q2n}, "0x7fc00000", row},
		{"riscv:fmax", F32, []uint64{pz, nz}, h(pz), row},
		{"riscv:fmin", F32, []uint64{pz, nz}, h(nz), row},
		// Wasm f32.max: NaN; canonical if all NaN inputs are canonical, else any arithmetic NaN; +0.
		{"wasm:max", F32, []uint64{0x7fc00000, one}, "{0x7fc00000,0xffc00000}", row},
		{"wasm:max", F32, []uint64{q1, one}, "any-qnan", row},
		{"wasm:max", F32, []uint64{s1, one}, "any-qnan", row},
		{"wasm:max", F32, []uint64{pz, nz}, h(pz), row},
		{"wasm:min", F32, []uint64{pz, nz}, h(nz), row},
	}
	runCases(t, cs)
}

// TestGoArchTable: the GOARCH rows of docs/reference/semantics.md §2.2 and F1, F2.
func TestGoArchTable(t *testing.T) {
	const row = "docs/reference/semantics.md §2.2"
	cs := []tcase{
		{"go:math.Max:goarch=386", F64, []uint64{dq1, done}, "0x7ff8000000000001", row},
		{"go:math.Max:goarch=s390x", F64, []uint64{ds1, done}, "0x7ff8000000000001", row},
		{"go:math.Max:goarch=arm64", F64, []uint64{ds1, done}, "0x7ff8000000000123", row}, // Q(s)
		{"go:math.Max:goarch=arm64", F64, []uint64{dq1, dq2n}, "0xfff8000000000456", row}, // y's NaN
		{"go:math.Max:goarch=arm64", F64, []uint64{dq1, dinf}, "0x7ff0000000000000", row},
		{"go:math.Max:goarch=riscv64", F64, []uint64{ds1, done}, "0x3ff0000000000000", row},           // F1: Max(sNaN, 1) = 1
		{"go:math.Min:goarch=riscv64", F64, []uint64{ds1, dinf}, "0x7ff0000000000000", row},           // F1: Min(sNaN, +Inf) = +Inf
		{"go:math.Max:goarch=riscv64", F64, []uint64{dq1, dq2n}, "0x7ff8000000000123", row},           // x first, as is
		{"go:math.Max:goarch=riscv64", F64, []uint64{done, dq2n}, "0xfff8000000000456", row},          // input as is
		{"go:math.Min:goarch=riscv64", F64, []uint64{0, dnz}, "0x8000000000000000", row},              //
		{"go:math.Max:goarch=amd64", F64, []uint64{dq1, done}, "0x7ff8000000000001", row},             //
		{"go:math.Min:goarch=arm64", F64, []uint64{dq1 | dnz, dinf | dnz}, "0xfff0000000000000", row}, // −Inf first
		{"go:math.Max:goarch=arm64", F64, []uint64{dnz, 0}, "0x0000000000000000", row},                //
		{"go:math.Min:goarch=arm64", F64, []uint64{0, dnz}, "0x8000000000000000", row},                //
	}
	runCases(t, cs)
}

// TestFrameworksTable: docs/reference/semantics.md §2.4 and F10.
func TestFrameworksTable(t *testing.T) {
	const row = "docs/reference/semantics.md §2.4"
	cs := []tcase{
		{"mlir:arith.maximumf", F32, []uint64{pz, nz}, h(pz), row},
		{"mlir:arith.maximumf", F32, []uint64{q1, one}, "{0x7fc00000,0x7fc00123,0xffc00000,0xffc00123}", row},
		{"mlir:arith.maxnumf", F32, []uint64{q1, one}, h(one), row},
		{"mlir:arith.maxnumf", F32, []uint64{pz, nz}, "{0x00000000,0x80000000}", row},
		{"triton:maximum", F32, []uint64{q1, one}, h(one), row},
		{"triton:maximum:propagate_nan=all", F32, []uint64{one, q1}, "{0x7fc00000,0x7fc00123,0xffc00000,0xffc00123}", row},
		{"pytorch:maximum", F32, []uint64{q1, one}, h(q1), row}, // cuda: a if a is NaN
		{"pytorch:maximum", F32, []uint64{one, q2n}, h(q2n), row},
		{"pytorch:maximum:impl=cpu-scalar", F32, []uint64{q1, one}, "0x7fc00000", row},
		{"pytorch:maximum:impl=cpu-scalar", F32, []uint64{pz, nz}, h(pz), row}, // ties → a
		{"pytorch:maximum:impl=cpu-scalar", F32, []uint64{nz, pz}, h(nz), row},
		{"pytorch:maximum:impl=cpu-avx2", F32, []uint64{q1, one}, "0xffffffff", row}, // F10
		{"pytorch:maximum:impl=cpu-avx2", F32, []uint64{pz, nz}, h(nz), row},         // ties → y
		{"tvm:max", F32, []uint64{q1, one}, h(one), row},                             // max(NaN, 1) = 1
		{"tvm:max", F32, []uint64{one, q1}, h(q1), row},                              // max(1, NaN) = NaN
		{"tvm:max", F32, []uint64{s1, s1}, h(s1), row},                               // operand unchanged, sNaN too
		{"tvm:max", F32, []uint64{pz, nz}, h(nz), row},                               // ties → b
		{"tvm:max:impl=fold", F32, []uint64{q1, one}, h(q1), row},                    // the opposite order
		{"tvm:max:impl=fold", F32, []uint64{one, q1}, h(one), row},
		{"tvm:max:impl=fold", F32, []uint64{pz, nz}, h(pz), row},
	}
	runCases(t, cs)
}
