package llinterp

import (
	"fmt"

	"github.com/lowerc/lowerc/semantics"
)

// A Kind is the kind of a scalar type.
type Kind uint8

// The scalar kinds.
const (
	Void Kind = iota
	Half
	BFloat
	Float
	Double
	Int
	Ptr
)

// A Type is a scalar type or a fixed vector of one.
type Type struct {
	Kind  Kind
	Bits  int // Int: the width; floats: their width
	Lanes int // 0: a scalar; N: <N x T>
}

// IsFloat reports whether the (lane) type is a floating-point type.
func (t Type) IsFloat() bool { return t.Kind >= Half && t.Kind <= Double }

// Lane returns the type of one lane (t itself for a scalar).
func (t Type) Lane() Type { t.Lanes = 0; return t }

// NumLanes is 1 for a scalar, else the vector length.
func (t Type) NumLanes() int {
	if t.Lanes == 0 {
		return 1
	}
	return t.Lanes
}

// TotalBits is the width of the whole value.
func (t Type) TotalBits() int { return t.Bits * t.NumLanes() }

func (t Type) String() string {
	var s string
	switch t.Kind {
	case Void:
		s = "void"
	case Half:
		s = "half"
	case BFloat:
		s = "bfloat"
	case Float:
		s = "float"
	case Double:
		s = "double"
	case Int:
		s = fmt.Sprintf("i%d", t.Bits)
	case Ptr:
		s = "ptr"
	}
	if t.Lanes > 0 {
		return fmt.Sprintf("<%d x %s>", t.Lanes, s)
	}
	return s
}

// Sem returns the package semantics type of a float lane type.
func (t Type) Sem() semantics.Type {
	switch t.Kind {
	case Half:
		return semantics.F16
	case BFloat:
		return semantics.BF16
	case Float:
		return semantics.F32
	case Double:
		return semantics.F64
	}
	return semantics.InvalidType
}

// SemType returns the semantics type of a whole value as tv and the
// executors see it: f16, bf16, f32, f64, or f16x2 / bf16x2 for <2 x half> and
// <2 x bfloat>; ok is false for other types.
func (t Type) SemType() (semantics.Type, bool) {
	switch {
	case t.Lanes == 0 && t.IsFloat():
		return t.Sem(), true
	case t.Lanes == 2 && t.Kind == Half:
		return semantics.F16x2, true
	case t.Lanes == 2 && t.Kind == BFloat:
		return semantics.BF16x2, true
	}
	return semantics.InvalidType, false
}

func (t Type) laneMask() uint64 {
	if t.Bits >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(t.Bits) - 1
}

var scalarTypes = map[string]Type{
	"half":   {Kind: Half, Bits: 16},
	"bfloat": {Kind: BFloat, Bits: 16},
	"float":  {Kind: Float, Bits: 32},
	"double": {Kind: Double, Bits: 64},
	"void":   {Kind: Void},
	"ptr":    {Kind: Ptr, Bits: 64},
}
