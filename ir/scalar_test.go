package ir

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
)

// f16Inputs lists decimals to convert: every 7th finite f16 value and every
// 7th midpoint between neighbours (both exact in binary64, so converting
// through a double cannot double-round them), the overflow edges, and short
// random decimals.
func f16Inputs(fmt floatFormat, step int) []string {
	var in []string
	maxFinite := uint64(1<<fmt.ebits-1)<<fmt.mbits - 1
	for b := uint64(0); b < maxFinite; b += uint64(step) {
		lo, _ := FloatValue(typeOf(fmt), b)
		hi, _ := FloatValue(typeOf(fmt), b+1)
		// 160 significant digits write these dyadic values exactly.
		in = append(in, strconv.FormatFloat(lo, 'e', 160, 64), strconv.FormatFloat((lo+hi)/2, 'e', 160, 64))
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 3000; i++ {
		mant := r.IntN(1000000)
		exp := r.IntN(20) - 12
		in = append(in, fmt2(mant, exp))
	}
	in = append(in, "65504.0", "65519.99", "65520.0", "1e5", "3.3895313892515355e38", "3.39e38", "1e-50")
	return in
}

func fmt2(mant, exp int) string { return strconv.Itoa(mant) + "e" + strconv.Itoa(exp) }

func typeOf(f floatFormat) ElemType {
	if f == fmtF16 {
		return F16
	}
	return BF16
}

// TestF16LiteralsAgainstGCC converts decimals to f16 with our parser and with
// GCC's _Float16 literals (C, f16 suffix), which round the decimal to binary64
// and then to binary16. Inputs are chosen so that the first rounding is exact
// or too far from an f16 tie to matter.
func TestF16LiteralsAgainstGCC(t *testing.T) {
	gcc := oracle.Require(t, oracle.GCC)
	in := f16Inputs(fmtF16, 7)
	var c strings.Builder
	c.WriteString("#include <stdio.h>\n#include <string.h>\nstatic const _Float16 v[] = {\n")
	for _, s := range in {
		fmt.Fprintf(&c, "%sf16,\n", s)
	}
	c.WriteString("};\nint main(void){for(unsigned i=0;i<sizeof v/sizeof v[0];i++){unsigned short b;memcpy(&b,&v[i],2);printf(\"%04x\\n\",b);}return 0;}\n")
	dir := t.TempDir()
	cfile, exe := filepath.Join(dir, "f16.c"), filepath.Join(dir, "f16")
	if err := os.WriteFile(cfile, []byte(c.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := oracle.Run(gcc, nil, "-O0", "-w", "-o", exe, cfile); err != nil {
		t.Fatal(err)
	}
	out, err := oracle.Run(exe, nil)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(string(out))
	if len(lines) != len(in) {
		t.Fatalf("gcc printed %d values for %d inputs", len(lines), len(in))
	}
	bad := 0
	for i, s := range in {
		want, _ := strconv.ParseUint(lines[i], 16, 16)
		got, _, err := ParseLiteral(F16, s)
		if err != nil || got != want {
			if bad++; bad < 10 {
				t.Errorf("f16 %s: got %#04x (%v), gcc %#04x", s, got, err, want)
			}
		}
	}
	t.Logf("%d decimals checked against gcc _Float16", len(in))
}

// TestBF16Literals checks bf16 rounding against an independent route: the
// exact binary32 value (strconv) rounded to bf16 by integer arithmetic, for
// inputs that binary32 holds exactly or that are far from a bf16 tie.
func TestBF16Literals(t *testing.T) {
	for _, s := range f16Inputs(fmtBF16, 13) {
		v, err := strconv.ParseFloat(s, 32)
		if err != nil && !isRangeErr(err) {
			t.Fatal(err)
		}
		f := uint64(math.Float32bits(float32(v)))
		want := f >> 16
		if rest := f & 0xffff; rest > 0x8000 || rest == 0x8000 && want&1 == 1 {
			want++
		}
		got, _, err := ParseLiteral(BF16, s)
		if err != nil || got != want {
			t.Errorf("bf16 %s: got %#04x (%v), want %#04x", s, got, err, want)
		}
	}
}

// TestNearTies: decimals just off a tie, where a route through binary64
// double-rounds (GCC gets these wrong); the answers follow from the decimal
// being above or below the midpoint.
func TestNearTies(t *testing.T) {
	tests := []struct {
		typ  ElemType
		in   string
		want uint64
	}{
		{F16, "1.00048828125", 0x3c00},       // the midpoint of 1 and 1+2^-10: ties to even
		{F16, "1.000488281250001", 0x3c01},   // just above it
		{F16, "1.000488281249999", 0x3c00},   // just below it
		{F16, "1.00146484375", 0x3c02},       // the midpoint of 1+2^-10 and 1+2^-9: to even (up)
		{F16, "2.98023223876953125e-8", 0},   // half the least subnormal: ties to zero (even)
		{F16, "2.98023224e-8", 0x0001},       // above that half
		{F16, "65519.99999999999", 0x7bff},   // below the overflow midpoint
		{F16, "65520", 0x7c00},               // the midpoint to infinity: rounds to even, which is inf
		{BF16, "1.00390625", 0x3f80},         // midpoint of 1 and 1+2^-7
		{BF16, "1.0039062500000001", 0x3f81}, // above it
		{BF16, "1.01171875", 0x3f82},         // midpoint, odd below: up to even
		{BF16, "-0.0", 0x8000},
		{F16, "-inf", 0xfc00},
		{F16, "nan", 0x7e00},
		{BF16, "nan", 0x7fc0},
	}
	for _, tt := range tests {
		got, _, err := ParseLiteral(tt.typ, tt.in)
		if err != nil || got != tt.want {
			t.Errorf("%s %s = %#x, %v; want %#x", tt.typ, tt.in, got, err, tt.want)
		}
	}
}

// TestFormatLiteralRoundTrip: every f16 and bf16 bit pattern, and a sample of
// f32 and f64 ones, print to a literal that parses back to the same bits.
func TestFormatLiteralRoundTrip(t *testing.T) {
	check := func(typ ElemType, bits uint64) {
		for _, hex := range []bool{false, true} {
			s := &Scalar{Type: typ, Bits: bits, Hex: hex}
			txt := FormatLiteral(s)
			got, gotHex, err := ParseLiteral(typ, txt)
			_, notNaN := FloatValue(typ, bits)
			if err != nil || got != bits || (notNaN && gotHex != hex) {
				t.Fatalf("%s %#x (hex %v) prints %q, parses to %#x hex %v (%v)", typ, bits, hex, txt, got, gotHex, err)
			}
		}
	}
	for b := uint64(0); b < 1<<16; b++ {
		check(F16, b)
		check(BF16, b)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 100000; i++ {
		check(F32, uint64(r.Uint32()))
		check(F64, r.Uint64())
	}
	for _, typ := range []ElemType{S16, U16, S32, U32, S64, U64} {
		for i := 0; i < 1000; i++ {
			check(typ, r.Uint64()&mask(typ.Bits()))
		}
	}
}
