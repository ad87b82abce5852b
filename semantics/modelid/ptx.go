package modelid

import "strings"

// PTXMods is a set of PTX min/max modifiers.
type PTXMods uint8

// The modifiers, in canonical order: .NaN, .ftz, .xorsign, .abs, .relu
// (.xorsign.abs is the two bits ModXorsign|ModAbs). The canonical order is
// the one LLVM prints and the models are named by; ptxas accepts any order
// (docs/reference/ptx.md §1.1).
const (
	ModNaN PTXMods = 1 << iota
	ModFTZ
	ModXorsign
	ModAbs
	ModRelu
)

// ptxModNames are the modifiers' spellings, bit i for bit 1<<i.
var ptxModNames = [...]string{"NaN", "ftz", "xorsign", "abs", "relu"}

// ParsePTXMod returns the modifier spelled s (without the dot, in ptxas's
// case: "NaN", never "nan").
func ParsePTXMod(s string) (PTXMods, bool) {
	for i, n := range ptxModNames {
		if n == s {
			return 1 << i, true
		}
	}
	return 0, false
}

// SpellPTX spells op (min or max) with the modifiers m in canonical order
// and the type: SpellPTX("max", ModFTZ|ModNaN, "f32") = "max.NaN.ftz.f32".
func SpellPTX(op string, m PTXMods, typ string) string {
	var b strings.Builder
	b.WriteString(op)
	for i, n := range ptxModNames {
		if m&(1<<i) != 0 {
			b.WriteString(".")
			b.WriteString(n)
		}
	}
	b.WriteString(".")
	b.WriteString(typ)
	return b.String()
}

// A PTX identifies one PTX min/max model. The zero PTX names no model.
type PTX uint16

// A PTXModel describes the model a PTX identifier names: the instruction
// it models and what package semantics needs to build it.
type PTXModel struct {
	ID     PTX
	Name   string  // model name, canonical: "ptx:max.NaN.f32", "ptx:max.f32:inputs=3"
	Op     string  // "min" or "max"
	Mods   PTXMods // modifiers
	Type   string  // PTX type: "f32", "bf16x2", "s16x2"
	Inputs int     // 2, or 3 for the three-input .f32 forms
	// Needs is what the form needs, as the model's description says it:
	// "PTX 7.0, sm_80", "PTX 1.0, all targets".
	Needs string
	// Row: the PTX form table has a row for the form (false for the
	// forms that are models only).
	Row bool
}

// Name returns the model's name ("" for the zero PTX).
func (id PTX) Name() string { return id.Model().Name }

// String returns the model's name, or "<no model>".
func (id PTX) String() string {
	if id == 0 {
		return "<no model>"
	}
	return id.Name()
}

// Model returns the descriptor of id (the zero PTXModel for an identifier
// out of range).
func (id PTX) Model() PTXModel {
	if int(id) >= len(ptxModels) {
		return PTXModel{}
	}
	return ptxModels[id]
}

// PTXModels returns the descriptors of every PTX identifier, in identifier
// order. The slice must not be modified.
func PTXModels() []PTXModel { return ptxModels[1:] }
