package amdgcn

// Value returns the bits an inline constant or literal operand stands for
// as an operand of type t (package amdgcn's reading, docs/reference/amdgpu.md §2): the
// f16, f32 or f64 value of a float inline constant, a sign-extended
// integer inline constant truncated to t's width, a 64-bit float literal
// as the high dword. It is for executors (package amdexec); registers
// give 0.
func (o *Operand) Value(t OpType) uint64 {
	if o.Kind != OpInline && o.Kind != OpLiteral {
		return 0
	}
	return constBits(o, t)
}

// M0Code and NullCode are the operand codes of m0 and null on gen (GFX11+
// swaps them; GFX9 has no null).
func M0Code(gen *Generation) uint16   { return m0Code(gen.Family) }
func NullCode(gen *Generation) uint16 { return nullCode(gen.Family) }
