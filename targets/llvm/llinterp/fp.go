package llinterp

import "math"

// fpFmt is the layout of a binary floating-point format, on bit patterns.
type fpFmt struct {
	bits, mant uint // total width, stored mantissa bits
	exp        uint // exponent bits
}

var (
	fmtHalf   = &fpFmt{16, 10, 5}
	fmtBFloat = &fpFmt{16, 7, 8}
	fmtFloat  = &fpFmt{32, 23, 8}
	fmtDouble = &fpFmt{64, 52, 11}
)

func fmtFor(t Type) *fpFmt {
	switch t.Kind {
	case Half:
		return fmtHalf
	case BFloat:
		return fmtBFloat
	case Float:
		return fmtFloat
	case Double:
		return fmtDouble
	}
	return nil
}

func (f *fpFmt) sign() uint64     { return 1 << (f.bits - 1) }
func (f *fpFmt) mantMask() uint64 { return 1<<f.mant - 1 }
func (f *fpFmt) expMask() uint64  { return (1<<f.exp - 1) << f.mant }
func (f *fpFmt) quiet() uint64    { return 1 << (f.mant - 1) }
func (f *fpFmt) bias() int        { return 1<<(f.exp-1) - 1 }
func (f *fpFmt) abs(x uint64) uint64 {
	return x &^ f.sign()
}
func (f *fpFmt) isNaN(x uint64) bool  { return f.abs(x) > f.expMask() }
func (f *fpFmt) isSNaN(x uint64) bool { return f.isNaN(x) && x&f.quiet() == 0 }
func (f *fpFmt) isInf(x uint64) bool  { return f.abs(x) == f.expMask() }
func (f *fpFmt) isZero(x uint64) bool { return f.abs(x) == 0 }
func (f *fpFmt) isSub(x uint64) bool  { a := f.abs(x); return a != 0 && a < 1<<f.mant }
func (f *fpFmt) neg(x uint64) bool    { return x&f.sign() != 0 }

// preferredNaN is LangRef's "preferred NaN": the quiet NaN with an all-zero
// payload, positive.
func (f *fpFmt) preferredNaN() uint64 { return f.expMask() | f.quiet() }

// toFloat64 decodes a non-NaN value exactly (every format here fits a
// float64); a NaN gives a float64 NaN.
func (f *fpFmt) toFloat64(x uint64) float64 {
	if f == fmtDouble {
		return math.Float64frombits(x)
	}
	if f.isNaN(x) {
		return math.NaN()
	}
	s := 1.0
	if f.neg(x) {
		s = -1
	}
	if f.isInf(x) {
		return math.Inf(int(s))
	}
	e := int((x & f.expMask()) >> f.mant)
	m := x & f.mantMask()
	if e == 0 {
		return s * math.Ldexp(float64(m), 1-f.bias()-int(f.mant))
	}
	return s * math.Ldexp(float64(m|1<<f.mant), e-f.bias()-int(f.mant))
}

// fromFloat64 rounds a non-NaN float64 to the format, to nearest, ties to
// even (LLVM's default rounding), overflowing to infinity.
func (f *fpFmt) fromFloat64(x float64) uint64 {
	if f == fmtDouble {
		return math.Float64bits(x)
	}
	var sign uint64
	if math.Signbit(x) {
		sign = f.sign()
		x = -x
	}
	if math.IsInf(x, 0) {
		return sign | f.expMask()
	}
	if x == 0 {
		return sign
	}
	fr, e := math.Frexp(x) // x = fr·2^e, fr in [0.5, 1)
	// Unbiased exponent of x as 1.m·2^(e-1); below the normal range the
	// quantum is fixed at 2^(1-bias-mant).
	ue := e - 1
	minE := 1 - f.bias()
	shift := int(f.mant) // bits of fraction to keep after the leading one
	if ue < minE {
		shift -= minE - ue
	}
	// q = x / 2^(ue-shift), rounded to an integer, ties to even.
	mant64 := math.Float64bits(fr)&(1<<52-1) | 1<<52 // fr = mant64·2^-53
	// x = mant64·2^(e-53) and the quantum is 2^(ue-shift), so the
	// quotient is mant64 shifted right by 52-shift bits.
	drop := 53 - 1 - shift // bits of mant64 below the quantum (≥ 1 here)
	var q uint64
	if drop >= 64 {
		q = 0 // below half the smallest subnormal: rounds to zero
	} else if drop <= 0 {
		q = mant64 << uint(-drop)
	} else {
		q = mant64 >> uint(drop)
		rem := mant64 & (1<<uint(drop) - 1)
		half := uint64(1) << uint(drop-1)
		if rem > half || rem == half && q&1 == 1 {
			q++
		}
	}
	if ue < minE {
		// Subnormal (or rounds up to the smallest normal: q == 1<<mant
		// then carries into the exponent field naturally).
		return sign | q
	}
	be := uint64(ue + f.bias())
	if q == 1<<(f.mant+1) { // rounding carried into the next binade
		q >>= 1
		be++
	}
	if be >= 1<<f.exp-1 {
		return sign | f.expMask()
	}
	return sign | be<<f.mant | q&f.mantMask()
}

// narrowNaN carries NaN x of format src to format f (fewer or more
// payload bits): sign kept, payload aligned at the top (LangRef: the
// most-significant bits of the payload are kept on truncation, zeros are
// appended on extension), as LLVM's APFloat conversion does.
func (f *fpFmt) narrowNaN(src *fpFmt, x uint64) uint64 {
	var sign uint64
	if src.neg(x) {
		sign = f.sign()
	}
	m := x & src.mantMask()
	if src.mant > f.mant {
		m >>= src.mant - f.mant
	} else {
		m <<= f.mant - src.mant
	}
	return sign | f.expMask() | m
}

// classMask is llvm.is.fpclass's bit of value x (LangRef 19 "llvm.is.fpclass":
// 0 sNaN, 1 qNaN, 2 −inf, 3 −normal, 4 −subnormal, 5 −0, 6 +0, 7 +subnormal,
// 8 +normal, 9 +inf).
func (f *fpFmt) classMask(x uint64) uint64 {
	n := f.neg(x)
	pick := func(neg, pos uint) uint64 {
		if n {
			return 1 << neg
		}
		return 1 << pos
	}
	switch {
	case f.isSNaN(x):
		return 1 << 0
	case f.isNaN(x):
		return 1 << 1
	case f.isInf(x):
		return pick(2, 9)
	case f.isZero(x):
		return pick(5, 6)
	case f.isSub(x):
		return pick(4, 7)
	}
	return pick(3, 8)
}

// fcmp evaluates an fcmp predicate (LangRef 19 "fcmp Instruction": o* are
// false and u* true when an operand is NaN; ±0 compare equal).
func (f *fpFmt) fcmp(pred string, a, b uint64) bool {
	if pred == "false" {
		return false
	}
	if pred == "true" {
		return true
	}
	uno := f.isNaN(a) || f.isNaN(b)
	if pred == "uno" {
		return uno
	}
	if pred == "ord" {
		return !uno
	}
	if uno {
		return pred[0] == 'u'
	}
	x, y := f.toFloat64(a), f.toFloat64(b)
	switch pred[1:] {
	case "eq":
		return x == y
	case "gt":
		return x > y
	case "ge":
		return x >= y
	case "lt":
		return x < y
	case "le":
		return x <= y
	case "ne":
		return x != y
	}
	return false
}

func signExtend(x uint64, w int) int64 {
	return int64(x<<uint(64-w)) >> uint(64-w)
}

func icmp(pred string, a, b uint64, w int) bool {
	sa, sb := signExtend(a, w), signExtend(b, w)
	switch pred {
	case "eq":
		return a == b
	case "ne":
		return a != b
	case "ugt":
		return a > b
	case "uge":
		return a >= b
	case "ult":
		return a < b
	case "ule":
		return a <= b
	case "sgt":
		return sa > sb
	case "sge":
		return sa >= sb
	case "slt":
		return sa < sb
	case "sle":
		return sa <= sb
	}
	return false
}
