package semantics

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// A Type is the type a model computes on: a floating-point format, a packed pair
// of 16-bit floats, or an integer type (signed s*, unsigned u*, packed x2/x4).
// Values of every type travel as bit patterns in the low bits of a uint64.
type Type uint8

// The types. F16x2 and BF16x2 are 32-bit containers of two lanes (lane 0 in
// bits 15:0, lane 1 in bits 31:16, as in PTX and AMD VOP3P).
const (
	InvalidType Type = iota
	F16
	BF16
	F32
	F64
	F16x2
	BF16x2
	S16
	S32
	S64
	U16
	U32
	U64
	S16x2
	U16x2
	S8x4
	U8x4
)

var typeNames = [...]string{
	InvalidType: "invalid", F16: "f16", BF16: "bf16", F32: "f32", F64: "f64",
	F16x2: "f16x2", BF16x2: "bf16x2", S16: "s16", S32: "s32", S64: "s64",
	U16: "u16", U32: "u32", U64: "u64", S16x2: "s16x2", U16x2: "u16x2",
	S8x4: "s8x4", U8x4: "u8x4",
}

// String returns the type's name as the CLI spells it ("f32", "bf16x2", "s32").
func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return fmt.Sprintf("Type(%d)", uint8(t))
}

// ParseType returns the type named s ("f16", "bf16", "f32", "f64", "f16x2", "s32"…).
func ParseType(s string) (Type, error) {
	for i, n := range typeNames {
		if i != 0 && n == s {
			return Type(i), nil
		}
	}
	return InvalidType, fmt.Errorf("unknown type %q (want f16, bf16, f32, f64, f16x2, bf16x2, s16, s32, s64, u16, u32, u64, s16x2, u16x2, s8x4 or u8x4)", s)
}

// Bits returns the width of the type in bits.
func (t Type) Bits() int {
	switch t {
	case F16, BF16, S16, U16:
		return 16
	case F32, F16x2, BF16x2, S32, U32, S16x2, U16x2, S8x4, U8x4:
		return 32
	case F64, S64, U64:
		return 64
	}
	return 0
}

// Mask returns the mask of the type's bits.
func (t Type) Mask() uint64 {
	if t.Bits() == 64 {
		return ^uint64(0)
	}
	return 1<<uint(t.Bits()) - 1
}

// FracBits returns the width of a float type's trailing significand field
// (10 for f16, 7 for bf16, 23 for f32, 52 for f64; a packed float's lane),
// or 0 for an integer type.
func (t Type) FracBits() int {
	if f := fmtOf(t); f != nil {
		return int(f.mantBits)
	}
	return 0
}

// IsFloat reports whether t is a scalar floating-point format.
func (t Type) IsFloat() bool { return t >= F16 && t <= F64 }

// IsPacked reports whether t holds several lanes.
func (t Type) IsPacked() bool {
	switch t {
	case F16x2, BF16x2, S16x2, U16x2, S8x4, U8x4:
		return true
	}
	return false
}

// Lane returns the type of one lane of a packed type, or t itself.
func (t Type) Lane() Type {
	switch t {
	case F16x2:
		return F16
	case BF16x2:
		return BF16
	case S16x2:
		return S16
	case U16x2:
		return U16
	}
	return t
}

// Lanes returns the number of lanes (1 for scalar types).
func (t Type) Lanes() int {
	switch t {
	case F16x2, BF16x2, S16x2, U16x2:
		return 2
	case S8x4, U8x4:
		return 4
	}
	return 1
}

// A format describes the bit layout of a binary floating-point format.
type format struct {
	bits      uint   // total width
	mantBits  uint   // stored significand bits
	sign      uint64 // sign bit
	expMask   uint64 // exponent field, in place
	mantMask  uint64 // significand field
	quiet     uint64 // quiet bit (top significand bit)
	all       uint64 // all bits of the format
	inf       uint64 // +Inf
	minNormal uint64 // smallest positive normal
}

func newFormat(bits, mant uint) *format {
	f := &format{bits: bits, mantBits: mant}
	if bits == 64 {
		f.all = ^uint64(0)
	} else {
		f.all = 1<<bits - 1
	}
	f.sign = 1 << (bits - 1)
	f.mantMask = 1<<mant - 1
	f.expMask = f.all &^ f.sign &^ f.mantMask
	f.quiet = 1 << (mant - 1)
	f.inf = f.expMask
	f.minNormal = 1 << mant
	return f
}

var (
	fmtF16  = newFormat(16, 10) // IEEE 754 binary16
	fmtBF16 = newFormat(16, 7)  // bfloat16: the top half of binary32
	fmtF32  = newFormat(32, 23) // IEEE 754 binary32
	fmtF64  = newFormat(64, 52) // IEEE 754 binary64
)

// fmtOf returns the format of a float type (the lane format for packed floats).
func fmtOf(t Type) *format {
	switch t {
	case F16, F16x2:
		return fmtF16
	case BF16, BF16x2:
		return fmtBF16
	case F32:
		return fmtF32
	case F64:
		return fmtF64
	}
	return nil
}

func (f *format) isNaN(x uint64) bool  { return x&^f.sign > f.inf }
func (f *format) isSNaN(x uint64) bool { return f.isNaN(x) && x&f.quiet == 0 }
func (f *format) isQNaN(x uint64) bool { return f.isNaN(x) && x&f.quiet != 0 }
func (f *format) isInf(x uint64) bool  { return x&^f.sign == f.inf }
func (f *format) isZero(x uint64) bool { return x&^f.sign == 0 }
func (f *format) isSub(x uint64) bool {
	m := x &^ f.sign
	return m != 0 && m < f.minNormal
}

// quietNaN sets the quiet bit of a NaN and leaves sign and payload alone.
func (f *format) quietNaN(x uint64) uint64 { return x | f.quiet }

// ftz flushes a subnormal to the zero of the same sign.
func (f *format) ftz(x uint64) uint64 {
	if f.isSub(x) {
		return x & f.sign
	}
	return x
}

// key maps a non-NaN value to an integer whose order is the numeric order with
// −0 < +0; equal keys mean equal bits.
func (f *format) key(x uint64) int64 {
	if x&f.sign != 0 {
		return -int64(x&^f.sign) - 1
	}
	return int64(x)
}

// A Class is the IEEE class of a value, with the sign; integers use ClassNeg,
// ClassZero and ClassPos.
type Class uint8

// Float classes in numeric order (NaNs at both ends), then integer classes.
const (
	NegQNaN Class = iota
	NegSNaN
	NegInf
	NegNormal
	NegSubnormal
	NegZero
	PosZero
	PosSubnormal
	PosNormal
	PosInf
	PosSNaN
	PosQNaN
	IntNeg
	IntZero
	IntPos
	numClasses
)

var classNames = [...]string{
	NegQNaN: "-qnan", NegSNaN: "-snan", NegInf: "-inf", NegNormal: "-normal",
	NegSubnormal: "-subnormal", NegZero: "-0", PosZero: "+0", PosSubnormal: "+subnormal",
	PosNormal: "+normal", PosInf: "+inf", PosSNaN: "+snan", PosQNaN: "+qnan",
	IntNeg: "negative", IntZero: "zero", IntPos: "positive",
}

// String returns the class name ("-qnan", "+subnormal", "-0"…).
func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", uint8(c))
}

// Classes returns the classes that values of type t fall into, in display order.
func Classes(t Type) []Class {
	if fmtOf(t) != nil {
		return []Class{NegQNaN, NegSNaN, NegInf, NegNormal, NegSubnormal, NegZero,
			PosZero, PosSubnormal, PosNormal, PosInf, PosSNaN, PosQNaN}
	}
	return []Class{IntNeg, IntZero, IntPos}
}

func (f *format) class(x uint64) Class {
	neg := x&f.sign != 0
	m := x &^ f.sign
	var c Class
	switch {
	case m == 0:
		c = PosZero
	case m < f.minNormal:
		c = PosSubnormal
	case m < f.inf:
		c = PosNormal
	case m == f.inf:
		c = PosInf
	case m&f.quiet == 0:
		c = PosSNaN
	default:
		c = PosQNaN
	}
	if neg {
		c = 11 - c
	}
	return c
}

// Classify returns the class of the bit pattern x of type t. For a packed type
// it classifies lane 0.
func Classify(t Type, x uint64) Class {
	if f := fmtOf(t); f != nil {
		return f.class(x & f.all)
	}
	lt := t.Lane()
	v := intValue(lt, x)
	if lt == U16 || lt == U32 || lt == U64 || lt == U8x4 {
		if x&lt.Mask() == 0 || lt == U8x4 && uint8(x) == 0 {
			return IntZero
		}
		return IntPos
	}
	switch {
	case v < 0:
		return IntNeg
	case v == 0:
		return IntZero
	}
	return IntPos
}

// IsNaN reports whether x is a NaN of float type t.
func IsNaN(t Type, x uint64) bool {
	f := fmtOf(t)
	return f != nil && f.isNaN(x&f.all)
}

// IsSignaling reports whether x is a signaling NaN of float type t.
func IsSignaling(t Type, x uint64) bool {
	f := fmtOf(t)
	return f != nil && f.isSNaN(x&f.all)
}

// Quiet returns x with the quiet bit set if x is a NaN of type t, and x otherwise.
func Quiet(t Type, x uint64) uint64 {
	f := fmtOf(t)
	if f == nil || !f.isNaN(x&f.all) {
		return x
	}
	return f.quietNaN(x)
}

// FlushToZero returns the zero of the same sign if x is a subnormal of type t,
// and x otherwise.
func FlushToZero(t Type, x uint64) uint64 {
	f := fmtOf(t)
	if f == nil {
		return x
	}
	return f.ftz(x & f.all)
}

// A NaNConvention names whose canonical (default) NaN is meant.
type NaNConvention uint8

// NaN conventions, see [CanonicalNaN].
const (
	// IEEEPreferred is the positive quiet NaN with a zero payload: LLVM's
	// "preferred NaN", RISC-V's canonical NaN, AMD/LLVM's 0x7fc00000.
	IEEEPreferred NaNConvention = iota
	// CUDA is NVIDIA's canonical NaN: all significand bits set, positive
	// (0x7fffffff for f32 per the CUDA Programming Guide, CUDART_NAN_FP16 and
	// CUDART_NAN_BF16 = 0x7fff). CUDA names none for f64 min/max; CanonicalNaN
	// returns CUDART_NAN (0xfff8000000000000) there.
	CUDA
	// X86Indefinite is the "real indefinite" QNaN x86 SSE produces for invalid
	// operations: negative, quiet, zero payload.
	X86Indefinite
	// GoNaN is math.NaN() (0x7ff8000000000001 for f64; its f32 conversion
	// 0x7fc00000 for f32).
	GoNaN
)

// CanonicalNaN returns the canonical NaN of a float type under convention c.
func CanonicalNaN(t Type, c NaNConvention) uint64 {
	f := fmtOf(t)
	if f == nil {
		return 0
	}
	switch c {
	case CUDA:
		if t == F64 {
			return 0xfff8000000000000
		}
		return f.expMask | f.mantMask
	case X86Indefinite:
		return f.sign | f.expMask | f.quiet
	case GoNaN:
		if t == F64 {
			return 0x7ff8000000000001
		}
	}
	return f.expMask | f.quiet
}

// intValue sign-extends (for signed types) the low bits of x.
func intValue(t Type, x uint64) int64 {
	switch t {
	case S16:
		return int64(int16(x))
	case S32:
		return int64(int32(x))
	case S64:
		return int64(x)
	case U16:
		return int64(uint16(x))
	case U32:
		return int64(uint32(x))
	case U64:
		return int64(x) // callers compare u64 unsigned
	case S8x4:
		return int64(int8(x))
	case U8x4:
		return int64(uint8(x))
	}
	return int64(x & t.Mask())
}

// FormatBits prints x as 0x-prefixed lowercase hex of the type's width.
func FormatBits(t Type, x uint64) string {
	return fmt.Sprintf("0x%0*x", t.Bits()/4, x&t.Mask())
}

// Describe returns a human reading of x: its class and value ("+normal 1.5",
// "-qnan payload 0x456", "+snan payload 0x1"). Packed values describe each lane.
func Describe(t Type, x uint64) string {
	if t.IsPacked() {
		lt := t.Lane()
		w := uint(lt.Bits())
		if t == S8x4 || t == U8x4 {
			w = 8
		}
		parts := make([]string, t.Lanes())
		for i := range parts {
			lane := x >> (w * uint(i)) & (1<<w - 1)
			parts[i] = fmt.Sprintf("lane%d %s", i, describeScalar(lt, lane, w))
		}
		return strings.Join(parts, ", ")
	}
	return describeScalar(t, x, uint(t.Bits()))
}

func describeScalar(t Type, x uint64, w uint) string {
	f := fmtOf(t)
	if f == nil {
		if w == 8 {
			if t == S8x4 {
				return strconv.FormatInt(int64(int8(x)), 10)
			}
			return strconv.FormatUint(x, 10)
		}
		if t == U64 {
			return strconv.FormatUint(x, 10)
		}
		return strconv.FormatInt(intValue(t, x), 10)
	}
	c := f.class(x)
	switch {
	case f.isNaN(x):
		return fmt.Sprintf("%s payload %#x", c, x&(f.mantMask>>1))
	case f.isInf(x):
		return c.String()
	}
	return fmt.Sprintf("%s %s", c, formatValue(t, x))
}

// formatValue prints a non-NaN float value in decimal, shortest form that
// reads back to the same bits of type t.
func formatValue(t Type, x uint64) string {
	switch t {
	case F64:
		return strconv.FormatFloat(math.Float64frombits(x), 'g', -1, 64)
	case F32:
		return strconv.FormatFloat(float64(math.Float32frombits(uint32(x))), 'g', -1, 32)
	}
	// f16 and bf16 values are exact in float64; print the shortest decimal
	// that parses back to the same 16 bits.
	v := toFloat64(t, x)
	for prec := 1; prec < 20; prec++ {
		s := strconv.FormatFloat(v, 'g', prec, 64)
		if y, err := parseFloat(t, s); err == nil && y == x {
			return s
		}
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// toFloat64 converts a non-NaN value of a float type exactly (display only).
func toFloat64(t Type, x uint64) float64 {
	f := fmtOf(t)
	neg := x&f.sign != 0
	e := int((x & f.expMask) >> f.mantBits)
	m := x & f.mantMask
	bias := int(f.expMask>>f.mantBits) >> 1
	var v float64
	switch {
	case x&^f.sign == f.inf:
		v = math.Inf(1)
	case e == 0:
		v = math.Ldexp(float64(m), 1-bias-int(f.mantBits))
	default:
		v = math.Ldexp(float64(m|1<<f.mantBits), e-bias-int(f.mantBits))
	}
	if neg {
		v = -v
	}
	return v
}

// decimalRe is the decimal syntax ParseValue accepts for floats: an optional
// sign, digits with an optional point, an optional exponent. Digit
// separators, which strconv would take for f32/f64 only, are refused so that
// every float type reads the same strings.
var decimalRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$`)
})

// hexFloatRe is a C99 hexadecimal floating constant (ISO C 6.4.4.2): a
// hexadecimal significand with an optional point and a binary exponent,
// which C requires.
var hexFloatRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([+-]?)0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP]([+-]?[0-9]+)$`)
})

// namedNaNRe is qnan, snan, -qnan … with an optional payload (qnan:0x200).
var namedNaNRe = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([+-]?)(qnan|snan)(?::(0[xX][0-9a-fA-F]+))?$`) })

// A ValueNote says how an input was read when the reading lost something:
// a number too large for the type rounds to infinity (Overflow), one too
// small to zero (Underflow); both as IEEE 754 round-to-nearest-even says.
type ValueNote uint8

// Value notes.
const (
	NoteNone ValueNote = iota
	NoteOverflow
	NoteUnderflow
)

// parseFloat converts a decimal number, a C99 hex float, inf, infinity or
// nan (with an optional sign, any case) to type t, rounding to nearest even,
// with overflow to infinity and gradual underflow.
func parseFloat(t Type, s string) (uint64, error) {
	v, _, err := parseFloatNote(t, s)
	return v, err
}

func parseFloatNote(t Type, s string) (uint64, ValueNote, error) {
	f := fmtOf(t)
	ls := strings.ToLower(s)
	neg := strings.HasPrefix(ls, "-")
	body := ls
	if neg || strings.HasPrefix(ls, "+") {
		body = ls[1:]
	}
	var sign uint64
	if neg {
		sign = f.sign
	}
	switch body {
	case "inf", "infinity":
		return sign | f.inf, NoteNone, nil
	case "nan":
		return sign | f.expMask | f.quiet, NoteNone, nil
	}
	note := func(v uint64, nonzero bool) (uint64, ValueNote, error) {
		switch {
		case v&^f.sign == f.inf:
			return v, NoteOverflow, nil
		case v&^f.sign == 0 && nonzero:
			return v, NoteUnderflow, nil
		}
		return v, NoteNone, nil
	}
	if m := hexFloatRe().FindStringSubmatch(s); m != nil {
		digits := strings.Replace(m[2], ".", "", 1)
		frac := 0
		if k := strings.IndexByte(m[2], '.'); k >= 0 {
			frac = len(m[2]) - k - 1
		}
		if len(digits) > 4096 {
			return 0, NoteNone, fmt.Errorf("hex float %q: too many digits", s)
		}
		mant, _ := new(big.Int).SetString(digits, 16)
		if mant.Sign() == 0 {
			return sign, NoteNone, nil
		}
		e, err := strconv.ParseInt(m[3], 10, 64)
		if err != nil || e > 1<<24 || e < -(1<<24) {
			// Far beyond every format: the sign of the exponent decides.
			if strings.HasPrefix(m[3], "-") {
				return note(sign, true)
			}
			return note(sign|f.inf, true)
		}
		r := new(big.Float).SetPrec(uint(mant.BitLen()) + 1).SetInt(mant)
		r.SetMantExp(r, int(e)-4*frac)
		return note(roundFloat(f, sign, r), true)
	}
	if !decimalRe().MatchString(s) {
		return 0, NoteNone, fmt.Errorf("bad number %q", s)
	}
	nonzero := strings.ContainsAny(strings.SplitN(strings.ToLower(body), "e", 2)[0], "123456789")
	if t == F64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil && !isRangeErr(err) {
			return 0, NoteNone, fmt.Errorf("bad number %q", s)
		}
		return note(math.Float64bits(v), nonzero)
	}
	if t == F32 {
		v, err := strconv.ParseFloat(s, 32)
		if err != nil && !isRangeErr(err) {
			return 0, NoteNone, fmt.Errorf("bad number %q", s)
		}
		return note(uint64(math.Float32bits(float32(v))), nonzero)
	}
	// 16-bit formats: parse exactly, then round once to the target precision.
	r, _, err := big.ParseFloat(body, 10, 1000, big.ToNearestEven)
	if err != nil {
		// An exponent too large for big.Float: far beyond the range of
		// float64, hence of every 16-bit format, so float64 tells infinity
		// from zero.
		v, err := strconv.ParseFloat(body, 64)
		switch {
		case isRangeErr(err) && math.IsInf(v, 0):
			return note(sign|f.inf, nonzero)
		case (err == nil || isRangeErr(err)) && v == 0:
			return note(sign, nonzero)
		}
		return 0, NoteNone, fmt.Errorf("bad number %q", s)
	}
	if r.Sign() == 0 {
		return sign, NoteNone, nil
	}
	return note(roundFloat(f, sign, r), true)
}

// roundFloat rounds the positive number r to format f, to nearest even, with
// overflow to infinity and gradual underflow, and applies sign.
func roundFloat(f *format, sign uint64, r *big.Float) uint64 {
	bias := int(f.expMask>>f.mantBits) >> 1
	emin := 1 - bias // exponent of the smallest normal
	exp := r.MantExp(nil) - 1
	prec := int(f.mantBits) + 1
	if exp < emin {
		prec -= emin - exp
	}
	if prec <= 0 {
		// Below half the smallest subnormal: compare against it.
		half := new(big.Float).SetMantExp(big.NewFloat(1), emin-int(f.mantBits)-1)
		if r.Cmp(half) > 0 {
			return sign | 1
		}
		return sign
	}
	q := new(big.Float).SetMode(big.ToNearestEven).SetPrec(uint(prec)).Set(r)
	mant := new(big.Float)
	e := q.MantExp(mant) - 1 // q = mant * 2^(e+1), mant in [0.5, 1)
	if e > bias {
		return sign | f.inf
	}
	// Scale to an integer significand with mantBits fraction bits.
	var bits uint64
	if e < emin {
		sc := new(big.Float).SetMantExp(q, -(emin - int(f.mantBits)))
		u, _ := sc.Uint64()
		bits = u
	} else {
		sc := new(big.Float).SetMantExp(q, int(f.mantBits)-e)
		u, _ := sc.Uint64()
		bits = uint64(e+bias)<<f.mantBits | (u & f.mantMask)
	}
	return sign | bits
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// ParseValue reads an input of type t:
//   - a bit pattern: 0x and exactly the type's width in hex digits for float
//     and packed types ("0x7f800001" for f32, "0x7e00" for f16), taken as is;
//     integer types take any hex number that fits;
//   - a C99 hex float, a value: "0x1p-149", "-0x1.8p3" (the p exponent tells
//     it from a bit pattern), rounded to nearest even;
//   - a decimal ("1.5", "-0", "2e-8", "inf", "nan", "-17" for integer types)
//     rounded to nearest even (out of range: to infinity or zero);
//   - a named NaN: qnan, snan, -qnan, -snan, with an optional payload (the
//     significand bits below the quiet bit): "snan:0x1", "qnan:0x200"; snan
//     alone has payload 1, qnan payload 0.
//
// Anything else, digit separators included, is an error.
func ParseValue(t Type, s string) (uint64, error) {
	v, _, err := ParseValueNote(t, s)
	return v, err
}

// ParseValueNote is ParseValue that also says whether a number overflowed to
// infinity or underflowed to zero.
func ParseValueNote(t Type, s string) (uint64, ValueNote, error) {
	if s == "" {
		return 0, NoteNone, fmt.Errorf("empty value")
	}
	f := fmtOf(t)
	if f != nil && !t.IsPacked() {
		if m := namedNaNRe().FindStringSubmatch(strings.ToLower(s)); m != nil {
			v, err := namedNaN(t, f, m[1] == "-", m[2] == "qnan", m[3])
			return v, NoteNone, err
		}
		if hexFloatRe().MatchString(s) {
			return parseFloatNote(t, s)
		}
	}
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		digits := s[2:]
		u, err := strconv.ParseUint(digits, 16, 64)
		if err != nil || len(s) == 2 {
			if f != nil && strings.ContainsAny(digits, ".") {
				return 0, NoteNone, fmt.Errorf("bad hex bit pattern %q (a hex float needs a binary exponent, as in 0x1.8p1)", s)
			}
			if len(digits) > 16 && err != nil && strings.Trim(digits, "0123456789abcdefABCDEF") == "" {
				return 0, NoteNone, fmt.Errorf("bit pattern %s does not fit in %s (%d bits)", s, t, t.Bits())
			}
			return 0, NoteNone, fmt.Errorf("bad hex bit pattern %q", s)
		}
		if u&^t.Mask() != 0 {
			return 0, NoteNone, fmt.Errorf("bit pattern %s does not fit in %s (%d bits)", s, t, t.Bits())
		}
		if want := t.Bits() / 4; (f != nil || t.IsPacked()) && len(digits) != want {
			return 0, NoteNone, fmt.Errorf("bit pattern %s has %d hex digits; %s takes exactly %d (%d bits), as in %s",
				s, len(digits), t, want, t.Bits(), FormatBits(t, u))
		}
		return u, NoteNone, nil
	}
	if f != nil && !t.IsPacked() {
		return parseFloatNote(t, s)
	}
	if t.IsPacked() {
		return 0, NoteNone, fmt.Errorf("packed type %s takes a hex bit pattern, not %q", t, s)
	}
	if t == U16 || t == U32 || t == U64 {
		u, err := strconv.ParseUint(s, 10, t.Bits())
		if err != nil {
			return 0, NoteNone, fmt.Errorf("bad %s value %q", t, s)
		}
		return u, NoteNone, nil
	}
	v, err := strconv.ParseInt(s, 10, t.Bits())
	if err != nil {
		return 0, NoteNone, fmt.Errorf("bad %s value %q", t, s)
	}
	return uint64(v) & t.Mask(), NoteNone, nil
}

// namedNaN builds qnan / snan with an optional hex payload.
func namedNaN(t Type, f *format, neg, quiet bool, payload string) (uint64, error) {
	name := "snan"
	if quiet {
		name = "qnan"
	}
	var p uint64
	if !quiet {
		p = 1
	}
	if payload != "" {
		var err error
		p, err = strconv.ParseUint(payload[2:], 16, 64)
		if err != nil || p >= f.quiet {
			return 0, fmt.Errorf("%s payload %s does not fit in %s: at most %#x (the %d significand bits below the quiet bit)",
				name, payload, t, f.quiet-1, f.mantBits-1)
		}
		if !quiet && p == 0 {
			return 0, fmt.Errorf("snan payload 0 is infinity: a signaling NaN needs a non-zero payload")
		}
	}
	v := f.expMask | p
	if quiet {
		v |= f.quiet
	}
	if neg {
		v |= f.sign
	}
	return v, nil
}
