package llinterp

import (
	"fmt"
	"strings"
)

// intrinsic names the interpreter runs, by base name, with their number of
// floating-point arguments.
var intrinsics = map[string]int{
	"minnum": 2, "maxnum": 2, "minimum": 2, "maximum": 2, "minimumnum": 2, "maximumnum": 2,
	"canonicalize": 1, "fabs": 1, "copysign": 2, "is.fpclass": 1,
}

// mangle is the overload suffix LLVM gives an intrinsic for type t.
func mangle(t Type) string {
	var s string
	switch t.Kind {
	case Half:
		s = "f16"
	case BFloat:
		s = "bf16"
	case Float:
		s = "f32"
	case Double:
		s = "f64"
	case Int:
		s = fmt.Sprintf("i%d", t.Bits)
	default:
		s = t.String()
	}
	if t.Lanes > 0 {
		return fmt.Sprintf("v%d%s", t.Lanes, s)
	}
	return s
}

// splitIntrinsic returns the base name of an llvm.* callee whose suffix is
// the mangling of t.
func splitIntrinsic(callee string, t Type) (string, bool) {
	if !strings.HasPrefix(callee, "llvm.") {
		return "", false
	}
	rest := strings.TrimPrefix(callee, "llvm.")
	suf := "." + mangle(t)
	if !strings.HasSuffix(rest, suf) {
		return "", false
	}
	base := strings.TrimSuffix(rest, suf)
	_, ok := intrinsics[base]
	return base, ok
}

// resolve binds every operand to its definition and checks the types, so
// that Eval meets no malformed function.
func resolve(f *Func) error {
	names := map[string]int{}
	var types []Type
	for _, p := range f.Params {
		if _, dup := names[p.Name]; dup {
			return &Error{f.Pos, fmt.Sprintf("parameter %%%s declared twice", p.Name)}
		}
		if p.Type.TotalBits() > 64 || p.Type.Kind == Void {
			return &Error{f.Pos, fmt.Sprintf("unsupported parameter type %s of %%%s (pointers, scalars and vectors of at most 64 bits)", p.Type, p.Name)}
		}
		names[p.Name] = len(types)
		types = append(types, p.Type)
	}
	if f.Ret.TotalBits() > 64 || f.Ret.Kind == Ptr {
		return &Error{f.Pos, fmt.Sprintf("unsupported return type %s of @%s", f.Ret, f.Name)}
	}
	blocks := map[string]int{}
	for i, b := range f.Blocks {
		if b.Name == "" {
			continue
		}
		if _, dup := blocks[b.Name]; dup {
			return &Error{b.Pos, fmt.Sprintf("block %%%s defined twice", b.Name)}
		}
		blocks[b.Name] = i
	}
	// Every result first, so that a phi may name a value defined below it.
	for _, in := range f.Insts {
		if in.Result == "" {
			continue
		}
		if _, dup := names[in.Result]; dup {
			return &Error{in.Pos, fmt.Sprintf("%%%s defined twice", in.Result)}
		}
		if _, clash := blocks[in.Result]; clash {
			return &Error{in.Pos, fmt.Sprintf("%%%s names both a value and a block", in.Result)}
		}
		if in.Type.TotalBits() > 64 {
			return &Error{in.Pos, fmt.Sprintf("unsupported value type %s (at most 64 bits)", in.Type)}
		}
		names[in.Result] = len(types)
		types = append(types, in.Type)
	}
	for _, in := range f.Insts {
		for k := range in.Args {
			a := &in.Args[k]
			if a.Local == "" {
				a.idx = -1
				continue
			}
			i, ok := names[a.Local]
			if !ok {
				return &Error{a.Pos, fmt.Sprintf("undefined value %%%s", a.Local)}
			}
			if types[i] != a.Type {
				return &Error{a.Pos, fmt.Sprintf("%%%s has type %s, used as %s", a.Local, types[i], a.Type)}
			}
			a.idx = i
		}
		in.targets = in.targets[:0]
		for _, l := range in.Labels {
			b, ok := blocks[l.Name]
			if !ok {
				return &Error{l.Pos, fmt.Sprintf("undefined block %%%s", l.Name)}
			}
			in.targets = append(in.targets, b)
		}
		if err := checkInst(f, in); err != nil {
			return err
		}
	}
	// Phis come first in their block.
	for _, b := range f.Blocks {
		body := false
		for _, in := range f.Insts[b.Start:b.End] {
			if in.Op != "phi" {
				body = true
			} else if body || b.Start == 0 {
				return &Error{in.Pos, "phi: phis must open a block that has predecessors"}
			}
		}
	}
	f.nvals = len(types)
	return nil
}

func checkInst(f *Func, in *Inst) error {
	bad := func(format string, args ...any) error {
		return &Error{in.Pos, in.Op + ": " + fmt.Sprintf(format, args...)}
	}
	a := in.Args
	switch in.Op {
	case "ret":
		if in.Type.Kind == Void && f.Ret.Kind != Void || in.Type.Kind != Void && a[0].Type != f.Ret {
			return bad("returns %s from a function returning %s", in.Type, f.Ret)
		}
	case "br", "phi", "load", "store", "getelementptr":
		return checkMem(in)
	case "fneg":
		if !a[0].Type.IsFloat() {
			return bad("operand type %s is not floating-point", a[0].Type)
		}
	case "fcmp":
		if !a[0].Type.IsFloat() {
			return bad("operand type %s is not floating-point", a[0].Type)
		}
	case "icmp":
		if a[0].Type.Kind != Int {
			return bad("operand type %s is not an integer type", a[0].Type)
		}
	case "and", "or", "xor", "shl", "lshr", "ashr", "add", "sub", "mul", "udiv", "urem":
		if a[0].Type.Kind != Int {
			return bad("operand type %s is not an integer type", a[0].Type)
		}
	case "bitcast":
		if a[0].Type.TotalBits() != in.Type.TotalBits() || a[0].Type.Kind == Ptr || in.Type.Kind == Ptr {
			return bad("cannot bitcast %s to %s", a[0].Type, in.Type)
		}
	case "fpext", "fptrunc", "zext", "sext", "trunc":
		from, to := a[0].Type, in.Type
		wantFloat := in.Op == "fpext" || in.Op == "fptrunc"
		if from.Lanes != to.Lanes || from.IsFloat() != wantFloat || to.IsFloat() != wantFloat || !wantFloat && (from.Kind != Int || to.Kind != Int) {
			return bad("cannot convert %s to %s", from, to)
		}
		grow := in.Op == "fpext" || in.Op == "zext" || in.Op == "sext"
		if grow && to.Bits <= from.Bits || !grow && to.Bits >= from.Bits {
			return bad("cannot convert %s to %s", from, to)
		}
	case "select":
		c := a[0].Type
		if c.Kind != Int || c.Bits != 1 || c.Lanes != 0 && c.Lanes != a[1].Type.Lanes {
			return bad("condition type %s does not fit %s", c, a[1].Type)
		}
		if a[1].Type != a[2].Type {
			return bad("arms of types %s and %s", a[1].Type, a[2].Type)
		}
	case "extractelement", "insertelement":
		v := a[0].Type
		idx := a[len(a)-1]
		if v.Lanes == 0 {
			return bad("operand type %s is not a vector", v)
		}
		if idx.Type.Kind != Int || idx.idx >= 0 || idx.Poison {
			return &Error{idx.Pos, "unsupported: a non-constant vector index"}
		}
		if in.Op == "insertelement" && a[1].Type != v.Lane() {
			return bad("element type %s does not fit %s", a[1].Type, v)
		}
	case "call":
		if in.Asm != "" || threadIntrinsics[in.Callee] != "" {
			return checkCall(in)
		}
		if len(a) == 0 {
			return &Error{in.Pos, fmt.Sprintf("unsupported call of @%s", in.Callee)}
		}
		base, ok := splitIntrinsic(in.Callee, a[0].Type)
		if !ok {
			return &Error{in.Pos, fmt.Sprintf("unsupported call of @%s (modelled: llvm.minnum, maxnum, minimum, maximum, minimumnum, maximumnum, canonicalize, fabs, copysign, is.fpclass)", in.Callee)}
		}
		in.base = base
		n := intrinsics[base]
		if base == "is.fpclass" {
			if len(a) != 2 || a[1].Type != (Type{Kind: Int, Bits: 32}) || a[1].idx >= 0 || a[1].Poison {
				return bad("@%s takes a value and an i32 constant mask", in.Callee)
			}
			if in.Type != (Type{Kind: Int, Bits: 1, Lanes: a[0].Type.Lanes}) {
				return bad("@%s returns %s, not %s", in.Callee, Type{Kind: Int, Bits: 1, Lanes: a[0].Type.Lanes}, in.Type)
			}
		} else {
			if len(a) != n {
				return bad("@%s takes %d arguments, not %d", in.Callee, n, len(a))
			}
			for _, x := range a {
				if x.Type != a[0].Type {
					return bad("@%s: argument types %s and %s", in.Callee, a[0].Type, x.Type)
				}
			}
			if in.Type != a[0].Type {
				return bad("@%s returns %s, not %s", in.Callee, a[0].Type, in.Type)
			}
		}
		if !a[0].Type.IsFloat() {
			return bad("@%s: operand type %s is not floating-point", in.Callee, a[0].Type)
		}
	}
	if in.FMF != 0 && !in.Type.IsFloat() && in.Op != "fcmp" {
		return bad("fast-math flags on a %s result", in.Type)
	}
	return nil
}
