package lower

import (
	"math"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// An opKind classifies an operand of an emitted instruction.
type opKind uint8

const (
	oVGPR  opKind = iota
	oConst        // a constant: inline, literal or materialized
	oSGPR
	oVCC // vcc (wave64) or vcc_lo (wave32)
)

// An opnd is an operand of an emitted instruction.
type opnd struct {
	kind opKind
	reg  int    // first register
	n    int    // registers (1 or 2)
	bits uint64 // constant: the value in the operand's width
}

func vreg(r, n int) opnd     { return opnd{kind: oVGPR, reg: r, n: n} }
func sreg(r, n int) opnd     { return opnd{kind: oSGPR, reg: r, n: n} }
func konst(bits uint64) opnd { return opnd{kind: oConst, bits: bits} }

// lo and hi return the 32-bit halves of a 64-bit operand.
func (o opnd) lo() opnd {
	if o.kind == oConst {
		return konst(o.bits & 0xffffffff)
	}
	return opnd{kind: o.kind, reg: o.reg, n: 1}
}

func (o opnd) hi() opnd {
	if o.kind == oConst {
		return konst(o.bits >> 32)
	}
	return opnd{kind: o.kind, reg: o.reg + 1, n: 1}
}

// Inline constants (docs/reference/amdgpu.md §2; OPSYN). Integers -16..64
// are bit patterns of the operand's width; the float codes 240–248 are
// values in the operand's own format: these are their bit patterns.
var (
	inlineF32 = set(0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983)
	inlineF16 = set(0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118)
	inlineF64 = set(0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000, 0xbff0000000000000, 0x4000000000000000,
		0xc000000000000000, 0x4010000000000000, 0xc010000000000000, 0x3fc45f306dc9c882)
)

func set(xs ...uint64) map[uint64]bool {
	m := make(map[uint64]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

func smallInt(v int64) (amdgcn.Arg, bool) {
	if v >= -16 && v <= 64 {
		return amdgcn.Int(v), true
	}
	return amdgcn.Arg{}, false
}

// inlineConst returns bits as an inline constant of an operand of type t
// (an integer, or the float value, as llvm-mc writes it), or false if the
// value has no inline code.
func inlineConst(t amdgcn.OpType, bits uint64) (amdgcn.Arg, bool) {
	switch t {
	case amdgcn.TF32, amdgcn.TB32:
		if a, ok := smallInt(int64(int32(uint32(bits)))); ok {
			return a, true
		}
		if b := uint32(bits); inlineF32[uint64(b)] {
			return amdgcn.Float(float64(math.Float32frombits(b))), true
		}
	case amdgcn.TF16:
		if a, ok := smallInt(int64(int16(uint16(bits)))); ok {
			return a, true
		}
		if b := uint16(bits); inlineF16[uint64(b)] {
			return amdgcn.Float(f16Value(b)), true
		}
	case amdgcn.TI16:
		return smallInt(int64(int16(uint16(bits))))
	case amdgcn.TF64:
		if a, ok := smallInt(int64(bits)); ok {
			return a, true
		}
		if inlineF64[bits] {
			return amdgcn.Float(math.Float64frombits(bits)), true
		}
	}
	return amdgcn.Arg{}, false
}

// f16Value is the value of a normal binary16 number.
func f16Value(b uint16) float64 {
	v := math.Ldexp(1+float64(b&0x3ff)/1024, int(b>>10&0x1f)-15)
	if b&0x8000 != 0 {
		v = -v
	}
	return v
}

// literalValue returns the literal dword for bits as an operand of type t,
// or false if no 32-bit literal gives the value: a 64-bit float literal is
// the high dword with a zero low dword (docs/reference/amdgpu.md §2).
func literalValue(t amdgcn.OpType, bits uint64) (uint64, bool) {
	switch t {
	case amdgcn.TF64:
		if bits&0xffffffff != 0 {
			return 0, false
		}
		return bits >> 32, true
	case amdgcn.TF16, amdgcn.TI16:
		return bits & 0xffff, true
	}
	return bits & 0xffffffff, true
}

// packedInline returns a packed 16-bit constant as an inline operand and
// whether the high lane must read the low half (op_sel_hi cleared): a VOP3P
// inline constant supplies the low half only, with a zero high half
// (docs/reference/amdgpu.md §2), so {c, 0} is inline, and {c, c} is inline read twice.
func packedInline(t amdgcn.OpType, bits uint64) (arg amdgcn.Arg, splat, ok bool) {
	lo, hi := bits&0xffff, (bits>>16)&0xffff
	lt := amdgcn.TF16
	if t == amdgcn.TV2I16 {
		lt = amdgcn.TI16
	}
	if a, ok := inlineConst(lt, lo); ok {
		if hi == lo {
			if lo == 0 {
				return a, false, true
			}
			return a, true, true
		}
		// A negative integer code may be sign-extended to 32 bits; keep to
		// codes whose high half is known to be zero.
		if hi == 0 && int16(uint16(lo)) >= 0 {
			return a, false, true
		}
	}
	return amdgcn.Arg{}, false, false
}
