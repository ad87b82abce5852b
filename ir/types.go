package ir

import "fmt"

// An ElemType is the type of one element of a tensor: a scalar number type, a
// packed type (two lanes in one container), a bare container type, or pred.
type ElemType uint8

// Element types. The order is the order of the text format's keyword table.
const (
	Invalid ElemType = iota
	F16              // f16
	BF16             // bf16
	F32              // f32
	F64              // f64
	S16              // s16
	U16              // u16
	S32              // s32
	U32              // u32
	S64              // s64
	U64              // u64
	F16x2            // f16x2, two f16 lanes in one b32
	BF16x2           // bf16x2, two bf16 lanes in one b32
	F32x2            // f32x2, two f32 lanes in one b64
	S16x2            // s16x2, two s16 lanes in one b32
	U16x2            // u16x2, two u16 lanes in one b32
	B16              // b16 container
	B32              // b32 container
	B64              // b64 container
	Pred             // pred, a runtime bool
	numElemTypes
)

var elemInfo = [numElemTypes]struct {
	name  string
	bits  int      // container width in bits
	lanes int      // lanes per container
	lane  ElemType // lane type (itself for non-packed types)
	float bool
	sign  bool // signed integer
}{
	Invalid: {"invalid", 0, 0, Invalid, false, false},
	F16:     {"f16", 16, 1, F16, true, false},
	BF16:    {"bf16", 16, 1, BF16, true, false},
	F32:     {"f32", 32, 1, F32, true, false},
	F64:     {"f64", 64, 1, F64, true, false},
	S16:     {"s16", 16, 1, S16, false, true},
	U16:     {"u16", 16, 1, U16, false, false},
	S32:     {"s32", 32, 1, S32, false, true},
	U32:     {"u32", 32, 1, U32, false, false},
	S64:     {"s64", 64, 1, S64, false, true},
	U64:     {"u64", 64, 1, U64, false, false},
	F16x2:   {"f16x2", 32, 2, F16, true, false},
	BF16x2:  {"bf16x2", 32, 2, BF16, true, false},
	F32x2:   {"f32x2", 64, 2, F32, true, false},
	S16x2:   {"s16x2", 32, 2, S16, false, true},
	U16x2:   {"u16x2", 32, 2, U16, false, false},
	B16:     {"b16", 16, 1, B16, false, false},
	B32:     {"b32", 32, 1, B32, false, false},
	B64:     {"b64", 64, 1, B64, false, false},
	Pred:    {"pred", 1, 1, Pred, false, false},
}

// String returns the type's spelling in the text format.
func (t ElemType) String() string {
	if t >= numElemTypes {
		return fmt.Sprintf("ElemType(%d)", uint8(t))
	}
	return elemInfo[t].name
}

// Bits is the width of the type's container in bits (1 for pred).
func (t ElemType) Bits() int { return t.info().bits }

// Lanes is the number of lanes in one container: 2 for packed types, else 1.
func (t ElemType) Lanes() int { return t.info().lanes }

// Lane is the type of one lane (the type itself unless packed).
func (t ElemType) Lane() ElemType { return t.info().lane }

// IsFloat reports whether the type (or its lanes) is a floating-point type.
func (t ElemType) IsFloat() bool { return t.info().float }

// IsInt reports whether the type (or its lanes) is a signed or unsigned integer.
func (t ElemType) IsInt() bool {
	l := t.Lane()
	return l >= S16 && l <= U64
}

// IsSigned reports whether the type (or its lanes) is a signed integer.
func (t ElemType) IsSigned() bool { return t.info().sign }

// IsPacked reports whether the type holds two lanes in one container.
func (t ElemType) IsPacked() bool { return t.info().lanes == 2 }

// IsContainer reports whether the type is a bare container (b16, b32, b64).
func (t ElemType) IsContainer() bool { return t >= B16 && t <= B64 }

// Container is the bare container type that holds one element of t.
func (t ElemType) Container() ElemType {
	switch t.Bits() {
	case 16:
		return B16
	case 32:
		return B32
	case 64:
		return B64
	}
	return t
}

func (t ElemType) info() *struct {
	name  string
	bits  int
	lanes int
	lane  ElemType
	float bool
	sign  bool
} {
	if t >= numElemTypes {
		return &elemInfo[Invalid]
	}
	return &elemInfo[t]
}

// ParseElemType returns the element type spelled s, or Invalid.
func ParseElemType(s string) ElemType {
	for t := F16; t < numElemTypes; t++ {
		if elemInfo[t].name == s {
			return t
		}
	}
	return Invalid
}

// ElemTypes lists every valid element type in table order.
func ElemTypes() []ElemType {
	ts := make([]ElemType, 0, numElemTypes-1)
	for t := F16; t < numElemTypes; t++ {
		ts = append(ts, t)
	}
	return ts
}
