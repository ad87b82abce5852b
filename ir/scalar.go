package ir

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// floatFormat describes a binary floating-point format by the widths of its
// exponent and fraction fields.
type floatFormat struct{ ebits, mbits uint }

var (
	fmtF16  = floatFormat{5, 10}
	fmtBF16 = floatFormat{8, 7}
)

// ParseLiteral reads the literal text of a scalar of type t and returns its
// exact bits and whether it was written as hex bits. Accepted: hex bits
// ("0x7fc00000", any type, at most the type's width), decimal numbers for
// number types ("-1.5e3", "42"), and for floats "inf", "-inf" and "nan" (the
// positive quiet NaN with an empty payload, kept as hex bits). Decimals are
// rounded to nearest, ties to even, exactly (no double rounding).
func ParseLiteral(t ElemType, text string) (bits uint64, hex bool, err error) {
	width := uint(t.Bits())
	if t == Pred || t == Invalid {
		return 0, false, fmt.Errorf("%s has no literals", t)
	}
	if strings.HasPrefix(text, "0x") || strings.HasPrefix(text, "0X") {
		v, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil || len(text) == 2 {
			return 0, false, fmt.Errorf("malformed hex literal %q", text)
		}
		if width < 64 && v>>width != 0 {
			return 0, false, fmt.Errorf("hex literal %s does not fit in %d bits of %s", text, width, t)
		}
		// A bit pattern is written at the type's full width, as ptxas
		// (0f/0d literals) and LLVM IR (0xH, 0xR) require: "f32 0x7fc0"
		// is more likely a mistyped f16 NaN than +5.9e-41.
		if digits := len(text) - 2; !t.IsInt() && digits != int(width/4) {
			return 0, false, fmt.Errorf("bit pattern %s has %d hex digits; a %s pattern has %d (write 0x%0*x if that is what you mean)",
				text, digits, t, width/4, width/4, v)
		}
		return v, true, nil
	}
	if t.IsPacked() || t.IsContainer() {
		return 0, false, fmt.Errorf("a %s literal must be written as hex bits (0x%0*x)", t, width/4, 0)
	}
	if t.IsInt() {
		return parseIntLiteral(t, text)
	}
	neg := strings.HasPrefix(text, "-")
	mag := strings.TrimPrefix(text, "-")
	var sign uint64
	if neg {
		sign = 1 << (width - 1)
	}
	switch mag {
	case "inf":
		return sign | infBits(t), false, nil
	case "nan":
		if neg {
			return 0, false, fmt.Errorf("write a negative NaN as hex bits")
		}
		return quietNaNBits(t), true, nil
	}
	if !isDecimal(mag) {
		return 0, false, fmt.Errorf("malformed %s literal %q (want a decimal such as 1.5e3, inf, nan or hex bits)", t, text)
	}
	switch t {
	case F32:
		v, err := strconv.ParseFloat(mag, 32)
		if err != nil && !isRangeErr(err) {
			return 0, false, fmt.Errorf("malformed f32 literal %q", text)
		}
		return sign | uint64(math.Float32bits(float32(v))), false, nil
	case F64:
		v, err := strconv.ParseFloat(mag, 64)
		if err != nil && !isRangeErr(err) {
			return 0, false, fmt.Errorf("malformed f64 literal %q", text)
		}
		return sign | math.Float64bits(v), false, nil
	case F16, BF16:
		r, ok := new(big.Rat).SetString(mag)
		if !ok {
			return 0, false, fmt.Errorf("malformed %s literal %q", t, text)
		}
		f := fmtF16
		if t == BF16 {
			f = fmtBF16
		}
		return sign | f.round(r), false, nil
	}
	return 0, false, fmt.Errorf("%s has no decimal literals", t)
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// isDecimal accepts digits [ "." digits ] [ ("e"|"E") [sign] digits ], with at
// least one digit in the mantissa.
func isDecimal(s string) bool {
	i, digits := 0, 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			n++
		}
		if n == 0 || n > 5 {
			return false
		}
	}
	return i == len(s)
}

func parseIntLiteral(t ElemType, text string) (uint64, bool, error) {
	width := t.Bits()
	if t.IsSigned() {
		v, err := strconv.ParseInt(text, 10, width)
		if err != nil {
			return 0, false, fmt.Errorf("%s literal %q is not a decimal integer in [%d, %d]", t, text,
				-(int64(1) << (width - 1)), int64(1)<<(width-1)-1)
		}
		return uint64(v) & mask(width), false, nil
	}
	v, err := strconv.ParseUint(text, 10, width)
	if err != nil {
		return 0, false, fmt.Errorf("%s literal %q is not a decimal integer in [0, %d]", t, text, mask(width))
	}
	return v, false, nil
}

func mask(width int) uint64 {
	if width >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(width) - 1
}

func infBits(t ElemType) uint64 {
	switch t {
	case F16:
		return 0x7c00
	case BF16:
		return 0x7f80
	case F32:
		return 0x7f800000
	}
	return 0x7ff0000000000000
}

func quietNaNBits(t ElemType) uint64 {
	switch t {
	case F16:
		return 0x7e00
	case BF16:
		return 0x7fc0
	case F32:
		return 0x7fc00000
	}
	return 0x7ff8000000000000
}

// round returns the bits of the non-negative rational r in format f, rounded
// to nearest with ties to even; overflow gives infinity.
func (f floatFormat) round(r *big.Rat) uint64 {
	if r.Sign() == 0 {
		return 0
	}
	bias := int(1)<<(f.ebits-1) - 1
	emin := 1 - bias
	num, den := new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom())
	// e = floor(log2 r).
	e := num.BitLen() - den.BitLen()
	if cmpScaled(num, den, e) < 0 {
		e--
	}
	if e < emin {
		e = emin
	}
	// q = round(r * 2^(mbits-e)).
	shift := int(f.mbits) - e
	n, d := new(big.Int).Set(num), new(big.Int).Set(den)
	if shift >= 0 {
		n.Lsh(n, uint(shift))
	} else {
		d.Lsh(d, uint(-shift))
	}
	q, rem := new(big.Int).QuoRem(n, d, new(big.Int))
	rem.Lsh(rem, 1)
	if c := rem.Cmp(d); c > 0 || (c == 0 && q.Bit(0) == 1) {
		q.Add(q, big.NewInt(1))
	}
	one := uint64(1) << f.mbits
	if q.BitLen() > int(f.mbits)+1 { // carried into a new binade
		q.Rsh(q, 1)
		e++
	}
	if e > bias {
		return uint64(1<<f.ebits-1) << f.mbits // infinity
	}
	m := q.Uint64()
	if m < one {
		return m // subnormal (or zero)
	}
	return uint64(e+bias)<<f.mbits | (m - one)
}

// cmpScaled compares num/den with 2^e.
func cmpScaled(num, den *big.Int, e int) int {
	a, b := new(big.Int).Set(num), new(big.Int).Set(den)
	if e >= 0 {
		b.Lsh(b, uint(e))
	} else {
		a.Lsh(a, uint(-e))
	}
	return a.Cmp(b)
}

// FloatValue returns the exact value of the float bits of type t (the lane
// type for packed types is not accepted) as a float64, and false for NaN.
func FloatValue(t ElemType, bits uint64) (float64, bool) {
	var f floatFormat
	switch t {
	case F32:
		v := float64(math.Float32frombits(uint32(bits)))
		return v, !math.IsNaN(v)
	case F64:
		v := math.Float64frombits(bits)
		return v, !math.IsNaN(v)
	case F16:
		f = fmtF16
	case BF16:
		f = fmtBF16
	default:
		return 0, false
	}
	sign := bits >> (f.ebits + f.mbits) & 1
	exp := int(bits>>f.mbits) & (1<<f.ebits - 1)
	frac := bits & (1<<f.mbits - 1)
	bias := 1<<(f.ebits-1) - 1
	var v float64
	switch {
	case exp == 1<<f.ebits-1 && frac != 0:
		return math.NaN(), false
	case exp == 1<<f.ebits-1:
		v = math.Inf(1)
	case exp == 0:
		v = math.Ldexp(float64(frac), 1-bias-int(f.mbits))
	default:
		v = math.Ldexp(float64(frac|1<<f.mbits), exp-bias-int(f.mbits))
	}
	if sign == 1 {
		v = -v
	}
	return v, true
}

// FormatLiteral prints the literal part of a scalar so that ParseLiteral gives
// the same bits and hex flag back.
func FormatLiteral(s *Scalar) string {
	t := s.Type
	if s.Hex || t.IsPacked() || t.IsContainer() {
		return fmt.Sprintf("0x%0*x", (t.Bits()+3)/4, s.Bits)
	}
	if t.IsInt() {
		if t.IsSigned() {
			w := uint(64 - t.Bits())
			return strconv.FormatInt(int64(s.Bits<<w)>>w, 10)
		}
		return strconv.FormatUint(s.Bits, 10)
	}
	v, ok := FloatValue(t, s.Bits)
	if !ok { // a NaN not written as hex: print hex bits
		return fmt.Sprintf("0x%0*x", t.Bits()/4, s.Bits)
	}
	if math.IsInf(v, 0) {
		if v < 0 {
			return "-inf"
		}
		return "inf"
	}
	var txt string
	switch t {
	case F32:
		txt = strconv.FormatFloat(v, 'g', -1, 32)
	case F64:
		txt = strconv.FormatFloat(v, 'g', -1, 64)
	default:
		// The shortest decimal that rounds back to the same bits.
		for prec := 1; prec <= 17; prec++ {
			txt = strconv.FormatFloat(v, 'g', prec, 64)
			if b, _, err := ParseLiteral(t, txt); err == nil && b == s.Bits {
				break
			}
		}
	}
	if !strings.ContainsAny(txt, ".en") {
		if i := strings.IndexByte(txt, 'e'); i < 0 {
			txt += ".0"
		}
	}
	txt = strings.Replace(txt, "e+", "e", 1)
	return txt
}
