package llvm

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/lowerc/lowerc/ir"
)

// A ptxAtom is a parsed `apply ptx` min/max opcode (docs/reference/ptx.md §1.1).
type ptxAtom struct {
	max     bool
	ftz     bool
	nan     bool
	xorsign bool
	relu    bool
	typ     string // "f32", "f64", "f16", "f16x2", "bf16", "bf16x2", "s16", ... "u16x2"
}

// ptxAtomTypes are the operand types of the PTX min/max forms (docs/reference/ptx.md §1.1).
var ptxAtomTypes = map[string]bool{
	"f32": true, "f64": true, "f16": true, "f16x2": true, "bf16": true, "bf16x2": true,
	"s16": true, "u16": true, "s32": true, "u32": true, "s64": true, "u64": true, "s16x2": true, "u16x2": true,
}

// parsePTXAtom parses a PTX min/max opcode and checks the modifier rules of
// docs/reference/ptx.md §1.1 (which ptxas enforces): no modifiers on .f64, no .ftz on bf16,
// .relu on integer .s32/.s16x2 only, .xorsign with .abs. Modifiers may come
// in any order, as ptxas takes them (docs/reference/ptx.md §1.1). It returns the minimum SM
// the form needs (docs/reference/ptx.md §1.2).
func parsePTXAtom(op string) (*ptxAtom, int, error) {
	parts := strings.Split(op, ".")
	typ := parts[len(parts)-1]
	if len(parts) < 2 || (parts[0] != "min" && parts[0] != "max") || !ptxAtomTypes[typ] {
		return nil, 0, fmt.Errorf("apply ptx %q: the llvm target knows the PTX min/max forms only (min|max{.ftz}{.NaN}{.xorsign.abs}.f32|f64|f16|f16x2|bf16|bf16x2, min|max{.relu}.s32|s16x2, min|max.s16|u16|u32|s64|u64|u16x2; modifiers in any order)", op)
	}
	seen := map[string]bool{}
	for _, m := range parts[1 : len(parts)-1] {
		switch m {
		case "ftz", "NaN", "xorsign", "abs", "relu":
		default:
			return nil, 0, fmt.Errorf("apply ptx %q: unknown modifier .%s (PTX min/max modifiers: .ftz, .NaN, .xorsign.abs, .relu)", op, m)
		}
		if seen[m] {
			return nil, 0, fmt.Errorf("apply ptx %q repeats the modifier .%s", op, m)
		}
		seen[m] = true
	}
	if seen["xorsign"] != seen["abs"] {
		return nil, 0, fmt.Errorf("apply ptx %q: two-input min/max takes .xorsign and .abs together (docs/reference/ptx.md §1.1, §2.5; .abs alone is the three-input form, which LLVM 19 lacks)", op)
	}
	a := &ptxAtom{max: parts[0] == "max", ftz: seen["ftz"], nan: seen["NaN"], xorsign: seen["xorsign"], relu: seen["relu"], typ: typ}
	isFloat := a.typ[0] == 'f' || a.typ[0] == 'b'
	switch {
	case isFloat && a.relu:
		return nil, 0, fmt.Errorf("apply ptx %q: .relu exists on integer min/max only (docs/reference/ptx.md §2.6)", op)
	case !isFloat && (a.ftz || a.nan || a.xorsign):
		return nil, 0, fmt.Errorf("apply ptx %q: .ftz, .NaN and .xorsign.abs apply to float types only", op)
	case a.typ == "f64" && (a.ftz || a.nan || a.xorsign):
		return nil, 0, fmt.Errorf("apply ptx %q: min/max.f64 takes no modifiers (docs/reference/ptx.md §1.1)", op)
	case strings.HasPrefix(a.typ, "bf16") && a.ftz:
		return nil, 0, fmt.Errorf("apply ptx %q: bf16 min/max has no .ftz (docs/reference/ptx.md §1.1)", op)
	case a.relu && a.typ != "s32" && a.typ != "s16x2":
		return nil, 0, fmt.Errorf("apply ptx %q: .relu exists on .s32 and .s16x2 only (docs/reference/ptx.md §1.1)", op)
	}
	sm := 0
	if a.nan || strings.HasPrefix(a.typ, "f16") || strings.HasPrefix(a.typ, "bf16") {
		sm = 80
	}
	if a.xorsign {
		sm = 86
	}
	if a.relu || a.typ == "s16x2" || a.typ == "u16x2" {
		sm = 90
	}
	return a, sm, nil
}

func (a *ptxAtom) bits() int {
	switch a.typ {
	case "f64", "s64", "u64":
		return 64
	case "f16", "bf16", "s16", "u16":
		return 16
	}
	return 32
}

// A amdAtom is a parsed `apply amdgcn` min/max mnemonic.
type amdAtom struct {
	mnemonic string
	srcs     int
	bits     int
	gfx12    bool // exists on GFX12 only (_num_ names, v_maximum*/v_minimum*)
}

var amdAtomRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^v_(pk_)?(max|min|maximum|minimum|med)(3)?(_num)?_(f16|f32|f64|i16|u16|i32|u32)(_e32|_e64)?$`)
})

// parseAMDAtom checks an AMD min/max mnemonic against the forms of
// docs/reference/amdgpu.md §3.1/§3.2.
func parseAMDAtom(op string) (*amdAtom, error) {
	m := amdAtomRE().FindStringSubmatch(op)
	if m == nil {
		return nil, fmt.Errorf("apply amdgcn %q: the llvm target knows the VALU min/max family only (v_{pk_}{max,min,maximum,minimum,med}{3}{_num}_<type>, docs/reference/amdgpu.md §3)", op)
	}
	pk, base, three, num, ty := m[1] != "", m[2], m[3] != "", m[4] != "", m[5]
	a := &amdAtom{mnemonic: op, srcs: 2}
	if three || base == "med" {
		a.srcs = 3
	}
	switch ty {
	case "f64":
		a.bits = 64
	case "f32", "i32", "u32":
		a.bits = 32
	default:
		a.bits = 16
	}
	if pk {
		if a.bits != 16 || three || base == "med" {
			return nil, fmt.Errorf("apply amdgcn %q: packed min/max exists for two 16-bit inputs only (docs/reference/amdgpu.md §3.2)", op)
		}
		a.bits = 32
	}
	if base == "med" && !three {
		return nil, fmt.Errorf("apply amdgcn %q: the median op is v_med3_*", op)
	}
	if ty == "f64" && (three || base == "med") {
		return nil, fmt.Errorf("apply amdgcn %q: there is no three-input f64 min/max (docs/reference/amdgpu.md §3.2)", op)
	}
	a.gfx12 = num || base == "maximum" || base == "minimum"
	return a, nil
}

func (t *Target) checkApply(o *ir.Apply) error {
	want := "ptx"
	if t.arch == AMDGCN {
		want = "amdgcn"
	}
	if o.Target != want {
		return fmt.Errorf("apply %s atoms cannot be emitted for %s; the target is %s", o.Target, t.opts.Triple, t.Name())
	}
	var bits, srcs int
	if o.Target == "ptx" {
		a, sm, err := parsePTXAtom(o.Opcode)
		if err != nil {
			return err
		}
		if sm > 0 && t.sm() < sm {
			return fmt.Errorf("%s needs sm_%d; the target is %s (pass -mcpu sm_%d or later)", o.Opcode, sm, t.cpuName(), sm)
		}
		bits, srcs = a.bits(), 2
	} else {
		a, err := parseAMDAtom(o.Opcode)
		if err != nil {
			return err
		}
		// Portable IR (no -mcpu) must assemble for every CPU of the
		// triple. The pre-GFX12 names are aliases on GFX12 (llvm-mc-19
		// takes v_max_f32, v_med3_f32 … there, docs/reference/amdgpu.md §5).
		if a.gfx12 && (t.cpu == nil || t.cpu.gen != 12) {
			return fmt.Errorf("%s exists on GFX12 only (docs/reference/amdgpu.md §3); the target is %s (pass -mcpu %s)", o.Opcode, t.cpuName(), gfx12CPUs())
		}
		bits, srcs = a.bits, a.srcs
	}
	if len(o.Srcs) != srcs {
		return fmt.Errorf("%s takes %d inputs, not %d", o.Opcode, srcs, len(o.Srcs))
	}
	if b := o.Dst.Tensor.Type.Bits(); b != bits {
		return fmt.Errorf("%s writes a %d-bit register; %%%s holds %s (%d bits)", o.Opcode, bits, o.Dst.Name, o.Dst.Tensor.Type, b)
	}
	for _, s := range o.Srcs {
		var st ir.ElemType
		switch s := s.(type) {
		case *ir.Ref:
			st = s.Tensor.Type
		case *ir.Scalar:
			st = s.Type
		}
		if st.Bits() != bits {
			return fmt.Errorf("%s reads %d-bit registers; %s is %s (%d bits)", o.Opcode, bits, ir.FormatOperand(s), st, st.Bits())
		}
	}
	return nil
}

func intOfBits(bits int) types.Type {
	switch bits {
	case 16:
		return types.I16
	case 32:
		return types.I32
	}
	return types.I64
}

// apply lowers an atom: PTX float min/max to the llvm.nvvm intrinsic of the
// same name, other PTX forms and all AMD forms to inline asm.
func (ke *kernelEmitter) apply(o *ir.Apply, srcs []value.Value) value.Value {
	dt := llType(o.Dst.Tensor.Type)
	conv := func(v value.Value, to types.Type) value.Value {
		if v.Type().Equal(to) {
			return v
		}
		return ke.b.NewBitCast(v, to)
	}
	if o.Target == "ptx" {
		a, _, _ := parsePTXAtom(o.Opcode)
		name, ty := a.nvvm()
		if name != "" {
			f := ke.e.declare(name, ty, ty, ty)
			r := ke.b.NewCall(f, conv(srcs[0], ty), conv(srcs[1], ty))
			return conv(r, dt)
		}
		it := intOfBits(a.bits())
		cons := map[int]string{16: "h", 32: "r", 64: "l"}[a.bits()] // NVPTX inline asm constraints (NVPTXUsage)
		return conv(ke.inlineAsm(it, o.Opcode+" $0, $1, $2;", "="+cons+","+cons+","+cons, srcs, conv), dt)
	}
	a, _ := parseAMDAtom(o.Opcode)
	it := intOfBits(a.bits)
	ops := "$0, $1, $2"
	cons := "=v,v,v"
	if a.srcs == 3 {
		ops += ", $3"
		cons += ",v"
	}
	return conv(ke.inlineAsm(it, o.Opcode+" "+ops, cons, srcs, conv), dt)
}

func (ke *kernelEmitter) inlineAsm(it types.Type, asm, cons string, srcs []value.Value, conv func(value.Value, types.Type) value.Value) value.Value {
	ps := make([]types.Type, len(srcs))
	args := make([]value.Value, len(srcs))
	for i, s := range srcs {
		ps[i] = it
		args[i] = s
		if conv != nil {
			args[i] = conv(s, it)
		}
	}
	// One InlineAsm value per form and kernel: the calls share it (the
	// text is the same; 100k calls no longer carry 100k copies).
	key := asmKey{it, asm, cons, len(srcs)}
	ia, ok := ke.asms[key]
	if !ok {
		ft := types.NewFunc(it, ps...)
		ia = llir.NewInlineAsm(types.NewPointer(ft), asm, cons)
		if ke.asms == nil {
			ke.asms = map[asmKey]*llir.InlineAsm{}
		}
		ke.asms[key] = ia
	}
	return ke.b.NewCall(ia, args...)
}

type asmKey struct {
	it        types.Type
	asm, cons string
	n         int
}

// nvvm returns the NVVM intrinsic for a float atom (LLVM 19
// IntrinsicsNVVM.td names, docs/reference/ptx.md §5) and its IR type; "" for integer forms.
func (a *ptxAtom) nvvm() (string, types.Type) {
	var ty string
	var t types.Type
	switch a.typ {
	case "f32":
		ty, t = "f", types.Float
	case "f64":
		ty, t = "d", types.Double
	case "f16":
		ty, t = "f16", types.Half
	case "f16x2":
		ty, t = "f16x2", tyV2F16
	default:
		// Integer forms, and bf16: llir/llvm has no bfloat type and LLVM
		// 19's upgrade of the i16 signature crashes on chained calls.
		return "", nil
	}
	n := "llvm.nvvm.fmin"
	if a.max {
		n = "llvm.nvvm.fmax"
	}
	if a.ftz {
		n += ".ftz"
	}
	if a.nan {
		n += ".nan"
	}
	if a.xorsign {
		n += ".xorsign.abs"
	}
	return n + "." + ty, t
}

// gfx12CPUs lists the GFX12 -mcpu values: "gfx1200 or gfx1201".
func gfx12CPUs() string {
	var ns []string
	for _, c := range cpus {
		if c.gen == 12 {
			ns = append(ns, c.name)
		}
	}
	return strings.Join(ns, " or ")
}
