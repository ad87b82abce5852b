package semantics

import (
	"math"
	"math/big"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestClassify: class boundaries of every float format, from the IEEE 754
// layouts (binary16/32/64) and bfloat16 (the top half of binary32).
func TestClassify(t *testing.T) {
	cases := []struct {
		t    Type
		x    uint64
		want Class
	}{
		{F16, 0x0000, PosZero}, {F16, 0x8000, NegZero}, {F16, 0x0001, PosSubnormal}, {F16, 0x03ff, PosSubnormal},
		{F16, 0x0400, PosNormal}, {F16, 0x7bff, PosNormal}, {F16, 0x7c00, PosInf}, {F16, 0x7c01, PosSNaN},
		{F16, 0x7dff, PosSNaN}, {F16, 0x7e00, PosQNaN}, {F16, 0x7fff, PosQNaN}, {F16, 0xfc00, NegInf},
		{F16, 0xfc01, NegSNaN}, {F16, 0xfe00, NegQNaN}, {F16, 0x83ff, NegSubnormal}, {F16, 0xbc00, NegNormal},
		{BF16, 0x007f, PosSubnormal}, {BF16, 0x0080, PosNormal}, {BF16, 0x7f80, PosInf}, {BF16, 0x7f81, PosSNaN},
		{BF16, 0x7fbf, PosSNaN}, {BF16, 0x7fc0, PosQNaN}, {BF16, 0xff80, NegInf}, {BF16, 0xffc1, NegQNaN},
		{F32, 0x007fffff, PosSubnormal}, {F32, 0x00800000, PosNormal}, {F32, 0x7f7fffff, PosNormal},
		{F32, 0x7f800000, PosInf}, {F32, 0x7f800001, PosSNaN}, {F32, 0x7fbfffff, PosSNaN}, {F32, 0x7fc00000, PosQNaN},
		{F32, 0xffc00456, NegQNaN}, {F32, 0x80000000, NegZero}, {F32, 0xff800001, NegSNaN},
		{F64, 0x000fffffffffffff, PosSubnormal}, {F64, 0x0010000000000000, PosNormal}, {F64, 0x7ff0000000000000, PosInf},
		{F64, 0x7ff0000000000001, PosSNaN}, {F64, 0x7ff8000000000000, PosQNaN}, {F64, 0xfff8000000000000, NegQNaN},
		{F64, 0x8000000000000000, NegZero},
		{S32, 0xffffffff, IntNeg}, {S32, 0, IntZero}, {U32, 0xffffffff, IntPos}, {S16, 0x8000, IntNeg}, {U16, 0x8000, IntPos},
		{U64, 0xffffffffffffffff, IntPos}, {S64, 0xffffffffffffffff, IntNeg}, {U8x4, 0x000000ff, IntPos}, {S8x4, 0x000000ff, IntNeg},
	}
	for _, c := range cases {
		if got := Classify(c.t, c.x); got != c.want {
			t.Errorf("Classify(%s, %#x) = %s, want %s", c.t, c.x, got, c.want)
		}
	}
	// Every f16 and bf16 bit pattern agrees with the float64 reading of it.
	for _, typ := range []Type{F16, BF16} {
		for x := uint64(0); x < 1<<16; x++ {
			c := Classify(typ, x)
			isNaN := c == PosQNaN || c == NegQNaN || c == PosSNaN || c == NegSNaN
			if isNaN != IsNaN(typ, x) {
				t.Fatalf("%s %#x: class %s but IsNaN %v", typ, x, c, IsNaN(typ, x))
			}
			if isNaN {
				continue
			}
			v := toFloat64(typ, x)
			neg := math.Signbit(v)
			var want Class
			switch a := math.Abs(v); {
			case a == 0:
				want = PosZero
			case math.IsInf(a, 0):
				want = PosInf
			case a < toFloat64(typ, fmtOf(typ).minNormal):
				want = PosSubnormal
			default:
				want = PosNormal
			}
			if neg {
				want = 11 - want
			}
			if c != want {
				t.Fatalf("%s %#x (%g): class %s, want %s", typ, x, v, c, want)
			}
		}
	}
	// f32 against Go's own float32 reading.
	for _, x := range []uint32{0x00000001, 0x00800000, 0x3f800000, 0x7f7fffff, 0xff7fffff, 0x807fffff} {
		v := float64(math.Float32frombits(x))
		if got := toFloat64(F32, uint64(x)); got != v {
			t.Errorf("toFloat64(f32 %#x) = %g, want %g", x, got, v)
		}
	}
}

func TestQuietFTZCanonical(t *testing.T) {
	cases := []struct {
		name      string
		got, want uint64
	}{
		{"Quiet f32 sNaN keeps sign and payload", Quiet(F32, 0xff800456), 0xffc00456},
		{"Quiet f32 qNaN unchanged", Quiet(F32, 0x7fc00123), 0x7fc00123},
		{"Quiet f32 number unchanged", Quiet(F32, 0x7f800000), 0x7f800000},
		{"Quiet f16", Quiet(F16, 0x7c01), 0x7e01},
		{"Quiet bf16", Quiet(BF16, 0xff81), 0xffc1},
		{"Quiet f64", Quiet(F64, 0x7ff0000000000123), 0x7ff8000000000123},
		{"FTZ f32 +sub", FlushToZero(F32, 0x007fffff), 0},
		{"FTZ f32 −sub", FlushToZero(F32, 0x80000001), 0x80000000},
		{"FTZ f32 normal", FlushToZero(F32, 0x00800000), 0x00800000},
		{"FTZ f16 −sub", FlushToZero(F16, 0x83ff), 0x8000},
		{"FTZ NaN unchanged", FlushToZero(F16, 0x7c01), 0x7c01},
		{"IEEE preferred f32", CanonicalNaN(F32, IEEEPreferred), 0x7fc00000},
		{"IEEE preferred f16", CanonicalNaN(F16, IEEEPreferred), 0x7e00},
		{"IEEE preferred bf16", CanonicalNaN(BF16, IEEEPreferred), 0x7fc0},
		{"IEEE preferred f64", CanonicalNaN(F64, IEEEPreferred), 0x7ff8000000000000},
		{"CUDA f32 (docs/reference/ptx.md §2.2)", CanonicalNaN(F32, CUDA), 0x7fffffff},
		{"CUDA f16 CUDART_NAN_FP16", CanonicalNaN(F16, CUDA), 0x7fff},
		{"CUDA bf16 CUDART_NAN_BF16", CanonicalNaN(BF16, CUDA), 0x7fff},
		{"CUDA f64 CUDART_NAN", CanonicalNaN(F64, CUDA), 0xfff8000000000000},
		{"x86 indefinite f32", CanonicalNaN(F32, X86Indefinite), 0xffc00000},
		{"Go NaN f64", CanonicalNaN(F64, GoNaN), math.Float64bits(math.NaN())},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: %#x, want %#x", c.name, c.got, c.want)
		}
	}
	if !IsSignaling(F32, 0x7f800001) || IsSignaling(F32, 0x7fc00001) || IsSignaling(F32, 0x7f800000) {
		t.Errorf("IsSignaling wrong")
	}
}

// TestParseFloat16: every f16 and bf16 value reads back from its exact
// decimal, and every midpoint between neighbours rounds to the even one.
func TestParseFloat16(t *testing.T) {
	for _, typ := range []Type{F16, BF16} {
		f := fmtOf(typ)
		for x := uint64(0); x < 1<<16; x++ {
			if f.isNaN(x) || f.isInf(x) {
				continue
			}
			v := toFloat64(typ, x)
			s := strconv.FormatFloat(v, 'g', -1, 64)
			if got, err := parseFloat(typ, s); err != nil || got != x {
				if !(f.isZero(x) && got == x) {
					t.Fatalf("%s: %s reads as %#x, want %#x (%v)", typ, s, got, x, err)
				}
			}
			// Midpoint to the next value away from zero.
			nx := x + 1
			if f.isNaN(nx) {
				continue
			}
			var mid float64
			if f.isInf(nx) {
				// Halfway to the next power of two: overflows to infinity.
				mid = v + (v-toFloat64(typ, x-1))/2
			} else {
				mid = (v + toFloat64(typ, nx)) / 2
			}
			want := x
			if x&1 == 1 {
				want = nx
			}
			ms := new(big.Float).SetFloat64(mid).Text('e', 110) // exact: 2^-134 needs 94 significant digits
			if got, err := parseFloat(typ, ms); err != nil || got != want {
				t.Fatalf("%s: midpoint %s between %#x and %#x reads as %#x, want %#x (%v)", typ, ms, x, nx, got, want, err)
			}
		}
	}
	for _, c := range []struct {
		typ  Type
		s    string
		want uint64
	}{
		{F16, "65504", 0x7bff}, {F16, "65520", 0x7c00}, {F16, "65519.99", 0x7bff}, {F16, "1e-9", 0},
		{F16, "-1e-9", 0x8000}, {F16, "5.960464477539063e-8", 0x0001}, {F16, "2.98023223876953125e-8", 0}, // tie → even (0)
		{F16, "2.98023223876953126e-8", 1}, {BF16, "1", 0x3f80}, {BF16, "3.14159", 0x4049}, {BF16, "-inf", 0xff80},
		{F32, "1.5", 0x3fc00000}, {F64, "-0", 0x8000000000000000}, {F32, "nan", 0x7fc00000},
	} {
		if got, err := ParseValue(c.typ, c.s); err != nil || got != c.want {
			t.Errorf("ParseValue(%s, %q) = %#x, %v; want %#x", c.typ, c.s, got, err, c.want)
		}
	}
}

func TestDescribe(t *testing.T) {
	for _, c := range []struct {
		t    Type
		x    uint64
		want string
	}{
		{F32, 0x3fc00000, "+normal 1.5"},
		{F32, 0xffc00456, "-qnan payload 0x456"},
		{F32, 0x7f800001, "+snan payload 0x1"},
		{F16, 0x0001, "+subnormal 6e-08"},
		{BF16, 0xff80, "-inf"},
		{F64, 0x8000000000000000, "-0 -0"},
		{S32, 0xffffffff, "-1"},
		{F16x2, 0x3c00fc00, "lane0 -inf, lane1 +normal 1"},
	} {
		if got := Describe(c.t, c.x); got != c.want {
			t.Errorf("Describe(%s, %#x) = %q, want %q", c.t, c.x, got, c.want)
		}
	}
}

// TestParseValueStrict: a decimal is [+-]digits[.digits][e[+-]digits], inf,
// infinity or nan, read the same way for every float type; anything else is
// an error, never a silently wrong value. Exponents too large for the parser
// still round to infinity or zero.
func TestParseValueStrict(t *testing.T) {
	for _, typ := range []Type{F16, BF16, F32, F64} {
		for _, s := range []string{"--1", "+-1", "-+1", "- 1", "1_0", "0x1.8", "0x1p", "0xp3", "0x.p1", "-0x1", "0x1p3.5", "1e", "1e+", ".", "-", "+",
			"1.5.2", "nanx", "infx", "1 ", " 1", "١", "1e5e5", "0b1", "+inf-", "e5"} {
			if v, err := ParseValue(typ, s); err == nil {
				t.Errorf("ParseValue(%s, %q) = %#x, want an error", typ, s, v)
			}
		}
	}
	f := func(typ Type, neg bool, inf bool) uint64 {
		var v uint64
		if inf {
			v = fmtOf(typ).inf
		}
		if neg {
			v |= fmtOf(typ).sign
		}
		return v
	}
	for _, typ := range []Type{F16, BF16, F32, F64} {
		for _, c := range []struct {
			s        string
			neg, inf bool
		}{
			{"1e-99999999999", false, false}, {"-1e-99999999999", true, false},
			{"1e99999999999", false, true}, {"-1e99999999999", true, true},
			{"+1e400", false, true}, {"-0.0e-5", true, false}, {".0", false, false}, {"+Infinity", false, true},
		} {
			want := f(typ, c.neg, c.inf)
			if got, err := ParseValue(typ, c.s); err != nil || got != want {
				t.Errorf("ParseValue(%s, %q) = %#x, %v; want %#x", typ, c.s, got, err, want)
			}
		}
	}
	for _, c := range []struct {
		typ  Type
		s    string
		want uint64
	}{
		{F16, "+1.", 0x3c00}, {F16, "-.5", 0xb800}, {BF16, "1E0", 0x3f80}, {F32, "-1.5e+0", 0xbfc00000}, {F64, "+2", 0x4000000000000000},
	} {
		if got, err := ParseValue(c.typ, c.s); err != nil || got != c.want {
			t.Errorf("ParseValue(%s, %q) = %#x, %v; want %#x", c.typ, c.s, got, err, c.want)
		}
	}
}

// TestResultSets: the set operations and the fixed notation of "lowerc eval"
// for every kind of Result a relation (built-in or NewRelation) can return.
func TestResultSets(t *testing.T) {
	one, q, s := uint64(0x3f800000), uint64(0x7fc00123), uint64(0x7f800123)
	for _, c := range []struct {
		r    Result
		str  string
		in   []uint64
		out  []uint64
		desc string
	}{
		{Exact(one), "0x3f800000", []uint64{one}, []uint64{q, 0}, "exact"},
		{SetOf(0x80000000, 0, 0), "{0x00000000,0x80000000}", []uint64{0, 0x80000000}, []uint64{one}, "set, deduplicated and sorted"},
		{AnyQNaN(), "any-qnan", []uint64{q, 0xffc00000}, []uint64{s, one}, "quiet NaNs only"},
		{AnyNaN(), "any-nan", []uint64{q, s, 0xff800001}, []uint64{0x7f800000, one}, "every NaN"},
		{SetOf(one).WithAnyQNaN(), "{0x3f800000}|any-qnan", []uint64{one, q}, []uint64{s, 0}, "union"},
		{Anything(), "any", []uint64{one, s, 0}, nil, "anything"},
		{SetOf(), "{}", nil, []uint64{one, q}, "empty"},
	} {
		if got := c.r.String(F32); got != c.str {
			t.Errorf("%s: String = %q, want %q", c.desc, got, c.str)
		}
		for _, x := range c.in {
			if !c.r.Allows(F32, x) {
				t.Errorf("%s: %s does not allow %#x", c.desc, c.str, x)
			}
		}
		for _, x := range c.out {
			if c.r.Allows(F32, x) {
				t.Errorf("%s: %s allows %#x", c.desc, c.str, x)
			}
		}
	}
	// Refinement between sets.
	for _, c := range []struct {
		a, b Result
		sub  bool
	}{
		{Exact(q), AnyQNaN(), true}, {Exact(s), AnyQNaN(), false}, {AnyQNaN(), AnyNaN(), true}, {AnyNaN(), AnyQNaN(), false},
		{SetOf(one, q), SetOf(one).WithAnyQNaN(), true}, {SetOf(one).WithAnyQNaN(), SetOf(one, q), false},
		{Anything(), AnyNaN(), false}, {AnyNaN(), Anything(), true}, {SetOf(0, 0x80000000), Exact(0), false},
	} {
		if got := c.a.SubsetOf(F32, c.b); got != c.sub {
			t.Errorf("%s ⊆ %s = %v, want %v", c.a.String(F32), c.b.String(F32), got, c.sub)
		}
	}
}

// TestParseValueInputs: C99 hex floats are values, rounded as the IEEE 754
// format definitions say (expected bits derived from the formats: f16 has 10
// fraction bits and emin −14, f32 23 and −126); bit patterns need the
// type's full width; named NaNs take payloads; overflow is noted.
func TestParseValueInputs(t *testing.T) {
	for _, c := range []struct {
		typ  Type
		s    string
		want uint64
		note ValueNote
	}{
		{F32, "0x1p-149", 0x00000001, NoteNone},      // smallest subnormal 2^(−126−23)
		{F32, "-0x1.8p3", 0xc1400000, NoteNone},      // −12
		{F32, "0x1p-150", 0x00000000, NoteUnderflow}, // half the smallest: ties to even (0)
		{F32, "0x1.8p-149", 0x00000002, NoteNone},    // 1.5 × smallest: ties to even (2)
		{F32, "0x1.ffffffp127", 0x7f800000, NoteOverflow},
		{F32, "0X1P0", 0x3f800000, NoteNone},
		{F16, "0x1p-24", 0x0001, NoteNone},        // smallest f16 subnormal
		{F16, "0x1.ffcp15", 0x7bff, NoteNone},     // 65504, the largest finite
		{F16, "0x1.ffep15", 0x7c00, NoteOverflow}, // halfway to 2^16: ties to even → inf
		{BF16, "0x1.02p0", 0x3f81, NoteNone},
		{F64, "0x1p-1074", 0x0000000000000001, NoteNone},
		{F64, "-0x0p0", 0x8000000000000000, NoteNone},
		{F64, "0x1p99999999999", 0x7ff0000000000000, NoteOverflow},
		{F32, "1e39", 0x7f800000, NoteOverflow},
		{F16, "70000", 0x7c00, NoteOverflow},
		{F16, "1e-9", 0x0000, NoteUnderflow},
		{F32, "qnan", 0x7fc00000, NoteNone},
		{F32, "-qnan", 0xffc00000, NoteNone},
		{F32, "snan", 0x7f800001, NoteNone},
		{F32, "snan:0x1", 0x7f800001, NoteNone},
		{F32, "qnan:0x200", 0x7fc00200, NoteNone},
		{F16, "-snan:0x1ff", 0xfdff, NoteNone},
		{F64, "SNAN:0x5", 0x7ff0000000000005, NoteNone},
		{F16, "0x7e00", 0x7e00, NoteNone},
		{F32, "0x0000ffff", 0x0000ffff, NoteNone},
		{S32, "0x7f", 0x7f, NoteNone}, // integers: hex numbers
	} {
		got, note, err := ParseValueNote(c.typ, c.s)
		if assert.NoError(t, err, "%s %q", c.typ, c.s) {
			assert.Equal(t, FormatBits(c.typ, c.want), FormatBits(c.typ, got), "%s %q", c.typ, c.s)
			assert.Equal(t, c.note, note, "%s %q", c.typ, c.s)
		}
	}
	for _, c := range []struct {
		typ Type
		s   string
		msg string
	}{
		{F32, "0x7fc0", "has 4 hex digits; f32 takes exactly 8 (32 bits)"},
		{F16, "0x7e00000", "does not fit in f16"},
		{F64, "0x7ff8", "f64 takes exactly 16"},
		{F16x2, "0x7e00", "f16x2 takes exactly 8"},
		{F32, "snan:0x0", "needs a non-zero payload"},
		{F32, "qnan:0x400000", "at most 0x3fffff"},
		{F16, "snan:0x200", "at most 0x1ff"},
		{F32, "0x1.8", "needs a binary exponent"},
		{F32, "qnan:", "bad number"},
	} {
		_, err := ParseValue(c.typ, c.s)
		if assert.Error(t, err, "%s %q", c.typ, c.s) {
			assert.Contains(t, err.Error(), c.msg)
		}
	}
}
