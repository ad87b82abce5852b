package lower

import (
	"fmt"
	"strconv"

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

func regText(prefix string, r, n int) string {
	if n <= 1 {
		return prefix + strconv.Itoa(r)
	}
	return fmt.Sprintf("%s[%d:%d]", prefix, r, r+n-1)
}

// Inline constants (docs/reference/amdgpu.md §2; OPSYN; llvm-mc-19 prints them this way).
// Integers -16..64 are bit patterns of the operand's width; the float codes
// 240–248 are values in the operand's own format.
var (
	inlineF32 = map[uint64]string{0x3f000000: "0.5", 0xbf000000: "-0.5", 0x3f800000: "1.0", 0xbf800000: "-1.0",
		0x40000000: "2.0", 0xc0000000: "-2.0", 0x40800000: "4.0", 0xc0800000: "-4.0", 0x3e22f983: "0.15915494"}
	inlineF16 = map[uint64]string{0x3800: "0.5", 0xb800: "-0.5", 0x3c00: "1.0", 0xbc00: "-1.0",
		0x4000: "2.0", 0xc000: "-2.0", 0x4400: "4.0", 0xc400: "-4.0", 0x3118: "0.15915494"}
	inlineF64 = map[uint64]string{0x3fe0000000000000: "0.5", 0xbfe0000000000000: "-0.5", 0x3ff0000000000000: "1.0",
		0xbff0000000000000: "-1.0", 0x4000000000000000: "2.0", 0xc000000000000000: "-2.0", 0x4010000000000000: "4.0",
		0xc010000000000000: "-4.0", 0x3fc45f306dc9c882: "0.15915494309189532"}
)

func smallInt(v int64) (string, bool) {
	if v >= -16 && v <= 64 {
		return strconv.FormatInt(v, 10), true
	}
	return "", false
}

// inlineText returns how llvm-mc writes bits as an inline constant of an
// operand of type t, or false if the value has no inline code.
func inlineText(t amdgcn.OpType, bits uint64) (string, bool) {
	switch t {
	case amdgcn.TF32, amdgcn.TB32:
		if s, ok := smallInt(int64(int32(uint32(bits)))); ok {
			return s, true
		}
		s, ok := inlineF32[bits&0xffffffff]
		return s, ok
	case amdgcn.TF16:
		if s, ok := smallInt(int64(int16(uint16(bits)))); ok {
			return s, true
		}
		s, ok := inlineF16[bits&0xffff]
		return s, ok
	case amdgcn.TI16:
		return smallInt(int64(int16(uint16(bits))))
	case amdgcn.TF64:
		if s, ok := smallInt(int64(bits)); ok {
			return s, true
		}
		s, ok := inlineF64[bits]
		return s, ok
	}
	return "", false
}

// literalText returns the literal dword text for bits as an operand of type
// t, or false if no 32-bit literal gives the value: a 64-bit float literal
// is the high dword with a zero low dword (docs/reference/amdgpu.md §2).
func literalText(t amdgcn.OpType, bits uint64) (string, bool) {
	switch t {
	case amdgcn.TF64:
		if bits&0xffffffff != 0 {
			return "", false
		}
		return fmt.Sprintf("0x%x", bits>>32), true
	case amdgcn.TF16, amdgcn.TI16:
		return fmt.Sprintf("0x%x", bits&0xffff), true
	}
	return fmt.Sprintf("0x%x", bits&0xffffffff), true
}

// packedInline returns the inline text of a packed 16-bit constant and
// whether the high lane must read the low half (op_sel_hi cleared): a VOP3P
// inline constant supplies the low half only, with a zero high half
// (docs/reference/amdgpu.md §2), so {c, 0} is inline, and {c, c} is inline read twice.
func packedInline(t amdgcn.OpType, bits uint64) (text string, splat, ok bool) {
	lo, hi := bits&0xffff, (bits>>16)&0xffff
	lt := amdgcn.TF16
	if t == amdgcn.TV2I16 {
		lt = amdgcn.TI16
	}
	if s, ok := inlineText(lt, lo); ok {
		if hi == lo {
			if lo == 0 {
				return s, false, true
			}
			return s, true, true
		}
		// A negative integer code may be sign-extended to 32 bits; keep to
		// codes whose high half is known to be zero.
		if hi == 0 && int16(uint16(lo)) >= 0 {
			return s, false, true
		}
	}
	return "", false, false
}
