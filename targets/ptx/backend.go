package ptx

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/ir"
)

// A Backend lowers tile IR to PTX for one target and PTX ISA version. It
// implements verify.Target (rule target-form) from the form table.
type Backend struct {
	arch   *Arch
	pinned bool    // -ptx was given
	ver    Version // the pinned version, or arch.MinPTX
	noGate bool    // tests only: emit every form, to show ptxas what the gate rejects
}

// New returns the backend for target arch ("sm_90") and PTX ISA version
// ("7.8"; "" picks the least version the target needs, which only an apply
// ptx atom that needs a newer one raises; see limit).
func New(arch, version string) (*Backend, error) {
	a, err := LookupArch(arch)
	if err != nil {
		return nil, err
	}
	b := &Backend{arch: a, ver: a.MinPTX}
	if version != "" {
		v, err := ParseVersion(version)
		if err != nil {
			return nil, err
		}
		if v.Less(a.MinPTX) {
			return nil, fmt.Errorf("%s needs PTX ISA %s or later; -ptx %s is too old", a.Name, a.MinPTX, v)
		}
		b.pinned, b.ver = true, v
	}
	return b, nil
}

// Arch returns the backend's target.
func (b *Backend) Arch() *Arch { return b.arch }

// Name says what the backend lowers for: "ptx sm_90 (PTX ISA 7.8)", or
// "ptx sm_90 (PTX ISA 7.8 or what the forms need)" when -ptx was not given.
func (b *Backend) Name() string {
	if b.pinned {
		return fmt.Sprintf("ptx %s (PTX ISA %s)", b.arch.Name, b.ver)
	}
	return fmt.Sprintf("ptx %s (PTX ISA %s or what the forms need)", b.arch.Name, b.ver)
}

// The PTX version policy, as llc's: without -ptx, .version is the least
// the target needs (arch.MinPTX: sm_90 → 7.8), and the selection of
// neutral ops uses only forms that version has, so that what lowerc emits
// by default is accepted by every ptxas that knows the target (a native
// form beyond it becomes the fallback sequence, and the choice says so).
// -ptx V lets selection use the forms of V. An apply ptx atom names its
// form: without -ptx, one that needs a newer version raises .version, and
// Notes says so.

// limit is the newest version selection of neutral ops may use.
func (b *Backend) limit() Version { return b.ver }

// atomLimit is the newest version an atom may need.
func (b *Backend) atomLimit() Version {
	if b.pinned {
		return b.ver
	}
	return MaxVersion
}

// supports reports whether selection may emit form f.
func (b *Backend) supports(f *Form) bool {
	return f != nil && (b.noGate || b.arch.Supports(f, b.limit()))
}

// supportsAtom reports whether an atom may be form f.
func (b *Backend) supportsAtom(f *Form) bool {
	return f != nil && (b.noGate || b.arch.Supports(f, b.atomLimit()))
}

// gated returns, for a form that selection does not use only because of
// the PTX version, the words that say so; "" otherwise.
func (b *Backend) gated(f *Form) string {
	if f == nil || b.supports(f) || !b.arch.Supports(f, MaxVersion) {
		return ""
	}
	return fmt.Sprintf(" (%s needs PTX ISA %s; .version is %s: -ptx %s allows it)", f.Describe(), f.PTX, b.ver, f.PTX)
}

// Notes returns a note for each apply ptx atom of m that raises .version
// above the target's least version (only without -ptx).
func (b *Backend) Notes(m *ir.Module) ir.ErrorList {
	var l ir.ErrorList
	if b.pinned {
		return nil
	}
	for _, k := range m.Kernels {
		for _, op := range k.Body {
			a, ok := op.(*ir.Apply)
			if !ok || a.Target != "ptx" {
				continue
			}
			f, err := b.atomForm(a)
			if err != nil || !b.ver.Less(f.PTX) {
				continue
			}
			l.Note(a.OpcodePos, "%s needs PTX ISA %s: .version raised from %s (the least %s needs) to at least %s; -ptx %s says so explicitly",
				f.Describe(), f.PTX, b.ver, b.arch.Name, f.PTX, f.PTX)
		}
	}
	return l
}

// targetText is "sm_90", or "sm_90 with PTX ISA 7.8" when the version is pinned.
func (b *Backend) targetText() string {
	if b.pinned {
		return fmt.Sprintf("%s with PTX ISA %s", b.arch.Name, b.ver)
	}
	return b.arch.Name
}

// compatible lists the IR element types that may stand for each PTX operand
// type: the type itself and the bare container of its width (bit-size types
// are type-compatible in PTX, docs/reference/ptx.md §3).
var compatible = map[string][2]ir.ElemType{
	"f32": {ir.F32, ir.B32}, "f64": {ir.F64, ir.B64},
	"f16": {ir.F16, ir.B16}, "bf16": {ir.BF16, ir.B16},
	"f16x2": {ir.F16x2, ir.B32}, "bf16x2": {ir.BF16x2, ir.B32},
	"s16": {ir.S16, ir.B16}, "u16": {ir.U16, ir.B16},
	"s32": {ir.S32, ir.B32}, "u32": {ir.U32, ir.B32},
	"s64": {ir.S64, ir.B64}, "u64": {ir.U64, ir.B64},
	"s16x2": {ir.S16x2, ir.B32}, "u16x2": {ir.U16x2, ir.B32},
}

func operandType(o ir.Operand) ir.ElemType {
	switch o := o.(type) {
	case *ir.Ref:
		return o.Tensor.Type
	case *ir.Scalar:
		return o.Type
	}
	return ir.Invalid
}

// CheckOp implements rule target-form: atoms must be forms of the table that
// the target and version support, with matching operand types and counts;
// neutral ops must have a lowering on the target.
func (b *Backend) CheckOp(k *ir.Kernel, op ir.Op) error {
	if err := b.checkScope(op); err != nil {
		return err
	}
	// Every neutral min/max has a lowering on every target (natively or by
	// an expansion), so only atoms can break the rule.
	switch o := op.(type) {
	case *ir.Apply:
		_, err := b.atomForm(o)
		return err
	}
	return nil
}

// checkScope rejects warp-scope tensors of 64 lanes (AMD wave64).
func (b *Backend) checkScope(op ir.Op) error {
	if op.Base().Attrs.Scope != ir.Warp {
		return nil
	}
	dst, srcs := ir.Operands(op)
	ops := append([]ir.Operand{dst}, srcs...)
	for _, o := range ops {
		if r, ok := o.(*ir.Ref); ok && len(r.Tensor.Shape) > 0 && r.Tensor.Shape[0] != 32 {
			return fmt.Errorf("scope warp over %d lanes (%%%s) needs a wave64 AMD target; PTX warps have 32 lanes; the target is %s",
				r.Tensor.Shape[0], r.Name, b.arch.Name)
		}
	}
	return nil
}

// atomForm resolves an apply ptx atom to its form, or says why it cannot be
// lowered.
func (b *Backend) atomForm(o *ir.Apply) (*Form, error) {
	if o.Target != "ptx" {
		return nil, fmt.Errorf("apply %s %q is an AMD GPU atom; the target is %s", o.Target, o.Opcode, b.arch.Name)
	}
	canon, err := Canonical(o.Opcode)
	if err != nil {
		return nil, err
	}
	n := len(o.Srcs)
	f := Lookup(canon, n)
	if f == nil {
		if ns := inputCounts(canon); len(ns) > 0 {
			return nil, fmt.Errorf("%s takes %s, not %d", canon, countText(ns), n)
		}
		near := nearForms(canon, 8)
		if len(near) == 0 {
			return nil, fmt.Errorf("unknown PTX min/max form %q", o.Opcode)
		}
		return nil, fmt.Errorf("unknown PTX min/max form %q (forms of that type: %s)", o.Opcode, strings.Join(near, ", "))
	}
	ops := append([]ir.Operand{o.Dst}, o.Srcs...)
	for i, op := range ops {
		t := operandType(op)
		c := compatible[f.Type]
		if t != c[0] && t != c[1] {
			what := "input " + ir.FormatOperand(op)
			if i == 0 {
				what = "destination %" + o.Dst.Name
			}
			return nil, fmt.Errorf("%s %s has type %s; %s takes %s operands (or %s containers)", f.Op, what, t, f.Op, c[0], c[1])
		}
	}
	if !b.supportsAtom(f) {
		return nil, fmt.Errorf("%s needs %s; the target is %s", f.Describe(), f.Needs(), b.targetText())
	}
	return f, nil
}

func countText(ns []int) string {
	words := map[int]string{2: "two inputs", 3: "three inputs"}
	if len(ns) == 1 {
		return words[ns[0]]
	}
	return "two or three inputs"
}
