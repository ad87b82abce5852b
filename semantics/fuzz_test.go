package semantics

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// FuzzParseValue: any string gives a value or an error, never a panic; a hex
// bit pattern reads back as itself; a decimal reads back from its own print.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"0x7f800001", "1.5", "-0", "inf", "-inf", "nan", "65504", "1e-8", "0x", "0xfffff", "6e-8", "-17", "3.4e38", "1e400", "abc", "", "--1", "+-1", "1e-99999999999",
		"0x1p-149", "-0x1.8p3", "0x1.fffffep127", "0x1.ffffffp127", "0x1p-150", "0x1.000001p-149", "0x.8p-148", "snan:0x1", "-qnan", "qnan:0x200", "0x1p99999999999"} {
		f.Add(uint8(F32), s)
		f.Add(uint8(F16), s)
		f.Add(uint8(BF16), s)
	}
	f.Add(uint8(S32), "-17")
	f.Add(uint8(U16), "65536")
	f.Fuzz(func(t *testing.T, tb uint8, s string) {
		typ := Type(tb%uint8(U8x4) + 1)
		v, err := ParseValue(typ, s)
		if err != nil {
			return
		}
		if v&^typ.Mask() != 0 {
			t.Fatalf("ParseValue(%s, %q) = %#x, wider than the type", typ, s, v)
		}
		if hexFloatRe().MatchString(s) && (typ == F32 || typ == F64) {
			// A C99 hex float: strconv reads it too, rounding the same way.
			w := 32
			if typ == F64 {
				w = 64
			}
			x, err := strconv.ParseFloat(s, w)
			want := math.Float64bits(x)
			if w == 32 {
				want = uint64(math.Float32bits(float32(x)))
			}
			if err != nil && !isRangeErr(err) || want != v {
				t.Fatalf("ParseValue(%s, %q) = %#x, strconv %#x (%v)", typ, s, v, want, err)
			}
			return
		}
		if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") || strings.Contains(strings.ToLower(s), "nan") {
			return
		}
		_ = Describe(typ, v)
		if typ.IsFloat() && !IsNaN(typ, v) {
			// Go's own parser must take the same decimal, with the same sign.
			x, err := strconv.ParseFloat(s, 64)
			if err != nil && !isRangeErr(err) || math.Signbit(x) != (v&fmtOf(typ).sign != 0) {
				t.Fatalf("ParseValue(%s, %q) = %#x, but strconv reads %g (%v)", typ, s, v, x, err)
			}
		}
		if typ.IsFloat() && !IsNaN(typ, v) && !strings.Contains(strings.ToLower(s), "nan") {
			if f := fmtOf(typ); f.isInf(v) {
				return
			}
			back, err := ParseValue(typ, formatValue(typ, v))
			if err != nil || back != v {
				t.Fatalf("%s: %q → %#x → %q → %#x (%v)", typ, s, v, formatValue(typ, v), back, err)
			}
		}
	})
}

// FuzzLookup: any name gives a model or an error; a found model's own name
// finds the same model.
func FuzzLookup(f *testing.F) {
	for _, s := range []string{"ptx:max.NaN.ftz.f32", "ptx:max.abs.xorsign.bf16x2", "amdgcn:gfx942:v_max_f32:ieee=0",
		"amdgcn:gfx1200:v_max_num_f32:snan=number:denorm=1", "ptx:max..f32", "ptx:", ":", "go:max:=", "ptx:max.f32:inputs=3", "c:fmax:x=y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := Lookup(s)
		if err != nil {
			return
		}
		m2, err := Lookup(m.Name())
		if err != nil || m2.Name() != m.Name() {
			t.Fatalf("Lookup(%q) = %q, which does not look itself up (%v)", s, m.Name(), err)
		}
	})
}

// FuzzRows: for a fuzzed model and row, the runs agree with the evaluator
// (functions: the same bits; relations: the same allowed set).
func FuzzRows(f *testing.F) {
	f.Add(uint16(0), uint16(0), uint16(0x7c01), uint16(3))
	f.Add(uint16(17), uint16(1), uint16(0x8001), uint16(0x3c00))
	f.Add(uint16(200), uint16(0), uint16(0x7e00), uint16(0xfd00))
	var models []*Model
	for _, m := range Models() {
		if (m.rule != nil || m.relRow != nil) && (m.isOwnType(F16) || m.isOwnType(BF16)) {
			models = append(models, m)
		}
	}
	f.Fuzz(func(t *testing.T, mi, ti, a, b uint16) {
		m := models[int(mi)%len(models)]
		typ := F16
		if ti%2 == 1 && m.isOwnType(BF16) || !m.isOwnType(F16) {
			typ = BF16
		}
		e := newEvaluator(m, typ)
		for _, p := range m.rowFunc()(typ, a, nil) {
			if uint32(b) >= p.lo && uint32(b) < p.hi {
				got := pieceResult(fmtOf(typ), typ, &p, &e, uint64(a), uint64(b))
				want := m.eval(typ, uint64(a), uint64(b), 0)
				if !got.Equal(typ, want) {
					t.Fatalf("%s %s (%#04x, %#04x): run gives %s, eval %s", m.Name(), typ, a, b, got.String(typ), want.String(typ))
				}
				return
			}
		}
		t.Fatalf("%s row %#04x does not cover %#04x", m.Name(), a, b)
	})
}
