package llvm

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/ir"
)

// A matrixKernel is one kernel of the coverage module: one min/max op.
type matrixKernel struct {
	name  string
	kind  ir.MinMaxKind
	typ   ir.ElemType
	sem   string // a SemKeys entry or "int"
	arity int
	third string // the third input: "" (a tensor) or a scalar literal
}

var matrixFloatTypes = []ir.ElemType{ir.F16, ir.BF16, ir.F32, ir.F64, ir.F16x2, ir.BF16x2, ir.F32x2}
var matrixIntTypes = []ir.ElemType{ir.S16, ir.U16, ir.S32, ir.U32, ir.S64, ir.U64, ir.S16x2, ir.U16x2}

// matrixKernels covers every semantics × type pair, min and max, two
// inputs; three inputs for every semantics on f32, f16x2 and bf16; a scalar
// +0 / −0 third input for number.
func matrixKernels() []matrixKernel {
	var ks []matrixKernel
	for _, kind := range []ir.MinMaxKind{ir.Max, ir.Min} {
		for _, sem := range SemKeys {
			for _, t := range matrixFloatTypes {
				ks = append(ks, matrixKernel{kind: kind, typ: t, sem: sem, arity: 2})
			}
			for _, t := range []ir.ElemType{ir.F32, ir.F16x2, ir.BF16} {
				ks = append(ks, matrixKernel{kind: kind, typ: t, sem: sem, arity: 3})
			}
		}
		for _, t := range matrixIntTypes {
			ks = append(ks, matrixKernel{kind: kind, typ: t, sem: "int", arity: 2})
		}
		// f16x2 0x80000000: lane 0 is +0, lane 1 is −0 (lane 0 in the low half).
		for _, th := range []string{"f32 0.0", "f32 -0.0", "f16x2 0x00000000", "f16x2 0x80000000"} {
			t := ir.ParseElemType(strings.Fields(th)[0])
			ks = append(ks, matrixKernel{kind: kind, typ: t, sem: "number", arity: 3, third: th})
		}
	}
	for i := range ks {
		k := &ks[i]
		k.name = fmt.Sprintf("%s%d_%s_%s", k.kind, k.arity, k.typ, strings.ReplaceAll(k.sem, "+", "_"))
		if k.third != "" {
			switch {
			case strings.Contains(k.third, "-"):
				k.name += "_negzero"
			case strings.Contains(k.third, "0x8"):
				k.name += "_mixedzero"
			default:
				k.name += "_poszero"
			}
		}
	}
	return ks
}

// source is the kernel in the tile text format: threads of one block each
// load their own element (scope cta), so no target sees uniform values.
func (k matrixKernel) source() string {
	t := k.typ.String()
	var b strings.Builder
	fmt.Fprintf(&b, "kernel @%s(%%A: global %s[64,1], %%B: global %s[64,1], %%C: global %s[64,1], %%Out: global %s[64,1]) grid(1) block(64) {\n", k.name, t, t, t, t)
	for _, n := range "abc" {
		fmt.Fprintf(&b, "  %%%c = alloc.local %s[64,1] {scope = cta}\n", n, t)
	}
	for _, n := range "abc" {
		fmt.Fprintf(&b, "  %%%c = load %%%c {scope = cta}\n", n, n-'a'+'A')
	}
	srcs := "%a, %b"
	if k.arity == 3 {
		if k.third != "" {
			srcs += ", " + k.third
		} else {
			srcs += ", %c"
		}
	}
	var attrs []string
	if k.sem != "int" {
		pol, nsz, _ := strings.Cut(k.sem, "+")
		attrs = append(attrs, "nan = "+pol)
		if nsz == "nsz" {
			attrs = append(attrs, "nsz")
		}
	}
	attrs = append(attrs, "scope = cta")
	fmt.Fprintf(&b, "  %%a = %s %s {%s}\n", k.kind, srcs, strings.Join(attrs, ", "))
	b.WriteString("  store %Out, %a {scope = cta}\n}\n")
	return b.String()
}

func matrixSource() string {
	var b strings.Builder
	for i, k := range matrixKernels() {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(k.source())
	}
	return b.String()
}
