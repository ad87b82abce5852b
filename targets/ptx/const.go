package ptx

// Constants: immediates of scalars, and registers for those PTX cannot
// take as immediates.

import (
	"fmt"
	"strconv"

	"github.com/lowerc/lowerc/ir"
)

// movImm is the immediate of a mov of scalar s into its register class:
// 0f/0d for f32/f64 (PTX §4.5.2), hex bits otherwise (f16/bf16 have no
// floating immediates; mov.b16 takes their bits, docs/reference/ptx.md §3).
func movImm(s *ir.Scalar) string {
	switch s.Type {
	case ir.F32:
		return fmt.Sprintf("0f%08X", uint32(s.Bits))
	case ir.F64:
		return fmt.Sprintf("0d%016X", s.Bits)
	}
	return fmt.Sprintf("0x%0*X", s.Type.Bits()/4, s.Bits)
}

// opImm returns scalar s as an immediate of a min/max on type t, or false
// when t takes no immediates there (f16, bf16 and packed forms, docs/reference/ptx.md §3).
// A float form takes 0f/0d immediates of its own type whatever the scalar's
// type (a b32 container scalar too): ptxas rejects a hex integer literal on
// max.f32 ("Arguments mismatch").
func opImm(s *ir.Scalar, t ir.ElemType) (string, bool) {
	switch {
	case t == ir.F32 || t == ir.F64:
		return movImm(&ir.Scalar{Type: t, Bits: s.Bits}), true
	case t.IsPacked() || !t.IsInt():
		return "", false
	case t.IsSigned():
		w := uint(64 - t.Bits())
		return strconv.FormatInt(int64(s.Bits<<w)>>w, 10), true
	}
	return strconv.FormatUint(s.Bits, 10), true
}

// scalarArg turns a broadcast scalar input into an operand of type t: an
// immediate where the form takes one, else a register set once (unguarded)
// before the op's instructions.
func (l *lowerer) scalarArg(s *ir.Scalar, t ir.ElemType) arg {
	if imm, ok := opImm(s, t); ok {
		return text(imm)
	}
	return l.scalarReg(s, t)
}

// scalarReg sets a register to scalar s of type t once (unguarded).
func (l *lowerer) scalarReg(s *ir.Scalar, t ir.ElemType) arg {
	r := l.tmp(classOf(t))
	l.insG("", movOp(r.cls), r, text(movImm(&ir.Scalar{Type: t, Bits: s.Bits})))
	return r
}

// laneScalar is lane i of a packed scalar.
func laneScalar(s *ir.Scalar, i int) *ir.Scalar {
	lt := s.Type.Lane()
	w := uint(lt.Bits())
	return &ir.Scalar{Type: lt, Bits: s.Bits >> (w * uint(i)) & (1<<w - 1)}
}
